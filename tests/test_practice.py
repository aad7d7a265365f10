"""The practice game, driven headless through its programmatic interface, as a learner would."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bgtutor import WHITE, legal_plays
from bgtutor.play.storage import load_score
from bgtutor.widgets.practice import PracticeGame


def play_turn(game: PracticeGame, rng: random.Random, via: str = "typing") -> None:
    """The human rolls (unless the opening roll is given) and plays a random legal play."""
    if game.roll is None:
        game.roll_dice()
        game.finish_rolling()
    state = game.board.state
    assert state.turn is not None and state.roll == game.roll
    play = rng.choice(legal_plays(state.position, state.turn.roll))
    if via == "typing" or not play.steps:
        game.board.enter(str(play))
    else:
        for step in play.steps:
            game.board.click(step.src if step.src != 25 else "bar")
            game.board.click(step.dst if step.dst else "off")
    game.board.confirm()


def finish_game(game: PracticeGame, rng: random.Random, via: str = "typing", limit: int = 400) -> None:
    for _ in range(limit):
        if game.game is None or game.game.result is not None:
            return
        play_turn(game, rng, via)
    raise AssertionError("the game did not end")


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("BGTUTOR_HOME", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("strength", ["entspannt", "anspruchsvoll", "experte"])
def test_a_whole_game_against_each_strength(folder: Path, strength: str) -> None:
    game = PracticeGame(folder=folder, seed=5)
    game._strength.value = strength
    game._view.value = "zoom"
    game.start()
    assert game.prefs.strength == strength
    finish_game(game, random.Random(1), via="clicks")
    assert game.game is not None and game.game.result is not None
    assert game.score.games == 1 and sum(game.score.points) == game.game.result.points
    assert all(turn.color is WHITE for turn in game.game.turns[game.game.turns[0].color is not WHITE :: 2])


def test_two_players_take_turns_on_one_device(folder: Path) -> None:
    game = PracticeGame(folder=folder, seed=8)
    game._mode.value = "two-players"
    game.start()
    rng = random.Random(2)
    colours = []
    for _ in range(6):
        assert game.game is not None
        colours.append(game.game.turn_color)
        play_turn(game, rng)
    assert colours[0] is not colours[1] and colours[1] is not colours[2]
    assert game.board.numbering is game.game.turn_color  # the board is numbered for the side on roll


def test_rolling_only_when_it_is_your_turn(folder: Path) -> None:
    game = PracticeGame(folder=folder, seed=3, remember=False)
    game.roll_dice()
    assert "nicht" in game.message
    game.start()
    if game.roll is None:
        game.roll_dice()
        game.finish_rolling()
    rolled = game.roll
    game.roll_dice()
    assert game.roll == rolled and "schon" in game.message


def test_hint_undo_and_replay(folder: Path) -> None:
    game = PracticeGame(folder=folder, seed=11, remember=False)
    game.start()
    rng = random.Random(4)
    play_turn(game, rng)
    if game.roll is None:
        game.roll_dice()
        game.finish_rolling()
    game.hint()
    assert "Vorschlag" in game.board._message.value and game.board._suggestion
    state = game.board.state
    assert state.turn is not None
    play = legal_plays(state.position, state.turn.roll)[0]
    if play.steps:
        step = play.steps[0]
        game.board.click(step.src if step.src != 25 else "bar")
        game.board.click(step.dst if step.dst else "off")
        assert game.board.written
        game.board.undo()
        assert game.board.written == ()
    game.replay()
    assert len(game._replay.children) == 1 and "Computers" in game.message


def test_reduced_motion_shows_the_roll_at_once(folder: Path) -> None:
    game = PracticeGame(folder=folder, seed=13, remember=False)
    game._reduced.value = True
    game.start()
    if game.roll is None:
        game.roll_dice()  # no animation: the dice are on the board at once, no finish_rolling needed
    assert game.roll is not None and game.board.state.roll == game.roll


def test_preferences_are_saved_and_used_for_a_new_game(folder: Path) -> None:
    first = PracticeGame(folder=folder, seed=1)
    first._strength.value = "experte"
    first._sound_on.value = True
    first.start()
    again = PracticeGame(folder=folder, seed=2)
    assert again.prefs.strength == "experte" and again.prefs.sound and again._strength.value == "experte"


def test_save_and_load_the_score_only_on_purpose(folder: Path) -> None:
    game = PracticeGame(folder=folder, seed=21)
    game.start()
    finish_game(game, random.Random(5))
    game.start()
    play_turn(game, random.Random(6))
    game.save()
    assert "gespeichert" in game.message
    saved = load_score(folder / "score.json")
    fresh = PracticeGame(folder=folder, seed=22)
    assert fresh.score.games == 0  # a new visit does not continue the saved score by itself
    fresh.load()
    assert fresh.score == saved.score and fresh.game == saved.game and fresh.score.games == 1


@pytest.mark.parametrize("content", [b"{not json", b"", b'{"format": "someone-else"}', b"\x00\x01\x02"])
def test_a_corrupt_score_file_is_reported_and_nothing_is_lost(folder: Path, content: bytes) -> None:
    game = PracticeGame(folder=folder, seed=31)
    game.start()
    before = (game.score, game.game)
    (folder / "score.json").write_bytes(content)
    game.load()
    assert (game.score, game.game) == before
    assert game.message and "bg-wrong" in game._status.value
    assert (folder / "score.json").read_bytes() == content


def test_a_corrupt_preferences_file_falls_back_to_defaults_with_a_message(folder: Path) -> None:
    (folder / "preferences.json").write_text(
        '{"format": "bgtutor-preferences", "version": 1, "preferences": 5}'
    )
    game = PracticeGame(folder=folder, seed=1)
    assert game.prefs.strength == "entspannt" and game.message


def test_soak_of_whole_games_with_hints_undos_and_replays(folder: Path) -> None:
    """Many whole games with random human plays (some by clicks, some typed), random hints, undos and
    replays, checking the invariants after every turn."""
    game = PracticeGame(folder=folder, seed=99, remember=False)
    rng = random.Random(9)
    for number in range(5):
        game._mode.value = "two-players" if number == 3 else "computer"
        game.start()
        for _ in range(400):
            record = game.game
            assert record is not None
            if record.result is not None:
                break
            if rng.random() < 0.05 and game.roll is not None:
                game.hint()
            if rng.random() < 0.05:
                game.replay()
            play_turn(game, rng, via="clicks" if rng.random() < 0.5 else "typing")
            record = game.game
            assert record is not None
            position = record.position
            assert sum(position.white) == 15 and sum(position.black) == 15
            assert game.board.state.confirmed is None or record.result is not None
        assert game.game is not None and game.game.result is not None
        assert game.game == type(game.game).from_dict(game.game.to_dict())  # the record replays
        assert game.score.games == number + 1
        assert sum(game.score.points) >= number + 1
