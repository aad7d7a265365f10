"""Computer players for the practice game: Entspannt, Anspruchsvoll and Experte.

The rules are the same at every level (every bot plays one of :func:`bgtutor.legal_plays`); only
the judgement differs.  The bots need NumPy and nothing else.

>>> from bgtutor import Position, Roll
>>> bot = make_bot("anspruchsvoll")
>>> bot.display_name, str(bot.choose(Position.start(), Roll(6, 1)))
('Anspruchsvoll', '13/7 8/7')
"""

from importlib.util import find_spec

if find_spec("numpy") is not None:
    from bgtutor.play.bots.base import LEVELS, Bot, Level
    from bgtutor.play.bots.levels import Anspruchsvoll, Entspannt, Experte, UnknownLevelError, make_bot
    from bgtutor.play.bots.match import GameRecord, MatchSummary, SideSummary, play_game, play_match
else:  # the browser edition (Pyodide has no NumPy): the same players in plain Python, no matches
    from bgtutor.play.bots.pure import (  # type: ignore[assignment]
        LEVELS,
        Anspruchsvoll,
        Bot,
        Entspannt,
        Experte,
        Level,
        UnknownLevelError,
        make_bot,
    )

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
