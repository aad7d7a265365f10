"""tools/voila_app.py (``bash tools/app``) finds the notebook asked for, in either edition."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

REPO = Path(__file__).resolve().parents[1]


def _voila_app() -> ModuleType:
    spec = importlib.util.spec_from_file_location("voila_app", REPO / "tools" / "voila_app.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


app = _voila_app()


@pytest.mark.parametrize(
    ("argv", "lang", "rest"),
    [
        (["3"], "de", ["3"]),
        (["3", "--lang", "en"], "en", ["3"]),
        (["--lang=en", "partie", "--no-browser"], "en", ["partie", "--no-browser"]),
        (["3", "--lang", "de", "--Voila.ip=0.0.0.0"], "de", ["3", "--Voila.ip=0.0.0.0"]),
    ],
)
def test_lang_chooses_the_edition_and_the_rest_goes_to_voila(
    argv: list[str], lang: str, rest: list[str]
) -> None:
    assert app.edition(argv) == (lang, rest)


def test_an_unknown_language_is_one_clear_line() -> None:
    with pytest.raises(SystemExit, match="'fr'"):
        app.edition(["3", "--lang", "fr"])


@pytest.mark.parametrize(
    ("choice", "german", "english"),
    [
        ("", "00-Inhalt.ipynb", "00-Contents.ipynb"),
        ("3", "03-Schlagen-und-Einsetzen.ipynb", "03-Hitting-and-Entering.ipynb"),
        ("6", "06-Spielplan-fuer-Anfaenger.ipynb", "06-A-Game-Plan-for-Beginners.ipynb"),
        ("partie", "07-Uebungspartie.ipynb", "07-Practice-Game.ipynb"),
        ("glossary", "08-Glossar.ipynb", "08-Glossary.ipynb"),
    ],
)
def test_each_choice_opens_the_notebook_of_its_edition(choice: str, german: str, english: str) -> None:
    assert app.notebook_for(choice, REPO / "notebooks", "de") == german
    folder = REPO / "notebooks" / app.EDITIONS["en"][0]
    assert app.notebook_for(choice, folder, "en") == english
