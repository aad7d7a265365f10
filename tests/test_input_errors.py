"""Bad input says what is wrong in the learner's language.

Every ``InvalidNotationError``, ``InvalidRollError``, ``InvalidIdError``, ``InvalidPositionError``,
``AmbiguousPlayError`` and ``GameOverError`` carries a :class:`~bgtutor.rules.i18n.Message` (an
``err-...`` key): ``error.text("de")`` and ``error.text("en")`` quote what was typed, say what is
wrong and how to put it right, while ``str(error)`` stays the English text for programmers. Each
``err-`` key is reached here through the public API, and the command line tells bad input in the
chosen language.
"""

from __future__ import annotations

import ast
import base64
import os
import random
import re
import string
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from helpers import all_texts

from bgtutor import Position, Roll, parse_play
from bgtutor.files.json_files import StorageError, StoreMessage
from bgtutor.play.game import Game
from bgtutor.play.saved_values import Score
from bgtutor.play.session import Session
from bgtutor.rules.color import BLACK, WHITE
from bgtutor.rules.cube import CubeState, Match
from bgtutor.rules.cube_ids import from_match_id, to_gnubg_id
from bgtutor.rules.dice import OpeningRoll
from bgtutor.rules.errors import (
    AmbiguousPlayError,
    BgtutorError,
    CubeError,
    GameOverError,
    IllegalPlayError,
    InvalidIdError,
    InvalidNotationError,
    InvalidPositionError,
    InvalidRollError,
)
from bgtutor.rules.i18n import LANGUAGES, Message
from bgtutor.rules.ids import (
    MatchId,
    Xgid,
    decode_position_id,
    encode_position_id,
    parse_gnubg_id,
    parse_xgid,
)
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.notation import parse_paths
from bgtutor.rules.plays import Step
from bgtutor.rules.resolve import check_play
from bgtutor.rules.turn import Turn

PACKAGE = Path(__file__).resolve().parent.parent / "bgtutor"
INPUT_ERRORS = (
    InvalidNotationError,
    InvalidRollError,
    InvalidIdError,
    InvalidPositionError,
    AmbiguousPlayError,
    GameOverError,
)
START = Position.start()
TWO_BLOTS = Position.from_id("0NfBATDgc/ABMA")  # 24/14 with 6-4 hits on 18 or on 20
START_ID = "4HPwATDgc/ABMA"
XGID = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"
TAIL = ":0:0:1:00:0:0:0:0:10"  # cube, cube position, turn, dice, scores, rules, length, max cube
START_SIDE = (0, 0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0)
CLOSED: dict[int | str, int] = {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2}


def _position_id(key: int) -> str:
    return base64.b64encode(key.to_bytes(10, "little")).decode("ascii")[:14]


def _match_id(*fields: tuple[int, int, int]) -> str:
    """The money-play Match ID with some fields (bit offset, width, value) replaced."""
    key = int.from_bytes(base64.b64decode(MatchId().encode()), "little")
    for offset, width, value in fields:
        key = key & ~(((1 << width) - 1) << offset) | value << offset
    return base64.b64encode(key.to_bytes(9, "little")).decode("ascii")


def _xgid(**fields: str) -> str:
    """The start XGID with some of its ten fields replaced."""
    names = ("board", "cube", "position", "turn", "dice", "bottom", "top", "rules", "length", "max")
    values = dict(zip(names, XGID.removeprefix("XGID=").split(":"), strict=True)) | fields
    return "XGID=" + ":".join(values[name] for name in names)


def _game_with_opening() -> Game:
    return next(g for g in map(Game.new, map(random.Random, range(20))) if g.turn_color is WHITE)


def _first_roll_wrong() -> object:
    game = _game_with_opening()
    return Session(
        game=game, roll=Roll(6, 6) if game.opening and game.opening.roll != Roll(6, 6) else Roll(5, 5)
    )


# (what raises, the error, the keys of its message and parts, a German and an English fragment)
Case = tuple[Callable[[], object], type[BgtutorError], set[str], str, str]
CASES: dict[str, Case] = {
    # notation
    "notation-path": (
        lambda: parse_paths("13-7"),
        InvalidNotationError,
        {"err-notation", "err-notation-path"},
        "„13-7“ ist kein Zug in Backgammon-Notation. „13-7“ ist kein Weg",
        "“13-7” is not a play in backgammon notation. “13-7” is not a path",
    ),
    "notation-repeat": (
        lambda: parse_play(START, Roll(6, 6), "13/7(9)"),
        InvalidNotationError,
        {"err-notation", "err-notation-repeat"},
        "In „13/7(9)“ steht eine Wiederholung, die es nicht gibt",
        "“13/7(9)” repeats a path in a way that cannot happen",
    ),
    "notation-point": (
        lambda: check_play(START, Roll(4, 2), "24/2²"),
        InvalidNotationError,
        {"err-notation", "err-notation-point"},
        "„24/2²“ ist kein Zug in Backgammon-Notation. „2²“ ist kein Punkt: Punkte sind 1 bis 24",
        "“24/2²” is not a play in backgammon notation. “2²” is not a point: points are 1 to 24",
    ),
    "notation-bar": (
        lambda: parse_paths("22/bar"),
        InvalidNotationError,
        {"err-notation", "err-notation-bar"},
        "In „22/bar“ steht bar nicht am Anfang",
        "In “22/bar” the bar is not where the path starts",
    ),
    "notation-off": (
        lambda: parse_play(START, Roll(4, 2), "8/4 off/3"),
        InvalidNotationError,
        {"err-notation", "err-notation-off"},
        "„8/4 off/3“ ist kein Zug in Backgammon-Notation. In „off/3“ steht off nicht am Ende",
        "“8/4 off/3” is not a play in backgammon notation. In “off/3” off is not where the path ends",
    ),
    "notation-twice": (
        lambda: parse_paths("13/8/13"),
        InvalidNotationError,
        {"err-notation", "err-notation-twice"},
        "In „13/8/13“ kommt ein Punkt zweimal vor",
        "“13/8/13” visits the same point twice",
    ),
    "notation-too-long": (
        lambda: parse_paths("13/11 " * 50),
        InvalidNotationError,
        {"err-notation", "err-too-long"},
        "„13/11 13/11 13/11 13…“ ist kein Zug in Backgammon-Notation. Der Text ist 300 Zeichen lang",
        "“13/11 13/11 13/11 13…” is not a play in backgammon notation. The text is 300 characters long",
    ),
    "notation-not-text": (
        lambda: parse_paths(42),  # type: ignore[arg-type]
        InvalidNotationError,
        {"err-notation", "err-not-text"},
        "„42“ ist kein Zug in Backgammon-Notation. Hier wird Text erwartet",
        "“42” is not a play in backgammon notation. Text (a str) is expected here",
    ),
    # dice
    "roll": (
        lambda: Roll.parse("72"),
        InvalidRollError,
        {"err-roll", "err-roll-dice"},
        "„72“ ist kein Wurf. Schreibe zwei Würfelzahlen von 1 bis 6, zum Beispiel 42 oder 4-2.",
        "“72” is not a roll. Write two dice from 1 to 6, for example 42 or 4-2.",
    ),
    "roll-too-long": (
        lambda: Roll.parse("4" + " " * 100 + "2"),
        InvalidRollError,
        {"err-roll", "err-too-long"},
        "ist kein Wurf. Der Text ist 102 Zeichen lang, doch bgtutor liest hier höchstens 40 Zeichen.",
        "is not a roll. The text is 102 characters long, but bgtutor reads at most 40 characters here.",
    ),
    "die": (
        lambda: Roll(7, 2),
        InvalidRollError,
        {"err-die"},
        "„7“ ist keine Würfelzahl: Ein Würfel zeigt eine ganze Zahl von 1 bis 6.",
        "“7” is not a die: a die shows a whole number from 1 to 6.",
    ),
    # Position IDs
    "pid-length-plural": (
        lambda: Position.from_id("4HPwATDgc/AB"),
        InvalidIdError,
        {"err-id", "err-kind-position-id", "err-id-length"},
        "„4HPwATDgc/AB“ ist keine Position-ID von GNU Backgammon. Sie hat immer genau 14 Zeichen, "
        "diese hat 12. Zum Beispiel: 4HPwATDgc/ABMA.",
        "“4HPwATDgc/AB” is not a GNU Backgammon Position ID. It always has exactly 14 characters; "
        "this one has 12. For example: 4HPwATDgc/ABMA.",
    ),
    "pid-length-singular": (
        lambda: decode_position_id("4"),
        InvalidIdError,
        {"err-id", "err-kind-position-id", "err-id-length"},
        "„4“ ist keine Position-ID von GNU Backgammon. Sie hat immer genau 14 Zeichen, diese hat 1.",
        "“4” is not a GNU Backgammon Position ID. It always has exactly 14 characters; this one has 1.",
    ),
    "pid-char": (
        lambda: Position.from_id("4HPwATDgc/AB!A"),
        InvalidIdError,
        {"err-id", "err-kind-position-id", "err-id-char"},
        "„4HPwATDgc/AB!A“ ist keine Position-ID von GNU Backgammon. Das Zeichen „!“ kommt darin nicht vor",
        "“4HPwATDgc/AB!A” is not a GNU Backgammon Position ID. The character “!” cannot occur in it",
    ),
    "pid-last": (
        lambda: decode_position_id("4HPwATDgc/ABMB"),
        InvalidIdError,
        {"err-id", "err-kind-position-id", "err-pid-last"},
        "Ihr letztes Zeichen ist „B“, doch eine Position-ID endet immer auf A, Q, g oder w.",
        "Its last character is “B”, but a Position ID always ends in A, Q, g or w.",
    ),
    "pid-leftover": (
        lambda: decode_position_id(_position_id(((1 << 28) - 1) << 50)),
        InvalidIdError,
        {"err-id", "err-kind-position-id", "err-pid-leftover"},
        "Sie beschreibt mehr als 30 Steine, doch jede Seite hat nur 15.",
        "It describes more than 30 checkers, but each side has only 15.",
    ),
    "pid-checkers": (
        lambda: Position.from_id(_position_id((1 << 16) - 1)),
        InvalidIdError,
        {"err-id", "err-kind-position-id", "err-checkers", "err-side-not-on-roll"},
        "Darin hätte die Seite, die nicht am Zug ist, 16 Steine auf dem Brett, doch jede Seite hat nur 15.",
        "In it the side not on roll would have 16 checkers on the board, but each side has only 15.",
    ),
    "pid-checkers-on-roll": (
        lambda: decode_position_id(_position_id(((1 << 16) - 1) << 25)),
        InvalidIdError,
        {"err-id", "err-kind-position-id", "err-checkers", "err-side-on-roll"},
        "Darin hätte die Seite am Zug 16 Steine auf dem Brett",
        "In it the side on roll would have 16 checkers on the board",
    ),
    "pid-encode": (
        lambda: encode_position_id((0,) * 5, START_SIDE),
        InvalidIdError,
        {"err-pid-encode", "err-side-not-on-roll"},
        "Für eine Position-ID braucht die Seite, die nicht am Zug ist, 26 ganze Zahlen von 0 bis 15",
        "For a Position ID the side not on roll needs 26 whole numbers from 0 to 15",
    ),
    "id-not-text": (
        lambda: decode_position_id(None),  # type: ignore[arg-type]
        InvalidIdError,
        {"err-id", "err-kind-position-id", "err-not-text"},
        "„None“ ist keine Position-ID von GNU Backgammon. Hier wird Text erwartet (ein str).",
        "“None” is not a GNU Backgammon Position ID. Text (a str) is expected here.",
    ),
    "id-too-long": (
        lambda: Position.from_id("A" * 100_000),
        InvalidIdError,
        {"err-id", "err-kind-position-id", "err-too-long"},
        "„AAAAAAAAAAAAAAAAAAAA…“ ist keine Position-ID von GNU Backgammon. Der Text ist 100000 Zeichen lang",
        "“AAAAAAAAAAAAAAAAAAAA…” is not a GNU Backgammon Position ID. The text is 100000 characters long",
    ),
    "position-or-xgid-not-text": (
        lambda: Position.from_id(None),  # type: ignore[arg-type]
        InvalidIdError,
        {"err-id", "err-kind-position-or-xgid", "err-not-text"},
        "„None“ ist keine Position-ID und keine XGID. Hier wird Text erwartet",
        "“None” is not a Position ID or an XGID. Text (a str) is expected here",
    ),
    "id-turn": (
        lambda: Position.from_id(XGID, turn=BLACK),
        InvalidIdError,
        {"err-id-turn"},
        f"In „{XGID}“ ist Weiß am Zug, nicht Schwarz.",
        f"In “{XGID}” White is on roll, not Black.",
    ),
    "id-impossible": (
        lambda: Position.from_id("AAAAAAAAAAAAAA"),
        InvalidIdError,
        {"err-id-impossible", "err-position-both-off"},
        "„AAAAAAAAAAAAAA“ beschreibt eine Stellung, die in keinem Spiel vorkommen kann. "
        "Beide Seiten haben alle Steine abgetragen, doch gewinnen kann nur eine.",
        "“AAAAAAAAAAAAAA” describes a position that no game can reach. "
        "Both sides have borne off all their checkers, but only one side can win.",
    ),
    # Match IDs
    "mid-length": (
        lambda: MatchId.decode("cAkAAAAAAAA"),
        InvalidIdError,
        {"err-id", "err-kind-match-id", "err-id-length"},
        "„cAkAAAAAAAA“ ist keine Match-ID von GNU Backgammon. Sie hat immer genau 12 Zeichen, "
        "diese hat 11. Zum Beispiel: cAkAAAAAAAAE.",
        "“cAkAAAAAAAA” is not a GNU Backgammon Match ID. It always has exactly 12 characters; "
        "this one has 11. For example: cAkAAAAAAAAE.",
    ),
    "mid-char": (
        lambda: MatchId.decode("cAkAAAAAAAAä"),
        InvalidIdError,
        {"err-id", "err-kind-match-id", "err-id-char"},
        "Das Zeichen „ä“ kommt darin nicht vor: Erlaubt sind nur die Buchstaben A bis Z und a bis z "
        "(ohne Umlaute)",
        "The character “ä” cannot occur in it: only the letters A to Z and a to z",
    ),
    "mid-bits": (
        lambda: MatchId.decode(_match_id((70, 1, 1))),
        InvalidIdError,
        {"err-id", "err-kind-match-id", "err-mid-bits"},
        "Ihre letzten Zeichen setzen Bits, die eine Match-ID nicht verwendet (hinter Bit 66).",
        "Its last characters set bits that a Match ID does not use (beyond bit 66).",
    ),
    "mid-owner": (
        lambda: MatchId.decode(_match_id((4, 2, 2))),  # the cube owner
        InvalidIdError,
        {"err-id", "err-kind-match-id", "err-mid-owner"},
        "Darin gehört der Verdopplungswürfel dem Spieler 2, doch es gibt nur 0, 1 und 3",
        "In it the cube belongs to player 2, but there are only 0, 1 and 3",
    ),
    "mid-dice": (
        lambda: MatchId.decode(_match_id((15, 3, 7), (18, 3, 1))),
        InvalidIdError,
        {"err-id", "err-kind-match-id", "err-mid-dice"},
        "Darin zeigen die Würfel 7 und 1, doch jeder Würfel zeigt 1 bis 6",
        "In it the dice show 7 and 1, but each die shows 1 to 6",
    ),
    "mid-state": (
        lambda: MatchId.decode(_match_id((8, 3, 5))),  # the game state
        InvalidIdError,
        {"err-id", "err-kind-match-id", "err-match-state"},
        "ist keine Match-ID von GNU Backgammon. Der Spielzustand ist 5 und die Aufgabe 0, doch der "
        "Spielzustand reicht nur von 0 bis 4",
        "is not a GNU Backgammon Match ID. The game state is 5 and the resignation 0, but the game "
        "state runs only from 0 to 4",
    ),
    "match-fields": (
        lambda: MatchId(on_roll=2),
        InvalidIdError,
        {"err-match-fields"},
        "Am Zug ist Spieler 0 oder 1, nicht 2",
        "The player on roll is 0 or 1, not 2",
    ),
    "match-score-pair": (
        lambda: MatchId(score=(1, 2, 3)),  # type: ignore[arg-type]
        InvalidIdError,
        {"err-match-score-pair"},
        "Der Punktestand (1, 2, 3) muss ein Paar sein",
        "The score (1, 2, 3) must be a pair",
    ),
    "match-dice": (
        lambda: MatchId(dice=(7, 1)),
        InvalidIdError,
        {"err-dice"},
        "Die Würfel (7, 1) gehen nicht: Entweder ist noch nicht gewürfelt (None), oder es sind zwei Würfel",
        "The dice (7, 1) are not possible: either the dice are not rolled yet (None), or they are two dice",
    ),
    "match-cube": (
        lambda: MatchId(cube_value=3),
        InvalidIdError,
        {"err-cube-value"},
        "Der Verdopplungswürfel kann nicht auf 3 stehen: Er zeigt 1, 2, 4, 8 und so weiter bis 32768.",
        "The cube cannot show 3: it shows 1, 2, 4, 8 and so on up to 32768.",
    ),
    "match-jacoby": (
        lambda: MatchId(match_length=5, jacoby=True),
        InvalidIdError,
        {"err-jacoby"},
        "Die Jacoby-Regel gilt nur im Geldspiel (Matchlänge 0).",
        "The Jacoby rule applies only to money play (match length 0).",
    ),
    "match-over-singular": (
        lambda: MatchId(match_length=1, score=(1, 0)),
        InvalidIdError,
        {"err-match-over"},
        "Beim Stand 1:0 ist ein Match auf 1 Punkt schon vorbei",
        "At a score of 1:0 a match to 1 point is already over",
    ),
    # XGIDs
    "xgid-fields": (
        lambda: parse_xgid("XGID=garbage"),
        InvalidIdError,
        {"err-id", "err-kind-xgid", "err-xgid-fields"},
        "„XGID=garbage“ ist keine XGID von eXtreme Gammon. Sie hat 10 Felder, getrennt durch Doppelpunkte, "
        "diese hat 1. Zum Beispiel: XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10.",
        "“XGID=garbage” is not an eXtreme Gammon XGID. It has 10 fields separated by colons; this one has 1. "
        "For example: XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10.",
    ),
    "xgid-board": (
        lambda: Position.from_id(_xgid(board="-b----E-C---eE---c-e----Bb")),
        InvalidIdError,
        {"err-id", "err-kind-xgid", "err-xgid-board"},
        "Das Brett „-b----E-C---eE---c-e----Bb“ geht nicht: Es hat 26 Zeichen",
        "The board “-b----E-C---eE---c-e----Bb” is not possible: it has 26 characters",
    ),
    "xgid-doubled": (
        lambda: parse_xgid(_xgid(dice="D")),
        InvalidIdError,
        {"err-id", "err-kind-xgid", "err-xgid-doubled"},
        "Darin ist gerade gedoppelt (D), und solche Stellungen liest bgtutor nicht.",
        "In it a double has just been offered (D), and bgtutor does not read such positions.",
    ),
    "xgid-dice": (
        lambda: parse_xgid(_xgid(dice="72")),
        InvalidIdError,
        {"err-id", "err-kind-xgid", "err-xgid-dice"},
        "Die Würfel „72“ gehen nicht: Schreibe 00, solange nicht gewürfelt ist",
        "The dice “72” are not possible: write 00 while the dice are not rolled",
    ),
    "xgid-turn": (
        lambda: parse_xgid(_xgid(turn="2")),
        InvalidIdError,
        {"err-id", "err-kind-xgid", "err-xgid-turn"},
        "Der Spieler am Zug „2“ geht nicht: 1 heißt, die Seite unten ist am Zug, -1 die Seite oben.",
        "The player on roll “2” is not possible: 1 means the bottom side is on roll, -1 the top side.",
    ),
    "xgid-numbers": (
        lambda: parse_xgid(_xgid(max="x")),
        InvalidIdError,
        {"err-id", "err-kind-xgid", "err-xgid-numbers"},
        "Würfelwert, Würfelposition, Punktestände, Regeln, Matchlänge und Höchstwürfel sind ganze Zahlen",
        "Cube value, cube position, scores, rules, match length and maximum cube are whole numbers",
    ),
    "xgid-cube": (
        lambda: parse_xgid(_xgid(cube="16")),
        InvalidIdError,
        {"err-id", "err-kind-xgid", "err-xgid-cube"},
        "Das Würfelfeld „16“ geht nicht: Es zählt, wie oft verdoppelt wurde",
        "The cube field “16” is not possible: it counts the doublings",
    ),
    "xgid-checkers": (
        lambda: Position.from_id(_xgid(board="-b----E-C---eE---c-e----BB")),
        InvalidIdError,
        {"err-id", "err-kind-xgid", "err-checkers", "err-side-bottom"},
        "Darin hätte die Seite unten 17 Steine auf dem Brett, doch jede Seite hat nur 15.",
        "In it the bottom side would have 17 checkers on the board, but each side has only 15.",
    ),
    "xgid-cube-position": (
        lambda: parse_xgid(_xgid(position="2")),
        InvalidIdError,
        {"err-id", "err-kind-xgid", "err-xgid-cube-position"},
        "Die Würfelposition 2 geht nicht: Erlaubt sind 1 (der Würfel gehört der Seite unten), 0 (Mitte)",
        "The cube position 2 is not possible: use 1 (the bottom side owns the cube), 0 (centre)",
    ),
    "xgid-max-cube": (
        lambda: parse_xgid(_xgid(max="-1")),
        InvalidIdError,
        {"err-id", "err-kind-xgid", "err-xgid-max-cube"},
        "Der Höchstwürfel -1 geht nicht: Er ist eine ganze Zahl ab 0.",
        "The maximum cube -1 is not possible: it is a whole number from 0.",
    ),
    "xgid-rules": (
        lambda: parse_xgid(_xgid(rules="4")),
        InvalidIdError,
        {"err-id", "err-kind-xgid", "err-xgid-rules"},
        "Das Regelfeld 4 geht nicht: Im Match ist es 0 oder 1 (Crawford-Partie), im Geldspiel 0 bis 3",
        "The rules field 4 is not possible: in a match it is 0 or 1 (Crawford game), in money play 0 to 3",
    ),
    "xgid-length": (
        lambda: parse_xgid(_xgid(length="65")),
        InvalidIdError,
        {"err-id", "err-kind-xgid", "err-match-length"},
        "Die Matchlänge 65 geht nicht: Erlaubt sind 0 (Geldspiel) bis 64 Punkte.",
        "A match length of 65 is not possible: use 0 (money play) to 64 points.",
    ),
    "xgid-scores": (
        lambda: parse_xgid(_xgid(bottom="-1")),
        InvalidIdError,
        {"err-id", "err-kind-xgid", "err-match-scores"},
        "Der Punktestand -1:0 geht nicht: Jeder Spieler hat 0 bis 32767 Punkte.",
        "The score -1:0 is not possible: each player has 0 to 32767 points.",
    ),
    "xgid-over-plural": (
        lambda: parse_xgid(_xgid(bottom="5", length="5")),
        InvalidIdError,
        {"err-id", "err-kind-xgid", "err-match-over"},
        "Beim Stand 5:0 ist ein Match auf 5 Punkte schon vorbei: Jeder Punktestand muss kleiner als die "
        "Matchlänge sein.",
        "At a score of 5:0 a match to 5 points is already over: each score must be less than the "
        "match length.",
    ),
    "xgid-crawford": (
        lambda: parse_xgid(_xgid(rules="1", length="7")),
        InvalidIdError,
        {"err-id", "err-kind-xgid", "err-crawford"},
        "Eine Crawford-Partie gibt es nur in einem Match auf mindestens 2 Punkte, wenn einem Spieler genau "
        "ein Punkt zum Sieg fehlt.",
        "There is a Crawford game only in a match to 2 or more points, when one player is exactly one point "
        "from winning.",
    ),
    "xgid-crawford-cube": (
        lambda: parse_xgid(_xgid(cube="1", bottom="6", rules="1", length="7")),
        InvalidIdError,
        {"err-id", "err-kind-xgid", "err-crawford-cube"},
        "In der Crawford-Partie bleibt der Verdopplungswürfel auf 1 in der Mitte, und niemand doppelt.",
        "In the Crawford game the cube stays on 1 in the centre, and nobody doubles.",
    ),
    "xgid-side": (
        lambda: Xgid((0,) * 5, START_SIDE),
        InvalidIdError,
        {"err-xgid-side", "err-side-bottom"},
        "Für die Seite unten braucht es 26 ganze Zahlen von 0 bis 15",
        "For the bottom side there must be 26 whole numbers from 0 to 15",
    ),
    "xgid-side-top": (
        lambda: Xgid(START_SIDE, (1, *START_SIDE[1:])),
        InvalidIdError,
        {"err-xgid-side", "err-side-top"},
        "Für die Seite oben braucht es 26 ganze Zahlen",
        "For the top side there must be 26 whole numbers",
    ),
    "xgid-shared": (
        lambda: Xgid((13, *[0] * 23, 2, 0), (13, 2, *[0] * 24)),
        InvalidIdError,
        {"err-xgid-shared"},
        "Auf Punkt 24 (von unten gezählt) stehen Steine beider Seiten",
        "Point 24 (counted from the bottom) holds checkers of both sides",
    ),
    # GNUBG IDs
    "gid-colon": (
        lambda: parse_gnubg_id("4HPwATDgc/ABMA cAkAAAAAAAAE"),
        InvalidIdError,
        {"err-id", "err-kind-gnubg-id", "err-gid-colon"},
        "„4HPwATDgc/ABMA cAkAAAAAAAAE“ ist keine GNUBG-ID (Position-ID und Match-ID). Sie besteht aus einer "
        "Position-ID und einer Match-ID, verbunden durch einen Doppelpunkt.",
        "“4HPwATDgc/ABMA cAkAAAAAAAAE” is not a GNUBG ID (Position ID and Match ID). It is a Position ID "
        "and a Match ID joined by a colon.",
    ),
    "gid-part": (
        lambda: Position.from_id("4HPwATDgc/AB:cAkAAAAAAAAE"),
        InvalidIdError,
        {"err-id", "err-kind-position-id", "err-id-length"},
        "„4HPwATDgc/AB“ ist keine Position-ID von GNU Backgammon.",
        "“4HPwATDgc/AB” is not a GNU Backgammon Position ID.",
    ),
    # positions
    "position-side": (
        lambda: Position((0,) * 5, START_SIDE, WHITE),
        InvalidPositionError,
        {"err-position-side"},
        "Die Steine von Weiß sind 26 Anzahlen (abgetragen, Punkte 1 bis 24, Bar), nicht (0, 0, 0, 0, 0).",
        "White's checkers are 26 counts (borne off, points 1 to 24, bar), not (0, 0, 0, 0, 0).",
    ),
    "position-counts": (
        lambda: Position(START_SIDE, (-1, *START_SIDE[1:]), WHITE),
        InvalidPositionError,
        {"err-position-counts"},
        "Die Anzahlen der Steine von Schwarz sind ganze Zahlen ab 0",
        "Black's checker counts are whole numbers from 0",
    ),
    "position-total-plural": (
        lambda: Position((0, *START_SIDE[1:24], 1, 0), START_SIDE, WHITE),
        InvalidPositionError,
        {"err-position-total"},
        "Weiß hat 14 Steine (die abgetragenen mitgezählt), doch jede Seite hat genau 15.",
        "White has 14 checkers (counting the borne-off ones), but each side has exactly 15.",
    ),
    "position-total-singular": (
        lambda: Position(START_SIDE, (1, *[0] * 25), WHITE),
        InvalidPositionError,
        {"err-position-total"},
        "Schwarz hat 1 Stein (die abgetragenen mitgezählt), doch jede Seite hat genau 15.",
        "Black has 1 checker (counting the borne-off ones), but each side has exactly 15.",
    ),
    "position-shared": (
        lambda: Position.from_points({24: 2}, {1: 2}),
        InvalidPositionError,
        {"err-position-shared"},
        "Auf dem Punkt 24 von Weiß (für Schwarz Punkt 1) stehen Steine beider Seiten",
        "White's point 24 (Black's 1) holds checkers of both sides",
    ),
    "position-both-off": (
        lambda: Position.from_points({}, {}),
        InvalidPositionError,
        {"err-position-both-off"},
        "Beide Seiten haben alle Steine abgetragen, doch gewinnen kann nur eine.",
        "Both sides have borne off all their checkers, but only one side can win.",
    ),
    "position-both-bar": (
        lambda: Position.from_points({**CLOSED, "bar": 1}, {**CLOSED, "bar": 1}),
        InvalidPositionError,
        {"err-position-both-bar"},
        "Beide Seiten haben einen Stein auf der Bar und vor sich ein geschlossenes Heimfeld",
        "Both sides have a checker on the bar against a closed home board",
    ),
    "position-point": (
        lambda: Position.from_points({"x": 1}, {}),
        InvalidPositionError,
        {"err-position-point"},
        "„x“ ist kein Punkt für Weiß: Nimm 1 bis 24 oder bar.",
        "“x” is not a point for White: use 1 to 24 or bar.",
    ),
    "position-too-many": (
        lambda: Position.from_points({}, {6: 16}),
        InvalidPositionError,
        {"err-position-too-many"},
        "Schwarz hätte 16 Steine auf dem Brett, doch jede Seite hat nur 15.",
        "Black would have 16 checkers on the board, but each side has only 15.",
    ),
    # the cube
    "cube-value": (
        lambda: CubeState(value=3),
        InvalidPositionError,
        {"err-cube-state", "err-cube-value"},
        "Diesen Stand des Verdopplungswürfels gibt es nicht. Der Verdopplungswürfel kann nicht auf 3 stehen",
        "There is no such cube state. The cube cannot show 3",
    ),
    "cube-centred": (
        lambda: CubeState(owner=WHITE),
        InvalidPositionError,
        {"err-cube-state", "err-cube-centred"},
        "Ein Würfel auf 1 liegt in der Mitte und gehört niemandem.",
        "A cube on 1 lies in the centre and belongs to nobody.",
    ),
    "cube-crawford": (
        lambda: CubeState(value=2, owner=WHITE, match=Match(5, (4, 2), crawford=True)),
        InvalidPositionError,
        {"err-cube-state", "err-crawford-cube"},
        "Diesen Stand des Verdopplungswürfels gibt es nicht. In der Crawford-Partie bleibt",
        "There is no such cube state. In the Crawford game the cube stays",
    ),
    "cube-dice": (
        lambda: CubeState(dice=(7, 1)),
        InvalidPositionError,
        {"err-cube-state", "err-dice"},
        "Die Würfel (7, 1) gehen nicht",
        "The dice (7, 1) are not possible",
    ),
    "cube-offered-rolled": (
        lambda: CubeState(offered=True, dice=(4, 2)),
        InvalidPositionError,
        {"err-cube-state", "err-cube-offered-rolled"},
        "Gedoppelt wird vor dem Würfeln, hier ist aber schon gewürfelt.",
        "A double is offered before rolling, but here the dice are already rolled.",
    ),
    "cube-match-over": (
        lambda: CubeState(match=Match(5, (5, 2))),
        InvalidPositionError,
        {"err-cube-state", "err-cube-match-over"},
        "Das Match ist schon vorbei.",
        "The match is already over.",
    ),
    "mid-not-playing": (
        lambda: from_match_id(MatchId(game_state=2)),
        InvalidIdError,
        {"err-mid-not-playing"},
        "„cAoAAAAAAAAE“ beschreibt keine laufende Partie (Spielzustand 2, Aufgabe 0).",
        "“cAoAAAAAAAAE” is not a game in progress (game state 2, resignation 0).",
    ),
    "mid-offer": (
        lambda: from_match_id(MatchId(doubled=True)),
        InvalidIdError,
        {"err-mid-offer"},
        "In „cBkAAAAAAAAE“ ist gedoppelt, aber nicht der Gegner am Zug",
        "In “cBkAAAAAAAAE” a double is offered, but the opponent is not the one to answer it",
    ),
    "cube-turn": (
        lambda: to_gnubg_id(START, CubeState(turn=BLACK)),
        InvalidIdError,
        {"err-cube-turn"},
        "In der Stellung ist Weiß am Zug, im Stand des Verdopplungswürfels Schwarz",
        "In the position White is on roll, in the cube state Black",
    ),
    # turns, games, sessions
    "not-position": (
        lambda: Turn("4HPwATDgc/ABMA", Roll(4, 2)),  # type: ignore[arg-type]
        InvalidPositionError,
        {"err-not-position"},
        "'4HPwATDgc/ABMA' ist keine Stellung: Erzeuge eine zum Beispiel mit Position.start()",
        "'4HPwATDgc/ABMA' is not a position: make one for example with Position.start()",
    ),
    "game-not-position": (
        lambda: Game("start"),  # type: ignore[arg-type]
        InvalidPositionError,
        {"err-not-position"},
        "'start' ist keine Stellung",
        "'start' is not a position",
    ),
    "not-roll": (
        lambda: Turn(START, "42"),  # type: ignore[arg-type]
        InvalidRollError,
        {"err-not-roll"},
        "'42' ist kein Wurf: Erzeuge einen zum Beispiel mit Roll(4, 2) oder Roll.parse('42').",
        "'42' is not a roll: make one for example with Roll(4, 2) or Roll.parse('42').",
    ),
    "game-not-roll": (
        lambda: Game(START).with_turn("42", "8/4 6/4"),  # type: ignore[arg-type]
        InvalidRollError,
        {"err-not-roll"},
        "'42' ist kein Wurf",
        "'42' is not a roll",
    ),
    "session-not-roll": (
        lambda: Session(game=_game_with_opening(), roll="42"),  # type: ignore[arg-type]
        InvalidRollError,
        {"err-not-roll"},
        "'42' ist kein Wurf",
        "'42' is not a roll",
    ),
    "not-step": (
        lambda: Turn(START, Roll(4, 2), ("8/4",)),  # type: ignore[arg-type]
        InvalidNotationError,
        {"err-not-step"},
        "'8/4' ist kein Teilzug: Erzeuge einen zum Beispiel mit Step(24, 18, 6).",
        "'8/4' is not a move: make one for example with Step(24, 18, 6).",
    ),
    "step-dice": (
        lambda: Turn(START, Roll(4, 2), (Step(24, 18, 6),)),
        InvalidNotationError,
        {"err-step-dice"},
        "Der Teilzug 24/18 geht hier mit den übrigen Würfelzahlen (4-2) nicht",
        "The move 24/18 is not possible here with the dice left (4-2)",
    ),
    "opening-roll": (
        lambda: Game(START, OpeningRoll(5, 2)).with_turn(Roll(4, 2), "8/4 6/4"),
        InvalidRollError,
        {"err-opening-roll"},
        "Der erste Zug spielt den Eröffnungswurf 5-2, nicht 4-2.",
        "The first turn plays the opening roll 5-2, not 4-2.",
    ),
    "session-opening-roll": (
        _first_roll_wrong,
        InvalidRollError,
        {"err-opening-roll"},
        "Der erste Zug spielt den Eröffnungswurf",
        "The first turn plays the opening roll",
    ),
    "not-play": (
        lambda: Game(START).with_turn(Roll(4, 2), ((8, 4, 9, False),)),  # type: ignore[arg-type]
        InvalidNotationError,
        {"err-not-play"},
        "((8, 4, 9, False),) ist kein Zug: Jeder Teilzug geht von einem Punkt 1 bis 25",
        "((8, 4, 9, False),) is not a play: each of its moves goes from a point 1 to 25",
    ),
    "not-opening": (
        lambda: Game(START, "52"),  # type: ignore[arg-type]
        InvalidRollError,
        {"err-not-opening"},
        "'52' ist kein Eröffnungswurf: Erzeuge einen mit OpeningRoll(4, 2) oder opening_roll().",
        "'52' is not an opening roll: make one with OpeningRoll(4, 2) or opening_roll().",
    ),
    "ambiguous": (
        lambda: parse_play(TWO_BLOTS, Roll(6, 4), "24/14"),
        AmbiguousPlayError,
        {"err-ambiguous"},
        "„24/14“ passt zu mehreren Zügen: 24/18*/14, 24/20*/14. Schreibe den Punkt dazwischen mit",
        "“24/14” fits several plays: 24/18*/14, 24/20*/14. Write the point in between",
    ),
    "game-over": (
        lambda: legal_plays(Position.from_points({}, {6: 15}, turn=BLACK), Roll(3, 1)),
        GameOverError,
        {"err-game-over"},
        "In dieser Stellung ist die Partie schon vorbei: Eine Seite hat alle 15 Steine abgetragen",
        "The game is already over in this position: one side has borne off all 15 checkers",
    ),
    "game-over-gammon": (
        lambda: Session().resume(Score(), Game(Position.from_points({}, {6: 15}, turn=BLACK))),
        GameOverError,
        {"err-game-over-new"},
        "Die Partie ist vorbei, Weiß hat 2 Punkte gewonnen. Beginne eine neue Partie.",
        "The game is over, White won 2 points. Start a new game.",
    ),
    "game-over-single": (
        lambda: Session().resume(Score(), Game(Position.from_points({}, {6: 14}, turn=BLACK))),
        GameOverError,
        {"err-game-over-new"},
        "Die Partie ist vorbei, Weiß hat 1 Punkt gewonnen.",
        "The game is over, White won 1 point.",
    ),
    "opening-tie": (
        lambda: Game(START, OpeningRoll(3, 3)),
        InvalidRollError,
        {"err-opening-tie"},
        "Der Eröffnungswurf Weiß 3, Schwarz 3 geht nicht",
        "The opening roll White 3, Black 3 is not possible",
    ),
}


def _keys(message: Message) -> set[str]:
    """The catalog keys of ``message`` and of all its parts."""
    return {message.catalog_key}.union(*(_keys(part) for _, part in message.parts))


def _raised(case: Case) -> BgtutorError:
    action, error_type, *_ = case
    with pytest.raises(error_type) as caught:
        action()
    return caught.value


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_each_input_error_says_in_german_and_english_what_is_wrong(case: Case) -> None:
    error = _raised(case)
    _, _, keys, german, english = case
    assert error.message is not None
    assert _keys(error.message) == keys
    assert german in error.text("de") and german in error.text()
    assert english in error.text("en")
    assert error.text("de") != error.text("en")
    for lang in LANGUAGES:
        text = error.text(lang)
        assert "{" not in text and "}" not in text and "\n" not in text
        assert not re.search(r"\b1 (Steine|Punkte|checkers|points)\b", text), text


def test_every_err_key_is_reached_through_the_public_api() -> None:
    reached = set().union(*(case[2] for case in CASES.values()))
    assert reached == {key for key in all_texts("de") if key.startswith("err-")}


def _fields(text: str) -> set[str]:
    plural = re.findall(r"\{(\w+)\|", text)
    simple = re.sub(r"\{\w+\|[^{}]*(?:\{\w+\}[^{}]*)*\|[^{}]*(?:\{\w+\}[^{}]*)*\}", "", text)
    return set(plural) | {name for _, name, _, _ in string.Formatter().parse(simple) if name}


def test_every_err_key_is_in_both_catalogs_with_the_same_parameters() -> None:
    german, english = all_texts("de"), all_texts("en")
    errors = {key for key in german if key.startswith("err-")}
    assert len(errors) >= 60
    assert errors == {key for key in english if key.startswith("err-")}
    for key in errors:
        assert _fields(german[key]) == _fields(english[key]), key
        assert german[key].count("„") == german[key].count("“"), key  # German quotes „…“
        assert english[key].count("“") == english[key].count("”"), key  # English quotes “…”


def test_str_stays_the_english_text_for_programmers() -> None:
    error = _raised(CASES["pid-length-plural"])
    assert str(error).startswith(
        "'4HPwATDgc/AB' is not a GNU Backgammon Position ID: it must be 14 characters of the base64 alphabet"
    )
    assert _raised(CASES["roll"]).args == (
        "'72' is not a roll: write two dice 1-6, for example '42' or '4-2'",
    )


def test_errors_with_a_reason_give_its_text_and_others_their_str() -> None:
    illegal = _raised((lambda: parse_play(START, Roll(4, 2), "8/4 6/3"), IllegalPlayError, set(), "", ""))
    assert isinstance(illegal, IllegalPlayError) and illegal.message == illegal.reason
    assert illegal.text("de") == illegal.reason.text("de") and illegal.text("en") == illegal.reason.text("en")
    cube = CubeError(Message.of("cube-max", value=64))
    assert cube.text("de") == "Der Verdopplungswürfel steht schon auf 64; höher geht er nicht."
    assert str(cube) == cube.text("en")
    plain = InvalidRollError("no message")
    assert plain.message is None and plain.text("de") == plain.text("en") == "no message"
    storage = StorageError(StoreMessage.of("empty", path="x.json"), "detail")
    assert storage.text("en").startswith("x.json is empty") and str(storage).endswith("[detail]")


def _input_error_calls() -> Iterator[tuple[str, int, ast.Call]]:
    names = {cls.__name__ for cls in INPUT_ERRORS}
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in names:
                yield str(path.relative_to(PACKAGE.parent)), node.lineno, node


def test_every_input_error_in_the_package_is_raised_with_a_message() -> None:
    calls = list(_input_error_calls())
    assert len(calls) >= 40
    without = [
        f"{path}:{line}" for path, line, call in calls if "message" not in {k.arg for k in call.keywords}
    ]
    assert without == []


@pytest.mark.parametrize(
    "read",
    [
        Roll.parse,
        parse_paths,
        decode_position_id,
        MatchId.decode,
        parse_xgid,
        parse_gnubg_id,
        Position.from_id,
    ],
)
@pytest.mark.parametrize(
    "text",
    [
        "",
        " ",
        "42x",
        "4HPwATDgc/ABM",
        "cAkAAAAAAAA",
        "XGID=",
        "24/2²",
        "٣",
        "\x00",
        "\udcff",
        "13/11 " * 40,
        "9" * 5000,
    ],
)
def test_the_readers_refuse_bad_text_with_a_message(read: Callable[[str], object], text: str) -> None:
    try:
        read(text)
    except BgtutorError as error:
        assert error.message is not None
        assert error.text("de") and error.text("en")


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bgtutor", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
        check=False,
        env={**{k: v for k, v in os.environ.items() if k != "LC_ALL"}, "LANG": "C.UTF-8"},
    )


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "de",
            "bgtutor: Fehler: „4HPwATDgc/AB“ ist keine Position-ID von GNU Backgammon. Sie hat immer genau "
            "14 Zeichen, diese hat 12. Zum Beispiel: 4HPwATDgc/ABMA.\n",
        ),
        (
            "en",
            "bgtutor: error: “4HPwATDgc/AB” is not a GNU Backgammon Position ID. It always has exactly "
            "14 characters; this one has 12. For example: 4HPwATDgc/ABMA.\n",
        ),
    ],
)
def test_the_command_line_tells_bad_input_in_the_chosen_language(lang: str, line: str) -> None:
    result = _cli("check", "--lang", lang, "4HPwATDgc/AB", "31", "8/5")
    assert (result.returncode, result.stdout, result.stderr) == (2, "", line)


def test_the_command_line_tells_bad_input_in_german_by_default() -> None:
    result = _cli("plays", START_ID, "72")
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == (
        "bgtutor: Fehler: „72“ ist kein Wurf. "
        "Schreibe zwei Würfelzahlen von 1 bis 6, zum Beispiel 42 oder 4-2.\n"
    )
