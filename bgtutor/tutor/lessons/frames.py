"""A worked example as a sequence of frames: the start, then the board after each step.

Pure data (no widgets), so the stepper and the tests share it.

>>> from bgtutor.tutor.lessons import EXAMPLES
>>> example = EXAMPLES["bar-enter-and-hit"]
>>> for frame in example_frames(example.position, example.roll, example.play):
...     print(frame.caption("en"))
White to play 4-2.
Step 1: bar/23 with the 2.
Step 2: 23/19* with the 4 - it hits the checker on 19.
Played: bar/19*.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from bgtutor.rules.dice import Roll
from bgtutor.rules.i18n import Text, language, translate
from bgtutor.rules.plays import Play, Step
from bgtutor.rules.position import Position
from bgtutor.rules.resolve import parse_play
from bgtutor.tutor.messages import TutorMessage


@dataclass(frozen=True, slots=True)
class Frame:
    """One picture of a worked example: the position, the roll, the steps so far, a caption key
    (and the caption written for it, if any)."""

    position: Position
    roll: Roll | None
    steps: tuple[Step, ...]
    key: str
    params: tuple[tuple[str, str | int], ...] = ()
    written: Text | None = None

    def caption(self, lang: str | None = None) -> str:
        """The caption in ``lang``; a caption written for the example wins over the generated one."""
        lang = language(lang)
        if self.written is not None:
            return self.written.get(lang)
        params = {name: value for name, value in self.params}
        side = self.position.turn if self.position.winner is None else self.position.winner
        mover = translate(f"color-{side.name.lower()}", lang)
        return TutorMessage.say(self.key, lang, color=mover, **params)

    @property
    def used(self) -> tuple[int, ...]:
        """The dice used up to this frame."""
        return tuple(step.die for step in self.steps)


def example_frames(
    position: Position,
    roll: Roll | None,
    play: Play | str | None,
    captions: Sequence[Text] = (),
) -> tuple[Frame, ...]:
    """Frames for ``play`` from ``position``: the start, one per step, and the result.

    ``captions`` may give the texts (one per frame) instead of the generated ones.

    >>> example_frames(Position.start(), Roll(6, 5), "24/18 13/8", [Text("Los!", "Go!")])
    Traceback (most recent call last):
    ...
    ValueError: 1 caption for 4 frames: write one for the start, each step and the result
    """
    if roll is None or play is None:
        key = "frame-finished" if position.is_game_over else "frame-position"
        frames = [Frame(position, roll, (), key)]
    else:
        steps = (parse_play(position, roll, play) if isinstance(play, str) else play).steps
        frames = [Frame(position, roll, (), "frame-start", (("roll", roll.label),))]
        for number, step in enumerate(steps, start=1):
            key = "frame-step-hit" if step.hit else "frame-step"
            params = (("n", number), ("step", str(step)), ("die", step.die), ("point", step.dst))
            frames.append(Frame(position.apply_steps(steps[:number]), roll, steps[:number], key, params))
        frames.append(
            Frame(position.apply_steps(steps), roll, steps, "frame-end", (("play", str(Play(steps))),))
        )
    if captions:
        if len(captions) != len(frames):
            many = "caption" if len(captions) == 1 else "captions"
            raise ValueError(
                f"{len(captions)} {many} for {len(frames)} frames: write one for the start, each step "
                "and the result"
                if len(frames) > 1
                else f"{len(captions)} {many} for 1 frame: a position without a play has one caption"
            )
        frames = [replace(frame, written=text) for frame, text in zip(frames, captions, strict=True)]
    return tuple(frames)
