"""How the calling games reach their modules of a higher layer (narration, pictures, prompts,
solver, expert): once, here, for the four games that share them.

Every calling game's ``Game(...)`` takes its hooks from :func:`hooks`: a hook for each of
``calabresella.games.calling.narrate``, ``.pictures``, ``.prompts``, ``.solve`` and ``.expert``
that exists (each imports its module when first asked), and none for a module not yet written,
so a game without its narrator says so instead of failing on import.

>>> sorted(hooks()) == sorted(set(hooks()) & {"narrator", "pictures", "prompts", "solver", "expert"})
True
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
from collections.abc import Callable
from typing import Any

from calabresella.games.game import HOOK_MODULES

PACKAGE = "calabresella.games.calling"
"""The package that holds the calling games' shared modules."""


def module(name: str) -> Any:
    """The calling games' module ``name`` (``"narrate"``, ``"pictures"``, …), imported now: for the
    presentation hooks of a deal, a view or a result (``_repr_svg_``, ``summary``)."""
    return importlib.import_module(f"{PACKAGE}.{name}")


def hooks() -> dict[str, Callable[[], Any]]:
    """The game object's hooks (``narrator``, ``pictures``, ``prompts``, ``solver``, ``expert``)
    for each shared module of a higher layer that exists: ``Game(..., **hooks())``."""
    found: dict[str, Callable[[], Any]] = {}
    for hook, name in HOOK_MODULES.items():
        full = f"{PACKAGE}.{name}"
        if importlib.util.find_spec(full) is not None:
            found[hook] = functools.partial(importlib.import_module, full)
    return found
