"""The classroom app (tools/voila_app.py) as a real Voilà server on 127.0.0.1, spoken to over HTTP
(no browser): each learner signs in with a name, and each learner's pages run with that learner's
own folder as ``BGTUTOR_HOME`` — never one chosen by a header or a query string; kernels are
capped per learner and in total with a clear page (and no kernel started); only the lesson
notebooks can be rendered or listed.

The served root holds small probe notebooks named like lessons, which print the environment the
kernel got (a lesson would take seconds to render; what the server does is the same)."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import os
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from http.cookies import SimpleCookie
from pathlib import Path
from urllib.parse import urlencode

import nbformat
import psutil
import pytest

REPO = Path(__file__).resolve().parents[1]
PROBE = (
    "import os, sys\n"
    'print("HOME=" + os.environ.get("BGTUTOR_HOME", "-"))\n'
    'print("HEADER=" + os.environ.get("HTTP_X_BGTUTOR_LEARNER", "-"))\n'
    'print("CWD=" + os.getcwd(), "PID=" + str(os.getpid()))\n'
    'print("WARM=" + str("bgtutor.widgets" in sys.modules))\n'
    'print("QUERY=" + (os.environ.get("QUERY_STRING") or "-"))\n'
)
NOTEBOOKS = [
    "notebooks/00-Inhalt.ipynb",
    "notebooks/01-Probe.ipynb",
    "notebooks/02-Probe.ipynb",
    "notebooks/10-Klassenuebersicht.ipynb",
    "notebooks/en/00-Contents.ipynb",
    "notebooks/en/01-Probe.ipynb",
    "tools/lite_demo.ipynb",
    "probe.ipynb",
]
PAGE = "/voila/render/notebooks/01-Probe.ipynb"
EMILS = itertools.count(1)


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None


@dataclass
class Answer:
    status: int
    location: str
    body: str


@dataclass
class Browser:
    """One learner's browser: its own cookie jar, no redirects followed."""

    base: str
    cookies: dict[str, str] = field(default_factory=dict)
    kernels: set[str] = field(default_factory=set)
    """The kernels of the pages this browser was sent."""

    def fetch(
        self, path: str, data: dict[str, str] | None = None, headers: dict[str, str] | None = None
    ) -> Answer:
        sent = {
            "Cookie": "; ".join(f"{key}={value}" for key, value in self.cookies.items()),
            **(headers or {}),
        }
        body = urlencode(data).encode() if data is not None else None
        request = urllib.request.Request(self.base + path, data=body, headers=sent)
        opener = urllib.request.build_opener(_NoRedirect)
        try:
            response = opener.open(request, timeout=120)
        except urllib.error.HTTPError as error:
            response = error
        for header in response.headers.get_all("Set-Cookie") or []:
            jar: SimpleCookie = SimpleCookie()
            jar.load(header)
            for key, morsel in jar.items():
                if morsel.value == "" or morsel["max-age"] == "0":  # cleared
                    self.cookies.pop(key, None)
                else:
                    self.cookies[key] = morsel.coded_value
        answer = Answer(response.status, response.headers.get("Location", ""), response.read().decode())
        self.kernels.update(re.findall(r'"kernelId": "([0-9a-f-]{36})"', answer.body))
        return answer

    def close_pages(self) -> None:
        """Shut down the kernels of this browser's pages, as a page does when it is closed."""
        if "_xsrf" not in self.cookies:
            self.fetch("/bgtutor/anmelden")  # the XSRF cookie, which a page's POST sends back
        for kernel in self.kernels:  # a kernel ended already is a 404
            self.fetch(f"/voila/api/shutdown/{kernel}", {}, {"X-XSRFToken": self.cookies["_xsrf"]})
        self.kernels.clear()

    def sign_in(self, name: str, code: str = "", page: str = PAGE) -> Answer:
        """Open ``page``, be sent to the form, and send it with ``name`` (and ``code``)."""
        sent = self.fetch(page)
        assert sent.status == 302 and "/bgtutor/anmelden?next=" in sent.location, (sent.status, sent.location)
        form = self.fetch(sent.location.removeprefix(self.base))
        assert form.status == 200
        fields = _Fields()
        fields.feed(form.body)
        return self.fetch("/bgtutor/anmelden", {**fields.hidden, "name": name, "code": code})


class _Fields(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.hidden: dict[str, str] = {}
        self.labels: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "input" and values.get("type") == "hidden":
            self.hidden[values["name"] or ""] = values.get("value") or ""
        if tag == "label":
            self.labels.append(values.get("for") or "")


def _kernel_env(page: str) -> tuple[str, str]:
    home = re.search(r"HOME=([^\s<&\"\\]+)", page)
    header = re.search(r"HEADER=([^\s<&\"\\]+)", page)
    assert home and header, page[-2000:]
    return home.group(1), header.group(1)


@dataclass
class Classroom:
    base: str
    folder: Path
    log: Path
    root: Path
    server: subprocess.Popen[bytes]
    browsers: list[Browser] = field(default_factory=list)

    def browser(self) -> Browser:
        browser = Browser(self.base)
        self.browsers.append(browser)
        return browser

    def kernels_started(self) -> int:
        return self.log.read_text(errors="replace").count("Kernel started:")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextlib.contextmanager
def _serve(tmp: Path, *options: str) -> Iterator[Classroom]:
    """The app serving the probe notebooks with ``options`` (a home, a class folder of its own)."""
    root, home, folder = tmp / "root", tmp / "home", tmp / "klasse"
    (root / "images").mkdir(parents=True)
    home.mkdir()
    for path in NOTEBOOKS:
        notebook = nbformat.v4.new_notebook(
            cells=[nbformat.v4.new_markdown_cell("# Probe"), nbformat.v4.new_code_cell(PROBE)]
        )
        notebook.metadata.kernelspec = {"name": "python3", "display_name": "Python 3", "language": "python"}
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(notebook, root / path)
    port = _free_port()
    env = {**os.environ, "HOME": str(home), "BGTUTOR_HOME": str(tmp / "teacher")}
    env.pop("XDG_CACHE_HOME", None)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH", "")]))
    argv = [
        sys.executable, str(REPO / "tools" / "voila_app.py"), "--no-browser", f"--port={port}",
        f"--Voila.root_dir={root}", "--class", str(folder), *options,
    ]  # fmt: skip
    log = tmp / "voila.log"
    with log.open("wb") as out:
        server = subprocess.Popen(argv, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + 90
        while "bgtutor: the app is at" not in log.read_text(errors="replace"):
            assert server.poll() is None and time.monotonic() < deadline, log.read_text(errors="replace")
            time.sleep(0.2)
        yield Classroom(f"http://127.0.0.1:{port}", folder, log, root, server)
    finally:
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, 9)
            server.wait(timeout=5)
    assert not (tmp / "teacher").exists(), "a kernel used the teacher's own folder"


@pytest.fixture(scope="module")
def classroom(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Classroom]:
    """The app with two kernels in total and one per learner, none kept warm."""
    tmp = tmp_path_factory.mktemp("classroom")
    with _serve(tmp, "--max-kernels=2", "--max-kernels-per-learner", "1", "--warm=0") as running:
        yield running


def test_two_learners_get_kernels_with_their_own_folders(classroom: Classroom) -> None:
    """Anna and Bernd sign in (two cookie jars) and open the same lesson: each kernel runs with
    the learner's own folder; Bernd's forged header naming Anna, and a query string, change
    nothing, and the header does not reach the kernel at all."""
    anna, bernd = classroom.browser(), classroom.browser()
    welcome = anna.sign_in("Anna")
    assert welcome.status == 200 and "Hallo Anna!" in welcome.body
    code = re.search(r'<strong class="bg-code">([A-Z0-9]{6})</strong>', welcome.body)
    assert code, welcome.body
    assert "schreib ihn dir auf, damit du an einem anderen Rechner weitermachen kannst" in welcome.body
    assert f'href="{PAGE}"' in welcome.body
    assert bernd.sign_in("Bernd").status == 200
    cookie = next(key for key in anna.cookies if key == "bgtutor-learner")
    assert anna.cookies[cookie] != bernd.cookies[cookie]

    page = anna.fetch(PAGE)
    assert page.status == 200
    assert _kernel_env(page.body) == (str(classroom.folder / "anna"), "-")
    forged = bernd.fetch(PAGE + "?BGTUTOR_HOME=/tmp&slug=anna", headers={"X-Bgtutor-Learner": "anna"})
    assert forged.status == 200
    assert _kernel_env(forged.body) == (str(classroom.folder / "bernd"), "-")
    assert sorted(path.name for path in classroom.folder.iterdir() if path.is_dir()) == ["anna", "bernd"]

    # Anna is at her cap (one page), the server at its total (two): Anna's second page, then a
    # third learner's first page, are refused with what to do, and no kernel is started.
    started = classroom.kernels_started()
    assert started == 2
    second = anna.fetch("/voila/render/notebooks/en/01-Probe.ipynb")
    assert second.status == 503
    assert (
        "You already have 1 lesson open; no more fit at once. Close another tab with a lesson" in second.body
    )
    assert "Traceback" not in second.body and "Signed in as Anna." in second.body
    carla = classroom.browser()
    assert carla.sign_in("Carla").status == 200
    full = carla.fetch("/voila/render/notebooks/02-Probe.ipynb")
    assert full.status == 503
    assert "Der Rechner der Lehrkraft ist gerade voll: Es laufen schon 2 Lektionen." in full.body
    assert "Warte eine Minute und lade die Seite dann neu." in full.body
    assert classroom.kernels_started() == started

    # A name taken: without the code (or with a wrong one) the form again, with what to do;
    # with the code Anna is herself again in a new browser.
    again = classroom.browser()
    refused = again.sign_in("anna ")
    assert refused.status == 200 and "bgtutor-learner" not in again.cookies
    assert "Den Namen „anna“ gibt es in dieser Klasse schon." in refused.body
    assert (
        "Dann gib auch deinen Code ein. Sonst wähle einen anderen Namen, zum Beispiel „anna B.“"
        in refused.body
    )
    assert 'name="name"' in refused.body
    back = again.sign_in("Anna", code.group(1).lower())
    assert back.status == 303 and back.location == PAGE
    assert again.cookies["bgtutor-learner"]
    assert sorted(path.name for path in classroom.folder.iterdir() if path.is_dir()) == [
        "anna",
        "bernd",
        "carla",
    ]


def _connect(classroom: Classroom, browser: Browser, kernel: str) -> int:
    """The HTTP status of a websocket to ``kernel``'s channels with ``browser``'s cookies (101: open)."""
    from tornado.httpclient import HTTPClientError, HTTPRequest
    from tornado.websocket import websocket_connect

    headers = {"Cookie": "; ".join(f"{key}={value}" for key, value in browser.cookies.items())}
    url = classroom.base.replace("http", "ws", 1) + f"/api/kernels/{kernel}/channels"

    async def connect() -> int:
        try:
            socket = await websocket_connect(HTTPRequest(url, headers=headers))
        except HTTPClientError as error:
            return error.code
        socket.close()
        return 101

    return asyncio.run(connect())


def test_only_its_learner_may_use_or_stop_a_kernel(classroom: Classroom) -> None:
    """Ida, who learned the id of Hanna's kernel, cannot connect to it, read it or stop it (403);
    Hanna can."""
    anna, bernd = classroom.browser(), classroom.browser()
    anna.sign_in("Hanna")
    bernd.sign_in("Ida")
    assert anna.fetch(PAGE).status == 200
    (kernel,) = anna.kernels
    assert _connect(classroom, bernd, kernel) == 403
    assert _connect(classroom, Browser(classroom.base), kernel) == 403
    assert bernd.fetch(f"/api/kernels/{kernel}").status == 403
    token = {"X-XSRFToken": bernd.cookies["_xsrf"]}
    assert bernd.fetch(f"/voila/api/shutdown/{kernel}", {}, token).status == 403
    assert anna.fetch(f"/api/kernels/{kernel}").status == 200  # still running
    assert _connect(classroom, anna, kernel) == 101
    assert f"bgtutor: kernel {kernel} refused to ida" in classroom.log.read_text()


def test_a_learner_at_the_cap_gets_a_page_after_leaving_one(classroom: Classroom) -> None:
    """A page whose kernel no page is connected to any more (the tab was closed) does not count:
    Dora's second page ends her first one's kernel and is rendered."""
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    dora = classroom.browser()
    dora.sign_in("Dora")
    first = dora.fetch("/voila/render/notebooks/00-Inhalt.ipynb")
    if first.status == 503:  # the kernels of the test before still fill the server
        pytest.fail(f"no room for Dora: {first.body[-500:]}")
    kernel = re.search(r'"kernelId": "([0-9a-f-]{36})"', first.body)
    assert kernel, first.body[-1000:]
    headers = {"Cookie": "; ".join(f"{key}={value}" for key, value in dora.cookies.items())}

    async def visit() -> None:
        url = classroom.base.replace("http", "ws", 1) + f"/api/kernels/{kernel.group(1)}/channels"
        socket = await websocket_connect(HTTPRequest(url, headers=headers))
        await asyncio.sleep(0.5)
        socket.close()
        await asyncio.sleep(0.5)

    asyncio.run(visit())
    second = dora.fetch("/voila/render/notebooks/en/00-Contents.ipynb")
    assert second.status == 200, second.body[-800:]
    assert _kernel_env(second.body)[0] == str(classroom.folder / "dora")
    assert f"ending kernel {kernel.group(1)} (dora opened another page)" in classroom.log.read_text()


@pytest.fixture(autouse=True)
def _room(request: pytest.FixtureRequest) -> Iterator[None]:
    """Each test of the classroom starts with no kernel running: those a test started are shut
    down after it, each by its learner's browser (only the kernel's learner may)."""
    yield
    if "classroom" not in request.fixturenames:
        return
    classroom = request.getfixturevalue("classroom")
    for browser in classroom.browsers:
        browser.close_pages()
    classroom.browsers.clear()


@pytest.mark.parametrize(
    "page",
    [
        "/voila/render/notebooks/10-Klassenuebersicht.ipynb",
        "/voila/render/notebooks/en/10-Class-Overview.ipynb",
        "/voila/render/tools/lite_demo.ipynb",
        "/voila/render/probe.ipynb",
        "/voila/render/notebooks/en/../../probe.ipynb",
        "/voila/render/notebooks/99-Fehlt.ipynb",
        "/voila/tree/tools",
    ],
)
def test_only_the_lessons_are_served(classroom: Classroom, page: str) -> None:
    """Anything but the lessons is a 404 page with a clear sentence, and starts no kernel."""
    learner = classroom.browser()
    learner.sign_in(f"Emil {next(EMILS)}")
    started = classroom.kernels_started()
    answer = learner.fetch(page)
    assert answer.status == 404
    assert "Hier lassen sich nur die Lektionen öffnen" in answer.body or "Only the lessons" in answer.body
    assert classroom.kernels_started() == started


def test_the_folder_list_shows_only_what_can_be_rendered(classroom: Classroom) -> None:
    nobody = classroom.browser()
    sent = nobody.fetch("/voila/tree/notebooks")
    assert sent.status == 302 and "/bgtutor/anmelden" in sent.location
    learner = classroom.browser()
    learner.sign_in("Frieda", page="/voila/tree/notebooks")
    listed = learner.fetch("/voila/tree/notebooks")
    assert listed.status == 200
    links = set(re.findall(r'href="(/voila/(?:render|tree)/[^"?]*)', listed.body))
    assert links == {
        "/voila/render/notebooks/00-Inhalt.ipynb",
        "/voila/render/notebooks/01-Probe.ipynb",
        "/voila/render/notebooks/02-Probe.ipynb",
        "/voila/tree/notebooks/en",
    }
    contents = learner.fetch("/voila/api/contents/notebooks")
    assert contents.status == 200 and "Klassenuebersicht" not in contents.body and "01-Probe" in contents.body
    assert nobody.fetch("/voila/api/contents/notebooks").status == 403


def test_the_form_in_each_language_and_signing_out(classroom: Classroom) -> None:
    """The form is drawn by the server in the page's language, with a label for each field; a
    forged or foreign cookie is no learner; signing out forgets the learner."""
    learner = classroom.browser()
    sent = learner.fetch("/voila/render/notebooks/en/01-Probe.ipynb")
    form = learner.fetch(sent.location.removeprefix(classroom.base))
    assert '<html lang="en">' in form.body and "What is your name?" in form.body
    assert "Code (if you have signed in before)" in form.body and "<script" not in form.body
    assert "your answers, stars and games stay your own" in form.body  # why the name is asked
    fields = _Fields()
    fields.feed(form.body)
    assert fields.labels == ["bg-name", "bg-code"]
    assert 'id="bg-name"' in form.body and 'id="bg-code"' in form.body
    german = learner.fetch("/bgtutor/anmelden?next=/voila/render/notebooks/01-Probe.ipynb")
    assert "Wie heißt du?" in german.body and "Code (wenn du schon angemeldet warst)" in german.body
    assert "Sterne und Partien deine eigenen" in german.body
    assert "http://" not in german.body and "https://" not in german.body  # nothing from outside

    forged = Browser(classroom.base, {"bgtutor-learner": "anna"})
    assert forged.fetch(PAGE).status == 302
    learner.sign_in("Gustav")
    signed = learner.fetch("/bgtutor/anmelden?next=/voila/render/notebooks/01-Probe.ipynb")
    assert "Angemeldet als Gustav." in signed.body
    out = learner.fetch("/bgtutor/abmelden?next=/voila/render/notebooks/01-Probe.ipynb")
    assert out.status == 302 and "/bgtutor/anmelden" in out.location
    assert "bgtutor-learner" not in learner.cookies
    assert learner.fetch(PAGE).status == 302


# -- the warm kernels ------------------------------------------------------------------------------


def _warm_ready(classroom: Classroom, times: int) -> None:
    """Wait until the pool has been full ``times`` times (two warm kernels ready)."""
    deadline = time.monotonic() + 120
    while classroom.log.read_text(errors="replace").count("ready (2 of 2)") < times:
        assert time.monotonic() < deadline, classroom.log.read_text(errors="replace")[-3000:]
        time.sleep(0.3)


def _kernel_processes(server: subprocess.Popen[bytes]) -> list[psutil.Process]:
    children = psutil.Process(server.pid).children(recursive=True)
    return [child for child in children if "ipykernel" in " ".join(child.cmdline())]


@pytest.fixture(scope="module")
def warm(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Classroom]:
    """The app keeping two kernels warm."""
    with _serve(tmp_path_factory.mktemp("warm"), "--warm", "2", "--max-kernels=6") as running:
        yield running


def test_warm_kernels_serve_one_page_each_in_its_learners_folder(warm: Classroom) -> None:
    """Two learners' pages get the two warm kernels (bgtutor.widgets imported already): each runs
    in its learner's folder and in the notebook's folder, with the page's query string, and no
    two pages share a kernel; the pool refills, and the next page gets a new kernel again."""
    _warm_ready(warm, 1)
    assert len(_kernel_processes(warm.server)) == 2
    anna, bernd = warm.browser(), warm.browser()
    anna.sign_in("Anna")
    bernd.sign_in("Bernd")
    pages = [anna.fetch(PAGE + "?lesson=1"), bernd.fetch(PAGE)]
    found = [dict(re.findall(r"(HOME|CWD|PID|WARM|QUERY)=([^\s<&\"\\]+)", page.body)) for page in pages]
    assert [(page["HOME"], page["CWD"], page["WARM"]) for page in found] == [
        (str(warm.folder / name), str(warm.root / "notebooks"), "True") for name in ("anna", "bernd")
    ]
    assert [page["QUERY"] for page in found] == ["lesson=1", "-"]
    log = warm.log.read_text()
    assert re.search(r"kernel \S+ for anna \(warm\)", log)
    assert re.search(r"kernel \S+ for bernd \(warm\)", log)
    _warm_ready(warm, 2)
    again = anna.fetch("/voila/render/notebooks/en/01-Probe.ipynb")
    third = dict(re.findall(r"(HOME|PID|WARM)=([^\s<&\"\\]+)", again.body))
    assert third["HOME"] == str(warm.folder / "anna") and third["WARM"] == "True"
    assert len({page["PID"] for page in found} | {third["PID"]}) == 3
    assert len(anna.kernels | bernd.kernels) == 3


def test_the_kernels_cache_their_bytecode_outside_the_checkout(warm: Classroom) -> None:
    """The kernels write bgtutor's bytecode into the cache folder (~/.cache/bgtutor/pycache, the
    owner's only), where Python then looks for it instead of beside the modules."""
    cache = warm.root.parent / "home" / ".cache" / "bgtutor" / "pycache"
    assert oct(cache.stat().st_mode & 0o777) == "0o700"
    compiled = cache / REPO.relative_to("/") / "bgtutor" / "widgets"  # no __pycache__ in the prefix
    assert list(compiled.glob("level.*.pyc")), sorted(cache.rglob("*"))[:20]


def test_the_warm_kernels_end_with_the_server(warm: Classroom) -> None:
    _warm_ready(warm, 3)
    kernels = _kernel_processes(warm.server)
    assert len(kernels) >= 2
    warm.server.terminate()
    warm.server.wait(timeout=30)
    _gone, alive = psutil.wait_procs(kernels, timeout=20)
    assert alive == []
