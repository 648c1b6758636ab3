"""Issue 11's check at scale: the solver against a plain exhaustive minimax on many random
positions (up to 4 tricks left, mid-trick ones included) over every game with tricks:
the Italian contracts (Chiamo, Solo, Solissimo plain/dividete/scegliete), the American
account, Tressette for four, Tressette in due, and in due with a stock still to draw.

    .venv/bin/python benchmarks/verify_solver.py --positions 10000

The minimaxes and the positions are the test suite's own (tests/test_solver.py for the
Italian game, tests/test_solver_games.py for the others, written separately from the
solver): every legal card tried everywhere through the engines' ``legal_actions``/``apply``,
scored by the engines' results. One position in two is Italian, the rest are shared out
among the other games. For each: ``solve`` equals the minimax, ``can_reach(v)`` holds
and ``can_reach(v + 1)`` does not. Exit status 1 on the first disagreement, which is printed.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from test_solver import _Memo, position  # noqa: E402
from test_solver_games import GAMES, minimax, positions, reaches_beyond  # noqa: E402

from calabresella.analysis.solver import can_reach, solve  # noqa: E402

OTHERS = sorted(GAMES)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=10_000)
    parser.add_argument("--first-seed", type=int, default=1_000)
    args = parser.parse_args()
    start = time.perf_counter()
    checked: collections.Counter[str] = collections.Counter()
    for count, seed in enumerate(range(args.first_seed, args.first_seed + args.positions), 1):
        if seed % 2 == 0:
            tricks_left, extra = 1 + (seed // 2) % 4, (seed // 8) % 3
            deal = position(seed, tricks_left, extra)
            exact = _Memo()(deal)
            game = f"italian {deal.bid.title if deal.bid else ''}".strip()
        else:
            game = OTHERS[(seed // 2) % len(OTHERS)]
            deal = positions(game, 1, first_seed=seed)[0]
            exact = minimax(deal)
        found = solve(deal)
        if found != exact or not can_reach(deal, exact) or reaches_beyond(deal, exact):
            print(f"DISAGREE {game} seed={seed}: solve {found}, minimax {exact}")
            return 1
        checked[game] += 1
        if count % 1000 == 0:
            print(f"{count:,} positions agree ({time.perf_counter() - start:.0f} s)", flush=True)
    print(f"all {args.positions:,} positions agree: solve == minimax, can_reach(v) and not can_reach(v + 1)")
    for game, n in sorted(checked.items()):
        print(f"  {game:<28} {n:>6,}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
