"""Perft counts from tests/data/perft.txt (verified against GNU Backgammon)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bgtutor import ALL_ROLLS, InvalidIdError, Position, legal_plays

DATA = Path(__file__).parent / "data" / "perft.txt"


def _records() -> list[dict[str, str | list[str]]]:
    records: list[dict[str, str | list[str]]] = []
    for line in DATA.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        key, _, value = line.partition(" ")
        if key == "id":
            records.append({"id": value, "perft": []})
        elif key == "perft":
            perfts = records[-1]["perft"]
            assert isinstance(perfts, list)
            perfts.append(value)
        else:
            records[-1][key] = value
    return records


RECORDS = _records()


def perft(position: Position, depth: int) -> int:
    """Distinct legal plays summed over the 21 rolls, ``depth`` turns deep."""
    if depth == 0:
        return 1
    return sum(
        perft(position.play(play), depth - 1) for roll in ALL_ROLLS for play in legal_plays(position, roll)
    )


@pytest.mark.parametrize("record", RECORDS, ids=[str(r["id"]) for r in RECORDS])
def test_counts_per_roll(record: dict[str, str | list[str]]) -> None:
    position = Position.from_id(str(record["pos"]))
    counts = {f"{roll.high}{roll.low}": len(legal_plays(position, roll)) for roll in ALL_ROLLS}
    expected = dict(item.split(":") for item in str(record["rolls"]).split())
    assert counts == {roll: int(n) for roll, n in expected.items()}


@pytest.mark.parametrize(
    ("record", "depth", "count"),
    [(r, int(p.split()[0]), int(p.split()[1])) for r in RECORDS for p in r["perft"]],
    ids=[f"{r['id']}-{p.split()[0]}" for r in RECORDS for p in r["perft"]],
)
def test_perft(record: dict[str, str | list[str]], depth: int, count: int) -> None:
    assert perft(Position.from_id(str(record["pos"])), depth) == count


def test_the_formats_doc_vector_with_a_shared_point_is_rejected() -> None:
    # formats.md lists 2zY+AADgHHwAbA (perft 32), but it puts the mover's two back checkers
    # on the point its opponent holds (the mover's 24 = the opponent's 1); gnubg's own
    # positionfromid rejects it too ("Invalid position ID").
    with pytest.raises(InvalidIdError, match="both sides"):
        Position.from_id("2zY+AADgHHwAbA")
