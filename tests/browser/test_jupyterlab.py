"""Lesson 3 and the practice game in JupyterLab, played with the mouse in Chromium.

The notebooks are opened in a fresh workspace and run (Run All); then the tests click each place
on the SVG board (its ``[data-place]`` area), as a learner would."""

from __future__ import annotations

import pytest
from browserkit import Tab, exercise_refused_step, exercise_right_play, practice_turn

pytestmark = pytest.mark.browser


def test_exercise_refuses_entering_on_a_blocked_point(lab_lesson3: Tab) -> None:
    """bar → 21 (Black holds it): the page names the reason ("gesperrt"), nothing moves."""
    exercise_refused_step(lab_lesson3.page, "lab")


def test_exercise_played_with_the_mouse_is_right(lab_lesson3: Tab) -> None:
    """bar → 23, 23 → 19*, Bestätigen: the board shows each step, the verdict is "Richtig"."""
    exercise_right_play(lab_lesson3.page, "lab")


def test_practice_game_one_turn_against_the_computer(lab_practice: Tab) -> None:
    """Spiel starten, (Würfeln,) one turn by clicks, Bestätigen: the computer answers at once."""
    practice_turn(lab_practice.page, "lab")
