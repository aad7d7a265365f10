"""The computer players without NumPy, for the browser edition (Pyodide has no NumPy there).

The same three players as :mod:`.levels`, the same choices: the hand-tuned evaluation
(:mod:`.heuristic`) is plain Python already; the network's forward pass is done here in plain
Python from the same ``weights.npz`` (read with :mod:`zipfile` and the ``.npy`` header, no
NumPy), with TD-Gammon's inputs as in :mod:`.features`. :mod:`bgtutor.play.bots` uses this module
only where NumPy cannot be imported.

Speed in CPython (2-core machine, 60 positions from seeded random games, the same choices as
:mod:`.levels` in all 60 at each level): Entspannt 1.3 ms a move, Anspruchsvoll 1.6 ms (NumPy's
1.8 ms each), Experte 985 ms (NumPy's 32 ms): the 2-ply look-ahead runs the network some
thousand times a move. In Pyodide (Chromium, same machine, loaded): Entspannt and Anspruchsvoll
2 ms, Experte 2.5 s a move. ``tests/test_bots_pure.py`` checks the agreement.

>>> from bgtutor import Position, Roll
>>> start = Position.start()
>>> str(make_bot("anspruchsvoll").choose(start, Roll(6, 1)))
'13/7 8/7'
>>> str(make_bot("experte").choose(start, Roll(3, 1)))
'8/5 6/5'
"""

from __future__ import annotations

import ast
import io
import math
import random
import struct
import zipfile
from abc import abstractmethod
from collections.abc import Sequence
from functools import cache
from importlib import resources

from bgtutor.play.bots.heuristic import SIMPLE, SOLID, WIN, score
from bgtutor.play.bots.player import Player, board_after, level_named
from bgtutor.play.strengths import LEVELS, Level, UnknownLevelError
from bgtutor.rules.dice import Roll
from bgtutor.rules.moves import Play, search
from bgtutor.rules.position import Position

__all__ = ["LEVELS", "Anspruchsvoll", "Bot", "Entspannt", "Experte", "Level", "UnknownLevelError", "make_bot"]

SIDE = 26
Board = tuple[int, ...]
"""52 counts, the side that has just played (or is on roll) first, as in :mod:`.boards`."""
DICE: tuple[tuple[int, ...], ...] = tuple(Roll(a, b).numbers for a in range(1, 7) for b in range(1, a + 1))
CHANCES: tuple[float, ...] = tuple((1.0 if len(numbers) == 4 else 2.0) / 36.0 for numbers in DICE)


class Bot(Player):
    """A computer player in plain Python: the boards after the plays as a list of tuples."""

    def pick_play(self, position: Position, plays: tuple[Play, ...], rng: random.Random) -> int:
        return self.pick(position, [board_after(position, play) for play in plays], rng)

    @abstractmethod
    def pick(self, position: Position, after: list[Board], rng: random.Random) -> int:
        """The index of the chosen play, given the board after each (the mover first)."""


class Entspannt(Bot):
    """A relaxed beginner (see :class:`bgtutor.play.bots.levels.Entspannt`)."""

    level = Level.ENTSPANNT
    NOISE = 2.0
    CHOICES = (0.5, 0.3, 0.2)

    def pick(self, position: Position, after: list[Board], rng: random.Random) -> int:
        scores = [score(row, SIMPLE) + rng.gauss(0.0, self.NOISE) for row in after]
        order = _best_first(scores)
        if scores[order[0]] >= WIN:
            return order[0]
        rank = rng.choices(range(len(self.CHOICES)), self.CHOICES)[0]
        return order[min(rank, len(order) - 1)]


class Anspruchsvoll(Bot):
    """The hand-tuned evaluation's best play (see :class:`bgtutor.play.bots.levels.Anspruchsvoll`)."""

    level = Level.ANSPRUCHSVOLL

    def pick(self, position: Position, after: list[Board], rng: random.Random) -> int:
        return _best_first([score(row, SOLID) for row in after])[0]


class Experte(Bot):
    """The network's best play, 2-ply over the close candidates (as
    :class:`bgtutor.play.bots.levels.Experte`)."""

    level = Level.EXPERTE
    CANDIDATES = 8
    WINDOW = 0.3

    def pick(self, position: Position, after: list[Board], rng: random.Random) -> int:
        first = [one_ply(row) for row in after]
        order = _best_first(first)[: self.CANDIDATES]
        close = [i for i in order if first[i] >= first[order[0]] - self.WINDOW]
        if len(close) == 1:
            return close[0]
        deeper = [two_ply(after[i]) for i in close]
        return close[_best_first(deeper)[0]]


_BOTS: dict[Level, type[Bot]] = {
    Level.ENTSPANNT: Entspannt,
    Level.ANSPRUCHSVOLL: Anspruchsvoll,
    Level.EXPERTE: Experte,
}


def make_bot(level: str, seed: int | None = None) -> Bot:
    """The computer player of ``level`` (see :func:`bgtutor.play.bots.levels.make_bot`)."""
    return _BOTS[level_named(level)](seed)


# -- the network, in plain Python ----------------------------------------------------------------


@cache
def weights() -> tuple[list[list[float]], list[float], list[list[float]], list[float]]:
    """``w1`` (rows per input), ``b1``, ``w2`` (rows per hidden unit), ``b2`` from ``weights.npz``."""
    data = (resources.files("bgtutor.play.bots") / "weights.npz").read_bytes()
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        w1, b1, w2, b2 = (_npy(archive.read(f"{name}.npy")) for name in ("w1", "b1", "w2", "b2"))
    return w1, b1[0], w2, b2[0]


def outputs(inputs: Sequence[float]) -> list[float]:
    """The five outcome probabilities for one row of inputs (see :class:`.network.Network`).

    The hidden sums are built from the non-zero inputs alone (TD-Gammon's inputs are mostly zero):
    in Pyodide (Chromium, a loaded 2-core machine) 2.5 s an Experte move over 6 positions, against
    4.4 s with one :func:`math.sumprod` (Python 3.12+) per unit over all inputs."""
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


def _best_first(values: Sequence[float]) -> list[int]:
    """Indices by value, highest first, ties in order (NumPy's stable ``argsort`` of ``-values``)."""
    return sorted(range(len(values)), key=lambda i: -values[i])


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
