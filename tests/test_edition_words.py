"""Each edition speaks its own language wherever a learner reads: no English or internal words
(``no play``, a lone ``bar`` or ``off``, ``True``, a raw Position ID, Voilà's "Executing") in the
German edition, no German words in the English one.

The texts are gathered from the real widgets, driven as a learner drives them: every lesson
exercise answered wrongly and rightly (with hint and solution), every worked example stepped
through, the training with a few tasks, the practice game played for some turns; and the loading
screen of the tutorial's Voilà template. The collector walks ``children`` and reads what each
widget shows, so it does not depend on how the widgets are laid out.
"""

from __future__ import annotations

import html
import random
import re
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

import ipywidgets as widgets
import jinja2
import pytest
from helpers import all_texts, board_messages

from bgtutor import legal_plays
from bgtutor.tutor.lessons import EXERCISES, LESSONS
from bgtutor.widgets.exercise import ExerciseWidget
from bgtutor.widgets.practice import PracticeGame
from bgtutor.widgets.static import static_text
from bgtutor.widgets.stepper import ExampleStepper
from bgtutor.widgets.training import TrainingWidget

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "share" / "jupyter" / "voila" / "templates" / "bgtutor"

# -- the word lists ----------------------------------------------------------------------------

NOTATION = re.compile(r"[\w*()]*(?:/[\w*()]+)+")
"""A play or step in notation (``bar/22``, ``6/off``, ``13/7(2)``): its ``bar`` and ``off`` are
notation and stay in every language."""

ENGLISH = [
    r"\(?no play\)?",
    r"\bbar\b",  # lower-case, as a word: the German word is "Bar"
    r"\boff\b",
    r"\bExecuting\b",
    r"\bPosition[- ]ID\b",
    r"\bXGID\b",
    r"\bTrue\b",
    r"\bFalse\b",
    r"\bNone\b",
    r"\bthe\b",
    r"\bchecker",
    r"\bLoading\b",
    r"\bof \d+\b",
    r"\bZuhause\b",  # not English, but not the lessons' word either: the home board is the Heimfeld
]
"""What the German edition must not show (regular expressions, case-sensitive), outside notation."""

GERMAN = [
    r"\bZug\b",
    r"\bZüge\b",
    r"\bStein(e|en)?\b",
    r"\bPrüfen\b",
    r"\bWeiß\b",
    r"\bSchwarz\b",
    r"\bder Bar\b",
    r"\bauf\b",
    r"\bund\b",
    r"\bist\b",
    r"\bnicht\b",
    r"\bWürfel\w*",
    r"\bHeimfeld\b",
    r"\bLektion\b",
    r"\baussetzen\b",
    r"\bgezogen\b",
    r"\bRichtig\b",
    r"\bTipp\b",
    r"[äöüÄÖÜß]",
    r"\bTrue\b",
    r"\bFalse\b",
    r"[a-z,(] None\b",  # Python's None; "None of your entry points ..." is English
]
"""What the English edition must not show (regular expressions, case-sensitive), outside notation."""

FORBIDDEN = {"de": [re.compile(word) for word in ENGLISH], "en": [re.compile(word) for word in GERMAN]}


def leaks(texts: Iterable[str], lang: str) -> dict[str, str]:
    """The forbidden words found in ``texts`` (notation blanked out), each with a text showing it."""
    found: dict[str, str] = {}
    for text in texts:
        words = NOTATION.sub(" ", text)
        for pattern in FORBIDDEN[lang]:
            if pattern.pattern not in found and pattern.search(words):
                found[pattern.pattern] = text
    return found


def test_the_lists_catch_what_they_are_for() -> None:
    assert leaks(["Du hast (no play) gezogen.", "Stein auf bar gewählt."], "de").keys() == {
        r"\(?no play\)?",
        r"\bbar\b",
    }
    assert not leaks(["Zug bestätigt: bar/22 6/off.", "Stein auf der Bar gewählt."], "de")
    assert leaks(["Checker on 13 selected. Zug"], "en").keys() == {r"\bZug\b"}
    assert not leaks(["Play confirmed: bar/22 6/off."], "en")


# -- what the widgets show ---------------------------------------------------------------------

_TAG = re.compile(r"<[^>]+>")
_ATTRIBUTE = re.compile(r"""\b(?:alt|title|aria-label|placeholder)\s*=\s*"([^"]*)\"""")
_STYLE = re.compile(r"<(style|script)\b.*?</\1>", re.S)


def html_texts(value: str) -> Iterator[str]:
    """What HTML shows: its text and the words of its ``alt``, ``title`` and ``aria-label``."""
    value = _STYLE.sub(" ", value)
    yield html.unescape(_TAG.sub(" ", value))
    yield from (html.unescape(words) for words in _ATTRIBUTE.findall(value))


def shown(widget: widgets.Widget) -> Iterator[str]:
    """Every text ``widget`` and its children show (whatever the layout)."""
    for name in ("description", "tooltip", "placeholder"):
        value = getattr(widget, name, None)
        if isinstance(value, str) and value:
            yield value
    if isinstance(widget, widgets.HTML | widgets.HTMLMath | widgets.Label):
        yield from html_texts(widget.value)
    labels = getattr(widget, "_options_labels", None)
    if labels:
        yield from (str(label) for label in labels)
    svg = getattr(widget, "svg", None)
    if isinstance(svg, str):
        yield from html_texts(svg)
    for child in getattr(widget, "children", ()):
        if isinstance(child, widgets.Widget):
            yield from shown(child)


class Seen:
    """Collects what a widget shows after every action of a learner."""

    def __init__(self) -> None:
        self.texts: set[str] = set()

    def look(self, widget: widgets.Widget) -> None:
        self.texts.update(shown(widget))
        self.texts.add(static_text(widget))

    def act(self, widget: widgets.Widget, action: Callable[[], object]) -> None:
        action()
        self.look(widget)


def _exercise(seen: Seen, key: str, lang: str) -> None:
    exercise = EXERCISES[key]
    widget = ExerciseWidget(key, lang=lang, progress=lambda *_: None)
    seen.look(widget)
    board = widget.board
    if board is not None and board.state.turn is not None:
        turn = board.state.turn
        for src in list(turn.movable())[:2]:  # select, move, and the board's notices
            seen.act(widget, lambda src=src: board.click("bar" if src == 25 else src))
            targets = board.state.targets
            if targets:
                seen.act(widget, lambda dst=targets[0]: board.click("off" if dst == 0 else dst))
        seen.act(widget, lambda: board.click(0 if turn.current.on_roll[1] else 1))
        seen.act(widget, board.undo)
        seen.act(widget, widget.check)
        seen.act(widget, widget.try_again)
        wrong = [p for p in legal_plays(exercise.position, exercise.roll) if str(p) not in exercise.answers]
        for text in ["zz", *(str(play) for play in wrong[:1])]:
            seen.act(widget, lambda text=text: widget.answer(text))
            seen.act(widget, widget.check)
            seen.act(widget, widget.check)
            seen.act(widget, widget.try_again)
    else:
        for text in ["zz", "0", "7", "ja", "nein", "keine", "Gammon", "24, 19"]:
            seen.act(widget, lambda text=text: widget.answer(text))
            seen.act(widget, widget.check)
    seen.act(widget, widget.try_again)
    seen.act(widget, widget.hint)
    seen.act(widget, widget.show_solution)
    seen.act(widget, lambda: widget.answer(exercise.answers[0]))
    seen.act(widget, widget.check)


def _examples(seen: Seen, lang: str) -> None:
    for lesson in LESSONS:
        for example in lesson.examples:
            stepper = ExampleStepper.for_example(example, lang=lang, reduced_motion=False)
            seen.look(stepper)
            for _ in stepper.frames:
                seen.act(stepper, stepper.next)
            seen.act(stepper, stepper.back)
            seen.act(stepper, stepper.start)


def _training(seen: Seen, lang: str, folder: Path) -> None:
    training = TrainingWidget(lang=lang, seed=3, path=folder / "training.json")
    seen.look(training)
    training.choose(
        "mixed" if "mixed" in {v for _, v in training._choice.options} else training._choice.value
    )
    for _ in range(6):
        task = training.exercise_widget
        assert task is not None
        seen.look(training)
        seen.act(training, lambda task=task: task.answer("zz"))
        seen.act(training, task.check)
        seen.act(training, task.hint)
        seen.act(training, task.show_solution)
        seen.act(training, lambda task=task: task.answer(task.exercise.answers[0]))
        seen.act(training, task.check)
        seen.act(training, training.next)


def _practice(seen: Seen, lang: str, folder: Path) -> None:
    rng = random.Random(4)
    game = PracticeGame(folder=folder, seed=11, remember=False, lang=lang)
    seen.look(game)
    seen.act(game, game.roll_dice)
    seen.act(game, game.hint)
    seen.act(game, game.replay)
    seen.act(game, game.start)
    for turn in range(14):
        if game.game is None or game.game.result is not None:
            break
        if game.roll is None:
            seen.act(game, game.roll_dice)
            seen.act(game, game.finish_rolling)
        if turn == 1:
            seen.act(game, game.hint)
            seen.act(game, game.roll_dice)
        state = game.board.state
        assert state.turn is not None
        play = rng.choice(legal_plays(state.position, state.turn.roll))
        if turn % 2 and play.steps:
            for step in play.steps:
                seen.act(game, lambda step=step: game.board.click(step.src if step.src != 25 else "bar"))
                seen.act(game, lambda step=step: game.board.click(step.dst if step.dst else "off"))
        else:
            seen.act(game, lambda play=play: game.board.enter(str(play)))
        seen.act(game, game.board.confirm)
        if game._pending:
            seen.act(game, game.keep_play)
        if turn == 2:
            seen.act(game, game.replay)


@pytest.fixture(scope="module")
def seen(tmp_path_factory: pytest.TempPathFactory) -> dict[str, set[str]]:
    """Everything the widgets show, by edition."""
    texts = {}
    for lang in ("de", "en"):
        folder = tmp_path_factory.mktemp(lang)
        collected = Seen()
        for key in EXERCISES:
            _exercise(collected, key, lang)
        _examples(collected, lang)
        _training(collected, lang, folder)
        _practice(collected, lang, folder)
        texts[lang] = {line for text in collected.texts for line in text.splitlines() if line.strip()}
    return texts


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_widgets_speak_the_editions_language(seen: dict[str, set[str]], lang: str) -> None:
    assert len(seen[lang]) > 200  # the collector found the texts
    assert leaks(seen[lang], lang) == {}


ABOUT_NOTATION = ("err-", "ui-unknown-place", "ex-format-play", "cube-offer-in-xgid")
"""Catalog texts (keys, or their prefix) that talk about notation, the IDs or Python values
themselves: there ``bar (25)``, ``off``, ``Position-ID``, ``XGID`` or ``None`` are the subject."""

_PLACEHOLDER = re.compile(r"\{[^{}]*\}")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_catalog_speaks_its_language(lang: str) -> None:
    texts = [
        _PLACEHOLDER.sub(" ", text)
        for key, text in all_texts(lang).items()
        if not key.startswith(ABOUT_NOTATION)
    ]
    assert leaks(texts, lang) == {}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_board_message_speaks_the_editions_language(lang: str) -> None:
    shown = {message for message in board_messages() if not message.catalog_key.startswith(ABOUT_NOTATION)}
    texts = {message.text(lang) for message in shown}
    assert len(texts) > 100
    assert leaks(texts, lang) == {}


# -- Voilà's loading screen --------------------------------------------------------------------


def test_the_loading_screen_speaks_the_editions_language() -> None:
    environment = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATE))
    words = environment.get_template("loading.macro.html.j2").module.LOADING  # type: ignore[attr-defined]
    assert set(words) == {"de", "en"}
    for lang, texts in words.items():
        assert texts["lang"] == lang and "{index}" in texts["cell"] and "{count}" in texts["cell"]
        assert leaks(texts.values(), lang) == {}, lang
    page = (TEMPLATE / "index.html.j2").read_text("utf-8")
    # the page uses them: its own spinner title and loading text, not Voilà's English ones
    assert 'import "loading.macro.html.j2"' in page
    assert "{%- block body_header -%}" in page and "window.update_loading_text = function" in page
    assert "loading.title" in page and "words.cell" in page
