"""The browser edition (JupyterLite, Pyodide) in Chromium: the static site of ``bash tools/lite``
served by ``python -m http.server``; the demo notebook runs, a move is made with the mouse on the
SVG board, the exercise's verdict appears, and no request leaves the server. Lesson 3 runs too
(steppers and exercises on the SVG board, no NumPy, no matplotlib): a move on its first
exercise's board with the mouse, then "Prüfen", gives the verdict. Both editions' contents open
with their picture and without the "unsaved" mark, and a Position ID mistyped into a new cell is
one German box, not a traceback.

The site is built first unless ``build/lite`` is newer than the package, the notebooks, their
pictures and the build tools (a build with cached downloads takes about half a minute).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from browserkit import Server, Tab, not_on_screen, screenshot, scroll_to_top
from playwright.sync_api import Browser, expect

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import lite_browser  # noqa: E402  (tools/ is not a package)

pytestmark = pytest.mark.browser
KERNEL_MS = 150_000  # Pyodide's start on a busy two-core machine; about 10 s when idle
STEP_MS = 20_000


@pytest.fixture(scope="module")
def lite_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    site = lite_browser.SITE
    if not lite_browser.site_is_fresh(site):
        lite_browser.build(site)
    log = tmp_path_factory.mktemp("lite") / "http.log"
    port = lite_browser.free_port()
    argv = [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(site)]
    with log.open("wb") as out:
        process = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    server = Server("http.server", f"http://127.0.0.1:{port}", process, log)
    time.sleep(0.5)
    yield server
    server.stop()


@pytest.fixture(scope="module")
def demo(browser: Browser, lite_server: Server) -> Iterator[Tab]:
    """The demo notebook opened in JupyterLite and run (Run All) until its board is there."""
    context = browser.new_context(viewport={"width": 1400, "height": 1050}, locale="de-DE")
    tab = Tab(context.new_page(), context, lite_server)
    tab.page.on("console", lambda message: tab.console.append(f"{message.type}: {message.text}"))
    context.on("request", lambda request: tab.requests.append(request.url))
    tab.page.on("websocket", lambda socket: tab.requests.append(socket.url))
    page = tab.page
    try:
        page.goto(f"{lite_server.url}/lab/index.html?path={lite_browser.DEMO}")
        ready = lite_browser.KERNEL_READY
        page.wait_for_function(ready, arg=lite_browser.DEMO, polling=250, timeout=KERNEL_MS)
        page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
        expect(page.locator(".bg-svgboard-view svg")).to_be_visible(timeout=KERNEL_MS)
    except BaseException:
        print(tab.dump("FAILED-open-lite-demo"))
        tab.close()
        raise
    yield tab
    tab.close()


def test_the_demo_runs_in_pyodide_without_errors(demo: Tab) -> None:
    page = demo.page
    versions = page.locator(".jp-OutputArea-output pre").first
    expect(versions).to_contain_text("Python 3.14", timeout=STEP_MS)
    expect(versions).to_contain_text("matplotlib: nicht vorhanden")
    errors = page.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.error"]')
    assert errors.count() == 0, errors.first.inner_text()
    expect(page.locator('.jp-OutputArea-output[data-mime-type="image/svg+xml"]')).to_be_visible()  # a picture
    assert page.locator(".jp-OutputArea-output svg.bg-svgboard").count() == 1  # and the board widget


def test_a_move_with_the_mouse_on_the_svg_board_gets_the_verdict(demo: Tab) -> None:
    page = demo.page
    board = page.locator(".bg-svgboard-view")
    message = page.locator(".bg-svg-board .bg-message")
    clicks = [("bar", "gewählt"), ("22", "Gezogen: bar/22"), ("22", "gewählt"), ("16", "vollständig")]
    for place, says in clicks:
        board.locator(f'[data-place="{place}"]').click()  # a real mouse click at the area's middle
        expect(message).to_contain_text(says, timeout=STEP_MS)
    expect(board.locator("g.bg-arrow")).to_have_count(2)
    page.locator(".bg-svg-board .bg-confirm").click()
    expect(page.locator(".bg-demo-verdict")).to_contain_text("Richtig", timeout=STEP_MS)
    expect(board.locator("svg")).to_have_attribute("data-turn", "black")


def test_python_starts_with_bgtutor_loaded_and_compiled(demo: Tab) -> None:
    """The kernel starts with the lessons' packages already loaded (Pyodide's ``packages``, one
    batch) and imports them from bytecode (tools/lite_pyc.py), bgtutor too (no source to fetch)."""
    settings = json.loads((lite_browser.SITE / "jupyter-lite.json").read_text("utf-8"))
    kernel = settings["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"
    ]
    assert {"ipython", "pyodide-kernel", "bgtutor"} <= set(kernel["loadPyodideOptions"]["packages"])
    code = (
        "import os, IPython, ipywidgets, bgtutor.widgets.svgboard as b\n"
        "print(type(IPython.__spec__.loader).__name__, type(ipywidgets.__spec__.loader).__name__,"
        " type(b.__spec__.loader).__name__, b.__file__.endswith('.pyc'),"
        " os.path.exists(b.__file__.removesuffix('c')))"
    )
    out = demo.page.evaluate(lite_browser.RUN_IN_KERNEL, code)
    assert out.split() == ["SourcelessFileLoader"] * 3 + ["True", "False"], out


def test_the_lessons_data_comes_from_the_snapshot_in_bgtutors_wheel(demo: Tab) -> None:
    """bgtutor's wheel holds the lessons' data as read (tools/lite_wheel.py), and Pyodide uses it:
    the data files in the wheel are byte for byte those it was made from."""
    code = (
        "import bgtutor.tutor.lessons as lessons\n"
        "print(lessons._snapshot() is not None, lessons.level_named('hitting').lesson)"
    )
    out = demo.page.evaluate(lite_browser.RUN_IN_KERNEL, code)
    assert out.split() == ["True", "3"], out


def test_no_request_left_the_server(demo: Tab) -> None:
    assert len(demo.requests) > 50  # the app, Pyodide and the wheels were all fetched ...
    assert any(url.endswith("pyodide.asm.wasm") for url in demo.requests)
    assert any("/static/pyodide/bgtutor-" in url for url in demo.requests)
    assert demo.foreign_requests() == []  # ... from the server alone


LESSON = "notebooks/03-Schlagen-und-Einsetzen.ipynb"  # the site's files have the project's layout
LAST_LEVEL = ".bg-level-hit-and-run"  # the lesson's last cell shows this level


@pytest.fixture(scope="module")
def lesson(browser: Browser, lite_server: Server) -> Iterator[Tab]:
    """Lesson 3 opened in JupyterLite and run (Run All) to its last cell."""
    context = browser.new_context(viewport={"width": 1400, "height": 1050}, locale="de-DE")
    tab = Tab(context.new_page(), context, lite_server)
    tab.page.on("console", lambda message: tab.console.append(f"{message.type}: {message.text}"))
    context.on("request", lambda request: tab.requests.append(request.url))
    tab.page.on("websocket", lambda socket: tab.requests.append(socket.url))
    page = tab.page
    try:
        start = time.perf_counter()
        page.goto(f"{lite_server.url}/lab/index.html?path={LESSON}")
        page.wait_for_function(lite_browser.KERNEL_READY, arg=LESSON, polling=250, timeout=KERNEL_MS)
        idle = time.perf_counter() - start
        page.evaluate("window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")  # stored ones
        page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
        expect(page.locator(".bg-level .bg-svgboard-view svg").first).to_be_visible(timeout=KERNEL_MS)
        first = time.perf_counter() - start
        expect(page.locator(f".jp-OutputArea-output {LAST_LEVEL}")).to_be_attached(timeout=KERNEL_MS)
        print(
            f"lesson 3: kernel idle {idle:.1f} s, first board {first:.1f} s, "
            f"all cells {time.perf_counter() - start:.1f} s after opening"
        )
    except BaseException:
        print(tab.dump("FAILED-open-lite-lesson3"))
        tab.close()
        raise
    yield tab
    tab.close()


def test_lesson_3_runs_and_its_first_exercise_takes_a_move_with_the_mouse(lesson: Tab) -> None:
    page = lesson.page
    errors = page.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.error"]')
    assert errors.count() == 0, errors.first.inner_text()
    exercise = page.locator(".bg-exercise").first
    exercise.scroll_into_view_if_needed()
    board = exercise.locator(".bg-svgboard-view")
    message = exercise.locator(".bg-message")
    # hit-the-blot: White to play 2-1; 10/8* 24/23 is one of the right answers
    clicks = [("10", "gewählt"), ("8", "Gezogen: 10/8*"), ("24", "gewählt"), ("23", "vollständig")]
    for place, says in clicks:
        board.locator(f'[data-place="{place}"]').click()  # a real mouse click at the area's middle
        expect(message).to_contain_text(says, timeout=STEP_MS)
    exercise.locator(".bg-check").click()
    expect(exercise.locator(".bg-feedback .bg-right")).to_be_visible(timeout=STEP_MS)
    assert lesson.foreign_requests() == []
    # One view in the browser edition too: the task, the board, "Prüfen" and the verdict together
    # on the school laptop and on the projector, with the file browser open, without scrolling.
    expect(page.locator(".jp-FileBrowser")).to_be_visible()
    parts = {
        "task": exercise.locator(".bg-task"),
        "board": board.locator("svg"),
        "submit": exercise.locator(".bg-check"),
        "verdict": exercise.locator(".bg-feedback .bg-verdict"),
    }
    missing = []
    for width, height in ((1366, 768), (1024, 768)):
        page.set_viewport_size({"width": width, "height": height})
        scroll_to_top(page, exercise)
        missing += not_on_screen(page, "lab", parts, (width, height))
        screenshot(page, f"one-view-lite-{width}x{height}-lesson3")
    page.set_viewport_size({"width": 1400, "height": 1050})
    assert missing == [], "\n".join(missing)


def test_a_mistyped_position_id_in_a_new_cell_is_one_german_box_in_the_browser_too(lesson: Tab) -> None:
    """A class without Python gets the same answer to a typo as in JupyterLab: the lesson's first
    cell switched bgtutor's errors to a box (IPython's handler works in Pyodide's kernel too)."""
    page = lesson.page
    page.evaluate(
        """async (code) => {
            const app = window.jupyterapp; const notebook = app.shell.currentWidget.content;
            notebook.activeCellIndex = notebook.widgets.length - 1;
            await app.commands.execute('notebook:insert-cell-below');
            notebook.activeCell.model.sharedModel.setSource(code);
            await app.commands.execute('notebook:run-cell');
        }""",
        'from bgtutor.widgets import BoardWidget\n\nBoardWidget("4HPwATDgc/AB", (6, 5))',
    )
    box = page.locator(".bg-cell-error").last
    expect(box).to_contain_text("Das geht so nicht", timeout=STEP_MS)
    expect(box).to_contain_text("„4HPwATDgc/AB“ ist keine Position-ID von GNU Backgammon")
    errors = page.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.error"]')
    assert errors.count() == 0  # no traceback
    assert lesson.foreign_requests() == []


EDITIONS = [
    ("notebooks/00-Inhalt.ipynb", "Die Ausgangsstellung", "de-DE"),
    ("notebooks/en/00-Contents.ipynb", "The starting position", "en-GB"),
]


@pytest.mark.parametrize(("contents", "alt", "locale"), EDITIONS, ids=["de", "en"])
def test_each_editions_contents_show_their_picture_and_open_unchanged(
    browser: Browser, lite_server: Server, contents: str, alt: str, locale: str
) -> None:
    """The site holds notebooks/ (and notebooks/en/) beside images/, as the project does, so the
    contents' picture is found (shown before any cell runs); once Python has started, the tab has
    no "unsaved" mark: the notebook already names the Pyodide kernel, as JupyterLab would write it."""
    site = lite_browser.SITE
    assert (site / "files" / contents).is_file()
    context = browser.new_context(viewport={"width": 1400, "height": 1050}, locale=locale)
    tab = Tab(context.new_page(), context, lite_server)
    context.on("request", lambda request: tab.requests.append(request.url))
    page = tab.page
    try:
        page.goto(f"{lite_server.url}/lab/index.html?path={contents}")
        picture = page.locator(f'.jp-MarkdownOutput img[alt^="{alt}"]')
        expect(picture).to_be_visible(timeout=KERNEL_MS)
        page.wait_for_function(
            "(img) => img.complete && img.naturalWidth > 0", arg=picture.element_handle(), timeout=STEP_MS
        )
        page.wait_for_function(lite_browser.KERNEL_READY, arg=contents, polling=250, timeout=KERNEL_MS)
        page.wait_for_timeout(1000)  # the kernel's metadata reaches the model
        assert page.locator(".lm-TabBar-tab.jp-mod-current.jp-mod-dirty").count() == 0
        assert tab.foreign_requests() == []
    except BaseException:
        print(tab.dump(f"FAILED-open-lite-contents-{locale}"))
        raise
    finally:
        tab.close()


def test_the_addresses_readme_and_the_teachers_guides_give_for_the_browser_edition_are_in_the_site(
    lite_server: Server,
) -> None:
    docs = ["README.md", "docs/Lehrerhandreichung.md", "docs/TeachersGuide.md"]
    found = {
        doc: re.findall(r"index\.html\?path=([\w/.-]+\.ipynb)", (ROOT / doc).read_text("utf-8"))
        for doc in docs
    }
    assert (
        "notebooks/00-Inhalt.ipynb" in found["README.md"]
        and "notebooks/en/00-Contents.ipynb" in found["README.md"]
    )
    assert found["docs/Lehrerhandreichung.md"] == ["notebooks/00-Inhalt.ipynb"]
    assert found["docs/TeachersGuide.md"] == ["notebooks/en/00-Contents.ipynb"]
    paths = [path for listed in found.values() for path in listed]
    for path in paths:
        assert (lite_browser.SITE / "files" / path).is_file(), path
    assert (lite_browser.SITE / "files" / "notebooks" / "Beispielklasse").is_dir()  # the class overview's
