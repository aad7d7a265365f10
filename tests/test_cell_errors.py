"""A mistake typed into a notebook cell is shown as one box in the lesson's language, not a traceback
(:mod:`bgtutor.widgets.cell_errors`), checked in a real kernel as JupyterLab runs it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bgtutor.rules.errors import InvalidIdError, InvalidRollError
from bgtutor.widgets.cell_errors import error_box_html, error_box_text, explain_errors

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"

CELLS = [
    "import bgtutor.widgets\nprint(get_ipython().custom_exceptions)",  # the import alone: no handler
    "from bgtutor.widgets import BoardWidget, explain_errors\nexplain_errors()",  # as the lessons start
    'BoardWidget("4HPwATDgc/AB", (6, 5))',  # a Position ID cut short
    'from bgtutor.widgets import explain_errors\nexplain_errors("en")',
    'BoardWidget("4HPwATDgc/ABMA", (6, 7))',  # a die that does not exist
    "1 / 0",  # not bgtutor's: Python's own traceback stays
    'get_ipython().set_custom_exc((ValueError,), lambda *args, **kwargs: print("mine"))\nexplain_errors()',
    'BoardWidget("x", (6, 5))',  # the author's own handler answers
]


RUN = """
import json, sys
import nbformat
from nbclient import NotebookClient
cells = json.load(sys.stdin)
notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(code) for code in cells])
NotebookClient(notebook, timeout=120, kernel_name="python3", allow_errors=True).execute()
json.dump([[dict(output) for output in cell.outputs] for cell in notebook.cells], sys.stdout)
"""
"""Runs the cells in a real kernel, from a process of its own: the kernel client's event-loop
thread and the kernel's exit (SIGCHLD) stay out of the test process, where the GNU Backgammon
bindings of tests/test_ids.py run later."""


@pytest.fixture(scope="module")
def outputs() -> list[list[dict[str, object]]]:
    done = subprocess.run(
        [sys.executable, "-c", RUN], input=json.dumps(CELLS), capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]
    result: list[list[dict[str, object]]] = json.loads(done.stdout)
    return result


def _shown(cell: list[dict[str, object]]) -> str:
    return json.dumps(cell, ensure_ascii=False)


def test_importing_the_widgets_in_a_kernel_registers_no_handler(
    outputs: list[list[dict[str, object]]],
) -> None:
    assert outputs[0] == [{"name": "stdout", "output_type": "stream", "text": "()\n"}]


def test_importing_the_widgets_in_a_fresh_interpreter_imports_no_ipython_and_registers_nothing() -> None:
    code = (
        "import sys; hook = sys.excepthook\n"
        "import bgtutor.widgets\n"
        "print([m for m in sys.modules if m.split('.')[0] in {'IPython', 'ipywidgets', 'ipykernel'}])\n"
        "print(sys.excepthook is hook)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.splitlines() == ["[]", "True"]


def test_a_mistyped_position_id_in_a_cell_is_one_german_box_without_a_traceback(
    outputs: list[list[dict[str, object]]],
) -> None:
    cell = outputs[2]
    assert [output["output_type"] for output in cell] == ["display_data"]
    data = cell[0]["data"]
    assert isinstance(data, dict)
    assert "Das geht so nicht" in data["text/html"] and "4HPwATDgc/AB" in data["text/html"]
    assert 'class="bg-cell-error"' in data["text/html"]
    assert data["text/plain"].startswith("Das geht so nicht: ")
    assert "Traceback" not in _shown(cell) and "site-packages" not in _shown(cell)


def test_the_english_lessons_switch_the_box_to_english(outputs: list[list[dict[str, object]]]) -> None:
    cell = outputs[4]
    assert [output["output_type"] for output in cell] == ["display_data"]
    plain = cell[0]["data"]["text/plain"]  # type: ignore[index]
    assert plain.startswith("That does not work: ") and "7" in plain


def test_other_errors_keep_their_traceback(outputs: list[list[dict[str, object]]]) -> None:
    cell = outputs[5]
    assert [output["output_type"] for output in cell] == ["error"]
    assert cell[0]["ename"] == "ZeroDivisionError"


def test_a_handler_the_author_set_up_stays(outputs: list[list[dict[str, object]]]) -> None:
    assert outputs[7] == [{"name": "stdout", "output_type": "stream", "text": "mine\n"}]


def test_the_box_says_the_errors_text_escaped_and_in_the_chosen_language() -> None:
    error = InvalidIdError("'<b>' is not a GNU Backgammon Position ID")
    assert "&lt;b&gt;" in error_box_html(error, "de") and "<b>'" not in error_box_html(error, "de")
    assert error_box_html(error, "en").count("That does not work") == 1
    assert error_box_text(InvalidRollError("7 is not a die"), "en") == "7 is not a die"


def test_outside_ipython_nothing_is_registered_and_a_wrong_language_is_refused() -> None:
    explain_errors("de")  # no IPython here: nothing to do, and no error
    with pytest.raises(ValueError, match="is not a supported language"):
        explain_errors("fr")


@pytest.mark.parametrize(
    "path",
    sorted(NOTEBOOKS.glob("*.ipynb")) + sorted((NOTEBOOKS / "en").glob("*.ipynb")),
    ids=lambda p: p.name,
)
def test_every_notebook_that_uses_bgtutor_turns_the_box_on_in_its_first_code_cell(path: Path) -> None:
    """Importing the widgets no longer does it, so the first code cell must, in the edition's language
    (the session's, set by the line before)."""
    code = [
        "".join(cell["source"])
        for cell in json.loads(path.read_text("utf-8"))["cells"]
        if cell["cell_type"] == "code"
    ]
    if not any("bgtutor" in source for source in code):
        return  # the glossary: no code
    lines = code[0].splitlines()
    language = 'use_language("en")' if path.parent.name == "en" else 'use_language("de")'
    assert "explain_errors()" in lines, f"{path.name}: the first code cell does not call explain_errors()"
    assert lines[lines.index("explain_errors()") - 1] == language, f"{path.name}: {language} comes first"
