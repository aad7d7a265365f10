"""The display settings (issue 25): saved, loaded, defaults from nothing, a damaged file in words
(German and English), the high-contrast theme's contrast measured (WCAG), every board following the
setting and the browser's wishes, and the practice game's computer turn moving leg by leg unless
motion is reduced."""

from __future__ import annotations

import html
import json
import random
import re
from pathlib import Path

import pytest

from bgtutor import WHITE, Position
from bgtutor.board.describe import describe
from bgtutor.board.themes import THEMES, Theme
from bgtutor.files.json_files import StorageError
from bgtutor.rules.i18n import LANGUAGES
from bgtutor.tutor.lessons import EXAMPLES
from bgtutor.widgets import display
from bgtutor.widgets.display import DISPLAY_FILE, Display, DisplayError, Media
from bgtutor.widgets.display_panel import DisplayPanel
from bgtutor.widgets.messages import WidgetMessage
from bgtutor.widgets.practice import PracticeGame
from bgtutor.widgets.stepper import ExampleStepper
from bgtutor.widgets.svgboard import BoardWidget


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The learner's folder, and a browser that has asked for nothing (reset after the test)."""
    monkeypatch.setenv("BGTUTOR_HOME", str(tmp_path))
    probe = display.probe()
    before = probe.reduce_motion, probe.more_contrast, probe.seen
    probe.reduce_motion = probe.more_contrast = probe.seen = False
    yield tmp_path
    probe.reduce_motion, probe.more_contrast, probe.seen = before


# -- the value and its file --------------------------------------------------------------------------


def test_the_defaults_come_from_nothing_and_follow_the_browser(folder: Path) -> None:
    assert not (folder / DISPLAY_FILE).exists()
    settings, problem = display.stored_display()
    assert settings == Display("auto", "auto") and problem is None
    assert not settings.reduced(Media()) and settings.theme(Media()) == "classic"
    assert settings.reduced(Media(reduce_motion=True))
    assert settings.theme(Media(more_contrast=True)) == "contrast"
    chosen = Display("full", "colorblind")
    assert not chosen.reduced(Media(reduce_motion=True))  # chosen explicitly: the browser's wish yields
    assert chosen.theme(Media(more_contrast=True)) == "colorblind"
    assert not (folder / DISPLAY_FILE).exists()  # reading wrote nothing


@pytest.mark.parametrize("motion", display.MOTIONS)
@pytest.mark.parametrize("look", display.LOOKS)
def test_saved_settings_load_back(folder: Path, motion: str, look: str) -> None:
    settings = Display(motion, look)  # type: ignore[arg-type]
    path = display.save_display(settings, create_folder=True)
    assert path == folder / DISPLAY_FILE
    assert display.load_display(path) == settings == display.current()
    data = json.loads(path.read_text())
    assert data["format"] == "bgtutor-display" and data["display"] == {"motion": motion, "look": look}


def test_a_bad_value_is_refused_when_built() -> None:
    with pytest.raises(DisplayError, match="look must be one of"):
        Display(look="print")  # type: ignore[arg-type]
    with pytest.raises(DisplayError, match="motion must be one of"):
        Display(motion=True)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("content", "german", "english"),
    [
        ('{"format": "bgtutor-display", "vers', "ist beschädigt", "is damaged"),
        (
            '{"format": "bgtutor-display", "version": 1, "display": {"look": "neon"}}',
            "hat die Einstellung look den Wert",
            "the setting look has the value",
        ),
        (
            '{"format": "bgtutor-display", "version": 1, "display": {"colour": "red"}}',
            "Der Eintrag display.colour fehlt oder hat einen falschen Wert",
            "the entry display.colour is missing or has a wrong value",
        ),
        (
            '{"format": "bgtutor-display", "version": 1, "display": 5}',
            "Der Eintrag display",
            "the entry display",
        ),
        (
            '{"format": "something-else", "version": 1}',
            "keine bgtutor-Datei dieser Art",
            "not a bgtutor file",
        ),
    ],
)
def test_a_damaged_file_gives_the_defaults_and_a_clear_message(
    folder: Path, content: str, german: str, english: str
) -> None:
    path = folder / DISPLAY_FILE
    path.write_text(content)
    with pytest.raises(StorageError) as raised:
        display.load_display(path)
    assert german in raised.value.text("de") and str(path) in raised.value.text("de")
    assert english in raised.value.text("en")
    settings, problem = display.stored_display(folder)
    assert settings == Display() and problem is not None
    assert display.current() == Display()  # the boards carry on with the defaults
    for lang, words in (("de", german), ("en", english)):  # the panel says it, no traceback
        panel = DisplayPanel(folder, lang)
        assert words in panel.message and "Traceback" not in panel.message
    assert path.read_text() == content  # reading never changes the file


def test_the_panel_saves_and_a_foreign_file_is_never_replaced(folder: Path) -> None:
    panel = DisplayPanel(folder, "de")
    panel.motion.value = "reduce"
    assert display.load_display(folder / DISPLAY_FILE) == Display("reduce", "auto")
    assert "gilt ab jetzt für alle Bretter" in panel.message
    foreign = '{"format": "someone-elses", "colour": "pink"}'
    (folder / DISPLAY_FILE).write_text(foreign)
    panel.look.value = "contrast"
    assert (folder / DISPLAY_FILE).read_text() == foreign
    assert "wird nicht überschrieben" in panel.message


def test_a_damaged_file_of_ours_is_set_aside_not_overwritten(folder: Path) -> None:
    damaged = '{"format": "bgtutor-display", "vers'
    (folder / DISPLAY_FILE).write_text(damaged)
    panel = DisplayPanel(folder, "en")
    panel.look.value = "colorblind"
    assert display.current() == Display("auto", "colorblind")
    aside = [p for p in folder.iterdir() if p.name.startswith("display.damaged")]
    assert len(aside) == 1 and aside[0].read_text() == damaged
    assert "set aside" in panel.message


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_of_the_panel_is_in_both_languages(lang: str) -> None:
    keys = ["display-motion", "display-look", "display-saved", "display-note", "label-move-animation"]
    keys += [f"display-motion-{m}" for m in display.MOTIONS] + [f"display-look-{k}" for k in display.LOOKS]
    keys += ["tooltip-move-animation"]
    other = next(other for other in LANGUAGES if other != lang)
    for key in keys:
        text = WidgetMessage.say(key, lang)
        assert text and text != key
        assert text != WidgetMessage.say(key, other), key  # translated, not copied


@pytest.mark.parametrize(
    ("lang", "words"), [("de", ["Bewegung:", "Hoher Kontrast"]), ("en", ["Motion:", "High contrast"])]
)
def test_the_panel_speaks_the_learners_language(tmp_path: Path, lang: str, words: list[str]) -> None:
    panel = DisplayPanel(tmp_path, lang)
    labels = [child.children[0].value for child in panel.children[:2]]
    assert labels[0] == words[0]
    assert words[1] in [label for label, _ in panel.look.options]
    assert panel.motion.tooltip and panel.look.tooltip


# -- the high-contrast theme: measured ---------------------------------------------------------------


def _luminance(color: str) -> float:
    red, green, blue = (int(color[i : i + 2], 16) / 255 for i in (1, 3, 5))

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)


def contrast(a: str, b: str) -> float:
    """WCAG 2's contrast ratio of two colours ``#rrggbb``."""
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_contrast_ratio_matches_wcag_examples() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)  # just below AA


def test_the_high_contrast_board_meets_wcag_aa() -> None:
    t: Theme = THEMES["contrast"]
    texts = {  # text against what it is written on: at least 4.5:1
        "point numbers on the frame": (t.numbers, t.frame),
        "pip counts and captions": (t.text, t.background),
        "count on the tray": (t.tray_text, t.tray),
        "count on White's checker": (t.white_text, t.white_face),
        "count on Black's checker": (t.black_text, t.black_face),
        "whose turn": (t.turn_text, t.turn_box),
        "White's pips": (t.white_pip, t.white_die),
        "Black's pips": (t.black_pip, t.black_die),
    }
    low = {name: round(contrast(*pair), 2) for name, pair in texts.items() if contrast(*pair) < 4.5}
    assert low == {}
    grounds = {"felt": t.felt, "odd point": t.point_odd, "even point": t.point_even}
    shapes = {"odd point": (t.point_odd,), "even point": (t.point_even,)}
    for side in ("white", "black"):  # a checker stands out by its face or its edge
        shapes[f"{side} checker"] = (getattr(t, f"{side}_face"), getattr(t, f"{side}_edge"))
    weak = []
    for shape, colors in shapes.items():
        for ground, color in grounds.items():
            if "point" in shape and ground != "felt":  # a point stands on the felt, not on a point
                continue
            if max(contrast(c, color) for c in colors) < 3:
                weak.append(f"{shape} on {ground}: {max(contrast(c, color) for c in colors):.2f}")
    assert weak == []
    assert contrast(t.white_face, t.black_face) >= 3  # the two sides apart
    for mark in (t.selected, t.target, t.arrow):  # the marks on the playing surface
        assert contrast(mark, t.felt) >= 3
    for die in (t.white_die, t.black_die):  # the dice lie on the playing surface
        assert max(contrast(die, t.felt), contrast(t.die_edge, t.felt)) >= 3


def test_the_classic_board_is_not_high_contrast() -> None:
    """The measurement can fail: the classic board's red points stand 2.4:1 on its green felt."""
    t = THEMES["classic"]
    assert contrast(t.point_even, t.felt) < 3


# -- every board follows the setting and the browser ---------------------------------------------------


def _fills(picture: str) -> set[str]:
    return set(re.findall(r'fill="(#[0-9a-fA-F]{6})"', picture))


def test_boards_follow_the_setting_and_the_browsers_wish(folder: Path) -> None:
    contrast_felt = THEMES["contrast"].point_odd
    board = BoardWidget(Position.start(), (3, 1), lang="de")
    stepper = ExampleStepper.for_example(EXAMPLES["hit-and-run"], lang="de")
    fixed = BoardWidget(Position.start(), lang="de", theme="classic")  # a theme asked for stays
    assert board.theme == "classic" and contrast_felt not in _fills(board.canvas.svg)
    display.probe().more_contrast = True  # the browser reports prefers-contrast: more
    assert board.theme == "contrast" and contrast_felt in _fills(board.canvas.svg)
    assert contrast_felt in _fills(stepper.canvas.svg)
    assert fixed.theme == "classic" and contrast_felt not in _fills(fixed.canvas.svg)
    panel = DisplayPanel(folder, "de")
    panel.look.value = "colorblind"  # chosen: wins over the browser, at once on every board
    assert board.theme == "colorblind" and THEMES["colorblind"].point_odd.lower() in {
        f.lower() for f in _fills(board.canvas.svg)
    }
    later = BoardWidget(Position.start(), lang="en")  # a board made later reads it too
    assert later.theme == "colorblind"


def test_the_steppers_motion_follows_the_setting_and_the_browser(folder: Path) -> None:
    stepper = ExampleStepper.for_example(EXAMPLES["hit-and-run"], lang="de")
    assert not stepper.reduced_motion and stepper.index == 0
    display.probe().reduce_motion = True  # prefers-reduced-motion: reduce
    assert stepper.reduced_motion and stepper.index == len(stepper.frames) - 1
    display.save_display(Display(motion="reduce"), folder / DISPLAY_FILE)
    calm = ExampleStepper.for_example(EXAMPLES["hit-and-run"], lang="en")
    assert calm.reduced_motion
    chosen = ExampleStepper.for_example(EXAMPLES["hit-and-run"], reduced_motion=False)
    assert not chosen.reduced_motion  # asked for in code: stays


# -- the practice game: the computer's checkers move, unless motion is reduced ---------------------


def _desc(picture: str) -> str:
    found = re.search(r"<desc>(.*?)</desc>", picture, re.S)
    assert found
    return html.unescape(found.group(1))


def _computer_answers(game: PracticeGame, rng: random.Random, drawn: list[str] | None = None) -> None:
    """Start, and play the learner's turns until the computer has moved two checkers or more;
    ``drawn`` is emptied before each of the learner's turns."""
    from test_practice import play_turn

    game.start()
    while game.computer_play is None or len(game.computer_play[2].steps) < 2:
        if drawn is not None:
            drawn.clear()
        play_turn(game, rng)


def _words(position: Position) -> str:
    return describe(position, "de", WHITE, False)


@pytest.mark.parametrize("seed", [1, 4])
def test_a_computer_turn_moves_leg_by_leg_in_a_browser(folder: Path, seed: int) -> None:
    display.probe().seen = True  # a browser shows the boards: its timer would drive the frames
    game = PracticeGame(folder=folder, seed=seed)
    _computer_answers(game, random.Random(seed))
    before, turn, after = game.session.computer_turns(1)[0]
    assert game.moving
    shown = [_desc(game.board.canvas.svg)]
    assert shown[0] == _words(before)  # the checkers start where they stood
    for index in range(1, game._moves.max + 1):
        game._moves.value = index  # what the browser's timer does
        shown.append(_desc(game.board.canvas.svg))
    assert not game.moving
    assert shown[-1] == _words(game.board.state.current)
    assert game.board.state.current.swap() == after or game.board.state.current == after
    middle = {_words(before.apply_steps(turn.play.steps[:n])) for n in range(1, len(turn.play.steps))}
    assert middle <= set(shown[1:-1])  # every leg on the way was shown
    assert game.board.canvas.svg.count('class="bg-arrow"') == sum(s.dst != 0 for s in turn.play.steps)
    from test_practice import play_turn

    rng = random.Random(seed)
    for _ in range(40):  # the next turns move too, whatever the last one's length was
        play_turn(game, rng)
        if game.game is None or game.game.result is not None or game.computer_play is None:
            break
        if len(game.computer_play[2].steps) >= 2:
            assert game.moving and _desc(game.board.canvas.svg) == _words(
                game.session.computer_turns(1)[0][0]
            )
            for index in range(1, game._moves.max + 1):
                game._moves.value = index
            assert not game.moving and _desc(game.board.canvas.svg) == _words(game.board.state.current)


@pytest.mark.parametrize("how", ["setting", "browser", "practice-checkbox", "no-browser"])
def test_with_reduced_motion_a_computer_turn_shows_its_end_at_once(folder: Path, how: str) -> None:
    display.probe().seen = how != "no-browser"
    if how == "setting":
        display.save_display(Display(motion="reduce"), folder / DISPLAY_FILE)
    if how == "browser":
        display.probe().reduce_motion = True
    game = PracticeGame(folder=folder, seed=1)
    if how == "practice-checkbox":
        game._reduced.value = True
    drawn: list[str] = []  # every picture of the board, from the learner's last turn on
    game.board.canvas.observe(lambda change: drawn.append(_desc(change["new"])), names="svg")
    _computer_answers(game, random.Random(1), drawn)
    before, turn, _ = game.session.computer_turns(1)[0]
    assert not game.moving
    assert _desc(game.board.canvas.svg) == _words(game.board.state.current)
    between = {_words(before.apply_steps(turn.play.steps[:n])) for n in range(1, len(turn.play.steps))}
    assert between and not between & set(drawn)
