"""What the practice game saves: preferences and a deliberately saved score, as JSON files.

Files carry a format marker and a version (``{"format": "bgtutor-score", "version": 1, ...}``)
and are written atomically: a temporary file in the same folder replaces the old one only once
it is complete, so a failed save leaves the old file as it was. Every problem with a file -
missing, a folder or another special file, unreadable, empty, not JSON, another program's,
newer, damaged, an illegal play, an impossible position or score - raises :class:`StorageError`,
whose :attr:`~StorageError.phrase` says in the learner's language what is wrong and what to do.
Loading never changes a file, and only regular files are opened (a pipe is never read).

Saving looks at the file it would replace first, and loads it as the same kind:

* no file, or an empty one (nothing but white space): written;
* a file that loads: replaced;
* **ours, but damaged** - a JSON object with this kind's marker and a version this program
  reads, whose content is wrong (a bad field, an illegal play, ...); or a file that does not
  parse (not JSON, not UTF-8, a number too long) but *starts like ours*: after an optional BOM,
  leaving out white space, its first bytes are ``{"format":"<marker>"`` as this writer begins
  every file, or a beginning of that (a save torn off early). It is set aside, renamed
  ``<name>.damaged-YYYYmmdd-HHMMSS<suffix>`` (:attr:`Saved.set_aside`), then the new file is
  written;
* everything else is never replaced: a newer version of ours, another kind or program's file,
  text or binary data that does not start like ours, a folder or special file, a file that
  cannot be read. The save raises :class:`StorageError` saying what to do.

Preferences are loaded at every start ("Spiel starten"); a saved score is continued only when
the learner loads it explicitly (:func:`load_score`).

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

import contextlib
import errno
import json
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from bgtutor.play.game import Game, GameRecordError
from bgtutor.play.saved_values import (
    Lang,
    Mode,
    PreferenceError,
    Preferences,
    SavedMatch,
    Score,
    Strength,
    Theme,
    View,
    _count,
)
from bgtutor.rules.errors import BgtutorError
from bgtutor.rules.explain import Reason
from bgtutor.rules.i18n import Phrase

__all__ = [
    "FOLDER_MODE",
    "PREFERENCES_FILE",
    "PREFERENCES_FORMAT",
    "SCORE_FILE",
    "SCORE_FORMAT",
    "VERSION",
    "Lang",
    "Mode",
    "PreferenceError",
    "Preferences",
    "Saved",
    "SavedMatch",
    "Score",
    "StorageError",
    "StoreMessage",
    "Strength",
    "Theme",
    "View",
    "default_folder",
    "load_preferences",
    "load_score",
    "make_folder",
    "save_preferences",
    "save_score",
    "write_preferences",
    "write_score",
]

VERSION = 1
"""The file format version this bgtutor writes and the newest it reads."""
PREFERENCES_FORMAT = "bgtutor-preferences"
SCORE_FORMAT = "bgtutor-score"
PREFERENCES_FILE = "preferences.json"
SCORE_FILE = "score.json"
FOLDER_MODE = 0o700
"""Folders the practice game creates are the owner's only."""
MAX_DIGITS = 100
"""A whole number with more digits is no score or setting (and Python's int limit is 4,300)."""
StrPath = str | os.PathLike[str]


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


@dataclass(frozen=True, slots=True)
class Saved:
    """Where a save went, and where a damaged file it replaced was set aside (if it did)."""

    path: Path
    set_aside: Path | None = None

    def text(self, lang: str = "de") -> str:
        """What the learner should know about the set-aside file ("" when nothing was set aside)."""
        if self.set_aside is None:
            return ""
        return _say("set-aside", self.path, aside=str(self.set_aside)).text(lang)


def default_folder() -> Path:
    """Where the practice game keeps its files: ``$BGTUTOR_HOME``, else ``~/.bgtutor``."""
    home = os.environ.get("BGTUTOR_HOME")
    return Path(home) if home else Path.home() / ".bgtutor"


def make_folder(folder: StrPath) -> Path:
    """Create ``folder`` and its missing parents, each with :data:`FOLDER_MODE` (existing ones are
    left as they are); raise StorageError if that fails."""
    where = Path(os.fspath(folder))
    missing = [where, *where.parents]
    missing = [level for level in missing if not level.is_dir()]
    for level in reversed(missing):
        try:
            os.mkdir(level, FOLDER_MODE)
            os.chmod(level, FOLDER_MODE)  # the umask may have taken bits away; it never adds any here
        except FileExistsError:
            if not level.is_dir():
                error = os.strerror(errno.ENOTDIR)
                raise StorageError(_say("write-failed", level, error=error)) from None
        except OSError as error:
            phrase = _say("write-failed", level, error=error.strerror or str(error))
            raise StorageError(phrase, repr(error)) from None
    return where


def save_preferences(prefs: Preferences, path: StrPath | None = None, *, create_folder: bool = False) -> Path:
    """Write ``prefs`` (default: ``preferences.json`` in :func:`default_folder`); return the path."""
    return write_preferences(prefs, path, create_folder=create_folder).path


def write_preferences(
    prefs: Preferences, path: StrPath | None = None, *, create_folder: bool = False
) -> Saved:
    """:func:`save_preferences`, saying also where a damaged old file was set aside.

    Without a ``path``, or with ``create_folder``, the folder is created (:func:`make_folder`).
    """
    if not isinstance(prefs, Preferences):
        raise BgtutorError(f"{prefs!r} is not Preferences")
    body: dict[str, object] = {"preferences": prefs.to_dict()}
    return _write(path, PREFERENCES_FILE, PREFERENCES_FORMAT, body, load_preferences, create_folder)


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


def save_score(
    score: Score, game: Game | None = None, path: StrPath | None = None, *, create_folder: bool = False
) -> Path:
    """Write the score and the unfinished ``game`` (default: ``score.json``); return the path."""
    return write_score(score, game, path, create_folder=create_folder).path


def write_score(
    score: Score, game: Game | None = None, path: StrPath | None = None, *, create_folder: bool = False
) -> Saved:
    """:func:`save_score`, saying also where a damaged old file was set aside."""
    match = SavedMatch(score, game)
    data: dict[str, object] = {"score": match.score.to_dict()}
    data["game"] = None if match.game is None else match.game.to_dict()
    return _write(path, SCORE_FILE, SCORE_FORMAT, data, load_score, create_folder)


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


# -- writing ------------------------------------------------------------------------------------

_FRESH = frozenset({"missing", "empty"})
"""Nothing would be lost by writing."""
_DAMAGED = frozenset(
    {
        "not-json",
        "huge-number",
        "bad-field",
        "bad-preference",
        "illegal-play",
        "impossible-position",
        "impossible-score",
    }
)
"""Ours, but damaged: set aside, then write (``not-json`` and ``huge-number`` only for a file that
starts like ours; :func:`_unparsable` calls other files foreign)."""


def _target(path: StrPath | None, name: str) -> Path:
    if path is None:
        return default_folder() / name
    return Path(os.fspath(path))


def _write(
    path: StrPath | None,
    name: str,
    marker: str,
    body: dict[str, object],
    load: Callable[[Path], object],
    create: bool,
) -> Saved:
    """Write ``body`` under ``marker`` atomically: a complete temporary file replaces the old one,
    after a damaged old file of ours is set aside; anything else there is refused."""
    target = _target(path, name)
    text = json.dumps({"format": marker, "version": VERSION, **body}, ensure_ascii=False, indent=2) + "\n"
    if path is None or create:
        make_folder(target.parent)
    damaged = _damaged_old_file(target, load)
    temp: str | None = None
    aside: Path | None = None
    try:
        descriptor, temp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
        with os.fdopen(descriptor, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        with contextlib.suppress(OSError):  # keep the old file's permissions
            os.chmod(temp, stat.S_IMODE(os.stat(target).st_mode))
        if damaged:
            aside = _set_aside(target)
        os.replace(temp, target)
        temp = None
    except OSError as error:
        phrase = _say("write-failed", target, error=error.strerror or str(error))
        raise StorageError(phrase, repr(error)) from None
    finally:
        if temp is not None:
            with contextlib.suppress(OSError):
                os.unlink(temp)
    return Saved(target, aside)


def _damaged_old_file(target: Path, load: Callable[[Path], object]) -> bool:
    """Whether the file at ``target`` must be set aside before writing; raise StorageError if it
    must not be replaced at all (see the module's rules)."""
    try:
        load(target)
    except StorageError as error:
        key = error.phrase.key
        if key in _FRESH:
            return False
        if key in _DAMAGED:
            return True
        if key == "newer":
            found = dict(error.phrase.params)
            phrase = _say("newer-target", target, version=found["version"], supported=VERSION)
            raise StorageError(phrase, error.detail) from None
        if key in {"foreign", "not-text"}:
            raise StorageError(_say("foreign-target", target), error.detail or key) from None
        raise  # a folder, a special file, an unreadable file: the loader's message says it
    return False


def _set_aside(target: Path) -> Path:
    """Give the file at ``target`` a new, unused name beside it (``name.damaged-<time>.json``).

    A hard link keeps the old name until the new file replaces it, so nothing is ever lost;
    where links are not possible, the file is renamed (only to a name that is free).
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for number in range(1, 100):
        tail = "" if number == 1 else f"-{number}"
        aside = target.with_name(f"{target.stem}.damaged-{stamp}{tail}{target.suffix}")
        try:
            os.link(target, aside)
        except FileExistsError:
            continue
        except OSError:
            if aside.exists() or aside.is_symlink():
                continue
            os.rename(target, aside)
        return aside
    raise OSError(17, "no free name to set the damaged file aside")


# -- reading ------------------------------------------------------------------------------------


class _HugeNumberError(Exception):
    """A whole number in a file with more than :data:`MAX_DIGITS` digits."""


def _parse_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise _HugeNumberError(f"a number with {len(digits)} digits")
    return int(digits)


def _raw(where: Path) -> bytes:
    """The bytes of the regular file ``where``; anything else is refused before it is opened."""
    try:
        mode = os.stat(where).st_mode
        if stat.S_ISDIR(mode):
            raise StorageError(_say("not-a-file", where))
        if not stat.S_ISREG(mode):
            raise StorageError(_say("special-file", where), f"file mode {stat.filemode(mode)}")
        return where.read_bytes()
    except FileNotFoundError:
        raise StorageError(_say("missing", where)) from None
    except OSError as error:
        phrase = _say("unreadable", where, error=error.strerror or str(error))
        raise StorageError(phrase, repr(error)) from None


def _starts_like_ours(raw: bytes, marker: str) -> bool:
    """Whether ``raw`` begins, white space left out, with ``{"format":"<marker>"`` or a piece of it."""
    opening = b'{"format":"' + marker.encode() + b'"'
    head = re.sub(rb"\s+", b"", raw.removeprefix(b"\xef\xbb\xbf")[: 4 * len(opening)])
    return head.startswith(opening) or (bool(head) and opening.startswith(head))


def _unparsable(
    where: Path, raw: bytes, marker: str, key: str, detail: str, **params: str | int
) -> StorageError:
    """A file that does not parse: damaged (``key``) if it starts like ours, else another program's
    (binary data: ``not-text``; text: ``foreign``)."""
    binary = params.pop("binary", 0)
    if _starts_like_ours(raw, marker):
        return StorageError(_say(key, where, **params), detail)
    if binary:
        return StorageError(_say("not-text", where), detail)
    return StorageError(_say("foreign", where, expected=marker), detail)


def _parse(where: Path, raw: bytes, marker: str) -> object:
    if not raw.strip():
        raise StorageError(_say("empty", where))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise _unparsable(where, raw, marker, "not-json", str(error), line=line, binary=1) from None
    try:
        return json.loads(text, parse_int=_parse_int)
    except _HugeNumberError as error:
        raise _unparsable(where, raw, marker, "huge-number", str(error), digits=MAX_DIGITS) from None
    except json.JSONDecodeError as error:
        raise _unparsable(where, raw, marker, "not-json", str(error), line=error.lineno) from None
    except (RecursionError, ValueError) as error:
        raise _unparsable(where, raw, marker, "not-json", repr(error), line=1) from None


def _read(path: StrPath | None, name: str, marker: str, keys: set[str]) -> tuple[Path, dict[str, object]]:
    """The checked top level of a file: the right marker, a version we read, exactly ``keys``."""
    where = _target(path, name)
    data = _parse(where, _raw(where), marker)
    found = data.get("format") if isinstance(data, dict) else None
    if not isinstance(data, dict) or found != marker:
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
