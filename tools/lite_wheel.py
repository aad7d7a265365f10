"""Build bgtutor's wheel for the browser edition (JupyterLite): ``python tools/lite_wheel.py OUT_DIR``.

The wheel is built from the checkout as it is (what ``pip install -e .`` gives locally), from a
staged copy, with one difference while it is needed: ``bgtutor/widgets/__init__.py`` imports the
matplotlib widgets eagerly, so in Pyodide (no matplotlib) ``import bgtutor.widgets.svgboard``
would fail in the package's ``__init__``. The staged copy gets the same names imported on first
use (PEP 562 ``__getattr__``). Once the package's own ``__init__`` is lazy, nothing is changed.
The checkout itself is never written to.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
INIT = Path("bgtutor") / "widgets" / "__init__.py"

LAZY = '''{docstring}
# Written by tools/lite_wheel.py for the browser edition (JupyterLite): the names of the checkout's
# __init__, each imported on first use, so that `bgtutor.widgets.svgboard` imports without matplotlib.
from __future__ import annotations

import importlib
from typing import Any

_WHERE = {where!r}
__all__ = {names!r}


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module {{__name__!r}} has no attribute {{name!r}}")
    value = getattr(importlib.import_module(_WHERE[name]), name)
    globals()[name] = value
    return value
'''


def lazy_init(source: str) -> str | None:
    """A lazy version of a package ``__init__`` that only imports names from its submodules and
    sets ``__all__``; ``None`` if it imports nothing eagerly (or does anything else)."""
    tree = ast.parse(source)
    where: dict[str, str] = {}
    names: list[str] = []
    docstring = ast.get_docstring(tree, clean=False)
    for node in tree.body:
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and node is tree.body[0]:
            continue
        if isinstance(node, ast.ImportFrom) and node.module == "__future__":
            continue
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("bgtutor.widgets."):
            where.update({alias.asname or alias.name: node.module for alias in node.names})
            continue
        if isinstance(node, ast.Assign) and [ast.unparse(t) for t in node.targets] == ["__all__"]:
            names = list(ast.literal_eval(node.value))
            continue
        return None  # something this rewrite does not understand: leave the file alone
    if not where:
        return None
    return LAZY.format(docstring=repr(docstring or ""), where=dict(sorted(where.items())),
                       names=names or sorted(where))


def build(out: Path) -> Path:
    """Build the wheel into ``out``; return its path."""
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="bgtutor-lite-wheel-") as tmp:
        stage = Path(tmp)
        for name in ("pyproject.toml", "README.md"):
            shutil.copy2(ROOT / name, stage / name)
        ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")
        shutil.copytree(ROOT / "bgtutor", stage / "bgtutor", ignore=ignore)
        lazy = lazy_init((stage / INIT).read_text())
        if lazy is not None:
            (stage / INIT).write_text(lazy)
            print(f"lite_wheel: {INIT} imports matplotlib widgets eagerly; the wheel gets a lazy one",
                  file=sys.stderr)
        for old in out.glob("bgtutor-*.whl"):
            old.unlink()
        subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
                        "-w", str(out), str(stage)], check=True)
    (wheel,) = out.glob("bgtutor-*.whl")
    return wheel


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__.split("\n\n")[0])
    print(build(Path(sys.argv[1])))
