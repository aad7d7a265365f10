"""The doubling-cube lesson: its questions are exercises of the cube's kinds, every answer comes
from the cube engine, typical wrong answers name the rule they miss, and ExerciseWidget shows them
with where the cube is."""

from __future__ import annotations

import ast
import dataclasses
import json
import re
from pathlib import Path

import pytest

from bgtutor.rules.color import BLACK, WHITE
from bgtutor.rules.cube import CubeState, Match, beaver, double, double_reason, finish, pass_double, take
from bgtutor.rules.i18n import LANGUAGES
from bgtutor.rules.scoring import game_result
from bgtutor.tutor.exercises.base import Kind, Note
from bgtutor.tutor.exercises.cube import cube_text, double_text
from bgtutor.tutor.exercises.engine import (
    Exercise,
    Worked,
    check,
    hint_text,
    meaning,
    solution_text,
    task_text,
    truth,
)
from bgtutor.tutor.exercises.kinds import find_kind
from bgtutor.tutor.lessons import EXERCISES as LESSON_EXERCISES
from bgtutor.tutor.lessons.cube_lesson import (
    EXAMPLES,
    EXERCISES,
    LEVELS,
    MATCH,
    NUMBER,
    POSITIONS,
    SITUATIONS,
)
from bgtutor.tutor.lessons.cube_lesson import NOTEBOOK as NOTEBOOK_NAME
from bgtutor.tutor.progress.records import load_progress
from bgtutor.widgets import ExerciseWidget

CUBE_KINDS = {kind for kind in Kind if find_kind(kind).cube}
COIN_TOSSES = {kind for kind in CUBE_KINDS if len(find_kind(kind).choices) == 2}
"""The cube's kinds answered by one of two buttons (yes/no, White/Black): the drills ask them; the
lesson asks one such question at most, its other questions are counted."""
OWNER = Exercise("cube-owner-after-take", Kind.CUBE_OWNER, POSITIONS["white-on-roll"], ("black",),
                 cube=SITUATIONS["white-doubles"])  # fmt: skip
REDOUBLES = Exercise("cube-owner-redoubles", Kind.CUBE_MAY_DOUBLE, POSITIONS["black-on-roll"], ("yes",),
                     cube=CubeState(turn=BLACK, value=2, owner=BLACK))  # fmt: skip
CRAWFORD = Exercise("cube-crawford", Kind.CUBE_MAY_DOUBLE, POSITIONS["black-on-roll"], ("no",),
                    cube=SITUATIONS["crawford"])  # fmt: skip
QUESTIONS = {**EXERCISES, **{question.key: question for question in (OWNER, REDOUBLES, CRAWFORD)}}
"""The lesson's exercises and the kinds' two-button questions it no longer asks, asked as it did."""
RULE_WORDS = (
    "Würfel",
    "Gammon",
    "Backgammon",
    "Jacoby",
    "Crawford",
    "Aufgeben",
    "Besitz",
    "Redoppeln",
    "Stand",
    "Weiß zuerst",
    "Gewinner",
)


def key(exercise: Exercise) -> str:
    return exercise.key


def test_enough_exercises_every_counted_kind_and_one_coin_toss() -> None:
    assert len(EXERCISES) >= 12 and len(CUBE_KINDS) == 6 and len(COIN_TOSSES) == 2
    asked = {exercise.kind for exercise in EXERCISES.values()}
    assert asked >= CUBE_KINDS - COIN_TOSSES
    tosses = [exercise.key for exercise in EXERCISES.values() if exercise.kind in COIN_TOSSES]
    assert tosses == ["cube-not-owner"]
    assert sorted(task.key for level in LEVELS for task in level.tasks) == sorted(EXERCISES)


@pytest.mark.parametrize("exercise", EXERCISES.values(), ids=key)
def test_the_answer_is_the_engines(exercise: Exercise) -> None:
    state = exercise.cube
    assert state is not None
    expected = {
        Kind.CUBE_MAY_DOUBLE: lambda: "yes" if double_reason(state) is None else "no",
        Kind.CUBE_PASS: lambda: str(pass_double(state).points),
        Kind.CUBE_VALUE: lambda: str(take(state).value),
        Kind.CUBE_OWNER: lambda: {0: "white", 1: "black"}[int(take(state).owner)],  # type: ignore[arg-type]
    }
    if exercise.kind in expected:
        assert truth(exercise) == (expected[exercise.kind](),)
    assert exercise.answers == truth(exercise)
    right = check(exercise, exercise.answers[0])
    assert right.correct and right.text("de").startswith("Richtig!") and right.why is exercise.why


@pytest.mark.parametrize("exercise", EXERCISES.values(), ids=key)
def test_typical_wrong_answers_are_wrong_and_name_the_rule(exercise: Exercise) -> None:
    assert exercise.mistakes, f"{exercise.key} has no typical wrong answer"
    for answer, words in exercise.mistakes:
        feedback = check(exercise, answer)
        assert not feedback.correct and feedback.well_formed, answer
        assert any(word.lower() in feedback.text("de").lower() for word in RULE_WORDS), feedback.text("de")
        slip = find_kind(exercise.kind).slip(exercise, meaning(exercise, answer))  # type: ignore[arg-type]
        if slip is not None:  # the engine names the slip itself, and the rule it misses
            assert feedback.message == slip and words not in feedback.teach
        else:  # what this answer misses comes first
            assert feedback.teach[0] == words and words.get("en") in feedback.text("en")


def test_a_wrong_cube_answer_gets_the_verdict_words_of_a_wrong_lesson_answer() -> None:
    for lang in LANGUAGES:
        lesson = check(LESSON_EXERCISES["start-pip-count"], "166").text(lang)
        cube = check(EXERCISES["cube-gammon-on-4"], "4").text(lang)
        verdict = Note.of("wrong").text(lang)
        assert lesson.startswith(verdict + " ") and cube.startswith(verdict + " ")
    assert check(EXERCISES["cube-gammon-on-4"], "3").text("de").startswith("Leider nicht. Es sind mehr.")
    assert (
        check(EXERCISES["cube-gammon-on-4"], "4")
        .text("de")
        .startswith(
            "Leider nicht. Du hast den Gammon wie einen einfachen Sieg gezählt: Ein Gammon zählt doppelt"
        )
    )


def test_the_crawford_question_names_the_crawford_rule() -> None:
    exercise = QUESTIONS["cube-crawford"]
    assert truth(exercise) == ("no",)
    assert "Crawford" in check(exercise, "ja").text()
    assert "Crawford" in check(exercise, "yes").text("en")
    assert solution_text(exercise, "en").startswith("No. This is the Crawford game")


def test_points_first_the_rule_then_the_worked_solution() -> None:
    exercise = EXERCISES["cube-gammon-on-4"]  # "3" is no typical wrong answer: the kind's rule
    first, second = check(exercise, "3"), check(exercise, "3", attempt=2)
    assert first.text("de").startswith("Leider nicht. Es sind mehr. So rechnest du: Der Wert des Siegs")
    assert (
        "mal den Wert des Verdopplungswürfels" in first.text("de") and "2 × Würfelwert 4" not in first.text()
    )
    assert "times the value of the doubling cube" in first.text("en")
    assert any(isinstance(item, Worked) for item in second.teach)
    assert "Weiß gewinnt 8 Punkte: 2 × Würfelwert 4." in second.text("de")
    assert "White wins 8 points" in second.text("en")


@pytest.mark.parametrize(
    ("key", "answer", "de", "en"),
    [
        (
            "cube-pass-scores",
            "3",
            "zahlt den Wert des Verdopplungswürfels vor dem Doppel",
            "pays the cube's value before",
        ),
        (
            "cube-value-after-take",
            "3",
            "in der Mitte zählt er 1, auch wenn er 64 zeigt",
            "counts 1, although it shows 64",
        ),
        (
            "cube-match-score",
            "5-4",
            "Wert des Siegs mal den Wert",
            "the value of the win times the cube's value",
        ),
    ],
)
def test_each_counted_question_teaches_its_rule(key: str, answer: str, de: str, en: str) -> None:
    feedback = check(EXERCISES[key], answer)
    assert not feedback.correct and feedback.well_formed
    assert de in feedback.text("de") and en in feedback.text("en")


def test_the_owner_question_teaches_who_gets_the_cube() -> None:
    # no typical wrong answer: the rule of ownership, and the cube as it is after the take
    exercise = dataclasses.replace(QUESTIONS["cube-owner-after-take"], mistakes=())
    feedback = check(exercise, "white")
    assert not feedback.correct and feedback.why is None  # the why is for a right answer
    assert "Wer ein Doppel annimmt, bekommt den Verdopplungswürfel" in feedback.text("de")
    assert "gehört Schwarz" in feedback.text("de")
    assert "whoever takes a double gets the cube" in feedback.text(
        "en"
    ) and "belongs to Black" in feedback.text("en")


def test_a_wrong_score_says_so_and_the_solution_gives_the_score() -> None:
    exercise = EXERCISES["cube-match-score"]
    assert check(exercise, "3-3").message == Note.of("score-wrong")
    assert check(exercise, "3-3").text("de").startswith("Leider nicht. Nach dieser Partie steht es anders.")
    assert check(exercise, "3-3").text("en").startswith("Not quite. After this game the score is different.")
    assert "Der Stand ist jetzt 6-4 (Weiß-Schwarz)." in solution_text(exercise, "de")
    assert "The score is now 6-4 (White-Black)." in solution_text(exercise, "en")


def test_may_double_says_yes_with_who_may() -> None:
    exercise = QUESTIONS["cube-owner-redoubles"]
    assert check(exercise, "ja").text("de").startswith("Richtig! Ja: Schwarz darf jetzt doppeln.")
    assert check(exercise, "yes").text("en").startswith("Right! Yes: Black may double now.")


def test_an_unreadable_answer_says_what_is_expected() -> None:
    feedback = check(QUESTIONS["cube-crawford"], "vielleicht")
    assert not feedback.correct and not feedback.well_formed and "ja oder nein" in feedback.text()
    assert "Zahl" in check(EXERCISES["cube-gammon-on-4"], "acht").text()
    for lang, words in (("de", "Antworte mit Weiß oder Schwarz."), ("en", "Answer White or Black.")):
        assert check(QUESTIONS["cube-owner-after-take"], "rot").text(lang) == words
    assert "Schreibe den Stand mit Weiß zuerst" in check(EXERCISES["cube-match-score"], "sechs").text("de")
    assert "Write the score White first" in check(EXERCISES["cube-match-score"], "six").text("en")
    assert check(EXERCISES["cube-match-score"], "6:4").correct
    assert check(QUESTIONS["cube-owner-after-take"], "schwarz").correct
    assert check(QUESTIONS["cube-owner-after-take"], "Black").correct


@pytest.mark.parametrize("exercise", EXERCISES.values(), ids=key)
def test_the_standard_task_and_hint_of_each_cube_kind(exercise: Exercise) -> None:
    bare = dataclasses.replace(exercise, task=None, hint=None)
    side = {WHITE: ("Weiß", "White"), BLACK: ("Schwarz", "Black")}
    winner = exercise.position.winner
    named = side[winner if winner is not None else exercise.position.turn]
    for lang, name in zip(LANGUAGES, named, strict=True):
        task, hint = task_text(bare, lang), hint_text(bare, lang)
        assert task != task_text(exercise, lang) and "{" not in task + hint
        assert name in task, task
    assert ("Verdopplungswürfel" in task_text(bare, "de") + hint_text(bare, "de")) or exercise.kind in (
        Kind.CUBE_PASS,
        Kind.CUBE_SCORE,
    )


def test_the_cube_in_words() -> None:
    assert cube_text(CubeState()) == "Der Verdopplungswürfel liegt in der Mitte (auf 64, zählt 1)."
    assert cube_text(CubeState(), "en") == "The cube lies in the middle (showing 64, worth 1)."
    owned = CubeState(value=4, owner=WHITE, match=Match(7, (2, 3)))
    assert cube_text(owned) == (
        "Der Verdopplungswürfel steht auf 4 und gehört Weiß. Match bis 7, Stand 2-3 (Weiß-Schwarz)."
    )
    assert (
        cube_text(owned, "en")
        == "The cube shows 4 and belongs to White. Match to 7, score 2-3 (White-Black)."
    )
    crawford = CubeState(match=Match(5, (4, 2), crawford=True))
    assert cube_text(crawford, "en").endswith("score 4-2 (White-Black); this is the Crawford game.")
    assert double_text(CubeState(turn=BLACK), "en") == "Yes: Black may double now."
    assert double_text(SITUATIONS["crawford"]).startswith("Dies ist die Crawford-Partie")


@pytest.mark.parametrize(
    ("kind", "changes", "problem"),
    [
        (Kind.CUBE_POINTS, {"cube": None}, "needs the cube"),
        (Kind.CUBE_PASS, {"cube": CubeState()}, "needs a double offered"),
        (Kind.CUBE_SCORE, {"cube": CubeState()}, "needs a match"),
        (Kind.CUBE_MAY_DOUBLE, {"position": POSITIONS["black-on-roll"]}, "side on roll"),
        (Kind.CUBE_VALUE, {"position": POSITIONS["gammon"]}, "game still going on"),
    ],
)
def test_cube_exercise_data_is_validated(kind: Kind, changes: dict[str, object], problem: str) -> None:
    exercise = next(exercise for exercise in EXERCISES.values() if exercise.kind is kind)
    with pytest.raises(ValueError, match=problem):
        dataclasses.replace(exercise, **changes)  # type: ignore[arg-type]


def test_only_a_cube_question_has_a_cube() -> None:
    with pytest.raises(ValueError, match="a pip-count exercise has no cube"):
        dataclasses.replace(LESSON_EXERCISES["start-pip-count"], cube=CubeState())
    assert dataclasses.replace(EXERCISES["cube-pass-scores"], cube=double(CubeState())).answers == ("2",)


def test_the_situations_are_what_the_notebook_says() -> None:
    assert SITUATIONS["black-takes"].value == 2 and SITUATIONS["black-takes"].owner.name == "BLACK"
    assert double_reason(SITUATIONS["white-may-not-redouble"]).key == "opponent-owns"
    assert SITUATIONS["black-redoubles"].offered and SITUATIONS["beaver"].value == 4
    assert double_reason(SITUATIONS["crawford"]).key == "crawford"
    assert double_reason(SITUATIONS["post-crawford"]) is None
    gammon = EXAMPLES["gammon-on-4"]
    assert len(gammon.captions) == 1 and "steht auf 4" in gammon.captions[0].de
    assert finish(SITUATIONS["gammon-on-4"], game_result(gammon.position)).points == 8


# -- the widget: the lessons' ExerciseWidget -------------------------------------------------------


def test_the_widget_checks_hints_and_solves() -> None:
    widget = ExerciseWidget(CRAWFORD, progress=lambda *_: None)
    widget.choose("yes")
    assert widget.chosen == "yes" and widget.check().correct is False
    assert widget.verdict == "bg-wrong" and "Crawford" in widget.feedback
    widget.hint()
    assert widget.verdict == "bg-hint-text"
    widget.show_solution()
    assert widget.verdict == "bg-solution-text" and widget.feedback.startswith("Nein.")
    widget.choose("no")
    assert widget.check().correct and widget.verdict == "bg-right"
    situation = next(box for box in _walk(widget) if "bg-cube-situation" in getattr(box, "_dom_classes", ()))
    assert "Crawford-Partie" in situation.value
    english = ExerciseWidget(EXERCISES["cube-jacoby"], lang="en", progress=lambda *_: None)
    english.answer("2")
    english.check()
    assert "Jacoby rule" in english.feedback and english.verdict == "bg-wrong"


def test_the_widget_offers_white_and_black_and_words_them_in_the_language() -> None:
    for lang, labels in (("de", ["Weiß", "Schwarz"]), ("en", ["White", "Black"])):
        widget = ExerciseWidget(OWNER, lang=lang, progress=lambda *_: None)
        buttons = [box for box in _walk(widget) if type(box).__name__ == "Button"]
        assert [button.description for button in buttons[:2]] == labels
        buttons[1].click()
        assert widget.chosen == "black"
        widget.check()
        assert widget.verdict == "bg-right"


def test_the_english_widget_gives_the_solution_in_english() -> None:
    for key, start in (
        ("cube-crawford", "No. This is the Crawford game"),
        ("cube-owner-redoubles", "Yes. Yes: Black may double now."),
        ("cube-owner-after-take", "The cube shows 2 and belongs to Black."),
        ("cube-gammon-on-4", "White wins 8 points"),
    ):
        widget = ExerciseWidget(QUESTIONS[key], lang="en", progress=lambda *_: None)
        widget.show_solution()
        assert widget.feedback.startswith(start), widget.feedback
        assert not re.search(r"Weiß|Schwarz|Würfel", widget.feedback)


def test_a_cube_answer_is_recorded_as_the_cube_lessons(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BGTUTOR_HOME", str(tmp_path))
    widget = ExerciseWidget("cube-value-after-take")
    widget.answer("64")
    assert widget.check().correct is False
    widget.answer("2")
    assert widget.check().correct is True
    saved = load_progress(tmp_path / "progress.json")
    assert [(a.key, a.lesson, a.correct, a.attempt) for a in saved.lessons()] == [
        ("cube-value-after-take", NUMBER, False, 1),
        ("cube-value-after-take", NUMBER, True, 2),
    ]
    assert saved.first_tries() == {"cube-value-after-take": False}  # the retry teaches, it does not score


def _walk(widget: object) -> list[object]:
    found = [widget]
    for child in getattr(widget, "children", ()):
        found += _walk(child)
    return found


# -- the notebook ----------------------------------------------------------------------------------

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
NOTEBOOK = NOTEBOOKS / NOTEBOOK_NAME
LOGIC = (
    ast.FunctionDef,
    ast.ClassDef,
    ast.For,
    ast.While,
    ast.Lambda,
    ast.ListComp,
    ast.DictComp,
    ast.SetComp,
    ast.GeneratorExp,
)


def notebook_cells(kind: str) -> list[dict[str, object]]:
    cells = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
    return [cell for cell in cells if cell["cell_type"] == kind]


def test_the_notebook_asks_every_level_and_teaches_without_logic() -> None:
    code = ["".join(cell["source"]) for cell in notebook_cells("code")]  # type: ignore[arg-type]
    shown = re.findall(r'LevelWidget\("([^"]+)"\)', "\n".join(code))
    assert shown == [level.key for level in LEVELS]
    assert "ExerciseWidget" not in "\n".join(code) and "say(" not in "\n".join(code)  # nothing before the try
    assert sorted(example.key for level in LEVELS for example in level.after) == sorted(EXAMPLES)
    for source in code:
        tree = ast.parse(source)
        assert not [node for node in ast.walk(tree) if isinstance(node, LOGIC)], source
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                imported = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
                names = imported or [alias.name for alias in node.names]
                assert {name.split(".")[0] for name in names} == {"bgtutor"}, source


def test_the_notebook_is_executed_collapsed_and_without_errors() -> None:
    code = notebook_cells("code")
    assert all(cell["metadata"] == {"jupyter": {"source_hidden": True}} for cell in code)
    assert all(cell["execution_count"] is not None for cell in code)
    outputs = [output for cell in code for output in cell["outputs"]]  # type: ignore[attr-defined]
    assert outputs and not any(output["output_type"] == "error" for output in outputs)


def engine_sentences(lang: str) -> dict[str, list[str]]:
    """What the cube engine says of each example's situation: its caption says the same."""
    gammon = game_result(POSITIONS["gammon"])
    assert gammon is not None
    first = finish(CubeState(match=MATCH), gammon)  # a gammon, the cube in the middle
    # Black doubled and White took; White redoubles, and Black passes
    second = pass_double(double(CubeState(value=2, owner=WHITE, match=first.match)))
    return {
        "cube-double-take": [
            cube_text(SITUATIONS["start"], lang),
            cube_text(take(SITUATIONS["white-doubles"]), lang),
        ],
        "cube-redoubled": [
            double_text(SITUATIONS["white-may-not-redouble"], lang),
            cube_text(take(SITUATIONS["black-redoubles"]), lang),
        ],
        "cube-passed": [pass_double(SITUATIONS["white-doubles"]).text(lang)],
        "gammon-on-4": [finish(SITUATIONS["gammon-on-4"], gammon).text(lang)],
        "cube-jacoby-rule": [
            finish(SITUATIONS["jacoby-centred"], gammon).text(lang),
            finish(SITUATIONS["jacoby-turned"], gammon).text(lang),
        ],
        "cube-beavered": [cube_text(SITUATIONS["beaver"], lang)],
        "cube-match-games": [
            first.text(lang),
            second.text(lang),
            cube_text(CubeState(match=second.match), lang),
        ],
        "cube-crawford-game": [double_text(CubeState(turn=BLACK, match=second.match), lang)],
    }


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_caption_says_what_the_cube_engine_says(lang: str) -> None:
    sentences = engine_sentences(lang)
    assert set(sentences) == set(EXAMPLES)
    for key, said in sentences.items():
        (caption,) = EXAMPLES[key].captions
        for sentence in said:
            assert sentence in caption.get(lang), (key, sentence)
    assert beaver(double(CubeState(match=Match(beavers=True)))) == SITUATIONS["beaver"]
    assert double_reason(SITUATIONS["start"].roll((6, 5))) is not None  # "after the roll: too late"
    assert double_reason(SITUATIONS["post-crawford"]) is None  # "from the next game on, doubling is allowed"


def test_the_contents_list_the_notebook_and_it_links_its_neighbours() -> None:
    assert f"]({NOTEBOOK_NAME})" in (NOTEBOOKS / "00-Inhalt.ipynb").read_text(encoding="utf-8")
    markdown = notebook_cells("markdown")
    navigation = [
        "".join(cell["source"])
        for cell in markdown  # type: ignore[arg-type]
        if "navigation" in cell["metadata"].get("tags", [])
    ]  # type: ignore[attr-defined]
    assert len(navigation) == 2 and navigation[0] == navigation[1]
    for target in re.findall(r"\]\(([^)]+\.ipynb)\)", navigation[0]):
        assert (NOTEBOOKS / target).exists(), target


def test_both_editions_run_the_same_code_but_for_the_language() -> None:
    english = json.loads((NOTEBOOKS / "en" / "06b-Doubling-Cube.ipynb").read_text(encoding="utf-8"))["cells"]
    code_de = ["".join(cell["source"]) for cell in notebook_cells("code")]  # type: ignore[arg-type]
    code_en = ["".join(cell["source"]) for cell in english if cell["cell_type"] == "code"]
    first_de, first_en = code_de[0].splitlines(), code_en[0].splitlines()
    differ = [(de, en) for de, en in zip(first_de, first_en, strict=True) if de != en]
    assert differ == [('use_language("de")', 'use_language("en")')]
    assert first_de[first_de.index('use_language("de")') + 1] == "explain_errors()"
    assert code_de[1:] == code_en[1:]
    assert "lang=" not in "\n".join(code_de)


def test_the_english_notebook_is_listed_executed_and_speaks_english() -> None:
    english = NOTEBOOKS / "en" / "06b-Doubling-Cube.ipynb"
    contents = (NOTEBOOKS / "en" / "00-Contents.ipynb").read_text(encoding="utf-8")
    assert "](06b-Doubling-Cube.ipynb)" in contents
    cells = json.loads(english.read_text(encoding="utf-8"))["cells"]
    code = [cell for cell in cells if cell["cell_type"] == "code"]
    assert all(cell["execution_count"] is not None for cell in code)
    markdown = "\n".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown")
    headings = re.findall(r"^## Level (7\.\d): ", markdown, re.MULTILINE)
    assert headings == [level.label for level in LEVELS]
    assert not re.search(r"Würfel|Weiß|Schwarz|Stufe", markdown)


def test_in_english_pass_means_declining_a_double() -> None:
    """In the English edition "pass" is the answer to a double (standard English), never "no legal move"."""
    english = NOTEBOOKS / "en" / "06b-Doubling-Cube.ipynb"
    cells = json.loads(english.read_text(encoding="utf-8"))["cells"]
    texts = ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown"]
    texts += [caption.get("en") for example in EXAMPLES.values() for caption in example.captions]
    texts += [task_text(exercise, "en") for exercise in EXERCISES.values()]
    pieces = [piece for text in texts for piece in re.split(r"(?<=[.!?])\s+|\n", text)]
    sentences = [piece for piece in pieces if re.search(r"\bpass", piece)]
    assert sentences, "the lesson says what a pass is"
    for sentence in sentences:
        assert re.search(r"doubl|drop|declin|tak", sentence), sentence
