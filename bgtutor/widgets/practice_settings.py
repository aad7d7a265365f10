"""The practice game's settings panel: every control labelled, every label shown in full.

>>> from bgtutor.play.saved_values import Preferences
>>> panel = SettingsPanel(Preferences(), "de")
>>> panel.strength.value = "experte"
>>> panel.chosen(Preferences()).strength
'experte'
>>> panel.dice_volume.description, panel.dice_volume.value
('Würfelklang', 60)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import ipywidgets as widgets

from bgtutor.play.saved_values import Preferences
from bgtutor.widgets.controls import IntSlider
from bgtutor.widgets.messages import WidgetMessage

FULL = {"description_width": "initial"}
"""A description as wide as its text (ipywidgets cut it off at a fixed width otherwise)."""


class SettingsPanel(widgets.Accordion):  # type: ignore[misc]
    """Mode, strength, view, dice speed, motion, timer and sound, preset from ``prefs``; ``extra``
    rows below them."""

    def __init__(self, prefs: Preferences, lang: str, extra: Sequence[widgets.Widget] = ()) -> None:
        def t(key: str) -> str:
            return WidgetMessage.say(key, lang)

        self.mode = _choice(
            [(t("mode-computer"), "computer"), (t("mode-two-players"), "two-players")], prefs.mode, "bg-mode"
        )
        self.strength = _choice(
            [(t(f"strength-{level}"), level) for level in ("entspannt", "anspruchsvoll", "experte")],
            prefs.strength,
            "bg-strength",
        )
        self.view = _choice([(t("view-normal"), "normal"), (t("view-zoom"), "zoom")], prefs.view, "bg-view")
        self.turns = _choice([("3", 3), ("5", 5)], prefs.dice_turns, "bg-dice-turns")
        self.reduced = _check(prefs.reduced_motion, t("label-reduced-motion"), "bg-reduced-motion")
        self.show_timer = _check(prefs.show_timer, t("label-timer"), "bg-show-timer")
        self.sound = _check(prefs.sound, t("label-sound"), "bg-sound")
        self.tutor = _check(prefs.tutor, t("label-tutor"), "bg-tutor-setting")
        self.tutor.tooltip = t("tooltip-tutor")
        self.dice_volume = _volume(prefs.dice_volume, t("label-dice-volume-long"), "bg-dice-volume")
        self.checker_volume = _volume(
            prefs.checker_volume, t("label-checker-volume-long"), "bg-checker-volume"
        )
        labelled = [
            (t("label-mode"), self.mode),
            (t("label-strength"), self.strength),
            (t("label-view"), self.view),
            (t("label-dice-turns"), self.turns),
        ]
        for text, control in labelled:
            control.tooltip = text.rstrip(":")
        rows = [widgets.HBox([widgets.Label(text), control]) for text, control in labelled]
        rows.append(widgets.HBox([self.reduced, self.show_timer, self.sound, self.tutor]))
        rows.append(widgets.HBox([widgets.Label(t("label-volume")), self.dice_volume, self.checker_volume]))
        rows += extra  # the display settings, which every board shares
        super().__init__(children=[widgets.VBox(rows)], titles=(t("label-settings"),))
        self.add_class("bg-settings")

    def chosen(self, prefs: Preferences) -> Preferences:
        """``prefs`` with the settings chosen in the panel (language and theme kept)."""
        return replace(
            prefs,
            mode=self.mode.value,
            strength=self.strength.value,
            view=self.view.value,
            dice_turns=self.turns.value,
            reduced_motion=self.reduced.value,
            show_timer=self.show_timer.value,
            sound=self.sound.value,
            tutor=self.tutor.value,
            dice_volume=self.dice_volume.value,
            checker_volume=self.checker_volume.value,
        )

    def __repr__(self) -> str:
        return "SettingsPanel()"


def _choice(options: list[tuple[str, object]], value: object, css: str) -> widgets.ToggleButtons:
    """Toggle buttons as wide as their labels, each with its label as a tooltip."""
    widget = widgets.ToggleButtons(
        options=options,
        value=value,
        tooltips=[label for label, _ in options],
        style={"button_width": "auto"},
    )
    widget.add_class(css)
    return widget


def _check(value: bool, label: str, css: str) -> widgets.Checkbox:
    widget = widgets.Checkbox(value=value, description=label, indent=False, style=FULL, tooltip=label)
    widget.add_class(css)
    return widget


def _volume(value: int, label: str, css: str) -> IntSlider:
    """A range field labelled with its whole label (a native ``<label>``: never cut off)."""
    widget = IntSlider(value=value, min=0, max=100, description=label, tooltip=label)
    widget.add_class(css)
    return widget
