"""Lesson 6, the game plan: what its worked examples' captions count is what the engine counts (shots,
pips, entering rolls), the new tasks teach the rule they are about, and a prime is any wall of made
points, six in a row a full one, in both editions."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bgtutor.rules.color import BLACK, WHITE
from bgtutor.rules.dice import Roll
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.moves import legal_plays
from bgtutor.tutor.exercises.engine import check
from bgtutor.tutor.exercises.kinds import find_kind
from bgtutor.tutor.lessons import EXAMPLES, EXERCISES, LESSONS
from bgtutor.tutor.teach import entering_rolls, hitting_rolls

LESSON = next(lesson for lesson in LESSONS if lesson.number == 6)
NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
COUNTED = {"de": "von 36 Würfen", "en": "of the 36 rolls"}


def caption(key: str, lang: str, frame: int = 0) -> str:
    return EXAMPLES[key].captions[frame].get(lang)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize(("key", "point"), [("shot-direct", 18), ("shot-indirect", 16), ("shot-blocked", 16),
                                            ("race-behind", 14)])  # fmt: skip
def test_a_caption_counts_the_shots_the_engine_counts(key: str, point: int, lang: str) -> None:
    shots = hitting_rolls(EXAMPLES[key].position, point)
    assert f"{shots} {COUNTED[lang]}" in caption(key, lang)
    assert re.findall(rf"(\d+) {COUNTED[lang]}", caption(key, lang)) == [str(shots)]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("key", ["pips-bar", "race-ahead", "race-behind"])
def test_a_caption_gives_the_pip_counts_and_the_lead(key: str, lang: str) -> None:
    position = EXAMPLES[key].position
    white, black = position.pip_count(WHITE), position.pip_count(BLACK)
    numbers = [int(n) for n in re.findall(r"\d+", caption(key, lang))]
    assert white in numbers and black in numbers and abs(white - black) in numbers


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize(("key", "dancing"), [("points-spread", 9), ("points-stacked", 1)])
def test_a_caption_counts_the_dancing_rolls(key: str, dancing: int, lang: str) -> None:
    assert 36 - entering_rolls(EXAMPLES[key].position) == dancing
    assert f"{dancing} {COUNTED[lang]}" in caption(key, lang)


def test_only_one_opening_three_one_makes_the_five_point() -> None:
    example = EXAMPLES["opening-31-five-point"]
    assert example.roll == Roll(3, 1)
    making = [play for play in legal_plays(example.position, example.roll)
              if example.position.apply_steps(play.steps).on_roll[5] >= 2]  # fmt: skip
    assert [str(play) for play in making] == ["8/5 6/5"]
    assert "nur dieser" in caption("opening-31-five-point", "de", -1)
    assert "only this one" in caption("opening-31-five-point", "en", -1)


def test_the_combined_shot_is_refused_through_the_blocked_point_first() -> None:
    exercise = EXERCISES["hit-combined-shot"]
    assert check(exercise, "24/15*").correct
    refused = check(exercise, "24/18/15*").message
    assert isinstance(refused, Reason) and refused.rule is Rule.BLOCKED
    assert check(exercise, "24/21 13/7").message.key == "miss-hit"


def test_the_destinations_of_a_combined_shot_leave_out_the_blocked_point() -> None:
    exercise = EXERCISES["shot-destinations"]
    assert check(exercise, "18, 14").correct
    blocked = check(exercise, "20, 18, 14").message
    assert isinstance(blocked, Reason) and blocked.rule is Rule.BLOCKED
    assert "Punkt 20" in blocked.text("de") and "Point 20" in blocked.text("en")
    assert check(exercise, "18").message.key == "dest-missing-sum"


@pytest.mark.parametrize("key", ["run-or-fight", "fight-back"])
def test_far_behind_the_plan_is_a_hit(key: str) -> None:
    exercise = EXERCISES[key]
    position = exercise.position
    assert position.pip_count(WHITE) - position.pip_count(BLACK) >= 30
    assert exercise.trap is not None and check(exercise, exercise.trap).message.key == "miss-hit"


@pytest.mark.parametrize(("path", "prime", "full"), [
    (NOTEBOOKS / "06-Spielplan-fuer-Anfaenger.ipynb", "Blockade", "volle Blockade"),
    (NOTEBOOKS / "en" / "06-A-Game-Plan-for-Beginners.ipynb", "prime", "full prime"),
])  # fmt: skip
def test_a_prime_is_any_wall_and_six_in_a_row_a_full_one(path: Path, prime: str, full: str) -> None:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    text = "\n".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown")
    assert re.search(rf"sechs in einer Reihe sind eine \*?{full}|six in a row are a \*?{full}", text)
    assert re.search(rf"(Mehrere|Several) gemachte Punkte nebeneinander bilden eine \*{prime}\*|"
                     rf"Several made points in a row form a \*{prime}\*", text)  # fmt: skip
    assert not re.search(r"(sechs|six)[^.]*(heißen|are called)[^.]*[Pp]rime", text)


def test_every_level_of_the_lesson_is_asked_and_none_is_a_coin_toss() -> None:
    assert [level.key for level in LESSON.levels] == [
        "plan-pips", "plan-five-point", "plan-points-not-stacks", "plan-shots", "plan-run-or-fight",
    ]  # fmt: skip
    assert {len(level.tasks) for level in LESSON.levels} <= {2, 3}
    assert not [
        task.key for level in LESSON.levels for task in level.tasks if len(find_kind(task.kind).choices) == 2
    ]
