"""What every lesson module uses: the Lesson record and small builders for exercise data."""

from __future__ import annotations

from dataclasses import dataclass

from bgtutor.color import BLACK, WHITE
from bgtutor.examples import EXAMPLES, WorkedExample
from bgtutor.exercises import Exercise, Text
from bgtutor.position import Position


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


def seed(key: str) -> Position:
    """The position of a seed text's worked example (see :mod:`bgtutor.examples`)."""
    return EXAMPLES[key].position


def seed_examples(*keys: str) -> tuple[WorkedExample, ...]:
    """The seed texts' worked examples with these keys."""
    return tuple(EXAMPLES[key] for key in keys)


def finished(black: dict[int | str, int]) -> Position:
    """White has just borne off the last checker; Black in White's numbering, as drawn."""
    return Position.from_points({}, black, BLACK, numbering=WHITE)
