"""Exercises on the doubling cube: the answer is always worked out by :mod:`bgtutor.rules.cube`.

A :class:`CubeExercise` asks one question about a :class:`~bgtutor.rules.cube.CubeState` (and, for a
game played to the end, how it was won): how many points it scores, what a pass scores, whether
the side on roll may double, what the cube shows and who owns it after a take, or the match score
after the game. :func:`check` reads the learner's answer, compares it with the engine's and, for a
wrong one, names the rule: the exercise's own words for a typical wrong answer (``traps``), then
the engine's reason (catalog keys ``cube-...``).

>>> from bgtutor.rules.i18n import Text
>>> exercise = CubeExercise("demo", Ask.POINTS, CubeState(value=4, owner=BLACK), Text("?", "?"),
...                         Text("", ""), Text("", ""), won=ResultKind.GAMMON)
>>> solution(exercise)
'8'
>>> check(exercise, "8").correct, check(exercise, "2").text()
(True, 'Nicht richtig. Weiß gewinnt 8 Punkte: 2 × Würfelwert 4.')
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from bgtutor.rules.color import BLACK, WHITE, Color
from bgtutor.rules.cube import CubeState, double_reason, finish, pass_double, take
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.i18n import Text, language
from bgtutor.rules.scoring import GameResult, ResultKind

__all__ = ["Ask", "CubeExercise", "CubeFeedback", "check", "cube_text", "double_text", "solution", "verdict"]

_RULES = {
    ResultKind.SINGLE: Rule.RESULT_SINGLE,
    ResultKind.GAMMON: Rule.RESULT_GAMMON,
    ResultKind.BACKGAMMON: Rule.RESULT_BACKGAMMON_HOME,
}
_YES = {"ja", "j", "yes", "y"}
_NO = {"nein", "n", "no"}
_COLOURS = {"weiß": WHITE, "weiss": WHITE, "white": WHITE, "schwarz": BLACK, "black": BLACK}


class Ask(StrEnum):
    """What a cube exercise asks; the value names the kind of answer."""

    POINTS = "points"
    """How many points the game played to the end scores (a whole number)."""
    PASS = "pass"
    """How many points the doubler wins when the double is passed (a whole number)."""
    MAY_DOUBLE = "may-double"
    """Whether the side on roll may double now (ja/nein)."""
    VALUE_AFTER_TAKE = "value-after-take"
    """What the cube shows after the double is taken (a whole number)."""
    OWNER_AFTER_TAKE = "owner-after-take"
    """Who owns the cube after the take (Weiß/Schwarz)."""
    SCORE = "score"
    """The match score after the game, White first ("3-2")."""


@dataclass(frozen=True, slots=True)
class CubeExercise:
    """One question about the cube in ``state``; ``won`` and ``winner`` say how a game played to
    the end was won (for :attr:`Ask.POINTS` and :attr:`Ask.SCORE`). ``traps`` are typical wrong
    answers with the rule that they miss."""

    key: str
    ask: Ask
    state: CubeState
    task: Text
    hint: Text
    why: Text
    won: ResultKind | None = None
    winner: Color = WHITE
    traps: tuple[tuple[str, Text], ...] = ()


@dataclass(frozen=True, slots=True)
class CubeFeedback:
    """The verdict on an answer: right or not, and why (the rule, in German and English)."""

    correct: bool
    words: Text
    understood: bool = True

    def text(self, lang: str | None = None) -> str:
        """The verdict in words."""
        lang = language(lang)
        return self.words.get(lang)


def solution(exercise: CubeExercise) -> str:
    """The engine's answer in its canonical form: a number, "ja"/"nein", "Weiß"/"Schwarz" or "3-2"."""
    state, ask = exercise.state, exercise.ask
    if ask is Ask.MAY_DOUBLE:
        return "ja" if double_reason(state) is None else "nein"
    if ask is Ask.PASS:
        return str(pass_double(state).points)
    if ask is Ask.VALUE_AFTER_TAKE:
        return str(take(state).value)
    if ask is Ask.OWNER_AFTER_TAKE:
        owner = take(state).owner
        return "Weiß" if owner is WHITE else "Schwarz"
    outcome = finish(state, _result(exercise))
    return str(outcome.points) if ask is Ask.POINTS else "{}-{}".format(*outcome.match.score)


def verdict(exercise: CubeExercise, lang: str | None = None) -> str:
    """The engine's reason for the answer, in words (what the notebook prints)."""
    lang = language(lang)
    state, ask = exercise.state, exercise.ask
    if ask is Ask.MAY_DOUBLE:
        return double_text(state, lang)
    if ask is Ask.PASS:
        return pass_double(state).text(lang)
    if ask in (Ask.VALUE_AFTER_TAKE, Ask.OWNER_AFTER_TAKE):
        return cube_text(take(state), lang)
    outcome = finish(state, _result(exercise))
    if ask is Ask.POINTS:
        return outcome.text(lang)
    return outcome.text(lang) + " " + _score_text(outcome.match.score, lang)


def check(exercise: CubeExercise, answer: str) -> CubeFeedback:
    """Compare ``answer`` with the engine's; a wrong one gets the rule it misses.

    An answer that cannot be read (no number where a number is asked, ...) says what is expected.
    """
    given = _normal(exercise.ask, answer)
    if given is None:
        return CubeFeedback(False, _EXPECTED[_kind(exercise.ask)], understood=False)
    right = solution(exercise)
    if given == _normal(exercise.ask, right):
        return CubeFeedback(True, Text("Richtig! " + exercise.why.de, "Right! " + exercise.why.en))
    for trap, words in exercise.traps:
        if _normal(exercise.ask, trap) == given:
            return CubeFeedback(False, Text("Nicht richtig. " + words.de, "Not right. " + words.en))
    return CubeFeedback(
        False, Text("Nicht richtig. " + verdict(exercise, "de"), "Not right. " + verdict(exercise, "en"))
    )


def double_text(state: CubeState, lang: str | None = None) -> str:
    """Whether the side on roll may double now, and if not, the rule that forbids it.

    >>> double_text(CubeState())
    'Ja: Weiß darf jetzt doppeln.'
    >>> double_text(CubeState().roll((6, 5)))
    'Du hast schon gewürfelt (6-5): Doppeln darfst du nur vor dem Würfeln.'
    """
    lang = language(lang)
    reason = double_reason(state)
    if reason is not None:
        return reason.text(lang)
    if lang == "en":
        return f"Yes: {'White' if state.turn is WHITE else 'Black'} may double now."
    return f"Ja: {'Weiß' if state.turn is WHITE else 'Schwarz'} darf jetzt doppeln."


def cube_text(state: CubeState, lang: str | None = None) -> str:
    """Where the cube is, in words (and the match score in a match).

    >>> cube_text(CubeState(value=2, owner=BLACK))
    'Der Verdopplungswürfel steht auf 2 und gehört Schwarz.'
    >>> from bgtutor.rules.cube import Match
    >>> print(cube_text(CubeState(match=Match(5, (4, 2), crawford=True))))  # doctest: +NORMALIZE_WHITESPACE
    Der Verdopplungswürfel liegt in der Mitte (auf 64, zählt 1).
    Match bis 5, Stand 4-2 (Weiß-Schwarz); dies ist die Crawford-Partie.
    """
    lang = language(lang)
    de = lang != "en"
    if state.centred:
        text = (
            "Der Verdopplungswürfel liegt in der Mitte (auf 64, zählt 1)."
            if de
            else "The cube lies in the middle (showing 64, worth 1)."
        )
    else:
        names = ("Weiß", "Schwarz") if de else ("White", "Black")
        owner = names[0] if state.owner is WHITE else names[1]
        text = (
            f"Der Verdopplungswürfel steht auf {state.value} und gehört {owner}."
            if de
            else f"The cube shows {state.value} and belongs to {owner}."
        )
    match = state.match
    if not match.is_money:
        white, black = match.score
        text += (
            f" Match bis {match.length}, Stand {white}-{black} (Weiß-Schwarz)"
            if de
            else f" Match to {match.length}, score {white}-{black} (White-Black)"
        )
        if match.crawford:
            text += "; dies ist die Crawford-Partie" if de else "; this is the Crawford game"
        text += "."
    return text


# -- helpers -------------------------------------------------------------------------------------

_EXPECTED = {
    "number": Text("Antworte mit einer Zahl, zum Beispiel 4.", "Answer with a number, for example 4."),
    "yes-no": Text("Antworte mit ja oder nein.", "Answer yes or no."),
    "colour": Text("Antworte mit Weiß oder Schwarz.", "Answer White or Black."),
    "score": Text(
        "Antworte mit dem Stand, Weiß zuerst, zum Beispiel 3-2.",
        "Answer with the score, White first, for example 3-2.",
    ),
}


def _kind(ask: Ask) -> str:
    if ask is Ask.MAY_DOUBLE:
        return "yes-no"
    if ask is Ask.OWNER_AFTER_TAKE:
        return "colour"
    return "score" if ask is Ask.SCORE else "number"


def _normal(ask: Ask, text: str) -> str | None:
    """The answer in a canonical form, or ``None`` if it cannot be read."""
    word = text.strip().lower().rstrip(".!")
    kind = _kind(ask)
    if kind == "number":
        return str(int(word)) if word.isdigit() else None
    if kind == "yes-no":
        return "ja" if word in _YES else "nein" if word in _NO else None
    if kind == "colour":
        colour = _COLOURS.get(word)
        return None if colour is None else colour.name
    numbers = re.fullmatch(r"(\d+)\s*[-:–]\s*(\d+)", word)
    return None if numbers is None else f"{int(numbers[1])}-{int(numbers[2])}"


def _result(exercise: CubeExercise) -> GameResult:
    if exercise.won is None:
        raise ValueError(f"exercise {exercise.key!r} asks about a finished game but says not how it was won")
    return GameResult(exercise.winner, exercise.won, Reason.of(_RULES[exercise.won]))


def _score_text(score: tuple[int, int], lang: str) -> str:
    if lang == "en":
        return f"The score is now {score[0]}-{score[1]} (White-Black)."
    return f"Der Stand ist jetzt {score[0]}-{score[1]} (Weiß-Schwarz)."
