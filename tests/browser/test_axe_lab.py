"""axe-core on the notebook's own content (its rendered Markdown and the cells' outputs: the
widgets) of every page a learner opens in JupyterLab (the contents, every lesson, the practice
game, the training and the final check; lesson 3 and the practice game in English too), at the
school laptop's 1366×768, once all its cells have run: no critical or serious violation. The
learner has solved some levels (axekit.PRACTISED_CODE), so each lesson shows a solved level with
its worked examples, an open one and a locked one. JupyterLab's own chrome (menus, toolbars, file
browser, code editors) is not checked."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from axekit import ENGLISH, NOTEBOOK_CONTENT, PAGES, check, prepare, write_practised_progress
from browserkit import Server, Tab
from playwright.sync_api import Browser

from conftest import _shut_lab_kernels, open_in_lab

pytestmark = pytest.mark.browser

LAPTOP = {"width": 1366, "height": 768}
LAB_PAGES = [*PAGES, *ENGLISH]


@pytest.fixture(scope="module")
def practised(lab_server: Server) -> Iterator[Server]:
    """The server's learner with the checked learner's progress; their folder (progress, the
    practice game's preferences) is as it was again afterwards."""
    home = lab_server.bgtutor_home
    assert home is not None
    before = {path: path.read_bytes() for path in home.rglob("*") if path.is_file()}
    (home / "progress.json").unlink(missing_ok=True)
    write_practised_progress(home / "progress.json")
    yield lab_server
    for path in home.rglob("*"):
        if path.is_file() and path not in before:
            path.unlink()
    for path, data in before.items():
        path.write_bytes(data)


@pytest.fixture
def page_tab(browser: Browser, practised: Server, notebook: str, ready: str) -> Iterator[Tab]:
    """The test's ``notebook`` (its parameters) opened and run, closed after the test."""
    tab = open_in_lab(browser, practised, notebook, ready=ready, viewport=LAPTOP)
    yield tab
    _shut_lab_kernels(tab)
    tab.close()


@pytest.mark.parametrize(
    ("notebook", "ready"), LAB_PAGES, ids=[name.replace("/", "-") for name, _ in LAB_PAGES]
)
def test_no_critical_or_serious_axe_violation_in_jupyterlab(page_tab: Tab, notebook: str) -> None:
    prepare(page_tab.page, notebook)
    check(page_tab.page, "lab", notebook, NOTEBOOK_CONTENT)
