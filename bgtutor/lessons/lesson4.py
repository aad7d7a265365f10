"""Lesson 4: Abtragen (Bearing off). Its worked examples and exercises."""

from __future__ import annotations

from bgtutor.dice import Roll
from bgtutor.exercises import NO, Condition, Exercise, Kind, Text
from bgtutor.lessons.common import Lesson, seed, seed_examples

LESSON = Lesson(
    4,
    "04-Abtragen",
    Text("Abtragen", "Bearing off"),
    seed_examples(
        "bear-off-from-highest",
        "bear-off-exact-point-empty",
        "bear-off-exact",
        "bear-off-larger-from-highest",
        "bear-off-empty-point-is-not-enough",
        "bear-off-must-use-both",
        "bear-off-last-checker",
        "bear-off-one-and-five",
    ),
    (
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
            "bear-off-count-exact",
            Kind.BEAR_OFF_COUNT,
            seed("bear-off-exact"),
            ("2",),
            Roll(6, 4),
            hint=Text(
                "Eine passende Zahl trägt vom gleichnamigen Punkt ab, auch wenn höhere Punkte besetzt sind.",
                "A number bears off from the point of the same number, even when higher points are occupied.",
            ),
        ),
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
        ),
    ),
)
