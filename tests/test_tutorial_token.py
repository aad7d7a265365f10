"""The tutorial's token and port (bgtutor.commands.tutorial): the token reaches JupyterLab through its
environment, never a command line (``ps`` shows those to every user of the computer), nor a file
others can read; the printed address is the one the server serves, or a port asked for that is taken
is said in one clear line."""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import stop_group

from bgtutor.commands import tutorial
from bgtutor.commands.tutorial import (
    free_port,
    lab_arguments,
    lab_environment,
    port_free,
    private_runtime_dir,
)

REPO = Path(__file__).resolve().parents[1]
ADDRESS = re.compile(r"http://127\.0\.0\.1:(\d+)/lab/tree/notebooks/00-Inhalt\.ipynb\?token=(\w+)")


def _main(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *arguments: str) -> tuple[int, dict[str, object]]:
    """``tutorial.main`` with the real notebooks, up to the point where JupyterLab would start."""
    started: dict[str, object] = {}

    def execve(_: str, command: list[str], env: dict[str, str]) -> None:
        started.update(command=command, env=env)

    monkeypatch.setattr(tutorial, "write_lab_overrides", lambda lang="de": None)
    monkeypatch.setattr(tutorial.os, "execve", execve)
    folder = tmp_path / "lessons"
    return tutorial.main(["--source", str(REPO), "--lessons", str(folder), *arguments]), started


def test_the_fresh_token_goes_in_the_environment_and_is_the_printed_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("JUPYTER_TOKEN", "left-over")
    monkeypatch.setenv("JUPYTER_TOKEN_FILE", str(tmp_path / "left-over"))
    code, started = _main(tmp_path, monkeypatch, "--lang", "de", "--no-browser")
    assert code == 0
    found = ADDRESS.search(capsys.readouterr().err)
    assert found is not None
    env, command = started["env"], started["command"]
    assert isinstance(env, dict) and isinstance(command, list)
    assert env["JUPYTER_TOKEN"] == found[2] != "left-over" and "JUPYTER_TOKEN_FILE" not in env
    assert not any(found[2] in argument or ".token=" in argument for argument in command)
    assert f"--ServerApp.port={found[1]}" in command and "--ServerApp.port_retries=0" in command


def test_a_token_the_learner_gives_stays_theirs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Given in the arguments (a command line the learner chose), it is used and printed; none in
    the environment may override it (JupyterLab would ignore ``--ServerApp.token`` then)."""
    monkeypatch.setenv("JUPYTER_TOKEN", "left-over")
    for given, shown in [("--IdentityProvider.token=mine", "?token=mine"), ("--ServerApp.token=", "")]:
        code, started = _main(tmp_path, monkeypatch, "--lang", "de", given)
        assert code == 0
        env, command = started["env"], started["command"]
        assert isinstance(env, dict) and isinstance(command, list)
        assert "JUPYTER_TOKEN" not in env and command[-1] == given
        assert capsys.readouterr().err.rstrip().endswith(f"/lab/tree/notebooks/00-Inhalt.ipynb{shown}")


@pytest.fixture
def taken_port() -> Iterator[int]:
    """A port another program listens on at 127.0.0.1."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        yield int(taken.getsockname()[1])


@pytest.mark.parametrize(
    ("lang", "words"),
    [("de", "Der Port {port} ist schon belegt"), ("en", "Port {port} is taken")],
)
def test_a_port_asked_for_that_is_taken_is_one_clear_line_and_nothing_starts(
    lang: str,
    words: str,
    taken_port: int,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, started = _main(tmp_path, monkeypatch, "--lang", lang, "--port", str(taken_port))
    assert code == 2 and started == {}
    err = capsys.readouterr().err
    assert words.format(port=taken_port) in err and "--port" in err.splitlines()[-1]
    assert "token=" not in err  # no address printed


def test_a_port_only_bound_by_another_socket_is_taken_too() -> None:
    with socket.socket() as bound:
        bound.bind(("127.0.0.1", 0))
        port = int(bound.getsockname()[1])
        assert not port_free(port) and free_port(port) != port
    assert port_free(port)


def test_a_runtime_folder_open_to_others_gets_a_private_one_inside(tmp_path: Path) -> None:
    """JupyterLab writes the page with the token (``jpserver-<pid>-open.html``) as any file; in a
    runtime folder others may enter, the server gets a folder of its own (0700)."""
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o755)
    runtime.chmod(0o755)
    private = private_runtime_dir({"JUPYTER_RUNTIME_DIR": str(runtime)})
    assert private == runtime / f"bgtutor-{os.getuid()}" and private.stat().st_mode & 0o777 == 0o700
    assert lab_environment({"JUPYTER_RUNTIME_DIR": str(runtime)}, "abc")["JUPYTER_RUNTIME_DIR"] == str(
        private
    )
    runtime.chmod(0o700)
    assert private_runtime_dir({"JUPYTER_RUNTIME_DIR": str(runtime)}) is None
    assert private_runtime_dir({"JUPYTER_RUNTIME_DIR": str(tmp_path / "missing")}) is None
    assert lab_environment({"JUPYTER_RUNTIME_DIR": str(runtime)}, "abc")["JUPYTER_RUNTIME_DIR"] == str(
        runtime
    )
    # Jupyter's own folder (here: below JUPYTER_DATA_DIR), opened to others by someone's mkdir
    (tmp_path / "data" / "runtime").mkdir(parents=True, mode=0o755)
    (tmp_path / "data" / "runtime").chmod(0o755)
    private = private_runtime_dir(dict(os.environ, JUPYTER_DATA_DIR=str(tmp_path / "data")))
    assert private == tmp_path / "data" / "runtime" / f"bgtutor-{os.getuid()}"


# -- the real server ------------------------------------------------------------------------------


def _environment(home: Path) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("JUPYTER", "BGTUTOR"))}
    env.update(HOME=str(home), LANG="C.UTF-8", JUPYTER_TOKEN="left-over")
    for name in ("LC_ALL", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_RUNTIME_DIR"):
        env.pop(name, None)
    return env


def _request(address: str, token: str | None = None, data: bytes | None = None) -> tuple[int, bytes]:
    headers = {"Authorization": f"token {token}"} if token else {}
    request = urllib.request.Request(address, data=data, headers=headers, method="POST" if data else "GET")
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return int(answer.status), answer.read()
    except urllib.error.HTTPError as error:
        return int(error.code), b""


def _descendants(root: int) -> set[int]:
    """``root`` and every process below it (from ``/proc/<pid>/stat``)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parents[int(entry.name)] = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
    found = {root}
    while grown := {pid for pid, parent in parents.items() if parent in found and pid not in found}:
        found |= grown
    return found


def _command_lines() -> dict[int, str]:
    lines: dict[int, str] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                lines[int(entry.name)] = (
                    (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
                )
            except OSError:
                continue
    return lines


def _readable_by_others(path: Path, top: Path) -> bool:
    """True when a user other than the owner may read ``path``: read permission on it and the
    right to enter every folder up to ``top``."""
    if path.stat().st_mode & 0o044 == 0:
        return False
    return all(folder.stat().st_mode & 0o011 for folder in path.parents if folder.is_relative_to(top))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_token_is_on_no_command_line_and_the_printed_address_opens_the_lab(tmp_path: Path) -> None:
    """The real tutorial (no ``--port``: it finds one), with a kernel and a terminal running: the
    token is in no process's ``/proc/<pid>/cmdline``, in no file others can read (a runtime folder
    open to others), and the printed address, with its token, opens the lab on the printed port."""
    home = tmp_path / "home"
    home.mkdir()
    runtime = home / "shared-runtime"
    runtime.mkdir()
    runtime.chmod(0o755)
    env = _environment(home) | {"JUPYTER_RUNTIME_DIR": str(runtime)}
    log = tmp_path / "tutorial.log"
    argv = [sys.executable, "-m", "bgtutor.commands.tutorial", "--source", str(REPO), "--no-browser"]
    with log.open("wb") as output:
        process = subprocess.Popen(
            argv, cwd=home, env=env, stdout=output, stderr=subprocess.STDOUT, start_new_session=True
        )
    try:
        deadline = time.monotonic() + 90
        found = None
        while time.monotonic() < deadline and process.poll() is None and found is None:
            found = ADDRESS.search(log.read_text(errors="replace"))
            time.sleep(0.2)
        assert found is not None, log.read_text(errors="replace")[-3000:]
        port, token = found[1], found[2]
        assert token != "left-over"
        server = f"http://127.0.0.1:{port}"
        status = 0
        while time.monotonic() < deadline and process.poll() is None and status != 200:
            try:
                status, _ = _request(f"{server}/api/status", token)
            except (urllib.error.URLError, OSError):
                time.sleep(0.3)
        assert status == 200, log.read_text(errors="replace")[-3000:]
        assert _request(f"{server}/api/status")[0] == 403
        assert _request(f"{server}/api/status", "left-over")[0] == 403
        page, body = _request(found[0])  # the printed address as a browser opens it
        assert page == 200 and b"JupyterLab" in body
        # a kernel and a terminal, as a learner starts them
        code, answer = _request(f"{server}/api/kernels", token, json.dumps({"name": "python3"}).encode())
        assert code == 201, answer
        code, answer = _request(f"{server}/api/terminals", token, b"{}")
        assert code == 200, answer
        below: set[int] = set()
        lines: dict[int, str] = {}
        while time.monotonic() < deadline:
            below, lines = _descendants(process.pid), _command_lines()
            kinds = [lines.get(pid, "") for pid in below - {process.pid}]
            if any("ipykernel" in line for line in kinds) and any("sh" in line for line in kinds):
                break
            time.sleep(0.3)
        assert len(below) >= 3, {pid: lines.get(pid) for pid in below}
        assert "jupyterlab" in lines[process.pid]
        assert [line for line in lines.values() if token in line] == []
        # the token's files: the server's in its runtime folder, none readable by another user
        private = runtime / f"bgtutor-{os.getuid()}"
        assert list(private.glob("jpserver-*-open.html")) and not list(runtime.glob("jpserver-*"))
        holding = [path for path in home.rglob("*") if path.is_file() and token.encode() in path.read_bytes()]
        assert holding and not [path for path in holding if _readable_by_others(path, home)]
    finally:
        stop_group(process)
    assert [
        line
        for line in _command_lines().values()
        if "bgtutor.commands.tutorial" in line and str(home) in line
    ] == []


def test_the_server_serves_the_printed_port_or_stops(taken_port: int, tmp_path: Path) -> None:
    """Taken between the tutorial's look and the server's start, the port is not swapped for
    another (the printed address would be wrong): JupyterLab stops with its own one-line reason."""
    home = tmp_path / "home"
    home.mkdir()
    argv = [sys.executable, "-m", "jupyterlab", *lab_arguments(home, ["--no-browser"], taken_port, "x", "")]
    process = subprocess.Popen(
        argv,
        cwd=home,
        env=_environment(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        output, _ = process.communicate(timeout=90)
    finally:
        stop_group(process)
    text = output.decode(errors="replace")
    assert process.returncode != 0
    assert f"port {taken_port} is not available" in text and "Traceback" not in text
    assert "trying another port" not in text
