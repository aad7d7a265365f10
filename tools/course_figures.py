"""Print the course's figures per lesson: levels, tasks, the share of coin-toss answers (one of two
choices), and the play tasks with at least three board outcomes of which at most one in three is right.

    python tools/course_figures.py

The same measures tests/test_course.py holds the course to; the levels' heights on the school
laptop's screen are measured in the browser (tests/browser/test_levels_walk.py).
"""

from __future__ import annotations

from bgtutor.tutor.exercises.engine import Exercise
from bgtutor.tutor.exercises.kinds import find_kind
from bgtutor.tutor.exercises.outcomes import board_outcomes
from bgtutor.tutor.lessons import LESSONS, cube_lesson
from bgtutor.tutor.lessons.common import Level


def coin_toss(exercise: Exercise) -> bool:
    """Answered by one of two choices."""
    kind = find_kind(exercise.kind)
    return len(kind.offered(exercise)) == 2 or len(kind.toggles(exercise)) == 1


def row(name: str, levels: tuple[Level, ...], exercises: tuple[Exercise, ...]) -> str:
    on_board = [exercise for exercise in exercises if find_kind(exercise.kind).on_board]
    outcomes = [board_outcomes(exercise) for exercise in on_board]
    strong = sum(o.total >= 3 and 3 * o.right <= o.total for o in outcomes)
    fewest = min((o.total for o in outcomes), default=0)
    coins = sum(coin_toss(exercise) for exercise in exercises)
    return (
        f"| {name} | {len(levels)} | {len(exercises)} | {coins} ({coins / len(exercises):.0%}) "
        f"| {strong} of {len(on_board)} (fewest outcomes {fewest}) |"
    )


def main() -> None:
    print("| lesson | levels | tasks | coin-toss answers | play tasks: >= 3 outcomes, <= 1/3 right |")
    print("|---|---|---|---|---|")
    for lesson in LESSONS:
        print(row(f"{lesson.number} {lesson.title.de}", lesson.levels, lesson.exercises))
    print(
        row(
            f"{cube_lesson.NUMBER} {cube_lesson.TITLE.de}",
            cube_lesson.LEVELS,
            tuple(cube_lesson.EXERCISES.values()),
        )
    )


if __name__ == "__main__":
    main()
