"""One BLAS thread while a bot thinks.

The bots multiply small matrices (a few hundred rows by 199 inputs by 80 hidden units). OpenBLAS
would spread each product over every core, spending more CPU time on a move for no gain in wall
time (``benchmarks/bench_bots.py`` measures both). :func:`single_threaded` limits BLAS to one
thread while the NumPy evaluator computes, through threadpoolctl, so NumPy elsewhere in the same
process (a notebook's own work) keeps its threads; without threadpoolctl it does nothing.

>>> with single_threaded():
...     pass
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any


@contextmanager
def single_threaded() -> Iterator[None]:
    """Limit the BLAS libraries NumPy loaded to one thread inside the ``with`` block."""
    controller = _controller()
    if controller is None:
        yield
        return
    with controller.limit(limits=1, user_api="blas"):
        yield


@cache
def _controller() -> Any:
    """threadpoolctl's view of the loaded libraries, found once (about 35 µs per use after that)."""
    try:
        from threadpoolctl import ThreadpoolController  # type: ignore[import-untyped,unused-ignore]
    except ImportError:
        return None
    return ThreadpoolController()
