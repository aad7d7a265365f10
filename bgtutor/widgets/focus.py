"""Hand the keyboard's focus to a control that is about to be drawn: :func:`focus_when_drawn`.

A new task ("Nächste Aufgabe") replaces the last one's views, and the button pressed goes with
them: the focus would drop onto the page's body. ipywidgets' ``focus()`` reaches only a view that
is already there, so a small front end (:class:`FocusWhenDrawn`), drawn with the new task, waits
for the control's element and focuses it: the board's place that holds its tab stop, an input
field, or the control itself.

>>> import ipywidgets as widgets
>>> field = widgets.Text()
>>> helper = focus_when_drawn(field)
>>> helper.target in field._dom_classes, helper.target.startswith("bg-focus-")
(True, True)
"""

from __future__ import annotations

import itertools

import anywidget
import ipywidgets as widgets
import traitlets

ESM = """
const INSIDE =
  ".bg-place[tabindex='0'], .bg-place[data-place], input, textarea, select, button:not([disabled])";

function render({ model, el }) {
  el.style.display = "none";
  const name = model.get("target");
  if (!name) return;
  let tries = 0;
  const attempt = () => {
    const box = document.querySelector("." + name);
    const spot = box && (box.matches("button, input, textarea, select") ? box : box.querySelector(INSIDE));
    if (spot) {
      spot.focus();
    } else if (++tries < 100) {
      setTimeout(attempt, 50);
    }
  };
  attempt();
}
export default { render };
"""
"""The front end: find the element with the CSS class ``target`` (tried every 50 ms for five
seconds: the control's view may be drawn after this one) and focus it or its first control."""

_NUMBERS = itertools.count(1)


class FocusWhenDrawn(anywidget.AnyWidget):
    """An invisible widget that, once drawn, focuses the element with the CSS class ``target``."""

    _esm = ESM
    target = traitlets.Unicode("").tag(sync=True)


def focus_when_drawn(control: widgets.DOMWidget) -> FocusWhenDrawn:
    """A helper to draw beside ``control`` (in the same box): it gives ``control`` the focus when
    both are on the page. ``control`` gets a CSS class of its own to be found by."""
    name = f"bg-focus-{next(_NUMBERS)}"
    control.add_class(name)
    return FocusWhenDrawn(target=name, layout=widgets.Layout(display="none"))
