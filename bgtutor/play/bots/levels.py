"""The three computer players and :func:`make_bot`, written once over either evaluator.

- **Entspannt**: a beginner's rule of thumb - pips, made points, blots (a flat penalty, and half
  the cost of the shots) - with a little noise, and then often not its best play but its second or
  third best: sensible-looking but loose moves.
- **Anspruchsvoll**: the full hand-tuned evaluation (:mod:`.heuristic`), 1-ply, no noise.
- **Experte**: a neural network trained by TD self-play (:mod:`.network`), 1-ply over every play,
  then 2-ply (every roll of the opponent, its best reply) over the few best, in contact and in the
  race alike (``benchmarks/bench_bots.py`` has gnubg's verdict on its race against the hand-tuned one).

Entspannt and Anspruchsvoll judge by the hand-tuned evaluation, which is plain Python; only Experte
asks the network, through the bot's :class:`~.evaluator.Evaluator` (NumPy's or plain Python's:
the same choices, the NumPy one much faster).

>>> from bgtutor import Position, Roll, legal_plays
>>> start, roll = Position.start(), Roll(3, 1)
>>> str(make_bot("anspruchsvoll").choose(start, roll)), str(make_bot("experte").choose(start, roll))
('8/5 6/5', '8/5 6/5')
>>> from bgtutor.play.bots.evaluator import open_evaluator
>>> str(make_bot("experte", evaluator=open_evaluator("pure")).choose(start, roll))
'8/5 6/5'
>>> make_bot("entspannt", seed=1).choose(start, roll) in legal_plays(start, roll)
True
>>> try:
...     make_bot("meister")
... except UnknownLevelError as error:
...     print(error)
'meister' is not a level: use one of entspannt, anspruchsvoll, experte
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bgtutor.play.bots.evaluator import Board, Evaluator
from bgtutor.play.bots.heuristic import SIMPLE, SOLID, WIN, score
from bgtutor.play.bots.player import Bot
from bgtutor.play.strengths import LEVELS, Level
from bgtutor.rules.errors import BgtutorError
from bgtutor.rules.position import Position

__all__ = ["Anspruchsvoll", "Entspannt", "Experte", "UnknownLevelError", "level_named", "make_bot"]


class UnknownLevelError(BgtutorError, ValueError):
    """A level name that is none of ``entspannt``, ``anspruchsvoll``, ``experte``."""


class Entspannt(Bot):
    """A relaxed beginner: a simple evaluation, noise of :attr:`NOISE` pips, loose choices."""

    level = Level.ENTSPANNT
    NOISE = 2.0
    CHOICES = (0.5, 0.3, 0.2)
    """How often it takes its best, second-best and third-best play (a win it always takes)."""

    def pick(self, position: Position, after: list[Board], rng: random.Random) -> int:
        scores = [score(row, SIMPLE) + rng.gauss(0.0, self.NOISE) for row in after]
        order = _best_first(scores)
        if scores[order[0]] >= WIN:
            return order[0]
        rank = rng.choices(range(len(self.CHOICES)), self.CHOICES)[0]
        return order[min(rank, len(order) - 1)]


class Anspruchsvoll(Bot):
    """A solid player: the hand-tuned evaluation, the best play by it."""

    level = Level.ANSPRUCHSVOLL

    def pick(self, position: Position, after: list[Board], rng: random.Random) -> int:
        return _best_first([score(row, SOLID) for row in after])[0]


class Experte(Bot):
    """The network's best play, looking one roll of the opponent ahead for the close candidates."""

    level = Level.EXPERTE
    CANDIDATES = 8
    """At most this many plays are looked at 2-ply ..."""
    WINDOW = 0.3
    """... and only those within this equity of the best 1-ply play."""

    def pick(self, position: Position, after: list[Board], rng: random.Random) -> int:
        first = self.evaluator.one_ply(after)
        order = _best_first(first)[: self.CANDIDATES]
        close = [i for i in order if first[i] >= first[order[0]] - self.WINDOW]
        if len(close) == 1:
            return close[0]
        return close[self.evaluator.best_two_ply([after[i] for i in close])]


_BOTS: dict[Level, type[Bot]] = {
    Level.ENTSPANNT: Entspannt,
    Level.ANSPRUCHSVOLL: Anspruchsvoll,
    Level.EXPERTE: Experte,
}


def make_bot(level: str, seed: int | None = None, evaluator: Evaluator | None = None) -> Bot:
    """The computer player of ``level`` (``"entspannt"``, ``"anspruchsvoll"`` or ``"experte"``).

    ``seed`` fixes the bot's own random choices (only Entspannt makes any); ``evaluator`` is the
    network's evaluation (default: :func:`.open_evaluator`'s, NumPy where it can be imported).
    """
    return _BOTS[level_named(level)](seed, evaluator)


def level_named(level: str | Level) -> Level:
    """The level a name means (any case, spaces around ignored), or UnknownLevelError."""
    try:
        return Level(level.strip().lower()) if isinstance(level, str) else Level(level)
    except ValueError:
        names = ", ".join(known.value for known in LEVELS)
        raise UnknownLevelError(f"{level!r} is not a level: use one of {names}") from None


def _best_first(values: Sequence[float]) -> list[int]:
    """Indices by value, highest first, ties in order (as a stable sort of ``-values``)."""
    return sorted(range(len(values)), key=lambda i: -values[i])
