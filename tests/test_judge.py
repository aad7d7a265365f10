"""The tutor's verdicts: a clear blunder is flagged, the best play passes, judge() is deterministic.

How often it agrees with GNU Backgammon is measured by benchmarks/bench_tutor.py, not here.
"""

from __future__ import annotations

import pytest

from bgtutor import BLACK, IllegalPlayError, InvalidNotationError, Position, Roll, legal_plays
from bgtutor.play.bots.judge import MISTAKE, Judgement, Severity, judge
from bgtutor.rules.i18n import LANGUAGES
from bgtutor.rules.plays import Play, Step

OPENING = Position.start()


def test_tutor_flags_a_clear_blunder() -> None:
    # gnubg 0-ply: 8/7 8/5 loses 0.39 against 8/5 6/5 with the opening 3-1
    verdict = judge(OPENING, Roll(3, 1), "8/7 8/5")
    assert verdict.mistake and verdict.loss >= MISTAKE
    assert verdict.best == "8/5 6/5"
    assert verdict.severity is Severity.BLUNDER


def test_tutor_passes_the_best_play() -> None:
    verdict = judge(OPENING, Roll(3, 1), "6/5 8/5")  # written in another order: the same play
    assert verdict == Judgement("8/5 6/5", "8/5 6/5", 0.0, False, verdict.ranking)
    assert verdict.severity is Severity.BEST


def test_judge_is_deterministic() -> None:
    first = [judge(OPENING, Roll(6, 4), str(play)) for play in legal_plays(OPENING, Roll(6, 4))]
    again = [judge(OPENING, Roll(6, 4), str(play)) for play in legal_plays(OPENING, Roll(6, 4))]
    assert first == again
    assert all(v.loss >= 0 for v in first) and {v.best for v in first} == {first[0].best}


def test_a_play_object_is_judged_by_its_resulting_position() -> None:
    steps = (Step(6, 5, 1), Step(8, 5, 3))
    assert judge(OPENING, Roll(3, 1), Play(steps)).play == "8/5 6/5"


def test_an_illegal_play_is_refused_with_its_reason() -> None:
    with pytest.raises(IllegalPlayError) as caught:
        judge(OPENING, Roll(3, 1), "24/20 24/23")
    assert caught.value.reason is not None
    with pytest.raises(IllegalPlayError):
        judge(OPENING, Roll(3, 1), Play((Step(13, 7, 6),)))
    with pytest.raises(InvalidNotationError):
        judge(OPENING, Roll(3, 1), "eight to five")


def test_a_forced_play_costs_nothing() -> None:
    closed = Position.from_points({"bar": 2, 13: 13}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 19: 3})
    verdict = judge(closed, Roll(6, 5), Play())
    assert (verdict.loss, verdict.mistake) == (0.0, False)


def test_black_on_roll_is_judged_in_its_own_numbering() -> None:
    verdict = judge(Position.start(BLACK), Roll(3, 1), "8/5 6/5")
    assert verdict.severity is Severity.BEST


@pytest.mark.parametrize("lang", LANGUAGES)
def test_verdicts_in_words(lang: str) -> None:
    best = Judgement("8/5 6/5", "8/5 6/5", 0.0, False)
    assert best.severity is Severity.BEST and "8/5" not in best.text(lang)
    for loss, mistake, severity in (
        (0.0, False, Severity.FINE),
        (0.01, False, Severity.FINE),
        (0.03, False, Severity.SMALL),
        (0.1, True, Severity.MISTAKE),
        (0.3, True, Severity.BLUNDER),
    ):
        verdict = Judgement("24/20", "8/5 6/5", loss, mistake)
        assert verdict.severity is severity
        assert "{" not in verdict.text(lang) and "8/5 6/5" in verdict.text(lang)
    assert "6 %" in Judgement("24/20", "8/5 6/5", 0.12, True).text(lang)
