"""Figures of the browser edition (JupyterLite + Pyodide, ``bash tools/lite``), measured in Chromium.

- the site's size (bytes, files; Pyodide and the JupyterLab app apart);
- opening the demo notebook in a fresh browser profile: until the Pyodide kernel is idle, and until
  the first interactive (SVG) board is shown after Run All; the same once more with a warm cache;
- click to redraw on the SVG board: from the browser's click event, through the kernel (BoardState,
  ``bgtutor.board.svg.board``) and back, until the new picture is painted (goal: 150 ms at most);
- ``bgtutor.board.svg.board`` render time and ``legal_plays`` speed, in CPython (this machine) and in
  Pyodide (the same code run in the browser's kernel), on the same seeded positions.

    python benchmarks/bench_lite.py [--runs 2] [--clicks 30] [--pairs 300] [--no-build]

Needs the test extra (playwright) and Debian's Chromium; builds the site if it is not fresh.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import lite_browser  # noqa: E402  (tools/ is not a package)

WORKLOAD = """
import json, random, time
from bgtutor import Position, legal_plays, roll_dice
from bgtutor.rules.places import step_places
from bgtutor.board.svg import board

def sample(count, seed=7):
    rng, position, found = random.Random(seed), Position.start(), []
    while len(found) < count:
        roll = roll_dice(rng)
        plays = legal_plays(position, roll)
        found.append((position, roll, plays[0]))
        position = position.play(rng.choice(plays))
        if position.is_game_over:
            position = Position.start()
    return found

pairs = sample(PAIRS)
times = []
for _ in range(3):
    t0 = time.perf_counter()
    for position, roll, _ in pairs:
        legal_plays(position, roll)
    times.append(time.perf_counter() - t0)
best = min(times)
renders = []
for position, roll, play in pairs[:RENDERS]:
    arrows = step_places(play.steps, position.turn)
    t0 = time.perf_counter()
    board(position, roll=roll, arrows=arrows, selected=arrows[0][0] if arrows else None)
    renders.append(time.perf_counter() - t0)
renders.sort()
print(json.dumps({"legal_plays_per_s": len(pairs) / best, "svg_ms_median": 1000 * renders[len(renders) // 2],
                  "svg_ms_max": 1000 * renders[-1]}))
"""


def workload(pairs: int, renders: int) -> str:
    return WORKLOAD.replace("PAIRS", str(pairs)).replace("RENDERS", str(renders))


def site_size(site: Path) -> dict[str, float]:
    def size(folder: Path) -> tuple[int, int]:
        files = [p for p in folder.rglob("*") if p.is_file()]
        return sum(p.stat().st_size for p in files), len(files)

    total, files = size(site)
    pyodide, _ = size(site / "static" / "pyodide")
    app, _ = size(site / "build")
    return {"MB": total / 1e6, "files": files, "pyodide_MB": pyodide / 1e6, "app_MB": app / 1e6}


def browser_figures(runs: int, clicks: int, code: str) -> dict[str, object]:
    opened, boards, warm, redraws = [], [], [], []
    pyodide: dict[str, float] = {}
    with lite_browser.serve() as url:
        for run in range(runs):
            with lite_browser.browser() as visit:
                start = time.perf_counter()
                opened.append(visit.open_notebook(url))
                visit.run_all()
                visit.page.wait_for_selector(".bg-svgboard-view svg", timeout=120_000)
                boards.append(time.perf_counter() - start)
                time.sleep(1.0)
                redraws += [visit.click_to_redraw_ms("bar") for _ in range(clicks)]  # select, deselect, ...
                if run == 0:
                    pyodide = json.loads(visit.run(code).strip().splitlines()[-1])
                    start = time.perf_counter()
                    visit.open_notebook(url)  # a reload: the browser's cache is warm
                    visit.run_all()
                    visit.page.wait_for_selector(".bg-svgboard-view svg", timeout=120_000)
                    warm.append(time.perf_counter() - start)
                assert visit.external == [], visit.external
    redraws.sort()
    return {
        "kernel_idle_s": opened, "first_board_s": boards, "warm_reload_first_board_s": warm,
        "click_to_redraw_ms": {"median": statistics.median(redraws), "p90": redraws[int(0.9 * len(redraws))],
                               "max": redraws[-1], "clicks": len(redraws)},
        "pyodide": pyodide,
    }  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--runs", type=int, default=2, help="page loads with a fresh browser profile")
    parser.add_argument("--clicks", type=int, default=30, help="clicks timed per page load")
    parser.add_argument("--pairs", type=int, default=300, help="(position, roll) pairs for legal_plays")
    parser.add_argument("--renders", type=int, default=100, help="SVG boards rendered")
    parser.add_argument("--no-build", action="store_true", help="use build/lite as it is")
    args = parser.parse_args()
    if not args.no_build and not lite_browser.site_is_fresh():
        lite_browser.build()
    code = workload(args.pairs, args.renders)
    cpython = json.loads(
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
        .stdout.strip()
        .splitlines()[-1]
    )
    figures = {
        "load_average": os.getloadavg(),
        "cpus": os.cpu_count(),
        "site": site_size(lite_browser.SITE),
        "cpython": cpython,
        **browser_figures(args.runs, args.clicks, code),
    }
    pyodide = figures["pyodide"]
    assert isinstance(pyodide, dict)
    figures["pyodide_over_cpython"] = {
        "legal_plays_speed": pyodide["legal_plays_per_s"] / cpython["legal_plays_per_s"],
        "svg_time": pyodide["svg_ms_median"] / cpython["svg_ms_median"],
    }
    print(json.dumps(_rounded(figures), indent=1))


def _rounded(value: object) -> object:
    if isinstance(value, float):
        return round(value, 3)
    if isinstance(value, dict):
        return {key: _rounded(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_rounded(item) for item in value]
    return value


if __name__ == "__main__":
    main()
