"""Figures of "one concept, one home" for a review: where names and exceptions live.

Run from the repository root::

    python tools/concepts.py            # the figures
    python tools/concepts.py --list     # and what each figure counts

- *names with more than one import path*: a name defined in one module and offered by another
  as well, by the re-export idiom (``from a import X as X``) or in that module's ``__all__``;
  the package's front doors that README documents (``bgtutor``, ``bgtutor.widgets``) do not
  count.
- *exception classes outside their raising layer*: an exception class (a class whose name ends
  in ``Error``) defined in a layer (:data:`import_graph.LAYERS`) in which nothing raises it.
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from import_graph import ROOT, modules

FRONT_DOORS = {"bgtutor", "bgtutor.widgets"}
"""Modules whose re-exports README documents."""


def _layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 2 or (len(parts) == 2 and parts[1] in {"rules", "files"}) else "top"


def _all(tree: ast.Module) -> set[str]:
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "__all__" for t in node.targets):
            value = node.value
            if isinstance(value, ast.List | ast.Tuple):
                return {elt.value for elt in value.elts if isinstance(elt, ast.Constant)}
    return set()


def reexports(root: Path = ROOT) -> dict[str, list[str]]:
    """``name`` → the modules that offer it besides the one that defines it."""
    found: dict[str, list[str]] = {}
    for module, path in modules(root).items():
        if module in FRONT_DOORS:
            continue
        tree = ast.parse(path.read_text("utf-8"))
        listed = _all(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("bgtutor"):
                for alias in node.names:
                    name = alias.asname or alias.name
                    if alias.asname == alias.name or name in listed:
                        found.setdefault(f"{node.module}.{alias.name}", []).append(module)
    return found


def misplaced_errors(root: Path = ROOT) -> dict[str, str]:
    """Exception class → where it is defined, for those defined in a layer that never raises them."""
    defined: dict[str, str] = {}
    raised: dict[str, set[str]] = {}
    for module, path in modules(root).items():
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and node.name.endswith("Error"):
                defined[node.name] = module
            elif isinstance(node, ast.Raise) and node.exc is not None:
                call = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
                name = call.attr if isinstance(call, ast.Attribute) else getattr(call, "id", None)
                if name:
                    raised.setdefault(name, set()).add(_layer(module))
    return {
        name: module
        for name, module in defined.items()
        if name in raised and _layer(module) not in raised[name]
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the repository to measure")
    parser.add_argument("--list", action="store_true", help="what each figure counts")
    options = parser.parse_args(argv)
    paths, errors = reexports(options.root), misplaced_errors(options.root)
    print(f"names with more than one import path: {len(paths)}")
    if options.list:
        for name, others in sorted(paths.items()):
            print(f"  {name}: also {', '.join(sorted(others))}")
    print(f"exception classes outside their raising layer: {len(errors)}")
    if options.list:
        for name, module in sorted(errors.items()):
            print(f"  {name} (in {module})")


if __name__ == "__main__":
    main()
