"""Printable worksheets: a PDF per lesson with every exercise and the answer key last."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from bgtutor.tutor.exercises.engine import task_text
from bgtutor.tutor.lessons import LESSONS
from bgtutor.tutor.pictures.worksheet import lesson_for, page_count, write_worksheet


@pytest.mark.parametrize("number", [1, 4])
def test_the_worksheet_has_every_exercise_and_the_answer_key(tmp_path: Path, number: int) -> None:
    lesson = lesson_for(number)
    path = write_worksheet(number, tmp_path / "sheet.pdf")
    reader = PdfReader(path)
    assert len(reader.pages) == page_count(lesson)
    text = " ".join(" ".join((page.extract_text() or "").split()) for page in reader.pages)
    for exercise in lesson.exercises:
        first_words = " ".join(task_text(exercise).split()[:4])
        assert first_words in text, exercise.key
    last = " ".join((reader.pages[-1].extract_text() or "").split())
    assert f"Lösungen zu Lektion {number}" in last
    assert reader.metadata is not None and lesson.title.de in str(reader.metadata.title)


def test_every_lesson_has_a_worksheet_and_unknown_lessons_are_refused(tmp_path: Path) -> None:
    assert all(page_count(lesson) >= 2 for lesson in LESSONS)
    with pytest.raises(ValueError, match="no lesson 9"):
        write_worksheet(9, tmp_path / "x.pdf")


def test_the_worksheet_command(tmp_path: Path) -> None:
    import subprocess
    import sys

    out = tmp_path / "blatt.pdf"
    done = subprocess.run(
        [sys.executable, "-m", "bgtutor", "worksheet", "2", "--out", str(out)], capture_output=True, text=True
    )
    assert done.returncode == 0 and out.exists() and len(PdfReader(out).pages) == page_count(lesson_for(2))
    bad = subprocess.run([sys.executable, "-m", "bgtutor", "worksheet", "9"], capture_output=True, text=True)
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1
