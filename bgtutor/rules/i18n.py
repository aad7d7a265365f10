"""Texts for learners, in German (the default) and English.

Catalogs are TOML files in ``bgtutor/rules/locales``; a text is a key plus named parameters.
Notation (``bar``, ``off``, ``24/18*``) is never translated.

>>> translate("entry-blocked", "en", die=4, point=21, count=2)
'With the 4 you would enter on point 21, but 2 opposing checkers block it.'
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import ClassVar, Self

from bgtutor.rules.color import Color

LANGUAGES = ("de", "en")
"""The languages every text exists in; the first is the default."""


@cache
def catalog(lang: str) -> dict[str, str]:
    """All texts of one language, by key."""
    if lang not in LANGUAGES:
        raise ValueError(f"{lang!r} is not a supported language: use one of {LANGUAGES}")
    text = resources.files("bgtutor.rules").joinpath("locales", f"{lang}.toml").read_text("utf-8")
    return {key: str(value) for key, value in tomllib.loads(text).items()}


_PLURAL = re.compile(r"\{(\w+)\|((?:[^|{}]|\{\w+\})*)\|((?:[^|{}]|\{\w+\})*)\}")


def translate(key: str, lang: str = "de", /, **params: object) -> str:
    """The text ``key`` in ``lang``, with ``{name}`` placeholders filled from ``params``.

    ``{name|one|many}`` picks a word by the number ``name``; the words may hold placeholders:

    >>> translate("bar-first", "de", count=1)[:33]
    'Du hast noch 1 Stein auf der Bar.'
    >>> translate("incomplete", "de", count=2, die=4)
    'Der Zug ist noch nicht fertig: Es fehlen noch 2 Teilzüge mit der 4.'
    """
    text = _PLURAL.sub(lambda m: m[2] if params.get(m[1]) == 1 else m[3], catalog(lang)[key])
    return text.format(**params)


def named(params: Iterable[tuple[str, object]], lang: str) -> dict[str, object]:
    """Parameters with every colour replaced by its name in ``lang`` ("Weiß", "White"), and the
    empty play ``(no play)`` by its words ("aussetzen (kein Zug)").
    """
    return {name: _word(value, lang) for name, value in params}


NO_PLAY = "(no play)"
"""The empty play as notation writes it (``bgtutor.rules.notation.NO_PLAY``)."""


def _word(value: object, lang: str) -> object:
    if isinstance(value, Color):
        return translate(f"color-{value.name.lower()}", lang)
    return translate("no-play", lang) if value == NO_PLAY else value


@dataclass(frozen=True, slots=True)
class Phrase:
    """A message that is a catalog key (after the class's ``prefix``) and its parameters."""

    key: str
    params: tuple[tuple[str, str | int], ...] = ()
    prefix: ClassVar[str] = ""

    @classmethod
    def of(cls, key: str, **params: str | int) -> Self:
        """Build from keyword parameters."""
        return cls(key, tuple(sorted(params.items())))

    def text(self, lang: str = "de") -> str:
        """The message in ``lang``; colours are named in it."""
        return translate(self.prefix + self.key, lang, **named(self.params, lang))
