"""Where things are on the drawn board: pure arithmetic in board units, no matplotlib.

One unit is the width of a point. The board is drawn from White's side: White's home board
(points 1-6) bottom right, point 1 in the bottom right corner, 12 bottom left, 13 top left,
24 top right; the trays at the side of the home boards. ``home="left"`` mirrors it all.

A drawn point (``point_x``, ``triangle``, ``checker_center`` ...) is numbered as the picture is,
from White's side. A place (``place_center``, ``outline``, ``slot_center``, ``area``,
``place_at``) is in the numbering of the side on roll, the ``mover``, and becomes a drawn point
in one method, :meth:`BoardGeometry.drawn`.

>>> from bgtutor.rules.color import BLACK
>>> geometry = BoardGeometry()
>>> geometry.place_at(*geometry.point_center(1)), geometry.place_at(*geometry.point_center(13))
(1, 13)
>>> geometry.place_center(24, BLACK) == geometry.point_center(1)
True
>>> geometry.place_at(*geometry.point_center(1), mover=BLACK)
24
>>> geometry.point_center(1)[0] > geometry.point_center(12)[0]
True
>>> BoardGeometry("left").point_center(1)[0] < BoardGeometry("left").point_center(12)[0]
True
"""

from __future__ import annotations

from dataclasses import dataclass

from bgtutor.rules.color import WHITE, Color
from bgtutor.rules.places import Place, check_place, seen_by

XY = tuple[float, float]
Rect = tuple[float, float, float, float]
"""x, y, width, height."""

FRAME = 0.5  # the frame at the left and right edge and between the board and the tray
BORDER = 0.6  # the frame above and below the points, where the point numbers are
BAR_WIDTH = 1.2
TRAY_WIDTH = 1.4
LEFT_X0 = FRAME  # the outer board (White's 7-18)
BAR_X0 = LEFT_X0 + 6
BAR_X1 = BAR_X0 + BAR_WIDTH
RIGHT_X0 = BAR_X1  # the home boards (White's 1-6 and 19-24)
RIGHT_X1 = RIGHT_X0 + 6
TRAY_X0 = RIGHT_X1 + FRAME
TRAY_X1 = TRAY_X0 + TRAY_WIDTH
WIDTH = TRAY_X1 + FRAME
INNER_Y0 = BORDER
INNER_Y1 = INNER_Y0 + 10.4
HEIGHT = INNER_Y1 + BORDER
MID = (INNER_Y0 + INNER_Y1) / 2
POINT_LENGTH = 4.4
CHECKER = 0.92  # diameter of a checker
STACK = 5  # checkers drawn on a point before a count is written on the last one
TRAY_GAP = 0.3  # half the frame band between the two trays
SLAB_HEIGHT = 0.24  # a borne-off checker seen from the side
SLAB_STEP = 0.28
STRIP = 0.75  # a text line above or below the board
Y_MIN = -2 * STRIP  # White's line, then the caption, below the board
Y_MAX = HEIGHT + STRIP + 0.1  # Black's line above the board
DIE = 0.9
SMALL_DIE = 0.8


@dataclass(frozen=True, slots=True)
class BoardGeometry:
    """Coordinates of points, checkers, bar, trays and dice; ``home`` is "right" or "left"."""

    home: str = "right"

    def __post_init__(self) -> None:
        if self.home not in ("right", "left"):
            raise ValueError(f"home={self.home!r}: use 'right' or 'left'")

    def x(self, x: float) -> float:
        """A horizontal coordinate of the home-right board, mirrored if home is left."""
        return WIDTH - x if self.home == "left" else x

    # -- points and checkers ------------------------------------------------------------

    def drawn(self, place: Place, mover: Color) -> Place:
        """``place`` in ``mover``'s numbering as the picture numbers it (from White's side); the
        bar and off stay as they are (whose half or tray: ``mover``'s)."""
        return seen_by(check_place(place), mover, WHITE)

    def point_x(self, point: int) -> float:
        """The centre line of the drawn ``point`` (White's numbering)."""
        if not 1 <= point <= 24:
            raise ValueError(f"{point!r} is not a point: use 1-24")
        if point <= 6:
            x = RIGHT_X1 - (point - 0.5)
        elif point <= 12:
            x = BAR_X0 - (point - 6.5)
        elif point <= 18:
            x = LEFT_X0 + (point - 12.5)
        else:
            x = RIGHT_X0 + (point - 18.5)
        return self.x(x)

    @staticmethod
    def _base(point: int) -> tuple[float, float]:
        """The y of the point's base at the frame and the direction towards the middle."""
        return (INNER_Y0, 1.0) if point <= 12 else (INNER_Y1, -1.0)

    def point_center(self, point: int) -> XY:
        """The middle of the triangle of ``point``."""
        base, direction = self._base(point)
        return self.point_x(point), base + direction * POINT_LENGTH / 2

    def triangle(self, point: int) -> tuple[XY, XY, XY]:
        """The corners of the triangle of ``point``: two at the frame, the tip towards the middle."""
        x = self.point_x(point)
        base, direction = self._base(point)
        half = 0.5 - 0.02
        return (x - half, base), (x + half, base), (x, base + direction * POINT_LENGTH)

    def checker_center(self, point: int, slot: int) -> XY:
        """The centre of the ``slot``-th checker (0: at the frame) on ``point``."""
        base, direction = self._base(point)
        return self.point_x(point), base + direction * (CHECKER / 2 + slot * CHECKER)

    def number_xy(self, point: int) -> XY:
        """Where the number of ``point`` is written, on the frame beside its base."""
        base, direction = self._base(point)
        return self.point_x(point), base - direction * BORDER / 2

    # -- bar and trays --------------------------------------------------------------------

    def bar_checker_center(self, color: Color, slot: int) -> XY:
        """A checker on the bar: White's in the upper half (it enters top right), Black's lower."""
        direction = 1.0 if color is WHITE else -1.0
        return self.x((BAR_X0 + BAR_X1) / 2), MID + direction * (0.55 + CHECKER / 2 + slot * CHECKER)

    def bar_rect(self, color: Color) -> Rect:
        """The half of the bar where ``color``'s checkers wait: (x, y, width, height)."""
        y = MID if color is WHITE else INNER_Y0
        return self.x(BAR_X0 if self.home == "right" else BAR_X1), y, BAR_WIDTH, INNER_Y1 - MID

    def tray_rect(self, color: Color) -> Rect:
        """The bear-off tray of ``color`` (White's at the bottom): (x, y, width, height)."""
        y = INNER_Y0 if color is WHITE else MID + TRAY_GAP
        x = self.x(TRAY_X0 if self.home == "right" else TRAY_X1)
        return x, y, TRAY_WIDTH, MID - TRAY_GAP - INNER_Y0

    def slab_rect(self, color: Color, index: int) -> Rect:
        """The ``index``-th borne-off checker (0: at the outer end of the tray), lying flat."""
        x, _, width, _ = self.tray_rect(color)
        offset = 0.1 + index * SLAB_STEP
        y = INNER_Y0 + offset if color is WHITE else INNER_Y1 - offset - SLAB_HEIGHT
        return x + 0.15, y, width - 0.3, SLAB_HEIGHT

    def off_count_xy(self, color: Color, count: int) -> XY:
        """Where the number of borne-off checkers is written: just past the stack."""
        x, _, width, _ = self.tray_rect(color)
        offset = 0.1 + count * SLAB_STEP + 0.22
        return x + width / 2, INNER_Y0 + offset if color is WHITE else INNER_Y1 - offset

    def place_center(self, place: Place, mover: Color = WHITE) -> XY:
        """The middle of a point of ``mover``'s, of its half of the bar or of its tray."""
        where = self.drawn(place, mover)
        if where == "bar":
            x, y, width, height = self.bar_rect(mover)
        elif where == "off":
            x, y, width, height = self.tray_rect(mover)
        else:
            return self.point_center(int(where))
        return x + width / 2, y + height / 2

    def outline(self, place: Place, mover: Color) -> list[XY]:
        """The shape to highlight: a point's triangle, ``mover``'s half of the bar or its tray."""
        where = self.drawn(place, mover)
        if where == "bar":
            x, y, w, h = self.bar_rect(mover)
        elif where == "off":
            x, y, w, h = self.tray_rect(mover)
        else:
            return list(self.triangle(int(where)))
        return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]

    def slot_center(self, place: Place, slot: int, mover: Color) -> XY:
        """The ``slot``-th checker on a point of ``mover``'s, on its bar or (lying) in its tray."""
        where = self.drawn(place, mover)
        if where == "bar":
            return self.bar_checker_center(mover, slot)
        if where == "off":
            x, y, w, h = self.slab_rect(mover, min(slot, 14))
            return x + w / 2, y + h / 2
        return self.checker_center(int(where), slot)

    def area(self, place: Place, mover: Color = WHITE) -> Rect:
        """Where a click means ``place`` (:meth:`place_at`): a point's half of the board's height,
        the whole bar or both trays: (x, y, width, height)."""
        where = self.drawn(place, mover)
        if where in ("bar", "off"):
            x0, x1 = (BAR_X0, BAR_X1) if where == "bar" else (TRAY_X0, TRAY_X1)
            a, b = sorted((self.x(x0), self.x(x1)))
            return a, INNER_Y0, b - a, INNER_Y1 - INNER_Y0
        y0 = INNER_Y0 if int(where) <= 12 else MID
        return self.point_x(int(where)) - 0.5, y0, 1.0, MID - INNER_Y0

    # -- dice -----------------------------------------------------------------------------

    def dice_centers(self, color: Color, count: int) -> list[XY]:
        """The dice of ``color`` lie in the middle of its own side's half: White's right."""
        middle = (RIGHT_X0 + RIGHT_X1) / 2 if color is WHITE else (LEFT_X0 + BAR_X0) / 2
        offsets = (-0.6, 0.6) if count <= 2 else (-1.65, -0.55, 0.55, 1.65)
        return [(self.x(middle + offset), MID) for offset in offsets[:count]]

    # -- hit test -------------------------------------------------------------------------

    def place_at(self, x: float, y: float, mover: Color = WHITE) -> Place | None:
        """The place at board coordinates (x, y) in ``mover``'s numbering: a point 1-24, "bar",
        "off" or None.

        >>> BoardGeometry().place_at(-1.0, 3.0) is None
        True
        """
        drawn = self._drawn_at(x, y)
        return None if drawn is None else seen_by(drawn, WHITE, mover)

    def _drawn_at(self, x: float, y: float) -> Place | None:
        if not INNER_Y0 <= y <= INNER_Y1:
            return None
        x = self.x(x)  # mirroring is its own inverse
        bottom = y < MID
        if TRAY_X0 <= x <= TRAY_X1:
            return "off"
        if BAR_X0 <= x <= BAR_X1:
            return "bar"
        if LEFT_X0 <= x < BAR_X0:
            column = min(int(x - LEFT_X0), 5)
            return 12 - column if bottom else 13 + column
        if RIGHT_X0 < x <= RIGHT_X1:
            column = min(int(x - RIGHT_X0), 5)
            return 6 - column if bottom else 19 + column
        return None
