"""Saved notebooks keep the static copy of each widget, not the live view that dies with the kernel.

A widget's output holds a live view (``application/vnd.jupyter.widget-view+json``, pointing to a
model that exists only while its kernel runs) and a static copy (``text/html``, ``text/plain``;
see :mod:`bgtutor.widgets.static`). Saved with the live view, a lesson opened the next day says
"Error displaying widget: model not found" wherever a board was. :func:`strip_live_views` removes
the live views from a notebook; the tutorial's Jupyter server calls it on every save
(:func:`pre_save_hook`), and ``tools/execute_notebooks.py`` on the lessons in the repository.
The page in the browser keeps its live widgets: only the file on disk changes.

Standard library only: the server loads this module.

>>> cell = {"cell_type": "code", "outputs": [{"output_type": "execute_result", "data": {
...     "application/vnd.jupyter.widget-view+json": {"model_id": "abc"},
...     "text/html": "<div>board</div>", "text/plain": "board"}}]}
>>> notebook = {"cells": [cell]}
>>> strip_live_views(notebook)
1
>>> sorted(cell["outputs"][0]["data"])
['text/html', 'text/plain']
"""

from __future__ import annotations

from typing import Any

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "widgets"


def strip_live_views(notebook: dict[str, Any]) -> int:
    """Remove every live widget view from ``notebook`` (in place) and any saved widget state; the
    output's other forms stay (an output that was nothing but a live view goes). Returns how many
    views were removed."""
    removed = 0
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") != "code":
            continue
        kept = []
        for output in cell.get("outputs", []):
            data = output.get("data")
            if isinstance(data, dict) and WIDGET_VIEW in data:
                del data[WIDGET_VIEW]
                removed += 1
                if not data:
                    continue
            kept.append(output)
        cell["outputs"] = kept
    metadata = notebook.get("metadata")
    if isinstance(metadata, dict):
        metadata.pop(WIDGET_STATE, None)
    return removed


def pre_save_hook(model: dict[str, Any], path: str = "", contents_manager: object = None, **_: Any) -> None:
    """A Jupyter server ``ContentsManager.pre_save_hook``: strip live views from saved notebooks."""
    if model.get("type") == "notebook" and isinstance(model.get("content"), dict):
        strip_live_views(model["content"])
