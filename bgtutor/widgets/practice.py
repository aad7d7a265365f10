"""PracticeGame: whole games with the rules enforced and explained.

Human against the computer (Entspannt, Anspruchsvoll, Experte) or two humans on one device;
a hint marks a suggested play, replay shows the computer's last plays step by step, undo works
within one's own unconfirmed turn. Preferences are saved and used when a new game starts; a
score that was saved on purpose is continued only by an explicit load. The board is numbered
from the learner's side (White) from the first screen on; the computer's play is drawn on it as
arrows and written in those numbers, with the standard notation (from its own side) beside it.
A problem with a file stays in its own line until the learner closes it or a save or load works.

The game itself - turns, dice, the computer's turns, the score, taking a play back - is a value,
:class:`bgtutor.play.session.Session`; this widget holds one, forwards the buttons and the board's
confirmed plays to it and shows it.

>>> game = PracticeGame(folder=None, seed=1, remember=False)
>>> game.start()
>>> game.game is not None
True
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable
from pathlib import Path

import ipywidgets as widgets

from bgtutor.board.seen_from import play_arrows, play_text
from bgtutor.files.json_files import Saved, StorageError, default_folder
from bgtutor.play.game import Game, Replay
from bgtutor.play.saved_values import Score
from bgtutor.play.session import HUMAN, REPLAYED, Session
from bgtutor.play.sounds import checker_sound, dice_sound
from bgtutor.play.storage import PREFERENCES_FILE, SCORE_FILE, ScoreFile, write_preferences
from bgtutor.rules.color import Color
from bgtutor.rules.dice import Roll
from bgtutor.rules.i18n import Message, language
from bgtutor.rules.places import step_places
from bgtutor.rules.plays import Play
from bgtutor.rules.position import Position
from bgtutor.rules.scoring import GameResult
from bgtutor.tutor.lessons.frames import Frame, example_frames
from bgtutor.widgets import display
from bgtutor.widgets.backend import board_widget
from bgtutor.widgets.common import button, escape, guarded, plain_text, text_box
from bgtutor.widgets.controls import Player
from bgtutor.widgets.display_panel import DisplayPanel
from bgtutor.widgets.messages import WidgetMessage
from bgtutor.widgets.practice_files import FileLine, stored_preferences
from bgtutor.widgets.practice_settings import SettingsPanel
from bgtutor.widgets.practice_tutor import PracticeTutor
from bgtutor.widgets.static import StaticFallback
from bgtutor.widgets.stepper import ExampleStepper

__all__ = ["PracticeGame"]

MOVE_MS = 450
"""How long each leg of the computer's play is shown while its checkers move (milliseconds)."""


class PracticeGame(StaticFallback, widgets.VBox):  # type: ignore[misc]
    """A practice game with its settings, score, hint, replay, save and load."""

    def __init__(
        self,
        *,
        folder: Path | str | None = None,
        seed: int | None = None,
        remember: bool = True,
        lang: str | None = None,
    ) -> None:
        self.folder = Path(folder) if folder is not None else default_folder()
        self.remember = remember  # save preferences and read them back (off for throwaway games)
        self.rng = random.Random(seed)
        self.prefs, problem = stored_preferences(self.folder, remember)
        self._score_file = ScoreFile(self.folder / SCORE_FILE)  # a save never drops another tab's unsaid
        self.lang = language(lang)  # the session's language (the edition's first cell sets it)
        self.session = Session(self.prefs.mode, self.prefs.strength)  # the game: a value, replaced
        self.seconds = 0
        # the SVG board or the matplotlib one (widgets/backend.py)
        self.board = board_widget(Position.start(HUMAN), None, lang=self.lang, theme=self._theme)
        self.board.on_confirm(lambda _: guarded(self._human_played, self._oops))
        t = self._t
        self._status = text_box("bg-status")
        self._alert_row = FileLine(self.lang, self._oops)  # a problem with a file, until closed
        self._score = text_box("bg-score")
        self._timer = text_box("bg-timer")
        self._sound = widgets.Audio(autoplay=True, loop=False, controls=False)
        self._sound.layout.display = "none"
        # the timers run in the browser; the dice animation's is machinery, the turn clock a setting
        self._replay = widgets.VBox()
        self._ticks = _player(
            0, 3600, 1000, t("label-turn-clock"), t("tooltip-turn-clock"), "bg-ticks", self.lang
        )
        self._ticks.observe(lambda change: self._tick(change["new"]), names="value")
        self._dice = _player(
            0,
            self.prefs.dice_turns,
            90,
            t("label-dice-animation"),
            t("tooltip-dice-animation"),
            "bg-dice",
            self.lang,
        )
        self._dice.layout.display = "none"
        self._dice.observe(
            lambda change: guarded(lambda: self._rolling(change["new"]), self._oops), names="value"
        )
        # the computer's checkers move leg by leg (a browser timer), unless motion is reduced
        self._frames: tuple[Frame, ...] = ()
        self._moves = _player(
            0, 1, MOVE_MS, t("label-move-animation"), t("tooltip-move-animation"), "bg-moves", self.lang
        )
        self._moves.layout.display = "none"
        self._moves.observe(
            lambda change: guarded(lambda: self._moving(change["new"]), self._oops), names="value"
        )
        self._start = self._button("button-new-game", "tooltip-start-game", "bg-start-game", self.start)
        self._roll = self._button("button-roll", "tooltip-roll", "bg-roll", self.roll_dice)
        # after "Bestätigen": "Würfeln" if the learner throws next, else the board
        self.board.after_confirm = lambda: self.board.canvas if self._roll.disabled else self._roll
        self._hint = self._button("button-hint", "tooltip-hint", "bg-hint", self.hint)
        self._again = self._button("button-replay", "tooltip-replay", "bg-replay", self.replay)
        self._save = self._button("button-save-score", "tooltip-save", "bg-save", self.save)
        self._load = self._button("button-load-score", "tooltip-load", "bg-load", self.load)
        self.display_panel = DisplayPanel(self.folder, self.lang) if remember else None
        self.settings = SettingsPanel(
            self.prefs, self.lang, [] if self.display_panel is None else [self.display_panel]
        )
        panel = self.settings  # the controls under the names the tests and notebooks use
        self._mode, self._strength = panel.mode, panel.strength
        self._view, self._turns = panel.view, panel.turns
        self._reduced, self._show_timer, self._sound_on = panel.reduced, panel.show_timer, panel.sound
        self._dice_volume, self._checker_volume = panel.dice_volume, panel.checker_volume
        self._mode.observe(lambda _: self._welcome(), names="value")
        # the tutor (a setting): judges the learner's plays, offers to take a mistake back
        self.tutor = PracticeTutor(
            self.lang, take_back=self.take_back, keep=self.keep_play, board=self._review_board
        )
        self.tutor.layout.display = None if self.prefs.tutor else "none"
        self._ticks.layout.display = None if self.prefs.show_timer else "none"
        self._pending = False  # a flagged mistake waits for Zurücknehmen or Weiter
        actions = widgets.HBox([self._start, self._roll, self._hint, self._again])
        actions.add_class("bg-game-actions")
        files = widgets.HBox([self._save, self._load])
        timers = widgets.HBox([self._timer, self._ticks, self._dice, self._moves, self._sound])
        # one view: the dice, the game's messages and the board's buttons beside the board
        self.board.frame([actions, self._status], [self.tutor, self._score, files, timers])
        super().__init__([self.settings, self._alert_row, self.board, self._replay])
        self.add_class("bg-practice")
        self._show_score()
        self._alert_row.show(problem)
        self._welcome()
        self._controls()

    # -- the programmatic interface ---------------------------------------------------------

    def start(self) -> None:
        """Start a new game with the settings chosen (and save them as preferences)."""
        self.prefs = self.settings.chosen(self.prefs)
        if self.remember:
            path = self.folder / PREFERENCES_FILE
            self._store(lambda: write_preferences(self.prefs, path, create_folder=True))
        self.session = self.session.start(self.rng, mode=self.prefs.mode, strength=self.prefs.strength)
        self._pending = False
        self.tutor.reset()
        self.tutor.layout.display = None if self.prefs.tutor else "none"
        self._ticks.layout.display = None if self.prefs.show_timer else "none"
        self._replay.children = ()
        self.board.view.zoom("home" if self.prefs.view == "zoom" else None)
        opening = self.session.game.opening if self.session.game is not None else None
        assert opening is not None
        starter = self._name(opening.starter)
        self._say(self._t("practice-opening", white=opening.white, black=opening.black, starter=starter))
        self._next_turn()

    def roll_dice(self) -> None:
        """Throw the dice for the human on roll (animated unless reduced motion is on)."""
        session = self.session
        if session.turn_color is None or session.computer_to_move:
            self._say(self._t("practice-not-your-roll"))
            return
        if session.roll is not None:
            self._say(self._t("practice-rolled-already", roll=session.roll.label))
            return
        self.finish_moving()
        self.session = session.roll_dice(self.rng)
        self._play_sound(dice_sound(self.prefs.dice_volume, self.prefs.dice_turns))
        if self.reduced_motion:
            self._rolled()
        else:
            self._dice.max = self.prefs.dice_turns
            self._dice.value = 0
            self._dice.playing = True

    def finish_rolling(self) -> None:
        """End the dice animation at once (what the browser's timer does after its turns)."""
        if self.roll is not None and self.board.state.roll != self.roll:
            self._dice.playing = False
            self._rolled()

    def finish_moving(self) -> None:
        """End the computer's moving checkers at once: its play drawn as arrows on the end position."""
        if self._frames:
            self._frames = ()
            self._moves.playing = False
            self._show_computer_play()
            self._controls()

    @property
    def reduced_motion(self) -> bool:
        """No moving checkers, no spinning dice: the practice game's own setting, the display
        setting (:mod:`bgtutor.widgets.display`) or the browser's wish."""
        return self.prefs.reduced_motion or display.reduced_motion(self.folder)

    @property
    def moving(self) -> bool:
        """Whether the computer's checkers are moving on the board now."""
        return bool(self._frames)

    def hint(self) -> None:
        """Mark a suggested play on the board (the Experte's choice)."""
        play = self.session.hint()
        if play is None:
            self._say(self._t("practice-hint-needs-roll"))
            return
        self.board.suggest(play, self._t("practice-hint", play=str(play)))

    def replay(self) -> None:
        """Show the computer's last plays again, step by step."""
        turns = self.session.computer_turns(REPLAYED)
        if not turns:
            self._say(self._t("practice-nothing-to-replay"))
            return
        frames: list[Frame] = []
        for before, turn, _ in turns:
            frames += example_frames(before, turn.roll, turn.play)
        stepper = ExampleStepper(
            frames, lang=self.lang, theme=self._theme, reduced_motion=self.reduced_motion
        )
        _label_players(stepper, self._t("tooltip-replay-autoplay"))
        self._replay.children = (stepper,)
        self._say(self._t("practice-replaying", count=len(turns)))

    def save(self) -> None:
        """Save the score (and an unfinished game) on purpose; continue it later with load."""
        game = None if self.session.finished else self.session.game
        saved = self._store(lambda: self._score_file.save(self.score, game, create_folder=True), advise=True)
        if saved is not None:
            self._say(self._t("practice-saved", path=str(saved.path)))

    def load(self) -> None:
        """Continue a saved score (and game); a bad file is reported and nothing is lost."""
        try:
            saved = self._score_file.load()
        except StorageError as error:
            self._alert_row.show(error.text(self.lang))
            self._say(error.text(self.lang), css="bg-wrong")
            return
        self._alert_row.show(None)
        self.session = self.session.resume(saved.score, saved.game)
        self._pending = False  # a mistake offered for take-back belongs to the game left behind
        self.tutor.reset()
        self._show_score()
        self._say(self._t("practice-loaded"))
        if self.session.game is not None:
            self._next_turn()

    def take_back(self) -> None:
        """Zurücknehmen (tutor): the position before the mistake and the same roll, to play again."""
        if not self._pending:
            return
        self._restore()
        self.board.set_turn(self.session.shown_position, self.session.roll)
        self._say(self.board.message)
        self._controls()

    def keep_play(self) -> None:
        """Weiter (tutor): the mistake stays on the board and the game goes on."""
        if not self._pending:
            return
        self._pending = False
        self.tutor.kept()
        self._next_turn()

    def dismiss(self) -> None:
        """Close the line with a file problem (the learner has read it)."""
        self._alert_row.dismiss()

    def __repr__(self) -> str:
        return "PracticeGame()"

    @property
    def game(self) -> Game | None:
        """The game record (``None`` before the first game)."""
        return self.session.game

    @property
    def roll(self) -> Roll | None:
        """The learner's dice thrown and not played yet."""
        return self.session.roll

    @property
    def score(self) -> Score:
        """The score of this visit (or the one loaded)."""
        return self.session.score

    @property
    def computer_play(self) -> tuple[Color, Roll, Play] | None:
        """The computer's last turn (colour, roll, play) while it is shown."""
        turn = self.session.computer_play
        return None if turn is None else (turn.color, turn.roll, turn.play)

    @property
    def message(self) -> str:
        """The status line shown."""
        return plain_text(self._status.value)

    @property
    def problem(self) -> str:
        """The file problem shown until the learner closes it ("" when there is none)."""
        return self._alert_row.text

    # -- the course of a game: the session plays, the widget shows -----------------------------

    def _next_turn(self) -> None:
        """The computer's turns, then the end of the game or a learner's turn."""
        self._frames = ()  # a new turn: the last one's moving checkers stop where the board is redrawn
        self._moves.playing = False
        played = 0
        while self.session.computer_to_move:
            self.session = self.session.computer_turn(self.rng)
            self._tell_computer_play()
            played += 1
        session = self.session
        if (result := session.result) is not None:
            self._finished(result)
            return
        self.seconds = 0
        self._ticks.value = 0
        self._ticks.playing = self.prefs.show_timer
        with self._one_picture():  # the browser gets the last of these drawings only
            self.board.set_turn(session.shown_position, None)
            if session.roll is not None:  # the opening roll is already thrown: the starter plays both dice
                self._rolled()
            elif not self._move(session.computer_turns(played)):
                self._show_computer_play()
        if session.roll is None:
            assert session.turn_color is not None
            self._say(self._t("practice-your-roll", color=self._name(session.turn_color)), keep=True)
        self._controls()

    def _finished(self, result: GameResult) -> None:
        """The end: the score (the session has added the result), the result, the tutor's summary."""
        self._show_score()
        self.board.set_turn(self.session.shown_position, None)
        self._show_computer_play()
        self._say(result.text(self.lang) + " " + self._t("practice-again"), css="bg-right", keep=True)
        if self.prefs.tutor:
            self.tutor.show_summary()
        self._ticks.playing = False
        self._controls()

    def _tell_computer_play(self) -> None:
        """The computer's turn just played, in the learner's numbering and in standard notation."""
        turn = self.session.computer_play
        assert turn is not None
        seen = play_text(turn.play, turn.color, HUMAN)
        played = self._t("practice-computer-played", roll=turn.roll.label, play=seen)
        self._say(played + " " + self._t("practice-computer-numbering"), keep=True)
        standard = self._t("practice-standard-notation", color=self._name(turn.color), play=str(turn.play))
        self._say(standard, css="bg-standard-notation", keep=True)
        self._play_sound(checker_sound(self.prefs.checker_volume))

    def _show_computer_play(self) -> None:
        """Draw the computer's last play as arrows on the board (until the learner's next action)."""
        turn = self.session.computer_play
        if turn is None:
            return
        shown = self.board.state.current
        arrows = play_arrows(turn.play, turn.color, shown.turn)
        self.board.view.show(shown, arrows=arrows, caption=self.board.caption)

    def _move(self, turns: tuple[Replay, ...]) -> bool:
        """Start moving the computer's checkers leg by leg from the position before its turn(s);
        False (nothing started) with reduced motion, without a browser or without a checker moved."""
        frames = tuple(
            frame for before, turn, _ in turns for frame in example_frames(before, turn.roll, turn.play)[:-1]
        )
        if len(frames) < 2 or self.prefs.reduced_motion or not display.animated(self.folder):
            return False
        self._frames = frames
        self._draw_frame(0)  # over the end position just drawn, which is never sent (_one_picture)
        self._moves.value = 0  # before the new end: a lower end would clamp the last turn's value to it
        self._moves.max = len(frames)
        self._moves.playing = True
        return True

    def _one_picture(self) -> contextlib.AbstractContextManager[object]:
        """Several drawings of the board in a row, of which the browser gets only the last."""
        canvas = getattr(self.board.view, "canvas", None)
        return canvas.hold_sync() if isinstance(canvas, widgets.Widget) else contextlib.nullcontext()

    def _moving(self, index: int) -> None:
        if not self._frames:
            return
        if index >= len(self._frames):
            self.finish_moving()
        else:
            self._draw_frame(index)

    def _draw_frame(self, index: int) -> None:
        frame = self._frames[index]
        arrows = step_places(frame.steps, frame.position.turn)
        self.board.view.show(frame.position, roll=frame.roll, used=frame.used, arrows=arrows)

    def _rolled(self) -> None:
        # what the roll allows is the board's own message, right beside the status
        self.board.set_turn(self.session.shown_position, self.session.roll)
        self._controls()

    def _human_played(self) -> None:
        turn = self.board.state.turn
        if self._pending:  # played again instead of pressing Zurücknehmen
            self._restore()
        before = self.session
        if before.game is None or before.roll is None or turn is None:
            return
        self.session = before.play(turn.play)
        self._play_sound(checker_sound(self.prefs.checker_volume))
        self._say(self._t("practice-you-played", play=str(turn.play)))
        position = before.game.position
        if self.prefs.tutor and (mistake := self.tutor.judge(position, before.roll, turn.play)) is not None:
            # the better play as arrows on the position before; Zurücknehmen or Weiter decides
            self._pending = True
            self.board.set_turn(position, before.roll)
            self.board.suggest(mistake.best, mistake.judgement.text(self.lang))
            self._controls()
            return
        self._next_turn()

    def _restore(self) -> None:
        self.session = self.session.undo()
        self._pending = False
        self.tutor.taken_back()

    def _review_board(self, position: Position, roll: Roll) -> widgets.Widget:
        return board_widget(position, roll, lang=self.lang, theme=self._theme)

    @property
    def _theme(self) -> str | None:
        """A theme written into the preferences file wins; else the display settings' (``None``)."""
        return None if self.prefs.theme == "classic" else self.prefs.theme

    def _rolling(self, frame: int) -> None:
        if self.session.roll is None:
            return
        if frame >= self._dice.max:
            self.finish_rolling()
            return
        shown = Roll(self.rng.randint(1, 6), self.rng.randint(1, 6))
        self.board.view.show(self.session.shown_position, roll=shown)

    def _tick(self, seconds: int) -> None:
        self.seconds = seconds
        self._timer.value = (
            escape(self._t("practice-timer", seconds=seconds)) if self.prefs.show_timer else ""
        )

    # -- messages, files ------------------------------------------------------------------------

    def _welcome(self) -> None:
        """Before the first game: what to do, and whose side and numbering the board shows."""
        if self.game is not None:
            return
        side = (
            self._t("practice-your-side", color=self._name(HUMAN))
            if self._mode.value == "computer"
            else self._t("practice-two-sides")
        )
        self._say(self._t("practice-welcome"))
        self._say(side, keep=True)

    def _store(self, write: Callable[[], Saved], advise: bool = False) -> Saved | None:
        """Run a save; a problem (or a damaged file set aside) stays shown until the learner acts."""
        saved = self._alert_row.store(write, advise)
        if isinstance(saved, str):
            self._say(saved, css="bg-wrong")
            return None
        return saved

    def _controls(self) -> None:
        self._roll.disabled = not self.session.waiting_for_roll or self._pending
        self._hint.disabled = self.session.roll is None

    def _show_score(self) -> None:
        white, black = self.score.points
        self._score.value = escape(
            self._t("practice-score", white=white, black=black, games=self.score.games)
        )

    def _play_sound(self, wav: bytes | None) -> None:
        if self.prefs.sound and wav is not None:
            self._sound.value = wav

    def _say(self, text: str, css: str = "bg-notice", keep: bool = False) -> None:
        line = f'<div class="{css}">{escape(text)}</div>'
        self._status.value = (self._status.value + line) if keep else line

    def _oops(self, error: str) -> None:
        self._say(self._t("internal-error", error=error), css="bg-error")

    def _button(self, label: str, tip: str, css: str, action: Callable[[], object]) -> widgets.Button:
        widget = button(self._t(label), css, action, self._oops)
        widget.tooltip = self._t(tip)
        return widget

    def _name(self, color: Color) -> str:
        return Message.say(f"color-{color.name.lower()}", self.lang)

    def _t(self, key: str, **params: object) -> str:
        return WidgetMessage.say(key, self.lang, **params)


def _player(value: int, top: int, interval: int, label: str, tip: str, css: str, lang: str) -> Player:
    """A ▶ ■ ⟲ timer control with a visible label, a tooltip and named buttons."""
    widget = Player(value=value, min=0, max=top, interval=interval, description=label, tooltip=tip, lang=lang)
    widget.add_class(css)
    return widget


def _label_players(box: widgets.Widget, tip: str) -> None:
    """Give every unlabelled ▶ ■ ⟲ control inside ``box`` a tooltip."""
    for child in getattr(box, "children", ()):
        if isinstance(child, Player) and not (child.description or child.tooltip):
            child.tooltip = tip
        _label_players(child, tip)
