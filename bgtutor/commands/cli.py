"""The command line: ``python -m bgtutor plays|check|show|images|worksheet|match ...``
(also the ``bgtutor`` script).

One contract for every command: bad input or an unusable path gives exactly one line on stderr
and exit status 2, never a traceback, whatever the locale or output encoding (characters the
output cannot encode are written another way: ``ü`` as ``ue``, others as ``\\u2192``). Commands
that run for more than a few seconds show a progress bar on stderr when it is a terminal.

Every command takes ``--lang de|en`` (the language of reasons, labels and messages; notation and IDs
are never translated); without it, English when the locale (``LC_ALL``, else ``LANG``) starts with
``en``, else German. Bad input is told in that language too: ``bgtutor: Fehler: „72“ ist kein
Wurf. ...`` or ``bgtutor: error: “72” is not a roll. ...``.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Sequence
from typing import NoReturn, Protocol, TextIO

from bgtutor.commands import judge_command, progress_command
from bgtutor.commands.messages import CommandMessage, default_language
from bgtutor.files.json_files import StorageError
from bgtutor.rules import ids
from bgtutor.rules.color import BLACK, WHITE
from bgtutor.rules.dice import Roll
from bgtutor.rules.errors import BgtutorError
from bgtutor.rules.explain import Reason
from bgtutor.rules.i18n import LANGUAGES, Message
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.position import Position
from bgtutor.rules.resolve import check_play

EXIT_ILLEGAL = 1
EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130
MAX_ERROR_LINE = 400
_FORCE_HELP = "replace a file of that name that bgtutor did not write (never a link or a device)"
"""Longer error lines (quoting a huge argument) are cut here."""

_FALLBACK = {
    "ä": "ae",
    "ö": "oe",
    "ü": "ue",
    "Ä": "Ae",
    "Ö": "Oe",
    "Ü": "Ue",
    "ß": "ss",
    "×": "x",
    "–": "-",
    "—": "-",
    "…": "...",
    "„": '"',
    "“": '"',
    "”": '"',
    "‚": "'",
    "‘": "'",
    "’": "'",
}
_INTEGER = re.compile(r"[+-]?[0-9]{1,18}")


class _Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one line and exit 2."""

    def error(self, message: str) -> NoReturn:
        _fail(f"{self.prog}: error: {message} (see --help)")
        raise SystemExit(EXIT_BAD_INPUT)


def _language(parser: argparse.ArgumentParser, what: str) -> None:
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=None,
        help=f"language of {what} (default: German, English if the locale is)",
    )


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of all subcommands."""
    parser = _Parser(prog="bgtutor", description="Backgammon rules: legal plays, checks, positions.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    position_help = "a GNU Backgammon Position ID (the second half is the side on roll) or an XGID"
    dice_help = "the roll, e.g. 42 or 4-2"

    plays = commands.add_parser("plays", help="list every distinct legal play")
    plays.add_argument("position", help=position_help)
    plays.add_argument("dice", help=dice_help)
    plays.add_argument(
        "--format",
        choices=("notation", "ids"),
        default="notation",
        help="notation: GNU Backgammon's notation; ids: Position ID after each play",
    )
    _language(plays, "messages (plays are notation, the same in every language)")

    check = commands.add_parser("check", help="say whether a play is legal, and why not")
    check.add_argument("position", help=position_help)
    check.add_argument("dice", help=dice_help)
    check.add_argument("play", help="the play, e.g. 'bar/23 23/19*' or '13/7(2)'")
    _language(check, "the reason")

    show = commands.add_parser("show", help="draw a position with its pip counts and IDs")
    show.add_argument("position", help=position_help)
    _language(show, "the labels")

    images = commands.add_parser("images", help="draw the board pictures and their manifest")
    images.add_argument("--out", default="images", help="the folder to write into (default: images)")
    images.add_argument("--force", action="store_true", help=_FORCE_HELP)
    _language(images, "the message")

    sheet = commands.add_parser("worksheet", help="write a printable worksheet (PDF) for a lesson")
    sheet.add_argument("lesson", type=_integer, choices=range(1, 7), metavar="LESSON", help="the lesson, 1-6")
    sheet.add_argument("--out", default=None, help="the PDF file (default: Arbeitsblatt-<lesson>.pdf)")
    sheet.add_argument("--force", action="store_true", help=_FORCE_HELP)
    _language(sheet, "the sheet")

    levels = ("entspannt", "anspruchsvoll", "experte")  # bgtutor.play.bots.LEVELS, without importing NumPy
    match = commands.add_parser("match", help="let two computer players play a series of games")
    match.add_argument("--white", choices=levels, required=True, help="White's level")
    match.add_argument("--black", choices=levels, required=True, help="Black's level")
    match.add_argument("--games", type=_positive, default=100, help="how many games (default: 100)")
    match.add_argument("--seed", type=_integer, default=None, help="fixes the dice and the bots' choices")
    _language(match, "the summary")
    judge_command.add_parser(commands)
    progress_command.add_parsers(commands)
    return parser


def _integer(text: str) -> int:
    """A whole number in ASCII digits (``int`` would also take ``'٣'`` and ``'1_0'``)."""
    if not _INTEGER.fullmatch(text):
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a whole number (digits 0-9)")
    return int(text)


def _positive(text: str) -> int:
    """A whole number of at least 1, for ``--games``."""
    value = _integer(text) if _INTEGER.fullmatch(text) else 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a number of games: use a whole number >= 1")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    given = list(sys.argv[1:] if argv is None else argv)
    lang = default_language()
    try:
        try:
            args = build_parser().parse_args(_xgids_as_positionals(given))
        except SystemExit as done:  # --help, or a usage error already reported
            return done.code if isinstance(done.code, int) else EXIT_BAD_INPUT
        lang = getattr(args, "lang", None) or lang
        if isinstance(getattr(args, "position", None), str) and args.position not in given:
            args.position = _XGID_PREFIX.sub("", args.position)  # as it was written
        return _run(args)
    except BgtutorError as error:  # what is wrong and how to put it right, in the chosen language
        _fail(CommandMessage.say("cmd-error", lang, problem=error.text(lang)))
    except BrokenPipeError:  # the reader stopped early, e.g. `| head`
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - silence the flush at exit
        return 0
    except OSError as error:  # a folder or file that cannot be written
        where = "" if error.filename is None else f" {os.fsdecode(error.filename)!r}"
        _fail(f"bgtutor: error: cannot write{where}: {error.strerror or error}")
    except ImportError as error:
        _fail(f"bgtutor: error: this command needs {error.name or error}: pip install 'bgtutor[tutorial]'")
    except KeyboardInterrupt:
        _fail("bgtutor: interrupted")
        return EXIT_INTERRUPTED
    return EXIT_BAD_INPUT


def write(text: str, stream: TextIO) -> None:
    """Write ``text`` to ``stream``, spelling any character its encoding lacks another way."""
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        text.encode(encoding)
    except UnicodeEncodeError:
        text = "".join(_encodable(char, encoding) for char in text)
    except LookupError:
        pass
    stream.write(text)
    stream.flush()


class Progress(Protocol):
    """What the long commands need of a progress bar."""

    def update(self, n: float | None = 1) -> bool | None: ...

    def close(self) -> None: ...


def progress(total: int, desc: str, stream: TextIO | None = None) -> Progress:
    """A tqdm progress bar on ``stream`` (stderr) when that is a terminal, else one that shows nothing."""
    stream = sys.stderr if stream is None else stream
    if not shows_progress(stream):
        return _NoProgress()
    try:
        from tqdm import tqdm  # only the long commands need it, and they can do without
    except ImportError:
        return _NoProgress()
    return tqdm(total=total, desc=desc, file=stream, disable=None, leave=False, dynamic_ncols=True)


def shows_progress(stream: TextIO) -> bool:
    """True when ``stream`` is a terminal: piped or redirected output stays free of bars."""
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):  # no isatty, or closed
        return False


class _NoProgress:
    def update(self, n: float | None = 1) -> bool | None:
        return None

    def close(self) -> None:
        return None


_XGID_PREFIX = re.compile(r"^XGID=(?=-)")


def _xgids_as_positionals(argv: list[str]) -> list[str]:
    """An XGID without ``XGID=`` starts with ``-`` when the top side has no checker on the bar;
    argparse would take it for an option, so it is given the prefix (and loses it after parsing)."""
    return [f"XGID={arg}" if _looks_like_bare_xgid(arg) else arg for arg in argv]


def _looks_like_bare_xgid(arg: str) -> bool:
    head = arg.partition(":")[0]
    return arg.startswith("-") and ":" in arg and "=" not in head and " " not in head


def _fail(line: str) -> None:
    """Write one line on stderr: control characters escaped, cut at :data:`MAX_ERROR_LINE`."""
    line = "".join(char if char.isprintable() else _escaped(char) for char in line)
    if len(line) > MAX_ERROR_LINE:
        line = line[: MAX_ERROR_LINE - 3] + "..."
    write(line + "\n", sys.stderr)


def _escaped(char: str) -> str:
    return char.encode("unicode_escape").decode("ascii")


def _encodable(char: str, encoding: str) -> str:
    try:
        char.encode(encoding)
        return char
    except UnicodeEncodeError:
        return _FALLBACK.get(char) or _escaped(char)


def _run(args: argparse.Namespace) -> int:
    if getattr(args, "lang", "") is None:
        args.lang = default_language()
    if args.command == "images":
        return _images(args.out, args.lang, args.force)
    if args.command == "worksheet":
        return _worksheet(args.lesson, args.out, args.lang, args.force)
    if args.command == "match":
        return _match(args.white, args.black, args.games, args.seed, args.lang)
    if args.command == "judge":
        return judge_command.run(args)
    if args.command in ("drill", "progress"):
        return progress_command.run(args)
    position = Position.from_id(args.position)
    if args.command == "show":
        return _show(position, args.position, args.lang)
    roll = Roll.parse(args.dice)
    if args.command == "plays":
        for play in legal_plays(position, roll):
            _print(position.play(play).position_id() if args.format == "ids" else str(play))
        return 0
    outcome = check_play(position, roll, args.play)
    if isinstance(outcome, Reason):
        _print(outcome.text(args.lang))
        return EXIT_ILLEGAL
    _print(str(outcome))
    return 0


def _print(line: str) -> None:
    write(line + "\n", sys.stdout)


def _show(position: Position, text: str, lang: str | None = None) -> int:
    """The diagram, the pip counts and the IDs; an XGID or GNUBG ID keeps its match and cube fields."""
    from bgtutor.tutor.pictures.textboard import text_board  # the diagram's legend in the language

    body = text.strip()
    pips = CommandMessage.say(
        "cmd-pips", lang, white=position.pip_count(WHITE), black=position.pip_count(BLACK)
    )
    lines = [text_board(position, lang), pips, f"Position ID: {position.position_id()}"]
    if body.upper().startswith("XGID=") or body.count(":") >= 9:  # as Position.from_id tells them apart
        lines.append(f"XGID: {ids.format_xgid(ids.parse_xgid(body))}")
    elif ":" in body:
        xgid = ids.format_xgid(ids.gnubg_id_to_xgid(body))
        lines += [f"Match ID: {body.partition(':')[2].strip()}", f"XGID: {xgid}"]
    else:
        lines.append(f"XGID: {position.xgid()}")
    _print("\n".join(lines))
    return 0


def _images(folder: str, lang: str | None = None, force: bool = False) -> int:
    from bgtutor.tutor.pictures.images import IMAGES, write_images  # matplotlib only for this command

    bar = progress(len(IMAGES), "images")
    try:
        paths = write_images(folder, on_image=lambda _: bar.update(), force=force)
    except StorageError as error:
        return _refused(error, lang)
    finally:
        bar.close()
    _print(CommandMessage.say("cmd-images", lang, count=len(paths), folder=folder))
    return 0


def _worksheet(number: int, out: str | None, lang: str, force: bool = False) -> int:
    from bgtutor.tutor.pictures.worksheet import (  # matplotlib only here
        lesson_for,
        page_count,
        write_worksheet,
    )

    bar = progress(page_count(lesson_for(number)), "pages")
    try:
        path = write_worksheet(number, out, lang, on_page=bar.update, force=force)
    except StorageError as error:
        return _refused(error, lang)
    finally:
        bar.close()
    _print(CommandMessage.say("cmd-wrote", lang, path=path))
    return 0


def _refused(error: StorageError, lang: str | None) -> int:
    """One line: why an output was not written, and (for someone else's file) that ``--force``
    replaces it."""
    problem = error.text(lang)
    if error.message.key == "foreign-target":
        problem += " " + CommandMessage.say("cmd-force", lang)
    _fail(CommandMessage.say("cmd-error", lang, problem=problem))
    return EXIT_BAD_INPUT


def _match(white: str, black: str, games: int, seed: int | None, lang: str | None = None) -> int:
    from bgtutor.play.bots.levels import make_bot
    from bgtutor.play.bots.match import play_match  # NumPy only for this command

    black_seed = None if seed is None else seed + 1
    bar = progress(games, "games")
    try:
        summary = play_match(
            make_bot(white, seed), make_bot(black, black_seed), games, seed, on_game=lambda _: bar.update()
        )
    finally:
        bar.close()
    point = CommandMessage.say("cmd-decimal-separator", lang)
    for side in summary.sides:
        said = CommandMessage.say(
            "cmd-match-side",
            lang,
            color=Message.say(f"color-{side.color.name.lower()}", lang).lower(),
            name=side.name,
            wins=side.wins,
            gammons=side.gammons,
            backgammons=side.backgammons,
            points=side.points,
            seconds=f"{side.seconds_per_move:.2f}".replace(".", point),
        )
        _print(said)
    return 0


if __name__ == "__main__":
    sys.exit(main())
