"""What the drawn board shows for a position: checkers, counts, slabs, dice, arrows. Pure, no matplotlib.

Places (of marks and arrows) are in the numbering of the side on roll, the mover: points 1-24,
``"bar"`` and ``"off"`` its own (:mod:`bgtutor.rules.places`); the geometry turns them into drawn
points. :mod:`bgtutor.board.render` and :mod:`bgtutor.board.svg` draw a :class:`Layout`.

>>> from bgtutor import Position
>>> board = layout(BoardGeometry(), Position.start())
>>> len(board.checkers), board.counts, board.slabs
(30, (), ())
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from bgtutor.board import geometry as bg
from bgtutor.board.geometry import STACK, XY, BoardGeometry, Rect
from bgtutor.rules.color import BLACK, WHITE, Color
from bgtutor.rules.dice import Roll
from bgtutor.rules.places import BAR, OFF, POINTS, Place, check_place, mirror, seen_by
from bgtutor.rules.position import Position


@dataclass(frozen=True, slots=True)
class Layout:
    """The checkers drawn (at most five a place), the counts written and the borne-off slabs."""

    checkers: tuple[tuple[XY, Color], ...]
    counts: tuple[tuple[str, XY, Color | None], ...]  # None: a count on the tray, not on a checker
    slabs: tuple[tuple[Rect, Color], ...]


def layout(geometry: BoardGeometry, position: Position) -> Layout:
    """Where every checker of ``position`` is drawn; stacks of more than five show a count.

    >>> from bgtutor import Position
    >>> seven = Position.from_points({6: 7, "bar": 1}, {1: 15})
    >>> [(text, color.name) for text, _, color in layout(BoardGeometry(), seven).counts if color is not None]
    [('7', 'WHITE'), ('15', 'BLACK')]
    """
    checkers: list[tuple[XY, Color]] = []
    counts: list[tuple[str, XY, Color | None]] = []

    def stack(color: Color, count: int, slots: list[XY]) -> None:
        checkers.extend((xy, color) for xy in slots[:count])
        if count > STACK:
            counts.append((str(count), slots[STACK - 1], color))

    for point in POINTS:  # drawn points: White's numbering
        white, black = position.white[point], position.black[seen_by(point, WHITE, BLACK)]
        if white or black:
            slots = [geometry.checker_center(point, slot) for slot in range(STACK)]
            stack(WHITE if white else BLACK, white or black, slots)
    slabs: list[tuple[Rect, Color]] = []
    for color in (WHITE, BLACK):
        side = position.side(color)
        stack(color, side[BAR], [geometry.bar_checker_center(color, slot) for slot in range(STACK)])
        slabs.extend((geometry.slab_rect(color, index), color) for index in range(side[OFF]))
        if side[OFF]:
            counts.append((str(side[OFF]), geometry.off_count_xy(color, side[OFF]), None))
    return Layout(tuple(checkers), tuple(counts), tuple(slabs))


def dice_faces(roll: Roll, used: Iterable[int] = ()) -> list[tuple[int, bool]]:
    """The dice drawn for ``roll`` (four for a double) and whether each is used up.

    >>> dice_faces(Roll(4, 2), used=(4,))
    [(4, True), (2, False)]
    >>> dice_faces(Roll(3, 3), used=(3, 3))
    [(3, True), (3, True), (3, False), (3, False)]
    """
    left = list(used)
    faces: list[tuple[int, bool]] = []
    for value in roll.numbers if roll.is_double else (roll.high, roll.low):
        faces.append((value, value in left))
        if value in left:
            left.remove(value)
    if left:
        raise ValueError(f"used={tuple(used)!r}: the roll {roll} has no more dice {tuple(left)!r}")
    return faces


def top_checker(geometry: BoardGeometry, position: Position, place: Place) -> XY | None:
    """The drawn top checker of a point or of the bar of the side on roll (None if empty).

    >>> from bgtutor import BLACK, Position
    >>> top_checker(BoardGeometry(), Position.start(), 8) == BoardGeometry().checker_center(8, 2)
    True
    >>> top_checker(BoardGeometry(), Position.start(BLACK), 8) == BoardGeometry().checker_center(17, 2)
    True
    """
    counts = _Counts(position)
    if check_place(place) == "off" or not counts.total(place):
        return None
    return geometry.slot_center(place, min(counts.total(place), STACK) - 1, counts.mover)


def arrow_ends(
    geometry: BoardGeometry, position: Position, arrows: Iterable[tuple[Place, Place]]
) -> list[tuple[XY, XY]]:
    """Start and end of each arrow (from, to) of the side on roll, played one after the other:
    from the top checker of ``from`` to the slot a checker takes at ``to`` (the same step made
    twice goes top to top and bottom to bottom, in parallel).

    >>> from bgtutor import Position
    >>> ends = arrow_ends(BoardGeometry(), Position.start(), [(13, 9), (13, 9)])
    >>> ends[0] == (BoardGeometry().checker_center(13, 4), BoardGeometry().checker_center(9, 1))
    True
    """
    counts = _Counts(position)
    pairs = list(arrows)
    starts: list[XY] = []
    ends: list[XY] = []
    for src, dst in pairs:
        starts.append(geometry.slot_center(src, max(min(counts.mine(src), STACK) - 1, 0), counts.mover))
        counts.move(src, dst)
        ends.append(geometry.slot_center(dst, min(counts.mine(dst) - 1, STACK - 1), counts.mover))
    for pair in set(pairs):  # the same step twice or more: top to top, so the arrows do not cross
        same = [index for index, other in enumerate(pairs) if other == pair]
        for index, end in zip(same, reversed([ends[index] for index in same]), strict=True):
            ends[index] = end
    return list(zip(starts, ends, strict=True))


class _Counts:
    """Checkers per place in the mover's numbering, the mover's changing as arrows move them."""

    def __init__(self, position: Position) -> None:
        self.mover = position.turn
        mine, theirs = position.on_roll, position.opponent
        self._mine: dict[Place, int] = {p: mine[p] for p in POINTS}
        self._mine.update(bar=mine[BAR], off=mine[OFF])
        self._theirs: dict[Place, int] = {p: theirs[mirror(p)] for p in POINTS}

    def mine(self, place: Place) -> int:
        return self._mine[check_place(place)]

    def total(self, place: Place) -> int:
        return self.mine(place) + self._theirs.get(place, 0)

    def move(self, src: Place, dst: Place) -> None:
        """One checker from ``src`` to ``dst``; a lone opposing checker there is hit."""
        self._mine[check_place(src)] = max(self._mine[src] - 1, 0)
        if self._theirs.get(check_place(dst)) == 1:
            self._theirs[dst] = 0
        self._mine[dst] += 1


DIE_PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((0, 0),),
    2: ((-1, 1), (1, -1)),
    3: ((-1, 1), (0, 0), (1, -1)),
    4: ((-1, 1), (1, 1), (-1, -1), (1, -1)),
    5: ((-1, 1), (1, 1), (0, 0), (-1, -1), (1, -1)),
    6: ((-1, 1), (1, 1), (-1, 0), (1, 0), (-1, -1), (1, -1)),
}
"""The pips of a die face, in steps of 0.27 die widths from its middle (both renderers)."""


def strip_y(color: Color) -> float:
    """The middle of the text line of ``color``: Black's above the board, White's below."""
    return -bg.STRIP / 2 if color is WHITE else bg.HEIGHT + bg.STRIP / 2


Curve = tuple[XY, XY, XY]
"""A quadratic Bézier curve: start, control point, end."""


@dataclass(frozen=True, slots=True)
class ArrowShape:
    """How an arrow is drawn, the same by both renderers: where the control point of its curve
    lies in the frame of its ends, ``bend = (along, across)`` (:func:`arrow_curve`), how far from
    its ends the curve is cut (in points of the 8 × 6 inch board, matplotlib's ``shrinkA`` and
    ``shrinkB``) and the size of its head (1: 13.2 points long, 16.8 wide)."""

    bend: tuple[float, float]
    cut_start: float = 10.0
    cut_end: float = 12.0
    head: float = 1.0


BEND = 0.2
"""How far an arrow bows (matplotlib's ``arc3`` ``rad``): the control point of its curve lies this
fraction of its length off its middle."""
SHORT = 2.0
"""Arrows shorter than this (board units; a point is 1 wide) hook into their destination, fully
when one point long."""
HOOK = ArrowShape((0.0, 0.0), cut_start=5.0, cut_end=10.0, head=0.65)
"""The cuts and the head of a one-point arrow."""
HOOK_HEIGHT = 1.5
"""How far above its destination (towards the middle) the control point of a one-point arrow lies."""


def arrow_shape(start: XY, end: XY, middle_x: float) -> ArrowShape:
    """How an arrow from ``start`` to ``end`` is drawn: it bows towards the middle of the board (the
    bar at ``middle_x``, half-way up), away from the frame, as matplotlib's ``arc3,rad=±0.2``.

    A short arrow (a one-pip step such as 24/23, about one point's width) hooks into its
    destination from the middle's side instead, with a smaller head and shorter cuts: bowed, its
    cut ends would leave a head alone, pointing anywhere; and a curve that turns within its head
    makes the head seem to point elsewhere.  Between one and two points' widths the shape passes
    from the one to the other.  The bend is the same in any drawing that scales both axes alike
    (matplotlib's display coordinates as well as board units).

    >>> arrow_shape((1.0, 1.0), (5.0, 1.0), 7.1)
    ArrowShape(bend=(0.5, -0.2), cut_start=10.0, cut_end=12.0, head=1.0)
    >>> arrow_shape((13.2, 10.5), (12.2, 10.5), 7.1)
    ArrowShape(bend=(1.0, -1.5), cut_start=5.0, cut_end=10.0, head=0.65)
    """
    (x0, y0), (x1, y1) = start, end
    dx, dy = x1 - x0, y1 - y0
    towards = dy * (middle_x - (x0 + x1) / 2) - dx * (bg.MID - (y0 + y1) / 2)
    bow = ArrowShape((0.5, BEND if towards >= 0 else -BEND))
    length2 = dx * dx + dy * dy
    short = min(max((SHORT - math.sqrt(length2)) / (SHORT - 1.0), 0.0), 1.0)
    if short == 0.0:
        return bow
    hx, hy = dx, dy + (HOOK_HEIGHT if y1 < bg.MID else -HOOK_HEIGHT)  # the control point, from the start
    hook = ((hx * dx + hy * dy) / length2, (hx * dy - hy * dx) / length2)

    def blend(long: float, one_point: float) -> float:
        return long + short * (one_point - long)

    return ArrowShape(
        (blend(bow.bend[0], hook[0]), blend(bow.bend[1], hook[1])),
        blend(bow.cut_start, HOOK.cut_start),
        blend(bow.cut_end, HOOK.cut_end),
        blend(bow.head, HOOK.head),
    )


def arrow_curve(start: XY, end: XY, bend: tuple[float, float]) -> Curve:
    """The curve of an arrow before it is cut at its ends: the quadratic Bézier curve from
    ``start`` to ``end`` whose control point is start + along · (end - start) + across · (dy, -dx)
    for ``bend = (along, across)``; ``(0.5, r)`` is matplotlib's ``arc3,rad=r``.

    >>> arrow_curve((0.0, 0.0), (4.0, 0.0), (0.5, 0.2))
    ((0.0, 0.0), (2.0, -0.8), (4.0, 0.0))
    """
    (x0, y0), (x1, y1) = start, end
    along, across = bend
    dx, dy = x1 - x0, y1 - y0
    control = (
        (x0 + x1) / 2 + (along - 0.5) * dx + across * dy,
        (y0 + y1) / 2 + (along - 0.5) * dy - across * dx,
    )
    return start, control, end


def cut_curve(curve: Curve, cut_start: float, cut_end: float) -> Curve:
    """The piece of ``curve`` from where it leaves a circle of radius ``cut_start`` around its
    start to where it enters one of ``cut_end`` around its end, as matplotlib cuts an arrow
    (``shrinkA``, ``shrinkB``); like matplotlib, no cut at an end that lies inside the other's circle.

    >>> [(round(x, 6), round(y, 6)) for x, y in cut_curve(((0.0, 0.0), (2.0, 0.0), (4.0, 0.0)), 1.0, 0.5)]
    [(1.0, 0.0), (2.25, 0.0), (3.5, 0.0)]
    """
    start, _, end = curve
    length = math.dist(start, end)

    def point(t: float) -> XY:
        return _blossom(curve, t, t)

    def crossing(center: XY, radius: float, forward: bool) -> float:
        if radius <= 0 or length <= radius:
            return 0.0 if forward else 1.0
        inside, outside = (0.0, 1.0) if forward else (1.0, 0.0)
        for _ in range(40):
            t = (inside + outside) / 2
            if math.dist(point(t), center) < radius:
                inside = t
            else:
                outside = t
        return (inside + outside) / 2

    t0, t1 = crossing(start, cut_start, True), crossing(end, cut_end, False)
    return point(t0), _blossom(curve, t0, t1), point(t1)


def _blossom(curve: Curve, s: float, t: float) -> XY:
    """The polar form of a quadratic Bézier curve: at ``(t, t)`` its point at ``t``, at
    ``(s, t)`` the control point of its piece from ``s`` to ``t``."""
    p0, p1, p2 = curve
    w0, w1, w2 = (1 - s) * (1 - t), (1 - s) * t + s * (1 - t), s * t
    return w0 * p0[0] + w1 * p1[0] + w2 * p2[0], w0 * p0[1] + w1 * p1[1] + w2 * p2[1]
