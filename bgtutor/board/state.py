"""What a board widget shows and how it answers each click, as immutable values.

:class:`BoardState` is the widget's whole state: the turn being played, the selected checker
and the last message. Every action (:meth:`~BoardState.click`, :meth:`~BoardState.undo`,
:meth:`~BoardState.confirm`, :meth:`~BoardState.enter`) returns a new state, so no click can
leave a board half-changed. Places are in the mover's numbering: 1-24, ``"bar"``, ``"off"``.

>>> from bgtutor import Position, Roll
>>> state = BoardState.new(Position.start(), Roll(6, 5))
>>> state = state.click(24)
>>> state.targets, state.message.text("en")
((18, 13), 'Checker on 24 selected. It can move to: 18, 13.')
>>> state = state.click(19)
>>> state.message.rule.name, state.selected
('BLOCKED', 24)
>>> state.click(13).written
('24/18', '18/13')

An exam board (``exam=True``, for exercises) accepts every step one die allows on its own and
leaves the judgement of the whole play to the exercise:

>>> position = Position.from_points({5: 1, 4: 1}, {24: 2})  # 5/off leaves the 3 unplayable
>>> BoardState.new(position, Roll(5, 3)).click(5).click("off").message.rule.name
'MUST_USE_BOTH'
>>> BoardState.new(position, Roll(5, 3), exam=True).click(5).click("off").written
('5/off',)

It offers every move the dice reach, and a move a rule forbids on its own is refused as an
answer (:attr:`BoardState.refused`), the steps unchanged:

>>> state = BoardState.new(position, Roll(5, 3), exam=True).click(4)
>>> state.targets
(1, 0)
>>> tried = state.click(1)
>>> tried.refused.reason.rule.name, tried.written, tried.click(4).refused
('BLOCKED', (), None)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from bgtutor.board.describe import BoardMessage
from bgtutor.rules.dice import Roll
from bgtutor.rules.errors import AmbiguousPlayError, IllegalPlayError, InvalidNotationError
from bgtutor.rules.exam import ExamTurn, Refusal
from bgtutor.rules.explain import Reason, Rule, dice_text
from bgtutor.rules.i18n import Message, place_word
from bgtutor.rules.places import BAR, OFF, number, point_name
from bgtutor.rules.position import Position
from bgtutor.rules.resolve import check_play
from bgtutor.rules.turn import Turn


class Notice(BoardMessage):
    """A message to the learner that is not a broken rule (catalog key ``ui-<key>``).

    A board's :attr:`BoardState.message` is a Notice or a :class:`~bgtutor.rules.explain.Reason`.
    """

    __slots__ = ()
    prefix = "ui-"


NO_ROLL = Notice.of("no-roll")


@dataclass(frozen=True, slots=True)
class BoardState:
    """A position, a roll, the steps made so far, the selection and the last message.

    ``turn`` is a :class:`~bgtutor.rules.turn.Turn` (every step that spoils a legal play refused) or,
    on an exam board, an :class:`~bgtutor.rules.exam.ExamTurn` (every step one die allows accepted).
    ``refused`` is the move the last action tried and an exam board refused: an answer to judge.
    """

    position: Position
    roll: Roll | None
    turn: Turn | ExamTurn | None
    selected: int | None = None
    message: Message = NO_ROLL
    confirmed: Position | None = None
    refused: Refusal | None = None

    @classmethod
    def new(cls, position: Position, roll: Roll | None = None, *, exam: bool = False) -> BoardState:
        """A board at the start of a turn (no roll: nothing to move yet); ``exam`` for exercises."""
        if position.is_game_over:
            return cls(position, roll, None, message=Notice.of("game-over"))
        if roll is None:
            return cls(position, None, None)
        if exam:  # the same words whether a move exists or not, a checker waits on the bar or not
            notice = Notice.of("exam-turn", roll=roll.label)
            return cls(position, roll, ExamTurn(position, roll), message=notice)
        turn = Turn(position, roll)
        if turn.is_complete:
            return cls(position, roll, turn, message=Notice.of("no-play", roll=roll.label))
        if position.on_roll[BAR]:  # only the bar can move: the notice says so in words
            notice = Notice.of("your-turn-bar", roll=roll.label, count=position.on_roll[BAR])
            return cls(position, roll, turn, message=notice)
        movable = ", ".join(point_name(src) for src in turn.movable())
        return cls(position, roll, turn, message=Notice.of("your-turn", roll=roll.label, movable=movable))

    # -- what the board shows --------------------------------------------------------------

    @property
    def current(self) -> Position:
        """The position to draw: after the steps so far, or after the confirmed play."""
        if self.confirmed is not None:
            return self.confirmed
        return self.turn.current if self.turn is not None else self.position

    @property
    def written(self) -> tuple[str, ...]:
        """The steps made so far, written in notation."""
        return tuple(str(step) for step in self.turn.steps) if self.turn is not None else ()

    @property
    def targets(self) -> tuple[int, ...]:
        """Where the selected checker may go (0 = off)."""
        if self.turn is None or self.selected is None or self.confirmed is not None:
            return ()
        return self.turn.destinations(self.selected)

    @property
    def used(self) -> tuple[int, ...]:
        """The dice played so far."""
        return tuple(step.die for step in self.turn.steps) if self.turn is not None else ()

    @property
    def exam(self) -> bool:
        """True on an exam board: steps are judged with the whole play, not one by one."""
        return isinstance(self.turn, ExamTurn)

    @property
    def can_confirm(self) -> bool:
        """True when the steps form a whole legal play that is not yet confirmed (never on an
        exam board, whose play is submitted to the exercise instead)."""
        return isinstance(self.turn, Turn) and self.confirmed is None and self.turn.is_complete

    @property
    def can_submit(self) -> bool:
        """True when there is something to judge: a step made, or no step possible at all; on an
        exam board always until judged right (that no step is possible is part of the answer)."""
        if self.turn is None or self.confirmed is not None:
            return False
        return bool(self.turn.steps) or self.turn.needed == 0 or self.exam

    # -- actions ---------------------------------------------------------------------------

    def click(self, place: int | str) -> BoardState:
        """Answer a click on a point (1-24), ``"bar"`` or ``"off"``, as on the board."""
        return self._fresh()._click(place)

    def _click(self, place: int | str) -> BoardState:
        try:
            where = number(place) if isinstance(place, str) else place
        except ValueError:  # a word that is neither "bar" nor "off"
            where = None
        if isinstance(where, bool) or not isinstance(where, int) or not OFF <= where <= BAR:
            return self._say(Notice.of("unknown-place", place=str(place)))
        blocked = self._closed()
        if blocked is not None:
            return self._say(blocked)
        assert self.turn is not None
        if self.selected is None:
            return self._select(where)
        if where == self.selected:
            return replace(self, selected=None, message=Notice.of("deselected", point=place_word(where)))
        ways = self.turn.paths(self.selected, where) if where < self.selected else None
        if ways is not None and not isinstance(ways, Reason):
            return self._moved(self.turn.step(self.selected, where))
        refusal = self.turn.refusal(self.selected, where) if isinstance(self.turn, ExamTurn) else None
        if refusal is not None:  # an offered move a rule forbids: the try is the answer
            return replace(self, message=refusal.reason, refused=refusal)
        if where != OFF and self.turn.current.on_roll[where] and self.turn.destinations(where):
            return self._select(where)
        reason = ways if isinstance(ways, Reason) else self.turn.explain(self.selected, where)
        return self._say(reason or Notice.of("unknown-place", place=point_name(where)))

    def cancel(self) -> BoardState:
        """Clear the selection (the key Escape), as a second click on the selected checker does."""
        if self.selected is None:
            return self._fresh()._say(Notice.of("nothing-selected"))
        return self._fresh()._click(self.selected)

    def undo(self) -> BoardState:
        """Take back the last step of the unconfirmed turn."""
        return self._fresh()._undo()

    def _undo(self) -> BoardState:
        if self.turn is None or self.confirmed is not None or not self.turn.steps:
            return self._say(Notice.of("nothing-to-undo"))
        last = str(self.turn.steps[-1])
        return replace(self, turn=self.turn.undo(), selected=None, message=Notice.of("undone", step=last))

    def confirm(self) -> BoardState:
        """Finish the turn if the steps form a whole legal play; otherwise say what is missing."""
        return self._fresh()._confirm()

    def _confirm(self) -> BoardState:
        blocked = self._closed()
        if blocked is not None:
            return self._say(blocked)
        assert self.turn is not None
        try:
            after = self.turn.finish()
        except IllegalPlayError as error:
            return self._say(error.reason)
        return replace(
            self, selected=None, confirmed=after, message=Notice.of("confirmed", play=str(self.turn.play))
        )

    def enter(self, text: str) -> BoardState:
        """Play a whole play typed in notation (replacing the steps so far); confirm separately."""
        return self._fresh()._enter(text)

    def _enter(self, text: str) -> BoardState:
        blocked = self._closed()
        if blocked is not None:
            return self._say(blocked)
        assert self.turn is not None
        if isinstance(self.turn, ExamTurn):
            return self._typed(self.turn, text)
        try:
            outcome = check_play(self.position, self.turn.roll, text)
        except InvalidNotationError:
            return self._say(Notice.of("invalid-notation", text=str(text)))
        except AmbiguousPlayError:
            return self._say(Notice.of("ambiguous", text=str(text)))
        if isinstance(outcome, Reason):
            return self._say(outcome)
        turn = Turn(self.position, self.turn.roll, outcome.steps)
        return replace(self, turn=turn, selected=None, message=Notice.of("entered", play=str(outcome)))

    # -- helpers ---------------------------------------------------------------------------

    def _typed(self, turn: ExamTurn, text: str) -> BoardState:
        """An exam board lays a typed play out as clicks would, to be judged on submission."""
        try:
            outcome = turn.typed(text)
        except InvalidNotationError:
            return self._say(Notice.of("invalid-notation", text=str(text)))
        except AmbiguousPlayError:
            return self._say(Notice.of("ambiguous", text=str(text)))
        if isinstance(outcome, Refusal):  # a leg the board offers, forbidden on its own: an answer
            return replace(self, message=outcome.reason, refused=outcome)
        if isinstance(outcome, Reason):
            return self._say(outcome)
        notice = Notice.of("exam-entered", play=str(outcome.play))
        return replace(self, turn=outcome, selected=None, message=notice)

    def _say(self, message: Message) -> BoardState:
        return replace(self, message=message)

    def _fresh(self) -> BoardState:
        """This state before a new action: the refusal of the last one is not the new one's."""
        return self if self.refused is None else replace(self, refused=None)

    def _closed(self) -> Message | None:
        """Why nothing can be moved now, if that is so."""
        if self.confirmed is not None:
            return Notice.of("turn-over", play=str(self.turn.play) if self.turn else "")
        if self.position.is_game_over:
            return Notice.of("game-over")
        if self.turn is None:
            return Notice.of("no-roll")
        return None

    def _select(self, where: int) -> BoardState:
        assert self.turn is not None
        mover = self.turn.current.on_roll
        if (where == OFF or not mover[where]) and _refusal(self.message):
            return self  # the refusal stands: "no checker of yours there" would be read as the reason
        if where == OFF:
            return self._say(Notice.of("select-first"))
        if not mover[where]:
            return self._say(self.turn.explain(where, max(where - 1, 0)) or Notice.of("select-first"))
        targets = self.turn.destinations(where)
        if not targets:
            return self._say(self._why_stuck(where))
        return replace(self, selected=where, message=_selected(where, targets, exam=self.exam))

    def _why_stuck(self, src: int) -> Message:
        """Why the checker on ``src`` cannot move with any number left."""
        assert self.turn is not None
        if self.turn.is_complete if isinstance(self.turn, Turn) else not self.turn.dice_left:
            return self._finished(self.turn)
        for die in dict.fromkeys(self.turn.dice_left):
            reason = self.turn.explain(src, max(src - die, OFF))
            if reason is not None:
                return reason
        return Notice.of("select-first")

    def _moved(self, turn: Turn | ExamTurn) -> BoardState:
        step = " ".join(str(step) for step in turn.steps[len(self.turn.steps) if self.turn else 0 :])
        # an exam board says what is left to play while a die is left, allowed or not
        if turn.is_complete if isinstance(turn, Turn) else not turn.dice_left:
            notice = self._finished(turn)
        else:
            notice = Notice.of(
                "exam-moved" if self.exam else "moved", step=step, dice=dice_text(turn.dice_left)
            )
        return replace(self, turn=turn, selected=None, message=notice)

    @staticmethod
    def _finished(turn: Turn | ExamTurn) -> Notice:
        """The notice when the play is complete (on an exam board: every die used)."""
        if isinstance(turn, Turn):
            return Notice.of("complete", play=str(turn.play))
        return Notice.of("exam-complete", play=str(turn.play))


def _refusal(message: Message) -> bool:
    """True for why a checker of the mover's may not move (the bar first, a higher point, ...),
    not for "there is no checker of yours there", which the next click's place answers."""
    return isinstance(message, Reason) and message.rule not in (Rule.NO_CHECKER, Rule.NO_CHECKER_ON_BAR)


def _selected(where: int, targets: tuple[int, ...], exam: bool = False) -> Notice:
    """The notice for a chosen checker: where it is and where it can go, the bar and bearing
    off in words ("Stein auf der Bar gewählt", "Er kann abgetragen werden"). On an exam board
    the places are where the numbers reach, allowed or not, and the words say just that."""
    names = ", ".join(point_name(dst) for dst in targets if dst != OFF)
    key = "selected" if OFF not in targets else "selected-off" if names else "selected-only-off"
    return Notice.of(f"exam-{key}" if exam else key, point=place_word(where), targets=names)


def announcement(state: BoardState, lang: str) -> str:
    """What a screen reader hears after an action left ``state``, in ``lang``: what a sighted
    learner reads beside the board (the checker picked and where it can go, the step made and
    what is left, a new turn), and a refused move as the board shows it, "Nicht erlaubt:" and the
    rule.

    >>> from bgtutor import Position, Roll
    >>> picked = BoardState.new(Position.start(), Roll(4, 2)).click(13)
    >>> announcement(picked, "de")
    'Stein auf 13 gewählt. Er kann ziehen nach: 11, 9, 7.'
    >>> announcement(picked.click(10), "en")
    'Not allowed: From 13 to 10 is 3 pips, but none of your numbers (4-2) fits, alone or together.'
    >>> announcement(picked.cancel(), "en")
    'Selection on 13 cleared.'
    """
    message = state.message
    if isinstance(message, Reason):
        return BoardMessage.say("a11y-refused", lang, reason=message.text(lang))
    return message.text(lang)
