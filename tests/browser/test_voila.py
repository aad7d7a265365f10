"""The same flows in Voilà: the notebooks served as apps, without code, played with the mouse;
and the classroom app as ``tools/app`` serves it: the navigation links lead from lesson to lesson
and back to the contents, and no request leaves the machine."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest
from browserkit import (
    Tab,
    exercise_refused_step,
    exercise_right_play,
    exercise_with_keys,
    practice_turn,
    screenshot,
    wait_for_voila_page,
)
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
CONTENTS = "00-Inhalt.ipynb"
GLOSSARY = "08-Glossar.ipynb"
LESSONS = sorted(path.name for path in NOTEBOOKS.glob("0[1-6]-*.ipynb"))
RENDER_S = 120  # Voilà runs the whole notebook while it streams the page


def title_of(notebook: str) -> str:
    """The notebook's first top-level heading ("Lektion 3: Schlagen und Einsetzen")."""
    cells = json.loads((NOTEBOOKS / notebook).read_text(encoding="utf-8"))["cells"]
    for cell in cells:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    raise AssertionError(f"{notebook} has no title")


def follow_link(tab: Tab, target: str, text: str) -> None:
    """Click the first link to ``target`` (a relative link such as ``04-Abtragen.ipynb``) whose
    text contains ``text``, as a learner would, and wait for Voilà's page of ``target``."""
    page = tab.page
    link = page.locator(f'#rendered_cells a[href="{target}"]', has_text=text).first
    expect(link).to_be_visible()
    logged = tab.server.log.stat().st_size
    with page.expect_navigation(wait_until="commit"):
        link.click()
    address = f"{tab.server.url}/voila/render/notebooks/{target}"
    assert page.url == address, f"the link to {target} led to {page.url}"
    wait_for_voila_page(tab, target, logged, RENDER_S)


def check_page(tab: Tab, notebook: str) -> None:
    """The page shows the notebook's title and at least one board (a live SVG board, an ipympl
    canvas or a picture), and every picture on it has loaded."""
    page = tab.page
    expect(page).to_have_title(notebook.removesuffix(".ipynb"))
    expect(page.locator("#rendered_cells h1", has_text=title_of(notebook)).first).to_be_visible()
    boards = page.locator(
        "#rendered_cells .bg-svgboard-view svg, #rendered_cells .bg-board canvas, #rendered_cells img"
    )
    expect(boards.first).to_be_visible()
    broken = page.evaluate(
        "() => [...document.querySelectorAll('#rendered_cells img')]"
        ".filter(img => !(img.complete && img.naturalWidth > 0)).map(img => img.alt || img.src.slice(0, 80))"
    )
    assert broken == [], f"pictures on {notebook} did not load: {broken}"


def assert_only_local(tab: Tab, what: str) -> None:
    foreign = tab.foreign_requests()
    print(f"{what}: {len(tab.requests)} requests, {len(foreign)} to other hosts")
    assert tab.requests, f"no request was recorded for {what}"
    assert foreign == [], f"{what} asked other hosts than {tab.server.url}: {sorted(set(foreign))}"


def test_navigation_links_lead_through_every_lesson_and_back(voila_tab: Tab) -> None:
    """Contents → Lektion 1 → "Lektion 2 →" → … → Lektion 6 → "Inhalt" → "Glossar": each link opens
    the next notebook's page in the same app (not "403: Forbidden"), each page renders without an
    error and shows its title and a board (the glossary: its title), and not one request goes to
    another host (no CDN)."""
    tab, page = voila_tab, voila_tab.page
    assert len(LESSONS) == 6, LESSONS
    logged = tab.server.log.stat().st_size
    page.goto(f"{tab.server.url}/voila/render/notebooks/{CONTENTS}", wait_until="commit")
    wait_for_voila_page(tab, CONTENTS, logged, RENDER_S)
    check_page(tab, CONTENTS)
    # the picture linked ../images/start.png from notebooks/, put into the page by Voilà
    expect(page.locator('#rendered_cells img[alt^="Die Ausgangsstellung"]')).to_be_visible()
    follow_link(tab, LESSONS[0], "Das Brett")
    check_page(tab, LESSONS[0])
    for before, lesson in itertools.pairwise(LESSONS):
        number = int(lesson[:2])
        follow_link(tab, lesson, f"Lektion {number}")  # "Lektion 4: Abtragen →"
        check_page(tab, lesson)
        expect(page.locator(f'#rendered_cells a[href="{before}"]', has_text="←").first).to_be_visible()
    screenshot(page, "voila-lesson6")
    follow_link(tab, CONTENTS, "Inhalt")
    check_page(tab, CONTENTS)
    screenshot(page, "voila-contents")
    follow_link(tab, GLOSSARY, "Glossar")  # text only, no board
    expect(page.locator("#rendered_cells h1", has_text=title_of(GLOSSARY)).first).to_be_visible()
    assert_only_local(tab, "the contents, lessons 1-6 and the glossary")


def test_folder_and_error_pages_ask_no_other_host(voila_tab: Tab) -> None:
    """Voilà's other pages (the folder list at /, which leads to the lessons' folder, "404" for a
    missing notebook) come from the template's page.html without the Font Awesome link to a CDN."""
    page, url = voila_tab.page, voila_tab.server.url
    page.goto(f"{url}/")
    assert page.url.rstrip("/") == f"{url}/voila/tree/notebooks", page.url
    expect(page.get_by_text(LESSONS[2]).first).to_be_visible()
    answer = page.goto(f"{url}/voila/render/fehlt.ipynb")
    assert answer is not None and answer.status == 404
    expect(page.locator("body")).to_contain_text("404")
    page.wait_for_load_state("networkidle")
    assert_only_local(voila_tab, "the folder and 404 pages")


def test_contents_links_every_lesson_and_the_practice_game() -> None:
    """The contents page links each lesson and the practice game by its file name, which is what
    makes them reachable inside the app."""
    text = json.dumps(json.loads((NOTEBOOKS / CONTENTS).read_text(encoding="utf-8"))["cells"])
    for notebook in [*LESSONS, "07-Uebungspartie.ipynb"]:
        assert re.search(rf"\]\({re.escape(notebook)}\)", text), f"the contents do not link {notebook}"


def test_exercise_refuses_entering_on_a_blocked_point(voila_lesson3: Tab) -> None:
    """bar → 21 (Black holds it): the page names the reason ("gesperrt"), nothing moves."""
    exercise_refused_step(voila_lesson3.page, "voila")


def test_exercise_played_with_the_mouse_is_right(voila_lesson3: Tab) -> None:
    """bar → 23, 23 → 19*, Bestätigen: the board shows each step, the verdict is "Richtig"."""
    exercise_right_play(voila_lesson3.page, "voila")


def test_exercise_played_with_the_keyboard_is_right(voila_lesson3: Tab) -> None:
    """The same exercise with key presses only on the board (issue 25): Tab, arrows, Enter."""
    print("\n".join(exercise_with_keys(voila_lesson3.page, "voila")))


def test_practice_game_one_turn_against_the_computer(voila_practice: Tab) -> None:
    """Spiel starten, (Würfeln,) one turn by clicks, Bestätigen: the computer answers at once."""
    practice_turn(voila_practice.page, "voila")


def test_practice_app_shows_its_board(voila_practice: Tab) -> None:
    """The practice game opens as an app with its board drawn and its start button."""
    page = voila_practice.page
    game = page.locator(".bg-practice")
    expect(game.locator(".bg-board .bg-svgboard-view svg").first).to_be_visible()
    expect(game.locator("button.bg-start-game")).to_be_visible()


def test_no_request_leaves_the_machine(voila_lesson3: Tab, voila_practice: Tab) -> None:
    """Lesson 3 and the practice game, after being played: every request went to the Voilà server
    (no fonts or icons from a CDN)."""
    assert_only_local(voila_lesson3, "lesson 3")
    assert_only_local(voila_practice, "the practice game")
