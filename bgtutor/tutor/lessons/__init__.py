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

from bgtutor.tutor.exercises.engine import Exercise
from bgtutor.tutor.lessons import cube_lesson
from bgtutor.tutor.lessons.common import Lesson, Level
from bgtutor.tutor.lessons.examples import WorkedExample
from bgtutor.tutor.lessons.loader import DATA, SEED_FILE, read_examples, read_lessons

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

__all__ = ["EXAMPLES", "EXERCISES", "LESSONS", "LEVELS", "SEED_EXAMPLES"]
