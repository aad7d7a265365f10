"""Headless tests of the widgets: the programmatic interface, synthesized mouse clicks on the
canvas, the buttons, the stepper, and a random soak that checks the invariants after each action."""

from __future__ import annotations

import html
import random

import pytest
from matplotlib.backend_bases import MouseEvent

from bgtutor import BLACK, Position, Roll, legal_plays, roll_dice
from bgtutor.board.state import Notice
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.turn import Turn
from bgtutor.tutor.lessons import EXAMPLES
from bgtutor.widgets.board import MplBoardWidget  # the ipympl board (BGTUTOR_BOARD=matplotlib)
from bgtutor.widgets.stepper import ExampleStepper


def mouse(widget: MplBoardWidget, place: int | str) -> None:
    """A real left click on the canvas where ``place`` is drawn (the numbering of the side on roll)."""
    x, y = widget.view.display_xy(place)
    event = MouseEvent("button_press_event", widget.canvas, x, y, button=1)
    widget.canvas.callbacks.process("button_press_event", event)


def test_accepts_a_position_id_an_xgid_or_a_position_and_any_roll_form() -> None:
    xgid = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"
    for position in ("4HPwATDgc/ABMA", xgid, Position.start()):
        for roll in ((6, 5), "65", "6-5", Roll(6, 5)):
            assert MplBoardWidget(position, roll).state.turn is not None


def test_messages_are_german_by_default_and_english_on_request() -> None:
    assert "gewürfelt" in MplBoardWidget(Position.start(), (6, 5)).message
    assert "rolled" in MplBoardWidget(Position.start(), (6, 5), lang="en").message


def test_select_then_move_and_the_used_die_is_recorded() -> None:
    board = MplBoardWidget(Position.start(), (6, 2))
    board.click(24)
    assert board.state.targets == (22, 18, 16)
    board.click(18)
    assert board.written == ("24/18",) and board.state.used == (6,)


def test_a_refused_step_names_the_rule_and_keeps_the_selection() -> None:
    board = MplBoardWidget(Position.start(), (6, 5))
    board.click(24)
    board.click(19)
    assert board.state.selected == 24 and board.written == ()
    assert "gesperrt" in board.message


def test_the_seed_bar_example_with_the_mouse() -> None:
    example = EXAMPLES["bar-enter-and-hit"]
    board = MplBoardWidget(example.position, example.roll)
    mouse(board, "bar")
    assert board.state.selected == 25
    mouse(board, 21)
    assert isinstance(board.state.message, Reason) and board.state.message.rule is Rule.ENTRY_BLOCKED
    mouse(board, 23)
    mouse(board, 23)
    mouse(board, 19)
    assert board.written == ("bar/23", "23/19*")
    assert not board._confirm.disabled
    board._confirm.click()
    assert board.state.confirmed is not None and board.position.side(BLACK)[25] == 1


def test_mouse_clicks_and_programmatic_clicks_agree_everywhere() -> None:
    board_a = MplBoardWidget(Position.start(), (3, 1))
    board_b = MplBoardWidget(Position.start(), (3, 1))
    for place in [*range(1, 25), "bar", "off"]:
        board_a.click(place)
        mouse(board_b, place)
        assert board_a.state == board_b.state, place


def test_undo_confirm_and_typing_through_the_buttons() -> None:
    board = MplBoardWidget(Position.start(), (6, 2))
    assert board._undo.disabled and board._confirm.disabled
    board._input.value = "24/18 13/11"
    board._enter.click()
    assert board.written == ("24/18", "13/11") and not board._confirm.disabled
    board._undo.click()
    assert board.written == ("24/18",)
    board._input.value = "24/16"  # a typed play replaces the steps so far
    board._enter.click()
    assert board.state.can_confirm and str(board.state.turn.play) == "24/16"  # type: ignore[union-attr]
    written = board.written
    board._input.value = "blah"
    board._enter.click()
    assert "keine Zugnotation" in board.message and board.written == written


def test_confirm_listeners_are_called_once() -> None:
    board = MplBoardWidget(Position.start(), (6, 2))
    seen: list[Position] = []
    board.on_confirm(lambda widget: seen.append(widget.position))
    board.enter("24/18 13/11")
    board.confirm()
    board.confirm()
    assert len(seen) == 1 and seen[0].turn is BLACK


def test_black_on_roll_uses_blacks_numbering() -> None:
    board = MplBoardWidget(Position.start(turn=BLACK), (6, 5))
    assert board.view.geometry.place_center(24, BLACK) == board.view.geometry.point_center(1)
    mouse(board, 24)  # Black's 24, drawn where White's 1 is
    assert board.state.selected == 24
    board.click(13)
    assert board.written == ("24/18", "18/13")


def test_an_error_inside_a_callback_is_shown_not_lost(monkeypatch: pytest.MonkeyPatch) -> None:
    board = MplBoardWidget(Position.start(), (6, 2))

    def broken() -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(board, "undo", broken)
    from bgtutor.widgets.common import guarded

    guarded(board.undo, board._oops)
    assert "boom" in board._message.value and board.written == ()


def test_the_description_is_shown_with_every_board() -> None:
    board = MplBoardWidget(Position.start(), (6, 2))
    assert "Weiß 2 × 24" in board._description.value


def test_stepper_back_next_start_and_captions() -> None:
    example = EXAMPLES["bar-enter-and-hit"]
    stepper = ExampleStepper.for_example(example)
    assert stepper.index == 0 and stepper._back.disabled
    stepper.next()
    assert stepper.frame.steps and "bar/23" in stepper.caption
    stepper._next.click()
    assert "geschlagen" in stepper.caption
    stepper._next.click()
    assert stepper._next.disabled and "bar/19*" in stepper.caption
    stepper.back()
    assert stepper.index == 2
    stepper._start.click()
    assert stepper.index == 0


def test_stepper_autoplay_speed_and_reduced_motion() -> None:
    stepper = ExampleStepper.for_example(EXAMPLES["hit-and-run"])
    stepper._play.value = 2  # what the browser's timer does
    assert stepper.index == 2
    stepper._speed.value = 0.5
    assert stepper._play.interval == 500
    stepper.reduced_motion = True
    assert stepper.index == len(stepper.frames) - 1 and stepper._play.disabled
    calm = ExampleStepper.for_example(EXAMPLES["hit-and-run"], reduced_motion=True)
    assert calm.index == len(calm.frames) - 1


def _consistent(board: MplBoardWidget) -> None:
    state = board.state
    Position(board.position.white, board.position.black, board.position.turn)
    if state.turn is not None:
        Turn(state.position, state.turn.roll, state.turn.steps)
    assert board._confirm.disabled == (not state.can_confirm)
    assert state.message.text(board.lang) in html.unescape(board._message.value)
    assert board.written == state.written
    if state.selected is not None:
        assert state.targets


def test_random_soak_of_the_board_widget() -> None:
    rng = random.Random(7)
    board = MplBoardWidget(Position.start(), roll_dice(rng))
    places: list[int | str] = [*range(1, 25), "bar", "off"]
    for action in range(1200):
        choice = rng.random()
        if choice < 0.55:
            board.click(rng.choice(places))
        elif choice < 0.75:
            mouse(board, rng.choice(places))
        elif choice < 0.85:
            board.undo()
        elif choice < 0.93:
            turn = board.state.turn
            text = (
                str(rng.choice(legal_plays(turn.position, turn.roll)))
                if turn and rng.random() < 0.6
                else "13/x"
            )
            board.enter(text)
        else:
            board.confirm()
        _consistent(board)
        if board.state.confirmed is not None:
            after = board.state.confirmed
            board.set_turn(Position.start() if after.is_game_over else after, roll_dice(rng))
        assert action >= 0


def test_notice_texts_exist_in_both_languages() -> None:
    assert Notice.of("no-roll").text("en") and Notice.of("no-roll").text("de")


def test_the_canvas_sends_the_browser_decodable_updates() -> None:
    import io

    from PIL import Image

    board = MplBoardWidget(Position.start(), (6, 5))
    canvas = board.canvas
    canvas.syncing_data_url = False  # as after a browser has shown the canvas
    sent: list[bytes] = []
    canvas.send_binary = sent.append
    canvas.draw()
    board.click(24)
    canvas.draw()
    assert len(sent) == 2 and canvas._current_image_mode == "diff"
    full, diff = (Image.open(io.BytesIO(data)) for data in sent)
    assert full.size == diff.size == tuple(int(v) for v in board.view.figure.bbox.size)


def test_widgets_have_short_stable_reprs_for_notebook_outputs() -> None:
    from bgtutor.widgets import ExerciseWidget

    assert repr(MplBoardWidget(Position.start(), (6, 5))) == "MplBoardWidget('4HPwATDgc/ABMA', '65')"
    assert repr(ExampleStepper.for_example(EXAMPLES["hit-and-run"])) == "ExampleStepper(4 frames, showing 1)"
    assert repr(ExerciseWidget("dance")) == "ExerciseWidget('dance')"


def test_a_new_turn_numbers_the_points_from_the_side_on_roll() -> None:
    board = MplBoardWidget(Position.start(), (6, 5))
    board.set_turn(Position.start(turn=BLACK), (6, 5))
    assert board.numbering is BLACK and board.view.numbering is BLACK
    mouse(board, 24)  # drawn at White's 1, labelled 24 for Black
    assert board.view.locate(*board.view.ax.transData.transform(board.view.geometry.point_center(1))) == 24
    assert board.state.selected == 24


def test_a_hint_shows_arrows_until_the_next_action() -> None:
    board = MplBoardWidget(Position.start(), (6, 5))
    play = legal_plays(Position.start(), Roll(6, 5))[0]
    board.suggest(play, "Vorschlag: 24/13")
    assert "Vorschlag" in board._message.value and board._suggestion == play.steps
    board.click(24)
    assert board._suggestion == ()
