"""The rows of the progress tables and charts, and the words they are labelled with: plain values
that :mod:`bgtutor.tutor.progress_report` fills and :mod:`bgtutor.tutor.charts.progress` draws.

>>> LearnerRow("Ada", "ada.json", 3, 4, 3, 2, ("hit",), False).share, WORDS["stars"].get("en")
(0.75, 'Stars')
"""

from __future__ import annotations

from dataclasses import dataclass

from bgtutor.rules.i18n import Text

WORDS = {
    "lesson": Text("Lektion", "Lesson"),
    "exercises": Text("Aufgaben gelöst", "Exercises solved"),
    "rule": Text("Regel", "Rule"),
    "stars": Text("Sterne", "Stars"),
    "box": Text("Kasten", "Box"),
    "right": Text("richtig", "right"),
    "learner": Text("Name", "Name"),
    "answers": Text("Antworten", "Answers"),
    "share": Text("Anteil richtig", "Share right"),
    "weakest": Text("Schwächste Regeln", "Weakest rules"),
    "help": Text("Braucht Hilfe", "Needs help"),
    "wrong-share": Text("Anteil falscher Antworten", "Share of wrong answers"),
    "class-rules": Text("Welche Regeln die Klasse verfehlt", "Which rules the class misses"),
    "class-learners": Text("Anteil richtig je Lernende:r", "Share right per learner"),
    "lessons-title": Text("Lektionen: gelöste Aufgaben", "Lessons: exercises solved"),
    "rules-title": Text("Training: Sterne je Regel", "Training: stars per rule"),
    "unnamed": Text("(ohne Namen)", "(no name)"),
    "no-folder": Text(
        "Den Ordner „{folder}“ gibt es hier nicht. Lege die abgegebenen Dateien in einen Ordner neben "
        "diesem Notebook und trage seinen Namen bei ORDNER ein.",
        "There is no folder “{folder}” here. Put the files your learners handed in into a folder beside "
        "this notebook and write its name at FOLDER.",
    ),
    "no-files": Text(
        "Im Ordner „{folder}“ liegt noch keine abgegebene Datei (*.json). Lass deine Lernenden ihren "
        "Stand mit python -m bgtutor progress --export exportieren und lege die Dateien hinein.",
        "The folder “{folder}” holds no handed-in file (*.json) yet. Have your learners export their "
        "progress with python -m bgtutor progress --export and put the files into it.",
    ),
    "nothing": Text(
        "Noch nichts gespeichert: Löse Aufgaben in den Lektionen oder trainiere im Notebook „Training“.",
        "Nothing saved yet: solve exercises in the lessons or train in the “Training” notebook.",
    ),
}


@dataclass(frozen=True, slots=True)
class LessonRow:
    number: int
    title: str
    solved: int
    total: int


@dataclass(frozen=True, slots=True)
class RuleRow:
    rule: str
    name: str
    stars: int
    box: int
    right: int
    answers: int


@dataclass(frozen=True, slots=True)
class LearnerRow:
    """One learner of the class."""

    name: str
    file: str
    exercises: int
    answers: int
    right: int
    stars: int
    weakest: tuple[str, ...]
    needs_help: bool

    @property
    def share(self) -> float:
        return self.right / self.answers if self.answers else 0.0


@dataclass(frozen=True, slots=True)
class ClassRule:
    """One rule across the class: wrong answers, all answers, learners who missed it."""

    rule: str
    wrong: int
    answers: int
    learners: int

    @property
    def share(self) -> float:
        return self.wrong / self.answers if self.answers else 0.0
