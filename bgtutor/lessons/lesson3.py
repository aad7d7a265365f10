"""Lesson 3: Schlagen und Einsetzen (Hitting and entering). Its worked examples and exercises."""

from __future__ import annotations

from bgtutor.dice import Roll
from bgtutor.exercises import NO, NONE, YES, Condition, Exercise, Kind, Text
from bgtutor.lessons.common import Lesson, seed, seed_examples

LESSON = Lesson(
    3,
    "03-Schlagen-und-Einsetzen",
    Text("Schlagen und Einsetzen", "Hitting and entering"),
    seed_examples(
        "hit-by-landing-not-passing",
        "bar-enter-and-hit",
        "two-on-bar",
        "two-on-bar-both-enter",
        "double-from-bar",
        "enter-on-crowded-point",
        "enter-on-three",
        "dance",
        "closed-board",
        "hit-and-run",
        "hit-during-bear-off",
    ),
    (
        Exercise(
            "bar-enter-and-hit",
            Kind.PLAY,
            seed("bar-enter-and-hit"),
            ("bar/19*",),
            Roll(4, 2),
            condition=Condition.HIT,
            trap="bar/21/19*",
            task=Text(
                "Du spielst Weiß und hast 4-2 gewürfelt. Ein weißer Stein steht auf der Bar, Schwarz hat "
                "deinen Punkt 21 gemacht. Finde einen erlaubten Zug, der einen schwarzen Stein schlägt.",
                "You play White and rolled 4-2. A white checker is on the bar, and Black has made your "
                "21 point. Find a legal play that hits a black checker.",
            ),
            hint=Text(
                "Mit der 4 kommst du nicht herein. Setze mit der 2 ein – und wohin kann derselbe Stein "
                "danach mit der 4 ziehen?",
                "The 4 does not come in. Enter with the 2 – and where can the same checker go next "
                "with the 4?",
            ),
            why=Text(
                "Die Bar-Regel verlangt nur, dass du zuerst einsetzt. Danach darf derselbe Stein mit der "
                "anderen Zahl weiterziehen und schlagen.",
                "The bar rule only says you must enter first. Then the same checker may move on with "
                "the other number, and hit.",
            ),
        ),
        Exercise(
            "bar-entry-points",
            Kind.ENTRY_POINTS,
            seed("bar-enter-and-hit"),
            ("23",),
            Roll(4, 2),
            task=Text(
                "Du hast 4-2 gewürfelt, ein weißer Stein steht auf der Bar. Auf welchen Punkten kann er "
                "mit diesem Wurf einsetzen?",
                "You rolled 4-2 and a white checker is on the bar. On which points can it enter with "
                "this roll?",
            ),
            hint=Text(
                "Mit einer 4 setzt du auf 25 − 4 = 21 ein, mit einer 2 auf 23. Ist der Punkt gesperrt?",
                "A 4 enters on 25 − 4 = 21, a 2 on 23. Is the point blocked?",
            ),
        ),
        Exercise(
            "bar-open-points",
            Kind.ENTRY_POINTS,
            seed("bar-enter-and-hit"),
            ("24, 23, 22, 20, 19",),
            task=Text(
                "Ein weißer Stein wartet auf der Bar. Auf welchen Punkten könnte er einsetzen, wenn die "
                "passende Zahl fällt?",
                "A white checker waits on the bar. On which points could it enter if the right number "
                "comes up?",
            ),
            hint=Text(
                "Eingesetzt wird auf deinen Punkten 24 bis 19. Gesperrt ist ein Punkt erst mit zwei "
                "schwarzen Steinen.",
                "Checkers enter on your points 24 to 19. A point is blocked only by two or more black "
                "checkers.",
            ),
            why=Text(
                "Auf 19 steht nur ein schwarzer Stein, ein Blot: Dort darfst du einsetzen und schlägst ihn.",
                "Only one black checker stands on 19, a blot: you may enter there, and you hit it.",
            ),
        ),
        Exercise(
            "dance",
            Kind.ENTRY_POINTS,
            seed("dance"),
            (NONE,),
            Roll(3, 1),
            task=Text(
                "Du hast 3-1 gewürfelt, ein weißer Stein steht auf der Bar. Auf welchen Punkten kann er "
                "einsetzen? (Wenn auf keinem, schreibe „keine“.)",
                "You rolled 3-1 and a white checker is on the bar. On which points can it enter? (If "
                "on none, write “none”.)",
            ),
            hint=Text(
                "Mit der 3 auf 22, mit der 1 auf 24. Wie viele schwarze Steine stehen dort?",
                "The 3 enters on 22, the 1 on 24. How many black checkers stand there?",
            ),
            why=Text(
                "Zeigen beide Zahlen auf gesperrte Punkte, tanzt du: In diesem Zug ziehst du gar nicht.",
                "When both numbers point at blocked points, you dance: you do not move at all this turn.",
            ),
        ),
        Exercise(
            "dance-entering-rolls",
            Kind.ENTERING_ROLLS,
            seed("dance"),
            ("27",),
            task=Text(
                "Schwarz hat deine Punkte 24, 22 und 21 gemacht. Mit wie vielen der 36 möglichen Würfe "
                "kommt dein Stein von der Bar herein?",
                "Black has made your points 24, 22 and 21. With how many of the 36 possible rolls does "
                "your checker come in from the bar?",
            ),
        ),
        Exercise(
            "closed-board",
            Kind.ENTERING_ROLLS,
            seed("closed-board"),
            ("0",),
            task=Text(
                "Schwarz hat alle sechs Punkte seines Heimfelds gemacht. Mit wie vielen der 36 Würfe "
                "kommt dein Stein von der Bar herein?",
                "Black has made all six points of his home board. With how many of the 36 rolls does "
                "your checker come in from the bar?",
            ),
            why=Text(
                "Ein geschlossenes Heimfeld lässt keinen Stein herein: Du setzt aus, bis Schwarz es öffnet.",
                "A closed board lets no checker in: you pass until Black opens it.",
            ),
        ),
        Exercise(
            "hit-and-run",
            Kind.IS_LEGAL,
            seed("hit-and-run"),
            (YES,),
            Roll(4, 2),
            play="9/5*/3",
            task=Text(
                "Du hast 4-2 gewürfelt, Schwarz hat einen Blot auf deinem Punkt 5. Darfst du 9/5*/3 "
                "spielen: mit der 4 schlagen und mit der 2 weiterziehen?",
                "You rolled 4-2 and Black has a blot on your 5 point. May you play 9/5*/3: hit with "
                "the 4 and move on with the 2?",
            ),
            hint=Text(
                "Ist Punkt 3 offen? Und darf ein Stein nach einem Schlag weiterziehen?",
                "Is point 3 open? And may a checker move on after hitting?",
            ),
            why=Text(
                "Schlagen und Weiterziehen („hit and run“) ist nach den Standardregeln erlaubt, auch im "
                "eigenen Heimfeld.",
                "Hitting and moving on (“hit and run”) is allowed by the standard rules, even in your "
                "own home board.",
            ),
        ),
        Exercise(
            "two-on-bar-move-on",
            Kind.IS_LEGAL,
            seed("two-on-bar"),
            (NO,),
            Roll(4, 2),
            play="bar/23 23/19*",
            task=Text(
                "Zwei weiße Steine stehen auf der Bar, Schwarz sperrt deinen Punkt 21, und du hast 4-2 "
                "gewürfelt. Ist bar/23 23/19* erlaubt?",
                "Two white checkers are on the bar, Black blocks your 21 point, and you rolled 4-2. Is "
                "bar/23 23/19* legal?",
            ),
            hint=Text(
                "Wie viele Steine warten nach bar/23 noch auf der Bar?",
                "How many checkers still wait on the bar after bar/23?",
            ),
        ),
        Exercise(
            "enter-on-three",
            Kind.PLAY,
            seed("enter-on-three"),
            ("bar/21", "bar/22 8/7", "bar/22 6/5"),
            Roll(3, 1),
            trap="8/5 6/5",
            task=Text(
                "Du hast 3-1 gewürfelt, und ein weißer Stein steht auf der Bar. Spiele einen erlaubten Zug.",
                "You rolled 3-1 and a white checker is on the bar. Play a legal play.",
            ),
            hint=Text(
                "Zuerst muss der Stein von der Bar herein: mit der 3 auf 22, mit der 1 auf 24. Was ist "
                "offen?",
                "First the checker must come in from the bar: the 3 on 22, the 1 on 24. Which is open?",
            ),
        ),
    ),
)
