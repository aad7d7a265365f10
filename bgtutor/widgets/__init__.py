"""The interactive widgets (ipywidgets, with ipympl or an SVG front end): a board to play on, a
stepper for worked examples, exercises, and the practice game. They hold no rules: every answer
comes from the core.

The names are imported on first use (PEP 562 ``__getattr__``), so ``bgtutor.widgets.svgboard``
imports where matplotlib does not exist (the browser edition, Pyodide).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bgtutor.widgets.board import BoardWidget
    from bgtutor.widgets.exercise import ExerciseWidget
    from bgtutor.widgets.practice import PracticeGame
    from bgtutor.widgets.stepper import ExampleStepper

from bgtutor.widgets.cell_errors import explain_errors

__all__ = ["BoardWidget", "ExampleStepper", "ExerciseWidget", "PracticeGame", "explain_errors"]

_WHERE = {
    "BoardWidget": "bgtutor.widgets.board",
    "ExampleStepper": "bgtutor.widgets.stepper",
    "ExerciseWidget": "bgtutor.widgets.exercise",
    "PracticeGame": "bgtutor.widgets.practice",
}


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    if name == "BoardWidget":  # the board of the backend in use: SVG where matplotlib is missing
        from bgtutor.widgets.backend import backend

        if backend() == "svg":
            from bgtutor.widgets.svgboard import SvgBoardWidget

            return SvgBoardWidget
    value = getattr(importlib.import_module(_WHERE[name]), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
