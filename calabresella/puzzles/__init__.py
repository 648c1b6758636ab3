"""Practice with an answer (issue 22): positions of real deals whose answer the solver
proves (:mod:`~calabresella.puzzles.puzzle`), made by :mod:`~calabresella.puzzles.make`,
tagged by :mod:`~calabresella.puzzles.themes`, the committed set
(:mod:`~calabresella.puzzles.collection`), ratings of puzzles and learners
(:mod:`~calabresella.puzzles.rating`) and a learner's progress file
(:mod:`~calabresella.puzzles.progress`)."""

from calabresella.puzzles.collection import load_puzzles, save_puzzles
from calabresella.puzzles.puzzle import Puzzle, PuzzleError, Verdict

__all__ = ["Puzzle", "PuzzleError", "Verdict", "load_puzzles", "save_puzzles"]
