"""Start the tutorial: the learner's own copies of the lessons, opened in JupyterLab as a learner expects.

``bash tools/tutorial [--lang de|en]`` runs ``python -m bgtutor.commands.tutorial --source . [...]``
(``--source``: the project's folder, which holds ``notebooks/`` and ``images/``):

- The edition: German (``notebooks/``) or English (``notebooks/en/``, ``--lang en``); without
  ``--lang`` English when the locale (``LC_ALL``, else ``LANG``) starts with ``en``, else German.

- The lessons are copied into the learner's folder (``$BGTUTOR_LESSONS``, else
  ``~/bgtutor-lektionen``; English: ``~/bgtutor-lessons``) on the first start; a copy is never
  overwritten afterwards, so the learner's work stays and the tracked notebooks are never changed
  by using the tutorial. A lesson that has a newer version is named, with how to get it: delete the
  copy and start again. A copy that still imports a module by the name it had before the package
  took its layers (:data:`OLD_MODULES`; ``from bgtutor.teach import ...``) no longer runs; it is
  named with the same advice (:func:`old_imports`).
- The learner's folder has the project's layout, so a lesson's links to its pictures
  (``../images/start.png``; ``../../images/…`` in ``notebooks/en/``) work there as in the
  repository, and JupyterLab, which serves nothing above its root, is started in that folder::

      ~/bgtutor-lektionen/           JupyterLab's root
          images/                    the pictures (refreshed while nobody changed them)
          notebooks/00-Inhalt.ipynb  the German lessons: the contents open, the file browser starts here
          notebooks/en/…             the English lessons (~/bgtutor-lessons, or a shared folder)
          notebooks/Beispielklasse/  the made-up class the class overview shows first
          .bgtutor-kopien.json       the fingerprint of each file as it was copied

  A folder of the old layout (lessons directly in it, beside ``images/``) keeps working as it was:
  it is served as before and its pictures are refreshed, but no lesson is copied into it, and the
  learner is told how to move to the new layout (:func:`old_layout`).
- JupyterLab is German by default, shows no news or update pop-up, keeps every cell on the page,
  binds to 127.0.0.1, runs as root too, opens the contents, and saves notebooks without the live
  widget views (:mod:`bgtutor.commands.notebook_outputs`), so a lesson opened again shows its boards.
- The address to open is printed (with a fresh token); further arguments go to JupyterLab
  (``--no-browser``, ``--port 8890``, ``--ip 0.0.0.0`` for a teacher who wants the class to connect).
  The token is never on a command line (``ps`` shows those to every user): JupyterLab reads it
  from its environment (``JUPYTER_TOKEN``), and a token given in the arguments is the learner's
  own choice. The server serves on the printed port or not at all: a port asked for that is
  taken is said in one line, before anything starts.

The standard library and bgtutor's rules only (it runs before JupyterLab starts; Jupyter's runtime
folder is asked of ``jupyter --runtime-dir`` just before the server starts); its words are the
commands' catalog's (``tutorial-*``).
"""

from __future__ import annotations

import argparse
import errno
import hashlib
import json
import os
import re
import secrets
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from bgtutor.commands.messages import CommandMessage, default_language
from bgtutor.rules.i18n import LANGUAGES

CONTENTS = "00-Inhalt.ipynb"
LESSONS = "notebooks"
"""The German lessons' folder, in the project and in the learner's folder alike."""
PICTURES = "images"
"""The pictures' folder, beside ``notebooks/``, in the project and in the learner's folder alike."""
SAMPLE_CLASS = f"{LESSONS}/Beispielklasse"
"""The made-up class the class overview shows first (both editions read it), refreshed like the pictures."""
START = f"{LESSONS}/{CONTENTS}"
"""The page JupyterLab opens: the German contents, inside the learner's folder."""
MANIFEST = ".bgtutor-kopien.json"
"""In the learner's folder: the fingerprint of each file as it was copied from the project."""
LAB_OVERRIDES = {
    "@jupyterlab/translation-extension:plugin": {"locale": "de_DE"},
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
    # every cell stays on the page, so boards scrolled away keep their canvas
    "@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"},
}
"""JupyterLab's defaults for the tutorial (``share/jupyter/lab/settings/overrides.json`` of the
tutorial's own environment); a learner can still change them under Einstellungen."""

OLD_MODULES = {
    "bgtutor.cube": "bgtutor.rules.cube",
    "bgtutor.cube_exercises": "bgtutor.tutor.exercises.cube",
    "bgtutor.describe": "bgtutor.board.describe",
    "bgtutor.lessons": "bgtutor.tutor.lessons",
    "bgtutor.progress": "bgtutor.tutor.progress.report",
    "bgtutor.teach": "bgtutor.tutor.teach",
    # the lessons' modules became data files that bgtutor.tutor.lessons reads
    **{f"bgtutor.tutor.lessons.lesson{number}": "bgtutor.tutor.lessons" for number in range(1, 7)},
    "bgtutor.tutor.lessons.textboard": "bgtutor.tutor.pictures.textboard",
    # the tutor layer in wings: exercises, lessons, pictures, progress
    "bgtutor.tutor.cube_exercises": "bgtutor.tutor.exercises.cube",
    "bgtutor.tutor.frames": "bgtutor.tutor.lessons.frames",
    "bgtutor.tutor.progress_report": "bgtutor.tutor.progress.report",
    "bgtutor.tutor.textboard": "bgtutor.tutor.pictures.textboard",
    "bgtutor.widgets.cube": "bgtutor.widgets.exercise",
    "bgtutor.widgets.frames": "bgtutor.tutor.lessons.frames",
}
"""Old name → new name of every module a lesson's code cell imported before the package took its
layers, or before its module went (the cube lesson's questions are ExerciseWidgets now); the old
names no longer import, so a copy made before the move is named at the start."""


@dataclass(frozen=True)
class CopyReport:
    """What :func:`copy_lessons` did: files copied, pictures refreshed, lessons with a newer version."""

    copied: tuple[str, ...]
    refreshed: tuple[str, ...]
    newer: tuple[str, ...]


@dataclass(frozen=True)
class Edition:
    """One language's edition: ``lessons``, its lessons' folder (in the project, and so in the
    learner's folder); ``contents``, its contents notebook; ``folder``, the learner's folder in the
    home folder."""

    lessons: str
    contents: str
    folder: str


def edition(lang: str | None = None) -> Edition:
    """The edition in ``lang`` (by default the session's; catalog keys ``tutorial-edition-*``).

    >>> edition("en")
    Edition(lessons='notebooks/en', contents='00-Contents.ipynb', folder='bgtutor-lessons')
    >>> edition("de") == Edition(LESSONS, CONTENTS, "bgtutor-lektionen")
    True
    """
    lessons, contents, folder = (
        CommandMessage.say(f"tutorial-edition-{part}", lang) for part in ("lessons", "contents", "folder")
    )
    return Edition(lessons, contents, folder)


def default_lessons_folder(lang: str | None = None) -> Path:
    """``$BGTUTOR_LESSONS``, else ``~/bgtutor-lektionen`` (German) or ``~/bgtutor-lessons`` (English)."""
    configured = os.environ.get("BGTUTOR_LESSONS")
    return Path(configured).expanduser() if configured else Path.home() / edition(lang).folder


def lab_overrides(lang: str | None = None) -> dict[str, dict[str, object]]:
    """:data:`LAB_OVERRIDES` with JupyterLab's interface in ``lang`` (``de_DE`` or ``en``)."""
    overrides: dict[str, dict[str, object]] = json.loads(json.dumps(LAB_OVERRIDES))  # a deep copy
    overrides["@jupyterlab/translation-extension:plugin"]["locale"] = CommandMessage.say(
        "tutorial-lab-locale", lang
    )
    return overrides


def copy_lessons(source: Path, target: Path, lessons: str | None = LESSONS) -> CopyReport:
    """Copy the notebooks of ``source/lessons`` (not those of its subfolders) and the pictures of
    ``source/images`` (and the sample class of the class overview) to the same places in ``target``,
    never overwriting a notebook.

    ``source`` is the project's folder; ``lessons`` is ``notebooks`` or ``notebooks/en``, or None
    for the pictures alone (a learner's folder of the old layout). Names are paths inside ``source``
    and ``target`` alike. A picture (or a file of the sample class) is replaced by a newer one only
    while it is as it was copied; a notebook never is: when its source has changed since it was
    copied, it is listed in ``newer``.

    >>> import tempfile
    >>> source, target = (Path(tempfile.mkdtemp()) for _ in range(2))
    >>> (source / "notebooks").mkdir()
    >>> _ = (source / "notebooks" / "01-A.ipynb").write_text("{}")
    >>> copy_lessons(source, target).copied
    ('notebooks/01-A.ipynb',)
    >>> _ = (target / "notebooks" / "01-A.ipynb").write_text("{ mine }")
    >>> _ = (source / "notebooks" / "01-A.ipynb").write_text("{ new }")
    >>> report = copy_lessons(source, target)
    >>> report.copied, report.newer, (target / "notebooks" / "01-A.ipynb").read_text()
    ((), ('notebooks/01-A.ipynb',), '{ mine }')
    """
    target.mkdir(parents=True, exist_ok=True)
    manifest_path = target / MANIFEST
    manifest = _read_manifest(manifest_path)
    copied, refreshed, newer = [], [], []
    notebooks = sorted((source / lessons).glob("*.ipynb")) if lessons is not None else []
    pictures = sorted((source / PICTURES).rglob("*"))
    sample = sorted((source / SAMPLE_CLASS).glob("*.json")) if lessons is not None else []
    for path in [*notebooks, *pictures, *sample]:
        name = path.relative_to(source).as_posix()
        if not path.is_file() or ".ipynb_checkpoints" in name:
            continue
        fingerprint = _fingerprint(path)
        destination = target / name
        # a lesson the learner moved from a folder of the old layout: its old fingerprint
        known = manifest.get(name) or (manifest.get(path.name) if name.endswith(".ipynb") else None)
        if not destination.exists():
            destination.parent.mkdir(parents=True, exist_ok=True)
            if name.endswith(".ipynb"):
                copy_notebook(path, destination)
            else:
                shutil.copyfile(path, destination)
            copied.append(name)
        elif known == fingerprint:
            manifest[name] = fingerprint
            continue
        elif name.endswith(".ipynb"):
            newer.append(name)
            continue  # the learner's copy stays; the manifest keeps what it was copied from
        elif _fingerprint(destination) == known:
            shutil.copyfile(path, destination)  # a picture nobody changed: ours to refresh
            refreshed.append(name)
        else:
            continue
        manifest[name] = fingerprint
    _write_manifest(manifest_path, manifest)
    return CopyReport(tuple(copied), tuple(refreshed), tuple(newer))


def copy_notebook(
    source: Path,
    destination: Path,
    kernelspec: Mapping[str, object] | None = None,
    language_info: Mapping[str, object] | None = None,
) -> None:
    """Copy a lesson, naming in it the kernel that will run it, as JupyterLab would.

    JupyterLab writes the kernel's ``kernelspec`` and ``language_info`` into a notebook as it opens
    it; a notebook that names another kernel or Python version (the one its outputs were made with)
    would open marked as changed, and closing it would ask to save. Without ``kernelspec`` the
    notebook's stays; without ``language_info`` the version is this Python's (the tutorial's kernel
    runs in the tutorial's environment), as ipykernel reports it. A file that is not a Python
    notebook is copied as it is.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> made = {"metadata": {"language_info": {"name": "python", "version": "3.0"}}}
    >>> _ = (folder / "a.ipynb").write_text(json.dumps(made))
    >>> copy_notebook(folder / "a.ipynb", folder / "b.ipynb")
    >>> version = json.loads((folder / "b.ipynb").read_text())["metadata"]["language_info"]["version"]
    >>> version == sys.version.split()[0]
    True
    """
    text = source.read_text(encoding="utf-8")
    try:
        notebook = json.loads(text)
        metadata = notebook["metadata"]
        info = metadata["language_info"]
    except (ValueError, TypeError, KeyError):
        info = None
    if not isinstance(info, dict) or info.get("name") != "python":
        shutil.copyfile(source, destination)
        return
    if language_info is None:  # as ipykernel.ipkernel.IPythonKernel.language_info says
        language_info = {**info, "version": sys.version.split()[0]}
        language_info["codemirror_mode"] = {"name": "ipython", "version": sys.version_info[0]}
    metadata["language_info"] = dict(language_info)
    if kernelspec is not None:
        metadata["kernelspec"] = dict(kernelspec)
    text = json.dumps(notebook, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    destination.write_text(text, encoding="utf-8")


def old_imports(notebook: Path) -> tuple[str, ...]:
    """The old module names (:data:`OLD_MODULES`, or a module inside one) that the code cells of
    ``notebook`` import, in order; ``()`` for a file that is not a notebook.

    >>> import tempfile
    >>> path = Path(tempfile.mkdtemp()) / "03.ipynb"
    >>> cells = ["from bgtutor.teach import plays_text", "from bgtutor.tutor.teach import pips_text"]
    >>> cells += ["from bgtutor import Position, describe\\nimport bgtutor.lessons.lesson3 as lesson"]
    >>> cells += ["from bgtutor.widgets import (\\n    BoardWidget,\\n    frames,\\n)"]
    >>> notebook = {"cells": [{"cell_type": "code", "source": cell} for cell in cells]}
    >>> _ = path.write_text(json.dumps(notebook))
    >>> old_imports(path)
    ('bgtutor.teach', 'bgtutor.describe', 'bgtutor.lessons.lesson3', 'bgtutor.widgets.frames')
    """
    try:
        cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
        code = [cell["source"] for cell in cells if cell["cell_type"] == "code"]
    except (OSError, ValueError, TypeError, KeyError):
        return ()
    found: list[str] = []
    for source in code:
        text = "".join(source) if isinstance(source, list) else str(source)
        names: list[str] = []
        for module, parenthesized, imported in _FROM_IMPORT.findall(text):
            imported = parenthesized or imported
            inside = [f"{module}.{name.split()[0]}" for name in imported.split(",") if name.strip()]
            names += [module] if _is_old(module) else inside  # from bgtutor import teach: a module too
        for modules in _IMPORT.findall(text):
            names += [part.split()[0] for part in modules.split(",")]
        found += [name for name in names if _is_old(name) and name not in found]
    return tuple(found)


def project_folder(source: Path) -> Path:
    """The project's folder (with ``notebooks/`` and ``images/``) from ``--source``; an older
    caller's ``notebooks`` folder is taken for its parent."""
    if not (source / LESSONS).is_dir() and source.name == LESSONS and (source.parent / PICTURES).is_dir():
        return source.parent
    return source


def old_layout(folder: Path, source: Path, lessons: str = LESSONS) -> bool:
    """True when the learner's ``folder`` holds the edition's lessons directly (as before the
    pictures moved beside ``notebooks/``) and none in ``folder/lessons`` yet. Lessons of the same
    name in both editions (the training) tell nothing.

    Such a folder is served as it is: its copies link ``images/…``, which is there.

    >>> import tempfile
    >>> source, folder = (Path(tempfile.mkdtemp()) for _ in range(2))
    >>> (source / "notebooks").mkdir()
    >>> _ = (source / "notebooks" / "00-Inhalt.ipynb").write_text("{}")
    >>> old_layout(folder, source)
    False
    >>> _ = (folder / "00-Inhalt.ipynb").write_text("{ mine }")
    >>> old_layout(folder, source)
    True
    """
    others = {path.name for path in (source / LESSONS).rglob("*.ipynb") if path.parent != source / lessons}
    names = [path.name for path in (source / lessons).glob("*.ipynb") if path.name not in others]
    directly = any((folder / name).is_file() for name in names)
    return directly and not any((folder / lessons / name).is_file() for name in names)


def write_lab_overrides(prefix: Path = Path(sys.prefix), lang: str | None = None) -> Path:
    """Write :func:`lab_overrides` into the environment at ``prefix`` (on every start, since the
    file is the environment's and the edition may change); returns the file."""
    path = prefix / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(lab_overrides(lang), indent=2, ensure_ascii=False) + "\n"
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
    return path


def lab_arguments(
    folder: Path, extra: list[str], port: int, contents: str = START, lessons: str = LESSONS
) -> list[str]:
    """JupyterLab's command line for the tutorial: ``folder`` is its root, ``contents`` (a path in
    it) the page it opens, ``lessons`` (a folder in it) where its file browser starts; ``extra``
    (the learner's arguments) come last and win.

    No token: it goes in the environment (:func:`lab_environment`), since every user of the
    computer reads a command line. The server takes ``port`` or stops (no retries on other
    ports), so the printed address is the one it serves; a browser it opens is handed a file in
    the runtime folder, not the address with the token.

    >>> arguments = lab_arguments(Path("/home/kim/bgtutor-lektionen"), ["--port=9000"], 8890)
    >>> [argument for argument in arguments if "port" in argument]
    ['--ServerApp.port_retries=0', '--port=9000']
    """
    arguments = [
        f"--ServerApp.root_dir={folder}",
        # the page / leads to (and a browser the server opens shows): JupyterLab's own setting,
        # which it hands the server, so ServerApp.default_url would be overwritten
        f"--LabApp.default_url=/lab/tree/{contents}",
        "--ServerApp.allow_root=True",
        "--ContentsManager.pre_save_hook=bgtutor.commands.notebook_outputs.pre_save_hook",
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.extension_manager=readonly",  # no look-ups on the internet
    ]
    if lessons and not _given(extra, "preferred_dir"):
        arguments.append(f"--ContentsManager.preferred_dir={lessons}")
    if not _given(extra, "ip"):
        arguments.append("--ServerApp.ip=127.0.0.1")
    if not _given(extra, "port"):
        arguments.append(f"--ServerApp.port={port}")
    if not _given(extra, "port_retries") and not _given(extra, "port-retries"):
        arguments.append("--ServerApp.port_retries=0")
    if not _given(extra, "use_redirect_file"):
        arguments.append("--ServerApp.use_redirect_file=True")
    return arguments + extra


def lab_environment(environ: Mapping[str, str], token: str | None) -> dict[str, str]:
    """JupyterLab's environment: ``environ`` with ``token`` as ``JUPYTER_TOKEN`` (which the server
    reads; a process's environment only its own user can read). ``None``: the learner gave a
    token in the arguments, so none from the environment may override it.

    The server writes a page with the token (``jpserver-<pid>-open.html``) into its runtime
    folder as any file, readable by all; when that folder is open to others, the server gets a
    private one inside it (:func:`private_runtime_dir`).

    >>> lab_environment({"JUPYTER_TOKEN_FILE": "/elsewhere", "HOME": "/home/kim"}, "abc")["JUPYTER_TOKEN"]
    'abc'
    >>> "JUPYTER_TOKEN" in lab_environment({"JUPYTER_TOKEN": "old"}, None)
    False
    """
    env = {key: value for key, value in environ.items() if key not in ("JUPYTER_TOKEN", "JUPYTER_TOKEN_FILE")}
    if token is not None:
        env["JUPYTER_TOKEN"] = token
    runtime = private_runtime_dir(environ)
    if runtime is not None:
        env["JUPYTER_RUNTIME_DIR"] = str(runtime)
    return env


def private_runtime_dir(environ: Mapping[str, str]) -> Path | None:
    """A runtime folder for the server that only its user can enter, when the one Jupyter would
    use (``$JUPYTER_RUNTIME_DIR``, else Jupyter's own) exists and others may enter it: the folder
    ``bgtutor-<uid>`` inside it (mode 0700, made if missing), else a fresh temporary one.
    ``None`` when Jupyter's folder is private already, or not there (Jupyter makes it 0700)."""
    given = environ.get("JUPYTER_RUNTIME_DIR")
    runtime = Path(given) if given else _jupyter_runtime_dir(environ)
    try:
        if runtime is None or not runtime.is_dir() or runtime.stat().st_mode & 0o077 == 0:
            return None
    except OSError:
        return None
    private = runtime / f"bgtutor-{os.getuid()}"
    try:
        private.mkdir(mode=0o700, exist_ok=True)
        status = private.lstat()
        if stat.S_ISDIR(status.st_mode) and status.st_uid == os.getuid() and status.st_mode & 0o077 == 0:
            return private
    except OSError:
        pass
    return Path(tempfile.mkdtemp(prefix="bgtutor-runtime-"))


def url(extra: list[str], token: str, port: int, contents: str = START) -> str:
    """The address to open in the browser."""
    host = _value(extra, "ip") or "127.0.0.1"
    host = "127.0.0.1" if host in ("0.0.0.0", "", "*") else host
    chosen = _chosen_port(extra)
    port = port if chosen is None else chosen
    given = _value(extra, "token")
    token = token if given is None else given
    query = f"?token={token}" if token else ""
    return f"http://{host}:{port}/lab/tree/{contents}{query}"


def port_free(port: int, host: str = "127.0.0.1") -> bool:
    """True when a server can listen on ``port`` at every address of ``host`` (as JupyterLab
    binds: all of a name's addresses; ``""`` all interfaces); a name that does not resolve is
    left for JupyterLab to refuse.

    >>> with socket.socket() as taken:
    ...     taken.bind(("127.0.0.1", 0))
    ...     taken.listen()
    ...     port_free(taken.getsockname()[1])
    False
    """
    try:
        addresses = socket.getaddrinfo(host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except (OSError, UnicodeError):
        return True
    for family, kind, protocol, _, address in addresses:
        with socket.socket(family, kind, protocol) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as tornado binds
            if family == socket.AF_INET6:
                probe.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
            try:
                probe.bind(address)
            except OSError as error:
                if error.errno != errno.EADDRNOTAVAIL:
                    return False
    return True


def free_port(start: int = 8888, host: str = "127.0.0.1") -> int:
    """The first port from ``start`` on that nothing uses at ``host`` (:func:`port_free`)."""
    for port in range(start, start + 100):
        if port_free(port, host):
            return port
    return start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bash tools/tutorial", description=__doc__.split("\n", 1)[0])
    parser.add_argument(
        "--source", type=Path, required=True, help="the project's folder (with notebooks/ and images/)"
    )
    parser.add_argument("--lessons", type=Path, default=None, help="the learner's folder")
    parser.add_argument(
        "--lang", choices=LANGUAGES, default=None, help="the edition (default: from the locale)"
    )
    options, extra = parser.parse_known_args(argv)
    lang = options.lang or default_language()
    lessons, contents = edition(lang).lessons, edition(lang).contents
    source = project_folder(options.source)
    folder = options.lessons or default_lessons_folder(lang)
    old = old_layout(folder, source, lessons)
    try:
        report = copy_lessons(source, folder, None if old else lessons)
    except OSError as error:
        print(
            CommandMessage.say("tutorial-unusable", lang, folder=folder, error=error.strerror),
            file=sys.stderr,
        )
        return 2
    copies = folder if old else folder / lessons
    names = sorted(path.name for path in (source / lessons).glob("*.ipynb"))
    stale = {copies / name: found for name in names if (found := old_imports(copies / name))}
    _tell(folder, report, lang, stale)
    if old:
        print(
            CommandMessage.say("tutorial-old", lang, folder=folder, lessons=folder / lessons), file=sys.stderr
        )
        lessons = ""  # served as before: the lessons at the root, beside images/
    start = f"{lessons}/{contents}" if lessons else contents
    write_lab_overrides(lang=lang)
    host, chosen = _value(extra, "ip") or "127.0.0.1", _chosen_port(extra)
    if chosen is not None and not port_free(chosen, host):
        print(CommandMessage.say("tutorial-port-taken", lang, port=chosen), file=sys.stderr)
        return 2
    port = free_port(host=host) if chosen is None else chosen
    given = _value(extra, "token")
    token = secrets.token_hex(16) if given is None else given
    print(
        CommandMessage.say("tutorial-open", lang, url=url(extra, token, port, start)),
        file=sys.stderr,
        flush=True,
    )
    command = [sys.executable, "-m", "jupyterlab", *lab_arguments(folder, extra, port, start, lessons)]
    os.execve(sys.executable, command, lab_environment(os.environ, None if given is not None else token))
    return 0  # not reached


# -- inside ---------------------------------------------------------------------------------------


_FROM_IMPORT = re.compile(
    r"^[ \t]*from[ \t]+([\w.]+)[ \t]+import[ \t]+(?:\(([\w\s,]*)\)|([\w \t,]*))", re.MULTILINE
)
_IMPORT = re.compile(
    r"^[ \t]*import[ \t]+([\w.]+(?:[ \t]+as[ \t]+\w+)?(?:[ \t]*,[ \t]*[\w.]+(?:[ \t]+as[ \t]+\w+)?)*)",
    re.MULTILINE,
)


def _is_old(module: str) -> bool:
    return _new_name(module) is not None


def _new_name(module: str) -> str | None:
    """The module's name now (``bgtutor.lessons.textboard`` → ``bgtutor.tutor.pictures.textboard``: renamed,
    then moved again)."""
    for before, after in OLD_MODULES.items():
        if module == before or module.startswith(before + "."):
            renamed = after + module[len(before) :]
            return _new_name(renamed) or renamed
    return None


def _fingerprint(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _read_manifest(path: Path) -> dict[str, str]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def _write_manifest(path: Path, manifest: dict[str, str]) -> None:
    temporary = path.with_suffix(".tmp")
    temporary.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    temporary.replace(path)


def _tell(
    folder: Path,
    report: CopyReport,
    lang: str | None = None,
    stale: Mapping[Path, tuple[str, ...]] | None = None,
) -> None:
    """Say what was copied, which lessons have a newer version, and which copies (``stale``: path →
    the old module names it imports) no longer run."""

    def say(key: str, **params: object) -> None:
        print(CommandMessage.say(f"tutorial-{key}", lang, **params), file=sys.stderr)

    stale = stale or {}
    lessons = [name for name in report.copied if name.endswith(".ipynb")]
    if lessons:
        say("copied", count=len(lessons), folder=folder)
    else:
        say("here", folder=folder)
    for name in report.newer:
        if folder / name not in stale:
            say("newer", name=PurePosixPath(name).name, path=folder / name)
    for path, found in stale.items():
        modules = ", ".join(
            CommandMessage.say("tutorial-renamed", lang, old=name, new=_new_name(name)) for name in found
        )
        say("stale", path=path, modules=modules)


def _value(arguments: list[str], name: str) -> str | None:
    """The value of ``--name`` / ``--X.name`` in ``arguments`` (``=`` or a separate word)."""
    value = None
    for index, argument in enumerate(arguments):
        key, equals, rest = argument.partition("=")
        if key.startswith("--") and key.rsplit(".", 1)[-1].lstrip("-") == name:
            if equals:
                value = rest
            elif index + 1 < len(arguments):
                value = arguments[index + 1]
    return value


def _given(arguments: list[str], name: str) -> bool:
    return _value(arguments, name) is not None


def _chosen_port(arguments: list[str]) -> int | None:
    chosen = _value(arguments, "port")
    return int(chosen) if chosen and chosen.isascii() and chosen.isdigit() else None


def _jupyter_runtime_dir(environ: Mapping[str, str]) -> Path | None:
    """Jupyter's runtime folder for ``environ``, as Jupyter itself names it (its rules differ by
    system and settings); ``None`` when it cannot say."""
    try:
        answer = subprocess.run(
            [sys.executable, "-m", "jupyter", "--runtime-dir"],
            env=dict(environ),
            capture_output=True,
            text=True,
            timeout=30,
            check=True,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return Path(answer.stdout.strip()) if answer.stdout.strip() else None


if __name__ == "__main__":
    sys.exit(main())
