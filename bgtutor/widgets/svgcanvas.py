"""The SVG board's picture in the notebook: :class:`SvgCanvas`, a small `anywidget
<https://anywidget.dev>`_ front end that shows an SVG and sends back the ``data-place`` of a
click (or of Enter on a place, the keyboard going from place to place; Escape and Backspace as
keys) and reads the board's announcements in a live region, and :class:`SvgView`, which draws
positions into it with :func:`bgtutor.board.svg.board` (the same ``show`` as
:class:`bgtutor.board.render.BoardView`). Needs no matplotlib.

>>> from bgtutor import WHITE, Position
>>> view = SvgView(theme="classic", numbering=WHITE, lang="en")
>>> view.show(Position.start()); view.canvas.version, view.canvas.svg.startswith("<svg")
(1, True)
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Iterable
from typing import Any

import anywidget
import traitlets

from bgtutor.board import svg
from bgtutor.rules.color import Color
from bgtutor.rules.dice import Roll
from bgtutor.rules.position import Position

ZERO_WIDTH = "\u200b"
"""Added to a repeated announcement, so the live region changes and is read again."""

ESM = """
const ARROWS = { ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down" };
const KEYS = { Escape: "escape", Backspace: "backspace" };

function render({ model, el }) {
  el.classList.add("bg-svgboard-view");
  const picture = document.createElement("div");
  picture.className = "bg-svgboard-picture";
  const live = document.createElement("div");
  live.className = "bg-sr-only bg-announce";
  live.setAttribute("aria-live", "polite");
  el.append(picture, live);
  let current = null;  // the place that holds the tab stop, once the learner has moved it
  let row = "bottom";  // the row the focus came from: the bar and the tray belong to both
  const places = () => Array.from(picture.querySelectorAll(".bg-place[data-place]"));
  const find = (name) => places().find((area) => area.dataset.place === name) || null;
  const rove = (area, focus) => {
    for (const other of places()) other.setAttribute("tabindex", other === area ? "0" : "-1");
    current = area.dataset.place;
    if (area.dataset.row) row = area.dataset.row;
    if (focus) area.focus();
  };
  let turn = model.get("turn");
  const draw = () => {
    if (model.get("turn") !== turn) {  // a new turn: the tab stop is where the SVG puts it
      turn = model.get("turn");
      current = null;
    }
    const active = document.activeElement;
    const focused = active && picture.contains(active) && active.dataset ? active.dataset.place : null;
    picture.innerHTML = model.get("svg");
    el.dataset.drawn = String(model.get("version"));
    const keep = find(focused || current);
    if (keep) rove(keep, Boolean(focused));
  };
  draw();
  model.on("change:svg", draw);
  model.on("change:announce", () => { live.textContent = model.get("announce"); });
  model.on("msg:custom", (message) => {  // focus(): the place that holds the tab stop
    if (!message || message.do !== "focus") return;
    const area = find(current) || picture.querySelector(".bg-place[data-place][tabindex='0']") || places()[0];
    if (area) rove(area, true);
  });
  el.addEventListener("click", (event) => {
    const area = event.target.closest("[data-place]");
    if (area && el.contains(area)) model.send({ event: "click", place: area.dataset.place });
  });
  el.addEventListener("focusin", (event) => {
    const area = event.target.closest && event.target.closest(".bg-place[data-place]");
    if (area && picture.contains(area)) rove(area, false);
  });
  el.addEventListener("keydown", (event) => {
    const area = event.target.closest && event.target.closest(".bg-place[data-place]");
    if (!area || !picture.contains(area) || event.altKey || event.ctrlKey || event.metaKey) return;
    let next = null;
    if (event.key in ARROWS) {
      const way = ARROWS[event.key];
      const name = area.dataset[way] || area.dataset[way + (row === "top" ? "Top" : "Bottom")];
      next = name ? find(name) : area;
    } else if (event.key === "Home" || event.key === "End") {
      const all = places();
      next = event.key === "Home" ? all[0] : all[all.length - 1];
    } else if (event.key === "Enter" || event.key === " ") {
      if (!event.repeat) model.send({ event: "click", place: area.dataset.place });
    } else if (event.key in KEYS) {
      if (!event.repeat) model.send({ event: "key", key: KEYS[event.key] });
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    if (next) rove(next, true);
  });
}
export default { render };
"""
"""The front end: show the SVG, send the ``data-place`` of a click (or of Enter/Space on a focused
place), move the focus with the arrow keys, Home and End along the neighbours the SVG names
(``data-left`` ...: no geometry in JavaScript), send Escape and Backspace as ``{event: "key"}``,
keep the focus on the same place through a redraw, take it when Python asks (``focus()``: the
place that holds the tab stop), and read ``announce`` in a live region."""

CSS = """
.bg-svgboard-view { line-height: 0; width: 100%; }
.bg-svgboard-view svg { width: 100%; height: auto; user-select: none; }
.bg-svgboard-view .bg-place { cursor: pointer; }
.bg-svgboard-view .bg-place:hover { fill: #ffffff; fill-opacity: 0.12; }
.bg-svgboard-view .bg-place:focus { outline: none; }
.bg-svgboard-view .bg-place:focus-visible { stroke: #000000; stroke-opacity: 1; stroke-width: 9px;
  paint-order: stroke; outline: 4px solid #ffffff; outline-offset: -8px; fill: #ffff00; fill-opacity: 0.18; }
.bg-oneview { gap: 0.3em 1.2em; }
.bg-oneview-side > * { margin-top: 0.2em; margin-bottom: 0.2em; }
.bg-oneview-side .widget-hbox { flex-wrap: wrap; gap: 0.3em; }
.bg-oneview-side .widget-button { width: auto; min-width: 5em; }
.bg-oneview-side .widget-hbox > .widget-text { flex: 1 1 10em; width: auto; min-width: 8em; }
.bg-oneview-side > .widget-text { flex: 0 0 auto; width: 100%; }
.bg-oneview-side .widget-html-content { white-space: normal; overflow-wrap: normal; word-break: normal;
  line-height: 1.4; }
.bg-sr-only { position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.bg-chosen { outline: 2px solid #0d47a1; font-weight: bold; }
"""
"""The page's styles for the boards and their panels (:class:`bgtutor.widgets.common.OneView`),
loaded with the first board: every view has one."""


class SvgCanvas(anywidget.AnyWidget):
    """The clickable picture: ``svg`` is drawn in the browser; each click on a place (or Enter on
    it) calls ``on_place`` with its ``data-place`` ("1"-"24" in the numbering of the side on roll,
    "bar", "off"), each of the keys Escape and Backspace calls ``on_key`` ("escape", "backspace");
    :meth:`say` reads a text in the board's live region."""

    _esm = ESM
    _css = CSS
    svg = traitlets.Unicode("").tag(sync=True)
    version = traitlets.Int(0).tag(sync=True)  # counts the drawings (for tests and timing)
    announce = traitlets.Unicode("").tag(sync=True)
    """What the live region says (a screen reader reads each change)."""
    turn = traitlets.Int(0).tag(sync=True)
    """Counts the turns shown: with a new one ("Nochmal", the next roll) the tab stop goes back to
    the place the SVG gives it (the picked checker, else the back checker), not where the last
    click or key left it."""

    def __init__(
        self, on_place: Callable[[str], None], on_key: Callable[[str], None] | None = None, **kwargs: Any
    ) -> None:
        super().__init__(**kwargs)
        self._on_place = on_place
        self._on_key = on_key
        self._still: Callable[[], str] | None = None
        self.on_msg(self._message)

    def say(self, text: str) -> None:
        """Read ``text`` in the live region; the same text again is read again (it alternates with
        a zero-width space, so the region changes).

        >>> canvas = SvgCanvas(lambda place: None)
        >>> canvas.say("13/9"); canvas.say("13/9"); canvas.announce == "13/9" + ZERO_WIDTH
        True
        """
        self.announce = text if self.announce != text else text + ZERO_WIDTH

    def draw(self, picture: str, still: Callable[[], str] | None = None) -> None:
        """Show ``picture``; ``still`` makes the same board as a picture only (no buttons), for
        :attr:`still_svg`, when ``picture`` is a control."""
        self.version += 1
        self._still = still
        self.svg = picture

    @property
    def still_svg(self) -> str:
        """The board as a picture only, as a widget's static copy shows it (an ``<img>``, where the
        places' buttons would mean nothing): made when asked for, not with each drawing.

        >>> canvas = SvgCanvas(lambda place: None)
        >>> canvas.draw("<svg>control</svg>", still=lambda: "<svg>picture</svg>")
        >>> canvas.svg, canvas.still_svg
        ('<svg>control</svg>', '<svg>picture</svg>')
        """
        return self.svg if self._still is None else self._still()

    def send_click(self, place: str) -> None:
        """Deliver a click as the front end does: the whole custom-message path of a comm."""
        content = {"event": "click", "place": place}
        self._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})

    def send_key(self, key: str) -> None:
        """Deliver a key ("escape", "backspace") as the front end does, through the comm's path."""
        content = {"event": "key", "key": key}
        self._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})

    def _message(self, _: object, content: Any, buffers: object) -> None:
        if not isinstance(content, dict):
            return
        if content.get("event") == "click":
            self._on_place(str(content.get("place")))
        elif content.get("event") == "key" and self._on_key is not None:
            self._on_key(str(content.get("key")))


def svg_img(picture: str, style: str = "max-width:100%") -> str:
    """An SVG picture as an ``<img>`` with a data URI, which JupyterLab's sanitizer (untrusted
    notebooks: stored outputs, a lesson opened before anything ran) keeps, where it removes an
    inline ``<svg>`` (docs/decisions.md)."""
    data = base64.b64encode(picture.encode("utf-8")).decode("ascii")
    return f'<img src="data:image/svg+xml;base64,{data}" alt="Backgammon" style="{style}">'


class SvgView:
    """:class:`bgtutor.board.render.BoardView`'s ``show`` for the SVG board: draws into :attr:`canvas`."""

    def __init__(
        self,
        *,
        theme: str,
        numbering: Color,
        lang: str,
        pips: bool = True,
        canvas: SvgCanvas | None = None,
        home: str = "right",
        named: bool = False,
    ) -> None:
        self.theme, self.numbering, self.lang, self.pips, self.home = theme, numbering, lang, pips, home
        self.named = named
        """The places are named buttons (the canvas of a board to play on: a picture shown there,
        the computer's play, keeps them for the keyboard and screen readers)."""
        self.canvas = SvgCanvas(lambda place: None) if canvas is None else canvas
        self._shown: tuple[Position, dict[str, Any]] | None = None  # the last picture, to restyle

    def show(
        self,
        position: Position,
        *,
        roll: Roll | None = None,
        used: Iterable[int] = (),
        arrows: Iterable[tuple[Any, Any]] = (),
        caption: str | None = None,
        **marks: Any,
    ) -> None:
        """Draw ``position`` (places in the numbering of the side on roll, as in ``BoardView.show``)."""
        used, arrows = tuple(used), tuple(arrows)
        self._shown = (position, {"roll": roll, "used": used, "arrows": arrows, "caption": caption, **marks})
        options = dict(
            roll=roll,
            used=used,
            arrows=arrows,
            caption=caption,
            theme=self.theme,
            numbering=self.numbering,
            lang=self.lang,
            pips=self.pips,
            home=self.home,
            **marks,
        )
        if not self.named:
            self.canvas.draw(svg.board(position, **options))
            return
        still = lambda: svg.board(position, **options)  # noqa: E731 (the static copy: a picture only)
        self.canvas.draw(svg.board(position, interactive=True, **options), still=still)

    def restyle(self, theme: str) -> None:
        """Draw the last picture again in ``theme``, and the next ones too (the display settings)."""
        self.theme = theme
        if self._shown is not None:
            position, options = self._shown
            self.show(position, **options)

    def set_numbering(self, numbering: Color) -> None:
        """Label the points from ``numbering``'s side from the next picture on."""
        self.numbering = numbering

    def zoom(self, part: str | None) -> None:
        """The matplotlib view's zoom on the home board; the SVG picture is always the whole board
        (it scales with the page), so this does nothing."""
