"""Analysis: exact odds, the fast NumPy simulator and the double-dummy solver, built on
the games below.

The solver's names (:func:`solve`, :func:`can_reach`, :func:`card_values` and
:class:`Solver`) are loaded on first use, so that importing the simulator or the odds
does not import Numba.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from calabresella.words import dev

if TYPE_CHECKING:
    from calabresella.analysis.solver import Solver, can_reach, card_values, solve

__all__ = ["Solver", "can_reach", "card_values", "solve"]


def __getattr__(name: str) -> Any:
    """The solver's names, imported when first asked for (PEP 562)."""
    if name in __all__:
        from calabresella.analysis import solver

        return getattr(solver, name)
    raise AttributeError(dev(f"module 'calabresella.analysis' has no attribute {name!r}"))
