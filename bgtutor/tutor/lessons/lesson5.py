"""Lesson 5: Spielende und Wertung (The end of the game and scoring). Its worked examples and exercises.

What a win is worth: a single game, a gammon or a backgammon (1, 2 or 3 points, as the practice
game scores them without a doubling cube; the cube multiplies them). White wins every game
here; Black's checkers are given in White's numbering, as the boards draw them.

>>> from bgtutor.rules.scoring import game_result
>>> [game_result(EXAMPLES[key].position).points for key in ("gammon-near-miss", "backgammon-bar")]
[2, 3]
"""

from __future__ import annotations

from bgtutor.rules.color import WHITE
from bgtutor.rules.dice import Roll
from bgtutor.rules.i18n import Text
from bgtutor.rules.position import Position
from bgtutor.tutor.examples import WorkedExample
from bgtutor.tutor.exercises import Condition, Exercise, Kind
from bgtutor.tutor.lessons.common import Lesson, finished

# -- worked examples -----------------------------------------------------------------------

_EXAMPLES = (
    # White bears off the last two checkers: the 5 exactly, the 4 from the highest point left.
    WorkedExample(
        "last-checkers-off",
        "000",
        Position.from_points({5: 1, 2: 1}, {19: 3, 20: 3, 21: 3, 22: 2, 23: 1}, numbering=WHITE),
        Roll(5, 4),
        "5/off 2/off",
    ),
    # All fifteen black checkers at home, none borne off: a gammon all the same.
    WorkedExample("gammon-all-home", "000", finished({19: 4, 20: 3, 21: 3, 22: 3, 23: 2})),
    # None off, one checker on White's 7, just outside White's home board: gammon, not backgammon.
    WorkedExample("gammon-near-miss", "000", finished({7: 1, 19: 4, 20: 3, 21: 3, 22: 2, 23: 2})),
    WorkedExample("backgammon-bar", "000", finished({"bar": 1, 19: 4, 20: 3, 21: 3, 22: 2, 23: 2})),
    WorkedExample("backgammon-home", "000", finished({4: 1, 19: 4, 20: 3, 21: 3, 22: 2, 23: 2})),
    # one checker borne off keeps it a single game, even with a checker on the bar
    WorkedExample("single-despite-bar", "002", finished({"bar": 1, 19: 4, 20: 3, 21: 3, 22: 2, 23: 1})),
)

# -- exercises -----------------------------------------------------------------------------

_EXERCISES = (
    Exercise(
        "result-single",
        Kind.RESULT,
        finished({19: 4, 20: 4, 21: 4}),
        ("single",),
        hint=Text(
            "Zähle die schwarzen Steine auf dem Brett. Sind es weniger als 15?",
            "Count the black checkers on the board. Are there fewer than 15?",
        ),
        why=Text(
            "Hat der Verlierer mindestens einen Stein abgetragen, ist es immer ein einfacher Sieg, "
            "ganz gleich, wo seine übrigen Steine stehen.",
            "When the loser has borne off at least one checker, it is always a single game, wherever "
            "their other checkers stand.",
        ),
    ),
    Exercise(
        "result-gammon",
        Kind.RESULT,
        finished({18: 5, 19: 5, 20: 5}),
        ("gammon",),
        hint=Text(
            "Alle 15 schwarzen Steine stehen noch auf dem Brett. Steht einer davon auf der Bar oder "
            "in deinem Heimfeld (unten rechts)?",
            "All 15 black checkers are still on the board. Is one of them on the bar or in your home "
            "board (bottom right)?",
        ),
        why=Text(
            "Für ein Backgammon müsste noch ein schwarzer Stein auf der Bar oder in deinem Heimfeld "
            "stehen; dort steht keiner. Im türkischen Tavla heißt der Gammon mars.",
            "A backgammon would need a black checker on the bar or in your home board; there is none. "
            "In Turkish Tavla a gammon is called mars.",
        ),
    ),
    Exercise(
        "result-backgammon",
        Kind.RESULT,
        finished({3: 1, 19: 7, 20: 7}),
        ("backgammon",),
        hint=Text(
            "Schau genau in dein Heimfeld, unten rechts.",
            "Look closely at your home board, bottom right.",
        ),
        why=Text(
            "Kein Stein abgetragen und dazu ein Nachzügler im Heimfeld des Gewinners: Das ist die "
            "teuerste Niederlage.",
            "No checker borne off, and a straggler in the winner's home board as well: that is the "
            "most expensive loss.",
        ),
    ),
    Exercise(
        "result-backgammon-bar",
        Kind.RESULT,
        finished({"bar": 1, 18: 2, 19: 4, 20: 4, 21: 4}),
        ("backgammon",),
        hint=Text(
            "Schau nicht nur auf die Punkte: Was steht auf der Bar?",
            "Do not look at the points only: what is on the bar?",
        ),
        why=Text(
            "Ein Stein auf der Bar zählt genauso wie ein Stein im Heimfeld des Gewinners.",
            "A checker on the bar counts just like a checker in the winner's home board.",
        ),
    ),
    Exercise(
        "result-gammon-outer-board",
        Kind.RESULT,
        finished({8: 1, 9: 1, 19: 5, 20: 4, 21: 4}),
        ("gammon",),
        hint=Text(
            "Zwei schwarze Steine sind weit zurück. Stehen sie wirklich in deinem Heimfeld, dem "
            "Viertel unten rechts?",
            "Two black checkers are far behind. Are they really in your home board, the quarter at "
            "the bottom right?",
        ),
        why=Text(
            "Die beiden Nachzügler stehen in deinem Außenfeld, nicht in deinem Heimfeld: knapp am "
            "Backgammon vorbei.",
            "The two stragglers stand in your outer board, not in your home board: a narrow escape "
            "from a backgammon.",
        ),
    ),
    Exercise(
        "result-single-one-off",
        Kind.RESULT,
        finished({2: 1, 19: 5, 20: 4, 21: 4}),
        ("single",),
        hint=Text(
            "Ein schwarzer Stein steht in deinem Heimfeld – aber zähle zuerst: Sind alle 15 noch da?",
            "A black checker stands in your home board – but count first: are all 15 still there?",
        ),
        why=Text(
            "Schwarz hat schon einen Stein abgetragen: Das allein macht es zum einfachen Sieg, 1 Punkt. "
            "Der Stein in deinem Heimfeld zählt nur, wenn der Verlierer gar keinen Stein abgetragen hat.",
            "Black has already borne off one checker: that alone makes it a single game, 1 point. The "
            "checker in your home board counts only when the loser has borne off no checker at all.",
        ),
    ),
    Exercise(
        "save-the-gammon",
        Kind.PLAY,
        Position.from_points({6: 4, 5: 4, 4: 6, 3: 1}, {24: 2}, numbering=WHITE),
        ("3/off",),
        Roll(2, 1),
        condition=Condition.BEAR_OFF,
        trap="6/4 5/4",
        task=Text(
            "Schwarz hat nur noch zwei Steine und gewinnt im nächsten Zug sicher. Du hast noch keinen "
            "Stein abgetragen und würfelst 2-1. Rette dich vor dem Gammon: Trage einen Stein ab.",
            "Black has only two checkers left and will surely win next turn. You have borne off no "
            "checker yet and roll 2-1. Save the gammon: bear off a checker.",
        ),
        hint=Text(
            "Weder die 2 noch die 1 trifft einen besetzten Punkt genau. Aber beide Zahlen zusammen?",
            "Neither the 2 nor the 1 matches an occupied point. But both numbers together?",
        ),
        why=Text(
            "Der Stein auf 3 zieht mit der einen Zahl und geht mit der anderen ab (3/off). Gewinnt "
            "Schwarz jetzt, ist es nur noch ein einfacher Sieg: 1 Punkt statt 2.",
            "The checker on 3 moves with one number and goes off with the other (3/off). When Black "
            "wins now it is only a single game: 1 point instead of 2.",
        ),
    ),
    Exercise(
        "last-roll-count",
        Kind.BEAR_OFF_COUNT,
        Position.from_points({2: 2, 1: 1}, {19: 3, 20: 3, 21: 3, 22: 3, 23: 3}, numbering=WHITE),
        ("3",),
        Roll(2, 2),
        task=Text(
            "Dir bleiben drei Steine: zwei auf Punkt 2, einer auf Punkt 1. Du würfelst 2-2. Wie viele "
            "Steine trägst du ab?",
            "You have three checkers left: two on point 2, one on point 1. You roll 2-2. How many "
            "checkers do you bear off?",
        ),
        hint=Text(
            "Ein Pasch gibt dir vier Teilzüge. Wie viele brauchst du?",
            "A double gives you four moves. How many do you need?",
        ),
        why=Text(
            "Drei Teilzüge reichen für alle drei Steine. Damit ist die Partie zu Ende, der vierte "
            "Teilzug verfällt. Schwarz hat keinen Stein abgetragen, aber alle stehen in seinem "
            "Heimfeld: ein Gammon für dich.",
            "Three moves take all three checkers off. That ends the game; the fourth move is lost. "
            "Black has borne off no checker, but all of them stand in their home board: a gammon for you.",
        ),
    ),
)

LESSON = Lesson(
    5,
    "05-Spielende-und-Wertung",
    Text("Spielende und Wertung", "The end of the game and scoring"),
    _EXAMPLES,
    _EXERCISES,
)

EXAMPLES: dict[str, WorkedExample] = {example.key: example for example in LESSON.examples}
"""The lesson's worked examples by key (what the notebook shows)."""
