"""The reason for an illegal typed play names the rule that stops it, whatever the order of the
written paths: two named cases from the course (2-2 with two checkers on the bar, 4-4 bearing
off), a point the earlier steps emptied, and a property over random positions and plays."""

from __future__ import annotations

import random
from itertools import permutations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bgtutor import BgtutorError, Position, Roll, format_steps, legal_plays, roll_dice
from bgtutor.rules.color import BLACK, WHITE
from bgtutor.rules.explain import Reason, Rule
from bgtutor.rules.places import point_name
from bgtutor.rules.resolve import check_play
from tests.helpers import board, reason

# White has two checkers on the bar; Black has a blot on White's 21 point and holds White's 1.
TWO_ON_BAR = board({"bar": 2, 13: 13}, {21: 1, 1: 14})
# White bears off with 4-4: one checker still on 10, one each on 4 and 3.
LAST_THREE = board({10: 1, 4: 1, 3: 1}, {19: 15})


def _orders(text: str) -> list[str]:
    return [" ".join(order) for order in permutations(text.split())]


@pytest.mark.parametrize("text", ["bar/21 bar/20", "bar/20 bar/21*", "bar/21* bar/20", "bar/20 bar/21"])
def test_two_on_the_bar_names_the_distance_no_number_makes(text: str) -> None:
    """bar/21 is two 2s once the other checker is in; it is bar/20 that no number makes."""
    why = reason(TWO_ON_BAR, Roll(2, 2), text)
    assert why.rule is Rule.NO_DIE
    assert why.text("de") == (
        "Von der Bar bis 20 sind es 5 Pips, aber dazu passt keine deiner Würfelzahlen (2-2-2-2), "
        "weder einzeln noch zusammen."
    )
    assert why.text("en") == (
        "From the bar to 20 is 5 pips, but none of your numbers (2-2-2-2) fits, alone or together."
    )


@pytest.mark.parametrize("text", _orders("10/off 4/off 3/off"))
def test_bearing_off_with_too_few_numbers_says_so_in_every_order(text: str) -> None:
    """Not "point 6 still holds one checker" (6 is empty): 10/off alone takes three of the four 4s."""
    why = reason(LAST_THREE, Roll(4, 4), text)
    assert why.rule is Rule.TOO_MANY_STEPS
    assert why.text("de") == (
        "Der Wurf 4-4 erlaubt höchstens 4 Teilzüge. Dein Zug braucht aber mindestens 5: 10/off "
        "allein braucht schon 3 (10/6/2/off)."
    )
    assert why.text("en") == (
        "The roll 4-4 allows at most 4 moves. Your play needs at least 5: 10/off alone takes 3 (10/6/2/off)."
    )
    assert str(check_play(LAST_THREE, Roll(4, 4), "10/2 4/off 3/off")) == "10/2 4/off 3/off"


@pytest.mark.parametrize("text", ["13/9 13/7", "13/7 13/9"])
def test_a_point_the_first_step_emptied(text: str) -> None:
    """13 held one checker before the play: none is left there for the second step."""
    why = reason(board({13: 1, 6: 14}, {19: 15}), Roll(6, 4), text)
    assert why.rule is Rule.NO_CHECKER_LEFT
    assert why.text("de").startswith(
        "Von 13 kannst du keinen Stein mehr ziehen: Vor dem Zug stand dort einer"
    )
    assert why.text("en").startswith("You have no checker left to move from 13: one stood there before")


def test_a_point_empty_before_the_play_is_said_to_be_empty() -> None:
    why = reason(Position.start(), Roll(6, 4), "20/14 13/9")
    assert why.rule is Rule.NO_CHECKER
    assert why.text("de") == "Auf Punkt 20 steht kein eigener Stein, den du ziehen könntest."
    assert why.text("en") == "You have no checker on point 20 to move."


@pytest.mark.parametrize("text", ["13/8 8/5", "8/5 13/8"])
def test_a_path_waiting_for_a_blocked_one_names_the_block(text: str) -> None:
    """8/5 fails only because 13/8 cannot land on 8: the reason is the blocked 8, in both orders."""
    blocked_8 = board({13: 2, 6: 13}, {8: 2, 24: 13})
    assert reason(blocked_8, Roll(5, 3), text) == Reason.of(Rule.BLOCKED, point=8, count=2)


# -- the property: permuting the written paths never changes the reason ----------------------------


def _pool(games: int = 16, seed: int = 20240612) -> list[Position]:
    """Every position of ``games`` seeded random games, the game's end left out."""
    rng = random.Random(seed)
    pool = []
    for _ in range(games):
        position = Position.start(rng.choice([WHITE, BLACK]))
        while not position.is_game_over:
            pool.append(position)
            position = position.play(rng.choice(legal_plays(position, roll_dice(rng))))
    return pool


POOL = _pool()
WORDS = ["bar", "off", *map(str, range(1, 25))]


@st.composite
def illegal_plays(draw: st.DrawFn) -> tuple[Position, Roll, list[str]]:
    """A position, a roll and the paths of a play that is not legal there: a legal play with one
    path changed (another checker, another point, a path more or one left out), or paths at random."""
    position = draw(st.sampled_from(POOL))
    roll = Roll(draw(st.integers(1, 6)), draw(st.integers(1, 6)))
    play = draw(st.sampled_from(legal_plays(position, roll)))
    paths = format_steps(play).split() if play.steps else []
    how = draw(st.sampled_from(["checker", "point", "more", "fewer", "random"]))
    if how == "random" or not paths:
        count = draw(st.integers(1, 4))
        return (
            position,
            roll,
            [f"{draw(st.sampled_from(WORDS))}/{draw(st.sampled_from(WORDS))}" for _ in range(count)],
        )
    index = draw(st.integers(0, len(paths) - 1))
    if how == "checker":
        src, dst = (
            25 if p == "bar" else 0 if p == "off" else int(p) for p in paths[index].rstrip("*").split("/")
        )
        other = draw(st.sampled_from([p for p in range(1, 26) if position.on_roll[p]]))
        paths[index] = f"{point_name(other)}/{point_name(max(other - (src - dst), 0))}"
    elif how == "point":
        points = paths[index].split("/")
        points[draw(st.integers(0, len(points) - 1))] = draw(st.sampled_from(WORDS))
        paths[index] = "/".join(points)
    elif how == "more":
        paths.append(f"{draw(st.sampled_from(WORDS))}/{draw(st.sampled_from(WORDS))}")
    else:
        del paths[index]
    return position, roll, paths


@settings(
    max_examples=400,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
@given(illegal_plays())
def test_permuting_the_written_paths_never_changes_the_reason(case: tuple[Position, Roll, list[str]]) -> None:
    """The whole reason (its rule and its parameters) is the same in every order; a legal play
    has the same result in every order, and text that is not notation or is ambiguous is so in
    every order."""
    position, roll, paths = case
    verdicts: set[object] = set()
    for order in permutations(paths):
        try:
            outcome = check_play(position, roll, " ".join(order))
        except BgtutorError as error:
            verdicts.add(type(error))
            continue
        verdicts.add(outcome if isinstance(outcome, Reason) else position.play(outcome))
    assert len(verdicts) == 1, (position.position_id(), str(roll), paths, verdicts)
