"""Benchmark the training-task generator (bgtutor.tutor.exercises.drills): time per task and
the kind of position.

Run from the repository root::

    python benchmarks/bench_drills.py [--count 200] [--seeds 3]

For each rule it makes ``--count`` tasks for each of ``--seeds`` seeds and prints the mean and the
95th percentile of the wall-clock milliseconds per task (the first task of a seed included, as a
learner waits for it), and the share of the positions that are *contact* (the sides can still hit),
*race* (no contact, game not over), *bar* (the side on roll has a checker on the bar; counted
within contact) and *over* (finished games, for the "result" rule).

Seen here (2 cores, load average 7-10 from other jobs, so wall-clock is about four times the CPU
time: 600 tasks per rule, 155 s wall, 40 s CPU): mean 0.1-70 ms, p95 at most 216 ms (both-dice:
its blocked positions are searched for; hit 46 / 137 ms, enter 24 / 82 ms); the bear-off rules,
hit-and-run and result below 5 / 14 ms. Contact: landing, intermediate, higher-die, hit,
hit-and-run, enter, two-on-bar and dance 100 %, both-dice 84 %, pips and the cube's 82-88 %,
doubles 49 %; bar: enter, two-on-bar and dance 100 %, hit-bear-off 67 %, pips 54 %, the cube's
27-32 %, hit 30 %; the other bear-off rules are all races, result all finished games.
"""

from __future__ import annotations

import argparse
import statistics
import time

from bgtutor.rules.places import BAR
from bgtutor.tutor.exercises.drills import RULES, tasks


def measure(rule: str, count: int, seeds: int) -> tuple[list[float], dict[str, int]]:
    times: list[float] = []
    kinds = {"contact": 0, "race": 0, "bar": 0, "over": 0}
    for seed in range(seeds):
        source = tasks(rule, seed)
        for _ in range(count):
            start = time.perf_counter()
            task = next(source)
            times.append((time.perf_counter() - start) * 1000)
            position = task.exercise.position
            if position.is_game_over:
                kinds["over"] += 1
            elif position.is_race():
                kinds["race"] += 1
            else:
                kinds["contact"] += 1
                kinds["bar"] += position.on_roll[BAR] > 0
    return times, kinds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--count", type=int, default=200, help="tasks per rule and seed")
    parser.add_argument("--seeds", type=int, default=3, help="seeds per rule")
    options = parser.parse_args()
    print(f"{'rule':<18} {'mean ms':>8} {'p95 ms':>8} {'contact':>8} {'race':>6} {'bar':>6} {'over':>6}")
    for rule in RULES:
        times, kinds = measure(rule, options.count, options.seeds)
        total = len(times)
        p95 = statistics.quantiles(times, n=20)[18]
        shares = [f"{kinds[name] / total:>{width}.0%}" for name, width in
                  (("contact", 8), ("race", 6), ("bar", 6), ("over", 6))]  # fmt: skip
        print(f"{rule:<18} {statistics.fmean(times):>8.2f} {p95:>8.2f} " + " ".join(shares), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
