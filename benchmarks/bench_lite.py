"""Figures of the browser edition (JupyterLite + Pyodide, ``bash tools/lite``), measured in Chromium.

The main figure: lesson 3 opened cold (a fresh browser profile), against an *anchor* built by the
same recipe (``tools/lite``, ``BGTUTOR_LITE_FILES``) whose one notebook does ``import ipywidgets;
print(1)``: what JupyterLite and Pyodide cost alone. Both sites (and, with ``--root DIR``, the
site of another checkout, e.g. the one before a change) are built and opened in turns in ONE
run, so a busy machine slows them alike. For each visit: the first stored picture shown, the
kernel idle, and, after Run All, the first interactive board (the anchor: its ``1`` printed);
lesson / anchor ratios per round. Also the bytes of the lesson notebook, of bgtutor's wheel and of
everything the visit fetched.

With ``--demo``, also (on this checkout's site): the demo notebook until its first board, cold and
warm; click to redraw on the SVG board (goal: 150 ms at most); ``bgtutor.board.svg.board`` and
``legal_plays`` in CPython and in Pyodide (the same code run in the browser's kernel).

    python benchmarks/bench_lite.py [--root /tmp/before [--root DIR ...]] [--rounds 3] [--demo] [--json FILE]

Each ``--root`` checkout's site is named by its folder (``/tmp/before``: ``before``).

Needs the test extra (playwright) and Debian's Chromium. The sites are built into
``build/bench-lite/`` (another checkout from a copy of its files, with this checkout's download
cache and build environment).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import lite_browser  # noqa: E402  (tools/ is not a package)
from playwright.sync_api import Request  # noqa: E402

WORK = ROOT / "build" / "bench-lite"
LESSON = "notebooks/03-Schlagen-und-Einsetzen.ipynb"
ANCHOR = "anchor.ipynb"
STORED_PICTURE = '.jp-OutputArea-output img[src^="data:image/"]'
LIVE_BOARD = ".bg-level .bg-svgboard-view svg"
ANCHOR_PRINTED = """() => [...document.querySelectorAll('.jp-OutputArea-output')]
    .some((output) => output.innerText.trim() === '1')"""
TIMEOUT_MS = 180_000

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


# -- the sites ------------------------------------------------------------------------------------


ANCHOR_NOTEBOOK = {
    "cells": [{"cell_type": "code", "execution_count": None, "id": "anchor", "metadata": {},
               "outputs": [], "source": ["import ipywidgets\n", "print(1)"]}],
    "metadata": {"kernelspec": {"display_name": "Python (Pyodide)", "language": "python", "name": "python"}},
    "nbformat": 4, "nbformat_minor": 5,
}  # fmt: skip
"""The anchor's one notebook: JupyterLite, Pyodide's kernel and ipywidgets, nothing of bgtutor."""


def build_site(name: str, root: Path = ROOT, files: Path | None = None) -> Path:
    """``root``'s ``tools/lite`` built into ``build/bench-lite/NAME`` (``files``: the site's files
    instead of the lessons); another checkout is built from a copy of its tracked files, with this
    checkout's download cache and build environment. Returns the site."""
    site, source = WORK / name, root
    if root != ROOT:
        source = WORK / f"{name}-checkout"
        shutil.rmtree(source, ignore_errors=True)
        listed = subprocess.run(["git", "-C", str(root), "ls-files", "-z"], capture_output=True, check=True)
        for rel in filter(None, listed.stdout.decode().split("\0")):
            if (root / rel).is_file():
                (source / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(root / rel, source / rel)
        (source / "build").mkdir(exist_ok=True)
        (source / "build" / "lite-cache").symlink_to(ROOT / "build" / "lite-cache")
    env = {**os.environ, "BGTUTOR_LITE_OUT": str(site), "BGTUTOR_LITE_VENV": str(ROOT / ".venv-lite"),
           "BGTUTOR_LITE_SRC": str(WORK / f"{name}-src")}  # fmt: skip
    if files is not None:  # the anchor: loads what its notebook imports, as the lessons' site does
        env.update(BGTUTOR_LITE_FILES=str(files), BGTUTOR_LITE_PRELOAD="ipywidgets")
    started = time.perf_counter()
    subprocess.run(
        ["bash", str(source / "tools" / "lite")], check=True, env=env, cwd=source, stdout=sys.stderr
    )
    print(f"bench_lite: built {name} in {time.perf_counter() - started:.1f} s", file=sys.stderr)
    return site


def build_sites(roots: list[Path]) -> dict[str, Path]:
    """The anchor, each of the other checkouts' sites (named by their folders) and this checkout's,
    built now."""
    WORK.mkdir(parents=True, exist_ok=True)
    files = WORK / "anchor-files"
    shutil.rmtree(files, ignore_errors=True)
    files.mkdir()
    (files / ANCHOR).write_text(json.dumps(ANCHOR_NOTEBOOK, indent=1), encoding="utf-8")
    sites = {"anchor": build_site("anchor", files=files)}
    for root in roots:
        sites[site_name(root)] = build_site(site_name(root), root)
    sites["this"] = build_site("this")
    return sites


def site_name(root: Path) -> str:
    """The name of another checkout's site: its folder's.

    >>> site_name(Path("/tmp/before"))
    'before'
    """
    name = root.name
    if name in ("anchor", "this") or not name:
        raise SystemExit(f"bench_lite: --root {root}: name the checkout's folder otherwise")
    return name


# -- a cold visit ---------------------------------------------------------------------------------


def cold_visit(url: str, anchor: bool) -> dict[str, float]:
    """Seconds from opening the lesson (or the anchor) in a fresh profile: until the first stored
    picture is shown (the lesson), the kernel is idle, and, after Run All, the first interactive
    board is shown (the anchor: ``1`` is printed); with the bytes fetched and the kernel's calls to
    the page's file system (JupyterLite's ``/api/drive``, each a round trip through the page) until
    the kernel is idle and from Run All to the board."""
    path = ANCHOR if anchor else LESSON
    with lite_browser.browser() as visit:
        fetched: list[int] = []
        visit.page.on("response", lambda r: fetched.append(int(r.headers.get("content-length", "0") or 0)))
        drive = 0  # the kernel's file system calls (JupyterLite's /api/drive): each a round trip

        def count(request: Request) -> None:
            nonlocal drive
            drive += "/api/drive" in request.url

        visit.page.on("request", count)
        page = visit.page
        start = time.perf_counter()
        figures: dict[str, float] = {}
        page.goto(f"{url}/lab/index.html?path={path}")
        if not anchor:
            page.wait_for_selector(STORED_PICTURE, state="visible", timeout=TIMEOUT_MS)
            figures["picture_s"] = time.perf_counter() - start
        page.wait_for_function(lite_browser.KERNEL_READY, arg=path, polling=100, timeout=TIMEOUT_MS)
        figures["kernel_s"] = time.perf_counter() - start
        figures["drive_start"], drive = drive, 0
        visit.run_all()
        if anchor:
            page.wait_for_function(ANCHOR_PRINTED, polling=100, timeout=TIMEOUT_MS)
        else:
            page.wait_for_selector(LIVE_BOARD, state="visible", timeout=TIMEOUT_MS)
        figures["board_s"] = time.perf_counter() - start
        figures["run_s"] = figures["board_s"] - figures["kernel_s"]
        figures["drive_run"] = drive
        errors = page.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.error"]')
        assert errors.count() == 0, errors.first.inner_text()
        assert visit.external == [], visit.external
        figures["fetched_MB"] = sum(fetched) / 1e6
    return figures


def compare(sites: dict[str, Path], rounds: int) -> dict[str, object]:
    """``rounds`` cold visits of each site, in turns (the order rotates each round)."""
    names = list(sites)
    visits: dict[str, list[dict[str, float]]] = {name: [] for name in names}
    with contextlib.ExitStack() as stack:
        urls = {name: stack.enter_context(lite_browser.serve(site)) for name, site in sites.items()}
        for turn in range(rounds):
            for name in names[turn % len(names) :] + names[: turn % len(names)]:
                visits[name].append(cold_visit(urls[name], anchor=name == "anchor"))
                print(f"bench_lite: round {turn + 1} {name}: {visits[name][-1]}", file=sys.stderr)
    table: dict[str, object] = {}
    for name in names:
        keys = visits[name][0].keys()
        row: dict[str, object] = {key: statistics.median(v[key] for v in visits[name]) for key in keys}
        row["board_s_all"] = [v["board_s"] for v in visits[name]]
        if name != "anchor":
            ratios = [
                v["board_s"] / a["board_s"] for v, a in zip(visits[name], visits["anchor"], strict=True)
            ]
            row["board_over_anchor"] = statistics.median(ratios)
            row["board_minus_anchor_s"] = statistics.median(
                v["board_s"] - a["board_s"] for v, a in zip(visits[name], visits["anchor"], strict=True)
            )
        row.update(payload(sites[name], name == "anchor"))
        table[name] = row
    return table


def payload(site: Path, anchor: bool) -> dict[str, float]:
    """The kB of the lesson notebook and of bgtutor's wheel, and the site's MB."""
    sizes = {"site_MB": site_size(site)["MB"]}
    if not anchor:
        sizes["lesson_kB"] = (site / "files" / LESSON).stat().st_size / 1e3
        (wheel,) = (site / "static" / "pyodide").glob("bgtutor-*.whl")
        sizes["bgtutor_wheel_kB"] = wheel.stat().st_size / 1e3
    return sizes


# -- the demo's figures ---------------------------------------------------------------------------


def demo_figures(site: Path, runs: int, clicks: int, code: str) -> dict[str, object]:
    opened, boards, warm, redraws = [], [], [], []
    pyodide: dict[str, float] = {}
    with lite_browser.serve(site) as url:
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


def demo(site: Path, args: argparse.Namespace) -> dict[str, object]:
    code = workload(args.pairs, args.renders)
    cpython = json.loads(
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
        .stdout.strip()
        .splitlines()[-1]
    )
    figures: dict[str, object] = {"cpython": cpython, **demo_figures(site, args.runs, args.clicks, code)}
    pyodide = figures["pyodide"]
    assert isinstance(pyodide, dict)
    figures["pyodide_over_cpython"] = {
        "legal_plays_speed": pyodide["legal_plays_per_s"] / cpython["legal_plays_per_s"],
        "svg_time": pyodide["svg_ms_median"] / cpython["svg_ms_median"],
    }
    return figures


def report(table: dict[str, object]) -> str:
    """The comparison as a text table."""
    columns = ["picture_s", "kernel_s", "run_s", "board_s", "board_over_anchor", "board_minus_anchor_s",
               "drive_start", "drive_run", "fetched_MB", "lesson_kB", "bgtutor_wheel_kB",
               "board_s_all"]  # fmt: skip
    lines = ["site    " + " ".join(f"{c:>20}" for c in columns)]
    for name, row in table.items():
        assert isinstance(row, dict)
        cells = []
        for column in columns:
            value = row.get(column, "")
            text = " ".join(f"{v:.1f}" for v in value) if isinstance(value, list) else (
                f"{value:.2f}" if isinstance(value, float) else str(value))  # fmt: skip
            cells.append(f"{text:>20}")
        lines.append(f"{name:<8}" + " ".join(cells))
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument(
        "--root",
        type=Path,
        action="append",
        default=[],
        help="also build and open this checkout's site (e.g. /tmp/before); repeatable",
    )
    parser.add_argument("--rounds", type=int, default=3, help="cold visits of each site, in turns")
    parser.add_argument(
        "--no-build", action="store_true", help="use the sites in build/bench-lite as they are"
    )
    parser.add_argument("--demo", action="store_true", help="also the demo notebook's figures (this site)")
    parser.add_argument("--runs", type=int, default=2, help="--demo: page loads with a fresh browser profile")
    parser.add_argument("--clicks", type=int, default=30, help="--demo: clicks timed per page load")
    parser.add_argument(
        "--pairs", type=int, default=300, help="--demo: (position, roll) pairs for legal_plays"
    )
    parser.add_argument("--renders", type=int, default=100, help="--demo: SVG boards rendered")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args()
    if args.no_build:
        names = ["anchor", *(site_name(root) for root in args.root), "this"]
        sites = {name: WORK / name for name in names}
    else:
        sites = build_sites([root.resolve() for root in args.root])
    figures: dict[str, object] = {
        "load_average_before": os.getloadavg(), "cpus": os.cpu_count(), "rounds": args.rounds,
        "roots": [str(root.resolve()) for root in args.root],
        "lesson": compare(sites, args.rounds),
    }  # fmt: skip
    figures["load_average_after"] = os.getloadavg()
    if args.demo:
        figures["demo"] = demo(sites["this"], args)
    text = json.dumps(_rounded(figures), indent=1)
    if args.json:
        args.json.write_text(text + "\n", encoding="utf-8")
    lesson = figures["lesson"]
    assert isinstance(lesson, dict)
    print(report(lesson))
    print(text)


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
