"""Positions as rows of small integers, and every position a roll can lead to.

A *board* is 52 counts: the side on roll (26 in its own numbering: ``[0]`` off, ``[1..24]``
points, ``[25]`` bar), then its opponent (26 in the opponent's numbering) - the layout of
:class:`bgtutor.Position`.  A stack of boards is an ``(n, 52)`` ``uint8`` array.

>>> from bgtutor import Position
>>> start = board(Position.start())
>>> len(after_plays(start[0], (6, 5)))
7
>>> pips(start)[0].tolist()
[167.0]
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from bgtutor.rules.dice import Roll
from bgtutor.rules.moves import search
from bgtutor.rules.position import Position

SIDE = 26
"""Counts per side in a board."""

Boards = npt.NDArray[np.uint8]
Floats = npt.NDArray[np.float64]

_PIP_WEIGHTS = np.arange(SIDE, dtype=np.float64)
_INDEX = np.arange(1, SIDE)
DICE: tuple[tuple[int, ...], ...] = tuple(Roll(a, b).numbers for a in range(1, 7) for b in range(1, a + 1))
"""The dice of the 21 distinct rolls, in the order of :data:`bgtutor.ALL_ROLLS`."""
WEIGHTS: Floats = np.array([1.0 if len(numbers) == 4 else 2.0 for numbers in DICE]) / 36.0
"""The chance of each of the 21 rolls."""


def board(position: Position) -> Boards:
    """The position as a ``(1, 52)`` stack, the side on roll first."""
    return np.array([position.on_roll + position.opponent], dtype=np.uint8)


def swap(boards: Boards) -> Boards:
    """The same boards with the other side on roll (the two halves exchanged)."""
    return np.concatenate((boards[:, SIDE:], boards[:, :SIDE]), axis=1)


def after_plays(row: Boards, numbers: tuple[int, ...]) -> Boards:
    """Every distinct board after a legal play of ``numbers`` (the mover still first).

    ``row`` is one board; ``numbers`` the dice to play (two numbers, or four of a double).  With no
    legal play the answer is the board itself.
    """
    found = search(row[:SIDE].tolist(), row[SIDE:].tolist(), numbers)
    if not found:
        return row[None, :].copy()
    return np.frombuffer(b"".join(found), dtype=np.uint8).reshape(len(found), 2 * SIDE)


def pips(boards: Boards) -> tuple[Floats, Floats]:
    """Pip counts of the first side and of the second."""
    return boards[:, :SIDE] @ _PIP_WEIGHTS, boards[:, SIDE:] @ _PIP_WEIGHTS


def contact(boards: Boards) -> npt.NDArray[np.bool_]:
    """True where some checker still has to pass an opposing one."""
    mine = np.where(boards[:, 1:SIDE] > 0, _INDEX, 0).max(axis=1)
    theirs = np.where(boards[:, SIDE + 1 :] > 0, _INDEX, 0).max(axis=1)
    result: npt.NDArray[np.bool_] = mine + theirs > 25
    return result
