"""Small pieces the widgets share: the one view (board beside its panel), buttons, text boxes,
verdicts, argument coercion."""

from __future__ import annotations

import html
import logging
import re
from collections.abc import Callable, Sequence

import ipywidgets as widgets

from bgtutor.rules.dice import Roll
from bgtutor.rules.position import Position
from bgtutor.widgets.display import probe
from bgtutor.widgets.messages import WidgetMessage

log = logging.getLogger("bgtutor.widgets")


BOARD_RATIO = 805 / 697.5
"""Width over height of the drawn board (:func:`bgtutor.board.svg.board`'s natural size)."""
BOARD_ROOM = "210px"
"""The height a page keeps free beside the board: JupyterLab's menu, tab bar, notebook toolbar
and status bar, and a line of the cell. The board is never taller than the window less this, so
it fits on a 1366 × 768 laptop and a 1024 × 768 projector together with its panel."""


class OneView(widgets.Box):  # type: ignore[misc]
    """A board beside its panel (task, messages, buttons, verdict) where the width allows, the
    panel under the board where it does not; the board scales down to fit the window's height.

    >>> view = OneView(widgets.HTML("board"), [widgets.HTML("task"), widgets.Button()])
    >>> [type(part).__name__ for part in view.children], len(view.side.children)
    (['Box', 'VBox'], 2)
    """

    def __init__(self, picture: widgets.Widget, side: Sequence[widgets.Widget] = (), **kwargs: object):
        # the browser's wishes (reduced motion, more contrast) reach the kernel with every board
        self.area = widgets.Box(
            [picture, probe()],
            layout=widgets.Layout(
                flex="2 1 300px",
                min_width="260px",
                max_width=f"min(805px, calc((100vh - {BOARD_ROOM}) * {BOARD_RATIO:.3f}))",
                flex_flow="column",
            ),
        )
        self.area.add_class("bg-oneview-board")
        self.side = widgets.VBox(
            list(side), layout=widgets.Layout(flex="1 1 230px", min_width="220px", max_width="480px")
        )
        self.side.add_class("bg-oneview-side")
        super().__init__(
            [self.area, self.side],
            layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start", width="100%"),
            **kwargs,
        )
        self.add_class("bg-oneview")


def position_text(lang: str, text: str = "") -> tuple[widgets.ToggleButton, widgets.HTML]:
    """The position in words: always there for screen readers, on the page behind the toggle
    "Stellung als Text" (``(toggle, box)``; set ``box.value`` to change the words).

    >>> toggle, box = position_text("en", "White 2 × 24")
    >>> toggle.description, "bg-sr-only" in box._dom_classes
    ('Position as text', True)
    >>> toggle.value = True; "bg-sr-only" in box._dom_classes
    False
    """
    box = text_box("bg-description", escape(text))
    box.add_class("bg-sr-only")
    toggle = widgets.ToggleButton(value=False, description=WidgetMessage.say("button-position-text", lang))
    toggle.add_class("bg-position-text")

    def shown(change: dict[str, object]) -> None:
        if change["new"]:
            box.remove_class("bg-sr-only")
        else:
            box.add_class("bg-sr-only")

    toggle.observe(shown, names="value")
    return toggle, box


def as_position(position: Position | str) -> Position:
    """A position, or one read from a Position ID or an XGID."""
    return position if isinstance(position, Position) else Position.from_id(position)


def as_roll(roll: Roll | tuple[int, int] | str | None) -> Roll | None:
    """A roll from ``Roll``, ``(4, 2)`` or ``"42"``; ``None`` stays ``None``."""
    if roll is None or isinstance(roll, Roll):
        return roll
    return Roll.parse(roll) if isinstance(roll, str) else Roll(*roll)


def text_box(css: str, value: str = "") -> widgets.HTML:
    """An HTML text area with a CSS class (for tests and styling)."""
    box = widgets.HTML(value=value)
    box.add_class(css)
    return box


def button(
    label: str,
    css: str,
    action: Callable[[], object],
    report: Callable[[str], None],
    then: Callable[[], widgets.Widget | None] | None = None,
) -> widgets.Button:
    """A button that runs ``action``; an unexpected error is reported, never lost silently.

    A press that leaves the button disabled ("Prüfen" after a right play, "Bestätigen") would drop
    the keyboard's focus onto the page's body: ``then`` names the widget that takes it instead
    (the next task's button, the board), or None to leave it.

    >>> board, check = widgets.Button(), None
    >>> check = button("Prüfen", "bg-check", lambda: setattr(check, "disabled", True), print, lambda: board)
    >>> sent = []; board.send = sent.append
    >>> check.click(); sent
    [{'do': 'focus'}]
    """
    widget = widgets.Button(description=label)
    widget.add_class(css)

    def pressed(_: object) -> None:
        guarded(action, report)
        if then is not None and widget.disabled:
            guarded(lambda: _focus(then()), report)

    widget.on_click(pressed)
    return widget


def _focus(target: widgets.Widget | None) -> None:
    if isinstance(target, widgets.DOMWidget):  # a widget on the page (not None, not a model only)
        target.focus()


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


# -- verdicts: colour, icon and words, announced to screen readers -------------------------------

VERDICT_STYLES: dict[str, tuple[str, str, str]] = {
    "bg-right": ("✔", "#1b5e20", "#e8f5e9"),
    "bg-wrong": ("✘", "#b71c1c", "#ffebee"),
    "bg-rule": ("⊘", "#b71c1c", "#ffebee"),
    "bg-notice": ("ℹ", "#0d47a1", "#e3f2fd"),
    "bg-hint-text": ("☞", "#6d4c00", "#fff8e1"),
    "bg-solution-text": ("✎", "#37474f", "#eceff1"),
    "bg-error": ("⚠", "#e65100", "#fff3e0"),
}
"""For each verdict class: its icon, the colour of its left border and its background. The icons
are in the DejaVu fonts every Linux has (emoji such as ⛔ showed as empty boxes in Chromium on a
machine without an emoji font)."""


def verdict_html(css: str, text: str, label: str = "", extra: tuple[str, ...] = ()) -> str:
    """A verdict box that stands out: a left border in the verdict's colour, an icon, an optional
    bold ``label`` ("Nicht erlaubt:") and the words, in a status region screen readers announce.
    ``extra`` CSS classes are added after ``css``, which picks the look.

    The icon is hidden from screen readers (the words say it); the text stays dark on a light
    background in a dark theme too.

    >>> print(verdict_html("bg-right", "Richtig!"))  # doctest: +ELLIPSIS
    <div class="bg-verdict bg-right" role="status" aria-live="polite" style="...">\
<span class="bg-icon" aria-hidden="true">✔</span> <span class="bg-verdict-text">Richtig!</span></div>
    """
    icon, border, background = VERDICT_STYLES[css]
    style = (
        f"font-size:1.1em;line-height:1.45;padding:0.5em 0.8em;margin:0.3em 0;"
        f"border-left:0.4em solid {border};background:{background};color:#1a1a1a;border-radius:0.2em"
    )
    head = f'<b class="bg-verdict-label">{escape(label)}</b> ' if label else ""
    classes = " ".join(("bg-verdict", css, *extra))
    return (
        f'<div class="{classes}" role="status" aria-live="polite" style="{style}">'
        f'<span class="bg-icon" aria-hidden="true">{icon}</span> '
        f'{head}<span class="bg-verdict-text">{escape(text)}</span></div>'
    )


def verdict_text(value: str) -> str:
    """The words of a verdict box without its icon, as plain text."""
    return plain_text(re.sub(r'<span class="bg-icon"[^>]*>[^<]*</span>', "", value))
