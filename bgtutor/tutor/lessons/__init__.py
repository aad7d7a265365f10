"""The lessons: for each notebook its worked examples and exercises, read from the data files
beside this module (:mod:`bgtutor.tutor.lessons.loader`) and checked by tests.

>>> [lesson.slug for lesson in LESSONS][:2]
['01-Das-Brett', '02-Ziehen']
>>> EXERCISES["bar-enter-and-hit"].kind
<Kind.PLAY: 'play'>
>>> EXAMPLES["board-black-direction"].position.turn.name
'BLACK'
"""

from __future__ import annotations

from bgtutor.rules.errors import BgtutorError
from bgtutor.tutor.exercises.engine import Exercise
from bgtutor.tutor.lessons import cube_lesson
from bgtutor.tutor.lessons.common import Lesson, Level
from bgtutor.tutor.lessons.examples import WorkedExample
from bgtutor.tutor.lessons.loader import DATA, SEED_FILE, read_examples, read_lessons
from bgtutor.tutor.messages import TutorMessage

SEED_EXAMPLES: dict[str, WorkedExample] = read_examples(DATA / SEED_FILE)
"""The seed texts' worked examples, by key (each is taught in a lesson)."""

LESSONS: tuple[Lesson, ...] = read_lessons(DATA, SEED_EXAMPLES)
"""The lessons in order."""

EXERCISES: dict[str, Exercise] = {
    exercise.key: exercise for lesson in LESSONS for exercise in lesson.exercises
}
"""Every exercise of every lesson, by key."""

_ALL_LEVELS = [level for lesson in LESSONS for level in lesson.levels] + list(cube_lesson.LEVELS)
LEVELS: dict[str, Level] = {level.key: level for level in _ALL_LEVELS}
"""Every level of every lesson (the cube lesson's too, after the sixth), by key, in course order."""
if len(LEVELS) != len(_ALL_LEVELS):  # pragma: no cover - a data error
    raise ValueError("two lessons have a level with the same key")

EXAMPLES: dict[str, WorkedExample] = {
    example.key: example for lesson in LESSONS for example in lesson.examples
}
"""Every worked example of every lesson, by key (a notebook's cells take theirs from here)."""


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
    if key in EXERCISES:
        return EXERCISES[key]
    if key in cube_lesson.EXERCISES:
        return cube_lesson.EXERCISES[key]
    detail, message = _unknown("exercise", key)
    raise UnknownTaskError(detail, message=message)


def level_named(key: str) -> Level:
    """The level ``key`` of the lessons or of the cube lesson (UnknownTaskError if none)."""
    if key in LEVELS:
        return LEVELS[key]
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
