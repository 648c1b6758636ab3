"""Playthroughs of every game: seeded deals written out state by state, as OpenSpiel does.

One writer for every registered game: for each game of
:func:`calabresella.games.registry.games` that has playthrough scenarios, its
``scenarios`` played by its ``play_scenario``, each state written by its narrator's
``describe_state`` (each action told by its ``describe`` where the narrator's
``PLAYTHROUGH_TELLS_ACTIONS`` says so) and the result by its ``score_lines``
(:class:`calabresella.engine.transcripts.Playthroughs` writes the files). :data:`GAMES`
holds them by game name. Tests (``tests/test_playthroughs.py``, ``test_american.py``,
``test_tressette.py``) regenerate each file and compare it line by line with the
committed one, so any change of an engine's behaviour shows as a diff. After an
intended change, regenerate them all with::

    python -m calabresella.show.playthrough tests/playthroughs     # or: make playthroughs

(``python -m calabresella.show.playthrough tests/playthroughs american`` writes only that
game's files, with the same writer, :func:`main`.) Each file's header names that command
(:data:`COMMAND`).

>>> sorted(GAMES) == sorted(game.name for game in games() if game.scenarios)
True
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from calabresella.engine import transcripts
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError, check_instance
from calabresella.engine.transcripts import Playthroughs
from calabresella.games.game import Game
from calabresella.games.italian.scenarios import SCENARIOS as SCENARIOS  # the Italian ones, for the tests
from calabresella.games.italian.scenarios import Scenario as Scenario
from calabresella.games.italian.scenarios import play as play
from calabresella.games.registry import games
from calabresella.words import N_, msg

__all__ = ["GAMES", "SCENARIOS", "Scenario", "main", "play", "playthrough", "playthroughs_of", "write", "write_all"]


COMMAND = "calabresella.show.playthrough"
"""The module ``python -m`` runs to rewrite the playthrough files (each file's header names it)."""


def playthroughs_of(game: Game) -> Playthroughs[Any]:
    """The playthroughs of ``game``: its scenarios, how one is played, and its narrator's words."""
    check_instance(game, Game, "game", N_("a Game such as load_game('italian')"))
    if not game.scenarios or game.play_scenario is None or game.narrator is None:
        raise ArgumentValueError(msg("{game} has no playthrough scenarios, or no way to play or tell them",
                                     game=game.label))
    teller = game.narrator()
    return Playthroughs(
        COMMAND,
        tuple(game.scenarios),
        game.play_scenario,
        teller.describe_state,
        teller.score_lines,
        said=teller.describe if teller.PLAYTHROUGH_TELLS_ACTIONS else None,
    )


GAMES: dict[str, Playthroughs[Any]] = {game.name: playthroughs_of(game) for game in games() if game.scenarios}
"""Every game's playthroughs by the game's name, written by ``python -m calabresella.show.playthrough``."""


def playthrough(scenario: Any) -> str:
    """The text of one playthrough file, of a scenario of any of the games (or of a scenario
    of the caller's own that one of the games plays)."""
    for each in GAMES.values():
        if scenario in each.scenarios:
            return each.text(scenario)
    for each in GAMES.values():
        try:
            return each.text(scenario)
        except ArgumentTypeError:  # that game's play_scenario refuses another game's scenario
            continue
    raise ArgumentTypeError(msg("expected a playthrough scenario of one of the games, got {got!r}", got=scenario))


def write(folder: str | Path, game: str | None = None) -> list[Path]:
    """Write the playthroughs of ``game`` (a game's name; None: every game) into ``folder``."""
    check_instance(folder, (str, os.PathLike), "folder", N_("a folder name such as 'tests/playthroughs' or a pathlib.Path"))
    if game is not None:
        check_instance(game, str, "game", N_("a game's name such as 'american', or None for every game"))
    if game is not None and game not in GAMES:
        raise ArgumentValueError(msg("no game with playthroughs called {game!r}: choose one of {games}", game=game,
                                     games=", ".join(GAMES)))
    chosen = GAMES.values() if game is None else [GAMES[game]]
    return [path for each in chosen for path in each.write(folder)]


def write_all(folder: str | Path) -> list[Path]:
    """Write every game's playthroughs into ``folder``."""
    return write(folder)


def main(argv: Sequence[str], game: str | None = None) -> None:
    """``python -m calabresella.show.playthrough [FOLDER [GAME]]``: write every game's files
    into FOLDER (``tests/playthroughs``), or only the files of GAME (``game``)."""
    args = list(argv)
    if len(args) > 1:
        game = args.pop(1)
    if len(args) > 1 or (game is not None and game not in GAMES):
        raise ArgumentValueError(msg("usage: python -m calabresella.show.playthrough [FOLDER [GAME]], GAME one of {games}",
                                     games=", ".join(GAMES)))
    transcripts.main(list(GAMES.values()) if game is None else [GAMES[game]], args)


if __name__ == "__main__":  # python -m calabresella.show.playthrough tests/playthroughs
    main(sys.argv[1:])
