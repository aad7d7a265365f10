"""The lessons: for each notebook its worked examples and exercises, read from the data files
beside this module (:mod:`bgtutor.tutor.lessons.loader`) and checked by tests.

The data files are read when one of the names below is first used (PEP 562 ``__getattr__``), not
when the package is imported: a page that needs only a submodule (the practice game's
:mod:`~bgtutor.tutor.lessons.frames`) or no lesson at all (the training) does not read them.

The browser edition's wheel (``tools/lite_wheel.py``) also holds a snapshot of what they are read
into, ``lessons.pickle`` beside them (:func:`write_snapshot`): Pyodide would spend about a second of
a lesson's first cell parsing and checking every lesson's TOML. It is used only while the data
files are exactly those it was made from (their sha256 in it); otherwise, and in a checkout, which
has none, the files are read.

>>> from bgtutor.tutor.lessons import EXAMPLES, EXERCISES, LESSONS
>>> [lesson.slug for lesson in LESSONS][:2]
['01-Das-Brett', '02-Ziehen']
>>> EXERCISES["bar-enter-and-hit"].kind
<Kind.PLAY: 'play'>
>>> EXAMPLES["board-black-direction"].position.turn.name
'BLACK'
"""

from __future__ import annotations

import hashlib
import pickle
import threading
from pathlib import Path
from typing import Any

from bgtutor.rules.errors import BgtutorError
from bgtutor.tutor.exercises.engine import Exercise
from bgtutor.tutor.lessons.common import Lesson, Level
from bgtutor.tutor.lessons.examples import WorkedExample
from bgtutor.tutor.messages import TutorMessage

SEED_EXAMPLES: dict[str, WorkedExample]
"""The seed texts' worked examples, by key (each is taught in a lesson)."""

LESSONS: tuple[Lesson, ...]
"""The lessons in order."""

EXERCISES: dict[str, Exercise]
"""Every exercise of every lesson, by key."""

LEVELS: dict[str, Level]
"""Every level of every lesson (the cube lesson's too, after the sixth), by key, in course order."""

EXAMPLES: dict[str, WorkedExample]
"""Every worked example of every lesson, by key (a notebook's cells take theirs from here)."""

_DATA = ("SEED_EXAMPLES", "LESSONS", "EXERCISES", "LEVELS", "EXAMPLES")
_reading = threading.Lock()
_FOLDER = Path(__file__).parent
SNAPSHOT = _FOLDER / "lessons.pickle"
"""The snapshot of the data read (only in the browser edition's wheel)."""


def __getattr__(name: str) -> Any:
    if name not in _DATA:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return _read()[name]


def _read() -> dict[str, Any]:
    """The module's names, the data files read into them the first time (a data error raises
    :class:`~bgtutor.tutor.lessons.loader.LessonDataError` then, and again on the next use)."""
    names = globals()
    with _reading:
        if "LEVELS" in names:
            return names
        names.update(_snapshot() or _read_files())  # LEVELS among them: its presence says all are there
    return names


def write_snapshot(path: Path = SNAPSHOT) -> Path:
    """Write the data files as read, with their sha256, to ``path`` (the browser edition's wheel).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     path = write_snapshot(Path(folder) / "lessons.pickle")
    ...     _snapshot(path)["LEVELS"] == _read_files()["LEVELS"]
    True
    """
    data = {"stamp": _stamp(), "names": _read_files()}
    path.write_bytes(pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL))
    return path


def _read_files() -> dict[str, Any]:
    """The names, read from the data files."""
    from bgtutor.tutor.lessons import cube_lesson
    from bgtutor.tutor.lessons.loader import DATA, SEED_FILE, read_examples, read_lessons

    seeds = read_examples(DATA / SEED_FILE)
    lessons = read_lessons(DATA, seeds)
    every_level = [level for lesson in lessons for level in lesson.levels] + list(cube_lesson.LEVELS)
    levels = {level.key: level for level in every_level}
    if len(levels) != len(every_level):  # pragma: no cover - a data error
        raise ValueError("two lessons have a level with the same key")
    return {
        "SEED_EXAMPLES": seeds,
        "LESSONS": lessons,
        "EXERCISES": {exercise.key: exercise for lesson in lessons for exercise in lesson.exercises},
        "EXAMPLES": {example.key: example for lesson in lessons for example in lesson.examples},
        "LEVELS": levels,
    }


def _snapshot(path: Path = SNAPSHOT) -> dict[str, Any] | None:
    """The names from the snapshot at ``path``, if there is one made from the data files as they are."""
    try:
        data = pickle.loads(path.read_bytes())
    except FileNotFoundError:
        return None
    names: dict[str, Any] | None = data["names"] if data["stamp"] == _stamp() else None
    return names


def _stamp() -> str:
    """The sha256 of the data files (``*.toml`` beside this module), by name."""
    digest = hashlib.sha256()
    for path in sorted(_FOLDER.glob("*.toml")):
        digest.update(path.name.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


class UnknownTaskError(BgtutorError, ValueError):
    """A lesson's cell names an exercise or a level the lessons do not have: most likely a learner's
    copy of a lesson older than the program (the message says how to get a fresh copy)."""


def exercise_named(key: str) -> Exercise:
    """The exercise ``key`` of the lessons or of the cube lesson.

    >>> exercise_named("bar-enter-and-hit").kind.value
    'play'
    >>> exercise_named("enter-on-three")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    bgtutor.tutor.lessons.UnknownTaskError: no exercise 'enter-on-three' ...
    """
    exercises: dict[str, Exercise] = _read()["EXERCISES"]
    if key in exercises:
        return exercises[key]
    from bgtutor.tutor.lessons import cube_lesson

    if key in cube_lesson.EXERCISES:
        return cube_lesson.EXERCISES[key]
    detail, message = _unknown("exercise", key)
    raise UnknownTaskError(detail, message=message)


def level_named(key: str) -> Level:
    """The level ``key`` of the lessons or of the cube lesson (UnknownTaskError if none)."""
    levels: dict[str, Level] = _read()["LEVELS"]
    if key in levels:
        return levels[key]
    detail, message = _unknown("level", key)
    raise UnknownTaskError(detail, message=message)


def _unknown(what: str, key: str) -> tuple[str, TutorMessage]:
    """The error's English detail and its message for the learner."""
    return f"no {what} {key!r} in the lessons (an older copy of a lesson?)", TutorMessage.of(
        f"lesson-unknown-{what}", name=key
    )


__all__ = [
    "EXAMPLES",
    "EXERCISES",
    "LESSONS",
    "LEVELS",
    "SEED_EXAMPLES",
    "UnknownTaskError",
    "exercise_named",
    "level_named",
    "write_snapshot",
]
