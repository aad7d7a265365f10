"""The board as SVG text, from the standard library alone (python-chess's ``chess.svg`` is the model).

:func:`board` draws what :mod:`bgtutor.board.render` draws with matplotlib (the same geometry from
:mod:`bgtutor.board.geometry`, the same checkers, counts and arrows from
:mod:`bgtutor.board.layout`, the same colours from :mod:`bgtutor.board.themes`) as one SVG string:
for the browser edition (Pyodide has no matplotlib) and for ``Position._repr_svg_``. The
description in words (:func:`bgtutor.board.describe.describe`) is its ``<title>``/``<desc>`` for
screen readers. Every clickable place has an invisible element on top with ``data-place``
("1"-"24" in the numbering of the side on roll, "bar", "off"), so a front end maps a click
without geometry.
With ``interactive`` (a board to play on) each of them is a named button for the keyboard and
screen readers (:func:`bgtutor.board.describe.place_label`), one of them in the tab order
(``tabindex="0"``: the selected place, else where the mover's back checker stands), with its
neighbours on the board as ``data-left``/``data-right``/``data-up``/``data-down`` (the bar and the
tray, which span both rows, name one for each row: ``data-left-top``, ...), so a front end moves
the focus with the arrow keys without geometry; the picture is then a ``group`` named by its
title, not an ``img`` (whose parts a screen reader never reaches).
The same arguments give the same text.

>>> from bgtutor import Position, Roll
>>> picture = board(Position.start(), roll=Roll(4, 2), arrows=[(13, 9), (13, 11)])
>>> picture.startswith("<svg") and picture == picture._repr_svg_()
True
>>> picture.count('data-place="'), 'data-place="bar"' in picture, 'data-place="off"' in picture
(26, True, True)
>>> played = board(Position.start(), roll=Roll(4, 2), selected=13, targets=[9, 11], interactive=True)
>>> 'role="group"' in played, played.count('role="button"'), played.count('tabindex="0"')
(True, 26, 1)
>>> 'aria-label="Punkt 13: 5 weiße Steine – ausgewählt" tabindex="0"' in played
True
"""

from __future__ import annotations

import html
from collections.abc import Iterable

from bgtutor.board import geometry as bg
from bgtutor.board.describe import BoardMessage, describe, place_label, side_name
from bgtutor.board.geometry import XY, BoardGeometry, Rect
from bgtutor.board.layout import (
    DIE_PIPS,
    ArrowShape,
    arrow_curve,
    arrow_ends,
    arrow_shape,
    cut_curve,
    dice_faces,
    layout,
    strip_y,
    top_checker,
)
from bgtutor.board.themes import THEMES, Theme
from bgtutor.rules.color import BLACK, WHITE, Color
from bgtutor.rules.dice import Roll
from bgtutor.rules.i18n import language
from bgtutor.rules.places import POINTS, Place, check_place, point_name, seen_by
from bgtutor.rules.position import Position

SCALE = 50.0
"""Pixels per board unit (the width of a point): the natural picture is 805 px wide."""
PT = 1 / 31
"""A matplotlib point in board units on the default 8 × 6 inch figure, for equal line widths."""
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
NUMBER_SIZE, COUNT_SIZE, TEXT_SIZE = 0.48, 0.52, 0.5  # em sizes in board units, as in render
EM_WIDTH = 0.64  # the mean advance of a bold glyph, in em: only to size the turn box


class Svg(str):
    """SVG text that Jupyter displays as a picture."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return self


def board(
    position: Position,
    *,
    roll: Roll | None = None,
    used: Iterable[int] = (),
    selected: Place | None = None,
    targets: Iterable[Place] = (),
    arrows: Iterable[tuple[Place, Place]] = (),
    theme: str = "classic",
    numbering: Color = WHITE,
    home: str = "right",
    lang: str | None = None,
    pips: bool = True,
    caption: str | None = None,
    shades: bool = False,
    width: float | None = None,
    interactive: bool = False,
    reach: bool = False,
) -> Svg:
    """``position`` drawn as SVG: the ``roll`` (``used`` dice greyed), the ``selected`` place (its
    top checker ringed), the ``targets``, ``arrows`` (from, to) and a ``caption``.

    Places are in the numbering of the side on roll (1-24, its ``"bar"``/``"off"``), as in
    :class:`bgtutor.board.render.BoardView`; the points are labelled in ``numbering``'s numbers.
    ``width`` is the width in pixels (default: :data:`SCALE` pixels a point). ``interactive``:
    the places are named, focusable buttons (a board to play on), the picture a ``group``; with
    ``reach`` (an exam board) their names call the ``targets`` where the dice reach, not where the
    checker may go.
    """
    lang = language(lang)
    if theme not in THEMES:
        raise ValueError(f"theme={theme!r}: use one of {sorted(THEMES)}")
    draw = _Drawing(THEMES[theme], BoardGeometry(home), lang, shades)
    arrow_places = [(check_place(src), check_place(dst)) for src, dst in arrows]
    marked = [check_place(place) for place in targets]
    draw.board(Color(numbering), named=interactive)
    draw.marks(position, selected, marked, arrow_places)
    draw.pieces(position)
    draw.dice(position.turn, roll, tuple(used))
    draw.arrows()
    draw.texts(position, pips, caption)
    if interactive:
        draw.buttons(position, Color(numbering), selected, marked, reach)
    else:
        draw.hit_areas(position.turn)
    view_w, view_h = bg.WIDTH * SCALE, (bg.Y_MAX - bg.Y_MIN) * SCALE
    w = view_w if width is None else float(width)
    title = caption or "Backgammon – " + draw.turn_text(position)
    text = describe(position, lang, Color(numbering), shades)
    role = f'role="group" aria-label="{_esc(title)}"' if interactive else 'role="img"'
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="bg-svgboard" {role} '
        f'viewBox="0 0 {_n(view_w)} {_n(view_h)}" width="{_n(w)}" height="{_n(w * view_h / view_w)}" '
        f'data-turn="{position.turn.name.lower()}" font-family="{FONT}" font-weight="bold">'
        f"<title>{_esc(title)}</title><desc>{_esc(text)}</desc>"
    )
    return Svg(head + "".join(draw.parts) + "</svg>")


# -- inside -----------------------------------------------------------------------------------------


class _Drawing:
    """The SVG elements of one board, added in drawing order (render.py's z-order)."""

    def __init__(self, theme: Theme, geometry: BoardGeometry, lang: str, shades: bool) -> None:
        language(lang)  # an unknown language fails here
        self.t, self.g, self.lang, self.shades = theme, geometry, lang, shades
        self.parts: list[str] = []
        self._ring: XY | None = None
        self._arrows: list[tuple[tuple[Place, Place], tuple[XY, XY]]] = []

    def add(self, element: str) -> None:
        self.parts.append(element)

    # -- the board (the same for every position) ------------------------------------------------

    def board(self, numbering: Color, named: bool = False) -> None:
        """The frame, the felt, the points and their numbers (hidden from screen readers where the
        places are ``named`` buttons, which say them)."""
        t, g = self.t, self.g
        self.add(
            f'<rect x="0" y="0" width="{_n(bg.WIDTH * SCALE)}" '
            f'height="{_n((bg.Y_MAX - bg.Y_MIN) * SCALE)}" {_fill(t.background)}/>'
        )
        self.add(_rect((0.0, 0.0, bg.WIDTH, bg.HEIGHT), t.frame, t.frame_edge, 2.5, radius=0.3))
        for x0, x1 in ((bg.LEFT_X0, bg.BAR_X0), (bg.RIGHT_X0, bg.RIGHT_X1)):
            self.add(_rect(self._mirrored(x0, bg.INNER_Y0, x1, bg.INNER_Y1), t.felt, t.frame_edge, 2.0))
        for color in (WHITE, BLACK):
            self.add(_rect(g.tray_rect(color), t.tray, t.frame_edge, 2.0))
        hatched = self._hatch("points", t.point_even, t.point_edge, t.point_hatch, 1.0)
        for point in range(1, 25):
            face = t.point_odd if point % 2 else hatched
            self.add(_polygon(g.triangle(point), face, t.point_edge, 0.8))
        x, y, w, h = bar = self._mirrored(bg.BAR_X0, bg.INNER_Y0 - 0.25, bg.BAR_X1, bg.INNER_Y1 + 0.25)
        self.add(_rect(bar, t.frame, t.frame_edge, 2.5))
        for dx in (0.12, w - 0.12):
            self.add(
                f'<path d="M{_xy((x + dx, y + 0.12))}V{_n(_sy(y + h - 0.12))}" fill="none" '
                f'{_stroke(t.frame_edge, 1.2)} stroke-opacity="0.6"/>'
            )
        numbers = "".join(
            _text(point_name(seen_by(p, WHITE, numbering)), g.number_xy(p), NUMBER_SIZE) for p in POINTS
        )
        hidden = ' aria-hidden="true"' if named else ""
        self.add(f'<g class="bg-numbers"{hidden} {_fill(t.numbers)}>{numbers}</g>')

    def _mirrored(self, x0: float, y0: float, x1: float, y1: float) -> Rect:
        a, b = sorted((self.g.x(x0), self.g.x(x1)))
        return a, y0, b - a, y1 - y0

    def _hatch(self, name: str, face: str, ink: str, hatch: str, opacity: float) -> str:
        """``face`` as a fill, or a pattern of lines over it for a hatched theme (print)."""
        if not hatch:
            return face
        pid = f"bgtutor-{self.t.name}-{name}"
        lines = '<path d="M0 10L10 0M-2 2L2 -2M8 12L12 8"/>'
        if "x" in hatch:
            lines += '<path d="M0 0L10 10M-2 8L2 12M8 -2L12 2"/>'
        self.add(
            f'<defs><pattern id="{pid}" patternUnits="userSpaceOnUse" width="10" height="10">'
            f'<rect width="10" height="10" {_fill(face)} fill-opacity="{_n(opacity)}"/>'
            f'<g stroke="{_rgb(ink)}" stroke-width="1.2">{lines}</g></pattern></defs>'
        )
        return f"url(#{pid})"

    # -- what changes -----------------------------------------------------------------------------

    def marks(
        self,
        position: Position,
        selected: Place | None,
        targets: list[Place],
        arrows: list[tuple[Place, Place]],
    ) -> None:
        t, g, mover = self.t, self.g, position.turn
        if targets:
            face = self._hatch("targets", t.target, t.target, t.target_hatch, t.target_alpha)
            opacity = "" if face.startswith("url") else f' fill-opacity="{_n(t.target_alpha)}"'
            for place in targets:
                self.add(
                    _polygon(
                        g.outline(place, mover), face, t.target, 3.5, extra=opacity.strip(), css="bg-target"
                    )
                )
        if selected is not None:
            self.add(
                _polygon(
                    g.outline(check_place(selected), mover),
                    t.selected,
                    t.selected,
                    3.5,
                    extra='fill-opacity="0.35"',
                    css="bg-selected",
                )
            )
        self._ring = top_checker(g, position, selected) if selected is not None else None
        self._arrows = list(zip(arrows, arrow_ends(g, position, arrows), strict=True))

    def pieces(self, position: Position) -> None:
        t = self.t
        board = layout(self.g, position)
        styles = {color: _checker_style(t, color) for color in (WHITE, BLACK)}
        radius = bg.CHECKER / 2
        if t.shadow != "none":
            shadows = "".join(_circle((x + 0.05, y - 0.06), radius) for (x, y), _ in board.checkers)
            self.add(f"<g {_fill(t.shadow)}>{shadows}</g>")
        for xy, color in board.checkers:
            face, edge, rim, _ = styles[color]
            self.add(
                f'<g class="bg-checker">{_circle(xy, radius, face, edge, 1.6)}'
                f"{_circle(xy, radius * 0.68, 'none', rim, 1.6)}</g>"
            )
        seams = {WHITE: styles[WHITE][1], BLACK: styles[BLACK][2]}
        for rect, color in board.slabs:
            self.add(_rect(rect, styles[color][0], seams[color], 1.0))
        for text, xy, owner in board.counts:
            ink = t.tray_text if owner is None else styles[owner][3]
            self.add(f"<g {_fill(ink)}>{_text(text, xy, COUNT_SIZE)}</g>")
        if self._ring is not None:
            self.add(_circle(self._ring, radius + 0.08, "none", t.selected, 4.5))
        for (_, dst), (_, end) in self._arrows:  # where the checkers land, dashed
            if dst != "off":
                self.add(_circle(end, radius, "none", t.arrow, 2.5, extra='stroke-dasharray="6 4"'))

    def dice(self, mover: Color, roll: Roll | None, used: tuple[int, ...]) -> None:
        if roll is None:
            return
        t = self.t
        faces = dice_faces(roll, used)
        face, pip = (t.white_die, t.white_pip) if mover is WHITE else (t.black_die, t.black_pip)
        size = bg.SMALL_DIE if len(faces) == 4 else bg.DIE
        for (x, y), (value, grey) in zip(self.g.dice_centers(mover, len(faces)), faces, strict=True):
            dots = "".join(
                _circle((x + dx * size * 0.27, y + dy * size * 0.27), bg.DIE * 0.1)
                for dx, dy in DIE_PIPS[value]
            )
            opacity = ' opacity="0.3"' if grey else ""
            self.add(
                f'<g class="bg-die" data-value="{value}"{opacity}>'
                f"{_rect((x - size / 2, y - size / 2, size, size), face, t.die_edge, 1.5, radius=0.14)}"
                f"<g {_fill(pip)}>{dots}</g></g>"
            )

    def arrows(self) -> None:
        t = self.t
        middle = self.g.x(bg.BAR_X0 + bg.BAR_WIDTH / 2)
        for _, (start, end) in self._arrows:
            self.add(_arrow(start, end, arrow_shape(start, end, middle), t.arrow, t.arrow_outline))

    def texts(self, position: Position, pips: bool, caption: str | None) -> None:
        t = self.t
        for color in (WHITE, BLACK):
            face, edge, _, _ = _checker_style(t, color)
            self.add(_circle((0.45, strip_y(color)), 0.27, face, edge, 1.5))
            label = self._name(color)
            if pips:
                label = BoardMessage.say("board-pips", self.lang, color=label, pips=position.pip_count(color))
            self.add(f"<g {_fill(t.text)}>{_text(label, (0.9, strip_y(color)), TEXT_SIZE, 'start')}</g>")
        side = position.turn if position.winner is None else position.winner
        turn, x1, y = self.turn_text(position), bg.WIDTH - 0.15, strip_y(side)
        length = min(len(turn) * EM_WIDTH * TEXT_SIZE, bg.WIDTH / 2)
        self.add(
            _rect(
                (x1 - length - 0.12, y - 0.37, length + 0.24, 0.74),
                t.turn_box,
                t.frame_edge,
                1.0,
                radius=0.12,
            )
        )
        self.add(
            f'<g class="bg-turn" {_fill(t.turn_text)}>'
            f"{_text(turn, (x1, y), TEXT_SIZE, 'end', fit=length)}</g>"
        )
        if caption:
            fit = bg.WIDTH - 0.4 if len(caption) * EM_WIDTH * TEXT_SIZE > bg.WIDTH - 0.4 else None
            self.add(
                f'<g class="bg-caption" {_fill(t.text)}>'
                f"{_text(caption, (bg.WIDTH / 2, -1.5 * bg.STRIP), TEXT_SIZE, fit=fit)}</g>"
            )

    def turn_text(self, position: Position) -> str:
        winner = position.winner
        key = "board-turn" if winner is None else "board-winner"
        return BoardMessage.say(key, self.lang, color=self._name(position.turn if winner is None else winner))

    def _name(self, color: Color) -> str:
        return side_name(color, self.lang, self.shades)

    def hit_areas(self, mover: Color) -> None:
        """An invisible rectangle over every place of ``mover`` (``BoardGeometry.area``)."""
        rects = "".join(
            f'<rect class="bg-place" data-place="{place}" {_box(self.g.area(place, mover))}/>'
            for place in (*POINTS, "bar", "off")
        )
        self.add(f'<g fill="#000000" fill-opacity="0" pointer-events="all" cursor="pointer">{rects}</g>')

    def buttons(
        self,
        position: Position,
        numbering: Color,
        selected: Place | None,
        targets: list[Place],
        reach: bool = False,
    ) -> None:
        """The hit areas as named buttons (:func:`place_label`), in the mover's order of play (bar,
        24 ... 1, off), with their neighbours for the arrow keys (:func:`_neighbours`); the
        ``targets`` named as where the checker may go, or (``reach``) where the dice reach."""
        mover = position.turn
        order: list[Place] = ["bar", *range(24, 0, -1), "off"]
        first = selected if selected is not None else _back_checker(position)
        near = _neighbours(self.g, mover)
        near_row = {place: _row(self.g, place, mover) for place in POINTS}
        rects = []
        for place in order:
            target = "reach" if reach else "target"
            mark = "selected" if place == selected else target if place in targets else ""
            label = place_label(position, place, self.lang, numbering, self.shades, mark)
            row = f' data-row="{near_row[place]}"' if place in near_row else ""
            moves = row + "".join(f' data-{key}="{value}"' for key, value in near[place])
            rects.append(
                f'<rect class="bg-place" data-place="{place}" {_box(self.g.area(place, mover))} '
                f'role="button" aria-label="{_esc(label)}" tabindex="{0 if place == first else -1}"{moves}/>'
            )
        self.add(
            f'<g class="bg-places" fill="#000000" fill-opacity="0" pointer-events="all" cursor="pointer">'
            f"{''.join(rects)}</g>"
        )


def _back_checker(position: Position) -> Place:
    """Where the focus starts on a board: the bar if a checker waits there, else the mover's
    checker farthest from home (else the bar)."""
    side = position.on_roll
    if side[25]:
        return "bar"
    return next((point for point in range(24, 0, -1) if side[point]), "bar")


def _row(g: BoardGeometry, point: int, mover: Color) -> str:
    """``"top"`` or ``"bottom"``: the row a point of ``mover``'s is drawn in."""
    return "top" if g.area(point, mover)[1] >= bg.MID - 1e-6 else "bottom"


def _neighbours(g: BoardGeometry, mover: Color) -> dict[Place, list[tuple[str, Place]]]:
    """Each place's neighbours as drawn, for the arrow keys: ``left``/``right`` in its row,
    ``up``/``down`` the point across; the bar and the tray span both rows, so they have a
    ``left-top``, ``right-top``, ``left-bottom`` and ``right-bottom``. Pure geometry: the same
    board always gives the same neighbours."""
    places: list[Place] = [*POINTS, "bar", "off"]
    rows: dict[str, list[tuple[float, Place]]] = {"top": [], "bottom": []}
    row_of: dict[Place, str] = {}
    for place in places:
        x, _, w, _ = g.area(place, mover)
        centre = round(x + w / 2, 3)
        if isinstance(place, int):
            row_of[place] = _row(g, place, mover)
            rows[row_of[place]].append((centre, place))
        else:
            for row in rows.values():
                row.append((centre, place))
    near: dict[Place, list[tuple[str, Place]]] = {place: [] for place in places}
    for name, row in rows.items():
        row.sort(key=lambda item: item[0])
        line = [place for _, place in row]
        for i, place in enumerate(line):
            suffix = "" if isinstance(place, int) else f"-{name}"
            if i > 0:
                near[place].append((f"left{suffix}", line[i - 1]))
            if i + 1 < len(line):
                near[place].append((f"right{suffix}", line[i + 1]))
    across = {(centre, row_of[p]): p for row in rows.values() for centre, p in row if isinstance(p, int)}
    for row in rows.values():
        for centre, place in row:
            if isinstance(place, int):
                other = "bottom" if row_of[place] == "top" else "top"
                if (centre, other) in across:
                    near[place].append(("down" if other == "bottom" else "up", across[centre, other]))
    return near


def _checker_style(t: Theme, color: Color) -> tuple[str, str, str, str]:
    """Face, edge, rim and the colour of a count written on it."""
    if color is WHITE:
        return t.white_face, t.white_edge, t.white_rim, t.white_text
    return t.black_face, t.black_edge, t.black_rim, t.black_text


def _arrow(start: XY, end: XY, shape: ArrowShape, color: str, outline: str) -> str:
    """matplotlib's arrow ``-|>``: the quadratic curve cut at both ends, with a head along the
    curve's last direction (from its control point to its tip)."""
    curve = arrow_curve(start, end, shape.bend)
    a, control, b = cut_curve(curve, shape.cut_start * PT, shape.cut_end * PT)
    length, half_width = 13.2 * PT * shape.head, 8.4 * PT * shape.head
    base = _towards(b, control, length)
    dx, dy = b[0] - base[0], b[1] - base[1]
    norm = max((dx * dx + dy * dy) ** 0.5, 1e-9)
    half = (-dy / norm * half_width, dx / norm * half_width)
    head = [b, (base[0] + half[0], base[1] + half[1]), (base[0] - half[0], base[1] - half[1])]
    a, shaft, end_of_shaft = cut_curve((a, control, b), 0.0, length)  # ends under the head
    path = f'<path d="M{_xy(a)}Q{_xy(shaft)} {_xy(end_of_shaft)}" fill="none" stroke-linecap="round"'
    return (
        f'<g class="bg-arrow">{path} {_stroke(outline, 7.0)}/>'
        f"{_polygon(head, outline, outline, 3.0)}"
        f"{path} {_stroke(color, 4.0)}/>{_polygon(head, color, color, 0.5)}</g>"
    )


def _towards(point: XY, other: XY, distance: float) -> XY:
    dx, dy = other[0] - point[0], other[1] - point[1]
    norm = (dx * dx + dy * dy) ** 0.5
    if norm < 1e-9:
        return point
    return point[0] + dx / norm * distance, point[1] + dy / norm * distance


# -- SVG text -----------------------------------------------------------------------------------


def _n(value: float) -> str:
    """A number with at most two decimals and no trailing zeros (deterministic, compact)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _sx(x: float) -> float:
    return x * SCALE


def _sy(y: float) -> float:
    return (bg.Y_MAX - y) * SCALE  # SVG's y grows downwards


def _xy(xy: XY) -> str:
    return f"{_n(_sx(xy[0]))} {_n(_sy(xy[1]))}"


def _esc(text: str) -> str:
    return html.escape(text, quote=True)


def _rgb(color: str) -> str:
    return color[:7] if color.startswith("#") and len(color) == 9 else color


def _fill(color: str) -> str:
    """fill (and fill-opacity for ``#rrggbbaa``) attributes."""
    if color.startswith("#") and len(color) == 9:
        return f'fill="{color[:7]}" fill-opacity="{_n(int(color[7:], 16) / 255)}"'
    return f'fill="{color}"'


def _stroke(color: str, points: float) -> str:
    return f'stroke="{_rgb(color)}" stroke-width="{_n(points * PT * SCALE)}"'


def _box(rect: Rect) -> str:
    x, y, w, h = rect
    return f'x="{_n(_sx(x))}" y="{_n(_sy(y + h))}" width="{_n(w * SCALE)}" height="{_n(h * SCALE)}"'


def _rect(rect: Rect, face: str, edge: str, points: float, radius: float = 0.0) -> str:
    corner = f' rx="{_n(radius * SCALE)}"' if radius else ""
    return f"<rect {_box(rect)}{corner} {_fill(face)} {_stroke(edge, points)}/>"


def _polygon(
    corners: Iterable[XY], face: str, edge: str, points: float, extra: str = "", css: str = ""
) -> str:
    cls = f' class="{css}"' if css else ""
    more = f" {extra}" if extra else ""
    return (
        f'<polygon{cls} points="{" ".join(_xy(c).replace(" ", ",") for c in corners)}" {_fill(face)}'
        f'{more} {_stroke(edge, points)} stroke-linejoin="round"/>'
    )


def _circle(
    xy: XY,
    radius: float,
    face: str | None = None,
    edge: str | None = None,
    points: float = 0.0,
    extra: str = "",
) -> str:
    paint = "" if face is None else f" {_fill(face)}"
    if edge is not None:
        paint += f" {_stroke(edge, points)}"
    if extra:
        paint += f" {extra}"
    return f'<circle cx="{_n(_sx(xy[0]))}" cy="{_n(_sy(xy[1]))}" r="{_n(radius * SCALE)}"{paint}/>'


def _text(text: str, xy: XY, size: float, anchor: str = "middle", fit: float | None = None) -> str:
    """``text`` with its digits centred on ``xy`` (the cap height of DejaVu digits is 0.729 em)."""
    x, y = _sx(xy[0]), _sy(xy[1]) + 0.3645 * size * SCALE
    squeeze = f' textLength="{_n(fit * SCALE)}" lengthAdjust="spacingAndGlyphs"' if fit else ""
    return (
        f'<text x="{_n(x)}" y="{_n(y)}" font-size="{_n(size * SCALE)}" text-anchor="{anchor}"{squeeze}>'
        f"{_esc(text)}</text>"
    )
