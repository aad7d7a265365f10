"""Sound effects: valid WAV, louder with the volume, silent at 0."""

from __future__ import annotations

import io
import struct
import wave

import pytest

from bgtutor.play.sounds import RATE, checker_sound, dice_sound


def _peak(data: bytes) -> int:
    with wave.open(io.BytesIO(data)) as sound:
        assert sound.getframerate() == RATE and sound.getnchannels() == 1
        frames = sound.readframes(sound.getnframes())
    return max(abs(v) for (v,) in struct.iter_unpack("<h", frames))


@pytest.mark.parametrize("make", [checker_sound, dice_sound])
def test_volume_scales_the_loudness_and_zero_is_silence(make: object) -> None:
    assert callable(make)
    assert make(0) is None
    quiet, loud = make(20), make(80)
    assert quiet is not None and loud is not None
    assert 3.5 < _peak(loud) / _peak(quiet) < 4.5
    with pytest.raises(ValueError):
        make(101)


def test_dice_speed_gives_three_or_five_clicks() -> None:
    three, five = dice_sound(50, 3), dice_sound(50, 5)
    assert three is not None and five is not None and len(five) > len(three)
