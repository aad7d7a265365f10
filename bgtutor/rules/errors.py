"""Every exception bgtutor raises, in one hierarchy: all are :class:`BgtutorError`, a ``ValueError``.

Every message quotes the offending text (``repr``) and, where there is one, the Position ID,
so that a learner or teacher can see what went wrong and reproduce it. ``str(error)`` is English,
for programmers and logs; errors that a learner sees carry a :class:`~bgtutor.rules.i18n.Message`
(``message``, and ``reason`` for a broken rule) that says what is wrong and how to put it right,
and ``error.text(lang)`` gives it in German or English. Every input error (notation, dice, IDs,
positions) has a message. The modules that raise them import them from here
(``bgtutor.play.storage.StorageError`` is this module's class), so each is defined once; this
module needs only the standard library.

>>> issubclass(StorageError, BgtutorError) and issubclass(BgtutorError, ValueError)
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
    "GameRecordError",
    "IllegalPlayError",
    "InvalidIdError",
    "InvalidNotationError",
    "InvalidPositionError",
    "InvalidRollError",
    "PreferenceError",
    "ScoreError",
    "SessionError",
    "StorageError",
    "UnknownLevelError",
]


class BgtutorError(ValueError):
    """Base class of every error bgtutor raises on bad input; only its subclasses are raised.

    ``message`` (keyword only) is what the learner is told, in any language by :meth:`text`;
    the positional arguments are the English text of ``str(error)``, as for any exception.
    """

    message: Message | None

    def __init__(self, *args: object, message: Message | None = None) -> None:
        super().__init__(*args)
        self.message = message

    def text(self, lang: str = "de") -> str:
        """What is wrong, in ``lang`` (``"de"`` or ``"en"``); ``str(self)`` if there is no message."""
        return str(self) if self.message is None else self.message.text(lang)


# -- the rules ----------------------------------------------------------------------------------


class InvalidPositionError(BgtutorError):
    """A position that cannot occur: wrong checker counts, a shared point, a cube state no game
    reaches, ..."""


class InvalidIdError(BgtutorError):
    """A malformed GNU Backgammon Position ID, Match ID or XGID."""


class InvalidRollError(BgtutorError):
    """Dice text or values that are not a roll of two dice 1-6."""


class InvalidNotationError(BgtutorError):
    """Text that is not a play in backgammon notation, or a Play or Step (what notation is read
    into) that is not one: not a Step, a point outside 0-25, a die outside 1-6, a step whose die
    is not left or does not make it, or whose hit flag does not fit the point it lands on."""


class IllegalPlayError(BgtutorError):
    """Well-formed notation for a play (or step) the rules do not allow.

    ``reason`` says which rule forbids it (a :class:`~bgtutor.rules.explain.Reason`), in a form
    every language can render; it is also the error's ``message``.
    """

    message: Message

    def __init__(self, message: str, reason: Message) -> None:
        super().__init__(message, message=reason)
        self.reason = reason


class AmbiguousPlayError(BgtutorError):
    """Notation that fits more than one legal play."""


class GameOverError(BgtutorError):
    """The game is over: one side has borne off all fifteen checkers."""


class CubeError(BgtutorError):
    """A cube action the rules do not allow now; ``reason`` (also the ``message``) says why in words."""

    message: Message

    def __init__(self, reason: Message) -> None:
        super().__init__(reason.text("en"), message=reason)
        self.reason = reason


# -- games, players and saved files -------------------------------------------------------------


class GameRecordError(BgtutorError):
    """A game record (see :meth:`bgtutor.play.game.Game.from_dict`) that is malformed or breaks the rules.

    ``field`` names the broken entry, such as ``"turns[3].play"``; ``turn`` is the index of the
    broken turn, ``reason`` the broken rule when a stored play is illegal. The ``message`` is the
    reason, or what is wrong with the entry when it is an input error (such as bad dice).
    """

    def __init__(
        self,
        message: str,
        field: str,
        reason: Message | None = None,
        turn: int | None = None,
        *,
        cause: Message | None = None,
    ) -> None:
        super().__init__(message, message=reason if reason is not None else cause)
        self.field = field
        self.reason = reason
        self.turn = turn


class UnknownLevelError(BgtutorError):
    """A level name that is none of ``entspannt``, ``anspruchsvoll``, ``experte``."""


class PreferenceError(BgtutorError):
    """A preference outside its allowed values; ``allowed`` is empty for an unknown setting."""

    def __init__(self, message: str, field: str = "", value: object = None, allowed: str = "") -> None:
        super().__init__(message)
        self.field, self.value, self.allowed = field, value, allowed


class SessionError(BgtutorError):
    """An action the practice session does not allow now: no game started, the computer's turn, the
    dice not thrown yet or thrown already, nothing to take back."""


class ScoreError(BgtutorError):
    """A score or match state that does not add up (a score past the match length, a Crawford
    game nobody is at match point minus one in, ...), or a saved match that is no score and
    unfinished game."""


class StorageError(BgtutorError):
    """A file that cannot be loaded or saved; the file itself is left as it was.

    ``message`` says what is wrong and what to do (``message.key`` tells the cases apart, e.g.
    ``"missing"``); ``reason`` is the broken rule of an illegal stored play; ``detail`` is the
    technical cause, for developers.
    """

    message: Message

    def __init__(self, message: Message, detail: str = "", reason: Message | None = None) -> None:
        self.detail, self.reason = detail, reason
        english = message.text("en") if reason is None else f"{message.text('en')} {reason.text('en')}"
        super().__init__(english + (f" [{detail}]" if detail else ""), message=message)

    def text(self, lang: str = "de") -> str:
        """The message in ``lang``, with the broken rule if there is one."""
        text = self.message.text(lang)
        return f"{text} {self.reason.text(lang)}" if self.reason is not None else text
