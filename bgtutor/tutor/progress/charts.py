"""The progress charts. One learner's lessons and stars (:func:`learner_chart`): a small SVG bar
chart from the standard library, as the contents page draws it in every learner's kernel. A
class's most missed rules and share right per learner (:func:`class_figure`): matplotlib, built as
:class:`~matplotlib.figure.Figure` (never pyplot), imported only when a class chart is made.

>>> from bgtutor.tutor.progress.rows import LessonRow, RuleRow
>>> chart = learner_chart([LessonRow(1, "The board", 3, 4, 6)], [RuleRow("hit", "Hitting", 2, 1, 5, 6)], "en")
>>> chart.startswith("<svg") and chart == chart._repr_svg_(), chart.count("<rect x=")  # the bars
(True, 2)
>>> chart_html(chart, chart_title("en")).startswith('<img src="data:image/svg+xml;base64,')
True
"""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bgtutor.board.svg import FONT, Svg
from bgtutor.tutor.exercises.drills import rule_name
from bgtutor.tutor.progress.rows import ClassRule, LearnerRow, LessonRow, RuleRow, progress_word

if TYPE_CHECKING:
    from matplotlib.figure import Figure

WIDTH = 800
"""The learner chart's width in pixels (its height follows from the rows)."""
ROW = 16
"""Pixels a bar's row takes; a bar is :data:`BAR` of it."""
BAR = 11
SIZE = 11
"""The labels' font size in pixels."""
GLYPH = 0.56
"""The mean advance of a glyph in em: a label estimated wider than its column gets a smaller font."""
TOP, AXIS = 26, 20
"""Pixels above the bars (the panel's title) and below them (the axis' numbers)."""


@dataclass(frozen=True, slots=True)
class _Panel:
    """One half of the learner chart: bars from ``left`` (after a label column ``labels`` wide)
    to ``left + width``, scaled so ``top`` fills the bar width, with ``ticks`` on the axis."""

    title: str
    bars: Sequence[tuple[str, float]]
    top: float
    ticks: Sequence[tuple[float, str]]
    color: str
    left: float
    labels: float
    width: float


def learner_chart(lessons: Sequence[LessonRow], rules: Sequence[RuleRow], lang: str) -> Svg:
    """The learner's chart as SVG: per lesson the share right at the first try (left) and per rule
    the training stars (right), as horizontal bars in the tables' order. The same rows give the
    same text."""
    percent = tuple((share, f"{share:.0%}") for share in (0, 0.5, 1))
    shares = [
        (f"{row.number}. {row.title}", row.first_try / row.total if row.total else 0.0) for row in lessons
    ]
    panels = (
        _Panel(progress_word("lessons-title", lang), shares, 1, percent, "#4a7f3f", 0, 200, 120),
        _Panel(progress_word("rules-title", lang), [(row.name, row.stars) for row in rules],
               3, tuple((stars, str(stars)) for stars in range(4)), "#d4a017", 340, 290, 160),
    )  # fmt: skip
    height = TOP + ROW * max(len(lessons), len(rules), 1) + AXIS
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="bg-progress-chart" role="img" '
        f'viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" height="{height}" font-family="{FONT}" '
        f'font-size="{SIZE}"><title>{_esc(chart_title(lang))}</title>'
        '<rect width="100%" height="100%" fill="#ffffff"/>'
    ]
    for panel in panels:
        parts += _panel(panel, height - AXIS)
    return Svg("".join(parts) + "</svg>")


def chart_title(lang: str) -> str:
    """What the learner chart shows, in words: its title and the picture's alt text."""
    return f"{progress_word('lessons-title', lang)} · {progress_word('rules-title', lang)}"


def chart_html(chart: Svg, alt: str) -> str:
    """The chart as an ``<img>`` with a data URI, which JupyterLab's sanitizer keeps in an
    untrusted notebook's stored output (an inline ``<svg>`` it removes)."""
    data = base64.b64encode(chart.encode("utf-8")).decode("ascii")
    return f'<img src="data:image/svg+xml;base64,{data}" alt="{_esc(alt)}" style="max-width:100%">'


def new_figure(height: float) -> Figure:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    figure = Figure(figsize=(10, height), layout="constrained")
    FigureCanvasAgg(figure)
    return figure


def class_figure(rows: list[LearnerRow], rules: list[ClassRule], lang: str) -> Figure:
    figure = new_figure(max(4.0, 0.3 * len(rows) + 1.5))
    left, right = figure.subplots(1, 2)
    left.barh([rule_name(row.rule, lang) for row in rules], [row.share for row in rules], color="#b03a2e")
    left.set_xlim(0, 1)
    left.invert_yaxis()
    left.xaxis.set_major_formatter("{x:.0%}")
    left.set_title(progress_word("class-rules", lang))
    colors = ["#b03a2e" if row.needs_help else "#4a7f3f" for row in rows]
    right.barh([row.name for row in rows], [row.share for row in rows], color=colors)
    right.set_xlim(0, 1)
    right.invert_yaxis()
    right.xaxis.set_major_formatter("{x:.0%}")
    right.set_title(progress_word("class-learners", lang))
    return figure


def picture_html(figure: Figure) -> str:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=72, metadata={"Software": None})
    data = base64.b64encode(buffer.getvalue()).decode("ascii")
    return f'<img src="data:image/png;base64,{data}" alt="chart" style="max-width:100%">'


# -- inside ---------------------------------------------------------------------------------------


def _panel(panel: _Panel, bottom: float) -> list[str]:
    """The SVG elements of one panel whose bars end above ``bottom``: its title, grid lines with
    the axis' numbers, the labels (in a smaller font where too wide) and the bars."""
    start = panel.left + panel.labels
    scale = panel.width / panel.top
    centre = _n(panel.left + (panel.labels + panel.width) / 2)
    parts = [f'<text x="{centre}" y="{_n(TOP - 10)}" font-size="{SIZE + 2}" font-weight="bold" '
             f'text-anchor="middle">{_esc(panel.title)}</text>']  # fmt: skip
    for value, text in panel.ticks:
        x = _n(start + value * scale)
        parts.append(f'<line x1="{x}" y1="{TOP - 2}" x2="{x}" y2="{_n(bottom)}" stroke="#d0d0d0"/>')
        parts.append(f'<text x="{x}" y="{_n(bottom + AXIS - 6)}" text-anchor="middle">{_esc(text)}</text>')
    for index, (label, value) in enumerate(panel.bars):
        middle = TOP + ROW * index + ROW / 2
        size = min(SIZE, (panel.labels - 8) / (GLYPH * max(len(label), 1)))
        smaller = f' font-size="{_n(size)}"' if size < SIZE else ""
        parts.append(f'<text x="{_n(start - 4)}" y="{_n(middle + 0.36 * size)}" text-anchor="end"'
                     f"{smaller}>{_esc(label)}</text>")  # fmt: skip
        if value > 0:
            length = _n(min(value, panel.top) * scale)
            parts.append(f'<rect x="{_n(start)}" y="{_n(middle - BAR / 2)}" width="{length}" height="{BAR}" '
                         f'fill="{panel.color}"/>')  # fmt: skip
    parts.append(
        f'<line x1="{_n(start)}" y1="{TOP - 2}" x2="{_n(start)}" y2="{_n(bottom)}" stroke="#606060"/>'
    )
    return parts


def _n(value: float) -> str:
    """A number with at most two decimals and no trailing zeros (deterministic, compact)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _esc(text: str) -> str:
    return html.escape(text, quote=True)
