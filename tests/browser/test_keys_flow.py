"""Where the keyboard's focus goes after "Prüfen" (issue 25): a right play disables "Prüfen", and
the focus must not drop onto the page's body (a keyboard user would Tab from the top of the page
again). In JupyterLab and in Voilà, with key presses only: after a right play the focus is on
"Nächste Aufgabe", and after the level's last task (no next one) on the board's place that holds
its tab stop. A worked example stepped through to its end and back, and the training (a task
answered, the next one reached), with the keyboard alone in JupyterLab; and in the practice game
"Bestätigen" hands the focus to "Würfeln".
"""

from __future__ import annotations

import re

import pytest
from browserkit import (
    ExerciseModel,
    Keyboard,
    Tab,
    exercise_widget,
    exercise_with_keys,
    position_from_description,
    tab_to,
    text_of,
    wait_for_the_start,
)
from playwright.sync_api import Locator, Page, expect
from test_training_in_lab import _right_pips
from test_training_in_lab import lab_training as lab_training  # the fixture

from bgtutor.board.state import BoardState, announcement
from bgtutor.rules.dice import Roll
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.places import place as place_name

pytestmark = pytest.mark.browser

LEVEL = "hitting"
"""Lesson 3's first level: two tasks, "hit-the-blot" and "hit-where-it-lands"."""
BODY = "() => document.activeElement === document.body || document.activeElement === null"


def _press_check(page: Page, task: Locator) -> None:
    """Tab to "Prüfen", Enter: "Richtig!", and "Prüfen" is disabled (the play is confirmed)."""
    check = task.locator("button.bg-check")
    tab_to(page, check)
    page.keyboard.press("Enter")
    expect(task.locator(".bg-feedback")).to_contain_text("Richtig!")
    expect(check).to_be_disabled()


def _focused_place(task: Locator) -> Locator:
    return task.locator(".bg-board .bg-svgboard-view .bg-place:focus")


def test_lab_focus_after_a_right_play_goes_to_the_next_task_then_to_the_board(lab_lesson3: Tab) -> None:
    """Level 3.1 with the keyboard: hit-the-blot played (10/8* 6/5), Enter on "Prüfen": the focus
    is on "Nächste Aufgabe"; Enter there: the second task; 13/9/3* played, Enter on "Prüfen": the
    last task has no next one, the focus is on the board (the place the learner last used)."""
    page = lab_lesson3.page
    level = page.locator(f".bg-level-{LEVEL}")
    task = level.locator(".bg-task-hit-the-blot")
    expect(task).to_be_visible()
    model, keys = ExerciseModel("hit-the-blot"), Keyboard(page, task.locator(".bg-board"))
    keys.tab_in(task.locator(".bg-input input"))
    for place in (10, 8, 6, 5):
        keys.enter_on(place, model.click(place))
    _press_check(page, task)
    following = task.locator("button.bg-level-next")
    expect(following).to_be_focused()
    assert not page.evaluate(BODY)
    page.keyboard.press("Enter")  # straight on, no Tab from the page's top
    task = level.locator(".bg-task-hit-where-it-lands")
    expect(task).to_be_visible()
    model, keys = ExerciseModel("hit-where-it-lands"), Keyboard(page, task.locator(".bg-board"))
    keys.tab_in(task.locator(".bg-input input"))
    for place in (13, 9, 9, 3):
        keys.enter_on(place, model.click(place))
    _press_check(page, task)
    expect(task.locator("button.bg-level-next")).to_be_hidden()  # the level's last task
    expect(_focused_place(task)).to_have_count(1)
    assert _focused_place(task).get_attribute("data-place") == "3"
    assert not page.evaluate(BODY)


def test_voila_focus_after_a_right_play_goes_to_the_next_task(voila_lesson3: Tab) -> None:
    """Voilà: bar-enter-and-hit played with the keys, Enter on "Prüfen": the focus is on "Nächste
    Aufgabe", and Enter there shows the level's second task."""
    page = voila_lesson3.page
    exercise_with_keys(page, "voila-focus")
    widget = exercise_widget(page)
    expect(widget.locator("button.bg-check")).to_be_disabled()
    expect(widget.locator("button.bg-level-next")).to_be_focused()
    assert not page.evaluate(BODY)
    page.keyboard.press("Enter")
    expect(page.locator(".bg-level-enter-and-move-on .bg-task-move-after-entering")).to_be_visible()


def _focused(page: Page) -> str:
    """The focused element, for messages: its tag and classes."""
    return str(
        page.evaluate(
            "() => { const e = document.activeElement; return e ? e.outerHTML.slice(0, 160) : 'none'; }"
        )
    )


def test_lab_a_worked_example_stepped_to_its_end_and_back_with_the_keyboard(lab_lesson3: Tab) -> None:
    """Lesson 3's first worked example: Enter on "Weiter" until its last step ("Weiter" disabled):
    the focus is then on "Zurück"; Enter on it back to the first step ("Zurück" disabled): the focus
    is on "Weiter" again. Each press shows another step's caption; never a mouse click."""
    page = lab_lesson3.page
    stepper = page.locator(".bg-stepper").first
    stepper.scroll_into_view_if_needed()
    caption, forward, backward = (
        stepper.locator(".bg-caption"),
        stepper.locator("button.bg-next"),
        stepper.locator("button.bg-back"),
    )
    expect(forward).to_be_enabled()
    expect(backward).to_be_disabled()  # the first step
    first = caption.inner_text()
    forward.focus()  # where a learner's Tab arrives
    captions = [first]
    for _ in range(30):
        if forward.is_disabled():
            break
        expect(forward).to_be_focused()
        page.keyboard.press("Enter")
        expect(caption).not_to_have_text(captions[-1])
        captions.append(caption.inner_text())
    else:
        raise AssertionError("the example never reached its end")
    assert len(captions) >= 2
    expect(backward).to_be_focused()
    assert not page.evaluate(BODY), _focused(page)
    for shown in reversed(captions[:-1]):
        expect(backward).to_be_focused()
        page.keyboard.press("Enter")
        expect(caption).to_have_text(shown)
    expect(backward).to_be_disabled()
    expect(forward).to_be_focused()
    assert caption.inner_text() == first


def test_lab_training_a_task_answered_and_the_next_one_reached_with_the_keyboard(lab_training: Tab) -> None:
    """The training with keys only: the rule chosen with the arrow keys in its list, Tab to "Los",
    Enter: the task's answer field has the focus; the right pip count typed, Tab to "Prüfen", Enter:
    "Richtig"; Tab to "Nächste Aufgabe", Enter: the next task, and its answer field has the focus."""
    page = lab_training.page
    training = page.locator(".bg-training")
    choice = training.locator(".bg-rule-choice select")
    choice.focus()
    selected = "(e) => e.options[e.selectedIndex].text.replace(/\\s+/g, ' ')"
    for _ in range(choice.evaluate("(e) => e.options.length")):
        if choice.evaluate(selected) == "Pip-Count":
            break
        page.keyboard.press("p")  # a closed list's type-ahead: the next rule that begins with P
    assert choice.evaluate(selected) == "Pip-Count", choice.evaluate(
        "(e) => Array.from(e.options, (o) => o.text)"
    )
    tab_to(page, training.locator("button.bg-start"))
    page.wait_for_timeout(1500)  # the list's choice reaches the kernel before "Los" (see below)
    page.keyboard.press("Enter")
    expect(training.locator(".bg-task")).to_contain_text("Pip-Count")
    field = training.locator(".bg-exercise .bg-answer input")
    expect(field).to_be_focused()
    page.keyboard.type(_right_pips(training))
    tab_to(page, training.locator(".bg-exercise button.bg-check"))
    # ipywidgets holds back a field's (or list's) state while a sync is unanswered, but sends a
    # button's press at once: keys pressed within milliseconds can reach the kernel first
    page.wait_for_timeout(1500)
    page.keyboard.press("Enter")
    expect(training.locator(".bg-exercise .bg-feedback .bg-right")).to_have_count(1)
    status = training.locator(".bg-training-status").inner_text()
    tab_to(page, training.locator("button.bg-next"))
    page.keyboard.press("Enter")
    expect(training.locator(".bg-training-status")).not_to_have_text(status)
    expect(training.locator(".bg-exercise .bg-feedback")).to_have_text("")  # the new task, unanswered
    expect(training.locator(".bg-exercise .bg-answer input")).to_be_focused()
    assert not page.evaluate(BODY), _focused(page)


def test_lab_practice_game_bestaetigen_hands_the_focus_to_wuerfeln(lab_practice: Tab) -> None:
    """The practice game with the keyboard: "Spiel starten" (and "Würfeln") with Enter, a legal play
    made on the board with the arrow keys and Enter, Tab to "Bestätigen", Enter: the computer
    answers, and the focus is on "Würfeln" (the learner's next step), not on the page's body."""
    page = lab_practice.page
    game = page.locator(".bg-practice")
    status, board = game.locator(".bg-status"), game.locator(".bg-board")
    roll_button = game.locator("button.bg-roll")
    game.locator("button.bg-start-game").focus()
    page.keyboard.press("Enter")
    wait_for_the_start(game)
    if roll_button.is_enabled():  # Black began and has played: White throws
        roll_button.focus()
        page.keyboard.press("Enter")
    message = board.locator(".bg-message")
    expect(message).to_have_text(re.compile(r"Du hast \S+ gewürfelt|kann sich kein Stein bewegen"))
    rolled = re.search(r"Du hast (\d)-(\d) gewürfelt", text_of(message))
    position = position_from_description(text_of(board.locator(".bg-description")))
    keys = Keyboard(page, board)
    keys.tab_in(board.locator(".bg-input input"))
    if rolled:  # a legal play of the engine's, with the arrow keys and Enter on the board
        roll = Roll(int(rolled.group(1)), int(rolled.group(2)))
        state = BoardState.new(position, roll)
        for step in legal_plays(position, roll)[0].steps:
            for where in (step.src, step.dst):  # 25 and 0 are the bar and the tray
                state = state.click(where)
                keys.enter_on(place_name(where), announcement(state, "de"))
    confirm = board.locator("button.bg-confirm")
    expect(confirm).to_be_enabled()
    tab_to(page, confirm)
    page.keyboard.press("Enter")
    expect(status).to_contain_text("Der Computer hat")
    expect(roll_button).to_be_enabled()
    expect(roll_button).to_be_focused()
    assert not page.evaluate(BODY), _focused(page)
