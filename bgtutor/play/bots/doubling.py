"""The computer's cube decisions: whether to double, and whether to take, pass or beaver.

An approximation, not a cubeful evaluation: Experte's network gives the side on roll's cubeless
chances before it rolls (the average over the 21 rolls of its best play, 1-ply), and fixed money
thresholds turn them into actions:

- double (or redouble) from :data:`DOUBLE_FROM` cubeless equity on, unless the position is *too
  good*: with an equity above 1 playing on for the gammon wins more than the opponent's pass;
- take down to :data:`TAKE_DOWN_TO` (a little below the dead cube's -0.5, for owning the cube),
  beaver (if agreed) from 0 on: the taker is then the favourite.

In a match the same thresholds hold (no match equity table), with the match's plain cases first:
no double when the cube already gives the doubler the match with a single game (it can only lose
by doubling); always take when passing loses the match; the trailer doubles at once after the
Crawford game. Whether a double is allowed at
all is :func:`bgtutor.rules.cube.double_reason`'s question, asked first.

>>> from bgtutor import Position
>>> from bgtutor.rules.cube import CubeState
>>> should_double(Position.start(), CubeState())
False
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

import numpy as np

from bgtutor.play.bots.boards import DICE, WEIGHTS, Boards, Floats, after_plays, board, swap
from bgtutor.play.bots.features import encode
from bgtutor.play.bots.lookahead import one_ply
from bgtutor.play.bots.network import Network, equity, flip, shipped
from bgtutor.play.bots.threads import single_threaded
from bgtutor.rules.cube import CubeState, double_reason
from bgtutor.rules.position import Position

__all__ = ["DOUBLE_FROM", "TAKE_DOWN_TO", "Answer", "Chances", "answer", "chances", "should_double"]

DOUBLE_FROM = 0.55
"""The doubler's cubeless equity from which the computer doubles."""
TAKE_DOWN_TO = -0.6
"""The taker's cubeless equity down to which the computer takes."""


class Answer(StrEnum):
    """The answer to a double."""

    TAKE = "take"
    PASS = "pass"
    BEAVER = "beaver"


@dataclass(frozen=True, slots=True)
class Chances:
    """The side on roll's cubeless chances before it rolls: to win, and to win and lose gammons and
    backgammons (each including the next), and the equity they make."""

    win: float
    win_gammon: float
    win_backgammon: float
    lose_gammon: float
    lose_backgammon: float

    @property
    def equity(self) -> float:
        """Expected points per cube: single 1, gammon 2, backgammon 3."""
        return float(equity(np.array([self.values()]))[0])

    def values(self) -> tuple[float, float, float, float, float]:
        """The five chances in the network's order."""
        return (self.win, self.win_gammon, self.win_backgammon, self.lose_gammon, self.lose_backgammon)


def chances(position: Position) -> Chances:
    """The side on roll's chances before rolling: each roll's best play by 1-ply, weighted."""
    net = shipped()
    start = board(position)[0]
    total = np.zeros(5)
    with single_threaded():
        for numbers, weight in zip(DICE, WEIGHTS, strict=True):
            after = after_plays(start, numbers)
            best = after[int(np.argmax(one_ply(net, after)))]
            total += weight * _outcomes_after(net, best)
    return Chances(*(float(x) for x in total))


def should_double(position: Position, state: CubeState) -> bool:
    """Whether the side on roll doubles now (False whenever the rules forbid it)."""
    if double_reason(state) is not None or position.turn is not state.turn:
        return False
    match, me = state.match, state.turn
    if not match.is_money:
        if match.away(me) <= state.value:
            return False  # a single game at this cube already wins the match
        if match.post_crawford and match.away(me.other) == 1:
            return True  # the trailer doubles at once after the Crawford game
    equity_now = chances(position).equity
    return DOUBLE_FROM <= equity_now <= 1.0


def answer(position: Position, state: CubeState) -> Answer:
    """The opponent's answer to a double offered in ``state`` (the doubler on roll in ``position``)."""
    match = state.match
    if not match.is_money and match.away(state.turn) <= state.value:
        return Answer.TAKE  # passing loses the match: taking can only help
    mine = -chances(position).equity  # the taker's cubeless equity
    if match.beavers and mine >= 0.0:
        return Answer.BEAVER
    return Answer.TAKE if mine >= TAKE_DOWN_TO else Answer.PASS


def _outcomes_after(net: Network, after: Boards) -> Floats:
    """The five chances, for the side that has just played, of one board after its play."""
    if after[0] == 15:  # it has borne off its last checker
        loser = after[26:]
        gammon = float(loser[0] == 0)
        backgammon = gammon * float(loser[25] > 0 or bool(loser[19:25].any()))
        return np.array([1.0, gammon, backgammon, 0.0, 0.0])
    result: Floats = flip(net.outputs(encode(swap(after[None, :]))))[0]
    return result
