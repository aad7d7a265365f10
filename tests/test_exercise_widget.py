"""ExerciseWidget, headless: answers by clicks, typing and buttons; hints, solutions, retries."""

from __future__ import annotations

import html
import re
from itertools import islice

import pytest

from bgtutor.rules.dice import Roll
from bgtutor.rules.explain import Reason, Rule
from bgtutor.tutor.exercises.base import Kind
from bgtutor.tutor.exercises.drills import tasks
from bgtutor.tutor.exercises.engine import build_exercise
from bgtutor.tutor.lessons import EXAMPLES, EXERCISES
from bgtutor.widgets import BoardWidget, ExerciseWidget


def mouse(board: BoardWidget, place: int | str) -> None:
    """A click as the board's front end sends it (``data-place``, the numbering of the side on roll)."""
    board.canvas.send_click(str(place))


@pytest.mark.parametrize("key", sorted(EXERCISES))
def test_every_stored_answer_is_right_in_the_widget(key: str) -> None:
    widget = ExerciseWidget(key)
    widget.answer(EXERCISES[key].answers[0])
    assert widget.check().correct
    assert widget.feedback.startswith("Richtig") and "bg-right" in widget._feedback.value


def test_a_play_made_with_the_mouse_and_submitted_is_checked_at_once() -> None:
    widget = ExerciseWidget("bar-enter-and-hit")
    assert widget.board is not None
    for place in ("bar", 22, 22, 16):
        mouse(widget.board, place)
    widget._check.click()  # the exercise's one submit button (the board's confirm is hidden)
    assert widget.last is not None and widget.last.correct
    assert widget.board.state.confirmed is not None


def test_a_wrong_play_names_the_rule_and_try_again_resets_the_board() -> None:
    widget = ExerciseWidget("bear-off-must-use-both", lang="en")
    assert widget.board is not None
    widget.board.click(5)
    widget.board.click("off")
    assert widget.board.written == ("5/off",)  # the exam board lets the learner make the mistake
    assert "both numbers" not in widget.board.message  # ... without giving the verdict away
    feedback = widget.check()
    assert not feedback.correct and isinstance(feedback.message, Reason)
    assert feedback.message.rule is Rule.MUST_USE_BOTH and "both numbers" in widget.feedback
    widget.try_again()
    assert widget.board.written == () and widget.feedback == ""
    widget.answer("5/off")  # typed, the same play is laid out on the board and judged the same
    assert widget.board.written == ("5/off",)
    assert widget.check().message == feedback.message
    widget.try_again()
    assert widget.board.written == () and widget.feedback == ""


def test_a_legal_play_that_misses_the_condition_is_explained() -> None:
    widget = ExerciseWidget("bar-enter-and-hit", lang="en")
    widget.answer("bar/22 13/7")
    feedback = widget.check()
    assert not feedback.correct and "hit" in widget.feedback.lower()


def _buttons(widget: object) -> dict[str, object]:
    """Every button inside ``widget``, by its label."""
    found: dict[str, object] = {}
    for child in getattr(widget, "children", ()):
        if type(child).__name__ == "Button":
            found[child.description] = child
        found.update(_buttons(child))
    return found


YES_NO = build_exercise(
    "is-legal",
    key="two-on-bar-legal",
    position=EXAMPLES["two-on-bar"].position,
    roll=Roll(4, 2),
    play="bar/23 23/19*",
    answers=["no"],
)
"""A yes/no question: may the first of two checkers on the bar move on? No (the lessons ask few)."""


def test_yes_no_buttons_choose_and_check_judges() -> None:
    widget = ExerciseWidget(YES_NO)
    buttons = _buttons(widget)
    assert buttons["Prüfen"].disabled  # nothing chosen yet
    buttons["Ja"].click()
    assert widget.last is None and widget.chosen == "yes"  # chosen, shown pressed, not judged yet
    assert "bg-chosen" in buttons["Ja"]._dom_classes and "bg-chosen" not in buttons["Nein"]._dom_classes
    buttons["Prüfen"].click()
    assert widget.last is not None and not widget.last.correct
    buttons["Nein"].click()
    assert widget.feedback == "" and "bg-chosen" in buttons["Nein"]._dom_classes
    buttons["Prüfen"].click()
    assert widget.last.correct and "Bar" in widget.feedback
    buttons["Nochmal"].click()
    assert widget.chosen is None and buttons["Prüfen"].disabled  # nothing chosen again


def test_one_answer_is_recorded_once_and_checking_again_records_nothing() -> None:
    recorded: list[bool] = []
    widget = ExerciseWidget(YES_NO, progress=lambda _, feedback: recorded.append(feedback.correct))
    buttons = _buttons(widget)
    buttons["Ja"].click()
    for _ in range(3):
        buttons["Prüfen"].click()
    assert recorded == [False] and widget.attempts == 1  # the same answer again is no new try
    buttons["Nein"].click()
    buttons["Prüfen"].click()
    assert widget.last is not None and widget.last.correct
    assert recorded == [False]  # the first answer is what counts; the retry teaches, it does not score


def test_hint_and_solution_buttons() -> None:
    widget = ExerciseWidget("dance-entering-rolls")
    widget._hint.click()
    assert widget.feedback and "bg-hint-text" in widget._feedback.value
    widget._solution.click()
    assert "27" in widget.feedback


def test_malformed_answers_are_explained_not_raised() -> None:
    for key, exercise in EXERCISES.items():
        widget = ExerciseWidget(exercise, lang="en")
        widget.answer("???")
        feedback = widget.check()
        assert not feedback.correct and widget.feedback, key


def test_every_kind_is_covered() -> None:
    from bgtutor.tutor.lessons.cube_lesson import EXERCISES as CUBE_EXERCISES

    drilled = [task.exercise for task in islice(tasks("cube-owner"), 2)]  # a coin toss: no lesson asks it
    asked = [*EXERCISES.values(), *CUBE_EXERCISES.values(), *drilled]
    assert {exercise.kind for exercise in asked} == set(Kind)
    assert ExerciseWidget(drilled[0], lang="en")._choices  # White and Black, a button each


def test_checking_before_moving_asks_for_a_move_not_a_verdict() -> None:
    widget = ExerciseWidget("bar-enter-and-hit")
    feedback = widget.check()
    assert not feedback.well_formed and "Ziehe zuerst" in widget.feedback and "Leider" not in widget.feedback


def test_a_pip_count_exercise_does_not_show_the_pips() -> None:
    widget = ExerciseWidget("start-pip-count")
    assert widget.view.pips is False
    assert ExerciseWidget("dance").view.pips is True


def test_a_play_exercise_with_no_legal_play_accepts_passing() -> None:
    from bgtutor.tutor.exercises.engine import Exercise, truth
    from bgtutor.tutor.lessons import EXAMPLES

    dance = EXAMPLES["dance"]
    exercise = Exercise("pass", Kind.PLAY, dance.position, ("(no play)",), dance.roll)
    assert truth(exercise) == ("(no play)",)
    widget = ExerciseWidget(exercise)
    assert widget.board is not None
    widget.board.confirm()
    assert widget.last is not None and widget.last.correct


def test_the_second_wrong_answer_brings_the_worked_solution() -> None:
    widget = ExerciseWidget("start-pip-count")
    widget.answer("100")
    first = widget.check()
    assert not first.correct and widget.attempts == 1
    widget.try_again()
    widget.answer("12x")  # unreadable: not counted as a try
    widget.check()
    assert widget.attempts == 1
    widget.answer("150")
    second = widget.check()
    assert not second.correct and widget.attempts == 2
    assert len(second.text("de")) > len(first.text("de"))
    assert "167" in widget.feedback


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_typed_answer_field_shows_the_form_of_an_answer_and_its_example_is_readable(lang: str) -> None:
    typed = [e for e in EXERCISES.values() if e.kind not in (Kind.PLAY, Kind.IS_LEGAL)]
    assert {e.kind for e in typed} >= {Kind.PIP_COUNT, Kind.ENTRY_POINTS, Kind.RESULT}
    for exercise in typed:
        widget = ExerciseWidget(exercise, lang=lang, progress=lambda *_: None)
        shown = widget._answer.placeholder
        example = re.split(r"z\. B\. |e\.g\. ", shown)[-1].split(" –")[0].split(",")[0]
        example = example.removeprefix("nur die Zahl").removeprefix("just the number").strip()
        assert shown and example, exercise.key
        widget.answer(example)
        feedback = widget.check()
        assert feedback.well_formed, (exercise.key, shown, feedback.text(lang))


@pytest.mark.parametrize("key", ["hit-the-blot", "start-pip-count", "bar-entry-points"])
def test_the_position_in_words_is_there_for_screen_readers_and_behind_a_toggle(key: str) -> None:
    from bgtutor.board.describe import describe

    widget = ExerciseWidget(key, lang="en", progress=lambda *_: None)
    toggle = next(b for b in _walk(widget) if "bg-position-text" in b._dom_classes)
    box = next(b for b in _walk(widget) if "bg-description" in b._dom_classes)
    position = EXERCISES[key].position
    assert describe(position, "en", position.turn) in html.unescape(box.value)
    assert "bg-sr-only" in box._dom_classes and toggle.description == "Position as text"
    toggle.value = True
    assert "bg-sr-only" not in box._dom_classes  # shown on the page
    toggle.value = False
    assert "bg-sr-only" in box._dom_classes


def _walk(widget: object) -> list[object]:
    found = [widget]
    for child in getattr(widget, "children", ()):
        found += _walk(child)
    return found
