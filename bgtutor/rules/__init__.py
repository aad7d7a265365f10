"""The rules of backgammon: positions, dice, legal plays, notation, IDs, scoring, the doubling cube,
and why a play is not allowed. Standard library only; imports nothing else of bgtutor.

The names learners and teachers use are importable from :mod:`bgtutor` itself.
"""
