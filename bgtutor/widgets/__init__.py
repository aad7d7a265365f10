"""The interactive widgets (ipywidgets + ipympl): a board to play on, a stepper for worked
examples, and exercises. They hold no rules: every answer comes from the core."""

from bgtutor.widgets.board import BoardWidget
from bgtutor.widgets.exercise import ExerciseWidget
from bgtutor.widgets.practice import PracticeGame
from bgtutor.widgets.stepper import ExampleStepper

__all__ = ["BoardWidget", "ExampleStepper", "ExerciseWidget", "PracticeGame"]
