"""What the browser tests share: where to click on a drawn board, and the two flows (an exercise
of lesson 3 and one turn of the practice game), written once for JupyterLab and Voilà.

Every move is made with the mouse on the SVG board (``.bg-svgboard-view``): each clickable place
is an element ``[data-place="..."]`` ("1"-"24" in the numbering of the side on roll, "bar",
"off"), and Playwright clicks its middle once it is visible and has stopped moving.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import BrowserContext, Locator, Page, expect

from bgtutor.board.describe import describe
from bgtutor.board.state import BoardState, announcement
from bgtutor.rules.color import BLACK, WHITE, Color
from bgtutor.rules.position import Position
from bgtutor.tutor.exercises.engine import task_text
from bgtutor.tutor.lessons import EXERCISES

ARTIFACTS = Path(__file__).parent / "artifacts"
"""Screenshots and page texts (gitignored): each flow's result, and whatever a failure showed."""

EXERCISE = "bar-enter-and-hit"
"""Lesson 3, level 3.3's first task: a white checker on the bar, 6-3, Black holds 19 (three checkers)
and has a blot on 16: bar/22 22/16* hits."""
LEVEL = "enter-and-move-on"
"""The level that asks :data:`EXERCISE` first."""

Place = int | str
ANSWER_MS = 4_000
"""How long a click's answer may take before the message is read as it is."""


def place_on(board: Locator, place: Place) -> Locator:
    """The clickable area of ``place`` (as the board labels it: the numbering of the side on roll,
    ``"bar"`` or ``"off"``) on the one SVG board inside ``board``."""
    return board.locator(f'.bg-svgboard-view [data-place="{place}"]')


def click_place(page: Page, board: Locator, place: Place) -> None:
    """Click ``place`` (a point in the numbering of the side on roll, ``"bar"`` or ``"off"``) on
    ``board``'s SVG picture with the mouse, as a learner would. The locator is strict: exactly one
    board (one area for the place) inside ``board``."""
    area = place_on(board, place)
    expect(area).to_be_visible()
    # A real mouse click at the area's middle, once it is stable and receives events; click scrolls
    # it into view itself and finds the area anew when a redraw (the answer to the last click)
    # replaced the picture meanwhile, which a separate scroll call does not.
    area.click()


def click_first(page: Page, board: Locator, place: Place, message: Locator) -> None:
    """The first click on a board just drawn. On a busy machine the browser can lose it while the
    board's widget is still connecting to its kernel: an answer changes ``message`` within
    milliseconds, so when nothing changed for :data:`ANSWER_MS` the click is sent once more."""
    before = message.inner_text()
    click_place(page, board, place)
    try:
        expect(message).not_to_have_text(before, timeout=ANSWER_MS)
    except AssertionError:
        click_place(page, board, place)


_CHECKERS = re.compile(r"(Weiß|Schwarz) (\d+) × (\d+)")
_ON_BAR = re.compile(r"(Weiß|Schwarz) (\d+) auf der Bar")
_TURN = re.compile(r"(Weiß|Schwarz) ist am Zug")
_COLORS = {"Weiß": WHITE, "Schwarz": BLACK}


def position_from_description(text: str) -> Position:
    """The position a board describes for screen readers (its points in the numbering of the side
    on roll, as a training task's board labels them); checked by describing it again."""
    turn = _TURN.search(text)
    assert turn, text
    mover = _COLORS[turn.group(1)]
    sides: dict[Color, dict[int | str, int]] = {WHITE: {}, BLACK: {}}
    for color, count, point in _CHECKERS.findall(text):
        sides[_COLORS[color]][int(point)] = int(count)
    for color, count in _ON_BAR.findall(text):
        sides[_COLORS[color]]["bar"] = int(count)
    position = Position.from_points(sides[WHITE], sides[BLACK], mover, numbering=mover)
    assert " ".join(describe(position, "de", mover).split()) == " ".join(text.split()), text
    return position


def text_of(locator: Locator) -> str:
    return " ".join(locator.inner_text().split())


def screenshot(page: Page, name: str, element: Locator | None = None) -> Path:
    """Save the viewport (with ``element`` scrolled into view) as ``artifacts/<name>.png``."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    if element is not None:
        element.scroll_into_view_if_needed()
    page.screenshot(path=path)
    return path


# -- what a learner sees without scrolling --------------------------------------------------------

TOLERANCE = 1.0  # px: sub-pixel rounding of the boxes

VISIBLE_AREA = """(element) => {
    // The part of the viewport where ``element`` can be seen: the viewport cut by every
    // ancestor that clips its content (JupyterLab's notebook scroller, the page itself).
    let top = 0, left = 0, bottom = window.innerHeight, right = window.innerWidth;
    // (the body's and the document's overflow belong to the viewport: they clip nothing more)
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (!/(auto|scroll|hidden|clip)/.test(style.overflowX + " " + style.overflowY)) continue;
        if (/^(inline|contents)$/.test(style.display)) continue;  // clips nothing (no client box)
        const box = node.getBoundingClientRect();
        top = Math.max(top, box.top + node.clientTop);
        left = Math.max(left, box.left + node.clientLeft);
        bottom = Math.min(bottom, box.top + node.clientTop + node.clientHeight);
        right = Math.min(right, box.left + node.clientLeft + node.clientWidth);
    }
    return {top, left, bottom, right};
}"""

SETTLED = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


def box_of(locator: Locator) -> dict[str, float]:
    box = locator.bounding_box()
    assert box is not None, f"{locator} is not on the page"
    return {
        "top": box["y"],
        "left": box["x"],
        "bottom": box["y"] + box["height"],
        "right": box["x"] + box["width"],
    }


def _fmt(box: dict[str, float]) -> str:
    return "top {top:.0f}, bottom {bottom:.0f}, left {left:.0f}, right {right:.0f}".format(**box)


def visible_area(page: Page, app: str, inside: Locator) -> dict[str, float]:
    """Where ``inside`` can be seen. In JupyterLab also under the notebook's toolbar and above
    the status bar (the notebook's scroller lies between them; this says so explicitly)."""
    area: dict[str, float] = inside.evaluate(VISIBLE_AREA)
    if app == "lab":
        toolbar = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-NotebookPanel-toolbar").first
        status = page.locator("#jp-main-statusbar")
        expect(toolbar).to_be_visible()
        expect(status).to_be_visible()
        area["top"] = max(area["top"], box_of(toolbar)["bottom"])
        area["bottom"] = min(area["bottom"], box_of(status)["top"])
    return area


def scroll_to_top(page: Page, element: Locator) -> None:
    """Scroll ``element``'s top to the top of what can be seen, as a learner would scroll to it."""
    element.evaluate("(e) => e.scrollIntoView({block: 'start', inline: 'nearest'})")
    page.evaluate(SETTLED)
    page.wait_for_timeout(300)  # widgets that change their size after the scroll (fonts, pictures)
    element.evaluate("(e) => e.scrollIntoView({block: 'start', inline: 'nearest'})")
    page.evaluate(SETTLED)


def not_on_screen(page: Page, app: str, parts: dict[str, Locator], size: tuple[int, int]) -> list[str]:
    """The parts not wholly inside the area where each can be seen, with both boxes."""
    missing = []
    for name, part in parts.items():
        expect(part).to_be_visible()
        area = visible_area(page, app, part)
        box = box_of(part)
        inside = (
            box["top"] >= area["top"] - TOLERANCE
            and box["bottom"] <= area["bottom"] + TOLERANCE
            and box["left"] >= area["left"] - TOLERANCE
            and box["right"] <= area["right"] + TOLERANCE
        )
        if not inside:
            missing.append(
                f"{size[0]}x{size[1]}: {name} ({_fmt(box)}) is not inside the visible area ({_fmt(area)})"
            )
    return missing


# -- servers and pages ---------------------------------------------------------------------------


@dataclass
class Server:
    """A Jupyter server (JupyterLab or Voilà) started by a test module, with its log."""

    name: str
    url: str
    process: subprocess.Popen[bytes]
    log: Path
    bgtutor_home: Path | None = None
    """The server's ``$BGTUTOR_HOME`` (the learner's files: ``progress.json``), if it has one; for
    Voilà the folder of the learner :func:`sign_in` signs each tab in as by default."""
    codes: dict[str, str] = field(default_factory=dict)
    """The codes the Voilà app gave the learners signed in so far, by name."""

    def log_tail(self, lines: int = 60) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        except OSError as error:
            return f"(no log: {error})"

    def log_since(self, offset: int) -> str:
        """What the server logged after ``offset`` bytes."""
        with self.log.open("rb") as log:
            log.seek(offset)
            return log.read().decode(errors="replace")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)  # a Jupyter server shuts its kernels down
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)  # its own session: only what we started
                self.process.wait(timeout=5)


@dataclass
class Tab:
    """A page open on one notebook, with what is needed to explain a failure."""

    page: Page
    context: BrowserContext
    server: Server
    console: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)
    """Every URL the tab's pages asked for (documents, scripts, styles, fonts, images, sockets)."""
    kernel_idle: int = 0
    """How many "idle" status messages of a kernel the page has received (over its web sockets)."""

    def wait_for_kernel(self, before: int, timeout_ms: float = 30_000) -> None:
        """Wait until the kernel has gone idle again after ``before`` idle messages: it has
        handled what the page sent since (a click on a widget is a message the kernel answers
        between "busy" and "idle")."""
        deadline = time.monotonic() + timeout_ms / 1000
        while self.kernel_idle <= before:
            if time.monotonic() > deadline:
                raise AssertionError(f"the kernel did not answer within {timeout_ms / 1000:.0f} s")
            self.page.wait_for_timeout(50)  # lets Playwright deliver the socket's frames
        self.page.wait_for_timeout(100)  # the widgets' updates came before "idle": let them draw

    def dump(self, name: str) -> str:
        """Save a screenshot and the page's text (plus console and server log); say where."""
        ARTIFACTS.mkdir(exist_ok=True)
        png, txt = ARTIFACTS / f"{name}.png", ARTIFACTS / f"{name}.txt"
        parts = [f"URL: {self.page.url}"]
        try:
            self.page.screenshot(path=png)
        except Exception as error:
            parts.append(f"(no screenshot: {error})")
        try:
            body = self.page.inner_text("body", timeout=5_000)
        except Exception as error:
            body = f"(no page text: {error})"
        console = "\n".join(self.console[-80:]) or "(empty)"
        parts += ["== page text ==", body, "== browser console ==", console]
        parts += [f"== {self.server.name} log (tail) ==", self.server.log_tail()]
        txt.write_text("\n".join(parts))
        return f"screenshot: {png}\npage text, console and server log: {txt}"

    def close(self) -> None:
        self.context.close()

    def foreign_requests(self) -> list[str]:
        """The requests that went anywhere but the tab's server (a CDN, say)."""
        return [url for url in self.requests if not is_local(url, self.server.url)]


def is_local(url: str, server: str) -> bool:
    """Whether ``url`` stays on the machine: the server's own origin (HTTP or its web socket), or
    data in the page (``data:``, ``blob:`` URLs made by the page from the server's data)."""
    if url.startswith("data:"):
        return True
    parts, own = urlsplit(url.removeprefix("blob:")), urlsplit(server)
    same_origin = (parts.hostname, parts.port) == (own.hostname, own.port)
    return parts.scheme in ("http", "https", "ws", "wss") and same_origin


def sign_in(page: Page, server: Server, name: str) -> None:
    """Sign the page's browser context in to the Voilà app as ``name``, as a learner does: the form
    filled and sent; a name signed in before also gets its code (:attr:`Server.codes`)."""
    page.goto(f"{server.url}/bgtutor/anmelden?next=/voila/tree/notebooks")
    page.get_by_label("Dein Name").fill(name)
    if name in server.codes:
        page.get_by_label("Code (wenn du schon angemeldet warst)").fill(server.codes[name])
    with page.expect_navigation():
        page.locator("form button[type=submit]").click()
    code = page.locator(".bg-code")
    if name not in server.codes:
        expect(code).to_have_text(re.compile(r"^[A-Z0-9]{6}$"))
        server.codes[name] = code.inner_text()
    else:
        expect(page.locator(".bg-problem")).to_have_count(0)


VOILA_ERROR_SIGNS = ("There was an error when executing cell", "Traceback", "Error displaying widget")

_KERNEL_SOCKET = re.compile(r"/api/kernels/([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})/channels")
_RECORD = re.compile(r"^(?:\[|\d{3} (?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) )")
"""A line that starts a record of a Jupyter server's log: ``[ClassroomVoila] ...``, ``[E 2026-...]``
or an access line (``500 GET /api/... (127.0.0.1) 3.2ms``)."""
PAGE_KERNEL = """() => {
    const config = document.getElementById('jupyter-config-data');
    try {
        return config ? JSON.parse(config.textContent).kernelId || null : null;
    } catch (error) {
        if (error instanceof SyntaxError) return null;  // the config still arriving: read it next round
        throw error;
    }
}"""
"""The id of the kernel Voilà started for the page (in its page config, written before the cells;
``null`` while the page has not all of it yet: the page's own websocket opens only after it is read)."""


@dataclass(frozen=True)
class LoggedError:
    """A record of a server's log with a traceback, and the kernel whose websocket
    (``/api/kernels/<id>/channels``) the failed request was, if it was one."""

    text: str
    socket_of: str | None


def logged_errors(log: str) -> list[LoggedError]:
    """The records of ``log`` that hold a traceback, each from its first line to the next record.

    >>> kernel = "0f8e0c1a-1b2c-4d3e-9f00-aabbccddeeff"
    >>> log = f'''[Voila] Kernel started: {kernel}
    ... [Voila] Uncaught exception GET /api/kernels/{kernel}/channels?session_id=1 (127.0.0.1)
    ... Traceback (most recent call last):
    ...   File "handlers.py", line 1, in get
    ... KeyError: 'Kernel does not exist'
    ... 500 GET /api/kernels/{kernel}/channels?session_id=1 (127.0.0.1) 2.10ms
    ... [Voila] There was an error when executing cell [3]:
    ... Traceback (most recent call last):
    ... ZeroDivisionError: division by zero'''
    >>> for error in logged_errors(log):
    ...     print(error.socket_of, "|", error.text.splitlines()[-1])
    0f8e0c1a-1b2c-4d3e-9f00-aabbccddeeff | KeyError: 'Kernel does not exist'
    None | ZeroDivisionError: division by zero
    """
    records: list[list[str]] = []
    for line in log.splitlines():
        if _RECORD.match(line) or not records:
            records.append([line])
        else:
            records[-1].append(line)
    errors = []
    for lines in records:
        text = "\n".join(lines)
        if "Traceback" in text:
            head = text[: text.index("Traceback")]  # the request that failed, not the frames
            socket = _KERNEL_SOCKET.search(head)
            errors.append(LoggedError(text, socket.group(1) if socket else None))
    return errors


def left_page_errors(errors: list[LoggedError], tab: Tab, own: str | None) -> list[LoggedError]:
    """The errors of a kernel websocket of a page ``tab`` has left: a socket the tab opened
    (:attr:`Tab.requests`) to a kernel that is not the one of the page now shown (``own``). Leaving a
    page closes its socket while the server may still be serving it (the server then answers 500 and
    logs a traceback): no error of the page being tested.

    >>> left, other = "0f8e0c1a-1b2c-4d3e-9f00-aabbccddeeff", "9e8d7c6b-1b2c-4d3e-9f00-aabbccddeeff"
    >>> log = "".join(
    ...     f"[Voila] Uncaught exception GET /api/kernels/{kernel}/channels?session_id=s (127.0.0.1)\\n"
    ...     f"Traceback (most recent call last):\\nKeyError: 'Kernel does not exist: {kernel}'\\n"
    ...     for kernel in (left, other)
    ... )
    >>> tab = Tab(None, None, None, requests=[f"ws://127.0.0.1:8866/api/kernels/{left}/channels?session_id=s"])
    >>> [error.socket_of for error in left_page_errors(logged_errors(log), tab, own=None)] == [left]
    True
    >>> left_page_errors(logged_errors(log), tab, own=left)  # the page shown now: its own kernel
    []
    """
    opened = {match.group(1) for url in tab.requests if (match := _KERNEL_SOCKET.search(url))}
    return [error for error in errors if error.socket_of is not None and error.socket_of in opened - {own}]


def wait_for_voila_page(tab: Tab, notebook: str, logged: int, timeout_s: float) -> None:
    """Wait until Voilà has streamed the page of ``notebook`` to its end (it runs the notebook
    meanwhile), then check that no cell shows an error. A rendering error is reported from the
    server log (what it wrote after ``logged`` bytes) at once: the page itself would wait forever.
    A traceback of a kernel websocket of a page the tab has left (:func:`left_page_errors`) is no
    error of this page: it is printed, not raised."""
    page, server = tab.page, tab.server
    deadline = time.monotonic() + timeout_s
    own: str | None = None
    while True:
        own = own or page.evaluate(PAGE_KERNEL)
        complete = page.evaluate("() => document.readyState") == "complete"
        errors = logged_errors(server.log_since(logged))
        left = left_page_errors(errors, tab, own)
        failed = [error for error in errors if error not in left]
        if failed:
            log = failed[-1].text
            outside = "outside root contents directory" in log
            error = VoilaImageOutsideRootError if outside else VoilaRenderError
            raise error(f"Voilà failed to render {notebook}; its log says:\n{_last_error(log)}")
        if complete:
            break
        if time.monotonic() > deadline:
            raise AssertionError(f"Voilà did not finish rendering {notebook} in time")
        page.wait_for_timeout(250)
    for error in left:
        print(f"on the way to {notebook}, the websocket of a page left (kernel {error.socket_of}) failed:")
        print(_last_error(error.text, 4))
    body = page.inner_text("body")
    for sign in VOILA_ERROR_SIGNS:
        assert sign not in body, f"Voilà shows {sign!r} on {notebook}"
    errors = page.locator('[data-mime-type="application/vnd.jupyter.error"]')
    assert errors.count() == 0, f"a cell of {notebook} shows an error:\n{errors.first.inner_text()}"


def _last_error(log: str, lines: int = 12) -> str:
    """The end of the last traceback in ``log``: the frames that matter and the error."""
    last = log[log.rindex("Traceback") :].splitlines()
    return "\n".join(last[-lines:]) if len(last) > lines else "\n".join(last)


class VoilaRenderError(AssertionError):
    """Voilà failed to render a notebook: its log shows a traceback (the page would just wait)."""


class VoilaImageOutsideRootError(VoilaRenderError):
    """Voilà 0.5 inlines a markdown image by looking its link up from Voilà's root directory, not
    from the notebook's; a link such as ``../images/x.png`` is then "outside root contents
    directory", the exception ends the page's rendering, and the page waits forever."""


# -- lesson 3: the exercise "bar-enter-and-hit" ---------------------------------------------------


def open_level(page: Page, key: str) -> Locator:
    """The level ``key`` on the page, opened: "Trotzdem öffnen" if the level before is not solved
    (a fresh learner's), so its first task shows."""
    level = page.locator(f".bg-level-{key}")
    expect(level).to_have_count(1)
    anyway = level.locator("button.bg-open-anyway")
    if anyway.count():
        anyway.click()
    expect(level.locator(".bg-exercise")).to_be_visible()
    return level


def exercise_widget(page: Page) -> Locator:
    """The exercise's widget in its level (opened), found by its task text (unique on the page)."""
    level = open_level(page, LEVEL)
    task = task_text(EXERCISES[EXERCISE], "de")
    widget = level.locator(".bg-exercise").filter(has=page.locator(".bg-task", has_text=task))
    expect(widget, f"exactly one exercise with the task {task!r}").to_have_count(1)
    return widget


def reset_exercise(widget: Locator) -> None:
    """Start the exercise afresh ("Nochmal"), so each test begins at the same position."""
    widget.locator("button.bg-retry").click()
    expect(widget.locator(".bg-feedback")).to_have_text("")
    expect(widget.locator(".bg-message")).to_contain_text("Du hast 6-3 gewürfelt")
    expect(widget.locator(".bg-steps")).to_have_text("Bisher gezogen: –")


def exercise_refused_step(page: Page, prefix: str) -> None:
    """bar → 19 may be tried (the 6 reaches it) and is refused at once as a wrong answer with the
    rule (Black holds 19); nothing moves, and the learner can go on."""
    widget = exercise_widget(page)
    reset_exercise(widget)
    message = widget.locator(".bg-message")
    click_first(page, widget, "bar", message)
    expect(message).to_have_text(
        "Stein auf der Bar gewählt. So weit reichen deine Zahlen: 22, 19, 16. Wähle das Ziel."
    )
    click_place(page, widget, 19)
    verdict = widget.locator(".bg-feedback .bg-verdict")
    expect(verdict).to_have_class(re.compile(r"\bbg-rule\b"))  # a broken rule, judged as a wrong try
    expect(verdict).to_contain_text("Mit der 6 würdest du auf Punkt 19 einsetzen")
    expect(verdict).to_contain_text("gesperrt")
    expect(widget.locator(".bg-steps")).to_have_text("Bisher gezogen: –")
    screenshot(page, f"{prefix}-exercise-refused", widget)


def exercise_right_play(page: Page, prefix: str) -> None:
    """bar/22, then 22/16*, checked: the verdict on the page is "Richtig"."""
    widget = exercise_widget(page)
    reset_exercise(widget)
    message, written = widget.locator(".bg-message"), widget.locator(".bg-steps")
    click_first(page, widget, "bar", message)
    expect(message).to_contain_text("Stein auf der Bar gewählt")
    click_place(page, widget, 22)
    expect(written).to_have_text("Bisher gezogen: bar/22")
    expect(message).to_contain_text("Gezogen: bar/22. Noch zu spielen: 6.")
    click_place(page, widget, 22)
    expect(message).to_contain_text("Stein auf 22 gewählt.")
    click_place(page, widget, 16)
    expect(written).to_have_text("Bisher gezogen: bar/22 22/16*")
    screenshot(page, f"{prefix}-exercise-complete", widget)
    check = widget.locator(".bg-exercise-buttons button.bg-check")
    expect(check).to_be_enabled()
    check.click()
    feedback = widget.locator(".bg-feedback")
    expect(feedback).to_contain_text("Richtig!")
    expect(feedback.locator(".bg-right")).to_have_count(1)
    screenshot(page, f"{prefix}-exercise-right", widget)


# -- the practice game --------------------------------------------------------------------------

_MOVABLE = re.compile(r"ziehen können die Steine auf: ([^.]+)\.")
_TARGETS = re.compile(
    r"Er kann (?:abgetragen werden oder )?ziehen nach: ([^.]+)\.|Er kann abgetragen werden\."
)
_WHITE_POINT = re.compile(r"Weiß (\d+) × (\d+)")
_WHITE_BAR = re.compile(r"Weiß \d+ auf der Bar")
_ROLLED = re.compile(r"Du hast \S+ gewürfelt|kann sich kein Stein bewegen")
_YOUR_ROLL = "Klicke auf „Würfeln“"


def _places(listed: str) -> list[Place]:
    return [int(item) if item.isdigit() else item for item in (s.strip() for s in listed.split(","))]


def _own_checkers(board: Locator) -> list[Place]:
    """White's occupied places from the description under the board: the bar first, then the
    back checkers first."""
    text = text_of(board.locator(".bg-description"))
    points = sorted((int(point) for _, point in _WHITE_POINT.findall(text)), reverse=True)
    return (["bar"] if _WHITE_BAR.search(text) else []) + points


def _click_and_read(page: Page, board: Locator, place: Place, before: str) -> str:
    """Click ``place`` and return the board's message once it has changed. Some answers repeat
    the message before (two checkers that cannot move may get the same notice): after a few
    seconds the text is taken as it is. A late answer costs at most extra clicks, never a wrong
    move, since every click is judged by the rules."""
    message = board.locator(".bg-message")
    click_place(page, board, place)
    with contextlib.suppress(AssertionError):
        expect(message).not_to_have_text(before, timeout=ANSWER_MS)
    return text_of(message)


def play_one_turn(page: Page, game: Locator) -> str:
    """Play the human's whole turn with mouse clicks only: pick a checker that can move (from the
    message, else the description), click its farthest highlighted target, until the play is
    complete. Returns the play as the board's message names it."""
    board = game.locator(".bg-board")
    message = board.locator(".bg-message")
    for _ in range(16):  # at most four steps, each a few clicks
        text = text_of(message)
        if "ist vollständig" in text or "Du musst aussetzen" in text:
            return text
        listed = _MOVABLE.search(text)
        candidates = _places(listed.group(1)) if listed else _own_checkers(board)
        for place in candidates:
            text = _click_and_read(page, board, place, text)
            targets = _TARGETS.search(text)
            if targets is None:
                continue  # this checker cannot move: the message says why; try the next one
            farthest = "off" if "abgetragen werden" in text else _places(targets.group(1))[-1]
            text = _click_and_read(page, board, farthest, text)
            break
        else:
            raise AssertionError(f"no checker of White could be moved; the board says: {text}")
    raise AssertionError(f"the turn was not complete after many clicks; the board says: {text_of(message)}")


def wait_for_the_start(game: Locator) -> None:
    """After "Spiel starten": wait until the game waits for White. The status grows line by line
    (each line is its own update); White's roll (White began) is the board's message beside it,
    not repeated in the status; the computer's play ends with the call to throw (Black began)."""
    status, message = game.locator(".bg-status"), game.locator(".bg-board .bg-message")
    started = status.filter(has_text=_YOUR_ROLL).or_(message.filter(has_text=_ROLLED))
    expect(started.first).to_be_visible()
    if _YOUR_ROLL not in text_of(status):
        expect(status).to_contain_text("Weiß beginnt")


def practice_turn(page: Page, prefix: str) -> None:
    """Start a game against the computer, throw the dice if the computer began, play one turn
    with the mouse, confirm, and see the computer's answer in the status line."""
    game = page.locator(".bg-practice")
    expect(game).to_have_count(1)
    status = game.locator(".bg-status")
    expect(status).to_contain_text("Spiel starten")
    game.locator("button.bg-start-game").click()
    expect(status).to_contain_text("Eröffnungswurf")
    board = game.locator(".bg-board")
    wait_for_the_start(game)
    print("after Spiel starten:", text_of(status))  # shown with a failure: who began, with which roll
    if _YOUR_ROLL in text_of(status):  # Black began and has played: now White throws
        roll = game.locator("button.bg-roll")
        expect(roll).to_be_enabled()
        roll.click()  # the dice animation runs in the browser (a Play widget), then the roll is shown
    # "Du hast 4-2 gewürfelt. Wähle einen Stein …", or no play at all (then only confirm)
    expect(board.locator(".bg-message")).to_have_text(_ROLLED)
    screenshot(page, f"{prefix}-practice-rolled", board)
    play_one_turn(page, game)
    confirm = board.locator("button.bg-confirm")
    expect(confirm).to_be_enabled()
    confirm.click()
    # The status starts afresh with White's play, then the computer's answer (at once).
    expect(status).to_have_text(
        re.compile(r"^\s*Du hast \S.* gezogen\.\s*Der Computer hat \S+ gewürfelt und \S.* gezogen\.")
    )
    expect(status).to_contain_text(_YOUR_ROLL)
    expect(game.locator("button.bg-roll")).to_be_enabled()
    screenshot(page, f"{prefix}-practice-answered", board)


# -- the keyboard: the board as an accessible control ----------------------------------------------

ARROWS = {"left": "ArrowLeft", "right": "ArrowRight", "up": "ArrowUp", "down": "ArrowDown"}
PLACES_OF = """(view) => Object.fromEntries(Array.from(view.querySelectorAll('.bg-place[data-place]'))
    .map((area) => [area.dataset.place, Object.assign({}, area.dataset)]))"""
"""Each place of a drawn board with its data attributes (``left``, ``rightTop``, ``row``, ...)."""
FOCUSED_PLACE = "() => (document.activeElement && document.activeElement.dataset || {}).place || null"
HAS_FOCUS = "(element) => element === document.activeElement || element.contains(document.activeElement)"
ZERO_WIDTH = "\u200b"


def key_path(places: dict[str, dict[str, str]], start: str, row: str, goal: str) -> list[tuple[str, str]]:
    """The arrow keys that lead the focus from ``start`` to ``goal`` along the neighbours the board
    names (the bar and the tray name one for each row: the row the focus came from), with the place
    each key reaches; found breadth first over (place, row), as the front end follows them.

    >>> places = {"1": {"row": "bottom", "left": "2"}, "2": {"row": "bottom", "right": "1",
    ...     "left": "bar"}, "bar": {"rightBottom": "2", "leftBottom": "3", "rightTop": "4"},
    ...     "3": {"row": "bottom", "right": "bar"}, "4": {"row": "top"}}
    >>> key_path(places, "1", "bottom", "3")
    [('ArrowLeft', '2'), ('ArrowLeft', 'bar'), ('ArrowLeft', '3')]
    """
    seen = {(start, row)}
    paths: list[tuple[str, str, list[tuple[str, str]]]] = [(start, row, [])]
    while paths:
        place, side, path = paths.pop(0)
        if place == goal:
            return path
        for way, key in ARROWS.items():
            data = places[place]
            near = data.get(way) or data.get(way + side.capitalize())
            if near is None:
                continue
            state = (near, places[near].get("row", side))
            if state not in seen:
                seen.add(state)
                paths.append((*state, [*path, (key, near)]))
    raise AssertionError(f"no way from {start} to {goal} along the board's neighbours")


class Keyboard:
    """One board played with key presses only: Tab onto it, the arrow keys to a place, Enter,
    Escape and Backspace; each answer read from the board's live region (``.bg-announce``)."""

    def __init__(self, page: Page, board: Locator) -> None:
        self.page, self.board = page, board
        self.view = board.locator(".bg-svgboard-view")
        self.live = self.view.locator(".bg-announce")
        self.row = "bottom"  # the front end's row before the focus has been on a point
        self.heard: list[str] = []

    def tab_in(self, start: Locator) -> str:
        """Focus ``start`` (a field beside the board: where a learner's Tab from the cell above
        arrives), then Shift+Tab until a place of the board has the focus; its ``data-place``."""
        start.focus()
        for _ in range(12):
            if self.view.evaluate(HAS_FOCUS):
                break
            self.page.keyboard.press("Shift+Tab")
        else:
            raise AssertionError("Shift+Tab never reached the board")
        place = str(self.page.evaluate(FOCUSED_PLACE))
        self.row = self._places().get(place, {}).get("row", self.row)
        return place

    def go_to(self, goal: Place) -> None:
        """Move the focus to ``goal`` with the arrow keys, checking where each key leads."""
        places = self._places()
        for _ in range(60):
            here = self.page.evaluate(FOCUSED_PLACE)
            assert here in places, f"the focus left the board's places ({here!r})"
            if here == str(goal):
                return
            (key, near), *_ = key_path(places, here, self.row, str(goal))
            self.page.keyboard.press(key)
            now = self.page.evaluate(FOCUSED_PLACE)
            if now != near and now in places and here in ("bar", "off"):  # the other row's neighbour
                self.row = places[now].get("row", "top" if self.row == "bottom" else "bottom")
                continue
            assert now == near, f"{key} on {here} led to {now}, not {near}"
            self.row = places[near].get("row", self.row)
        raise AssertionError(f"the focus did not reach {goal}")

    def press(self, key: str, said: str | re.Pattern[str]) -> str:
        """Press ``key`` on the focused place and wait until the live region says ``said``; what
        it said (kept in :attr:`heard`)."""
        self.page.keyboard.press(key)
        pattern = said if isinstance(said, re.Pattern) else re.compile(rf"^{re.escape(said)}{ZERO_WIDTH}?$")
        expect(self.live).to_have_text(pattern)
        text = self.live.inner_text().replace(ZERO_WIDTH, "")
        self.heard.append(f"{key}: {text}")
        return text

    def enter_on(self, place: Place, said: str | re.Pattern[str]) -> str:
        """The arrow keys to ``place``, then Enter (a click on it); what the live region says."""
        self.go_to(place)
        return self.press("Enter", said)

    def expect_focus_visible(self) -> None:
        """The focused place is drawn with the focus ring (:focus-visible's stroke)."""
        focused = self.view.locator(".bg-place:focus")
        expect(focused).to_have_count(1)
        assert focused.evaluate("(e) => e.matches(':focus-visible')"), "no visible focus"
        assert focused.evaluate("(e) => getComputedStyle(e).strokeWidth") == "9px"

    def _places(self) -> dict[str, dict[str, str]]:
        return dict(self.view.evaluate(PLACES_OF))


class ExerciseModel:
    """An exercise's board as the kernel holds it (:class:`BoardState`), to know what each key
    must make the live region say (:func:`announcement`, in German)."""

    def __init__(self, key: str) -> None:
        exercise = EXERCISES[key]
        self.state = BoardState.new(exercise.position, exercise.roll, exam=True)

    def click(self, place: Place) -> str:
        self.state = self.state.click(place)
        return announcement(self.state, "de")

    def escape(self) -> str:
        self.state = self.state.cancel()
        return announcement(self.state, "de")

    def backspace(self) -> str:
        self.state = self.state.undo()
        return announcement(self.state, "de")


def exercise_with_keys(page: Page, prefix: str) -> list[str]:
    """:data:`EXERCISE` with the keyboard only on its board: Tab onto it (the checker on the bar
    holds the tab stop), Enter on the bar, 19 tried and refused with its rule, bar/22 22/16*, Tab
    to "Prüfen", Enter: "Richtig". What the live region said, key by key."""
    widget = exercise_widget(page)
    reset_exercise(widget)
    model, keys = ExerciseModel(EXERCISE), Keyboard(page, widget.locator(".bg-board"))
    first = keys.tab_in(widget.locator(".bg-input input"))
    assert first == "bar", f"the tab stop is on {first!r}, not on the checker on the bar"
    keys.expect_focus_visible()
    keys.press("Enter", model.click("bar"))
    said = keys.enter_on(19, model.click(19))
    assert said.startswith("Nicht erlaubt: Mit der 6 würdest du auf Punkt 19 einsetzen"), said
    keys.enter_on(22, model.click(22))
    keys.press("Enter", model.click(22))
    assert keys.enter_on(16, model.click(16)).startswith("Der Zug bar/16* ist vollständig gezogen.")
    check = widget.locator(".bg-exercise-buttons button.bg-check")
    tab_to(page, check)
    page.keyboard.press("Enter")
    expect(widget.locator(".bg-feedback")).to_contain_text("Richtig!")
    screenshot(page, f"{prefix}-exercise-keys-right", widget)
    return keys.heard


def tab_to(page: Page, target: Locator, limit: int = 20) -> None:
    """Press Tab until ``target`` has the focus (a button after the board: "Prüfen", ...)."""
    for _ in range(limit):
        if target.evaluate(HAS_FOCUS):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {target}")
