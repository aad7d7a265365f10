"""A board as HTML for Jupyter: the picture, with its description as alt text and caption.

The description (:func:`bgtutor.board.describe.describe`) is shown with every board, for screen
readers and for anyone reading the page as text.
"""

from __future__ import annotations

import base64
import html

from bgtutor.board.describe import describe
from bgtutor.rules.position import Position


def board_html(position: Position, lang: str = "de") -> str:
    """``<figure>`` with the board as an inline PNG and its description as alt text and caption."""
    from bgtutor.board import render  # matplotlib only when a board is really drawn

    picture = base64.b64encode(render.to_png(position, lang=lang)).decode("ascii")
    text = html.escape(describe(position, lang))
    return (
        '<figure class="bg-position" style="margin:0">'
        f'<img src="data:image/png;base64,{picture}" alt="{text}" style="max-width:100%">'
        f"<figcaption>{text}</figcaption></figure>"
    )
