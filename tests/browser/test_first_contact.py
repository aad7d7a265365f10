"""First contact: the tutorial as ``bash tools/tutorial`` starts it, seen by a learner in Chromium.

The server is started the way the tutorial command starts it (``python -m bgtutor.commands.tutorial``, in an
empty home folder, with nothing but the tutorial's own JupyterLab settings): the learner's copies
of the lessons are made, JupyterLab is German and asks nothing. Every lesson is opened *without
running a cell*: each shows its boards as pictures and its first exercise's task, and nowhere
"Error displaying widget". Then a lesson is run, a move made and saved: the checkout is unchanged,
and the saved lesson, opened again, still shows its boards.
"""

from __future__ import annotations

import json
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from browserkit import Server, Tab, click_first, screenshot, text_of
from playwright.sync_api import Browser, Page, expect

from bgtutor.commands.notebook_outputs import WIDGET_VIEW
from bgtutor.tutor.exercises.engine import task_text
from bgtutor.tutor.lessons import LESSONS
from bgtutor.widgets.static import STATIC_CLASS
from conftest import (
    KERNEL_READY,
    NOTEBOOK_TIMEOUT_MS,
    REPO,
    TIMEOUT_MS,
    _environment,
    _free_port,
    _new_tab,
    _start,
)

pytestmark = pytest.mark.browser

ERROR = "Error displaying widget"
LESSON3 = "03-Schlagen-und-Einsetzen.ipynb"
DRAWN_AS = """(path) => {
    const panel = window.jupyterapp.shell.currentWidget;
    if (!panel || !panel.context || panel.context.path !== path) return null;
    const cells = panel.content.widgets.filter((cell) => cell.model.type === 'code');
    if (!cells.every((cell) => cell.outputArea.widgets.length === cell.model.outputs.length)) return null;
    const chosen = [], rendermime = panel.content.rendermime;
    for (const cell of cells) {
        for (let index = 0; index < cell.model.outputs.length; index++) {
            const output = cell.model.outputs.get(index);
            chosen.push(rendermime.preferredMimeType(output.data, output.trusted ? 'any' : 'ensure'));
        }
    }
    return chosen;
}"""
"""Once every stored output of the notebook at ``path`` is drawn: the type each is drawn as (the
choice JupyterLab's output area makes), else null."""


@pytest.fixture(scope="module")
def tutorial(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, Path]]:
    """The tutorial's JupyterLab (no token, app exposed for the tests), and the folder of the
    learner's lessons (``notebooks/`` in the learner's folder, beside ``images/``)."""
    home = tmp_path_factory.mktemp("learner-home")
    env = _environment(home)
    env["HOME"] = str(home)
    lessons = home / "bgtutor-lektionen"
    port = _free_port()
    argv = [
        sys.executable, "-m", "bgtutor.commands.tutorial", "--source", str(REPO),
        "--lessons", str(lessons), "--no-browser", f"--port={port}", "--IdentityProvider.token=",
        "--ServerApp.password=", "--LabApp.expose_app_in_browser=True",
    ]  # fmt: skip
    server = _start("jupyterlab", argv, port, home, env, home / "tutorial.log")
    yield server, lessons / "notebooks"
    server.stop()


def _git_status() -> str:
    return subprocess.run(
        ["git", "status", "--porcelain"], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout


def _open(browser: Browser, server: Server, notebook: str, requests: list[str]) -> Tab:
    """Open ``notebook`` (in the lessons' folder) in a fresh workspace, run nothing, and wait until
    its outputs are drawn."""
    tab = _new_tab(browser, server)
    tab.page.on("request", lambda request: requests.append(request.url))
    path = f"notebooks/{notebook}"
    tab.page.goto(f"{server.url}/lab/workspaces/{uuid.uuid4().hex}/tree/{path}")
    expect(tab.page.locator(".jp-Notebook .jp-Cell").first).to_be_visible(timeout=NOTEBOOK_TIMEOUT_MS)
    tab.page.wait_for_function(KERNEL_READY, arg=path, timeout=NOTEBOOK_TIMEOUT_MS)
    return tab


def _no_live_view(page: Page, notebook: str) -> None:
    """Every stored output of ``notebook`` is drawn, and none as a live widget view: its model is
    missing before the kernel ran ("Loading widget...", then "Error displaying widget")."""
    drawn = page.wait_for_function(DRAWN_AS, arg=f"notebooks/{notebook}", timeout=TIMEOUT_MS).json_value()
    assert WIDGET_VIEW not in drawn and "text/html" in drawn, drawn
    body = page.inner_text("body")
    assert ERROR not in body and "Loading widget" not in body


def _no_dialog_and_german(page: Page) -> None:
    expect(page.locator(".jp-Dialog")).to_have_count(0)  # no kernel choice, no news question
    expect(page.locator("#jp-menu-panel, .lm-MenuBar").first).to_contain_text("Datei")
    expect(page.locator(".jp-toast-container .Toastify__toast")).to_have_count(0)


def _foreign(requests: list[str], server: Server) -> list[str]:
    return [url for url in requests if not url.startswith((server.url, "data:", "blob:", "about:"))]


def test_the_tutorial_opens_on_the_contents_with_its_picture_among_the_lessons(
    browser: Browser, tutorial: tuple[Server, Path]
) -> None:
    """The address the tutorial prints (here without a token) opens the contents; its picture
    (``../images/start.png``, in the learner's folder beside the lessons) is shown, and the file
    browser lists the lessons."""
    server, _ = tutorial
    requests: list[str] = []
    tab = _new_tab(browser, server)
    tab.page.on("request", lambda request: requests.append(request.url))
    page = tab.page
    try:
        page.goto(f"{server.url}/")
        page.wait_for_function(KERNEL_READY, arg="notebooks/00-Inhalt.ipynb", timeout=NOTEBOOK_TIMEOUT_MS)
        _no_dialog_and_german(page)
        picture = page.locator('.jp-MarkdownOutput img[alt^="Die Ausgangsstellung"]')
        expect(picture).to_be_visible()
        page.wait_for_function(
            "(img) => img.complete && img.naturalWidth > 0", arg=picture.element_handle(), timeout=TIMEOUT_MS
        )
        listing = page.locator(".jp-DirListing-content")
        expect(listing).to_contain_text("01-Das-Brett.ipynb")
        expect(page.locator(".jp-BreadCrumbs")).to_contain_text("notebooks")
        screenshot(page, "first-contact-contents")
        assert _foreign(requests, server) == []
    except BaseException:
        print(tab.dump("FAILED-first-contact-contents"))
        raise
    finally:
        page.evaluate("() => window.jupyterapp.serviceManager.sessions.shutdownAll()")
        tab.close()


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.notebook for lesson in LESSONS])
def test_a_lesson_opened_before_anything_runs_shows_its_boards_and_tasks(
    browser: Browser, tutorial: tuple[Server, Path], lesson: object
) -> None:
    server, _ = tutorial
    requests: list[str] = []
    tab = _open(browser, server, lesson.notebook, requests)  # type: ignore[attr-defined]
    page = tab.page
    try:
        _no_dialog_and_german(page)
        pictures = page.locator(f".jp-OutputArea-output .{STATIC_CLASS} img")
        expect(pictures.first).to_be_visible()
        _no_live_view(page, lesson.notebook)  # type: ignore[attr-defined]
        assert page.locator(".jp-OutputArea-output", has_text=ERROR).count() == 0
        first = lesson.levels[0].tasks[0]  # type: ignore[attr-defined]  # the first level is open
        task = page.locator(f".jp-OutputArea-output .{STATIC_CLASS}", has_text=task_text(first, "de")).first
        task.scroll_into_view_if_needed()
        expect(task).to_be_visible()
        assert pictures.count() >= 1
        # opening changes nothing: no "unsaved" mark on the tab, no question on closing it
        assert page.locator(".lm-TabBar-tab.jp-mod-current.jp-mod-dirty").count() == 0
        screenshot(page, f"first-open-{lesson.notebook.removesuffix('.ipynb')}", task)  # type: ignore[attr-defined]
        assert _foreign(requests, server) == []
    except BaseException:
        print(tab.dump(f"FAILED-first-open-{lesson.notebook}"))  # type: ignore[attr-defined]
        raise
    finally:
        tab.page.evaluate("() => window.jupyterapp.serviceManager.sessions.shutdownAll()")
        tab.close()


def test_a_trusted_lesson_opened_before_anything_runs_shows_its_boards_too(
    browser: Browser, tutorial: tuple[Server, Path]
) -> None:
    """JupyterLab renders a trusted notebook's outputs differently (it would pick a live view,
    whose model is missing before the kernel ran): sign the learner's copy, then open it."""
    server, lessons = tutorial
    notebook = LESSONS[0].notebook
    env = _environment(lessons.parents[1])  # the server's Jupyter folders: its signature database
    subprocess.run([sys.executable, "-m", "jupyter", "trust", str(lessons / notebook)], env=env, check=True)
    tab = _open(browser, server, notebook, [])
    try:
        expect(tab.page.locator(f".jp-OutputArea-output .{STATIC_CLASS} img").first).to_be_visible()
        _no_live_view(tab.page, notebook)
        trusted = tab.page.evaluate(
            "() => window.jupyterapp.shell.currentWidget.content.widgets.every("
            "c => c.model.type !== 'code' || c.model.trusted)"
        )
        assert trusted, "JupyterLab did not take the signed notebook as trusted"
    finally:
        tab.page.evaluate("() => window.jupyterapp.serviceManager.sessions.shutdownAll()")
        tab.close()


def test_a_visit_changes_nothing_in_the_checkout_and_the_saved_lesson_opens_again(
    browser: Browser, tutorial: tuple[Server, Path]
) -> None:
    """Run lesson 3, make a move on its first exercise, save: ``git status`` is as before the
    visit (the learner's copy took the save), and the saved lesson opened again shows its boards."""
    server, lessons = tutorial
    before = _git_status()
    requests: list[str] = []
    tab = _open(browser, server, LESSON3, requests)
    page = tab.page
    try:
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        page.wait_for_function(KERNEL_READY, arg=f"notebooks/{LESSON3}", timeout=NOTEBOOK_TIMEOUT_MS)
        first = LESSONS[2].levels[0].tasks[0]  # the first level is open
        widget = page.locator(".bg-exercise").filter(
            has=page.locator(".bg-task", has_text=task_text(first, "de"))
        )
        expect(widget).to_have_count(1)
        message = widget.locator(".bg-message")
        expect(message).to_contain_text("gewürfelt")
        shown = text_of(message)
        source = 10 if first.key == "hit-the-blot" else 24
        click_first(page, widget, source, message)
        expect(message).not_to_have_text(shown)
        screenshot(page, "first-contact-move", widget)
        page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
        page.wait_for_function(
            "() => !window.jupyterapp.shell.currentWidget.context.model.dirty", timeout=NOTEBOOK_TIMEOUT_MS
        )
        assert _foreign(requests, server) == []
    finally:
        page.evaluate("() => window.jupyterapp.serviceManager.sessions.shutdownAll()")
        tab.close()
    assert _git_status() == before, "using the tutorial changed the checkout"
    saved = json.loads((lessons / LESSON3).read_text(encoding="utf-8"))
    outputs = [output for cell in saved["cells"] for output in cell.get("outputs", [])]
    assert all(WIDGET_VIEW not in output.get("data", {}) for output in outputs)
    htmls = ["".join(output.get("data", {}).get("text/html", "")) for output in outputs]  # str or lines
    assert sum(STATIC_CLASS in html for html in htmls) >= len(LESSONS[2].levels)  # one picture per level
    again = _open(browser, server, LESSON3, [])
    try:
        expect(again.page.locator(f".{STATIC_CLASS} img").first).to_be_visible()
        _no_live_view(again.page, LESSON3)
    finally:
        again.page.evaluate("() => window.jupyterapp.serviceManager.sessions.shutdownAll()")
        again.close()
