"""The network's evaluation in plain Python (bgtutor.play.bots.pure, the browser edition's) against
NumPy's: the same weights, inputs and equities on many boards, the same order of plays and the
same choices; the players with NumPy unimportable; and a practice game played to the end with NumPy
and matplotlib unimportable (the SVG board, the plain-Python evaluator)."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from bgtutor import Position, Roll, legal_plays, roll_dice
from bgtutor.play.bots import levels, pure
from bgtutor.play.bots.evaluator import BACKENDS, Board, open_evaluator
from bgtutor.play.bots.features import encode
from bgtutor.play.bots.levels import make_bot
from bgtutor.play.bots.match import play_match
from bgtutor.play.bots.network import shipped
from bgtutor.play.bots.player import Bot, board_after
from bgtutor.play.strengths import LEVELS

ROOT = Path(__file__).resolve().parent.parent
NUMPY, PURE = open_evaluator("numpy"), open_evaluator("pure")


def samples(count: int, seed: int = 5) -> list[tuple[Position, Roll]]:
    rng, position, found = random.Random(seed), Position.start(), []
    while len(found) < count:
        roll = roll_dice(rng)
        found.append((position, roll))
        position = position.play(rng.choice(legal_plays(position, roll)))
        if position.is_game_over:
            position = Position.start()
    return found


def boards_after(position: Position, roll: Roll) -> list[Board]:
    return [board_after(position, play) for play in legal_plays(position, roll)]


def test_the_weights_are_read_without_numpy_as_numpy_reads_them() -> None:
    w1, b1, w2, b2 = pure.weights()
    net = shipped()
    assert np.array_equal(np.array(w1), net.w1) and np.array_equal(np.array(b1), net.b1)
    assert np.array_equal(np.array(w2), net.w2) and np.array_equal(np.array(b2), net.b2)


def test_the_inputs_are_the_numpy_ones() -> None:
    for position, _ in samples(120):
        row = tuple(position.on_roll + position.opponent)
        assert pure.encode(row) == pytest.approx(
            encode(np.array([row], dtype=np.uint8))[0].tolist(), abs=1e-12
        )


def test_both_evaluators_give_the_same_one_ply_equities_and_order_of_plays() -> None:
    compared = 0
    for position, roll in samples(300, seed=7):
        after = boards_after(position, roll)
        ours, theirs = PURE.one_ply(after), NUMPY.one_ply(after)
        assert ours == pytest.approx(theirs, abs=1e-9), position
        assert sorted(range(len(after)), key=lambda i: -ours[i]) == sorted(
            range(len(after)), key=lambda i: -theirs[i]
        ), position
        compared += len(after)
    assert compared > 3000


def test_both_evaluators_give_the_same_two_ply_equities() -> None:
    after = [board for position, roll in samples(12, seed=9) for board in boards_after(position, roll)[:2]]
    assert len(after) >= 20
    assert PURE.two_ply(after) == pytest.approx(NUMPY.two_ply(after), abs=1e-9)


def test_a_finished_game_is_its_result_for_both() -> None:
    won = (15,) + (0,) * 25 + (0,) * 19 + (1,) + (0,) * 5 + (14,)  # the loser still on the bar: backgammon
    assert PURE.one_ply([won]) == NUMPY.one_ply([won]) == [3.0]
    assert PURE.two_ply([won]) == NUMPY.two_ply([won]) == [3.0]


def test_experte_chooses_the_same_with_either_evaluator() -> None:
    for position, roll in samples(8, seed=11):
        assert make_bot("experte", evaluator=PURE).choose(position, roll) == make_bot(
            "experte", evaluator=NUMPY
        ).choose(position, roll)


class Refusing:
    """An evaluator that must not be asked."""

    backend = "pure"

    def one_ply(self, after: object) -> list[float]:
        raise AssertionError("asked the network")

    two_ply = one_ply


@pytest.mark.parametrize("level", ["entspannt", "anspruchsvoll"])
def test_the_quick_players_do_not_ask_the_network(level: str) -> None:
    for seed, (position, roll) in enumerate(samples(80)):
        chosen = make_bot(level, seed, evaluator=Refusing()).choose(position, roll)  # type: ignore[arg-type]
        assert chosen == make_bot(level, seed).choose(position, roll)


def test_one_set_of_players_over_either_evaluator() -> None:
    for level in LEVELS:
        kinds = {type(make_bot(level, evaluator=open_evaluator(backend))) for backend in BACKENDS}
        assert len(kinds) == 1 and issubclass(kinds.pop(), Bot)
    assert make_bot("experte", evaluator=PURE).evaluator is PURE
    assert (
        not hasattr(pure, "make_bot")
        and not hasattr(pure, "Experte")
        and levels.Experte.__module__ == levels.__name__
    )


def test_the_evaluator_is_chosen_once_numpy_where_it_can_be_imported() -> None:
    assert open_evaluator() is open_evaluator() and open_evaluator().backend == "numpy"
    assert (NUMPY.backend, PURE.backend) == ("numpy", "pure") == BACKENDS
    assert make_bot("experte").evaluator is open_evaluator()
    with pytest.raises(ValueError, match="'gpu' is not an evaluator: use one of numpy, pure"):
        open_evaluator("gpu")  # type: ignore[arg-type]


WITHOUT_NUMPY = """
import sys
sys.modules['numpy'] = None
from bgtutor import Color, Position, Roll
from bgtutor.play.bots.evaluator import open_evaluator
from bgtutor.play.bots.levels import make_bot
from bgtutor.play.bots.match import play_match
from bgtutor.play.strengths import LEVELS
print(open_evaluator().backend)
for position, roll in eval(sys.argv[1]):
    print(*(make_bot(level, seed=1).choose(position, roll) for level in LEVELS), sep=' | ')
summary = play_match(make_bot('anspruchsvoll'), make_bot('entspannt', seed=2), games=1, seed=3)
print(*(side.wins for side in summary.sides))
assert 'numpy' not in {n.split('.')[0] for n, m in sys.modules.items() if m is not None}
"""


def test_the_players_play_with_numpy_unimportable() -> None:
    """The browser edition's case: every level plays, as it plays here with NumPy."""
    pairs = [(p, r) for p, r in samples(60, seed=13) if len(legal_plays(p, r)) >= 8][:3]
    result = subprocess.run(
        [sys.executable, "-c", WITHOUT_NUMPY, repr(pairs)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    summary = play_match(make_bot("anspruchsvoll"), make_bot("entspannt", seed=2), games=1, seed=3)
    assert result.stdout.splitlines() == [
        "pure",
        *(" | ".join(str(make_bot(level, seed=1).choose(p, r)) for level in LEVELS) for p, r in pairs),
        " ".join(str(side.wins) for side in summary.sides),
    ]


def test_importing_the_players_imports_no_numpy() -> None:
    code = "import sys, bgtutor.play.bots; print('numpy' in sys.modules)"
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert (result.returncode, result.stdout.strip()) == (0, "False"), result.stderr


GAME = """
import random, sys
for name in ('matplotlib', 'numpy', 'ipympl', 'PIL'):
    sys.modules[name] = None
sys.path.insert(0, 'tests')
from test_practice import finish_game
from bgtutor.widgets import PracticeGame
game = PracticeGame(folder=sys.argv[1], seed=5, remember=False)
game._strength.value = 'anspruchsvoll'
game.start()
assert type(game.board).__name__ == 'BoardWidget', type(game.board)  # the SVG board
finish_game(game, random.Random(1), via='clicks')
assert game.game is not None and game.game.result is not None
assert 'numpy' not in {n.split('.')[0] for n, m in sys.modules.items() if m is not None}
"""


def test_a_practice_game_without_numpy_and_matplotlib(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-c", GAME, str(tmp_path)], capture_output=True, text=True, cwd=ROOT
    )
    assert result.returncode == 0, result.stderr[-3000:]
