"""The values the practice game keeps: preferences, the score and a saved match.

They validate themselves when built (also through ``dataclasses.replace``); :mod:`bgtutor.play.storage`
reads and writes them as JSON files.

>>> replace(Preferences(), dice_volume=101)
Traceback (most recent call last):
bgtutor.play.saved_values.PreferenceError: dice_volume must be a whole number from 0 to 100, not 101
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields, replace
from typing import Any, Literal, get_args

from bgtutor.board.themes import THEMES
from bgtutor.play.game import Game, PlayMessage
from bgtutor.play.strengths import Level
from bgtutor.rules.color import Color
from bgtutor.rules.errors import BgtutorError, GameOverError, ScoreError
from bgtutor.rules.i18n import LANGUAGES
from bgtutor.rules.scoring import GameResult, ResultKind


class PreferenceError(BgtutorError, ValueError):
    """A preference outside its allowed values; ``allowed`` is empty for an unknown setting."""

    def __init__(self, message: str, field: str = "", value: object = None, allowed: str = "") -> None:
        super().__init__(message)
        self.field, self.value, self.allowed = field, value, allowed


Mode = Literal["computer", "two-players"]
Strength = Literal["entspannt", "anspruchsvoll", "experte"]
"""A :class:`~bgtutor.play.strengths.Level`'s value (the allowed values are the levels')."""
View = Literal["normal", "zoom"]
Lang = Literal["de", "en"]
"""One of :data:`bgtutor.rules.i18n.LANGUAGES`."""
Theme = Literal["classic", "colorblind", "contrast", "print"]
"""A name in :data:`bgtutor.board.themes.THEMES`."""

CHOICES: dict[str, tuple[object, ...]] = {
    "mode": get_args(Mode),
    "strength": tuple(level.value for level in Level),
    "view": get_args(View),
    "dice_turns": (3, 5),
    "lang": LANGUAGES,
    "theme": tuple(THEMES),
}
"""The allowed values of each setting with a choice, taken from where the choices are made: the
bots' levels, the languages of the catalogs, the board's themes. The ``Literal`` types above
name the same values for the type checker (a test holds them equal)."""
_FLAGS = ("reduced_motion", "show_timer", "sound", "tutor")
_VOLUMES = ("dice_volume", "checker_volume")


@dataclass(frozen=True, slots=True)
class Preferences:
    """How the practice game looks, sounds and plays; none of it changes the rules.

    Change one with ``dataclasses.replace(prefs, view="zoom")``, which validates again.
    """

    mode: Mode = "computer"
    strength: Strength = "entspannt"
    view: View = "normal"
    dice_turns: Literal[3, 5] = 3
    reduced_motion: bool = False
    show_timer: bool = False
    sound: bool = False
    dice_volume: int = 60
    checker_volume: int = 60
    lang: Lang = "de"
    theme: Theme = "classic"
    tutor: bool = False
    """Judge every play of the learner and offer to take a mistake back (files without it: off)."""

    def __post_init__(self) -> None:
        for name, allowed in CHOICES.items():
            value = getattr(self, name)
            if not any(type(value) is type(choice) and value == choice for choice in allowed):
                names = ", ".join(json.dumps(choice) for choice in allowed)
                raise PreferenceError(f"{name} must be one of {names}, not {value!r}", name, value, names)
        for name in _FLAGS:
            value = getattr(self, name)
            if type(value) is not bool:
                message = f"{name} must be true or false, not {value!r}"
                raise PreferenceError(message, name, value, "true, false")
        for name in _VOLUMES:
            value = getattr(self, name)
            if type(value) is not int or not 0 <= value <= 100:
                raise PreferenceError(
                    f"{name} must be a whole number from 0 to 100, not {value!r}", name, value, "0-100"
                )

    def to_dict(self) -> dict[str, object]:
        """The preferences as JSON-ready data."""
        return {field.name: getattr(self, field.name) for field in fields(self)}

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> Preferences:
        """Read :meth:`to_dict`'s data; missing settings take their defaults."""
        known = {field.name for field in fields(cls)}
        for name, value in data.items():
            if name not in known:
                raise PreferenceError(f"{name!r} is not a setting: use {sorted(known)}", name, value, "")
        changes: dict[str, Any] = dict(data)
        return replace(cls(), **changes)


Pair = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Score:
    """Points, games won, gammons and backgammons per side, indexed by Color (White, Black).

    Without a doubling cube, points = wins + gammons + 2 × backgammons for each side.

    >>> from bgtutor import Position
    >>> from bgtutor.rules.scoring import game_result
    >>> result = game_result(Position.from_points({}, {12: 15}, turn=Color.BLACK))
    >>> score = Score().with_result(result)
    >>> score.points, score.gammons, score.games
    ((2, 0), (1, 0), 1)
    """

    points: Pair = (0, 0)
    wins: Pair = (0, 0)
    gammons: Pair = (0, 0)
    backgammons: Pair = (0, 0)

    def __post_init__(self) -> None:
        for name in ("points", "wins", "gammons", "backgammons"):
            pair = getattr(self, name)
            if not isinstance(pair, tuple | list) or len(pair) != 2 or not all(_count(n) for n in pair):
                raise ScoreError(f"{name} must be two whole numbers >= 0 (White, Black), not {pair!r}")
            object.__setattr__(self, name, tuple(pair))
        for color in Color:
            wins, gammons, backgammons = self.wins[color], self.gammons[color], self.backgammons[color]
            if gammons + backgammons > wins or self.points[color] != wins + gammons + 2 * backgammons:
                raise ScoreError(
                    f"{color.name}'s score does not add up: {self.points[color]} points from {wins} wins, "
                    f"{gammons} gammons and {backgammons} backgammons"
                )

    @property
    def games(self) -> int:
        """Games played (and finished)."""
        return sum(self.wins)

    def with_result(self, result: GameResult) -> Score:
        """The score after ``result`` (1, 2 or 3 points: this edition has no doubling cube)."""
        if result.cube != 1:
            raise ScoreError(f"this edition has no doubling cube; the result has cube {result.cube}")
        side = result.winner

        def plus(pair: Pair, amount: int) -> Pair:
            return (pair[0] + amount, pair[1]) if side is Color.WHITE else (pair[0], pair[1] + amount)

        return Score(
            plus(self.points, result.points),
            plus(self.wins, 1),
            plus(self.gammons, int(result.kind is ResultKind.GAMMON)),
            plus(self.backgammons, int(result.kind is ResultKind.BACKGAMMON)),
        )

    def to_dict(self) -> dict[str, object]:
        """The score as JSON-ready data, sides by name."""
        return {name: {"white": pair[0], "black": pair[1]} for name, pair in self._pairs()}

    def _pairs(self) -> tuple[tuple[str, Pair], ...]:
        return tuple((name, getattr(self, name)) for name in ("points", "wins", "gammons", "backgammons"))


@dataclass(frozen=True, slots=True)
class SavedMatch:
    """A saved score and, optionally, the unfinished game to continue."""

    score: Score
    game: Game | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.score, Score):
            raise ScoreError(f"{self.score!r} is not a Score")
        if self.game is not None and not isinstance(self.game, Game):
            raise ScoreError(f"{self.game!r} is not a Game")
        if self.game is not None and self.game.result is not None:
            result = self.game.result
            raise GameOverError(
                "a finished game is not saved: add its result to the score, save without it",
                message=PlayMessage.of("err-game-over-new", winner=result.winner, points=result.points),
            )


def _count(value: object) -> bool:
    return type(value) is int and value >= 0
