"""The committed set of puzzles, and files of puzzles (issue 22).

:func:`load_puzzles` reads the set that comes with the package
(``calabresella/puzzles/data/puzzles.json``, made by ``scripts/make_puzzle_set.py``, every
answer proved again by ``scripts/prove_puzzles.py``), or any file of puzzles;
:func:`save_puzzles` writes one, never half-written and never over a file of another kind.

>>> puzzles = load_puzzles()
>>> len(puzzles) >= 1000, sorted({p.kind for p in puzzles})
(True, ['bid', 'exchange', 'play'])
"""

from __future__ import annotations

import functools
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from calabresella.engine.files import check_save_path, dump_json, parse_json, read_text, write_atomic
from calabresella.puzzles.puzzle import Puzzle, PuzzleError
from calabresella.words import msg

__all__ = ["FORMAT", "SET_PATH", "VERSION", "load_puzzles", "puzzles_to_json", "save_puzzles"]

FORMAT = "calabresella-puzzles"
VERSION = 1
SET_PATH = Path(__file__).resolve().parent / "data" / "puzzles.json"
"""The committed set."""


def puzzles_to_json(puzzles: Sequence[Puzzle]) -> str:
    """A file of ``puzzles`` as JSON text: one puzzle a line (a set of a thousand stays small,
    and a change to one puzzle is one line of a diff)."""
    head = dump_json({"format": FORMAT, "version": VERSION}).rstrip().removesuffix("}").rstrip()
    lines = ",\n".join(json.dumps(p.to_dict(), ensure_ascii=False, separators=(",", ":")) for p in puzzles)
    return f'{head},\n  "puzzles": [\n{lines}\n  ]\n}}\n'



def puzzles_from_json(text: str, source: str = "input") -> tuple[Puzzle, ...]:
    """The puzzles of a file's text; a malformed one is refused with a message that names it."""
    data = parse_json(text, FORMAT, VERSION, source)
    items = data.get("puzzles")
    if not isinstance(items, list):
        raise PuzzleError(msg("{source}: a file of puzzles has a list {field!r}", source=source, field="puzzles"))
    puzzles = tuple(Puzzle.from_dict(item, f"{source}, puzzle {n + 1}") for n, item in enumerate(items))
    ids = [p.id for p in puzzles]
    if len(set(ids)) != len(ids):
        twice = next(i for i in ids if ids.count(i) > 1)
        raise PuzzleError(msg("{source}: the puzzle id {id!r} is used twice", source=source, id=twice))
    return puzzles


@functools.lru_cache(maxsize=1)
def _committed() -> tuple[Puzzle, ...]:
    return puzzles_from_json(read_text(SET_PATH), str(SET_PATH.name))


def load_puzzles(path: str | os.PathLike[str] | None = None) -> list[Puzzle]:
    """The puzzles of the file at ``path`` (None: the committed set), in the file's order."""
    if path is None:
        return list(_committed())
    return list(puzzles_from_json(read_text(path), str(path)))


def save_puzzles(path: str | os.PathLike[str], puzzles: Sequence[Any], force: bool = False) -> Path:
    """Write ``puzzles`` to ``path`` at once (never half-written); a file that is not a
    file of puzzles is not replaced, one that is only with ``force``."""
    for puzzle in puzzles:
        if not isinstance(puzzle, Puzzle):
            raise PuzzleError(msg("only puzzles are saved in a file of puzzles, got {value!r}", value=puzzle))
    target = check_save_path(path, FORMAT, force)
    write_atomic(target, puzzles_to_json(puzzles), kind=FORMAT, force=force)
    return target
