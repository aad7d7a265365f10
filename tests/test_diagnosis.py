"""Feedback that diagnoses: a wrong count that a classic slip gives is told that slip and the rule
it misses, on the lessons' and the cube lesson's exercises, in each language; and every verdict
has the same short form (verdict, message, one thing to learn; the worked solution only after the
second wrong try)."""

from __future__ import annotations

import re
import tomllib
from importlib import resources

import pytest

from bgtutor import Position, Roll
from bgtutor.rules.i18n import LANGUAGES
from bgtutor.rules.moves import legal_plays
from bgtutor.tutor.exercises.base import Kind, Note
from bgtutor.tutor.exercises.engine import Exercise, Worked, check, truth
from bgtutor.tutor.exercises.kinds import find_kind, most_off
from bgtutor.tutor.lessons import EXERCISES
from bgtutor.tutor.lessons.cube_lesson import EXERCISES as CUBE_EXERCISES

ALL = {**EXERCISES, **CUBE_EXERCISES}


def exercise(key: str) -> Exercise:
    return ALL[key]


# -- the slips -----------------------------------------------------------------------------------

SLIPS = [
    # pip count: the other side's count, the bar as 0 or 24, the opponent's numbering
    ("pip-count-bar", "177", "pips-other", "Das ist der Pip-Count von Schwarz: Gefragt ist der von Weiß",
     "That is Black's pip count: the question is White's"),
    ("pip-count-bar", "125", "pips-bar-zero",
     "Du hast 1 Stein auf der Bar mit 0 gezählt: Ein Stein auf der Bar zählt 25",
     "You counted 1 checker on the bar as 0: a checker on the bar counts 25 pips"),
    ("pip-count-bar", "149", "pips-bar-24", "Du hast 1 Stein auf der Bar mit 24 gezählt: Die Bar zählt 25",
     "You counted 1 checker on the bar as 24: the bar counts 25"),
    ("start-pip-count", "208", "pips-mirror",
     "Du hast in der Nummerierung des Gegners gezählt, jeden Stein als 25 − Punkt",
     "You counted in the opponent's numbering, each checker as 25 − its point"),
    # entering rolls: the dancing rolls, the 21 distinct rolls, 6 or 11 rolls a point
    ("dance-entering-rolls", "9", "rolls-dancing", "Das sind die Tanzwürfe", "Those are the dancing rolls"),
    ("dance-entering-rolls", "15", "rolls-distinct", "Du hast die 21 verschiedenen Würfe gezählt",
     "You counted the 21 different rolls"),
    ("dance-entering-rolls", "18", "rolls-six-each", "Jede Zahl kommt aber in 11 der 36 Würfe vor",
     "each number, though, comes up in 11 of the 36 rolls"),
    ("dance-entering-rolls", "33", "rolls-overlap", "die Würfe mit zwei passenden Zahlen doppelt",
     "the rolls with two fitting numbers twice"),
    # bear-off count: only exact numbers, only from the highest point
    ("bear-off-double-count", "1", "bear-off-exact-only", "Du hast nur mit genau passenden Zahlen abgetragen",
     "You bore off only with exact numbers"),
    ("bear-off-count-exact", "1", "bear-off-highest-only",
     "Du hast nur vom höchsten besetzten Punkt abgetragen",
     "You bore off only from the highest occupied point"),
    # the cube: the gammon forgotten, the cube forgotten, added, the Jacoby rule, the 64, the pass
    ("cube-gammon-on-4", "4", "points-gammon-single", "Du hast den Gammon wie einen einfachen Sieg gezählt",
     "You counted the gammon as a single game"),
    ("cube-backgammon-on-2", "2", "points-backgammon-single",
     "Du hast den Backgammon wie einen einfachen Sieg",
     "You counted the backgammon as a single game"),
    ("cube-backgammon-on-2", "4", "points-backgammon-gammon",
     "Du hast den Backgammon wie einen Gammon gezählt",
     "You counted the backgammon as a gammon"),
    ("cube-gammon-on-4", "2", "points-no-cube", "Du hast den Verdopplungswürfel vergessen: Er steht auf 4",
     "You forgot the doubling cube: it shows 4"),
    ("cube-gammon-on-4", "6", "points-added", "Du hast Sieg und Verdopplungswürfel zusammengezählt",
     "You added the win and the cube"),
    ("cube-jacoby", "2", "points-jacoby", "Du hast die Jacoby-Regel vergessen", "You forgot the Jacoby rule"),
    ("cube-jacoby", "128", "cube-64", "Du hast die 64 gezählt", "You counted the 64"),
    ("cube-pass-scores", "4", "pass-doubled",
     "Du hast den verdoppelten Wert gezählt: Wer ablehnt, zahlt den Wert vor dem Doppel",
     "You counted the doubled value: whoever passes pays the value before the double"),
    ("cube-value-after-take", "1", "value-not-doubled", "Du hast den alten Wert genommen",
     "You took the old value"),
    ("cube-value-after-take", "4", "value-twice", "Du hast zweimal verdoppelt", "You doubled twice"),
    ("cube-value-after-take", "64", "cube-64", "zählt aber nur 1", "counts only 1"),
]  # fmt: skip


@pytest.mark.parametrize(("key", "answer", "slip", "de", "en"), SLIPS, ids=[f"{s[0]}-{s[2]}" for s in SLIPS])
def test_a_classic_slip_is_named_with_its_rule(key: str, answer: str, slip: str, de: str, en: str) -> None:
    feedback = check(exercise(key), answer)
    assert not feedback.correct and feedback.well_formed
    assert isinstance(feedback.message, Note) and feedback.message.key == slip
    assert de in feedback.text("de") and en in feedback.text("en"), feedback.text("en")
    for lang in LANGUAGES:  # one sentence names the slip and the rule
        assert len(sentences(feedback.message.text(lang))) == 1


def test_every_slip_is_tested() -> None:
    slips = {note.key for kind in Kind for e in ALL.values() if e.kind is kind
             for _, note in getattr(find_kind(kind), "slips", lambda _: ())(e)}  # fmt: skip
    assert slips == {slip for _, _, slip, _, _ in SLIPS}


def test_the_bar_counted_as_zero_agrees_in_number() -> None:
    position = Position.from_points({"bar": 2, 6: 13}, {24: 15})
    counted = Exercise("bar", Kind.PIP_COUNT, position, ("128",))
    assert truth(counted) == ("128",)
    assert check(counted, "78").message.text("de").startswith("Du hast 2 Steine auf der Bar mit 0 gezählt")
    assert check(counted, "78").message.text("en").startswith("You counted 2 checkers on the bar as 0")
    assert check(counted, "126").message.text("en").startswith("You counted 2 checkers on the bar as 24")


def test_a_slip_that_gives_the_right_count_is_no_slip() -> None:
    # the start: both sides count 167, so "the other side's count" is right, not a slip
    assert check(exercise("start-pip-count"), "167").correct
    # 11 rolls for the one open point is right: the 11 is no overlap there
    assert check(exercise("enter-crowded-rolls"), "11").correct


@pytest.mark.parametrize("key", sorted(k for k, e in ALL.items() if e.kind is Kind.BEAR_OFF_COUNT))
def test_the_false_bear_off_counts_are_counted_as_the_true_one(key: str) -> None:
    # without a false rule the helper counts what the engine's legal plays bear off at most
    e = exercise(key)
    assert e.roll is not None
    assert most_off(e.position, e.roll) == int(truth(e)[0])
    false = {most_off(e.position, e.roll, exact_only=True), most_off(e.position, e.roll, highest_only=True)}
    assert all(count <= int(truth(e)[0]) for count in false)  # a false rule never bears off more


def test_each_false_rule_counts_fewer_somewhere() -> None:
    position = Position.from_points({6: 1, 4: 1, 2: 1}, {1: 15})
    assert most_off(position, Roll(6, 2)) == 2  # 6/off, 2/off
    assert most_off(position, Roll(6, 2), highest_only=True) == 1  # 6/off; then 2/off while 4 is held?
    three = Position.from_points({3: 2}, {1: 15})
    assert most_off(three, exercise("bear-off-high-count").roll, exact_only=True) == 0  # type: ignore[arg-type]


def test_an_authored_mistake_still_teaches_where_no_slip_is_named() -> None:
    for e in ALL.values():
        for answer, words in e.mistakes:
            feedback = check(e, answer)
            kind = find_kind(e.kind)
            named = isinstance(feedback.message, Note) and feedback.message.key.split("-")[0] in (
                "points", "pass", "value", "cube", "pips", "rolls", "bear",
            )  # fmt: skip
            assert (words in feedback.teach) != (named and kind.slip(e, _value(e, answer)) is not None), e.key


def _value(e: Exercise, answer: str) -> object:
    return find_kind(e.kind).read(e, answer)


# -- one short form for every verdict ---------------------------------------------------------

_SENTENCE = re.compile(r"(?<=[.;!?])\s+(?=[A-ZÄÖÜ„“(])")


def sentences(text: str) -> list[str]:
    return [part for part in _SENTENCE.split(text.strip()) if part]


def _wrong_answers(e: Exercise) -> list[object]:
    kind = find_kind(e.kind)
    if kind.on_board:
        assert e.roll is not None
        plays = [p for p in legal_plays(e.position, e.roll) if str(p) not in truth(e)]
        return [*plays[:4], *([e.trap] if e.trap else []), "24/23 24/22", "13/1", "6/off"]
    tries = ["ja", "nein", "keine", "24", "20, 21", "0", "1", "3", "6", "11", "both", "none", "off"]
    tries += ["single", "gammon", "backgammon", "white", "black", "6-4", "2-8"]
    tries += [answer for answer, _ in e.mistakes]
    tries += [str(int(a) + d) for a in e.answers if a.isdigit() for d in (1, -1, 10)]
    tries += [str(count) for count, _ in getattr(kind, "slips", lambda _: ())(e)]
    return tries


WRONG_NOTES = {
    *("lost-not-rolled", "lost-higher", "lost-playable", "lost-not-both", "lost-unplayable"),
    *("dest-missing-off", "dest-missing-sum", "entry-missing", "more", "fewer"),
}
"""What the kinds tell a wrong answer besides the slips."""


@pytest.mark.parametrize("key", sorted(ALL))
def test_every_wrong_answer_gets_the_same_short_form(key: str) -> None:
    e = exercise(key)
    kind = find_kind(e.kind)
    judged = 0
    for answer in _wrong_answers(e):
        first, second = check(e, answer, 1), check(e, answer, 2)  # type: ignore[arg-type]
        if first.correct or not first.well_formed:
            continue
        judged += 1
        assert first.why is None and second.why is None  # the exercise's why is for a right answer
        assert len(first.teach) <= 1, first.teach  # one thing to learn, no more
        assert not any(isinstance(item, Worked) for item in first.teach)  # no solution at the first try
        worked = [item for item in second.teach if isinstance(item, Worked)]
        assert len(worked) == (1 if kind.worked else 0)
        assert second.teach[: len(first.teach)] == first.teach
        for lang in LANGUAGES:
            text = first.text(lang)
            assert text.startswith(Note.say("wrong", lang) + " ")
            assert Note.say("worked", lang) not in text
            message = sentences(first.message.text(lang))
            # the rules layer's reasons: what this answer does, and the rule (perhaps an example)
            limit = 1 if isinstance(first.message, Note) else 3
            assert len(message) <= limit, (answer, message)
            for item in first.teach:
                if isinstance(item, Note):  # the catalogs' methods and hints: one sentence each
                    assert len(sentences(item.text(lang))) == 1, item.text(lang)
    assert judged, "no wrong answer was judged"


def test_the_catalogs_teach_in_one_sentence() -> None:
    for lang in LANGUAGES:
        catalog = tomllib.loads(resources.files("bgtutor.tutor").joinpath(f"locales/{lang}.toml").read_text())
        told = {f"ex-{key}" for key in WRONG_NOTES | {slip for _, _, slip, _, _ in SLIPS}}
        keys = [key for key in catalog if key.startswith(("ex-method-", "ex-hint-")) or key in told]
        assert len(keys) > 60
        for key in keys:
            assert len(sentences(catalog[key])) == 1, (key, lang, catalog[key])
