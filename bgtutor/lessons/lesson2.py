"""Lesson 2: Ziehen (Moving). Its worked examples and exercises.

Two dice as two steps, the intermediate point, where a checker may land, doubles, no moving
backwards, and the duty to play as much of the roll as possible (both dice, else the larger,
else the smaller; as many steps of a double as possible; pass only when nothing moves).
Positions are in White's numbering, as the seed texts draw them; White is on roll.

>>> EXAMPLES["move-route-one-blocked"].play
'13/10/5'
"""

from __future__ import annotations

from bgtutor.color import WHITE
from bgtutor.dice import Roll
from bgtutor.examples import WorkedExample
from bgtutor.exercises import NO, YES, Condition, Exercise, Kind, Text
from bgtutor.lessons.common import Lesson, seed_examples
from bgtutor.position import Position


def _board(white: dict[int | str, int], black: dict[int | str, int]) -> Position:
    """White on roll; both sides in White's numbering."""
    return Position.from_points(white, black, numbering=WHITE)


_START = Position.start()
# Black has made White's 8 point: 13/8/5 is blocked, 13/10/5 is open.
_ONE_ROUTE = _board({24: 2, 13: 5, 6: 5, 5: 3}, {8: 2, 12: 5, 17: 3, 19: 5})
# Black has made White's 8 and 10 points: no way from 13 to 5 with 5-3.
_NO_ROUTE = _board({24: 2, 13: 5, 6: 5, 5: 3}, {8: 2, 10: 2, 12: 5, 17: 3, 19: 3})
# Open (22), own (8), a blot (11) and a blocked point (19) within reach of a 5-2.
_LANDING = _board({24: 2, 13: 5, 8: 3, 6: 5}, {1: 1, 11: 1, 12: 5, 17: 3, 19: 5})
# A black blot behind White's 8: hitting it would mean moving backwards.
_BEHIND = _board({24: 2, 13: 5, 8: 3, 6: 5}, {1: 1, 10: 1, 12: 5, 17: 3, 19: 5})
# Two white checkers can move a 6 or a 5: the 6 with the checker on 13 spoils the 5.
_BOTH = _board({24: 1, 13: 1, 4: 5, 3: 4, 1: 4}, {2: 2, 19: 3, 20: 3, 21: 3, 22: 2, 23: 2})
# One straggler on 24; the other fourteen cannot move a 4, 5 or 6 (not all are home, so none
# may bear off). Only Black's points differ from one example to the next.
_HOME: dict[int | str, int] = {4: 5, 3: 5, 2: 4}
_LARGER = _board({24: 1, **_HOME}, {14: 2, 19: 4, 21: 4, 22: 3, 23: 2})
_SMALLER = _board({24: 1, **_HOME}, {14: 2, 18: 2, 19: 3, 21: 3, 22: 3, 23: 2})
_DOUBLE = _board({24: 1, **_HOME}, {9: 2, 20: 4, 21: 4, 22: 3, 23: 2})
# A blockade: Black's six points in a row, 19 to 14, right in front of the straggler.
_PRIME = _board({24: 1, **_HOME}, {19: 2, 18: 2, 17: 2, 16: 2, 15: 2, 14: 2, 21: 3})

LESSON = Lesson(
    2,
    "02-Ziehen",
    Text("Ziehen", "Moving"),
    (
        # 000: "einen Stein fünf Punkte und einen anderen drei Punkte ziehen ..."
        *seed_examples("one-checker-both-dice"),
        # "... oder einen einzigen Stein insgesamt acht Punkte"
        WorkedExample("move-one-checker", "000", _START, Roll(5, 3), "13/8/5"),
        # "Der Zwischenpunkt zählt": one route blocked, the other open; then both blocked.
        WorkedExample("move-route-one-blocked", "000", _ONE_ROUTE, Roll(5, 3), "13/10/5"),
        WorkedExample("move-route-both-blocked", "000", _NO_ROUTE, Roll(5, 3)),
        # 000/002/004: open, own, blot; two or more opposing checkers block the point.
        WorkedExample("move-landing-points", "000", _LANDING, Roll(5, 2), "13/11* 13/8"),
        # 001: no limit of five checkers on a point.
        WorkedExample("move-crowded-point", "001", _START, Roll(2, 1), "24/23 8/6"),
        # 004: "Ein nach hinten laufen ist natürlich nicht möglich."
        WorkedExample("move-no-backwards", "004", _BEHIND, Roll(2, 1), "13/11/10*"),
        # 000: a double is played twice: 4-4 is four steps of four.
        *seed_examples("double-four-steps"),
        # 000/002: both numbers must be played when they can be.
        WorkedExample("move-must-use-both", "000", _BOTH, Roll(6, 5), "24/18 13/8"),
        # 000: either number alone, not both: the larger one.
        WorkedExample("move-larger-die", "000", _LARGER, Roll(6, 4), "24/18"),
        # 004: the smaller one when the larger cannot be played at all.
        WorkedExample("move-smaller-die", "004", _SMALLER, Roll(6, 4), "24/20"),
        # 002: as many steps as possible (here two fives of four).
        WorkedExample("move-double-max", "002", _DOUBLE, Roll(5, 5), "24/19/14"),
        # 000/004: no legal play: the turn is lost, no new roll.
        WorkedExample("move-no-play", "004", _PRIME, Roll(6, 5)),
    ),
    (
        Exercise(
            "move-route-blocked",
            Kind.IS_LEGAL,
            _ONE_ROUTE,
            (NO,),
            Roll(5, 3),
            play="13/8/5",
            task=Text(
                "Du hast 5-3 gewürfelt. Darf dein Stein von 13 mit der 5 auf 8 und dann mit der 3 weiter "
                "auf 5 ziehen, also 13/8/5?",
                "You rolled 5-3. May your checker move from 13 to 8 with the 5 and then on to 5 with "
                "the 3, that is 13/8/5?",
            ),
            hint=Text(
                "Der Stein muss unterwegs auf Punkt 8 landen. Wer steht dort?",
                "The checker has to land on point 8 on the way. Who stands there?",
            ),
            why=Text(
                "Der Zwischenpunkt muss ein Punkt sein, auf dem der Stein stehen dürfte. Über 10 geht es: "
                "13/10/5 ist erlaubt.",
                "The intermediate point must be one the checker could stand on. Via 10 it works: "
                "13/10/5 is legal.",
            ),
        ),
        Exercise(
            "move-route-both-blocked",
            Kind.IS_LEGAL,
            _NO_ROUTE,
            (NO,),
            Roll(5, 3),
            play="13/5",
            task=Text(
                "Du hast 5-3 gewürfelt. Darf ein Stein von 13 bis auf 5 ziehen (13/5)? Dein Punkt 5 ist "
                "dein eigener.",
                "You rolled 5-3. May a checker move from 13 all the way to 5 (13/5)? Your 5 point is "
                "your own.",
            ),
            hint=Text(
                "Es gibt zwei Wege: erst die 5 (über 8) oder erst die 3 (über 10). Ist einer davon offen?",
                "There are two ways: the 5 first (via 8) or the 3 first (via 10). Is either of them open?",
            ),
            why=Text(
                "Beide Zwischenpunkte sind gesperrt, also gibt es keinen erlaubten Weg – auch wenn der "
                "Stein auf dem Ziel selbst landen dürfte.",
                "Both intermediate points are blocked, so there is no legal way – even though the "
                "checker could land on the destination itself.",
            ),
        ),
        Exercise(
            "move-blocked-landing",
            Kind.IS_LEGAL,
            _LANDING,
            (NO,),
            Roll(5, 2),
            play="24/22 24/19",
            task=Text(
                "Du hast 5-2 gewürfelt. Ist 24/22 24/19 erlaubt?",
                "You rolled 5-2. Is 24/22 24/19 legal?",
            ),
            hint=Text(
                "Wie viele schwarze Steine stehen auf Punkt 19?",
                "How many black checkers stand on point 19?",
            ),
            why=Text(
                "24/22 allein wäre in Ordnung, Punkt 22 ist offen. Die 5 musst du anders spielen, zum "
                "Beispiel 13/8 auf deinen eigenen Punkt.",
                "24/22 alone would be fine, point 22 is open. The 5 must be played elsewhere, for "
                "example 13/8 onto your own point.",
            ),
        ),
        Exercise(
            "move-crowded",
            Kind.IS_LEGAL,
            _START,
            (YES,),
            Roll(2, 2),
            play="8/6(2) 13/11(2)",
            task=Text(
                "Du hast 2-2 gewürfelt. Nach 8/6(2) 13/11(2) stünden sieben Steine auf deinem Punkt 6. "
                "Ist der Zug erlaubt?",
                "You rolled 2-2. After 8/6(2) 13/11(2) seven checkers would stand on your 6 point. Is "
                "the play legal?",
            ),
            hint=Text(
                "Gibt es eine Höchstzahl von Steinen auf einem Punkt?",
                "Is there a limit to the number of checkers on a point?",
            ),
            why=Text(
                "Auf einem Punkt dürfen beliebig viele eigene Steine stehen, auch mehr als fünf.",
                "Any number of your own checkers may stand on a point, more than five too.",
            ),
        ),
        Exercise(
            "move-make-point",
            Kind.PLAY,
            _START,
            ("8/4 6/4",),
            Roll(4, 2),
            condition=Condition.MAKE_POINT,
            point=4,
            task=Text(
                "Du eröffnest mit 4-2. Mache deinen Punkt 4: Stelle zwei Steine darauf.",
                "You open with 4-2. Make your 4 point: put two checkers on it.",
            ),
            hint=Text(
                "Welcher Stein ist genau 4 Punkte von Punkt 4 entfernt, welcher genau 2?",
                "Which checker is exactly 4 points from point 4, which one exactly 2?",
            ),
            why=Text(
                "Zwei eigene Steine machen einen Punkt: Dort darf Schwarz jetzt nicht mehr landen.",
                "Two of your checkers make a point: Black may no longer land there.",
            ),
        ),
        Exercise(
            "move-backwards",
            Kind.IS_LEGAL,
            _BEHIND,
            (NO,),
            Roll(2, 1),
            play="8/10* 6/5",
            task=Text(
                "Du hast 2-1 gewürfelt. Hinter deinem Punkt 8 steht ein einzelner schwarzer Stein auf 10. "
                "Darfst du ihn mit 8/10* 6/5 schlagen?",
                "You rolled 2-1. Behind your 8 point a lone black checker stands on 10. May you hit it "
                "with 8/10* 6/5?",
            ),
            hint=Text(
                "In welche Richtung zieht Weiß?",
                "Which way does White move?",
            ),
            why=Text(
                "Steine ziehen nie rückwärts, auch nicht zum Schlagen. Vorwärts erreichst du den Stein "
                "aber von 13 aus: 13/11/10*.",
                "Checkers never move backwards, not even to hit. Moving forwards you can reach it from "
                "13, though: 13/11/10*.",
            ),
        ),
        Exercise(
            "move-must-use-both",
            Kind.PLAY,
            _BOTH,
            ("24/13", "24/18 13/8"),
            Roll(6, 5),
            condition=Condition.BOTH_DICE,
            trap="13/7",
            task=Text(
                "Du hast 6-5 gewürfelt. Finde einen Zug, der beide Zahlen nutzt.",
                "You rolled 6-5. Find a play that uses both numbers.",
            ),
            hint=Text(
                "Wenn du mit der 6 von 13 ziehst, wohin kann dann noch eine 5? Probiere die 6 mit dem "
                "Stein auf 24.",
                "If you move the 6 from 13, where can a 5 still go? Try the 6 with the checker on 24.",
            ),
            why=Text(
                "Lassen sich beide Zahlen spielen, müssen beide gespielt werden. Ein Zug, nach dem die "
                "zweite Zahl nicht mehr passt, ist dann nicht erlaubt.",
                "When both numbers can be played, both must be played. A play after which the second "
                "number no longer fits is then not allowed.",
            ),
        ),
        Exercise(
            "move-larger-die",
            Kind.PLAY,
            _LARGER,
            ("24/18",),
            Roll(6, 4),
            condition=Condition.ONLY,
            trap="24/20",
            task=Text(
                "Du hast 6-4 gewürfelt. Nur dein Stein auf 24 kann ziehen, und es gibt genau einen "
                "erlaubten Zug. Welchen?",
                "You rolled 6-4. Only your checker on 24 can move, and there is exactly one legal play. "
                "Which one?",
            ),
            hint=Text(
                "Kommt der Stein mit beiden Zahlen weiter? Wenn nicht: Welche Zahl musst du spielen?",
                "Can the checker use both numbers? If not: which number must you play?",
            ),
            why=Text(
                "Punkt 14 ist gesperrt, also geht nur eine der beiden Zahlen. Dann muss es die höhere "
                "sein: die 6.",
                "Point 14 is blocked, so only one of the two numbers can be played. Then it must be the "
                "larger one: the 6.",
            ),
        ),
        Exercise(
            "move-smaller-die",
            Kind.PLAY,
            _SMALLER,
            ("24/20",),
            Roll(6, 4),
            condition=Condition.ONLY,
            trap="24/18",
            task=Text(
                "Wieder 6-4, doch jetzt hat Schwarz auch deinen Punkt 18 gemacht. Welchen Zug musst du "
                "spielen?",
                "6-4 again, but now Black has also made your 18 point. Which play must you make?",
            ),
            hint=Text(
                "Lässt sich die 6 überhaupt spielen?",
                "Can the 6 be played at all?",
            ),
            why=Text(
                "Die höhere Zahl hat nur Vorrang, wenn sie spielbar ist. Geht die 6 gar nicht, spielst du "
                "die 4.",
                "The larger number comes first only if it can be played. If the 6 cannot be played at "
                "all, you play the 4.",
            ),
        ),
        Exercise(
            "move-double-max",
            Kind.PLAY,
            _DOUBLE,
            ("24/14",),
            Roll(5, 5),
            condition=Condition.ONLY,
            trap="24/19/14/9",
            task=Text(
                "Du hast 5-5 gewürfelt: vier Fünfen. Wie viele davon kannst du spielen? Ziehe so viele "
                "wie möglich.",
                "You rolled 5-5: four fives. How many of them can you play? Play as many as you can.",
            ),
            hint=Text(
                "Zähle vom Stein auf 24 in Fünferschritten: 19, 14, 9 … Wo ist Schluss?",
                "Count from the checker on 24 in steps of five: 19, 14, 9 … Where does it stop?",
            ),
            why=Text(
                "Von einem Pasch spielst du so viele Teilzüge wie möglich. Punkt 9 ist gesperrt, also sind "
                "es hier zwei; die anderen beiden verfallen.",
                "Of a double you play as many steps as possible. Point 9 is blocked, so here that is two; "
                "the other two are lost.",
            ),
        ),
        Exercise(
            "move-no-play",
            Kind.IS_LEGAL,
            _PRIME,
            (YES,),
            Roll(6, 5),
            play="(no play)",
            task=Text(
                "Du hast 6-5 gewürfelt, und vor deinem Stein auf 24 steht eine schwarze Mauer. Darfst du "
                "aussetzen, also gar nicht ziehen – geschrieben (no play)?",
                "You rolled 6-5, and a black wall stands in front of your checker on 24. May you pass, "
                "that is not move at all – written (no play)?",
            ),
            hint=Text(
                "Wohin käme der Stein mit der 6, wohin mit der 5? Und die Steine im Heimfeld?",
                "Where would the checker go with the 6, where with the 5? And the checkers in the home "
                "board?",
            ),
            why=Text(
                "Kein Stein kann ziehen, also verfällt der ganze Zug. Neu würfeln darfst du nicht: Schwarz "
                "ist an der Reihe. Aussetzen darfst du aber nur, wenn wirklich kein Zug möglich ist.",
                "No checker can move, so the whole turn is lost. You may not roll again: it is Black's "
                "turn. But you may pass only when no play at all is possible.",
            ),
        ),
    ),
)

EXAMPLES: dict[str, WorkedExample] = {example.key: example for example in LESSON.examples}
"""The lesson's worked examples by key (seed examples and the lesson's own)."""
