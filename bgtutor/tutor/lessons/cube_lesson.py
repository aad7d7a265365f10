"""Der Verdopplungswürfel (the doubling cube): the situations the notebook shows and its exercises.

The lesson after the scoring lesson (notebooks/06b-Verdopplungswuerfel.ipynb, listed in the contents
after the six lessons): the doubling cube multiplies what a game is worth, the natural next step
after scoring. Its exercises are :class:`CubeExercise`s, not
lesson :class:`~bgtutor.tutor.exercises.Exercise`s: every answer is worked out by :mod:`bgtutor.rules.cube`.

>>> from bgtutor.tutor.cube_exercises import solution
>>> [solution(EXERCISES[key]) for key in ("cube-gammon-on-4", "cube-crawford")]
['8', 'nein']
"""

from __future__ import annotations

from bgtutor.rules.color import BLACK, WHITE
from bgtutor.rules.cube import CubeState, Match, beaver, double, take
from bgtutor.rules.i18n import Text
from bgtutor.rules.scoring import ResultKind
from bgtutor.tutor.cube_exercises import Ask, CubeExercise

TITLE = Text("Der Verdopplungswürfel", "The doubling cube")
NOTEBOOK = "06b-Verdopplungswuerfel.ipynb"
"""The notebook's file name in ``notebooks/``."""

# -- situations the notebook shows (each a cube state the engine works on) -----------------------

_offered = double(CubeState())
_taken = take(_offered)
SITUATIONS: dict[str, CubeState] = {
    "start": CubeState(),
    "white-doubles": _offered,
    "black-takes": _taken,
    "white-may-not-redouble": _taken.roll((6, 5)).end_turn().roll((3, 1)).end_turn(),
    "black-redoubles": double(_taken.roll((6, 5)).end_turn()),
    "gammon-on-4": CubeState(value=4, owner=WHITE),
    "jacoby-centred": CubeState(match=Match(jacoby=True)),
    "jacoby-turned": CubeState(value=2, owner=BLACK, match=Match(jacoby=True)),
    "beaver": beaver(double(CubeState(match=Match(beavers=True)))),
    "crawford": CubeState(turn=BLACK, match=Match(5, (4, 2), crawford=True)),
    "post-crawford": CubeState(turn=BLACK, match=Match(5, (4, 3))),
}
"""Named cube states of the notebook's examples."""

MATCH = Match(5)
"""The match whose score the notebook keeps, game by game."""

# -- exercises -------------------------------------------------------------------------------------

_EXERCISES = (
    CubeExercise(
        "cube-value-after-take",
        Ask.VALUE_AFTER_TAKE,
        double(CubeState()),
        Text(
            "Der Würfel liegt in der Mitte. Weiß doppelt, Schwarz nimmt an. Welche Zahl zeigt der "
            "Verdopplungswürfel jetzt?",
            "The cube lies in the middle. White doubles, Black takes. What does the cube show now?",
        ),
        Text(
            "Ein Doppel verdoppelt den Wert der Partie. Was war er vorher?",
            "A double doubles the value of the game. What was it before?",
        ),
        Text("Aus 1 wird 2: Die Partie zählt jetzt doppelt.", "1 becomes 2: the game now counts double."),
        traps=(
            (
                "1",
                Text(
                    "Annehmen heißt: weiterspielen um den doppelten Einsatz. Der Würfel wird gedreht, "
                    "von 1 auf 2.",
                    "Taking means playing on for twice the stake. The cube is turned from 1 to 2.",
                ),
            ),
            (
                "64",
                Text(
                    "Die 64 zeigt der Würfel nur in der Mitte, dort zählt sie 1. Nach dem ersten Doppel "
                    "zeigt er 2.",
                    "The cube shows 64 only in the middle, where it counts 1. After the first double "
                    "it shows 2.",
                ),
            ),
        ),
    ),
    CubeExercise(
        "cube-owner-after-take",
        Ask.OWNER_AFTER_TAKE,
        double(CubeState()),
        Text(
            "Weiß doppelt, Schwarz nimmt an. Wem gehört der Verdopplungswürfel jetzt?",
            "White doubles, Black takes. Who owns the cube now?",
        ),
        Text("Wer annimmt, legt den Würfel auf seine Seite.", "Whoever takes puts the cube on their side."),
        Text(
            "Schwarz hat angenommen, also gehört ihm der Würfel: Nur Schwarz darf als Nächster doppeln.",
            "Black took, so the cube is Black's: only Black may double next.",
        ),
        traps=(
            (
                "Weiß",
                Text(
                    "Besitz des Würfels: Er geht an den, der annimmt, nicht an den, der doppelt. "
                    "Weiß darf erst wieder doppeln, wenn Schwarz redoppelt hat.",
                    "Cube ownership: it goes to the side that takes, not the one that doubles. White "
                    "may double again only after Black has redoubled.",
                ),
            ),
        ),
    ),
    CubeExercise(
        "cube-pass-scores",
        Ask.PASS,
        double(CubeState(value=2, owner=WHITE)),
        Text(
            "Der Würfel steht auf 2 und gehört Weiß. Weiß redoppelt auf 4, Schwarz gibt auf. Wie viele "
            "Punkte gewinnt Weiß?",
            "The cube shows 2 and belongs to White. White redoubles to 4, Black passes. How many points "
            "does White win?",
        ),
        Text(
            "Wer aufgibt, spielt nicht um den neuen Wert weiter.",
            "Whoever passes does not play on for the new value.",
        ),
        Text(
            "Aufgeben kostet den Würfelwert vor dem Doppel: 2 Punkte.",
            "A pass costs the cube value before the double: 2 points.",
        ),
        traps=(
            (
                "4",
                Text(
                    "Aufgeben: Wer ablehnt, zahlt den Wert vor dem Doppel, also 2. Um 4 wird nur "
                    "gespielt, "
                    "wenn Schwarz annimmt.",
                    "Passing: whoever declines pays the value before the double, 2. The game is played "
                    "for 4 only if Black takes.",
                ),
            ),
            (
                "1",
                Text(
                    "Der Würfel stand schon auf 2: Aufgeben kostet den Würfelwert vor dem Doppel, 2 Punkte.",
                    "The cube already showed 2: a pass costs the value before the double, 2 points.",
                ),
            ),
        ),
    ),
    CubeExercise(
        "cube-gammon-on-4",
        Ask.POINTS,
        CubeState(value=4, owner=WHITE),
        Text(
            "Weiß hat den Würfel auf 4 und gewinnt ein Gammon. Wie viele Punkte bekommt Weiß?",
            "White has the cube on 4 and wins a gammon. How many points does White get?",
        ),
        Text("Ein Gammon zählt 2. Und der Würfel?", "A gammon counts 2. And the cube?"),
        Text(
            "Gammon (2) mal Würfelwert (4) ergibt 8 Punkte.", "Gammon (2) times the cube (4) makes 8 points."
        ),
        won=ResultKind.GAMMON,
        traps=(
            (
                "4",
                Text(
                    "Der Gammon zählt doppelt – auch mit dem Würfel: 2 × Würfelwert 4 = 8.",
                    "The gammon counts double – with the cube too: 2 × cube value 4 = 8.",
                ),
            ),
            (
                "2",
                Text(
                    "Der Verdopplungswürfel vervielfacht den Gammon: 2 × Würfelwert 4 = 8.",
                    "The cube multiplies the gammon: 2 × cube value 4 = 8.",
                ),
            ),
            (
                "6",
                Text(
                    "Gammon und Würfel werden malgenommen, nicht addiert: 2 × 4 = 8.",
                    "Gammon and cube are multiplied, not added: 2 × 4 = 8.",
                ),
            ),
        ),
    ),
    CubeExercise(
        "cube-backgammon-on-2",
        Ask.POINTS,
        CubeState(value=2, owner=BLACK),
        Text(
            "Schwarz hat den Würfel auf 2 angenommen. Weiß gewinnt ein Backgammon. Wie viele Punkte?",
            "Black took the cube on 2. White wins a backgammon. How many points?",
        ),
        Text("Ein Backgammon zählt 3.", "A backgammon counts 3."),
        Text(
            "Backgammon (3) mal Würfelwert (2) ergibt 6 Punkte.",
            "Backgammon (3) times the cube (2) makes 6 points.",
        ),
        won=ResultKind.BACKGAMMON,
        traps=(
            (
                "3",
                Text(
                    "Der Verdopplungswürfel vervielfacht auch den Backgammon: 3 × Würfelwert 2 = 6.",
                    "The cube multiplies the backgammon too: 3 × cube value 2 = 6.",
                ),
            ),
            (
                "5",
                Text(
                    "Backgammon und Würfel werden malgenommen, nicht addiert: 3 × 2 = 6.",
                    "Backgammon and cube are multiplied, not added: 3 × 2 = 6.",
                ),
            ),
        ),
    ),
    CubeExercise(
        "cube-not-owner",
        Ask.MAY_DOUBLE,
        CubeState(turn=WHITE, value=2, owner=BLACK),
        Text(
            "Schwarz hat das Doppel von Weiß angenommen; der Würfel steht auf 2. Jetzt ist Weiß am Zug "
            "und hat noch nicht gewürfelt. Darf Weiß doppeln?",
            "Black took White's double; the cube shows 2. Now White is on roll and has not rolled. May "
            "White double?",
        ),
        Text("Wem gehört der Würfel?", "Who owns the cube?"),
        Text(
            "Nur wem der Würfel gehört, darf redoppeln, und der gehört Schwarz.",
            "Only the cube's owner may redouble, and it belongs to Black.",
        ),
        traps=(
            (
                "ja",
                Text(
                    "Besitz des Würfels: Er gehört Schwarz, weil Schwarz angenommen hat. Doppeln "
                    "darf nur "
                    "der Besitzer (oder jeder, solange der Würfel in der Mitte liegt).",
                    "Cube ownership: it belongs to Black, who took. Only the owner may double (or "
                    "either side while the cube lies in the middle).",
                ),
            ),
        ),
    ),
    CubeExercise(
        "cube-owner-redoubles",
        Ask.MAY_DOUBLE,
        CubeState(turn=BLACK, value=2, owner=BLACK),
        Text(
            "Der Würfel steht auf 2 und gehört Schwarz. Schwarz ist am Zug und hat noch nicht gewürfelt. "
            "Darf Schwarz doppeln?",
            "The cube shows 2 and belongs to Black. Black is on roll and has not rolled. May Black double?",
        ),
        Text(
            "Wer den Würfel besitzt, darf ihn vor dem Würfeln drehen.",
            "Whoever owns the cube may turn it before rolling.",
        ),
        Text(
            "Schwarz besitzt den Würfel: Er darf auf 4 redoppeln, dann bekommt Weiß den Würfel.",
            "Black owns the cube: Black may redouble to 4, and then White gets the cube.",
        ),
        traps=(
            (
                "nein",
                Text(
                    "Redoppeln: Der Besitzer des Würfels darf vor dem Würfeln wieder doppeln, hier auf 4.",
                    "Redoubling: the cube's owner may double again before rolling, here to 4.",
                ),
            ),
        ),
    ),
    CubeExercise(
        "cube-jacoby",
        Ask.POINTS,
        CubeState(match=Match(jacoby=True)),
        Text(
            "Geldspiel mit Jacoby-Regel. Niemand hat gedoppelt, der Würfel liegt in der Mitte. Weiß "
            "gewinnt ein Gammon. Wie viele Punkte?",
            "Money play with the Jacoby rule. Nobody doubled; the cube lies in the middle. White wins a "
            "gammon. How many points?",
        ),
        Text(
            "Was sagt die Jacoby-Regel über einen Würfel, der nie gedreht wurde?",
            "What does the Jacoby rule say about a cube that was never turned?",
        ),
        Text(
            "Mit der Jacoby-Regel zählen Gammon und Backgammon erst, wenn gedoppelt wurde: 1 Punkt.",
            "With the Jacoby rule gammons and backgammons count only once the cube was turned: 1 point.",
        ),
        won=ResultKind.GAMMON,
        traps=(
            (
                "2",
                Text(
                    "Jacoby-Regel: Solange der Würfel nicht gedreht wurde, zählt ein Gammon nur einfach, "
                    "also 1 Punkt.",
                    "Jacoby rule: while the cube has not been turned a gammon counts single, 1 point.",
                ),
            ),
        ),
    ),
    CubeExercise(
        "cube-crawford",
        Ask.MAY_DOUBLE,
        CubeState(turn=BLACK, match=Match(5, (4, 2), crawford=True)),
        Text(
            "Match bis 5 Punkte. Weiß hat gerade den 4. Punkt gewonnen und führt 4-2. Die nächste Partie "
            "beginnt, Schwarz ist am Zug. Darf Schwarz jetzt doppeln?",
            "Match to 5 points. White just won the 4th point and leads 4-2. The next game starts, Black "
            "is on roll. May Black double now?",
        ),
        Text(
            "Weiß fehlt nur noch ein Punkt. Welche Regel gilt in der Partie danach?",
            "White needs only one more point. Which rule holds in the game after that?",
        ),
        Text(
            "Crawford-Regel: In der ersten Partie, nachdem eine Seite einen Punkt vor dem Matchgewinn "
            "steht, "
            "darf niemand doppeln.",
            "Crawford rule: in the first game after one side reaches one point from winning the match, "
            "nobody may double.",
        ),
        traps=(
            (
                "ja",
                Text(
                    "Crawford-Regel: Dies ist die Crawford-Partie, Weiß fehlt nur ein Punkt. In dieser "
                    "einen "
                    "Partie darf niemand doppeln, auch Schwarz nicht.",
                    "Crawford rule: this is the Crawford game, White needs one point. In this one game "
                    "nobody may double, Black neither.",
                ),
            ),
        ),
    ),
    CubeExercise(
        "cube-post-crawford",
        Ask.MAY_DOUBLE,
        CubeState(turn=BLACK, match=Match(5, (4, 3))),
        Text(
            "Match bis 5. Die Crawford-Partie ist vorbei, Schwarz hat sie gewonnen: Es steht 4-3. Schwarz "
            "ist am Zug, der Würfel liegt in der Mitte. Darf Schwarz doppeln?",
            "Match to 5. The Crawford game is over, Black won it: the score is 4-3. Black is on roll, the "
            "cube lies in the middle. May Black double?",
        ),
        Text(
            "Für wie viele Partien gilt die Crawford-Regel?",
            "For how many games does the Crawford rule hold?",
        ),
        Text(
            "Die Crawford-Regel gilt nur für eine Partie. Danach darf wieder gedoppelt werden, und der "
            "Zurückliegende tut es meist sofort.",
            "The Crawford rule holds for one game only. After it doubling is allowed again, and the side "
            "behind usually doubles at once.",
        ),
        traps=(
            (
                "nein",
                Text(
                    "Crawford-Regel: Sie verbietet das Doppeln nur in einer einzigen Partie. Die ist "
                    "vorbei, jetzt darf Schwarz doppeln.",
                    "Crawford rule: it forbids doubling in one single game. That game is over; now "
                    "Black may double.",
                ),
            ),
        ),
    ),
    CubeExercise(
        "cube-match-score",
        Ask.SCORE,
        CubeState(value=2, owner=BLACK, match=Match(7, (2, 4))),
        Text(
            "Match bis 7, Stand 2-4 (Weiß-Schwarz). Schwarz hat den Würfel auf 2, und Weiß gewinnt ein "
            "Gammon. Wie steht es jetzt? Weiß zuerst, zum Beispiel 3-4.",
            "Match to 7, score 2-4 (White-Black). Black has the cube on 2, and White wins a gammon. What "
            "is the score now? White first, for example 3-4.",
        ),
        Text(
            "Rechne erst die Punkte der Partie aus, dann zähle sie zum Stand von Weiß.",
            "Work out the game's points first, then add them to White's score.",
        ),
        Text(
            "Gammon (2) × Würfel (2) = 4 Punkte für Weiß: aus 2-4 wird 6-4.",
            "Gammon (2) × cube (2) = 4 points for White: 2-4 becomes 6-4.",
        ),
        won=ResultKind.GAMMON,
        traps=(
            (
                "4-4",
                Text(
                    "Der Gammon zählt doppelt, auch im Match: 2 × Würfelwert 2 = 4 Punkte, also 6-4.",
                    "The gammon counts double in a match too: 2 × cube value 2 = 4 points, so 6-4.",
                ),
            ),
            (
                "4-6",
                Text(
                    "Im Match schreibt man den Stand hier mit Weiß zuerst: Weiß bekommt die 4 Punkte.",
                    "Here the score is written White first: White gets the 4 points.",
                ),
            ),
            (
                "2-8",
                Text(
                    "Die Punkte bekommt der Gewinner, Weiß: 2 + 4 = 6, also 6-4.",
                    "The winner, White, gets the points: 2 + 4 = 6, so 6-4.",
                ),
            ),
        ),
    ),
)

EXERCISES: dict[str, CubeExercise] = {exercise.key: exercise for exercise in _EXERCISES}
"""The lesson's exercises by key, in the order the notebook shows them."""
