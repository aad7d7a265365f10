"""The package's layers: rules, files < board < tutor, play < widgets < commands, each importing
only itself and what lies below, with no import circle but the position's lazy display hooks.

The graph is read from the sources by ``tools/import_graph.py`` (which also prints its figures).
"""

from __future__ import annotations

import ast
import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bgtutor.commands.tutorial import OLD_MODULES

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("import_graph", ROOT / "tools" / "import_graph.py")
assert _spec and _spec.loader
graph = importlib.util.module_from_spec(_spec)
sys.modules["import_graph"] = graph
_spec.loader.exec_module(graph)

MODULES = graph.modules()
TOP_LEVEL = {"bgtutor", "bgtutor.__main__"}
"""Above every layer: the names README.md promises and ``python -m bgtutor``."""
ARROWS = graph.arrows(MODULES)

DISPLAY_HOOKS = {
    ("bgtutor.rules.position", target) for target in ("bgtutor.board.diagram", "bgtutor.board.svg")
}
"""``Position.diagram`` (its ``str``) and ``Position._repr_svg_`` for Jupyter: loaded only when a
position is shown."""

THIRD_PARTY = {
    "rules": set(),
    "files": set(),
    "board": {"matplotlib", "numpy", "PIL"},
    "tutor": {"matplotlib"},
    "play": {"numpy", "threadpoolctl"},
    "widgets": {"ipywidgets", "anywidget", "ipympl", "matplotlib", "IPython", "traitlets", "numpy", "PIL"},
    "commands": {"tqdm", "jupyter_server", "jupyterlab"},
}
"""What each layer may import besides the standard library and bgtutor."""


def _package(name: str) -> str:
    parts = name.split(".")
    return parts[1] if len(parts) > 1 else ""


def test_every_module_sits_in_a_layer() -> None:
    loose = [name for name in MODULES if name not in TOP_LEVEL]
    assert loose and all(_package(name) in graph.LAYERS for name in loose), [
        name for name in loose if _package(name) not in graph.LAYERS
    ]


def test_no_arrow_runs_up_a_layer() -> None:
    up = [
        f"{a.source} → {a.target} (line {a.line})"
        for a in ARROWS
        if graph.layer(a.source) < graph.layer(a.target) and (a.source, a.target) not in DISPLAY_HOOKS
    ]
    assert up == []


def test_the_display_hooks_are_lazy() -> None:
    hooks = [a for a in ARROWS if (a.source, a.target) in DISPLAY_HOOKS]
    assert {(a.source, a.target) for a in hooks} == DISPLAY_HOOKS
    assert {a.kind for a in hooks} == {"lazy"}


def test_tutor_and_play_do_not_import_each_other() -> None:
    across = [a for a in ARROWS if {_package(a.source), _package(a.target)} == {"tutor", "play"}]
    assert across == []


def test_no_import_circle() -> None:
    edges = {(a.source, a.target) for a in ARROWS if (a.source, a.target) not in DISPLAY_HOOKS}
    assert graph.circles(list(MODULES), edges) == []


@pytest.mark.parametrize("name", sorted(MODULES), ids=str)
def test_outside_imports_are_the_layers_own(name: str) -> None:
    imported = set()
    for node in ast.walk(ast.parse(MODULES[name].read_text("utf-8"))):
        if isinstance(node, ast.Import):
            imported |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            imported.add(node.module.split(".")[0])
    outside = imported - {"bgtutor"} - set(sys.stdlib_module_names)
    package = _package(name)
    allowed = THIRD_PARTY[package] if package in THIRD_PARTY else set().union(*THIRD_PARTY.values())
    assert outside <= allowed


def test_the_lower_layers_load_without_the_widget_libraries() -> None:
    """Pure models (board state, frames, the practice session) never make their users load ipywidgets."""
    lower = [name for name in MODULES if _package(name) in {"rules", "board", "tutor", "play"}]
    code = (
        "import importlib, sys\n"
        f"for name in {lower!r}:\n"
        "    importlib.import_module(name)\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'ipywidgets', 'anywidget', 'ipympl'}))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_the_rules_load_alone() -> None:
    """Importing the whole rules layer loads nothing of bgtutor above it (nor any third-party module)."""
    rules = [name for name in MODULES if _package(name) == "rules"]
    code = (
        "import importlib, sys\n"
        "before = set(sys.modules)\n"
        f"for name in {rules!r}:\n"
        "    importlib.import_module(name)\n"
        "new = {m for m in set(sys.modules) - before}\n"
        f"print(sorted(m for m in new if m.startswith('bgtutor.') and m not in {sorted(TOP_LEVEL)!r}"
        " and not m.startswith('bgtutor.rules')))\n"
        "print(sorted({m.split('.')[0] for m in new} - set(sys.stdlib_module_names) - {'bgtutor'}))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split("\n")[:2] == ["[]", "[]"]


def test_the_readme_names_are_importable_from_bgtutor() -> None:
    import bgtutor
    import bgtutor.widgets

    for name in ("Position", "Roll", "legal_plays", "check_play", "Turn", "parse_play", "Play", "Step"):
        assert hasattr(bgtutor, name), name
    for name in ("BoardWidget", "ExampleStepper", "ExerciseWidget", "PracticeGame"):
        assert getattr(bgtutor.widgets, name).__name__.endswith(("Widget", "Stepper", "Game")), name


def test_importing_bgtutor_installs_no_import_hook_and_the_old_names_are_gone() -> None:
    """One import path per module: a lesson copied before the move is named by the tutorial's start
    (tests/test_tutorial.py), not served through a hook."""
    code = (
        "import importlib.util, sys\n"
        "hooks = list(sys.meta_path)\n"
        "import bgtutor, bgtutor.widgets\n"
        "print(sys.meta_path == hooks)\n"
        f"print([name for name in {sorted(OLD_MODULES)!r} if importlib.util.find_spec(name) is not None])\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["True", "[]"]


def test_nothing_of_ours_uses_an_old_module_name() -> None:
    moved = sorted(OLD_MODULES)
    pattern = re.compile(r"(?:from|import) (" + "|".join(re.escape(name) for name in moved) + r")\b")
    paths = [
        *ROOT.joinpath("bgtutor").rglob("*.py"),
        *ROOT.joinpath("tests").rglob("*.py"),
        *ROOT.joinpath("tools").rglob("*.py"),
        *ROOT.joinpath("notebooks").rglob("*.ipynb"),
    ]
    users = [
        str(path.relative_to(ROOT))
        for path in paths
        if path.name not in {"tutorial.py", "test_layers.py", "test_tutorial.py"}
        and pattern.search(path.read_text("utf-8"))
    ]
    assert users == []


def test_what_the_practice_game_saves_loads_without_numpy() -> None:
    """Preferences name a strength (:mod:`bgtutor.play.strengths`), not a player: no NumPy for that."""
    code = "import sys, bgtutor.play.storage, bgtutor.play.saved_values; print('numpy' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"
