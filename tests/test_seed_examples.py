"""Every worked example of the five seed texts, checked against the engine.

Positions are in White's numbering as the texts draw them (see ``bgtutor.tutor.lessons.examples``).
"""

from __future__ import annotations

import random

import pytest
from helpers import plays, reason, verdict

from bgtutor import BLACK, WHITE, Position, Roll, legal_plays, opening_roll
from bgtutor.board.describe import describe
from bgtutor.rules.explain import Rule
from bgtutor.rules.turn import Turn
from bgtutor.tutor.lessons import EXAMPLES


def test_every_example_with_a_play_shows_a_legal_play() -> None:
    for example in EXAMPLES.values():
        if example.roll is not None and example.play is not None:
            assert not isinstance(verdict(example.position, example.roll, example.play), Rule), example.key


# -- 000: the beginner's guide -------------------------------------------------------------


def test_000_start_position_24_13_8_6() -> None:
    start = EXAMPLES["start"].position
    for color in (WHITE, BLACK):
        side = start.side(color)
        assert {p: n for p, n in enumerate(side) if n} == {24: 2, 13: 5, 8: 3, 6: 5}


def test_000_opening_roll_higher_die_starts_and_plays_both() -> None:
    rng = random.Random(7)
    for _ in range(200):
        opening = opening_roll(rng)
        assert opening.white != opening.black
        assert opening.starter is (WHITE if opening.white > opening.black else BLACK)
        assert {opening.roll.high, opening.roll.low} == {opening.white, opening.black}
        assert all(a == b for a, b in opening.ties)


def test_000_five_three_one_checker_through_either_intermediate() -> None:
    example = EXAMPLES["two-checkers-one-die-each"]
    assert "13/5" in plays(example.position, Roll(5, 3))
    turn = Turn(example.position, Roll(5, 3)).step(13, 5)
    assert [str(step) for step in turn.steps] == ["13/10", "10/5"]  # 3 then 5 (8 is also open)
    assert turn.is_complete


def test_000_double_four_is_four_steps_of_four() -> None:
    example = EXAMPLES["double-four-steps"]
    assert example.roll is not None and example.play is not None
    assert all(len(play.steps) == 4 for play in legal_plays(example.position, example.roll))
    assert verdict(example.position, example.roll, example.play) == "24/20(2) 13/9(2)"


def test_000_a_three_enters_on_the_opponents_three_point() -> None:
    example = EXAMPLES["enter-on-three"]
    assert example.roll is not None
    assert plays(example.position, example.roll) == ["bar/21", "bar/22 8/7", "bar/22 6/5"]
    assert reason(example.position, example.roll, "bar/24").rule is Rule.ENTRY_BLOCKED


def test_000_dancing_loses_the_whole_turn() -> None:
    example = EXAMPLES["dance"]
    assert example.roll is not None
    assert legal_plays(example.position, example.roll) == (legal_plays(example.position, example.roll)[0],)
    assert plays(example.position, example.roll) == ["(no play)"]
    assert reason(example.position, example.roll, "13/10 13/12").rule is Rule.BAR_FIRST


def test_000_closed_board_no_roll_enters() -> None:
    position = EXAMPLES["closed-board"].position
    for high in range(1, 7):
        for low in range(1, high + 1):
            assert plays(position, Roll(high, low)) == ["(no play)"]


def test_000_a_six_bears_off_from_three_when_nothing_is_higher() -> None:
    example = EXAMPLES["bear-off-from-highest"]
    assert example.roll is not None
    assert plays(example.position, example.roll) == ["3/off(2)"]


def test_000_exact_point_empty_and_higher_occupied_means_a_normal_move() -> None:
    example = EXAMPLES["bear-off-exact-point-empty"]
    assert example.roll is not None
    assert reason(example.position, example.roll, "3/off 6/5").rule is Rule.HIGHER_POINT
    assert verdict(example.position, example.roll, "6/2 6/5") == "6/5 6/2"


# -- 001: hitting and entering from the bar --------------------------------------------------


def test_001_hit_by_landing_not_by_passing() -> None:
    example = EXAMPLES["hit-by-landing-not-passing"]
    turn = Turn(example.position, Roll(4, 1)).step(10, 6)
    assert turn.steps[0].hit  # the blot on 6 is hit
    after = turn.current
    assert after.opponent[25] == 1  # one black checker on the bar
    assert after.opponent[25 - 8] == 1  # the passed blot on 8 is untouched
    assert after.on_roll[6] == 1 and after.opponent[25 - 6] == 0  # the colours never share a point


def test_001_entry_table_25_minus_die() -> None:
    # White enters on 25 - die in White's numbering, which is the die's point from Black's side.
    for die in range(1, 7):
        position = Position.from_points({"bar": 1, 13: 14}, {7: 15})
        turn = Turn(position, Roll(die, die))
        assert turn.step(25, 25 - die).steps[0].dst == 25 - die
        assert 25 - (25 - die) == die


def test_001_four_two_enter_with_the_two_then_hit_with_the_four() -> None:
    example = EXAMPLES["bar-enter-and-hit"]
    assert example.roll is not None and example.play is not None
    assert verdict(example.position, example.roll, example.play) == "bar/19*"
    assert reason(example.position, example.roll, "bar/21").rule is Rule.ENTRY_BLOCKED
    after = example.position.play(legal_plays(example.position, example.roll)[0])
    assert after.side(WHITE)[19] == 1 and after.side(BLACK)[25] == 1


def test_001_two_on_the_bar_the_first_may_not_move_on() -> None:
    example = EXAMPLES["two-on-bar"]
    assert example.roll is not None
    assert plays(example.position, example.roll) == ["bar/23"]
    assert reason(example.position, example.roll, "bar/23 23/19*").rule is Rule.BAR_FIRST
    assert Turn(example.position, example.roll).step(25, 23).explain(23, 19) is not None


def test_001_both_entry_points_open_both_dice_enter() -> None:
    example = EXAMPLES["two-on-bar-both-enter"]
    assert example.roll is not None
    assert plays(example.position, example.roll) == ["bar/23 bar/21*"]


def test_001_double_from_the_bar_each_entry_uses_one_step() -> None:
    example = EXAMPLES["double-from-bar"]
    assert example.roll is not None and example.play is not None
    assert all(
        [step.src for step in play.steps][:2] == [25, 25]
        for play in legal_plays(example.position, example.roll)
    )
    assert verdict(example.position, example.roll, example.play) == "bar/22(2) 13/10(2)"


def test_001_entering_on_a_point_with_many_own_checkers() -> None:
    example = EXAMPLES["enter-on-crowded-point"]
    assert example.roll is not None and example.play is not None
    assert example.position.on_roll[23] == 8
    assert verdict(example.position, example.roll, example.play) == "bar/23 13/11(3)"


def test_001_hit_and_run() -> None:
    example = EXAMPLES["hit-and-run"]
    assert example.roll is not None
    assert "9/5*/3" in plays(example.position, example.roll)
    assert verdict(example.position, example.roll, "9/5* 5/3") == "9/5*/3"


def test_001_a_checker_hit_during_bear_off_enters_and_comes_home_first() -> None:
    example = EXAMPLES["hit-during-bear-off"]
    assert example.roll is not None
    assert example.position.borne_off(WHITE) == 2
    assert reason(example.position, example.roll, "6/off 5/off").rule is Rule.BAR_FIRST
    assert reason(example.position, example.roll, "bar/19 5/off").rule is Rule.NOT_ALL_HOME
    assert plays(example.position, example.roll) == ["bar/14", "bar/19 6/1"]


# -- 002: the local app's rules ------------------------------------------------------------


def test_002_start_as_text_light_numbering() -> None:
    # "Hell 2 × 24; Hell 5 × 13; Hell 3 × 8; Hell 5 × 6; Dunkel 2 × 1; Dunkel 5 × 12;
    #  Dunkel 3 × 17; Dunkel 5 × 19", all in Light's (White's) numbering.
    light = {24: 2, 13: 5, 8: 3, 6: 5}
    dark = {1: 2, 12: 5, 17: 3, 19: 5}
    assert Position.from_points(light, dark, numbering=WHITE) == EXAMPLES["start-as-text"].position
    seed_text = (
        "Hell 2 × 24; Hell 5 × 13; Hell 3 × 8; Hell 5 × 6; "
        "Dunkel 2 × 1; Dunkel 5 × 12; Dunkel 3 × 17; Dunkel 5 × 19"
    )
    assert describe(Position.start(), shades=True) == seed_text + ". Hell ist am Zug."


# -- 003: bearing off ------------------------------------------------------------------------


def test_003_six_four_exact_numbers_bear_off_from_six_and_four() -> None:
    example = EXAMPLES["bear-off-exact"]
    assert example.roll is not None
    assert example.position.borne_off(WHITE) == 8
    assert verdict(example.position, example.roll, "6/off 4/off") == "6/off 4/off"
    after = example.position.play(Turn(example.position, example.roll).step(6, 0).step(4, 0).play)
    assert 15 - after.borne_off(WHITE) == 5


def test_003_six_three_the_six_takes_the_farthest_checker() -> None:
    example = EXAMPLES["bear-off-larger-from-highest"]
    assert example.roll is not None
    assert example.position.borne_off(WHITE) == 9
    assert plays(example.position, example.roll) == ["4/1 4/off"]
    assert reason(example.position, example.roll, "2/off 4/1").rule is Rule.HIGHER_POINT
    turn = Turn(example.position, example.roll).step(4, 0)
    assert turn.explain(2, 0) is not None  # re-checked: 4 is still occupied


def test_003_four_two_an_empty_exact_point_does_not_allow_bearing_off() -> None:
    example = EXAMPLES["bear-off-empty-point-is-not-enough"]
    assert example.roll is not None
    assert example.position.borne_off(WHITE) == 10
    assert reason(example.position, example.roll, "3/off 6/4").rule is Rule.HIGHER_POINT
    assert verdict(example.position, example.roll, "6/2 3/1") == "6/2 3/1"
    assert verdict(example.position, example.roll, "6/4 4/off") == "6/off"
    # Either order of the dice is fine: larger first (6/2) or smaller first (6/4).
    assert Turn(example.position, example.roll).explain(6, 2) is None
    assert Turn(example.position, example.roll).explain(6, 4) is None


def test_003_five_three_the_tempting_bear_off_leaves_the_three_unplayable() -> None:
    example = EXAMPLES["bear-off-must-use-both"]
    assert example.roll is not None
    assert example.position.borne_off(WHITE) == 13
    assert plays(example.position, example.roll) == ["5/2 4/off"]
    why = reason(example.position, example.roll, "5/off")
    assert why.rule is Rule.MUST_USE_BOTH
    assert dict(why.params) == {"die": 3, "example": "5/2 4/off"}
    assert Turn(example.position, example.roll).explain(5, 0) == why


def test_003_single_checker_on_one_with_six_two_uses_the_six() -> None:
    example = EXAMPLES["bear-off-last-checker"]
    assert example.roll is not None
    (play,) = legal_plays(example.position, example.roll)
    assert [(step.src, step.dst, step.die) for step in play.steps] == [(1, 0, 6)]
    assert example.position.play(play).winner is WHITE
    assert Turn(example.position, example.roll).step(1, 0).steps[0].die == 6


# -- 004: a short rules post -----------------------------------------------------------------


def test_004_one_five_a_checker_from_six_goes_off_in_either_order() -> None:
    # The text: the 5 moves 6/1, then the 1 bears off. The other order is legal too (6/5, then the
    # 5 matches exactly), and the lesson says so: the 5 need not play 6/1.
    example = EXAMPLES["bear-off-one-and-five"]
    assert example.roll is not None
    assert verdict(example.position, example.roll, "6/1 1/off") == "6/off"
    assert verdict(example.position, example.roll, "6/5 5/off") == "6/off"
    assert Turn(example.position, example.roll).step(6, 5).steps[0].die == 1
    for play in legal_plays(example.position, example.roll):
        five = [step for step in play.steps if step.die == 5]
        assert [(step.src, step.dst) for step in five] == [(6, 1)]  # as the engine writes each play
    assert reason(example.position, example.roll, "3/off 6/5").rule is Rule.HIGHER_POINT
    assert reason(example.position, example.roll, "4/off 6/5").rule is Rule.HIGHER_POINT
    last = example.captions[-1]
    assert "6/5" in last.get("de") and "5/off" in last.get("de")
    assert "6/5" in last.get("en") and "5/off" in last.get("en")


def test_004_no_moving_backwards() -> None:
    assert reason(Position.start(), Roll(3, 1), "6/9 8/7").rule is Rule.WRONG_DIRECTION


@pytest.mark.parametrize("key", sorted(EXAMPLES))
def test_every_example_position_is_valid_and_round_trips(key: str) -> None:
    position = EXAMPLES[key].position
    assert Position.from_id(position.xgid()) == position
