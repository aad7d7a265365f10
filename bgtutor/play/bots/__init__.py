"""Computer players for the practice game: Entspannt, Anspruchsvoll and Experte.

The rules are the same at every level (every bot plays one of :func:`bgtutor.legal_plays`); only
the judgement differs. One set of players (:mod:`.levels`) judges by the hand-tuned evaluation or
by the network, whose evaluator :func:`open_evaluator` chooses once: NumPy's where NumPy can be
imported, else plain Python's (the browser edition). Importing this package imports no NumPy.

>>> from bgtutor import Position, Roll
>>> bot = make_bot("anspruchsvoll")
>>> bot.display_name, str(bot.choose(Position.start(), Roll(6, 1)))
('Anspruchsvoll', '13/7 8/7')
>>> open_evaluator("pure").backend
'pure'
"""

from bgtutor.play.bots.evaluator import BACKENDS, Backend, Evaluator, open_evaluator
from bgtutor.play.bots.levels import Anspruchsvoll, Entspannt, Experte, make_bot
from bgtutor.play.bots.match import GameRecord, MatchSummary, SideSummary, play_game, play_match
from bgtutor.play.bots.player import Bot
from bgtutor.play.strengths import LEVELS, Level

__all__ = [
    "BACKENDS",
    "LEVELS",
    "Anspruchsvoll",
    "Backend",
    "Bot",
    "Entspannt",
    "Evaluator",
    "Experte",
    "GameRecord",
    "Level",
    "MatchSummary",
    "SideSummary",
    "make_bot",
    "open_evaluator",
    "play_game",
    "play_match",
]
