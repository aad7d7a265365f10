"""The learners of a class folder: one sub-folder per learner, named by a slug of the name, holding
that learner's bgtutor files (it is their ``$BGTUTOR_HOME``) and ``learner.json``, which keeps the
name as typed and a hash of the learner's code.

A name is registered once: :func:`register` makes the folder and returns the code, which is shown
to the learner once and never stored; :func:`log_in` finds a learner again by name and code, and
refuses a name that is taken (``"Anna"``, ``"anna "``) without the right code, with a message that
says to give the code or to choose another name: two learners are never merged. One server writes
a class folder; the standard library only.

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> anna, code = register(folder, " Anna  Müller ")
>>> anna.name, anna.slug, anna.folder == folder / "anna-mueller", len(code)
('Anna Müller', 'anna-mueller', True, 6)
>>> log_in(folder, "anna müller", code.lower()) == (anna, None)
True
>>> try:
...     log_in(folder, "ANNA MÜLLER")
... except LearnerError as error:
...     error.message.key, error.text("en")[:39]
('taken', '“ANNA MÜLLER” is already someone’s name')
>>> learner_by_slug(folder, "anna-mueller") == anna, learner_by_slug(folder, "../etc")
(True, None)
"""

from __future__ import annotations

import hashlib
import hmac
import os
import re
import secrets
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from bgtutor.files.json_files import StorageError, StrPath, file_message, make_folder, read_json, write_json
from bgtutor.rules.errors import BgtutorError
from bgtutor.rules.i18n import Message

__all__ = [
    "CODE_ALPHABET",
    "CODE_LENGTH",
    "FILE",
    "MARKER",
    "MAX_NAME",
    "Learner",
    "LearnerError",
    "LearnerMessage",
    "clean_name",
    "learner_by_slug",
    "learners",
    "log_in",
    "register",
    "slug_of",
]

FILE = "learner.json"
MARKER = "bgtutor-learner"
MAX_NAME = 40
"""The longest name, in characters (after white space is tidied)."""
CODE_ALPHABET = "ACDEFHJKMNPRTUVWXY3479"
"""The code's characters: capital letters and digits without look-alikes (0/O, 1/I/L, 2/Z, 5/S, 8/B, 6/G)."""
CODE_LENGTH = 6
ITERATIONS = 20_000
"""PBKDF2 rounds for a code's hash: cheap enough for a class logging in at once."""
_SLUG = re.compile(r"[a-z0-9][a-z0-9-]{0,59}")
_GERMAN = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})


class LearnerMessage(Message):
    """A message about a learner of a class (catalog key ``learner-<key>`` in ``bgtutor/files/locales``)."""

    __slots__ = ()
    prefix = "learner-"
    home = "bgtutor.files"


class LearnerError(BgtutorError, ValueError):
    """A name that cannot be registered or logged in with; ``message`` says what to do instead."""


@dataclass(frozen=True, slots=True)
class Learner:
    """A learner of a class folder: the name as typed (white space tidied), the slug that names
    their folder, and that folder (their ``$BGTUTOR_HOME``)."""

    name: str
    slug: str
    folder: Path


def clean_name(name: str) -> str:
    """``name`` without white space at its ends and with single spaces inside; a LearnerError if
    it is empty, longer than :data:`MAX_NAME` characters, has no letter or holds a character that
    is no letter, digit, space or ``. - '``.

    >>> clean_name("  Jörg \\t Öztürk "), clean_name("Anna B.")
    ('Jörg Öztürk', 'Anna B.')
    >>> try:
    ...     clean_name("<script>")
    ... except LearnerError as error:
    ...     error.message.key
    'bad-name'
    """
    tidy = " ".join(unicodedata.normalize("NFC", name).split())
    allowed = all(char.isalnum() or char in " .-'’" for char in tidy)
    if not (1 <= len(tidy) <= MAX_NAME and allowed and any(char.isalpha() for char in tidy)):
        message = LearnerMessage.of("bad-name", longest=MAX_NAME)
        raise LearnerError(f"not a learner's name: {name!r}", message=message)
    return tidy


def _same(name: str) -> str:
    """What two names that are the same name share: case and white space do not count."""
    return clean_name(name).casefold()


def slug_of(name: str) -> str:
    """The folder name for ``name``: lower case ASCII letters, digits and dashes (German umlauts
    written out, other accents dropped), ``learner`` if nothing is left.

    >>> slug_of("Jörg Öztürk"), slug_of("Anna B."), slug_of("Zoë-Çelik"), slug_of("李")
    ('joerg-oeztuerk', 'anna-b', 'zoe-celik', 'learner')
    """
    plain = unicodedata.normalize("NFKD", clean_name(name).lower().translate(_GERMAN))
    ascii_only = plain.encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_only).strip("-")[:MAX_NAME].strip("-") or "learner"


def _code_hash(code: str, salt: bytes) -> str:
    tidy = "".join(code.split()).replace("-", "").upper()
    return hashlib.pbkdf2_hmac("sha256", tidy.encode(), salt, ITERATIONS).hex()


def _load(path: Path) -> dict[str, object]:
    """``learner.json`` at ``path``, checked: a name and the code's salt and hash."""
    where, data = read_json(path, FILE, MARKER, {"name", "salt", "hash"})
    for key in ("name", "salt", "hash"):
        value = data[key]
        if not isinstance(value, str) or (key != "name" and not re.fullmatch(r"(?:[0-9a-f]{2})+", value)):
            raise StorageError(file_message("bad-field", where, field=key), f"{key} {value!r}")
    return data


def _read(folder: Path) -> tuple[Learner, dict[str, object]] | None:
    """The learner whose folder is ``folder``, with their file's content; None without a
    readable ``learner.json`` of ours (a folder the registry did not make)."""
    try:
        data = _load(folder / FILE)
    except StorageError:
        return None
    return Learner(str(data["name"]), folder.name, folder), data


def learners(folder: StrPath) -> list[Learner]:
    """The class folder's learners, in the order of their slugs."""
    where = Path(os.fspath(folder))
    found = (_read(sub) for sub in sorted(where.iterdir()) if sub.is_dir()) if where.is_dir() else iter(())
    return [entry[0] for entry in found if entry is not None]


def learner_by_slug(folder: StrPath, slug: str) -> Learner | None:
    """The learner whose folder is ``slug`` in ``folder``; None for anything else (a slug that
    names no learner, or that is no slug at all, such as ``..``)."""
    if not _SLUG.fullmatch(slug):
        return None
    found = _read(Path(os.fspath(folder)) / slug)
    return None if found is None else found[0]


def _taken(name: str) -> LearnerError:
    example = f"{name} B." if len(name) <= MAX_NAME - 3 else "Anna B."
    message = LearnerMessage.of("taken", name=name, example=example)
    return LearnerError(f"the name {name!r} is taken", message=message)


def register(folder: StrPath, name: str) -> tuple[Learner, str]:
    """Register ``name`` in the class folder ``folder`` (made if missing): the learner, with a new
    folder, and their code (to be shown once: only its hash is kept). A LearnerError if the name
    is not a name (:func:`clean_name`) or is taken already; two names with the same slug get
    folders ``anna-b``, ``anna-b-2``, ...

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> [register(folder, name)[0].slug for name in ("Anna B.", "Anna-B")]
    ['anna-b', 'anna-b-2']
    """
    tidy = clean_name(name)
    where = make_folder(folder)
    if any(_same(learner.name) == tidy.casefold() for learner in learners(where)):
        raise _taken(tidy)
    base = slug_of(tidy)
    for number in range(1, 10_000):
        home = where / (base if number == 1 else f"{base}-{number}")
        try:
            os.mkdir(home, 0o700)
        except FileExistsError:
            continue
        break
    else:  # pragma: no cover - ten thousand learners of one name
        raise _taken(tidy)
    code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    salt = secrets.token_bytes(16)
    body: dict[str, object] = {"name": tidy, "salt": salt.hex(), "hash": _code_hash(code, salt)}
    write_json(home / FILE, FILE, MARKER, body, _load)
    return Learner(tidy, home.name, home), code


def log_in(folder: StrPath, name: str, code: str = "") -> tuple[Learner, str | None]:
    """The learner ``name`` of the class folder ``folder`` and ``None`` if ``code`` is theirs; a
    name nobody has yet is registered (the learner and their new code, see :func:`register`;
    ``code`` is then not looked at). A LearnerError with the message ``taken`` if the name is
    someone's and ``code`` is not theirs (or empty)."""
    tidy = clean_name(name)
    where = Path(os.fspath(folder))
    subs = sorted(sub for sub in where.iterdir() if sub.is_dir()) if where.is_dir() else []
    for sub in subs:
        found = _read(sub)
        if found is None or _same(found[0].name) != tidy.casefold():
            continue
        learner, data = found
        expected = str(data["hash"])
        if code.strip() and hmac.compare_digest(_code_hash(code, bytes.fromhex(str(data["salt"]))), expected):
            return learner, None
        raise _taken(tidy)
    return register(where, tidy)
