"""Benchmark the compiled rules engine against the pure one and GNU Backgammon, in one run.

Run from the repository root (after ``python tools/compile_rules.py``)::

    python benchmarks/bench_compiled.py [--pairs 6000] [--repeat 5]

The two engines cannot share a process (the same module names), so each runs in a worker of its own
(``BGTUTOR_PURE=1`` and ``0``), the workers taking turns ``--repeat`` times; gnubg
(``gnubg.findbestmoves`` through its PyPI bindings, 0-ply) runs in this process between them. All
three get the same (position, roll) pairs from seeded self-play (``tests/oracle/sample.py``); only the
generator calls are timed, in chunks of 50 pairs, each chunk's best of the repeats (a chunk
another process interrupted does not count: the machine may be shared). Per category and mixed in
queries per second, ``Position.from_id`` in microseconds, and the ratios; play counts are compared
per pair.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]  # bgtutor, and the `oracle` test helpers

from oracle.position_id import decode  # noqa: E402
from oracle.sample import CATEGORIES, SEED, categories, self_play  # noqa: E402

HIT_BIAS = 0.1  # as in tests/test_differential_gnubg.py
GNUBG_PIN = "gnubg==1.1.0a16"
ENGINES = {"pure": "1", "compiled": "0"}
GROUPS = (*CATEGORIES, "mixed")
CHUNK = 50


def seconds(run: Callable[[], object]) -> float:
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def chunk_times(run: Callable[[list[Any]], object], chosen: list[Any]) -> list[float]:
    """Seconds for each run of ``CHUNK`` consecutive items (the repeats keep each chunk's best: a
    chunk another process interrupted does not count)."""
    return [seconds(partial(run, chosen[i : i + CHUNK])) for i in range(0, len(chosen), CHUNK)]


def groups_of(queries: list[tuple[str, int, int]]) -> dict[str, list[int]]:
    """The indexes of the sample's pairs in each category, and all of them as ``mixed``."""
    marks = [categories(pid) for pid, _, _ in queries]
    found = {name: [i for i, mark in enumerate(marks) if name in mark] for name in CATEGORIES}
    return {**found, "mixed": list(range(len(queries)))}


def worker(pairs: int) -> None:
    """One timing round of this process's engine; prints JSON."""
    import bgtutor.rules.moves
    from bgtutor import Position, Roll, legal_plays

    queries = self_play(pairs, SEED, HIT_BIAS)
    args = [(Position.from_id(pid), Roll(d1, d2)) for pid, d1, d2 in queries]
    times = {}
    for name, indexes in groups_of(queries).items():
        times[name] = chunk_times(partial(_plays, legal_plays), [args[i] for i in indexes])
    ids = [pid for pid, _, _ in queries]
    from_id = chunk_times(partial(_from_ids, Position.from_id), ids)
    counts = [len(legal_plays(p, r)) for p, r in args]
    print(
        json.dumps(
            {"file": bgtutor.rules.moves.__file__, "times": times, "from_id": from_id, "counts": counts}
        )
    )


def _plays(legal_plays: Callable[..., object], chosen: list[Any]) -> None:
    for position, roll in chosen:
        legal_plays(position, roll)


def _from_ids(from_id: Callable[[str], object], chosen: list[str]) -> None:
    for pid in chosen:
        from_id(pid)


def _find(find: Callable[..., object], cube: Any, context: Any, chosen: list[Any]) -> None:
    for board, dice in chosen:
        find(board, cube, context, dice)


def run_worker(engine: str, pairs: int) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, __file__, "--worker", "--pairs", str(pairs)],
        env={**os.environ, "BGTUTOR_PURE": ENGINES[engine]},
        capture_output=True,
        text=True,
        check=True,
    )
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def gnubg_round(
    gnubg: Any, boards: list[Any], groups: dict[str, list[int]]
) -> tuple[dict[str, list[float]], list[int]]:
    cube, context = gnubg.cubeinfo(), gnubg.evalcontext(0, 0, 1, 1, 0.0)  # cubeless 0-ply
    find = gnubg.findbestmoves
    times = {}
    for name, indexes in groups.items():
        chosen = [boards[i] for i in indexes]
        times[name] = chunk_times(partial(_find, find, cube, context), chosen)
    return times, [len(find(board, cube, context, dice)) or 1 for board, dice in boards]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--pairs", type=int, default=6_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    opts = parser.parse_args()
    if opts.worker:
        worker(opts.pairs)
        return
    try:
        import gnubg  # type: ignore[import-untyped,import-not-found,unused-ignore]
    except ImportError:
        sys.exit(f"GNU Backgammon's Python bindings are missing: pip install '{GNUBG_PIN}'")

    queries = self_play(opts.pairs, SEED, HIT_BIAS)
    groups = groups_of(queries)
    boards = [([list(side) for side in decode(pid)], (d1, d2)) for pid, d1, d2 in queries]
    print(
        f"sample: {len(queries)} (position, roll) pairs from seeded self-play (seed {SEED}),"
        f" each chunk of {CHUNK} best of {opts.repeat}"
    )
    print("  " + ", ".join(f"{name} {len(groups[name])}" for name in GROUPS))

    best: dict[str, dict[str, list[float]]] = {name: {} for name in (*ENGINES, "gnubg")}
    counts: dict[str, list[int]] = {}
    for _ in range(opts.repeat):
        rounds = [(engine, run_worker(engine, opts.pairs)) for engine in ENGINES]
        times, counts["gnubg"] = gnubg_round(gnubg, boards, groups)
        rounds.append(("gnubg", {"times": times}))
        for engine, result in rounds:
            if engine in ENGINES:
                counts[engine] = result["counts"]
                result["times"]["from_id"] = result["from_id"]
                if result["file"].endswith(".so") != (engine == "compiled"):
                    sys.exit(
                        f"the {engine} worker ran {result['file']}: python tools/compile_rules.py first?"
                    )
            for name, chunks in result["times"].items():
                kept = best[engine].get(name, chunks)
                best[engine][name] = [min(a, b) for a, b in zip(kept, chunks, strict=True)]

    qps = {
        engine: {name: len(groups[name]) / sum(times[name]) for name in GROUPS}
        for engine, times in best.items()
    }
    print(f"\n{'queries/s':<18}" + "".join(f"{name:>10}" for name in GROUPS))
    for engine in best:
        print(f"{engine:<18}" + "".join(f"{qps[engine][name]:>10,.0f}" for name in GROUPS))
    for top, bottom in (("compiled", "pure"), ("compiled", "gnubg"), ("pure", "gnubg")):
        ratios = "".join(f"{qps[top][name] / qps[bottom][name]:>10.2f}" for name in GROUPS)
        print(f"{top + ' / ' + bottom:<18}{ratios}")
    for engine in ENGINES:
        took, bar = sum(best[engine]["from_id"]) / opts.pairs, sum(best[engine]["bar"]) / len(groups["bar"])
        print(f"Position.from_id {engine}: {took * 1e6:.2f} µs, {took / bar:.2f} of a bar legal_plays")
    differ = {e: sum(a != b for a, b in zip(counts[e], counts["gnubg"], strict=True)) for e in ENGINES}
    print(f"play counts differing from gnubg's: {differ}")
    if any(differ.values()):
        sys.exit(1)


if __name__ == "__main__":
    main()
