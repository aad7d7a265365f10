"""GNU Backgammon's binding, called by the tests marked ``gnubg`` (the IDs against gnubg's own
encoders and decoders), runs in a fresh process of its own: in the main test process, with other
threads alive (kernels, servers, thread pools), it once crashed the whole run. A failure or a crash
in the child fails this test with the child's report."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GNUBG_PROCESS = "BGTUTOR_GNUBG_PROCESS"
"""The variable the root conftest.py reads (its GNUBG_PROCESS; ``from conftest import`` would find
tests/browser/conftest.py in a whole run)."""
BINDING_TESTS = ["tests/test_ids.py"]
"""The test files with tests marked ``gnubg``."""


def test_the_gnubg_binding_tests_pass_in_a_process_of_their_own() -> None:
    command = [sys.executable, "-X", "faulthandler", "-m", "pytest", "-q", "-p", "no:cacheprovider",
               "-m", "gnubg", *BINDING_TESTS]  # fmt: skip
    done = subprocess.run(
        command, cwd=ROOT, env={**os.environ, GNUBG_PROCESS: "1"}, capture_output=True, text=True, timeout=600
    )
    report = (done.stdout + done.stderr)[-6000:]
    assert done.returncode == 0, report
    assert " passed" in done.stdout and "deselected" in done.stdout, report  # the gnubg tests ran, only they
