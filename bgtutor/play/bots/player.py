"""What every computer player is, with NumPy or without: a level, a name, and one choice among the
legal plays. :class:`.base.Bot` (NumPy) and :class:`.pure.Bot` (plain Python, the browser edition)
differ only in how they hold the boards they judge.

>>> level_named(" Experte "), board_after(Position.start(), Play())[:7]
(<Level.EXPERTE: 'experte'>, (0, 0, 0, 0, 0, 0, 5))
>>> try:
...     level_named("meister")
... except UnknownLevelError as error:
...     print(error)
'meister' is not a level: use one of entspannt, anspruchsvoll, experte
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from bgtutor.play.strengths import LEVELS, Level, UnknownLevelError
from bgtutor.rules.dice import Roll
from bgtutor.rules.moves import Play, legal_plays
from bgtutor.rules.position import Position


class Player(ABC):
    """A computer player: picks one of the legal plays for a position and a roll.

    Subclasses set :attr:`level` and implement :meth:`pick_play`. The rules are the same for every
    level; only the judgement differs.
    """

    level: Level

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    @property
    def name(self) -> str:
        """The level's command-line name, e.g. ``"experte"``."""
        return self.level.value

    @property
    def display_name(self) -> str:
        """The level's German name, e.g. ``"Experte"``."""
        return self.level.display_name

    def choose(self, position: Position, roll: Roll, rng: random.Random | None = None) -> Play:
        """One of ``legal_plays(position, roll)``; random choices use ``rng`` (else the bot's own)."""
        plays = legal_plays(position, roll)
        if len(plays) == 1:
            return plays[0]
        return plays[self.pick_play(position, plays, self.rng if rng is None else rng)]

    @abstractmethod
    def pick_play(self, position: Position, plays: tuple[Play, ...], rng: random.Random) -> int:
        """The index of the chosen play among ``plays`` (two or more)."""

    def __repr__(self) -> str:
        return f"make_bot({self.name!r})"


def level_named(level: str | Level) -> Level:
    """The level a name means (any case, spaces around ignored), or UnknownLevelError."""
    try:
        return Level(level.strip().lower()) if isinstance(level, str) else Level(level)
    except ValueError:
        names = ", ".join(known.value for known in LEVELS)
        raise UnknownLevelError(f"{level!r} is not a level: use one of {names}") from None


def board_after(position: Position, play: Play) -> tuple[int, ...]:
    """The 52 counts of the board after ``play``, the mover first (see :mod:`.boards`)."""
    moved = position.apply_steps(play.steps)
    return tuple(moved.on_roll + moved.opponent)
