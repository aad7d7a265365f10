"""Issue 12, items 1 and 2: user text is read in linear time, and only ASCII digits are digits.

The time bounds here are generous regression guards against the quadratic and cubic blow-ups
(which took seconds to minutes on these inputs), not benchmarks.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

from bgtutor import Position, Roll
from bgtutor.rules.errors import BgtutorError, InvalidNotationError, InvalidRollError
from bgtutor.rules.notation import MAX_NOTATION, parse_paths, parse_roll_prefix
from bgtutor.rules.resolve import check_play

SPACES = " " * 100_000


def _refused_quickly(read: Callable[[str], object], text: str, error: type[BgtutorError]) -> str:
    began = time.perf_counter()
    with pytest.raises(error) as caught:
        read(text)
    assert time.perf_counter() - began < 1.0
    message = str(caught.value)
    assert "\n" not in message and len(message) < 300
    return message


@pytest.mark.parametrize(
    "text",
    ["42" + " " * 2000 + "z", "4" + SPACES + "x", SPACES, "4" + SPACES + "2", "(" * 100_000],
    ids=["roll-2000-spaces-z", "die-100k-spaces-x", "100k-spaces", "die-100k-spaces-die", "parens"],
)
def test_long_dice_text_is_refused_in_linear_time(text: str) -> None:
    message = _refused_quickly(Roll.parse, text, InvalidRollError)
    assert "characters" in message


@pytest.mark.parametrize("text", ["(4, 2):", " 4 - 2 ", "4\t2", "42:", "(4 2)", "4x2"])
def test_dice_variants_still_read(text: str) -> None:
    assert Roll.parse(text) == Roll(4, 2)


@pytest.mark.parametrize("text", ["4²", "٤٢", "４２", "①②", "4 2 2", "4--2", "4 - - 2"])
def test_dice_are_ascii_digits_only(text: str) -> None:
    with pytest.raises(InvalidRollError):
        Roll.parse(text)


def test_roll_prefix_is_linear() -> None:
    began = time.perf_counter()
    assert parse_roll_prefix("4" + SPACES + "x") == (None, "4" + SPACES + "x")
    assert parse_roll_prefix("4" + SPACES + "-" + SPACES + "2:" + "13/11")[0] == Roll(4, 2)
    assert time.perf_counter() - began < 1.0


@pytest.mark.parametrize(
    "text", ["42" + " " * 2000 + "z", "4" + SPACES + "x", "24/" + "9" * 5000, "13/11 " * 20_000]
)
def test_long_notation_is_refused_in_linear_time(text: str) -> None:
    message = _refused_quickly(parse_paths, text, InvalidNotationError)
    assert f"longer than {MAX_NOTATION}" in message
    _refused_quickly(lambda t: check_play(Position.start(), Roll(4, 2), t), text, InvalidNotationError)


@pytest.mark.parametrize("text", ["24/2²", "24/²", "²", "24/1③", "٢٤/18", "13/7(٢)", "１３/７", "24/18(²)"])
def test_unicode_digits_are_not_points(text: str) -> None:
    with pytest.raises(InvalidNotationError):
        parse_paths(text)
    with pytest.raises(InvalidNotationError):
        check_play(Position.start(), Roll(4, 2), text)


def test_ascii_points_still_read() -> None:
    assert [path.points for path in parse_paths("24/18 13/7(2) bar/off")] == [
        (24, 18),
        (13, 7),
        (13, 7),
        (25, 0),
    ]
