"""Backgammon notation: reading text into paths (writing plays is :mod:`bgtutor.rules.plays`).

:func:`~bgtutor.rules.plays.format_play` writes GNU Backgammon's canonical form (``drawboard.c``
``FormatMove``); :func:`~bgtutor.rules.plays.format_steps` writes every step in the order played,
as the seed texts do. :func:`parse_paths` reads the usual variants into paths; :func:`bgtutor.parse_play`
resolves them against the legal plays.

>>> from bgtutor.rules.plays import Play, Step, format_play, format_steps
>>> play = Play((Step(25, 23, 2), Step(23, 19, 4, hit=True)))
>>> format_play(play), format_steps(play)
('bar/19*', 'bar/23 23/19*')
>>> parse_paths("62: 24/18, 13/11")
(Path(points=(24, 18), stars=frozenset()), Path(points=(13, 11), stars=frozenset()))
"""

from __future__ import annotations

import re
from typing import NamedTuple

from bgtutor.rules.dice import Roll
from bgtutor.rules.errors import InvalidNotationError
from bgtutor.rules.i18n import Message
from bgtutor.rules.places import BAR, OFF
from bgtutor.rules.plays import NO_PLAY


class Path(NamedTuple):
    """One written path, such as ``13/8*/5``: its points and the points marked with ``*``."""

    points: tuple[int, ...]
    stars: frozenset[int]

    @property
    def legs(self) -> tuple[tuple[int, int], ...]:
        """The path as consecutive (from, to) legs."""
        return tuple(zip(self.points, self.points[1:], strict=False))


MAX_NOTATION = 200
"""The longest text :func:`parse_paths` reads (a whole turn fits in 60); longer text is refused."""
# No part of a pattern can match the same character in two ways, so matching takes linear time
# (``\s*-?\s*`` made the roll prefix quadratic). Digits are ASCII digits only.
_PREFIX = re.compile(r"\s*([1-6])\s*(?:-\s*)?([1-6])\s*:")
_PATH = re.compile(r"([^\s/()*]+\*?(?:/[^\s/()*]+\*?)+)(?:\(([0-9])\))?")
_NUMBER = re.compile(r"[0-9]{1,2}")
_NAMES = {"bar": BAR, "b": BAR, "off": OFF, "o": OFF}


def parse_roll_prefix(text: str) -> tuple[Roll | None, str]:
    """Split a leading roll such as ``62:`` or ``4-2:`` from the rest of the text."""
    match = _PREFIX.match(text)
    if match is None:
        return None, text
    return Roll(int(match[1]), int(match[2])), text[match.end() :]


def parse_paths(text: str) -> tuple[Path, ...]:
    """Read notation into paths (``(n)`` repeats a path), without checking legality.

    Accepts spaces or commas between paths, ``bar``/``b``/``Bar``, ``off``/``o``/``Off``,
    ``*`` for hits, ``(n)`` and a roll prefix such as ``42:``; ``(no play)`` is no path.

    >>> parse_paths("bar/22* 6/off(2)")[1:]
    (Path(points=(6, 0), stars=frozenset()), Path(points=(6, 0), stars=frozenset()))
    """
    if not isinstance(text, str):
        raise InvalidNotationError(
            f"{text!r} is not notation: expected text such as '24/18 13/11'",
            message=Message.of("err-notation", text=repr(text), problem=Message.of("err-not-text")),
        )
    if len(text) > MAX_NOTATION:
        raise InvalidNotationError(
            f"{text[:20]!r}... ({len(text)} characters) is not a play in backgammon notation: "
            f"it is longer than {MAX_NOTATION} characters",
            message=Message.of(
                "err-notation",
                text=f"{text[:20]}…",
                problem=Message.of("err-too-long", length=len(text), max=MAX_NOTATION),
            ),
        )
    _, body = parse_roll_prefix(text)
    body = body.strip().lower()
    if body in ("", NO_PLAY, "no play", "-"):
        return ()
    paths: list[Path] = []
    for token in re.split(r"[\s,]+", body.strip(" \t\n,")):
        match = _PATH.fullmatch(token)
        if match is None:
            raise _bad(
                text,
                token,
                "a path is points joined by '/', e.g. 13/7*",
                Message.of("err-notation-path", part=token),
            )
        points, stars = [], set()
        for word in match[1].split("/"):
            point = _point(text, word.rstrip("*"))
            points.append(point)
            if word.endswith("*"):
                stars.add(point)
        _check_path(text, token, points)
        repeat = int(match[2] or 1)
        if not 1 <= repeat <= 4:
            raise _bad(
                text,
                token,
                "a path repeats 1 to 4 times, e.g. (2)",
                Message.of("err-notation-repeat", part=token),
            )
        paths.extend([Path(tuple(points), frozenset(stars))] * repeat)
    return tuple(paths)


def _point(text: str, word: str) -> int:
    if word in _NAMES:
        return _NAMES[word]
    if _NUMBER.fullmatch(word) and 0 <= int(word) <= 25:  # not str.isdigit(): that is true for "²"
        return int(word)
    raise _bad(
        text, word, "points are 1-24, 'bar' (25) or 'off' (0)", Message.of("err-notation-point", part=word)
    )


def _check_path(text: str, token: str, points: list[int]) -> None:
    if BAR in points[1:]:
        raise _bad(
            text, token, "'bar' can only be where a path starts", Message.of("err-notation-bar", part=token)
        )
    if OFF in points[:-1]:
        raise _bad(
            text, token, "'off' can only be where a path ends", Message.of("err-notation-off", part=token)
        )
    if any(point in points[:i] for i, point in enumerate(points)):
        raise _bad(
            text, token, "a path cannot visit a point twice", Message.of("err-notation-twice", part=token)
        )


def _bad(text: str, part: str, hint: str, problem: Message) -> InvalidNotationError:
    """The error for ``part`` of ``text``: ``hint`` in English, ``problem`` for the learner."""
    return InvalidNotationError(
        f"{text!r} is not a play in backgammon notation ({part!r}): {hint}",
        message=Message.of("err-notation", text=text, problem=problem),
    )
