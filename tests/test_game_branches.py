"""Outside ``games/``, no code branches on a game: it asks the game object instead.

A *branch on a game* is a comparison with a game's or a rule profile's name
(``game == "american"``, ``name in ("tressette", "tressette-in-due")``), a table keyed by
game names, or a check of a game's class (``isinstance(deal, AmericanDeal)``, a class
imported from ``calabresella.games``). The command line, ``analysis/`` and ``show/`` ask
the game (:func:`calabresella.games.registry.game_of`, :func:`load_game`) for what
differs, so that adding a game touches its own package and the registry's list only.

Run this file alone to list what it finds: ``python tests/test_game_branches.py``.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "calabresella"


def game_words() -> set[str]:
    """Every game's name and every rule profile's name (and the page's old name of the
    Italian game)."""
    from calabresella.games.registry import games

    words = {"calabresella"}
    for game in games():
        words.add(game.name)
        words.update(game.profiles)
    return words


def _game_classes() -> set[str]:
    """The names of every class a game package defines (its deal, view, result, rules,
    session…), in any of its modules."""
    import importlib
    import inspect
    import pkgutil

    from calabresella.games.registry import GAME_PACKAGES

    names: set[str] = set()
    for package in GAME_PACKAGES:
        for info in pkgutil.iter_modules(importlib.import_module(package).__path__, f"{package}."):
            module = importlib.import_module(info.name)
            names.update(n for n, v in vars(module).items() if inspect.isclass(v) and v.__module__.startswith(package))
    return names


def _is_word(node: ast.AST, words: set[str]) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value in words
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return any(_is_word(e, words) for e in node.elts)
    return False


def _about_style(node: ast.AST) -> bool:
    """A comparison of a card style ("italian" or "french" suits), not of a game."""
    text = ast.unparse(node).lower()
    return "style" in text or "suit" in text


def branches_in(source: str, where: str, words: set[str], classes: set[str]) -> list[str]:
    """Every branch on a game in ``source`` (the text of the module ``where``)."""
    tree = ast.parse(source)
    imported = {
        alias.asname or alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("calabresella.games")
        for alias in node.names
    }
    game_classes = imported & classes
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(_is_word(s, words) for s in sides) and not any(_about_style(s) for s in sides):
                found.append(f"{where}:{node.lineno}: {ast.unparse(node)[:90]}")
        elif isinstance(node, ast.Dict):
            if sum(_is_word(k, words) for k in node.keys if k is not None) >= 2:
                found.append(f"{where}:{node.lineno}: a table keyed by game names")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("isinstance", "issubclass"):
            if len(node.args) == 2:
                named = {n.id for n in ast.walk(node.args[1]) if isinstance(n, ast.Name)}
                named |= {n.attr for n in ast.walk(node.args[1]) if isinstance(n, ast.Attribute)}
                if named & (game_classes | {c for c in classes if c in ast.unparse(node.args[1])}):
                    found.append(f"{where}:{node.lineno}: {ast.unparse(node)[:90]}")
        elif isinstance(node, ast.match_case) and _is_word(node.pattern, words):
            found.append(f"{where}:{node.lineno}: a case on a game's name")
    return found


def branches() -> list[str]:
    words, classes = game_words(), _game_classes()
    found: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if "games" in path.relative_to(PACKAGE).parts[:1]:
            continue
        found.extend(branches_in(path.read_text(encoding="utf-8"), str(path.relative_to(PACKAGE.parent)), words, classes))
    return found


def test_nothing_outside_games_branches_on_a_game():
    found = branches()
    assert found == [], f"{len(found)} branches on a game outside games/:\n" + "\n".join(found)


def test_the_finder_sees_each_kind_of_branch():
    """The test itself can fail: each kind of branch is found, a card style is not."""
    code = (
        "from calabresella.games.american import AmericanDeal\n"
        "def f(game, deal, style):\n"
        "    a = game == 'american'\n"
        "    b = game in ('tressette', 'x')\n"
        "    c = isinstance(deal, AmericanDeal)\n"
        "    d = {'italian': 3, 'tressette': 4}\n"
        "    e = style == 'italian'\n"
    )
    found = branches_in(code, "sample.py", game_words(), _game_classes())
    assert [line.split(":")[1] for line in found] == ["3", "4", "5", "6"], found


if __name__ == "__main__":
    found = branches()
    print("\n".join(found))
    print(f"{len(found)} branches on a game outside games/")
