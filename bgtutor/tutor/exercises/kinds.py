"""The kinds of exercise: one class per kind, and the registry that finds a kind by its name.

Each class says, in its attributes and methods, what its exercises do (the shared engine is
:mod:`bgtutor.tutor.exercises.engine`): how a typed answer is read, what the engine says is right, why a
wrong answer is wrong, how the task is worded. :data:`KINDS` holds one of each, the board's kinds
here and the doubling cube's from :mod:`bgtutor.tutor.exercises.cube`; :func:`find_kind` looks one
up by name (or alias).

>>> find_kind("is-legal").choices
(('yes', 'yes'), ('no', 'no'))
>>> type(find_kind("pip-count")).__name__, type(find_kind("may-double")).__name__  # a name, an alias
('PipCount', 'MayDouble')
"""

from __future__ import annotations

from bgtutor.rules.errors import BgtutorError, IllegalPlayError
from bgtutor.rules.exam import ExamTurn
from bgtutor.rules.explain import Reason, step_reason
from bgtutor.rules.i18n import Message, Text, named
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.places import BAR, OFF
from bgtutor.rules.plays import Play
from bgtutor.rules.resolve import check_play
from bgtutor.rules.scoring import GameResult, game_result
from bgtutor.rules.turn import Turn
from bgtutor.tutor.exercises.answers import read_points, read_result
from bgtutor.tutor.exercises.base import (
    NO,
    NONE,
    YES,
    Answer,
    Condition,
    Count,
    ExerciseKind,
    Kind,
    Note,
    Question,
    YesNo,
    exercise_color,
    exercise_roll,
    read_play,
)
from bgtutor.tutor.exercises.cube import CUBE_KINDS
from bgtutor.tutor.teach import entering_rolls


class MakePlay(ExerciseKind):
    """Make a legal play that meets the exercise's condition, on the board or in notation."""

    name = Kind.PLAY
    form = "format-play"
    roll = True
    on_board = True

    def read(self, exercise: Question, text: str) -> Answer | Reason | Note | None:
        return read_play(exercise, text)

    def judge_play(self, exercise: Question, play: Play) -> Play | Reason | Note:
        """A play made step by step, as on an exam board: itself if legal, else the rule it breaks.

        Each step must be one a die allows on its own. Like a written play, the steps are legal when
        they lead where a legal play leads (a checker borne off with either die is the same play).
        """
        position, roll = exercise.position, exercise_roll(exercise)
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

    def truth(self, exercise: Question) -> tuple[str, ...]:
        plays = legal_plays(exercise.position, exercise_roll(exercise))
        return tuple(str(play) for play in plays if self._meets(exercise, play))

    def right(self, exercise: Question, answer: Answer) -> Message:
        assert isinstance(answer, Play), answer
        return self._said(exercise, answer, f"right-{exercise.condition}")

    def wrong(self, exercise: Question, answer: Answer) -> Message:
        assert isinstance(answer, Play), answer
        condition = exercise.condition
        key = "miss" if condition in (Condition.ANY, Condition.ONLY) else f"miss-{condition}"
        return self._said(exercise, answer, key)

    def method(self, exercise: Question, message: Message) -> Message | Text | None:
        """A legal play that misses the task: how to find one that meets it (a broken rule is
        lesson enough)."""
        if not isinstance(message, Note):
            return None
        return exercise.hint or Note.of(f"hint-{self.wording(exercise)}", point=exercise.point or 0)

    def wording(self, exercise: Question) -> str:
        return f"play-{exercise.condition}"

    def solution(self, exercise: Question, lang: str) -> list[str]:
        words = [str(named((("play", answer),), lang)["play"]) for answer in exercise.answers]  # (no play)
        joined = f" {Note.say('or', lang)} ".join(words)
        return [Note.say(f"solution-{exercise.condition}", lang, plays=joined, point=exercise.point or 0)]

    def needs(self, exercise: Question) -> str | None:
        if exercise.condition is Condition.MAKE_POINT and not 1 <= (exercise.point or 0) <= 24:
            return "a make-point exercise needs the point (1-24)"
        return None

    @staticmethod
    def _meets(exercise: Question, play: Play) -> bool:
        condition = exercise.condition
        if condition is Condition.HIT:
            return play.hits > 0
        if condition is Condition.BOTH_DICE:
            return len(play.steps) == len(exercise_roll(exercise).numbers)
        if condition is Condition.BEAR_OFF:
            return _off(play) > 0
        if condition is Condition.MAKE_POINT:
            point = exercise.point or 0
            after = exercise.position.apply_steps(play.steps)
            return exercise.position.on_roll[point] < 2 <= after.on_roll[point]
        return True

    @staticmethod
    def _said(exercise: Question, play: Play, key: str) -> Note:
        return Note.of(key, play=str(play), hits=play.hits, off=_off(play), point=exercise.point or 0)


class IsLegal(YesNo):
    """Is ``Exercise.play`` legal? Yes or no: the engine's verdict is the whole lesson."""

    name = Kind.IS_LEGAL
    roll = True

    def truth(self, exercise: Question) -> tuple[str, ...]:
        return (YES if isinstance(self._asked(exercise), Play) else NO,)

    def explain(self, exercise: Question) -> Message:
        asked = self._asked(exercise)
        return Note.of("is-legal", play=str(asked)) if isinstance(asked, Play) else asked

    def needs(self, exercise: Question) -> str | None:
        return "an is-legal exercise needs the play it asks about" if exercise.play is None else None

    @staticmethod
    def _asked(exercise: Question) -> Play | Reason:
        return check_play(exercise.position, exercise_roll(exercise), str(exercise.play))


class EntryPoints(ExerciseKind):
    """Where can the checker on the bar enter with the roll (no roll: which points are open)?"""

    name = Kind.ENTRY_POINTS
    form = "format-points"
    on_bar = True

    def read(self, exercise: Question, text: str) -> Answer | Reason | Note | None:
        return read_points(text)

    def truth(self, exercise: Question) -> tuple[str, ...]:
        return (_points_answer(self._points(exercise)),)

    def explain(self, exercise: Question) -> Message:
        points = self._points(exercise)
        if exercise.roll is not None:
            return Note.of("entry-right", points=_points_answer(points)) if points else Note.of("entry-dance")
        blocked = frozenset(BAR - die for die in range(1, 7)) - points
        key = "open-right" if points and blocked else "open-all" if points else "open-none"
        return Note.of(key, points=_points_answer(points), blocked=_points_answer(blocked))

    def wrong(self, exercise: Question, answer: Answer) -> Message:
        """A point too many: why the checker cannot enter there; else that points are missing."""
        if not isinstance(answer, frozenset):
            return self.more_or_fewer(exercise, answer)
        extra = sorted(answer - self._points(exercise), reverse=True)
        return self._refusal(exercise, extra[0]) if extra else Note.of("entry-missing")

    def wording(self, exercise: Question) -> str:
        return str(self.name) if exercise.roll is not None else "open-points"

    def solution(self, exercise: Question, lang: str) -> list[str]:
        """The points, and for each number rolled why it enters where it does (or not at all)."""
        parts = [self.explain(exercise).text(lang)]
        if exercise.roll is not None:
            turn = Turn(exercise.position, exercise.roll)
            for die in dict.fromkeys(exercise.roll.numbers):
                reason = turn.explain(BAR, BAR - die)
                parts += [reason.text(lang)] if reason is not None else []
        return parts

    @staticmethod
    def _points(exercise: Question) -> frozenset[int]:
        position = exercise.position
        if exercise.roll is None:
            return frozenset(BAR - die for die in range(1, 7) if step_reason(position, BAR, die) is None)
        plays = legal_plays(position, exercise.roll)
        return frozenset(step.dst for play in plays for step in play.steps if step.src == BAR)

    @staticmethod
    def _refusal(exercise: Question, point: int) -> Message:
        """Why the checker on the bar cannot enter on ``point``."""
        die = BAR - point
        if not 1 <= die <= 6:
            return Note.of("entry-not-home", point=point)
        if exercise.roll is None:
            return step_reason(exercise.position, BAR, die) or Note.of("entry-missing")
        if die not in exercise.roll.numbers:
            return Note.of("entry-not-rolled", point=point, die=die)
        return Turn(exercise.position, exercise.roll).explain(BAR, point) or Note.of("entry-missing")


class EnteringRolls(Count):
    """With how many of the 36 rolls does the checker on the bar come in?"""

    name = Kind.ENTERING_ROLLS
    roll = False
    on_bar = True

    def truth(self, exercise: Question) -> tuple[str, ...]:
        return (str(entering_rolls(exercise.position)),)

    def explain(self, exercise: Question) -> Message:
        position = exercise.position
        blocked = frozenset(BAR - die for die in range(1, 7) if step_reason(position, BAR, die) is not None)
        miss, count = len(blocked) ** 2, entering_rolls(position)
        key = "rolls-right" if blocked else "rolls-all"
        return Note.of(key, points=_points_answer(blocked), blocked=len(blocked), miss=miss, count=count)

    def wrong(self, exercise: Question, answer: Answer) -> Message:
        """Counting 5-6 and 6-5 once is the classic slip; else more or fewer."""
        if answer == entering_rolls(exercise.position, weighted=False):
            return Note.of("rolls-distinct")
        return self.more_or_fewer(exercise, answer)


class BearOffCount(Count):
    """How many checkers can the roll bear off at most?"""

    name = Kind.BEAR_OFF_COUNT
    roll = True

    def truth(self, exercise: Question) -> tuple[str, ...]:
        return (str(_off(self._best(exercise))),)

    def explain(self, exercise: Question) -> Message:
        best = self._best(exercise)
        return Note.of("bear-off-right" if _off(best) else "bear-off-none", count=_off(best), play=str(best))

    def worked_extra(self, exercise: Question) -> Note:
        best = self._best(exercise)
        written = ", ".join(f"{step} ({step.die})" for step in best.steps)
        return Note.of("bear-off-steps", written=written or str(best), count=_off(best))

    @staticmethod
    def _best(exercise: Question) -> Play:
        return max(legal_plays(exercise.position, exercise_roll(exercise)), key=_off)


class Result(ExerciseKind):
    """Single game, gammon or backgammon? The engine's reason is the lesson either way."""

    name = Kind.RESULT
    form = "format-result"
    roll = False
    game_over = True
    settled = True
    worked = False

    def read(self, exercise: Question, text: str) -> Answer | Reason | Note | None:
        return read_result(text)

    def truth(self, exercise: Question) -> tuple[str, ...]:
        return (self._result(exercise).kind.name.lower(),)

    def explain(self, exercise: Question) -> Message:
        return self._result(exercise).reason

    def needs(self, exercise: Question) -> str | None:
        if exercise.color not in (None, exercise.position.winner):
            return "the colour of a result exercise is the winner"
        return None

    @staticmethod
    def _result(exercise: Question) -> GameResult:
        result = game_result(exercise.position)
        assert result is not None
        return result


class PipCount(Count):
    """How many pips has ``Exercise.color`` (the side on roll if none)?"""

    name = Kind.PIP_COUNT
    roll = False
    shows_pips = False

    def truth(self, exercise: Question) -> tuple[str, ...]:
        return (str(exercise.position.pip_count(exercise_color(exercise))),)

    def explain(self, exercise: Question) -> Message:
        color = exercise_color(exercise)
        side = exercise.position.side(color)
        terms = [f"{side[p]} × {p}" for p in range(BAR - 1, 0, -1) if side[p]]
        pips = exercise.position.pip_count(color)
        if side[BAR]:  # the bar's checkers first, the bar named in words: "1 × 25 (Bar) + 5 × 13"
            rest = "".join(f" + {term}" for term in terms)
            return Note.of("pips-right-bar", color=color, bar=side[BAR], sum=rest, pips=pips)
        return Note.of("pips-right", color=color, sum=" + ".join(terms) or "0", pips=pips)

    def wrong(self, exercise: Question, answer: Answer) -> Message:
        """The other side's count is the classic slip; else more or fewer."""
        other = exercise_color(exercise).other
        position = exercise.position
        if answer == position.pip_count(other) != position.pip_count(exercise_color(exercise)):
            return Note.of("pips-other", color=other)
        return self.more_or_fewer(exercise, answer)

    def worked_extra(self, exercise: Question) -> Note:
        side = exercise.position.side(exercise_color(exercise))
        products = [str(side[p] * p) for p in range(BAR, 0, -1) if side[p]]
        return Note.of("pips-products", products=" + ".join(products) or "0", pips=sum(map(int, products)))


KINDS: tuple[ExerciseKind, ...] = (
    MakePlay(),
    IsLegal(),
    EntryPoints(),
    EnteringRolls(),
    BearOffCount(),
    Result(),
    PipCount(),
    *CUBE_KINDS,
)
"""The registry: one kind of every :class:`~bgtutor.tutor.exercises.base.Kind`, in teaching order."""

_BY_NAME = {str(kind.name): kind for kind in KINDS} | {
    alias: kind for kind in KINDS for alias in kind.aliases
}
if sorted(str(kind.name) for kind in KINDS) != sorted(Kind):
    raise RuntimeError("KINDS must hold one kind for every Kind")


def find_kind(name: str) -> ExerciseKind:
    """The kind named ``name`` (a :class:`~bgtutor.tutor.exercises.base.Kind` or one of its aliases).

    >>> find_kind("nonsense")
    Traceback (most recent call last):
    ...
    ValueError: unknown exercise kind: 'nonsense'
    """
    try:
        return _BY_NAME[name]
    except KeyError:
        raise ValueError(f"unknown exercise kind: {name!r}") from None


def _points_answer(points: frozenset[int]) -> str:
    """Points as a stored answer is written: highest first, ``"none"`` for none."""
    return ", ".join(str(point) for point in sorted(points, reverse=True)) or NONE


def _off(play: Play) -> int:
    return sum(step.dst == OFF for step in play.steps)
