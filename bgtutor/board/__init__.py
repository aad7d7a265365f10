"""The drawn board: geometry and layout (pure arithmetic), colour themes, the matplotlib and SVG
renderers, the ASCII diagram, descriptions in words, and the board's click model. Imports only
:mod:`bgtutor.rules` (and matplotlib, lazily, in :mod:`bgtutor.board.render`).
"""
