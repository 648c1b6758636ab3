"""The American account and Tressette share only the engine with the Italian game.

Whatever the three games have in common (tricks, follow suit, the refusal machinery,
records, the random player) comes from ``engine/``: ``games/american.py`` and
``games/tressette.py`` import nothing from ``games/italian/``, at the top of the module
or inside a function (the walker of ``tests/test_layers.py`` sees both).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import test_layers  # noqa: E402  (the walker and its helpers)

SIBLINGS = ("calabresella.games.american", "calabresella.games.tressette")


def test_the_sibling_games_import_nothing_from_the_italian_game() -> None:
    known = test_layers.modules()
    for module in SIBLINGS:
        italian = sorted(
            target for target, _ in test_layers.imports(module, known[module], known)
            if target.startswith("calabresella.games.italian")
        )
        assert italian == [], f"{module} imports {italian}: take what the games share from engine/"


def test_the_kernel_is_in_the_engine_layer() -> None:
    edges, _ = test_layers.graph()
    for kernel in ("engine.table", "engine.tricks", "engine.game", "engine.points"):
        module = f"calabresella.{kernel}"
        assert module in edges
        assert all(test_layers.layer(t) == 0 for t in edges[module]), edges[module]
    for game in (*SIBLINGS, "calabresella.games.italian.deal"):
        assert "calabresella.engine.game" in edges[game]
        assert "calabresella.engine.tricks" in edges[game]
