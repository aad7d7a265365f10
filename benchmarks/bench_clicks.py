"""Time from a click to the updated board, as the kernel does it for a learner: the live SVG board
against the ipympl board (``BGTUTOR_BOARD=matplotlib``), measured in the same run on the same
clicks.

Each measured click runs the widget's click handling (rules, state, the board's picture) and
what the kernel must do to refresh the browser: the SVG board's picture is the new SVG text
(:func:`bgtutor.board.svg.board`), the ipympl board draws its figure with Agg and encodes the
changed part as PNG (``canvas.draw()``). Clicks alternate between selecting a checker (highlight
its targets) and moving it (redraw), over varied positions from seeded self-play.

A last line times what the ipympl board's canvas does with a whole board picture, the PNG
encoding, at zlib level 1 (:data:`bgtutor.widgets.canvas.PNG_LEVEL`) against the default 6.

    python benchmarks/bench_clicks.py [--clicks 400]

Measured on 2026-12-01 (the development container, ``--clicks 300``): all clicks, SVG median
0.9 ms (p95 1.7 ms) against ipympl 14.8 ms (p95 18.6 ms), 16.9x; an earlier run on the same
machine, 1.0 ms against 22.1 ms. The whole board as PNG: level 1 14.0 ms and 165 kB, level 6
19.7 ms and 151 kB. The decisions these figures support are in docs/decisions.md.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from bgtutor import Position, legal_plays, roll_dice
from bgtutor.widgets import BoardWidget
from bgtutor.widgets.board import MplBoardWidget
from bgtutor.widgets.turnboard import TurnBoard


def positions(count: int, seed: int) -> list[tuple[Position, object]]:
    rng = random.Random(seed)
    found: list[tuple[Position, object]] = []
    position = Position.start()
    while len(found) < count:
        roll = roll_dice(rng)
        plays = legal_plays(position, roll)
        if plays[0].steps:
            found.append((position, roll))
        position = position.play(rng.choice(plays))
        if position.is_game_over:
            position = Position.start()
    return found


def clicks(board: TurnBoard, refresh: Callable[[], object], count: int, seed: int) -> dict[str, list[float]]:
    """Milliseconds per click (select, move) on ``board``, ``refresh`` included."""
    times: dict[str, list[float]] = {"select -> highlight": [], "move -> redraw": []}
    rng = random.Random(seed)
    for position, roll in positions(count // 2, seed):
        board.set_turn(position, roll)  # type: ignore[arg-type]
        refresh()
        turn = board.state.turn
        assert turn is not None
        src = rng.choice(turn.movable())
        dst = rng.choice(turn.destinations(src))
        for place, name in ((src, "select -> highlight"), (dst, "move -> redraw")):
            label = "bar" if place == 25 else "off" if place == 0 else place
            start = time.perf_counter()
            board.click(label)
            refresh()
            times[name].append((time.perf_counter() - start) * 1000)
    times["all clicks"] = [t for name in ("select -> highlight", "move -> redraw") for t in times[name]]
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--clicks", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    svg_board = BoardWidget(Position.start(), (3, 1))
    mpl_board = MplBoardWidget(Position.start(), (3, 1))
    canvas = mpl_board.canvas
    canvas.syncing_data_url = False  # what ipympl does once a browser has shown the canvas
    canvas.draw()
    results = {
        "svg": clicks(svg_board, lambda: None, options.clicks, options.seed),  # the SVG is made in click
        "ipympl": clicks(mpl_board, canvas.draw, options.clicks, options.seed),
    }
    for name in results["svg"]:
        line = [f"{name:20}"]
        for board, times in results.items():
            ordered = sorted(times[name])
            p95 = ordered[int(0.95 * (len(ordered) - 1))]
            line.append(f"{board} median {statistics.median(ordered):5.1f} ms p95 {p95:5.1f} ms")
        ratio = statistics.median(results["ipympl"][name]) / statistics.median(results["svg"][name])
        print("  ".join(line) + f"  (ipympl/svg {ratio:.1f}x, n={len(results['svg'][name])})")
    print(png_levels(mpl_board))


def png_levels(board: TurnBoard, repeat: int = 50) -> str:
    """The ipympl board's whole picture encoded as PNG at zlib level 1 and 6: time and size."""
    from io import BytesIO

    import numpy as np
    from PIL import Image

    pixels = np.asarray(board.canvas.get_renderer().buffer_rgba())
    found = []
    for level in (1, 6):
        start = time.perf_counter()
        for _ in range(repeat):
            with BytesIO() as png:
                Image.fromarray(pixels).save(png, format="png", compress_level=level)
                size = len(png.getvalue())
        found.append(
            f"level {level} {(time.perf_counter() - start) / repeat * 1000:5.1f} ms {size / 1000:4.0f} kB"
        )
    return "whole picture as PNG  " + "  ".join(found)


if __name__ == "__main__":
    main()
