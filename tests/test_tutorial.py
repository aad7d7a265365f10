"""The tutorial's start (tools/tutorial, bgtutor.commands.tutorial): the learner's own copies, JupyterLab's
settings, and the command itself started as a stranger would (root, an empty home folder)."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from bgtutor.commands import tutorial
from bgtutor.commands.tutorial import (
    LAB_OVERRIDES,
    MANIFEST,
    copy_lessons,
    default_language,
    default_lessons_folder,
    lab_arguments,
    lab_overrides,
    url,
    write_lab_overrides,
)

REPO = Path(__file__).resolve().parents[1]


def _lessons(folder: Path) -> Path:
    (folder / "images").mkdir(parents=True)
    (folder / "00-Inhalt.ipynb").write_text('{"cells": []}')
    (folder / "01-Das-Brett.ipynb").write_text('{"cells": [1]}')
    (folder / "images" / "board.png").write_bytes(b"png-1")
    (folder / ".ipynb_checkpoints").mkdir()
    (folder / ".ipynb_checkpoints" / "01-Das-Brett-checkpoint.ipynb").write_text("{}")
    (folder / "notes.txt").write_text("not a lesson")
    return folder


def test_first_start_copies_every_lesson_and_picture(tmp_path: Path) -> None:
    source = _lessons(tmp_path / "repo")
    report = copy_lessons(source, tmp_path / "learner" / "deep")
    assert report.copied == ("00-Inhalt.ipynb", "01-Das-Brett.ipynb", "images/board.png")
    copy = tmp_path / "learner" / "deep"
    assert (copy / "01-Das-Brett.ipynb").read_text() == '{"cells": [1]}'
    assert not (copy / ".ipynb_checkpoints").exists() and not (copy / "notes.txt").exists()
    assert set(json.loads((copy / MANIFEST).read_text())) == set(report.copied)


def test_the_learners_copy_is_never_overwritten(tmp_path: Path) -> None:
    source, copy = _lessons(tmp_path / "repo"), tmp_path / "learner"
    copy_lessons(source, copy)
    (copy / "01-Das-Brett.ipynb").write_text("my answers")
    (source / "01-Das-Brett.ipynb").write_text("a new version")
    for _ in range(2):  # the notice comes at every start until the learner acts
        report = copy_lessons(source, copy)
        assert report.newer == ("01-Das-Brett.ipynb",)
        assert report.copied == ()
    assert (copy / "01-Das-Brett.ipynb").read_text() == "my answers"


def test_an_unchanged_copy_of_a_changed_lesson_is_still_not_overwritten(tmp_path: Path) -> None:
    source, copy = _lessons(tmp_path / "repo"), tmp_path / "learner"
    copy_lessons(source, copy)
    (source / "00-Inhalt.ipynb").write_text("new contents")
    assert copy_lessons(source, copy).newer == ("00-Inhalt.ipynb",)
    assert (copy / "00-Inhalt.ipynb").read_text() == '{"cells": []}'


def test_a_deleted_copy_is_made_afresh(tmp_path: Path) -> None:
    source, copy = _lessons(tmp_path / "repo"), tmp_path / "learner"
    copy_lessons(source, copy)
    (source / "01-Das-Brett.ipynb").write_text("a new version")
    (copy / "01-Das-Brett.ipynb").unlink()
    report = copy_lessons(source, copy)
    assert report.copied == ("01-Das-Brett.ipynb",) and report.newer == ()
    assert (copy / "01-Das-Brett.ipynb").read_text() == "a new version"
    assert copy_lessons(source, copy).newer == ()


def test_pictures_are_refreshed_only_while_nobody_changed_them(tmp_path: Path) -> None:
    source, copy = _lessons(tmp_path / "repo"), tmp_path / "learner"
    copy_lessons(source, copy)
    (source / "images" / "board.png").write_bytes(b"png-2")
    assert copy_lessons(source, copy).refreshed == ("images/board.png",)
    assert (copy / "images" / "board.png").read_bytes() == b"png-2"
    (copy / "images" / "board.png").write_bytes(b"drawn by the learner")
    (source / "images" / "board.png").write_bytes(b"png-3")
    assert copy_lessons(source, copy).refreshed == ()
    assert (copy / "images" / "board.png").read_bytes() == b"drawn by the learner"


def test_a_damaged_manifest_is_no_reason_to_overwrite(tmp_path: Path) -> None:
    source, copy = _lessons(tmp_path / "repo"), tmp_path / "learner"
    copy_lessons(source, copy)
    (copy / "01-Das-Brett.ipynb").write_text("my answers")
    (copy / MANIFEST).write_text("{ not json")
    copy_lessons(source, copy)
    assert (copy / "01-Das-Brett.ipynb").read_text() == "my answers"


def test_jupyterlab_is_german_quiet_and_keeps_cells_on_the_page(tmp_path: Path) -> None:
    path = write_lab_overrides(tmp_path)
    assert path == tmp_path / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    settings = json.loads(path.read_text())
    assert settings == LAB_OVERRIDES
    assert settings["@jupyterlab/translation-extension:plugin"]["locale"] == "de_DE"
    assert settings["@jupyterlab/apputils-extension:notification"] == {
        "fetchNews": "false",
        "checkForUpdates": False,
    }


def test_jupyterlab_arguments_bind_loopback_allow_root_and_strip_live_views_on_save(tmp_path: Path) -> None:
    arguments = lab_arguments(tmp_path, [], "abc", 8890)
    assert f"--ServerApp.root_dir={tmp_path}" in arguments
    assert "--ServerApp.ip=127.0.0.1" in arguments
    assert "--ServerApp.allow_root=True" in arguments
    assert "--ServerApp.port=8890" in arguments
    assert "--IdentityProvider.token=abc" in arguments
    assert "--ContentsManager.pre_save_hook=bgtutor.commands.notebook_outputs.pre_save_hook" in arguments
    assert "--LabApp.extension_manager=readonly" in arguments


def test_the_learners_arguments_win(tmp_path: Path) -> None:
    extra = ["--no-browser", "--port", "9000", "--ip=0.0.0.0", "--IdentityProvider.token="]
    arguments = lab_arguments(tmp_path, extra, "abc", 8890)
    assert arguments[-len(extra) :] == extra
    assert not any(
        a.startswith(("--ServerApp.ip=", "--ServerApp.port=", "--IdentityProvider.token=abc"))
        for a in arguments[: -len(extra)]
    )
    assert url(extra, "abc", 8890) == "http://127.0.0.1:9000/lab/tree/00-Inhalt.ipynb"
    assert url([], "abc", 8890) == "http://127.0.0.1:8890/lab/tree/00-Inhalt.ipynb?token=abc"


def test_an_unusable_lessons_folder_is_one_clear_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    code = tutorial.main(["--source", str(_lessons(tmp_path / "repo")), "--lessons", str(blocker / "x")])
    assert code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "BGTUTOR_LESSONS" in err[0]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_tools_tutorial_starts_as_root_with_an_empty_home_and_answers(tmp_path: Path) -> None:
    """``bash tools/tutorial --no-browser`` as CI runs it (root), in an empty home folder: the
    lessons are copied there, the address is printed, and JupyterLab answers on its port."""
    home = tmp_path / "home"
    home.mkdir()
    port = _free_port()
    env = {
        key: value for key, value in os.environ.items() if not key.startswith(("JUPYTER", "BGTUTOR_LESSONS"))
    }
    env.update(HOME=str(home), BGTUTOR_VENV=str(Path(sys.prefix)))  # this environment is the project's
    env.update(LANG="C.UTF-8")  # no English locale: the German edition, whatever the caller's locale
    env.pop("LC_ALL", None)
    env.pop("XDG_CONFIG_HOME", None)
    env.pop("XDG_DATA_HOME", None)
    log = tmp_path / "tutorial.log"
    with log.open("wb") as output:
        process = subprocess.Popen(
            ["bash", str(REPO / "tools" / "tutorial"), "--no-browser", "--port", str(port)],
            cwd=home,
            env=env,
            stdout=output,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        deadline = time.monotonic() + 90
        answer = None
        while time.monotonic() < deadline and process.poll() is None:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api", timeout=2) as response:
                    answer = json.loads(response.read())
                    break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                time.sleep(0.5)
        text = log.read_text(errors="replace")
        assert answer is not None and "version" in answer, f"JupyterLab did not answer:\n{text[-3000:]}"
        assert f"http://127.0.0.1:{port}/lab/tree/00-Inhalt.ipynb?token=" in text
        assert "Running as root is not recommended" not in text
        lessons = home / "bgtutor-lektionen"
        assert (lessons / "00-Inhalt.ipynb").is_file() and (
            lessons / "03-Schlagen-und-Einsetzen.ipynb"
        ).is_file()
        if os.geteuid() == 0:
            assert "allow-root" not in text
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    assert process.returncode is not None


# -- the English edition (bash tools/tutorial --lang en) ------------------------------------------


@pytest.mark.parametrize(
    ("lc_all", "lang", "edition"),
    [
        (None, None, "de"),
        (None, "de_DE.UTF-8", "de"),
        (None, "C.UTF-8", "de"),
        (None, "en_US.UTF-8", "en"),
        (None, "en_GB.UTF-8", "en"),
        ("en_US.UTF-8", "de_DE.UTF-8", "en"),
        ("de_DE.UTF-8", "en_US.UTF-8", "de"),
    ],
)
def test_the_edition_follows_the_locale(
    lc_all: str | None, lang: str | None, edition: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name, value in (("LC_ALL", lc_all), ("LANG", lang)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    assert default_language() == edition


def test_each_edition_has_its_own_lessons_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("BGTUTOR_LESSONS", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert default_lessons_folder("en") == tmp_path / "bgtutor-lessons"
    assert default_lessons_folder("de") == tmp_path / "bgtutor-lektionen"
    monkeypatch.setenv("BGTUTOR_LESSONS", str(tmp_path / "mine"))
    assert default_lessons_folder("en") == tmp_path / "mine"


def test_jupyterlab_speaks_the_editions_language_and_the_file_is_written_per_start(tmp_path: Path) -> None:
    assert lab_overrides("de") == LAB_OVERRIDES
    english = lab_overrides("en")
    assert english["@jupyterlab/translation-extension:plugin"] == {"locale": "en"}
    assert {key: value for key, value in english.items() if "translation" not in key} == {
        key: value for key, value in LAB_OVERRIDES.items() if "translation" not in key
    }
    path = write_lab_overrides(tmp_path, lang="en")
    assert json.loads(path.read_text(encoding="utf-8")) == english
    write_lab_overrides(tmp_path, lang="de")
    assert json.loads(path.read_text(encoding="utf-8")) == LAB_OVERRIDES


def _start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *arguments: str
) -> tuple[Path, dict[str, object]]:
    """``tutorial.main`` with the real notebooks, up to the point where JupyterLab would start."""
    started: dict[str, object] = {}
    monkeypatch.setattr(tutorial, "write_lab_overrides", lambda lang="de": started.setdefault("lang", lang))
    monkeypatch.setattr(tutorial.os, "execv", lambda _, command: started.setdefault("command", command))
    monkeypatch.setattr(tutorial, "free_port", lambda: 8890)
    folder = tmp_path / "lessons"
    assert tutorial.main(["--source", str(REPO / "notebooks"), "--lessons", str(folder), *arguments]) == 0
    return folder, started


def test_the_english_edition_copies_the_english_notebooks_and_opens_their_contents(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder, started = _start(tmp_path, monkeypatch, "--lang", "en", "--no-browser")
    english = sorted(path.name for path in (REPO / "notebooks" / "en").glob("*.ipynb"))
    assert sorted(path.name for path in folder.glob("*.ipynb")) == english
    assert not (folder / "00-Inhalt.ipynb").exists()
    assert started["lang"] == "en"
    command = started["command"]
    assert isinstance(command, list)
    assert "--ServerApp.default_url=/lab/tree/00-Contents.ipynb" in command and command[-1] == "--no-browser"
    err = capsys.readouterr().err
    assert "lessons copied to" in err and "/lab/tree/00-Contents.ipynb?token=" in err


def test_the_german_edition_leaves_the_english_one_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder, started = _start(tmp_path, monkeypatch, "--lang", "de")
    assert (folder / "00-Inhalt.ipynb").exists() and not (folder / "en").exists()
    assert not (folder / "00-Contents.ipynb").exists()
    assert started["lang"] == "de"
    assert "Öffne im Browser" in capsys.readouterr().err
