"""bgtutor: an exact, explainable backgammon rules engine for an interactive tutorial.

>>> import bgtutor
>>> position = bgtutor.Position.start()
>>> [str(play) for play in bgtutor.legal_plays(position, bgtutor.Roll(6, 5))]
['24/13', '24/18 13/8', '24/18 8/3', '13/8 13/7', '13/7 8/3', '13/2', '8/3 8/2']
"""

from bgtutor.rules.color import BLACK, WHITE, Color
from bgtutor.rules.dice import ALL_ROLLS, OpeningRoll, Roll, opening_roll, roll_dice
from bgtutor.rules.errors import (
    AmbiguousPlayError,
    BgtutorError,
    GameOverError,
    IllegalPlayError,
    InvalidIdError,
    InvalidNotationError,
    InvalidPositionError,
    InvalidRollError,
)
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.i18n import use_language
from bgtutor.rules.ids import MatchId, Xgid, format_xgid, parse_xgid
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.plays import Play, Step, format_play, format_steps
from bgtutor.rules.position import Position
from bgtutor.rules.resolve import check_play, parse_play
from bgtutor.rules.scoring import GameResult, ResultKind, game_result
from bgtutor.rules.turn import Turn

__version__ = "0.1.0"

__all__ = [
    "ALL_ROLLS",
    "BLACK",
    "WHITE",
    "AmbiguousPlayError",
    "BgtutorError",
    "Color",
    "GameOverError",
    "GameResult",
    "IllegalPlayError",
    "InvalidIdError",
    "InvalidNotationError",
    "InvalidPositionError",
    "InvalidRollError",
    "MatchId",
    "OpeningRoll",
    "Play",
    "Position",
    "Reason",
    "ResultKind",
    "Roll",
    "Rule",
    "Step",
    "Turn",
    "Xgid",
    "check_play",
    "format_play",
    "format_steps",
    "format_xgid",
    "game_result",
    "legal_plays",
    "opening_roll",
    "parse_play",
    "parse_xgid",
    "roll_dice",
    "use_language",
]
