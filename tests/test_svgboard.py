"""Headless tests of BoardWidget, the SVG board (bgtutor.widgets.svgboard), without matplotlib: the
same interface and the same answers as MplBoardWidget (the ipympl board), clicks arriving as the
front end's messages, no matplotlib import, and one class per name in every environment."""

from __future__ import annotations

import ast
import base64
import html
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bgtutor import BLACK, WHITE, Color, Position, Roll, legal_plays, roll_dice
from bgtutor.board import svg
from bgtutor.board.geometry import BoardGeometry
from bgtutor.board.state import BoardState
from bgtutor.rules.explain import Reason, Rule
from bgtutor.tutor.lessons import EXAMPLES
from bgtutor.widgets import BoardWidget
from bgtutor.widgets.board import MplBoardWidget  # the ipympl board, to compare with

MODULE = Path(__file__).resolve().parent.parent / "bgtutor" / "widgets" / "svgboard.py"
PLACES: list[int | str] = [*range(1, 25), "bar", "off"]


def front_click(board: BoardWidget, place: int | str) -> None:
    """A click on the picture as the browser reports it: the data-place, in the numbering of the side
    on roll."""
    board.canvas.send_click(str(place))


def test_accepts_a_position_id_an_xgid_or_a_position_and_any_roll_form() -> None:
    xgid = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"
    for position in ("4HPwATDgc/ABMA", xgid, Position.start()):
        for roll in ((6, 5), "65", "6-5", Roll(6, 5)):
            assert BoardWidget(position, roll).state.turn is not None


def test_messages_are_german_by_default_and_english_on_request() -> None:
    assert "gewürfelt" in BoardWidget(Position.start(), (6, 5)).message
    assert "rolled" in BoardWidget(Position.start(), (6, 5), lang="en").message


def test_select_then_move_redraws_the_picture() -> None:
    board = BoardWidget(Position.start(), (6, 2))
    drawn = board.canvas.version
    board.click(24)
    assert board.state.targets == (22, 18, 16)
    assert board.canvas.version == drawn + 1 and board.canvas.svg.count('class="bg-target"') == 3
    board.click(18)
    assert board.written == ("24/18",) and board.state.used == (6,)
    assert 'class="bg-arrow"' in board.canvas.svg and 'opacity="0.3"' in board.canvas.svg


def test_a_refused_step_names_the_rule_and_keeps_the_selection() -> None:
    board = BoardWidget(Position.start(), (6, 5))
    board.click(24)
    board.click(19)
    assert board.state.selected == 24 and board.written == ()
    assert "gesperrt" in board.message and "bg-rule" in board._message.value


def test_the_seed_bar_example_with_front_end_clicks() -> None:
    example = EXAMPLES["bar-enter-and-hit"]
    board = BoardWidget(example.position, example.roll)
    front_click(board, "bar")
    assert board.state.selected == 25
    front_click(board, 21)
    assert isinstance(board.state.message, Reason) and board.state.message.rule is Rule.ENTRY_BLOCKED
    front_click(board, 23)
    front_click(board, 23)
    front_click(board, 19)
    assert board.written == ("bar/23", "23/19*")
    board._confirm.click()
    assert board.state.confirmed is not None and board.position.side(BLACK)[25] == 1


@pytest.mark.parametrize("turn", [Position.start(), Position.start(turn=BLACK)])
def test_front_end_clicks_answer_as_the_matplotlib_board_does(turn: Position) -> None:
    ours, theirs = BoardWidget(turn, (3, 1)), MplBoardWidget(turn, (3, 1))
    for place in PLACES:
        front_click(ours, place)
        theirs._on_press(*theirs.view.display_xy(place))
        assert ours.state == theirs.state and ours.message == theirs.message, place


def test_a_strange_message_from_the_front_end_is_answered_not_raised() -> None:
    board = BoardWidget(Position.start(), (6, 5))
    board.canvas.send_click("nowhere")
    assert "nowhere" in board.message
    board.canvas._handle_msg(
        {"content": {"data": {"method": "custom", "content": {"event": "hover"}}}, "buffers": []}
    )
    assert board.written == ()


def test_undo_confirm_and_typing_through_the_buttons() -> None:
    board = BoardWidget(Position.start(), (6, 2))
    assert board._undo.disabled and board._confirm.disabled
    board._input.value = "24/18 13/11"
    board._enter.click()
    assert board.written == ("24/18", "13/11") and not board._confirm.disabled
    board._undo.click()
    assert board.written == ("24/18",)
    board._input.value = "blah"
    board._enter.click()
    assert "keine Zugnotation" in board.message and board.written == ("24/18",)


def test_confirm_listeners_are_called_once() -> None:
    board = BoardWidget(Position.start(), (6, 2))
    seen: list[Position] = []
    board.on_confirm(lambda widget: seen.append(widget.position))
    board.enter("24/18 13/11")
    board.confirm()
    board.confirm()
    assert len(seen) == 1 and seen[0].turn is BLACK
    assert 'data-turn="black"' in board.canvas.svg


def test_black_on_roll_uses_blacks_numbering_in_the_picture_too() -> None:
    board = BoardWidget(Position.start(turn=BLACK), (6, 5))
    area = re.search(r'data-place="24" x="([-\d.]+)"', board.canvas.svg)
    assert area is not None and abs(float(area[1]) / svg.SCALE - (BoardGeometry().point_x(1) - 0.5)) < 0.01
    front_click(board, 24)  # drawn at White's 1, labelled 24 for Black
    assert board.state.selected == 24
    board.click(13)
    assert board.written == ("24/18", "18/13")
    numbers = board.canvas.svg.split('class="bg-numbers"')[1]
    assert numbers.split("</text>")[0].endswith(">24")  # White's point 1 is labelled 24


@pytest.mark.parametrize("turn", [WHITE, BLACK])
def test_a_click_on_the_picture_goes_to_the_state_unconverted_and_a_labelled_click_once(
    monkeypatch: pytest.MonkeyPatch, turn: Color
) -> None:
    """The picture's place is already in the numbering of the side on roll, the state's; only
    ``click(place)``, in the board's labels, is turned into it, once."""
    from bgtutor.widgets import turnboard

    board = BoardWidget(Position.start(turn=turn), (6, 5), numbering=WHITE)
    calls: list[tuple[object, ...]] = []
    real = turnboard.seen_by
    monkeypatch.setattr(turnboard, "seen_by", lambda *args: calls.append(args) or real(*args))
    front_click(board, 24)  # the picture: the side on roll's 24
    assert calls == [] and board.state.selected == 24
    board.click(13 if turn is WHITE else 12)  # the label of the side on roll's 13
    assert len(calls) == 1 and board.written == ("24/18", "18/13")


def test_an_error_inside_a_click_is_shown_not_lost(monkeypatch: pytest.MonkeyPatch) -> None:
    board = BoardWidget(Position.start(), (6, 2))

    def broken(state: object, place: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(BoardState, "click", broken)  # the click's way: front end, board, state
    front_click(board, 24)
    assert "boom" in board._message.value and board.written == ()


def test_the_description_is_shown_and_read_out() -> None:
    board = BoardWidget(Position.start(), (6, 2))
    assert "Weiß 2 × 24" in board._description.value
    assert "<desc>Weiß 2 × 24;" in board.canvas.svg


def test_a_hint_shows_arrows_until_the_next_action() -> None:
    board = BoardWidget(Position.start(), (6, 5))
    play = legal_plays(Position.start(), Roll(6, 5))[0]
    board.suggest(play, "Vorschlag: 24/13")
    assert "Vorschlag" in board._message.value and board.canvas.svg.count('class="bg-arrow"') == 2
    board.click(24)
    assert 'class="bg-arrow"' not in board.canvas.svg


def test_short_repr_and_a_static_copy_for_where_no_kernel_runs() -> None:
    board = BoardWidget(Position.start(), (6, 5))
    assert repr(board) == "BoardWidget('4HPwATDgc/ABMA', '65')"
    bundle = board._repr_mimebundle_()
    assert bundle is not None and "application/vnd.jupyter.widget-view+json" in bundle
    # what invites a click is left out of the picture, which says that it is only one
    assert "gewürfelt" not in bundle["text/html"] and "Weiß 2 × 24" in bundle["text/plain"]
    assert "Dies ist nur ein Bild" in bundle["text/html"]
    # the picture as an <img> with a data URI: JupyterLab's sanitizer removes an inline <svg> from
    # untrusted outputs but keeps this (seen in Chromium, see bgtutor.widgets.svgcanvas.svg_img)
    (data,) = re.findall(r'<img src="data:image/svg\+xml;base64,([^"]+)"', bundle["text/html"])
    assert base64.b64decode(data).decode() == board.canvas.still_svg and "<svg" not in bundle["text/html"]
    # the board as it is drawn now, as a picture only: the live board's buttons mean nothing in an <img>
    assert board.canvas.still_svg == svg.board(
        board.position, roll=board.state.roll, lang=board.lang, numbering=board.numbering
    )
    assert 'role="img"' in board.canvas.still_svg and 'role="button"' not in board.canvas.still_svg
    assert 'role="button"' in board.canvas.svg


def _consistent(board: BoardWidget) -> None:
    state = board.state
    assert board._confirm.disabled == (not state.can_confirm)
    assert state.message.text(board.lang) in html.unescape(board._message.value)
    assert f'data-turn="{state.current.turn.name.lower()}"' in board.canvas.svg


def test_random_soak_in_step_with_the_matplotlib_board() -> None:
    rng = random.Random(11)
    roll = roll_dice(rng)
    ours, theirs = BoardWidget(Position.start(), roll), MplBoardWidget(Position.start(), roll)
    for _ in range(400):
        choice = rng.random()
        if choice < 0.45:
            place = rng.choice(PLACES)
            ours.click(place)
            theirs.click(place)
        elif choice < 0.7:  # the mouse: the browser's message here, a pixel position there
            place = rng.choice(PLACES)
            front_click(ours, place)
            theirs._on_press(*theirs.view.display_xy(place))
        elif choice < 0.8:
            ours.undo()
            theirs.undo()
        elif choice < 0.9:
            turn = ours.state.turn
            text = str(rng.choice(legal_plays(turn.position, turn.roll))) if turn else "13/x"
            ours.enter(text)
            theirs.enter(text)
        else:
            ours.confirm()
            theirs.confirm()
        assert ours.state == theirs.state and ours._message.value == theirs._message.value
        _consistent(ours)
        if ours.state.confirmed is not None:
            after = ours.state.confirmed
            nxt, roll = (Position.start() if after.is_game_over else after), roll_dice(rng)
            ours.set_turn(nxt, roll)
            theirs.set_turn(nxt, roll)


# -- no matplotlib, ipympl or numpy ----------------------------------------------------------------


def test_the_module_imports_no_drawing_library() -> None:
    imported: set[str] = set()
    for node in ast.walk(ast.parse(MODULE.read_text())):
        if isinstance(node, ast.Import):
            imported |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            imported.add(node.module)
    heavy = {
        "matplotlib",
        "numpy",
        "ipympl",
        "PIL",
        "bgtutor.board.render",
        "bgtutor.widgets.board",
        "bgtutor.widgets.canvas",
    }
    assert not {name for name in imported if name.split(".")[0] in heavy or name in heavy}


BLOCKED = "import sys\nfor name in ('matplotlib', 'numpy', 'ipympl', 'PIL'):\n    sys.modules[name] = None\n"
PLAY = (
    "from bgtutor.widgets.svgboard import BoardWidget\n"
    "board = BoardWidget('4HPwATDgc/ABMA', (6, 5))\n"
    "board.canvas.send_click('24'); board.canvas.send_click('13')\n"
    "assert board.written == ('24/18', '18/13'), board.written\n"
)


def test_the_widget_works_with_matplotlib_numpy_and_ipympl_unimportable() -> None:
    # The package is set up here without running its __init__: this checks svgboard and what it
    # imports on their own (the next test checks the lazy __init__ as well).
    package = (
        "import importlib.util, types\n"
        "spec = importlib.util.find_spec('bgtutor.widgets')\n"
        "package = types.ModuleType('bgtutor.widgets')\n"
        "package.__path__ = list(spec.submodule_search_locations)\n"
        "sys.modules['bgtutor.widgets'] = package\n"
    )
    result = subprocess.run([sys.executable, "-c", BLOCKED + package + PLAY], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_the_widgets_package_imports_without_matplotlib() -> None:
    result = subprocess.run([sys.executable, "-c", BLOCKED + PLAY], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


LESSONS = (
    "from bgtutor import Position\n"
    "assert Position.start()._repr_svg_().startswith('<svg')\n"
    "from bgtutor.tutor.lessons import EXAMPLES\n"
    "from bgtutor.tutor.lessons import EXERCISES\n"
    "from bgtutor.widgets import BoardWidget, ExampleStepper, ExerciseWidget\n"
    "from bgtutor.widgets.svgboard import BoardWidget as SvgBoard\n"
    "assert BoardWidget is SvgBoard  # what the lessons' BoardWidget(...) gets\n"
    "stepper = ExampleStepper.for_example(EXAMPLES['hit-and-run']); stepper.next()\n"
    "assert 'data:image/svg+xml;base64,' in stepper._repr_mimebundle_()['text/html']\n"
    "widgets = [ExerciseWidget(key) for key in EXERCISES]\n"
    "assert all(w.board is None or type(w.board) is BoardWidget for w in widgets)\n"
)


def test_positions_steppers_and_exercises_work_without_matplotlib_and_numpy() -> None:
    result = subprocess.run([sys.executable, "-c", BLOCKED + LESSONS], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_an_exercise_on_the_svg_board_has_the_board_interface() -> None:
    from bgtutor.tutor.lessons import EXERCISES
    from bgtutor.widgets import ExerciseWidget, backend

    key = next(key for key, exercise in EXERCISES.items() if exercise.kind.name == "PLAY")
    backend.use("svg")
    try:
        widget = ExerciseWidget(key)
    finally:
        backend.use(None)
    board = widget.board
    assert isinstance(board, BoardWidget)
    answer = EXERCISES[key].answers[0]
    board.enter(answer)
    assert board.written and board.state.turn is not None
    written = board.written
    board.undo()
    assert board.written == written[:-1]
    board.enter(answer)
    assert widget.check().correct, board.message
    assert widget.verdict == "bg-right"


ONE_CLASS = (
    "import bgtutor.widgets as w\n"
    "from bgtutor.widgets import backend\n"
    "from bgtutor.widgets.board import MplBoardWidget\n"
    "names = {name: f'{getattr(w, name).__module__}.{getattr(w, name).__qualname__}' for name in w.__all__}\n"
    "print(names['BoardWidget'], MplBoardWidget.__name__, w.BoardWidget is not MplBoardWidget)\n"
    "print(type(backend.board_widget('4HPwATDgc/ABMA', (6, 5))).__name__, sorted(names.items()))\n"
)


@pytest.mark.parametrize("chosen", ["", "svg", "matplotlib"])
def test_each_name_is_one_class_whichever_board_the_environment_chooses(chosen: str) -> None:
    """``bgtutor.widgets.BoardWidget`` is the SVG board everywhere; the ipympl board has its own name,
    and only the factory (:func:`bgtutor.widgets.backend.board_widget`) follows BGTUTOR_BOARD."""
    env = {**os.environ, "BGTUTOR_BOARD": chosen}
    result = subprocess.run([sys.executable, "-c", ONE_CLASS], capture_output=True, text=True, env=env)
    assert result.returncode == 0, result.stderr
    first, second = result.stdout.splitlines()
    assert first == "bgtutor.widgets.svgboard.BoardWidget MplBoardWidget True"
    made = "MplBoardWidget" if chosen == "matplotlib" else "BoardWidget"
    assert second.split(" ", 1)[0] == made
    default = subprocess.run([sys.executable, "-c", ONE_CLASS], capture_output=True, text=True)
    assert second.split(" ", 1)[1] == default.stdout.splitlines()[1].split(" ", 1)[1]  # the names: the same
