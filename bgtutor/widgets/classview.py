"""The class overview, live: :class:`ClassOverviewWidget` shows
:func:`bgtutor.tutor.progress.report.class_overview` of a folder and reads it again on "Neu laden"
and, when the teacher ticks it, every 30 seconds, so the page can stay open during the lesson.

>>> import tempfile
>>> from pathlib import Path
>>> from bgtutor.tutor.progress.records import Answer, record
>>> folder = Path(tempfile.mkdtemp())
>>> live = ClassOverviewWidget(folder, lang="en")
>>> live.overview.rows
[]
>>> _ = record([Answer.training("hit", True)], folder / "ada.json", name="Ada")
>>> live.reload_button.click()
>>> [row.name for row in live.overview.rows], live.auto.description
(['Ada'], 'Reload every 30 seconds')
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import os
import threading
import time
from typing import Any

import ipywidgets as widgets

from bgtutor.files.json_files import StrPath
from bgtutor.rules.i18n import language
from bgtutor.tutor.progress.report import ClassOverview, class_overview, class_state
from bgtutor.widgets.common import guarded, text_box
from bgtutor.widgets.messages import WidgetMessage

EVERY = 30
"""Seconds between two automatic readings."""


class ClassOverviewWidget(widgets.VBox):  # type: ignore[misc]
    """The class overview of ``folder`` (hand-in files, a class folder of learner folders, or both),
    read again by :attr:`reload_button` and, while :attr:`auto` is ticked (off at first), every
    ``every`` seconds when a file in it changed; :attr:`overview` is the last reading,
    :attr:`status` says when the folder was last looked at.

    A stored notebook shows the overview as last read (a static copy); the buttons need the kernel.
    """

    def __init__(self, folder: StrPath, *, lang: str | None = None, every: float = EVERY) -> None:
        self.folder, self.lang, self.every = folder, language(lang), every
        self._ticker: asyncio.Task[None] | threading.Thread | None = None
        self._stopped = threading.Event()
        self._state: tuple[tuple[str, int, int], ...] | None = None
        say = WidgetMessage.say
        self.reload_button = widgets.Button(
            description=say("class-reload", self.lang),
            tooltip=say("class-reload-tip", self.lang),
            icon="refresh",
        )
        self.reload_button.add_class("bg-class-reload")
        self.auto = widgets.Checkbox(
            value=False, description=say("class-auto", self.lang, seconds=f"{every:g}"), indent=False
        )
        self.auto.add_class("bg-class-auto")
        self.status = text_box("bg-class-status")
        self.view = text_box("bg-class-overview")
        self.overview: ClassOverview = self.reload()
        self.reload_button.on_click(lambda _: guarded(self.reload, self._oops))
        self.auto.observe(self._auto_changed, "value")
        super().__init__([widgets.HBox([self.reload_button, self.auto]), self.status, self.view])
        self.add_class("bg-class-live")

    def reload(self, changed_only: bool = False) -> ClassOverview:
        """Read the folder again and show what it holds now (``changed_only``: only if a file in it
        changed since the last reading; the table and chart take a second for a class of 30)."""
        state = class_state(self.folder)
        if not changed_only or state != self._state:
            self.overview, self._state = class_overview(self.folder, self.lang), state
            self.view.value = self.overview._repr_html_()
        overview = self.overview
        count = len(overview.rows)
        self.status.value = html.escape(
            WidgetMessage.say("class-read", self.lang, time=time.strftime("%H:%M:%S"), count=count,
                              folder=os.fspath(self.folder))
        )  # fmt: skip
        return overview

    def close(self) -> None:
        """Stop reading by itself (a reading under way ends first), then close."""
        self.auto.value = False
        super().close()

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        """The live view, and as its static copy the overview as last read."""
        bundle: dict[str, Any] | None = super()._repr_mimebundle_(**kwargs)
        if bundle is not None:
            bundle["text/html"] = self.overview._repr_html_()
            bundle["text/plain"] = repr(self.overview)
        return bundle

    def _oops(self, error: str) -> None:
        self.status.value = html.escape(WidgetMessage.say("internal-error", self.lang, error=error))

    def _auto_changed(self, change: dict[str, Any]) -> None:
        if change["new"]:
            self._start()
        else:
            self._stop()

    def _start(self) -> None:
        if self._ticker is not None:
            return
        try:  # in a kernel: its event loop (a widget's callback runs in it)
            self._ticker = asyncio.get_running_loop().create_task(self._every())
        except RuntimeError:  # no event loop runs here (a script): a thread of its own
            self._stopped = threading.Event()
            self._ticker = threading.Thread(target=self._every_in_thread, args=(self._stopped,), daemon=True)
            self._ticker.start()

    def _stop(self) -> None:
        ticker, self._ticker = self._ticker, None
        if isinstance(ticker, asyncio.Task):
            ticker.cancel()
        elif isinstance(ticker, threading.Thread):
            self._stopped.set()
            if ticker is not threading.current_thread():
                ticker.join()

    async def _every(self) -> None:
        with contextlib.suppress(asyncio.CancelledError):
            while self.auto.value:
                await asyncio.sleep(self.every)
                if self.auto.value:
                    guarded(lambda: self.reload(changed_only=True), self._oops)

    def _every_in_thread(self, stopped: threading.Event) -> None:
        while not stopped.wait(self.every):
            guarded(lambda: self.reload(changed_only=True), self._oops)
