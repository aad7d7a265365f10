"""ExampleStepper: a worked example, step by step, with arrows and captions.

Back / Next / Start buttons, an autoplay (:class:`~bgtutor.widgets.controls.Player`, runs in the
browser, its buttons named) with an adjustable speed, and a reduced-motion setting that shows the
result at once instead.

>>> from bgtutor.tutor.lessons import EXAMPLES
>>> stepper = ExampleStepper.for_example(EXAMPLES["hit-and-run"], lang="en")
>>> stepper.next(); stepper.next(); stepper.caption  # the example's own caption for its second step
'With the 2: 5/3. After the hit the same checker moves on to the 3 point.'
"""

from __future__ import annotations

from collections.abc import Sequence

import ipywidgets as widgets

from bgtutor.rules.color import WHITE, Color
from bgtutor.rules.i18n import language
from bgtutor.rules.places import step_places
from bgtutor.tutor.lessons.examples import WorkedExample
from bgtutor.tutor.lessons.frames import Frame, example_frames
from bgtutor.widgets import display
from bgtutor.widgets.backend import picture
from bgtutor.widgets.common import OneView, button, escape, guarded, text_box
from bgtutor.widgets.controls import Player, Slider
from bgtutor.widgets.messages import WidgetMessage
from bgtutor.widgets.static import StaticFallback


class ExampleStepper(StaticFallback, OneView):
    """Shows ``frames`` one at a time; the index is the frame shown. The board and its caption
    and buttons form one view (:class:`~bgtutor.widgets.common.OneView`)."""

    def __init__(
        self,
        frames: Sequence[Frame],
        *,
        lang: str | None = None,
        theme: str | None = None,
        numbering: Color | None = None,
        seconds: float = 1.5,
        reduced_motion: bool | None = None,
    ) -> None:
        lang = language(lang)
        if not frames:
            raise ValueError("an example needs at least one frame")
        self.frames = tuple(frames)
        self.lang = lang
        # None: the display settings' motion (and the browser's wish), followed while nobody ticks the box
        self._following = reduced_motion is None
        reduced_motion = display.reduced_motion() if reduced_motion is None else reduced_motion
        first = self.frames[0].position
        own = WHITE if first.is_game_over else first.turn  # a finished game is seen from White's side
        # the SVG picture or the matplotlib one (widgets/backend.py)
        self.view, self.canvas = picture(theme=theme, numbering=numbering or own, lang=lang)
        last = len(self.frames) - 1
        self._caption = text_box("bg-caption")
        # a press that reaches an end disables its button: the focus goes to the other way
        say = WidgetMessage.say
        self._start = button(
            say("button-start", lang), "bg-start", self.start, self._oops, lambda: self._next
        )
        self._back = button(say("button-back", lang), "bg-back", self.back, self._oops, lambda: self._next)
        self._next = button(say("button-next", lang), "bg-next", self.next, self._oops, lambda: self._back)
        self._play = Player(value=0, min=0, max=last, step=1, interval=int(seconds * 1000), lang=lang)
        self._play.add_class("bg-autoplay")
        self._speed = Slider(
            value=seconds,
            min=0.3,
            max=5.0,
            step=0.1,
            decimals=1,
            description=WidgetMessage.say("label-seconds", lang),
        )
        self._speed.add_class("bg-speed")
        self._reduced = widgets.Checkbox(
            value=reduced_motion, description=WidgetMessage.say("label-reduced-motion", lang)
        )
        self._reduced.add_class("bg-reduced-motion")
        self._play.observe(
            lambda change: guarded(lambda: self.show(change["new"]), self._oops), names="value"
        )
        self._speed.observe(
            lambda change: setattr(self._play, "interval", int(change["new"] * 1000)), names="value"
        )
        self._reduced.observe(lambda change: self._motion(change["new"]), names="value")
        buttons = widgets.HBox([self._start, self._back, self._next])
        buttons.add_class("bg-stepper-buttons")
        autoplay = widgets.HBox([self._play, self._speed])
        super().__init__(self.canvas, [self._caption, buttons, autoplay, self._reduced])
        self.add_class("bg-stepper")
        self.index = -1
        self._motion(reduced_motion)
        if not reduced_motion:
            self.show(0)
        if self._following:
            display.follow(self)

    @classmethod
    def for_example(cls, example: WorkedExample, **options: object) -> ExampleStepper:
        """A stepper for a worked example, with the captions written for it (if any)."""
        frames = example_frames(example.position, example.roll, example.play, example.captions)
        return cls(frames, **options)  # type: ignore[arg-type]

    # -- the programmatic interface ---------------------------------------------------------

    def show(self, index: int) -> None:
        """Show frame ``index`` (clamped to the frames there are)."""
        index = max(0, min(index, len(self.frames) - 1))
        if index == self.index:
            return
        self.index = index
        frame = self.frames[index]
        self.view.show(
            frame.position,
            roll=frame.roll,
            used=frame.used,
            arrows=step_places(frame.steps, frame.position.turn),
            caption=None,
        )
        self._caption.value = escape(frame.caption(self.lang))
        self._back.disabled = self._start.disabled = index == 0
        self._next.disabled = index == len(self.frames) - 1
        if self._play.value != index:
            self._play.value = index

    def next(self) -> None:
        """One step forward."""
        self.show(self.index + 1)

    def back(self) -> None:
        """One step back."""
        self.show(self.index - 1)

    def start(self) -> None:
        """Back to the first frame."""
        self.show(0)

    def __repr__(self) -> str:
        return f"ExampleStepper({len(self.frames)} frames, showing {self.index + 1})"

    @property
    def frame(self) -> Frame:
        """The frame shown."""
        return self.frames[self.index]

    @property
    def caption(self) -> str:
        """The caption shown."""
        return self.frame.caption(self.lang)

    @property
    def reduced_motion(self) -> bool:
        """With reduced motion the result is shown at once and autoplay is off."""
        return bool(self._reduced.value)

    @reduced_motion.setter
    def reduced_motion(self, value: bool) -> None:
        self._following = False  # chosen here: the display settings no longer decide
        self._reduced.value = value

    def display_changed(self) -> None:
        """The display settings or the browser's wish changed: reduce motion if they now ask for it."""
        if self._following:
            self._reduced.value = display.reduced_motion()

    def _oops(self, error: str) -> None:
        problem = escape(WidgetMessage.say("internal-error", self.lang, error=error))
        self._caption.value = f'<div class="bg-error">{problem}</div>'

    def _motion(self, reduced: bool) -> None:
        self._play.disabled = reduced
        if reduced:
            self._play.playing = False
            self.show(len(self.frames) - 1)
