"""Transcripts: a finished deal of any game written state by state, as playthrough files.

Each game's scenarios, with ways to describe a state and a result (written in
``show/``), make a :class:`Playthroughs`; the transcript, the file's header and the file writer are the
same for all of them (OpenSpiel's playthroughs are the model). The one command that
writes every game's files is ``python -m calabresella.show.playthrough tests/playthroughs``
(:mod:`calabresella.show.playthrough`; add a game's name to write only its files).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

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


class Scenario(Protocol):
    """A playthrough's scenario: anything with a ``name`` (the file's name)."""

    @property
    def name(self) -> str: ...


S = TypeVar("S", bound=Scenario)


@dataclass(frozen=True)
class Playthroughs(Generic[S]):
    """One game's playthroughs: its seeded scenarios (each with a ``name``), how one is
    played to its end, how a state and a result are written, and the command (a module
    run with ``python -m``) that regenerates its files, named in each file's header."""

    command: str
    scenarios: tuple[S, ...]
    play: Callable[[S], Any]
    describe: Callable[[Any], list[str]]
    result_lines: Callable[[Any], list[str]]
    said: Callable[[Any, Any, Any], str] | None = None

    def text(self, scenario: S) -> str:
        """The text of ``scenario``'s playthrough file."""
        final = self.play(scenario)
        header = (
            f"# Playthrough '{scenario.name}': seed {final.seed}, dealer {final.dealer}, "
            f"rules {final.rules.name}\n# Regenerate: python -m {self.command} tests/playthroughs"
        )
        return transcript(final, self.describe, self.result_lines, header, self.said)

    def write(self, folder: str | Path) -> list[Path]:
        """Write every scenario's playthrough into ``folder`` as ``NAME.txt``."""
        return write_files(folder, ((s.name, partial(self.text, s)) for s in self.scenarios))


def main(playthroughs: Sequence[Playthroughs[Any]], argv: Sequence[str]) -> None:
    """``python -m …  [FOLDER]``: write the playthroughs into FOLDER (``tests/playthroughs``)."""
    folder = argv[0] if argv else "tests/playthroughs"
    for each in playthroughs:
        for written in each.write(folder):
            print(f"wrote {written}")
