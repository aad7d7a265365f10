"""The exam board's turn: every step one die allows on its own; the whole play is judged later.

:class:`bgtutor.rules.turn.Turn` refuses a step that is legal alone but spoils the other die, so a
learner on its board can never make a wrong play. In an exercise that would give the answer
away. :class:`ExamTurn` accepts every step that one die allows by itself - the landing point is
not blocked, a checker on the bar enters first, bearing off only with all checkers home and
with the exact number or from the highest point - and leaves the rules about the whole play
(both dice, the higher die, all of a double) to the judge, :func:`bgtutor.tutor.exercises.check`.

>>> from bgtutor import Position, Roll
>>> position = Position.from_points({5: 1, 4: 1}, {24: 2})
>>> turn = ExamTurn(position, Roll(5, 3))
>>> turn.destinations(5)  # Turn offers only 2: 5/off would leave the 3 unplayable
(2, 0)
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
from bgtutor.rules.errors import BgtutorError, GameOverError, IllegalPlayError
from bgtutor.rules.explain import Reason, Rule, step_paths
from bgtutor.rules.moves import Play, Step, legal_plays
from bgtutor.rules.notation import Path, parse_paths, parse_roll_prefix
from bgtutor.rules.position import BAR, Position
from bgtutor.rules.resolve import check_play
from bgtutor.rules.turn import Turn


@dataclass(frozen=True)
class ExamTurn:
    """The turn of the side on roll in ``position`` with ``roll``, after ``steps`` that each
    one die allows on its own (checked when built)."""

    position: Position
    roll: Roll
    steps: tuple[Step, ...] = ()
    legal: tuple[Play, ...] = field(default=(), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.position.is_game_over:
            raise GameOverError(f"the game is over in {self.position.position_id()!r}")
        object.__setattr__(self, "legal", legal_plays(self.position, self.roll))
        object.__setattr__(self, "steps", tuple(self.steps))
        dice, here = list(self.roll.steps), self.position
        for step in self.steps:  # every step must be one die, allowed on its own
            ways = step_paths(here, tuple(dice), step.src, step.dst)
            if isinstance(ways, Reason):
                raise IllegalPlayError(f"{step} is not allowed on its own here: {ways.text('en')}", ways)
            if (step,) not in ways:
                raise BgtutorError(f"{step!r} does not match the dice or the board: expected one of {ways}")
            dice.remove(step.die)
            here = here.apply_steps((step,))

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
        left = list(self.roll.steps)
        for step in self.steps:
            left.remove(step.die)
        return tuple(left)

    @property
    def is_complete(self) -> bool:
        """True when no further step can be made: every die is used, or none left can move.

        Unlike :attr:`bgtutor.rules.turn.Turn.is_complete` this says nothing about legality.
        """
        return not self.movable()

    @property
    def play(self) -> Play:
        """The steps so far as a play."""
        return Play(self.steps)

    def paths(self, src: int, dst: int) -> tuple[tuple[Step, ...], ...] | Reason:
        """The ways to move ``src`` to ``dst`` with the dice left, each step allowed on its own."""
        return step_paths(self.current, self.dice_left, src, dst)

    def explain(self, src: int, dst: int) -> Reason | None:
        """Why moving ``src`` to ``dst`` now is not allowed by the dice left; ``None`` when it is."""
        ways = self.paths(src, dst)
        return ways if isinstance(ways, Reason) else None

    def step(self, src: int, dst: int) -> ExamTurn:
        """Move a checker from ``src`` to ``dst`` (one or more dice), or raise IllegalPlayError."""
        ways = self.paths(src, dst)
        if isinstance(ways, Reason):
            raise IllegalPlayError(
                f"moving {src}/{dst} is not allowed in {self.position.position_id()!r} "
                f"with {self.roll}: {ways.text('en')}",
                ways,
            )
        return ExamTurn(self.position, self.roll, self.steps + ways[0])

    def destinations(self, src: int) -> tuple[int, ...]:
        """Every point (0 = off) the checker on ``src`` may move to now, highest first."""
        if not self.current.on_roll[src] or not self.dice_left:
            return ()
        return tuple(dst for dst in range(src - 1, -1, -1) if not isinstance(self.paths(src, dst), Reason))

    def movable(self) -> tuple[int, ...]:
        """The points (25 = bar) holding a checker that may move now, highest first."""
        mover = self.current.on_roll
        return tuple(src for src in range(BAR, 0, -1) if mover[src] and self.destinations(src))

    def undo(self) -> ExamTurn:
        """Take back the last step."""
        return ExamTurn(self.position, self.roll, self.steps[:-1])

    def finish(self) -> Position:
        """The position after the whole play, if it is a legal play; else IllegalPlayError."""
        return Turn(self.position, self.roll, self.steps).finish()

    def typed(self, text: str) -> ExamTurn | Reason:
        """The turn with the play written in ``text`` instead of the steps so far.

        A legal play is taken as the rules engine reads it; any other text is laid out path by
        path (in the order written, else in any order that works), each leg allowed on its own,
        as clicks would do it. Otherwise the reason the first leg is refused. Raises
        InvalidNotationError for text that is not notation, AmbiguousPlayError when a legal
        reading is ambiguous.

        >>> from bgtutor import Position, Roll
        >>> turn = ExamTurn(Position.from_points({5: 1, 4: 1}, {24: 2}), Roll(5, 3))
        >>> [str(step) for step in turn.typed("5/off").steps]  # legal alone, judged later
        ['5/off']
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
        first: Reason | None = None
        for order in dict.fromkeys(permutations(paths)):
            laid = _lay_out(start, order)
            if isinstance(laid, ExamTurn):
                return laid
            first = first or laid
        return first or legal


def _lay_out(turn: ExamTurn, paths: tuple[Path, ...]) -> ExamTurn | Reason:
    """Play the legs of ``paths`` one after the other, as clicks would."""
    for path in paths:
        for src, dst in path.legs:
            ways = turn.paths(src, dst)
            if isinstance(ways, Reason):
                return ways
            turn = ExamTurn(turn.position, turn.roll, turn.steps + ways[0])
    return turn
