"""Today's solver, kept callable beside the new one (issue 24): the compiled core as it was
at commit :data:`BASELINE` (the last before issue 24's work), read from the repository's
history with ``git show`` into ``benchmarks/.baseline/<commit>/`` (ignored by git) and
imported under its own module names, so that one process can time both.

:func:`solve` and :func:`can_reach` do what ``calabresella.analysis.solver``'s functions
did at that commit for a position read by today's ``solver._read``: MTD(f) by bisection
from the middle with the 32 MB table emptied first, and one null-window search with the
4 MB table.
"""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np

BASELINE = "38d442a"
"""The commit whose solver is the baseline (issue 23's last, before issue 24)."""

_ROOT = Path(__file__).resolve().parents[1]
_FILES = ("_solver_tables", "_solver_core")


def _load() -> ModuleType:
    folder = _ROOT / "benchmarks" / ".baseline" / BASELINE
    folder.mkdir(parents=True, exist_ok=True)
    prefix = f"baseline_{BASELINE}"
    for name in _FILES:
        target = folder / f"{prefix}{name}.py"
        if target.exists():
            continue
        try:
            text = subprocess.run(
                ["git", "-C", str(_ROOT), "show", f"{BASELINE}:calabresella/analysis/{name}.py"],
                check=True, capture_output=True, text=True).stdout
        except (OSError, subprocess.CalledProcessError) as error:
            raise SystemExit(f"the baseline solver is read from git history (commit {BASELINE}); "
                             f"this checkout cannot show it: {error}") from None
        text = text.replace("calabresella.analysis._solver_tables", f"{prefix}_solver_tables")
        partial = target.with_suffix(".part")
        partial.write_text(text, encoding="utf-8")
        partial.replace(target)
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
    return importlib.import_module(f"{prefix}_solver_core")


core: Any = _load()
_SOLVE_TABLE = core.new_table(20)
_REACH_TABLE = core.new_table(17)


def _args(p: Any) -> tuple[object, ...]:
    """The baseline core's arguments for a position (``calabresella.analysis.solver._Position``)."""
    return (p.hands, p.seats, p.side, p.stock, p.rests, p.drawn, p.mover, p.played, p.led, p.best,
            p.best_seat, p.trick_thirds, np.int64(p.trick_mask))


def solve(p: Any) -> int:
    """The side's final thirds, as the baseline's ``solve`` found them (a thirds game)."""
    core.next_generation(_SOLVE_TABLE)
    stats = np.zeros(2, dtype=np.int64)
    return int(p.taken + core.mtdf(*_args(p), p.bonus, p.most // 2, *_SOLVE_TABLE, stats, True))


def can_reach(p: Any, target: int) -> bool:
    """Whether the side's final thirds reach ``target``, as the baseline's ``can_reach`` did."""
    need = target - p.taken
    if need <= 0:
        return True
    if need > p.most:
        return False
    core.next_generation(_REACH_TABLE)
    stats = np.zeros(2, dtype=np.int64)
    return int(core.search(*_args(p), need - 1, need, p.bonus, *_REACH_TABLE, stats)) >= need
