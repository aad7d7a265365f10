"""Training tasks made by the engine: for a rule, an endless supply of fresh positions it decides.

Each drilled rule is one :class:`Drill` in :data:`DRILLS`, asked in one or more :class:`Way`\\ s:
where a way's rolls and positions come from, which of them show the rule at work, and the exercise
that asks about it. :func:`tasks` yields :class:`Task` objects for one of :data:`RULES`; each is an
:class:`~bgtutor.tutor.exercises.engine.Exercise` (checked by
:func:`bgtutor.tutor.exercises.engine.check` like the lessons' exercises) whose position and roll
meet the rule's condition (:func:`meets`), verified by the engine.

No answer can be guessed: a drill's ways are chosen from a shuffled bag (each way once or twice a
round), and the ways are made so that answers vary - a checker that enters beside one that dances,
a legal move beside an illegal one, a cube the taker gets as White beside one it gets as Black -
and a play task accepts few of the legal plays (a condition such as "make this point", or a
position the rule leaves few plays in). The same rule and seed give the same tasks; no position
comes twice in one run.

>>> from itertools import islice
>>> task = next(tasks("hit", seed=1))
>>> task.rule, task.exercise.kind.value, meets("hit", task.exercise.position, task.exercise.roll)
('hit', 'play', True)
>>> [t.exercise.position for t in islice(tasks("pips", seed=3), 2)] == [
...     t.exercise.position for t in islice(tasks("pips", seed=3), 2)]
True
>>> rule_name("bear-off-higher", "en")
'Bearing off with a higher number'
>>> sorted({t.exercise.answers[0] for t in islice(tasks("cube-owner", seed=1), 8)})
['black', 'white']
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from bgtutor.rules.color import BLACK, WHITE, Color
from bgtutor.rules.cube import CubeState, Match
from bgtutor.rules.dice import ALL_ROLLS, Roll
from bgtutor.rules.explain import Reason, Rule, step_reason
from bgtutor.rules.i18n import language
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.places import BAR, OFF
from bgtutor.rules.plays import Play, Step
from bgtutor.rules.position import Position
from bgtutor.rules.resolve import check_play
from bgtutor.tutor.exercises.base import Condition, Kind, Note
from bgtutor.tutor.exercises.drill_positions import (
    all_home_version,
    bearing_off,
    blocking,
    finished,
    game_position,
    hit_and_run,
    on_bar,
    straggler,
)
from bgtutor.tutor.exercises.engine import Exercise, task_text, truth

_ATTEMPTS = 4000
"""Candidate positions looked at for one task before giving up (never reached in practice)."""
_ROUND = 6
"""About how many tasks one round of a drill's bag of ways holds."""
_FEW = 1 / 3
"""The largest share of the legal plays a play task with a condition accepts."""

Source = Callable[[random.Random, Roll | None], Position]
Shows = Callable[[Position, Roll | None], bool]
Asks = Callable[[Position, Roll | None, str, random.Random], Exercise]


@dataclass(frozen=True, slots=True)
class Way:
    """One way a drill asks about its rule: where its tasks come from, when a position shows the
    rule, and what it asks."""

    roll: Callable[[random.Random], Roll | None]
    """The roll of a candidate task (None: a task without a roll)."""
    position: Source
    """A candidate position for that roll."""
    shows: Shows
    """Whether the position (with the roll) shows the rule at work: a valid task."""
    asks: Asks
    """The exercise a valid task asks, by its key."""


@dataclass(frozen=True, slots=True)
class Drill:
    """One drilled rule and the ways its tasks ask about it (a way listed twice comes twice as often)."""

    rule: str
    """The rule's key (fixed: saved progress uses it); its name is the catalog's ``ex-drill-<rule>``."""
    ways: tuple[Way, ...]
    finished: bool = False
    """The rule is about a finished game (every other rule about a game going on)."""

    @property
    def name(self) -> Note:
        """What the rule is called, for menus and the progress table."""
        return Note.of(f"drill-{self.rule}")


@dataclass(frozen=True, slots=True)
class Task:
    """One generated task: the rule it trains and the exercise that asks it."""

    rule: str
    exercise: Exercise
    lang: str = "de"

    @property
    def text(self) -> str:
        """The task in the task's language."""
        return task_text(self.exercise, self.lang)

    def as_json(self) -> dict[str, Any]:
        """The task as ``python -m bgtutor drill`` prints it."""
        exercise = self.exercise
        return {
            "rule": self.rule,
            "position": exercise.position.position_id(),
            "roll": None if exercise.roll is None else exercise.roll.label,
            "kind": exercise.kind.value,
            "task": self.text,
            "answers": list(exercise.answers),
        }


def tasks(rule: str, seed: int = 0, lang: str | None = None) -> Iterator[Task]:
    """Endless tasks for ``rule``, the same for the same seed, no position twice."""
    lang = language(lang)
    drill = find_drill(rule)
    rng = random.Random(f"{rule}:{seed}")
    seen: set[Position] = set()
    bag: list[Way] = []
    number = 0
    while True:
        if not bag:  # a new round: every way once or more, in a random order
            bag = list(drill.ways) * max(1, round(_ROUND / len(drill.ways)))
            rng.shuffle(bag)
        way = bag.pop()
        for _ in range(_ATTEMPTS):
            roll = way.roll(rng)
            position = way.position(rng, roll)
            if position not in seen and position.is_game_over == drill.finished and way.shows(position, roll):
                break
        else:  # pragma: no cover - the sources make every way common enough
            raise RuntimeError(f"no position for {rule!r} found in {_ATTEMPTS} tries")
        seen.add(position)
        number += 1
        yield Task(rule, way.asks(position, roll, f"{rule}-{seed}-{number}", rng), lang)


def meets(rule: str, position: Position, roll: Roll | None) -> bool:
    """Whether ``position`` with ``roll`` is a valid task for ``rule``: the position shows the rule
    at work in one of the drill's ways (each way's condition below)."""
    drill = find_drill(rule)
    return position.is_game_over == drill.finished and any(way.shows(position, roll) for way in drill.ways)


def find_drill(rule: str) -> Drill:
    """The drill of ``rule`` (one of :data:`RULES`)."""
    for drill in DRILLS:
        if drill.rule == rule:
            return drill
    raise ValueError(f"unknown rule {rule!r}: use one of {', '.join(RULES)}")


def rule_name(rule: str, lang: str | None = None) -> str:
    """What ``rule`` is called, in ``lang`` (by default the session's)."""
    return find_drill(rule).name.text(lang)


# -- what the drills ask -------------------------------------------------------------------------


def _ask(
    kind: Kind,
    task: str | None,
    position: Position,
    roll: Roll | None,
    key: str,
    color: Color | None = None,
    **fields: Any,
) -> Exercise:
    """The exercise with the engine's answers; its task is the catalog's ``ex-drill-task-<task>``
    (None: the kind's own wording), about ``color`` (by default the side on roll, or the winner of
    a finished game)."""
    side = color if color is not None else position.turn if position.winner is None else position.winner
    words = (
        None
        if task is None
        else Note.of(
            f"drill-task-{task}",
            roll=roll.label if roll else "",
            side=side,
            play=fields.get("play", ""),
            point=fields.get("point", 0),
        )
    )
    draft = Exercise(key, kind, position, ("?",), roll=roll, task=words, color=color, **fields)
    return Exercise(key, kind, position, truth(draft), roll=roll, task=words, color=color, **fields)


def _play(trap: Callable[[Position, Roll], str | None] | None = None) -> Asks:
    """Play the roll as the rules require; ``trap``: the tempting illegal play the solution explains."""

    def asks(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
        assert roll is not None
        tempting = None if trap is None else trap(position, roll)
        return _ask(Kind.PLAY, "play", position, roll, key, trap=tempting)

    return asks


def _dance_play(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.PLAY, "dance-play", position, roll, key)


def _hit(task: str) -> Asks:
    def asks(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
        return _ask(Kind.PLAY, task, position, roll, key, condition=Condition.HIT)

    return asks


def _bear_off(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.PLAY, "bear-off", position, roll, key, condition=Condition.BEAR_OFF)


def _make_point(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    assert roll is not None
    point = rng.choice(_points_made_by_the_double(position, roll))
    return _ask(Kind.PLAY, "make-point", position, roll, key, condition=Condition.MAKE_POINT, point=point)


def _is_legal(attempt: Callable[[Position, Roll, random.Random], str | None]) -> Asks:
    """Is the play ``attempt`` writes legal?"""

    def asks(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
        assert roll is not None
        play = attempt(position, roll, rng)
        assert play is not None  # the way's condition found one
        return _ask(Kind.IS_LEGAL, "is-legal", position, roll, key, play=play)

    return asks


def _lost_number(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.LOST_NUMBER, "lost-number", position, roll, key)


def _destinations(checkers: Callable[[Position, Roll], list[int]]) -> Asks:
    """Where can one of the ``checkers`` go with the roll?"""

    def asks(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
        assert roll is not None
        point = rng.choice(checkers(position, roll))
        return _ask(Kind.DESTINATIONS, "destinations", position, roll, key, point=point)

    return asks


def _entry_points(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.ENTRY_POINTS, "entry-points", position, roll, key)


def _entering_rolls(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.ENTERING_ROLLS, "dance-count", position, None, key)


def _bear_off_count(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.BEAR_OFF_COUNT, "bear-off-count", position, roll, key)


def _pips(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.PIP_COUNT, "pips", position, None, key, color=rng.choice((WHITE, BLACK)))


def _result(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.RESULT, "result", position, None, key, color=position.winner)


def _cube(kind: Kind, state: Callable[[Color, random.Random], CubeState]) -> Asks:
    """A question about a cube's state made for the side on roll (the kind's own wording, or the
    dice already rolled named)."""

    def asks(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
        cube = state(position.turn, rng)
        words = None
        if cube.dice is not None:
            dice = f"{cube.dice[0]}-{cube.dice[1]}"
            words = Note.of("drill-task-may-double-rolled", side=position.turn, roll=dice)
        draft = Exercise(key, kind, position, ("?",), task=words, cube=cube)
        return Exercise(key, kind, position, truth(draft), task=words, cube=cube)

    return asks


# -- attempts: plays an is-legal question asks about -----------------------------------------------


def _legal_attempt(position: Position, roll: Roll, rng: random.Random) -> str | None:
    """A legal play that moves something (None: nothing moves)."""
    plays = [play for play in legal_plays(position, roll) if play.steps]
    return str(rng.choice(plays)) if plays else None


def _landing_attempt(position: Position, roll: Roll, rng: random.Random | None = None) -> str | None:
    """A play whose one step lands on a blocked point, the rest of it legal: illegal for landing."""
    for play in legal_plays(position, roll):
        if len(play.steps) != 2 or play.steps[0].src == play.steps[1].dst:
            continue
        first, second = play.steps
        for src in range(24, 0, -1):
            if src == first.src or not position.on_roll[src]:
                continue
            if _blocked_step(position, src, second.die):
                text = f"{first} {src}/{src - second.die}"
                if _breaks(position, roll, text, Rule.BLOCKED):
                    return text
    return None


def _intermediate(position: Position, roll: Roll, open_ways: int) -> list[str]:
    """One checker moved by all numbers rolled to an open point, with ``open_ways`` of its two
    intermediate points open (0: the move is illegal for an intermediate point alone; a double's
    move: 1 for all of its intermediate points open, 0 for one blocked)."""
    if position.on_roll[BAR]:
        return []
    found = []
    for src in range(24, sum(roll.numbers), -1):
        dst = src - sum(roll.numbers)
        if not position.on_roll[src] or position.opponent[BAR - dst] >= 2:
            continue
        if roll.is_double:
            middles = [src - roll.high * steps for steps in range(1, len(roll.numbers))]
            ways = int(all(position.opponent[BAR - middle] < 2 for middle in middles))
        else:
            ways = sum(position.opponent[BAR - (src - die)] < 2 for die in (roll.high, roll.low))
        if ways == open_ways:
            text = f"{src}/{dst}"
            wanted = None if open_ways else Rule.INTERMEDIATE_BLOCKED
            if (wanted is None and isinstance(check_play(position, roll, text), Play)) or (
                wanted is not None and _breaks(position, roll, text, wanted)
            ):
                found.append(text)
    return found


def _landing_checkers(position: Position, roll: Roll) -> list[int]:
    """The side's checkers that some number rolled would put on a blocked point."""
    if position.on_roll[BAR]:
        return []
    return [
        src
        for src in range(24, 0, -1)
        if position.on_roll[src] and any(_blocked_step(position, src, die) for die in set(roll.numbers))
    ]


def _middle_checkers(open_ways: int) -> Callable[[Position, Roll], list[int]]:
    """The side's checkers whose move by both numbers ends on an open point with ``open_ways`` of
    the two intermediate points open."""

    def checkers(position: Position, roll: Roll) -> list[int]:
        if roll.is_double:
            return []
        return sorted({int(text.split("/")[0]) for text in _intermediate(position, roll, open_ways)})

    return checkers


def _through(open_ways: int) -> Callable[[Position, Roll, random.Random], str | None]:
    def attempt(position: Position, roll: Roll, rng: random.Random) -> str | None:
        found = _intermediate(position, roll, open_ways)
        return rng.choice(found) if found else None

    return attempt


def _intermediate_trap(position: Position, roll: Roll) -> str | None:
    found = _intermediate(position, roll, 0)
    return found[0] if found else None


def _bar_first_attempt(position: Position, roll: Roll, rng: random.Random | None = None) -> str | None:
    """With two or more on the bar: one enters, and a checker moves on before the other is in."""
    for die, other in ((roll.high, roll.low), (roll.low, roll.high)):
        if step_reason(position, BAR, die) is not None:
            continue
        entered = BAR - die
        for src in [entered, *range(24, 0, -1)]:
            if (src == entered or position.on_roll[src]) and src - other > 0:
                text = f"bar/{entered} {src}/{src - other}"
                if _breaks(position, roll, text, Rule.BAR_FIRST):
                    return text
    return None


def _run_on(position: Position, roll: Roll, landing: bool) -> list[str]:
    """A checker hits a blot with one number and moves on with the other: to an open point
    (``landing``) or to a blocked one (illegal for landing)."""
    if roll.is_double or position.on_roll[BAR]:
        return []
    found = []
    for src in range(24, 0, -1):
        if not position.on_roll[src]:
            continue
        for die, other in ((roll.high, roll.low), (roll.low, roll.high)):
            middle, end = src - die, src - die - other
            if middle < 1 or end < 1 or position.opponent[BAR - middle] != 1:
                continue
            text = f"{src}/{middle}*/{end}"
            if (landing and isinstance(check_play(position, roll, text), Play)) or (
                not landing
                and position.opponent[BAR - end] >= 2
                and _breaks(position, roll, text, Rule.BLOCKED)
            ):
                found.append(text)
    return found


def _running(landing: bool) -> Callable[[Position, Roll, random.Random], str | None]:
    def attempt(position: Position, roll: Roll, rng: random.Random) -> str | None:
        found = _run_on(position, roll, landing)
        return rng.choice(found) if found else None

    return attempt


def _bear_off_attempt(position: Position, roll: Roll, rng: random.Random | None = None) -> str | None:
    """A bear-off play the roll would allow if all checkers were home (it is not legal now)."""
    mover = position.on_roll
    for die in sorted(set(roll.numbers), reverse=True):
        for point in range(6, 0, -1):
            if mover[point] and point - die <= 0:
                return f"{point}/off"
    return None


def _home_then_off(position: Position, roll: Roll, rng: random.Random) -> str | None:
    """A legal play that brings the last checker home and then bears off."""
    plays = [play for play in legal_plays(position, roll) if _off(play)]
    return str(rng.choice(plays)) if plays else None


def _breaks(position: Position, roll: Roll, text: str, rule: Rule) -> bool:
    """Whether the written play is illegal for ``rule``."""
    try:
        outcome = check_play(position, roll, text)
    except ValueError:  # not notation, or ambiguous: not a question to ask
        return False
    return isinstance(outcome, Reason) and outcome.rule is rule


# -- when a position shows the rule ----------------------------------------------------------------


def _rolled(
    shows: Callable[[Position, Roll, tuple[Play, ...]], bool],
) -> Shows:
    """A rule seen in the legal plays of a roll: a candidate without a roll shows nothing."""
    return lambda position, roll: roll is not None and shows(position, roll, legal_plays(position, roll))


def _with(attempt: Callable[[Position, Roll, random.Random], str | None]) -> Shows:
    """A position where ``attempt`` finds a play to ask about."""
    return lambda position, roll: roll is not None and attempt(position, roll, random.Random(0)) is not None


def _some(checkers: Callable[[Position, Roll], list[int]]) -> Shows:
    """A position with one of ``checkers`` to ask about."""
    return lambda position, roll: roll is not None and bool(checkers(position, roll))


def _and(*conditions: Shows) -> Shows:
    return lambda position, roll: all(condition(position, roll) for condition in conditions)


def _all_of(
    *conditions: Callable[[Position, Roll, tuple[Play, ...]], bool],
) -> Callable[[Position, Roll, tuple[Play, ...]], bool]:
    return lambda position, roll, plays: all(condition(position, roll, plays) for condition in conditions)


def _both_dice(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Both numbers can be played, but one order would leave the other unplayable."""
    orders = ((roll.high, roll.low), (roll.low, roll.high))
    return (
        not roll.is_double
        and all(len(play.steps) == 2 for play in plays)
        and any(_spoils(position, die, other) for die, other in orders)
    )


def _higher_die(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Each number alone could be played, but not both: the higher one must be."""
    ends = {position.apply_steps(play.steps) for play in plays}
    return (
        not roll.is_double
        and bool(_after_one_step(position, roll.high))
        and bool(_after_one_step(position, roll.low))
        and all(len(play.steps) == 1 and play.steps[0].die == roll.high for play in plays)
        # and playing the lower number instead would end elsewhere: the rule decides the answer
        and bool(set(_after_one_step(position, roll.low)) - ends)
    )


def _only_lower(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Only the lower number can be played: the higher one is lost."""
    return not roll.is_double and all(
        len(play.steps) == 1 and play.steps[0].die == roll.low for play in plays
    )


def _double_makes_a_point(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """A double that makes a point only with more than two of its moves, in few of the legal plays."""
    return roll.is_double and bool(_points_made_by_the_double(position, roll, plays))


def _landing(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Some play moves, and with each number at least half of the side's points are blocked from
    landing (the rule leaves few plays)."""
    points = [src for src in range(24, 0, -1) if position.on_roll[src]]
    return bool(plays[0].steps) and all(
        2 * sum(_blocked_step(position, src, die) for src in points) >= len(points)
        for die in set(roll.numbers)
    )


def _blocked_step(position: Position, src: int, die: int) -> bool:
    reason = step_reason(position, src, die)
    return reason is not None and reason.rule is Rule.BLOCKED


def _enters(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    return position.on_roll[BAR] > 0 and any(step.src == BAR for play in plays for step in play.steps)


def _enters_and_hits(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    return _enters(position, roll, plays) and _few_hit(position, roll, plays)


def _dances(dance: bool) -> Shows:
    """A checker on the bar that the roll leaves out (``dance``) or lets in."""

    def shows(position: Position, roll: Roll | None) -> bool:
        if roll is None or not position.on_roll[BAR]:
            return False
        return (not legal_plays(position, roll)[0].steps) == dance

    return shows


def _some_dance(position: Position, roll: Roll | None) -> bool:
    """A checker on the bar that some rolls leave out (a question without a roll)."""
    return bool(position.on_roll[BAR]) and any(step_reason(position, BAR, die) for die in range(1, 7))


def _two_on_bar(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    return position.on_roll[BAR] >= 2 and bool(plays[0].steps)


def _hits(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Some plays hit, most do not."""
    return _few_hit(position, roll, plays)


def _few_hit(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    hitting = sum(play.hits > 0 for play in plays)
    return 0 < hitting <= _FEW * len(plays)


def _runs_to_hit(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Some plays hit, not all, and every one that hits moves the hitter on (hit and run)."""
    hitting = [play for play in plays if play.hits]
    return 0 < len(hitting) < len(plays) and all(_hits_and_runs(play) for play in hitting)


def _bears_off_exact(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    return position.all_home() and any(position.on_roll[die] for die in set(roll.numbers))


def _exact_few(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """An exact number bears off, in few of the legal plays."""
    off = sum(_off(play) > 0 for play in plays)
    return _bears_off_exact(position, roll, plays) and 0 < off <= _FEW * len(plays)


def _counted(wanted: Callable[[int], bool]) -> Callable[[Position, Roll, tuple[Play, ...]], bool]:
    """The most checkers the roll bears off is a count ``wanted`` takes."""
    return lambda position, roll, plays: wanted(max(_off(play) for play in plays))


def _bears_off_higher(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """A number higher than the highest point, with checkers on three points or more."""
    occupied = [point for point in range(1, 7) if position.on_roll[point]]
    return position.all_home() and len(occupied) >= 3 and any(die > max(occupied) for die in roll.numbers)


def _not_all_home(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Not all checkers home, and with them home the roll would bear one off."""
    all_home = all_home_version(position)
    return (
        not position.all_home()
        and all_home is not None
        and any(
            step_reason(all_home, point, die) is None and point - die <= 0
            for die in roll.numbers
            for point in range(1, 7)
            if all_home.on_roll[point]
        )
    )


def _comes_home_first(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Not all home, but the roll brings them home and then bears off: in few of the legal plays."""
    off = sum(_off(play) > 0 for play in plays)
    return not position.all_home() and 0 < off <= _FEW * len(plays)


def _started(position: Position, roll: Roll | None) -> bool:
    """The side on roll has borne off some already."""
    return position.on_roll[OFF] > 0


def _on_roll(color: Color) -> Shows:
    return lambda position, roll: position.turn is color


def _any_position(position: Position, roll: Roll | None) -> bool:
    return True


# -- where the rolls and positions come from -------------------------------------------------------


def _no_roll(rng: random.Random) -> None:
    return None


def _a_double(rng: random.Random) -> Roll:
    die = rng.randint(1, 6)
    return Roll(die, die)


def _two_numbers(rng: random.Random) -> Roll:
    return rng.choice([roll for roll in ALL_ROLLS if not roll.is_double])


def _any_roll(rng: random.Random) -> Roll:
    return Roll(rng.randint(1, 6), rng.randint(1, 6))


def _from_games(rng: random.Random, roll: Roll | None) -> Position:
    return game_position(rng)


def _for_pips(rng: random.Random, roll: Roll | None) -> Position:
    """A game's position, now and then with a checker put on the bar."""
    position = game_position(rng)
    return on_bar(position, rng, closed=rng.randint(0, 3)) if rng.random() < 0.3 else position


def _blocked_or_bearing_off(rng: random.Random, roll: Roll | None) -> Position:
    return blocking(rng) if rng.random() < 0.85 else bearing_off(rng, outside=0)


def _blocked(rng: random.Random, roll: Roll | None) -> Position:
    return blocking(rng)


def _blots(rng: random.Random, roll: Roll | None) -> Position:
    return blocking(rng, blots=rng.randint(1, 3))


def _hit_and_run(rng: random.Random, roll: Roll | None) -> Position:
    assert roll is not None
    return hit_and_run(rng, roll)


def _straggler_for(rng: random.Random, roll: Roll | None) -> Position:
    assert roll is not None
    return straggler(rng, roll)


def _on_the_bar(closed: tuple[int, int], count: int = 1) -> Source:
    """A game's position with ``count`` or more checkers on the bar and a number of points closed
    in ``closed`` (lowest, highest)."""
    return lambda rng, roll: on_bar(game_position(rng), rng, closed=rng.randint(*closed), count=count)


def _all_home(rng: random.Random, roll: Roll | None) -> Position:
    return bearing_off(rng, outside=0)


def _some_outside(rng: random.Random, roll: Roll | None) -> Position:
    return bearing_off(rng, outside=rng.randint(1, 3))


def _one_outside(rng: random.Random, roll: Roll | None) -> Position:
    return bearing_off(rng, outside=1)


def _hit_in_bear_off(rng: random.Random, roll: Roll | None) -> Position:
    return bearing_off(rng, outside=0, hit=True)


def _game_over(rng: random.Random, roll: Roll | None) -> Position:
    return finished(rng)


# -- the cube's states -----------------------------------------------------------------------------


def _offered(turn: Color, rng: random.Random) -> CubeState:
    """A double offered by ``turn``: a centred cube or one ``turn`` owns, money play or a match."""
    value = rng.choice((1, 2, 4, 8, 16, 32))
    return CubeState(turn, value, None if value == 1 else turn, offered=True, match=_match(rng, value))


def _may_double(turn: Color, rng: random.Random) -> CubeState:
    """``turn`` may double: the cube in the middle or its own, before rolling, not the Crawford game
    (the game after it, post-Crawford, is one)."""
    value = rng.choice((1, 1, 2, 4, 8))
    owner = None if value == 1 else turn
    if rng.random() < 0.3:
        length = rng.choice((3, 5, 7, 9))
        score = (length - 1, rng.randint(0, length - 2))
        match = Match(length, score if rng.random() < 0.5 else (score[1], score[0]))
        return CubeState(turn, value, owner, match=match)  # post-Crawford: doubling is allowed
    return CubeState(turn, value, owner, match=_match(rng, value))


def _may_not_double(turn: Color, rng: random.Random) -> CubeState:
    """``turn`` may not double: the opponent owns the cube, the dice are rolled, or it is the
    Crawford game."""
    case = rng.choice(("owner", "owner", "rolled", "crawford", "crawford"))
    if case == "crawford":
        length = rng.choice((3, 5, 7, 9))
        score = (length - 1, rng.randint(0, length - 2))
        match = Match(length, score if rng.random() < 0.5 else (score[1], score[0]), crawford=True)
        return CubeState(turn, match=match)
    value = rng.choice((2, 4, 8))
    if case == "owner":
        return CubeState(turn, value, turn.other, match=_match(rng, value))
    owner = rng.choice((None, turn))
    dice = (rng.randint(1, 6), rng.randint(1, 6))
    return CubeState(turn, 1 if owner is None else value, owner, dice=dice, match=_match(rng, value))


def _match(rng: random.Random, value: int) -> Match:
    """Money play or a match the cube's value fits in (no side near the end: no Crawford game)."""
    if rng.random() < 0.5:
        return Match()
    length = rng.choice((5, 7, 9, 11))
    return Match(length, (rng.randint(0, length - 2), rng.randint(0, length - 2)))


DRILLS: tuple[Drill, ...] = (
    Drill(
        "landing",
        (
            Way(_two_numbers, _blocked, _rolled(_landing), _play(_landing_attempt)),
            Way(_two_numbers, _blocked, _some(_landing_checkers), _destinations(_landing_checkers)),
            Way(
                _two_numbers,
                _blocked,
                _and(_rolled(_landing), _with(_legal_attempt)),
                _is_legal(_legal_attempt),
            ),
            Way(_two_numbers, _blocked, _with(_landing_attempt), _is_legal(_landing_attempt)),
        ),
    ),
    Drill(
        "intermediate",
        (
            Way(_two_numbers, _blocked, _some(_middle_checkers(0)), _play(_intermediate_trap)),
            Way(_two_numbers, _blocked, _some(_middle_checkers(1)), _destinations(_middle_checkers(1))),
            Way(_any_roll, _blocked, _with(_through(1)), _is_legal(_through(1))),
            Way(_any_roll, _blocked, _with(_through(0)), _is_legal(_through(0))),
        ),
    ),
    Drill("both-dice", (Way(_two_numbers, _blocked_or_bearing_off, _rolled(_both_dice), _play()),)),
    Drill(
        "higher-die",
        (
            Way(_two_numbers, _straggler_for, _rolled(_higher_die), _play()),
            Way(_two_numbers, _straggler_for, _rolled(_higher_die), _lost_number),
            Way(_two_numbers, _blocked, _rolled(_only_lower), _lost_number),
        ),
    ),
    Drill(
        "doubles",
        (
            Way(_a_double, _from_games, _rolled(_double_makes_a_point), _make_point),
            Way(_a_double, _from_games, _rolled(_double_makes_a_point), _make_point),
            Way(_a_double, _all_home, _rolled(_counted(lambda n: n == 3)), _bear_off_count),
            Way(_a_double, _all_home, _rolled(_counted(lambda n: n == 4)), _bear_off_count),
        ),
    ),
    Drill("hit", (Way(_any_roll, _from_games, _rolled(_hits), _hit("hit")),)),
    Drill(
        "hit-and-run",
        (
            Way(_two_numbers, _hit_and_run, _rolled(_runs_to_hit), _hit("hit")),
            Way(_two_numbers, _blots, _with(_running(True)), _is_legal(_running(True))),
            Way(_two_numbers, _blots, _with(_running(False)), _is_legal(_running(False))),
        ),
    ),
    Drill(
        "enter",
        (
            Way(_any_roll, _on_the_bar((2, 4)), _rolled(_enters), _entry_points),
            Way(_any_roll, _on_the_bar((0, 3)), _rolled(_enters_and_hits), _hit("enter-hit")),
        ),
    ),
    Drill(
        "two-on-bar",
        (
            Way(_any_roll, _on_the_bar((1, 4), count=2), _rolled(_two_on_bar), _play(_bar_first_attempt)),
            Way(_any_roll, _on_the_bar((1, 4), count=2), _rolled(_two_on_bar), _play(_bar_first_attempt)),
            Way(_any_roll, _on_the_bar((1, 4), count=2), _rolled(_two_on_bar), _is_legal(_legal_attempt)),
            Way(
                _any_roll,
                _on_the_bar((1, 4), count=2),
                _with(_bar_first_attempt),
                _is_legal(_bar_first_attempt),
            ),
        ),
    ),
    Drill(
        "dance",
        (
            Way(_any_roll, _on_the_bar((3, 6)), _dances(True), _entry_points),
            Way(_any_roll, _on_the_bar((2, 5)), _dances(False), _entry_points),
            Way(_any_roll, _on_the_bar((3, 6)), _dances(True), _dance_play),
            Way(_any_roll, _on_the_bar((2, 5)), _dances(False), _dance_play),
            Way(_no_roll, _on_the_bar((1, 6)), _some_dance, _entering_rolls),
        ),
    ),
    Drill(
        "bear-off-exact",
        (
            Way(_any_roll, _all_home, _rolled(_exact_few), _bear_off),
            Way(
                _two_numbers,
                _all_home,
                _rolled(_all_of(_bears_off_exact, _counted(lambda n: n == 1))),
                _bear_off_count,
            ),
            Way(
                _two_numbers,
                _all_home,
                _rolled(_all_of(_bears_off_exact, _counted(lambda n: n == 2))),
                _bear_off_count,
            ),
        ),
    ),
    Drill("bear-off-higher", (Way(_any_roll, _all_home, _rolled(_bears_off_higher), _play()),)),
    Drill(
        "bear-off-not-home",
        (
            Way(_any_roll, _some_outside, _rolled(_not_all_home), _is_legal(_bear_off_attempt)),
            Way(_any_roll, _one_outside, _with(_home_then_off), _is_legal(_home_then_off)),
            Way(
                _any_roll,
                _some_outside,
                _rolled(_all_of(_not_all_home, _counted(lambda n: n == 0))),
                _bear_off_count,
            ),
            Way(_any_roll, _one_outside, _rolled(_counted(lambda n: n > 0)), _bear_off_count),
            Way(_any_roll, _one_outside, _rolled(_comes_home_first), _bear_off),
        ),
    ),
    Drill(
        "hit-bear-off",
        (
            Way(_any_roll, _hit_in_bear_off, _rolled(_enters), _play(_bear_off_attempt)),
            Way(_any_roll, _hit_in_bear_off, _rolled(_enters), _bear_off_count),
            Way(_any_roll, _one_outside, _and(_started, _rolled(_counted(lambda n: n > 0))), _bear_off_count),
        ),
    ),
    Drill("pips", (Way(_no_roll, _for_pips, _any_position, _pips),)),
    Drill("result", (Way(_no_roll, _game_over, _any_position, _result),), finished=True),
    Drill("cube-value", (Way(_no_roll, _from_games, _any_position, _cube(Kind.CUBE_VALUE, _offered)),)),
    Drill(
        "cube-owner",
        (
            Way(_no_roll, _from_games, _on_roll(WHITE), _cube(Kind.CUBE_OWNER, _offered)),
            Way(_no_roll, _from_games, _on_roll(BLACK), _cube(Kind.CUBE_OWNER, _offered)),
        ),
    ),
    Drill(
        "may-double",
        (
            Way(_no_roll, _from_games, _any_position, _cube(Kind.CUBE_MAY_DOUBLE, _may_double)),
            Way(_no_roll, _from_games, _any_position, _cube(Kind.CUBE_MAY_DOUBLE, _may_not_double)),
        ),
    ),
)
"""The drilled rules, in teaching order."""

RULES = tuple(drill.rule for drill in DRILLS)
"""The rules a learner can train, in teaching order (keys are fixed: saved progress uses them)."""


# -- inside ---------------------------------------------------------------------------------------


def _off(play: Play) -> int:
    return sum(step.dst == OFF for step in play.steps)


def _hits_and_runs(play: Play) -> bool:
    """A checker of the play hits and moves on from the point it hit on."""
    return any(step.hit and any(later.src == step.dst for later in play.steps[i + 1 :])
               for i, step in enumerate(play.steps))  # fmt: skip


def _points_made_by_the_double(
    position: Position, roll: Roll, plays: tuple[Play, ...] | None = None
) -> list[int]:
    """Points the double makes only with more than two of its moves, in few of the legal plays."""
    plays = legal_plays(position, roll) if plays is None else plays
    ends = [position.apply_steps(play.steps) for play in plays]
    halves = {
        after for first in _after_one_step(position, roll.high) for after in _after_one_step(first, roll.high)
    }
    made = []
    for point in range(1, 25):
        if position.on_roll[point] >= 2:
            continue
        making = sum(end.on_roll[point] >= 2 for end in ends)
        if making and making <= _FEW * len(plays) and not any(half.on_roll[point] >= 2 for half in halves):
            made.append(point)
    return made


def _after_one_step(position: Position, die: int) -> list[Position]:
    """The positions after each step the side on roll may make with ``die`` alone."""
    after = []
    for src in range(BAR, 0, -1):
        if position.on_roll[src] and step_reason(position, src, die) is None:
            dst = max(src - die, OFF)
            hit = dst != OFF and position.opponent[BAR - dst] == 1
            after.append(position.apply_steps([Step(src, dst, die, hit)]))
    return after


def _spoils(position: Position, first: int, second: int) -> bool:
    """Whether some step with ``first`` alone leaves ``second`` unplayable."""
    return any(not _after_one_step(after, second) for after in _after_one_step(position, first))
