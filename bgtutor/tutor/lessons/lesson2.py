"""Lesson 2: Ziehen (Moving). Its worked examples and exercises.

Two dice as two steps, the intermediate point, where a checker may land, doubles, no moving
backwards, and the duty to play as much of the roll as possible (both dice, else the larger,
else the smaller; as many steps of a double as possible; pass only when nothing moves).
Positions are in White's numbering, as the seed texts draw them; White is on roll.

>>> EXAMPLES["move-route-one-blocked"].play
'13/10/5'
"""

from __future__ import annotations

from bgtutor.rules.color import WHITE
from bgtutor.rules.dice import Roll
from bgtutor.rules.i18n import Text
from bgtutor.rules.position import Position
from bgtutor.tutor.examples import WorkedExample
from bgtutor.tutor.exercises import NO, YES, Condition, Exercise, Kind
from bgtutor.tutor.lessons.common import Lesson, seed_examples


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
# Exercise positions, each different from the worked examples above.
_ROUTE_VIA_7 = _board({24: 2, 13: 5, 6: 5, 5: 3}, {11: 2, 12: 5, 17: 3, 19: 5})
_NO_ROUTE_62 = _board({24: 2, 13: 5, 6: 5, 5: 3}, {11: 2, 7: 2, 12: 5, 17: 2, 19: 4})
_BEHIND_9 = _board({24: 2, 13: 5, 8: 3, 6: 5}, {1: 1, 9: 1, 12: 5, 17: 3, 19: 5})
_BOTH_64 = _board({24: 1, 13: 1, 5: 5, 4: 5, 2: 3}, {1: 2, 3: 2, 20: 3, 21: 3, 22: 3, 23: 2})
_LARGER_54 = _board({24: 1, **_HOME}, {15: 2, 16: 2, 21: 4, 22: 4, 23: 3})
_SMALLER_65 = _board({24: 1, **_HOME}, {18: 2, 13: 2, 21: 4, 22: 4, 23: 3})
_DOUBLE_44 = _board({24: 1, **_HOME}, {12: 2, 19: 4, 21: 3, 22: 3, 23: 3})
_PRIME = _board({24: 1, **_HOME}, {19: 2, 18: 2, 17: 2, 16: 2, 15: 2, 14: 2, 21: 3})

LESSON = Lesson(
    2,
    "02-Ziehen",
    Text("Ziehen", "Moving"),
    (
        # 000: "einen Stein fünf Punkte und einen anderen drei Punkte ziehen ..."
        *seed_examples("two-checkers-one-die-each"),
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
            "move-route-open",
            Kind.IS_LEGAL,
            _ROUTE_VIA_7,
            (YES,),
            Roll(6, 2),
            play="13/7/5",
            task=Text(
                "Du hast 6-2 gewürfelt. Schwarz hat deinen Punkt 11 gemacht. Darf dein Stein von 13 mit der "
                "6 auf 7 und dann mit der 2 weiter auf 5 ziehen, also 13/7/5?",
                "You rolled 6-2. Black has made your 11 point. May your checker move from 13 to 7 with the 6 "
                "and then on to 5 with the 2, that is 13/7/5?",
            ),
            hint=Text(
                "Es zählt nur der Zwischenpunkt, auf dem der Stein wirklich landet. Welcher ist das hier?",
                "Only the intermediate point the checker really lands on counts. Which one is it here?",
            ),
            why=Text(
                "Der Stein landet unterwegs auf 7, und 7 ist offen. Der gesperrte Punkt 11 liegt auf dem "
                "anderen Weg (erst die 2); über ihn zieht der Stein hier gar nicht.",
                "The checker lands on 7 on the way, and 7 is open. The blocked 11 point lies on the other "
                "route (the 2 first); here the checker does not go there at all.",
            ),
        ),
        Exercise(
            "move-route-both-blocked",
            Kind.IS_LEGAL,
            _NO_ROUTE_62,
            (NO,),
            Roll(6, 2),
            play="13/5",
            task=Text(
                "Du hast 6-2 gewürfelt. Darf ein Stein von 13 bis auf 5 ziehen (13/5)? Dein Punkt 5 ist "
                "dein eigener.",
                "You rolled 6-2. May a checker move from 13 all the way to 5 (13/5)? Your 5 point is "
                "your own.",
            ),
            hint=Text(
                "Es gibt zwei Wege: erst die 6 (über 7) oder erst die 2 (über 11). Ist einer davon offen?",
                "There are two ways: the 6 first (via 7) or the 2 first (via 11). Is either of them open?",
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
            Roll(5, 4),
            play="24/20 24/19",
            task=Text(
                "Du hast 5-4 gewürfelt. Ist 24/20 24/19 erlaubt?",
                "You rolled 5-4. Is 24/20 24/19 legal?",
            ),
            hint=Text(
                "Wie viele schwarze Steine stehen auf Punkt 19?",
                "How many black checkers stand on point 19?",
            ),
            why=Text(
                "24/20 allein wäre in Ordnung, Punkt 20 ist offen. Die 5 musst du anders spielen, zum "
                "Beispiel 13/8 auf deinen eigenen Punkt.",
                "24/20 alone would be fine, point 20 is open. The 5 must be played elsewhere, for "
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
            ("13/7 8/7",),
            Roll(6, 1),
            condition=Condition.MAKE_POINT,
            point=7,
            trap="13/7 6/5",
            task=Text(
                "Du eröffnest mit 6-1. Mache deinen Punkt 7: Stelle zwei Steine darauf.",
                "You open with 6-1. Make your 7 point: put two checkers on it.",
            ),
            hint=Text(
                "Welcher Stein ist genau 6 Punkte von Punkt 7 entfernt, welcher genau 1?",
                "Which checker is exactly 6 points from point 7, which one exactly 1?",
            ),
            why=Text(
                "Zwei eigene Steine machen einen Punkt: Dort darf Schwarz jetzt nicht mehr landen.",
                "Two of your checkers make a point: Black may no longer land there.",
            ),
        ),
        Exercise(
            "move-backwards",
            Kind.IS_LEGAL,
            _BEHIND_9,
            (NO,),
            Roll(3, 1),
            play="8/9* 6/3",
            task=Text(
                "Du hast 3-1 gewürfelt. Direkt hinter deinem Punkt 8 steht ein einzelner schwarzer Stein auf "
                "9. Darfst du ihn mit 8/9* 6/3 schlagen?",
                "You rolled 3-1. Right behind your 8 point a lone black checker stands on 9. May you hit it "
                "with 8/9* 6/3?",
            ),
            hint=Text(
                "In welche Richtung zieht Weiß?",
                "Which way does White move?",
            ),
            why=Text(
                "Steine ziehen nie rückwärts, auch nicht zum Schlagen. Vorwärts erreichst du den Stein "
                "aber von 13 aus: 13/10/9*.",
                "Checkers never move backwards, not even to hit. Moving forwards you can reach it from "
                "13, though: 13/10/9*.",
            ),
        ),
        Exercise(
            "move-must-use-both",
            Kind.PLAY,
            _BOTH_64,
            ("24/14", "24/18 13/9"),
            Roll(6, 4),
            condition=Condition.BOTH_DICE,
            trap="13/7",
            task=Text(
                "Du hast 6-4 gewürfelt. Spiele einen Zug, der beide Zahlen nutzt.",
                "You rolled 6-4. Play a move that uses both numbers.",
            ),
            hint=Text(
                "Wenn du mit der 6 von 13 ziehst, wohin kann dann noch eine 4? Probiere die 6 mit dem "
                "Stein auf 24.",
                "If you move the 6 from 13, where can a 4 still go? Try the 6 with the checker on 24.",
            ),
            why=Text(
                "Lassen sich beide Zahlen spielen, müssen beide gespielt werden. Nach 13/7 passt die 4 "
                "nirgends mehr (20 und 3 sind gesperrt) – darum ist 13/7 hier nicht erlaubt.",
                "When both numbers can be played, both must be played. After 13/7 the 4 no longer fits "
                "anywhere (20 and 3 are blocked) – so 13/7 is not allowed here.",
            ),
        ),
        Exercise(
            "move-larger-die",
            Kind.PLAY,
            _LARGER_54,
            ("24/19",),
            Roll(5, 4),
            condition=Condition.ONLY,
            trap="24/20",
            task=Text(
                "Du hast 5-4 gewürfelt. Nur dein Stein auf 24 kann ziehen. Spiele den Zug, den die Regeln "
                "verlangen.",
                "You rolled 5-4. Only your checker on 24 can move. Play the move the rules require.",
            ),
            hint=Text(
                "Kommt der Stein mit beiden Zahlen weiter? Wenn nicht: Welche Zahl musst du spielen?",
                "Can the checker use both numbers? If not: which number must you play?",
            ),
            why=Text(
                "Punkt 15 ist gesperrt, also geht nur eine der beiden Zahlen. Dann muss es die höhere "
                "sein: die 5. Die 4 verfällt.",
                "Point 15 is blocked, so only one of the two numbers can be played. Then it must be the "
                "larger one: the 5. The 4 is lost.",
            ),
        ),
        Exercise(
            "move-which-number-lost",
            Kind.IS_LEGAL,
            _SMALLER_65,
            (YES,),
            Roll(6, 5),
            play="24/19",
            task=Text(
                "Welche Zahl verfällt? Du hast 6-5 gewürfelt, und Schwarz hält deine Punkte 18 und 13. "
                "Ist 24/19 erlaubt – verfällt also die 6?",
                "Which number is lost? You rolled 6-5, and Black holds your 18 and 13 points. Is 24/19 "
                "legal – so that the 6 is lost?",
            ),
            hint=Text(
                "Lässt sich die 6 überhaupt spielen, vorher oder nachher?",
                "Can the 6 be played at all, before or after?",
            ),
            why=Text(
                "Die höhere Zahl hat nur Vorrang, wenn sie spielbar ist. Die 6 geht weder von 24 noch nach "
                "24/19, also spielst du die 5, und die 6 verfällt.",
                "The larger number comes first only if it can be played. The 6 fits neither from 24 nor "
                "after 24/19, so you play the 5 and the 6 is lost.",
            ),
        ),
        Exercise(
            "move-double-max",
            Kind.IS_LEGAL,
            _DOUBLE_44,
            (YES,),
            Roll(4, 4),
            play="24/16",
            task=Text(
                "Du hast 4-4 gewürfelt: vier Vieren. Schwarz hat deinen Punkt 12 gemacht. Ist 24/16 erlaubt, "
                "obwohl du damit nur zwei Vieren spielst?",
                "You rolled 4-4: four 4s. Black has made your 12 point. Is 24/16 legal, even though it "
                "plays only two 4s?",
            ),
            hint=Text(
                "Zähle vom Stein auf 24 in Viererschritten: 20, 16, 12 … Und können die Steine im Heimfeld "
                "eine 4 ziehen?",
                "Count from the checker on 24 in steps of four: 20, 16, 12 … And can the checkers in the "
                "home board move a 4?",
            ),
            why=Text(
                "Von einem Pasch spielst du so viele Teilzüge wie möglich. Mehr als zwei gehen hier nicht: "
                "Punkt 12 ist gesperrt. Die anderen beiden Vieren verfallen.",
                "Of a double you play as many steps as possible. More than two are impossible here: "
                "point 12 is blocked. The other two 4s are lost.",
            ),
        ),
        Exercise(
            "move-no-play",
            Kind.IS_LEGAL,
            _PRIME,
            (NO,),
            Roll(5, 4),
            play="(no play)",
            task=Text(
                "Vor deinem Stein auf 24 steht die schwarze Mauer von 19 bis 14, und du hast 5-4 gewürfelt. "
                "Darfst du aussetzen, also gar nicht ziehen? (Wo du einen Zug eintippst, schreibst du dafür "
                "„aussetzen“.)",
                "Black's wall from 19 to 14 stands in front of your checker on 24, and you rolled 5-4. "
                "May you pass, that is not move at all – written (no play)?",
            ),
            hint=Text(
                "Wohin käme der Stein mit der 5, wohin mit der 4?",
                "Where would the checker go with the 5, where with the 4?",
            ),
            why=Text(
                "Punkt 20 ist offen: 24/20 ist ein erlaubter Zug, also musst du ihn spielen. Aussetzen "
                "darfst du nur, wenn wirklich kein Zug möglich ist; die 5 verfällt hier.",
                "Point 20 is open: 24/20 is a legal play, so you must play it. You may pass only when no "
                "play at all is possible; the 5 is lost here.",
            ),
        ),
    ),
)

EXAMPLES: dict[str, WorkedExample] = {example.key: example for example in LESSON.examples}
"""The lesson's worked examples by key (seed examples and the lesson's own)."""
