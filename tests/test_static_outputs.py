"""A lesson looks right before anything runs: every widget's output carries a static copy (its texts
and its board as a picture), and the stored notebooks hold only that copy, never a live view whose
model would be missing ("Error displaying widget: model not found")."""

from __future__ import annotations

import base64
import json
import re
import sys
from pathlib import Path

import ipywidgets as widgets
import pytest

from bgtutor.commands.notebook_outputs import WIDGET_VIEW, pre_save_hook, strip_live_views
from bgtutor.tutor.exercises.engine import task_text
from bgtutor.tutor.lessons import EXAMPLES, EXERCISES
from bgtutor.widgets import BoardWidget, ExampleStepper, ExerciseWidget, PracticeGame
from bgtutor.widgets.static import STATIC_CLASS, static_html, static_text

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
PICTURE = re.compile(r'<img src="data:image/(?:png|svg\+xml);base64,([A-Za-z0-9+/=]+)" alt="([^"]+)"')
WIDGET_CALL = re.compile(r"\b(ExerciseWidget|ExampleStepper|BoardWidget|PracticeGame)\b[.(]")


def _pictures(html: str) -> list[bytes]:
    return [base64.b64decode(data) for data, _ in PICTURE.findall(html)]


@pytest.mark.parametrize(
    "make",
    [
        lambda: BoardWidget("4HPwATDgc/ABMA", (6, 5)),
        lambda: ExampleStepper.for_example(EXAMPLES["hit-and-run"]),
        lambda: ExerciseWidget("hit-the-blot"),
        lambda: ExerciseWidget("start-pip-count"),
        lambda: PracticeGame(),
    ],
    ids=["board", "stepper", "play-exercise", "number-exercise", "practice-game"],
)
def test_every_widget_output_carries_a_static_copy(make, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("BGTUTOR_HOME", str(tmp_path))
    widget = make()
    bundle = widget._repr_mimebundle_()
    assert WIDGET_VIEW in bundle  # the live view, while the kernel runs
    html = bundle["text/html"]
    assert html.startswith(f'<div class="{STATIC_CLASS}">')
    pictures = _pictures(html)
    assert pictures and all(picture.startswith((b"\x89PNG\r\n\x1a\n", b"<svg")) for picture in pictures)
    assert "Dies ist nur ein Bild" in html  # a picture says that it is one (the lesson must run)
    assert bundle["text/plain"] == static_text(widget) and bundle["text/plain"].strip()


def test_an_exercises_static_copy_states_its_task() -> None:
    for key in ("hit-the-blot", "start-pip-count"):
        widget = ExerciseWidget(key)
        task = task_text(EXERCISES[key], "de")
        assert task in static_text(widget)
        assert task.split(".")[0] in static_html(widget)


def test_controls_are_left_out_and_hidden_parts_too() -> None:
    hidden = widgets.HTML("secret")
    hidden.layout.display = "none"
    box = widgets.VBox([widgets.HTML("<b>shown</b>"), widgets.Button(description="Prüfen"), hidden])
    assert static_text(box) == "shown"
    assert "Prüfen" not in static_html(box) and "secret" not in static_html(box)


def test_saving_keeps_the_static_copy_and_drops_the_live_view() -> None:
    bundle = ExerciseWidget("hit-the-blot")._repr_mimebundle_()
    notebook = {
        "metadata": {"widgets": {"state": {}}},
        "cells": [
            {"cell_type": "markdown", "source": "x"},
            {"cell_type": "code", "outputs": [{"output_type": "execute_result", "data": dict(bundle)}]},
            {"cell_type": "code", "outputs": [{"output_type": "display_data", "data": {WIDGET_VIEW: {}}}]},
        ],
    }
    model = {"type": "notebook", "content": notebook}
    pre_save_hook(model, "03.ipynb", None)
    assert "widgets" not in notebook["metadata"]
    data = notebook["cells"][1]["outputs"][0]["data"]
    assert set(data) == {"text/html", "text/plain"}
    assert notebook["cells"][2]["outputs"] == []  # nothing but a live view: gone
    assert strip_live_views(notebook) == 0
    other = {"type": "file", "content": "text"}
    pre_save_hook(other, "notes.txt", None)
    assert other == {"type": "file", "content": "text"}


KERNEL_NAME = json.loads(
    (Path(sys.prefix) / "share" / "jupyter" / "kernels" / "python3" / "kernel.json").read_text()
)["display_name"]
"""What the kernel the tutorial starts calls itself (``Python 3 (ipykernel)``)."""

NOTEBOOK_PATHS = sorted(p for p in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


@pytest.mark.parametrize(
    "path", NOTEBOOK_PATHS, ids=[path.relative_to(NOTEBOOKS).as_posix() for path in NOTEBOOK_PATHS]
)
def test_stored_notebooks_show_every_board_before_anything_runs(path: Path) -> None:
    notebook = json.loads(path.read_text(encoding="utf-8"))
    assert notebook["metadata"]["kernelspec"]["name"] == "python3"  # no kernel-selection dialog
    # ipykernel's own name for it: JupyterLab would otherwise rename it and mark the lesson changed
    assert notebook["metadata"]["kernelspec"]["display_name"] == KERNEL_NAME
    assert "widgets" not in notebook["metadata"]
    for index, cell in enumerate(notebook["cells"]):
        if cell["cell_type"] != "code":
            continue
        outputs = cell.get("outputs", [])
        assert all(WIDGET_VIEW not in output.get("data", {}) for output in outputs), f"cell {index}"
        source = "".join(cell["source"])
        last_line = source.strip().splitlines()[-1] if source.strip() else ""
        if WIDGET_CALL.search(last_line) and "=" not in last_line.split("(")[0]:
            htmls = ["".join(output["data"].get("text/html", "")) for output in outputs if "data" in output]
            assert any(STATIC_CLASS in html and _pictures(html) for html in htmls), (
                f"{path.name}, cell {index} shows a widget but has no stored picture of it: "
                "run python tools/execute_notebooks.py"
            )
