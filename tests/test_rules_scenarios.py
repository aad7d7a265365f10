"""One named scenario per rule clause (wildbg style). Boards are in White's numbering,
White on roll, unless a test says otherwise."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import product

import pytest
from helpers import board, plays, reason, verdict

from bgtutor import (
    BLACK,
    WHITE,
    GameOverError,
    InvalidPositionError,
    Position,
    Roll,
    check_play,
    legal_plays,
    opening_roll,
)
from bgtutor.board.state import BoardState
from bgtutor.rules.errors import IllegalPlayError
from bgtutor.rules.explain import Rule
from bgtutor.rules.i18n import Message
from bgtutor.rules.plays import Play
from bgtutor.rules.scoring import ResultKind, game_result
from bgtutor.rules.turn import Turn

# Black checkers parked in Black's home board, out of White's way.
PARKED = {19: 3, 20: 3, 21: 3, 22: 2, 23: 2, 24: 2}
START = Position.start()
ON_THE_BAR = board({"bar": 1, 13: 14}, {21: 2, 1: 13})


# -- one scenario per rule: the table --------------------------------------------------------


@dataclass(frozen=True)
class Scenario:
    """A position and a roll, what the learner does, the rule the engine names and a phrase of its
    reason in German and English.

    ``how`` is ``"play"`` (``action`` is notation, judged by :func:`bgtutor.check_play`), ``"step"``
    (``action`` is steps ``(src, dst)``: all but the last made on a :class:`~bgtutor.Turn`, the last
    explained), ``"finish"`` (the steps made, then the turn finished), ``"result"`` (the finished
    game's result) or ``"board"`` (the board widget's model at the start of the turn)."""

    name: str
    position: Position
    roll: tuple[int, int] | None
    how: str
    action: str | tuple[tuple[int, int], ...]
    rule: Rule
    de: str
    en: str


SCENARIOS = [
    Scenario("the game is over", board({}, {24: 10}), (6, 5), "board", (), Rule.GAME_OVER,
             "Die Partie ist vorbei", "The game is over"),
    Scenario("every number is played", START, (6, 5), "step", ((24, 18), (18, 13), (13, 8)),
             Rule.NO_DICE_LEFT, "schon gespielt", "played already"),
    Scenario("an empty point", START, (6, 5), "step", ((12, 7),), Rule.NO_CHECKER,
             "Auf Punkt 12 steht kein eigener Stein", "no checker on point 12"),
    Scenario("a point the earlier steps emptied", board({13: 1, 6: 14}, PARKED), (6, 4), "play", "13/9 13/7",
             Rule.NO_CHECKER_LEFT, "Vor dem Zug stand dort einer", "one stood there before the play"),
    Scenario("nobody on the bar", START, (6, 5), "step", ((25, 20),), Rule.NO_CHECKER_ON_BAR,
             "Auf der Bar steht kein eigener Stein", "no checker on the bar"),
    Scenario("the bar first", ON_THE_BAR, (4, 2), "play", "13/9 13/11", Rule.BAR_FIRST,
             "Zuerst muss er im gegnerischen Heimfeld einsetzen", "it must first enter"),
    Scenario("backwards", START, (2, 1), "play", "6/8 6/5", Rule.WRONG_DIRECTION,
             "von 6 bis 8 wäre rückwärts", "6 to 8 would be backwards"),
    Scenario("no number fits the distance", START, (6, 5), "step", ((24, 20),), Rule.NO_DIE,
             "passt keine deiner Würfelzahlen (6-5)", "none of your numbers (6-5) fits"),
    Scenario("landing on a made point", START, (5, 1), "play", "24/19 24/23", Rule.BLOCKED,
             "Punkt 19 ist gesperrt", "Point 19 is blocked"),
    Scenario("entering on a made point", ON_THE_BAR, (4, 2), "play", "bar/21 13/11", Rule.ENTRY_BLOCKED,
             "auf Punkt 21 einsetzen", "enter on point 21"),
    Scenario("through blocked points", board({24: 2, 6: 13}, {18: 2, 19: 2, 12: 9, 1: 2}), (6, 5), "play",
             "24/13", Rule.INTERMEDIATE_BLOCKED,
             "gesperrten Punkt: Punkte 19, 18", "blocked point on the way: points 19, 18"),
    Scenario("bearing off with a checker outside", board({7: 1, 6: 14}, PARKED), (6, 1), "step", ((6, 0),),
             Rule.NOT_ALL_HOME, "Noch draußen: 7", "Still outside: 7"),
    Scenario("bearing off below the highest point", board({3: 3, 2: 12}, PARKED), (6, 5), "play",
             "2/off 3/off", Rule.HIGHER_POINT,
             "auf Punkt 3 stehen 2 Steine", "point 3 holds 2 checkers"),
    Scenario("a step that spoils the other die",
             board({13: 1, 9: 1, 1: 13}, {7: 2, 3: 2, 19: 3, 20: 3, 21: 3, 22: 2}), (6, 5), "step", ((9, 4),),
             Rule.MUST_USE_BOTH, "müssen beide gespielt werden", "both must be played"),
    Scenario("only one die playable: the larger",
             board({"bar": 1, 13: 14}, {24: 2, 23: 2, 22: 2, 21: 2, 14: 2, 8: 2, 7: 2, 1: 1}), (6, 5), "play",
             "bar/20", Rule.MUST_USE_LARGER,
             "musst du die höhere spielen: die 6", "you must play the larger one: the 6"),
    Scenario("one number left unplayed", START, (6, 2), "play", "24/18", Rule.INCOMPLETE,
             "Es fehlt noch ein Teilzug mit der 2", "one move with the 2 is still missing"),
    Scenario("a turn finished half way", START, (6, 2), "finish", ((24, 18),), Rule.INCOMPLETE,
             "Der Zug ist noch nicht fertig", "The play is not finished"),
    Scenario("a hit where no blot stands", START, (6, 5), "play", "24/18* 13/8", Rule.NO_BLOT,
             "Auf Punkt 18 schlägt dieser Zug keinen Stein", "hits nothing on point 18"),
    Scenario("passing with a play possible", START, (6, 5), "play", "(no play)", Rule.MUST_MOVE,
             "Du musst ziehen, wenn du kannst", "You must move when you can"),
    Scenario("a turn finished without a step", START, (6, 5), "finish", (), Rule.MUST_MOVE,
             "Möglich ist zum Beispiel 24/13", "Possible is, for example, 24/13"),
    Scenario("written for another roll", START, (6, 5), "play", "64: 24/14", Rule.WRONG_ROLL,
             "für den Wurf 6-4 geschrieben", "written for the roll 6-4"),
    Scenario("more moves than the roll has", START, (6, 5), "play", "24/18 13/8 8/2", Rule.TOO_MANY_STEPS,
             "erlaubt höchstens 2", "allows at most 2"),
    Scenario("the loser bore off", board({}, {24: 10}), None, "result", (), Rule.RESULT_SINGLE,
             "einfache Partie (1 Punkt)", "single game (1 point)"),
    Scenario("the loser bore off nothing", board({}, {12: 15}), None, "result", (), Rule.RESULT_GAMMON,
             "ein Gammon (2 Punkte)", "a gammon (2 points)"),
    Scenario("the loser still on the bar", board({}, {"bar": 1, 24: 14}), None, "result", (),
             Rule.RESULT_BACKGAMMON_BAR, "noch einen Stein auf der Bar", "still has a checker on the bar"),
    Scenario("the loser in the winner's home board", board({}, {5: 1, 24: 14}), None, "result", (),
             Rule.RESULT_BACKGAMMON_HOME, "im Heimfeld von Weiß", "in White's home board"),
]  # fmt: skip
"""Every :class:`~bgtutor.rules.explain.Rule` at least once (but :data:`UNREACHABLE`)."""

UNREACHABLE = {
    Rule.MUST_USE_MAX: "with a double every legal step extends to a longest play, so the engine says "
    "INCOMPLETE for a double played short; MUST_USE_MAX is the turn's safety net",
}
"""Rules no position, roll and learner's action can make the engine name, and why (tested)."""


def outcome(scenario: Scenario) -> Message:
    """What the engine answers to the scenario's action."""
    position, action = scenario.position, scenario.action
    roll = Roll(*scenario.roll) if scenario.roll else None
    if scenario.how == "result":
        result = game_result(position)
        assert result is not None
        return result.reason
    assert roll is not None
    if scenario.how == "board":
        return BoardState.new(position, roll).message
    if scenario.how == "play":
        assert isinstance(action, str)
        judged = check_play(position, roll, action)
        assert not isinstance(judged, Play), f"{action!r} is legal: {judged}"
        return judged
    assert isinstance(action, tuple)
    turn = Turn(position, roll)
    made = action if scenario.how == "finish" else action[:-1]
    for src, dst in made:
        turn = turn.step(src, dst)
    if scenario.how == "finish":
        with pytest.raises(IllegalPlayError) as refused:
            turn.finish()
        return refused.value.reason
    why = turn.explain(*action[-1])
    assert why is not None, f"{action[-1]} is allowed"
    return why


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda scenario: scenario.name)
def test_the_engine_names_the_rule_and_says_why_in_both_languages(scenario: Scenario) -> None:
    said = outcome(scenario)
    assert Rule(said.key) is scenario.rule
    assert scenario.de in said.text("de") and scenario.en in said.text("en"), (
        said.text("de"),
        said.text("en"),
    )


def test_every_rule_has_a_scenario() -> None:
    covered = {scenario.rule for scenario in SCENARIOS}
    missing = [rule.name for rule in Rule if rule not in covered and rule not in UNREACHABLE]
    assert missing == [], f"no scenario for {missing}: add one to SCENARIOS"
    assert not covered & set(UNREACHABLE), "a rule with a scenario is not unreachable"


def test_the_unreachable_rule_is_never_named_for_a_double() -> None:
    """Every step a double allows, from a sample of positions, and the turn finished short: the
    engine never names MUST_USE_MAX."""
    rng, position, named = random.Random(7), Position.start(), set()
    for _ in range(150):
        if position.is_game_over:
            position = Position.start()
        for die in range(1, 7):
            turn = Turn(position, Roll(die, die))
            for src, dst in product(range(25, 0, -1), range(25)):
                if dst < src and turn.current.on_roll[src]:
                    why = turn.explain(src, dst)
                    named.add(why.rule if why is not None else None)
                    after = turn.step(src, dst) if why is None else turn
                    if why is None and not after.is_complete:  # finished short
                        with pytest.raises(IllegalPlayError) as short:
                            after.finish()
                        named.add(short.value.reason.rule)
        plays_now = legal_plays(position, Roll(rng.randint(1, 6), rng.randint(1, 6)))
        position = position.play(rng.choice(plays_now))
    assert Rule.INCOMPLETE in named and Rule.NO_DIE in named  # the sample reaches doubles played short
    assert not named & set(UNREACHABLE)


# -- the position ----------------------------------------------------------------------------


def test_each_side_has_exactly_fifteen_checkers() -> None:
    side = (0,) * 25 + (14,)
    with pytest.raises(InvalidPositionError, match="14 checkers"):
        Position(side, Position.start().black)


def test_a_point_never_holds_both_colours() -> None:
    with pytest.raises(InvalidPositionError, match="both sides"):
        board({6: 15}, {6: 1, 24: 14})


def test_both_sides_on_the_bar_against_closed_boards_is_impossible() -> None:
    closed = {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2}
    white = {"bar": 1, **closed, 10: 2}
    black = {"bar": 1, **{25 - p: n for p, n in closed.items()}, 15: 2}
    with pytest.raises(InvalidPositionError, match="closed board"):
        board(white, black)


def test_counts_are_whole_non_negative_numbers() -> None:
    with pytest.raises(InvalidPositionError):
        Position((-1, 16) + (0,) * 24, Position.start().black)


# -- dice -------------------------------------------------------------------------------------


def test_opening_roll_is_never_a_double_and_ties_are_rolled_again() -> None:
    rng = random.Random(1)
    openings = [opening_roll(rng) for _ in range(500)]
    assert all(not o.roll.is_double for o in openings)
    assert any(o.ties for o in openings)  # with 500 tries a tie happens (p ~ 1 - (5/6)^500)


def test_opening_roll_is_reproducible_with_a_seeded_random_source() -> None:
    assert opening_roll(random.Random(42)) == opening_roll(random.Random(42))


def test_a_double_gives_four_numbers_to_play() -> None:
    assert Roll(5, 5).numbers == (5, 5, 5, 5)
    assert all(len(play.steps) == 4 for play in legal_plays(Position.start(), Roll(5, 5)))


# -- moving -----------------------------------------------------------------------------------


def test_two_dice_are_two_separate_steps_for_two_checkers() -> None:
    assert "24/18 13/11" in plays(Position.start(), Roll(6, 2))


def test_one_checker_may_take_both_dice() -> None:
    assert "24/16" in plays(Position.start(), Roll(6, 2))


def test_one_checker_takes_both_dice_only_through_a_point_it_could_land_on() -> None:
    position = board({24: 2, 6: 13}, {18: 2, 19: 2, 12: 9, 1: 2})
    assert "24/13" not in plays(position, Roll(6, 5))
    assert reason(position, Roll(6, 5), "24/13").rule is Rule.INTERMEDIATE_BLOCKED


def test_a_combined_move_through_one_open_intermediate_is_legal() -> None:
    position = board({24: 2, 6: 13}, {18: 2, 1: 2, 12: 11})
    assert "24/13" in plays(position, Roll(6, 5))  # via 19 (the 5 first)


def test_may_land_on_an_open_point() -> None:
    assert verdict(Position.start(), Roll(2, 1), "13/11 24/23") == "24/23 13/11"


def test_may_land_on_an_own_point() -> None:
    assert verdict(Position.start(), Roll(2, 1), "8/6 6/5") == "8/5"


def test_landing_on_a_blot_hits_it() -> None:
    position = board({24: 2, 13: 13}, {20: 1, 1: 14 - 2, 2: 2})
    after = position.play(Turn(position, Roll(4, 1)).step(24, 20).step(24, 23).play)
    assert after.side(BLACK)[25] == 1


def test_may_not_land_on_a_point_with_two_opposing_checkers() -> None:
    why = reason(Position.start(), Roll(5, 1), "24/19 24/23")  # Black's 6-point
    assert why.rule is Rule.BLOCKED and dict(why.params) == {"count": 5, "point": 19}


def test_passing_a_blot_does_not_hit_it() -> None:
    position = board({10: 1, 13: 14}, {8: 1, 1: 14})
    (play,) = [p for p in legal_plays(position, Roll(4, 3)) if str(p) == "10/6 10/7" or str(p) == "10/3"]
    assert play.hits == 0


def test_passing_over_a_blocked_point_with_one_die_is_fine() -> None:
    position = board({13: 15}, {11: 2, 1: 13})
    found = plays(position, Roll(3, 1))
    assert "13/12 13/10" in found and "13/9" in found


def test_checkers_only_move_forward() -> None:
    assert reason(Position.start(), Roll(2, 1), "6/8 6/5").rule is Rule.WRONG_DIRECTION


def test_a_point_may_hold_any_number_of_own_checkers() -> None:
    position = board({6: 14, 7: 1}, PARKED)
    turn = Turn(position, Roll(2, 1)).step(7, 6)
    assert turn.current.on_roll[6] == 15


def test_a_hitting_and_a_non_hitting_play_are_different_plays() -> None:
    position = board({24: 2, 13: 13}, {18: 1, 2: 14})
    found = plays(position, Roll(6, 4))
    assert "24/18*/14" in found and "24/14" in found


# -- the duty to use the dice -----------------------------------------------------------------


def test_both_numbers_must_be_played_when_possible() -> None:
    assert reason(Position.start(), Roll(6, 2), "24/18").rule is Rule.INCOMPLETE
    assert all(len(play.steps) == 2 for play in legal_plays(Position.start(), Roll(6, 2)))


def test_a_step_legal_alone_that_leaves_the_other_die_unplayable_is_refused() -> None:
    # 9/4 with the 5 is legal on its own, but then no 6 can be played (13/7 and 9/3 are blocked,
    # bearing off is not allowed yet), while 13/8/2 uses both dice.
    position = board({13: 1, 9: 1, 1: 13}, {7: 2, 3: 2, 19: 3, 20: 3, 21: 3, 22: 2})
    turn = Turn(position, Roll(6, 5))
    why = turn.explain(9, 4)
    assert why is not None and why.rule is Rule.MUST_USE_BOTH
    assert dict(why.params) == {"die": 6, "example": "13/2"}
    assert 4 not in turn.destinations(9)
    assert turn.explain(13, 8) is None
    assert plays(position, Roll(6, 5)) == ["13/2"]


def test_must_use_both_names_a_play_that_uses_both() -> None:
    # Seed 003: only 5/2 then 4/off uses both; 5/off first leaves the 3 unplayable.
    position = board({5: 1, 4: 1}, {1: 2, 19: 3, 20: 3, 21: 3, 22: 2, 23: 2})
    why = Turn(position, Roll(5, 3)).explain(5, 0)
    assert why is not None and why.rule is Rule.MUST_USE_BOTH
    assert "5/2 4/off" in why.text("en")


def test_could_play_either_die_but_not_both_must_play_the_larger() -> None:
    # Enter with the 5 on 20 or the 6 on 19; afterwards 19/14, 20/14, 13/8 and 13/7 are blocked.
    position = board({"bar": 1, 13: 14}, {24: 2, 23: 2, 22: 2, 21: 2, 14: 2, 8: 2, 7: 2, 1: 1})
    found = legal_plays(position, Roll(6, 5))
    assert [(step.src, step.dst, step.die) for play in found for step in play.steps] == [(25, 19, 6)]
    why = reason(position, Roll(6, 5), "bar/20")
    assert why.rule is Rule.MUST_USE_LARGER and dict(why.params)["die"] == 6


def test_only_the_smaller_number_playable_then_play_it() -> None:
    position = board({"bar": 1, 13: 14}, {24: 2, 23: 2, 22: 2, 21: 2, 19: 2, 14: 2, 7: 3})
    found = legal_plays(position, Roll(6, 5))
    assert [str(p) for p in found] == ["bar/20"]


def test_a_double_plays_as_many_steps_as_possible() -> None:
    position = board({"bar": 1, 13: 14}, {24: 2, 23: 2, 22: 2, 21: 2, 19: 2, 15: 2, 8: 3})
    found = legal_plays(position, Roll(5, 5))
    assert {len(play.steps) for play in found} == {1}  # bar/20, then 20/15 and 13/8 are blocked
    assert [str(p) for p in found] == ["bar/20"]


def test_a_double_stops_after_fewer_steps_is_refused() -> None:
    why = reason(Position.start(), Roll(3, 3), "24/21 13/10")
    assert why.rule is Rule.INCOMPLETE


def test_no_legal_play_is_one_empty_play() -> None:
    position = board({"bar": 2, 6: 13}, {24: 2, 23: 2, 22: 2, 21: 2, 20: 2, 19: 2, 12: 3})
    assert legal_plays(position, Roll(4, 2)) == (Play(),)
    assert position.play(Play()) == position.swap()


def test_must_move_when_a_play_exists() -> None:
    assert reason(Position.start(), Roll(6, 5), "(no play)").rule is Rule.MUST_MOVE


# -- the bar ----------------------------------------------------------------------------------


def test_entry_point_is_25_minus_the_die() -> None:
    position = board({"bar": 1, 13: 14}, {7: 15})
    for die in range(1, 7):
        assert Turn(position, Roll(die, die)).destinations(25)[0] == 25 - die


def test_nothing_else_moves_while_a_checker_is_on_the_bar() -> None:
    position = board({"bar": 1, 13: 14}, {21: 2, 1: 13})
    assert reason(position, Roll(4, 2), "13/9 13/11").rule is Rule.BAR_FIRST
    assert Turn(position, Roll(4, 2)).movable() == (25,)


def test_after_entering_the_other_die_may_move_any_checker() -> None:
    position = board({"bar": 1, 13: 14}, {21: 2, 1: 13})
    assert "bar/23 13/9" in plays(position, Roll(4, 2))


def test_blocked_entry_is_explained() -> None:
    position = board({"bar": 1, 13: 14}, {21: 2, 1: 13})
    why = reason(position, Roll(4, 2), "bar/21 13/11")
    assert why.rule is Rule.ENTRY_BLOCKED and dict(why.params) == {"count": 2, "die": 4, "point": 21}


def test_dancing_when_no_entry_point_is_open() -> None:
    position = board({"bar": 1, 13: 14}, {21: 2, 23: 2, 1: 11})
    assert plays(position, Roll(4, 2)) == ["(no play)"]
    assert verdict(position, Roll(4, 2), "(no play)") == "(no play)"


def test_a_closed_board_keeps_the_bar_checker_out_for_every_roll() -> None:
    position = board({"bar": 1, 13: 14}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2, 1: 3})
    assert all(plays(position, Roll(a, b)) == ["(no play)"] for a in range(1, 7) for b in range(1, a + 1))


def test_hit_and_run_with_one_checker() -> None:
    position = board({9: 1, 13: 14}, {5: 1, 24: 14})
    assert "9/5*/3" in plays(position, Roll(4, 2))


# -- bearing off -----------------------------------------------------------------------------


def test_bearing_off_needs_every_checker_home() -> None:
    position = board({7: 1, 6: 14}, PARKED)
    why = Turn(position, Roll(6, 1)).explain(6, 0)
    assert why is not None and why.rule is Rule.NOT_ALL_HOME and dict(why.params) == {"points": "7"}


def test_a_checker_may_come_home_and_another_bear_off_in_the_same_turn() -> None:
    position = board({7: 1, 6: 14}, PARKED)
    assert (
        verdict(position, Roll(6, 1), "7/6 6/off") == "7/off"
        or verdict(position, Roll(6, 1), "7/6 6/off") == "7/6 6/off"
    )


def test_bearing_off_with_the_exact_number() -> None:
    position = board({4: 2, 6: 13}, PARKED)
    assert verdict(position, Roll(4, 1), "4/off 6/5") == "6/5 4/off"


def test_a_larger_number_bears_off_only_from_the_highest_point() -> None:
    position = board({3: 3, 2: 12}, PARKED)
    assert verdict(position, Roll(6, 5), "3/off(2)") == "3/off(2)"
    assert reason(position, Roll(6, 5), "2/off 3/off").rule is Rule.HIGHER_POINT


def test_the_highest_point_is_rechecked_after_every_step() -> None:
    position = board({4: 1, 2: 14}, PARKED)
    assert verdict(position, Roll(6, 5), "4/off 2/off") == "4/off 2/off"  # after 4/off, 2 is highest


def test_a_hit_checker_must_enter_and_come_home_before_bearing_off_again() -> None:
    position = board({"bar": 1, 6: 4, 5: 4, 4: 4}, {2: 1, 24: 2, 23: 3, 22: 3, 21: 3, 20: 3})
    assert reason(position, Roll(6, 5), "6/off 5/off").rule is Rule.BAR_FIRST


def test_borne_off_checkers_never_return() -> None:
    position = board({"bar": 1, 6: 4}, PARKED)
    for play in legal_plays(position, Roll(6, 5)):
        assert position.play(play).side(WHITE)[0] >= position.side(WHITE)[0]


# -- pips and the end of the game -------------------------------------------------------------


def test_pip_count_counts_the_bar_as_25() -> None:
    position = board({"bar": 1, 6: 14}, PARKED)
    assert position.pip_count(WHITE) == 25 + 6 * 14


def test_start_pip_count_is_167() -> None:
    assert Position.start().pip_count(WHITE) == Position.start().pip_count(BLACK) == 167


def test_single_game_when_the_loser_has_borne_off() -> None:
    result = game_result(board({}, {24: 10}))
    assert result is not None and result.kind is ResultKind.SINGLE and result.points == 1
    assert "5" in result.text("en")


def test_gammon_when_the_loser_has_borne_off_nothing() -> None:
    result = game_result(board({}, {12: 15}))
    assert result is not None and result.kind is ResultKind.GAMMON and result.points == 2


def test_backgammon_with_a_loser_checker_on_the_bar() -> None:
    result = game_result(board({}, {"bar": 1, 24: 14}))
    assert result is not None and result.kind is ResultKind.BACKGAMMON and result.points == 3
    assert "bar" in result.text("en")


def test_backgammon_with_a_loser_checker_in_the_winners_home_board() -> None:
    result = game_result(board({}, {5: 1, 24: 14}))
    assert result is not None and result.kind is ResultKind.BACKGAMMON
    assert "point 5" in result.text("en")


def test_the_cube_multiplies_the_points() -> None:
    result = game_result(board({}, {5: 1, 24: 14}), cube=4)
    assert result is not None and result.points == 12


def test_no_result_while_the_game_goes_on() -> None:
    assert game_result(Position.start()) is None


def test_no_plays_after_the_game_is_over() -> None:
    with pytest.raises(GameOverError):
        legal_plays(board({}, {5: 1, 24: 14}, turn=BLACK), Roll(2, 1))
