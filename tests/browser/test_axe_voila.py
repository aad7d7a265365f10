"""axe-core on every page a learner opens in the Voilà app (the contents, every lesson, the
glossary, the practice game, the training and the final check; lesson 3 and the practice game in
English too), at the school laptop's 1366×768, once each page has run: no critical or serious
violation. The learner has solved some levels (axekit.PRACTISED_CODE), so each lesson shows a
solved level with its worked examples, an open one and a locked one. The whole page is checked:
in Voilà all of it is ours (the bgtutor template)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from axekit import ENGLISH, PAGES, PRACTISED, check, prepare, write_practised_progress
from browserkit import Server, Tab, sign_in, wait_for_voila_page
from playwright.sync_api import Browser, expect

from bgtutor.files.learners import slug_of
from conftest import NOTEBOOK_TIMEOUT_MS, _new_tab

pytestmark = pytest.mark.browser

LAPTOP = {"width": 1366, "height": 768}
VOILA_PAGES = [*PAGES, ("08-Glossar.ipynb", ".jp-MarkdownOutput h1"), *ENGLISH]


@pytest.fixture(scope="module")
def practised(browser: Browser, voila_server: Server) -> Server:
    """The app with :data:`~axekit.PRACTISED` signed up once and their progress written into their
    folder in the class folder."""
    tab = _new_tab(browser, voila_server, LAPTOP, learner=None)
    try:
        sign_in(tab.page, voila_server, PRACTISED)
    finally:
        tab.close()
    assert voila_server.bgtutor_home is not None
    folder = voila_server.bgtutor_home.parent / slug_of(PRACTISED)
    assert folder.is_dir(), folder
    write_practised_progress(folder / "progress.json")
    return voila_server


def _open(browser: Browser, server: Server, notebook: str, ready: str) -> Tab:
    """``notebook`` as the practised learner's Voilà page (as conftest's ``open_in_voila``)."""
    tab = _new_tab(browser, server, LAPTOP, learner=None)
    page = tab.page
    try:
        sign_in(page, server, PRACTISED)
        logged = server.log.stat().st_size
        page.goto(f"{server.url}/voila/render/notebooks/{notebook}", wait_until="commit")
        wait_for_voila_page(tab, notebook, logged, NOTEBOOK_TIMEOUT_MS / 1000)
        expect(page.locator(ready).first).to_be_visible()
    except BaseException:
        print(tab.dump(f"FAILED-open-voila-axe-{notebook.replace('/', '-')}"))
        tab.close()
        raise
    return tab


@pytest.fixture
def page_tab(browser: Browser, practised: Server, notebook: str, ready: str) -> Iterator[Tab]:
    """The page of the test's ``notebook`` (its parameters), closed after the test."""
    tab = _open(browser, practised, notebook, ready)
    yield tab
    tab.close()


@pytest.mark.parametrize(
    ("notebook", "ready"), VOILA_PAGES, ids=[name.replace("/", "-") for name, _ in VOILA_PAGES]
)
def test_no_critical_or_serious_axe_violation_in_voila(page_tab: Tab, notebook: str) -> None:
    page = page_tab.page
    prepare(page, notebook)
    check(page, "voila", notebook)
