"""README's layout map stays true: one row per package of bgtutor, naming every module it holds."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "bgtutor"
ROW = re.compile(r"^  \| `([a-z_/]+)/` \| (.*) \|$", re.M)


def _map() -> dict[str, set[str]]:
    """Package (``tutor/exercises``) → the module names its row gives in backticks."""
    readme = (ROOT / "README.md").read_text("utf-8")
    return {
        package: {name for name in re.findall(r"`([a-z_0-9]+)`", row)} for package, row in ROW.findall(readme)
    }


def _packages() -> dict[str, set[str]]:
    found = {}
    for init in PACKAGE.rglob("__init__.py"):
        folder = init.parent
        if folder == PACKAGE:
            continue
        modules = {path.stem for path in folder.glob("*.py") if path.stem != "__init__"}
        found[folder.relative_to(PACKAGE).as_posix()] = modules
    return found


def test_every_package_has_one_row_in_the_layout_map() -> None:
    assert sorted(_map()) == sorted(_packages())


def test_each_row_names_every_module_of_its_package() -> None:
    rows = _map()
    for package, modules in _packages().items():
        assert modules <= rows[package], (package, sorted(modules - rows[package]))
