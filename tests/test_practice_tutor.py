"""The tutor in the practice game, headless: a bad play is flagged with the better play, take-back
restores the turn, the end of the game counts the mistakes; with the tutor off nothing changes."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest

from bgtutor import legal_plays
from bgtutor.play.bots.judge import judge
from bgtutor.play.saved_values import Preferences
from bgtutor.play.session import HUMAN
from bgtutor.play.storage import PREFERENCES_FILE, load_preferences, save_preferences
from bgtutor.widgets import practice_tutor
from bgtutor.widgets.practice import PracticeGame


def started(tmp_path: Path, tutor: bool, seed: int = 4) -> PracticeGame:
    game = PracticeGame(folder=tmp_path, seed=seed, remember=False)
    game.settings.tutor.value = tutor
    game.start()
    return game


def rolled(game: PracticeGame) -> None:
    if game.roll is None:
        game.roll_dice()
        game.finish_rolling()


def bad_play(game: PracticeGame) -> str:
    """A legal play the tutor calls a mistake in the learner's turn (the first in the legal order)."""
    state = game.board.state
    assert state.turn is not None
    for play in legal_plays(state.position, state.turn.roll):
        if judge(state.position, state.turn.roll, play).mistake:
            return str(play)
    pytest.skip("no mistake possible with this roll")


def test_the_setting_is_off_by_default_and_saved_with_the_preferences(tmp_path: Path) -> None:
    assert Preferences().tutor is False
    path = tmp_path / PREFERENCES_FILE
    save_preferences(replace(Preferences(), tutor=True), path)
    assert load_preferences(path).tutor is True
    data = json.loads(path.read_text())
    del data["preferences"]["tutor"]  # a file from before the tutor
    path.write_text(json.dumps(data))
    assert load_preferences(path).tutor is False
    game = PracticeGame(folder=tmp_path, seed=1)
    game.settings.tutor.value = True
    game.start()
    assert load_preferences(path).tutor is True and game.tutor.layout.display is None


def test_a_bad_play_is_flagged_with_the_better_play_and_can_be_taken_back(tmp_path: Path) -> None:
    game = started(tmp_path, tutor=True)
    rolled(game)
    assert game.game is not None and game.roll is not None
    before, roll, turns = game.game.position, game.roll, len(game.game.turns)
    play = bad_play(game)
    game.board.enter(play)
    game.board.confirm()
    mistake = game.tutor.pending
    assert mistake is not None and str(mistake.play) == play and mistake.judgement.mistake
    assert game.tutor.offering and "zurücknehmen" in game.tutor.verdict
    assert str(mistake.best) in game.tutor.verdict
    # the better play is drawn on the position before the play
    assert game.board.state.position == before and game.board.state.roll == roll
    assert game.board._suggestion == mistake.best.steps and str(mistake.best) in game.board._message.value
    assert game._roll.disabled
    game.tutor.take_back()
    assert game.game.position == before and game.roll == roll and len(game.game.turns) == turns
    assert game.board.state.position == before and game.board.state.roll == roll
    assert not game.tutor.offering and game.tutor.mistakes == []
    # the better play now: judged fine, the game goes on
    game.board.enter(str(mistake.best))
    game.board.confirm()
    assert game.tutor.pending is None and game.tutor.mistakes == []
    assert len(game.game.turns) > turns


def test_playing_again_on_the_board_takes_the_mistake_back(tmp_path: Path) -> None:
    game = started(tmp_path, tutor=True)
    rolled(game)
    assert game.game is not None
    turns = len(game.game.turns)
    game.board.enter(bad_play(game))
    game.board.confirm()
    best = game.tutor.pending.best  # type: ignore[union-attr]
    game.board.enter(str(best))  # the board still offers the same roll
    game.board.confirm()
    assert game.tutor.mistakes == [] and game.game.turns[turns].play == best


def test_the_end_of_the_game_counts_the_mistakes_and_lists_them(tmp_path: Path) -> None:
    game = started(tmp_path, tutor=True, seed=11)
    rng = random.Random(3)
    kept = 0
    for _ in range(400):
        assert game.game is not None
        if game.game.result is not None:
            break
        rolled(game)
        state = game.board.state
        assert state.turn is not None
        game.board.enter(str(rng.choice(legal_plays(state.position, state.turn.roll))))
        game.board.confirm()
        if game.tutor.offering:
            kept += 1
            game.tutor.keep()
    assert game.game.result is not None and kept > 0
    assert len(game.tutor.mistakes) == kept
    assert f"{kept} davon" in game.tutor.summary or f"{kept} davon" in game.tutor.summary_text()
    assert len(game.tutor._choose.options) == kept and game.tutor._choose.layout.display is None
    game.tutor._choose.value = kept - 1
    last = game.tutor.mistakes[-1]
    board = game.tutor._review_board
    assert board is not None and board.state.position == last.position
    assert board._suggestion == last.best.steps
    assert str(last.best) in board._message.value and str(last.play) in board._message.value
    assert all(m.position.turn is HUMAN for m in game.tutor.mistakes)  # only the learner's plays


def test_with_the_tutor_off_nothing_is_judged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    on, off = started(tmp_path, tutor=True), started(tmp_path, tutor=False)
    rolled(on)
    play = bad_play(on)

    def no_judging(*_: object) -> None:
        raise AssertionError("the tutor is off")

    monkeypatch.setattr(practice_tutor, "judge", no_judging)
    rolled(off)
    assert off.game is not None and off.board.state.position == on.board.state.position
    turns = len(off.game.turns)
    off.board.enter(play)
    off.board.confirm()
    assert off.tutor.pending is None and off.tutor.judged == 0 and off.tutor.layout.display == "none"
    assert len(off.game.turns) > turns and off.game.turns[turns].play is not None
    assert off.tutor.verdict == "" and off.tutor.summary == ""


def test_loading_a_saved_game_drops_a_pending_mistake(tmp_path: Path) -> None:
    game = started(tmp_path, tutor=True)
    game.save()
    rolled(game)
    game.board.enter(bad_play(game))
    game.board.confirm()
    assert game.tutor.offering
    game.load()
    assert not game.tutor.offering and game.tutor.mistakes == [] and not game._pending
