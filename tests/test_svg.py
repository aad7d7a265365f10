"""The SVG board (bgtutor.board.svg): the same board as the matplotlib renderer, from the standard library
alone; well-formed and deterministic; its clickable places; its words for screen readers."""

from __future__ import annotations

import math
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from itertools import pairwise, product

import pytest

from bgtutor import BLACK, WHITE, Color, Position, Roll, parse_play
from bgtutor.board import geometry as bg
from bgtutor.board import svg
from bgtutor.board.describe import describe
from bgtutor.board.geometry import BoardGeometry
from bgtutor.board.layout import arrow_ends, layout
from bgtutor.board.themes import THEMES
from bgtutor.rules.places import step_places
from bgtutor.tutor.lessons import SEED_EXAMPLES

NS = {"svg": "http://www.w3.org/2000/svg"}
LOOKS = list(product(sorted(THEMES), (WHITE, BLACK), ("right", "left")))
BUSY = Position.from_points({6: 7, 5: 2, "bar": 1}, {1: 6, 10: 2, "bar": 2})  # counts, bars, trays


def parse(text: str) -> ET.Element:
    return ET.fromstring(text)


def board_xy(x: str | None, y: str | None) -> tuple[float, float]:
    """SVG pixels back to board units."""
    assert x is not None and y is not None
    return float(x) / svg.SCALE, bg.Y_MAX - float(y) / svg.SCALE


def close(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return abs(a[0] - b[0]) < 0.011 and abs(a[1] - b[1]) < 0.011


# -- every example, every look ------------------------------------------------------------------


@pytest.mark.parametrize(("theme", "numbering", "home"), LOOKS)
def test_every_example_draws_in_every_look_as_well_formed_svg(
    theme: str, numbering: Color, home: str
) -> None:
    for example in SEED_EXAMPLES.values():
        arrows = []
        if example.roll is not None and example.play is not None:
            play = parse_play(example.position, example.roll, example.play)
            arrows = step_places(play.steps, example.position.turn)
        picture = svg.board(
            example.position,
            roll=example.roll,
            arrows=arrows,
            theme=theme,
            home=home,
            numbering=numbering,
            targets=[dst for _, dst in arrows] + ["bar", "off"],
            selected=arrows[0][0] if arrows else None,
            caption=example.key,
        )
        root = parse(picture)
        assert root.tag == "{http://www.w3.org/2000/svg}svg"
        assert len(root.findall(".//svg:g[@class='bg-arrow']", NS)) == len(arrows)


def test_the_same_arguments_give_the_same_text() -> None:
    options = {"roll": Roll(3, 3), "used": (3,), "selected": 6, "targets": [3, 2], "arrows": [(6, 3)]}
    assert svg.board(BUSY, **options) == svg.board(BUSY, **options)  # type: ignore[arg-type]
    assert svg.board(BUSY) != svg.board(BUSY, theme="print")


# -- the same board as bgtutor.board.render: both draw the layout of board_layout --------------------------


@pytest.mark.parametrize("home", ["right", "left"])
def test_the_checkers_stand_where_the_shared_layout_puts_them(home: str) -> None:
    expected = layout(BoardGeometry(home), BUSY)
    root = parse(svg.board(BUSY, home=home))
    groups = root.findall(".//svg:g[@class='bg-checker']", NS)
    bodies = [group.findall("svg:circle", NS)[0] for group in groups]
    centers = [board_xy(circle.get("cx"), circle.get("cy")) for circle in bodies]
    assert len(centers) == len(expected.checkers)
    assert all(close(c, xy) for c, (xy, _) in zip(centers, expected.checkers, strict=True))
    texts = [text.text for text in root.iter("{http://www.w3.org/2000/svg}text")]
    assert all(count in texts for count, _, _ in expected.counts)  # "7" on 6, "6" on Black's 1, trays


def test_arrows_run_between_the_ends_the_shared_layout_gives() -> None:
    arrows = [(13, 9), (13, 9)]
    root = parse(svg.board(Position.start(), roll=Roll(4, 4), arrows=arrows))
    ghosts = [board_xy(c.get("cx"), c.get("cy")) for c in root.findall("svg:circle[@stroke-dasharray]", NS)]
    ends = arrow_ends(BoardGeometry(), Position.start(), arrows)
    assert len(ghosts) == 2 and all(close(g, end) for g, (_, end) in zip(ghosts, ends, strict=True))


def test_dice_show_the_roll_and_grey_the_used_ones() -> None:
    root = parse(svg.board(Position.start(), roll=Roll(5, 5), used=(5, 5)))
    dice = root.findall("svg:g[@class='bg-die']", NS)
    assert [d.get("data-value") for d in dice] == ["5"] * 4
    assert [d.get("opacity") for d in dice] == ["0.3", "0.3", None, None]


def test_themes_numbering_and_pip_counts_are_drawn() -> None:
    white = svg.board(Position.start(), lang="en")
    black = svg.board(Position.start(), numbering=BLACK, lang="en", pips=False, theme="colorblind")
    assert "White: 167 pips" in white and "pips" not in black.lower().replace("bg-", "")
    assert THEMES["colorblind"].felt in black and THEMES["classic"].felt in white
    numbers = parse(white).find("svg:g[@class='bg-numbers']", NS)
    assert numbers is not None and [t.text for t in numbers][:3] == ["1", "2", "3"]
    numbers = parse(black).find("svg:g[@class='bg-numbers']", NS)
    assert numbers is not None and [t.text for t in numbers][:3] == ["24", "23", "22"]


def test_selection_ring_and_targets_are_marked() -> None:
    root = parse(svg.board(Position.start(), roll=Roll(6, 5), selected=13, targets=[7, 8]))
    assert len(root.findall("svg:polygon[@class='bg-target']", NS)) == 2
    assert len(root.findall("svg:polygon[@class='bg-selected']", NS)) == 1


# -- clicks: every place has an element with data-place -------------------------------------------


@pytest.mark.parametrize("turn", [WHITE, BLACK])
@pytest.mark.parametrize("home", ["right", "left"])
def test_every_place_has_one_clickable_area_matching_the_geometry(home: str, turn: Color) -> None:
    geometry = BoardGeometry(home)
    root = parse(svg.board(Position.start(turn), home=home))
    areas = root.findall(".//svg:rect[@data-place]", NS)
    assert sorted(a.get("data-place", "") for a in areas) == sorted([*map(str, range(1, 25)), "bar", "off"])
    for area in areas:
        x, y = float(area.get("x", "")), float(area.get("y", ""))
        w, h = float(area.get("width", "")), float(area.get("height", ""))
        for fx, fy in ((0.5, 0.5), (0.1, 0.1), (0.9, 0.9)):
            place = geometry.place_at(*board_xy(str(x + fx * w), str(y + fy * h)), turn)
            assert str(place) == area.get("data-place")


def test_the_clickable_areas_lie_on_top_of_everything() -> None:
    root = parse(svg.board(Position.start(), roll=Roll(2, 1), arrows=[(13, 11)]))
    assert root[-1].tag.endswith("g") and root[-1][0].get("data-place") == "1"


# -- words for screen readers --------------------------------------------------------------------


def test_the_description_is_the_title_and_desc() -> None:
    root = parse(svg.board(BUSY, lang="en", caption="Seven <on> the 6 & more"))
    assert root.get("role") == "img"
    assert root.findtext("svg:title", namespaces=NS) == "Seven <on> the 6 & more"
    assert root.findtext("svg:desc", namespaces=NS) == describe(BUSY, "en")
    untitled = parse(svg.board(Position.start()))
    assert untitled.findtext("svg:title", namespaces=NS) == "Backgammon – Weiß am Zug"


def test_a_finished_game_names_the_winner() -> None:
    done = Position.from_points({}, {1: 1}, turn=BLACK)
    assert "Weiß hat gewonnen" in svg.board(done)


@pytest.mark.parametrize(
    "options",
    [
        {"theme": "neon"},
        {"selected": 25},
        {"targets": [0]},
        {"arrows": [(13, "home")]},
        {"roll": Roll(4, 2), "used": (3,)},
        {"lang": "fr"},
        {"home": "top"},
    ],
)
def test_bad_options_are_value_errors(options: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        svg.board(Position.start(), **options)  # type: ignore[arg-type]


# -- no matplotlib, no numpy ----------------------------------------------------------------------


def test_a_position_displays_as_svg() -> None:
    picture = Position.start()._repr_svg_()
    assert picture == svg.board(Position.start())
    assert isinstance(svg.board(Position.start()), str)


def test_the_svg_board_needs_neither_matplotlib_nor_numpy() -> None:
    code = (
        "import sys\n"
        "for name in ('matplotlib', 'numpy', 'PIL'):\n"
        "    sys.modules[name] = None  # any import of them now fails\n"
        "from bgtutor import Position, Roll\n"
        "from bgtutor.board.svg import board\n"
        "picture = board(Position.start(), roll=Roll(6, 5), arrows=[(24, 18)], theme='print')\n"
        "assert Position.start()._repr_svg_().startswith('<svg')\n"
        "print(len(picture), sorted(m for m in sys.modules if m.startswith('bgtutor')))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "bgtutor.board.render" not in result.stdout


def test_the_picture_is_small() -> None:
    picture = svg.board(Position.start(), roll=Roll(6, 5), arrows=[(24, 18), (18, 13)])
    assert len(picture.encode()) < 25_000
    assert not re.search(r"\d\.\d{3,}", picture)  # two decimals at most


# -- a one-pip step's arrow (issue 20: it was a head alone, pointing back at the source) ----------

ONE_PIP_STEPS: list[tuple[int | str, int | str]] = [
    ("bar", 24),
    *((point, point - 1) for point in range(24, 1, -1)),
    (1, "off"),
]


def one_pip_boards(besides: int, target: int) -> list[tuple[Position, list[tuple[int | str, int | str]]]]:
    """For every one-pip step of White and Black: the position (``besides`` checkers on the step's
    source besides the one that moves, ``target`` on its destination) and the step's arrows, the
    step once (and twice, when there are two to move)."""
    boards: list[tuple[Position, list[tuple[int | str, int | str]]]] = []
    for turn, (src, dst) in product((WHITE, BLACK), ONE_PIP_STEPS):
        mine = {src: besides + 1} | ({dst: target} if target and dst != "off" else {})
        position = (
            Position.from_points(mine, {"bar": 1}, turn)
            if turn is WHITE
            else Position.from_points({"bar": 1}, mine, turn)
        )
        boards.append((position, [(src, dst)]))
        if besides:
            boards.append((position, [(src, dst), (src, dst)]))
    return boards


def curve_points(curve: tuple[tuple[float, float], ...], n: int = 50) -> list[tuple[float, float]]:
    """Points along a quadratic Bézier curve (start, control point, end)."""
    (x0, y0), (x1, y1), (x2, y2) = curve
    return [
        (
            (1 - t) ** 2 * x0 + 2 * t * (1 - t) * x1 + t * t * x2,
            (1 - t) ** 2 * y0 + 2 * t * (1 - t) * y1 + t * t * y2,
        )
        for t in (i / n for i in range(n + 1))
    ]


def shaft_outside_head(points: list[tuple[float, float]], tip: tuple[float, float], head: float) -> float:
    """How long the part of a shaft is that lies farther than ``head`` from the head's tip."""
    outside = [p for p in points if math.dist(p, tip) >= head]
    return sum(math.dist(a, b) for a, b in pairwise(outside))


@pytest.mark.parametrize("home", ["right", "left"])
@pytest.mark.parametrize(("besides", "target"), [(0, 0), (1, 0), (0, 1), (1, 2), (5, 4)])
def test_a_one_pip_arrow_points_from_the_source_to_the_destination(
    besides: int, target: int, home: str
) -> None:
    """A one-pip step (24/23, 13/12 across the board's middle, 7/6 across the bar, bar/24, 1/off)
    draws an arrow whose head lies nearer the destination than the source and points towards
    it, with a shaft behind the head at least half a point's width long."""
    geometry = BoardGeometry(home)
    for position, arrows in one_pip_boards(besides, target):
        root = parse(svg.board(position, arrows=arrows, home=home))
        drawn = root.findall("svg:g[@class='bg-arrow']", NS)
        assert len(drawn) == len(arrows)
        for arrow, (src, dst) in zip(drawn, arrow_ends(geometry, position, arrows), strict=True):
            path, polygon = arrow.find("svg:path", NS), arrow.find("svg:polygon", NS)
            assert path is not None and polygon is not None
            numbers = re.findall(r"-?[\d.]+", path.get("d", ""))
            shaft = tuple(board_xy(x, y) for x, y in zip(numbers[::2], numbers[1::2], strict=True))
            tip, wing, other_wing = (board_xy(*xy.split(",")) for xy in polygon.get("points", "").split())
            base = ((wing[0] + other_wing[0]) / 2, (wing[1] + other_wing[1]) / 2)
            where = f"{position.turn.name} {arrows} home={home}"
            assert math.dist(tip, dst) < math.dist(tip, src), where
            assert math.dist(tip, dst) < math.dist(base, dst), where  # the head points to the destination
            assert shaft_outside_head(curve_points(shaft), tip, math.dist(tip, base)) > 0.5, where
