"""Small builders shared by the tests."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
from collections.abc import Iterator
from pathlib import Path

from bgtutor import WHITE, Position, Roll, legal_plays
from bgtutor.board.state import BoardState
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.i18n import Message, catalog
from bgtutor.rules.plays import Play
from bgtutor.rules.resolve import check_play


def catalog_homes() -> tuple[str, ...]:
    """The packages that hold a catalog (``<package>/locales/{de,en}.toml``), lowest layer first."""
    layers = ("rules", "files", "board", "tutor", "play", "widgets", "commands")
    found = {path.parts[-3] for path in (Path(__file__).parents[1] / "bgtutor").glob("*/locales/de.toml")}
    assert found <= set(layers), found
    return tuple(f"bgtutor.{layer}" for layer in layers if layer in found)


def all_texts(lang: str) -> dict[str, str]:
    """Every catalog's texts in ``lang``, by key (a key lives in one catalog: two fail here)."""
    texts: dict[str, str] = {}
    for home in catalog_homes():
        own = catalog(lang, home)
        assert not own.keys() & texts.keys(), (home, sorted(own.keys() & texts.keys()))
        texts |= own
    return texts


def board(white: dict[int | str, int], black: dict[int | str, int], turn: object = WHITE) -> Position:
    """A position with both sides given in White's numbering (as the seed texts draw it)."""
    return Position.from_points(white, black, turn=turn, numbering=WHITE)  # type: ignore[arg-type]


def plays(position: Position, roll: Roll) -> list[str]:
    """The legal plays in notation."""
    return [str(play) for play in legal_plays(position, roll)]


def verdict(position: Position, roll: Roll, text: str) -> str | Rule:
    """The canonical notation of a legal play, or the rule an illegal one breaks."""
    outcome = check_play(position, roll, text)
    return outcome.rule if isinstance(outcome, Reason) else str(outcome)


def reason(position: Position, roll: Roll, text: str) -> Reason:
    """The reason ``text`` is illegal (fails the test if it is legal)."""
    outcome = check_play(position, roll, text)
    assert not isinstance(outcome, Play), f"{text!r} should be illegal but is {outcome}"
    return outcome


def results(position: Position, roll: Roll) -> set[Position]:
    """The distinct positions the legal plays lead to."""
    return {position.play(play) for play in legal_plays(position, roll)}


def board_messages() -> Iterator[Message]:
    """Every notice and reason a board gives in the lessons' positions: each place clicked, then
    each other place, undone, and typed plays confirmed, on normal and exam boards."""
    from bgtutor.tutor.exercises.kinds import find_kind
    from bgtutor.tutor.lessons import EXERCISES

    places: list[int | str] = [*range(26), "bar", "off", "nowhere"]
    for exercise in EXERCISES.values():
        for exam in (False, True):
            state = BoardState.new(exercise.position, exercise.roll, exam=exam)
            yield state.message
            for first in places:
                chosen = state.click(first)
                yield chosen.message
                for second in {*chosen.targets, 0, 1, 13, 25, "off", "nowhere"}:
                    moved = chosen.click(second)
                    yield moved.message
                    yield moved.undo().message
            plays = exercise.answers if find_kind(exercise.kind).on_board else ()  # points are no play
            for text in ("24/18", "zz", "bar/22 bar/22", *plays):
                yield state.enter(text).message
                yield state.enter(text).confirm().message


def stop_group(process: subprocess.Popen[bytes], timeout: float = 20) -> None:
    """Stop a server started in a session of its own (``start_new_session=True``) and everything it
    started: SIGTERM to its process group (whatever of it is left), SIGKILL if the server has not
    ended within ``timeout`` seconds."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
