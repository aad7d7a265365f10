"""Exercises: stored answers equal the engine's, and every kind of answer gets the right feedback."""

from __future__ import annotations

import pytest

from bgtutor import BLACK, WHITE, Position, Roll
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.i18n import LANGUAGES, Text
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.plays import Play
from bgtutor.rules.resolve import check_play
from bgtutor.tutor.exercises.base import NONE, Condition, Kind, Note
from bgtutor.tutor.exercises.drills import RULES
from bgtutor.tutor.exercises.engine import (
    Exercise,
    Feedback,
    accepted,
    check,
    hint_text,
    meaning,
    solution_text,
    task_text,
    trap_reason,
    truth,
)
from bgtutor.tutor.lessons import EXAMPLES, EXERCISES
from bgtutor.tutor.lessons.cube_lesson import EXERCISES as CUBE_EXERCISES
from tests.helpers import board

ALL = sorted(EXERCISES.values(), key=lambda exercise: exercise.key)


def by_key(exercise: Exercise) -> str:
    return exercise.key


def rule(feedback: Feedback) -> Rule:
    assert isinstance(feedback.message, Reason), feedback.message
    return feedback.message.rule


def note(feedback: Feedback) -> str:
    assert isinstance(feedback.message, Note), feedback.message
    return feedback.message.key


HIT_AND_RUN = Exercise(
    "hit-and-run-legal",
    Kind.IS_LEGAL,
    EXAMPLES["hit-and-run"].position,
    ("yes",),
    Roll(4, 2),
    play="9/5*/3",
    why=Text(
        "Schlagen und Weiterziehen ist nach den Standardregeln erlaubt, auch im eigenen Heimfeld.",
        "Hitting and moving on is allowed by the standard rules, even in your own home board.",
    ),
)
"""A yes/no question on the seed example of hitting and moving on: yes."""
TWO_ON_BAR = Exercise(
    "two-on-bar-legal",
    Kind.IS_LEGAL,
    EXAMPLES["two-on-bar"].position,
    ("no",),
    Roll(4, 2),
    play="bar/23 23/19*",
)
"""A yes/no question on the seed example of two checkers on the bar: no, the second still waits."""
QUESTIONS = {exercise.key: exercise for exercise in (HIT_AND_RUN, TWO_ON_BAR)}


def _exercise(key: str) -> Exercise:
    return QUESTIONS[key] if key in QUESTIONS else EXERCISES[key]


def right(key: str, answer: str) -> Feedback:
    feedback = check(_exercise(key), answer)
    assert feedback.correct and feedback.well_formed, feedback.text("en")
    return feedback


def wrong(key: str, answer: str) -> Feedback:
    feedback = check(_exercise(key), answer)
    assert not feedback.correct and feedback.well_formed, feedback.text("en")
    return feedback


def malformed(key: str, answer: str) -> Feedback:
    feedback = check(_exercise(key), answer)
    assert not feedback.correct and not feedback.well_formed, feedback.text("en")
    return feedback


# -- the data: stored answers can never drift from the rules --------------------------------


@pytest.mark.parametrize("exercise", ALL, ids=by_key)
def test_stored_answers_are_the_engines_answers(exercise: Exercise) -> None:
    assert None not in accepted(exercise), "every stored answer must be readable (and legal)"
    assert {meaning(exercise, answer) for answer in truth(exercise)} == accepted(exercise)
    assert len(truth(exercise)) == len(exercise.answers), "no two stored answers mean the same"


@pytest.mark.parametrize("exercise", ALL, ids=by_key)
def test_every_stored_answer_is_accepted_by_check(exercise: Exercise) -> None:
    for answer in exercise.answers:
        assert check(exercise, answer).correct


@pytest.mark.parametrize("exercise", [e for e in ALL if e.kind is Kind.PLAY], ids=by_key)
def test_every_accepted_play_is_legal(exercise: Exercise) -> None:
    assert exercise.roll is not None
    legal = {exercise.position.play(play) for play in legal_plays(exercise.position, exercise.roll)}
    for answer in exercise.answers:
        outcome = check_play(exercise.position, exercise.roll, answer)
        assert isinstance(outcome, Play), f"{answer!r}: {outcome}"
        assert exercise.position.play(outcome) in legal


@pytest.mark.parametrize("exercise", [e for e in ALL if e.condition is Condition.ONLY], ids=by_key)
def test_only_exercises_have_exactly_one_legal_play(exercise: Exercise) -> None:
    assert exercise.roll is not None
    assert len(legal_plays(exercise.position, exercise.roll)) == 1 == len(exercise.answers)


@pytest.mark.parametrize("exercise", [e for e in ALL if e.trap], ids=by_key)
def test_every_trap_is_wrong_and_explained(exercise: Exercise) -> None:
    assert exercise.trap is not None
    assert trap_reason(exercise) is not None
    if exercise.kind is Kind.PLAY:
        assert not check(exercise, exercise.trap).correct


@pytest.mark.parametrize("exercise", ALL, ids=by_key)
def test_every_exercise_has_its_texts_in_every_language(exercise: Exercise) -> None:
    for lang in LANGUAGES:
        for text in (task_text(exercise, lang), hint_text(exercise, lang), solution_text(exercise, lang)):
            assert text and "{" not in text
    if exercise.kind not in (Kind.IS_LEGAL, Kind.RESULT):  # those say yes/no and the result in words
        # the stored answers are the same in every language ("none"), as the English solution says them
        assert all(answer in solution_text(exercise, "en").lower() for answer in exercise.answers)


def test_the_registry_covers_every_kind_and_condition() -> None:
    cube = {exercise.kind for exercise in CUBE_EXERCISES.values()}
    drilled = {Kind.CUBE_OWNER}  # White or Black, a coin toss: its drill asks it, no lesson does
    assert "cube-owner" in RULES and not drilled & cube
    assert {exercise.kind for exercise in ALL} | cube | drilled == set(Kind)
    assert {exercise.condition for exercise in ALL if exercise.kind is Kind.PLAY} == set(Condition)
    assert any(e.kind is Kind.ENTRY_POINTS and e.roll is None for e in ALL)
    assert {e.answers for e in ALL if e.kind is Kind.IS_LEGAL} == {("yes",), ("no",)}
    assert {e.answers for e in ALL if e.kind is Kind.RESULT} == {("single",), ("gammon",), ("backgammon",)}


def test_the_truth_test_would_catch_a_drifted_answer() -> None:
    base = EXERCISES["bar-enter-and-hit"]
    drifted = Exercise("x", base.kind, base.position, ("bar/23 13/9",), base.roll, condition=Condition.HIT)
    assert {meaning(drifted, answer) for answer in truth(drifted)} != accepted(drifted)
    counted = Exercise("x", Kind.ENTERING_ROLLS, EXERCISES["dance-entering-rolls"].position, ("26",))
    assert truth(counted) == ("27",)


# -- PLAY ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    ["bar/22 22/16*", "bar/16*", "Bar/22/16*", "b/22 22/16*", "63: bar/22, 22/16*", "  bar/22   22/16* "],
)
def test_play_right_in_any_spelling_compares_resulting_positions(answer: str) -> None:
    feedback = right("bar-enter-and-hit", answer)
    assert feedback.text("en").startswith("Right! bar/16* is legal and hits 1 opposing checker.")
    assert "enter first" in feedback.text("en")  # the lesson comes with a right answer


def test_play_illegal_names_the_rule() -> None:
    assert rule(wrong("bar-enter-and-hit", "bar/19/16*")) is Rule.ENTRY_BLOCKED
    assert rule(wrong("bar-enter-and-hit", "13/7 13/10")) is Rule.BAR_FIRST
    assert rule(wrong("bar-enter-and-hit", "31: bar/22 22/21")) is Rule.WRONG_ROLL
    assert rule(wrong("enter-on-five", "8/3 6/4")) is Rule.BAR_FIRST
    assert rule(wrong("bear-off-must-use-both", "5/off")) is Rule.MUST_USE_BOTH
    assert rule(wrong("bear-off-from-highest", "2/off(2)")) is Rule.HIGHER_POINT
    assert rule(wrong("bear-off-one-and-five", "6/5 4/off")) is Rule.HIGHER_POINT
    feedback = wrong("bear-off-must-use-both", "5/off")
    assert feedback.text("de").startswith("Leider nicht. Danach ließe sich die 3 nicht mehr spielen.")
    assert feedback.why is None and feedback.solution == "5/2 4/off"


def test_play_legal_but_missing_the_condition_says_so() -> None:
    feedback = wrong("bar-enter-and-hit", "bar/22 13/7")
    assert note(feedback) == "miss-hit"
    assert feedback.message.text("de") == "Dieser Zug (bar/22 13/7) ist erlaubt, schlägt aber keinen Stein."
    assert feedback.message.text("en") == "This play (bar/22 13/7) is legal but hits nothing."
    assert note(wrong("bear-off-one-and-five", "6/1 4/3")) == "miss-bear-off"
    assert note(wrong("make-five-point", "24/18 6/5")) == "miss-make-point"


@pytest.mark.parametrize(
    ("key", "answers"),
    [
        ("bear-off-one-and-five", ["6/off", "6/1 1/off", "6/5/off", "6/5 5/off"]),
        ("bear-off-must-use-both", ["5/2 4/off", "4/off 5/2", "53: 5/2, 4/off"]),
        ("bear-off-from-highest", ["4/off 2/off", "2/off 4/off", "53: 4/off, 2/off"]),
        ("bear-off-last-checker-higher", ["10/4", "63: 10/4", "10/4 "]),
        ("come-home-and-bear-off", ["9/off", "9/OFF", "9/o", "9/3/off"]),
        ("make-five-point", ["11/5 6/5", "6/5 11/5", "61: 11/5, 6/5"]),
        ("enter-on-five", ["bar/20 24/22", "bar/20/18", "b/20 13/11", "52: bar/20, 8/6"]),
    ],
)
def test_play_variants_are_right(key: str, answers: list[str]) -> None:
    for answer in answers:
        right(key, answer)


@pytest.mark.parametrize("answer", ["", "   ", "foo", "bar/19**x", "13-9", "19/bar"])
def test_play_malformed_input_explains_the_format(answer: str) -> None:
    feedback = malformed("bar-enter-and-hit", answer)
    assert note(feedback) == "format-play"
    assert "24/18 13/11" in feedback.text("de") and not feedback.text("de").startswith("Leider")


def test_play_ambiguous_input_asks_for_the_intermediate_point() -> None:
    position = board({24: 1, 6: 14}, {20: 1, 18: 1, 1: 13})
    exercise = Exercise("ambiguous", Kind.PLAY, position, ("24/20*/14",), Roll(6, 4))
    assert note(check(exercise, "24/14")) == "ambiguous"
    assert check(exercise, "24/20*/14").correct
    assert not check(exercise, "24/18*/14").correct and check(exercise, "24/18*/14").well_formed


def test_play_no_play_can_be_written_in_words() -> None:
    exercise = Exercise(
        "pass", Kind.PLAY, EXERCISES["dance"].position, ("(no play)",), Roll(3, 1), condition=Condition.ONLY
    )
    assert truth(exercise) == ("(no play)",)
    for answer in ["(no play)", "aussetzen", "kein Zug", "Pass", "no play"]:
        assert check(exercise, answer).correct, answer
    assert rule(check(exercise, "bar/22")) is Rule.ENTRY_BLOCKED


# -- IS_LEGAL --------------------------------------------------------------------------------


@pytest.mark.parametrize("answer", ["ja", "Ja", "JA!", "j", "yes", "Y", "ja, erlaubt", "erlaubt", "legal."])
def test_is_legal_yes_in_any_spelling(answer: str) -> None:
    feedback = right("hit-and-run-legal", answer)
    assert feedback.message.text("en") == "The play is legal, written 9/5*/3 in the usual notation."


def test_is_legal_wrong_no_gives_the_canonical_form_and_the_lesson() -> None:
    feedback = wrong("hit-and-run-legal", "nein")
    assert note(feedback) == "is-legal" and "9/5*/3" in feedback.text("de")
    assert feedback.text("en").endswith("even in your own home board.")


@pytest.mark.parametrize("answer", ["nein", "N", "no", "Nein.", "nicht erlaubt", "verboten"])
def test_is_legal_no_in_any_spelling_names_the_rule(answer: str) -> None:
    assert rule(right("two-on-bar-legal", answer)) is Rule.BAR_FIRST
    assert rule(right("bear-off-bar-counts", answer)) is Rule.BAR_FIRST


def test_is_legal_wrong_yes_names_the_rule() -> None:
    assert rule(wrong("two-on-bar-legal", "ja")) is Rule.BAR_FIRST
    assert rule(wrong("bear-off-bar-counts", "yes")) is Rule.BAR_FIRST


@pytest.mark.parametrize("answer", ["vielleicht", "", "9/5*/3", "?"])
def test_is_legal_malformed(answer: str) -> None:
    assert note(malformed("hit-and-run-legal", answer)) == "format-yes-no"


# -- ENTRY_POINTS ----------------------------------------------------------------------------


@pytest.mark.parametrize("answer", ["23", "23.", " Punkt 23 ", "point 23"])
def test_entry_points_right(answer: str) -> None:
    assert right("bar-entry-points", answer).message.text("de") == "Einsetzen kannst du auf: 23."


def test_entry_points_wrong_names_the_reason() -> None:
    blocked = wrong("bar-entry-points", "23, 21")
    assert rule(blocked) is Rule.ENTRY_BLOCKED and dict(blocked.message.params)["point"] == 21
    assert note(wrong("bar-entry-points", "23, 19")) == "entry-not-rolled"
    assert note(wrong("bar-entry-points", "23, 5")) == "entry-not-home"
    assert note(wrong("bar-entry-points", "keine")) == "entry-missing"


@pytest.mark.parametrize(
    "answer",
    ["24, 23, 22, 20, 19", "19, 20, 22, 23, 24", "24 23 22 20 19", "24; 23; 22 und 20, 19", "19,20,22,23,24"],
)
def test_open_points_right_in_any_order(answer: str) -> None:
    feedback = right("bar-open-points", answer)
    assert feedback.message.text("en") == "Open are the points 24, 23, 22, 20, 19; blocked: 21."


def test_open_points_wrong() -> None:
    assert rule(wrong("bar-open-points", "24, 23, 22, 21, 20, 19")) is Rule.ENTRY_BLOCKED
    assert note(wrong("bar-open-points", "24, 23, 22, 20")) == "entry-missing"


@pytest.mark.parametrize("answer", [NONE, "Keine.", "none", "-", "nirgends", "kein"])
def test_dance_none_in_any_spelling(answer: str) -> None:
    assert note(right("dance", answer)) == "entry-dance"


def test_dance_wrong_point_is_blocked() -> None:
    assert rule(wrong("dance", "22")) is Rule.ENTRY_BLOCKED
    assert solution_text(EXERCISES["dance"], "en").startswith("None of your entry points is open")


@pytest.mark.parametrize("answer", ["dreiundzwanzig", "23 und bar", "0", "30", "23/21x"])
def test_entry_points_malformed(answer: str) -> None:
    assert note(malformed("bar-entry-points", answer)) == "format-points"


# -- ENTERING_ROLLS --------------------------------------------------------------------------


@pytest.mark.parametrize("answer", ["27", "27/36", "27 von 36", "27 of 36", "27 Würfe", "27 rolls."])
def test_entering_rolls_right_with_the_count(answer: str) -> None:
    assert "3 × 3 = 9" in right("dance-entering-rolls", answer).text("de")


def test_entering_rolls_wrong() -> None:
    assert note(wrong("dance-entering-rolls", "15")) == "rolls-distinct"  # the 21 distinct rolls
    assert note(wrong("dance-entering-rolls", "30")) == "fewer"
    assert note(wrong("dance-entering-rolls", "9")) == "rolls-dancing"  # the rolls that stay out
    assert note(wrong("dance-entering-rolls", "26")) == "more"


@pytest.mark.parametrize("answer", ["0", "null", "keine", "zero"])
def test_closed_board_no_roll_enters(answer: str) -> None:
    right("closed-board", answer)


@pytest.mark.parametrize("answer", ["viele", "27 oder 28", "", "2 7"])
def test_entering_rolls_malformed(answer: str) -> None:
    assert note(malformed("dance-entering-rolls", answer)) == "format-number"


def test_entering_rolls_with_every_point_open() -> None:
    position = board({"bar": 1, 6: 14}, {1: 15})
    exercise = Exercise("open", Kind.ENTERING_ROLLS, position, ("36",))
    assert truth(exercise) == ("36",)
    assert note(check(exercise, "36")) == "rolls-all"


# -- BEAR_OFF_COUNT --------------------------------------------------------------------------


@pytest.mark.parametrize("answer", ["2", "zwei", "two", "2 Steine", "2 checkers"])
def test_bear_off_count_right(answer: str) -> None:
    feedback = right("bear-off-count-exact", answer)
    assert feedback.message.text("en") == "At most 2 checkers, for example with 5/off 2/off."


def test_bear_off_count_wrong() -> None:
    assert note(wrong("bear-off-count-exact", "3")) == "fewer"
    assert note(wrong("bear-off-count-empty-point", "2")) == "fewer"
    assert note(wrong("bear-off-count-empty-point", "0")) == "bear-off-highest-only"  # 6 first


def test_bear_off_count_malformed() -> None:
    assert note(malformed("bear-off-count-exact", "ganz viele")) == "format-number"


def test_bear_off_count_solution_explains_the_trap() -> None:
    text = solution_text(EXERCISES["bear-off-count-empty-point"], "de")
    assert text.startswith("Höchstens 1 Stein, zum Beispiel mit 6/2 3/off.")
    assert "Nicht richtig wäre 3/off(2). Mit der 4 darfst du von Punkt 3 nicht abtragen" in text
    assert "zum Beispiel 6/2." in text  # the 4 is smaller than the highest point 6: it moves inside


# -- RESULT ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "answers"),
    [
        ("result-single", ["single", "Einfach", "einfacher Sieg", "single game"]),
        ("result-gammon", ["gammon", "Gammon", "ein Gammon.", "mars", "a gammon"]),
        ("result-backgammon", ["backgammon", "Backgammon", "ein Backgammon!"]),
    ],
)
def test_result_right_in_german_and_english(key: str, answers: list[str]) -> None:
    for answer in answers:
        feedback = right(key, answer)
        assert isinstance(feedback.message, Reason)


def test_result_wrong_gives_the_reason() -> None:
    assert rule(wrong("result-backgammon", "gammon")) is Rule.RESULT_BACKGAMMON_HOME
    assert rule(wrong("result-gammon", "backgammon")) is Rule.RESULT_GAMMON
    assert rule(wrong("result-single", "gammon")) is Rule.RESULT_SINGLE


@pytest.mark.parametrize("answer", ["doppelt", "gammon oder backgammon", "2", ""])
def test_result_malformed(answer: str) -> None:
    assert note(malformed("result-gammon", answer)) == "format-result"


def test_result_task_names_the_winner() -> None:
    assert task_text(EXERCISES["result-gammon"], "de").startswith("Weiß hat alle Steine abgetragen")
    assert task_text(EXERCISES["result-gammon"], "en").startswith("White has borne off all checkers")


# -- PIP_COUNT -------------------------------------------------------------------------------


@pytest.mark.parametrize("answer", ["167", "167 Pips", " 167. "])
def test_pip_count_right_shows_the_sum(answer: str) -> None:
    feedback = right("start-pip-count", answer)
    assert feedback.message.text("de") == "Pips von Weiß: 2 × 24 + 5 × 13 + 3 × 8 + 5 × 6 = 167."


def test_pip_count_wrong() -> None:
    assert note(wrong("start-pip-count", "166")) == "more"
    assert note(wrong("start-pip-count", "170")) == "fewer"
    assert note(wrong("pip-count-bar", "177")) == "pips-other"  # Black's count
    assert note(wrong("pip-count-bar", "125")) == "pips-bar-zero"  # the bar counted as 0
    assert note(wrong("pip-count-bar", "124")) == "more"
    assert "1 × 25 (bar)" in solution_text(EXERCISES["pip-count-bar"], "en")


def test_pip_count_of_black() -> None:
    exercise = Exercise("black", Kind.PIP_COUNT, EXERCISES["pip-count-bar"].position, ("177",), color=BLACK)
    assert truth(exercise) == ("177",)
    assert check(exercise, "177").correct and note(check(exercise, "150")) == "pips-other"


def test_pip_count_malformed() -> None:
    assert note(malformed("start-pip-count", "hundert")) == "format-number"


# -- texts, feedback and validation -----------------------------------------------------------


def test_feedback_text_has_a_verdict_only_for_readable_answers() -> None:
    assert check(EXERCISES["start-pip-count"], "167").text("de").startswith("Richtig! ")
    assert check(EXERCISES["start-pip-count"], "166").text("en").startswith("Not quite. ")
    assert check(EXERCISES["start-pip-count"], "x").text("en").startswith("I cannot read")


def test_standard_texts_are_used_when_an_exercise_has_none() -> None:
    exercise = EXERCISES["pip-count-bar"]
    assert exercise.task is None and exercise.hint is None
    assert task_text(exercise, "de") == "Wie viele Pips hat Weiß?"
    assert "25" in hint_text(exercise, "en")
    assert "Wie viele Steine" in task_text(EXERCISES["bear-off-count-exact"], "de")


def test_solution_text_gives_answer_and_rule() -> None:
    text = solution_text(EXERCISES["bar-enter-and-hit"], "de")
    assert text.startswith("Schlagen kannst du mit bar/16*.")
    assert "Nicht richtig wäre bar/19/16*. Mit der 6 würdest du auf Punkt 19 einsetzen" in text
    two_on_bar = solution_text(TWO_ON_BAR, "en")
    assert two_on_bar.startswith("No. You still have 1 checker on the bar")
    assert solution_text(EXERCISES["two-on-bar-move-on"], "en").startswith(
        "The 6 is lost: only the 3 can be played (bar/22)."
    )
    assert solution_text(EXERCISES["enter-on-five"], "en").startswith(
        "Legal is: bar/20 24/22 or bar/18 or bar/20 13/11 or bar/20 8/6 or bar/20 6/4."
    )


def test_text_values() -> None:
    text = Text("Hallo", "Hello")
    assert text.get("de") == "Hallo" and text.get("en") == "Hello" and text.text() == "Hallo"
    with pytest.raises(ValueError, match="not a supported language"):
        text.get("fr")


@pytest.mark.parametrize(
    ("kwargs", "problem"),
    [
        ({"kind": Kind.PLAY, "answers": ("24/18",)}, "needs a roll"),
        ({"kind": Kind.IS_LEGAL, "answers": ("yes",), "roll": Roll(6, 5)}, "needs the play"),
        ({"kind": Kind.PIP_COUNT, "answers": ()}, "one or more texts"),
        ({"kind": Kind.PIP_COUNT, "answers": ("167",), "roll": Roll(6, 5)}, "has no roll"),
        ({"kind": Kind.ENTERING_ROLLS, "answers": ("36",)}, "checker on the bar"),
        ({"kind": Kind.RESULT, "answers": ("gammon",)}, "finished game"),
        (
            {
                "kind": Kind.PLAY,
                "answers": ("8/5 6/5",),
                "roll": Roll(3, 1),
                "condition": Condition.MAKE_POINT,
            },
            "needs the point",
        ),
    ],
)
def test_exercise_data_is_validated(kwargs: dict[str, object], problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        Exercise("bad", position=Position.start(), **kwargs)  # type: ignore[arg-type]


def test_result_colour_must_be_the_winner() -> None:
    position = EXERCISES["result-gammon"].position
    with pytest.raises(ValueError, match="winner"):
        Exercise("bad", Kind.RESULT, position, ("gammon",), color=BLACK)
    assert Exercise("ok", Kind.RESULT, position, ("gammon",), color=WHITE).color is WHITE


def test_check_never_raises_on_odd_input() -> None:
    for exercise in ALL:
        for answer in ["", "?", "bar/", "ja nein", "1/2/3/4/5", "(no play)", "25/0", "99", "off/bar"]:
            feedback = check(exercise, answer)
            assert feedback.message.text("de") and feedback.message.text("en")
