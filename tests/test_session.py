"""The practice game as a pure model (issue 13): whole seeded games on :class:`Session`, the computer
against a scripted learner and two scripted learners, the score, taking a play back, the end of a
game, and sessions as values (immutable, equal, hashable). No widget is built here."""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections.abc import Callable

import pytest

from bgtutor import BLACK, WHITE, Position, Roll, legal_plays
from bgtutor.play.bots.levels import make_bot
from bgtutor.play.game import Game
from bgtutor.play.saved_values import Score
from bgtutor.play.session import HUMAN, Player, Session, SessionError
from bgtutor.rules.errors import GameOverError, IllegalPlayError, InvalidRollError
from bgtutor.rules.plays import Play
from bgtutor.rules.scoring import ResultKind

LIMIT = 600
"""More actions than any game needs."""


class RandomLearner:
    """A scripted learner: a random legal play."""

    def choose(self, position: Position, roll: Roll, rng: random.Random | None = None) -> Play:
        return (rng or random.Random()).choice(legal_plays(position, roll))


def step(session: Session, rng: random.Random, learner: Player) -> Session:
    """One action: the computer's turn, or the learner's throw, or the learner's play."""
    if session.computer_to_move:
        return session.computer_turn(rng)
    if session.roll is None:
        return session.roll_dice(rng)
    assert session.game is not None
    return session.play(learner.choose(session.game.position, session.roll, rng))


def play_out(session: Session, rng: random.Random, learner: Player) -> list[Session]:
    """Every session from ``session`` to the end of its game."""
    seen = [session]
    for _ in range(LIMIT):
        if seen[-1].finished:
            return seen
        seen.append(step(seen[-1], rng, learner))
    raise AssertionError("the game did not end")


def assert_scored(before: Score, after: Session) -> None:
    """``after``'s score is ``before`` plus its result: 1, 2 or 3 points times the cube (always 1)."""
    result = after.result
    assert result is not None
    winner, loser = result.winner, result.winner.other
    assert result.cube == 1 and result.points == int(result.kind) * result.cube
    assert after.score.points[winner] == before.points[winner] + result.points
    assert after.score.points[loser] == before.points[loser]
    assert after.score.wins[winner] == before.wins[winner] + 1 and after.score.games == before.games + 1
    assert after.score.gammons[winner] == before.gammons[winner] + (result.kind is ResultKind.GAMMON)
    assert after.score.backgammons[winner] == before.backgammons[winner] + (
        result.kind is ResultKind.BACKGAMMON
    )


# -- whole games -------------------------------------------------------------------------------


@pytest.mark.parametrize(("seed", "strength"), [(1, "entspannt"), (2, "anspruchsvoll"), (3, "experte")])
def test_a_whole_game_of_the_computer_against_a_scripted_learner(seed: int, strength: str) -> None:
    rng = random.Random(seed)
    start = Session(strength=strength).start(rng)  # type: ignore[arg-type]
    seen = play_out(start, rng, RandomLearner())
    end = seen[-1]
    assert end.game is not None and end.game.opening == start.game.opening  # type: ignore[union-attr]
    assert_scored(Score(), end)
    assert all(s.score == Score() for s in seen[:-1])  # scored once, at the end
    turns = end.game.turns
    assert all(a.color is not b.color for a, b in itertools.pairwise(turns))
    assert Game.from_dict(end.game.to_dict()) == end.game  # a legal record
    learner = [s for s in seen if s.roll is not None]
    assert learner and all(s.turn_color is HUMAN and not s.computer_to_move for s in learner)
    assert all(s.computer_play is None or s.computer_play.color is BLACK for s in seen)


def test_the_same_seed_plays_the_same_game() -> None:
    first = play_out(Session().start(random.Random(7)), random.Random(8), RandomLearner())
    again = play_out(Session().start(random.Random(7)), random.Random(8), RandomLearner())
    assert first == again and hash(first[-1]) == hash(again[-1])


def test_scripted_learners_play_each_other_and_the_score_adds_up_over_games() -> None:
    rng = random.Random(11)
    session, kinds = Session(mode="two-players"), []
    for _ in range(6):
        before = session.score
        session = session.start(rng)
        assert session.roll == session.game.opening.roll  # type: ignore[union-attr]  # the starter's
        session = play_out(session, rng, make_bot("anspruchsvoll", seed=1))[-1]
        assert session.computer is None and session.computer_play is None
        assert_scored(before, session)
        kinds.append(session.result.kind)  # type: ignore[union-attr]
    assert session.score.games == 6 and sum(session.score.points) == sum(kinds)
    assert ResultKind.SINGLE in kinds


def test_a_given_bot_plays_the_computers_turns() -> None:
    rng = random.Random(3)
    session = Session().start(rng)
    while not session.computer_to_move:
        session = step(session, rng, RandomLearner())
    position = session.game.position  # type: ignore[union-attr]
    played = session.computer_turn(rng, make_bot("experte", seed=0))
    turn = played.computer_play
    assert turn is not None and turn.color is BLACK and played.roll is None
    assert position.play(turn.play) == played.game.position  # type: ignore[union-attr]
    assert played.game.turns[-1] == turn  # type: ignore[union-attr]


# -- the score: single 1, gammon 2, backgammon 3 ---------------------------------------------


@pytest.mark.parametrize(
    ("black", "kind"),
    [
        ({6: 14}, ResultKind.SINGLE),
        ({6: 15}, ResultKind.GAMMON),
        ({20: 1, 6: 14}, ResultKind.BACKGAMMON),
        ({"bar": 1, 6: 14}, ResultKind.BACKGAMMON),
    ],
)
def test_the_last_play_adds_the_results_value_to_the_score(
    black: dict[int | str, int], kind: ResultKind
) -> None:
    """White bears off its last checker: the loser's checkers decide the kind, the score its value."""
    before = Score(points=(3, 3), wins=(2, 1), gammons=(1, 0), backgammons=(0, 1))
    near = Game(Position.from_points({1: 1}, black, turn=WHITE))
    session = Session().resume(before, near)
    assert session.roll is None and session.waiting_for_roll  # no opening roll: the learner throws
    end = session.roll_dice(Roll(4, 2)).play("1/off")
    assert end.finished and end.result is not None and end.result.kind is kind
    assert_scored(before, end)
    assert end.score.points[WHITE] == 3 + int(kind)
    assert end.shown_position.turn is HUMAN  # the learner's numbering stays on the board
    assert end.undo().score == before  # the winning play taken back: not scored


def test_the_computers_last_play_scores_for_the_computer() -> None:
    near = Game(Position.from_points({6: 15}, {2: 1}, turn=BLACK))
    end = Session().resume(Score(), near).computer_turn(random.Random(1))
    assert end.result is not None and end.result.winner is BLACK and end.result.kind is ResultKind.GAMMON
    assert end.score.points == (0, 2) and end.computer_play is not None


# -- the end of a game -------------------------------------------------------------------------


def test_a_finished_session_refuses_further_plays() -> None:
    rng = random.Random(5)
    end = play_out(Session().start(rng), rng, RandomLearner())[-1]
    actions: list[Callable[[], Session]] = [
        lambda: end.roll_dice(rng),
        lambda: end.play("24/23"),
        lambda: end.computer_turn(rng),
    ]
    for action in actions:
        with pytest.raises(
            GameOverError, match=r"the game is over \((WHITE|BLACK) won \d points\): start a new game"
        ):
            action()
    assert end.turn_color is None and not end.waiting_for_roll and not end.computer_to_move
    assert end.hint() is None
    again = end.start(rng)
    assert again.score == end.score and not again.finished and again.game != end.game


def test_a_finished_game_is_not_continued() -> None:
    done = Game(Position.from_points({}, {6: 15}, turn=BLACK))
    with pytest.raises(GameOverError, match="cannot be continued"):
        Session().resume(Score(), done)


# -- taking a play back ------------------------------------------------------------------------


def test_undo_restores_the_session_before_the_play_with_the_same_dice() -> None:
    rng = random.Random(4)
    session = Session(mode="two-players").start(rng)
    for _ in range(10):
        assert session.roll is not None
        play = legal_plays(session.game.position, session.roll)[-1]  # type: ignore[union-attr]
        played = session.play(play)
        assert played.undo() is session and played.undo() == session
        assert played.undo().roll == session.roll  # the same dice: no new throw
        other = legal_plays(session.game.position, session.roll)[0]  # type: ignore[union-attr]
        assert played.undo().play(other).game.turns[-1].play == other  # type: ignore[union-attr]
        session = played.roll_dice(rng)
        with pytest.raises(SessionError, match="nothing to take back"):
            session.undo()  # once the dice roll again, the play stands


def test_the_computers_turn_and_the_start_cannot_be_taken_back() -> None:
    rng = random.Random(6)
    session = Session().start(rng)
    with pytest.raises(SessionError, match="nothing to take back"):
        session.undo()
    while not session.computer_to_move:
        session = step(session, rng, RandomLearner())
    assert session.previous is not None  # the learner's play could still be taken back ...
    with pytest.raises(SessionError, match="nothing to take back"):
        session.computer_turn(rng).undo()  # ... not once the computer has played


# -- refusals ----------------------------------------------------------------------------------


def test_actions_out_of_turn_are_refused_and_change_nothing() -> None:
    with pytest.raises(SessionError, match="no game started"):
        Session().roll_dice(random.Random(1))
    rng = random.Random(2)
    session = Session().start(rng)
    while not session.waiting_for_roll:
        session = step(session, rng, RandomLearner())
    kept = dataclasses.astuple(session)
    with pytest.raises(SessionError, match="not thrown yet"):
        session.play("24/23")
    with pytest.raises(SessionError, match="a learner is on roll"):
        session.computer_turn(rng)
    rolled = session.roll_dice(Roll(6, 5))
    with pytest.raises(SessionError, match="thrown already"):
        rolled.roll_dice(rng)
    with pytest.raises(IllegalPlayError):
        rolled.play("6/1 6/1")
    assert rolled.hint() in legal_plays(rolled.game.position, Roll(6, 5))  # type: ignore[union-attr]
    waiting = rolled.play(legal_plays(rolled.game.position, Roll(6, 5))[0])  # type: ignore[union-attr]
    with pytest.raises(SessionError, match="the computer is on roll"):
        waiting.roll_dice(rng)
    with pytest.raises(SessionError, match="the computer is on roll"):
        waiting.play("24/23")
    assert dataclasses.astuple(session) == kept and rolled.roll == Roll(6, 5)


def test_inconsistent_sessions_are_not_built() -> None:
    game = Game.new(random.Random(1))  # Black starts
    with pytest.raises(SessionError, match="without a learner on roll"):
        Session(game=game, roll=game.next_roll())
    white = next(g for g in map(Game.new, map(random.Random, range(20))) if g.turn_color is WHITE)
    assert white.opening is not None
    wrong = Roll(6, 6)
    with pytest.raises(InvalidRollError, match="opening roll"):
        Session(game=white, roll=wrong)
    with pytest.raises(SessionError, match="unknown"):
        Session(strength="grossmeister")  # type: ignore[arg-type]
    with pytest.raises(SessionError, match="not a Score"):
        Session(score=(0, 0))  # type: ignore[arg-type]


# -- values ------------------------------------------------------------------------------------


def test_sessions_are_immutable_equal_and_hashable() -> None:
    rng = random.Random(9)
    session = Session().start(rng)
    with pytest.raises(dataclasses.FrozenInstanceError):
        session.roll = Roll(1, 2)  # type: ignore[misc]
    seen = play_out(session, rng, RandomLearner())
    assert len(set(seen)) == len(seen)  # every action makes a different session
    assert {seen[-1]: "end"}[dataclasses.replace(seen[-1])] == "end"
    assert seen[0] == session and seen[0].game == session.game  # the start was not changed by playing on
    assert Session() == Session() and hash(Session()) == hash(Session())
    assert Session() != Session(mode="two-players")
    played = next(s for s in seen if s.previous is not None)
    assert played == dataclasses.replace(played, previous=None)  # the history is not compared


def test_the_replay_shows_the_computers_last_turns() -> None:
    rng = random.Random(12)
    seen = play_out(Session().start(rng), rng, RandomLearner())
    end = seen[-1]
    turns = end.computer_turns()
    assert len(turns) == 2 and all(replay.turn.color is BLACK for replay in turns)
    assert all(replay.before.play(replay.turn.play) == replay.after for replay in turns)
    assert Session().computer_turns() == () and Session(mode="two-players").start(rng).computer_turns() == ()
