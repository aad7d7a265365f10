"""The learner overview's chart (bgtutor.tutor.progress.charts.learner_chart): a small SVG from the
standard library, drawn only once there is something to chart, so the contents page every learner
opens first needs no matplotlib."""

from __future__ import annotations

import base64
import html
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from bgtutor.tutor.progress.charts import SIZE, chart_title, learner_chart
from bgtutor.tutor.progress.records import Answer, record
from bgtutor.tutor.progress.report import learner_overview
from bgtutor.tutor.progress.rows import LessonRow, RuleRow, progress_word

ROOT = Path(__file__).resolve().parent.parent
SVG = "{http://www.w3.org/2000/svg}"


def _bars(chart: str) -> list[ET.Element]:
    return [rect for rect in ET.fromstring(chart).iter(f"{SVG}rect") if rect.get("width") != "100%"]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_fresh_learner_gets_no_chart_but_one_sentence_on_what_to_do(tmp_path: Path, lang: str) -> None:
    overview = learner_overview(tmp_path / "progress.json", lang)
    page = overview._repr_html_()
    assert overview.chart is None and "<img" not in page and "<svg" not in page
    assert html.escape(progress_word("nothing", lang)) in page
    assert "<table" in page  # the lessons and rules are still listed


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_returning_learner_gets_a_bar_per_share_and_per_star(tmp_path: Path, lang: str) -> None:
    path = tmp_path / "progress.json"
    answers = [
        Answer.lesson_check("hit-the-blot", 3, True),
        *(Answer.training("pips", True) for _ in range(6)),
    ]
    record(answers, path)
    overview = learner_overview(path, lang)
    assert overview.chart is not None
    texts = [text.text for text in ET.fromstring(overview.chart).iter(f"{SVG}text")]
    assert progress_word("lessons-title", lang) in texts and progress_word("rules-title", lang) in texts
    assert all(f"{row.number}. {row.title}" in texts for row in overview.lessons)
    assert all(row.name in texts for row in overview.rules)
    third = next(row for row in overview.lessons if row.number == 3)
    pips = next(row for row in overview.rules if row.rule == "pips")
    assert third.first_try == 1 and pips.stars >= 1
    widths = sorted(float(bar.get("width", "")) for bar in _bars(overview.chart))
    assert widths == pytest.approx(
        sorted([120 * third.first_try / third.total, 160 * pips.stars / 3]), abs=0.01
    )
    page = overview._repr_html_()
    (data,) = re.findall(r'<img src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)"', page)
    assert base64.b64decode(data).decode() == overview.chart
    assert f'alt="{html.escape(chart_title(lang))}"' in page
    assert html.escape(progress_word("nothing", lang)) not in page


def test_the_chart_is_the_same_for_the_same_rows_and_draws_no_bar_for_zero() -> None:
    lessons = [LessonRow(1, "The board", 0, 0, 6), LessonRow(2, "Moving", 6, 6, 6)]
    rules = [RuleRow("hit", "Hitting", 0, 0, 0, 0), RuleRow("pips", "Pip count", 3, 4, 9, 9)]
    chart = learner_chart(lessons, rules, "en")
    assert chart == learner_chart(lessons, rules, "en")
    assert [bar.get("width") for bar in _bars(chart)] == ["120", "160"]  # full bars: 100 %, three stars


def test_a_label_too_long_for_its_column_gets_a_smaller_font() -> None:
    long = "A very long lesson title that would not fit beside its bar at all"
    chart = learner_chart([LessonRow(1, long, 1, 1, 2), LessonRow(2, "Short", 1, 1, 2)], [], "en")
    sizes = {text.text: text.get("font-size") for text in ET.fromstring(chart).iter(f"{SVG}text")}
    assert sizes["2. Short"] is None  # the chart's own font size
    assert 0 < float(sizes[f"1. {long}"] or 0) < SIZE


def test_the_learner_overview_needs_no_matplotlib(tmp_path: Path) -> None:
    """The contents page's cell, fresh and with progress, in a process where matplotlib, numpy and
    PIL cannot be imported: the tables and the chart are there all the same."""
    path = tmp_path / "progress.json"
    record([Answer.lesson_check("hit-the-blot", 3, True), Answer.training("pips", True)], path)
    code = (
        "import sys\n"
        "for name in ('matplotlib', 'numpy', 'PIL'):\n"
        "    sys.modules[name] = None  # any import of them now fails\n"
        "from bgtutor.tutor.progress.report import learner_overview\n"
        f"fresh = learner_overview({str(tmp_path / 'none.json')!r})._repr_html_()\n"
        f"back = learner_overview({str(path)!r})._repr_html_()\n"
        "print('<img' in fresh, 'data:image/svg+xml' in back, back.count('<table'))\n"
    )
    env = {**os.environ, "BGTUTOR_HOME": str(tmp_path / "home")}
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["False", "True", "2"]
