"""axe-core in the browser tests: run it on a page (or on the notebook's own content inside
JupyterLab), and say what it found, worst first.

axe-core is a test tool, never shipped to learners: ``bash tools/test`` installs it from the npm
registry into ``build/axe/`` (git-ignored, :data:`AXE`), and the tests put it into the page
themselves, so no page ever asks a CDN for it. A missing axe-core is a failure, not a skip.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from browserkit import ARTIFACTS
from playwright.sync_api import Page, expect

from bgtutor.tutor.exercises.engine import truth
from bgtutor.tutor.exercises.kinds import find_kind
from bgtutor.tutor.lessons import LEVELS

REPO = Path(__file__).resolve().parents[2]
AXE = REPO / "build" / "axe" / "node_modules" / "axe-core" / "axe.min.js"
"""Where ``bash tools/test`` puts axe-core (``npm install --prefix build/axe axe-core@4``)."""

FAILING = ("critical", "serious")
"""The impacts a test fails on; moderate and minor findings are listed, not failed."""
IMPACTS = ("critical", "serious", "moderate", "minor")

NOTEBOOK_CONTENT = [
    ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-MarkdownOutput",
    ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-OutputArea-output",
]
"""The notebook's own content in JupyterLab (and in the browser edition, which is JupyterLab):
the rendered Markdown and the cells' outputs. JupyterLab's chrome around it (menus, toolbars,
the file browser, the code editors) is JupyterLab's, not ours."""

PAGES = [
    ("00-Inhalt.ipynb", ".bg-handin"),
    ("01-Das-Brett.ipynb", ".bg-level"),
    ("02-Ziehen.ipynb", ".bg-level"),
    ("03-Schlagen-und-Einsetzen.ipynb", ".bg-level"),
    ("04-Abtragen.ipynb", ".bg-level"),
    ("05-Spielende-und-Wertung.ipynb", ".bg-level"),
    ("06-Spielplan-fuer-Anfaenger.ipynb", ".bg-level"),
    ("06b-Verdopplungswuerfel.ipynb", ".bg-level"),
    ("07-Uebungspartie.ipynb", ".bg-practice"),
    ("09-Training.ipynb", ".bg-training"),
    ("11-Abschlusspruefung.ipynb", ".bg-final-check"),
]
"""The pages a learner opens, each with what shows once it has run: the contents, every lesson,
the practice game, the training and the final check (the glossary, only Markdown, and the
teacher's class overview are not in this list)."""
ENGLISH = [("en/03-Hitting-and-Entering.ipynb", ".bg-level"), ("en/07-Practice-Game.ipynb", ".bg-practice")]
"""The English edition's pages checked too (the same widgets, the other catalog)."""


PRACTISED = "Axe"
"""The learner whose pages are checked: some levels solved, so that every kind of level shows."""
PRACTISED_CODE = """
from bgtutor.tutor.lessons import LEVELS
from bgtutor.tutor.progress.records import Answer, record
record(
    [
        Answer.lesson_check(task.key, level.lesson, True)
        for level in LEVELS.values()
        if level.number % 3 == 1
        for task in level.tasks
    ],
    PATH,
    name="Axe",
)
"""
"""Python (run in the test, or in the browser edition's kernel with ``PATH = None``) that writes
the checked learner's progress: every third level of each lesson solved, its first, fourth, ...
So each lesson shows all three kinds of level at once: a solved one (its stars and worked
examples, with their autoplay and speed controls), an open one (its task) and, after that, a
locked one (its first board and "Trotzdem öffnen"); the contents show the learner's tables and
chart."""


def write_practised_progress(path: Path) -> None:
    """The checked learner's progress (:data:`PRACTISED_CODE`) written to ``path``."""
    exec(PRACTISED_CODE, {"PATH": path})


def start_training(page: Page) -> None:
    """The training shows its task (a board, an answer field) only after "Los": press it."""
    training = page.locator(".bg-training")
    training.locator("button.bg-start").click()
    expect(training.locator(".bg-training-task .bg-exercise")).to_be_visible()


def start_practice(page: Page) -> None:
    """The practice game with its settings open, the turn clock switched on (▶ ■ ⟲) and a game
    begun."""
    game = page.locator(".bg-practice")
    game.locator(".bg-settings .jupyter-widget-Collapse-header").click()
    timer = game.locator(".bg-show-timer input")
    expect(timer).to_be_visible()
    if not timer.is_checked():
        timer.check()
    game.locator("button.bg-start-game").click()
    # the opening roll said: the game has begun (and the clock shows, in JupyterLab and Voilà; the
    # browser edition keeps it hidden, as it did with ipywidgets' Play: a layout shown again there
    # stays "display: none")
    expect(game.locator(".bg-status")).to_contain_text(re.compile("Eröffnungswurf|Opening roll"))


def show_worked_examples(page: Page) -> int:
    """On a lesson's page, solve the first level whose tasks are all moves on the board and that
    has worked examples, as a learner does (each play typed into the board's field, "Prüfen",
    "Nächste Aufgabe"): it then shows its stars and its worked examples (steppers with their
    buttons, autoplay and speed). Returns how many levels were solved (0 or 1)."""
    for level in LEVELS.values():
        widget = page.locator(f".bg-level-{level.key}")
        on_board = all(find_kind(exercise.kind).on_board for exercise in level.tasks)
        if not (level.after and on_board and widget.count()):
            continue
        anyway = widget.locator("button.bg-open-anyway")
        if anyway.count():
            anyway.click()
        for index, exercise in enumerate(level.tasks):
            task = widget.locator(f".bg-task-{exercise.key}")
            expect(task).to_be_visible()
            task.locator(".bg-input input").fill(truth(exercise)[0])
            task.locator("button.bg-enter").click()
            check_button = task.locator(".bg-exercise-buttons button.bg-check")
            expect(check_button).to_be_enabled()
            check_button.click()
            expect(task.locator(".bg-feedback .bg-verdict")).to_have_class(re.compile(r"\bbg-right\b"))
            if index + 1 < len(level.tasks):
                widget.locator("button.bg-level-next").click()
        expect(widget.locator(".bg-level-after .bg-stepper")).to_have_count(len(level.after))
        return 1
    return 0


def prepare(page: Page, notebook: str) -> None:
    """Bring ``notebook``'s page into the state checked: the training's task shown, the practice
    game begun with its settings open, a lesson's worked examples shown (where a level allows)."""
    if "Training" in notebook:
        start_training(page)
    elif page.locator(".bg-practice").count():
        start_practice(page)
    elif page.locator(".bg-level").count():
        show_worked_examples(page)


_RUN = """async ({include}) => {
    const context = include ? {include: include.map((selector) => [selector])} : document;
    const result = await window.axe.run(context, {resultTypes: ['violations']});
    return result.violations.map((rule) => ({
        id: rule.id, impact: rule.impact, help: rule.help,
        nodes: rule.nodes.map((node) => ({
            target: node.target.map(String).join(' '),
            html: node.html.slice(0, 300),
            impact: node.impact,
            summary: (node.failureSummary || '').replace(/\\s+/g, ' ').slice(0, 300),
        })),
    }));
}"""


@dataclass(frozen=True)
class Violation:
    """One rule axe-core found broken, with the elements that break it."""

    rule: str
    impact: str
    help: str
    nodes: tuple[dict[str, str], ...]


def axe_source() -> str:
    if not AXE.is_file():
        pytest.fail(
            f"axe-core is missing ({AXE}): `bash tools/test` installs it "
            "(npm install --prefix build/axe axe-core@4).",
            pytrace=False,
        )
    return AXE.read_text("utf-8")


def run_axe(page: Page, include: list[str] | None = None) -> list[Violation]:
    """axe-core's violations on ``page`` (with its default rules), within the elements matching
    ``include`` (all of them; None: the whole document). axe-core is put into the page first,
    from :data:`AXE`, by the test's browser itself (so the page's own security policy does not
    matter and nothing is fetched)."""
    if not page.evaluate("() => !!window.axe"):
        page.evaluate(f"() => {{ {axe_source()}\n; window.axe = axe; }}")
    found: list[dict[str, Any]] = page.evaluate(_RUN, {"include": include})
    order = {impact: rank for rank, impact in enumerate(IMPACTS)}
    violations = [
        Violation(item["id"], item["impact"] or "minor", item["help"], tuple(item["nodes"])) for item in found
    ]
    return sorted(violations, key=lambda violation: (order.get(violation.impact, 9), violation.rule))


def counts(violations: list[Violation]) -> Counter[tuple[str, str]]:
    """How many elements break each rule, by (impact, rule)."""
    return Counter({(violation.impact, violation.rule): len(violation.nodes) for violation in violations})


def failing(violations: list[Violation]) -> list[Violation]:
    return [violation for violation in violations if violation.impact in FAILING]


def listing(violations: list[Violation], nodes: int = 8) -> str:
    """The violations, one block a rule: impact, rule, what it asks, and its elements."""
    lines = []
    for violation in violations:
        lines.append(f"{violation.impact} {violation.rule} ({len(violation.nodes)}): {violation.help}")
        for node in violation.nodes[:nodes]:
            lines.append(f"    {node['target']}  {node['html'][:160]}")
        if len(violation.nodes) > nodes:
            lines.append(f"    … and {len(violation.nodes) - nodes} more")
    return "\n".join(lines)


def record(surface: str, notebook: str, violations: list[Violation]) -> Path:
    """Save every finding (all impacts) as ``artifacts/axe-<surface>-<notebook>.json``, for the
    figures: ``python tests/browser/axekit.py [FOLDER]`` sums them per surface."""
    ARTIFACTS.mkdir(exist_ok=True)
    name = notebook.replace("/", "-").removesuffix(".ipynb")
    path = ARTIFACTS / f"axe-{surface}-{name}.json"
    data = [{"rule": v.rule, "impact": v.impact, "help": v.help, "nodes": list(v.nodes)} for v in violations]
    path.write_text(json.dumps({"surface": surface, "notebook": notebook, "violations": data}, indent=1))
    return path


def check(page: Page, surface: str, notebook: str, include: list[str] | None = None) -> None:
    """Run axe-core, record what it found, and fail on any critical or serious violation,
    listing them (the moderate and minor ones are printed)."""
    violations = run_axe(page, include)
    record(surface, notebook, violations)
    figures = ", ".join(f"{impact} {rule}: {n}" for (impact, rule), n in counts(violations).items())
    print(f"axe-core on {notebook} ({surface}): {figures or 'nothing'}")
    bad = failing(violations)
    assert not bad, f"axe-core on {notebook} ({surface}):\n{listing(bad)}"


def _summary(folder: Path = ARTIFACTS) -> None:
    """Sum the findings recorded in ``folder`` per surface: elements by impact and rule."""
    by_surface: dict[str, Counter[tuple[str, str]]] = {}
    for path in sorted(folder.glob("axe-*.json")):
        data = json.loads(path.read_text("utf-8"))
        total = by_surface.setdefault(data["surface"], Counter())
        for violation in data["violations"]:
            total[(violation["impact"], violation["rule"])] += len(violation["nodes"])
    for surface, total in by_surface.items():
        print(f"{surface}:")
        for impact in IMPACTS:
            rules = {rule: n for (level, rule), n in total.items() if level == impact}
            listed = ", ".join(f"{rule} {n}" for rule, n in sorted(rules.items()))
            print(f"  {impact}: {sum(rules.values())}" + (f" ({listed})" if listed else ""))


if __name__ == "__main__":
    import sys

    _summary(Path(sys.argv[1]) if len(sys.argv) > 1 else ARTIFACTS)
