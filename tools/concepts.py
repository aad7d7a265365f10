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
- *modules that define learner texts outside catalogs*: a module under ``bgtutor/`` that writes
  a learner's words in code instead of in a catalog (``<layer>/locales/{de,en}.toml``, said
  through a family of ``Message``) or a data file. It counts if it does any of:

  - builds a *word table*: calls ``Text(...)`` outside every function (at module level, also in
    a class body), as a constant's value or inside one;
  - holds a *language-keyed dict*: a dict display with a key ``"de"`` or ``"en"``, or a call
    ``dict(de=..., en=...)``, anywhere in the module;
  - *branches on a language*: compares anything with ``"de"`` or ``"en"`` (``==``, ``!=``,
    ``in``, ``is``, also inside a tuple, list or set), or tests a bare name ``de``, ``en``,
    ``german`` or ``english`` (``if de``, ``x if en else y``, ``de and ...``).

  ``rules/i18n.py``, the one mechanism that resolves a language, does not count; resolving
  with ``language(lang)`` is not a branch. Lesson content counts as catalogs only where it is a
  data file (``tutor/lessons/*.toml``): a Python lesson module with a ``Text`` table counts.
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


MECHANISM = {"bgtutor.rules.i18n"}
"""The module that resolves languages: the one place allowed to compare with a language code."""
_CODES = {"de", "en"}
_FLAGS = {"de", "en", "german", "english"}


def _is_code(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return node.value in _CODES
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return any(_is_code(element) for element in node.elts)
    return False


def _module_level(tree: ast.Module) -> list[ast.AST]:
    """Every node outside function bodies (module statements, class bodies, their expressions)."""
    found: list[ast.AST] = []
    todo: list[ast.AST] = list(tree.body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            continue
        found.append(node)
        todo.extend(ast.iter_child_nodes(node))
    return found


def _tests(tree: ast.Module) -> list[ast.expr]:
    tests: list[ast.expr] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.If | ast.While | ast.IfExp | ast.Assert):
            tests.append(node.test)
        elif isinstance(node, ast.BoolOp):
            tests.extend(node.values)
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            tests.append(node.operand)
    return tests


def _name(func: ast.expr) -> str:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _language_dict(node: ast.AST) -> bool:
    """A dict display with a key ``"de"``/``"en"``, or ``dict(de=..., en=...)``."""
    if isinstance(node, ast.Dict):
        return any(key is not None and _is_code(key) for key in node.keys)
    return (
        isinstance(node, ast.Call)
        and _name(node.func) == "dict"
        and bool({keyword.arg for keyword in node.keywords} & _CODES)
    )


def learner_texts(root: Path = ROOT) -> dict[str, list[str]]:
    """Module → what makes it define learner texts outside catalogs (kind and line)."""
    found: dict[str, list[str]] = {}
    for module, path in modules(root).items():
        if module in MECHANISM:
            continue
        tree = ast.parse(path.read_text("utf-8"))
        why: list[str] = []
        for node in _module_level(tree):
            if isinstance(node, ast.Call) and _name(node.func) == "Text":
                why.append(f"Text table:{node.lineno}")
        for node in ast.walk(tree):
            if _language_dict(node):
                why.append(f"language dict:{node.lineno}")
            elif isinstance(node, ast.Compare) and any(
                _is_code(side) for side in (node.left, *node.comparators)
            ):
                why.append(f"language branch:{node.lineno}")
        for test in _tests(tree):
            if isinstance(test, ast.Name) and test.id in _FLAGS:
                why.append(f"language branch:{test.lineno}")
        if why:
            found[module] = sorted(set(why), key=lambda item: (item.split(":")[0], int(item.split(":")[1])))
    return found


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
    texts = learner_texts(options.root)
    print(f"modules that define learner texts outside catalogs: {len(texts)}")
    if options.list:
        for module, why in sorted(texts.items()):
            print(f"  {module}: {_summary(why)}")


def _summary(why: list[str]) -> str:
    """``Text table:12,30; language branch:40`` (each kind with its lines)."""
    kinds: dict[str, list[str]] = {}
    for item in why:
        kind, line = item.split(":")
        kinds.setdefault(kind, []).append(line)
    return "; ".join(f"{kind}:{','.join(lines)}" for kind, lines in kinds.items())


if __name__ == "__main__":
    main()
