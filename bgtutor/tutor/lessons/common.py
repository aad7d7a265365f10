"""The Lesson record: one lesson notebook with its worked examples and exercises."""

from __future__ import annotations

from dataclasses import dataclass

from bgtutor.rules.i18n import Text
from bgtutor.tutor.exercises.engine import Exercise
from bgtutor.tutor.lessons.examples import WorkedExample


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson notebook: its number, file names (``slugs``, per edition), title, worked examples
    and exercises."""

    number: int
    slugs: Text
    title: Text
    examples: tuple[WorkedExample, ...]
    exercises: tuple[Exercise, ...]

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
