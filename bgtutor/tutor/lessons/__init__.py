"""The lessons: for each notebook its worked examples and exercises, read from the data files
beside this module (:mod:`bgtutor.tutor.lessons.loader`) and checked by tests.

The data files are read when one of the names below is first used (PEP 562 ``__getattr__``), not
when the package is imported: a page that needs only a submodule (the practice game's
:mod:`~bgtutor.tutor.lessons.frames`) or no lesson at all (the training) does not read them.

>>> from bgtutor.tutor.lessons import EXAMPLES, EXERCISES, LESSONS
>>> [lesson.slug for lesson in LESSONS][:2]
['01-Das-Brett', '02-Ziehen']
>>> EXERCISES["bar-enter-and-hit"].kind
<Kind.PLAY: 'play'>
>>> EXAMPLES["board-black-direction"].position.turn.name
'BLACK'
"""

from __future__ import annotations

import threading
from typing import Any

from bgtutor.rules.errors import BgtutorError
from bgtutor.tutor.exercises.engine import Exercise
from bgtutor.tutor.lessons.common import Lesson, Level
from bgtutor.tutor.lessons.examples import WorkedExample
from bgtutor.tutor.lessons.loader import DATA, SEED_FILE, read_examples, read_lessons
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
        from bgtutor.tutor.lessons import cube_lesson

        seeds = read_examples(DATA / SEED_FILE)
        lessons = read_lessons(DATA, seeds)
        every_level = [level for lesson in lessons for level in lesson.levels] + list(cube_lesson.LEVELS)
        levels = {level.key: level for level in every_level}
        if len(levels) != len(every_level):  # pragma: no cover - a data error
            raise ValueError("two lessons have a level with the same key")
        names["SEED_EXAMPLES"] = seeds
        names["LESSONS"] = lessons
        names["EXERCISES"] = {exercise.key: exercise for lesson in lessons for exercise in lesson.exercises}
        names["EXAMPLES"] = {example.key: example for lesson in lessons for example in lesson.examples}
        names["LEVELS"] = levels  # the last: its presence says the others are there
    return names


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
    from bgtutor.tutor.lessons import cube_lesson

    exercises: dict[str, Exercise] = _read()["EXERCISES"]
    if key in exercises:
        return exercises[key]
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
]
