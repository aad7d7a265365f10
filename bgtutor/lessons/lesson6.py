"""Lesson 6: Ein Spielplan für Anfänger (A plan for beginners). Its worked examples and exercises."""

from __future__ import annotations

from bgtutor.color import WHITE
from bgtutor.dice import Roll
from bgtutor.exercises import Condition, Exercise, Kind, Text
from bgtutor.lessons.common import Lesson, seed
from bgtutor.position import Position

LESSON = Lesson(
    6,
    "06-Spielplan-fuer-Anfaenger",
    Text("Ein Spielplan für Anfänger", "A plan for beginners"),
    (),
    (
        Exercise(
            "start-pip-count",
            Kind.PIP_COUNT,
            Position.start(),
            ("167",),
            color=WHITE,
            task=Text(
                "Wie viele Pips hat Weiß in der Ausgangsstellung?",
                "What is White's pip count in the starting position?",
            ),
            hint=Text(
                "2 Steine auf 24, 5 auf 13, 3 auf 8 und 5 auf 6: Multipliziere und zähle zusammen.",
                "2 checkers on 24, 5 on 13, 3 on 8 and 5 on 6: multiply and add up.",
            ),
        ),
        Exercise("pip-count-bar", Kind.PIP_COUNT, seed("bar-enter-and-hit"), ("150",), color=WHITE),
        Exercise(
            "make-five-point",
            Kind.PLAY,
            Position.start(),
            ("8/5 6/5",),
            Roll(3, 1),
            condition=Condition.MAKE_POINT,
            point=5,
            task=Text(
                "Du eröffnest die Partie mit 3-1. Mache deinen Punkt 5.",
                "You open the game with 3-1. Make your 5 point.",
            ),
            why=Text(
                "Der Punkt 5 gilt als der wertvollste Punkt auf dem Brett.",
                "The 5 point is the most valuable point on the board.",
            ),
        ),
    ),
)
