"""The final check: a fresh mix over every rule, only the first answer counts, and the learner is told
which rules they master and which levels to review; the answers reach the teacher's overview."""

from __future__ import annotations

from pathlib import Path

import pytest

from bgtutor.tutor.exercises.drills import RULES, rule_name
from bgtutor.tutor.exercises.engine import Exercise, check, truth
from bgtutor.tutor.exercises.kinds import find_kind
from bgtutor.tutor.final_check import PER_RULE, SESSION_PREFIX, final_check, levels_for, verdicts
from bgtutor.tutor.lessons import LEVELS
from bgtutor.tutor.progress.records import load_progress
from bgtutor.tutor.progress.report import class_overview
from bgtutor.widgets.final_check import FinalCheckWidget


def test_a_check_mixes_every_rule_and_is_fresh_each_time() -> None:
    one, other = final_check(seed=1), final_check(seed=2)
    assert sorted(task.rule for task in one.tasks) == sorted(RULES * PER_RULE)
    assert [task.rule for task in one.tasks] != sorted(task.rule for task in one.tasks)  # mixed, not in order
    assert [t.exercise.position for t in one.tasks] != [t.exercise.position for t in other.tasks]
    assert final_check().seed != final_check().seed  # no seed: a new one each time


def test_a_rule_is_mastered_only_with_every_task_right() -> None:
    found = {v.rule: v for v in verdicts([("hit", True), ("hit", False), ("enter", True), ("enter", True)])}
    assert not found["hit"].mastered and found["enter"].mastered
    assert (found["hit"].right, found["hit"].total) == (1, 2)


def test_the_levels_to_review_are_those_that_teach_the_rule() -> None:
    for rule in RULES:
        assert all(level.rule == rule for level in levels_for(rule))
    taught = {level.rule for level in LEVELS.values()} - {None}
    assert all(levels_for(rule) for rule in taught)


def a_wrong_answer(exercise: Exercise) -> str:
    """A readable answer the engine calls wrong (for a task not made on the board)."""
    assert not find_kind(exercise.kind).on_board
    for answer in [
        "no",
        "yes",
        "0",
        "1",
        "99",
        "none",
        "24",
        "single",
        "gammon",
        "white",
        "black",
        "6",
        "both",
    ]:
        feedback = check(exercise, answer)
        if feedback.well_formed and not feedback.correct:
            return answer
    raise AssertionError(f"no wrong answer found for {exercise.key}")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_learner_is_told_what_to_review(tmp_path: Path, lang: str) -> None:
    path = tmp_path / "class" / "ada.json"
    path.parent.mkdir()
    widget = FinalCheckWidget(lang=lang, seed=5, path=path)
    widget.start()
    assert widget.check is not None
    wrong = next(n for n, task in enumerate(widget.check.tasks) if not find_kind(task.exercise.kind).on_board)
    missed = widget.check.tasks[wrong].rule
    for number, task in enumerate(widget.check.tasks):
        exercise = widget.exercise_widget
        assert exercise is not None and widget.number == number + 1
        assert widget._next.disabled  # the first answer first
        exercise.answer(a_wrong_answer(task.exercise) if number == wrong else truth(task.exercise)[0])
        assert exercise.check().correct is (number != wrong)
        assert not widget._next.disabled
        widget.next()
    result = widget._result.value
    assert ("Wiederhole" if lang == "de" else "Review") in result and rule_name(missed, lang) in result
    assert f"{widget.total - 1} " in result  # "33 von 34 Aufgaben ..."
    for level in levels_for(missed):
        assert level.label in result
    saved = load_progress(path).training()
    assert len(saved) == widget.total and all(a.session.startswith(SESSION_PREFIX) for a in saved)
    (row,) = class_overview(path.parent, lang=lang).rows
    assert row.final == (widget.total - 1, widget.total)


def test_a_wrong_first_answer_counts_even_when_corrected(tmp_path: Path) -> None:
    widget = FinalCheckWidget(lang="en", seed=11, path=tmp_path / "progress.json")
    widget.start()
    assert widget.check is not None
    while find_kind(widget.check.tasks[widget.index].exercise.kind).on_board:  # to a task with a typed answer
        assert widget.exercise_widget is not None
        widget.exercise_widget.answer(truth(widget.check.tasks[widget.index].exercise)[0])
        widget.exercise_widget.check()
        widget.next()
    task, exercise = widget.check.tasks[widget.index], widget.exercise_widget
    assert exercise is not None
    before = list(widget.answers)
    exercise.answer(a_wrong_answer(task.exercise))
    assert not exercise.check().correct
    exercise.try_again()
    exercise.answer(truth(task.exercise)[0])
    assert exercise.check().correct
    assert widget.answers == [*before, (task.rule, False)]  # the retry teaches; it does not count
