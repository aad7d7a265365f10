"""Playing whole games: the game record, what the practice game saves, its sounds, and the computer
players (:mod:`bgtutor.play.bots`). Imports :mod:`bgtutor.rules` and :mod:`bgtutor.board`.
"""
