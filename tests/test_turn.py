"""Turn: the step-by-step play a board widget drives, with a reason for every refusal."""

from __future__ import annotations

import random

import pytest
from helpers import board, results

from bgtutor import ALL_ROLLS, GameOverError, IllegalPlayError, Position, Roll, legal_plays, roll_dice
from bgtutor.rules.errors import BgtutorError
from bgtutor.rules.explain import Rule
from bgtutor.rules.plays import Play, Step
from bgtutor.rules.turn import Turn

PARKED = {19: 3, 20: 3, 21: 3, 22: 2, 23: 2, 24: 2}


def test_movable_checkers_and_their_destinations_from_the_start() -> None:
    turn = Turn(Position.start(), Roll(6, 5))
    assert turn.movable() == (24, 13, 8)
    assert turn.destinations(24) == (18, 13)  # 24/19 is blocked; 24/13 through 18
    assert turn.destinations(6) == ()  # 6/1 blocked, 6/0 not home


def test_a_compound_destination_is_played_as_its_steps() -> None:
    turn = Turn(Position.start(), Roll(6, 5)).step(24, 13)
    assert [str(step) for step in turn.steps] == ["24/18", "18/13"]
    assert turn.is_complete and turn.dice_left == ()


def test_undo_takes_back_the_last_step_only() -> None:
    turn = Turn(Position.start(), Roll(6, 2)).step(24, 18).step(13, 11)
    back = turn.undo()
    assert [str(step) for step in back.steps] == ["24/18"] and back.dice_left == (2,)
    assert back.undo().steps == () and back.undo().undo().steps == ()


def test_a_finished_turn_gives_the_position_with_the_opponent_on_roll() -> None:
    turn = Turn(Position.start(), Roll(6, 2)).step(24, 18).step(13, 11)
    after = turn.finish()
    assert after == Position.start().play(turn.play) and after.turn is not Position.start().turn


def test_finishing_too_early_names_the_die_still_to_play() -> None:
    turn = Turn(Position.start(), Roll(6, 2)).step(24, 18)
    with pytest.raises(IllegalPlayError) as caught:
        turn.finish()
    assert caught.value.reason.rule is Rule.INCOMPLETE and dict(caught.value.reason.params)["dice"] == "2"


@pytest.mark.parametrize(
    ("src", "dst", "rule"),
    [
        (10, 5, Rule.NO_CHECKER),  # an empty point
        (19, 13, Rule.NO_CHECKER),  # Black's checkers are not White's to move
        (25, 20, Rule.NO_CHECKER_ON_BAR),
        (6, 8, Rule.WRONG_DIRECTION),
        (13, 10, Rule.NO_DIE),
        (24, 19, Rule.BLOCKED),
        (6, 0, Rule.NOT_ALL_HOME),
    ],
)
def test_every_refused_click_names_its_rule(src: int, dst: int, rule: Rule) -> None:
    why = Turn(Position.start(), Roll(6, 5)).explain(src, dst)
    assert why is not None and why.rule is rule
    assert why.text("de") and why.text("en")


def test_a_step_is_refused_once_all_dice_are_played() -> None:
    turn = Turn(Position.start(), Roll(6, 5)).step(24, 13)
    why = turn.explain(13, 7)
    assert why is not None and why.rule is Rule.NO_DICE_LEFT


def test_refused_steps_raise_with_the_reason_and_keep_the_turn() -> None:
    turn = Turn(Position.start(), Roll(6, 5))
    with pytest.raises(IllegalPlayError) as caught:
        turn.step(24, 19)
    assert caught.value.reason.rule is Rule.BLOCKED and turn.steps == ()


def test_with_a_double_every_legal_step_can_be_completed() -> None:
    # Equal steps never spoil each other, so the duty to play as many as possible never refuses
    # a step that is legal on its own (why MUST_USE_MAX is only a safety net).
    for position, roll in _sample(400, 11):
        if not roll.is_double:
            continue
        turn = Turn(position, roll)
        for src in turn.current.on_roll and range(25, 0, -1):
            dst = max(src - roll.high, 0)
            ways = turn.paths(src, dst)
            if not hasattr(ways, "rule"):
                continue
            assert ways.rule is not Rule.MUST_USE_MAX  # type: ignore[union-attr]


def test_steps_given_to_the_constructor_are_checked() -> None:
    from bgtutor import Step

    with pytest.raises(IllegalPlayError):
        Turn(Position.start(), Roll(6, 5), (Step(24, 19, 5),))
    with pytest.raises(IllegalPlayError):
        Turn(Position.start(), Roll(6, 5), (Step(13, 9, 4),))
    turn = Turn(Position.start(), Roll(6, 5), (Step(24, 18, 6), Step(18, 13, 5)))
    assert turn.is_complete


def test_no_turn_after_the_game_is_over() -> None:
    with pytest.raises(GameOverError):
        Turn(board({}, PARKED), Roll(2, 1))


def _plays_by_clicking(turn: Turn) -> set[Position]:
    """Every position reachable by clicking through destinations until the turn is complete."""
    if turn.is_complete:
        return {turn.finish()}
    reached: set[Position] = set()
    for src in turn.movable():
        for dst in turn.destinations(src):
            for way in _ways(turn, src, dst):
                reached |= _plays_by_clicking(way)
    return reached


def _ways(turn: Turn, src: int, dst: int) -> list[Turn]:
    ways = turn.paths(src, dst)
    assert not hasattr(ways, "rule"), (src, dst, ways)
    return [Turn(turn.position, turn.roll, turn.steps + way, turn.legal) for way in ways]  # type: ignore[union-attr]


def _sample(count: int, seed: int) -> list[tuple[Position, Roll]]:
    rng = random.Random(seed)
    sample: list[tuple[Position, Roll]] = []
    while len(sample) < count:
        position = Position.start()
        while not position.is_game_over and len(sample) < count:
            roll = roll_dice(rng)
            sample.append((position, roll))
            position = position.play(rng.choice(legal_plays(position, roll)))
    return sample


@pytest.mark.parametrize("seed", range(3))
def test_clicking_reaches_exactly_the_legal_plays(seed: int) -> None:
    for position, roll in _sample(30, seed):
        turn = Turn(position, roll)
        if not turn.legal[0].steps:
            assert turn.is_complete and turn.movable() == ()
            continue
        assert _plays_by_clicking(turn) == results(position, roll), position


def test_every_click_that_is_not_a_destination_is_explained() -> None:
    for position, roll in _sample(40, 99):
        turn = Turn(position, roll)
        for src in range(25, 0, -1):
            allowed = set(turn.destinations(src))
            for dst in range(src - 1, -1, -1):
                why = turn.explain(src, dst)
                assert (why is None) == (dst in allowed), (position, roll, src, dst)


def test_the_start_roll_covers_all_rolls() -> None:
    for roll in ALL_ROLLS:
        assert Turn(Position.start(), roll).needed == (4 if roll.is_double else 2)


# -- issue 12, item 8: the public constructor is no way around the rules ---------------------------


def test_given_legal_plays_do_not_let_illegal_steps_in() -> None:
    start, roll = Position.start(), Roll(6, 5)
    bearing_off = (Step(6, 1, 5), Step(1, 0, 6))
    with pytest.raises(IllegalPlayError):
        Turn(start, roll, bearing_off, legal_plays(start, roll)).finish()


def test_plays_given_as_legal_must_be_the_legal_plays() -> None:
    start = Position.start()
    with pytest.raises(BgtutorError, match="leave 'legal' out"):
        Turn(start, Roll(6, 5), (), legal_plays(start, Roll(4, 2)))
    anything_goes = (Play((Step(6, 1, 5), Step(1, 0, 6))),)
    with pytest.raises(BgtutorError, match="leave 'legal' out"):
        Turn(start, Roll(6, 5), (), anything_goes)


def test_the_right_legal_plays_may_still_be_given() -> None:
    start, roll = Position.start(), Roll(6, 5)
    turn = Turn(start, roll, (Step(24, 18, 6),), legal_plays(start, roll))
    assert turn == Turn(start, roll).step(24, 18) and turn.legal == legal_plays(start, roll)


@pytest.mark.parametrize(
    "given", [[(24, 18, 6, False)], ["24/18"], [Step(24, 18, 5)]], ids=["tuple", "text", "wrong-die"]
)
def test_steps_that_are_not_legal_steps_are_refused(given: list[object]) -> None:
    with pytest.raises(BgtutorError):
        Turn(Position.start(), Roll(6, 5), tuple(given))  # type: ignore[arg-type]


def test_position_and_roll_must_be_values() -> None:
    with pytest.raises(BgtutorError):
        Turn("4HPwATDgc/ABMA", Roll(6, 5))  # type: ignore[arg-type]
    with pytest.raises(BgtutorError):
        Turn(Position.start(), (6, 5))  # type: ignore[arg-type]
