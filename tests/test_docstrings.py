"""Docstrings and comments describe what the code does: no dated measurements and no pointers to
documents outside the repository (design decisions and their figures are in docs/decisions.md and
the benchmarks' docstrings)."""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "bgtutor"
OUTSIDE = re.compile(r"\bissues? #?\d+|\bseed 0\d\d\b|\b20\d\d-\d\d-\d\d\b", re.IGNORECASE)
"""An issue's number, a seed text's number, a date like 2026-12-01."""


def texts(path: Path) -> list[tuple[int, str]]:
    """The comments and string literals (docstrings among them) of a module, with their lines."""
    tokens = tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline)
    return [
        (token.start[0], token.string)
        for token in tokens
        if token.type in (tokenize.COMMENT, tokenize.STRING)
    ]


@pytest.mark.parametrize(
    "text", ["(the table of issue 11)", "as in Seed 002", "measured 2026-12-01", "Issue #20"]
)
def test_the_pattern_finds_what_it_is_meant_to(text: str) -> None:
    assert OUTSIDE.search(text)


def test_no_docstring_or_comment_in_the_package_points_outside_or_carries_a_date() -> None:
    modules = sorted(PACKAGE.rglob("*.py"))
    assert len(modules) > 50
    found = [
        f"{path.relative_to(PACKAGE.parent)}:{line}: {OUTSIDE.search(text)[0]}"  # type: ignore[index]
        for path in modules
        for line, text in texts(path)
        if OUTSIDE.search(text)
    ]
    assert found == [], "\n".join(found)
