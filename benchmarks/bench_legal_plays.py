"""Benchmark bgtutor's legal-play generator, and GNU Backgammon's on the same sample.

Run from the repository root::

    python benchmarks/bench_legal_plays.py [--pairs 5000] [--repeat 3]

It reports

1. bgtutor ``legal_plays`` in queries per second on a fixed sample of (position, roll) pairs from
   seeded random self-play (``tests/oracle/sample.py``, the differential test's generator);
   only the ``legal_plays`` calls are timed, best of ``--repeat`` runs;
2. perft(2) from the start position (must be 202,782) and its time;
3. GNU Backgammon's generator on the same sample through its PyPI bindings
   (``gnubg.findbestmoves``, which also scores every play with the 0-ply neural net), and the
   ratio bgtutor / gnubg.  Play counts are compared per pair as a cross-check.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]  # bgtutor, and the `oracle` test helpers

from oracle.position_id import decode  # noqa: E402
from oracle.sample import SEED, category_counts, self_play  # noqa: E402

from bgtutor import Position, Roll, legal_plays  # noqa: E402

PERFT2_START = 202_782
HIT_BIAS = 0.1  # as in tests/test_differential_gnubg.py
ROLLS = [(d1, d2) for d1 in range(1, 7) for d2 in range(1, d1 + 1)]
GNUBG_PIN = "gnubg==1.1.0a16"


def best_time(run: Callable[[], object], repeat: int) -> float:
    """The fastest of ``repeat`` timed runs, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def bgtutor_counts(args: Sequence[tuple[Position, Roll]]) -> list[int]:
    return [len(legal_plays(position, roll)) for position, roll in args]


def perft(position: Position, depth: int) -> int:
    """Leaf count over the 21 rolls, plays distinct by result, no play counted as one."""
    if depth == 0:
        return 1
    total = 0
    for d1, d2 in ROLLS:
        for play in legal_plays(position, Roll(d1, d2)):
            total += perft(position.play(play), depth - 1)
    return total


def load_gnubg() -> Any:
    try:
        import gnubg  # type: ignore[import-untyped,import-not-found,unused-ignore]
    except ImportError:
        sys.exit(f"GNU Backgammon's Python bindings are missing: pip install '{GNUBG_PIN}'")
    return gnubg


def gnubg_counts(gnubg: Any, args: Sequence[tuple[list[list[int]], tuple[int, int]]]) -> list[int]:
    cube, context = gnubg.cubeinfo(), gnubg.evalcontext(0, 0, 1, 1, 0.0)  # cubeless 0-ply
    find = gnubg.findbestmoves
    return [len(find(board, cube, context, dice)) or 1 for board, dice in args]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--pairs", type=int, default=5_000)
    parser.add_argument("--repeat", type=int, default=3)
    opts = parser.parse_args()

    queries = self_play(opts.pairs, SEED, HIT_BIAS)
    counts = category_counts(queries)
    print(f"sample: {len(queries)} (position, roll) pairs from seeded self-play (seed {SEED})")
    print("  " + ", ".join(f"{name} {n}" for name, n in counts.items()))

    ours_args = [(Position.from_id(pid), Roll(d1, d2)) for pid, d1, d2 in queries]
    ours = bgtutor_counts(ours_args)
    ours_s = best_time(lambda: bgtutor_counts(ours_args), opts.repeat)
    ours_qps = len(queries) / ours_s
    print(f"bgtutor legal_plays: {ours_qps:,.0f} queries/s ({ours_s:.3f} s, {sum(ours):,} plays)")

    start = time.perf_counter()
    leaves = perft(Position.start(), 2)
    perft_s = time.perf_counter() - start
    status = "ok" if leaves == PERFT2_START else f"WRONG, expected {PERFT2_START:,}"
    print(f"bgtutor perft(2) from the start: {leaves:,} ({status}) in {perft_s:.2f} s")

    gnubg = load_gnubg()
    gnubg_args = [([list(side) for side in decode(pid)], (d1, d2)) for pid, d1, d2 in queries]
    theirs = gnubg_counts(gnubg, gnubg_args)
    theirs_s = best_time(lambda: gnubg_counts(gnubg, gnubg_args), opts.repeat)
    theirs_qps = len(queries) / theirs_s
    print(
        f"gnubg {gnubg.__version__} findbestmoves (0-ply): {theirs_qps:,.0f} queries/s"
        f" ({theirs_s:.3f} s, {sum(theirs):,} plays)"
    )
    mismatches = sum(a != b for a, b in zip(ours, theirs, strict=True))
    print(f"play counts differ in {mismatches} of {len(queries)} pairs")
    print(f"ratio bgtutor / gnubg: {ours_qps / theirs_qps:.3f}")
    if leaves != PERFT2_START or mismatches:
        sys.exit(1)


if __name__ == "__main__":
    main()
