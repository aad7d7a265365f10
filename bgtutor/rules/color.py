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

    @classmethod
    def named(cls, name: object) -> Color:
        """The side a data file names, ``"white"`` or ``"black"``.

        >>> Color.named("black")
        <Color.BLACK: 1>
        >>> Color.named("Weiß")
        Traceback (most recent call last):
        ...
        ValueError: a colour is "white" or "black", not 'Weiß'
        """
        if name not in ("white", "black"):
            raise ValueError(f'a colour is "white" or "black", not {name!r}')
        return cls[str(name).upper()]


WHITE = Color.WHITE
BLACK = Color.BLACK
