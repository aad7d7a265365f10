"""Steps and plays, and how they are written: a *step* moves one checker by one die; a *play* is
a whole turn. Written as GNU Backgammon writes them (:func:`format_play`, ``drawboard.c``
``FormatMove``) or step by step in the order played (:func:`format_steps`), as the seed texts do.

>>> play = Play((Step(25, 23, 2), Step(23, 19, 4, hit=True)))
>>> str(play), format_steps(play), play.pips, play.hits
('bar/19*', 'bar/23 23/19*', 6, 1)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from bgtutor.rules.places import point_name


class Step(NamedTuple):
    """One checker moved by one die, in the mover's numbering (25 = bar, 0 = off).

    >>> str(Step(25, 22, 3, hit=True))
    'bar/22*'
    """

    src: int
    dst: int
    die: int
    hit: bool = False

    def __str__(self) -> str:
        return f"{point_name(self.src)}/{point_name(self.dst)}{'*' if self.hit else ''}"


@dataclass(frozen=True, slots=True)
class Play:
    """A whole turn: the steps in the order they are played. ``Play()`` moves nothing."""

    steps: tuple[Step, ...] = ()

    @property
    def pips(self) -> int:
        """Pips moved: the dice used, capped at the distance when bearing off."""
        return sum(step.src - step.dst for step in self.steps)

    @property
    def dice(self) -> tuple[int, ...]:
        """The dice the steps use, in order."""
        return tuple(step.die for step in self.steps)

    @property
    def hits(self) -> int:
        """How many opposing checkers the play sends to the bar."""
        return sum(step.hit for step in self.steps)

    def __str__(self) -> str:
        return format_play(self)

    def __repr__(self) -> str:
        return f"Play({self.steps!r})" if self.steps else "Play()"


def plays_of(steps: Iterable[tuple[Step, ...]]) -> tuple[Play, ...]:
    """The plays of these steps, built the quick way (the generator's: a ``Play`` checks nothing).

    >>> plays_of([(Step(6, 5, 1),)]) == (Play((Step(6, 5, 1),)),)
    True
    """
    new, assign = Play.__new__, object.__setattr__  # Play's: mypyc refuses object.__new__
    plays = []
    for each in steps:
        play = new(Play)
        assign(play, "steps", each)
        plays.append(play)
    return tuple(plays)


NO_PLAY = "(no play)"
"""How an empty play (nothing can move) is written."""


def format_play(play: Play) -> str:
    """GNU Backgammon's canonical notation of ``play``.

    Legs sorted by start point (highest first); one checker's legs chained, keeping an
    intermediate point only where it hit; identical paths counted; each hit starred once.
    """
    if not play.steps:
        return NO_PLAY
    hit_points = {step.dst for step in play.steps if step.hit}
    legs = sorted(((step.src, step.dst) for step in play.steps), reverse=True)
    paths: list[list[int]] = []
    used = [False] * len(legs)
    for i, (src, dst) in enumerate(legs):
        if used[i]:
            continue
        path = [src, dst]
        for j in range(i + 1, len(legs)):
            if not used[j] and legs[j][0] == path[-1]:
                if path[-1] not in hit_points:
                    path.pop()
                path.append(legs[j][1])
                used[j] = True
        paths.append(path)
    counts: dict[tuple[int, ...], int] = {}
    for path in paths:
        counts[tuple(path)] = counts.get(tuple(path), 0) + 1
    starred: set[int] = set()
    words = []
    for path_key, count in counts.items():
        parts = [point_name(path_key[0])]
        for point in path_key[1:]:
            star = point in hit_points and point not in starred
            starred.update({point} if star else set())
            parts.append(point_name(point) + ("*" if star else ""))
        words.append("/".join(parts) + (f"({count})" if count > 1 else ""))
    return " ".join(words)


def format_steps(play: Play) -> str:
    """Every step of ``play`` on its own, in the order played: ``bar/23 23/19*``."""
    return " ".join(str(step) for step in play.steps) if play.steps else NO_PLAY
