"""The board drawn with matplotlib: a :class:`BoardView` built once and updated in place.

Only this module imports matplotlib, and never pyplot: a view owns a ``matplotlib.figure.Figure``
(with an Agg canvas, or the figure of an ipympl canvas you pass in). Where things go is worked
out in :mod:`bgtutor.board.geometry` and :mod:`bgtutor.board.layout`; colours are in
:mod:`bgtutor.board.themes`. Places are in the numbering of the side on roll: points 1-24, its
``"bar"`` and ``"off"`` (:mod:`bgtutor.rules.places`). Texts are drawn as cached glyph outlines,
which Agg redraws much faster than ``Text`` artists.

>>> from bgtutor import Position, Roll
>>> view = BoardView()
>>> view.show(Position.start(), roll=Roll(4, 2), arrows=[(13, 9), (13, 11)])
>>> view.to_png()[:8] == PNG_SIGNATURE
True
>>> view.locate(*view.display_xy(6)), view.locate(*view.display_xy("bar"))
(6, 'bar')
"""

from __future__ import annotations

import io
from collections.abc import Iterable
from functools import lru_cache
from typing import TypedDict, Unpack

import numpy as np
import numpy.typing as npt
from matplotlib import patheffects, rc_context
from matplotlib.backend_bases import FigureCanvasBase
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.collections import EllipseCollection, PolyCollection
from matplotlib.colors import to_rgba
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties
from matplotlib.patches import Circle, ConnectionStyle, FancyArrowPatch, FancyBboxPatch, PathPatch, Rectangle
from matplotlib.path import Path
from matplotlib.textpath import TextPath
from PIL import Image  # Pillow comes with matplotlib

from bgtutor.board import geometry as bg
from bgtutor.board.describe import BoardMessage, side_name
from bgtutor.board.geometry import XY, BoardGeometry, Rect
from bgtutor.board.layout import (
    DIE_PIPS,
    arrow_curve,
    arrow_ends,
    arrow_shape,
    dice_faces,
    layout,
    strip_y,
    top_checker,
)
from bgtutor.board.themes import THEMES, Theme
from bgtutor.rules.color import BLACK, WHITE, Color
from bgtutor.rules.dice import Roll
from bgtutor.rules.i18n import language
from bgtutor.rules.places import POINTS, Place, point_name, seen_by
from bgtutor.rules.position import Position

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
SVG_HASHSALT = "bgtutor"
FONT = "DejaVu Sans"  # ships with matplotlib: the same glyphs everywhere
NUMBER_SIZE = 0.48  # em sizes in board units (a point is 1 wide)
COUNT_SIZE = 0.52
TEXT_SIZE = 0.5
_ARROWS = 8  # arrows built up front; more are added on demand


class ShowOptions(TypedDict, total=False):
    """The keyword arguments of :meth:`BoardView.show`."""

    roll: Roll | None
    used: tuple[int, ...]
    selected: Place | None
    targets: Iterable[Place]
    arrows: Iterable[tuple[Place, Place]]
    caption: str | None


class BoardOptions(ShowOptions, total=False):
    """The options of :func:`draw`, :func:`to_png` and :func:`to_svg`: the view's and the show's."""

    theme: str
    numbering: Color
    home: str
    lang: str
    size: tuple[float, float]
    dpi: int
    shades: bool
    pips: bool


class BoardView:
    """A backgammon board on a matplotlib figure; :meth:`show` moves its artists, never adds any."""

    def __init__(
        self,
        figure: Figure | None = None,
        *,
        theme: str = "classic",
        numbering: Color = WHITE,
        home: str = "right",
        lang: str | None = None,
        size: tuple[float, float] = (8.0, 6.0),
        dpi: int = 100,
        shades: bool = False,
        pips: bool = True,
    ) -> None:
        if theme not in THEMES:
            raise ValueError(f"theme={theme!r}: use one of {sorted(THEMES)}")
        language(lang)  # an unknown language fails here, not at the first show
        self.theme: Theme = THEMES[theme]
        self.geometry = BoardGeometry(home)
        self.numbering = Color(numbering)
        self.shades = shades  # name the sides "Hell"/"Dunkel" instead of "Weiß"/"Schwarz"
        self.pips = pips  # show the pip counts (off where counting them is the exercise)
        self.lang = lang
        self.dpi = dpi
        if figure is None:
            figure = Figure(figsize=size, dpi=dpi)
        if type(figure.canvas) is FigureCanvasBase:
            FigureCanvasAgg(figure)
        self.figure: Figure = figure
        width, height = figure.get_size_inches()
        self._lw = float(min(width / 8.0, height / 6.0))  # line widths are in points: scale them
        figure.set_facecolor(self.theme.background)
        self.ax = figure.add_axes((0.0, 0.0, 1.0, 1.0))
        self.ax.set_axis_off()
        self.ax.set_navigate(False)
        self.ax.set_xlim(0.0, bg.WIDTH)
        self.ax.set_ylim(bg.Y_MIN, bg.Y_MAX)
        self.ax.set_aspect("equal", adjustable="box", anchor="C")
        self._build_board()
        self._build_pieces()
        self._build_marks()
        self.ax.apply_aspect()
        self._turn: Color = WHITE

    # -- public ---------------------------------------------------------------------------

    def show(
        self,
        position: Position,
        *,
        roll: Roll | None = None,
        used: tuple[int, ...] = (),
        selected: Place | None = None,
        targets: Iterable[Place] = (),
        arrows: Iterable[tuple[Place, Place]] = (),
        caption: str | None = None,
    ) -> None:
        """Draw ``position`` by updating the existing artists: the ``roll`` (``used`` dice greyed),
        the ``selected`` place, the ``targets``, ``arrows`` (from, to) and a ``caption``."""
        self._turn = position.turn
        self._show_checkers(position)
        self._show_dice(position.turn, roll, used)
        self._show_texts(position, caption)
        self._show_marks(position, selected, tuple(targets), tuple(arrows))
        if type(self.figure.canvas) is not FigureCanvasAgg:  # ipympl: ask the browser to redraw
            self.figure.canvas.draw_idle()

    def zoom(self, half: str | None) -> None:
        """Show the whole board (``None``) or one half larger, as a scroll view does: ``"home"``
        (the home boards, the bar and the trays) or ``"outer"`` (the outer boards and the bar).

        The figure keeps its width and grows taller, so the half is drawn larger and the page
        scrolls; the whole board restores the original size.
        """
        spans = {None: (0.0, bg.WIDTH), "home": (bg.BAR_X0, bg.WIDTH), "outer": (0.0, bg.BAR_X1 + bg.FRAME)}
        if half not in spans:
            raise ValueError(f"half={half!r}: use None, 'home' or 'outer'")
        if not hasattr(self, "_full_size"):
            self._full_size = tuple(self.figure.get_size_inches())
        width, height = self._full_size
        x0, x1 = sorted((self.geometry.x(spans[half][0]), self.geometry.x(spans[half][1])))
        if half is not None:
            height = width * (bg.Y_MAX - bg.Y_MIN) / (x1 - x0)
        self.figure.set_size_inches(width, height, forward=True)
        self.ax.set_xlim(x0, x1)
        self.ax.apply_aspect()
        if type(self.figure.canvas) is not FigureCanvasAgg:
            self.figure.canvas.draw_idle()

    def locate(self, x: float, y: float) -> Place | None:
        """The place under display (pixel) coordinates, as in a MouseEvent: a point 1-24 (in the
        numbering of the side on roll in the position shown), ``"bar"``, ``"off"`` or None."""
        bx, by = self.ax.transData.inverted().transform((x, y))
        return self.geometry.place_at(float(bx), float(by), self._turn)

    def display_xy(self, place: Place) -> XY:
        """The display (pixel) coordinates of the middle of ``place`` (the numbering of the side on
        roll in the position shown; for clicks in tests)."""
        x, y = self.ax.transData.transform(self.geometry.place_center(place, self._turn))
        return float(x), float(y)

    def to_png(self) -> bytes:
        """The figure as PNG bytes; the same board gives the same bytes (no metadata, fixed dpi)."""
        buffer = io.BytesIO()
        self.figure.savefig(
            buffer, format="png", dpi=self.dpi, metadata={"Software": None}, pil_kwargs={"compress_level": 3}
        )
        return buffer.getvalue()

    def to_svg(self) -> str:
        """The figure as SVG text, byte-for-byte reproducible (fixed hash salt, no date)."""
        buffer = io.StringIO()
        with rc_context({"svg.hashsalt": SVG_HASHSALT, "svg.fonttype": "path"}):
            self.figure.savefig(buffer, format="svg", metadata={"Date": None})
        return buffer.getvalue()

    # -- building (once) ------------------------------------------------------------------

    def _add_rect(self, bounds: Rect, face: str, edge: str, lw: float, zorder: float) -> None:
        x, y, w, h = bounds
        self.ax.add_artist(
            Rectangle((x, y), w, h, facecolor=face, edgecolor=edge, linewidth=lw * self._lw, zorder=zorder)
        )

    def _mirrored(self, x0: float, y0: float, x1: float, y1: float) -> Rect:
        """A rectangle of the home-right board given by its corners, mirrored if home is left."""
        a, b = sorted((self.geometry.x(x0), self.geometry.x(x1)))
        return a, y0, b - a, y1 - y0

    def _build_board(self) -> None:
        t, g, ax, lw = self.theme, self.geometry, self.ax, self._lw
        frame = FancyBboxPatch(
            (0.0, 0.0),
            bg.WIDTH,
            bg.HEIGHT,
            boxstyle="round,pad=0,rounding_size=0.3",
            facecolor=t.frame,
            edgecolor=t.frame_edge,
            linewidth=2.5 * lw,
            zorder=0,
        )
        ax.add_artist(frame)
        for x0, x1 in ((bg.LEFT_X0, bg.BAR_X0), (bg.RIGHT_X0, bg.RIGHT_X1)):
            self._add_rect(self._mirrored(x0, bg.INNER_Y0, x1, bg.INNER_Y1), t.felt, t.frame_edge, 2.0, 0.5)
        for color in (WHITE, BLACK):
            self._add_rect(g.tray_rect(color), t.tray, t.frame_edge, 2.0, 0.5)
        x, y, w, h = bar = self._mirrored(bg.BAR_X0, bg.INNER_Y0 - 0.25, bg.BAR_X1, bg.INNER_Y1 + 0.25)
        self._add_rect(bar, t.frame, t.frame_edge, 2.5, 1.2)  # the raised bar, over the frame
        bevels = [[(x + dx, y + 0.12), (x + dx, y + h - 0.12)] for dx in (0.12, w - 0.12)]
        ax.add_collection(
            PolyCollection(
                bevels,
                closed=False,
                facecolors="none",
                edgecolors=t.frame_edge,
                linewidths=1.2 * lw,
                alpha=0.6,
                zorder=1.3,
            ),
            autolim=False,
        )
        for parity, face, hatch in ((1, t.point_odd, ""), (0, t.point_even, t.point_hatch)):
            points = [g.triangle(p) for p in range(1, 25) if p % 2 == parity]
            triangles = PolyCollection(
                points,
                facecolors=face,
                edgecolors=t.point_edge,
                linewidths=0.8 * lw,
                hatch=hatch or None,
                zorder=1,
            )
            ax.add_collection(triangles, autolim=False)
        self._numbers = PathPatch(self._number_path(), facecolor=t.numbers, edgecolor="none", zorder=1.5)
        ax.add_artist(self._numbers)

    def _number_path(self) -> Path:
        g = self.geometry
        numbers = [
            _text_path(point_name(seen_by(p, WHITE, self.numbering)), NUMBER_SIZE, g.number_xy(p))
            for p in POINTS
        ]
        return Path.make_compound_path(*numbers)

    def set_numbering(self, numbering: Color) -> None:
        """Print the point numbers of ``numbering``'s side (places stay in the mover's numbering)."""
        self.numbering = Color(numbering)
        self._numbers.set_path(self._number_path())

    def _ellipses(self, diameter: float, zorder: float, **style: object) -> EllipseCollection:
        collection = EllipseCollection(
            diameter,
            diameter,
            0.0,
            units="xy",
            offsets=np.zeros((0, 2)),
            offset_transform=self.ax.transData,
            zorder=zorder,
            **style,
        )
        self.ax.add_collection(collection, autolim=False)
        return collection

    def _label(self, zorder: float) -> PathPatch:
        patch = PathPatch(Path(np.zeros((1, 2))), edgecolor="none", zorder=zorder, visible=False)
        self.ax.add_artist(patch)
        return patch

    def _build_pieces(self) -> None:
        t, ax, lw, d = self.theme, self.ax, self._lw, bg.CHECKER
        self._shadow = self._ellipses(d, 2.9, facecolors=t.shadow, linewidths=0)
        self._shadow.set_visible(t.shadow != "none")
        self._bodies = self._ellipses(d, 3.0, linewidths=1.6 * lw)
        self._rims = self._ellipses(d * 0.68, 3.1, facecolors="none", linewidths=1.6 * lw)
        self._slabs = PolyCollection([], linewidths=1.0 * lw, zorder=3)
        ax.add_collection(self._slabs, autolim=False)
        self._counts = [self._label(3.5) for _ in range(28)]  # 24 points, 2 bars, 2 trays at most
        self._dice = [
            FancyBboxPatch(
                (0.0, 0.0),
                bg.DIE,
                bg.DIE,
                boxstyle="round,pad=0,rounding_size=0.14",
                edgecolor=t.die_edge,
                linewidth=1.5 * lw,
                zorder=5,
                visible=False,
            )
            for _ in range(4)
        ]
        for die in self._dice:
            ax.add_artist(die)
        self._pips = self._ellipses(bg.DIE * 0.2, 5.1, linewidths=0)
        for color in (WHITE, BLACK):
            face, edge, _, _ = self._checker_style(color)
            ax.add_artist(
                Circle(
                    (0.45, strip_y(color)), 0.27, facecolor=face, edgecolor=edge, linewidth=1.5 * lw, zorder=7
                )
            )
        self._texts = {key: self._label(7.2) for key in ("white", "black", "turn", "caption")}
        self._turn_box = FancyBboxPatch(
            (0.0, 0.0),
            1.0,
            1.0,
            boxstyle="round,pad=0.12",
            facecolor=t.turn_box,
            edgecolor=t.frame_edge,
            linewidth=1.0 * lw,
            zorder=7.1,
        )
        ax.add_artist(self._turn_box)

    def _build_marks(self) -> None:
        t, ax, lw = self.theme, self.ax, self._lw
        self._targets = PolyCollection(
            [],
            facecolors=to_rgba(t.target, t.target_alpha),
            edgecolors=t.target,
            linewidths=3.5 * lw,
            hatch=t.target_hatch or None,
            zorder=2,
        )
        self._selection = PolyCollection(
            [], facecolors=to_rgba(t.selected, 0.35), edgecolors=t.selected, linewidths=3.5 * lw, zorder=2.1
        )
        for collection in (self._targets, self._selection):
            ax.add_collection(collection, autolim=False)
        self._ring = Circle(
            (0.0, 0.0),
            bg.CHECKER / 2 + 0.08,
            fill=False,
            edgecolor=t.selected,
            linewidth=4.5 * lw,
            zorder=4,
            visible=False,
        )
        ax.add_artist(self._ring)
        self._ghosts = self._ellipses(
            bg.CHECKER, 4.1, facecolors="none", edgecolors=t.arrow, linewidths=2.5 * lw, linestyles="--"
        )
        self._arrows: list[FancyArrowPatch] = []
        for _ in range(_ARROWS):
            self._add_arrow()

    def _add_arrow(self) -> None:
        t, lw = self.theme, self._lw
        arrow = FancyArrowPatch(
            (0.0, 0.0),
            (1.0, 1.0),
            arrowstyle="-|>,head_length=0.55,head_width=0.35",
            mutation_scale=24 * lw,
            connectionstyle="arc3,rad=0.2",
            color=t.arrow,
            linewidth=4.0 * lw,
            shrinkA=10 * lw,
            shrinkB=12 * lw,
            zorder=6,
            visible=False,
        )
        arrow.set_path_effects([patheffects.withStroke(linewidth=7.0 * lw, foreground=t.arrow_outline)])
        self.ax.add_artist(arrow)
        self._arrows.append(arrow)

    # -- updating (every show) ------------------------------------------------------------

    def _checker_style(self, color: Color) -> tuple[str, str, str, str]:
        """Face, edge, rim and the colour of a count written on it."""
        t = self.theme
        if color is WHITE:
            return t.white_face, t.white_edge, t.white_rim, t.white_text
        return t.black_face, t.black_edge, t.black_rim, t.black_text

    def _show_checkers(self, position: Position) -> None:
        board = layout(self.geometry, position)
        styles = {color: self._checker_style(color) for color in (WHITE, BLACK)}
        offsets = np.array([xy for xy, _ in board.checkers], dtype=float).reshape(-1, 2)
        self._bodies.set_offsets(offsets)
        self._bodies.set_facecolor([styles[color][0] for _, color in board.checkers] or "none")
        self._bodies.set_edgecolor([styles[color][1] for _, color in board.checkers] or "none")
        self._rims.set_offsets(offsets)
        self._rims.set_edgecolor([styles[color][2] for _, color in board.checkers] or "none")
        self._shadow.set_offsets(offsets + np.array([0.05, -0.06]))
        self._slabs.set_verts([_corners(rect) for rect, _ in board.slabs])
        self._slabs.set_facecolor([styles[color][0] for _, color in board.slabs] or "none")
        # dark slabs need light seams to be counted
        seams = {WHITE: styles[WHITE][1], BLACK: styles[BLACK][2]}
        self._slabs.set_edgecolor([seams[color] for _, color in board.slabs] or "none")
        for label in self._counts[len(board.counts) :]:
            label.set_visible(False)
        for label, (text, xy, color) in zip(self._counts, board.counts, strict=False):
            ink = self.theme.tray_text if color is None else styles[color][3]
            _set_text(label, text, COUNT_SIZE, xy, ink)

    def _show_dice(self, mover: Color, roll: Roll | None, used: Iterable[int]) -> None:
        faces = [] if roll is None else dice_faces(roll, used)
        t = self.theme
        face, pip = (t.white_die, t.white_pip) if mover is WHITE else (t.black_die, t.black_pip)
        size = bg.SMALL_DIE if len(faces) == 4 else bg.DIE
        pips: list[XY] = []
        pip_colors: list[tuple[float, float, float, float]] = []
        for die in self._dice[len(faces) :]:
            die.set_visible(False)
        centers = self.geometry.dice_centers(mover, len(faces))
        for die, (x, y), (value, grey) in zip(self._dice, centers, faces, strict=False):
            die.set_bounds(x - size / 2, y - size / 2, size, size)
            die.set_facecolor(face)
            die.set_alpha(0.3 if grey else 1.0)
            die.set_visible(True)
            pips.extend((x + dx * size * 0.27, y + dy * size * 0.27) for dx, dy in DIE_PIPS[value])
            pip_colors.extend([to_rgba(pip, 0.3 if grey else 1.0)] * len(DIE_PIPS[value]))
        self._pips.set_offsets(np.array(pips, dtype=float).reshape(-1, 2))
        self._pips.set_facecolor(pip_colors or "none")

    def _show_texts(self, position: Position, caption: str | None) -> None:
        t, texts = self.theme, self._texts

        def name(color: Color) -> str:
            return side_name(color, self.lang, self.shades)

        for color in (WHITE, BLACK):
            label = name(color)
            if self.pips:
                label = BoardMessage.say("board-pips", self.lang, color=label, pips=position.pip_count(color))
            _set_text(texts[color.name.lower()], label, TEXT_SIZE, (0.9, strip_y(color)), t.text, "left")
        winner = position.winner
        side = position.turn if winner is None else winner
        key = "board-turn" if winner is None else "board-winner"
        turn = BoardMessage.say(key, self.lang, color=name(side))
        _set_text(texts["turn"], turn, TEXT_SIZE, (bg.WIDTH - 0.15, strip_y(side)), t.turn_text, "right")
        x0, x1 = float(np.min(np.asarray(texts["turn"].get_path().vertices)[:, 0])), bg.WIDTH - 0.15
        self._turn_box.set_bounds(x0, strip_y(side) - 0.25, x1 - x0, 0.5)
        _set_text(texts["caption"], caption or "", TEXT_SIZE, (bg.WIDTH / 2, -1.5 * bg.STRIP), t.text)

    def _show_marks(
        self,
        position: Position,
        selected: Place | None,
        targets: tuple[Place, ...],
        arrows: tuple[tuple[Place, Place], ...],
    ) -> None:
        g, mover = self.geometry, position.turn
        self._targets.set_verts([g.outline(place, mover) for place in targets])
        self._selection.set_verts([] if selected is None else [g.outline(selected, mover)])
        top = None if selected is None else top_checker(g, position, selected)
        if top is not None:
            self._ring.set_center(top)
        self._ring.set_visible(top is not None)
        while len(self._arrows) < len(arrows):
            self._add_arrow()
        for arrow in self._arrows[len(arrows) :]:
            arrow.set_visible(False)
        ends = arrow_ends(g, position, arrows)
        for arrow, (start, end) in zip(self._arrows, ends, strict=False):
            arrow.set_positions(start, end)
            shape = arrow_shape(start, end, g.x(bg.BAR_X0 + bg.BAR_WIDTH / 2))
            arrow.set_connectionstyle(_Bend(shape.bend))
            arrow.shrinkA, arrow.shrinkB = shape.cut_start * self._lw, shape.cut_end * self._lw
            arrow.set_mutation_scale(24 * self._lw * shape.head)
            arrow.set_visible(True)
        ghosts = [end for (_, dst), (_, end) in zip(arrows, ends, strict=True) if dst != "off"]
        self._ghosts.set_offsets(np.array(ghosts, dtype=float).reshape(-1, 2))


class _Bend(ConnectionStyle._Base):
    """A connection style for the arrows: ``arc3`` with the control point anywhere in the frame of
    the ends (:class:`bgtutor.board.layout.ArrowShape`), cut at both ends as ``arc3`` is."""

    def __init__(self, bend: tuple[float, float]) -> None:
        self.bend = bend
        super().__init__()

    def connect(self, posA: tuple[float, float], posB: tuple[float, float]) -> Path:  # noqa: N803
        curve = arrow_curve(posA, posB, self.bend)
        return Path(curve, [Path.MOVETO, Path.CURVE3, Path.CURVE3])


def _corners(rect: Rect) -> list[XY]:
    x, y, w, h = rect
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


@lru_cache(maxsize=1024)
def _glyphs(text: str, size: float, align: str) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.uint8]]:
    """The bold outline of ``text``, aligned at x = 0 (left, center, right) with its digits centred
    on y = 0. Built once per text: a path is far cheaper for Agg to draw than a ``Text``."""
    path = TextPath((0.0, 0.0), text, size=size, prop=FontProperties(family=FONT, weight="bold"))
    vertices = np.asarray(path.vertices, dtype=float)
    x0, x1 = (vertices[:, 0].min(), vertices[:, 0].max()) if len(vertices) else (0.0, 0.0)
    x = {"left": x0, "center": (x0 + x1) / 2, "right": x1}[align]  # control points: cheap, close enough
    return vertices - (x, 0.3645 * size), np.asarray(path.codes, dtype=np.uint8)  # digits: 0.729 em high


def _text_path(text: str, size: float, xy: XY, align: str = "center") -> Path:
    vertices, codes = _glyphs(text, size, align)
    if align == "center" and len(vertices) and np.ptp(vertices[:, 0]) > bg.WIDTH - 0.4:
        vertices = vertices * ((bg.WIDTH - 0.4) / np.ptp(vertices[:, 0]))  # shrink a long caption to fit
    return Path(vertices + xy, codes)


def _set_text(label: PathPatch, text: str, size: float, xy: XY, color: str, align: str = "center") -> None:
    if text:
        label.set_path(_text_path(text, size, xy, align))
        label.set_facecolor(color)
    label.set_visible(bool(text))


# -- one-shot helpers ---------------------------------------------------------------------


def compact_png(png: bytes) -> bytes:
    """The same picture with a 256-colour palette: a third of the bytes and no visible change
    (a board has few colours); the same input still gives the same bytes. For files kept in git."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    palette = image.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    palette.save(buffer, format="png", optimize=True)
    return buffer.getvalue()


_VIEW_KEYS = ("theme", "numbering", "home", "lang", "size", "dpi", "shades", "pips")


def _view(position: Position, options: BoardOptions) -> BoardView:
    view_options = {key: value for key, value in options.items() if key in _VIEW_KEYS}
    show_options = {key: value for key, value in options.items() if key not in _VIEW_KEYS}
    view = BoardView(**view_options)  # type: ignore[arg-type]
    view.show(position, **show_options)  # type: ignore[arg-type]
    return view


def draw(position: Position, **options: Unpack[BoardOptions]) -> Figure:
    """A fresh figure of ``position`` (for a single picture; re-use a :class:`BoardView` for many)."""
    return _view(position, options).figure


def to_png(position: Position, **options: Unpack[BoardOptions]) -> bytes:
    """``position`` as deterministic PNG bytes.

    >>> to_png(Position.start(), theme="print", home="left")[:8] == PNG_SIGNATURE
    True
    """
    return _view(position, options).to_png()


def to_svg(position: Position, **options: Unpack[BoardOptions]) -> str:
    """``position`` as deterministic SVG text."""
    return _view(position, options).to_svg()
