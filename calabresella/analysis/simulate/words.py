"""What ``python -m calabresella simulate`` prints."""

from __future__ import annotations

import time

from calabresella.analysis.simulate.arguments import (
    PLAYER_KINDS,
    _check_deals,
    _check_seed,
)
from calabresella.analysis.simulate.running import (
    simulate_summary,
)
from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    check_bool,
)


def simulate_command(args_deals: int, players: str, seed: int, *, progress: bool = True) -> str:
    """What ``python -m calabresella simulate --deals N --players P --seed S`` prints.

    The deals are summarised chunk by chunk (:func:`simulate_summary`): memory does
    not grow with N, and a progress bar (on stderr) shows the time left. N is at most
    2**32 (:data:`MAX_DEALS`).

    >>> print(simulate_command(600, "random", 0, progress=False))  # doctest: +ELLIPSIS
    600 deals, random players, seed 0
    ...
    Solo ...
    ...deals/s...
    """
    args_deals = _check_deals(args_deals, "deals")
    if not isinstance(players, str):
        raise ArgumentTypeError(f"players must be 'random' or 'heuristic', got {players!r}")
    if players not in PLAYER_KINDS:
        raise ArgumentValueError(f"players must be 'random' or 'heuristic', got {players!r}")
    seed = _check_seed(seed)
    progress = check_bool(progress, "progress")
    started = time.perf_counter()
    table = simulate_summary(args_deals, players=players, seed=seed, progress=progress)  # type: ignore[arg-type]
    elapsed = time.perf_counter() - started
    shown = table[table["deals"] > 0]
    lines = [
        f"{args_deals} deals, {players} players, seed {seed}",
        shown.to_string(float_format=lambda x: f"{x:.3f}"),
        f"{args_deals} deals in {elapsed:.2f} s: {args_deals / max(elapsed, 1e-9):,.0f} deals/s on one core",
    ]
    return "\n".join(lines)
