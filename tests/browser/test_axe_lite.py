"""axe-core on the notebook's own content (its rendered Markdown and the cells' outputs: the
widgets) of every page a learner opens in the browser edition (JupyterLite; the contents, every
lesson, the practice game, the training and the final check), at the school laptop's 1366×768,
once all its cells have run in Pyodide: no critical or serious violation. The learner has solved
some levels (axekit.PRACTISED_CODE, run in the page's kernel first), so each lesson shows a solved
level with its worked examples, an open one and a locked one. JupyterLab's own chrome is not
checked. The site is built first unless ``build/lite`` is current (as for test_lite.py)."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from axekit import NOTEBOOK_CONTENT, PAGES, PRACTISED_CODE, check, prepare
from browserkit import Server, Tab
from playwright.sync_api import Browser, expect

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import lite_browser  # noqa: E402  (tools/ is not a package)

pytestmark = pytest.mark.browser

KERNEL_MS = 150_000  # Pyodide's start on a busy two-core machine; about 10 s when idle
LAPTOP = {"width": 1366, "height": 768}


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """The browser edition (built if it is not current), served by ``python -m http.server``."""
    if not lite_browser.site_is_fresh(lite_browser.SITE):
        lite_browser.build(lite_browser.SITE)
    log = tmp_path_factory.mktemp("lite-axe") / "http.log"
    port = lite_browser.free_port()
    argv = [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1"]
    argv += ["--directory", str(lite_browser.SITE)]
    with log.open("wb") as out:
        process = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    server = Server("http.server", f"http://127.0.0.1:{port}", process, log)
    time.sleep(0.5)
    yield server
    server.stop()


def _open(browser: Browser, server: Server, notebook: str, ready: str) -> Tab:
    """``notebook`` opened in a fresh browser context, the checked learner's progress written by
    its kernel, its stored outputs cleared and all its cells run in Pyodide, until an output shows
    ``ready``."""
    context = browser.new_context(viewport=LAPTOP, locale="de-DE")
    tab = Tab(context.new_page(), context, server)
    tab.page.on("console", lambda message: tab.console.append(f"{message.type}: {message.text}"))
    page, path = tab.page, f"notebooks/{notebook}"
    try:
        page.goto(f"{server.url}/lab/index.html?path={path}")
        page.wait_for_function(lite_browser.KERNEL_READY, arg=path, polling=250, timeout=KERNEL_MS)
        said = page.evaluate(lite_browser.RUN_IN_KERNEL, "PATH = None\n" + PRACTISED_CODE)
        assert "ERROR" not in said, said
        page.evaluate("window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")
        page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
        expect(page.locator(f".jp-Notebook .jp-OutputArea-output {ready}").first).to_be_visible(
            timeout=KERNEL_MS
        )
        page.wait_for_function(lite_browser.KERNEL_READY, arg=path, polling=250, timeout=KERNEL_MS)
        errors = page.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.error"]')
        assert errors.count() == 0, f"a cell of {notebook} failed:\n{errors.first.inner_text()}"
    except BaseException:
        print(tab.dump(f"FAILED-open-lite-{notebook}"))
        tab.close()
        raise
    return tab


@pytest.fixture
def page_tab(browser: Browser, site: Server, notebook: str, ready: str) -> Iterator[Tab]:
    """The test's ``notebook`` (its parameters) opened and run, closed after the test."""
    tab = _open(browser, site, notebook, ready)
    yield tab
    tab.close()


@pytest.mark.parametrize(("notebook", "ready"), PAGES, ids=[name.replace("/", "-") for name, _ in PAGES])
def test_no_critical_or_serious_axe_violation_in_the_browser_edition(page_tab: Tab, notebook: str) -> None:
    prepare(page_tab.page, notebook)
    check(page_tab.page, "lite", notebook, NOTEBOOK_CONTENT)
