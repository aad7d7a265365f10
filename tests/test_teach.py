"""The plain-text verdicts the lesson notebooks print."""

from __future__ import annotations

import pytest
from helpers import board

from bgtutor import BLACK, Position, Roll
from bgtutor.tutor.lessons import EXAMPLES
from bgtutor.tutor.teach import (
    entering_rolls,
    entry_table,
    hitting_rolls,
    pips_text,
    plays_text,
    result_text,
    shots_text,
    verdict,
)


def test_verdicts_name_the_rule_or_the_canonical_form() -> None:
    example = EXAMPLES["bar-enter-and-hit"]
    assert verdict(example.position, example.roll, "bar/19*") == "bar/19* ist erlaubt."
    assert verdict(example.position, example.roll, "bar/23 23/19*") == (
        "bar/23 23/19* ist erlaubt (GNU Backgammon schreibt bar/19*)."
    )
    assert verdict(example.position, example.roll, "bar/21").startswith("bar/21 ist nicht erlaubt. Mit der 4")
    assert "cannot read" in verdict(example.position, example.roll, "bar/x", "en")


def test_plays_text_lists_every_play_or_says_pass() -> None:
    assert plays_text(Position.start(), Roll(6, 5)) == (
        "Mit 6-5 gibt es 7 erlaubte Züge: 24/13, 24/18 13/8, 24/18 8/3, 13/8 13/7, 13/7 8/3, 13/2, 8/3 8/2."
    )
    dance = EXAMPLES["dance"]
    assert plays_text(dance.position, dance.roll, "en") == "With 3-1 no play is possible: White cannot move."


def test_entering_rolls_counts_the_36() -> None:
    assert entering_rolls(EXAMPLES["dance"].position) == 27  # 3 of 6 points blocked: 36 - 3 * 3
    assert entering_rolls(EXAMPLES["closed-board"].position) == 0
    assert entering_rolls(EXAMPLES["dance"].position, weighted=False) == 15
    with pytest.raises(ValueError, match="no checker on the bar"):
        entering_rolls(Position.start())


def test_entry_table() -> None:
    table = entry_table(EXAMPLES["bar-enter-and-hit"].position).splitlines()
    assert table[0] == "Würfel → Einsetzpunkt (25 − Würfel):"
    assert table[1:] == [
        "1 → 24: offen (leer)",
        "2 → 23: offen (leer)",
        "3 → 22: offen (leer)",
        "4 → 21: gesperrt",
        "5 → 20: offen (leer)",
        "6 → 19: offen, ein Blot – Einsetzen schlägt ihn",
        "Mit 35 von 36 Würfen kommt der Stein herein.",
    ]


def test_shots_at_a_blot() -> None:
    # Black (on roll) shoots at a White blot on White's 20 = Black's 5, from Black's 11 (6 away).
    position = board({20: 1, 6: 14}, {14: 2, 1: 13}, turn=BLACK)
    # Direct: any 6 (11 rolls). Combined: 5-1, 4-2 (2 each), 3-3 and 2-2 (1 each) = 17 of 36.
    assert hitting_rolls(position, 5) == 17
    assert shots_text(position, 5).startswith("Der Blot auf 5 wird mit 17 von 36 Würfen getroffen (")


def test_pips_and_results() -> None:
    even = "Weiß und Schwarz haben beide 167 Pips: Das Rennen ist ausgeglichen."
    assert pips_text(Position.start()) == even
    position = board({6: 2}, {1: 15})
    assert pips_text(position, "en") == "White has 12 pips, Black has 360 pips. White leads by 348 pips."
    one = "Weiß hat 1 Pip, Schwarz hat 2 Pips. Weiß liegt 1 Pip vorn."
    assert pips_text(board({1: 1}, {23: 1}), "de") == one
    assert result_text(Position.start()).startswith("Die Partie läuft noch")
    assert "gammon" in result_text(board({}, {12: 15}, turn=BLACK), "en")


def test_a_single_play_is_named_in_the_singular() -> None:
    example = EXAMPLES["two-on-bar"]
    assert plays_text(example.position, example.roll) == "Mit 4-2 gibt es genau einen erlaubten Zug: bar/23."


def test_unreadable_text_is_explained_in_the_learners_language() -> None:
    position, roll = Position.start(), Roll(6, 5)
    assert verdict(position, roll, "xyz") == (
        "„xyz“ kann ich nicht lesen. Schreibe einen Zug in Notation, zum Beispiel 24/18 13/11 oder "
        "bar/23 23/19*."
    )
    assert verdict(position, roll, "xyz", "en").startswith("I cannot read “xyz”. Write a play in notation")
