"""A position in words, for screen readers and for reading without pictures.

The style of the seed texts: ``Weiß 2 × 24; Weiß 5 × 13; …`` with every point in White's
numbering (or another side's), the bar and borne-off checkers, and who is on roll.

>>> from bgtutor import Position
>>> print(describe(Position.start()))
Weiß 2 × 24; Weiß 5 × 13; Weiß 3 × 8; Weiß 5 × 6;
Schwarz 2 × 1; Schwarz 5 × 12; Schwarz 3 × 17; Schwarz 5 × 19. Weiß ist am Zug.
>>> print(describe(Position.from_points({"bar": 1, 6: 4}, {24: 15}), "en"))
White 4 × 6; White 1 on the bar; White 10 borne off; Black 15 × 1. White to move.
"""

from __future__ import annotations

from bgtutor.rules.color import BLACK, WHITE, Color
from bgtutor.rules.i18n import Message, language
from bgtutor.rules.places import BAR, OFF, seen_by
from bgtutor.rules.position import Position


class BoardMessage(Message):
    """What the drawn board says: a position in words, the labels on the board and, as
    :class:`~bgtutor.board.state.Notice`, what a board widget tells the learner (catalog
    ``bgtutor/board/locales``).

    >>> BoardMessage.say("board-turn", "en", color="Black")
    'Black to move'
    """

    __slots__ = ()
    home = "bgtutor.board"


def describe(
    position: Position, lang: str | None = None, numbering: Color = WHITE, shades: bool = False
) -> str:
    """Every checker of both sides in words, points in ``numbering``'s numbers.

    With ``shades`` the sides are "Hell"/"Dunkel" (Light/Dark).
    """
    lang = language(lang)
    parts: list[str] = []
    for color in (WHITE, BLACK):
        name = side_name(color, lang, shades)
        side = position.side(color)
        for point in range(24, 0, -1):  # each side from its back checkers towards home
            if side[point]:
                parts.append(f"{name} {side[point]} × {seen_by(point, color, numbering)}")
        if side[BAR]:
            parts.append(BoardMessage.say("describe-bar", lang, color=name, count=side[BAR]))
        if side[OFF]:
            parts.append(BoardMessage.say("describe-off", lang, color=name, count=side[OFF]))
    mover = side_name(position.turn, lang, shades)
    return "; ".join(parts) + ". " + BoardMessage.say("describe-turn", lang, color=mover)


def side_name(color: Color, lang: str | None = None, shades: bool = False) -> str:
    """A side's name on the board: its colour ("Weiß", "Black"), or with ``shades`` its shade
    ("Hell" for White, "Dunkel" for Black), for boards whose checkers are not white and black.

    >>> side_name(WHITE, "de"), side_name(BLACK, "en", shades=True)
    ('Weiß', 'Dark')
    """
    if shades:
        return BoardMessage.say("color-light" if color is WHITE else "color-dark", lang)
    return Message.say(f"color-{color.name.lower()}", lang)
