"""The table of exercise kinds: one entry per kind, every entry used by the lessons, and a play
judged as it was made on the board gets the verdict its notation gets."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from bgtutor import Position, Roll
from bgtutor.rules.exam import ExamTurn
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.i18n import LANGUAGES
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.plays import Play, Step
from bgtutor.tutor import exercises
from bgtutor.tutor.exercises import KINDS, Condition, Exercise, Feedback, Kind, Note, check, kind_spec
from bgtutor.tutor.lessons import EXERCISES

LESSON_EXERCISES = sorted(EXERCISES.values(), key=lambda exercise: exercise.key)
BOARD_EXERCISES = [exercise for exercise in LESSON_EXERCISES if kind_spec(exercise.kind).on_board]
TRIES = (
    *("ja", "nein", "keine", "24", "19, 20, 21, 22, 23, 24", "20, 21"),
    *("0", "1", "3", "4", "11", "27", "single", "gammon", "backgammon", "kein Zug"),
)
"""Answers of every form, most of them wrong for most exercises."""


def key(exercise: Exercise) -> str:
    return exercise.key


# -- the table ---------------------------------------------------------------------------------


def test_the_table_has_one_entry_for_every_kind() -> None:
    assert Counter(spec.kind for spec in KINDS) == Counter(set(Kind))
    assert all(kind_spec(kind).kind is kind for kind in Kind)


def test_every_kind_has_lesson_exercises() -> None:
    assert {exercise.kind for exercise in LESSON_EXERCISES} == set(Kind)


def _counted(spec: exercises.KindSpec, calls: Counter[str]) -> exercises.KindSpec:
    """``spec`` with every function it holds counting its calls in ``calls``."""

    def counting(name: str, function: Callable[..., object]) -> Callable[..., object]:
        def call(*args: object) -> object:
            calls[name] += 1
            return function(*args)

        return call

    functions: dict[str, Any] = {
        field.name: counting(field.name, value)
        for field in dataclasses.fields(spec)
        if callable(value := getattr(spec, field.name)) and not isinstance(value, Kind)
    }
    return dataclasses.replace(spec, **functions)


def _wrong_answers(exercise: Exercise) -> Iterator[str | Play]:
    if kind_spec(exercise.kind).on_board:
        assert exercise.roll is not None
        yield from legal_plays(exercise.position, exercise.roll)
        yield from [exercise.trap] if exercise.trap else []
    else:
        yield from TRIES
        yield from (str(int(answer) + 1) for answer in exercise.answers if answer.isdigit())


@pytest.mark.parametrize("kind", list(Kind))
def test_every_function_of_an_entry_serves_a_lesson_exercise(
    kind: Kind, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: Counter[str] = Counter()
    spec = _counted(kind_spec(kind), calls)
    monkeypatch.setitem(exercises._BY_KIND, kind, spec)
    exercises.accepted.cache_clear()
    try:
        for exercise in (exercise for exercise in LESSON_EXERCISES if exercise.kind is kind):
            assert spec.problem(exercise) is None, exercise.key
            assert exercises.truth(exercise) == exercise.answers or exercise.condition is not Condition.ANY
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
    held = {
        field.name for field in dataclasses.fields(spec) if field.name in calls or field.name in _unused(spec)
    }
    functions = {field.name for field in dataclasses.fields(spec) if callable(getattr(spec, field.name))}
    assert functions - {"kind"} <= held, f"{kind}: never used by a lesson exercise: {functions - held}"


def _unused(spec: exercises.KindSpec) -> set[str]:
    """The functions an entry leaves out (None) are not there to be used."""
    return {field.name for field in dataclasses.fields(spec) if getattr(spec, field.name) is None}


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
                for dst in turn.destinations(src):
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
    forbidden = Play((Step(13, 9, 4, False),))  # a checker on the bar enters first
    same_verdict(exercise, forbidden, "13/9")
    assert rule(check(exercise, forbidden)) is Rule.BAR_FIRST


def rule(feedback: Feedback) -> Rule:
    assert isinstance(feedback.message, Reason), feedback.message
    return feedback.message.rule
