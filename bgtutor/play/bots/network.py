"""A small neural evaluation: inputs -> one hidden layer -> five outcome probabilities.

The outputs, for the side on roll, are the chances to win, to win a gammon, to win a backgammon,
to lose a gammon and to lose a backgammon; :func:`equity` turns them into expected points
(single 1, gammon 2, backgammon 3).  The weights ship as ``weights.npz`` beside this module
(62 kB): 80 hidden units trained by TD(0) self-play over 80,000 games with ``tools/train_td.py``
(58 minutes on one core).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path

import numpy as np

from bgtutor.play.bots.boards import Floats

OUTPUTS = 5
"""win, win gammon, win backgammon, lose gammon, lose backgammon."""
WEIGHTS_FILE = "weights.npz"


@dataclass(frozen=True)
class Network:
    """Weights of the network: ``hidden = sigmoid(x @ w1 + b1)``, ``out = sigmoid(hidden @ w2 + b2)``."""

    w1: Floats
    b1: Floats
    w2: Floats
    b2: Floats

    @classmethod
    def random(cls, inputs: int, hidden: int, seed: int = 0) -> Network:
        """Small random weights, to start training from."""
        rng = np.random.default_rng(seed)
        return cls(
            rng.normal(0.0, 0.1, (inputs, hidden)),
            np.zeros(hidden),
            rng.normal(0.0, 0.1, (hidden, OUTPUTS)),
            np.zeros(OUTPUTS),
        )

    @classmethod
    def load(cls, path: str | Path) -> Network:
        """Read weights written by :meth:`save`."""
        with np.load(path) as data:
            return cls(*(np.asarray(data[name], dtype=np.float64) for name in ("w1", "b1", "w2", "b2")))

    def save(self, path: str | Path) -> None:
        """Write the weights as a compressed ``.npz`` (single precision is plenty)."""
        single = np.float32
        np.savez_compressed(
            path,
            w1=self.w1.astype(single),
            b1=self.b1.astype(single),
            w2=self.w2.astype(single),
            b2=self.b2.astype(single),
        )

    def hidden(self, inputs: Floats) -> Floats:
        """Hidden activations for each row of inputs."""
        return _sigmoid(inputs @ self.w1 + self.b1)

    def outputs(self, inputs: Floats) -> Floats:
        """The five outcome probabilities for each row of inputs."""
        return _sigmoid(self.hidden(inputs) @ self.w2 + self.b2)


def equity(outputs: Floats) -> Floats:
    """Expected points for the side on roll: single 1, gammon 2, backgammon 3."""
    win, win_g, win_bg, lose_g, lose_bg = outputs.T
    result: Floats = 2.0 * win - 1.0 + win_g - lose_g + win_bg - lose_bg
    return result


def flip(outputs: Floats) -> Floats:
    """The same outcomes seen by the other side."""
    return np.stack((1.0 - outputs[:, 0], outputs[:, 3], outputs[:, 4], outputs[:, 1], outputs[:, 2]), axis=1)


@cache
def shipped() -> Network:
    """The trained network that ships with the package."""
    with resources.as_file(resources.files("bgtutor.play.bots") / WEIGHTS_FILE) as path:
        return Network.load(path)


def _sigmoid(x: Floats) -> Floats:
    result: Floats = 1.0 / (1.0 + np.exp(-np.clip(x, -40.0, 40.0)))
    return result
