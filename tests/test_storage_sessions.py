"""Saving beside other sessions: two processes saving the score at once lose nothing unsaid, two
practice games on one folder tell the learner when the other saved, and the temporary files of
killed saves are cleaned up by the next save or load in their folder."""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from bgtutor.files.json_files import StorageError, sweep_leftovers, temporary_beside
from bgtutor.play.game import Game
from bgtutor.play.saved_values import Preferences, Score
from bgtutor.play.storage import ScoreFile, load_preferences, load_score, save_preferences, save_score
from bgtutor.rules.color import Color

ROUNDS = 300


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test keeps its files in its own folder, never in the real home folder."""
    folder = tmp_path / "home"
    monkeypatch.setenv("BGTUTOR_HOME", str(folder))
    yield folder


def won(score: Score, side: Color) -> Score:
    """``score`` after one single game won by ``side``."""

    def plus(pair: tuple[int, int]) -> tuple[int, int]:
        return (pair[0] + 1, pair[1]) if side is Color.WHITE else (pair[0], pair[1] + 1)

    return Score(plus(score.points), plus(score.wins), score.gammons, score.backgammons)


def _saver(
    path: str, side: int, start: multiprocessing.synchronize.Event, out: multiprocessing.Queue
) -> None:  # type: ignore[type-arg]
    """A session that wins a game and saves, ROUNDS times; told that the other saved meanwhile, it
    loads the other's score and goes on from there (as the learner is advised)."""
    file = ScoreFile(path)
    current = file.load().score if Path(path).exists() else Score()
    start.wait()
    saved = refused = 0
    for _ in range(ROUNDS):
        new = won(current, Color(side))
        try:
            file.save(new)
        except StorageError as error:
            assert error.message.key == "score-changed", error
            refused += 1
            current = file.load().score
            continue
        saved += 1
        current = new
    out.put((saved, refused))


def test_two_processes_saving_the_score_at_once_lose_nothing_unsaid(tmp_path: Path) -> None:
    """Every save adds one game to the score it was made from; a save is either written on top of
    the score its session last saw, or refused with a message. So the file's final count of games
    is the number of saves written: none was replaced unseen (the last writer would win without
    the check, and the count would be smaller)."""
    path = tmp_path / "score.json"
    save_score(Score(), path=path)
    context = multiprocessing.get_context("fork")
    start, out = context.Event(), context.Queue()
    workers = [context.Process(target=_saver, args=(str(path), side, start, out)) for side in (0, 1)]
    for worker in workers:
        worker.start()
    start.set()
    results = [out.get(timeout=120) for _ in workers]
    for worker in workers:
        worker.join(timeout=30)
        assert worker.exitcode == 0
    written = sum(saved for saved, _ in results)
    refused = sum(count for _, count in results)
    assert written + refused == 2 * ROUNDS
    assert load_score(path).score.games == written, results
    assert refused > 0, "the two sessions never saved at the same moment: the test tested nothing"
    assert not list(tmp_path.glob(".*.tmp"))


def test_a_save_after_another_sessions_save_is_refused_then_replaces_on_purpose(tmp_path: Path) -> None:
    path = tmp_path / "score.json"
    save_score(Score((1, 0), (1, 0)), path=path)
    mine, other = ScoreFile(path), ScoreFile(path)
    _ = other.save(Score((2, 0), (2, 0)))
    before = path.read_bytes()
    with pytest.raises(StorageError) as refused:
        mine.save(Score((1, 1), (1, 1)))
    assert refused.value.message.key == "score-changed"
    assert path.read_bytes() == before  # nothing written
    for lang, words in (("de", "2:0 Punkte"), ("en", "2:0 points")):
        assert words in refused.value.text(lang) and str(path) in refused.value.text(lang)
    mine.save(Score((1, 1), (1, 1)))  # told once, the learner saves again on purpose
    assert load_score(path).score.points == (1, 1)
    with pytest.raises(StorageError):  # and now the other session is told
        other.save(Score((3, 0), (3, 0)))


def test_the_refusal_names_a_game_under_way(tmp_path: Path) -> None:
    path = tmp_path / "score.json"
    mine = ScoreFile(path)
    save_score(Score(), Game.new(random.Random(3)), path)
    with pytest.raises(StorageError) as refused:
        mine.save(Score((0, 1), (0, 1)))
    assert refused.value.message.key == "score-changed-game"
    assert "ein Spiel, das noch läuft" in refused.value.text("de")
    assert "a game under way" in refused.value.text("en")


def test_loading_saving_the_same_or_into_a_missing_file_is_no_conflict(tmp_path: Path) -> None:
    path = tmp_path / "score.json"
    mine, other = ScoreFile(path), ScoreFile(path)
    other.save(Score((1, 0), (1, 0)))
    mine.save(Score((1, 0), (1, 0)))  # the very same match: nothing of the other's is dropped
    other.save(Score((2, 0), (2, 0)))
    assert mine.load().score.points == (2, 0)
    mine.save(Score((3, 0), (3, 0)))  # loaded: continues it
    path.unlink()
    other.save(Score((0, 1), (0, 1)))  # the file went away: nothing to drop
    assert load_score(path).score.points == (0, 1)


def test_a_damaged_or_foreign_file_keeps_the_rules_of_the_json_files(tmp_path: Path) -> None:
    path = tmp_path / "score.json"
    mine = ScoreFile(path)
    path.write_text('{"format": "someone-else"}')
    with pytest.raises(StorageError) as refused:
        mine.save(Score())
    assert refused.value.message.key == "foreign-target"
    path.write_text('{"format": "bgtutor-score", "vers')
    assert mine.save(Score()).set_aside is not None


def test_two_practice_games_on_one_folder_tell_the_learner(tmp_path: Path) -> None:
    from bgtutor.widgets.practice import PracticeGame  # ipywidgets only here

    first = PracticeGame(folder=tmp_path, seed=1)
    second = PracticeGame(folder=tmp_path, seed=2)
    first.start()
    second.start()
    second.save()
    saved = (tmp_path / "score.json").read_bytes()
    before = (first.score, first.game)
    first.save()
    assert "andere Sitzung" in first.message and "andere Sitzung" in first._alert_row.text
    assert (tmp_path / "score.json").read_bytes() == saved
    assert (first.score, first.game) == before  # the learner's own game goes on
    first.save()  # on purpose, after the message
    assert load_score(tmp_path / "score.json").game == first.game


def test_preferences_the_last_save_wins_and_the_file_stays_whole(tmp_path: Path) -> None:
    path = tmp_path / "preferences.json"
    save_preferences(Preferences(strength="experte"), path)
    save_preferences(Preferences(strength="anspruchsvoll"), path)
    assert load_preferences(path).strength == "anspruchsvoll"


# -- leftovers of killed saves ------------------------------------------------------------------


def _aged(path: Path, seconds: float = 120) -> Path:
    moment = time.time() - seconds
    os.utime(path, (moment, moment), follow_symlinks=False)
    return path


def _temporary(target: Path) -> Path:
    descriptor, name = temporary_beside(target)
    os.write(descriptor, b'{"format": "bgtutor-preferences", "ver')
    os.close(descriptor)
    return Path(name)


KILLED_SAVE = """
import os, sys
from pathlib import Path
import bgtutor.files.json_files as files
from bgtutor.play.game import Game
from bgtutor.play.saved_values import Preferences
from bgtutor.play.storage import save_preferences
def killed(*args, **kwargs):
    os.kill(os.getpid(), 9)  # between the temporary file and the replace
os.replace = killed
save_preferences(Preferences(), Path(sys.argv[1]))
"""


def test_a_killed_save_leaves_a_temporary_file_and_the_next_save_removes_it(tmp_path: Path) -> None:
    path = tmp_path / "preferences.json"
    save_preferences(Preferences(), path)
    for _ in range(3):
        done = subprocess.run([sys.executable, "-c", KILLED_SAVE, str(path)], check=False)
        assert done.returncode == -signal.SIGKILL
    left = sorted(tmp_path.glob(".preferences.json.*.tmp"))
    assert len(left) == 3
    for leftover in left:
        _aged(leftover)
    save_preferences(Preferences(strength="experte"), path)
    assert not list(tmp_path.glob(".*.tmp"))
    assert load_preferences(path).strength == "experte"


def test_many_leftovers_go_at_the_next_load_and_only_certain_ones(tmp_path: Path) -> None:
    path = tmp_path / "preferences.json"
    save_preferences(Preferences(), path)
    stale = [_aged(_temporary(path)) for _ in range(200)]
    fresh = _temporary(path)  # a save under way in another process
    lookalike = tmp_path / ".notes.txt.tmp"  # not our pattern
    lookalike.write_text("mine")
    _aged(lookalike)
    folder = tmp_path / ".x.json.abcdefgh.tmp"
    folder.mkdir()
    _aged(folder)
    target = tmp_path / "elsewhere.txt"
    target.write_text("keep")
    link = tmp_path / ".y.json.abcdefgh.tmp"
    link.symlink_to(target)
    _aged(link)
    load_preferences(path)
    assert not any(path.exists() for path in stale)
    assert (
        folder.is_dir()
        and fresh.exists()
        and lookalike.exists()
        and link.is_symlink()
        and target.read_text() == "keep"
    )


def test_a_leftover_of_another_user_is_left(tmp_path: Path) -> None:
    if os.getuid() != 0:
        pytest.skip("only root can give a file to another user")
    other = _aged(_temporary(tmp_path / "score.json"))
    os.chown(other, 65534, 65534)
    _aged(other)
    assert sweep_leftovers(tmp_path, now=time.time()) == []
    assert other.exists()
