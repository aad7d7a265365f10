"""A worked example: a position and roll from a seed text or a lesson, with the play it shows.

The examples themselves are data (``bgtutor/tutor/lessons/*.toml``, read by
:mod:`bgtutor.tutor.lessons.loader`); every one is in :data:`bgtutor.tutor.lessons.EXAMPLES`.

>>> from bgtutor.tutor.lessons import EXAMPLES
>>> example = EXAMPLES["bar-enter-and-hit"]
>>> example.roll, example.play
(Roll(4, 2), 'bar/23 23/19*')
"""

from __future__ import annotations

from dataclasses import dataclass

from bgtutor.rules.dice import Roll
from bgtutor.rules.i18n import Text
from bgtutor.rules.position import Position


@dataclass(frozen=True, slots=True)
class WorkedExample:
    """A position and roll, with the play shown (if any) and the seed text it comes from.

    ``captions`` are written for the example, one per frame of its stepper (the start, each step,
    the result; one for a position without a play); without them the captions are generated.
    """

    key: str
    seed: str
    position: Position
    roll: Roll | None = None
    play: str | None = None
    captions: tuple[Text, ...] = ()
