"""Printable worksheets: each exercise of a lesson as a board diagram with its task, and the
answer key on the last page, generated from the same exercise data as the notebooks.

``python -m bgtutor worksheet 4`` writes ``Arbeitsblatt-04-Abtragen.pdf`` (A4, print theme), whole
or not at all, and only over a worksheet bgtutor wrote (its PDF's creator is ``bgtutor``): never
over a link, a device or someone else's file (:func:`bgtutor.files.outputs.write_output`).
"""

from __future__ import annotations

import io
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from matplotlib.backends.backend_pdf import PdfPages
from matplotlib.figure import Figure
from matplotlib.image import imread

from bgtutor.board.render import to_png
from bgtutor.files.outputs import MARK, write_output
from bgtutor.rules.i18n import language
from bgtutor.tutor.exercises.engine import Exercise, solution_text, task_text
from bgtutor.tutor.exercises.kinds import find_kind
from bgtutor.tutor.lessons import LESSONS
from bgtutor.tutor.lessons.common import Lesson
from bgtutor.tutor.messages import TutorMessage

A4 = (8.27, 11.69)  # inches
PER_PAGE = 2
"""Exercises on one page."""


def lesson_for(number: int) -> Lesson:
    """The lesson with this number (1-6)."""
    for lesson in LESSONS:
        if lesson.number == number:
            return lesson
    raise ValueError(f"there is no lesson {number}: choose 1 to {len(LESSONS)}")


def default_name(lesson: Lesson, lang: str | None = None) -> str:
    """The file name of a lesson's worksheet, e.g. ``Arbeitsblatt-04-Abtragen.pdf``, in English
    ``Worksheet-04-Bearing-Off.pdf`` (named as the lesson's notebook in its edition).

    >>> default_name(lesson_for(4), "en")
    'Worksheet-04-Bearing-Off.pdf'
    """
    lang = language(lang)
    name = lesson.notebook_in(lang).removesuffix(".ipynb")
    return f"{TutorMessage.say('worksheet-file', lang)}-{name}.pdf"


def write_worksheet(
    number: int,
    path: Path | str | None = None,
    lang: str | None = None,
    on_page: Callable[[], object] | None = None,
    *,
    force: bool = False,
) -> Path:
    """Write the worksheet of lesson ``number`` as a PDF; return its path.

    ``on_page`` is called after each page (the command line counts them on a progress bar; the
    worksheet has :func:`page_count` pages). ``force`` replaces a regular file bgtutor did not write.
    """
    lang = language(lang)
    lesson = lesson_for(number)
    target = Path(path) if path is not None else Path(default_name(lesson, lang))
    exercises = lesson.exercises
    metadata = {
        "Title": f"{TutorMessage.say('worksheet-title', lang, number=number)}: {lesson.title.get(lang)}",
        "Creator": MARK,
        "CreationDate": None,
    }

    def pages(file: BinaryIO) -> None:
        with PdfPages(file, metadata=metadata) as pdf:
            for first in range(0, len(exercises), PER_PAGE):
                pdf.savefig(_exercise_page(lesson, exercises[first : first + PER_PAGE], first, lang))
                if on_page is not None:
                    on_page()
            pdf.savefig(_answer_page(lesson, exercises, lang))
            if on_page is not None:
                on_page()

    return write_output(target, pages, force=force)


def page_count(lesson: Lesson) -> int:
    """How many pages a lesson's worksheet has: the exercises, then the answer key."""
    return -(-len(lesson.exercises) // PER_PAGE) + 1


def _exercise_page(lesson: Lesson, exercises: tuple[Exercise, ...], first: int, lang: str) -> Figure:
    page = Figure(figsize=A4)
    page.text(
        0.08,
        0.965,
        f"{TutorMessage.say('worksheet-title', lang, number=lesson.number)}: {lesson.title.get(lang)}",
        fontsize=15,
        weight="bold",
        va="top",
    )
    page.text(0.08, 0.94, TutorMessage.say("worksheet-name-line", lang), fontsize=10, va="top")
    for slot, exercise in enumerate(exercises):
        top = 0.9 - slot * 0.45
        number = first + slot + 1
        task = textwrap.fill(task_text(exercise, lang), 88)
        page.text(
            0.08,
            top,
            f"{TutorMessage.say('worksheet-exercise', lang, number=number)}",
            fontsize=12,
            weight="bold",
            va="top",
        )
        page.text(0.08, top - 0.022, task, fontsize=9.5, va="top", linespacing=1.35)
        board = page.add_axes((0.17, top - 0.37, 0.66, 0.3))
        pips = find_kind(exercise.kind).shows_pips  # not where counting them is the exercise
        picture = to_png(exercise.position, roll=exercise.roll, theme="print", lang=lang, pips=pips)
        board.imshow(imread(io.BytesIO(picture)))
        board.set_axis_off()
        page.text(0.08, top - 0.39, TutorMessage.say("worksheet-answer-line", lang), fontsize=10, va="top")
    return page


def _answer_page(lesson: Lesson, exercises: tuple[Exercise, ...], lang: str) -> Figure:
    page = Figure(figsize=A4)
    page.text(
        0.08,
        0.965,
        TutorMessage.say("worksheet-key", lang, number=lesson.number),
        fontsize=15,
        weight="bold",
        va="top",
    )
    lines: list[str] = []
    for number, exercise in enumerate(exercises, start=1):
        wrapped = textwrap.wrap(solution_text(exercise, lang), 100)
        lines += [f"{number}. {wrapped[0]}", *(f"    {line}" for line in wrapped[1:]), ""]
    size = 9 if len(lines) < 80 else 7.5
    page.text(0.08, 0.93, "\n".join(lines), fontsize=size, va="top", linespacing=1.3)
    return page
