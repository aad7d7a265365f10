"""The text board of the contents notebook: the same board, the legend in the session's language."""

from __future__ import annotations

from bgtutor import BLACK, Position, use_language
from bgtutor.tutor.pictures.textboard import text_board


def test_the_board_is_unchanged_and_the_legend_is_german() -> None:
    position = Position.start(BLACK)
    english, german = position.diagram().splitlines(), text_board(position).splitlines()
    assert len(english) == len(german)
    assert [line.split("   ")[0] for line in english] == [line.split("   ")[0] for line in german]
    assert german[0].endswith("O = Schwarz  Pips 167  Bar 0  abgetragen 0  am Zug")
    assert german[-1].endswith("X = Weiß  Pips 167  Bar 0  abgetragen 0")
    assert not any(word in "\n".join(german) for word in ("White", "Black", "pips", "on roll"))


def test_in_an_english_session_the_legend_is_english() -> None:
    position = Position.from_points({"bar": 1, 6: 2}, {3: 1}, BLACK)
    try:
        use_language("en")
        board = text_board(position)
    finally:
        use_language("de")
    assert board == position.diagram()
    assert board.splitlines()[0].endswith("O = Black  pips 3  bar 0  off 14  on roll")
    assert board.splitlines()[-1].endswith("X = White  pips 37  bar 1  off 12")
