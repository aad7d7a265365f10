"""The clickable drawing surface: an ipympl canvas around a board view's figure."""

from __future__ import annotations

from collections.abc import Callable
from io import BytesIO

import numpy as np
from ipympl.backend_nbagg import Canvas, FigureManager
from matplotlib.backend_bases import MouseEvent
from matplotlib.figure import Figure
from PIL import Image

PNG_LEVEL = 1
"""zlib level for the images sent to the browser: 1, zlib's fastest, instead of the default 6, for
a slightly larger message on a local connection (docs/decisions.md)."""


class BoardCanvas(Canvas):  # type: ignore[misc]
    """ipympl's canvas, sending its updates to the browser faster (see :data:`PNG_LEVEL`)."""

    _png_is_old: bool
    _force_full: bool
    _last_buff: np.ndarray[tuple[int, int], np.dtype[np.uint32]]

    def get_diff_image(self) -> bytes | None:
        """Matplotlib's WebAgg ``get_diff_image`` (3.11), with a faster PNG compression level."""
        if not self._png_is_old:
            return None
        pixels = np.asarray(self.get_renderer().buffer_rgba())
        buff = pixels.view(np.uint32).squeeze(2)
        if self._force_full or buff.shape != self._last_buff.shape or (pixels[:, :, 3] != 255).any():
            self.set_image_mode("full")
            output = buff
        else:
            self.set_image_mode("diff")
            output = np.where(buff != self._last_buff, buff, 0)
        self._last_buff = buff.copy()
        self._force_full = False
        self._png_is_old = False
        data = output.view(dtype=np.uint8).reshape((*output.shape, 4))
        with BytesIO() as png:
            Image.fromarray(data).save(png, format="png", compress_level=PNG_LEVEL)
            return png.getvalue()


def board_canvas(figure: Figure, on_press: Callable[[float, float], None]) -> Canvas:
    """An ipympl canvas (an ipywidget) showing ``figure``; ``on_press(x, y)`` gets each left click
    in display pixels. No pyplot: the figure is not registered anywhere global."""
    canvas = BoardCanvas(figure)
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
