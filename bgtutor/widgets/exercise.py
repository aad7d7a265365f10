"""ExerciseWidget: a task, the verdict, a board, an answer; Check, Hint, Show solution, Try again.

A play is made on an exam board (or typed onto it): the board offers every move the dice reach,
so the learner can make the mistakes the exercise is about. A move a rule forbids on its own is
not made but judged at once, a wrong try with that rule; every other step is made, and the one
"Check" button judges the whole play. Other answers (yes/no, points, numbers, a result, a colour, a
score) are typed or clicked. A question about the doubling cube shows where the cube is (and the
match score) under the task. Every verdict comes from :func:`bgtutor.tutor.exercises.engine.check` and
is shown between the task and the board, with colour, an icon and words.

>>> from bgtutor.tutor.lessons import EXERCISES
>>> widget = ExerciseWidget(EXERCISES["start-pip-count"], lang="en")
>>> widget.answer("167"); widget.check().correct
True
>>> from bgtutor import Position, Roll
>>> from bgtutor.tutor.exercises.base import Kind
>>> position = Position.from_points({5: 1, 4: 1}, {24: 2})  # Black holds White's 1 point
>>> widget = ExerciseWidget(Exercise("spoil", Kind.PLAY, position, ("5/2 4/off",), Roll(5, 3)), lang="en")
>>> widget.board.click(5); widget.board.click("off")  # 5/off: allowed alone, not with the 3 left
>>> feedback = widget.check()
>>> feedback.correct, feedback.message.rule.name, widget.verdict
(False, 'MUST_USE_BOTH', 'bg-rule')
>>> widget = ExerciseWidget("cube-not-owner", lang="en")  # a cube question: yes or no
>>> widget.choose("yes"); widget.check().correct, widget.verdict
(False, 'bg-wrong')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import ipywidgets as widgets

from bgtutor.board.describe import describe
from bgtutor.rules.color import WHITE
from bgtutor.rules.exam import Refusal
from bgtutor.rules.explain import Reason
from bgtutor.rules.i18n import language
from bgtutor.rules.plays import Play
from bgtutor.tutor.exercises.base import NONE, Note
from bgtutor.tutor.exercises.cube import cube_text
from bgtutor.tutor.exercises.engine import Exercise, Feedback, check, hint_text, solution_text, task_text
from bgtutor.tutor.exercises.kinds import find_kind
from bgtutor.tutor.lessons import exercise_named
from bgtutor.tutor.progress.records import lesson_hook
from bgtutor.widgets.backend import board_widget, picture
from bgtutor.widgets.common import (
    OneView,
    button,
    escape,
    position_text,
    text_box,
    verdict_html,
    verdict_text,
)
from bgtutor.widgets.focus import focus_when_drawn
from bgtutor.widgets.messages import WidgetMessage
from bgtutor.widgets.static import StaticFallback

if TYPE_CHECKING:
    from bgtutor.widgets.board import MplBoardWidget
    from bgtutor.widgets.svgboard import BoardWidget


class ExerciseWidget(StaticFallback, widgets.VBox):  # type: ignore[misc]
    """One exercise (an :class:`~bgtutor.tutor.exercises.engine.Exercise` or the key of one of the lessons'
    or the cube lesson's), in one view: the board on one side; the task, the board's messages (or
    the cube's state), the answer, "Prüfen" and the verdict right under it on the other (below the
    board where the page is narrow). ``extra`` widgets go under the verdict (the training's
    "Nächste Aufgabe")."""

    def __init__(
        self, exercise: Exercise | str, *, lang: str | None = None, theme: str | None = None,
        progress: Callable[[Exercise, Feedback], object] | None = None,
        extra: Sequence[widgets.Widget] = (),
    ) -> None:  # fmt: skip
        lang = language(lang)
        if isinstance(exercise, str):
            exercise = exercise_named(exercise)  # an unknown key: a clear error (an old copy of a lesson?)
        self.exercise = exercise
        self.lang = lang
        self.last: Feedback | None = None
        self.attempts = 0
        """The learner's readable answers so far ("Nochmal" does not reset them)."""
        # ``progress`` hears the first judged answer (the training's); a lesson's exercise records
        # every try into the progress file, numbered (the first is what scores)
        self.progress = progress
        self.recorded = False
        self._observers: list[Callable[[Feedback, int], object]] = []
        recorder = lesson_hook(self.exercise) if progress is None else None
        if recorder is not None:
            self.on_answer(partial(recorder, self.exercise))
        self._task = text_box("bg-task", f"<b>{escape(task_text(self.exercise, lang))}</b>")
        told = [self._task]
        if exercise.cube is not None:  # where the cube is, as the board does not draw it
            told.append(text_box("bg-cube-situation", escape(cube_text(exercise.cube, lang))))
        self._feedback = text_box("bg-feedback")
        spec = find_kind(self.exercise.kind)
        self._form = spec.form
        self._field: widgets.Text | None = None  # the answer field, made on first use (a play has none)
        self.board: BoardWidget | MplBoardWidget | None = None
        self._judged: tuple[str, ...] | None = None  # the board's steps the verdict shown is about
        self._given: str | Play | Refusal | None = None  # the answer the verdict shown is about
        self._submitting = False
        self._verdict: str | None = None
        self._choices: list[tuple[widgets.Button, str]] = []
        self._toggles: list[tuple[widgets.Button, str]] = []
        answer: list[widgets.Widget] = []
        offered, toggles = spec.offered(self.exercise), spec.toggles(self.exercise)
        if offered:  # e.g. yes and no: one button each; the chosen one shows as pressed
            self._choices = [
                (
                    button(
                        self._label(name),
                        f"bg-{name}",
                        partial(self.choose, choice),
                        self._oops,
                    ),
                    choice,
                )
                for name, choice in offered
            ]
            row = widgets.HBox([choice_button for choice_button, _ in self._choices])
            row.add_class("bg-choices")
            answer.append(row)
        elif toggles:  # points to click, several at once, or "none": read as the typed points
            self._toggles = [
                (button(self._label(name), "bg-toggle", partial(self.toggle, name), self._oops), name)
                for name in toggles
            ]
            none = button(
                WidgetMessage.say("button-none", lang), "bg-none", partial(self.toggle, NONE), self._oops
            )
            self._toggles.append((none, NONE))
            for toggle, _ in self._toggles:  # as wide as its label: 24 points fit in two rows
                toggle.layout.width = "auto"
                toggle.layout.min_width = "2.6em"
            row = widgets.HBox([toggle for toggle, _ in self._toggles])
            row.add_class("bg-choices")
            row.add_class("bg-toggles")
            row.layout.flex_flow = "row wrap"
            answer.append(row)
        elif not spec.on_board:
            answer.append(self._answer)
        self._extra = tuple(extra)
        self._check = button(
            WidgetMessage.say("button-check", lang), "bg-check", self.check, self._oops, self._after_check
        )
        self._check.add_class("bg-submit")
        self._check.button_style = "primary"
        if spec.on_board:
            # The one submit button takes the place of the board's confirm (hidden in exercises);
            # the class lets page scripts that confirm a play on the board find it.
            self._check.add_class("bg-confirm")
        self._hint = button(WidgetMessage.say("button-hint", lang), "bg-hint", self.hint, self._oops)
        self._solution = button(
            WidgetMessage.say("button-solution", lang), "bg-solution", self.show_solution, self._oops
        )
        self._retry = button(WidgetMessage.say("button-retry", lang), "bg-retry", self.try_again, self._oops)
        buttons = widgets.HBox([self._check, self._hint, self._solution, self._retry])
        buttons.add_class("bg-exercise-buttons")
        after = [*answer, buttons, self._feedback, *extra]  # the verdict right under "Prüfen"
        if spec.on_board:
            self.board = board_widget(  # the SVG board or the matplotlib one (widgets/backend.py)
                self.exercise.position, self.exercise.roll, lang=lang, theme=theme, exam=True
            )
            self.board.on_confirm(lambda _: None if self._submitting else self.check())
            self.board.on_refused(self._refused)
            self.board.on_change(lambda _: self._board_changed())
            self.board.frame(told, after)
            view: widgets.Widget = self.board
        else:
            position = self.exercise.position
            # a finished game and the cube's questions are seen from White's side, as the lessons draw
            numbering = WHITE if position.is_game_over or spec.cube else position.turn
            # counting the pips is the exercise: the board must not show them
            self.view, canvas = picture(theme=theme, numbering=numbering, lang=lang, pips=spec.shows_pips)
            self.view.show(self.exercise.position, roll=self.exercise.roll)
            toggle, description = position_text(lang, describe(position, lang, numbering))
            view = OneView(canvas, [*told, *after, toggle, description])
        super().__init__([view])
        self.add_class("bg-exercise")
        self._board_changed()

    # -- the programmatic interface ---------------------------------------------------------

    def answer(self, text: str) -> None:
        """Type an answer (for a play: typed onto the board)."""
        if self.board is not None:
            self.board.enter(text)
        else:
            self._answer.value = text
            self._choose_shown(text)  # the toggles or choice it names show as pressed

    def check(self) -> Feedback:
        """Judge the answer given so far (for a play: the steps on the board) and show the verdict.

        A right play is confirmed on the board (it cannot be changed any more); after a wrong
        one the learner may take steps back and check again.
        """
        board = self.board
        turn = board.state.turn if board is not None else None
        if turn is not None and turn.needed and not turn.steps:
            self.last = Feedback(
                False, Note.of("make-a-move"), "; ".join(self.exercise.answers), well_formed=False
            )
            self._show("bg-notice", self.last.text(self.lang))
            return self.last
        # a play reaches the judge as played, not written down (nothing can move: the empty play, a pass)
        given: str | Play = (
            self._answer.value if board is None else (turn.play if turn is not None else Play())
        )
        return self._judge(given)

    def _refused(self, refusal: Refusal) -> None:
        """A move the exam board offered and refused, as a rule forbids it on its own: an answer,
        judged at once like a wrong play checked with "Prüfen"; the board keeps its steps, and the
        learner goes on from there."""
        self._judge(refusal)

    def _judge(self, given: str | Play | Refusal) -> Feedback:
        """Judge ``given`` and show the verdict: a readable answer is a try (counted, the first
        recorded, the observers told); the same answer again is not."""
        board = self.board
        if self.last is not None and self.last.well_formed and given == self._given:
            self._show_feedback(self.last)  # the same answer again: the same verdict, no new try
            return self.last
        attempt = self.attempts + 1  # the worked solution comes with the second wrong try
        answer = given.reason if isinstance(given, Refusal) else given
        self.last = feedback = check(self.exercise, answer, attempt=attempt)
        if feedback.well_formed:
            self.attempts = attempt
            self._given = given
            if self.progress is not None and not self.recorded:  # the first answer is what counts
                self.recorded = True
                self.progress(self.exercise, feedback)
            for observer in self._observers:
                observer(feedback, attempt)
        self._show_feedback(feedback)
        if board is not None:
            self._judged = board.written
            board.hush(feedback.well_formed)  # the verdict, not "Drücke „Prüfen“", is what is true now
            if feedback.correct and board.state.confirmed is None:
                self._submitting = True
                try:
                    board.confirm()  # the play is done: "Zug bestätigt"
                finally:
                    self._submitting = False
        return feedback

    def _show_feedback(self, feedback: Feedback) -> None:
        if feedback.correct:
            css = "bg-right"
        elif not feedback.well_formed:  # not an answer yet (unreadable): no verdict, a notice
            css = "bg-notice"
        else:  # a broken rule is marked as such; a legal play that misses the task is just wrong
            css = "bg-rule" if isinstance(feedback.message, Reason) else "bg-wrong"
        self._show(css, feedback.text(self.lang))

    def on_answer(self, callback: Callable[[Feedback, int], object]) -> None:
        """Call ``callback(feedback, attempt)`` after every judged answer (attempt 1 is the first
        try; an unreadable answer or the same answer again is no try)."""
        self._observers.append(callback)

    def hint(self) -> None:
        """Show a hint."""
        self._show("bg-hint-text", hint_text(self.exercise, self.lang))

    def show_solution(self) -> None:
        """Show the solution with its reason."""
        self._show("bg-solution-text", solution_text(self.exercise, self.lang))

    def try_again(self) -> None:
        """Clear the answer and the verdict."""
        self.last = None
        if self._field is not None:
            self._field.value = ""
        self._given = None
        self._choose_shown(None)
        if self.board is not None:
            self.board.set_turn(self.exercise.position, self.exercise.roll)
            self.board.hush(False)
        self._feedback.value = ""
        self._judged = self._verdict = None
        self._board_changed()  # "Prüfen" waits for a new choice or play

    def toggle(self, name: str) -> None:
        """Press or release a toggle by its stored answer (a point such as ``"23"``, ``"off"``, or
        ``"none"``, which releases the others): the pressed ones are the answer "Prüfen" judges."""
        pressed = set(self.toggled)
        if name in pressed:
            pressed.discard(name)
        elif name == NONE:
            pressed = {NONE}
        else:
            pressed = (pressed - {NONE}) | {name}
        self.choose(", ".join(toggle for _, toggle in self._toggles if toggle in pressed))

    @property
    def toggled(self) -> tuple[str, ...]:
        """The toggles pressed, as stored answers write them (empty if the answer has no toggles)."""
        names = {toggle for _, toggle in self._toggles}
        return tuple(name for name in self._answer.value.replace(" ", "").split(",") if name in names)

    def choose(self, answer: str) -> None:
        """Press a choice button by its stored answer (``"yes"``, ``"no"``, ``"white"``, ...): it
        shows as pressed, and "Prüfen" judges it."""
        self._answer.value = answer
        self._choose_shown(answer)
        self._check.disabled = not answer
        if self._given is not None and answer != self._given:
            self._feedback.value = ""  # the verdict was about the other choice
            self._verdict = None

    @property
    def chosen(self) -> str | None:
        """The choice pressed, as stored answers write it (``"yes"``, ``"no"``, ...), if the answer is
        a choice."""
        return self._answer.value if self._choices and self._answer.value else None

    def __repr__(self) -> str:
        return f"ExerciseWidget({self.exercise.key!r})"

    @property
    def feedback(self) -> str:
        """The words of the verdict, hint or solution shown (without the icon)."""
        return verdict_text(self._feedback.value)

    @property
    def verdict(self) -> str | None:
        """The CSS class of what is shown: ``"bg-right"``, ``"bg-wrong"``, ``"bg-rule"`` (a broken
        rule), ``"bg-notice"``, ``"bg-hint-text"``, ``"bg-solution-text"``, ``"bg-error"``, or None."""
        return self._verdict

    # -- inside ----------------------------------------------------------------------------

    @property
    def _answer(self) -> widgets.Text:
        """The answer field (shown for a typed answer; a chosen or toggled one is kept in it too),
        made on first use: a play on the board never needs it, one widget less to make."""
        if self._field is None:
            # the field shows the form an answer takes: "nur die Zahl, z. B. 12"
            self._field = widgets.Text(placeholder=WidgetMessage.say(f"ex-example-{self._form}", self.lang))
            self._field.description = WidgetMessage.say("exercise-answer", self.lang)
            self._field.style.description_width = "initial"
            self._field.add_class("bg-answer")
        return self._field

    def _label(self, name: str) -> str:
        """A choice's or toggle's label: a number is its own, a word the catalog's ``button-<name>``."""
        return name if name.isdigit() else WidgetMessage.say(f"button-{name}", self.lang)

    def _choose_shown(self, answer: str | None) -> None:
        toggled = set(self.toggled) if answer else set()
        for choice_button, choice in [*self._choices, *self._toggles]:
            pressed = choice == answer or choice in toggled
            choice_button.button_style = "info" if pressed else ""
            choice_button.icon = "check" if pressed else ""
            if pressed:
                choice_button.add_class("bg-chosen")
            else:
                choice_button.remove_class("bg-chosen")

    def _show(self, css: str, text: str) -> None:
        self._verdict = css
        extra = ("bg-wrong",) if css == "bg-rule" else ()  # a broken rule is a wrong answer too
        self._feedback.value = verdict_html(css, text, extra=extra)

    def _board_changed(self) -> None:
        """Enable "Check" when there is a play to judge; a verdict about other steps goes away."""
        board = self.board
        if board is None:
            self._check.disabled = bool(self._choices or self._toggles) and not self._answer.value
            return
        self._check.disabled = not board.state.can_submit
        if self._judged is not None and board.written != self._judged and board.state.confirmed is None:
            self._judged = self._verdict = None
            self._feedback.value = ""
            board.hush(False)
        elif isinstance(self._given, Refusal) and board.state.refused is None:
            board.hush(False)  # going on after a refused move: the verdict stays, the board speaks again

    def take_focus(self) -> None:
        """Give the keyboard's focus to the answer's first control once it is drawn (a new task
        after "Nächste Aufgabe"): the board, the first choice or toggle, or the answer field."""
        first: widgets.DOMWidget
        if self.board is not None and isinstance(self.board.canvas, widgets.DOMWidget):
            first = self.board.canvas
        elif self._choices or self._toggles:
            first = (self._choices or self._toggles)[0][0]
        else:
            first = self._answer
        box: widgets.Box = self
        box.children = (*box.children, focus_when_drawn(first))

    def _after_check(self) -> widgets.Widget | None:
        """Where the keyboard's focus goes when "Prüfen" is done with (a right play, confirmed): the
        first control under the verdict that can be pressed ("Nächste Aufgabe"), else the board."""
        for control in self._extra:
            if (
                isinstance(control, widgets.Button)
                and not control.disabled
                and control.layout.display != "none"
            ):
                return control
        return None if self.board is None else self.board.canvas

    def _oops(self, error: str) -> None:
        self._show("bg-error", WidgetMessage.say("internal-error", self.lang, error=error))
