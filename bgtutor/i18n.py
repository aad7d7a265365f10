"""Texts for learners, in German (the default) and English.

Catalogs are TOML files in ``bgtutor/locales``; a text is a key plus named parameters.
Notation (``bar``, ``off``, ``24/18*``) is never translated.

>>> translate("entry-blocked", "en", die=4, point=21, count=2)
'With the 4 you would enter on point 21, but 2 opposing checkers block it.'
"""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources

LANGUAGES = ("de", "en")
"""The languages every text exists in; the first is the default."""


@cache
def catalog(lang: str) -> dict[str, str]:
    """All texts of one language, by key."""
    if lang not in LANGUAGES:
        raise ValueError(f"{lang!r} is not a supported language: use one of {LANGUAGES}")
    text = resources.files("bgtutor").joinpath("locales", f"{lang}.toml").read_text("utf-8")
    return {key: str(value) for key, value in tomllib.loads(text).items()}


def translate(key: str, lang: str = "de", /, **params: object) -> str:
    """The text ``key`` in ``lang``, with ``{name}`` placeholders filled from ``params``."""
    return catalog(lang)[key].format(**params)
