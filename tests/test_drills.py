"""Generated training tasks (bgtutor.tutor.exercises.drills): for every rule, 200 tasks
re-checked against the rule's
row of issue 11 with the engine (computed here another way than the generator does), and their
accepted answers against the exercise checker."""

from __future__ import annotations

from itertools import islice

import pytest

from bgtutor.rules.moves import legal_plays, max_steps
from bgtutor.rules.places import BAR
from bgtutor.rules.plays import Step
from bgtutor.rules.position import Position
from bgtutor.rules.scoring import game_result
from bgtutor.tutor.exercises.base import Kind
from bgtutor.tutor.exercises.drills import RULES, meets, tasks
from bgtutor.tutor.exercises.engine import check, truth
from bgtutor.tutor.teach import entering_rolls

COUNT = 200


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


def _row_holds(rule: str, position: Position, roll) -> bool:  # type: ignore[no-untyped-def]
    if rule == "result":
        return position.is_game_over and game_result(position) is not None
    assert not position.is_game_over
    if rule == "pips":
        return True
    if rule == "dance" and roll is None:
        return position.on_roll[BAR] > 0 and entering_rolls(position) < 36
    plays = legal_plays(position, roll)
    dice = sorted({step.die for play in plays for step in play.steps})
    if rule == "both-dice":
        first_spoils = any(
            max_steps(after, (other,)) == 0
            for die, other in ((roll.high, roll.low), (roll.low, roll.high))
            for after in _after_one_die(position, die)
        )
        return not roll.is_double and {len(p.steps) for p in plays} == {2} and first_spoils
    if rule == "higher-die":
        return (
            not roll.is_double
            and max_steps(position, (roll.high,)) == 1
            and max_steps(position, (roll.low,)) == 1
            and {len(p.steps) for p in plays} == {1}
            and dice == [roll.high]
        )
    if rule == "doubles":
        return roll.is_double and (len(plays[0].steps) < 4 or len(plays) > 1)
    if rule == "enter":
        return position.on_roll[BAR] > 0 and any(s.src == BAR for p in plays for s in p.steps)
    if rule == "dance":
        return position.on_roll[BAR] > 0 and all(not p.steps for p in plays)
    if rule == "hit":
        return any(p.hits for p in plays) and not all(p.hits for p in plays)
    highest = max((point for point in range(1, 25) if position.on_roll[point]), default=0)
    if rule == "bear-off-exact":
        return highest <= 6 and not position.on_roll[BAR] and any(position.on_roll[d] for d in roll.numbers)
    if rule == "bear-off-higher":
        return highest <= 6 and not position.on_roll[BAR] and max(roll.numbers) > highest
    if rule == "bear-off-not-home":
        home_points = [point for point in range(1, 7) if position.on_roll[point]]
        return highest > 6 and bool(home_points) and max(roll.numbers) >= min(home_points)
    raise AssertionError(rule)


@pytest.mark.parametrize("rule", RULES)
def test_every_generated_task_meets_its_rule_and_accepts_its_answers(rule: str) -> None:
    seen = set()
    for number, task in enumerate(islice(tasks(rule, seed=7), COUNT)):
        exercise = task.exercise
        assert exercise.position not in seen, "a position came twice in one run"
        seen.add(exercise.position)
        assert meets(rule, exercise.position, exercise.roll)
        assert _row_holds(rule, exercise.position, exercise.roll), task.as_json()
        # every answer of the first tasks, the first and last of the others (reading a play is slow)
        answers = exercise.answers if number < 20 else exercise.answers[:1] + exercise.answers[-1:]
        for answer in answers:
            assert check(exercise, answer).correct, (answer, task.as_json())
        assert exercise.answers == truth(exercise)
        if exercise.kind is Kind.ENTERING_ROLLS:
            assert exercise.answers == (str(entering_rolls(exercise.position)),)
        if exercise.kind is Kind.PIP_COUNT:
            assert exercise.answers == (str(exercise.position.pip_count(exercise.color)),)


@pytest.mark.parametrize("rule", RULES)
def test_every_rule_has_tasks_a_learner_can_get_wrong(rule: str) -> None:
    wrong = {"play": None, "is-legal": "yes", "entering-rolls": "37", "pip-count": "0", "result": "x"}
    for task in islice(tasks(rule, seed=3), 20):
        exercise = task.exercise
        if exercise.kind is Kind.PLAY:
            others = [
                str(p)
                for p in legal_plays(exercise.position, exercise.roll)
                if str(p) not in exercise.answers
            ]
            if rule in ("hit",):
                assert others, "a hit task needs a legal play that does not hit"
            continue
        answer = wrong[exercise.kind.value]
        if exercise.kind is Kind.IS_LEGAL:
            answer = "yes" if exercise.answers == ("no",) else "no"
        if exercise.kind is Kind.RESULT:
            answer = "single" if exercise.answers != ("single",) else "gammon"
        assert not check(exercise, answer).correct


def test_the_same_seed_gives_the_same_tasks_and_another_seed_others() -> None:
    first = [t.as_json() for t in islice(tasks("enter", seed=11), 5)]
    assert first == [t.as_json() for t in islice(tasks("enter", seed=11), 5)]
    assert first != [t.as_json() for t in islice(tasks("enter", seed=12), 5)]


def test_tasks_are_varied_contact_race_bar_and_both_colours() -> None:
    sample = [t.exercise.position for rule in RULES for t in islice(tasks(rule, seed=5), 20)]
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


def test_an_unknown_rule_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown rule 'jump'"):
        next(tasks("jump"))
