"""Lesson 6: Ein Spielplan für Anfänger (A plan for beginners). Its worked examples and exercises.

A beginner's plan: make points instead of stacks (the 5 point above all), count the
shots at a blot, count the race. White is on roll everywhere, so every number the engine prints
is in White's numbering: the shots are White's at a black blot (the same count Black would
have at a white blot in the mirrored position).

>>> from bgtutor.tutor.teach import hitting_rolls
>>> [hitting_rolls(EXAMPLES[key].position, 18 if key == "shot-direct" else 16)
...  for key in ("shot-direct", "shot-indirect", "shot-blocked")]
[17, 6, 4]
>>> race = EXAMPLES["race-ahead"].position
>>> race.pip_count(WHITE), race.pip_count(BLACK), race.is_race()
(71, 114, True)
"""

from __future__ import annotations

from bgtutor.rules.color import BLACK, WHITE
from bgtutor.rules.dice import Roll
from bgtutor.rules.i18n import Text
from bgtutor.rules.position import Position
from bgtutor.tutor.examples import WorkedExample
from bgtutor.tutor.exercises import Condition, Exercise, Kind
from bgtutor.tutor.lessons.common import Lesson, seed


def _white_view(white: dict[int | str, int], black: dict[int | str, int]) -> Position:
    return Position.from_points(white, black, numbering=WHITE)


# White as at the start; Black's army after a few plays (White's numbering).
_START_WHITE: dict[int | str, int] = {24: 2, 13: 5, 8: 3, 6: 5}
# White on the bar, and Black's home board with six checkers: on three points, or on one.
_WHITE_ON_BAR: dict[int | str, int] = {"bar": 1, 13: 5, 8: 3, 6: 4, 5: 2}

_SPREAD = _white_view(_WHITE_ON_BAR, {1: 2, 12: 5, 17: 2, 19: 2, 20: 2, 21: 2})
_STACKED = _white_view(_WHITE_ON_BAR, {1: 2, 12: 5, 17: 2, 19: 6})
_SHOT_BLOCKED = _white_view(_START_WHITE, {1: 2, 12: 4, 16: 1, 17: 2, 19: 4, 20: 2})
_RACE_AHEAD = _white_view({8: 2, 6: 3, 5: 3, 4: 3, 3: 2, 2: 2}, {14: 3, 16: 3, 18: 3, 19: 3, 20: 3})
# Exercise positions, each different from the worked examples.
_FIVE_POINT_LATER = _white_view({24: 2, 13: 4, 11: 1, 8: 3, 6: 5}, {1: 2, 12: 4, 14: 1, 17: 3, 19: 5})
_BLOT_ON_FIVE = _white_view({24: 2, 13: 4, 11: 1, 8: 3, 6: 4, 5: 1}, {1: 2, 12: 5, 17: 3, 19: 5})
_RACE = _white_view({7: 2, 6: 3, 5: 3, 4: 3, 3: 2, 2: 2}, {15: 2, 17: 3, 18: 3, 19: 3, 20: 2, 21: 2})
# White 40 pips behind; Black has left a blot on White's 15, in reach of White's anchor on 20.
_BEHIND_WITH_SHOT = _white_view(
    {20: 2, 9: 1, 8: 3, 6: 4, 5: 3, 4: 2}, {15: 1, 12: 2, 19: 3, 21: 3, 22: 3, 23: 2, 24: 1}
)
_RACE_BEHIND = _white_view({20: 2, 8: 3, 6: 4, 5: 3, 4: 3}, {14: 1, 12: 2, 19: 3, 21: 3, 22: 3, 23: 2, 24: 1})

# -- worked examples -----------------------------------------------------------------------

_EXAMPLES = (
    # The 3-1 opening makes the 5 point, the most valuable point on the board.
    WorkedExample("opening-31-five-point", "000", Position.start(), Roll(3, 1), "8/5 6/5"),
    # Points, not stacks: six black checkers on three points keep White out of three entry points,
    # the same six on one point out of only one.
    WorkedExample("points-spread", "000", _SPREAD),
    WorkedExample("points-stacked", "000", _STACKED),
    # Shots at a black blot from White's back checkers on 24: 6 pips away (direct), 8 pips away
    # (combined numbers only), and 8 pips away with Black's 5 point (White's 20) in the way.
    WorkedExample("shot-direct", "000", _white_view(_START_WHITE, {1: 2, 12: 4, 17: 3, 18: 1, 19: 5})),
    WorkedExample("shot-indirect", "000", _white_view(_START_WHITE, {1: 2, 12: 4, 16: 1, 17: 3, 19: 5})),
    WorkedExample("shot-blocked", "000", _SHOT_BLOCKED),
    # The pip count: a checker on the bar counts 25.
    WorkedExample(
        "pips-bar",
        "000",
        _white_view({"bar": 1, 6: 4, 5: 4, 4: 3, 3: 3}, {12: 2, 19: 3, 20: 3, 21: 3, 22: 2, 23: 2}),
    ),
    # Far ahead and no contact: run home and bear off. Far behind with an anchor: wait for a shot.
    WorkedExample("race-ahead", "000", _RACE_AHEAD),
    WorkedExample("race-behind", "000", _RACE_BEHIND),
)

# -- exercises -----------------------------------------------------------------------------

_EXERCISES = (
    Exercise(
        "start-pip-count",
        Kind.PIP_COUNT,
        Position.start(),
        ("167",),
        color=WHITE,
        task=Text(
            "Wie viele Pips hat Weiß in der Ausgangsstellung?",
            "What is White's pip count in the starting position?",
        ),
        hint=Text(
            "2 Steine auf 24, 5 auf 13, 3 auf 8 und 5 auf 6: Multipliziere und zähle zusammen.",
            "2 checkers on 24, 5 on 13, 3 on 8 and 5 on 6: multiply and add up.",
        ),
        why=Text(
            "Beide Seiten beginnen mit 167 Pips: Am Anfang ist das Rennen ausgeglichen.",
            "Both sides start with 167 pips: at the beginning the race is even.",
        ),
    ),
    Exercise(
        "pip-count-bar",
        Kind.PIP_COUNT,
        seed("bar-enter-and-hit"),
        ("150",),
        color=WHITE,
        why=Text(
            "Geschlagen zu werden kostet Pips: Der Stein auf der Bar zählt 25, egal wie weit er vorher "
            "schon war.",
            "Being hit costs pips: the checker on the bar counts 25, however far it had come before.",
        ),
    ),
    Exercise(
        "make-five-point",
        Kind.PLAY,
        _FIVE_POINT_LATER,
        ("8/5 6/5",),
        Roll(3, 1),
        condition=Condition.MAKE_POINT,
        point=5,
        trap="24/21 24/23",
        task=Text(
            "Ein paar Züge sind gespielt, dein Punkt 5 ist noch leer. Du würfelst 3-1. Mache deinen Punkt 5.",
            "A few moves have been played and your 5 point is still empty. You roll 3-1. Make your 5 point.",
        ),
        hint=Text(
            "Du brauchst zwei Steine auf Punkt 5: einen, der 3 Punkte zieht, und einen, der 1 Punkt zieht.",
            "You need two checkers on point 5: one that moves 3 points and one that moves 1 point.",
        ),
        why=Text(
            "Der Punkt 5 gilt als der wertvollste Punkt auf dem Brett: Er sperrt einen Einsetzpunkt in "
            "deinem Heimfeld und ist ein Baustein für eine Blockade vor den hinteren schwarzen Steinen.",
            "The 5 point is the most valuable point on the board: it blocks an entry point in your home "
            "board and is a building block of a blockade in front of Black's back checkers.",
        ),
    ),
    Exercise(
        "cover-your-blot",
        Kind.PLAY,
        _BLOT_ON_FIVE,
        ("24/22 11/5", "13/5", "11/5 8/6", "11/5 6/4"),
        Roll(6, 2),
        condition=Condition.MAKE_POINT,
        point=5,
        trap="24/18 13/11",
        task=Text(
            "Dein Blot auf Punkt 5 steht 4 Pips vor den schwarzen Steinen auf deinem Punkt 1. Du würfelst "
            "6-2. Spiele sicher: Decke den Blot, sodass zwei deiner Steine auf Punkt 5 stehen.",
            "Your blot on the 5 point stands 4 pips in front of Black's checkers on your 1 point. You roll "
            "6-2. Play safe: cover the blot so that two of your checkers stand on the 5 point.",
        ),
        hint=Text(
            "Welcher Stein erreicht Punkt 5 mit der 6, welcher mit 6 und 2 zusammen?",
            "Which checker reaches the 5 point with the 6, which with 6 and 2 together?",
        ),
        why=Text(
            "Gedeckt ist der Blot sicher, und du hast den wertvollen Punkt 5 gemacht. Frag dich vor jedem "
            "Zugende, mit welchen Zahlen Schwarz dich treffen könnte: 24/18 13/11 ließe den Blot auf 5 und "
            "zwei neue stehen.",
            "Covered, the blot is safe, and you have made the valuable 5 point. Before ending a move, ask "
            "which numbers could hit you: 24/18 13/11 would leave the blot on 5 and two new ones.",
        ),
    ),
    Exercise(
        "entering-rolls-four-points",
        Kind.ENTERING_ROLLS,
        _white_view(_WHITE_ON_BAR, {1: 2, 12: 5, 19: 2, 20: 2, 21: 2, 22: 2}),
        ("20",),
        task=Text(
            "Schwarz hat acht Steine in seinem Heimfeld, je zwei auf vier Punkten. Mit wie vielen der "
            "36 Würfe kommt dein Stein von der Bar herein?",
            "Black has eight checkers in their home board, two each on four points. With how many of "
            "the 36 rolls does your checker come in from the bar?",
        ),
        hint=Text(
            "Du tanzt nur, wenn beide Würfel einen gesperrten Punkt zeigen: 4 × 4 Würfe.",
            "You dance only when both dice show a blocked point: 4 × 4 rolls.",
        ),
        why=Text(
            "Vier gemachte Punkte lassen dich mit 16 von 36 Würfen tanzen. So wirken deine eigenen "
            "Punkte, wenn der Gegner auf der Bar steht.",
            "Four made points make you dance with 16 of 36 rolls. That is how your own points work "
            "when your opponent is on the bar.",
        ),
    ),
    Exercise(
        "entering-rolls-stacks",
        Kind.ENTERING_ROLLS,
        _white_view(_WHITE_ON_BAR, {1: 2, 12: 5, 19: 4, 20: 4}),
        ("32",),
        task=Text(
            "Dieselben acht schwarzen Steine, diesmal gestapelt: je vier auf zwei Punkten. Mit wie "
            "vielen der 36 Würfe kommst du jetzt herein?",
            "The same eight black checkers, stacked this time: four each on two points. With how many "
            "of the 36 rolls do you come in now?",
        ),
        hint=Text(
            "Zwei gesperrte Punkte: Mit wie vielen Würfen zeigen beide Würfel darauf?",
            "Two blocked points: with how many rolls do both dice point at them?",
        ),
        why=Text(
            "Nur 4 Würfe lassen dich tanzen, statt 16 bei vier Punkten. Der dritte und vierte Stein "
            "auf einem Punkt sperren nichts zusätzlich: Punkte machen, nicht stapeln.",
            "Only 4 rolls make you dance, instead of 16 with four points. The third and fourth "
            "checker on a point block nothing more: make points, do not stack.",
        ),
    ),
    Exercise(
        "hit-combined-shot",
        Kind.PLAY,
        _SHOT_BLOCKED,
        ("24/16*",),
        Roll(5, 3),
        condition=Condition.HIT,
        trap="24/19/16*",
        task=Text(
            "Schwarz hat einen Blot auf deinem Punkt 16, 8 Pips vor deinen Steinen auf 24. Du würfelst "
            "5-3. Schlage ihn.",
            "Black has a blot on your 16 point, 8 pips in front of your checkers on 24. You roll 5-3. "
            "Hit it.",
        ),
        hint=Text(
            "Mit 5 und 3 zusammen kommst du hin, aber über welchen Zwischenpunkt? Punkt 19 ist gesperrt.",
            "With 5 and 3 together you get there, but through which point? Point 19 is blocked.",
        ),
        why=Text(
            "Ein kombinierter Schuss braucht einen offenen Zwischenpunkt: 24/21 mit der 3, dann 21/16* "
            "mit der 5.",
            "A combined shot needs an open point on the way: 24/21 with the 3, then 21/16* with the 5.",
        ),
    ),
    Exercise(
        "race-pip-count",
        Kind.PIP_COUNT,
        _RACE,
        ("101",),
        color=BLACK,
        task=Text(
            "Ein reines Rennen: Weiß hat 69 Pips. Wie viele Pips hat Schwarz? (Schwarz zählt von seiner "
            "Seite: Dein Punkt 15 ist sein Punkt 10.)",
            "A pure race: White has 69 pips. What is Black's pip count? (Black counts from their side: "
            "your 15 point is their 10 point.)",
        ),
        hint=Text(
            "Für einen schwarzen Stein auf deinem Punkt p zählen 25 − p Pips.",
            "A black checker on your point p counts 25 − p pips.",
        ),
        why=Text(
            "Weiß liegt 32 Pips vorn, und kein Stein kann mehr geschlagen werden: Lauf heim und trage "
            "sicher ab.",
            "White leads by 32 pips, and no checker can be hit any more: run home and bear off safely.",
        ),
    ),
    Exercise(
        "run-or-fight",
        Kind.PLAY,
        _BEHIND_WITH_SHOT,
        (
            "20/18 20/15*",
            "20/15*/13",
            "20/15* 9/7",
            "20/15* 8/6",
            "20/15* 6/4",
            "20/15* 5/3",
            "20/15* 4/2",
        ),
        Roll(5, 2),
        condition=Condition.HIT,
        trap="9/4 6/4",
        task=Text(
            "Weiß hat 120 Pips, Schwarz nur 80: Du liegst 40 Pips zurück. Schwarz hat einen Blot auf deinem "
            "Punkt 15 gelassen. Du würfelst 5-2. Laufen oder kämpfen? Spiele, wie der Spielplan rät.",
            "White has 120 pips, Black only 80: you are 40 pips behind. Black has left a blot on your "
            "15 point. You roll 5-2. Run or fight? Play as the plan advises.",
        ),
        hint=Text(
            "Wer klar zurückliegt, gewinnt das Rennen nicht mehr. Was bringt dir ein Treffer?",
            "When you are far behind, you will not win the race. What does a hit give you?",
        ),
        why=Text(
            "Ein Treffer schickt den Stein auf die Bar: Er muss wieder ganz von vorn laufen, und aus deinem "
            "Rückstand wird vielleicht ein Vorsprung. Ein sicherer Zug wie 9/4 6/4 verliert dagegen "
            "ein verlorenes Rennen nur langsamer.",
            "A hit sends the checker to the bar: it must start all over again, and your deficit may turn "
            "into a lead. A safe play such as 9/4 6/4 just loses a lost race more slowly.",
        ),
    ),
)

LESSON = Lesson(
    6,
    "06-Spielplan-fuer-Anfaenger",
    Text("Ein Spielplan für Anfänger", "A game plan for beginners"),
    _EXAMPLES,
    _EXERCISES,
)

EXAMPLES: dict[str, WorkedExample] = {example.key: example for example in LESSON.examples}
"""The lesson's worked examples by key (what the notebook shows)."""
