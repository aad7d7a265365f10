"""Reading a play from text: resolved against the legal plays, explained when illegal.

The path the learner wrote is checked, not just where the checkers end: ``13/8/5`` through
a blocked 8 is illegal even though ``13/10/5`` ends on the same point. Paths of different
checkers may be played in any order; a path that spans several dice (``24/13``) may take
any intermediate point it could land on.

>>> from bgtutor import Position, Roll
>>> str(parse_play(Position.start(), Roll(6, 4), "24/14"))
'24/14'
>>> check_play(Position.start(), Roll(6, 4), "13/9 13/9").text("en")
'From 13 to 9 is 4 pips, but none of your numbers (6) fits, alone or together.'
"""

from __future__ import annotations

from bgtutor.rules.dice import Roll
from bgtutor.rules.errors import AmbiguousPlayError, IllegalPlayError
from bgtutor.rules.explain import Reason, Rule, step_paths, step_reason
from bgtutor.rules.i18n import Message
from bgtutor.rules.notation import Path, parse_paths, parse_roll_prefix
from bgtutor.rules.places import BAR, OFF
from bgtutor.rules.plays import Play, Step, format_play
from bgtutor.rules.position import Position
from bgtutor.rules.turn import Turn

Way = tuple[Step, ...]
Cursor = tuple[int, tuple[int, ...], bool]
"""A written path being played: where its checker is, the written points still to reach, and
whether it stands on a written point (rather than on a landing point the text left open)."""


def check_play(position: Position, roll: Roll, text: str) -> Play | Reason:
    """The legal play ``text`` describes, or the reason it is not legal.

    Raises InvalidNotationError for text that is not notation, AmbiguousPlayError when the
    text fits several legal plays with different results.
    """
    paths = parse_paths(text)
    written, _ = parse_roll_prefix(text)
    turn = Turn(position, roll)
    if written is not None and written != roll:
        return Reason.of(Rule.WRONG_ROLL, written=written.label, roll=roll.label)
    legs = sum(len(path.points) - 1 for path in paths)
    if legs > len(roll.numbers):
        return Reason.of(Rule.TOO_MANY_STEPS, roll=roll.label, count=len(roll.numbers), written=legs)
    search = _Search()
    search.explore(turn, tuple((path.points[0], path.points[1:], True) for path in paths), 0)
    if not search.found:
        assert search.failure is not None
        return search.failure[1]
    return _choose(position, roll, text, paths, search.found)


def parse_play(position: Position, roll: Roll, text: str) -> Play:
    """Like :func:`check_play`, but raises IllegalPlayError (with ``.reason``) when illegal."""
    outcome = check_play(position, roll, text)
    if isinstance(outcome, Reason):
        raise IllegalPlayError(
            f"{text!r} is not legal in {position.position_id()!r} with {roll}: {outcome.text('en')}",
            outcome,
        )
    return outcome


class _Search:
    """Plays the written paths in every interleaving of their steps (a checker may have to
    wait for another: ``bar/21(2)`` enters both before either moves on), collecting the legal
    plays by result and, for the explanation, the failure that got furthest along the text."""

    def __init__(self) -> None:
        self.found: dict[Position, list[Way]] = {}
        self.failure: tuple[int, Reason] | None = None

    def fail(self, progress: int, reason: Reason) -> None:
        if self.failure is None or progress > self.failure[0]:
            self.failure = (progress, reason)

    def explore(self, turn: Turn, cursors: tuple[Cursor, ...], reached: int) -> None:
        """Continue from ``turn``; ``reached`` counts the written points reached so far."""
        if all(not rest for _, rest, _ in cursors):
            reason = turn._completion_reason((), finished=True)
            if reason is None:
                self.found.setdefault(turn.current, []).append(turn.steps)
            else:
                self.fail(reached + 1, reason)
            return
        tried: set[Cursor] = set()
        for index, cursor in enumerate(cursors):
            at, rest, on_written_point = cursor
            if not rest or cursor in tried:
                continue
            tried.add(cursor)
            goal = rest[0]
            if on_written_point:
                leg = step_paths(turn.current, turn.dice_left, at, goal)
                if isinstance(leg, Reason):
                    self.fail(reached, leg)
            for die in dict.fromkeys(turn.dice_left):
                to = at - die
                if to < goal:  # past the written point: only bearing off may use a larger number
                    if goal != OFF:
                        continue
                    to = OFF
                if step_reason(turn.current, at, die) is not None:
                    continue
                step = Step(at, to, die, to != OFF and turn.current.opponent[BAR - to] == 1)
                spoiled = turn._completion_reason((step,))
                if spoiled is not None:
                    self.fail(reached, spoiled)
                    continue
                arrived = to == goal
                moved = (to, rest[1:] if arrived else rest, arrived)
                later = (*cursors[:index], moved, *cursors[index + 1 :])
                self.explore(turn._with((*turn.steps, step)), later, reached + arrived)


def _choose(
    position: Position, roll: Roll, text: str, paths: tuple[Path, ...], found: dict[Position, list[Way]]
) -> Play | Reason:
    """The one play among the realizations, using the stars written to tell hits apart."""
    stars = frozenset().union(*(path.stars for path in paths))
    hits = {result: {step.dst for step in ways[0] if step.hit} for result, ways in found.items()}
    fitting = [result for result in found if stars <= hits[result]]
    if not fitting:
        result = next(iter(found))
        missing = min(stars - hits[result])
        return Reason.of(Rule.NO_BLOT, point=missing)
    if len(fitting) > 1:
        fitting = [result for result in fitting if hits[result] == stars] or fitting
    if len(fitting) > 1:
        options = [format_play(Play(found[result][0])) for result in fitting]
        raise AmbiguousPlayError(
            f"{text!r} fits several plays in {position.position_id()!r} with {roll}: "
            f"{', '.join(map(repr, options))}; write the intermediate point, e.g. 24/18*/14",
            message=Message.of("err-ambiguous", text=text, options=", ".join(options)),
        )
    return Play(found[fitting[0]][0])
