"""PracticeGame: whole games with the rules enforced and explained (seed 002's local app).

Human against the computer (Entspannt, Anspruchsvoll, Experte) or two humans on one device;
a hint marks a suggested play, replay shows the computer's last plays step by step, undo works
within one's own unconfirmed turn. Preferences are saved and used when a new game starts; a
score that was saved on purpose is continued only by an explicit load.

>>> game = PracticeGame(folder=None, seed=1, remember=False)
>>> game.start()
>>> game.game is not None
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import ipywidgets as widgets

from bgtutor.bots import make_bot
from bgtutor.color import WHITE, Color
from bgtutor.dice import Roll
from bgtutor.game import Game
from bgtutor.i18n import translate
from bgtutor.sounds import checker_sound, dice_sound
from bgtutor.storage import (
    Preferences,
    Score,
    StorageError,
    default_folder,
    load_preferences,
    load_score,
    save_preferences,
    save_score,
)
from bgtutor.widgets.board import BoardWidget
from bgtutor.widgets.common import button, escape, guarded, plain_text, text_box
from bgtutor.widgets.frames import Frame, example_frames
from bgtutor.widgets.static import StaticFallback
from bgtutor.widgets.stepper import ExampleStepper

HUMAN = WHITE
"""The learner's side against the computer (White, as in every lesson)."""
REPLAYED = 2
"""How many of the computer's last plays the replay shows."""


class PracticeGame(StaticFallback, widgets.VBox):  # type: ignore[misc]
    """A practice game with its settings, score, hint, replay, save and load."""

    def __init__(
        self, *, folder: Path | str | None = None, seed: int | None = None, remember: bool = True
    ) -> None:
        self.folder = Path(folder) if folder is not None else default_folder()
        self.remember = remember  # save preferences and read them back (off for throwaway games)
        self.rng = random.Random(seed)
        self.prefs, problem = self._stored_preferences()
        self.lang = self.prefs.lang
        self.score = Score()
        self.game: Game | None = None
        self.roll: Roll | None = None
        self.seconds = 0
        self.board = BoardWidget(
            Game.new(random.Random(0)).start, None, lang=self.lang, theme=self.prefs.theme
        )
        self.board.on_confirm(lambda _: guarded(self._human_played, self._oops))
        self._status = text_box("bg-status")
        self._score = text_box("bg-score")
        self._timer = text_box("bg-timer")
        self._sound = widgets.Audio(autoplay=True, loop=False, controls=False)
        self._sound.layout.display = "none"
        self._replay = widgets.VBox()
        self._ticks = widgets.Play(value=0, min=0, max=3600, interval=1000)
        self._ticks.observe(lambda change: self._tick(change["new"]), names="value")
        self._dice = widgets.Play(value=0, min=0, max=self.prefs.dice_turns, interval=90)
        self._dice.observe(
            lambda change: guarded(lambda: self._rolling(change["new"]), self._oops), names="value"
        )
        t = self._t
        self._start = button(t("button-new-game"), "bg-start-game", self.start, self._oops)
        self._roll = button(t("button-roll"), "bg-roll", self.roll_dice, self._oops)
        self._hint = button(t("button-hint"), "bg-hint", self.hint, self._oops)
        self._again = button(t("button-replay"), "bg-replay", self.replay, self._oops)
        self._save = button(t("button-save-score"), "bg-save", self.save, self._oops)
        self._load = button(t("button-load-score"), "bg-load", self.load, self._oops)
        self.settings = self._settings()
        actions = widgets.HBox([self._start, self._roll, self._hint, self._again, self._save, self._load])
        timers = widgets.HBox([self._timer, self._ticks, self._dice, self._sound])
        super().__init__(
            [self.settings, actions, self._status, self.board, self._score, timers, self._replay]
        )
        self.add_class("bg-practice")
        self._show_score()
        self._say(problem or t("practice-welcome"))
        self._controls()

    # -- the programmatic interface ---------------------------------------------------------

    def start(self) -> None:
        """Start a new game with the settings chosen (and save them as preferences)."""
        self.prefs = self._chosen()
        if self.remember:
            self._store(lambda: save_preferences(self.prefs, self.folder / "preferences.json"))
        self.game = Game.new(self.rng)
        self.roll = None
        self._replay.children = ()
        self.board.view.zoom("home" if self.prefs.view == "zoom" else None)
        opening = self.game.opening
        assert opening is not None
        starter = self._name(opening.starter)
        self._say(self._t("practice-opening", white=opening.white, black=opening.black, starter=starter))
        self._next_turn()

    def roll_dice(self) -> None:
        """Throw the dice for the human on roll (animated unless reduced motion is on)."""
        if self.game is None or self.game.on_roll is None or self._computer(self.game.on_roll):
            self._say(self._t("practice-not-your-roll"))
            return
        if self.roll is not None:
            self._say(self._t("practice-rolled-already", roll=self.roll.label))
            return
        self.roll = self.game.next_roll(self.rng)
        self._play_sound(dice_sound(self.prefs.dice_volume, self.prefs.dice_turns))
        if self.prefs.reduced_motion:
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

    def hint(self) -> None:
        """Mark a suggested play on the board (the Experte's choice)."""
        if self.game is None or self.roll is None:
            self._say(self._t("practice-hint-needs-roll"))
            return
        play = make_bot("experte", seed=0).choose(self.game.position, self.roll)
        self.board.suggest(play, self._t("practice-hint", play=str(play)))

    def replay(self) -> None:
        """Show the computer's last plays again, step by step."""
        if self.game is None or self.prefs.mode != "computer":
            self._say(self._t("practice-nothing-to-replay"))
            return
        turns = self.game.last_turns(HUMAN.other, REPLAYED)
        if not turns:
            self._say(self._t("practice-nothing-to-replay"))
            return
        frames: list[Frame] = []
        for before, turn, _ in turns:
            frames += example_frames(before, turn.roll, turn.play)
        self._replay.children = (
            ExampleStepper(
                frames, lang=self.lang, theme=self.prefs.theme, reduced_motion=self.prefs.reduced_motion
            ),
        )
        self._say(self._t("practice-replaying", count=len(turns)))

    def save(self) -> None:
        """Save the score (and an unfinished game) on purpose; continue it later with load."""
        game = self.game if self.game is not None and self.game.result is None else None
        path = self._store(lambda: save_score(self.score, game, self.folder / "score.json"))
        if path is not None:
            self._say(self._t("practice-saved", path=str(path)))

    def load(self) -> None:
        """Continue a saved score (and game); a bad file is reported and nothing is lost."""
        try:
            saved = load_score(self.folder / "score.json")
        except StorageError as error:
            self._say(error.text(self.lang), css="bg-wrong")
            return
        self.score, self.game, self.roll = saved.score, saved.game, None
        self._show_score()
        self._say(self._t("practice-loaded"))
        if self.game is not None:
            self._next_turn()

    def __repr__(self) -> str:
        return "PracticeGame()"

    @property
    def message(self) -> str:
        """The status line shown."""
        return plain_text(self._status.value)

    # -- the course of a game ---------------------------------------------------------------

    def _next_turn(self) -> None:
        assert self.game is not None
        while True:
            result = self.game.result
            if result is not None:
                self.score = self.score.with_result(result)
                self._show_score()
                self.board.set_turn(self.game.position, None)
                self._say(result.text(self.lang) + " " + self._t("practice-again"), css="bg-right")
                self._ticks.playing = False
                self._controls()
                return
            color = self.game.on_roll
            assert color is not None
            if not self._computer(color):
                break
            self._computer_turn(color)
        self.roll = None
        self.seconds = 0
        self._ticks.value = 0
        self._ticks.playing = self.prefs.show_timer
        self.board.set_turn(self.game.position, None)
        first = self.game.opening is not None and not self.game.turns
        if first:  # the opening roll is already thrown: the starter plays both dice
            self.roll = self.game.next_roll(self.rng)
            self._rolled()
        else:
            self._say(self._t("practice-your-roll", color=self._name(color)), keep=True)
        self._controls()

    def _computer_turn(self, color: Color) -> None:
        assert self.game is not None
        roll = self.game.next_roll(self.rng)
        bot = make_bot(self.prefs.strength, seed=self.rng.randrange(2**31))
        play = bot.choose(self.game.position, roll, self.rng)
        self.game = self.game.with_turn(roll, play)
        self._say(self._t("practice-computer-played", roll=roll.label, play=str(play)), keep=True)
        self._play_sound(checker_sound(self.prefs.checker_volume))

    def _rolled(self) -> None:
        assert self.game is not None and self.roll is not None
        self.board.set_turn(self.game.position, self.roll)
        self._say(self.board.message, keep=True)
        self._controls()

    def _human_played(self) -> None:
        turn = self.board.state.turn
        if self.game is None or self.roll is None or turn is None:
            return
        self.game = self.game.with_turn(self.roll, turn.play)
        self.roll = None
        self._play_sound(checker_sound(self.prefs.checker_volume))
        self._say(self._t("practice-you-played", play=str(turn.play)))
        self._next_turn()

    def _rolling(self, frame: int) -> None:
        if self.roll is None or self.game is None:
            return
        if frame >= self._dice.max:
            self.finish_rolling()
            return
        shown = Roll(self.rng.randint(1, 6), self.rng.randint(1, 6))
        self.board.view.show(self.game.position, roll=shown)

    def _tick(self, seconds: int) -> None:
        self.seconds = seconds
        self._timer.value = (
            escape(self._t("practice-timer", seconds=seconds)) if self.prefs.show_timer else ""
        )

    # -- settings, messages, files -------------------------------------------------------------

    def _settings(self) -> widgets.Widget:
        t, prefs = self._t, self.prefs

        def choice(options: list[tuple[str, object]], value: object, css: str) -> widgets.ToggleButtons:
            widget = widgets.ToggleButtons(options=options, value=value)
            widget.add_class(css)
            return widget

        self._mode = choice(
            [(t("mode-computer"), "computer"), (t("mode-two-players"), "two-players")], prefs.mode, "bg-mode"
        )
        self._strength = choice(
            [("Entspannt", "entspannt"), ("Anspruchsvoll", "anspruchsvoll"), ("Experte", "experte")],
            prefs.strength,
            "bg-strength",
        )
        self._view = choice([(t("view-normal"), "normal"), (t("view-zoom"), "zoom")], prefs.view, "bg-view")
        self._turns = choice([("3", 3), ("5", 5)], prefs.dice_turns, "bg-dice-turns")
        self._reduced = widgets.Checkbox(value=prefs.reduced_motion, description=t("label-reduced-motion"))
        self._show_timer = widgets.Checkbox(value=prefs.show_timer, description=t("label-timer"))
        self._sound_on = widgets.Checkbox(value=prefs.sound, description=t("label-sound"))
        self._dice_volume = widgets.IntSlider(
            value=prefs.dice_volume, min=0, max=100, description=t("label-dice-volume")
        )
        self._checker_volume = widgets.IntSlider(
            value=prefs.checker_volume, min=0, max=100, description=t("label-checker-volume")
        )
        rows = [
            widgets.HBox([widgets.Label(t("label-mode")), self._mode]),
            widgets.HBox([widgets.Label(t("label-strength")), self._strength]),
            widgets.HBox(
                [
                    widgets.Label(t("label-view")),
                    self._view,
                    widgets.Label(t("label-dice-turns")),
                    self._turns,
                ]
            ),
            widgets.HBox([self._reduced, self._show_timer, self._sound_on]),
            widgets.HBox([self._dice_volume, self._checker_volume]),
        ]
        box = widgets.Accordion(children=[widgets.VBox(rows)], titles=(t("label-settings"),))
        box.add_class("bg-settings")
        return box

    def _chosen(self) -> Preferences:
        return replace(
            self.prefs,
            mode=self._mode.value,
            strength=self._strength.value,
            view=self._view.value,
            dice_turns=self._turns.value,
            reduced_motion=self._reduced.value,
            show_timer=self._show_timer.value,
            sound=self._sound_on.value,
            dice_volume=self._dice_volume.value,
            checker_volume=self._checker_volume.value,
        )

    def _stored_preferences(self) -> tuple[Preferences, str | None]:
        if not self.remember or not (self.folder / "preferences.json").exists():
            return Preferences(), None
        try:
            return load_preferences(self.folder / "preferences.json"), None
        except StorageError as error:
            return Preferences(), error.text(Preferences().lang)

    def _store(self, write: Callable[[], Path]) -> Path | None:
        try:
            return write()
        except StorageError as error:
            self._say(error.text(self.lang), css="bg-wrong")
            return None

    def _computer(self, color: Color) -> bool:
        return self.prefs.mode == "computer" and color is not HUMAN

    def _controls(self) -> None:
        waiting = self.game is not None and self.game.on_roll is not None and self.roll is None
        self._roll.disabled = not waiting
        self._hint.disabled = self.roll is None

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

    def _name(self, color: Color) -> str:
        return translate(f"color-{color.name.lower()}", self.lang)

    def _t(self, key: str, **params: object) -> str:
        return translate(key, self.lang, **params)

