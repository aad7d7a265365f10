"""TurnBoard: what every board to play a turn on shares, whatever draws its picture.

The model (:class:`bgtutor.board.state.BoardState`), the programmatic interface (``click``,
``undo``, ``confirm``, ``enter``, ``set_turn``, ``suggest``), the texts under the picture and the
buttons live here once. A subclass makes the clickable picture (:meth:`TurnBoard._make_canvas`)
and draws the position on it (:meth:`TurnBoard._draw`): :class:`bgtutor.widgets.BoardWidget`
with SVG, :class:`bgtutor.widgets.board.MplBoardWidget` with matplotlib. No drawing library
is imported here, so the browser edition (no matplotlib) can use it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Self

import ipywidgets as widgets

from bgtutor.board.describe import describe
from bgtutor.board.state import BoardState, announcement
from bgtutor.rules.color import Color
from bgtutor.rules.dice import Roll
from bgtutor.rules.exam import Refusal
from bgtutor.rules.explain import Reason
from bgtutor.rules.i18n import Message, language
from bgtutor.rules.places import Place, place, seen_by, step_places
from bgtutor.rules.plays import Play, Step
from bgtutor.rules.position import Position
from bgtutor.widgets.common import (
    OneView,
    as_position,
    as_roll,
    button,
    escape,
    position_text,
    text_box,
    verdict_html,
)
from bgtutor.widgets.messages import WidgetMessage

NOTICE_STYLE = "padding:0.3em 0.8em;margin:0.3em 0;border-left:0.4em solid #90a4ae"
"""A board's notices (what was selected, moved, still to play): quiet beside a refusal."""


class TurnBoard(OneView):
    """A board with a roll: click a checker, then where it goes; undo, confirm, or type a play.

    Places are given as the board labels them (the side on roll's numbering unless ``numbering``
    says otherwise): 1-24, ``"bar"`` or ``"off"``. With ``exam`` the board offers every move the
    dice reach, makes every step one die allows on its own, refuses a move a rule forbids on its
    own as an answer (:meth:`on_refused`), and has no confirm button (an exercise judges the play
    when submitted).

    The picture and its panel form one view (:class:`~bgtutor.widgets.common.OneView`): the
    board's message, the steps so far and its buttons beside it; :meth:`frame` puts a task above
    them and an owner's buttons and verdict below. The position in words is there for screen
    readers, and on the page behind the "Stellung als Text" toggle.
    """

    def __init__(
        self,
        position: Position | str,
        roll: Roll | tuple[int, int] | str | None = None,
        *,
        lang: str | None = None,
        theme: str = "classic",
        numbering: Color | None = None,
        caption: str | None = None,
        exam: bool = False,
    ) -> None:
        lang = language(lang)
        start = as_position(position)
        self.lang = lang
        self.theme = theme
        self.caption = caption
        self.numbering = start.turn if numbering is None else numbering
        self._follow_turn = numbering is None  # number the points from the side on roll
        self.exam = exam
        self._state = BoardState.new(start, as_roll(roll), exam=exam)
        self._listeners: list[Callable[[Self], object]] = []
        self._watchers: list[Callable[[Self], object]] = []
        self._refusals: list[Callable[[Refusal], object]] = []
        self._suggestion: tuple[Step, ...] = ()
        self._said = ""
        self.canvas = self._make_canvas()
        self.after_confirm: Callable[[], widgets.Widget | None] = lambda: self.canvas
        """The widget the keyboard's focus goes to after "Bestätigen" (the board itself, unless its
        owner names another: the practice game's "Würfeln" when it is the learner's throw)."""
        self._message = text_box("bg-message")
        self._written = text_box("bg-steps")
        self._as_text, self._description = position_text(lang)
        self._undo = button(WidgetMessage.say("button-undo", lang), "bg-undo", self.undo, self._oops)
        self._confirm: widgets.Button | None = None  # an exam board's owner confirms (its "Prüfen")
        if not exam:
            words = WidgetMessage.say("button-confirm", lang)
            self._confirm = button(
                words, "bg-confirm", self.confirm, self._oops, lambda: self.after_confirm()
            )
        self._input = widgets.Text(placeholder=WidgetMessage.say("input-placeholder", lang))
        self._input.add_class("bg-input")
        self._enter = button(
            WidgetMessage.say("button-enter", lang),
            "bg-enter",
            lambda: self.enter(self._input.value),
            self._oops,
        )
        shown = [self._undo] + ([] if self._confirm is None else [self._confirm]) + [self._input, self._enter]
        controls = widgets.HBox(shown)
        controls.add_class("bg-controls")
        self._own = [self._message, self._written, controls]
        super().__init__(self.canvas)
        self.frame()
        self.add_class("bg-board")
        self._render()

    # -- the programmatic interface: the same as the mouse and keyboard ---------------------

    def click(self, place: Place) -> None:
        """Click a point, the bar or the tray, as the mouse would; ``place`` as the board labels it
        (``numbering``'s side), turned once into the numbering of the side on roll."""
        self._update(self._state.click(seen_by(place, self.numbering, self._state.position.turn)))

    def undo(self) -> None:
        """Take back the last step."""
        self._update(self._state.undo())

    def cancel(self) -> None:
        """Clear the selection (the key Escape)."""
        self._update(self._state.cancel())

    def press(self, key: str) -> None:
        """A key pressed on the picture, as the front end sends it: ``"escape"`` cancels the
        selection, ``"backspace"`` takes back the last step (Enter and Space are clicks)."""
        actions = {"escape": self.cancel, "backspace": self.undo}
        if key not in actions:
            raise ValueError(f"key={key!r}: use one of {sorted(actions)}")
        actions[key]()

    def confirm(self) -> None:
        """Confirm the play (only a whole legal play is accepted)."""
        before = self._state.confirmed
        self._update(self._state.confirm())
        if before is None and self._state.confirmed is not None:
            for listener in self._listeners:
                listener(self)

    def enter(self, text: str) -> None:
        """Play a whole play typed in notation, e.g. ``"bar/23 23/19*"``."""
        self._update(self._state.enter(text))

    def set_turn(self, position: Position | str, roll: Roll | tuple[int, int] | str | None) -> None:
        """Start a new turn on this board (numbered from the side on roll, unless fixed)."""
        start = as_position(position)
        if self._follow_turn and start.turn is not self.numbering:
            self.numbering = start.turn
            self.view.set_numbering(start.turn)
        self._new_turn()
        self._update(BoardState.new(start, as_roll(roll), exam=self.exam))

    def suggest(self, play: Play, note: str) -> None:
        """Show ``play`` as arrows on the board (a hint) with ``note``, until the next action."""
        self._suggestion = play.steps
        self._render()
        self._message.value = f'<div class="bg-hint-text">{escape(note)}</div>'
        self._speak(note)

    def frame(self, head: Sequence[widgets.Widget] = (), tail: Sequence[widgets.Widget] = ()) -> None:
        """Put ``head`` (a task, the game's buttons) above the board's own panel and ``tail`` (an
        exercise's buttons and verdict) below it, beside the picture."""
        self.side.children = [*head, *self._own, *tail, self._as_text, self._description]

    def hush(self, quiet: bool) -> None:
        """Hide the board's own message while an owner's verdict speaks about the same steps."""
        self._message.layout.display = "none" if quiet else None

    def on_confirm(self, listener: Callable[[Self], object]) -> None:
        """Call ``listener(board)`` whenever a play is confirmed."""
        self._listeners.append(listener)

    def on_change(self, listener: Callable[[Self], object]) -> None:
        """Call ``listener(board)`` after every action (click, undo, confirm, typed play, new turn)."""
        self._watchers.append(listener)

    def on_refused(self, listener: Callable[[Refusal], object]) -> None:
        """Call ``listener(refusal)`` when an exam board refuses a move it offered (a rule forbids
        it on its own: the try is an answer), before the ``on_change`` listeners."""
        self._refusals.append(listener)

    def __repr__(self) -> str:
        roll = self._state.roll
        name = type(self).__name__
        return f"{name}({self._state.position.position_id()!r}, {str(roll) if roll else None!r})"

    @property
    def state(self) -> BoardState:
        """The whole state (immutable)."""
        return self._state

    @property
    def position(self) -> Position:
        """The position on the board now."""
        return self._state.current

    @property
    def written(self) -> tuple[str, ...]:
        """The steps made so far, written in notation."""
        return self._state.written

    @property
    def message(self) -> str:
        """The last feedback shown."""
        return self._state.message.text(self.lang)

    @property
    def announcement(self) -> str:
        """What the board last said to a screen reader (its live region) after the last action
        (:func:`bgtutor.board.state.announcement`) or hint; empty before the first."""
        return self._said

    # -- for the subclasses ------------------------------------------------------------------

    view: Any
    """What draws the picture; it has ``set_numbering(color)``."""

    def _make_canvas(self) -> widgets.Widget:
        """The clickable picture (and ``self.view``); a click on it calls :meth:`_picked`."""
        raise NotImplementedError

    def _new_turn(self) -> None:
        """A new turn is about to be drawn (the SVG board gives its tab stop back to the picture)."""

    def _draw(self, position: Position, **marks: Any) -> None:
        """Draw ``position`` with ``marks`` (roll, used, selected, targets, arrows: places in the
        numbering of the side on roll, as the board views take them)."""
        raise NotImplementedError

    def _speak(self, text: str) -> None:
        """Say ``text`` in the picture's live region (a subclass whose canvas has one overrides
        this; the text is always kept as :attr:`announcement`)."""
        self._said = text

    def _picked(self, where: Place) -> None:
        """A click on the picture, at a place in the numbering of the side on roll (the picture's
        and the state's numbering alike): handed to the state as it is, no conversion."""
        self._update(self._state.click(where))

    @property
    def description(self) -> str:
        """The position in words, as screen readers hear it."""
        return describe(self._state.current, self.lang, self.numbering)

    # -- inside ----------------------------------------------------------------------------

    def _update(self, state: BoardState) -> None:
        self._state = state
        self._suggestion = ()
        self._render()
        self._speak(announcement(state, self.lang))
        if state.refused is not None:
            for listener in self._refusals:
                listener(state.refused)
        for watcher in self._watchers:
            watcher(self)

    def _render(self) -> None:
        state = self._state
        steps = state.turn.steps if state.turn is not None and state.confirmed is None else ()
        steps = steps or self._suggestion
        self._draw(
            state.current,
            roll=state.roll if state.confirmed is None else None,
            used=state.used,
            selected=None if state.selected is None else place(state.selected),
            targets=[place(dst) for dst in state.targets],
            arrows=step_places(steps, state.position.turn),
        )
        self._message.value = _message_html(state.message, self.lang)
        played = " ".join(state.written) or "–"
        self._written.value = escape(WidgetMessage.say("steps-so-far", self.lang, written=played))
        self._undo.disabled = not state.written or state.confirmed is not None
        if self._confirm is not None:
            self._confirm.disabled = not state.can_confirm
        self._description.value = escape(self.description)

    def _oops(self, error: str) -> None:
        """Show an unexpected error in the message line; the state is left as it was."""
        self._message.value = verdict_html(
            "bg-error", WidgetMessage.say("internal-error", self.lang, error=error)
        )


def _message_html(message: Message, lang: str) -> str:
    """A refused step stands out (icon, "Nicht erlaubt:", the rule); a notice is plain text."""
    if isinstance(message, Reason):
        return verdict_html("bg-rule", message.text(lang), WidgetMessage.say("verdict-refused", lang))
    return (
        f'<div class="bg-notice" role="status" aria-live="polite" style="{NOTICE_STYLE}">'
        f"{escape(message.text(lang))}</div>"
    )
