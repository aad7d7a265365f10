"""The network's evaluation behind one door: with NumPy, or in plain Python for the browser edition.

Two evaluators compute the same equities from the same shipped weights:
:class:`~.lookahead.NumpyEvaluator` (whole stacks of boards as arrays) and
:class:`~.pure.PureEvaluator` (plain Python: Pyodide has no NumPy). :func:`open_evaluator` chooses
one, NumPy whenever it can be imported; the players (:mod:`.levels`) are written once over either.

A *board* is 52 counts: the side that has just played (26 in its own numbering: ``[0]`` off,
``[1..24]`` points, ``[25]`` bar), then its opponent, who is on roll (26 in the opponent's
numbering) - the layout of :class:`bgtutor.Position`. Equities are the network's, cubeless, in
points for the side that has just played (single 1, gammon 2, backgammon 3).

>>> from bgtutor import Position
>>> start = Position.start()
>>> after = [start.opponent + start.on_roll]  # the start, as if the opponent had just played
>>> pure = open_evaluator("pure")
>>> pure.backend, [round(x, 3) for x in pure.one_ply(after)]
('pure', [-0.063])
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Literal, Protocol, get_args

__all__ = ["BACKENDS", "Backend", "Board", "Evaluator", "open_evaluator"]

Board = tuple[int, ...]
"""52 counts, the side that has just played (or is on roll) first."""
Backend = Literal["numpy", "pure"]
BACKENDS: tuple[Backend, ...] = get_args(Backend)
"""The evaluators there are, the preferred first."""


class Evaluator(Protocol):
    """The network's equities of boards after a play, for the side that has just played."""

    @property
    def backend(self) -> Backend:
        """Which evaluator this is: ``"numpy"`` or ``"pure"``."""

    def one_ply(self, after: Sequence[Board]) -> list[float]:
        """Each board's equity by the network at once (a finished game by its result)."""

    def two_ply(self, after: Sequence[Board]) -> list[float]:
        """Each board's equity averaged over the opponent's 21 rolls, each answered by the reply
        that is best for the opponent by :meth:`one_ply`."""

    def best_two_ply(self, after: Sequence[Board]) -> int:
        """The index of the board :meth:`two_ply` rates highest, the first of equals (an evaluator
        may skip work that cannot change the answer)."""


@cache
def open_evaluator(backend: Backend | None = None) -> Evaluator:
    """The evaluator of ``backend``; by default NumPy's where NumPy can be imported, else plain Python.

    Raises ImportError for ``"numpy"`` without NumPy, ValueError for an unknown name.
    """
    if backend is None:
        try:
            import numpy  # noqa: F401
        except ImportError:
            backend = "pure"
        else:
            backend = "numpy"
    if backend == "numpy":
        from bgtutor.play.bots.lookahead import NumpyEvaluator

        return NumpyEvaluator()
    if backend == "pure":
        from bgtutor.play.bots.pure import PureEvaluator

        return PureEvaluator()
    names = ", ".join(BACKENDS)
    raise ValueError(f"{backend!r} is not an evaluator: use one of {names}")
