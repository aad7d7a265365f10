"""One view per board, seen in Chromium at a laptop's 1366 × 768 and a projector's 1024 × 768, in
JupyterLab (with its file browser open, as a fresh workspace shows it) and as a Voilà app.

After a wrong answer and "Prüfen", the level's (or the widget's) top scrolled into view: the level's
head, the task, the whole board, the submit button and the verdict are all on the screen without
scrolling further (in JupyterLab: inside the notebook's visible scroll area, not under its toolbar or
the status bar), and the verdict is the rules engine's (the same answer given to an
:class:`ExerciseWidget` of the same exercise through the Python API). So for the first task of the
first level of lessons 2, 3 and 4, for a training task (a "Beide Würfelzahlen nutzen" task, judged),
and for the practice game (Spiel starten, Würfeln, a move: the dice button, the board, "Bestätigen"
and the status).

Each notebook is opened once per server; both sizes are checked on the same page
(``page.set_viewport_size``, scrolled again after resizing). Screenshots:
``tests/browser/artifacts/one-view-<lab|voila>-<width>x<height>-<what>.png``.

Also: the training shows exactly one board after three tasks; a choice checked twice is recorded once
in the server's ``progress.json``; moving another checker while one waits on the bar is refused at
once with the rule, and trying it again is no new try.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest
from browserkit import (
    SETTLED,
    Server,
    Tab,
    click_first,
    click_place,
    not_on_screen,
    open_level,
    play_one_turn,
    position_from_description,
    screenshot,
    scroll_to_top,
    text_of,
    wait_for_the_start,
)
from playwright.sync_api import Browser, Locator, Page, expect

from bgtutor.rules.dice import Roll
from bgtutor.tutor.exercises.base import Kind
from bgtutor.tutor.exercises.engine import Exercise, task_text, truth
from bgtutor.tutor.exercises.engine import check as check_answer
from bgtutor.tutor.exercises.kinds import find_kind
from bgtutor.tutor.exercises.outcomes import board_outcomes
from bgtutor.tutor.lessons import EXERCISES, LESSONS
from bgtutor.tutor.progress.records import load_progress
from bgtutor.widgets.exercise import ExerciseWidget
from conftest import PRACTICE, _shut_lab_kernels, open_in_lab, open_in_voila

pytestmark = pytest.mark.browser

SIZES = [(1366, 768), (1024, 768)]
LESSON_NOTEBOOKS = {2: "02-Ziehen.ipynb", 3: "03-Schlagen-und-Einsetzen.ipynb", 4: "04-Abtragen.ipynb"}
TRAINING = "09-Training.ipynb"
TRAINING_RULE = "Beide Würfelzahlen nutzen"  # every task a play; one step alone is always wrong
CHOICE_LEVEL = "move-nothing-moves"  # lesson 2, level 2.8: first "which number is lost?", a choice
ON_THE_BAR = "bar-enter-and-hit"  # lesson 3, level 3.3: a white checker on the bar, 6-3
ON_THE_BAR_LEVEL = "enter-and-move-on"

_MOVABLE = re.compile(r"ziehen können die Steine auf: ([^.]+)\.")
_TARGETS = re.compile(r"ziehen nach: ([^.]+)\.")
_ROLLED = re.compile(r"Du hast (\d)-(\d) gewürfelt")
_STARTED = re.compile(r"Du hast \S+ gewürfelt|kann sich kein Stein bewegen")
_YOUR_ROLL = "Klicke auf „Würfeln“"


# -- one page open at a time per server ---------------------------------------------------------


@dataclass
class Pages:
    """The notebook pages of one server (JupyterLab or Voilà), opened at 1366 × 768; one page is
    open at a time (the last one asked for), so the two-core machine runs one kernel per server."""

    app: str
    browser: Browser
    server: Server
    notebook: str | None = None
    tab: Tab | None = None
    opened: list[str] = field(default_factory=list)

    def open(self, notebook: str, ready: str = ".bg-board, .bg-level .bg-exercise") -> Tab:
        if self.notebook == notebook and self.tab is not None:
            return self.tab
        self.close()
        width, height = SIZES[0]
        opener = open_in_lab if self.app == "lab" else open_in_voila
        self.tab = opener(self.browser, self.server, notebook, ready, {"width": width, "height": height})
        self.notebook = notebook
        self.opened.append(notebook)
        return self.tab

    def close(self) -> None:
        if self.tab is not None:
            if self.app == "lab":
                _shut_lab_kernels(self.tab)
            self.tab.close()
        self.tab, self.notebook = None, None


@pytest.fixture(scope="module", params=["lab", "voila"])
def pages(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Pages]:
    """JupyterLab's or Voilà's pages (the server is started only when its tests run)."""
    server = request.getfixturevalue(f"{request.param}_server")
    opened = Pages(request.param, browser, server)
    yield opened
    opened.close()


@contextlib.contextmanager
def explained(tab: Tab, name: str) -> Iterator[None]:
    """On a failure, save what the page showed (the page is a module's, not a test argument)."""
    try:
        yield
    except BaseException:
        print(tab.dump(f"FAILED-{name}"))
        raise


# -- what is on the screen ----------------------------------------------------------------------


def check_both_sizes(pages: Pages, top: Locator, parts: dict[str, Locator], what: str) -> list[str]:
    """At each size: scroll ``top`` to the top, save a screenshot, collect what does not fit."""
    tab = pages.tab
    assert tab is not None
    page, missing = tab.page, []
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate(SETTLED)
        page.wait_for_timeout(500)  # JupyterLab lays its panels out again after a resize
        if pages.app == "lab":
            expect(page.locator("#filebrowser")).to_be_visible()  # the file browser stays open
        scroll_to_top(page, top)
        missing += not_on_screen(page, pages.app, parts, (width, height))
        shot = screenshot(page, f"one-view-{pages.app}-{width}x{height}-{what}")
        print(f"{what} at {width}x{height}: {shot}")
    page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})
    return missing


# -- answers in the browser and through the Python API -------------------------------------------


def _places(listed: str) -> list[int | str]:
    return [int(item) if item.isdigit() else item for item in (s.strip() for s in listed.split(","))]


def source(message: str) -> int | str:
    """The first checker a board's message offers to move."""
    movable = _MOVABLE.search(message)
    assert movable, f"the board offers no checker to move: {message}"
    return _places(movable.group(1))[0]


def target(message: str) -> int | str:
    """Where the chosen checker can go: the first point named, else off (bearing off only)."""
    targets = _TARGETS.search(message)
    if targets:
        return _places(targets.group(1))[0]
    assert "abgetragen" in message, f"the chosen checker cannot move: {message}"
    return "off"


def engine_verdict(exercise: Exercise, answer: str | list[int | str]) -> tuple[str, str]:
    """The verdict an ExerciseWidget of ``exercise`` gives (class, words) for ``answer``: a
    choice, or places clicked on its board."""
    widget = ExerciseWidget(exercise, lang="de", progress=lambda *_: None)
    spec = find_kind(exercise.kind)
    if isinstance(answer, str):  # a choice, points, a number or a play typed in
        widget.choose(answer) if spec.offered(exercise) or spec.toggles(exercise) else widget.answer(answer)
    else:
        assert widget.board is not None
        for place in answer:
            widget.board.click(place)
    if widget.verdict is None:  # a move the board refused is judged at once
        widget.check()
    assert widget.verdict is not None
    return widget.verdict, " ".join(widget.feedback.split())


def shown_verdict(widget: Locator) -> Locator:
    return widget.locator(".bg-feedback .bg-verdict")


def give_wrong_answer(page: Page, widget: Locator, exercise: Exercise) -> tuple[str, str]:
    """Give a wrong answer with the mouse and press "Prüfen": for a choice a wrong one, for points
    one point pressed alone, for a count a wrong number typed, for a play a move the board refuses
    at once (judged without "Prüfen") or else a wrong play. Returns what the engine says to the
    same answer."""
    spec = find_kind(exercise.kind)
    offered, toggles = spec.offered(exercise), spec.toggles(exercise)
    if offered:
        name, choice = next((name, choice) for name, choice in offered if choice not in exercise.answers)
        pressed = widget.locator(f"button.bg-{name}")
        pressed.click()
        expect(pressed).to_have_class(re.compile(r"\bbg-chosen\b"))
        answer: str | list[int | str] = choice
    elif toggles:  # points to click: one point alone (not the whole answer)
        answer = next(name for name in toggles if name not in exercise.answers)
        pressed = widget.locator(f"button.bg-toggle:text-is('{answer}')")
        pressed.click()
        expect(pressed).to_have_class(re.compile(r"\bbg-chosen\b"))
    elif not spec.on_board:  # a number or points typed
        answer = next(text for text in ("0", "1", "2", "7", "99") if not check_answer(exercise, text).correct)
        widget.locator(".bg-answer input").fill(answer)
    else:
        message = widget.locator(".bg-message")
        outcomes = board_outcomes(exercise).outcomes
        refused = next((o for o in outcomes if o.refused and not o.play), None)
        if refused is not None:  # a move a rule forbids on its own: refused at once, as an answer
            assert refused.refused is not None
            start, goal = (_place(part) for part in refused.refused.split("/")[:2])
            click_first(page, widget, start, message)
            expect(message).to_contain_text("gewählt")
            click_place(page, widget, goal)
            expect(shown_verdict(widget)).to_be_visible()
            return engine_verdict(exercise, [start, goal])
        answer = next(o.play for o in outcomes if not o.right and o.play)  # a wrong play, typed in
        widget.locator(".bg-input input").fill(answer)
        widget.locator("button.bg-enter").click()
        expect(widget.locator(".bg-steps")).not_to_have_text("Bisher gezogen: –")
    check = widget.locator(".bg-exercise-buttons button.bg-check")
    expect(check).to_be_enabled()
    check.click()
    expect(shown_verdict(widget)).to_be_visible()
    return engine_verdict(exercise, answer)


def _place(name: str) -> int | str:
    return int(name) if name.isdigit() else name


def assert_verdict(widget: Locator, expected: tuple[str, str]) -> None:
    """The page's verdict is the engine's: its class (a wrong answer, a broken rule marked as such)
    and its words."""
    css, words = expected
    assert css in ("bg-wrong", "bg-rule"), f"the engine takes the answer as {css}: {words}"
    verdict = shown_verdict(widget)
    expect(verdict).to_have_class(re.compile(rf"\b{css}\b"))
    expect(verdict).to_have_class(re.compile(r"\bbg-wrong\b"))
    expect(verdict.locator(".bg-verdict-text")).to_have_text(words)


def exercise_parts(widget: Locator) -> dict[str, Locator]:
    return {
        "task": widget.locator(".bg-task"),
        "board": widget.locator(".bg-oneview-board .bg-svgboard-view svg"),
        "submit": widget.locator(".bg-exercise-buttons button.bg-check"),
        "verdict": shown_verdict(widget),
    }


def exercise_on_page(page: Page, exercise: Exercise) -> Locator:
    task = task_text(exercise, "de")
    widget = page.locator(".bg-exercise").filter(has=page.locator(".bg-task", has_text=task))
    expect(widget, f"exactly one exercise with the task {task!r}").to_have_count(1)
    return widget


# -- lessons 2, 3, 4: the first exercise ---------------------------------------------------------


@pytest.mark.parametrize("lesson", [2, 4, 3])  # lesson 3 last: the next tests use its page too
def test_first_task_after_a_wrong_answer_fits_on_the_screen(pages: Pages, lesson: int) -> None:
    """The first level's first task: after a wrong answer the level's head, the task, the whole
    board, "Prüfen" and the verdict are on the screen, the level's top scrolled into view."""
    notebook = LESSON_NOTEBOOKS[lesson]
    assert LESSONS[lesson - 1].notebook == notebook
    level = LESSONS[lesson - 1].levels[0]
    exercise = level.tasks[0]
    tab = pages.open(notebook)
    page = tab.page
    with explained(tab, f"one-view-{pages.app}-lesson{lesson}"):
        if pages.app == "lab":
            expect(page.locator("#filebrowser")).to_be_visible()  # a fresh workspace shows it
        shown = page.locator(f".bg-level-{level.key}")
        widget = exercise_on_page(page, exercise)
        widget.scroll_into_view_if_needed()
        expected = give_wrong_answer(page, widget, exercise)
        assert_verdict(widget, expected)
        parts = {"level": shown.locator(".bg-level-head"), **exercise_parts(widget)}
        missing = check_both_sizes(pages, shown, parts, f"lesson{lesson}")
    assert missing == [], f"lesson {lesson} ({exercise.key}) in {pages.app}:\n" + "\n".join(missing)


def test_a_choice_checked_twice_is_recorded_once(pages: Pages) -> None:
    """A wrong choice, then "Prüfen" twice: the same verdict both times, and one answer in
    progress.json (the level opened with "Trotzdem öffnen")."""
    lesson = LESSONS[1]
    exercise = next(level for level in lesson.levels if level.key == CHOICE_LEVEL).tasks[0]
    spec = find_kind(exercise.kind)
    name, choice = next(
        (name, choice) for name, choice in spec.offered(exercise) if choice not in exercise.answers
    )
    assert pages.server.bgtutor_home is not None
    progress = pages.server.bgtutor_home / "progress.json"
    tab = pages.open(LESSON_NOTEBOOKS[2])
    page = tab.page
    with explained(tab, f"choice-{pages.app}"):
        open_level(page, CHOICE_LEVEL)
        widget = exercise_on_page(page, exercise)
        widget.scroll_into_view_if_needed()
        pressed = widget.locator(f"button.bg-{name}")
        check = widget.locator("button.bg-check")
        expect(check).to_be_disabled()  # nothing chosen yet
        pressed.click()
        expect(pressed).to_have_class(re.compile(r"\bbg-chosen\b"))
        expect(check).to_be_enabled()
        css, words = engine_verdict(exercise, choice)
        for _ in range(2):
            idle = tab.kernel_idle
            check.click()
            tab.wait_for_kernel(idle)  # the click was handled: the verdict shown is its answer
            expect(shown_verdict(widget).locator(".bg-verdict-text")).to_have_text(words)
            expect(shown_verdict(widget)).to_have_class(re.compile(rf"\b{css}\b"))
        screenshot(page, f"choice-{pages.app}-checked-twice", widget)
    answers = [answer for answer in load_progress(progress).answers if answer.key == exercise.key]
    assert len(answers) == 1, f"{progress} holds {len(answers)} answers for {exercise.key}: {answers}"
    assert answers[0].correct is False and answers[0].attempt == 1


def test_another_checker_moved_while_one_waits_on_the_bar_is_refused_once(pages: Pages) -> None:
    """A checker on the bar: 13/7 may be tried and is refused at once with the rule ("Du hast noch
    1 Stein auf der Bar …"), counted as a wrong try; trying it again shows the same verdict and is
    no new try; nothing moved."""
    exercise = EXERCISES[ON_THE_BAR]
    assert exercise in LESSONS[2].exercises
    tab = pages.open(LESSON_NOTEBOOKS[3])
    page = tab.page
    with explained(tab, f"bar-refusal-{pages.app}"):
        open_level(page, ON_THE_BAR_LEVEL)
        widget = exercise_on_page(page, exercise)
        widget.locator("button.bg-retry").click()
        message = widget.locator(".bg-message")
        click_first(page, widget, 13, message)
        expect(message).to_contain_text("Stein auf 13 gewählt")
        for _ in range(2):  # the refused move, then the same again: the checker on 13 stays chosen
            idle = tab.kernel_idle
            click_place(page, widget, 7)
            tab.wait_for_kernel(idle)  # the click was handled: the verdict shown is its answer
            verdict = shown_verdict(widget)
            expect(verdict).to_contain_text("Du hast noch 1 Stein auf der Bar.")
            expect(verdict).to_have_class(re.compile(r"\bbg-rule\b"))
            expect(widget.locator(".bg-steps")).to_have_text("Bisher gezogen: –")
        screenshot(page, f"bar-refusal-{pages.app}", widget)


# -- the training ----------------------------------------------------------------------------------


def training_task(page: Page) -> tuple[Locator, Exercise]:
    """The training's task shown now, and the same task rebuilt from what its board says (its
    position for screen readers, the roll in its message) as the training builds it."""
    training = page.locator(".bg-training")
    widget = training.locator(".bg-exercise")
    expect(widget).to_have_count(1)
    message = widget.locator(".bg-message")
    expect(message).to_contain_text("gewürfelt")
    rolled = _ROLLED.search(text_of(message))
    assert rolled, text_of(message)
    position = position_from_description(widget.locator(".bg-description").text_content() or "")
    roll = Roll(int(rolled.group(1)), int(rolled.group(2)))
    draft = Exercise("browser", Kind.PLAY, position, ("?",), roll=roll)
    return widget, Exercise("browser", Kind.PLAY, position, truth(draft), roll=roll)


def start_training(page: Page) -> Locator:
    training = page.locator(".bg-training")
    status = training.locator(".bg-training-status")
    before = text_of(status)
    shown = training.locator(".bg-exercise").element_handles()  # a task of an earlier test
    training.locator(".bg-rule-choice select").select_option(label=TRAINING_RULE)
    training.locator("button.bg-start").click()
    expect(status).not_to_have_text(before)
    expect(status).to_contain_text(TRAINING_RULE)
    for old in shown:  # the status can change before the new task's view replaces the last one
        page.wait_for_function("(old) => !old.isConnected", arg=old)
    return training


def test_training_task_after_a_wrong_answer_fits_on_the_screen(pages: Pages) -> None:
    tab = pages.open(TRAINING, ready=".bg-training")
    page = tab.page
    with explained(tab, f"one-view-{pages.app}-training"):
        if pages.app == "lab":
            expect(page.locator("#filebrowser")).to_be_visible()
        start_training(page)
        widget, exercise = training_task(page)
        expected = give_wrong_answer(page, widget, exercise)
        assert_verdict(widget, expected)
        parts = exercise_parts(widget)
        parts["next task"] = widget.locator("button.bg-next")
        missing = check_both_sizes(pages, widget, parts, "training")
    assert missing == [], f"the training in {pages.app}:\n" + "\n".join(missing)


def test_training_shows_one_board_per_task(pages: Pages) -> None:
    """Los, answer, Nächste Aufgabe, answer, Nächste Aufgabe, answer: one board in the training
    (and in its cell's output), the third task's."""
    tab = pages.open(TRAINING, ready=".bg-training")
    page = tab.page
    with explained(tab, f"training-one-board-{pages.app}"):
        training = start_training(page)
        status = training.locator(".bg-training-status")
        for number in range(3):
            widget, exercise = training_task(page)
            expected = give_wrong_answer(page, widget, exercise)
            assert_verdict(widget, expected)
            if number < 2:
                # the task's number read once its view is there (not right after "Los": a loaded
                # machine may show the status of the moment before); each click goes on by one
                current = re.search(r"Aufgabe (\d+)", text_of(status))
                assert current, text_of(status)
                shown = widget.element_handle()
                widget.locator("button.bg-next").click()
                expect(status).to_contain_text(re.compile(rf"Aufgabe {int(current.group(1)) + 1}(?!\d)"))
                # the status can change before the new task's view replaces the last one
                page.wait_for_function("(shown) => !shown.isConnected", arg=shown)
        expect(training.locator(".bg-svgboard-view svg")).to_have_count(1)
        expect(training.locator(".bg-exercise")).to_have_count(1)
        output = page.locator(".jp-OutputArea-output, .jp-OutputArea-child, #rendered_cells").filter(
            has=training
        )
        area = output.last
        expect(area.locator(".bg-svgboard-view svg, canvas, img")).to_have_count(1)  # no stale board
        screenshot(page, f"training-one-board-{pages.app}", training)


# -- the practice game -----------------------------------------------------------------------------


def test_practice_game_after_a_move_fits_on_the_screen(pages: Pages) -> None:
    """Spiel starten, (Würfeln,) a whole move by clicks: the dice button, the board, "Bestätigen"
    and the status are on the screen with the board's top scrolled into view."""
    tab = pages.open(PRACTICE)
    page = tab.page
    with explained(tab, f"one-view-{pages.app}-practice"):
        if pages.app == "lab":
            expect(page.locator("#filebrowser")).to_be_visible()
        game = page.locator(".bg-practice")
        status = game.locator(".bg-status")
        game.locator("button.bg-start-game").click()
        expect(status).to_contain_text("Eröffnungswurf")
        wait_for_the_start(game)
        board = game.locator(".bg-board")
        if _YOUR_ROLL in text_of(status):  # the computer began and has played: now White throws
            roll = game.locator("button.bg-roll")
            expect(roll).to_be_enabled()
            roll.click()
        expect(board.locator(".bg-message")).to_have_text(_STARTED)
        play_one_turn(page, game)
        expect(board.locator("button.bg-confirm")).to_be_enabled()
        parts = {
            "roll button": game.locator("button.bg-roll"),
            "board": board.locator(".bg-oneview-board .bg-svgboard-view svg"),
            "confirm": board.locator("button.bg-confirm"),
            "status": status,
        }
        missing = check_both_sizes(pages, board, parts, "practice")
    assert missing == [], f"the practice game in {pages.app}:\n" + "\n".join(missing)
