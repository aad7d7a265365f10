"""Colour themes of the board drawing: plain data (colour strings), no matplotlib.

>>> sorted(THEMES)
['classic', 'colorblind', 'contrast', 'print']
>>> THEMES["print"].background
'#ffffff'
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Theme:
    """The colours of one look of the board (any matplotlib colour string)."""

    name: str
    background: str  # around the board
    frame: str  # the wooden (or plain) frame and the bar
    frame_edge: str
    felt: str  # the playing surface
    tray: str  # the bear-off trays
    tray_text: str  # the number of borne-off checkers
    point_odd: str  # points 1, 3, ... 23
    point_even: str  # points 2, 4, ... 24
    point_edge: str
    point_hatch: str  # hatch pattern of the even points ("" for none)
    numbers: str  # the point numbers on the frame
    text: str  # pip counts, turn and caption
    white_face: str
    white_edge: str
    white_rim: str
    white_text: str  # a count written on a White checker
    black_face: str
    black_edge: str
    black_rim: str
    black_text: str
    shadow: str  # under the checkers ("none": no shadow)
    selected: str  # the selected checker or point
    target: str  # the points a checker may move to
    target_alpha: float
    target_hatch: str
    arrow: str
    arrow_outline: str
    white_die: str
    white_pip: str
    black_die: str
    black_pip: str
    die_edge: str
    turn_box: str  # the box around "White to move"
    turn_text: str


CLASSIC = Theme(
    name="classic",
    background="#3b2414",
    frame="#7a4a24",
    frame_edge="#2e1a0c",
    felt="#1f5b3a",
    tray="#184a2f",
    tray_text="#fbf3de",
    point_odd="#efe0bd",
    point_even="#b23a2a",
    point_edge="#2e1a0c",
    point_hatch="",
    numbers="#fbf3de",
    text="#fbf3de",
    white_face="#f6f0e2",
    white_edge="#6e6250",
    white_rim="#c9bc9e",
    white_text="#1c1c1c",
    black_face="#242424",
    black_edge="#000000",
    black_rim="#5a5a5a",
    black_text="#ffffff",
    shadow="#00000055",
    selected="#ffd21f",
    target="#52e0ff",
    target_alpha=0.55,
    target_hatch="",
    arrow="#ff9a1f",
    arrow_outline="#1c1c1c",
    white_die="#fbf7ec",
    white_pip="#1c1c1c",
    black_die="#2a2a2a",
    black_pip="#ffffff",
    die_edge="#000000",
    turn_box="#ffd21f",
    turn_text="#1c1c1c",
)

# Okabe & Ito's colour-blind-safe palette: orange #E69F00, sky blue #56B4E9, bluish green
# #009E73, yellow #F0E442, blue #0072B2, vermillion #D55E00, reddish purple #CC79A7. The two
# sides differ in lightness (near white against near black), not only in hue.
COLORBLIND = Theme(
    name="colorblind",
    background="#263238",
    frame="#546e7a",
    frame_edge="#102027",
    felt="#e9e4d8",
    tray="#cfd8dc",
    tray_text="#000000",
    point_odd="#56B4E9",
    point_even="#E69F00",
    point_edge="#102027",
    point_hatch="",
    numbers="#ffffff",
    text="#ffffff",
    white_face="#ffffff",
    white_edge="#1a1a1a",
    white_rim="#9e9e9e",
    white_text="#000000",
    black_face="#1a1a1a",
    black_edge="#000000",
    black_rim="#6b6b6b",
    black_text="#ffffff",
    shadow="#00000044",
    selected="#D55E00",
    target="#009E73",
    target_alpha=0.6,
    target_hatch="",
    arrow="#0072B2",
    arrow_outline="#ffffff",
    white_die="#ffffff",
    white_pip="#000000",
    black_die="#1a1a1a",
    black_pip="#ffffff",
    die_edge="#000000",
    turn_box="#F0E442",
    turn_text="#000000",
)

# High contrast (the display setting "Hoher Kontrast", and the browser's prefers-contrast: more):
# a black frame with white text, a white playing surface with dark points, White's checkers white
# with a black edge, Black's black with a yellow one, so every checker stands out at least 3:1
# against the surface and both kinds of point, and every text at least 4.5:1 (WCAG AA;
# tests/test_display.py measures it).
CONTRAST = Theme(
    name="contrast",
    background="#000000",
    frame="#000000",
    frame_edge="#ffffff",
    felt="#ffffff",
    tray="#000000",
    tray_text="#ffffff",
    point_odd="#002b80",
    point_even="#7a0000",
    point_edge="#000000",
    point_hatch="",
    numbers="#ffffff",
    text="#ffffff",
    white_face="#ffffff",
    white_edge="#000000",
    white_rim="#000000",
    white_text="#000000",
    black_face="#000000",
    black_edge="#ffd700",
    black_rim="#ffd700",
    black_text="#ffffff",
    shadow="none",
    selected="#c000c0",
    target="#007a00",
    target_alpha=0.6,
    target_hatch="",
    arrow="#d00000",
    arrow_outline="#000000",
    white_die="#ffffff",
    white_pip="#000000",
    black_die="#000000",
    black_pip="#ffffff",
    die_edge="#000000",
    turn_box="#ffff00",
    turn_text="#000000",
)

PRINT = Theme(
    name="print",
    background="#ffffff",
    frame="#ffffff",
    frame_edge="#000000",
    felt="#ffffff",
    tray="#ffffff",
    tray_text="#000000",
    point_odd="#ffffff",
    point_even="#c8c8c8",
    point_edge="#000000",
    point_hatch="///",
    numbers="#000000",
    text="#000000",
    white_face="#ffffff",
    white_edge="#000000",
    white_rim="#000000",
    white_text="#000000",
    black_face="#000000",
    black_edge="#000000",
    black_rim="#ffffff",
    black_text="#ffffff",
    shadow="none",
    selected="#000000",
    target="#808080",
    target_alpha=0.45,
    target_hatch="xx",
    arrow="#000000",
    arrow_outline="#ffffff",
    white_die="#ffffff",
    white_pip="#000000",
    black_die="#000000",
    black_pip="#ffffff",
    die_edge="#000000",
    turn_box="#ffffff",
    turn_text="#000000",
)

THEMES: dict[str, Theme] = {theme.name: theme for theme in (CLASSIC, COLORBLIND, CONTRAST, PRINT)}
"""The themes by name: ``classic`` (wood and green felt), ``colorblind``, ``contrast`` (high
contrast), ``print`` (greyscale)."""
