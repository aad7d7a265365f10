"""The board drawing: every example in every look, deterministic files, one re-used figure, clicks."""

from __future__ import annotations

import math
import random
import subprocess
import sys
from itertools import product

import pytest
from matplotlib.backend_bases import MouseEvent
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.patches import FancyArrowPatch
from test_svg import curve_points, one_pip_boards, shaft_outside_head

from bgtutor import BLACK, WHITE, Color, Position, Roll, legal_plays, parse_play
from bgtutor.board import geometry as bg
from bgtutor.board.layout import arrow_ends, layout
from bgtutor.board.render import PNG_SIGNATURE, BoardOptions, BoardView, ShowOptions, draw, to_png, to_svg
from bgtutor.board.themes import THEMES
from bgtutor.rules.places import step_places
from bgtutor.tutor.lessons import SEED_EXAMPLES
from bgtutor.tutor.lessons.examples import WorkedExample

LOOKS = list(product(sorted(THEMES), (WHITE, BLACK), ("right", "left")))


def show_options(example: WorkedExample) -> ShowOptions:
    """Everything the board can show for an example: dice (one used), its play as arrows, the
    first checker selected, the destinations plus the tray and the bar as targets, a caption."""
    arrows = []
    if example.roll is not None and example.play is not None:
        play = parse_play(example.position, example.roll, example.play)
        arrows = step_places(play.steps, example.position.turn)
    roll = example.roll
    return ShowOptions(
        roll=roll,
        used=() if roll is None else (roll.high,),
        selected=arrows[0][0] if arrows else 13,
        arrows=arrows,
        targets=[dst for _, dst in arrows] + ["off", "bar"],
        caption=f"{example.key}: {example.play or ''}",
    )


def random_turns(count: int, seed: int = 7) -> list[tuple[Position, Roll, list[tuple[int | str, int | str]]]]:
    """Positions of random games with a roll and the steps of a legal play, Black's turns too."""
    rng, position, turns = random.Random(seed), Position.start(), []
    while len(turns) < count:
        roll = Roll(rng.randint(1, 6), rng.randint(1, 6))
        play = rng.choice(legal_plays(position, roll))
        turns.append((position, roll, step_places(play.steps, position.turn)))
        position = position.play(play)
        if position.is_game_over:
            position = Position.start()
    return turns


def artists(view: BoardView) -> int:
    return len(view.figure.get_children()) + len(view.ax.get_children())


# -- every example, every look -------------------------------------------------------------


@pytest.mark.parametrize(("theme", "numbering", "home"), LOOKS)
def test_every_example_draws_in_every_look(theme: str, numbering: Color, home: str) -> None:
    view = BoardView(theme=theme, numbering=numbering, home=home, lang="en" if home == "left" else "de")
    for example in SEED_EXAMPLES.values():
        view.show(example.position, **show_options(example))
        view.figure.canvas.draw()
        view.show(example.position)  # and plain, everything switched off again
    view.figure.canvas.draw()


def test_black_on_roll_with_its_bar_and_tray_as_places() -> None:
    position = Position.from_points({"bar": 1, 6: 7}, {"bar": 2, 3: 3}, turn=BLACK)
    view = BoardView()
    view.show(
        position,
        roll=Roll(6, 6),
        used=(6, 6, 6),
        selected="bar",
        targets=["bar", "off", 4],
        arrows=[("bar", 4), ("bar", 4), (4, "off")],
        caption="Black",
    )
    view.figure.canvas.draw()


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_png_is_deterministic_and_a_png(theme: str) -> None:
    example = SEED_EXAMPLES["bar-enter-and-hit"]
    options = BoardOptions(theme=theme, **show_options(example))
    first, second = to_png(example.position, **options), to_png(example.position, **options)
    assert first[:8] == PNG_SIGNATURE
    assert first == second


def test_png_of_a_reused_view_is_deterministic() -> None:
    view = BoardView(home="left")
    view.show(Position.start(), roll=Roll(5, 5), used=(5,))
    assert view.to_png() == view.to_png()


def test_svg_is_deterministic() -> None:
    example = SEED_EXAMPLES["double-from-bar"]
    first, second = (to_svg(example.position, theme="print", **show_options(example)) for _ in range(2))
    assert first.startswith("<?xml") and "<svg" in first
    assert first == second


def test_draw_gives_a_figure_with_an_agg_canvas() -> None:
    figure = draw(Position.start(), roll=Roll(2, 1))
    assert isinstance(figure, Figure) and isinstance(figure.canvas, FigureCanvasAgg)


def test_a_given_figure_is_used() -> None:
    figure = Figure(figsize=(4.0, 3.0))
    view = BoardView(figure)
    view.show(Position.start())
    assert view.figure is figure and isinstance(figure.canvas, FigureCanvasAgg)
    assert view.to_png()[:8] == PNG_SIGNATURE


def test_a_position_drawn_as_png() -> None:
    assert to_png(Position.start())[:8] == PNG_SIGNATURE


# -- one figure, updated in place ----------------------------------------------------------


def test_show_reuses_the_figure_and_adds_no_artists() -> None:
    view = BoardView()
    figure = view.figure
    view.show(Position.start())
    before = artists(view)
    for position, roll, arrows in random_turns(100):
        view.show(
            position,
            roll=roll,
            used=roll.numbers[: len(arrows) // 2],
            arrows=arrows,
            selected=arrows[0][0] if arrows else None,
            targets=[dst for _, dst in arrows],
        )
    view.figure.canvas.draw()
    assert view.figure is figure and figure.axes == [view.ax]
    assert artists(view) == before


def test_layout_accounts_for_every_checker() -> None:
    for position, _, _ in random_turns(100, seed=3):
        board = layout(bg.BoardGeometry(), position)
        counted = {(xy, color): int(text) for text, xy, color in board.counts if color is not None}
        drawn = len(board.checkers) - bg.STACK * len(counted) + sum(counted.values())
        assert drawn + len(board.slabs) == 30


# -- clicks --------------------------------------------------------------------------------


@pytest.mark.parametrize("home", ["right", "left"])
def test_locate_finds_every_point_the_bar_and_the_tray(home: str) -> None:
    view = BoardView(home=home)
    view.figure.canvas.draw()

    def at(xy: tuple[float, float]) -> int | str | None:
        return view.locate(*view.ax.transData.transform(xy))

    assert [at(view.geometry.point_center(point)) for point in range(1, 25)] == list(range(1, 25))
    for color in (WHITE, BLACK):
        assert at(view.geometry.place_center("bar", color)) == "bar"
        assert at(view.geometry.place_center("off", color)) == "off"
        assert at(view.geometry.checker_center(1 if color is WHITE else 24, 4)) in (1, 24)
    outside = [(-1.0, bg.MID), (bg.WIDTH / 2, bg.Y_MIN), (bg.WIDTH / 2, bg.INNER_Y0 / 2), (bg.WIDTH + 1, 3.0)]
    assert [at(xy) for xy in outside] == [None] * 4


def test_point_1_is_bottom_right_and_24_top_right() -> None:
    right, left = bg.BoardGeometry("right"), bg.BoardGeometry("left")
    assert right.point_x(1) > right.point_x(6) > right.point_x(7) > right.point_x(12)
    assert right.point_x(13) < right.point_x(18) < right.point_x(19) < right.point_x(24)
    assert right.point_center(1)[1] < bg.MID < right.point_center(24)[1]
    assert left.point_x(1) < left.point_x(12)


def test_a_mouse_click_reaches_the_place_under_it() -> None:
    view = BoardView()
    view.show(Position.start())
    canvas = view.figure.canvas
    clicked: list[int | str | None] = []
    canvas.mpl_connect("button_press_event", lambda event: clicked.append(view.locate(event.x, event.y)))
    for place in (6, 19, "bar", "off"):
        event = MouseEvent("button_press_event", canvas, *view.display_xy(place), button=1)
        canvas.callbacks.process("button_press_event", event)
    assert clicked == [6, 19, "bar", "off"]


# -- bad input -----------------------------------------------------------------------------


@pytest.mark.parametrize("options", [{"theme": "neon"}, {"home": "top"}, {"lang": "fr"}])
def test_bad_view_options_are_value_errors(options: dict[str, str]) -> None:
    with pytest.raises(ValueError):
        BoardView(**options)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "options",
    [{"selected": 25}, {"targets": [0]}, {"arrows": [(13, "home")]}, {"roll": Roll(4, 2), "used": (3,)}],
)
def test_bad_show_options_are_value_errors(options: ShowOptions) -> None:
    with pytest.raises(ValueError):
        BoardView().show(Position.start(), **options)


# -- the core stays free of matplotlib -----------------------------------------------------


def test_importing_bgtutor_loads_no_matplotlib_and_drawing_no_pyplot() -> None:
    code = (
        "import sys, bgtutor; assert 'matplotlib' not in sys.modules, 'core imported matplotlib'; "
        "from bgtutor.board import render; render.to_png(bgtutor.Position.start()); "
        "assert 'matplotlib.pyplot' not in sys.modules, 'pyplot'"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_jupyter_shows_a_position_as_one_svg_with_its_description_and_draws_no_png() -> None:
    import html
    import re

    from bgtutor import Position
    from bgtutor.board.describe import describe

    position = Position.start()
    hooks = sorted(name for name in dir(position) if name.startswith("_repr_") and name.endswith("_"))
    assert hooks == ["_repr_svg_"]  # and text/plain: repr(position)
    code = (
        "import sys, bgtutor; from IPython.core.formatters import DisplayFormatter\n"
        "data, _ = DisplayFormatter().format(bgtutor.Position.start())\n"
        "print(sorted(data), 'matplotlib' in sys.modules)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["['image/svg+xml',", "'text/plain']", "False"]
    picture = position._repr_svg_()
    desc = re.search(r"<desc>(.*?)</desc>", picture, re.S)
    assert desc is not None and html.unescape(desc[1]) == describe(position)  # for screen readers
    assert "<title>" in picture and "image/png" not in picture


def test_the_sides_can_be_named_light_and_dark_as_in_seed_002() -> None:
    from bgtutor import Position
    from bgtutor.board.render import BoardView

    plain, shaded = BoardView(), BoardView(shades=True)
    plain.show(Position.start())
    shaded.show(Position.start())
    assert plain.to_png() != shaded.to_png()
    assert BoardView(shades=True, lang="en").shades


@pytest.mark.parametrize("home", ["right", "left"])
def test_zoom_shows_half_the_board_larger_and_clicks_still_land(home: str) -> None:
    from bgtutor import Position
    from bgtutor.board.render import BoardView

    view = BoardView(home=home)
    view.show(Position.start())
    whole = view.display_xy(1)
    spread = abs(view.display_xy(1)[0] - view.display_xy(6)[0])
    view.zoom("home")
    assert abs(view.display_xy(1)[0] - view.display_xy(6)[0]) > 1.3 * spread  # the half is drawn larger
    for place in (1, 6, 19, 24, "bar", "off"):
        assert view.locate(*view.display_xy(place)) == place
    view.zoom("outer")
    for place in (7, 12, 13, 18):
        assert view.locate(*view.display_xy(place)) == place
    view.zoom(None)
    assert view.display_xy(1) == whole
    with pytest.raises(ValueError):
        view.zoom("middle")


# -- a one-pip step's arrow (issue 20: it was a head alone, pointing back at the source) ----------


@pytest.mark.parametrize("home", ["right", "left"])
@pytest.mark.parametrize(("besides", "target"), [(0, 0), (1, 0), (5, 4)])
def test_a_one_pip_arrow_points_from_the_source_to_the_destination(
    besides: int, target: int, home: str
) -> None:
    """The matplotlib board draws a one-pip step's arrow as the SVG board does (tests/test_svg.py):
    its head nearer the destination, pointing towards it, behind it a shaft half a point long."""
    view = BoardView(home=home)
    for position, arrows in one_pip_boards(besides, target):
        view.show(position, arrows=arrows)
        view.figure.canvas.draw()  # FancyArrowPatch sizes its head and cuts when it is drawn
        drawn = [a for a in view.ax.get_children() if isinstance(a, FancyArrowPatch) and a.get_visible()]
        assert len(drawn) == len(arrows)
        for arrow, (src, dst) in zip(drawn, arrow_ends(view.geometry, position, arrows), strict=True):
            path = arrow.get_path()  # the shaft (a quadratic curve), then the head (a triangle)
            shaft = tuple(map(tuple, path.vertices[:3]))
            wing, tip, other_wing = (tuple(xy) for xy in path.vertices[3:6])
            assert [int(code) for code in path.codes[:7]] == [1, 3, 3, 1, 2, 2, 79]
            base = ((wing[0] + other_wing[0]) / 2, (wing[1] + other_wing[1]) / 2)
            where = f"{position.turn.name} {arrows} home={home}"
            assert math.dist(tip, dst) < math.dist(tip, src), where
            assert math.dist(tip, dst) < math.dist(base, dst), where
            assert shaft_outside_head(curve_points(shaft), tip, math.dist(tip, base)) > 0.5, where
