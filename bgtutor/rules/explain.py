"""Why a step or a play is not allowed: structured reasons that name the rule.

A :class:`Reason` is a :class:`~bgtutor.rules.i18n.Message` whose key is a :class:`Rule`;
its ``text`` renders it in German or English. :func:`step_paths` checks one checker's move from
``src`` to ``dst`` with the dice still to play (one die, or several dice through intermediate points).

>>> from bgtutor import Position
>>> position = Position.from_points({"bar": 1, 13: 14}, {4: 2, 6: 13})
>>> step_paths(position, (4, 2), 25, 21).text("en")
'With the 4 you would enter on point 21, but 2 opposing checkers block it.'
>>> [str(step) for (step,) in step_paths(position, (4, 2), 25, 23)]
['bar/23']
"""

from __future__ import annotations

from enum import StrEnum
from itertools import permutations

from bgtutor.rules.i18n import Message, Param, place_word
from bgtutor.rules.places import BAR, OFF, point_name
from bgtutor.rules.plays import Play, Step
from bgtutor.rules.position import Position


class Rule(StrEnum):
    """The rule a step or play breaks; the value is the message key."""

    GAME_OVER = "game-over"
    NO_DICE_LEFT = "no-dice-left"
    NO_CHECKER = "no-checker"
    NO_CHECKER_LEFT = "no-checker-left"
    NO_CHECKER_ON_BAR = "no-checker-on-bar"
    BAR_FIRST = "bar-first"
    WRONG_DIRECTION = "wrong-direction"
    NO_DIE = "no-die"
    BLOCKED = "blocked"
    ENTRY_BLOCKED = "entry-blocked"
    INTERMEDIATE_BLOCKED = "intermediate-blocked"
    NOT_ALL_HOME = "not-all-home"
    HIGHER_POINT = "higher-point"
    MUST_USE_BOTH = "must-use-both"
    MUST_USE_LARGER = "must-use-larger"
    MUST_USE_MAX = "must-use-max"
    INCOMPLETE = "incomplete"
    NO_BLOT = "no-blot"
    MUST_MOVE = "must-move"
    WRONG_ROLL = "wrong-roll"
    TOO_MANY_STEPS = "too-many-steps"
    RESULT_SINGLE = "result-single"
    RESULT_GAMMON = "result-gammon"
    RESULT_BACKGAMMON_BAR = "result-backgammon-bar"
    RESULT_BACKGAMMON_HOME = "result-backgammon-home"


class Reason(Message):
    """A broken rule with its parameters (points in the mover's numbering): the family of
    :class:`~bgtutor.rules.i18n.Message` whose key is a :class:`Rule`'s value.

    >>> Reason.of(Rule.BLOCKED, point=5, count=2).rule is Rule.BLOCKED
    True
    """

    __slots__ = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "key", Rule(self.key).value)  # a Rule, or refused

    @property
    def rule(self) -> Rule:
        """The broken rule."""
        return Rule(self.key)


def dice_text(dice: tuple[int, ...]) -> str:
    """Dice as learners write them: ``6-2``, or ``3-3-3`` for what is left of a double."""
    return "-".join(str(die) for die in dice)


def points_text(points: list[int]) -> str:
    """Points as a list: ``bar, 13, 8``."""
    return ", ".join(point_name(point) for point in points)


def step_reason(position: Position, src: int, die: int) -> Reason | None:
    """Why the checker on ``src`` may not move by ``die`` now; ``None`` if it may."""
    mover, other = position.on_roll, position.opponent
    if not mover[src]:
        return Reason.of(Rule.NO_CHECKER_ON_BAR) if src == BAR else Reason.of(Rule.NO_CHECKER, point=src)
    if mover[BAR] and src != BAR:
        return Reason.of(Rule.BAR_FIRST, count=mover[BAR])
    dst = src - die
    if dst > 0:
        if other[BAR - dst] < 2:
            return None
        if src == BAR:
            return Reason.of(Rule.ENTRY_BLOCKED, die=die, point=dst, count=other[BAR - dst])
        return Reason.of(Rule.BLOCKED, point=dst, count=other[BAR - dst])
    outside = [point for point in range(BAR, 6, -1) if mover[point]]
    if outside:
        return Reason.of(Rule.NOT_ALL_HOME, points=points_text(outside))
    higher = [point for point in range(6, src, -1) if mover[point]]
    if dst < 0 and higher:
        return _higher_point(position, src, die, higher[0])
    return None


def _higher_point(position: Position, src: int, die: int, highest: int) -> Reason:
    """Why ``die`` may not bear off from ``src`` below the ``highest`` occupied point, and what
    the die does instead: bear off from the highest point (die larger than it), bear off from it
    exactly (die equal), or (die smaller) move a checker inside the home board, else bear off
    from the die's own point, if it can.
    """
    params: dict[str, Param] = {"die": die, "point": src, "higher": highest}
    params["count"] = position.on_roll[highest]
    if die > highest:
        return Reason.of(Rule.HIGHER_POINT, case="highest", **params)
    if die == highest:
        return Reason.of(Rule.HIGHER_POINT, case="exact", **params)
    for point in range(6, die - 1, -1):  # a checker on a higher point moves inside, or one on `die` goes off
        if position.on_roll[point] and step_reason(position, point, die) is None:
            to = max(point - die, OFF)
            example = str(Step(point, to, die, to != OFF and position.opponent[BAR - to] == 1))
            case = "inside" if to != OFF else "own"  # no checker above it can move: it bears off from `die`
            return Reason.of(Rule.HIGHER_POINT, case=case, example=example, **params)
    return Reason.of(Rule.HIGHER_POINT, case="stuck", **params)


def incomplete_reason(position: Position, dice: tuple[int, ...]) -> Reason:
    """A play stopped early in ``position`` with ``dice`` still to play (one number, as after a
    complete step of any legal play): how many steps are missing, and those steps as an example.

    >>> incomplete_reason(Position.start(), (4, 4)).text("en")
    'The play is not finished: 2 moves with the 4 are still missing. For example: 24/20(2).'
    """
    rest = _continuation(position, dice)
    params: dict[str, Param] = {"dice": dice_text(dice), "die": dice[0], "count": len(dice)}
    if rest is None:  # not reached from a Turn; kept so the reason never claims a wrong example
        return Reason.of(Rule.INCOMPLETE, **params)
    return Reason.of(Rule.INCOMPLETE, case="example", example=str(Play(rest)), **params)


def _continuation(position: Position, dice: tuple[int, ...]) -> tuple[Step, ...] | None:
    """Steps, legal one after the other, that play all of ``dice`` in order; ``None`` if none do."""
    if not dice:
        return ()
    for src in range(BAR, OFF, -1):
        if position.on_roll[src] and step_reason(position, src, dice[0]) is None:
            to = max(src - dice[0], OFF)
            step = Step(src, to, dice[0], to != OFF and position.opponent[BAR - to] == 1)
            rest = _continuation(position.apply_steps((step,)), dice[1:])
            if rest is not None:
                return (step, *rest)
    return None


def step_paths(
    position: Position, dice: tuple[int, ...], src: int, dst: int
) -> tuple[tuple[Step, ...], ...] | Reason:
    """The ways to move one checker from ``src`` to ``dst`` with some of ``dice``.

    Each way is legal step by step (whether it leaves a complete legal play is for
    :class:`bgtutor.rules.turn.Turn` to check); fewer dice first. Otherwise the reason.
    """
    mover = position.on_roll
    if not dice:
        return Reason.of(Rule.NO_DICE_LEFT)
    if not mover[src]:
        return step_reason(position, src, dice[0]) or Reason.of(Rule.NO_DICE_LEFT)
    if mover[BAR] and src != BAR:
        return Reason.of(Rule.BAR_FIRST, count=mover[BAR])
    if dst >= src:
        return Reason.of(Rule.WRONG_DIRECTION, src=place_word(src), dst=place_word(dst, to=True))
    sequences = dice_sequences(dice, src, dst)
    if not sequences:
        return Reason.of(
            Rule.NO_DIE,
            src=place_word(src),
            dst=place_word(dst, to=True),
            distance=src - dst,
            dice=dice_text(dice),
        )
    ways: list[tuple[Step, ...]] = []
    failures: list[tuple[int, Reason]] = []
    failed: list[tuple[int, ...]] = []
    for sequence in sequences:
        way, failure = _walk(position, src, sequence)
        if failure is None:
            ways.append(way)
        else:
            failures.append((len(way), failure))
            failed.append(sequence)
    if ways:
        return tuple(ways)
    single = [failure for failure, sequence in zip(failures, failed, strict=True) if len(sequence) == 1]
    if single:  # the learner most likely meant one die: say why that die may not do it
        return single[0][1]
    return _intermediate_blocked(src, dst, failures) or max(failures, key=lambda f: f[0])[1]


def dice_sequences(dice: tuple[int, ...], src: int, dst: int) -> list[tuple[int, ...]]:
    """Orders of some of ``dice`` that take a checker from ``src`` exactly to ``dst``.

    Bearing off (``dst`` 0) may end with a larger die than needed.

    >>> dice_sequences((5, 3), 13, 5)
    [(3, 5), (5, 3)]
    >>> dice_sequences((6, 2), 1, 0)
    [(2,), (6,)]
    """
    found: set[tuple[int, ...]] = set()
    for size in range(1, len(dice) + 1):
        for sequence in permutations(dice, size):
            before_last = sum(sequence[:-1])
            total = before_last + sequence[-1]
            exact = dst > 0 and total == src - dst
            if exact or (dst == OFF and before_last < src <= total):
                found.add(sequence)
    return sorted(found, key=lambda sequence: (len(sequence), sequence))


def _walk(position: Position, src: int, sequence: tuple[int, ...]) -> tuple[tuple[Step, ...], Reason | None]:
    steps: list[Step] = []
    for die in sequence:
        here = steps[-1].dst if steps else src
        reason = step_reason(position, here, die)
        if reason is not None:
            return tuple(steps), reason
        to = max(here - die, OFF)
        step = Step(here, to, die, to != OFF and position.opponent[BAR - to] == 1)
        steps.append(step)
        position = position.apply_steps((step,))
    return tuple(steps), None


def _intermediate_blocked(src: int, dst: int, failures: list[tuple[int, Reason]]) -> Reason | None:
    """When every way failed on a blocked point short of ``dst``, say so with those points."""
    blocked = set()
    for _, reason in failures:
        params = dict(reason.params)
        if reason.rule not in (Rule.BLOCKED, Rule.ENTRY_BLOCKED) or params["point"] == dst:
            return None
        blocked.add(int(params["point"]))
    return Reason.of(
        Rule.INTERMEDIATE_BLOCKED,
        src=place_word(src),
        dst=place_word(dst, to=True),
        points=points_text(sorted(blocked, reverse=True)),
        count=len(blocked),
    )
