"""The registry of exercise kinds: one class per kind, every method a kind defines used by the
lessons' exercises, and a play judged as it was made on the board gets the verdict its notation
gets."""

from __future__ import annotations

import dataclasses
import functools
from collections import Counter
from collections.abc import Callable, Iterator
from itertools import islice

import pytest

from bgtutor import Position, Roll
from bgtutor.rules.exam import ExamTurn
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.i18n import LANGUAGES
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.plays import Play, Step
from bgtutor.tutor.exercises import engine as exercises
from bgtutor.tutor.exercises.base import Condition, ExerciseKind, Kind, Note
from bgtutor.tutor.exercises.drills import tasks
from bgtutor.tutor.exercises.engine import Exercise, Feedback, check
from bgtutor.tutor.exercises.kinds import KINDS, find_kind
from bgtutor.tutor.lessons import EXERCISES
from bgtutor.tutor.lessons.cube_lesson import EXERCISES as CUBE_EXERCISES

DRILLED = [task.exercise for task in islice(tasks("cube-owner", seed=1), 4)]
"""The tasks of a kind no lesson asks (White or Black, a coin toss): its drill's."""
LESSON_EXERCISES = sorted(
    [*EXERCISES.values(), *CUBE_EXERCISES.values(), *DRILLED], key=lambda exercise: exercise.key
)
BOARD_EXERCISES = [exercise for exercise in LESSON_EXERCISES if find_kind(exercise.kind).on_board]
TRIES = (
    *("ja", "nein", "keine", "yes", "no", "none", "24", "19, 20, 21, 22, 23, 24", "20, 21"),
    *("0", "1", "3", "4", "11", "27", "single", "gammon", "backgammon", "kein Zug"),
    *("Weiß", "black", "6-4", "4-6", "2-8"),
)
"""Answers of every form, most of them wrong for most exercises."""
HOOKS = {
    name
    for name, value in vars(ExerciseKind).items()
    if callable(value) and not name.startswith("_") and name not in ("teaching", "problem")
}
"""What a kind may say for itself: the methods of :class:`ExerciseKind` a kind overrides."""


def key(exercise: Exercise) -> str:
    return exercise.key


# -- the registry ------------------------------------------------------------------------------


def test_the_registry_has_one_kind_for_every_kind_name() -> None:
    assert Counter(kind.name for kind in KINDS) == Counter(set(Kind))
    assert all(find_kind(name).name is name for name in Kind)
    assert len({type(kind) for kind in KINDS}) == len(KINDS)  # one class per kind
    aliases = [alias for kind in KINDS for alias in kind.aliases]
    assert len(set(aliases)) == len(aliases) and not set(aliases) & set(Kind)
    assert all(find_kind(alias) in KINDS for alias in aliases)
    with pytest.raises(ValueError, match="unknown exercise kind"):
        find_kind("castling")


def test_every_kind_has_lesson_exercises() -> None:
    assert {exercise.kind for exercise in LESSON_EXERCISES} == set(Kind)


def _overridden(kind: ExerciseKind) -> set[str]:
    """The hooks the kind's classes (below :class:`ExerciseKind`) define."""
    return {name for name in HOOKS if getattr(type(kind), name) is not getattr(ExerciseKind, name)}


def _wrong_answers(exercise: Exercise) -> Iterator[str | Play]:
    if find_kind(exercise.kind).on_board:
        assert exercise.roll is not None
        yield from legal_plays(exercise.position, exercise.roll)
        yield from [exercise.trap] if exercise.trap else []
    else:
        yield from TRIES
        yield from (str(int(answer) + 1) for answer in exercise.answers if answer.isdigit())
        yield from (answer for answer, _ in exercise.mistakes)


@functools.cache
def _calls() -> frozenset[tuple[str, Callable[..., object]]]:
    """Every hook of every kind called while the lessons' exercises are asked (their answers'
    form too), answered (rightly and wrongly, twice) and solved: ``(kind, hook's function)``."""
    calls: set[tuple[str, Callable[..., object]]] = set()

    def counting(kind: ExerciseKind, name: str) -> Callable[..., object]:
        method, function = getattr(kind, name), getattr(type(kind), name)

        def call(*args: object) -> object:
            calls.add((kind.name, function))
            return method(*args)

        return call

    with pytest.MonkeyPatch.context() as monkeypatch:
        for kind in KINDS:
            for name in _overridden(kind):
                monkeypatch.setattr(kind, name, counting(kind, name), raising=False)
        exercises.accepted.cache_clear()
        try:
            for exercise in LESSON_EXERCISES:
                kind = find_kind(exercise.kind)
                assert kind.problem(exercise) is None, exercise.key
                truth = exercises.truth(exercise)
                assert truth == exercise.answers or exercise.condition is not Condition.ANY
                kind.offered(exercise), kind.toggles(exercise)  # the answer's form, as the widget asks
                bare = dataclasses.replace(exercise, task=None, hint=None)  # in the kind's standard words
                for lang in LANGUAGES:
                    for asked in (exercise, bare):
                        assert exercises.task_text(asked, lang) and exercises.hint_text(asked, lang)
                    assert exercises.solution_text(exercise, lang)
                for answer in (*exercise.answers, *_wrong_answers(exercise)):
                    for attempt in (1, 2):
                        assert check(exercise, answer, attempt).text("en")
        finally:
            exercises.accepted.cache_clear()
    return frozenset(calls)


@pytest.mark.parametrize("name", list(Kind))
def test_every_method_a_kind_defines_serves_a_lesson_exercise(name: Kind) -> None:
    """A hook a kind shares with others (a yes/no question's) may serve an exercise of another kind."""
    kind = find_kind(name)
    served = {function for _, function in _calls()}
    own = {function for called, function in _calls() if called == name}
    unused = {hook for hook in _overridden(kind) if getattr(type(kind), hook) not in served}
    assert not unused, f"{name}: never used by a lesson exercise: {unused}"
    assert own, f"{name}: no lesson exercise asks it"


# -- a play as played --------------------------------------------------------------------------


def board_plays(exercise: Exercise) -> Iterator[tuple[Step, ...]]:
    """Every sequence of steps the exam board accepts (each step one a die allows on its own),
    after each step: what a learner can submit with "Check"."""
    assert exercise.roll is not None
    start = ExamTurn(exercise.position, exercise.roll)
    if not start.needed:
        yield ()
    seen: set[tuple[Step, ...]] = set()
    layer = [start]
    while layer:
        deeper = []
        for turn in layer:
            for src in turn.movable():
                for dst in turn.allowed(src):  # a refused move is no step: its Reason is judged at once
                    for way in turn.paths(src, dst):  # type: ignore[union-attr]
                        after = ExamTurn(turn.position, turn.roll, turn.steps + way)
                        if after.steps not in seen:
                            seen.add(after.steps)
                            yield after.steps
                            deeper.append(after)
        layer = deeper


def same_verdict(exercise: Exercise, play: Play, text: str) -> None:
    for attempt in (1, 2):
        played, written = check(exercise, play, attempt), check(exercise, text, attempt)
        assert played == written, (exercise.key, text, attempt)
        for lang in LANGUAGES:
            assert played.text(lang) == written.text(lang)


@pytest.mark.parametrize("exercise", BOARD_EXERCISES, ids=key)
def test_a_play_made_on_the_board_gets_the_verdict_of_its_steps_written_out(exercise: Exercise) -> None:
    judged: Counter[bool] = Counter()
    for steps in board_plays(exercise):
        written = " ".join(str(step) for step in steps) or "kein Zug"  # as the board wrote it
        same_verdict(exercise, Play(steps), written)
        judged[check(exercise, Play(steps)).correct] += 1
    assert judged[True], exercise.key


@pytest.mark.parametrize("exercise", BOARD_EXERCISES, ids=key)
def test_every_legal_play_as_played_gets_the_verdict_of_its_notation(exercise: Exercise) -> None:
    assert exercise.roll is not None
    for play in legal_plays(exercise.position, exercise.roll):
        same_verdict(exercise, play, str(play))


def test_a_checker_borne_off_with_either_die_is_the_same_play() -> None:
    # the last checker on 2 with 6-1: 2/off with the 6 alone ends where 2/1/off ends
    position = Position.from_points({2: 1}, {24: 15})
    exercise = Exercise("last", Kind.PLAY, position, ("2/off",), Roll(6, 1))
    with_the_six = Play((Step(2, 0, 6, False),))
    assert check(exercise, with_the_six).correct
    same_verdict(exercise, with_the_six, "2/off")


def test_a_broken_rule_is_named_as_for_the_written_play() -> None:
    exercise = Exercise(
        "spoil", Kind.PLAY, Position.from_points({5: 1, 4: 1}, {24: 2}), ("5/2 4/off",), Roll(5, 3)
    )
    feedback = check(exercise, ExamTurn(exercise.position, Roll(5, 3)).step(5, 0).play)
    assert rule(feedback) is Rule.MUST_USE_BOTH and feedback.well_formed and not feedback.correct


def test_a_play_is_no_answer_to_another_kind_and_steps_off_the_dice_are_no_play() -> None:
    def unreadable(feedback: Feedback, form: str) -> None:
        assert isinstance(feedback.message, Note) and feedback.message.key == form
        assert not feedback.well_formed and not feedback.correct

    unreadable(check(EXERCISES["start-pip-count"], Play()), "format-number")
    start = Exercise("start", Kind.PLAY, Position.start(), ("24/13",), Roll(6, 5))
    unreadable(check(start, Play((Step(13, 8, 6, False),))), "format-play")  # 13/8 is no 6
    exercise = EXERCISES["bar-enter-and-hit"]
    forbidden = Play((Step(13, 7, 6, False),))  # a checker on the bar enters first
    same_verdict(exercise, forbidden, "13/7")
    assert rule(check(exercise, forbidden)) is Rule.BAR_FIRST


def rule(feedback: Feedback) -> Rule:
    assert isinstance(feedback.message, Reason), feedback.message
    return feedback.message.rule
