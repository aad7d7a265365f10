"""The position: where every checker stands and who is on roll.

Each side is a 26-tuple in that side's own numbering: ``[0]`` borne off, ``[1]..[24]`` the
points, ``[25]`` the bar (the numbers notation uses: ``off`` = 0, ``bar`` = 25). The opponent's
checkers on my point ``p`` are ``opponent[25 - p]``.

>>> start = Position.start()
>>> start
Position.from_id('4HPwATDgc/ABMA')
>>> start.pip_count(WHITE), start.pip_count(BLACK)
(167, 167)
>>> start.on_roll[13], start.opponent[6]
(5, 5)
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bgtutor.rules import ids
from bgtutor.rules.color import BLACK, WHITE, Color
from bgtutor.rules.errors import InvalidIdError, InvalidPositionError
from bgtutor.rules.i18n import Message
from bgtutor.rules.places import BAR, OFF, mirror

if TYPE_CHECKING:
    from bgtutor.rules.plays import Play, Step

CHECKERS = 15
"""Checkers per side."""
HOME = range(1, 7)
"""A side's home board, in its own numbering."""

Side = tuple[int, ...]
_START: Side = (0, *({6: 5, 8: 3, 13: 5, 24: 2}.get(p, 0) for p in range(1, 25)), 0)


@dataclass(frozen=True, slots=True)
class Position:
    """Both sides' checkers and the side on roll; validated, immutable, hashable.

    Build one with :meth:`start`, :meth:`from_id` (Position ID or XGID) or :meth:`from_points`.
    """

    white: Side
    black: Side
    turn: Color = WHITE

    def __post_init__(self) -> None:
        for color, side in ((WHITE, self.white), (BLACK, self.black)):
            _check_side(color, side)
        object.__setattr__(self, "white", tuple(self.white))
        object.__setattr__(self, "black", tuple(self.black))
        object.__setattr__(self, "turn", Color(self.turn))
        _check_board(self.white, self.black)

    # -- construction ---------------------------------------------------------------------

    @classmethod
    def start(cls, turn: Color = WHITE) -> Position:
        """The starting position: 2 on 24, 5 on 13, 3 on 8 and 5 on 6 for each side."""
        return cls(_START, _START, turn)

    @classmethod
    def from_sides(cls, on_roll: Iterable[int], opponent: Iterable[int], turn: Color = WHITE) -> Position:
        """Build from the side on roll and its opponent, each in its own numbering."""
        mover, other, turn = tuple(on_roll), tuple(opponent), Color(turn)
        return cls(mover, other, turn) if turn is WHITE else cls(other, mover, turn)

    @classmethod
    def from_points(
        cls,
        white: Mapping[int | str, int],
        black: Mapping[int | str, int],
        turn: Color = WHITE,
        *,
        numbering: Color | None = None,
    ) -> Position:
        """Build from ``{point: count}`` maps; the rest of the fifteen are borne off.

        Keys are 1-24 or ``"bar"``, each side in its own numbering, or both in the numbering
        of ``numbering`` (``numbering=WHITE``: the seed texts' diagrams).

        >>> Position.from_points({6: 1, "bar": 1}, {24: 15}).white[25]
        1
        >>> Position.from_points({24: 2}, {1: 2}, numbering=WHITE).black[24]
        2
        """
        if numbering is not None:
            flip = {WHITE: black, BLACK: white}[numbering]
            flipped = {mirror(key): n for key, n in flip.items()}
            white, black = (white, flipped) if numbering is WHITE else (flipped, black)
        return cls(_side_from_points(WHITE, white), _side_from_points(BLACK, black), turn)

    @classmethod
    def from_id(cls, text: str, turn: Color | None = None) -> Position:
        """Read a GNU Backgammon Position ID (the second half is the side on roll) or an XGID.

        A Position ID has no colours: the side on roll is ``turn`` (White unless given).
        An XGID says who is on roll; ``turn`` must then agree if it is given.

        >>> Position.from_id("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10") == Position.start()
        True
        """
        if not isinstance(text, str):
            raise InvalidIdError(
                f"{text!r} is not a Position ID or XGID: expected text",
                message=Message.of(
                    "err-id",
                    text=repr(text),
                    kind=Message.of("err-kind-position-or-xgid"),
                    problem=Message.of("err-not-text"),
                    example="4HPwATDgc/ABMA",
                ),
            )
        body = text.strip()
        sides = _plain_sides(body)  # the usual case: a valid plain Position ID, in a few C-level steps
        if sides is not None or (":" not in body and not body.upper().startswith("XGID=")):
            # Any other Position ID by the decoder (26 counts a side, 15 checkers each) and the
            # checks of both sides together, with their exact errors.
            not_on_roll, on_roll = sides or ids.decode_position_id(body)
            final = WHITE if turn is None else turn if isinstance(turn, Color) else Color(turn)
            white, black = (on_roll, not_on_roll) if final is WHITE else (not_on_roll, on_roll)
            if sides is None:  # the careful way's board checks
                try:
                    _check_board(white, black)
                except InvalidPositionError as error:
                    raise _impossible(text, error) from None
            return cls._trusted(white, black, final)
        return cls._from_xgid_or_gnubg_id(text, body, turn)

    @classmethod
    def _from_xgid_or_gnubg_id(cls, text: str, body: str, turn: Color | None) -> Position:
        """:meth:`from_id` of an XGID or a GNUBG ID (``body``: ``text`` stripped). A method of its own:
        its closures would otherwise make cells of ``from_id``'s variables, on every call."""
        if body.upper().startswith("XGID=") or body.count(":") >= 9:
            xgid = ids.parse_xgid(body)
            xturn = WHITE if xgid.bottom_on_roll else BLACK
            if turn is not None and turn is not xturn:
                raise InvalidIdError(
                    f"{text!r} has {xturn.name} on roll, not {turn.name}",
                    message=Message.of("err-id-turn", text=text, side=xturn, turn=turn),
                )
            return _checked(text, lambda: cls(xgid.bottom, xgid.top, xturn))
        # a GNUBG ID "PositionID:MatchID"
        not_on_roll, on_roll, match = ids.parse_gnubg_id(body)
        mturn = WHITE if match.on_roll == 1 else BLACK
        final = mturn if turn is None else turn
        return _checked(text, lambda: cls.from_sides(on_roll, not_on_roll, final))

    # -- the two sides --------------------------------------------------------------------

    def side(self, color: Color) -> Side:
        """The checkers of ``color``, in its own numbering."""
        return self.white if color is WHITE else self.black

    @property
    def on_roll(self) -> Side:
        """The checkers of the side on roll."""
        return self.side(self.turn)

    @property
    def opponent(self) -> Side:
        """The checkers of the side not on roll."""
        return self.side(self.turn.other)

    def swap(self) -> Position:
        """The same checkers with the other side on roll."""
        return Position._trusted(self.white, self.black, self.turn.other)

    # -- facts ----------------------------------------------------------------------------

    def pip_count(self, color: Color | None = None) -> int:
        """Pips ``color`` (default: the side on roll) needs to bear off; the bar counts 25."""
        side = self.side(self.turn if color is None else color)
        return sum(point * count for point, count in enumerate(side))

    def borne_off(self, color: Color) -> int:
        """How many checkers ``color`` has borne off."""
        return self.side(color)[OFF]

    @property
    def winner(self) -> Color | None:
        """The side that has borne off all fifteen checkers, if any."""
        for color in (WHITE, BLACK):
            if self.side(color)[OFF] == CHECKERS:
                return color
        return None

    @property
    def is_game_over(self) -> bool:
        """True once a side has borne off all its checkers."""
        return self.white[OFF] == CHECKERS or self.black[OFF] == CHECKERS

    def all_home(self, color: Color | None = None) -> bool:
        """True when every checker of ``color`` still in play is in its home board."""
        side = self.side(self.turn if color is None else color)
        return not any(side[7:])

    def is_race(self) -> bool:
        """True when the sides can no longer hit each other (no contact).

        >>> Position.start().is_race()
        False
        """
        white_back = max((p for p in range(1, 26) if self.white[p]), default=0)
        black_back = max((p for p in range(1, 26) if self.black[p]), default=0)
        return white_back + black_back <= 25

    # -- identifiers ----------------------------------------------------------------------

    def position_id(self) -> str:
        """The GNU Backgammon Position ID (first block: the side not on roll)."""
        return ids.encode_position_id(self.opponent, self.on_roll)

    def xgid(self, dice: tuple[int, int] | None = None) -> str:
        """The eXtreme Gammon ID, White as the bottom player; money game, cube centred.

        >>> Position.start().xgid()
        'XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10'
        """
        xgid = ids.Xgid(self.white, self.black, bottom_on_roll=self.turn is WHITE, dice=dice)
        return ids.format_xgid(xgid)

    # -- changes --------------------------------------------------------------------------

    def apply_steps(self, steps: Iterable[Step]) -> Position:
        """The position after ``steps`` of the side on roll, still on roll (mid-turn).

        Steps are trusted to be legal (see :func:`bgtutor.legal_plays`); a hit sends the
        opposing checker to the bar.
        """
        mover, other = self._moved(steps)
        if self.turn is WHITE:
            return Position._trusted(mover, other, WHITE)
        return Position._trusted(other, mover, BLACK)

    def play(self, play: Play) -> Position:
        """The position after a whole ``play``, with the opponent on roll."""
        mover, other = self._moved(play.steps)
        if self.turn is WHITE:
            return Position._trusted(mover, other, BLACK)
        return Position._trusted(other, mover, WHITE)

    def _moved(self, steps: Iterable[Step]) -> tuple[Side, Side]:
        """The side on roll and its opponent after ``steps`` (see :meth:`apply_steps`)."""
        if self.turn is WHITE:
            mover, other = list(self.white), list(self.black)
        else:
            mover, other = list(self.black), list(self.white)
        for src, dst, _, _ in steps:
            mover[src] -= 1
            mover[dst] += 1
            if dst != OFF and other[BAR - dst] == 1:
                other[BAR - dst] = 0
                other[BAR] += 1
        return tuple(mover), tuple(other)

    # -- display --------------------------------------------------------------------------

    def diagram(self) -> str:
        """An ASCII board in White's numbering (see :mod:`bgtutor.board.diagram`)."""
        from bgtutor.board.diagram import diagram

        return diagram(self)

    def _repr_svg_(self) -> str:
        """The board as SVG, Jupyter's one picture of a position (besides ``repr`` as text/plain):
        standard library only, so it shows without matplotlib (the browser edition too), with the
        description in words as its ``<title>``/``<desc>`` (see :mod:`bgtutor.board.svg`, imported
        only here, lazily)."""
        from bgtutor.board import svg

        return svg.board(self)

    def __repr__(self) -> str:
        pid = self.position_id()
        if self.turn is WHITE:
            return f"Position.from_id({pid!r})"
        return f"Position.from_id({pid!r}, turn=Color.BLACK)"

    def __str__(self) -> str:
        return self.diagram()

    @staticmethod
    def _trusted(white: Side, black: Side, turn: Color) -> Position:
        """Build without validation: only for positions the engine derived from valid ones."""
        position = _new(Position)
        _set_white(position, white)
        _set_black(position, black)
        _set_turn(position, turn)
        return position


_new = Position.__new__
"""``object.__new__`` in Python; compiled by mypyc, whose classes refuse ``object.__new__``, the
class's own allocator (``Position._trusted`` builds without validating)."""
_set_white, _set_black, _set_turn = (vars(Position)[name].__set__ for name in ("white", "black", "turn"))
"""The fields' own setters (the slots' descriptors): what ``object.__setattr__`` calls after looking
them up, which ``Position._trusted`` need not do each time; a frozen dataclass refuses ``setattr``."""


def _checked(text: str, build: Callable[[], Position]) -> Position:
    """Build a position from an ID, naming the ID in any validation error."""
    try:
        return build()
    except InvalidPositionError as error:
        raise _impossible(text, error) from None


def _impossible(text: str, error: InvalidPositionError) -> InvalidIdError:
    """The error of an ID that describes an impossible position."""
    return InvalidIdError(
        f"{text!r} describes an impossible position: {error}",
        message=Message.of("err-id-impossible", text=text, problem=_message(error)),
    )


def _message(error: InvalidPositionError) -> Message:
    """The learner's message of a position's error (each raised here has one)."""
    if error.message is None:  # pragma: no cover - every InvalidPositionError here carries a message
        raise error
    return error.message


def _plain_sides(body: str) -> tuple[Side, Side] | None:
    """``(not_on_roll, on_roll)`` of a valid Position ID with no checker on both bars, else ``None``.

    The fast path of :meth:`Position.from_id`: the decoder of :func:`ids.decode_position_id`
    (:func:`ids.position_slots`) and the checks of :func:`_check_board`, a few steps in C, none a
    point; any ID it does not vouch for (malformed, impossible, or both sides on the bar) is left to
    those two, which give the errors.
    """
    slots = ids.position_slots(body)
    if slots is None:
        return None
    checkers, ends, counts = slots
    other = ends[24] - 25  # the checkers of the side not on roll on the board
    if (
        ends[49] - 50 != checkers  # checkers left over after the 50 slots
        or not 0 < checkers <= other + CHECKERS <= _BOTH  # none, or a side with more than 15
        # The two sides' counts (a slot a byte) multiplied: slot i of the side not on roll and slot
        # j of the side on roll meet at byte i + j, to which no byte below carries (each at most
        # 15 x 15 < 256). Its point p and the mover's 25 - p meet at byte 23, the bars at byte 48:
        # a point held by both sides, or both on the bar, which the careful way checks against the
        # boards.
        or (counts & _SIDE) * (counts >> 200) & _MEETING
    ):
        return None
    points = counts.to_bytes(50, "little")
    not_on_roll = _side(_BYTE[CHECKERS - other] + points[:25])  # the checkers off, then the slots
    return not_on_roll, _side(_BYTE[CHECKERS - checkers + other] + points[25:])


_BOTH = 2 * CHECKERS
_BYTE = tuple(bytes((n,)) for n in range(CHECKERS + 1))
_side = struct.Struct("26B").unpack
"""26 bytes as a side's 26 counts: a tuple in one step (``(off, *points)`` goes through a list)."""
_SIDE = (1 << 8 * 25) - 1
_MEETING = 255 << 8 * 23 | 255 << 8 * 48


def _check_side(color: Color, side: object) -> None:
    name = color.name.capitalize()
    if not isinstance(side, tuple | list) or len(side) != 26:
        raise InvalidPositionError(
            f"{name}'s checkers must be 26 counts (off, points 1-24, bar), got {side!r}",
            message=Message.of("err-position-side", color=color, value=repr(side)),
        )
    if any(isinstance(n, bool) or not isinstance(n, int) or n < 0 for n in side):
        raise InvalidPositionError(
            f"{name}'s checker counts must be whole numbers >= 0: {side!r}",
            message=Message.of("err-position-counts", color=color, value=repr(side)),
        )
    if sum(side) != CHECKERS:
        raise InvalidPositionError(
            f"{name} has {sum(side)} checkers (counting borne-off ones); each side has exactly 15",
            message=Message.of("err-position-total", color=color, count=sum(side)),
        )


def _check_board(white: Side, black: Side) -> None:
    for point in range(1, 25):
        if white[point] and black[BAR - point]:
            raise InvalidPositionError(
                f"White's point {point} (Black's {BAR - point}) holds checkers of both sides; "
                "a point belongs to one side at a time",
                message=Message.of("err-position-shared", point=point, other=BAR - point),
            )
    if white[OFF] == CHECKERS and black[OFF] == CHECKERS:
        raise InvalidPositionError(
            "both sides have borne off all checkers; only one side can win",
            message=Message.of("err-position-both-off"),
        )
    if white[BAR] and black[BAR] and min(white[1:7]) >= 2 and min(black[1:7]) >= 2:
        raise InvalidPositionError(
            "both sides have a checker on the bar against a closed board; no game reaches this",
            message=Message.of("err-position-both-bar"),
        )


def _side_from_points(color: Color, points: Mapping[int | str, int]) -> Side:
    side = [0] * 26
    for key, count in points.items():
        index = BAR if isinstance(key, str) and key.lower() == "bar" else key
        if not isinstance(index, int) or isinstance(index, bool) or not 1 <= index <= 25:
            raise InvalidPositionError(
                f"{key!r} is not a point for {color.name.capitalize()}: use 1-24 or 'bar'",
                message=Message.of("err-position-point", place=str(key), color=color),
            )
        side[index] += count
    side[OFF] = CHECKERS - sum(side)
    if side[OFF] < 0:
        raise InvalidPositionError(
            f"{color.name.capitalize()} has {sum(side) - side[OFF]} checkers on the board; each side has 15",
            message=Message.of("err-position-too-many", color=color, count=sum(side) - side[OFF]),
        )
    return tuple(side)
