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


def arrow_bend(start: XY, end: XY, middle_x: float) -> float:
    """The curvature of an arrow: it bows towards the middle of the board (the bar at ``middle_x``,
    half-way up), away from the frame."""
    (x0, y0), (x1, y1) = start, end
    towards = (y1 - y0) * (middle_x - (x0 + x1) / 2) - (x1 - x0) * (bg.MID - (y0 + y1) / 2)
    return 0.2 if towards >= 0 else -0.2
