"""The doubling-cube lesson: every answer comes from the cube engine, typical wrong answers name the
rule they miss, and the widget shows the verdicts."""

from __future__ import annotations

import pytest

from bgtutor.cube import double_reason, pass_double, take
from bgtutor.cube_exercises import Ask, CubeExercise, check, solution
from bgtutor.lessons.cube_lesson import EXERCISES, SITUATIONS
from bgtutor.widgets.cube import CubeExerciseWidget

RULE_WORDS = ("Würfel", "Gammon", "Backgammon", "Jacoby", "Crawford", "Aufgeben", "Besitz", "Redoppeln",
              "Stand", "Weiß zuerst", "Gewinner")


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
