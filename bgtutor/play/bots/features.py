"""The inputs of the neural evaluation, computed for a stack of boards (see :mod:`.boards`).

TD-Gammon's encoding, for each side: four units per point (at least 1, 2 and 3 checkers, and half
of any beyond three), the bar (count / 2) and the borne-off checkers (count / 15); then both pip
counts / 100 and whether the sides are still in contact.

>>> from bgtutor import Position
>>> from bgtutor.play.bots.boards import board
>>> encode(board(Position.start())).shape
(1, 199)
"""

from __future__ import annotations

import numpy as np

from bgtutor.play.bots.boards import SIDE, Boards, Floats, contact, pips

INPUTS = 2 * (24 * 4 + 2) + 3
"""Inputs of the evaluation network."""

_UNITS = np.array([[c >= 1, c >= 2, c >= 3, max(c - 3, 0) / 2] for c in range(16)], dtype=np.float64)


def encode(boards: Boards) -> Floats:
    """The network inputs of each board, an ``(n, INPUTS)`` array."""
    n = len(boards)
    parts = []
    for start in (0, SIDE):
        parts.append(_UNITS[boards[:, start + 1 : start + 25]].reshape(n, 96))
        parts.append(boards[:, start + 25 : start + 26] / 2.0)
        parts.append(boards[:, start : start + 1] / 15.0)
    mine, theirs = pips(boards)
    parts.append(np.stack((mine / 100.0, theirs / 100.0, contact(boards)), axis=1))
    return np.concatenate(parts, axis=1)
