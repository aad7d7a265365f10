"""Two learners in one Voilà app (``tools/app``), each in a browser of their own: each signs in by
name, answers lesson 3's exercise with the mouse and saves a practice game; each learner's own
folder in the class folder then holds that learner's answer and game, and nothing of the other's."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from browserkit import (
    EXERCISE,
    Server,
    Tab,
    exercise_refused_step,
    exercise_right_play,
    practice_turn,
    wait_for_the_start,
    wait_for_voila_page,
)
from playwright.sync_api import Browser, expect

from bgtutor.tutor.progress.records import load_progress
from conftest import LESSON3, NOTEBOOK_TIMEOUT_MS, PRACTICE, _new_tab

pytestmark = pytest.mark.browser


@pytest.fixture
def anna_and_bernd(browser: Browser, voila_server: Server) -> Iterator[tuple[Tab, Tab]]:
    tabs = (_new_tab(browser, voila_server, learner="Anna"), _new_tab(browser, voila_server, learner="Bernd"))
    yield tabs
    for tab in tabs:
        tab.close()


def _open_together(tabs: tuple[Tab, ...], notebook: str) -> None:
    """Open ``notebook`` in every tab at once, then wait until each page is complete."""
    logged = tabs[0].server.log.stat().st_size
    for tab in tabs:
        tab.page.goto(f"{tab.server.url}/voila/render/notebooks/{notebook}", wait_until="commit")
    for tab in tabs:
        wait_for_voila_page(tab, notebook, logged, NOTEBOOK_TIMEOUT_MS / 1000)


def test_two_learners_keep_their_own_answers_and_games(anna_and_bernd: tuple[Tab, Tab]) -> None:
    anna, bernd = anna_and_bernd
    server = anna.server
    assert set(server.codes) >= {"Anna", "Bernd"}  # each was shown a code of their own
    assert server.codes["Anna"] != server.codes["Bernd"]
    # both open lesson 3 at the same time; Anna plays the exercise right, Bernd tries a blocked point
    _open_together(anna_and_bernd, LESSON3)
    exercise_right_play(anna.page, "class-anna")
    exercise_refused_step(bernd.page, "class-bernd")
    # each saves a practice game: Anna after one turn, Bernd as soon as it has started
    _open_together(anna_and_bernd, PRACTICE)
    practice_turn(anna.page, "class-anna")
    bernd.page.locator(".bg-practice button.bg-start-game").click()
    wait_for_the_start(bernd.page.locator(".bg-practice"))
    for tab in anna_and_bernd:
        tab.page.locator(".bg-practice button.bg-save").click()
        expect(tab.page.locator(".bg-practice")).to_contain_text("Der Stand ist gespeichert")

    folder = server.bgtutor_home.parent if server.bgtutor_home else None
    assert folder is not None
    homes = {name: folder / name.lower() for name in ("Anna", "Bernd")}
    tabs = dict(zip(homes, anna_and_bernd, strict=True))
    said = {name: tab.page.locator(".bg-practice").inner_text() for name, tab in tabs.items()}
    for name, home in homes.items():
        assert json.loads((home / "learner.json").read_text(encoding="utf-8"))["name"] == name
        assert str(home / "score.json") in " ".join(said[name].split()), said[name]
    answers = {
        name: [(answer.key, answer.correct) for answer in load_progress(home / "progress.json").answers]
        for name, home in homes.items()
    }
    assert answers == {"Anna": [(EXERCISE, True)], "Bernd": [(EXERCISE, False)]}
    games = {
        name: json.loads((home / "score.json").read_text(encoding="utf-8")) for name, home in homes.items()
    }
    turns = {name: len(game["game"]["turns"]) for name, game in games.items()}
    # Anna's game has her turn and the computer's answer; Bernd's at most the computer's opening
    assert turns["Anna"] >= 2 and turns["Bernd"] <= 1, games
