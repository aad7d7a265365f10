"""The rules of backgammon: positions, dice, legal plays, notation, IDs, scoring, the doubling cube,
and why a play is not allowed. Standard library only; imports nothing else of bgtutor.

The names learners and teachers use are importable from :mod:`bgtutor` itself.

On CPython the engine's hot modules (:data:`COMPILED_MODULES`) may come compiled by mypyc from
:data:`COMPILED` (``python tools/compile_rules.py`` builds it): they are put in front only while the
build's stamp matches these sources and this interpreter, and never with ``BGTUTOR_PURE=1``. The
modules here are the source, the fallback and the browser's engine.
"""

from __future__ import annotations

import os
from pathlib import Path

COMPILED_MODULES = ("color", "places", "dice", "plays", "position", "moves", "ids")
"""The modules the compiled build holds (what ``legal_plays`` and ``Position.from_id`` run on)."""
COMPILED = Path(__file__).resolve().parents[2] / "build" / "compiled" / "bgtutor" / "rules"
"""Where tools/compile_rules.py puts them, outside the source tree (a checkout's build/compiled)."""


def sources_hash(folder: Path) -> str:
    """The stamp of a compiled build: SHA-256 over the layer's modules (all but this one).

    >>> len(sources_hash(Path(__file__).parent))
    64
    """
    import hashlib

    digest = hashlib.sha256()
    for path in sorted(folder.glob("*.py")):
        if path.name != "__init__.py":
            digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def _compiled_is_current() -> bool:
    """A compiled build exists for exactly these sources and this interpreter (a stale one never)."""
    stamp = COMPILED / "manifest.json"
    if not stamp.is_file():  # the usual case, and the browser's: nothing more to import or read
        return False
    import json
    from importlib.machinery import EXTENSION_SUFFIXES

    try:
        manifest = json.loads(stamp.read_text())
    except (OSError, ValueError):
        return False
    return bool(
        manifest.get("suffix") == EXTENSION_SUFFIXES[0]
        and manifest.get("modules") == list(COMPILED_MODULES)
        and manifest.get("sources") == sources_hash(Path(__file__).parent)
    )


if os.environ.get("BGTUTOR_PURE") != "1" and _compiled_is_current():
    __path__.insert(0, str(COMPILED))
