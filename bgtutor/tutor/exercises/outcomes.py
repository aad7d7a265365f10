"""The outcomes of an exercise's board: every distinct result a learner can hand in on it.

On an exam board (:class:`bgtutor.rules.exam.ExamTurn`) a learner makes any step one die allows
on its own and may try any move the dice reach; a move a rule forbids on its own is refused at
once and judged as a wrong answer. So the results a learner can submit are each position the
allowed steps lead to (a legal play, right if the exercise accepts it; any other steps, wrong)
and each refused move (wrong), one per rule and move. :func:`board_outcomes` lists them, to
design tasks that cannot be passed by guessing: at least three outcomes, at most one in three
right.

>>> from bgtutor import Position, Roll
>>> from bgtutor.tutor.exercises.base import Condition, Kind
>>> from bgtutor.tutor.exercises.engine import Exercise
>>> position = Position.from_points({5: 1, 4: 1}, {24: 2})  # Black holds White's 1 point
>>> exercise = Exercise("k", Kind.PLAY, position, ("5/2 4/off",), Roll(5, 3), condition=Condition.BOTH_DICE)
>>> outcomes = board_outcomes(exercise)
>>> outcomes.total, outcomes.right
(6, 1)
>>> for outcome in outcomes.outcomes:
...     print(outcome)
5/2: wrong (incomplete)
5/off: wrong (must-use-both)
5/2 4/off: right
4/1: refused (blocked)
4/off: refused (higher-point)
5/2 + 2/off: refused (higher-point)
"""

from __future__ import annotations

from dataclasses import dataclass

from bgtutor.rules.exam import ExamTurn
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.position import Position
from bgtutor.tutor.exercises.base import exercise_roll
from bgtutor.tutor.exercises.engine import Exercise, check
from bgtutor.tutor.exercises.kinds import find_kind


@dataclass(frozen=True, slots=True)
class Outcome:
    """One result a learner can hand in on the board: the steps ``play`` made and whether that is
    ``right``; ``refused`` the move then tried and refused at once (always wrong), if any; ``rule``
    the rule broken (``None`` for a legal play, right or missing the task)."""

    play: str
    right: bool
    rule: Rule | None = None
    refused: str | None = None

    def __str__(self) -> str:
        if self.refused is not None:
            before = f"{self.play} + " if self.play else ""
            return f"{before}{self.refused}: refused ({self.rule})"
        verdict = "right" if self.right else "wrong"
        return f"{self.play or '(no play)'}: {verdict}" + (f" ({self.rule})" if self.rule else "")


@dataclass(frozen=True, slots=True)
class Outcomes:
    """The distinct outcomes of one exercise's board, the submitted plays first (fewest steps
    first), then the refused moves."""

    outcomes: tuple[Outcome, ...]

    @property
    def total(self) -> int:
        """How many distinct outcomes there are."""
        return len(self.outcomes)

    @property
    def right(self) -> int:
        """How many of them are right."""
        return sum(outcome.right for outcome in self.outcomes)


def board_outcomes(exercise: Exercise) -> Outcomes:
    """Every distinct result a learner can submit on ``exercise``'s board: each position reached
    by steps the board makes (judged as "Prüfen" would; handing in no steps only where no step
    is possible, as elsewhere the board asks for a move), and each move the board offers but
    refuses, once per rule and move. Only for kinds answered on the board
    (``find_kind(kind).on_board``); ValueError otherwise."""
    if not find_kind(exercise.kind).on_board:
        raise ValueError(f"{exercise.key}: a {exercise.kind} exercise is not answered on the board")
    played: dict[Position, Outcome] = {}
    refused: dict[tuple[Rule, int, int], Outcome] = {}
    seen: set[tuple[Position, tuple[int, ...]]] = set()
    layer = [ExamTurn(exercise.position, exercise_roll(exercise))]
    while layer:
        deeper: list[ExamTurn] = []
        for turn in layer:
            if (turn.current, turn.dice_left) in seen:
                continue
            seen.add((turn.current, turn.dice_left))
            written = " ".join(str(step) for step in turn.steps)
            if (turn.steps or not turn.needed) and turn.current not in played:
                feedback = check(exercise, turn.play)
                rule = feedback.message.rule if isinstance(feedback.message, Reason) else None
                played[turn.current] = Outcome(written, feedback.correct, rule)
            for src in turn.movable():
                for dst in turn.destinations(src):
                    refusal = turn.refusal(src, dst)
                    if refusal is None:
                        deeper.append(turn.step(src, dst))
                    else:
                        rule = refusal.reason.rule
                        refused.setdefault((rule, src, dst), Outcome(written, False, rule, refusal.move))
        layer = deeper
    return Outcomes((*played.values(), *refused.values()))
