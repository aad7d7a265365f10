"""The text board (:meth:`Position.diagram`) with its legend in the session's language, for the
contents notebook (the board itself has no words).

>>> from bgtutor import Position
>>> print(text_board(Position.start(), "de").splitlines()[-1])
 +12-11-10--9--8--7-------6--5--4--3--2--1-+   X = Weiß  Pips 167  Bar 0  abgetragen 0  am Zug
>>> print(text_board(Position.start(), "en").splitlines()[-1])
 +12-11-10--9--8--7-------6--5--4--3--2--1-+   X = White  pips 167  bar 0  off 0  on roll
"""

from __future__ import annotations

import re

from bgtutor.rules.color import Color
from bgtutor.rules.i18n import language
from bgtutor.rules.position import Position
from bgtutor.tutor.messages import TutorMessage

_LEGEND = re.compile(r"([XO]) = (White|Black)  pips (\d+)  bar (\d+)  off (\d+)(  on roll)?")


def text_board(position: Position, lang: str | None = None) -> str:
    """``position.diagram()`` with the legend of each side in ``lang`` (by default the session's)."""
    lang = language(lang)

    def legend(match: re.Match[str]) -> str:
        mark, color, pips, bar, off, on_roll = match.groups()
        key = "textboard-legend-on-roll" if on_roll else "textboard-legend"
        side = Color[color.upper()]
        return TutorMessage.say(key, lang, mark=mark, color=side, pips=pips, bar=bar, off=off)

    return _LEGEND.sub(legend, position.diagram())
