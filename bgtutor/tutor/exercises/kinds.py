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

from functools import lru_cache

from bgtutor.rules.dice import Roll
from bgtutor.rules.errors import BgtutorError, IllegalPlayError
from bgtutor.rules.exam import ExamTurn
from bgtutor.rules.explain import Reason, step_reason
from bgtutor.rules.i18n import Message, Text, named
from bgtutor.rules.moves import legal_plays, max_steps
from bgtutor.rules.places import BAR, OFF, point_name
from bgtutor.rules.plays import Play, Step
from bgtutor.rules.position import Position
from bgtutor.rules.resolve import check_play
from bgtutor.rules.scoring import GameResult, game_result
from bgtutor.rules.turn import Turn
from bgtutor.tutor.exercises.answers import read_lost, read_points, read_result
from bgtutor.tutor.exercises.base import (
    BOTH,
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
        """A legal play that misses the task: the kind's one-sentence hint how to find one that meets
        it (the exercise's own hint is for the hint button; a broken rule is lesson enough)."""
        if not isinstance(message, Note):
            return None
        return Note.of(f"hint-{self.wording(exercise)}", point=exercise.point or 0)

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

    def toggles(self, exercise: Question) -> tuple[str, ...]:
        """The six entry points, 24 to 19."""
        return tuple(str(BAR - die) for die in range(1, 7))

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

    def slips(self, exercise: Question) -> tuple[tuple[int, Note], ...]:
        """The dancing rolls given instead; 5-6 and 6-5 counted once; six rolls or eleven counted
        for each open point (one die only, or rolls with two open numbers twice)."""
        position = exercise.position
        open_points = sum(step_reason(position, BAR, die) is None for die in range(1, 7))
        return (
            (36 - entering_rolls(position), Note.of("rolls-dancing")),
            (entering_rolls(position, weighted=False), Note.of("rolls-distinct")),
            (6 * open_points, Note.of("rolls-six-each")),
            (11 * open_points, Note.of("rolls-overlap")),
        )


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

    def slips(self, exercise: Question) -> tuple[tuple[int, Note], ...]:
        """The count of a learner who bears off only with the exact number, and of one who bears
        off only from the highest occupied point ("the 6 must be cleared first")."""
        position, roll = exercise.position, exercise_roll(exercise)
        return (
            (most_off(position, roll, exact_only=True), Note.of("bear-off-exact-only")),
            (most_off(position, roll, highest_only=True), Note.of("bear-off-highest-only")),
        )

    @staticmethod
    def _best(exercise: Question) -> Play:
        return max(legal_plays(exercise.position, exercise_roll(exercise)), key=_off)


def most_off(position: Position, roll: Roll, *, exact_only: bool = False, highest_only: bool = False) -> int:
    """The most checkers the roll bears off, each number played on its own as the rules allow it
    (in any order, a number left over if it cannot be played); with ``exact_only`` a checker is
    borne off only by the exact number, with ``highest_only`` only from the highest occupied point:
    the counts of two false rules.

    >>> position = Position.from_points({6: 1, 4: 1, 2: 1}, {24: 15})
    >>> most_off(position, Roll(6, 2)), most_off(position, Roll(6, 2), highest_only=True)
    (2, 1)
    >>> most_off(Position.from_points({3: 2}, {24: 15}), Roll(5, 4), exact_only=True)
    0
    """

    def walk(position: Position, dice: tuple[int, ...]) -> int:
        best = 0
        mover = position.on_roll
        highest = max((point for point in range(1, BAR + 1) if mover[point]), default=0)
        for die in dict.fromkeys(dice):
            rest = list(dice)
            rest.remove(die)
            for src in range(BAR, 0, -1):
                if not mover[src] or step_reason(position, src, die) is not None:
                    continue
                dst = max(src - die, OFF)
                if dst == OFF and ((exact_only and die != src) or (highest_only and src != highest)):
                    continue
                hit = dst != OFF and position.opponent[BAR - dst] == 1
                after = position.apply_steps((Step(src, dst, die, hit),))
                best = max(best, (dst == OFF) + walk(after, tuple(rest)))
        return best

    return walk(position, roll.numbers)


class LostNumber(ExerciseKind):
    """Which number of the roll is lost? A die's number, ``"none"`` (both are played) or ``"both"``
    (nothing moves): the rule that both numbers are played if a play can, else the higher if it
    can be played, decides. The answer means the set of numbers lost.

    >>> from bgtutor.tutor.exercises.engine import Exercise, check
    >>> position = Position.from_points({10: 15}, {21: 2, 1: 13})  # Black holds White's 4 point
    >>> exercise = Exercise("lost", Kind.LOST_NUMBER, position, ("6",), Roll(6, 4))
    >>> LostNumber().truth(exercise), check(exercise, "6").correct
    (('6',), True)
    >>> check(exercise, "none").message.text("en")
    'No play uses both numbers here, in either order.'
    >>> check(exercise, "4").message.text("en")
    'The 4 can be played, for example 10/6.'
    """

    name = Kind.LOST_NUMBER
    form = "format-lost"
    roll = True

    def read(self, exercise: Question, text: str) -> Answer | Reason | Note | None:
        said = read_lost(text)
        numbers = frozenset(exercise_roll(exercise).numbers)
        if said is None:
            return None
        if isinstance(said, int):
            return frozenset({said})
        return numbers if said == BOTH else frozenset()

    def offered(self, exercise: Question) -> tuple[tuple[str, str], ...]:
        """The two numbers rolled, "none" and "both"."""
        roll = exercise_roll(exercise)
        return (str(roll.high), str(roll.high)), (str(roll.low), str(roll.low)), (NONE, NONE), (BOTH, BOTH)

    def truth(self, exercise: Question) -> tuple[str, ...]:
        lost = self._lost(exercise)
        if not lost:
            return (NONE,)
        return (BOTH,) if len(lost) == 2 else (str(*lost),)

    def explain(self, exercise: Question) -> Message:
        roll, lost = exercise_roll(exercise), self._lost(exercise)
        play = str(legal_plays(exercise.position, roll)[0])
        if not lost:
            return Note.of("lost-none", play=play)
        if len(lost) == 2:
            return Note.of("lost-both")
        (die,) = lost
        if die == roll.low and self._alone(exercise, roll.low):  # either alone, not both: the higher
            return Note.of("lost-low", lost=die, played=roll.high, play=play)
        return Note.of("lost-one", lost=die, played=roll.high + roll.low - die, play=play)

    def wrong(self, exercise: Question, answer: Answer) -> Message:
        """The slip the answer makes: a number not rolled, the lower number played where the higher
        must be, a number called lost that is played, or one called played that is lost."""
        assert isinstance(answer, frozenset), answer
        roll, lost = exercise_roll(exercise), self._lost(exercise)
        strange = sorted(answer - set(roll.numbers))
        if strange:
            return Note.of("lost-not-rolled", die=strange[0])
        if lost == {roll.low} and answer == {roll.high} and self._alone(exercise, roll.low):
            return Note.of("lost-higher", high=roll.high)
        for die in sorted(answer - lost, reverse=True):  # called lost, but played
            return Note.of("lost-playable", die=die, step=str(self._step(exercise, die)))
        if not answer and len(lost) == 1:
            return Note.of("lost-not-both")
        return Note.of("lost-unplayable", die=max(lost - answer))

    def needs(self, exercise: Question) -> str | None:
        roll = exercise.roll
        return (
            "a lost-number exercise needs a roll of two different numbers"
            if roll and roll.is_double
            else None
        )

    @staticmethod
    def _step(exercise: Question, die: int) -> Step:
        """A step of a legal play that plays ``die``, from a point occupied before the play if one does."""
        steps = [
            step for play in legal_plays(exercise.position, exercise_roll(exercise)) for step in play.steps
        ]
        mine = [step for step in steps if step.die == die]
        return next((step for step in mine if exercise.position.on_roll[step.src]), mine[0])

    @staticmethod
    def _alone(exercise: Question, die: int) -> bool:
        """The number can be played on its own in the exercise's position."""
        return max_steps(exercise.position, (die,)) == 1

    def _lost(self, exercise: Question) -> frozenset[int]:
        roll = exercise_roll(exercise)
        steps = len(legal_plays(exercise.position, roll)[0].steps)
        if steps == 2:
            return frozenset()
        if steps == 0:
            return frozenset(roll.numbers)
        # one number only: the higher if it can be played alone, else the lower
        return frozenset({roll.low if self._alone(exercise, roll.high) else roll.high})


class Destinations(ExerciseKind):
    """Where can the checker on ``Exercise.point`` go with the roll? Every point (``"off"`` for
    bearing off) it reaches in a legal play, after one of its numbers or more in a row: the single
    numbers and their sum where a legal play takes it there.

    >>> from bgtutor.tutor.exercises.engine import Exercise, check
    >>> position = Position.from_points({13: 2, 6: 5}, {17: 2, 24: 2})  # Black holds White's 8 point
    >>> exercise = Exercise("go", Kind.DESTINATIONS, position, ("7, 2",), Roll(6, 5), point=13)
    >>> Destinations().truth(exercise), check(exercise, "7, 2").correct
    (('7, 2',), True)
    >>> check(exercise, "8, 7, 2").message.rule.name  # the rule that keeps it from point 8
    'BLOCKED'
    >>> check(exercise, "7").message.text("en")
    'A point is still missing: the checker can also play several numbers in a row.'
    """

    name = Kind.DESTINATIONS
    form = "format-destinations"
    roll = True

    def read(self, exercise: Question, text: str) -> Answer | Reason | Note | None:
        return read_points(text, off=True)

    def toggles(self, exercise: Question) -> tuple[str, ...]:
        """Every place the checker's distance could take it, reachable or not: from the next point
        down to as far as all the numbers rolled go (and off, if that far)."""
        src = self._src(exercise)
        farthest = src - sum(exercise_roll(exercise).numbers)
        return tuple(point_name(point) for point in range(min(src - 1, 24), max(farthest, 0) - 1, -1))

    def truth(self, exercise: Question) -> tuple[str, ...]:
        return (_places_answer(self._reached(exercise)),)

    def explain(self, exercise: Question) -> Message:
        reached, src = self._reached(exercise), self._src(exercise)
        points = _places_answer(reached - {OFF})
        if not reached:
            return Note.of("dest-none", point=src)
        if OFF not in reached:
            return Note.of("dest-right", point=src, points=points)
        return Note.of("dest-right-off" if reached - {OFF} else "dest-off", point=src, points=points)

    def wrong(self, exercise: Question, answer: Answer) -> Message:
        """A place too many: the rule that keeps the checker from it; else what is missing (the sum
        of the numbers, bearing off, or just a point)."""
        assert isinstance(answer, frozenset), answer
        reached, src = self._reached(exercise), self._src(exercise)
        extra = sorted(answer - reached, reverse=True)
        if extra:
            reason = Turn(exercise.position, exercise_roll(exercise)).explain(src, extra[0])
            assert reason is not None  # a move the turn allows is the start of a legal play: reached
            return reason
        missing = reached - answer
        if OFF in missing:
            return Note.of("dest-missing-off")
        singles = {src - die for die in exercise_roll(exercise).numbers}
        return Note.of("dest-missing-sum" if missing - singles else "entry-missing")

    def needs(self, exercise: Question) -> str | None:
        point = exercise.point
        if point is None or not 1 <= point <= 24:
            return "a destinations exercise needs the point (1-24) of the checker"
        if not exercise.position.on_roll[point]:
            return f"the side on roll has no checker on {point}"
        return None

    @staticmethod
    def _src(exercise: Question) -> int:
        assert exercise.point is not None  # (needs)
        return exercise.point

    def _reached(self, exercise: Question) -> frozenset[int]:
        return reached(exercise.position, exercise_roll(exercise), self._src(exercise))


@lru_cache(maxsize=256)
def reached(position: Position, roll: Roll, src: int) -> frozenset[int]:
    """Every place (0 = off) a checker on ``src`` reaches in a legal play with ``roll``: after one
    of its numbers or more in a row, in any order of the play's steps (another checker's step may
    come first, e.g. entering from the bar).

    >>> sorted(reached(Position.start(), Roll(6, 5), 24))  # 24/18, 24/18/13; not 24/19: Black's 6 point
    [13, 18]
    """
    found: set[int] = set()
    seen: set[tuple[Position, tuple[int, ...], tuple[int, ...]]] = set()
    turns = [(Turn(position, roll), (src,) * position.on_roll[src])]
    while turns:
        turn, tracked = turns.pop()
        key = (turn.current, turn.dice_left, tracked)
        if key in seen:
            continue
        seen.add(key)
        for frm in turn.movable():
            for dst in turn.destinations(frm):
                after = turn.step(frm, dst)
                if len(after.steps) != len(turn.steps) + 1:
                    continue  # two numbers at once: their first step is explored on its own
                mine = tracked.count(frm)
                if mine:  # one of the checkers from src moves (if another stands there too: or that one)
                    moved = list(tracked)
                    moved.remove(frm)
                    if dst != OFF:
                        moved.append(dst)
                    found.add(dst)
                    turns.append((after, tuple(sorted(moved))))
                if mine < turn.current.on_roll[frm]:
                    turns.append((after, tracked))
    return frozenset(found)


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

    def slips(self, exercise: Question) -> tuple[tuple[int, Note], ...]:
        """The other side's count; the bar counted as 0 or as 24; the count in the opponent's
        numbering (each checker as 25 − its point)."""
        color, position = exercise_color(exercise), exercise.position
        side, pips = position.side(color), position.pip_count(color)
        bar = side[BAR]
        mirrored = sum(side[point] * (BAR - point) for point in range(1, BAR)) + BAR * bar
        return (
            (position.pip_count(color.other), Note.of("pips-other", color=color.other, asked=color)),
            *(((pips - BAR * bar, Note.of("pips-bar-zero", bar=bar)),) if bar else ()),
            *(((pips - bar, Note.of("pips-bar-24", bar=bar)),) if bar else ()),
            (mirrored, Note.of("pips-mirror", color=color)),
        )

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
    LostNumber(),
    Destinations(),
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


def _places_answer(places: frozenset[int]) -> str:
    """Places as a stored answer writes them: highest first, ``"off"`` for bearing off, ``"none"``."""
    return ", ".join(point_name(place) for place in sorted(places, reverse=True)) or NONE


def _off(play: Play) -> int:
    return sum(step.dst == OFF for step in play.steps)
