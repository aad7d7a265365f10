"""Where the widgets get their boards: one factory for the matplotlib (ipympl) and the SVG board.

:func:`board_widget` gives a board to play on (:class:`~bgtutor.widgets.board.BoardWidget` or
:class:`~bgtutor.widgets.svgboard.SvgBoardWidget`, the same interface and the same
:class:`~bgtutor.board.state.BoardState`); :func:`picture` a board that is only looked at (the
stepper's frames, the exercises without a play) as a ``(view, widget)`` pair whose ``view.show``
takes :meth:`bgtutor.board.render.BoardView.show`'s arguments.

The backend is ``"matplotlib"`` where matplotlib and ipympl import, else ``"svg"`` (the browser
edition: Pyodide has neither); ``BGTUTOR_BOARD=svg`` (or ``matplotlib``) in the environment, or
:func:`use`, chooses one.

Why matplotlib stays the default where it exists (measured 2026-12-01 on the project's 2-core
machine): a click costs the kernel a median 1.4 ms (p90 10 ms) with the SVG board
(``SvgBoardWidget.click``: rules, state, ``svg.board``) against 38.5 ms (p95 84 ms) with ipympl
(``benchmarks/bench_clicks.py``: rules, state, Agg draw, PNG diff), and ipympl then ships a PNG
that the browser decodes, so speed alone favours SVG. Both are well under the 150 ms a click may
take. But the
matplotlib board is the one the lessons' stored outputs, worksheets, images and the Voilà and
JupyterLab browser tests were made and checked with (its zoom of the home board, its PNG
pictures); swapping it everywhere changes every lesson's look at once and is a decision for its
own issue, not a side effect of the browser edition.

>>> use("svg"); board = board_widget("4HPwATDgc/ABMA", (6, 5), lang="en")
>>> type(board).__name__, board.click(24), board.click(13), board.steps
('SvgBoardWidget', None, None, ('24/18', '18/13'))
>>> use(None)
"""

from __future__ import annotations

import base64
import importlib.util
import os
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from bgtutor.rules.color import Color
from bgtutor.rules.dice import Roll
from bgtutor.rules.position import Position

if TYPE_CHECKING:
    from bgtutor.widgets.svgboard import SvgCanvas

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
    has = all(importlib.util.find_spec(module) is not None for module in ("matplotlib", "ipympl"))
    return "matplotlib" if has else "svg"


def board_widget(
    position: Position | str, roll: Roll | tuple[int, int] | str | None = None, **options: Any
) -> Any:
    """A board to play one turn on (``BoardWidget``'s arguments), in the chosen backend."""
    if backend() == "svg":
        from bgtutor.widgets.svgboard import SvgBoardWidget

        return SvgBoardWidget(position, roll, **options)
    from bgtutor.widgets.board import BoardWidget

    return BoardWidget(position, roll, **options)


def picture(*, theme: str, numbering: Color, lang: str, pips: bool = True) -> tuple[Any, widgets.Widget]:
    """A board that is only looked at: ``(view, widget)``; ``view.show(position, roll=..., ...)``
    draws into ``widget``."""
    if backend() == "svg":
        view = SvgView(theme=theme, numbering=numbering, lang=lang, pips=pips)
        return view, view.canvas
    from bgtutor.board.render import BoardView
    from bgtutor.widgets.canvas import board_canvas

    mpl = BoardView(theme=theme, numbering=numbering, lang=lang, pips=pips)
    return mpl, board_canvas(mpl.figure, lambda x, y: None)


def svg_img(picture: str) -> str:
    """An SVG picture as an ``<img>`` with a data URI. JupyterLab's sanitizer (untrusted notebooks:
    stored outputs, a lesson opened before anything ran) keeps this and removes an inline ``<svg>``:
    seen in Chromium in JupyterLab 4 (the browser edition's), 2026-12-01."""
    data = base64.b64encode(picture.encode("utf-8")).decode("ascii")
    return f'<img src="data:image/svg+xml;base64,{data}" alt="Backgammon" style="max-width:100%">'


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
    ) -> None:
        from bgtutor.widgets.svgboard import SvgCanvas

        self.theme, self.numbering, self.lang, self.pips, self.home = theme, numbering, lang, pips, home
        self.canvas = SvgCanvas(lambda place: None) if canvas is None else canvas

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
        """Draw ``position`` (places in White's numbering, as in ``BoardView.show``)."""
        from bgtutor.board import svg

        self.canvas.draw(
            svg.board(
                position,
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
        )

    def set_numbering(self, numbering: Color) -> None:
        """Label the points from ``numbering``'s side from the next picture on."""
        self.numbering = numbering

    def zoom(self, part: str | None) -> None:
        """The matplotlib view's zoom on the home board; the SVG picture is always the whole board
        (it scales with the page), so this does nothing."""
