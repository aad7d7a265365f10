"""The clickable drawing surface: an ipympl canvas around a board view's figure."""

from __future__ import annotations

from collections.abc import Callable

from ipympl.backend_nbagg import Canvas, FigureManager
from matplotlib.backend_bases import MouseEvent
from matplotlib.figure import Figure


def board_canvas(figure: Figure, on_press: Callable[[float, float], None]) -> Canvas:
    """An ipympl canvas (an ipywidget) showing ``figure``; ``on_press(x, y)`` gets each left click
    in display pixels. No pyplot: the figure is not registered anywhere global."""
    canvas = Canvas(figure)
    FigureManager(canvas, 0)
    canvas.header_visible = False
    canvas.footer_visible = False
    canvas.toolbar_visible = False
    canvas.resizable = False
    canvas.capture_scroll = False

    def pressed(event: MouseEvent) -> None:
        if event.button == 1 and event.x is not None and event.y is not None:
            on_press(float(event.x), float(event.y))

    canvas.mpl_connect("button_press_event", pressed)
    return canvas
