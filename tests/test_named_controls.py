"""Every control has a name in the learner's language (issue 25): the autoplay's ▶ ■ ⟲ buttons,
the sliders and the training's list of rules, in German and in English. The browser tests
(tests/browser/test_axe_*.py) check the same on the pages with axe-core."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bgtutor.tutor.lessons import EXAMPLES
from bgtutor.widgets.controls import PLAYER_WORDS, IntSlider, Player, Slider
from bgtutor.widgets.practice import PracticeGame
from bgtutor.widgets.stepper import ExampleStepper
from bgtutor.widgets.training import TrainingWidget

WORDS = {
    "de": {"play": "Abspielen", "pause": "Pause", "stop": "Anhalten und zurück zum Anfang"},
    "en": {"play": "Play", "pause": "Pause", "stop": "Stop and go back to the start"},
}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_autoplay_buttons_are_named_in_the_learners_language(lang: str) -> None:
    player = ExampleStepper.for_example(EXAMPLES["hit-and-run"], lang=lang)._play
    assert isinstance(player, Player)
    assert set(player.words) == set(PLAYER_WORDS) and all(player.words.values())
    assert {key: player.words[key] for key in WORDS[lang]} == WORDS[lang]
    other = Player(lang="en" if lang == "de" else "de")
    assert all(player.words[key] != other.words[key] for key in ("play", "stop", "repeat"))


def test_the_front_end_names_every_button_and_the_group() -> None:
    """The browser gives each button its word as aria-label and tooltip, the ⟲ its pressed state,
    the group the visible label (a text without the colon); the signs are hidden from readers."""
    esm = Player._esm
    assert esm.count('setAttribute("aria-label"') == 2  # each button, and the group
    assert 'setAttribute("aria-pressed"' in esm and 'setAttribute("aria-hidden", "true")' in esm
    assert 'setAttribute("role", "group")' in esm


def test_the_player_counts_like_ipywidgets_play() -> None:
    player = Player(max=3, interval=90, lang="de")
    seen: list[int] = []
    player.observe(lambda change: seen.append(change["new"]), names="value")
    player.value = 1  # what the browser's timer does
    assert seen == [1] and (player.min, player.max, player.step, player.interval) == (0, 3, 1, 90)


@pytest.mark.parametrize(("lang", "seconds"), [("de", "Sekunden"), ("en", "Seconds")])
def test_the_speed_is_a_labelled_range_field(lang: str, seconds: str) -> None:
    stepper = ExampleStepper.for_example(EXAMPLES["hit-and-run"], lang=lang)
    assert isinstance(stepper._speed, Slider) and stepper._speed.description == seconds
    assert "label.htmlFor = id" in Slider._esm and 'input.type = "range"' in Slider._esm
    stepper._speed.value = 0.5
    assert stepper._play.interval == 500


@pytest.mark.parametrize(
    ("lang", "clock", "dice", "volume"),
    [
        ("de", "Zugzeit-Uhr:", "Würfelanimation:", "Würfelklang"),
        ("en", "Turn clock:", "Dice animation:", "Dice sound"),
    ],
)
def test_the_practice_games_timers_and_volumes_are_named(
    tmp_path: Path, lang: str, clock: str, dice: str, volume: str
) -> None:
    game = PracticeGame(folder=tmp_path, seed=1, lang=lang)
    assert isinstance(game._ticks, Player) and game._ticks.description == clock
    assert isinstance(game._dice, Player) and game._dice.description == dice
    assert game._ticks.words == Player(lang=lang).words
    assert isinstance(game._dice_volume, IntSlider) and game._dice_volume.description == volume
    game._dice_volume.value = 35
    assert game.settings.chosen(game.prefs).dice_volume == 35


@pytest.mark.parametrize(("lang", "label"), [("de", "Regel:"), ("en", "Rule:")])
def test_the_trainings_list_of_rules_has_a_label(tmp_path: Path, lang: str, label: str) -> None:
    training = TrainingWidget(path=tmp_path / "progress.json", lang=lang)
    assert training._choice.description == label


def test_no_widget_uses_the_controls_that_cannot_be_named() -> None:
    """ipywidgets' Play (icon buttons) and sliders (an unnamed handle) have no API for a name: the
    package uses widgets/controls.py's instead, everywhere."""
    package = Path(__file__).resolve().parents[1] / "bgtutor"
    unnamed = re.compile(
        r"widgets\.(Play|FloatSlider|IntSlider|FloatLogSlider|SelectionSlider|\w*RangeSlider)\("
    )
    found = [
        f"{path.relative_to(package)}: {match.group(0)}"
        for path in sorted(package.rglob("*.py"))
        for match in unnamed.finditer(path.read_text("utf-8"))
    ]
    assert found == []
