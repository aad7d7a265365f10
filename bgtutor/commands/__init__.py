"""The commands: ``python -m bgtutor`` (:mod:`~bgtutor.commands.cli`), the tutorial's start
(:mod:`~bgtutor.commands.tutorial`) and the saved notebooks' outputs. May import every layer.
"""
