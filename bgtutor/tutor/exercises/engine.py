"""Exercises as data, checked by the rules engine.

An :class:`Exercise` is a position, perhaps a roll or the doubling cube's state, a task and the
accepted answers as text. :func:`check` reads a learner's answer and says whether it is right and
why: an illegal play gets the engine's :class:`~bgtutor.rules.explain.Reason` (which rule),
everything else a :class:`Note`. Plays are compared by the position they lead to, never as
strings; a play made on a board reaches :func:`check` as a :class:`~bgtutor.rules.moves.Play`, a
typed one as text. :func:`truth` computes the answers from scratch; a test holds every stored
answer to it.

What each :class:`Kind` of exercise does - how an answer is read, what the engine says is right,
why a wrong answer is wrong, how the task is worded - is one :class:`ExerciseKind` class
(:mod:`bgtutor.tutor.exercises.kinds`, the cube's in :mod:`bgtutor.tutor.exercises.cube`), found by
its name in the registry :data:`~bgtutor.tutor.exercises.kinds.KINDS`: a new kind is one more class
there. This module is the engine every kind shares.

Points are in the numbering of the side on roll, as notation is (White in every seed diagram).

>>> from bgtutor.rules.position import Position
>>> position = Position.from_points({"bar": 1, 13: 14}, {4: 2, 6: 1, 1: 12})  # 21 held, a blot on 19
>>> exercise = Exercise("enter-and-hit", Kind.PLAY, position, ("bar/23 23/19*",), Roll(4, 2),
...                     condition=Condition.HIT)
>>> feedback = check(exercise, "bar/23 23/19*")
>>> feedback.correct, feedback.message.text("en")
(True, 'bar/19* is legal and hits 1 opposing checker.')
>>> check(exercise, "bar/21/19*").message.rule.name  # the rule that stops the play
'ENTRY_BLOCKED'
>>> closed = Position.from_points({"bar": 1, 6: 14}, {1: 2, 2: 2, 3: 2, 12: 9})  # 24, 23, 22 held
>>> check(Exercise("rolls", Kind.ENTERING_ROLLS, closed, ("27",)), "27 von 36").correct
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from bgtutor.rules.color import WHITE, Color
from bgtutor.rules.cube import CubeState
from bgtutor.rules.dice import Roll
from bgtutor.rules.explain import Reason, dice_text
from bgtutor.rules.i18n import LANGUAGES, Message, Text, language
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.plays import Play
from bgtutor.rules.position import Position
from bgtutor.tutor.exercises.base import (
    Answer,
    Condition,
    ExerciseKind,
    Kind,
    Note,
    Value,
    exercise_color,
    read_play,
)
from bgtutor.tutor.exercises.cube import cube_state
from bgtutor.tutor.exercises.kinds import find_kind


@dataclass(frozen=True, slots=True)
class Exercise:
    """One exercise: the question as data; :func:`check` and :func:`truth` do the rest.

    ``answers`` are the accepted answers as text: plays in notation (:attr:`Kind.PLAY`),
    ``"yes"``/``"no"``, points like ``"23, 21"`` (``"none"`` for none), numbers,
    ``"single"``/``"gammon"``/``"backgammon"``, ``"white"``/``"black"`` or a score like ``"6-4"``.
    ``task`` and ``hint`` default to texts made from the kind (a generated task may be a catalog
    message). ``why`` teaches why the solution is right (shown with a right answer and with the
    solution); ``trap`` is a tempting wrong play whose refusal the solution explains;
    ``mistakes`` are typical wrong answers, each with what it misses (said to that answer).
    ``cube`` is the doubling cube's state a cube question asks about.
    """

    key: str
    kind: Kind
    position: Position
    answers: tuple[str, ...]
    roll: Roll | None = None
    task: Text | Message | None = None
    hint: Text | None = None
    condition: Condition = Condition.ANY
    play: str | None = None
    color: Color | None = None
    point: int | None = None
    why: Text | None = None
    trap: str | None = None
    cube: CubeState | None = None
    mistakes: tuple[tuple[str, Text], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "answers", tuple(self.answers))
        object.__setattr__(self, "mistakes", tuple(self.mistakes))
        problem = _kind(self).problem(self)
        if problem:
            raise ValueError(f"exercise {self.key!r} in {self.position.position_id()!r}: {problem}")


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: right or not, why, and the accepted answers.

    ``well_formed`` is False when the answer could not be read at all (the message then says
    what form is expected: let the learner try again without counting it).

    Every verdict has one form: right or wrong, then the message (what this answer does: the
    slip or broken rule it shows), then for a wrong answer one thing to learn (the rule or
    counting method) and, after the second wrong try, the worked solution; a right answer gets
    the exercise's ``why`` instead.
    """

    correct: bool
    message: Message
    solution: str
    well_formed: bool = True
    why: Text | None = None
    teach: tuple[Message | Text | Worked, ...] = ()
    """For a wrong answer: the rule or counting method (or what a typical wrong answer misses), and
    after repeated tries the worked solution."""

    def text(self, lang: str | None = None) -> str:
        """Verdict, message, what to learn from a wrong answer and (for a right one) the lesson."""
        lang = language(lang)
        parts = [self.message.text(lang)]
        if self.well_formed:
            parts.insert(0, Note.say("right" if self.correct else "wrong", lang))
        parts += [item.text(lang) for item in self.teach]
        if self.why is not None:
            parts.append(self.why.get(lang))
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Worked:
    """The worked solution of an exercise, shown after a second wrong try."""

    exercise: Exercise

    def text(self, lang: str | None = None) -> str:
        """The solution step by step, after a short lead-in."""
        return Note.say("worked", lang) + " " + solution_text(self.exercise, lang)


# -- checking ------------------------------------------------------------------------------


def check(exercise: Exercise, answer: str | Play | Reason, attempt: int = 1) -> Feedback:
    """Judge ``answer``, typed text or a play made on a board; never raises for anything a
    learner can type or play.

    ``attempt`` counts the learner's readable tries at this exercise (1 for the first). A wrong
    answer is told the rule or counting method that leads to the answer; from the second wrong
    try on, the worked solution as well.

    >>> from bgtutor.rules.position import Position
    >>> closed = Position.from_points({"bar": 1, 6: 14}, {1: 2, 2: 2, 3: 2, 12: 9})  # 24, 23, 22 held
    >>> rolls = Exercise("rolls", Kind.ENTERING_ROLLS, closed, ("27",))
    >>> print(check(rolls, "30").text("en"))
    Not quite. It is fewer. How to count: the checker stays out only when both dice point at
    blocked points, that is with blocked points × blocked points dancing rolls, and it comes in
    with 36 − dancing rolls.

    A count that a classic slip gives is told the slip and the rule it misses:

    >>> print(check(rolls, "9").message.text("en"))
    Those are the dancing rolls, with which the checker stays out: it comes in with the others,
    36 minus those.

    A :class:`~bgtutor.rules.moves.Play` is judged as it was played, without being written down
    and read again; its verdict is the one its notation gets:

    >>> from bgtutor.rules.exam import ExamTurn
    >>> position = Position.from_points({"bar": 1, 13: 14}, {4: 2, 6: 1, 1: 12})  # 21 held, a blot on 19
    >>> exercise = Exercise("enter-and-hit", Kind.PLAY, position, ("bar/23 23/19*",), Roll(4, 2),
    ...                     condition=Condition.HIT)
    >>> made = ExamTurn(exercise.position, exercise.roll).step(25, 23).step(23, 19)  # two clicks
    >>> check(exercise, made.play) == check(exercise, "bar/23 23/19*")
    True

    A :class:`~bgtutor.rules.explain.Reason` is a move an exam board refused at once (a rule
    forbids it on its own, :class:`bgtutor.rules.exam.Refusal`): a wrong play with that rule.

    >>> refused = ExamTurn(exercise.position, exercise.roll).refusal(25, 21)  # Black holds 21
    >>> feedback = check(exercise, refused.reason)
    >>> feedback.correct, feedback.message.rule.name, feedback.message == refused.reason
    (False, 'ENTRY_BLOCKED', True)
    """
    solution = "; ".join(exercise.answers)
    value = _read(exercise, answer)
    if isinstance(value, Note):
        return Feedback(False, value, solution, well_formed=False)
    kind = _kind(exercise)
    if isinstance(value, Reason):
        return Feedback(False, value, solution, teach=_teaching(kind, exercise, value, attempt))
    meant = _meaning(exercise, value)
    right = meant in accepted(exercise)
    message = kind.right(exercise, value) if right else kind.wrong(exercise, value)
    teach = () if right else _teaching(kind, exercise, message, attempt, meant)
    return Feedback(right, message, solution, why=exercise.why if right else None, teach=teach)


def meaning(exercise: Exercise, answer: str | Play) -> Value | None:
    """What ``answer`` means for ``exercise``; ``None`` if unreadable or an illegal play."""
    value = _read(exercise, answer)
    return None if isinstance(value, Note | Reason) else _meaning(exercise, value)


@lru_cache(maxsize=512)
def accepted(exercise: Exercise) -> frozenset[Value | None]:
    """The meanings of the stored answers, worked out once per exercise. A generated task may
    accept dozens of plays: an answer written as the engine writes a legal play is taken from the
    legal plays at once; any other form is read against the rules."""
    written: dict[str, Play] = {}
    if _kind(exercise).on_board and exercise.roll is not None:
        written = {str(play): play for play in legal_plays(exercise.position, exercise.roll)}
    return frozenset(
        _meaning(exercise, written[answer]) if answer in written else meaning(exercise, answer)
        for answer in exercise.answers
    )


def truth(exercise: Exercise) -> tuple[str, ...]:
    """The answers computed from scratch by the engine (plays in canonical notation)."""
    return _kind(exercise).truth(exercise)


def trap_reason(exercise: Exercise) -> Message | None:
    """Why the exercise's tempting wrong play is wrong (``None`` without a trap)."""
    if exercise.trap is None or exercise.roll is None:
        return None
    outcome = read_play(exercise, exercise.trap)
    if isinstance(outcome, Play):
        kind = _kind(exercise)
        if not kind.on_board or _meaning(exercise, outcome) in accepted(exercise):
            return None
        return kind.wrong(exercise, outcome)
    return outcome if isinstance(outcome, Reason) else None


# -- texts ---------------------------------------------------------------------------------


def task_text(exercise: Exercise, lang: str | None = None) -> str:
    """The task: the exercise's own, or the kind's standard wording."""
    return _own_or_kinds(exercise, exercise.task, "task", lang)


def hint_text(exercise: Exercise, lang: str | None = None) -> str:
    """A hint: the exercise's own, or the kind's standard one."""
    return _own_or_kinds(exercise, exercise.hint, "hint", lang)


def _own_or_kinds(exercise: Exercise, own: Text | Message | None, text: str, lang: str | None) -> str:
    """The exercise's own text, or the kind's standard one (catalog key ``ex-<text>-<wording>``)."""
    if own is not None:
        return own.text(lang)
    return Note.say(f"{text}-{_kind(exercise).wording(exercise)}", lang, **_task_params(exercise))


def solution_text(exercise: Exercise, lang: str | None = None) -> str:
    """The solution with its reason, for a "show the solution" button."""
    lang = language(lang)
    parts = _kind(exercise).solution(exercise, lang)
    if exercise.why is not None:
        parts.append(exercise.why.get(lang))
    trap = trap_reason(exercise)
    if trap is not None:
        parts.append(Note.say("trap", lang, trap=str(exercise.trap), why=trap.text(lang)))
    return " ".join(parts)


def build_exercise(kind: str, /, **fields: object) -> Exercise:
    """An exercise of the kind named ``kind`` (``"play"``, ``"is-legal"``, ...) from its data, as a
    lesson's data file holds it: the condition by its name, answers as a list of texts, the cube's
    state as a table (:func:`~bgtutor.tutor.exercises.cube.cube_state`), and each typical wrong
    answer as a table of the ``answer`` and what it misses in every language.

    >>> build_exercise("is-legal", key="k", position=Position.start(), answers=["no"],
    ...                roll=Roll(2, 1), play="6/8 6/7").kind
    <Kind.IS_LEGAL: 'is-legal'>
    >>> missed = {"answer": "1", "de": "Doppelt!", "en": "Twice!"}
    >>> cube = build_exercise("cube-value", key="c", position=Position.start(), answers=["2"],
    ...                       cube={"offered": True}, mistakes=[missed])
    >>> cube.cube.offered, cube.mistakes
    (True, (('1', Text(de='Doppelt!', en='Twice!')),))
    """
    data: dict[str, Any] = dict(fields)
    if "condition" in data:
        data["condition"] = Condition(data["condition"])
    data["answers"] = tuple(data.get("answers", ()))
    if isinstance(data.get("cube"), Mapping):
        data["cube"] = cube_state(data["cube"])
    if "mistakes" in data:
        data["mistakes"] = tuple(_mistake(entry) for entry in data["mistakes"])
    return Exercise(kind=find_kind(kind).name, **data)


# -- inside -------------------------------------------------------------------------------


def _teaching(
    kind: ExerciseKind, exercise: Exercise, message: Message, attempt: int, answer: Value | None = None
) -> tuple[Message | Text | Worked, ...]:
    """What a wrong answer should learn, one item: what it misses if it is one of the exercise's
    typical wrong answers (unless the kind names the slip itself), else the kind's method (unless
    the message already is the whole lesson), else for a settled question the exercise's ``why``;
    and, from the second wrong try on, the worked solution."""
    first: Message | Text | None = None
    if answer is not None and kind.slip(exercise, answer) is None:
        first = _mistakes(exercise).get(answer)
    if first is None:
        first = kind.method(exercise, message)
    if first is None and kind.settled:
        first = exercise.why
    teach: list[Message | Text | Worked] = [] if first is None else [first]
    if attempt >= 2 and kind.worked:
        teach.append(Worked(exercise))
        extra = kind.worked_extra(exercise)
        if extra is not None:
            teach.append(extra)
    return tuple(teach)


def _kind(exercise: Exercise) -> ExerciseKind:
    return find_kind(exercise.kind)


def _read(exercise: Exercise, answer: object) -> Answer | Reason | Note:
    """The answer read: a legal Play, a value, the Reason a play is illegal, or a format Note."""
    kind = _kind(exercise)
    if isinstance(answer, Reason):  # a move the board refused: its rule is the verdict
        return answer
    if isinstance(answer, Play):
        return kind.judge_play(exercise, answer)
    if not isinstance(answer, str) or not answer.strip():
        return _format_note(exercise, answer if isinstance(answer, str) else repr(answer))
    value = kind.read(exercise, answer)
    return _format_note(exercise, answer) if value is None else value


def _format_note(exercise: Exercise, text: str) -> Note:
    return Note.of(_kind(exercise).form, text=text.strip())


def _mistake(entry: object) -> tuple[str, Text]:
    """A typical wrong answer from a data file: ``{"answer": ..., <each language>: ...}``."""
    if not isinstance(entry, Mapping) or set(entry) != {"answer", *LANGUAGES}:
        raise ValueError(f"mistakes: expected the answer and a text in {', '.join(LANGUAGES)}, not {entry!r}")
    first, second = (str(entry[lang]) for lang in LANGUAGES)
    return str(entry["answer"]), Text(first, second)


def _meaning(exercise: Exercise, value: Answer) -> Value:
    return exercise.position.play(value) if isinstance(value, Play) else value


@lru_cache(maxsize=512)
def _mistakes(exercise: Exercise) -> dict[Value | None, Text]:
    """The exercise's typical wrong answers by what they mean."""
    return {meaning(exercise, answer): words for answer, words in exercise.mistakes}


def _task_params(exercise: Exercise) -> dict[str, str | int]:
    roll = exercise.roll
    winner = exercise.position.winner
    return {
        "roll": dice_text((roll.high, roll.low)) if roll else "",
        "play": exercise.play or "",
        "point": exercise.point or 0,
        "color": exercise_color(exercise),
        "winner": winner if winner is not None else WHITE,
    }
