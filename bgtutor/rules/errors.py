"""The rules' exceptions, and :class:`BgtutorError`, the base of every exception bgtutor raises.

Each exception is defined in the layer that raises it, on a base that says what it is besides:
bad input is a ``ValueError`` (the rules' errors here; a saved game or preference that breaks a
rule, in :mod:`bgtutor.play`), a file that cannot be read or written an ``OSError``
(:class:`bgtutor.files.json_files.StorageError`), an action the state does not allow now a
``RuntimeError`` (:class:`bgtutor.play.session.SessionError`).

Every message quotes the offending text (``repr``) and, where there is one, the Position ID,
so that a learner or teacher can see what went wrong and reproduce it. ``str(error)`` is English,
for programmers and logs; errors that a learner sees carry a :class:`~bgtutor.rules.i18n.Message`
(``message``, and ``reason`` for a broken rule) that says what is wrong and how to put it right,
and ``error.text(lang)`` gives it in German or English. Every input error (notation, dice, IDs,
positions) has a message. This module needs only the standard library.

>>> issubclass(InvalidRollError, BgtutorError) and issubclass(InvalidRollError, ValueError)
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # types only: bgtutor.rules.i18n imports nothing of this module
    from bgtutor.rules.i18n import Message

__all__ = [
    "AmbiguousPlayError",
    "BgtutorError",
    "CubeError",
    "GameOverError",
    "IllegalPlayError",
    "InvalidIdError",
    "InvalidNotationError",
    "InvalidPositionError",
    "InvalidRollError",
    "ScoreError",
]


class BgtutorError(Exception):
    """Base class of every error bgtutor raises; only its subclasses are raised, each also a
    ``ValueError``, ``OSError`` or ``RuntimeError``.

    ``message`` (keyword only) is what the learner is told, in any language by :meth:`text`;
    the positional arguments are the English text of ``str(error)``, as for any exception.
    """

    message: Message | None

    def __init__(self, *args: object, message: Message | None = None) -> None:
        super().__init__(*args)
        self.message = message

    def text(self, lang: str | None = None) -> str:
        """What is wrong, in ``lang`` (``"de"`` or ``"en"``); ``str(self)`` if there is no message."""
        return str(self) if self.message is None else self.message.text(lang)


# -- the rules ----------------------------------------------------------------------------------


class InvalidPositionError(BgtutorError, ValueError):
    """A position that cannot occur: wrong checker counts, a shared point, a cube state no game
    reaches, ..."""


class InvalidIdError(BgtutorError, ValueError):
    """A malformed GNU Backgammon Position ID, Match ID or XGID."""


class InvalidRollError(BgtutorError, ValueError):
    """Dice text or values that are not a roll of two dice 1-6."""


class InvalidNotationError(BgtutorError, ValueError):
    """Text that is not a play in backgammon notation, or a Play or Step (what notation is read
    into) that is not one: not a Step, a point outside 0-25, a die outside 1-6, a step whose die
    is not left or does not make it, or whose hit flag does not fit the point it lands on."""


class IllegalPlayError(BgtutorError, ValueError):
    """Well-formed notation for a play (or step) the rules do not allow.

    ``reason`` says which rule forbids it (a :class:`~bgtutor.rules.explain.Reason`), in a form
    every language can render; it is also the error's ``message``.
    """

    message: Message

    def __init__(self, message: str, reason: Message) -> None:
        super().__init__(message, message=reason)
        self.reason = reason


class AmbiguousPlayError(BgtutorError, ValueError):
    """Notation that fits more than one legal play."""


class GameOverError(BgtutorError, ValueError):
    """The game is over: one side has borne off all fifteen checkers."""


class CubeError(BgtutorError, ValueError):
    """A cube action the rules do not allow now; ``reason`` (also the ``message``) says why in words."""

    message: Message

    def __init__(self, reason: Message) -> None:
        super().__init__(reason.text("en"), message=reason)
        self.reason = reason


# -- scores -------------------------------------------------------------------------------------


class ScoreError(BgtutorError, ValueError):
    """A score or match state that does not add up (a score past the match length, a Crawford
    game nobody is at match point minus one in, ...), or a saved match that is no score and
    unfinished game."""
