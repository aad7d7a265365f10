"""BoardWidget: the board to play one turn on, drawn as SVG, without matplotlib; it is
:class:`bgtutor.widgets.BoardWidget`, in every environment.

The same Python interface as :class:`~bgtutor.widgets.board.MplBoardWidget` (the ipympl board
``BGTUTOR_BOARD=matplotlib`` chooses) and the same model
(:class:`bgtutor.board.state.BoardState`); the picture is :func:`bgtutor.board.svg.board` shown
by a small `anywidget <https://anywidget.dev>`_ front end, which sends back the ``data-place``
of the clicked area. It needs ipywidgets and anywidget only, so it works in the browser
edition (JupyterLite, Pyodide), where matplotlib and ipympl do not exist.

>>> from bgtutor.widgets import BoardWidget
>>> board = BoardWidget("4HPwATDgc/ABMA", (6, 5), lang="en")
>>> board.click(24); board.click(13)
>>> board.written, board.message
(('24/18', '18/13'), 'The play 24/13 is complete. Confirm it or take it back.')
>>> board.canvas.send_click("off")  # what the browser sends when the tray is clicked
>>> board.canvas.send_key("backspace"); board.announcement  # the key Backspace, and what is read
'Taken back: 18/13.'
"""

from __future__ import annotations

from typing import Any

from bgtutor.board import svg
from bgtutor.rules.color import Color
from bgtutor.rules.dice import Roll
from bgtutor.rules.places import Place
from bgtutor.rules.position import Position
from bgtutor.widgets.common import guarded
from bgtutor.widgets.display import board_theme, follow_theme
from bgtutor.widgets.static import StaticFallback
from bgtutor.widgets.svgcanvas import SvgCanvas, SvgView
from bgtutor.widgets.turnboard import TurnBoard


class BoardWidget(StaticFallback, TurnBoard):
    """A :class:`~bgtutor.widgets.turnboard.TurnBoard` drawn as SVG (:func:`bgtutor.board.svg.board`)
    in an :class:`SvgCanvas`; ``home`` puts the home board on the right or the left."""

    def __init__(
        self,
        position: Position | str,
        roll: Roll | tuple[int, int] | str | None = None,
        *,
        lang: str | None = None,
        theme: str | None = None,
        numbering: Color | None = None,
        caption: str | None = None,
        exam: bool = False,
        home: str = "right",
    ) -> None:
        self.home = home
        super().__init__(
            position,
            roll,
            lang=lang,
            theme=board_theme(theme),
            numbering=numbering,
            caption=caption,
            exam=exam,
        )
        self.add_class("bg-svg-board")
        if theme is None:  # the display settings' theme, also when they or the browser's wish change
            follow_theme(self)

    def restyle(self, theme: str) -> None:
        """Draw the board again in ``theme``, and every later picture too (the display settings)."""
        self.theme = self.view.theme = theme
        self._render()

    def _make_canvas(self) -> SvgCanvas:
        canvas = SvgCanvas(
            lambda place: guarded(lambda: self._on_place(place), self._oops),
            lambda key: guarded(lambda: self.press(key), self._oops),
        )
        # as MplBoardWidget's ``view``: a picture drawn into the same canvas (the practice game's arrows)
        self.view = SvgView(
            theme=self.theme,
            numbering=self.numbering,
            lang=self.lang,
            canvas=canvas,
            home=self.home,
            named=True,
        )
        return canvas

    def _new_turn(self) -> None:
        self.canvas.turn += 1

    def _draw(self, position: Position, **marks: Any) -> None:
        options = dict(
            theme=self.theme,
            numbering=self.numbering,
            home=self.home,
            lang=self.lang,
            caption=self.caption,
            **marks,
        )
        self.canvas.draw(
            svg.board(position, interactive=True, reach=self.exam, **options),
            still=lambda: svg.board(position, **options),  # the static copy: a picture only
        )

    def _speak(self, text: str) -> None:
        super()._speak(text)
        self.canvas.say(text)

    def _on_place(self, place: str) -> None:
        """A click from the browser: ``data-place`` is in the numbering of the side on roll."""
        where: Place = int(place) if place.isdigit() else place
        self._picked(where)
