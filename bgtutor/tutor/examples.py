"""The worked examples of the seed texts, as data the lessons and the tests share.

Every position is given in White's numbering, as the seed texts draw it: White's home board
is bottom right (points 1-6), White enters top right (points 24-19). Black's checkers that a
text does not show stand where they cannot matter (in Black's own home board).

>>> example = EXAMPLES["bar-enter-and-hit"]
>>> example.roll, example.play
(Roll(4, 2), 'bar/23 23/19*')
"""

from __future__ import annotations

from dataclasses import dataclass

from bgtutor.rules.color import WHITE
from bgtutor.rules.dice import Roll
from bgtutor.rules.position import Position


@dataclass(frozen=True, slots=True)
class WorkedExample:
    """A position and roll from a seed text, with the play the text shows (if any)."""

    key: str
    seed: str
    position: Position
    roll: Roll | None = None
    play: str | None = None


def _white_view(white: dict[int | str, int], black: dict[int | str, int]) -> Position:
    return Position.from_points(white, black, numbering=WHITE)


# Black's checkers that a text leaves out: in Black's home board (White's 19-24).
_BLACK_HOME: dict[int | str, int] = {19: 3, 20: 3, 21: 3, 22: 2, 23: 2, 24: 2}
# Black's home board closed: White's 19-24 made.
_CLOSED: dict[int | str, int] = {24: 2, 23: 2, 22: 2, 21: 2, 20: 2, 19: 2}
# A middle-game Black army for the hitting examples, leaving White's 23 open.
_BLACK_ARMY: dict[int | str, int] = {21: 2, 12: 7, 17: 3, 1: 2}

_EXAMPLES = (
    # 000: the beginner's guide
    WorkedExample("start", "000", Position.start()),
    WorkedExample("two-checkers-one-die-each", "000", Position.start(), Roll(5, 3), "8/3 6/3"),
    WorkedExample("double-four-steps", "000", Position.start(), Roll(4, 4), "24/20(2) 13/9(2)"),
    WorkedExample(
        "enter-on-three",
        "000",
        _white_view({"bar": 1, 13: 5, 8: 3, 6: 6}, {24: 2, 20: 3, 19: 2, 12: 5, 1: 3}),
        Roll(3, 1),
        "bar/22 22/21",
    ),
    WorkedExample(
        "dance",
        "000",
        _white_view({"bar": 1, 13: 5, 8: 4, 6: 5}, {24: 2, 22: 2, 21: 2, 12: 6, 1: 3}),
        Roll(3, 1),
    ),
    WorkedExample(
        "closed-board",
        "000",
        _white_view({"bar": 1, 13: 5, 8: 4, 6: 5}, {**_CLOSED, 19: 3, 1: 2}),
        Roll(6, 6),
    ),
    WorkedExample(
        "bear-off-from-highest", "000", _white_view({3: 5, 2: 5, 1: 2}, _BLACK_HOME), Roll(6, 5), "3/off(2)"
    ),
    WorkedExample(
        "bear-off-exact-point-empty", "000", _white_view({6: 3, 5: 3, 3: 3, 2: 3}, _BLACK_HOME), Roll(4, 1)
    ),
    # 001: hitting and entering from the bar
    WorkedExample(
        "hit-by-landing-not-passing",
        "001",
        _white_view({24: 2, 13: 6, 10: 1, 5: 3, 4: 3}, {8: 1, 6: 1, 1: 2, 12: 5, 17: 3, 19: 3}),
        Roll(4, 1),
        "24/23 10/6*",
    ),
    WorkedExample(
        "bar-enter-and-hit",
        "001",
        _white_view({"bar": 1, 13: 5, 8: 3, 6: 6}, {19: 1, **_BLACK_ARMY}),
        Roll(4, 2),
        "bar/23 23/19*",
    ),
    WorkedExample(
        "two-on-bar",
        "001",
        _white_view({"bar": 2, 13: 5, 8: 3, 6: 5}, {19: 1, **_BLACK_ARMY}),
        Roll(4, 2),
        "bar/23",
    ),
    WorkedExample(
        "two-on-bar-both-enter",
        "001",
        _white_view({"bar": 2, 13: 5, 8: 3, 6: 5}, {19: 1, 21: 1, 12: 5, 17: 4, 1: 2, 16: 2}),
        Roll(4, 2),
        "bar/23 bar/21*",
    ),
    WorkedExample(
        "double-from-bar",
        "001",
        _white_view({"bar": 2, 13: 5, 8: 3, 6: 5}, {19: 1, **_BLACK_ARMY}),
        Roll(3, 3),
        "bar/22(2) 13/10(2)",
    ),
    WorkedExample(
        "enter-on-crowded-point",
        "001",
        _white_view({"bar": 1, 23: 8, 13: 6}, {24: 2, 22: 2, 21: 2, 20: 2, 19: 2, 12: 5}),
        Roll(2, 2),
        "bar/23 13/11(3)",
    ),
    WorkedExample(
        "hit-and-run",
        "001",
        _white_view({24: 2, 13: 5, 9: 1, 8: 2, 6: 5}, {5: 1, 21: 2, 19: 5, 17: 3, 12: 4}),
        Roll(4, 2),
        "9/5*/3",
    ),
    WorkedExample(
        "hit-during-bear-off",
        "001",
        _white_view({"bar": 1, 6: 4, 5: 3, 4: 3, 3: 2}, {2: 1, 24: 3, 23: 3, 22: 3, 21: 3, 20: 2}),
        Roll(6, 5),
        "bar/19 19/14",
    ),
    # 002: the local app's rules summary
    WorkedExample("start-as-text", "002", Position.start()),
    # 003: bearing off, four positions and a single checker
    WorkedExample(
        "bear-off-exact", "003", _white_view({6: 2, 5: 1, 4: 2, 2: 2}, _BLACK_HOME), Roll(6, 4), "6/off 4/off"
    ),
    WorkedExample(
        "bear-off-larger-from-highest",
        "003",
        _white_view({4: 2, 2: 2, 1: 2}, _BLACK_HOME),
        Roll(6, 3),
        "4/off 4/1",
    ),
    WorkedExample(
        "bear-off-empty-point-is-not-enough",
        "003",
        _white_view({6: 1, 3: 2, 2: 1, 1: 1}, _BLACK_HOME),
        Roll(4, 2),
        "6/2 3/1",
    ),
    WorkedExample(
        "bear-off-must-use-both",
        "003",
        _white_view({5: 1, 4: 1}, {1: 2, 19: 3, 20: 3, 21: 3, 22: 2, 23: 2}),
        Roll(5, 3),
        "5/2 4/off",
    ),
    WorkedExample("bear-off-last-checker", "003", _white_view({1: 1}, _BLACK_HOME), Roll(6, 2), "1/off"),
    # 004: a short rules post
    WorkedExample(
        "bear-off-one-and-five", "004", _white_view({6: 3, 4: 2, 3: 2}, _BLACK_HOME), Roll(5, 1), "6/1 1/off"
    ),
)

EXAMPLES: dict[str, WorkedExample] = {example.key: example for example in _EXAMPLES}
"""The worked examples by key."""
