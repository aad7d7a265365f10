"""Where the keyboard's focus goes when a button's press disables it (issue 25), without a browser:
the widget that should take the focus is sent ``{"do": "focus"}`` (ipywidgets' ``focus()``; the SVG
board's front end then focuses the place that holds its tab stop). The browser side is
tests/browser/test_keys_flow.py."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import ipywidgets as widgets
import pytest

from bgtutor.rules.moves import legal_plays
from bgtutor.widgets import level as level_module
from bgtutor.widgets.backend import use
from bgtutor.widgets.exercise import ExerciseWidget
from bgtutor.widgets.level import LevelWidget
from bgtutor.widgets.practice import PracticeGame

FOCUS = {"do": "focus"}


@pytest.fixture(autouse=True)
def _svg() -> None:
    use("svg")


def _listen(widget: widgets.Widget) -> list[Any]:
    sent: list[Any] = []
    widget.send = sent.append
    return sent


def _play_right(exercise: ExerciseWidget, *places: int) -> None:
    assert exercise.board is not None
    for place in places:
        exercise.board.click(place)


def test_a_right_play_checked_hands_the_focus_to_the_button_under_the_verdict() -> None:
    following = widgets.Button(description="Nächste Aufgabe")
    exercise = ExerciseWidget("hit-the-blot", lang="de", extra=[following])
    assert exercise.board is not None
    heard, board_heard = _listen(following), _listen(exercise.board.canvas)
    _play_right(exercise, 10, 8, 6, 5)
    exercise._check.click()
    assert exercise.last is not None and exercise.last.correct and exercise._check.disabled
    assert heard == [FOCUS] and FOCUS not in board_heard


def test_without_a_control_under_it_the_focus_goes_to_the_board() -> None:
    hidden = widgets.Button(description="Nächste Aufgabe", layout=widgets.Layout(display="none"))
    exercise = ExerciseWidget("hit-the-blot", lang="de", extra=[hidden])
    assert exercise.board is not None
    heard, board_heard = _listen(hidden), _listen(exercise.board.canvas)
    _play_right(exercise, 10, 8, 6, 5)
    exercise._check.click()
    assert heard == [] and board_heard == [FOCUS]


def test_a_wrong_play_keeps_the_focus_on_pruefen() -> None:
    """ "Prüfen" stays enabled after a wrong play (take steps back, check again): nothing moves."""
    following = widgets.Button(description="Nächste Aufgabe")
    exercise = ExerciseWidget("hit-the-blot", lang="de", extra=[following])
    assert exercise.board is not None
    heard, board_heard = _listen(following), _listen(exercise.board.canvas)
    _play_right(exercise, 24, 23, 13, 11)  # 24/23 13/11: legal, but it does not hit
    exercise._check.click()
    assert exercise.last is not None and not exercise.last.correct
    assert not exercise._check.disabled
    assert heard == [] and board_heard == []


def test_a_level_hands_the_focus_to_its_next_task_button(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(level_module, "_NOW", [])  # no answers given in this kernel yet
    level = LevelWidget("hitting", lang="de")
    if level.task is None:
        level.open_anyway()
    assert level.task is not None and level._next is not None
    heard = _listen(level._next)
    _play_right(level.task, 10, 8, 6, 5)
    level.task._check.click()
    assert heard == [FOCUS]


def test_bestaetigen_in_the_practice_game_hands_the_focus_to_wuerfeln(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A turn played and "Bestätigen" pressed: the computer answers, and the learner's next step is
    "Würfeln", which has the focus; the board is not sent it."""
    monkeypatch.setenv("BGTUTOR_HOME", str(tmp_path))
    game = PracticeGame(folder=tmp_path, seed=5, remember=False)
    game.start()
    if game.roll is None:
        game.roll_dice()
        game.finish_rolling()
    state = game.board.state
    assert state.turn is not None
    game.board.enter(str(random.Random(1).choice(legal_plays(state.position, state.turn.roll))))
    confirm = game.board._confirm
    assert confirm is not None and not confirm.disabled
    rolled, board_heard = _listen(game._roll), _listen(game.board.canvas)
    confirm.click()
    assert confirm.disabled and not game._roll.disabled  # the computer has played: White throws
    assert rolled == [FOCUS] and board_heard == []


def test_a_worked_example_at_its_end_hands_the_focus_to_the_other_way() -> None:
    from bgtutor.tutor.lessons import EXAMPLES
    from bgtutor.widgets.stepper import ExampleStepper

    stepper = ExampleStepper.for_example(EXAMPLES["hit-and-run"], lang="de")
    back, forward = _listen(stepper._back), _listen(stepper._next)
    while not stepper._next.disabled:
        stepper._next.click()
    assert back == [FOCUS] and forward == []  # only the press that reached the end
    while not stepper._back.disabled:
        stepper._back.click()
    assert back == [FOCUS] and forward == [FOCUS]


def test_a_new_task_takes_the_focus_when_drawn_on_its_first_control() -> None:
    """The training's "Nächste Aufgabe" replaces the task (and itself) on the page: the new task
    carries a :class:`FocusWhenDrawn` that names its board, first choice or answer field."""
    from bgtutor.widgets.focus import FocusWhenDrawn

    for key, control in (
        ("hit-the-blot", "board"),
        ("start-pip-count", "_answer"),
        ("cube-not-owner", "choice"),
    ):
        exercise = ExerciseWidget(key, lang="de")
        exercise.take_focus()
        helper = exercise.children[-1]
        assert isinstance(helper, FocusWhenDrawn)
        if control == "board":
            assert exercise.board is not None
            target = exercise.board.canvas
        elif control == "choice":
            target = exercise._choices[0][0]
        else:
            target = exercise._answer
        assert helper.target in target._dom_classes


def test_a_new_turn_on_the_svg_board_gives_the_tab_stop_back_to_the_picture() -> None:
    """ "Nochmal" starts the turn again: the canvas counts it (its front end then forgets where the
    last click left the tab stop and takes the SVG's: the checker on the bar here); a click does not."""
    exercise = ExerciseWidget("bar-enter-and-hit", lang="de")
    assert exercise.board is not None
    canvas = exercise.board.canvas
    before = canvas.turn
    exercise.board.click("bar")
    assert canvas.turn == before
    assert 'aria-label="Bar: 1 weißer Stein – ausgewählt" tabindex="0"' in canvas.svg
    exercise.try_again()
    assert canvas.turn == before + 1
    assert 'tabindex="0"' in canvas.svg.split('aria-label="Bar: 1 weißer Stein"')[1][:20]
