"""What the drawn board shows for a position: checkers, counts, slabs, dice, arrows. Pure, no matplotlib.

All places are in White's numbering (points 1-24), ``"bar"`` and ``"off"`` being those of the
side on roll. :mod:`bgtutor.render` turns a :class:`Layout` into matplotlib artists.

>>> from bgtutor import Position
>>> board = layout(BoardGeometry(), Position.start())
>>> len(board.checkers), board.counts, board.slabs
(30, (), ())
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bgtutor.board_geometry import STACK, XY, BoardGeometry, Place, Rect, check_place
from bgtutor.color import BLACK, WHITE, Color
from bgtutor.dice import Roll
from bgtutor.position import BAR, OFF, Position


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

    for point in range(1, 25):
        white, black = position.white[point], position.black[BAR - point]
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
    for value in roll.steps if roll.is_double else (roll.high, roll.low):
        faces.append((value, value in left))
        if value in left:
            left.remove(value)
    if left:
        raise ValueError(f"used={tuple(used)!r}: the roll {roll} has no more dice {tuple(left)!r}")
    return faces


def top_checker(geometry: BoardGeometry, position: Position, place: Place) -> XY | None:
    """The drawn top checker of a point or of the bar of the side on roll (None if empty).

    >>> from bgtutor import Position
    >>> top_checker(BoardGeometry(), Position.start(), 8) == BoardGeometry().checker_center(8, 2)
    True
    """
    counts = _Counts(position)
    if check_place(place) == "off" or not counts.total(place):
        return None
    return geometry.slot_center(place, min(counts.total(place), STACK) - 1, counts.owner(place))


def arrow_ends(geometry: BoardGeometry, position: Position,
               arrows: Iterable[tuple[Place, Place]]) -> list[tuple[XY, XY]]:
    """Start and end of each arrow (from, to) of the side on roll, played one after the other:
    from the top checker of ``from`` to the slot the checker takes at ``to``.

    >>> from bgtutor import Position
    >>> ends = arrow_ends(BoardGeometry(), Position.start(), [(13, 9), (13, 9)])
    >>> ends[0][1] == BoardGeometry().checker_center(9, 0), ends[1][1][1] > ends[0][1][1]
    (True, True)
    """
    counts = _Counts(position)
    ends: list[tuple[XY, XY]] = []
    for src, dst in arrows:
        start = geometry.slot_center(src, max(min(counts.mine(src), STACK) - 1, 0), counts.mover)
        counts.move(src, dst)
        end = geometry.slot_center(dst, min(counts.mine(dst) - 1, STACK - 1), counts.mover)
        ends.append((start, end))
    return ends


class _Counts:
    """Checkers per place in White's numbering, the side on roll's changing as arrows move them."""

    def __init__(self, position: Position) -> None:
        self.mover = position.turn
        mine, theirs = position.on_roll, position.opponent
        own = {p: p if self.mover is WHITE else BAR - p for p in range(1, 25)}  # White's p -> mover's
        self._mine: dict[Place, int] = {p: mine[own[p]] for p in range(1, 25)}
        self._mine.update(bar=mine[BAR], off=mine[OFF])
        self._theirs: dict[Place, int] = {p: theirs[BAR - own[p]] for p in range(1, 25)}

    def mine(self, place: Place) -> int:
        return self._mine[check_place(place)]

    def total(self, place: Place) -> int:
        return self.mine(place) + self._theirs.get(place, 0)

    def owner(self, place: Place) -> Color:
        return self.mover if self.mine(place) else self.mover.other

    def move(self, src: Place, dst: Place) -> None:
        """One checker from ``src`` to ``dst``; a lone opposing checker there is hit."""
        self._mine[check_place(src)] = max(self._mine[src] - 1, 0)
        if self._theirs.get(check_place(dst)) == 1:
            self._theirs[dst] = 0
        self._mine[dst] += 1
