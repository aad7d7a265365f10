"""One way to write a learner's text: every layer that says something keeps its catalog beside its
code (``bgtutor/<layer>/locales/{de,en}.toml``), a key lives in exactly one catalog, and each
layer's family of messages (a :class:`~bgtutor.rules.i18n.Message` subclass) names it as its home."""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import re
from pathlib import Path
from types import ModuleType

import pytest
from helpers import all_texts, catalog_homes

import bgtutor
from bgtutor.rules.i18n import LANGUAGES, RULES, Message, catalog

PACKAGE = Path(bgtutor.__file__).parent
LAYERS = ("rules", "files", "board", "tutor", "play", "widgets", "commands")


def _families() -> list[type[Message]]:
    for module in pkgutil.walk_packages(bgtutor.__path__, "bgtutor."):
        if not module.name.endswith("__main__"):
            importlib.import_module(module.name)
    found, todo = [], [Message]
    while todo:
        cls = todo.pop()
        found.append(cls)
        todo += cls.__subclasses__()
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_key_lives_in_exactly_one_catalog(lang: str) -> None:
    seen: dict[str, str] = {}
    for home in catalog_homes():
        for key in catalog(lang, home):
            assert key not in seen, f"{key} is in {seen[key]} and in {home}"
            seen[key] = home
    assert len(seen) >= 380 and seen == {key: seen[key] for key in all_texts(lang)}


def test_the_catalogs_are_the_layers_that_say_something() -> None:
    homes = catalog_homes()
    assert {
        RULES,
        "bgtutor.files",
        "bgtutor.board",
        "bgtutor.tutor",
        "bgtutor.play",
        "bgtutor.widgets",
    } <= set(homes)
    for home in homes:
        layer = home.removeprefix("bgtutor.")
        assert layer in LAYERS, home
        assert {path.name for path in (PACKAGE / layer / "locales").iterdir()} == {
            f"{lang}.toml" for lang in LANGUAGES
        }


def test_each_family_names_the_catalog_of_its_own_layer() -> None:
    families = _families()
    homes = {cls.home for cls in families}
    assert homes == set(catalog_homes()), "every catalog has a family and every family a catalog"
    for cls in families:
        layer = cls.__module__.split(".")[1]
        assert cls.home == f"bgtutor.{layer}", f"{cls.__module__}.{cls.__qualname__} says {cls.home}"
        assert catalog("de", cls.home), cls


def test_a_family_key_and_its_cases_are_in_the_familys_catalog() -> None:
    """Spot checks of the routing: a higher layer's text from its own catalog, a lower layer's words
    (a colour, the empty play) from the rules' catalog, inside a higher layer's text."""
    from bgtutor.board.describe import BoardMessage
    from bgtutor.play.game import PlayMessage
    from bgtutor.rules.color import BLACK
    from bgtutor.tutor.messages import TutorMessage
    from bgtutor.widgets.messages import WidgetMessage

    assert BoardMessage.say("board-turn", "de", color=BLACK) == "Schwarz am Zug"
    no_play = WidgetMessage.say("practice-you-played", "en", play="(no play)")
    assert no_play == "You could not move: your turn is over."
    assert TutorMessage.say("frame-end", "de", play="(no play)") == "Gespielt: aussetzen (kein Zug)."
    assert PlayMessage.of("err-not-play", value="x").text("de").startswith("x ist kein Zug")
    with pytest.raises(KeyError):
        Message.say("button-check", "de")  # a widget's word is not in the rules' catalog


def test_the_rules_name_no_higher_layer() -> None:
    """The one mechanism lives in the lowest layer and knows no higher layer by name."""
    source = (PACKAGE / "rules" / "i18n.py").read_text("utf-8")
    higher = [layer for layer in LAYERS[1:] if re.search(rf"bgtutor[./]{layer}\b", source)]
    assert higher == []


def _concepts() -> ModuleType:
    spec = importlib.util.spec_from_file_location("concepts", PACKAGE.parent / "tools" / "concepts.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_no_module_defines_learner_text_outside_the_catalogs() -> None:
    """Every word is in a layer's catalog or a lesson's data file (``tools/concepts.py``'s third figure)."""
    assert _concepts().learner_texts() == {}


def test_the_figure_finds_word_tables_language_dicts_and_branches(tmp_path: Path) -> None:
    (tmp_path / "bgtutor").mkdir()
    (tmp_path / "bgtutor" / "words.py").write_text(
        "from bgtutor.rules.i18n import Text\n"
        "TITLE = Text('Titel', 'Title')\n"
        "TIPS = {'de': 'Tipp', 'en': 'Hint'}\n"
        "def say(lang):\n"
        "    local = Text('im Code', 'in code')  # inside a function: not a table\n"
        "    return 'ja' if lang == 'de' else 'yes'\n"
        "def flag(de):\n"
        "    return 'ja' if de else 'yes'\n",
        "utf-8",
    )
    (tmp_path / "bgtutor" / "clean.py").write_text(
        "from bgtutor.rules.i18n import Message, language\n"
        "def say(lang=None):\n"
        "    return Message.say('color-white', language(lang))\n",
        "utf-8",
    )
    found = _concepts().learner_texts(tmp_path)
    assert found == {
        "bgtutor.words": ["Text table:2", "language branch:6", "language branch:8", "language dict:3"]
    }
