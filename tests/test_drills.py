"""Generated training tasks (bgtutor.tutor.exercises.drills): for every rule, its tasks re-checked
against the rule with the engine (computed here another way than the generator does), their
accepted answers against the exercise checker, and guessing held down: no answer (and no yes/no
side) in more than 60 % of a drill's tasks, and few of a play task's outcomes right
(``tools/drill_shares.py``)."""

from __future__ import annotations

import importlib.util
import sys
from functools import cache
from itertools import islice
from pathlib import Path
from types import ModuleType

import pytest

from bgtutor.rules.color import WHITE
from bgtutor.rules.cube import CubeState
from bgtutor.rules.dice import Roll
from bgtutor.rules.moves import legal_plays, max_steps
from bgtutor.rules.places import BAR, OFF
from bgtutor.rules.plays import Play, Step
from bgtutor.rules.position import Position
from bgtutor.rules.resolve import check_play
from bgtutor.rules.scoring import game_result
from bgtutor.tutor.exercises.base import NO, NONE, YES, Condition, Kind
from bgtutor.tutor.exercises.drills import RULES, Task, meets, rule_name, tasks
from bgtutor.tutor.exercises.engine import Exercise, check, truth
from bgtutor.tutor.exercises.outcomes import board_outcomes
from bgtutor.tutor.lessons import LEVELS
from bgtutor.tutor.teach import entering_rolls

COUNT = 100
"""Tasks per rule: enough for the shares (a drill's ways come in shuffled rounds of about six)."""
GUESS = 0.6
"""The most one answer may have of a drill's tasks (or of one kind of task in it)."""
BOARDS = 10
"""Play tasks per rule whose board's outcomes are counted (a double's take a quarter second)."""
FEW = 1 / 3
"""The most a random outcome on the board may score, and for the drills whose plays have a
condition (doubles, enter, bear-off-exact), a random legal play."""


@cache
def made(rule: str) -> tuple[Task, ...]:
    return tuple(islice(tasks(rule, seed=7), COUNT))


@cache
def drill_shares() -> ModuleType:
    path = Path(__file__).resolve().parents[1] / "tools" / "drill_shares.py"
    spec = importlib.util.spec_from_file_location("drill_shares", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def _after_one_die(position: Position, die: int) -> list[Position]:
    """Every position one checker can reach with ``die``, by the rules written out here (not the
    generator's code): the bar first; never onto two or more opposing checkers; bearing off only
    with all checkers home, exactly, or with a larger number from the highest point."""
    mover, other = position.on_roll, position.opponent
    sources = [BAR] if mover[BAR] else [point for point in range(24, 0, -1) if mover[point]]
    all_home = not mover[BAR] and not any(mover[7:25])
    highest = max((point for point in range(1, 25) if mover[point]), default=0)
    reached = []
    for src in sources:
        dst = src - die
        if dst > 0:
            if other[BAR - dst] >= 2:
                continue
            hit = other[BAR - dst] == 1
        elif not all_home or (dst < 0 and src != highest):
            continue
        else:
            dst, hit = 0, False
        reached.append(position.apply_steps([Step(src, dst, die, hit)]))
    return reached


def _reach(position: Position, roll: Roll, src: int) -> set[int]:
    """Where one checker on ``src`` can get with one number or both in a row (not a double), by the
    rules written out in :func:`_step_to`: every place a legal play takes it is among them."""
    found = set()
    for die, other in ((roll.high, roll.low), (roll.low, roll.high)):
        first = _step_to(position, src, die)
        if first is not None:
            found.add(first)
            hit = first != OFF and position.opponent[BAR - first] == 1
            after = position.apply_steps([Step(src, first, die, hit)])
            second = None if first == OFF or after.on_roll[OFF] == 15 else _step_to(after, first, other)
            if second is not None:
                found.add(second)
        for before in _after_one_die(position, other):  # another checker first (from the bar, home)
            if before.on_roll[src] and (last := _step_to(before, src, die)) is not None:
                found.add(last)
    return found


def _step_to(position: Position, src: int, die: int) -> int | None:
    """Where one number takes the checker on ``src`` (None: nowhere): the bar first, never onto two
    or more opposing checkers, off only with all checkers home, exactly or from the highest point."""
    mover, other = position.on_roll, position.opponent
    if mover[BAR] and src != BAR:
        return None
    dst = src - die
    if dst > 0:
        return None if other[BAR - dst] >= 2 else dst
    highest = max(point for point in range(1, 26) if mover[point])
    return OFF if highest <= 6 and (dst == 0 or src == highest) else None


def _quarter(place: int) -> int:
    return (place - 1) // 6


def _blocked(position: Position, point: int) -> bool:
    return 1 <= point <= 24 and position.opponent[BAR - point] >= 2


def _may_double(cube: CubeState) -> bool:
    """The doubling rules written out: before rolling, not in the Crawford game, with the cube in
    the middle or one's own."""
    return cube.dice is None and not cube.match.crawford and cube.owner in (None, cube.turn)


def _row_holds(rule: str, exercise: Exercise) -> bool:
    position, roll = exercise.position, exercise.roll
    if rule == "cube-points":  # a pass: the value before the double; else the result times the cube
        cube = exercise.cube
        assert cube is not None
        if exercise.kind is Kind.CUBE_PASS:
            return not position.is_game_over and cube.offered and exercise.answers == (str(cube.value),)
        result = game_result(position)
        assert result is not None
        unturned = cube.match.is_money and cube.match.jacoby and cube.owner is None
        return exercise.answers == (str(cube.value * (1 if unturned else int(result.kind))),)
    if rule == "result":
        return position.is_game_over and game_result(position) is not None
    assert not position.is_game_over
    if rule == "pips":
        return True
    cube = exercise.cube
    if rule in ("cube-value", "cube-owner"):
        assert cube is not None and cube.offered
        return exercise.answers == (
            (str(2 * cube.value),) if rule == "cube-value" else (cube.turn.other.name.lower(),)
        )
    if rule == "may-double":
        assert cube is not None
        return exercise.answers == ((YES,) if _may_double(cube) else (NO,))
    mover = position.on_roll
    if rule == "dance" and roll is None:
        return mover[BAR] > 0 and entering_rolls(position) < 36
    assert roll is not None
    plays = legal_plays(position, roll)
    dice = sorted({step.die for play in plays for step in play.steps})
    highest = max((point for point in range(1, 25) if mover[point]), default=0)
    if rule == "direction":  # a checker's way crosses into another quarter; a point or blot passed
        if exercise.kind is Kind.DESTINATIONS:
            src = exercise.point or 0
            places = {0 if place == "off" else int(place) for place in exercise.answers[0].split(", ")}
            return places <= _reach(position, roll, src) and any(
                place and _quarter(place) != _quarter(src) for place in places
            )
        if exercise.kind is Kind.PLAY and exercise.point:  # make a point some checkers have passed
            point = exercise.point
            return (
                mover[point] < 2
                and any(mover[1:point])
                and any(position.apply_steps(p.steps).on_roll[point] >= 2 for p in plays)
            )
        hit = {s.dst for p in plays for s in p.steps if s.hit}
        return any(mover[point - die] for point in hit for die in roll.numbers if point > die)
    if rule == "no-play":  # both numbers, else the higher one alone, else the lower, else none
        two = any(
            _after_one_die(after, other)
            for die, other in ((roll.high, roll.low), (roll.low, roll.high))
            for after in _after_one_die(position, die)
        )
        high, low = (bool(_after_one_die(position, die)) for die in (roll.high, roll.low))
        lost = "none" if two else str(roll.low) if high else str(roll.high) if low else "both"
        return not roll.is_double and exercise.answers == (lost,)
    if rule == "landing":
        return any(
            mover[src] and _blocked(position, src - die) for src in range(1, 25) for die in roll.numbers
        )
    if rule == "intermediate":  # a checker moving all numbers to an open point past a blocked one
        total = sum(roll.numbers)
        return any(
            mover[src]
            and src - total > 0
            and not _blocked(position, src - total)
            and any(_blocked(position, point) for point in range(src - total + 1, src))
            for src in range(1, 25)
        )
    if rule == "both-dice":
        first_spoils = any(
            max_steps(after, (other,)) == 0
            for die, other in ((roll.high, roll.low), (roll.low, roll.high))
            for after in _after_one_die(position, die)
        )
        return not roll.is_double and {len(p.steps) for p in plays} == {2} and first_spoils
    if rule == "higher-die":  # one number only: the higher if it can be played alone, else the lower
        higher = max_steps(position, (roll.high,)) == 1
        return (
            not roll.is_double
            and {len(p.steps) for p in plays} == {1}
            and dice == [roll.high if higher else roll.low]
        )
    if rule == "doubles":
        if exercise.kind is Kind.PLAY:
            point = exercise.point or 0
            return (
                roll.is_double
                and mover[point] < 2
                and any(position.apply_steps(p.steps).on_roll[point] >= 2 for p in plays)
            )
        return roll.is_double and highest <= 6 and int(exercise.answers[0]) > 2
    if rule == "enter":
        return mover[BAR] > 0 and any(s.src == BAR for p in plays for s in p.steps)
    if rule == "two-on-bar":
        return mover[BAR] >= 2 and any(s.src == BAR for p in plays for s in p.steps)
    if rule == "dance":
        return mover[BAR] > 0
    if rule == "hit":
        return any(p.hits for p in plays) and not all(p.hits for p in plays)
    if rule == "hit-and-run":  # a checker can hit a blot with one number and move on with the other
        return any(
            mover[src] and position.opponent[BAR - (src - die)] == 1 and src - die - other > 0
            for src in range(1, 25)
            for die, other in ((roll.high, roll.low), (roll.low, roll.high))
            if src - die > 0
        )
    if rule == "bear-off-exact":
        return highest <= 6 and not mover[BAR] and any(mover[d] for d in roll.numbers)
    if rule == "bear-off-higher":
        return highest <= 6 and not mover[BAR] and max(roll.numbers) > highest
    if rule == "bear-off-not-home":
        return highest > 6 and any(mover[1:7])
    if rule == "hit-bear-off":  # bearing off had begun; a checker is on the bar or on its way home
        return mover[OFF] > 0 and (mover[BAR] > 0 or highest > 6)
    raise AssertionError(rule)


@pytest.mark.parametrize("rule", RULES)
def test_every_generated_task_meets_its_rule_and_accepts_its_answers(rule: str) -> None:
    seen = set()
    for number, task in enumerate(made(rule)):
        exercise = task.exercise
        assert exercise.position not in seen, "a position came twice in one run"
        seen.add(exercise.position)
        assert meets(rule, exercise.position, exercise.roll)
        assert _row_holds(rule, exercise), task.as_json()
        # every answer of the first tasks, the first and last of the others (reading a play is slow)
        answers = exercise.answers if number < 10 else exercise.answers[:1] + exercise.answers[-1:]
        for answer in answers:
            assert check(exercise, answer).correct, (answer, task.as_json())
        assert exercise.answers == truth(exercise)
        if exercise.kind is Kind.ENTERING_ROLLS:
            assert exercise.answers == (str(entering_rolls(exercise.position)),)
        if exercise.kind is Kind.PIP_COUNT:
            assert exercise.answers == (str(exercise.position.pip_count(exercise.color)),)
        if exercise.kind is Kind.IS_LEGAL:  # the play asked about, read by the rules on their own
            assert exercise.roll is not None and exercise.play is not None
            legal = isinstance(check_play(exercise.position, exercise.roll, exercise.play), Play)
            assert exercise.answers == ((YES,) if legal else (NO,))


@pytest.mark.parametrize("rule", RULES)
def test_no_answer_can_be_guessed(rule: str) -> None:
    shares = drill_shares().measure(rule, made(rule), boards=BOARDS)
    assert shares.top_share <= GUESS, shares
    assert shares.constant_share <= GUESS, shares
    assert shares.kind_share <= GUESS, shares  # the yes/no side of a drill's yes/no tasks too
    if shares.random_board is not None:
        assert shares.random_board <= FEW, shares
    if rule in ("doubles", "enter", "bear-off-exact"):
        assert shares.random_play is not None and shares.random_play <= FEW, shares


def test_the_shares_tool_counts_a_constant_answer_and_the_outcomes_of_a_play() -> None:
    tool = drill_shares()
    position = Position.start()
    asked = [
        Exercise(f"k{n}", Kind.IS_LEGAL, position, (answer,), roll=Roll(2, 1), play="13/11 6/5")
        for n, answer in enumerate((NO, NO, NO, YES))
    ]
    shares = tool.measure("landing", [Task("landing", exercise) for exercise in asked])
    assert (shares.top, shares.top_share, shares.constant_share, shares.kind_share) == (NO, 0.75, 0.75, 0.75)
    assert shares.random_play is None and shares.random_board is None
    single = Exercise("p", Kind.PLAY, position, ("24/13",), roll=Roll(6, 5))
    played = tool.measure("landing", [Task("landing", single)])
    legal = legal_plays(position, Roll(6, 5))
    assert played.random_play == pytest.approx(1 / len(legal))
    # the board offers more than the legal plays: 24/18 then 24/19 onto Black's 6 point, refused
    outcomes = board_outcomes(single)
    assert outcomes.total > len(legal) and played.random_board == pytest.approx(1 / outcomes.total)


@pytest.mark.parametrize("rule", RULES)
def test_every_rule_has_tasks_a_learner_can_get_wrong(rule: str) -> None:
    for task in made(rule)[:20]:
        exercise = task.exercise
        if exercise.kind is Kind.PLAY:
            others = [
                str(p)
                for p in legal_plays(exercise.position, exercise.roll)
                if str(p) not in exercise.answers
            ]
            if exercise.condition.value != "any":
                assert others, "a task with a condition needs a legal play that misses it"
            continue
        assert not check(exercise, _wrong(exercise)).correct, task.as_json()


def _wrong(exercise: Exercise) -> str:
    """An answer that is not the right one, of the form the kind reads."""
    kind, right = exercise.kind, exercise.answers
    pairs = {Kind.IS_LEGAL: (YES, NO), Kind.CUBE_MAY_DOUBLE: (YES, NO), Kind.CUBE_OWNER: ("white", "black")}
    if kind in pairs:
        return next(word for word in pairs[kind] if (word,) != right)
    if kind is Kind.RESULT:
        return "single" if right != ("single",) else "gammon"
    if kind in (Kind.ENTRY_POINTS, Kind.DESTINATIONS):
        return NONE if right != (NONE,) else "24, 23, 22, 21, 20, 19"
    if kind is Kind.LOST_NUMBER:
        assert exercise.roll is not None
        return next(word for word in ("none", "both", str(exercise.roll.high)) if (word,) != right)
    return "99"  # a count: more checkers, rolls, pips or points than there can be


def test_new_rules_have_names_and_every_way_comes_up() -> None:
    for rule in RULES:
        assert rule_name(rule, "de") != rule_name(rule, "en")
    kinds = {rule: {task.exercise.kind for task in made(rule)} for rule in RULES}
    assert kinds["dance"] == {Kind.ENTRY_POINTS, Kind.PLAY, Kind.ENTERING_ROLLS}
    assert kinds["bear-off-not-home"] == {Kind.IS_LEGAL, Kind.BEAR_OFF_COUNT, Kind.PLAY}
    assert kinds["intermediate"] == {Kind.PLAY, Kind.DESTINATIONS, Kind.IS_LEGAL}
    assert kinds["higher-die"] == {Kind.PLAY, Kind.LOST_NUMBER}
    dance_plays = [task.exercise.answers for task in made("dance") if task.exercise.kind is Kind.PLAY]
    assert ("(no play)",) in dance_plays and any(answers != ("(no play)",) for answers in dance_plays)
    crawford = [task.exercise.cube for task in made("may-double")]
    assert any(cube is not None and cube.match.crawford for cube in crawford)
    assert any(cube is not None and cube.match.post_crawford for cube in crawford)
    assert kinds["direction"] == {Kind.DESTINATIONS, Kind.PLAY}
    asked = [task.exercise for task in made("direction")]
    assert {e.position.turn for e in asked if e.kind is Kind.DESTINATIONS} == {WHITE, WHITE.other}
    assert {e.condition for e in asked if e.kind is Kind.PLAY} == {Condition.MAKE_POINT, Condition.HIT}
    lost = {task.exercise.answers[0] for task in made("no-play")}
    assert {"none", "both"} < lost and len(lost - {"none", "both"}) >= 4  # and numbers of the dice
    assert any(sum(task.exercise.position.on_roll[1:7]) <= 2 for task in made("no-play"))  # the last ones
    assert kinds["cube-points"] == {Kind.CUBE_PASS, Kind.CUBE_POINTS}
    matches = [task.exercise.cube.match for task in made("cube-points") if task.exercise.cube]
    assert {(m.is_money, m.jacoby) for m in matches} == {(True, True), (True, False), (False, False)}
    owners = {task.exercise.answers for task in made("cube-owner")}
    assert owners == {("white",), ("black",)}
    assert {task.exercise.position.turn for task in made("cube-owner")} == {WHITE, WHITE.other}


def test_the_same_seed_gives_the_same_tasks_and_another_seed_others() -> None:
    first = [t.as_json() for t in islice(tasks("enter", seed=11), 5)]
    assert first == [t.as_json() for t in islice(tasks("enter", seed=11), 5)]
    assert first != [t.as_json() for t in islice(tasks("enter", seed=12), 5)]


def test_tasks_are_varied_contact_race_bar_and_both_colours() -> None:
    sample = [t.exercise.position for rule in RULES for t in made(rule)[:20]]
    going = [p for p in sample if not p.is_game_over]
    assert sum(p.is_race() for p in going) >= 20
    assert sum(not p.is_race() for p in going) >= 20
    assert sum(bool(p.on_roll[BAR]) for p in going) >= 20
    assert {p.turn for p in sample} == {0, 1}


def test_tasks_in_english_and_json_form() -> None:
    task = next(tasks("pips", seed=1, lang="en"))
    data = task.as_json()
    assert set(data) == {"rule", "position", "roll", "kind", "task", "answers"}
    assert data["task"].startswith("What is") and data["roll"] is None
    # the Position ID is written from the side on roll, whichever colour it is
    assert Position.from_id(data["position"], task.exercise.position.turn) == task.exercise.position


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_task_text_is_written_out(lang: str) -> None:
    """Each way's task in each language: no placeholder left, the roll and the point named."""
    for rule in RULES:
        for task in made(rule)[:12]:
            text = Task(rule, task.exercise, lang).text
            assert "{" not in text and text.strip(), (rule, text)
            exercise = task.exercise
            if exercise.roll is not None:
                assert exercise.roll.label in text, (rule, text)
            if exercise.kind is Kind.DESTINATIONS:
                assert str(exercise.point) in text, (rule, text)
            if exercise.cube is not None and exercise.cube.dice is not None:
                assert "{}-{}".format(*exercise.cube.dice) in text, (rule, text)
            if exercise.cube is not None and exercise.position.is_game_over and exercise.cube.match.is_money:
                said = "ohne Jacoby" if lang == "de" else "without the Jacoby"
                assert (said in text) != exercise.cube.match.jacoby and "Jacoby" in text, (rule, text)


def test_every_level_names_the_drill_of_its_rule_but_the_strategy_one() -> None:
    """The final check sends a learner back to the levels of a rule missed: every level of the
    lessons names its drill, except the one that teaches a plan rather than a rule."""
    assert [key for key, level in LEVELS.items() if level.rule is None] == ["plan-five-point"]
    # who owns the cube after a take is taught with its value (cube-take): no level of its own
    assert set(RULES) - {level.rule for level in LEVELS.values()} == {"cube-owner"}


def test_an_unknown_rule_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown rule 'jump'"):
        next(tasks("jump"))
