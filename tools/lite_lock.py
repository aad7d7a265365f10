"""Make a self-contained ``pyodide-lock.json`` for a local Pyodide folder (standard library only).

Usage: ``python tools/lite_lock.py DIR`` (``DIR`` = the site's ``static/pyodide``), after the
wheels were put there (the recipe of docs/jupyterlite.md, section 4):

- an entry whose wheel is in ``DIR`` stays, with its sha256 recomputed (PyPI's pure wheels are
  not byte-identical to Pyodide's repacks);
- an entry whose wheel is missing (numpy, matplotlib, ...: no offline wasm build) is dropped, and
  so is every entry that depends on a dropped one;
- a wheel in ``DIR`` that the lock does not know (bgtutor, ipywidgets, anywidget, ...) is added,
  so a plain ``import bgtutor`` in a notebook loads it, with no ``%pip``;
- ``--depends bgtutor=anywidget,ipywidgets`` adds dependencies to an entry: Pyodide loads the
  packages a cell imports and their lock dependencies, not what the imported modules import
  inside (``bgtutor.widgets.svgboard`` imports anywidget; bgtutor's core needs nothing).

Names are compared normalised (``prompt_toolkit`` = ``prompt-toolkit``; pitfall 3 of the doc).
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import io
import json
import re
import zipfile
from email.parser import Parser
from pathlib import Path
from typing import Any


def norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def wheel_entry(path: Path) -> dict[str, Any]:
    """A lock entry for a pure-Python wheel, read from its metadata."""
    with zipfile.ZipFile(path) as wheel:
        names = wheel.namelist()
        dist_info = next(n.split("/")[0] for n in names if n.split("/")[0].endswith(".dist-info"))
        meta = Parser().parsestr(wheel.read(f"{dist_info}/METADATA").decode())
        depends = []
        for requirement in meta.get_all("Requires-Dist") or []:
            marker = requirement.split(";", 1)[1] if ";" in requirement else ""
            if "extra" in marker:
                continue  # only what the package always needs
            match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", requirement)
            if match:
                depends.append(norm(match[1]))
        if f"{dist_info}/top_level.txt" in names:
            imports = wheel.read(f"{dist_info}/top_level.txt").decode().split()
        else:
            rows = csv.reader(io.StringIO(wheel.read(f"{dist_info}/RECORD").decode()))
            modules = [row[0] for row in rows if row and row[0].endswith((".py", ".pyc"))]  # (lite_pyc.py)
            tops = {name.split("/")[0] for name in modules} - {"__pycache__"}
            imports = sorted(
                t.removesuffix(".pyc").removesuffix(".py")
                for t in tops
                if not t.endswith((".dist-info", ".data"))
            )
    return {
        "name": meta["Name"], "version": meta["Version"], "file_name": path.name, "install_dir": "site",
        "sha256": sha256(path), "package_type": "package", "imports": imports, "depends": depends,
        "unvendored_tests": False, "shared_library": False,
    }  # fmt: skip


def rewrite(folder: Path, extra: dict[str, list[str]] | None = None) -> dict[str, Any]:
    """Rewrite ``folder/pyodide-lock.json`` for the wheels in ``folder`` (``extra``: more
    dependencies by package); return its packages."""
    lock_path = folder / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    wheels = {path.name: path for path in folder.glob("*.whl")}
    packages: dict[str, Any] = {}
    known = set()
    for key, entry in lock["packages"].items():
        known.add(entry["file_name"])
        if entry["file_name"] in wheels:
            entry["sha256"] = sha256(wheels[entry["file_name"]])
            packages[key] = entry
    for name, path in sorted(wheels.items()):
        if name in known:
            continue
        entry = wheel_entry(path)
        for key in [k for k in packages if norm(k) == norm(entry["name"])]:
            del packages[key]  # our wheel replaces the lock's version
        packages[norm(entry["name"])] = entry
    for name, more in (extra or {}).items():
        entry = packages[norm(name)]
        entry["depends"] = sorted({*entry["depends"], *map(norm, more)})
    while True:  # drop entries whose dependencies are gone, until none is left
        present = {norm(key) for key in packages}
        broken = [k for k, e in packages.items() if any(norm(d) not in present for d in e.get("depends", []))]
        if not broken:
            break
        for key in broken:
            del packages[key]
    lock["packages"] = packages
    lock_path.write_text(json.dumps(lock, indent=1, sort_keys=True))
    return packages


def closure(lock_path: Path, roots: list[str]) -> list[str]:
    """``name==version`` of ``roots`` and everything they depend on, as the lock pins them."""
    packages = {norm(k): v for k, v in json.loads(lock_path.read_text())["packages"].items()}
    seen: set[str] = set()
    todo = [norm(root) for root in roots]
    while todo:
        name = norm(todo.pop())
        if name not in seen:
            seen.add(name)
            todo += packages[name]["depends"]
    return [f"{name}=={packages[name]['version']}" for name in sorted(seen)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path, help="the site's static/pyodide folder")
    parser.add_argument(
        "--closure", nargs="+", metavar="NAME", help="print the pinned requirements of these packages instead"
    )
    parser.add_argument(
        "--depends",
        action="append",
        default=[],
        metavar="NAME=DEP,DEP",
        help="more dependencies of a package (repeatable)",
    )
    args = parser.parse_args()
    if args.closure:
        print(" ".join(closure(args.folder / "pyodide-lock.json", args.closure)))
        return
    extra = {name: deps.split(",") for name, deps in (item.split("=", 1) for item in args.depends)}
    packages = rewrite(args.folder, extra)
    print(f"lite_lock: {len(packages)} packages in the lock:", " ".join(sorted(packages)))


if __name__ == "__main__":
    main()
