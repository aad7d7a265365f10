"""The practice game on a fresh machine (issue 9, items 6-8): files in a folder that does not exist
yet, problems that stay visible, the learner's numbering from the first screen, the computer's play
drawn and written as the board shows it, and every control labelled."""

from __future__ import annotations

import random
import re
import stat
from pathlib import Path

import ipywidgets as widgets
import pytest

from bgtutor import BLACK, WHITE, legal_plays
from bgtutor.board.seen_from import play_text
from bgtutor.play.session import HUMAN
from bgtutor.play.storage import load_preferences, load_score
from bgtutor.widgets.controls import Player, Slider
from bgtutor.widgets.practice import PracticeGame


def play_turn(game: PracticeGame, rng: random.Random) -> None:
    if game.roll is None:
        game.roll_dice()
        game.finish_rolling()
    state = game.board.state
    assert state.turn is not None
    game.board.enter(str(rng.choice(legal_plays(state.position, state.turn.roll))))
    game.board.confirm()


@pytest.fixture
def new_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "new" / "home"
    monkeypatch.setenv("BGTUTOR_HOME", str(home))
    assert not home.parent.exists()
    return home


def test_save_load_and_preferences_on_a_fresh_machine(new_home: Path) -> None:
    game = PracticeGame(seed=21)
    game._strength.value = "experte"
    game._sound_on.value = True
    game.start()
    assert game.problem == ""  # the preferences were written, silently
    assert load_preferences(new_home / "preferences.json") == game.prefs
    for folder in (new_home.parent, new_home):
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    play_turn(game, random.Random(6))
    game.save()
    assert "gespeichert" in game.message and game.problem == ""
    saved = load_score(new_home / "score.json")
    again = PracticeGame(seed=22)
    assert again.prefs.strength == "experte" and again.prefs.sound and again._strength.value == "experte"
    again.load()
    assert again.game == saved.game == game.game and again.score == saved.score


def test_a_failed_save_stays_visible_until_the_learner_closes_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "blocked").write_text("a file where the folder should be")
    monkeypatch.setenv("BGTUTOR_HOME", str(tmp_path / "blocked" / "home"))
    game = PracticeGame(seed=5)
    game.start()  # writes the preferences: fails
    assert "konnte nicht gespeichert werden" in game.problem
    assert "Eröffnungswurf" in game.message  # the opening message did not replace it ...
    play_turn(game, random.Random(1))
    play_turn(game, random.Random(2))
    assert "konnte nicht gespeichert werden" in game.problem  # ... nor did the next turns
    game.save()
    assert "konnte nicht gespeichert werden" in game.problem and "gespeichert (" not in game.message
    game.roll_dice()
    assert "konnte nicht gespeichert werden" in game.problem and game._alert_row.layout.display is None
    game.dismiss()
    assert game.problem == "" and game._alert_row.layout.display == "none"


def test_a_save_refused_over_a_foreign_file_says_what_to_do(new_home: Path) -> None:
    new_home.mkdir(parents=True)
    (new_home / "score.json").write_text("my notes\n")
    game = PracticeGame(seed=4)
    game.start()
    game.save()
    assert "nicht überschrieben" in game.problem and "Benenne die vorhandene Datei um" in game.problem
    assert (new_home / "score.json").read_text() == "my notes\n"


def test_a_damaged_score_is_set_aside_and_the_learner_is_told_where(new_home: Path) -> None:
    new_home.mkdir(parents=True)
    (new_home / "score.json").write_text('{"format": "bgtutor-score", "version": 1, "sco')
    game = PracticeGame(seed=4)
    game.start()
    game.save()
    aside = [p for p in new_home.iterdir() if p.name.startswith("score.damaged-")]
    assert len(aside) == 1 and str(aside[0]) in game.problem and "gespeichert" in game.message
    assert aside[0].read_text() == '{"format": "bgtutor-score", "version": 1, "sco'


def test_the_learners_side_and_numbering_before_the_start(new_home: Path) -> None:
    game = PracticeGame(seed=1)
    assert game.game is None
    assert game.board.numbering is HUMAN is WHITE and game.board.view.numbering is WHITE
    assert game.board.state.position.turn is WHITE
    assert game.board._description.value.endswith("Weiß ist am Zug.")
    assert "Du spielst Weiß" in game.message
    game._mode.value = "two-players"
    assert "Zu zweit" in game.message


def _after_a_computer_turn(seed: int) -> PracticeGame:
    game = PracticeGame(seed=seed, remember=False)
    game.start()
    rng = random.Random(seed)
    while game.computer_play is None or game.computer_play[2].steps == ():
        play_turn(game, rng)
    return game


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_computers_play_is_written_in_the_learners_numbering_and_drawn(seed: int) -> None:
    game = _after_a_computer_turn(seed)
    assert game.computer_play is not None
    color, roll, play = game.computer_play
    assert color is BLACK and game.board.numbering is WHITE
    seen = play_text(play, BLACK, WHITE)
    assert f"{roll.label} gewürfelt und {seen} gezogen" in game.message
    assert f"In Standardnotation aus Sicht von Schwarz: {play}" in game.message
    shown = game.board.canvas.svg.count('class="bg-arrow"')
    assert shown == sum(step.dst != 0 for step in play.steps) > 0
    points = re.compile(r"(?<![(\d])\d+(?![\d)])")  # point numbers, not counts like (2)
    assert [int(p) for p in points.findall(seen)] == [25 - int(p) for p in points.findall(str(play))]
    game.roll_dice()
    game.finish_rolling()
    assert 'class="bg-arrow"' not in game.board.canvas.svg  # gone once the learner acts
    game.replay()
    assert len(game._replay.children) == 1  # the replay still works


def _controls(widget: widgets.Widget) -> list[widgets.Widget]:
    found = []
    for child in getattr(widget, "children", ()):
        if isinstance(
            child,
            widgets.Button | Player | Slider | widgets.Checkbox | widgets.ToggleButtons | widgets.Text,
        ):
            found.append(child)
        found += _controls(child)
    return found


def _named(control: widgets.Widget) -> bool:
    if isinstance(control, widgets.Text):
        return bool(control.placeholder or control.description or control.tooltip)
    if isinstance(control, widgets.ToggleButtons):
        return bool(control.tooltip or control.description) and all(control.tooltips)
    return bool(control.description or control.tooltip)


def test_every_control_has_a_label_or_a_tooltip_and_labels_fit(new_home: Path) -> None:
    game = _after_a_computer_turn(2)
    game.replay()
    controls = _controls(game)
    assert len(controls) > 20
    for control in controls:
        assert _named(control), control
    for control in controls:
        if isinstance(control, widgets.Checkbox) and control in _controls(game.settings):
            assert control.style.description_width == "initial", control.description
        if isinstance(control, widgets.ToggleButtons):
            assert control.style.button_width == "auto" and len(control.tooltips) == len(control.options)
    assert game._dice_volume.description == "Würfelklang" and game._checker_volume.description == "Steinklang"
    assert game._dice.description and game._ticks.description and game._dice.tooltip and game._ticks.tooltip
    assert "Zu zweit an einem Gerät" in game._mode.options[1]
