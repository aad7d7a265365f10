"""A move the exam board refuses is an answer: on an exercise's board the learner can make the
mistake a rule is about (land on a blocked point, move another checker while one waits on the
bar, bear off too early or below an occupied higher point, pass over two blocked points); the
move is not made, the exercise judges it at once as a wrong try that names the rule, and the
learner goes on from the same board. Both board backends, both languages."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from helpers import board

from bgtutor import Position, Roll, legal_plays
from bgtutor.rules.exam import Refusal
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.places import Place, place
from bgtutor.rules.plays import Play
from bgtutor.tutor.exercises.base import Kind
from bgtutor.tutor.exercises.engine import Exercise, Feedback, Worked
from bgtutor.tutor.exercises.outcomes import board_outcomes
from bgtutor.tutor.lessons import LESSONS
from bgtutor.tutor.progress.records import load_progress
from bgtutor.widgets import BoardWidget, ExerciseWidget
from bgtutor.widgets.backend import use
from bgtutor.widgets.board import MplBoardWidget


@dataclass(frozen=True)
class Mistake:
    """A position and roll, the move the learner tries (places as the board labels them) and the
    rule that refuses it."""

    position: Position
    roll: Roll
    src: Place
    dst: Place
    rule: Rule

    @property
    def exercise(self) -> Exercise:
        """Any legal play is right: what is judged here is the refused move."""
        plays = tuple(str(play) for play in legal_plays(self.position, self.roll))
        return Exercise(f"t-{self.rule}", Kind.PLAY, self.position, plays, self.roll)


MISTAKES = {
    "blocked-landing": Mistake(Position.start(), Roll(6, 5), 24, 19, Rule.BLOCKED),
    "entry-blocked": Mistake(Position.from_id("G9vABwDg5+ADQA"), Roll(3, 1), "bar", 24, Rule.ENTRY_BLOCKED),
    "bar-first": Mistake(Position.from_id("G9vABwDg5+ADQA"), Roll(3, 1), 13, 10, Rule.BAR_FIRST),
    "not-all-home": Mistake(board({7: 1, 5: 14}, {24: 15}), Roll(5, 2), 5, "off", Rule.NOT_ALL_HOME),
    "higher-point": Mistake(board({4: 1, 2: 1}, {24: 15}), Roll(6, 3), 2, "off", Rule.HIGHER_POINT),
    "intermediate-blocked": Mistake(
        board({24: 2, 13: 13}, {19: 2, 18: 2, 1: 11}), Roll(6, 5), 24, 13, Rule.INTERMEDIATE_BLOCKED
    ),
}


@pytest.fixture(params=["svg", "matplotlib"])
def backend(request: pytest.FixtureRequest) -> Iterator[str]:
    """Boards made in the test come from this backend (widgets/backend.py)."""
    use(request.param)
    try:
        yield request.param
    finally:
        use(None)


def clicks(widget: ExerciseWidget, play: Play) -> None:
    """Make ``play`` on the widget's board, step by step with the mouse (a checker still chosen
    after a refused move is let go first)."""
    assert widget.board is not None
    if widget.board.state.selected is not None:
        widget.board.click(place(widget.board.state.selected))
        assert widget.board.state.selected is None
    for step in play.steps:
        widget.board.click(place(step.src))
        widget.board.click(place(step.dst))


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("name", sorted(MISTAKES))
def test_the_mistake_is_tried_judged_with_its_rule_and_the_learner_goes_on(
    name: str, lang: str, backend: str
) -> None:
    mistake = MISTAKES[name]
    first: list[Feedback] = []
    tries: list[tuple[bool, int]] = []
    widget = ExerciseWidget(mistake.exercise, lang=lang, progress=lambda _, feedback: first.append(feedback))
    widget.on_answer(lambda feedback, attempt: tries.append((feedback.correct, attempt)))
    board_widget = widget.board
    assert board_widget is not None
    assert isinstance(board_widget, BoardWidget if backend == "svg" else MplBoardWidget)
    before = board_widget.position
    board_widget.click(mistake.src)
    assert mistake.dst in [place(dst) for dst in board_widget.state.targets]  # offered like the others
    assert widget.verdict is None and widget.attempts == 0  # choosing a checker is no answer
    board_widget.click(mistake.dst)
    feedback = widget.last
    assert feedback is not None and not feedback.correct and feedback.well_formed
    assert isinstance(feedback.message, Reason) and feedback.message.rule is mistake.rule
    assert widget.verdict == "bg-rule" and feedback.message.text(lang) in widget.feedback
    assert widget.feedback.startswith("Leider nicht." if lang == "de" else "Not quite.")
    assert "bg-wrong" in widget._feedback.value  # a broken rule is a wrong answer too
    assert widget.attempts == 1 and tries == [(False, 1)] and len(first) == 1 and not first[0].correct
    assert board_widget.written == () and board_widget.position == before  # the move was not made
    assert board_widget.state.confirmed is None
    board_widget.click(mistake.dst)  # the same move again: the same verdict, no new try
    assert widget.attempts == 1 and widget.verdict == "bg-rule"
    board_widget.undo()  # nothing to undo
    clicks(widget, legal_plays(mistake.position, mistake.roll)[0])  # on from the same board
    solved = widget.check()
    assert solved.correct and widget.verdict == "bg-right" and board_widget.state.confirmed is not None
    assert widget.attempts == 2 and tries == [(False, 1), (True, 2)]
    assert len(first) == 1  # the first answer is what counts


def test_a_refused_move_after_some_steps_keeps_them_and_a_second_wrong_try_brings_the_solution() -> None:
    widget = ExerciseWidget(MISTAKES["intermediate-blocked"].exercise, lang="en")  # Black holds 19 and 18
    assert widget.board is not None
    widget.board.click(24)
    widget.board.click(13)  # 24/13 would pass over 18 or 19: both blocked
    assert widget.attempts == 1 and widget.last is not None
    assert not any(isinstance(item, Worked) for item in widget.last.teach)
    widget.board.click(24)  # let go of the checker on 24
    widget.board.click(13)
    widget.board.click(7)  # 13/7 with the 6
    widget.board.click(24)
    widget.board.click(19)  # 24/19 with the 5
    assert widget.board.written == ("13/7",) and widget.attempts == 2
    second = widget.last
    assert second is not None and isinstance(second.message, Reason) and second.message.rule is Rule.BLOCKED
    assert any(isinstance(item, Worked) for item in second.teach)  # the worked solution, second try
    widget.board.click(24)
    widget.board.click(13)
    widget.board.click(8)
    assert widget.board.written == ("13/7", "13/8") and widget.check().correct and widget.attempts == 3


def test_a_verdict_on_a_refused_move_stays_while_the_board_speaks_again() -> None:
    mistake = MISTAKES["bar-first"]
    widget = ExerciseWidget(mistake.exercise, lang="en")
    assert widget.board is not None
    widget.board.click(13)
    widget.board.click(10)
    assert widget.board._message.layout.display == "none"  # the verdict says the rule, not twice
    widget.board.click("bar")  # choosing the checker on the bar: its notice is shown again
    assert widget.board._message.layout.display is None and "bar" in widget.board.message
    assert widget.verdict == "bg-rule"  # until the steps change
    widget.board.click(22)
    assert widget.verdict is None and widget.board.written == ("bar/22",)


def test_a_typed_play_with_a_refused_leg_is_an_answer_a_typed_non_move_is_not() -> None:
    mistake = MISTAKES["bar-first"]
    widget = ExerciseWidget(mistake.exercise, lang="de")
    widget.answer("13/10")  # the 3 fits, but a checker waits on the bar
    assert widget.attempts == 1 and widget.last is not None
    assert isinstance(widget.last.message, Reason) and widget.last.message.rule is Rule.BAR_FIRST
    widget.answer("bar/23")  # 2 pips: no number fits, no move at all: the board says so, no try
    assert widget.attempts == 1 and widget.board is not None
    assert isinstance(widget.board.state.message, Reason) and widget.board.state.message.rule is Rule.NO_DIE
    widget.answer("bar/22 6/5")
    assert widget.check().correct and widget.attempts == 2


def test_an_empty_check_where_no_checker_can_move_is_right_and_every_move_tried_is_wrong() -> None:
    closed = board({"bar": 1, 6: 14}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2, 12: 3})
    exercise = Exercise("t-dance", Kind.PLAY, closed, ("none",), Roll(6, 5))
    widget = ExerciseWidget(exercise, lang="en")
    assert widget.board is not None and not widget._check.disabled  # as on every exam board
    movable = ExerciseWidget(MISTAKES["blocked-landing"].exercise, lang="en")
    assert widget.board.message == movable.board.message  # not told: whether it can move is the task
    widget.board.click("bar")
    widget.board.click(19)
    assert widget.attempts == 1 and widget.last is not None
    assert isinstance(widget.last.message, Reason) and widget.last.message.rule is Rule.ENTRY_BLOCKED
    widget.board.click(6)
    widget.board.click(1)
    assert widget.attempts == 2 and widget.last.message.rule is Rule.BAR_FIRST
    assert widget.check().correct and widget.attempts == 3


def test_practice_boards_keep_refusing_quietly() -> None:
    mistake = MISTAKES["bar-first"]
    heard: list[Refusal] = []
    practice = BoardWidget(mistake.position, mistake.roll)  # the practice game's board: Turn, not ExamTurn
    practice.on_refused(heard.append)
    practice.click(13)  # refused as soon as it is chosen, as before
    practice.click(10)
    assert isinstance(practice.state.message, Reason) and practice.state.message.rule is Rule.BAR_FIRST
    assert heard == [] and practice.state.refused is None and practice.written == ()


def test_a_lesson_exercise_records_the_refused_try(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BGTUTOR_HOME", str(tmp_path))
    exercise, outcome = next(
        (exercise, outcome)
        for lesson in LESSONS
        for exercise in lesson.exercises
        if exercise.kind is Kind.PLAY
        for outcome in board_outcomes(exercise).outcomes
        if outcome.refused is not None and not outcome.play
    )
    assert outcome.refused is not None
    src, dst = outcome.refused.split("/")
    widget = ExerciseWidget(exercise)
    assert widget.board is not None
    widget.board.click(int(src) if src.isdigit() else src)
    widget.board.click(int(dst) if dst.isdigit() else dst)
    assert widget.attempts == 1 and widget.verdict == "bg-rule"
    records = load_progress().lessons()
    assert [(answer.key, answer.correct, answer.attempt) for answer in records] == [(exercise.key, False, 1)]
