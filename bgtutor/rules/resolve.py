"""Reading a play from text: resolved against the legal plays, explained when illegal.

The path the learner wrote is checked, not just where the checkers end: ``13/8/5`` through
a blocked 8 is illegal even though ``13/10/5`` ends on the same point. Paths of different
checkers may be played in any order; a path that spans several dice (``24/13``) may take
any intermediate point it could land on.

The reason an illegal play gets does not depend on the order its paths are written in
(:func:`check_play` says how it is found):

>>> from bgtutor import Position, Roll
>>> str(parse_play(Position.start(), Roll(6, 4), "24/14"))
'24/14'
>>> check_play(Position.start(), Roll(6, 4), "13/9 13/9").text("en")
'From 13 to 9 is 4 pips, but none of your numbers (6) fits, alone or together.'
>>> start, roll = Position.start(), Roll(6, 4)
>>> check_play(start, roll, "13/3 24/18") == check_play(start, roll, "24/18 13/3")
True
"""

from __future__ import annotations

from functools import lru_cache

from bgtutor.rules.dice import Roll
from bgtutor.rules.errors import AmbiguousPlayError, IllegalPlayError
from bgtutor.rules.explain import Reason, Rule, dice_sequences, dice_text, step_paths, step_reason
from bgtutor.rules.i18n import Message, place_word
from bgtutor.rules.notation import Path, parse_paths, parse_roll_prefix
from bgtutor.rules.places import BAR, OFF, point_name
from bgtutor.rules.plays import Play, Step, format_play
from bgtutor.rules.position import Position
from bgtutor.rules.turn import Turn

Way = tuple[Step, ...]
Cursor = tuple[int, tuple[int, ...], bool]
"""A written path being played: where its checker is, the written points still to reach, and
whether it stands on a written point (rather than on a landing point the text left open)."""


def check_play(position: Position, roll: Roll, text: str) -> Play | Reason:
    """The legal play ``text`` describes, or the reason it is not legal.

    Raises InvalidNotationError for text that is not notation, AmbiguousPlayError when the
    text fits several legal plays with different results.

    The reason is the same whatever the order of the written paths. First come the faults of
    the text alone, which no order of the steps can mend: a roll written that is not the roll,
    more moves written than the roll has, a path backwards or one no sum of the numbers makes
    (:func:`written_reason`), more moves needed than the roll has. Then every order of the
    written steps is played, and the reason is that of the order that gets furthest along the
    text (reaches most written points); among orders that get equally far, the reason met after
    the fewest steps (said of the position nearest the one the learner sees), then the one about
    the path from the highest point (checkers move down, so a path may wait for a checker from a
    higher one, never from a lower one: ``13/8 8/5`` fails on the blocked 8, not on the empty
    8), then the one whose rule comes first in :data:`PRIORITY`, then a fixed order of their
    parameters.
    """
    paths = parse_paths(text)
    written, _ = parse_roll_prefix(text)
    if written is not None and written != roll:
        return Reason.of(Rule.WRONG_ROLL, written=written.label, roll=roll.label)
    static = written_reason(roll, paths)
    if static is not None:
        return static
    search = _Search(position)
    search.explore(Turn(position, roll), tuple((path.points[0], path.points[1:], True) for path in paths), 0)
    if not search.found:
        assert search.failure is not None
        return search.failure[1]
    return _choose(position, roll, text, paths, search.found)


PRIORITY = (
    # The written path itself: no checker of yours where it starts (or none left), backwards.
    Rule.NO_CHECKER_ON_BAR,
    Rule.NO_CHECKER,
    Rule.NO_CHECKER_LEFT,
    Rule.WRONG_DIRECTION,
    # Where a checker would land.
    Rule.ENTRY_BLOCKED,
    Rule.BLOCKED,
    Rule.INTERMEDIATE_BLOCKED,
    # What must be done before: entering, bringing every checker home, the higher point.
    Rule.BAR_FIRST,
    Rule.NOT_ALL_HOME,
    Rule.HIGHER_POINT,
    # The numbers the other steps left: none makes the distance, or none is left.
    Rule.NO_DIE,
    Rule.NO_DICE_LEFT,
    # The whole play: how many numbers and which it must use.
    Rule.MUST_USE_BOTH,
    Rule.MUST_USE_LARGER,
    Rule.MUST_USE_MAX,
    Rule.INCOMPLETE,
    Rule.MUST_MOVE,
)
"""The order of the rules when orders of the written steps fail on the same path, equally far
along the text and after as many steps: a fault of the path itself, then where the checker
would land, then what must be done before, then what the other steps left of the roll, then the
play as a whole."""

_RANK = {rule: rank for rank, rule in enumerate(PRIORITY)}


def written_reason(roll: Roll, paths: tuple[Path, ...]) -> Reason | None:
    """Why ``paths`` cannot be played with ``roll``, from the text alone (whatever the position
    and the order of the steps); ``None`` if the numbers could make them.

    >>> from bgtutor.rules.notation import parse_paths
    >>> written_reason(Roll(4, 4), parse_paths("10/off 4/off 3/off")).text("en")
    'The roll 4-4 allows at most 4 moves. Your play needs at least 5: 10/off alone takes 3 (10/6/2/off).'
    >>> written_reason(Roll(6, 5), parse_paths("8/4 24/13")).text("en")
    'From 8 to 4 is 4 pips, but none of your numbers (6-5) fits, alone or together.'
    """
    count = len(roll.numbers)
    legs = sorted((leg for path in paths for leg in path.legs), reverse=True)
    if len(legs) > count:
        return Reason.of(Rule.TOO_MANY_STEPS, case="written", roll=roll.label, count=count, written=len(legs))
    for src, dst in legs:
        if dst >= src:
            return Reason.of(Rule.WRONG_DIRECTION, src=place_word(src), dst=place_word(dst, to=True))
        if _fewest_leg(roll.numbers, src, dst) is None:
            return Reason.of(
                Rule.NO_DIE,
                src=place_word(src),
                dst=place_word(dst, to=True),
                distance=src - dst,
                dice=dice_text(roll.numbers),
            )
    ways = sorted((_fewest(roll, path), path.points) for path in paths)
    needed = sum(len(way) for way, _ in ways)
    if needed <= count:
        return None
    way, points = max(ways, key=lambda item: (len(item[0]), item[1]))
    stops = [points[0]]
    for die in way:
        stops.append(max(stops[-1] - die, OFF))
    return Reason.of(
        Rule.TOO_MANY_STEPS,
        case="needed",
        roll=roll.label,
        count=count,
        needed=needed,
        path="/".join(map(point_name, points)),
        alone=len(way),
        way="/".join(map(point_name, stops)),
    )


def _fewest(roll: Roll, path: Path) -> tuple[int, ...]:
    """The fewest numbers of ``roll`` that take a checker along ``path`` (leg by leg; each leg
    is known to be made by some)."""
    numbers: list[int] = []
    for src, dst in path.legs:
        numbers.extend(_fewest_leg(roll.numbers, src, dst) or ())
    return tuple(numbers)


@lru_cache(maxsize=4096)
def _fewest_leg(numbers: tuple[int, ...], src: int, dst: int) -> tuple[int, ...] | None:
    """The first of the fewest ``numbers`` in order that take a checker from ``src`` to ``dst``;
    ``None`` if none do (remembered: every typed play asks it for each of its legs)."""
    sequences = dice_sequences(numbers, src, dst)  # fewest first
    return sequences[0] if sequences else None


def parse_play(position: Position, roll: Roll, text: str) -> Play:
    """Like :func:`check_play`, but raises IllegalPlayError (with ``.reason``) when illegal."""
    outcome = check_play(position, roll, text)
    if isinstance(outcome, Reason):
        raise IllegalPlayError(
            f"{text!r} is not legal in {position.position_id()!r} with {roll}: {outcome.text('en')}",
            outcome,
        )
    return outcome


class _Search:
    """Plays the written paths in every interleaving of their steps (a checker may have to
    wait for another: ``bar/21(2)`` enters both before either moves on), collecting the legal
    plays by result and, for the explanation, the failure that got furthest along the text
    (ties as :func:`check_play` says)."""

    def __init__(self, position: Position) -> None:
        self.position = position
        self.found: dict[Position, list[Way]] = {}
        self.failure: tuple[tuple[int, int, int, int], Reason] | None = None

    def fail(self, progress: int, steps: int, src: int, reason: Reason) -> None:
        """Note ``reason`` for the path now at ``src`` (0: the play as a whole), met after ``steps``
        steps that reached ``progress`` written points."""
        if reason.rule in (Rule.NO_CHECKER, Rule.NO_CHECKER_ON_BAR):
            reason = self._left(reason)
        key = (-progress, steps, -src, _RANK.get(reason.rule, len(_RANK)))
        if self.failure is not None:
            best, known = self.failure
            if key > best or (key == best and repr(reason) >= repr(known)):
                return
        self.failure = (key, reason)

    def _left(self, reason: Reason) -> Reason:
        """A point without a checker of the mover's that held one before the play: the earlier
        steps moved them all away (NO_CHECKER_LEFT)."""
        src = int(dict(reason.params).get("point", BAR))
        before = self.position.on_roll[src]
        if not before:
            return reason
        return Reason.of(Rule.NO_CHECKER_LEFT, src=place_word(src), count=before)

    def explore(self, turn: Turn, cursors: tuple[Cursor, ...], reached: int) -> None:
        """Continue from ``turn``; ``reached`` counts the written points reached so far."""
        if all(not rest for _, rest, _ in cursors):
            reason = turn._completion_reason((), finished=True)
            if reason is None:
                self.found.setdefault(turn.current, []).append(turn.steps)
            else:
                self.fail(reached + 1, len(turn.steps), 0, reason)
            return
        tried: set[Cursor] = set()
        for index, cursor in enumerate(cursors):
            at, rest, on_written_point = cursor
            if not rest or cursor in tried:
                continue
            tried.add(cursor)
            goal = rest[0]
            if on_written_point:
                leg = step_paths(turn.current, turn.dice_left, at, goal)
                if isinstance(leg, Reason):
                    self.fail(reached, len(turn.steps), at, leg)
            for die in dict.fromkeys(turn.dice_left):
                to = at - die
                if to < goal:  # past the written point: only bearing off may use a larger number
                    if goal != OFF:
                        continue
                    to = OFF
                if step_reason(turn.current, at, die) is not None:
                    continue
                step = Step(at, to, die, to != OFF and turn.current.opponent[BAR - to] == 1)
                spoiled = turn._completion_reason((step,))
                if spoiled is not None:
                    self.fail(reached, len(turn.steps), at, spoiled)
                    continue
                arrived = to == goal
                moved = (to, rest[1:] if arrived else rest, arrived)
                later = (*cursors[:index], moved, *cursors[index + 1 :])
                self.explore(turn._with((*turn.steps, step)), later, reached + arrived)


def _choose(
    position: Position, roll: Roll, text: str, paths: tuple[Path, ...], found: dict[Position, list[Way]]
) -> Play | Reason:
    """The one play among the realizations, using the stars written to tell hits apart."""
    stars = frozenset().union(*(path.stars for path in paths))
    hits = {result: {step.dst for step in ways[0] if step.hit} for result, ways in found.items()}
    fitting = [result for result in found if stars <= hits[result]]
    if not fitting:  # a star no result hits, else the lowest one missed (whatever the written order)
        never = stars - frozenset().union(*hits.values())
        missing = min(never) if never else min(min(stars - hit) for hit in hits.values())
        return Reason.of(Rule.NO_BLOT, point=missing)
    if len(fitting) > 1:
        fitting = [result for result in fitting if hits[result] == stars] or fitting
    if len(fitting) > 1:
        options = sorted(format_play(Play(found[result][0])) for result in fitting)
        raise AmbiguousPlayError(
            f"{text!r} fits several plays in {position.position_id()!r} with {roll}: "
            f"{', '.join(map(repr, options))}; write the intermediate point, e.g. 24/18*/14",
            message=Message.of("err-ambiguous", text=text, options=", ".join(options)),
        )
    return Play(found[fitting[0]][0])
