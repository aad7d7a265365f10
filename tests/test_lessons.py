"""The lesson notebooks: each lesson has its worked examples and exercises, every seed example
is taught somewhere, the index lists every lesson, and the notebooks hold teaching, not logic."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bgtutor.tutor.exercises.base import Kind
from bgtutor.tutor.exercises.kinds import find_kind
from bgtutor.tutor.lessons import EXERCISES, LESSONS, SEED_EXAMPLES
from bgtutor.tutor.lessons.common import Lesson

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
ALLOWED_IMPORTS = {"bgtutor", "random"}
LOGIC = (
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.ClassDef,
    ast.For,
    ast.While,
    ast.Lambda,
    ast.ListComp,
    ast.DictComp,
    ast.SetComp,
    ast.GeneratorExp,
)


def cells(lesson: Lesson, kind: str) -> list[str]:
    notebook = json.loads((NOTEBOOKS / lesson.notebook).read_text())
    return ["".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == kind]


def test_every_seed_example_is_taught_in_a_lesson() -> None:
    taught = {example.key for lesson in LESSONS for example in lesson.examples}
    assert set(SEED_EXAMPLES) <= taught


def test_enough_exercises_of_every_kind() -> None:
    assert all(len(lesson.exercises) >= 5 for lesson in LESSONS), [
        len(lesson.exercises) for lesson in LESSONS
    ]
    assert len(EXERCISES) >= 30
    # every kind but the doubling cube's, whose questions are the cube lesson's
    assert {exercise.kind for exercise in EXERCISES.values()} == {
        kind for kind in Kind if not find_kind(kind).cube
    }
    keys = [exercise.key for lesson in LESSONS for exercise in lesson.exercises]
    assert len(keys) == len(set(keys)), "exercise keys must be unique"


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.slug)
def test_each_notebook_shows_its_examples_and_exercises(lesson: Lesson) -> None:
    """Each example is shown in a stepper cell or after the attempt in a level; each exercise is a
    level's task, and each level is shown."""
    code = "\n".join(cells(lesson, "code"))
    assert lesson.examples, f"{lesson.slug} has no worked examples"
    after = {example.key for level in lesson.levels for example in level.after}
    for example in lesson.examples:
        stepped = f'"{example.key}"' in code or f"'{example.key}'" in code
        assert stepped or example.key in after, f"{example.key} not in {lesson.slug}"
    asked = {task.key for level in lesson.levels for task in level.tasks}
    for level in lesson.levels:
        assert f'LevelWidget("{level.key}")' in code, f"level {level.key} not in {lesson.slug}"
    for exercise in lesson.exercises:
        assert exercise.key in asked or f'ExerciseWidget("{exercise.key}"' in code, (
            f"{exercise.key} not in {lesson.slug}"
        )


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.slug)
def test_each_notebook_shows_diagrams_that_exist_and_each_example_once(lesson: Lesson) -> None:
    notebook = json.loads((NOTEBOOKS / lesson.notebook).read_text())
    sources = ["".join(cell["source"]) for cell in notebook["cells"]]
    for index, source in enumerate(sources):
        for name in re.findall(r"!\[[^\]]+\]\(((?:\.\./)+images/[^)]+\.png)\)", source):
            assert ((NOTEBOOKS / lesson.notebook).parent / name).resolve().is_file(), name
            # a picture right above a stepper would show the stepper's first frame twice
            following = sources[index + 1] if index + 1 < len(sources) else ""
            assert "ExampleStepper" not in following, f"{name} is stacked above a stepper"


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.slug)
def test_notebooks_hold_teaching_not_logic(lesson: Lesson) -> None:
    for source in cells(lesson, "code"):
        tree = ast.parse(source)
        assert not [node for node in ast.walk(tree) if isinstance(node, LOGIC)], source
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = (
                    [node.module or ""] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
                )
                assert {name.split(".")[0] for name in names} <= ALLOWED_IMPORTS, source


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.slug)
def test_notebooks_are_executed_so_nbval_compares_them(lesson: Lesson) -> None:
    notebook = json.loads((NOTEBOOKS / lesson.notebook).read_text())
    code = [cell for cell in notebook["cells"] if cell["cell_type"] == "code"]
    assert code and all(cell["execution_count"] is not None for cell in code)
    assert not any(output.get("output_type") == "error" for cell in code for output in cell["outputs"])


def test_the_index_lists_every_lesson_and_the_navigation_is_current() -> None:
    index = (NOTEBOOKS / "00-Inhalt.ipynb").read_text()
    for lesson in LESSONS:
        assert f"]({lesson.notebook})" in index
    result = subprocess.run(
        [sys.executable, "tools/navigation.py", "--check"], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
