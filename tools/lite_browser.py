"""Drive the browser edition (build/lite) in Debian's Chromium: serve, open, run, click, time.

Shared by ``tests/browser/test_lite.py`` and ``benchmarks/bench_lite.py``. The site is served by
``python -m http.server`` on 127.0.0.1; Chromium resolves no other host
(``--host-resolver-rules``) and every request is recorded, so a test can assert that nothing
left the machine. Never ``playwright install``: the browser is /usr/bin/chromium.
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

from playwright.sync_api import BrowserContext, Page, ViewportSize, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "build" / "lite"
CHROMIUM = Path(os.environ.get("BGTUTOR_CHROMIUM", "/usr/bin/chromium"))
FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
]
DEMO = "lite_demo.ipynb"

KERNEL_READY = """(path) => {
    const app = window.jupyterapp;
    const panel = app && app.shell.currentWidget;
    if (!panel || !panel.sessionContext || !panel.context || panel.context.path !== path) return false;
    const ctx = panel.sessionContext;
    const kernel = ctx.session && ctx.session.kernel;
    return ctx.isReady && !!kernel && kernel.status === 'idle';
}"""

RUN_IN_KERNEL = """async (code) => {
    const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    const future = kernel.requestExecute({code, silent: false, store_history: false});
    let out = '';
    future.onIOPub = (msg) => {
        if (msg.header.msg_type === 'stream') out += msg.content.text;
        if (msg.header.msg_type === 'error') out += 'ERROR ' + msg.content.ename + ': ' + msg.content.evalue;
    };
    await future.done;
    return out;
}"""

CLICK_TO_REDRAW = """async (place) => {
    const view = document.querySelector('.bg-svgboard-view');
    const before = view.dataset.drawn;
    const area = view.querySelector(`[data-place="${place}"]`);
    const changed = new Promise((resolve) => {
        const watch = new MutationObserver(() => {
            if (view.dataset.drawn !== before) { watch.disconnect(); resolve(); }
        });
        watch.observe(view, {attributes: true});
    });
    const t0 = performance.now();
    area.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    await changed;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return performance.now() - t0;
}"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextlib.contextmanager
def serve(site: Path = SITE) -> Iterator[str]:
    """``python -m http.server`` on loopback for ``site``; yields its URL, stops it by its PID."""
    port = free_port()
    argv = [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(site)]
    server = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                with urllib.request.urlopen(url + "/index.html", timeout=2):
                    break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise
                time.sleep(0.1)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=10)


@dataclass
class Visit:
    """One browser with its requests recorded."""

    context: BrowserContext
    page: Page
    requests: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)

    @property
    def external(self) -> list[str]:
        """Requests to any host but loopback (data: and blob: URLs have none)."""
        hosts = {None, "", "127.0.0.1", "localhost"}
        return [url for url in self.requests if urlparse(url).hostname not in hosts]

    def open_notebook(self, url: str, path: str = DEMO, timeout_ms: int = 120_000) -> float:
        """Open ``path`` and wait for its Pyodide kernel to be idle; return the seconds it took."""
        start = time.perf_counter()
        self.page.goto(f"{url}/lab/index.html?path={path}")
        self.page.wait_for_selector(".jp-Notebook", state="attached", timeout=timeout_ms)
        self.page.wait_for_function(KERNEL_READY, arg=path, polling=250, timeout=timeout_ms)
        return time.perf_counter() - start

    def run_all(self) -> None:
        self.page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")

    def run(self, code: str) -> str:
        """Run ``code`` in the notebook's kernel (not in a cell); return its printed output."""
        return str(self.page.evaluate(RUN_IN_KERNEL, code))

    def click_to_redraw_ms(self, place: str) -> float:
        """Click a place of the first SVG board; milliseconds until its new picture is painted."""
        return float(self.page.evaluate(CLICK_TO_REDRAW, place))


@contextlib.contextmanager
def browser(viewport: ViewportSize | None = None) -> Iterator[Visit]:
    """A fresh headless Chromium profile (its own temp dir), recording every request."""
    with tempfile.TemporaryDirectory(prefix="bgtutor-lite-chromium-") as profile, sync_playwright() as p:
        env = {"XDG_CONFIG_HOME": profile, "XDG_CACHE_HOME": profile}
        context = p.chromium.launch_persistent_context(
            profile, executable_path=str(CHROMIUM), headless=True, args=FLAGS, env={**os.environ, **env},
            viewport=viewport or {"width": 1400, "height": 1050})  # fmt: skip
        try:
            page = context.new_page()
            visit = Visit(context, page)
            context.on("request", lambda request: visit.requests.append(request.url))
            page.on("console", lambda message: visit.console.append(f"{message.type}: {message.text}"))
            yield visit
        finally:
            context.close()


def site_is_fresh(site: Path = SITE) -> bool:
    """True if ``site`` was built after the last change to the package, the notebooks, their
    pictures or the tools."""
    stamp = site / "jupyter-lite.json"
    if not stamp.exists():
        return False
    built = stamp.stat().st_mtime
    sources = [
        *ROOT.joinpath("bgtutor").rglob("*.py"),
        *ROOT.joinpath("bgtutor").rglob("*.toml"),
        *ROOT.joinpath("notebooks").rglob("*.ipynb"),
        *ROOT.joinpath("notebooks", "Beispielklasse").glob("*.json"),
        *ROOT.joinpath("images").iterdir(),
        ROOT / "pyproject.toml",
        *ROOT.joinpath("tools").glob("lite*"),
    ]
    return all(path.stat().st_mtime <= built for path in sources)


def build(site: Path = SITE) -> None:
    """Run ``bash tools/lite`` (into ``site``)."""
    env = {**os.environ, "BGTUTOR_LITE_OUT": str(site)}
    subprocess.run(["bash", str(ROOT / "tools" / "lite")], check=True, env=env, cwd=ROOT)
