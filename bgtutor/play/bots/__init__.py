"""Computer players for the practice game: Entspannt, Anspruchsvoll and Experte.

The rules are the same at every level (every bot plays one of :func:`bgtutor.legal_plays`); only
the judgement differs. One set of players (:mod:`.levels`, ``make_bot``) judges by the hand-tuned
evaluation or by the network, whose evaluator :func:`.evaluator.open_evaluator` chooses once:
NumPy's where NumPy can be imported, else plain Python's (the browser edition). Whole games and
matches between them are :mod:`.match`. Importing this package imports no NumPy; each name has
one home, its module.

>>> from bgtutor import Position, Roll
>>> from bgtutor.play.bots.evaluator import open_evaluator
>>> from bgtutor.play.bots.levels import make_bot
>>> bot = make_bot("anspruchsvoll")
>>> bot.display_name, str(bot.choose(Position.start(), Roll(6, 1)))
('Anspruchsvoll', '13/7 8/7')
>>> open_evaluator("pure").backend
'pure'
"""
