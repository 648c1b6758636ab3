"""The American account and Tressette share only the engine with the Italian game, and
every game package has the same shape.

Whatever the games have in common (tricks, follow suit, the refusal machinery, records,
the game loop, the random player) comes from ``engine/``: the rules modules of
``games/american/`` and ``games/tressette/`` import nothing from ``games/italian/``, at
the top of the module or inside a function (the walker of ``tests/test_layers.py`` sees
both). Their computer players may borrow the family's card play
(:func:`~calabresella.games.italian.players.trick_scorer`): players are not rules.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import test_layers  # noqa: E402  (the walker and its helpers)

from calabresella.games.registry import GAME_PACKAGES  # noqa: E402

SIBLINGS = ("calabresella.games.american", "calabresella.games.tressette", "calabresella.games.calling")
RULES_MODULES = ("", ".rules", ".actions", ".deal", ".view", ".scoring", ".record", ".scenarios")
"""A sibling game's package itself and its modules that hold the rules and the records."""

SHAPE = {"rules", "deal", "view", "scoring", "record", "scenarios", "players", "game"}
"""The modules every game package has, under the same names (issue #19)."""


def test_the_sibling_games_import_nothing_from_the_italian_game() -> None:
    known = test_layers.modules()
    for package in SIBLINGS:
        for module in (package + part for part in RULES_MODULES):
            assert module in known, f"{module} is missing"
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
        assert all(test_layers.layer(t) <= test_layers.LAYERS["engine"] for t in edges[module]), edges[module]
    for game in (*SIBLINGS, "calabresella.games.italian"):
        assert "calabresella.engine.game" in edges[f"{game}.deal"]
        assert "calabresella.engine.tricks" in edges[f"{game}.deal"]


OWN = {"rules", "scenarios", "game"}
"""The modules a game package has of its own even when it shares its engine with others."""


def test_every_game_package_has_the_same_module_names() -> None:
    """Every game package has the shape, in itself or, for the four calling games (C1–C9),
    in the engine they share (``games/calling/``: one home per rule); each still has its own
    rules, scenarios and game object."""
    import importlib

    known = test_layers.modules()
    for package in GAME_PACKAGES:
        game = importlib.import_module(f"{package}.game").GAME
        engine = game.deal_class.__module__.rpartition(".")[0]
        modules = {name.rpartition(".")[2] for name in known
                   if name.startswith(package + ".") or name.startswith(engine + ".")}
        assert SHAPE <= modules, f"{package} lacks {sorted(SHAPE - modules)}"
        own = {name.rpartition(".")[2] for name in known if name.startswith(package + ".")}
        assert OWN <= own, f"{package} lacks its own {sorted(OWN - own)}"
    for package in SIBLINGS:  # their own actions (the Italian game's are the engine's: engine/actions.py)
        assert f"{package}.actions" in known


def test_a_sibling_package_only_gathers_its_modules() -> None:
    """The package's ``__init__`` defines nothing: it re-exports the names it had when it was
    one module (``from calabresella.games.american import AmericanDeal`` keeps working)."""
    import ast
    import importlib

    for package in SIBLINGS:
        path = test_layers.modules()[package]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        defined = [node for node in tree.body if isinstance(node, (ast.FunctionDef, ast.ClassDef))]
        assert defined == [], f"{package}/__init__.py defines {[d.name for d in defined]}"
        module = importlib.import_module(package)
        for name in module.__all__:
            assert hasattr(module, name), f"{package} lists {name} but has no such name"
    from calabresella.games import american, tressette
    from calabresella.games.american.deal import AmericanDeal
    from calabresella.games.tressette.session import TressetteMatch

    assert american.AmericanDeal is AmericanDeal and tressette.TressetteMatch is TressetteMatch


def test_no_rules_module_of_a_sibling_game_is_too_long() -> None:
    known = test_layers.modules()
    for package in SIBLINGS:
        for name in (package + part for part in (*RULES_MODULES, ".players", ".game")):
            lines = len(known[name].read_text(encoding="utf-8").splitlines())
            assert lines <= 600, f"{name} has {lines} lines: split it"
