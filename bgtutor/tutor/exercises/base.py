"""What every kind of exercise builds on: the kinds' names, what an answer means, the note an
answer gets, and :class:`ExerciseKind`, the class each kind of exercise is.

A kind (:mod:`bgtutor.tutor.exercises.kinds`, the cube's :mod:`bgtutor.tutor.exercises.cube`) says
in its class attributes what its exercises' data must hold and how an answer is given, and in its
methods how an answer is read, what the engine says is right and why; the engine that asks every
kind the same way is :mod:`bgtutor.tutor.exercises.engine`.

>>> Note.of("more").text("en"), YesNo.choices
('It is more.', (('yes', 'yes'), ('no', 'no')))
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from enum import StrEnum
from typing import ClassVar, Protocol

from bgtutor.rules.color import Color
from bgtutor.rules.cube import CubeState
from bgtutor.rules.dice import Roll
from bgtutor.rules.errors import AmbiguousPlayError, InvalidNotationError
from bgtutor.rules.explain import Reason
from bgtutor.rules.i18n import Message, Text
from bgtutor.rules.places import BAR
from bgtutor.rules.plays import NO_PLAY, Play
from bgtutor.rules.position import Position
from bgtutor.rules.resolve import check_play
from bgtutor.rules.scoring import ResultKind
from bgtutor.tutor.exercises.answers import is_pass, read_number, read_yes_no


class Kind(StrEnum):
    """What an exercise asks; the value is the name of its :class:`ExerciseKind` in the registry and
    names its texts in the catalogs."""

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
    LOST_NUMBER = "lost-number"
    """Which number of the roll is lost: a die's number, none (both are played) or both (nothing moves)?"""
    DESTINATIONS = "destinations"
    """Where can the checker on ``Exercise.point`` go with the roll (a number, or more in a row)?"""
    RESULT = "result"
    """Single game, gammon or backgammon?"""
    PIP_COUNT = "pip-count"
    """The pip count of ``Exercise.color``."""
    CUBE_POINTS = "cube-points"
    """How many points the game played to the end scores with the cube in ``Exercise.cube``."""
    CUBE_PASS = "cube-pass"
    """How many points the doubler wins when the double offered is passed."""
    CUBE_MAY_DOUBLE = "cube-may-double"
    """May the side on roll double now? Answer yes or no."""
    CUBE_VALUE = "cube-value"
    """What the cube shows after the double offered is taken."""
    CUBE_OWNER = "cube-owner"
    """Who owns the cube after the double offered is taken: White or Black."""
    CUBE_SCORE = "cube-score"
    """The match score after the game played to the end, White first (``"6-4"``)."""


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


YES, NO, NONE, BOTH = "yes", "no", "none", "both"
"""Stored answers of yes/no questions, of an empty list of points (or no number lost), and of both
numbers lost: the same in every language (the buttons and texts word them, ``button-yes``)."""


class Note(Message):
    """A message about an answer that is not a broken rule (catalog key ``ex-<key>``).

    An answer's :attr:`Feedback.message` is a Note or a :class:`~bgtutor.rules.explain.Reason`.
    """

    __slots__ = ()
    prefix = "ex-"
    home = "bgtutor.tutor"


Value = Position | frozenset[int] | int | bool | ResultKind | Color | tuple[int, int]
"""What an answer means: the position a play leads to, a set of points, a number, yes/no, a result,
a colour, a match score."""
Answer = Play | Value
"""An answer as read: a legal play, or the value of any other answer."""


class Question(Protocol):
    """What a kind reads of an exercise: :class:`bgtutor.tutor.exercises.engine.Exercise` holds it (the
    kinds need not know the class, which is built on them)."""

    @property
    def key(self) -> str: ...
    @property
    def kind(self) -> Kind: ...
    @property
    def position(self) -> Position: ...
    @property
    def answers(self) -> tuple[str, ...]: ...
    @property
    def roll(self) -> Roll | None: ...
    @property
    def hint(self) -> Text | None: ...
    @property
    def condition(self) -> Condition: ...
    @property
    def play(self) -> str | None: ...
    @property
    def color(self) -> Color | None: ...
    @property
    def point(self) -> int | None: ...
    @property
    def cube(self) -> CubeState | None: ...


class ExerciseKind(ABC):
    """What one :class:`Kind` of exercise does, as methods of the exercise (one subclass per kind).

    Required: how a typed answer is read and the engine's answers. The class attributes say what
    the exercise's data must hold and how the answer is given; the other methods have defaults
    that fit a question with a counted answer: the right answer and a wrong one are told the
    explanation (:meth:`explain`), a wrong one learns the kind's method first
    (``ex-method-<name>``) and, from the second wrong try on, the worked solution.
    """

    name: ClassVar[Kind]
    """The kind's name (registry, catalogs)."""
    aliases: ClassVar[tuple[str, ...]] = ()
    """Other names the registry finds the kind by."""
    form: ClassVar[str]
    """The note (catalog key ``ex-<form>``) for an answer that cannot be read: the form expected."""
    roll: ClassVar[bool | None] = None
    """True: the exercise needs a roll; False: it has none; None: either."""
    on_bar: ClassVar[bool] = False
    """The side on roll needs a checker on the bar."""
    game_over: ClassVar[bool] = False
    """True: the exercise is about a finished game; False: about a game still going on."""
    cube: ClassVar[bool] = False
    """The exercise asks about the doubling cube's state (``Exercise.cube``)."""
    settled: ClassVar[bool] = False
    """Settled once answered (yes/no, a result): a wrong answer is taught the exercise's ``why``
    when nothing else teaches it."""
    worked: ClassVar[bool] = True
    """From the second wrong try on, show the worked solution."""
    on_board: ClassVar[bool] = False
    """The answer is a play, made on a board (or typed in notation)."""
    choices: ClassVar[tuple[tuple[str, str], ...]] = ()
    """Answers offered as buttons: ``(name, stored answer)``, labelled by ``button-<name>`` (a name
    that is a number is its own label). :meth:`offered` may make them per exercise."""
    shows_pips: ClassVar[bool] = True
    """The board may show the pip counts (not when counting them is the exercise)."""

    @abstractmethod
    def read(self, exercise: Question, text: str) -> Answer | Reason | Note | None:
        """A typed answer (not blank) read: its value, for a play the Reason it is illegal; None:
        unreadable."""

    def offered(self, exercise: Question) -> tuple[tuple[str, str], ...]:
        """The answers offered as buttons for this exercise, one to be chosen (default: :attr:`choices`)."""
        return self.choices

    def toggles(self, exercise: Question) -> tuple[str, ...]:
        """Answers offered as toggle buttons, several to be pressed (points as stored answers write
        them, ``"off"`` for bearing off); none pressed is the answer ``"none"``. Empty: typed."""
        return ()

    def judge_play(self, exercise: Question, play: Play) -> Play | Reason | Note:
        """A play made on a board: itself if legal, else the rule it breaks (a kind whose answer is
        no play: the form its answers take)."""
        return Note.of(self.form, text=str(play))

    @abstractmethod
    def truth(self, exercise: Question) -> tuple[str, ...]:
        """The answers worked out by the engine, as stored answers are written."""

    def explain(self, exercise: Question) -> Message:
        """Why the answer is what it is: said with a right answer and in the solution. A kind whose
        answer is judged by what it does overrides :meth:`right`, :meth:`wrong` and :meth:`solution`
        instead."""
        raise NotImplementedError(f"{self.name}: say what right and wrong answers are told")

    def right(self, exercise: Question, answer: Answer) -> Message:
        """What a right answer is told."""
        return self.explain(exercise)

    def wrong(self, exercise: Question, answer: Answer) -> Message:
        """Why a readable but wrong answer is wrong."""
        return self.explain(exercise)

    def slip(self, exercise: Question, answer: Answer) -> Note | None:
        """The classic slip that gives ``answer``, if the kind recognises one (None: none)."""
        return None

    def method(self, exercise: Question, message: Message) -> Message | Text | None:
        """What a wrong answer learns first, given the message it got (None: nothing)."""
        return Note.of(f"method-{self.name}", color=exercise_color(exercise))

    def worked_extra(self, exercise: Question) -> Note | None:
        """Shown with the worked solution: the counting step by step (None: nothing)."""
        return None

    def wording(self, exercise: Question) -> str:
        """The name of the task and hint texts (``ex-task-<name>``, ``ex-hint-<name>``)."""
        return str(self.name)

    def solution(self, exercise: Question, lang: str) -> list[str]:
        """The solution's sentences before the exercise's own ``why`` and trap."""
        return [self.explain(exercise).text(lang)]

    def needs(self, exercise: Question) -> str | None:
        """What else is wrong with an exercise's data of this kind (None: nothing)."""
        return None

    def more_or_fewer(self, exercise: Question, answer: Answer) -> Note:
        """A wrong count: more or fewer than the first stored answer says (0 if it says none)."""
        stored = self.read(exercise, exercise.answers[0])
        target = stored if isinstance(stored, int) else 0
        return Note.of("more" if isinstance(answer, int) and answer < target else "fewer")

    def problem(self, exercise: Question) -> str | None:
        """What is wrong with an exercise's data, if anything (the answers are for the tests)."""
        kind, position, roll = self.name, exercise.position, exercise.roll
        if not exercise.answers or not all(isinstance(answer, str) for answer in exercise.answers):
            return "answers must be one or more texts"
        if self.roll is True and roll is None:
            return f"a {kind} exercise needs a roll"
        if self.roll is False and roll is not None:
            return f"a {kind} exercise has no roll"
        if self.on_bar and not position.on_roll[BAR]:
            return "the side on roll needs a checker on the bar"
        if self.game_over != position.is_game_over:
            return (
                f"a {kind} exercise needs {'a finished game' if self.game_over else 'a game still going on'}"
            )
        if self.cube != (exercise.cube is not None):
            return f"a {kind} exercise {'needs the cube' if self.cube else 'has no cube'}"
        return self.needs(exercise)


class YesNo(ExerciseKind):
    """A question answered yes or no, a button each: the explanation (the rule that decides it) is
    the whole lesson, said with a wrong answer too."""

    form = "format-yes-no"
    settled = True
    worked = False
    choices = (("yes", YES), ("no", NO))

    def read(self, exercise: Question, text: str) -> Answer | Reason | Note | None:
        return read_yes_no(text)

    def method(self, exercise: Question, message: Message) -> None:
        """Nothing more to learn: the message is the rule that decides the question."""
        return None

    def solution(self, exercise: Question, lang: str) -> list[str]:
        return [
            Note.say("yes" if exercise.answers == (YES,) else "no", lang),
            self.explain(exercise).text(lang),
        ]


def exercise_roll(exercise: Question) -> Roll:
    """The exercise's roll (for a kind that needs one)."""
    if exercise.roll is None:
        raise ValueError(f"exercise {exercise.key!r} has no roll")
    return exercise.roll


def exercise_color(exercise: Question) -> Color:
    """The side the exercise asks about: its ``color``, else the side on roll."""
    return exercise.position.turn if exercise.color is None else exercise.color


def exercise_cube(exercise: Question) -> CubeState:
    """The cube's state a cube question asks about."""
    if exercise.cube is None:
        raise ValueError(f"exercise {exercise.key!r} has no cube")
    return exercise.cube


class Count(ExerciseKind):
    """A question answered by a number, typed in digits or words: a wrong count that a classic
    slip gives (:meth:`slips`) is told that slip and the rule it misses, any other whether the
    answer is more or fewer."""

    form = "format-number"

    def read(self, exercise: Question, text: str) -> Answer | Reason | Note | None:
        return read_number(text)

    def slips(self, exercise: Question) -> tuple[tuple[int, Note], ...]:
        """The counts classic slips give, each with the note that names the slip and the rule,
        the likelier first (none by default)."""
        return ()

    def slip(self, exercise: Question, answer: Answer) -> Note | None:
        """The slip that gives ``answer``, if one does and its count is not the right one."""
        right = self.read(exercise, exercise.answers[0])
        return next((note for count, note in self.slips(exercise) if count == answer != right), None)

    def wrong(self, exercise: Question, answer: Answer) -> Message:
        return self.slip(exercise, answer) or self.more_or_fewer(exercise, answer)


def read_play(exercise: Question, text: str) -> Play | Reason | Note:
    """A play typed for the exercise's roll: the legal play, the Reason it is illegal, or a Note on
    its form (not notation, or fitting several plays)."""
    if is_pass(text):
        text = NO_PLAY
    try:
        return check_play(exercise.position, exercise_roll(exercise), text)
    except InvalidNotationError:
        return Note.of("format-play", text=text)
    except AmbiguousPlayError:
        return Note.of("ambiguous", text=text)
