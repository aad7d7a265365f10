"""The engine's inner parts agree with each other: ``search`` (the bots' entry) with ``legal_plays``,
``max_steps`` with the plays' length, and the quick Position ID path of ``Position.from_id`` with the
fully validated constructor."""

from __future__ import annotations

import re

import pytest
from oracle.sample import self_play

from bgtutor import InvalidIdError, Position, legal_plays
from bgtutor.rules import ids
from bgtutor.rules.moves import max_steps, search

QUERIES = self_play(300, seed=24, hit_bias=0.5)


@pytest.mark.parametrize("query", QUERIES[::3], ids=lambda q: f"{q[0]}-{q[1]}{q[2]}")
def test_search_keys_are_the_boards_after_the_legal_plays(query: tuple[str, int, int]) -> None:
    pid, die1, die2 = query
    position = Position.from_id(pid)
    plays = legal_plays(position, (die1, die2))
    dice = (die1,) * 4 if die1 == die2 else (die1, die2)
    mover, other = list(position.on_roll), list(position.opponent)
    found = search(mover, other, dice)
    assert (mover, other) == (list(position.on_roll), list(position.opponent))  # restored
    if not plays[0].steps:
        assert found == {}
        assert max_steps(position, dice) == 0
        return
    boards = [position.apply_steps(play.steps) for play in plays]
    assert list(found) != [] and sorted(found) == sorted(bytes(b.on_roll) + bytes(b.opponent) for b in boards)
    by_board = {bytes(b.on_roll) + bytes(b.opponent): play for b, play in zip(boards, plays, strict=True)}
    for board, steps in found.items():
        assert sorted(steps, reverse=True) == list(by_board[board].steps)
        assert position.apply_steps(steps).on_roll == tuple(board[:26])  # the order played works
    assert max_steps(position, dice) == len(plays[0].steps)


@pytest.mark.parametrize("pid", sorted({q[0] for q in QUERIES})[:60])
def test_the_quick_position_id_path_builds_what_the_constructor_builds(pid: str) -> None:
    not_on_roll, on_roll = ids.decode_position_id(pid)
    assert Position.from_id(pid) == Position.from_sides(on_roll, not_on_roll)
    swapped = Position.from_id(pid).swap()
    assert Position.from_id(pid, swapped.turn) == Position.from_sides(on_roll, not_on_roll, swapped.turn)


def test_a_position_id_with_a_shared_point_is_refused_with_the_point() -> None:
    with pytest.raises(
        InvalidIdError,
        match=re.escape(
            "describes an impossible position: White's point 24 (Black's 1) holds checkers of both sides"
        ),
    ):
        Position.from_id("2zY+AADgHHwAbA")
