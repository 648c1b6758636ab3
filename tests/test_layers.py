"""The package's layers point one way down, and no import goes round in a circle.

    words/     the message catalogue: languages, messages as data, the table they are said to
    engine/    cards, actions, errors, files, tricks, the game kernel
    games/     the registry; italian/, american, tressette; records and playthroughs
    analysis/  odds, the simulator, the solver, the expert, the advisor
    puzzles/   puzzles the solver proves, their ratings and a learner's progress
    show/      narration, pictures, widgets, the play page, exercises
    (top)      calabresella/__init__.py, __main__.py, cli/: the names users import, the command line

A module may import from its own layer and the layers below. The one exception is
a *presentation hook*: a method such as ``_repr_svg_`` or ``narrate`` may import
from ``show/`` inside its body, so that a notebook can draw a deal (python-chess does
the same). Every other import counts, at the top of a module or inside a function:
late imports must not hold a cycle together.

Run this file alone to print the graph: ``python tests/test_layers.py``.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "calabresella"
LAYERS = {"words": 0, "engine": 1, "games": 2, "analysis": 3, "puzzles": 4, "show": 5}
TOP = 6
HOOKS = {
    "_repr_svg_",
    "_repr_html_",
    "narrate",
    "summary",
    "lines",  # a result's or a game's score lines (AmericanResult, TressetteResult, TressetteMatch)
}
"""Methods of a lower layer that may reach into ``show/`` lazily, to present themselves."""


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


GAME_MODULE_LAYERS = {"narrate": "show", "pictures": "show", "prompts": "show", "solve": "analysis", "expert": "analysis"}
"""A game package (``games/<game>/``) is a column through the layers: these modules of it
belong to a higher layer than ``games/`` (its narrator and pictures to ``show/``, its solver
adapter and expert to ``analysis/``); the game object reaches them through hooks."""

GAME_HOOKS = {"narrator", "pictures", "prompts", "solver", "expert"}
"""The game object's hooks: functions in a game package that import its higher-layer modules."""


def layer(module: str) -> int:
    parts = module.split(".")
    if len(parts) == 4 and parts[1] == "games" and parts[3] in GAME_MODULE_LAYERS:
        return LAYERS[GAME_MODULE_LAYERS[parts[3]]]
    return LAYERS.get(parts[1], TOP) if len(parts) > 1 else TOP


def _resolve(target: str, known: dict[str, Path]) -> str | None:
    """The package module an import names (the longest known prefix), if it is ours."""
    while target:
        if target in known:
            return target
        target = target.rpartition(".")[0]
    return None


def imports(module: str, path: Path, known: dict[str, Path]) -> list[tuple[str, str | None]]:
    """(imported module, the function it is imported in or None) for every import of ours."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[str, str | None]] = []

    def visit(node: ast.AST, function: str | None, type_only: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                for item in child.orelse:
                    visit(item, function, type_only)
                continue  # imports for the type checker only never run
            inner = child.name if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else function
            if isinstance(child, ast.ImportFrom) and child.module and child.level == 0:
                for alias in child.names:
                    target = _resolve(f"{child.module}.{alias.name}", known) or _resolve(child.module, known)
                    if target and target != module:
                        found.append((target, inner))
            elif isinstance(child, ast.Import):
                for alias in child.names:
                    target = _resolve(alias.name, known)
                    if target and target != module:
                        found.append((target, inner))
            visit(child, inner, type_only)

    visit(tree, None, False)
    return found


def graph() -> tuple[dict[str, set[str]], list[str]]:
    """The import graph (hooks left out) and every upward import, in words."""
    known = modules()
    edges: dict[str, set[str]] = {m: set() for m in known}
    upward: list[str] = []
    for module, path in known.items():
        for target, function in imports(module, path, known):
            if target == "calabresella":
                continue  # the package's own __init__ runs before any of its modules anyway
            hook = (function in HOOKS and layer(target) == LAYERS["show"]) or (
                function in GAME_HOOKS and module.startswith("calabresella.games.")
            )
            if hook:
                continue
            edges[module].add(target)
            if layer(target) > layer(module):
                where = f" (in {function}())" if function else ""
                upward.append(f"{module}{where} imports {target}, a higher layer")
    return edges, upward


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def strong(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            strong(v)
    return found


def test_every_module_lives_in_a_layer():
    flat = [m for m in modules() if layer(m) == TOP and m.count(".") == 1]
    assert sorted(flat) == ["calabresella.__main__", "calabresella.cli"], flat
    assert all(layer(m) == TOP for m in modules() if m.startswith("calabresella.cli."))  # the command line is the top


def test_no_module_imports_a_higher_layer():
    _, upward = graph()
    assert upward == [], "\n".join(upward)


def test_no_import_cycle_anywhere_in_the_package():
    edges, _ = graph()
    assert cycles(edges) == []


def test_the_walker_sees_late_imports_and_hooks():
    """The test itself can fail: a late import is an edge, a hook is not."""
    edges, _ = graph()
    assert "calabresella.games.italian.players" in edges["calabresella.games.italian.session"]  # inside play_session
    known = modules()
    deal = "calabresella.games.italian.deal"
    hooks = [(t, f) for t, f in imports(deal, known[deal], known) if f in HOOKS]
    assert ("calabresella.show.svg", "_repr_svg_") in hooks
    assert "calabresella.show.svg" not in edges[deal]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


if __name__ == "__main__":
    edges, upward = graph()
    for module in sorted(edges):
        print(f"{module}  (layer {layer(module)})")
        for target in sorted(edges[module]):
            print(f"    -> {target}")
    print("upward imports:", upward or "none")
    print("cycles:", cycles(edges) or "none")


def test_the_old_flat_module_names_are_gone():
    """The course and the code use the layered names only: ``calabresella.deal`` and the
    other names of the flat package that came before the layers no longer import."""
    import importlib.util

    import calabresella

    for old in ("deal", "cards", "svg", "simulate", "profiles", "american", "playthrough"):
        assert importlib.util.find_spec(f"calabresella.{old}") is None, old
        assert not hasattr(calabresella, old), old


def test_python_dash_m_writes_the_playthroughs(tmp_path):
    """``make playthroughs`` runs ``python -m calabresella.show.playthrough``."""
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "calabresella.show.playthrough", str(tmp_path)], capture_output=True, text=True,
        cwd=PACKAGE.parent, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "all-pass.txt").read_text() == (PACKAGE.parent / "tests/playthroughs/all-pass.txt").read_text()
