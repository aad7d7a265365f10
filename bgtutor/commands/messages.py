"""The commands' own words: what ``python -m bgtutor`` and the tutorial's start print, and each
edition's folders (catalog ``bgtutor/commands/locales``), and the language the environment asks for.

>>> CommandMessage.say("cmd-wrote", "en", path="x.pdf")
'wrote x.pdf'
"""

from __future__ import annotations

import os

from bgtutor.rules.i18n import LANGUAGES, Message


class CommandMessage(Message):
    """A text of the commands layer, said through :meth:`~bgtutor.rules.i18n.Message.say`."""

    __slots__ = ()
    home = "bgtutor.commands"


def default_language() -> str:
    """The language the environment's locale (``LC_ALL``, else ``LANG``) starts with (``en_GB.UTF-8``
    → English), else the default, German.

    >>> os.environ["LC_ALL"] = "en_US.UTF-8"; default_language()
    'en'
    >>> os.environ["LC_ALL"] = "fr_FR.UTF-8"; default_language()
    'de'
    >>> del os.environ["LC_ALL"]
    """
    locale = os.environ.get("LC_ALL") or os.environ.get("LANG") or ""
    return next((lang for lang in LANGUAGES if locale.startswith(lang)), LANGUAGES[0])
