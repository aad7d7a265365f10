"""Benchmark bgtutor's legal-play generator against its peers on the same sample.

Run from the repository root::

    python benchmarks/bench_legal_plays.py [--pairs 6000] [--repeat 5] [--perft3]
    python benchmarks/bench_legal_plays.py --root /tmp/before --root .   # before and after, one run

It draws a fixed sample of (position, roll) pairs from seeded random self-play
(``tests/oracle/sample.py``, the differential test's generator) and, for each ``--root`` (a
checkout whose ``bgtutor`` is measured, in processes of its own; default: this one), reports
what its processes measured, only the generator calls timed, in chunks of 50 pairs, each chunk's
best of ``--repeat`` rounds that interleave the generators (so that load from elsewhere spoils a
chunk's round, not a figure, and every generator sees the same load) in each of ``--rounds``
processes a root (default 2 with several roots, else 1). The roots take turns, one process at a
time, the order reversed every other round (A B, B A, A B, ...), so that load that comes and goes
falls on all of them alike; a chunk counts with its best over all of a root's rounds:

1. queries per second per category of the sample (contact, race, bar, bear-off; a pair can be in
   several) and for the whole mixed sample, for bgtutor's ``legal_plays`` and its peers on the same
   pairs: the plain pure-Python generator ``../shared/bench/pyref.py`` (``pyref_plays``), GNU
   Backgammon's ``gnubg.findbestmoves`` (which also scores every play with its 0-ply net), and
   bgsage's C++ generator (``bgbot_cpp.possible_moves``) if it is installed; the ratios of bgtutor
   to pyref and to gnubg;
2. ``Position.from_id`` per call, and its share of a bar-category ``legal_plays`` call;
3. perft(2) from the start (must be 202,782) and its CPU time (the least of the rounds); with
   ``--perft3`` perft(3) too (must be 116,154,993; minutes; in each root's first round only).

Every peer's play count is compared pair by pair with bgtutor's, and every root's plays (their
order and steps, as ``repr``) with the first root's. Exit status 1 on any mismatch.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PYREF = ROOT.parent / "shared" / "bench" / "pyref.py"
PERFT = {2: 202_782, 3: 116_154_993}
HIT_BIAS = 0.1  # as in tests/test_differential_gnubg.py
ROLLS = [(d1, d2) for d1 in range(1, 7) for d2 in range(1, d1 + 1)]
GNUBG_PIN = "gnubg==1.1.0a16"
CATEGORIES = ("contact", "race", "bar", "bearoff")
GROUPS = (*CATEGORIES, "mixed")
CHUNK = 50  # pairs timed together

Query = tuple[str, int, int]
Counter = Callable[[], list[int]]


def chunk_time(run: Callable[[], object]) -> float:
    """Seconds one call of ``run`` takes."""
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


# -- the parent: the sample, one worker per root, the tables ---------------------------------


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--pairs", type=int, default=6_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument(
        "--rounds",
        type=int,
        help="processes a root, the roots taking turns (default: 2 with several roots, else 1)",
    )
    parser.add_argument("--perft3", action="store_true", help="also perft(3) from the start (minutes)")
    parser.add_argument(
        "--root", action="append", help="a checkout whose bgtutor to measure (repeatable; default: this one)"
    )
    parser.add_argument("--worker", help=argparse.SUPPRESS)  # internal: the JSON job file of one root
    opts = parser.parse_args()
    if opts.worker:
        worker(Path(opts.worker))
        return

    sys.path[:0] = [str(ROOT), str(ROOT / "tests")]  # bgtutor, and the `oracle` test helpers
    from oracle.sample import SEED, categories, self_play

    queries = self_play(opts.pairs, SEED, HIT_BIAS)
    groups = {
        name: [i for i, (pid, _, _) in enumerate(queries) if name in categories(pid)] for name in CATEGORIES
    }
    groups["mixed"] = list(range(len(queries)))
    print(f"sample: {len(queries)} (position, roll) pairs from seeded self-play (seed {SEED})")
    print("  " + ", ".join(f"{name} {len(groups[name])}" for name in CATEGORIES))
    print(f"each chunk of {CHUNK} pairs best of {opts.repeat} interleaved runs; queries/s, higher is better")

    roots = [Path(root).resolve() for root in opts.root or [str(ROOT)]]
    rounds = opts.rounds or (2 if len(roots) > 1 else 1)
    print(f"{rounds} round(s) of one process a root, the roots taking turns")
    runs: list[list[dict[str, Any]]] = [[] for _ in roots]
    with tempfile.TemporaryDirectory(prefix="bench-legal-") as tmp:
        for turn in range(rounds):
            order = list(enumerate(roots))
            for n, root in order if turn % 2 == 0 else order[::-1]:  # A B, B A, A B, ...
                job = Path(tmp) / f"job{n}-{turn}.json"
                job.write_text(
                    json.dumps(
                        {
                            "root": str(root),
                            "queries": queries,
                            "groups": groups,
                            "repeat": opts.repeat,
                            "perft3": opts.perft3 and turn == 0,
                        }
                    )
                )
                env = {**os.environ, "PYTHONPATH": str(root)}
                subprocess.run(
                    [sys.executable, __file__, "--worker", str(job)], check=True, env=env, cwd=root
                )
                runs[n].append(json.loads(job.with_suffix(".out").read_text()))
    results = [merge(root_runs, groups) for root_runs in runs]
    failed = False
    for root, result in zip(roots, results, strict=True):
        failed |= report(root, result, groups)
    if len(roots) > 1:
        failed |= compare(roots, results)
    if failed:
        sys.exit(1)


def merge(runs: Sequence[dict[str, Any]], groups: dict[str, list[int]]) -> dict[str, Any]:
    """One root's figures from its rounds: each chunk's best time over all of them, the least perft time."""
    first = runs[0]
    best = {
        gen: {
            name: [min(times) for times in zip(*(run["best"][gen][name] for run in runs), strict=True)]
            for name in group
        }
        for gen, group in first["best"].items()
    }
    seconds = {gen: {name: sum(times) for name, times in group.items()} for gen, group in best.items()}
    from_id = seconds.pop("from_id")["ids"]
    for times in seconds.values():
        times["mixed"] = times["contact"] + times["race"]
    qps = {gen: {name: len(groups[name]) / seconds[gen][name] for name in GROUPS} for gen in seconds}
    perft = {
        depth: (leaves, min(run["perft"][depth][1] for run in runs if depth in run["perft"]))
        for depth, (leaves, _) in first["perft"].items()
    }
    mismatches = {gen: max(run["mismatches"][gen] for run in runs) for gen in first["mismatches"]}
    digests = {run["digest"] for run in runs}
    return {
        "qps": qps,
        "labels": first["labels"],
        "mismatches": mismatches,
        "from_id_us": 1e6 * from_id / first["pids"],
        "perft": perft,
        "digest": first["digest"] if len(digests) == 1 else "differs between rounds",
    }


def report(root: Path, result: dict[str, Any], groups: dict[str, list[int]]) -> bool:
    """Print one root's tables; True if a count was wrong."""
    qps: dict[str, dict[str, float]] = result["qps"]
    print(f"\n== bgtutor from {root}")
    print(f"{'queries/s':<28}" + "".join(f"{name:>10}" for name in GROUPS))
    for gen, figures in qps.items():
        print(f"{result['labels'][gen]:<28}" + "".join(f"{figures[name]:>10,.0f}" for name in GROUPS))
    for peer in ("pyref", "gnubg", "bgsage"):
        if peer in qps:
            ratios = "".join(f"{qps['bgtutor'][name] / qps[peer][name]:>10.2f}" for name in GROUPS)
            print(f"{'ratio bgtutor / ' + peer:<28}" + ratios)
    per_call = {name: 1e6 / qps["bgtutor"][name] for name in GROUPS}
    print(f"{'bgtutor us per call':<28}" + "".join(f"{per_call[name]:>10.1f}" for name in GROUPS))
    from_id = result["from_id_us"]
    print(
        f"Position.from_id: {from_id:.2f} us per call, {from_id / per_call['bar']:.3f} of a bar legal_plays"
        f" ({per_call['bar']:.2f} us)"
    )
    failed = False
    for gen, mismatches in result["mismatches"].items():
        print(f"play counts of {gen} differ from bgtutor's in {mismatches} of {len(groups['mixed'])} pairs")
        failed |= mismatches > 0
    for depth, (leaves, seconds) in result["perft"].items():
        expected = PERFT[int(depth)]
        status = "ok" if leaves == expected else f"WRONG, expected {expected:,}"
        print(f"bgtutor perft({depth}) from the start: {leaves:,} ({status}) in {seconds:.2f} s")
        failed |= leaves != expected
    return failed


def compare(roots: Sequence[Path], results: Sequence[dict[str, Any]]) -> bool:
    """Print the speed-ups against the first root and whether every root gave the same plays."""
    first = results[0]
    print(f"\n== against {roots[0]} (each root's ratio to the peers measured in its own processes)")
    failed = False
    for root, result in zip(roots[1:], results[1:], strict=True):
        same = result["digest"] == first["digest"]
        failed |= not same
        print(f"{root!s:<28} same plays, order and steps: {'yes' if same else 'NO'}")
        for peer in ("pyref", "gnubg"):
            before = [first["qps"]["bgtutor"][g] / first["qps"][peer][g] for g in GROUPS]
            after = [result["qps"]["bgtutor"][g] / result["qps"][peer][g] for g in GROUPS]
            print(f"  {'bgtutor / ' + peer + ': before':<26}" + "".join(f"{r:>10.2f}" for r in before))
            print(f"  {'bgtutor / ' + peer + ': after':<26}" + "".join(f"{r:>10.2f}" for r in after))
        print(f"  from_id us: {first['from_id_us']:.2f} -> {result['from_id_us']:.2f}")
        bar = [1e6 / res["qps"]["bgtutor"]["bar"] for res in (first, result)]
        print(f"  bar legal_plays us: {bar[0]:.2f} -> {bar[1]:.2f}")
        shares = [res["from_id_us"] / us for res, us in zip((first, result), bar, strict=True)]
        print(f"  from_id / bar legal_plays: {shares[0]:.3f} -> {shares[1]:.3f}")
        for depth in result["perft"]:
            if depth in first["perft"]:
                print(
                    f"  perft({depth}) s: {first['perft'][depth][1]:.2f} -> {result['perft'][depth][1]:.2f}"
                )
    return failed


# -- the worker: one root's bgtutor and the peers, in one process ----------------------------


def worker(job_file: Path) -> None:
    job = json.loads(job_file.read_text())
    root = Path(job["root"])
    sys.path.insert(0, str(root))
    from bgtutor import Position, Roll, legal_plays

    if not Path(sys.modules["bgtutor"].__file__ or "").resolve().is_relative_to(root):
        sys.exit(f"bgtutor was not imported from {root}")
    queries: list[Query] = [tuple(q) for q in job["queries"]]
    groups: dict[str, list[int]] = job["groups"]
    repeat: int = job["repeat"]

    ours_args = [(Position.from_id(pid), Roll(d1, d2)) for pid, d1, d2 in queries]
    digest = hashlib.sha256()
    for position, roll in ours_args:
        digest.update(repr(legal_plays(position, roll)).encode())

    def ours(indexes: list[int]) -> Counter:
        args = [ours_args[i] for i in indexes]
        return lambda: [len(legal_plays(position, roll)) for position, roll in args]

    pyref = load_pyref()
    pyref_args = [(pyref.decode_posid(pid), d1, d2) for pid, d1, d2 in queries]

    def theirs_py(indexes: list[int]) -> Counter:
        args = [pyref_args[i] for i in indexes]
        plays = pyref.pyref_plays
        return lambda: [len(plays(board, d1, d2)) for board, d1, d2 in args]

    gens: dict[str, Callable[[list[int]], Counter]] = {"bgtutor": ours, "pyref": theirs_py}
    labels = {"bgtutor": "bgtutor legal_plays", "pyref": "pyref (pure Python)"}
    gnubg = load_gnubg()
    gnubg_args = [([list(side) for side in board], (d1, d2)) for board, d1, d2 in pyref_args]
    cube, context = gnubg.cubeinfo(), gnubg.evalcontext(0, 0, 1, 1, 0.0)  # cubeless 0-ply

    def theirs_gnubg(indexes: list[int]) -> Counter:
        args = [gnubg_args[i] for i in indexes]
        find = gnubg.findbestmoves
        return lambda: [len(find(board, cube, context, dice)) or 1 for board, dice in args]

    gens["gnubg"] = theirs_gnubg
    labels["gnubg"] = f"gnubg {gnubg.__version__} (0-ply)"
    bgsage = load_bgsage()
    if bgsage is not None:
        sage_args = [(sage_board(board), d1, d2) for board, d1, d2 in pyref_args]

        def theirs_sage(indexes: list[int]) -> Counter:
            args = [sage_args[i] for i in indexes]
            moves = bgsage.possible_moves
            return lambda: [len(moves(board, d1, d2)) or 1 for board, d1, d2 in args]

        gens["bgsage"] = theirs_sage
        labels["bgsage"] = "bgsage C++ possible_moves"
    else:
        print("bgsage is not installed (pip install bgsage): left out", file=sys.stderr)

    reference = gens["bgtutor"](groups["mixed"])()
    mismatches = {
        gen: sum(a != b for a, b in zip(reference, make(groups["mixed"])(), strict=True))
        for gen, make in gens.items()
        if gen != "bgtutor"
    }
    # Chunks of a category's pairs, each timed on its own, best of the rounds per chunk: a moment
    # of load from elsewhere then spoils one chunk's round, not a whole figure. The garbage collector
    # stays on, as in use. "mixed" is contact + race (a partition).
    chunks = {
        name: [groups[name][at : at + CHUNK] for at in range(0, len(groups[name]), CHUNK)]
        for name in CATEGORIES
    }
    runs = {
        gen: {name: [make(chunk) for chunk in chunks[name]] for name in CATEGORIES}
        for gen, make in gens.items()
    }
    pids = [pid for pid, _, _ in queries]
    pid_chunks = [pids[at : at + CHUNK] for at in range(0, len(pids), CHUNK)]
    runs["from_id"] = {"ids": [lambda ids=ids: [Position.from_id(pid) for pid in ids] for ids in pid_chunks]}
    best = {
        gen: {name: [float("inf")] * len(parts) for name, parts in group.items()}
        for gen, group in runs.items()
    }
    for _ in range(repeat):  # interleaved, so that every generator sees the same load
        for gen, group in runs.items():
            for name, parts in group.items():
                for n, run in enumerate(parts):
                    best[gen][name][n] = min(best[gen][name][n], chunk_time(run))

    def perft(position: Any, depth: int) -> int:
        if depth == 0:
            return 1
        total = 0
        for d1, d2 in ROLLS:
            for play in legal_plays(position, Roll(d1, d2)):
                total += perft(position.play(play), depth - 1)
        return total

    perfts = {}
    for depth in (2, 3) if job["perft3"] else (2,):
        start = time.process_time()
        leaves = perft(Position.start(), depth)
        perfts[str(depth)] = (leaves, time.process_time() - start)
    out = {
        "best": best,
        "pids": len(pids),
        "labels": labels,
        "mismatches": mismatches,
        "perft": perfts,
        "digest": digest.hexdigest(),
    }
    job_file.with_suffix(".out").write_text(json.dumps(out))


def load_pyref() -> ModuleType:
    """``../shared/bench/pyref.py``, imported by its path."""
    spec = importlib.util.spec_from_file_location("pyref", PYREF)
    if spec is None or spec.loader is None or not PYREF.exists():
        sys.exit(f"the pure-Python reference generator is missing: {PYREF}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load_gnubg() -> Any:
    try:
        import gnubg  # type: ignore[import-untyped,import-not-found,unused-ignore]
    except ImportError:
        sys.exit(f"GNU Backgammon's Python bindings are missing: pip install '{GNUBG_PIN}'")
    return gnubg


def load_bgsage() -> Any:
    """bgsage's C++ extension module, or None when bgsage is not installed."""
    try:
        import bgbot_cpp  # type: ignore[import-untyped,import-not-found,unused-ignore]
    except ImportError:
        return None
    return bgbot_cpp


def sage_board(board: tuple[list[int], list[int]]) -> list[int]:
    """gnubg's (opponent, on roll) 25-lists as bgsage's board: [1..24] the mover's points (the
    opponent's negative), [25] the mover's bar, [0] the opponent's bar."""
    other, mover = board
    sage = [0] * 26
    for point in range(1, 25):
        sage[point] = mover[point - 1] - other[24 - point]
    sage[25], sage[0] = mover[24], other[24]
    return sage


if __name__ == "__main__":
    main()
