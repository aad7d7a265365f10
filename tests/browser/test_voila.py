"""The same flows in Voilà: the notebooks served as apps, without code, played with the mouse."""

from __future__ import annotations

import pytest
from browserkit import (
    Tab,
    exercise_refused_step,
    exercise_right_play,
    practice_turn,
)

pytestmark = pytest.mark.browser

def test_exercise_refuses_entering_on_a_blocked_point(voila_lesson3: Tab) -> None:
    """bar → 21 (Black holds it): the page names the reason ("gesperrt"), nothing moves."""
    exercise_refused_step(voila_lesson3.page, "voila")


def test_exercise_played_with_the_mouse_is_right(voila_lesson3: Tab) -> None:
    """bar → 23, 23 → 19*, Bestätigen: the board shows each step, the verdict is "Richtig"."""
    exercise_right_play(voila_lesson3.page, "voila")


def test_practice_game_one_turn_against_the_computer(voila_practice: Tab) -> None:
    """Spiel starten, (Würfeln,) one turn by clicks, Bestätigen: the computer answers at once."""
    practice_turn(voila_practice.page, "voila")
