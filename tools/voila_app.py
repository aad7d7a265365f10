"""Voilà for the classroom: the lessons and the practice game as apps, started by ``tools/app``
(and by the browser tests, so that they test the same server).

    python tools/voila_app.py [LESSON] [--lang de|en] [VOILÀ OPTIONS...]

LESSON is 1-6, ``partie`` (the practice game), ``glossar`` or nothing / ``inhalt`` (the contents). Voilà
serves the project's folder (``/voila/render/notebooks/<notebook>``), so the navigation links between
the lessons work and so do their pictures' links (``../images/…``); the chosen notebook's address is
printed and, unless ``--no-browser``, opened.

``--lang en`` serves the English edition (``notebooks/en/``: 00-Contents, 07-Practice-Game,
08-Glossary; LESSON also takes ``practice``, ``glossary``, ``contents``); German is the default.

What differs from a plain ``voila NOTEBOOK``:

- this checkout is Voilà's root (``--Voila.root_dir=…`` overrides it: a folder with ``notebooks/``
  and ``images/``), and its address ``/`` leads to the list of the edition's lessons
  (``/voila/tree/notebooks``, Voilà's classic folder page);
- a lesson's pictures are linked from its own folder (``../images/start.png``), but Voilà looks a
  markdown picture up from its root to put it into the page: :func:`pictures_from_root` (Voilà's
  ``prelaunch_hook``) rewrites the links of the notebook it is about to render, in memory, to paths
  from the root (``images/start.png``); the file itself is not changed;
- the server binds 127.0.0.1 (``--Voila.ip=…`` overrides it);
- the template ``bgtutor`` (``share/jupyter/voila/templates/bgtutor``, found through
  ``JUPYTER_PATH``): Voilà's lab template without its links to CDNs, so no request leaves the
  machine;
- kernels nobody is connected to any more (the learner followed a link or closed the tab) are
  stopped after five minutes; Voilà would otherwise keep every page's kernel (about 190 MB each);
- nothing is written into the checkout: Voilà never saves a notebook, and the kernels write no
  ``__pycache__`` beside the project's modules (PYTHONDONTWRITEBYTECODE). The practice game keeps
  its files in ``~/.bgtutor``, matplotlib and IPython theirs in the home directory as usual.
"""

from __future__ import annotations

import os
import posixpath
import sys
import threading
import webbrowser
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlsplit

from bgtutor.tutor.pictures.links import relink_pictures

REPO = Path(__file__).resolve().parents[1]
SHARE = REPO / "share" / "jupyter"
TEMPLATE = "bgtutor"
CONTENTS = "00-Inhalt.ipynb"
PRACTICE = "07-Uebungspartie.ipynb"
GLOSSARY = "08-Glossar.ipynb"
CULL_IDLE_S = 300
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


def main(argv: list[str]) -> None:
    lang, argv = edition(argv)
    choice = ""
    if argv and not argv[0].startswith("-"):
        choice, argv = argv[0], argv[1:]
    # The kernels inherit the environment: no bytecode files written into the checkout.
    os.environ["PYTHONDONTWRITEBYTECODE"] = "1"
    # Voilà looks its templates up in the Jupyter data path: add the project's share/jupyter.
    os.environ["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(SHARE), os.environ.get("JUPYTER_PATH")]))

    from jupyter_server.utils import url_path_join
    from tornado.web import RedirectHandler
    from traitlets.config import Config
    from voila.app import Voila

    class ClassroomVoila(Voila):  # type: ignore[misc]
        """Voilà serving a folder, announcing (and opening) one notebook's page in it."""

        start_page = ""

        def initialize(self, argv: list[str] | None = None) -> None:
            super().initialize(argv)
            self.start_page = notebook_for(choice, Path(self.root_dir), lang)
            # Voilà calls launch_browser once it listens on its port (which it may have had to
            # change): the moment to print the address, whether a browser is opened or not.
            self.wants_browser, self.open_browser = self.open_browser, True

        def init_handlers(self) -> list[Any]:
            # the address / (Voilà's list of the root folder) leads to the edition's lessons
            lessons = url_path_join(self.server_url, "voila/tree", EDITIONS[lang][0])
            redirect = {"url": lessons, "permanent": False}  # the other edition may be served next time
            return [(self.server_url, RedirectHandler, redirect), *super().init_handlers()]

        def page_url(self, base: str) -> str:
            return url_path_join(base, "voila/render", quote(self.start_page))

        @property
        def display_url(self) -> str:  # what Voilà's log says it "is running at"
            url, query, token = str(super().display_url).partition("?")
            return self.page_url(url) + query + token

        def launch_browser(self) -> None:
            url = self.page_url(self.connection_url)
            print(f"\nbgtutor: the app is at   {url}\n(Ctrl+C stops the server)\n", flush=True)
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
    # Each opened page runs its own kernel, and Voilà keeps it when the learner follows a link to
    # the next lesson or closes the tab. Kernels nobody is connected to any more are stopped after
    # CULL_IDLE_S seconds without activity (a page still open is never touched).
    defaults.MappingKernelManager.cull_idle_timeout = CULL_IDLE_S
    defaults.MappingKernelManager.cull_interval = 60
    defaults.MappingKernelManager.cull_connected = False
    ClassroomVoila.launch_instance(argv, config=defaults)


if __name__ == "__main__":
    main(sys.argv[1:])
