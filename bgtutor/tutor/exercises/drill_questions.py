"""What the training drills ask: the exercise a way of a drill makes of a position (a play to make,
a yes/no question about a play, points, a number, the doubling cube), the plays a yes/no question
asks about, and the cube's states a cube question is about. Each question is worked out by the
engine (:func:`bgtutor.tutor.exercises.engine.truth`); its task is the catalog's
``ex-drill-task-<task>``.

>>> import random
>>> from bgtutor.rules.dice import Roll
>>> position = Position.from_points({13: 2, 6: 5}, {17: 2, 22: 2})  # Black holds White's 8 point
>>> landing_attempt(position, Roll(5, 2))  # the 5 from 13 would land on the 8 point
'6/4 13/8'
>>> exercise = is_legal(landing_attempt)(position, Roll(5, 2), "k", random.Random(1))
>>> exercise.answers, exercise.task.text("en")
(('no',), 'White rolled 5-2. Is 6/4 13/8 legal?')
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from bgtutor.rules.color import BLACK, WHITE, Color
from bgtutor.rules.cube import CubeState, Match
from bgtutor.rules.dice import Roll
from bgtutor.rules.explain import Reason, Rule, step_reason
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.places import BAR, OFF
from bgtutor.rules.plays import Play, Step
from bgtutor.rules.position import Position
from bgtutor.rules.resolve import check_play
from bgtutor.tutor.exercises.base import Condition, Kind, Note
from bgtutor.tutor.exercises.engine import Exercise, truth

Asks = Callable[[Position, Roll | None, str, random.Random], Exercise]
"""What a way of a drill asks: the exercise made of a valid position and roll, by its key."""
Attempt = Callable[[Position, Roll, random.Random], str | None]
"""A play a yes/no question asks about, written out (None: the position has none)."""
FEW = 1 / 3
"""The largest share of the legal plays a play task with a condition accepts."""


# -- the questions ---------------------------------------------------------------------------------


def _ask(
    kind: Kind,
    task: str | None,
    position: Position,
    roll: Roll | None,
    key: str,
    color: Color | None = None,
    **fields: Any,
) -> Exercise:
    """The exercise with the engine's answers; its task is the catalog's ``ex-drill-task-<task>``
    (None: the kind's own wording), about ``color`` (by default the side on roll, or the winner of
    a finished game)."""
    side = color if color is not None else position.turn if position.winner is None else position.winner
    words = (
        None
        if task is None
        else Note.of(
            f"drill-task-{task}",
            roll=roll.label if roll else "",
            side=side,
            play=fields.get("play", ""),
            point=fields.get("point", 0),
        )
    )
    draft = Exercise(key, kind, position, ("?",), roll=roll, task=words, color=color, **fields)
    return Exercise(key, kind, position, truth(draft), roll=roll, task=words, color=color, **fields)


def make_play(trap: Callable[[Position, Roll], str | None] | None = None) -> Asks:
    """Play the roll as the rules require; ``trap``: the tempting illegal play the solution explains."""

    def asks(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
        assert roll is not None
        tempting = None if trap is None else trap(position, roll)
        return _ask(Kind.PLAY, "play", position, roll, key, trap=tempting)

    return asks


def dance_play(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.PLAY, "dance-play", position, roll, key)


def hit_play(task: str) -> Asks:
    def asks(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
        return _ask(Kind.PLAY, task, position, roll, key, condition=Condition.HIT)

    return asks


def bear_off_play(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.PLAY, "bear-off", position, roll, key, condition=Condition.BEAR_OFF)


def make_point(points: Callable[[Position, Roll], list[int]]) -> Asks:
    """Make one of the ``points`` the roll can make."""

    def asks(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
        assert roll is not None
        point = rng.choice(points(position, roll))
        return _ask(Kind.PLAY, "make-point", position, roll, key, condition=Condition.MAKE_POINT, point=point)

    return asks


def is_legal(attempt: Attempt) -> Asks:
    """Is the play ``attempt`` writes legal?"""

    def asks(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
        assert roll is not None
        play = attempt(position, roll, rng)
        assert play is not None  # the way's condition found one
        return _ask(Kind.IS_LEGAL, "is-legal", position, roll, key, play=play)

    return asks


def lost_number(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.LOST_NUMBER, "lost-number", position, roll, key)


def destinations(checkers: Callable[[Position, Roll], list[int]]) -> Asks:
    """Where can one of the ``checkers`` go with the roll?"""

    def asks(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
        assert roll is not None
        point = rng.choice(checkers(position, roll))
        return _ask(Kind.DESTINATIONS, "destinations", position, roll, key, point=point)

    return asks


def entry_points(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.ENTRY_POINTS, "entry-points", position, roll, key)


def entering_rolls(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.ENTERING_ROLLS, "dance-count", position, None, key)


def bear_off_count(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.BEAR_OFF_COUNT, "bear-off-count", position, roll, key)


def pip_count(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.PIP_COUNT, "pips", position, None, key, color=rng.choice((WHITE, BLACK)))


def result_of_game(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
    return _ask(Kind.RESULT, "result", position, None, key, color=position.winner)


def cube_question(kind: Kind, state: Callable[[Color, random.Random], CubeState]) -> Asks:
    """A question about a cube's state made for the side on roll (the kind's own wording, or the
    dice already rolled named)."""

    def asks(position: Position, roll: Roll | None, key: str, rng: random.Random) -> Exercise:
        cube = state(position.turn, rng)
        words = cube_task(position, cube)
        draft = Exercise(key, kind, position, ("?",), task=words, cube=cube)
        return Exercise(key, kind, position, truth(draft), task=words, cube=cube)

    return asks


def cube_task(position: Position, cube: CubeState) -> Note | None:
    """The task of a cube question that says what the cube's box does not: the dice already rolled,
    or for a finished game in money play whether the Jacoby rule is agreed (None: the kind's own
    wording)."""
    if cube.dice is not None:
        dice = f"{cube.dice[0]}-{cube.dice[1]}"
        return Note.of("drill-task-may-double-rolled", side=position.turn, roll=dice)
    if position.winner is not None and cube.match.is_money:
        key = "drill-task-cube-points-jacoby" if cube.match.jacoby else "drill-task-cube-points-money"
        return Note.of(key, side=position.winner)
    return None


# -- plays a yes/no question asks about, and checkers a question is about --------------------------


def legal_attempt(position: Position, roll: Roll, rng: random.Random) -> str | None:
    """A legal play that moves something (None: nothing moves)."""
    plays = [play for play in legal_plays(position, roll) if play.steps]
    return str(rng.choice(plays)) if plays else None


def landing_attempt(position: Position, roll: Roll, rng: random.Random | None = None) -> str | None:
    """A play whose one step lands on a blocked point, the rest of it legal: illegal for landing."""
    for play in legal_plays(position, roll):
        if len(play.steps) != 2 or play.steps[0].src == play.steps[1].dst:
            continue
        first, second = play.steps
        for src in range(24, 0, -1):
            if src == first.src or not position.on_roll[src]:
                continue
            if blocked_step(position, src, second.die):
                text = f"{first} {src}/{src - second.die}"
                if _breaks(position, roll, text, Rule.BLOCKED):
                    return text
    return None


def intermediate_moves(position: Position, roll: Roll, open_ways: int) -> list[str]:
    """One checker moved by all numbers rolled to an open point, with ``open_ways`` of its two
    intermediate points open (0: the move is illegal for an intermediate point alone; a double's
    move: 1 for all of its intermediate points open and a blocked point jumped over, 0 for one of
    them blocked)."""
    if position.on_roll[BAR]:
        return []
    found = []
    for src in range(24, sum(roll.numbers), -1):
        dst = src - sum(roll.numbers)
        if not position.on_roll[src] or position.opponent[BAR - dst] >= 2:
            continue
        if roll.is_double:  # all its stops open, and a blocked point jumped over between them
            middles = [src - roll.high * steps for steps in range(1, len(roll.numbers))]
            jumped = any(position.opponent[BAR - point] >= 2 for point in range(dst + 1, src))
            ways = int(jumped and all(position.opponent[BAR - middle] < 2 for middle in middles))
        else:
            ways = sum(position.opponent[BAR - (src - die)] < 2 for die in (roll.high, roll.low))
        if ways == open_ways:
            text = f"{src}/{dst}"
            wanted = None if open_ways else Rule.INTERMEDIATE_BLOCKED
            if (wanted is None and isinstance(check_play(position, roll, text), Play)) or (
                wanted is not None and _breaks(position, roll, text, wanted)
            ):
                found.append(text)
    return found


def landing_checkers(position: Position, roll: Roll) -> list[int]:
    """The side's checkers that some number rolled would put on a blocked point."""
    if position.on_roll[BAR]:
        return []
    return [
        src
        for src in range(24, 0, -1)
        if position.on_roll[src] and any(blocked_step(position, src, die) for die in set(roll.numbers))
    ]


def quarter(place: int) -> int:
    """The quarter of a place in the side's own numbering: 1 its home board (points 1-6), 2 its
    outer board (7-12), 3 and 4 the opponent's outer and home boards (13-18, 19-24); 0 off."""
    return 0 if place == OFF else (place - 1) // 6 + 1


def crossing_checkers(position: Position, roll: Roll) -> list[int]:
    """The side's checkers a legal play takes into another quarter of the board (across the bar,
    round the corner from 13 to 12), with one number or more in a row."""
    mover = position.on_roll
    found = set()
    for play in legal_plays(position, roll):
        for index, step in enumerate(play.steps):
            if step.src == BAR or not mover[step.src] or step.src in found:
                continue
            places, at = [step.dst], step.dst
            for later in play.steps[index + 1 :]:
                if later.src == at:
                    at = later.dst
                    places.append(at)
            if any(place != OFF and quarter(place) != quarter(step.src) for place in places):
                found.add(step.src)
    return sorted(found, reverse=True)


def points_between(position: Position, roll: Roll, plays: tuple[Play, ...] | None = None) -> list[int]:
    """Points the roll makes (two or more of the side's checkers there, fewer before) in few of the
    legal plays, with some of the side's checkers in front of the point: those may not come back
    to it, only the ones behind it may move there."""
    plays = legal_plays(position, roll) if plays is None else plays
    mover = position.on_roll
    ends = [position.apply_steps(play.steps) for play in plays]
    made = []
    for point in range(2, 25):
        if mover[point] >= 2 or not any(mover[1:point]):
            continue
        making = sum(end.on_roll[point] >= 2 for end in ends)
        if making and making <= FEW * len(plays):
            made.append(point)
    return made


def middle_checkers(open_ways: int) -> Callable[[Position, Roll], list[int]]:
    """The side's checkers whose move by both numbers ends on an open point with ``open_ways`` of
    the two intermediate points open."""

    def checkers(position: Position, roll: Roll) -> list[int]:
        if roll.is_double:
            return []
        return sorted({int(text.split("/")[0]) for text in intermediate_moves(position, roll, open_ways)})

    return checkers


def through(open_ways: int) -> Attempt:
    def attempt(position: Position, roll: Roll, rng: random.Random) -> str | None:
        found = intermediate_moves(position, roll, open_ways)
        return rng.choice(found) if found else None

    return attempt


def intermediate_trap(position: Position, roll: Roll) -> str | None:
    found = intermediate_moves(position, roll, 0)
    return found[0] if found else None


def bar_first_attempt(position: Position, roll: Roll, rng: random.Random | None = None) -> str | None:
    """With two or more on the bar: one enters, and a checker moves on before the other is in."""
    for die, other in ((roll.high, roll.low), (roll.low, roll.high)):
        if step_reason(position, BAR, die) is not None:
            continue
        entered = BAR - die
        for src in [entered, *range(24, 0, -1)]:
            if (src == entered or position.on_roll[src]) and src - other > 0:
                text = f"bar/{entered} {src}/{src - other}"
                if _breaks(position, roll, text, Rule.BAR_FIRST):
                    return text
    return None


def run_on(position: Position, roll: Roll, landing: bool) -> list[str]:
    """A checker hits a blot with one number and moves on with the other: to an open point
    (``landing``) or to a blocked one (illegal for landing)."""
    if roll.is_double or position.on_roll[BAR]:
        return []
    found = []
    for src in range(24, 0, -1):
        if not position.on_roll[src]:
            continue
        for die, other in ((roll.high, roll.low), (roll.low, roll.high)):
            middle, end = src - die, src - die - other
            if middle < 1 or end < 1 or position.opponent[BAR - middle] != 1:
                continue
            text = f"{src}/{middle}*/{end}"
            if (landing and isinstance(check_play(position, roll, text), Play)) or (
                not landing
                and position.opponent[BAR - end] >= 2
                and _breaks(position, roll, text, Rule.BLOCKED)
            ):
                found.append(text)
    return found


def running(landing: bool) -> Attempt:
    def attempt(position: Position, roll: Roll, rng: random.Random) -> str | None:
        found = run_on(position, roll, landing)
        return rng.choice(found) if found else None

    return attempt


def bear_off_attempt(position: Position, roll: Roll, rng: random.Random | None = None) -> str | None:
    """A bear-off play the roll would allow if all checkers were home (it is not legal now)."""
    mover = position.on_roll
    for die in sorted(set(roll.numbers), reverse=True):
        for point in range(6, 0, -1):
            if mover[point] and point - die <= 0:
                return f"{point}/off"
    return None


def home_then_off(position: Position, roll: Roll, rng: random.Random) -> str | None:
    """A legal play that brings the last checker home and then bears off."""
    plays = [play for play in legal_plays(position, roll) if borne_off(play)]
    return str(rng.choice(plays)) if plays else None


def _breaks(position: Position, roll: Roll, text: str, rule: Rule) -> bool:
    """Whether the written play is illegal for ``rule``."""
    try:
        outcome = check_play(position, roll, text)
    except ValueError:  # not notation, or ambiguous: not a question to ask
        return False
    return isinstance(outcome, Reason) and outcome.rule is rule


def blocked_step(position: Position, src: int, die: int) -> bool:
    reason = step_reason(position, src, die)
    return reason is not None and reason.rule is Rule.BLOCKED


# -- the cube's states -----------------------------------------------------------------------------


def offered(turn: Color, rng: random.Random) -> CubeState:
    """A double offered by ``turn``: a centred cube or one ``turn`` owns, money play or a match."""
    value = rng.choice((1, 2, 4, 8, 16, 32))
    return CubeState(turn, value, None if value == 1 else turn, offered=True, match=_match(rng, value))


def may_double(turn: Color, rng: random.Random) -> CubeState:
    """``turn`` may double: the cube in the middle or its own, before rolling, not the Crawford game
    (the game after it, post-Crawford, is one)."""
    value = rng.choice((1, 1, 2, 4, 8))
    owner = None if value == 1 else turn
    if rng.random() < 0.3:
        length = rng.choice((3, 5, 7, 9))
        score = (length - 1, rng.randint(0, length - 2))
        match = Match(length, score if rng.random() < 0.5 else (score[1], score[0]))
        return CubeState(turn, value, owner, match=match)  # post-Crawford: doubling is allowed
    return CubeState(turn, value, owner, match=_match(rng, value))


def may_not_double(turn: Color, rng: random.Random) -> CubeState:
    """``turn`` may not double: the opponent owns the cube, the dice are rolled, or it is the
    Crawford game."""
    case = rng.choice(("owner", "owner", "rolled", "crawford", "crawford"))
    if case == "crawford":
        length = rng.choice((3, 5, 7, 9))
        score = (length - 1, rng.randint(0, length - 2))
        match = Match(length, score if rng.random() < 0.5 else (score[1], score[0]), crawford=True)
        return CubeState(turn, match=match)
    value = rng.choice((2, 4, 8))
    if case == "owner":
        return CubeState(turn, value, turn.other, match=_match(rng, value))
    owner = rng.choice((None, turn))
    dice = (rng.randint(1, 6), rng.randint(1, 6))
    return CubeState(turn, 1 if owner is None else value, owner, dice=dice, match=_match(rng, value))


def played_out(turn: Color, rng: random.Random) -> CubeState:
    """The cube of a game played to the end: in the middle or turned (2-16) and owned by either
    side, in money play without the Jacoby rule or in a match."""
    value = rng.choice((1, 2, 4, 8, 16))
    owner = None if value == 1 else rng.choice((WHITE, BLACK))
    return CubeState(turn, value, owner, match=_match(rng, value))


def jacoby(turn: Color, rng: random.Random) -> CubeState:
    """The cube of a game played to the end in money play with the Jacoby rule: in the middle half
    the time, else turned (2-8) and owned by either side."""
    value = rng.choice((1, 1, 1, 2, 4, 8))
    owner = None if value == 1 else rng.choice((WHITE, BLACK))
    return CubeState(turn, value, owner, match=Match(jacoby=True))


def _match(rng: random.Random, value: int) -> Match:
    """Money play or a match the cube's value fits in (no side near the end: no Crawford game)."""
    if rng.random() < 0.5:
        return Match()
    length = rng.choice((5, 7, 9, 11))
    return Match(length, (rng.randint(0, length - 2), rng.randint(0, length - 2)))


# -- what plays do ---------------------------------------------------------------------------------


def borne_off(play: Play) -> int:
    return sum(step.dst == OFF for step in play.steps)


def hits_and_runs(play: Play) -> bool:
    """A checker of the play hits and moves on from the point it hit on."""
    return any(step.hit and any(later.src == step.dst for later in play.steps[i + 1 :])
               for i, step in enumerate(play.steps))  # fmt: skip


def points_made_by_the_double(
    position: Position, roll: Roll, plays: tuple[Play, ...] | None = None
) -> list[int]:
    """Points the double makes only with more than two of its moves, in few of the legal plays."""
    plays = legal_plays(position, roll) if plays is None else plays
    ends = [position.apply_steps(play.steps) for play in plays]
    halves = {
        after for first in after_one_step(position, roll.high) for after in after_one_step(first, roll.high)
    }
    made = []
    for point in range(1, 25):
        if position.on_roll[point] >= 2:
            continue
        making = sum(end.on_roll[point] >= 2 for end in ends)
        if making and making <= FEW * len(plays) and not any(half.on_roll[point] >= 2 for half in halves):
            made.append(point)
    return made


def after_one_step(position: Position, die: int) -> list[Position]:
    """The positions after each step the side on roll may make with ``die`` alone."""
    after = []
    for src in range(BAR, 0, -1):
        if position.on_roll[src] and step_reason(position, src, die) is None:
            dst = max(src - die, OFF)
            hit = dst != OFF and position.opponent[BAR - dst] == 1
            after.append(position.apply_steps([Step(src, dst, die, hit)]))
    return after
