"""Exercises as data, checked by the rules engine.

An :class:`Exercise` is a position, perhaps a roll, a task and the accepted answers as text.
:func:`check` reads a learner's answer and says whether it is right and why: an illegal play
gets the engine's :class:`~bgtutor.rules.explain.Reason` (which rule), everything else a
:class:`Note`. Plays are compared by the position they lead to, never as strings.
:func:`truth` computes the answers from scratch; a test holds every stored answer to it.

Points are in the numbering of the side on roll, as notation is (White in every seed diagram).

>>> from bgtutor.tutor.lessons import EXERCISES
>>> exercise = EXERCISES["bar-enter-and-hit"]
>>> feedback = check(exercise, "bar/23 23/19*")
>>> feedback.correct, feedback.message.text("en")
(True, 'bar/19* is legal and hits 1 opposing checker.')
>>> check(exercise, "bar/21/19*").message.text("en")
'With the 4 you would enter on point 21, but 2 opposing checkers block it.'
>>> check(EXERCISES["dance-entering-rolls"], "27 von 36").correct
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from bgtutor.rules.color import WHITE, Color
from bgtutor.rules.dice import Roll
from bgtutor.rules.errors import AmbiguousPlayError, InvalidNotationError
from bgtutor.rules.explain import Reason, dice_text, step_reason
from bgtutor.rules.i18n import LANGUAGES, Message, named, translate
from bgtutor.rules.moves import Play, legal_plays
from bgtutor.rules.notation import NO_PLAY
from bgtutor.rules.position import BAR, OFF, Position
from bgtutor.rules.resolve import check_play
from bgtutor.rules.scoring import GameResult, ResultKind, game_result
from bgtutor.rules.turn import Turn
from bgtutor.tutor.teach import entering_rolls


class Kind(StrEnum):
    """What an exercise asks; the value names its texts in the catalogs."""

    PLAY = "play"
    """Make a legal play that meets the exercise's :class:`Condition`."""
    IS_LEGAL = "is-legal"
    """Is ``Exercise.play`` legal? Answer yes or no."""
    ENTRY_POINTS = "entry-points"
    """Where can the checker on the bar enter with the roll (no roll: which entry points are open)?"""
    ENTERING_ROLLS = "entering-rolls"
    """With how many of the 36 rolls can a checker on the bar enter?"""
    BEAR_OFF_COUNT = "bear-off-count"
    """The most checkers the roll can bear off."""
    RESULT = "result"
    """Single game, gammon or backgammon?"""
    PIP_COUNT = "pip-count"
    """The pip count of ``Exercise.color``."""


class Condition(StrEnum):
    """What the play of a :attr:`Kind.PLAY` exercise must do besides being legal."""

    ANY = "any"
    ONLY = "only"
    """The position has exactly one legal play: find it."""
    HIT = "hit"
    BOTH_DICE = "both-dice"
    """Use every number rolled (where some orders would use only one)."""
    BEAR_OFF = "bear-off"
    MAKE_POINT = "make-point"
    """Make ``Exercise.point``: two or more of your checkers there, fewer before."""


YES, NO, NONE = "ja", "nein", "keine"
"""Stored answers of yes/no questions, and of an empty list of points."""
RESULT_WORDS = {ResultKind.SINGLE: "single", ResultKind.GAMMON: "gammon", ResultKind.BACKGAMMON: "backgammon"}
"""Stored answers of :attr:`Kind.RESULT` exercises."""


@dataclass(frozen=True, slots=True)
class Text:
    """An authored text for learners, written out in German and English side by side.

    Not a :class:`~bgtutor.rules.i18n.Message`: a message is a catalog key, a sentence the program
    says in many situations with different parameters; a Text is content written once for one
    place (a lesson's title, an exercise's task, hint or explanation), kept with that content
    rather than in the catalogs.
    """

    de: str
    en: str

    def get(self, lang: str = "de") -> str:
        """The text in ``lang``."""
        if lang not in LANGUAGES:
            raise ValueError(f"{lang!r} is not a supported language: use one of {LANGUAGES}")
        return self.de if lang == "de" else self.en

    def text(self, lang: str = "de") -> str:
        """The same as :meth:`get`, so a Text can stand where a message is expected."""
        return self.get(lang)


class Note(Message):
    """A message about an answer that is not a broken rule (catalog key ``ex-<key>``).

    An answer's :attr:`Feedback.message` is a Note or a :class:`~bgtutor.rules.explain.Reason`.
    """

    __slots__ = ()
    prefix = "ex-"


Value = Position | frozenset[int] | int | bool | ResultKind
"""What an answer means: the position a play leads to, a set of points, a number, yes/no, a result."""


@dataclass(frozen=True, slots=True)
class Exercise:
    """One exercise: the question as data; :func:`check` and :func:`truth` do the rest.

    ``answers`` are the accepted answers as text: plays in notation (:attr:`Kind.PLAY`),
    ``"ja"``/``"nein"``, points like ``"23, 21"`` (``"keine"`` for none), numbers, or
    ``"single"``/``"gammon"``/``"backgammon"``. ``task`` and ``hint`` default to texts made
    from the kind. ``why`` teaches why the solution is right (shown with a right answer and
    with the solution); ``trap`` is a tempting wrong play whose refusal the solution explains.
    """

    key: str
    kind: Kind
    position: Position
    answers: tuple[str, ...]
    roll: Roll | None = None
    task: Text | None = None
    hint: Text | None = None
    condition: Condition = Condition.ANY
    play: str | None = None
    color: Color | None = None
    point: int | None = None
    why: Text | None = None
    trap: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "answers", tuple(self.answers))
        problem = _problem(self)
        if problem:
            raise ValueError(f"exercise {self.key!r} in {self.position.position_id()!r}: {problem}")


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: right or not, why, and the accepted answers.

    ``well_formed`` is False when the answer could not be read at all (the message then says
    what form is expected: let the learner try again without counting it).
    """

    correct: bool
    message: Message
    solution: str
    well_formed: bool = True
    why: Text | None = None
    teach: tuple[Message | Text | Worked, ...] = ()
    """For a wrong answer: the rule or counting method, and after repeated tries the worked solution."""

    def text(self, lang: str = "de") -> str:
        """Verdict, message, what to learn from a wrong answer and (for a right one) the lesson."""
        parts = [self.message.text(lang)]
        if self.well_formed:
            parts.insert(0, translate("ex-right" if self.correct else "ex-wrong", lang))
        parts += [item.text(lang) for item in self.teach]
        if self.why is not None:
            parts.append(self.why.get(lang))
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Worked:
    """The worked solution of an exercise, shown after a second wrong try."""

    exercise: Exercise

    def text(self, lang: str = "de") -> str:
        """The solution step by step, after a short lead-in."""
        return translate("ex-worked", lang) + " " + solution_text(self.exercise, lang)


# -- checking ------------------------------------------------------------------------------


def check(exercise: Exercise, answer: str, attempt: int = 1) -> Feedback:
    """Judge ``answer``; never raises for anything a learner can type.

    ``attempt`` counts the learner's readable tries at this exercise (1 for the first). A wrong
    answer is told the rule or counting method that leads to the answer; from the second wrong
    try on, the worked solution as well.

    >>> from bgtutor.tutor.lessons import EXERCISES
    >>> print(check(EXERCISES["dance-entering-rolls"], "30").text("en"))
    Not quite. It is fewer. How to count: the checker stays out only when both dice point at
    blocked points. Dancing rolls = blocked points × blocked points, and it comes in with
    36 − dancing rolls.
    """
    solution = "; ".join(exercise.answers)
    value = _read(exercise, answer)
    if isinstance(value, Note):
        return Feedback(False, value, solution, well_formed=False)
    if isinstance(value, Reason):
        return Feedback(False, value, solution, teach=_teaching(exercise, value, attempt))
    right = _meaning(exercise, value) in accepted(exercise)
    if isinstance(value, Play):
        message: Message = _play_message(exercise, value, right)
    else:
        message = _explanation(exercise) if right else _wrong_message(exercise, value)
    # A yes/no or result question is settled once answered: teach the lesson either way.
    settled = right or exercise.kind in (Kind.IS_LEGAL, Kind.RESULT)
    teach = () if right else _teaching(exercise, message, attempt)
    return Feedback(right, message, solution, why=exercise.why if settled else None, teach=teach)


def meaning(exercise: Exercise, text: str) -> Value | None:
    """What ``text`` means as an answer to ``exercise``; ``None`` if unreadable or an illegal play."""
    value = _read(exercise, text)
    return None if isinstance(value, Note | Reason) else _meaning(exercise, value)


@lru_cache(maxsize=512)
def accepted(exercise: Exercise) -> frozenset[Value | None]:
    """The meanings of the stored answers, worked out once per exercise. A generated task may
    accept dozens of plays: an answer written as the engine writes a legal play is taken from the
    legal plays at once; any other form is read against the rules."""
    written: dict[str, Play] = {}
    if exercise.kind is Kind.PLAY and exercise.roll is not None:
        written = {str(play): play for play in legal_plays(exercise.position, exercise.roll)}
    return frozenset(
        _meaning(exercise, written[answer]) if answer in written else meaning(exercise, answer)
        for answer in exercise.answers
    )


def truth(exercise: Exercise) -> tuple[str, ...]:
    """The answers computed from scratch by the engine (plays in canonical notation)."""
    position, kind = exercise.position, exercise.kind
    if kind is Kind.PLAY:
        return tuple(str(play) for play in legal_plays(position, _roll(exercise)) if _meets(exercise, play))
    if kind is Kind.IS_LEGAL:
        return (YES if isinstance(_asked(exercise), Play) else NO,)
    if kind is Kind.ENTRY_POINTS:
        return (_points_answer(_entry_points(exercise)),)
    if kind is Kind.ENTERING_ROLLS:
        return (str(entering_rolls(position)),)
    if kind is Kind.BEAR_OFF_COUNT:
        return (str(_off(_best_bear_off(exercise))),)
    if kind is Kind.RESULT:
        return (RESULT_WORDS[_result(exercise).kind],)
    return (str(position.pip_count(_color(exercise))),)


def trap_reason(exercise: Exercise) -> Message | None:
    """Why the exercise's tempting wrong play is wrong (``None`` without a trap)."""
    if exercise.trap is None or exercise.roll is None:
        return None
    outcome = _read_play(exercise, exercise.trap)
    if isinstance(outcome, Play):
        if exercise.kind is not Kind.PLAY or _meaning(exercise, outcome) in accepted(exercise):
            return None
        return _play_message(exercise, outcome, right=False)
    return outcome if isinstance(outcome, Reason) else None


# -- texts ---------------------------------------------------------------------------------


def task_text(exercise: Exercise, lang: str = "de") -> str:
    """The task: the exercise's own, or the kind's standard wording."""
    if exercise.task is not None:
        return exercise.task.get(lang)
    return translate(f"ex-task-{_variant(exercise)}", lang, **_task_params(exercise, lang))


def hint_text(exercise: Exercise, lang: str = "de") -> str:
    """A hint: the exercise's own, or the kind's standard one."""
    if exercise.hint is not None:
        return exercise.hint.get(lang)
    return translate(f"ex-hint-{_variant(exercise)}", lang, **_task_params(exercise, lang))


def solution_text(exercise: Exercise, lang: str = "de") -> str:
    """The solution with its reason, for a "show the solution" button."""
    kind = exercise.kind
    if kind is Kind.PLAY:
        words = [str(named((("play", answer),), lang)["play"]) for answer in exercise.answers]  # (no play)
        joined = f" {translate('ex-or', lang)} ".join(words)
        point = exercise.point or 0
        parts = [translate(f"ex-solution-{exercise.condition}", lang, plays=joined, point=point)]
    elif kind is Kind.IS_LEGAL:
        verdict = "ex-yes" if exercise.answers == (YES,) else "ex-no"
        parts = [translate(verdict, lang), _explanation(exercise).text(lang)]
    else:
        parts = [_explanation(exercise).text(lang)]
    if kind is Kind.ENTRY_POINTS and exercise.roll is not None:
        turn = Turn(exercise.position, exercise.roll)
        for die in dict.fromkeys(exercise.roll.steps):
            reason = turn.explain(BAR, BAR - die)
            parts += [reason.text(lang)] if reason is not None else []
    if exercise.why is not None:
        parts.append(exercise.why.get(lang))
    trap = trap_reason(exercise)
    if trap is not None:
        parts.append(translate("ex-trap", lang, trap=str(exercise.trap), why=trap.text(lang)))
    return " ".join(parts)


# -- reading answers -----------------------------------------------------------------------

_PASS = {"kein zug", "keiner", "aussetzen", "passen", "pass", "tanzen", "no play", "none", "-"}
_NONE = {"keine", "keiner", "keinen", "kein", "none", "nirgends", "nowhere", "no", "nein", "-", "—"}
_FILLER = {"und", "and", "punkt", "punkte", "point", "points", "auf", "on"}
_YES = {"ja", "j", "yes", "y", "erlaubt", "legal", "ok"}
_NO = {"nein", "n", "no", "nicht erlaubt", "verboten", "illegal", "not legal", "nicht legal"}
_YES_WORDS, _NO_WORDS = {"ja", "j", "yes", "y"}, {"nein", "n", "no"}
_NUMBER_WORDS = {
    "null": 0, "zero": 0, "kein": 0, "keine": 0, "keinen": 0, "none": 0,
    "ein": 1, "eins": 1, "einen": 1, "einer": 1, "one": 1,
    "zwei": 2, "two": 2, "drei": 3, "three": 3, "vier": 4, "four": 4,
}  # fmt: skip
_POINT_WORD = re.compile(r"[0-9]{1,2}")
"""A point number: ASCII digits only (``str.isdigit`` is true for '²' and '٣' too)."""
_NUMBER = re.compile(
    r"([0-9]{1,3}|[a-z]+)(?: ?(?:/|von|of|aus) ?36)?(?: (?:würfen?|wuerfen?|rolls?|pips?|steine?|checkers?))?"
)
_RESULT = (
    (ResultKind.BACKGAMMON, re.compile(r"backgammon")),
    (ResultKind.GAMMON, re.compile(r"(?<!back)gammon|\bmars\b")),
    (ResultKind.SINGLE, re.compile(r"einfach|single|\bnormal")),
)


def _plain(text: str) -> str:
    """Lower case, single spaces, no closing punctuation."""
    return " ".join(text.lower().split()).strip(" .!?")


def _read(exercise: Exercise, text: str) -> Play | Value | Reason | Note:
    """The answer read: a legal Play, a value, the Reason a play is illegal, or a format Note."""
    kind = exercise.kind
    if not isinstance(text, str) or not text.strip():
        return _format_note(exercise, str(text) if isinstance(text, str) else repr(text))
    if kind is Kind.PLAY:
        return _read_play(exercise, text)
    plain = _plain(text)
    value: Value | None = None
    if kind is Kind.IS_LEGAL:
        words = set(plain.replace(",", " ").split())
        yes, no = bool(words & _YES_WORDS), bool(words & _NO_WORDS)
        if plain in _YES | _NO:
            value = plain in _YES
        elif yes != no:  # "ja, erlaubt" but not "ja nein"
            value = yes
    elif kind is Kind.ENTRY_POINTS:
        value = _read_points(plain)
    elif kind is Kind.RESULT:
        found = {result for result, pattern in _RESULT if pattern.search(plain)}
        value = found.pop() if len(found) == 1 else None
    else:
        match = _NUMBER.fullmatch(plain)
        word = match[1] if match else ""
        value = int(word) if word.isascii() and word.isdigit() else _NUMBER_WORDS.get(word)
    return _format_note(exercise, text) if value is None else value


def _read_play(exercise: Exercise, text: str) -> Play | Reason | Note:
    if _plain(text) in _PASS:
        text = NO_PLAY
    try:
        return check_play(exercise.position, _roll(exercise), text)
    except InvalidNotationError:
        return Note.of("format-play", text=text)
    except AmbiguousPlayError:
        return Note.of("ambiguous", text=text)


def _read_points(plain: str) -> frozenset[int] | None:
    if plain in _NONE:
        return frozenset()
    words = [word for word in re.sub(r"[,;/&+]", " ", plain).split() if word not in _FILLER]
    if not words or not all(_POINT_WORD.fullmatch(word) and 1 <= int(word) <= 24 for word in words):
        return None
    return frozenset(int(word) for word in words)


def _format_note(exercise: Exercise, text: str) -> Note:
    key = {
        Kind.PLAY: "format-play",
        Kind.IS_LEGAL: "format-yes-no",
        Kind.ENTRY_POINTS: "format-points",
        Kind.RESULT: "format-result",
    }.get(exercise.kind, "format-number")
    return Note.of(key, text=text.strip())


def _meaning(exercise: Exercise, value: Play | Value) -> Value:
    return exercise.position.play(value) if isinstance(value, Play) else value


# -- messages ------------------------------------------------------------------------------


def _play_message(exercise: Exercise, play: Play, right: bool) -> Note:
    condition = exercise.condition
    if right:
        key = f"right-{condition}"
    else:
        key = "miss" if condition in (Condition.ANY, Condition.ONLY) else f"miss-{condition}"
    return Note.of(key, play=str(play), hits=play.hits, off=_off(play), point=exercise.point or 0)


def _explanation(exercise: Exercise) -> Message:
    """Why the answer is what it is (for :attr:`Kind.PLAY` see :func:`_play_message`)."""
    kind, position = exercise.kind, exercise.position
    if kind is Kind.IS_LEGAL:
        asked = _asked(exercise)
        return Note.of("is-legal", play=str(asked)) if isinstance(asked, Play) else asked
    if kind is Kind.ENTRY_POINTS:
        points = _entry_points(exercise)
        if exercise.roll is not None:
            return Note.of("entry-right", points=_points_answer(points)) if points else Note.of("entry-dance")
        blocked = frozenset(BAR - die for die in range(1, 7)) - points
        key = "open-right" if points and blocked else "open-all" if points else "open-none"
        return Note.of(key, points=_points_answer(points), blocked=_points_answer(blocked))
    if kind is Kind.ENTERING_ROLLS:
        blocked = frozenset(BAR - die for die in range(1, 7) if step_reason(position, BAR, die) is not None)
        miss, count = len(blocked) ** 2, entering_rolls(position)
        key = "rolls-right" if blocked else "rolls-all"
        return Note.of(key, points=_points_answer(blocked), blocked=len(blocked), miss=miss, count=count)
    if kind is Kind.BEAR_OFF_COUNT:
        best = _best_bear_off(exercise)
        return Note.of("bear-off-right" if _off(best) else "bear-off-none", count=_off(best), play=str(best))
    if kind is Kind.RESULT:
        return _result(exercise).reason
    color = _color(exercise)
    side = position.side(color)
    terms = [f"{side[p]} × {p}" + (" (bar)" if p == BAR else "") for p in range(BAR, 0, -1) if side[p]]
    return Note.of("pips-right", color=color, sum=" + ".join(terms) or "0", pips=position.pip_count(color))


def _wrong_message(exercise: Exercise, value: Value) -> Message:
    """Why a readable but wrong answer is wrong, without giving the answer away where it can."""
    kind, position = exercise.kind, exercise.position
    if kind in (Kind.IS_LEGAL, Kind.RESULT):
        return _explanation(exercise)
    if kind is Kind.ENTRY_POINTS and isinstance(value, frozenset):
        extra = sorted(value - _entry_points(exercise), reverse=True)
        return _entry_refusal(exercise, extra[0]) if extra else Note.of("entry-missing")
    stored = meaning(exercise, exercise.answers[0])
    target = stored if isinstance(stored, int) else 0
    if kind is Kind.ENTERING_ROLLS and value == entering_rolls(position, weighted=False):
        return Note.of("rolls-distinct")
    if kind is Kind.PIP_COUNT:
        other = _color(exercise).other
        if value == position.pip_count(other) != target:
            return Note.of("pips-other", color=other)
    return Note.of("more" if isinstance(value, int) and value < target else "fewer")


def _teaching(exercise: Exercise, message: Message, attempt: int) -> tuple[Message | Text | Worked, ...]:
    """What a wrong answer should learn: the method (unless the message already is the whole
    lesson) and, from the second wrong try on, the worked solution."""
    kind = exercise.kind
    if kind is Kind.IS_LEGAL:  # the message is the rule that makes the play legal or not
        return ()
    teach: list[Message | Text | Worked] = []
    if kind is Kind.PLAY:
        if isinstance(message, Note):  # a legal play that misses the task: how to find one that meets it
            teach.append(exercise.hint or Note.of(f"hint-{_variant(exercise)}", point=exercise.point or 0))
    else:
        teach.append(Note.of(f"method-{kind}", color=_color(exercise)))
    if attempt >= 2 and kind is not Kind.RESULT:
        teach.append(Worked(exercise))
        if kind is Kind.PIP_COUNT:
            teach.append(_pip_products(exercise))
        if kind is Kind.BEAR_OFF_COUNT:
            teach.append(_bear_off_steps(exercise))
    return tuple(teach)


def _pip_products(exercise: Exercise) -> Note:
    side = exercise.position.side(_color(exercise))
    products = [str(side[p] * p) for p in range(BAR, 0, -1) if side[p]]
    return Note.of("pips-products", products=" + ".join(products) or "0", pips=sum(map(int, products)))


def _bear_off_steps(exercise: Exercise) -> Note:
    best = _best_bear_off(exercise)
    steps = ", ".join(f"{step} ({step.die})" for step in best.steps)
    return Note.of("bear-off-steps", steps=steps or str(best), count=_off(best))


def _entry_refusal(exercise: Exercise, point: int) -> Message:
    """Why the checker on the bar cannot enter on ``point``."""
    die = BAR - point
    if not 1 <= die <= 6:
        return Note.of("entry-not-home", point=point)
    if exercise.roll is None:
        return step_reason(exercise.position, BAR, die) or Note.of("entry-missing")
    if die not in exercise.roll.steps:
        return Note.of("entry-not-rolled", point=point, die=die)
    return Turn(exercise.position, exercise.roll).explain(BAR, point) or Note.of("entry-missing")


# -- the engine's answers ------------------------------------------------------------------


def _roll(exercise: Exercise) -> Roll:
    if exercise.roll is None:
        raise ValueError(f"exercise {exercise.key!r} has no roll")
    return exercise.roll


def _color(exercise: Exercise) -> Color:
    return exercise.position.turn if exercise.color is None else exercise.color


def _off(play: Play) -> int:
    return sum(step.dst == OFF for step in play.steps)


def _meets(exercise: Exercise, play: Play) -> bool:
    condition = exercise.condition
    if condition is Condition.HIT:
        return play.hits > 0
    if condition is Condition.BOTH_DICE:
        return len(play.steps) == len(_roll(exercise).steps)
    if condition is Condition.BEAR_OFF:
        return _off(play) > 0
    if condition is Condition.MAKE_POINT:
        point = exercise.point or 0
        after = exercise.position.apply_steps(play.steps)
        return exercise.position.on_roll[point] < 2 <= after.on_roll[point]
    return True


def _asked(exercise: Exercise) -> Play | Reason:
    return check_play(exercise.position, _roll(exercise), str(exercise.play))


def _entry_points(exercise: Exercise) -> frozenset[int]:
    position = exercise.position
    if exercise.roll is None:
        return frozenset(BAR - die for die in range(1, 7) if step_reason(position, BAR, die) is None)
    plays = legal_plays(position, exercise.roll)
    return frozenset(step.dst for play in plays for step in play.steps if step.src == BAR)


def _best_bear_off(exercise: Exercise) -> Play:
    return max(legal_plays(exercise.position, _roll(exercise)), key=_off)


def _result(exercise: Exercise) -> GameResult:
    result = game_result(exercise.position)
    assert result is not None
    return result


def _points_answer(points: frozenset[int]) -> str:
    return ", ".join(str(point) for point in sorted(points, reverse=True)) or NONE


def _variant(exercise: Exercise) -> str:
    if exercise.kind is Kind.PLAY:
        return f"play-{exercise.condition}"
    if exercise.kind is Kind.ENTRY_POINTS and exercise.roll is None:
        return "open-points"
    return str(exercise.kind)


def _task_params(exercise: Exercise, lang: str) -> dict[str, object]:
    roll = exercise.roll
    winner = exercise.position.winner
    params: dict[str, str | int] = {
        "roll": dice_text((roll.high, roll.low)) if roll else "",
        "play": exercise.play or "",
        "point": exercise.point or 0,
        "color": _color(exercise),
        "winner": winner if winner is not None else WHITE,
    }
    return named(params.items(), lang)


def _problem(exercise: Exercise) -> str | None:
    """What is wrong with an exercise's data, if anything (the answers are for the tests)."""
    kind, position, roll = exercise.kind, exercise.position, exercise.roll
    needs_roll = kind in (Kind.PLAY, Kind.IS_LEGAL, Kind.BEAR_OFF_COUNT)
    if not exercise.answers or not all(isinstance(answer, str) for answer in exercise.answers):
        return "answers must be one or more texts"
    if needs_roll and roll is None:
        return f"a {kind} exercise needs a roll"
    if kind in (Kind.ENTERING_ROLLS, Kind.RESULT, Kind.PIP_COUNT) and roll is not None:
        return f"a {kind} exercise has no roll"
    if kind is Kind.IS_LEGAL and exercise.play is None:
        return "an is-legal exercise needs the play it asks about"
    making = kind is Kind.PLAY and exercise.condition is Condition.MAKE_POINT
    if making and not 1 <= (exercise.point or 0) <= 24:
        return "a make-point exercise needs the point (1-24)"
    if kind in (Kind.ENTRY_POINTS, Kind.ENTERING_ROLLS) and not position.on_roll[BAR]:
        return "the side on roll needs a checker on the bar"
    if (kind is Kind.RESULT) != position.is_game_over:
        return "a result exercise needs a finished game, every other kind a game still going on"
    if kind is Kind.RESULT and exercise.color not in (None, position.winner):
        return "the colour of a result exercise is the winner"
    return None


# -- the exercises -------------------------------------------------------------------------
