"""The board's messages are device-neutral (issue 25): a learner who plays with the keyboard is
never told to click. Every text of the board's catalog (what the board and its live region say),
the exercise's "make a move first" and every lesson task, in German and English."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from bgtutor.board.state import BoardState, announcement
from bgtutor.rules.dice import Roll
from bgtutor.rules.position import Position
from bgtutor.tutor.exercises.engine import task_text
from bgtutor.tutor.lessons import EXERCISES

PACKAGE = Path(__file__).resolve().parents[1] / "bgtutor"
MOUSE = re.compile(r"klick|click", re.IGNORECASE)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_board_message_says_click(lang: str) -> None:
    catalog = tomllib.loads((PACKAGE / "board" / "locales" / f"{lang}.toml").read_text(encoding="utf-8"))
    tutor = tomllib.loads((PACKAGE / "tutor" / "locales" / f"{lang}.toml").read_text(encoding="utf-8"))
    texts = {key: text for key, text in catalog.items() if key.startswith("ui-")}
    texts["ex-make-a-move"] = tutor["ex-make-a-move"]
    assert len(texts) > 20
    assert {key: text for key, text in texts.items() if MOUSE.search(text)} == {}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_lesson_task_says_click(lang: str) -> None:
    said = {key: task_text(exercise, lang) for key, exercise in EXERCISES.items()}
    assert {key: text for key, text in said.items() if MOUSE.search(text)} == {}


def test_what_the_live_region_says_after_a_pick_names_the_destination_without_a_mouse() -> None:
    state = BoardState.new(Position.start(), Roll(6, 5), exam=True).click(24)
    assert announcement(state, "de").endswith("Wähle das Ziel.")
    assert announcement(state, "en").endswith("Choose the destination.")
