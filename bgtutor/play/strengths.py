"""The computer's three strengths, as names: no NumPy here, so settings, saves and the command line
name a strength without loading a player (:mod:`bgtutor.play.bots.levels` makes the players).

>>> Level("experte").display_name
'Experte'
"""

from __future__ import annotations

from enum import StrEnum


class Level(StrEnum):
    """The three strengths; the value is the command-line name."""

    ENTSPANNT = "entspannt"
    ANSPRUCHSVOLL = "anspruchsvoll"
    EXPERTE = "experte"

    @property
    def display_name(self) -> str:
        """The German name shown to the player: Entspannt, Anspruchsvoll, Experte."""
        return self.value.capitalize()


LEVELS: tuple[Level, ...] = tuple(Level)
"""The levels from weakest to strongest."""
