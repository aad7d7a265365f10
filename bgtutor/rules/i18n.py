"""Texts for learners, in German (the default) and English.

Catalogs are TOML files in ``bgtutor/rules/locales``; a text is a key plus named parameters, and
what bgtutor says to a learner is a :class:`Message` (a key and its parameters, rendered in either
language). Notation (``bar``, ``off``, ``24/18*``) is never translated.

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
from bgtutor.rules.plays import NO_PLAY

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


def _word(value: object, lang: str) -> object:
    if isinstance(value, Color):
        return translate(f"color-{value.name.lower()}", lang)
    return translate("no-play", lang) if value == NO_PLAY else value


Param = str | int
"""A message's parameter: a word, a number, or a colour (an ``IntEnum``, named in the language)."""


@dataclass(frozen=True, slots=True)
class Message:
    """What bgtutor says to a learner: a catalog key and its parameters, in any language by :meth:`text`.

    It is the one message type. A subclass only names a family of messages whose catalog keys
    share a prefix (``ui-`` for the board's notices, ``ex-`` for exercises, ``store-`` for saved
    files, ...): ``key`` is the key within the family, :attr:`catalog_key` the key in the
    catalogs. :class:`bgtutor.rules.explain.Reason` is the family of broken rules (no prefix).

    >>> Message.of("bar-first", count=1).text("en")[:29]
    'You still have 1 checker on t'
    >>> Message.of("higher-point", case="exact", die=5, point=3, higher=5, count=1).text("en")[:40]
    'With the 5 you may not bear off from poi'
    """

    key: str
    params: tuple[tuple[str, Param], ...] = ()
    prefix: ClassVar[str] = ""
    """The catalog prefix of the family (set by a subclass)."""

    def __post_init__(self) -> None:
        """Nothing to check; a family may check its keys here (a Reason's is a rule's)."""

    @classmethod
    def of(cls, key: str, **params: Param) -> Self:
        """Build from keyword parameters."""
        return cls(key, tuple(sorted(params.items())))

    @property
    def catalog_key(self) -> str:
        """The key in the catalogs: the family's prefix and :attr:`key`."""
        return self.prefix + self.key

    def text(self, lang: str = "de") -> str:
        """The message in ``lang`` (``"de"`` or ``"en"``); colours are named in it.

        A ``case`` parameter adds the text of that case (catalog key ``<catalog_key>-<case>``).
        """
        params = named(self.params, lang)
        text = translate(self.catalog_key, lang, **params)
        if "case" not in params:
            return text
        case = translate(f"{self.catalog_key}-{params['case']}", lang, **params)
        return f"{text} {case}"

    def __str__(self) -> str:
        return self.text("de")
