"""Lesson 5: Spielende und Wertung (The end of the game and scoring). Its worked examples and exercises."""

from __future__ import annotations

from bgtutor.exercises import Exercise, Kind, Text
from bgtutor.lessons.common import Lesson, finished

LESSON = Lesson(
    5,
    "05-Spielende-und-Wertung",
    Text("Spielende und Wertung", "The end of the game and scoring"),
    (),
    (
        Exercise("result-single", Kind.RESULT, finished({19: 4, 20: 4, 21: 4}), ("single",)),
        Exercise("result-gammon", Kind.RESULT, finished({18: 5, 19: 5, 20: 5}), ("gammon",)),
        Exercise("result-backgammon", Kind.RESULT, finished({3: 1, 19: 7, 20: 7}), ("backgammon",)),
    ),
)
