"""The final check ("Abschlussprüfung"): a fresh mix of engine-made tasks over every rule of the
course, and which rules the learner masters and which to review, with the levels that teach them.

:func:`final_check` takes :data:`PER_RULE` tasks of every drilled rule
(:func:`bgtutor.tutor.exercises.drills.tasks`) and shuffles them; a new seed each time gives new
positions. Only the first answer to each task counts. :func:`verdicts` says per rule whether it is
mastered (every task right at the first try), and :func:`levels_for` names the levels of the lessons
that teach a rule, for "review this". The answers are saved as training answers of a session whose
name starts with :data:`SESSION_PREFIX`, so the review queue and the teacher's class overview see them.

>>> check = final_check(seed=7)
>>> len(check.tasks) == PER_RULE * len(RULES), len({task.rule for task in check.tasks}) == len(RULES)
(True, True)
>>> again = final_check(seed=7)  # the same seed, the same tasks; a new check gets a new seed
>>> [task.exercise.position for task in again.tasks] == [task.exercise.position for task in check.tasks]
True
>>> result = verdicts([("hit", True), ("hit", True), ("pips", True), ("pips", False)])
>>> [(v.rule, v.right, v.total, v.mastered) for v in result]
[('hit', 2, 2, True), ('pips', 1, 2, False)]
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from bgtutor.rules.i18n import language
from bgtutor.tutor.exercises.drills import RULES, Task, tasks
from bgtutor.tutor.lessons import LEVELS
from bgtutor.tutor.lessons.common import Level

PER_RULE = 2
"""Tasks per rule in one final check."""
SESSION_PREFIX = "final-"
"""The session name of a final check's answers in the progress file starts with this."""


@dataclass(frozen=True, slots=True)
class FinalCheck:
    """One final check: its seed and its tasks, the rules mixed."""

    seed: int
    tasks: tuple[Task, ...]


@dataclass(frozen=True, slots=True)
class RuleVerdict:
    """How one rule went in a final check: first answers right out of its tasks."""

    rule: str
    right: int
    total: int

    @property
    def mastered(self) -> bool:
        """Every task of the rule right at the first answer."""
        return self.right == self.total


def final_check(seed: int | None = None, per_rule: int = PER_RULE, lang: str | None = None) -> FinalCheck:
    """A final check with ``per_rule`` tasks of every rule in random order (a fresh seed if none)."""
    lang = language(lang)
    seed = random.SystemRandom().randrange(10**9) if seed is None else seed
    chosen = [
        task for rule in RULES for task, _ in zip(tasks(rule, seed, lang), range(per_rule), strict=False)
    ]
    random.Random(seed).shuffle(chosen)
    return FinalCheck(seed, tuple(chosen))


def verdicts(answers: Sequence[tuple[str, bool]]) -> list[RuleVerdict]:
    """Per rule answered (in the order of :data:`RULES`): the first answers ``(rule, right)`` counted."""
    return [
        RuleVerdict(rule, sum(right for name, right in answers if name == rule),
                    sum(name == rule for name, _ in answers))
        for rule in RULES
        if any(name == rule for name, _ in answers)
    ]  # fmt: skip


def levels_for(rule: str) -> tuple[Level, ...]:
    """The lessons' levels that teach ``rule`` (those whose ``rule`` names it), in course order."""
    return tuple(level for level in LEVELS.values() if level.rule == rule)
