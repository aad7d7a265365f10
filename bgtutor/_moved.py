"""Lessons copied before the package took its layers keep running: the modules their code cells
imported answer under their old names (``bgtutor.teach`` is :mod:`bgtutor.tutor.teach`).

A learner's copy of a lesson is never overwritten (see :mod:`bgtutor.commands.tutorial`), so a
copy made before the move still says ``from bgtutor.teach import verdict``. Only the modules the
lessons imported are here; the package itself and the tests use the new names
(``tests/test_layers.py`` checks that).

>>> import importlib
>>> importlib.import_module("bgtutor.teach").verdict is importlib.import_module("bgtutor.tutor.teach").verdict
True
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
import types
from typing import Any

MOVED = {
    "bgtutor.cube": "bgtutor.rules.cube",
    "bgtutor.cube_exercises": "bgtutor.tutor.cube_exercises",
    "bgtutor.describe": "bgtutor.board.describe",
    "bgtutor.lessons": "bgtutor.tutor.lessons",
    "bgtutor.progress": "bgtutor.tutor.progress_report",  # the lessons took the overviews from it
    "bgtutor.teach": "bgtutor.tutor.teach",
    "bgtutor.widgets.frames": "bgtutor.tutor.frames",
}
"""Old name → new name, for every module a lesson's code cell imported before the move."""


def new_name(old: str) -> str | None:
    """The module's name now (``bgtutor.lessons.lesson3`` → ``bgtutor.tutor.lessons.lesson3``)."""
    for before, after in MOVED.items():
        if old == before or old.startswith(before + "."):
            return after + old[len(before) :]
    return None


class _Alias(importlib.abc.Loader):
    def __init__(self, target: str) -> None:
        self.target = target

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> types.ModuleType:
        return types.ModuleType(spec.name)

    def exec_module(self, module: types.ModuleType) -> None:
        real = importlib.import_module(self.target)
        module.__dict__.update({k: v for k, v in real.__dict__.items() if not k.startswith("__")})
        module.__doc__ = f"Moved to {self.target}."
        if hasattr(real, "__path__"):
            module.__path__ = []  # a package: its submodules are found by name, through MOVED


class _MovedFinder(importlib.abc.MetaPathFinder):
    def find_spec(
        self, fullname: str, path: Any = None, target: Any = None
    ) -> importlib.machinery.ModuleSpec | None:
        moved = new_name(fullname)
        if moved is None:
            return None
        return importlib.machinery.ModuleSpec(fullname, _Alias(moved), is_package=fullname in MOVED)


def install() -> None:
    """Let the old names import (once per interpreter)."""
    if not any(isinstance(finder, _MovedFinder) for finder in sys.meta_path):
        sys.meta_path.append(_MovedFinder())
