"""Blot exposure: which of the 21 rolls let the side on roll hit a blot, and what the hit costs.

Coordinates are those of the side that is *exposed* (the first side of a board, see
:mod:`.boards`): its point ``p``.  The side on roll (the second side) moves upwards in them, from
``25 - q`` for its own point ``q``, entering from the bar at 0.  A point with two or more of the
exposed side's checkers blocks it.  The bar rules are followed closely enough for an estimate:
with two or more checkers on the bar only entering checkers can hit; with one, the other die may
hit from anywhere once the entry is open.

>>> blot = [0] * 7 + [1] + [0] * 18  # a blot on 7, six pips from a checker on the hitter's 24
>>> round(36 * blot_risk(blot, [0] * 24 + [1, 0], lambda p: 1.0))  # 11 sixes and 6 combinations
17
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

_ROLLS = tuple((a, b, 1 if a == b else 2) for a in range(1, 7) for b in range(1, a + 1))


def blot_risk(exposed: Sequence[int], hitter: Sequence[int], cost: Callable[[int], float]) -> float:
    """Expected cost of being hit: the chance of each roll times the dearest blot it can hit.

    ``exposed`` and ``hitter`` are 26 counts in their own numbering; ``cost(p)`` is what losing
    the blot on point ``p`` (the exposed side's numbering) is worth.
    """
    blots = {p: cost(p) for p in range(1, 25) if exposed[p] == 1}
    if not blots:
        return 0.0
    blocked = [False] * 26
    for p in range(1, 25):
        blocked[p] = exposed[p] >= 2
    on_bar = hitter[25]
    sources = [25 - q for q in range(24, 0, -1) if hitter[q]]
    lowest = min(blots)
    sources = [m for m in sources if m < max(blots)]
    total = 0.0
    for a, b, weight in _ROLLS:
        best = 0.0
        if on_bar:
            best = _from_bar(a, b, on_bar, sources, blots, blocked)
        elif a == b:
            for m in sources:
                best = max(best, _double(m, a, 4, blots, blocked))
        else:
            for m in sources:
                if m + a + b < lowest:
                    continue
                best = max(best, _two(m, a, b, blots, blocked))
        total += weight * best
    return total / 36.0


def _two(m: int, a: int, b: int, blots: dict[int, float], blocked: list[bool]) -> float:
    """The dearest blot one checker on ``m`` can hit with dice ``a`` and ``b``."""
    best = blots.get(m + a, 0.0)
    best = max(best, blots.get(m + b, 0.0))
    far = m + a + b
    if far in blots and (not _closed(m + a, blocked) or not _closed(m + b, blocked)):
        best = max(best, blots[far])
    return best


def _double(m: int, d: int, count: int, blots: dict[int, float], blocked: list[bool]) -> float:
    """The dearest blot one checker on ``m`` can hit moving up to ``count`` times by ``d``."""
    best, point = 0.0, m
    for _ in range(count):
        point += d
        if point > 24 or blocked[point]:
            break
        best = max(best, blots.get(point, 0.0))
    return best


def _from_bar(
    a: int, b: int, on_bar: int, sources: list[int], blots: dict[int, float], blocked: list[bool]
) -> float:
    """Hits while checkers wait on the bar: they must enter (at the exposed side's 1..6) first."""
    if a == b:
        if blocked[a]:
            return 0.0
        left = 4 - on_bar
        best = blots.get(a, 0.0)
        if left > 0:
            best = max(best, _double(0, a, left + 1, blots, blocked))
            for m in sources:
                best = max(best, _double(m, a, left, blots, blocked))
        return best
    best = 0.0
    for enter, other in ((a, b), (b, a)):
        if blocked[enter]:
            continue
        best = max(best, blots.get(enter, 0.0))
        if on_bar == 1:
            best = max(
                best,
                blots.get(enter + other, 0.0)
                if not blocked[enter + other] or (enter + other) in blots
                else 0.0,
            )
            for m in sources:
                best = max(best, blots.get(m + other, 0.0))
    return best


def _closed(point: int, blocked: list[bool]) -> bool:
    return point > 24 or blocked[point]
