"""Voilà for the classroom: the lessons and the practice game as apps, started by ``tools/app``
(and by the browser tests, so that they test the same server).

    python tools/voila_app.py [LESSON] [--lang de|en] [--class DIR] [--max-kernels N]
                              [--max-kernels-per-learner N] [--warm N] [VOILÀ OPTIONS...]

LESSON is 1-6, ``partie`` (the practice game), ``glossar`` or nothing / ``inhalt`` (the contents). Voilà
serves the project's folder (``/voila/render/notebooks/<notebook>``), so the navigation links between
the lessons work and so do their pictures' links (``../images/…``); the chosen notebook's address is
printed and, unless ``--no-browser``, opened.

``--lang en`` serves the English edition (``notebooks/en/``: 00-Contents, 07-Practice-Game,
08-Glossary; LESSON also takes ``practice``, ``glossary``, ``contents``); German is the default.

Each learner is someone: a learner's first page asks for a name (a page drawn by the server, no
kernel; in the edition's language). A new name is registered in the class folder (``--class DIR``,
default ``~/bgtutor-klasse``; :mod:`bgtutor.files.learners`) and gets a code, shown once, with which
the learner comes back at another computer; a name that is taken needs its code (two learners are
never merged). A signed cookie (HttpOnly, SameSite=Lax, the secret kept in the class folder) names
the learner from then on; ``/bgtutor/abmelden`` forgets it. Every page's kernel runs with
``BGTUTOR_HOME=DIR/<slug>``, the learner's own folder: progress, preferences, saved games and
training are theirs. The slug comes only from the cookie: a header or a query string sent by the
browser cannot choose it.

What differs from a plain ``voila NOTEBOOK`` besides:

- this checkout is Voilà's root (``--Voila.root_dir=…`` overrides it: a folder with ``notebooks/``
  and ``images/``), and its address ``/`` leads to the list of the edition's lessons
  (``/voila/tree/notebooks``, Voilà's classic folder page);
- only the lesson notebooks of both editions can be rendered (:func:`renderable`: the contents,
  the lessons, the practice game, the glossary, the training and the final check), not the class
  overview (it shows every learner's answers) nor any other notebook; the folder list shows just
  those and is served for the editions' folders only;
- kernels are capped, in total (``--max-kernels``, default from the memory available: 60 % of it
  at 100 MB a kernel, 4 to 60) and per learner (``--max-kernels-per-learner``, default 4); a learner
  at the cap first loses those of their kernels no page is connected to any more; a page that finds
  no room is a short page (HTTP 503) that says what to do, and no kernel is started;
- kernels are started ahead (``--warm N``, default :data:`WARM`; :class:`ClassroomKernels`), each
  with bgtutor's widgets imported, and the next page takes one and makes it its learner's: a
  page's wait is then mostly its own cells. A teacher whose class of 30 opens a lesson together
  starts ``--warm 30`` a minute before (the kernels are started one after another, thirty in
  about half a minute on two cores); they count against ``--max-kernels``;
- a kernel serves its learner only: its websocket (``/api/kernels/<id>/channels``), its state
  (``/api/kernels/<id>``) and its shutdown (``/voila/api/shutdown/<id>``) answer 403 to anyone
  whose cookie names another learner or none (:class:`OwnKernelsOnly`), so a kernel's id, once
  learned, is no way into another learner's page;
- a lesson's pictures are linked from its own folder (``../images/start.png``), but Voilà looks a
  markdown picture up from its root to put it into the page: :func:`pictures_from_root` (Voilà's
  ``prelaunch_hook``) rewrites the links of the notebook it is about to render, in memory, to paths
  from the root (``images/start.png``); the file itself is not changed;
- the server binds 127.0.0.1 (``--Voila.ip=…`` overrides it);
- the template ``bgtutor`` (``share/jupyter/voila/templates/bgtutor``, found through
  ``JUPYTER_PATH``): Voilà's lab template without its links to CDNs, so no request leaves the
  machine; the login and message pages have their style inline;
- kernels nobody is connected to any more (the learner followed a link or closed the tab) are
  stopped after five minutes, and at once when the memory available runs short; Voilà would
  otherwise keep every page's kernel (about 60 MB each);
- the notebook executor waits up to :data:`IOPUB_TIMEOUT_S` for a cell's outputs (nbclient's
  default, 4 s, drops them when thirty kernels share two cores);
- nothing is written into the checkout: Voilà never saves a notebook, and the kernels keep their
  bytecode in ``~/.cache/bgtutor/pycache`` (:func:`bytecode_environment`), not in ``__pycache__``
  beside the project's modules; every kernel but the first loads bgtutor (and ipykernel, zmq, …)
  compiled. Matplotlib and IPython keep their files in the home directory as usual.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import html
import os
import posixpath
import re
import secrets
import sys
import threading
import time
import webbrowser
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlencode, urlsplit

import psutil
from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.services.kernels.handlers import KernelHandler
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from jupyter_server.utils import url_path_join
from tornado.ioloop import IOLoop, PeriodicCallback
from tornado.web import HTTPError, RedirectHandler
from traitlets import Integer, Unicode
from traitlets.config import Config
from voila.app import Voila
from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler
from voila.tornado.contentshandler import VoilaContentsHandler
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler
from voila.tornado.treehandler import TornadoVoilaTreeHandler

from bgtutor.commands.messages import CommandMessage
from bgtutor.files.json_files import make_folder
from bgtutor.files.learners import Learner, LearnerError, learner_by_slug, log_in
from bgtutor.tutor.pictures.links import relink_pictures

REPO = Path(__file__).resolve().parents[1]
SHARE = REPO / "share" / "jupyter"
TEMPLATE = "bgtutor"
CONTENTS = "00-Inhalt.ipynb"
PRACTICE = "07-Uebungspartie.ipynb"
GLOSSARY = "08-Glossar.ipynb"
CULL_IDLE_S = 300
IOPUB_TIMEOUT_S = 120
"""How long the notebook executor waits for a cell's outputs after the kernel said it has run it."""
CLASS = Path("~/bgtutor-klasse")
"""The class folder unless ``--class DIR`` names another: one folder per learner."""
KERNEL_MB = 100
"""What a page's kernel takes, generously, for the default total cap: a lesson's about 60 MB and the
practice game's about 75 MB once the Experte has played (``benchmarks/bench_class.py`` measures it)."""
PER_LEARNER = 4
SHORT_MB = 400
"""Memory available below this is short: unconnected kernels are ended at once."""
GRACE_S = 60
"""A kernel no page has connected to yet is left alone this long (its page is still rendering)."""
WARM = 2
"""Kernels started ahead unless ``--warm N`` says how many."""
WARM_KERNEL = "python3"
"""The kernel (the lessons') that the warm kernels are."""
WARM_IMPORTS = ("ipywidgets", "bgtutor", "bgtutor.widgets", "bgtutor.widgets.level", "bgtutor.tutor.teach")
"""What a warm kernel has imported: what the lessons' first cells import (none reads a learner's file)."""
WARM_CODE = (
    "def _warm():\n    import importlib\n"
    f"    for name in {WARM_IMPORTS!r}:\n        importlib.import_module(name)\n"
    "_warm()\ndel _warm\n"
)
WARM_TIMEOUT_S = 120
REFILL_PATIENCE_S = 30
"""A refill waits at most this long for the pages under way (being started, or their kernels busy)."""
RECENT_S = 2
"""A learner's kernel that did something this recently is taken to be running its page."""
NO_LEARNER = "/dev/null/bgtutor"
"""A warm kernel's ``BGTUTOR_HOME`` until a page takes it: a folder that cannot exist."""
PYCACHE = Path("bgtutor") / "pycache"
"""The kernels' bytecode cache, in the user's cache folder (``$XDG_CACHE_HOME`` else ``~/.cache``)."""
COOKIE = "bgtutor-learner"
LEARNER_HEADER = "X-Bgtutor-Learner"
LEARNER_ENV = "HTTP_" + LEARNER_HEADER.upper().replace("-", "_")
LOGIN, LOGOUT = "bgtutor/anmelden", "bgtutor/abmelden"
SECRET = ".bgtutor-cookie-secret"
"""The cookies' secret, in the class folder: a restarted server still knows its learners."""
RENDERED = re.compile(r"(?:0\d|11)[a-z]?-[A-Za-z0-9-]+\.ipynb")
"""The notebooks that can be rendered, by name in an edition's folder: the contents (00), the lessons
(01-06b), the practice game, the glossary, the training (07-09) and the final check (11); not the
class overview (10), which shows every learner's answers."""
USAGE = "choose a lesson 1-6, 'partie' (the practice game), 'glossar' or 'inhalt' (the contents)"
LESSONS = "notebooks"
EDITIONS = {
    "de": (LESSONS, CONTENTS, PRACTICE, GLOSSARY),
    "en": (f"{LESSONS}/en", "00-Contents.ipynb", "07-Practice-Game.ipynb", "08-Glossary.ipynb"),
}
"""Per language: the edition's folder in the project, its contents, practice game and glossary."""


def edition(argv: list[str]) -> tuple[str, list[str]]:
    """The language asked for with ``--lang de|en`` (or ``--lang=…``; default German) and the rest of
    ``argv``."""
    lang, rest, index = "de", [], 0
    while index < len(argv):
        argument = argv[index]
        if argument == "--lang" and index + 1 < len(argv):
            lang, index = argv[index + 1], index + 2
            continue
        if argument.startswith("--lang="):
            lang = argument.partition("=")[2]
        else:
            rest.append(argument)
        index += 1
    if lang not in EDITIONS:
        raise SystemExit(f"tools/app: --lang is de or en, not {lang!r}")
    return lang, rest


def notebook_for(choice: str, root: Path, lang: str = "de") -> str:
    """The notebook (a path in ``root``, the folder served) for a lesson number, ``partie``,
    ``glossar`` or ``inhalt``."""
    lessons, contents, practice, glossary = EDITIONS[lang]
    folder = root / lessons
    if choice in ("", "inhalt", "contents", "0"):
        name = contents
    elif choice in ("partie", "uebung", "practice", "7"):
        name = practice
    elif choice in ("glossar", "glossary", "8"):
        name = glossary
    elif choice in {str(n) for n in range(1, 7)}:
        found = sorted(folder.glob(f"0{choice}-*.ipynb"))
        if not found:
            raise SystemExit(f"tools/app: no notebook 0{choice}-*.ipynb in {folder}")
        name = found[0].name
    else:
        raise SystemExit(f"tools/app: {USAGE}, not {choice!r}")
    if not (folder / name).is_file():
        raise SystemExit(f"tools/app: {name} is not in {folder}")
    return f"{lessons}/{name}"


def from_root(folder: str, link: str) -> str:
    """A picture's ``link`` in a notebook of ``folder`` (a path in the served root), as a path from
    the root: what Voilà looks a markdown picture up by. Addresses (``https:``, ``data:``,
    ``attachment:``, ``/…``) stay; a link out of the root becomes an empty picture, since Voilà would
    fail on it and leave the page unfinished.

    >>> from_root("notebooks", "../images/start.png"), from_root("notebooks/en", "../../images/a.png")
    ('images/start.png', 'images/a.png')
    >>> from_root("notebooks", "https://example.org/x.png"), from_root("", "../x.png")
    ('https://example.org/x.png', 'data:,')
    """
    if urlsplit(link).scheme or link.startswith("/"):
        return link
    path = posixpath.normpath(posixpath.join(folder, link))
    return "data:," if path == ".." or path.startswith("../") else path


def pictures_from_root(handler: Any, notebook: Any, cwd: str) -> Any:
    """Voilà's ``prelaunch_hook``: the markdown pictures of ``notebook`` (in the folder ``cwd`` of the
    served root) linked from the root, so that Voilà finds them and puts them into the page. An
    HTML ``<img src="../images/…">`` stays: the browser asks ``/voila/render/images/…`` for it,
    which Voilà sends on to the file. It also tells the page template the edition's language
    (``metadata.bgtutor.lang``, from the folder), which words the loading screen."""
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            cell.source = relink_pictures(cell.source, lambda link: from_root(cwd, link), tags=False)
    english = posixpath.basename(posixpath.normpath(cwd or ".")) == posixpath.basename(EDITIONS["en"][0])
    notebook.metadata["bgtutor"] = {**notebook.metadata.get("bgtutor", {}), "lang": "en" if english else "de"}
    return notebook


FOLDERS = {lessons for lessons, *_ in EDITIONS.values()}
"""The editions' folders: the only folders whose list is shown."""


def renderable(path: str) -> bool:
    """Whether Voilà may render the notebook at ``path`` (a path in the served root, as the address
    names it): a lesson notebook (:data:`RENDERED`) right in an edition's folder.

    >>> renderable("notebooks/03-Schlagen-und-Einsetzen.ipynb"), renderable(
    ...     "notebooks/en/06b-Doubling-Cube.ipynb"
    ... )
    (True, True)
    >>> [renderable(p) for p in ("notebooks/10-Klassenuebersicht.ipynb", "tools/lite_demo.ipynb",
    ...     "notebooks/../notebooks/01-Das-Brett.ipynb", "notebooks/Beispielklasse/01-x.ipynb")]
    [False, False, False, False]
    """
    folder, _, name = path.rpartition("/")
    return folder in FOLDERS and RENDERED.fullmatch(name) is not None


def lang_of(path: str) -> str:
    """The edition a path in the served root (or an address) belongs to: ``en`` inside the English
    edition's folder, else ``de``.

    >>> lang_of("/voila/render/notebooks/en/07-Practice-Game.ipynb"), lang_of("notebooks/en"), lang_of("/")
    ('en', 'en', 'de')
    """
    english = "/" + EDITIONS["en"][0] + "/"
    return "en" if english in "/" + path.split("?")[0].strip("/") + "/" else "de"


def class_options(argv: list[str]) -> tuple[Path, int | None, int, int, list[str]]:
    """The class folder (``--class DIR``), the total cap (``--max-kernels N``; None: from the
    memory), the cap per learner (``--max-kernels-per-learner N``), the kernels started ahead
    (``--warm N``, 0 for none) and the rest of ``argv``.

    >>> class_options(["3", "--warm", "30", "--max-kernels=40"])[1:]
    (40, 4, 30, ['3'])
    """
    found: dict[str, str] = {}
    rest, index = [], 0
    names = ("--class", "--max-kernels", "--max-kernels-per-learner", "--warm")
    while index < len(argv):
        argument = argv[index]
        name, equals, value = argument.partition("=")
        if name in names and equals:
            found[name] = value
        elif argument in names and index + 1 < len(argv):
            found[argument], index = argv[index + 1], index + 1
        else:
            rest.append(argument)
        index += 1
    numbers = {}
    for name in names[1:]:
        if name in found:
            least = 0 if name == "--warm" else 1
            if not found[name].isdigit() or int(found[name]) < least:
                raise SystemExit(f"tools/app: {name} takes a whole number from {least}, not {found[name]!r}")
            numbers[name] = int(found[name])
    folder = Path(found.get("--class", str(CLASS))).expanduser().resolve()
    per_learner = numbers.get("--max-kernels-per-learner", PER_LEARNER)
    return folder, numbers.get("--max-kernels"), per_learner, numbers.get("--warm", WARM), rest


def default_max_kernels(available: int) -> int:
    """The total cap for ``available`` bytes of memory: 60 % of it at :data:`KERNEL_MB` a kernel,
    at least 4 and at most 60.

    >>> default_max_kernels(5 * 2**30), default_max_kernels(2**29), default_max_kernels(64 * 2**30)
    (30, 4, 60)
    """
    return max(4, min(60, int(available * 0.6 / (KERNEL_MB * 2**20))))


def cookie_secret(folder: Path) -> bytes:
    """The class folder's cookie secret (:data:`SECRET`, made once, readable by its owner only)."""
    path = folder / SECRET
    with contextlib.suppress(FileNotFoundError):
        secret = path.read_bytes().strip()
        if len(secret) >= 32:
            return secret
    secret = secrets.token_hex(32).encode()
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "wb") as file:
        file.write(secret + b"\n")
    return secret


# -- the pages the server draws itself -------------------------------------------------------------

STYLE = """
body { font-family: system-ui, sans-serif; max-width: 36em; margin: 3em auto; padding: 0 1em;
       line-height: 1.5; color: #1a1a1a; }
h1 { font-size: 1.5em; } label { display: block; margin-top: 1em; font-weight: 600; }
input { font-size: 1.1em; padding: .3em; width: 100%; box-sizing: border-box; }
button { font-size: 1.1em; margin-top: 1.2em; padding: .4em 1.4em; }
.bg-problem { border-left: 4px solid #b00020; padding: .3em .8em; background: #fdecee; }
.bg-code { font-size: 1.6em; font-family: monospace; letter-spacing: .15em; }
.bg-who { color: #555; }
"""


def say(key: str, lang: str, **params: object) -> str:
    """The commands catalog's text ``key`` in ``lang``, escaped for HTML."""
    return html.escape(CommandMessage.say(key, lang, **params))


def drawn_page(lang: str, title: str, body: str) -> str:
    """A whole page in ``lang``: ``title`` (escaped already) and ``body`` (HTML), style inline."""
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{title}</title><style>{STYLE}</style></head>\n<body>\n{body}\n</body></html>\n"
    )


class LearnerPages(JupyterHandler):  # type: ignore[misc]
    """What every handler of the class needs: the class folder, the learner the signed cookie names
    (None without a valid one), and the pages drawn without a kernel."""

    @property
    def class_folder(self) -> Path:
        return Path(self.settings["bgtutor_class"])

    def learner(self) -> Learner | None:
        slug = self.get_signed_cookie(COOKIE)
        return None if slug is None else learner_by_slug(self.class_folder, slug.decode("utf-8", "replace"))

    def page_lang(self) -> str:
        return lang_of(self.get_argument("next", "") or self.request.path)

    def login_address(self) -> str:
        return url_path_join(self.base_url, LOGIN) + "?" + urlencode({"next": self.request.uri})

    def who(self, lang: str) -> str:
        """ "Angemeldet als Anna." and the way to another name, or "" without a learner."""
        learner = self.learner()
        if learner is None:
            return ""
        here = self.get_argument("next", "") or self.request.uri
        out = url_path_join(self.base_url, LOGOUT) + "?" + urlencode({"next": here})
        signed_in = say("class-signed-in", lang, name=learner.name)
        link = f'<a href="{html.escape(out)}">{say("class-sign-out", lang)}</a>'
        return f'<p class="bg-who">{signed_in} {link}</p>'

    def problem_page(self, status: int, lang: str, title: str, text: str) -> None:
        """Answer ``status`` with a short page: ``title`` and ``text`` (plain text), the contents link."""
        contents = url_path_join(self.base_url, "voila/render", EDITIONS[lang][0], EDITIONS[lang][1])
        self.set_status(status)
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.set_header("Cache-Control", "no-cache, no-store, must-revalidate")
        body = (
            f"<h1>{html.escape(title)}</h1>\n<p>{html.escape(text)}</p>\n"
            f'<p><a href="{html.escape(contents)}">{say("class-to-contents", lang)}</a></p>\n{self.who(lang)}'
        )
        self.finish(drawn_page(lang, html.escape(title), body))

    def not_served(self, lang: str) -> None:
        self.problem_page(
            404, lang, say_plain("class-not-served-title", lang), say_plain("class-not-served", lang)
        )


def say_plain(key: str, lang: str, **params: object) -> str:
    return CommandMessage.say(key, lang, **params)


class LoginHandler(LearnerPages):
    """``/bgtutor/anmelden?next=…``: the name (and code) form; a new name is registered and its code
    shown once, a known name with its code goes on at once, a taken name without it is told so."""

    def safe_next(self) -> str:
        target = self.get_argument("next", "")
        local = target.startswith("/") and not target.startswith("//") and "\\" not in target
        return target if local else url_path_join(self.base_url, "/")

    def form(self, lang: str, problem: str = "", name: str = "") -> None:
        fields = self.xsrf_form_html()
        problem_html = f'<p class="bg-problem" role="alert">{html.escape(problem)}</p>\n' if problem else ""
        body = (
            f"<h1>{say('class-ask-name', lang)}</h1>\n<p>{say('class-why', lang)}</p>\n{problem_html}"
            f'<form method="post" action="{html.escape(url_path_join(self.base_url, LOGIN))}">\n{fields}\n'
            f'<input type="hidden" name="next" value="{html.escape(self.safe_next())}">\n'
            f'<label for="bg-name">{say("class-name-label", lang)}</label>\n'
            f'<input id="bg-name" name="name" type="text" maxlength="60" autocomplete="name" required '
            f"autofocus "
            f'value="{html.escape(name)}">\n'
            f'<label for="bg-code">{say("class-code-label", lang)}</label>\n'
            f'<input id="bg-code" name="code" type="text" maxlength="20" autocomplete="off" '
            f'autocapitalize="characters">\n'
            f'<button type="submit">{say("class-button", lang)}</button>\n</form>\n{self.who(lang)}'
        )
        self.set_header("Cache-Control", "no-cache, no-store, must-revalidate")
        self.finish(drawn_page(lang, say("class-title", lang), body))

    async def get(self) -> None:
        self.form(self.page_lang())

    async def post(self) -> None:
        lang = self.page_lang()
        name = self.get_body_argument("name", "")
        try:
            learner, code = log_in(self.class_folder, name, self.get_body_argument("code", ""))
        except LearnerError as error:
            self.form(lang, error.text(lang), name)
            return
        self.set_signed_cookie(COOKIE, learner.slug, expires_days=None, httponly=True, samesite="Lax")
        self.log.info("bgtutor: learner %s signed in (%s)", learner.slug, "new" if code else "code")
        if code is None:
            self.redirect(self.safe_next(), status=303)
            return
        body = (
            f"<h1>{say('class-welcome', lang, name=learner.name)}</h1>\n"
            f"<p>{say('class-your-code', lang, code='@@CODE@@')}</p>\n"
            f'<p><a href="{html.escape(self.safe_next())}">{say("class-go-on", lang)}</a></p>'
        ).replace("@@CODE@@", f'<strong class="bg-code">{code}</strong>')
        self.set_header("Cache-Control", "no-cache, no-store, must-revalidate")
        self.finish(drawn_page(lang, say("class-title", lang), body))


class LogoutHandler(LearnerPages):
    """``/bgtutor/abmelden``: the cookie forgotten, then the name form (for the page in ``next``)."""

    async def get(self) -> None:
        self.clear_cookie(COOKIE)
        target = self.get_argument("next", "/")
        target = target if target.startswith("/") and not target.startswith("//") else "/"
        self.redirect(url_path_join(self.base_url, LOGIN) + "?" + urlencode({"next": target}))


class NoRoomError(HTTPError):  # type: ignore[misc]
    """No kernel can be started for a page: the learner's own cap (``kind`` ``learner``) or the
    server's total (``full``) is reached; ``count`` is the cap."""

    def __init__(self, kind: str, count: int) -> None:
        super().__init__(503, f"no room for a kernel ({kind}, cap {count})")
        self.kind, self.count = kind, count


class LessonHandler(LearnerPages, TornadoVoilaHandler):  # type: ignore[misc]
    """Voilà's page handler for the lessons only, and only for a learner: without the learner's
    cookie the login page, a notebook not :func:`renderable` a 404 page. The learner's slug goes
    to the kernel manager as the request's :data:`LEARNER_HEADER` (whatever the browser sent as
    that header is dropped)."""

    async def prepare(self) -> None:
        await super().prepare()
        if self._finished:
            return
        path = self.path_args[0] if self.path_args else ""
        self.request.headers.pop(LEARNER_HEADER, None)
        if not path.lower().endswith(".ipynb"):
            return  # a picture: Voilà sends it on to /voila/files (pictures only)
        if not renderable(path) or not (Path(self.settings["bgtutor_root"]) / path).is_file():
            self.not_served(lang_of(path))
            return
        learner = self.learner()
        if learner is None:
            self.redirect(self.login_address())
            return
        self.request.headers[LEARNER_HEADER] = learner.slug

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        error = kwargs.get("exc_info", (None, None, None))[1]
        if not isinstance(error, NoRoomError):
            super().write_error(status_code, **kwargs)
            return
        lang = lang_of(self.request.path)
        title = say_plain("class-no-room-title", lang)
        self.problem_page(503, lang, title, say_plain(f"class-no-room-{error.kind}", lang, count=error.count))


class LessonsOnly:
    """The served folder's contents as Voilà's folder list sees them: the editions' folders and the
    notebooks that can be rendered, nothing else."""

    def __init__(self, contents: Any) -> None:
        self._contents = contents

    def __getattr__(self, name: str) -> Any:
        return getattr(self._contents, name)

    async def get(self, path: str, *args: Any, **kwargs: Any) -> Any:
        model = self._contents.get(path, *args, **kwargs)
        if hasattr(model, "__await__"):
            model = await model
        if model.get("type") == "directory" and isinstance(model.get("content"), list):
            model["content"] = [
                entry
                for entry in model["content"]
                if (entry["type"] == "directory" and entry["path"] in FOLDERS)
                or (entry["type"] == "notebook" and renderable(entry["path"]))
            ]
        return model


class FolderHandler(LearnerPages, TornadoVoilaTreeHandler):  # type: ignore[misc]
    """Voilà's folder list, for a learner and for the editions' folders only, listing only what can
    be rendered."""

    @property
    def contents_manager(self) -> Any:
        return LessonsOnly(self.settings["contents_manager"])

    async def prepare(self) -> None:
        await super().prepare()
        if self._finished:
            return
        path = self.path_kwargs.get("path", "").strip("/")
        if not path:  # the ".." of an edition's list
            self.redirect(url_path_join(self.base_url, "voila/tree", EDITIONS["de"][0]))
        elif path not in FOLDERS:
            self.not_served(lang_of(path))
        elif self.learner() is None:
            self.redirect(self.login_address())


class ContentsHandler(LearnerPages, VoilaContentsHandler):  # type: ignore[misc]
    """Voilà's contents API (names, never contents), for a learner and the lessons only."""

    @property
    def contents_manager(self) -> Any:
        return LessonsOnly(self.settings["contents_manager"])

    async def prepare(self) -> None:
        await super().prepare()
        path = self.path_kwargs.get("path", "").strip("/")
        if self.learner() is None:
            raise HTTPError(403)
        if path not in FOLDERS and not renderable(path):
            raise HTTPError(404)


class ClassroomKernels(AsyncMappingKernelManager):  # type: ignore[misc]
    """The kernels of a class: each started with ``BGTUTOR_HOME`` the learner's folder (from the
    request's :data:`LEARNER_ENV`, which is taken out of the kernel's environment), capped per
    learner and in total; kernels no page is connected to any more end when the memory runs short.

    A few kernels (``warm``) are started ahead, with :data:`WARM_IMPORTS` imported and no learner
    yet (``BGTUTOR_HOME`` a folder that cannot exist): a page takes one (or the one being warmed)
    and, before Voilà's executor runs the notebook, code run on it sets the environment the page's
    kernel would have been started with (the learner's ``BGTUTOR_HOME``, Voilà's request
    variables) and the working directory (the notebook's folder). A warm kernel serves one page
    only; the pool is refilled in the background, one kernel at a time and after the pages being
    started and run (:data:`REFILL_PATIENCE_S` at most). Warm kernels count against the total cap
    (the pool fills only free places), are never culled as idle, are the first to end when the
    memory runs short, and end with the server.

    Voilà's own ``preheat_kernel`` is not used: it renders whole notebooks before anyone asks for
    them, so before the learner (and their folder) is known, and it refuses a ``prelaunch_hook``."""

    class_folder = Unicode("", config=True, help="The class folder: one learner folder per learner.")
    max_kernels = Integer(4, config=True, help="Kernels running at once, in total.")
    max_kernels_per_learner = Integer(PER_LEARNER, config=True, help="Kernels running at once per learner.")
    short_mb = Integer(
        SHORT_MB, config=True, help="Memory available (MB) below which idle kernels end at once."
    )
    warm = Integer(WARM, config=True, help="Kernels started ahead, each ready for the next page.")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.owners: dict[str, str] = {}
        self.starting: collections.Counter[str] = collections.Counter()
        self.connected_once: set[str] = set()
        self.memory_watch: PeriodicCallback | None = None
        self.pending = 0
        """Kernel processes being started (for pages or the pool), not yet among the kernels."""
        self.pool: list[str] = []
        """Warm kernels, ready for the next page."""
        self.warming: asyncio.Future[str | None] | None = None
        self.warming_taken = False
        self.refiller: asyncio.Task[None] | None = None
        self.closing = False

    def notify_connect(self, kernel_id: str) -> None:
        super().notify_connect(kernel_id)
        self.connected_once.add(kernel_id)

    def gone(self, kernel_id: str) -> bool:
        """Whether no page uses the kernel any more: its page was connected and is not (the learner
        followed a link or closed the tab), or no page connected within :data:`GRACE_S` of the last
        thing the kernel did. A warm kernel is not gone: no page has had it yet."""
        if kernel_id in self.pool or self._kernel_connections.get(kernel_id, 0) > 0:
            return False
        if kernel_id in self.connected_once:
            return True
        kernel = self._kernels.get(kernel_id)
        last = getattr(kernel, "last_activity", None)
        return last is not None and (time.time() - last.timestamp()) > GRACE_S

    def own(self, slug: str) -> list[str]:
        return [kernel for kernel, owner in self.owners.items() if owner == slug and kernel in self._kernels]

    def room(self) -> bool:
        """Whether one more kernel fits under the total cap."""
        return len(self._kernels) + self.pending < self.max_kernels

    async def end(self, kernels: list[str], why: str) -> None:
        for kernel in kernels:
            self.owners.pop(kernel, None)  # counted no more from now on
            with contextlib.suppress(ValueError):
                self.pool.remove(kernel)
        for kernel in kernels:
            self.log.info("bgtutor: ending kernel %s (%s)", kernel, why)
            with contextlib.suppress(KeyError, RuntimeError):
                await self.shutdown_kernel(kernel)

    async def start_kernel(
        self, *, kernel_id: str | None = None, path: str | None = None, **kwargs: Any
    ) -> str:
        env = dict(kwargs.pop("env", None) or {})
        slug = str(env.pop(LEARNER_ENV, ""))
        learner = learner_by_slug(self.class_folder, slug) if slug else None
        if learner is None:
            raise HTTPError(403, "a kernel is started for a learner only")
        env["BGTUTOR_HOME"] = str(learner.folder)
        mine = self.own(slug)
        if len(mine) + self.starting[slug] >= self.max_kernels_per_learner:
            await self.end([kernel for kernel in mine if self.gone(kernel)], f"{slug} opened another page")
            if len(self.own(slug)) + self.starting[slug] >= self.max_kernels_per_learner:
                raise NoRoomError("learner", self.max_kernels_per_learner)
        self.starting[slug] += 1
        try:
            started = None
            if kernel_id is None and kwargs.get("kernel_name", WARM_KERNEL) == WARM_KERNEL:
                started = await self.take_warm()
            if started is not None and not await self.hand_over(started, env, path, slug):
                started = None
            if started is None:
                if not self.room():
                    raise NoRoomError("full", self.max_kernels)
                self.pending += 1
                try:
                    started = await super().start_kernel(kernel_id=kernel_id, path=path, env=env, **kwargs)
                finally:
                    self.pending -= 1
                self.log.info("bgtutor: kernel %s for %s (started for the page)", started, slug)
        finally:
            self.starting[slug] -= 1
        self.owners[started] = slug
        if self.memory_watch is None:
            self.memory_watch = PeriodicCallback(self.watch_memory, 10_000)
            self.memory_watch.start()
        self.refill_soon()
        return str(started)

    # -- the warm kernels ------------------------------------------------------------------------

    async def take_warm(self) -> str | None:
        """A warm kernel for a page (taken out of the pool), else the one being warmed if no page
        has claimed it yet (waited for), else None."""
        while self.pool:
            kernel = self.pool.pop(0)
            manager = self._kernels.get(kernel)
            if manager is not None and await manager.is_alive():
                return kernel
            with contextlib.suppress(KeyError, RuntimeError):
                await self.shutdown_kernel(kernel)
        if self.warming is not None and not self.warming_taken:
            self.warming_taken = True
            return await asyncio.shield(self.warming)
        return None

    async def hand_over(self, kernel: str, env: dict[str, str], path: str | None, slug: str) -> bool:
        """Make the warm ``kernel`` the page's: the environment ``env`` (what differs from the
        server's) and the notebook's folder ``path`` as its working directory. False (and the
        kernel ended) if the kernel fails to take them."""
        # str(): Voilà's names are members of a string enum, whose repr is no Python
        changed = {str(key): str(value) for key, value in env.items() if os.environ.get(key) != value}
        folder = self.cwd_for_path(path, env=env) if path is not None else os.getcwd()
        code = f"import os as _os\n_os.environ.update({changed!r})\n_os.chdir({folder!r})\ndel _os\n"
        try:
            await self.run_code(kernel, code)
        except (RuntimeError, TimeoutError) as error:
            await self.end([kernel], f"a warm kernel could not be handed over: {error}")
            return False
        self.log.info("bgtutor: kernel %s for %s (warm)", kernel, slug)
        return True

    async def run_code(self, kernel: str, code: str) -> None:
        """Run ``code`` on ``kernel`` through a client of its own; RuntimeError if it fails."""
        client = self.get_kernel(kernel).client()
        client.start_channels()
        try:
            await client.wait_for_ready(timeout=WARM_TIMEOUT_S)
            reply = await client.execute(
                code, silent=True, store_history=False, reply=True, timeout=WARM_TIMEOUT_S
            )
        finally:
            client.stop_channels()
        if reply["content"]["status"] != "ok":
            raise RuntimeError(f"{reply['content'].get('ename')}: {reply['content'].get('evalue')}")

    def refill_soon(self) -> None:
        """Start refilling the pool in the background (unless it is being refilled)."""
        if self.closing or self.refiller is not None or len(self.pool) >= self.warm:
            return
        with contextlib.suppress(RuntimeError):  # no event loop running: nothing to refill yet
            self.refiller = asyncio.get_running_loop().create_task(self.refill())

    def busy(self) -> bool:
        """Whether a page is being started or a learner's kernel is running code (busy, or active
        within :data:`RECENT_S`: between two cells it is idle for a moment)."""
        if sum(self.starting.values()) > 0:
            return True
        now = datetime.now(UTC)
        for kernel in self.owners:
            manager = self._kernels.get(kernel)
            last = getattr(manager, "last_activity", None)
            if getattr(manager, "execution_state", "") == "busy" or (
                last is not None and (now - last).total_seconds() < RECENT_S
            ):
                return True
        return False

    async def refill(self) -> None:
        """Warm kernels until the pool has :attr:`warm`, one at a time, while they fit under the
        cap and the memory is not short; each after the pages under way (or
        :data:`REFILL_PATIENCE_S`)."""
        try:
            while not self.closing and len(self.pool) < self.warm:
                waited = 0.0
                while self.busy() and waited < REFILL_PATIENCE_S:
                    await asyncio.sleep(0.5)
                    waited += 0.5
                short = psutil.virtual_memory().available < self.short_mb * 2**20
                if self.closing or short or not self.room() or len(self.pool) >= self.warm:
                    return
                self.warming, self.warming_taken = asyncio.get_running_loop().create_future(), False
                kernel = None
                try:
                    kernel = await self.warm_one()
                finally:
                    warming, self.warming = self.warming, None
                    warming.set_result(kernel)
                if kernel is None:
                    return
                if self.closing:
                    await self.end([kernel], "the server stops")
                elif not self.warming_taken:
                    self.pool.append(kernel)
                    self.log.info(
                        "bgtutor: warm kernel %s ready (%d of %d)", kernel, len(self.pool), self.warm
                    )
        finally:
            self.refiller = None

    async def warm_one(self) -> str | None:
        """A new kernel with :data:`WARM_IMPORTS` imported and no learner, or None if it fails."""
        env = {**os.environ, "BGTUTOR_HOME": NO_LEARNER}
        self.pending += 1
        try:
            kernel: str = await super().start_kernel(kernel_name=WARM_KERNEL, env=env)
        except Exception as error:  # a kernel that does not start: the pages start their own
            self.log.warning("bgtutor: no warm kernel: %s", error)
            return None
        finally:
            self.pending -= 1
        try:
            await self.run_code(kernel, WARM_CODE)
        except (RuntimeError, TimeoutError) as error:
            await self.end([kernel], f"it could not be warmed: {error}")
            return None
        return kernel

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        if kernel_id not in self.pool:  # a warm kernel waits for its page, however long
            await super().cull_kernel_if_idle(kernel_id)

    async def shutdown_all(self, now: bool = False) -> None:
        self.closing = True
        if self.refiller is not None:
            self.refiller.cancel()
        self.pool.clear()
        await super().shutdown_all(now=now)

    def remove_kernel(self, kernel_id: str) -> Any:
        self.owners.pop(kernel_id, None)
        self.connected_once.discard(kernel_id)
        with contextlib.suppress(ValueError):
            self.pool.remove(kernel_id)
        removed = super().remove_kernel(kernel_id)
        self.refill_soon()  # a place may have become free
        return removed

    async def watch_memory(self) -> None:
        """End every kernel no page uses any more, and the warm ones, when the memory available is
        short."""
        available = psutil.virtual_memory().available
        if available < self.short_mb * 2**20:
            gone = [kernel for kernel in list(self._kernels) if kernel in self.pool or self.gone(kernel)]
            if gone:
                await self.end(gone, f"memory short: {available // 2**20} MB available")


class OwnKernelsOnly(LearnerPages):
    """A handler of one kernel (its id in the address) that serves only the learner the kernel was
    started for (the signed cookie's learner, :attr:`ClassroomKernels.owners`): 403 for anyone else,
    and for a warm kernel no page has yet."""

    def check_owner(self, kernel_id: str) -> None:
        learner = self.learner()
        owner = getattr(self.kernel_manager, "owners", {}).get(kernel_id)
        if learner is None or owner != learner.slug:
            self.log.warning(
                "bgtutor: kernel %s refused to %s", kernel_id, learner.slug if learner else "nobody"
            )
            raise HTTPError(403)


class KernelChannels(OwnKernelsOnly, VoilaKernelWebsocketHandler):  # type: ignore[misc]
    """Voilà's kernel websocket (``/api/kernels/<id>/channels``), for the kernel's learner only."""

    async def pre_get(self) -> None:
        self.check_owner(self.kernel_id)
        await super().pre_get()


class KernelModel(OwnKernelsOnly, KernelHandler):  # type: ignore[misc]
    """``/api/kernels/<id>`` (the kernel's state; DELETE ends it), for the kernel's learner only."""

    async def get(self, kernel_id: str) -> None:
        self.check_owner(kernel_id)
        await super().get(kernel_id)

    async def delete(self, kernel_id: str) -> None:
        self.check_owner(kernel_id)
        await super().delete(kernel_id)


class KernelShutdown(OwnKernelsOnly, VoilaShutdownKernelHandler):  # type: ignore[misc]
    """``/voila/api/shutdown/<id>`` (what a page asks when it is closed), for the kernel's learner only."""

    async def post(self, kernel_id: str) -> None:
        self.check_owner(kernel_id)
        await super().post(kernel_id)


def bytecode_environment(cache: Path | None = None) -> dict[str, str]:
    """The kernels' bytecode settings: ``PYTHONPYCACHEPREFIX`` a folder of the user's (``cache``,
    default :data:`PYCACHE` in the user's cache folder, made readable by its owner only), so that
    every kernel after the first loads compiled modules and nothing is written beside the
    project's modules (``PYTHONDONTWRITEBYTECODE`` emptied, which Python takes as unset);
    ``PYTHONDONTWRITEBYTECODE`` if that folder cannot be made.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as home:
    ...     env = bytecode_environment(Path(home) / "pycache")
    ...     sorted(env), oct(os.stat(env["PYTHONPYCACHEPREFIX"]).st_mode & 0o777)
    (['PYTHONDONTWRITEBYTECODE', 'PYTHONPYCACHEPREFIX'], '0o700')
    >>> bytecode_environment(Path("/dev/null/pycache"))
    {'PYTHONDONTWRITEBYTECODE': '1'}
    """
    if cache is None:
        base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
        cache = base / PYCACHE
    try:
        cache.mkdir(mode=0o700, parents=True, exist_ok=True)
        cache.chmod(0o700)
    except OSError:
        return {"PYTHONDONTWRITEBYTECODE": "1"}
    return {"PYTHONPYCACHEPREFIX": str(cache), "PYTHONDONTWRITEBYTECODE": ""}


# -- the app ------------------------------------------------------------------------------------------


def main(argv: list[str]) -> None:
    lang, argv = edition(argv)
    folder, max_kernels, per_learner, warm, argv = class_options(argv)
    choice = ""
    if argv and not argv[0].startswith("-"):
        choice, argv = argv[0], argv[1:]
    # The kernels inherit the environment: their bytecode is cached outside the checkout.
    os.environ.update(bytecode_environment())
    # Voilà looks its templates up in the Jupyter data path: add the project's share/jupyter.
    os.environ["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(SHARE), os.environ.get("JUPYTER_PATH")]))

    class ClassroomVoila(Voila):  # type: ignore[misc]
        """Voilà serving a folder to a class, announcing (and opening) one notebook's page in it."""

        start_page = ""

        def initialize(self, argv: list[str] | None = None) -> None:
            super().initialize(argv)
            self.start_page = notebook_for(choice, Path(self.root_dir), lang)
            try:
                make_folder(folder)
            except OSError as error:
                raise SystemExit(f"tools/app: the class folder {folder} cannot be made: {error}") from None
            self.cookie_secret = cookie_secret(folder)
            # Voilà calls launch_browser once it listens on its port (which it may have had to
            # change): the moment to print the address, whether a browser is opened or not.
            self.wants_browser, self.open_browser = self.open_browser, True

        def init_settings(self) -> dict[str, Any]:
            settings: dict[str, Any] = super().init_settings()
            settings.update(bgtutor_class=str(folder), bgtutor_root=str(self.root_dir))
            return settings

        def init_handlers(self) -> list[Any]:
            # the address / (Voilà's list of the root folder) leads to the edition's lessons
            lessons = url_path_join(self.server_url, "voila/tree", EDITIONS[lang][0])
            redirect = {"url": lessons, "permanent": False}  # the other edition may be served next time
            ours = {TornadoVoilaHandler: LessonHandler, TornadoVoilaTreeHandler: FolderHandler}
            ours[VoilaContentsHandler] = ContentsHandler
            ours.update({VoilaKernelWebsocketHandler: KernelChannels, KernelHandler: KernelModel})
            ours[VoilaShutdownKernelHandler] = KernelShutdown
            voilas = [(rule[0], ours.get(rule[1], rule[1]), *rule[2:]) for rule in super().init_handlers()]
            missing = set(ours) - {rule[1] for rule in super().init_handlers()}
            assert not missing, f"Voilà has no handler {missing} any more: check who may use a kernel"
            return [
                (self.server_url, RedirectHandler, redirect),
                (url_path_join(self.server_url, LOGIN), LoginHandler),
                (url_path_join(self.server_url, LOGOUT), LogoutHandler),
                *voilas,
            ]

        def page_url(self, base: str) -> str:
            return url_path_join(base, "voila/render", quote(self.start_page))

        @property
        def display_url(self) -> str:  # what Voilà's log says it "is running at"
            url, query, token = str(super().display_url).partition("?")
            return self.page_url(url) + query + token

        def launch_browser(self) -> None:
            url = self.page_url(self.connection_url)
            cap = self.kernel_manager.max_kernels
            print(
                f"\nbgtutor: the app is at   {url}\n"
                f"bgtutor: the class folder is {folder}\n"
                f"bgtutor: at most {cap} pages at once, {per_learner} per learner; "
                f"{min(warm, cap)} kernels kept ready (--warm)\n"
                + (
                    f"bgtutor: --warm {warm} is more than the cap: add --max-kernels {warm + 10}\n"
                    if warm > cap
                    else ""
                )
                + "(Ctrl+C stops the server)\n",
                flush=True,
            )
            # the warm kernels are started once the server listens
            IOLoop.current().add_callback(self.kernel_manager.refill_soon)
            if not self.wants_browser:
                return
            try:
                browser = webbrowser.get(self.browser or None)
            except webbrowser.Error as error:
                self.log.warning("No web browser found: %s. Open the address above.", error)
                return
            threading.Thread(target=browser.open, args=(url, self.webbrowser_open_new), daemon=True).start()

    defaults = Config()
    defaults.Voila.ip = "127.0.0.1"
    defaults.Voila.root_dir = str(REPO)
    defaults.VoilaConfiguration.template = TEMPLATE
    defaults.VoilaConfiguration.prelaunch_hook = pictures_from_root
    # Voilà's folder page drawn on the server (its JupyterLab-based one always lists the root,
    # whatever folder the address names): / leads to the lessons' list
    defaults.VoilaConfiguration.classic_tree = True
    # The learner's slug reaches the kernel manager as a request header that LessonHandler sets
    defaults.VoilaConfiguration.http_header_envs = [LEARNER_HEADER]
    defaults.VoilaConfiguration.multi_kernel_manager_class = ClassroomKernels
    defaults.ClassroomKernels.class_folder = str(folder)
    defaults.ClassroomKernels.max_kernels = max_kernels or default_max_kernels(
        psutil.virtual_memory().available
    )
    defaults.ClassroomKernels.max_kernels_per_learner = per_learner
    defaults.ClassroomKernels.warm = warm
    # A busy kernel's outputs may come long after it said the cell is done: wait for them
    defaults.VoilaExecutor.iopub_timeout = IOPUB_TIMEOUT_S
    # Each opened page runs its own kernel, and Voilà keeps it when the learner follows a link to
    # the next lesson or closes the tab. Kernels nobody is connected to any more are stopped after
    # CULL_IDLE_S seconds without activity (a page still open is never touched).
    defaults.MappingKernelManager.cull_idle_timeout = CULL_IDLE_S
    defaults.MappingKernelManager.cull_interval = 60
    defaults.MappingKernelManager.cull_connected = False
    ClassroomVoila.launch_instance(argv, config=defaults)


if __name__ == "__main__":
    main(sys.argv[1:])
