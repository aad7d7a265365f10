"""MplBoardWidget: the board to play one turn on drawn with matplotlib on an ipympl canvas, the
board ``BGTUTOR_BOARD=matplotlib`` chooses (:mod:`bgtutor.widgets.backend`); the same interface
as :class:`bgtutor.widgets.BoardWidget`, the SVG board, by mouse, by typing, or from a script.

>>> board = MplBoardWidget("4HPwATDgc/ABMA", (6, 5), lang="en")
>>> board.click(24); board.click(13)
>>> board.written, board.message
(('24/18', '18/13'), 'The play 24/13 is complete. Confirm it or take it back.')

An exam board (``exam=True``, inside exercises) takes every step one die allows, refuses a move
a rule forbids as an answer, has no confirm button, and leaves the verdict to the exercise's
one "Check":

>>> exam = MplBoardWidget("4HPwATDgc/ABMA", (6, 5), lang="en", exam=True)
>>> exam.click(13); exam.click(7); exam.written, exam.message
(('13/7',), 'Moved: 13/7. Still to play: 5. When your play is done, press “Check”.')
>>> exam.click(24); exam.click(19); exam.written, exam.state.refused.reason.rule.name
(('13/7',), 'BLOCKED')
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from bgtutor.board.render import BoardView
from bgtutor.rules.position import Position
from bgtutor.widgets.canvas import board_canvas
from bgtutor.widgets.common import guarded
from bgtutor.widgets.display import board_theme
from bgtutor.widgets.static import StaticFallback
from bgtutor.widgets.turnboard import TurnBoard


class MplBoardWidget(StaticFallback, TurnBoard):
    """A :class:`~bgtutor.widgets.turnboard.TurnBoard` drawn with matplotlib on an ipympl canvas."""

    def _make_canvas(self) -> widgets.Widget:
        self.theme = board_theme(self.theme)  # None: the display settings' (not followed later)
        self.view = BoardView(theme=self.theme, numbering=self.numbering, lang=self.lang)
        return board_canvas(self.view.figure, lambda x, y: guarded(lambda: self._on_press(x, y), self._oops))

    def _draw(self, position: Position, **marks: Any) -> None:
        self.view.show(position, caption=self.caption, **marks)

    def _on_press(self, x: float, y: float) -> None:
        place = self.view.locate(x, y)
        if place is not None:
            self._picked(place)
