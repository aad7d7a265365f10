"""The progress file (bgtutor.tutor.progress.records): round trip, damaged / newer / foreign
files, two writing processes; stars and the review queue (bgtutor.tutor.progress.review) with a
simulated learner; the class overview."""

from __future__ import annotations

import json
import multiprocessing
import random
import shutil
from pathlib import Path

import pytest

from bgtutor.files.json_files import StorageError
from bgtutor.tutor.exercises.drills import RULES
from bgtutor.tutor.progress.records import (
    PROGRESS_FORMAT,
    Answer,
    Recorder,
    export_progress,
    load_progress,
    record,
)
from bgtutor.tutor.progress.report import class_overview, learner_overview
from bgtutor.tutor.progress.review import due, pick, queue, stars, streak


def _answers(rule: str, pattern: str, session: str = "s") -> list[Answer]:
    return [Answer.training(rule, mark == "1", session) for mark in pattern]


def test_round_trip_keeps_every_field(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    given = [Answer.lesson_check("hit-the-blot", 3, True), Answer.training("enter", False, "abc")]
    saved = record(given, path, name="  Ada\tLovelace ")
    assert saved.path == path and saved.set_aside is None
    loaded = load_progress(path)
    assert loaded.name == "Ada Lovelace"
    assert list(loaded.answers) == given
    data = json.loads(path.read_text())
    assert data["format"] == PROGRESS_FORMAT and data["version"] == 1


def test_default_folder_is_created_private(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BGTUTOR_HOME", str(tmp_path / "home"))
    record([Answer.training("pips", True)])
    assert (tmp_path / "home" / "progress.json").is_file()
    assert (tmp_path / "home").stat().st_mode & 0o777 == 0o700


def test_recording_again_adds_and_never_counts_twice(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    first = Answer.training("hit", True)
    record([first], path)
    record([first, Answer.training("hit", False)], path)
    assert [answer.correct for answer in load_progress(path).answers] == [True, False]


def test_a_damaged_file_is_set_aside_not_lost(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_text('{"format": "bgtutor-progress", "version": 1, "name": "", "answers": [{"kind": 3}]}')
    with pytest.raises(StorageError) as error:
        load_progress(path)
    assert "answers[0]" in error.value.text("de")
    saved = record([Answer.training("hit", True)], path)
    assert saved.set_aside is not None and "answers" in saved.set_aside.read_text()
    assert len(load_progress(path).answers) == 1


def test_a_torn_file_of_ours_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_text('{"format": "bgtutor-progress", "vers')
    saved = record([Answer.training("hit", True)], path)
    assert saved.set_aside is not None and saved.set_aside.read_text().startswith('{"format"')


@pytest.mark.parametrize(
    ("content", "key"),
    [
        ('{"format": "bgtutor-progress", "version": 2, "name": "", "answers": []}', "newer-target"),
        ('{"format": "bgtutor-score", "version": 1}', "foreign-target"),
        ("hello, world\n", "foreign-target"),
    ],
)
def test_newer_or_foreign_files_are_never_overwritten(tmp_path: Path, content: str, key: str) -> None:
    path = tmp_path / "progress.json"
    path.write_text(content)
    with pytest.raises(StorageError) as error:
        record([Answer.training("hit", True)], path)
    assert error.value.message.key == key
    assert path.read_text() == content
    assert error.value.text("de") and error.value.text("en") != error.value.text("de")


def test_the_recorder_keeps_what_it_could_not_save(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_text('{"format": "bgtutor-progress", "version": 9, "name": "", "answers": []}')
    recorder = Recorder(path)
    assert recorder(Answer.training("hit", False)) is False
    assert recorder.problem is not None and "neueren" in recorder.problem.text("de")
    assert len(recorder.progress().answers) == 1  # still counted in this visit
    path.unlink()
    assert recorder(Answer.training("hit", True)) is True
    assert [a.correct for a in load_progress(path).answers] == [False, True] and recorder.problem is None


def _writer(path: str, rule: str, count: int) -> None:
    for _ in range(count):
        record([Answer.training(rule, True, rule)], path)


def test_two_processes_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    context = multiprocessing.get_context("spawn")
    workers = [context.Process(target=_writer, args=(str(path), rule, 40)) for rule in ("hit", "pips")]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(60)
        assert worker.exitcode == 0
    loaded = load_progress(path)
    assert len(loaded.training("hit")) == 40 and len(loaded.training("pips")) == 40
    assert not list(tmp_path.glob("*.damaged-*")) and not list(tmp_path.glob(".progress.json.*.tmp"))


def test_export_sets_the_name_and_refuses_foreign_targets(tmp_path: Path) -> None:
    own = tmp_path / "progress.json"
    record([Answer.training("hit", True)], own, name="Ada")
    out = export_progress(tmp_path / "ada.json", own, name="Ada L.")
    assert load_progress(out).name == "Ada L." and load_progress(own).name == "Ada"
    foreign = tmp_path / "notes.json"
    foreign.write_text('{"mine": true}')
    with pytest.raises(StorageError):
        export_progress(foreign, own)
    assert foreign.read_text() == '{"mine": true}'


# -- stars --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        ("", 0),
        ("11", 0),
        ("111", 1),
        ("1101", 0),
        ("1110", 1),  # earned stars stay
        ("111111", 2),
        ("1111111111", 3),
        ("0" * 5 + "1" * 10, 2),  # 10 of the last 15 ... only 66 % right
        ("0" * 2 + "1" * 18, 3),  # 18 of 20: 90 %
        ("1" * 10 + "00", 2),  # the third star goes with fresh mistakes (10 of 12)
    ],
)
def test_stars(pattern: str, expected: int) -> None:
    assert stars(_answers("hit", pattern)) == expected


def test_streak_counts_from_the_end() -> None:
    assert streak(_answers("hit", "10111")) == 3


# -- the review queue -------------------------------------------------------------------------


def test_a_wrong_answer_is_due_next_session_a_right_one_later() -> None:
    answers = _answers("hit", "0", "s1") + _answers("pips", "1", "s1")  # hit: box 1, pips: box 2
    assert due(answers, "s1") == []
    assert due(answers, "s2") == ["hit"]
    assert due(answers + _answers("enter", "1", "s2"), "s3") == ["hit", "pips"]


def test_queue_lists_boxes_and_waiting() -> None:
    rows = {rule: (box, wait) for rule, box, wait in queue(_answers("hit", "111", "s1"), "s2")}
    assert rows["hit"] == (4, 7) and rows["pips"] == (0, 0)


def _simulate(known: set[str], sessions: int, per_session: int, seed: int) -> dict[str, int]:
    """A seeded learner who answers the ``known`` rules right 95 % of the time, the others 30 %:
    how often "gemischt" asked each rule."""
    rng, learner = random.Random(seed), random.Random(seed + 1)
    answers: list[Answer] = []
    asked = dict.fromkeys(RULES, 0)
    for number in range(sessions):
        session, last = f"session-{number}", None
        for _ in range(per_session):
            rule = pick(answers, session, rng, last)
            asked[rule] += 1
            answers.append(
                Answer.training(rule, learner.random() < (0.95 if rule in known else 0.3), session)
            )
            last = rule
    return asked


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_queue_brings_unknown_rules_back_more_often(seed: int) -> None:
    known = set(RULES[::2])
    # sixteen visits: with 22 rules, twelve left a lucky streak too little time to wear off
    asked = _simulate(known, sessions=16, per_session=len(RULES) - 1, seed=seed)
    known_mean = sum(asked[rule] for rule in known) / len(known)
    unknown = [rule for rule in RULES if rule not in known]
    unknown_mean = sum(asked[rule] for rule in unknown) / len(unknown)
    assert unknown_mean >= 1.5 * known_mean, asked
    # a lucky streak lifts an unknown rule for a while, but most come back more than any known one
    assert sum(asked[rule] > max(asked[k] for k in known) for rule in unknown) >= len(unknown) - 1, asked
    assert all(asked[rule] >= 2 for rule in RULES)  # known rules still come back for review


def test_the_learner_who_knows_everything_earns_stars() -> None:
    rng = random.Random(5)
    answers: list[Answer] = []
    for number in range(10):
        last = None
        for _ in range(len(RULES)):  # a session as long as there are rules
            last = pick(answers, f"s{number}", rng, last)
            answers.append(Answer.training(last, True, f"s{number}"))
    assert all(stars([a for a in answers if a.rule == rule]) >= 2 for rule in RULES)


# -- overviews ----------------------------------------------------------------------------------


def test_learner_overview_counts_lessons_and_rules(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    record([Answer.lesson_check("hit-the-blot", 3, True), *_answers("enter", "111")], path)
    overview = learner_overview(path, "de")
    assert sum(row.solved for row in overview.lessons) == 1
    enter = next(row for row in overview.rules if row.rule == "enter")
    assert (enter.stars, enter.right, enter.answers) == (1, 3, 3)
    assert "★☆☆" in overview._repr_html_() and "<img" in overview._repr_html_()
    assert "Noch nichts" in learner_overview(tmp_path / "none.json")._repr_html_()


def test_class_overview_finds_the_missed_rules_and_who_needs_help(tmp_path: Path) -> None:
    record(_answers("hit", "0000000000") + _answers("pips", "11"), tmp_path / "bo.json", name="Bo")
    record(_answers("hit", "01") + _answers("pips", "1111111111"), tmp_path / "ada.json", name="Ada")
    (tmp_path / "broken.json").write_text("{")
    overview = class_overview(tmp_path)
    assert [row.name for row in overview.rows] == ["Ada", "Bo"]
    assert [row.needs_help for row in overview.rows] == [False, True]
    assert (
        overview.rules[0].rule == "hit" and overview.rules[0].wrong == 11 and overview.rules[0].learners == 2
    )
    assert overview.rows[1].weakest == ("hit",)
    assert [name for name, _ in overview.skipped] == ["broken.json"]
    assert len(overview.figure.axes) == 2
    assert "Bo" in overview._repr_html_()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_class_overview_of_a_missing_or_empty_folder_says_what_to_do(tmp_path: Path, lang: str) -> None:
    missing = class_overview(tmp_path / "Klasse", lang)
    assert missing.rows == [] and "Klasse" in missing.problem
    assert "FOLDER" in missing.problem  # the variable both editions use
    assert missing.problem in missing._repr_html_().replace("&ldquo;", "“")
    (tmp_path / "Klasse").mkdir()
    empty = class_overview(tmp_path / "Klasse", lang)
    assert "progress --export" in empty.problem and empty.problem != missing.problem
    (tmp_path / "Klasse" / "ada.json").write_text("{}")
    assert class_overview(tmp_path / "Klasse", lang).problem == ""  # a file that cannot be read is listed


def test_the_english_edition_finds_the_shared_sample_class_one_folder_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``notebooks/en/10-Class-Overview.ipynb`` names the folder as the German notebook does."""
    shutil.copytree(Path(__file__).parents[1] / "notebooks" / "Beispielklasse", tmp_path / "Beispielklasse")
    (tmp_path / "en").mkdir()
    monkeypatch.chdir(tmp_path / "en")
    overview = class_overview("Beispielklasse", lang="en")
    assert overview.rows and not overview.problem
    (tmp_path / "en" / "Beispielklasse").mkdir()  # a folder of that name here wins, even empty
    assert not class_overview("Beispielklasse", lang="en").rows
    assert "FOLDER" in class_overview("Keine-Klasse", lang="de").problem
