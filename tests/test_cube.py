"""The doubling cube: one scenario per rule clause (wildbg style), and the IDs' round trips."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bgtutor import BLACK, WHITE, Position
from bgtutor.rules.cube import (
    CubeState,
    Match,
    beaver,
    double,
    double_reason,
    finish,
    pass_double,
    take,
)
from bgtutor.rules.cube_ids import from_gnubg_id, from_match_id, from_xgid, to_gnubg_id, to_match_id, to_xgid
from bgtutor.rules.errors import BgtutorError, CubeError
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.i18n import LANGUAGES
from bgtutor.rules.scoring import GameResult, ResultKind

GAMMON = GameResult(WHITE, ResultKind.GAMMON, Reason.of(Rule.RESULT_GAMMON))
BACKGAMMON = GameResult(WHITE, ResultKind.BACKGAMMON, Reason.of(Rule.RESULT_BACKGAMMON_BAR))
SINGLE = GameResult(BLACK, ResultKind.SINGLE, Reason.of(Rule.RESULT_SINGLE))


def refused(action: object, key: str) -> CubeError:
    with pytest.raises(CubeError) as caught:
        action()  # type: ignore[operator]
    assert caught.value.reason.key == key
    return caught.value


# -- who may double when ---------------------------------------------------------------------------


def test_side_on_roll_may_double_a_centred_cube_before_rolling() -> None:
    assert double_reason(CubeState()) is None
    assert double(CubeState()).offered


def test_only_the_side_on_roll_may_double() -> None:
    reason = double_reason(CubeState(turn=WHITE), BLACK)
    assert reason is not None and reason.key == "not-on-roll"


def test_no_double_after_rolling() -> None:
    state = CubeState().roll((2, 5))
    assert state.dice == (5, 2)
    refused(lambda: double(state), "already-rolled")


def test_no_double_when_the_opponent_owns_the_cube() -> None:
    refused(lambda: double(CubeState(turn=WHITE, value=2, owner=BLACK)), "opponent-owns")


def test_owner_may_redouble() -> None:
    assert double(CubeState(turn=BLACK, value=2, owner=BLACK)).offered


def test_no_double_while_a_double_is_pending() -> None:
    offered = double(CubeState())
    refused(lambda: double(offered), "offer-pending")
    refused(lambda: offered.roll((3, 1)), "offer-pending")


def test_crawford_game_forbids_doubling() -> None:
    state = CubeState(turn=BLACK, match=Match(5, (4, 2), crawford=True))
    error = refused(lambda: double(state), "crawford")
    assert "White needs only one more point" in str(error)


def test_post_crawford_doubling_is_allowed() -> None:
    match = Match(5, (4, 2))
    assert match.post_crawford
    assert double_reason(CubeState(turn=BLACK, match=match)) is None


def test_crawford_game_keeps_the_cube_on_one_in_the_centre() -> None:
    with pytest.raises(BgtutorError):
        CubeState(value=2, owner=WHITE, match=Match(5, (4, 2), crawford=True))


def test_a_dead_cube_may_still_be_turned() -> None:
    # White needs 1 point, Black 2: doubling to 2 gains nothing more, but the rules allow it.
    assert double_reason(CubeState(match=Match(5, (4, 3)))) is None


def test_cube_stops_at_the_largest_value_an_id_can_hold() -> None:
    refused(lambda: double(CubeState(value=1 << 15, owner=WHITE)), "max")


# -- take, pass, beaver ----------------------------------------------------------------------------


def test_take_doubles_the_cube_and_the_taker_owns_it() -> None:
    taken = take(double(CubeState(turn=WHITE)))
    assert (taken.value, taken.owner, taken.turn, taken.offered) == (2, BLACK, WHITE, False)


def test_redouble_after_taking_gives_the_cube_back_at_twice_the_value() -> None:
    taken = take(double(CubeState(turn=WHITE)))
    retaken = take(double(taken.end_turn()))  # Black on roll, owns the cube, redoubles to 4
    assert (retaken.value, retaken.owner) == (4, WHITE)


def test_pass_scores_the_cube_value_before_the_double() -> None:
    outcome = pass_double(double(CubeState(turn=BLACK, value=4, owner=BLACK, match=Match(11, (3, 5)))))
    assert (outcome.winner, outcome.kind, outcome.points) == (BLACK, ResultKind.SINGLE, 4)
    assert outcome.match.score == (3, 9)
    assert "the cube's value before the double" in outcome.text("en")


def test_no_take_or_pass_without_a_double() -> None:
    refused(lambda: take(CubeState()), "no-offer")
    refused(lambda: pass_double(CubeState()), "no-offer")


def test_beaver_redoubles_at_once_and_the_beaverer_keeps_the_cube() -> None:
    beavered = beaver(double(CubeState(turn=WHITE, match=Match(beavers=True))))
    assert (beavered.value, beavered.owner, beavered.turn) == (4, BLACK, WHITE)


def test_beaver_only_when_agreed_in_money_play() -> None:
    refused(lambda: beaver(double(CubeState())), "no-beavers")
    with pytest.raises(BgtutorError):
        Match(7, beavers=True)


# -- scoring ---------------------------------------------------------------------------------------


def test_gammon_and_backgammon_are_multiplied_by_the_cube() -> None:
    state = CubeState(value=4, owner=BLACK)
    assert finish(state, GAMMON).points == 8
    assert finish(state, BACKGAMMON).points == 12
    assert finish(state, SINGLE).points == 4


def test_jacoby_gammon_counts_single_when_cube_centred() -> None:
    outcome = finish(CubeState(match=Match(jacoby=True)), GAMMON)
    assert (outcome.kind, outcome.points) == (ResultKind.GAMMON, 1)
    assert outcome.text("de").startswith("Jacoby-Regel")


def test_jacoby_gammon_counts_double_once_the_cube_is_turned() -> None:
    assert finish(CubeState(value=2, owner=WHITE, match=Match(jacoby=True)), GAMMON).points == 4


def test_jacoby_does_not_apply_without_the_option_or_in_a_match() -> None:
    assert finish(CubeState(), GAMMON).points == 2
    with pytest.raises(BgtutorError):
        Match(5, jacoby=True)


def test_match_score_never_passes_the_match_length() -> None:
    outcome = finish(CubeState(value=2, owner=BLACK, match=Match(5, (3, 1))), BACKGAMMON)
    assert outcome.points == 6 and outcome.match.score == (5, 1) and outcome.match.is_over


def test_reaching_match_point_minus_one_makes_the_next_game_crawford() -> None:
    black_gammon = GameResult(BLACK, ResultKind.GAMMON, Reason.of(Rule.RESULT_GAMMON))
    after = finish(CubeState(match=Match(7, (2, 4))), black_gammon)
    assert after.match.score == (2, 6) and after.match.crawford


def test_the_game_after_crawford_is_not_crawford() -> None:
    after = Match(7, (2, 6), crawford=True).after_game(WHITE, 1)
    assert after.score == (3, 6) and not after.crawford and after.post_crawford


def test_money_play_keeps_a_running_total() -> None:
    assert Match(score=(3, 0)).after_game(WHITE, 8).score == (11, 0)


def test_every_cube_text_exists_in_every_language() -> None:
    reasons = [double_reason(CubeState(), BLACK), double_reason(CubeState().roll((6, 6)))]
    for reason in reasons:
        assert reason is not None
        for lang in LANGUAGES:
            assert "{" not in reason.text(lang)


# -- IDs -------------------------------------------------------------------------------------------


def test_match_id_vectors_from_the_formats_document() -> None:
    assert (
        to_match_id(CubeState(value=2, owner=BLACK, dice=(5, 2), match=Match(9, (4, 2)))).encode()
        == "QYkqASAAIAAE"
    )
    state = from_match_id("sAGlAEAAEAAE")  # 5-point Crawford game, 4-2, player 0 (Black) rolled 21
    assert (state.turn, state.dice, state.match) == (BLACK, (2, 1), Match(5, (2, 4), crawford=True))


def test_match_id_of_an_offered_double_gives_the_answer_to_the_opponent() -> None:
    offered = double(CubeState(turn=BLACK, match=Match(7)))  # gnubg writes this offer as MBngAAAAAAAE
    mid = to_match_id(offered)
    assert mid.doubled and mid.turn == 1 and mid.encode() == "MBngAAAAAAAE"
    assert from_match_id(mid.encode()) == offered


def test_gnubg_id_and_xgid_round_trip_with_the_position() -> None:
    position = Position.from_id("4HeDASLGnYMBAw", BLACK)
    state = CubeState(turn=BLACK, value=4, owner=WHITE, dice=(6, 3), match=Match(7, (2, 4)))
    assert from_gnubg_id(to_gnubg_id(position, state)) == (position, state)
    assert from_xgid(to_xgid(position, state)) == (position, state)


def test_xgid_cannot_hold_an_offered_double() -> None:
    refused(lambda: to_xgid(Position.start(), double(CubeState())), "offer-in-xgid")


_colors = st.sampled_from([WHITE, BLACK])


@st.composite
def cube_states(draw: st.DrawFn) -> CubeState:
    length = draw(st.sampled_from([0, 0, 1, 3, 5, 7, 11, 25]))
    if length:
        score = (draw(st.integers(0, length - 1)), draw(st.integers(0, length - 1)))
        crawford = length >= 2 and length - 1 in score and draw(st.booleans())
        match = Match(length, score, crawford)
    else:
        match = Match(
            0,
            (draw(st.integers(0, 500)), draw(st.integers(0, 500))),
            False,
            draw(st.booleans()),
            draw(st.booleans()),
        )
    value = 1 if match.crawford else 1 << draw(st.integers(0, 15))
    owner = None if value == 1 or draw(st.booleans()) else draw(_colors)
    offered = not match.crawford and draw(st.booleans())
    dice = None if offered or draw(st.booleans()) else (draw(st.integers(1, 6)), draw(st.integers(1, 6)))
    return CubeState(draw(_colors), value, owner, dice, offered, match)


@given(cube_states())
def test_match_id_round_trip(state: CubeState) -> None:
    again = from_match_id(to_match_id(state).encode(), beavers=state.match.beavers)
    assert again == state


@given(cube_states())
def test_xgid_round_trip(state: CubeState) -> None:
    position = Position.start(state.turn)
    if state.offered:
        return
    assert from_xgid(to_xgid(position, state)) == (position, state)
