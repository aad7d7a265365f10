"""The teaching: worked examples, exercises, the lessons' data, verdict texts, training drills,
progress and review, worksheets and the lessons' pictures. Imports :mod:`bgtutor.rules` and
:mod:`bgtutor.board`.
"""
