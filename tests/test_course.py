"""The course as a learner meets it: lessons made of short levels a learner does, tasks that cannot be
passed by guessing or by copying the example above, and play tasks that can be failed on the board with
the very mistake they are about."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from bgtutor.rules.color import BLACK, WHITE
from bgtutor.rules.position import Position
from bgtutor.tutor.exercises.engine import Exercise
from bgtutor.tutor.exercises.kinds import find_kind
from bgtutor.tutor.lessons import LESSONS, cube_lesson
from bgtutor.tutor.lessons.common import Level
from bgtutor.tutor.lessons.examples import WorkedExample

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
BINARY_SHARE = 0.10
"""At most this share of a lesson's tasks is answered by one of two choices (yes/no, White/Black)."""
MAX_SENTENCES = 4
"""A level states its rule in two to four sentences."""


@dataclass(frozen=True)
class Part:
    """One lesson of the course, the cube lesson too: its levels, tasks, examples and notebook."""

    name: str
    levels: tuple[Level, ...]
    exercises: tuple[Exercise, ...]
    examples: tuple[WorkedExample, ...]
    path: Path


COURSE = [
    Part(lesson.slug, lesson.levels, lesson.exercises, lesson.examples, NOTEBOOKS / lesson.notebook)
    for lesson in LESSONS
] + [
    Part(
        "06b-cube",
        cube_lesson.LEVELS,
        tuple(cube_lesson.EXERCISES.values()),
        tuple(cube_lesson.EXAMPLES.values()),
        NOTEBOOKS / cube_lesson.NOTEBOOK,
    )
]


def binary(exercise: Exercise) -> bool:
    """Answered by one of two choices: a coin toss passes it half the time."""
    kind = find_kind(exercise.kind)
    return len(kind.offered(exercise)) == 2 or len(kind.toggles(exercise)) == 1  # one toggle or "none"


def distance(one: Position, other: Position) -> int:
    """How many checkers' places differ, counted per place: moving one checker is 2, adding one is 1."""
    return sum(
        abs(a - b)
        for color in (WHITE, BLACK)
        for a, b in zip(one.side(color), other.side(color), strict=True)
    )


def same_numbering(position: Position) -> Position:
    """The position with White on roll (an example and a task may be drawn from either side)."""
    return position if position.turn is WHITE else position.swap()


def code_cells(path: Path) -> Iterator[tuple[int, str]]:
    notebook = json.loads(path.read_text(encoding="utf-8"))
    for index, cell in enumerate(notebook["cells"]):
        if cell["cell_type"] == "code":
            yield index, "".join(cell["source"])


@pytest.mark.parametrize("part", COURSE, ids=lambda part: part.name)
def test_every_task_is_in_a_level(part: Part) -> None:
    asked = [task.key for level in part.levels for task in level.tasks]
    assert part.levels, f"{part.name} has no levels"
    outside = sorted({exercise.key for exercise in part.exercises} - set(asked))
    assert not outside, f"{part.name}: tasks outside a level: {outside}"


@pytest.mark.parametrize("part", COURSE, ids=lambda part: part.name)
def test_few_answers_are_a_coin_toss(part: Part) -> None:
    coin = [exercise.key for exercise in part.exercises if binary(exercise)]
    assert len(coin) <= BINARY_SHARE * len(part.exercises), (
        f"{part.name}: {len(coin)} of {len(part.exercises)} binary: {coin}"
    )


@pytest.mark.parametrize("part", COURSE, ids=lambda part: part.name)
def test_each_level_is_a_rule_and_its_level_widget(part: Part) -> None:
    """In the notebook each level is a heading with its number and a short rule, then its widget."""
    notebook = json.loads(part.path.read_text(encoding="utf-8"))
    sources = ["".join(cell["source"]) for cell in notebook["cells"]]
    shown = [re.search(r'LevelWidget\("([^"]+)"\)', text) for text in sources]
    keys = [match[1] for match in shown if match]
    assert keys == [level.key for level in part.levels], f"{part.name}: levels shown {keys}"
    for level in part.levels:
        index = next(i for i, match in enumerate(shown) if match and match[1] == level.key)
        rule = sources[index - 1]
        heading, _, text = rule.partition("\n")
        assert re.match(rf"## (Stufe|Level) {re.escape(level.label)}: ", heading), f"{level.key}: {heading!r}"
        sentences = re.findall(r"[^.!?]+(?<!z\. B)(?<!d\. h)[.!?](?=\s|$)", text.replace("z. B.", "zB"))
        assert 1 <= len(sentences) <= MAX_SENTENCES + 1, f"{level.key}: {len(sentences)} sentences"


@pytest.mark.parametrize("part", COURSE, ids=lambda part: part.name)
def test_no_task_repeats_an_example_shown_before_it(part: Part) -> None:
    """An example shown above a task (a stepper cell, or an earlier level's examples) or after it in its
    own level is not the task again: not the same position up to one checker, and not the same roll
    in the level that teaches the same rule."""
    by_key = {example.key: example for example in part.examples}
    steppers = {key for _, code in code_cells(part.path) for key in re.findall(r'"([^"]+)"', code)}
    seen: list[WorkedExample] = [by_key[key] for key in steppers if key in by_key]
    repeated = []
    for level in part.levels:
        for task in level.tasks:
            for example in seen + list(level.after):
                close = distance(same_numbering(task.position), same_numbering(example.position)) <= 2
                same_idea = example in level.after and task.roll is not None and task.roll == example.roll
                if close or same_idea:
                    repeated.append((task.key, example.key))
        seen += list(level.after)
    assert not repeated, f"{part.name}: tasks that repeat an example: {repeated}"


@pytest.mark.parametrize("part", COURSE, ids=lambda part: part.name)
def test_every_play_task_can_be_failed_with_its_mistake(part: Part) -> None:
    """At least three things can be submitted on the board, and at most one in three of them is right."""
    from bgtutor.tutor.exercises.outcomes import board_outcomes

    weak = []
    for exercise in part.exercises:
        if not find_kind(exercise.kind).on_board:
            continue
        outcomes = board_outcomes(exercise)
        if outcomes.total < 3 or 3 * outcomes.right > outcomes.total:
            weak.append((exercise.key, outcomes.right, outcomes.total))
    assert not weak, f"{part.name}: (task, right, outcomes): {weak}"
