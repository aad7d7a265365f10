"""``bgtutor drill RULE`` and ``bgtutor progress --export FILE``: training tasks as JSON lines, and
the learner's progress file for handing in.

Wired into :mod:`bgtutor.commands.cli` with :func:`add_parsers` and :func:`run`. A bad rule key or count is
a usage error (one line on stderr, exit 2, from the command line's parser); a progress file that
cannot be read or an export target that must not be replaced is a
:class:`~bgtutor.files.json_files.StorageError`, which the command line reports the same way.

>>> import argparse
>>> parser = argparse.ArgumentParser()
>>> add_parsers(parser.add_subparsers(dest="command"))
>>> run(parser.parse_args(["drill", "pips", "--count", "1", "--lang", "en"]))  # doctest: +ELLIPSIS
{"rule": "pips", "position": "...", "roll": null, "kind": "pip-count", "task": "What is ...", ...}
0
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from itertools import islice
from typing import Any

from bgtutor.commands.messages import CommandMessage
from bgtutor.rules.i18n import LANGUAGES, language
from bgtutor.tutor.exercises.drills import RULES, tasks

MAX_COUNT = 100_000
"""More tasks than this in one call is surely a typing mistake."""
_DIGITS = re.compile(r"[0-9]{1,18}")
_SIGNED = re.compile(r"[+-]?[0-9]{1,18}")


def add_parsers(subparsers: Any) -> None:
    """Add ``drill`` and ``progress`` to an argparse ``add_subparsers()`` object."""
    drill = subparsers.add_parser(
        "drill", help="print generated training tasks for a rule, one JSON object a line"
    )
    drill.add_argument("rule", type=_rule, metavar="RULE", help=f"one of: {', '.join(RULES)}")
    drill.add_argument("--count", type=_count, default=10, help="how many tasks (default: 10)")
    drill.add_argument(
        "--seed", type=_seed, default=0, help="the same seed gives the same tasks (default: 0)"
    )
    drill.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=None,
        help="language of the task texts (default: the locale's)",
    )
    progress = subparsers.add_parser("progress", help="export the learner's progress for handing in")
    progress.add_argument("--export", required=True, metavar="FILE", help="the file to write (JSON)")
    progress.add_argument("--name", default=None, help="the learner's name (default: the one saved)")
    progress.add_argument(
        "--file",
        default=None,
        help="the progress file (default: progress.json in $BGTUTOR_HOME or ~/.bgtutor)",
    )
    progress.add_argument(
        "--lang", choices=LANGUAGES, default=None, help="language of the message (default: the locale's)"
    )


def run(args: argparse.Namespace) -> int:
    """Run ``drill`` or ``progress``; exit status 0."""
    lang = language(getattr(args, "lang", None))  # the command line puts the locale's language here
    if args.command == "drill":
        for task in islice(tasks(args.rule, args.seed, lang), args.count):
            sys.stdout.write(json.dumps(task.as_json(), ensure_ascii=False) + "\n")
        sys.stdout.flush()
        return 0
    from bgtutor.tutor.progress.records import export_progress, load_progress

    path = export_progress(args.export, args.file, args.name)
    saved = load_progress(path)
    name = saved.name or CommandMessage.say("cmd-unnamed", lang)
    said = CommandMessage.say("cmd-exported", lang, path=path, name=name, count=len(saved.answers))
    sys.stdout.write(said + "\n")
    return 0


def _rule(text: str) -> str:
    if text not in RULES:
        raise argparse.ArgumentTypeError(f"unknown rule {text[:40]!r}: use one of {', '.join(RULES)}")
    return text


def _count(text: str) -> int:
    value = int(text) if _DIGITS.fullmatch(text) else 0
    if not 1 <= value <= MAX_COUNT:
        raise argparse.ArgumentTypeError(
            f"{text[:40]!r} is not a count: use a whole number from 1 to {MAX_COUNT}"
        )
    return value


def _seed(text: str) -> int:
    if not _SIGNED.fullmatch(text):
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a whole number (digits 0-9)")
    return int(text)
