"""A class opening lesson 3 in Voilà together: every learner's page, rendered under that load, has
every widget output and every other output a learner alone gets (the pages are compared cell by
cell; a page cut short or an executor that stops waiting for the kernel's output is caught).

The server and the simulated learners are benchmarks/bench_class.py's (the benchmark measures the
same with thirty learners)."""

from __future__ import annotations

import asyncio
import importlib.util
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import unquote

import pytest

REPO = Path(__file__).resolve().parents[1]
LEARNERS = 4
"""Learners at once: enough to keep both cores busy for seconds, few enough for the suite."""
TIMEOUT_S = 240.0


def _bench_class() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_class", REPO / "benchmarks" / "bench_class.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


bench = _bench_class()

# Two Voilà servers and a dozen kernels take 20-30 s on two cores: left out of the quick part of
# the suite (-m "not browser") with the browser tests, run in the whole suite. It needs no Chromium.
pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def server() -> Iterator[Any]:
    """tools/voila_app.py serving lesson 3 on 127.0.0.1 (a fresh home and class folder)."""
    with bench.voila_app(REPO, "3", "de") as running:
        yield running


@pytest.fixture(scope="module")
def reference(server: Any) -> Any:
    """Lesson 3's page for one learner alone (its kernel shut down afterwards)."""
    return asyncio.run(bench.reference_page(server, TIMEOUT_S))


def _stored_outputs(notebook: Path) -> dict[str, int]:
    """How many outputs each code cell of the notebook file has (by cell id)."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return {cell["id"]: len(cell["outputs"]) for cell in cells if cell["cell_type"] == "code"}


def test_the_lone_learner_gets_every_output_the_lesson_has(server: Any, reference: Any) -> None:
    stored = _stored_outputs(REPO / unquote(server.path.removeprefix("voila/render/")))
    cells = reference.cells
    assert list(cells) == list(stored)
    assert all(len(cells[cell]) >= count for cell, count in stored.items()), (stored, cells)
    assert bench.counts(cells)["widget"] >= 6  # one level widget per level of lesson 3
    assert bench.counts(cells)["error"] == 0


def test_under_load_every_page_has_every_output_of_the_lone_learners(server: Any, reference: Any) -> None:
    visits, memory = asyncio.run(bench.class_at_once(server, LEARNERS, TIMEOUT_S, reference.cells))
    problems = {visit.name: visit.error or visit.stage for visit in visits if visit.interactive is None}
    assert problems == {}, f"{problems}\n{server.log_tail()}"
    lacking = {visit.name: visit.lacking for visit in visits if visit.lacking}
    assert lacking == {}, f"{lacking}\n{server.log_tail()}"
    assert memory["kernels"] >= LEARNERS  # one per page (and any the server keeps warm)
    if all(visit.logged_in for visit in visits):  # a class folder: each page's kernel its learner's
        # A warm kernel is given its learner's folder after it started, so its process environment
        # (what the benchmark reads) does not show it; the server names each page's learner.
        learners = set(re.findall(r"bgtutor: kernel \S+ for (\S+) \(", server.log.read_text()))
        assert len(learners) >= LEARNERS + 1  # and the lone learner's


def test_a_page_cut_short_is_named_with_the_outputs_it_lacks(reference: Any) -> None:
    cells = reference.cells
    kept = list(cells)[: len(cells) // 2]
    cut = {cell: cells[cell] for cell in kept}
    lacking = bench.missing_outputs(cells, cut)
    wanted = [cell for cell in cells if cell not in kept and cells[cell]]
    assert wanted
    assert [line.split(":")[0] for line in lacking] == [
        f"cell {cell}" for cell in wanted for _ in cells[cell]
    ]
    assert all(" widget Stufe 3." in line for line in lacking)


def test_an_executor_that_stops_waiting_for_output_is_caught(reference: Any) -> None:
    """With no time at all for the kernel's output (nbclient's iopub timeout 0) the pages arrive
    whole but without their widgets: the comparison names them."""
    with bench.voila_app(REPO, "3", "de", ("--VoilaExecutor.iopub_timeout=0",)) as hurried:
        visits, _memory = asyncio.run(bench.class_at_once(hurried, 2, TIMEOUT_S, reference.cells))
    assert all(visit.page_complete is not None for visit in visits)
    assert any(visit.lacking for visit in visits)
    assert all(line.startswith("cell ") for visit in visits for line in visit.lacking)
