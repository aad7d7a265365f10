"""A small, independent GNU Backgammon Position ID codec for the test oracle (formats.md 2.3).

It deliberately shares no code with ``bgtutor`` so that the oracle does not depend on the code
under test.  A side is a 25-tuple in that side's own numbering: index 0..23 = points 1..24,
index 24 = the bar (gnubg's ``anBoard`` layout; borne-off checkers are not stored).

gnubg writes the side *not* on roll first, then the side on roll.

>>> decode("4HPwATDgc/ABMA")[1][5], decode("4HPwATDgc/ABMA")[1][23]
(5, 2)
>>> encode(*decode("bE7oCChwtwMAXA"))
'bE7oCChwtwMAXA'
>>> swap("0HPhATDg2+ABMA") == encode(*reversed(decode("0HPhATDg2+ABMA")))
True
"""

from __future__ import annotations

import base64
import binascii
import re

__all__ = ["Board", "Side", "checkers", "decode", "encode", "swap"]

Side = tuple[int, ...]
"""25 checker counts: index 0..23 = points 1..24 (own numbering), 24 = bar."""

Board = tuple[Side, Side]
"""``(not_on_roll, on_roll)``, gnubg's ``anBoard`` order."""

_ID_RE = re.compile(r"[A-Za-z0-9+/]{14}")


def encode(not_on_roll: Side, on_roll: Side) -> str:
    """Return the Position ID of a board given as (side not on roll, side on roll)."""
    key = 0
    bit = 0
    for side in (not_on_roll, on_roll):
        if len(side) != 25 or min(side) < 0 or sum(side) > 15:
            raise ValueError(f"bad side {side!r}")
        for count in side:
            key |= ((1 << count) - 1) << bit  # `count` ones ...
            bit += count + 1  # ... then a zero
    return base64.b64encode(key.to_bytes(10, "little")).decode("ascii")[:14]


def decode(pid: str) -> Board:
    """Return ``(not_on_roll, on_roll)`` for a Position ID; raise ``ValueError`` if invalid.

    The checks are gnubg's ``CheckPosition``: at most 15 checkers a side, no point held by
    both sides, not both sides on the bar against closed boards.
    """
    if not _ID_RE.fullmatch(pid):
        raise ValueError(f"not a Position ID: {pid!r}")
    try:
        key = int.from_bytes(base64.b64decode(pid + "=="), "little")
    except binascii.Error as exc:  # pragma: no cover - the regex already rules this out
        raise ValueError(f"not a Position ID: {pid!r}") from exc
    sides = [[0] * 25, [0] * 25]
    s = i = 0
    for k in range(80):
        if s == 2:
            break
        if key >> k & 1:
            sides[s][i] += 1
        else:
            i += 1
            if i == 25:
                s, i = s + 1, 0
    other, mover = sides
    if sum(other) > 15 or sum(mover) > 15:
        raise ValueError(f"more than 15 checkers on a side: {pid!r}")
    for p in range(24):
        if other[p] and mover[23 - p]:
            raise ValueError(f"point held by both sides: {pid!r}")
    closed = [all(side[p] > 1 for p in range(6)) for side in (other, mover)]
    if other[24] and mover[24] and all(closed):
        raise ValueError(f"both sides on the bar against closed boards: {pid!r}")
    return tuple(other), tuple(mover)


def swap(pid: str) -> str:
    """The same checkers with the other side on roll (the two halves exchanged)."""
    other, mover = decode(pid)
    return encode(mover, other)


def checkers(side: Side) -> int:
    """Checkers of one side still in play (on the board or the bar)."""
    return sum(side)
