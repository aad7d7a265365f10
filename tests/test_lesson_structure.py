"""The lesson notebooks' shape: code collapsed, lessons short enough, one word for each thing,
and a glossary that every lesson links to and the contents list."""

from __future__ import annotations

import json
import re
import textwrap
from pathlib import Path

import pytest

from bgtutor.tutor.lessons import LESSONS
from bgtutor.tutor.lessons.common import Lesson

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
GLOSSARY = NOTEBOOKS / "08-Glossar.ipynb"
BOARDS = ("ExampleStepper", "ExerciseWidget", "LevelWidget", "BoardWidget", "PracticeGame")
SCREEN_LINES = 50
"""Lines of Markdown on one screen (about 1050 px of JupyterLab at 1400 × 1050); a board is half."""
LONGEST = {2: 20, 3: 20}
"""Screens the longest lessons may take."""


def cells(path: Path) -> list[dict[str, object]]:
    notebook: dict[str, list[dict[str, object]]] = json.loads(path.read_text(encoding="utf-8"))
    return notebook["cells"]


def source(cell: dict[str, object]) -> str:
    return "".join(cell["source"])  # type: ignore[arg-type]


def _printed(output: dict[str, object]) -> str:
    text = output.get("text") or output.get("data", {}).get("text/plain", "")  # type: ignore[attr-defined]
    return "".join(text)  # type: ignore[arg-type]


def screens(path: Path) -> float:
    """An estimate of the notebook's height in screens: 50 wrapped lines of text, or 2 boards."""
    total = 0.0
    for cell in cells(path):
        text = source(cell)
        if cell["cell_type"] == "markdown":
            pictures = len(re.findall(r"!\[[^\]]*\]\((?:\.\./)+images/", text))
            lines = sum(max(1, len(textwrap.wrap(line, 100))) for line in text.splitlines())
            total += lines / SCREEN_LINES + pictures / 2
        elif any(board in text for board in BOARDS):
            total += 1 / 2
        else:
            outputs = cell.get("outputs", [])
            printed = sum(
                _printed(output).count("\n") + 1
                for output in outputs  # type: ignore[attr-defined]
            )
            total += (1 + printed) / SCREEN_LINES
    return total


def by_slug(lesson: Lesson) -> str:
    return lesson.slug


@pytest.mark.parametrize("lesson", LESSONS, ids=by_slug)
def test_code_is_collapsed_for_the_learner(lesson: Lesson) -> None:
    code = [cell for cell in cells(NOTEBOOKS / lesson.notebook) if cell["cell_type"] == "code"]
    assert all(cell["metadata"].get("jupyter", {}).get("source_hidden") for cell in code)  # type: ignore[attr-defined]


@pytest.mark.parametrize("lesson", LESSONS, ids=by_slug)
def test_lessons_are_short_enough(lesson: Lesson) -> None:
    assert screens(NOTEBOOKS / lesson.notebook) <= LONGEST.get(lesson.number, 24)


@pytest.mark.parametrize("lesson", LESSONS, ids=by_slug)
def test_one_word_for_each_thing(lesson: Lesson) -> None:
    markdown = [cell for cell in cells(NOTEBOOKS / lesson.notebook) if cell["cell_type"] == "markdown"]
    text = "\n".join(source(cell) for cell in markdown)
    assert "Pipzahl" not in text and "Dopplerwürfel" not in text


def test_the_glossary_has_the_terms_and_their_other_names() -> None:
    text = "\n".join(source(cell) for cell in cells(GLOSSARY))
    terms = ("Anker", "Blockade", "Pip-Count", "Verdopplungswürfel", "Blot", "Bar", "Heimfeld", "Abtragen")
    for term in terms:
        assert f"**{term}**" in text, term
    for other in ("Zunge", "Feld", "Auswürfeln", "Hinauswürfeln", "Ausspielen", "Haus", "Mittelleiste"):
        assert other in text, other


def test_every_lesson_links_to_the_glossary_and_the_contents_list_it() -> None:
    assert "](08-Glossar.ipynb)" in (NOTEBOOKS / "00-Inhalt.ipynb").read_text(encoding="utf-8")
    for lesson in LESSONS:
        assert "](08-Glossar.ipynb)" in (NOTEBOOKS / lesson.notebook).read_text(encoding="utf-8"), lesson.slug


EDITIONS = sorted(NOTEBOOKS.glob("*.ipynb")) + sorted((NOTEBOOKS / "en").glob("*.ipynb"))


def test_both_editions_are_found() -> None:
    names = {path.relative_to(NOTEBOOKS).as_posix() for path in EDITIONS}
    assert {"01-Das-Brett.ipynb", "en/01-The-Board.ipynb", "en/05-End-of-the-Game-and-Scoring.ipynb"} <= names
    assert len(EDITIONS) >= 2 * len(LESSONS)


@pytest.mark.parametrize("path", EDITIONS, ids=lambda path: path.relative_to(NOTEBOOKS).as_posix())
def test_no_notebook_has_an_empty_cell(path: Path) -> None:
    """An empty cell shows as a grey box with nothing in it (issue 20: lessons 1 and 5)."""
    empty = [cell.get("id", index) for index, cell in enumerate(cells(path)) if not source(cell).strip()]
    assert empty == [], f"empty cells {empty} in {path.name}"


@pytest.mark.parametrize("path", EDITIONS, ids=lambda path: path.relative_to(NOTEBOOKS).as_posix())
def test_printed_lines_fit_the_output_area_so_no_word_is_broken(path: Path) -> None:
    """JupyterLab breaks an output line that is too long wherever the width ends, inside words
    ("Wei|ß"); the lessons print with ``say``, whose lines fit a 1024 px window's output area."""
    from bgtutor.tutor.teach import LINE

    code = [cell for cell in cells(path) if cell["cell_type"] == "code"]
    assert not any(re.search(r"(?m)^\s*print\(", source(cell)) for cell in code), "print, not say"
    long = [
        line
        for cell in code
        for output in cell.get("outputs", [])  # type: ignore[attr-defined]
        if output.get("output_type") == "stream"
        for line in _printed(output).splitlines()
        if len(line) > LINE
    ]
    assert long == [], f"{path.name}: {len(long)} printed lines longer than {LINE} characters"


@pytest.mark.parametrize("lesson", LESSONS, ids=by_slug)
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_last_cell_leads_back_to_the_lessons_title(lesson: Lesson, lang: str) -> None:
    """Run All leaves the learner at the lesson's end: its last cell links to the title."""
    path = NOTEBOOKS / ("" if lang == "de" else "en") / lesson.notebook_in(lang)
    title = next(
        line[2:].strip()
        for cell in cells(path)
        if cell["cell_type"] == "markdown"
        for line in source(cell).splitlines()
        if line.startswith("# ")
    )
    assert f"(#{title.replace(' ', '-')})" in source(cells(path)[-1])
