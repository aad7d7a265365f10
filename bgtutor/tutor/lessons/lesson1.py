"""Lesson 1: Das Brett (The board). Its worked examples and exercises.

The board's points, quarters and bar, the two directions, the start position (as a picture and
as text, from either side), fifteen checkers a side and the goal of the game.

>>> EXAMPLES["board-black-direction"].position.turn.name
'BLACK'
"""

from __future__ import annotations

from bgtutor.rules.color import BLACK, WHITE
from bgtutor.rules.dice import Roll
from bgtutor.rules.i18n import Text
from bgtutor.rules.position import Position
from bgtutor.tutor.examples import WorkedExample
from bgtutor.tutor.exercises import NO, YES, Condition, Exercise, Kind
from bgtutor.tutor.lessons.common import Lesson, seed_examples

_START = Position.start()

LESSON = Lesson(
    1,
    "01-Das-Brett",
    Text("Das Brett", "The board"),
    (
        *seed_examples("start", "start-as-text"),
        # 000: "Jeder Stein folgt einem hufeisenförmigen Weg": White along the top row, over the
        # bar, and round the corner at 13/12 into its own outer board.
        WorkedExample("board-white-direction", "000", _START, Roll(6, 5), "24/18 13/8"),
        # 000 and 002: the other side runs the other way; its notation is in its own numbering.
        WorkedExample("board-black-direction", "002", Position.start(BLACK), Roll(6, 5), "24/18 13/8"),
    ),
    (
        Exercise(
            "board-direction",
            Kind.IS_LEGAL,
            _START,
            (NO,),
            Roll(2, 1),
            play="6/8 6/7",
            task=Text(
                "Du spielst Weiß und hast 2-1 gewürfelt. Darfst du 6/8 6/7 spielen, also zwei Steine von "
                "deinem Punkt 6 auf die Punkte 8 und 7 ziehen?",
                "You play White and rolled 2-1. May you play 6/8 6/7, moving two checkers from your 6 "
                "point to the 8 and 7 points?",
            ),
            hint=Text(
                "In welche Richtung zählt Weiß: von 24 nach 1 oder von 1 nach 24?",
                "Which way does White count: from 24 to 1, or from 1 to 24?",
            ),
            why=Text(
                "Weiß zieht immer zu kleineren Punktnummern, auf sein Heimfeld (Punkte 1 bis 6) zu. "
                "Von 6 nach 8 ginge es in die Richtung von Schwarz.",
                "White always moves to lower point numbers, towards its home board (points 1 to 6). "
                "From 6 to 8 would be Black's direction.",
            ),
        ),
        Exercise(
            "board-over-the-bar",
            Kind.IS_LEGAL,
            _START,
            (YES,),
            Roll(6, 4),
            play="24/14",
            task=Text(
                "Du hast 6-4 gewürfelt. Darf ein Stein von deinem Punkt 24 bis auf deinen Punkt 14 "
                "laufen: aus dem Heimfeld von Schwarz über die Bar in dein Außenfeld?",
                "You rolled 6-4. May a checker run from your 24 point to your 14 point: out of Black's "
                "home board, over the bar, into your outer board?",
            ),
            hint=Text(
                "Zähle die Punkte von 24 bis 14. Die Bar ist kein Punkt: Über sie zieht ein Stein einfach "
                "hinweg.",
                "Count the points from 24 to 14. The bar is not a point: a checker simply moves over it.",
            ),
            why=Text(
                "6 + 4 = 10 Punkte, genau der Weg von 24 nach 14. Die Bar ist kein Punkt und zählt nicht "
                "mit. (Unterwegs macht der Stein auf 18 oder 20 Halt; warum das wichtig ist, lernst du in "
                "Lektion 2.)",
                "6 + 4 = 10 points, exactly the way from 24 to 14. The bar is not a point and does not "
                "count. (On the way the checker stops on 18 or 20; why that matters, you learn in "
                "lesson 2.)",
            ),
        ),
        Exercise(
            "board-white-distance",
            Kind.PIP_COUNT,
            Position.from_points({24: 1, 13: 1, 6: 1}, {19: 5, 17: 3, 12: 5, 1: 2}, numbering=WHITE),
            ("43",),
            color=WHITE,
            task=Text(
                "Nur noch drei weiße Steine sind auf dem Brett: auf 24, 13 und 6 (die anderen sind schon "
                "abgetragen). Wie viele Punkte müssen sie zusammen noch laufen, bis sie vom Brett sind? "
                "Diese Zahl heißt Pip-Count.",
                "Only three white checkers are left on the board: on 24, 13 and 6 (the others are borne "
                "off). How many points must they travel in all until they are off the board? This number "
                "is called the pip count.",
            ),
            hint=Text(
                "Die Nummer eines Punkts sagt dir, wie weit ein weißer Stein von dort noch laufen muss.",
                "A point's number tells you how far a white checker on it still has to go.",
            ),
            why=Text(
                "Weiß zählt zu seinem Heimfeld hin: Ein Stein auf Punkt 24 hat noch 24 Punkte vor sich.",
                "White counts towards its home board: a checker on the 24 point has 24 points to go.",
            ),
        ),
        Exercise(
            "board-black-distance",
            Kind.PIP_COUNT,
            Position.from_points({6: 5, 5: 5, 4: 5}, {1: 2}, numbering=WHITE),
            ("48",),
            color=BLACK,
            task=Text(
                "Schwarz hat nur noch zwei Steine im Spiel, beide auf deinem Punkt 1. Wie viele Punkte "
                "müssen sie zusammen noch laufen, bis sie vom Brett sind (das ist der Pip-Count von "
                "Schwarz)?",
                "Black has only two checkers left, both on your 1 point. How many points must they "
                "travel in all until they are off the board (Black's pip count)?",
            ),
            hint=Text(
                "Schwarz zählt von der anderen Seite: Dein Punkt p ist für Schwarz der Punkt 25 − p.",
                "Black counts from the other side: your point p is Black's point 25 − p.",
            ),
            why=Text(
                "Dein Punkt 1 ist der Punkt 24 von Schwarz: Die beiden Steine stehen ganz am Anfang ihres "
                "Wegs und müssen noch einmal um das ganze Brett.",
                "Your 1 point is Black's 24 point: the two checkers stand at the very start of their "
                "way and must go all round the board.",
            ),
        ),
        Exercise(
            "board-black-four-point",
            Kind.PLAY,
            Position.start(BLACK),
            ("8/4 6/4",),
            Roll(4, 2),
            condition=Condition.MAKE_POINT,
            point=4,
            trap="17/21 19/21",
            task=Text(
                "Jetzt spielst du Schwarz! Das Brett zeigt dir die Nummern von Schwarz. Du hast 4-2 "
                "gewürfelt: Mache deinen Punkt 4 – stelle also zwei Steine darauf.",
                "Now you play Black! The board shows you Black's numbers. You rolled 4-2: make your 4 "
                "point – put two checkers on it.",
            ),
            hint=Text(
                "Dein Heimfeld sind jetzt deine Punkte 1 bis 6. Welche Steine sind genau 4 und genau 2 "
                "Punkte von deinem Punkt 4 entfernt?",
                "Your home board is now your points 1 to 6. Which checkers are exactly 4 and exactly 2 "
                "points away from your 4 point?",
            ),
            why=Text(
                "Jede Seite zählt von sich aus: Auch Schwarz beginnt auf seinen Punkten 24, 13, 8 und 6, "
                "und sein Punkt 4 ist der Punkt 21 von Weiß. In den Nummern von Weiß hieße derselbe Zug "
                "17/21 19/21, doch jede Seite schreibt ihre Züge in ihren eigenen Nummern.",
                "Each side counts from its own end: Black too starts on its points 24, 13, 8 and 6, and "
                "its 4 point is White's 21 point. In White's numbers the same play would read "
                "17/21 19/21, but each side writes its plays in its own numbers.",
            ),
        ),
    ),
)

EXAMPLES: dict[str, WorkedExample] = {example.key: example for example in LESSON.examples}
"""The lesson's worked examples by key (seed examples and the lesson's own)."""
