"""The German text board of the contents notebook: the same board, the legend in German."""

from __future__ import annotations

from bgtutor import BLACK, Position
from bgtutor.tutor.lessons.textboard import diagramm


def test_the_board_is_unchanged_and_the_legend_is_german() -> None:
    position = Position.start(BLACK)
    english, german = position.diagram().splitlines(), diagramm(position).splitlines()
    assert len(english) == len(german)
    assert [line.split("   ")[0] for line in english] == [line.split("   ")[0] for line in german]
    assert german[0].endswith("O = Schwarz  Pips 167  Bar 0  abgetragen 0  am Zug")
    assert german[-1].endswith("X = Weiß  Pips 167  Bar 0  abgetragen 0")
    assert not any(word in "\n".join(german) for word in ("White", "Black", "pips", "on roll"))
