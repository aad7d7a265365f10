"""Start the tutorial: the learner's own copies of the lessons, opened in JupyterLab as a learner expects.

``bash tools/tutorial [--lang de|en]`` runs ``python -m bgtutor.commands.tutorial --source notebooks [...]``:

- The edition: German (``notebooks/``) or English (``notebooks/en/``, ``--lang en``); without
  ``--lang`` English when the locale (``LC_ALL``, else ``LANG``) starts with ``en``, else German.

- The lessons are copied from ``notebooks/`` into the learner's folder (``$BGTUTOR_LESSONS``, else
  ``~/bgtutor-lektionen``) on the first start; a copy is never overwritten afterwards, so the
  learner's work stays and the tracked notebooks are never changed by using the tutorial. A lesson
  that has a newer version is named, with how to get it: delete the copy and start again.
- JupyterLab is German by default, shows no news or update pop-up, keeps every cell on the page,
  binds to 127.0.0.1, runs as root too, opens the contents, and saves notebooks without the live
  widget views (:mod:`bgtutor.commands.notebook_outputs`), so a lesson opened again shows its boards.
- The address to open is printed (with a fresh token); further arguments go to JupyterLab
  (``--no-browser``, ``--port 8890``, ``--ip 0.0.0.0`` for a teacher who wants the class to connect).

Standard library only (it runs before JupyterLab starts).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import secrets
import shutil
import socket
import sys
from dataclasses import dataclass
from pathlib import Path

CONTENTS = "00-Inhalt.ipynb"
EDITIONS = {"de": ("", CONTENTS, "bgtutor-lektionen"), "en": ("en", "00-Contents.ipynb", "bgtutor-lessons")}
"""Per language: the edition's folder inside ``notebooks/``, its contents notebook, the learner's folder."""
MANIFEST = ".bgtutor-kopien.json"
"""In the learner's folder: the fingerprint of each file as it was copied from notebooks/."""
LAB_OVERRIDES = {
    "@jupyterlab/translation-extension:plugin": {"locale": "de_DE"},
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
    # every cell stays on the page, so boards scrolled away keep their canvas
    "@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"},
}
"""JupyterLab's defaults for the tutorial (``share/jupyter/lab/settings/overrides.json`` of the
tutorial's own environment); a learner can still change them under Einstellungen."""


@dataclass(frozen=True)
class CopyReport:
    """What :func:`copy_lessons` did: files copied, pictures refreshed, lessons with a newer version."""

    copied: tuple[str, ...]
    refreshed: tuple[str, ...]
    newer: tuple[str, ...]


def default_language() -> str:
    """``en`` when the locale (``LC_ALL``, else ``LANG``) is English, else ``de``."""
    locale = os.environ.get("LC_ALL") or os.environ.get("LANG") or ""
    return "en" if locale.startswith("en") else "de"


def default_lessons_folder(lang: str = "de") -> Path:
    """``$BGTUTOR_LESSONS``, else ``~/bgtutor-lektionen`` (German) or ``~/bgtutor-lessons`` (English)."""
    configured = os.environ.get("BGTUTOR_LESSONS")
    return Path(configured).expanduser() if configured else Path.home() / EDITIONS[lang][2]


def lab_overrides(lang: str = "de") -> dict[str, dict[str, object]]:
    """:data:`LAB_OVERRIDES` with JupyterLab's interface in ``lang`` (``de_DE`` or ``en``)."""
    overrides: dict[str, dict[str, object]] = json.loads(json.dumps(LAB_OVERRIDES))  # a deep copy
    overrides["@jupyterlab/translation-extension:plugin"]["locale"] = "de_DE" if lang == "de" else "en"
    return overrides


def copy_lessons(source: Path, target: Path) -> CopyReport:
    """Copy the notebooks and pictures of ``source`` into ``target``, never overwriting a notebook.

    A picture is replaced by a newer one only while it is as it was copied; a notebook never is:
    when its source has changed since it was copied, it is listed in ``newer``.

    >>> import tempfile
    >>> source, target = (Path(tempfile.mkdtemp()) for _ in range(2))
    >>> _ = (source / "01-A.ipynb").write_text("{}")
    >>> copy_lessons(source, target).copied
    ('01-A.ipynb',)
    >>> _ = (target / "01-A.ipynb").write_text("{ mine }")
    >>> _ = (source / "01-A.ipynb").write_text("{ new }")
    >>> report = copy_lessons(source, target)
    >>> report.copied, report.newer, (target / "01-A.ipynb").read_text()
    ((), ('01-A.ipynb',), '{ mine }')
    """
    target.mkdir(parents=True, exist_ok=True)
    manifest_path = target / MANIFEST
    manifest = _read_manifest(manifest_path)
    copied, refreshed, newer = [], [], []
    for path in sorted(source.rglob("*")):
        name = path.relative_to(source).as_posix()
        if not path.is_file() or ".ipynb_checkpoints" in name or not _is_lesson_file(name):
            continue
        fingerprint = _fingerprint(path)
        destination = target / name
        if not destination.exists():
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, destination)
            copied.append(name)
        elif manifest.get(name) == fingerprint:
            continue
        elif name.endswith(".ipynb"):
            newer.append(name)
            continue  # the learner's copy stays; the manifest keeps what it was copied from
        elif _fingerprint(destination) == manifest.get(name):
            shutil.copyfile(path, destination)  # a picture nobody changed: ours to refresh
            refreshed.append(name)
        else:
            continue
        manifest[name] = fingerprint
    _write_manifest(manifest_path, manifest)
    return CopyReport(tuple(copied), tuple(refreshed), tuple(newer))


def write_lab_overrides(prefix: Path = Path(sys.prefix), lang: str = "de") -> Path:
    """Write :func:`lab_overrides` into the environment at ``prefix`` (on every start, since the
    file is the environment's and the edition may change); returns the file."""
    path = prefix / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(lab_overrides(lang), indent=2, ensure_ascii=False) + "\n"
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
    return path


def lab_arguments(
    folder: Path, extra: list[str], token: str, port: int, contents: str = CONTENTS
) -> list[str]:
    """JupyterLab's command line for the tutorial; ``extra`` (the learner's arguments) come last
    and win."""
    arguments = [
        f"--ServerApp.root_dir={folder}",
        f"--ServerApp.default_url=/lab/tree/{contents}",
        "--ServerApp.allow_root=True",
        "--ContentsManager.pre_save_hook=bgtutor.commands.notebook_outputs.pre_save_hook",
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.extension_manager=readonly",  # no look-ups on the internet
    ]
    if not _given(extra, "ip"):
        arguments.append("--ServerApp.ip=127.0.0.1")
    if not _given(extra, "port"):
        arguments.append(f"--ServerApp.port={port}")
    if not _given(extra, "token"):
        arguments.append(f"--IdentityProvider.token={token}")
    return arguments + extra


def url(extra: list[str], token: str, port: int, contents: str = CONTENTS) -> str:
    """The address to open in the browser."""
    host = _value(extra, "ip") or "127.0.0.1"
    host = "127.0.0.1" if host in ("0.0.0.0", "", "*") else host
    chosen = _value(extra, "port")
    port = int(chosen) if chosen and chosen.isascii() and chosen.isdigit() else port
    given = _value(extra, "token")
    token = token if given is None else given
    query = f"?token={token}" if token else ""
    return f"http://{host}:{port}/lab/tree/{contents}{query}"


def free_port(start: int = 8888) -> int:
    """The first port from ``start`` on that nothing listens on at 127.0.0.1."""
    for port in range(start, start + 100):
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    return start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bash tools/tutorial", description=__doc__.split("\n", 1)[0])
    parser.add_argument("--source", type=Path, required=True, help="the lessons in the repository")
    parser.add_argument("--lessons", type=Path, default=None, help="the learner's folder")
    parser.add_argument(
        "--lang", choices=sorted(EDITIONS), default=None, help="the edition (default: from the locale)"
    )
    options, extra = parser.parse_known_args(argv)
    lang = options.lang or default_language()
    subfolder, contents, _ = EDITIONS[lang]
    folder = options.lessons or default_lessons_folder(lang)
    try:
        report = copy_lessons(options.source / subfolder if subfolder else options.source, folder)
    except OSError as error:
        print(_SAY[lang]["unusable"].format(folder=folder, error=error.strerror), file=sys.stderr)
        return 2
    _tell(folder, report, lang)
    write_lab_overrides(lang=lang)
    token, port = secrets.token_hex(16), free_port()
    print(_SAY[lang]["open"].format(url=url(extra, token, port, contents)), file=sys.stderr, flush=True)
    command = [sys.executable, "-m", "jupyterlab", *lab_arguments(folder, extra, token, port, contents)]
    os.execv(sys.executable, command)
    return 0  # not reached


# -- inside ---------------------------------------------------------------------------------------


_SAY = {
    "de": {
        "unusable": "bgtutor: die Lektionen lassen sich nicht nach {folder} kopieren ({error}). "
        "Wähle einen anderen Ordner mit BGTUTOR_LESSONS=/pfad/zum/ordner.",
        "open": "bgtutor: Öffne im Browser: {url}",
        "copied": "bgtutor: {count} Lektionen nach {folder} kopiert (deine eigenen Kopien).",
        "here": "bgtutor: deine Lektionen liegen in {folder}.",
        "newer": "bgtutor: Von {name} gibt es eine neue Fassung. Deine Kopie bleibt, wie sie ist. Um die "
        "neue zu bekommen, lösche {path} und starte das Tutorial neu.",
    },
    "en": {
        "unusable": "bgtutor: the lessons cannot be copied to {folder} ({error}). "
        "Choose another folder with BGTUTOR_LESSONS=/path/to/folder.",
        "open": "bgtutor: Open in your browser: {url}",
        "copied": "bgtutor: {count} lessons copied to {folder} (your own copies).",
        "here": "bgtutor: your lessons are in {folder}.",
        "newer": "bgtutor: There is a new version of {name}. Your copy stays as it is. To get the new "
        "one, delete {path} and start the tutorial again.",
    },
}
"""What the command says, per edition."""


def _is_lesson_file(name: str) -> bool:
    # the notebooks of this edition (not those of another edition in a subfolder) and the pictures
    return (name.endswith(".ipynb") and "/" not in name) or name.startswith("images/")


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


def _tell(folder: Path, report: CopyReport, lang: str = "de") -> None:
    say = _SAY[lang]
    lessons = [name for name in report.copied if name.endswith(".ipynb")]
    if lessons:
        print(say["copied"].format(count=len(lessons), folder=folder), file=sys.stderr)
    else:
        print(say["here"].format(folder=folder), file=sys.stderr)
    for name in report.newer:
        print(say["newer"].format(name=name, path=folder / name), file=sys.stderr)


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


if __name__ == "__main__":
    sys.exit(main())
