"""A mistake typed into a notebook cell is explained in one box, not answered with a traceback.

A teacher who types ``BoardWidget("4HPwATDgc/AB", (6, 5))`` (a Position ID cut short) or a learner
who writes ``Roll(6, 7)`` sees what is wrong and how to write it, in the lesson's language, instead
of thirty lines of Python's internals. Only bgtutor's own errors on bad input
(:class:`~bgtutor.rules.errors.BgtutorError`) are shown this way; any other error keeps its
traceback, as does everything outside IPython (scripts, tests).

Each lesson's first code cell turns it on: ``explain_errors()`` (German) or
``explain_errors(lang="en")``; importing :mod:`bgtutor.widgets` alone changes nothing. A handler
the notebook's author set up themselves is left alone.

>>> explain_errors("en")  # outside IPython: nothing to do
>>> print(error_box_text(ValueError("plain")))
plain
"""

from __future__ import annotations

import html
from types import TracebackType
from typing import Any

from bgtutor.rules.errors import BgtutorError
from bgtutor.rules.i18n import language
from bgtutor.widgets.messages import WidgetMessage

_chosen: dict[str, str | None] = {"lang": None}


def explain_errors(lang: str | None = None) -> None:
    """Show bgtutor's errors in this IPython kernel as a box in ``lang`` (``de`` or ``en``; by default
    the session's, :func:`~bgtutor.rules.i18n.use_language`); outside IPython, or where the
    notebook's author set up their own handler, nothing changes. Returns nothing, so that a
    lesson's cell ending with it shows nothing."""
    _chosen["lang"] = None if lang is None else language(lang)
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with ipywidgets
        return
    shell = get_ipython()
    if shell is not None and shell.custom_exceptions in ((), (BgtutorError,)):  # not the author's own
        shell.set_custom_exc((BgtutorError,), _show)


def error_box_text(error: BaseException, lang: str | None = None) -> str:
    """What the box says about ``error``: its text in ``lang`` (default: the one chosen)."""
    lang = language(lang or _chosen["lang"])
    return error.text(lang) if isinstance(error, BgtutorError) else str(error)


def error_box_html(error: BaseException, lang: str | None = None) -> str:
    """The box as HTML: a heading and :func:`error_box_text`, escaped."""
    lang = language(lang or _chosen["lang"])
    return (
        '<div class="bg-cell-error" role="alert" style="border-left:4px solid #b3261e;'
        'background:#fdecea;padding:6px 10px;margin:2px 0;color:#3b0d0a">'
        f"<b>{html.escape(WidgetMessage.say('cell-error-heading', lang))}:</b> "
        f"{html.escape(error_box_text(error, lang))}</div>"
    )


def _show(
    shell: Any,
    etype: type[BaseException],
    value: BaseException,
    tb: TracebackType | None,
    tb_offset: Any = None,
) -> list[str]:
    """IPython's custom exception handler: display the box; no traceback."""
    from IPython.display import display

    lang = language(_chosen["lang"])
    plain = f"{WidgetMessage.say('cell-error-heading', lang)}: {error_box_text(value, lang)}"
    display({"text/plain": plain, "text/html": error_box_html(value, lang)}, raw=True)  # type: ignore[no-untyped-call]
    return []
