"""The legal-play generator (the steps and plays themselves are in :mod:`bgtutor.rules.plays`).

:func:`legal_plays` lists
the distinct legal plays (distinct by resulting position, so a hitting and a non-hitting play
are different plays) with every rule applied: both dice if possible, else the larger; as many
steps of a double as possible; the bar first; bearing off only with all checkers home.

>>> from bgtutor import Position, Roll
>>> [str(play) for play in legal_plays(Position.start(), Roll(3, 1))][:3]
['24/23 24/21', '24/23 13/10', '24/23 8/5']
>>> len(legal_plays(Position.start(), Roll(6, 6)))
11
"""

from __future__ import annotations

from collections.abc import Sequence

from bgtutor.rules.dice import Roll
from bgtutor.rules.errors import GameOverError
from bgtutor.rules.i18n import Message
from bgtutor.rules.places import BAR, OFF
from bgtutor.rules.plays import Play, Step
from bgtutor.rules.position import Position


def legal_plays(position: Position, roll: Roll | tuple[int, int]) -> tuple[Play, ...]:
    """Every distinct legal play; one empty play when nothing can move.

    >>> from bgtutor import Position, Roll
    >>> legal_plays(Position.from_points({1: 1}, {1: 15}), Roll(6, 2))
    (Play((Step(src=1, dst=0, die=6, hit=False),)),)
    """
    if position.is_game_over:
        raise GameOverError(
            f"the game is over in {position.position_id()!r}: no more plays",
            message=Message.of("err-game-over"),
        )
    dice = roll.numbers if isinstance(roll, Roll) else Roll(*roll).numbers
    found = search(list(position.on_roll), list(position.opponent), dice)
    if not found:
        return (Play(),)
    # Steps sorted from the highest point down are always a playable order with the same hits
    # (a step never needs a lower checker to move first), and give a stable order of plays.
    ordered = sorted([sorted(steps, reverse=True) for steps in found.values()], reverse=True)
    new = tuple.__new__  # builds each Step from its raw tuple without re-checking it
    return tuple(Play(tuple([new(Step, step) for step in steps])) for steps in ordered)


def max_steps(position: Position, dice: Sequence[int]) -> int:
    """How many of ``dice`` the side on roll can play in one legal sequence."""
    found = search(list(position.on_roll), list(position.opponent), tuple(dice))
    return max((len(steps) for steps in found.values()), default=0)


RawStep = tuple[int, int, int, bool]


def search(mover: list[int], other: list[int], dice: tuple[int, ...]) -> dict[bytes, list[RawStep]]:
    """The step sequences of the longest legal plays with ``dice``, keyed by result.

    ``dice`` is two different numbers, or up to four equal ones. When only one of two
    different numbers can be played, only plays of the larger one are kept (if it can be
    played). ``mover`` and ``other`` are scratch lists: they are restored on return.
    """
    if not dice:
        return {}
    if len(set(dice)) == 1:
        return _search_same(mover, other, dice[0], len(dice))
    if len(dice) != 2:
        raise ValueError(f"unsupported dice {dice!r}")
    return _search_two(mover, other, max(dice), min(dice))


def _sources(mover: list[int]) -> list[int]:
    if mover[BAR]:
        return [BAR]
    return [point for point in range(24, 0, -1) if mover[point]]


def _destination(mover: list[int], other: list[int], src: int, die: int) -> int:
    """Where the checker on ``src`` lands with ``die``, or -1 if that step is illegal."""
    dst = src - die
    if dst > 0:
        return dst if other[BAR - dst] < 2 else -1
    if any(mover[7:]):
        return -1
    if dst == 0:
        return OFF
    for point in range(src + 1, 7):
        if mover[point]:
            return -1
    return OFF


def _do(mover: list[int], other: list[int], src: int, dst: int) -> bool:
    mover[src] -= 1
    mover[dst] += 1
    if dst and other[BAR - dst] == 1:
        other[BAR - dst] = 0
        other[BAR] += 1
        return True
    return False


def _undo(mover: list[int], other: list[int], src: int, dst: int, hit: bool) -> None:
    mover[src] += 1
    mover[dst] -= 1
    if hit:
        other[BAR - dst] = 1
        other[BAR] -= 1


def _search_two(mover: list[int], other: list[int], high: int, low: int) -> dict[bytes, list[RawStep]]:
    both: dict[bytes, list[RawStep]] = {}
    single: dict[bytes, list[RawStep]] = {}
    single_high = False
    high_first = {src for src in _sources(mover) if _destination(mover, other, src, high) >= 0}
    for first, second in ((high, low), (low, high)):
        for src1 in _sources(mover):
            dst1 = src1 - first
            if dst1 > 0:
                if other[BAR - dst1] > 1:
                    continue
            else:
                dst1 = _destination(mover, other, src1, first)
                if dst1 < 0:
                    continue
            hit1 = _do(mover, other, src1, dst1)
            step1 = (src1, dst1, first, hit1)
            played = False
            for src2 in _sources(mover):
                dst2 = src2 - second
                if dst2 > 0:
                    if other[BAR - dst2] > 1:
                        continue
                else:
                    dst2 = _destination(mover, other, src2, second)
                    if dst2 < 0:
                        continue
                played = True
                # Low then high gives nothing new unless the high step continues the same
                # checker or was impossible before the low step (entering, coming home).
                if first == low and src2 != dst1 and src2 in high_first:
                    continue
                hit2 = _do(mover, other, src2, dst2)
                key = bytes(mover) + bytes(other)
                if key not in both:
                    both[key] = [step1, (src2, dst2, second, hit2)]
                _undo(mover, other, src2, dst2, hit2)
            if not played and not both:
                key = bytes(mover) + bytes(other)
                if key not in single:
                    single[key] = [step1]
                    single_high = single_high or first == high
            _undo(mover, other, src1, dst1, hit1)
    if both:
        return both
    if single_high:
        return {key: steps for key, steps in single.items() if steps[0][2] == high}
    return single


def _search_same(mover: list[int], other: list[int], die: int, count: int) -> dict[bytes, list[RawStep]]:
    """Up to ``count`` steps of one number; sources never increase, so each play is met once."""
    found: dict[bytes, list[RawStep]] = {}
    path: list[RawStep] = []
    best = 0

    def extend(sources: list[int]) -> None:
        nonlocal best, found
        moved = False
        if len(path) < count:
            for index, src in enumerate(sources):
                if not mover[src]:
                    continue
                if src != BAR and mover[BAR]:
                    break
                dst = src - die
                if dst > 0:
                    if other[BAR - dst] > 1:
                        continue
                else:
                    dst = _destination(mover, other, src, die)
                    if dst < 0:
                        continue
                moved = True
                hit = _do(mover, other, src, dst)
                path.append((src, dst, die, hit))
                later = sources[index:]
                if dst and dst not in later:
                    later = [p for p in later if p > dst] + [dst] + [p for p in later if p < dst]
                extend(later)
                path.pop()
                _undo(mover, other, src, dst, hit)
        if not moved and len(path) >= best and path:
            if len(path) > best:
                best, found = len(path), {}
            key = bytes(mover) + bytes(other)
            if key not in found:
                found[key] = list(path)

    extend([point for point in range(BAR, 0, -1) if mover[point]])
    return found
