"""Exercises as data, checked by the rules engine.

An :class:`Exercise` is a position, perhaps a roll, a task and the accepted answers as text.
:func:`check` reads a learner's answer and says whether it is right and why: an illegal play
gets the engine's :class:`~bgtutor.rules.explain.Reason` (which rule), everything else a
:class:`Note`. Plays are compared by the position they lead to, never as strings; a play made on a
board reaches :func:`check` as a :class:`~bgtutor.rules.moves.Play`, a typed one as text.
:func:`truth` computes the answers from scratch; a test holds every stored answer to it.

What each :class:`Kind` of exercise does - how an answer is read, what the engine says is right,
why a wrong answer is wrong, how the task is worded - is one :class:`KindSpec` in :data:`KINDS`:
a new kind is one more entry there.

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

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import Any

from bgtutor.rules.color import WHITE, Color
from bgtutor.rules.dice import Roll
from bgtutor.rules.errors import AmbiguousPlayError, BgtutorError, IllegalPlayError, InvalidNotationError
from bgtutor.rules.exam import ExamTurn
from bgtutor.rules.explain import Reason, dice_text, step_reason
from bgtutor.rules.i18n import Message, Text, language, named, translate
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.places import BAR, OFF
from bgtutor.rules.plays import NO_PLAY, Play
from bgtutor.rules.position import Position
from bgtutor.rules.resolve import check_play
from bgtutor.rules.scoring import GameResult, ResultKind, game_result
from bgtutor.rules.turn import Turn
from bgtutor.tutor.exercise_answers import is_pass, read_number, read_points, read_result, read_yes_no
from bgtutor.tutor.teach import entering_rolls


class Kind(StrEnum):
    """What an exercise asks; the value names its texts in the catalogs (its :class:`KindSpec`
    in :data:`KINDS` says how it is read, judged and worded)."""

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


class Note(Message):
    """A message about an answer that is not a broken rule (catalog key ``ex-<key>``).

    An answer's :attr:`Feedback.message` is a Note or a :class:`~bgtutor.rules.explain.Reason`.
    """

    __slots__ = ()
    prefix = "ex-"
    home = "bgtutor.tutor"


Value = Position | frozenset[int] | int | bool | ResultKind
"""What an answer means: the position a play leads to, a set of points, a number, yes/no, a result."""
Answer = Play | Value
"""An answer as read: a legal play, or the value of any other answer."""


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
        problem = kind_spec(self.kind).problem(self)
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


def check(exercise: Exercise, answer: str | Play, attempt: int = 1) -> Feedback:
    """Judge ``answer``, typed text or a play made on a board; never raises for anything a
    learner can type or play.

    ``attempt`` counts the learner's readable tries at this exercise (1 for the first). A wrong
    answer is told the rule or counting method that leads to the answer; from the second wrong
    try on, the worked solution as well.

    >>> from bgtutor.tutor.lessons import EXERCISES
    >>> print(check(EXERCISES["dance-entering-rolls"], "30").text("en"))
    Not quite. It is fewer. How to count: the checker stays out only when both dice point at
    blocked points. Dancing rolls = blocked points × blocked points, and it comes in with
    36 − dancing rolls.

    A :class:`~bgtutor.rules.moves.Play` is judged as it was played, without being written down
    and read again; its verdict is the one its notation gets:

    >>> from bgtutor.rules.exam import ExamTurn
    >>> exercise = EXERCISES["bar-enter-and-hit"]
    >>> made = ExamTurn(exercise.position, exercise.roll).step(25, 23).step(23, 19)  # two clicks
    >>> check(exercise, made.play) == check(exercise, "bar/23 23/19*")
    True
    """
    solution = "; ".join(exercise.answers)
    value = _read(exercise, answer)
    if isinstance(value, Note):
        return Feedback(False, value, solution, well_formed=False)
    spec = kind_spec(exercise.kind)
    if isinstance(value, Reason):
        return Feedback(False, value, solution, teach=spec.teaching(exercise, value, attempt))
    right = _meaning(exercise, value) in accepted(exercise)
    message = spec.said(exercise, value, right)
    # A yes/no or result question is settled once answered: teach the lesson either way.
    settled = right or spec.settled
    teach = () if right else spec.teaching(exercise, message, attempt)
    return Feedback(right, message, solution, why=exercise.why if settled else None, teach=teach)


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
    if kind_spec(exercise.kind).on_board and exercise.roll is not None:
        written = {str(play): play for play in legal_plays(exercise.position, exercise.roll)}
    return frozenset(
        _meaning(exercise, written[answer]) if answer in written else meaning(exercise, answer)
        for answer in exercise.answers
    )


def truth(exercise: Exercise) -> tuple[str, ...]:
    """The answers computed from scratch by the engine (plays in canonical notation)."""
    return kind_spec(exercise.kind).truth(exercise)


def trap_reason(exercise: Exercise) -> Message | None:
    """Why the exercise's tempting wrong play is wrong (``None`` without a trap)."""
    if exercise.trap is None or exercise.roll is None:
        return None
    outcome = _read_play(exercise, exercise.trap)
    if isinstance(outcome, Play):
        if not kind_spec(exercise.kind).on_board or _meaning(exercise, outcome) in accepted(exercise):
            return None
        return _play_message(exercise, outcome, right=False)
    return outcome if isinstance(outcome, Reason) else None


# -- texts ---------------------------------------------------------------------------------


def task_text(exercise: Exercise, lang: str | None = None) -> str:
    """The task: the exercise's own, or the kind's standard wording."""
    lang = language(lang)
    if exercise.task is not None:
        return exercise.task.get(lang)
    variant = kind_spec(exercise.kind).variant(exercise)
    return Note.say(f"task-{variant}", lang, **_task_params(exercise, lang))


def hint_text(exercise: Exercise, lang: str | None = None) -> str:
    """A hint: the exercise's own, or the kind's standard one."""
    lang = language(lang)
    if exercise.hint is not None:
        return exercise.hint.get(lang)
    variant = kind_spec(exercise.kind).variant(exercise)
    return Note.say(f"hint-{variant}", lang, **_task_params(exercise, lang))


def solution_text(exercise: Exercise, lang: str | None = None) -> str:
    """The solution with its reason, for a "show the solution" button."""
    lang = language(lang)
    parts = kind_spec(exercise.kind).solution(exercise, lang)
    if exercise.why is not None:
        parts.append(exercise.why.get(lang))
    trap = trap_reason(exercise)
    if trap is not None:
        parts.append(Note.say("trap", lang, trap=str(exercise.trap), why=trap.text(lang)))
    return " ".join(parts)


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


# -- reading answers -----------------------------------------------------------------------


def _read(exercise: Exercise, answer: object) -> Answer | Reason | Note:
    """The answer read: a legal Play, a value, the Reason a play is illegal, or a format Note."""
    spec = kind_spec(exercise.kind)
    if isinstance(answer, Play):
        return _judge_play(exercise, answer) if spec.on_board else _format_note(exercise, str(answer))
    if not isinstance(answer, str) or not answer.strip():
        return _format_note(exercise, answer if isinstance(answer, str) else repr(answer))
    value = spec.read(exercise, answer)
    return _format_note(exercise, answer) if value is None else value


def _read_play(exercise: Exercise, text: str) -> Play | Reason | Note:
    if is_pass(text):
        text = NO_PLAY
    try:
        return check_play(exercise.position, _roll(exercise), text)
    except InvalidNotationError:
        return Note.of("format-play", text=text)
    except AmbiguousPlayError:
        return Note.of("ambiguous", text=text)


def _judge_play(exercise: Exercise, play: Play) -> Play | Reason | Note:
    """A play made step by step, as on an exam board: itself if legal, else the rule it breaks.

    Each step must be one a die allows on its own. Like a written play, the steps are legal when
    they lead where a legal play leads (a checker borne off with either die is the same play).
    """
    position, roll = exercise.position, _roll(exercise)
    try:
        made = ExamTurn(position, roll, play.steps)
        if any(position.apply_steps(legal.steps) == made.current for legal in made.legal):
            return play
        Turn(position, roll, play.steps).finish()  # raises with the rule the play breaks
    except IllegalPlayError as error:
        if isinstance(error.reason, Reason):
            return error.reason
    except BgtutorError:
        pass
    return Note.of("format-play", text=str(play))  # steps that are no move with these dice


def _format_note(exercise: Exercise, text: str) -> Note:
    return Note.of(kind_spec(exercise.kind).form, text=text.strip())


def _meaning(exercise: Exercise, value: Answer) -> Value:
    return exercise.position.play(value) if isinstance(value, Play) else value


def _typed(reader: Callable[[str], Value | None]) -> Callable[[Exercise, str], Value | None]:
    """A reader of typed answers that needs nothing of the exercise."""
    return lambda _exercise, text: reader(text)


# -- the engine's answers ------------------------------------------------------------------


def _roll(exercise: Exercise) -> Roll:
    if exercise.roll is None:
        raise ValueError(f"exercise {exercise.key!r} has no roll")
    return exercise.roll


def _color(exercise: Exercise) -> Color:
    return exercise.position.turn if exercise.color is None else exercise.color


def _off(play: Play) -> int:
    return sum(step.dst == OFF for step in play.steps)


def _points_answer(points: frozenset[int]) -> str:
    return ", ".join(str(point) for point in sorted(points, reverse=True)) or NONE


def _target(exercise: Exercise) -> int:
    """The number the first stored answer says (0 if it says none)."""
    stored = meaning(exercise, exercise.answers[0])
    return stored if isinstance(stored, int) else 0


def _more_or_fewer(exercise: Exercise, value: Answer) -> Note:
    return Note.of("more" if isinstance(value, int) and value < _target(exercise) else "fewer")


def _method(exercise: Exercise, message: Message) -> Note:
    """How to find the answer: the kind's counting method."""
    return Note.of(f"method-{exercise.kind}", color=_color(exercise))


# -- Kind.PLAY: make a play that meets the condition ----------------------------------------


def _play_truth(exercise: Exercise) -> tuple[str, ...]:
    return tuple(
        str(play) for play in legal_plays(exercise.position, _roll(exercise)) if _meets(exercise, play)
    )


def _meets(exercise: Exercise, play: Play) -> bool:
    condition = exercise.condition
    if condition is Condition.HIT:
        return play.hits > 0
    if condition is Condition.BOTH_DICE:
        return len(play.steps) == len(_roll(exercise).numbers)
    if condition is Condition.BEAR_OFF:
        return _off(play) > 0
    if condition is Condition.MAKE_POINT:
        point = exercise.point or 0
        after = exercise.position.apply_steps(play.steps)
        return exercise.position.on_roll[point] < 2 <= after.on_roll[point]
    return True


def _play_message(exercise: Exercise, play: Play, right: bool) -> Note:
    condition = exercise.condition
    if right:
        key = f"right-{condition}"
    else:
        key = "miss" if condition in (Condition.ANY, Condition.ONLY) else f"miss-{condition}"
    return Note.of(key, play=str(play), hits=play.hits, off=_off(play), point=exercise.point or 0)


def _play_said(right: bool) -> Callable[[Exercise, Answer], Message]:
    def said(exercise: Exercise, answer: Answer) -> Message:
        assert isinstance(answer, Play), answer
        return _play_message(exercise, answer, right)

    return said


def _play_hint(exercise: Exercise, message: Message) -> Message | Text | None:
    """A legal play that misses the task: how to find one that meets it (a broken rule is lesson enough)."""
    if not isinstance(message, Note):
        return None
    return exercise.hint or Note.of(f"hint-{_play_variant(exercise)}", point=exercise.point or 0)


def _play_variant(exercise: Exercise) -> str:
    return f"play-{exercise.condition}"


def _play_solution(exercise: Exercise, lang: str) -> list[str]:
    words = [str(named((("play", answer),), lang)["play"]) for answer in exercise.answers]  # (no play)
    joined = f" {Note.say('or', lang)} ".join(words)
    point = exercise.point or 0
    return [Note.say(f"solution-{exercise.condition}", lang, plays=joined, point=point)]


def _play_problem(exercise: Exercise) -> str | None:
    if exercise.condition is Condition.MAKE_POINT and not 1 <= (exercise.point or 0) <= 24:
        return "a make-point exercise needs the point (1-24)"
    return None


# -- Kind.IS_LEGAL: is this play legal? ------------------------------------------------------


def _asked(exercise: Exercise) -> Play | Reason:
    return check_play(exercise.position, _roll(exercise), str(exercise.play))


def _legal_truth(exercise: Exercise) -> tuple[str, ...]:
    return (YES if isinstance(_asked(exercise), Play) else NO,)


def _legal_explained(exercise: Exercise) -> Message:
    asked = _asked(exercise)
    return Note.of("is-legal", play=str(asked)) if isinstance(asked, Play) else asked


def _legal_solution(exercise: Exercise, lang: str) -> list[str]:
    verdict = "ex-yes" if exercise.answers == (YES,) else "ex-no"
    return [translate(verdict, lang, home=Note.home), _legal_explained(exercise).text(lang)]


def _legal_problem(exercise: Exercise) -> str | None:
    return "an is-legal exercise needs the play it asks about" if exercise.play is None else None


def _no_method(exercise: Exercise, message: Message) -> None:
    """Nothing more to learn: the message is the rule that makes the play legal or not."""
    return None


# -- Kind.ENTRY_POINTS: where can the checker on the bar enter? -----------------------------


def _entry_points(exercise: Exercise) -> frozenset[int]:
    position = exercise.position
    if exercise.roll is None:
        return frozenset(BAR - die for die in range(1, 7) if step_reason(position, BAR, die) is None)
    plays = legal_plays(position, exercise.roll)
    return frozenset(step.dst for play in plays for step in play.steps if step.src == BAR)


def _entry_truth(exercise: Exercise) -> tuple[str, ...]:
    return (_points_answer(_entry_points(exercise)),)


def _entry_explained(exercise: Exercise) -> Message:
    points = _entry_points(exercise)
    if exercise.roll is not None:
        return Note.of("entry-right", points=_points_answer(points)) if points else Note.of("entry-dance")
    blocked = frozenset(BAR - die for die in range(1, 7)) - points
    key = "open-right" if points and blocked else "open-all" if points else "open-none"
    return Note.of(key, points=_points_answer(points), blocked=_points_answer(blocked))


def _entry_wrong(exercise: Exercise, value: Answer) -> Message:
    """A point too many: why the checker cannot enter there; else that points are missing."""
    if not isinstance(value, frozenset):
        return _more_or_fewer(exercise, value)
    extra = sorted(value - _entry_points(exercise), reverse=True)
    return _entry_refusal(exercise, extra[0]) if extra else Note.of("entry-missing")


def _entry_refusal(exercise: Exercise, point: int) -> Message:
    """Why the checker on the bar cannot enter on ``point``."""
    die = BAR - point
    if not 1 <= die <= 6:
        return Note.of("entry-not-home", point=point)
    if exercise.roll is None:
        return step_reason(exercise.position, BAR, die) or Note.of("entry-missing")
    if die not in exercise.roll.numbers:
        return Note.of("entry-not-rolled", point=point, die=die)
    return Turn(exercise.position, exercise.roll).explain(BAR, point) or Note.of("entry-missing")


def _entry_variant(exercise: Exercise) -> str:
    return str(Kind.ENTRY_POINTS) if exercise.roll is not None else "open-points"


def _entry_solution(exercise: Exercise, lang: str) -> list[str]:
    """The points, and for each number rolled why it enters where it does (or not at all)."""
    parts = [_entry_explained(exercise).text(lang)]
    if exercise.roll is not None:
        turn = Turn(exercise.position, exercise.roll)
        for die in dict.fromkeys(exercise.roll.numbers):
            reason = turn.explain(BAR, BAR - die)
            parts += [reason.text(lang)] if reason is not None else []
    return parts


# -- Kind.ENTERING_ROLLS: with how many rolls does it come in? ------------------------------


def _rolls_truth(exercise: Exercise) -> tuple[str, ...]:
    return (str(entering_rolls(exercise.position)),)


def _rolls_explained(exercise: Exercise) -> Message:
    position = exercise.position
    blocked = frozenset(BAR - die for die in range(1, 7) if step_reason(position, BAR, die) is not None)
    miss, count = len(blocked) ** 2, entering_rolls(position)
    key = "rolls-right" if blocked else "rolls-all"
    return Note.of(key, points=_points_answer(blocked), blocked=len(blocked), miss=miss, count=count)


def _rolls_wrong(exercise: Exercise, value: Answer) -> Message:
    """Counting 5-6 and 6-5 once is the classic slip; else more or fewer."""
    if value == entering_rolls(exercise.position, weighted=False):
        return Note.of("rolls-distinct")
    return _more_or_fewer(exercise, value)


# -- Kind.BEAR_OFF_COUNT: how many checkers can the roll bear off? --------------------------


def _best_bear_off(exercise: Exercise) -> Play:
    return max(legal_plays(exercise.position, _roll(exercise)), key=_off)


def _bear_off_truth(exercise: Exercise) -> tuple[str, ...]:
    return (str(_off(_best_bear_off(exercise))),)


def _bear_off_explained(exercise: Exercise) -> Message:
    best = _best_bear_off(exercise)
    return Note.of("bear-off-right" if _off(best) else "bear-off-none", count=_off(best), play=str(best))


def _bear_off_steps(exercise: Exercise) -> Note:
    best = _best_bear_off(exercise)
    written = ", ".join(f"{step} ({step.die})" for step in best.steps)
    return Note.of("bear-off-steps", written=written or str(best), count=_off(best))


# -- Kind.RESULT: single game, gammon or backgammon? ---------------------------------------


def _result(exercise: Exercise) -> GameResult:
    result = game_result(exercise.position)
    assert result is not None
    return result


def _result_truth(exercise: Exercise) -> tuple[str, ...]:
    return (RESULT_WORDS[_result(exercise).kind],)


def _result_explained(exercise: Exercise) -> Message:
    return _result(exercise).reason


def _result_problem(exercise: Exercise) -> str | None:
    if exercise.color not in (None, exercise.position.winner):
        return "the colour of a result exercise is the winner"
    return None


# -- Kind.PIP_COUNT: how many pips? ---------------------------------------------------------


def _pips_truth(exercise: Exercise) -> tuple[str, ...]:
    return (str(exercise.position.pip_count(_color(exercise))),)


def _pips_explained(exercise: Exercise) -> Message:
    color = _color(exercise)
    side = exercise.position.side(color)
    terms = [f"{side[p]} × {p}" for p in range(BAR - 1, 0, -1) if side[p]]
    pips = exercise.position.pip_count(color)
    if side[BAR]:  # the bar's checkers first, the bar named in words: "1 × 25 (Bar) + 5 × 13"
        rest = "".join(f" + {term}" for term in terms)
        return Note.of("pips-right-bar", color=color, bar=side[BAR], sum=rest, pips=pips)
    return Note.of("pips-right", color=color, sum=" + ".join(terms) or "0", pips=pips)


def _pips_wrong(exercise: Exercise, value: Answer) -> Message:
    """The other side's count is the classic slip; else more or fewer."""
    other = _color(exercise).other
    if value == exercise.position.pip_count(other) != _target(exercise):
        return Note.of("pips-other", color=other)
    return _more_or_fewer(exercise, value)


def _pip_products(exercise: Exercise) -> Note:
    side = exercise.position.side(_color(exercise))
    products = [str(side[p] * p) for p in range(BAR, 0, -1) if side[p]]
    return Note.of("pips-products", products=" + ".join(products) or "0", pips=sum(map(int, products)))


# -- the kinds -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class KindSpec:
    """Everything one :class:`Kind` of exercise does, as functions of the exercise.

    Required: how a typed answer is read, the engine's answers, why the answer is what it is,
    why a wrong answer is wrong, and the form an unreadable answer should take. The rest has
    defaults that fit a question with a counted answer.
    """

    kind: Kind
    form: str
    """The note (catalog key ``ex-<form>``) for an answer that cannot be read: the form expected."""
    read: Callable[[Exercise, str], Answer | Reason | Note | None]
    """A typed answer (not blank) read: its value, for a play the Reason it is illegal; None: unreadable."""
    truth: Callable[[Exercise], tuple[str, ...]]
    """The answers worked out by the engine, as stored answers are written."""
    explain: Callable[[Exercise], Message] | None
    """Why the answer is what it is: said with a right answer and in the solution. None for a
    kind whose answer is judged by what it does (``right``, ``wrong`` and ``solve`` are then given)."""
    wrong: Callable[[Exercise, Answer], Message] | None
    """Why a readable but wrong answer is wrong (None: the explanation again)."""
    right: Callable[[Exercise, Answer], Message] | None = None
    """What a right answer is told (None: the explanation)."""
    roll: bool | None = None
    """True: the exercise needs a roll; False: it has none; None: either."""
    on_bar: bool = False
    """The side on roll needs a checker on the bar."""
    game_over: bool = False
    """True: the exercise is about a finished game; False: about a game still going on."""
    needs: Callable[[Exercise], str | None] | None = None
    """What else is wrong with an exercise's data of this kind (None: nothing)."""
    settled: bool = False
    """Settled once answered (yes/no, a result): a wrong answer is taught the lesson too."""
    method: Callable[[Exercise, Message], Message | Text | None] = _method
    """What a wrong answer learns first, given the message it got (None: nothing)."""
    worked: bool = True
    """From the second wrong try on, show the worked solution."""
    worked_extra: Callable[[Exercise], Note] | None = None
    """Shown with the worked solution: the counting step by step."""
    wording: Callable[[Exercise], str] | None = None
    """The name of the task and hint texts (``ex-task-<name>``, ``ex-hint-<name>``); None: the kind."""
    solve: Callable[[Exercise, str], list[str]] | None = None
    """The solution's first sentences in a language (None: the explanation)."""
    on_board: bool = False
    """The answer is a play, made on a board (or typed in notation)."""
    choices: tuple[tuple[str, str], ...] = ()
    """Answers offered as buttons: ``(name, stored answer)``, labelled by ``button-<name>``."""
    shows_pips: bool = True
    """The board may show the pip counts (not when counting them is the exercise)."""

    def __post_init__(self) -> None:
        if self.explain is None and None in (self.right, self.wrong, self.solve):
            raise ValueError(
                f"{self.kind}: without an explanation, say what right and wrong answers are told"
            )

    def said(self, exercise: Exercise, answer: Answer, right: bool) -> Message:
        """What a readable, legal answer is told."""
        say = self.right if right else self.wrong
        if say is not None:
            return say(exercise, answer)
        assert self.explain is not None  # __post_init__
        return self.explain(exercise)

    def teaching(
        self, exercise: Exercise, message: Message, attempt: int
    ) -> tuple[Message | Text | Worked, ...]:
        """What a wrong answer should learn: the method (unless the message already is the whole
        lesson) and, from the second wrong try on, the worked solution."""
        first = self.method(exercise, message)
        teach: list[Message | Text | Worked] = [] if first is None else [first]
        if attempt >= 2 and self.worked:
            teach.append(Worked(exercise))
            if self.worked_extra is not None:
                teach.append(self.worked_extra(exercise))
        return tuple(teach)

    def variant(self, exercise: Exercise) -> str:
        """The name of the exercise's task and hint texts in the catalogs."""
        return str(self.kind) if self.wording is None else self.wording(exercise)

    def solution(self, exercise: Exercise, lang: str) -> list[str]:
        """The solution's sentences before the exercise's own ``why`` and trap."""
        if self.solve is not None:
            return self.solve(exercise, lang)
        assert self.explain is not None  # __post_init__
        return [self.explain(exercise).text(lang)]

    def problem(self, exercise: Exercise) -> str | None:
        """What is wrong with an exercise's data, if anything (the answers are for the tests)."""
        kind, position, roll = self.kind, exercise.position, exercise.roll
        if not exercise.answers or not all(isinstance(answer, str) for answer in exercise.answers):
            return "answers must be one or more texts"
        if self.roll is True and roll is None:
            return f"a {kind} exercise needs a roll"
        if self.roll is False and roll is not None:
            return f"a {kind} exercise has no roll"
        if self.on_bar and not position.on_roll[BAR]:
            return "the side on roll needs a checker on the bar"
        if self.game_over != position.is_game_over:
            return "a result exercise needs a finished game, every other kind a game still going on"
        return None if self.needs is None else self.needs(exercise)


KINDS: tuple[KindSpec, ...] = (
    KindSpec(
        Kind.PLAY, form="format-play", read=_read_play, truth=_play_truth,
        explain=None, right=_play_said(right=True), wrong=_play_said(right=False), solve=_play_solution,
        roll=True, needs=_play_problem, method=_play_hint, wording=_play_variant, on_board=True,
    ),
    KindSpec(
        Kind.IS_LEGAL, form="format-yes-no", read=_typed(read_yes_no), truth=_legal_truth,
        explain=_legal_explained, wrong=None, solve=_legal_solution,
        roll=True, needs=_legal_problem, settled=True, method=_no_method, worked=False,
        choices=(("yes", YES), ("no", NO)),
    ),
    KindSpec(
        Kind.ENTRY_POINTS, form="format-points", read=_typed(read_points), truth=_entry_truth,
        explain=_entry_explained, wrong=_entry_wrong, solve=_entry_solution,
        on_bar=True, wording=_entry_variant,
    ),
    KindSpec(
        Kind.ENTERING_ROLLS, form="format-number", read=_typed(read_number), truth=_rolls_truth,
        explain=_rolls_explained, wrong=_rolls_wrong,
        roll=False, on_bar=True,
    ),
    KindSpec(
        Kind.BEAR_OFF_COUNT, form="format-number", read=_typed(read_number), truth=_bear_off_truth,
        explain=_bear_off_explained, wrong=_more_or_fewer,
        roll=True, worked_extra=_bear_off_steps,
    ),
    KindSpec(
        Kind.RESULT, form="format-result", read=_typed(read_result), truth=_result_truth,
        explain=_result_explained, wrong=None,
        roll=False, game_over=True, needs=_result_problem, settled=True, worked=False,
    ),
    KindSpec(
        Kind.PIP_COUNT, form="format-number", read=_typed(read_number), truth=_pips_truth,
        explain=_pips_explained, wrong=_pips_wrong,
        roll=False, worked_extra=_pip_products, shows_pips=False,
    ),
)  # fmt: skip
"""The table of kinds: one :class:`KindSpec` per :class:`Kind`."""

_BY_KIND = {spec.kind: spec for spec in KINDS}
if sorted(_BY_KIND) != sorted(Kind) or len(KINDS) != len(Kind):
    raise RuntimeError("KINDS must hold one KindSpec for every Kind")


def kind_spec(kind: Kind) -> KindSpec:
    """What exercises of ``kind`` do.

    >>> kind_spec(Kind.IS_LEGAL).choices
    (('yes', 'ja'), ('no', 'nein'))
    """
    return _BY_KIND[kind]


def build_exercise(kind: str, /, **fields: object) -> Exercise:
    """An exercise of the kind named ``kind`` (``"play"``, ``"is-legal"``, ...) from its data, as a
    lesson's data file holds it: the condition by its name, answers as a list of texts.

    >>> build_exercise("is-legal", key="k", position=Position.start(), answers=["no"],
    ...                roll=Roll(2, 1), play="6/8 6/7").kind
    <Kind.IS_LEGAL: 'is-legal'>
    """
    data: dict[str, Any] = dict(fields)
    if "condition" in data:
        data["condition"] = Condition(data["condition"])
    data["answers"] = tuple(data.get("answers", ()))
    return Exercise(kind=Kind(kind), **data)
