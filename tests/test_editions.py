"""The English edition (``notebooks/en/``) beside the German one (``notebooks/``): every notebook in
both languages, with the same cells in the same order and the same code up to its language.

A notebook's code may differ between the editions only in ``lang="en"`` arguments, in the texts of
string literals (captions, the ``"de"``/``"en"`` keys) and in the few variable names listed in
:data:`RENAMED`; everything else (which examples, which exercises, in which order) is the same.
"""

from __future__ import annotations

import ast
import io
import json
import re
import tokenize
from pathlib import Path

import pytest

from bgtutor.tutor.lessons import LESSONS
from bgtutor.tutor.picture_links import picture_links

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
ENGLISH = NOTEBOOKS / "en"
PAIRS = [
    ("00-Inhalt.ipynb", "00-Contents.ipynb"),
    *((lesson.notebook, lesson.notebook_in("en")) for lesson in LESSONS),
    ("06b-Verdopplungswuerfel.ipynb", "06b-Doubling-Cube.ipynb"),
    ("07-Uebungspartie.ipynb", "07-Practice-Game.ipynb"),
    ("08-Glossar.ipynb", "08-Glossary.ipynb"),
    ("09-Training.ipynb", "09-Training.ipynb"),
    ("10-Klassenuebersicht.ipynb", "10-Class-Overview.ipynb"),
]
"""Each German notebook and its English counterpart."""
RENAMED = {
    "beispiel": "example",
    "bildtexte": "captions",
    "bildtext": "caption",
    "eroeffnung": "opening",
    "nachher": "after",
    "angebot": "offer",
    "partie1": "game1",
    "partie2": "game2",
    "ORDNER": "FOLDER",
}
"""German variable names in the German notebooks' code and their English names."""
SPEAKING = {
    "verdict",
    "describe",
    "plays_text",
    "opening_text",
    "entry_table",
    "shots_text",
    "pips_text",
    "result_text",
    "diagramm",
    "caption",
    "text",
    "ExerciseWidget",
    "ExampleStepper",
    "for_example",
    "BoardWidget",
    "PracticeGame",
    "learner_overview",
    "cube_text",
    "double_text",
    "CubeExerciseWidget",
    "class_overview",
    "TrainingWidget",
    "explain_errors",
}
"""Helpers whose output has words: in the English edition each call says ``lang="en"``."""


def cells(path: Path) -> list[dict[str, object]]:
    notebook: dict[str, list[dict[str, object]]] = json.loads(path.read_text(encoding="utf-8"))
    return notebook["cells"]


def source(cell: dict[str, object]) -> str:
    return "".join(cell["source"])  # type: ignore[arg-type]


def code_shape(code: str) -> list[str]:
    """The code's tokens with string literals blanked, German names renamed and ``lang=…`` dropped."""
    tokens = [
        (token.type, token.string)
        for token in tokenize.generate_tokens(io.StringIO(code).readline)
        if token.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT, tokenize.ENDMARKER)
    ]
    shape: list[str] = []
    index = 0
    while index < len(tokens):
        kind, text = tokens[index]
        if text == "lang" and index + 2 < len(tokens) and tokens[index + 1][1] == "=":
            if shape and shape[-1] == ",":
                shape.pop()
            index += 3
            continue
        shape.append("'…'" if kind == tokenize.STRING else RENAMED.get(text, text))
        index += 1
    return shape


def by_name(pair: tuple[str, str]) -> str:
    return pair[1]


@pytest.mark.parametrize("pair", PAIRS, ids=by_name)
def test_every_notebook_has_its_english_edition_with_the_same_cells(pair: tuple[str, str]) -> None:
    german, english = pair
    assert (ENGLISH / english).exists(), f"notebooks/en/{english} (the English {german}) is missing"
    kinds_de = [cell["cell_type"] for cell in cells(NOTEBOOKS / german)]
    kinds_en = [cell["cell_type"] for cell in cells(ENGLISH / english)]
    assert kinds_en == kinds_de, "the editions differ in the number or kinds of their cells"


@pytest.mark.parametrize("pair", PAIRS, ids=by_name)
def test_the_english_code_is_the_german_code_up_to_its_language(pair: tuple[str, str]) -> None:
    german, english = pair
    code_de = [source(c) for c in cells(NOTEBOOKS / german) if c["cell_type"] == "code"]
    code_en = [source(c) for c in cells(ENGLISH / english) if c["cell_type"] == "code"]
    assert len(code_en) == len(code_de)
    for number, (de, en) in enumerate(zip(code_de, code_en, strict=True), 1):
        assert code_shape(en) == code_shape(de), f"code cell {number} of {english} differs from {german}"


@pytest.mark.parametrize("pair", PAIRS, ids=by_name)
def test_the_english_edition_speaks_english(pair: tuple[str, str]) -> None:
    english = ENGLISH / pair[1]
    for cell in cells(english):
        if cell["cell_type"] != "code":
            continue
        assert cell["metadata"].get("jupyter", {}).get("source_hidden"), "code is collapsed"  # type: ignore[attr-defined]
        for node in ast.walk(ast.parse(source(cell))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name in SPEAKING:
                languages = [k.value for k in node.keywords if k.arg == "lang"]
                assert [getattr(k, "value", None) for k in languages] == ["en"], ast.unparse(node)
    notebook = json.loads(english.read_text(encoding="utf-8"))
    assert notebook["metadata"]["kernelspec"]["name"] == "python3"


@pytest.mark.parametrize("pair", PAIRS, ids=by_name)
def test_the_english_edition_links_only_english_notebooks(pair: tuple[str, str]) -> None:
    english_names = {name for _, name in PAIRS}
    text = "\n".join(source(c) for c in cells(ENGLISH / pair[1]) if c["cell_type"] == "markdown")
    for target in re.findall(r"\]\(([^)#]+\.ipynb)", text):
        assert target in english_names, f"{pair[1]} links {target}"
    for link in picture_links(text):  # the pictures are shared: images/ beside notebooks/
        assert link.startswith("../../images/"), f"{pair[1]} shows {link}"


def test_every_lesson_title_is_in_both_languages() -> None:
    for lesson in LESSONS:
        assert lesson.title.de.strip() and lesson.title.en.strip(), lesson.slug
        assert lesson.title.de != lesson.title.en, lesson.slug


def test_the_english_glossary_has_the_standard_terms() -> None:
    text = "\n".join(source(c) for c in cells(ENGLISH / "08-Glossary.ipynb"))
    for term in (
        "Point",
        "Blot",
        "Bar",
        "Enter",
        "Dance",
        "Closed board",
        "Bear off",
        "Pip count",
        "Single game",
        "Gammon",
        "Backgammon",
        "Home board",
        "Outer board",
        "Prime",
        "Anchor",
        "Doubling cube",
    ):
        assert f"**{term}**" in text, term
    for other in ("fan", "closed out", "inner board", "outfield"):
        assert other in text, other


def test_every_text_in_the_source_is_written_in_both_languages() -> None:
    """Each ``Text(de, en)`` in the package has a German and an English text, and they differ
    (a copied German text is a missing translation)."""
    package = Path(__file__).resolve().parent.parent / "bgtutor"
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or getattr(node.func, "id", None) != "Text":
                continue
            given = [*node.args, *(k.value for k in node.keywords if k.arg in ("de", "en"))]
            where = f"{path.relative_to(package)}:{node.lineno}"
            assert len(given) == 2, where
            texts = [arg.value for arg in given if isinstance(arg, ast.Constant)]
            assert all(isinstance(text, str) and text.strip() for text in texts), where
            same = len(texts) == 2 and texts[0] == texts[1]
            assert not same or (texts[0].isascii() and " " not in texts[0]), where  # a word like "Gammon" may
