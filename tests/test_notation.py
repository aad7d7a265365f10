"""Notation: gnubg's canonical formatter, the parser, and text resolved against legal plays.

The vectors are those of docs/formats.md 2.2 (produced by gnubg's ``movetupletostring`` and
``parsemove``). Boards are written in the mover's numbering: ``mover`` and ``opp`` map the
mover's points (25 = bar) to checker counts; the rest of each side's fifteen is borne off.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any, NamedTuple

import pytest

from bgtutor import (
    BLACK,
    WHITE,
    AmbiguousPlayError,
    Color,
    IllegalPlayError,
    InvalidNotationError,
    Play,
    Position,
    Roll,
    Step,
    format_play,
    format_steps,
    legal_plays,
)
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.notation import parse_paths
from bgtutor.rules.resolve import check_play, parse_play

START = {6: 5, 8: 3, 13: 5, 24: 2}
"""The start position of one side, in its own numbering."""
START_OPP = {19: 5, 17: 3, 12: 5, 1: 2}
"""The opponent's start checkers, on the mover's points."""


def opp_moved(frm: int, to: int, base: Mapping[int, int] = START_OPP) -> dict[int, int]:
    """``base`` (on the mover's points) with one opposing checker moved from ``frm`` to ``to``."""
    board = dict(base)
    board[frm] -= 1
    board[to] = board.get(to, 0) + 1
    return {point: n for point, n in board.items() if n}


def board(mover: Mapping[Any, int], opp: Mapping[int, int], color: Color = WHITE) -> Position:
    """A position with ``color`` on roll; ``opp`` lists the opponent's checkers on the mover's points."""
    other = {25 - point: n for point, n in opp.items()}
    if color is WHITE:
        return Position.from_points(white=mover, black=other, turn=WHITE)
    return Position.from_points(white=other, black=mover, turn=BLACK)


def steps_for(position: Position, legs: list[tuple[int, int]]) -> tuple[Step, ...]:
    """The legs as Steps (die = distance), each hit flag read off the board as it stands then."""
    steps = []
    for src, dst in legs:
        hit = dst != 0 and position.opponent[25 - dst] == 1
        step = Step(src, dst, src - dst, hit)
        steps.append(step)
        position = position.apply_steps((step,))
    return tuple(steps)


def ids(cases: list[Any]) -> list[str]:
    return [case.id for case in cases]


# -- the formatter: gnubg's movetupletostring ------------------------------------------------


class FormatCase(NamedTuple):
    id: str
    mover: dict[Any, int]
    opp: dict[int, int]
    legs: list[tuple[int, int]]
    expected: str
    hits: int


BEAROFF = {6: 3, 5: 3, 4: 3, 3: 3, 2: 3}
RACE_OPP = {19: 5, 20: 5, 21: 5}  # far away: no contact
ON_BAR = {"bar": 1, 24: 1, 13: 5, 8: 3, 6: 5}
NO_MIDPOINT_OPP = {19: 5, 17: 3, 10: 5, 1: 2}  # the opponent's 13 moved to the mover's 10

FORMAT_CASES = [
    FormatCase("opening-31", START, START_OPP, [(8, 5), (6, 5)], "8/5 6/5", 0),
    FormatCase("opening-31-legs-reversed", START, START_OPP, [(6, 5), (8, 5)], "8/5 6/5", 0),
    FormatCase("opening-62", START, START_OPP, [(24, 18), (13, 11)], "24/18 13/11", 0),
    FormatCase("opening-64-run", START, START_OPP, [(24, 18), (18, 14)], "24/14", 0),
    FormatCase(
        "66-two-pairs", START, START_OPP, [(24, 18), (24, 18), (13, 7), (13, 7)], "24/18(2) 13/7(2)", 0
    ),
    FormatCase(
        "33-two-checkers-13-to-7", START, START_OPP, [(13, 10), (13, 10), (10, 7), (10, 7)], "13/7(2)", 0
    ),
    FormatCase("22-two-pairs", START, START_OPP, [(13, 11), (13, 11), (6, 4), (6, 4)], "13/11(2) 6/4(2)", 0),
    FormatCase("62-both-from-13", START, START_OPP, [(13, 7), (13, 11)], "13/11 13/7", 0),
    FormatCase("two-checkers-hit-one-point", START, opp_moved(12, 7), [(13, 7), (8, 7)], "13/7* 8/7", 1),
    FormatCase("hit-mid-way", START, opp_moved(12, 18), [(24, 18), (18, 14)], "24/18*/14", 1),
    FormatCase("non-hit-chain-elided", START, START_OPP, [(13, 8), (8, 5)], "13/5", 0),
    FormatCase("enter-and-hit", ON_BAR, opp_moved(12, 22), [(25, 22), (13, 8)], "bar/22* 13/8", 1),
    FormatCase("bear-off-two", BEAROFF, RACE_OPP, [(6, 0), (5, 0)], "6/off 5/off", 0),
    FormatCase("bear-off-four", {6: 4, 5: 4, 4: 4, 3: 3}, RACE_OPP, [(6, 0)] * 4, "6/off(4)", 0),
    FormatCase("double-hit-one-point", START, opp_moved(12, 5), [(8, 5), (8, 5)], "8/5*(2)", 1),
    FormatCase(
        "66-chain-with-hit-and-pair",
        START,
        opp_moved(10, 18, NO_MIDPOINT_OPP),
        [(24, 18), (18, 12), (13, 7), (13, 7)],
        "24/18*/12 13/7(2)",
        1,
    ),
    FormatCase(
        "33-from-the-bar",
        ON_BAR,
        {20: 5, 17: 3, 12: 5, 1: 2},
        [(25, 22), (22, 19), (13, 10), (13, 10)],
        "bar/19 13/10(2)",
        0,
    ),
    FormatCase(
        "33-greedy-chaining-quirk",
        {6: 4, 5: 4, 4: 4, 3: 3},
        RACE_OPP,
        [(6, 3), (6, 3), (6, 3), (3, 0)],
        "6/off 6/3(2)",
        0,
    ),
    FormatCase(
        "33-four-leg-chain", START, NO_MIDPOINT_OPP, [(24, 21), (21, 18), (18, 15), (15, 12)], "24/12", 0
    ),
    FormatCase(
        "33-chain-with-two-hits",
        START,
        {19: 5, 17: 3, 10: 3, 1: 2, 21: 1, 15: 1},
        [(24, 21), (21, 18), (18, 15), (15, 12)],
        "24/21*/15*/12",
        2,
    ),
]


def roll_of(legs: list[tuple[int, int]]) -> Roll:
    dice = sorted({src - dst for src, dst in legs})
    return Roll(dice[0], dice[-1])


@pytest.mark.parametrize("case", FORMAT_CASES, ids=ids(FORMAT_CASES))
@pytest.mark.parametrize("color", [WHITE, BLACK], ids=["white", "black"])
def test_format_play_matches_gnubg(case: FormatCase, color: Color) -> None:
    position = board(case.mover, case.opp, color)
    steps = steps_for(position, case.legs)
    assert sum(step.hit for step in steps) == case.hits
    assert format_play(Play(steps)) == case.expected
    assert str(Play(steps)) == case.expected


@pytest.mark.parametrize(
    "case",
    [c for c in FORMAT_CASES if len(c.legs) == len(roll_of(c.legs).numbers)],
    ids=lambda c: c.id,
)
def test_format_vector_is_a_legal_play_that_parses_back(case: FormatCase) -> None:
    """Where the legs are a whole turn: the generator finds that play and writes it the same way."""
    position = board(case.mover, case.opp)
    roll = roll_of(case.legs)
    result = position.play(Play(steps_for(position, case.legs)))
    matching = [play for play in legal_plays(position, roll) if position.play(play) == result]
    assert len(matching) == 1
    assert format_play(matching[0]) == case.expected
    assert position.play(parse_play(position, roll, case.expected)) == result


def test_format_empty_play() -> None:
    assert format_play(Play()) == "(no play)"
    assert format_steps(Play()) == "(no play)"


def test_format_steps_writes_every_step_in_order() -> None:
    play = Play((Step(24, 18, 6, True), Step(18, 14, 4), Step(6, 0, 6), Step(25, 22, 3)))
    assert format_steps(play) == "24/18* 18/14 6/off bar/22"


# -- the parser: gnubg's parsemove --------------------------------------------------------------


def sorted_legs(text: str) -> tuple[tuple[int, int], ...]:
    return tuple(sorted((leg for path in parse_paths(text) for leg in path.legs), reverse=True))


@pytest.mark.parametrize(
    ("text", "legs"),
    [
        ("13/7(2) 24/18(2)", ((24, 18), (24, 18), (13, 7), (13, 7))),
        ("bar/22* 13/8", ((25, 22), (13, 8))),
        ("6/off(4)", ((6, 0),) * 4),
        ("13/7*/1", ((13, 7), (7, 1))),
        ("24/20*", ((24, 20),)),  # a leg spanning two dice is not split
    ],
    ids=["repeats", "bar-and-hit", "off-repeated", "intermediate-hit", "unsplit-leg"],
)
def test_parse_paths_matches_gnubg_parsemove(text: str, legs: tuple[tuple[int, int], ...]) -> None:
    assert sorted_legs(text) == legs


def test_parse_paths_keeps_paths_and_stars() -> None:
    paths = parse_paths("bar/22* 13/7*/1 6/off(2)")
    assert [path.points for path in paths] == [(25, 22), (13, 7, 1), (6, 0), (6, 0)]
    assert [set(path.stars) for path in paths] == [{22}, {7}, set(), set()]


@pytest.mark.parametrize(
    ("text", "points"),
    [
        ("24/18, 13/11", [(24, 18), (13, 11)]),
        ("24/18,13/11", [(24, 18), (13, 11)]),
        ("Bar/20 8/6", [(25, 20), (8, 6)]),
        ("b/20 6/o", [(25, 20), (6, 0)]),
        ("2/Off 1/OFF", [(2, 0), (1, 0)]),
        ("62: 24/18 13/11", [(24, 18), (13, 11)]),
        ("4-2: 8/4 6/4", [(8, 4), (6, 4)]),
        ("  24/18 \t 13/11\n", [(24, 18), (13, 11)]),
        ("10/8/5", [(10, 8, 5)]),
        ("25/20 6/0", [(25, 20), (6, 0)]),
    ],
    ids=[
        "comma-space",
        "comma",
        "Bar",
        "b-and-o",
        "Off",
        "roll-prefix",
        "roll-prefix-dash",
        "whitespace",
        "intermediate",
        "numbers",
    ],
)
def test_parse_paths_variants(text: str, points: list[tuple[int, ...]]) -> None:
    assert [path.points for path in parse_paths(text)] == points


@pytest.mark.parametrize("text", ["", "   ", "(no play)", "62:"])
def test_parse_paths_no_play(text: str) -> None:
    assert parse_paths(text) == ()


@pytest.mark.parametrize("text", ["24/18, 13/11,", ", 24/18 13/11"], ids=["trailing-comma", "leading-comma"])
def test_parse_paths_ignores_stray_commas(text: str) -> None:
    """gnubg's ParseMove ignores ',' (formats.md 2.2); a stray comma is not an error."""
    assert [path.points for path in parse_paths(text)] == [(24, 18), (13, 11)]


MALFORMED = [
    "13/x",
    "24/30",
    "6/bar",
    "off/3",
    "13",
    "13//7",
    "(2)",
    "13/7(9)",
    "13/7(0)",
    "13/7(12)",
    "!!",
    ",",
    "/",
    "*",
    "x",
    "13/7 junk",
    "/13/7",
    "13/7/",
    "13-7",
    "24/18/24",
    "7/7",
    "13/7(2",
    "(62): 24/18",
]


@pytest.mark.parametrize("text", MALFORMED)
def test_malformed_notation_raises_and_quotes_the_text(text: str) -> None:
    with pytest.raises(InvalidNotationError) as info:
        parse_paths(text)
    assert repr(text) in str(info.value)
    with pytest.raises(InvalidNotationError) as info:
        parse_play(Position.start(), Roll(6, 2), text)
    assert repr(text) in str(info.value)


@pytest.mark.parametrize("value", [None, 42, b"13/7", ["13/7"], 13.7], ids=repr)
def test_non_text_raises_invalid_notation(value: object) -> None:
    with pytest.raises(InvalidNotationError) as info:
        parse_paths(value)  # type: ignore[arg-type]
    assert repr(value) in str(info.value)
    with pytest.raises(InvalidNotationError):
        check_play(Position.start(), Roll(6, 2), value)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["62: 13/x", "4-2: 8/4 6/bar"])
def test_malformed_notation_with_a_roll_prefix_quotes_the_whole_text(text: str) -> None:
    with pytest.raises(InvalidNotationError) as info:
        parse_paths(text)
    assert repr(text) in str(info.value)
    with pytest.raises(InvalidNotationError) as info:
        check_play(Position.start(), Roll(4, 2), text)
    assert repr(text) in str(info.value)


def test_invalid_notation_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="13/x"):
        parse_paths("13/x")


# -- accepted variants, resolved against real positions ----------------------------------------

BAR_POSITION = board(ON_BAR, START_OPP)
HOME_POSITION = board({6: 3, 5: 3, 4: 3, 3: 3, 2: 2, 1: 1}, RACE_OPP)
TEN_POSITION = board({10: 1, 6: 5, 8: 2, 13: 5, 24: 2}, START_OPP)
TWO_ON_BAR_POSITION = board({"bar": 2, 6: 13}, START_OPP)


class VariantCase(NamedTuple):
    id: str
    position: Position
    roll: Roll
    text: str
    canonical: str


VARIANTS = [
    VariantCase("plain", Position.start(), Roll(6, 2), "24/18 13/11", "24/18 13/11"),
    VariantCase("other-order", Position.start(), Roll(6, 2), "13/11 24/18", "24/18 13/11"),
    VariantCase("comma-space", Position.start(), Roll(6, 2), "24/18, 13/11", "24/18 13/11"),
    VariantCase("comma", Position.start(), Roll(6, 2), "24/18,13/11", "24/18 13/11"),
    VariantCase("prefix-62", Position.start(), Roll(6, 2), "62: 24/18 13/11", "24/18 13/11"),
    VariantCase("prefix-6-2-no-space", Position.start(), Roll(6, 2), "6-2:24/18 13/11", "24/18 13/11"),
    VariantCase("prefix-4-2", Position.start(), Roll(4, 2), "4-2: 8/4 6/4", "8/4 6/4"),
    VariantCase("prefix-42", Position.start(), Roll(4, 2), "42: 8/4 6/4", "8/4 6/4"),
    VariantCase("prefix-low-high", Position.start(), Roll(4, 2), "2-4: 8/4 6/4", "8/4 6/4"),
    VariantCase("whitespace", Position.start(), Roll(6, 2), "  24/18 \t  13/11  ", "24/18 13/11"),
    VariantCase("two-dice-path", Position.start(), Roll(6, 4), "24/14", "24/14"),
    VariantCase("two-dice-path-written-out", Position.start(), Roll(6, 4), "24/18/14", "24/14"),
    VariantCase("legs-separately", Position.start(), Roll(6, 4), "24/18 18/14", "24/14"),
    VariantCase("repeat", Position.start(), Roll(6, 6), "13/7(2) 24/18(2)", "24/18(2) 13/7(2)"),
    VariantCase(
        "repeat-written-out", Position.start(), Roll(6, 6), "13/7 24/18 13/7 24/18", "24/18(2) 13/7(2)"
    ),
    VariantCase("repeat-one", Position.start(), Roll(4, 2), "13/11(1) 13/9", "13/11 13/9"),
    VariantCase("xg-Bar", BAR_POSITION, Roll(5, 2), "Bar/20 8/6", "bar/20 8/6"),
    VariantCase("BAR", BAR_POSITION, Roll(5, 2), "BAR/20 8/6", "bar/20 8/6"),
    VariantCase("b", BAR_POSITION, Roll(5, 2), "b/20 8/6", "bar/20 8/6"),
    VariantCase("B", BAR_POSITION, Roll(5, 2), "B/20 8/6", "bar/20 8/6"),
    VariantCase("25", BAR_POSITION, Roll(5, 2), "25/20 8/6", "bar/20 8/6"),
    VariantCase(
        "openspiel-Bar-repeat", TWO_ON_BAR_POSITION, Roll(1, 1), "Bar/24(2) 6/5(2)", "bar/24(2) 6/5(2)"
    ),
    VariantCase("openspiel-Off", HOME_POSITION, Roll(2, 1), "2/Off 1/Off", "2/off 1/off"),
    VariantCase("OFF-and-o", HOME_POSITION, Roll(6, 5), "6/OFF 5/o", "6/off 5/off"),
    VariantCase("O", HOME_POSITION, Roll(6, 5), "6/O 5/O", "6/off 5/off"),
    VariantCase("zero", HOME_POSITION, Roll(6, 5), "6/0 5/0", "6/off 5/off"),
    VariantCase("openspiel-intermediate", TEN_POSITION, Roll(3, 2), "10/8/5", "10/5"),
    VariantCase("other-intermediate", TEN_POSITION, Roll(3, 2), "10/7/5", "10/5"),
    VariantCase("hit-star", board(START, opp_moved(12, 18)), Roll(6, 4), "24/18*/14", "24/18*/14"),
    VariantCase("Hit-case", board(ON_BAR, opp_moved(12, 22)), Roll(5, 3), "BAR/22* 13/8", "bar/22* 13/8"),
]


@pytest.mark.parametrize("case", VARIANTS, ids=ids(VARIANTS))
def test_variants_resolve_to_the_legal_play(case: VariantCase) -> None:
    (expected,) = [p for p in legal_plays(case.position, case.roll) if format_play(p) == case.canonical]
    play = parse_play(case.position, case.roll, case.text)
    assert case.position.play(play) == case.position.play(expected)
    assert format_play(play) == case.canonical
    assert check_play(case.position, case.roll, case.text) == play


@pytest.mark.parametrize("case", VARIANTS, ids=ids(VARIANTS))
def test_variants_resolve_for_black_too(case: VariantCase) -> None:
    mirrored = Position(case.position.black, case.position.white, BLACK)
    play = parse_play(mirrored, case.roll, case.text)
    assert format_play(play) == case.canonical
    assert mirrored.play(play).black == case.position.play(play).white


def test_wrong_roll_prefix_is_explained() -> None:
    outcome = check_play(Position.start(), Roll(6, 2), "4-2: 8/4 6/4")
    assert outcome == Reason.of(Rule.WRONG_ROLL, written="4-2", roll="6-2")
    with pytest.raises(IllegalPlayError) as info:
        parse_play(Position.start(), Roll(6, 2), "4-2: 8/4 6/4")
    assert info.value.reason.rule is Rule.WRONG_ROLL


def test_empty_text_when_a_play_exists_is_illegal() -> None:
    outcome = check_play(Position.start(), Roll(4, 2), "")
    assert isinstance(outcome, Reason)
    assert outcome.rule is Rule.MUST_MOVE


def test_no_play_text_when_nothing_can_move() -> None:
    # two on the bar against a closed board
    closed = board({"bar": 2, 13: 13}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2, 1: 3})
    assert legal_plays(closed, Roll(4, 2)) == (Play(),)
    for text in ("", "(no play)"):
        assert parse_play(closed, Roll(4, 2), text) == Play()


# -- written paths are checked, not just where the checkers end ---------------------------------

# White to play 53 with two checkers on its 13; Black holds White's 8 point (Black's 17).
BLOCKED_8 = Position.from_points(white={13: 2, 6: 13}, black={17: 2, 1: 13})


@pytest.mark.parametrize("text", ["13/8/5", "13/8 8/5", "13/8 13/10"])
def test_path_through_a_blocked_point_is_illegal(text: str) -> None:
    with pytest.raises(IllegalPlayError) as info:
        parse_play(BLOCKED_8, Roll(5, 3), text)
    assert info.value.reason == Reason.of(Rule.BLOCKED, point=8, count=2)
    assert repr(text) in str(info.value)
    assert BLOCKED_8.position_id() in str(info.value)


@pytest.mark.parametrize("text", ["13/5", "13/10/5", "13/10 10/5"])
def test_unblocked_route_is_found(text: str) -> None:
    play = parse_play(BLOCKED_8, Roll(5, 3), text)
    assert play.steps == (Step(13, 10, 3, False), Step(10, 5, 5, False))


def test_every_route_blocked_names_the_intermediate_points() -> None:
    both_blocked = Position.from_points(white={13: 2, 6: 13}, black={17: 2, 15: 2, 1: 11})
    outcome = check_play(both_blocked, Roll(5, 3), "13/5")
    assert outcome == Reason.of(Rule.INTERMEDIATE_BLOCKED, src="13", dst="5", points="10, 8", count=2)
    assert outcome.text("de").count("gesperrten Punkt: Punkte 10, 8.") == 1  # two points: plural


# White to play 53; a Black blot on White's 10 point (Black's 15).
BLOT_10 = Position.from_points(white={13: 2, 6: 13}, black={15: 1, 1: 14})


@pytest.mark.parametrize(
    ("text", "point"),
    [("13/5*", 5), ("13/8*/5", 8), ("13/10/5*", 5), ("13/8* 8/5", 8)],
)
def test_hit_written_at_the_wrong_point(text: str, point: int) -> None:
    outcome = check_play(BLOT_10, Roll(5, 3), text)
    assert outcome == Reason.of(Rule.NO_BLOT, point=point)
    with pytest.raises(IllegalPlayError) as info:
        parse_play(BLOT_10, Roll(5, 3), text)
    assert info.value.reason.rule is Rule.NO_BLOT


def test_hit_written_where_nothing_stands_from_the_start() -> None:
    assert check_play(Position.start(), Roll(6, 2), "24/18* 13/11") == Reason.of(Rule.NO_BLOT, point=18)


@pytest.mark.parametrize("text", ["13/10*/5", "13/10* 10/5", "13/10*, 10/5"])
def test_hit_at_the_right_point(text: str) -> None:
    play = parse_play(BLOT_10, Roll(5, 3), text)
    assert play.steps == (Step(13, 10, 3, True), Step(10, 5, 5, False))
    assert format_play(play) == "13/10*/5"
    assert BLOT_10.play(play).black[25] == 1


def test_unstarred_path_resolves_to_the_non_hitting_route() -> None:
    """gnubg writes the hitting route 13/10*/5, so a plain 13/5 is the route through the open 8."""
    play = parse_play(BLOT_10, Roll(5, 3), "13/5")
    assert play.steps == (Step(13, 8, 5, False), Step(8, 5, 3, False))
    assert play.hits == 0


# White to play 64 from the start with Black blots on White's 20 and 18.
TWO_BLOTS = board(START, {19: 5, 17: 3, 12: 3, 1: 2, 20: 1, 18: 1})


def test_ambiguous_text_raises() -> None:
    with pytest.raises(AmbiguousPlayError) as info:
        parse_play(TWO_BLOTS, Roll(6, 4), "24/14")
    message = str(info.value)
    assert "'24/14'" in message
    assert TWO_BLOTS.position_id() in message
    assert "24/20*/14" in message and "24/18*/14" in message


@pytest.mark.parametrize(
    ("text", "first"),
    [("24/18*/14", Step(24, 18, 6, True)), ("24/20*/14", Step(24, 20, 4, True))],
)
def test_intermediate_hit_removes_the_ambiguity(text: str, first: Step) -> None:
    play = parse_play(TWO_BLOTS, Roll(6, 4), text)
    assert play.steps[0] == first
    assert format_play(play) == text


def test_check_play_raises_ambiguity_too() -> None:
    with pytest.raises(AmbiguousPlayError):
        check_play(TWO_BLOTS, Roll(6, 4), "24/14")


def test_many_written_paths_are_refused_quickly() -> None:
    """No play has more than four steps; ten written paths must not be tried in all 10! orders."""
    started = time.perf_counter()
    outcome = check_play(Position.start(), Roll(1, 1), "6/5(4) 8/7(4) 13/12(2)")
    elapsed = time.perf_counter() - started
    assert isinstance(outcome, Reason)
    assert elapsed < 0.5, f"check_play took {elapsed:.1f} s"


def test_illegal_play_error_carries_the_reason() -> None:
    with pytest.raises(IllegalPlayError) as info:
        parse_play(Position.start(), Roll(6, 4), "13/9 13/9")
    assert info.value.reason == Reason.of(Rule.NO_DIE, src="13", dst="9", distance=4, dice="6")
    assert isinstance(info.value, ValueError)


# -- gnubg's canonical output must parse back, also with two checkers on the bar --------------


@pytest.mark.parametrize(
    ("position", "roll", "canonical", "also"),
    [
        # two checkers enter on 23 and both move on to 21: each path needs the other's entry first
        (board({"bar": 2, 13: 13}, {1: 15}), Roll(2, 2), "bar/21(2)", "bar/23/21(2)"),
        # 8/4 and 7/3 first, then both bear off: each path needs the other checker home first
        (board({8: 1, 7: 1, 2: 13}, {1: 15}), Roll(4, 4), "8/off 7/off", "8/4/off 7/3/off"),
    ],
    ids=["two-enter-and-move-on", "two-come-home-and-bear-off"],
)
def test_canonical_form_needing_interleaved_paths_parses(
    position: Position, roll: Roll, canonical: str, also: str
) -> None:
    """The generator's own canonical text must parse back, even when the legs of the written
    paths have to be interleaved to be legal."""
    (play,) = [p for p in legal_plays(position, roll) if format_play(p) == canonical]
    for text in (canonical, also, format_steps(play)):
        assert position.play(parse_play(position, roll, text)) == position.play(play), text
