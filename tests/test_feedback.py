"""Every wrong answer teaches: the rule or counting method at once, the worked solution after a
second wrong try; and the generated texts are good German and English in every position."""

from __future__ import annotations

import random
import re
from itertools import islice

import pytest

from bgtutor import BLACK, WHITE, Position, Roll
from bgtutor.rules.dice import ALL_ROLLS
from bgtutor.rules.explain import Reason
from bgtutor.rules.i18n import LANGUAGES, translate
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.resolve import check_play
from bgtutor.rules.scoring import game_result
from bgtutor.tutor.exercises.base import BOTH, NO, NONE, YES, Kind, Note
from bgtutor.tutor.exercises.drills import tasks
from bgtutor.tutor.exercises.engine import Exercise, Feedback, Worked, check, solution_text, truth
from bgtutor.tutor.lessons import EXERCISES
from bgtutor.tutor.lessons.cube_lesson import EXERCISES as CUBE_EXERCISES
from bgtutor.tutor.lessons.frames import Frame
from bgtutor.tutor.teach import entry_table, pips_text, plays_text, result_text, shots_text, verdict

ALL = sorted(EXERCISES.values(), key=lambda exercise: exercise.key)
MORE_OR_FEWER = {
    translate(key, lang, home=Note.home) for key in ("ex-more", "ex-fewer") for lang in LANGUAGES
}


def _wrong_answers(exercise: Exercise) -> list[str]:
    """Typical wrong answers to ``exercise``, readable ones only."""
    kind, right = exercise.kind, truth(exercise)
    if kind in (Kind.ENTERING_ROLLS, Kind.BEAR_OFF_COUNT, Kind.PIP_COUNT):
        n = int(right[0])
        return [str(v) for v in (n - 1, n + 1, n - 10, n + 10, 0, 21, 25, n - 25) if v >= 0 and v != n]
    if kind is Kind.ENTRY_POINTS:
        return [str(point) for point in range(19, 25) if str(point) not in right[0].split(", ")] + [
            "1",
            "keine",
        ]
    if kind is Kind.RESULT:
        return [word for word in ("single", "gammon", "backgammon") if word not in right]
    if kind is Kind.IS_LEGAL:
        return [NO if right == (YES,) else YES]
    assert exercise.roll is not None
    if kind is Kind.LOST_NUMBER:  # either number, none, both: the three the answer is not
        roll = exercise.roll
        return [answer for answer in (str(roll.high), str(roll.low), NONE, BOTH) if answer not in right]
    legal = [str(play) for play in legal_plays(exercise.position, exercise.roll)]
    tries = [text for text in legal if text not in right][:3] + ([exercise.trap] if exercise.trap else [])
    return [*tries, "24/23 24/22", "13/1", "6/off"]


def _teaches(feedback: Feedback, lang: str) -> bool:
    """The feedback names a rule (a Reason) or a method, not only "more"/"fewer"."""
    if isinstance(feedback.message, Reason) or feedback.teach:
        return True
    return feedback.message.text(lang) not in MORE_OR_FEWER and feedback.why is not None


@pytest.mark.parametrize("exercise", ALL, ids=lambda exercise: exercise.key)
def test_every_wrong_answer_names_a_rule_or_a_method(exercise: Exercise) -> None:
    wrong = 0
    for answer in _wrong_answers(exercise):
        feedback = check(exercise, answer)
        if feedback.correct or not feedback.well_formed:
            continue
        wrong += 1
        for lang in LANGUAGES:
            assert _teaches(feedback, lang), (answer, feedback.text(lang))
    assert wrong, "no typical wrong answer was tried"


@pytest.mark.parametrize("kind", list(Kind))
def test_each_kind_is_covered_by_the_lessons(kind: Kind) -> None:
    drilled = [task.exercise for task in islice(tasks("cube-owner"), 2)]  # a coin toss: no lesson asks it
    assert any(exercise.kind is kind for exercise in [*ALL, *CUBE_EXERCISES.values(), *drilled])


@pytest.mark.parametrize(
    ("key", "answer", "method"),
    [
        ("dance-entering-rolls", "30", "bei gesperrte Punkte × gesperrte Punkte Tanzwürfen"),
        ("dance-entering-rolls", "9", "herein kommt er mit 36 − Tanzwürfe"),
        ("start-pip-count", "166", "Jeder Stein zählt die Nummer seines Punktes aus der Sicht von Weiß"),
        ("pip-count-bar", "125", "Ein Stein auf der Bar zählt 25"),
        ("bear-off-count-exact", "3", "wobei eine Zahl vom Punkt mit ihrer Nummer abträgt"),
        ("bear-off-count-empty-point", "3", "und eine größere vom höchsten besetzten Punkt"),
    ],
)
def test_a_wrong_number_gets_the_counting_rule(key: str, answer: str, method: str) -> None:
    feedback = check(EXERCISES[key], answer)
    assert not feedback.correct
    assert method in feedback.text("de")
    assert Note.say("worked", "de") not in feedback.text("de")  # the first try keeps the answer open


@pytest.mark.parametrize(
    ("key", "answer", "parts"),
    [
        ("dance-entering-rolls", "30", ["3 × 3 = 9", "36 − 9 = 27"]),
        ("start-pip-count", "166", ["2 × 24 + 5 × 13 + 3 × 8 + 5 × 6", "48 + 65 + 24 + 30 = 167"]),
        ("pip-count-bar", "125", ["1 × 25 (Bar)", "25 + "]),
        ("bear-off-count-exact", "3", ["5/off (5), 2/off (2)", "2 Steine ab"]),
    ],
)
def test_a_second_wrong_try_gets_the_worked_solution(key: str, answer: str, parts: list[str]) -> None:
    first, second = check(EXERCISES[key], answer), check(EXERCISES[key], answer, attempt=2)
    text = second.text("de")
    assert text.startswith(first.text("de"))
    assert Note.say("worked", "de") in text and all(part in text for part in parts), text
    assert any(isinstance(item, Worked) for item in second.teach)
    assert Note.say("worked", "en") in second.text("en")


def test_a_right_answer_and_an_unreadable_one_teach_nothing_more() -> None:
    exercise = EXERCISES["dance-entering-rolls"]
    assert check(exercise, "27", attempt=3).teach == ()
    assert check(exercise, "viele", attempt=3).teach == ()


def test_a_legal_play_that_misses_the_task_gets_the_method() -> None:
    exercises = [e for e in ALL if e.kind is Kind.PLAY and e.condition.value in ("hit", "make-point")]
    assert exercises
    for exercise in exercises:
        assert exercise.roll is not None
        misses = [p for p in legal_plays(exercise.position, exercise.roll) if str(p) not in truth(exercise)]
        for play in misses[:2]:
            feedback = check(exercise, str(play))
            assert feedback.teach, feedback.text("de")


def test_bear_off_count_of_none_says_so() -> None:
    position = Position.from_points({8: 1, 6: 14}, {24: 15})
    exercise = Exercise("none", Kind.BEAR_OFF_COUNT, position, ("0",), Roll(2, 1))
    feedback = check(exercise, "0")
    assert feedback.correct
    assert feedback.message.text("de").startswith("Keinen: Mit diesem Wurf lässt sich kein Stein abtragen")
    assert "Höchstens 0" not in feedback.text("de")


# -- the end of a game is captioned with its real winner (White is Color 0, falsy) ----------


@pytest.mark.parametrize(("winner", "name"), [(WHITE, "Weiß"), (BLACK, "Schwarz")])
def test_the_end_caption_names_the_winner(winner: object, name: str) -> None:
    sides = ({}, {12: 15}) if winner is WHITE else ({12: 15}, {})
    position = Position.from_points(*sides, turn=BLACK if winner is WHITE else WHITE)  # type: ignore[arg-type]
    assert position.winner is winner
    frame = Frame(position, None, (), "frame-finished")
    assert frame.caption("de") == f"{name} hat gewonnen."


# -- the words: one colon a sentence, numbers agree with their nouns ------------------------

_SENTENCE = re.compile(r"(?<=[.;!?])\s+(?=[A-ZÄÖÜ„“])")
_ONE_PLURAL = re.compile(
    r"(?<![\d,.×+−-])(?<![\d] )\b1 (Punkte|Steine|Würfe|Würfen|Teilzüge|Pips|Züge|Partien|gegnerische|"
    r"points|checkers|rolls|moves|pips|plays|games)\b"
)
_ZERO_MOST = re.compile(r"Höchstens 0|At most 0")


def _check_text(text: str, lang: str) -> None:
    for sentence in _SENTENCE.split(text):
        assert sentence.count(":") <= 1, sentence
    assert not _ONE_PLURAL.search(text), text
    assert not _ZERO_MOST.search(text), text
    assert lang != "de" or "(no play)" not in text, text  # German learners get words


def _positions(count: int) -> list[Position]:
    """Positions from random games played by the engine (with contact, hits, bear-off)."""
    rng = random.Random(10)
    found: list[Position] = []
    while len(found) < count:
        position = Position.start()
        for _ in range(rng.randint(10, 120)):
            if position.is_game_over:
                break
            play = rng.choice(legal_plays(position, rng.choice(ALL_ROLLS)))
            position = position.play(play)
        found.append(position)
    return found


def _texts(position: Position, rng: random.Random, lang: str) -> list[str]:
    texts = [pips_text(position, lang), result_text(position, lang)]
    result = game_result(position)
    if result is not None:
        return [*texts, result.text(lang)]
    roll = rng.choice(ALL_ROLLS)
    texts.append(plays_text(position, roll, lang))
    if position.on_roll[25]:
        texts.append(entry_table(position, lang))
    blots = [p for p in range(1, 25) if position.opponent[25 - p] == 1]
    texts += [shots_text(position, p, lang) for p in blots[:1]]
    sources = [p for p in range(25, 0, -1) if position.on_roll[p]]
    for _ in range(6):  # a random written play: legal, or a reason why not
        src = rng.choice(sources)
        written = " ".join(f"{src}/{max(src - die, 0)}" for die in roll.numbers[: rng.randint(1, 2)])
        written = written.replace("25/", "bar/").replace("/0", "/off")
        outcome = check_play(position, roll, written)
        if isinstance(outcome, Reason):
            texts.append(outcome.text(lang))
        texts.append(verdict(position, roll, written, lang))
    return texts


def test_generated_texts_have_one_colon_a_sentence_and_agree_in_number() -> None:
    checked = 0
    for lang in LANGUAGES:
        rng = random.Random(7)
        for position in _positions(150):
            for text in _texts(position, rng, lang):
                for line in text.splitlines():
                    _check_text(line, lang)
                    checked += 1
    assert checked > 2000


@pytest.mark.parametrize("exercise", ALL, ids=lambda exercise: exercise.key)
def test_exercise_texts_have_one_colon_a_sentence_and_agree_in_number(exercise: Exercise) -> None:
    """The texts the program makes (the lesson's own task, hint and why are the lesson's)."""
    for lang in LANGUAGES:
        own = exercise.why.get(lang) if exercise.why else None
        solution = solution_text(exercise, lang)
        _check_text(solution.replace(own, "") if own else solution, lang)
        for answer in [*truth(exercise)[:1], *_wrong_answers(exercise)]:
            feedback = check(exercise, answer, attempt=1)
            for item in (feedback.message, *feedback.teach):
                _check_text(item.text(lang), lang)
