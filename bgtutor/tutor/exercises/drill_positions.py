"""Where the training drills' positions come from: random games, and small changes that make rare
situations common (a checker on the bar, points closed in the home board, a bear-off, a blocked
board, a checker walled in, the last checkers, a finished game). Each function takes the drill's
random source, so the same seed gives the same positions; a side is written in its own numbering
(``[0]`` off, ``[25]`` the bar).

>>> import random
>>> position = on_bar(game_position(random.Random(1)), random.Random(2), closed=3, count=2)
>>> position.on_roll[25] >= 2
True
>>> bearing_off(random.Random(3), outside=1, hit=True).on_roll[25]
1
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bgtutor.rules.color import BLACK, WHITE, Color
from bgtutor.rules.dice import ALL_ROLLS, Roll
from bgtutor.rules.explain import step_reason
from bgtutor.rules.places import BAR, OFF
from bgtutor.rules.plays import Step
from bgtutor.rules.position import Position

Source = Callable[[random.Random, Roll | None], Position]
"""Where a way of a drill finds its candidate positions: one for a roll (None: a task without one)."""


def game_position(rng: random.Random) -> Position:
    """A position from a random game: 0-80 turns from the start, each number rolled played by a
    random checker that may move with it (a careless player's game, quick to make)."""
    position = Position.start(rng.choice((WHITE, BLACK)))
    for _ in range(rng.randint(0, 80)):
        first, second = rng.randint(1, 6), rng.randint(1, 6)
        after = position
        for die in (first,) * 4 if first == second else (first, second):
            steps = [
                src for src in range(BAR, 0, -1) if after.on_roll[src] and not step_reason(after, src, die)
            ]
            if steps:
                src = rng.choice(steps)
                dst = max(src - die, OFF)
                after = after.apply_steps(
                    [Step(src, dst, die, dst != OFF and after.opponent[BAR - dst] == 1)]
                )
        if after.on_roll[OFF] == 15:
            break
        position = after.swap()
    return position


def on_bar(position: Position, rng: random.Random, closed: int, count: int = 1) -> Position:
    """``position`` with at least ``count`` checkers of the side on roll on the bar and up to
    ``closed`` points of the opponent's home board made (checkers moved there from the opponent's
    other points)."""
    mover, other = list(position.on_roll), list(position.opponent)
    while mover[BAR] < count:
        sources = [point for point in range(1, 25) if mover[point]]
        if not sources:
            break
        point = rng.choice(sources)
        mover[point] -= 1
        mover[BAR] += 1
    # the opponent's home board: its points 1-6, the mover's 19-24
    wanted = rng.sample(range(1, 7), min(closed, 6))
    for point in wanted:
        while other[point] < 2:
            donors = [p for p in range(7, 26) if other[p] > 0 and p != BAR] or [
                p for p in range(1, 7) if other[p] > 2 and p not in wanted
            ]
            if not donors or mover[BAR - point]:
                break
            donor = rng.choice(donors)
            other[donor] -= 1
            other[point] += 1
    return side_to_position(position.turn, mover, other) or position


def bearing_off(rng: random.Random, outside: int, hit: bool = False) -> Position:
    """The side on roll bearing off (``outside`` checkers still in its outer board), the opponent
    anywhere from its outer board home. ``hit``: the side on roll has borne off some and one of
    its checkers has just been hit (it is on the bar; the hitter stands in the home board)."""
    turn = rng.choice((WHITE, BLACK))
    mover, other = [0] * 26, [0] * 26
    count = rng.randint(max(1, outside + 1), 14 if hit else 15)
    for _ in range(count - outside):
        mover[rng.choice(range(1, 7))] += 1
    for _ in range(outside):
        mover[rng.choice(range(7, 13))] += 1
    mover[OFF] = 15 - count
    left = rng.randint(5, 15)
    for _ in range(left):
        other[rng.choice(range(1, 13))] += 1
    other[OFF] = 15 - left
    if hit:  # a home checker goes to the bar; the hitter stands on an empty home point
        point = rng.choice([point for point in range(1, 7) if mover[point]])
        mover[point] -= 1
        mover[BAR] += 1
        empty = [point for point in range(1, 7) if not mover[point]]
        if empty:
            donor = max(range(1, 25), key=lambda p: other[p])
            other[donor] -= 1
            other[BAR - rng.choice(empty)] += 1
    for point in range(1, 25):  # no point shared: the opponent's checker moves down its home board
        while other[point] and mover[BAR - point]:
            other[point] -= 1
            other[max(1, point - 1) if point > 1 else OFF] += 1
    return side_to_position(turn, mover, other) or Position.start(turn)


def finished(rng: random.Random) -> Position:
    """A finished game: the winner has borne off all 15; the loser has borne off some (single), none
    (gammon), or has one still on the bar or in the winner's home board (backgammon)."""
    winner = rng.choice((WHITE, BLACK))
    won, lost = [0] * 26, [0] * 26
    won[OFF] = 15
    kind = rng.choice(("single", "gammon", "backgammon"))
    off = rng.randint(1, 14) if kind == "single" else 0
    lost[OFF] = off
    places = list(range(1, 19)) if kind != "backgammon" else list(range(1, 25))
    for _ in range(15 - off):
        lost[rng.choice(places)] += 1
    if kind == "backgammon" and not any(lost[19:26]):
        lost[rng.choice(range(19, 26))] += 1
        lost[max(range(1, 19), key=lambda p: lost[p])] -= 1
    # The loser would be on roll; the winner's side is the "opponent" of a finished position.
    return side_to_position(winner.other, lost, won) or Position.start()


def blocking(rng: random.Random, blots: int = 0) -> Position:
    """A position where the opponent holds 4-7 points (and ``blots`` single checkers) and the side
    on roll stands on 2-5 points: many steps are blocked, so where a checker lands matters."""
    mover, other = [0] * 26, [0] * 26
    points = rng.sample(range(1, 25), rng.randint(4, 7) + blots)  # the opponent's, in its numbering
    made, singles = points[blots:], points[:blots]
    for point in singles:
        other[point] = 1
    for index, point in enumerate(made):
        other[point] = 2 if index < len(made) - 1 else 15 - blots - 2 * index
    free = [point for point in range(1, 25) if not other[BAR - point]]
    stands = rng.sample(free, rng.randint(2, 5))
    for _ in range(15):
        mover[rng.choice(stands)] += 1
    return side_to_position(rng.choice((WHITE, BLACK)), mover, other) or Position.start()


def straggler(rng: random.Random, roll: Roll) -> Position:
    """One checker left behind, the others at home on points the dice cannot bear off from (not all
    are home yet): the straggler can move either die but is blocked two dice away, so only one die
    can be played."""
    high, low = roll.high, roll.low
    for _ in range(100):
        mover, other = [0] * 26, [0] * 26
        start = rng.randint(max(7, high + low + 1), 24)
        wall = start - high - low  # the opponent's point two dice away
        home = range(1, low + 1)  # a die of `low` or more would bear off from here: not allowed yet
        if wall in home or wall < 1:
            continue
        mover[start] = 1
        for _ in range(14):
            mover[rng.choice(home)] += 1
        other[BAR - wall] = rng.randint(2, 4)
        left = 15 - other[BAR - wall]
        places = [
            p for p in range(1, 25) if not mover[BAR - p] and BAR - p not in (start - high, start - low)
        ]
        while left:
            point = rng.choice(places)
            other[point] += 1
            left -= 1
        position = side_to_position(rng.choice((WHITE, BLACK)), mover, other)
        if position is not None:
            return position
    return Position.start()


def stuck(rng: random.Random) -> Position:
    """One or two checkers of the side on roll behind a wall of the opponent's points (now and then
    with a gap), the others on its lowest home points: not all are home, so none may bear off, and
    many rolls move nothing or only one number.

    >>> position = stuck(random.Random(4))
    >>> sum(position.on_roll[1:4]) >= 13, position.all_home()
    (True, False)
    """
    for _ in range(100):
        mover, other = [0] * 26, [0] * 26
        back = rng.randint(13, 24)
        top = back - rng.randint(1, 2)
        wall = [point for point in range(top, top - rng.randint(4, 6), -1) if point >= 7]
        if len(wall) > 3 and rng.random() < 0.4:
            wall.remove(rng.choice(wall[1:-1]))
        behind = rng.choice((1, 1, 2))
        mover[back] = behind
        home = rng.randint(1, 3)
        for _ in range(15 - behind):
            mover[rng.randint(1, home)] += 1
        for point in wall:
            other[BAR - point] = 2
        spots = [BAR - point for point in wall] + [BAR - point for point in range(19, 25) if point != back]
        for _ in range(15 - 2 * len(wall)):
            other[rng.choice(spots)] += 1
        position = side_to_position(rng.choice((WHITE, BLACK)), mover, other)
        if position is not None:
            return position
    return Position.start()  # pragma: no cover - the walls always fit


def last_checkers(rng: random.Random) -> Position:
    """The side on roll's last one or two checkers in its home board, the others borne off; the
    opponent outside that home board (so every step there is open, and a step may end the game).

    >>> position = last_checkers(random.Random(1))
    >>> sum(position.on_roll[1:7]) in (1, 2), position.on_roll[0] >= 13
    (True, True)
    """
    mover, other = [0] * 26, [0] * 26
    count = rng.choice((1, 1, 2))
    for _ in range(count):
        mover[rng.randint(1, 6)] += 1
    mover[OFF] = 15 - count
    left = rng.randint(3, 15)
    for _ in range(left):
        other[rng.randint(1, 18)] += 1
    other[OFF] = 15 - left
    return side_to_position(rng.choice((WHITE, BLACK)), mover, other) or Position.start()


def side_to_position(turn: Color, mover: list[int], other: list[int]) -> Position | None:
    """The position with ``mover`` on roll (as ``turn``) against ``other``; None if not one."""
    try:
        return Position.from_sides(mover, other, turn)
    except ValueError:
        return None


def all_home_version(position: Position) -> Position | None:
    """``position`` with the side on roll's outside checkers moved to its 6-point (for asking what
    would be possible if all were home)."""
    mover = list(position.on_roll)
    if mover[BAR]:
        return None
    outside = sum(mover[7:25])
    for point in range(7, 25):
        mover[point] = 0
    mover[6] += outside
    return side_to_position(position.turn, mover, list(position.opponent))


def hit_and_run(rng: random.Random, roll: Roll) -> Position:
    """A checker that can hit a blot with one number and then has to move on with the other: the
    side's other checkers stand where that number is blocked (or would bear off too early)."""
    for _ in range(100):
        hit, run = (roll.low, roll.high) if rng.random() < 0.6 else (roll.high, roll.low)
        src = rng.randint(hit + run + 1, 24)
        middle, end = src - hit, src - hit - run
        mover, other = [0] * 26, [0] * 26
        mover[src] = 1
        other[BAR - middle] = 1
        walls = set(rng.sample(range(1, 25), rng.randint(3, 5))) - {src, middle, end}
        if rng.random() < 0.5:
            walls.add(src - run)  # the hitter cannot play the other number first
        walls.discard(middle)
        for wall in walls:
            other[BAR - wall] = 2
        stands = [
            point
            for point in range(1, 25)
            if point not in walls | {middle, end} and (point - run in walls or point - run <= 0)
        ]
        if not stands or 1 + 2 * len(walls) > 15:
            continue
        for _ in range(14):
            mover[rng.choice(stands)] += 1
        for _ in range(15 - 1 - 2 * len(walls)):
            other[BAR - rng.choice(sorted(walls))] += 1
        position = side_to_position(rng.choice((WHITE, BLACK)), mover, other)
        if position is not None:
            return position
    return Position.start()


# -- a way's sources: its rolls, and its positions for a roll --------------------------------------


def no_roll(rng: random.Random) -> None:
    return None


def a_double(rng: random.Random) -> Roll:
    die = rng.randint(1, 6)
    return Roll(die, die)


def two_numbers(rng: random.Random) -> Roll:
    return rng.choice([roll for roll in ALL_ROLLS if not roll.is_double])


def any_roll(rng: random.Random) -> Roll:
    return Roll(rng.randint(1, 6), rng.randint(1, 6))


def from_games(rng: random.Random, roll: Roll | None) -> Position:
    return game_position(rng)


def for_pips(rng: random.Random, roll: Roll | None) -> Position:
    """A game's position, now and then with a checker put on the bar."""
    position = game_position(rng)
    return on_bar(position, rng, closed=rng.randint(0, 3)) if rng.random() < 0.3 else position


def blocked_or_bearing_off(rng: random.Random, roll: Roll | None) -> Position:
    return blocking(rng) if rng.random() < 0.85 else bearing_off(rng, outside=0)


def blocked(rng: random.Random, roll: Roll | None) -> Position:
    return blocking(rng)


def blots(rng: random.Random, roll: Roll | None) -> Position:
    return blocking(rng, blots=rng.randint(1, 3))


def hit_and_run_for(rng: random.Random, roll: Roll | None) -> Position:
    assert roll is not None
    return hit_and_run(rng, roll)


def straggler_for(rng: random.Random, roll: Roll | None) -> Position:
    assert roll is not None
    return straggler(rng, roll)


def on_the_bar(closed: tuple[int, int], count: int = 1) -> Source:
    """A game's position with ``count`` or more checkers on the bar and a number of points closed
    in ``closed`` (lowest, highest)."""
    return lambda rng, roll: on_bar(game_position(rng), rng, closed=rng.randint(*closed), count=count)


def all_home(rng: random.Random, roll: Roll | None) -> Position:
    return bearing_off(rng, outside=0)


def some_outside(rng: random.Random, roll: Roll | None) -> Position:
    return bearing_off(rng, outside=rng.randint(1, 3))


def one_outside(rng: random.Random, roll: Roll | None) -> Position:
    return bearing_off(rng, outside=1)


def hit_in_bear_off(rng: random.Random, roll: Roll | None) -> Position:
    return bearing_off(rng, outside=0, hit=True)


def game_over(rng: random.Random, roll: Roll | None) -> Position:
    return finished(rng)


def walled_in(rng: random.Random, roll: Roll | None) -> Position:
    return stuck(rng)


def the_last(rng: random.Random, roll: Roll | None) -> Position:
    return last_checkers(rng)
