"""Training tasks made by the engine: for a rule, an endless supply of fresh positions it decides.

:func:`tasks` yields :class:`Task` objects for one of :data:`RULES`; each is an
:class:`~bgtutor.tutor.exercises.Exercise` (checked by :func:`bgtutor.tutor.exercises.check` like the lessons'
exercises) whose position and roll meet the rule's condition (:func:`meets`), verified by the
engine. Positions come from random games between two careless players (contact, races, the bar,
bearing off), and for rare situations from small changes to them: a checker put on the bar,
points closed in the home board, a bear-off position, a finished game. The same rule and seed give
the same tasks; no position comes twice in one run.

>>> from itertools import islice
>>> task = next(tasks("hit", seed=1))
>>> task.rule, task.exercise.kind.value, meets("hit", task.exercise.position, task.exercise.roll)
('hit', 'play', True)
>>> [t.exercise.position for t in islice(tasks("pips", seed=3), 2)] == [
...     t.exercise.position for t in islice(tasks("pips", seed=3), 2)]
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from bgtutor.rules.color import BLACK, WHITE, Color
from bgtutor.rules.dice import ALL_ROLLS, Roll
from bgtutor.rules.explain import step_reason
from bgtutor.rules.i18n import Text, language
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.places import BAR, OFF
from bgtutor.rules.plays import Step
from bgtutor.rules.position import Position
from bgtutor.tutor.exercises import Condition, Exercise, Kind, task_text, truth

RULES = (
    "both-dice",
    "higher-die",
    "doubles",
    "enter",
    "dance",
    "hit",
    "bear-off-exact",
    "bear-off-higher",
    "bear-off-not-home",
    "pips",
    "result",
)
"""The rules a learner can train, in teaching order (keys are fixed: saved progress uses them)."""

RULE_NAMES = {
    "both-dice": Text("Beide Würfelzahlen nutzen", "Use both numbers"),
    "higher-die": Text("Nur eine Zahl geht: die höhere", "Only one number: the higher one"),
    "doubles": Text("Pasch: viermal ziehen", "Doubles: four moves"),
    "enter": Text("Von der Bar einsetzen", "Entering from the bar"),
    "dance": Text("Tanzen: nicht einsetzen können", "Dancing: no way in"),
    "hit": Text("Schlagen", "Hitting"),
    "bear-off-exact": Text("Abtragen mit passender Zahl", "Bearing off with the exact number"),
    "bear-off-higher": Text("Abtragen mit höherer Zahl", "Bearing off with a higher number"),
    "bear-off-not-home": Text("Abtragen erst, wenn alle daheim sind", "Bearing off only when all are home"),
    "pips": Text("Pip-Count", "Pip count"),
    "result": Text("Einfach, Gammon oder Backgammon", "Single game, gammon or backgammon"),
}
"""What each rule is called, for menus and the progress table."""

_TASKS = {
    "play": Text(
        "Spiele den Wurf {roll} für {side} so, wie die Regeln es verlangen.",
        "Play the roll {roll} for {side} as the rules require.",
    ),
    "hit": Text("{side} hat {roll} gewürfelt: Schlage einen Blot.", "{side} rolled {roll}: hit a blot."),
    "dance-play": Text(
        "{side} hat {roll} gewürfelt und einen Stein auf der Bar. Was kann {side} ziehen?",
        "{side} rolled {roll} with a checker on the bar. What can {side} play?",
    ),
    "dance-count": Text(
        "{side} hat einen Stein auf der Bar. Mit wie vielen der 36 Würfe kommt er herein?",
        "{side} has a checker on the bar. With how many of the 36 rolls does it come in?",
    ),
    "not-home": Text(
        "{side} hat {roll} gewürfelt. Ist {play} erlaubt?", "{side} rolled {roll}. Is {play} legal?"
    ),
    "pips": Text("Wie hoch ist der Pip-Count von {side}?", "What is {side}'s pip count?"),
    "result": Text(
        "Die Partie ist aus. Was hat {side} gewonnen: single, gammon oder backgammon?",
        "The game is over. What has {side} won: single, gammon or backgammon?",
    ),
}
_SIDES = {WHITE: Text("Weiß", "White"), BLACK: Text("Schwarz", "Black")}
_ATTEMPTS = 4000
"""Candidate positions looked at for one task before giving up (never reached in practice)."""


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
    if rule not in RULES:
        raise ValueError(f"unknown rule {rule!r}: use one of {', '.join(RULES)}")
    rng = random.Random(f"{rule}:{seed}")
    seen: set[Position] = set()
    number = 0
    while True:
        for _ in range(_ATTEMPTS):
            position, roll = _candidate(rule, rng)
            if position not in seen and meets(rule, position, roll):
                break
        else:  # pragma: no cover - the sources make every rule common enough
            raise RuntimeError(f"no position for {rule!r} found in {_ATTEMPTS} tries")
        seen.add(position)
        number += 1
        yield Task(rule, _exercise(rule, position, roll, f"{rule}-{seed}-{number}", rng), lang)


def meets(rule: str, position: Position, roll: Roll | None) -> bool:
    """Whether ``position`` with ``roll`` is a valid task for ``rule``: the position shows the rule
    at work (each rule's condition below)."""
    if rule == "result":
        return position.is_game_over
    if position.is_game_over:
        return False
    if rule == "pips":
        return True
    if rule == "dance" and roll is None:  # how many rolls come in: some must dance
        return position.on_roll[BAR] > 0 and any(not legal_plays(position, r)[0].steps for r in ALL_ROLLS)
    if roll is None:
        return False
    plays = legal_plays(position, roll)
    mover = position.on_roll
    if rule == "both-dice":
        return (
            not roll.is_double
            and all(len(play.steps) == 2 for play in plays)
            and any(
                _spoils(position, die, other) for die, other in ((roll.high, roll.low), (roll.low, roll.high))
            )
        )
    if rule == "higher-die":
        return (
            not roll.is_double
            and bool(_after_one_step(position, roll.high))
            and bool(_after_one_step(position, roll.low))
            and all(len(play.steps) == 1 and play.steps[0].die == roll.high for play in plays)
            # and playing the lower number instead would end elsewhere: the rule decides the answer
            and bool(
                set(_after_one_step(position, roll.low)) - {position.apply_steps(p.steps) for p in plays}
            )
        )
    if rule == "doubles":
        return roll.is_double and (len(plays[0].steps) < 4 or len(plays) > 1)
    if rule == "enter":
        return mover[BAR] > 0 and any(step.src == BAR for play in plays for step in play.steps)
    if rule == "dance":
        return mover[BAR] > 0 and not plays[0].steps
    if rule == "hit":
        return any(play.hits for play in plays) and any(not play.hits for play in plays)
    home = position.all_home()
    occupied = [point for point in range(1, 7) if mover[point]]
    if rule == "bear-off-exact":
        return home and any(mover[die] for die in set(roll.numbers))
    if rule == "bear-off-higher":
        return home and any(die > max(occupied) for die in roll.numbers)
    if rule == "bear-off-not-home":
        all_home = _all_home_version(position)
        return (
            not home
            and all_home is not None
            and any(
                step_reason(all_home, point, die) is None and point - die <= 0
                for die in roll.numbers
                for point in range(1, 7)
                if all_home.on_roll[point]
            )
        )
    raise ValueError(f"unknown rule {rule!r}")


# -- making the exercise ------------------------------------------------------------------------


def _exercise(rule: str, position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    side = position.winner if position.is_game_over else position.turn
    words = {"roll": roll.label if roll else "", "side": ""}

    def text(name: str, **extra: str) -> Text:
        template = _TASKS[name]
        de = template.de.format(**{**words, **extra, "side": _SIDES[side].de})  # type: ignore[index]
        en = template.en.format(**{**words, **extra, "side": _SIDES[side].en})  # type: ignore[index]
        return Text(de, en)

    def build(kind: Kind, task: Text, **fields: Any) -> Exercise:
        draft = Exercise(key, kind, position, ("?",), roll=fields.pop("roll", roll), task=task, **fields)
        return Exercise(key, kind, position, truth(draft), roll=draft.roll, task=task, **fields)

    if rule == "result":
        return build(Kind.RESULT, text("result"), roll=None, color=side)
    if rule == "pips":
        color = rng.choice((WHITE, BLACK))
        return build(
            Kind.PIP_COUNT,
            Text(
                _TASKS["pips"].de.format(side=_SIDES[color].de),
                _TASKS["pips"].en.format(side=_SIDES[color].en),
            ),
            roll=None,
            color=color,
        )
    if rule == "dance" and rng.random() < 0.5:
        return build(Kind.ENTERING_ROLLS, text("dance-count"), roll=None)
    if rule == "dance":
        return build(Kind.PLAY, text("dance-play"))
    if rule == "hit":
        return build(Kind.PLAY, text("hit"), condition=Condition.HIT)
    if rule == "bear-off-not-home" and rng.random() < 0.5:
        attempt = _bear_off_attempt(position, roll)
        if attempt is not None:
            return build(Kind.IS_LEGAL, text("not-home", play=attempt), play=attempt)
    return build(Kind.PLAY, text("play"))


def _bear_off_attempt(position: Position, roll: Roll | None) -> str | None:
    """A bear-off play the roll would allow if all checkers were home (it is not legal now)."""
    assert roll is not None
    mover = position.on_roll
    for die in sorted(set(roll.numbers), reverse=True):
        for point in range(6, 0, -1):
            if mover[point] and point - die <= 0:
                return f"{point}/off"
    return None


# -- where the positions come from -------------------------------------------------------------


def _candidate(rule: str, rng: random.Random) -> tuple[Position, Roll | None]:
    roll = _roll_for(rule, rng)
    if rule == "result":
        return _finished(rng), None
    if rule == "higher-die":
        assert roll is not None
        return _straggler(rng, roll), roll
    if rule == "both-dice":
        return (_blocking(rng) if rng.random() < 0.85 else _bearing_off(rng, outside=0)), roll
    if rule in ("enter", "dance"):
        return _on_bar(_game_position(rng), rng, closed=rng.randint(2 if rule == "enter" else 4, 6)), roll
    if rule in ("bear-off-exact", "bear-off-higher"):
        return _bearing_off(rng, outside=0), roll
    if rule == "bear-off-not-home":
        return _bearing_off(rng, outside=rng.randint(1, 3)), roll
    position = _game_position(rng)
    if rule == "pips" and rng.random() < 0.3:
        position = _on_bar(position, rng, closed=rng.randint(0, 3))
    return position, roll


def _roll_for(rule: str, rng: random.Random) -> Roll | None:
    if rule in ("pips", "result"):
        return None
    if rule == "doubles":
        die = rng.randint(1, 6)
        return Roll(die, die)
    if rule in ("both-dice", "higher-die"):
        return rng.choice([roll for roll in ALL_ROLLS if not roll.is_double])
    return Roll(rng.randint(1, 6), rng.randint(1, 6))


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


__all__ = ["RULES", "RULE_NAMES", "Task", "meets", "tasks"]
