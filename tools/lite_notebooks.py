"""Put the lessons into the browser edition's files, in the project's layout, as its kernel names them.

    python tools/lite_notebooks.py build/lite-src/files

copies ``notebooks/*.ipynb`` (German), ``notebooks/en/*.ipynb`` (English), the class overview's
sample class ``notebooks/Beispielklasse/`` and ``images/`` into the folder, so each lesson's links
(``../images/…``, ``../../images/…``) find their pictures there as in the project.

Each notebook is given the kernel JupyterLite runs (Pyodide's ``python``) and the ``language_info``
that kernel reports: JupyterLab writes both into a notebook as it opens it, so a lesson naming
ipykernel's ``python3`` would open marked as changed and ask to be saved on closing.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bgtutor.commands.tutorial import SAMPLE_CLASS, copy_notebook, edition  # noqa: E402  (standard library only)
from bgtutor.rules.i18n import LANGUAGES  # noqa: E402

KERNELSPEC = {"display_name": "Python (Pyodide)", "language": "python", "name": "python"}
"""The kernel of jupyterlite-pyodide-kernel, as its kernelspec says."""
LANGUAGE_INFO = {
    "codemirror_mode": {"name": "python", "version": 3},
    "file_extension": ".py",
    "mimetype": "text/x-python",
    "name": "python",
    "nbconvert_exporter": "python",
    "pygments_lexer": "ipython3",
    "version": "3.8",
}
"""What jupyterlite-pyodide-kernel 0.8.6 reports in its kernel info (fixed, whatever Python Pyodide runs)."""


def copy_lessons(files: Path) -> list[str]:
    """Copy the editions, the sample class and the pictures into ``files``; returns what was copied."""
    copied = []
    for folder in (edition(lang).lessons for lang in LANGUAGES):  # notebooks/, notebooks/en/
        for notebook in sorted((ROOT / folder).glob("*.ipynb")):
            destination = files / folder / notebook.name
            destination.parent.mkdir(parents=True, exist_ok=True)
            copy_notebook(notebook, destination, KERNELSPEC, LANGUAGE_INFO)
            copied.append(f"{folder}/{notebook.name}")
    for path in sorted((ROOT / SAMPLE_CLASS).glob("*.json")):
        destination = files / SAMPLE_CLASS / path.name
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, destination)
        copied.append(f"{SAMPLE_CLASS}/{path.name}")
    shutil.copytree(ROOT / "images", files / "images", dirs_exist_ok=True)
    copied.append("images/")
    return copied


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    print(f"{len(copy_lessons(Path(sys.argv[1])))} files and folders copied", file=sys.stderr)
