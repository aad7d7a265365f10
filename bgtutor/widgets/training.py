"""TrainingWidget: endless tasks for one rule or "gemischt", stars per rule and the review queue.

The learner picks a rule (every rule of the lessons, from where a checker may land to when a side
may double; or "gemischt": the review queue chooses, :func:`bgtutor.tutor.progress.review.pick`)
and clicks "Los"; each task is an :class:`~bgtutor.widgets.ExerciseWidget` (plays on the exam
board, points and numbers on buttons or typed, the cube's questions beside the cube's state) made
by :func:`bgtutor.tutor.exercises.drills.tasks`. The *first* verdict on a task
counts: it is saved in
the progress file (:class:`bgtutor.tutor.progress.records.Recorder`) and the stars and the queue change at
once; trying again after a wrong answer is practice and is not counted. The saved progress is
read when the training starts (not before: the picture the notebook shows is the same for all).

>>> import tempfile
>>> from pathlib import Path
>>> training = TrainingWidget(seed=1, path=Path(tempfile.mkdtemp()) / "progress.json")
>>> training.choose("pips")
>>> training.exercise_widget.answer("0"); training.exercise_widget.check().correct
False
>>> training.stars["pips"], training.record("pips")
(0, (0, 1))
"""

from __future__ import annotations

import html
import random
import uuid
from collections.abc import Iterator

import ipywidgets as widgets

from bgtutor.files.json_files import StrPath
from bgtutor.rules.color import BLACK
from bgtutor.rules.i18n import language
from bgtutor.tutor.exercises.drills import RULES, Task, rule_name, tasks
from bgtutor.tutor.exercises.engine import Exercise, Feedback
from bgtutor.tutor.progress.levels import star_text
from bgtutor.tutor.progress.records import Answer, Progress, Recorder
from bgtutor.tutor.progress.review import boxes, pick, queue, stars, streak
from bgtutor.widgets.common import button, text_box
from bgtutor.widgets.exercise import ExerciseWidget
from bgtutor.widgets.messages import WidgetMessage
from bgtutor.widgets.static import StaticFallback

MIXED = "gemischt"
"""The choice that lets the review queue pick the rule."""


class TrainingWidget(StaticFallback, widgets.VBox):  # type: ignore[misc]
    """Training with generated tasks (``seed`` fixes them; ``path``: the progress file)."""

    def __init__(
        self, *, lang: str | None = None, seed: int | None = None, path: StrPath | None = None,
        theme: str | None = None,
    ) -> None:  # fmt: skip
        lang = language(lang)
        self.lang, self.theme = lang, theme
        self.seed = random.SystemRandom().randrange(10**9) if seed is None else seed
        self.session = uuid.uuid4().hex
        self.rule: str | None = None
        self.task: Task | None = None
        self.exercise_widget: ExerciseWidget | None = None
        self.number = 0
        self._rng = random.Random(self.seed)
        self._sources: dict[str, Iterator[Task]] = {}
        self._recorder = Recorder(path)
        self._progress: Progress | None = None
        self._counted = False
        say = self._say
        self._choice = widgets.Dropdown(
            options=[(say("mixed"), MIXED)] + [(rule_name(rule, lang), rule) for rule in RULES],
            value=MIXED,
            description=say("choice"),  # its label: a screen reader names the list by it
            style={"description_width": "initial"},
        )
        self._choice.add_class("bg-rule-choice")
        self._go = button(say("go"), "bg-start", lambda: self.choose(self._choice.value), self._oops)
        self._next = button(say("next"), "bg-next", self.next, self._oops)
        self._next.disabled = True
        self._status = text_box("bg-training-status")
        self._stars = text_box("bg-stars")
        self._queue = text_box("bg-queue")
        self._problem = text_box("bg-progress-problem")
        for box in (self._stars, self._queue):
            box.layout.display = "none"  # the learner's data is shown once the training starts
        self._task_area = widgets.VBox([])  # the one board of the task shown
        self._task_area.add_class("bg-training-task")
        super().__init__(
            [
                text_box("bg-training-title", f"<h2>{say('title')}</h2>"),  # under the page's h1
                text_box("bg-training-intro", say("intro")),
                widgets.HBox([self._choice, self._go]),
                self._status,
                self._problem,
                self._task_area,
                self._stars,
                self._queue,
            ]
        )
        self.add_class("bg-training")

    # -- the programmatic interface ---------------------------------------------------------

    def choose(self, rule: str) -> None:
        """Train ``rule`` (a key of :data:`bgtutor.tutor.exercises.drills.RULES`) or :data:`MIXED`;
        shows a task."""
        if rule != MIXED and rule not in RULES:
            raise ValueError(f"unknown rule {rule!r}: use {MIXED!r} or one of {', '.join(RULES)}")
        if self._progress is None:
            self._progress = self._recorder.progress()
        self.rule = rule
        self._choice.value = rule
        self.next()

    def next(self) -> None:
        """A new task for the chosen rule (for "gemischt": the rule the queue picks)."""
        if self.rule is None or self._progress is None:
            raise RuntimeError("choose a rule first")
        rule = self.rule
        if rule == MIXED:
            last = None if self.task is None else self.task.rule
            rule = pick(self._progress.training(), self.session, self._rng, last)
        if rule not in self._sources:
            self._sources[rule] = tasks(rule, self.seed, self.lang)
        self.task = next(self._sources[rule])
        self.number += 1
        self._counted = False
        self.exercise_widget = ExerciseWidget(
            self.task.exercise, lang=self.lang, theme=self.theme, progress=self._checked, extra=[self._next]
        )
        self._task_area.children = [self.exercise_widget]  # replaces the last task's board
        self.exercise_widget.take_focus()  # the button pressed went with the last task's views
        self._next.disabled = False
        name = rule_name(rule, self.lang)
        status = html.escape(self._say("status", rule=name, number=self.number))
        if _turned(self.task.exercise):  # the board is turned round: say so
            status += f'<div class="bg-as-black">{html.escape(self._say("as-black"))}</div>'
        self._status.value = status
        self._update()

    @property
    def stars(self) -> dict[str, int]:
        """Stars per rule, from the saved answers and this visit's."""
        progress = self._progress or Progress()
        return {rule: stars(progress.training(rule)) for rule in RULES}

    def record(self, rule: str) -> tuple[int, int]:
        """``(right, answers)`` counted for ``rule``."""
        answers = (self._progress or Progress()).training(rule)
        return sum(answer.correct for answer in answers), len(answers)

    def __repr__(self) -> str:
        return f"TrainingWidget(seed={self.seed!r})"

    # -- inside ----------------------------------------------------------------------------

    def _checked(self, exercise: Exercise, feedback: Feedback) -> None:
        """The exercise widget's hook: the first verdict on a task is saved and counted."""
        if self._counted or self.task is None or self._progress is None:
            return
        self._counted = True
        answer = Answer.training(self.task.rule, feedback.correct, self.session)
        self._recorder(answer)
        self._progress = self._progress.merged([answer])
        self._update()

    def _update(self) -> None:
        progress = self._progress or Progress()
        problem = self._recorder.problem
        self._problem.value = (
            ""
            if problem is None
            else html.escape(self._say("saved-only-here", problem=problem.text(self.lang)))
        )
        training = progress.training()
        state = boxes(training)
        waiting = {rule: wait for rule, _, wait in queue(training, self.session)}
        say = self._say
        head = [say("rule"), say("stars"), say("row"), say("right"), say("box"), say("when")]
        rows = []
        for rule in RULES:
            answers = progress.training(rule)
            count = stars(answers)
            box = state[rule].box if rule in state else 0
            if not answers:
                when = say("new")
            elif waiting[rule] == 0:
                when = say("now")
            else:
                when = say("later", count=waiting[rule])
            current = " bg-current" if self.task is not None and rule == self.task.rule else ""
            cells = [
                rule_name(rule, self.lang),
                f'<span class="bg-star-count" title="{count}">{star_text(count)}</span>',
                str(streak(answers)),
                f"{sum(a.correct for a in answers)} / {len(answers)}",
                str(box) if box else "–",
                when,
            ]
            rows.append(f'<tr class="bg-star-row bg-rule-{rule}{current}"><td>' + "</td><td>".join(cells))
        header = "<tr><th>" + "</th><th>".join(head) + "</th></tr>"
        self._stars.value = "<table>" + header + "</td></tr>".join(rows) + "</td></tr></table>"
        due = [rule for rule, box, wait in queue(training, self.session) if wait == 0 and box]
        names = ", ".join(rule_name(rule, self.lang) for rule in due)
        self._queue.value = html.escape(say("due", rules=names) if due else say("none-due"))
        for box in (self._stars, self._queue):
            box.layout.display = None

    def _say(self, key: str, **params: object) -> str:
        return WidgetMessage.say(f"training-{key}", self.lang, **params)

    def _oops(self, error: str) -> None:
        self._problem.value = html.escape(WidgetMessage.say("internal-error", self.lang, error=error))


def _turned(exercise: Exercise) -> bool:
    """Whether the exercise's board is seen from Black's side: Black on roll in a game going on (a
    finished game and the cube's questions are drawn from White's side, as the lessons draw them)."""
    position = exercise.position
    return position.turn is BLACK and not position.is_game_over and exercise.cube is None
