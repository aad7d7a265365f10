"""What the practice game saves: preferences and a deliberately saved score, as JSON files.

They are :mod:`bgtutor.files` JSON files (format markers ``bgtutor-preferences`` and
``bgtutor-score``): written atomically, never replacing what bgtutor did not write, a damaged file
of ours set aside. Besides the file problems :mod:`bgtutor.files` finds, loading refuses a bad
setting, an illegal play, an impossible position or score with a
:class:`~bgtutor.files.json_files.StorageError` that says in the learner's language what is wrong and
what to do. Loading never changes a file.

Preferences are loaded at every start ("Spiel starten"); a saved score is continued only when
the learner loads it explicitly (:func:`load_score`).

Two sessions (two tabs, two notebooks) may save at the same time. For preferences the last save
wins: a setting is chosen again in a moment, and the latest choice is the one wanted. A score is
a match; a session saves it through a :class:`ScoreFile`, which refuses - and says - a save that
would drop a score another session saved meanwhile.

>>> import tempfile
>>> from dataclasses import replace
>>> folder = Path(tempfile.mkdtemp())
>>> prefs = replace(Preferences(), strength="experte", dice_turns=5)
>>> load_preferences(save_preferences(prefs, folder / "prefs.json")) == prefs
True
>>> try:
...     load_score(folder / "missing.json")
... except StorageError as error:
...     print(error)  # doctest: +ELLIPSIS
The file .../missing.json does not exist. Check the name and the folder, or save first.
>>> _ = (folder / "score.json").write_text('{"format": "bgtutor-score", "vers')
>>> write_score(Score(), None, folder / "score.json").set_aside.name  # doctest: +ELLIPSIS
'score.damaged-...json'
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from pathlib import Path

from bgtutor.files.json_files import (
    Saved,
    StorageError,
    StoreMessage,
    StrPath,
    file_message,
    file_path,
    locked,
    make_folder,
    read_json,
    write_json,
)
from bgtutor.play.game import Game, GameRecordError
from bgtutor.play.saved_values import (
    PreferenceError,
    Preferences,
    SavedMatch,
    Score,
    _count,
)
from bgtutor.rules.errors import ScoreError

__all__ = [
    "PREFERENCES_FILE",
    "PREFERENCES_FORMAT",
    "SCORE_FILE",
    "SCORE_FORMAT",
    "ScoreFile",
    "load_preferences",
    "load_score",
    "save_preferences",
    "save_score",
    "write_preferences",
    "write_score",
]

PREFERENCES_FORMAT = "bgtutor-preferences"
SCORE_FORMAT = "bgtutor-score"
PREFERENCES_FILE = "preferences.json"
SCORE_FILE = "score.json"


def save_preferences(prefs: Preferences, path: StrPath | None = None, *, create_folder: bool = False) -> Path:
    """Write ``prefs`` (default: ``preferences.json`` in :func:`default_folder`); return the path.

    Two sessions saving preferences at once: the last save wins (each file stays whole)."""
    return write_preferences(prefs, path, create_folder=create_folder).path


def write_preferences(
    prefs: Preferences, path: StrPath | None = None, *, create_folder: bool = False
) -> Saved:
    """:func:`save_preferences`, saying also where a damaged old file was set aside.

    Without a ``path``, or with ``create_folder``, the folder is created (:func:`make_folder`).
    """
    if not isinstance(prefs, Preferences):
        raise PreferenceError(f"{prefs!r} is not Preferences", value=prefs)
    body: dict[str, object] = {"preferences": prefs.to_dict()}
    return write_json(path, PREFERENCES_FILE, PREFERENCES_FORMAT, body, load_preferences, create_folder)


def load_preferences(path: StrPath | None = None) -> Preferences:
    """Read preferences saved by :func:`save_preferences`, or raise StorageError."""
    where, data = read_json(path, PREFERENCES_FILE, PREFERENCES_FORMAT, {"preferences"})
    body = data["preferences"]
    if not isinstance(body, dict):
        raise StorageError(file_message("bad-field", where, field="preferences"), "expected an object")
    try:
        return Preferences.from_dict(body)
    except PreferenceError as error:
        if not error.allowed:
            message = file_message("bad-field", where, field=f"preferences.{error.field}")
            raise StorageError(message, str(error)) from None
        value = _short(json.dumps(error.value, ensure_ascii=False, default=repr))
        message = file_message("bad-preference", where, field=error.field, value=value, allowed=error.allowed)
        raise StorageError(message, str(error)) from None


def save_score(
    score: Score, game: Game | None = None, path: StrPath | None = None, *, create_folder: bool = False
) -> Path:
    """Write the score and the unfinished ``game`` (default: ``score.json``); return the path.

    It replaces whatever score is there; a session that keeps a score saves through
    :class:`ScoreFile`, which does not drop another session's save unsaid."""
    return write_score(score, game, path, create_folder=create_folder).path


def write_score(
    score: Score, game: Game | None = None, path: StrPath | None = None, *, create_folder: bool = False
) -> Saved:
    """:func:`save_score`, saying also where a damaged old file was set aside."""
    match = SavedMatch(score, game)
    data: dict[str, object] = {"score": match.score.to_dict()}
    data["game"] = None if match.game is None else match.game.to_dict()
    return write_json(path, SCORE_FILE, SCORE_FORMAT, data, load_score, create_folder)


def load_score(path: StrPath | None = None) -> SavedMatch:
    """Read a score saved by :func:`save_score`, re-checking every play, or raise StorageError."""
    where, data = read_json(path, SCORE_FILE, SCORE_FORMAT, {"score", "game"})
    score = _read_score(where, data["score"])
    if data["game"] is None:
        return SavedMatch(score)
    try:
        game = Game.from_dict(data["game"])
    except GameRecordError as error:
        raise StorageError(_game_message(where, data["game"], error), str(error), error.reason) from None
    if game.result is not None:
        raise StorageError(file_message("bad-field", where, field="game"), "the saved game is already over")
    return SavedMatch(score, game)


class ScoreFile:
    """The score file as one session (one practice game) sees it: no save drops another session's
    score unsaid.

    The file holds one match: its score and at most one unfinished game. Two sessions that
    continue it fork it, and no merge keeps both (adding the scores would count a match nobody
    played, and one of two unfinished games would still be lost). So :meth:`save` holds the
    file's lock and writes only if the file is still what this session last saw (when it was
    opened, loaded or saved), or missing, or holds this very match (a file that is no score at
    all is left to :func:`write_score`'s rules). Otherwise it raises StorageError
    ``score-changed`` naming the other score, and writes nothing; the session's own score stays
    as it was, and saving again replaces the other one, for the learner has been told.

    >>> import tempfile
    >>> path = Path(tempfile.mkdtemp()) / "score.json"
    >>> mine, other = ScoreFile(path), ScoreFile(path)
    >>> _ = other.save(Score((1, 0), (1, 0)))
    >>> try:
    ...     mine.save(Score((0, 2), (0, 1), (0, 1)))
    ... except StorageError as error:
    ...     error.message.key
    'score-changed'
    >>> load_score(path).score.points  # the other session's save is kept
    (1, 0)
    >>> _ = mine.save(Score((0, 2), (0, 1), (0, 1)))  # told once: saving again replaces it
    >>> load_score(path).score.points
    (0, 2)
    """

    def __init__(self, path: StrPath | None = None) -> None:
        self.path = file_path(path, SCORE_FILE)
        self._create = path is None
        self._seen = _fingerprint(self.path)

    def load(self) -> SavedMatch:
        """:func:`load_score`, and remember the file as loaded."""
        for _ in range(5):  # a save of another session may replace the file between the two looks
            before = _fingerprint(self.path)
            match = load_score(self.path)
            if _fingerprint(self.path) == before:
                break
        self._seen = before
        return match

    def save(self, score: Score, game: Game | None = None, *, create_folder: bool = False) -> Saved:
        """:func:`write_score`, unless another session saved a score since this one last looked."""
        match = SavedMatch(score, game)
        if self._create or create_folder:
            make_folder(self.path.parent)
        if not self.path.parent.is_dir():  # write_score says what is wrong with the folder
            return write_score(match.score, match.game, self.path)
        with locked(self.path):
            now = _fingerprint(self.path)
            if now is not None and now != self._seen:
                other = _score_or_none(self.path)
                if other is not None and _content(other) != _content(match):
                    self._seen = now
                    key = "score-changed" if other.game is None else "score-changed-game"
                    white, black = other.score.points
                    raise StorageError(file_message(key, self.path, white=white, black=black))
            saved = write_score(match.score, match.game, self.path)
            self._seen = _fingerprint(self.path)
        return saved


def _fingerprint(path: Path) -> str | None:
    """The SHA-256 of the file's bytes; None when there is no file; "" when it is no regular file
    or cannot be read (a pipe is never opened)."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return ""
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except FileNotFoundError:
        return None
    except OSError:
        return ""


def _score_or_none(path: Path) -> SavedMatch | None:
    try:
        return load_score(path)
    except StorageError:
        return None


def _content(match: SavedMatch) -> tuple[dict[str, object], object]:
    return match.score.to_dict(), None if match.game is None else match.game.to_dict()


# -- reading the content ---------------------------------------------------------------------------


def _read_score(where: Path, data: object) -> Score:
    names = ("points", "wins", "gammons", "backgammons")
    if not isinstance(data, dict) or set(data) != set(names):
        raise StorageError(file_message("bad-field", where, field="score"), f"expected the keys {names}")
    pairs = []
    for name in names:
        sides = data[name]
        if not isinstance(sides, dict) or set(sides) != {"white", "black"}:
            raise StorageError(
                file_message("bad-field", where, field=f"score.{name}"), "expected white and black"
            )
        for side in ("white", "black"):
            if not _count(sides[side]):
                raise StorageError(
                    file_message("bad-field", where, field=f"score.{name}.{side}"), repr(sides[side])
                )
        pairs.append((sides["white"], sides["black"]))
    try:
        return Score(*pairs)
    except ScoreError as error:
        raise StorageError(file_message("impossible-score", where), str(error)) from None


def _game_message(where: Path, data: object, error: GameRecordError) -> StoreMessage:
    if error.field.startswith("start"):
        return file_message("impossible-position", where)
    if error.turn is None:
        return file_message("bad-field", where, field=f"game.{error.field}")
    turns = data.get("turns") if isinstance(data, dict) else None
    entry = turns[error.turn] if isinstance(turns, list) and error.turn < len(turns) else None
    roll, play = (entry.get("roll"), entry.get("play")) if isinstance(entry, dict) else ("?", "?")
    return file_message(
        "illegal-play", where, turn=error.turn + 1, roll=_short(str(roll)), play=_short(str(play))
    )


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
