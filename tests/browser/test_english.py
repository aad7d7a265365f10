"""The English edition in Chromium: lesson 3's exercise "bar-enter-and-hit" (its level opened) in
JupyterLab and as a Voilà app, played with the mouse: a step a rule forbids, tried, gets its rule
in English, and the right play, checked, an English verdict."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from browserkit import LEVEL, Server, Tab, click_first, click_place, open_level, screenshot
from playwright.sync_api import Browser, Locator, Page, expect

from bgtutor.tutor.exercises.engine import task_text
from bgtutor.tutor.lessons import EXERCISES
from conftest import _shut_lab_kernels, open_in_lab, open_in_voila

pytestmark = pytest.mark.browser

LESSON3_EN = "en/03-Hitting-and-Entering.ipynb"
KEY = "bar-enter-and-hit"


def _exercise(page: Page) -> Locator:
    level = open_level(page, LEVEL)
    task = task_text(EXERCISES[KEY], "en")
    widget = level.locator(".bg-exercise").filter(has=page.locator(".bg-task", has_text=task))
    expect(widget, f"exactly one exercise with the task {task!r}").to_have_count(1)
    return widget


def _play_in_english(page: Page, prefix: str) -> None:
    widget = _exercise(page)
    widget.locator("button.bg-retry").click()
    message = widget.locator(".bg-message")
    expect(message).to_contain_text("You rolled 6-3.")
    click_first(page, widget, "bar", message)
    expect(message).to_have_text(
        "Checker on the bar selected. Your numbers reach: 22, 19, 16. Choose the destination."
    )
    click_place(page, widget, 19)  # Black holds 19: refused at once, with the rule in English
    verdict = widget.locator(".bg-feedback .bg-verdict")
    expect(verdict).to_contain_text(
        "With the 6 you would enter on point 19, but 3 opposing checkers block it."
    )
    screenshot(page, f"{prefix}-english-refused", widget)
    click_place(page, widget, 22)  # the checker on the bar is still chosen
    expect(message).to_contain_text("Moved: bar/22")
    click_place(page, widget, 22)
    click_place(page, widget, 16)
    expect(message).to_contain_text("The play bar/16* is complete.")
    check = widget.locator("button.bg-check")
    expect(check).to_have_text("Check")
    check.click()
    feedback = widget.locator(".bg-feedback")
    expect(feedback).to_contain_text("Right! bar/16* is legal and hits 1 opposing checker.")
    screenshot(page, f"{prefix}-english-right", widget)


@pytest.fixture(scope="module")
def lab_lesson3_en(browser: Browser, lab_server: Server) -> Iterator[Tab]:
    tab = open_in_lab(browser, lab_server, LESSON3_EN)
    yield tab
    _shut_lab_kernels(tab)
    tab.close()


@pytest.fixture(scope="module")
def voila_lesson3_en(browser: Browser, voila_server: Server) -> Iterator[Tab]:
    tab = open_in_voila(browser, voila_server, LESSON3_EN)
    yield tab
    tab.close()


def test_english_lesson_in_jupyterlab(lab_lesson3_en: Tab) -> None:
    _play_in_english(lab_lesson3_en.page, "lab")


def test_english_lesson_as_a_voila_app(voila_lesson3_en: Tab) -> None:
    _play_in_english(voila_lesson3_en.page, "voila")


def test_english_board_places_are_named_in_english(lab_lesson3_en: Tab) -> None:
    """The accessibility tree names the board's places in English, singular and plural (issue 25)."""
    page = lab_lesson3_en.page
    widget = _exercise(page)
    widget.locator("button.bg-retry").click()  # the board goes back to the task's position
    expect(widget.locator(".bg-steps")).to_have_text("Played so far: –")
    view = widget.locator(".bg-svgboard-view")
    for _ in range(60):  # the picture is redrawn after the texts: wait for it, then read the tree
        tree = view.aria_snapshot()
        if tree.startswith('- group "Backgammon – White to move":'):
            break
        page.wait_for_timeout(250)
    print(tree)
    assert tree.startswith('- group "Backgammon – White to move":'), tree
    for name in (
        "Bar: 1 white checker",
        "Point 24: 2 white checkers",
        "Point 19: 3 black checkers",
        "Point 16: 1 black checker",
        "Off: empty",
    ):
        assert f'button "{name}"' in tree, name
