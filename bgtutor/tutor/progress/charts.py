"""The progress charts (matplotlib, built as :class:`~matplotlib.figure.Figure`, never pyplot):
one learner's lessons and stars, and a class's most missed rules and share right per learner.
:mod:`bgtutor.tutor.progress.report` imports this only when it draws."""

from __future__ import annotations

import base64
import io

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure as Figure  # re-exported for the type hints of progress_report

from bgtutor.tutor.exercises.drills import rule_name
from bgtutor.tutor.progress.rows import ClassRule, LearnerRow, LessonRow, RuleRow, progress_word


def new_figure(height: float) -> Figure:
    figure = Figure(figsize=(10, height), layout="constrained")
    FigureCanvasAgg(figure)
    return figure


def learner_figure(lessons: list[LessonRow], rules: list[RuleRow], lang: str) -> Figure:
    figure = new_figure(4.2)
    left, right = figure.subplots(1, 2, width_ratios=(1, 1.4))
    names = [f"{row.number}. {row.title}" for row in lessons]
    shares = [row.first_try / row.total if row.total else 0 for row in lessons]
    left.barh(names, shares, color="#4a7f3f")
    left.set_xlim(0, 1)
    left.invert_yaxis()
    left.xaxis.set_major_formatter("{x:.0%}")
    left.set_title(progress_word("lessons-title", lang))
    right.barh([row.name for row in rules], [row.stars for row in rules], color="#d4a017")
    right.set_xlim(0, 3)
    right.set_xticks([0, 1, 2, 3])
    right.invert_yaxis()
    right.set_title(progress_word("rules-title", lang))
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
