"""When a position shows a drilled rule at work: the conditions a way of a drill puts on its
candidate positions and rolls (most are seen in the roll's legal plays, :func:`rolled`).

>>> from bgtutor.rules.dice import Roll
>>> from bgtutor.rules.position import Position
>>> position = Position.from_points({"bar": 1, 13: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 19: 5})
>>> dances(True)(position, Roll(5, 3)), dances(False)(position, Roll(6, 3))  # 5-3 stays out, a 6 enters
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from bgtutor.rules.color import Color
from bgtutor.rules.dice import Roll
from bgtutor.rules.explain import step_reason
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.places import BAR, OFF
from bgtutor.rules.plays import Play
from bgtutor.rules.position import Position
from bgtutor.tutor.exercises.drill_positions import all_home_version
from bgtutor.tutor.exercises.drill_questions import (
    FEW,
    Attempt,
    after_one_step,
    blocked_step,
    borne_off,
    hits_and_runs,
    points_between,
    points_made_by_the_double,
)

Shows = Callable[[Position, Roll | None], bool]
"""Whether a candidate position (with its roll) shows the rule at work: a valid task."""
Seen = Callable[[Position, Roll, tuple[Play, ...]], bool]
"""A rule seen in a position, its roll and the roll's legal plays."""


def rolled(
    shows: Seen,
) -> Shows:
    """A rule seen in the legal plays of a roll: a candidate without a roll shows nothing."""
    return lambda position, roll: roll is not None and shows(position, roll, legal_plays(position, roll))


def with_attempt(attempt: Attempt) -> Shows:
    """A position where ``attempt`` finds a play to ask about."""
    return lambda position, roll: roll is not None and attempt(position, roll, Random(0)) is not None


def some(checkers: Callable[[Position, Roll], list[int]]) -> Shows:
    """A position with one of ``checkers`` to ask about."""
    return lambda position, roll: roll is not None and bool(checkers(position, roll))


def every(*conditions: Shows) -> Shows:
    return lambda position, roll: all(condition(position, roll) for condition in conditions)


def all_of(
    *conditions: Seen,
) -> Seen:
    return lambda position, roll, plays: all(condition(position, roll, plays) for condition in conditions)


def both_dice(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Both numbers can be played, but one order would leave the other unplayable."""
    orders = ((roll.high, roll.low), (roll.low, roll.high))
    return (
        not roll.is_double
        and all(len(play.steps) == 2 for play in plays)
        and any(_spoils(position, die, other) for die, other in orders)
    )


def higher_die(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Each number alone could be played, but not both: the higher one must be."""
    ends = {position.apply_steps(play.steps) for play in plays}
    return (
        not roll.is_double
        and bool(after_one_step(position, roll.high))
        and bool(after_one_step(position, roll.low))
        and all(len(play.steps) == 1 and play.steps[0].die == roll.high for play in plays)
        # and playing the lower number instead would end elsewhere: the rule decides the answer
        and bool(set(after_one_step(position, roll.low)) - ends)
    )


def only_lower(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Only the lower number can be played: the higher one is lost."""
    return not roll.is_double and all(
        len(play.steps) == 1 and play.steps[0].die == roll.low for play in plays
    )


def plays_numbers(count: int) -> Seen:
    """The roll's legal plays play ``count`` of its two numbers (0: nothing moves, 1: one number is
    lost, 2: none is)."""
    return lambda position, roll, plays: not roll.is_double and len(plays[0].steps) == count


def double_makes_a_point(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """A double that makes a point only with more than two of its moves, in few of the legal plays."""
    return roll.is_double and bool(points_made_by_the_double(position, roll, plays))


def landing(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Some play moves, and with each number at least half of the side's points are blocked from
    landing (the rule leaves few plays)."""
    points = [src for src in range(24, 0, -1) if position.on_roll[src]]
    return bool(plays[0].steps) and all(
        2 * sum(blocked_step(position, src, die) for src in points) >= len(points)
        for die in set(roll.numbers)
    )


def hits_a_passed_blot(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Few plays hit, and a blot one of them hits stands right behind one of the side's checkers,
    a number rolled away: that checker could hit it only by moving backwards."""
    if not few_hit(position, roll, plays):
        return False
    mover = position.on_roll
    hit = {step.dst for play in plays for step in play.steps if step.hit}
    return any(point - die >= 1 and mover[point - die] for point in hit for die in set(roll.numbers))


def makes_a_point_between(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Few plays make a point that some of the side's checkers have passed already."""
    return not roll.is_double and bool(points_between(position, roll, plays))


def enters(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    return position.on_roll[BAR] > 0 and any(step.src == BAR for play in plays for step in play.steps)


def enters_and_hits(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    return enters(position, roll, plays) and few_hit(position, roll, plays)


def dances(dance: bool) -> Shows:
    """A checker on the bar that the roll leaves out (``dance``) or lets in."""

    def shows(position: Position, roll: Roll | None) -> bool:
        if roll is None or not position.on_roll[BAR]:
            return False
        return (not legal_plays(position, roll)[0].steps) == dance

    return shows


def some_dance(position: Position, roll: Roll | None) -> bool:
    """A checker on the bar that some rolls leave out (a question without a roll)."""
    return bool(position.on_roll[BAR]) and any(step_reason(position, BAR, die) for die in range(1, 7))


def two_on_bar(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    return position.on_roll[BAR] >= 2 and bool(plays[0].steps)


def hits(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Some plays hit, most do not."""
    return few_hit(position, roll, plays)


def few_hit(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    hitting = sum(play.hits > 0 for play in plays)
    return 0 < hitting <= FEW * len(plays)


def runs_to_hit(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Some plays hit, not all, and every one that hits moves the hitter on (hit and run)."""
    hitting = [play for play in plays if play.hits]
    return 0 < len(hitting) < len(plays) and all(hits_and_runs(play) for play in hitting)


def bears_off_exact(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    return position.all_home() and any(position.on_roll[die] for die in set(roll.numbers))


def exact_few(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """An exact number bears off, in few of the legal plays."""
    off = sum(borne_off(play) > 0 for play in plays)
    return bears_off_exact(position, roll, plays) and 0 < off <= FEW * len(plays)


def counted(wanted: Callable[[int], bool]) -> Seen:
    """The most checkers the roll bears off is a count ``wanted`` takes."""
    return lambda position, roll, plays: wanted(max(borne_off(play) for play in plays))


def bears_off_higher(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """A number higher than the highest point, with checkers on three points or more."""
    occupied = [point for point in range(1, 7) if position.on_roll[point]]
    return position.all_home() and len(occupied) >= 3 and any(die > max(occupied) for die in roll.numbers)


def not_all_home(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Not all checkers home, and with them home the roll would bear one off."""
    all_home = all_home_version(position)
    return (
        not position.all_home()
        and all_home is not None
        and any(
            step_reason(all_home, point, die) is None and point - die <= 0
            for die in roll.numbers
            for point in range(1, 7)
            if all_home.on_roll[point]
        )
    )


def comes_home_first(position: Position, roll: Roll, plays: tuple[Play, ...]) -> bool:
    """Not all home, but the roll brings them home and then bears off: in few of the legal plays."""
    off = sum(borne_off(play) > 0 for play in plays)
    return not position.all_home() and 0 < off <= FEW * len(plays)


def started(position: Position, roll: Roll | None) -> bool:
    """The side on roll has borne off some already."""
    return position.on_roll[OFF] > 0


def turn_of(color: Color) -> Shows:
    return lambda position, roll: position.turn is color


def any_position(position: Position, roll: Roll | None) -> bool:
    return True


def _spoils(position: Position, first: int, second: int) -> bool:
    """Whether some step with ``first`` alone leaves ``second`` unplayable."""
    return any(not after_one_step(after, second) for after in after_one_step(position, first))
