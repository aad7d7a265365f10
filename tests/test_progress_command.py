"""``bgtutor drill`` and ``bgtutor progress --export``: JSON lines, and the command line's contract
(bad input: one line on stderr, exit 2)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bgtutor.commands import cli
from bgtutor.tutor.exercises.drills import RULES, tasks
from bgtutor.tutor.progress.records import Answer, load_progress, record


def test_drill_prints_one_task_a_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["drill", "hit", "--count", "3", "--seed", "7", "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    expected = [task.as_json() for task, _ in zip(tasks("hit", 7, "en"), range(3), strict=False)]
    assert [json.loads(line) for line in lines] == expected
    assert all(task["rule"] == "hit" and task["task"].endswith("hit a blot.") for task in expected)


@pytest.mark.parametrize("rule", RULES)
def test_drill_works_for_every_rule(rule: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["drill", rule, "--count", "2", "--seed", "1"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 2


@pytest.mark.parametrize(
    "argv",
    [
        ["drill", "castle"],
        ["drill", "hit", "--count", "0"],
        ["drill", "hit", "--count", "-3"],
        ["drill", "hit", "--count", "zehn"],
        ["drill", "hit", "--count", "10000000"],
        ["drill", "hit", "--seed", "1.5"],
        ["drill", "hit", "--lang", "fr"],
        ["progress"],
    ],
)
def test_bad_input_is_one_line_and_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.splitlines()) == 1


def test_drill_through_a_real_process() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bgtutor", "drill", "pips", "--count", "2"], capture_output=True, text=True
    )
    assert done.returncode == 0 and len(done.stdout.splitlines()) == 2
    bad = subprocess.run([sys.executable, "-m", "bgtutor", "drill", "nope"], capture_output=True, text=True)
    assert bad.returncode == 2 and bad.stdout == "" and len(bad.stderr.splitlines()) == 1


def test_export_writes_the_progress_with_the_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("BGTUTOR_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")  # the message's language follows the locale
    record([Answer.training("hit", True)], name="Ada")
    out = tmp_path / "abgabe.json"
    assert cli.main(["progress", "--export", str(out), "--name", "Ada Lovelace"]) == 0
    assert load_progress(out).name == "Ada Lovelace" and len(load_progress(out).answers) == 1
    assert (
        "(Ada Lovelace: 1 Antwort)" in capsys.readouterr().out
    )  # German unless the locale or --lang says English
    assert cli.main(["progress", "--export", str(tmp_path / "zwei.json"), "--lang", "en"]) == 0
    assert "(Ada: 1 answer)" in capsys.readouterr().out
    assert load_progress(tmp_path / "zwei.json").name == "Ada"


def test_export_problems_are_one_line_and_exit_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("BGTUTOR_HOME", str(tmp_path / "home"))
    assert cli.main(["progress", "--export", str(tmp_path / "out.json")]) == 2  # nothing saved yet
    record([Answer.training("hit", True)])
    foreign = tmp_path / "notes.json"
    foreign.write_text("my notes")
    assert cli.main(["progress", "--export", str(foreign)]) == 2
    assert foreign.read_text() == "my notes"
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 2
