"""``bgtutor judge POSITION ROLL PLAY``: the computer's verdict on a play, as one JSON line.

Wired into :mod:`bgtutor.commands.cli` with :func:`add_parser` and :func:`run`; errors (bad position, roll
or notation, an illegal play) are :class:`~bgtutor.rules.errors.BgtutorError`, which the command line
reports on one line of stderr with exit status 2. NumPy is imported only when the command runs.

>>> import argparse
>>> parser = argparse.ArgumentParser()
>>> add_parser(parser.add_subparsers(dest="command"))
>>> run(parser.parse_args(["judge", "4HPwATDgc/ABMA", "31", "8/5 6/5"]))
{"play": "8/5 6/5", "best": "8/5 6/5", "loss": 0.0, "mistake": false}
0
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from bgtutor.rules.dice import Roll
from bgtutor.rules.position import Position


def add_parser(subparsers: Any) -> None:
    """Add the ``judge`` subcommand to an argparse ``add_subparsers()`` object."""
    judge = subparsers.add_parser("judge", help="judge a play with the computer's strongest evaluation")
    judge.add_argument("position", help="a GNU Backgammon Position ID, GNUBG ID or XGID")
    judge.add_argument("dice", help="the roll, e.g. 31 or 3-1")
    judge.add_argument("play", help="the play to judge, e.g. '8/5 6/5'")


def run(args: argparse.Namespace) -> int:
    """Print ``{"play": ..., "best": ..., "loss": ..., "mistake": ...}`` for the play; exit status 0."""
    position = Position.from_id(args.position)
    roll = Roll.parse(args.dice)
    from bgtutor.play.bots.judge import judge  # NumPy only for this command

    verdict = judge(position, roll, args.play)
    sys.stdout.write(json.dumps(verdict.as_dict()) + "\n")
    sys.stdout.flush()
    return 0
