"""A play as seen on a board numbered from the other side: its text and its arrows.

Notation is written from the mover's side (standard); a board in the practice game is numbered
from the learner's side. :func:`play_text` writes the computer's play in the board's numbers,
:func:`play_arrows` gives the arrows to draw it on a board whose side on roll is the learner.
Points change sides with :func:`bgtutor.rules.places.mirror`.

>>> from bgtutor import Position, Roll, BLACK, WHITE
>>> from bgtutor.rules.resolve import parse_play
>>> before = Position.start(BLACK)
>>> play = parse_play(before, Roll(6, 5), "13/7 13/8")
>>> str(play), play_text(play, BLACK, WHITE)
('13/8 13/7', '12/17 12/18')
>>> play_arrows(play, BLACK, WHITE)
[(12, 18), (12, 17)]
"""

from __future__ import annotations

from bgtutor.rules.color import Color
from bgtutor.rules.places import Place, mirror, step_places
from bgtutor.rules.plays import Play


def renumber(notation: str) -> str:
    """``notation`` with every point 1-24 written from the other side (``p`` becomes ``25 - p``);
    ``bar``, ``off``, hits (``*``) and counts (``(2)``) stay.

    >>> renumber("bar/22* 6/1(2) 24/off")
    'bar/3* 19/24(2) 1/off'
    """
    words = []
    for word in notation.split(" "):
        path, count = (word[: word.index("(")], word[word.index("(") :]) if "(" in word else (word, "")
        places = []
        for place in path.split("/"):
            star = "*" if place.endswith("*") else ""
            name = place.rstrip("*")
            places.append((str(mirror(int(name))) if name.isdigit() else name) + star)
        words.append("/".join(places) + count)
    return " ".join(words)


def play_text(play: Play, mover: Color, numbering: Color) -> str:
    """``play`` (in ``mover``'s numbering) written in ``numbering``'s numbers."""
    return str(play) if mover is numbering or not play.steps else renumber(str(play))


def play_arrows(play: Play, mover: Color, on_roll: Color) -> list[tuple[Place, Place]]:
    """Arrows for ``mover``'s ``play`` on a board where ``on_roll`` is on roll, in ``on_roll``'s
    numbering (as the board takes places).

    A board's ``"bar"`` and ``"off"`` are those of the side on roll: for the other side's play the
    bar is drawn as the bar, and a checker borne off gets no arrow (its tray is not ``"off"``).

    >>> from bgtutor import BLACK, WHITE
    >>> from bgtutor.rules.plays import Step
    >>> play_arrows(Play((Step(25, 22, 3), Step(3, 0, 3))), BLACK, WHITE)
    [('bar', 3)]
    >>> play_arrows(Play((Step(25, 22, 3), Step(3, 0, 3))), WHITE, BLACK)
    [('bar', 3)]
    """
    arrows = step_places(play.steps, mover, on_roll)
    if mover is on_roll:
        return arrows
    return [(src, dst) for src, dst in arrows if dst != "off"]
