"""The lessons: for each notebook its worked examples and exercises, all checked by tests.

>>> [lesson.slug for lesson in LESSONS][:2]
['01-Das-Brett', '02-Ziehen']
>>> EXERCISES["bar-enter-and-hit"].kind
<Kind.PLAY: 'play'>
"""

from __future__ import annotations

from bgtutor.tutor.examples import WorkedExample
from bgtutor.tutor.exercises import Exercise
from bgtutor.tutor.lessons import lesson1, lesson2, lesson3, lesson4, lesson5, lesson6
from bgtutor.tutor.lessons.common import Lesson

LESSONS: tuple[Lesson, ...] = tuple(
    module.LESSON for module in (lesson1, lesson2, lesson3, lesson4, lesson5, lesson6)
)
"""The lessons in order."""

EXERCISES: dict[str, Exercise] = {
    exercise.key: exercise for lesson in LESSONS for exercise in lesson.exercises
}
"""Every exercise of every lesson, by key."""

EXAMPLES: dict[str, WorkedExample] = {
    example.key: example for lesson in LESSONS for example in lesson.examples
}
"""Every worked example of every lesson, by key (a notebook's cells take theirs from here)."""

__all__ = ["EXAMPLES", "EXERCISES", "LESSONS"]
