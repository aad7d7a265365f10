"""The exceptions bgtutor raises; all are ``ValueError`` subclasses.

Every message quotes the offending text (``repr``) and, where there is one, the Position ID,
so that a learner or teacher can see what went wrong and reproduce it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bgtutor.rules.explain import Reason


class BgtutorError(ValueError):
    """Base class of every error bgtutor raises on bad input."""


class InvalidPositionError(BgtutorError):
    """A position that cannot occur: wrong checker counts, a shared point, ..."""


class InvalidIdError(BgtutorError):
    """A malformed GNU Backgammon Position ID, Match ID or XGID."""


class InvalidRollError(BgtutorError):
    """Dice text or values that are not a roll of two dice 1-6."""


class InvalidNotationError(BgtutorError):
    """Text that is not a play in backgammon notation."""


class IllegalPlayError(BgtutorError):
    """Well-formed notation for a play (or step) the rules do not allow.

    ``reason`` says which rule forbids it, in a form every language can render.
    """

    def __init__(self, message: str, reason: Reason) -> None:
        super().__init__(message)
        self.reason = reason


class AmbiguousPlayError(BgtutorError):
    """Notation that fits more than one legal play."""


class GameOverError(BgtutorError):
    """The game is over: one side has borne off all fifteen checkers."""
