"""Lesson 4: Abtragen (Bearing off). Its worked examples and exercises.

>>> [example.key for example in LESSON.examples][:2]
['bear-off-not-all-home', 'bear-off-exact']
>>> EXAMPLES["bear-off-double"].play
'4/off(2) 3/off 2/off'
"""

from __future__ import annotations

from bgtutor.rules.color import WHITE
from bgtutor.rules.dice import Roll
from bgtutor.rules.i18n import Text
from bgtutor.rules.position import Position
from bgtutor.tutor.examples import WorkedExample
from bgtutor.tutor.exercises import NO, YES, Condition, Exercise, Kind
from bgtutor.tutor.lessons.common import Lesson, seed, seed_examples

# Black has run home: all fifteen in their home board (White's 19-24), none borne off yet.
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
"""The last checker outside comes home with one die, the other die bears off."""


def _board(white: dict[int | str, int], black: dict[int | str, int]) -> Position:
    """White on roll; both sides in White's numbering."""
    return Position.from_points(white, black, numbering=WHITE)


# Exercise positions, each different from the worked examples: the same rules on new boards.
_EXACT_64 = _board({6: 2, 5: 1, 4: 1, 2: 3}, _BLACK_HOME)
_LOW = _board({3: 4, 2: 3, 1: 2}, _BLACK_HOME)
# Black still has an anchor on White's 5 point while White bears off.
_ANCHOR = _board({4: 2, 2: 4, 1: 3}, {5: 2, 19: 3, 20: 3, 21: 3, 22: 2, 23: 2})
_EMPTY_FOUR = _board({6: 2, 5: 2, 3: 4, 2: 2}, _BLACK_HOME)
_EMPTY_FIVE = _board({6: 2, 4: 3, 3: 1, 2: 1}, _BLACK_HOME)
_HIGHER = _board({6: 1, 4: 2, 2: 2, 1: 1}, _BLACK_HOME)
_SMALLER_FIRST = _board({5: 1, 2: 2, 1: 2}, _BLACK_HOME)
_TWO_LEFT = _board({5: 1, 4: 1}, {1: 3, 18: 4, 20: 4, 22: 4})
# White's last checker is still on 9; Black holds White's 1 point: 6-2 can play only one number.
_LAST_OUTSIDE = _board({9: 1}, {1: 2, 19: 4, 20: 3, 21: 3, 22: 3})
# Hit while bearing off; Black holds White's 14 and 1 points: only one number can be played.
_HIT_ONE_NUMBER = _board({"bar": 1, 6: 4, 5: 3, 4: 3, 3: 2}, {14: 2, 1: 2, 24: 3, 23: 3, 22: 3, 21: 2})

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
            "hit-during-bear-off",
        ),
        COME_HOME_AND_BEAR_OFF,
    ),
    (
        # -- when bearing off may start --------------------------------------------------
        Exercise(
            "bear-off-not-all-home",
            Kind.IS_LEGAL,
            NOT_ALL_HOME.position,
            (YES,),
            Roll(4, 1),
            play="9/5 1/off",
            task=Text(
                "Vierzehn deiner Steine stehen im Heimfeld, einer noch auf Punkt 9. Du hast 4-1 gewürfelt. "
                "Darfst du 9/5 1/off spielen?",
                "Fourteen of your checkers are in your home board, one is still on point 9. You rolled "
                "4-1. May you play 9/5 1/off?",
            ),
            hint=Text(
                "Wann beginnt das Abtragen? Zähle die Steine im Heimfeld nach dem ersten Teilzug.",
                "When does bearing off begin? Count the checkers in your home board after the first step.",
            ),
            why=Text(
                "Mit der 4 kommt der letzte Stein heim (9/5). Von da an stehen alle fünfzehn im Heimfeld, "
                "und die 1 darf schon im selben Zug abtragen.",
                "The 4 brings the last checker home (9/5). From then on all fifteen are in your home "
                "board, and the 1 may bear off in the same turn.",
            ),
        ),
        # -- exact numbers ---------------------------------------------------------------
        Exercise(
            "bear-off-count-exact",
            Kind.BEAR_OFF_COUNT,
            _EXACT_64,
            ("2",),
            Roll(6, 4),
            hint=Text(
                "Eine passende Zahl trägt vom gleichnamigen Punkt ab, auch wenn höhere Punkte besetzt sind.",
                "A number bears off from the point of the same number, even when higher points are occupied.",
            ),
            why=Text(
                "Die 6 trägt von Punkt 6 ab, die 4 von Punkt 4. Dass auf 6 und 5 noch Steine stehen, stört "
                "eine passende Zahl nicht.",
                "The 6 bears off from point 6, the 4 from point 4. Checkers left on 6 and 5 do not stop a "
                "matching number.",
            ),
        ),
        # -- a larger number: only from the highest occupied point -------------------------
        Exercise(
            "bear-off-high-count",
            Kind.BEAR_OFF_COUNT,
            _LOW,
            ("2",),
            Roll(6, 5),
            trap="3/off 2/off",
            task=Text(
                "Deine Steine stehen nur noch auf 3, 2 und 1: vier auf 3, drei auf 2, zwei auf 1. Du hast "
                "6-5 gewürfelt. Wie viele Steine trägst du ab – und von welchem Punkt?",
                "Your checkers stand only on 3, 2 and 1: four on 3, three on 2, two on 1. You rolled "
                "6-5. How many checkers do you bear off – and from which point?",
            ),
            hint=Text(
                "Beide Zahlen sind höher als dein höchster besetzter Punkt. Welcher ist das – vor und nach "
                "dem ersten Teilzug?",
                "Both numbers are higher than your highest occupied point. Which point is that – before "
                "and after the first step?",
            ),
            why=Text(
                "Eine zu hohe Zahl trägt vom höchsten besetzten Punkt ab. Das ist Punkt 3, und er bleibt es "
                "auch nach der 6: Beide Steine kommen von 3 (3/off(2)).",
                "A number that is too high bears off from the highest occupied point. That is point 3, "
                "and it still is after the 6: both checkers come from 3 (3/off(2)).",
            ),
        ),
        Exercise(
            "bear-off-from-highest",
            Kind.PLAY,
            _ANCHOR,
            ("4/1 4/off",),
            Roll(6, 3),
            condition=Condition.ONLY,
            trap="4/off 2/off",
            task=Text(
                "Schwarz hält noch deinen Punkt 5, du trägst schon ab: zwei Steine auf 4, vier auf 2, drei "
                "auf 1. Du hast 6-3 gewürfelt. Hier gibt es nur einen erlaubten Zug. Welchen?",
                "Black still holds your 5 point while you bear off: two checkers on 4, four on 2, three "
                "on 1. You rolled 6-3. There is only one legal play here. Which one?",
            ),
            hint=Text(
                "Die 6 ist zu hoch: Sie trägt vom höchsten besetzten Punkt ab. Und die 3?",
                "The 6 is too high: it bears off from the highest occupied point. And the 3?",
            ),
            why=Text(
                "Solange auf Punkt 4 noch ein Stein steht, darf die 3 keinen Stein von 2 oder 1 abtragen; "
                "sie zieht 4/1. Dass schwarze Steine in deinem Heimfeld stehen, ändert am Abtragen nichts.",
                "While a checker is left on point 4, the 3 may not bear off from 2 or 1; it plays 4/1. "
                "Black checkers in your home board do not change bearing off.",
            ),
        ),
        Exercise(
            "bear-off-double-count",
            Kind.BEAR_OFF_COUNT,
            DOUBLE.position,
            ("2",),
            Roll(3, 3),
            task=Text(
                "Zwei Steine stehen auf 4, einer auf 3, drei auf 2 und zwei auf 1 – die Stellung von oben. "
                "Diesmal hast du 3-3 gewürfelt. Wie viele Steine kannst du höchstens abtragen?",
                "Two checkers stand on 4, one on 3, three on 2 and two on 1 – the position above. This "
                "time you rolled 3-3. How many checkers can you bear off at most?",
            ),
            hint=Text(
                "Eine 3 ist kleiner als dein höchster Punkt 4: Sie trägt nur genau von 3 ab oder zieht. "
                "Schau nach jedem Teilzug neu.",
                "A 3 is lower than your highest point, 4: it bears off only from 3 exactly, or moves. "
                "Look again after each step.",
            ),
            why=Text(
                "Die Steine auf 4 ziehen mit zwei Dreien nach 1 (4/1(2)). Die dritte 3 trägt von 3 ab; "
                "jetzt ist 2 der höchste Punkt, und die vierte 3 trägt von dort ab: 2 Steine.",
                "The checkers on 4 move to 1 with two 3s (4/1(2)). The third 3 bears off from 3; now 2 "
                "is the highest point, and the fourth 3 bears off from there: 2 checkers.",
            ),
        ),
        # -- the exact point is empty, higher points are not --------------------------------
        Exercise(
            "bear-off-count-empty-point",
            Kind.BEAR_OFF_COUNT,
            _EMPTY_FOUR,
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
                "5/1 mit der 4 und 1/off mit der 1 – oder erst 5/4 mit der 1, dann passt die 4 genau "
                "(4/off). Beides heißt kurz 5/off.",
                "The 4 may not bear off from 3. Only both numbers together take a checker off: 5/1 with "
                "the 4 and 1/off with the 1 – or first 5/4 with the 1, and then the 4 matches exactly "
                "(4/off). Both are written 5/off for short.",
            ),
        ),
        Exercise(
            "bear-off-one-and-five",
            Kind.PLAY,
            _EMPTY_FIVE,
            ("6/off",),
            Roll(5, 1),
            condition=Condition.BEAR_OFF,
            trap="6/5 4/off",
            task=Text(
                "Du hast 5-1 gewürfelt: zwei Steine stehen auf 6, drei auf 4, je einer auf 3 und 2. Trage "
                "mindestens einen Stein ab.",
                "You rolled 5-1, with two checkers on 6, three on 4 and one each on 3 and 2. Bear off at "
                "least one checker.",
            ),
            hint=Text(
                "Die 5 darf nicht von Punkt 4 abtragen, solange auf 6 Steine stehen. Was können 5 und 1 "
                "zusammen mit einem Stein von 6?",
                "The 5 may not bear off from point 4 while checkers stand on 6. What can 5 and 1 do "
                "together with a checker from 6?",
            ),
            why=Text(
                "6/1 1/off und 6/5/off führen zur selben Stellung; man schreibt beide kurz 6/off.",
                "6/1 1/off and 6/5/off lead to the same position; both are written 6/off for short.",
            ),
        ),
        Exercise(
            "bear-off-higher-point",
            Kind.IS_LEGAL,
            _HIGHER,
            (NO,),
            Roll(5, 1),
            play="4/off 2/1",
            task=Text(
                "Du trägst ab und hast 5-1 gewürfelt; auf deinem Punkt 5 steht kein Stein, auf 6 einer. "
                "Darfst du 4/off 2/1 spielen, also mit der 5 von Punkt 4 abtragen?",
                "You are bearing off and rolled 5-1; your 5 point is empty, your 6 point has one checker. "
                "May you play 4/off 2/1, bearing off from point 4 with the 5?",
            ),
            hint=Text(
                "Eine zu hohe Zahl darf nur vom höchsten besetzten Punkt abtragen. Welcher ist das?",
                "A number that is too high may bear off only from the highest occupied point. Which "
                "one is that?",
            ),
            why=Text(
                "Dein Stein auf 6 liegt weiter vom Ziel entfernt. Solange er dort steht, muss die 5 "
                "innerhalb des Heimfelds ziehen (6/1) – oder mit der 1 zusammen ihn abtragen: 6/off.",
                "Your checker on 6 is farther from home. While it stands there, the 5 must move inside "
                "your home board (6/1) – or bear it off together with the 1: 6/off.",
            ),
        ),
        # -- the order of the dice ---------------------------------------------------------
        Exercise(
            "bear-off-smaller-first",
            Kind.IS_LEGAL,
            _SMALLER_FIRST,
            (YES,),
            Roll(3, 2),
            play="5/3 3/off",
            task=Text(
                "Ein Stein steht auf 5, je zwei auf 2 und 1. Du hast 3-2 gewürfelt. Darfst du zuerst die "
                "kleinere Zahl spielen, 5/3 mit der 2, und danach 3/off mit der 3?",
                "One checker stands on 5, two each on 2 and 1. You rolled 3-2. May you play the smaller "
                "number first, 5/3 with the 2, and then 3/off with the 3?",
            ),
            hint=Text(
                "Nach 5/3: Welcher Punkt ist jetzt dein höchster besetzter, und passt die 3 genau?",
                "After 5/3: which point is now your highest occupied one, and does the 3 match exactly?",
            ),
            why=Text(
                "Nach 5/3 steht der Stein genau 3 Punkte vor dem Ziel, und die 3 trägt ihn ab. Du darfst "
                "die Zahlen in jeder Reihenfolge spielen, solange der ganze Zug die Regeln erfüllt: „Immer "
                "zuerst die höhere Zahl“ ist keine Regel.",
                "After 5/3 the checker stands exactly 3 points from home, and the 3 bears it off. You may "
                "play the numbers in either order as long as the whole play keeps the rules: “always the "
                "larger number first” is no rule.",
            ),
        ),
        Exercise(
            "bear-off-must-use-both",
            Kind.PLAY,
            _TWO_LEFT,
            ("5/2 4/off",),
            Roll(5, 3),
            condition=Condition.BOTH_DICE,
            trap="5/off",
            task=Text(
                "Dir bleiben zwei Steine, auf 5 und auf 4; drei schwarze Steine sperren deinen Punkt 1. Du "
                "hast 5-3 gewürfelt. Spiele den Zug, der beide Zahlen nutzt.",
                "You have two checkers left, on 5 and on 4; three black checkers block your 1 point. You "
                "rolled 5-3. Play the move that uses both numbers.",
            ),
            hint=Text(
                "Kann der Stein auf 4 nach 5/off noch drei Punkte ziehen? Probiere die 3 zuerst.",
                "Can the checker on 4 still move three points after 5/off? Try the 3 first.",
            ),
            why=Text(
                "Nach 5/2 ist Punkt 4 dein höchster besetzter Punkt, also darf die zu hohe 5 diesen Stein "
                "abtragen.",
                "After 5/2 your 4 point is the highest occupied one, so the 5, which is too high, may "
                "bear that checker off.",
            ),
        ),
        Exercise(
            "bear-off-last-checker-higher",
            Kind.PLAY,
            _LAST_OUTSIDE,
            ("9/3",),
            Roll(6, 2),
            condition=Condition.ONLY,
            trap="9/7",
            task=Text(
                "Nur noch ein Stein ist übrig, und er steht noch auf Punkt 9; Schwarz hält deinen Punkt 1. "
                "Du hast 6-2 gewürfelt. Spiele den Zug, den die Regeln verlangen.",
                "Only one checker is left, and it still stands on point 9; Black holds your 1 point. You "
                "rolled 6-2. Play the move the rules require.",
            ),
            hint=Text(
                "Nach 9/3 bleibt für die 2 nur 3/1, nach 9/7 für die 6 nur 7/1. Geht das? Und welche Zahl "
                "hat dann Vorrang?",
                "After 9/3 the 2 could only play 3/1, after 9/7 the 6 only 7/1. Is that possible? And which "
                "number comes first then?",
            ),
            why=Text(
                "Beide Zahlen gehen jede für sich, aber nie beide: Punkt 1 ist gesperrt, und von 3 darf die "
                "2 nicht abtragen. Dann muss die höhere gespielt werden – 9/3 bringt den Stein ins Heimfeld, "
                "9/7 ließe ihn draußen.",
                "Each number can be played on its own, but never both: point 1 is blocked, and the 2 may "
                "not bear off from 3. Then the larger must be played – 9/3 brings the checker home, 9/7 "
                "would leave it outside.",
            ),
        ),
        # -- hit while bearing off -------------------------------------------------------------
        Exercise(
            "bear-off-after-hit",
            Kind.IS_LEGAL,
            seed("hit-during-bear-off"),
            (NO,),
            Roll(6, 4),
            play="bar/19 4/off",
            task=Text(
                "Beim Abtragen wurde ein Stein von dir geschlagen; er steht auf der Bar. Du hast 6-4 "
                "gewürfelt. Darfst du bar/19 4/off spielen?",
                "While you were bearing off, a checker of yours was hit; it is on the bar. You rolled "
                "6-4. May you play bar/19 4/off?",
            ),
            hint=Text(
                "Auch ein Stein auf der Bar ist noch im Spiel. Steht er nach bar/19 im Heimfeld?",
                "A checker on the bar is still in play. Is it in your home board after bar/19?",
            ),
            why=Text(
                "Alle aktiven Steine müssen im Heimfeld stehen, auch der gerade eingesetzte. Auf 19 ist er "
                "noch lange nicht daheim. Die 4 ziehst du anders, etwa 6/2* oder mit demselben Stein "
                "weiter (bar/15).",
                "All active checkers must be in your home board, the one that just entered too. On 19 it "
                "is far from home. Play the 4 elsewhere, such as 6/2*, or move the same checker on "
                "(bar/15).",
            ),
        ),
        Exercise(
            "hit-during-bear-off",
            Kind.PLAY,
            _HIT_ONE_NUMBER,
            ("bar/19",),
            Roll(6, 5),
            condition=Condition.ONLY,
            trap="bar/20",
            task=Text(
                "Beim Abtragen wurde ein Stein von dir geschlagen. Du hast 6-5 gewürfelt; Schwarz hält deine "
                "Punkte 14 und 1. Spiele den Zug, den die Regeln verlangen.",
                "While you were bearing off, a checker of yours was hit. You rolled 6-5; Black holds your "
                "14 and 1 points. Play the move the rules require.",
            ),
            hint=Text(
                "Beide Zahlen bringen den Stein herein. Geht danach die andere Zahl noch irgendwo? Wenn "
                "nicht: Welche Zahl hat Vorrang?",
                "Both numbers bring the checker in. Can the other number still go anywhere after that? If "
                "not: which number comes first?",
            ),
            why=Text(
                "Nach bar/19 passt die 5 nirgends (14 und 1 sind gesperrt, abtragen darfst du noch nicht), "
                "nach bar/20 die 6 ebenso wenig. Geht nur eine Zahl, muss es die höhere sein: bar/19.",
                "After bar/19 the 5 fits nowhere (14 and 1 are blocked, and you may not bear off yet), "
                "after bar/20 neither does the 6. When only one number can be played, it must be the "
                "larger: bar/19.",
            ),
        ),
        Exercise(
            "come-home-and-bear-off",
            Kind.PLAY,
            COME_HOME_AND_BEAR_OFF.position,
            ("9/off",),
            Roll(6, 3),
            condition=Condition.BEAR_OFF,
            trap="9/3 6/3",
            task=Text(
                "Dein geschlagener Stein ist bis auf Punkt 9 zurückgelaufen, alle anderen stehen im "
                "Heimfeld. Du hast 6-3 gewürfelt. Trage noch in diesem Zug einen Stein ab.",
                "Your hit checker has come back round to point 9; all the others are in your home board. "
                "You rolled 6-3. Bear off a checker this very turn.",
            ),
            hint=Text(
                "Bring zuerst den Stein von 9 mit einer Zahl ins Heimfeld. Was kann die andere Zahl dann?",
                "First bring the checker on 9 home with one number. What can the other number do then?",
            ),
            why=Text(
                "Erst muss der letzte Stein heim: 9/3 mit der 6 oder 9/6 mit der 3. Danach trägt die andere "
                "Zahl ab, 3/off oder 6/off. Beides endet gleich und heißt kurz 9/off.",
                "First the last checker must come home: 9/3 with the 6 or 9/6 with the 3. Then the other "
                "number bears off, 3/off or 6/off. Both end the same and are written 9/off for short.",
            ),
        ),
    ),
)

EXAMPLES: dict[str, WorkedExample] = {example.key: example for example in LESSON.examples}
"""The lesson's worked examples by key (the seed texts' and the lesson's own)."""
