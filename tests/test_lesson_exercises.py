"""The lessons' exercises measure something: each is new (not the worked example above it), its
answer is not printed before it, yes and no are balanced, and the steps the exam board takes one at
a time include whole-play mistakes. (That every play task can be failed on its board, refused moves
included, with three outcomes or more: tests/test_course.py.)"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bgtutor.rules.explain import step_reason
from bgtutor.rules.places import BAR, OFF
from bgtutor.rules.plays import Play, Step
from bgtutor.rules.position import Position
from bgtutor.tutor.exercises.base import NO, YES, Kind
from bgtutor.tutor.exercises.engine import Exercise, accepted
from bgtutor.tutor.lessons import LESSONS
from bgtutor.tutor.lessons.common import Lesson

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


def by_slug(lesson: Lesson) -> str:
    return lesson.slug


def finished_sequences(position: Position, dice: list[int]) -> list[tuple[tuple[Step, ...], Position]]:
    """Every sequence of steps that are legal one at a time and ends when no step is left.

    This is what the exam board lets a learner enter before the whole play is judged.
    """
    found: list[tuple[tuple[Step, ...], Position]] = []

    def walk(current: Position, left: list[int], steps: tuple[Step, ...]) -> None:
        moved = False
        for die in sorted(set(left), reverse=True):
            for src in range(BAR, 0, -1):
                if current.on_roll[src] and step_reason(current, src, die) is None:
                    dst = max(src - die, OFF)
                    step = Step(src, dst, die, dst != OFF and current.opponent[BAR - dst] == 1)
                    rest = list(left)
                    rest.remove(die)
                    moved = True
                    walk(current.apply_steps((step,)), rest, (*steps, step))
        if not moved:
            found.append((steps, current.swap()))

    walk(position, dice, ())
    return found


def wrong_but_enterable(exercise: Exercise) -> list[str]:
    """Plays the exam board accepts step by step whose result is not an accepted answer."""
    assert exercise.roll is not None
    right = accepted(exercise)
    return sorted(
        {
            str(Play(steps))
            for steps, after in finished_sequences(exercise.position, list(exercise.roll.numbers))
            if after not in right
        }
    )


def test_the_sequences_include_a_whole_play_mistake() -> None:
    from bgtutor.tutor.lessons import EXERCISES

    assert wrong_but_enterable(EXERCISES["bear-off-must-use-both"]) == ["5/off"]
    assert wrong_but_enterable(EXERCISES["move-larger-die"]) == ["24/20"]


@pytest.mark.parametrize("lesson", LESSONS, ids=by_slug)
def test_no_exercise_repeats_a_worked_example_of_its_lesson(lesson: Lesson) -> None:
    shown = {(example.position, example.roll) for example in lesson.examples}
    repeated = [exercise.key for exercise in lesson.exercises if (exercise.position, exercise.roll) in shown]
    assert not repeated


@pytest.mark.parametrize("lesson", LESSONS, ids=by_slug)
def test_yes_and_no_are_balanced(lesson: Lesson) -> None:
    answers = [exercise.answers[0] for exercise in lesson.exercises if exercise.kind is Kind.IS_LEGAL]
    if answers:
        assert max(answers.count(YES), answers.count(NO)) <= 0.6 * len(answers), answers


# -- the notebooks: no answer before its exercise ----------------------------------------------

_PLAYS = re.compile(r"(?:bar|\d{1,2})/[0-9a-z/*()]+(?: (?:bar|\d{1,2})/[0-9a-z/*()]+)*")


def _cell_text(cell: dict[str, object]) -> str:
    parts = ["".join(cell["source"])]  # type: ignore[arg-type]
    for output in cell.get("outputs", []):  # type: ignore[attr-defined]
        parts.append("".join(output.get("text", "")))
        parts.append("".join(output.get("data", {}).get("text/plain", "")))
    return "\n".join(parts)


def revealing(exercise: Exercise) -> list[re.Pattern[str]]:
    """Text that would give the exercise's answer away."""
    kind = exercise.kind
    if kind is Kind.PLAY:
        return [re.compile(re.escape(answer)) for answer in exercise.answers]
    if kind is Kind.IS_LEGAL:
        return [re.compile(re.escape(str(exercise.play)))]
    if kind is Kind.PIP_COUNT:
        return [re.compile(rf"\b{exercise.answers[0]} Pips?\b|= {exercise.answers[0]}\b")]
    if kind is Kind.ENTERING_ROLLS:
        return [re.compile(rf"\b{exercise.answers[0]} (?:von|der|of) 36\b|\b{exercise.answers[0]} Würfen")]
    if kind is Kind.ENTRY_POINTS and "," in exercise.answers[0]:
        return [re.compile(re.escape(exercise.answers[0]))]
    return []


def _generic(play: str) -> bool:
    """One plain leg such as ``24/19`` or ``6/off``: teaching text uses those everywhere."""
    return " " not in play and play.count("/") == 1 and "*" not in play and not play.startswith("bar")


def shown_before(lesson: Lesson, exercise: Exercise) -> list[str]:
    """Answers of ``exercise`` in the cells above it: its plays (a single plain leg only in a cell
    that also names its roll), the play it asks about, its pip count or count of rolls."""
    notebook = json.loads((NOTEBOOKS / lesson.notebook).read_text(encoding="utf-8"))
    roll = f"{exercise.roll.high}-{exercise.roll.low}" if exercise.roll else None
    found = []
    level = next((level.key for level in lesson.levels if exercise in level.tasks), None)
    asked_in = [f'ExerciseWidget("{exercise.key}"'] + ([f'LevelWidget("{level}"'] if level else [])
    for cell in notebook["cells"]:
        if any(words in "".join(cell["source"]) for words in asked_in):
            break
        text = _cell_text(cell)
        for pattern in revealing(exercise):
            if exercise.kind not in (Kind.PLAY, Kind.IS_LEGAL):
                found += pattern.findall(text)
                continue
            for run in _PLAYS.findall(text):
                run = run.rstrip(".,;:")
                if pattern.fullmatch(run) and (not _generic(run) or (roll is not None and roll in text)):
                    found.append(run)
    return found


@pytest.mark.parametrize("lesson", LESSONS, ids=by_slug)
def test_no_answer_is_printed_before_its_exercise(lesson: Lesson) -> None:
    given = {
        exercise.key: found for exercise in lesson.exercises if (found := shown_before(lesson, exercise))
    }
    assert not given
