"""Fuzzing every reader of user text and every command (issue 12): whatever is typed, the only
errors are the project's documented ones (``BgtutorError``, all ``ValueError``), each input is
handled within a time bound that holds for 100 KB inputs, and every command answers bad input with
exactly one line on stderr and exit status 2.

Bounded to a few seconds in all: few examples per reader, derandomized, with a deadline.
"""

from __future__ import annotations

import contextlib
import io
import time
from collections.abc import Callable
from datetime import timedelta
from itertools import islice
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from bgtutor import Position, Roll
from bgtutor.commands import cli
from bgtutor.rules.errors import BgtutorError
from bgtutor.rules.ids import MatchId, decode_position_id, parse_gnubg_id, parse_xgid
from bgtutor.rules.notation import parse_paths
from bgtutor.rules.resolve import check_play
from bgtutor.tutor.exercises import engine as exercises
from bgtutor.tutor.exercises.base import Kind
from bgtutor.tutor.exercises.drills import tasks
from bgtutor.tutor.lessons import LESSONS
from bgtutor.tutor.lessons.cube_lesson import EXERCISES as CUBE_EXERCISES

BOUND = 1.0
"""Seconds any one input may take (the old readers took seconds to minutes on these)."""
FUZZ = settings(
    max_examples=40,
    deadline=timedelta(seconds=2),
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# Characters the readers care about, and some they must not mistake for them.
SIGNS = "0123456789/*() ,:;-+=bBarofOFFXGIDxAEPQgw\t\n" + "²③٣٢①１\u00a0\u2009\u2028→ü\x00\udcff"
WORDS = [
    "24/18",
    "13/11",
    "bar/22*",
    "6/off",
    "(2)",
    "42",
    "4-2",
    "XGID=",
    ":0:0:1:00:0:0:0:0:10",
    "4HPwATDgc/ABMA",
    "cAkAAAAAAAAE",
    "-b----E-C---eE---c-e----B-",
    "ja",
    "nein",
    "gammon",
    "Weiß",
    "6-4",
    "36",
    " ",
]
short = st.text(alphabet=SIGNS, max_size=30) | st.text(max_size=30)
phrase = st.lists(st.sampled_from(WORDS) | short, max_size=8).map("".join)


@st.composite
def long_text(draw: st.DrawFn) -> str:
    """Up to 100 KB: a short unit repeated, between a head and a tail (the shapes that blew up)."""
    unit = draw(st.sampled_from([" ", "4 ", "13/11 ", "(", "9", "a", "/", "- ", "\n"]) | short.filter(bool))
    count = draw(st.integers(1, 100_000 // len(unit)))
    return draw(phrase) + unit * count + draw(phrase)


texts = phrase | long_text()


def _within_bound(read: Callable[[str], object], text: str) -> None:
    began = time.perf_counter()
    with contextlib.suppress(BgtutorError):
        read(text)
    assert time.perf_counter() - began < BOUND, (len(text), text[:40])


def _check_start(text: str) -> object:
    return check_play(Position.start(), Roll(4, 2), text)


READERS: dict[str, Callable[[str], object]] = {
    "dice": Roll.parse,
    "notation": parse_paths,
    "check_play": _check_start,
    "position-id": decode_position_id,
    "match-id": MatchId.decode,
    "xgid": parse_xgid,
    "gnubg-id": parse_gnubg_id,
    "Position.from_id": Position.from_id,
}


@pytest.mark.parametrize("name", READERS)
@FUZZ
@given(text=texts)
@example(text="42" + " " * 2000 + "z")
@example(text="4" + " " * 100_000 + "x")
@example(text="24/2²")
def test_readers_raise_only_documented_errors_in_bounded_time(name: str, text: str) -> None:
    _within_bound(READERS[name], text)


def _one_exercise_per_kind() -> dict[Kind, exercises.Exercise]:
    found: dict[Kind, exercises.Exercise] = {}
    drilled = [task.exercise for task in islice(tasks("cube-owner"), 1)]  # a coin toss: no lesson asks it
    for exercise in [
        *(e for lesson in LESSONS for e in lesson.exercises),
        *CUBE_EXERCISES.values(),
        *drilled,
    ]:
        found.setdefault(exercise.kind, exercise)
    return found


EXERCISES = _one_exercise_per_kind()


@pytest.mark.parametrize("kind", list(EXERCISES))
@FUZZ
@given(text=texts)
@example(text="²")
@example(text="24/²")
@example(text="9" * 5000)
@example(text="٣")
@example(text="3, ²")
def test_exercise_answers_never_raise(kind: Kind, text: str) -> None:
    began = time.perf_counter()
    feedback = exercises.check(EXERCISES[kind], text)
    assert time.perf_counter() - began < BOUND
    assert isinstance(feedback.correct, bool)


def test_every_exercise_kind_is_fuzzed() -> None:
    assert set(EXERCISES) == set(Kind)


# -- the commands ---------------------------------------------------------------------------------

START = "4HPwATDgc/ABMA"


def _run_cli(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    began = time.perf_counter()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = cli.main(argv)
    assert time.perf_counter() - began < BOUND + 2, argv[:3]  # the commands' imports, once
    return status, out.getvalue(), err.getvalue()


def _assert_contract(status: int, out: str, err: str) -> None:
    assert status in (0, 1, 2)
    assert "Traceback" not in err
    if status == 2:
        assert err.endswith("\n") and err.count("\n") == 1 and err.startswith("bgtutor"), err[:200]
        assert len(err) <= cli.MAX_ERROR_LINE + 1
    else:
        assert err == ""


OPTIONS = ["--lang", "en", "--format", "ids", "-h", "--", "x"]
BARE_XGID = "-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"


@FUZZ
@given(
    command=st.sampled_from(["plays", "check", "show"]),
    position=st.sampled_from([START, BARE_XGID]) | texts,
    dice=st.sampled_from(["42", "66"]) | texts,
    play=st.sampled_from(["8/4 6/4", "24/18"]) | texts,
    extra=st.lists(st.sampled_from(OPTIONS) | short, max_size=3),
)
@example(command="show", position=BARE_XGID, dice="", play="", extra=[])
@example(command="plays", position=START, dice="42", play="", extra=["a\nb"])
def test_the_reading_commands_keep_the_contract(
    command: str, position: str, dice: str, play: str, extra: list[str]
) -> None:
    argv = {
        "plays": [command, position, dice],
        "check": [command, position, dice, play],
        "show": [command, position],
    }[command] + extra
    _assert_contract(*_run_cli(argv))


def _not_an_integer(text: str) -> bool:
    return not cli._INTEGER.fullmatch(text)


@FUZZ
@given(games=texts.filter(_not_an_integer), seed=texts, level=st.sampled_from(["entspannt", "x"]) | short)
def test_match_keeps_the_contract(games: str, seed: str, level: str) -> None:
    status, out, err = _run_cli(
        ["match", "--white", level, "--black", "entspannt", "--games", games, "--seed", seed]
    )
    assert status == 2 and out == ""
    _assert_contract(status, out, err)


@FUZZ
@given(lesson=texts.filter(lambda t: not cli._INTEGER.fullmatch(t) or not 1 <= int(t) <= 6), lang=short)
def test_worksheet_keeps_the_contract(lesson: str, lang: str) -> None:
    status, out, err = _run_cli(["worksheet", lesson, "--lang", lang, "--out", "/nonexistent/x.pdf"])
    assert status == 2 and out == ""
    _assert_contract(status, out, err)


@pytest.fixture(scope="module")
def a_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("fuzz") / "a-file"
    path.write_text("not a folder")
    return path


# The first run draws pictures with matplotlib (seconds on a busy machine): no per-example deadline.
@settings(
    FUZZ,
    max_examples=10,
    deadline=None,
    suppress_health_check=[
        HealthCheck.function_scoped_fixture,
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
    ],
)
@given(below=short.filter(lambda t: "\x00" not in t and "/" not in t and t not in ("", ".", "..")))
def test_images_keeps_the_contract(a_file: Path, below: str) -> None:
    for out in (str(a_file), str(a_file / below)):
        status, stdout, err = _run_cli(["images", "--out", out])
        assert status == 2 and stdout == ""
        _assert_contract(status, stdout, err)


# -- the commands added later: the same contract -----------------------------------------------


@settings(FUZZ, max_examples=20, deadline=None)  # the tutor's first call loads the network
@given(
    position=st.sampled_from([START, BARE_XGID]) | texts,
    dice=st.sampled_from(["31", "66"]) | texts,
    play=st.sampled_from(["8/5 6/5", "24/20"]) | texts,
)
@example(position=START, dice="31", play="24/2²")
@example(position=START, dice="3" + " " * 100_000 + "1", play="8/5 6/5")
def test_tutor_keeps_the_contract(position: str, dice: str, play: str) -> None:
    status, out, err = _run_cli(["tutor", position, dice, play])
    _assert_contract(status, out, err)
    if status == 0:
        assert out.count("\n") == 1 and out.startswith('{"play": ')


@FUZZ
@given(
    rule=st.sampled_from(["hit", "pips"]) | texts,
    count=st.sampled_from(["1", "0", "-1"]) | texts,
    seed=st.sampled_from(["1"]) | texts,
    lang=st.sampled_from(["de", "en"]) | short,
)
@example(rule="hit", count="1", seed="1", lang="en")
@example(rule="hit", count="9" * 5000, seed="1", lang="de")
def test_drill_keeps_the_contract(rule: str, count: str, seed: str, lang: str) -> None:
    status, out, err = _run_cli(["drill", rule, "--count", count, "--seed", seed, "--lang", lang])
    _assert_contract(status, out, err)
    if status == 0:
        assert len(out.splitlines()) == int(count)


@settings(FUZZ, max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(below=short.filter(lambda t: "\x00" not in t and "/" not in t and t not in ("", ".", "..")))
def test_progress_export_keeps_the_contract(a_file: Path, below: str) -> None:
    status, out, err = _run_cli(["progress", "--export", str(a_file / below), "--file", str(a_file)])
    assert status == 2 and out == ""
    _assert_contract(status, out, err)
