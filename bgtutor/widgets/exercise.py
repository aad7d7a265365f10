"""ExerciseWidget: a task, a board, an answer; Check, Hint, Show solution, Try again.

A play is made on the board (or typed); other answers (yes/no, points, numbers, a result)
are typed or clicked. Every verdict comes from :func:`bgtutor.exercises.check`.

>>> from bgtutor.lessons import EXERCISES
>>> widget = ExerciseWidget(EXERCISES["start-pip-count"], lang="en")
>>> widget.answer("167"); widget.check().correct
True
"""

from __future__ import annotations

import ipywidgets as widgets

from bgtutor.color import WHITE
from bgtutor.exercises import Exercise, Feedback, Kind, Note, check, hint_text, solution_text, task_text
from bgtutor.i18n import translate
from bgtutor.lessons import EXERCISES
from bgtutor.notation import NO_PLAY
from bgtutor.render import BoardView
from bgtutor.widgets.board import BoardWidget
from bgtutor.widgets.canvas import board_canvas
from bgtutor.widgets.common import button, escape, plain_text, text_box
from bgtutor.widgets.static import StaticFallback


class ExerciseWidget(StaticFallback, widgets.VBox):  # type: ignore[misc]
    """One exercise (an :class:`~bgtutor.exercises.Exercise` or the key of one)."""

    def __init__(self, exercise: Exercise | str, *, lang: str = "de", theme: str = "classic") -> None:
        self.exercise = EXERCISES[exercise] if isinstance(exercise, str) else exercise
        self.lang = lang
        self.last: Feedback | None = None
        self._task = text_box("bg-task", f"<b>{escape(task_text(self.exercise, lang))}</b>")
        self._feedback = text_box("bg-feedback")
        self._answer = widgets.Text(placeholder=translate("exercise-answer", lang))
        self._answer.add_class("bg-answer")
        self.board: BoardWidget | None = None
        children: list[widgets.Widget] = [self._task]
        if self.exercise.kind is Kind.PLAY:
            self.board = BoardWidget(self.exercise.position, self.exercise.roll, lang=lang, theme=theme)
            self.board.on_confirm(lambda _: self.check())
            children.append(self.board)
        else:
            position = self.exercise.position
            numbering = WHITE if position.is_game_over else position.turn
            # counting the pips is the exercise: the board must not show them
            view = BoardView(
                theme=theme, numbering=numbering, lang=lang, pips=self.exercise.kind is not Kind.PIP_COUNT
            )
            view.show(self.exercise.position, roll=self.exercise.roll)
            self.view = view
            children.append(board_canvas(view.figure, lambda x, y: None))
        if self.exercise.kind is Kind.IS_LEGAL:
            yes = button(translate("button-yes", lang), "bg-yes", lambda: self._say("ja"), self._oops)
            no = button(translate("button-no", lang), "bg-no", lambda: self._say("nein"), self._oops)
            children.append(widgets.HBox([yes, no]))
        elif self.exercise.kind is not Kind.PLAY:
            children.append(self._answer)
        self._check = button(translate("button-check", lang), "bg-check", self.check, self._oops)
        self._hint = button(translate("button-hint", lang), "bg-hint", self.hint, self._oops)
        self._solution = button(
            translate("button-solution", lang), "bg-solution", self.show_solution, self._oops
        )
        self._retry = button(translate("button-retry", lang), "bg-retry", self.try_again, self._oops)
        children += [widgets.HBox([self._check, self._hint, self._solution, self._retry]), self._feedback]
        super().__init__(children)
        self.add_class("bg-exercise")

    # -- the programmatic interface ---------------------------------------------------------

    def answer(self, text: str) -> None:
        """Type an answer (for a play: typed onto the board)."""
        if self.board is not None:
            self.board.enter(text)
        else:
            self._answer.value = text

    def check(self) -> Feedback:
        """Judge the answer given so far and show the verdict."""
        given = " ".join(self.board.steps) if self.board is not None else self._answer.value
        if self.board is not None and self.board.state.turn is not None and not self.board.state.turn.needed:
            given = NO_PLAY  # nothing can move: passing is the answer
        if (
            self.board is not None
            and not given
            and self.board.state.turn
            and self.board.state.turn.legal[0].steps
        ):
            self.last = Feedback(
                False, Note.of("make-a-move"), "; ".join(self.exercise.answers), well_formed=False
            )
            self._show("bg-notice", self.last.text(self.lang))
            return self.last
        self.last = check(self.exercise, given)
        css = "bg-right" if self.last.correct else "bg-wrong"
        self._show(css, self.last.text(self.lang))
        return self.last

    def hint(self) -> None:
        """Show a hint."""
        self._show("bg-hint-text", hint_text(self.exercise, self.lang))

    def show_solution(self) -> None:
        """Show the solution with its reason."""
        self._show("bg-solution-text", solution_text(self.exercise, self.lang))

    def try_again(self) -> None:
        """Clear the answer and the verdict."""
        self.last = None
        self._answer.value = ""
        if self.board is not None:
            self.board.set_turn(self.exercise.position, self.exercise.roll)
        self._feedback.value = ""

    def __repr__(self) -> str:
        return f"ExerciseWidget({self.exercise.key!r})"

    @property
    def feedback(self) -> str:
        """The text shown under the exercise."""
        return plain_text(self._feedback.value)

    # -- inside ----------------------------------------------------------------------------

    def _say(self, text: str) -> None:
        self._answer.value = text
        self.check()

    def _show(self, css: str, text: str) -> None:
        self._feedback.value = f'<div class="{css}">{escape(text)}</div>'

    def _oops(self, error: str) -> None:
        self._show("bg-error", translate("internal-error", self.lang, error=error))

