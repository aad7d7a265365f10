"""Build bgtutor's wheel for the browser edition (JupyterLite): ``python tools/lite_wheel.py OUT_DIR``.

The wheel is built from the checkout as it is (what ``pip install -e .`` gives locally), from a
staged copy (without caches and build leftovers); the checkout itself is never written to.
``bgtutor/widgets/__init__.py`` imports its names lazily, so in Pyodide (no matplotlib) the
package imports as it is. The staged copy gets the lessons' data as read
(``bgtutor/tutor/lessons/lessons.pickle``, :func:`bgtutor.tutor.lessons.write_snapshot`, made
from the staged files), so a lesson's first cell in the browser does not parse and check every
lesson's TOML.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SNAPSHOT = """
import sys
sys.path.insert(0, sys.argv[1])
from bgtutor.tutor.lessons import write_snapshot
write_snapshot()
"""
"""Run by Python in the staged copy (``-I``: no other bgtutor; ``-B``: no bytecode beside it)."""


def build(out: Path) -> Path:
    """Build the wheel into ``out``; return its path."""
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="bgtutor-lite-wheel-") as tmp:
        stage = Path(tmp)
        for name in ("pyproject.toml", "README.md"):
            shutil.copy2(ROOT / name, stage / name)
        ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")
        shutil.copytree(ROOT / "bgtutor", stage / "bgtutor", ignore=ignore)
        subprocess.run([sys.executable, "-I", "-B", "-c", SNAPSHOT, str(stage)], check=True, cwd=stage)
        for old in out.glob("bgtutor-*.whl"):
            old.unlink()
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "wheel",
                "-q",
                "--no-deps",
                "--no-build-isolation",
                "-w",
                str(out),
                str(stage),
            ],
            check=True,
        )
    (wheel,) = out.glob("bgtutor-*.whl")
    return wheel


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__.split("\n\n")[0])
    print(build(Path(sys.argv[1])))
