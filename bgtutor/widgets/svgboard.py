"""SvgBoardWidget: the board to play one turn on, drawn as SVG, without matplotlib.

The same Python interface as :class:`bgtutor.widgets.BoardWidget` and the same model
(:class:`bgtutor.board.state.BoardState`), but the picture is :func:`bgtutor.board.svg.board` shown
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
import traitlets

from bgtutor.board import svg
from bgtutor.rules.color import Color
from bgtutor.rules.dice import Roll
from bgtutor.rules.places import Place
from bgtutor.rules.position import Position
from bgtutor.widgets.backend import SvgView, svg_img
from bgtutor.widgets.common import guarded, plain_text
from bgtutor.widgets.turnboard import TurnBoard

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
    ``on_place`` callbacks with its ``data-place`` ("1"-"24" in the numbering of the side on roll,
    "bar", "off")."""

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


class SvgBoardWidget(TurnBoard):
    """A :class:`~bgtutor.widgets.turnboard.TurnBoard` drawn as SVG (:func:`bgtutor.board.svg.board`)
    in an :class:`SvgCanvas`; ``home`` puts the home board on the right or the left."""

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
        self.home = home
        super().__init__(
            position, roll, lang=lang, theme=theme, numbering=numbering, caption=caption, exam=exam
        )
        self.add_class("bg-svg-board")

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        """The live widget, plus a static copy (the SVG and the texts) for where no kernel runs."""
        bundle: dict[str, Any] | None = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        texts = [box.value for box in (self._message, self._steps, self._description) if box.value]
        bundle["text/html"] = (
            f'<div class="bg-static">{svg_img(self.canvas.svg)}'
            + "".join(f"<div>{text}</div>" for text in texts)
            + "</div>"
        )
        bundle["text/plain"] = "\n".join(plain_text(text) for text in texts)
        return bundle

    def _make_canvas(self) -> SvgCanvas:
        canvas = SvgCanvas(lambda place: guarded(lambda: self._on_place(place), self._oops))
        # BoardWidget's ``view``: a picture drawn into the same canvas (the practice game's arrows)
        self.view = SvgView(
            theme=self.theme, numbering=self.numbering, lang=self.lang, canvas=canvas, home=self.home
        )
        return canvas

    def _draw(self, position: Position, **marks: Any) -> None:
        self.canvas.draw(
            svg.board(
                position,
                theme=self.theme,
                numbering=self.numbering,
                home=self.home,
                lang=self.lang,
                caption=self.caption,
                **marks,
            )
        )

    def _on_place(self, place: str) -> None:
        """A click from the browser: ``data-place`` is in the numbering of the side on roll."""
        where: Place = int(place) if place.isdigit() else place
        self._picked(where)
