"""Computer players for the practice game: Entspannt, Anspruchsvoll and Experte.

The rules are the same at every level (every bot plays one of :func:`bgtutor.legal_plays`); only
the judgement differs.  The bots need NumPy and nothing else.

>>> from bgtutor import Position, Roll
>>> bot = make_bot("anspruchsvoll")
>>> bot.display_name, str(bot.choose(Position.start(), Roll(6, 1)))
('Anspruchsvoll', '13/7 8/7')
"""

from bgtutor.bots.base import LEVELS, Bot, Level
from bgtutor.bots.levels import Anspruchsvoll, Entspannt, Experte, UnknownLevelError, make_bot
from bgtutor.bots.match import GameRecord, MatchSummary, SideSummary, play_game, play_match

__all__ = [
    "LEVELS",
    "Anspruchsvoll",
    "Bot",
    "Entspannt",
    "Experte",
    "GameRecord",
    "Level",
    "MatchSummary",
    "SideSummary",
    "UnknownLevelError",
    "make_bot",
    "play_game",
    "play_match",
]
