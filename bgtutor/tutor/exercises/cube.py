"""The doubling cube's exercise kinds: every answer is worked out by :mod:`bgtutor.rules.cube`.

A cube question is an :class:`~bgtutor.tutor.exercises.engine.Exercise` like any other, checked by
:func:`~bgtutor.tutor.exercises.engine.check`: its ``cube`` is the :class:`~bgtutor.rules.cube.CubeState`
asked about, and for a game played to the end the position says how it was won. The kinds ask
how many points the game scores, what a pass scores, whether the side on roll may double, what
the cube shows and who owns it after a take, and the match score after the game.
:func:`cube_text` and :func:`double_text` put a cube's state into words (catalog keys ``ex-cube-...``).

>>> from bgtutor.rules.color import BLACK
>>> from bgtutor.tutor.exercises.base import Kind
>>> from bgtutor.tutor.exercises.engine import Exercise, check
>>> from bgtutor.tutor.lessons.cube_lesson import POSITIONS
>>> exercise = Exercise("demo", Kind.CUBE_POINTS, POSITIONS["gammon"], ("8",),
...                     cube=CubeState(value=4, owner=BLACK))
>>> check(exercise, "8").correct, check(exercise, "3").text()[:28]
(True, 'Leider nicht. Es sind mehr. ')
>>> check(exercise, "2").message.text("en")  # the gammon's 2 without the cube: a classic slip
'You forgot the doubling cube: it shows 4, and the value of the win is multiplied by it.'
>>> double_text(CubeState())
'Ja: Weiß darf jetzt doppeln.'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bgtutor.rules.color import Color
from bgtutor.rules.cube import (
    CubeReason,
    CubeState,
    GameOutcome,
    Match,
    double_reason,
    finish,
    pass_double,
    take,
)
from bgtutor.rules.i18n import Message
from bgtutor.rules.scoring import game_result
from bgtutor.tutor.exercises.answers import read_color, read_score
from bgtutor.tutor.exercises.base import (
    NO,
    YES,
    Answer,
    Count,
    ExerciseKind,
    Kind,
    Note,
    Question,
    YesNo,
    exercise_cube,
)


def cube_state(data: Mapping[str, Any]) -> CubeState:
    """A cube's state as a data file writes it: ``turn`` and ``owner`` by colour name (no owner: the
    cube in the middle), ``value``, ``offered``, ``dice``, and the ``match`` as a table of its own.

    >>> cube_state({"turn": "black", "value": 2, "owner": "black", "match": {"length": 5, "score": [4, 2]}})
    CubeState(turn=<Color.BLACK: 1>, value=2, owner=<Color.BLACK: 1>, dice=None, offered=False, \
match=Match(length=5, score=(4, 2), crawford=False, jacoby=False, beavers=False))
    """
    fields = dict(data)
    for name in ("turn", "owner"):
        if name in fields:
            fields[name] = Color.named(fields[name])
    if "dice" in fields:
        fields["dice"] = tuple(fields["dice"])
    if "match" in fields:
        match = dict(fields["match"])
        if "score" in match:
            match["score"] = tuple(match["score"])
        fields["match"] = Match(**match)
    return CubeState(**fields)


def cube_text(state: CubeState, lang: str | None = None) -> str:
    """Where the cube is, in words (and the match score in a match).

    >>> from bgtutor.rules.color import BLACK
    >>> cube_text(CubeState(value=2, owner=BLACK))
    'Der Verdopplungswürfel steht auf 2 und gehört Schwarz.'
    >>> from bgtutor.rules.cube import Match
    >>> print(cube_text(CubeState(match=Match(5, (4, 2), crawford=True))))  # doctest: +NORMALIZE_WHITESPACE
    Der Verdopplungswürfel liegt in der Mitte (auf 64, zählt 1).
    Match bis 5, Stand 4-2 (Weiß-Schwarz); dies ist die Crawford-Partie.
    """
    return " ".join(part.text(lang) for part in situation(state))


def situation(state: CubeState) -> tuple[Note, ...]:
    """The cube's value and owner, and in a match the score (and whether this is the Crawford game)."""
    cube = (
        Note.of("cube-centred")
        if state.owner is None
        else Note.of("cube-owned", value=state.value, owner=state.owner)
    )
    match = state.match
    if match.is_money:
        return (cube,)
    key = "cube-match-crawford" if match.crawford else "cube-match"
    return cube, Note.of(key, length=match.length, white=match.score[0], black=match.score[1])


def double_text(state: CubeState, lang: str | None = None) -> str:
    """Whether the side on roll may double now, and if not, the rule that forbids it.

    >>> double_text(CubeState().roll((6, 5)))
    'Du hast schon gewürfelt (6-5): Doppeln darfst du nur vor dem Würfeln.'
    """
    return may_double(state).text(lang)


def may_double(state: CubeState) -> Message:
    """The rule that forbids the side on roll to double now, else that it may."""
    return double_reason(state) or Note.of("may-double", side=state.turn)


class CubeKind(ExerciseKind):
    """A question about the doubling cube in ``Exercise.cube``: a game going on is the cube's game,
    so its side on roll is the cube's (a finished game says how it was won)."""

    cube = True
    roll = False

    def needs(self, exercise: Question) -> str | None:
        state = exercise_cube(exercise)
        if not self.game_over and exercise.position.turn is not state.turn:
            return "the side on roll of the position and of the cube differ"
        return self.cube_needs(state)

    def cube_needs(self, state: CubeState) -> str | None:
        """What else the cube's state must hold for this kind (None: nothing)."""
        return None


class _Offered(CubeKind):
    """A question about a double offered by the side on roll."""

    def cube_needs(self, state: CubeState) -> str | None:
        return None if state.offered else f"a {self.name} exercise needs a double offered"


class CubePoints(Count, CubeKind):
    """How many points the game played to the end scores: the result times the cube."""

    name = Kind.CUBE_POINTS
    aliases = ("points",)
    game_over = True

    def truth(self, exercise: Question) -> tuple[str, ...]:
        return (str(_finished(exercise).points),)

    def explain(self, exercise: Question) -> CubeReason:
        return _finished(exercise).reason

    def slips(self, exercise: Question) -> tuple[tuple[int, Note], ...]:
        """A gammon or backgammon counted single (or a backgammon as a gammon), the cube
        forgotten, win and cube added, the Jacoby rule forgotten, the 64 of a cube in the middle
        counted."""
        state, kind = exercise_cube(exercise), _finished(exercise).kind
        value, times = state.value, int(kind)
        won = kind.name.lower()
        return (
            *(((value, Note.of(f"points-{won}-single")),) if times > 1 else ()),
            *(((2 * value, Note.of("points-backgammon-gammon")),) if times == 3 else ()),
            *(((times, Note.of("points-no-cube", value=value)),) if value > 1 else ()),
            (times + value, Note.of("points-added")),
            (times * value, Note.of("points-jacoby")),  # only a slip where the Jacoby rule applies
            *(((64 * times, Note.of("cube-64")),) if state.centred else ()),
        )


class CubePass(Count, _Offered):
    """How many points the doubler wins when the double is passed."""

    name = Kind.CUBE_PASS
    aliases = ("pass",)

    def truth(self, exercise: Question) -> tuple[str, ...]:
        return (str(pass_double(exercise_cube(exercise)).points),)

    def explain(self, exercise: Question) -> CubeReason:
        return pass_double(exercise_cube(exercise)).reason

    def slips(self, exercise: Question) -> tuple[tuple[int, Note], ...]:
        """The doubled value counted, as if the double were taken; the 64 of a cube in the middle."""
        state = exercise_cube(exercise)
        centred = ((64, Note.of("cube-64")),) if state.centred else ()
        return ((take(state).value, Note.of("pass-doubled")), *centred)


class MayDouble(YesNo, CubeKind):
    """May the side on roll double now? The rule that forbids it, or that it may, is the lesson."""

    name = Kind.CUBE_MAY_DOUBLE
    aliases = ("may-double",)

    def truth(self, exercise: Question) -> tuple[str, ...]:
        return (YES if double_reason(exercise_cube(exercise)) is None else NO,)

    def explain(self, exercise: Question) -> Message:
        return may_double(exercise_cube(exercise))


class CubeValue(Count, _Offered):
    """What the cube shows after the double is taken."""

    name = Kind.CUBE_VALUE
    aliases = ("value-after-take",)

    def truth(self, exercise: Question) -> tuple[str, ...]:
        return (str(take(exercise_cube(exercise)).value),)

    def explain(self, exercise: Question) -> Message:
        return _taken(exercise)

    def slips(self, exercise: Question) -> tuple[tuple[int, Note], ...]:
        """The value before the double (not doubled), doubled twice, the 64 of a cube in the middle
        counted (or doubled)."""
        state = exercise_cube(exercise)
        centred = ((64, Note.of("cube-64")), (128, Note.of("cube-64"))) if state.centred else ()
        return (
            (state.value, Note.of("value-not-doubled")),
            (4 * state.value, Note.of("value-twice")),
            *centred,
        )


class CubeOwner(_Offered):
    """Who owns the cube after the double is taken: White or Black, a button each."""

    name = Kind.CUBE_OWNER
    aliases = ("owner-after-take",)
    form = "format-color"
    settled = True
    worked = False
    choices = (("white", "white"), ("black", "black"))

    def read(self, exercise: Question, text: str) -> Answer | None:
        return read_color(text)

    def truth(self, exercise: Question) -> tuple[str, ...]:
        owner = take(exercise_cube(exercise)).owner
        assert owner is not None  # a take gives the cube to the taker
        return (owner.name.lower(),)

    def explain(self, exercise: Question) -> Message:
        return _taken(exercise)


class CubeScore(CubeKind):
    """The match score after the game played to the end, White first."""

    name = Kind.CUBE_SCORE
    aliases = ("score",)
    form = "format-score"
    game_over = True

    def read(self, exercise: Question, text: str) -> Answer | None:
        return read_score(text)

    def truth(self, exercise: Question) -> tuple[str, ...]:
        return ("{}-{}".format(*_finished(exercise).match.score),)

    def explain(self, exercise: Question) -> Message:
        outcome = _finished(exercise)
        white, black = outcome.match.score
        return Note.of("cube-score", outcome=outcome.reason, white=white, black=black)

    def wrong(self, exercise: Question, answer: Answer) -> Message:
        return Note.of("score-wrong")

    def cube_needs(self, state: CubeState) -> str | None:
        return "a cube-score exercise needs a match" if state.match.is_money else None


CUBE_KINDS: tuple[ExerciseKind, ...] = (
    CubeValue(),
    CubeOwner(),
    CubePass(),
    MayDouble(),
    CubePoints(),
    CubeScore(),
)
"""The cube's kinds, in the order the cube lesson teaches them (:data:`~bgtutor.tutor.exercises.kinds.KINDS`
holds them with the board's)."""


def _finished(exercise: Question) -> GameOutcome:
    """How the game in the exercise's finished position scores with its cube."""
    result = game_result(exercise.position)
    assert result is not None  # a finished game (CubeKind.problem)
    return finish(exercise_cube(exercise), result)


def _taken(exercise: Question) -> Note:
    """Where the cube is after the double is taken."""
    state = take(exercise_cube(exercise))
    assert state.owner is not None  # a take gives the cube to the taker
    return Note.of("cube-owned", value=state.value, owner=state.owner)
