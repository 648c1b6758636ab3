"""A learner's progress with the puzzles, kept in a local file (issue 22).

:class:`Progress` is a value: the learner's :class:`~calabresella.puzzles.rating.Rating`
and every answer given so far (:class:`Attempt`). ``progress.after(puzzle, verdict)`` is
the progress one answer later. The file is saved with the same care as sessions
(:func:`~calabresella.engine.files.write_atomic`): it is either the old file or the new
one, never half-written; a file of another kind is not replaced; and a file changed on
disk since it was loaded (another notebook, another tab) is not overwritten.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "progress.json"
>>> progress, stamp = load_progress(path)
>>> progress.attempts, stamp
((), None)
>>> stamp = save_progress(path, progress.with_attempt(Attempt("play-000001", "3♠", True), LEARNER_START))
>>> load_progress(path)[0].seen
frozenset({'play-000001'})
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from calabresella.engine.errors import ArgumentTypeError
from calabresella.engine.files import (
    FileFormatError,
    dump_json,
    fingerprint,
    parse_json,
    read_text,
    write_atomic,
)
from calabresella.puzzles.rating import LEARNER_START, Rated, Rating, update
from calabresella.words import msg

__all__ = ["DEFAULT_PROGRESS_PATH", "FORMAT", "VERSION", "Attempt", "Progress", "load_progress", "save_progress"]

FORMAT = "calabresella-puzzle-progress"
VERSION = 1

DEFAULT_PROGRESS_PATH = Path.home() / ".calabresella" / "puzzle-progress.json"
"""Where the trainer keeps a learner's progress unless told otherwise."""


@dataclass(frozen=True)
class Attempt:
    """One answer: the puzzle's ``id``, the ``answer`` given (as text) and whether it was
    ``correct``."""

    puzzle: str
    answer: str
    correct: bool


@dataclass(frozen=True)
class Progress:
    """A learner's ``rating`` and ``attempts``, oldest first."""

    rating: Rating = LEARNER_START
    attempts: tuple[Attempt, ...] = ()

    @classmethod
    def new(cls) -> Progress:
        """A learner who has answered nothing yet."""
        return cls()

    @property
    def seen(self) -> frozenset[str]:
        """The puzzles answered at least once."""
        return frozenset(a.puzzle for a in self.attempts)

    @property
    def solved(self) -> frozenset[str]:
        """The puzzles answered right at least once."""
        return frozenset(a.puzzle for a in self.attempts if a.correct)

    def with_attempt(self, attempt: Attempt, puzzle: Rated | Rating) -> Progress:
        """The progress after ``attempt`` at ``puzzle``: the rating moves only on a
        puzzle's first answer (answering it again after seeing the solution proves
        nothing)."""
        first = attempt.puzzle not in self.seen
        rating = update(self.rating, puzzle, attempt.correct) if first else self.rating
        return replace(self, rating=rating, attempts=(*self.attempts, attempt))

    def after(self, puzzle: Rated, verdict: Any) -> Progress:
        """The progress after answering ``puzzle`` with ``verdict`` (from ``puzzle.check``)."""
        return self.with_attempt(Attempt(puzzle.id, str(verdict.answer), bool(verdict.correct)), puzzle)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "rating": {"mu": self.rating.mu, "sigma": self.rating.sigma},
            "attempts": [{"puzzle": a.puzzle, "answer": a.answer, "correct": a.correct} for a in self.attempts],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], source: str = "input") -> Progress:
        """The progress in ``data`` (as :meth:`to_dict` writes it); anything else is
        refused with a message saying what was expected."""
        rating = data.get("rating")
        if not isinstance(rating, dict) or set(rating) != {"mu", "sigma"}:
            raise FileFormatError(msg('{path}: expected "rating": {{"mu": number, "sigma": number}}, found {found}',
                                      path=source, found=repr(rating)))
        try:
            learner = Rating(rating["mu"], rating["sigma"])
        except ValueError as err:
            raise FileFormatError(msg("{path}: {reason}", path=source, reason=str(err))) from None
        attempts = data.get("attempts")
        if not isinstance(attempts, list):
            raise FileFormatError(msg('{path}: expected "attempts": a list of answers, found {found}', path=source,
                                      found=repr(attempts)))
        read = []
        for n, item in enumerate(attempts, 1):
            if (not isinstance(item, dict) or set(item) != {"puzzle", "answer", "correct"}
                    or not isinstance(item["puzzle"], str) or not isinstance(item["answer"], str)
                    or not isinstance(item["correct"], bool)):
                raise FileFormatError(msg(
                    '{path}: answer {n} should be {{"puzzle": text, "answer": text, "correct": true or false}}, '
                    "found {found}", path=source, n=n, found=repr(item)[:80]))
            read.append(Attempt(item["puzzle"], item["answer"], item["correct"]))
        return cls(learner, tuple(read))


def load_progress(path: str | os.PathLike[str] = DEFAULT_PROGRESS_PATH) -> tuple[Progress, str | None]:
    """The progress saved at ``path`` and the file's fingerprint (to save over it safely);
    a new progress and None when there is no file yet. A file that is not a progress file
    is refused (:class:`~calabresella.engine.files.FileFormatError`), never replaced."""
    target = Path(path)
    if not target.exists():
        return Progress.new(), None
    text = read_text(target)
    return Progress.from_dict(parse_json(text, FORMAT, VERSION, str(target)), str(target)), fingerprint(text)


def save_progress(path: str | os.PathLike[str], progress: Progress, unchanged: str | None = None) -> str:
    """Save ``progress`` at ``path`` (its folder made when missing) atomically; with
    ``unchanged`` (the fingerprint :func:`load_progress` gave), refused if the file was
    changed on disk since. Returns the new file's fingerprint, for the next save."""
    if not isinstance(progress, Progress):
        raise ArgumentTypeError(msg("progress must be a Progress, got {value!r}", value=progress))
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    text = dump_json(progress.to_dict())
    write_atomic(target, text, kind=FORMAT, unchanged=unchanged)
    return fingerprint(text)
