"""CubeExerciseWidget: a doubling-cube question with the cube's situation, an answer, a hint and
the engine's verdict (:mod:`bgtutor.tutor.cube_exercises`).

>>> from bgtutor.tutor.lessons.cube_lesson import EXERCISES
>>> widget = CubeExerciseWidget(EXERCISES["cube-gammon-on-4"])
>>> widget.answer("4")
>>> widget.verdict, widget.feedback.startswith("Nicht richtig.")
('bg-wrong', True)
"""

from __future__ import annotations

import ipywidgets as widgets

from bgtutor.rules.i18n import language
from bgtutor.tutor.cube_exercises import CubeExercise, check, cube_text, solution
from bgtutor.widgets.common import button, escape, plain_text, text_box, verdict_html, verdict_text
from bgtutor.widgets.static import StaticFallback

_WORDS = {
    "de": {
        "check": "Prüfen",
        "hint": "Tipp",
        "solution": "Lösung",
        "answer": "Deine Antwort:",
        "cube": "Würfel:",
        "solution-text": "Lösung: {answer}. {why}",
        "error": "Programmfehler: {error}",
    },
    "en": {
        "check": "Check",
        "hint": "Hint",
        "solution": "Solution",
        "answer": "Your answer:",
        "cube": "Cube:",
        "solution-text": "Solution: {answer}. {why}",
        "error": "Program error: {error}",
    },
}

_ANSWERS = {"en": {"ja": "yes", "nein": "no", "Weiß": "White", "Schwarz": "Black"}}
"""The engine's canonical answers (:func:`bgtutor.tutor.cube_exercises.solution`) in another language."""


class CubeExerciseWidget(StaticFallback, widgets.VBox):  # type: ignore[misc]
    """The task, where the cube is, an answer box with Prüfen, Tipp and Lösung, and the verdict."""

    def __init__(self, exercise: CubeExercise | str, lang: str | None = None) -> None:
        lang = language(lang)
        if isinstance(exercise, str):
            from bgtutor.tutor.lessons.cube_lesson import EXERCISES

            exercise = EXERCISES[exercise]
        self.exercise, self.lang = exercise, lang
        words = _WORDS[lang]
        self._task = text_box("bg-task", f"<b>{escape(exercise.task.get(lang))}</b>")
        self._situation = text_box("bg-cube-situation", escape(cube_text(exercise.state, lang)))
        self._answer = widgets.Text(description=words["answer"], style={"description_width": "initial"})
        self._answer.add_class("bg-answer")
        self._check = button(words["check"], "bg-check", self.check, self._oops)
        self._hint = button(words["hint"], "bg-hint", self.hint, self._oops)
        self._solution = button(words["solution"], "bg-solution", self.show_solution, self._oops)
        self._feedback = text_box("bg-feedback")
        row = widgets.HBox([self._answer, self._check, self._hint, self._solution])
        super().__init__([self._task, self._situation, row, self._feedback])
        self.add_class("bg-cube-exercise")

    def answer(self, text: str) -> None:
        """Type ``text`` as the answer and check it."""
        self._answer.value = text
        self.check()

    def check(self) -> None:
        """Check the answer typed; the verdict names the rule when it is wrong."""
        feedback = check(self.exercise, self._answer.value)
        css = "bg-right" if feedback.correct else "bg-wrong" if feedback.understood else "bg-notice"
        self._feedback.value = verdict_html(css, feedback.text(self.lang))

    def hint(self) -> None:
        """Show the exercise's hint."""
        self._feedback.value = verdict_html("bg-hint-text", self.exercise.hint.get(self.lang))

    def show_solution(self) -> None:
        """Show the engine's answer and why."""
        answer = solution(self.exercise)
        text = _WORDS[self.lang]["solution-text"].format(
            answer=_ANSWERS.get(self.lang, {}).get(answer, answer), why=self.exercise.why.get(self.lang)
        )
        self._feedback.value = verdict_html("bg-solution-text", text)

    @property
    def feedback(self) -> str:
        """The verdict shown, as plain text without its icon."""
        return verdict_text(self._feedback.value)

    @property
    def verdict(self) -> str | None:
        """The CSS class of what is shown (``"bg-right"``, ``"bg-wrong"``, ...), ``None`` if nothing."""
        for css in ("bg-right", "bg-wrong", "bg-notice", "bg-hint-text", "bg-solution-text", "bg-error"):
            if f' {css}"' in self._feedback.value or f" {css} " in self._feedback.value:
                return css
        return None

    def __repr__(self) -> str:
        return f"CubeExerciseWidget({self.exercise.key!r})"

    def _oops(self, error: str) -> None:
        self._feedback.value = verdict_html("bg-error", _WORDS[self.lang]["error"].format(error=error))

    @property
    def task(self) -> str:
        """The task as plain text."""
        return plain_text(self._task.value)
