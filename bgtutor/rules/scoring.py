"""The end of a game and what it is worth: single game 1, gammon 2, backgammon 3.

>>> from bgtutor import BLACK, Position
>>> result = game_result(Position.from_points({}, {"bar": 1, 12: 14}, turn=BLACK))
>>> result.kind.name, result.points
('BACKGAMMON', 3)
>>> result.reason.text("en")  # the result in words: a Message (a Reason, its rule the kind of win)
'White has won a backgammon (3 points): Black has borne off no checker and still has a checker on the bar.'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from bgtutor.rules.color import Color
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.places import BAR, OFF
from bgtutor.rules.position import Position


class ResultKind(IntEnum):
    """How a game was won; the value is the multiple of the cube."""

    SINGLE = 1
    GAMMON = 2
    BACKGAMMON = 3


@dataclass(frozen=True, slots=True)
class GameResult:
    """The winner, the kind of win, its points, and the reason for the kind: the result in words."""

    winner: Color
    kind: ResultKind
    reason: Reason
    cube: int = 1

    @property
    def points(self) -> int:
        """Points won: the kind's multiple of the cube value."""
        return int(self.kind) * self.cube

    def text(self, lang: str | None = None) -> str:
        """Short for ``self.reason.text(lang)``: a result is not a message, it holds one (``reason``)."""
        return self.reason.text(lang)


def game_result(position: Position, cube: int = 1) -> GameResult | None:
    """The result of a finished game, or ``None`` while it goes on."""
    winner = position.winner
    if winner is None:
        return None
    loser = position.side(winner.other)
    common: dict[str, str | int] = {"winner": winner, "loser": winner.other}
    if loser[OFF]:
        kind, details = ResultKind.SINGLE, {"off": loser[OFF]}
        rule = Rule.RESULT_SINGLE
    elif loser[BAR]:
        kind, details, rule = ResultKind.BACKGAMMON, {"count": loser[BAR]}, Rule.RESULT_BACKGAMMON_BAR
    elif any(loser[19:25]):
        point = max(p for p in range(19, 25) if loser[p])
        details = {"point": BAR - point, "count": sum(loser[19:25])}
        kind, rule = ResultKind.BACKGAMMON, Rule.RESULT_BACKGAMMON_HOME
    else:
        kind, details, rule = ResultKind.GAMMON, {}, Rule.RESULT_GAMMON
    reason = Reason.of(rule, points=int(kind) * cube, **common, **details)
    return GameResult(winner, kind, reason, cube)
