"""Small builders shared by the tests."""

from __future__ import annotations

from bgtutor import WHITE, Position, Roll, legal_plays
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.plays import Play
from bgtutor.rules.resolve import check_play


def board(white: dict[int | str, int], black: dict[int | str, int], turn: object = WHITE) -> Position:
    """A position with both sides given in White's numbering (as the seed texts draw it)."""
    return Position.from_points(white, black, turn=turn, numbering=WHITE)  # type: ignore[arg-type]


def plays(position: Position, roll: Roll) -> list[str]:
    """The legal plays in notation."""
    return [str(play) for play in legal_plays(position, roll)]


def verdict(position: Position, roll: Roll, text: str) -> str | Rule:
    """The canonical notation of a legal play, or the rule an illegal one breaks."""
    outcome = check_play(position, roll, text)
    return outcome.rule if isinstance(outcome, Reason) else str(outcome)


def reason(position: Position, roll: Roll, text: str) -> Reason:
    """The reason ``text`` is illegal (fails the test if it is legal)."""
    outcome = check_play(position, roll, text)
    assert not isinstance(outcome, Play), f"{text!r} should be illegal but is {outcome}"
    return outcome


def results(position: Position, roll: Roll) -> set[Position]:
    """The distinct positions the legal plays lead to."""
    return {position.play(play) for play in legal_plays(position, roll)}
