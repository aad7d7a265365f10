"""Benchmark the computer players: bot-vs-bot matches, and GNU Backgammon's verdict on their plays.

Run from the repository root::

    python benchmarks/bench_bots.py [--games 1000] [--positions 600] [--processes 2] [--seed 1]

It reports

1. three pairings (Experte - Entspannt, Experte - Anspruchsvoll, Anspruchsvoll - Entspannt),
   ``--games`` games each with the colours alternating, played on ``--processes`` cores: the first
   level's win rate with a 95 % (Wilson) interval, each side's gammon and backgammon rate and
   points per game, and each level's mean wall-clock seconds per move over all games (wall time
   includes whatever else the machine runs: the load average is printed);
2. each level's mean equity loss per move as GNU Backgammon judges it (PyPI bindings, 0-ply,
   cubeless money equity): on ``--positions`` (position, roll) pairs with a choice of plays, taken
   from seeded games between the levels, the equity of every legal play is computed from its
   resulting position (``gnubg.evaluate``, so the binding's move tuples are never needed) and the
   level's play is compared with the best; cross-checked against ``gnubg.findbestmoves``' best
   score and play count.  The loss is also split into contact and race positions; the CPU and
   wall time of each choice (mean and worst) are measured here too;
0. first, in this process, Experte's CPU and wall time per move on ``--threads-positions``
   positions, with BLAS limited to one thread while it thinks (as shipped) and with NumPy's
   default threads; then every level's CPU time per move on ``--evaluator-positions`` positions
   with NumPy's and with plain Python's evaluator (``open_evaluator("numpy")`` / ``("pure")``),
   and how often the two choose the same play;
3. with ``--gnubg-games N``, Experte against gnubg's own 0-ply choice, N single games (no target).

Targets (the issue): Experte - Entspannt >= 85 %, Experte - Anspruchsvoll >= 60 %,
Anspruchsvoll - Entspannt >= 70 %, every level within 1 s per move.  Exit status 1 if a target
is missed.

Seen here with the defaults (2 cores, 353 s): Experte - Entspannt 92.4 % (90.6 - 93.9),
Experte - Anspruchsvoll 74.1 % (71.3 - 76.7), Anspruchsvoll - Entspannt 80.4 % (77.8 - 82.7);
gnubg equity loss per move 0.0846 / 0.0373 / 0.0109 (Entspannt / Anspruchsvoll / Experte);
Experte 10 ms per move on average, 71 ms at worst.

After Experte raced by its network (issue 16; 2 cores shared with other work, load 7-11):
``--games 400``: Experte - Entspannt 93.5 % (90.6 - 95.5), Experte - Anspruchsvoll 77.8 %
(73.4 - 81.6), Anspruchsvoll - Entspannt 79.8 % (75.5 - 83.4); ``--positions 600``: gnubg equity
loss per move 0.0833 / 0.0379 / 0.0106, Experte's in contact 0.0115 (518 positions), in the race
0.0047 (82; Anspruchsvoll's hand-tuned race, which Experte used before: 0.0065); Experte's CPU vs
wall time per move: 15.7 ms vs 40.6 ms with one BLAS thread, 53.9 ms vs 80.6 ms with NumPy's
default threads (the wall times include the other work on the machine). Against gnubg's 0-ply
choice, 300 single games on the same dice (a one-off script with this file's GnubgPlayer, not
``--gnubg-games``' seeds): Experte won 49.3 % (43.7 - 55.0) both with the old hand-tuned race and
with the network's, +0.003 and +0.043 points per game. Earlier, on 600 race positions from
Experte's own games, gnubg 0-ply judged the hand-tuned race 0.0115 equity lost per move, the network
1-ply 0.0081 and 2-ply 0.0030. With NumPy's default threads a move once took 51 ms CPU for 26 ms wall.

One family of players over two evaluators (issue 21; ``--games 0 --positions 0
--threads-positions 0 --evaluator-positions 60``, 2 cores, load 1.2 - 1.4): CPU per move with
NumPy's / plain Python's evaluator, Entspannt 0.6 / 0.6 ms, Anspruchsvoll 0.6 / 0.7 ms (neither
asks the network: the same code either way), Experte 9.3 / 374 ms; the same play in 60 of 60 at
every level. The two families before, on the same positions and machine: Entspannt 0.6 / 0.7 ms,
Anspruchsvoll 0.8 / 0.8 ms, Experte 11.3 / 424 ms (on another day: Entspannt 1.8 / 1.3 ms,
Anspruchsvoll 1.8 / 1.6 ms, Experte 32 / 985 ms). In Pyodide (Chromium, the same 2-core machine,
loaded): Entspannt and Anspruchsvoll 2 ms, Experte 2.5 s a move; summing only the non-zero inputs
in the plain-Python forward pass gives those 2.5 s (over 6 positions), against 4.4 s with one
``math.sumprod`` per hidden unit over all inputs.

The browser's Experte with less work (issue 24; ``--games 0 --positions 0 --threads-positions 0
--evaluator-positions 60``, load 4.4 - 6.2): the plain-Python Experte 22.6 ms a move (median 21.9,
p95 48.8) against NumPy's 9.8 ms (median 10.1, p95 21.4), the same play in 60 of 60; before, in the
same shell, 351.8 ms against 10.5 ms. In Pyodide ``bench_browser_bots.py`` has the figures.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bgtutor import Color, Position, Roll, legal_plays  # noqa: E402
from bgtutor.play.bots.evaluator import BACKENDS, open_evaluator  # noqa: E402
from bgtutor.play.bots.levels import make_bot  # noqa: E402
from bgtutor.play.bots.match import play_game  # noqa: E402
from bgtutor.play.bots.player import Bot  # noqa: E402
from bgtutor.play.strengths import LEVELS, Level  # noqa: E402
from bgtutor.rules.plays import Play  # noqa: E402
from bgtutor.rules.scoring import ResultKind  # noqa: E402

PAIRINGS: tuple[tuple[str, str, float | None], ...] = (
    ("experte", "entspannt", 0.85),
    ("experte", "anspruchsvoll", 0.60),
    ("anspruchsvoll", "entspannt", 0.70),
)
CHUNK = 20
MOVE_LIMIT = 1.0
GNUBG_PIN = "gnubg==1.1.0a16"
Stats = dict[str, float]


# -- 1. matches ----------------------------------------------------------------------------------


GNUBG_PLAYER = "gnubg-0ply"
"""GNU Backgammon's own 0-ply choice, as an opponent for Experte (``--gnubg-games``)."""


class GnubgPlayer(Bot):
    """Plays the play gnubg's 0-ply cubeless evaluation rates best (every resulting position is
    evaluated, so the binding's cut move tuples are never needed)."""

    level = Level.EXPERTE

    @property
    def name(self) -> str:
        return GNUBG_PLAYER

    def pick(self, position: Position, after: Any, rng: random.Random) -> int:
        gnubg, cube, context = _gnubg()
        scores = []
        for row in after:
            mover, other = row[:26], row[26:]
            if mover[0] == 15:
                scores.append(1.0 if other[0] else (3.0 if other[25] or any(other[19:25]) else 2.0))
            else:
                scores.append(-float(gnubg.evaluate([mover[1:26], other[1:26]], cube, context)[5]))
        return max(range(len(scores)), key=scores.__getitem__)


def _bot(name: str, seed: int) -> Bot:
    return GnubgPlayer(seed) if name == GNUBG_PLAYER else make_bot(name, seed)


def play_chunk(job: tuple[str, str, int, int, int]) -> dict[str, Stats]:
    """Games ``start .. start + count`` of one pairing; even games give ``first`` White."""
    first, second, start, count, seed = job
    bots = {first: _bot(first, seed * 7919 + start), second: _bot(second, seed * 7919 + start + 1)}
    stats = {
        name: dict.fromkeys(("wins", "gammons", "backgammons", "points", "moves", "seconds"), 0.0)
        for name in (first, second)
    }
    for game in range(start, start + count):
        white, black = (first, second) if game % 2 == 0 else (second, first)
        names = {Color.WHITE: white, Color.BLACK: black}
        dice = random.Random(f"{seed}/{first}/{second}/{game}")
        result, moves, seconds = play_game(bots[white], bots[black], dice)
        for color, name in names.items():
            stats[name]["moves"] += moves[color]
            stats[name]["seconds"] += seconds[color]
        won = stats[names[result.winner]]
        won["wins"] += 1
        won["points"] += result.points
        won["gammons"] += result.kind is ResultKind.GAMMON
        won["backgammons"] += result.kind is ResultKind.BACKGAMMON
    return stats


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def run_matches(
    pool: Any, games: int, seed: int, pairings: Sequence[tuple[str, str, float | None]] = PAIRINGS
) -> tuple[bool, dict[str, list[float]]]:
    jobs = [
        (first, second, start, min(CHUNK, games - start), seed)
        for first, second, _ in pairings
        for start in range(0, games, CHUNK)
    ]
    results = pool.map(play_chunk, jobs, chunksize=1)
    ok = True
    timing: dict[str, list[float]] = {name: [0.0, 0.0] for pair in pairings for name in pair[:2]}
    for first, second, target in pairings:
        total: dict[str, Stats] = {first: {}, second: {}}
        for job, stats in zip(jobs, results, strict=True):
            if job[:2] == (first, second):
                for name in (first, second):
                    for key, value in stats[name].items():
                        total[name][key] = total[name].get(key, 0.0) + value
        a, b = total[first], total[second]
        low, high = wilson(a["wins"], games)
        met = target is None or a["wins"] / games >= target
        ok &= met
        verdict = "met" if met else "MISSED"
        goal = "no target" if target is None else f"target >= {100 * target:.0f} %: {verdict}"
        print(f"{first} - {second}: {games} games, colours alternating")
        print(
            f"  {first} wins {100 * a['wins'] / games:.1f} %"
            f" (95 % interval {100 * low:.1f} - {100 * high:.1f} %), {goal}"
        )
        for name, side in ((first, a), (second, b)):
            print(
                f"  {name}: {side['wins']:.0f} wins, gammons {100 * side['gammons'] / games:.1f} %, "
                f"backgammons {100 * side['backgammons'] / games:.1f} % of games, "
                f"{side['points'] / games:.3f} points/game, {side['seconds'] / side['moves']:.4f} s/move"
            )
            timing[name][0] += side["seconds"]
            timing[name][1] += side["moves"]
    print("mean wall-clock seconds per move over all games:")
    for name, (seconds, moves) in timing.items():
        print(f"  {name}: {seconds / moves:.4f} s/move ({moves:.0f} moves)")
    return ok, timing


# -- 2. GNU Backgammon's verdict -------------------------------------------------------------------


def sample_positions(count: int, seed: int) -> list[tuple[Position, Roll]]:
    """(position, roll) pairs with more than one legal play, from seeded games between the levels."""
    rng = random.Random(seed)
    names = [level.value for level in LEVELS]
    found: list[tuple[Position, Roll]] = []
    game = 0
    while len(found) < 3 * count:
        white, black = names[game % 3], names[(game // 3) % 3]
        game += 1
        bots = {Color.WHITE: make_bot(white, seed + game), Color.BLACK: make_bot(black, seed + game + 1)}
        position = Position.start(rng.choice((Color.WHITE, Color.BLACK)))
        roll = Roll(*sorted(rng.sample(range(1, 7), 2), reverse=True))
        while not position.is_game_over:
            if len(legal_plays(position, roll)) > 1:
                found.append((position, roll))
            position = position.play(bots[position.turn].choose(position, roll))
            roll = Roll(rng.randint(1, 6), rng.randint(1, 6))
    return found[:: len(found) // count][:count]


_GNUBG: Any = None


def _gnubg() -> Any:
    global _GNUBG
    if _GNUBG is None:
        try:
            import gnubg  # type: ignore[import-untyped,import-not-found,unused-ignore]
        except ImportError:
            sys.exit(f"GNU Backgammon's Python bindings are missing: pip install '{GNUBG_PIN}'")
        _GNUBG = (gnubg, gnubg.cubeinfo(), gnubg.evalcontext(0, 0, 1, 1, 0.0))  # cubeless 0-ply
    return _GNUBG


def equity_after(position: Position, play: Play) -> float:
    """gnubg's 0-ply cubeless equity, for the mover, of the position after ``play``."""
    gnubg, cube, context = _gnubg()
    moved = position.apply_steps(play.steps)
    mover, other = moved.on_roll, moved.opponent
    if mover[0] == 15:
        return 1.0 if other[0] else (3.0 if other[25] or any(other[19:25]) else 2.0)
    board = [list(mover[1:26]), list(other[1:26])]  # gnubg: [not on roll, on roll], 24 = bar
    return -float(gnubg.evaluate(board, cube, context)[5])


def judge(job: tuple[Position, Roll, int]) -> dict[str, Any]:
    """Every level's loss and CPU time on one (position, roll); gnubg's own best as a check."""
    position, roll, seed = job
    gnubg, cube, context = _gnubg()
    plays = legal_plays(position, roll)
    equities = {play: equity_after(position, play) for play in plays}
    best = max(equities.values())
    board = [list(position.opponent[1:26]), list(position.on_roll[1:26])]
    theirs = gnubg.findbestmoves(board, cube, context, (roll.high, roll.low))
    record: dict[str, Any] = {
        "check": (len(theirs) == len(plays), abs(theirs[0]["score"] - best) < 1e-3 if theirs else False)
    }
    record["race"] = position.is_race()
    for level in LEVELS:
        bot = make_bot(level, seed)
        began, wall = time.process_time(), time.perf_counter()
        play = bot.choose(position, roll)
        record[level.value] = (
            best - equities[play],
            time.process_time() - began,
            equities[play] == best,
            time.perf_counter() - wall,
        )
    return record


def run_judge(pool: Any, count: int, seed: int) -> bool:
    pairs = sample_positions(count, seed)
    records = pool.map(judge, [(p, r, seed + i) for i, (p, r) in enumerate(pairs)], chunksize=8)
    same_count = sum(r["check"][0] for r in records)
    same_best = sum(r["check"][1] for r in records)
    print(
        f"GNU Backgammon 0-ply on {len(records)} positions with a choice of plays (from seeded games "
        "between the levels):"
    )
    print(
        f"  cross-check with gnubg.findbestmoves: play count equal in {same_count}, best equity equal "
        f"in {same_best} of {len(records)}"
    )
    ok = True
    for level in LEVELS:
        losses = [r[level.value][0] for r in records]
        cpu = [r[level.value][1] for r in records]
        best = sum(r[level.value][2] for r in records)
        mean = sum(losses) / len(losses)
        sd = math.sqrt(sum((x - mean) ** 2 for x in losses) / (len(losses) - 1))
        worst = max(cpu)
        ok &= worst < MOVE_LIMIT
        half = 1.96 * sd / math.sqrt(len(losses))
        errors = sum(x > 0.1 for x in losses)
        wall = [r[level.value][3] for r in records]
        phases = []
        for name, race in (("contact", False), ("race", True)):
            part = [r[level.value][0] for r in records if r["race"] is race]
            phases.append(f"{name} {sum(part) / max(1, len(part)):.4f} ({len(part)})")
        print(
            f"  {level.value}: mean equity loss {mean:.4f} per move (± {half:.4f};"
            f" {', '.join(phases)}),"
            f" gnubg's best play {100 * best / len(records):.1f} %, errors > 0.1: {errors};"
            f" CPU {1000 * sum(cpu) / len(cpu):.1f} ms/move mean, "
            f"{1000 * worst:.0f} ms worst; wall {1000 * sum(wall) / len(wall):.1f} ms/move mean"
        )
    return ok


def threads_check(count: int, seed: int) -> None:
    """Experte's CPU and wall time per move in this process, with BLAS limited to one thread while it
    thinks (as shipped, :mod:`bgtutor.play.bots.threads`) and with NumPy's default threads."""
    import contextlib

    from bgtutor.play.bots import lookahead

    pairs = sample_positions(count, seed + 1)
    shipped = lookahead.single_threaded
    print(f"Experte's CPU vs wall time per move, {len(pairs)} positions, in one process:")
    try:
        for label, limit in (("one BLAS thread (shipped)", shipped), ("NumPy's default threads", None)):
            lookahead.single_threaded = limit or contextlib.nullcontext  # type: ignore[assignment]
            bot = make_bot("experte", evaluator=open_evaluator("numpy"))
            cpu, wall = time.process_time(), time.perf_counter()
            for position, roll in pairs:
                bot.choose(position, roll)
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
            print(
                f"  {label}: CPU {1000 * cpu / len(pairs):.1f} ms/move, "
                f"wall {1000 * wall / len(pairs):.1f} ms/move"
            )
    finally:
        lookahead.single_threaded = shipped


def evaluators_check(count: int, seed: int) -> None:
    """Each level's CPU time per move in this process with NumPy's and with plain Python's evaluator
    (:func:`bgtutor.play.bots.open_evaluator`), on the same positions, and whether the plays agree."""
    pairs = sample_positions(count, seed + 2)
    print(f"NumPy's and plain Python's evaluator, {len(pairs)} positions, in one process:")
    for level in LEVELS:
        chosen: dict[str, list[Play]] = {}
        times = []
        for backend in BACKENDS:
            bot = make_bot(level, seed, evaluator=open_evaluator(backend))
            bot.choose(*pairs[0])  # the weights are read once per process, not per move
            bot = make_bot(level, seed, evaluator=open_evaluator(backend))
            chosen[backend], moves = [], []
            for position, roll in pairs:
                cpu = time.process_time()
                chosen[backend].append(bot.choose(position, roll))
                moves.append(1000 * (time.process_time() - cpu))
            moves.sort()
            times.append(
                f"{backend} {sum(moves) / len(moves):.1f} ms/move (median {moves[len(moves) // 2]:.1f},"
                f" p95 {moves[max(0, math.ceil(0.95 * len(moves)) - 1)]:.1f})"
            )
        same = sum(a == b for a, b in zip(*chosen.values(), strict=True))
        print(f"  {level.value}: CPU {', '.join(times)}; the same play in {same} of {len(pairs)}")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--games", type=int, default=1_000, help="games per pairing")
    parser.add_argument("--positions", type=int, default=600)
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--gnubg-games",
        type=int,
        default=0,
        help="also play Experte against gnubg's 0-ply choice (single games, no target)",
    )
    parser.add_argument(
        "--threads-positions",
        type=int,
        default=200,
        help="positions for the CPU-vs-wall check of Experte (0: skip it)",
    )
    parser.add_argument(
        "--evaluator-positions",
        type=int,
        default=60,
        help="positions for the NumPy-vs-plain-Python check of every level (0: skip it)",
    )
    opts = parser.parse_args(argv)
    began = time.perf_counter()
    print(
        f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}, {opts.processes} processes",
        flush=True,
    )
    if opts.threads_positions:
        threads_check(opts.threads_positions, opts.seed)
    if opts.evaluator_positions:
        evaluators_check(opts.evaluator_positions, opts.seed)
    with multiprocessing.get_context("spawn").Pool(opts.processes) as pool:
        judged = run_judge(pool, opts.positions, opts.seed) if opts.positions else True
        print(f"({time.perf_counter() - began:.0f} s so far)", flush=True)
        won, _ = run_matches(pool, opts.games, opts.seed) if opts.games else (True, {})
        if opts.gnubg_games:
            run_matches(pool, opts.gnubg_games, opts.seed, (("experte", GNUBG_PLAYER, None),))
    print(f"load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"total {time.perf_counter() - began:.0f} s")
    if not (won and judged):
        sys.exit(1)


if __name__ == "__main__":
    main()
