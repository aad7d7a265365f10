"""The display settings: one setting for every board of the tutorial (lessons, training, practice game).

Two choices, saved in ``display.json`` in the learner's folder (a :mod:`bgtutor.files` JSON file,
format marker ``bgtutor-display``, written whole, never over a file bgtutor did not write):

- ``motion``: ``"auto"`` follows the browser's ``prefers-reduced-motion``; ``"reduce"`` shows
  every result at once (no moving checkers, no spinning dice, no autoplay); ``"full"`` animates.
- ``look``: ``"auto"`` follows the browser's ``prefers-contrast: more`` (and Windows' forced
  colours) with the high-contrast board, else the classic one; or a theme chosen by name:
  ``"classic"``, ``"colorblind"``, ``"contrast"``.

The browser's wishes reach the kernel through :class:`BrowserMedia`, an invisible widget in every
board's view (:class:`~bgtutor.widgets.common.OneView`) that reads the two media queries and
reports their changes. Boards made with ``theme=None`` follow the setting and the browser, also
when either changes while they are shown (:func:`follow`).

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> load_display(folder / DISPLAY_FILE)  # doctest: +ELLIPSIS
Traceback (most recent call last):
bgtutor.files.json_files.StorageError: The file .../display.json does not exist. ...
>>> stored_display(folder)
(Display(motion='auto', look='auto'), None)
>>> _ = save_display(Display(motion="reduce", look="contrast"), folder / DISPLAY_FILE)
>>> stored_display(folder)[0].reduced(Media()), stored_display(folder)[0].theme(Media())
(True, 'contrast')
>>> Display().reduced(Media(reduce_motion=True)), Display().theme(Media(more_contrast=True))
(True, 'contrast')
"""

from __future__ import annotations

import json
import logging
import weakref
from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from functools import partial
from pathlib import Path
from typing import Any, Literal, get_args

import anywidget
import traitlets

from bgtutor.board.themes import THEMES
from bgtutor.files.json_files import (
    Saved,
    StorageError,
    StrPath,
    default_folder,
    file_message,
    read_json,
    write_json,
)
from bgtutor.rules.errors import BgtutorError

DISPLAY_FILE = "display.json"
DISPLAY_FORMAT = "bgtutor-display"

Motion = Literal["auto", "reduce", "full"]
Look = Literal["auto", "classic", "colorblind", "contrast"]
MOTIONS: tuple[str, ...] = get_args(Motion)
LOOKS: tuple[str, ...] = get_args(Look)
"""``"auto"`` and the themes a learner chooses from (``print`` is for paper)."""
log = logging.getLogger("bgtutor.widgets")
CONTRAST_THEME = "contrast"
DEFAULT_THEME = "classic"


class DisplayError(BgtutorError, ValueError):
    """A display setting outside its allowed values (``allowed`` empty: no such setting)."""

    def __init__(self, message: str, field: str = "", value: object = None, allowed: str = "") -> None:
        super().__init__(message)
        self.field, self.value, self.allowed = field, value, allowed


@dataclass(frozen=True, slots=True)
class Media:
    """What the browser asks for: ``prefers-reduced-motion: reduce``, ``prefers-contrast: more``."""

    reduce_motion: bool = False
    more_contrast: bool = False


@dataclass(frozen=True, slots=True)
class Display:
    """The display settings (see the module's text); validated when built."""

    motion: Motion = "auto"
    look: Look = "auto"

    def __post_init__(self) -> None:
        for name, allowed in (("motion", MOTIONS), ("look", LOOKS)):
            value = getattr(self, name)
            if type(value) is not str or value not in allowed:
                names = ", ".join(json.dumps(choice) for choice in allowed)
                raise DisplayError(f"{name} must be one of {names}, not {value!r}", name, value, names)

    def reduced(self, media: Media) -> bool:
        """Whether results are shown at once, without animation."""
        return self.motion == "reduce" or (self.motion == "auto" and media.reduce_motion)

    def theme(self, media: Media) -> str:
        """The name of the board's theme (:data:`bgtutor.board.themes.THEMES`)."""
        if self.look != "auto":
            return self.look
        return CONTRAST_THEME if media.more_contrast else DEFAULT_THEME

    def to_dict(self) -> dict[str, object]:
        return {field.name: getattr(self, field.name) for field in fields(self)}

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> Display:
        """Read :meth:`to_dict`'s data; missing settings take their defaults."""
        known = {field.name for field in fields(cls)}
        for name, value in data.items():
            if name not in known:
                raise DisplayError(f"{name!r} is not a display setting: use {sorted(known)}", name, value)
        changes: dict[str, Any] = dict(data)
        return replace(cls(), **changes)


assert all(look == "auto" or look in THEMES for look in LOOKS)


# -- the file --------------------------------------------------------------------------------------


def write_display(display: Display, path: StrPath | None = None, *, create_folder: bool = False) -> Saved:
    """Write ``display`` (default: ``display.json`` in the learner's folder); where it went, and
    where a damaged old file of ours was set aside. A file bgtutor did not write is never replaced."""
    if not isinstance(display, Display):
        raise DisplayError(f"{display!r} is not Display", value=display)
    body: dict[str, object] = {"display": display.to_dict()}
    return write_json(path, DISPLAY_FILE, DISPLAY_FORMAT, body, load_display, create_folder)


def save_display(display: Display, path: StrPath | None = None, *, create_folder: bool = False) -> Path:
    """:func:`write_display`, returning the path."""
    return write_display(display, path, create_folder=create_folder).path


def load_display(path: StrPath | None = None) -> Display:
    """Read the display settings, or raise StorageError saying in the learner's words what is wrong."""
    where, data = read_json(path, DISPLAY_FILE, DISPLAY_FORMAT, {"display"})
    body = data["display"]
    if not isinstance(body, dict):
        raise StorageError(file_message("bad-field", where, field="display"), "expected an object")
    try:
        return Display.from_dict(body)
    except DisplayError as error:
        if not error.allowed:
            raise StorageError(
                file_message("bad-field", where, field=f"display.{error.field}"), str(error)
            ) from None
        value = json.dumps(error.value, ensure_ascii=False, default=repr)[:40]
        message = file_message("bad-preference", where, field=error.field, value=value, allowed=error.allowed)
        raise StorageError(message, str(error)) from None


def stored_display(folder: StrPath | None = None) -> tuple[Display, StorageError | None]:
    """The display settings saved in ``folder`` (default: the learner's folder): the defaults when
    there are none, and the defaults with the problem when the file cannot be read."""
    path = Path(folder if folder is not None else default_folder()) / DISPLAY_FILE
    if not (path.exists() or path.is_symlink()):
        return Display(), None
    try:
        return load_display(path), None
    except StorageError as error:
        return Display(), error


def current(folder: StrPath | None = None) -> Display:
    """The display settings in force (a file that cannot be read gives the defaults; the display
    panel says what is wrong with it)."""
    return stored_display(folder)[0]


# -- the browser's wishes --------------------------------------------------------------------------

ESM = """
const QUERIES = {
  reduce_motion: "(prefers-reduced-motion: reduce)",
  more_contrast: "(prefers-contrast: more), (forced-colors: active)",
};
function render({ model, el }) {
  el.classList.add("bg-media");
  if (!model.get("seen")) {
    model.set("seen", true);
    model.save_changes();
  }
  for (const [name, query] of Object.entries(QUERIES)) {
    const list = window.matchMedia(query);
    const report = () => {
      if (model.get(name) !== list.matches) {
        model.set(name, list.matches);
        model.save_changes();
      }
    };
    report();
    list.addEventListener("change", report);
  }
}
export default { render };
"""


class BrowserMedia(anywidget.AnyWidget):
    """Reports the browser's ``prefers-reduced-motion`` and ``prefers-contrast`` (shown nowhere)."""

    _esm = ESM
    reduce_motion = traitlets.Bool(False).tag(sync=True)
    more_contrast = traitlets.Bool(False).tag(sync=True)
    seen = traitlets.Bool(False).tag(sync=True)  # a browser shows the boards (animations can run)

    @property
    def media(self) -> Media:
        return Media(bool(self.reduce_motion), bool(self.more_contrast))


_probe: BrowserMedia | None = None
_themed: weakref.WeakSet[Any] = weakref.WeakSet()
_followers: weakref.WeakSet[Any] = weakref.WeakSet()


def probe() -> BrowserMedia:
    """The kernel's one :class:`BrowserMedia` (each board's view shows it, invisibly)."""
    global _probe
    if _probe is None:
        _probe = BrowserMedia()
        _probe.layout.display = "none"
        _probe.observe(lambda _: changed(), names=["reduce_motion", "more_contrast"])
    return _probe


def media() -> Media:
    """What the browser asks for, as last reported (nothing before a board was shown)."""
    return Media() if _probe is None else _probe.media


def reduced_motion(folder: StrPath | None = None) -> bool:
    """Whether to show results at once: the setting, or the browser's wish."""
    return current(folder).reduced(media())


def animated(folder: StrPath | None = None) -> bool:
    """Whether to animate: a browser shows the boards (its timers drive the frames) and neither
    the setting nor the browser asks for reduced motion."""
    return _probe is not None and bool(_probe.seen) and not reduced_motion(folder)


def board_theme(theme: str | None = None, folder: StrPath | None = None) -> str:
    """``theme``, or (``None``) the display setting's theme in this browser."""
    return theme if theme is not None else current(folder).theme(media())


def follow_theme(view: Any) -> None:
    """Redraw ``view`` (``.theme``, ``.restyle(theme)``) in the display setting's theme whenever
    the setting or the browser's wish changes, as long as the view lives."""
    if hasattr(view, "restyle"):
        _themed.add(view)


def follow(widget: Any) -> None:
    """Call ``widget.display_changed()`` whenever the setting or the browser's wishes change, as
    long as the widget lives."""
    _followers.add(widget)


def changed(folder: StrPath | None = None) -> None:
    """Tell every board and follower that the settings (in ``folder``) or the browser's wishes changed."""
    settings = current(folder)
    theme = settings.theme(media())
    for view in list(_themed):
        if view.theme != theme:
            _guarded(partial(view.restyle, theme))
    for widget in list(_followers):
        _guarded(widget.display_changed)


def _guarded(update: Callable[[], object]) -> None:
    try:
        update()
    except Exception:  # one broken view must not keep the others from following
        log.exception("a view could not follow the display settings")
