"""What a widget's cell shows where no kernel runs: a picture of the board and the widget's texts.

A widget's output carries, beside the live view (``application/vnd.jupyter.widget-view+json``), a
static copy of itself: ``text/html`` (the widget's texts and its boards as pictures, each with a
note in the widget's language that it is only a picture and the lesson must run to play) and
``text/plain`` (the texts alone). What invites a click (a board's "Wähle einen Stein") and the
controls are left out; the position in words stays, folded away. JupyterLab shows the live view
while the kernel that made it runs; in an untrusted notebook, in a notebook opened before anything
ran, on GitHub or nbviewer it shows the static copy. :mod:`bgtutor.commands.notebook_outputs` removes the
live view from saved notebooks, so a lesson opened again never says "Error displaying widget".

>>> import ipywidgets as widgets
>>> box = widgets.VBox([widgets.HTML("<b>Wie viele Pips?</b>"), widgets.Button(description="Prüfen")])
>>> print(static_text(box))
Wie viele Pips?
"""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from bgtutor.widgets.common import OneView, plain_text
from bgtutor.widgets.messages import WidgetMessage
from bgtutor.widgets.svgcanvas import svg_img

if TYPE_CHECKING:
    from matplotlib.figure import Figure

STATIC_CLASS = "bg-static"
"""The CSS class of a static copy's outer ``div`` (what the browser tests look for)."""
PICTURE_DPI = 60
"""Resolution of the pictures: a board of 8 × 6 inches becomes 480 × 360 pixels."""


NOTE_STYLE = "font-size:0.9em;color:#455a64;padding:0.2em 0.5em;border-left:0.3em dashed #90a4ae"
"""The note under a stored picture: quiet, and not like a control."""
PICTURE_STYLE = "max-width:min(100%,480px);opacity:0.9;border:1px dashed #90a4ae"
"""A stored picture: not wider than a small live board, and framed unlike a live one."""
LEFT_OUT = frozenset({"bg-message", "bg-steps"})
"""The CSS classes of texts a picture does not show: they invite a click that needs the kernel, or
speak of steps that a picture cannot have."""
FOLDED = frozenset({"bg-description"})
"""The CSS classes of texts shown folded (``<details>``): the position in words."""


def static_html(widget: widgets.Widget) -> str:
    """The widget's static copy as HTML: its texts, and each board as an ``<img>`` with a note
    that it is only a picture (in the widget's ``lang``)."""
    lang = getattr(widget, "lang", "de")
    parts = [_part_html(part, lang) for part in _parts(widget)]
    return f'<div class="{STATIC_CLASS}">' + "".join(parts) + "</div>"


def static_text(widget: widgets.Widget) -> str:
    """The widget's texts as plain text, one line each (the boards' descriptions are among them)."""
    texts = [part for part in _parts(widget) if isinstance(part, str) and not isinstance(part, _Picture)]
    lines = [plain_text(text) for text in texts]
    return "\n".join(line for line in lines if line)


class StaticFallback:
    """Mixin for widgets: their output also carries :func:`static_html` and :func:`static_text`."""

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        bundle: dict[str, Any] | None = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]
        if bundle is None:  # a widget that cannot be shown
            return None
        bundle["text/html"] = static_html(self)
        bundle["text/plain"] = static_text(self)
        return bundle


# -- inside ---------------------------------------------------------------------------------------


class _Folded(str):
    """A text shown folded away (the position in words)."""

    __slots__ = ()


class _Picture(str):
    """An SVG board (from the SVG backend's canvas), shown as ``<img src="data:image/svg+xml;base64,...">``
    (see :func:`svg_img`)."""

    __slots__ = ()


def _parts(widget: widgets.Widget) -> Iterator[str | Figure]:
    """The visible texts (HTML) and figures of ``widget``, in display order; controls are left out."""
    if getattr(widget, "layout", None) is not None and widget.layout.display == "none":
        return
    classes = set(getattr(widget, "_dom_classes", ()))
    if classes & LEFT_OUT:
        return
    if isinstance(widget, OneView):  # the task first, then the picture, then the position in words
        side = list(_parts(widget.side))
        yield from (part for part in side if not isinstance(part, _Folded))
        yield from _parts(widget.area)
        yield from (part for part in side if isinstance(part, _Folded))
        return
    figure = getattr(widget, "figure", None)
    picture = getattr(widget, "still_svg", None)  # the SVG board's canvas: its picture, not its buttons
    if figure is not None and type(figure).__name__ == "Figure":  # matplotlib's (not imported here)
        yield figure
    elif isinstance(picture, str) and picture.startswith("<svg"):  # the SVG board's canvas
        yield _Picture(picture)
    elif isinstance(widget, widgets.HTML):
        if widget.value.strip():
            yield _Folded(widget.value) if classes & FOLDED else widget.value
    elif isinstance(widget, widgets.Label):
        if widget.value.strip():
            yield html.escape(widget.value)
    elif isinstance(widget, widgets.Box):
        for child in widget.children:
            yield from _parts(child)


def _part_html(part: str | Figure, lang: str) -> str:
    if isinstance(part, _Folded):
        summary = html.escape(WidgetMessage.say("button-position-text", lang))
        return f"<details><summary>{summary}</summary><div>{part}</div></details>"
    if isinstance(part, str) and not isinstance(part, _Picture):
        return f"<div>{part}</div>"
    picture = svg_img(part, PICTURE_STYLE) if isinstance(part, _Picture) else _picture_html(part)
    note = html.escape(WidgetMessage.say("static-run-first", lang))
    return f'<div>{picture}</div><div class="bg-static-note" style="{NOTE_STYLE}">{note}</div>'


def _picture_html(figure: Figure) -> str:
    from bgtutor.board.render import compact_png

    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=PICTURE_DPI, metadata={"Software": None})
    data = base64.b64encode(compact_png(buffer.getvalue())).decode("ascii")
    return f'<img src="data:image/png;base64,{data}" alt="Backgammon" style="{PICTURE_STYLE}">'
