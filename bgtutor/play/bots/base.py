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
from abc import abstractmethod

import numpy as np

from bgtutor.play.bots.boards import Boards
from bgtutor.play.bots.player import Player, board_after
from bgtutor.play.bots.threads import single_threaded
from bgtutor.play.strengths import LEVELS, Level
from bgtutor.rules.moves import Play
from bgtutor.rules.position import Position

__all__ = ["LEVELS", "Bot", "Level", "board_after"]


class Bot(Player):
    """A computer player with NumPy: judges the boards after the plays as one array.

    Subclasses set :attr:`level` and implement :meth:`pick`.
    """

    def pick_play(self, position: Position, plays: tuple[Play, ...], rng: random.Random) -> int:
        with single_threaded():
            after = np.array([board_after(position, play) for play in plays], dtype=np.uint8)
            return self.pick(position, after, rng)

    @abstractmethod
    def pick(self, position: Position, after: Boards, rng: random.Random) -> int:
        """The index of the chosen play, given the board after each (the mover first)."""
