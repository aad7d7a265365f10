"""Lesson 1: Das Brett (The board). Its worked examples and exercises."""

from __future__ import annotations

from bgtutor.exercises import Text
from bgtutor.lessons.common import Lesson, seed_examples

LESSON = Lesson(
    1,
    "01-Das-Brett",
    Text("Das Brett", "The board"),
    seed_examples("start", "start-as-text"),
    (),
)
