"""The two sides of the board.

White is the player at the bottom of a diagram (gnubg's player 1, "X", XGID's upper-case
letters); Black is at the top. The seed texts number the points from White's side.
"""

from __future__ import annotations

from enum import IntEnum


class Color(IntEnum):
    """A side: ``Color.WHITE`` or ``Color.BLACK``.

    >>> Color.WHITE.other
    <Color.BLACK: 1>
    """

    WHITE = 0
    BLACK = 1

    @property
    def other(self) -> Color:
        """The opposing side."""
        return Color.BLACK if self is Color.WHITE else Color.WHITE


WHITE = Color.WHITE
BLACK = Color.BLACK
