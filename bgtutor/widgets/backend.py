"""Where the widgets get their boards: one factory for the matplotlib (ipympl) and the SVG board.

:func:`board_widget` gives a board to play on (:class:`~bgtutor.widgets.svgboard.BoardWidget` or
:class:`~bgtutor.widgets.board.MplBoardWidget`, the same interface and the same
:class:`~bgtutor.board.state.BoardState`); :func:`picture` a board that is only looked at (the
stepper's frames, the exercises without a play) as a ``(view, widget)`` pair whose ``view.show``
takes :meth:`bgtutor.board.render.BoardView.show`'s arguments.

The backend is ``"svg"``: the board is drawn as SVG and scales with the space it has (a
laptop, a projector, a large screen) and stays crisp, in JupyterLab, Voilà and the browser
edition alike, and a click costs the kernel less than with ipympl (``benchmarks/bench_clicks.py``).
``BGTUTOR_BOARD=matplotlib`` in the environment, or :func:`use`, chooses the ipympl board instead
(a fixed 800 × 600 picture);
matplotlib itself keeps drawing ``images/``, the worksheets and the charts.

>>> use("svg"); board = board_widget("4HPwATDgc/ABMA", (6, 5), lang="en")
>>> type(board).__name__, board.click(24), board.click(13), board.written
('BoardWidget', None, None, ('24/18', '18/13'))
>>> use(None)
"""

from __future__ import annotations

import os
from typing import Any

import ipywidgets as widgets

from bgtutor.rules.color import Color
from bgtutor.rules.dice import Roll
from bgtutor.rules.position import Position
from bgtutor.widgets.display import board_theme, follow_theme
from bgtutor.widgets.svgcanvas import SvgView

BACKENDS = ("matplotlib", "svg")
_chosen: str | None = None


def use(name: str | None) -> None:
    """Choose the backend for boards made from now on (``None``: the environment or the default)."""
    global _chosen
    if name is not None and name not in BACKENDS:
        raise ValueError(f"backend={name!r}: use one of {BACKENDS}")
    _chosen = name


def backend() -> str:
    """The backend boards are made with: see the module's text."""
    name = _chosen or os.environ.get("BGTUTOR_BOARD", "").strip().lower()
    if name in BACKENDS:
        return name
    return "svg"


def board_widget(
    position: Position | str, roll: Roll | tuple[int, int] | str | None = None, **options: Any
) -> Any:
    """A board to play one turn on (``BoardWidget``'s arguments), in the chosen backend."""
    if backend() == "svg":
        from bgtutor.widgets.svgboard import BoardWidget

        return BoardWidget(position, roll, **options)
    from bgtutor.widgets.board import MplBoardWidget

    return MplBoardWidget(position, roll, **options)


def picture(
    *, theme: str | None, numbering: Color, lang: str, pips: bool = True
) -> tuple[Any, widgets.Widget]:
    """A board that is only looked at: ``(view, widget)``; ``view.show(position, roll=..., ...)``
    draws into ``widget``. ``theme=None``: the display settings' (:mod:`bgtutor.widgets.display`),
    followed while the picture is shown."""
    if backend() == "svg":
        view = SvgView(theme=board_theme(theme), numbering=numbering, lang=lang, pips=pips)
        if theme is None:
            follow_theme(view)
        return view, view.canvas
    from bgtutor.board.render import BoardView
    from bgtutor.widgets.canvas import board_canvas

    mpl = BoardView(theme=board_theme(theme), numbering=numbering, lang=lang, pips=pips)
    return mpl, board_canvas(mpl.figure, lambda x, y: None)
