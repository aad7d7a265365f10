"""Train the Experte bot's network by TD(lambda) self-play, in NumPy.

Run from the repository root (the defaults are those of the shipped ``bgtutor/play/bots/weights.npz``)::

    OPENBLAS_NUM_THREADS=1 python tools/train_td.py

The shipped weights: 80 hidden units, TD(0), learning rate 0.1 falling linearly to 0.01 over
80,000 self-play games, seed 1; 3,500 s (58 minutes) on one core of the 2-core machine, which
other jobs shared (about 25 games/s on a free core, ~60 turns a game).  TD(0.7) learned about as
much per game but ran 1.6 times slower per game here.

The network (:mod:`bgtutor.play.bots.network`) plays both sides.  Each turn it picks the play whose
resulting position is worst for the opponent (0-ply, greedy: the dice give enough variety), then
moves its estimate of the position before the play towards its estimate after the play - seen from
one fixed side, White's, so that the targets of successive positions agree - and at the end of the
game towards the result (win, gammon, backgammon).  Output units learn by the cross-entropy
gradient; with ``--lam`` > 0 eligibility traces spread each error over the earlier positions.
With ``--every N`` a checkpoint is written every N games (``<out stem>.<games>.npz``).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bgtutor import Position  # noqa: E402
from bgtutor.play.bots.boards import SIDE, after_plays, board, swap  # noqa: E402
from bgtutor.play.bots.features import INPUTS, encode  # noqa: E402
from bgtutor.play.bots.network import Network, equity, flip  # noqa: E402

Floats = np.ndarray[Any, np.dtype[np.float64]]
# White's view of outputs seen by Black: output k of White is sign * Black's output PERM[k] (+1 for win).
PERM = np.array([0, 3, 4, 1, 2])
SIGN = np.array([-1.0, 1.0, 1.0, 1.0, 1.0])


def result_target(final: np.ndarray) -> Floats:
    """Outcome for the side that has just borne off its last checker (its board first)."""
    loser = final[SIDE:]
    gammon = loser[0] == 0
    backgammon = gammon and (loser[25] > 0 or loser[19:25].any())
    return np.array([[1.0, float(gammon), float(backgammon), 0.0, 0.0]])


class Trainer:
    """TD(lambda) on the fixed-perspective value (White's outcome probabilities)."""

    def __init__(self, net: Network, alpha: float, lam: float) -> None:
        self.net, self.alpha, self.lam = net, alpha, lam
        self.reset()

    def reset(self) -> None:
        hidden = self.net.b1.shape[0]
        self.e1 = np.zeros((5, INPUTS, hidden))
        self.eb1 = np.zeros((5, hidden))
        self.e2 = np.zeros((5, hidden, 5))
        self.eb2 = np.zeros((5, 5))

    def step(self, x: Floats, h: Floats, white: bool, target: Floats) -> None:
        """Move the estimate of inputs ``x`` (side on roll: White if ``white``) towards ``target``.

        ``h`` are the hidden activations of ``x`` (computed when the play was chosen, a few updates
        ago at most); ``target`` is in the view of the side on roll at ``x``.  Gradients are those
        of the output logits (the cross-entropy form), mapped to White's view for the traces.
        """
        net, a = self.net, self.alpha
        y = 1.0 / (1.0 + np.exp(-(h @ net.w2 + net.b2)))
        delta = target[0] - y  # the error, in the view of the side on roll
        g_hidden = (net.w2 * (h * (1.0 - h))[:, None]).T  # (5, hidden): d logit_j / d hidden input
        if self.lam == 0.0:
            back = delta @ g_hidden
            net.w2[...] += a * np.outer(h, delta)
            net.b2[...] += a * delta
            net.w1[...] += a * np.outer(x[0], back)
            net.b1[...] += a * back
            return
        sign, perm = (np.ones(5), np.arange(5)) if white else (SIGN, PERM)
        white_delta = sign * delta[perm]
        lam = self.lam
        self.e1 *= lam
        self.e1 += sign[:, None, None] * x[0][None, :, None] * g_hidden[perm][:, None, :]
        self.eb1 *= lam
        self.eb1 += sign[:, None] * g_hidden[perm]
        self.e2 *= lam
        self.eb2 *= lam
        for k in range(5):
            self.e2[k, :, perm[k]] += sign[k] * h
            self.eb2[k, perm[k]] += sign[k]
        net.w1[...] += a * np.tensordot(white_delta, self.e1, axes=1)
        net.b1[...] += a * white_delta @ self.eb1
        net.w2[...] += a * np.tensordot(white_delta, self.e2, axes=1)
        net.b2[...] += a * white_delta @ self.eb2


def play_game(net: Network, trainer: Trainer, rng: random.Random) -> int:
    """One self-play game with learning; returns the number of turns."""
    current = board(Position.start())[0]
    x = encode(current[None, :])
    h = net.hidden(x)[0]
    white = True
    trainer.reset()
    turns = 0
    while True:
        turns += 1
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        numbers = (a,) * 4 if a == b else (max(a, b), min(a, b))
        after = after_plays(current, numbers)
        done = np.flatnonzero(after[:, 0] == 15)
        if len(done):
            trainer.step(x, h, white, result_target(after[done[0]]))
            return turns
        following = swap(after)
        inputs = encode(following)
        hidden = net.hidden(inputs)
        outputs = 1.0 / (1.0 + np.exp(-(hidden @ net.w2 + net.b2)))
        best = int(np.argmin(equity(outputs)))
        trainer.step(x, h, white, flip(outputs[best : best + 1]))
        current, x, h, white = following[best], inputs[best : best + 1], hidden[best], not white


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--games", type=int, default=80_000)
    parser.add_argument("--hidden", type=int, default=80)
    parser.add_argument("--alpha", type=float, default=0.1)
    parser.add_argument("--alpha-end", type=float, default=0.01, help="learning rate at the last game")
    parser.add_argument("--lam", type=float, default=0.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=0, help="write a checkpoint every N games (0: none)")
    parser.add_argument("--start", help="continue from these weights")
    parser.add_argument("--out", default=str(ROOT / "bgtutor" / "play" / "bots" / "weights.npz"))
    opts = parser.parse_args()

    net = Network.load(opts.start) if opts.start else Network.random(INPUTS, opts.hidden, opts.seed)
    trainer = Trainer(net, opts.alpha, opts.lam)
    rng = random.Random(opts.seed)
    out = Path(opts.out)
    began = time.perf_counter()
    turns = 0
    for game in range(1, opts.games + 1):
        trainer.alpha = opts.alpha + (opts.alpha_end - opts.alpha) * (game - 1) / max(1, opts.games - 1)
        turns += play_game(net, trainer, rng)
        if game % 500 == 0:
            spent = time.perf_counter() - began
            print(
                f"{game} games, {turns / game:.1f} turns/game, {spent:.0f} s, alpha {trainer.alpha:.3f}",
                flush=True,
            )
        if opts.every and game % opts.every == 0:
            net.save(out.with_suffix(f".{game}.npz"))
    net.save(out)
    print(f"trained {opts.games} games in {time.perf_counter() - began:.0f} s -> {out}")


if __name__ == "__main__":
    main()
