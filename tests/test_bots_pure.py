"""The computer players without NumPy (bgtutor.play.bots.pure, the browser edition's): the same
choices as the NumPy players, the same network outputs, and a practice game played to the end
with NumPy and matplotlib unimportable (the SVG board, the pure-Python bots)."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from bgtutor import Position, legal_plays, roll_dice
from bgtutor.play.bots import make_bot, pure
from bgtutor.play.bots.features import encode
from bgtutor.play.bots.lookahead import one_ply
from bgtutor.play.bots.network import shipped

ROOT = Path(__file__).resolve().parent.parent


def samples(count: int, seed: int = 5) -> list[tuple[Position, object]]:
    rng, position, found = random.Random(seed), Position.start(), []
    while len(found) < count:
        roll = roll_dice(rng)
        found.append((position, roll))
        position = position.play(rng.choice(legal_plays(position, roll)))
        if position.is_game_over:
            position = Position.start()
    return found


def test_the_weights_are_read_without_numpy_as_numpy_reads_them() -> None:
    w1, b1, w2, b2 = pure.weights()
    net = shipped()
    assert np.array_equal(np.array(w1), net.w1) and np.array_equal(np.array(b1), net.b1)
    assert np.array_equal(np.array(w2), net.w2) and np.array_equal(np.array(b2), net.b2)


def test_inputs_and_equities_are_the_numpy_ones() -> None:
    for position, _ in samples(120):
        row = tuple(position.on_roll + position.opponent)
        boards = np.array([row], dtype=np.uint8)
        assert pure.encode(row) == pytest.approx(encode(boards)[0].tolist(), abs=1e-12)
        assert pure.one_ply(row) == pytest.approx(one_ply(shipped(), boards)[0], abs=1e-9)


@pytest.mark.parametrize("level", ["entspannt", "anspruchsvoll"])
def test_the_quick_players_choose_as_the_numpy_players(level: str) -> None:
    for seed, (position, roll) in enumerate(samples(80)):
        ours, theirs = pure.make_bot(level, seed), make_bot(level, seed)
        assert ours.choose(position, roll) == theirs.choose(position, roll)


def test_experte_chooses_as_the_numpy_experte() -> None:
    for position, roll in samples(6, seed=11):
        assert pure.make_bot("experte").choose(position, roll) == make_bot("experte").choose(position, roll)


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


def test_both_kinds_of_player_share_one_level_and_one_error() -> None:
    from bgtutor.play.bots import base, levels, pure

    assert pure.Level is base.Level and pure.LEVELS == base.LEVELS
    assert pure.UnknownLevelError is levels.UnknownLevelError
