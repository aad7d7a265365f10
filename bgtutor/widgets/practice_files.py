"""The practice game's files as the learner sees them: the preferences read when it opens, and the
line that shows a problem with a file (or a damaged file set aside) until the learner closes it or a
save or load works.

>>> line = FileLine("de", report=print)
>>> line.show("Die Datei ist beschädigt.")
>>> line.text, line.layout.display
('Die Datei ist beschädigt.', None)
>>> line.dismiss()
>>> line.text, line.layout.display
('', 'none')
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import ipywidgets as widgets

from bgtutor.files.json_files import Saved, StorageError
from bgtutor.play.saved_values import Preferences
from bgtutor.play.storage import PREFERENCES_FILE, load_preferences
from bgtutor.widgets.common import button, escape, plain_text, text_box
from bgtutor.widgets.messages import WidgetMessage

MOVE_ASIDE = frozenset({"foreign-target", "newer-target", "not-a-file", "special-file"})
"""Save problems the learner solves by moving the file there out of the way."""


def stored_preferences(folder: Path, remember: bool) -> tuple[Preferences, str | None]:
    """The preferences saved in ``folder`` (the defaults when there are none, or when ``remember``
    is off) and the problem with the file in words, if there is one."""
    path = folder / PREFERENCES_FILE
    if not remember or not (path.exists() or path.is_symlink()):
        return Preferences(), None
    try:
        return load_preferences(path), None
    except StorageError as error:
        return Preferences(), error.text(Preferences().lang)


class FileLine(widgets.HBox):  # type: ignore[misc]
    """A problem with a file, with a button to close it; hidden while there is none."""

    def __init__(self, lang: str, report: Callable[[str], None]) -> None:
        self.lang = lang
        self._text = text_box("bg-alert")
        self._dismiss = button(WidgetMessage.say("button-dismiss", lang), "bg-dismiss", self.dismiss, report)
        self._dismiss.tooltip = WidgetMessage.say("tooltip-dismiss", lang)
        super().__init__([self._text, self._dismiss])
        self.show(None)

    def show(self, text: str | None, css: str = "bg-wrong") -> None:
        """Show ``text`` (it stays until dismissed), or close the line."""
        self._text.value = "" if not text else f'<div class="{css}">{escape(text)}</div>'
        self.layout.display = None if text else "none"

    def dismiss(self) -> None:
        """Close the line (the learner has read it)."""
        self.show(None)

    @property
    def text(self) -> str:
        """The problem shown ("" when there is none)."""
        return plain_text(self._text.value)

    def store(self, write: Callable[[], Saved], advise: bool = False) -> Saved | str:
        """Run a save: the Saved (a damaged file set aside is shown, else the line closes), or the
        problem in words (shown; with ``advise``, what to do about a file in the way)."""
        try:
            saved = write()
        except StorageError as error:
            text = error.text(self.lang)
            if advise and error.message.key in MOVE_ASIDE:
                text += " " + WidgetMessage.say("practice-move-file", self.lang)
            self.show(text)
            return text
        self.show(saved.text(self.lang) or None, css="bg-notice")
        return saved
