"""The Lesson and Level records: one lesson notebook, made of short levels, with its worked
examples and exercises."""

from __future__ import annotations

from dataclasses import dataclass

from bgtutor.rules.i18n import Text
from bgtutor.tutor.exercises.engine import Exercise
from bgtutor.tutor.lessons.examples import WorkedExample

MAX_TASKS = 5
"""A level asks at most this many tasks (and at least :data:`MIN_TASKS`): one rule, done at once."""
MIN_TASKS = 2


@dataclass(frozen=True, slots=True)
class Level:
    """One level of a lesson: one rule, the tasks that make the learner do it at once, and the
    worked examples shown after the attempt (``after``).

    ``rule`` names the drill (:data:`~bgtutor.tutor.exercises.drills.RULES`) that trains the same rule,
    if one does. A level is known by its ``key`` (unique over the course); learners see its
    :attr:`label`, the lesson's number and its own: "3.2".
    """

    key: str
    lesson: int
    number: int
    title: Text
    tasks: tuple[Exercise, ...]
    after: tuple[WorkedExample, ...] = ()
    rule: str | None = None

    @property
    def label(self) -> str:
        """The level's number as learners see it: lesson, then level (``"3.2"``)."""
        return f"{self.lesson}.{self.number}"


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson notebook: its number, file names (``slugs``, per edition), title, worked examples,
    exercises, and the levels that ask them."""

    number: int
    slugs: Text
    title: Text
    examples: tuple[WorkedExample, ...]
    exercises: tuple[Exercise, ...]
    levels: tuple[Level, ...] = ()

    @property
    def slug(self) -> str:
        """The German notebook's name without ``.ipynb`` (the lesson's name in tests and tools)."""
        return self.slugs.de

    @property
    def notebook(self) -> str:
        """The notebook's file name in ``notebooks/``."""
        return f"{self.slug}.ipynb"

    def notebook_in(self, lang: str) -> str:
        """The notebook's file name in the edition ``lang``: ``notebooks/`` (de) or ``notebooks/en/``.

        >>> from bgtutor.tutor.lessons import LESSONS
        >>> LESSONS[0].notebook_in("en")
        '01-The-Board.ipynb'
        """
        return f"{self.slugs.get(lang)}.ipynb"

    def level(self, key: str) -> Level:
        """The level of this lesson with the key ``key`` (KeyError if it has none)."""
        for level in self.levels:
            if level.key == key:
                return level
        raise KeyError(key)
