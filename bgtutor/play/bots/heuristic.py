"""A hand-tuned evaluation in pips, for the side that has just played (its opponent is on roll).

A board here is 52 counts as in :mod:`.boards`, the side that has just played first.  The score
is the pip lead, corrected by what the pip count misses, each term in pips:

- made points by place (home-board points and advanced anchors count most), for both sides, as
  long as opposing checkers still have to pass them;
- primes: a run of made points in front of opposing checkers;
- checkers on the bar, weighed by the home board they must enter against;
- blot exposure: each roll's chance times the dearest blot it can hit (pips lost plus the cost
  of entering; see :mod:`.shots`);
- stacks of more than three checkers;
- checkers still back in the opponent's home board once the opponent is nearly home (gammon risk);
- in a race (no contact): the pip lead, less checkers still on the board and gaps.

:data:`SOLID` weighs all of it (the Anspruchsvoll level); :data:`SIMPLE`
is a beginner's view (the Entspannt level): pips, made points, blots (a flat penalty and half the
cost of their shots), a little of the bar and of checkers left back; no primes, no stacks.

>>> from bgtutor import Position
>>> start = list(Position.start().on_roll + Position.start().opponent)
>>> score(start, SOLID)  # even, but the opponent is on roll
-4.0
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bgtutor.play.bots.shots import blot_risk

WIN = 1000.0
"""The score of a won game, per point it is worth."""

_POINT_VALUE = (0, 1, 2, 3, 5, 6, 5, 4, 2.5, 2, 1.5, 1, 1, 1, 0.5, 0.5, 0.5, 0.5, 2, 2.5, 4, 3.5, 2, 1.5, 1)
_PRIME_BONUS = (0, 0, 1, 3, 6, 10, 16, 16, 16, 16, 16, 16, 16)


@dataclass(frozen=True)
class Weights:
    """How much each term counts (1 = as given in pips)."""

    points: float = 1.0
    primes: float = 1.0
    bar: float = 1.0
    exposure: float = 1.0
    """Expected loss of the blots that can be hit (0: do not look at the dice at all)."""
    blots: float = 0.0
    """A flat penalty per blot, without counting shots (the beginner's rule of thumb)."""
    stacks: float = 1.0
    back: float = 1.0
    """Gammon risk of checkers left back while the opponent comes home."""
    race: float = 1.0


SOLID = Weights()
SIMPLE = Weights(points=0.7, primes=0.0, bar=0.5, exposure=0.5, blots=1.0, stacks=0.0, back=1.0, race=0.5)


def score(row: Sequence[int], weights: Weights = SOLID) -> float:
    """The evaluation in pips for the first side of ``row`` (the second side is on roll)."""
    me, opp = row[:26], row[26:]
    if me[0] == 15:
        return WIN * _result_points(opp)
    my_pips = sum(p * n for p, n in enumerate(me))
    opp_pips = sum(p * n for p, n in enumerate(opp))
    lead = opp_pips - my_pips - 4.0  # the side on roll is about four pips ahead for its roll
    my_back = max(p for p in range(26) if me[p])
    opp_back = max(p for p in range(26) if opp[p])
    if my_back + opp_back <= 25:
        return lead - weights.race * (_bearoff_waste(me) - _bearoff_waste(opp))
    total = lead
    if weights.points:
        total += weights.points * (_points(me, opp) - _points(opp, me))
    if weights.primes:
        total += weights.primes * (_prime(me, opp) - _prime(opp, me))
    my_home, opp_home = _home_points(me), _home_points(opp)
    if weights.bar:
        total += weights.bar * (opp[25] * (3 + 2 * my_home) - me[25] * (3 + 2 * opp_home))
    if weights.exposure:
        entry = 4.0 + 3.0 * opp_home + (10.0 if opp_home == 6 else 0.0)
        total -= weights.exposure * blot_risk(me, opp, lambda p: 25 - p + entry)
    if weights.blots:
        total -= weights.blots * sum(1 for p in range(1, 25) if me[p] == 1)
    if weights.stacks:
        total -= weights.stacks * (_stacks(me) - _stacks(opp))
    if weights.back:
        total -= weights.back * (_left_back(me, opp_pips) - _left_back(opp, my_pips))
    return total


def _result_points(loser: Sequence[int]) -> int:
    if loser[0]:
        return 1
    return 3 if loser[25] or any(loser[19:25]) else 2


def _rearmost(other: Sequence[int]) -> int:
    """Where ``other``'s last checker stands in the numbering of its opponent (the bar at 0)."""
    # ``other``'s checker on its point q stands on its opponent's 25 - q and moves upwards.
    return min((25 - q for q in range(1, 26) if other[q]), default=25)


def _points(side: Sequence[int], other: Sequence[int]) -> float:
    """Made points that ``other``'s checkers still have to pass."""
    rearmost = _rearmost(other)
    return sum(_POINT_VALUE[p] for p in range(rearmost + 1, 25) if side[p] >= 2)


def _home_points(side: Sequence[int]) -> int:
    return sum(1 for p in range(1, 7) if side[p] >= 2)


def _prime(side: Sequence[int], other: Sequence[int]) -> float:
    """The bonus of the longest run of made points with opposing checkers behind it."""
    rearmost = _rearmost(other)
    best, run = 0, 0
    for p in range(1, 25):
        run = run + 1 if side[p] >= 2 else 0
        if run and p - run + 1 > rearmost:
            best = max(best, run)
    return float(_PRIME_BONUS[best])


def _left_back(side: Sequence[int], other_pips: float) -> float:
    """Checkers in the opponent's home board (or on the bar), dearer as the opponent gets home."""
    back = sum(side[19:26])
    return back * max(0.0, (100.0 - other_pips) / 10.0)


def _stacks(side: Sequence[int]) -> float:
    return float(sum(n - 3 for n in side[1:25] if n > 3))


def _bearoff_waste(side: Sequence[int]) -> float:
    """Race: two pips per checker still on the board, one per stacked checker on the low points."""
    on_board = 15 - side[0]
    stacked = sum(max(0, side[p] - 2) for p in (1, 2, 3))
    gaps = sum(1 for p in range(4, 7) if not side[p] and any(side[p + 1 : 7]))
    return 2.0 * on_board + stacked + 0.5 * gaps
