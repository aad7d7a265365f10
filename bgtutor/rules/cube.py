"""The doubling cube: its value and owner, who may double when, take, pass, beaver, and the score.

A :class:`CubeState` is the cube's side of one game in progress: the side on roll, whether it has
rolled, the cube's value and owner (``None`` = centred), a pending offer, and the :class:`Match`
(length 0 = money play, score, Crawford game, the money options Jacoby and beavers). Every change
is a function returning a new state; a forbidden action raises :class:`CubeError` whose
``reason`` says why, in German and English (catalog keys ``cube-...``).

What is modelled, and what is not:

- only the side on roll doubles, before rolling, and only with a centred cube or one it owns;
- no doubling in the Crawford game (the game right after a side first reaches match point minus
  one); after it (post-Crawford) doubling is allowed again;
- a pass scores the cube value *before* the double; after a take the taker owns the cube at twice
  the value; a beaver (money play, if agreed) makes it four times and the beaverer keeps it;
- gammons and backgammons multiply the cube; with the Jacoby rule (money play) they count single
  while the cube has not been turned;
- a match score never goes past the match length;
- a *dead* cube (turning it cannot gain the doubler anything in a match) is **not** forbidden:
  the rules allow that double, and so does GNU Backgammon; the cube stops at 2**15, the largest
  value a Match ID or XGID can carry. Automatic doubles and raccoons are not modelled.

:mod:`bgtutor.rules.cube_ids` reads and writes the cube state in Match IDs, GNUBG IDs and XGIDs.

>>> state = CubeState()
>>> state = take(double(state))
>>> state.value, state.owner.name
(2, 'BLACK')
>>> double_reason(state).text("en")  # White is still on roll
'The cube (on 2) belongs to Black: only its owner may double, or either side while it lies in the middle.'
>>> double_reason(state.end_turn()) is None  # Black's turn: the owner may redouble
True
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from bgtutor.rules.color import BLACK, WHITE, Color
from bgtutor.rules.errors import CubeError, InvalidPositionError, ScoreError
from bgtutor.rules.i18n import Message
from bgtutor.rules.scoring import GameResult, ResultKind

__all__ = [
    "MAX_CUBE",
    "CubeReason",
    "CubeState",
    "GameOutcome",
    "Match",
    "beaver",
    "double",
    "double_reason",
    "finish",
    "pass_double",
    "take",
]

MAX_CUBE = 1 << 15
"""The highest cube value: a Match ID stores log2 of the cube in 4 bits."""
MAX_LENGTH = 64
"""The longest match (GNU Backgammon's limit, as in :mod:`bgtutor.rules.ids`)."""


class CubeReason(Message):
    """Why a cube action is not allowed now, or what one did (catalog key ``cube-<key>``)."""

    __slots__ = ()
    prefix = "cube-"


@dataclass(frozen=True, slots=True)
class Match:
    """The match around a game: ``length`` 0 is money play; ``score`` is (White, Black).

    ``crawford`` is True during the Crawford game. ``jacoby`` and ``beavers`` are money-play options.

    >>> Match(5, (4, 2), crawford=True).away(WHITE), Match(5, (4, 2)).post_crawford
    (1, True)
    """

    length: int = 0
    score: tuple[int, int] = (0, 0)
    crawford: bool = False
    jacoby: bool = False
    beavers: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "score", tuple(self.score))
        if problem := _match_problem(self):
            raise ScoreError(f"{self!r} is not a match state: {problem}")

    @property
    def is_money(self) -> bool:
        """True in money play (no match length)."""
        return self.length == 0

    @property
    def is_over(self) -> bool:
        """True once a side has reached the match length."""
        return not self.is_money and max(self.score) >= self.length

    @property
    def post_crawford(self) -> bool:
        """True after the Crawford game: a side is at match point minus one, doubling is allowed."""
        return not self.is_money and not self.crawford and not self.is_over and self.length - 1 in self.score

    def away(self, color: Color) -> int:
        """Points ``color`` still needs to win the match (0 in money play)."""
        return max(0, self.length - self.score[color]) if self.length else 0

    def after_game(self, winner: Color, points: int) -> Match:
        """The match after ``winner`` scored ``points``: capped at the length; the next game is the
        Crawford game when this one first brought a side to match point minus one.

        >>> Match(5, (2, 3)).after_game(BLACK, 1)
        Match(length=5, score=(2, 4), crawford=True, jacoby=False, beavers=False)
        >>> Match(5, (2, 4)).after_game(WHITE, 2).crawford  # 4-4 after the Crawford game
        False
        """
        score = list(self.score)
        score[winner] += points
        if self.is_money:
            return replace(self, score=(score[0], score[1]))
        score = [min(s, self.length) for s in score]
        before = self.length - 1 in self.score
        now = self.length - 1 in score and self.length not in score
        return replace(self, score=(score[0], score[1]), crawford=now and not before)


@dataclass(frozen=True, slots=True)
class CubeState:
    """The cube in a game in progress: the side on roll (``turn``), its ``dice`` once rolled, the
    cube's ``value`` and ``owner`` (``None`` = centred), whether a double is ``offered`` (the
    opponent of ``turn`` must answer), and the ``match``.

    >>> CubeState(turn=BLACK, value=4, owner=WHITE).owner.name
    'WHITE'
    """

    turn: Color = WHITE
    value: int = 1
    owner: Color | None = None
    dice: tuple[int, int] | None = None
    offered: bool = False
    match: Match = field(default_factory=Match)

    def __post_init__(self) -> None:
        object.__setattr__(self, "turn", Color(self.turn))
        if self.owner is not None:
            object.__setattr__(self, "owner", Color(self.owner))
        if self.dice is not None and len(self.dice) == 2:
            object.__setattr__(self, "dice", (max(self.dice), min(self.dice)))
        if problem := _state_problem(self):
            raise InvalidPositionError(
                f"{self!r} is not a cube state: {problem[0]}",
                message=Message.of("err-cube-state", problem=problem[1]),
            )

    @property
    def centred(self) -> bool:
        """True while the cube lies in the middle (nobody owns it)."""
        return self.owner is None

    @property
    def turned(self) -> bool:
        """True once the cube has been turned (a double taken): what the Jacoby rule asks."""
        return self.value > 1 and not self.centred

    def roll(self, dice: tuple[int, int]) -> CubeState:
        """The state after the side on roll rolled ``dice`` (no double any more this turn)."""
        if self.offered:
            raise CubeError(CubeReason.of("offer-pending", taker=self.turn.other))
        return replace(self, dice=(max(dice), min(dice)))

    def end_turn(self) -> CubeState:
        """The state once the play is made: the opponent is on roll and has not rolled."""
        return replace(self, turn=self.turn.other, dice=None)


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """How a game ended: who won, how (single, gammon, backgammon), the points scored, the match
    after it, and the explanation (a :class:`CubeReason`)."""

    winner: Color
    kind: ResultKind
    points: int
    match: Match
    reason: CubeReason

    def text(self, lang: str | None = None) -> str:
        """The outcome in words."""
        return self.reason.text(lang)


def double_reason(state: CubeState, side: Color | None = None) -> CubeReason | None:
    """Why ``side`` (default: the side on roll) may not double now; ``None`` if it may.

    >>> double_reason(CubeState(match=Match(5, (0, 4), crawford=True))).key
    'crawford'
    """
    side = state.turn if side is None else Color(side)
    if state.match.is_over:
        return CubeReason.of("match-over")
    if state.offered:
        return CubeReason.of("offer-pending", taker=state.turn.other)
    if side is not state.turn:
        return CubeReason.of("not-on-roll", side=side)
    if state.dice is not None:
        return CubeReason.of("already-rolled", dice=f"{state.dice[0]}-{state.dice[1]}")
    if state.match.crawford:
        leader = WHITE if state.match.away(WHITE) == 1 else BLACK
        return CubeReason.of("crawford", leader=leader)
    if state.owner is not None and state.owner is not side:
        return CubeReason.of("opponent-owns", owner=state.owner, value=state.value)
    if state.value * 2 > MAX_CUBE:
        return CubeReason.of("max", value=state.value)
    return None


def double(state: CubeState) -> CubeState:
    """The side on roll offers a double; its opponent must now take, pass (or beaver)."""
    if (reason := double_reason(state)) is not None:
        raise CubeError(reason)
    return replace(state, offered=True)


def take(state: CubeState) -> CubeState:
    """The opponent takes: the cube doubles and the taker owns it; the doubler goes on to roll.

    >>> take(double(CubeState(value=2, owner=WHITE))).value
    4
    """
    _offered(state)
    return replace(state, value=state.value * 2, owner=state.turn.other, offered=False)


def beaver(state: CubeState) -> CubeState:
    """The opponent takes and at once redoubles (money play, beavers agreed): four times the value,
    and the beaverer keeps the cube.

    >>> beaver(double(CubeState(match=Match(beavers=True)))).value
    4
    """
    _offered(state)
    if not state.match.beavers or state.value * 4 > MAX_CUBE:
        raise CubeError(CubeReason.of("no-beavers"))
    return replace(state, value=state.value * 4, owner=state.turn.other, offered=False)


def pass_double(state: CubeState) -> GameOutcome:
    """The opponent passes (drops): the game ends, the doubler wins the value before the double.

    >>> pass_double(double(CubeState(value=2, owner=WHITE))).points
    2
    """
    _offered(state)
    winner = state.turn
    match = state.match.after_game(winner, state.value)
    reason = CubeReason.of("passed", winner=winner, loser=winner.other, points=state.value)
    return GameOutcome(winner, ResultKind.SINGLE, state.value, match, reason)


def finish(state: CubeState, result: GameResult) -> GameOutcome:
    """The score of a game played to the end (``result`` from :func:`bgtutor.game_result`): its
    kind times the cube; with the Jacoby rule single while the cube is unturned.

    >>> from bgtutor.rules.explain import Reason, Rule
    >>> gammon = GameResult(WHITE, ResultKind.GAMMON, Reason.of(Rule.RESULT_GAMMON))
    >>> finish(CubeState(match=Match(jacoby=True)), gammon).points
    1
    """
    kind = result.kind
    jacoby = state.match.is_money and state.match.jacoby and not state.turned and kind > ResultKind.SINGLE
    points = state.value * (1 if jacoby else int(kind))
    match = state.match.after_game(result.winner, points)
    key = "jacoby" if jacoby else "scored"
    reason = CubeReason.of(key, winner=result.winner, points=points, value=state.value, kind=int(kind))
    return GameOutcome(result.winner, kind, points, match, reason)


# -- helpers -------------------------------------------------------------------------------------


def _offered(state: CubeState) -> None:
    if not state.offered:
        raise CubeError(CubeReason.of("no-offer"))


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _match_problem(m: Match) -> str:
    if isinstance(m.length, bool) or not isinstance(m.length, int) or not 0 <= m.length <= MAX_LENGTH:
        return f"the length must be 0 (money) to {MAX_LENGTH}"
    if len(m.score) != 2 or not all(_whole(s) and s >= 0 for s in m.score):
        return "the score must be two whole numbers >= 0 (White, Black)"
    if m.length and max(m.score) > m.length:
        return "a score cannot pass the match length"
    if m.crawford and (m.length < 2 or m.length - 1 not in m.score or m.length in m.score):
        return "a Crawford game needs a match of 2+ points with a side at match point minus one"
    if m.length and (m.jacoby or m.beavers):
        return "the Jacoby rule and beavers belong to money play"
    return ""


def _state_problem(s: CubeState) -> tuple[str, Message] | None:
    """What is wrong with ``s``, in English and for the learner; ``None`` if nothing."""
    if (
        isinstance(s.value, bool)
        or not isinstance(s.value, int)
        or s.value < 1
        or s.value > MAX_CUBE
        or s.value & (s.value - 1)
    ):
        return (
            f"the cube value must be a power of 2 from 1 to {MAX_CUBE}",
            Message.of("err-cube-value", value=repr(s.value), max=MAX_CUBE),
        )
    if s.owner is not None and s.value == 1:
        return "a cube on 1 lies in the centre", Message.of("err-cube-centred")
    if s.match.crawford and (s.value != 1 or s.owner is not None or s.offered):
        return "in the Crawford game the cube stays on 1 in the centre", Message.of("err-crawford-cube")
    if s.dice is not None and (len(s.dice) != 2 or not all(_whole(d) and 1 <= d <= 6 for d in s.dice)):
        return "dice must be None or two dice 1-6", Message.of("err-dice", dice=repr(s.dice))
    if s.offered and s.dice is not None:
        return "a double is offered before rolling", Message.of("err-cube-offered-rolled")
    if s.match.is_over:
        return "the match is over", Message.of("err-cube-match-over")
    return None
