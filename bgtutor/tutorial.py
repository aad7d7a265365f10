"""Start the tutorial: the learner's own copies of the lessons, opened in JupyterLab as a learner expects.

``bash tools/tutorial`` runs ``python -m bgtutor.tutorial --source notebooks [JupyterLab arguments]``:

- The lessons are copied from ``notebooks/`` into the learner's folder (``$BGTUTOR_LESSONS``, else
  ``~/bgtutor-lektionen``) on the first start; a copy is never overwritten afterwards, so the
  learner's work stays and the tracked notebooks are never changed by using the tutorial. A lesson
  that has a newer version is named, with how to get it: delete the copy and start again.
- JupyterLab is German by default, shows no news or update pop-up, keeps every cell on the page,
  binds to 127.0.0.1, runs as root too, opens the contents, and saves notebooks without the live
  widget views (:mod:`bgtutor.notebook_outputs`), so a lesson opened again shows its boards.
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


def default_lessons_folder() -> Path:
    """``$BGTUTOR_LESSONS``, else ``~/bgtutor-lektionen``."""
    configured = os.environ.get("BGTUTOR_LESSONS")
    return Path(configured).expanduser() if configured else Path.home() / "bgtutor-lektionen"


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


def write_lab_overrides(prefix: Path = Path(sys.prefix)) -> Path:
    """Write :data:`LAB_OVERRIDES` into the environment at ``prefix``; returns the file."""
    path = prefix / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(LAB_OVERRIDES, indent=2, ensure_ascii=False) + "\n"
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
    return path


def lab_arguments(folder: Path, extra: list[str], token: str, port: int) -> list[str]:
    """JupyterLab's command line for the tutorial; ``extra`` (the learner's arguments) come last
    and win."""
    arguments = [
        f"--ServerApp.root_dir={folder}",
        f"--ServerApp.default_url=/lab/tree/{CONTENTS}",
        "--ServerApp.allow_root=True",
        "--ContentsManager.pre_save_hook=bgtutor.notebook_outputs.pre_save_hook",
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


def url(extra: list[str], token: str, port: int) -> str:
    """The address to open in the browser."""
    host = _value(extra, "ip") or "127.0.0.1"
    host = "127.0.0.1" if host in ("0.0.0.0", "", "*") else host
    chosen = _value(extra, "port")
    port = int(chosen) if chosen and chosen.isascii() and chosen.isdigit() else port
    given = _value(extra, "token")
    token = token if given is None else given
    query = f"?token={token}" if token else ""
    return f"http://{host}:{port}/lab/tree/{CONTENTS}{query}"


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
    options, extra = parser.parse_known_args(argv)
    folder = options.lessons or default_lessons_folder()
    try:
        report = copy_lessons(options.source, folder)
    except OSError as error:
        print(
            f"bgtutor: die Lektionen lassen sich nicht nach {folder} kopieren ({error.strerror}). "
            "Wähle einen anderen Ordner mit BGTUTOR_LESSONS=/pfad/zum/ordner.",
            file=sys.stderr,
        )
        return 2
    _tell(folder, report)
    write_lab_overrides()
    token, port = secrets.token_hex(16), free_port()
    print(f"bgtutor: Öffne im Browser: {url(extra, token, port)}", file=sys.stderr, flush=True)
    command = [sys.executable, "-m", "jupyterlab", *lab_arguments(folder, extra, token, port)]
    os.execv(sys.executable, command)
    return 0  # not reached


# -- inside ---------------------------------------------------------------------------------------


def _is_lesson_file(name: str) -> bool:
    return name.endswith(".ipynb") or name.startswith("images/")


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


def _tell(folder: Path, report: CopyReport) -> None:
    lessons = [name for name in report.copied if name.endswith(".ipynb")]
    if lessons:
        print(
            f"bgtutor: {len(lessons)} Lektionen nach {folder} kopiert (deine eigenen Kopien).",
            file=sys.stderr,
        )
    else:
        print(f"bgtutor: deine Lektionen liegen in {folder}.", file=sys.stderr)
    for name in report.newer:
        print(
            f"bgtutor: Von {name} gibt es eine neue Fassung. Deine Kopie bleibt, wie sie ist. Um die "
            f"neue zu bekommen, lösche {folder / name} und starte das Tutorial neu.",
            file=sys.stderr,
        )


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
