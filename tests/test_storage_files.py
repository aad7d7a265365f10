"""What saving does to the file already there (issue 12): a file that is not ours, or is newer, is
never overwritten; a damaged file of ours is set aside byte for byte; only regular files are read;
huge numbers and special files are storage errors; new folders are the owner's only."""

from __future__ import annotations

import json
import os
import re
import stat
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from bgtutor.files.json_files import FOLDER_MODE, VERSION, StorageError, make_folder
from bgtutor.play.saved_values import Preferences, SavedMatch, Score
from bgtutor.play.storage import (
    load_preferences,
    load_score,
    save_preferences,
    save_score,
    write_preferences,
    write_score,
)
from bgtutor.rules.i18n import LANGUAGES

SAVERS: dict[str, Callable[[Path], object]] = {
    "score": lambda path: write_score(Score(), None, path),
    "preferences": lambda path: write_preferences(Preferences(lang="en"), path),
}
MARKERS = {"score": "bgtutor-score", "preferences": "bgtutor-preferences"}
HUGE = "9" * 5000


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "home"
    monkeypatch.setenv("BGTUTOR_HOME", str(folder))
    yield folder


def _newer(kind: str) -> bytes:
    body = {"score": {}, "game": None} if kind == "score" else {"preferences": {"lang": "en", "future": 1}}
    return json.dumps({"format": MARKERS[kind], "version": VERSION + 1, **body}).encode()


def _listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


# -- never overwritten: newer, foreign ------------------------------------------------------------

REFUSED: dict[str, tuple[Callable[[str], bytes], str]] = {
    "newer version": (_newer, "newer-target"),
    "another program's json": (lambda kind: b'{"editor": "vim"}', "foreign-target"),
    "the other kind of ours": (
        lambda kind: json.dumps(
            {"format": MARKERS["score" if kind != "score" else "preferences"], "version": 1}
        ).encode(),
        "foreign-target",
    ),
    "foreign text": (
        lambda kind: b"score: 3 to 1\nmentions bgtutor-score and bgtutor-preferences\n",
        "foreign-target",
    ),
    "foreign text with a huge number": (lambda kind: ('{"points": ' + HUGE + "}").encode(), "foreign-target"),
    "binary data": (lambda kind: bytes(range(256)) * 3, "foreign-target"),
}


@pytest.mark.parametrize("kind", SAVERS)
@pytest.mark.parametrize("case", REFUSED)
def test_a_save_never_overwrites_a_newer_or_foreign_file(tmp_path: Path, kind: str, case: str) -> None:
    make, key = REFUSED[case]
    path = tmp_path / f"{kind}.json"
    content = make(kind)
    path.write_bytes(content)
    with pytest.raises(StorageError) as caught:
        SAVERS[kind](path)
    assert caught.value.message.key == key
    assert path.read_bytes() == content and _listing(tmp_path) == [path.name]
    for lang in LANGUAGES:
        text = caught.value.text(lang)
        assert str(path) in text and "{" not in text.replace(str(path), "")
        assert "beschädigt" not in text and "damaged" not in text  # not ours: never called damaged


def test_newer_preferences_survive_a_start_of_the_practice_game(home: Path) -> None:
    """Issue 12 item 3: PracticeGame().start() rewrote a version-2 preferences.json as version 1."""
    from bgtutor.widgets.practice import PracticeGame

    home.mkdir()
    content = _newer("preferences")
    (home / "preferences.json").write_bytes(content)
    game = PracticeGame(seed=1)
    game.start()
    assert (home / "preferences.json").read_bytes() == content
    assert "neueren bgtutor-Version" in game.problem


def test_a_newer_score_is_refused_by_load_and_by_save(home: Path) -> None:
    path = home.parent / "score.json"
    content = _newer("score")
    path.write_bytes(content)
    with pytest.raises(StorageError) as loading:
        load_score(path)
    with pytest.raises(StorageError) as saving:
        save_score(Score(), None, path)
    assert (loading.value.message.key, saving.value.message.key) == ("newer", "newer-target")
    assert "aktualisiere bgtutor" in saving.value.text("de").lower() and "Update bgtutor" in str(saving.value)
    assert path.read_bytes() == content


# -- ours but damaged: set aside ---------------------------------------------------------------


def _ours(kind: str, edit: Callable[[dict[str, object]], None]) -> bytes:
    data: dict[str, object] = {"format": MARKERS[kind], "version": 1}
    data.update({"score": Score().to_dict(), "game": None} if kind == "score" else {"preferences": {}})
    edit(data)
    return json.dumps(data, indent=2).encode()


def _good(kind: str) -> bytes:
    return _ours(kind, lambda d: None)


DAMAGED: dict[str, Callable[[str], bytes]] = {
    "truncated": lambda kind: _ours(kind, lambda d: None)[:-9],
    "torn off in the marker": lambda kind: b'{\n  "format": "bgtutor-',
    "a bad field": lambda kind: _ours(kind, lambda d: d.update(version="1")),
    "an unknown key": lambda kind: _ours(kind, lambda d: d.update(extra=True)),
    "a huge number": lambda kind: _good(kind).replace(b'"version": 1', b'"version": ' + HUGE.encode()),
    "a broken byte": lambda kind: _good(kind)[:60] + b"\xff\xfe" + _good(kind)[60:],
}


@pytest.mark.parametrize("kind", SAVERS)
@pytest.mark.parametrize("case", DAMAGED)
def test_a_damaged_file_of_ours_is_set_aside_byte_for_byte(tmp_path: Path, kind: str, case: str) -> None:
    path = tmp_path / f"{kind}.json"
    content = DAMAGED[case](kind)
    path.write_bytes(content)
    with pytest.raises(StorageError):
        (load_score if kind == "score" else load_preferences)(path)
    saved = SAVERS[kind](path)
    aside = saved.set_aside  # type: ignore[attr-defined]
    assert aside is not None and aside.parent == tmp_path
    assert re.fullmatch(rf"{kind}\.damaged-\d{{8}}-\d{{6}}\.json", aside.name)
    assert aside.read_bytes() == content
    assert str(aside) in saved.text("de") and str(aside) in saved.text("en")  # type: ignore[attr-defined]
    (load_score if kind == "score" else load_preferences)(path)  # the new file loads
    SAVERS[kind](path)  # saving over a good file sets nothing aside
    assert sorted(_listing(tmp_path)) == sorted([path.name, aside.name])


def test_two_damaged_files_in_one_second_get_two_names(tmp_path: Path) -> None:
    path = tmp_path / "score.json"
    asides = []
    for content in (b'{"format": "bgtutor-score", "vers', b'{"format": "bgtutor-score", "version": 1}'):
        path.write_bytes(content)
        asides.append(write_score(Score(), None, path).set_aside)
    assert None not in asides and len(set(asides)) == 2
    assert sorted(a.read_bytes() for a in asides if a) == sorted(
        [b'{"format": "bgtutor-score", "vers', b'{"format": "bgtutor-score", "version": 1}']
    )


def test_an_empty_file_is_simply_replaced(tmp_path: Path) -> None:
    path = tmp_path / "score.json"
    path.write_bytes(b"  \n")
    assert write_score(Score(), None, path).set_aside is None
    assert load_score(path) == SavedMatch(Score())


# -- huge numbers ------------------------------------------------------------------------------


@pytest.mark.parametrize("where", ["version", "points"])
def test_a_number_with_5000_digits_is_a_storage_error(tmp_path: Path, where: str) -> None:
    """Issue 12 item 4: such a number escaped as ValueError (Python's int limit)."""
    path = tmp_path / "score.json"
    if where == "version":
        path.write_text('{"format": "bgtutor-score", "version": ' + HUGE + "}")
    else:
        path.write_text('{"format": "bgtutor-score", "version": 1, "score": {"points": ' + HUGE + "}}")
    with pytest.raises(StorageError) as caught:
        load_score(path)
    assert caught.value.message.key == "huge-number"


def test_huge_numbers_do_not_break_the_practice_game(home: Path) -> None:
    from bgtutor.widgets.practice import PracticeGame

    home.mkdir()
    (home / "preferences.json").write_text('{"format": "bgtutor-preferences", "version": ' + HUGE + "}")
    (home / "score.json").write_text('{"format": "bgtutor-score", "version": 1, "score": ' + HUGE + "}")
    game = PracticeGame(seed=3)  # raised ValueError before
    assert "Ziffern" in game.problem
    game.load()
    assert "Ziffern" in game.problem and "bg-error" not in game._status.value


# -- special files -----------------------------------------------------------------------------


@pytest.mark.parametrize("loader", [load_score, load_preferences])
def test_a_fifo_is_never_opened(tmp_path: Path, loader: Callable[[Path], object]) -> None:
    """Issue 12 item 5: loading from a FIFO blocked for ever."""
    fifo = tmp_path / "score.json"
    os.mkfifo(fifo)
    outcome: list[BaseException] = []

    def load() -> None:
        try:
            loader(fifo)
        except BaseException as error:  # collected for the main thread
            outcome.append(error)

    worker = threading.Thread(target=load, daemon=True)
    worker.start()
    worker.join(5)
    if worker.is_alive():  # unblock the reader so the test process can end
        descriptor = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        os.close(descriptor)
        pytest.fail("loading a FIFO blocked")
    assert isinstance(outcome[0], StorageError) and outcome[0].message.key == "special-file"
    with pytest.raises(StorageError) as caught:
        save_score(Score(), None, fifo)
    assert caught.value.message.key == "special-file" and stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_a_folder_is_refused_by_load_and_save_and_kept(tmp_path: Path) -> None:
    folder = tmp_path / "preferences.json"
    folder.mkdir()
    (folder / "inside.txt").write_text("keep me")
    for action in (lambda: load_preferences(folder), lambda: save_preferences(Preferences(), folder)):
        with pytest.raises(StorageError) as caught:
            action()
        assert caught.value.message.key == "not-a-file"
    assert (folder / "inside.txt").read_text() == "keep me"


# -- new folders ---------------------------------------------------------------------------------


def test_missing_folders_are_created_for_the_owner_only(tmp_path: Path) -> None:
    before = stat.S_IMODE(tmp_path.stat().st_mode)
    folder = tmp_path / "new" / "home"
    written = save_score(Score(), None, folder / "score.json", create_folder=True)
    assert written.is_file()
    for level in (tmp_path / "new", folder):
        assert stat.S_IMODE(level.stat().st_mode) == FOLDER_MODE == 0o700
    assert stat.S_IMODE(tmp_path.stat().st_mode) == before  # an existing folder is left alone
    assert stat.S_IMODE(written.stat().st_mode) == 0o600


def test_the_default_folder_is_created_for_the_owner_only(home: Path) -> None:
    save_preferences(Preferences())
    assert stat.S_IMODE(home.stat().st_mode) == 0o700


def test_a_folder_that_cannot_be_made_is_a_storage_error(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    with pytest.raises(StorageError) as caught:
        make_folder(tmp_path / "file" / "home")
    assert caught.value.message.key == "write-failed" and (tmp_path / "file").read_text() == "x"


# -- bgtutor.files: the same rules for every kind of file -----------------------------------------


def _load_notes(path: Path) -> object:
    from bgtutor.files.json_files import read_json

    return read_json(path, "notes.json", "bgtutor-notes", {"notes"})[1]["notes"]


def test_any_kind_of_file_gets_the_same_rules(tmp_path: Path) -> None:
    from bgtutor.files.json_files import file_message, write_json

    target = tmp_path / "notes.json"
    assert write_json(target, "notes.json", "bgtutor-notes", {"notes": [1]}, _load_notes).set_aside is None
    assert _load_notes(target) == [1]
    target.write_text('{"format": "bgtutor-notes", "version": 1, "notes": [], "extra": 0}')
    saved = write_json(target, "notes.json", "bgtutor-notes", {"notes": [2]}, _load_notes)
    assert saved.set_aside is not None and saved.message == file_message(
        "set-aside", target, aside=str(saved.set_aside)
    )
    assert json.loads(saved.set_aside.read_text())["extra"] == 0 and _load_notes(target) == [2]
    (tmp_path / "other.json").write_text('{"format": "bgtutor-score", "version": 1}')
    with pytest.raises(StorageError) as caught:
        write_json(tmp_path / "other.json", "notes.json", "bgtutor-notes", {"notes": []}, _load_notes)
    assert caught.value.message.key == "foreign-target"


def test_the_files_package_is_what_storage_and_progress_use() -> None:
    import bgtutor.files.json_files
    import bgtutor.play.storage

    for name in ("Saved", "StoreMessage", "StorageError", "read_json", "write_json", "file_message"):
        # used by the storage from the one home of the files, and offered only there
        assert vars(bgtutor.play.storage)[name] is getattr(bgtutor.files.json_files, name), name
        assert name not in bgtutor.play.storage.__all__, name
    assert issubclass(bgtutor.files.json_files.StorageError, OSError)
    progress = (Path(bgtutor.files.__file__).parent.parent / "tutor" / "progress" / "records.py").read_text()
    assert "bgtutor.play" not in progress and "storage._" not in progress
