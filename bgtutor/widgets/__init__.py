"""The interactive widgets (ipywidgets, with an SVG front end, or ipympl): a board to play on, a
stepper for worked examples, exercises, and the practice game. They hold no rules: every answer
comes from the core. Each name is one class in every environment: :class:`BoardWidget` is the SVG
board; the ipympl board is :class:`bgtutor.widgets.board.MplBoardWidget`.

The names are imported on first use (PEP 562 ``__getattr__``), so ``bgtutor.widgets.svgboard``
imports where matplotlib does not exist (the browser edition, Pyodide), and importing the package
imports none of the widget libraries:

>>> import subprocess, sys
>>> code = "import sys, bgtutor.widgets; print(sorted({'ipywidgets', 'IPython', 'wave'} & set(sys.modules)))"
>>> subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout
'[]\\n'
>>> from bgtutor.widgets import explain_errors
>>> explain_errors.__module__
'bgtutor.widgets.cell_errors'

"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bgtutor.widgets.cell_errors import explain_errors
    from bgtutor.widgets.exercise import ExerciseWidget
    from bgtutor.widgets.practice import PracticeGame
    from bgtutor.widgets.stepper import ExampleStepper
    from bgtutor.widgets.svgboard import BoardWidget

__all__ = ["BoardWidget", "ExampleStepper", "ExerciseWidget", "PracticeGame", "explain_errors"]

_WHERE = {
    "BoardWidget": "bgtutor.widgets.svgboard",
    "explain_errors": "bgtutor.widgets.cell_errors",
    "ExampleStepper": "bgtutor.widgets.stepper",
    "ExerciseWidget": "bgtutor.widgets.exercise",
    "PracticeGame": "bgtutor.widgets.practice",
}


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(_WHERE[name]), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
