"""Every reason text, in German and English, on a position where the engine gives it.

A rules tutorial that teaches a wrong rule is worse than none: each text here was checked
against the rule it names (and the bear-off texts against the engine, case by case: a die
larger than, equal to and smaller than the highest occupied point; one checker or several).
"""

from __future__ import annotations

import random
import re

import pytest

from bgtutor import BLACK, WHITE, Position, Roll
from bgtutor.rules import i18n
from bgtutor.rules.explain import Reason, Rule, incomplete_reason, step_reason
from bgtutor.rules.moves import search
from bgtutor.rules.scoring import game_result
from bgtutor.rules.turn import Turn
from tests.helpers import board, reason

PARKED: dict[int | str, int] = {19: 3, 20: 3, 21: 3, 22: 2, 23: 2, 24: 2}
S = Position.start()


def _result(position: Position) -> Reason:
    result = game_result(position)
    assert result is not None
    return result.reason


CASES = [
    pytest.param(
        Turn(S, Roll(6, 5)).step(24, 18).step(13, 8).explain(13, 7),
        "Alle Würfelzahlen dieses Wurfs sind schon gespielt.",
        "All the numbers of this roll have been played already.",
        id="no-dice-left",
    ),
    pytest.param(
        reason(S, Roll(6, 5), "20/14 13/8"),
        "Auf Punkt 20 steht kein eigener Stein, den du ziehen könntest.",
        "You have no checker on point 20 to move.",
        id="no-checker",
    ),
    pytest.param(
        Turn(S, Roll(6, 5)).explain(25, 19),
        "Auf der Bar steht kein eigener Stein.",
        "You have no checker on the bar.",
        id="no-checker-on-bar",
    ),
    pytest.param(
        reason(board({"bar": 1, 13: 14}, {1: 2, 12: 13}), Roll(6, 5), "13/7 13/8"),
        "Du hast noch 1 Stein auf der Bar. Solange dort ein Stein wartet, darf kein anderer Stein "
        "ziehen: Zuerst muss er im gegnerischen Heimfeld einsetzen.",
        "You still have 1 checker on the bar. While a checker waits there, no other checker may move:"
        " it must first enter in the opponent's home board.",
        id="bar-first-one",
    ),
    pytest.param(
        reason(board({"bar": 2, 13: 13}, {1: 2, 12: 13}), Roll(6, 5), "13/7 13/8"),
        "Du hast noch 2 Steine auf der Bar. Solange dort ein Stein wartet, darf kein anderer Stein "
        "ziehen: Zuerst muss er im gegnerischen Heimfeld einsetzen.",
        "You still have 2 checkers on the bar. While a checker waits there, no other checker may "
        "move: it must first enter in the opponent's home board.",
        id="bar-first-two",
    ),
    pytest.param(
        reason(S, Roll(6, 5), "8/14 13/8"),
        "Steine ziehen nur vorwärts, zu kleineren Punktnummern hin und dann hinaus; von 8 bis 14 "
        "wäre rückwärts.",
        "Checkers only move forwards, towards lower point numbers and then off; 8 to 14 would be backwards.",
        id="wrong-direction",
    ),
    pytest.param(
        reason(S, Roll(4, 2), "6/5 8/4"),
        "Von 6 bis 5 ist es 1 Punkt, aber dazu passt keine deiner Würfelzahlen (2), weder einzeln "
        "noch zusammen.",
        "From 6 to 5 is 1 pip, but none of your numbers (2) fits, alone or together.",
        id="no-die-one-pip",
    ),
    pytest.param(
        reason(S, Roll(4, 2), "8/4 6/3"),
        "Von 6 bis 3 sind es 3 Punkte, aber dazu passt keine deiner Würfelzahlen (2), weder einzeln "
        "noch zusammen.",
        "From 6 to 3 is 3 pips, but none of your numbers (2) fits, alone or together.",
        id="no-die",
    ),
    pytest.param(
        reason(S, Roll(5, 1), "6/1 13/12"),
        "Punkt 1 ist gesperrt: Dort stehen 2 gegnerische Steine. Landen darfst du nur auf einem "
        "offenen Punkt, also einem leeren, einem eigenen oder einem Blot.",
        "Point 1 is blocked: 2 opposing checkers stand there. A checker may only land on an open "
        "point, that is an empty one, your own or a blot.",
        id="blocked",
    ),
    pytest.param(
        reason(board({"bar": 1, 13: 14}, {21: 2, 12: 13}), Roll(4, 2), "bar/21 13/11"),
        "Mit der 4 würdest du auf Punkt 21 einsetzen, doch dort stehen 2 gegnerische Steine: Der "
        "Punkt ist gesperrt.",
        "With the 4 you would enter on point 21, but 2 opposing checkers block it.",
        id="entry-blocked",
    ),
    pytest.param(
        reason(board({13: 15}, {8: 2, 24: 13}), Roll(5, 3), "13/8/5"),
        "Punkt 8 ist gesperrt: Dort stehen 2 gegnerische Steine. Landen darfst du nur auf einem "
        "offenen Punkt, also einem leeren, einem eigenen oder einem Blot.",
        "Point 8 is blocked: 2 opposing checkers stand there. A checker may only land on an open "
        "point, that is an empty one, your own or a blot.",
        id="intermediate-blocked-one",
    ),
    pytest.param(
        reason(board({13: 15}, {8: 2, 10: 2, 24: 11}), Roll(5, 3), "13/5"),
        "Für den Weg von 13 bis 5 brauchst du mehrere Würfelzahlen, und der Stein müsste unterwegs "
        "auf einem Zwischenpunkt landen. Gesperrt sind die Punkte 10, 8. Ein Stein darf nur über "
        "Punkte ziehen, auf denen er auch landen dürfte.",
        "From 13 to 5 takes more than one number, so the checker would have to land on a point on the"
        " way. Points 10, 8 are blocked. A checker may only pass through points it could land on.",
        id="intermediate-blocked-two",
    ),
    pytest.param(
        reason(board({8: 1, 6: 14}, PARKED), Roll(6, 5), "6/off 6/1"),
        "Abtragen darfst du erst, wenn alle deine Steine im Heimfeld (Punkte 1 bis 6) stehen. Noch "
        "draußen: 8.",
        "You may bear off only when all your checkers are in your home board (points 1 to 6). Still "
        "outside: 8.",
        id="not-all-home",
    ),
    pytest.param(
        reason(board({4: 2, 3: 3, 2: 2, 1: 1}, PARKED), Roll(6, 5), "2/off 1/off"),
        "Mit der 5 darfst du von Punkt 2 nicht abtragen, solange auf einem höheren Punkt eigene "
        "Steine stehen; auf Punkt 4 stehen noch 2 Steine. Ist die Zahl größer als dein höchster "
        "besetzter Punkt, musst du mit ihr von diesem höchsten Punkt abtragen, hier also 4/off.",
        "With the 5 you may not bear off from point 2 while checkers of yours stand on a higher "
        "point; point 4 still holds 2 checkers. When the number is larger than your highest occupied "
        "point, you must bear off from that highest point with it, here 4/off.",
        id="higher-point-highest-several",
    ),
    pytest.param(
        reason(board({4: 1, 2: 14}, PARKED), Roll(6, 5), "2/off 2/off"),
        "Mit der 5 darfst du von Punkt 2 nicht abtragen, solange auf einem höheren Punkt eigene "
        "Steine stehen; auf Punkt 4 steht noch ein Stein. Ist die Zahl größer als dein höchster "
        "besetzter Punkt, musst du mit ihr von diesem höchsten Punkt abtragen, hier also 4/off.",
        "With the 5 you may not bear off from point 2 while checkers of yours stand on a higher "
        "point; point 4 still holds one checker. When the number is larger than your highest occupied"
        " point, you must bear off from that highest point with it, here 4/off.",
        id="higher-point-highest-one",
    ),
    pytest.param(
        reason(board({4: 2, 1: 3}, PARKED), Roll(4, 3), "1/off 4/1"),
        "Mit der 4 darfst du von Punkt 1 nicht abtragen, solange auf einem höheren Punkt eigene "
        "Steine stehen; auf Punkt 4 steht noch ein Stein. Die 4 passt genau zu Punkt 4: Mit ihr "
        "trägst du dort ab (4/off).",
        "With the 4 you may not bear off from point 1 while checkers of yours stand on a higher "
        "point; point 4 still holds one checker. The 4 fits point 4 exactly: with it you bear off "
        "from there (4/off).",
        id="higher-point-exact",
    ),
    pytest.param(
        reason(board({6: 3, 5: 2, 3: 1, 2: 2}, PARKED), Roll(4, 1), "3/off 6/5"),
        "Mit der 4 darfst du von Punkt 3 nicht abtragen, solange auf einem höheren Punkt eigene "
        "Steine stehen; auf Punkt 6 stehen noch 2 Steine. Ist die Zahl kleiner als dein höchster "
        "besetzter Punkt, trägt sie nur von ihrem eigenen Punkt 4 ab; sonst ziehst du mit ihr einen "
        "Stein innerhalb des Heimfelds, zum Beispiel 6/2.",
        "With the 4 you may not bear off from point 3 while checkers of yours stand on a higher "
        "point; point 6 still holds 2 checkers. When the number is smaller than your highest occupied"
        " point, it bears off only from its own point 4; otherwise it moves a checker inside your "
        "home board, for example 6/2.",
        id="higher-point-inside",
    ),
    pytest.param(
        reason(board({6: 1, 1: 1}, {2: 2, 19: 13}), Roll(4, 4), "1/off"),
        "Mit der 4 darfst du von Punkt 1 nicht abtragen, solange auf einem höheren Punkt eigene "
        "Steine stehen; auf Punkt 6 steht noch ein Stein. Ist die Zahl kleiner als dein höchster "
        "besetzter Punkt, trägt sie nur von ihrem eigenen Punkt 4 ab oder zieht einen Stein innerhalb"
        " des Heimfelds. Hier geht beides nicht: Auf Punkt 4 steht kein Stein von dir, und mit der 4 "
        "würde jeder Stein im Heimfeld auf einem gesperrten Punkt landen.",
        "With the 4 you may not bear off from point 1 while checkers of yours stand on a higher "
        "point; point 6 still holds one checker. When the number is smaller than your highest "
        "occupied point, it bears off only from its own point 4 or moves a checker inside your home "
        "board. Neither is possible here: point 4 holds no checker of yours, and with the 4 every "
        "checker in your home board would land on a blocked point.",
        id="higher-point-stuck",
    ),
    pytest.param(
        reason(board({5: 1, 4: 1}, {1: 2, 19: 3, 20: 3, 21: 3, 22: 2, 23: 2}), Roll(5, 3), "5/off"),
        "Danach ließe sich die 3 nicht mehr spielen. Es gibt aber einen Zug, der beide Würfelzahlen "
        "nutzt, zum Beispiel 5/2 4/off. Wenn beide Zahlen gespielt werden können, müssen beide "
        "gespielt werden.",
        "After that the 3 could not be played. But there is a play that uses both numbers, for "
        "example 5/2 4/off. When both numbers can be played, both must be played.",
        id="must-use-both",
    ),
    pytest.param(
        reason(
            board({"bar": 1, 13: 14}, {24: 2, 23: 2, 22: 2, 21: 2, 14: 2, 8: 2, 7: 2, 1: 1}),
            Roll(6, 5),
            "bar/20",
        ),
        "In dieser Stellung lässt sich nur eine der beiden Zahlen spielen, und dann muss es die "
        "höhere sein: die 6, zum Beispiel bar/19.",
        "Only one of the two numbers can be played in this position, and then it must be the larger "
        "one: the 6, for example bar/19.",
        id="must-use-larger",
    ),
    pytest.param(
        Reason.of(Rule.MUST_USE_MAX, count=4, played=1, example="24/16(2)"),
        "Von diesem Pasch lassen sich 4 Teilzüge spielen, so wären es nur 1. Du musst so viele "
        "Teilzüge spielen wie möglich, zum Beispiel 24/16(2).",
        "This double allows 4 moves, this way only 1. You must play as many as possible, for example "
        "24/16(2).",
        id="must-use-max",
    ),
    pytest.param(
        Reason.of(Rule.GAME_OVER, winner=WHITE),
        "Die Partie ist vorbei: Weiß hat alle 15 Steine abgetragen.",
        "The game is over: White has borne off all 15 checkers.",
        id="game-over",
    ),
    pytest.param(
        reason(S, Roll(6, 2), "24/18"),
        "Der Zug ist noch nicht fertig: Es fehlt noch ein Teilzug mit der 2. Zum Beispiel: 24/22.",
        "The play is not finished: one move with the 2 is still missing. For example: 24/22.",
        id="incomplete-one",
    ),
    pytest.param(
        reason(S, Roll(4, 4), "24/16"),
        "Der Zug ist noch nicht fertig: Es fehlen noch 2 Teilzüge mit der 4. Zum Beispiel: 24/16.",
        "The play is not finished: 2 moves with the 4 are still missing. For example: 24/16.",
        id="incomplete-two",
    ),
    pytest.param(
        reason(S, Roll(3, 3), "24/21"),
        "Der Zug ist noch nicht fertig: Es fehlen noch 3 Teilzüge mit der 3. Zum Beispiel: 24/18 21/18.",
        "The play is not finished: 3 moves with the 3 are still missing. For example: 24/18 21/18.",
        id="incomplete-three",
    ),
    pytest.param(  # a safety net: a Turn never stops where no continuation exists
        incomplete_reason(board({"bar": 1, 6: 14}, {p: 2 for p in range(19, 25)}), (6,)),
        "Der Zug ist noch nicht fertig: Es fehlt noch ein Teilzug mit der 6.",
        "The play is not finished: one move with the 6 is still missing.",
        id="incomplete-no-example",
    ),
    pytest.param(
        reason(S, Roll(6, 5), "24/18* 13/8"),
        "Auf Punkt 18 schlägt dieser Zug keinen Stein: Dort steht kein einzelner gegnerischer Stein (Blot).",
        "This play hits nothing on point 18: no single opposing checker (blot) stands there.",
        id="no-blot",
    ),
    pytest.param(
        reason(S, Roll(6, 5), "(no play)"),
        "Du musst ziehen, wenn du kannst; aussetzen darfst du nur, wenn kein Zug möglich ist. Möglich"
        " ist zum Beispiel 24/13.",
        "You must move when you can; you may pass only when no play is possible. Possible is, for "
        "example, 24/13.",
        id="must-move",
    ),
    pytest.param(
        reason(S, Roll(6, 2), "42: 8/4 6/4"),
        "Der Zug ist für den Wurf 4-2 geschrieben, gewürfelt ist aber 6-2.",
        "The play is written for the roll 4-2, but the roll is 6-2.",
        id="wrong-roll",
    ),
    pytest.param(
        reason(S, Roll(6, 2), "24/18 13/11 6/4"),
        "Du hast 3 Teilzüge geschrieben, aber der Wurf 6-2 erlaubt höchstens 2.",
        "You wrote 3 moves, but the roll 6-2 allows at most 2.",
        id="too-many-steps",
    ),
    pytest.param(
        _result(Position.from_points({}, {12: 14}, turn=BLACK)),
        "Weiß gewinnt eine einfache Partie (1 Punkt): Schwarz hat schon 1 Stein abgetragen.",
        "White has won a single game (1 point): Black has already borne off 1 checker.",
        id="result-single",
    ),
    pytest.param(
        _result(Position.from_points({}, {12: 15}, turn=BLACK)),
        "Weiß gewinnt ein Gammon (2 Punkte): Schwarz hat noch keinen Stein abgetragen.",
        "White has won a gammon (2 points): Black has borne off no checker.",
        id="result-gammon",
    ),
    pytest.param(
        _result(Position.from_points({}, {"bar": 1, 12: 14}, turn=BLACK)),
        "Weiß gewinnt ein Backgammon (3 Punkte): Schwarz hat keinen Stein abgetragen und hat noch "
        "einen Stein auf der Bar.",
        "White has won a backgammon (3 points): Black has borne off no checker and still has a "
        "checker on the bar.",
        id="result-backgammon-bar",
    ),
    pytest.param(
        _result(Position.from_points({}, {23: 1, 12: 14}, turn=BLACK)),
        "Weiß gewinnt ein Backgammon (3 Punkte): Schwarz hat keinen Stein abgetragen und hat noch "
        "einen Stein im Heimfeld von Weiß (auf dessen Punkt 2).",
        "White has won a backgammon (3 points): Black has borne off no checker and still has a "
        "checker in White's home board (on White's point 2).",
        id="result-backgammon-home",
    ),
]


@pytest.mark.parametrize(("why", "german", "english"), CASES)
def test_reason_text(why: Reason | None, german: str, english: str) -> None:
    assert why is not None
    assert (why.text("de"), why.text("en")) == (german, english)


def _keys(why: Reason) -> set[str]:
    case = dict(why.params).get("case")
    return {why.rule.value} if case is None else {why.rule.value, f"{why.rule.value}-{case}"}


def test_every_reason_text_in_the_catalog_is_checked_here() -> None:
    rules = {rule.value for rule in Rule}
    cases = {key for key in i18n.catalog("de") for rule in rules if key.startswith(rule + "-")} - rules
    checked = set().union(*(_keys(case.values[0]) for case in CASES))  # type: ignore[arg-type]
    assert checked == rules | cases


def test_higher_point_reasons_agree_with_the_engine() -> None:
    """Bear-off positions at random: what each reason says a die does is what the engine allows."""
    rng = random.Random(10)
    seen = set()
    for _ in range(400):
        white: dict[int | str, int] = {}
        for _ in range(rng.randint(1, 15)):
            point = rng.randint(1, 6)
            white[point] = white.get(point, 0) + 1
        black: dict[int | str, int] = {24: 15}
        free = [p for p in range(1, 7) if p not in white]
        for point in rng.sample(free, k=min(len(free), rng.randint(0, 2))):
            black[point], black[24] = 2, black[24] - 2  # an anchor in White's home board
        position = board(white, black)
        for die in range(1, 7):
            single = search(list(position.on_roll), list(position.opponent), (die,))
            legal = {(src, dst) for steps in single.values() for src, dst, _, _ in steps}
            for src in white:
                why = step_reason(position, int(src), die)
                assert (why is None) == ((int(src), max(int(src) - die, 0)) in legal)
                if why is None or why.rule is not Rule.HIGHER_POINT:
                    continue
                params = dict(why.params)
                case, higher = params["case"], params["higher"]
                seen.add(case)
                assert params["count"] == position.on_roll[int(higher)] and higher == max(white)
                if case in ("highest", "exact"):
                    assert legal == {(higher, 0)}
                elif case == "inside":
                    example = str(params["example"]).split("/")
                    assert (int(example[0]), 0 if example[1] == "off" else int(example[1])) in legal
                else:
                    assert not legal
    assert seen == {"highest", "exact", "inside", "stuck"}


@pytest.mark.parametrize("text", [text for case in CASES for text in case.values[1:]])
def test_a_reason_has_at_most_one_colon_per_sentence(text: object) -> None:
    assert isinstance(text, str)
    for sentence in re.split(r"(?<=[.;])\s+(?=[A-ZÄÖÜ])", text):
        assert sentence.count(":") <= 1, sentence
