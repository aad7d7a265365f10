"""The command-line contract, run as a user would: ``python -m bgtutor`` and the ``bgtutor`` script.

- ``plays POSITION DICE [--format notation|ids]``: one distinct legal play per line, stable order.
- ``check POSITION DICE PLAY [--lang de|en]``: exit 0 and the canonical form when legal, exit 1
  and the reason when illegal (German by default).
- ``show POSITION``: the diagram, both pip counts, the Position ID and the XGID.
- ``--lang de|en`` on every command; without it German, or English when the locale is English.
- Malformed input: exactly one line on stderr, exit 2, never a traceback.
"""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bgtutor import BLACK, WHITE, Position, Roll, format_play, legal_plays
from bgtutor.commands import cli
from bgtutor.rules.explain import Reason
from bgtutor.rules.ids import decode_position_id
from bgtutor.rules.resolve import check_play

START_ID = "4HPwATDgc/ABMA"
START_XGID = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"
TOP_ON_ROLL_XGID = "XGID=-----bFCB---bB---c-ccA-bA-:0:0:-1:00:2:4:0:7:10"  # formats.md 2.6, Black on roll
START = {6: 5, 8: 3, 13: 5, 24: 2}
# White has two checkers on the bar against Black's closed board: no roll can be played.
CLOSED_OUT = Position.from_points(white={"bar": 2, 13: 13}, black={1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 19: 3})

# the 18 plays of 42 from the start (formats.md 2.8: 42:18), in the stable order
START_42 = [
    "24/22 24/20",
    "24/22 13/9",
    "24/22 8/4",
    "24/22 6/2",
    "24/18",
    "24/20 13/11",
    "24/20 8/6",
    "24/20 6/4",
    "13/11 13/9",
    "13/11 8/4",
    "13/11 6/2",
    "13/7",
    "13/9 8/6",
    "13/9 6/4",
    "8/6 8/4",
    "8/4 6/4",
    "8/2",
    "6/4 6/2",
]


def run(*args: str, script: str | None = None, locale: str = "C.UTF-8") -> subprocess.CompletedProcess[str]:
    """The command as a user runs it, in ``locale`` (not English: German by default)."""
    command = [script] if script else [sys.executable, "-m", "bgtutor"]
    env = {key: value for key, value in os.environ.items() if key != "LC_ALL"}
    env["LANG"] = locale
    return subprocess.run(
        [*command, *args], capture_output=True, text=True, encoding="utf-8", timeout=60, check=False, env=env
    )


def lines(result: subprocess.CompletedProcess[str]) -> list[str]:
    return result.stdout.splitlines()


def assert_ok(result: subprocess.CompletedProcess[str]) -> None:
    assert (result.returncode, result.stderr) == (0, ""), result.stderr


def assert_bad_input(result: subprocess.CompletedProcess[str], *quoted: str) -> None:
    """Exit 2, nothing on stdout, exactly one line on stderr, no traceback."""
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert result.stdout == ""
    assert result.stderr.endswith("\n") and result.stderr.count("\n") == 1, result.stderr
    assert result.stderr.startswith("bgtutor")
    assert "Traceback" not in result.stderr
    for text in quoted:
        assert text in result.stderr


# -- plays ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("position", [START_ID, START_XGID], ids=["position-id", "xgid"])
@pytest.mark.parametrize("dice", ["42", "4-2", "24"])
def test_plays_lists_every_play_once(position: str, dice: str) -> None:
    result = run("plays", position, dice)
    assert_ok(result)
    assert lines(result) == START_42


def test_plays_order_is_stable_and_matches_the_library() -> None:
    first, second = run("plays", START_ID, "66"), run("plays", START_ID, "66")
    assert_ok(first)
    assert first.stdout == second.stdout
    expected = [format_play(play) for play in legal_plays(Position.start(), Roll(6, 6))]
    assert lines(first) == expected
    assert len(expected) == 11  # formats.md 2.8: 66:11


@pytest.mark.parametrize(
    ("position", "dice", "count"),
    [
        ("sGfwGQDg28EBBg", "55", 78),
        ("4HeDASLGnYMBAw", "31", 18),
        (TOP_ON_ROLL_XGID, "31", 18),  # the same position with Black on roll
        ("bE7oCChwtwMAXA", "11", 40),
        ("5AYAArvlAAAAAA", "21", 18),
    ],
)
def test_plays_counts_match_gnubg(position: str, dice: str, count: int) -> None:
    result = run("plays", position, dice)
    assert_ok(result)
    assert len(lines(result)) == count
    assert len(set(lines(result))) == count


def test_plays_with_black_on_roll_uses_the_movers_numbering() -> None:
    result = run("plays", TOP_ON_ROLL_XGID, "31")
    assert_ok(result)
    position = Position.from_id(TOP_ON_ROLL_XGID)
    assert position.turn is BLACK
    assert lines(result) == [format_play(play) for play in legal_plays(position, Roll(3, 1))]
    assert lines(result) == lines(run("plays", "4HeDASLGnYMBAw", "31"))


def test_plays_ids_gives_the_position_after_each_play() -> None:
    result = run("plays", START_ID, "42", "--format", "ids")
    assert_ok(result)
    after = lines(result)
    assert len(after) == len(START_42) == len(set(after))
    # computed independently: White moved, Black on roll
    made_point = Position.from_points(white={6: 4, 4: 2, 8: 2, 13: 5, 24: 2}, black=START, turn=BLACK)
    run_back = Position.from_points(white={6: 5, 8: 3, 13: 5, 24: 1, 18: 1}, black=START, turn=BLACK)
    assert after[START_42.index("8/4 6/4")] == made_point.position_id()
    assert after[START_42.index("24/18")] == run_back.position_id()
    assert after[START_42.index("8/4 6/4")] == "mGfwATDgc/ABMA"


def test_plays_ids_for_black_on_roll() -> None:
    result = run("plays", TOP_ON_ROLL_XGID, "31", "--format", "ids")
    assert_ok(result)
    position = Position.from_id(TOP_ON_ROLL_XGID)
    expected = [position.play(play).position_id() for play in legal_plays(position, Roll(3, 1))]
    assert lines(result) == expected
    # Position IDs have no colours: the same as with White on roll in the same checkers
    assert lines(result) == lines(run("plays", "4HeDASLGnYMBAw", "31", "--format", "ids"))


def test_no_legal_play_is_one_line() -> None:
    assert legal_plays(CLOSED_OUT, Roll(4, 2))[0].steps == ()
    result = run("plays", CLOSED_OUT.position_id(), "42")
    assert_ok(result)
    assert result.stdout == "(no play)\n"


def test_no_legal_play_with_ids_is_the_same_checkers_with_the_opponent_on_roll() -> None:
    pid = CLOSED_OUT.position_id()
    result = run("plays", pid, "66", "--format", "ids")
    assert_ok(result)
    assert result.stdout == CLOSED_OUT.swap().position_id() + "\n"
    not_on_roll, on_roll = decode_position_id(pid)
    assert decode_position_id(result.stdout.strip()) == (on_roll, not_on_roll)  # the halves swapped


# -- check ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("position", "dice", "text", "canonical"),
    [
        (START_ID, "42", "8/4 6/4", "8/4 6/4"),
        (START_ID, "4-2", "6/4, 8/4", "8/4 6/4"),
        (START_XGID, "64", "24/18/14", "24/14"),
        (START_ID, "66", "13/7 13/7 24/18 24/18", "24/18(2) 13/7(2)"),
        (START_ID, "62", "62: 24/18 13/11", "24/18 13/11"),
    ],
)
def test_check_legal_prints_the_canonical_form(position: str, dice: str, text: str, canonical: str) -> None:
    result = run("check", position, dice, text)
    assert_ok(result)
    assert result.stdout == canonical + "\n"


def test_check_legal_with_black_on_roll() -> None:
    position = Position.from_id(TOP_ON_ROLL_XGID)
    text = format_play(legal_plays(position, Roll(3, 1))[0])
    result = run("check", TOP_ON_ROLL_XGID, "31", text)
    assert_ok(result)
    assert result.stdout == text + "\n"


ILLEGAL = [
    (
        START_ID,
        "42",
        "8/4 6/3",
        "Von 6 bis 3 sind es 3 Pips, aber dazu passt keine deiner Würfelzahlen (4-2), "
        "weder einzeln noch zusammen.",
        "From 6 to 3 is 3 pips, but none of your numbers (4-2) fits, alone or together.",
    ),
    (
        START_ID,
        "51",
        "6/1 8/7",
        "Punkt 1 ist gesperrt: Dort stehen 2 gegnerische Steine. Landen darfst du nur auf einem "
        "offenen Punkt: einem leeren, einem mit eigenen Steinen oder einem mit nur einem gegnerischen "
        "Stein (Blot).",
        "Point 1 is blocked: 2 opposing checkers stand there. A checker may only land on an open point: "
        "an empty one, one with your own checkers, or one with a single opposing checker (a blot).",
    ),
    (
        START_ID,
        "62",
        "42: 8/4 6/4",
        "Der Zug ist für den Wurf 4-2 geschrieben, gewürfelt ist aber 6-2.",
        "The play is written for the roll 4-2, but the roll is 6-2.",
    ),
]


@pytest.mark.parametrize(
    ("position", "dice", "text", "german", "english"), ILLEGAL, ids=["no-die", "blocked", "wrong-roll"]
)
def test_check_illegal_explains_in_german_by_default(
    position: str, dice: str, text: str, german: str, english: str
) -> None:
    result = run("check", position, dice, text)
    assert (result.returncode, result.stderr) == (1, "")
    assert result.stdout == german + "\n"
    assert run("check", position, dice, text, "--lang", "de").stdout == german + "\n"
    outcome = check_play(Position.from_id(position), Roll.parse(dice), text)
    assert isinstance(outcome, Reason) and outcome.text("de") == german


@pytest.mark.parametrize(
    ("position", "dice", "text", "german", "english"), ILLEGAL, ids=["no-die", "blocked", "wrong-roll"]
)
def test_check_illegal_explains_in_english(
    position: str, dice: str, text: str, german: str, english: str
) -> None:
    result = run("check", position, dice, text, "--lang", "en")
    assert (result.returncode, result.stderr) == (1, "")
    assert result.stdout == english + "\n"


# White has one checker on 8 and one on 7, the rest on 2: with 44 the only play is 8/off 7/off
COMING_HOME = Position.from_points(white={8: 1, 7: 1, 2: 13}, black={24: 15})


@pytest.mark.parametrize(
    ("position", "dice"),
    [(START_ID, "42"), (TOP_ON_ROLL_XGID, "31"), (COMING_HOME.position_id(), "44")],
    ids=["start", "black-on-roll", "bear-off"],
)
def test_check_accepts_the_first_and_last_play_that_plays_prints(position: str, dice: str) -> None:
    printed = lines(run("plays", position, dice))
    for text in {printed[0], printed[-1]}:
        result = run("check", position, dice, text)
        assert (result.returncode, result.stdout, result.stderr) == (0, text + "\n", ""), text


def test_check_empty_play_when_one_exists_is_illegal() -> None:
    result = run("check", START_ID, "42", "", "--lang", "en")
    assert result.returncode == 1
    assert result.stdout.startswith("You must move when you can")


def test_check_no_play_when_none_exists_is_legal() -> None:
    result = run("check", CLOSED_OUT.position_id(), "42", "(no play)")
    assert_ok(result)
    assert result.stdout == "(no play)\n"


def test_check_ambiguous_play_is_one_line_on_stderr() -> None:
    # White to play 64 from the start with Black blots on White's 20 and 18: 24/14 hits either
    two_blots = Position.from_points(white=START, black={5: 1, 7: 1, 6: 5, 8: 3, 13: 3, 24: 2})
    result = run("check", two_blots.position_id(), "64", "24/14")
    assert_bad_input(result, "bgtutor: Fehler: „24/14“", "24/20*/14", "24/18*/14", "Punkt dazwischen")
    english = run("check", two_blots.position_id(), "64", "24/14", "--lang", "en")
    assert_bad_input(english, "bgtutor: error: “24/14”", "24/20*/14", "24/18*/14", "point in between")


# -- show -----------------------------------------------------------------------------------------


def test_show_start() -> None:
    result = run("show", START_ID, "--lang", "en")
    assert_ok(result)
    out = lines(result)
    assert out[:13] == Position.start().diagram().splitlines()
    assert out[0].startswith(" +13-14-15-16-17-18------19-20-21-22-23-24-+")
    assert out[13:] == [
        "Pips: White 167, Black 167",
        "Position ID: 4HPwATDgc/ABMA",
        f"XGID: {START_XGID}",
    ]


def test_show_xgid_with_black_on_roll() -> None:
    result = run("show", TOP_ON_ROLL_XGID, "--lang", "en")
    assert_ok(result)
    out = lines(result)
    position = Position.from_id(TOP_ON_ROLL_XGID)
    assert out[:13] == position.diagram().splitlines()
    assert "on roll" in out[0] and "on roll" not in out[12]  # Black's legend is the top line
    assert "Pips: White 144, Black 127" in out  # formats.md 2.6: 127 on roll vs 144
    assert "Position ID: 4HeDASLGnYMBAw" in out
    assert f"XGID: {TOP_ON_ROLL_XGID}" in out  # as given: a 7-point match at 2-4 (issue 12, item 6)
    assert Position.from_id(out[-1].removeprefix("XGID: ")) == position


def test_show_position_id_with_white_on_roll() -> None:
    result = run("show", "4HeDASLGnYMBAw", "--lang", "en")
    assert_ok(result)
    out = lines(result)
    assert "Pips: White 127, Black 144" in out
    assert "Position ID: 4HeDASLGnYMBAw" in out
    assert out[-1] == f"XGID: {Position.from_id('4HeDASLGnYMBAw').xgid()}"
    assert Position.from_id(out[-1].removeprefix("XGID: ")).turn is WHITE


def test_show_finished_game() -> None:
    finished = Position.from_points(white={}, black={6: 15})
    result = run("show", finished.position_id(), "--lang", "en")
    assert_ok(result)
    assert "Pips: White 0, Black 90" in lines(result)


# -- malformed input -----------------------------------------------------------------------------

MALFORMED = {
    "bad-id-short": (["show", "4HPwATDgc/ABM"], "„4HPwATDgc/ABM“"),
    "bad-id-chars": (["plays", "4HPwATDgc/AB!A", "42"], "„4HPwATDgc/AB!A“"),
    "bad-id-empty": (["show", ""], "„“"),
    "bad-xgid": (["plays", "XGID=garbage", "42"], "„XGID=garbage“"),
    "xgid-17-checkers": (["show", "XGID=-b----E-C---eE---c-e----BB:0:0:1:00:0:0:0:0:10"], "XGID="),
    "impossible-shared-point": (["show", "2zY+AADgHHwAbA"], "„2zY+AADgHHwAbA“"),
    "impossible-both-off": (["plays", "AAAAAAAAAAAAAA", "42"], "„AAAAAAAAAAAAAA“"),
    "bad-dice-7": (["plays", START_ID, "72"], "„72“"),
    "bad-dice-one-die": (["plays", START_ID, "4"], "„4“"),
    "bad-dice-zero": (["check", START_ID, "0", "8/4"], "„0“"),
    "bad-dice-empty": (["plays", START_ID, ""], "„“"),
    "bad-dice-word": (["check", START_ID, "four-two", "8/4 6/4"], "„four-two“"),
    "garbage-notation": (["check", START_ID, "42", "8/x"], "„8/x“"),
    "garbage-word": (["check", START_ID, "42", "garbage"], "„garbage“"),
    "notation-off-first": (["check", START_ID, "42", "off/3"], "„off/3“"),
    "notation-repeat-9": (["check", START_ID, "42", "13/7(9)"], "„13/7(9)“"),
    "game-over": (["plays", Position.from_points(white={}, black={6: 15}).position_id(), "42"], "vorbei"),
    "missing-everything": ([], "command"),
    "missing-position": (["plays"], "position"),
    "missing-dice": (["plays", START_ID], "dice"),
    "missing-play": (["check", START_ID, "42"], "play"),
    "show-missing-position": (["show"], "position"),
    "unknown-command": (["frobnicate"], "frobnicate"),
    "bad-lang": (["check", START_ID, "42", "8/4 6/4", "--lang", "fr"], "fr"),
    "lang-without-value": (["check", START_ID, "42", "8/4 6/4", "--lang"], "--lang"),
    "bad-format": (["plays", START_ID, "42", "--format", "xml"], "xml"),
    "extra-argument": (["plays", START_ID, "42", "extra"], "extra"),
}


@pytest.mark.parametrize("case", MALFORMED.values(), ids=MALFORMED.keys())
def test_malformed_input_is_one_line_and_exit_2(case: tuple[list[str], str]) -> None:
    args, quoted = case
    assert_bad_input(run(*args), quoted)


def test_help_exits_0() -> None:
    result = run("--help")
    assert_ok(result)
    for command in ("plays", "check", "show"):
        assert command in result.stdout


# -- the console script ---------------------------------------------------------------------------


def test_console_script_is_installed_and_behaves_the_same() -> None:
    script = shutil.which("bgtutor")
    assert script is not None, "the 'bgtutor' console script is not on PATH after pip install -e ."
    result = run("plays", START_ID, "4-2", script=script)
    assert_ok(result)
    assert lines(result) == START_42
    illegal = run("check", START_ID, "42", "8/4 6/3", "--lang", "en", script=script)
    assert (illegal.returncode, illegal.stdout) == (1, ILLEGAL[0][4] + "\n")
    assert_bad_input(run("show", "nonsense", script=script), "bgtutor: Fehler: „nonsense“")
    assert_bad_input(run("show", "nonsense", "--lang", "en", script=script), "bgtutor: error: “nonsense”")


# -- issue 12, items 6 and 7: XGIDs as written, one line for every bad input or path -------------

BARE_XGID = "-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"  # starts with "-": top has no checker on the bar
MATCH_XGID = "XGID=-b----E-C---eE---c-e----B-:1:-1:-1:52:2:4:0:7:10"  # cube 2 owned by top, 7-point match


@pytest.mark.parametrize("command", [["show"], ["plays"], ["check"]])
def test_an_xgid_without_prefix_is_a_position_not_an_option(command: list[str]) -> None:
    extra = {"show": [], "plays": ["42"], "check": ["42", "8/4 6/4"]}[command[0]]
    result = run(*command, BARE_XGID, *extra)
    assert_ok(result)
    assert result.stdout == run(*command, START_ID, *extra).stdout


def test_an_xgid_without_prefix_is_quoted_as_written() -> None:
    broken = BARE_XGID.replace(":10", ":x")
    assert_bad_input(run("plays", broken, "42"), f"„{broken}“")
    assert_bad_input(run("plays", broken, "42", "--lang", "en"), f"“{broken}”")


def test_show_prints_an_xgid_with_its_match_and_cube_fields() -> None:
    result = run("show", MATCH_XGID)
    assert_ok(result)
    assert lines(result)[-1] == f"XGID: {MATCH_XGID}"
    assert lines(run("show", MATCH_XGID.removeprefix("XGID=")))[-1] == f"XGID: {MATCH_XGID}"


def test_show_prints_a_gnubg_ids_match_fields() -> None:
    result = run("show", "4HPwATDgc/ABMA:QYkqASAAIAAE")  # formats.md: cube 2 owned by player 0, 9-point match
    assert_ok(result)
    assert lines(result)[-2:] == [
        "Match ID: QYkqASAAIAAE",
        "XGID: XGID=-b----E-C---eE---c-e----B-:1:-1:1:52:4:2:0:9:10",
    ]


ROBUST = {
    "newline-in-extra-argument": (["plays", START_ID, "42", "extra\nline"], "extra\\nline"),
    "newline-in-choice": (["check", START_ID, "42", "8/4 6/4", "--lang", "d\ne"], "--lang"),
    "huge-extra-argument": (["plays", START_ID, "42", "x" * 100_000], "unrecognized"),
    "slow-dice": (["plays", START_ID, "42" + " " * 2000 + "z"], "2003 Zeichen"),
    "dice-100k-spaces": (["plays", START_ID, " " * 100_000], "100000 Zeichen"),
    "slow-play": (["check", START_ID, "42", "4" + " " * 100_000 + "x"], "100002 Zeichen"),
    "superscript-digit": (["check", START_ID, "42", "24/2²"], "„24/2²“"),
    "arabic-digit": (["check", START_ID, "42", "24/٢٠ 13/11"], "„24/٢٠ 13/11“"),
    "huge-id": (["show", "A" * 100_000], "100000 Zeichen"),
    "arabic-games": (["match", "--white", "entspannt", "--black", "entspannt", "--games", "٣"], "'٣'"),
    "arabic-lesson": (["worksheet", "٣"], "'٣'"),
    "worksheet-missing-folder": (
        ["worksheet", "4", "--out", "/nonexistent/x.pdf"],
        "/nonexistent/x.pdf konnte",
    ),
}


@pytest.mark.parametrize("case", ROBUST.values(), ids=ROBUST.keys())
def test_bad_input_and_unusable_paths_are_one_line_and_exit_2(case: tuple[list[str], str]) -> None:
    args, quoted = case
    assert_bad_input(run(*args), quoted)


def _english(quoted: str) -> str:
    """What an input error quotes in English: “…” for „…“, characters for Zeichen."""
    if quoted.startswith("„") and quoted.endswith("“"):
        return f"“{quoted[1:-1]}”"
    return quoted.replace("Zeichen", "characters")


INPUT_ERRORS = {
    name: case for name, case in {**MALFORMED, **ROBUST}.items() if "„" in case[1] or "Zeichen" in case[1]
}
"""The malformed inputs that the rules refuse: told in the chosen language (German by default)."""


@pytest.mark.parametrize("case", INPUT_ERRORS.values(), ids=INPUT_ERRORS.keys())
def test_input_errors_are_told_in_the_chosen_language(case: tuple[list[str], str]) -> None:
    args, quoted = case
    german, english = run(*args), run(*args, "--lang", "en")
    assert_bad_input(german, quoted, "bgtutor: Fehler: ")
    assert_bad_input(english, _english(quoted), "bgtutor: error: ")
    assert german.stderr != english.stderr
    assert_bad_input(run(*args, locale="en_US.UTF-8"), _english(quoted), "bgtutor: error: ")


def test_images_onto_a_file_is_one_line(tmp_path: Path) -> None:
    target = tmp_path / "a-file"
    target.write_text("not a folder")
    assert_bad_input(run("images", "--out", str(target)), str(target))
    assert_bad_input(run("images", "--out", str(target / "below")), str(target / "below"))


def test_worksheet_into_a_folder_is_one_line(tmp_path: Path) -> None:
    assert_bad_input(run("worksheet", "4", "--out", str(tmp_path)), str(tmp_path))


def _ascii_run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    return subprocess.run(
        [sys.executable, "-m", "bgtutor", *args],
        capture_output=True,
        text=True,
        encoding="ascii",
        env=env,
        timeout=60,
        check=False,
    )


def test_an_ascii_terminal_gets_german_spelled_without_umlauts() -> None:
    result = _ascii_run("check", START_ID, "42", "8/4 6/3")
    assert (result.returncode, result.stderr) == (1, "")
    assert result.stdout == ILLEGAL[0][3].replace("ü", "ue") + "\n"


def test_an_ascii_terminal_gets_errors_quoting_any_character() -> None:
    for text in ("8/4 6/→", "24/2²", "ü"):
        result = _ascii_run("check", START_ID, "42", text)
        assert_bad_input(result)
    env = {**os.environ, "PYTHONIOENCODING": "ascii:strict"}
    strict = subprocess.run(
        [sys.executable, "-m", "bgtutor", "check", START_ID, "42", "8/4 6/→"],
        capture_output=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert strict.returncode == 2 and strict.stderr.count(b"\n") == 1 and b"\\u2192" in strict.stderr


def test_in_process_main_returns_the_status_and_writes_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["plays", START_ID, "42", "x\ny"]) == 2
    assert cli.main(["check", START_ID, "42", "24/2²"]) == 2
    assert cli.main(["--help"]) == 0
    assert cli.main(["show", BARE_XGID]) == 0
    err = capsys.readouterr().err
    assert err.count("\n") == 2 and "Traceback" not in err


# -- issue 9, item 9: progress on long work, only on a terminal ----------------------------------


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_long_command_shows_progress_on_a_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    match = ["match", "--white", "entspannt", "--black", "entspannt", "--games", "3", "--seed", "1"]
    assert cli.main(match) == 0
    # the bar redraws at most every 0.1 s: some count of the 3 games is shown, not always the last
    assert "games" in terminal.getvalue() and re.search(r"\b[0-3]/3\b", terminal.getvalue())
    assert len(capsys.readouterr().out.splitlines()) == 2


def test_progress_is_silent_when_stderr_is_not_a_terminal() -> None:
    assert not cli.shows_progress(io.StringIO()) and cli.shows_progress(_Terminal())
    quiet = io.StringIO()
    bar = cli.progress(5, "games", quiet)
    bar.update()
    bar.close()
    assert quiet.getvalue() == ""
    shown = _Terminal()
    bar = cli.progress(5, "games", shown)
    bar.update()
    bar.close()
    assert "games" in shown.getvalue() and "/5" in shown.getvalue()


def test_a_match_in_a_pipe_writes_no_progress() -> None:
    result = run("match", "--white", "entspannt", "--black", "entspannt", "--games", "3", "--seed", "1")
    assert_ok(result)
    assert len(lines(result)) == 2


# -- languages (issue 14): --lang on every command, the locale's language by default ---------------


def test_check_explains_in_english_when_asked_or_when_the_locale_is_english() -> None:
    english = (
        "The roll 4-2 allows at most 2 moves. Your play needs at least 3: 24/18 alone takes 2 (24/22/18)."
    )
    german = run("check", START_ID, "42", "24/20 24/18")
    assert (german.returncode, german.stdout.startswith("Der Wurf 4-2 erlaubt höchstens 2")) == (1, True)
    assert run("check", START_ID, "42", "24/20 24/18", "--lang", "en").stdout == english + "\n"
    assert run("check", START_ID, "42", "24/20 24/18", locale="en_US.UTF-8").stdout == english + "\n"
    asked = run("check", START_ID, "42", "24/20 24/18", "--lang", "de", locale="en_GB.UTF-8")
    assert asked.stdout == german.stdout


def test_show_labels_in_german_by_default_and_in_english_when_asked() -> None:
    german, english = run("show", START_ID), run("show", START_ID, "--lang", "en")
    assert_ok(german)
    assert_ok(english)
    assert "Pips: Weiß 167, Schwarz 167" in lines(german)
    assert "X = Weiß  Pips 167  Bar 0  abgetragen 0  am Zug" in german.stdout
    assert "Pips: White 167, Black 167" in lines(english)
    assert "X = White  pips 167  bar 0  off 0  on roll" in english.stdout
    assert lines(run("show", START_ID, locale="en_US.UTF-8")) == lines(english)
    for result in (german, english):  # IDs are never translated
        assert lines(result)[-2:] == ["Position ID: 4HPwATDgc/ABMA", f"XGID: {START_XGID}"]


def test_match_summary_in_both_languages() -> None:
    match = ["match", "--white", "entspannt", "--black", "entspannt", "--games", "2", "--seed", "1"]
    german, english = run(*match), run(*match, "--lang", "en")
    assert_ok(german)
    assert_ok(english)
    assert [line.split(":")[0] for line in lines(german)] == ["weiß entspannt", "schwarz entspannt"]
    assert all("Punkt" in line and "s/Zug" in line for line in lines(german))
    assert all("s/move" in line for line in lines(english))
    for line, words in [(line, ("Sieg", "Siege")) for line in lines(german)] + [
        (line, ("win", "wins")) for line in lines(english)
    ]:
        wins = re.search(r": (\d+) (\w+) \(", line)
        assert wins is not None and wins[2] == words[wins[1] != "1"], line  # singular and plural agree


@pytest.mark.parametrize("command", ["plays", "check", "show", "images", "worksheet", "match"])
def test_every_command_takes_lang(command: str) -> None:
    parser = cli.build_parser()
    given = {
        "plays": ["plays", START_ID, "42"],
        "check": ["check", START_ID, "42", "8/4 6/4"],
        "show": ["show", START_ID],
        "images": ["images"],
        "worksheet": ["worksheet", "1"],
        "match": ["match", "--white", "entspannt", "--black", "experte"],
    }[command]
    assert parser.parse_args([*given, "--lang", "en"]).lang == "en"
    assert parser.parse_args(given).lang is None  # then the locale decides (cli.default_language)
    assert_bad_input(run(*given, "--lang", "fr"), "fr")
