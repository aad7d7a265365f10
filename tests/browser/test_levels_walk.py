"""Lessons 3 and 4 done as a learner does them, in JupyterLab at a school laptop's 1366 × 768 with
the file browser open: level after level, each task first answered with its typical mistake (the
exercise's trap or typical wrong answer, else a wrong answer of the same form), then right.

For every level: its heading, rule and task fit in about one and a half screens of the notebook's
visible area (the largest is printed); the wrong answer gets the engine's verdict (the same words an
ExerciseWidget gives through the Python API) and is marked wrong; the right one is marked right;
"Nächste Aufgabe" leads to the next task; after the last task the level shows its stars for the
first tries (none right at the first try here: one star) and the next level opens. Screenshots:
``tests/browser/artifacts/walk-<lesson>-<level>-<task>-wrong.png`` and ``...-level-done.png``.
"""

from __future__ import annotations

import re

import pytest
from browserkit import ARTIFACTS, screenshot, scroll_to_top, text_of
from playwright.sync_api import Browser, Locator, Page, expect

from bgtutor.tutor.exercises.engine import Exercise, check, truth
from bgtutor.tutor.exercises.kinds import find_kind
from bgtutor.tutor.exercises.outcomes import board_outcomes
from bgtutor.tutor.lessons import LESSONS
from bgtutor.tutor.lessons.common import Lesson, Level
from bgtutor.widgets.exercise import ExerciseWidget
from conftest import Server, _shut_lab_kernels, open_in_lab

pytestmark = pytest.mark.browser

SIZE = {"width": 1366, "height": 768}
MAX_SCREENS = 1.5
"""A level's heading, rule and task take at most this many screens (the window's height, 768 px)."""
WALKED = (LESSONS[2], LESSONS[3])
"""The lessons the walk does level by level (it measures their levels on the way)."""
GERMAN_PLACES = {"off": "ab"}
VALUES = ["0", "1", "2", "5", "11", "20", "24", "36", "99", "single", "gammon", "backgammon", "yes", "no"]


def wrong_answer(exercise: Exercise) -> str:
    """The task's typical mistake: its trap or first typical wrong answer if it has one, else a wrong
    answer of the form the task takes (a refused move or a legal play that misses, a wrong value)."""
    kind = find_kind(exercise.kind)
    candidates = [answer for answer, _ in exercise.mistakes]
    if kind.on_board:
        candidates = [exercise.trap] if exercise.trap else []
        for outcome in board_outcomes(exercise).outcomes:
            if not outcome.right and (outcome.refused is None or not outcome.play):
                candidates.append(outcome.refused or outcome.play)
    elif kind.offered(exercise):
        candidates += [choice for _, choice in kind.offered(exercise)]
    elif kind.toggles(exercise):
        toggles = kind.toggles(exercise)
        candidates += ["none", *toggles, ", ".join(toggles)]
    else:
        candidates += VALUES
    for answer in candidates:
        feedback = check(exercise, answer)
        if answer and feedback.well_formed and not feedback.correct:
            return answer
    raise AssertionError(f"{exercise.key}: no wrong answer a learner could give")


def give(page: Page, task: Locator, exercise: Exercise, answer: str) -> None:
    """Give ``answer`` as a learner would: typed onto the board, clicked, or typed into the field;
    then "Prüfen" (a move the board refuses is judged at once)."""
    kind = find_kind(exercise.kind)
    verdict = task.locator(".bg-feedback .bg-verdict")
    if kind.on_board:
        task.locator(".bg-input input").fill(answer)
        task.locator("button.bg-enter").click()
        page.wait_for_timeout(300)
        if verdict.count() and "bg-rule" in (verdict.first.get_attribute("class") or ""):
            return  # refused at once, with the rule
    elif kind.offered(exercise):
        name = next(name for name, choice in kind.offered(exercise) if choice == answer)
        task.locator(f"button.bg-{name}").click()
    elif kind.toggles(exercise):
        names = ["none"] if answer == "none" else [part.strip() for part in answer.split(",")]
        for name in names:
            name = GERMAN_PLACES.get(name, name)  # bearing off is "ab" on the German toggle
            button = (
                task.locator("button.bg-none")
                if name == "none"
                else task.locator("button.bg-toggle", has_text=re.compile(rf"^{re.escape(name)}$"))
            )
            button.click()
    else:
        task.locator(".bg-answer input").fill(answer)
    check_button = task.locator(".bg-exercise-buttons button.bg-check")
    expect(check_button).to_be_enabled()
    check_button.click()


def engine_words(exercise: Exercise, answers: list[str]) -> str:
    """What an ExerciseWidget says to the last of ``answers`` given in turn (the Python API)."""
    widget = ExerciseWidget(exercise, lang="de", progress=lambda *_: None)
    for answer in answers:
        widget.try_again()
        widget.answer(answer)
        if widget.verdict is None:  # a move the board refused is judged at once
            widget.check()
    return " ".join(widget.feedback.split())


def level_screens(page: Page, level: Level, widget: Locator) -> float:
    """The level's heading to the bottom of its widget, in screens (the window's height)."""
    heading = page.locator(".jp-MarkdownCell").filter(
        has=page.locator("h2", has_text=re.compile(rf"^(Stufe|Level) {re.escape(level.label)}:"))
    )
    expect(heading).to_have_count(1)
    scroll_to_top(page, heading)
    top = heading.bounding_box()
    bottom = widget.bounding_box()
    assert top is not None and bottom is not None
    return (bottom["y"] + bottom["height"] - top["y"]) / SIZE["height"]


@pytest.mark.parametrize("lesson", WALKED, ids=lambda lesson: lesson.slug)
def test_a_learner_walks_the_lesson_making_each_tasks_mistake_once(
    browser: Browser, lab_server: Server, lesson: Lesson
) -> None:
    tab = open_in_lab(browser, lab_server, lesson.notebook, ready=".bg-level", viewport=SIZE)
    page = tab.page
    heights: dict[str, float] = {}
    seen: list[str] = []  # each mistake and what the page answered, saved beside the screenshots
    try:
        for number, level in enumerate(lesson.levels):
            widget = page.locator(f".bg-level-{level.key}")
            expect(widget.locator(".bg-exercise")).to_be_visible()  # open: the level before is solved
            heights[level.label] = level_screens(page, level, widget)
            for index, exercise in enumerate(level.tasks):
                task = widget.locator(f".bg-task-{exercise.key}")
                expect(task).to_be_visible()
                wrong, right = wrong_answer(exercise), truth(exercise)[0]
                give(page, task, exercise, wrong)
                verdict = task.locator(".bg-feedback .bg-verdict")
                expect(verdict).to_have_class(re.compile(r"\bbg-wrong\b"))
                expect(verdict.locator(".bg-verdict-text")).to_have_text(engine_words(exercise, [wrong]))
                scroll_to_top(page, task)
                screenshot(page, f"walk-{lesson.number}-{level.label}-{index + 1}-wrong")
                seen.append(f"{level.label} {exercise.key}: {wrong!r} -> {text_of(verdict)}")
                print(seen[-1])
                task.locator("button.bg-retry").click()
                give(page, task, exercise, right)
                expect(verdict).to_have_class(re.compile(r"\bbg-right\b"))
                if index + 1 < len(level.tasks):
                    widget.locator("button.bg-level-next").click()
            done = widget.locator(".bg-level-done")
            expect(done).to_contain_text(f"Stufe {level.label} gelöst")
            expect(done).to_contain_text("★☆☆")  # every first try was wrong: one star
            expect(done).to_contain_text(f"0 von {len(level.tasks)}")
            screenshot(page, f"walk-{lesson.number}-{level.label}-level-done")
            if number + 1 < len(lesson.levels):
                following = page.locator(f".bg-level-{lesson.levels[number + 1].key}")
                expect(following.locator(".bg-exercise")).to_be_visible()  # it opened at once
        said = f"screens per level at 1366x768 in lesson {lesson.number}: {heights}"
        print(said)
        (ARTIFACTS / f"walk-{lesson.slug}.txt").write_text("\n".join([*seen, said]) + "\n", encoding="utf-8")
        too_tall = {label: round(screens, 2) for label, screens in heights.items() if screens > MAX_SCREENS}
        assert not too_tall, f"levels taller than {MAX_SCREENS} screens: {too_tall}"
    except BaseException:
        print(tab.dump(f"FAILED-walk-{lesson.slug}"))
        raise
    finally:
        _shut_lab_kernels(tab)
        tab.close()


COURSE = [*(lesson for lesson in LESSONS if lesson not in WALKED), None]  # None: the cube lesson
"""The other lessons, the doubling cube's after the sixth: each level measured."""


@pytest.mark.parametrize("lesson", COURSE, ids=lambda lesson: lesson.slug if lesson else "06b-cube")
def test_every_level_fits_in_one_and_a_half_screens(
    browser: Browser, lab_server: Server, lesson: Lesson | None
) -> None:
    """Each level opened (the later ones with "Trotzdem öffnen", as a fresh learner's are closed), its
    heading, rule and first task measured at 1366 × 768 in JupyterLab with the file browser open
    (lessons 3 and 4: by the walk above)."""
    from bgtutor.tutor.lessons import cube_lesson

    notebook = lesson.notebook if lesson else cube_lesson.NOTEBOOK
    levels = lesson.levels if lesson else cube_lesson.LEVELS
    tab = open_in_lab(browser, lab_server, notebook, ready=".bg-level", viewport=SIZE)
    page = tab.page
    heights: dict[str, float] = {}
    try:
        for level in levels:
            widget = page.locator(f".bg-level-{level.key}")
            anyway = widget.locator("button.bg-open-anyway")
            if anyway.count():
                anyway.click()
            expect(widget.locator(".bg-exercise")).to_be_visible()
            heights[level.label] = round(level_screens(page, level, widget), 2)
            screenshot(page, f"level-{level.label}")
        said = f"screens per level at 1366x768 in {notebook}: {heights}, largest {max(heights.values())}"
        print(said)
        (ARTIFACTS / f"levels-{notebook.replace('/', '-')}.txt").write_text(said + "\n", encoding="utf-8")
        too_tall = {label: screens for label, screens in heights.items() if screens > MAX_SCREENS}
        assert not too_tall, f"levels taller than {MAX_SCREENS} screens: {too_tall}"
    except BaseException:
        print(tab.dump(f"FAILED-levels-{notebook}"))
        raise
    finally:
        _shut_lab_kernels(tab)
        tab.close()
