"""An ASCII board in the style of GNU Backgammon's text board.

Drawn from White's side in White's numbering (the seed texts' convention): White (``X``)
has its home board bottom right and enters top right; Black (``O``) enters bottom right.

>>> from bgtutor import Position
>>> print(diagram(Position.start()))
 +13-14-15-16-17-18------19-20-21-22-23-24-+   O = Black  pips 167  bar 0  off 0
 | X           O    |   | O              X |
 | X           O    |   | O              X |
 | X           O    |   | O                |
 | X                |   | O                |
 | X                |   | O                |
 |                  |BAR|                  |
 | O                |   | X                |
 | O                |   | X                |
 | O           X    |   | X                |
 | O           X    |   | X              O |
 | O           X    |   | X              O |
 +12-11-10--9--8--7-------6--5--4--3--2--1-+   X = White  pips 167  bar 0  off 0  on roll
"""

from __future__ import annotations

from bgtutor.rules.color import BLACK, WHITE, Color
from bgtutor.rules.places import BAR, OFF
from bgtutor.rules.position import Position

ROWS = 5
_TOP = " +13-14-15-16-17-18------19-20-21-22-23-24-+"
_BOTTOM = " +12-11-10--9--8--7-------6--5--4--3--2--1-+"


def diagram(position: Position) -> str:
    """The board as 13 lines of text; a stack taller than five shows its count."""
    top = [_column(position, point, down=True) for point in range(13, 25)]
    bottom = [_column(position, point, down=False) for point in range(12, 0, -1)]
    bar_top = _stack("O", position.black[BAR])
    bar_bottom = _stack("X", position.white[BAR])[::-1]
    lines = [_TOP + _legend(position, BLACK)]
    for row in range(ROWS):
        lines.append(_row([col[row] for col in top], bar_top[row]))
    lines.append(" |                  |BAR|                  |")
    for row in range(ROWS):
        lines.append(_row([col[ROWS + row] for col in bottom], bar_bottom[row]))
    lines.append(_BOTTOM + _legend(position, WHITE))
    return "\n".join(lines)


def _column(position: Position, point: int, down: bool) -> list[str]:
    """Ten cells of one point (White's numbering), stacked from its edge of the board."""
    white, black = position.white[point], position.black[BAR - point]
    cells = _stack("X", white) if white else _stack("O", black)
    return cells + [" "] * ROWS if down else [" "] * ROWS + cells[::-1]


def _stack(mark: str, count: int) -> list[str]:
    cells = [mark if row < count else " " for row in range(ROWS)]
    if count > ROWS:
        cells[-1] = str(count)
    return cells


def _row(cells: list[str], bar: str) -> str:
    left = "".join(f"{cell:>2} " for cell in cells[:6])
    right = "".join(f"{cell:>2} " for cell in cells[6:])
    return f" |{left}|{bar:^3}|{right}|"


def _legend(position: Position, color: Color) -> str:
    side = position.white if color is WHITE else position.black
    name = "X = White" if color is WHITE else "O = Black"
    on_roll = "  on roll" if position.turn is color else ""
    pips = sum(point * count for point, count in enumerate(side))
    return f"   {name}  pips {pips}  bar {side[BAR]}  off {side[OFF]}{on_roll}"
