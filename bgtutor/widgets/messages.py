"""The widgets' own words: buttons, labels, tooltips, the practice game's and the training's lines
and the boxes a widget shows (catalog ``bgtutor/widgets/locales``). Imports no widget library, so
the box of a mistake typed into a cell (:mod:`bgtutor.widgets.cell_errors`) can say it too.

>>> WidgetMessage.say("button-check", "en")
'Check'
"""

from __future__ import annotations

from bgtutor.rules.i18n import Message


class WidgetMessage(Message):
    """A text of the widgets layer, said through :meth:`~bgtutor.rules.i18n.Message.say`."""

    __slots__ = ()
    home = "bgtutor.widgets"
