"""Run lesson notebooks and store their outputs as nbval's reference, as a learner first sees them.

Each notebook is executed in a fresh kernel (from the notebook's folder); the live widget views
are then removed (:func:`bgtutor.commands.notebook_outputs.strip_live_views`), so the stored outputs are
the widgets' static copies: a lesson opened before anything runs shows its boards as pictures.

    python tools/execute_notebooks.py                        # every notebook in notebooks/
    python tools/execute_notebooks.py notebooks/03-*.ipynb   # some
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

import nbformat
from nbclient import NotebookClient

from bgtutor.commands.notebook_outputs import strip_live_views

KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


def execute(path: Path) -> int:
    """Execute the notebook at ``path`` in place; returns how many live views were removed."""
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(
        notebook, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}
    )
    client.execute()
    removed = strip_live_views(notebook)
    # the name ipykernel's kernel spec has: JupyterLab marks a notebook changed on opening otherwise
    notebook.metadata["kernelspec"] = KERNELSPEC
    for cell in notebook.cells:
        cell.metadata.pop("execution", None)  # timestamps: a diff on every run, and no use
    nbformat.write(notebook, path)
    return removed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("notebooks", nargs="*", type=Path, help="default: every notebook in notebooks/")
    options = parser.parse_args()
    # As a learner first sees them: no saved progress or preferences of whoever runs this.
    os.environ["BGTUTOR_HOME"] = tempfile.mkdtemp(prefix="bgtutor-fresh-home-")
    for path in options.notebooks or sorted(NOTEBOOKS.glob("*.ipynb")):
        print(f"{path.name}: {execute(path)} widgets stored as pictures", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
