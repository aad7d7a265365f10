"""The browser edition's notebooks (tools/lite_notebooks.py): both editions, the sample class and
the pictures are copied, each notebook with Pyodide's kernel; its wheels (tools/lite_pyc.py) are
compiled, without front-end bundles. The site itself is built and opened by
tests/browser/test_lite.py."""

from __future__ import annotations

import base64
import csv
import hashlib
import importlib.util
import io
import json
import marshal
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _tool(name: str) -> ModuleType:
    """A module of tools/ (not a package), by its name."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_both_editions_and_the_sample_class_are_copied_with_the_pyodide_kernel(tmp_path: Path) -> None:
    copied = _tool("lite_notebooks").copy_lessons(tmp_path)
    for folder in ("notebooks", "notebooks/en"):
        lessons = sorted(path.name for path in (ROOT / folder).glob("*.ipynb"))
        assert [name.rsplit("/", 1)[1] for name in copied if name.rsplit("/", 1)[0] == folder] == lessons
    assert any(name.startswith("notebooks/Beispielklasse/") for name in copied)
    contents = json.loads((tmp_path / "notebooks" / "en" / "00-Contents.ipynb").read_text("utf-8"))
    assert contents["metadata"]["kernelspec"]["display_name"] == "Python (Pyodide)"


def _wheel(path: Path) -> Path:
    files = {
        "pkg/__init__.py": "VALUE = 1\n",
        "pkg/util.py": "def f():\n    return 2\n",
        "pkg/labextension/static/x.js": "console.log(1)",
        "pkg-1.0.data/data/share/jupyter/labextensions/pkg/package.json": "{}",
        "pkg-1.0.dist-info/METADATA": "Name: pkg\nVersion: 1.0\n",
        "pkg-1.0.dist-info/RECORD": "",
    }
    with zipfile.ZipFile(path, "w") as wheel:
        for name, text in files.items():
            wheel.writestr(name, text)
    return path


@pytest.mark.parametrize("keep_source", [False, True], ids=["sourceless", "with-source"])
def test_a_wheel_is_compiled_without_its_front_end_and_its_record_matches(
    tmp_path: Path, keep_source: bool
) -> None:
    """tools/lite_pyc.py's rewrite (run by Pyodide in Node at build time; the same Python here)."""
    rewrite: dict[str, object] = {}
    exec(_tool("lite_pyc").REWRITE, rewrite)  # the tool's own code
    target = tmp_path / "out.whl"
    compiled, dropped = rewrite["rewrite"](_wheel(tmp_path / "pkg-1.0-py3-none-any.whl"), target, keep_source)  # type: ignore[operator]
    assert (compiled, dropped) == (2, 2)
    with zipfile.ZipFile(target) as wheel:
        names = set(wheel.namelist())
        record = {
            row[0]: row for row in csv.reader(io.StringIO(wheel.read("pkg-1.0.dist-info/RECORD").decode()))
        }
        for name in names - {"pkg-1.0.dist-info/RECORD"}:
            digest = base64.urlsafe_b64encode(hashlib.sha256(wheel.read(name)).digest()).rstrip(b"=").decode()
            assert record[name][1:] == [f"sha256={digest}", str(len(wheel.read(name)))]
        pyc = wheel.read(importlib.util.cache_from_source("pkg/util.py") if keep_source else "pkg/util.pyc")
    assert not any("labextension" in name or ".data/" in name for name in names)
    assert ("pkg/util.py" in names) == keep_source and set(record) == names
    code = marshal.loads(pyc[16:])  # PEP 552 header: magic, flags (unchecked hash), hash
    namespace: dict[str, object] = {}
    exec(code, namespace)
    assert namespace["f"]() == 2  # type: ignore[operator]
    assert int.from_bytes(pyc[4:8], "little") == 0b01  # hash-based, not checked against a source
