"""The module names of the flat package that came before the layers, kept working.

``from calabresella.deal import Deal`` (as the course and older code write it) finds
:mod:`calabresella.games.italian.deal`: the old name is an alias of the very same
module object, imported only when first asked for. New code uses the layered names
(see CONTRIBUTING.md).
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
from collections.abc import Sequence
from types import CodeType, ModuleType

OLD_NAMES: dict[str, str] = {
    "errors": "engine.errors",
    "cards": "engine.cards",
    "actions": "engine.actions",
    "files": "engine.files",
    "rules": "games.italian.rules",
    "deal": "games.italian.deal",
    "scoring": "games.italian.scoring",
    "view": "games.italian.view",
    "session": "games.italian.session",
    "players": "games.italian.players",
    "record": "games.record",
    "playthrough": "show.playthrough",
    "american": "games.american",
    "tressette": "games.tressette",
    "profiles": "games.registry",
    "odds": "analysis.odds",
    "simulate": "analysis.simulate",
    "narrate": "show.narrate",
    "svg": "show.svg",
    "widgets": "show.widgets",
    "play": "show.play",
    "exercises": "show.exercises",
}
"""Old module name (below ``calabresella.``) -> its home now."""

PLAYTHROUGH_WRITERS: dict[str, str] = {"american": "american", "tressette": "tressette"}
"""Old names whose ``python -m`` run writes that game's playthrough files (named in each
file's header): the game modules hold rules only, so :func:`calabresella.show.playthrough.main`
writes them."""


class _AliasLoader(importlib.abc.Loader):
    def __init__(self, target: str, playthroughs: str | None = None) -> None:
        self.target = target
        self.playthroughs = playthroughs

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        module = importlib.import_module(self.target)
        self.real_spec = module.__spec__
        return module

    def exec_module(self, module: ModuleType) -> None:
        """The module is the real one, already run; give it back its own spec, which the
        import system replaced with the alias's (so ``importlib.reload`` still works)."""
        module.__spec__ = self.real_spec

    def is_package(self, fullname: str) -> bool:
        return False

    def get_code(self, fullname: str) -> CodeType:
        """For ``python -m calabresella.<old name>``: run the module at its new home as ``__main__``
        (for a game's old name, write that game's playthroughs)."""
        if self.playthroughs is not None:
            source = (
                "import sys\nfrom calabresella.show import playthrough\n"
                f"playthrough.main(sys.argv[1:], game={self.playthroughs!r})\n"
            )
        else:
            source = f"import runpy\nrunpy.run_module({self.target!r}, run_name='__main__', alter_sys=True)\n"
        return compile(source, f"<alias of {self.target}>", "exec")


class _AliasFinder(importlib.abc.MetaPathFinder):
    """Finds ``calabresella.<old name>`` as the module at its new home."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        package, _, name = fullname.partition(".")
        if package != "calabresella" or name not in OLD_NAMES:
            return None
        loader = _AliasLoader(f"calabresella.{OLD_NAMES[name]}", PLAYTHROUGH_WRITERS.get(name))
        return importlib.machinery.ModuleSpec(fullname, loader)


def install() -> None:
    """Put the finder on ``sys.meta_path`` once."""
    if not any(isinstance(finder, _AliasFinder) for finder in sys.meta_path):
        sys.meta_path.append(_AliasFinder())
