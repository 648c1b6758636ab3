"""Practice with an answer (issue 22): ratings of puzzles and learners
(:mod:`~calabresella.puzzles.rating`) and a learner's progress file
(:mod:`~calabresella.puzzles.progress`). The puzzles themselves are still to come."""
