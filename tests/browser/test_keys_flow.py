"""Where the keyboard's focus goes after "Prüfen" (issue 25): a right play disables "Prüfen", and
the focus must not drop onto the page's body (a keyboard user would Tab from the top of the page
again). In JupyterLab and in Voilà, with key presses only: after a right play the focus is on
"Nächste Aufgabe", and after the level's last task (no next one) on the board's place that holds
its tab stop.
"""

from __future__ import annotations

import pytest
from browserkit import ExerciseModel, Keyboard, Tab, exercise_widget, exercise_with_keys, tab_to
from playwright.sync_api import Locator, Page, expect

pytestmark = pytest.mark.browser

LEVEL = "hitting"
"""Lesson 3's first level: two tasks, "hit-the-blot" and "hit-where-it-lands"."""
BODY = "() => document.activeElement === document.body || document.activeElement === null"


def _press_check(page: Page, task: Locator) -> None:
    """Tab to "Prüfen", Enter: "Richtig!", and "Prüfen" is disabled (the play is confirmed)."""
    check = task.locator("button.bg-check")
    tab_to(page, check)
    page.keyboard.press("Enter")
    expect(task.locator(".bg-feedback")).to_contain_text("Richtig!")
    expect(check).to_be_disabled()


def _focused_place(task: Locator) -> Locator:
    return task.locator(".bg-board .bg-svgboard-view .bg-place:focus")


def test_lab_focus_after_a_right_play_goes_to_the_next_task_then_to_the_board(lab_lesson3: Tab) -> None:
    """Level 3.1 with the keyboard: hit-the-blot played (10/8* 6/5), Enter on "Prüfen": the focus
    is on "Nächste Aufgabe"; Enter there: the second task; 13/9/3* played, Enter on "Prüfen": the
    last task has no next one, the focus is on the board (the place the learner last used)."""
    page = lab_lesson3.page
    level = page.locator(f".bg-level-{LEVEL}")
    task = level.locator(".bg-task-hit-the-blot")
    expect(task).to_be_visible()
    model, keys = ExerciseModel("hit-the-blot"), Keyboard(page, task.locator(".bg-board"))
    keys.tab_in(task.locator(".bg-input input"))
    for place in (10, 8, 6, 5):
        keys.enter_on(place, model.click(place))
    _press_check(page, task)
    following = task.locator("button.bg-level-next")
    expect(following).to_be_focused()
    assert not page.evaluate(BODY)
    page.keyboard.press("Enter")  # straight on, no Tab from the page's top
    task = level.locator(".bg-task-hit-where-it-lands")
    expect(task).to_be_visible()
    model, keys = ExerciseModel("hit-where-it-lands"), Keyboard(page, task.locator(".bg-board"))
    keys.tab_in(task.locator(".bg-input input"))
    for place in (13, 9, 9, 3):
        keys.enter_on(place, model.click(place))
    _press_check(page, task)
    expect(task.locator("button.bg-level-next")).to_be_hidden()  # the level's last task
    expect(_focused_place(task)).to_have_count(1)
    assert _focused_place(task).get_attribute("data-place") == "3"
    assert not page.evaluate(BODY)


def test_voila_focus_after_a_right_play_goes_to_the_next_task(voila_lesson3: Tab) -> None:
    """Voilà: bar-enter-and-hit played with the keys, Enter on "Prüfen": the focus is on "Nächste
    Aufgabe", and Enter there shows the level's second task."""
    page = voila_lesson3.page
    exercise_with_keys(page, "voila-focus")
    widget = exercise_widget(page)
    expect(widget.locator("button.bg-check")).to_be_disabled()
    expect(widget.locator("button.bg-level-next")).to_be_focused()
    assert not page.evaluate(BODY)
    page.keyboard.press("Enter")
    expect(page.locator(".bg-level-enter-and-move-on .bg-task-move-after-entering")).to_be_visible()
