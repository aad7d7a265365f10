"""What a lesson page costs its kernel: a lesson notebook run as Voilà runs it, in fresh kernels.

Each run starts a fresh kernel (nbclient, as Voilà's executor does, from the notebook's folder,
``BGTUTOR_HOME`` a new empty folder: a learner who opens the lesson for the first time) and runs
every code cell. Measured per run: the kernel process's CPU time (user + system) and the wall time
from before the first cell to after the last, the first cell's wall time (the imports), and the
kernel's resident memory after the last cell (psutil). The same figures for a peer measured in the
same run, a notebook that only does ``import ipywidgets; ipywidgets.IntSlider()`` (what every
widget page pays anyway), give each figure as a ratio to it. Medians over ``--runs``.

    python benchmarks/bench_lesson_kernel.py                 # lesson 3, 3 runs each
    python benchmarks/bench_lesson_kernel.py --runs 5 notebooks/07-*.ipynb
    python benchmarks/bench_lesson_kernel.py --all           # every notebook in notebooks/
    python benchmarks/bench_lesson_kernel.py --board matplotlib   # BGTUTOR_BOARD for the kernels
    python benchmarks/bench_lesson_kernel.py --progress FILE      # a returning learner's progress.json
    python benchmarks/bench_lesson_kernel.py --bytecode           # bgtutor's bytecode compiled beforehand

The kernels inherit ``PYTHONDONTWRITEBYTECODE=1`` as under ``tools/app`` (bytecode already cached is
still read): bgtutor's modules are compiled in every kernel unless their bytecode exists.
``--bytecode`` lets the kernels write bytecode into a temporary ``PYTHONPYCACHEPREFIX`` instead, filled
by one run of each notebook before the measured ones: what compiling costs a page.
The decisions these figures support are in docs/decisions.md.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import nbformat
import psutil
from nbclient import NotebookClient

REPO = Path(__file__).resolve().parent.parent
LESSON = REPO / "notebooks" / "03-Schlagen-und-Einsetzen.ipynb"
PEER = "import ipywidgets\nipywidgets.IntSlider()"


@dataclass(frozen=True)
class Run:
    """One notebook's run in a fresh kernel."""

    cpu: float
    """The kernel's CPU seconds (user + system) from before the first cell to after the last."""
    wall: float
    """Wall seconds from before the first cell to after the last."""
    first: float
    """Wall seconds of the first code cell (its imports)."""
    rss: float
    """The kernel's resident memory after the last cell, MB."""
    start: float
    """The kernel's CPU seconds until it was ready for the first cell."""
    models: int
    """Widget models the page receives."""
    state: float
    """Their state as JSON, kB."""
    outputs: float
    """The cells' outputs as JSON, kB."""


def run_once(notebook: nbformat.NotebookNode, folder: Path, options: argparse.Namespace) -> Run:
    """Run ``notebook`` (a copy) in a fresh kernel started in ``folder``; see :class:`Run`."""
    notebook = nbformat.from_dict(notebook)
    with tempfile.TemporaryDirectory(prefix="bgtutor-bench-home-") as home:
        env = {**os.environ, "BGTUTOR_HOME": home, "PYTHONDONTWRITEBYTECODE": "1"}
        if options.board:
            env["BGTUTOR_BOARD"] = options.board
        if options.pycache:
            env["PYTHONPYCACHEPREFIX"] = options.pycache
            del env["PYTHONDONTWRITEBYTECODE"]
        if options.progress:
            shutil.copyfile(options.progress, Path(home) / "progress.json")
        client = NotebookClient(
            notebook, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(folder)}}
        )
        with client.setup_kernel(env=env):
            assert client.km is not None
            kernel = psutil.Process(client.km.provisioner.pid)  # type: ignore[union-attr]
            before, start = kernel.cpu_times(), time.perf_counter()
            ready = before.user + before.system
            first = None
            for index, cell in enumerate(notebook.cells):
                if cell.cell_type != "code":
                    continue
                began = time.perf_counter()
                client.execute_cell(cell, index)
                if first is None:
                    first = time.perf_counter() - began
            wall = time.perf_counter() - start
            after = kernel.cpu_times()
            rss = kernel.memory_info().rss / 1e6
        cpu = (after.user + after.system) - ready
        state = len(json.dumps(client.widget_state)) / 1e3
        outputs = sum(len(json.dumps(cell.get("outputs", []))) for cell in notebook.cells) / 1e3
        return Run(cpu, wall, first or 0.0, rss, ready, len(client.widget_state), state, outputs)


def peer_notebook() -> nbformat.NotebookNode:
    """The peer: a notebook that only makes one ipywidgets slider."""
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(PEER)]
    return notebook


def median_run(runs: list[Run]) -> Run:
    return Run(*(statistics.median(getattr(run, name) for run in runs) for name in Run.__dataclass_fields__))


def line(name: str, run: Run, peer: Run | None) -> str:
    text = (
        f"{name:42} cpu {run.cpu:6.2f} s  wall {run.wall:6.2f} s  first cell {run.first:5.2f} s  "
        f"rss {run.rss:6.1f} MB"
    )
    text += f"  start {run.start:4.2f} s  {run.models:4.0f} models {run.state:6.1f} kB"
    text += f"  outputs {run.outputs:6.1f} kB"
    if peer is not None:
        text += f"   (x peer: cpu {run.cpu / peer.cpu:4.1f}, wall {run.wall / peer.wall:4.1f}, "
        text += f"rss {run.rss / peer.rss:4.2f})"
    return text


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("notebooks", nargs="*", type=Path, help=f"default: {LESSON.relative_to(REPO)}")
    parser.add_argument("--all", action="store_true", help="every notebook in notebooks/")
    parser.add_argument("--runs", type=int, default=3, help="fresh kernels per notebook (default 3)")
    parser.add_argument("--board", choices=("svg", "matplotlib"), help="BGTUTOR_BOARD for the kernels")
    parser.add_argument(
        "--progress", type=Path, help="a progress.json every kernel's learner folder starts with"
    )
    parser.add_argument("--bytecode", action="store_true", help="bgtutor's bytecode compiled beforehand")
    options = parser.parse_args()
    options.pycache = tempfile.mkdtemp(prefix="bgtutor-bench-pycache-") if options.bytecode else None
    paths = sorted((REPO / "notebooks").glob("*.ipynb")) if options.all else options.notebooks or [LESSON]
    peer_runs: list[Run] = []
    found: dict[str, list[Run]] = {path.name: [] for path in paths}
    notebooks = {path.name: nbformat.read(path, as_version=4) for path in paths}
    if options.pycache:  # every module the kernels import compiled once, before the measured runs
        run_once(peer_notebook(), REPO / "notebooks", options)
        for path in paths:
            run_once(notebooks[path.name], path.parent, options)
    for _ in range(options.runs):  # peer and lessons interleaved: a busy moment weighs on both
        peer_runs.append(run_once(peer_notebook(), REPO / "notebooks", options))
        for path in paths:
            found[path.name].append(run_once(notebooks[path.name], path.parent, options))
    peer = median_run(peer_runs)
    if options.pycache:
        shutil.rmtree(options.pycache, ignore_errors=True)
    extra = [
        f"progress {options.progress}" if options.progress else "",
        "bytecode" if options.bytecode else "",
    ]
    print(
        f"medians of {options.runs} fresh kernels each, board {options.board or 'default'}",
        *filter(None, extra),
    )
    print(line("peer: import ipywidgets; IntSlider()", peer, None))
    cpu = wall = 0.0
    for name, runs in found.items():
        run = median_run(runs)
        print(line(name, run, peer))
        cpu, wall = cpu + run.cpu, wall + run.wall
    if len(found) > 1:
        print(f"{'all: cpu and wall summed':42} cpu {cpu:6.2f} s  wall {wall:6.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
