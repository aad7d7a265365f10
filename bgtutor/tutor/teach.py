"""Plain-text verdicts for the lesson notebooks: each worked example checked by the engine.

The notebooks print these with :func:`say`, so an executed notebook is a regression test of what
it teaches. Points are in the numbering of the side on roll.

>>> from bgtutor import Position, Roll
>>> from bgtutor.tutor.lessons import EXAMPLES
>>> example = EXAMPLES["bar-enter-and-hit"]
>>> print(verdict(example.position, example.roll, "bar/21"))
bar/21 ist nicht erlaubt. Mit der 4 würdest du auf Punkt 21 einsetzen,
doch dort stehen 2 gegnerische Steine: Der Punkt ist gesperrt.
>>> print(verdict(example.position, example.roll, "bar/23 23/19*", "en"))
bar/23 23/19* is legal (GNU Backgammon writes it bar/19*).
>>> entering_rolls(example.position), hitting_rolls(Position.start(), 19)
(35, 0)
"""

from __future__ import annotations

import textwrap

from bgtutor.board.state import Notice
from bgtutor.rules.color import BLACK, WHITE
from bgtutor.rules.dice import ALL_ROLLS, OpeningRoll, Roll
from bgtutor.rules.errors import AmbiguousPlayError, InvalidNotationError
from bgtutor.rules.explain import Reason, step_reason
from bgtutor.rules.i18n import named, translate
from bgtutor.rules.moves import legal_plays
from bgtutor.rules.places import BAR
from bgtutor.rules.position import Position
from bgtutor.rules.resolve import check_play
from bgtutor.rules.scoring import game_result
from bgtutor.tutor.messages import TutorMessage

LINE = 68
"""The longest line :func:`say` prints. JupyterLab breaks a longer output line wherever the width
ends, even inside a word ("Wei|ß"); 68 characters fit the output area of a 1024 px wide window
with the file browser open."""


def say(*texts: object) -> None:
    """Print ``texts`` as ``print`` does, with every line longer than :data:`LINE` wrapped between
    words (a line's indent is kept; shorter lines, such as a table's, stay as they are).

    >>> say("Weiß gewinnt ein Gammon (2 Punkte): Schwarz hat noch keinen Stein abgetragen, "
    ...     "und er hat auch keinen mehr auf der Bar.")
    Weiß gewinnt ein Gammon (2 Punkte): Schwarz hat noch keinen Stein
    abgetragen, und er hat auch keinen mehr auf der Bar.
    >>> say("  2-1  1  Ja")
      2-1  1  Ja
    """
    lines = " ".join(str(text) for text in texts).split("\n")
    print("\n".join(line if len(line) <= LINE else _wrapped(line) for line in lines))


def _wrapped(line: str) -> str:
    indent = line[: len(line) - len(line.lstrip())]
    return textwrap.fill(
        line.strip(), LINE, initial_indent=indent, subsequent_indent=indent,
        break_long_words=False, break_on_hyphens=False,
    )  # fmt: skip


def verdict(position: Position, roll: Roll, text: str, lang: str | None = None) -> str:
    """Whether ``text`` is a legal play here, and if not, which rule forbids it."""
    try:
        outcome = check_play(position, roll, text)
    except InvalidNotationError:  # the error's own message is English, for programmers
        return TutorMessage.say("teach-unreadable", lang, text=text)
    except AmbiguousPlayError:
        return Notice.say("ambiguous", lang, text=text)
    if isinstance(outcome, Reason):
        return TutorMessage.say("teach-illegal", lang, text=text, reason=outcome.text(lang))
    canonical = str(outcome)
    if canonical == " ".join(text.split()):
        return TutorMessage.say("teach-legal", lang, text=text)
    return TutorMessage.say("teach-legal-as", lang, text=text, canonical=canonical)


def opening_text(opening: OpeningRoll, lang: str | None = None) -> str:
    """The opening roll in words: each tie thrown again, then who starts with which roll.

    >>> print(opening_text(OpeningRoll(5, 3, ((2, 2),))))
    Weiß 2, Schwarz 2: gleich – beide würfeln noch einmal.
    Weiß 5, Schwarz 3: Weiß beginnt und spielt 5-3.
    """
    lines = [TutorMessage.say("teach-opening-tie", lang, white=w, black=b) for w, b in opening.ties]
    starter = translate(f"color-{opening.starter.name.lower()}", lang)
    lines.append(
        TutorMessage.say(
            "teach-opening",
            lang,
            white=opening.white,
            black=opening.black,
            starter=starter,
            roll=opening.roll.label,
        )
    )
    return "\n".join(lines)


def plays_text(position: Position, roll: Roll, lang: str | None = None) -> str:
    """Every legal play of ``roll``, or that the side on roll cannot move."""
    plays = legal_plays(position, roll)
    color = translate(f"color-{position.turn.name.lower()}", lang)
    if not plays[0].steps:
        return TutorMessage.say("teach-no-play", lang, roll=roll.label, color=color)
    listed = ", ".join(str(play) for play in plays)
    if len(plays) == 1:
        return TutorMessage.say("teach-one-play", lang, roll=roll.label, plays=listed)
    return TutorMessage.say("teach-plays", lang, roll=roll.label, count=len(plays), plays=listed)


def entering_rolls(position: Position, weighted: bool = True) -> int:
    """How many of the 36 rolls (or of the 21 distinct ones) let the side on roll bring a checker
    in from the bar. The side on roll needs a checker on the bar; the engine decides each roll.
    """
    if not position.on_roll[BAR]:
        raise ValueError(f"no checker on the bar to enter in {position.position_id()!r}")
    return sum(
        roll.weight if weighted else 1
        for roll in ALL_ROLLS
        if any(step.src == BAR for play in legal_plays(position, roll) for step in play.steps)
    )


def entry_table(position: Position, lang: str | None = None) -> str:
    """Die → entry point (25 − die) → open (empty, own checkers, a blot) or blocked, and how
    many of 36 rolls enter."""
    lines = [TutorMessage.say("teach-entry-head", lang)]
    mover, other = position.on_roll, position.opponent
    for die in range(1, 7):
        point = BAR - die
        reason = step_reason(position, BAR, die) if mover[BAR] else None
        owners = other[BAR - point]
        state = "blocked" if owners >= 2 else "blot" if owners == 1 else "own" if mover[point] else "open"
        assert reason is None or state == "blocked"
        lines.append(TutorMessage.say(f"teach-entry-{state}", lang, die=die, point=point, other=die))
    if position.on_roll[BAR]:
        lines.append(TutorMessage.say("teach-entry-count", lang, count=entering_rolls(position)))
    return "\n".join(lines)


def hitting_rolls(position: Position, point: int) -> int:
    """How many of the 36 rolls give the side on roll a legal play that hits on ``point``."""
    return sum(
        roll.weight
        for roll in ALL_ROLLS
        if any(step.hit and step.dst == point for play in legal_plays(position, roll) for step in play.steps)
    )


def shots_text(position: Position, point: int, lang: str | None = None) -> str:
    """How often the side on roll hits the blot on ``point``, and with which rolls."""
    rolls = [
        roll.label
        for roll in ALL_ROLLS
        if any(step.hit and step.dst == point for play in legal_plays(position, roll) for step in play.steps)
    ]
    count = hitting_rolls(position, point)
    return TutorMessage.say("teach-shots", lang, point=point, count=count, rolls=", ".join(rolls) or "–")


def pips_text(position: Position, lang: str | None = None) -> str:
    """Both pip counts and who leads the race."""
    white, black = position.pip_count(WHITE), position.pip_count(BLACK)
    params = named((("white", WHITE), ("black", BLACK)), lang)
    if white == black:
        return TutorMessage.say("teach-pips-even", lang, pips=white, **params)
    leader = WHITE if white < black else BLACK
    lead = abs(white - black)
    text = TutorMessage.say("teach-pips", lang, white_pips=white, black_pips=black, lead=lead, **params)
    return (
        text
        + " "
        + TutorMessage.say("teach-pips-leader", lang, **named((("leader", leader),), lang), lead=lead)
    )


def result_text(position: Position, lang: str | None = None) -> str:
    """The result of a finished game with its reason, or that the game goes on."""
    result = game_result(position)
    return result.reason.text(lang) if result is not None else TutorMessage.say("teach-not-over", lang)
