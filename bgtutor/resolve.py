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

from itertools import permutations

from bgtutor.dice import Roll
from bgtutor.errors import AmbiguousPlayError, IllegalPlayError
from bgtutor.explain import Reason, Rule
from bgtutor.moves import Play, Step
from bgtutor.notation import Path, format_play, parse_paths, parse_roll_prefix
from bgtutor.position import Position
from bgtutor.turn import Turn

Way = tuple[Step, ...]


def check_play(position: Position, roll: Roll, text: str) -> Play | Reason:
    """The legal play ``text`` describes, or the reason it is not legal.

    Raises InvalidNotationError for text that is not notation, AmbiguousPlayError when the
    text fits several legal plays with different results.
    """
    written, body = parse_roll_prefix(text) if isinstance(text, str) else (None, text)
    paths = parse_paths(body)
    turn = Turn(position, roll)
    if written is not None and written != roll:
        return Reason.of(Rule.WRONG_ROLL, written=str(written), roll=str(roll))
    found: dict[Position, list[Way]] = {}
    best: tuple[int, Reason] | None = None
    for order in dict.fromkeys(permutations(paths)):
        for progress, outcome in _realize(turn, [leg for path in order for leg in path.legs]):
            if isinstance(outcome, Reason):
                if best is None or progress > best[0]:
                    best = (progress, outcome)
            else:
                found.setdefault(turn.position.apply_steps(outcome), []).append(outcome)
    if not found:
        assert best is not None
        return best[1]
    return _choose(position, roll, text, paths, found)


def parse_play(position: Position, roll: Roll, text: str) -> Play:
    """Like :func:`check_play`, but raises IllegalPlayError (with ``.reason``) when illegal."""
    outcome = check_play(position, roll, text)
    if isinstance(outcome, Reason):
        raise IllegalPlayError(
            f"{text!r} is not legal in {position.position_id()!r} with {roll}: {outcome.text('en')}",
            outcome,
        )
    return outcome


def _realize(turn: Turn, legs: list[tuple[int, int]]) -> list[tuple[int, Way | Reason]]:
    """Play ``legs`` in order on ``turn``: each complete play, or how far it got and why not."""
    if not legs:
        reason = turn._completion_reason((), finished=True)
        return [(len(turn.steps) + 1, reason if reason else turn.steps)]
    src, dst = legs[0]
    ways = turn.paths(src, dst)
    if isinstance(ways, Reason):
        return [(len(turn.steps), ways)]
    results: list[tuple[int, Way | Reason]] = []
    for way in ways:
        results.extend(_realize(turn._with(turn.steps + way), legs[1:]))
    return results


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
        options = ", ".join(repr(format_play(Play(found[result][0]))) for result in fitting)
        raise AmbiguousPlayError(
            f"{text!r} fits several plays in {position.position_id()!r} with {roll}: {options}; "
            "write the intermediate point, e.g. 24/18*/14"
        )
    return Play(found[fitting[0]][0])
