"""The computer players play the recorded games move for move, with either evaluator.

``tests/data/bot_games.txt`` holds every turn of the first two games of
``python -m bgtutor match --white W --black B --seed 1`` for the nine pairings of levels, as the
players chose them before their NumPy and plain-Python families became one. NumPy's evaluator
replays all of them; plain Python's (the browser edition's, much slower at Experte) replays the
games without Experte whole and the first turns of Experte's.
"""

from __future__ import annotations

import contextlib
import random
import re
from pathlib import Path

import pytest

from bgtutor import Position, Roll
from bgtutor.play.bots.evaluator import Backend, Board, open_evaluator
from bgtutor.play.bots.levels import make_bot
from bgtutor.play.bots.match import play_match
from bgtutor.play.bots.player import Bot
from bgtutor.play.strengths import LEVELS
from bgtutor.rules.plays import Play

GAMES = Path(__file__).resolve().parent / "data" / "bot_games.txt"
HEADING = re.compile(r"\[(\w+) - (\w+), game (\d+)\]")
SEED = 1
PAIRINGS = [(white.value, black.value) for white in LEVELS for black in LEVELS]
PURE_EXPERTE_TURNS = 8
"""Turns of each game with Experte that plain Python's evaluator replays (about 1 s an Experte move)."""


def recorded() -> dict[tuple[str, str], list[list[str]]]:
    """The recorded games of each pairing: one line per turn, ``white 31: 8/5 6/5``."""
    found: dict[tuple[str, str], list[list[str]]] = {}
    for line in GAMES.read_text("utf-8").splitlines():
        if line.startswith("#") or not line:
            continue
        if heading := HEADING.fullmatch(line):
            white, black, number = heading.groups()
            games = found.setdefault((white, black), [])
            assert int(number) == len(games) + 1, line
            games.append([])
        else:
            games[-1].append(line)
    return found


RECORDED = recorded()


class _EnoughTurnsError(Exception):
    """Raised by :class:`Recorder` after the turns wanted."""


class Recorder(Bot):
    """Lets ``bot`` choose and writes down every turn as the file has it, until ``limit`` turns."""

    def __init__(self, bot: Bot, log: list[str], limit: int | None = None) -> None:
        super().__init__()
        self.bot, self.log, self.limit = bot, log, limit

    @property
    def name(self) -> str:
        return self.bot.name

    def choose(self, position: Position, roll: Roll, rng: random.Random | None = None) -> Play:
        play = self.bot.choose(position, roll, rng)
        self.log.append(f"{position.turn.name.lower()} {roll}: {play}")
        if self.limit is not None and len(self.log) >= self.limit:
            raise _EnoughTurnsError
        return play

    def pick(self, position: Position, after: list[Board], rng: random.Random) -> int:
        raise AssertionError("the recorded bot chooses")


def replay(white: str, black: str, backend: Backend, games: int, limit: int | None = None) -> list[str]:
    """The turns of ``games`` games as ``bgtutor match --seed 1`` plays them, with ``backend``."""
    log: list[str] = []
    evaluator = open_evaluator(backend)
    bots = (make_bot(white, SEED, evaluator), make_bot(black, SEED + 1, evaluator))
    with contextlib.suppress(_EnoughTurnsError):
        play_match(Recorder(bots[0], log, limit), Recorder(bots[1], log, limit), games, SEED)
    return log


def first_difference(got: list[str], want: list[str]) -> str:
    for turn, (a, b) in enumerate(zip(got, want, strict=False)):
        if a != b:
            return f"turn {turn}: {a!r}, recorded {b!r}"
    return f"{len(got)} turns, recorded {len(want)}"


def test_the_file_holds_two_games_of_every_pairing() -> None:
    assert sorted(RECORDED) == sorted(PAIRINGS)
    assert all(len(games) == 2 and all(len(game) >= 30 for game in games) for games in RECORDED.values())


@pytest.mark.parametrize(("white", "black"), PAIRINGS)
def test_numpy_plays_the_recorded_games(white: str, black: str) -> None:
    want = [turn for game in RECORDED[white, black] for turn in game]
    got = replay(white, black, "numpy", games=2)
    assert got == want, first_difference(got, want)


@pytest.mark.parametrize(("white", "black"), PAIRINGS)
def test_plain_python_plays_the_recorded_games(white: str, black: str) -> None:
    if "experte" in (white, black):
        want = RECORDED[white, black][0][:PURE_EXPERTE_TURNS]
        got = replay(white, black, "pure", games=1, limit=PURE_EXPERTE_TURNS)
    else:
        want = [turn for game in RECORDED[white, black] for turn in game]
        got = replay(white, black, "pure", games=2)
    assert got == want, first_difference(got, want)
