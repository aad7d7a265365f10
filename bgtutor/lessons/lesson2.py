"""Lesson 2: Ziehen (Moving). Its worked examples and exercises."""

from __future__ import annotations

from bgtutor.exercises import Text
from bgtutor.lessons.common import Lesson, seed_examples

LESSON = Lesson(
    2,
    "02-Ziehen",
    Text("Ziehen", "Moving"),
    seed_examples("one-checker-both-dice", "double-four-steps"),
    (),
)
