"""The board as an accessible control (issue 25): every place a named, focusable button in the SVG,
the neighbours the arrow keys follow, the keys Escape and Backspace through the canvas's message
path, and what the board's live region says after each action, in German and English."""

from __future__ import annotations

import re

import pytest

from bgtutor import BLACK, WHITE, Position, Roll
from bgtutor.board import svg
from bgtutor.board.describe import checkers, place_label
from bgtutor.widgets import BoardWidget
from bgtutor.widgets.svgcanvas import ZERO_WIDTH

PLACES: list[int | str] = ["bar", *range(24, 0, -1), "off"]
BUSY = Position.from_points({"bar": 1, 24: 1, 13: 5, 6: 3}, {"bar": 2, 20: 1, 11: 4, 8: 2}, turn=WHITE)
"""White: 1 on the bar, 1 on 24, 5 on 13, 3 on 6, 5 borne off. Black (own numbering): 2 on the bar,
1 on 20 (White's 5), 4 on 11 (White's 14), 2 on 8 (White's 17), 6 borne off."""


def buttons(picture: str) -> dict[str, dict[str, str]]:
    """The attributes of each place's button, by data-place."""
    found = {}
    for rect in re.findall(r'<rect class="bg-place"[^>]*/>', picture):
        attrs = dict(re.findall(r'([\w-]+)="([^"]*)"', rect))
        found[attrs["data-place"]] = attrs
    return found


# -- the names of the places -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("where", "de", "en"),
    [
        (24, "Punkt 24: 1 weißer Stein", "Point 24: 1 white checker"),
        (13, "Punkt 13: 5 weiße Steine", "Point 13: 5 white checkers"),
        (7, "Punkt 7: leer", "Point 7: empty"),
        (5, "Punkt 5: 1 schwarzer Stein", "Point 5: 1 black checker"),
        (14, "Punkt 14: 4 schwarze Steine", "Point 14: 4 black checkers"),
        ("bar", "Bar: 1 weißer Stein und 2 schwarze Steine", "Bar: 1 white checker and 2 black checkers"),
        (
            "off",
            "Ablage: 5 weiße Steine und 6 schwarze Steine abgetragen",
            "Off: 5 white checkers and 6 black checkers borne off",
        ),
    ],
)
def test_each_place_is_named_with_its_checkers_in_both_languages(where: int | str, de: str, en: str) -> None:
    assert place_label(BUSY, where, "de") == de
    assert place_label(BUSY, where, "en") == en


def test_the_bar_and_the_tray_name_one_checker_and_the_empty_ones() -> None:
    one = Position.from_points({6: 14}, {"bar": 1, 1: 14}, turn=WHITE)  # 1 White off, 1 Black on the bar
    assert place_label(one, "bar", "de") == "Bar: 1 schwarzer Stein"
    assert place_label(one, "bar", "en") == "Bar: 1 black checker"
    assert place_label(one, "off", "de") == "Ablage: 1 weißer Stein abgetragen"
    assert place_label(one, "off", "en") == "Off: 1 white checker borne off"
    start = Position.start()
    assert [place_label(start, where, "de") for where in ("bar", "off")] == ["Bar: leer", "Ablage: leer"]
    assert [place_label(start, where, "en") for where in ("bar", "off")] == ["Bar: empty", "Off: empty"]
    assert place_label(start, 25, "en") == "Bar: empty" and place_label(start, 0, "de") == "Ablage: leer"


def test_the_mover_comes_first_and_points_are_in_the_numbering_shown() -> None:
    black = Position.start(BLACK)
    assert place_label(black, 24, "de") == "Punkt 24: 2 schwarze Steine"
    assert place_label(black, 24, "de", numbering=WHITE) == "Punkt 1: 2 schwarze Steine"
    assert place_label(black, 6, "en", numbering=WHITE) == "Point 19: 5 black checkers"
    both = Position.from_points({"bar": 1, 6: 14}, {"bar": 3, 1: 12}, turn=BLACK)
    assert place_label(both, "bar", "en") == "Bar: 3 black checkers and 1 white checker"


def test_the_shades_names_for_boards_whose_checkers_are_not_white_and_black() -> None:
    assert place_label(BUSY, 13, "de", shades=True) == "Punkt 13: 5 helle Steine"
    assert place_label(BUSY, 5, "de", shades=True) == "Punkt 5: 1 dunkler Stein"
    assert place_label(BUSY, 24, "en", shades=True) == "Point 24: 1 light checker"
    assert place_label(BUSY, 14, "en", shades=True) == "Point 14: 4 dark checkers"
    assert [checkers(WHITE, n, "de", shades=True) for n in (1, 2)] == ["1 heller Stein", "2 helle Steine"]
    assert [checkers(BLACK, n, "en", shades=True) for n in (1, 2)] == ["1 dark checker", "2 dark checkers"]


def test_the_selected_place_and_the_destinations_are_marked_in_the_name() -> None:
    start = Position.start()
    assert place_label(start, 13, "de", mark="selected") == "Punkt 13: 5 weiße Steine – ausgewählt"
    assert place_label(start, 9, "de", mark="target") == "Punkt 9: leer – mögliches Ziel"
    assert place_label(start, 13, "en", mark="selected") == "Point 13: 5 white checkers – selected"
    assert place_label(start, 11, "en", mark="target") == "Point 11: empty – possible destination"


# -- the SVG: roles, names, the tab stop, the neighbours ----------------------------------------------


def test_an_interactive_board_is_a_group_of_26_named_buttons_with_one_tab_stop() -> None:
    picture = svg.board(BUSY, roll=Roll(6, 5), interactive=True, lang="en")
    head = picture[: picture.index(">") + 1]
    assert 'role="group"' in head and 'aria-label="Backgammon – White to move"' in head
    assert 'role="img"' not in picture and "<desc>White 1 × 24;" in picture  # the words stay
    found = buttons(picture)
    assert list(found) == [str(where) for where in PLACES]  # the mover's order of play
    for where, attrs in found.items():
        key = int(where) if where.isdigit() else where
        assert attrs["role"] == "button" and attrs["aria-label"] == place_label(BUSY, key, "en")
    assert [where for where, attrs in found.items() if attrs["tabindex"] == "0"] == ["bar"]
    assert {attrs["tabindex"] for attrs in found.values()} == {"0", "-1"}


def test_the_tab_stop_is_the_selected_place_else_the_back_checker() -> None:
    start = Position.start()
    stop = {w for w, a in buttons(svg.board(start, interactive=True)).items() if a["tabindex"] == "0"}
    assert stop == {"24"}
    picked = svg.board(start, roll=Roll(4, 2), selected=13, targets=[9, 11, "off"], interactive=True)
    found = buttons(picked)
    assert [w for w, a in found.items() if a["tabindex"] == "0"] == ["13"]
    assert found["13"]["aria-label"] == "Punkt 13: 5 weiße Steine – ausgewählt"
    assert found["9"]["aria-label"] == "Punkt 9: leer – mögliches Ziel"
    assert found["off"]["aria-label"] == "Ablage: leer – mögliches Ziel"
    assert found["10"]["aria-label"] == "Punkt 10: leer"


def test_the_drawn_point_numbers_are_hidden_where_the_buttons_say_them() -> None:
    played = svg.board(BUSY, roll=Roll(6, 5), interactive=True)
    assert '<g class="bg-numbers" aria-hidden="true"' in played
    assert '<g class="bg-numbers" fill=' in svg.board(BUSY, roll=Roll(6, 5))  # a picture: still read


def test_a_look_only_picture_stays_an_img_without_buttons_and_both_are_deterministic() -> None:
    still = svg.board(BUSY, roll=Roll(6, 5))
    assert 'role="img"' in still and 'role="button"' not in still and "tabindex" not in still
    assert still.count('data-place="') == 26  # the hit areas for a click are there as before
    options = {"roll": Roll(6, 5), "selected": 13, "targets": [7, 8], "interactive": True, "lang": "en"}
    assert svg.board(BUSY, **options) == svg.board(BUSY, **options)  # type: ignore[arg-type]


@pytest.mark.parametrize("home", ["right", "left"])
@pytest.mark.parametrize("turn", [WHITE, BLACK])
def test_the_neighbours_are_as_drawn_and_go_both_ways(home: str, turn: object) -> None:
    found = buttons(svg.board(Position.start(turn), interactive=True, home=home))  # type: ignore[arg-type]
    back = {"left": "right", "right": "left", "up": "down", "down": "up"}
    for where, attrs in found.items():
        for way, other in back.items():
            if f"data-{way}" in attrs:  # a point's neighbour: the bar or tray answers by the row
                near = found[attrs[f"data-{way}"]]
                back_to = near.get(f"data-{other}") or near.get(f"data-{other}-{attrs['data-row']}")
                assert back_to == where, (where, way)
    for where in ("bar", "off"):
        assert "data-row" not in found[where] and "data-up" not in found[where]
        assert any(key.endswith("-top") for key in found[where])
        assert any(key.endswith("-bottom") for key in found[where])
    rows = {attrs["data-row"] for where, attrs in found.items() if where.isdigit()}
    assert rows == {"top", "bottom"}
    # every point has the point across: its number and the other's add up to 25 (White's side)
    for where, attrs in found.items():
        across = attrs.get("data-up") or attrs.get("data-down")
        if where.isdigit():
            assert across is not None and int(where) + int(across) == 25
    # the bar stands between the two halves: in White's numbering 18|19 above and 7|6 below
    if turn is WHITE:
        bar = found["bar"]
        pairs = {
            (bar["data-left-top"], bar["data-right-top"]),
            (bar["data-left-bottom"], bar["data-right-bottom"]),
        }
        assert pairs == ({("18", "19"), ("7", "6")} if home == "right" else {("19", "18"), ("6", "7")})


def test_each_row_is_a_chain_along_the_board() -> None:
    found = buttons(svg.board(Position.start(), interactive=True))
    place, seen = "13", ["13"]
    while "data-right" in found[place] or "data-right-top" in found[place]:
        place = found[place].get("data-right") or found[place]["data-right-top"]
        seen.append(place)
    assert seen == ["13", "14", "15", "16", "17", "18", "bar", "19", "20", "21", "22", "23", "24", "off"]


# -- what the board says: the live region -------------------------------------------------------


def exam_board(lang: str) -> BoardWidget:
    return BoardWidget(Position.start(), (6, 5), lang=lang, exam=True)


def test_nothing_is_said_before_the_first_action() -> None:
    board = exam_board("de")
    assert board.announcement == "" and board.canvas.announce == ""


@pytest.mark.parametrize(
    ("lang", "picked", "refused", "moved", "complete"),
    [
        (
            "de",
            "Stein auf 24 gewählt. So weit reichen deine Zahlen: 19, 18, 13. Wähle das Ziel.",
            "Nicht erlaubt: Punkt 19 ist gesperrt: Dort stehen 5 gegnerische Steine.",
            "Gezogen: 24/18. Noch zu spielen: 5. Ist dein Zug fertig, drücke „Prüfen“.",
            "Der Zug 24/13 ist vollständig gezogen. Drücke „Prüfen“ oder nimm Schritte zurück.",
        ),
        (
            "en",
            "Checker on 24 selected. Your numbers reach: 19, 18, 13. Choose the destination.",
            "Not allowed: Point 19 is blocked: 5 opposing checkers stand there.",
            "Moved: 24/18. Still to play: 5. When your play is done, press “Check”.",
            "The play 24/13 is complete. Press “Check” or take steps back.",
        ),
    ],
)
def test_pick_refusal_move_and_the_complete_play_are_said_as_shown(
    lang: str, picked: str, refused: str, moved: str, complete: str
) -> None:
    board = exam_board(lang)
    board.canvas.send_click("24")
    assert board.announcement == picked == board.message and board.canvas.announce == picked
    board.canvas.send_click("19")  # blocked: the exam board refuses it as an answer
    assert board.announcement.startswith(refused)
    assert board.announcement.endswith(board.state.message.text(lang))  # the same rule text as shown
    board.canvas.send_click("18")
    assert board.announcement == moved
    board.canvas.send_click("18")
    board.canvas.send_click("13")
    assert board.announcement == complete


@pytest.mark.parametrize(
    ("lang", "picked", "blocked", "no_number"),
    [
        (
            "de",
            "Stein auf 24 gewählt. Er kann ziehen nach: 18, 13.",
            "Nicht erlaubt: Punkt 19 ist gesperrt: Dort stehen 5 gegnerische Steine.",
            "Nicht erlaubt: Von 24 bis 21 sind es 3 Pips, aber dazu passt keine deiner Würfelzahlen (6-5), "
            "weder einzeln noch zusammen.",
        ),
        (
            "en",
            "Checker on 24 selected. It can move to: 18, 13.",
            "Not allowed: Point 19 is blocked: 5 opposing checkers stand there.",
            "Not allowed: From 24 to 21 is 3 pips, but none of your numbers (6-5) fits, alone or together.",
        ),
    ],
)
def test_a_game_board_says_the_legal_destinations_and_why_a_step_is_refused(
    lang: str, picked: str, blocked: str, no_number: str
) -> None:
    board = BoardWidget(Position.start(), (6, 5), lang=lang)
    board.canvas.send_click("24")
    assert board.announcement == picked
    board.canvas.send_click("19")
    assert board.announcement.startswith(blocked) and board.state.selected == 24
    assert board.announcement.endswith(board.message)  # the rule as the board shows it
    board.canvas.send_click("21")
    assert board.announcement == no_number and board.written == ()


@pytest.mark.parametrize(
    ("lang", "cancelled", "none_selected", "undone", "nothing"),
    [
        (
            "de",
            "Auswahl auf 24 aufgehoben.",
            "Es ist kein Stein ausgewählt.",
            "Zurückgenommen: 24/18.",
            "Es gibt nichts zurückzunehmen.",
        ),
        (
            "en",
            "Selection on 24 cleared.",
            "No checker is selected.",
            "Taken back: 24/18.",
            "There is nothing to take back.",
        ),
    ],
)
def test_escape_cancels_and_backspace_takes_back_through_the_canvas(
    lang: str, cancelled: str, none_selected: str, undone: str, nothing: str
) -> None:
    board = exam_board(lang)
    board.canvas.send_click("24")
    board.canvas.send_key("escape")
    assert board.state.selected is None and board.announcement == cancelled and board.message == cancelled
    board.canvas.send_key("escape")
    assert board.announcement == none_selected
    board.canvas.send_click("24")
    board.canvas.send_click("18")
    board.canvas.send_key("backspace")
    assert board.written == () and board.announcement == undone
    board.canvas.send_key("backspace")
    assert board.announcement == nothing


def test_a_key_the_board_does_not_know_is_an_error_not_a_silent_action() -> None:
    board = exam_board("en")
    with pytest.raises(ValueError, match="'tab'"):
        board.press("tab")
    board.canvas.send_key("tab")  # from the browser: shown in the message line, the state unchanged
    assert board.written == () and "ValueError" in board._message.value


def test_a_repeated_announcement_is_read_again() -> None:
    board = exam_board("de")
    board.canvas.send_key("backspace")
    first = board.canvas.announce
    board.canvas.send_key("backspace")
    assert board.canvas.announce != first and board.canvas.announce.rstrip(ZERO_WIDTH) == first
    board.canvas.send_key("backspace")
    assert board.canvas.announce == first
    assert board.announcement == "Es gibt nichts zurückzunehmen."


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        (
            "de",
            "Du hast 6-5 gewürfelt. Dein Stein auf der Bar muss zuerst einsetzen: Wähle die Bar.",
            "Du hast 6-5 gewürfelt. Deine 2 Steine auf der Bar müssen zuerst einsetzen: Wähle die Bar.",
        ),
        (
            "en",
            "You rolled 6-5. Your checker on the bar must enter first: choose the bar.",
            "You rolled 6-5. Your 2 checkers on the bar must enter first: choose the bar.",
        ),
    ],
)
def test_a_new_turn_is_said_with_the_checkers_on_the_bar_in_singular_and_plural(
    lang: str, one: str, two: str
) -> None:
    board = BoardWidget(Position.start(), (6, 5), lang=lang)
    board.set_turn(Position.from_points({"bar": 1, 6: 14}, {24: 15}), (6, 5))
    assert board.announcement == one
    board.set_turn(Position.from_points({"bar": 2, 6: 13}, {24: 15}), (6, 5))
    assert board.announcement == two
    board.click("bar")
    assert board.announcement == (
        "Stein auf der Bar gewählt. Er kann ziehen nach: 20, 19."
        if lang == "de"
        else "Checker on the bar selected. It can move to: 20, 19."
    )


def test_bearing_off_is_said_in_words() -> None:
    home = BoardWidget(Position.from_points({1: 1, 2: 14}, {1: 15}), (6, 5), lang="de")
    home.click(2)
    assert home.announcement == "Stein auf 2 gewählt. Er kann abgetragen werden."
    home.click("off")
    assert home.announcement == "Gezogen: 2/off. Noch zu spielen: 6."


def test_a_typed_play_and_a_hint_are_said_too() -> None:
    board = BoardWidget(Position.start(), (6, 5), lang="en")
    board.enter("24/13")
    assert board.announcement == board.message
    board.suggest(board.state.turn.play, "Run a back checker.")  # type: ignore[union-attr]
    assert board.canvas.announce == "Run a back checker."


def test_the_live_region_and_the_keys_are_in_the_front_end() -> None:
    from bgtutor.widgets import svgcanvas

    for needle in ('aria-live", "polite"', '"change:announce"', "focus-visible", "Backspace", "Home", "End"):
        assert needle in svgcanvas.ESM + svgcanvas.CSS, needle
    assert "getBBox" not in svgcanvas.ESM and "getBoundingClientRect" not in svgcanvas.ESM  # no geometry


def test_an_exam_board_names_where_the_dice_reach_a_game_board_where_the_checker_may_go() -> None:
    start = Position.start()
    assert (
        place_label(start, 19, "de", mark="reach")
        == "Punkt 19: 5 schwarze Steine – deine Zahlen reichen hierher"
    )
    assert place_label(start, 18, "en", mark="reach") == "Point 18: empty – your numbers reach here"
    exam, game = exam_board("de"), BoardWidget(start, (6, 5), lang="de")
    for board in (exam, game):
        board.click(24)
    exam_names, game_names = buttons(exam.canvas.svg), buttons(game.canvas.svg)
    assert exam_names["19"]["aria-label"] == "Punkt 19: 5 schwarze Steine – deine Zahlen reichen hierher"
    assert exam_names["18"]["aria-label"] == "Punkt 18: leer – deine Zahlen reichen hierher"
    assert 19 not in game.state.targets and game_names["19"]["aria-label"] == "Punkt 19: 5 schwarze Steine"
    assert game_names["18"]["aria-label"] == "Punkt 18: leer – mögliches Ziel"
    assert (
        exam_names["24"]["aria-label"]
        == game_names["24"]["aria-label"]
        == "Punkt 24: 2 weiße Steine – ausgewählt"
    )


def test_a_picture_shown_on_a_board_to_play_on_keeps_its_named_places() -> None:
    """The practice game shows the computer's play with arrows on the learner's board
    (``view.show``): the places stay buttons there, the static copy a picture only."""
    board = BoardWidget(Position.start(), None, lang="en")
    board.view.show(Position.start(), arrows=iter([(24, 18), (13, 11)]))
    assert 'class="bg-arrow"' in board.canvas.svg and 'role="button"' in board.canvas.svg
    assert buttons(board.canvas.svg)["24"]["aria-label"] == "Point 24: 2 white checkers"
    assert 'class="bg-arrow"' in board.canvas.still_svg and 'role="button"' not in board.canvas.still_svg
