"""The text board (:meth:`Position.diagram`) with a German legend, for the contents notebook.

>>> from bgtutor import Position
>>> print(diagramm(Position.start()).splitlines()[-1])
 +12-11-10--9--8--7-------6--5--4--3--2--1-+   X = Weiß  Pips 167  Bar 0  abgetragen 0  am Zug
>>> print(diagramm(Position.start(), lang="en").splitlines()[-1])
 +12-11-10--9--8--7-------6--5--4--3--2--1-+   X = White  pips 167  bar 0  off 0  on roll
"""

from __future__ import annotations

import re

from bgtutor.rules.i18n import language
from bgtutor.rules.position import Position

_LEGEND = re.compile(r"([XO]) = (White|Black)  pips (\d+)  bar (\d+)  off (\d+)(  on roll)?")
_COLORS = {"White": "Weiß", "Black": "Schwarz"}


def _german(match: re.Match[str]) -> str:
    mark, color, pips, bar, off, on_roll = match.groups()
    turn = "  am Zug" if on_roll else ""
    return f"{mark} = {_COLORS[color]}  Pips {pips}  Bar {bar}  abgetragen {off}{turn}"


def diagramm(position: Position, lang: str | None = None) -> str:
    """``position.diagram()`` with its legend in ``lang`` (the board itself has no words)."""
    lang = language(lang)
    return _LEGEND.sub(_german, position.diagram()) if lang == "de" else position.diagram()
