"""The cube state in GNU Backgammon Match IDs and GNUBG IDs, and in XGIDs (see :mod:`bgtutor.rules.ids`).

gnubg's player 1 ("X", XGID's bottom) is White, player 0 Black. A Match ID cannot carry the
beaver option, an XGID no pending double.

>>> from bgtutor.rules.cube import double
>>> from_match_id(to_match_id(double(CubeState())).encode()) == double(CubeState())
True
"""

from __future__ import annotations

from bgtutor.rules import ids
from bgtutor.rules.color import BLACK, WHITE, Color
from bgtutor.rules.cube import CubeReason, CubeState, Match
from bgtutor.rules.errors import CubeError, InvalidIdError
from bgtutor.rules.i18n import Message
from bgtutor.rules.position import Position

__all__ = ["from_gnubg_id", "from_match_id", "from_xgid", "to_gnubg_id", "to_match_id", "to_xgid"]


def to_match_id(state: CubeState) -> ids.MatchId:
    """The GNU Backgammon Match ID fields of ``state`` (gnubg player 1 = White; beavers are lost).

    >>> to_match_id(CubeState(value=2, owner=BLACK, dice=(5, 2), match=Match(9, (4, 2)))).encode()
    'QYkqASAAIAAE'
    """
    match = state.match
    return ids.MatchId(
        cube_value=state.value,
        cube_owner=None if state.owner is None else _gnubg_player(state.owner),
        on_roll=_gnubg_player(state.turn),
        crawford=match.crawford,
        turn=_gnubg_player(state.turn.other) if state.offered else None,
        doubled=state.offered,
        dice=state.dice,
        match_length=match.length,
        score=(match.score[BLACK], match.score[WHITE]),
        jacoby=match.jacoby,
    )


def from_match_id(match_id: ids.MatchId | str, beavers: bool = False) -> CubeState:
    """The cube state in a Match ID (or its text) of a game in progress; ``beavers`` is the
    money-play option a Match ID does not carry.

    >>> from_match_id('QYkqASAAIAAE').owner.name
    'BLACK'
    """
    m = ids.MatchId.decode(match_id) if isinstance(match_id, str) else match_id
    if m.game_state != 1 or m.resigned:
        raise InvalidIdError(
            f"{m!r} is not a game in play: only game state 1 without a resignation is read",
            message=Message.of(
                "err-mid-not-playing", text=m.encode(), state=m.game_state, resigned=m.resigned
            ),
        )
    colour = {1: WHITE, 0: BLACK}
    if m.doubled and (m.turn is None or m.dice is not None):
        raise InvalidIdError(
            f"{m!r} has a double offered but not the opponent to answer it, or dice rolled",
            message=Message.of("err-mid-offer", text=m.encode()),
        )
    money = not m.match_length
    match = Match(m.match_length, (m.score[1], m.score[0]), m.crawford, m.jacoby, beavers and money)
    owner = None if m.cube_owner is None else colour[m.cube_owner]
    return CubeState(colour[m.on_roll], m.cube_value, owner, m.dice, m.doubled, match)


def to_gnubg_id(position: Position, state: CubeState) -> str:
    """The GNUBG ID ``PositionID:MatchID`` of a position and its cube state (same side on roll)."""
    _same_turn(position, state)
    return f"{position.position_id()}:{to_match_id(state).encode()}"


def from_gnubg_id(text: str, beavers: bool = False) -> tuple[Position, CubeState]:
    """The position and cube state of a GNUBG ID.

    >>> position, state = from_gnubg_id('4HPwATDgc/ABMA:cAkAAAAAAAAE')
    >>> position == Position.start(), state == CubeState()
    (True, True)
    """
    state = from_match_id(ids.parse_gnubg_id(text)[2], beavers)
    return Position.from_id(text), state


def to_xgid(position: Position, state: CubeState) -> str:
    """The XGID of a position and its cube state; an XGID cannot hold a pending double.

    >>> to_xgid(Position.start(), CubeState(match=Match(jacoby=True, beavers=True)))
    'XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:3:0:10'
    """
    _same_turn(position, state)
    if state.offered:
        raise CubeError(CubeReason.of("offer-in-xgid"))
    m = state.match
    rules = int(m.crawford) if m.length else int(m.jacoby) + 2 * int(m.beavers)
    xgid = ids.Xgid(
        position.white,
        position.black,
        position.turn is WHITE,
        state.dice,
        state.value,
        {None: 0, WHITE: 1, BLACK: -1}[state.owner],
        m.score[WHITE],
        m.score[BLACK],
        rules,
        m.length,
    )
    return ids.format_xgid(xgid)


def from_xgid(text: str) -> tuple[Position, CubeState]:
    """The position and cube state of an XGID (bottom = White).

    >>> position, state = from_xgid('XGID=-b----E-C---eE---c-e----B-:1:-1:-1:52:2:4:0:7:10')
    >>> state.turn.name, state.value, state.owner.name, state.dice, state.match.score
    ('BLACK', 2, 'BLACK', (5, 2), (2, 4))
    """
    x = ids.parse_xgid(text)
    money = x.match_length == 0
    match = Match(
        x.match_length,
        (x.score_bottom, x.score_top),
        not money and x.rules == 1,
        money and bool(x.rules & 1),
        money and bool(x.rules & 2),
    )
    owner = {0: None, 1: WHITE, -1: BLACK}[x.cube_position]
    return Position.from_id(text), CubeState(
        WHITE if x.bottom_on_roll else BLACK, x.cube_value, owner, x.dice, False, match
    )


def _gnubg_player(color: Color) -> int:
    return 1 if color is WHITE else 0


def _same_turn(position: Position, state: CubeState) -> None:
    if position.turn is not state.turn:
        raise InvalidIdError(
            f"{position!r} has {position.turn.name} on roll, the cube state {state.turn.name}",
            message=Message.of("err-cube-turn", side=position.turn, other=state.turn),
        )
