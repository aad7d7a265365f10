"""SvgBoardWidget: the board to play one turn on, drawn as SVG, without matplotlib.

The same Python interface as :class:`bgtutor.widgets.BoardWidget` and the same model
(:class:`bgtutor.board_state.BoardState`), but the picture is :func:`bgtutor.svg.board` shown
by a small `anywidget <https://anywidget.dev>`_ front end, which sends back the ``data-place``
of the clicked area. It needs ipywidgets and anywidget only, so it works in the browser
edition (JupyterLite, Pyodide), where matplotlib and ipympl do not exist.

>>> from bgtutor.widgets.svgboard import SvgBoardWidget
>>> board = SvgBoardWidget("4HPwATDgc/ABMA", (6, 5), lang="en")
>>> board.click(24); board.click(13)
>>> board.steps, board.message
(('24/18', '18/13'), 'The play 24/13 is complete. Confirm it or take it back.')
>>> board.canvas.send_click("off")  # what the browser sends when the tray is clicked
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

from bgtutor import svg
from bgtutor.board_state import BoardState, Message
from bgtutor.color import WHITE, Color
from bgtutor.describe import describe
from bgtutor.dice import Roll
from bgtutor.explain import Reason
from bgtutor.i18n import translate
from bgtutor.moves import Play, Step
from bgtutor.position import BAR, Position
from bgtutor.widgets.backend import SvgView, svg_img
from bgtutor.widgets.common import (
    Place,
    as_position,
    as_roll,
    button,
    escape,
    guarded,
    plain_text,
    text_box,
    to_white,
    verdict_html,
)

ESM = """
function render({ model, el }) {
  el.classList.add("bg-svgboard-view");
  const draw = () => {
    el.innerHTML = model.get("svg");
    el.dataset.drawn = String(model.get("version"));
  };
  draw();
  model.on("change:svg", draw);
  el.addEventListener("click", (event) => {
    const area = event.target.closest("[data-place]");
    if (area && el.contains(area)) model.send({ event: "click", place: area.dataset.place });
  });
}
export default { render };
"""
"""The front end: show the SVG, send the ``data-place`` of a click. No geometry in JavaScript."""

CSS = """
.bg-svgboard-view { line-height: 0; }
.bg-svgboard-view svg { max-width: 100%; height: auto; user-select: none; }
.bg-svgboard-view .bg-place:hover { fill: #ffffff; fill-opacity: 0.12; }
"""


class SvgCanvas(anywidget.AnyWidget):
    """The clickable picture: ``svg`` is drawn in the browser; each click on a place calls the
    ``on_place`` callbacks with its ``data-place`` ("1"-"24" in White's numbering, "bar", "off")."""

    _esm = ESM
    _css = CSS
    svg = traitlets.Unicode("").tag(sync=True)
    version = traitlets.Int(0).tag(sync=True)  # counts the drawings (for tests and timing)

    def __init__(self, on_place: Callable[[str], None], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._on_place = on_place
        self.on_msg(self._message)

    def draw(self, picture: str) -> None:
        self.version += 1
        self.svg = picture

    def send_click(self, place: str) -> None:
        """Deliver a click as the front end does: the whole custom-message path of a comm."""
        content = {"event": "click", "place": place}
        self._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})

    def _message(self, _: object, content: Any, buffers: object) -> None:
        if isinstance(content, dict) and content.get("event") == "click":
            self._on_place(str(content.get("place")))


class SvgBoardWidget(widgets.VBox):  # type: ignore[misc]
    """A board with a roll: click a checker, then where it goes; undo, confirm, or type a play.

    Places are given as the board labels them (the side on roll's numbering unless ``numbering``
    says otherwise): 1-24, ``"bar"`` or ``"off"``. With ``exam`` the board accepts every step one
    die allows on its own and has no confirm button (an exercise judges the play when submitted).
    """

    def __init__(
        self,
        position: Position | str,
        roll: Roll | tuple[int, int] | str | None = None,
        *,
        lang: str = "de",
        theme: str = "classic",
        numbering: Color | None = None,
        caption: str | None = None,
        exam: bool = False,
        home: str = "right",
    ) -> None:
        start = as_position(position)
        self.lang = lang
        self.theme = theme
        self.home = home
        self.caption = caption
        self.numbering = start.turn if numbering is None else numbering
        self._follow_turn = numbering is None  # number the points from the side on roll
        self.exam = exam
        self._state = BoardState.new(start, as_roll(roll), exam=exam)
        self._listeners: list[Callable[[SvgBoardWidget], object]] = []
        self._watchers: list[Callable[[SvgBoardWidget], object]] = []
        self._suggestion: tuple[Step, ...] = ()
        self.canvas = SvgCanvas(lambda place: guarded(lambda: self._on_place(place), self._oops))
        # BoardWidget's ``view``: a picture drawn into the same canvas (the practice game's arrows)
        self.view = SvgView(theme=theme, numbering=self.numbering, lang=lang, canvas=self.canvas, home=home)
        self._message = text_box("bg-message")
        self._steps = text_box("bg-steps")
        self._description = text_box("bg-description")
        self._undo = button(translate("button-undo", lang), "bg-undo", self.undo, self._oops)
        self._confirm = button(translate("button-confirm", lang), "bg-confirm", self.confirm, self._oops)
        self._input = widgets.Text(placeholder=translate("input-placeholder", lang))
        self._input.add_class("bg-input")
        self._enter = button(
            translate("button-enter", lang), "bg-enter", lambda: self.enter(self._input.value), self._oops
        )
        shown = [self._undo] + ([] if exam else [self._confirm]) + [self._input, self._enter]
        controls = widgets.HBox(shown)
        controls.add_class("bg-controls")
        super().__init__([self.canvas, self._message, self._steps, controls, self._description])
        self.add_class("bg-board")
        self.add_class("bg-svg-board")
        self._render()

    # -- the programmatic interface: the same as the mouse and keyboard ---------------------

    def click(self, place: Place) -> None:
        """Click a point, the bar or the tray, as the mouse would."""
        self._update(self._state.click(self._to_mover(place)))

    def undo(self) -> None:
        """Take back the last step."""
        self._update(self._state.undo())

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
        if self._follow_turn:
            self.numbering = start.turn
            self.view.set_numbering(start.turn)
        self._update(BoardState.new(start, as_roll(roll), exam=self.exam))

    def suggest(self, play: Play, note: str) -> None:
        """Show ``play`` as arrows on the board (a hint) with ``note``, until the next action."""
        self._suggestion = play.steps
        self._render()
        self._message.value = f'<div class="bg-hint-text">{escape(note)}</div>'

    def on_confirm(self, listener: Callable[[SvgBoardWidget], object]) -> None:
        """Call ``listener(board)`` whenever a play is confirmed."""
        self._listeners.append(listener)

    def on_change(self, listener: Callable[[SvgBoardWidget], object]) -> None:
        """Call ``listener(board)`` after every action (click, undo, confirm, typed play, new turn)."""
        self._watchers.append(listener)

    def __repr__(self) -> str:
        roll = self._state.roll
        return f"SvgBoardWidget({self._state.position.position_id()!r}, {str(roll) if roll else None!r})"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        """The live widget, plus a static copy (the SVG and the texts) for where no kernel runs."""
        bundle: dict[str, Any] | None = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        texts = [box.value for box in (self._message, self._steps, self._description) if box.value]
        bundle["text/html"] = (f'<div class="bg-static">{svg_img(self.canvas.svg)}'
                               + "".join(f"<div>{text}</div>" for text in texts) + "</div>")
        bundle["text/plain"] = "\n".join(plain_text(text) for text in texts)
        return bundle

    @property
    def state(self) -> BoardState:
        """The whole state (immutable)."""
        return self._state

    @property
    def position(self) -> Position:
        """The position on the board now."""
        return self._state.current

    @property
    def steps(self) -> tuple[str, ...]:
        """The steps made so far, in notation."""
        return self._state.steps

    @property
    def message(self) -> str:
        """The last feedback shown."""
        return self._state.message.text(self.lang)

    # -- inside ----------------------------------------------------------------------------

    def _on_place(self, place: str) -> None:
        """A click from the browser: ``data-place`` is in White's numbering."""
        where: Place = int(place) if place.isdigit() else place
        self.click(self._from_white(where))

    def _update(self, state: BoardState) -> None:
        self._state = state
        self._suggestion = ()
        self._render()
        for watcher in self._watchers:
            watcher(self)

    def _render(self) -> None:
        state = self._state
        steps = state.turn.steps if state.turn is not None and state.confirmed is None else ()
        steps = steps or self._suggestion
        self.canvas.draw(svg.board(
            state.current,
            roll=state.roll if state.confirmed is None else None,
            used=state.used,
            selected=None if state.selected is None else self._to_white(state.selected),
            targets=[self._to_white(dst) for dst in state.targets],
            arrows=[(self._to_white(step.src), self._to_white(step.dst)) for step in steps],
            theme=self.theme, numbering=self.numbering, home=self.home, lang=self.lang,
            caption=self.caption,
        ))
        self._message.value = _message_html(state.message, self.lang)
        played = " ".join(state.steps) or "–"
        self._steps.value = escape(translate("steps-so-far", self.lang, steps=played))
        self._undo.disabled = not state.steps or state.confirmed is not None
        self._confirm.disabled = not state.can_confirm
        self._description.value = escape(describe(state.current, self.lang, self.numbering))

    def _oops(self, error: str) -> None:
        """Show an unexpected error in the message line; the state is left as it was."""
        self._message.value = verdict_html("bg-error", translate("internal-error", self.lang, error=error))

    def _mover(self) -> Color:
        return self._state.position.turn

    def _to_mover(self, place: Place) -> Place:
        """A place as labelled on the board, in the mover's numbering."""
        if isinstance(place, int) and not isinstance(place, bool) and 1 <= place <= 24:
            return place if self.numbering is self._mover() else BAR - place
        return place

    def _to_white(self, place: int) -> Place:
        return to_white(place, self._mover())

    def _from_white(self, place: Place) -> Place:
        """A place from the picture (White's numbering) as labelled on the board."""
        if isinstance(place, int) and self.numbering is not WHITE:
            return BAR - place
        return place


def _message_html(message: Message, lang: str) -> str:
    """A refused step stands out (icon, "Nicht erlaubt:", the rule); a notice is plain text.
    (The same as in ``widgets/board.py``, which cannot be imported without matplotlib.)"""
    if isinstance(message, Reason):
        return verdict_html("bg-rule", message.text(lang), translate("verdict-refused", lang))
    return (
        f'<div class="bg-notice" role="status" aria-live="polite" style="{NOTICE_STYLE}">'
        f"{escape(message.text(lang))}</div>"
    )


NOTICE_STYLE = "padding:0.3em 0.8em;margin:0.3em 0;border-left:0.4em solid #90a4ae"
