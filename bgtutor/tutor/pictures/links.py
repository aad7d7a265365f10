"""The pictures a lesson shows: its markdown's ``![alt](link)`` and ``<img src="link">``.

A lesson links a picture relative to its own folder, as GitHub, nbviewer and JupyterLab resolve it:
``../images/start.png`` in ``notebooks/``, ``../../images/start.png`` in ``notebooks/en/`` (the
pictures are in ``images/`` beside ``notebooks/``, see :mod:`bgtutor.tutor.pictures.images`). Voilà looks a
picture up from the folder it serves instead, so ``tools/voila_app.py`` rewrites the links with
:func:`relink_pictures` before a page is rendered. Standard library only.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_LINK = re.compile(
    r"""(?P<md>!\[[^\]]*\]\(\s*<?)(?P<mdlink>[^)\s>]+)"""  # ![alt](link "title") or ![alt](<link>)
    r"""|(?P<img><img\b[^>]*?\bsrc\s*=\s*["'])(?P<imglink>[^"']+)""",  # <img ... src="link">
    re.IGNORECASE,
)


def picture_links(markdown: str) -> list[str]:
    """The pictures a markdown text shows, as linked: ``![alt](link)`` and ``<img src="link">``.

    >>> picture_links('![Start](../images/start.png "t") and <img alt="x" src="../images/a.png">')
    ['../images/start.png', '../images/a.png']
    """
    return [match["mdlink"] or match["imglink"] for match in _LINK.finditer(markdown)]


def relink_pictures(markdown: str, relink: Callable[[str], str], tags: bool = True) -> str:
    """``markdown`` with each picture link (as :func:`picture_links` finds it) replaced by
    ``relink(link)``; with ``tags=False`` only the ``![alt](link)`` ones.

    >>> text = '![Start](../images/start.png) <img src="../images/a.png">'
    >>> relink_pictures(text, lambda link: link.removeprefix("../"), tags=False)
    '![Start](images/start.png) <img src="../images/a.png">'
    """

    def replace(match: re.Match[str]) -> str:
        if not match["md"]:
            return match[0] if not tags else match["img"] + relink(match["imglink"])
        return match["md"] + relink(match["mdlink"])

    return _LINK.sub(replace, markdown)
