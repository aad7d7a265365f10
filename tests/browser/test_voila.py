"""The same flows in Voilà: the notebooks served as apps, without code, played with the mouse."""

from __future__ import annotations

import pytest
from browserkit import (
    Tab,
    VoilaImageOutsideRootError,
    exercise_refused_step,
    exercise_right_play,
    practice_turn,
)

pytestmark = pytest.mark.browser

# A known bug of the lessons in Voilà, and only it: the lessons link their pictures as
# "../images/...", which Voilà 0.5 cannot inline (see VoilaImageOutsideRootError), so lesson 3 does not
# render in Voilà at all (`bash tools/app 3` neither). Strict: once the lessons are fixed these
# tests pass, the mark turns that into a failure, and it must be removed.
LESSON_IMAGES_BREAK_VOILA = pytest.mark.xfail(
    raises=VoilaImageOutsideRootError,
    strict=True,
    reason="Voilà cannot render lessons whose markdown links ../images/ (outside its root dir)",
)


@LESSON_IMAGES_BREAK_VOILA
def test_exercise_refuses_entering_on_a_blocked_point(voila_lesson3: Tab) -> None:
    """bar → 21 (Black holds it): the page names the reason ("gesperrt"), nothing moves."""
    exercise_refused_step(voila_lesson3.page, "voila")


@LESSON_IMAGES_BREAK_VOILA
def test_exercise_played_with_the_mouse_is_right(voila_lesson3: Tab) -> None:
    """bar → 23, 23 → 19*, Bestätigen: the board shows each step, the verdict is "Richtig"."""
    exercise_right_play(voila_lesson3.page, "voila")


def test_practice_game_one_turn_against_the_computer(voila_practice: Tab) -> None:
    """Spiel starten, (Würfeln,) one turn by clicks, Bestätigen: the computer answers at once."""
    practice_turn(voila_practice.page, "voila")
