"""Write the navigation cells of the lesson notebooks and the index's table of contents.

Each lesson gets a first and a last Markdown cell (tagged ``navigation``) linking to the
previous lesson, the contents, the glossary and the next lesson; the index's cell tagged ``contents`` lists
every lesson. Run after adding or renaming a lesson:

    python tools/navigation.py          # rewrite the cells
    python tools/navigation.py --check  # exit 1 if any notebook is out of date (used by a test)
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import nbformat

from bgtutor.lessons import LESSONS, Lesson

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
INDEX = "00-Inhalt.ipynb"
GLOSSARY = "08-Glossar.ipynb"
EXTRA = [
    ("07-Uebungspartie.ipynb", "Übungspartie: Spiele ganze Partien gegen den Computer oder zu zweit"),
    (GLOSSARY, "Glossar: die Begriffe der Lektionen und ihre anderen deutschen Namen"),
]
"""Notebooks after the lessons, listed in the contents when they exist."""


def navigation(lesson: Lesson) -> str:
    """The navigation line of ``lesson``: previous | contents | glossary | next."""
    index = LESSONS.index(lesson)
    parts = []
    if index > 0:
        before = LESSONS[index - 1]
        parts.append(f"[← Lektion {before.number}: {before.title.de}]({before.notebook})")
    parts.append(f"[Inhalt]({INDEX})")
    if (NOTEBOOKS / GLOSSARY).exists():
        parts.append(f"[Glossar]({GLOSSARY})")
    if index + 1 < len(LESSONS):
        after = LESSONS[index + 1]
        parts.append(f"[Lektion {after.number}: {after.title.de} →]({after.notebook})")
    return " | ".join(parts)


def contents() -> str:
    """The table of contents of the index notebook."""
    lines = ["## Die Lektionen", ""]
    lines += [f"{lesson.number}. [{lesson.title.de}]({lesson.notebook})" for lesson in LESSONS]
    extra = [(name, title) for name, title in EXTRA if (NOTEBOOKS / name).exists()]
    if extra:
        lines += ["", "## Danach", ""]
        lines += [f"- [{title}]({name})" for name, title in extra]
    return "\n".join(lines)


def _tagged(text: str, tag: str) -> nbformat.NotebookNode:
    return nbformat.v4.new_markdown_cell(text, metadata={"tags": [tag]})


def updated(path: Path) -> tuple[nbformat.NotebookNode, bool]:
    """The notebook at ``path`` with its generated cells rewritten, and whether that changed it."""
    notebook = nbformat.read(path, as_version=4)
    before = [(cell.cell_type, cell.source) for cell in notebook.cells]
    if path.name == INDEX:
        for cell in notebook.cells:
            if "contents" in cell.metadata.get("tags", []):
                cell.source = contents()
    else:
        lesson = next(lesson for lesson in LESSONS if lesson.notebook == path.name)
        cells = [cell for cell in notebook.cells if "navigation" not in cell.metadata.get("tags", [])]
        line = navigation(lesson)
        notebook.cells = [_tagged(line, "navigation"), *cells, _tagged(line, "navigation")]
    after = [(cell.cell_type, cell.source) for cell in notebook.cells]
    return notebook, before != after


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--check", action="store_true", help="only report notebooks that are out of date")
    options = parser.parse_args()
    stale = []
    for path in [NOTEBOOKS / INDEX, *(NOTEBOOKS / lesson.notebook for lesson in LESSONS)]:
        if not path.exists():
            stale.append(f"{path.name} is missing")
            continue
        notebook, changed = updated(path)
        if changed and options.check:
            stale.append(f"{path.name} has out-of-date navigation")
        elif changed:
            nbformat.write(notebook, path)
            print(f"updated {path.name}")
    for problem in stale:
        print(problem, file=sys.stderr)
    return 1 if stale and options.check else 0


if __name__ == "__main__":
    sys.exit(main())
