"""The English edition (``notebooks/en/``) beside the German one (``notebooks/``): every notebook in
both languages, with the same cells in the same order, and the same code.

Only the markdown cells are translated. The code cells are the same, character for character, but
for one line of the first: ``use_language("de")`` or ``use_language("en")``, followed by
``explain_errors()``; the session's language does the rest (captions and other texts come from the
lessons' data and the catalogs, not from code cells).
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
from bgtutor.tutor.pictures.links import picture_links

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
    ("11-Abschlusspruefung.ipynb", "11-Final-Check.ipynb"),
]
"""Each German notebook and its English counterpart."""
LANGUAGE_LINE = {"de": 'use_language("de")', "en": 'use_language("en")'}
"""The one line in which the editions' code differs: the first code cell's."""
PROSE = re.compile(r"[^\W\d_]{2,}(?:\s+[^\W\d_]{2,}){2,}")
"""Three words in a row: a sentence, which belongs in a markdown cell or the lessons' data."""


def cells(path: Path) -> list[dict[str, object]]:
    notebook: dict[str, list[dict[str, object]]] = json.loads(path.read_text(encoding="utf-8"))
    return notebook["cells"]


def source(cell: dict[str, object]) -> str:
    return "".join(cell["source"])  # type: ignore[arg-type]


def code_cells(path: Path) -> list[str]:
    return [source(cell) for cell in cells(path) if cell["cell_type"] == "code"]


def pair_ids(pair: object) -> str:
    return pair[1] if isinstance(pair, tuple) else str(pair)


@pytest.mark.parametrize("pair", PAIRS, ids=pair_ids)
def test_every_notebook_has_its_english_edition_with_the_same_cells(pair: tuple[str, str]) -> None:
    german, english = pair
    assert (ENGLISH / english).exists(), f"notebooks/en/{english} (the English {german}) is missing"
    kinds_de = [cell["cell_type"] for cell in cells(NOTEBOOKS / german)]
    kinds_en = [cell["cell_type"] for cell in cells(ENGLISH / english)]
    assert kinds_en == kinds_de, "the editions differ in the number or kinds of their cells"


@pytest.mark.parametrize("pair", PAIRS, ids=pair_ids)
def test_both_editions_have_the_same_code_cells_but_the_language_line(pair: tuple[str, str]) -> None:
    german, english = pair
    code_de, code_en = code_cells(NOTEBOOKS / german), code_cells(ENGLISH / english)
    assert len(code_en) == len(code_de), f"{english} has {len(code_en)} code cells, {german} {len(code_de)}"
    for number, (de, en) in enumerate(zip(code_de, code_en, strict=True), 1):
        if number == 1:
            de = de.replace(LANGUAGE_LINE["de"], LANGUAGE_LINE["en"], 1)
        if de != en:
            line = next(
                (f"{a!r} / {b!r}" for a, b in zip(de.splitlines(), en.splitlines(), strict=False) if a != b),
                "one has more lines",
            )
            pytest.fail(f"code cell {number} of {english} differs from {german}: {line}")


@pytest.mark.parametrize("pair", PAIRS, ids=pair_ids)
def test_the_first_code_cell_sets_the_language_then_turns_on_the_error_box(pair: tuple[str, str]) -> None:
    for lang, path in (("de", NOTEBOOKS / pair[0]), ("en", ENGLISH / pair[1])):
        code = code_cells(path)
        if not code:
            continue
        lines = code[0].splitlines()
        assert LANGUAGE_LINE[lang] in lines, f"{path.name}: the first code cell says no {LANGUAGE_LINE[lang]}"
        assert lines[lines.index(LANGUAGE_LINE[lang]) + 1] == "explain_errors()", path.name
        assert sum(line.startswith("use_language(") for cell in code for line in cell.splitlines()) == 1


@pytest.mark.parametrize("pair", PAIRS, ids=pair_ids)
def test_code_cells_hold_no_prose_and_no_language(pair: tuple[str, str]) -> None:
    for path in (NOTEBOOKS / pair[0], ENGLISH / pair[1]):
        for number, code in enumerate(code_cells(path), 1):
            where = f"{path.name}, code cell {number}"
            for token in tokenize.generate_tokens(io.StringIO(code).readline):
                assert token.type != tokenize.COMMENT, f"{where}: a comment ({token.string})"
                if token.type == tokenize.STRING:
                    assert not PROSE.search(ast.literal_eval(token.string)), f"{where}: {token.string}"
            for node in ast.walk(ast.parse(code)):
                if isinstance(node, ast.Call):
                    assert all(k.arg != "lang" for k in node.keywords), f"{where}: {ast.unparse(node)}"


@pytest.mark.parametrize("pair", PAIRS, ids=pair_ids)
def test_code_is_collapsed_and_the_kernel_is_python3(pair: tuple[str, str]) -> None:
    for path in (NOTEBOOKS / pair[0], ENGLISH / pair[1]):
        for cell in cells(path):
            if cell["cell_type"] == "code":
                assert cell["metadata"].get("jupyter", {}).get("source_hidden"), path.name  # type: ignore[attr-defined]
        notebook = json.loads(path.read_text(encoding="utf-8"))
        assert notebook["metadata"]["kernelspec"]["name"] == "python3", path.name


@pytest.mark.parametrize("pair", PAIRS, ids=pair_ids)
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
