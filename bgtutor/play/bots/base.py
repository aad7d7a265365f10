"""What every computer player is: a level, a name, and a choice among the legal plays.

>>> from bgtutor import Position, Roll
>>> class First(Bot):
...     level = Level.ENTSPANNT
...     def pick(self, position, after, rng):
...         return 0
>>> str(First().choose(Position.start(), Roll(3, 1)))
'24/23 24/21'
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

import numpy as np

from bgtutor.play.bots.boards import Boards
from bgtutor.play.bots.strengths import LEVELS, Level
from bgtutor.play.bots.threads import single_threaded
from bgtutor.rules.dice import Roll
from bgtutor.rules.moves import Play, legal_plays
from bgtutor.rules.position import Position

__all__ = ["LEVELS", "Bot", "Level", "board_after"]


class Bot(ABC):
    """A computer player: picks one of the legal plays for a position and a roll.

    Subclasses set :attr:`level` and implement :meth:`pick`.  The rules are the same for every
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
        with single_threaded():
            after = np.array([board_after(position, play) for play in plays], dtype=np.uint8)
            return plays[self.pick(position, after, self.rng if rng is None else rng)]

    @abstractmethod
    def pick(self, position: Position, after: Boards, rng: random.Random) -> int:
        """The index of the chosen play, given the board after each (the mover first)."""

    def __repr__(self) -> str:
        return f"make_bot({self.name!r})"


def board_after(position: Position, play: Play) -> tuple[int, ...]:
    """The 52 counts of the board after ``play``, the mover first (see :mod:`.boards`)."""
    moved = position.apply_steps(play.steps)
    return moved.on_roll + moved.opponent
