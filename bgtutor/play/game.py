"""A game record: the start, the opening roll, and every turn played since, as one value.

:class:`Game` records what was decided (rolls and plays) and keeps the current position, so
adding a turn or reading a record takes time linear in its turns; earlier positions are replayed
from the start when asked for. :meth:`Game.with_turn` checks the play against the rules and
returns a new game, so an illegal play can never enter a record - not from a notebook cell and
not from a file, since :meth:`Game.from_dict` re-resolves every stored play against the rules.

>>> import random
>>> game = Game.new(random.Random(1))
>>> game.turn_color.name, game.next_roll()
('BLACK', Roll(5, 2))
>>> game = game.with_turn(Roll(5, 2), "13/8 13/11")
>>> game.turn_color.name, len(game.positions()), game.result is None
('WHITE', 2, True)
>>> Game.from_dict(game.to_dict()) == game
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import NamedTuple

from bgtutor.rules.color import Color
from bgtutor.rules.dice import OpeningRoll, Roll, opening_roll, roll_dice
from bgtutor.rules.errors import (
    BgtutorError,
    GameOverError,
    IllegalPlayError,
    InvalidNotationError,
    InvalidPositionError,
    InvalidRollError,
)
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.i18n import Message
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.plays import Play, format_play, format_steps
from bgtutor.rules.position import Position
from bgtutor.rules.resolve import check_play, parse_play
from bgtutor.rules.scoring import GameResult, game_result


class PlayMessage(Message):
    """What the practice game's record and session say: a game record's and a session's errors
    (catalog ``bgtutor/play/locales``; the rules' errors keep their own texts).

    >>> PlayMessage.of("err-game-over-new", winner=Color.BLACK, points=2).text("en")
    'The game is over, Black won 2 points. Start a new game.'
    """

    __slots__ = ()
    home = "bgtutor.play"


class GameRecordError(BgtutorError, ValueError):
    """A game record (see :meth:`Game.from_dict`) that is malformed or breaks the rules.

    ``field`` names the broken entry, such as ``"turns[3].play"``; ``turn`` is the index of the
    broken turn, ``reason`` the broken rule when a stored play is illegal. The ``message`` is the
    reason, or what is wrong with the entry when it is an input error (such as bad dice).
    """

    def __init__(
        self,
        message: str,
        field: str,
        reason: Message | None = None,
        turn: int | None = None,
        *,
        cause: Message | None = None,
    ) -> None:
        super().__init__(message, message=reason if reason is not None else cause)
        self.field = field
        self.reason = reason
        self.turn = turn


@dataclass(frozen=True, slots=True)
class GameTurn:
    """One turn: who played, the roll, and the play (the legal play with that result)."""

    color: Color
    roll: Roll
    play: Play

    def __str__(self) -> str:
        return f"{self.roll}: {self.play}"


class Replay(NamedTuple):
    """A turn with the positions before and after it, for showing it again."""

    before: Position
    turn: GameTurn
    after: Position


@dataclass(frozen=True, slots=True)
class Game:
    """The start position, the opening roll (``None`` for a game set up elsewhere) and the turns.

    Building a ``Game`` directly checks every turn; :meth:`with_turn` checks only the new one.
    """

    start: Position
    opening: OpeningRoll | None = None
    turns: tuple[GameTurn, ...] = ()
    _now: Position = field(init=False, repr=False, compare=False)
    """The position after the last turn."""

    def __post_init__(self) -> None:
        if not isinstance(self.start, Position):
            raise InvalidPositionError(
                f"{self.start!r} is not a Position",
                message=Message.of("err-not-position", value=repr(self.start)),
            )
        _check_opening(self.start, self.opening)
        position, checked = self.start, []
        for index, turn in enumerate(tuple(self.turns)):
            entry = f"turns[{index}]"
            if not isinstance(turn, GameTurn):
                raise GameRecordError(f"{entry}: {turn!r} is not a GameTurn", entry, turn=index)
            if turn.color is not position.turn:
                raise GameRecordError(
                    f"{entry}.color: {turn} was played by {turn.color.name}, who was not on roll",
                    f"{entry}.color",
                    turn=index,
                )
            checked.append(_next_turn(position, self.opening, index, turn.roll, turn.play))
            position = position.play(checked[-1].play)
        object.__setattr__(self, "turns", tuple(checked))
        object.__setattr__(self, "_now", position)

    @classmethod
    def new(cls, rng: random.Random | None = None) -> Game:
        """A new game from the starting position; the opening roll decides who starts."""
        opening = opening_roll(rng)
        start = Position.start(opening.starter)
        return cls._trusted(start, opening, (), start)

    # -- the course of the game ------------------------------------------------------------

    def positions(self) -> tuple[Position, ...]:
        """The start and the position after each turn, replayed."""
        positions = [self.start]
        for turn in self.turns:
            positions.append(positions[-1].play(turn.play))
        return tuple(positions)

    @property
    def position(self) -> Position:
        """The current position."""
        return self._now

    def start_of_turn(self, index: int | None = None) -> Position:
        """The position before turn ``index`` (0-based; default: now)."""
        if index is None or index >= len(self.turns):
            return self._now
        position = self.start
        for turn in self.turns[:index]:
            position = position.play(turn.play)
        return position

    @property
    def turn_color(self) -> Color | None:
        """The colour to play next (its ``position.turn``); ``None`` once the game is over.

        Not :attr:`Position.on_roll`, which is the checkers of the side on roll.
        """
        position = self.position
        return None if position.is_game_over else position.turn

    @property
    def result(self) -> GameResult | None:
        """The winner and the kind of win, or ``None`` while the game goes on."""
        return game_result(self.position)

    def next_roll(self, rng: random.Random | None = None) -> Roll:
        """The roll for the next turn: the opening roll first, then a throw of ``rng``."""
        if self.opening is not None and not self.turns:
            return self.opening.roll
        return roll_dice(rng)

    def last_turns(self, color: Color, n: int = 1) -> tuple[Replay, ...]:
        """The last ``n`` turns ``color`` played, oldest first, with their positions."""
        positions = self.positions()
        mine = [i for i, turn in enumerate(self.turns) if turn.color is color][-n:] if n > 0 else []
        return tuple(Replay(positions[i], self.turns[i], positions[i + 1]) for i in mine)

    # -- playing ---------------------------------------------------------------------------

    def with_turn(self, roll: Roll, play: Play | str) -> Game:
        """This game after the side on roll plays ``play`` (a Play or notation) with ``roll``.

        Raises GameOverError after the end, InvalidRollError for a first turn that is not the
        opening roll, IllegalPlayError (with ``.reason``) for a play the rules forbid.
        """
        turn = _next_turn(self._now, self.opening, len(self.turns), roll, play)
        return Game._trusted(self.start, self.opening, (*self.turns, turn), self._now.play(turn.play))

    # -- JSON ------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, object]:
        """The record as JSON-ready data: the start as a Position ID, plays in notation."""
        opening = self.opening
        return {
            "start": {"position_id": self.start.position_id(), "turn": self.start.turn.name.lower()},
            "opening": None
            if opening is None
            else {
                "white": opening.white,
                "black": opening.black,
                "ties": [list(tie) for tie in opening.ties],
            },
            "turns": [
                {"color": turn.color.name.lower(), "roll": str(turn.roll), "play": format_play(turn.play)}
                for turn in self.turns
            ],
        }

    @classmethod
    def from_dict(cls, data: object) -> Game:
        """Read :meth:`to_dict`'s data, re-resolving every play against the rules.

        Raises GameRecordError naming the broken entry (and the rule, for an illegal play).
        """
        record = _mapping(data, "game", {"start", "opening", "turns"})
        start_data = _mapping(record["start"], "start", {"position_id", "turn"})
        turn = _color(start_data["turn"], "start.turn")
        try:
            start = Position.from_id(_text(start_data["position_id"], "start.position_id"), turn)
        except BgtutorError as error:
            raise GameRecordError(f"start.position_id: {error}", "start.position_id") from None
        opening = None if record["opening"] is None else _opening(record["opening"])
        try:
            _check_opening(start, opening)
        except BgtutorError as error:
            raise GameRecordError(f"opening: {error}", "opening") from None
        items = record["turns"]
        if not isinstance(items, list):
            raise GameRecordError("turns: expected a list of turns", "turns")
        position, turns = start, []
        for index, item in enumerate(items):
            turns.append(_read_turn(item, index, position, opening))
            position = position.play(turns[-1].play)
        return cls._trusted(start, opening, tuple(turns), position)

    # -- helpers ---------------------------------------------------------------------------

    @classmethod
    def _trusted(
        cls, start: Position, opening: OpeningRoll | None, turns: tuple[GameTurn, ...], now: Position
    ) -> Game:
        """Build without replaying: only for turns already checked, ``now`` the position after them."""
        game = object.__new__(cls)
        for name, value in (("start", start), ("opening", opening), ("turns", turns), ("_now", now)):
            object.__setattr__(game, name, value)
        return game


def _next_turn(
    position: Position, opening: OpeningRoll | None, index: int, roll: Roll, play: Play | str
) -> GameTurn:
    """Turn ``index`` of a game, played in ``position``, checked against the rules."""
    if position.is_game_over:
        raise GameOverError(
            f"the game is over in {position.position_id()!r}: no more turns",
            message=Message.of("err-game-over"),
        )
    if not isinstance(roll, Roll):
        raise InvalidRollError(
            f"{roll!r} is not a Roll", message=Message.of("err-not-roll", value=repr(roll))
        )
    if opening is not None and index == 0 and roll != opening.roll:
        raise InvalidRollError(
            f"the first turn plays the opening roll {opening.roll}, not {roll}",
            message=PlayMessage.of("err-opening-roll", opening=opening.roll.label, roll=roll.label),
        )
    if isinstance(play, str):
        play = parse_play(position, roll, play)
    return GameTurn(position.turn, roll, _legal(position, roll, play))


def _read_turn(item: object, index: int, position: Position, opening: OpeningRoll | None) -> GameTurn:
    """Turn ``index`` of a stored record, read and checked in ``position``."""
    field = f"turns[{index}]"
    entry = _mapping(item, field, {"color", "roll", "play"})
    color = _color(entry["color"], f"{field}.color")
    if position.turn is not color:
        raise GameRecordError(f"{field}.color: {color.name} was not on roll", f"{field}.color")
    try:
        roll = Roll.parse(_text(entry["roll"], f"{field}.roll"))
    except InvalidRollError as error:
        raise GameRecordError(f"{field}.roll: {error}", f"{field}.roll", cause=error.message) from None
    try:
        return _next_turn(position, opening, index, roll, _text(entry["play"], f"{field}.play"))
    except IllegalPlayError as error:
        raise GameRecordError(f"{field}.play: {error}", f"{field}.play", error.reason, index) from None
    except BgtutorError as error:
        raise GameRecordError(
            f"{field}.play: {error}", f"{field}.play", None, index, cause=error.message
        ) from None


def _legal(position: Position, roll: Roll, play: Play) -> Play:
    """The legal play with the same result as ``play``, or raise IllegalPlayError."""
    if not isinstance(play, Play) or not all(_well_formed(step) for step in play.steps):
        raise InvalidNotationError(
            f"{play!r} is not a play: its steps go from a point 1-25 to a lower one 0-24 with a die 1-6",
            message=PlayMessage.of("err-not-play", value=repr(play)),
        )
    after = position.play(play)
    for legal in legal_plays(position, roll):
        if position.play(legal) == after:
            return legal
    raise IllegalPlayError(
        f"{format_steps(play)!r} is not legal in {position.position_id()!r} with {roll}",
        _why_illegal(position, roll, play),
    )


def _well_formed(step: object) -> bool:
    if not isinstance(step, tuple) or len(step) != 4:
        return False
    src, dst, die, _ = step
    numbers = (src, dst, die)
    return all(type(n) is int for n in numbers) and 0 <= dst < src <= 25 and 1 <= die <= 6


def _why_illegal(position: Position, roll: Roll, play: Play) -> Reason:
    """The rule ``play`` breaks, found by reading its steps as written notation."""
    try:
        outcome = check_play(position, roll, format_steps(play))
    except BgtutorError:
        outcome = None
    if isinstance(outcome, Reason):
        return outcome
    return Reason.of(Rule.MUST_MOVE, example=str(legal_plays(position, roll)[0]))


def _check_opening(start: Position, opening: OpeningRoll | None) -> None:
    if opening is None:
        return
    if not isinstance(opening, OpeningRoll):
        raise InvalidRollError(
            f"{opening!r} is not an OpeningRoll",
            message=PlayMessage.of("err-not-opening", value=repr(opening)),
        )
    for pair in (*opening.ties, (opening.white, opening.black)):
        Roll(*pair)  # both are dice 1-6
    if opening.white == opening.black or any(white != black for white, black in opening.ties):
        raise InvalidRollError(
            f"{opening!r}: the dice of an opening roll differ; only ties are thrown again",
            message=PlayMessage.of("err-opening-tie", white=opening.white, black=opening.black),
        )
    if opening.starter is not start.turn:
        raise GameRecordError(
            f"{opening!r} lets {opening.starter.name} start, but {start.turn.name} is on roll", "opening"
        )


def _mapping(data: object, field: str, keys: set[str]) -> dict[str, object]:
    if not isinstance(data, dict):
        raise GameRecordError(f"{field}: expected an object with {sorted(keys)}", field)
    if data.keys() != keys:
        wrong = sorted(set(data) ^ keys, key=str)
        message = f"{field}: expected exactly the keys {sorted(keys)}; wrong or missing: {wrong}"
        raise GameRecordError(message, field)
    return data


def _text(value: object, field: str) -> str:
    if not isinstance(value, str):
        raise GameRecordError(f"{field}: expected text, got {value!r}", field)
    return value


def _color(value: object, field: str) -> Color:
    if value not in ("white", "black"):
        raise GameRecordError(f"{field}: expected 'white' or 'black', got {value!r}", field)
    return Color.WHITE if value == "white" else Color.BLACK


def _opening(data: object) -> OpeningRoll:
    record = _mapping(data, "opening", {"white", "black", "ties"})
    ties = record["ties"]
    if not isinstance(ties, list) or not all(isinstance(tie, list) and len(tie) == 2 for tie in ties):
        raise GameRecordError("opening.ties: expected a list of pairs of dice", "opening.ties")
    white, black = _die(record["white"]), _die(record["black"])
    return OpeningRoll(white, black, tuple((_die(a), _die(b)) for a, b in ties))


def _die(value: object) -> int:
    if type(value) is not int or not 1 <= value <= 6:
        raise GameRecordError(f"opening: {value!r} is not a die; dice show 1 to 6", "opening")
    return value
