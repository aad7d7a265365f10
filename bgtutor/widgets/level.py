"""LevelWidget: one level of a lesson, its tasks one at a time, the stars, and the worked example after.

A level (:class:`~bgtutor.tutor.lessons.common.Level`) teaches one rule: the lesson's text above it
states the rule, and the learner does it at once here, task after task, each an
:class:`~bgtutor.widgets.exercise.ExerciseWidget`. Only the first try at a task scores; "Weiter"
opens the next task once this one is answered right (later tries and the solution teach). When every
task is solved the level shows its stars and the worked examples that explain it, and the next
level of the lesson opens. A level whose previous level is not solved yet shows its first board and
says which level opens it; "Trotzdem öffnen" opens it anyway (for a teacher at the projector).

>>> from bgtutor import Position
>>> from bgtutor.rules.i18n import Text
>>> from bgtutor.tutor.exercises.base import Kind
>>> from bgtutor.tutor.exercises.engine import Exercise
>>> from bgtutor.tutor.lessons.common import Level
>>> pips = Exercise("demo-pips", Kind.PIP_COUNT, Position.start(), ("167",))
>>> level = Level("demo", 1, 1, Text("Pips", "Pips"), (pips, pips))
>>> widget = LevelWidget(level, lang="en")
>>> widget.task.answer("160"); widget.task.check().correct, widget.score.first_right
(False, 0)
>>> widget.task.answer("167"); _ = widget.task.check(); widget.next(); widget.index
1
"""

from __future__ import annotations

import os
import weakref
from typing import ClassVar

import ipywidgets as widgets

from bgtutor.rules.color import WHITE
from bgtutor.rules.i18n import language
from bgtutor.tutor.exercises.engine import Feedback
from bgtutor.tutor.lessons import LEVELS, level_named
from bgtutor.tutor.lessons.common import Level
from bgtutor.tutor.progress.levels import MAX_STARS, LevelScore, level_score, previous_level, star_text
from bgtutor.tutor.progress.records import Progress, load_or_empty, progress_path, test_run_without_home
from bgtutor.widgets.backend import picture
from bgtutor.widgets.common import button, escape, text_box
from bgtutor.widgets.exercise import ExerciseWidget
from bgtutor.widgets.messages import WidgetMessage
from bgtutor.widgets.static import StaticFallback
from bgtutor.widgets.stepper import ExampleStepper

_NOW: list[tuple[str, bool, int]] = []
"""The answers given in this kernel (key, right, try): levels see them before (or without) a save."""
_READ: dict[str, tuple[tuple[int, int, int] | None, Progress]] = {}
"""The progress file as last read, by path, with the file's identity then (inode, mtime, size; None:
no file): every level's score and lock reads it, so it is read again only when it changed."""


class LevelWidget(StaticFallback, widgets.VBox):  # type: ignore[misc]
    """One level (a :class:`~bgtutor.tutor.lessons.common.Level` or its key): a head with the level's
    name, stars and the task's number; the task; "Weiter"; when solved, the stars and the examples."""

    _views: ClassVar[weakref.WeakSet[LevelWidget]] = weakref.WeakSet()

    def __init__(self, level: Level | str, *, lang: str | None = None, theme: str | None = None) -> None:
        self.level = level_named(level) if isinstance(level, str) else level
        self.lang = language(lang)
        self.theme = theme
        self.index = 0
        self.task: ExerciseWidget | None = None
        self._head = text_box("bg-level-head")
        self._body = widgets.VBox()
        self._body.add_class("bg-level-body")
        self._next: widgets.Button | None = None  # made with the first task: a closed level has none
        # the stars and the examples after (or an error) are made when there is something to show:
        # fewer widgets for the browser to make before the first board appears
        self._done: widgets.HTML | None = None
        self._after: widgets.VBox | None = None
        self._opened = False
        super().__init__([self._head, self._body])
        self.add_class("bg-level")
        self.add_class(f"bg-level-{self.level.key}")
        LevelWidget._views.add(self)
        if self.is_open:
            self._open()
        else:
            self._show_locked()
        self._refresh()

    # -- the programmatic interface ---------------------------------------------------------

    @property
    def score(self) -> LevelScore:
        """The level's score now: the saved first tries and this kernel's answers."""
        return level_score(self.level, _saved(), _NOW)

    @property
    def is_open(self) -> bool:
        """Open: the lesson's first level, or the level before it is solved (or it was opened)."""
        before = previous_level(self.level, tuple(LEVELS.values()))
        return self._opened or before is None or level_score(before, _saved(), _NOW).solved

    def open_anyway(self) -> None:
        """Open the level although the one before it is not solved."""
        self._opened = True
        self._open()
        self._refresh()

    def next(self) -> None:
        """Go on to the next task (once the one shown is answered right)."""
        if self.index + 1 < len(self.level.tasks):
            self.index += 1
            self._show_task()
            assert self.task is not None
            self.task.take_focus()  # the pressed button went with the last task: on from the new one
        self._refresh()

    def __repr__(self) -> str:
        return f"LevelWidget({self.level.key!r})"

    # -- inside ----------------------------------------------------------------------------

    def _open(self) -> None:
        if self.task is None:
            self._show_task()

    def _show_task(self) -> None:
        exercise = self.level.tasks[self.index]
        if self._next is None:
            words = WidgetMessage.say("level-next", self.lang)
            self._next = button(words, "bg-level-next", self.next, self._oops)
            self._next.button_style = "success"
        # "Nächste Aufgabe" right under the verdict, beside the board: no scrolling to go on
        self.task = ExerciseWidget(exercise, lang=self.lang, theme=self.theme, extra=[self._next])
        self.task.add_class(f"bg-task-{exercise.key}")  # which task is shown, for page scripts and tests
        self.task.on_answer(self._answered)
        self._body.children = [self.task]

    def _show_locked(self) -> None:
        """The first task's board as a picture, which level opens this one, and "Trotzdem öffnen"."""
        before = previous_level(self.level, tuple(LEVELS.values()))
        first = self.level.tasks[0]
        position = first.position
        view, canvas = picture(theme=self.theme, numbering=WHITE if position.is_game_over else position.turn,
                               lang=self.lang)  # fmt: skip
        view.show(position, roll=first.roll)
        label = before.label if before is not None else ""
        notice = text_box(
            "bg-level-locked", escape(WidgetMessage.say("level-locked", self.lang, previous=label))
        )
        words = WidgetMessage.say("button-open-anyway", self.lang)
        anyway = button(words, "bg-open-anyway", self.open_anyway, self._oops)
        self._body.children = [notice, anyway, canvas]

    def _answered(self, feedback: Feedback, attempt: int) -> None:
        assert self.task is not None
        _NOW.append((self.task.exercise.key, feedback.correct, attempt))
        self._refresh()
        if self.score.solved:
            for view in list(LevelWidget._views):  # the next level of the lesson opens now
                if view is not self and view.task is None and view.is_open:
                    view._open()
                    view._refresh()

    def _refresh(self) -> None:
        score, total = self.score, len(self.level.tasks)
        stars = star_text(score.stars)
        title = escape(WidgetMessage.say("level-head", self.lang, label=self.level.label,
                                         title=self.level.title.get(self.lang)))  # fmt: skip
        place = WidgetMessage.say("level-task", self.lang, number=self.index + 1, total=total)
        self._head.value = (f"<b>{title}</b> <span class='bg-stars' aria-label='{score.stars}/{MAX_STARS}'>"
                            f"{stars}</span> · {escape(place)}")  # fmt: skip
        solved_here = self.task is not None and self.task.last is not None and self.task.last.correct
        last = self.index + 1 == total
        if self._next is not None:
            self._next.layout.display = "" if self.task is not None and not last else "none"
            self._next.disabled = not solved_here
        if score.solved and last and solved_here and (self._after is None or not self._after.children):
            self._finish(score)

    def _finish(self, score: LevelScore) -> None:
        """The stars, what they are for, and the worked examples that explain the level."""
        stars = star_text(score.stars)
        words = WidgetMessage.say("level-done", self.lang, label=self.level.label, stars=stars,
                                  first=score.first_right, total=score.tasks)  # fmt: skip
        self._done_box().value = f"<b>{escape(words)}</b>"
        steppers: list[widgets.Widget] = []
        if self.level.after:
            steppers.append(
                text_box("bg-level-after-head", escape(WidgetMessage.say("level-after", self.lang)))
            )
        steppers += [ExampleStepper.for_example(example, lang=self.lang, theme=self.theme)
                     for example in self.level.after]  # fmt: skip
        if self._after is None:
            self._after = widgets.VBox()
            self._after.add_class("bg-level-after")
            self._lay_out()
        self._after.children = steppers

    def _done_box(self) -> widgets.HTML:
        """The line under the task that says the level is done (or what went wrong), made on first use."""
        if self._done is None:
            self._done = text_box("bg-level-done")
            self._lay_out()
        return self._done

    def _lay_out(self) -> None:
        self.children = [
            part for part in (self._head, self._body, self._done, self._after) if part is not None
        ]

    def _oops(self, error: str) -> None:
        self._done_box().value = escape(WidgetMessage.say("internal-error", self.lang, error=error))


def _saved() -> Progress:
    """The learner's saved progress (none in a test run without ``$BGTUTOR_HOME``), read again only
    when the file changed (a save here or in another kernel replaces it: a new inode, mtime or size).

    >>> import tempfile
    >>> from unittest import mock
    >>> from bgtutor.tutor.progress.records import Answer, record
    >>> with tempfile.TemporaryDirectory() as home, mock.patch.dict(os.environ, {"BGTUTOR_HOME": home}):
    ...     empty = len(_saved().answers)
    ...     _ = record([Answer.lesson_check("start-pip-count", 1, True)])
    ...     empty, len(_saved().answers), _saved() is _saved()
    (0, 1, True)
    """
    if test_run_without_home():
        return Progress()
    path = progress_path()
    try:
        found = os.stat(path)
        identity: tuple[int, int, int] | None = (found.st_ino, found.st_mtime_ns, found.st_size)
    except OSError:
        identity = None
    known = _READ.get(str(path))
    if known is not None and known[0] == identity:
        return known[1]
    progress = load_or_empty(path)[0]  # read after the stat: never older than the identity kept
    _READ[str(path)] = (identity, progress)
    return progress
