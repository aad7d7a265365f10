"""Lesson 3: Schlagen und Einsetzen (Hitting and entering). Its worked examples and exercises.

>>> [example.key for example in LESSON.examples][-1]
'hit-and-run'
>>> EXAMPLES["bar-enter-and-hit"].play
'bar/23 23/19*'
"""

from __future__ import annotations

from bgtutor.rules.color import WHITE
from bgtutor.rules.dice import Roll
from bgtutor.rules.i18n import Text
from bgtutor.rules.position import Position
from bgtutor.tutor.examples import WorkedExample
from bgtutor.tutor.exercises import NO, NONE, YES, Condition, Exercise, Kind
from bgtutor.tutor.lessons.common import Lesson, seed, seed_examples


def _board(white: dict[int | str, int], black: dict[int | str, int]) -> Position:
    """White on roll; both sides in White's numbering."""
    return Position.from_points(white, black, numbering=WHITE)


# Exercise positions, each different from the worked examples: the same rules on new boards.
_BAR_21_BLOCKED = _board({"bar": 1, 13: 5, 8: 3, 6: 6}, {22: 2, 21: 2, 19: 1, 16: 3, 12: 5, 1: 2})
# Only White's 21 is blocked; blots on 23 and 20 (a new board for the open points).
_ONLY_21_BLOCKED = _board({"bar": 1, 13: 5, 8: 4, 6: 5}, {21: 2, 23: 1, 20: 1, 12: 5, 17: 4, 1: 2})
_BAR_THREE = _board({"bar": 1, 13: 5, 8: 3, 6: 6}, {24: 2, 23: 2, 20: 2, 19: 2, 18: 2, 12: 5})
_TWO_ON_BAR = _board({"bar": 2, 13: 5, 8: 3, 6: 5}, {21: 2, 22: 2, 12: 5, 17: 4, 1: 2})
_TWO_ON_BAR_OPEN = _board({"bar": 2, 13: 5, 8: 3, 6: 5}, {21: 2, 24: 2, 12: 5, 17: 4, 1: 2})
_TWO_ON_BAR_BLOT = _board({"bar": 2, 13: 5, 8: 3, 6: 5}, {16: 1, 21: 2, 23: 2, 12: 5, 17: 3, 1: 2})
_DANCE_53 = _board({"bar": 1, 13: 5, 8: 4, 6: 5}, {24: 2, 22: 2, 20: 2, 19: 2, 12: 5, 1: 2})
_HIT_AND_RUN = _board({24: 2, 13: 4, 9: 1, 8: 3, 6: 5}, {5: 1, 20: 2, 19: 4, 17: 3, 12: 5})

LESSON = Lesson(
    3,
    "03-Schlagen-und-Einsetzen",
    Text("Schlagen und Einsetzen", "Hitting and entering"),
    seed_examples(
        "hit-by-landing-not-passing",
        "bar-enter-and-hit",
        "enter-on-three",
        "enter-on-crowded-point",
        "two-on-bar",
        "two-on-bar-both-enter",
        "double-from-bar",
        "dance",
        "closed-board",
        "hit-and-run",
    ),
    (
        # -- hitting: only by landing ----------------------------------------------------
        Exercise(
            "hit-the-blot",
            Kind.PLAY,
            seed("hit-by-landing-not-passing"),
            ("24/23 10/8*", "10/8*/7", "10/8* 5/4", "10/8* 4/3"),
            Roll(2, 1),
            condition=Condition.HIT,
            trap="13/10",
            task=Text(
                "Dieselbe Stellung wie im Beispiel, aber diesmal hast du 2-1 gewürfelt. Schlage einen der "
                "beiden schwarzen Blots.",
                "The same position as in the example, but this time you rolled 2-1. Hit one of the two "
                "black blots.",
            ),
            hint=Text(
                "Geschlagen wird nur, wo ein Stein landet. Welcher deiner Steine ist genau 2, 1 oder 3 "
                "Punkte von einem Blot entfernt?",
                "You hit only where a checker lands. Which of your checkers is exactly 2, 1 or 3 points "
                "away from a blot?",
            ),
            why=Text(
                "Mit der 2 landet der Stein von 10 genau auf 8 und schlägt den Blot, den er im Beispiel "
                "übersprungen hat. Die 1 spielst du danach mit einem beliebigen Stein, auch mit demselben.",
                "With the 2 the checker from 10 lands exactly on 8 and hits the blot it passed over in the "
                "example. You then play the 1 with any checker, the same one too.",
            ),
        ),
        # -- entering from the bar -------------------------------------------------------
        Exercise(
            "bar-open-points",
            Kind.ENTRY_POINTS,
            _ONLY_21_BLOCKED,
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
                "Auf 23 und 20 steht je nur ein schwarzer Stein, ein Blot: Dort darfst du einsetzen und "
                "schlägst ihn.",
                "Only one black checker stands on 23 and on 20, a blot each: you may enter there, and you "
                "hit it.",
            ),
        ),
        Exercise(
            "bar-entry-points",
            Kind.ENTRY_POINTS,
            _BAR_21_BLOCKED,
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
            why=Text(
                "Eingesetzt wird mit einer einzelnen Würfelzahl, nicht mit der Summe: Die 4 zeigt auf den "
                "gesperrten Punkt 21, nur die 2 bringt den Stein auf 23 herein.",
                "A checker enters with a single number, not with the sum: the 4 points at the blocked "
                "21 point, only the 2 brings the checker in on 23.",
            ),
        ),
        Exercise(
            "bar-enter-and-hit",
            Kind.PLAY,
            _BAR_21_BLOCKED,
            ("bar/19*",),
            Roll(4, 2),
            condition=Condition.HIT,
            trap="bar/21/19*",
            task=Text(
                "Gleiche Stellung, 4-2. Finde einen erlaubten Zug, der einen schwarzen Stein schlägt.",
                "Same position, 4-2. Find a legal play that hits a black checker.",
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
            "enter-on-three",
            Kind.PLAY,
            _BAR_THREE,
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
            why=Text(
                "Die 3 bringt den Stein auf 22 herein, den Punkt 3 von Schwarz. Danach ist die Bar leer, "
                "und die 1 darfst du mit einem beliebigen Stein spielen.",
                "The 3 brings the checker in on 22, Black's 3 point. Then the bar is empty, and you may "
                "play the 1 with any checker.",
            ),
        ),
        Exercise(
            "enter-on-crowded-point",
            Kind.IS_LEGAL,
            seed("enter-on-crowded-point"),
            (YES,),
            Roll(6, 2),
            play="bar/23 13/7",
            task=Text(
                "Auf deinem Punkt 23 stehen schon acht weiße Steine, ein weiterer wartet auf der Bar. Du "
                "hast 6-2 gewürfelt. Ist bar/23 13/7 erlaubt?",
                "Eight white checkers already stand on your 23 point, and one more waits on the bar. You "
                "rolled 6-2. Is bar/23 13/7 legal?",
            ),
            hint=Text(
                "Gibt es eine Höchstzahl von Steinen auf einem Punkt? Und ist 19 für die 6 offen?",
                "Is there a limit to the number of checkers on a point? And is 19 open for the 6?",
            ),
            why=Text(
                "Ein Punkt fasst beliebig viele eigene Steine, auch mehr als fünf. Die 6 kommt nicht herein "
                "(19 ist gesperrt), die 2 setzt auf 23 ein; danach kannst du die 6 für 13/7 nutzen.",
                "A point holds any number of your own checkers, more than five too. The 6 cannot come in "
                "(19 is blocked), the 2 enters on 23; after that you can use the 6 for 13/7.",
            ),
        ),
        Exercise(
            "enter-crowded-rolls",
            Kind.ENTERING_ROLLS,
            seed("enter-on-crowded-point"),
            ("11",),
            task=Text(
                "Schwarz hat fünf Punkte seines Heimfelds gemacht; nur dein Punkt 23 ist nicht gesperrt. "
                "Mit wie vielen der 36 Würfe kommt dein Stein von der Bar herein?",
                "Black has made five points of their home board; only your 23 point is not blocked. With "
                "how many of the 36 rolls does your checker come in from the bar?",
            ),
        ),
        # -- two checkers on the bar, doubles ----------------------------------------------
        Exercise(
            "two-on-bar-move-on",
            Kind.IS_LEGAL,
            _TWO_ON_BAR,
            (NO,),
            Roll(4, 2),
            play="bar/23 23/19",
            task=Text(
                "Zwei weiße Steine stehen auf der Bar, Schwarz sperrt deinen Punkt 21, und du hast 4-2 "
                "gewürfelt. Ist bar/23 23/19 erlaubt?",
                "Two white checkers are on the bar, Black blocks your 21 point, and you rolled 4-2. Is "
                "bar/23 23/19 legal?",
            ),
            hint=Text(
                "Wie viele Steine warten nach bar/23 noch auf der Bar?",
                "How many checkers still wait on the bar after bar/23?",
            ),
            why=Text(
                "Nach bar/23 wartet der zweite Stein noch, und die 4 bringt ihn nicht herein: Punkt 21 "
                "ist gesperrt. Auch der gerade eingesetzte Stein darf deshalb nicht weiterziehen – die 4 "
                "verfällt.",
                "After bar/23 the second checker still waits, and the 4 does not bring it in: point 21 is "
                "blocked. So not even the checker that just entered may move on – the 4 is lost.",
            ),
        ),
        Exercise(
            "two-on-bar-both-enter",
            Kind.IS_LEGAL,
            _TWO_ON_BAR_OPEN,
            (NO,),
            Roll(5, 3),
            play="bar/22 22/17",
            task=Text(
                "Zwei weiße Steine stehen auf der Bar, und du hast 5-3 gewürfelt. Deine Punkte 22 und 20 "
                "sind offen. Ist bar/22 22/17 erlaubt?",
                "Two white checkers are on the bar and you rolled 5-3. Your 22 and 20 points are open. Is "
                "bar/22 22/17 legal?",
            ),
            hint=Text(
                "Kann die 5 den zweiten Stein von der Bar hereinbringen?",
                "Can the 5 bring the second checker in from the bar?",
            ),
            why=Text(
                "Sind beide Einsetzpunkte offen, nutzt du beide Zahlen zum Einsetzen: bar/22 bar/20. "
                "Weiterziehen darf ein Stein erst, wenn die Bar leer ist.",
                "When both entry points are open, you use both numbers to enter: bar/22 bar/20. A checker "
                "may move on only once the bar is empty.",
            ),
        ),
        Exercise(
            "double-from-bar-hit",
            Kind.PLAY,
            _TWO_ON_BAR_BLOT,
            ("bar/16* bar/22",),
            Roll(3, 3),
            condition=Condition.HIT,
            trap="bar/22(2) 13/10(2)",
            task=Text(
                "Zwei weiße Steine stehen auf der Bar, und du hast 3-3 gewürfelt. Schwarz hat einen Blot "
                "auf deinem Punkt 16. Finde einen Zug, der ihn schlägt.",
                "Two white checkers are on the bar and you rolled 3-3. Black has a blot on your 16 point. "
                "Find a play that hits it.",
            ),
            hint=Text(
                "Ein Pasch gibt dir vier Dreien. Jedes Einsetzen verbraucht eine davon – wie weit kommt ein "
                "Stein mit den übrigen?",
                "A double gives you four 3s. Each entry uses one of them – how far does a checker get "
                "with the rest?",
            ),
            why=Text(
                "Zwei Dreien bringen beide Steine auf 22 herein. Die anderen zwei Dreien führen einen davon "
                "über 19 genau auf 16: bar/22/19/16* und bar/22.",
                "Two 3s bring both checkers in on 22. The other two 3s take one of them via 19 exactly "
                "to 16: bar/22/19/16* and bar/22.",
            ),
        ),
        # -- dancing and a closed board ----------------------------------------------------
        Exercise(
            "dance",
            Kind.ENTRY_POINTS,
            _DANCE_53,
            (NONE,),
            Roll(5, 3),
            task=Text(
                "Du hast 5-3 gewürfelt, ein weißer Stein steht auf der Bar. Auf welchen Punkten kann er "
                "einsetzen? (Wenn auf keinem, schreibe „keine“.)",
                "You rolled 5-3 and a white checker is on the bar. On which points can it enter? (If "
                "on none, write “none”.)",
            ),
            hint=Text(
                "Mit der 5 auf 20, mit der 3 auf 22. Wie viele schwarze Steine stehen dort?",
                "The 5 enters on 20, the 3 on 22. How many black checkers stand there?",
            ),
            why=Text(
                "Weil der Stein auf der Bar zuerst herein muss, darf auch kein anderer Stein ziehen. Im "
                "nächsten Zug versuchst du es mit einem neuen Wurf.",
                "Because the checker on the bar must come in first, no other checker may move either. "
                "Next turn you try again with a new roll.",
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
                "Black has made all six points of their home board. With how many of the 36 rolls does "
                "your checker come in from the bar?",
            ),
            why=Text(
                "Ein geschlossenes Heimfeld lässt keinen Stein herein: Du setzt aus, bis Schwarz es öffnet.",
                "A closed board lets no checker in: you pass until Black opens it.",
            ),
        ),
        # -- hit and run ---------------------------------------------------------------------
        Exercise(
            "hit-and-run",
            Kind.IS_LEGAL,
            _HIT_AND_RUN,
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
    ),
)

EXAMPLES: dict[str, WorkedExample] = {example.key: example for example in LESSON.examples}
"""The lesson's worked examples by key (the seed texts' and the lesson's own)."""
