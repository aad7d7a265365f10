"""Reading typed answers: yes or no, points, a number, a lost number, a game result, a colour, a
score, passing.

Each reader takes the answer as typed and returns what it means, or ``None`` when it cannot be
read (the exercise then says what form it expects). Plays are read by the rules engine
(:func:`bgtutor.rules.resolve.check_play`); only the words for passing are read here.

>>> read_yes_no("Ja, erlaubt"), read_yes_no("ja nein")
(True, None)
>>> sorted(read_points("23, 21 und 20")), read_points("keine"), read_points("26")
([20, 21, 23], frozenset(), None)
>>> sorted(read_points("8, 5 und off", off=True)), read_points("off")
([0, 5, 8], None)
>>> read_lost("die 5"), read_lost("keine"), read_lost("beide Zahlen"), read_lost("7")
(5, 'none', 'both', None)
>>> read_number("27 von 36"), read_number("drei Würfe"), read_number("٣")
(27, 3, None)
>>> read_result("Gammon!").name, read_result("gammon oder backgammon")
('GAMMON', None)
>>> read_color("Schwarz."), read_score("6:4"), read_score("6")
(<Color.BLACK: 1>, (6, 4), None)
>>> is_pass("Kein Zug.")
True
"""

from __future__ import annotations

import re

from bgtutor.rules.color import BLACK, WHITE, Color
from bgtutor.rules.scoring import ResultKind

_PASS = {"kein zug", "keiner", "aussetzen", "passen", "pass", "tanzen", "no play", "none", "-"}
_NONE = {"keine", "keiner", "keinen", "kein", "none", "nirgends", "nowhere", "no", "nein", "-", "—"}
_FILLER = {"und", "and", "punkt", "punkte", "point", "points", "auf", "on", "nach", "to"}
_OFF = {"off", "ab", "abtragen", "abgetragen", "bear off", "raus"}
_LOST_NONE = {"keine", "keiner", "keine zahl", "nichts", "none", "no number", "nothing", "neither", "0"}
_LOST_BOTH = {"beide", "beide zahlen", "alle", "both", "both numbers", "all"}
_DIE = re.compile(r"(?:(?:die|eine|the|a) )?([1-6])(?:er)?")
_YES = {"ja", "j", "yes", "y", "erlaubt", "legal", "ok"}
_NO = {"nein", "n", "no", "nicht erlaubt", "verboten", "illegal", "not legal", "nicht legal"}
_YES_WORDS, _NO_WORDS = {"ja", "j", "yes", "y"}, {"nein", "n", "no"}
_NUMBER_WORDS = {
    "null": 0, "zero": 0, "kein": 0, "keine": 0, "keinen": 0, "none": 0,
    "ein": 1, "eins": 1, "einen": 1, "einer": 1, "one": 1,
    "zwei": 2, "two": 2, "drei": 3, "three": 3, "vier": 4, "four": 4,
}  # fmt: skip
_POINT_WORD = re.compile(r"[0-9]{1,2}")
"""A point number: ASCII digits only (``str.isdigit`` is true for '²' and '٣' too)."""
_NUMBER = re.compile(
    r"([0-9]{1,3}|[a-z]+)(?: ?(?:/|von|of|aus) ?36)?(?: (?:würfen?|wuerfen?|rolls?|pips?|steine?|checkers?))?"
)
_COLORS = {"weiß": WHITE, "weiss": WHITE, "white": WHITE, "schwarz": BLACK, "black": BLACK}
_SCORE = re.compile(r"([0-9]{1,2}) ?[-:–] ?([0-9]{1,2})")
_RESULT = (
    (ResultKind.BACKGAMMON, re.compile(r"backgammon")),
    (ResultKind.GAMMON, re.compile(r"(?<!back)gammon|\bmars\b")),
    (ResultKind.SINGLE, re.compile(r"einfach|single|\bnormal")),
)


def plain(text: str) -> str:
    """Lower case, single spaces, no closing punctuation.

    >>> plain("  Ja,   ERLAUBT! ")
    'ja, erlaubt'
    """
    return " ".join(text.lower().split()).strip(" .!?")


def is_pass(text: str) -> bool:
    """True when ``text`` says "no play" in words (``"kein Zug"``, ``"pass"``, ``"-"``)."""
    return plain(text) in _PASS


def read_yes_no(text: str) -> bool | None:
    """Yes (True) or no (False): a whole answer like ``"nicht erlaubt"``, or one yes/no word."""
    said = plain(text)
    if said in _YES | _NO:
        return said in _YES
    words = set(said.replace(",", " ").split())
    yes, no = bool(words & _YES_WORDS), bool(words & _NO_WORDS)
    return yes if yes != no else None  # "ja, erlaubt" but not "ja nein"


def read_points(text: str, *, off: bool = False) -> frozenset[int] | None:
    """Points 1-24 in any order and separated anyhow; ``"keine"`` for none. With ``off``, bearing
    off (``"off"``, ``"ab"``) counts as a point too, written 0."""
    said = plain(text)
    if said in _NONE:
        return frozenset()
    if off:
        for word in sorted(_OFF, key=len, reverse=True):  # "bear off" before "off"
            said = re.sub(rf"(?<![a-z]){word}(?![a-z])", " 0 ", said)
    words = [word for word in re.sub(r"[,;/&+]", " ", said).split() if word not in _FILLER]
    lowest = 0 if off else 1
    if not words or not all(_POINT_WORD.fullmatch(word) and lowest <= int(word) <= 24 for word in words):
        return None
    return frozenset(int(word) for word in words)


def read_lost(text: str) -> int | str | None:
    """The number that is lost: a die's number (1-6), ``"none"`` (no number is lost) or ``"both"``.

    >>> read_lost("Die 6."), read_lost("nichts"), read_lost("both")
    (6, 'none', 'both')
    """
    said = plain(text)
    if said in _LOST_NONE:
        return "none"
    if said in _LOST_BOTH:
        return "both"
    match = _DIE.fullmatch(said)
    return int(match[1]) if match else None


def read_number(text: str) -> int | None:
    """A count in digits or words, perhaps "of 36" and a unit (rolls, pips, checkers)."""
    match = _NUMBER.fullmatch(plain(text))
    word = match[1] if match else ""
    return int(word) if word.isascii() and word.isdigit() else _NUMBER_WORDS.get(word)


def read_result(text: str) -> ResultKind | None:
    """Single game, gammon or backgammon, when the text names exactly one of them."""
    said = plain(text)
    found = {result for result, pattern in _RESULT if pattern.search(said)}
    return found.pop() if len(found) == 1 else None


def read_color(text: str) -> Color | None:
    """White or Black, in German or English (``"Weiß"``, ``"weiss"``, ``"black"``)."""
    return _COLORS.get(plain(text))


def read_score(text: str) -> tuple[int, int] | None:
    """A match score as two numbers, White's first: ``"3-2"``, ``"3:2"``, ``"3 – 2"``."""
    match = _SCORE.fullmatch(plain(text))
    return None if match is None else (int(match[1]), int(match[2]))
