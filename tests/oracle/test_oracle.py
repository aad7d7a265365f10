"""Sanity checks of the gnubg oracle against formats.md 2.3 and 2.8 (perft(1) counts)."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Sequence
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


# Issue 20: on a fresh machine HOME is empty, the first gnubg processes started at once all find
# no ~/.gnubg, each creates it, and all but one exit 1 with "<HOME>/.gnubg: File exists".
OPENING = "4HPwATDgc/ABMA"


def _opening_counts(rolls: Sequence[tuple[int, int]] = ROLLS) -> dict[str, int]:
    """gnubg's answers for the opening position as counts per roll (formats.md 2.8 expects)."""
    answers = gnubg_results([(OPENING, d1, d2) for d1, d2 in rolls], processes=len(rolls))
    return {f"{d1}{d2}": len(a) for (d1, d2), a in zip(rolls, answers, strict=True)}


def _expected(rolls: Sequence[tuple[int, int]] = ROLLS) -> dict[str, int]:
    table, _ = PERFT1[OPENING]
    counts = {roll: int(n) for roll, n in (item.split(":") for item in table.split())}
    return {f"{d1}{d2}": counts[f"{d1}{d2}"] for d1, d2 in rolls}


def _empty_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    return home


def _wrapper(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *, before: str = "", prefix: str = "") -> None:
    """Make the harness start gnubg through a shell script: ``before``, then ``prefix gnubg``."""
    script = tmp_path / "gnubg-wrapper"
    script.write_text(f'#!/bin/sh\n{before}\nexec {prefix} {find_gnubg()} "$@"\n', encoding="ascii")
    script.chmod(0o755)
    monkeypatch.setenv("BGTUTOR_GNUBG", str(script))


def test_parallel_processes_on_an_empty_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = _empty_home(tmp_path, monkeypatch)
    for _ in range(3):  # 21 processes at once, three times
        assert _opening_counts() == _expected()
    assert list(home.iterdir()) == []  # the oracle leaves the user's ~/.gnubg alone


def test_every_process_finds_no_settings_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The race's worst case for every process: its settings folder appears just before its mkdir.

    The wrapper creates ``$HOME/.gnubg`` itself (``mkdir`` fails when it exists, as gnubg's does)
    and then starts gnubg, which finds the folder and goes on.  Processes that shared a HOME would
    fail here on every run, not only when the timing is unlucky.
    """
    _empty_home(tmp_path, monkeypatch)
    _wrapper(tmp_path, monkeypatch, before='mkdir "$HOME/.gnubg" || exit 1')
    assert _opening_counts() == _expected()


@pytest.mark.skipif(shutil.which("strace") is None, reason="widening the race needs strace")
def test_real_race_widened_with_strace(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """gnubg's own test-then-mkdir, each mkdir delayed 0.3 s so that no process sees another's."""
    _empty_home(tmp_path, monkeypatch)
    strace = f"{shutil.which('strace')} -f -qq -o /dev/null -e trace=mkdir"
    _wrapper(tmp_path, monkeypatch, prefix=f"{strace} -e inject=mkdir:delay_enter=300000")
    assert _opening_counts(ROLLS[:6]) == _expected(ROLLS[:6])
