"""Project hygiene: the README's examples run, the code passes ruff and mypy --strict, and the German
and English texts match."""

from __future__ import annotations

import doctest
import os
import re
import string
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from helpers import catalog_homes

from bgtutor.rules.explain import Rule
from bgtutor.rules.i18n import LANGUAGES, catalog

ROOT = Path(__file__).resolve().parent.parent


def test_readme_examples_run() -> None:
    failures, tried = doctest.testfile(str(ROOT / "README.md"), module_relative=False)
    assert tried > 0 and failures == 0


@pytest.mark.parametrize("command", [("check",), ("format", "--check")], ids=["check", "format"])
def test_ruff(command: tuple[str, ...]) -> None:
    """``ruff check`` is clean and the code is as ``ruff format`` writes it (fix: ``ruff format``)."""
    result = subprocess.run(
        [sys.executable, "-m", "ruff", *command, "--no-cache", "bgtutor", "tests", "benchmarks", "tools"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "bgtutor"], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


_PLURAL = r"\{(\w+)\|((?:[^|{}]|\{\w+\})*)\|((?:[^|{}]|\{\w+\})*)\}"  # forms may hold {name}


def _fields(text: str) -> set[str]:
    matches = list(re.finditer(_PLURAL, text))
    plural = {name for m in matches for name in (m[1], *re.findall(r"\{(\w+)\}", m[2] + m[3]))}
    simple = re.sub(_PLURAL, "", text)
    return plural | {name for _, name, _, _ in string.Formatter().parse(simple) if name}


@pytest.mark.parametrize("home", catalog_homes())
def test_every_language_has_the_same_texts_with_the_same_placeholders(home: str) -> None:
    """Each layer's catalog has the same keys in every language, with the same placeholders."""
    reference = catalog(LANGUAGES[0], home)
    assert reference, home
    for lang in LANGUAGES[1:]:
        other = catalog(lang, home)
        assert other.keys() == reference.keys(), sorted(other.keys() ^ reference.keys())
        for key, text in reference.items():
            assert _fields(other[key]) == _fields(text), key


def test_every_catalog_is_package_data() -> None:
    """pyproject.toml ships every layer's catalog with the package (``pip install .``)."""
    data = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"]["package-data"]
    assert len(catalog_homes()) >= 5
    for home in catalog_homes():
        assert "locales/*.toml" in data.get(home, []), home


def test_every_rule_has_a_text() -> None:
    for lang in LANGUAGES:
        assert {rule.value for rule in Rule} <= catalog(lang).keys()


def test_a_test_run_saves_into_a_folder_of_its_own() -> None:
    """conftest.py points BGTUTOR_HOME at a fresh folder, one per test function: no test or lesson
    run touches ~/.bgtutor, and no test sees the answers another test recorded."""
    home = Path(os.environ["BGTUTOR_HOME"])
    assert home.name.startswith("learner") and home != Path.home() / ".bgtutor"
    assert not (home / "progress.json").exists()  # nothing recorded before this test


def test_the_longest_test_files_the_suite_starts_first_are_there(request: pytest.FixtureRequest) -> None:
    """conftest.py's table of the longest files names files that exist: a renamed one would start
    last again, unnoticed."""
    conftest = request.config.pluginmanager.get_plugin(str(ROOT / "conftest.py"))
    assert conftest is not None and conftest.LONGEST_FILES
    assert [name for name in conftest.LONGEST_FILES if not (ROOT / name).is_file()] == []
