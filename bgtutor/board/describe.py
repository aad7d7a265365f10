"""A position in words, for screen readers and for reading without pictures.

The style of the seed texts: ``Weiß 2 × 24; Weiß 5 × 13; …`` with every point in White's
numbering (or another side's), the bar and borne-off checkers, and who is on roll.

>>> from bgtutor import Position
>>> print(describe(Position.start()))
Weiß 2 × 24; Weiß 5 × 13; Weiß 3 × 8; Weiß 5 × 6;
Schwarz 2 × 1; Schwarz 5 × 12; Schwarz 3 × 17; Schwarz 5 × 19. Weiß ist am Zug.
>>> print(describe(Position.from_points({"bar": 1, 6: 4}, {24: 15}), "en"))
White 4 × 6; White 1 on the bar; White 10 borne off; Black 15 × 1. White to move.

Each place of an interactive board is named for screen readers (:func:`place_label`): what is on
it, in the numbering shown, and whether it is the selected one or a possible destination.

>>> place_label(Position.start(), 13, "en"), place_label(Position.start(), 7, "de")
('Point 13: 5 white checkers', 'Punkt 7: leer')
"""

from __future__ import annotations

from bgtutor.rules.color import BLACK, WHITE, Color
from bgtutor.rules.i18n import Message, language
from bgtutor.rules.places import BAR, OFF, Place, number, seen_by
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


def place_label(
    position: Position,
    where: Place,
    lang: str | None = None,
    numbering: Color | None = None,
    shades: bool = False,
    mark: str = "",
) -> str:
    """The name of a place of the side on roll (``where``: 1-24 in its numbering, ``"bar"``,
    ``"off"``) as a screen reader says it: the place in ``numbering``'s numbers (by default the
    mover's) and the checkers on it, each side's in its singular or plural; ``mark`` is
    ``"selected"`` for the selected place, ``"target"`` for a place it may move to, ``"reach"``
    for a place the dice reach (an exam board, which leaves the judgement to the exercise). The bar
    and off may be given as notation numbers, 25 and 0, as well.

    >>> from bgtutor.rules.color import BLACK
    >>> position = Position.from_points({"bar": 1, 6: 2, 5: 9}, {"bar": 2, 6: 1, 1: 12}, turn=BLACK)
    >>> place_label(position, "bar", "de"), place_label(position, "off", "en")
    ('Bar: 2 schwarze Steine und 1 weißer Stein', 'Off: 3 white checkers borne off')
    >>> place_label(position, 6, "en", numbering=WHITE, mark="target")
    'Point 19: 1 black checker – possible destination'
    >>> place_label(position, 19, "de", shades=True, mark="selected")
    'Punkt 19: 2 helle Steine – ausgewählt'
    """
    lang = language(lang)
    mover = position.turn
    at = _number(where)
    if at in (BAR, OFF):
        counts = [(color, position.side(color)[at]) for color in (mover, mover.other)]
    else:
        counts = [(mover, position.on_roll[at]), (mover.other, position.opponent[BAR - at])]
    groups = [checkers(color, count, lang, shades) for color, count in counts if count]
    if not groups:
        held = BoardMessage.say("a11y-empty", lang)
    else:
        held = (
            groups[0]
            if len(groups) == 1
            else BoardMessage.say("a11y-and", lang, first=groups[0], second=groups[1])
        )
        if at == OFF:
            held = BoardMessage.say("a11y-borne-off", lang, checkers=held)
    label = BoardMessage.say(
        "a11y-place", lang, place=spot_name(where, mover, lang, numbering), checkers=held
    )
    return BoardMessage.say(f"a11y-{mark}", lang, name=label) if mark else label


def spot_name(where: Place, mover: Color, lang: str | None = None, numbering: Color | None = None) -> str:
    """A place of ``mover``'s by its name on the board: "Punkt 13" (in ``numbering``'s numbers, by
    default the mover's), "Bar", "Ablage".

    >>> from bgtutor.rules.color import BLACK
    >>> spot_name(13, WHITE, "en"), spot_name(13, WHITE, "de", BLACK), spot_name("off", BLACK, "de")
    ('Point 13', 'Punkt 12', 'Ablage')
    """
    at = _number(where)
    if at == BAR:
        return BoardMessage.say("a11y-bar", lang)
    if at == OFF:
        return BoardMessage.say("a11y-off", lang)
    shown = seen_by(at, mover, mover if numbering is None else numbering)
    return BoardMessage.say("a11y-point", lang, point=shown)


def checkers(color: Color, count: int, lang: str | None = None, shades: bool = False) -> str:
    """``count`` checkers of ``color`` in words: "1 weißer Stein", "5 black checkers" (with
    ``shades``: "2 helle Steine", "1 dark checker").

    >>> checkers(WHITE, 1, "de"), checkers(BLACK, 5, "en"), checkers(BLACK, 1, "de", shades=True)
    ('1 weißer Stein', '5 black checkers', '1 dunkler Stein')
    """
    shade = ("light" if color is WHITE else "dark") if shades else color.name.lower()
    return BoardMessage.say(f"a11y-{shade}", lang, count=count)


def _number(where: Place) -> int:
    """A place as its notation number; 25 and 0 (the bar and off as notation writes them) too."""
    if isinstance(where, int) and not isinstance(where, bool) and where in (BAR, OFF):
        return where
    return number(where)
