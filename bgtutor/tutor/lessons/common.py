"""What every lesson module uses: the Lesson record and small builders for exercise data."""

from __future__ import annotations

from dataclasses import dataclass

from bgtutor.rules.color import BLACK, WHITE
from bgtutor.rules.i18n import Text
from bgtutor.rules.position import Position
from bgtutor.tutor.examples import EXAMPLES, WorkedExample
from bgtutor.tutor.exercises import Exercise


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson notebook: its number, file name, title, worked examples and exercises."""

    number: int
    slug: str
    title: Text
    examples: tuple[WorkedExample, ...]
    exercises: tuple[Exercise, ...]

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
        return self.notebook if lang == "de" else f"{ENGLISH_SLUGS[self.number]}.ipynb"


ENGLISH_SLUGS = {
    1: "01-The-Board",
    2: "02-Moving",
    3: "03-Hitting-and-Entering",
    4: "04-Bearing-Off",
    5: "05-End-of-the-Game-and-Scoring",
    6: "06-A-Game-Plan-for-Beginners",
}
"""The English edition's notebook names (``notebooks/en/``), by lesson number."""


def seed(key: str) -> Position:
    """The position of a seed text's worked example (see :mod:`bgtutor.tutor.examples`)."""
    return EXAMPLES[key].position


def seed_examples(*keys: str) -> tuple[WorkedExample, ...]:
    """The seed texts' worked examples with these keys."""
    return tuple(EXAMPLES[key] for key in keys)


def finished(black: dict[int | str, int]) -> Position:
    """White has just borne off the last checker; Black in White's numbering, as drawn."""
    return Position.from_points({}, black, BLACK, numbering=WHITE)
