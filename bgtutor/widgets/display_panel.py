"""The display settings as controls: motion and colours, saved at once, for every board.

A choice is saved in ``display.json`` (:mod:`bgtutor.widgets.display`) and every board of this
kernel follows it at once; boards opened later (other lessons, the training, the practice game)
read it. A file that cannot be read is named in the learner's words, and the defaults are used; a
file bgtutor did not write is never replaced (the panel says so).

>>> import tempfile
>>> panel = DisplayPanel(tempfile.mkdtemp(), "en")
>>> panel.look.value = "contrast"
>>> panel.message
'Saved: applies from now on to every board, in every lesson, the training and the practice game.'
>>> display.current(panel.folder).look
'contrast'
"""

from __future__ import annotations

from pathlib import Path

import ipywidgets as widgets

from bgtutor.files.json_files import StorageError, StrPath, default_folder
from bgtutor.rules.i18n import language
from bgtutor.widgets import display
from bgtutor.widgets.common import escape, plain_text, text_box
from bgtutor.widgets.messages import WidgetMessage
from bgtutor.widgets.static import StaticFallback


class DisplayPanel(StaticFallback, widgets.VBox):  # type: ignore[misc]
    """ "Darstellung": motion (as the browser asks, none, full) and colours (as the browser asks,
    classic, colour-blind, high contrast), each a row of labelled buttons."""

    def __init__(self, folder: StrPath | None = None, lang: str | None = None) -> None:
        self.lang = language(lang)
        self.folder = Path(folder) if folder is not None else default_folder()
        settings, problem = display.stored_display(self.folder)
        t = self._t
        self.motion = _choice([(t(f"display-motion-{m}"), m) for m in display.MOTIONS], settings.motion)
        self.motion.add_class("bg-display-motion")
        self.look = _choice([(t(f"display-look-{look}"), look) for look in display.LOOKS], settings.look)
        self.look.add_class("bg-display-look")
        self._message = text_box("bg-display-message")
        rows = [
            widgets.HBox([widgets.Label(t("display-motion")), self.motion]),
            widgets.HBox([widgets.Label(t("display-look")), self.look]),
            text_box("bg-display-note", escape(t("display-note"))),
            self._message,
        ]
        for text, control in ((t("display-motion"), self.motion), (t("display-look"), self.look)):
            control.tooltip = text.rstrip(":")
        super().__init__(rows)
        self.add_class("bg-display")
        if problem is not None:
            self._say(problem.text(self.lang), "bg-wrong")
        self.motion.observe(lambda _: self.save(), names="value")
        self.look.observe(lambda _: self.save(), names="value")

    @property
    def chosen(self) -> display.Display:
        """The settings chosen in the panel."""
        return display.Display(motion=self.motion.value, look=self.look.value)

    @property
    def message(self) -> str:
        """What the panel says ("" before anything was saved or went wrong)."""
        return plain_text(self._message.value)

    def save(self) -> None:
        """Save the choice; every board of this kernel follows it. A problem is shown, not raised."""
        path = self.folder / display.DISPLAY_FILE
        try:
            saved = display.write_display(self.chosen, path, create_folder=True)
        except StorageError as error:
            self._say(error.text(self.lang), "bg-wrong")
            return
        aside = saved.text(self.lang)
        self._say(" ".join(part for part in (aside, self._t("display-saved")) if part), "bg-notice")
        display.changed(self.folder)

    def __repr__(self) -> str:
        return "DisplayPanel()"

    def _say(self, text: str, css: str) -> None:
        self._message.value = f'<div class="{css}" role="status">{escape(text)}</div>'

    def _t(self, key: str) -> str:
        return WidgetMessage.say(key, self.lang)


def _choice(options: list[tuple[str, str]], value: str) -> widgets.ToggleButtons:
    return widgets.ToggleButtons(
        options=options, value=value, tooltips=[label for label, _ in options], style={"button_width": "auto"}
    )
