"""Dice: a roll of two dice, the 21 distinct rolls, and the opening roll.

>>> Roll(2, 4)
Roll(4, 2)
>>> Roll(3, 3).numbers
(3, 3, 3, 3)
>>> Roll.parse("4-2") == Roll(4, 2)
True
>>> sum(roll.weight for roll in ALL_ROLLS)
36
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from bgtutor.rules.color import Color
from bgtutor.rules.errors import InvalidRollError
from bgtutor.rules.i18n import Message

MAX_ROLL_TEXT = 40
"""The longest text :meth:`Roll.parse` reads; longer text is refused at once."""
# Read after all white space is removed, so that no part of the pattern can match white space
# in two ways: matching takes time linear in the text (the old pattern was cubic in it).
_ROLL_TEXT = re.compile(r"\(?([1-6])[-:,/x]?([1-6])\)?:?")


@dataclass(frozen=True, slots=True, order=True)
class Roll:
    """Two dice, stored larger first: ``Roll(2, 4) == Roll(4, 2)``."""

    high: int
    low: int

    def __post_init__(self) -> None:
        for die in (self.high, self.low):
            if isinstance(die, bool) or not isinstance(die, int) or not 1 <= die <= 6:
                raise InvalidRollError(
                    f"{die!r} is not a die: each die shows a whole number from 1 to 6",
                    message=Message.of("err-die", value=_shown(die)),
                )
        if self.low > self.high:
            high, low = self.low, self.high
            object.__setattr__(self, "high", high)
            object.__setattr__(self, "low", low)

    @classmethod
    def parse(cls, text: str) -> Roll:
        """Read ``"42"``, ``"4-2"``, ``"4 2"``, ``"(4, 2)"`` or ``"42:"``; white space may stand
        anywhere between the signs. Only the ASCII digits 1-6 are dice.

        >>> Roll.parse(" ( 4 , 2 ) : ")
        Roll(4, 2)
        >>> Roll.parse("4" + " " * 100 + "2")
        Traceback (most recent call last):
        ...
        bgtutor.rules.errors.InvalidRollError: '4                   '... (102 characters) is not a roll: \
        it is longer than 40 characters
        """
        if isinstance(text, str) and len(text) > MAX_ROLL_TEXT:
            raise InvalidRollError(
                f"{text[:20]!r}... ({len(text)} characters) is not a roll: "
                f"it is longer than {MAX_ROLL_TEXT} characters",
                message=Message.of(
                    "err-roll",
                    text=f"{text[:20]}…",
                    problem=Message.of("err-too-long", length=len(text), max=MAX_ROLL_TEXT),
                ),
            )
        match = _ROLL_TEXT.fullmatch("".join(text.split())) if isinstance(text, str) else None
        if match is None:
            raise InvalidRollError(
                f"{text!r} is not a roll: write two dice 1-6, for example '42' or '4-2'",
                message=Message.of("err-roll", text=_shown(text), problem=Message.of("err-roll-dice")),
            )
        return cls(int(match[1]), int(match[2]))

    @property
    def is_double(self) -> bool:
        """Both dice show the same number."""
        return self.high == self.low

    @property
    def numbers(self) -> tuple[int, ...]:
        """The numbers to play: the two dice, or four times the number of a double."""
        return (self.high,) * 4 if self.is_double else (self.high, self.low)

    @property
    def weight(self) -> int:
        """How many of the 36 ordered outcomes of two dice give this roll."""
        return 1 if self.is_double else 2

    @property
    def label(self) -> str:
        """The roll as learners write it: ``6-5``.

        >>> Roll(5, 6).label
        '6-5'
        """
        return f"{self.high}-{self.low}"

    def __repr__(self) -> str:
        return f"Roll({self.high}, {self.low})"

    def __str__(self) -> str:
        return f"{self.high}{self.low}"


def _shown(value: object) -> str:
    """Text as typed, anything else as its ``repr``: how a message quotes the input."""
    return value if isinstance(value, str) else repr(value)


ALL_ROLLS: tuple[Roll, ...] = tuple(Roll(a, b) for a in range(1, 7) for b in range(1, a + 1))
"""The 21 distinct rolls, ``Roll(1, 1)`` first."""


def roll_dice(rng: random.Random | None = None) -> Roll:
    """Throw two dice with ``rng`` (a seeded ``random.Random`` makes it reproducible)."""
    rng = rng or random.Random()
    return Roll(rng.randint(1, 6), rng.randint(1, 6))


@dataclass(frozen=True, slots=True)
class OpeningRoll:
    """The start of a game: each side throws one die until they differ.

    The side with the higher die starts and plays both dice; ``ties`` lists the thrown pairs
    (white die, black die) that showed the same number and were thrown again.
    """

    white: int
    black: int
    ties: tuple[tuple[int, int], ...] = field(default=())

    @property
    def starter(self) -> Color:
        """The side that plays first."""
        return Color.WHITE if self.white > self.black else Color.BLACK

    @property
    def roll(self) -> Roll:
        """The roll the starter plays: its own die and the opponent's."""
        return Roll(self.white, self.black)


def opening_roll(rng: random.Random | None = None) -> OpeningRoll:
    """Throw the opening roll: never a double, ties are thrown again.

    >>> opening = opening_roll(random.Random(3))
    >>> opening.white != opening.black
    True
    """
    rng = rng or random.Random()
    ties: list[tuple[int, int]] = []
    while True:
        white, black = rng.randint(1, 6), rng.randint(1, 6)
        if white != black:
            return OpeningRoll(white, black, tuple(ties))
        ties.append((white, black))
