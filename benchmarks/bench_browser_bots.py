"""The browser edition's Experte (plain Python, no NumPy) timed IN PYODIDE, in Chromium, per move.

A bare Pyodide page (Pyodide's core from ``build/lite-cache/``, the download cache of
``bash tools/lite``) is served on 127.0.0.1; each checkout's ``bgtutor`` package is zipped and
unpacked into the page's file system, and Experte with ``open_evaluator("pure")`` chooses on the
same (position, roll) pairs there: pairs with a choice of plays from seeded games of Experte
against the other two levels (made here in CPython, passed as position IDs). With ``--root DIR``
another checkout (e.g. the one before a change) is measured in the same run, the checkouts taking
turns round by round in fresh pages of one Chromium, so a busy machine slows them alike. Reports
per checkout: median, p95 and worst milliseconds per move, and whether they chose the same plays.

    python benchmarks/bench_browser_bots.py [--root /tmp/before] [--positions 60] [--rounds 2]

Needs the test extra (playwright), Debian's Chromium and ``build/lite-cache/pyodide-*.tgz``.
Exit status 1 if this checkout's p95 is over ``--limit`` seconds (default 0.5).
"""

from __future__ import annotations

import argparse
import io
import json
import math
import os
import random
import statistics
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import lite_browser  # noqa: E402  (tools/ is not a package)

from bgtutor import Color, Position, Roll, legal_plays  # noqa: E402
from bgtutor.play.bots.levels import make_bot  # noqa: E402

CACHE = ROOT / "build" / "lite-cache"
CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
PAGE = """<!doctype html><meta charset="utf-8"><title>bench</title>
<script type="module">
import { loadPyodide } from "./pyodide.mjs";
window.bench = async (archive, code) => {
  const pyodide = await loadPyodide({ indexURL: "./" });
  const data = await (await fetch(archive)).arrayBuffer();
  pyodide.unpackArchive(data, "zip", { extractDir: "/home/pyodide/checkout" });
  pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/checkout')");
  return pyodide.runPython(code);
};
document.title = "ready";
</script>"""
WORKLOAD = """
import json, time
from bgtutor import Position, Roll
from bgtutor.play.bots.evaluator import open_evaluator
from bgtutor.play.bots.levels import make_bot
bot = make_bot("experte", evaluator=open_evaluator("pure"))
bot.choose(Position.start(), Roll(3, 1))  # the weights are read once per page
times, plays = [], []
for pid, high, low in json.loads(PAIRS):
    position, roll = Position.from_id(pid), Roll(high, low)
    t0 = time.perf_counter()
    play = bot.choose(position, roll)
    times.append(time.perf_counter() - t0)
    plays.append(str(play))
json.dumps({"times": times, "plays": plays})
"""


def sample(count: int, seed: int) -> list[tuple[str, int, int]]:
    """``count`` (position ID, high, low) with a choice of plays, from seeded games of Experte
    against Entspannt and Anspruchsvoll, spread over the games."""
    rng, found, game = random.Random(seed), [], 0
    while len(found) < 4 * count:
        other = ("entspannt", "anspruchsvoll")[game % 2]
        bots = {Color.WHITE: make_bot("experte"), Color.BLACK: make_bot(other, seed + game)}
        game += 1
        position = Position.start(rng.choice((Color.WHITE, Color.BLACK)))
        roll = Roll(*sorted(rng.sample(range(1, 7), 2), reverse=True))
        while not position.is_game_over:
            if len(legal_plays(position, roll)) > 1:
                found.append((position.position_id(), roll.high, roll.low))
            position = position.play(bots[position.turn].choose(position, roll))
            roll = Roll(rng.randint(1, 6), rng.randint(1, 6))
    return found[:: len(found) // count][:count]


def package_zip(root: Path) -> bytes:
    """``root``'s ``bgtutor`` package (its .py files, catalogs and the weights) as a zip."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for path in sorted((root / "bgtutor").rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                archive.write(path, path.relative_to(root).as_posix())
    return buffer.getvalue()


def make_site(folder: Path, roots: list[Path]) -> None:
    (tgz,) = sorted(CACHE.glob("pyodide-*.tgz"))[-1:]
    with tarfile.open(tgz) as archive:
        for name in CORE:
            member = archive.extractfile(f"package/{name}")
            assert member is not None, name
            (folder / name).write_bytes(member.read())
    (folder / "index.html").write_text(PAGE)
    for number, root in enumerate(roots):
        (folder / f"checkout{number}.zip").write_bytes(package_zip(root))


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile (``share`` 0.95: the value 95 % of moves do not exceed)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--root", type=Path, action="append", default=[], help="another checkout")
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=2, help="turns of the checkouts")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--limit", type=float, default=0.5, help="p95 seconds per move at most")
    opts = parser.parse_args(argv)
    roots = [ROOT, *(root.resolve() for root in opts.root)]
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    pairs = sample(opts.positions, opts.seed)
    chunks = [pairs[i :: opts.rounds] for i in range(opts.rounds)]
    times: dict[int, list[float]] = {n: [] for n in range(len(roots))}
    plays: dict[int, dict[str, str]] = {n: {} for n in range(len(roots))}
    began = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="bench-browser-bots-") as folder:
        make_site(Path(folder), roots)
        with lite_browser.serve(Path(folder)) as url, lite_browser.browser() as visit:
            for chunk in chunks:
                for number in range(len(roots)):
                    visit.page.goto(f"{url}/index.html")
                    visit.page.wait_for_function("document.title === 'ready'", timeout=60_000)
                    code = WORKLOAD.replace("PAIRS", repr(json.dumps(chunk)))
                    result = json.loads(
                        visit.page.evaluate("([a, c]) => window.bench(a, c)", [f"checkout{number}.zip", code])
                    )
                    times[number] += result["times"]
                    plays[number].update(
                        zip((p[0] + f" {p[1]}{p[2]}" for p in chunk), result["plays"], strict=True)
                    )
                    print(f"  {roots[number]}: {len(chunk)} moves", flush=True)
            assert not visit.external, visit.external
    print(
        f"Experte with the plain-Python evaluator in Pyodide (Chromium), {len(pairs)} moves with a choice "
        f"(seed {opts.seed}), {opts.rounds} rounds, {time.perf_counter() - began:.0f} s:"
    )
    medians = []
    for number, root in enumerate(roots):
        ms = [1000 * t for t in times[number]]
        medians.append(statistics.median(ms))
        same = sum(plays[number][key] == plays[0][key] for key in plays[0])
        print(
            f"  {root}: median {statistics.median(ms):.0f} ms, p95 {percentile(ms, 0.95):.0f} ms, "
            f"worst {max(ms):.0f} ms, mean {statistics.mean(ms):.0f} ms per move; "
            f"the same play as {roots[0].name or roots[0]} in {same} of {len(pairs)}"
        )
    for number in range(1, len(roots)):
        p95 = percentile(times[number], 0.95) / percentile(times[0], 0.95)
        print(f"  {roots[number]} / {roots[0]}: median {medians[number] / medians[0]:.1f}x, p95 {p95:.1f}x")
    print(f"load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    if percentile(times[0], 0.95) > opts.limit:
        print(f"p95 over {opts.limit} s")
        sys.exit(1)


if __name__ == "__main__":
    main()
