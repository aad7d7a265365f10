"""JSON files that are safe to keep: a format marker and a version, atomic writes, and nothing
overwritten that this writer did not write.

Files carry a format marker and a version (``{"format": "bgtutor-score", "version": 1, ...}``)
and are written atomically: a temporary file in the same folder replaces the old one only once
it is complete, so a failed save leaves the old file as it was. Every problem with a file -
missing, a folder or another special file, unreadable, empty, not JSON, another program's,
newer, damaged - raises :class:`StorageError`, whose
:attr:`StorageError.message` says in the learner's language what is wrong
and what to do. Reading never changes a file, and only regular files are opened (a pipe is never
read).

Writing looks at the file it would replace first, and loads it with the kind's own loader:

* no file, or an empty one (nothing but white space): written;
* a file that loads: replaced;
* **ours, but damaged** - a JSON object with this kind's marker and a version this program
  reads, whose content is wrong (the loader raises a :data:`DAMAGED` message: a bad field, an
  illegal play, ...); or a file that does not parse (not JSON, not UTF-8, a number too long) but
  *starts like ours*: after an optional BOM, leaving out white space, its first bytes are
  ``{"format":"<marker>"`` as this writer begins every file, or a beginning of that (a save torn
  off early). It is set aside, renamed ``<name>.damaged-YYYYmmdd-HHMMSS<suffix>``
  (:attr:`Saved.set_aside`), then the new file is written;
* everything else is never replaced: a newer version of ours, another kind or program's file,
  text or binary data that does not start like ours, a folder or special file, a file that
  cannot be read. The write raises StorageError saying what to do.

A save killed before it finished leaves its temporary file (``.<name>.<random>.tmp``); the next
save or load in that folder removes such leftovers once they are a minute old
(:func:`sweep_leftovers`). Writers that read a file, merge or compare and write it back hold
:func:`locked` around all of it.

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> def load(path: Path) -> object:
...     return read_json(path, "notes.json", "bgtutor-notes", {"notes"})[1]["notes"]
>>> saved = write_json(folder / "notes.json", "notes.json", "bgtutor-notes", {"notes": ["ok"]}, load)
>>> load(saved.path)
['ok']
>>> _ = (folder / "notes.json").write_text('{"format": "bgtutor-notes", "vers')  # torn off
>>> saved = write_json(folder / "notes.json", "notes.json", "bgtutor-notes", {"notes": []}, load)
>>> saved.set_aside.name, saved.message.key  # doctest: +ELLIPSIS
('notes.damaged-....json', 'set-aside')
>>> _ = (folder / "other.json").write_text('{"format": "another-program"}')
>>> try:
...     write_json(folder / "other.json", "notes.json", "bgtutor-notes", {"notes": []}, load)
... except StorageError as error:
...     error.message.key
'foreign-target'
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
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from bgtutor.rules.errors import BgtutorError
from bgtutor.rules.i18n import Message, Param

try:  # not on Windows; there two writers may still race (each write stays atomic)
    import fcntl
except ImportError:  # pragma: no cover
    fcntl = None  # type: ignore[assignment]

__all__ = [
    "DAMAGED",
    "FOLDER_MODE",
    "FRESH",
    "LEFTOVER_AGE",
    "MAX_DIGITS",
    "VERSION",
    "Saved",
    "StorageError",
    "StoreMessage",
    "StrPath",
    "default_folder",
    "file_message",
    "file_path",
    "locked",
    "make_folder",
    "read_json",
    "replace_whole",
    "sweep_leftovers",
    "temporary_beside",
    "write_json",
]


class StorageError(BgtutorError, OSError):
    """A file that cannot be loaded or saved (an ``OSError``); the file itself is left as it was.

    ``message`` says what is wrong and what to do (``message.key`` tells the cases apart, e.g.
    ``"missing"``); ``reason`` is the broken rule of an illegal stored play; ``detail`` is the
    technical cause, for developers.
    """

    message: Message

    def __init__(self, message: Message, detail: str = "", reason: Message | None = None) -> None:
        self.detail, self.reason = detail, reason
        english = message.text("en") if reason is None else f"{message.text('en')} {reason.text('en')}"
        super().__init__(english + (f" [{detail}]" if detail else ""), message=message)

    def text(self, lang: str | None = None) -> str:
        """The message in ``lang``, with the broken rule if there is one."""
        text = self.message.text(lang)
        return f"{text} {self.reason.text(lang)}" if self.reason is not None else text


VERSION = 1
"""The file format version this bgtutor writes and the newest it reads."""
FOLDER_MODE = 0o700
"""Folders bgtutor creates are the owner's only."""
MAX_DIGITS = 100
"""A whole number with more digits is no score or setting (and Python's int limit is 4,300)."""
StrPath = str | os.PathLike[str]
LEFTOVER_AGE = 60.0
"""Seconds after which a temporary file of an unfinished save counts as left over (a save takes
milliseconds; one that was killed never finishes)."""

FRESH = frozenset({"missing", "empty"})
"""Messages of a file whose replacement loses nothing."""
DAMAGED = frozenset(
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
"""Messages of a file that is ours, but damaged: set aside, then written (``not-json`` and
``huge-number`` only for a file that starts like ours; other files that do not parse are foreign).
A kind's loader reports damaged content with one of these keys."""


class StoreMessage(Message):
    """A message about a saved file (catalog key ``store-<key>`` in ``bgtutor/files/locales``)."""

    __slots__ = ()
    prefix = "store-"
    home = "bgtutor.files"


def file_message(key: str, where: Path, **params: Param) -> StoreMessage:
    """The message ``key`` about the file at ``where`` (its ``path`` parameter)."""
    return StoreMessage.of(key, path=str(where), **params)


@dataclass(frozen=True, slots=True)
class Saved:
    """Where a save went, and where a damaged file it replaced was set aside (if it did)."""

    path: Path
    set_aside: Path | None = None

    @property
    def message(self) -> StoreMessage | None:
        """What the learner should know about the set-aside file (``None`` if nothing was)."""
        if self.set_aside is None:
            return None
        return file_message("set-aside", self.path, aside=str(self.set_aside))

    def text(self, lang: str | None = None) -> str:
        """:attr:`message` in ``lang``, or "" when nothing was set aside."""
        return "" if self.message is None else self.message.text(lang)


def default_folder() -> Path:
    """Where bgtutor keeps the learner's files: ``$BGTUTOR_HOME``, else ``~/.bgtutor``."""
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
                raise StorageError(file_message("write-failed", level, error=error)) from None
        except OSError as error:
            message = file_message("write-failed", level, error=error.strerror or str(error))
            raise StorageError(message, repr(error)) from None
    return where


def file_path(path: StrPath | None, name: str) -> Path:
    """``path``, or the file ``name`` in :func:`default_folder`."""
    if path is None:
        return default_folder() / name
    return Path(os.fspath(path))


def write_json(
    path: StrPath | None,
    name: str,
    marker: str,
    body: dict[str, object],
    load: Callable[[Path], object],
    create_folder: bool = False,
) -> Saved:
    """Write ``body`` under ``marker`` to ``path`` (default: ``name`` in :func:`default_folder`)
    atomically: a complete temporary file replaces the old one, after a damaged old file of ours
    is set aside; anything else there is refused (see the module's rules). ``load`` is the
    kind's loader, raising StorageError; the folder is created without a ``path`` or with
    ``create_folder``."""
    target = file_path(path, name)
    text = json.dumps({"format": marker, "version": VERSION, **body}, ensure_ascii=False, indent=2) + "\n"
    if path is None or create_folder:
        make_folder(target.parent)
    damaged = _damaged_old_file(target, load)
    aside: Path | None = None

    def set_aside_damaged() -> None:  # only once the new file is complete
        nonlocal aside
        aside = _set_aside(target)

    try:
        replace_whole(
            target,
            lambda file: file.write(text.encode("utf-8")),
            before=set_aside_damaged if damaged else None,
        )
    except OSError as error:
        message = file_message("write-failed", target, error=error.strerror or str(error))
        raise StorageError(message, repr(error)) from None
    return Saved(target, aside)


@contextlib.contextmanager
def locked(target: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``<target>.lock`` (the folder must exist): writers that read a
    file, merge or compare, and replace it take this lock, so none of them works on a stale copy.

    >>> import tempfile
    >>> target = Path(tempfile.mkdtemp()) / "notes.json"
    >>> with locked(target):
    ...     (target.parent / "notes.json.lock").exists()
    True
    """
    if fcntl is None or not hasattr(fcntl, "flock"):  # pragma: no cover  (Pyodide's fcntl has no flock)
        yield
        return
    lock = target.with_name(target.name + ".lock")
    try:
        descriptor = os.open(lock, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError as error:
        message = file_message("write-failed", lock, error=error.strerror or str(error))
        raise StorageError(message, repr(error)) from None
    try:
        with contextlib.suppress(OSError):  # a file system without locks: each write stays atomic
            fcntl.flock(descriptor, fcntl.LOCK_EX)
        yield
    finally:
        os.close(descriptor)  # closing releases the lock


_LEFTOVER = re.compile(r"\.(?P<name>.+)\.[a-z0-9_]{8}\.tmp")
"""The name of a temporary file of ours: ``.<name>.<8 random letters>.tmp`` (:func:`temporary_beside`)."""


def temporary_beside(target: Path) -> tuple[int, str]:
    """A new temporary file beside ``target`` (open descriptor and path), named
    ``.<name>.<random>.tmp`` so that :func:`sweep_leftovers` knows it; only the owner may read it."""
    return tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")


def replace_whole(
    target: Path,
    write: Callable[[BinaryIO], object],
    *,
    mode: int | None = None,
    before: Callable[[], object] | None = None,
) -> None:
    """Replace ``target`` whole or not at all: ``write`` fills a temporary file beside it (after the
    leftovers of killed saves are swept away), which is flushed to the disk, given ``mode`` (default:
    the old file's permissions, if there is one), then, after ``before``, renamed over ``target``.
    An OSError (a full disk, ...) is raised with the old file as it was and no temporary file left.

    >>> import tempfile
    >>> target = Path(tempfile.mkdtemp()) / "a.txt"
    >>> replace_whole(target, lambda file: file.write(b"whole"))
    >>> target.read_bytes(), sorted(path.name for path in target.parent.iterdir())
    (b'whole', ['a.txt'])
    """
    sweep_leftovers(target.parent)
    temp: str | None = None
    try:
        descriptor, temp = temporary_beside(target)
        with os.fdopen(descriptor, "wb") as file:
            write(file)
            file.flush()
            os.fsync(file.fileno())
        if mode is not None:
            os.chmod(temp, mode)
        else:
            with contextlib.suppress(OSError):  # keep the old file's permissions
                os.chmod(temp, stat.S_IMODE(os.stat(target).st_mode))
        if before is not None:
            before()
        os.replace(temp, target)
        temp = None
    finally:
        if temp is not None:
            with contextlib.suppress(OSError):
                os.unlink(temp)


def sweep_leftovers(
    folder: Path, older_than: float = LEFTOVER_AGE, *, now: float | None = None
) -> list[Path]:
    """Remove the temporary files that unfinished saves left in ``folder`` (a save killed between
    creating its temporary file and replacing the target); return them.

    Only files that are certainly such leftovers go: named as :func:`temporary_beside` names
    them, regular files (no link, folder or device), owned by this user, and not changed for
    ``older_than`` seconds (a save under way is never touched). A problem (an unreadable folder,
    a file gone meanwhile) is no error: the leftover stays for the next time.

    >>> import tempfile, time
    >>> folder = Path(tempfile.mkdtemp())
    >>> stale = folder / ".score.json.k2x9_a0b.tmp"
    >>> _ = stale.write_text("{")
    >>> os.utime(stale, (time.time() - 120, time.time() - 120))
    >>> _ = (folder / ".score.json.fresh000.tmp").write_text("{")  # a save under way
    >>> [path.name for path in sweep_leftovers(folder)]
    ['.score.json.k2x9_a0b.tmp']
    """
    moment = time.time() if now is None else now
    removed: list[Path] = []
    user = os.getuid() if hasattr(os, "getuid") else None
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not _LEFTOVER.fullmatch(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode) or (user is not None and info.st_uid != user):
                continue
            if moment - info.st_mtime < older_than:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


def _damaged_old_file(target: Path, load: Callable[[Path], object]) -> bool:
    """Whether the file at ``target`` must be set aside before writing; raise StorageError if it
    must not be replaced at all (see the module's rules)."""
    try:
        load(target)
    except StorageError as error:
        key = error.message.key
        if key in FRESH:
            return False
        if key in DAMAGED:
            return True
        if key == "newer":
            found = dict(error.message.params)
            message = file_message("newer-target", target, version=found["version"], supported=VERSION)
            raise StorageError(message, error.detail) from None
        if key in {"foreign", "not-text"}:
            raise StorageError(file_message("foreign-target", target), error.detail or key) from None
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


# -- reading -----------------------------------------------------------------------------------------


def _parse_int(digits: str) -> int:
    """A whole number of the file; OverflowError (a number too large to be a count) past
    :data:`MAX_DIGITS` digits."""
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise OverflowError(f"a number with {len(digits)} digits")
    return int(digits)


def _raw(where: Path) -> bytes:
    """The bytes of the regular file ``where``; anything else is refused before it is opened."""
    try:
        mode = os.stat(where).st_mode
        if stat.S_ISDIR(mode):
            raise StorageError(file_message("not-a-file", where))
        if not stat.S_ISREG(mode):
            raise StorageError(file_message("special-file", where), f"file mode {stat.filemode(mode)}")
        return where.read_bytes()
    except StorageError:  # an OSError too: said already
        raise
    except FileNotFoundError:
        raise StorageError(file_message("missing", where)) from None
    except OSError as error:
        message = file_message("unreadable", where, error=error.strerror or str(error))
        raise StorageError(message, repr(error)) from None


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
        return StorageError(file_message(key, where, **params), detail)
    if binary:
        return StorageError(file_message("not-text", where), detail)
    return StorageError(file_message("foreign", where, expected=marker), detail)


def _parse(where: Path, raw: bytes, marker: str) -> object:
    if not raw.strip():
        raise StorageError(file_message("empty", where))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise _unparsable(where, raw, marker, "not-json", str(error), line=line, binary=1) from None
    try:
        return json.loads(text, parse_int=_parse_int)
    except OverflowError as error:
        raise _unparsable(where, raw, marker, "huge-number", str(error), digits=MAX_DIGITS) from None
    except json.JSONDecodeError as error:
        raise _unparsable(where, raw, marker, "not-json", str(error), line=error.lineno) from None
    except (RecursionError, ValueError) as error:
        raise _unparsable(where, raw, marker, "not-json", repr(error), line=1) from None


def read_json(path: StrPath | None, name: str, marker: str, keys: set[str]) -> tuple[Path, dict[str, object]]:
    """The file at ``path`` (default: ``name`` in :func:`default_folder`) and its checked top level:
    the right marker, a version this bgtutor reads, and besides those exactly ``keys``."""
    where = file_path(path, name)
    sweep_leftovers(where.parent)
    data = _parse(where, _raw(where), marker)
    found = data.get("format") if isinstance(data, dict) else None
    if not isinstance(data, dict) or found != marker:
        raise StorageError(file_message("foreign", where, expected=marker), f"format marker {found!r}")
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise StorageError(file_message("bad-field", where, field="version"), f"version {version!r}")
    if version > VERSION:
        raise StorageError(file_message("newer", where, version=version, supported=VERSION))
    wrong = sorted(set(data) ^ (keys | {"format", "version"}))
    if wrong:
        raise StorageError(
            file_message("bad-field", where, field=wrong[0]), f"unexpected or missing keys {wrong}"
        )
    return where, data
