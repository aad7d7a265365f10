"""One numbering (bgtutor.rules.places): mirroring, the bar and off, point names, and the board
that draws places of the side on roll the same way whichever side that is."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from bgtutor import BLACK, WHITE, Color, InvalidPositionError, Position, Roll, legal_plays
from bgtutor.board import geometry as bg
from bgtutor.board.describe import describe
from bgtutor.board.geometry import XY, BoardGeometry, Rect
from bgtutor.board.layout import Layout, arrow_ends, layout, top_checker
from bgtutor.board.render import BoardView
from bgtutor.board.state import BoardState
from bgtutor.rules import notation
from bgtutor.rules.places import (
    BAR,
    OFF,
    POINTS,
    Place,
    check_place,
    mirror,
    number,
    place,
    point_name,
    seen_by,
    step_places,
)
from bgtutor.rules.plays import Step

PLACES: list[Place] = [*POINTS, "bar", "off"]
SETTINGS = settings(
    max_examples=80,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


# -- mirroring -------------------------------------------------------------------------------------


@pytest.mark.parametrize("where", [*PLACES, BAR, OFF])
def test_mirroring_is_an_involution(where: Place) -> None:
    assert mirror(mirror(where)) == where
    for a in (WHITE, BLACK):
        for b in (WHITE, BLACK):
            assert seen_by(seen_by(where, a, b), b, a) == where
        assert seen_by(where, a, a) == where


def test_mirroring_swaps_the_points_and_keeps_the_bar_and_off() -> None:
    assert [mirror(p) for p in POINTS] == list(reversed(POINTS))
    assert all(mirror(p) + p == BAR for p in POINTS)
    assert [mirror(x) for x in ("bar", "off", BAR, OFF)] == ["bar", "off", BAR, OFF]
    assert seen_by(6, WHITE, BLACK) == seen_by(6, BLACK, WHITE) == 19
    assert mirror(True) is True and mirror("nowhere") == "nowhere"  # not points: left alone


def test_notation_numbers_and_places_correspond() -> None:
    assert [place(n) for n in range(OFF, BAR + 1)] == ["off", *POINTS, "bar"]
    assert all(number(place(n)) == n for n in range(OFF, BAR + 1))
    assert all(check_place(where) == where for where in PLACES)
    for bad in (0, 25, -1, True, None, "Bar", 3.0):
        with pytest.raises(ValueError):
            check_place(bad)
    with pytest.raises(ValueError):
        place(26)


def test_steps_become_places_in_either_numbering() -> None:
    steps = [Step(BAR, 22, 3), Step(2, OFF, 2)]
    assert step_places(steps, WHITE) == [("bar", 22), (2, "off")]
    assert step_places(steps, WHITE, BLACK) == [("bar", 3), (23, "off")]
    assert step_places(steps, BLACK, BLACK) == step_places(steps, BLACK)


# -- the bar and off, as the board draws them --------------------------------------------------------


def inside(xy: XY, rect: Rect) -> bool:
    x, y, w, h = rect
    return x <= xy[0] <= x + w and y <= xy[1] <= y + h


@pytest.mark.parametrize("home", ["right", "left"])
@pytest.mark.parametrize("mover", [WHITE, BLACK])
def test_the_bar_and_off_are_the_movers_own(home: str, mover: Color) -> None:
    g = BoardGeometry(home)
    assert g.drawn("bar", mover) == "bar" and g.drawn("off", mover) == "off"
    assert inside(g.place_center("bar", mover), g.bar_rect(mover))
    assert inside(g.place_center("off", mover), g.tray_rect(mover))
    assert g.place_at(*g.place_center("bar", mover), mover) == "bar"
    assert g.place_at(*g.place_center("off", mover), mover) == "off"
    mine = tuple({BAR: 1, 3: 1, OFF: 13}.get(p, 0) for p in range(26))
    position = Position.from_sides(mine, tuple(15 if p == 24 else 0 for p in range(26)), mover)
    assert top_checker(g, position, place(BAR)) == g.bar_checker_center(mover, 0)
    assert (g.bar_checker_center(mover, 0), mover) in layout(g, position).checkers
    (start, end), *_ = arrow_ends(g, position, [("bar", 22)])
    assert start == g.bar_checker_center(mover, 0) and g.place_at(*end, mover) == 22
    *_, (_, off) = arrow_ends(g, position, [(3, "off")])
    assert inside(off, g.tray_rect(mover))


@pytest.mark.parametrize("mover", [WHITE, BLACK])
def test_a_point_is_drawn_where_the_mover_sees_it(mover: Color) -> None:
    g = BoardGeometry()
    for point in POINTS:
        drawn = point if mover is WHITE else BAR - point
        assert g.place_center(point, mover) == g.point_center(drawn)
        assert g.outline(point, mover) == list(g.triangle(drawn))
        assert g.place_at(*g.point_center(drawn), mover) == point
        assert inside(g.point_center(drawn), g.area(point, mover))


def test_the_view_clicks_in_the_numbering_of_the_side_on_roll() -> None:
    view = BoardView()
    view.show(Position.start(BLACK))
    assert view.locate(*view.display_xy(24)) == 24
    assert view.display_xy(24) == tuple(view.ax.transData.transform(view.geometry.point_center(1)))
    view.show(Position.start(WHITE))
    assert view.display_xy(1) == tuple(view.ax.transData.transform(view.geometry.point_center(1)))


# -- point names --------------------------------------------------------------------------------------


def test_point_names_are_notation_in_both_languages() -> None:
    assert [point_name(n) for n in (BAR, OFF, 13)] == ["bar", "off", "13"]
    assert [point_name(where) for where in ("bar", "off", 7)] == ["bar", "off", "7"]
    assert not hasattr(notation, "point_name")  # one home: bgtutor.rules.places
    entering = Position.from_points({"bar": 1, 6: 14}, {24: 15})
    state = BoardState.new(entering, Roll(4, 2)).click(place(BAR))
    assert state.message.text("de") == "Stein auf der Bar gewählt. Er kann ziehen nach: 23, 21, 19."
    assert state.message.text("en") == "Checker on the bar selected. It can move to: 23, 21, 19."


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_description_numbers_points_from_either_side(lang: str) -> None:
    start = Position.start()
    assert "2 × 24" in describe(start, lang) and "2 × 1" in describe(start, lang, BLACK)
    assert describe(start, lang) != describe(start, lang, BLACK)


# -- property: Black's board is White's board of the colour-swapped position, upside down -----------


@st.composite
def placed_positions(draw: st.DrawFn) -> Position:
    """Fifteen checkers a side at random (the bar and the tray too), each point held by one side."""
    sides: list[list[int]] = []
    for index in range(2):
        taken = set() if index == 0 else {BAR - p for p in POINTS if sides[0][p]}
        slots = draw(
            st.lists(st.sampled_from([p for p in range(26) if p not in taken]), min_size=15, max_size=15)
        )
        sides.append([slots.count(p) for p in range(26)])
    try:
        return Position(tuple(sides[0]), tuple(sides[1]), draw(st.sampled_from([WHITE, BLACK])))
    except InvalidPositionError:
        assume(False)
        raise


def flip(xy: XY) -> tuple[float, float]:
    """Upside down: White's point p and Black's point p are drawn level, one above the other."""
    return round(xy[0], 9), round(2 * bg.MID - xy[1], 9)


def flat(xy: XY) -> tuple[float, float]:
    return round(xy[0], 9), round(xy[1], 9)


def flip_rect(rect: Rect) -> tuple[float, ...]:
    x, y, w, h = rect
    return round(x, 9), round(2 * bg.MID - y - h, 9), round(w, 9), round(h, 9)


def drawn(board: Layout) -> tuple[list[object], list[object], list[object]]:
    checkers = sorted((flat(xy), color.name) for xy, color in board.checkers)
    counts = sorted((text, flat(xy), None if c is None else c.name) for text, xy, c in board.counts)
    slabs = sorted((tuple(round(v, 9) for v in rect), color.name) for rect, color in board.slabs)
    return checkers, counts, slabs


def drawn_flipped(board: Layout) -> tuple[list[object], list[object], list[object]]:
    checkers = sorted((flip(xy), color.other.name) for xy, color in board.checkers)
    counts = sorted((text, flip(xy), None if c is None else c.other.name) for text, xy, c in board.counts)
    slabs = sorted((flip_rect(rect), color.other.name) for rect, color in board.slabs)
    return checkers, counts, slabs


@SETTINGS
@given(placed_positions(), st.sampled_from(["right", "left"]), st.data())
def test_the_board_of_either_side_on_roll_is_the_same_board_upside_down(
    position: Position, home: str, data: st.DataObject
) -> None:
    """The same checkers, marks and arrows (places in the mover's numbering) drawn for the other
    colour on roll: every point is drawn where the other side's point of that number is."""
    g = BoardGeometry(home)
    swapped = Position(position.black, position.white, position.turn.other)
    assert swapped.on_roll == position.on_roll and swapped.opponent == position.opponent
    assert drawn(layout(g, position)) == drawn_flipped(layout(g, swapped))
    arrows: list[tuple[Place, Place]] = []
    if not position.is_game_over:
        roll = Roll(data.draw(st.integers(1, 6)), data.draw(st.integers(1, 6)))
        arrows = step_places(data.draw(st.sampled_from(legal_plays(position, roll))).steps, position.turn)
    ours, theirs = arrow_ends(g, position, arrows), arrow_ends(g, swapped, arrows)
    assert [(flat(a), flat(b)) for a, b in ours] == [(flip(a), flip(b)) for a, b in theirs]
    for where in PLACES:
        assert sorted(flat(xy) for xy in g.outline(where, position.turn)) == sorted(
            flip(xy) for xy in g.outline(where, swapped.turn)
        )
        mine, other = top_checker(g, position, where), top_checker(g, swapped, where)
        assert (mine is None) == (other is None)
        if mine is not None and other is not None:
            assert flat(mine) == flip(other)
        assert g.place_at(*g.place_center(where, position.turn), position.turn) == where
    centers = {flat(xy) for xy, _ in layout(g, position).checkers}
    for point in POINTS:  # the top checker of a point is one of the checkers drawn there
        count = position.on_roll[point] + position.opponent[mirror(point)]
        top = top_checker(g, position, point)
        assert (top is None) == (count == 0)
        assert top is None or flat(top) == flat(g.slot_center(point, min(count, bg.STACK) - 1, position.turn))
        assert top is None or flat(top) in centers
