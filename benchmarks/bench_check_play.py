"""Benchmark reading typed plays: ``check_play`` on illegal and on legal plays.

Run from the repository root::

    python benchmarks/bench_check_play.py [--pairs 1500] [--repeat 3]

The (position, roll) pairs come from seeded random self-play (``tests/oracle/sample.py``). For each
pair one legal play is written step by step (``format_steps``) and, from the same seed, turned into
an illegal one by moving one written point (a step from another point, or to another point) or by
adding a step; only texts that ``check_play`` answers with a Reason are kept. It prints the time
per call, best of ``--repeat`` runs, for the illegal texts and for the legal ones, and how often
each rule is the reason.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]  # bgtutor, and the `oracle` test helpers

from oracle.sample import SEED, self_play  # noqa: E402

from bgtutor import BgtutorError, Position, Roll, format_steps, legal_plays  # noqa: E402
from bgtutor.rules.explain import Reason  # noqa: E402
from bgtutor.rules.resolve import check_play  # noqa: E402

Case = tuple[Position, Roll, str]
WORDS = ["bar", "off", *map(str, range(1, 25))]


def illegal_text(position: Position, text: str, rng: random.Random) -> str:
    """``text`` with one step moved to another checker of the mover's (by the same number), one
    written point replaced, or one step added."""
    paths = text.split()
    chance = rng.random()
    if not paths or chance < 0.2:
        return " ".join([*paths, f"{rng.choice(WORDS)}/{rng.choice(WORDS)}"])
    index = rng.randrange(len(paths))
    points = paths[index].split("/")
    if chance < 0.6 and len(points) == 2:  # the same number played by another checker
        src, dst = (
            25 if p == "bar" else 0 if p == "off" else int(p) for p in (points[0], points[1].rstrip("*"))
        )
        other = rng.choice([point for point in range(1, 26) if position.on_roll[point]])
        paths[index] = f"{other}/{max(other - (src - dst), 0)}".replace("25/", "bar/").replace("/0", "/off")
    else:
        points[rng.randrange(len(points))] = rng.choice(WORDS)
        paths[index] = "/".join(points)
    return " ".join(paths)


def cases(pairs: int, seed: int) -> tuple[list[Case], list[Case]]:
    """Illegal and legal typed plays on the self-play sample."""
    rng = random.Random(seed)
    illegal: list[Case] = []
    legal: list[Case] = []
    for pid, die1, die2 in self_play(pairs, seed):
        position, roll = Position.from_id(pid), Roll(die1, die2)
        play = rng.choice(legal_plays(position, roll))
        text = format_steps(play)
        legal.append((position, roll, text))
        wrong = illegal_text(position, text, rng)
        try:
            outcome = check_play(position, roll, wrong)
        except BgtutorError:  # not notation, or ambiguous
            continue
        if isinstance(outcome, Reason):
            illegal.append((position, roll, wrong))
    return illegal, legal


def best_time(run: Callable[[], object], repeat: int) -> float:
    """The fastest of ``repeat`` timed runs, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def check_all(sample: list[Case]) -> list[object]:
    return [check_play(position, roll, text) for position, roll, text in sample]


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--pairs", type=int, default=1_500)
    parser.add_argument("--repeat", type=int, default=3)
    opts = parser.parse_args(argv)
    illegal, legal = cases(opts.pairs, SEED)
    for label, sample in (("illegal", illegal), ("legal", legal)):
        seconds = best_time(lambda sample=sample: check_all(sample), opts.repeat)
        per_call = seconds / len(sample) * 1e6
        print(
            f"check_play, {label} plays: {len(sample)} texts, {per_call:,.0f} µs per call ({seconds:.2f} s)"
        )
    rules = Counter(outcome.rule.value for outcome in check_all(illegal) if isinstance(outcome, Reason))
    print("reasons: " + ", ".join(f"{rule} {count}" for rule, count in rules.most_common()))


if __name__ == "__main__":
    main()
