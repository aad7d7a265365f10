"""Runs inside Debian's GNU Backgammon: ``gnubg -t -q -p gnubg_hint_script.py``.

gnubg passes no arguments to the script and injects the ``gnubg`` module into its globals.
Environment variables name the files:

- ``BGTUTOR_GNUBG_IN``: one query a line, ``<PositionID> <die1> <die2>`` (mover on roll).
- ``BGTUTOR_GNUBG_OUT``: one JSON object a line, in query order::

      {"id": ..., "dice": [d1, d2], "board": [not_on_roll, on_roll],
       "plays": [[move, [mover_after, opponent_after]], ...]}

  ``board`` is gnubg's board after ``set board`` (the caller checks it against its own decoding),
  ``plays`` lists every legal play from ``hint`` with its resulting board, both sides as 25-lists
  in their own numbering (index 24 = bar).  ``plays`` is empty when there is no legal play.
  The last line is ``{"done": <number of queries>}``.

gnubg exits 0 even when a script raises, so any error is written to stderr and the process leaves
with ``os._exit(1)``; the caller also requires the ``done`` line.

This file is run by gnubg's embedded Python, never imported by the tests (GPL boundary: only the
gnubg executable is used, as a separate process).
"""

from __future__ import annotations

import json
import os
import sys
import traceback
from typing import Any

gnubg: Any = globals().get("gnubg")  # injected by gnubg; None when imported elsewhere

SETUP = (
    "set player 0 human",
    "set player 1 human",
    "set evaluation chequerplay evaluation plies 0",
    "new game",
)


def apply_legs(
    mover: list[int], opponent: list[int], legs: tuple[tuple[int, int], ...]
) -> tuple[list[int], list[int]]:
    """Play ``legs`` (mover numbering, 25 = bar, 0 = off) and return the new sides.

    ``parsemove`` sorts legs by ``from`` descending, so a checker is always moved before it is
    moved on.  A leg that spans two dice (``24/16``) hits only where it lands: gnubg writes an
    intermediate hit as its own point (``24/20*/16``).
    """
    mover, opponent = list(mover), list(opponent)
    for src, dst in legs:
        if not (1 <= src <= 25 and 0 <= dst < src):
            raise ValueError(f"bad leg {src}/{dst} in {legs!r}")
        if mover[src - 1] <= 0:
            raise ValueError(f"no checker on {src} for {legs!r}")
        mover[src - 1] -= 1
        if dst == 0:
            continue  # borne off
        there = 24 - dst  # the mover's point dst is the opponent's point 25 - dst
        if opponent[there] > 1:
            raise ValueError(f"{dst} is blocked for {legs!r}")
        if opponent[there] == 1:
            opponent[there] = 0
            opponent[24] += 1
        mover[dst - 1] += 1
    return mover, opponent


def answer(pid: str, die1: int, die2: int) -> dict[str, Any]:
    """Ask gnubg for every legal play of one query."""
    gnubg.command("set board " + pid)
    board = [list(side) for side in gnubg.board()]
    if gnubg.positionid(gnubg.board()) != pid:
        raise ValueError(f"gnubg refused 'set board {pid}' (illegal position?)")
    gnubg.command(f"set dice {die1} {die2}")
    dice = sorted(gnubg.posinfo()["dice"])
    if dice != sorted((die1, die2)):
        raise ValueError(f"gnubg refused 'set dice {die1} {die2}' for {pid}: {dice}")
    opponent, mover = board
    plays = []
    for entry in gnubg.hint(100000)["hint"]:
        move = entry["move"]
        legs = tuple(tuple(leg) for leg in gnubg.parsemove(move))
        plays.append([move, list(apply_legs(mover, opponent, legs))])
    return {"id": pid, "dice": [die1, die2], "board": board, "plays": plays}


def main() -> None:
    """Answer every query of ``$BGTUTOR_GNUBG_IN`` into ``$BGTUTOR_GNUBG_OUT``."""
    with open(os.environ["BGTUTOR_GNUBG_IN"], encoding="ascii") as f:
        queries = [line.split() for line in f if line.strip()]
    for command in SETUP:
        gnubg.command(command)
    with open(os.environ["BGTUTOR_GNUBG_OUT"], "w", encoding="ascii") as out:
        for pid, die1, die2 in queries:
            out.write(json.dumps(answer(pid, int(die1), int(die2))) + "\n")
        out.write(json.dumps({"done": len(queries)}) + "\n")


if gnubg is not None:
    try:
        main()
    except BaseException:  # gnubg would print it and still exit 0
        traceback.print_exc(file=sys.stderr)
        sys.stderr.flush()
        os._exit(1)
