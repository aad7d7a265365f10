"""Compile the rules engine's hot modules with mypyc into build/compiled (optional, CPython only).

Run from anywhere::

    python tools/compile_rules.py            # build if missing or stale, else say it is current
    python tools/compile_rules.py --check    # exit 1 unless a current build exists

The pure-Python modules in ``bgtutor/rules`` stay the source, the fallback and the browser's engine:
nothing is written into the source tree. The build goes to ``build/compiled/bgtutor/rules`` (the
modules and mypyc's group library ``bgtutor.rules._compiled__mypyc``) with ``manifest.json``, which
holds a hash of the sources (:func:`bgtutor.rules.sources_hash`) and the interpreter's extension
suffix; ``bgtutor/rules/__init__.py`` puts the folder in front of the package's ``__path__`` only
while both still match (``BGTUTOR_PURE=1`` turns it off). Without a C compiler, Python's headers or
mypyc this prints one line and exits 0: the pure engine is used.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bgtutor.rules import COMPILED, COMPILED_MODULES, sources_hash  # noqa: E402

RULES = ROOT / "bgtutor" / "rules"
GROUP = "bgtutor.rules._compiled"
"""mypyc's group name: its shared library is then a module of bgtutor.rules, found through
``__path__`` like the compiled modules (nothing is added to sys.path)."""


def say(text: str) -> None:
    print(f"bgtutor: {text}", file=sys.stderr)


def missing() -> str | None:
    """Why nothing can be compiled here, or None."""
    if sys.implementation.name != "cpython":
        return f"{sys.implementation.name} is not CPython"
    compiler = sysconfig.get_config_var("CC") or "cc"
    if shutil.which(compiler.split()[0]) is None:
        return f"no C compiler ({compiler.split()[0]})"
    if not (Path(sysconfig.get_paths()["include"]) / "Python.h").is_file():
        return "no Python headers (Debian: apt-get install python3-dev)"
    if importlib.util.find_spec("mypyc") is None:
        return "no mypyc (it comes with mypy: pip install mypy)"
    return None


def wanted_manifest() -> dict[str, object]:
    return {
        "sources": sources_hash(RULES),
        "suffix": EXTENSION_SUFFIXES[0],
        "modules": list(COMPILED_MODULES),
    }


def current() -> bool:
    """A build for these sources and this interpreter exists."""
    try:
        manifest = json.loads((COMPILED / "manifest.json").read_text())
    except (OSError, ValueError):
        return False
    return bool(manifest == wanted_manifest())


SETUP = """
import sys
from setuptools import setup
from mypyc.build import mypycify

paths, group, target = sys.argv[1].split(","), sys.argv[2], sys.argv[3]
sys.argv[1:] = ["build_ext", "--build-lib", target + "/lib", "--build-temp", target + "/temp"]
setup(name="bgtutor-compiled", ext_modules=mypycify(paths, group_name=group, target_dir=target + "/c"),
      script_args=sys.argv[1:])
"""


def build() -> None:
    """Compile into a temporary folder, then replace build/compiled as a whole."""
    paths = [f"bgtutor/rules/{name}.py" for name in COMPILED_MODULES]
    COMPILED.parents[2].mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="compiled-", dir=COMPILED.parents[2]) as tmp:
        done = subprocess.run(
            [sys.executable, "-c", SETUP, ",".join(paths), GROUP, tmp],
            cwd=ROOT,
            capture_output=True,
            text=True,
            # mypy's cache of its own: tools/test runs mypy --strict on the checkout at the same time
            env={**os.environ, "BGTUTOR_PURE": "1", "MYPY_CACHE_DIR": str(Path(tmp) / "mypy-cache")},
        )
        if done.returncode != 0:
            sys.exit((done.stdout + done.stderr)[-4000:] + "\nbgtutor: compiling the rules engine failed")
        folder = Path(tmp) / "lib" / "bgtutor" / "rules"
        built = sorted(path.name for path in folder.iterdir())
        expected = [GROUP.rsplit(".", 1)[1] + "__mypyc", *COMPILED_MODULES]
        if sorted(name.split(".", 1)[0] for name in built) != sorted(expected):
            sys.exit(f"bgtutor: mypyc built {built}, expected {expected}")
        (folder / "manifest.json").write_text(json.dumps(wanted_manifest(), indent=1) + "\n")
        shutil.rmtree(COMPILED.parents[1], ignore_errors=True)
        folder.parents[1].rename(COMPILED.parents[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--check", action="store_true", help="exit 1 unless a current build exists")
    opts = parser.parse_args()
    if opts.check:
        sys.exit(0 if current() else 1)
    if current():
        say(f"the compiled rules engine in {COMPILED.relative_to(ROOT)} is current")
        return
    reason = missing()
    if reason is not None:
        say(f"{reason}: using the pure-Python rules engine (it is exact, only slower)")
        return
    say(f"compiling the rules engine with mypyc into {COMPILED.relative_to(ROOT)} (about a minute)")
    build()
    say("compiled rules engine ready")


if __name__ == "__main__":
    main()
