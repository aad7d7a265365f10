"""Small pieces the widgets share: buttons, text boxes, place conversions, argument coercion."""

from __future__ import annotations

import html
import logging
import re
from collections.abc import Callable

import ipywidgets as widgets

from bgtutor.color import WHITE, Color
from bgtutor.dice import Roll
from bgtutor.position import BAR, OFF, Position

Place = int | str
log = logging.getLogger("bgtutor.widgets")


def as_position(position: Position | str) -> Position:
    """A position, or one read from a Position ID or an XGID."""
    return position if isinstance(position, Position) else Position.from_id(position)


def as_roll(roll: Roll | tuple[int, int] | str | None) -> Roll | None:
    """A roll from ``Roll``, ``(4, 2)`` or ``"42"``; ``None`` stays ``None``."""
    if roll is None or isinstance(roll, Roll):
        return roll
    return Roll.parse(roll) if isinstance(roll, str) else Roll(*roll)


def to_white(place: int, mover: Color) -> Place:
    """A place in ``mover``'s numbering (25 bar, 0 off) as the board view takes it."""
    if place == BAR:
        return "bar"
    if place == OFF:
        return "off"
    return place if mover is WHITE else BAR - place


def text_box(css: str, value: str = "") -> widgets.HTML:
    """An HTML text area with a CSS class (for tests and styling)."""
    box = widgets.HTML(value=value)
    box.add_class(css)
    return box


def button(
    label: str, css: str, action: Callable[[], object], report: Callable[[str], None]
) -> widgets.Button:
    """A button that runs ``action``; an unexpected error is reported, never lost silently."""
    widget = widgets.Button(description=label)
    widget.add_class(css)
    widget.on_click(lambda _: guarded(action, report))
    return widget


def guarded(action: Callable[[], object], report: Callable[[str], None]) -> None:
    """Run a widget callback; callback errors are invisible in JupyterLab, so show them."""
    try:
        action()
    except Exception as error:  # shown to the learner instead of vanishing
        log.exception("widget callback failed")
        report(f"{type(error).__name__}: {error}")


def escape(text: str) -> str:
    """Text for an HTML widget."""
    return html.escape(text)


def plain_text(value: str) -> str:
    """What an HTML widget shows, as plain text (tags become spaces)."""
    return html.unescape(re.sub(r"<[^>]+>", " ", value)).strip()
