"""Sanity checks of the gnubg oracle against formats.md 2.3 and 2.8 (perft(1) counts)."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from . import GnubgError, _collect, _start, find_gnubg, gnubg_plays, gnubg_results, measure
from .gnubg_hint_script import apply_legs
from .position_id import decode, encode, swap

ROLLS = [(d1, d2) for d1 in range(1, 7) for d2 in range(1, d1 + 1)]  # 21 rolls, high die first

# formats.md 2.8: per-roll counts of distinct resulting positions, no play counted as one.
PERFT1 = {
    "4HPwATDgc/ABMA": (
        "11:42 21:15 22:75 31:16 32:17 33:73 41:14 42:18 43:17 44:52 51:8 52:8 53:9 54:9 55:4 "
        "61:10 62:14 63:14 64:14 65:7 66:11",
        447,
    ),
    "sGfwGQDg28EBBg": (
        "11:23 21:12 22:72 31:13 32:20 33:60 41:14 42:18 43:19 44:44 51:16 52:21 53:21 54:20 "
        "55:78 61:13 62:17 63:16 64:17 65:19 66:40",
        573,
    ),
    "4HeDASLGnYMBAw": (
        "11:55 21:20 22:68 31:18 32:18 33:43 41:23 42:23 43:23 44:72 51:18 52:17 53:16 54:21 "
        "55:39 61:14 62:13 63:14 64:17 65:13 66:21",
        566,
    ),
    "bE7oCChwtwMAXA": (
        "11:40 21:9 22:27 31:4 32:5 33:1 41:5 42:5 43:1 44:1 51:8 52:8 53:5 54:6 55:19 61:3 "
        "62:4 63:1 64:1 65:4 66:1",
        158,
    ),
    "5AYAArvlAAAAAA": (
        "11:61 21:18 22:22 31:14 32:10 33:6 41:10 42:6 43:5 44:1 51:6 52:4 53:3 54:2 55:1 61:5 "
        "62:4 63:3 64:2 65:1 66:1",
        185,
    ),
}

# formats.md 2.8 lists `2zY+AADgHHwAbA` (= 32) as "2 on the bar against a 5-point board", but that
# ID is not a legal position: the mover's two checkers on its 24-point share the point with the
# opponent's two on its 1-point, and gnubg answers "Illegal position." / "Invalid position ID".
# The same idea as a legal position: the opponent holds its points 1-5 and 8, the mover has 2 on
# the bar and 6:3 7:2 8:3 13:5, so only 66 enters (19-point).  66 has 10 plays (gnubg 1.07 hint;
# the PyPI bindings' findbestmoves also lists 10).
BAR_VS_FIVE_POINT_BOARD = encode(
    (2, 2, 2, 2, 2, 0, 0, 5) + (0,) * 17,
    (0, 0, 0, 0, 0, 3, 2, 3, 0, 0, 0, 0, 5) + (0,) * 11 + (2,),
)


def _per_roll(pid: str) -> dict[str, int]:
    answers = gnubg_results([(pid, d1, d2) for d1, d2 in ROLLS])
    return {f"{d1}{d2}": len(a) for (d1, d2), a in zip(ROLLS, answers, strict=True)}


@pytest.mark.parametrize("pid", sorted(PERFT1))
def test_perft1_matches_formats_md(pid: str) -> None:
    table, total = PERFT1[pid]
    expected = {roll: int(n) for roll, n in (item.split(":") for item in table.split())}
    counts = _per_roll(pid)
    assert counts == expected
    assert sum(counts.values()) == total


def test_listed_bar_vector_is_an_illegal_position() -> None:
    with pytest.raises(ValueError, match="held by both"):
        decode("2zY+AADgHHwAbA")


def test_bar_against_five_point_board() -> None:
    counts = _per_roll(BAR_VS_FIVE_POINT_BOARD)
    assert counts == {roll: 10 if roll == "66" else 1 for roll in counts}
    assert sum(counts.values()) == 30


def test_no_play_answers_the_swapped_position() -> None:
    pid = BAR_VS_FIVE_POINT_BOARD
    assert gnubg_plays([(pid, 3, 1)]) == [{swap(pid): ""}]
    assert swap(swap(pid)) == pid


def test_opening_31_results() -> None:
    plays = gnubg_plays([("4HPwATDgc/ABMA", 3, 1), ("4HPwATDgc/ABMA", 1, 3)])
    assert plays[0] == plays[1]
    by_move = {move: pid for pid, move in plays[0].items()}
    start = decode("4HPwATDgc/ABMA")[1]
    made_5 = list(start)
    made_5[7], made_5[5], made_5[4] = 2, 4, 2  # 8/5 6/5
    assert by_move["8/5 6/5"] == encode(tuple(made_5), start)


def test_hits_go_to_the_bar() -> None:
    # 0HPhATDg2+ABMA with 31: gnubg's manual ranks 24/20* first.
    mover, other = decode("0HPhATDg2+ABMA")[1], decode("0HPhATDg2+ABMA")[0]
    assert other[4] == 1  # the opponent's blot on its 5-point = the mover's 20-point
    new_mover, new_other = apply_legs(list(mover), list(other), ((24, 20),))
    assert (new_other[4], new_other[24], new_mover[19], new_mover[23]) == (0, 1, 1, 1)
    assert encode(tuple(new_mover), tuple(new_other)) in gnubg_results([("0HPhATDg2+ABMA", 3, 1)])[0]


def test_intermediate_hit_only_where_written() -> None:
    mover = [0] * 25
    mover[23] = 1
    other = [0] * 25
    other[4] = 1  # on the mover's 20
    assert apply_legs(mover, other, ((24, 16),))[1][24] == 0
    assert apply_legs(mover, other, ((24, 20), (20, 16)))[1][24] == 1


def test_many_processes_keep_query_order() -> None:
    queries = [(pid, d1, d2) for pid in sorted(PERFT1) for d1, d2 in ROLLS]
    one = gnubg_results(queries, processes=1)
    assert gnubg_results(queries, processes=7) == one
    assert measure(queries[:40], processes=4) > 0


def test_failures_are_loud() -> None:
    with pytest.raises(ValueError):
        gnubg_results([("2zY+AADgHHwAbA", 6, 6)])  # rejected before gnubg runs
    with pytest.raises(ValueError):
        gnubg_results([("4HPwATDgc/ABMA", 7, 1)])
    with pytest.raises(GnubgError):
        _ask_gnubg_directly("2zY+AADgHHwAbA")  # gnubg itself refuses the position


def _ask_gnubg_directly(pid: str) -> None:
    """Skip the caller-side validation, to see gnubg's own refusal."""
    with tempfile.TemporaryDirectory() as tmp:
        proc, out, err = _start(find_gnubg(), Path(tmp), 0, [(pid, 6, 6)])
        _collect(proc, out, err, [(pid, 6, 6)])
