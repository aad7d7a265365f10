"""One error hierarchy: every exception class of bgtutor is defined in ``bgtutor/rules/errors.py``,
is a :class:`BgtutorError` (a ``ValueError``), and is still importable where it used to live."""

from __future__ import annotations

import ast
import importlib
import sys
from pathlib import Path

import pytest

import bgtutor.rules.errors as errors
from bgtutor.rules.errors import BgtutorError

PACKAGE = Path(__file__).resolve().parent.parent / "bgtutor"
ERRORS = PACKAGE / "rules" / "errors.py"


def _sources() -> dict[str, ast.Module]:
    return {
        path.relative_to(PACKAGE.parent).as_posix(): ast.parse(path.read_text("utf-8"))
        for path in sorted(PACKAGE.rglob("*.py"))
    }


def _names(node: ast.expr) -> str:
    return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""


def _is_exception_class(node: ast.ClassDef) -> bool:
    bases = [_names(base) for base in node.bases]
    return node.name.endswith(("Error", "Exception")) or any(
        base.endswith(("Error", "Exception")) or base in {"Exception", "BaseException"} for base in bases
    )


def test_every_exception_class_is_defined_in_errors_py() -> None:
    elsewhere = [
        f"{name}: class {node.name}"
        for name, tree in _sources().items()
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef) and _is_exception_class(node) and name != "bgtutor/rules/errors.py"
    ]
    assert elsewhere == []


def test_every_exception_class_in_errors_py_is_a_bgtutor_error() -> None:
    classes = [
        node.name for node in ast.parse(ERRORS.read_text("utf-8")).body if isinstance(node, ast.ClassDef)
    ]
    assert len(classes) >= 14
    for name in classes:
        assert issubclass(getattr(errors, name), BgtutorError), name
    assert issubclass(BgtutorError, ValueError)
    assert sorted(classes) == sorted(errors.__all__)


def test_no_exception_class_of_bgtutor_lives_anywhere_else_at_run_time() -> None:
    """The loaded modules agree with the source scan (a class made some other way would show here)."""
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        if parts[-1] == "__main__":
            continue
        module = importlib.import_module(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
        for value in vars(module).values():
            if not (isinstance(value, type) and issubclass(value, BaseException)):
                continue
            if value.__module__.startswith("bgtutor"):
                assert value.__module__ == "bgtutor.rules.errors", (module, value)
                assert issubclass(value, BgtutorError), value


def test_errors_py_needs_only_the_standard_library() -> None:
    tree = ast.parse(ERRORS.read_text("utf-8"))
    loaded = [
        node
        for node in tree.body
        if isinstance(node, ast.Import | ast.ImportFrom)
        and any(alias.name.split(".")[0] not in sys.stdlib_module_names for alias in node.names)
        and not (isinstance(node, ast.ImportFrom) and node.module in sys.stdlib_module_names | {"__future__"})
    ]
    assert loaded == []  # bgtutor's own types only under `if TYPE_CHECKING`


def test_only_specific_errors_are_raised() -> None:
    """``BgtutorError`` is the class to catch; what is raised says which kind of error it is."""
    bare = sorted(
        f"{name}:{node.lineno}"
        for name, tree in _sources().items()
        for node in ast.walk(tree)
        if isinstance(node, ast.Raise)
        and isinstance(node.exc, ast.Call)
        and _names(node.exc.func) == "BgtutorError"
    )
    assert bare == []


@pytest.mark.parametrize(
    ("module", "name"),
    [
        ("bgtutor.play.game", "GameRecordError"),
        ("bgtutor.play.storage", "StorageError"),
        ("bgtutor.play.storage", "PreferenceError"),
        ("bgtutor.play.session", "SessionError"),
        ("bgtutor.play.saved_values", "PreferenceError"),
        ("bgtutor.play.strengths", "UnknownLevelError"),
        ("bgtutor.play.bots", "UnknownLevelError"),
        ("bgtutor.rules.cube", "CubeError"),
        ("bgtutor.files", "StorageError"),
        ("bgtutor", "BgtutorError"),
    ],
)
def test_the_old_import_paths_still_work(module: str, name: str) -> None:
    assert getattr(importlib.import_module(module), name) is getattr(errors, name)


def test_a_storage_error_says_its_message_and_broken_rule() -> None:
    from bgtutor.files import file_message
    from bgtutor.rules.explain import Reason, Rule

    error = errors.StorageError(
        file_message("illegal-play", Path("score.json"), turn=2, roll="6-5", play="24/13"),
        "detail",
        Reason.of(Rule.NO_CHECKER, point=24),
    )
    assert error.message.key == "illegal-play"
    assert error.text("en").endswith(Reason.of(Rule.NO_CHECKER, point=24).text("en"))
    assert str(error).endswith("[detail]") and isinstance(error, ValueError)
