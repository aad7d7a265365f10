"""What every computer player is: a level, a name, and one choice among the legal plays, made by
judging the board after each play. The network's judgement comes from an
:class:`~.evaluator.Evaluator` (NumPy or plain Python), given or opened at first use.

>>> from bgtutor import Position, Roll
>>> class First(Bot):
...     level = Level.ENTSPANNT
...     def pick(self, position, after, rng):
...         return 0
>>> str(First().choose(Position.start(), Roll(3, 1)))
'24/23 24/21'
>>> board_after(Position.start(), Play())[:7]
(0, 0, 0, 0, 0, 0, 5)
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import ClassVar

from bgtutor.play.bots.evaluator import Board, Evaluator, open_evaluator
from bgtutor.play.strengths import Level
from bgtutor.rules.dice import Roll
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.plays import Play
from bgtutor.rules.position import Position

__all__ = ["Bot", "board_after"]


class Bot(ABC):
    """A computer player: picks one of the legal plays for a position and a roll.

    Subclasses set :attr:`level` and implement :meth:`pick`. The rules are the same for every
    level; only the judgement differs. ``seed`` fixes the bot's own random choices; ``evaluator``
    is the network's evaluation it uses (default: :func:`.open_evaluator`'s choice, made when the
    bot first needs it).
    """

    level: ClassVar[Level]

    def __init__(self, seed: int | None = None, evaluator: Evaluator | None = None) -> None:
        self.rng = random.Random(seed)
        self._evaluator = evaluator

    @property
    def evaluator(self) -> Evaluator:
        """The network's evaluation this bot judges by, when it uses the network at all."""
        if self._evaluator is None:
            self._evaluator = open_evaluator()
        return self._evaluator

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
        after = [board_after(position, play) for play in plays]
        return plays[self.pick(position, after, self.rng if rng is None else rng)]

    @abstractmethod
    def pick(self, position: Position, after: list[Board], rng: random.Random) -> int:
        """The index of the chosen play, given the board after each (two or more, the mover first)."""

    def __repr__(self) -> str:
        return f"make_bot({self.name!r})"


def board_after(position: Position, play: Play) -> Board:
    """The 52 counts of the board after ``play``, the mover first (see :mod:`.evaluator`)."""
    moved = position.apply_steps(play.steps)
    return tuple(moved.on_roll + moved.opponent)
