"""What the practice game saves: preferences and a deliberately saved score, as JSON files.

Files carry a format marker and a version (``{"format": "bgtutor-score", "version": 1, ...}``)
and are written atomically: a temporary file in the same folder replaces the old one only once
it is complete, so a failed save leaves the old file as it was. Every problem with a file -
missing, a folder, unreadable, empty, not JSON, another program's, newer, damaged, an illegal
play, an impossible position or score - raises :class:`StorageError`, whose :attr:`~StorageError.phrase`
says in the learner's language what is wrong and what to do. Loading never changes a file.

Preferences are loaded at every start ("Spiel starten"); a saved score is continued only when
the learner loads it explicitly (:func:`load_score`).

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> prefs = replace(Preferences(), strength="experte", dice_turns=5)
>>> load_preferences(save_preferences(prefs, folder / "prefs.json")) == prefs
True
>>> load_score(folder / "missing.json")  # doctest: +ELLIPSIS
Traceback (most recent call last):
bgtutor.storage.StorageError: The file .../missing.json does not exist. Check the name and the folder, ...
>>> replace(prefs, dice_volume=101)
Traceback (most recent call last):
bgtutor.storage.PreferenceError: dice_volume must be a whole number from 0 to 100, not 101
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any, Literal

from bgtutor.color import Color
from bgtutor.errors import BgtutorError, GameOverError
from bgtutor.explain import Reason
from bgtutor.game import Game, GameRecordError
from bgtutor.i18n import Phrase
from bgtutor.scoring import GameResult, ResultKind

VERSION = 1
"""The file format version this bgtutor writes and the newest it reads."""
PREFERENCES_FORMAT = "bgtutor-preferences"
SCORE_FORMAT = "bgtutor-score"
PREFERENCES_FILE = "preferences.json"
SCORE_FILE = "score.json"

Mode = Literal["computer", "two-players"]
Strength = Literal["entspannt", "anspruchsvoll", "experte"]
View = Literal["normal", "zoom"]
Lang = Literal["de", "en"]
Theme = Literal["classic", "colorblind", "print"]
StrPath = str | os.PathLike[str]

_CHOICES: dict[str, tuple[object, ...]] = {
    "mode": ("computer", "two-players"),
    "strength": ("entspannt", "anspruchsvoll", "experte"),
    "view": ("normal", "zoom"),
    "dice_turns": (3, 5),
    "lang": ("de", "en"),
    "theme": ("classic", "colorblind", "print"),
}
_FLAGS = ("reduced_motion", "show_timer", "sound")
_VOLUMES = ("dice_volume", "checker_volume")


class StoreMessage(Phrase):
    """A message about a saved file (catalog key ``store-<key>``)."""

    prefix = "store-"


class StorageError(BgtutorError):
    """A file that cannot be loaded or saved; the file itself is left as it was.

    ``phrase`` says what is wrong and what to do (``phrase.key`` tells the cases apart, e.g.
    ``"missing"``); ``reason`` is the broken rule of an illegal stored play; ``detail`` is
    the technical cause, for developers.
    """

    def __init__(self, phrase: StoreMessage, detail: str = "", reason: Reason | None = None) -> None:
        self.phrase, self.detail, self.reason = phrase, detail, reason
        super().__init__(self.text("en") + (f" [{detail}]" if detail else ""))

    def text(self, lang: str = "de") -> str:
        """The message in ``lang``, with the broken rule if there is one."""
        text = self.phrase.text(lang)
        return f"{text} {self.reason.text(lang)}" if self.reason is not None else text


class PreferenceError(BgtutorError):
    """A preference outside its allowed values; ``allowed`` is empty for an unknown setting."""

    def __init__(self, message: str, field: str, value: object, allowed: str) -> None:
        super().__init__(message)
        self.field, self.value, self.allowed = field, value, allowed


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

    def __post_init__(self) -> None:
        for name, allowed in _CHOICES.items():
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
    >>> from bgtutor.scoring import game_result
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
                raise BgtutorError(f"{name} must be two whole numbers >= 0 (White, Black), not {pair!r}")
            object.__setattr__(self, name, tuple(pair))
        for color in Color:
            wins, gammons, backgammons = self.wins[color], self.gammons[color], self.backgammons[color]
            if gammons + backgammons > wins or self.points[color] != wins + gammons + 2 * backgammons:
                raise BgtutorError(
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
            raise BgtutorError(f"this edition has no doubling cube; the result has cube {result.cube}")
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
            raise BgtutorError(f"{self.score!r} is not a Score")
        if self.game is not None and not isinstance(self.game, Game):
            raise BgtutorError(f"{self.game!r} is not a Game")
        if self.game is not None and self.game.result is not None:
            raise GameOverError("a finished game is not saved: add its result to the score, save without it")


def default_folder() -> Path:
    """Where the practice game keeps its files: ``$BGTUTOR_HOME``, else ``~/.bgtutor``."""
    home = os.environ.get("BGTUTOR_HOME")
    return Path(home) if home else Path.home() / ".bgtutor"


def save_preferences(prefs: Preferences, path: StrPath | None = None) -> Path:
    """Write ``prefs`` (default: ``preferences.json`` in :func:`default_folder`); return the path."""
    if not isinstance(prefs, Preferences):
        raise BgtutorError(f"{prefs!r} is not Preferences")
    return _write(path, PREFERENCES_FILE, PREFERENCES_FORMAT, {"preferences": prefs.to_dict()})


def load_preferences(path: StrPath | None = None) -> Preferences:
    """Read preferences saved by :func:`save_preferences`, or raise StorageError."""
    where, data = _read(path, PREFERENCES_FILE, PREFERENCES_FORMAT, {"preferences"})
    body = data["preferences"]
    if not isinstance(body, dict):
        raise StorageError(_say("bad-field", where, field="preferences"), "expected an object")
    try:
        return Preferences.from_dict(body)
    except PreferenceError as error:
        if not error.allowed:
            phrase = _say("bad-field", where, field=f"preferences.{error.field}")
            raise StorageError(phrase, str(error)) from None
        value = _short(json.dumps(error.value, ensure_ascii=False, default=repr))
        phrase = _say("bad-preference", where, field=error.field, value=value, allowed=error.allowed)
        raise StorageError(phrase, str(error)) from None


def save_score(score: Score, game: Game | None = None, path: StrPath | None = None) -> Path:
    """Write the score and the unfinished ``game`` (default: ``score.json``); return the path."""
    match = SavedMatch(score, game)
    data: dict[str, object] = {"score": match.score.to_dict()}
    data["game"] = None if match.game is None else match.game.to_dict()
    return _write(path, SCORE_FILE, SCORE_FORMAT, data)


def load_score(path: StrPath | None = None) -> SavedMatch:
    """Read a score saved by :func:`save_score`, re-checking every play, or raise StorageError."""
    where, data = _read(path, SCORE_FILE, SCORE_FORMAT, {"score", "game"})
    score = _read_score(where, data["score"])
    if data["game"] is None:
        return SavedMatch(score)
    try:
        game = Game.from_dict(data["game"])
    except GameRecordError as error:
        raise StorageError(_game_phrase(where, data["game"], error), str(error), error.reason) from None
    if game.result is not None:
        raise StorageError(_say("bad-field", where, field="game"), "the saved game is already over")
    return SavedMatch(score, game)


# -- reading and writing ------------------------------------------------------------------------


def _target(path: StrPath | None, name: str) -> Path:
    if path is None:
        return default_folder() / name
    return Path(os.fspath(path))


def _write(path: StrPath | None, name: str, marker: str, body: dict[str, object]) -> Path:
    """Write ``body`` under ``marker`` atomically: a complete temporary file replaces the old one."""
    target = _target(path, name)
    text = json.dumps({"format": marker, "version": VERSION, **body}, ensure_ascii=False, indent=2) + "\n"
    temp: str | None = None
    try:
        if path is None:
            target.parent.mkdir(parents=True, exist_ok=True)
        _check_replaceable(target, marker)
        descriptor, temp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
        with os.fdopen(descriptor, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        with contextlib.suppress(OSError):  # keep the old file's permissions
            os.chmod(temp, stat.S_IMODE(os.stat(target).st_mode))
        os.replace(temp, target)
        temp = None
    except OSError as error:
        phrase = _say("write-failed", target, error=error.strerror or str(error))
        raise StorageError(phrase, repr(error)) from None
    finally:
        if temp is not None:
            with contextlib.suppress(OSError):
                os.unlink(temp)
    return target


def _check_replaceable(target: Path, marker: str) -> None:
    """Refuse to replace a file that is clearly not ours (another program's data)."""
    if target.is_dir():
        raise StorageError(_say("not-a-file", target))
    try:
        raw = target.read_bytes()
    except FileNotFoundError:
        return
    if raw.strip() and marker.encode() not in raw:
        raise StorageError(_say("foreign-target", target), f"no {marker!r} marker in the existing file")


def _read(path: StrPath | None, name: str, marker: str, keys: set[str]) -> tuple[Path, dict[str, object]]:
    """The checked top level of a file: the right marker, a version we read, exactly ``keys``."""
    where = _target(path, name)
    try:
        if where.is_dir():
            raise StorageError(_say("not-a-file", where))
        raw = where.read_bytes()
    except FileNotFoundError:
        raise StorageError(_say("missing", where)) from None
    except OSError as error:
        phrase = _say("unreadable", where, error=error.strerror or str(error))
        raise StorageError(phrase, repr(error)) from None
    if not raw.strip():
        raise StorageError(_say("empty", where))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise StorageError(_say("not-text", where), str(error)) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise StorageError(_say("not-json", where, line=error.lineno), str(error)) from None
    except RecursionError:
        raise StorageError(_say("not-json", where, line=1), "nested too deeply") from None
    found = data.get("format") if isinstance(data, dict) else None
    if found != marker:
        raise StorageError(_say("foreign", where, expected=marker), f"format marker {found!r}")
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise StorageError(_say("bad-field", where, field="version"), f"version {version!r}")
    if version > VERSION:
        raise StorageError(_say("newer", where, version=version, supported=VERSION))
    wrong = sorted(set(data) ^ (keys | {"format", "version"}))
    if wrong:
        raise StorageError(_say("bad-field", where, field=wrong[0]), f"unexpected or missing keys {wrong}")
    return where, data


def _read_score(where: Path, data: object) -> Score:
    names = ("points", "wins", "gammons", "backgammons")
    if not isinstance(data, dict) or set(data) != set(names):
        raise StorageError(_say("bad-field", where, field="score"), f"expected the keys {names}")
    pairs = []
    for name in names:
        sides = data[name]
        if not isinstance(sides, dict) or set(sides) != {"white", "black"}:
            raise StorageError(_say("bad-field", where, field=f"score.{name}"), "expected white and black")
        for side in ("white", "black"):
            if not _count(sides[side]):
                raise StorageError(_say("bad-field", where, field=f"score.{name}.{side}"), repr(sides[side]))
        pairs.append((sides["white"], sides["black"]))
    try:
        return Score(*pairs)
    except BgtutorError as error:
        raise StorageError(_say("impossible-score", where), str(error)) from None


def _game_phrase(where: Path, data: object, error: GameRecordError) -> StoreMessage:
    if error.field.startswith("start"):
        return _say("impossible-position", where)
    if error.turn is None:
        return _say("bad-field", where, field=f"game.{error.field}")
    turns = data.get("turns") if isinstance(data, dict) else None
    entry = turns[error.turn] if isinstance(turns, list) and error.turn < len(turns) else None
    roll, play = (entry.get("roll"), entry.get("play")) if isinstance(entry, dict) else ("?", "?")
    return _say("illegal-play", where, turn=error.turn + 1, roll=_short(str(roll)), play=_short(str(play)))


def _say(key: str, where: Path, **params: str | int) -> StoreMessage:
    return StoreMessage.of(key, path=str(where), **params)


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _count(value: object) -> bool:
    return type(value) is int and value >= 0
