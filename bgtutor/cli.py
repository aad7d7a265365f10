"""The command line: ``python -m bgtutor plays|check|show|images|worksheet|match ...``
(also the ``bgtutor`` script).

Malformed input gives one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from bgtutor.color import BLACK, WHITE
from bgtutor.dice import Roll
from bgtutor.errors import BgtutorError
from bgtutor.explain import Reason
from bgtutor.moves import legal_plays
from bgtutor.position import Position
from bgtutor.resolve import check_play

EXIT_ILLEGAL = 1
EXIT_BAD_INPUT = 2


class _Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one line and exit 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message} (see --help)\n")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of all subcommands."""
    parser = _Parser(prog="bgtutor", description="Backgammon rules: legal plays, checks, positions.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    position_help = "a GNU Backgammon Position ID (the second half is the side on roll) or an XGID"
    dice_help = "the roll, e.g. 42 or 4-2"

    plays = commands.add_parser("plays", help="list every distinct legal play")
    plays.add_argument("position", help=position_help)
    plays.add_argument("dice", help=dice_help)
    plays.add_argument("--format", choices=("notation", "ids"), default="notation",
                       help="notation: GNU Backgammon's notation; ids: Position ID after each play")

    check = commands.add_parser("check", help="say whether a play is legal, and why not")
    check.add_argument("position", help=position_help)
    check.add_argument("dice", help=dice_help)
    check.add_argument("play", help="the play, e.g. 'bar/23 23/19*' or '13/7(2)'")
    check.add_argument("--lang", choices=("de", "en"), default="de", help="language of the reason")

    show = commands.add_parser("show", help="draw a position with its pip counts and IDs")
    show.add_argument("position", help=position_help)

    images = commands.add_parser("images", help="draw the board pictures and their manifest")
    images.add_argument("--out", default="notebooks/images",
                        help="the folder to write into (default: notebooks/images)")

    sheet = commands.add_parser("worksheet", help="write a printable worksheet (PDF) for a lesson")
    sheet.add_argument("lesson", type=int, choices=range(1, 7), metavar="LESSON", help="the lesson, 1-6")
    sheet.add_argument("--out", default=None, help="the PDF file (default: Arbeitsblatt-<lesson>.pdf)")
    sheet.add_argument("--lang", choices=("de", "en"), default="de", help="language of the sheet")

    levels = ("entspannt", "anspruchsvoll", "experte")  # bgtutor.bots.LEVELS, without importing NumPy
    match = commands.add_parser("match", help="let two computer players play a series of games")
    match.add_argument("--white", choices=levels, required=True, help="White's level")
    match.add_argument("--black", choices=levels, required=True, help="Black's level")
    match.add_argument("--games", type=_positive, default=100, help="how many games (default: 100)")
    match.add_argument("--seed", type=int, default=None, help="fixes the dice and the bots' choices")
    return parser


def _positive(text: str) -> int:
    """A whole number of at least 1, for ``--games``."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of games: use a whole number >= 1")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = build_parser().parse_args(argv)
    try:
        return _run(args)
    except BgtutorError as error:
        print(f"bgtutor: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:  # the reader stopped early, e.g. `| head`
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - silence the flush at exit
        return 0


def _run(args: argparse.Namespace) -> int:
    if args.command == "images":
        return _images(args.out)
    if args.command == "worksheet":
        from bgtutor.worksheet import write_worksheet  # matplotlib only for this command

        print(f"wrote {write_worksheet(args.lesson, args.out, args.lang)}")
        return 0
    if args.command == "match":
        return _match(args.white, args.black, args.games, args.seed)
    position = Position.from_id(args.position)
    if args.command == "show":
        print(position.diagram())
        print(f"Pips: White {position.pip_count(WHITE)}, Black {position.pip_count(BLACK)}")
        print(f"Position ID: {position.position_id()}")
        print(f"XGID: {position.xgid()}")
        return 0
    roll = Roll.parse(args.dice)
    if args.command == "plays":
        for play in legal_plays(position, roll):
            print(position.play(play).position_id() if args.format == "ids" else play)
        return 0
    outcome = check_play(position, roll, args.play)
    if isinstance(outcome, Reason):
        print(outcome.text(args.lang))
        return EXIT_ILLEGAL
    print(outcome)
    return 0


def _images(folder: str) -> int:
    from bgtutor.images import write_images  # matplotlib only for this command

    paths = write_images(folder)
    print(f"wrote {len(paths)} files to {folder}")
    return 0


def _match(white: str, black: str, games: int, seed: int | None) -> int:
    from bgtutor.bots import make_bot, play_match  # NumPy only for this command

    black_seed = None if seed is None else seed + 1
    summary = play_match(make_bot(white, seed), make_bot(black, black_seed), games, seed)
    for side in summary.sides:
        print(side.line())
    return 0


if __name__ == "__main__":
    sys.exit(main())
