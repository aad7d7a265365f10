"""docs/formats.md keeps itself true: every vector table and block in it is run through the engine.

The document's tables are found by their header rows and its fenced blocks by their info string
(```bits, ```perft, ```plays); see formats.md section 1 for the cell conventions. A vector edited
to a wrong value, or a table whose header row changed, makes a test here fail.
Only the top-level package ``bgtutor`` is imported.
"""

from __future__ import annotations

import base64
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import bgtutor
from bgtutor import (
    ALL_ROLLS,
    BLACK,
    WHITE,
    Color,
    MatchId,
    Play,
    Position,
    Roll,
    Step,
    format_play,
    format_xgid,
    game_result,
    legal_plays,
    opening_roll,
    parse_play,
    parse_xgid,
)

DOC = Path(__file__).resolve().parent.parent / "docs" / "formats.md"
TEXT = DOC.read_text(encoding="utf-8")

Row = dict[str, str]


# -- reading the document -------------------------------------------------------------------------


def _cell(text: str) -> str:
    """A table cell without its surrounding spaces and backticks."""
    text = text.strip()
    if len(text) >= 2 and text.startswith("`") and text.endswith("`"):
        text = text[1:-1]
    return text


def _split_row(line: str) -> list[str]:
    return [_cell(part) for part in line.strip().strip("|").split("|")]


def tables(*header: str) -> list[Row]:
    """The rows of every markdown table whose header row is ``header``, as dicts by column."""
    rows: list[Row] = []
    lines = TEXT.splitlines()
    for i, line in enumerate(lines):
        if not line.startswith("|") or tuple(_split_row(line)) != header:
            continue
        assert re.fullmatch(r"\|(\s*:?-+:?\s*\|)+", lines[i + 1].strip()), f"no separator under {header}"
        for body in lines[i + 2 :]:
            if not body.startswith("|"):
                break
            cells = _split_row(body)
            assert len(cells) == len(header), f"{body!r} does not have {len(header)} cells"
            rows.append(dict(zip(header, cells, strict=True)))
    assert rows, f"formats.md has no table with the header {header}"
    return rows


def blocks(kind: str) -> list[list[str]]:
    """The lines of every fenced block opened with ```kind."""
    found = re.findall(rf"^```{re.escape(kind)}\n(.*?)^```$", TEXT, flags=re.MULTILINE | re.DOTALL)
    assert found, f"formats.md has no ```{kind} block"
    return [block.splitlines() for block in found]


def points(text: str) -> dict[int, int]:
    """``"6:5 8:3 bar:1"`` as ``{6: 5, 8: 3, 25: 1}``."""
    result: dict[int, int] = {}
    for item in text.split():
        point, count = item.split(":")
        key = 25 if point == "bar" else int(point)
        result[key] = result.get(key, 0) + int(count)
    return result


def side(text: str) -> tuple[int, ...]:
    """A side as bgtutor stores it (26 counts, own numbering, index 0 = the rest borne off)."""
    cells = [0] * 26
    for point, count in points(text).items():
        cells[point] += count
    cells[0] = 15 - sum(cells)
    return tuple(cells)


def opponent_side(text: str) -> tuple[int, ...]:
    """The opponent's side from its checkers listed on the mover's points (the bar stays 25)."""
    cells = [0] * 26
    for point, count in points(text).items():
        cells[point if point == 25 else 25 - point] += count
    cells[0] = 15 - sum(cells)
    return tuple(cells)


def color(text: str) -> Color:
    return {"White": WHITE, "Black": BLACK}[text]


def error_class(name: str) -> type[Exception] | None:
    """The bgtutor error a cell names, or None when the cell is not an error name."""
    candidate: object = getattr(bgtutor, name, None) if re.fullmatch(r"[A-Z]\w*Error", name) else None
    if candidate is None:
        return None
    assert isinstance(candidate, type) and issubclass(candidate, bgtutor.BgtutorError), name
    return candidate


def ids(rows: list[Row], column: str) -> list[str]:
    return [f"{i}-{row[column]}" for i, row in enumerate(rows)]


# -- section numbers the code cites ---------------------------------------------------------------

SECTIONS = {
    "2.1": "Numbering",
    "2.2": "Move notation",
    "2.3": "Position ID",
    "2.4": "Match ID",
    "2.5": "GNUBG ID",
    "2.6": "XGID",
    "2.7": "Pip count",
    "2.8": "perft",
    "2.9": "test oracle",
    "2.10": "Open points",
}


def section(number: str) -> str:
    match = re.search(rf"^### {re.escape(number)} .*?(?=^### |\Z)", TEXT, flags=re.MULTILINE | re.DOTALL)
    assert match, f"formats.md has no section {number}"
    return match.group()


def test_sections_keep_the_numbers_the_code_cites() -> None:
    headings = re.findall(r"^### (2\.\d+) (.*)$", TEXT, flags=re.MULTILINE)
    assert [number for number, _ in headings] == list(SECTIONS)
    for number, title in headings:
        assert SECTIONS[number] in title, (number, title)
    assert "42:18" in section("2.8") and "66:11" in section("2.8")  # tests/test_cli.py cites these


# -- 2.2 move notation ----------------------------------------------------------------------------

NAMED = tables("name", "Position ID", "mover (own numbering)", "opponent (on the mover's points)")
POSITIONS = {row["name"]: Position.from_id(row["Position ID"]) for row in NAMED}
FORMATTER = tables("case", "position", "legs, in the order played", "gnubg and bgtutor write")
READER = tables("position", "roll", "text", "bgtutor reads")


@pytest.mark.parametrize("row", NAMED, ids=ids(NAMED, "name"))
def test_named_position(row: Row) -> None:
    position = Position.from_id(row["Position ID"])
    assert position.turn is WHITE
    assert position.on_roll == side(row["mover (own numbering)"])
    assert position.opponent == opponent_side(row["opponent (on the mover's points)"])
    assert position.position_id() == row["Position ID"]


def _leg_point(word: str) -> int:
    names = {"bar": 25, "off": 0}
    return names[word] if word in names else int(word)


@pytest.mark.parametrize("row", FORMATTER, ids=ids(FORMATTER, "case"))
def test_formatter_vector(row: Row) -> None:
    position = POSITIONS[row["position"]]
    steps = []
    for leg in row["legs, in the order played"].split():
        src, dst = (_leg_point(word) for word in leg.split("/"))
        step = Step(src, dst, src - dst, dst != 0 and position.opponent[25 - dst] == 1)
        steps.append(step)
        position = position.apply_steps((step,))
    play = Play(tuple(steps))
    assert format_play(play) == row["gnubg and bgtutor write"]
    assert str(play) == row["gnubg and bgtutor write"]


@pytest.mark.parametrize("row", READER, ids=ids(READER, "text"))
def test_reader_vector(row: Row) -> None:
    position, roll, text = POSITIONS[row["position"]], Roll.parse(row["roll"]), row["text"]
    error = error_class(row["bgtutor reads"])
    if error is not None:
        with pytest.raises(error):
            parse_play(position, roll, text)
        return
    play = parse_play(position, roll, text)
    assert str(play) == row["bgtutor reads"]
    assert row["bgtutor reads"] in {format_play(p) for p in legal_plays(position, roll)}


# -- errors listed in 2.3-2.6 ---------------------------------------------------------------------

READERS: dict[str, Callable[[str], object]] = {
    "Position.from_id": Position.from_id,
    "Position.from_id with turn=BLACK": lambda text: Position.from_id(text, turn=BLACK),
    "MatchId.decode": MatchId.decode,
    "parse_xgid": parse_xgid,
}
REJECTED = tables("input", "read with", "error", "why")


@pytest.mark.parametrize("row", REJECTED, ids=ids(REJECTED, "input"))
def test_rejected_input(row: Row) -> None:
    error = error_class(row["error"])
    assert error is not None, row["error"]
    with pytest.raises(error):
        READERS[row["read with"]](row["input"])


# -- 2.3 Position ID ------------------------------------------------------------------------------

POSITION_IDS = tables("Position ID", "not on roll", "on roll", "source")


@pytest.mark.parametrize("row", POSITION_IDS, ids=ids(POSITION_IDS, "Position ID"))
def test_position_id_vector(row: Row) -> None:
    pid = row["Position ID"]
    for turn in (WHITE, BLACK):
        position = Position.from_id(pid, turn=turn)
        assert (position.opponent, position.on_roll) == (side(row["not on roll"]), side(row["on roll"]))
        assert position.turn is turn
        assert position.position_id() == pid


def _bits_blocks() -> list[tuple[str, bytes, str]]:
    result = []
    for lines in blocks("bits"):
        assert len(lines) == 3 and lines[1].startswith("bytes ") and lines[2].startswith("bits "), lines
        result.append((lines[0].strip(), bytes.fromhex(lines[1][6:]), lines[2][5:].strip()))
    return result


@pytest.mark.parametrize(("text", "key", "bits"), _bits_blocks(), ids=[b[0] for b in _bits_blocks()])
def test_worked_example_bits(text: str, key: bytes, bits: str) -> None:
    """The bit string (in string order: bit i = bit i % 8 of byte i // 8), the bytes and the ID agree."""
    flat = bits.replace(" ", "")
    assert int(flat[::-1], 2).to_bytes(len(key), "little") == key
    assert base64.b64encode(key).decode("ascii")[: len(text)] == text
    if len(text) == 14:  # a Position ID: a 1 per checker and a 0 per point, side not on roll first
        position = Position.from_id(text)
        expected = "".join("1" * n + "0" for s in (position.opponent, position.on_roll) for n in s[1:])
        assert flat == expected.ljust(80, "0")
    else:  # a Match ID: one group per field of the 2.4 layout, lowest bit first
        groups = bits.split()
        assert [len(g) for g in groups] == [width for _, _, width in LAYOUT[: len(groups)]]
        raw = _raw_fields(text)
        assert [int(g[::-1], 2) for g in groups] == [raw[k] for k, _, _ in LAYOUT[: len(groups)]]


# -- 2.4 Match ID ---------------------------------------------------------------------------------

LAYOUT = [
    (row["key"], int(row["bit offset"]), int(row["width"]))
    for row in tables("bit offset", "width", "field", "key", "values")
]
MATCH_IDS = tables("situation", "fields", "manual", "gnubg today")
DEFAULTS = {row["field"]: row["default"] for row in tables("field", "default")}


def test_layout_is_contiguous() -> None:
    offset = 0
    for key, start, width in LAYOUT:
        assert start == offset, key
        offset += width
    assert offset == 67  # bits 0-66; a Match ID has 72 bits, the last five unused


def test_defaults_are_matchid_defaults() -> None:
    values = {
        "None (centred)": None,
        "None (same as on_roll)": None,
        "None": None,
        "False": False,
        "(0, 0) (player 0, player 1)": (0, 0),
    }
    for field, cell in DEFAULTS.items():
        text = cell.replace("`", "")
        expected = values[text] if text in values else int(text)
        assert getattr(MatchId(), field) == expected, field


def _match_kwargs(fields: str) -> dict[str, Any]:
    kwargs: dict[str, Any] = {}
    for item in fields.split():
        name, value = item.split("=")
        if name == "dice":
            kwargs[name] = (int(value[0]), int(value[1]))
        elif name == "score":
            low, high = value.split("-")
            kwargs[name] = (int(low), int(high))
        elif name in ("crawford", "doubled", "jacoby"):
            kwargs[name] = bool(int(value))
        elif name == "cube_owner" and value == "centred":
            kwargs[name] = None
        else:
            kwargs[name] = int(value)
    return kwargs


def _raw_fields(mid: str) -> dict[str, int]:
    """The fields of a Match ID read with the layout table of the document, not with bgtutor."""
    key = int.from_bytes(base64.b64decode(mid), "little")
    return {name: key >> offset & (1 << width) - 1 for name, offset, width in LAYOUT}


def _expected_raw(kwargs: dict[str, Any], not_jacoby: int) -> dict[str, int]:
    """The raw field values the vector's fields stand for (unlisted fields: the 2.4 defaults)."""
    owner = kwargs.get("cube_owner")
    on_roll = kwargs.get("on_roll", 1)
    dice = kwargs.get("dice") or (0, 0)
    score = kwargs.get("score", (0, 0))
    return {
        "cube_log": kwargs.get("cube_value", 1).bit_length() - 1,
        "cube_owner": 3 if owner is None else owner,
        "on_roll": on_roll,
        "crawford": int(kwargs.get("crawford", False)),
        "game_state": kwargs.get("game_state", 1),
        "turn": kwargs.get("turn", on_roll),
        "doubled": int(kwargs.get("doubled", False)),
        "resigned": kwargs.get("resigned", 0),
        "die1": max(dice),
        "die2": min(dice),
        "match_length": kwargs.get("match_length", 0),
        "score0": score[0],
        "score1": score[1],
        "not_jacoby": not_jacoby,
    }


@pytest.mark.parametrize("row", MATCH_IDS, ids=ids(MATCH_IDS, "gnubg today"))
def test_match_id_vector(row: Row) -> None:
    kwargs = _match_kwargs(row["fields"])
    match = MatchId(**kwargs)
    today, manual = row["gnubg today"], row["manual"]
    assert match.encode() == today
    assert MatchId.decode(today) == match
    assert _raw_fields(today) == _expected_raw(kwargs, int(not kwargs.get("jacoby", False)))
    if manual != "–":
        assert MatchId.decode(manual) == match
        assert _raw_fields(manual) == _expected_raw(kwargs, 0)


# -- 2.5 GNUBG ID ---------------------------------------------------------------------------------

GNUBG_IDS = tables("GNUBG ID", "on roll", "note")


@pytest.mark.parametrize("row", GNUBG_IDS, ids=ids(GNUBG_IDS, "GNUBG ID"))
def test_gnubg_id_vector(row: Row) -> None:
    pid, mid = row["GNUBG ID"].split(":")
    turn = color(row["on roll"])
    position = Position.from_id(row["GNUBG ID"])
    assert position.turn is turn
    assert MatchId.decode(mid).on_roll == (1 if turn is WHITE else 0)
    assert position == Position.from_id(pid, turn=turn)
    assert position.position_id() == pid
    assert Position.from_id(row["GNUBG ID"], turn=turn.other).turn is turn.other  # turn= overrides


# -- 2.6 XGID -------------------------------------------------------------------------------------

XGIDS = tables("XGID", "GNUBG ID", "on roll", "pips on roll / other", "note")


@pytest.mark.parametrize("row", XGIDS, ids=ids(XGIDS, "note"))
def test_xgid_vector(row: Row) -> None:
    text, (pid, mid) = row["XGID"], row["GNUBG ID"].split(":")
    x = parse_xgid(text)
    assert format_xgid(x) == text
    assert parse_xgid(" xgid=" + text[5:] + " ") == x  # the prefix in any case, spaces around
    position = Position.from_id(text)
    assert position == Position.from_id(row["GNUBG ID"])
    assert position.turn is color(row["on roll"]) and x.bottom_on_roll == (position.turn is WHITE)
    assert (position.white, position.black) == (x.bottom, x.top)
    assert position.position_id() == pid
    on_roll, other = (int(n) for n in row["pips on roll / other"].split("/"))
    assert (position.pip_count(), position.pip_count(position.turn.other)) == (on_roll, other)
    match = MatchId.decode(mid)
    assert match.on_roll == int(x.bottom_on_roll)
    assert match.cube_value == x.cube_value
    assert match.cube_owner == {1: 1, 0: None, -1: 0}[x.cube_position]
    assert match.dice == (None if x.dice is None else (max(x.dice), min(x.dice)))
    assert match.match_length == x.match_length
    if x.match_length:
        assert match.score == (x.score_top, x.score_bottom)
        assert match.crawford == (x.rules == 1) and not match.jacoby
    else:
        assert match.jacoby == bool(x.rules & 1) and not match.crawford


def test_start_xgid_is_the_first_row() -> None:
    assert Position.start().xgid() == XGIDS[0]["XGID"]


# -- 2.7 pip count, opening roll, scoring ---------------------------------------------------------

PIPS = tables("position", "pips on roll", "pips not on roll")
RESULTS = tables("loser's checkers", "cube", "result", "points")


@pytest.mark.parametrize("row", PIPS, ids=ids(PIPS, "position"))
def test_pip_count_vector(row: Row) -> None:
    position = Position.from_id(row["position"])
    assert position.pip_count() == int(row["pips on roll"])
    assert position.pip_count(position.turn) == int(row["pips on roll"])
    assert position.pip_count(position.turn.other) == int(row["pips not on roll"])


def test_opening_roll_is_never_a_double() -> None:
    for seed in range(200):
        opening = opening_roll(random.Random(seed))
        assert opening.white != opening.black and not opening.roll.is_double
        assert opening.starter is (WHITE if opening.white > opening.black else BLACK)
        assert all(white == black for white, black in opening.ties)


@pytest.mark.parametrize("row", RESULTS, ids=ids(RESULTS, "loser's checkers"))
def test_scoring_vector(row: Row) -> None:
    loser = {("bar" if p == 25 else p): n for p, n in points(row["loser's checkers"]).items()}
    position = Position.from_points({}, loser, turn=BLACK)
    result = game_result(position, cube=int(row["cube"]))
    assert result is not None and result.winner is WHITE
    assert result.kind.name.lower() == row["result"]
    assert result.points == int(row["points"]) == int(result.kind) * int(row["cube"])


def test_no_result_while_the_game_goes_on() -> None:
    assert game_result(Position.start()) is None


# -- 2.8 perft ------------------------------------------------------------------------------------


def _perft_entries() -> list[tuple[str, dict[str, int], dict[int, int]]]:
    entries: list[tuple[str, dict[str, int], dict[int, int]]] = []
    for line in blocks("perft")[0]:
        if not line.startswith(" "):
            entries.append((line.split()[0], {}, {}))
        elif match := re.fullmatch(r"\s*perft\((\d)\) = (\d+)", line):
            entries[-1][2][int(match[1])] = int(match[2])
        else:
            for item in line.split():
                roll, count = item.split(":")
                assert roll not in entries[-1][1], f"{roll} twice for {entries[-1][0]}"
                entries[-1][1][roll] = int(count)
    return entries


PERFT = _perft_entries()


def perft(position: Position, depth: int) -> int:
    """formats.md 2.8; at depth 1 the plays are counted rather than each played out."""
    if depth == 0:
        return 1
    if depth == 1:
        return sum(len(legal_plays(position, roll)) for roll in ALL_ROLLS)
    return sum(perft(position.play(p), depth - 1) for roll in ALL_ROLLS for p in legal_plays(position, roll))


@pytest.mark.parametrize(("pid", "per_roll", "totals"), PERFT, ids=[e[0] for e in PERFT])
def test_perft_vector(pid: str, per_roll: dict[str, int], totals: dict[int, int]) -> None:
    position = Position.from_id(pid)
    counts = {f"{roll.high}{roll.low}": len(legal_plays(position, roll)) for roll in ALL_ROLLS}
    assert per_roll == counts
    assert totals[1] == sum(counts.values())
    for depth, total in totals.items():
        if depth > 1:
            assert perft(position, depth) == total


def _plays_entries() -> list[tuple[str, str, list[str]]]:
    entries: list[tuple[str, str, list[str]]] = []
    for line in blocks("plays")[0]:
        if not line.startswith(" "):
            pid, roll = line.rstrip(":").split()
            entries.append((pid, roll, []))
        else:
            entries[-1][2].extend(play.strip() for play in line.split(",") if play.strip())
    return entries


PLAYS = _plays_entries()


@pytest.mark.parametrize(("pid", "roll", "plays"), PLAYS, ids=[f"{e[0]}-{e[1]}" for e in PLAYS])
def test_plays_vector(pid: str, roll: str, plays: list[str]) -> None:
    position = Position.from_id(pid)
    assert [format_play(play) for play in legal_plays(position, Roll.parse(roll))] == plays
    counts = {entry[0]: entry[1] for entry in PERFT}
    if pid in counts:
        assert len(plays) == counts[pid][roll]
