"""Position.from_id's fast path for a plain Position ID agrees with the careful path on every input:
the same position, or the same error (type and message)."""

from __future__ import annotations

import base64
import random

import pytest

from bgtutor import Color, Position
from bgtutor.rules import ids
from bgtutor.rules.errors import InvalidPositionError
from bgtutor.rules.position import _check_board, _impossible, _plain_sides

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def careful(text: str, turn: Color | None = None) -> Position:
    """from_id of a plain Position ID without the fast path (the decoder, then the board checks)."""
    not_on_roll, on_roll = ids.decode_position_id(text.strip())
    final = WHITE_ if turn is None else Color(turn)
    white, black = (on_roll, not_on_roll) if final is WHITE_ else (not_on_roll, on_roll)
    try:
        _check_board(white, black)
    except InvalidPositionError as error:
        raise _impossible(text, error) from None
    return Position._trusted(white, black, final)


WHITE_ = Color.WHITE


def outcome(read: object, text: str, turn: Color | None) -> object:
    try:
        return read(text, turn)  # type: ignore[operator]
    except Exception as error:  # the error itself is compared
        return type(error), str(error)


def random_ids(rng: random.Random, count: int) -> list[str]:
    """Random keys, positions' IDs and their one-character mutations, odd lengths and spaces."""
    texts = []
    for _ in range(count):
        kind = rng.random()
        if kind < 0.3:  # a random 80-bit key
            texts.append(base64.b64encode(rng.getrandbits(80).to_bytes(10, "little")).decode()[:14])
        elif kind < 0.7:  # a real-looking position, possibly with shared points or both on the bar
            sides = []
            for _side in range(2):
                side = [0] * 26
                for _checker in range(rng.randint(0, 15)):
                    side[rng.choice((rng.randint(1, 25), rng.randint(19, 25)))] += 1
                side[0] = 15 - sum(side[1:])
                sides.append(tuple(side))
            texts.append(ids.encode_position_id(*sides))
        else:  # a mutation of a real ID
            text = list(ids.encode_position_id(Position.start().opponent, Position.start().on_roll))
            spot = rng.randrange(len(text) + 1)
            change = rng.random()
            if change < 0.5 and spot < len(text):
                text[spot] = rng.choice(ALPHABET + "=-_ é\t")
            elif change < 0.75:
                text.insert(spot, rng.choice(ALPHABET + " ="))
            elif spot < len(text):
                del text[spot]
            texts.append("".join(text))
    return texts


@pytest.mark.parametrize("seed", range(3))
def test_fast_path_agrees_with_the_careful_path(seed: int) -> None:
    rng = random.Random(seed)
    for text in random_ids(rng, 4000):
        turn = rng.choice((None, Color.WHITE, Color.BLACK))
        assert outcome(Position.from_id, text, turn) == outcome(careful, text, turn), text


def test_fast_path_leaves_rare_and_wrong_ids_to_the_careful_path() -> None:
    start = Position.start()
    assert _plain_sides(start.position_id()) == (start.opponent, start.on_roll)
    assert _plain_sides("AAAAAAAAAAAAAA") is None  # both sides borne off
    assert _plain_sides("4HPwATDgc/ABMB") is None  # bits beyond the key
    assert _plain_sides("4HPwATDgc-ABMA") is None  # not base64
    assert _plain_sides("4HPwATDgc/ABM") is None  # too short
    both_bar = Position.from_points({"bar": 1, 6: 14}, {"bar": 1, 6: 14})
    assert _plain_sides(both_bar.position_id()) is None
    assert Position.from_id(both_bar.position_id()) == both_bar
