"""A learner's levels: which are solved, their stars for first-try success, and which are open.

A level is solved when each of its tasks has been answered right at some try; its stars count the
first tries (:meth:`~bgtutor.tutor.progress.records.Progress.first_tries`): three when every task was
right at the first try, two when one was not, one when it was solved otherwise. The first level of a
lesson is always open; each further level opens when the level before it is solved.

>>> from bgtutor.rules.i18n import Text
>>> from bgtutor.tutor.lessons.common import Level
>>> from bgtutor.tutor.progress.records import Answer, Progress
>>> level = Level("k", 3, 1, Text("Stufe", "Level"), tasks=())
>>> stars_for(first_right=2, tasks=3, solved=True), stars_for(3, 3, True), stars_for(1, 3, False)
(2, 3, 0)
>>> answers = (Answer.lesson_check("a", 3, False), Answer.lesson_check("a", 3, True, attempt=2),
...            Answer.lesson_check("b", 3, True))
>>> score = score_of(("a", "b"), Progress("", answers))
>>> score.solved, score.first_right, score.stars
(True, 1, 2)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bgtutor.tutor.lessons.common import Level
from bgtutor.tutor.progress.records import Progress

MAX_STARS = 3


@dataclass(frozen=True, slots=True)
class LevelScore:
    """How a level stands: its tasks answered, right at the first try, solved, and the stars."""

    tasks: int
    answered: int
    first_right: int
    solved: bool

    @property
    def stars(self) -> int:
        """Stars for first-try success (0 while the level is not solved)."""
        return stars_for(self.first_right, self.tasks, self.solved)


def star_text(count: int) -> str:
    """Stars as learners see them: ``star_text(2)`` is ``"★★☆"``."""
    return "★" * count + "☆" * (MAX_STARS - count)


def stars_for(first_right: int, tasks: int, solved: bool) -> int:
    """Three stars for every task right at the first try, two for all but one, one otherwise; none
    before the level is solved."""
    if not solved:
        return 0
    return max(1, MAX_STARS - (tasks - first_right))


def score_of(
    keys: Sequence[str], progress: Progress, now: Iterable[tuple[str, bool, int]] = ()
) -> LevelScore:
    """The score of the tasks ``keys`` from the saved ``progress`` and the answers given ``now``
    (``(key, correct, attempt)``, in the order given; a saved first try comes before them)."""
    first = dict(progress.first_tries())
    solved = progress.solved()
    for key, correct, attempt in now:
        if attempt == 1:
            first.setdefault(key, correct)
        if correct:
            solved.add(key)
    return LevelScore(
        len(keys),
        sum(key in first for key in keys),
        sum(first.get(key, False) for key in keys),
        all(key in solved for key in keys),
    )


def level_score(level: Level, progress: Progress, now: Iterable[tuple[str, bool, int]] = ()) -> LevelScore:
    """The score of ``level``: see :func:`score_of`."""
    return score_of([task.key for task in level.tasks], progress, now)


def previous_level(level: Level, levels: Sequence[Level]) -> Level | None:
    """The level before ``level`` in its lesson (None for a lesson's first level)."""
    return next(
        (other for other in levels if other.lesson == level.lesson and other.number == level.number - 1), None
    )
