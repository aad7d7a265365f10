"""Write the navigation cells of the lesson notebooks and the index's table of contents.

Each lesson gets a first and a last Markdown cell (tagged ``navigation``) linking to the
previous lesson, the contents, the glossary and the next lesson, the last one also back to the
lesson's title ("Alle Zellen ausführen" leaves the learner at the end); the index's cell
tagged ``contents`` lists every lesson. Run after adding or renaming a lesson:

    python tools/navigation.py          # rewrite the cells
    python tools/navigation.py --check  # exit 1 if any notebook is out of date (used by a test)

Both editions: the German one in ``notebooks/``, the English one in ``notebooks/en/`` (:data:`EDITIONS`);
each links only its own notebooks.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

import nbformat

from bgtutor.tutor.lessons import LESSONS
from bgtutor.tutor.lessons.common import Lesson

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
INDEX = "00-Inhalt.ipynb"
GLOSSARY = "08-Glossar.ipynb"
EXTRA = [
    (
        "06b-Verdopplungswuerfel.ipynb",
        "Der Verdopplungswürfel: doppeln, annehmen oder aufgeben, Crawford-Regel und Matchstand",
    ),
    ("07-Uebungspartie.ipynb", "Übungspartie: Spiele ganze Partien gegen den Computer oder zu zweit"),
    ("09-Training.ipynb", "Training: Übe jede Regel mit immer neuen Stellungen und sammle Sterne"),
    (
        "11-Abschlusspruefung.ipynb",
        "Abschlussprüfung: Prüfe dich zu allen Regeln und erfahre, was du wiederholen solltest",
    ),
    (GLOSSARY, "Glossar: die Begriffe der Lektionen und ihre anderen deutschen Namen"),
]
"""Notebooks after the lessons, listed in the contents when they exist."""
EXTRA_EN = [
    (
        "06b-Doubling-Cube.ipynb",
        "The doubling cube: double, take or pass, the Crawford rule and the match score",
    ),
    ("07-Practice-Game.ipynb", "Practice game: play whole games against the computer or with a friend"),
    ("09-Training.ipynb", "Training: practise every rule with ever new positions and collect stars"),
    ("11-Final-Check.ipynb", "Final check: test yourself on every rule and learn what to review"),
    ("08-Glossary.ipynb", "Glossary: the terms of the lessons and the other names you may meet"),
]
"""The English edition's notebooks after the lessons."""


@dataclass(frozen=True)
class Edition:
    """One language's notebooks: their folder, fixed files and the words of the navigation."""

    lang: str
    folder: Path
    index: str
    glossary: str
    extra: list[tuple[str, str]]
    words: dict[str, str]


EDITIONS = {
    "de": Edition(
        "de",
        NOTEBOOKS,
        INDEX,
        GLOSSARY,
        EXTRA,
        {
            "lesson": "Lektion",
            "contents": "Inhalt",
            "glossary": "Glossar",
            "lessons": "Die Lektionen",
            "after": "Danach",
            "top": "↑ Zum Anfang der Lektion",
        },
    ),
    "en": Edition(
        "en",
        NOTEBOOKS / "en",
        "00-Contents.ipynb",
        "08-Glossary.ipynb",
        EXTRA_EN,
        {
            "lesson": "Lesson",
            "contents": "Contents",
            "glossary": "Glossary",
            "lessons": "The lessons",
            "after": "Afterwards",
            "top": "↑ Back to the top of the lesson",
        },
    ),
}
"""The editions, by language."""


def navigation(lesson: Lesson, lang: str = "de") -> str:
    """The navigation line of ``lesson``: previous | contents | glossary | next."""
    edition, word = EDITIONS[lang], EDITIONS[lang].words
    index = LESSONS.index(lesson)
    parts = []
    if index > 0:
        before = LESSONS[index - 1]
        title = before.title.text(lang)
        parts.append(f"[← {word['lesson']} {before.number}: {title}]({before.notebook_in(lang)})")
    parts.append(f"[{word['contents']}]({edition.index})")
    if (edition.folder / edition.glossary).exists():
        parts.append(f"[{word['glossary']}]({edition.glossary})")
    if index + 1 < len(LESSONS):
        after = LESSONS[index + 1]
        title = after.title.text(lang)
        parts.append(f"[{word['lesson']} {after.number}: {title} →]({after.notebook_in(lang)})")
    return " | ".join(parts)


def anchor(heading: str) -> str:
    """The link to a heading of the same notebook, as JupyterLab and Voilà name it.

    >>> anchor("Lektion 3: Schlagen und Einsetzen")
    '#Lektion-3:-Schlagen-und-Einsetzen'
    """
    return "#" + heading.strip().replace(" ", "-")


def title(notebook: nbformat.NotebookNode) -> str | None:
    """The notebook's first level-1 heading."""
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return None


def contents(lang: str = "de") -> str:
    """The table of contents of the index notebook."""
    edition, word = EDITIONS[lang], EDITIONS[lang].words
    lines = [f"## {word['lessons']}", ""]
    lines += [
        f"{lesson.number}. [{lesson.title.text(lang)}]({lesson.notebook_in(lang)})" for lesson in LESSONS
    ]
    extra = [(name, title) for name, title in edition.extra if (edition.folder / name).exists()]
    if extra:
        lines += ["", f"## {word['after']}", ""]
        lines += [f"- [{title}]({name})" for name, title in extra]
    return "\n".join(lines)


def _tagged(text: str, tag: str) -> nbformat.NotebookNode:
    return nbformat.v4.new_markdown_cell(text, metadata={"tags": [tag]})


def updated(path: Path, lang: str = "de") -> tuple[nbformat.NotebookNode, bool]:
    """The notebook at ``path`` with its generated cells rewritten, and whether that changed it."""
    notebook = nbformat.read(path, as_version=4)
    before = [(cell.cell_type, cell.source) for cell in notebook.cells]
    if path.name == EDITIONS[lang].index:
        for cell in notebook.cells:
            if "contents" in cell.metadata.get("tags", []):
                cell.source = contents(lang)
    else:
        lesson = next(lesson for lesson in LESSONS if lesson.notebook_in(lang) == path.name)
        cells = [cell for cell in notebook.cells if "navigation" not in cell.metadata.get("tags", [])]
        line = navigation(lesson, lang)
        heading = title(notebook)
        last = line if heading is None else f"{line} | [{EDITIONS[lang].words['top']}]({anchor(heading)})"
        notebook.cells = [_tagged(line, "navigation"), *cells, _tagged(last, "navigation")]
    after = [(cell.cell_type, cell.source) for cell in notebook.cells]
    return notebook, before != after


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--check", action="store_true", help="only report notebooks that are out of date")
    options = parser.parse_args()
    stale = []
    for lang, edition in EDITIONS.items():
        names = [edition.index, *(lesson.notebook_in(lang) for lesson in LESSONS)]
        for path in (edition.folder / name for name in names):
            shown = path.relative_to(NOTEBOOKS).as_posix()
            if not path.exists():
                stale.append(f"{shown} is missing")
                continue
            notebook, changed = updated(path, lang)
            if changed and options.check:
                stale.append(f"{shown} has out-of-date navigation")
            elif changed:
                nbformat.write(notebook, path)
                print(f"updated {shown}")
    for problem in stale:
        print(problem, file=sys.stderr)
    return 1 if stale and options.check else 0


if __name__ == "__main__":
    sys.exit(main())
