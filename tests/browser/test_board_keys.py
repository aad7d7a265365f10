"""The board as an accessible control (issue 25), in JupyterLab in Chromium, with the keyboard only:
lesson 3's first two exercises (level 3.1) and one whole turn of the practice game, every move made
with key presses (Tab onto the board, the arrow keys, Enter, Escape, Backspace), never a mouse click.

What the board's live region says after each key is what the board's model says for the same
clicks (:func:`bgtutor.board.state.announcement`): the browser and the model are checked against
each other, and a few answers word for word. The accessibility tree shows each place as a button
named by what stands on it; it is saved as ``artifacts/keys-aria-*.txt``.
"""

from __future__ import annotations

import re

import pytest
from browserkit import (
    ARTIFACTS,
    ExerciseModel,
    Keyboard,
    Tab,
    position_from_description,
    screenshot,
    tab_to,
    text_of,
    wait_for_the_start,
)
from playwright.sync_api import Locator, expect

from bgtutor.board.state import BoardState, announcement
from bgtutor.rules.dice import Roll
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.places import place

pytestmark = pytest.mark.browser

LEVEL = "hitting"
"""Lesson 3's first level: its tasks are the lesson's first two exercises."""


def _task(lab_lesson3: Tab, key: str) -> Locator:
    task = lab_lesson3.page.locator(f".bg-level-{LEVEL} .bg-task-{key}")
    expect(task).to_be_visible()
    return task


def _check(keys: Keyboard, task: Locator) -> Locator:
    """Tab from the board to "Prüfen" and press Enter: the verdict."""
    check = task.locator("button.bg-check")
    tab_to(keys.page, check)
    keys.page.keyboard.press("Enter")
    feedback = task.locator(".bg-feedback")
    expect(feedback).to_contain_text("Richtig!")
    return feedback


def test_lesson3_first_exercise_with_the_keyboard_and_what_the_accessibility_tree_says(
    lab_lesson3: Tab,
) -> None:
    """Hit the blot (2-1): 13 picked, 12 tried and refused with its rule, Escape, 10/8* 6/5,
    "Prüfen": right. The tree while 13 is picked names every place, the picked one and where the
    numbers reach."""
    page, key = lab_lesson3.page, "hit-the-blot"
    task, model = _task(lab_lesson3, key), ExerciseModel(key)
    keys = Keyboard(page, task.locator(".bg-board"))
    assert keys.tab_in(task.locator(".bg-input input")) == "24"  # the back checker holds the tab stop
    keys.go_to(13)
    keys.expect_focus_visible()
    screenshot(page, "keys-hit-the-blot-focus", task)
    said = keys.press("Enter", model.click(13))
    assert said == "Stein auf 13 gewählt. So weit reichen deine Zahlen: 12, 11, 10. Wähle das Ziel."
    tree = keys.view.aria_snapshot()
    (ARTIFACTS / "keys-aria-hit-the-blot.txt").write_text(tree + "\n", encoding="utf-8")
    print(tree)
    assert tree.startswith('- group "Backgammon – Weiß am Zug":'), tree
    for name in (
        "Punkt 13: 5 weiße Steine – ausgewählt",
        "Punkt 12: 4 schwarze Steine – deine Zahlen reichen hierher",  # an exam board: reach, not legality
        "Punkt 10: 1 weißer Stein – deine Zahlen reichen hierher",
        "Punkt 8: 1 schwarzer Stein",
        "Punkt 7: leer",
        "Bar: leer",
        "Ablage: leer",
    ):
        assert f'button "{name}"' in tree, name
    assert tree.count('button "') == 26
    assert "1 2 3 4 5" not in tree  # the drawn numbers are hidden: the buttons say them
    said = keys.enter_on(12, model.click(12))  # Black holds 12: refused at once, with the rule
    assert said.startswith("Nicht erlaubt: Punkt 12 ist gesperrt: Dort stehen 4 gegnerische Steine.")
    expect(task.locator(".bg-feedback .bg-verdict")).to_contain_text("gesperrt")
    assert keys.press("Escape", model.escape()) == "Auswahl auf 13 aufgehoben."
    keys.enter_on(10, model.click(10))
    assert keys.enter_on(8, model.click(8)).startswith("Gezogen: 10/8*. Noch zu spielen: 1.")
    keys.enter_on(6, model.click(6))
    said = keys.enter_on(5, model.click(5))
    assert said.startswith("Der Zug 10/8* 6/5 ist vollständig gezogen.")
    expect(task.locator(".bg-steps")).to_have_text("Bisher gezogen: 10/8* 6/5")
    screenshot(page, "keys-hit-the-blot-played", task)
    _check(keys, task)
    screenshot(page, "keys-hit-the-blot-right", task)
    print("\n".join(keys.heard))
    # on to the second task, with the keyboard too
    following = page.locator(f".bg-level-{LEVEL} button.bg-level-next")
    tab_to(page, following)
    page.keyboard.press("Enter")
    expect(_task(lab_lesson3, "hit-where-it-lands")).to_be_visible()


def test_lesson3_second_exercise_with_escape_and_backspace(lab_lesson3: Tab) -> None:
    """Hit where it lands (6-4): 13 picked and let go with Escape, picked again with Space, 13/7
    made and taken back with Backspace, then 13/9 9/3*, "Prüfen": right."""
    page, key = lab_lesson3.page, "hit-where-it-lands"
    task = page.locator(f".bg-level-{LEVEL} .bg-task-{key}")
    if not task.is_visible():  # run alone: the first task is still shown, the level opened at it
        page.locator(f".bg-level-{LEVEL} button.bg-level-next").focus()
        page.keyboard.press("Enter")
    task, model = _task(lab_lesson3, key), ExerciseModel(key)
    keys = Keyboard(page, task.locator(".bg-board"))
    keys.tab_in(task.locator(".bg-input input"))
    said = keys.enter_on(13, model.click(13))
    assert said == "Stein auf 13 gewählt. So weit reichen deine Zahlen: 9, 7, 3. Wähle das Ziel."
    assert keys.press("Escape", model.escape()) == "Auswahl auf 13 aufgehoben."
    keys.press("Space", model.click(13))  # Space picks as Enter does
    keys.enter_on(7, model.click(7))
    expect(task.locator(".bg-steps")).to_have_text("Bisher gezogen: 13/7")
    assert keys.press("Backspace", model.backspace()) == "Zurückgenommen: 13/7."
    expect(task.locator(".bg-steps")).to_have_text("Bisher gezogen: –")
    keys.enter_on(13, model.click(13))
    keys.enter_on(9, model.click(9))
    keys.press("Enter", model.click(9))
    said = keys.enter_on(3, model.click(3))
    assert said.startswith("Der Zug 13/9/3* ist vollständig gezogen.") or said.startswith("Der Zug 13/3*")
    _check(keys, task)
    screenshot(page, "keys-hit-where-it-lands-right", task)
    print("\n".join(keys.heard))


_ROLL = re.compile(r"Du hast (\d)-(\d) gewürfelt")


def test_practice_game_one_turn_with_the_keyboard(lab_practice: Tab) -> None:
    """ "Spiel starten" and "Würfeln" with Enter, one whole turn on the board with the arrow keys
    and Enter (a legal play of the engine's), "Bestätigen" with Tab and Enter: the computer answers."""
    page = lab_practice.page
    game = page.locator(".bg-practice")
    status, board = game.locator(".bg-status"), game.locator(".bg-board")
    start = game.locator("button.bg-start-game")
    start.focus()
    page.keyboard.press("Enter")
    wait_for_the_start(game)
    if "Klicke auf „Würfeln“" in text_of(status):  # Black began and has played: White throws
        roll_button = game.locator("button.bg-roll")
        expect(roll_button).to_be_enabled()
        roll_button.focus()
        page.keyboard.press("Enter")
    message = board.locator(".bg-message")
    expect(message).to_have_text(re.compile(r"Du hast \S+ gewürfelt|kann sich kein Stein bewegen"))
    rolled = _ROLL.search(text_of(message))
    position = position_from_description(text_of(board.locator(".bg-description")))
    keys = Keyboard(page, board)
    keys.tab_in(board.locator(".bg-input input"))
    keys.expect_focus_visible()
    played = ""
    if rolled:
        roll = Roll(int(rolled.group(1)), int(rolled.group(2)))
        play = legal_plays(position, roll)[0]
        state = BoardState.new(position, roll)
        for step in play.steps:
            for where in (step.src, step.dst):  # 25 and 0 are the bar and the tray
                state = state.click(where)
                keys.enter_on(place(where), announcement(state, "de"))
        assert state.turn is not None
        played = str(state.turn.play)
        expect(message).to_have_text(state.message.text("de"))
    confirm = board.locator("button.bg-confirm")
    expect(confirm).to_be_enabled()
    tab_to(page, confirm)
    page.keyboard.press("Enter")
    expect(status).to_have_text(
        re.compile(r"^\s*Du hast \S.* gezogen\.\s*Der Computer hat \S+ gewürfelt und \S.* gezogen\.")
    )
    if played:
        expect(status).to_contain_text(played)
    screenshot(page, "keys-practice-answered", board)
    print("\n".join(keys.heard))
