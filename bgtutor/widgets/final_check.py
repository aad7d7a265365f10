"""FinalCheckWidget: the final check, its tasks one at a time, then which rules are mastered.

"Prüfung beginnen" makes a fresh :func:`~bgtutor.tutor.final_check.final_check`; each task is an
:class:`~bgtutor.widgets.exercise.ExerciseWidget`, and its first answer is saved (as a training answer
of the final check's session) and counts. A wrong answer is told the rule at once; "Nächste Aufgabe"
goes on. After the last task the widget says which rules the learner masters and which to review,
each with the levels of the lessons that teach it, and offers a new check.

>>> import tempfile
>>> from pathlib import Path
>>> widget = FinalCheckWidget(lang="en", seed=3, path=Path(tempfile.mkdtemp()) / "progress.json")
>>> widget.start(); widget.number, widget.total == len(widget.check.tasks)
(1, True)
"""

from __future__ import annotations

import html
import uuid

import ipywidgets as widgets

from bgtutor.files.json_files import StrPath
from bgtutor.rules.i18n import language
from bgtutor.tutor.exercises.drills import RULES, rule_name
from bgtutor.tutor.exercises.engine import Exercise, Feedback
from bgtutor.tutor.final_check import (
    PER_RULE,
    SESSION_PREFIX,
    FinalCheck,
    RuleVerdict,
    final_check,
    levels_for,
    verdicts,
)
from bgtutor.tutor.progress.records import Answer, Recorder
from bgtutor.widgets.common import button, text_box
from bgtutor.widgets.exercise import ExerciseWidget
from bgtutor.widgets.messages import WidgetMessage
from bgtutor.widgets.static import StaticFallback


class FinalCheckWidget(StaticFallback, widgets.VBox):  # type: ignore[misc]
    """The final check (``seed`` fixes its first tasks; ``path``: the progress file)."""

    def __init__(
        self, *, lang: str | None = None, seed: int | None = None, path: StrPath | None = None,
        theme: str | None = None,
    ) -> None:  # fmt: skip
        self.lang, self.theme, self.seed = language(lang), theme, seed
        self.check: FinalCheck | None = None
        self.answers: list[tuple[str, bool]] = []
        self.index = -1
        self.exercise_widget: ExerciseWidget | None = None
        self._recorder = Recorder(path)
        self._session = ""
        say = self._say
        self._start = button(say("start"), "bg-final-start", self.start, self._oops)
        self._start.button_style = "primary"
        self._next = button(
            WidgetMessage.say("level-next", self.lang), "bg-final-next", self.next, self._oops
        )
        self._status = text_box("bg-final-status")
        self._task = widgets.VBox([])
        self._task.add_class("bg-final-task")
        self._result = text_box("bg-final-result")
        intro = say("intro", count=PER_RULE * len(RULES))
        super().__init__(
            [
                text_box("bg-final-title", f"<h2>{html.escape(say('title'))}</h2>"),  # under the page's h1
                text_box("bg-final-intro", html.escape(intro)),
                self._start,
                self._status,
                self._task,
                self._result,
            ]
        )
        self.add_class("bg-final-check")

    # -- the programmatic interface ---------------------------------------------------------

    @property
    def number(self) -> int:
        """The number of the task shown (1 for the first; 0 before the check starts)."""
        return self.index + 1

    @property
    def total(self) -> int:
        """The tasks of the check (0 before it starts)."""
        return 0 if self.check is None else len(self.check.tasks)

    def start(self) -> None:
        """Begin a fresh check (the first with ``seed`` if one was given)."""
        self.check = final_check(self.seed, lang=self.lang)
        self.seed = None  # "Neue Prüfung": new positions
        self._session = SESSION_PREFIX + uuid.uuid4().hex
        self.answers = []
        self.index = -1
        self._result.value = ""
        self._start.layout.display = "none"
        self.next()

    def next(self) -> None:
        """The next task, or after the last one what the check found."""
        if self.check is None:
            raise RuntimeError("start the check first")
        self.index += 1
        if self.index >= len(self.check.tasks):
            self._finish()
            return
        task = self.check.tasks[self.index]
        self.exercise_widget = ExerciseWidget(
            task.exercise, lang=self.lang, theme=self.theme, progress=self._answered, extra=[self._next]
        )
        self._next.disabled = True  # the first answer first
        self._task.children = [self.exercise_widget]
        where = WidgetMessage.say("level-task", self.lang, number=self.number, total=self.total)
        self._status.value = f"<b>{html.escape(where)}</b> · {html.escape(rule_name(task.rule, self.lang))}"

    def verdicts(self) -> list[RuleVerdict]:
        """Per rule answered so far: first answers right out of its tasks."""
        return verdicts(self.answers)

    def __repr__(self) -> str:
        return f"FinalCheckWidget(task {self.number} of {self.total})"

    # -- inside ----------------------------------------------------------------------------

    def _answered(self, exercise: Exercise, feedback: Feedback) -> None:
        """The first verdict on a task counts and is saved; then the learner may go on."""
        assert self.check is not None
        rule = self.check.tasks[self.index].rule
        self.answers.append((rule, feedback.correct))
        self._recorder(Answer.training(rule, feedback.correct, self._session))
        self._next.disabled = False

    def _finish(self) -> None:
        self._task.children = []
        self._status.value = ""
        found = self.verdicts()
        right = sum(verdict.right for verdict in found)
        mastered = [rule_name(v.rule, self.lang) for v in found if v.mastered]
        review = [self._review(v) for v in found if not v.mastered]
        lines = [self._say("score", right=right, total=sum(v.total for v in found))]
        lines.append(
            self._say("mastered", rules=", ".join(mastered)) if mastered else self._say("none-mastered")
        )
        lines.append(self._say("review", rules="; ".join(review)) if review else self._say("all-mastered"))
        problem = self._recorder.problem
        if problem is not None:
            lines.append(
                WidgetMessage.say("training-saved-only-here", self.lang, problem=problem.text(self.lang))
            )
        self._result.value = "".join(f"<p>{html.escape(line)}</p>" for line in lines)
        self._start.description = self._say("again")
        self._start.layout.display = None

    def _review(self, verdict: RuleVerdict) -> str:
        """A rule to review, with the levels that teach it."""
        name = rule_name(verdict.rule, self.lang)
        levels = levels_for(verdict.rule)
        if not levels:
            return name
        labels = ", ".join(f"{level.label} {level.title.get(self.lang)}" for level in levels)
        return self._say("review-rule", rule=name, levels=labels)

    def _say(self, key: str, **params: object) -> str:
        return WidgetMessage.say(f"final-{key}", self.lang, **params)

    def _oops(self, error: str) -> None:
        self._result.value = html.escape(WidgetMessage.say("internal-error", self.lang, error=error))
