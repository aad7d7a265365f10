"""One meaning per word, in each edition: every text a learner reads uses the course's words in
the course's sense.

- English "open" (German "offen") means "a checker may land there": not blocked, so empty, with
  your own checkers, or with one opposing blot; "empty" ("leer") says empty.
- English "pass" means only "decline a double"; a turn without a legal move is "cannot move" /
  "no play". German "passen" is not used for a turn without a move ("kann nicht ziehen", "kein
  Zug", "aussetzen").
- The *board* is closed (all six home points made, "geschlossenes Heimfeld"); the *player* on the
  bar is closed out ("ausgesperrt").
- A prime ("Blockade") is any wall of consecutive made points; six in a row is a *full* prime.
- When only one number can be played, the higher must be played: no "comes first" / "Vorrang"
  that reads as an order of playing the numbers.
- Dancing loses the whole roll only when no checker comes in: not "dancing - the whole roll is
  lost" as a definition (with two on the bar and one entering, only the rest is lost).

The texts are read from where they are written: both editions' markdown cells
(``notebooks/*.ipynb``, ``notebooks/en/*.ipynb``), the lessons' data (every ``de`` / ``en`` string
of ``bgtutor/tutor/lessons/*.toml``) and every catalog (``bgtutor/*/locales/{de,en}.toml``). A
failure names the file, the place in it and the text.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Wording:
    """A phrasing that uses a word in a meaning the course does not give it."""

    lang: str
    pattern: str
    why: str
    bad: str
    """A text the pattern must catch."""
    good: str
    """A text on the same subject it must let pass."""
    cube_ok: bool = False
    """Allowed where the text speaks of the doubling cube (the cube lesson, a cube key or a text
    that names doubling)."""
    unless: str | None = None
    """Allowed in a text that also matches this (e.g. one that says the order is no rule)."""

    def finds(self, text: str, cube: bool) -> bool:
        if self.cube_ok and cube:
            return False
        if self.unless is not None and re.search(self.unless, text, re.IGNORECASE):
            return False
        return re.search(self.pattern, text, re.IGNORECASE | re.MULTILINE) is not None


S = r"[^.!?;\n]*"  # within one sentence

WORDINGS = [
    # -- English ----------------------------------------------------------------------------------
    Wording(
        "en",
        r"\bpass(es|ed|ing)?\b",
        "'pass' is declining a double; a turn without a legal move is 'cannot move' / 'no play'",
        "With 6-6 no checker can move: you must pass.",
        "With 6-6 no checker can move: your turn ends without a move.",
        cube_ok=True,
    ),
    Wording(
        "en",
        r"\bopen\s*\(\s*(i\.e\.,?\s*|that is,?\s*)?empty\s*\)\s*points?\b",
        "'open' is a point you may land on (empty, your own, a blot), not 'empty'",
        "Move to an open (empty) point.",
        "Move to an open point: an empty one, your own or a blot.",
    ),
    Wording(
        "en",
        r"\bopen\b,?\s+(that is|i\.e\.|meaning|means)\s+(an?\s+)?empty\b",
        "'open' is a point you may land on, not 'empty'",
        "A point is open, that is empty, when no checker stands there.",
        "A point is open when you may land there.",
    ),
    Wording(
        "en",
        r"\b(empty|free)\s+or\s+open\b|\bopen\s+or\s+(empty|free)\b",
        "'open' and 'empty' are not two names for one thing",
        "Land on an open or empty point.",
        "Land on an open point, for example an empty one.",
    ),
    Wording(
        "en",
        r"\bopen( points?)?,\s+(on\s+)?(one of\s+)?(your own|own|yours)( points?)?\s*(\([^)]*\))?,?\s+"
        r"((or|and)\s+)?(on\s+)?(a\s+)?blots?\b"
        r"|\bis open,\s+\d+\s+is yours\b"
        r"|\*\*open\*\*\W*\s*[:–—-]\s*(no checkers?|nothing|nobody|empty)\b",
        "'open' listed beside 'your own' and 'a blot' means 'empty': own points and blots are open too",
        "You may land on open points, your own points (any number) and blots.",
        "Is the point open (empty, your own or a blot) or blocked?",
    ),
    Wording(
        "en",
        rf"\bsix\b{S}\bin a row\b{S}(?<!full )(?<!full \*)\bprimes?\b"
        rf"|\bprimes?\b{S}\b(is|are|means)\b{S}\bsix\b",
        "a prime is any wall of made points; six in a row is a full prime",
        "Six made points in a row are a prime.",
        "Made points in a row form a prime; six in a row are a full prime.",
    ),
    Wording(
        "en",
        r"\b(you are|you're|White is|Black is|(the )?player is|they are|he is|she is) closed\b(?![- ]out)"
        r"|\bclosed[- ]out (home )?boards?\b",
        "the board is closed; the player on the bar is closed out",
        "Against six made points you are closed.",
        "Against a closed board you are closed out.",
    ),
    Wording(
        "en",
        rf"\b(numbers?|ones?|dice|die)\b{S}\b(comes? first|takes? precedence|has priority)\b"
        rf"|\b(comes? first|takes? precedence|has priority)\b{S}\b(numbers?|dice|die)\b"
        r"|^\W*(always )?(the )?(higher|larger) number first\b",
        "the rule is 'play the higher number when only one can be played', not an order of the numbers",
        "The larger number comes first.",
        "When only one number can be played, play the larger one.",
        unless=r"\bno rule\b",
    ),
    Wording(
        "en",
        r"\bdanc(e|es|ing)\b\**\s*[–—:-][^.!?\n]*\bthe whole (roll|turn) is (lost|forfeited)",
        "with two on the bar and one entering, only the rest of the roll is lost",
        "**Dance** – no entry point is open, and the whole roll is forfeited.",
        "Dancing with your only checker on the bar loses the whole roll.",
    ),
    # -- German -----------------------------------------------------------------------------------
    Wording(
        "de",
        r"\b(musst|muss|müssen|darfst|darf|kannst|kann|musste|konntest|konnte)\s+"
        r"(du\s+|er\s+|sie\s+|es\s+|Weiß\s+|Schwarz\s+)?passen\b|\bgepasst\b",
        "'passen' ist das Ablehnen eines Doppels; ohne erlaubten Zug: 'kann nicht ziehen', 'kein Zug'",
        "Mit 6-6 kann kein Stein ziehen: Du musst passen.",
        "Mit 6-6 kann kein Stein ziehen: Du setzt aus, dazu passt keine Zahl.",
        cube_ok=True,
    ),
    Wording(
        "de",
        r"\boffen\w*\s*\(\s*(d\.\s?h\.\s*|also\s*)?leer\w*\s*\)\s*Punkt",
        "'offen' heißt: Landen erlaubt (leer, eigen, Blot), nicht 'leer'",
        "Ziehe auf einen offenen (leeren) Punkt.",
        "Ziehe auf einen offenen Punkt: einen leeren, einen eigenen oder einen Blot.",
    ),
    Wording(
        "de",
        r"\boffen\w*,?\s+(also|d\.\s?h\.|das heißt)\s+leer",
        "'offen' heißt: Landen erlaubt, nicht 'leer'",
        "Der Punkt ist offen, also leer.",
        "Der Punkt ist offen, also darfst du dort landen.",
    ),
    Wording(
        "de",
        r"\bleer\w*\s+oder\s+offen\w*\b|\boffen\w*\s+oder\s+leer\w*\b",
        "'offen' und 'leer' sind nicht zwei Namen für dasselbe",
        "Lande auf einem offenen oder leeren Punkt.",
        "Lande auf einem offenen Punkt, zum Beispiel einem leeren.",
    ),
    Wording(
        "de",
        r"\boffen\w*( Punkte?)?,\s+(dein eigener|ein eigener|eigen\w*)( Punkte?)?\s*(\([^)]*\))?,?\s+"
        r"((oder|und)\s+)?(ein(em)?\s+)?Blots?\b"
        r"|\bist offen,\s+\d+\s+gehört dir\b"
        r"|\*\*offen\*\*\W*\s*[:–—-]\s*(kein Stein|niemand|leer)\b",
        "'offen' neben 'eigen' und 'Blot' heißt 'leer': eigene Punkte und Blots sind auch offen",
        "Ist der Punkt offen, dein eigener oder ein Blot?",
        "Ist der Punkt offen (leer, dein eigener oder ein Blot) oder gesperrt?",
    ),
    Wording(
        "de",
        rf"\bsechs\b{S}\bReihe\b{S}(?<!volle )(?<!vollen )(?<!full )\b(Prime|Blockade)\b"
        rf"|\b(Prime|Blockade)\b{S}\b(ist|sind|heißt|heißen)\b{S}\bsechs\b",
        "eine Prime (Blockade) ist jede Mauer gemachter Punkte; sechs in einer Reihe sind eine volle",
        "Sechs gemachte Punkte in einer Reihe heißen Prime.",
        "Gemachte Punkte in einer Reihe bilden eine Blockade; sechs in einer Reihe sind eine volle Blockade.",
    ),
    Wording(
        "de",
        r"geschlossen\w*(?:(?!ausgesperrt)[^.!?\n])*\b(englisch|auf Englisch)\b[^.!?\n]*closed out"
        r"|\b(du bist|bist du|er ist|ist er|Weiß ist|Schwarz ist|Spieler ist)\s+geschlossen\b"
        r"|\b(Heimfeld|Brett)\s+(ist\s+)?ausgesperrt",
        "das Heimfeld ist geschlossen (closed board), der Spieler auf der Bar ausgesperrt (closed out)",
        "Dann ist es **geschlossen**; auf Englisch heißt das „closed out“.",
        "Das Heimfeld ist geschlossen, und dein Stein auf der Bar ist ausgesperrt (englisch closed out).",
    ),
    Wording(
        "de",
        rf"\b(Zahl|Zahlen|Würfel)\b{S}\bVorrang\b|\bVorrang\b{S}\b(Zahl|Zahlen|Würfel)\b"
        r"|^\W*(immer\s+)?zuerst die (höhere|größere)\b",
        "die Regel heißt: Geht nur eine Zahl, spiele die höhere – keine Reihenfolge der Zahlen",
        "Geht danach keine Zahl mehr: Welche Zahl hat Vorrang?",
        "Lässt sich nur eine der Zahlen spielen, musst du die höhere spielen.",
        unless=r"\bkeine Regel\b",
    ),
    Wording(
        "de",
        r"\bTanz\w*\b\**\s*[–—:-][^.!?\n]*\bder ganze Wurf verfällt",
        "kommt von zwei Steinen auf der Bar einer herein, verfällt nur der Rest des Wurfs",
        "**Tanzen** – kein Einsetzpunkt ist offen, der ganze Wurf verfällt.",
        "Tanzt dein einziger Stein auf der Bar, verfällt der ganze Wurf.",
    ),
]

CUBE_FILES = ("cube.toml", "06b-")
CUBE_WORDS = {
    "en": r"\b(doubl\w*|redoubl\w*|cube|takes?|taken|taking|took|drop\w*|beaver\w*)\b",
    "de": r"(doppel|Doppel|Verdopplung|Würfelwert|annehm|aufgeb|Beaver)",
}


@dataclass(frozen=True)
class Place:
    """Where a learner's text is written."""

    lang: str
    where: str
    text: str
    cube: bool


def _markdown(path: Path) -> Iterator[Place]:
    lang = "en" if path.parent.name == "en" else "de"
    for index, cell in enumerate(json.loads(path.read_text("utf-8"))["cells"]):
        if cell["cell_type"] == "markdown":
            text = "".join(cell["source"])
            yield Place(lang, f"markdown cell {index}", text, _cube(path.name, "", text, lang))


def _lesson(path: Path) -> Iterator[Place]:
    def walk(node: object, where: str) -> Iterator[Place]:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("de", "en") and isinstance(value, str):
                    yield Place(key, f"{where}.{key}", value, _cube(path.name, where, value, key))
                else:
                    yield from walk(value, f"{where}.{key}" if where else key)
        elif isinstance(node, list):
            for index, value in enumerate(node):
                name = value.get("key", index) if isinstance(value, dict) else index
                yield from walk(value, f"{where}[{name}]")

    yield from walk(tomllib.loads(path.read_text("utf-8")), "")


def _catalog(path: Path) -> Iterator[Place]:
    for key, text in tomllib.loads(path.read_text("utf-8")).items():
        yield Place(path.stem, key, str(text), _cube(path.name, key, str(text), path.stem))


def _cube(name: str, where: str, text: str, lang: str) -> bool:
    """True for a text about the doubling cube: in the cube lesson, under a cube key, or naming it."""
    return (
        name.startswith(CUBE_FILES)
        or name in CUBE_FILES
        or "cube" in where
        or re.search(CUBE_WORDS[lang], text) is not None
    )


SOURCES = {
    **{str(path.relative_to(ROOT)): _markdown for path in sorted(ROOT.glob("notebooks/*.ipynb"))},
    **{str(path.relative_to(ROOT)): _markdown for path in sorted(ROOT.glob("notebooks/en/*.ipynb"))},
    **{str(path.relative_to(ROOT)): _lesson for path in sorted(ROOT.glob("bgtutor/tutor/lessons/*.toml"))},
    **{str(path.relative_to(ROOT)): _catalog for path in sorted(ROOT.glob("bgtutor/*/locales/*.toml"))},
}


def misused(places: Iterator[Place]) -> list[str]:
    """Every text in ``places`` that uses a word in a meaning the course does not give it."""
    found = []
    for place in places:
        for wording in WORDINGS:
            if wording.lang == place.lang and wording.finds(place.text, place.cube):
                found.append(f"{place.where}: {wording.why}:\n    {place.text!r}")
    return found


@pytest.mark.parametrize("wording", WORDINGS, ids=lambda wording: f"{wording.lang}-{wording.pattern[:30]}")
def test_each_pattern_catches_its_misuse_and_not_the_right_use(wording: Wording) -> None:
    assert wording.finds(wording.bad, cube=False), wording.bad
    assert not wording.finds(wording.good, cube=False), wording.good


def test_pass_is_allowed_where_the_text_speaks_of_the_cube() -> None:
    english = next(wording for wording in WORDINGS if "pass" in wording.pattern)
    assert english.finds("Black passes.", cube=False)
    assert not english.finds("Black passes.", cube=True)
    assert _cube("cube.toml", "", "Black passes.", "en")
    assert _cube("de.toml", "", "White doubles, Black passes.", "en")
    assert not _cube("02-moving.toml", "", "You cannot move and pass.", "en")


def test_every_kind_of_text_is_read() -> None:
    kinds = {reader for reader in SOURCES.values()}
    assert kinds == {_markdown, _lesson, _catalog}
    assert sum(1 for name in SOURCES if name.startswith("notebooks/en/")) >= 10
    places = [place for name, reader in SOURCES.items() for place in reader(ROOT / name)]
    assert {place.lang for place in places} == {"de", "en"} and len(places) > 1000


@pytest.mark.parametrize("name", sorted(SOURCES))
def test_every_word_is_used_in_its_one_meaning(name: str) -> None:
    found = misused(SOURCES[name](ROOT / name))
    assert not found, f"{name}:\n" + "\n".join(found)
