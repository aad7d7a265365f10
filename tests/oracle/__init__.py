"""GNU Backgammon (Debian's ``gnubg`` executable) as a test oracle for legal plays.

For a query ``(position_id, die1, die2)`` (mover on roll) the oracle answers the set of Position
IDs after each legal play, as gnubg shows them with the opponent on roll: first block = the mover
after the play, second block = the opponent.  With no legal play the answer is the unchanged
position with the opponent on roll (the two halves swapped).  See formats.md 2.8 and 2.9.

gnubg's ``hint`` lists every legal play, but sleeps about 10 ms per call, so queries are split
over several gnubg processes that run in parallel, each with a HOME of its own (so none reads
the user's ~/.gnubg, and none races another to create it).  Failures are loud: a gnubg process
that exits non-zero, refuses a position, or answers fewer results than it was asked raises
``GnubgError``.

gnubg is GPL: it is only run as a separate process, from tests and benchmarks.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from .position_id import checkers, decode, encode, swap

__all__ = [
    "GnubgError",
    "GnubgNotInstalledError",
    "Query",
    "find_gnubg",
    "gnubg_plays",
    "gnubg_results",
    "measure",
]

Query = tuple[str, int, int]
"""``(Position ID with the mover on roll, die1, die2)``."""

SCRIPT = Path(__file__).with_name("gnubg_hint_script.py")
DEFAULT_PROCESSES = 12
"""``hint`` mostly sleeps, so more processes than the 2 cores here still pay off."""

_INSTALL_HINT = "GNU Backgammon is not installed: run `apt-get install -y gnubg`"


class GnubgError(RuntimeError):
    """gnubg failed or answered something inconsistent."""


class GnubgNotInstalledError(GnubgError):
    """No ``gnubg`` executable (Debian installs it as ``/usr/games/gnubg``)."""


def find_gnubg() -> str:
    """Path of the gnubg executable: ``$BGTUTOR_GNUBG``, ``gnubg`` on PATH, or /usr/games."""
    for candidate in (os.environ.get("BGTUTOR_GNUBG"), "gnubg", "/usr/games/gnubg"):
        found = shutil.which(candidate) if candidate else None
        if found:
            return found
    raise GnubgNotInstalledError(_INSTALL_HINT)


def gnubg_results(queries: Sequence[Query], processes: int = DEFAULT_PROCESSES) -> list[frozenset[str]]:
    """For each query, the set of Position IDs after each legal play (opponent on roll)."""
    return [frozenset(plays) for plays in gnubg_plays(queries, processes)]


def gnubg_plays(queries: Sequence[Query], processes: int = DEFAULT_PROCESSES) -> list[dict[str, str]]:
    """For each query, ``{resulting Position ID: gnubg's move string}`` (``""`` for no play)."""
    queries = [_check_query(q) for q in queries]
    if not queries:
        return []
    gnubg = find_gnubg()
    n = max(1, min(processes, len(queries)))
    size = -(-len(queries) // n)
    chunks = [queries[i : i + size] for i in range(0, len(queries), size)]
    with tempfile.TemporaryDirectory(prefix="bgtutor-gnubg-") as tmp:
        jobs = [_start(gnubg, Path(tmp), k, chunk) for k, chunk in enumerate(chunks)]
        answers: list[dict[str, str]] = []
        try:
            for (proc, out, err), chunk in zip(jobs, chunks, strict=True):
                answers += _collect(proc, out, err, chunk)
        finally:
            for proc, _, _ in jobs:
                if proc.poll() is None:
                    proc.kill()
                    proc.wait()
    return answers


def measure(queries: Sequence[Query], processes: int = DEFAULT_PROCESSES) -> float:
    """Oracle throughput in queries per second (process start-up included)."""
    start = time.perf_counter()
    gnubg_results(queries, processes)
    return len(queries) / (time.perf_counter() - start)


def _check_query(query: Query) -> Query:
    pid, die1, die2 = query
    other, mover = decode(pid)  # raises ValueError on an invalid ID
    if not (1 <= die1 <= 6 and 1 <= die2 <= 6):
        raise ValueError(f"bad dice {die1}-{die2} for {pid}")
    if checkers(other) == 0 or checkers(mover) == 0:
        raise ValueError(f"the game is over in {pid}")
    return pid, die1, die2


def _start(
    gnubg: str, tmp: Path, k: int, chunk: Sequence[Query]
) -> tuple[subprocess.Popen[bytes], Path, Path]:
    inp, out, err = tmp / f"in{k}.txt", tmp / f"out{k}.jsonl", tmp / f"err{k}.txt"
    inp.write_text("".join(f"{pid} {d1} {d2}\n" for pid, d1, d2 in chunk), encoding="ascii")
    # Each process gets a HOME of its own: gnubg tests for ~/.gnubg (and ~/.gnubg/backup) and
    # then creates it, and exits 1 with "<HOME>/.gnubg: File exists" when a process started at
    # the same moment created it in between (a fresh machine's empty HOME).  A HOME of its own
    # also keeps the user's gnubgrc out of the oracle's answers and the oracle out of ~/.gnubg.
    home = tmp / f"home{k}"
    home.mkdir()
    env = dict(os.environ, HOME=str(home), BGTUTOR_GNUBG_IN=str(inp), BGTUTOR_GNUBG_OUT=str(out))
    with err.open("wb") as err_file:
        proc = subprocess.Popen(
            [gnubg, "-t", "-q", "-p", str(SCRIPT)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,  # gnubg prints boards and "The dice have been set..."
            stderr=err_file,
            env=env,
            cwd=tmp,
        )
    return proc, out, err


def _collect(
    proc: subprocess.Popen[bytes], out: Path, err: Path, chunk: Sequence[Query]
) -> list[dict[str, str]]:
    try:
        code = proc.wait(timeout=60 + len(chunk))
    except subprocess.TimeoutExpired:
        proc.kill()
        raise GnubgError(f"gnubg timed out on {len(chunk)} queries") from None
    stderr = err.read_text(errors="replace").strip()
    if code != 0:
        raise GnubgError(f"gnubg exited with {code}:\n{stderr}")
    lines = out.read_text(encoding="ascii").splitlines() if out.exists() else []
    if not lines or json.loads(lines[-1]) != {"done": len(chunk)}:
        raise GnubgError(f"gnubg did not finish its {len(chunk)} queries:\n{stderr}")
    records = [json.loads(line) for line in lines[:-1]]
    if len(records) != len(chunk):
        raise GnubgError(f"gnubg answered {len(records)} of {len(chunk)} queries")
    return [_results(record, query) for record, query in zip(records, chunk, strict=True)]


def _results(record: dict[str, object], query: Query) -> dict[str, str]:
    pid, die1, die2 = query
    if record["id"] != pid or record["dice"] != [die1, die2]:
        raise GnubgError(f"answer {record['id']} {record['dice']} for query {query}")
    other, mover = decode(pid)
    if record["board"] != [list(other), list(mover)]:
        raise GnubgError(f"gnubg read {pid} as {record['board']}")
    plays = record["plays"]
    assert isinstance(plays, list)
    if not plays:
        return {swap(pid): ""}
    results: dict[str, str] = {}
    for move, (mover_after, other_after) in plays:
        if sum(other_after) != sum(other) or not 0 <= sum(mover) - sum(mover_after) <= 4:
            raise GnubgError(f"{pid} {die1}{die2} {move!r} gives {mover_after} {other_after}")
        result = encode(tuple(mover_after), tuple(other_after))
        if result in results:
            raise GnubgError(f"{pid} {die1}{die2}: {move!r} and {results[result]!r} coincide")
        results[result] = move
    return results
