"""The judge: after a learner's play, the computer's strongest evaluation judges it.

:func:`judge` ranks the legal plays with Experte's network (1-ply for all of them), looks one roll
of the opponent ahead (2-ply: every roll, the opponent's best reply) for the :data:`CANDIDATES`
best and for the learner's play, and compares the learner's play with the best at that depth.
``loss`` is cubeless money equity (a single game is worth 1, a gammon 2, a backgammon 3) lost
against the best play, never below 0; ``mistake`` is ``loss >= MISTAKE``. For a beginner the
loss is put in words (German and English): about ``loss / 2`` of winning chances, since a game
won instead of lost is worth 2 points.

How well this agrees with GNU Backgammon is measured by ``benchmarks/bench_tutor.py``.

>>> from bgtutor import Position, Roll
>>> verdict = judge(Position.start(), Roll(3, 1), "24/20")
>>> verdict.best, verdict.mistake, verdict.severity.value
('8/5 6/5', True, 'mistake')
>>> verdict.text("en")
'Mistake: 8/5 6/5 is clearly better; your play costs about 7 % winning chances.'
>>> judge(Position.start(), Roll(3, 1), "8/5 6/5").text("de")
'Bester Zug! Genau den hätte auch der Computer gespielt.'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

import numpy as np

from bgtutor.play.bots.lookahead import one_ply, two_ply
from bgtutor.play.bots.network import shipped
from bgtutor.play.bots.player import board_after
from bgtutor.play.bots.threads import single_threaded
from bgtutor.rules.dice import Roll
from bgtutor.rules.i18n import Message
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.plays import Play
from bgtutor.rules.position import Position
from bgtutor.rules.resolve import parse_play

__all__ = ["CANDIDATES", "FINE", "MISTAKE", "JudgePhrase", "Judgement", "Severity", "judge", "rank"]

CANDIDATES = 8
"""How many of the best 1-ply plays are looked at 2-ply (the learner's play always is)."""
FINE = 0.02
"""Below this loss a play is as good as the best, in words."""
MISTAKE = 0.06
"""From this loss on a play is flagged as a mistake (tuned against gnubg: bench_tutor.py)."""
BLUNDER = 0.16
"""From this loss on a mistake is called a blunder."""


class Severity(StrEnum):
    """How bad a play is, in the words a beginner reads; the value is the text's key."""

    BEST = "best"
    FINE = "fine"
    SMALL = "small"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


class JudgePhrase(Message):
    """A verdict in words (catalog key ``tutor-<severity>`` in ``bgtutor/play/locales``)."""

    __slots__ = ()
    prefix = "tutor-"
    home = "bgtutor.play"


@dataclass(frozen=True, slots=True)
class Judgement:
    """The tutor's verdict on one play: both plays in standard notation, the equity lost, whether
    it is a mistake, and the ranking it rests on (best first: play, equity after it, 2-ply)."""

    play: str
    best: str
    loss: float
    mistake: bool
    ranking: tuple[tuple[str, float], ...] = ()

    @property
    def severity(self) -> Severity:
        """best, fine (< 0.02), small, mistake (>= :data:`MISTAKE`), blunder (>= 0.16)."""
        if self.play == self.best:
            return Severity.BEST
        if self.loss < FINE:
            return Severity.FINE
        if not self.mistake:
            return Severity.SMALL
        return Severity.BLUNDER if self.loss >= BLUNDER else Severity.MISTAKE

    @property
    def percent(self) -> int:
        """The loss as winning chances in whole percent, at least 1: equity / 2 (a win instead
        of a loss is worth two points)."""
        return max(1, round(50 * self.loss))

    def phrase(self) -> JudgePhrase:
        """The verdict as a catalog key and its parameters."""
        return JudgePhrase.of(self.severity.value, best=self.best, percent=self.percent)

    def text(self, lang: str | None = None) -> str:
        """The verdict in words a beginner understands."""
        return self.phrase().text(lang)

    def as_dict(self) -> dict[str, str | float | bool]:
        """The four fields the command line prints (loss rounded to 4 places)."""
        return {"play": self.play, "best": self.best, "loss": round(self.loss, 4), "mistake": self.mistake}


def judge(position: Position, roll: Roll, play: Play | str) -> Judgement:
    """Judge ``play`` (a :class:`Play` or notation) in ``position`` with ``roll``; deterministic.

    Raises the notation errors of :func:`bgtutor.parse_play` for text, and IllegalPlayError for a
    :class:`Play` that is not one of the legal plays (compared by the resulting position).
    """
    plays = legal_plays(position, roll)
    results = [position.apply_steps(p.steps) for p in plays]
    chosen = parse_play(position, roll, play) if isinstance(play, str) else play
    if (after := position.apply_steps(chosen.steps)) not in results:
        # not legal: the text of the play gives the reason (IllegalPlayError, with .reason)
        after = position.apply_steps(parse_play(position, roll, str(chosen)).steps)
    mine = results.index(after)
    ranking = rank(position, roll, plays, include=mine)
    best_index, best_equity = ranking[0]
    equity = dict(ranking)[mine]
    loss = max(0.0, best_equity - equity)
    return Judgement(
        str(plays[mine]),
        str(plays[best_index]),
        loss,
        loss >= MISTAKE,
        tuple((str(plays[i]), round(e, 4)) for i, e in ranking),
    )


def rank(
    position: Position, roll: Roll, plays: tuple[Play, ...] | None = None, include: int | None = None
) -> list[tuple[int, float]]:
    """``(index into plays, equity)`` of the best :data:`CANDIDATES` plays by 1-ply and of
    ``include``, each 2-ply, best first (ties keep the order of the legal plays)."""
    plays = legal_plays(position, roll) if plays is None else plays
    if len(plays) == 1:
        return [(0, 0.0)]
    with single_threaded():
        after = np.array([board_after(position, p) for p in plays], dtype=np.uint8)
        net = shipped()
        first = one_ply(net, after)
        chosen = [int(i) for i in np.argsort(-first, kind="stable")[:CANDIDATES]]
        if include is not None and include not in chosen:
            chosen.append(include)
        deeper = [(i, two_ply(net, after[i])) for i in chosen]
    return sorted(deeper, key=lambda item: (-item[1], item[0]))
