"""The practice game as a value: the score, the game under way, the dice thrown and the computer's
last play. Every action returns a new :class:`Session`; the widget
:class:`bgtutor.widgets.practice.PracticeGame` holds one, forwards the learner's buttons and clicks
to it and shows it.

The learner plays White against the computer (``mode="computer"``), or two learners share one
device (``"two-players"``). The starter's first turn plays the opening roll, thrown already; every
other turn of a learner begins with :meth:`Session.roll_dice`. A play can be taken back
(:meth:`Session.undo`) until the dice roll again. A finished game's result is added to the score
at once (1, 2 or 3 points: the practice game has no doubling cube).

>>> import random
>>> rng = random.Random(1)
>>> session = Session().start(rng)
>>> session.turn_color.name, session.computer_to_move
('BLACK', True)
>>> session = session.computer_turn(rng)
>>> str(session.computer_play), session.waiting_for_roll
('52: 13/6', True)
>>> played = session.roll_dice(Roll(6, 1)).play("13/7 8/7")
>>> played.turn_color.name, played.undo() == session.roll_dice(Roll(6, 1))
('BLACK', True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Protocol, get_args

from bgtutor.play.bots.levels import make_bot
from bgtutor.play.game import Game, GameTurn, PlayMessage, Replay
from bgtutor.play.saved_values import Mode, Score, Strength
from bgtutor.rules.color import WHITE, Color
from bgtutor.rules.dice import Roll
from bgtutor.rules.errors import BgtutorError, GameOverError, InvalidRollError
from bgtutor.rules.i18n import Message
from bgtutor.rules.plays import Play
from bgtutor.rules.position import Position
from bgtutor.rules.scoring import GameResult


class SessionError(BgtutorError, RuntimeError):
    """An action the practice session does not allow now (a ``RuntimeError``): no game started,
    the computer's turn, the dice not thrown yet or thrown already, nothing to take back."""


HUMAN = WHITE
"""The learner's side against the computer (White, as in every lesson)."""
REPLAYED = 2
"""How many of the computer's last turns :meth:`Session.computer_turns` gives by default."""
HINT_LEVEL = "experte"
"""The computer player whose choice :meth:`Session.hint` suggests."""


class Player(Protocol):
    """What chooses a play: a bot from :func:`bgtutor.play.bots.levels.make_bot`, or a script in a test."""

    def choose(self, position: Position, roll: Roll, rng: random.Random | None = None) -> Play:
        """One of the legal plays of ``position`` with ``roll``."""
        ...


@dataclass(frozen=True, slots=True)
class Session:
    """The settings that change the course of a game, the score, the game and the dice.

    ``roll`` is the learner's throw not played yet; ``computer_play`` the computer's last turn,
    kept until the learner acts; ``previous`` the session before the last play (for :meth:`undo`,
    not compared). Before the first game ``game`` is ``None``.
    """

    mode: Mode = "computer"
    strength: Strength = "entspannt"
    score: Score = field(default_factory=Score)
    game: Game | None = None
    roll: Roll | None = None
    computer_play: GameTurn | None = None
    previous: Session | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.mode not in get_args(Mode) or self.strength not in get_args(Strength):
            raise SessionError(
                f"mode {self.mode!r} or strength {self.strength!r} unknown: "
                f"use {get_args(Mode)} and {get_args(Strength)}"
            )
        if not isinstance(self.score, Score):
            raise SessionError(f"{self.score!r} is not a Score")
        if self.game is not None and not isinstance(self.game, Game):
            raise SessionError(f"{self.game!r} is not a Game")
        if self.roll is not None:
            if not isinstance(self.roll, Roll):
                raise InvalidRollError(
                    f"{self.roll!r} is not a Roll", message=Message.of("err-not-roll", value=repr(self.roll))
                )
            if self.game is None or self.turn_color is None or self.computer_to_move:
                raise SessionError(f"dice {self.roll} without a learner on roll")
            if self.game.opening is not None and not self.game.turns and self.roll != self.game.opening.roll:
                raise InvalidRollError(
                    f"the first turn plays the opening roll {self.game.opening.roll}",
                    message=PlayMessage.of(
                        "err-opening-roll", opening=self.game.opening.roll.label, roll=self.roll.label
                    ),
                )

    # -- what the game shows -----------------------------------------------------------------

    @property
    def turn_color(self) -> Color | None:
        """The colour to play next; ``None`` before the first game and once a game is over."""
        return None if self.game is None else self.game.turn_color

    @property
    def computer(self) -> Color | None:
        """The computer's side (Black), or ``None`` when two learners play."""
        return HUMAN.other if self.mode == "computer" else None

    @property
    def computer_to_move(self) -> bool:
        """The computer is on roll: :meth:`computer_turn` plays its turn."""
        color = self.turn_color
        return color is not None and color is self.computer

    @property
    def waiting_for_roll(self) -> bool:
        """A learner is on roll and has not thrown the dice yet."""
        return self.turn_color is not None and not self.computer_to_move and self.roll is None

    @property
    def result(self) -> GameResult | None:
        """The finished game's result (its points are in the score already), else ``None``."""
        return None if self.game is None else self.game.result

    @property
    def finished(self) -> bool:
        """The game is over (start a new one)."""
        return self.result is not None

    @property
    def shown_position(self) -> Position:
        """The position to show: before the first game the start with the learner on roll; after a
        game against the computer the end with the learner (not the loser) on roll, so the board
        keeps the learner's numbering; otherwise the position now.

        >>> Session().shown_position.turn.name
        'WHITE'
        """
        if self.game is None:
            return Position.start(HUMAN)
        position = self.game.position
        if self.computer is not None and position.is_game_over and position.turn is not HUMAN:
            return position.swap()
        return position

    def hint(self, bot: Player | None = None) -> Play | None:
        """The play the Experte (or ``bot``) chooses with the dice thrown; ``None`` before a throw."""
        if self.game is None or self.roll is None:
            return None
        return (bot or make_bot(HINT_LEVEL, seed=0)).choose(self.game.position, self.roll)

    def computer_turns(self, n: int = REPLAYED) -> tuple[Replay, ...]:
        """The computer's last ``n`` turns with their positions, oldest first (none with two players)."""
        if self.game is None or self.computer is None:
            return ()
        return self.game.last_turns(self.computer, n)

    # -- actions: each returns a new session ---------------------------------------------------

    def start(
        self, rng: random.Random | None = None, *, mode: Mode | None = None, strength: Strength | None = None
    ) -> Session:
        """A new game, its opening roll thrown with ``rng``; the score stays, a game under way is
        dropped. ``mode`` and ``strength`` change the settings from this game on."""
        session = Session(mode or self.mode, strength or self.strength, self.score, Game.new(rng))
        return session._ready()

    def resume(self, score: Score, game: Game | None = None) -> Session:
        """This session's settings with a saved score and unfinished game (see
        :func:`bgtutor.play.storage.load_score`)."""
        if game is not None and game.result is not None:
            raise GameOverError(
                "a finished game cannot be continued: its result belongs in the score",
                message=PlayMessage.of(
                    "err-game-over-new", winner=game.result.winner, points=game.result.points
                ),
            )
        return Session(self.mode, self.strength, score, game)._ready()

    def roll_dice(self, dice: random.Random | Roll | None = None) -> Session:
        """The learner on roll throws the dice with ``dice`` (a random.Random), or gets ``dice`` (a Roll)."""
        game = self._going()
        if self.computer_to_move:
            raise SessionError("the computer is on roll: it throws its own dice in computer_turn")
        if self.roll is not None:
            raise SessionError(f"the dice are thrown already: play {self.roll} first")
        roll = dice if isinstance(dice, Roll) else game.next_roll(dice)
        return replace(self, roll=roll, computer_play=None, previous=None)

    def play(self, play: Play | str) -> Session:
        """The learner on roll plays ``play`` (a Play or notation) with the dice thrown.

        Raises GameOverError after the end, SessionError on the computer's turn or before the
        throw, IllegalPlayError (with ``.reason``) for a play the rules forbid.
        """
        game = self._going()
        if self.computer_to_move:
            raise SessionError("the computer is on roll: computer_turn plays its turn")
        if self.roll is None:
            raise SessionError("the dice are not thrown yet: roll_dice first")
        return replace(self._after(game.with_turn(self.roll, play)), previous=self)

    def computer_turn(self, rng: random.Random | None = None, bot: Player | None = None) -> Session:
        """The computer throws with ``rng`` and plays (``bot``, or a new player of this strength
        seeded from ``rng``)."""
        game = self._going()
        if not self.computer_to_move:
            raise SessionError("a learner is on roll: roll_dice and play")
        rng = rng or random.Random()
        roll = game.next_roll(rng)
        player = bot or make_bot(self.strength, seed=rng.randrange(2**31))
        after = game.with_turn(roll, player.choose(game.position, roll, rng))
        return replace(self._after(after), computer_play=after.turns[-1])

    def undo(self) -> Session:
        """The session before the last play, with the same dice: possible until the dice roll again."""
        if self.previous is None:
            raise SessionError("nothing to take back: no play since the dice last rolled")
        return self.previous

    # -- inside ----------------------------------------------------------------------------

    def _going(self) -> Game:
        """The game under way, or raise SessionError (none started) or GameOverError (it is over)."""
        if self.game is None:
            raise SessionError("no game started: call start first")
        result = self.game.result
        if result is not None:
            raise GameOverError(
                f"the game is over ({result.winner.name} won {result.points} points): start a new game",
                message=PlayMessage.of("err-game-over-new", winner=result.winner, points=result.points),
            )
        return self.game

    def _after(self, game: Game) -> Session:
        """This session with ``game`` played on: the result scored once it ends."""
        result = game.result
        score = self.score if result is None else self.score.with_result(result)
        return Session(self.mode, self.strength, score, game)._ready()

    def _ready(self) -> Session:
        """The opening roll thrown for a learner who starts (both dice are the first turn's)."""
        game = self.game
        if game is None or game.opening is None or game.turns or self.roll is not None:
            return self
        if self.computer_to_move or self.turn_color is None:
            return self
        return replace(self, roll=game.opening.roll)
