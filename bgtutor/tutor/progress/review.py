"""Stars per rule and the review queue (Leitner boxes), computed from the saved training answers.

**Stars** (from a rule's training answers, oldest first):

* ★ - 3 right answers in a row (at any time);
* ★★ - 6 right answers in a row (at any time);
* ★★★ - ★★, at least 10 right answers in all, and at least 90 % of the last 20 answers right.

The first two stay once earned; the third says the rule is mastered *now* and goes again when
mistakes pile up.

**Review queue** (Leitner boxes 1-5). A rule enters box 1 with its first answer; a wrong answer
sends it back to box 1, a right one moves it up one box (at most 5). A *session* is one visit of
the training (one :class:`~bgtutor.widgets.training.TrainingWidget`). A rule in box *n* is *due*
again once 2^(n-1) sessions have begun since its last answer: box 1 in the next session, box 5
after 16. "Gemischt" (:func:`pick`) asks due rules first (lowest box, then longest waiting), then
rules never trained, then the lowest box; never the same rule twice in a row if another one is
left.

>>> from bgtutor.tutor.progress.records import Answer, Progress
>>> answers = [Answer.training("hit", True, "s1") for _ in range(3)]
>>> stars(Progress("", tuple(answers)).training("hit"))
1
>>> boxes(answers)["hit"].box
4
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from bgtutor.tutor.exercises.drills import RULES
from bgtutor.tutor.progress.records import Answer

STREAK_ONE, STREAK_TWO = 3, 6
"""Right answers in a row for the first and the second star."""
THIRD_RIGHT, THIRD_SHARE, THIRD_WINDOW = 10, 0.9, 20
"""The third star: this many right answers in all, and this share right of the last answers."""
BOXES = 5


def stars(answers: Sequence[Answer]) -> int:
    """0-3 stars for one rule's answers (oldest first)."""
    best = run = 0
    for answer in answers:
        run = run + 1 if answer.correct else 0
        best = max(best, run)
    earned = (best >= STREAK_ONE) + (best >= STREAK_TWO)
    recent = answers[-THIRD_WINDOW:]
    right = sum(answer.correct for answer in answers)
    if earned == 2 and right >= THIRD_RIGHT and sum(a.correct for a in recent) >= THIRD_SHARE * len(recent):
        return 3
    return earned


def streak(answers: Sequence[Answer]) -> int:
    """Right answers in a row at the end."""
    count = 0
    for answer in reversed(answers):
        if not answer.correct:
            break
        count += 1
    return count


@dataclass(frozen=True, slots=True)
class Box:
    """Where a rule is in the queue: its box and the session of its last answer (its index in the
    order the sessions began)."""

    box: int
    last_session: int


def sessions(answers: Sequence[Answer], current: str = "") -> list[str]:
    """The training sessions in the order they began, ``current`` last if it has no answers yet."""
    order = list(dict.fromkeys(answer.session for answer in answers))
    if current and current not in order:
        order.append(current)
    return order


def boxes(answers: Sequence[Answer]) -> dict[str, Box]:
    """Each trained rule's box, from all training answers (oldest first)."""
    index = {session: number for number, session in enumerate(sessions(answers))}
    found: dict[str, Box] = {}
    for answer in answers:
        before = found.get(answer.rule)
        box = 1 if before is None or not answer.correct else min(BOXES, before.box + 1)
        if before is None and answer.correct:
            box = 2
        found[answer.rule] = Box(box, index[answer.session])
    return found


def due(answers: Sequence[Answer], current: str) -> list[str]:
    """The rules due in session ``current``: lowest box first, then the longest waiting."""
    order = sessions(answers, current)
    now = order.index(current) if current else len(order)
    waiting = [
        (state.box, state.last_session, rule)
        for rule, state in boxes(answers).items()
        if now - state.last_session >= 2 ** (state.box - 1)
    ]
    return [rule for _, _, rule in sorted(waiting)]


def pick(answers: Sequence[Answer], current: str, rng: random.Random, last: str | None = None) -> str:
    """The next rule for "gemischt" (see the module's rules)."""
    state = boxes(answers)
    asked_now = {answer.rule for answer in answers if answer.session == current}
    candidates = [rule for rule in due(answers, current) if rule not in asked_now]
    if not candidates:
        candidates = [rule for rule in RULES if rule not in state]
    if not candidates:  # everything trained and nothing due: the lowest box, longest waiting
        latest = {answer.rule: number for number, answer in enumerate(answers)}
        order = sorted(RULES, key=lambda rule: (state[rule].box, latest[rule], rng.random()))
        candidates = order
    others = [rule for rule in candidates if rule != last]
    return (others or candidates)[0]


def queue(answers: Sequence[Answer], current: str) -> list[tuple[str, int, int]]:
    """Every rule with its box (0: not trained yet) and sessions until it is due (0: due now),
    the due ones first."""
    order = sessions(answers, current)
    now = order.index(current) if current else len(order)
    rows = []
    for rule in RULES:
        state = boxes(answers).get(rule)
        if state is None:
            rows.append((rule, 0, 0))
        else:
            rows.append((rule, state.box, max(0, 2 ** (state.box - 1) - (now - state.last_session))))
    return sorted(rows, key=lambda row: (row[2], row[1], RULES.index(row[0])))
