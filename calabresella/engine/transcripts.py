"""Transcripts: a finished deal of any game written state by state, as playthrough files.

The games give their own ways to describe a state and a result; this writer and the
file writer are the same for all of them (OpenSpiel's playthroughs are the model).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from calabresella.engine.files import write_atomic


def transcript(
    final: Any,
    describe: Callable[[Any], list[str]],
    result_lines: Callable[[Any], list[str]],
    header: str,
    said: Callable[[Any, Any, Any], str] | None = None,
) -> str:
    """A finished deal of any of the games written state by state: each state's
    ``describe`` lines, each action (and, with ``said``, its narration), then the result."""
    out = [header]
    state = final.as_dealt()
    for index, (seat, action) in enumerate(final.history):
        out += [f"  {line}" for line in describe(state)]
        after = state.apply(action)
        out.append(f"action {index}: seat {seat} {action}")
        if said is not None:
            out.append(f"  said: {said(state, action, after)}")
        state = after
    out += [f"  {line}" for line in describe(state)]
    if state.result is not None:
        out += [f"result: {line}" for line in result_lines(state.result)]
    return "\n".join(out) + "\n"


def write_files(folder: str | Path, texts: Iterable[tuple[str, Callable[[], str]]]) -> list[Path]:
    """Write ``name.txt`` for each (name, text maker) into ``folder``, atomically."""
    target = Path(folder)
    target.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, make in texts:
        path = target / f"{name}.txt"
        write_atomic(path, make())
        paths.append(path)
    return paths
