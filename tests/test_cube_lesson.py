"""The doubling-cube lesson: every answer comes from the cube engine, typical wrong answers name the
rule they miss, and the widget shows the verdicts."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from bgtutor.rules.cube import double_reason, pass_double, take
from bgtutor.tutor.cube_exercises import Ask, CubeExercise, check, solution
from bgtutor.tutor.lessons.cube_lesson import EXERCISES, SITUATIONS
from bgtutor.tutor.lessons.cube_lesson import NOTEBOOK as NOTEBOOK_NAME
from bgtutor.widgets.cube import CubeExerciseWidget

RULE_WORDS = (
    "Würfel",
    "Gammon",
    "Backgammon",
    "Jacoby",
    "Crawford",
    "Aufgeben",
    "Besitz",
    "Redoppeln",
    "Stand",
    "Weiß zuerst",
    "Gewinner",
)


def test_enough_exercises_and_every_question_kind() -> None:
    assert len(EXERCISES) >= 6
    assert {exercise.ask for exercise in EXERCISES.values()} == set(Ask)


@pytest.mark.parametrize("exercise", EXERCISES.values(), ids=lambda e: e.key)
def test_the_answer_is_the_engines(exercise: CubeExercise) -> None:
    state, ask = exercise.state, exercise.ask
    expected = {
        Ask.MAY_DOUBLE: lambda: "ja" if double_reason(state) is None else "nein",
        Ask.PASS: lambda: str(pass_double(state).points),
        Ask.VALUE_AFTER_TAKE: lambda: str(take(state).value),
        Ask.OWNER_AFTER_TAKE: lambda: {0: "Weiß", 1: "Schwarz"}[int(take(state).owner)],
    }
    if ask in expected:
        assert solution(exercise) == expected[ask]()
    assert check(exercise, solution(exercise)).correct
    assert "Richtig" in check(exercise, solution(exercise)).text("de")


@pytest.mark.parametrize("exercise", EXERCISES.values(), ids=lambda e: e.key)
def test_typical_wrong_answers_are_wrong_and_name_the_rule(exercise: CubeExercise) -> None:
    assert exercise.traps, f"{exercise.key} has no typical wrong answer"
    for trap, _ in exercise.traps:
        feedback = check(exercise, trap)
        assert not feedback.correct and feedback.understood, trap
        assert any(word in feedback.text("de") for word in RULE_WORDS), feedback.text("de")
        assert feedback.text("en").startswith("Not right."), trap


def test_the_crawford_question_names_the_crawford_rule() -> None:
    exercise = EXERCISES["cube-crawford"]
    assert solution(exercise) == "nein"
    assert "Crawford" in check(exercise, "ja").text()
    assert "Crawford" in check(exercise, "yes").text("en")


def test_points_multiply_the_result_by_the_cube() -> None:
    exercise = EXERCISES["cube-gammon-on-4"]
    assert solution(exercise) == "8"
    assert "2 × Würfelwert 4" in check(exercise, "3").text()  # no trap: the engine's reason


def test_an_unreadable_answer_says_what_is_expected() -> None:
    feedback = check(EXERCISES["cube-crawford"], "vielleicht")
    assert not feedback.correct and not feedback.understood and "ja oder nein" in feedback.text()
    assert "Zahl" in check(EXERCISES["cube-gammon-on-4"], "acht").text()
    assert check(EXERCISES["cube-match-score"], "6:4").correct
    assert check(EXERCISES["cube-owner-after-take"], "schwarz").correct


def test_the_situations_are_what_the_notebook_says() -> None:
    assert SITUATIONS["black-takes"].value == 2 and SITUATIONS["black-takes"].owner.name == "BLACK"
    assert double_reason(SITUATIONS["white-may-not-redouble"]).key == "opponent-owns"
    assert SITUATIONS["black-redoubles"].offered and SITUATIONS["beaver"].value == 4
    assert double_reason(SITUATIONS["crawford"]).key == "crawford"
    assert double_reason(SITUATIONS["post-crawford"]) is None


def test_the_widget_checks_hints_and_solves() -> None:
    widget = CubeExerciseWidget("cube-crawford")
    widget.answer("ja")
    assert widget.verdict == "bg-wrong" and "Crawford" in widget.feedback
    widget.hint()
    assert widget.verdict == "bg-hint-text"
    widget.show_solution()
    assert widget.verdict == "bg-solution-text" and "nein" in widget.feedback
    widget.answer("nein")
    assert widget.verdict == "bg-right"
    assert "Crawford-Partie" in widget._situation.value
    english = CubeExerciseWidget(EXERCISES["cube-jacoby"], lang="en")
    english.answer("2")
    assert "Jacoby rule" in english.feedback


def test_the_english_widget_gives_the_solution_in_english() -> None:
    for key, answer in (
        ("cube-crawford", "Solution: no."),
        ("cube-owner-redoubles", "Solution: yes."),
        ("cube-owner-after-take", "Solution: Black."),
        ("cube-gammon-on-4", "Solution: 8."),
    ):
        widget = CubeExerciseWidget(key, lang="en")
        widget.show_solution()
        assert widget.feedback.startswith(answer), widget.feedback
        widget.answer(widget.feedback.removeprefix("Solution: ").split(".")[0])
        assert widget.verdict == "bg-right", key


# -- the notebook ----------------------------------------------------------------------------------

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
NOTEBOOK = NOTEBOOKS / NOTEBOOK_NAME
LOGIC = (
    ast.FunctionDef,
    ast.ClassDef,
    ast.For,
    ast.While,
    ast.Lambda,
    ast.ListComp,
    ast.DictComp,
    ast.SetComp,
    ast.GeneratorExp,
)


def notebook_cells(kind: str) -> list[dict[str, object]]:
    cells = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
    return [cell for cell in cells if cell["cell_type"] == kind]


def test_the_notebook_shows_every_exercise_and_teaches_without_logic() -> None:
    code = ["".join(cell["source"]) for cell in notebook_cells("code")]  # type: ignore[arg-type]
    for exercise in EXERCISES:
        assert f'CubeExerciseWidget("{exercise}")' in "\n".join(code), exercise
    assert "ExampleStepper" in "\n".join(code)
    for source in code:
        tree = ast.parse(source)
        assert not [node for node in ast.walk(tree) if isinstance(node, LOGIC)], source
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                imported = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
                names = imported or [alias.name for alias in node.names]
                assert {name.split(".")[0] for name in names} == {"bgtutor"}, source


def test_the_notebook_is_executed_collapsed_and_verdicts_are_stored() -> None:
    code = notebook_cells("code")
    assert all(cell["metadata"] == {"jupyter": {"source_hidden": True}} for cell in code)
    assert all(cell["execution_count"] is not None for cell in code)
    outputs = [output for cell in code for output in cell["outputs"]]  # type: ignore[attr-defined]
    assert not any(output["output_type"] == "error" for output in outputs)
    printed = "".join("".join(output.get("text", "")) for output in outputs)
    for verdict in (
        "Weiß gewinnt 8 Punkte: 2 × Würfelwert 4.",
        "Dies ist die Crawford-Partie",
        "Jacoby-Regel",
        "vor dem Doppel",
        "Stand 4-0",
        "Ja: Schwarz darf jetzt doppeln.",
    ):
        assert verdict in printed, verdict


def test_the_contents_list_the_notebook_and_it_links_its_neighbours() -> None:
    assert f"]({NOTEBOOK_NAME})" in (NOTEBOOKS / "00-Inhalt.ipynb").read_text(encoding="utf-8")
    markdown = notebook_cells("markdown")
    navigation = [
        "".join(cell["source"])
        for cell in markdown  # type: ignore[arg-type]
        if "navigation" in cell["metadata"].get("tags", [])
    ]  # type: ignore[attr-defined]
    assert len(navigation) == 2 and navigation[0] == navigation[1]
    for target in re.findall(r"\]\(([^)]+\.ipynb)\)", navigation[0]):
        assert (NOTEBOOKS / target).exists(), target


def test_the_english_notebook_is_listed_executed_and_speaks_english() -> None:
    english = NOTEBOOKS / "en" / "06b-Doubling-Cube.ipynb"
    contents = (NOTEBOOKS / "en" / "00-Contents.ipynb").read_text(encoding="utf-8")
    assert "](06b-Doubling-Cube.ipynb)" in contents
    cells = json.loads(english.read_text(encoding="utf-8"))["cells"]
    code = [cell for cell in cells if cell["cell_type"] == "code"]
    assert all(cell["execution_count"] is not None for cell in code)
    printed = "".join("".join(output.get("text", "")) for cell in code for output in cell["outputs"])
    printed = " ".join(printed.split())  # the lesson prints with say, which wraps long lines
    for verdict in (
        "White wins 8 points",
        "this is the Crawford game",
        "Jacoby rule",
        "before the double",
        "score 4-0",
        "Yes: Black may double now.",
    ):
        assert verdict in printed, verdict
    assert not re.search(r"Weiß|Schwarz|Würfel", printed)
