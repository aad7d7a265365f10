"""Make the browser edition's wheels quick to import: ``python tools/lite_pyc.py DIR [--keep-source NAME]``.

Pyodide compiles every module from its source on each start (it writes no bytecode cache), and
the pure-Python wheels from PyPI (IPython, jedi, prompt_toolkit, ipywidgets, ...) and bgtutor's
own are sources only: lesson 3's imports spent 1.75 s compiling in Chromium. Pyodide's own
distribution ships its packages compiled (``pyodide py-compile``); this does the same for the
wheels in ``DIR`` (the site's ``static/pyodide``), run by Pyodide itself in Node, so the bytecode
is exactly the browser's Python's (3.14):

- each module's ``.py`` becomes its ``.pyc`` (sourceless, as Pyodide's own packages are);
  ``--keep-source NAME`` (bgtutor) keeps the ``.py`` beside an unchecked ``__pycache__`` file,
  so tracebacks and ``??`` still show bgtutor's source;
- the front-end bundles a kernel never reads are left out: ``*.data/data/share/jupyter/``,
  ``*.data/data/etc/jupyter/`` and a package's ``labextension/`` and ``nbextension/`` folders
  (the build puts the front ends into the site from the build environment);
- the ``RECORD`` is rewritten to match.

A wheel is replaced in place; compiled wheels are cached by the input's sha256 in ``--cache``.
Run it before ``tools/lite_lock.py``, which records the new sha256 sums.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

SUFFIX = "-pyc"
"""The cache's name for a compiled wheel: ``<sha256 of the input><SUFFIX>.whl``."""

REWRITE = r"""
import base64, hashlib, importlib.util, json, os, sys, sysconfig, warnings, zipfile

warnings.simplefilter("ignore", SyntaxWarning)  # old escapes in third-party tests

SITE = "/" + sysconfig.get_paths()["purelib"].lstrip("/")
FRONT_ENDS = ("/data/share/jupyter/", "/data/etc/jupyter/")


def front_end(name):
    top, _, rest = name.partition("/")
    if top.endswith(".data"):
        return any(("/" + rest).startswith(prefix) for prefix in FRONT_ENDS)
    return rest.startswith(("labextension/", "nbextension/"))


def record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def rewrite(source, target, keep_source):
    lines, dropped, compiled = [], 0, 0
    with zipfile.ZipFile(source) as wheel, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
        names = wheel.namelist()
        record = next(n for n in names if n.endswith(".dist-info/RECORD"))
        def put(name, data):
            out.writestr(zipfile.ZipInfo(name, (2020, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
            lines.append(record_line(name, data))
        for name in names:
            if name == record or name.endswith("/"):
                continue
            if front_end(name):
                dropped += 1
                continue
            data = wheel.read(name)
            top = name.split("/")[0]
            if not name.endswith(".py") or top.endswith((".dist-info", ".data")):
                put(name, data)
                continue
            try:
                code = compile(data, f"{SITE}/{name}", "exec", dont_inherit=True)
            except SyntaxError:  # a file that is not for this Python (a template, a test case)
                put(name, data)
                continue
            pyc = importlib._bootstrap_external._code_to_hash_pyc(
                code, importlib.util.source_hash(data), checked=False)
            compiled += 1
            if keep_source:
                put(name, data)
                put(importlib.util.cache_from_source(name), bytes(pyc))
            else:
                put(name[:-3] + ".pyc", bytes(pyc))
        lines.append(f"{record},,")
        text = "\n".join(lines) + "\n"
        out.writestr(zipfile.ZipInfo(record, (2020, 1, 1, 0, 0, 0)), text, zipfile.ZIP_DEFLATED)
    return compiled, dropped


def run(jobs):
    for job in json.loads(jobs):
        compiled, dropped = rewrite(job["source"], job["target"], job["keep_source"])
        print(f"lite_pyc: {job['name']}: {compiled} modules compiled, {dropped} front-end files left out")
"""

NODE = r"""
import { loadPyodide } from "PYODIDE_MJS";
const [indexURL, hostIn, hostOut, jobs, code] = process.argv.slice(2);
const py = await loadPyodide({ indexURL });
py.FS.mkdirTree("/in"); py.FS.mkdirTree("/out");
py.FS.mount(py.FS.filesystems.NODEFS, { root: hostIn }, "/in");
py.FS.mount(py.FS.filesystems.NODEFS, { root: hostOut }, "/out");
try {
  py.runPython(code);
  py.globals.get("run")(jobs);
} catch (error) {
  console.error(String(error));
  process.exit(1);
}
"""


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def compile_wheels(folder: Path, keep_source: set[str], cache: Path) -> list[Path]:
    """Replace each wheel in ``folder`` by its compiled, leaner version; returns the wheels."""
    cache.mkdir(parents=True, exist_ok=True)
    wheels = sorted(folder.glob("*.whl"))
    todo = []
    for wheel in wheels:
        done = cache / f"{sha256(wheel)}{SUFFIX}.whl"
        if not done.exists():
            todo.append((wheel, done))
    if todo:
        with tempfile.TemporaryDirectory(prefix="bgtutor-lite-pyc-") as tmp:
            jobs = [
                {"name": wheel.name, "source": f"/in/{wheel.name}", "target": f"/out/{done.name}",
                 "keep_source": wheel.name.split("-")[0].lower() in keep_source}
                for wheel, done in todo
            ]  # fmt: skip
            script = Path(tmp) / "compile.mjs"
            script.write_text(NODE.replace("PYODIDE_MJS", (folder / "pyodide.mjs").resolve().as_uri()))
            argv = [
                "node",
                str(script),
                str(folder.resolve()) + "/",
                str(folder.resolve()),
                str(cache.resolve()),
            ]
            subprocess.run([*argv, json.dumps(jobs), REWRITE], check=True)
        missing = [wheel.name for wheel, done in todo if not done.exists()]
        if missing:
            raise RuntimeError(f"lite_pyc: Pyodide (node) wrote no compiled wheel for {', '.join(missing)}")
    for wheel in wheels:
        shutil.copyfile(cache / f"{sha256(wheel)}{SUFFIX}.whl", wheel)
    return wheels


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path, help="the site's static/pyodide folder (with pyodide.mjs)")
    parser.add_argument(
        "--keep-source", action="append", default=[], metavar="NAME", help="keep its .py files"
    )
    parser.add_argument("--cache", type=Path, required=True, help="a folder for compiled wheels")
    args = parser.parse_args()
    keep = {name.lower().replace("-", "_") for name in args.keep_source}
    wheels = compile_wheels(args.folder, keep, args.cache)
    print(f"lite_pyc: {len(wheels)} wheels compiled", file=sys.stderr)


if __name__ == "__main__":
    main()
