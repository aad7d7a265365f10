"""The package's import graph in numbers: files, floors, arrows, arrows that run up a layer, circles.

Run from the repository root::

    python tools/import_graph.py            # the figures
    python tools/import_graph.py --arrows   # and every arrow that runs up, and every circle

An arrow is an import of one bgtutor module by another, of one of three kinds: ``runtime`` (at
module level), ``lazy`` (inside a function: loaded on first use) and ``type`` (under
``if TYPE_CHECKING``: never loaded). A *floor* is a step of the longest chain of arrows (circles
counted as one file); an arrow *runs up* when it goes from a lower layer to a higher one
(:data:`LAYERS`); a *circle* is a set of files that reach each other. ``tests/test_layers.py``
holds the package to these rules; this script gives the figures for a review.
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

LAYERS = {"rules": 0, "files": 0, "board": 1, "tutor": 2, "play": 2, "widgets": 3, "commands": 4}
"""Each package's layer: a module may import its own layer and those below (the top-level
``bgtutor`` and ``bgtutor.__main__`` sit above all)."""

TOP = max(LAYERS.values()) + 1


@dataclass(frozen=True)
class Arrow:
    """``source`` imports ``target`` (dotted module names) at ``line``, of ``kind`` runtime/lazy/type."""

    source: str
    target: str
    kind: str
    line: int


def module_name(path: Path, root: Path = ROOT) -> str:
    """``bgtutor/rules/moves.py`` → ``bgtutor.rules.moves``; a package's ``__init__`` is the package."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(root: Path = ROOT) -> dict[str, Path]:
    """Every module of the package by its dotted name."""
    return {module_name(path, root): path for path in sorted((root / "bgtutor").rglob("*.py"))}


def layer(name: str, renames: Mapping[str, str] | None = None) -> int:
    """The layer of a module (after ``renames``, old name → new name, for measuring an old tree)."""
    name = (renames or {}).get(name, name)
    parts = name.split(".")
    return LAYERS.get(parts[1], TOP) if len(parts) > 1 else TOP


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST, kind: str) -> Iterator[tuple[ast.Import | ast.ImportFrom, str]]:
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node, kind
        elif isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.body:
                yield from _imports(ast.Module(body=[child], type_ignores=[]), "type")
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            yield from _imports(node, "lazy")
        else:
            yield from _imports(node, kind)


def arrows(known: Mapping[str, Path]) -> list[Arrow]:
    """Every import of a bgtutor module by a bgtutor module."""
    found = []
    for source, path in known.items():
        package = source if path.name == "__init__.py" else source.rpartition(".")[0]
        for node, kind in _imports(ast.parse(path.read_text("utf-8")), "runtime"):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = node.module or ""
                if node.level:
                    base = ".".join([*package.split(".")[: len(package.split(".")) - node.level + 1], base])
                    base = base.rstrip(".")
                targets = [
                    f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                    for alias in node.names
                ]
            for target in targets:
                while target and target not in known:
                    target = target.rpartition(".")[0]
                if target and target != source:
                    found.append(Arrow(source, target, kind, node.lineno))
    return sorted(set(found), key=lambda a: (a.source, a.line, a.target))


def circles(names: list[str], edges: set[tuple[str, str]]) -> list[list[str]]:
    """The strongly connected sets of more than one module (Tarjan), each sorted."""
    successors: dict[str, list[str]] = {name: [] for name in names}
    for source, target in edges:
        successors[source].append(target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in successors[node]:
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    sys.setrecursionlimit(10_000)
    for name in names:
        if name not in index:
            visit(name)
    return sorted(found)


def floors(names: list[str], edges: set[tuple[str, str]]) -> int:
    """The number of floors: the longest chain of imports, each circle counted as one module."""
    group_of = {name: name for name in names}
    for group in circles(names, edges):
        for member in group:
            group_of[member] = group[0]
    below: dict[str, set[str]] = {}
    for source, target in edges:
        if group_of[source] != group_of[target]:
            below.setdefault(group_of[source], set()).add(group_of[target])
    height: dict[str, int] = {}

    def floor(node: str) -> int:
        if node not in height:
            height[node] = 1 + max((floor(target) for target in below.get(node, ())), default=0)
        return height[node]

    return max((floor(group_of[name]) for name in names), default=0)


@dataclass(frozen=True)
class Figures:
    """The numbers a review quotes."""

    files: int
    floors: int
    arrows: int
    up_arrows: list[Arrow]
    circles: list[list[str]]
    loaded_circles: list[list[str]]

    def lines(self) -> list[str]:
        return [
            f"files: {self.files}",
            f"floors: {self.floors}",
            f"arrows: {self.arrows}",
            f"arrows that run up a layer: {len(self.up_arrows)}",
            f"circles (all imports, type-only too): {len(self.circles)}"
            f" ({', '.join(str(len(c)) for c in self.circles) or 'none'} files)",
            f"circles of imports that load (runtime and lazy): {len(self.loaded_circles)}"
            f" ({', '.join(str(len(c)) for c in self.loaded_circles) or 'none'} files)",
        ]


def figures(root: Path = ROOT, renames: Mapping[str, str] | None = None) -> Figures:
    """Measure the package under ``root``."""
    known = modules(root)
    names = list(known)
    found = arrows(known)
    every = {(a.source, a.target) for a in found}
    loaded = {(a.source, a.target) for a in found if a.kind != "type"}
    up = [a for a in found if layer(a.source, renames) < layer(a.target, renames)]
    return Figures(
        len(names), floors(names, every), len(every), up, circles(names, every), circles(names, loaded)
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the repository to measure")
    parser.add_argument("--renames", type=Path, help="JSON: old module name → new, to layer an old tree")
    parser.add_argument("--arrows", action="store_true", help="list the arrows that run up and the circles")
    args = parser.parse_args(argv)
    renames = json.loads(args.renames.read_text()) if args.renames else None
    result = figures(args.root, renames)
    print("\n".join(result.lines()))
    if args.arrows:
        for arrow in result.up_arrows:
            print(f"up: {arrow.source} → {arrow.target} ({arrow.kind}, line {arrow.line})")
        for group in result.circles:
            print("circle:", " ".join(group))


if __name__ == "__main__":
    main()
