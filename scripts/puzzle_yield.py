"""How many positions become puzzles, and how fast (issue 22's measurement).

    python scripts/puzzle_yield.py --kind play --deals 100

Plays ``--deals`` deals (seeds from ``--seed``) as ``scripts/make_puzzle_set.py`` does and
prints the positions weighed, the puzzles kept, their share, and puzzles an hour on one core.
"""

from __future__ import annotations

import argparse
import sys
import time

from tqdm import tqdm

from calabresella.puzzles.make import deal_puzzles


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kind", choices=("play", "exchange", "bid"), default="play")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=5_000_000)
    args = parser.parse_args(argv)
    stats: dict[str, int] = {}
    started = time.perf_counter()
    for seed in tqdm(range(args.seed, args.seed + args.deals), unit="deal"):
        deal_puzzles(seed, args.kind, stats=stats)
    seconds = time.perf_counter() - started
    positions, kept = stats.get("positions", 0), stats.get("kept", 0)
    print(f"{args.kind}: {args.deals} deals, {positions} positions weighed, {kept} puzzles kept "
          f"({100 * kept / max(positions, 1):.1f} %), {seconds:.0f} s: {3600 * kept / seconds:.0f} puzzles an hour "
          "on one core")
    return 0


if __name__ == "__main__":
    sys.exit(main())
