"""Game records: the opening roll, replay, refusing illegal plays, and the JSON round trip."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bgtutor import (
    BLACK,
    WHITE,
    BgtutorError,
    GameOverError,
    IllegalPlayError,
    InvalidNotationError,
    InvalidRollError,
    OpeningRoll,
    Play,
    Position,
    Roll,
    Step,
    legal_plays,
    roll_dice,
)
from bgtutor.play.game import Game, GameRecordError, GameTurn
from bgtutor.rules.explain import Rule
from bgtutor.rules.scoring import ResultKind

SETTINGS = settings(
    max_examples=25, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)


def random_game(seed: int, turns: int | None = None) -> Game:
    """A game of random legal plays with random dice, up to ``turns`` turns or to the end."""
    rng = random.Random(seed)
    game = Game.new(rng)
    while game.result is None and (turns is None or len(game.turns) < turns):
        roll = game.next_roll(rng)
        game = game.with_turn(roll, rng.choice(legal_plays(game.position, roll)))
    return game


def opening_game() -> Game:
    """Black starts with 52 (``Game.new(random.Random(1))``)."""
    return Game(Position.start(BLACK), OpeningRoll(2, 5))


# -- the opening roll -------------------------------------------------------------------------


def test_the_opening_roll_decides_who_starts_and_is_the_first_roll() -> None:
    for seed in range(30):
        game = Game.new(random.Random(seed))
        assert game.opening is not None and game.turns == ()
        assert game.turn_color is game.opening.starter is game.position.turn
        assert game.opening.white != game.opening.black
        assert game.next_roll(random.Random(0)) == game.opening.roll
        assert game.position.white == Position.start().white


def test_the_first_turn_must_play_the_opening_roll() -> None:
    game = opening_game()
    with pytest.raises(InvalidRollError, match="opening roll 52"):
        game.with_turn(Roll(6, 1), "13/7 8/7")
    after = game.with_turn(Roll(5, 2), "13/8 13/11")
    assert after.turns[0] == GameTurn(BLACK, Roll(5, 2), after.turns[0].play)
    assert after.next_roll(random.Random(4)) == roll_dice(random.Random(4))


def test_an_opening_roll_must_fit_the_start() -> None:
    with pytest.raises(BgtutorError, match="lets BLACK start"):
        Game(Position.start(WHITE), OpeningRoll(2, 5))
    with pytest.raises(BgtutorError, match="differ"):
        Game(Position.start(WHITE), OpeningRoll(4, 4))
    with pytest.raises(BgtutorError):
        Game(Position.start(WHITE), OpeningRoll(9, 1))


def test_a_game_without_opening_roll_starts_from_any_position() -> None:
    start = Position.from_points({1: 1}, {19: 15}, turn=WHITE)  # Black's 19 is White's 6: home
    game = Game(start).with_turn(Roll(6, 2), "1/off")
    assert game.turn_color is None
    assert game.result is not None and game.result.winner is WHITE
    assert game.result.kind is ResultKind.BACKGAMMON


# -- replay -----------------------------------------------------------------------------------


def test_positions_are_replayed_from_the_start() -> None:
    game = random_game(5, turns=12)
    positions = game.positions()
    assert len(positions) == 13 and positions[0] == game.start and positions[-1] == game.position
    for index, turn in enumerate(game.turns):
        assert game.start_of_turn(index) == positions[index]
        assert positions[index].turn is turn.color
        assert positions[index + 1] == positions[index].play(turn.play)


def test_last_turns_gives_a_sides_latest_turns_with_their_positions() -> None:
    game = random_game(11, turns=9)
    positions = game.positions()
    mine = [i for i, turn in enumerate(game.turns) if turn.color is WHITE]
    replays = game.last_turns(WHITE, 2)
    assert [replay.turn for replay in replays] == [game.turns[i] for i in mine[-2:]]
    for replay, index in zip(replays, mine[-2:], strict=True):
        assert (replay.before, replay.after) == (positions[index], positions[index + 1])
    assert game.last_turns(WHITE, 0) == ()
    assert len(game.last_turns(BLACK, 99)) == sum(turn.color is BLACK for turn in game.turns)
    assert Game.new(random.Random(1)).last_turns(WHITE) == ()


def test_a_game_is_an_immutable_value() -> None:
    game = random_game(2, turns=4)
    with pytest.raises(dataclasses.FrozenInstanceError):
        game.turns = ()  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        game.turns[0].play = Play()  # type: ignore[misc]
    assert len(game.turns) == 4
    assert hash(game) == hash(Game(game.start, game.opening, game.turns))


def test_with_turn_returns_a_new_game_and_leaves_the_old_one() -> None:
    game = opening_game()
    after = game.with_turn(Roll(5, 2), "13/8 13/11")
    assert game.turns == () and len(after.turns) == 1 and after.turn_color is WHITE


# -- refusing illegal plays -------------------------------------------------------------------


def test_with_turn_refuses_an_illegal_play_with_the_rule() -> None:
    game = opening_game()
    with pytest.raises(IllegalPlayError) as caught:
        game.with_turn(Roll(5, 2), "13/7 13/11")
    assert caught.value.reason.rule is Rule.NO_DIE
    illegal = Play((Step(6, 1, 5), Step(6, 4, 2)))  # 6/1 lands on White's two checkers
    with pytest.raises(IllegalPlayError) as caught:
        game.with_turn(Roll(5, 2), illegal)
    assert caught.value.reason.rule is Rule.BLOCKED
    with pytest.raises(IllegalPlayError) as caught:
        game.with_turn(Roll(5, 2), Play())
    assert caught.value.reason.rule is Rule.MUST_MOVE


def test_a_play_for_another_roll_is_refused() -> None:
    game = opening_game()
    results = {game.position.play(play) for play in legal_plays(game.position, Roll(5, 2))}
    for play in legal_plays(game.position, Roll(6, 4)):
        if game.position.play(play) not in results:
            with pytest.raises(IllegalPlayError):
                game.with_turn(Roll(5, 2), play)


def test_half_a_play_is_refused() -> None:
    with pytest.raises(IllegalPlayError) as caught:
        opening_game().with_turn(Roll(5, 2), Play((Step(13, 8, 5),)))
    assert caught.value.reason.rule is Rule.INCOMPLETE


def test_malformed_steps_and_text_are_refused() -> None:
    game = opening_game()
    for steps in [(Step(30, 25, 5),), (Step(8, 13, 5),), (Step(-1, 4, 5),), (Step(13, 8, 9),)]:
        with pytest.raises(BgtutorError, match="is not a play"):
            game.with_turn(Roll(5, 2), Play(steps))
    with pytest.raises(InvalidNotationError):
        game.with_turn(Roll(5, 2), "thirteen to eight")
    with pytest.raises(InvalidRollError):
        game.with_turn((5, 2), "13/8 13/11")  # type: ignore[arg-type]


def test_the_play_is_stored_as_the_legal_play_with_the_same_result() -> None:
    game = opening_game()
    reordered = Play((Step(13, 11, 2), Step(13, 8, 5)))
    after = game.with_turn(Roll(5, 2), reordered)
    assert after.turns[0].play in legal_plays(game.position, Roll(5, 2))
    assert after == game.with_turn(Roll(5, 2), "13/8 13/11")


def test_no_turn_after_the_end() -> None:
    game = Game(Position.from_points({1: 1}, {1: 15})).with_turn(Roll(3, 1), "1/off")
    with pytest.raises(GameOverError):
        game.with_turn(Roll(3, 1), Play())


def test_building_a_game_directly_checks_every_turn() -> None:
    game = random_game(3, turns=6)
    assert Game(game.start, game.opening, game.turns) == game
    wrong_color = (*game.turns[:2], dataclasses.replace(game.turns[2], color=game.turns[2].color.other))
    with pytest.raises(BgtutorError, match="not on roll"):
        Game(game.start, game.opening, wrong_color)
    bad_play = dataclasses.replace(game.turns[1], play=game.turns[0].play)
    if game.start_of_turn(1).play(bad_play.play) != game.positions()[2]:
        with pytest.raises(BgtutorError):
            Game(game.start, game.opening, (game.turns[0], bad_play))
    with pytest.raises(BgtutorError, match="not a GameTurn"):
        Game(game.start, game.opening, ("24/18",))  # type: ignore[arg-type]


# -- JSON -------------------------------------------------------------------------------------


def test_the_record_in_json() -> None:
    game = opening_game().with_turn(Roll(5, 2), "13/8 13/11").with_turn(Roll(4, 1), "24/23 13/9")
    assert game.to_dict() == {
        "start": {"position_id": "4HPwATDgc/ABMA", "turn": "black"},
        "opening": {"white": 2, "black": 5, "ties": []},
        "turns": [
            {"color": "black", "roll": "52", "play": "13/11 13/8"},
            {"color": "white", "roll": "41", "play": "24/23 13/9"},
        ],
    }


@SETTINGS
@given(st.integers(0, 2**32), st.one_of(st.none(), st.integers(0, 40)))
def test_json_round_trip_of_random_games(seed: int, turns: int | None) -> None:
    game = random_game(seed, turns)
    data = json.loads(json.dumps(game.to_dict()))
    again = Game.from_dict(data)
    assert again == game
    assert again.positions() == game.positions()
    assert again.result == game.result


def test_json_round_trip_without_opening_roll() -> None:
    start = Position.from_points({6: 2, 1: 13}, {"bar": 1, 1: 14}, turn=BLACK)  # 66 cannot enter
    game = Game(start).with_turn(Roll(6, 6), Play())
    assert game.turns[0].play == Play()
    assert Game.from_dict(json.loads(json.dumps(game.to_dict()))) == game


def _record() -> dict[str, object]:
    game = opening_game().with_turn(Roll(5, 2), "13/8 13/11").with_turn(Roll(4, 1), "24/23 13/9")
    return json.loads(json.dumps(game.to_dict()))  # type: ignore[no-any-return]


def _tamper(path: str, value: object) -> dict[str, object]:
    record = _record()
    *parents, last = path.split(".")
    target: object = record
    for key in parents:
        target = target[int(key)] if isinstance(target, list) else target[key]  # type: ignore[index]
    if isinstance(target, list):
        target[int(last)] = value
    else:
        target[last] = value  # type: ignore[index]
    return record


def test_from_dict_refuses_an_illegal_stored_play_with_the_rule() -> None:
    with pytest.raises(GameRecordError) as caught:
        Game.from_dict(_tamper("turns.1.play", "24/20 13/12"))  # Black holds White's 12
    error = caught.value
    assert error.turn == 1 and error.field == "turns[1].play"
    assert error.reason is not None and error.reason.rule is Rule.BLOCKED


@pytest.mark.parametrize(
    ("path", "value", "field"),
    [
        ("turns.0.play", "13/7 13/11", "turns[0].play"),
        ("turns.0.play", 1358, "turns[0].play"),
        ("turns.0.play", "((", "turns[0].play"),
        ("turns.0.roll", "63", "turns[0].play"),  # not the opening roll
        ("turns.0.roll", "77", "turns[0].roll"),
        ("turns.0.color", "white", "turns[0].color"),
        ("turns.0.color", "green", "turns[0].color"),
        ("turns.1", "24/23 13/9", "turns[1]"),
        ("turns", "none", "turns"),
        ("start.turn", "white", "opening"),
        ("start.position_id", "not an id!!!!!", "start.position_id"),
        ("start.position_id", 42, "start.position_id"),
        ("opening.white", 5, "opening"),
        ("opening.white", True, "opening"),
        ("opening.ties", [[3, 4]], "opening"),
        ("opening.ties", [3, 3], "opening.ties"),
        ("opening", [2, 5], "opening"),
    ],
)
def test_from_dict_names_the_broken_entry(path: str, value: object, field: str) -> None:
    with pytest.raises(GameRecordError) as caught:
        Game.from_dict(_tamper(path, value))
    assert caught.value.field == field


def test_from_dict_refuses_other_shapes() -> None:
    for data in ([], None, "game", {"start": {}, "turns": []}, {**_record(), "extra": 1}):
        with pytest.raises(GameRecordError):
            Game.from_dict(data)


def test_from_dict_refuses_turns_after_the_end() -> None:
    game = Game(Position.from_points({1: 1}, {1: 15})).with_turn(Roll(3, 1), "1/off")
    record = game.to_dict()
    record["turns"] = [*record["turns"], {"color": "black", "roll": "31", "play": "(no play)"}]  # type: ignore[misc]
    with pytest.raises(GameRecordError, match="over") as caught:
        Game.from_dict(record)
    assert caught.value.turn == 1


# -- issue 12, item 9: the game keeps its position; loading stays linear -------------------------


def _count_plays(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count every Position.play from now on."""
    calls = [0]
    original = Position.play

    def counted(self: Position, play: Play) -> Position:
        calls[0] += 1
        return original(self, play)

    monkeypatch.setattr(Position, "play", counted)
    return calls


def test_the_current_position_is_kept_not_replayed(monkeypatch: pytest.MonkeyPatch) -> None:
    game = random_game(7)
    replayed = game.positions()[-1]
    calls = _count_plays(monkeypatch)
    for _ in range(100):
        assert game.position == replayed and game.start_of_turn() == replayed
        assert game.turn_color is None and game.result is not None
    assert calls[0] == 0


def test_every_way_of_building_a_game_knows_its_position() -> None:
    game = random_game(3, turns=30)
    expected = game.positions()[-1]
    rebuilt = Game(game.start, game.opening, game.turns)
    assert rebuilt.position == Game.from_dict(game.to_dict()).position == expected
    assert dataclasses.replace(game, turns=game.turns[:10]).position == game.positions()[10]
    assert Game.new(random.Random(1)).position == Position.start(BLACK)


def test_loading_a_long_game_replays_each_turn_once(monkeypatch: pytest.MonkeyPatch) -> None:
    game = random_game(11)
    record, n = game.to_dict(), len(game.turns)
    assert n > 100
    # one play per turn to go on, plus the ones that match the play among the legal plays
    befores = game.positions()[:-1]
    legal = sum(len(legal_plays(before, turn.roll)) for before, turn in zip(befores, game.turns, strict=True))
    calls = _count_plays(monkeypatch)
    loaded = Game.from_dict(record)
    assert calls[0] <= n + legal + n
    assert loaded == game
    calls[0] = 0
    assert Game(game.start, game.opening, game.turns) == game
    assert calls[0] <= n + legal + n
