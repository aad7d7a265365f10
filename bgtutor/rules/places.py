"""Places on the board and the two numberings: the one module that turns one into the other.

Each side numbers the points from its own home board, so its point ``p`` is the other side's
``25 - p`` (:func:`mirror`). The rules, notation and the board all speak in the numbering of the
side on roll (the mover); only the picture is drawn from White's side, and the board's geometry
turns a place into a drawn point (``BoardGeometry.drawn``, with :func:`seen_by`). A :data:`Place`
is where a click, a mark or an arrow can be: a point 1-24, ``"bar"`` or ``"off"`` (the mover's
bar and tray); notation writes the bar as :data:`BAR` (25) and off as :data:`OFF` (0).

>>> from bgtutor.rules.color import BLACK, WHITE
>>> mirror(1), mirror(19), mirror("bar"), mirror(OFF)
(24, 6, 'bar', 0)
>>> place(BAR), place(OFF), place(13), number("bar"), number(13)
('bar', 'off', 13, 25, 13)
>>> seen_by(8, BLACK, WHITE), seen_by(8, WHITE, WHITE), seen_by("off", BLACK, WHITE)
(17, 8, 'off')
>>> point_name(BAR), point_name("off"), point_name(7)
('bar', 'off', '7')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol, TypeGuard, overload

from bgtutor.rules.color import Color

__all__ = [
    "BAR",
    "OFF",
    "POINTS",
    "Place",
    "check_place",
    "mirror",
    "number",
    "place",
    "point_name",
    "seen_by",
    "step_places",
]

OFF = 0
"""The notation number of off (the tray), and the index of borne-off checkers in a side's counts."""
BAR = 25
"""The notation number of the bar, and its index in a side's counts."""

Place = int | str
"""A place on the board in the mover's numbering: a point 1-24, ``"bar"`` or ``"off"``."""

POINTS = range(1, 25)
"""The points, in any side's numbering."""

_NUMBERS: dict[str, int] = {"bar": BAR, "off": OFF}


class _Step(Protocol):
    """A step as :class:`bgtutor.rules.plays.Step` has it (not imported: plays imports this module
    for the point names)."""

    @property
    def src(self) -> int: ...

    @property
    def dst(self) -> int: ...


def _is_point(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 24


@overload
def mirror(place: int) -> int: ...
@overload
def mirror(place: str) -> str: ...
def mirror(place: Place) -> Place:
    """The same place in the other side's numbering: point ``p`` is ``25 - p``; the bar and off
    (as words or as 25 and 0) and anything that is not a point stay as they are.

    >>> [mirror(p) for p in (1, 6, 13, 24, BAR, "off")]
    [24, 19, 12, 1, 25, 'off']
    """
    return BAR - place if _is_point(place) else place


@overload
def seen_by(place: int, numbering: Color, side: Color) -> int: ...
@overload
def seen_by(place: str, numbering: Color, side: Color) -> str: ...
def seen_by(place: Place, numbering: Color, side: Color) -> Place:
    """``place``, numbered from ``numbering``'s side, as ``side`` numbers it.

    >>> from bgtutor.rules.color import BLACK, WHITE
    >>> seen_by(24, WHITE, BLACK), seen_by(24, BLACK, BLACK), seen_by("bar", WHITE, BLACK)
    (1, 24, 'bar')
    """
    return place if numbering is side else mirror(place)


def place(number: int) -> Place:
    """The place a notation number stands for: 25 is ``"bar"``, 0 is ``"off"``, 1-24 a point.

    >>> place(25), place(0), place(6)
    ('bar', 'off', 6)
    >>> place(26)
    Traceback (most recent call last):
    ...
    ValueError: 26 is not a place: use 0 (off), 1-24 or 25 (bar)
    """
    if isinstance(number, bool) or not isinstance(number, int) or not OFF <= number <= BAR:
        raise ValueError(f"{number!r} is not a place: use 0 (off), 1-24 or 25 (bar)")
    return "bar" if number == BAR else "off" if number == OFF else number


def number(place: Place) -> int:
    """The notation number of a place: ``"bar"`` is 25, ``"off"`` 0, a point its number.

    >>> number("bar"), number("off"), number(24)
    (25, 0, 24)
    """
    checked = check_place(place)
    return _NUMBERS[checked] if isinstance(checked, str) else checked


def check_place(place: object) -> Place:
    """``place`` if it is a point 1-24, ``"bar"`` or ``"off"``; else a ValueError.

    >>> check_place("bar"), check_place(7)
    ('bar', 7)
    >>> check_place(0)
    Traceback (most recent call last):
    ...
    ValueError: 0 is not a place: use 1-24, 'bar' or 'off'
    """
    if place in _NUMBERS:
        return str(place)
    if _is_point(place):
        return place
    raise ValueError(f"{place!r} is not a place: use 1-24, 'bar' or 'off'")


def point_name(point: int | str) -> str:
    """How notation names a place, in every language: ``25`` → ``bar``, ``0`` → ``off``,
    otherwise the number (a place given as a word is that word). A sentence names the bar and off
    in its language's words instead (:func:`bgtutor.rules.i18n.place_word`: "auf der Bar").

    >>> point_name(25), point_name(0), point_name(13), point_name("bar")
    ('bar', 'off', '13', 'bar')
    """
    return "bar" if point == BAR else "off" if point == OFF else str(point)


def step_places(
    steps: Iterable[_Step], mover: Color, numbering: Color | None = None
) -> list[tuple[Place, Place]]:
    """``mover``'s steps (notation numbers, its own numbering) as (from, to) places in
    ``numbering``'s numbers; by default the mover's own, as the board draws arrows.

    >>> from bgtutor.rules.color import BLACK, WHITE
    >>> from bgtutor.rules.plays import Step
    >>> steps = [Step(25, 22, 3), Step(3, 0, 3)]
    >>> step_places(steps, BLACK), step_places(steps, BLACK, WHITE)
    ([('bar', 22), (3, 'off')], [('bar', 3), (22, 'off')])
    """
    side = mover if numbering is None else numbering
    return [(seen_by(place(s.src), mover, side), seen_by(place(s.dst), mover, side)) for s in steps]
