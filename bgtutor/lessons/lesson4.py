"""Lesson 4: Abtragen (Bearing off). Its worked examples and exercises.

>>> [example.key for example in LESSON.examples][:2]
['bear-off-not-all-home', 'bear-off-exact']
>>> EXAMPLES["bear-off-double"].play
'4/off(2) 3/off 2/off'
"""

from __future__ import annotations

from bgtutor.color import WHITE
from bgtutor.dice import Roll
from bgtutor.examples import WorkedExample
from bgtutor.exercises import NO, YES, Condition, Exercise, Kind, Text
from bgtutor.lessons.common import Lesson, seed, seed_examples
from bgtutor.position import Position

# Black has run home: all fifteen in his home board (White's 19-24), none borne off yet.
_BLACK_HOME: dict[int | str, int] = {19: 3, 20: 3, 21: 3, 22: 2, 23: 2, 24: 2}

NOT_ALL_HOME = WorkedExample(
    "bear-off-not-all-home",
    "000",
    Position.from_points({9: 1, 6: 4, 5: 3, 4: 3, 3: 2, 2: 1, 1: 1}, _BLACK_HOME, numbering=WHITE),
    Roll(2, 1),
    "9/7/6",
)
"""One checker is still on 9: 2-1 brings it home, and nothing is left to bear off with."""

DOUBLE = WorkedExample(
    "bear-off-double",
    "000",
    Position.from_points({4: 2, 3: 1, 2: 3, 1: 2}, _BLACK_HOME, numbering=WHITE),
    Roll(4, 4),
    "4/off(2) 3/off 2/off",
)
"""4-4 bears off four checkers; after each step the highest occupied point is looked up again."""

LESSON = Lesson(
    4,
    "04-Abtragen",
    Text("Abtragen", "Bearing off"),
    (
        NOT_ALL_HOME,
        *seed_examples(
            "bear-off-exact",
            "bear-off-from-highest",
            "bear-off-larger-from-highest",
        ),
        DOUBLE,
        *seed_examples(
            "bear-off-exact-point-empty",
            "bear-off-one-and-five",
            "bear-off-empty-point-is-not-enough",
            "bear-off-must-use-both",
            "bear-off-last-checker",
        ),
    ),
    (
        # -- when bearing off may start --------------------------------------------------
        Exercise(
            "bear-off-not-all-home",
            Kind.IS_LEGAL,
            NOT_ALL_HOME.position,
            (NO,),
            Roll(2, 1),
            play="2/off 1/off",
            task=Text(
                "Vierzehn deiner Steine stehen im Heimfeld, einer noch auf Punkt 9. Du hast 2-1 gewürfelt. "
                "Darfst du 2/off 1/off spielen?",
                "Fourteen of your checkers are in your home board, one is still on point 9. You rolled "
                "2-1. May you play 2/off 1/off?",
            ),
            hint=Text(
                "Wann beginnt das Abtragen? Zähle die Steine im Heimfeld.",
                "When does bearing off begin? Count the checkers in your home board.",
            ),
            why=Text(
                "Der Stein auf 9 muss zuerst heim. Mit 2-1 schafft er es genau (9/6), doch dann ist keine "
                "Zahl mehr übrig: In diesem Zug trägst du nichts ab.",
                "The checker on 9 must come home first. 2-1 gets it there exactly (9/6), but then no "
                "number is left: you bear off nothing this turn.",
            ),
        ),
        Exercise(
            "bear-off-after-hit-count",
            Kind.BEAR_OFF_COUNT,
            seed("hit-during-bear-off"),
            ("0",),
            Roll(6, 5),
            trap="bar/19 5/off",
            task=Text(
                "Beim Abtragen wurde ein Stein von dir geschlagen; er steht auf der Bar. Du hast 6-5 "
                "gewürfelt. Wie viele Steine kannst du in diesem Zug höchstens abtragen?",
                "While you were bearing off, a checker of yours was hit; it is on the bar. You rolled "
                "6-5. How many checkers can you bear off this turn at most?",
            ),
            hint=Text(
                "Auch ein Stein auf der Bar ist noch im Spiel. Steht er im Heimfeld?",
                "A checker on the bar is still in play. Is it in your home board?",
            ),
            why=Text(
                "Alle aktiven Steine müssen im Heimfeld stehen, auch der auf der Bar. Er setzt mit der 6 "
                "auf 19 ein und ist noch lange nicht daheim: In diesem Zug trägst du nichts ab.",
                "All active checkers must be in your home board, the one on the bar too. It enters on "
                "19 with the 6 and is far from home: you bear off nothing this turn.",
            ),
        ),
        # -- exact numbers ---------------------------------------------------------------
        Exercise(
            "bear-off-count-exact",
            Kind.BEAR_OFF_COUNT,
            seed("bear-off-exact"),
            ("2",),
            Roll(6, 4),
            hint=Text(
                "Eine passende Zahl trägt vom gleichnamigen Punkt ab, auch wenn höhere Punkte besetzt sind.",
                "A number bears off from the point of the same number, even when higher points are occupied.",
            ),
            why=Text(
                "Die 6 trägt von Punkt 6 ab, die 4 von Punkt 4. Dass auf 6 und 5 noch Steine stehen, "
                "stört eine passende Zahl nicht.",
                "The 6 bears off from point 6, the 4 from point 4. Checkers left on 6 and 5 do not stop "
                "a matching number.",
            ),
        ),
        # -- a larger number: only from the highest occupied point -------------------------
        Exercise(
            "bear-off-six-from-three",
            Kind.PLAY,
            seed("bear-off-from-highest"),
            ("3/off(2)",),
            Roll(6, 5),
            condition=Condition.ONLY,
            trap="3/off 2/off",
            task=Text(
                "Alle deine Steine stehen auf den Punkten 3, 2 und 1. Du hast 6-5 gewürfelt. Hier gibt es "
                "nur einen erlaubten Zug. Welchen?",
                "All your checkers stand on points 3, 2 and 1. You rolled 6-5. There is only one legal "
                "play here. Which one?",
            ),
            hint=Text(
                "Beide Zahlen sind höher als dein höchster besetzter Punkt. Welcher ist das – vor und nach "
                "dem ersten Teilzug?",
                "Both numbers are higher than your highest occupied point. Which point is that – before "
                "and after the first step?",
            ),
            why=Text(
                "Eine zu hohe Zahl trägt vom höchsten besetzten Punkt ab. Das ist Punkt 3, und weil dort "
                "fünf Steine stehen, bleibt er es auch nach der 6: Die 5 nimmt noch einen Stein von 3.",
                "A number that is too high bears off from the highest occupied point. That is point 3, "
                "and with five checkers there it still is after the 6: the 5 takes another one from 3.",
            ),
        ),
        Exercise(
            "bear-off-from-highest",
            Kind.PLAY,
            seed("bear-off-larger-from-highest"),
            ("4/1 4/off",),
            Roll(6, 3),
            condition=Condition.ONLY,
            trap="4/off 2/off",
            task=Text(
                "Du trägst ab und hast 6-3 gewürfelt; je zwei Steine stehen auf 4, 2 und 1. Hier gibt es "
                "nur einen erlaubten Zug. Welchen?",
                "You are bearing off and rolled 6-3, with two checkers each on 4, 2 and 1. There is "
                "only one legal play here. Which one?",
            ),
            hint=Text(
                "Die 6 ist zu hoch: Sie trägt vom höchsten besetzten Punkt ab. Und die 3?",
                "The 6 is too high: it bears off from the highest occupied point. And the 3?",
            ),
            why=Text(
                "Solange auf Punkt 4 noch ein Stein steht, darf die 3 keinen Stein von 2 oder 1 abtragen; "
                "sie zieht 4/1.",
                "While a checker is left on point 4, the 3 may not bear off from 2 or 1; it plays 4/1.",
            ),
        ),
        Exercise(
            "bear-off-double-count",
            Kind.BEAR_OFF_COUNT,
            DOUBLE.position,
            ("4",),
            Roll(4, 4),
            task=Text(
                "Zwei Steine stehen auf 4, einer auf 3, drei auf 2 und zwei auf 1. Du hast 4-4 gewürfelt. "
                "Wie viele Steine kannst du abtragen?",
                "Two checkers stand on 4, one on 3, three on 2 and two on 1. You rolled 4-4. How many "
                "checkers can you bear off?",
            ),
            hint=Text(
                "Ein Pasch gibt vier Teilzüge. Schau nach jedem Stein neu nach, welcher Punkt der höchste "
                "besetzte ist.",
                "A double gives four steps. After each checker, look again which point is the highest "
                "occupied one.",
            ),
            why=Text(
                "Die ersten zwei Vieren nehmen die Steine von 4. Dann ist 3 der höchste besetzte Punkt, "
                "die dritte 4 nimmt den Stein von dort, und die vierte einen von 2.",
                "The first two 4s take the checkers on 4. Then 3 is the highest occupied point, the "
                "third 4 takes the checker there, and the fourth one from 2.",
            ),
        ),
        # -- the exact point is empty, higher points are not --------------------------------
        Exercise(
            "bear-off-count-empty-point",
            Kind.BEAR_OFF_COUNT,
            seed("bear-off-exact-point-empty"),
            ("1",),
            Roll(4, 1),
            trap="3/off 2/1",
            task=Text(
                "Du hast 4-1 gewürfelt, und auf deinem Punkt 4 steht kein Stein. Wie viele Steine kannst "
                "du höchstens abtragen?",
                "You rolled 4-1 and your 4 point is empty. How many checkers can you bear off at most?",
            ),
            hint=Text(
                "Mit der 4 darfst du nicht von Punkt 3 abtragen, solange auf 6 und 5 Steine stehen. Aber "
                "4 und 1 zusammen?",
                "The 4 may not bear off from point 3 while checkers stand on 6 and 5. But 4 and 1 together?",
            ),
            why=Text(
                "Von 3 darf die 4 nicht abtragen. Einen Stein bekommst du nur mit beiden Zahlen vom Brett: "
                "5/1 mit der 4 und 1/off mit der 1 – oder erst 5/4 mit der 1, dann passt die 4 genau: "
                "4/off. Beides heißt kurz 5/off.",
                "The 4 may not bear off from 3. Only both numbers together take a checker off: 5/1 with "
                "the 4 and 1/off with the 1 – or first 5/4 with the 1, and then the 4 matches exactly: "
                "4/off. Both are written 5/off for short.",
            ),
        ),
        Exercise(
            "bear-off-one-and-five",
            Kind.PLAY,
            seed("bear-off-one-and-five"),
            ("6/off",),
            Roll(5, 1),
            condition=Condition.BEAR_OFF,
            trap="6/5 4/off",
            task=Text(
                "Du hast 5-1 gewürfelt: drei Steine stehen auf 6, zwei auf 4 und zwei auf 3. Trage "
                "mindestens einen Stein ab.",
                "You rolled 5-1, with three checkers on 6, two on 4 and two on 3. Bear off at least one "
                "checker.",
            ),
            hint=Text(
                "Die 5 darf nicht von Punkt 4 abtragen, solange auf 6 Steine stehen. Wohin zieht sie dann, "
                "und was kann die 1 danach?",
                "The 5 may not bear off from point 4 while checkers stand on 6. Where does it go, then, "
                "and what can the 1 do next?",
            ),
            why=Text(
                "6/1 1/off und 6/5/off führen zur selben Stellung; man schreibt beide kurz 6/off.",
                "6/1 1/off and 6/5/off lead to the same position; both are written 6/off for short.",
            ),
        ),
        Exercise(
            "bear-off-higher-point",
            Kind.IS_LEGAL,
            seed("bear-off-empty-point-is-not-enough"),
            (NO,),
            Roll(4, 2),
            play="3/off 3/1",
            task=Text(
                "Du trägst ab und hast 4-2 gewürfelt; auf deinem Punkt 4 steht kein Stein. Darfst du "
                "3/off 3/1 spielen, also mit der 4 von Punkt 3 abtragen?",
                "You are bearing off and rolled 4-2; your 4 point is empty. May you play 3/off 3/1, "
                "bearing off from point 3 with the 4?",
            ),
            hint=Text(
                "Eine zu hohe Zahl darf nur vom höchsten besetzten Punkt abtragen. Welcher ist das?",
                "A number that is too high may bear off only from the highest occupied point. Which "
                "one is that?",
            ),
            why=Text(
                "Dein Stein auf 6 liegt weiter vom Ziel entfernt. Solange er dort steht, muss die 4 "
                "innerhalb des Heimfelds ziehen, etwa 6/2.",
                "Your checker on 6 is farther from home. While it stands there, the 4 must move inside "
                "your home board, for example 6/2.",
            ),
        ),
        # -- the order of the dice ---------------------------------------------------------
        Exercise(
            "bear-off-smaller-first",
            Kind.IS_LEGAL,
            seed("bear-off-empty-point-is-not-enough"),
            (YES,),
            Roll(4, 2),
            play="6/4 4/off",
            task=Text(
                "Gleiche Stellung, gleicher Wurf 4-2. Darfst du zuerst die kleinere Zahl spielen, 6/4 mit "
                "der 2, und danach 4/off mit der 4?",
                "Same position, same roll 4-2. May you play the smaller number first, 6/4 with the 2, and "
                "then 4/off with the 4?",
            ),
            hint=Text(
                "Nach 6/4: Welcher Punkt ist jetzt dein höchster besetzter, und passt die 4 genau?",
                "After 6/4: which point is now your highest occupied one, and does the 4 match exactly?",
            ),
            why=Text(
                "Nach 6/4 steht der Stein genau 4 Punkte vor dem Ziel, und die 4 trägt ihn ab. Du darfst "
                "die Zahlen in jeder Reihenfolge spielen, solange der ganze Zug die Regeln erfüllt: „Immer "
                "zuerst die höhere Zahl“ ist keine Regel.",
                "After 6/4 the checker stands exactly 4 points from home, and the 4 bears it off. You may "
                "play the numbers in either order as long as the whole play keeps the rules: “always the "
                "larger number first” is no rule.",
            ),
        ),
        Exercise(
            "bear-off-must-use-both",
            Kind.PLAY,
            seed("bear-off-must-use-both"),
            ("5/2 4/off",),
            Roll(5, 3),
            condition=Condition.BOTH_DICE,
            trap="5/off",
            task=Text(
                "Dir bleiben zwei Steine, auf 5 und auf 4; Schwarz sperrt deinen Punkt 1. Du hast 5-3 "
                "gewürfelt. Finde den Zug, der beide Zahlen nutzt.",
                "You have two checkers left, on 5 and on 4; Black blocks your 1 point. You rolled 5-3. "
                "Find the play that uses both numbers.",
            ),
            hint=Text(
                "5/off ist verlockend – aber kann der Stein auf 4 danach noch drei Punkte ziehen? "
                "Probiere die 3 zuerst.",
                "5/off is tempting – but can the checker on 4 then still move three points? Try the 3 first.",
            ),
            why=Text(
                "Nach 5/2 ist Punkt 4 dein höchster besetzter Punkt, also darf die zu hohe 5 diesen Stein "
                "abtragen.",
                "After 5/2 your 4 point is the highest occupied one, so the 5, which is too high, may "
                "bear that checker off.",
            ),
        ),
        Exercise(
            "bear-off-last-checker",
            Kind.PLAY,
            seed("bear-off-last-checker"),
            ("1/off",),
            Roll(6, 2),
            condition=Condition.ONLY,
            task=Text(
                "Dein letzter Stein steht auf Punkt 1, und du hast 6-2 gewürfelt. Welchen Zug spielst du?",
                "Your last checker is on point 1 and you rolled 6-2. What do you play?",
            ),
            hint=Text(
                "Nach dem ersten Teilzug ist kein Stein mehr da. Welche Zahl wird dann gespielt?",
                "After the first move no checker is left. Which number is played, then?",
            ),
            why=Text(
                "Lässt sich nur eine der beiden Zahlen spielen, muss es die höhere sein: Die 6 trägt den "
                "Stein ab, die 2 verfällt, und du hast gewonnen.",
                "When only one of the two numbers can be played, it must be the larger one: the 6 bears "
                "the checker off, the 2 is lost, and you have won.",
            ),
        ),
    ),
)

EXAMPLES: dict[str, WorkedExample] = {example.key: example for example in LESSON.examples}
"""The lesson's worked examples by key (the seed texts' and the lesson's own)."""
