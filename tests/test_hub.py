"""A school on JupyterHub, for real: the hub of docs/hub/jupyterhub_config.py (only its folder and ports
chosen here) on 127.0.0.1, two learners and a teacher logging in through the hub's login form, the
learners' nbgitpuller links copying the lessons into their own homes, each answering lesson 3's first
task in a kernel of their own copy (one right, one wrong), and the teacher's class overview, run in the
teacher's server, telling the two apart from the hand-in folder. The hub, its proxy, the servers and
their kernels are stopped whatever happens, and the test fails if any of them is left."""

from __future__ import annotations

import asyncio
import ctypes
import json
import os
import re
import runpy
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.parse
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest
import requests
from tornado.httpclient import HTTPRequest
from tornado.websocket import websocket_connect
from traitlets.config import Config

pytestmark = pytest.mark.hub

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "docs" / "hub" / "jupyterhub_config.py"
BIN = Path(sys.executable).parent
TEACHER = "lehrkraft"
"""The config's teacher (``TEACHERS``)."""
PASSWORD = "die-klasse-spielt"
"""The class's shared password."""
LESSON = "notebooks/03-Schlagen-und-Einsetzen.ipynb"
CONTENTS = "notebooks/00-Inhalt.ipynb"
OVERVIEW = "notebooks/10-Klassenuebersicht.ipynb"
LINK = "/hub/user-redirect/git-pull?repo={repo}&branch={branch}&urlpath=lab/tree/bgtutor/" + CONTENTS
"""The learners' nbgitpuller link as README gives it (the repository URL-encoded)."""
LIMIT = 120.0
"""Seconds the whole scenario may take before every wait gives up (it takes about 35 s)."""


@dataclass(frozen=True)
class Hub:
    """A running hub: its public address, its folder and the repository the links name."""

    url: str
    folder: Path
    repo: str
    branch: str
    teacher_password: str
    deadline: float

    @property
    def handin(self) -> Path:
        return self.folder / "abgabe"

    def home(self, user: str) -> Path:
        return self.folder / "homes" / user

    def left(self) -> float:
        left = self.deadline - time.monotonic()
        assert left > 0, f"the hub scenario took longer than {LIMIT:.0f} s"
        return left


def test_two_learners_and_a_teacher_on_a_hub(hub: Hub) -> None:
    ada, bert = (login(hub, name, PASSWORD) for name in ("ada", "bert"))
    teacher = login(hub, TEACHER, hub.teacher_password)
    assert not logs_in(hub, TEACHER, PASSWORD)  # the class's password is not the teacher's
    with ThreadPoolExecutor(3) as pool:
        started = pool.submit(open_server, hub, teacher)
        answered = dict(pool.map(lambda args: learner(hub, *args), ((ada, True), (bert, False))))
        started.result()
    assert answered == {"ada": True, "bert": False}

    for name, right in answered.items():
        own = json.loads((hub.home(name) / ".bgtutor" / "progress.json").read_text("utf-8"))
        assert [(a["key"], a["lesson"], a["correct"]) for a in own["answers"]] == [("hit-the-blot", 3, right)]
    assert teacher.get(f"{hub.url}/hub/admin", timeout=30).status_code == 200  # the teacher is the admin
    assert ada.get(f"{hub.url}/hub/admin", timeout=30).status_code == 403

    handed_in = sorted(path.name for path in hub.handin.glob("*.json"))
    assert handed_in == ["ada.json", "bert.json"], "every save hands in a copy to $BGTUTOR_HANDIN/<user>.json"
    # The teacher clicks the same link and opens the class overview with FOLDER the hand-in folder.
    click_link(hub, teacher)
    kernel, first_cell = open_notebook(hub, teacher, OVERVIEW)
    first_cell, changed = re.subn(r"(?m)^FOLDER = .*$", f"FOLDER = {str(hub.handin)!r}", first_cell)
    assert changed == 1, first_cell
    execute(hub, teacher, kernel, first_cell)
    code = (
        "import json, os\n"
        "from bgtutor.tutor.progress.report import class_overview\n"
        "assert FOLDER == os.environ['BGTUTOR_HANDIN']\n"
        "overview = class_overview(FOLDER)\n"
        "print(json.dumps([(row.file, row.name, row.exercises) for row in overview.rows]))\n"
        "overview"
    )
    printed, shown = execute(hub, teacher, kernel, code)
    assert json.loads(printed) == [["ada.json", "ada", 1], ["bert.json", "bert", 0]]  # tasks right at once
    assert "ada" in shown and "bert" in shown


def test_the_config_refuses_to_start_without_the_passwords(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("BGTUTOR_HUB_PASSWORD", raising=False)
    monkeypatch.setenv("BGTUTOR_HUB_TEACHER_PASSWORD", secrets.token_urlsafe(32))
    with pytest.raises(SystemExit) as stopped:  # as JupyterHub reads it: the hub ends with this line
        runpy.run_path(str(CONFIG), init_globals={"get_config": Config})
    assert "set BGTUTOR_HUB_PASSWORD" in str(stopped.value.code)
    assert list(tmp_path.iterdir()) == []


def test_readme_gives_the_commands_and_the_link_this_test_uses() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    section = readme[readme.index("**Schools with a JupyterHub.**") :]
    section = section[: section.index("\n## ")]
    command = "/opt/bgtutor/.venv/bin/jupyterhub -f /opt/bgtutor/docs/hub/jupyterhub_config.py"
    assert command in section and 'pip install -e "/opt/bgtutor[hub]"' in section
    for name in ("BGTUTOR_HUB_PASSWORD", "BGTUTOR_HUB_TEACHER_PASSWORD", TEACHER, "abgabe"):
        assert name in section, name
    link = LINK.format(repo="<URL of this repository, URL-encoded>", branch="main")
    assert f"http://<server>:8000{link}" in section


# -- the learners, the teacher ----------------------------------------------------------------------------


def login(hub: Hub, name: str, password: str) -> requests.Session:
    """A browser's cookies after the hub's login form (a wrong password is refused first)."""
    assert not logs_in(hub, name, password + "x")
    session = logs_in(hub, name, password)
    assert session is not None, f"{name} could not log in"
    return session


def logs_in(hub: Hub, name: str, password: str) -> requests.Session | None:
    """The hub's login form filled in and sent: the logged-in browser's cookies, or None if refused."""
    session = requests.Session()
    form = session.get(f"{hub.url}/hub/login", timeout=30)
    assert form.status_code == 200, form.text[:500]
    data = {"username": name, "password": password, "_xsrf": session.cookies.get("_xsrf", path="/hub/")}
    answer = session.post(f"{hub.url}/hub/login", data=data, timeout=30, allow_redirects=False)
    if answer.status_code == 403:
        return None
    assert answer.status_code == 302, (name, answer.status_code, answer.text[:500])
    session.user = name  # type: ignore[attr-defined]
    return session


def user(session: requests.Session) -> str:
    return session.user  # type: ignore[attr-defined,no-any-return]


def learner(hub: Hub, session: requests.Session, right: bool) -> tuple[str, bool]:
    """Click the nbgitpuller link, then answer lesson 3's first task (``right`` or not) in a kernel of
    the learner's own copy, as the lesson's first cell and a click on 'Prüfen' would."""
    name = user(session)
    click_link(hub, session)
    kernel, first_cell = open_notebook(hub, session, LESSON)
    execute(hub, session, kernel, first_cell)
    code = (
        "from bgtutor.widgets.level import LevelWidget\n"
        "task = LevelWidget('hitting').task\n"
        f"right = {right}\n"
        "answer = task.exercise.answers[0] if right else task.exercise.trap\n"
        "assert (answer in task.exercise.answers) == right\n"
        "task.answer(answer)\n"
        "task._check.click()\n"
        "print(task.exercise.key, task.last.correct)"
    )
    printed, _ = execute(hub, session, kernel, code)
    key, correct = printed.split()
    assert key == "hit-the-blot"
    return name, correct == "True"


def click_link(hub: Hub, session: requests.Session) -> None:
    """The nbgitpuller link: it starts the user's server and copies the lessons into their home."""
    link = hub.url + LINK.format(repo=urllib.parse.quote(hub.repo, safe=""), branch=hub.branch)
    page = open_server(hub, session, link)
    name = user(session)
    assert urllib.parse.urlsplit(page.url).path == f"/user/{name}/git-pull", page.url
    pull(hub, session, page.text)
    assert (hub.home(name) / "bgtutor" / CONTENTS).is_file(), f"nothing copied into {name}'s home"


def open_notebook(hub: Hub, session: requests.Session, path: str) -> tuple[str, str]:
    """A kernel for the user's copy of ``path`` (as JupyterLab opens it), and its first code cell."""
    name = user(session)
    copy = hub.home(name) / "bgtutor" / path
    notebook = session.get(f"{hub.url}/user/{name}/api/contents/bgtutor/{path}", timeout=30).json()
    first_cell = next(cell for cell in notebook["content"]["cells"] if cell["cell_type"] == "code")["source"]
    kernel = start_kernel(hub, session, f"bgtutor/{path}")
    where, _ = execute(hub, session, kernel, "import os\nprint(os.getcwd())")
    assert Path(where.strip()) == copy.parent  # the kernel runs beside the user's own copy
    return kernel, first_cell


def open_server(hub: Hub, session: requests.Session, link: str | None = None) -> requests.Response:
    """Follow ``link`` (default: the hub's start) as a browser would, until the user's server
    answers it (while the server starts, the hub shows its 'pending' page)."""
    name = user(session)
    link = link or f"{hub.url}/hub/user-redirect/lab"
    while True:
        page = session.get(link, timeout=min(30, hub.left()))
        if urllib.parse.urlsplit(page.url).path.startswith(f"/user/{name}/"):
            assert page.status_code == 200, (page.status_code, page.text[:500])
            return page
        assert page.status_code == 200 and "/hub/spawn-pending/" in page.url, (page.url, page.text[:500])
        time.sleep(0.5)


def pull(hub: Hub, session: requests.Session, page: str) -> None:
    """What nbgitpuller's page does in the browser: read the copy's progress from its event stream."""
    data = dict(re.findall(r'data-([a-z]+)="([^"]*)"', page))
    assert urllib.parse.unquote(data["repo"]) == hub.repo and data["targetpath"] == "bgtutor", data
    assert data["path"] == f"lab/tree/bgtutor/{CONTENTS}", data  # where the page goes when the copy is done
    query = {"_xsrf": data["xsrf"], "repo": hub.repo, "targetpath": data["targetpath"], "branch": hub.branch}
    url = f"{hub.url}/user/{user(session)}/git-pull/api?" + urllib.parse.urlencode(query)
    said = []
    with session.get(url, stream=True, timeout=min(60, hub.left())) as stream:
        assert stream.headers["content-type"].startswith("text/event-stream")
        for line in stream.iter_lines(decode_unicode=True):
            if line.startswith("data: "):
                event = json.loads(line.removeprefix("data: "))
                said.append(event.get("output") or event.get("message") or "")
                if event["phase"] in ("finished", "error"):
                    assert event["phase"] == "finished", "".join(said)
                    return
    raise AssertionError("nbgitpuller's stream ended early: " + "".join(said))


def start_kernel(hub: Hub, session: requests.Session, notebook: str | None) -> str:
    """A kernel in the user's server: of ``notebook`` (a session, as opening it in JupyterLab) or alone."""
    name = user(session)
    headers = {"X-XSRFToken": session.cookies.get("_xsrf", path=f"/user/{name}/") or ""}
    if notebook is None:
        answer = session.post(
            f"{hub.url}/user/{name}/api/kernels", json={"name": "python3"}, headers=headers, timeout=30
        )
        assert answer.status_code == 201, answer.text
        return str(answer.json()["id"])
    body = {"path": notebook, "type": "notebook", "name": "", "kernel": {"name": "python3"}}
    answer = session.post(f"{hub.url}/user/{name}/api/sessions", json=body, headers=headers, timeout=30)
    assert answer.status_code == 201, answer.text
    return str(answer.json()["kernel"]["id"])


def execute(hub: Hub, session: requests.Session, kernel: str, code: str) -> tuple[str, str]:
    """Run ``code`` in ``kernel`` over its websocket (through the proxy): what it printed and the
    HTML (else text) of what it showed; an error fails the test with the kernel's traceback."""
    name = user(session)
    path = f"/user/{name}/"
    cookies = "; ".join(f"{c.name}={c.value}" for c in session.cookies if path.startswith(c.path or "/"))
    url = hub.url.replace("http://", "ws://") + f"{path}api/kernels/{kernel}/channels"

    async def run() -> tuple[str, str]:
        channel = await websocket_connect(HTTPRequest(url, headers={"Cookie": cookies}))
        msg_id = uuid.uuid4().hex
        request = {
            "header": {
                "msg_id": msg_id,
                "username": name,
                "session": uuid.uuid4().hex,
                "msg_type": "execute_request",
                "version": "5.3",
                "date": "",
            },
            "parent_header": {},
            "metadata": {},
            "channel": "shell",
            "content": {
                "code": code,
                "silent": False,
                "store_history": False,
                "user_expressions": {},
                "allow_stdin": False,
                "stop_on_error": True,
            },
        }
        await channel.write_message(json.dumps(request))
        printed, shown = [], []
        try:
            while True:
                text = await asyncio.wait_for(channel.read_message(), hub.left())
                assert isinstance(text, str), "the kernel's websocket closed"
                message = json.loads(text)
                if message.get("parent_header", {}).get("msg_id") != msg_id:
                    continue
                kind, content = message["msg_type"], message["content"]
                if kind == "stream":
                    printed.append(content["text"])
                elif kind in ("execute_result", "display_data"):
                    shown.append(content["data"].get("text/html") or content["data"].get("text/plain", ""))
                elif kind == "error":
                    raise AssertionError(f"{name}'s kernel: " + "\n".join(content["traceback"]))
                elif kind == "status" and content["execution_state"] == "idle":
                    return "".join(printed), "".join(shown)
        finally:
            channel.close()

    return asyncio.run(run())


# -- the hub ----------------------------------------------------------------------------------------------


@pytest.fixture
def hub(tmp_path: Path) -> Iterator[Hub]:
    """The hub of the config, started in ``tmp_path`` on free ports of 127.0.0.1; afterwards stopped
    (SIGTERM: it stops the servers and the proxy), and nothing of it may be left running."""
    folder = tmp_path / "hub"
    folder.mkdir()
    repo = tmp_path / "repo" / "bgtutor"  # a bare copy of this checkout, as the school's git server
    subprocess.run(["git", "init", "-q", "--bare", "-b", "main", str(repo)], check=True)
    subprocess.run(
        ["git", "-C", str(repo), "fetch", "-q", "--depth=1", str(ROOT), "HEAD:refs/heads/main"], check=True
    )
    port, hub_port, api_port = free_port(), free_port(), free_port()
    marker = f"BGTUTOR_HUB_TEST={uuid.uuid4().hex}"
    env = {key: value for key, value in os.environ.items() if not key.startswith(("BGTUTOR_", "PYTEST_"))}
    env |= {
        "PATH": os.pathsep.join([str(BIN), env.get("PATH", os.defpath)]),
        "BGTUTOR_HUB_PASSWORD": PASSWORD,
        "BGTUTOR_HUB_TEACHER_PASSWORD": secrets.token_urlsafe(32),  # the config asks for 32 or more
        marker.split("=")[0]: marker.split("=")[1],
    }
    log = (tmp_path / "hub.log").open("w")
    command = [
        str(BIN / "jupyterhub"),
        "-f",
        str(CONFIG),
        "--ip",
        "127.0.0.1",
        f"--port={port}",
        f"--JupyterHub.hub_port={hub_port}",
        f"--ConfigurableHTTPProxy.api_url=http://127.0.0.1:{api_port}",
    ]
    process = subprocess.Popen(
        command,
        cwd=folder,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
        preexec_fn=stop_with_parent,
    )
    ours = (marker, f"BGTUTOR_HANDIN={folder / 'abgabe'}")
    try:
        url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + LIMIT
        wait_for(url, process, deadline)
        yield Hub(url, folder, repo.as_uri(), "main", env["BGTUTOR_HUB_TEACHER_PASSWORD"], deadline)
    finally:
        seen = leftovers(ours, wait=0)  # the proxy at least: what finds leftovers finds them
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        log.close()
        left = leftovers(ours, wait=10)
        for pid in left:
            os.kill(pid, signal.SIGKILL)
        print("".join((tmp_path / "hub.log").read_text("utf-8").splitlines(keepends=True)[-80:]))
        assert seen and process.returncode == 0 and not left, (seen, process.returncode, left)


def stop_with_parent() -> None:
    """In the hub's process before it starts: SIGTERM when the test's process dies, however it dies
    (Linux's PR_SET_PDEATHSIG), so that the hub still stops its servers and its proxy."""
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


def wait_for(url: str, process: subprocess.Popen[bytes], deadline: float) -> None:
    while time.monotonic() < deadline:
        assert process.poll() is None, "the hub stopped at its start (its log is printed below)"
        try:
            if requests.get(f"{url}/hub/api/", timeout=5).status_code == 200:
                return
        except requests.ConnectionError:
            pass
        time.sleep(0.2)
    raise AssertionError("the hub did not answer in time")


def leftovers(markers: tuple[str, ...], wait: float) -> list[int]:
    """The processes whose environment holds one of ``markers`` (the proxy inherits the hub's, the
    servers and their kernels have the hand-in folder), once ``wait`` seconds have let them end."""
    end = time.monotonic() + wait
    while True:
        found = []
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit() or int(entry.name) == os.getpid():
                continue
            try:
                environ = (entry / "environ").read_bytes().split(b"\0")
            except OSError:
                continue
            if any(marker.encode() in environ for marker in markers):
                found.append(int(entry.name))
        if not found or time.monotonic() > end:
            return found
        time.sleep(0.2)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])
