"""The kinds that replace yes/no questions: which number is lost, and where a checker can go.
Every answer is worked out by the engine; every message is tested on a position where it
applies, in each language."""

from __future__ import annotations

import random

import pytest

from bgtutor import Position, Roll
from bgtutor.rules.dice import ALL_ROLLS
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.i18n import LANGUAGES
from bgtutor.rules.moves import legal_plays
from bgtutor.tutor.exercises.answers import read_lost, read_points
from bgtutor.tutor.exercises.base import Kind, Note
from bgtutor.tutor.exercises.engine import Exercise, check, solution_text, task_text, truth
from bgtutor.tutor.exercises.kinds import find_kind, reached
from bgtutor.widgets.exercise import ExerciseWidget

HIGHER_RULE = Position.from_points({14: 1, 1: 14}, {20: 2, 6: 13})
"""6-3: 14/8 or 14/11, never both (White's 5 point is Black's): the 6 must be played."""
LOW_ONLY = Position.from_points({10: 15}, {21: 2, 1: 13})
"""6-4: only 10/6 (White's 4 point is Black's, and none may bear off)."""
CLOSED = Position.from_points({"bar": 1, 6: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 12: 3})
"""A checker on the bar against a closed board: nothing moves."""


def lost(position: Position, roll: Roll) -> Exercise:
    exercise = Exercise("lost", Kind.LOST_NUMBER, position, ("none",), roll)
    return Exercise("lost", Kind.LOST_NUMBER, position, truth(exercise), roll)


def going(position: Position, roll: Roll, point: int) -> Exercise:
    exercise = Exercise("go", Kind.DESTINATIONS, position, ("none",), roll, point=point)
    return Exercise("go", Kind.DESTINATIONS, position, truth(exercise), roll, point=point)


def key_of(exercise: Exercise, answer: str) -> str:
    message = check(exercise, answer).message
    assert isinstance(message, Note), message
    return message.key


# -- lost-number -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("position", "roll", "answer"),
    [
        (Position.start(), Roll(6, 5), "none"),
        (HIGHER_RULE, Roll(6, 3), "3"),
        (LOW_ONLY, Roll(6, 4), "6"),
        (CLOSED, Roll(6, 5), "both"),
    ],
)
def test_the_engine_says_which_number_is_lost(position: Position, roll: Roll, answer: str) -> None:
    exercise = lost(position, roll)
    assert exercise.answers == (answer,)
    for lang in LANGUAGES:
        feedback = check(exercise, answer)
        assert feedback.correct and feedback.message.text(lang)
        assert task_text(exercise, lang) and solution_text(exercise, lang)


@pytest.mark.parametrize(
    ("position", "roll", "answer", "key", "de", "en"),
    [
        (HIGHER_RULE, Roll(6, 3), "6", "lost-higher", "musst du die höhere spielen",
         "you must play the higher"),
        (HIGHER_RULE, Roll(6, 3), "none", "lost-not-both", "in keiner Reihenfolge", "in either order"),
        (HIGHER_RULE, Roll(6, 3), "both", "lost-playable", "Die 6 lässt sich spielen, zum Beispiel 14/8",
         "The 6 can be played, for example 14/8"),
        (Position.start(), Roll(6, 5), "5", "lost-playable", "Die 5 lässt sich spielen, zum Beispiel 13/8",
         "The 5 can be played, for example 13/8"),
        (LOW_ONLY, Roll(6, 4), "4", "lost-playable", "Die 4 lässt sich spielen", "The 4 can be played"),
        (CLOSED, Roll(6, 5), "6", "lost-unplayable", "Die 5 lässt sich in keinem", "The 5 cannot be played"),
        (LOW_ONLY, Roll(6, 4), "5", "lost-not-rolled", "Du hast keine 5 gewürfelt", "You did not roll a 5"),
    ],
)  # fmt: skip
def test_a_wrong_lost_number_is_told_its_slip(
    position: Position, roll: Roll, answer: str, key: str, de: str, en: str
) -> None:
    exercise = lost(position, roll)
    assert key_of(exercise, answer) == key
    feedback = check(exercise, answer)
    assert not feedback.correct and feedback.well_formed
    assert de in feedback.text("de") and en in feedback.text("en")


def test_a_lost_number_question_needs_two_different_numbers() -> None:
    with pytest.raises(ValueError, match="two different numbers"):
        Exercise("x", Kind.LOST_NUMBER, Position.start(), ("none",), Roll(3, 3))


def test_the_lost_number_is_read_in_words_and_offered_as_buttons() -> None:
    assert [read_lost(text) for text in ("6", "die 3", "Keine.", "beide Zahlen", "neither", "7")] == [
        6, 3, "none", "both", "none", None,
    ]  # fmt: skip
    exercise = lost(HIGHER_RULE, Roll(6, 3))
    assert find_kind(Kind.LOST_NUMBER).offered(exercise) == (("6", "6"), ("3", "3"), ("none", "none"),
                                                              ("both", "both"))  # fmt: skip
    assert check(exercise, "drei").well_formed is False  # a number word is no die: say the form
    widget = ExerciseWidget(exercise, lang="en")
    assert [choice.description for choice, _ in widget._choices] == ["6", "3", "None", "Both"]
    widget.choose("3")
    assert widget.check().correct


# -- destinations ------------------------------------------------------------------------------

BLOCKED_EIGHT = Position.from_points({13: 2, 6: 5}, {17: 2, 24: 2})
"""White's 8 point is Black's: from 13, the 5 is blocked, 13/7/2 goes."""
COMING_HOME = Position.from_points({8: 1, 5: 1, 3: 13}, {24: 15})
"""5-3: the checker on 5 bears off only after 8/5 brings the last one home."""
ON_THE_BAR = Position.from_points({"bar": 1, 13: 14}, {4: 2, 6: 1, 1: 12})


@pytest.mark.parametrize(
    ("position", "roll", "point", "answer"),
    [
        (Position.start(), Roll(6, 5), 24, "18, 13"),  # 24/19 lands on Black's 6 point
        (BLOCKED_EIGHT, Roll(6, 5), 13, "7, 2"),  # the sum by the open way only
        (COMING_HOME, Roll(5, 3), 5, "2, off"),  # another checker's step comes first
        (ON_THE_BAR, Roll(4, 2), 13, "9"),  # after entering with the 2
        (Position.start(), Roll(3, 3), 24, "21, 18, 15"),
        (Position.start(), Roll(6, 5), 6, "none"),
    ],
)
def test_the_engine_finds_every_destination(position: Position, roll: Roll, point: int, answer: str) -> None:
    exercise = going(position, roll, point)
    assert exercise.answers == (answer,)
    assert check(exercise, answer).correct
    for lang in LANGUAGES:
        assert check(exercise, answer).message.text(lang) and task_text(exercise, lang)


def test_destinations_count_partial_plays_in_either_order() -> None:
    position = Position.from_points({13: 1}, {24: 14, 23: 1})  # one checker: 13/2 is the only play
    assert sorted(reached(position, Roll(6, 5), 13)) == [2, 7, 8]


@pytest.mark.parametrize(
    ("position", "roll", "point", "answer", "rule"),
    [
        (BLOCKED_EIGHT, Roll(6, 5), 13, "8, 7, 2", Rule.BLOCKED),
        (ON_THE_BAR, Roll(4, 2), 13, "9, 11", Rule.BAR_FIRST),
        (COMING_HOME, Roll(6, 1), 5, "4, off", Rule.NOT_ALL_HOME),
        (Position.start(), Roll(6, 5), 13, "8, 7, 1", Rule.NO_DIE),
    ],
)
def test_a_point_too_many_gets_the_rule_that_keeps_the_checker_away(
    position: Position, roll: Roll, point: int, answer: str, rule: Rule
) -> None:
    exercise = going(position, roll, point)
    message = check(exercise, answer).message
    assert isinstance(message, Reason) and message.rule is rule, message
    assert all(message.text(lang) for lang in LANGUAGES)


@pytest.mark.parametrize(
    ("position", "roll", "point", "answer", "key", "de", "en"),
    [
        (BLOCKED_EIGHT, Roll(6, 5), 13, "7", "dest-missing-sum", "mehrere Zahlen nacheinander",
         "several numbers in a row"),
        (COMING_HOME, Roll(5, 3), 5, "2", "dest-missing-off", "Auch das Abtragen zählt",
         "bearing off (off) counts too"),
        (Position.start(), Roll(6, 5), 24, "13", "entry-missing", "mindestens ein Punkt",
         "At least one point"),
    ],
)  # fmt: skip
def test_a_missing_destination_is_named(
    position: Position, roll: Roll, point: int, answer: str, key: str, de: str, en: str
) -> None:
    exercise = going(position, roll, point)
    assert key_of(exercise, answer) == key
    feedback = check(exercise, answer)
    assert de in feedback.text("de") and en in feedback.text("en")


def test_no_destination_is_said_in_words() -> None:
    exercise = going(Position.start(), Roll(6, 5), 6)
    assert (
        check(exercise, "keine").message.text("de")
        == "Keinen: Der Stein auf 6 kann mit diesem Wurf nicht ziehen."
    )
    assert check(exercise, "none").message.text("en") == "None: the checker on 6 cannot move with this roll."
    assert check(going(Position.start(), Roll(6, 5), 24), "18").message.text("en") == (
        "A point is still missing: the checker can also play several numbers in a row."
    )


def test_destinations_need_a_checker_on_the_point() -> None:
    with pytest.raises(ValueError, match="no checker on 12"):
        Exercise("x", Kind.DESTINATIONS, Position.start(), ("none",), Roll(6, 5), point=12)
    with pytest.raises(ValueError, match="needs the point"):
        Exercise("x", Kind.DESTINATIONS, Position.start(), ("none",), Roll(6, 5))


def test_points_and_off_are_read_and_clicked() -> None:
    assert read_points("2, off", off=True) == {2, 0} and read_points("2 und ab", off=True) == {2, 0}
    assert read_points("off") is None  # entry points are never "off"
    exercise = going(COMING_HOME, Roll(5, 3), 5)
    assert find_kind(Kind.DESTINATIONS).toggles(exercise) == ("4", "3", "2", "1", "off")
    widget = ExerciseWidget(exercise, lang="de")
    widget.toggle("2")
    widget.toggle("off")
    assert widget.toggled == ("2", "off")
    assert widget.check().correct
    widget.try_again()
    widget.toggle("4")
    widget.toggle("none")  # "keine" releases the points
    assert widget.toggled == ("none",)
    assert not widget.check().correct


def test_entry_points_are_clicked_too() -> None:
    position = Position.from_points({"bar": 1, 6: 14}, {1: 2, 2: 2, 12: 11})  # 24 and 23 blocked
    exercise = Exercise("in", Kind.ENTRY_POINTS, position, ("22, 21, 20, 19",))
    widget = ExerciseWidget(exercise, lang="en")
    assert [toggle.description for toggle, _ in widget._toggles] == [
        "24",
        "23",
        "22",
        "21",
        "20",
        "19",
        "None",
    ]
    for point in ("22", "21", "20", "19"):
        widget.toggle(point)
    assert widget.check().correct
    widget.answer("24, 23")
    assert widget.toggled == ("24", "23")


def test_a_bear_off_destination_is_said_in_each_language() -> None:
    both = going(COMING_HOME, Roll(5, 3), 5)
    assert check(both, "2, ab").correct and check(both, "2, off").correct
    assert (
        check(both, "2, ab").message.text("de")
        == "Der Stein auf 5 kann ziehen nach: 2, und er kann abtragen."
    )
    assert check(both, "2, off").message.text("en") == "The checker on 5 can move to: 2, off."
    only = going(Position.from_points({2: 1, 1: 1}, {1: 15}), Roll(6, 5), 2)
    assert only.answers == ("off",)
    assert check(only, "ab").message.text("de") == "Der Stein auf 2 kann nur abtragen."
    assert check(only, "off").message.text("en") == "The checker on 2 can only bear off: off."
    widget = ExerciseWidget(both, lang="de")
    assert [toggle.description for toggle, _ in widget._toggles][-2:] == ["ab", "Keine"]


def test_every_place_not_reached_has_the_rule_that_keeps_the_checker_away() -> None:
    """In positions of random games: a place the checker's numbers reach but no legal play does
    is refused by a rule (so a point too many is always told why)."""
    rng = random.Random(7)
    asked = 0
    while asked < 60:
        position = Position.start()
        for _ in range(rng.randint(4, 90)):
            if position.is_game_over:
                break
            position = position.play(rng.choice(legal_plays(position, rng.choice(ALL_ROLLS))))
        if position.is_game_over:
            continue
        roll = rng.choice(ALL_ROLLS)
        for src in [point for point in range(1, 25) if position.on_roll[point]][:3]:
            exercise = going(position, roll, src)
            candidates = find_kind(Kind.DESTINATIONS).toggles(exercise)
            for place in candidates:
                answer = f"{exercise.answers[0]}, {place}".replace("none, ", "")
                feedback = check(exercise, answer)
                assert feedback.well_formed
                if not feedback.correct and place not in exercise.answers[0].split(", "):
                    assert isinstance(feedback.message, Reason), (position.position_id(), roll, src, place)
            asked += 1
