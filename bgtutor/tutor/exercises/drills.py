"""Training tasks made by the engine: for a rule, an endless supply of fresh positions it decides.

Each drilled rule is one :class:`Drill` in :data:`DRILLS`, asked in one or more :class:`Way`\\ s:
where a way's rolls and positions come from, which of them show the rule at work, and the exercise
that asks about it. :func:`tasks` yields :class:`Task` objects for one of :data:`RULES`; each is an
:class:`~bgtutor.tutor.exercises.engine.Exercise` (checked by
:func:`bgtutor.tutor.exercises.engine.check` like the lessons' exercises) whose position and roll
meet the rule's condition (:func:`meets`), verified by the engine.

No answer can be guessed: a drill's ways are chosen from a shuffled bag (each way once or twice a
round), and the ways are made so that answers vary - a checker that enters beside one that dances,
a legal move beside an illegal one, a roll that plays both numbers beside one that plays one or
none, a cube the taker gets as White beside one it gets as Black, a pass beside a gammon on the
cube - and a play task accepts few of the legal plays (a condition such as "make this point", or a
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
>>> sorted({t.exercise.answers[0] for t in islice(tasks("no-play", seed=1), 6)})  # which number is lost
['3', '5', 'both', 'none']
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from bgtutor.rules.color import BLACK, WHITE
from bgtutor.rules.dice import Roll
from bgtutor.rules.i18n import language
from bgtutor.rules.position import Position
from bgtutor.tutor.exercises import drill_conditions as when
from bgtutor.tutor.exercises import drill_positions as at
from bgtutor.tutor.exercises import drill_questions as ask
from bgtutor.tutor.exercises.base import Kind, Note
from bgtutor.tutor.exercises.engine import Exercise, task_text

_ATTEMPTS = 4000
"""Candidate positions looked at for one task before giving up (never reached in practice)."""
_ROUND = 6
"""About how many tasks one round of a drill's bag of ways holds."""


@dataclass(frozen=True, slots=True)
class Way:
    """One way a drill asks about its rule: where its tasks come from, when a position shows the
    rule, and what it asks."""

    roll: Callable[[random.Random], Roll | None]
    """The roll of a candidate task (None: a task without a roll)."""
    position: at.Source
    """A candidate position for that roll."""
    shows: when.Shows
    """Whether the position (with the roll) shows the rule at work: a valid task."""
    asks: ask.Asks
    """The exercise a valid task asks, by its key."""
    finished: bool = False
    """The way asks about a finished game (every other way about a game going on)."""
    weight: int = 1
    """How often the way comes in a round of the drill's tasks, against the others' weights."""


@dataclass(frozen=True, slots=True)
class Drill:
    """One drilled rule and the ways its tasks ask about it (each as often as its weight says)."""

    rule: str
    """The rule's key (fixed: saved progress uses it); its name is the catalog's ``ex-drill-<rule>``."""
    ways: tuple[Way, ...]

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
        if not bag:  # a new round: every way once or more (by its weight), in a random order
            weighted = [way for way in drill.ways for _ in range(way.weight)]
            bag = weighted * max(1, round(_ROUND / len(weighted)))
            rng.shuffle(bag)
        way = bag.pop()
        for _ in range(_ATTEMPTS):
            roll = way.roll(rng)
            position = way.position(rng, roll)
            if position not in seen and position.is_game_over == way.finished and way.shows(position, roll):
                break
        else:  # pragma: no cover - the sources make every way common enough
            raise RuntimeError(f"no position for {rule!r} found in {_ATTEMPTS} tries")
        seen.add(position)
        number += 1
        yield Task(rule, way.asks(position, roll, f"{rule}-{seed}-{number}", rng), lang)


def meets(rule: str, position: Position, roll: Roll | None) -> bool:
    """Whether ``position`` with ``roll`` is a valid task for ``rule``: the position shows the rule
    at work in one of the drill's ways (each way's condition below)."""
    return any(
        position.is_game_over == way.finished and way.shows(position, roll) for way in find_drill(rule).ways
    )


def find_drill(rule: str) -> Drill:
    """The drill of ``rule`` (one of :data:`RULES`)."""
    for drill in DRILLS:
        if drill.rule == rule:
            return drill
    raise ValueError(f"unknown rule {rule!r}: use one of {', '.join(RULES)}")


def rule_name(rule: str, lang: str | None = None) -> str:
    """What ``rule`` is called, in ``lang`` (by default the session's)."""
    return find_drill(rule).name.text(lang)


DRILLS: tuple[Drill, ...] = (
    Drill(
        "direction",
        (
            Way(
                at.two_numbers,
                at.from_games,
                when.every(when.turn_of(WHITE), when.some(ask.crossing_checkers)),
                ask.destinations(ask.crossing_checkers),
            ),
            Way(
                at.two_numbers,
                at.from_games,
                when.every(when.turn_of(BLACK), when.some(ask.crossing_checkers)),
                ask.destinations(ask.crossing_checkers),
            ),
            Way(
                at.two_numbers,
                at.from_games,
                when.rolled(when.makes_a_point_between),
                ask.make_point(ask.points_between),
            ),
            Way(at.two_numbers, at.from_games, when.rolled(when.hits_a_passed_blot), ask.hit_play("hit")),
        ),
    ),
    Drill(
        "landing",
        (
            Way(at.two_numbers, at.blocked, when.rolled(when.landing), ask.make_play(ask.landing_attempt)),
            Way(
                at.two_numbers,
                at.blocked,
                when.some(ask.landing_checkers),
                ask.destinations(ask.landing_checkers),
            ),
            Way(
                at.two_numbers,
                at.blocked,
                when.every(when.rolled(when.landing), when.with_attempt(ask.legal_attempt)),
                ask.is_legal(ask.legal_attempt),
            ),
            Way(
                at.two_numbers,
                at.blocked,
                when.with_attempt(ask.landing_attempt),
                ask.is_legal(ask.landing_attempt),
            ),
        ),
    ),
    Drill(
        "intermediate",
        (
            Way(
                at.two_numbers,
                at.blocked,
                when.every(when.some(ask.middle_checkers(0)), when.rolled(when.landing)),
                ask.make_play(ask.intermediate_trap),
            ),
            Way(
                at.two_numbers,
                at.blocked,
                when.some(ask.middle_checkers(1)),
                ask.destinations(ask.middle_checkers(1)),
            ),
            Way(at.any_roll, at.blocked, when.with_attempt(ask.through(1)), ask.is_legal(ask.through(1))),
            Way(at.any_roll, at.blocked, when.with_attempt(ask.through(0)), ask.is_legal(ask.through(0))),
        ),
    ),
    Drill(
        "both-dice",
        (Way(at.two_numbers, at.blocked_or_bearing_off, when.rolled(when.both_dice), ask.make_play()),),
    ),
    Drill(
        "higher-die",
        (
            Way(at.two_numbers, at.straggler_for, when.rolled(when.higher_die), ask.make_play()),
            Way(at.two_numbers, at.straggler_for, when.rolled(when.higher_die), ask.lost_number),
            Way(at.two_numbers, at.blocked, when.rolled(when.only_lower), ask.lost_number),
        ),
    ),
    Drill(
        "no-play",
        (
            Way(at.two_numbers, at.walled_in, when.rolled(when.plays_numbers(0)), ask.lost_number),
            Way(at.two_numbers, at.walled_in, when.rolled(when.plays_numbers(0)), ask.lost_number),
            Way(at.two_numbers, at.walled_in, when.rolled(when.plays_numbers(1)), ask.lost_number),
            Way(at.two_numbers, at.the_last, when.rolled(when.plays_numbers(1)), ask.lost_number),
            Way(at.two_numbers, at.walled_in, when.rolled(when.plays_numbers(2)), ask.lost_number),
            Way(at.two_numbers, at.the_last, when.rolled(when.plays_numbers(2)), ask.lost_number),
        ),
    ),
    Drill(
        "doubles",
        (
            Way(
                at.a_double,
                at.from_games,
                when.rolled(when.double_makes_a_point),
                ask.make_point(ask.points_made_by_the_double),
                weight=2,
            ),
            Way(at.a_double, at.all_home, when.rolled(when.counted(lambda n: n == 3)), ask.bear_off_count),
            Way(at.a_double, at.all_home, when.rolled(when.counted(lambda n: n == 4)), ask.bear_off_count),
        ),
    ),
    Drill("hit", (Way(at.any_roll, at.from_games, when.rolled(when.hits), ask.hit_play("hit")),)),
    Drill(
        "hit-and-run",
        (
            Way(at.two_numbers, at.hit_and_run_for, when.rolled(when.runs_to_hit), ask.hit_play("hit")),
            Way(
                at.two_numbers,
                at.blots,
                when.with_attempt(ask.running(True)),
                ask.is_legal(ask.running(True)),
            ),
            Way(
                at.two_numbers,
                at.blots,
                when.with_attempt(ask.running(False)),
                ask.is_legal(ask.running(False)),
            ),
        ),
    ),
    Drill(
        "enter",
        (
            Way(at.any_roll, at.on_the_bar((2, 4)), when.rolled(when.enters), ask.entry_points),
            Way(
                at.any_roll,
                at.on_the_bar((0, 3)),
                when.rolled(when.enters_and_hits),
                ask.hit_play("enter-hit"),
            ),
        ),
    ),
    Drill(
        "two-on-bar",
        (
            Way(
                at.any_roll,
                at.on_the_bar((1, 4), count=2),
                when.rolled(when.two_on_bar),
                ask.make_play(ask.bar_first_attempt),
            ),
            Way(
                at.any_roll,
                at.on_the_bar((1, 4), count=2),
                when.rolled(when.two_on_bar),
                ask.make_play(ask.bar_first_attempt),
            ),
            Way(
                at.any_roll,
                at.on_the_bar((1, 4), count=2),
                when.rolled(when.two_on_bar),
                ask.is_legal(ask.legal_attempt),
            ),
            Way(
                at.any_roll,
                at.on_the_bar((1, 4), count=2),
                when.with_attempt(ask.bar_first_attempt),
                ask.is_legal(ask.bar_first_attempt),
            ),
        ),
    ),
    Drill(
        "dance",
        (
            Way(at.any_roll, at.on_the_bar((3, 6)), when.dances(True), ask.entry_points),
            Way(at.any_roll, at.on_the_bar((2, 5)), when.dances(False), ask.entry_points),
            Way(at.any_roll, at.on_the_bar((3, 6)), when.dances(True), ask.dance_play),
            Way(at.any_roll, at.on_the_bar((2, 5)), when.dances(False), ask.dance_play),
            Way(at.no_roll, at.on_the_bar((1, 6)), when.some_dance, ask.entering_rolls),
        ),
    ),
    Drill(
        "bear-off-exact",
        (
            Way(at.any_roll, at.all_home, when.rolled(when.exact_few), ask.bear_off_play),
            Way(
                at.two_numbers,
                at.all_home,
                when.rolled(when.all_of(when.bears_off_exact, when.counted(lambda n: n == 1))),
                ask.bear_off_count,
            ),
            Way(
                at.two_numbers,
                at.all_home,
                when.rolled(when.all_of(when.bears_off_exact, when.counted(lambda n: n == 2))),
                ask.bear_off_count,
            ),
        ),
    ),
    Drill(
        "bear-off-higher",
        (Way(at.any_roll, at.all_home, when.rolled(when.bears_off_higher), ask.make_play()),),
    ),
    Drill(
        "bear-off-not-home",
        (
            Way(
                at.any_roll,
                at.some_outside,
                when.rolled(when.not_all_home),
                ask.is_legal(ask.bear_off_attempt),
            ),
            Way(
                at.any_roll,
                at.one_outside,
                when.with_attempt(ask.home_then_off),
                ask.is_legal(ask.home_then_off),
            ),
            Way(
                at.any_roll,
                at.some_outside,
                when.rolled(when.all_of(when.not_all_home, when.counted(lambda n: n == 0))),
                ask.bear_off_count,
            ),
            Way(at.any_roll, at.one_outside, when.rolled(when.counted(lambda n: n > 0)), ask.bear_off_count),
            Way(at.any_roll, at.one_outside, when.rolled(when.comes_home_first), ask.bear_off_play),
        ),
    ),
    Drill(
        "hit-bear-off",
        (
            Way(
                at.any_roll, at.hit_in_bear_off, when.rolled(when.enters), ask.make_play(ask.bear_off_attempt)
            ),
            Way(at.any_roll, at.hit_in_bear_off, when.rolled(when.enters), ask.bear_off_count),
            Way(
                at.any_roll,
                at.one_outside,
                when.every(when.started, when.rolled(when.counted(lambda n: n > 0))),
                ask.bear_off_count,
            ),
        ),
    ),
    Drill("pips", (Way(at.no_roll, at.for_pips, when.any_position, ask.pip_count),)),
    Drill("result", (Way(at.no_roll, at.game_over, when.any_position, ask.result_of_game, finished=True),)),
    Drill(
        "cube-value",
        (Way(at.no_roll, at.from_games, when.any_position, ask.cube_question(Kind.CUBE_VALUE, ask.offered)),),
    ),
    Drill(
        "cube-owner",
        (
            Way(
                at.no_roll,
                at.from_games,
                when.turn_of(WHITE),
                ask.cube_question(Kind.CUBE_OWNER, ask.offered),
            ),
            Way(
                at.no_roll,
                at.from_games,
                when.turn_of(BLACK),
                ask.cube_question(Kind.CUBE_OWNER, ask.offered),
            ),
        ),
    ),
    Drill(
        "may-double",
        (
            Way(
                at.no_roll,
                at.from_games,
                when.any_position,
                ask.cube_question(Kind.CUBE_MAY_DOUBLE, ask.may_double),
            ),
            Way(
                at.no_roll,
                at.from_games,
                when.any_position,
                ask.cube_question(Kind.CUBE_MAY_DOUBLE, ask.may_not_double),
            ),
        ),
    ),
    Drill(
        "cube-points",
        (
            Way(at.no_roll, at.from_games, when.any_position, ask.cube_question(Kind.CUBE_PASS, ask.offered)),
            Way(
                at.no_roll,
                at.game_over,
                when.any_position,
                ask.cube_question(Kind.CUBE_POINTS, ask.played_out),
                finished=True,
            ),
            Way(
                at.no_roll,
                at.game_over,
                when.any_position,
                ask.cube_question(Kind.CUBE_POINTS, ask.jacoby),
                finished=True,
            ),
        ),
    ),
)
"""The drilled rules, in teaching order."""

RULES = tuple(drill.rule for drill in DRILLS)
"""The rules a learner can train, in teaching order (keys are fixed: saved progress uses them)."""
