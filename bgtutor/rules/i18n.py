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
    A parameter may be a message itself (one of :attr:`parts`), written in the same language.

    >>> Message.of("bar-first", count=1).text("en")[:29]
    'You still have 1 checker on t'
    >>> Message.of("higher-point", case="exact", die=5, point=3, higher=5, count=1).text("en")[:40]
    'With the 5 you may not bear off from poi'
    >>> Message.of("err-roll", text="72", problem=Message.of("err-roll-dice")).text("en")
    '“72” is not a roll. Write two dice from 1 to 6, for example 42 or 4-2.'
    """

    key: str
    params: tuple[tuple[str, Param], ...] = ()
    parts: tuple[tuple[str, Message], ...] = ()
    """The parameters that are messages, such as what is wrong in an error: each fills ``{name}``."""
    prefix: ClassVar[str] = ""
    """The catalog prefix of the family (set by a subclass)."""

    def __post_init__(self) -> None:
        """Nothing to check; a family may check its keys here (a Reason's is a rule's)."""

    @classmethod
    def of(cls, key: str, **params: Param | Message) -> Self:
        """Build from keyword parameters; a message among them becomes one of :attr:`parts`."""
        plain = {name: value for name, value in params.items() if not isinstance(value, Message)}
        parts = {name: value for name, value in params.items() if isinstance(value, Message)}
        return cls(key, tuple(sorted(plain.items())), tuple(sorted(parts.items())))

    @property
    def catalog_key(self) -> str:
        """The key in the catalogs: the family's prefix and :attr:`key`."""
        return self.prefix + self.key

    def text(self, lang: str = "de") -> str:
        """The message in ``lang`` (``"de"`` or ``"en"``); colours are named in it, and its parts
        are written in the same language.

        A ``case`` parameter adds the text of that case (catalog key ``<catalog_key>-<case>``).
        """
        params = named(self.params, lang) | {name: part.text(lang) for name, part in self.parts}
        text = translate(self.catalog_key, lang, **params)
        if "case" not in params:
            return text
        case = translate(f"{self.catalog_key}-{params['case']}", lang, **params)
        return f"{text} {case}"

    def __str__(self) -> str:
        return self.text("de")
