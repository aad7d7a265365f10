"""Saved files: preferences and score as values, atomic JSON files, and every broken file
refused with a helpful message in both languages while the file stays exactly as it was."""

from __future__ import annotations

import base64
import dataclasses
import json
import os
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bgtutor import BLACK, WHITE, BgtutorError, GameOverError, Position, Roll, legal_plays
from bgtutor.board.themes import THEMES
from bgtutor.files.json_files import VERSION, StorageError, StoreMessage, default_folder
from bgtutor.play.game import Game
from bgtutor.play.saved_values import PreferenceError, Preferences, SavedMatch, Score
from bgtutor.play.storage import SCORE_FORMAT, load_preferences, load_score, save_preferences, save_score
from bgtutor.rules.explain import Rule
from bgtutor.rules.i18n import LANGUAGES, catalog
from bgtutor.rules.scoring import ResultKind, game_result

FIXTURE_SETTINGS = settings(
    deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
PACKAGE = Path(__file__).resolve().parent.parent / "bgtutor"


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test keeps its files in its own folder, never in the real home folder."""
    folder = tmp_path / "home"
    monkeypatch.setenv("BGTUTOR_HOME", str(folder))
    yield folder


def a_game(seed: int = 1, turns: int = 6) -> Game:
    rng = random.Random(seed)
    game = Game.new(rng)
    while game.result is None and len(game.turns) < turns:
        roll = game.next_roll(rng)
        game = game.with_turn(roll, rng.choice(legal_plays(game.position, roll)))
    return game


def result_of(white: dict[int | str, int], black: dict[int | str, int]) -> Score:
    result = game_result(Position.from_points(white, black, turn=BLACK))
    assert result is not None
    return Score().with_result(result)


# -- where files go ---------------------------------------------------------------------------


def test_default_folder_follows_bgtutor_home(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert default_folder() == home
    monkeypatch.delenv("BGTUTOR_HOME")
    assert default_folder() == Path.home() / ".bgtutor"


def test_saving_without_a_path_creates_the_default_folder(home: Path) -> None:
    assert not home.exists()
    written = save_preferences(Preferences(lang="en"))
    assert written == home / "preferences.json" and written.is_file()
    assert load_preferences() == Preferences(lang="en")
    assert save_score(Score()) == home / "score.json"
    assert load_score() == SavedMatch(Score())


def test_files_are_readable_utf8_json_with_marker_and_version(home: Path) -> None:
    path = save_score(result_of({}, {12: 15}), a_game(), home.parent / "score.json")
    data = json.loads(path.read_text("utf-8"))
    assert data["format"] == SCORE_FORMAT and data["version"] == VERSION
    assert data["score"]["points"] == {"white": 2, "black": 0}
    prefs = json.loads(save_preferences(Preferences(), home.parent / "p.json").read_text("utf-8"))
    assert prefs["format"] == "bgtutor-preferences" and prefs["preferences"]["sound"] is False


# -- preferences ------------------------------------------------------------------------------


def test_preference_defaults() -> None:
    prefs = Preferences()
    assert (prefs.mode, prefs.strength, prefs.view) == ("computer", "entspannt", "normal")
    assert prefs.dice_turns == 3
    assert prefs.sound is False and 0 <= prefs.dice_volume <= 100 and prefs.lang == "de"


def test_every_theme_is_a_preference() -> None:
    for theme in THEMES:
        assert Preferences(theme=theme).theme == theme  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("field", "value", "allowed"),
    [
        ("mode", "solo", '"computer", "two-players"'),
        ("strength", "Experte", '"entspannt", "anspruchsvoll", "experte"'),
        ("view", "scroll", '"normal", "zoom"'),
        ("dice_turns", 4, "3, 5"),
        ("dice_turns", 3.0, "3, 5"),
        ("dice_turns", True, "3, 5"),
        ("reduced_motion", 1, "true, false"),
        ("show_timer", "yes", "true, false"),
        ("sound", None, "true, false"),
        ("dice_volume", 101, "0-100"),
        ("checker_volume", -1, "0-100"),
        ("checker_volume", 50.5, "0-100"),
        ("dice_volume", False, "0-100"),
        ("lang", "fr", '"de", "en"'),
        ("theme", "dark", '"classic", "colorblind", "contrast", "print"'),
    ],
)
def test_preferences_are_validated_with_clear_messages(field: str, value: object, allowed: str) -> None:
    with pytest.raises(PreferenceError) as caught:
        Preferences(**{field: value})  # type: ignore[arg-type]
    error = caught.value
    assert (error.field, error.value, error.allowed) == (field, value, allowed)
    assert field in str(error) and repr(value) in str(error)
    with pytest.raises(PreferenceError):
        dataclasses.replace(Preferences(), **{field: value})


@given(
    st.builds(
        Preferences,
        mode=st.sampled_from(["computer", "two-players"]),
        strength=st.sampled_from(["entspannt", "anspruchsvoll", "experte"]),
        view=st.sampled_from(["normal", "zoom"]),
        dice_turns=st.sampled_from([3, 5]),
        reduced_motion=st.booleans(),
        show_timer=st.booleans(),
        sound=st.booleans(),
        dice_volume=st.integers(0, 100),
        checker_volume=st.integers(0, 100),
        lang=st.sampled_from(["de", "en"]),
        theme=st.sampled_from(["classic", "colorblind", "contrast", "print"]),
    )
)
@settings(FIXTURE_SETTINGS, max_examples=30)
def test_preferences_round_trip(home: Path, prefs: Preferences) -> None:
    assert load_preferences(save_preferences(prefs, home.parent / "prefs.json")) == prefs


def test_missing_preferences_in_a_file_take_their_defaults(home: Path) -> None:
    path = home.parent / "prefs.json"
    path.write_text('{"format": "bgtutor-preferences", "version": 1, "preferences": {"lang": "en"}}')
    assert load_preferences(path) == Preferences(lang="en")


def test_a_bad_preference_in_a_file_is_named(home: Path) -> None:
    path = home.parent / "prefs.json"
    text = '{"format": "bgtutor-preferences", "version": 1, "preferences": {"dice_turns": 7}}'
    path.write_text(text)
    with pytest.raises(StorageError) as caught:
        load_preferences(path)
    assert caught.value.message.key == "bad-preference"
    assert "dice_turns" in caught.value.text("de") and "7" in caught.value.text("de")
    assert "3, 5" in caught.value.text("en")
    assert path.read_text() == text


# -- the score --------------------------------------------------------------------------------


def test_score_adds_single_games_gammons_and_backgammons() -> None:
    single = result_of({}, {12: 14})
    assert (single.points, single.wins, single.gammons, single.backgammons) == ((1, 0),) * 2 + ((0, 0),) * 2
    gammon = result_of({}, {12: 15})
    assert (gammon.points, gammon.gammons) == ((2, 0), (1, 0))
    backgammon = result_of({}, {"bar": 1, 12: 14})
    assert (backgammon.points, backgammon.backgammons, backgammon.games) == ((3, 0), (1, 0), 1)
    both = backgammon.with_result(game_result(Position.from_points({12: 15}, {}, turn=WHITE)))  # type: ignore[arg-type]
    assert both.points == (3, 2) and both.wins == (1, 1) and both.games == 2


def test_a_score_must_add_up() -> None:
    with pytest.raises(BgtutorError, match="does not add up"):
        Score(points=(5, 0), wins=(1, 0))
    with pytest.raises(BgtutorError, match="does not add up"):
        Score(points=(2, 0), wins=(0, 0), gammons=(1, 0))
    with pytest.raises(BgtutorError):
        Score(points=(-1, 0))
    result = game_result(Position.from_points({}, {12: 15}, turn=BLACK), cube=2)
    assert result is not None
    with pytest.raises(BgtutorError, match="doubling cube"):
        Score().with_result(result)
    assert result.kind is ResultKind.GAMMON


@settings(FIXTURE_SETTINGS, max_examples=15)
@given(st.integers(0, 2**32), st.integers(0, 80))
def test_score_and_game_round_trip(home: Path, seed: int, turns: int) -> None:
    game = a_game(seed, turns)
    score = result_of({}, {12: 14}).with_result(game_result(Position.from_points({}, {12: 15})))  # type: ignore[arg-type]
    saved = None if game.result is not None else game
    path = save_score(score, saved, home.parent / "score.json")
    assert load_score(path) == SavedMatch(score, saved)


def test_a_finished_game_is_not_saved(home: Path) -> None:
    game = Game(Position.from_points({1: 1}, {12: 15})).with_turn(Roll(2, 1), "1/off")
    with pytest.raises(GameOverError):
        save_score(Score(), game, home.parent / "score.json")
    assert not (home.parent / "score.json").exists()


# -- broken files -----------------------------------------------------------------------------


def _raw_position_id(not_on_roll: list[int], on_roll: list[int]) -> str:
    """A Position ID without the 15-checker check: points 1-24 and the bar of each side."""
    key = bit = 0
    for side in (not_on_roll, on_roll):
        for count in side:
            key |= ((1 << count) - 1) << bit
            bit += count + 1
    return base64.b64encode(key.to_bytes(10, "little")).decode("ascii")[:14]


def _saved(home: Path) -> dict[str, object]:
    path = save_score(result_of({}, {12: 15}), a_game(1, 4), home.parent / "seed.json")
    return json.loads(path.read_text("utf-8"))  # type: ignore[no-any-return]


def _edited(edit: Callable[[dict[str, object]], None]) -> Callable[[Path], bytes]:
    def make(home: Path) -> bytes:
        data = _saved(home)
        edit(data)
        return json.dumps(data).encode()

    return make


def _turn(data: dict[str, object], index: int) -> dict[str, object]:
    return data["game"]["turns"][index]  # type: ignore[index, no-any-return]


def _sixteen(data: dict[str, object]) -> None:
    start = [0] * 25
    for point, count in {6: 6, 8: 3, 13: 5, 24: 2}.items():  # sixteen checkers
        start[point - 1] = count
    normal = [0] * 25
    for point, count in {6: 5, 8: 3, 13: 5, 24: 2}.items():
        normal[point - 1] = count
    data["game"]["start"]["position_id"] = _raw_position_id(normal, start)  # type: ignore[index]


def _shared(data: dict[str, object]) -> None:
    data["game"]["start"]["position_id"] = _raw_position_id([0] * 23 + [15, 0], [15] + [0] * 24)  # type: ignore[index]


BROKEN: dict[str, tuple[Callable[[Path], bytes], str]] = {
    "illegal play": (_edited(lambda d: _turn(d, 1).update(play="24/18(2)")), "illegal-play"),
    "play of another roll": (_edited(lambda d: _turn(d, 2).update(roll="66")), "illegal-play"),
    "unreadable play": (_edited(lambda d: _turn(d, 0).update(play="13 to 8")), "illegal-play"),
    "wrong colour": (_edited(lambda d: _turn(d, 0).update(color="white")), "bad-field"),  # Black starts
    "sixteen checkers": (_edited(_sixteen), "impossible-position"),
    "shared point": (_edited(_shared), "impossible-position"),
    "garbled position id": (
        _edited(lambda d: d["game"]["start"].update(position_id="%%")),  # type: ignore[index]
        "impossible-position",
    ),
    "impossible score": (_edited(lambda d: d["score"]["points"].update(white=7)), "impossible-score"),  # type: ignore[index]
    "negative score": (_edited(lambda d: d["score"]["wins"].update(black=-1)), "bad-field"),  # type: ignore[index]
    "score as text": (_edited(lambda d: d["score"]["wins"].update(black="1")), "bad-field"),  # type: ignore[index]
    "missing score": (_edited(lambda d: d.pop("score")), "bad-field"),
    "extra key": (_edited(lambda d: d.update(cheat=True)), "bad-field"),
    "wrong marker": (_edited(lambda d: d.update(format="gnubg-match")), "foreign"),
    "no marker": (_edited(lambda d: d.pop("format")), "foreign"),
    "preferences, not a score": (
        lambda home: save_preferences(Preferences(), home.parent / "p.json").read_bytes(),
        "foreign",
    ),
    "another program's json": (lambda home: b'{"name": "my-app", "dependencies": {}}', "foreign"),
    "a json list": (lambda home: b"[1, 2, 3]", "foreign"),
    "newer version": (_edited(lambda d: d.update(version=VERSION + 1)), "newer"),
    "version as text": (_edited(lambda d: d.update(version="1")), "bad-field"),
    "truncated json": (lambda home: json.dumps(_saved(home)).encode()[:-25], "not-json"),
    # text that is not JSON and does not start like ours is another program's, not a damaged file of ours
    "not json": (lambda home: b"score: 3 to 1\n", "foreign"),
    "binary garbage": (lambda home: random.Random(5).randbytes(300) + b"\xff\xfe", "not-text"),
    "empty file": (lambda home: b"", "empty"),
    "only spaces": (lambda home: b"  \n", "empty"),
    "deeply nested": (lambda home: b"[" * 100_000, "foreign"),
    "deeply nested, starting like ours": (
        lambda home: b'{"format": "bgtutor-score", "x": ' + b"[" * 100_000,
        "not-json",
    ),
    "huge number": (_edited(lambda d: d["score"]["wins"].update(black=int("7" * 4000))), "huge-number"),  # type: ignore[index]
    "finished game": (
        _edited(
            lambda d: d.update(
                game=Game(Position.from_points({1: 1}, {12: 15})).with_turn(Roll(2, 1), "1/off").to_dict()
            )
        ),
        "bad-field",
    ),
}


@pytest.mark.parametrize("case", BROKEN, ids=list(BROKEN))
def test_a_broken_score_file_is_refused_and_left_untouched(home: Path, case: str) -> None:
    make, key = BROKEN[case]
    path = home.parent / "score.json"
    content = make(home)
    path.write_bytes(content)
    before, listing = os.stat(path), sorted(path.parent.iterdir())
    with pytest.raises(StorageError) as caught:
        load_score(path)
    error = caught.value
    assert error.message.key == key, error
    assert isinstance(error, BgtutorError) and isinstance(error, OSError)  # a file error
    for lang in LANGUAGES:
        text = error.text(lang)
        assert str(path) in text and "{" not in text.replace(str(path), "")
    assert str(path) in str(error)
    assert path.read_bytes() == content and os.stat(path).st_mtime_ns == before.st_mtime_ns
    assert sorted(path.parent.iterdir()) == listing


def test_an_illegal_play_is_explained_by_its_rule(home: Path) -> None:
    data = _saved(home)
    _turn(data, 1)["play"] = "24/18(2)"
    path = home.parent / "score.json"
    path.write_text(json.dumps(data))
    with pytest.raises(StorageError) as caught:
        load_score(path)
    error = caught.value
    assert error.reason is not None and error.reason.rule in set(Rule)
    assert "Zug 2" in error.text("de") and "24/18(2)" in error.text("de")
    assert error.reason.text("de") in error.text("de") and error.reason.text("en") in error.text("en")


@pytest.mark.parametrize("loader", [load_score, load_preferences])
def test_a_missing_file_or_a_folder_is_refused(home: Path, loader: Callable[[Path], object]) -> None:
    with pytest.raises(StorageError) as caught:
        loader(home.parent / "nothing.json")
    assert caught.value.message.key == "missing"
    assert "does not exist" in str(caught.value) and "gibt es nicht" in caught.value.text("de")
    folder = home.parent / "folder.json"
    folder.mkdir()
    with pytest.raises(StorageError) as caught:
        loader(folder)
    assert caught.value.message.key == "not-a-file"
    assert folder.is_dir() and list(folder.iterdir()) == []


def test_an_unreadable_file_is_refused(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = save_preferences(Preferences(), home.parent / "prefs.json")

    def denied(self: Path) -> bytes:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "read_bytes", denied)
    with pytest.raises(StorageError) as caught:
        load_preferences(path)
    assert caught.value.message.key == "unreadable" and "Permission denied" in caught.value.text("en")


def test_a_byte_order_mark_is_accepted(home: Path) -> None:
    path = save_preferences(Preferences(view="zoom"), home.parent / "prefs.json")
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert load_preferences(path).view == "zoom"


# -- atomic saving ----------------------------------------------------------------------------


def _fail_replace(source: object, target: object) -> None:
    raise OSError(28, "No space left on device")


def _fail_fsync(descriptor: int) -> None:
    raise OSError(5, "Input/output error")


@pytest.mark.parametrize(
    "failure", [("replace", _fail_replace), ("fsync", _fail_fsync)], ids=["replace", "fsync"]
)
def test_a_failed_save_keeps_the_old_file(
    home: Path, monkeypatch: pytest.MonkeyPatch, failure: tuple[str, Callable[..., None]]
) -> None:
    path = home.parent / "score.json"
    old_score = result_of({}, {12: 15})
    save_score(old_score, None, path)
    content = path.read_bytes()
    monkeypatch.setattr(os, failure[0], failure[1])
    new_score = old_score.with_result(game_result(Position.from_points({}, {12: 15}, turn=BLACK)))  # type: ignore[arg-type]
    with pytest.raises(StorageError) as caught:
        save_score(new_score, a_game(), path)
    assert caught.value.message.key == "write-failed"
    assert "unverändert" in caught.value.text("de") and "unchanged" in str(caught.value)
    assert path.read_bytes() == content
    assert [p.name for p in path.parent.iterdir() if p.name != "home"] == ["score.json"]  # no temp file left
    monkeypatch.undo()
    assert load_score(path) == SavedMatch(old_score)
    assert new_score.points == (4, 0)


def test_saving_into_a_missing_folder_fails_cleanly(home: Path) -> None:
    with pytest.raises(StorageError) as caught:
        save_preferences(Preferences(), home.parent / "no" / "such" / "prefs.json")
    assert caught.value.message.key == "write-failed"
    assert not (home.parent / "no").exists()


def test_saving_onto_a_folder_fails_cleanly(home: Path) -> None:
    folder = home.parent / "score.json"
    folder.mkdir()
    with pytest.raises(StorageError) as caught:
        save_score(Score(), None, folder)
    assert caught.value.message.key == "not-a-file" and folder.is_dir()


def test_another_programs_file_is_not_overwritten(home: Path) -> None:
    path = home.parent / "settings.json"
    path.write_text('{"editor": "vim"}')
    with pytest.raises(StorageError) as caught:
        save_preferences(Preferences(), path)
    assert caught.value.message.key == "foreign-target"
    assert path.read_text() == '{"editor": "vim"}'
    score = save_score(Score(), None, home.parent / "score.json")
    with pytest.raises(StorageError):
        save_preferences(Preferences(), score)  # a score is not replaced by preferences


def test_a_damaged_file_of_ours_can_be_replaced_by_saving(home: Path) -> None:
    path = save_score(Score(), a_game(), home.parent / "score.json")
    path.write_bytes(path.read_bytes()[:40])
    with pytest.raises(StorageError):
        load_score(path)
    save_score(Score(), None, path)
    assert load_score(path) == SavedMatch(Score())
    empty = home.parent / "empty.json"
    empty.write_bytes(b"")
    save_preferences(Preferences(), empty)
    assert load_preferences(empty) == Preferences()


def test_saving_keeps_the_files_permissions(home: Path) -> None:
    path = save_preferences(Preferences(), home.parent / "prefs.json")
    path.chmod(0o644)
    save_preferences(Preferences(lang="en"), path)
    assert path.stat().st_mode & 0o777 == 0o644


# -- texts ------------------------------------------------------------------------------------


def test_every_storage_message_has_a_text_in_every_language() -> None:
    sources = [path.read_text() for path in PACKAGE.rglob("*.py")]
    keys = {key for source in sources for key in re.findall(r'file_message\(\s*"([a-z-]+)"', source)}
    assert len(keys) >= 14
    for lang in LANGUAGES:
        assert {f"store-{key}" for key in keys} <= catalog(lang, StoreMessage.home).keys()


def test_the_choices_come_from_the_levels_the_languages_and_the_themes() -> None:
    """Saved preferences allow exactly the bots' levels, the catalogs' languages and the board's
    themes, and the ``Literal`` types name the same values."""
    from typing import get_args

    from bgtutor.play.saved_values import CHOICES, Lang, Strength, Theme
    from bgtutor.play.strengths import Level

    assert CHOICES["strength"] == tuple(level.value for level in Level) == get_args(Strength)
    assert CHOICES["lang"] == LANGUAGES == get_args(Lang)
    assert CHOICES["theme"] == tuple(THEMES) == get_args(Theme)
    for theme in THEMES:
        assert Preferences(theme=theme).theme == theme  # type: ignore[arg-type]
