"""Der Verdopplungswürfel (the doubling cube): the lesson's levels, worked examples and exercises.

The lesson after the scoring lesson (notebooks/06b-Verdopplungswuerfel.ipynb, listed in the contents
after the six lessons): the doubling cube multiplies what a game is worth, the natural next step
after scoring. Its data is ``cube.toml`` beside this module; its exercises are
:class:`~bgtutor.tutor.exercises.engine.Exercise` objects of the cube's kinds
(:mod:`bgtutor.tutor.exercises.cube`): every answer is worked out by :mod:`bgtutor.rules.cube`,
and a test holds every stored answer to it. The exercises are the tasks of its levels; the worked
examples, shown after a level's tasks, describe the named cube states of :data:`SITUATIONS`.

>>> from bgtutor.tutor.exercises.engine import check, truth
>>> [truth(EXERCISES[key]) for key in ("cube-gammon-on-4", "cube-not-owner")]
[('8',), ('no',)]
>>> check(EXERCISES["cube-not-owner"], "ja").text("en")[:40]
'Not quite. The cube (on 2) belongs to Bl'
>>> [level.label for level in LEVELS][:2], len(LEVELS[0].tasks)
(['7.1', '7.2'], 2)
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from importlib import resources
from typing import Any

from bgtutor.rules.cube import CubeState, Match
from bgtutor.rules.i18n import LANGUAGES, Text
from bgtutor.rules.position import Position
from bgtutor.tutor.exercises.cube import cube_state
from bgtutor.tutor.exercises.engine import Exercise, build_exercise
from bgtutor.tutor.lessons.common import Level
from bgtutor.tutor.lessons.examples import WorkedExample
from bgtutor.tutor.lessons.loader import read_levels

DATA = resources.files("bgtutor.tutor.lessons").joinpath("cube.toml")
"""The lesson's data file."""


def _text(value: Mapping[str, str]) -> Text:
    """A text as the data file writes it: one string per language."""
    if set(value) != set(LANGUAGES):
        raise ValueError(f"{DATA.name}: expected a text in {', '.join(LANGUAGES)}, not {value!r}")
    first, second = (value[lang] for lang in LANGUAGES)
    return Text(first, second)


def _exercise(entry: Mapping[str, Any], positions: Mapping[str, Position]) -> Exercise:
    """An exercise of the data file: its position named in ``[positions]``, its texts per language."""
    data = dict(entry)
    kind = data.pop("kind")
    data["position"] = positions[data["position"]]
    for field in ("task", "hint", "why"):
        if field in data:
            data[field] = _text(data[field])
    try:
        return build_exercise(kind, **data)
    except (TypeError, ValueError) as error:
        raise ValueError(f"{DATA.name}: exercise {entry.get('key')!r}: {error}") from error


_DATA: dict[str, Any] = tomllib.loads(DATA.read_text("utf-8"))

TITLE: Text = _text(_DATA["title"])
NOTEBOOK: str = _DATA["notebook"]
"""The notebook's file name in ``notebooks/``."""
NUMBER: int = _DATA["number"]
"""The lesson's number in the learner's progress: the seventh, after the six lessons."""
MATCH: Match = cube_state({"match": _DATA["match"]}).match
"""The match of the worked example that follows a match game by game (to 5 points)."""

POSITIONS: dict[str, Position] = {name: Position.from_id(xgid) for name, xgid in _DATA["positions"].items()}
"""The positions of the lesson's boards, by name."""
SITUATIONS: dict[str, CubeState] = {name: cube_state(state) for name, state in _DATA["situations"].items()}
"""Named cube states, the ones the worked examples' captions describe."""
EXAMPLES: dict[str, WorkedExample] = {
    entry["key"]: WorkedExample(
        entry["key"],
        entry["seed"],
        POSITIONS[entry["position"]],
        captions=tuple(_text(caption) for caption in entry.get("caption", ())),
    )
    for entry in _DATA["example"]
}
"""The notebook's worked examples by key (a position without a play, with its caption)."""
EXERCISES: dict[str, Exercise] = {entry["key"]: _exercise(entry, POSITIONS) for entry in _DATA["exercise"]}
"""The lesson's exercises by key, level by level in the order the notebook asks them."""

LEVELS: tuple[Level, ...] = read_levels(
    _DATA, DATA.name, tuple(EXAMPLES.values()), tuple(EXERCISES.values()), NUMBER
)
"""The lesson's levels, as the other lessons' (:func:`~bgtutor.tutor.lessons.loader.read_levels`)."""
