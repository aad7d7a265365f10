"""Lesson 3: Schlagen und Einsetzen (Hitting and entering). Its worked examples and exercises.

>>> [example.key for example in LESSON.examples][-1]
'come-home-and-bear-off'
>>> EXAMPLES["come-home-and-bear-off"].play
'9/4 3/off'
"""

from __future__ import annotations

from bgtutor.color import WHITE
from bgtutor.dice import Roll
from bgtutor.examples import WorkedExample
from bgtutor.exercises import NO, NONE, YES, Condition, Exercise, Kind, Text
from bgtutor.lessons.common import Lesson, seed, seed_examples
from bgtutor.position import Position

COME_HOME_AND_BEAR_OFF = WorkedExample(
    "come-home-and-bear-off",
    "003",
    # The checker hit in "hit-during-bear-off" has come round to 9; White has 2 off. Black's
    # hitter has run past (on White's 16), the rest of Black is home.
    Position.from_points(
        {9: 1, 6: 4, 5: 3, 4: 3, 3: 2},
        {24: 3, 23: 3, 22: 3, 21: 3, 20: 2, 16: 1},
        numbering=WHITE,
    ),
    Roll(5, 3),
    "9/4 3/off",
)
"""The last checker outside comes home with one die, the other die bears off (seed 003)."""

LESSON = Lesson(
    3,
    "03-Schlagen-und-Einsetzen",
    Text("Schlagen und Einsetzen", "Hitting and entering"),
    (
        *seed_examples(
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
            "hit-during-bear-off",
        ),
        COME_HOME_AND_BEAR_OFF,
    ),
    (
        # -- hitting: only by landing ----------------------------------------------------
        Exercise(
            "hit-the-blot",
            Kind.PLAY,
            seed("hit-by-landing-not-passing"),
            ("24/23 10/6*", "13/8*", "10/6*/5", "10/6* 5/4", "10/6* 4/3"),
            Roll(4, 1),
            condition=Condition.HIT,
            trap="10/8*",
            task=Text(
                "Du hast 4-1 gewürfelt. Schwarz hat Blots auf deinen Punkten 8 und 6. Schlage einen davon.",
                "You rolled 4-1. Black has blots on your 8 and 6 points. Hit one of them.",
            ),
            hint=Text(
                "Geschlagen wird nur, wo ein Stein landet. Welcher deiner Steine ist genau 4, 1 oder 5 "
                "Punkte von einem Blot entfernt?",
                "You hit only where a checker lands. Which of your checkers is exactly 4, 1 or 5 points "
                "away from a blot?",
            ),
            why=Text(
                "Ein Stein schlägt nur dort, wo er landet: 10/6* trifft den Blot auf 6 und zieht dabei "
                "über den Blot auf 8 hinweg, ohne ihn zu berühren. Den Blot auf 8 erreichst du nur mit "
                "einem Stein, der genau dort landet, etwa 13/8* mit 4 und 1.",
                "A checker hits only where it lands: 10/6* hits the blot on 6 and passes the blot on 8 "
                "without touching it. The blot on 8 is hit only by a checker landing there, such as "
                "13/8* with 4 and 1.",
            ),
        ),
        # -- entering from the bar -------------------------------------------------------
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
            Roll(2, 2),
            play="bar/23 13/11(3)",
            task=Text(
                "Auf deinem Punkt 23 stehen schon acht weiße Steine, ein weiterer wartet auf der Bar. Du "
                "hast 2-2 gewürfelt. Ist bar/23 13/11(3) erlaubt?",
                "Eight white checkers already stand on your 23 point, and one more waits on the bar. You "
                "rolled 2-2. Is bar/23 13/11(3) legal?",
            ),
            hint=Text(
                "Gibt es eine Höchstzahl von Steinen auf einem Punkt?",
                "Is there a limit to the number of checkers on a point?",
            ),
            why=Text(
                "Ein Punkt fasst beliebig viele eigene Steine, auch mehr als fünf. Der Stein setzt mit "
                "einer 2 auf 23 ein; danach sind die übrigen drei Zweien frei.",
                "A point holds any number of your own checkers, more than five too. The checker enters "
                "on 23 with one 2; then the other three 2s are free.",
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
                "Black has made five points of his home board; only your 23 point is not blocked. With "
                "how many of the 36 rolls does your checker come in from the bar?",
            ),
        ),
        # -- two checkers on the bar, doubles ----------------------------------------------
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
            Kind.PLAY,
            seed("two-on-bar-both-enter"),
            ("bar/23 bar/21*",),
            Roll(4, 2),
            condition=Condition.ONLY,
            trap="bar/23 23/19*",
            task=Text(
                "Zwei weiße Steine stehen auf der Bar, und du hast 4-2 gewürfelt. Auf 21 und 19 steht je "
                "ein schwarzer Blot. Hier gibt es nur einen erlaubten Zug. Welchen?",
                "Two white checkers are on the bar and you rolled 4-2. Black has a blot on 21 and on 19. "
                "There is only one legal play here. Which one?",
            ),
            hint=Text(
                "Beide Steine müssen herein, bevor irgendein Stein weiterzieht. Wohin bringt dich die 2, "
                "wohin die 4?",
                "Both checkers must come in before any checker moves on. Where does the 2 take you, and "
                "the 4?",
            ),
            why=Text(
                "Sind beide Einsetzpunkte offen, nutzt du beide Zahlen zum Einsetzen: die 2 auf 23, die 4 "
                "auf 21, wo du den Blot schlägst.",
                "When both entry points are open, you use both numbers to enter: the 2 on 23, the 4 on "
                "21, where you hit the blot.",
            ),
        ),
        Exercise(
            "double-from-bar-hit",
            Kind.PLAY,
            seed("double-from-bar"),
            (
                "bar/19*(2)",
                "bar/19*/16 bar/22",
                "bar/19* bar/22 13/10",
                "bar/19* bar/22 8/5",
                "bar/19* bar/22 6/3",
            ),
            Roll(3, 3),
            condition=Condition.HIT,
            trap="bar/22/19* 13/10(2)",
            task=Text(
                "Zwei weiße Steine stehen auf der Bar, und du hast 3-3 gewürfelt. Schwarz hat einen Blot "
                "auf deinem Punkt 19. Finde einen Zug, der ihn schlägt.",
                "Two white checkers are on the bar and you rolled 3-3. Black has a blot on your 19 point. "
                "Find a play that hits it.",
            ),
            hint=Text(
                "Ein Pasch gibt dir vier Dreien. Jedes Einsetzen verbraucht eine davon – wie viele bleiben "
                "dann zum Weiterziehen?",
                "A double gives you four 3s. Each entry uses one of them – how many are left to move on "
                "with?",
            ),
            why=Text(
                "Zwei Dreien bringen beide Steine auf 22 herein. Erst danach sind die anderen zwei Dreien "
                "frei, und eine davon trifft von 22 aus den Blot auf 19.",
                "Two 3s bring both checkers in on 22. Only then are the other two 3s free, and one of them "
                "hits the blot on 19 from 22.",
            ),
        ),
        # -- dancing and a closed board ----------------------------------------------------
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
                "Black has made all six points of his home board. With how many of the 36 rolls does "
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
        # -- hit while bearing off -------------------------------------------------------------
        Exercise(
            "hit-during-bear-off",
            Kind.PLAY,
            seed("hit-during-bear-off"),
            ("bar/14", "bar/19 6/1"),
            Roll(6, 5),
            trap="bar/19 5/off",
            task=Text(
                "Du hattest schon zwei Steine abgetragen, dann hat Schwarz einen Blot von dir getroffen. "
                "Du hast 6-5 gewürfelt. Spiele einen erlaubten Zug.",
                "You had already borne off two checkers, then Black hit a blot of yours. You rolled 6-5. "
                "Play a legal play.",
            ),
            hint=Text(
                "Zuerst muss der Stein von der Bar herein. Welche Zahl findet einen offenen Punkt? Und "
                "darfst du danach schon abtragen?",
                "First the checker must come in from the bar. Which number finds an open point? And may "
                "you bear off after that?",
            ),
            why=Text(
                "Nur die 6 bringt den Stein herein, auf 19. Abtragen darfst du erst wieder, wenn er den "
                "ganzen Weg zurück ins Heimfeld gelaufen ist; die 5 ziehst du also mit ihm weiter (bar/14) "
                "oder innerhalb deines Heimfelds (6/1).",
                "Only the 6 brings the checker in, on 19. You may bear off again only once it has run "
                "all the way back home; so the 5 moves it on (bar/14) or moves inside your home board "
                "(6/1).",
            ),
        ),
        Exercise(
            "come-home-and-bear-off",
            Kind.PLAY,
            COME_HOME_AND_BEAR_OFF.position,
            ("9/6 5/off", "9/4 3/off"),
            Roll(5, 3),
            condition=Condition.BEAR_OFF,
            trap="5/off 3/off",
            task=Text(
                "Dein geschlagener Stein ist bis auf Punkt 9 zurückgelaufen, alle anderen stehen im "
                "Heimfeld. Du hast 5-3 gewürfelt. Trage noch in diesem Zug einen Stein ab.",
                "Your hit checker has come back round to point 9; all the others are in your home board. "
                "You rolled 5-3. Bear off a checker this very turn.",
            ),
            hint=Text(
                "Bring zuerst den Stein von 9 mit einer Zahl ins Heimfeld. Was kann die andere Zahl dann?",
                "First bring the checker on 9 home with one number. What can the other number do then?",
            ),
            why=Text(
                "Sobald der letzte Stein mit der einen Zahl im Heimfeld ankommt, darfst du mit der anderen "
                "Zahl im selben Zug abtragen: 9/4 und 3/off, oder 9/6 und 5/off.",
                "As soon as the last checker comes home with one number, you may bear off with the other "
                "in the same turn: 9/4 and 3/off, or 9/6 and 5/off.",
            ),
        ),
    ),
)

EXAMPLES: dict[str, WorkedExample] = {example.key: example for example in LESSON.examples}
"""The lesson's worked examples by key (the seed texts' and the lesson's own)."""
