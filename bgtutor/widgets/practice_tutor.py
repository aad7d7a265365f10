"""The tutor of the practice game: it judges each confirmed play (:func:`bgtutor.play.bots.judge.judge`),
shows a mistake at once with the better play drawn on the board and offers to take it back, and at
the end of the game counts the mistakes and lists them to look at again.

The panel holds no rules: :class:`~bgtutor.widgets.practice.PracticeGame` asks it to judge a play
and gives it what to do on *Zurücknehmen* and *Weiter*.

>>> from bgtutor import Position, Roll
>>> tutor = PracticeTutor("de")
>>> mistake = tutor.judge(Position.start(), Roll(3, 1), "24/20")
>>> mistake is not None and str(mistake.best)
'8/5 6/5'
>>> tutor.summary_text()
'In dieser Partie hat der Tutor 1 Zug beurteilt; 1 davon war ein Fehler.'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import ipywidgets as widgets

from bgtutor.rules.dice import Roll
from bgtutor.rules.i18n import language
from bgtutor.rules.plays import Play
from bgtutor.rules.position import Position
from bgtutor.rules.resolve import parse_play
from bgtutor.widgets.common import button, plain_text, text_box, verdict_html, verdict_text
from bgtutor.widgets.messages import WidgetMessage

if TYPE_CHECKING:
    from bgtutor.play.bots.judge import Judgement


@dataclass(frozen=True, slots=True)
class Mistake:
    """A play the tutor flagged: the position and roll before it, the play, the better play and
    the verdict."""

    position: Position
    roll: Roll
    play: Play
    best: Play
    judgement: Judgement


def judge(position: Position, roll: Roll, play: Play | str) -> Judgement:
    """:func:`bgtutor.play.bots.judge.judge`, imported when the tutor first judges: it needs NumPy, the
    practice game does not (the browser edition plays by :mod:`bgtutor.play.bots.pure`)."""
    from bgtutor.play.bots.judge import judge as by_network

    return by_network(position, roll, play)


class PracticeTutor(widgets.VBox):  # type: ignore[misc]
    """The verdict on a mistake with Zurücknehmen and Weiter, and the end-of-game summary with a
    list of the mistakes (a dropdown) and a board that shows the one chosen."""

    def __init__(
        self,
        lang: str | None = None,
        *,
        take_back: Callable[[], object] | None = None,
        keep: Callable[[], object] | None = None,
        board: Callable[[Position, Roll], widgets.Widget] | None = None,
    ) -> None:
        lang = language(lang)
        self.lang = lang
        self.judged = 0
        self.mistakes: list[Mistake] = []
        self.pending: Mistake | None = None
        self._board_factory = board
        self._review_board: widgets.Widget | None = None
        say = self._say
        self._verdict = text_box("bg-tutor-verdict")
        self._take_back = button(say("take-back"), "bg-take-back", take_back or (lambda: None), self._oops)
        self._take_back.tooltip = say("take-back-tip")
        self._keep = button(say("keep"), "bg-keep-play", keep or (lambda: None), self._oops)
        self._keep.tooltip = say("keep-tip")
        self._actions = widgets.HBox([self._take_back, self._keep])
        self._summary = text_box("bg-tutor-summary")
        self._choose = widgets.Dropdown(
            options=[], description=say("choose"), style={"description_width": "initial"}
        )
        self._choose.add_class("bg-tutor-mistakes")
        self._choose.observe(lambda change: self.review(change["new"]), names="value")
        self._review = widgets.VBox()
        super().__init__([self._verdict, self._actions, self._summary, self._choose, self._review])
        self.add_class("bg-tutor")
        self.reset()

    def reset(self) -> None:
        """A new game: nothing judged, nothing shown."""
        self.judged, self.mistakes, self.pending = 0, [], None
        self._verdict.value = self._summary.value = ""
        self._review.children = ()
        self._choose.options = []
        self._show(self._actions, False)
        self._show(self._choose, False)

    def judge(self, position: Position, roll: Roll, play: Play | str) -> Mistake | None:
        """Judge ``play``; a mistake is recorded, shown with Zurücknehmen/Weiter and returned."""
        judgement = judge(position, roll, play)
        self.judged += 1
        if not judgement.mistake:
            self._verdict.value = verdict_html("bg-right", judgement.text(self.lang))
            return None
        chosen = parse_play(position, roll, play) if isinstance(play, str) else play
        mistake = Mistake(position, roll, chosen, parse_play(position, roll, judgement.best), judgement)
        self.mistakes.append(mistake)
        self.pending = mistake
        self._verdict.value = verdict_html("bg-wrong", judgement.text(self.lang) + " " + self._say("offer"))
        self._show(self._actions, True)
        return mistake

    def taken_back(self) -> None:
        """The pending mistake was taken back: it no longer counts (the new play is judged again)."""
        if self.pending is not None and self.mistakes and self.mistakes[-1] is self.pending:
            self.mistakes.pop()
            self.judged -= 1
        self._settled()

    def kept(self) -> None:
        """The pending mistake stays on the board; it counts in the summary."""
        self._settled()

    def summary_text(self) -> str:
        """How many plays were judged and how many were mistakes, in words."""
        if not self.mistakes:
            return self._say("summary-none", judged=self.judged)
        return self._say("summary", judged=self.judged, count=len(self.mistakes))

    def show_summary(self) -> None:
        """At the end of the game: the count and the list of mistakes (the first one shown)."""
        self.pending = None
        self._show(self._actions, False)
        self._verdict.value = ""
        self._summary.value = verdict_html("bg-notice", self.summary_text())
        self._choose.options = [
            (self._say("entry", n=n, roll=m.roll.label, play=str(m.play), best=str(m.best)), n - 1)
            for n, m in enumerate(self.mistakes, 1)
        ]
        self._show(self._choose, bool(self.mistakes))
        if self.mistakes:
            self._choose.value = 0
            self.review(0)

    def review(self, index: int | None) -> None:
        """Show mistake ``index`` on the review board: its position, and the better play as arrows."""
        if index is None or not 0 <= index < len(self.mistakes) or self._board_factory is None:
            return
        mistake = self.mistakes[index]
        if self._review_board is None:
            self._review_board = self._board_factory(mistake.position, mistake.roll)
            self._review.children = (self._review_board,)
        else:
            self._review_board.set_turn(mistake.position, mistake.roll)
        self._review_board.suggest(mistake.best, self.review_text(index))

    def review_text(self, index: int) -> str:
        """What the review board says about mistake ``index``."""
        m = self.mistakes[index]
        return self._say(
            "review",
            roll=m.roll.label,
            play=str(m.play),
            best=str(m.best),
            verdict=m.judgement.text(self.lang),
        )

    @property
    def verdict(self) -> str:
        """The verdict shown after the last play, as plain text ("" when none)."""
        return verdict_text(self._verdict.value)

    @property
    def summary(self) -> str:
        """The end-of-game summary shown, as plain text."""
        return plain_text(self._summary.value)

    @property
    def offering(self) -> bool:
        """True while Zurücknehmen and Weiter are shown."""
        return bool(self._actions.layout.display != "none")

    def take_back(self) -> None:
        """Press Zurücknehmen."""
        self._take_back.click()

    def keep(self) -> None:
        """Press Weiter."""
        self._keep.click()

    def __repr__(self) -> str:
        return f"PracticeTutor(judged={self.judged}, mistakes={len(self.mistakes)})"

    def _settled(self) -> None:
        self.pending = None
        self._show(self._actions, False)
        self._verdict.value = ""

    def _say(self, key: str, **params: object) -> str:
        return WidgetMessage.say(f"practice-tutor-{key}", self.lang, **params)

    def _oops(self, error: str) -> None:
        self._verdict.value = verdict_html("bg-error", error)

    @staticmethod
    def _show(widget: widgets.Widget, shown: bool) -> None:
        widget.layout.display = None if shown else "none"
