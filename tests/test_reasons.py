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
        "ziehen: Zuerst müssen sie im gegnerischen Heimfeld einsetzen.",
        "You still have 2 checkers on the bar. While a checker waits there, no other checker may "
        "move: they must first enter in the opponent's home board.",
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
        "Von 6 bis 5 ist es 1 Pip, aber dazu passt keine deiner Würfelzahlen (4-2), weder einzeln "
        "noch zusammen.",
        "From 6 to 5 is 1 pip, but none of your numbers (4-2) fits, alone or together.",
        id="no-die-one-pip",
    ),
    pytest.param(
        reason(S, Roll(4, 2), "8/4 6/3"),
        "Von 6 bis 3 sind es 3 Pips, aber dazu passt keine deiner Würfelzahlen (4-2), weder einzeln "
        "noch zusammen.",
        "From 6 to 3 is 3 pips, but none of your numbers (4-2) fits, alone or together.",
        id="no-die",
    ),
    pytest.param(  # both paths need the 4: said of the path from the higher point
        reason(S, Roll(4, 2), "8/4 6/2"),
        "Von 8 bis 4 sind es 4 Pips, aber dazu passt keine deiner Würfelzahlen (2), weder einzeln "
        "noch zusammen.",
        "From 8 to 4 is 4 pips, but none of your numbers (2) fits, alone or together.",
        id="no-die-left",
    ),
    pytest.param(
        reason(S, Roll(5, 1), "6/1 8/7"),
        "Punkt 1 ist gesperrt: Dort stehen 2 gegnerische Steine. Landen darfst du nur auf einem "
        "offenen Punkt: einem leeren, einem mit eigenen Steinen oder einem mit nur einem gegnerischen "
        "Stein (Blot).",
        "Point 1 is blocked: 2 opposing checkers stand there. A checker may only land on an open "
        "point: an empty one, one with your own checkers, or one with a single opposing checker (a "
        "blot).",
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
        "offenen Punkt: einem leeren, einem mit eigenen Steinen oder einem mit nur einem gegnerischen "
        "Stein (Blot).",
        "Point 8 is blocked: 2 opposing checkers stand there. A checker may only land on an open "
        "point: an empty one, one with your own checkers, or one with a single opposing checker (a "
        "blot).",
        id="intermediate-blocked-one",
    ),
    pytest.param(
        reason(board({13: 15}, {8: 2, 10: 2, 24: 11}), Roll(5, 3), "13/5"),
        "Für den Weg von 13 bis 5 brauchst du mehrere Würfelzahlen, und jede Zahl ist ein eigener "
        "Teilzug, der auf einem offenen Punkt enden muss. Hier endet jede Reihenfolge der Zahlen "
        "unterwegs auf einem gesperrten Punkt: Punkte 10, 8. Über gesperrte Punkte darf ein Stein "
        "springen, aber keine Zahl darf auf einem enden.",
        "From 13 to 5 takes more than one number, and each number is a move of its own that must end"
        " on an open point. Here every order of the numbers ends on a blocked point on the way: points"
        " 10, 8. A checker may jump over blocked points, but no number may end on one.",
        id="intermediate-blocked-two",
    ),
    pytest.param(  # 4-4 from 13 to 5 stops on 9 only; the checker jumps over the blocked 11 and 10
        reason(board({13: 15}, {11: 2, 10: 2, 9: 2, 24: 9}), Roll(4, 4), "13/5"),
        "Für den Weg von 13 bis 5 brauchst du mehrere Würfelzahlen, und jede Zahl ist ein eigener "
        "Teilzug, der auf einem offenen Punkt enden muss. Hier endet jede Reihenfolge der Zahlen "
        "unterwegs auf einem gesperrten Punkt: Punkt 9. Über gesperrte Punkte darf ein Stein "
        "springen, aber keine Zahl darf auf einem enden.",
        "From 13 to 5 takes more than one number, and each number is a move of its own that must end"
        " on an open point. Here every order of the numbers ends on a blocked point on the way: point"
        " 9. A checker may jump over blocked points, but no number may end on one.",
        id="intermediate-blocked-one-point",
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
        "Steine stehen; auf Punkt 4 stehen 2 Steine. Ist die Zahl größer als dein höchster "
        "besetzter Punkt, musst du mit ihr von diesem höchsten Punkt abtragen, hier also 4/off.",
        "With the 5 you may not bear off from point 2 while checkers of yours stand on a higher "
        "point; point 4 holds 2 checkers. When the number is larger than your highest occupied "
        "point, you must bear off from that highest point with it, here 4/off.",
        id="higher-point-highest-several",
    ),
    pytest.param(
        reason(board({4: 1, 2: 14}, PARKED), Roll(6, 5), "2/off 2/off"),
        "Mit der 5 darfst du von Punkt 2 nicht abtragen, solange auf einem höheren Punkt eigene "
        "Steine stehen; auf Punkt 4 steht ein Stein. Ist die Zahl größer als dein höchster "
        "besetzter Punkt, musst du mit ihr von diesem höchsten Punkt abtragen, hier also 4/off.",
        "With the 5 you may not bear off from point 2 while checkers of yours stand on a higher "
        "point; point 4 holds one checker. When the number is larger than your highest occupied"
        " point, you must bear off from that highest point with it, here 4/off.",
        id="higher-point-highest-one",
    ),
    pytest.param(
        reason(board({4: 2, 1: 3}, PARKED), Roll(4, 3), "1/off 4/1"),
        "Mit der 4 darfst du von Punkt 1 nicht abtragen, solange auf einem höheren Punkt eigene "
        "Steine stehen; auf Punkt 4 steht ein Stein. Die 4 passt genau zu Punkt 4: Mit ihr "
        "trägst du dort ab (4/off).",
        "With the 4 you may not bear off from point 1 while checkers of yours stand on a higher "
        "point; point 4 holds one checker. The 4 fits point 4 exactly: with it you bear off "
        "from there (4/off).",
        id="higher-point-exact",
    ),
    pytest.param(
        reason(board({6: 3, 5: 2, 3: 1, 2: 2}, PARKED), Roll(4, 1), "3/off 6/5"),
        "Mit der 4 darfst du von Punkt 3 nicht abtragen, solange auf einem höheren Punkt eigene "
        "Steine stehen; auf Punkt 6 stehen 2 Steine. Ist die Zahl kleiner als dein höchster "
        "besetzter Punkt, trägt sie nur von ihrem eigenen Punkt 4 ab; sonst ziehst du mit ihr einen "
        "Stein innerhalb des Heimfelds, zum Beispiel 6/2.",
        "With the 4 you may not bear off from point 3 while checkers of yours stand on a higher "
        "point; point 6 holds 2 checkers. When the number is smaller than your highest occupied"
        " point, it bears off only from its own point 4; otherwise it moves a checker inside your "
        "home board, for example 6/2.",
        id="higher-point-inside",
    ),
    pytest.param(
        reason(board({6: 1, 1: 1}, {2: 2, 19: 13}), Roll(4, 4), "1/off"),
        "Mit der 4 darfst du von Punkt 1 nicht abtragen, solange auf einem höheren Punkt eigene "
        "Steine stehen; auf Punkt 6 steht ein Stein. Ist die Zahl kleiner als dein höchster "
        "besetzter Punkt, trägt sie nur von ihrem eigenen Punkt 4 ab oder zieht einen Stein innerhalb"
        " des Heimfelds. Hier geht beides nicht: Auf Punkt 4 steht kein Stein von dir, und mit der 4 "
        "würde jeder deiner Steine oberhalb von Punkt 4 auf einem gesperrten Punkt landen.",
        "With the 4 you may not bear off from point 1 while checkers of yours stand on a higher "
        "point; point 6 holds one checker. When the number is smaller than your highest "
        "occupied point, it bears off only from its own point 4 or moves a checker inside your home "
        "board. Neither is possible here: point 4 holds no checker of yours, and with the 4 each of "
        "your checkers above point 4 would land on a blocked point.",
        id="higher-point-stuck",
    ),
    pytest.param(  # 6/2 is blocked, so the 4 bears off from its own point
        step_reason(board({6: 1, 4: 1, 1: 1}, {2: 2, 19: 13}), 1, 4),
        "Mit der 4 darfst du von Punkt 1 nicht abtragen, solange auf einem höheren Punkt eigene "
        "Steine stehen; auf Punkt 6 steht ein Stein. Ist die Zahl kleiner als dein höchster besetzter"
        " Punkt, zieht sie einen Stein innerhalb des Heimfelds oder trägt nur von ihrem eigenen Punkt"
        " 4 ab. Hier würde jeder deiner Steine oberhalb von Punkt 4 auf einem gesperrten Punkt landen,"
        " also bleibt 4/off.",
        "With the 4 you may not bear off from point 1 while checkers of yours stand on a higher "
        "point; point 6 holds one checker. When the number is smaller than your highest occupied "
        "point, it moves a checker inside your home board or bears off only from its own point 4. "
        "Here each of your checkers above point 4 would land on a blocked point, so 4/off is what is"
        " left.",
        id="higher-point-own",
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
        "In dieser Stellung lassen sich nicht beide Zahlen spielen, sondern nur die eine oder die "
        "andere. Dann musst du die höhere spielen: die 6, zum Beispiel bar/19.",
        "In this position you cannot play both numbers, only one or the other. Then you must play "
        "the larger one: the 6, for example bar/19.",
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
        "You must move when you can; your turn ends without a move only when no play is possible. "
        "Possible is, for example, 24/13.",
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
        "Der Wurf 6-2 erlaubt höchstens 2 Teilzüge. Du hast 3 geschrieben.",
        "The roll 6-2 allows at most 2 moves. You wrote 3.",
        id="too-many-steps-written",
    ),
    pytest.param(
        reason(board({10: 1, 4: 1, 3: 1}, {19: 15}), Roll(4, 4), "10/off 4/off 3/off"),
        "Der Wurf 4-4 erlaubt höchstens 4 Teilzüge. Dein Zug braucht aber mindestens 5: 10/off "
        "allein braucht schon 3 (10/6/2/off).",
        "The roll 4-4 allows at most 4 moves. Your play needs at least 5: 10/off alone takes 3 (10/6/2/off).",
        id="too-many-steps-needed",
    ),
    pytest.param(
        reason(board({13: 1, 6: 14}, {19: 15}), Roll(6, 4), "13/9 13/7"),
        "Von 13 kannst du keinen Stein mehr ziehen: Vor dem Zug stand dort einer, und der ist mit "
        "den Teilzügen davor schon gezogen.",
        "You have no checker left to move from 13: one stood there before the play, and the earlier "
        "moves have already moved it.",
        id="no-checker-left-one",
    ),
    pytest.param(
        reason(board({13: 2, 6: 13}, {19: 15}), Roll(2, 2), "13/11(3)"),
        "Von 13 kannst du keinen Stein mehr ziehen: Vor dem Zug standen dort 2, und die sind mit "
        "den Teilzügen davor schon gezogen.",
        "You have no checker left to move from 13: 2 stood there before the play, and the earlier "
        "moves have already moved them.",
        id="no-checker-left-two",
    ),
    pytest.param(
        reason(board({"bar": 1, 6: 14}, {19: 15}), Roll(5, 3), "bar/22 bar/20"),
        "Von der Bar kannst du keinen Stein mehr ziehen: Vor dem Zug stand dort einer, und der ist "
        "mit den Teilzügen davor schon gezogen.",
        "You have no checker left to move from the bar: one stood there before the play, and the "
        "earlier moves have already moved it.",
        id="no-checker-left-bar",
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
                    assert example[1] != "off" and (int(example[0]), int(example[1])) in legal
                elif case == "own":  # no checker moves inside: the die bears off from its own point
                    assert params["example"] == f"{die}/off" and legal == {(die, 0)}
                else:
                    assert not legal
    assert seen == {"highest", "exact", "inside", "own", "stuck"}


@pytest.mark.parametrize("text", [text for case in CASES for text in case.values[1:]])
def test_a_reason_has_at_most_one_colon_per_sentence(text: object) -> None:
    assert isinstance(text, str)
    for sentence in re.split(r"(?<=[.;])\s+(?=[A-ZÄÖÜ])", text):
        assert sentence.count(":") <= 1, sentence
