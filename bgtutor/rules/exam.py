"""The exam board's turn: every move the dice's distance allows is offered; the rules judge it.

:class:`bgtutor.rules.turn.Turn` offers only the moves that keep a legal play possible, so a
learner on its board can never make a wrong play. In an exercise that would give the answer
away. :class:`ExamTurn` offers every move the dice left reach from any checker of the side on
roll, also one a rule forbids on its own (landing on a blocked point, moving another checker
while one waits on the bar, bearing off before all checkers are home or with a larger number
while a higher point is occupied): such a move is not made but refused, and the refusal
(:class:`Refusal`, with the rule) is the learner's answer. A move each die allows on its own is
made, and the rules about the whole play (both dice, the higher die, all of a double) are left
to the judge, :func:`bgtutor.tutor.exercises.engine.check`.

>>> from bgtutor import Position, Roll
>>> position = Position.from_points({5: 1, 4: 1}, {24: 2})
>>> turn = ExamTurn(position, Roll(5, 3))
>>> turn.destinations(5)  # Turn offers only 2: 5/off would leave the 3 unplayable
(2, 0)
>>> turn.destinations(4)  # 4/1 lands on Black's point: offered all the same
(1, 0)
>>> turn.refusal(4, 1).reason.rule.name
'BLOCKED'
>>> turn = turn.step(5, 0)
>>> turn.steps, turn.dice_left, turn.is_complete  # the 3 cannot move the checker on 4
((Step(src=5, dst=0, die=5, hit=False),), (3,), True)
>>> turn.finish()  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
bgtutor.rules.errors.IllegalPlayError: ...
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import permutations

from bgtutor.rules.dice import Roll
from bgtutor.rules.errors import GameOverError
from bgtutor.rules.explain import Reason, Rule, dice_sequences, step_paths
from bgtutor.rules.i18n import Message
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.notation import Path, parse_paths, parse_roll_prefix
from bgtutor.rules.places import BAR, OFF, point_name
from bgtutor.rules.plays import Play, Step
from bgtutor.rules.position import Position
from bgtutor.rules.resolve import check_play
from bgtutor.rules.turn import StepwiseTurn, Turn


@dataclass(frozen=True, slots=True)
class Refusal:
    """A move an exam board offered and refused: from ``src`` to ``dst`` (after ``steps``) it
    breaks ``reason``'s rule on its own. The move is not made; the refusal is an answer.

    >>> from bgtutor import Position, Roll
    >>> refusal = ExamTurn(Position.start(), Roll(6, 5)).refusal(24, 19)
    >>> refusal.move, refusal.reason.rule.name
    ('24/19', 'BLOCKED')
    """

    steps: tuple[Step, ...]
    src: int
    dst: int
    reason: Reason

    @property
    def move(self) -> str:
        """The move tried, in notation: ``13/7``, ``bar/22``, ``3/off``."""
        return f"{point_name(self.src)}/{point_name(self.dst)}"


@dataclass(frozen=True)
class ExamTurn(StepwiseTurn):
    """The turn of the side on roll in ``position`` with ``roll``, after ``steps`` that each
    one die allows on its own (checked when built)."""

    position: Position
    roll: Roll
    steps: tuple[Step, ...] = ()
    legal: tuple[Play, ...] = field(default=(), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.position.is_game_over:
            raise GameOverError(
                f"the game is over in {self.position.position_id()!r}", message=Message.of("err-game-over")
            )
        object.__setattr__(self, "legal", legal_plays(self.position, self.roll))
        object.__setattr__(self, "steps", tuple(self.steps))
        replayed = ExamTurn._trusted(self.position, self.roll, (), self.legal)
        for step in self.steps:  # every step must be one die, allowed on its own
            replayed = replayed._checked_step(step)

    @property
    def is_complete(self) -> bool:
        """True when no further step can be made: every die is used, or no die left makes a step
        the rules allow on its own (a refused move is still offered).

        Unlike :attr:`bgtutor.rules.turn.Turn.is_complete` this says nothing about legality.
        """
        mover = self.current.on_roll
        return not any(self.allowed(src) for src in range(BAR, OFF, -1) if mover[src])

    def destinations(self, src: int) -> tuple[int, ...]:
        """Every place (0 = off) the dice left reach from the checker on ``src``, alone or
        together, highest first: also where a rule forbids the move (:meth:`refusal`), so the
        places offered do not tell which moves are allowed."""
        if not self.current.on_roll[src] or not self.dice_left:
            return ()
        return tuple(dst for dst in range(src - 1, OFF - 1, -1) if dice_sequences(self.dice_left, src, dst))

    def allowed(self, src: int) -> tuple[int, ...]:
        """The destinations of the checker on ``src`` that the rules allow on their own."""
        return tuple(dst for dst in self.destinations(src) if not isinstance(self.paths(src, dst), Reason))

    def refusal(self, src: int, dst: int) -> Refusal | None:
        """The refusal of a move offered from ``src`` to ``dst`` that a rule forbids on its own;
        ``None`` when the move is allowed or not offered (no die reaches ``dst``)."""
        if dst not in self.destinations(src):
            return None
        ways = self.paths(src, dst)
        return Refusal(self.steps, src, dst, ways) if isinstance(ways, Reason) else None

    def paths(self, src: int, dst: int) -> tuple[tuple[Step, ...], ...] | Reason:
        """The ways to move ``src`` to ``dst`` with the dice left, each step allowed on its own."""
        return step_paths(self.current, self.dice_left, src, dst)

    def _may_step(self) -> bool:
        return bool(self.dice_left)

    def finish(self) -> Position:
        """The position after the whole play, if it is a legal play; else IllegalPlayError."""
        return Turn(self.position, self.roll, self.steps).finish()

    def typed(self, text: str) -> ExamTurn | Refusal | Reason:
        """The turn with the play written in ``text`` instead of the steps so far.

        A legal play is taken as the rules engine reads it; any other text is laid out path by
        path (in the order written, else in any order that works), each leg allowed on its own,
        as clicks would do it. Otherwise the first leg refused: a :class:`Refusal` when the
        board offers that move (its rule is the answer), else the reason it is no move. Raises
        InvalidNotationError for text that is not notation, AmbiguousPlayError when a legal
        reading is ambiguous.

        >>> from bgtutor import Position, Roll
        >>> turn = ExamTurn(Position.from_points({5: 1, 4: 1}, {24: 2}), Roll(5, 3))
        >>> [str(step) for step in turn.typed("5/off").steps]  # legal alone, judged later
        ['5/off']
        >>> turn.typed("4/1").reason.rule.name  # offered, refused: an answer
        'BLOCKED'
        >>> turn.typed("5/3").text("en")
        'From 5 to 3 is 2 pips, but none of your numbers (5-3) fits, alone or together.'
        """
        written, _ = parse_roll_prefix(text)
        if written is not None and written != self.roll:
            return Reason.of(Rule.WRONG_ROLL, written=written.label, roll=self.roll.label)
        paths = parse_paths(text)
        legal = check_play(self.position, self.roll, text)
        if isinstance(legal, Play):
            return ExamTurn(self.position, self.roll, legal.steps)
        start = ExamTurn(self.position, self.roll)
        first: Refusal | Reason | None = None
        for order in dict.fromkeys(permutations(paths)):
            laid = _lay_out(start, order)
            if isinstance(laid, ExamTurn):
                return laid
            first = first or laid
        return first or legal


def _lay_out(turn: ExamTurn, paths: tuple[Path, ...]) -> ExamTurn | Refusal | Reason:
    """Play the legs of ``paths`` one after the other, as clicks would."""
    for path in paths:
        for src, dst in path.legs:
            ways = turn.paths(src, dst)
            if isinstance(ways, Reason):
                return turn.refusal(src, dst) or ways
            turn = turn._with(turn.steps + ways[0])
    return turn
