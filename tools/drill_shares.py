"""How far guessing gets in the training drills: for each drill, the share of its most common answer
and what a constant answer or a random legal play scores.

Run from the repository root::

    python tools/drill_shares.py [SEED] [--count 200] [--boards 50]

For each drill of :data:`bgtutor.tutor.exercises.drills.DRILLS` it makes ``--count`` tasks (the
seed as given, default 0) and prints:

- *most common answer*: the solution (every accepted answer of a task) that most tasks have, and
  the share of the tasks that have it;
- *constant*: the one answer accepted by the most tasks (a learner who always gives it) and its
  score;
- *worst kind*: the largest share one answer has among the tasks of one kind of a drill that mixes
  kinds (the yes/no side of its yes/no tasks, say);
- *random play*: over the play tasks, the mean share of the distinct legal plays (distinct by the
  position they lead to) that are right: what a random legal play scores ("-": no play tasks);
- *board play*: the mean share of right outcomes among the distinct outcomes a learner can hand in
  on a play task's board (:func:`bgtutor.tutor.exercises.outcomes.board_outcomes`: the plays its
  steps reach and the moves it refuses, each with the rule it breaks), over the first ``--boards``
  play tasks.

Answers are compared as the engine writes them (a play in canonical notation, ``yes``/``no``, a
number), so a constant typed answer is one of them. A test holds the first three to at most 60 %.
"""

from __future__ import annotations

import argparse
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import islice

from bgtutor.rules.moves import legal_plays
from bgtutor.tutor.exercises.base import Kind
from bgtutor.tutor.exercises.drills import RULES, Task, tasks
from bgtutor.tutor.exercises.outcomes import board_outcomes

BOARDS = 50
"""The play tasks of a drill whose board's outcomes are counted, by default."""


@dataclass(frozen=True, slots=True)
class Shares:
    """What guessing scores in ``count`` tasks of one drill."""

    rule: str
    count: int
    top: str
    """The most common solution (a task's accepted answers, joined by ``; ``)."""
    top_share: float
    constant: str
    """The answer accepted by the most tasks."""
    constant_share: float
    kind_share: float
    """The largest share of one answer among the tasks of one kind."""
    random_play: float | None
    """The mean share of right plays among a play task's legal plays (None: no play tasks)."""
    random_board: float | None
    """The mean share of right outcomes among a play task's outcomes on its board."""

    @property
    def worst(self) -> float:
        """The largest of the three shares a constant answer is held to."""
        return max(self.top_share, self.constant_share, self.kind_share)


def shares(rule: str, count: int = 200, seed: int = 0, boards: int | None = BOARDS) -> Shares:
    """The shares of ``count`` tasks of ``rule`` made with ``seed``."""
    return measure(rule, list(islice(tasks(rule, seed), count)), boards)


def measure(rule: str, made: Sequence[Task], boards: int | None = BOARDS) -> Shares:
    """The shares of the tasks ``made`` for ``rule``; the board's outcomes of the first ``boards``
    play tasks (None: of all; listing a double's outcomes takes a while)."""
    count = len(made)
    solutions: Counter[str] = Counter()
    accepted: Counter[str] = Counter()
    by_kind: dict[Kind, Counter[str]] = defaultdict(Counter)
    of_kind: Counter[Kind] = Counter()
    play_shares: list[float] = []
    board_shares: list[float] = []
    for task in made:
        exercise = task.exercise
        answers = set(exercise.answers)
        solutions["; ".join(exercise.answers)] += 1
        accepted.update(answers)
        by_kind[exercise.kind].update(answers)
        of_kind[exercise.kind] += 1
        if exercise.kind is Kind.PLAY:
            assert exercise.roll is not None
            legal = legal_plays(exercise.position, exercise.roll)
            play_shares.append(len(answers) / len(legal))
            if boards is None or len(board_shares) < boards:
                outcomes = board_outcomes(exercise)
                board_shares.append(outcomes.right / outcomes.total)
    top, top_count = solutions.most_common(1)[0]
    constant, constant_count = accepted.most_common(1)[0]
    kind_share = max(answers.most_common(1)[0][1] / of_kind[kind] for kind, answers in by_kind.items())
    return Shares(
        rule,
        count,
        top,
        top_count / count,
        constant,
        constant_count / count,
        kind_share,
        _mean(play_shares),
        _mean(board_shares),
    )


def _mean(shares: list[float]) -> float | None:
    return sum(shares) / len(shares) if shares else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("seed", nargs="?", type=int, default=0, help="the tasks' seed (default: 0)")
    parser.add_argument("--count", type=int, default=200, help="tasks per drill (default: 200)")
    parser.add_argument(
        "--boards", type=int, default=BOARDS, help=f"play tasks whose board is counted (default: {BOARDS})"
    )
    options = parser.parse_args()
    print(f"{options.count} tasks per drill, seed {options.seed}; the board of {options.boards} play tasks")
    print(
        f"{'drill':<20} {'most common answer':<28} {'share':>6} {'constant':<22} {'score':>6} "
        f"{'worst kind':>10} {'random play':>11} {'board play':>10}"
    )
    for rule in RULES:
        row = shares(rule, options.count, options.seed, options.boards)
        random_play, board = (
            "-" if share is None else f"{share:.0%}" for share in (row.random_play, row.random_board)
        )
        print(
            f"{row.rule:<20} {_cut(row.top, 28)} {row.top_share:>6.0%} {_cut(row.constant, 22)} "
            f"{row.constant_share:>6.0%} {row.kind_share:>10.0%} {random_play:>11} {board:>10}",
            flush=True,
        )
    return 0


def _cut(text: str, width: int) -> str:
    return (text if len(text) <= width else text[: width - 1] + "…").ljust(width)


if __name__ == "__main__":
    raise SystemExit(main())
