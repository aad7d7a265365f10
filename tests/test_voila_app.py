"""tools/voila_app.py (``bash tools/app``) finds the notebook asked for, in either edition, serves the
project's folder, and has Voilà put every lesson's pictures into its page (linked ``../images/…`` from
the notebook's folder, which Voilà alone would look up from its root)."""

from __future__ import annotations

import importlib.util
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from types import ModuleType

import nbformat
import pytest

from bgtutor.tutor.pictures.links import picture_links

REPO = Path(__file__).resolve().parents[1]


def _voila_app() -> ModuleType:
    spec = importlib.util.spec_from_file_location("voila_app", REPO / "tools" / "voila_app.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


app = _voila_app()


@pytest.mark.parametrize(
    ("argv", "lang", "rest"),
    [
        (["3"], "de", ["3"]),
        (["3", "--lang", "en"], "en", ["3"]),
        (["--lang=en", "partie", "--no-browser"], "en", ["partie", "--no-browser"]),
        (["3", "--lang", "de", "--Voila.ip=0.0.0.0"], "de", ["3", "--Voila.ip=0.0.0.0"]),
    ],
)
def test_lang_chooses_the_edition_and_the_rest_goes_to_voila(
    argv: list[str], lang: str, rest: list[str]
) -> None:
    assert app.edition(argv) == (lang, rest)


def test_an_unknown_language_is_one_clear_line() -> None:
    with pytest.raises(SystemExit, match="'fr'"):
        app.edition(["3", "--lang", "fr"])


@pytest.mark.parametrize(
    ("choice", "german", "english"),
    [
        ("", "00-Inhalt.ipynb", "00-Contents.ipynb"),
        ("3", "03-Schlagen-und-Einsetzen.ipynb", "03-Hitting-and-Entering.ipynb"),
        ("6", "06-Spielplan-fuer-Anfaenger.ipynb", "06-A-Game-Plan-for-Beginners.ipynb"),
        ("partie", "07-Uebungspartie.ipynb", "07-Practice-Game.ipynb"),
        ("glossary", "08-Glossar.ipynb", "08-Glossary.ipynb"),
    ],
)
def test_each_choice_opens_the_notebook_of_its_edition(choice: str, german: str, english: str) -> None:
    assert app.notebook_for(choice, REPO, "de") == f"notebooks/{german}"
    assert app.notebook_for(choice, REPO, "en") == f"notebooks/en/{english}"


def test_a_folder_without_the_lessons_is_one_clear_line(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="not in"):
        app.notebook_for("", tmp_path, "de")


NOTEBOOKS = sorted((REPO / "notebooks").rglob("*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.relative_to(REPO).as_posix())
def test_voila_puts_every_picture_of_every_notebook_into_the_page(path: Path) -> None:
    """The hook's links, given to Voilà's own markdown renderer with a contents manager on the
    project's folder (as ``tools/app`` serves it): every picture comes back inlined, and the file
    on disk is unchanged."""
    from jupyter_server.services.contents.filemanager import FileContentsManager
    from voila.exporter import VoilaMarkdownRenderer

    text = path.read_text(encoding="utf-8")
    notebook = nbformat.reads(text, as_version=4)
    folder = path.parent.relative_to(REPO).as_posix()
    pictures = sum(len(picture_links(c.source)) for c in notebook.cells if c.cell_type == "markdown")
    notebook = app.pictures_from_root(None, notebook, folder)
    contents = FileContentsManager(root_dir=str(REPO))
    for cell in notebook.cells:
        if cell.cell_type != "markdown":
            continue
        for link in picture_links(cell.source):
            renderer = VoilaMarkdownRenderer(contents, escape=False, attachments={})
            html = renderer.image("picture", link)
            assert 'src="data:image/png;base64,' in html, (path.name, link)
    assert path.read_text(encoding="utf-8") == text
    if path.name in ("00-Inhalt.ipynb", "00-Contents.ipynb"):
        assert pictures == 1  # the starting position


def test_the_hook_rewrites_only_the_picture_links() -> None:
    notebook = nbformat.v4.new_notebook(
        cells=[
            nbformat.v4.new_markdown_cell(
                '[Lektion 2](02-Ziehen.ipynb) ![Start](../images/start.png) <img src="../images/a.png">'
            ),
            nbformat.v4.new_code_cell('print("![x](../images/start.png)")'),
        ]
    )
    app.pictures_from_root(None, notebook, "notebooks")
    # an <img> stays: the browser asks /voila/render/images/a.png, which Voilà sends on to the file
    assert notebook.cells[0].source == (
        '[Lektion 2](02-Ziehen.ipynb) ![Start](images/start.png) <img src="../images/a.png">'
    )
    assert notebook.cells[1].source == 'print("![x](../images/start.png)")'


def test_the_app_serves_the_project_with_the_hook_and_opens_the_edition(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """What main() hands Voilà (caught before the server starts): the project's folder as root, the
    hook, the lessons' folder behind the address /, the chosen notebook's page."""
    from voila.app import Voila

    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    monkeypatch.setenv("PYTHONPYCACHEPREFIX", "")  # main sets both for the kernels: restored after
    monkeypatch.setenv("JUPYTER_PATH", "")
    started: dict[str, object] = {}

    def launch(cls: type, argv: list[str], config: object) -> None:
        started.update(cls=cls, argv=argv, config=config)

    monkeypatch.setattr(Voila, "launch_instance", classmethod(launch))
    app.main(["3", "--lang", "en", "--no-browser"])
    config = started["config"]
    assert config.Voila.root_dir == str(REPO)  # type: ignore[attr-defined]
    assert config.VoilaConfiguration.prelaunch_hook is app.pictures_from_root  # type: ignore[attr-defined]
    assert config.VoilaConfiguration.classic_tree is True  # type: ignore[attr-defined]
    assert started["argv"] == ["--no-browser"]
    assert os.environ["PYTHONPYCACHEPREFIX"].endswith("/bgtutor/pycache")  # not in the checkout
    assert os.environ["PYTHONDONTWRITEBYTECODE"] == ""
    voila = started["cls"](root_dir=str(REPO))  # type: ignore[operator]
    voila.start_page = app.notebook_for("3", REPO, "en")
    assert voila.page_url("/") == "/voila/render/notebooks/en/03-Hitting-and-Entering.ipynb"


def _config_of(monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> tuple[object, list[str]]:
    from voila.app import Voila

    monkeypatch.setenv("JUPYTER_PATH", "")
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    monkeypatch.setenv("PYTHONPYCACHEPREFIX", "")
    started: dict[str, object] = {}

    def launch(cls: type, argv: list[str], config: object) -> None:
        started.update(argv=argv, config=config)

    monkeypatch.setattr(Voila, "launch_instance", classmethod(launch))
    app.main(argv)
    return started["config"], started["argv"]  # type: ignore[return-value]


def test_the_class_options_reach_the_kernel_manager(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """--class, --max-kernels and --max-kernels-per-learner (either spelling) become the kernel
    manager's settings and are not passed on to Voilà; without them: ~/bgtutor-klasse, a cap from
    the memory, four per learner."""
    argv = [
        "3",
        "--class",
        str(tmp_path / "k"),
        "--max-kernels=7",
        "--max-kernels-per-learner",
        "2",
        "--warm=30",
        "--no-browser",
    ]
    config, rest = _config_of(monkeypatch, argv)
    kernels = config.ClassroomKernels  # type: ignore[attr-defined]
    assert (kernels.class_folder, kernels.max_kernels, kernels.max_kernels_per_learner, kernels.warm) == (
        str(tmp_path / "k"),
        7,
        2,
        30,
    )
    assert rest == ["--no-browser"]
    assert config.VoilaConfiguration.multi_kernel_manager_class is app.ClassroomKernels  # type: ignore[attr-defined]
    assert config.VoilaConfiguration.http_header_envs == [app.LEARNER_HEADER]  # type: ignore[attr-defined]
    monkeypatch.setenv("HOME", str(tmp_path))
    config, _ = _config_of(monkeypatch, ["--no-browser"])
    kernels = config.ClassroomKernels  # type: ignore[attr-defined]
    assert kernels.class_folder == str(tmp_path / "bgtutor-klasse")
    assert 4 <= kernels.max_kernels <= 60 and kernels.max_kernels_per_learner == 4
    assert kernels.warm == app.WARM == 2
    assert app.class_options(["--warm", "0"])[3] == 0
    for wrong in (["--max-kernels", "0"], ["--max-kernels-per-learner=x"], ["--warm=-1"]):
        with pytest.raises(SystemExit, match="whole number"):
            app.class_options(wrong)


def test_the_executor_waits_for_late_outputs(monkeypatch: pytest.MonkeyPatch) -> None:
    """The notebook executor Voilà makes for a page (VoilaExecutor, given the app's config) waits
    IOPUB_TIMEOUT_S for a cell's outputs, not nbclient's 4 s, and never raises on a timeout."""
    from voila.execute import VoilaExecutor

    config, _ = _config_of(monkeypatch, ["--no-browser"])
    executor = VoilaExecutor(nbformat.v4.new_notebook(), config=config)
    assert executor.iopub_timeout == app.IOPUB_TIMEOUT_S >= 60
    assert executor.raise_on_iopub_timeout is False and executor.timeout is None


@pytest.mark.parametrize(
    ("path", "served"),
    [
        *(
            (f"notebooks/{path.name}", not path.name.startswith("10-"))
            for path in (REPO / "notebooks").glob("*.ipynb")
        ),
        *(
            (f"notebooks/en/{p.name}", not p.name.startswith("10-"))
            for p in (REPO / "notebooks" / "en").glob("*.ipynb")
        ),
        ("tools/lite_demo.ipynb", False),
        ("notebooks/Beispielklasse/01-Das-Brett.ipynb", False),
        ("notebooks/en/../01-Das-Brett.ipynb", False),
        ("notebooks//01-Das-Brett.ipynb", False),
        ("notebooks/03-Schlagen-und-Einsetzen.IPYNB", False),
    ],
)
def test_only_the_lesson_notebooks_can_be_rendered(path: str, served: bool) -> None:
    assert app.renderable(path) is served


def test_the_app_as_the_readme_starts_it_opens_a_browser_and_keeps_serving(tmp_path: Path) -> None:
    """``bash tools/app`` without --no-browser: the address is printed, the browser (here the no-op
    command ``true``) is asked to open it, and the server goes on answering: the page asks the
    learner's name first, and the class folder is ``~/bgtutor-klasse`` (here in a home of its own)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {**os.environ, "BROWSER": "true", "BGTUTOR_HOME": str(tmp_path / "teacher"), "HOME": str(tmp_path)}
    command = [sys.executable, str(REPO / "tools" / "voila_app.py"), f"--port={port}"]
    server = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        assert server.stdout is not None
        lines = []
        while not any("bgtutor: the app is at" in line for line in lines):
            line = server.stdout.readline()
            assert line, "".join(lines)  # the server stopped before announcing itself
            lines.append(line)
        time.sleep(2)
        assert server.poll() is None, "".join(lines) + server.stdout.read()
        page = urllib.request.urlopen(
            f"http://127.0.0.1:{port}/voila/render/notebooks/00-Inhalt.ipynb", timeout=120
        )
        assert page.status == 200
        assert "/bgtutor/anmelden?next=" in page.url and "Wie heißt du?" in page.read().decode()
        assert (tmp_path / "bgtutor-klasse").is_dir()
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_a_warm_kernel_is_never_culled_as_idle(monkeypatch: pytest.MonkeyPatch) -> None:
    """Jupyter's culler passes over the warm kernels (idle however long), not over the others."""
    import asyncio

    kernels = app.ClassroomKernels()
    kernels.pool = ["warm"]
    asked: list[str] = []

    async def cull(self: object, kernel_id: str) -> None:
        asked.append(kernel_id)

    monkeypatch.setattr(app.AsyncMappingKernelManager, "cull_kernel_if_idle", cull)
    for kernel in ("warm", "page"):
        asyncio.run(kernels.cull_kernel_if_idle(kernel))
    assert asked == ["page"]


def test_kernels_no_page_uses_end_at_once_when_memory_is_short(monkeypatch: pytest.MonkeyPatch) -> None:
    """The memory watch ends the kernels whose page went away (connected once, not now), those no
    page connected to within the grace time and the warm ones, never a kernel a page is connected
    to or one still rendering; with enough memory it ends none."""
    import asyncio
    import datetime
    from types import SimpleNamespace

    kernels = app.ClassroomKernels()
    now = datetime.datetime.now(datetime.UTC)
    old = now - datetime.timedelta(seconds=app.GRACE_S + 5)
    kernels._kernels = {
        "open": SimpleNamespace(last_activity=old),
        "left": SimpleNamespace(last_activity=now),
        "abandoned": SimpleNamespace(last_activity=old),
        "rendering": SimpleNamespace(last_activity=now),
        "warm": SimpleNamespace(last_activity=old),
    }
    kernels._kernel_connections = {"open": 1, "left": 0, "abandoned": 0, "rendering": 0, "warm": 0}
    kernels.connected_once = {"open", "left"}
    kernels.pool = ["warm"]
    ended: list[str] = []

    async def shutdown(kernel_id: str) -> None:
        ended.append(kernel_id)
        del kernels._kernels[kernel_id]

    monkeypatch.setattr(kernels, "shutdown_kernel", shutdown)
    plenty = SimpleNamespace(available=(app.SHORT_MB + 1) * 2**20)
    monkeypatch.setattr(app.psutil, "virtual_memory", lambda: plenty)
    asyncio.run(kernels.watch_memory())
    assert ended == []
    short = SimpleNamespace(available=(app.SHORT_MB - 1) * 2**20)
    monkeypatch.setattr(app.psutil, "virtual_memory", lambda: short)
    asyncio.run(kernels.watch_memory())
    assert sorted(ended) == ["abandoned", "left", "warm"]  # the pool shrinks too
    assert kernels.pool == []
