"""Handing in without a terminal: :class:`HandInWidget`, a download of the learner's progress file
and, where the teacher reads a folder, an "Abgeben" button.

- Everywhere, the browser edition (JupyterLite, Pyodide) included: "Fortschritt herunterladen"
  gives the progress file in the export format as ``bgtutor-<name>.json``, made in the browser
  from the bytes the kernel sends (:class:`DownloadButton`, an `anywidget <https://anywidget.dev>`_;
  nothing goes over the network).
- Where a hand-in folder is set (``$BGTUTOR_HANDIN``): "Abgeben" writes the hand-in copy now and
  says where (every save writes it too, :func:`bgtutor.tutor.progress.records.hand_in`).
- In the Voilà app's class folder the teacher reads the learner's own folder already: the widget
  says so.

>>> import tempfile
>>> from pathlib import Path
>>> from bgtutor.tutor.progress.records import Answer, record
>>> home = Path(tempfile.mkdtemp())
>>> _ = record([Answer.training("hit", True)], home / "progress.json", name="Ada")
>>> handin = HandInWidget(home / "progress.json", lang="en")
>>> handin.download.label, handin.hand_in_button is None
('Download progress', True)
>>> handin.download.send_click()  # what the browser sends on a click
>>> handin.download.filename, '"name": "Ada"' in handin.download.content
('bgtutor-Ada.json', True)
"""

from __future__ import annotations

import html
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

from bgtutor.files.json_files import StorageError, StrPath
from bgtutor.rules.i18n import language
from bgtutor.tutor.progress.records import (
    export_text,
    hand_in,
    handin_folder,
    handin_name,
    in_class,
    load_progress,
    progress_path,
)
from bgtutor.widgets.common import guarded, text_box
from bgtutor.widgets.messages import WidgetMessage
from bgtutor.widgets.static import StaticFallback

DOWNLOAD_ESM = """
function render({ model, el }) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "jupyter-widgets jupyter-button widget-button bg-download";
  button.style.width = "auto";  // the whole label: a widget button is 148 px wide by default
  const show = () => {
    button.textContent = model.get("label");
    button.title = model.get("tip");
  };
  show();
  let asked = false;
  button.addEventListener("click", () => {
    asked = true;
    model.send({ event: "download" });
  });
  const save = () => {
    if (!asked) return;
    asked = false;
    const blob = new Blob([model.get("content")], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = model.get("filename");
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  };
  model.on("change:label change:tip", show);
  model.on("change:offered", save);
  el.appendChild(button);
  return () => {
    model.off("change:label change:tip", show);
    model.off("change:offered", save);
  };
}
export default { render };
"""
"""The front end: a button; on a click it asks the kernel for the file, then saves the text the
kernel offers as a Blob under ``filename`` (only the view that was clicked)."""


class DownloadButton(anywidget.AnyWidget):
    """A button with a visible ``label`` that downloads a file made in the browser: a click calls
    the ``on_download`` callbacks, which :meth:`offer` the file's text and name."""

    _esm = DOWNLOAD_ESM
    label = traitlets.Unicode("").tag(sync=True)
    tip = traitlets.Unicode("").tag(sync=True)
    filename = traitlets.Unicode("").tag(sync=True)
    content = traitlets.Unicode("").tag(sync=True)
    offered = traitlets.Int(0).tag(sync=True)
    """Counts the files offered; the browser saves the file at each change."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._callbacks: list[Callable[[], None]] = []
        self.on_msg(self._message)

    def on_download(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` when the button is clicked."""
        self._callbacks.append(callback)

    def offer(self, content: str, filename: str) -> None:
        """Send ``content`` as the file ``filename``: the browser saves it."""
        with self.hold_sync():
            self.content, self.filename = content, filename
            self.offered += 1

    def send_click(self) -> None:
        """Deliver a click as the front end does: the whole custom-message path of a comm."""
        content = {"event": "download"}
        self._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})

    def _message(self, _: object, content: Any, buffers: object) -> None:
        if isinstance(content, dict) and content.get("event") == "download":
            for callback in self._callbacks:
                callback()


class HandInWidget(StaticFallback, widgets.VBox):  # type: ignore[misc]
    """The learner's way to hand in: ``path`` is the progress file (default: the learner's own),
    ``folder`` the hand-in folder (default: ``$BGTUTOR_HANDIN``; None there: no "Abgeben" button).

    :attr:`download` is the download button, :attr:`hand_in_button` the "Abgeben" button (None
    without a hand-in folder), :attr:`status` says what happened; :attr:`mode` is ``"class"`` (the
    Voilà app's class folder: the teacher sees the progress already), ``"folder"`` (a hand-in
    folder) or ``"download"``.
    """

    def __init__(
        self, path: StrPath | None = None, *, folder: StrPath | None = None, lang: str | None = None
    ) -> None:
        self.lang = language(lang)
        self.path = path
        self.folder = handin_folder() if folder is None else Path(os.fspath(folder))
        own = progress_path(path)
        self.mode = "class" if in_class(own.parent) else "folder" if self.folder is not None else "download"
        self.download = DownloadButton(
            label=self._say("handin-download"), tip=self._say("handin-download-tip")
        )
        self.download.add_class("bg-handin-download")
        self.download.on_download(lambda: guarded(self._offer, self._oops))
        self.hand_in_button: widgets.Button | None = None
        intro = {
            "class": self._say("handin-class"),
            "folder": self._say("handin-folder", folder=str(self.folder)),
            "download": self._say("handin-browser" if sys.platform == "emscripten" else "handin-intro"),
        }[self.mode]
        buttons: list[widgets.Widget] = [self.download]
        if self.folder is not None:
            self.hand_in_button = widgets.Button(
                description=self._say("handin-button"), tooltip=self._say("handin-button-tip"), icon="check"
            )
            self.hand_in_button.add_class("bg-handin-button")
            self.hand_in_button.on_click(lambda _: guarded(self._hand_in, self._oops))
            buttons.insert(0, self.hand_in_button)
        self.status = text_box("bg-handin-status")
        super().__init__(
            [text_box("bg-handin-intro", html.escape(intro)), widgets.HBox(buttons), self.status]
        )
        self.add_class("bg-handin")

    def _say(self, key: str, **params: object) -> str:
        return WidgetMessage.say(key, self.lang, **params)

    def _tell(self, text: str) -> None:
        self.status.value = html.escape(text)

    def _oops(self, error: str) -> None:
        self._tell(self._say("internal-error", error=error))

    def _offer(self) -> None:
        """The download: the progress file's export text, now."""
        try:
            text = export_text(self.path)
            name = load_progress(self.path).name
        except StorageError as error:
            key = "handin-nothing" if error.message.key == "missing" else "handin-problem"
            self._tell(self._say(key, problem=error.text(self.lang)))
            return
        filename = f"bgtutor-{handin_name(name)}.json"
        self.download.offer(text, filename)
        self._tell(self._say("handin-downloading", file=filename))

    def _hand_in(self) -> None:
        try:
            written = hand_in(self.path, self.folder)
        except StorageError as error:
            key = "handin-nothing" if error.message.key == "missing" else "handin-problem"
            self._tell(self._say(key, problem=error.text(self.lang)))
            return
        self._tell(self._say("handin-done", path=str(written)))
