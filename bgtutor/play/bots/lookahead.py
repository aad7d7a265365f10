"""Equities of the positions after a play, by the network: at once (1-ply) or after every reply.

A board here is as in :mod:`.boards`, the side that has just played first; equities are in
points for that side (single 1, gammon 2, backgammon 3; cubeless).
"""

from __future__ import annotations

import numpy as np

from bgtutor.play.bots.boards import DICE, SIDE, WEIGHTS, Boards, Floats, after_plays, swap
from bgtutor.play.bots.features import encode
from bgtutor.play.bots.network import Network, equity


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
