"""A turn played step by step, refusing every step that breaks a rule.

:class:`Turn` is what a board widget needs: the steps made so far, the dice left, the
destinations a checker may reach, and for any other click the rule that forbids it -
including a step that is legal alone but leaves no way to finish a legal play.

>>> from bgtutor import Position, Roll
>>> turn = Turn(Position.from_points({"bar": 1, 13: 14}, {4: 2, 6: 1, 1: 12}), Roll(4, 2))
>>> turn.destinations(25)
(23, 19)
>>> turn.explain(25, 21).text("en")
'With the 4 you would enter on point 21, but 2 opposing checkers block it.'
>>> turn = turn.step(25, 23).step(23, 19)
>>> str(turn.play), turn.is_complete
('bar/19*', True)

Building a ``Turn`` checks everything it is given, ``legal`` included, so the constructor is no
way around the rules; the turn's own methods extend it through a private, trusted path.

>>> from bgtutor.rules.plays import Step
>>> Turn(Position.start(), Roll(6, 5), (Step(6, 1, 5), Step(1, 0, 6)))  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
bgtutor.rules.errors.IllegalPlayError: 6/1 is not a legal step here: ...
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Self

from bgtutor.rules.dice import Roll
from bgtutor.rules.errors import (
    GameOverError,
    IllegalPlayError,
    InvalidNotationError,
    InvalidPositionError,
    InvalidRollError,
)
from bgtutor.rules.explain import Reason, Rule, dice_text, incomplete_reason, step_paths
from bgtutor.rules.i18n import Message
from bgtutor.rules.moves import legal_plays, max_steps
from bgtutor.rules.places import BAR
from bgtutor.rules.plays import Play, Step
from bgtutor.rules.position import Position


class StepwiseTurn:
    """What every turn played step by step shares: the steps so far, the dice left, where a
    checker may go and why not. A subclass says which ways of a move it allows (:meth:`paths`),
    whether another step may follow (:meth:`_may_step`) and how it is rebuilt (:meth:`_with`)."""

    position: Position
    roll: Roll
    steps: tuple[Step, ...]
    legal: tuple[Play, ...]

    @property
    def needed(self) -> int:
        """How many steps every legal play of this roll has (0: no legal step at all)."""
        return len(self.legal[0].steps)

    @property
    def current(self) -> Position:
        """The position after the steps so far, the same side still on roll."""
        return self.position.apply_steps(self.steps)

    @property
    def dice_left(self) -> tuple[int, ...]:
        """The numbers still to play (larger first)."""
        return _without(self.roll.numbers, [step.die for step in self.steps])

    @property
    def play(self) -> Play:
        """The steps so far as a play."""
        return Play(self.steps)

    def paths(self, src: int, dst: int) -> tuple[tuple[Step, ...], ...] | Reason:
        """The ways to move ``src`` to ``dst`` this turn allows, or why none is allowed."""
        raise NotImplementedError

    def _may_step(self) -> bool:
        raise NotImplementedError

    @classmethod
    def _trusted(
        cls, position: Position, roll: Roll, steps: tuple[Step, ...], legal: tuple[Play, ...]
    ) -> Self:
        """Build without checking: only for steps already checked against ``legal``."""
        turn = object.__new__(cls)
        for name, value in (("position", position), ("roll", roll), ("steps", steps), ("legal", legal)):
            object.__setattr__(turn, name, value)
        return turn

    def _with(self, steps: tuple[Step, ...]) -> Self:
        return self._trusted(self.position, self.roll, steps, self.legal)

    def explain(self, src: int, dst: int) -> Reason | None:
        """Why moving ``src`` to ``dst`` now is not allowed; ``None`` when it is."""
        ways = self.paths(src, dst)
        return ways if isinstance(ways, Reason) else None

    def step(self, src: int, dst: int) -> Self:
        """Move a checker from ``src`` to ``dst`` (one or more dice), or raise IllegalPlayError."""
        ways = self.paths(src, dst)
        if isinstance(ways, Reason):
            raise IllegalPlayError(
                f"moving {src}/{dst} is not allowed in {self.position.position_id()!r} "
                f"with {self.roll}: {ways.text('en')}",
                ways,
            )
        return self._with(self.steps + ways[0])

    def _checked_step(self, step: Step) -> Self:
        """This turn after ``step``, which must be one of the allowed ways of its move."""
        ways = self.paths(step.src, step.dst)
        if isinstance(ways, Reason):
            raise IllegalPlayError(f"{step} is not a legal step here: {ways.text('en')}", ways)
        if (step,) not in ways:
            alone = (
                step_paths(self.current, (step.die,), step.src, step.dst)
                if step.die in self.dice_left
                else ()
            )
            spoils = self._completion_reason((step,)) if alone == ((step,),) else None
            if spoils is None:  # its die is not left or does not make it, or its hit flag is wrong
                raise InvalidNotationError(
                    f"{step!r} is no move with the dice left {self.dice_left} here: expected one of {ways}",
                    message=Message.of("err-step-dice", step=str(step), dice=dice_text(self.dice_left)),
                )
            raise IllegalPlayError(f"{step} is not a legal step here: {spoils.text('en')}", spoils)
        return self._with((*self.steps, step))

    def _completion_reason(self, more: tuple[Step, ...], finished: bool = False) -> Reason | None:
        """Why ``steps + more`` cannot become a legal play; ``None`` if it can, or if the whole play
        is judged later (an exam's turn)."""
        return None

    def destinations(self, src: int) -> tuple[int, ...]:
        """Every point (0 = off) the checker on ``src`` may move to now, highest first."""
        if not self.current.on_roll[src] or not self._may_step():
            return ()
        return tuple(dst for dst in range(src - 1, -1, -1) if not isinstance(self.paths(src, dst), Reason))

    def movable(self) -> tuple[int, ...]:
        """The points (25 = bar) holding a checker that may move now, highest first."""
        mover = self.current.on_roll
        return tuple(src for src in range(BAR, 0, -1) if mover[src] and self.destinations(src))

    def undo(self) -> Self:
        """Take back the last step."""
        return self._with(self.steps[:-1])


@dataclass(frozen=True)
class Turn(StepwiseTurn):
    """The turn of the side on roll in ``position`` with ``roll``, after ``steps``.

    ``legal`` may be left out; if given, it must be the legal plays (it is checked, not trusted).
    """

    position: Position
    roll: Roll
    steps: tuple[Step, ...] = ()
    legal: tuple[Play, ...] = field(default=(), repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.position, Position):
            raise InvalidPositionError(
                f"{self.position!r} is not a Position",
                message=Message.of("err-not-position", value=repr(self.position)),
            )
        if not isinstance(self.roll, Roll):
            raise InvalidRollError(
                f"{self.roll!r} is not a Roll", message=Message.of("err-not-roll", value=repr(self.roll))
            )
        if self.position.is_game_over:
            raise GameOverError(
                f"the game is over in {self.position.position_id()!r}", message=Message.of("err-game-over")
            )
        legal = _legal_plays(self.position, self.roll)
        if self.legal and tuple(self.legal) != legal:
            raise IllegalPlayError(
                f"the plays given as legal are not the legal plays of {self.roll} in "
                f"{self.position.position_id()!r}: leave 'legal' out",
                Reason.of(Rule.MUST_MOVE, example=str(legal[0])),
            )
        object.__setattr__(self, "legal", legal)
        steps = tuple(self.steps)
        replayed = Turn._trusted(self.position, self.roll, (), legal)
        for step in steps:  # steps given from outside are checked one by one
            if not isinstance(step, Step):
                raise InvalidNotationError(
                    f"{step!r} is not a Step", message=Message.of("err-not-step", value=repr(step))
                )
            replayed = replayed._checked_step(step)
        object.__setattr__(self, "steps", steps)

    @property
    def is_complete(self) -> bool:
        """True when the steps form a whole legal play."""
        return len(self.steps) == self.needed

    def paths(self, src: int, dst: int) -> tuple[tuple[Step, ...], ...] | Reason:
        """The ways to move ``src`` to ``dst`` that still allow a legal play, or why none does."""
        ways = step_paths(self.current, self.dice_left, src, dst)
        if isinstance(ways, Reason):
            return ways
        good = tuple(way for way in ways if self._completion_reason(way) is None)
        return good or self._completion_reason(ways[0]) or Reason.of(Rule.NO_DICE_LEFT)

    def finish(self) -> Position:
        """The position after the whole play, with the opponent on roll."""
        if not self.is_complete:
            reason = self._completion_reason((), finished=True)
            assert reason is not None
            raise IllegalPlayError(f"the play is not finished: {reason.text('en')}", reason)
        return self.current.swap()

    def _may_step(self) -> bool:
        return len(self.steps) < self.needed

    def _completion_reason(self, more: tuple[Step, ...], finished: bool = False) -> Reason | None:
        """Why ``steps + more`` cannot become a legal play; ``None`` if it can.

        With ``finished``, the steps must already be the whole play.
        """
        steps = self.steps + more
        if len(steps) > self.needed:
            return Reason.of(Rule.NO_DICE_LEFT)
        left = _without(self.roll.numbers, [step.die for step in steps])
        possible = max_steps(self.position.apply_steps(steps), left)
        if len(steps) + possible < self.needed:
            # Only with two different dice can a legal step spoil the rest: with a double, every
            # legal sequence of steps extends to a longest one (tested), so MUST_USE_MAX is a
            # safety net for steps given from outside.
            example = str(self.example(steps))
            if self.roll.is_double:
                return Reason.of(Rule.MUST_USE_MAX, count=self.needed, played=len(steps), example=example)
            return Reason.of(Rule.MUST_USE_BOTH, die=left[0], example=example)
        must = self.legal[0].steps[0].die if self.needed == 1 and not self.roll.is_double else 0
        if must and steps and steps[0].die != must:
            return Reason.of(Rule.MUST_USE_LARGER, die=must, example=str(self.example(steps)))
        if finished and len(steps) < self.needed:
            if not steps and self.legal[0].steps:
                return Reason.of(Rule.MUST_MOVE, example=str(self.example()))
            still = left[: self.needed - len(steps)]  # only as many numbers as can still be played
            return incomplete_reason(self.position.apply_steps(steps), still)
        return None

    def example(self, steps: tuple[Step, ...] = ()) -> Play:
        """A legal play, preferably one moving the same checkers as ``steps``."""
        wanted = Counter(step.src for step in steps)
        return max(self.legal, key=lambda play: sum((wanted & Counter(s.src for s in play.steps)).values()))


@lru_cache(maxsize=256)
def _legal_plays(position: Position, roll: Roll) -> tuple[Play, ...]:
    """The legal plays, remembered: a board rebuilds its turn at every click."""
    return legal_plays(position, roll)


def _without(dice: tuple[int, ...], used: list[int]) -> tuple[int, ...]:
    left = list(dice)
    for die in used:
        left.remove(die)
    return tuple(left)
