"""The three computer players and :func:`make_bot`.

- **Entspannt**: a beginner's rule of thumb - pips, made points, blots (a flat penalty, and half
  the cost of the shots) - with a little noise, and then often not its best play but its second or
  third best: sensible-looking but loose moves.
- **Anspruchsvoll**: the full hand-tuned evaluation (:mod:`.heuristic`), 1-ply, no noise.
- **Experte**: a neural network trained by TD self-play (:mod:`.network`), 1-ply over every play,
  then 2-ply (every roll of the opponent, its best reply) over the few best, in contact and in the
  race alike.  (It used to race by the hand-tuned evaluation; on 600 race positions from its own
  games gnubg 0-ply judged that 0.0115 equity per move lost, the network 1-ply 0.0081, 2-ply 0.0030.)

>>> from bgtutor import Position, Roll, legal_plays
>>> start, roll = Position.start(), Roll(3, 1)
>>> str(make_bot("anspruchsvoll").choose(start, roll)), str(make_bot("experte").choose(start, roll))
('8/5 6/5', '8/5 6/5')
>>> make_bot("entspannt", seed=1).choose(start, roll) in legal_plays(start, roll)
True
"""

from __future__ import annotations

import random

import numpy as np

from bgtutor.play.bots.base import LEVELS, Bot, Level
from bgtutor.play.bots.boards import Boards
from bgtutor.play.bots.heuristic import SIMPLE, SOLID, WIN, score
from bgtutor.play.bots.lookahead import one_ply, two_ply
from bgtutor.play.bots.network import shipped
from bgtutor.play.bots.player import level_named
from bgtutor.play.strengths import UnknownLevelError
from bgtutor.rules.position import Position

__all__ = ["LEVELS", "Anspruchsvoll", "Entspannt", "Experte", "UnknownLevelError", "make_bot"]


class Entspannt(Bot):
    """A relaxed beginner: a simple evaluation, noise of :attr:`NOISE` pips, loose choices."""

    level = Level.ENTSPANNT
    NOISE = 2.0
    CHOICES = (0.5, 0.3, 0.2)
    """How often it takes its best, second-best and third-best play (a win it always takes)."""

    def pick(self, position: Position, after: Boards, rng: random.Random) -> int:
        scores = np.array([score(row.tolist(), SIMPLE) + rng.gauss(0.0, self.NOISE) for row in after])
        order = np.argsort(-scores, kind="stable")
        if scores[order[0]] >= WIN:
            return int(order[0])
        rank = rng.choices(range(len(self.CHOICES)), self.CHOICES)[0]
        return int(order[min(rank, len(order) - 1)])


class Anspruchsvoll(Bot):
    """A solid player: the hand-tuned evaluation, the best play by it."""

    level = Level.ANSPRUCHSVOLL

    def pick(self, position: Position, after: Boards, rng: random.Random) -> int:
        return int(np.argmax([score(row.tolist(), SOLID) for row in after]))


class Experte(Bot):
    """The network's best play, looking one roll of the opponent ahead for the close candidates."""

    level = Level.EXPERTE
    CANDIDATES = 8
    """At most this many plays are looked at 2-ply ..."""
    WINDOW = 0.3
    """... and only those within this equity of the best 1-ply play."""

    def pick(self, position: Position, after: Boards, rng: random.Random) -> int:
        net = shipped()
        first = one_ply(net, after)
        order = np.argsort(-first, kind="stable")[: self.CANDIDATES]
        close = [int(i) for i in order if first[i] >= first[order[0]] - self.WINDOW]
        if len(close) == 1:
            return close[0]
        deeper = [two_ply(net, after[i]) for i in close]
        return close[int(np.argmax(deeper))]


_BOTS: dict[Level, type[Bot]] = {
    Level.ENTSPANNT: Entspannt,
    Level.ANSPRUCHSVOLL: Anspruchsvoll,
    Level.EXPERTE: Experte,
}


def make_bot(level: str, seed: int | None = None) -> Bot:
    """The computer player of ``level`` (``"entspannt"``, ``"anspruchsvoll"`` or ``"experte"``).

    ``seed`` fixes the bot's own random choices (only Entspannt makes any).
    """
    return _BOTS[level_named(level)](seed)
