"""Games and matches between two computer players, with per-side results and timings.

>>> from bgtutor.play.bots.levels import make_bot
>>> summary = play_match(make_bot("anspruchsvoll"), make_bot("entspannt", seed=1), games=2, seed=1)
>>> [side.name for side in summary.sides], sum(side.wins for side in summary.sides)
(['anspruchsvoll', 'entspannt'], 2)
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from bgtutor.play.bots.player import Bot
from bgtutor.rules.color import BLACK, WHITE, Color
from bgtutor.rules.dice import opening_roll, roll_dice
from bgtutor.rules.position import Position
from bgtutor.rules.scoring import GameResult, ResultKind, game_result


class GameRecord(NamedTuple):
    """One finished game: its result, and each side's number of moves and thinking time."""

    result: GameResult
    moves: dict[Color, int]
    seconds: dict[Color, float]


def play_game(white: Bot, black: Bot, rng: random.Random) -> GameRecord:
    """Play one game; ``rng`` throws the dice (the bots use their own random choices).

    The game starts with the opening roll: each side throws one die, ties are thrown again, and
    the higher die moves first with both dice.
    """
    bots = {WHITE: white, BLACK: black}
    moves = {WHITE: 0, BLACK: 0}
    seconds = {WHITE: 0.0, BLACK: 0.0}
    opening = opening_roll(rng)
    position, roll = Position.start(opening.starter), opening.roll
    while True:
        side = position.turn
        began = time.perf_counter()
        play = bots[side].choose(position, roll)
        seconds[side] += time.perf_counter() - began
        moves[side] += 1
        position = position.play(play)
        result = game_result(position)
        if result is not None:
            return GameRecord(result, moves, seconds)
        roll = roll_dice(rng)


@dataclass(frozen=True)
class SideSummary:
    """One side of a match: what it won and how long it thought."""

    color: Color
    name: str
    wins: int = 0
    gammons: int = 0
    backgammons: int = 0
    points: int = 0
    moves: int = 0
    seconds: float = 0.0

    @property
    def seconds_per_move(self) -> float:
        """Mean thinking time per move (0 before the first move)."""
        return self.seconds / self.moves if self.moves else 0.0

    def add(self, record: GameRecord) -> SideSummary:
        """This summary with one more game counted."""
        won = record.result.winner is self.color
        kind = record.result.kind
        return SideSummary(
            self.color,
            self.name,
            self.wins + won,
            self.gammons + (won and kind is ResultKind.GAMMON),
            self.backgammons + (won and kind is ResultKind.BACKGAMMON),
            self.points + (record.result.points if won else 0),
            self.moves + record.moves[self.color],
            self.seconds + record.seconds[self.color],
        )

    def merge(self, other: SideSummary) -> SideSummary:
        """The sum of two summaries of the same side (e.g. from parallel workers)."""
        return SideSummary(
            self.color,
            self.name,
            self.wins + other.wins,
            self.gammons + other.gammons,
            self.backgammons + other.backgammons,
            self.points + other.points,
            self.moves + other.moves,
            self.seconds + other.seconds,
        )

    def line(self) -> str:
        """``white experte: 171 wins (40 gammons, 3 backgammons), 217 points, 0.21 s/move``."""
        return (
            f"{self.color.name.lower()} {self.name}: {self.wins} wins ({self.gammons} gammons, "
            f"{self.backgammons} backgammons), {self.points} points, {self.seconds_per_move:.2f} s/move"
        )


@dataclass(frozen=True)
class MatchSummary:
    """Both sides of a match of ``games`` games, White first."""

    games: int
    sides: tuple[SideSummary, SideSummary]

    @property
    def white(self) -> SideSummary:
        """White's summary."""
        return self.sides[0]

    @property
    def black(self) -> SideSummary:
        """Black's summary."""
        return self.sides[1]


def play_match(
    white: Bot,
    black: Bot,
    games: int,
    seed: int | None = None,
    on_game: Callable[[GameRecord], object] | None = None,
) -> MatchSummary:
    """Play ``games`` games with the same colours; ``seed`` fixes the dice.

    ``on_game`` is called with each finished game (the command line counts them on a progress bar).
    """
    rng = random.Random(seed)
    sides = (SideSummary(WHITE, white.name), SideSummary(BLACK, black.name))
    for _ in range(games):
        record = play_game(white, black, rng)
        sides = (sides[0].add(record), sides[1].add(record))
        if on_game is not None:
            on_game(record)
    return MatchSummary(games, sides)
