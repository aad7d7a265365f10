"""One error hierarchy: every exception class of bgtutor is a :class:`BgtutorError`, defined in a
layer that raises it, on a base that says what it is (bad input a ``ValueError``, a file problem an
``OSError``, a wrong state a ``RuntimeError``), and offered under one name."""

from __future__ import annotations

import ast
import importlib
import sys
from pathlib import Path

import pytest

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


KINDS = {
    "AmbiguousPlayError": ValueError,
    "CubeError": ValueError,
    "DisplayError": ValueError,
    "GameOverError": ValueError,
    "GameRecordError": ValueError,
    "IllegalPlayError": ValueError,
    "InvalidIdError": ValueError,
    "InvalidNotationError": ValueError,
    "InvalidPositionError": ValueError,
    "InvalidRollError": ValueError,
    "LearnerError": ValueError,
    "LessonDataError": ValueError,
    "PreferenceError": ValueError,
    "ScoreError": ValueError,
    "UnknownLevelError": ValueError,
    "UnknownTaskError": ValueError,
    "StorageError": OSError,
    "SessionError": RuntimeError,
}
"""What each exception is besides a BgtutorError: bad input, a file problem, or a wrong state."""


def _layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def _defined() -> dict[str, str]:
    """Exception class → the module (file) that defines it."""
    return {
        node.name: name
        for name, tree in _sources().items()
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef) and _is_exception_class(node)
    }


def _raised() -> dict[str, set[str]]:
    """Exception class name → the files that raise it."""
    found: dict[str, set[str]] = {}
    for name, tree in _sources().items():
        for node in ast.walk(tree):
            if isinstance(node, ast.Raise) and node.exc is not None:
                call = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
                found.setdefault(_names(call), set()).add(name)
    return found


def test_every_exception_class_is_defined_in_a_layer_that_raises_it() -> None:
    raised = _raised()
    misplaced = {
        name: where
        for name, where in _defined().items()
        if name != "BgtutorError"
        and _layer(where.replace("/", "."))
        not in {_layer(other.replace("/", ".")) for other in raised.get(name, ())}
    }
    assert misplaced == {}
    assert set(_defined()) == {*KINDS, "BgtutorError"}  # a new exception class says its kind here


@pytest.mark.parametrize("name", sorted(KINDS))
def test_every_exception_is_a_bgtutor_error_of_its_kind(name: str) -> None:
    module = _defined()[name].removesuffix(".py").replace("/", ".")
    error = getattr(importlib.import_module(module), name)
    assert issubclass(error, BgtutorError) and issubclass(error, KINDS[name])
    others = {ValueError, OSError, RuntimeError} - {KINDS[name]}
    assert not any(issubclass(error, other) for other in others), f"{name} is more than one kind"
    assert not issubclass(BgtutorError, ValueError)  # a file or state error is not bad input


def test_no_exception_class_of_bgtutor_is_offered_under_a_second_name_at_run_time() -> None:
    """One import path per class: the module that defines it (and ``bgtutor`` for BgtutorError,
    as README documents)."""
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        if parts[-1] == "__main__":
            continue
        module = importlib.import_module(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
        public = set(getattr(module, "__all__", ()))
        for key, value in vars(module).items():
            if not (isinstance(value, type) and issubclass(value, BaseException)):
                continue
            if value.__module__.startswith("bgtutor") and value.__module__ != module.__name__:
                assert key not in public or module.__name__ == "bgtutor", (module.__name__, key)
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


def test_bgtutor_error_is_offered_at_the_front_door() -> None:
    assert importlib.import_module("bgtutor").BgtutorError is BgtutorError


def test_a_storage_error_says_its_message_and_broken_rule() -> None:
    from bgtutor.files.json_files import StorageError, file_message
    from bgtutor.rules.explain import Reason, Rule

    error = StorageError(
        file_message("illegal-play", Path("score.json"), turn=2, roll="6-5", play="24/13"),
        "detail",
        Reason.of(Rule.NO_CHECKER, point=24),
    )
    assert error.message.key == "illegal-play"
    assert error.text("en").endswith(Reason.of(Rule.NO_CHECKER, point=24).text("en"))
    assert str(error).endswith("[detail]") and isinstance(error, OSError)
