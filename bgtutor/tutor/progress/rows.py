"""The rows of the progress tables and charts, and the words they are labelled with: plain values
that :mod:`bgtutor.tutor.progress.report` fills and :mod:`bgtutor.tutor.progress.charts` draws.

>>> LearnerRow("Ada", "ada.json", 3, 4, 3, 2, ("hit",), False).share, progress_word("stars", "en")
(0.75, 'Stars')
"""

from __future__ import annotations

from dataclasses import dataclass

from bgtutor.tutor.messages import TutorMessage


def progress_word(key: str, lang: str | None = None, **params: object) -> str:
    """A heading, label or line of the progress tables and charts (catalog key ``progress-<key>``)."""
    return TutorMessage.say(f"progress-{key}", lang, **params)


@dataclass(frozen=True, slots=True)
class LessonRow:
    """One lesson: its tasks right at the first try (what scores), solved at any try, all its tasks,
    and its levels' labels with their stars (0: not solved yet)."""

    number: int
    title: str
    first_try: int
    solved: int
    total: int
    levels: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class RuleRow:
    rule: str
    name: str
    stars: int
    box: int
    right: int
    answers: int


@dataclass(frozen=True, slots=True)
class LearnerRow:
    """One learner of the class."""

    name: str
    file: str
    exercises: int
    answers: int
    right: int
    stars: int
    weakest: tuple[str, ...]
    needs_help: bool
    final: tuple[int, int] | None = None
    """The last final check: first answers right and its tasks (None: none taken)."""

    @property
    def share(self) -> float:
        return self.right / self.answers if self.answers else 0.0


@dataclass(frozen=True, slots=True)
class ClassRule:
    """One rule across the class: wrong answers, all answers, learners who missed it."""

    rule: str
    wrong: int
    answers: int
    learners: int

    @property
    def share(self) -> float:
        return self.wrong / self.answers if self.answers else 0.0
