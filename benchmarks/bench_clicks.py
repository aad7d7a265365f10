"""Time from a click to the updated board, as the kernel does it for a learner.

Each measured click runs the widget's click handling (rules, state, moving the board's
artists) and then what ipympl does to refresh a browser that shows the canvas: draw the figure
with Agg and encode the changed part of the image as PNG (``canvas.draw()`` does both).
Clicks alternate between selecting a checker (highlight its targets) and moving it (redraw),
over varied positions from seeded self-play.

    python benchmarks/bench_clicks.py [--clicks 400]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bgtutor import Position, legal_plays, roll_dice
from bgtutor.widgets import BoardWidget


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--clicks", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    board = BoardWidget(Position.start(), (3, 1))
    canvas = board.canvas
    canvas.syncing_data_url = False  # what ipympl does once a browser has shown the canvas
    canvas.draw()
    select_ms: list[float] = []
    move_ms: list[float] = []
    rng = random.Random(options.seed)
    for position, roll in positions(options.clicks // 2, options.seed):
        board.set_turn(position, roll)  # type: ignore[arg-type]
        canvas.draw()
        turn = board.state.turn
        assert turn is not None
        src = rng.choice(turn.movable())
        dst = rng.choice(turn.destinations(src))
        for place, times in ((src, select_ms), (dst, move_ms)):
            label = "bar" if place == 25 else "off" if place == 0 else place
            start = time.perf_counter()
            board.click(label)
            canvas.draw()
            times.append((time.perf_counter() - start) * 1000)
    every = select_ms + move_ms
    for name, times in (
        ("select -> highlight", select_ms),
        ("move -> redraw", move_ms),
        ("all clicks", every),
    ):
        ordered = sorted(times)
        p95 = ordered[int(0.95 * (len(ordered) - 1))]
        print(f"{name:20} n={len(times):4}  median {statistics.median(times):6.1f} ms  p95 {p95:6.1f} ms")


if __name__ == "__main__":
    main()
