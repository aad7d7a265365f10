"""Short sound effects for the practice game, synthesised as WAV bytes (no sound files).

The dice rattle and the checker knock have separate volumes (0-100); both are off unless the
learner turns sound on.

>>> wav = checker_sound(60)
>>> wav[:4], wav[8:12]
(b'RIFF', b'WAVE')
>>> checker_sound(0) is None
True
"""

from __future__ import annotations

import io
import math
import random
import struct

RATE = 22050
"""Samples per second."""


def checker_sound(volume: int) -> bytes | None:
    """A short wooden knock, or ``None`` at volume 0."""
    samples = [math.exp(-t / 0.012) * math.sin(2 * math.pi * 420 * t) for t in _times(0.09)]
    return _wav(samples, volume)


def dice_sound(volume: int, turns: int = 3) -> bytes | None:
    """Dice rattling: ``turns`` clicks (3 or 5, as the dice speed), or ``None`` at volume 0."""
    noise = random.Random(turns)
    samples = [0.0] * int(RATE * 0.09 * turns)
    for click in range(turns):
        start = int(RATE * 0.09 * click)
        for i, t in enumerate(_times(0.04)):
            samples[start + i] += math.exp(-t / 0.006) * (noise.random() * 2 - 1)
    return _wav(samples, volume)


def _times(seconds: float) -> list[float]:
    return [i / RATE for i in range(int(RATE * seconds))]


def _wav(samples: list[float], volume: int) -> bytes | None:
    if not 0 <= volume <= 100:
        raise ValueError(f"volume must be 0 to 100, not {volume!r}")
    if volume == 0:
        return None
    gain = 32767 * 0.8 * volume / 100
    frames = b"".join(struct.pack("<h", round(max(-1.0, min(1.0, s)) * gain)) for s in samples)
    import wave  # only when a sound is made (the browser edition's lessons import no sound module)

    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()
