"""The lessons' data files read into lessons: worked examples and exercises as TOML.

Beside this module: ``seed-examples.toml``, the seed texts' worked examples, and one file per
lesson (``01-board.toml`` … ``06-game-plan.toml``) with its ``number``, notebook names (``slug``,
``de`` and ``en``), ``title``, ``[[example]]``, ``[[exercise]]`` and ``[[level]]`` entries. A
position is an XGID (or a GNU Backgammon Position ID, White on roll), a roll is written like
``6-5``, a play in notation,
a colour ``white``/``black``; every text has ``de`` and ``en``, one string each. An ``[[example]]``
with only a key is the seed example of that key. A ``[[level]]`` has a ``key``, a ``title``, its
``tasks`` (two to five keys of the lesson's exercises, each exercise in one level), the worked examples
shown ``after`` the attempt (keys of the lesson's examples) and perhaps the drill ``rule`` it shares.
An exercise's fields are those of
:class:`~bgtutor.tutor.exercises.engine.Exercise`, built by
:func:`~bgtutor.tutor.exercises.engine.build_exercise`.

Everything is checked while it is read: an exercise checks itself when built, an example's play must
be legal and its captions one per frame. A mistake raises :class:`LessonDataError`, naming the
file and the entry.

>>> seeds = read_examples(DATA / SEED_FILE)
>>> seeds["bar-enter-and-hit"].roll
Roll(4, 2)
>>> lesson = read_lesson(DATA / "01-board.toml", seeds)
>>> lesson.title.get("en"), lesson.examples[0].key, lesson.exercises[0].key
('The board', 'start', 'board-direction')
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import fields
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from bgtutor.rules.color import Color
from bgtutor.rules.dice import Roll
from bgtutor.rules.errors import BgtutorError
from bgtutor.rules.i18n import LANGUAGES, Text
from bgtutor.rules.position import Position
from bgtutor.tutor.exercises.drills import RULES
from bgtutor.tutor.exercises.engine import Exercise, build_exercise
from bgtutor.tutor.lessons.common import MAX_TASKS, MIN_TASKS, Lesson, Level
from bgtutor.tutor.lessons.examples import WorkedExample
from bgtutor.tutor.lessons.frames import example_frames

DATA: Traversable = resources.files("bgtutor.tutor.lessons")
"""The folder of the data files (inside the package)."""
SEED_FILE = "seed-examples.toml"
"""The seed texts' worked examples, which the lessons take by key."""
LESSON_FILE = re.compile(r"\d\d-[a-z-]+\.toml")
"""A lesson's data file: its number, then its name (``01-board.toml``)."""

_LESSON_FIELDS = {"number", "slug", "title", "example", "exercise", "level"}
_LEVEL_FIELDS = {"key", "title", "tasks", "after", "rule"}
_EXAMPLE_FIELDS = {"key", "seed", "position", "roll", "play", "caption"}
_TEXTS = ("task", "hint", "why")


class LessonDataError(BgtutorError, ValueError):
    """A lesson's data file says something that cannot be: the message (for the lessons' author, in
    English) names the file and the entry."""


def read_examples(path: Traversable | Path) -> dict[str, WorkedExample]:
    """The worked examples of a data file (its ``[[example]]`` entries), by key."""
    data = _read(path)
    _known(data, {"example"}, path.name, None)
    found: dict[str, WorkedExample] = {}
    for number, entry in enumerate(_entries(data, "example", path.name), 1):
        example = _example(entry, path.name, _entry_name("example", number, entry))
        if example.key in found:
            raise LessonDataError(f"{path.name}: example {example.key!r}: the key is used twice")
        found[example.key] = example
    return found


def read_lesson(path: Traversable | Path, seeds: Mapping[str, WorkedExample]) -> Lesson:
    """The lesson of a data file; an example given only by its key is taken from ``seeds``."""
    data = _read(path)
    name = path.name
    _known(data, _LESSON_FIELDS, name, None)
    for required in ("number", "slug", "title"):
        if required not in data:
            raise LessonDataError(f"{name}: the lesson has no {required}")
    if not isinstance(data["number"], int) or isinstance(data["number"], bool):
        raise LessonDataError(f"{name}: number: expected a whole number, not {data['number']!r}")
    examples: list[WorkedExample] = []
    for number, entry in enumerate(_entries(data, "example", name), 1):
        where = _entry_name("example", number, entry)
        if set(entry) == {"key"}:
            if entry["key"] not in seeds:
                raise LessonDataError(f"{name}: {where}: no position, and no seed example has this key")
            examples.append(seeds[entry["key"]])
        else:
            examples.append(_example(entry, name, where))
    exercises = [
        _exercise(entry, name, _entry_name("exercise", number, entry))
        for number, entry in enumerate(_entries(data, "exercise", name), 1)
    ]
    for kind, keys in (("example", [e.key for e in examples]), ("exercise", [e.key for e in exercises])):
        twice = sorted({key for key in keys if keys.count(key) > 1})
        if twice:
            raise LessonDataError(f"{name}: {kind} {twice[0]!r}: the key is used twice")
    levels = read_levels(data, name, examples, exercises, data["number"])
    return Lesson(
        data["number"],
        _text(data["slug"], name, "the lesson's slug"),
        _text(data["title"], name, "the lesson's title"),
        tuple(examples),
        tuple(exercises),
        levels,
    )


def read_lessons(folder: Traversable | Path, seeds: Mapping[str, WorkedExample]) -> tuple[Lesson, ...]:
    """Every lesson file in ``folder``, in the order of the lessons' numbers."""
    paths = sorted(
        (path for path in folder.iterdir() if LESSON_FILE.fullmatch(path.name)), key=lambda p: p.name
    )
    lessons = sorted((read_lesson(path, seeds) for path in paths), key=lambda lesson: lesson.number)
    numbers = [lesson.number for lesson in lessons]
    if numbers != list(range(1, len(lessons) + 1)):
        raise LessonDataError(f"{folder}: the lessons are numbered {numbers}, not 1 to {len(lessons)}")
    return tuple(lessons)


# -- inside ---------------------------------------------------------------------------------------


def _read(path: Traversable | Path) -> dict[str, Any]:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise LessonDataError(f"{path.name}: not valid TOML: {error}") from error


def _entries(data: Mapping[str, Any], kind: str, name: str) -> list[dict[str, Any]]:
    entries = data.get(kind, [])
    if not isinstance(entries, list) or not all(isinstance(entry, dict) for entry in entries):
        raise LessonDataError(f"{name}: {kind}: expected [[{kind}]] entries")
    return entries


def _entry_name(kind: str, number: int, entry: Mapping[str, Any]) -> str:
    key = entry.get("key")
    return f"{kind} {key!r}" if isinstance(key, str) else f"{kind} number {number} (it has no key)"


def _known(entry: Mapping[str, Any], known: set[str], name: str, where: str | None) -> None:
    unknown = sorted(set(entry) - known)
    if unknown:
        place = f"{name}: {where}" if where else name
        raise LessonDataError(f"{place}: unknown field {unknown[0]!r} (known: {', '.join(sorted(known))})")


def _example(entry: Mapping[str, Any], name: str, where: str) -> WorkedExample:
    _known(entry, _EXAMPLE_FIELDS, name, where)
    try:
        _required(entry, ("key", "seed", "position"))
        position = _position(entry["position"])
        roll = _roll(entry["roll"]) if "roll" in entry else None
        play = entry.get("play")
        captions = tuple(
            _text(caption, name, f"{where}: caption {n}")
            for n, caption in enumerate(entry.get("caption", []), 1)
        )
        example_frames(position, roll, play, captions)  # the play is legal, one caption per frame
        return WorkedExample(entry["key"], entry["seed"], position, roll, play, captions)
    except (BgtutorError, ValueError, TypeError) as error:
        raise _error(error, name, where) from error


def _exercise(entry: Mapping[str, Any], name: str, where: str) -> Exercise:
    known = {field.name for field in fields(Exercise)}
    _known(entry, known, name, where)
    try:
        _required(entry, ("key", "kind", "position", "answers"))
        data = {field: value for field, value in entry.items() if field != "kind"}
        data["position"] = _position(entry["position"])
        if "roll" in entry:
            data["roll"] = _roll(entry["roll"])
        if "color" in entry:
            data["color"] = Color.named(entry["color"])
        for field in _TEXTS:
            if field in entry:
                data[field] = _text(entry[field], name, f"{where}: {field}")
        if not isinstance(entry["answers"], list):
            raise ValueError(f"answers: expected a list of texts, not {entry['answers']!r}")
        return build_exercise(entry["kind"], **data)
    except (BgtutorError, ValueError, TypeError) as error:
        raise _error(error, name, where) from error


def read_levels(
    data: Mapping[str, Any],
    name: str,
    examples: Sequence[WorkedExample],
    exercises: Sequence[Exercise],
    lesson: int,
) -> tuple[Level, ...]:
    """The ``[[level]]`` entries of a lesson's data (read from the file ``name``) as levels of the
    lesson numbered ``lesson``: each names its tasks among ``exercises`` and the examples it shows
    after the attempt among ``examples``, by key; each exercise is a task of one level at most."""
    by_key = {exercise.key: exercise for exercise in exercises}
    shown = {example.key: example for example in examples}
    levels: list[Level] = []
    asked: dict[str, str] = {}
    for number, entry in enumerate(_entries(data, "level", name), 1):
        where = _entry_name("level", number, entry)
        _known(entry, _LEVEL_FIELDS, name, where)
        for required in ("key", "title", "tasks"):
            if required not in entry:
                raise LessonDataError(f"{name}: {where}: {required} is missing")
        tasks, after = entry["tasks"], entry.get("after", [])
        if not isinstance(tasks, list) or not MIN_TASKS <= len(tasks) <= MAX_TASKS:
            raise LessonDataError(
                f"{name}: {where}: tasks: expected {MIN_TASKS} to {MAX_TASKS} exercise keys"
            )
        for key in tasks:
            if key not in by_key:
                raise LessonDataError(f"{name}: {where}: task {key!r} is no exercise of this lesson")
            if key in asked:
                raise LessonDataError(f"{name}: {where}: task {key!r} is already asked in {asked[key]}")
            asked[key] = where
        unknown = [key for key in after if key not in shown] if isinstance(after, list) else [after]
        if unknown:
            raise LessonDataError(f"{name}: {where}: after {unknown[0]!r} is no example of this lesson")
        rule = entry.get("rule")
        if rule is not None and rule not in RULES:
            raise LessonDataError(f"{name}: {where}: rule {rule!r} is no drill ({', '.join(RULES)})")
        levels.append(
            Level(
                entry["key"],
                lesson,
                number,
                _text(entry["title"], name, f"{where}: title"),
                tuple(by_key[key] for key in tasks),
                tuple(shown[key] for key in after),
                rule,
            )
        )
    keys = [level.key for level in levels]
    twice = sorted({key for key in keys if keys.count(key) > 1})
    if twice:
        raise LessonDataError(f"{name}: level {twice[0]!r}: the key is used twice")
    return tuple(levels)


def _error(error: Exception, name: str, where: str) -> LessonDataError:
    if isinstance(error, LessonDataError):
        return error
    return LessonDataError(f"{name}: {where}: {error}")


def _required(entry: Mapping[str, Any], names: tuple[str, ...]) -> None:
    for field in names:
        if field not in entry:
            raise ValueError(f"{field} is missing")


def _position(text: object) -> Position:
    if not isinstance(text, str):
        raise ValueError(f"position: expected an XGID or Position ID, not {text!r}")
    return Position.from_id(text)


def _roll(text: object) -> Roll:
    if not isinstance(text, str):
        raise ValueError(f'roll: expected a roll such as "6-5", not {text!r}')
    return Roll.parse(text)


def _text(value: object, name: str, where: str) -> Text:
    if not isinstance(value, dict) or set(value) != set(LANGUAGES):
        raise LessonDataError(f"{name}: {where}: expected a text in German and English (de = ..., en = ...)")
    texts = [value[lang] for lang in LANGUAGES]
    if not all(isinstance(text, str) and text.strip() for text in texts):
        raise LessonDataError(f"{name}: {where}: both texts must be written out")
    german, english = texts  # LANGUAGES' order is Text's
    return Text(german, english)
