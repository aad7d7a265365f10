"""Levels: a lesson's data names them, a learner's first tries give their stars, and a level opens when
the one before it is solved; the LevelWidget asks the tasks one at a time and explains after."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bgtutor.rules.i18n import Text
from bgtutor.tutor.lessons import EXERCISES, SEED_EXAMPLES
from bgtutor.tutor.lessons.common import Level
from bgtutor.tutor.lessons.loader import LessonDataError, read_lesson
from bgtutor.tutor.progress.levels import level_score, previous_level, stars_for
from bgtutor.tutor.progress.records import Answer, LessonRecorder, Progress, load_progress
from bgtutor.widgets import level as level_module
from bgtutor.widgets.level import LevelWidget
from bgtutor.widgets.static import static_text

TRIAL = """
number = 7
slug = { de = "07-Probe", en = "07-Trial" }
title = { de = "Probe", en = "Trial" }

[[example]]
key = "start"

[[exercise]]
key = "one"
kind = "pip-count"
position = "4HPwATDgc/ABMA"
answers = ["167"]

[[exercise]]
key = "two"
kind = "pip-count"
position = "4HPwATDgc/ABMA"
color = "black"
answers = ["167"]

[[level]]
key = "trial-pips"
title = { de = "Pips zählen", en = "Counting pips" }
tasks = ["one", "two"]
after = ["start"]
rule = "pips"
"""


def trial(tmp_path: Path, text: str = TRIAL) -> object:
    path = tmp_path / "07-trial.toml"
    path.write_text(text, encoding="utf-8")
    return read_lesson(path, SEED_EXAMPLES)


def test_a_lesson_file_names_its_levels(tmp_path: Path) -> None:
    (level,) = trial(tmp_path).levels  # type: ignore[attr-defined]
    assert (level.key, level.label, level.rule) == ("trial-pips", "7.1", "pips")
    assert [task.key for task in level.tasks] == ["one", "two"]
    assert [example.key for example in level.after] == ["start"]
    assert level.title.get("en") == "Counting pips"


@pytest.mark.parametrize(
    ("change", "says"),
    [
        (('tasks = ["one", "two"]', 'tasks = ["one"]'), "2 to 5 exercise keys"),
        (('tasks = ["one", "two"]', 'tasks = ["one", "three"]'), "task 'three' is no exercise"),
        (('tasks = ["one", "two"]', 'tasks = ["one", "one"]'), "task 'one' is already asked"),
        (('after = ["start"]', 'after = ["finish"]'), "after 'finish' is no example"),
        (('rule = "pips"', 'rule = "pipz"'), "rule 'pipz' is no drill"),
        (('rule = "pips"', 'rul = "pips"'), "unknown field 'rul'"),
    ],
)
def test_a_mistake_in_a_level_names_the_file_and_the_level(
    tmp_path: Path, change: tuple[str, str], says: str
) -> None:
    before, after = change
    assert before in TRIAL
    with pytest.raises(LessonDataError) as raised:
        trial(tmp_path, TRIAL.replace(before, after, 1))
    assert "07-trial.toml: level 'trial-pips'" in str(raised.value) and says in str(raised.value)


def test_stars_count_first_tries_only() -> None:
    assert [stars_for(right, 3, True) for right in (3, 2, 1, 0)] == [3, 2, 1, 1]
    assert stars_for(3, 3, False) == 0  # not solved yet: no stars
    level = Level("k", 3, 1, Text("a", "a"), (EXERCISES["hit-the-blot"], EXERCISES["bar-entry-points"]))
    wrong_then_right = (
        Answer.lesson_check("hit-the-blot", 3, False),
        Answer.lesson_check("hit-the-blot", 3, True, attempt=2),
        Answer.lesson_check("bar-entry-points", 3, True),
        # a second view of the exercise starts again at try 1: it does not replace the first try
        Answer.lesson_check("hit-the-blot", 3, True, attempt=1),
    )
    score = level_score(level, Progress("", wrong_then_right))
    assert (score.solved, score.first_right, score.stars) == (True, 1, 2)
    unsolved = level_score(level, Progress("", wrong_then_right[:1]))
    assert (unsolved.solved, unsolved.answered, unsolved.stars) == (False, 1, 0)


def test_a_saved_answer_without_a_try_number_is_a_first_try(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    answer = Answer.lesson_check("hit-the-blot", 3, True, attempt=2).to_dict()
    del answer["attempt"]  # a file saved before tries were numbered
    path.write_text(
        json.dumps({"format": "bgtutor-progress", "version": 1, "name": "", "answers": [answer]}),
        encoding="utf-8",
    )
    (read,) = load_progress(path).answers
    assert read.attempt == 1


def test_the_level_before_is_the_same_lessons() -> None:
    first = Level("a", 3, 1, Text("a", "a"), ())
    second = Level("b", 3, 2, Text("b", "b"), ())
    other = Level("c", 4, 1, Text("c", "c"), ())
    assert previous_level(second, (first, second, other)) is first
    assert previous_level(first, (first, second, other)) is None
    assert previous_level(other, (first, second, other)) is None


@pytest.fixture(autouse=True)
def fresh_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test's learner starts with no saved answers."""
    monkeypatch.setenv("BGTUTOR_HOME", str(tmp_path / "home"))


@pytest.fixture
def levels(monkeypatch: pytest.MonkeyPatch) -> tuple[Level, Level]:
    """Two levels of one lesson, known to the widgets; no answers given in this kernel yet."""
    first = Level(
        "t-first", 9, 1, Text("Pips", "Pips"), (EXERCISES["start-pip-count"], EXERCISES["hit-the-blot"])
    )
    second = Level("t-second", 9, 2, Text("Bar", "Bar"), (EXERCISES["bar-entry-points"], EXERCISES["dance"]))
    monkeypatch.setattr(level_module, "LEVELS", {first.key: first, second.key: second})
    monkeypatch.setattr(level_module, "_NOW", [])
    return first, second


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_level_asks_its_tasks_one_at_a_time_and_scores_the_first_try(
    levels: tuple[Level, Level], lang: str
) -> None:
    first, second = levels
    widget = LevelWidget(first, lang=lang)
    later = LevelWidget(second, lang=lang)
    assert widget.is_open and not later.is_open and later.task is None  # the second waits for the first
    locked = static_text(later)
    assert ("9.1" in locked) and ("Stufe" in locked if lang == "de" else "Level" in locked)
    assert widget.task is not None and widget.task.exercise.key == "start-pip-count"
    assert widget._next.disabled  # "Weiter" only after a right answer
    widget.task.answer("160")
    assert not widget.task.check().correct
    widget.task.answer("167")
    assert widget.task.check().correct and not widget._next.disabled
    widget.next()
    assert widget.index == 1 and widget.task.exercise.key == "hit-the-blot"
    widget.task.answer("10/8* 5/4")
    assert widget.task.check().correct
    score = widget.score
    assert (score.solved, score.first_right, score.stars) == (True, 1, 2)
    assert "★★☆" in widget._done.value and "1" in widget._done.value
    assert widget._after.children == ()  # this level has no example to show after
    assert later.is_open and later.task is not None  # solving the first opened the second at once


def test_a_locked_level_can_be_opened_anyway(levels: tuple[Level, Level]) -> None:
    _, second = levels
    widget = LevelWidget(second, lang="en")
    assert widget.task is None and "opens when you have solved level 9.1" in widget._body.children[0].value
    widget.open_anyway()
    assert widget.task is not None and widget.task.exercise.key == "bar-entry-points"


def test_a_solved_level_shows_its_worked_examples(monkeypatch: pytest.MonkeyPatch) -> None:
    pips = EXERCISES["start-pip-count"]
    level = Level("t-after", 9, 1, Text("a", "a"), (pips, pips), after=(SEED_EXAMPLES["start"],))
    monkeypatch.setattr(level_module, "LEVELS", {level.key: level})
    monkeypatch.setattr(level_module, "_NOW", [])
    widget = LevelWidget(level, lang="de")
    for _ in range(2):
        assert widget.task is not None
        widget.task.answer("167")
        widget.task.check()
        widget.next()
    assert "3 ★★★"[2:] in widget._done.value and len(widget._after.children) == 2  # heading and stepper


def test_a_level_records_every_try_numbered(tmp_path: Path, levels: tuple[Level, Level],
                                            monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    monkeypatch.setenv("BGTUTOR_HOME", str(tmp_path))
    first, _ = levels
    monkeypatch.setattr("bgtutor.widgets.exercise.lesson_hook", lambda exercise: LessonRecorder(9))
    widget = LevelWidget(first, lang="de")
    assert widget.task is not None
    widget.task.answer("150")
    widget.task.check()
    widget.task.answer("167")
    widget.task.check()
    saved = load_progress(tmp_path / "progress.json")
    assert [(a.key, a.correct, a.attempt) for a in saved.lessons()] == [
        ("start-pip-count", False, 1),
        ("start-pip-count", True, 2),
    ]


def test_the_overviews_count_first_tries_and_show_each_levels_stars(tmp_path: Path) -> None:
    from bgtutor.tutor.progress.records import record
    from bgtutor.tutor.progress.report import class_overview, learner_overview

    path = tmp_path / "class" / "ada.json"
    path.parent.mkdir()
    tries = [
        Answer.lesson_check("hit-the-blot", 3, False),
        Answer.lesson_check("hit-the-blot", 3, True, attempt=2),  # a retry: solved, but it does not score
        Answer.lesson_check("bar-entry-points", 3, True),
    ]
    record(tries, path, name="Ada")
    overview = learner_overview(path, lang="en")
    (third,) = [row for row in overview.lessons if row.number == 3]
    assert (third.first_try, third.solved) == (1, 2)
    assert [row.number for row in overview.lessons][-1] == 7  # the cube lesson is listed too
    assert "Right at the first try" in overview._repr_html_()
    (ada,) = class_overview(path.parent, lang="de").rows
    assert ada.exercises == 1  # the teacher's "Aufgaben beim ersten Versuch richtig"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_an_old_copy_naming_a_task_that_is_gone_gets_a_clear_error(lang: str) -> None:
    """A learner's copy of a lesson older than the program names a removed exercise or level: a
    bgtutor error (a box in the notebook, no traceback) that says how to get a fresh copy."""
    from bgtutor.rules.errors import BgtutorError
    from bgtutor.widgets.cell_errors import error_box_text
    from bgtutor.widgets.exercise import ExerciseWidget

    for make, key in ((ExerciseWidget, "enter-on-three"), (LevelWidget, "no-such-level")):
        with pytest.raises(BgtutorError) as raised:
            make(key, lang=lang)
        said = error_box_text(raised.value, lang)
        assert key in said and ("Tutorial neu" if lang == "de" else "start the tutorial again") in said
