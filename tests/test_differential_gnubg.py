"""Differential test: bgtutor's legal plays against GNU Backgammon's, on random self-play.

For each (position, roll) pair the set of Position IDs after bgtutor's legal plays must equal the
set after gnubg's (``hint`` lists every legal play; see ``tests/oracle``).  No play at all counts as
the one empty play.  The sample is deterministic (seeded self-play, ``tests/oracle/sample.py``)
and must cover contact, race, bar and bear-off positions.

Needs Debian's gnubg (``apt-get install -y gnubg``); without it this test fails, never skips.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import NamedTuple

import pytest

# pytest puts tests/ on sys.path (rootdir-relative "prepend" import mode, no tests/__init__.py),
# so the oracle package is imported as `oracle`, the same name pytest gives tests/oracle itself.
from oracle import GnubgNotInstalledError, Query, find_gnubg, gnubg_plays
from oracle.sample import category_counts, self_play

from bgtutor import Position, Roll, legal_plays

PAIRS = 10_000
HIT_BIAS = 0.1
MIN_COUNTS = {"contact": 5_000, "race": 500, "bar": 500, "bearoff": 500}
SHOW = 5


def bgtutor_plays(query: Query) -> dict[str, str]:
    """``{resulting Position ID: play}`` for bgtutor; a duplicate result is reported in the key."""
    pid, die1, die2 = query
    position = Position.from_id(pid)
    results: dict[str, str] = {}
    for play in legal_plays(position, Roll(die1, die2)):
        result = position.play(play).position_id()
        if result in results:  # legal_plays promises plays distinct by resulting position
            result = f"{result} (duplicate of {results[result]!r})"
        results[result] = str(play)
    return results


def disagreements(
    queries: Sequence[Query], ours: Sequence[dict[str, str]], theirs: Sequence[dict[str, str]]
) -> list[str]:
    """One line per pair whose sets of resulting positions differ."""
    lines = []
    for (pid, die1, die2), mine, gnubg in zip(queries, ours, theirs, strict=True):
        if mine.keys() != gnubg.keys():
            only_mine = {k: v for k, v in mine.items() if k not in gnubg}
            only_gnubg = {k: v for k, v in gnubg.items() if k not in mine}
            lines.append(f"{pid} {die1}{die2}: only in bgtutor {only_mine}; only in gnubg {only_gnubg}")
    return lines


class Comparison(NamedTuple):
    queries: list[Query]
    ours: list[dict[str, str]]
    theirs: list[dict[str, str]]


@pytest.fixture(scope="module")
def comparison() -> Comparison:
    """Both engines' answers on the sample (computed once for the tests below)."""
    try:
        find_gnubg()
    except GnubgNotInstalledError as exc:
        pytest.fail(str(exc))
    queries = self_play(PAIRS, hit_bias=HIT_BIAS)
    start = time.perf_counter()
    ours = [bgtutor_plays(query) for query in queries]
    ours_s = time.perf_counter() - start
    start = time.perf_counter()
    theirs = gnubg_plays(queries)
    theirs_s = time.perf_counter() - start
    print(
        f"\n{PAIRS} pairs, {sum(map(len, theirs))} resulting positions;"
        f" bgtutor {ours_s:.1f} s, gnubg {theirs_s:.1f} s ({PAIRS / theirs_s:.0f} queries/s)"
    )
    return Comparison(queries, ours, theirs)


def test_sample_covers_every_category(comparison: Comparison) -> None:
    counts = category_counts(comparison.queries)
    print(f"\ncategories {dict(counts)}")
    assert len(set(comparison.queries)) == PAIRS
    assert all(counts[name] >= least for name, least in MIN_COUNTS.items()), counts


def test_legal_plays_match_gnubg(comparison: Comparison) -> None:
    bad = disagreements(*comparison)
    print(f"\n{len(bad)} disagreements in {PAIRS} pairs")
    assert not bad, f"{len(bad)} of {PAIRS} pairs disagree, first {SHOW}:\n" + "\n".join(bad[:SHOW])


def test_notation_matches_gnubg(comparison: Comparison) -> None:
    """Where both find a resulting position, bgtutor writes the play as gnubg's hint does."""
    bad = [
        f"{pid} {die1}{die2} -> {result}: bgtutor {mine[result]!r}, gnubg {move!r}"
        for (pid, die1, die2), mine, gnubg in zip(*comparison, strict=True)
        for result, move in gnubg.items()
        if move and result in mine and mine[result] != move
    ]
    assert not bad, f"{len(bad)} plays are written differently, first {SHOW}:\n" + "\n".join(bad[:SHOW])
