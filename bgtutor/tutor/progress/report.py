"""Tables and charts of progress: one learner's (lessons and rules) and a class's (exported files).

:func:`learner_overview` is what the contents notebook shows: per lesson the tasks right at the
first try and solved and each level's stars; per rule the stars, the box of the review queue and the
answers; with a small SVG chart once there is something to chart (no matplotlib: every learner's
contents page draws it), else one sentence on what to do first.
:func:`class_overview` reads a class's folder as it is now: the files handed in (``*.json``,
written by the hand-in copy, the "Abgeben" button or ``python -m bgtutor progress --export``) and
the learners' own folders (``*/progress.json``: the Voilà app's class folder), and gives one row
per learner, one row per rule (which rules the class misses most) and a chart. Two files with the
same name stay two rows, told apart by their file, with a note. The class's chart is a
:class:`matplotlib.figure.Figure` (never pyplot); matplotlib is imported only when it is made.

>>> import tempfile
>>> from bgtutor.tutor.progress.records import Answer, record
>>> folder = Path(tempfile.mkdtemp())
>>> _ = record([Answer.training("hit", False), Answer.training("pips", True)], folder / "ada.json", "Ada")
>>> (folder / "ben").mkdir()  # a learner's folder, as in the Voilà app's class folder
>>> _ = record([Answer.training("hit", True)], folder / "ben" / "progress.json")
>>> overview = class_overview(folder)
>>> [(row.name, row.file, row.answers, row.right) for row in overview.rows]
[('Ada', 'ada.json', 2, 1), ('ben', 'ben/', 1, 1)]
>>> overview.rules[0].rule, overview.rules[0].wrong
('hit', 1)
"""

from __future__ import annotations

import html
import os
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from bgtutor.files.json_files import StorageError, StrPath
from bgtutor.files.learners import learner_by_slug
from bgtutor.rules.i18n import LANGUAGES, language
from bgtutor.tutor.exercises.drills import RULES, rule_name
from bgtutor.tutor.final_check import SESSION_PREFIX
from bgtutor.tutor.progress.levels import level_score, star_text
from bgtutor.tutor.progress.records import (
    PROGRESS_FILE,
    Progress,
    in_class,
    load_or_empty,
    load_progress,
)
from bgtutor.tutor.progress.review import boxes, stars
from bgtutor.tutor.progress.rows import ClassRule, LearnerRow, LessonRow, RuleRow, progress_word

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from bgtutor.board.svg import Svg

HELP_SHARE = 0.6
"""A learner with at least :data:`HELP_MIN` training answers and fewer than this share right needs help."""
HELP_MIN = 10
HELP_BOX_ONE = 3
"""... or with this many rules in box 1 of the review queue."""


def lesson_rows(progress: Progress, lang: str | None = None) -> list[LessonRow]:
    """Per lesson (the cube lesson after the sixth): its tasks right at the first try, solved at
    any try, and the stars of each of its levels."""
    lang = language(lang)
    from bgtutor.tutor.lessons import LESSONS, cube_lesson

    first, solved = progress.first_tries(), progress.solved()
    parts = [(lesson.number, lesson.title, lesson.exercises, lesson.levels) for lesson in LESSONS]
    parts.append((cube_lesson.NUMBER, cube_lesson.TITLE, tuple(cube_lesson.EXERCISES.values()),
                  cube_lesson.LEVELS))  # fmt: skip
    return [
        LessonRow(number, title.get(lang), sum(first.get(e.key, False) for e in exercises),
                  sum(e.key in solved for e in exercises), len(exercises),
                  tuple((level.label, level_score(level, progress).stars) for level in levels))
        for number, title, exercises, levels in parts
    ]  # fmt: skip


def rule_rows(progress: Progress, lang: str | None = None) -> list[RuleRow]:
    """Per rule: stars, box in the review queue (0: not trained), right answers and all answers."""
    lang = language(lang)
    state = boxes(progress.training())
    rows = []
    for rule in RULES:
        answers = progress.training(rule)
        box = state[rule].box if rule in state else 0
        right = sum(answer.correct for answer in answers)
        rows.append(RuleRow(rule, rule_name(rule, lang), stars(answers), box, right, len(answers)))
    return rows


@dataclass
class LearnerOverview:
    """One learner's tables and chart; shown in a notebook as tables and a picture, or, with nothing
    saved yet, the tables and a sentence on what to do first."""

    lessons: list[LessonRow]
    rules: list[RuleRow]
    chart: Svg | None
    """The chart (:func:`bgtutor.tutor.progress.charts.learner_chart`); None while nothing is saved."""
    lang: str = LANGUAGES[0]
    problem: str = ""

    def __repr__(self) -> str:
        lessons = ", ".join(f"{row.number}: {row.first_try}/{row.total}" for row in self.lessons)
        rules = ", ".join(f"{row.rule} {row.stars}" for row in self.rules if row.answers)
        return f"LearnerOverview(lessons: {lessons}; stars: {rules or '-'})"

    def _repr_html_(self) -> str:
        say = _sayer(self.lang)
        parts = [f"<p><b>{html.escape(self.problem)}</b></p>"] if self.problem else []
        if self.chart is None:
            parts.append(f"<p>{html.escape(say('nothing'))}</p>")
        lessons = [(f"{row.number}. {row.title}", f"{row.first_try} / {row.total}",
                    f"{row.solved} / {row.total}",
                    " · ".join(f"{label} {star_text(count)}" for label, count in row.levels))
                   for row in self.lessons]  # fmt: skip
        parts.append(_table([say("lesson"), say("first-try"), say("solved"), say("levels")], lessons))
        rules = [(row.name, star_text(row.stars), str(row.box or "–"),
                  f"{row.right} / {row.answers}") for row in self.rules]  # fmt: skip
        parts.append(_table([say("rule"), say("stars"), say("box"), say("right")], rules))
        if self.chart is not None:
            from bgtutor.tutor.progress.charts import chart_html, chart_title

            parts.append(chart_html(self.chart, chart_title(self.lang)))
        return "".join(parts)


def learner_overview(path: StrPath | None = None, lang: str | None = None) -> LearnerOverview:
    """The learner's progress (default: the own progress file) as tables and a chart (none while
    no lesson task is solved and no training answer saved)."""
    lang = language(lang)
    progress, problem = load_or_empty(path)
    lessons, rules = lesson_rows(progress, lang), rule_rows(progress, lang)
    chart = None
    if any(row.answers for row in rules) or any(row.solved for row in lessons):
        from bgtutor.tutor.progress.charts import learner_chart

        chart = learner_chart(lessons, rules, lang)
    return LearnerOverview(lessons, rules, chart, lang, "" if problem is None else problem.text(lang))


@dataclass
class ClassOverview:
    """The class: a row per learner (by name; two of one name stay two rows), a row per rule (most
    missed first), a chart, the files that could not be read with the reason, and notes (names
    found more than once)."""

    rows: list[LearnerRow]
    rules: list[ClassRule]
    figure: Figure
    skipped: list[tuple[str, str]]
    lang: str = LANGUAGES[0]
    problem: str = ""
    """Why there is nobody to show: the folder is missing or holds nothing of learners ("" otherwise)."""
    notes: list[str] = field(default_factory=list)

    def labels(self) -> list[str]:
        """Each row's name as shown: with its file in brackets where another row has the same name."""
        return _labels(self.rows)

    def __repr__(self) -> str:
        learners = ", ".join(
            f"{label} {row.share:.0%}{' (!)' if row.needs_help else ''}"
            for label, row in zip(self.labels(), self.rows, strict=True)
        )
        missed = ", ".join(f"{row.rule} {row.share:.0%}" for row in self.rules[:3] if row.answers)
        return f"ClassOverview(learners: {learners or '-'}; most missed: {missed or '-'})"

    def _repr_html_(self) -> str:
        say = _sayer(self.lang)
        learners = [(label, str(row.exercises), str(row.answers), f"{row.share:.0%}", str(row.stars),
                     f"{row.final[0]} / {row.final[1]}" if row.final else "–",
                     ", ".join(rule_name(r, self.lang) for r in row.weakest),
                     say("needs-help") if row.needs_help else "–")
                    for label, row in zip(self.labels(), self.rows, strict=True)]  # fmt: skip
        head = [say("learner"), say("exercises"), say("answers"), say("share"), say("stars"), say("final"),
                say("weakest"), say("help")]  # fmt: skip
        rules = [(rule_name(row.rule, self.lang), str(row.wrong), str(row.answers), f"{row.share:.0%}")
                 for row in self.rules]  # fmt: skip
        parts = [f"<p><strong>{html.escape(self.problem)}</strong></p>"] if self.problem else []
        parts += [f"<p><strong>{html.escape(note)}</strong></p>" for note in self.notes]
        parts += [
            _table(head, learners),
            _table([say("rule"), "✗", say("answers"), say("wrong-share")], rules),
        ]
        parts += [f"<p>{html.escape(name)}: {html.escape(why)}</p>" for name, why in self.skipped]
        return "".join(parts) + _picture(self.figure)


def class_overview(folder: StrPath, lang: str | None = None) -> ClassOverview:
    """Read the class in ``folder`` as it is now: every ``*.json`` in it (handed-in progress files)
    and every ``*/progress.json`` (a learner's folder, as the Voilà app's class folder holds one
    per learner; a learner folder with nothing saved yet is a row without answers). A file that
    cannot be read is listed as skipped with the reason; the files are never changed.

    A row's name is the progress file's name, else the file's (``ada.json``: ``ada``), or for a
    learner folder the name the learner typed (``learner.json``), else the folder's. ``~`` is the
    home folder; a relative folder that is not here is looked for one folder up as well: the
    English edition's notebooks (``notebooks/en/``) share the German edition's sample class
    (``notebooks/Beispielklasse``).
    """
    lang = language(lang)
    where = _beside_or_above(Path(os.fspath(folder)).expanduser())
    rows, skipped = [], []
    wrong = dict.fromkeys(RULES, 0)
    total = dict.fromkeys(RULES, 0)
    missed = dict.fromkeys(RULES, 0)
    for path, label, fallback in _class_files(where):
        try:
            progress = load_progress(path) if path is not None else Progress()
        except StorageError as error:
            skipped.append((label, error.text(lang)))
            continue
        rows.append(_learner_row(progress, label, fallback))
        for rule in RULES:
            answers = progress.training(rule)
            errors = sum(not answer.correct for answer in answers)
            wrong[rule] += errors
            total[rule] += len(answers)
            missed[rule] += errors > 0
    rows.sort(key=lambda row: (row.name.casefold(), row.file))
    rules = sorted((ClassRule(r, wrong[r], total[r], missed[r]) for r in RULES),
                   key=lambda row: (-row.share, -row.wrong, RULES.index(row.rule)))  # fmt: skip
    files = "no-files" if where.is_dir() else "no-folder"
    problem = "" if rows or skipped else progress_word(files, lang, folder=os.fspath(folder))
    shown = [replace(row, name=label) for label, row in zip(_labels(rows), rows, strict=True)]
    overview = ClassOverview(rows, rules, _class_figure(shown, rules, lang), skipped, lang, problem)
    overview.notes = _same_names(rows, lang)
    return overview


def class_state(folder: StrPath) -> tuple[tuple[str, int, int], ...]:
    """What :func:`class_overview` of ``folder`` would read, as each file's label, size and time of
    last change: while it stays the same, so does the overview (a live view reads again only then)."""
    where = _beside_or_above(Path(os.fspath(folder)).expanduser())
    state = []
    for path, label, _ in _class_files(where):
        try:
            found = os.stat(path) if path is not None else None
        except OSError:
            found = None
        state.append((label, -1, -1) if found is None else (label, found.st_size, found.st_mtime_ns))
    return tuple(state)


# -- inside ---------------------------------------------------------------------------------------


def _beside_or_above(folder: Path) -> Path:
    above = Path(os.pardir) / folder
    return above if not folder.is_absolute() and not folder.is_dir() and above.is_dir() else folder


def _class_files(where: Path) -> Iterator[tuple[Path | None, str, str]]:
    """The class's files in ``where``: (path, label, the name a row takes if the file names none)
    per handed-in ``*.json`` and per learner folder's ``progress.json``; a learner folder with
    nothing saved yet (a ``learner.json`` but no progress) has no path. Hidden names are left out."""
    if not where.is_dir():
        return
    try:
        entries = sorted(where.iterdir())
    except OSError:
        return
    for path in entries:
        if path.name.startswith("."):
            continue
        if path.suffix == ".json" and not path.is_dir():
            yield path, path.name, path.stem
        elif path.is_dir():
            progress = path / PROGRESS_FILE
            learner = learner_by_slug(where, path.name)
            name = path.name if learner is None else learner.name
            if progress.exists() or progress.is_symlink():
                yield progress, f"{path.name}/", name
            elif in_class(path):
                yield None, f"{path.name}/", name


def _labels(rows: Sequence[LearnerRow]) -> list[str]:
    counts = Counter(row.name.casefold() for row in rows)
    return [f"{row.name} ({row.file})" if counts[row.name.casefold()] > 1 else row.name for row in rows]


def _same_names(rows: Sequence[LearnerRow], lang: str) -> list[str]:
    """A note per name that more than one row carries (letter case aside)."""
    groups: dict[str, list[LearnerRow]] = {}
    for row in rows:
        groups.setdefault(row.name.casefold(), []).append(row)
    return [
        progress_word("same-name", lang, count=len(group), name=group[0].name,
                      files=", ".join(row.file for row in group))
        for group in groups.values() if len(group) > 1
    ]  # fmt: skip


def _learner_row(progress: Progress, file: str, fallback: str) -> LearnerRow:
    training = progress.training()
    right = sum(answer.correct for answer in training)
    state = boxes(training)
    by_wrong = sorted(
        ((sum(not a.correct for a in progress.training(rule)), rule) for rule in RULES), key=lambda x: -x[0]
    )
    weakest = tuple(rule for count, rule in by_wrong[:3] if count)
    box_one = sum(1 for value in state.values() if value.box == 1)
    share_low = len(training) >= HELP_MIN and right < HELP_SHARE * len(training)
    first_right = sum(progress.first_tries().values())  # a retry teaches, it does not count
    name = progress.name or fallback
    return LearnerRow(name, file, first_right, len(training), right,
                      sum(stars(progress.training(rule)) for rule in RULES), weakest,
                      share_low or box_one >= HELP_BOX_ONE, _last_final(progress))  # fmt: skip


def _last_final(progress: Progress) -> tuple[int, int] | None:
    """The last final check's first answers right and its answers (None if none was taken)."""
    finals = [answer for answer in progress.training() if answer.session.startswith(SESSION_PREFIX)]
    if not finals:
        return None
    last = [answer for answer in finals if answer.session == finals[-1].session]
    return sum(answer.correct for answer in last), len(last)


def _sayer(lang: str) -> Callable[[str], str]:
    return lambda key: progress_word(key, lang)


def _table(head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    cells = "".join(f"<th>{html.escape(name)}</th>" for name in head)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in rows)
    return f'<table class="bg-progress-table"><tr>{cells}</tr>{body}</table>'


def _class_figure(rows: list[LearnerRow], rules: list[ClassRule], lang: str) -> Figure:
    from bgtutor.tutor.progress.charts import class_figure  # matplotlib only for the class chart

    return class_figure(rows, rules, lang)


def _picture(figure: Figure) -> str:
    from bgtutor.tutor.progress.charts import picture_html

    return picture_html(figure)
