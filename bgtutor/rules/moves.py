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

from bgtutor.rules.color import WHITE
from bgtutor.rules.dice import Roll
from bgtutor.rules.errors import GameOverError
from bgtutor.rules.i18n import Message
from bgtutor.rules.places import BAR, OFF
from bgtutor.rules.plays import Play, Step, plays_of
from bgtutor.rules.position import Position

RawStep = tuple[int, int, int, bool]

# A step is one of a few hundred (src, die, hit); each has an index ``src << 4 | die << 1 | hit``.
# The search keeps per distinct result an int key (the change of the board) and an int code (the
# steps' ranks, 9 bits each, in the order played); ranks follow the order of (src, dst, die, hit),
# so that codes of steps sorted highest first compare as the steps do.
_STEPS: tuple[Step, ...] = tuple(
    sorted(
        {
            Step(src, max(src - die, OFF), die, hit)
            for src in range(1, BAR + 1)
            for die in range(1, 7)
            for hit in (False, True)
        }
    )
)
_RANK = [0] * (BAR + 1 << 4)
_DELTA = [0] * (BAR + 1 << 4)
for _rank, _step in enumerate(_STEPS):
    _index = _step.src << 4 | _step.die << 1 | _step.hit
    _RANK[_index] = _rank
    # The mover's counts in 4-bit digits, the hit points as bits above them: a key per result.
    _DELTA[_index] = (1 << 4 * _step.dst) - (1 << 4 * _step.src) + (_step.hit << 108 + _step.dst)
_BITS, _MASK = 9, (1 << 9) - 1
_POINTS = range(BAR, 0, -1)


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
    if not isinstance(roll, Roll):
        roll = Roll(*roll)
    if position.turn is WHITE:
        mover, other = list(position.white), list(position.black)
    else:
        mover, other = list(position.black), list(position.white)
    high, low = roll.high, roll.low
    found, count = (
        _search_two(mover, other, high, low) if high != low else _search_same(mover, other, high, 4)
    )
    if not count:
        return (Play(),)
    steps = _STEPS
    if count == 2:
        # Steps sorted from the highest point down are always a playable order with the same hits
        # (a step never needs a lower checker to move first), and give a stable order of plays.
        codes = sorted(
            [c if c >> _BITS > c & _MASK else (c & _MASK) << _BITS | c >> _BITS for c in found.values()]
        )
        return plays_of([(steps[c >> _BITS], steps[c & _MASK]) for c in reversed(codes)])
    # One step, or a double: its steps are found from the highest point down.
    return plays_of([_decode(code, count) for code in sorted(found.values(), reverse=True)])


def max_steps(position: Position, dice: Sequence[int]) -> int:
    """How many of ``dice`` the side on roll can play in one legal sequence."""
    return _found(list(position.on_roll), list(position.opponent), tuple(dice))[1]


def search(mover: list[int], other: list[int], dice: tuple[int, ...]) -> dict[bytes, list[RawStep]]:
    """The step sequences of the longest legal plays with ``dice``, keyed by result.

    ``dice`` is two different numbers, or up to four equal ones. When only one of two
    different numbers can be played, only plays of the larger one are kept (if it can be
    played). ``mover`` and ``other`` are scratch lists: they are restored on return. A key is
    the board after the play, ``bytes(mover) + bytes(other)``.
    """
    found, count = _found(mover, other, dice)
    boards: dict[bytes, list[RawStep]] = {}
    for code in found.values():
        steps: list[RawStep] = list(_decode(code, count))
        for src, dst, _, hit in steps:
            mover[src] -= 1
            mover[dst] += 1
            if hit:
                other[BAR - dst] -= 1
                other[BAR] += 1
        boards[bytes(mover) + bytes(other)] = steps
        for src, dst, _, hit in steps:
            mover[src] += 1
            mover[dst] -= 1
            if hit:
                other[BAR - dst] += 1
                other[BAR] -= 1
    return boards


def _found(mover: list[int], other: list[int], dice: Sequence[int]) -> tuple[dict[int, int], int]:
    """The longest legal plays with ``dice`` (key -> code, see above), and how many steps they have."""
    if not dice:
        return {}, 0
    if len(set(dice)) == 1:
        return _search_same(mover, other, dice[0], len(dice))
    if len(dice) != 2:
        raise ValueError(f"unsupported dice {tuple(dice)!r}")
    return _search_two(mover, other, max(dice), min(dice))


def _decode(code: int, count: int) -> tuple[Step, ...]:
    """The steps of a code, in the order played."""
    steps, mask = _STEPS, _MASK
    if count == 1:
        return (steps[code],)
    if count == 2:
        return steps[code >> 9], steps[code & mask]
    if count == 3:
        return steps[code >> 18], steps[code >> 9 & mask], steps[code & mask]
    return steps[code >> 27], steps[code >> 18 & mask], steps[code >> 9 & mask], steps[code & mask]


def _above(mover: list[int], src: int) -> bool:
    """Whether the mover has a checker on a home point above ``src`` (then it cannot bear off
    from ``src`` with a larger number)."""
    return any(mover[src + 1 : 7])


def _insert(points: list[int], point: int) -> list[int]:
    """``points`` (highest first) with ``point`` in its place."""
    at = 0
    while at < len(points) and points[at] > point:
        at += 1
    return [*points[:at], point, *points[at:]]


def _search_two(mover: list[int], other: list[int], high: int, low: int) -> tuple[dict[int, int], int]:
    both: dict[int, int] = {}
    single: dict[int, int] = {}
    single_high = False
    if mover[BAR] and other[high] > 1 and other[low] > 1:  # cannot enter
        return both, 0
    points = [point for point in range(24, 0, -1) if mover[point]]
    firsts = [BAR] if mover[BAR] else points
    outside = sum(mover[7:])  # checkers that keep the mover from bearing off
    high_first = [False] * (BAR + 1)  # where a step of the high number can start before any other
    for first, second in ((high, low), (low, high)):
        for src1 in firsts:
            dst1 = src1 - first
            if dst1 > 0:
                blockers = other[BAR - dst1]
                if blockers > 1:
                    continue
                hit1 = blockers == 1
            elif outside or (dst1 and _above(mover, src1)):
                continue
            else:
                dst1, hit1 = OFF, False
            if first == high:
                high_first[src1] = True
            mover[src1] -= 1
            mover[dst1] += 1
            rest = outside - 1 if src1 > 6 and dst1 < 7 else outside
            if mover[BAR]:
                seconds = [BAR]
            elif dst1 == OFF or mover[dst1] > 1:
                seconds = points
            else:
                seconds = _insert(points, dst1)
            index1 = src1 << 4 | first << 1 | hit1
            key1, code1 = _DELTA[index1], _RANK[index1]
            played = False
            for src2 in seconds:
                if not mover[src2]:
                    continue
                dst2 = src2 - second
                if dst2 > 0:
                    blockers = other[BAR - dst2]
                    if blockers > 1:
                        continue
                    hit2 = blockers == 1 and not (hit1 and dst2 == dst1)  # hit1 emptied that point
                elif rest or (dst2 and _above(mover, src2)):
                    continue
                else:
                    dst2, hit2 = OFF, False
                played = True
                # Low then high gives nothing new unless the high step continues the same
                # checker or was impossible before the low step (entering, coming home).
                if first == low and src2 != dst1 and high_first[src2]:
                    continue
                index2 = src2 << 4 | second << 1 | hit2
                key = key1 + _DELTA[index2]
                if key not in both:
                    both[key] = code1 << _BITS | _RANK[index2]
            if not played and not both and key1 not in single:
                single[key1] = code1
                single_high = single_high or first == high
            mover[src1] += 1
            mover[dst1] -= 1
    if both:
        return both, 2
    if single_high:
        return {key: code for key, code in single.items() if _STEPS[code].die == high}, 1
    return single, 1 if single else 0


def _search_same(mover: list[int], other: list[int], die: int, count: int) -> tuple[dict[int, int], int]:
    """Up to ``count`` steps of one number; sources never increase, so each play is met once."""
    found: dict[int, int] = {}
    best = 0
    if mover[BAR] and other[die] > 1:  # cannot enter
        return found, best
    # Every point a checker can start a step from this turn, highest first: its own point or one
    # it reaches with this number (a bit each).
    reach = 0
    for point in _POINTS:
        if mover[point]:
            reach |= 1 << point
    for _ in range(1, count):
        reach |= reach >> die
    starts = [point for point in _POINTS if reach >> point & 1]
    ends = len(starts)

    def extend(first: int, depth: int, key: int, code: int, outside: int) -> None:
        """Steps from ``starts[first:]`` after ``depth`` steps (changing the board by ``key``)."""
        nonlocal best, found
        moved = False
        last = depth + 1 == count
        for at in range(first, ends):
            src = starts[at]
            if not mover[src]:
                continue
            if src != BAR and mover[BAR]:
                break
            dst = src - die
            if dst > 0:
                blockers = other[BAR - dst]
                if blockers > 1:
                    continue
                hit = blockers == 1
            elif outside or (dst and _above(mover, src)):
                continue
            else:
                dst, hit = OFF, False
            moved = True
            step = src << 4 | die << 1 | hit
            if last:  # a whole play: no need to move the checker
                if best < count:
                    best, found = count, {}
                if key + _DELTA[step] not in found:
                    found[key + _DELTA[step]] = code << _BITS | _RANK[step]
                continue
            mover[src] -= 1
            mover[dst] += 1
            if hit:
                other[BAR - dst] = 0
            rest = outside - 1 if src > 6 and dst < 7 else outside
            extend(at, depth + 1, key + _DELTA[step], code << _BITS | _RANK[step], rest)
            mover[src] += 1
            mover[dst] -= 1
            if hit:
                other[BAR - dst] = 1
        if not moved and depth >= best and depth:
            if depth > best:
                best, found = depth, {}
            if key not in found:
                found[key] = code

    extend(0, 0, 0, 0, sum(mover[7:]))
    return found, best
