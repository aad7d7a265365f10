"""GNU Backgammon Position IDs, Match IDs and GNUBG IDs, and eXtreme Gammon XGIDs.

Pure encode/decode, stdlib only; the spec and test vectors are in ``docs/formats.md`` 2.3-2.6. One side's
checkers are a 26-tuple in that side's own numbering: index 0 = borne off, 1..24 = points, 25 = bar.
Every malformed input raises :class:`~bgtutor.rules.errors.InvalidIdError`, whose message quotes the text.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Sequence
from dataclasses import dataclass

from bgtutor.rules.errors import InvalidIdError
from bgtutor.rules.i18n import Message

__all__ = [
    "MAX_ID_TEXT",
    "MatchId",
    "Xgid",
    "decode_position_id",
    "encode_position_id",
    "format_xgid",
    "gnubg_id_to_xgid",
    "parse_gnubg_id",
    "parse_xgid",
    "position_slots",
    "xgid_to_gnubg_id",
]

MAX_ID_TEXT = 10_000
"""The longest ID text read, white space around it included. An XGID has about 50 characters, but
shorter malformed IDs are quoted whole in their error (tests pin a 5,000-digit XGID field)."""

_PID, _MID, _GID, _XG = "GNU Backgammon Position ID", "GNU Backgammon Match ID", "GNUBG ID", "XGID"
_EXAMPLE = {
    _PID: "4HPwATDgc/ABMA",
    _MID: "cAkAAAAAAAAE",
    _GID: "4HPwATDgc/ABMA:cAkAAAAAAAAE",
    _XG: "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",
}
_KIND = {
    _PID: Message.of("err-kind-position-id"),
    _MID: Message.of("err-kind-match-id"),
    _GID: Message.of("err-kind-gnubg-id"),
    _XG: Message.of("err-kind-xgid"),
}
"""How a learner's message names each kind of ID."""
_SIDE = {
    "not_on_roll": Message.of("err-side-not-on-roll"),
    "on_roll": Message.of("err-side-on-roll"),
    "bottom": Message.of("err-side-bottom"),
    "top": Message.of("err-side-top"),
}
_BASE64 = re.compile(r"[A-Za-z0-9+/]*")
#: Match ID field widths in bits, in order: log2(cube), cube owner, fMove, Crawford, game state, fTurn,
#: doubled, resigned, die 1, die 2, match length, score 0, score 1, not-Jacoby (bit 66).
_WIDTHS = (4, 2, 1, 1, 3, 1, 1, 2, 3, 3, 15, 15, 15, 1)
_OFFSETS = tuple(sum(_WIDTHS[:i]) for i in range(len(_WIDTHS)))
_CUBES = frozenset(1 << k for k in range(16))
_MAX_LENGTH = 64  # gnubg MAXSCORE: the longest match it accepts
_MAX_SCORE = (1 << 15) - 1  # 15-bit score fields
_XG_BOARD = re.compile(r"[-a-p][-A-Pa-p]{24}[-A-P]")
_XG_INT = re.compile(r"-?[0-9]{1,5}")


def encode_position_id(not_on_roll: Sequence[int], on_roll: Sequence[int]) -> str:
    """Return the 14-character Position ID; only indexes 1..25 of each side are used.

    The side *not* on roll comes first, as in gnubg's ``positionid.c`` (formats.md 2.3).

    >>> start = (0, 0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0)
    >>> encode_position_id(start, start)
    '4HPwATDgc/ABMA'
    """
    key = bit = 0
    for name, side in (("not_on_roll", not_on_roll), ("on_roll", on_roll)):
        if len(side) != 26 or not all(_is_int(n, 0, 15) for n in side[1:]) or sum(side[1:]) > 15:
            raise InvalidIdError(
                f"cannot encode a {_PID}: {name} {side!r} must be 26 ints, <= 15 checkers",
                message=Message.of("err-pid-encode", side=_SIDE[name], value=repr(side)),
            )
        for n in side[1:]:
            key |= ((1 << n) - 1) << bit
            bit += n + 1
    return base64.b64encode(key.to_bytes(10, "little")).decode("ascii")[:14]


def decode_position_id(text: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Return ``(not_on_roll, on_roll)``, 26-tuples with index 0 = 15 - checkers on the board.

    Shared points and both-on-the-bar-against-closed-boards are left to the Position class.

    >>> not_on_roll, on_roll = decode_position_id(' ADAAAQAkIAAAAA ')  # hypergammon
    >>> not_on_roll[0], not_on_roll[13], not_on_roll[23]
    (12, 2, 1)
    """
    pid = _clean(text, _PID)
    _check_base64(text, pid, _PID, 14)
    if pid[-1] not in "AQgw":  # the last character carries only bits 78-79, its low 4 bits must be 0
        raise _bad(
            text,
            _PID,
            f"its last character {pid[-1]!r} sets bits beyond the 80-bit key",
            Message.of("err-pid-last", char=pid[-1]),
        )
    slots = position_slots(pid)
    if slots is None:  # pragma: no cover - 14 base64 characters, the last one of AQgw: always slots
        raise AssertionError(pid)
    checkers, ends, number = slots
    if ends[49] - 50 != checkers:
        raise _bad(
            text,
            _PID,
            "it has checkers left over after both sides' 25 slots",
            Message.of("err-pid-leftover"),
        )
    # More than 30 checkers (fewer than 50 0s in the 80 bits) are caught here as well.
    counts = number.to_bytes(50, "little")
    sides = []
    for name, on_board, side in (
        ("not_on_roll", ends[24] - 25, counts[:25]),
        ("on_roll", ends[49] - ends[24] - 25, counts[25:]),
    ):
        if on_board > 15:
            raise _bad(
                text,
                _PID,
                f"the side {name.replace('_', ' ')} has {on_board} checkers, more than 15",
                Message.of("err-checkers", side=_SIDE[name], count=on_board),
            )
        sides.append((15 - on_board, *side))
    return sides[0], sides[1]


def position_slots(pid: str) -> tuple[int, bytes, int] | None:
    """The slots of a Position ID's key, or ``None`` unless ``pid`` is 14 base64 characters of an 80-bit key.

    The key lists 50 slots from bit 0 up, the side not on roll's points 1-24 and bar, then the side on
    roll's, each slot as its checkers' 1s ended by a 0 (formats.md 2.3); 0s above the key end any
    slots the key leaves open. Returns ``(checkers, ends, counts)``: the key's 1s; where the slots end
    (``ends[i] - i - 1`` checkers are in slots 0 to i, so checkers are left over after the 50 slots
    unless ``ends[49] - 50 == checkers``); and each slot's checkers as one number, slot i in byte i
    (``counts.to_bytes(50, "little")[i]``). The one decoder of :func:`decode_position_id` and of
    ``Position.from_id``'s fast path; a few steps in C, none a slot:

    >>> checkers, ends, counts = position_slots("4HPwATDgc/ABMA")  # the start
    >>> checkers, ends[24] - 25, list(counts.to_bytes(50, "little")[5:8]), counts >> 8 * 23 & 255
    (30, 15, [5, 0, 3], 2)
    """
    if len(pid) != 14 or pid[13] not in "AQgw":  # the last character's low 4 bits must be 0
        return None
    try:  # strict: only the base64 alphabet
        key = int.from_bytes(binascii.a2b_base64(pid + "==", strict_mode=True), "little")
    except ValueError:
        return None
    # The key's bits one byte each, tagged with their place (_TAGS), the 1s dropped: the places of
    # the 0s, in order. Slot i is the 1s between its 0 and the one before.
    ends = (int.from_bytes(bin(key | _FRAME).encode(), "big") + _TAGS).to_bytes(83, "little")
    ends = ends.translate(_ENDS, _ONES)
    zeros = len(ends)
    if zeros < 50:  # more than 30 checkers: 0s above the key end the open slots
        ends += _ABOVE
    # Byte i of ends minus byte i - 1, minus 1: the 1s between them (no byte borrows from the next;
    # the last one's minus borrows from above the 50 slots' bytes kept).
    counts = (int.from_bytes(ends, "little") * -255 - _STEPS) & _SLOTS
    return 80 - zeros, ends, counts


_FRAME = 1 << 80
"""``bin(key | _FRAME)`` read as a big-endian number: byte k is the ASCII digit of bit k ('0' = 48,
'1' = 49) for k < 80, then the prefix '1', 'b', '0'."""
_TAGS = int.from_bytes(bytes([2 * k for k in range(80)] + [0, 1, 1]), "little")
"""Added to the digits above: byte k's tag, 48 + 2k for a 0 bit, odd for a 1 bit and the prefix."""
_ONES = bytes(range(1, 256, 2))
"""The odd tags: the key's 1s and the prefix."""
_ENDS = bytes((tag - 48) // 2 + 1 if 48 <= tag < 208 and tag % 2 == 0 else 0 for tag in range(256))
"""A 0 bit's tag to its place + 1 (1-80)."""
_ABOVE = bytes(range(81, 131))
"""The places + 1 of 50 0s above the key."""
_STEPS = int.from_bytes(bytes([1] * 50), "little")
"""The 1 of each slot's 0, taken from its byte."""
_SLOTS = (1 << 8 * 50) - 1
"""The 50 slots' bytes."""


@dataclass(frozen=True, slots=True)
class MatchId:
    """The match state in a GNU Backgammon Match ID (players 0 and 1 as in gnubg; 1 = 'X', bottom).

    ``turn`` None means the same as ``on_roll``; ``dice`` are stored larger first.

    >>> MatchId().encode()  # money, centred cube, player 1 to roll, Jacoby off
    'cAkAAAAAAAAE'
    >>> MatchId(cube_value=2, cube_owner=0, dice=(2, 5), match_length=9, score=(2, 4)).encode()
    'QYkqASAAIAAE'
    """

    cube_value: int = 1
    cube_owner: int | None = None
    on_roll: int = 1
    crawford: bool = False
    game_state: int = 1
    turn: int | None = None
    doubled: bool = False
    resigned: int = 0
    dice: tuple[int, int] | None = None
    match_length: int = 0
    score: tuple[int, int] = (0, 0)
    jacoby: bool = False

    def __post_init__(self) -> None:
        if problem := _match_problem(self):
            raise InvalidIdError(problem[0], message=problem[1])
        if self.turn == self.on_roll:
            object.__setattr__(self, "turn", None)
        if self.dice is not None:
            object.__setattr__(self, "dice", (max(self.dice), min(self.dice)))
        object.__setattr__(self, "score", tuple(self.score))

    def encode(self) -> str:
        """Return the 12-character Match ID, bit 66 = not Jacoby as modern gnubg writes it."""
        die1, die2 = self.dice or (0, 0)
        owner = 3 if self.cube_owner is None else self.cube_owner
        turn = self.on_roll if self.turn is None else self.turn
        values = (
            self.cube_value.bit_length() - 1,
            owner,
            self.on_roll,
            self.crawford,
            self.game_state,
            turn,
            self.doubled,
            self.resigned,
            die1,
            die2,
            self.match_length,
            *self.score,
            not self.jacoby,
        )
        key = sum(int(value) << offset for offset, value in zip(_OFFSETS, values, strict=True))
        return base64.b64encode(key.to_bytes(9, "little")).decode("ascii")

    @classmethod
    def decode(cls, text: str) -> MatchId:
        """Read a Match ID; both the old trailing-``A`` and the ``E`` (bit 66) variants.

        >>> MatchId.decode('QYkqASAAIAAA') == MatchId.decode('QYkqASAAIAAE')
        True
        """
        mid = _clean(text, _MID)
        _check_base64(text, mid, _MID, 12)
        key = int.from_bytes(base64.b64decode(mid), "little")
        if key >> sum(_WIDTHS):
            raise _bad(text, _MID, "it sets unused bits after bit 66", Message.of("err-mid-bits"))
        fields = [key >> offset & (1 << width) - 1 for offset, width in zip(_OFFSETS, _WIDTHS, strict=True)]
        log, owner, move, crawford, state, turn, doubled, resigned, d1, d2, length, *rest = fields
        if owner == 2:
            raise _bad(
                text, _MID, "its cube owner is 2; it must be 0, 1 or 3 (centred)", Message.of("err-mid-owner")
            )
        if d1 > 6 or d2 > 6 or (d1 == 0) != (d2 == 0):
            raise _bad(
                text,
                _MID,
                f"its dice are {d1} and {d2}; each must be 1-6, or both 0",
                Message.of("err-mid-dice", first=d1, second=d2),
            )
        try:
            return cls(
                1 << log,
                None if owner == 3 else owner,
                move,
                bool(crawford),
                state,
                turn,
                bool(doubled),
                resigned,
                (d1, d2) if d1 else None,
                length,
                (rest[0], rest[1]),
                jacoby=not rest[2] and not length,
            )  # old match-play IDs have bit 66 = 0
        except InvalidIdError as err:
            raise _bad(text, _MID, str(err), _message(err)) from None


@dataclass(frozen=True, slots=True)
class Xgid:
    """An XGID: bottom = gnubg player 1 ('X'), top = player 0 ('O'); sides in their own numbering.

    ``cube_position`` is 1 (bottom owns), 0 (centred) or -1 (top owns); ``rules`` is the Crawford flag
    in match play, and bit 0 = Jacoby, bit 1 = beaver in money play.

    >>> parse_xgid('XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10').dice
    (5, 2)
    """

    bottom: tuple[int, ...]
    top: tuple[int, ...]
    bottom_on_roll: bool = True
    dice: tuple[int, int] | None = None
    cube_value: int = 1
    cube_position: int = 0
    score_bottom: int = 0
    score_top: int = 0
    rules: int = 0
    match_length: int = 0
    max_cube: int = 10

    def __post_init__(self) -> None:
        if problem := _xgid_problem(self):
            raise InvalidIdError(problem[0], message=problem[1])
        for name in ("bottom", "top", "dice"):
            if getattr(self, name) is not None:
                object.__setattr__(self, name, tuple(getattr(self, name)))


def parse_xgid(text: str) -> Xgid:
    """Read an XGID, with or without the ``XGID=`` prefix.

    >>> parse_xgid('-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10').bottom[6]
    5
    """
    body = _clean(text, _XG)
    board, *fields = (body[5:] if body[:5].upper() == "XGID=" else body).split(":")
    if len(fields) != 9:
        raise _bad(
            text,
            _XG,
            f"it has {len(fields) + 1} ':'-separated fields, not 10",
            Message.of("err-xgid-fields", count=len(fields) + 1),
        )
    if not _XG_BOARD.fullmatch(board):
        raise _bad(
            text,
            _XG,
            f"its board {board!r} must be 26 characters '-', A-P (bottom) or a-p (top), "
            "with only top checkers at 0 and only bottom checkers at 25",
            Message.of("err-xgid-board", board=board),
        )
    cube, position, turn, dice, *rest = fields
    if dice == "D":
        raise _bad(
            text,
            _XG,
            "it is a doubled position ('D'), which is not supported",
            Message.of("err-xgid-doubled"),
        )
    if not re.fullmatch(r"00|[1-6][1-6]", dice):
        raise _bad(
            text,
            _XG,
            f"its dice {dice!r} must be '00' (to roll) or two digits 1-6",
            Message.of("err-xgid-dice", dice=dice),
        )
    if turn not in ("1", "-1"):
        raise _bad(
            text,
            _XG,
            f"its turn {turn!r} must be 1 (bottom) or -1 (top)",
            Message.of("err-xgid-turn", turn=turn),
        )
    if not all(_XG_INT.fullmatch(f) for f in (cube, position, *rest)):
        raise _bad(
            text,
            _XG,
            "its cube, cube position, scores, rules, length and max cube must be integers",
            Message.of("err-xgid-numbers"),
        )
    log, pos, score_bottom, score_top, rules, length, max_cube = map(int, (cube, position, *rest))
    if not 0 <= log <= 15:
        raise _bad(
            text,
            _XG,
            f"its cube field {cube!r} must be log2 of the cube, 0-15",
            Message.of("err-xgid-cube", cube=cube),
        )
    bottom, top = [0] * 26, [0] * 26
    for i, char in enumerate(board):
        if char.isupper():
            bottom[i] += ord(char) - ord("A") + 1
        elif char != "-":
            top[25 - i] += ord(char) - ord("a") + 1
    bottom[0], top[0] = 15 - sum(bottom), 15 - sum(top)
    try:
        rolled = None if dice == "00" else (int(dice[0]), int(dice[1]))
        return Xgid(
            tuple(bottom),
            tuple(top),
            turn == "1",
            rolled,
            1 << log,
            pos,
            score_bottom,
            score_top,
            rules,
            length,
            max_cube,
        )
    except InvalidIdError as err:
        raise _bad(text, _XG, str(err), _message(err)) from None


def format_xgid(x: Xgid) -> str:
    """Write an XGID, always with the ``XGID=`` prefix and from the bottom player's view.

    >>> format_xgid(parse_xgid(' -b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10 '))
    'XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10'
    """
    counts = [(x.bottom[i] if i else 0, x.top[25 - i] if i < 25 else 0) for i in range(26)]
    cells = [chr(64 + mine) if mine else chr(96 + theirs) if theirs else "-" for mine, theirs in counts]
    dice = "00" if x.dice is None else f"{x.dice[0]}{x.dice[1]}"
    fields = (
        x.cube_value.bit_length() - 1,
        x.cube_position,
        1 if x.bottom_on_roll else -1,
        dice,
        x.score_bottom,
        x.score_top,
        x.rules,
        x.match_length,
        x.max_cube,
    )
    return "XGID=" + "".join(cells) + "".join(f":{f}" for f in fields)


def xgid_to_gnubg_id(x: Xgid) -> str:
    """Return the GNUBG ID ``PositionID:MatchID`` that gnubg makes of an XGID (money scores dropped).

    >>> xgid_to_gnubg_id(parse_xgid('XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10'))
    '4HPwATDgc/ABMA:cAkAAAAAAAAE'
    """
    on_roll, other = (x.bottom, x.top) if x.bottom_on_roll else (x.top, x.bottom)
    money = x.match_length == 0
    match = MatchId(
        cube_value=x.cube_value,
        cube_owner={1: 1, 0: None, -1: 0}[x.cube_position],
        on_roll=int(x.bottom_on_roll),
        crawford=not money and x.rules == 1,
        dice=x.dice,
        match_length=x.match_length,
        score=(0, 0) if money else (x.score_top, x.score_bottom),
        jacoby=money and bool(x.rules & 1),
    )
    return f"{encode_position_id(other, on_roll)}:{match.encode()}"


def gnubg_id_to_xgid(text: str) -> Xgid:
    """Read a GNUBG ID into the XGID of the same position and match state (bottom = player 1).

    >>> format_xgid(gnubg_id_to_xgid('4HPwATDgc/ABMA:cAkAAAAAAAAE'))
    'XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10'
    >>> match = 'XGID=-b----E-C---eE---c-e----B-:1:-1:-1:52:2:4:0:7:10'
    >>> format_xgid(gnubg_id_to_xgid(xgid_to_gnubg_id(parse_xgid(match)))) == match
    True
    """
    not_on_roll, on_roll, m = parse_gnubg_id(text)
    bottom, top = (on_roll, not_on_roll) if m.on_roll == 1 else (not_on_roll, on_roll)
    try:
        return Xgid(
            bottom,
            top,
            m.on_roll == 1,
            m.dice,
            m.cube_value,
            {1: 1, None: 0, 0: -1}[m.cube_owner],
            m.score[1],
            m.score[0],
            int(m.crawford) if m.match_length else int(m.jacoby),
            m.match_length,
        )
    except InvalidIdError as err:
        raise InvalidIdError(f"{text!r} has no XGID: {err}", message=err.message) from None


def parse_gnubg_id(text: str) -> tuple[tuple[int, ...], tuple[int, ...], MatchId]:
    """Read a GNUBG ID ``PositionID:MatchID`` into ``(not_on_roll, on_roll, match)``.

    >>> not_on_roll, on_roll, match = parse_gnubg_id('4HPwATDgc/ABMA:cAkAAAAAAAAE')
    >>> match.on_roll, on_roll[0]
    (1, 0)
    """
    pid, colon, mid = _clean(text, _GID).partition(":")
    if not colon:
        raise _bad(
            text, _GID, "it must be a Position ID and a Match ID joined by ':'", Message.of("err-gid-colon")
        )
    try:
        return (*decode_position_id(pid), MatchId.decode(mid))
    except InvalidIdError as err:  # the learner's message names the part that is wrong
        raise InvalidIdError(f"{text!r} is not a {_GID}: {err}", message=err.message) from None


def _bad(text: object, kind: str, problem: str, message: Message) -> InvalidIdError:
    """``text`` is not an ID of ``kind``: ``problem`` in English, ``message`` for the learner."""
    shown = text if isinstance(text, str) else repr(text)
    return InvalidIdError(
        f"{text!r} is not a {kind}: {problem}, e.g. {_EXAMPLE[kind]!r}",
        message=Message.of("err-id", text=shown, kind=_KIND[kind], problem=message, example=_EXAMPLE[kind]),
    )


def _message(err: InvalidIdError) -> Message:
    """The learner's message of an error raised in this module (each has one)."""
    if err.message is None:  # pragma: no cover - every InvalidIdError here carries a message
        raise err
    return err.message


def _clean(text: object, kind: str) -> str:
    if not isinstance(text, str):
        raise _bad(text, kind, "it must be a str", Message.of("err-not-text"))
    if len(text) > MAX_ID_TEXT:  # refused before any other work, and quoted only in part
        raise InvalidIdError(
            f"{text[:20]!r}... ({len(text)} characters) is not a {kind}: "
            f"it is longer than {MAX_ID_TEXT} characters, e.g. {_EXAMPLE[kind]!r}",
            message=Message.of(
                "err-id",
                text=f"{text[:20]}…",
                kind=_KIND[kind],
                problem=Message.of("err-too-long", length=len(text), max=MAX_ID_TEXT),
                example=_EXAMPLE[kind],
            ),
        )
    return text.strip()


def _check_base64(text: str, body: str, kind: str, length: int) -> None:
    """``body`` (``text`` stripped) must be ``length`` characters of the base64 alphabet."""
    if len(body) == length and _BASE64.fullmatch(body):
        return
    english = f"it must be {length} characters of the base64 alphabet"
    if wrong := re.search(r"[^A-Za-z0-9+/]", body):
        raise _bad(text, kind, english, Message.of("err-id-char", char=wrong[0]))
    raise _bad(text, kind, english, Message.of("err-id-length", length=length, count=len(body)))


def _is_int(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and low <= value <= high


_Problem = tuple[str, Message] | None
"""What is wrong with an ID's fields: in English, and the learner's message; ``None`` if nothing."""


def _match_problem(m: MatchId) -> _Problem:
    if m.on_roll not in (0, 1) or m.cube_owner not in (None, 0, 1) or m.turn not in (None, 0, 1):
        return (
            f"on_roll {m.on_roll!r} must be 0/1, cube_owner {m.cube_owner!r} and turn {m.turn!r} None/0/1",
            Message.of(
                "err-match-fields", on_roll=repr(m.on_roll), owner=repr(m.cube_owner), turn=repr(m.turn)
            ),
        )
    if not _is_int(m.game_state, 0, 4) or not _is_int(m.resigned, 0, 3):
        return (
            f"game_state {m.game_state!r} must be 0-4 and resigned {m.resigned!r} 0-3",
            Message.of("err-match-state", state=repr(m.game_state), resigned=repr(m.resigned)),
        )
    if len(m.score) != 2:
        return (
            f"score {m.score!r} must be a pair (player 0, player 1)",
            Message.of("err-match-score-pair", score=repr(m.score)),
        )
    return _shared_problem(
        m.dice, m.cube_value, m.cube_owner is None, m.match_length, m.score, m.crawford, m.jacoby
    )


def _xgid_problem(x: Xgid) -> _Problem:
    for name, side in (("bottom", x.bottom), ("top", x.top)):
        if len(side) != 26 or not all(_is_int(n, 0, 15) for n in side[1:]):
            return (
                f"{name} must be 26 ints (0 = off, 1-24 = points, 25 = bar)",
                Message.of("err-xgid-side", side=_SIDE[name]),
            )
        if sum(side[1:]) > 15:
            return (
                f"{name} has {sum(side[1:])} checkers on the board; 15 at most, the rest off",
                Message.of("err-checkers", side=_SIDE[name], count=sum(side[1:])),
            )
        if side[0] != 15 - sum(side[1:]):
            return (
                f"{name} has {sum(side[1:])} checkers on the board; 15 at most, the rest off",
                Message.of("err-xgid-side", side=_SIDE[name]),
            )
    for point in range(1, 25):
        if x.bottom[point] and x.top[25 - point]:
            return (
                f"bottom and top both have checkers on bottom's point {point}",
                Message.of("err-xgid-shared", point=point),
            )
    if x.cube_position not in (-1, 0, 1) or not _is_int(x.max_cube, 0, _MAX_SCORE):
        english = f"cube_position {x.cube_position!r} must be -1, 0 or 1 and max_cube {x.max_cube!r} >= 0"
        if x.cube_position not in (-1, 0, 1):
            return english, Message.of("err-xgid-cube-position", position=repr(x.cube_position))
        return english, Message.of("err-xgid-max-cube", max=repr(x.max_cube))
    if not _is_int(x.rules, 0, 1 if x.match_length else 3):
        return (
            f"rules {x.rules!r} must be 0-1 in match play (Crawford), 0-3 in money play",
            Message.of("err-xgid-rules", rules=repr(x.rules)),
        )
    return _shared_problem(
        x.dice,
        x.cube_value,
        not x.cube_position,
        x.match_length,
        (x.score_bottom, x.score_top),
        bool(x.match_length) and x.rules == 1,
        False,
    )


def _shared_problem(
    dice: Sequence[int] | None,
    cube: int,
    centred: bool,
    length: int,
    score: Sequence[int],
    crawford: bool,
    jacoby: bool,
) -> _Problem:
    if dice is not None and (len(dice) != 2 or not all(_is_int(d, 1, 6) for d in dice)):
        return f"dice {dice!r} must be None or two dice 1-6", Message.of("err-dice", dice=repr(dice))
    if not isinstance(cube, int) or cube not in _CUBES:
        return (
            f"cube_value {cube!r} must be a power of 2 from 1 to 32768",
            Message.of("err-cube-value", value=repr(cube), max=max(_CUBES)),
        )
    if not _is_int(length, 0, _MAX_LENGTH):
        return (
            f"match_length {length!r} must be 0 (money) to {_MAX_LENGTH}",
            Message.of("err-match-length", length=repr(length), max=_MAX_LENGTH),
        )
    scores = ":".join(str(s) for s in score)
    if not all(_is_int(s, 0, _MAX_SCORE) for s in score):
        return (
            f"scores {tuple(score)!r} must be 0-{_MAX_SCORE}",
            Message.of("err-match-scores", scores=scores, max=_MAX_SCORE),
        )
    if length and max(score) >= length:
        return (
            f"the scores {tuple(score)!r} must be less than the match length {length}",
            Message.of("err-match-over", scores=scores, length=length),
        )
    if crawford and (length < 2 or max(score) != length - 1):
        return (
            "a Crawford game needs a match of 2+ points with a player 1 point from victory",
            Message.of("err-crawford"),
        )
    if crawford and (cube != 1 or not centred):
        return "in a Crawford game the cube stays at 1 in the centre", Message.of("err-crawford-cube")
    if jacoby and length:
        return "the Jacoby rule applies only to money play (match_length 0)", Message.of("err-jacoby")
    return None
