"""Every test run - unit tests, doctests, the lessons under nbval - saves into a fresh folder of its
own, never into the developer's ``~/.bgtutor`` (a saved progress would change what the lessons show),
and each test function into a folder of its own: an answer one test records must not change the
stars and open levels another test, or a notebook run under nbval later, shows.

Tests marked ``gnubg`` call GNU Backgammon's binding, which once crashed the whole run when other
threads of the test process were alive: they run in a process of their own
(tests/test_gnubg_process.py sets :data:`GNUBG_PROCESS`), and are deselected (reported as such) in the
main run.

The longest test files (:data:`LONGEST_FILES`) are collected first: ``tools/test`` gives its workers
one file at a time in the order collected (``--dist loadfile --no-loadscope-reorder``), so the long
ones start at once and the short ones fill in at the end, instead of a long file starting last."""

from __future__ import annotations

import os
import tempfile

import pytest
from hypothesis import settings

# The in-process suite judges the pure-Python engine (its doctests are read from the sources);
# tests/test_compiled_engine.py runs the differential test and perft with the compiled one.
os.environ.setdefault("BGTUTOR_PURE", "1")

settings.register_profile("bgtutor", deadline=None)
settings.load_profile("bgtutor")
"""No time limit per example: speed is measured by benchmarks (benchmarks/), not by tests, on a
machine shared with other work (a test that sets its own deadline keeps it)."""

GNUBG_PROCESS = "BGTUTOR_GNUBG_PROCESS"
"""Set in the environment of the process that runs the ``gnubg`` tests."""


def pytest_configure(config: pytest.Config) -> None:
    os.environ["BGTUTOR_HOME"] = tempfile.mkdtemp(prefix="bgtutor-test-home-")


@pytest.fixture(autouse=True)
def _own_learner_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BGTUTOR_HOME", str(tmp_path_factory.mktemp("learner")))


LONGEST_FILES = {
    "tests/browser/test_lite.py": 977,  # builds the browser edition first (tools/lite)
    "tests/browser/test_one_view.py": 534,
    "tests/test_cli.py": 498,
    "tests/browser/test_levels_walk.py": 498,
    "tests/browser/test_first_contact.py": 368,
    "tests/test_experte_pure.py": 313,
    "tests/test_errors.py": 288,
    "tests/test_bots.py": 251,
    "tests/test_edition_words.py": 242,
    "tests/test_differential_gnubg.py": 221,
    "tests/test_compiled_engine.py": 199,
    "tests/browser/test_voila.py": 172,
    "tests/test_properties.py": 167,
    "tests/test_svgboard.py": 166,
    "tests/test_bots_pure.py": 152,
    "tests/test_worksheet.py": 143,
}
"""Seconds each of the longest test files took in one whole run of ``tools/test`` (the browser
edition built from nothing) on a two-core machine busy with other work (2,796 s in all): only their
order counts.
They run first, the longest first (tests/test_project.py checks each one is there)."""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: -LONGEST_FILES.get(item.nodeid.split("::")[0], 0))  # stable: files stay whole
    if os.environ.get(GNUBG_PROCESS) == "1":
        return
    binding = [item for item in items if item.get_closest_marker("gnubg")]
    if binding:
        config.hook.pytest_deselected(items=binding)
        items[:] = [item for item in items if not item.get_closest_marker("gnubg")]
