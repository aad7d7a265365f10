"""Fixtures of the browser tests: Debian's Chromium driven by Playwright (Python), JupyterLab and
Voilà each started once per test module on loopback, serving a temporary copy of ``notebooks/``
and ``images/`` beside it (nothing is ever saved into the repository).

A missing Chromium is a failure, not a skip: ``bash tools/test`` installs it (``apt-get install
chromium``). ``playwright install`` is never needed. On a failure the page's screenshot, its text,
the browser console and the server log are written to ``tests/browser/artifacts/FAILED-*``.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from browserkit import ARTIFACTS, Server, Tab, sign_in, wait_for_voila_page
from playwright.sync_api import Browser, WebSocket, expect, sync_playwright

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = Path(os.environ.get("BGTUTOR_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
LESSON3 = "03-Schlagen-und-Einsetzen.ipynb"
PRACTICE = "07-Uebungspartie.ipynb"
TIMEOUT_MS = 30_000  # one step (a click's answer, a widget appearing); whole notebooks get more
NOTEBOOK_TIMEOUT_MS = 120_000
VIEWPORT = {"width": 1400, "height": 1050}
LEARNER = "Tester"
"""The learner each browser context signs in as in the Voilà app (its folder: ``klasse/tester``)."""

expect.set_options(timeout=TIMEOUT_MS)

# JupyterLab user settings: no news or update pop-ups, every cell attached to the page (windowing
# would detach the cells scrolled away), and no autosave of the served copy.
LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false",
        "checkForUpdates": False,
    },
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
    "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {"autosave": False},
}

# True once the notebook's kernel is really there: the toolbar's idle indicator can say idle
# before the session is ready, and "run all" then does nothing.
KERNEL_READY = """(path) => {
    const app = window.jupyterapp;
    const panel = app && app.shell.currentWidget;
    if (!panel || !panel.sessionContext || !panel.context || panel.context.path !== path) return false;
    const ctx = panel.sessionContext;
    const kernel = ctx.session && ctx.session.kernel;
    return ctx.isReady && !!kernel && kernel.connectionStatus === 'connected' && kernel.status === 'idle';
}"""


# -- servers ------------------------------------------------------------------------------------


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _served_copy(root: Path) -> Path:
    """A copy of the notebooks and, beside them, their pictures (``images/``, linked ``../images/...``
    from ``notebooks/``): the project's layout, which the server's root holds."""
    ignore = shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__")
    shutil.copytree(REPO / "notebooks", root / "notebooks", ignore=ignore)
    shutil.copytree(REPO / "images", root / "images", ignore=ignore)
    return root


def _environment(home: Path) -> dict[str, str]:
    """Jupyter, IPython, matplotlib and bgtutor kept in ``home``; the kernels import this checkout."""
    env = dict(os.environ)
    for name, sub in [
        ("JUPYTER_CONFIG_DIR", "jupyter-config"),
        ("JUPYTER_DATA_DIR", "jupyter-data"),
        ("JUPYTER_RUNTIME_DIR", "jupyter-runtime"),
        ("IPYTHONDIR", "ipython"),
        ("MPLCONFIGDIR", "matplotlib"),
        ("BGTUTOR_HOME", "bgtutor"),  # the practice game saves its preferences here
    ]:
        (home / sub).mkdir(parents=True, exist_ok=True)
        env[name] = str(home / sub)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH", "")]))
    env.pop("JUPYTERLAB_SETTINGS_DIR", None)
    env.pop("JUPYTERLAB_WORKSPACES_DIR", None)
    return env


def _start(name: str, argv: list[str], port: int, root: Path, env: dict[str, str], log: Path) -> Server:
    url = f"http://127.0.0.1:{port}"
    with log.open("wb") as out:
        process = subprocess.Popen(
            argv, cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )
    home = env.get("BGTUTOR_HOME")
    server = Server(name, url, process, log, Path(home) if home else None)
    ready = f"{url}/api/status" if name == "jupyterlab" else f"{url}/"
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"{name} exited with {process.returncode} before it answered:\n{server.log_tail()}")
        try:
            with urllib.request.urlopen(ready, timeout=2) as answer:
                if answer.status == 200:
                    return server
        except (urllib.error.URLError, OSError):
            pass
        time.sleep(0.2)
    server.stop()
    pytest.fail(f"{name} did not answer {ready} within 90 s:\n{server.log_tail()}")


@pytest.fixture(scope="module")
def lab_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """JupyterLab on loopback, no token, serving a temporary copy of the notebooks."""
    home = tmp_path_factory.mktemp("lab-home")
    root = _served_copy(tmp_path_factory.mktemp("lab-root"))
    env = _environment(home)
    settings = home / "jupyter-config" / "lab" / "user-settings"
    for name, value in LAB_SETTINGS.items():
        target = settings / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(value))
    port = _free_port()
    argv = [
        sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root",
        "--ServerApp.token=", "--ServerApp.password=", "--ip=127.0.0.1", f"--port={port}",
        f"--ServerApp.root_dir={root}", "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.extension_manager=readonly", "--LabApp.expose_app_in_browser=True",
    ]  # fmt: skip
    server = _start("jupyterlab", argv, port, root, env, home / "jupyterlab.log")
    yield server
    server.stop()


@pytest.fixture(scope="module")
def voila_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """Voilà on loopback serving the notebooks as apps (outputs only, no code), started as
    ``tools/app`` starts it (tools/voila_app.py: the whole folder served, the bgtutor template),
    with a class folder of its own; each tab signs in as :data:`LEARNER` (:func:`_new_tab`)."""
    home = tmp_path_factory.mktemp("voila-home")
    root = _served_copy(tmp_path_factory.mktemp("voila-root"))
    port = _free_port()
    argv = [
        sys.executable, str(REPO / "tools" / "voila_app.py"), "--no-browser", f"--port={port}",
        "--Voila.ip=127.0.0.1", f"--Voila.root_dir={root}",  # the project's layout, as tools/app serves it
        "--class", str(home / "klasse"),
    ]  # fmt: skip
    server = _start("voila", argv, port, root, _environment(home), home / "voila.log")
    server.bgtutor_home = home / "klasse" / "tester"
    yield server
    server.stop()


# -- the browser ----------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def chromium() -> Path:
    """Debian's Chromium; without it the browser tests fail (they never skip)."""
    if not (CHROMIUM.is_file() and os.access(CHROMIUM, os.X_OK)):
        pytest.fail(
            f"Chromium was not found at {CHROMIUM}: the browser tests need Debian's chromium package. "
            "Run `bash tools/test` (it installs it) or `sudo apt-get install chromium`; "
            "set BGTUTOR_CHROMIUM to use another Chromium binary.",
            pytrace=False,
        )
    return CHROMIUM


@pytest.fixture(scope="module")
def browser(chromium: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Browser]:
    """Chromium for one test module. Not for the session: Playwright's sync API keeps its event loop
    running in the main thread while it is open, and the tests after tests/browser that start an
    event loop of their own (asyncio.run: the Voilà app's and the hub's tests) would all fail."""
    profile = tmp_path_factory.mktemp("chromium")
    env = dict(os.environ, XDG_CONFIG_HOME=str(profile / "config"), XDG_CACHE_HOME=str(profile / "cache"))
    with sync_playwright() as playwright:
        # Playwright gives each launch a fresh, temporary user-data dir.
        browser = playwright.chromium.launch(
            executable_path=str(chromium), headless=True, args=CHROMIUM_FLAGS, env=env
        )
        yield browser
        browser.close()


@pytest.fixture(scope="session", autouse=True)
def _fresh_artifacts(request: pytest.FixtureRequest) -> None:
    """Artifacts of earlier runs would mislead: start each run with an empty folder. Once a run:
    the workers of a parallel run (pytest-xdist) share the run's id, and the first of them to get
    here empties the folder; the others keep what it and they write from then on."""
    workerinput = getattr(request.config, "workerinput", None)
    run = workerinput["testrunuid"] if workerinput else uuid.uuid4().hex
    ARTIFACTS.mkdir(exist_ok=True)
    stamp = ARTIFACTS / ".run"
    try:
        if stamp.read_text() == run:
            return
    except OSError:
        pass
    for old in ARTIFACTS.iterdir():
        if old.suffix in {".png", ".txt"}:
            old.unlink(missing_ok=True)  # another worker may have been quicker
    fresh = ARTIFACTS / f".run-{uuid.uuid4().hex}"
    fresh.write_text(run)
    fresh.replace(stamp)


def _new_tab(
    browser: Browser, server: Server, viewport: dict[str, int] | None = None, learner: str | None = LEARNER
) -> Tab:
    """A fresh browser context with one page on ``server``; in the Voilà app signed in as ``learner``
    (None: not signed in)."""
    context = browser.new_context(viewport=viewport or VIEWPORT, device_scale_factor=1, locale="de-DE")
    context.set_default_timeout(TIMEOUT_MS)
    tab = Tab(context.new_page(), context, server)
    tab.page.on("console", lambda message: tab.console.append(f"{message.type}: {message.text}"))
    tab.page.on("pageerror", lambda error: tab.console.append(f"pageerror: {error}"))
    context.on("request", lambda request: tab.requests.append(request.url))  # popups' too
    tab.page.on("websocket", lambda socket: _watch_socket(tab, socket))
    if server.name == "voila" and learner is not None:
        sign_in(tab.page, server, learner)
    return tab


_IDLE = re.compile(rb'"execution_state":\s*"idle"')


def _watch_socket(tab: Tab, socket: WebSocket) -> None:
    """Record the socket's address, and count the kernel's "idle" status messages it brings (the
    kernel has handled a click: :meth:`Tab.wait_for_kernel`)."""
    tab.requests.append(socket.url)

    def received(payload: str | bytes) -> None:
        data = payload.encode() if isinstance(payload, str) else payload
        if _IDLE.search(data):
            tab.kernel_idle += 1

    socket.on("framereceived", received)


def open_in_lab(
    browser: Browser,
    server: Server,
    notebook: str,
    ready: str = ".bg-board",
    viewport: dict[str, int] | None = None,
) -> Tab:
    """Open ``notebook`` in a fresh JupyterLab workspace and run all its cells; ready once an
    output shows ``ready`` (a board; the training shows one only after "Los")."""
    tab = _new_tab(browser, server, viewport)
    page, path = tab.page, f"notebooks/{notebook}"
    try:
        page.goto(f"{server.url}/lab/workspaces/{uuid.uuid4().hex}/tree/{path}")
        page.wait_for_function(KERNEL_READY, arg=path, timeout=NOTEBOOK_TIMEOUT_MS)
        # The command's promise settles once every cell has been executed.
        done = page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        assert done is not False, "JupyterLab did not run the cells"
        page.wait_for_function(KERNEL_READY, arg=path, timeout=NOTEBOOK_TIMEOUT_MS)
        errors = page.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.error"]')
        if errors.count():
            raise AssertionError(f"a cell of {notebook} failed:\n{errors.first.inner_text()}")
        expect(page.locator(f".jp-Notebook .jp-OutputArea-output {ready}").first).to_be_visible()
    except BaseException:
        print(tab.dump(f"FAILED-open-lab-{notebook}"))
        tab.close()
        raise
    return tab


def open_in_voila(
    browser: Browser,
    server: Server,
    notebook: str,
    ready: str = ".bg-board",
    viewport: dict[str, int] | None = None,
) -> Tab:
    """Open ``notebook`` as a Voilà app (Voilà runs it while it streams the page), ready once it
    shows ``ready``. A rendering error is reported from the server log at once: the page itself
    would only wait forever."""
    tab = _new_tab(browser, server, viewport)
    page = tab.page
    try:
        logged = server.log.stat().st_size
        page.goto(f"{server.url}/voila/render/notebooks/{notebook}", wait_until="commit")
        wait_for_voila_page(tab, notebook, logged, NOTEBOOK_TIMEOUT_MS / 1000)
        expect(page.locator(ready).first).to_be_visible()
    except BaseException:
        print(tab.dump(f"FAILED-open-voila-{notebook}"))
        tab.close()
        raise
    return tab


def _shut_lab_kernels(tab: Tab) -> None:
    # From the page: a bare HTTP DELETE without the XSRF cookie is refused. Should this fail, the
    # server's shutdown stops the kernels anyway.
    with contextlib.suppress(Exception):
        tab.page.evaluate("() => window.jupyterapp.serviceManager.sessions.shutdownAll()")


@pytest.fixture(scope="module")
def lab_lesson3(browser: Browser, lab_server: Server) -> Iterator[Tab]:
    tab = open_in_lab(browser, lab_server, LESSON3)
    yield tab
    _shut_lab_kernels(tab)
    tab.close()


@pytest.fixture(scope="module")
def lab_practice(browser: Browser, lab_server: Server) -> Iterator[Tab]:
    tab = open_in_lab(browser, lab_server, PRACTICE)
    yield tab
    _shut_lab_kernels(tab)
    tab.close()


@pytest.fixture(scope="module")
def voila_lesson3(browser: Browser, voila_server: Server) -> Iterator[Tab]:
    tab = open_in_voila(browser, voila_server, LESSON3)
    yield tab
    tab.close()


@pytest.fixture
def voila_tab(browser: Browser, voila_server: Server) -> Iterator[Tab]:
    """A fresh, empty tab for the Voilà server: the test opens its pages."""
    tab = _new_tab(browser, voila_server)
    yield tab
    tab.close()


@pytest.fixture(scope="module")
def voila_practice(browser: Browser, voila_server: Server) -> Iterator[Tab]:
    tab = open_in_voila(browser, voila_server, PRACTICE)
    yield tab
    tab.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """On a failed browser test, save what each open page showed and name the files."""
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    if not report.failed or call.when not in ("setup", "call"):
        return
    tabs = [value for value in getattr(item, "funcargs", {}).values() if isinstance(value, Tab)]
    for number, tab in enumerate(tabs):
        suffix = f"-{number}" if len(tabs) > 1 else ""
        report.sections.append(("browser artifacts", tab.dump(f"FAILED-{item.name}{suffix}")))
