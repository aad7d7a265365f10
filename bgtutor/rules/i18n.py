"""Texts for learners, in German (the default) and English.

Catalogs are TOML files, one pair per layer beside its code (``locales/{de,en}.toml`` in the
layer's package; here ``bgtutor/rules/locales``): a key lives in the catalog of the layer that says
it. A text is a key plus named parameters, and what bgtutor says to a learner is a
:class:`Message` (a key and its parameters, rendered in either language); a layer's family of
messages names the package whose catalog holds its keys (:attr:`Message.home`). Notation
(``bar/22``, ``6/off``, ``24/18*``) is never translated; a place named in a sentence is
(:func:`place_word`: "auf der Bar", "on the bar"), and so is the empty play.

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
from bgtutor.rules.places import BAR, OFF
from bgtutor.rules.plays import NO_PLAY

LANGUAGES = ("de", "en")
"""The languages every text exists in; the first is the default."""

RULES = "bgtutor.rules"
"""The home of the rules' texts, the default catalog: a higher layer may use its words (colours,
places, the empty play)."""

_session = [LANGUAGES[0]]


def use_language(lang: str) -> None:
    """Make ``lang`` the session's language: every text without an explicit ``lang=`` is written
    in it. A notebook's first cell sets it, so both editions' code cells are the same.

    >>> use_language("en"); language(), language("de")
    ('en', 'de')
    >>> use_language("de"); Message.of("color-white").text()
    'Weiß'
    """
    _session[0] = language(lang)


def language(lang: str | None = None) -> str:
    """``lang`` if given (checked), else the session's language (German unless :func:`use_language`
    chose another).

    >>> language("fr")
    Traceback (most recent call last):
    ...
    ValueError: 'fr' is not a supported language: use one of ('de', 'en')
    """
    if lang is None:
        return _session[0]
    if lang not in LANGUAGES:
        raise ValueError(f"{lang!r} is not a supported language: use one of {LANGUAGES}")
    return lang


def catalog(lang: str | None = None, home: str = RULES) -> dict[str, str]:
    """All texts of one language (by default the session's) in the catalog of the package ``home``
    (its ``locales/<lang>.toml``; by default the rules'), by key.

    >>> catalog("en")["color-white"], catalog("de")["place-to-off"]
    ('White', 'zum Ablagefach')
    """
    return _catalog(language(lang), home)


@cache
def _catalog(lang: str, home: str) -> dict[str, str]:
    top, *package = home.split(".")  # found from the top package: the layer need not be imported
    text = resources.files(top).joinpath(*package, "locales", f"{lang}.toml").read_text("utf-8")
    return {key: str(value) for key, value in tomllib.loads(text).items()}


_PLURAL = re.compile(r"\{(\w+)\|((?:[^|{}]|\{\w+\})*)\|((?:[^|{}]|\{\w+\})*)\}")


def translate(key: str, lang: str | None = None, /, *, home: str = RULES, **params: object) -> str:
    """The text ``key`` of the catalog of ``home`` (by default the rules') in ``lang``, with
    ``{name}`` placeholders filled from ``params``. A layer's code says its texts through its
    family (:meth:`Message.say`), which names the home.

    ``{name|one|many}`` picks a word by the number ``name``; the words may hold placeholders:

    >>> translate("bar-first", "de", count=1)[:33]
    'Du hast noch 1 Stein auf der Bar.'
    >>> translate("incomplete", "de", count=2, die=4)
    'Der Zug ist noch nicht fertig: Es fehlen noch 2 Teilzüge mit der 4.'

    Colours and the empty play are put into words (:func:`named`), as in a :class:`Message`;
    where a sentence about a play cannot hold the empty play, the catalog words the pass on its
    own, as ``<key>-passed`` in the same catalog (the practice game's "Du konntest nicht ziehen
    und hast ausgesetzt." for the empty play).
    """
    lang = language(lang)
    texts = catalog(lang, home)
    if NO_PLAY in params.values() and f"{key}-passed" in texts:
        key = f"{key}-passed"
    text = _PLURAL.sub(lambda m: m[2] if params.get(m[1]) == 1 else m[3], texts[key])
    return text.format(**named(params.items(), lang))


def named(params: Iterable[tuple[str, object]], lang: str | None = None) -> dict[str, object]:
    """Parameters with every colour replaced by its name in ``lang`` ("Weiß", "White"), and the
    empty play ``(no play)`` by its words ("aussetzen (kein Zug)").
    """
    return {name: _word(value, lang) for name, value in params}


def _word(value: object, lang: str | None) -> object:
    if isinstance(value, Color):
        return catalog(lang)[f"color-{value.name.lower()}"]
    return catalog(lang)["no-play"] if value == NO_PLAY else value


def place_word(place: int | str, *, to: bool = False) -> str | Message:
    """A place as a sentence names it: a point by its number; the bar and off (25 and 0, or the
    words) by the catalog's words, in the language the message is written in. ``to``: the place
    is where a checker goes ("bis zur Bar", "bis zum Ablagefach"); else where it is or comes
    from ("auf der Bar", "von der Bar"). Notation keeps ``bar`` and ``off``.

    >>> place_word(13), place_word("bar").text("de"), place_word(25).text("en")
    ('13', 'der Bar', 'the bar')
    >>> place_word(0, to=True).text("de"), place_word("off", to=True).text("en")
    ('zum Ablagefach', 'off')
    """
    if place in (BAR, "bar"):
        return Message.of("place-to-bar" if to else "place-bar")
    if place in (OFF, "off"):
        return Message.of("place-to-off" if to else "place-off")
    return str(place)


Param = str | int
"""A message's parameter: a word, a number, or a colour (an ``IntEnum``, named in the language)."""


@dataclass(frozen=True, slots=True)
class Message:
    """What bgtutor says to a learner: a catalog key and its parameters, in any language by :meth:`text`.

    It is the one message type. A subclass only names a family of messages: the layer whose
    catalog holds its keys (:attr:`home`) and the prefix its keys share there (``ui-`` for the
    board's notices, ``ex-`` for exercises, ``store-`` for saved files, ...): ``key`` is the key
    within the family, :attr:`catalog_key` the key in the catalog. Each layer that says something
    has a family with its home; :class:`bgtutor.rules.explain.Reason` is the family of broken
    rules (no prefix, the rules' catalog).
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
    home: ClassVar[str] = RULES
    """The package whose ``locales/`` hold the family's texts (set by a family of a higher layer)."""

    def __post_init__(self) -> None:
        """Nothing to check; a family may check its keys here (a Reason's is a rule's)."""

    @classmethod
    def of(cls, key: str, **params: Param | Message) -> Self:
        """Build from keyword parameters; a message among them becomes one of :attr:`parts`."""
        plain = {name: value for name, value in params.items() if not isinstance(value, Message)}
        parts = {name: value for name, value in params.items() if isinstance(value, Message)}
        return cls(key, tuple(sorted(plain.items())), tuple(sorted(parts.items())))

    @classmethod
    def say(cls, key: str, lang: str | None = None, /, **params: object) -> str:
        """The family's text ``key`` in ``lang`` (by default the session's) at once, as a string:
        :func:`translate` from the family's catalog, for a label, a button or a line that is
        written where it is shown (parameters may be any value that is written as it is).

        >>> Message.say("color-black", "en"), Message.say("incomplete", "de", count=1, die=3)[-27:]
        ('Black', 'noch ein Teilzug mit der 3.')
        """
        return translate(cls.prefix + key, lang, home=cls.home, **params)

    @property
    def catalog_key(self) -> str:
        """The key in the catalogs: the family's prefix and :attr:`key`."""
        return self.prefix + self.key

    def text(self, lang: str | None = None) -> str:
        """The message in ``lang`` (``"de"`` or ``"en"``; by default the session's); colours are
        named in it, and its parts are written in the same language.

        A ``case`` parameter adds the text of that case (catalog key ``<catalog_key>-<case>``).
        """
        lang = language(lang)
        params = named(self.params, lang) | {name: part.text(lang) for name, part in self.parts}
        text = translate(self.catalog_key, lang, home=self.home, **params)
        if "case" not in params:
            return text
        case = translate(f"{self.catalog_key}-{params['case']}", lang, home=self.home, **params)
        return f"{text} {case}"

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class Text:
    """An authored text for learners, written out in German and English side by side.

    Not a :class:`~bgtutor.rules.i18n.Message`: a message is a catalog key, a sentence the program
    says in many situations with different parameters; a Text is content written once for one
    place (a lesson's title, an exercise's task, hint or explanation), kept with that content
    rather than in the catalogs.
    """

    de: str
    en: str

    def get(self, lang: str | None = None) -> str:
        """The text in ``lang`` (by default the session's)."""
        return self.de if language(lang) == "de" else self.en

    def text(self, lang: str | None = None) -> str:
        """The same as :meth:`get`, so a Text can stand where a message is expected."""
        return self.get(lang)
