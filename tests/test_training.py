"""The training widget (bgtutor.widgets.training), headless: choosing, answering, stars, the queue,
saving between visits; and the lesson exercises' hook into the progress file."""

from __future__ import annotations

import html
from pathlib import Path

import pytest

from bgtutor.rules.color import WHITE
from bgtutor.tutor.exercises.drills import RULES, rule_name
from bgtutor.tutor.lessons import LESSONS
from bgtutor.tutor.progress.records import Answer, load_progress, record
from bgtutor.widgets.exercise import ExerciseWidget
from bgtutor.widgets.training import MIXED, TrainingWidget


def _answer(training: TrainingWidget, right: bool) -> bool:
    widget = training.exercise_widget
    assert widget is not None and training.task is not None
    exercise = training.task.exercise
    if right:
        widget.answer(exercise.answers[0])
    elif exercise.kind.value in ("pip-count", "entering-rolls"):
        widget.answer("0" if exercise.answers[0] != "0" else "1")
    else:
        words = ("single", "gammon", "backgammon") if exercise.kind.value == "result" else ("yes", "no")
        widget.answer(next(word for word in words if word not in exercise.answers))
    return widget.check().correct


def test_unknown_rules_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown rule"):
        TrainingWidget(path=tmp_path / "p.json").choose("castling")


@pytest.mark.parametrize("rule", ["pips", "result", "hit", "enter"])
def test_wrong_then_three_right_earn_the_first_star(tmp_path: Path, rule: str) -> None:
    path = tmp_path / "progress.json"
    training = TrainingWidget(seed=3, path=path)
    training.choose(rule)
    assert training.task is not None and training.task.exercise.position.xgid() not in training._status.value
    assert "XGID" not in training._status.value and "Aufgabe 1" in training._status.value
    if rule in ("pips", "result"):
        assert _answer(training, right=False) is False
        assert training.record(rule) == (0, 1) and training.stars[rule] == 0
        training.next()
    for _ in range(3):
        assert _answer(training, right=True) is True
        training.next()
    assert training.stars[rule] == 1
    assert "★☆☆" in training._stars.value
    saved = load_progress(path).training(rule)
    assert [answer.correct for answer in saved][-3:] == [True, True, True]


@pytest.mark.parametrize("rule", RULES)
def test_every_rule_is_offered_and_its_tasks_answered(tmp_path: Path, rule: str) -> None:
    training = TrainingWidget(seed=2, path=tmp_path / "progress.json", lang="en")
    assert rule in [value for _, value in training._choice.options]
    training.choose(rule)
    assert training.task is not None and training.task.rule == rule
    assert html.escape(rule_name(rule, "en")) in training._status.value
    assert _answer(training, right=True) is True
    assert training.record(rule) == (1, 1)


def test_black_is_told_the_board_is_turned_only_where_it_is(tmp_path: Path) -> None:
    """A play of Black's is seen from Black's side; the cube's questions from White's."""
    training = TrainingWidget(seed=1, path=tmp_path / "progress.json")
    for rule in ("hit", "cube-owner"):
        training.choose(rule)
        while training.task is not None and training.task.exercise.position.turn is WHITE:
            training.next()
        assert ("bg-as-black" in training._status.value) == (rule == "hit"), rule


def test_only_the_first_verdict_on_a_task_counts(tmp_path: Path) -> None:
    training = TrainingWidget(seed=1, path=tmp_path / "progress.json")
    training.choose("pips")
    assert _answer(training, right=False) is False
    assert _answer(training, right=True) is True  # after the wrong one: practice, not counted
    assert training.record("pips") == (0, 1)


def test_progress_is_there_at_the_next_visit(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    first = TrainingWidget(seed=1, path=path)
    first.choose("pips")
    _answer(first, right=True)
    second = TrainingWidget(seed=2, path=path)
    assert second.record("pips") == (0, 0)  # read when the training starts
    second.choose("result")
    assert second.record("pips") == (1, 1)


def test_mixed_asks_the_due_rules_first(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    record([Answer.training("hit", False, "old"), Answer.training("pips", True, "old")], path)
    training = TrainingWidget(seed=4, path=path)
    training.choose(MIXED)
    assert training.task is not None and training.task.rule == "hit"  # box 1: due in the next session
    assert "Schlagen" in training._queue.value
    _answer(training, right=True)
    training.next()
    assert training.task.rule != "hit"


def test_mixed_goes_through_new_rules(tmp_path: Path) -> None:
    training = TrainingWidget(seed=5, path=tmp_path / "progress.json")
    training.choose(MIXED)
    seen = set()
    for _ in range(len(RULES)):
        assert training.task is not None
        seen.add(training.task.rule)
        _answer(training, right=True)
        training.next()
    assert seen == set(RULES)


def test_a_file_that_cannot_be_written_keeps_the_answers_in_the_visit(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    newer = '{"format": "bgtutor-progress", "version": 7, "name": "", "answers": []}'
    path.write_text(newer)
    training = TrainingWidget(seed=1, path=path)
    training.choose("pips")
    _answer(training, right=True)
    assert training.record("pips") == (1, 1)
    assert "neueren bgtutor-Version" in training._problem.value
    assert path.read_text() == newer


def test_the_static_copy_is_a_picture_without_the_learners_data(tmp_path: Path) -> None:
    record([Answer.training("hit", True)], tmp_path / "progress.json")
    bundle = TrainingWidget(path=tmp_path / "progress.json")._repr_mimebundle_()
    assert bundle is not None
    assert "Training" in bundle["text/plain"] and "Los" in bundle["text/plain"]
    assert "★" not in bundle["text/html"] and "<img" not in bundle["text/html"]  # no old board


def test_lesson_exercises_are_recorded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BGTUTOR_HOME", str(tmp_path))
    widget = ExerciseWidget("start-pip-count")
    widget.answer("160")
    assert widget.check().correct is False
    widget.answer("167")
    assert widget.check().correct is True
    widget.answer("sieben")  # unreadable: not an answer, not recorded
    widget.check()
    saved = load_progress(tmp_path / "progress.json").lessons()
    lesson = next(
        lesson.number for lesson in LESSONS if "start-pip-count" in {e.key for e in lesson.exercises}
    )
    # every try is recorded with its number; the first is what scores, the right one after it teaches
    assert [(a.key, a.lesson, a.correct, a.attempt) for a in saved] == [
        ("start-pip-count", lesson, False, 1),
        ("start-pip-count", lesson, True, 2),
    ]
    assert load_progress(tmp_path / "progress.json").first_tries() == {"start-pip-count": False}


def test_a_test_run_never_writes_the_real_home(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("BGTUTOR_HOME", raising=False)
    assert not ExerciseWidget("start-pip-count")._observers
