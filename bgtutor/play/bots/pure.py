"""The network's evaluation in plain Python, for the browser edition (Pyodide has no NumPy there).

:class:`PureEvaluator` computes what :class:`~.lookahead.NumpyEvaluator` computes, from the same
``weights.npz`` (read with :mod:`zipfile` and the ``.npy`` header, no NumPy), with TD-Gammon's
inputs as in :mod:`.features`, one board at a time. The players (:mod:`.levels`) use it where
:func:`~.evaluator.open_evaluator` finds no NumPy, or when asked for it. It is much slower for the
2-ply look-ahead, which runs the network some thousand times a move (``benchmarks/bench_bots.py``
compares the two); ``tests/test_bots_pure.py`` checks that both agree.

>>> from bgtutor import Position
>>> start = Position.start()
>>> round(one_ply(start.opponent + start.on_roll), 3)  # the side on roll is a little ahead
-0.063
"""

from __future__ import annotations

import ast
import io
import math
import struct
import zipfile
from collections.abc import Sequence
from functools import cache
from importlib import resources
from typing import Literal

from bgtutor.rules.dice import Roll
from bgtutor.rules.moves import search

__all__ = ["PureEvaluator", "encode", "one_ply", "outputs", "two_ply", "weights"]

SIDE = 26
Board = tuple[int, ...]
"""52 counts, as :data:`.evaluator.Board` (spelt here too: that module imports this one, not the reverse)."""
DICE: tuple[tuple[int, ...], ...] = tuple(Roll(a, b).numbers for a in range(1, 7) for b in range(1, a + 1))
CHANCES: tuple[float, ...] = tuple((1.0 if len(numbers) == 4 else 2.0) / 36.0 for numbers in DICE)


class PureEvaluator:
    """The shipped network in plain Python, board by board."""

    @property
    def backend(self) -> Literal["pure"]:
        """``"pure"``."""
        return "pure"

    def one_ply(self, after: Sequence[Board]) -> list[float]:
        """Each board's equity by the network at once (see :func:`one_ply`)."""
        return [one_ply(row) for row in after]

    def two_ply(self, after: Sequence[Board]) -> list[float]:
        """Each board's equity after the opponent's best reply to each roll (see :func:`two_ply`)."""
        return [two_ply(row) for row in after]

    def __repr__(self) -> str:
        return "open_evaluator('pure')"


@cache
def weights() -> tuple[list[list[float]], list[float], list[list[float]], list[float]]:
    """``w1`` (rows per input), ``b1``, ``w2`` (rows per hidden unit), ``b2`` from ``weights.npz``."""
    data = (resources.files("bgtutor.play.bots") / "weights.npz").read_bytes()
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        w1, b1, w2, b2 = (_npy(archive.read(f"{name}.npy")) for name in ("w1", "b1", "w2", "b2"))
    return w1, b1[0], w2, b2[0]


def outputs(inputs: Sequence[float]) -> list[float]:
    """The five outcome probabilities for one row of inputs (see :class:`.network.Network`).

    The hidden sums are built from the non-zero inputs alone (TD-Gammon's inputs are mostly zero;
    ``benchmarks/bench_bots.py`` has the figures against a dot product over all inputs)."""
    w1, b1, w2, b2 = weights()
    hidden = list(b1)
    for value, row in zip(inputs, w1, strict=True):
        if value:
            hidden = [h + value * w for h, w in zip(hidden, row, strict=True)]
    hidden = [_sigmoid(h) for h in hidden]
    out = list(b2)
    for value, row in zip(hidden, w2, strict=True):
        out = [o + value * w for o, w in zip(out, row, strict=True)]
    return [_sigmoid(o) for o in out]


def encode(row: Board) -> list[float]:
    """The network inputs of one board (see :mod:`.features`)."""
    inputs: list[float] = []
    for start in (0, SIDE):
        for count in row[start + 1 : start + 25]:
            inputs += (float(count >= 1), float(count >= 2), float(count >= 3), max(count - 3, 0) / 2)
        inputs += (row[start + 25] / 2.0, row[start] / 15.0)
    mine = sum(p * n for p, n in enumerate(row[:SIDE]))
    theirs = sum(p * n for p, n in enumerate(row[SIDE:]))
    inputs += (mine / 100.0, theirs / 100.0, float(_rearmost(row[:SIDE]) + _rearmost(row[SIDE:]) > 25))
    return inputs


def one_ply(row: Board) -> float:
    """The equity of a board for the side that has just played (see :func:`.lookahead.one_ply`)."""
    if row[0] == 15:
        loser = row[SIDE:]
        gammon = loser[0] == 0
        backgammon = gammon and (loser[25] > 0 or any(loser[19:25]))
        return 1.0 + gammon + backgammon
    win, win_g, win_bg, lose_g, lose_bg = outputs(encode(row[SIDE:] + row[:SIDE]))
    return -(2.0 * win - 1.0 + win_g - lose_g + win_bg - lose_bg)


def two_ply(row: Board) -> float:
    """The equity of a board averaged over the opponent's 21 rolls, each answered by its best reply."""
    if row[0] == 15:
        return one_ply(row)
    opponent = row[SIDE:] + row[:SIDE]
    total = 0.0
    for numbers, chance in zip(DICE, CHANCES, strict=True):
        found = search(list(opponent[:SIDE]), list(opponent[SIDE:]), numbers)
        replies = [tuple(board) for board in found] if found else [opponent]
        total += chance * max(one_ply(reply) for reply in replies)
    return -total


# -- inside ---------------------------------------------------------------------------------------


def _rearmost(side: Sequence[int]) -> int:
    return max((p for p in range(1, SIDE) if side[p]), default=0)


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-min(max(x, -40.0), 40.0)))


def _npy(data: bytes) -> list[list[float]]:
    """A 1- or 2-dimensional little-endian float32/float64 ``.npy`` array as rows (a 1-d one is one row)."""
    if data[:6] != b"\x93NUMPY":
        raise ValueError("not a .npy array")
    size = struct.unpack("<H", data[8:10])[0] if data[6] == 1 else struct.unpack("<I", data[8:12])[0]
    start = 10 if data[6] == 1 else 12
    header = ast.literal_eval(data[start : start + size].decode("latin1"))
    kind = {"<f4": "f", "<f8": "d"}[header["descr"]]
    if header["fortran_order"]:
        raise ValueError(".npy in Fortran order")
    shape = tuple(header["shape"])
    rows, cols = (1, shape[0]) if len(shape) == 1 else shape
    flat = struct.unpack(f"<{rows * cols}{kind}", data[start + size :])
    return [list(flat[r * cols : (r + 1) * cols]) for r in range(rows)]
