"""Equities of the positions after a play, by the network with NumPy: at once (1-ply) or after
every reply (2-ply); :class:`NumpyEvaluator` is this module behind :mod:`.evaluator`'s door.

A board here is as in :mod:`.boards`, the side that has just played first; equities are in
points for that side (single 1, gammon 2, backgammon 3; cubeless).

>>> from bgtutor import Position
>>> start = Position.start()
>>> [round(x, 3) for x in NumpyEvaluator().one_ply([start.opponent + start.on_roll])]
[-0.063]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

import numpy as np

from bgtutor.play.bots.boards import DICE, SIDE, WEIGHTS, Boards, Floats, after_plays, swap
from bgtutor.play.bots.features import encode
from bgtutor.play.bots.network import Network, equity, shipped
from bgtutor.play.bots.threads import single_threaded

__all__ = ["NumpyEvaluator", "one_ply", "two_ply"]


class NumpyEvaluator:
    """The shipped network with NumPy, one BLAS thread while it computes (:mod:`.threads`)."""

    @property
    def backend(self) -> Literal["numpy"]:
        """``"numpy"``."""
        return "numpy"

    def one_ply(self, after: Sequence[Sequence[int]]) -> list[float]:
        """Each board's equity by the network at once (see :func:`one_ply`)."""
        with single_threaded():
            result: list[float] = one_ply(shipped(), np.array(after, dtype=np.uint8)).tolist()
        return result

    def two_ply(self, after: Sequence[Sequence[int]]) -> list[float]:
        """Each board's equity after the opponent's best reply to each roll (see :func:`two_ply`)."""
        net = shipped()
        with single_threaded():
            return [two_ply(net, row) for row in np.array(after, dtype=np.uint8)]

    def best_two_ply(self, after: Sequence[Sequence[int]]) -> int:
        """The index of the board :meth:`two_ply` rates highest (the first of equals)."""
        values = self.two_ply(after)
        return values.index(max(values))

    def __repr__(self) -> str:
        return "open_evaluator('numpy')"


def one_ply(net: Network, after: Boards) -> Floats:
    """The equity of each board for the side that has just played, by the network."""
    result = np.empty(len(after))
    done = after[:, 0] == 15
    if done.any():
        loser = after[done, SIDE:]
        gammon = loser[:, 0] == 0
        backgammon = gammon & ((loser[:, 25] > 0) | loser[:, 19:25].any(axis=1))
        result[done] = 1.0 + gammon + backgammon
    going = ~done
    if going.any():
        result[going] = -equity(net.outputs(encode(swap(after[going]))))
    return result


def two_ply(net: Network, after: Boards) -> float:
    """The equity of one board (a ``(52,)`` row) averaged over the opponent's 21 rolls.

    For each roll the opponent is assumed to pick its best reply by :func:`one_ply`.
    """
    if after[0] == 15:
        return float(one_ply(net, after[None, :])[0])
    opponent = swap(after[None, :])[0]
    replies = [after_plays(opponent, numbers) for numbers in DICE]
    starts = np.cumsum([0] + [len(r) for r in replies[:-1]])
    best_reply = np.maximum.reduceat(one_ply(net, np.concatenate(replies)), starts)
    return float(-(WEIGHTS @ best_reply))
