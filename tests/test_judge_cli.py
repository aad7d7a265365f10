"""The tutor subcommand of the command line: one JSON line; bad input one line on stderr, exit 2."""

from __future__ import annotations

import json

import pytest

from bgtutor.commands.cli import main


def test_cli_prints_one_json_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["judge", "4HPwATDgc/ABMA", "3-1", "8/7 8/5"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    record = json.loads(out)
    assert list(record) == ["play", "best", "loss", "mistake"]
    assert record["best"] == "8/5 6/5" and record["mistake"] is True and record["loss"] > 0.1


@pytest.mark.parametrize(
    "args",
    [
        ["judge", "not-an-id", "31", "8/5 6/5"],
        ["judge", "4HPwATDgc/ABMA", "71", "8/5 6/5"],
        ["judge", "4HPwATDgc/ABMA", "31", "24/20 24/23"],
        ["judge", "4HPwATDgc/ABMA", "31"],
    ],
)
def test_cli_bad_input_is_one_line_and_exit_2(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1
