"""The training notebook in JupyterLab (Chromium): choose "Pip-Count", answer a generated task
wrongly, then three rightly, and see the counts and the first star change on the page.

The right pip count is computed here from the position the task's board describes for screen
readers (the training shows no raw ID)."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import pytest
from browserkit import Server, Tab, position_from_description, screenshot, text_of
from playwright.sync_api import Browser, Locator, expect

from bgtutor import BLACK, WHITE
from conftest import KERNEL_READY, NOTEBOOK_TIMEOUT_MS, _new_tab, _shut_lab_kernels

pytestmark = pytest.mark.browser

TRAINING = "09-Training.ipynb"


@pytest.fixture(scope="module")
def lab_training(browser: Browser, lab_server: Server) -> Iterator[Tab]:
    """The training notebook opened in a fresh workspace and run (as ``open_in_lab``, which waits
    for a board: the training shows one only after "Los")."""
    tab = _new_tab(browser, lab_server)
    page, path = tab.page, f"notebooks/{TRAINING}"
    try:
        page.goto(f"{lab_server.url}/lab/workspaces/{uuid.uuid4().hex}/tree/{path}")
        page.wait_for_function(KERNEL_READY, arg=path, timeout=NOTEBOOK_TIMEOUT_MS)
        done = page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        assert done is not False, "JupyterLab did not run the cells"
        page.wait_for_function(KERNEL_READY, arg=path, timeout=NOTEBOOK_TIMEOUT_MS)
        expect(page.locator(".jp-Notebook .jp-OutputArea-output .bg-training")).to_be_visible()
    except BaseException:
        print(tab.dump(f"FAILED-open-lab-{TRAINING}"))
        tab.close()
        raise
    yield tab
    _shut_lab_kernels(tab)
    tab.close()


def _answer(training: Locator, text: str) -> Locator:
    exercise = training.locator(".bg-exercise")
    exercise.locator(".bg-answer input").fill(text)
    exercise.locator("button.bg-check").click()
    return exercise.locator(".bg-feedback")


def _right_pips(training: Locator) -> str:
    description = training.locator(".bg-exercise .bg-description").text_content() or ""
    task = text_of(training.locator(".bg-task"))
    side = WHITE if "von Weiß" in task else BLACK
    return str(position_from_description(description).pip_count(side))


def test_training_wrong_then_right_earns_a_star(lab_training: Tab) -> None:
    page = lab_training.page
    training = page.locator(".bg-training")
    training.locator(".bg-rule-choice select").select_option(label="Pip-Count")
    training.locator("button.bg-start").click()
    row = training.locator(".bg-stars .bg-rule-pips")
    expect(training.locator(".bg-task")).to_contain_text("Pip-Count")
    expect(row).to_contain_text("0 / 0")

    feedback = _answer(training, "0")  # never a pip count of a game still on
    expect(feedback.locator(".bg-wrong")).to_have_count(1)
    expect(row).to_contain_text("0 / 1")
    expect(row.locator(".bg-star-count")).to_have_text("☆☆☆")
    screenshot(page, "lab-training-wrong", training)

    for number in range(1, 4):
        status = text_of(training.locator(".bg-training-status"))
        shown = training.locator(".bg-exercise").element_handle()
        training.locator("button.bg-next").click()
        expect(training.locator(".bg-training-status")).not_to_have_text(status)
        # the status can change before the new task's view replaces the last one: answer the new one
        page.wait_for_function("(shown) => !shown.isConnected", arg=shown)
        feedback = _answer(training, _right_pips(training))
        expect(feedback).to_contain_text("Richtig")
        expect(row).to_contain_text(f"{number} / {number + 1}")
    expect(row.locator(".bg-star-count")).to_have_text("★☆☆")
    screenshot(page, "lab-training-star", training)
