"""The tutorial's start (tools/tutorial, bgtutor.commands.tutorial): the learner's own copies in the
project's layout (notebooks/ beside images/, so the lessons' picture links work), a folder of the old
layout, JupyterLab's settings, and the command itself started as a stranger would (root, an empty home
folder)."""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import platform
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from helpers import stop_group

from bgtutor.commands import tutorial
from bgtutor.commands.messages import default_language
from bgtutor.commands.tutorial import (
    LAB_OVERRIDES,
    MANIFEST,
    copy_lessons,
    default_lessons_folder,
    lab_arguments,
    lab_overrides,
    old_layout,
    url,
    write_lab_overrides,
)
from bgtutor.tutor.pictures.links import picture_links

REPO = Path(__file__).resolve().parents[1]


def _lessons(root: Path) -> Path:
    """A project's folder: notebooks/ (with an English edition in en/) beside images/."""
    folder = root / "notebooks"
    (folder / "en").mkdir(parents=True)
    (root / "images").mkdir()
    (folder / "00-Inhalt.ipynb").write_text('{"cells": []}')
    (folder / "01-Das-Brett.ipynb").write_text('{"cells": [1]}')
    (folder / "en" / "00-Contents.ipynb").write_text('{"cells": ["en"]}')
    (root / "images" / "board.png").write_bytes(b"png-1")
    (folder / ".ipynb_checkpoints").mkdir()
    (folder / ".ipynb_checkpoints" / "01-Das-Brett-checkpoint.ipynb").write_text("{}")
    (folder / "notes.txt").write_text("not a lesson")
    return root


def test_first_start_copies_every_lesson_and_picture_in_the_projects_layout(tmp_path: Path) -> None:
    source = _lessons(tmp_path / "repo")
    report = copy_lessons(source, tmp_path / "learner" / "deep")
    assert report.copied == ("notebooks/00-Inhalt.ipynb", "notebooks/01-Das-Brett.ipynb", "images/board.png")
    copy = tmp_path / "learner" / "deep"
    assert (copy / "notebooks" / "01-Das-Brett.ipynb").read_text() == '{"cells": [1]}'
    assert (copy / "images" / "board.png").read_bytes() == b"png-1"
    assert not (copy / "notebooks" / ".ipynb_checkpoints").exists()
    assert not (copy / "notebooks" / "notes.txt").exists() and not (copy / "notebooks" / "en").exists()
    assert set(json.loads((copy / MANIFEST).read_text())) == set(report.copied)


def test_a_copied_lesson_names_the_python_of_its_kernel_and_is_otherwise_the_same(tmp_path: Path) -> None:
    # JupyterLab writes the kernel's language_info into a notebook on opening it; a lesson made
    # with another Python version would open marked as changed and ask to be saved on closing
    source = REPO / "notebooks" / "02-Ziehen.ipynb"
    original = json.loads(source.read_text(encoding="utf-8"))
    original["metadata"]["language_info"]["version"] = "3.0.1"  # as if made with another Python
    (tmp_path / "repo" / "notebooks").mkdir(parents=True)
    (tmp_path / "repo" / "notebooks" / source.name).write_text(json.dumps(original), encoding="utf-8")
    copy_lessons(tmp_path / "repo", tmp_path / "learner")
    copy = json.loads((tmp_path / "learner" / "notebooks" / source.name).read_text(encoding="utf-8"))
    info = copy["metadata"]["language_info"]
    assert info["version"] == sys.version.split()[0] == platform.python_version()
    assert info["codemirror_mode"] == {"name": "ipython", "version": 3}
    assert (
        copy["cells"] == original["cells"]
        and copy["metadata"]["kernelspec"] == original["metadata"]["kernelspec"]
    )
    assert copy_lessons(tmp_path / "repo", tmp_path / "learner").newer == ()  # the stamp is no new version


def test_the_english_edition_goes_to_notebooks_en_beside_the_same_pictures(tmp_path: Path) -> None:
    source, copy = _lessons(tmp_path / "repo"), tmp_path / "learner"
    report = copy_lessons(source, copy, "notebooks/en")
    assert report.copied == ("notebooks/en/00-Contents.ipynb", "images/board.png")
    assert copy_lessons(source, copy, "notebooks").copied == (
        "notebooks/00-Inhalt.ipynb",
        "notebooks/01-Das-Brett.ipynb",
    )


def test_the_learners_copy_is_never_overwritten(tmp_path: Path) -> None:
    source, copy = _lessons(tmp_path / "repo"), tmp_path / "learner"
    copy_lessons(source, copy)
    (copy / "notebooks" / "01-Das-Brett.ipynb").write_text("my answers")
    (source / "notebooks" / "01-Das-Brett.ipynb").write_text("a new version")
    for _ in range(2):  # the notice comes at every start until the learner acts
        report = copy_lessons(source, copy)
        assert report.newer == ("notebooks/01-Das-Brett.ipynb",)
        assert report.copied == ()
    assert (copy / "notebooks" / "01-Das-Brett.ipynb").read_text() == "my answers"


def test_an_unchanged_copy_of_a_changed_lesson_is_still_not_overwritten(tmp_path: Path) -> None:
    source, copy = _lessons(tmp_path / "repo"), tmp_path / "learner"
    copy_lessons(source, copy)
    (source / "notebooks" / "00-Inhalt.ipynb").write_text("new contents")
    assert copy_lessons(source, copy).newer == ("notebooks/00-Inhalt.ipynb",)
    assert (copy / "notebooks" / "00-Inhalt.ipynb").read_text() == '{"cells": []}'


def test_a_deleted_copy_is_made_afresh(tmp_path: Path) -> None:
    source, copy = _lessons(tmp_path / "repo"), tmp_path / "learner"
    copy_lessons(source, copy)
    (source / "notebooks" / "01-Das-Brett.ipynb").write_text("a new version")
    (copy / "notebooks" / "01-Das-Brett.ipynb").unlink()
    report = copy_lessons(source, copy)
    assert report.copied == ("notebooks/01-Das-Brett.ipynb",) and report.newer == ()
    assert (copy / "notebooks" / "01-Das-Brett.ipynb").read_text() == "a new version"
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
    (copy / "notebooks" / "01-Das-Brett.ipynb").write_text("my answers")
    (copy / MANIFEST).write_text("{ not json")
    copy_lessons(source, copy)
    assert (copy / "notebooks" / "01-Das-Brett.ipynb").read_text() == "my answers"


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
    arguments = lab_arguments(tmp_path, [], 8890)
    assert f"--ServerApp.root_dir={tmp_path}" in arguments
    assert "--ServerApp.ip=127.0.0.1" in arguments
    assert "--ServerApp.allow_root=True" in arguments
    assert "--ServerApp.port=8890" in arguments
    assert not any("token" in argument for argument in arguments)  # in the environment instead
    assert "--ServerApp.port_retries=0" in arguments  # the printed port or none
    assert "--ServerApp.use_redirect_file=True" in arguments  # a browser gets a file, not the token
    assert "--ContentsManager.pre_save_hook=bgtutor.commands.notebook_outputs.pre_save_hook" in arguments
    assert "--LabApp.extension_manager=readonly" in arguments
    # the folder is the root (pictures beside the lessons); the contents open, the file browser
    # starts among the lessons
    assert "--LabApp.default_url=/lab/tree/notebooks/00-Inhalt.ipynb" in arguments
    assert "--ContentsManager.preferred_dir=notebooks" in arguments


def test_the_learners_arguments_win(tmp_path: Path) -> None:
    extra = ["--no-browser", "--port", "9000", "--ip=0.0.0.0", "--IdentityProvider.token="]
    arguments = lab_arguments(tmp_path, extra, 8890)
    assert arguments[-len(extra) :] == extra
    assert not any(
        a.startswith(("--ServerApp.ip=", "--ServerApp.port=", "--IdentityProvider.token="))
        for a in arguments[: -len(extra)]
    )
    assert "--ServerApp.port_retries=0" in arguments
    assert "--ServerApp.port_retries=0" not in lab_arguments(tmp_path, ["--port-retries=5"], 8890)
    assert url(extra, "abc", 8890) == "http://127.0.0.1:9000/lab/tree/notebooks/00-Inhalt.ipynb"
    assert url([], "abc", 8890) == "http://127.0.0.1:8890/lab/tree/notebooks/00-Inhalt.ipynb?token=abc"


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
        assert f"http://127.0.0.1:{port}/lab/tree/notebooks/00-Inhalt.ipynb?token=" in text
        assert "Running as root is not recommended" not in text
        lessons = home / "bgtutor-lektionen" / "notebooks"
        assert (lessons / "00-Inhalt.ipynb").is_file() and (
            lessons / "03-Schlagen-und-Einsetzen.ipynb"
        ).is_file()
        assert (home / "bgtutor-lektionen" / "images" / "start.png").is_file()
        if os.geteuid() == 0:
            assert "allow-root" not in text
    finally:
        stop_group(process)
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

    def execve(_: str, command: list[str], env: dict[str, str]) -> None:
        started.update(command=command, env=env)

    monkeypatch.setattr(tutorial.os, "execve", execve)
    monkeypatch.setattr(tutorial, "free_port", lambda **_: 8890)
    folder = tmp_path / "lessons"
    assert tutorial.main(["--source", str(REPO), "--lessons", str(folder), *arguments]) == 0
    return folder, started


def test_the_english_edition_copies_the_english_notebooks_and_opens_their_contents(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder, started = _start(tmp_path, monkeypatch, "--lang", "en", "--no-browser")
    english = sorted(path.name for path in (REPO / "notebooks" / "en").glob("*.ipynb"))
    assert sorted(path.name for path in (folder / "notebooks" / "en").glob("*.ipynb")) == english
    assert not list(folder.rglob("00-Inhalt.ipynb")) and not list((folder / "notebooks").glob("*.ipynb"))
    assert (folder / "images" / "start.png").is_file()
    assert started["lang"] == "en"
    command = started["command"]
    assert isinstance(command, list)
    assert "--LabApp.default_url=/lab/tree/notebooks/en/00-Contents.ipynb" in command
    assert "--ContentsManager.preferred_dir=notebooks/en" in command and command[-1] == "--no-browser"
    assert f"--ServerApp.root_dir={folder}" in command
    err = capsys.readouterr().err
    assert "lessons copied to" in err and "/lab/tree/notebooks/en/00-Contents.ipynb?token=" in err


def test_the_german_edition_leaves_the_english_one_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder, started = _start(tmp_path, monkeypatch, "--lang", "de")
    assert (folder / "notebooks" / "00-Inhalt.ipynb").exists() and not (folder / "notebooks" / "en").exists()
    assert not list(folder.rglob("00-Contents.ipynb"))
    assert started["lang"] == "de"
    assert "Öffne im Browser" in capsys.readouterr().err


# -- the pictures show in the learner's copies; a folder of the old layout -------------------------


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_picture_link_of_the_copies_finds_its_picture_in_the_learners_folder(
    lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What JupyterLab shows: a lesson's ``../images/x.png`` read from its folder in the copy, within
    the server's root (JupyterLab serves nothing above it)."""
    folder, started = _start(tmp_path, monkeypatch, "--lang", lang)
    command = started["command"]
    assert isinstance(command, list) and f"--ServerApp.root_dir={folder}" in command
    links = 0
    for notebook in folder.rglob("*.ipynb"):
        for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
            for link in picture_links("".join(cell["source"])) if cell["cell_type"] == "markdown" else []:
                picture = (notebook.parent / link).resolve()
                assert picture.is_file() and picture.is_relative_to(folder.resolve()), (notebook, link)
                links += 1
    assert links >= 1  # the contents show the starting position


def _old_folder(folder: Path) -> Path:
    """A learner's folder as the tutorial made it before the pictures moved beside notebooks/:
    the lessons directly in it, the pictures in images/, the manifest of both."""
    (folder / "images").mkdir(parents=True)
    manifest = {}
    for path in [*(REPO / "notebooks").glob("*.ipynb"), REPO / "images" / "start.png"]:
        name = path.name if path.suffix == ".ipynb" else f"images/{path.name}"
        (folder / name).write_bytes(path.read_bytes())
        manifest[name] = hashlib.sha256(path.read_bytes()).hexdigest()
    (folder / "images" / "start.png").write_bytes(b"an older picture")
    manifest["images/start.png"] = hashlib.sha256(b"an older picture").hexdigest()
    (folder / "02-Ziehen.ipynb").write_text("my answers")
    (folder / MANIFEST).write_text(json.dumps(manifest))
    return folder


def test_a_folder_of_the_old_layout_is_served_as_before_and_the_learner_told_how_to_change(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = _old_folder(tmp_path / "lessons")
    before = {path: path.read_bytes() for path in folder.glob("*.ipynb")}
    assert old_layout(folder, REPO) and not old_layout(folder, REPO, "notebooks/en")
    _, started = _start(tmp_path, monkeypatch, "--lang", "de")
    assert {path: path.read_bytes() for path in folder.glob("*.ipynb")} == before  # nothing touched
    assert not (folder / "notebooks").exists()  # nothing copied beside them
    assert (folder / "images" / "start.png").read_bytes() == (REPO / "images" / "start.png").read_bytes()
    command = started["command"]
    assert isinstance(command, list)
    assert f"--ServerApp.root_dir={folder}" in command
    assert "--LabApp.default_url=/lab/tree/00-Inhalt.ipynb" in command
    assert not any(argument.startswith("--ContentsManager.preferred_dir") for argument in command)
    err = capsys.readouterr().err
    assert "alte Anordnung" in err and f"nach {folder / 'notebooks'}" in err
    assert "/lab/tree/00-Inhalt.ipynb?token=" in err


def test_lessons_moved_into_the_new_layout_keep_their_fingerprints(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The learner does what the notice says: moves the lessons into notebooks/. Only the lessons
    that really have a new version are named (the contents: its picture link changed), the moved
    copies stay as they are, and the contents open from notebooks/ again."""
    folder = _old_folder(tmp_path / "lessons")
    (folder / "notebooks").mkdir()
    for path in folder.glob("*.ipynb"):
        path.rename(folder / "notebooks" / path.name)
    (folder / "notebooks" / "00-Inhalt.ipynb").write_text('{"cells": ["an older contents"]}')
    manifest = json.loads((folder / MANIFEST).read_text())
    manifest["00-Inhalt.ipynb"] = hashlib.sha256(b"the contents as once copied").hexdigest()
    (folder / MANIFEST).write_text(json.dumps(manifest))
    assert not old_layout(folder, REPO)
    _, started = _start(tmp_path, monkeypatch, "--lang", "de")
    err = capsys.readouterr().err
    assert "Von 00-Inhalt.ipynb gibt es eine neue Fassung" in err
    assert "alte Anordnung" not in err and err.count("neue Fassung") == 1, err
    assert (folder / "notebooks" / "02-Ziehen.ipynb").read_text() == "my answers"
    assert (folder / "notebooks" / "00-Inhalt.ipynb").read_text() == '{"cells": ["an older contents"]}'
    command = started["command"]
    assert isinstance(command, list) and "--LabApp.default_url=/lab/tree/notebooks/00-Inhalt.ipynb" in command


def test_an_older_callers_notebooks_folder_is_taken_for_the_project(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tutorial, "write_lab_overrides", lambda lang="de": None)
    monkeypatch.setattr(tutorial.os, "execve", lambda *_: None)
    folder = tmp_path / "lessons"
    assert tutorial.main(["--source", str(REPO / "notebooks"), "--lessons", str(folder), "--lang", "de"]) == 0
    assert (folder / "notebooks" / "00-Inhalt.ipynb").is_file() and (
        folder / "images" / "start.png"
    ).is_file()


def test_the_sample_class_comes_along_for_both_editions_and_a_teachers_files_stay(tmp_path: Path) -> None:
    """The class overview's first cell reads notebooks/Beispielklasse (the English one ../Beispielklasse)."""
    source, copy = _lessons(tmp_path / "repo"), tmp_path / "learner"
    (source / "notebooks" / "Beispielklasse").mkdir()
    (source / "notebooks" / "Beispielklasse" / "Ada.json").write_text("{ada}")
    assert "notebooks/Beispielklasse/Ada.json" in copy_lessons(source, copy, "notebooks/en").copied
    (copy / "notebooks" / "Beispielklasse" / "Ada.json").write_text("{ada, as the teacher changed it}")
    (source / "notebooks" / "Beispielklasse" / "Ada.json").write_text("{ada, newer}")
    assert copy_lessons(source, copy).refreshed == ()
    assert (
        copy / "notebooks" / "Beispielklasse" / "Ada.json"
    ).read_text() == "{ada, as the teacher changed it}"


def test_the_real_sample_class_and_overview_lesson_fit_together(tmp_path: Path) -> None:
    report = copy_lessons(REPO, tmp_path / "learner")
    sample = [name for name in report.copied if name.startswith("notebooks/Beispielklasse/")]
    assert len(sample) >= 4
    for lesson, line in (
        ("notebooks/10-Klassenuebersicht.ipynb", 'FOLDER = \\"Beispielklasse\\"'),
        ("notebooks/en/10-Class-Overview.ipynb", 'FOLDER = \\"Beispielklasse\\"'),  # found one folder up
    ):
        assert line in (REPO / lesson).read_text()


OLD_LESSON_IMPORTS = {
    "bgtutor.cube": ["CubeState", "double", "finish", "pass_double", "take"],
    "bgtutor.cube_exercises": ["cube_text", "double_text"],
    "bgtutor.describe": ["describe"],
    "bgtutor.lessons.cube_lesson": ["MATCH", "SITUATIONS"],
    "bgtutor.lessons.lesson3": ["EXAMPLES"],
    "bgtutor.lessons.textboard": ["diagramm"],
    "bgtutor.progress": ["class_overview", "learner_overview"],
    "bgtutor.teach": ["entry_table", "opening_text", "pips_text", "plays_text", "result_text", "shots_text"],
    "bgtutor.widgets.cube": ["CubeExerciseWidget"],
    "bgtutor.widgets.frames": ["example_frames"],
}
"""What the lessons' code cells imported before the package took its layers or a module went (a
learner's copy keeps these lines)."""


def _as_copied_before_the_move(path: Path, lines: list[str]) -> None:
    """The learner's copy as made before the move: its first code cell imports by the old names."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    first = next(cell for cell in notebook["cells"] if cell["cell_type"] == "code")
    first["source"] = "\n".join(lines) + "\n" + "".join(first["source"])
    path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


@pytest.mark.parametrize(
    ("lang", "name"), [("de", "03-Schlagen-und-Einsetzen.ipynb"), ("en", "03-Hitting-and-Entering.ipynb")]
)
def test_a_copy_that_imports_an_old_module_name_is_named_at_the_start_with_what_to_do(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lang: str, name: str
) -> None:
    folder, _ = _start(tmp_path, monkeypatch, "--lang", lang)
    capsys.readouterr()
    lessons = folder / ("notebooks/en" if lang == "en" else "notebooks")
    copy = lessons / name
    lines = [f"from {module} import {', '.join(names)}" for module, names in OLD_LESSON_IMPORTS.items()]
    _as_copied_before_the_move(copy, lines)
    mine = copy.read_bytes()
    manifest = json.loads((folder / MANIFEST).read_text())
    manifest[copy.relative_to(folder).as_posix()] = hashlib.sha256(b"the lesson as once copied").hexdigest()
    (folder / MANIFEST).write_text(json.dumps(manifest))
    _start(tmp_path, monkeypatch, "--lang", lang)
    err = capsys.readouterr().err
    told = [line for line in err.splitlines() if str(copy) in line]
    assert len(told) == 1, err  # one notice for the copy, not also "a new version"
    assert all(module in told[0] for module in OLD_LESSON_IMPORTS), told[0]
    assert (
        "bgtutor.teach (jetzt bgtutor.tutor.teach)" in told[0]
        if lang == "de"
        else "(now bgtutor.tutor.teach)" in told[0]
    )
    delete, again = (
        ("Lösche", "starte das Tutorial neu") if lang == "de" else ("Delete", "start the tutorial again")
    )
    assert f"{delete} {copy}" in told[0] and again in told[0]
    assert copy.read_bytes() == mine  # the learner's copy stays as it is
    others = [line for line in err.splitlines() if str(lessons) in line and name not in line]
    assert not any("importiert" in line or "imports" in line for line in others), others


def test_a_copy_in_a_folder_of_the_old_layout_that_imports_an_old_name_is_named_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = _old_folder(tmp_path / "lessons")
    _as_copied_before_the_move(folder / "04-Abtragen.ipynb", ["import bgtutor.teach as teach"])
    _start(tmp_path, monkeypatch, "--lang", "de")
    err = capsys.readouterr().err
    assert f"Deine Kopie {folder / '04-Abtragen.ipynb'} stammt aus einer älteren Fassung" in err
    assert "importiert bgtutor.teach (jetzt bgtutor.tutor.teach)" in err and err.count("älteren Fassung") == 1


def test_a_copy_that_imports_a_lesson_module_that_became_data_is_told_where_its_examples_are(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder, _ = _start(tmp_path, monkeypatch, "--lang", "de")
    capsys.readouterr()
    copy = folder / "notebooks" / "05-Spielende-und-Wertung.ipynb"
    lines = [
        "from bgtutor.tutor.lessons.lesson5 import EXAMPLES",
        "from bgtutor.lessons.lesson3 import EXAMPLES",
        "from bgtutor.tutor.lessons.textboard import diagramm",
    ]
    _as_copied_before_the_move(copy, lines)
    _start(tmp_path, monkeypatch, "--lang", "de")
    told = [line for line in capsys.readouterr().err.splitlines() if str(copy) in line]
    assert len(told) == 1, told
    assert "bgtutor.tutor.lessons.lesson5 (jetzt bgtutor.tutor.lessons)" in told[0]
    assert "bgtutor.lessons.lesson3 (jetzt bgtutor.tutor.lessons)" in told[0]  # renamed, then data
    assert "bgtutor.tutor.lessons.textboard (jetzt bgtutor.tutor.pictures.textboard)" in told[0]
    for number in range(1, 7):
        with pytest.raises(ImportError):
            importlib.import_module(f"bgtutor.tutor.lessons.lesson{number}")


def test_the_current_lessons_import_no_old_module_name() -> None:
    """So a fresh copy is never named as one made before the move."""
    lessons = sorted(REPO.joinpath("notebooks").rglob("*.ipynb"))
    assert lessons and [path.name for path in lessons if tutorial.old_imports(path)] == []
