"""One message type: :class:`bgtutor.rules.i18n.Message`, a catalog key and its parameters.

Its families (a broken rule's :class:`Reason`, the board's ``Notice``, an answer's ``Note``, a
file's ``StoreMessage``, ...) only set their catalog prefix; every message the lessons and the
engine build has its text in both catalogs; the few other classes with a ``text(lang)`` hold a
message (or, :class:`Text`, an authored text) and say so here.
"""

from __future__ import annotations

import ast
import importlib
import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import board_messages

from bgtutor.board.state import Notice
from bgtutor.files.json_files import StoreMessage, file_message
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.i18n import LANGUAGES, Message, Text, catalog
from bgtutor.tutor.exercises.base import Note
from bgtutor.tutor.exercises.engine import check, trap_reason

PACKAGE = Path(__file__).resolve().parent.parent / "bgtutor"

OTHER_TEXTS = {
    "bgtutor.rules.i18n.Text": "an authored text, written out in both languages (see its docstring)",
    "bgtutor.tutor.exercises.engine.Feedback": "a verdict: right or wrong, its Message and what to learn",
    "bgtutor.tutor.exercises.engine.Worked": "the worked solution, made of the engine's steps",
    "bgtutor.rules.scoring.GameResult": "a result holding its Reason (text: short for reason.text)",
    "bgtutor.rules.cube.GameOutcome": "a cube game's outcome holding its CubeReason",
    "bgtutor.play.bots.judge.Judgement": "the tutor's verdict holding its JudgePhrase",
    "bgtutor.rules.errors.BgtutorError": "an error holding its Message (every input error has one)",
    "bgtutor.files.json_files.StorageError": "an error holding its Message and the broken rule",
    "bgtutor.files.json_files.Saved": "a save holding the message about a set-aside file, if any",
}
"""The classes besides Message with a ``text(lang)`` method, and what each is."""


def _modules() -> Iterator[tuple[str, ast.Module]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        if parts[-1] != "__main__":
            yield (
                ".".join(parts[:-1] if parts[-1] == "__init__" else parts),
                ast.parse(path.read_text("utf-8")),
            )


def _families() -> dict[str, type[Message]]:
    for name, _ in _modules():
        importlib.import_module(name)
    found: dict[str, type[Message]] = {}
    todo: list[type[Message]] = [Message]
    while todo:
        cls = todo.pop()
        found[cls.__name__] = cls
        todo += cls.__subclasses__()
    return found


def _assert_in_catalogs(message: Message) -> None:
    for lang in LANGUAGES:
        assert message.catalog_key in catalog(lang, message.home), (lang, message)
        assert message.text(lang).strip(), (lang, message)  # every parameter and case is there


# -- one type -------------------------------------------------------------------------------------


def test_the_families_are_messages_that_add_only_their_prefix() -> None:
    families = _families()
    assert {"Reason", "Notice", "Note", "StoreMessage"} <= families.keys()
    names = [(cls.home, cls.prefix) for name, cls in families.items() if name != "Message"]
    assert len(set(names)) == len(names), "each family has its own catalog prefix in its layer's catalog"
    for cls in families.values():
        if cls is Message:
            continue
        assert not {"text", "catalog_key", "of", "say"} & vars(cls).keys(), cls
        assert "__dict__" not in vars(cls), f"{cls} needs __slots__ = ()"


def test_message_is_defined_once() -> None:
    defined = [
        f"{name}:{node.lineno}"
        for name, tree in _modules()
        for node in ast.walk(tree)
        if (isinstance(node, ast.ClassDef) and node.name == "Message")
        or (isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "Message" for t in node.targets))
    ]
    assert [place.split(":")[0] for place in defined] == ["bgtutor.rules.i18n"], defined


def test_every_other_class_with_a_text_in_a_language_is_documented() -> None:
    found = set()
    for name, tree in _modules():
        for node in tree.body:
            if not isinstance(node, ast.ClassDef):
                continue
            methods = [
                item for item in node.body if isinstance(item, ast.FunctionDef) and item.name == "text"
            ]
            if any("lang" in [arg.arg for arg in method.args.args] for method in methods):
                cls = getattr(importlib.import_module(name), node.name)
                if not issubclass(cls, Message):
                    found.add(f"{name}.{node.name}")
    assert found == set(OTHER_TEXTS)


def test_a_reason_is_a_message_keyed_by_its_rule() -> None:
    reason = Reason.of(Rule.BLOCKED, point=8, count=2)
    assert isinstance(reason, Message) and reason.key == "blocked" and reason.rule is Rule.BLOCKED
    assert reason == Reason("blocked", (("count", 2), ("point", 8))) and reason != Message.of("blocked")
    assert str(reason) == reason.text("de") == Message.of("blocked", point=8, count=2).text("de")
    with pytest.raises(ValueError, match="not a valid Rule"):
        Reason.of("no-such-rule")


def test_the_texts_learners_see_are_unchanged() -> None:
    assert Notice.of("no-roll").catalog_key == "ui-no-roll"
    assert Note.of("rolls-distinct").text("en") == catalog("en", Note.home)["ex-rolls-distinct"]
    assert file_message("missing", Path("x.json")).text("en") == (
        "The file x.json does not exist. Check the name and the folder, or save first."
    )
    higher = Reason.of(Rule.HIGHER_POINT, case="stuck", die=2, point=1, higher=6, count=1)
    assert higher.text("en").startswith(catalog("en")["higher-point"].split("{")[0])
    assert Text("Hallo", "Hello").text("en") == "Hello"


def test_messages_are_immutable_values() -> None:
    notice = Notice.of("moved", step="24/18", dice="5")
    assert notice == Notice.of("moved", dice="5", step="24/18") and hash(notice) == hash(
        Notice.of("moved", dice="5", step="24/18")
    )
    with pytest.raises(AttributeError):
        notice.key = "other"  # type: ignore[misc]


# -- every message has its texts -------------------------------------------------------------------


def test_every_rule_and_its_cases_are_in_both_catalogs() -> None:
    cases = set()
    for _, tree in _modules():
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and getattr(node.func.value, "id", "") == "Reason"
                and node.args
                and isinstance(node.args[0], ast.Attribute)
            ):
                for keyword in node.keywords:
                    if keyword.arg == "case" and isinstance(keyword.value, ast.Constant):
                        cases.add(f"{Rule[node.args[0].attr].value}-{keyword.value.value}")
    assert len(cases) >= 5
    for lang in LANGUAGES:
        assert {rule.value for rule in Rule} | cases <= catalog(lang).keys()


def test_every_message_written_in_the_code_is_in_both_catalogs() -> None:
    """Each ``Family.of("key", ...)``, ``Family.say("key", ...)`` and ``file_message("key", ...)``
    with a literal key, in the catalog of the family's layer."""
    families = _families()
    keys = set()
    for _, tree in _modules():
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)):
                continue
            func = node.func
            if (
                isinstance(func, ast.Attribute)
                and func.attr in ("of", "say")
                and getattr(func.value, "id", "") in families
            ):
                family = families[func.value.id]
                keys.add((family.home, family.prefix + str(node.args[0].value)))
            elif isinstance(func, ast.Name) and func.id == "file_message":
                keys.add((StoreMessage.home, StoreMessage.prefix + str(node.args[0].value)))
    assert len(keys) >= 100 and len({home for home, _ in keys}) >= 5
    for lang in LANGUAGES:
        missing = {(home, key) for home, key in keys if key not in catalog(lang, home)}
        assert not missing, sorted(missing)


WRONG = (
    "ja",
    "nein",
    "keine",
    "yes",
    "no",
    "none",
    "white",
    "Schwarz",
    "4-6",
    "0",
    "7",
    "99",
    "single",
    "gammon",
    "backgammon",
    "xyz",
    "24/18",
    "bar/20",
    "6/off",
)


def _lesson_messages() -> Iterator[Message]:
    from bgtutor.tutor.lessons import EXERCISES
    from bgtutor.tutor.lessons.cube_lesson import EXERCISES as CUBE_EXERCISES

    for exercise in [*EXERCISES.values(), *CUBE_EXERCISES.values()]:
        for answer, attempt in itertools.product((*exercise.answers, *WRONG, exercise.trap or ""), (1, 2, 3)):
            feedback = check(exercise, answer, attempt)
            yield feedback.message
            yield from (item for item in feedback.teach if isinstance(item, Message))
        if (trap := trap_reason(exercise)) is not None:
            yield trap


@pytest.mark.parametrize("source", [_lesson_messages, board_messages], ids=["lessons", "board"])
def test_every_message_the_lessons_and_the_board_build_is_in_both_catalogs(source: object) -> None:
    seen = set()
    for message in source():  # type: ignore[operator]
        if message not in seen:
            seen.add(message)
            _assert_in_catalogs(message)
    assert len({type(message) for message in seen}) >= 2 and len(seen) >= 100
