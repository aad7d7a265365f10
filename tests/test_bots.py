"""The computer players: always a legal play, reproducible with a seed, whole games, the CLI line.

The strength figures come from ``benchmarks/bench_bots.py``; here only a quick seeded sanity check
that Experte beats Entspannt.
"""

from __future__ import annotations

import random
import re
import subprocess
import sys

import pytest

from bgtutor import BLACK, WHITE, Position, Roll, legal_plays, opening_roll
from bgtutor.commands.cli import build_parser
from bgtutor.play.bots.levels import UnknownLevelError, make_bot
from bgtutor.play.bots.match import play_game, play_match
from bgtutor.play.bots.player import Bot
from bgtutor.play.strengths import LEVELS, Level
from bgtutor.rules.plays import Play
from bgtutor.rules.scoring import ResultKind

LINE = re.compile(
    r"(white|black) (entspannt|anspruchsvoll|experte): (\d+) (wins?) "
    r"\((\d+) (gammons?), (\d+) (backgammons?)\), (\d+) (points?), (\d+\.\d\d) s/move"
)
# White has two checkers on the bar against Black's closed board: no roll can be played.
CLOSED_OUT = Position.from_points({"bar": 2, 13: 13}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 19: 3})
SPECIAL = [
    (CLOSED_OUT, Roll(6, 5)),  # no play at all
    # entering only on 6
    (Position.from_points({"bar": 1, 13: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 19: 5}), Roll(6, 2)),
    (Position.from_points({"bar": 2, 8: 13}, {19: 15}), Roll(4, 4)),  # enter both, then move
    (Position.from_points({1: 1, 2: 1}, {19: 15}), Roll(2, 1)),  # bear off the last two: win
    (Position.from_points({6: 2, 5: 3, 1: 1}, {12: 15}), Roll(6, 4)),  # bear off, larger die rule
    (Position.from_points({6: 1, 3: 2, 2: 2}, {1: 2, 24: 13}, turn=BLACK), Roll(5, 5)),  # Black on roll
]


def pool(games: int, seed: int, hit_bias: float = 0.4) -> list[tuple[Position, Roll]]:
    """(position, roll) pairs from seeded random self-play, hitting often so the bar is common."""
    rng = random.Random(seed)
    found: list[tuple[Position, Roll]] = []
    for _ in range(games):
        position = Position.start(rng.choice((WHITE, BLACK)))
        while not position.is_game_over:
            roll = Roll(rng.randint(1, 6), rng.randint(1, 6))
            found.append((position, roll))
            results = [position.play(play) for play in legal_plays(position, roll)]
            hitting = [r for r in results if r.on_roll[25] > position.opponent[25]]
            position = rng.choice(hitting if hitting and rng.random() < hit_bias else results)
    return found


POOL = pool(4, seed=20240611)


def test_pool_covers_bar_bearoff_and_no_play() -> None:
    kinds = {"bar": 0, "bearoff": 0, "no play": 0}
    for position, roll in POOL:
        kinds["bar"] += position.on_roll[25] > 0
        kinds["bearoff"] += position.all_home()
        kinds["no play"] += legal_plays(position, roll) == (Play(),)
    assert min(kinds.values()) >= 5, kinds


def test_levels_names_and_display_names() -> None:
    assert [level.value for level in LEVELS] == ["entspannt", "anspruchsvoll", "experte"]
    assert [make_bot(level).display_name for level in LEVELS] == ["Entspannt", "Anspruchsvoll", "Experte"]
    bot = make_bot(" Experte ")
    assert isinstance(bot, Bot) and bot.level is Level.EXPERTE and bot.name == "experte"


@pytest.mark.parametrize("level", ["", "expert", "2"])
def test_unknown_level_is_a_value_error(level: str) -> None:
    with pytest.raises(UnknownLevelError, match=repr(level)):
        make_bot(level)
    assert issubclass(UnknownLevelError, ValueError)


@pytest.mark.parametrize("level", LEVELS)
def test_every_choice_is_legal(level: Level) -> None:
    bot, rng = make_bot(level, seed=3), random.Random(4)
    pairs = SPECIAL + POOL[:: 2 if level is not Level.EXPERTE else 8]
    for position, roll in pairs:
        play = bot.choose(position, roll, rng)
        assert play in legal_plays(position, roll), (position, roll, play)


@pytest.mark.parametrize("level", LEVELS)
def test_special_positions(level: Level) -> None:
    bot = make_bot(level, seed=1)
    assert bot.choose(CLOSED_OUT, Roll(6, 5)) == Play()
    position, roll = SPECIAL[3]
    assert position.play(bot.choose(position, roll)).winner is WHITE  # every level takes the win


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_choices(level: Level) -> None:
    pairs = POOL[::20]
    first = [make_bot(level, seed=5).choose(p, r) for p, r in pairs]
    again = [make_bot(level, seed=5).choose(p, r) for p, r in pairs]
    assert first == again


def test_entspannt_varies_with_the_seed() -> None:
    pairs = [(p, r) for p, r in POOL[::4] if len(legal_plays(p, r)) > 5]
    one = [make_bot("entspannt", seed=1).choose(p, r) for p, r in pairs]
    two = [make_bot("entspannt", seed=2).choose(p, r) for p, r in pairs]
    assert one != two


def test_a_whole_game_ends_with_a_valid_result() -> None:
    white, black = make_bot("anspruchsvoll"), make_bot("entspannt", seed=2)
    result, moves, seconds = play_game(white, black, random.Random(9))
    assert result.kind in ResultKind and result.points == int(result.kind) in (1, 2, 3)
    assert result.winner in (WHITE, BLACK)
    assert sum(moves.values()) >= 2 * 8 and abs(moves[WHITE] - moves[BLACK]) <= 1  # 15 checkers, 167 pips
    assert min(seconds.values()) >= 0


class Recorder(Bot):
    """Plays the first legal play and writes down every (side, roll) it is asked about."""

    level = Level.ENTSPANNT

    def __init__(self, log: list[tuple[object, Roll]]) -> None:
        super().__init__()
        self.log = log

    def choose(self, position: Position, roll: Roll, rng: random.Random | None = None) -> Play:
        self.log.append((position.turn, roll))
        return super().choose(position, roll, rng)

    def pick(self, position: Position, after: object, rng: random.Random) -> int:
        return 0


@pytest.mark.parametrize("seed", range(6))
def test_a_game_starts_with_the_opening_roll(seed: int) -> None:
    log: list[tuple[object, Roll]] = []
    play_game(Recorder(log), Recorder(log), random.Random(seed))
    opening = opening_roll(random.Random(seed))  # the same dice: each side one die, ties again
    assert log[0] == (opening.starter, opening.roll) and not log[0][1].is_double
    assert [turn for turn, _ in log] == [(opening.starter + k) % 2 for k in range(len(log))]


def test_a_seeded_match_is_reproducible() -> None:
    def run() -> list[tuple[int, int, int, int, int]]:
        summary = play_match(make_bot("entspannt", seed=1), make_bot("entspannt", seed=2), games=6, seed=3)
        return [(s.wins, s.gammons, s.backgammons, s.points, s.moves) for s in summary.sides]

    first = run()
    assert first == run()
    assert first[0][0] + first[1][0] == 6


def test_experte_beats_entspannt() -> None:
    games = 24  # a quick seeded check; benchmarks/bench_bots.py measures over thousands of games
    summary = play_match(make_bot("experte"), make_bot("entspannt", seed=11), games=games, seed=12)
    assert summary.white.wins >= 0.6 * games, summary


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    """``bgtutor match`` with its summary in English (German is the default; tests/test_cli.py)."""
    return subprocess.run(
        [sys.executable, "-m", "bgtutor", "match", *args, "--lang", "en"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        check=False,
    )


def test_cli_prints_one_line_per_side() -> None:
    result = run_cli("--white", "anspruchsvoll", "--black", "entspannt", "--games", "4", "--seed", "1")
    assert (result.returncode, result.stderr) == (0, "")
    lines = result.stdout.splitlines()
    matches = [LINE.fullmatch(line) for line in lines]
    assert len(lines) == 2 and all(matches), lines
    white, black = (m.groups() for m in matches if m)
    assert (white[:2], black[:2]) == (("white", "anspruchsvoll"), ("black", "entspannt"))
    assert int(white[2]) + int(black[2]) == 4
    for side in (white, black):
        wins, gammons, backgammons, points = (int(side[index]) for index in (2, 4, 6, 8))
        assert gammons + backgammons <= wins and points == wins + gammons + 2 * backgammons
        for count, word in zip(side[2:10:2], side[3:10:2], strict=True):
            assert word.endswith("s") == (count != "1"), side  # singular and plural agree
    again = run_cli("--white", "anspruchsvoll", "--black", "entspannt", "--games", "4", "--seed", "1")
    assert [line.rsplit(",", 1)[0] for line in again.stdout.splitlines()] == [  # timings aside
        line.rsplit(",", 1)[0] for line in lines
    ]


@pytest.mark.parametrize(
    ("args", "quoted"),
    [
        (["--white", "expert", "--black", "entspannt"], "expert"),
        (["--white", "experte"], "--black"),
        (["--white", "experte", "--black", "entspannt", "--games", "0"], "'0'"),
        (["--white", "experte", "--black", "entspannt", "--games", "zwei"], "'zwei'"),
        (["--white", "experte", "--black", "entspannt", "--seed", "x"], "--seed"),
    ],
)
def test_cli_malformed_input(args: list[str], quoted: str) -> None:
    result = run_cli(*args)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("bgtutor") and quoted in result.stderr
    assert "Traceback" not in result.stderr


def test_cli_accepts_every_level() -> None:
    for level in LEVELS:
        args = build_parser().parse_args(["match", "--white", level.value, "--black", level.value])
        assert (args.white, args.black, args.games, args.seed) == (level.value, level.value, 100, None)


def test_bots_think_with_one_blas_thread() -> None:
    threadpoolctl = pytest.importorskip("threadpoolctl")
    from bgtutor.play.bots.threads import single_threaded

    with single_threaded():
        info = threadpoolctl.threadpool_info()
    inside = [pool["num_threads"] for pool in info if pool["user_api"] == "blas"]
    assert all(n == 1 for n in inside)


def test_experte_races_by_its_network(monkeypatch: pytest.MonkeyPatch) -> None:
    # gnubg judged the hand-tuned race evaluation four times worse than the network at 2-ply
    def refuse(*args: object) -> float:
        raise AssertionError("Experte must not use the hand-tuned score")

    monkeypatch.setattr("bgtutor.play.bots.levels.score", refuse)
    race = Position.from_points({6: 3, 5: 3, 4: 3, 3: 2, 9: 2, 10: 2}, {6: 4, 5: 4, 4: 4, 3: 3})
    assert race.is_race()
    plays = [make_bot("experte").choose(race, Roll(6, 3)) for _ in range(2)]
    assert plays[0] == plays[1] and plays[0] in legal_plays(race, Roll(6, 3))
