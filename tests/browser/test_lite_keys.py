"""The board as a keyboard control in the browser edition (JupyterLite, Pyodide; issue 25): lesson 3's
first exercise with key presses only. Tab onto the board, the arrow keys and Enter pick a checker
and place it; the live region says what the board's model says for the same clicks (one refusal
with its rule among them); "Prüfen" with Enter, and the focus goes on to "Nächste Aufgabe", not to
the page's body. The site and lesson 3 are test_lite's fixtures (built once, served by
``python -m http.server``).
"""

from __future__ import annotations

import pytest
from browserkit import ExerciseModel, Keyboard, Tab, screenshot, tab_to
from playwright.sync_api import expect
from test_lite import lesson as lesson  # the fixtures: lesson 3 run in JupyterLite
from test_lite import lite_server as lite_server

pytestmark = pytest.mark.browser

BODY = "() => document.activeElement === document.body || document.activeElement === null"


def test_lite_lesson_3_first_exercise_with_the_keyboard_and_the_live_region(lesson: Tab) -> None:
    """hit-the-blot (2-1): Tab onto the board (the back checker holds the tab stop), 13 picked with
    Enter (the live region names where the numbers reach), 12 refused with its rule, Escape,
    10/8* 6/5 with the arrow keys and Enter, Tab to "Prüfen", Enter: "Richtig", and the focus is
    on "Nächste Aufgabe"."""
    page = lesson.page
    task = page.locator(".bg-level-hitting .bg-task-hit-the-blot")
    task.scroll_into_view_if_needed()
    expect(task).to_be_visible()
    if task.locator(".bg-feedback .bg-right").count():  # another test of the module played it first
        task.locator("button.bg-retry").click()
        expect(task.locator(".bg-steps")).to_have_text("Bisher gezogen: –")
    model, keys = ExerciseModel("hit-the-blot"), Keyboard(page, task.locator(".bg-board"))
    assert keys.tab_in(task.locator(".bg-input input")) == "24"
    keys.go_to(13)
    keys.expect_focus_visible()
    said = keys.press("Enter", model.click(13))
    assert said.startswith("Stein auf 13 gewählt. So weit reichen deine Zahlen: 12, 11, 10."), said
    said = keys.enter_on(12, model.click(12))
    assert said.startswith("Nicht erlaubt: Punkt 12 ist gesperrt: Dort stehen 4 gegnerische Steine."), said
    expect(task.locator(".bg-feedback .bg-verdict")).to_contain_text("gesperrt")
    assert keys.press("Escape", model.escape()) == "Auswahl auf 13 aufgehoben."
    for place in (10, 8, 6):
        keys.enter_on(place, model.click(place))
    assert keys.enter_on(5, model.click(5)).startswith("Der Zug 10/8* 6/5 ist vollständig gezogen.")
    check = task.locator("button.bg-check")
    tab_to(page, check)
    page.keyboard.press("Enter")
    expect(task.locator(".bg-feedback")).to_contain_text("Richtig!")
    expect(check).to_be_disabled()
    expect(task.locator("button.bg-level-next")).to_be_focused()
    assert not page.evaluate(BODY)
    screenshot(page, "lite-keys-hit-the-blot-right", task)
    print("\n".join(keys.heard))
