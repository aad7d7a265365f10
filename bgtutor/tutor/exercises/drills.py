"""Training tasks made by the engine: for a rule, an endless supply of fresh positions it decides.

Each drilled rule is one :class:`Drill` in :data:`DRILLS`: where its rolls and positions come from,
which of them show the rule at work, and the exercise that asks about it. :func:`tasks` yields
:class:`Task` objects for one of :data:`RULES`; each is an :class:`~bgtutor.tutor.exercises.engine.Exercise`
(checked by :func:`bgtutor.tutor.exercises.engine.check` like the lessons' exercises) whose position and
roll meet the rule's condition (:func:`meets`), verified by the engine. Positions come from random
games between two careless players (contact, races, the bar, bearing off), and for rare situations
from small changes to them: a checker put on the bar, points closed in the home board, a bear-off
position, a finished game. The same rule and seed give the same tasks; no position comes twice in
one run.

>>> from itertools import islice
>>> task = next(tasks("hit", seed=1))
>>> task.rule, task.exercise.kind.value, meets("hit", task.exercise.position, task.exercise.roll)
('hit', 'play', True)
>>> [t.exercise.position for t in islice(tasks("pips", seed=3), 2)] == [
...     t.exercise.position for t in islice(tasks("pips", seed=3), 2)]
True
>>> rule_name("bear-off-higher", "en")
'Bearing off with a higher number'
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from bgtutor.rules.color import BLACK, WHITE, Color
from bgtutor.rules.dice import ALL_ROLLS, Roll
from bgtutor.rules.explain import step_reason
from bgtutor.rules.i18n import language
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.places import BAR, OFF
from bgtutor.rules.plays import Play, Step
from bgtutor.rules.position import Position
from bgtutor.tutor.exercises.base import Condition, Kind, Note
from bgtutor.tutor.exercises.engine import Exercise, task_text, truth

_ATTEMPTS = 4000
"""Candidate positions looked at for one task before giving up (never reached in practice)."""


@dataclass(frozen=True, slots=True)
class Drill:
    """One drilled rule: where its tasks come from, when a position shows the rule, what it asks."""

    rule: str
    """The rule's key (fixed: saved progress uses it); its name is the catalog's ``ex-drill-<rule>``."""
    roll: Callable[[random.Random], Roll | None]
    """The roll of a candidate task (None: a task without a roll)."""
    position: Callable[[random.Random, Roll | None], Position]
    """A candidate position for that roll."""
    shows: Callable[[Position, Roll | None], bool]
    """Whether the position (with the roll) shows the rule at work: a valid task."""
    asks: Callable[[Position, Roll | None, str, random.Random], Exercise]
    """The exercise a valid task asks, by its key."""
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
    number = 0
    while True:
        for _ in range(_ATTEMPTS):
            roll = drill.roll(rng)
            position = drill.position(rng, roll)
            if position not in seen and meets(rule, position, roll):
                break
        else:  # pragma: no cover - the sources make every rule common enough
            raise RuntimeError(f"no position for {rule!r} found in {_ATTEMPTS} tries")
        seen.add(position)
        number += 1
        yield Task(rule, drill.asks(position, roll, f"{rule}-{seed}-{number}", rng), lang)


def meets(rule: str, position: Position, roll: Roll | None) -> bool:
    """Whether ``position`` with ``roll`` is a valid task for ``rule``: the position shows the rule
    at work (each drill's condition below)."""
    drill = find_drill(rule)
    return position.is_game_over == drill.finished and drill.shows(position, roll)


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
    task: str,
    position: Position,
    roll: Roll | None,
    key: str,
    color: Color | None = None,
    **fields: Any,
) -> Exercise:
    """The exercise with the engine's answers; its task is the catalog's ``ex-drill-task-<task>``,
    about ``color`` (by default the side on roll, or the winner of a finished game)."""
    side = color if color is not None else position.turn if position.winner is None else position.winner
    words = Note.of(
        f"drill-task-{task}", roll=roll.label if roll else "", side=side, play=fields.get("play", "")
    )
    draft = Exercise(key, kind, position, ("?",), roll=roll, task=words, color=color, **fields)
    return Exercise(key, kind, position, truth(draft), roll=roll, task=words, color=color, **fields)


def _play(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.PLAY, "play", position, roll, key)


def _hit(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.PLAY, "hit", position, roll, key, condition=Condition.HIT)


def _dance(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    if roll is None or rng.random() < 0.5:
        return _ask(Kind.ENTERING_ROLLS, "dance-count", position, None, key)
    return _ask(Kind.PLAY, "dance-play", position, roll, key)


def _not_home(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    if rng.random() < 0.5:
        attempt = _bear_off_attempt(position, roll)
        if attempt is not None:
            return _ask(Kind.IS_LEGAL, "not-home", position, roll, key, play=attempt)
    return _play(position, roll, key, rng)


def _pips(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.PIP_COUNT, "pips", position, None, key, color=rng.choice((WHITE, BLACK)))


def _result(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.RESULT, "result", position, None, key, color=position.winner)


def _bear_off_attempt(position: Position, roll: Roll | None) -> str | None:
    """A bear-off play the roll would allow if all checkers were home (it is not legal now)."""
    assert roll is not None
    mover = position.on_roll
    for die in sorted(set(roll.numbers), reverse=True):
        for point in range(6, 0, -1):
            if mover[point] and point - die <= 0:
                return f"{point}/off"
    return None


# -- when a position shows the rule ----------------------------------------------------------------


def _rolled(
    shows: Callable[[Position, Roll, tuple[Play, ...]], bool],
) -> Callable[[Position, Roll | None], bool]:
    """A rule seen in the legal plays of a roll: a candidate without a roll shows nothing."""
    return lambda position, roll: roll is not None and shows(position, roll, legal_plays(position, roll))


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


def _doubles(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """A double that cannot be played in full, or in more than one way."""
    return roll.is_double and (len(plays[0].steps) < 4 or len(plays) > 1)


def _enters(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    return position.on_roll[BAR] > 0 and any(step.src == BAR for play in plays for step in play.steps)


def _dances(position: Position, roll: Roll | None) -> bool:
    """A checker on the bar that the roll leaves out; without a roll: some rolls leave it out."""
    if not position.on_roll[BAR]:
        return False
    if roll is None:  # how many rolls come in: some must dance
        return any(not legal_plays(position, other)[0].steps for other in ALL_ROLLS)
    return not legal_plays(position, roll)[0].steps


def _hits(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Some plays hit, some do not."""
    return any(play.hits for play in plays) and any(not play.hits for play in plays)


def _bears_off_exact(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    return position.all_home() and any(position.on_roll[die] for die in set(roll.numbers))


def _bears_off_higher(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    occupied = [point for point in range(1, 7) if position.on_roll[point]]
    return position.all_home() and any(die > max(occupied) for die in roll.numbers)


def _not_all_home(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Not all checkers home, and with them home the roll would bear one off."""
    all_home = _all_home_version(position)
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
    return _game_position(rng)


def _for_pips(rng: random.Random, roll: Roll | None) -> Position:
    """A game's position, now and then with a checker put on the bar."""
    position = _game_position(rng)
    return _on_bar(position, rng, closed=rng.randint(0, 3)) if rng.random() < 0.3 else position


def _blocked_or_bearing_off(rng: random.Random, roll: Roll | None) -> Position:
    return _blocking(rng) if rng.random() < 0.85 else _bearing_off(rng, outside=0)


def _straggler_for(rng: random.Random, roll: Roll | None) -> Position:
    assert roll is not None
    return _straggler(rng, roll)


def _on_the_bar(closed_at_least: int) -> Callable[[random.Random, Roll | None], Position]:
    """A game's position with a checker on the bar and ``closed_at_least`` or more points closed."""
    return lambda rng, roll: _on_bar(_game_position(rng), rng, closed=rng.randint(closed_at_least, 6))


def _all_home(rng: random.Random, roll: Roll | None) -> Position:
    return _bearing_off(rng, outside=0)


def _some_outside(rng: random.Random, roll: Roll | None) -> Position:
    return _bearing_off(rng, outside=rng.randint(1, 3))


def _game_over(rng: random.Random, roll: Roll | None) -> Position:
    return _finished(rng)


DRILLS: tuple[Drill, ...] = (
    Drill("both-dice", _two_numbers, _blocked_or_bearing_off, _rolled(_both_dice), _play),
    Drill("higher-die", _two_numbers, _straggler_for, _rolled(_higher_die), _play),
    Drill("doubles", _a_double, _from_games, _rolled(_doubles), _play),
    Drill("enter", _any_roll, _on_the_bar(2), _rolled(_enters), _play),
    Drill("dance", _any_roll, _on_the_bar(4), _dances, _dance),
    Drill("hit", _any_roll, _from_games, _rolled(_hits), _hit),
    Drill("bear-off-exact", _any_roll, _all_home, _rolled(_bears_off_exact), _play),
    Drill("bear-off-higher", _any_roll, _all_home, _rolled(_bears_off_higher), _play),
    Drill("bear-off-not-home", _any_roll, _some_outside, _rolled(_not_all_home), _not_home),
    Drill("pips", _no_roll, _for_pips, _any_position, _pips),
    Drill("result", _no_roll, _game_over, _any_position, _result, finished=True),
)
"""The drilled rules, in teaching order."""

RULES = tuple(drill.rule for drill in DRILLS)
"""The rules a learner can train, in teaching order (keys are fixed: saved progress uses them)."""


def _game_position(rng: random.Random) -> Position:
    """A position from a random game: 0-80 turns of random legal plays from the start."""
    position = Position.start(rng.choice((WHITE, BLACK)))
    for _ in range(rng.randint(0, 80)):
        plays = legal_plays(position, Roll(rng.randint(1, 6), rng.randint(1, 6)))
        after = position.play(rng.choice(plays))
        if after.is_game_over:
            break
        position = after
    return position


def _on_bar(position: Position, rng: random.Random, closed: int) -> Position:
    """``position`` with a checker of the side on roll on the bar and up to ``closed`` points of the
    opponent's home board made (checkers moved there from the opponent's other points)."""
    mover, other = list(position.on_roll), list(position.opponent)
    if not mover[BAR]:
        sources = [point for point in range(1, 25) if mover[point]]
        if sources:
            point = rng.choice(sources)
            mover[point] -= 1
            mover[BAR] += 1
    # the opponent's home board: its points 1-6, the mover's 19-24
    wanted = rng.sample(range(1, 7), min(closed, 6))
    for point in wanted:
        while other[point] < 2:
            donors = [p for p in range(7, 26) if other[p] > 0 and p != BAR] or [
                p for p in range(1, 7) if other[p] > 2 and p not in wanted
            ]
            if not donors or mover[BAR - point]:
                break
            donor = rng.choice(donors)
            other[donor] -= 1
            other[point] += 1
    return _side_to_position(position.turn, mover, other) or position


def _bearing_off(rng: random.Random, outside: int) -> Position:
    """The side on roll bearing off (``outside`` checkers still in its outer board), the opponent
    anywhere from its outer board home."""
    turn = rng.choice((WHITE, BLACK))
    mover, other = [0] * 26, [0] * 26
    count = rng.randint(max(1, outside + 1), 15)
    for _ in range(count - outside):
        mover[rng.choice(range(1, 7))] += 1
    for _ in range(outside):
        mover[rng.choice(range(7, 13))] += 1
    mover[OFF] = 15 - count
    left = rng.randint(5, 15)
    for _ in range(left):
        other[rng.choice(range(1, 13))] += 1
    other[OFF] = 15 - left
    for point in range(1, 25):  # no point shared: the opponent's checker moves down its home board
        while other[point] and mover[BAR - point]:
            other[point] -= 1
            other[max(1, point - 1) if point > 1 else OFF] += 1
    return _side_to_position(turn, mover, other) or Position.start(turn)


def _finished(rng: random.Random) -> Position:
    """A finished game: the winner has borne off all 15; the loser has borne off some (single), none
    (gammon), or has one still on the bar or in the winner's home board (backgammon)."""
    winner = rng.choice((WHITE, BLACK))
    won, lost = [0] * 26, [0] * 26
    won[OFF] = 15
    kind = rng.choice(("single", "gammon", "backgammon"))
    off = rng.randint(1, 14) if kind == "single" else 0
    lost[OFF] = off
    places = list(range(1, 19)) if kind != "backgammon" else list(range(1, 25))
    for _ in range(15 - off):
        lost[rng.choice(places)] += 1
    if kind == "backgammon" and not any(lost[19:26]):
        lost[rng.choice(range(19, 26))] += 1
        lost[max(range(1, 19), key=lambda p: lost[p])] -= 1
    # The loser would be on roll; the winner's side is the "opponent" of a finished position.
    return _side_to_position(winner.other, lost, won) or Position.start()


def _blocking(rng: random.Random) -> Position:
    """A position where the opponent holds 4-7 points and the side on roll stands on 2-5 points:
    many steps are blocked, so the order of the dice matters."""
    mover, other = [0] * 26, [0] * 26
    points = rng.sample(range(1, 25), rng.randint(4, 7))  # the opponent's, in its numbering
    for index, point in enumerate(points):
        other[point] = 2 if index < len(points) - 1 else 15 - 2 * index
    free = [point for point in range(1, 25) if not other[BAR - point]]
    stands = rng.sample(free, rng.randint(2, 5))
    for _ in range(15):
        mover[rng.choice(stands)] += 1
    return _side_to_position(rng.choice((WHITE, BLACK)), mover, other) or Position.start()


def _straggler(rng: random.Random, roll: Roll) -> Position:
    """One checker left behind, the others at home on points the dice cannot bear off from (not all
    are home yet): the straggler can move either die but is blocked two dice away, so only one die
    can be played."""
    high, low = roll.high, roll.low
    for _ in range(100):
        mover, other = [0] * 26, [0] * 26
        start = rng.randint(max(7, high + low + 1), 24)
        wall = start - high - low  # the opponent's point two dice away
        home = range(1, low + 1)  # a die of `low` or more would bear off from here: not allowed yet
        if wall in home or wall < 1:
            continue
        mover[start] = 1
        for _ in range(14):
            mover[rng.choice(home)] += 1
        other[BAR - wall] = rng.randint(2, 4)
        left = 15 - other[BAR - wall]
        places = [
            p for p in range(1, 25) if not mover[BAR - p] and BAR - p not in (start - high, start - low)
        ]
        while left:
            point = rng.choice(places)
            other[point] += 1
            left -= 1
        position = _side_to_position(rng.choice((WHITE, BLACK)), mover, other)
        if position is not None:
            return position
    return Position.start()


def _side_to_position(turn: Color, mover: list[int], other: list[int]) -> Position | None:
    try:
        return Position.from_sides(mover, other, turn)
    except ValueError:
        return None


def _all_home_version(position: Position) -> Position | None:
    """``position`` with the side on roll's outside checkers moved to its 6-point (for asking what
    would be possible if all were home)."""
    mover = list(position.on_roll)
    if mover[BAR]:
        return None
    outside = sum(mover[7:25])
    for point in range(7, 25):
        mover[point] = 0
    mover[6] += outside
    return _side_to_position(position.turn, mover, list(position.opponent))


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
