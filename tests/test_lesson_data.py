"""The lessons' data files (``bgtutor/tutor/lessons/*.toml``): read into the lessons, shipped with the
package, every text in both languages, and a mistake in them fails loudly, naming file and entry."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from bgtutor.rules.position import Position
from bgtutor.tutor.lessons import EXAMPLES, LESSONS, SEED_EXAMPLES, cube_lesson
from bgtutor.tutor.lessons.loader import (
    DATA,
    LESSON_FILE,
    SEED_FILE,
    LessonDataError,
    read_examples,
    read_lesson,
    read_lessons,
)

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "bgtutor" / "tutor" / "lessons"

GOOD = """
number = 7
slug = { de = "07-Probe", en = "07-Trial" }
title = { de = "Probe", en = "Trial" }

[[example]]
key = "start"

[[example]]
key = "trial-example"
seed = "000"
position = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"
roll = "6-5"
play = "24/18 13/8"

[[exercise]]
key = "trial-exercise"
kind = "is-legal"
position = "4HPwATDgc/ABMA"
roll = "2-1"
play = "6/8 6/7"
answers = ["no"]
task.de = "Darfst du 6/8 6/7 spielen?"
task.en = "May you play 6/8 6/7?"
"""


def lesson_from(tmp_path: Path, text: str) -> object:
    path = tmp_path / "07-trial.toml"
    path.write_text(text, encoding="utf-8")
    return read_lesson(path, SEED_EXAMPLES)


def test_a_lesson_file_is_read_into_a_lesson(tmp_path: Path) -> None:
    lesson = lesson_from(tmp_path, GOOD)
    assert lesson.number == 7 and lesson.notebook_in("en") == "07-Trial.ipynb"  # type: ignore[attr-defined]
    start, example = lesson.examples  # type: ignore[attr-defined]
    assert start is SEED_EXAMPLES["start"]
    assert example.position == Position.start() and example.roll.label == "6-5"
    (exercise,) = lesson.exercises  # type: ignore[attr-defined]
    assert exercise.position == Position.start() and exercise.task.get("en") == "May you play 6/8 6/7?"


@pytest.mark.parametrize(
    ("change", "entry", "says"),
    [
        (('kind = "is-legal"', 'kind = "is-legl"'), "exercise 'trial-exercise'", "is-legl"),
        (
            ('position = "4HPwATDgc/ABMA"', 'position = "4HPwATDgc/ABM"'),
            "exercise 'trial-exercise'",
            "4HPwATDgc/ABM",
        ),
        (('task.de = "Darfst', 'taks.de = "Darfst'), "exercise 'trial-exercise'", "unknown field 'taks'"),
        (('task.en = "May you play 6/8 6/7?"', ""), "exercise 'trial-exercise'", "task"),
        (('answers = ["no"]', 'answers = "no"'), "exercise 'trial-exercise'", "answers"),
        (('roll = "2-1"', 'roll = "2-7"'), "exercise 'trial-exercise'", "2-7"),
        (('play = "24/18 13/8"', 'play = "24/18 13/7"'), "example 'trial-example'", "13/7"),
        (('roll = "6-5"', 'rol = "6-5"'), "example 'trial-example'", "unknown field 'rol'"),
        (('key = "start"', 'key = "strat"'), "example 'strat'", "no seed example"),
        (('seed = "000"\n', ""), "example 'trial-example'", "seed is missing"),
        (
            ('key = "trial-exercise"', 'key = "trial-exercise"\ncolor = "grey"'),
            "exercise 'trial-exercise'",
            "grey",
        ),
    ],
)
def test_a_mistake_in_a_lesson_file_names_the_file_and_the_entry(
    tmp_path: Path, change: tuple[str, str], entry: str, says: str
) -> None:
    before, after = change
    assert before in GOOD
    with pytest.raises(LessonDataError) as raised:
        lesson_from(tmp_path, GOOD.replace(before, after, 1))
    message = str(raised.value)
    assert message.startswith(f"07-trial.toml: {entry}: "), message
    assert says in message, message


def test_captions_are_one_per_frame_and_written_in_both_languages(tmp_path: Path) -> None:
    captions = '\n[[example.caption]]\nde = "Los."\nen = "Go."\n'
    extra = "\n[[exercise]]" + GOOD.split("[[exercise]]")[1]
    with_captions = GOOD.split("[[exercise]]")[0] + captions * 4 + extra
    assert [c.get("en") for c in lesson_from(tmp_path, with_captions).examples[1].captions] == ["Go."] * 4  # type: ignore[attr-defined]
    with pytest.raises(LessonDataError, match=r"07-trial.toml: example 'trial-example': 3 captions for 4"):
        lesson_from(tmp_path, GOOD.split("[[exercise]]")[0] + captions * 3 + extra)
    only_german = with_captions.replace('en = "Go."\n', "", 1)
    with pytest.raises(LessonDataError, match=r"07-trial.toml: example 'trial-example': caption 1: expected"):
        lesson_from(tmp_path, only_german)


def test_a_lesson_without_its_title_or_with_a_key_twice_is_refused(tmp_path: Path) -> None:
    with pytest.raises(LessonDataError, match=r"^07-trial.toml: the lesson has no title$"):
        lesson_from(tmp_path, GOOD.replace('title = { de = "Probe", en = "Trial" }', ""))
    with pytest.raises(LessonDataError, match=r"^07-trial.toml: unknown field 'exercises'"):
        lesson_from(tmp_path, GOOD.replace("[[exercise]]", "[[exercises]]"))
    twice = GOOD + "\n[[exercise]]" + GOOD.split("[[exercise]]")[1]
    with pytest.raises(
        LessonDataError, match=r"^07-trial.toml: exercise 'trial-exercise': the key is used twice"
    ):
        lesson_from(tmp_path, twice)
    with pytest.raises(LessonDataError, match=r"^07-trial.toml: not valid TOML"):
        lesson_from(tmp_path, GOOD.replace("number = 7", "number = "))


def test_the_lessons_are_numbered_one_after_the_other(tmp_path: Path) -> None:
    (tmp_path / "07-trial.toml").write_text(GOOD, encoding="utf-8")
    with pytest.raises(LessonDataError, match=r"numbered \[7\], not 1 to 1"):
        read_lessons(tmp_path, SEED_EXAMPLES)


def test_every_data_file_is_read_and_shipped_with_the_package() -> None:
    names = sorted(path.name for path in FOLDER.glob("*.toml"))
    lessons = [name for name in names if LESSON_FILE.fullmatch(name)]
    assert names == sorted([SEED_FILE, cube_lesson.DATA.name, *lessons]) and len(lessons) == len(LESSONS)
    assert cube_lesson.EXERCISES and cube_lesson.DATA.name == "cube.toml"  # the cube lesson's, read there
    assert [read_lesson(DATA / name, SEED_EXAMPLES).number for name in lessons] == [1, 2, 3, 4, 5, 6]
    assert read_examples(DATA / SEED_FILE) == SEED_EXAMPLES
    package_data = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"]
    assert "*.toml" in package_data["package-data"]["bgtutor.tutor.lessons"]


def test_every_seed_example_is_taught_in_exactly_one_lesson() -> None:
    taught = [example.key for lesson in LESSONS for example in lesson.examples]
    assert all(taught.count(key) == 1 for key in SEED_EXAMPLES)
    assert len(EXAMPLES) == len(taught)


def texts(value: object, where: str) -> list[tuple[str, dict[str, str]]]:
    """Every ``{de, en}`` table in a data file's content, with where it is."""
    if isinstance(value, dict):
        if set(value) == {"de", "en"}:
            return [(where, value)]
        return [found for key, item in value.items() for found in texts(item, f"{where}.{key}")]
    if isinstance(value, list):
        return [found for n, item in enumerate(value, 1) for found in texts(item, f"{where}[{n}]")]
    return []


@pytest.mark.parametrize("path", sorted(FOLDER.glob("*.toml")), ids=lambda path: path.name)
def test_every_text_is_written_out_in_both_languages_unbroken(path: Path) -> None:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    found = texts(data, path.name)
    assert found, path.name
    for where, text in found:
        de, en = text["de"], text["en"]
        assert de.strip() and en.strip(), where
        assert de != en or re.fullmatch(r"[\w-]+", de), f"{where}: the English text is the German one"
        assert "\n" not in de + en and de == de.strip() and en == en.strip(), where
    for entry in data.get("exercise", []):
        assert not set(entry["answers"]) & {"ja", "nein", "keine"}, f"{path.name}: {entry['key']}"


def test_the_browser_editions_snapshot_is_the_data_as_read_and_only_while_the_files_are_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The browser edition's wheel holds the lessons as read (``lessons.pickle``): the same values,
    used only while every data file is byte for byte the one it was made from; a checkout has none."""
    import bgtutor.tutor.lessons as lessons

    assert not lessons.SNAPSHOT.exists()  # only the browser edition's wheel has one
    package_data = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"]
    assert lessons.SNAPSHOT.name in package_data["package-data"]["bgtutor.tutor.lessons"]
    snapshot = lessons.write_snapshot(tmp_path / "lessons.pickle")
    assert lessons._snapshot(snapshot) == lessons._read_files()
    assert lessons._snapshot(tmp_path / "none.pickle") is None
    for path in FOLDER.glob("*.toml"):
        (tmp_path / path.name).write_bytes(path.read_bytes())
    monkeypatch.setattr(lessons, "_FOLDER", tmp_path)
    assert lessons._snapshot(snapshot) is not None
    lesson_file = tmp_path / "03-hitting-and-entering.toml"
    lesson_file.write_text(lesson_file.read_text("utf-8") + "\n", encoding="utf-8")
    assert lessons._snapshot(snapshot) is None  # a data file changed: the files are read


def test_an_answer_is_recorded_for_the_lesson_whose_level_asks_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every lesson's exercise (the cube lesson's too) is the task of a level; its answers count
    for that lesson, as they counted for the lesson that lists it."""
    from bgtutor.tutor.lessons import EXERCISES
    from bgtutor.tutor.progress.records import lesson_hook

    monkeypatch.setenv("BGTUTOR_HOME", str(tmp_path))
    for lesson in LESSONS:
        for exercise in lesson.exercises:
            recorder = lesson_hook(exercise)
            assert recorder is not None and recorder.lesson == lesson.number
    for exercise in cube_lesson.EXERCISES.values():
        recorder = lesson_hook(exercise)
        assert recorder is not None and recorder.lesson == cube_lesson.NUMBER
    assert len(EXERCISES) == sum(len(lesson.exercises) for lesson in LESSONS)
