"""The browser edition's notebooks (tools/lite_notebooks.py): both editions, the sample class and
the pictures are copied, each notebook with Pyodide's kernel. The site itself is built and opened
by tests/browser/test_lite.py."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("lite_notebooks", ROOT / "tools" / "lite_notebooks.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_both_editions_and_the_sample_class_are_copied_with_the_pyodide_kernel(tmp_path: Path) -> None:
    copied = _tool().copy_lessons(tmp_path)
    for folder in ("notebooks", "notebooks/en"):
        lessons = sorted(path.name for path in (ROOT / folder).glob("*.ipynb"))
        assert [name.rsplit("/", 1)[1] for name in copied if name.rsplit("/", 1)[0] == folder] == lessons
    assert any(name.startswith("notebooks/Beispielklasse/") for name in copied)
    contents = json.loads((tmp_path / "notebooks" / "en" / "00-Contents.ipynb").read_text("utf-8"))
    assert contents["metadata"]["kernelspec"]["display_name"] == "Python (Pyodide)"
