"""board_outcomes: the distinct results a learner can hand in on an exercise's board."""

from __future__ import annotations

import pytest
from helpers import board

from bgtutor import Position, Roll
from bgtutor.board.state import BoardState
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.places import number
from bgtutor.tutor.exercises.base import Condition, Kind
from bgtutor.tutor.exercises.engine import Exercise, check
from bgtutor.tutor.exercises.kinds import find_kind
from bgtutor.tutor.exercises.outcomes import Outcome, board_outcomes
from bgtutor.tutor.lessons import EXERCISES

ON_BOARD = sorted(key for key, exercise in EXERCISES.items() if find_kind(exercise.kind).on_board)

ENTER = Exercise(
    "t-enter",
    Kind.PLAY,
    Position.from_id("XGID=------F-C---eE----bbb--bbA:0:0:1:00:0:0:0:0:10"),  # Black holds 24, 20, 19
    ("bar/21", "bar/22 8/7", "bar/22 6/5"),
    Roll(3, 1),
)
HIGHEST = Exercise(
    "t-highest",
    Kind.PLAY,
    Position.from_id("XGID=-CD-Bb-------------cccbb--:0:0:1:00:0:0:0:0:10"),
    ("4/1 4/off",),
    Roll(6, 3),
)
LARGER = Exercise(
    "t-larger",
    Kind.PLAY,
    Position.from_id("XGID=--DEE----------bb----ddcA-:0:0:1:00:0:0:0:0:10"),
    ("24/19",),
    Roll(5, 4),
    condition=Condition.ONLY,
)
"""Positions the lessons had for enter-on-three, bear-off-from-highest and move-larger-die, kept
here while the lessons change."""


def test_the_mistake_an_exercise_is_about_is_an_outcome() -> None:
    outcomes = board_outcomes(ENTER)  # 3-1 with a checker on the bar
    rules = {outcome.rule for outcome in outcomes.outcomes if outcome.refused}
    assert {Rule.BAR_FIRST, Rule.ENTRY_BLOCKED} <= rules
    assert outcomes.right == 3 and outcomes.total >= 9  # three plays are right, none of the refusals
    highest = board_outcomes(HIGHEST)
    assert Outcome("", False, Rule.HIGHER_POINT, "2/off") in highest.outcomes
    assert highest.right == 1 and highest.total >= 3


def test_a_dance_has_one_right_outcome_and_the_refused_moves() -> None:
    position = board({"bar": 1, 6: 14}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2, 12: 3})  # closed out
    exercise = Exercise("dance", Kind.PLAY, position, ("none",), Roll(6, 5))
    outcomes = board_outcomes(exercise)
    played = [outcome for outcome in outcomes.outcomes if outcome.refused is None]
    assert played == [Outcome("", True)]  # handing in no play is the one right answer
    refused = {(outcome.refused, outcome.rule) for outcome in outcomes.outcomes if outcome.refused}
    assert ("bar/19", Rule.ENTRY_BLOCKED) in refused and ("6/1", Rule.BAR_FIRST) in refused
    assert str(played[0]) == "(no play): right" and str(outcomes.outcomes[-1]).endswith("refused (bar-first)")


def test_one_outcome_per_result_and_per_rule_and_move() -> None:
    outcomes = board_outcomes(LARGER)
    plays = [outcome.play for outcome in outcomes.outcomes if outcome.refused is None]
    assert len(plays) == len(set(plays))
    moves = [(outcome.rule, outcome.refused) for outcome in outcomes.outcomes if outcome.refused]
    assert len(moves) == len(set(moves))
    assert outcomes.total == len(outcomes.outcomes) and outcomes.right == 1


def test_only_for_kinds_answered_on_the_board() -> None:
    with pytest.raises(ValueError, match="not answered on the board"):
        board_outcomes(Exercise("t-pips", Kind.PIP_COUNT, Position.start(), ("167",)))


@pytest.mark.parametrize("key", ON_BOARD)
def test_every_outcome_is_what_the_board_and_the_judge_make_of_it(key: str) -> None:
    exercise = EXERCISES[key]
    outcomes = board_outcomes(exercise)
    assert outcomes.right >= 1  # the stored answer is among them
    for outcome in outcomes.outcomes:
        state = BoardState.new(exercise.position, exercise.roll, exam=True)
        if outcome.play:
            state = state.enter(outcome.play)
            assert " ".join(state.written) == outcome.play, (key, outcome)
        if outcome.refused is None:
            assert state.turn is not None
            feedback = check(exercise, state.turn.play)
            rule = feedback.message.rule if isinstance(feedback.message, Reason) else None
            assert (feedback.correct, rule) == (outcome.right, outcome.rule), (key, outcome)
            continue
        src, dst = (int(place) if place.isdigit() else number(place) for place in outcome.refused.split("/"))
        tried = state.click(src).click(dst)
        assert tried.refused is not None and tried.refused.reason.rule is outcome.rule, (key, outcome)
        assert tried.written == state.written and not outcome.right
        assert not check(exercise, tried.refused.reason).correct


def test_a_wrong_step_sequence_that_is_no_legal_play_is_an_outcome() -> None:
    position = Position.from_points({5: 1, 4: 1}, {24: 2})  # Black holds White's 1 point
    exercise = Exercise(
        "spoil", Kind.PLAY, position, ("5/2 4/off",), Roll(5, 3), condition=Condition.BOTH_DICE
    )
    outcomes = board_outcomes(exercise)
    assert Outcome("5/off", False, Rule.MUST_USE_BOTH) in outcomes.outcomes
    assert Outcome("5/2", False, Rule.INCOMPLETE) in outcomes.outcomes
    assert (outcomes.total, outcomes.right) == (6, 1)
