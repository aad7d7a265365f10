"""The network's evaluation in plain Python, for the browser edition (Pyodide has no NumPy there).

:class:`PureEvaluator` computes what :class:`~.lookahead.NumpyEvaluator` computes, from the same
``weights.npz`` (read with :mod:`zipfile` and the ``.npy`` header, no NumPy), with TD-Gammon's
inputs as in :mod:`.features`. The first layer is a sum of per-point columns: each side's share of
the hidden sums (``w1``'s rows times the inputs of one point's count, its pips folded in) is looked
up per point and count and summed once per side, and kept for the call, so a board costs two
80-vector additions, 80 sigmoids and five dot products. :meth:`PureEvaluator.best_two_ply` skips
the 2-ply work that cannot change the choice (an exact bound: any legal reply of the opponent
bounds its best one). ``tests/test_bots_pure.py`` and ``tests/test_experte_pure.py`` check that it
agrees with NumPy; ``benchmarks/bench_browser_bots.py`` times it in Pyodide.

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
from collections.abc import Callable, Sequence
from functools import cache
from importlib import resources
from operator import add, eq, mul
from typing import Literal

from bgtutor.rules.dice import Roll
from bgtutor.rules.moves import search

__all__ = ["PureEvaluator", "encode", "one_ply", "two_ply", "weights"]

SIDE = 26
Board = tuple[int, ...]
"""52 counts, as :data:`.evaluator.Board` (spelt here too: that module imports this one, not the reverse)."""
DICE: tuple[tuple[int, ...], ...] = tuple(Roll(a, b).numbers for a in range(1, 7) for b in range(1, a + 1))
CHANCES: tuple[float, ...] = tuple((1.0 if len(numbers) == 4 else 2.0) / 36.0 for numbers in DICE)
Vector = list[float]
GUIDES = 3
"""How many of the opponent's best replies against the best board so far bound a later board's roll."""


class PureEvaluator:
    """The shipped network in plain Python, board by board."""

    @property
    def backend(self) -> Literal["pure"]:
        """``"pure"``."""
        return "pure"

    def one_ply(self, after: Sequence[Board]) -> list[float]:
        """Each board's equity by the network at once (see :func:`one_ply`)."""
        pass_ = _Pass()
        return [pass_.value(bytes(row)) for row in after]

    def two_ply(self, after: Sequence[Board]) -> list[float]:
        """Each board's equity after the opponent's best reply to each roll (see :func:`two_ply`)."""
        pass_ = _Pass()
        return [pass_.two_ply(row) for row in after]

    def best_two_ply(self, after: Sequence[Board]) -> int:
        """The index of the board :meth:`two_ply` rates highest (the first of equals), with less work.

        The boards are taken in order. Once one is known exactly, each later board is bounded from
        above: any legal reply of the opponent is worth at most its best one to them, so a few replies
        per roll (those that were best against the best board so far first) bound the board's
        equity; more replies are evaluated, the bound falling, until it is no higher than the best
        (the board is dropped) or every reply is evaluated (the board's equity is known exactly).
        The bound and the equity are summed in the same order, so the choice is :meth:`two_ply`'s
        (see :func:`_bounded`).

        >>> from bgtutor import Position, Roll, legal_plays
        >>> from bgtutor.play.bots.player import board_after
        >>> start = Position.start()
        >>> after = [board_after(start, play) for play in legal_plays(start, Roll(3, 1))]
        >>> values = PureEvaluator().two_ply(after)
        >>> PureEvaluator().best_two_ply(after) == values.index(max(values))
        True
        """
        pass_ = _Pass()
        best, best_value = -1, -math.inf
        guide: list[list[bytes]] = []
        for index, row in enumerate(after):
            if row[0] == 15:
                value = pass_.value(bytes(row))
                if value > best_value:
                    best, best_value = index, value
                continue
            rolls = pass_.replies(row)
            if not guide:
                value = _equity([pass_.value(pass_.best_reply(keys)) for keys in rolls])
            else:
                value = _bounded(pass_, rolls, guide, best_value)
                if value <= best_value:
                    continue
            if value > best_value:
                best, best_value = index, value
                guide = [pass_.best_sides(keys) for keys in rolls]
        return best

    def __repr__(self) -> str:
        return "open_evaluator('pure')"


@cache
def weights() -> tuple[list[list[float]], list[float], list[list[float]], list[float]]:
    """``w1`` (rows per input), ``b1``, ``w2`` (rows per hidden unit), ``b2`` from ``weights.npz``."""
    data = (resources.files("bgtutor.play.bots") / "weights.npz").read_bytes()
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        w1, b1, w2, b2 = (_npy(archive.read(f"{name}.npy")) for name in ("w1", "b1", "w2", "b2"))
    return w1, b1[0], w2, b2[0]


def encode(row: Board) -> list[float]:
    """The network inputs of one board (see :mod:`.features`); the evaluation sums the same inputs
    per point (:func:`_columns`)."""
    inputs: list[float] = []
    for start in (0, SIDE):
        for count in row[start + 1 : start + 25]:
            inputs += _units(count)
        inputs += (row[start + 25] / 2.0, row[start] / 15.0)
    mine = sum(p * n for p, n in enumerate(row[:SIDE]))
    theirs = sum(p * n for p, n in enumerate(row[SIDE:]))
    inputs += (mine / 100.0, theirs / 100.0, float(_rearmost(row[:SIDE]) + _rearmost(row[SIDE:]) > 25))
    return inputs


def one_ply(row: Board) -> float:
    """The equity of a board for the side that has just played (see :func:`.lookahead.one_ply`)."""
    return _Pass().value(bytes(row))


def two_ply(row: Board) -> float:
    """The equity of a board averaged over the opponent's 21 rolls, each answered by its best reply."""
    return _Pass().two_ply(row)


# -- inside ---------------------------------------------------------------------------------------


class _Pass:
    """One call's evaluations: each side's share of the hidden sums and each board's equity, kept."""

    def __init__(self) -> None:
        self.columns, self.contact, self.second, self.out_bias = _columns()
        self.shares: tuple[dict[bytes, Vector], dict[bytes, Vector]] = ({}, {})
        self.values: dict[bytes, float] = {}

    def value(self, board: bytes) -> float:
        """:func:`one_ply` of a board given as 52 bytes, the side that has just played first."""
        known = self.values.get(board)
        if known is not None:
            return known
        if board[0] == 15:
            loser = board[SIDE:]
            gammon = loser[0] == 0
            backgammon = gammon and (loser[25] > 0 or any(loser[19:25]))
            result = 1.0 + gammon + backgammon
        else:
            result = -self.equity(board[SIDE:], board[:SIDE])
        self.values[board] = result
        return result

    def equity(self, on_roll: bytes, other: bytes) -> float:
        """The network's equity for ``on_roll`` (26 counts) against ``other``."""
        sums = map(add, self.share(0, on_roll), self.share(1, other))  # the hidden sums, negated
        if _rearmost(on_roll) + _rearmost(other) > 25:
            sums = map(add, sums, self.contact)
        exp = math.exp  # 1 / (1 + exp(-x)), x clipped at -40 as NumPy's (at +40 it gives 1.0 either way)
        hidden = [1.0 / (1.0 + exp(x)) if x < 40.0 else _LOW for x in sums]
        win, win_g, win_bg, lose_g, lose_bg = self.second
        b_win, b_win_g, b_win_bg, b_lose_g, b_lose_bg = self.out_bias
        return (
            2.0 * _sigmoid(b_win + _dot(hidden, win))
            - 1.0
            + _sigmoid(b_win_g + _dot(hidden, win_g))
            - _sigmoid(b_lose_g + _dot(hidden, lose_g))
            + _sigmoid(b_win_bg + _dot(hidden, win_bg))
            - _sigmoid(b_lose_bg + _dot(hidden, lose_bg))
        )

    def share(self, half: int, side: bytes) -> Vector:
        """One side's part of the hidden sums, negated (``half`` 0: the side on roll, with the biases)."""
        known = self.shares[half].get(side)
        if known is None:
            table = self.columns[half]
            parts = [table[place][count] for place, count in enumerate(side) if count or not (half or place)]
            known = parts[0] if len(parts) == 1 else list(map(_sum, zip(*parts, strict=True)))
            self.shares[half][side] = known
        return known

    def replies(self, row: Board) -> list[list[bytes]]:
        """For each of the 21 rolls, every board after the opponent's reply (the opponent first)."""
        opponent = row[SIDE:] + row[:SIDE]
        found = []
        for numbers in DICE:
            keys = list(search(list(opponent[:SIDE]), list(opponent[SIDE:]), numbers))
            found.append(keys or [bytes(opponent)])
        return found

    def best_reply(self, keys: list[bytes]) -> bytes:
        """The reply the opponent rates best (the first of equals)."""
        return max(keys, key=self.value)

    def best_sides(self, keys: list[bytes]) -> list[bytes]:
        """The opponent's side after each of its :data:`GUIDES` best replies, the best first."""
        return [key[:SIDE] for key in sorted(keys, key=self.value, reverse=True)[:GUIDES]]

    def two_ply(self, row: Board) -> float:
        """:func:`two_ply` of one board, every reply evaluated."""
        if row[0] == 15:
            return self.value(bytes(row))
        return _equity([self.value(self.best_reply(keys)) for keys in self.replies(row)])


def _equity(values: list[float]) -> float:
    """The 2-ply equity when the opponent's reply to each roll is worth ``values`` to them."""
    total = 0.0
    for chance, value in zip(CHANCES, values, strict=True):
        total += chance * value
    return -total


def _bounded(pass_: _Pass, rolls: list[list[bytes]], guide: list[list[bytes]], best: float) -> float:
    """The 2-ply equity of a board whose replies to each roll are ``rolls``, or a bound no higher
    than ``best`` that it cannot exceed.

    ``guide`` is, per roll, the opponent's side after its best replies against the best board so
    far. Each reply evaluated is worth at most its roll's best to the opponent, so the equity
    summed from the best found so far per roll bounds the board's from above (summed in the same
    order, the bound falls as its terms rise, and is the equity once every reply is evaluated).
    The replies likely best come first: those of the guide's sides, then per roll (the rolls
    without one first, then the likelier) those that hit most, the nearest to the guide's best side
    (most places alike) first."""
    lows, guided, ordered = [], [], []
    for keys, sides in zip(rolls, guide, strict=True):
        near = sides[0]
        ordered.append(sorted(keys, key=lambda key: (-key[-1], -sum(map(eq, key[:SIDE], near)))))
        matched = [key for key in keys if key[:SIDE] in sides]
        lows.append(max(map(pass_.value, matched)) if matched else pass_.value(ordered[-1][0]))
        guided.append(bool(matched))
    value = _equity(lows)
    for number in sorted(range(len(rolls)), key=lambda n: (guided[n], -CHANCES[n])):
        for key in ordered[number]:
            if value <= best:
                return value
            reply = pass_.value(key)
            if reply > lows[number]:
                lows[number] = reply
                value = _equity(lows)
    return value


@cache
def _columns() -> tuple[tuple[list[list[Vector]], ...], Vector, list[Vector], list[float]]:
    """Per half (the side on roll, the other), place (0 off .. 25 bar) and count (0 .. 15): that
    place's share of the hidden sums, negated (its inputs times their rows of ``w1``, its pips
    included; the biases in the on-roll side's off place); the contact row, negated; ``w2``'s
    columns; ``b2``."""
    w1, b1, w2, b2 = weights()
    hidden = len(b1)
    columns = []
    for half in (0, 1):
        start = half * (24 * 4 + 2)
        pips = w1[2 * (24 * 4 + 2) + half]
        table: list[list[Vector]] = []
        for place in range(SIDE):
            rows: list[tuple[list[float], float]]
            counts = []
            for count in range(16):
                if place == 0:
                    rows = [(w1[start + 97], count / 15.0)]
                elif place == 25:
                    rows = [(w1[start + 96], count / 2.0)]
                else:
                    units = _units(count)
                    rows = [(w1[start + 4 * (place - 1) + k], units[k]) for k in range(4)]
                rows.append((pips, place * count / 100.0))
                share = [sum(value * row[j] for row, value in rows) for j in range(hidden)]
                if half == 0 and place == 0:
                    share = [s + b for s, b in zip(share, b1, strict=True)]
                share = [-s for s in share]
                counts.append(share)
            table.append(counts)
        columns.append(table)
    second = [[w2[j][k] for j in range(hidden)] for k in range(len(b2))]
    return tuple(columns), [-w for w in w1[-1]], second, list(b2)


def _units(count: int) -> tuple[float, float, float, float]:
    return float(count >= 1), float(count >= 2), float(count >= 3), max(count - 3, 0) / 2


def _rearmost(side: Sequence[int]) -> int:
    for place in range(SIDE - 1, 0, -1):
        if side[place]:
            return place
    return 0


_LOW = 1.0 / (1.0 + math.exp(40.0))
"""The sigmoid at -40, where NumPy's clips."""
_sum: Callable[[Sequence[float]], float] = sum
_dot: Callable[[Sequence[float], Sequence[float]], float] = getattr(
    math, "sumprod", lambda a, b: sum(map(mul, a, b))
)  # math.sumprod from Python 3.12 (Pyodide has it)


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
