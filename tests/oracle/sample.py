"""A deterministic sample of (position, roll) queries from random self-play with bgtutor.

Each turn of each game contributes the query ``(Position ID with the mover on roll, die1, die2)``.
The mover picks uniformly among bgtutor's legal plays, except that with probability ``hit_bias``
it picks uniformly among the plays that hit (when there are any), so that checkers on the bar are
common.  Everything comes from one seeded ``random.Random``, so the sample depends only on the
arguments (and on bgtutor's legal plays, which the differential test checks).

Categories are computed from the Position ID with the oracle's own codec, not with bgtutor:

- ``contact``: some checker still has to pass an opposing checker (the complement of ``race``)
- ``race``: no contact
- ``bar``: the mover has a checker on the bar
- ``bearoff``: all the mover's checkers are in its home board
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable

from . import Query
from .position_id import decode

__all__ = ["CATEGORIES", "SEED", "categories", "category_counts", "self_play"]

SEED = 20240611
CATEGORIES = ("contact", "race", "bar", "bearoff")


def self_play(count: int, seed: int = SEED, hit_bias: float = 0.5) -> list[Query]:
    """The first ``count`` distinct queries met in seeded random self-play."""
    from bgtutor import Position, Roll, legal_plays  # the code under test, only here

    rng = random.Random(seed)
    seen: set[Query] = set()
    queries: list[Query] = []
    position = Position.start()
    while len(queries) < count:
        die1, die2 = rng.randint(1, 6), rng.randint(1, 6)
        query = (position.position_id(), die1, die2)
        if query not in seen:
            seen.add(query)
            queries.append(query)
        plays = legal_plays(position, Roll(die1, die2))
        results = [position.play(play) for play in plays]
        hitting = [r for r in results if r.on_roll[25] > position.opponent[25]]
        choices = hitting if hitting and rng.random() < hit_bias else results
        position = rng.choice(choices)
        if position.is_game_over:
            position = Position.start()
    return queries


def categories(pid: str) -> frozenset[str]:
    """The categories (see the module docstring) of the position with the mover on roll."""
    other, mover = decode(pid)
    # Highest occupied point (bar = 25, 0 when none) of each side, in its own numbering.
    mover_back = max((i + 1 for i, n in enumerate(mover) if n), default=0)
    other_back = max((i + 1 for i, n in enumerate(other) if n), default=0)
    found = {"race" if mover_back + other_back < 25 else "contact"}
    if mover[24]:
        found.add("bar")
    if mover_back <= 6:
        found.add("bearoff")
    return frozenset(found)


def category_counts(queries: Iterable[Query]) -> Counter[str]:
    """How many queries fall in each category (a query can be in several)."""
    counts: Counter[str] = Counter({name: 0 for name in CATEGORIES})
    for pid, _, _ in queries:
        counts.update(categories(pid))
    return counts
