"""The compiled rules engine (mypyc, ``tools/compile_rules.py``): in use when built, never when stale
or with ``BGTUTOR_PURE=1``, and judged like the pure one. The GNU Backgammon differential test and
perft run against the engine this process does not use, in a process of its own, so a whole run
judges both.

Without a current build these tests skip with the command that builds it; in CI (``CI=true``), where
the setup builds it, a missing build fails them.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import bgtutor.rules.moves
from bgtutor.rules import COMPILED, COMPILED_MODULES

ROOT = Path(__file__).resolve().parent.parent
JUDGES = ["tests/test_differential_gnubg.py", "tests/test_perft.py"]
ENGINE_FILES = """
import importlib, json, sys
print(json.dumps([importlib.import_module("bgtutor.rules." + name).__file__ for name in sys.argv[1:]]))
"""


def need_build() -> None:
    """Skip (fail in CI) unless a build for the current sources exists."""
    done = subprocess.run([sys.executable, "tools/compile_rules.py", "--check"], cwd=ROOT, check=False)
    if done.returncode == 0:
        return
    message = f"no current compiled rules engine in {COMPILED}: python tools/compile_rules.py builds it"
    if os.environ.get("CI") == "true":
        pytest.fail(f"{message} (CI's setup should have)")
    pytest.skip(message)


def engine_files(pure: bool, root: Path = ROOT) -> list[str]:
    """The files the rules modules of :data:`COMPILED_MODULES` come from in a fresh process."""
    env = {**os.environ, "BGTUTOR_PURE": "1" if pure else "0", "PYTHONPATH": str(root)}
    done = subprocess.run(
        [sys.executable, "-c", ENGINE_FILES, *COMPILED_MODULES],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    files: list[str] = json.loads(done.stdout)
    return files


def test_bgtutor_pure_gives_the_python_sources() -> None:
    files = engine_files(pure=True)
    assert files == [str(ROOT / "bgtutor" / "rules" / f"{name}.py") for name in COMPILED_MODULES]


def test_the_compiled_modules_are_used_when_built() -> None:
    need_build()
    files = engine_files(pure=False)
    # (mypyc names a module its group library initialised first COMPILED/bgtutor/rules/<name>...so)
    assert all(file.startswith(f"{COMPILED}/") and file.endswith(".so") for file in files), files
    assert [Path(file).name.split(".")[0] for file in files] == list(COMPILED_MODULES)


def test_a_stale_build_is_never_used(tmp_path: Path) -> None:
    """A copy of the checkout with its build uses it, until one source of the layer changes."""
    need_build()
    shutil.copytree(ROOT / "bgtutor", tmp_path / "bgtutor", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(COMPILED.parents[1], tmp_path / "build" / "compiled")
    assert all(file.endswith(".so") for file in engine_files(pure=False, root=tmp_path))
    explain = tmp_path / "bgtutor" / "rules" / "explain.py"  # not compiled, but in the stamp
    explain.write_text(explain.read_text() + "# changed\n")
    files = engine_files(pure=False, root=tmp_path)
    assert files == [str(tmp_path / "bgtutor" / "rules" / f"{name}.py") for name in COMPILED_MODULES]


def test_the_judges_pass_with_the_other_engine() -> None:
    """The differential test and perft, in a process using the engine this one does not."""
    compiled_here = bgtutor.rules.moves.__file__.endswith(".so")
    if not compiled_here:
        need_build()
    other = "pure" if compiled_here else "compiled"
    check = (
        "import sys, pytest, bgtutor.rules.moves as m;"
        f" assert m.__file__.endswith('.so') is {not compiled_here}, m.__file__;"
        " sys.exit(pytest.main(sys.argv[1:]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", check, "-q", "-p", "no:cacheprovider", *JUDGES],
        cwd=ROOT,
        env={**os.environ, "BGTUTOR_PURE": "1" if compiled_here else "0"},
        capture_output=True,
        text=True,
        timeout=1800,
    )
    report = (done.stdout + done.stderr)[-6000:]
    assert done.returncode == 0, f"the {other} engine:\n{report}"
    assert " passed" in done.stdout and "skipped" not in done.stdout, report
