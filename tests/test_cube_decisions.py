"""The computer's cube decisions (bgtutor.play.bots.doubling): plain cases, and the rules asked first."""

from __future__ import annotations

from bgtutor import BLACK, WHITE, Position
from bgtutor.play.bots.doubling import Answer, answer, chances, should_double
from bgtutor.rules.cube import CubeState, Match, double

# A bear-off race, White on roll: 66 pips against 77 (double and pass), and against 70 (too close).
AHEAD = Position.from_points({6: 4, 5: 4, 4: 3, 3: 2, 2: 2}, {6: 6, 5: 5, 4: 4})
CLOSE = Position.from_points({6: 4, 5: 4, 4: 3, 3: 2, 2: 2}, {6: 5, 5: 4, 4: 3, 3: 2, 2: 1})
# White has three of Black's checkers on the bar against a five-point board: too good to double.
CRUSHING = Position.from_points({6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 8: 2}, {"bar": 3, 6: 4, 13: 8})


def test_no_double_at_the_start() -> None:
    assert abs(chances(Position.start()).equity) < 0.2
    assert not should_double(Position.start(), CubeState())


def test_a_clear_race_lead_is_doubled_and_passed() -> None:
    assert should_double(AHEAD, CubeState())
    assert answer(AHEAD, double(CubeState())) is Answer.PASS


def test_a_close_race_is_not_doubled_but_taken() -> None:
    assert not should_double(CLOSE, CubeState())
    assert answer(CLOSE, double(CubeState())) is Answer.TAKE


def test_too_good_to_double_plays_on_for_the_gammon() -> None:
    assert chances(CRUSHING).equity > 1.0 and not should_double(CRUSHING, CubeState())


def test_the_rules_come_first() -> None:
    assert not should_double(AHEAD, CubeState().roll((6, 1)))
    assert not should_double(AHEAD, CubeState(value=2, owner=BLACK))
    assert not should_double(AHEAD, CubeState(match=Match(5, (2, 4), crawford=True)))


def test_match_plain_cases() -> None:
    # the cube on 2 already wins White the match with a single game: doubling only risks it
    assert not should_double(AHEAD, CubeState(value=2, owner=WHITE, match=Match(7, (5, 2))))
    # post-Crawford the trailer doubles at once, even in an even position
    assert should_double(Position.start(), CubeState(match=Match(5, (2, 4))))
    # passing would lose the match: take whatever the position
    assert answer(AHEAD, double(CubeState(match=Match(5, (4, 2))))) is Answer.TAKE


def test_beaver_when_the_taker_is_the_favourite() -> None:
    offered = double(CubeState(turn=BLACK, match=Match(beavers=True)))
    assert answer(AHEAD.swap(), offered) is Answer.BEAVER
