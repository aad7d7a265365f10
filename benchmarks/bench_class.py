"""A class opening one lesson in Voilà at the same moment: N simulated learners on 127.0.0.1.

Run from the repository root::

    python benchmarks/bench_class.py [--learners 30] [--lesson 3] [--lang de] [--timeout 600]
                                     [--root DIR] [--json FILE] [-- APP OPTIONS...]

It starts the app itself (``DIR/tools/voila_app.py LESSON --no-browser`` on a free port of
127.0.0.1, with a fresh temporary home, learner folder and class folder; the kernels import DIR's
``bgtutor``: ``PYTHONPATH=DIR``; DIR is this checkout unless ``--root`` names an older one; the
options after ``--`` go to the app, e.g. ``-- --max-kernels 40``), waits until it answers, and then:

1. one learner alone opens the lesson: their page is the *reference* (which outputs each code cell
   has), and their figures are the "alone" row; that kernel is then shut down;
2. ``--learners`` learners (at most :data:`MAX_LEARNERS`) open the same lesson together (asyncio,
   tornado's HTTP client): each reads the streamed page to its end (*page complete*), takes the
   kernel's id from the page's configuration, opens the kernel's websocket and sends what Voilà's
   front end sends first, a ``kernel_info_request`` and a ``comm_info_request`` for the widgets;
   both answered is *interactive*. Both times count from the moment all learners started.
3. every page's outputs are compared, cell by cell, with the reference: widget views
   (``application/vnd.jupyter.widget-view+json``), other outputs and error outputs. A page lacking
   an output fails, and is named with the outputs it lacks.

With a server that asks who a learner is (a class folder and a login form), each learner first gives
their name, as a class does once on the contents page before opening a lesson: the lessons' folder
page is asked for, the login form the server answers with is posted and its cookie kept (not timed;
a server without a login shows the folder at once). A lesson page that still asks for the name is
answered too (then that is timed).

It prints min / median / max of both times, the kernels' memory (the peak RSS of each of the server's
kernels, median and max, and the peak of their sum), how many pages were complete and which lacked
outputs, and in how many learner folders the kernels ran (their ``BGTUTOR_HOME``: one per learner
with a class folder, one for all without); ``--json FILE`` writes the same as JSON. It stops by
itself after ``--timeout`` seconds in all (naming the learners that did not finish), then stops the
server and every kernel it started.
Exit status 1 if a page was incomplete or lacked an output.

The functions below are also the client of ``tests/test_class_load.py``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import html.parser
import json
import logging
import os
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from http.cookies import SimpleCookie
from pathlib import Path
from typing import Any
from urllib.parse import urlencode, urljoin, urlsplit

import psutil
from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest, HTTPResponse
from tornado.websocket import websocket_connect

ROOT = Path(__file__).resolve().parents[1]
MAX_LEARNERS = 60
"""More simulated learners than this are refused: each one is a kernel of some 150 MB."""
WIDGET = "application/vnd.jupyter.widget-view+json"
READY_S = 120
"""How long the server may take to print its address."""

_OUTPUT = re.compile(r'<script type="application/vnd\.voila\.cell-output\+json">\s*(.*?)\s*</script>', re.S)
_CELL = re.compile(r'<div id="cell-id=([^"]*)" class="jp-Cell (jp-\w+Cell)')
_CONFIG = re.compile(r'<script id="jupyter-config-data" type="application/json">\s*(.*?)\s*</script>', re.S)
_ADDRESS = re.compile(r"bgtutor: the app is at\s+(http://\S+)")


# -- what a page holds ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Output:
    """One output of a code cell as the page carries it: its kind (``widget``, ``error`` or ``text``,
    every other output) and a short label (a widget's or text's first line)."""

    kind: str
    label: str


def output_of(data: dict[str, Any]) -> Output:
    """The kind and label of one output (the JSON Voilà puts into the page).

    >>> output_of({"output_type": "execute_result", "data": {WIDGET: {}, "text/plain": "Stufe 3.1\\nx"}})
    Output(kind='widget', label='Stufe 3.1')
    >>> output_of({"output_type": "stream", "name": "stdout", "text": "Hallo\\n"})
    Output(kind='text', label='Hallo')
    >>> output_of({"output_type": "error", "ename": "KeyError", "evalue": "'x'"}).kind
    'error'
    """
    if data.get("output_type") == "error":
        return Output("error", f"{data.get('ename', '')}: {data.get('evalue', '')}"[:80])
    bundle = data.get("data", {})
    text = data.get("text") or bundle.get("text/plain") or ""
    if isinstance(text, list):
        text = "".join(text)
    label = next((" ".join(line.split()) for line in str(text).splitlines() if line.strip()), "")[:80]
    return Output("widget" if WIDGET in bundle else "text", label)


def page_outputs(page: str) -> dict[str, tuple[Output, ...]]:
    """Every code cell of a Voilà page (by its cell id, in page order) with its outputs; a page cut
    short has fewer cells.

    >>> cell = '<div id="cell-id=ab" class="jp-Cell jp-CodeCell">'
    >>> out = '<script type="application/vnd.voila.cell-output+json">'
    >>> out += '{"output_type": "stream", "text": "5"}</script>'
    >>> page_outputs(cell + out + '<div id="cell-id=cd" class="jp-Cell jp-MarkdownCell">' + out)
    {'ab': (Output(kind='text', label='5'),)}
    """
    starts = list(_CELL.finditer(page))
    cells: dict[str, tuple[Output, ...]] = {}
    for index, start in enumerate(starts):
        if start.group(2) != "jp-CodeCell":
            continue
        end = starts[index + 1].start() if index + 1 < len(starts) else len(page)
        found = _OUTPUT.findall(page, start.end(), end)
        cells[start.group(1)] = tuple(output_of(json.loads(text)) for text in found)
    return cells


def missing_outputs(
    reference: dict[str, tuple[Output, ...]], page: dict[str, tuple[Output, ...]]
) -> list[str]:
    """What ``page`` lacks of ``reference`` (both :func:`page_outputs`), one line per missing output
    (its cell, kind and label), and any error output the reference does not have.

    >>> widget, text = Output("widget", "Stufe 3.6"), Output("text", "5")
    >>> missing_outputs({"a": (widget, text)}, {"a": (text,)})
    ['cell a: widget Stufe 3.6']
    >>> missing_outputs({"a": (widget,), "b": ()}, {"a": (widget, Output("error", "NameError: x"))})
    ['cell a: error NameError: x (not in the reference)']
    """
    lacking = []
    for cell, wanted in reference.items():
        have = list(page.get(cell, ()))
        for output in wanted:
            match = next((got for got in have if got.kind == output.kind), None)
            if match is None:
                lacking.append(f"cell {cell}: {output.kind} {output.label}")
            else:
                have.remove(match)
        expected_errors = sum(output.kind == "error" for output in wanted)
        errors = [got for got in page.get(cell, ()) if got.kind == "error"][expected_errors:]
        lacking += [f"cell {cell}: error {error.label} (not in the reference)" for error in errors]
    return lacking


def counts(cells: dict[str, tuple[Output, ...]]) -> dict[str, int]:
    """How many outputs of each kind the cells have.

    >>> counts({"a": (Output("widget", ""), Output("text", "")), "b": (Output("widget", ""),)})
    {'widget': 2, 'text': 1, 'error': 0}
    """
    kinds = [output.kind for outputs in cells.values() for output in outputs]
    return {kind: kinds.count(kind) for kind in ("widget", "text", "error")}


def kernel_id(page: str) -> str | None:
    """The kernel id in the page's configuration (``kernelId``), or None before it arrived."""
    found = _CONFIG.search(page)
    if not found:
        return None
    value = json.loads(found.group(1)).get("kernelId")
    return str(value) if value else None


def complete(page: str) -> bool:
    """Whether the page arrived to its end (Voilà's closing ``voila_finish()`` and ``</html>``)."""
    return "window.voila_finish()" in page and page.rstrip().endswith("</html>")


# -- one learner ------------------------------------------------------------------------------------


@dataclass
class Visit:
    """What happened to one learner: the stage reached, the times (seconds from the common start),
    the page's outputs and what it lacked."""

    name: str
    stage: str = "waiting"
    logged_in: bool = False
    first_byte: float | None = None
    page_complete: float | None = None
    interactive: float | None = None
    kernel: str | None = None
    page_bytes: int = 0
    cells: dict[str, tuple[Output, ...]] = field(default_factory=dict)
    lacking: list[str] = field(default_factory=list)
    error: str = ""

    def summary(self) -> dict[str, Any]:
        """The visit as JSON-ready data."""
        data = asdict(self)
        data["counts"] = counts(self.cells)
        del data["cells"]
        return data


class _Forms(html.parser.HTMLParser):
    """The forms of a page: each one's action, method and inputs (name, type, value)."""

    def __init__(self) -> None:
        super().__init__()
        self.forms: list[dict[str, Any]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {key: value or "" for key, value in attrs}
        if tag == "form":
            self.forms.append(
                {"action": values.get("action", ""), "method": values.get("method", "get"), "inputs": []}
            )
        elif tag in ("input", "select", "textarea") and self.forms and values.get("name"):
            self.forms[-1]["inputs"].append(
                (values["name"], values.get("type", "text").lower(), values.get("value", ""))
            )


def login_form(page: str) -> dict[str, Any] | None:
    """The page's form that asks for a name (a POST form with a text field), or None.

    >>> login_form('<form action="/x" method="post"><input name="_xsrf" type="hidden" value="t">'
    ...            '<input name="name" type="text"></form>')["inputs"]
    [('_xsrf', 'hidden', 't'), ('name', 'text', '')]
    >>> login_form("<p>no form</p>") is None
    True
    """
    parser = _Forms()
    parser.feed(page)
    for form in parser.forms:
        if form["method"].lower() == "post" and any(kind == "text" for _, kind, _ in form["inputs"]):
            return form
    return None


class Learner:
    """A simulated learner's browser: cookies kept between requests, the lesson's page read as it
    streams, the kernel's websocket asked what the page's front end asks first."""

    def __init__(self, base: str, name: str, timeout: float) -> None:
        self.base, self.timeout = base, timeout
        self.visit = Visit(name)
        # the browser's cookies; an _xsrf one (sent back as X-XSRFToken too), as Jupyter's front
        # end has, for the POSTs the server checks (shutting a kernel down)
        self.cookies: dict[str, str] = {"_xsrf": uuid.uuid4().hex}
        self.client = AsyncHTTPClient()

    def _headers(self) -> dict[str, str]:
        headers = {"Cookie": "; ".join(f"{key}={value}" for key, value in self.cookies.items())}
        if "_xsrf" in self.cookies:
            headers["X-XSRFToken"] = self.cookies["_xsrf"]
        return headers

    def _keep_cookies(self, response: HTTPResponse) -> None:
        for header in response.headers.get_list("Set-Cookie"):
            jar: SimpleCookie = SimpleCookie()
            jar.load(header)
            for key, morsel in jar.items():
                self.cookies[key] = morsel.value

    async def _fetch(self, url: str, **options: Any) -> HTTPResponse:
        request = HTTPRequest(
            urljoin(self.base, url), headers=self._headers(), follow_redirects=False,
            request_timeout=self.timeout, connect_timeout=self.timeout, **options,
        )  # fmt: skip
        response = await self.client.fetch(request, raise_error=False)
        self._keep_cookies(response)
        return response

    async def log_in(self, url: str, page: str) -> None:
        """Answer the login form of ``page`` (at ``url``) as a new learner: the learner's name is typed
        into its text fields (a code field stays empty), hidden fields (such as ``_xsrf``) are sent
        back as they came."""
        form = login_form(page)
        if form is None:
            raise RuntimeError(f"{url} answered neither the lesson nor a login form: {page[:300]!r}")
        fields = {}
        for key, kind, value in form["inputs"]:
            if kind in ("text", "password"):
                fields[key] = "" if "code" in key.lower() else self.visit.name
            elif kind not in ("submit", "button", "checkbox", "radio"):
                fields[key] = value
        self.visit.stage = "logging in"
        answer = await self._fetch(urljoin(url, form["action"] or url), method="POST", body=urlencode(fields))
        if answer.code >= 400:
            raise RuntimeError(f"the login form answered {answer.code}: {answer.body[:300]!r}")
        self.visit.logged_in = True

    async def sign_in(self, path: str) -> None:
        """Give the learner's name before the lesson, as a class does once on the contents page: the
        folder page of the lesson at ``path`` (which starts no kernel) is asked for, and a login form
        on the way is answered. A server without a login shows the folder at once."""
        folder = urljoin(self.base, "voila/tree/" + path.removeprefix("voila/render/").rpartition("/")[0])
        url = folder
        for _ in range(6):
            response = await self._fetch(url)
            page = response.body.decode("utf-8", "replace") if response.body else ""
            if response.code in (301, 302, 303, 307, 308):
                url = urljoin(url, response.headers["Location"])
            elif not self.visit.logged_in and login_form(page) is not None:
                await self.log_in(url, page)
                url = folder
            else:
                return
        raise RuntimeError(f"{folder}: still redirected after six requests")

    async def open_page(self, path: str, started: float) -> None:
        """Read the lesson's page to its end (logging in first if the server answers with a login
        form or a redirect to one), then ask its kernel over the websocket."""
        chunks: list[bytes] = []

        def arrived(chunk: bytes) -> None:
            if self.visit.first_byte is None:
                self.visit.first_byte = time.monotonic() - started
                self.visit.stage = "page streaming"
            chunks.append(chunk)

        for _ in range(3):
            self.visit.stage, self.visit.first_byte = "page requested", None
            chunks.clear()
            response = await self._fetch(path, streaming_callback=arrived)
            page = b"".join(chunks).decode("utf-8", "replace")
            if response.code in (301, 302, 303, 307, 308):
                url = urljoin(urljoin(self.base, path), response.headers["Location"])
                answer = await self._fetch(url)
                await self.log_in(url, answer.body.decode("utf-8", "replace") if answer.body else "")
            elif kernel_id(page) is None and login_form(page) is not None:
                await self.log_in(urljoin(self.base, path), page)
            else:
                break
        self.visit.page_bytes = len(page)
        self.visit.cells = page_outputs(page)
        self.visit.kernel = kernel_id(page)
        if response.code == 503:
            self.visit.stage = "refused: no room for a kernel (HTTP 503)"
            return
        if response.code != 200 or not complete(page):
            self.visit.stage = f"page incomplete (HTTP {response.code}, {len(page)} bytes)"
            return
        self.visit.page_complete = time.monotonic() - started
        if self.visit.kernel is None:
            self.visit.stage = "page without a kernel id"
            return
        self.visit.stage = "kernel websocket"
        await self.ask_kernel(self.visit.kernel)
        self.visit.interactive = time.monotonic() - started
        self.visit.stage = "interactive"

    async def ask_kernel(self, kernel: str) -> None:
        """Send the kernel what Voilà's front end sends once its page is there, a
        ``kernel_info_request`` and a ``comm_info_request`` for ``jupyter.widget``, and wait for both
        replies."""
        session = uuid.uuid4().hex
        address = urljoin(
            self.base.replace("http", "ws", 1), f"api/kernels/{kernel}/channels?session_id={session}"
        )
        request = HTTPRequest(address, headers=self._headers(), request_timeout=self.timeout)
        socket_ = await websocket_connect(request)
        try:
            waiting = set()
            for kind, content in [
                ("kernel_info_request", {}),
                ("comm_info_request", {"target_name": "jupyter.widget"}),
            ]:
                message_id = uuid.uuid4().hex
                waiting.add(message_id)
                header = {
                    "msg_id": message_id, "msg_type": kind, "session": session, "username": "",
                    "date": "", "version": "5.3",
                }  # fmt: skip
                message = {
                    "header": header,
                    "parent_header": {},
                    "metadata": {},
                    "content": content,
                    "channel": "shell",
                }
                await socket_.write_message(json.dumps(message))
            while waiting:
                frame = await socket_.read_message()
                if frame is None:
                    raise RuntimeError("the kernel's websocket closed before both replies came")
                if isinstance(frame, bytes):
                    continue
                reply = json.loads(frame)
                if reply.get("channel") == "shell":
                    waiting.discard(reply.get("parent_header", {}).get("msg_id"))
        finally:
            socket_.close()

    async def shut_down_kernel(self) -> int:
        """End the page's kernel, as Voilà's page does when it is closed; the HTTP status."""
        if not self.visit.kernel:
            return 0
        answer = await self._fetch(f"voila/api/shutdown/{self.visit.kernel}", method="POST", body="")
        return answer.code


# -- the server ---------------------------------------------------------------------------------------


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class Server:
    """A Voilà app started by :func:`voila_app`: its process, the lesson's address, its log."""

    process: subprocess.Popen[bytes]
    base: str
    path: str
    log: Path
    home: Path

    def kernels(self) -> list[psutil.Process]:
        """The server's kernels (its child processes)."""
        try:
            return psutil.Process(self.process.pid).children(recursive=False)
        except psutil.NoSuchProcess:
            return []

    def log_tail(self, lines: int = 30) -> str:
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])


def supports(root: Path, option: str) -> bool:
    """Whether ``root``'s tools/voila_app.py knows a command-line option (an older checkout may not)."""
    return option in (root / "tools" / "voila_app.py").read_text(encoding="utf-8")


@contextlib.contextmanager
def voila_app(
    root: Path = ROOT,
    lesson: str = "3",
    lang: str = "de",
    extra: tuple[str, ...] = (),
    ready_s: float = READY_S,
) -> Iterator[Server]:
    """``root``'s tools/voila_app.py serving ``lesson`` on a free port of 127.0.0.1, with a fresh
    temporary home (Jupyter's, IPython's and matplotlib's folders, the learner folder and the
    class folder in it) and ``PYTHONPATH=root``, once it has printed its address (within
    ``ready_s`` seconds); stopped, with every kernel, on leaving."""
    with tempfile.TemporaryDirectory(prefix="bench-class-") as folder:
        home = Path(folder)
        env = {key: value for key, value in os.environ.items() if not key.startswith(("JUPYTER", "BGTUTOR_"))}
        for name, sub in [
            ("JUPYTER_CONFIG_DIR", "jupyter-config"),
            ("JUPYTER_DATA_DIR", "jupyter-data"),
            ("JUPYTER_RUNTIME_DIR", "jupyter-runtime"),
            ("IPYTHONDIR", "ipython"),
            ("MPLCONFIGDIR", "matplotlib"),
            ("BGTUTOR_HOME", "bgtutor"),
        ]:
            (home / sub).mkdir()
            env[name] = str(home / sub)
        env["HOME"] = str(home)
        env["PYTHONPATH"] = str(root)
        argv = [sys.executable, str(root / "tools" / "voila_app.py"), lesson, "--lang", lang]
        if supports(root, "--class"):
            (home / "klasse").mkdir()
            argv += ["--class", str(home / "klasse")]
        port = free_port()
        argv += ["--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1", *extra]
        log = home / "voila.log"
        with log.open("wb") as out:
            process = subprocess.Popen(
                argv, cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
            )
        server = None
        try:
            deadline = time.monotonic() + ready_s
            while server is None:
                found = _ADDRESS.search(log.read_text(errors="replace"))
                if found:
                    address = urlsplit(found.group(1))
                    server = Server(
                        process, f"http://127.0.0.1:{address.port}/", address.path.lstrip("/"), log, home
                    )
                elif process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(
                        f"the Voilà app did not start:\n{log.read_text(errors='replace')[-3000:]}"
                    )
                else:
                    time.sleep(0.2)
            yield server
        finally:
            stop(process)


def stop(process: subprocess.Popen[bytes]) -> None:
    """Stop the server (SIGTERM: it shuts its kernels down), then whatever of it is still alive."""
    try:
        family = [psutil.Process(process.pid), *psutil.Process(process.pid).children(recursive=True)]
    except psutil.NoSuchProcess:
        family = []
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)
    _gone, alive = psutil.wait_procs(family, timeout=10)
    for leftover in alive:
        with contextlib.suppress(psutil.NoSuchProcess):
            leftover.kill()
    psutil.wait_procs(alive, timeout=5)


# -- a class --------------------------------------------------------------------------------------------


_KERNEL_FOR = re.compile(r"bgtutor: kernel \S+ for (\S+) \(")
"""The app's log line naming the learner a kernel was given to (started for the page, or warm)."""


class Memory:
    """The peak RSS of each kernel of a server and of their sum, sampled every half second."""

    def __init__(self, server: Server) -> None:
        self.server = server
        self.peak: dict[int, int] = {}
        self.total = 0
        self.homes: dict[int, str] = {}
        """Each kernel's learner folder (its ``BGTUTOR_HOME``)."""

    def sample(self) -> None:
        now = 0
        for kernel in self.server.kernels():
            with contextlib.suppress(psutil.NoSuchProcess):
                rss = kernel.memory_info().rss + sum(
                    child.memory_info().rss for child in kernel.children(recursive=True)
                )
                self.peak[kernel.pid] = max(self.peak.get(kernel.pid, 0), rss)
                if kernel.pid not in self.homes:
                    self.homes[kernel.pid] = kernel.environ().get("BGTUTOR_HOME", "")
                now += rss
        self.total = max(self.total, now)

    async def watch(self) -> None:
        while True:
            self.sample()
            await asyncio.sleep(0.5)

    def summary(self) -> dict[str, Any]:
        mib = [rss / 2**20 for rss in self.peak.values()]
        return {
            "kernels": len(mib),
            "median_mib": statistics.median(mib) if mib else None,
            "max_mib": max(mib) if mib else None,
            "total_mib": self.total / 2**20,
            "learner_folders": len(set(self.homes.values())),
            # a warm kernel gets its learner's folder after it started: the app's log says whose it is
            "learners_in_log": len(set(_KERNEL_FOR.findall(self.server.log.read_text(errors="replace")))),
        }


async def visit(server: Server, name: str, timeout: float) -> Learner:
    """One learner alone opens the server's lesson (no time limit but ``timeout``)."""
    learner = Learner(server.base, name, timeout)
    try:
        await asyncio.wait_for(learner.sign_in(server.path), timeout)
        started = time.monotonic()
        await asyncio.wait_for(learner.open_page(server.path, started), timeout)
    except (TimeoutError, OSError, HTTPClientError, RuntimeError) as error:
        learner.visit.error = f"{type(error).__name__}: {error}"
    return learner


async def class_at_once(
    server: Server, learners: int, timeout: float, reference: dict[str, tuple[Output, ...]]
) -> tuple[list[Visit], dict[str, Any]]:
    """``learners`` learners open the server's lesson at the same moment; stopped after ``timeout``
    seconds. Their visits (with what each page lacks of ``reference``) and the kernels' memory."""
    if not 1 <= learners <= MAX_LEARNERS:
        raise ValueError(f"between 1 and {MAX_LEARNERS} learners, not {learners}")
    AsyncHTTPClient.configure(None, max_clients=learners + 4)
    memory = Memory(server)
    watcher = asyncio.ensure_future(memory.watch())
    group = [Learner(server.base, f"Bench {number:02d}", timeout) for number in range(1, learners + 1)]
    begun = time.monotonic()
    await asyncio.wait_for(asyncio.gather(*(learner.sign_in(server.path) for learner in group)), timeout)
    started = time.monotonic()
    tasks = [asyncio.ensure_future(learner.open_page(server.path, started)) for learner in group]
    _done, pending = await asyncio.wait(tasks, timeout=max(0.0, timeout - (started - begun)))
    for task in pending:
        task.cancel()
    for learner, task in zip(group, tasks, strict=True):
        if task in pending:
            learner.visit.error = f"not finished when the time was up ({learner.visit.stage})"
        elif task.exception() is not None:
            error = task.exception()
            learner.visit.error = f"{type(error).__name__}: {error}"
    memory.sample()
    watcher.cancel()
    for learner in group:
        if learner.visit.page_complete is not None:
            learner.visit.lacking = missing_outputs(reference, learner.visit.cells)
    return [learner.visit for learner in group], memory.summary()


async def reference_page(server: Server, timeout: float) -> Visit:
    """The lesson's page for one learner alone: what every page under load must have. Its kernel is
    shut down afterwards. A reference page that is incomplete or has no output is an error."""
    AsyncHTTPClient.configure(None, max_clients=4)
    learner = await visit(server, "Bench 00", timeout)
    with contextlib.suppress(OSError, HTTPClientError):
        await learner.shut_down_kernel()
    reference = learner.visit
    if reference.page_complete is None or not any(reference.cells.values()):
        raise RuntimeError(
            f"the reference page is incomplete or has no outputs ({reference.stage}; {reference.error}):\n"
            f"{server.log_tail()}"
        )
    return reference


# -- the report --------------------------------------------------------------------------------------------


def spread(values: list[float]) -> dict[str, float | None]:
    """min / median / max, or None each when nothing was measured.

    >>> spread([3.0, 1.0, 2.0])
    {'min': 1.0, 'median': 2.0, 'max': 3.0}
    """
    if not values:
        return {"min": None, "median": None, "max": None}
    return {"min": min(values), "median": statistics.median(values), "max": max(values)}


def report(
    reference: Visit, visits: list[Visit], memory: dict[str, Any], meta: dict[str, Any]
) -> dict[str, Any]:
    """All the figures of one run as JSON-ready data."""
    return {
        **meta,
        "reference": {
            **reference.summary(),
            "cells": {cell: len(out) for cell, out in reference.cells.items()},
        },
        "page_complete_s": spread([v.page_complete for v in visits if v.page_complete is not None]),
        "interactive_s": spread([v.interactive for v in visits if v.interactive is not None]),
        "first_byte_s": spread([v.first_byte for v in visits if v.first_byte is not None]),
        "pages_complete": sum(v.page_complete is not None for v in visits),
        "interactive": sum(v.interactive is not None for v in visits),
        "pages_lacking_outputs": {v.name: v.lacking for v in visits if v.lacking},
        "not_finished": {v.name: v.error or v.stage for v in visits if v.interactive is None},
        "logged_in": sum(v.logged_in for v in visits),
        "memory": memory,
        "learners": [v.summary() for v in visits],
    }


def _seconds(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f}"


def table(figures: dict[str, Any]) -> str:
    """The short table printed at the end of a run."""
    learners, memory, ref = figures["learners"], figures["memory"], figures["reference"]
    lines = [
        f"{figures['path']} ({figures['root']}), {len(learners)} learners at once, "
        f"{figures['cores']} cores, login: {'yes' if figures['logged_in'] else 'no'}",
        f"reference (one learner alone): page {_seconds(ref['page_complete'])} s, interactive "
        f"{_seconds(ref['interactive'])} s; {ref['counts']['widget']} widget outputs, "
        f"{ref['counts']['text']} other outputs, {ref['counts']['error']} errors",
        "",
        f"{'':<16}{'min':>8}{'median':>8}{'max':>8}",
    ]
    for label, key in [
        ("first byte s", "first_byte_s"),
        ("page complete s", "page_complete_s"),
        ("interactive s", "interactive_s"),
    ]:
        row = figures[key]
        lines.append(f"{label:<16}" + "".join(f"{_seconds(row[k]):>8}" for k in ("min", "median", "max")))
    per_kernel = (
        f"{memory['median_mib']:.0f} MiB median, {memory['max_mib']:.0f} MiB max"
        if memory["kernels"]
        else "no kernel seen"
    )
    lines += [
        "",
        f"kernels: {memory['kernels']}, per kernel {per_kernel}, "
        f"all together {memory['total_mib']:.0f} MiB at the peak",
        f"pages complete: {figures['pages_complete']} of {len(learners)}, "
        f"interactive: {figures['interactive']}; the kernels ran in {memory['learner_folders']} "
        f"learner folder(s) from their start; the app's log gave kernels to "
        f"{memory.get('learners_in_log', 0)} learner(s) in all (the lone learner included)",
        f"pages lacking outputs: {len(figures['pages_lacking_outputs'])}",
    ]
    lines += [f"  {name}: {'; '.join(lacking)}" for name, lacking in figures["pages_lacking_outputs"].items()]
    lines += [f"  {name}: {why}" for name, why in figures["not_finished"].items()]
    return "\n".join(lines)


async def run(args: argparse.Namespace) -> dict[str, Any]:
    root = Path(args.root).resolve()
    deadline = time.monotonic() + args.timeout
    with voila_app(root, args.lesson, args.lang, tuple(args.app), min(READY_S, args.timeout)) as server:
        reference = await reference_page(server, max(1.0, deadline - time.monotonic()))
        if args.warm_first:
            await warm_kernels_ready(server, deadline)
        visits, memory = await class_at_once(
            server, args.learners, max(1.0, deadline - time.monotonic()), reference.cells
        )
    meta = {
        "root": str(root),
        "path": server.path,
        "lesson": args.lesson,
        "lang": args.lang,
        "cores": os.cpu_count(),
    }
    return report(reference, visits, memory, meta)


_WARM = re.compile(r"ready \((\d+) of (\d+)\)|kernel \S+ for \S+ \((warm)\)")


def pool_full(log: str) -> bool:
    r"""Whether the app's log says its warm kernels are all ready: the last "ready (k of N)" has
    k = N and no page took a warm kernel after it.

    >>> pool_full("warm kernel a ready (1 of 2)\nwarm kernel b ready (2 of 2)")
    True
    >>> pool_full("warm kernel b ready (2 of 2)\nkernel b for anna (warm)")
    False
    """
    events = _WARM.findall(log)
    return bool(events) and not events[-1][2] and events[-1][0] == events[-1][1]


async def warm_kernels_ready(server: Server, deadline: float) -> None:
    """Wait (uncounted) until the app's warm kernels (``-- --warm N``) are all ready again after the
    reference page took one: as a teacher has them who starts the app a minute before the lesson."""
    while not pool_full(server.log.read_text(errors="replace")):
        if time.monotonic() > deadline:
            raise RuntimeError("the warm kernels were not ready in time")
        await asyncio.sleep(0.5)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--learners", type=int, default=30, help=f"learners at once (1-{MAX_LEARNERS})")
    parser.add_argument("--lesson", default="3", help="what tools/voila_app.py opens: 1-6, partie, glossar")
    parser.add_argument("--lang", default="de", choices=["de", "en"])
    parser.add_argument("--timeout", type=float, default=600, help="seconds in all, then it stops")
    parser.add_argument("--root", default=str(ROOT), help="a checkout with tools/voila_app.py")
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument(
        "--warm-first",
        action="store_true",
        help="start the learners once the app's warm kernels (-- --warm N) are all ready",
    )
    argv = sys.argv[1:] if argv is None else argv
    app = argv[argv.index("--") + 1 :] if "--" in argv else []
    args = parser.parse_args(argv[: len(argv) - len(app) - 1] if "--" in argv else argv)
    args.app = app
    if not 1 <= args.learners <= MAX_LEARNERS:
        parser.error(f"--learners is between 1 and {MAX_LEARNERS}")
    # requests still under way when the time is up end later, in tornado's log: not news
    logging.getLogger("tornado.application").setLevel(logging.CRITICAL)
    figures = asyncio.run(run(args))
    print(table(figures))
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    failed = figures["pages_complete"] < len(figures["learners"]) or figures["pages_lacking_outputs"]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
