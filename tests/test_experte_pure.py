"""The browser edition's Experte (bgtutor.play.bots.pure) against the NumPy one: the same play on a
seeded sample of positions from Experte's own games (none differs: the two sum in another order, so
a play could differ only where two candidates' equities agree to about 1e-12), and the 2-ply shortcut
(``PureEvaluator.best_two_ply``) against the full 2-ply equities it skips, with less work."""

from __future__ import annotations

import random

import numpy as np
import pytest

from bgtutor import Color, Position, Roll, legal_plays
from bgtutor.play.bots import pure
from bgtutor.play.bots.evaluator import Board, open_evaluator
from bgtutor.play.bots.features import encode
from bgtutor.play.bots.levels import Experte, make_bot
from bgtutor.play.bots.network import shipped
from bgtutor.play.bots.player import board_after

NUMPY, PURE = open_evaluator("numpy"), open_evaluator("pure")


def experte_positions(count: int, seed: int) -> list[tuple[Position, Roll]]:
    """(position, roll) pairs with a choice of plays from seeded games of Experte against the others."""
    rng, found, game = random.Random(seed), [], 0
    while len(found) < count:
        other = ("entspannt", "anspruchsvoll")[game % 2]
        bots = {Color.WHITE: make_bot("experte"), Color.BLACK: make_bot(other, seed + game)}
        game += 1
        position, roll = Position.start(), Roll(*sorted(rng.sample(range(1, 7), 2), reverse=True))
        while not position.is_game_over and len(found) < count:
            if len(legal_plays(position, roll)) > 1:
                found.append((position, roll))
            position = position.play(bots[position.turn].choose(position, roll))
            roll = Roll(rng.randint(1, 6), rng.randint(1, 6))
    return found


def candidates(position: Position, roll: Roll) -> list[Board]:
    """The boards Experte looks at 2-ply (as :meth:`Experte.pick` picks them)."""
    after = [board_after(position, play) for play in legal_plays(position, roll)]
    first = NUMPY.one_ply(after)
    order = sorted(range(len(after)), key=lambda i: -first[i])[: Experte.CANDIDATES]
    return [after[i] for i in order if first[i] >= first[order[0]] - Experte.WINDOW]


def test_the_hidden_sums_per_point_are_numpys_first_layer() -> None:
    net, evaluation = shipped(), pure._Pass()
    for position, _ in experte_positions(60, seed=21):
        row = tuple(position.on_roll + position.opponent)
        ours = evaluation.equity(bytes(row[:26]), bytes(row[26:]))
        outputs = net.outputs(encode(np.array([row], dtype=np.uint8)))[0]
        win, win_g, win_bg, lose_g, lose_bg = outputs.tolist()
        assert ours == pytest.approx(2 * win - 1 + win_g - lose_g + win_bg - lose_bg, abs=1e-12)


def test_the_pure_experte_plays_the_numpy_experte_s_play_on_200_positions() -> None:
    pairs = experte_positions(200, seed=17)
    pure_bot, numpy_bot = make_bot("experte", evaluator=PURE), make_bot("experte", evaluator=NUMPY)
    differ = [(p, r) for p, r in pairs if pure_bot.choose(p, r) != numpy_bot.choose(p, r)]
    assert differ == []
    deep = sum(len(candidates(p, r)) > 1 for p, r in pairs)
    assert deep > 100  # most of them went to the 2-ply look-ahead, where the shortcut works


class Counting:
    """Counts the network's evaluations of boards (``_Pass.equity``)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls = 0
        original = pure._Pass.equity

        def equity(evaluation: pure._Pass, on_roll: bytes, other: bytes) -> float:
            self.calls += 1
            return original(evaluation, on_roll, other)

        monkeypatch.setattr(pure._Pass, "equity", equity)


def test_the_shortcut_chooses_the_full_two_ply_s_best_with_less_work(monkeypatch: pytest.MonkeyPatch) -> None:
    counting, compared, full, short = Counting(monkeypatch), 0, 0, 0
    for position, roll in experte_positions(40, seed=23):
        boards = candidates(position, roll)
        if len(boards) < 2:
            continue
        counting.calls = 0
        values = PURE.two_ply(boards)
        full += counting.calls
        counting.calls = 0
        assert PURE.best_two_ply(boards) == values.index(max(values)), position
        short += counting.calls
        assert values.index(max(values)) == NUMPY.best_two_ply(boards)
        compared += 1
    assert compared >= 20
    assert short < 0.6 * full, (short, full)


def test_the_shortcut_keeps_the_first_of_equal_boards() -> None:
    position, roll = experte_positions(5, seed=29)[-1]
    boards = candidates(position, roll)[:2] or [board_after(position, legal_plays(position, roll)[0])]
    twice = [boards[0], *boards, boards[0]]
    values = PURE.two_ply(twice)
    assert values[0] == values[1] == values[-1] == PURE.two_ply(twice[:1])[0]
    assert PURE.best_two_ply(twice) == values.index(max(values))
    assert PURE.best_two_ply([boards[0], boards[0]]) == 0


def test_a_finished_game_among_the_boards_is_its_result() -> None:
    won = (15,) + (0,) * 25 + (0,) * 19 + (1,) + (0,) * 5 + (14,)
    position, roll = experte_positions(3, seed=31)[-1]
    other = board_after(position, legal_plays(position, roll)[0])
    assert PURE.best_two_ply([other, won]) == NUMPY.best_two_ply([other, won]) == 1
    assert PURE.best_two_ply([won, other, other]) == NUMPY.best_two_ply([won, other, other]) == 0
