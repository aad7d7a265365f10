"""The learner's progress: every checked answer, kept in one JSON file between visits.

``progress.json`` in the learner's folder (:func:`bgtutor.files.json_files.default_folder`) holds the name
and a list of answers: a lesson exercise's check (key, lesson, right or wrong, time) or a training
answer (rule, right or wrong, time, training session). It is a :mod:`bgtutor.files` JSON file
(format marker ``"bgtutor-progress"`` and a version; written atomically; a damaged file of
ours is set aside, a newer or another program's file is never overwritten; every problem is a
:class:`~bgtutor.files.json_files.StorageError` with a German and an English message).

Two notebooks (two kernels) may record at the same time: :func:`record` takes a lock file
(``progress.json.lock``, :func:`bgtutor.files.json_files.locked`), reads the file again, adds the
new answers to it (each answer has an id, so nothing is counted twice) and replaces it atomically. A
:class:`Recorder` keeps answers it could not save and saves them with the next one.

Where a hand-in folder is set (``$BGTUTOR_HANDIN``: a folder the teacher reads, on a hub or any
shared drive), every save of the learner's own progress file also writes its hand-in copy there,
``<name>.json`` (:func:`handin_name`; the export format of :func:`export_progress`), under the
same lock. The copy replaces only an earlier copy of the same progress (every answer in it is one
of the learner's), so a file of another learner or program is never replaced; a copy that cannot
be written is said (:attr:`Recorded.handin_problem`), and the learner's own save stands.

>>> import tempfile
>>> path = Path(tempfile.mkdtemp()) / "progress.json"
>>> _ = record([Answer.training("hit", True), Answer.training("hit", False)], path, name="Ada")
>>> saved = load_progress(path)
>>> saved.name, [answer.correct for answer in saved.answers]
('Ada', [True, False])
"""

from __future__ import annotations

import contextlib
import getpass
import os
import unicodedata
import uuid
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bgtutor.files import learners
from bgtutor.files.json_files import (
    Saved,
    StorageError,
    StrPath,
    default_folder,
    file_message,
    locked,
    make_folder,
    read_json,
    write_json,
)
from bgtutor.tutor.exercises.drills import RULES
from bgtutor.tutor.exercises.engine import Exercise, Feedback
from bgtutor.tutor.messages import TutorMessage

__all__ = [
    "HANDIN_VARIABLE",
    "PROGRESS_FILE",
    "PROGRESS_FORMAT",
    "Answer",
    "LessonRecorder",
    "Progress",
    "Recorded",
    "Recorder",
    "export_progress",
    "export_text",
    "file_safe",
    "hand_in",
    "handin_folder",
    "handin_name",
    "in_class",
    "lesson_hook",
    "load_progress",
    "progress_path",
    "record",
    "test_run_without_home",
]

PROGRESS_FORMAT = "bgtutor-progress"
PROGRESS_FILE = "progress.json"
LESSON, TRAINING = "lesson", "training"
MAX_NAME = 80
"""A learner's name is cut to this many characters."""
HANDIN_VARIABLE = "BGTUTOR_HANDIN"
"""The environment variable that names the hand-in folder."""
HUB_USER_VARIABLE = "JUPYTERHUB_USER"
"""Set by JupyterHub in every learner's server: the hub's user name."""
MAX_FILE_NAME = 60
"""A hand-in file's name (without ``.json``) is cut to this many characters."""


@dataclass(frozen=True, slots=True)
class Answer:
    """One checked answer: a lesson exercise's (``key``, ``lesson``, ``attempt``: 1 for the learner's
    first try at it in that view, 2 for the next, ...) or a training rule's (``rule``, ``session``: one
    visit of the training, which the review queue counts).

    Only the first try at an exercise scores (:meth:`Progress.first_tries`); later tries are kept,
    for they tell when the learner solved it."""

    kind: str
    correct: bool
    time: str
    id: str
    key: str = ""
    lesson: int = 0
    rule: str = ""
    session: str = ""
    attempt: int = 1

    @classmethod
    def lesson_check(cls, key: str, lesson: int, correct: bool, attempt: int = 1) -> Answer:
        """A lesson exercise checked now, at the learner's ``attempt``-th try."""
        return cls(LESSON, correct, _now(), uuid.uuid4().hex, key=key, lesson=lesson, attempt=attempt)

    @classmethod
    def training(cls, rule: str, correct: bool, session: str = "") -> Answer:
        """A training answer given now."""
        if rule not in RULES:
            raise ValueError(f"unknown rule {rule!r}")
        return cls(TRAINING, correct, _now(), uuid.uuid4().hex, rule=rule, session=session)

    def to_dict(self) -> dict[str, Any]:
        common: dict[str, Any] = {
            "id": self.id,
            "time": self.time,
            "kind": self.kind,
            "correct": self.correct,
        }
        if self.kind == LESSON:
            return {**common, "key": self.key, "lesson": self.lesson, "attempt": self.attempt}
        return {**common, "rule": self.rule, "session": self.session}

    @classmethod
    def from_dict(cls, data: object) -> Answer:
        """An answer read from a file; ValueError names the first bad field."""
        if not isinstance(data, dict):
            raise ValueError("answer")
        kind = data.get("kind")
        names = {"id", "time", "kind", "correct"} | (
            {"key", "lesson", "attempt"} if kind == LESSON else {"rule", "session"}
        )
        if kind == LESSON and "attempt" not in data:  # saved before tries were counted: a first try
            data = {**data, "attempt": 1}
        if kind not in (LESSON, TRAINING) or set(data) != names:
            raise ValueError("kind" if kind not in (LESSON, TRAINING) else "keys")
        for name in names - {"correct", "lesson", "attempt"}:
            if not isinstance(data[name], str) or len(data[name]) > 200:
                raise ValueError(name)
        if not isinstance(data["correct"], bool):
            raise ValueError("correct")
        _parse_time(data["time"])
        if kind == LESSON:
            if type(data["lesson"]) is not int or not 0 <= data["lesson"] <= 99:
                raise ValueError("lesson")
            if type(data["attempt"]) is not int or not 1 <= data["attempt"] <= 10_000:
                raise ValueError("attempt")
            return cls(
                LESSON, data["correct"], data["time"], data["id"], key=data["key"], lesson=data["lesson"],
                attempt=data["attempt"],
            )  # fmt: skip
        if data["rule"] not in RULES:
            raise ValueError("rule")
        return cls(
            TRAINING, data["correct"], data["time"], data["id"], rule=data["rule"], session=data["session"]
        )


@dataclass(frozen=True, slots=True)
class Progress:
    """A learner's name and answers, oldest first."""

    name: str = ""
    answers: tuple[Answer, ...] = field(default=())

    def merged(self, answers: Iterable[Answer], name: str | None = None) -> Progress:
        """These answers and ``answers`` (each id once), in time order; the name replaced if given."""
        known = {answer.id: answer for answer in self.answers}
        for answer in answers:
            known.setdefault(answer.id, answer)
        ordered = tuple(sorted(known.values(), key=lambda answer: (answer.time, answer.id)))
        return Progress(self.name if name is None else _clean_name(name), ordered)

    def training(self, rule: str | None = None) -> list[Answer]:
        """The training answers (of ``rule``), oldest first."""
        return [a for a in self.answers if a.kind == TRAINING and (rule is None or a.rule == rule)]

    def lessons(self) -> list[Answer]:
        """The lesson exercises' checks, oldest first."""
        return [answer for answer in self.answers if answer.kind == LESSON]

    def first_tries(self) -> dict[str, bool]:
        """Per lesson exercise answered: whether the learner's very first try was right (what scores;
        a later try, a second view of the exercise included, only teaches).

        >>> first = Answer.lesson_check("hit-the-blot", 3, False)
        >>> again = Answer.lesson_check("hit-the-blot", 3, True, attempt=2)
        >>> Progress("", (first, again)).first_tries(), Progress("", (first, again)).solved()
        ({'hit-the-blot': False}, {'hit-the-blot'})
        """
        first: dict[str, bool] = {}
        for answer in self.lessons():
            first.setdefault(answer.key, answer.correct)
        return first

    def solved(self) -> set[str]:
        """The lesson exercises answered right at some try."""
        return {answer.key for answer in self.lessons() if answer.correct}

    def to_dict(self) -> dict[str, object]:
        return {"name": self.name, "answers": [answer.to_dict() for answer in self.answers]}


def progress_path(path: StrPath | None = None) -> Path:
    """``path``, or ``progress.json`` in the learner's folder."""
    return default_folder() / PROGRESS_FILE if path is None else Path(os.fspath(path))


def load_progress(path: StrPath | None = None) -> Progress:
    """Read a progress file (the learner's, or an exported one), or raise StorageError."""
    where, data = read_json(path, PROGRESS_FILE, PROGRESS_FORMAT, {"name", "answers"})
    name, answers = data["name"], data["answers"]
    if not isinstance(name, str) or len(name) > MAX_NAME:
        raise StorageError(file_message("bad-field", where, field="name"), repr(name)[:60])
    if not isinstance(answers, list):
        raise StorageError(file_message("bad-field", where, field="answers"), "expected a list")
    read = []
    for number, item in enumerate(answers):
        try:
            read.append(Answer.from_dict(item))
        except ValueError as error:
            field_name = f"answers[{number}].{error}"
            raise StorageError(file_message("bad-field", where, field=field_name), repr(item)[:80]) from None
    return Progress(name).merged(read)


def load_or_empty(path: StrPath | None = None) -> tuple[Progress, StorageError | None]:
    """The saved progress, or an empty one and the reason (nothing saved yet is no problem)."""
    try:
        return load_progress(path), None
    except StorageError as error:
        return Progress(), None if error.message.key == "missing" else error


def record(answers: Iterable[Answer], path: StrPath | None = None, name: str | None = None) -> Recorded:
    """Add ``answers`` to the progress file (and set the name if given), safely beside other writers.

    Under the lock the file is read again, so answers another kernel saved meanwhile are kept;
    an empty or damaged file of ours counts as no answers (the damaged one is set aside); a newer
    or another program's file raises StorageError and stays as it is. A save of the learner's own
    progress file also writes its hand-in copy where ``$BGTUTOR_HANDIN`` says (see the module).
    """
    target = progress_path(path)
    if path is None:
        make_folder(target.parent)
    new = list(answers)
    with locked(target):
        current, _ = load_or_empty(target)  # newer or foreign: the write below refuses it
        merged = current.merged(new, name)
        saved = write_json(target, PROGRESS_FILE, PROGRESS_FORMAT, merged.to_dict(), load_progress, False)
        handed_in, problem = _hand_in_after_save(target, merged)
    return Recorded(saved.path, saved.set_aside, handed_in, problem)


@dataclass(frozen=True, slots=True)
class Recorded(Saved):
    """Where a save went (:class:`~bgtutor.files.json_files.Saved`), and where its hand-in copy went
    (None: no hand-in folder, or not the learner's own progress file) or why it could not be
    written (the save itself stands)."""

    handed_in: Path | None = None
    handin_problem: StorageError | None = None


def export_progress(out: StrPath, path: StrPath | None = None, name: str | None = None) -> Path:
    """Write the learner's progress to ``out`` for handing in (the same format, with the name from
    ``name`` or the progress file); an existing file at ``out`` is replaced only if it is ours."""
    progress = load_progress(path)
    if name is not None:
        progress = progress.merged((), name)
    body = progress.to_dict()
    return write_json(out, PROGRESS_FILE, PROGRESS_FORMAT, body, load_progress, False).path


def export_text(path: StrPath | None = None, name: str | None = None) -> str:
    """The text :func:`export_progress` writes (for a download), or StorageError."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix="bgtutor-export-") as folder:
        return export_progress(Path(folder) / PROGRESS_FILE, path, name).read_text(encoding="utf-8")


def in_class(folder: StrPath) -> bool:
    """Whether ``folder`` is one learner's folder in a class folder (the Voilà app's class): it
    holds ``learner.json`` (:mod:`bgtutor.files.learners`), and the teacher reads its progress file
    where it is."""
    return (Path(os.fspath(folder)) / learners.FILE).is_file()


def handin_folder() -> Path | None:
    """The hand-in folder ``$BGTUTOR_HANDIN`` (``~`` expanded), or None when it is not set."""
    folder = os.environ.get(HANDIN_VARIABLE, "").strip()
    return Path(folder).expanduser() if folder else None


def file_safe(text: str) -> str:
    """``text`` as a file name: letters, digits, ``-`` and ``_`` kept, every run of anything else one
    ``-``; cut to :data:`MAX_FILE_NAME` characters, and ``learner`` if nothing is left.

    >>> file_safe("Ada Lovelace"), file_safe("../../etc/passwd"), file_safe("Jürgen Ö."), file_safe("..")
    ('Ada-Lovelace', 'etc-passwd', 'Jürgen-Ö', 'learner')
    """
    kept = "".join(c if c.isalnum() or c in "-_" else " " for c in unicodedata.normalize("NFC", text))
    return "-".join(kept.split())[:MAX_FILE_NAME].strip("-_") or "learner"


def handin_name(progress_name: str = "") -> str:
    """The hand-in file's name without ``.json``: ``$JUPYTERHUB_USER`` if set, else
    ``progress_name``, else the login name; made :func:`file_safe`."""
    hub_user = os.environ.get(HUB_USER_VARIABLE, "").strip()
    if hub_user:
        return file_safe(hub_user)
    if progress_name.strip():
        return file_safe(progress_name)
    try:
        return file_safe(getpass.getuser())
    except (ImportError, KeyError, OSError):  # no login name (an unnamed user id; Pyodide has no pwd)
        return file_safe("")


def hand_in(path: StrPath | None = None, folder: StrPath | None = None) -> Path:
    """Write the hand-in copy of the progress file (default: the learner's own) into ``folder``
    (default: :func:`handin_folder`) as ``<handin_name>.json``, now; the path written, or
    StorageError (no folder set or there, nothing saved yet, another learner's file in the way).

    >>> import tempfile
    >>> home, box = Path(tempfile.mkdtemp()), Path(tempfile.mkdtemp())
    >>> _ = record([Answer.training("hit", True)], home / "progress.json", name="Ada")
    >>> hand_in(home / "progress.json", box).name, load_progress(box / "Ada.json").name
    ('Ada.json', 'Ada')
    """
    where = handin_folder() if folder is None else Path(os.fspath(folder))
    if where is None:
        raise StorageError(TutorMessage.of("progress-handin-unset", variable=HANDIN_VARIABLE))
    return _write_handin(load_progress(path), where)


class Recorder:
    """Saves answers as they are given; what could not be saved is kept and tried again.

    :attr:`problem` is the last save's StorageError (None after a good save): show its text.
    """

    def __init__(self, path: StrPath | None = None) -> None:
        self.path = path
        self.pending: list[Answer] = []
        self.problem: StorageError | None = None
        self.handed_in: Path | None = None
        """Where the last save's hand-in copy went (None: none was written)."""
        self.handin_problem: StorageError | None = None
        """Why the last save's hand-in copy could not be written (the save itself went well)."""

    def __call__(self, answer: Answer) -> bool:
        """Save ``answer`` (and any kept ones); False if it is only kept in memory for now."""
        self.pending.append(answer)
        try:
            saved = record(self.pending, self.path)
        except StorageError as error:
            self.problem = error
            return False
        self.pending.clear()
        self.problem = None
        self.handed_in, self.handin_problem = saved.handed_in, saved.handin_problem
        return True

    def progress(self) -> Progress:
        """What is saved, with the answers not saved yet."""
        saved, problem = load_or_empty(self.path)
        if problem is not None and self.problem is None:
            self.problem = problem
        return saved.merged(self.pending)


class LessonRecorder:
    """:class:`~bgtutor.widgets.ExerciseWidget`'s hook for a lesson exercise: each judged check is
    recorded (key, lesson, right or wrong, which try, time); a save that fails is kept and tried
    again."""

    def __init__(self, lesson: int, path: StrPath | None = None) -> None:
        self.lesson = lesson
        self.recorder = Recorder(path)

    def __call__(self, exercise: Exercise, feedback: Feedback, attempt: int = 1) -> None:
        self.recorder(Answer.lesson_check(exercise.key, self.lesson, feedback.correct, attempt))


def lesson_hook(exercise: Exercise) -> LessonRecorder | None:
    """The recorder for ``exercise`` if it is one of the lessons' exercises (or the cube lesson's),
    else None.

    A test run (pytest) records only where ``$BGTUTOR_HOME`` says, never into the real home folder.
    """
    from bgtutor.tutor.lessons import LEVELS

    number = next((level.lesson for level in LEVELS.values() if exercise in level.tasks), None)
    if number is None:  # no level asks it (the data allows that, none does now)
        from bgtutor.tutor.lessons import LESSONS, cube_lesson

        number = next((lesson.number for lesson in LESSONS if exercise in lesson.exercises), None)
        if exercise in cube_lesson.EXERCISES.values():
            number = cube_lesson.NUMBER
    if number is None or test_run_without_home():
        return None
    return LessonRecorder(number)


def test_run_without_home() -> bool:
    """A test run (pytest) that did not say where to keep progress (``$BGTUTOR_HOME``): it neither
    reads nor writes the learner's real progress file."""
    return "PYTEST_CURRENT_TEST" in os.environ and "BGTUTOR_HOME" not in os.environ


# -- inside ---------------------------------------------------------------------------------------


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


def _parse_time(text: object) -> datetime:
    if not isinstance(text, str):
        raise ValueError("time")
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        raise ValueError("time") from None


def _hand_in_after_save(target: Path, progress: Progress) -> tuple[Path | None, StorageError | None]:
    """After a save to ``target``: its hand-in copy, if a hand-in folder is set and ``target`` is
    the learner's own progress file; what went wrong is returned, not raised."""
    folder, own = handin_folder(), progress_path()
    if folder is None or not own.exists() or not os.path.samefile(target, own):
        return None, None
    try:
        return _write_handin(progress, folder), None
    except StorageError as error:
        return None, error


def _write_handin(progress: Progress, folder: Path) -> Path:
    """Write ``progress`` to ``folder/<handin_name>.json``; an earlier copy of it is replaced, any
    other file is not. The copy is as readable as the folder: the teacher reads it there."""
    if not folder.is_dir():
        raise StorageError(TutorMessage.of("progress-handin-no-folder", folder=str(folder)))
    target = folder / f"{handin_name(progress.name)}.json"

    def earlier_copy(path: Path) -> Progress:
        found = load_progress(path)
        ours = {answer.id for answer in progress.answers}
        if any(answer.id not in ours for answer in found.answers):
            message = TutorMessage.of("progress-handin-taken", path=str(path), name=found.name or "?")
            raise StorageError(message, "answers that are not the learner's")
        return found

    saved = write_json(target, PROGRESS_FILE, PROGRESS_FORMAT, progress.to_dict(), earlier_copy, False)
    with contextlib.suppress(OSError):
        os.chmod(saved.path, 0o600 | (os.stat(folder).st_mode & 0o044))
    return saved.path


def _clean_name(name: str) -> str:
    return " ".join("".join(c if c.isprintable() else " " for c in name).split())[:MAX_NAME]
