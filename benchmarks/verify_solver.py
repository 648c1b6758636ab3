"""Issue 11's check at scale: the solver against a plain exhaustive minimax on many random
positions (up to 4 tricks left, 0-2 cards already in the current trick), over Chiamo,
Solo and Solissimo plain/dividete/scegliete.

    .venv/bin/python benchmarks/verify_solver.py --positions 10000

The minimax and the positions are the test suite's own (tests/test_solver.py): every
legal card tried everywhere through the engine's ``legal_actions``/``apply``, scored by
``deal.result``. Exit status 1 on the first disagreement, which is printed.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from test_solver import _Memo, position  # noqa: E402

from calabresella.analysis.solver import can_reach, solve  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=10_000)
    parser.add_argument("--first-seed", type=int, default=1_000)
    args = parser.parse_args()
    start = time.perf_counter()
    for count, seed in enumerate(range(args.first_seed, args.first_seed + args.positions), 1):
        tricks_left, extra = 1 + seed % 4, (seed // 4) % 3
        deal = position(seed, tricks_left, extra)
        exact = _Memo()(deal)
        found = solve(deal)
        beyond = exact < deal.rules.total_thirds and can_reach(deal, exact + 1)  # 35 thirds in all (R5, R22)
        if found != exact or not can_reach(deal, exact) or beyond:
            print(f"DISAGREE seed={seed} tricks_left={tricks_left} extra={extra}: solve {found}, minimax {exact}")
            return 1
        if count % 1000 == 0:
            print(f"{count:,} positions agree ({time.perf_counter() - start:.0f} s)", flush=True)
    print(f"all {args.positions:,} positions agree: solve == minimax, can_reach(v) and not can_reach(v + 1)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
