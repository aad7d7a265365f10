"""BoardState: every click, undo, confirm and typed play answered, the state always consistent."""

from __future__ import annotations

import random

from helpers import board

from bgtutor import Position, Roll, legal_plays, roll_dice
from bgtutor.board.state import BoardState, Notice
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.turn import Turn
from bgtutor.tutor.examples import EXAMPLES


def test_a_new_turn_says_what_was_rolled_and_what_can_move() -> None:
    state = BoardState.new(Position.start(), Roll(6, 5))
    assert state.message == Notice.of("your-turn", roll="6-5", movable="24, 13, 8")
    assert "24, 13, 8" in state.message.text("de")


def test_clicking_a_checker_selects_it_and_shows_its_targets() -> None:
    state = BoardState.new(Position.start(), Roll(6, 5)).click(13)
    assert state.selected == 13 and state.targets == (8, 7, 2)


def test_clicking_the_selected_checker_again_deselects_it() -> None:
    state = BoardState.new(Position.start(), Roll(6, 5)).click(13).click(13)
    assert state.selected is None and state.message.key == "deselected"


def test_a_refused_step_keeps_the_selection_and_names_the_rule() -> None:
    state = BoardState.new(Position.start(), Roll(6, 5)).click(24).click(19)
    assert state.selected == 24 and state.written == ()
    assert isinstance(state.message, Reason) and state.message.rule is Rule.BLOCKED


def test_a_step_that_leaves_the_other_die_unplayable_is_refused_before_the_play_ends() -> None:
    example = EXAMPLES["bear-off-must-use-both"]
    assert example.roll is not None
    state = BoardState.new(example.position, example.roll).click(5).click("off")
    assert state.written == () and isinstance(state.message, Reason)
    assert state.message.rule is Rule.MUST_USE_BOTH and "5/2 4/off" in state.message.text("de")


def test_bar_first_clicking_another_checker_explains() -> None:
    example = EXAMPLES["bar-enter-and-hit"]
    assert example.roll is not None
    state = BoardState.new(example.position, example.roll).click(13)
    assert state.selected is None and isinstance(state.message, Reason)
    assert state.message.rule is Rule.BAR_FIRST


def test_the_seed_bar_example_by_clicks() -> None:
    example = EXAMPLES["bar-enter-and-hit"]
    assert example.roll is not None
    state = BoardState.new(example.position, example.roll).click("bar")
    assert state.targets == (23, 19)
    state = state.click(21)
    assert isinstance(state.message, Reason) and state.message.rule is Rule.ENTRY_BLOCKED
    state = state.click(23)
    assert state.written == ("bar/23",) and state.used == (2,)
    state = state.click(23).click(19)
    assert state.written == ("bar/23", "23/19*") and state.can_confirm
    state = state.confirm()
    assert state.confirmed is not None and state.current.turn is not example.position.turn
    assert state.click(13).message.key == "turn-over"


def test_clicking_an_empty_point_or_an_opponent_checker_explains() -> None:
    state = BoardState.new(Position.start(), Roll(6, 5))
    assert isinstance(state.click(10).message, Reason)
    assert state.click(19).message.key == Rule.NO_CHECKER
    assert state.click("off").message.key == "select-first"
    assert state.click(30).message.key == "unknown-place"
    assert state.click("nowhere").message.key == "unknown-place"


def test_clicking_another_movable_checker_switches_the_selection() -> None:
    state = BoardState.new(Position.start(), Roll(6, 2)).click(6).click(13)
    assert state.selected == 13


def test_undo_and_confirm() -> None:
    state = BoardState.new(Position.start(), Roll(6, 2)).click(24).click(18)
    assert state.confirm().message.key == Rule.INCOMPLETE
    assert state.undo().written == () and state.undo().undo().message.key == "nothing-to-undo"
    done = state.click(13).click(11).confirm()
    assert done.confirmed == Position.start().play(done.turn.play)  # type: ignore[union-attr]
    assert done.undo().message.key == "nothing-to-undo"


def test_typed_plays() -> None:
    state = BoardState.new(Position.start(), Roll(6, 2))
    assert state.enter("24/18 13/11").written == ("24/18", "13/11")
    assert state.enter("24/18").message.key == Rule.INCOMPLETE
    assert state.enter("zz").message.key == "invalid-notation"
    assert state.enter("24/18").written == ()


def test_a_dance_is_confirmed_as_no_play() -> None:
    example = EXAMPLES["dance"]
    state = BoardState.new(example.position, example.roll)
    assert state.message.key == "no-play" and state.can_confirm
    assert state.confirm().confirmed == example.position.swap()


def test_without_a_roll_nothing_moves() -> None:
    state = BoardState.new(Position.start())
    assert state.click(13).message.key == "no-roll" and state.confirm().message.key == "no-roll"


def _check(state: BoardState) -> None:
    """The invariants of a board state."""
    for lang in ("de", "en"):
        assert state.message.text(lang)
    current = state.current
    Position(current.white, current.black, current.turn)  # validates: 15 a side, no shared point
    if state.turn is not None:
        Turn(state.position, state.turn.roll, state.turn.steps)  # replays and checks every step
        if state.confirmed is not None:
            assert state.turn.is_complete and state.confirmed == state.position.play(state.turn.play)
        assert state.can_confirm == (state.turn.is_complete and state.confirmed is None)
    if state.selected is not None:
        assert current.on_roll[state.selected] > 0 and state.targets


def test_random_soak_of_clicks_undos_confirms_and_typing() -> None:
    rng = random.Random(2024)
    places: list[int | str] = [*range(0, 26), "bar", "off", "x", 99]
    texts = ["24/18 13/11", "bar/23", "8/5 6/5", "13/7(2)", "6/off", "", "zz", "24/14", "(no play)"]
    position = Position.start()
    state = BoardState.new(position, roll_dice(rng))
    actions = 0
    while actions < 5000:
        kind = rng.random()
        if kind < 0.8:
            state = state.click(rng.choice(places))
        elif kind < 0.88:
            state = state.undo()
        elif kind < 0.94:
            state = state.enter(rng.choice(texts) if rng.random() < 0.5 else _random_play(state, rng))
        else:
            state = state.confirm()
        actions += 1
        _check(state)
        if state.confirmed is not None or (state.turn and state.turn.is_complete and rng.random() < 0.3):
            after = state.confirm().confirmed or state.confirmed
            if after is None or after.is_game_over:
                after = Position.start()
            state = BoardState.new(after, roll_dice(rng))


def _random_play(state: BoardState, rng: random.Random) -> str:
    if state.turn is None:
        return "zz"
    return str(rng.choice(legal_plays(state.position, state.turn.roll)))


def test_board_helper_positions_work_with_board_state() -> None:
    position = board({"bar": 1, 13: 14}, {21: 2, 1: 13})
    state = BoardState.new(position, Roll(4, 2))
    assert state.click("bar").targets == (23, 19)
