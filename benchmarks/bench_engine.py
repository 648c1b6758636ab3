"""Engine speed: random whole deals per second of the Italian, American and Tressette engines.

Each game's random player (seeded) plays whole deals from seeded deals; the same run
measures this working tree and a BASELINE, the package as of commit fa6c7cd (before the
game kernel), in a subprocess, and prints the ratios::

    git worktree add /tmp/baseline fa6c7cd      # once
    .venv/bin/python benchmarks/bench_engine.py [--deals N] [--baseline /tmp/baseline]

The measurement itself (``--measure``) runs in a fresh interpreter for each side, so
that the two packages never share a process.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]

GAMES = ("italian", "american", "tressette")


def measure(deals: int, repeats: int) -> dict[str, float]:
    """Deals per second for each game in this interpreter (the best of ``repeats`` runs)."""
    from calabresella.american import AmericanDeal
    from calabresella.deal import Deal
    from calabresella.players import play_random
    from calabresella.tressette import TressetteDeal

    makers = {"italian": Deal.new, "american": AmericanDeal.new, "tressette": TressetteDeal.new}
    speeds: dict[str, float] = {}
    for game in GAMES:
        new = makers[game]
        best = float("inf")
        for _ in range(repeats):
            start = time.perf_counter()
            for seed in range(deals):
                play_random(new(seed, seed % 3), seed)
            best = min(best, time.perf_counter() - start)
        speeds[game] = deals / best
    return speeds


def run_side(root: Path, deals: int, repeats: int) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=str(root))
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--measure", "--deals", str(deals), "--repeats", str(repeats)],
        capture_output=True, text=True, env=env, cwd=root, check=True,
    )
    speeds: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return speeds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--baseline", default="/tmp/baseline", help="a checkout of commit fa6c7cd")
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(measure(args.deals, args.repeats)))
        return
    now = run_side(HERE, args.deals, args.repeats)
    base_root = Path(args.baseline)
    base = run_side(base_root, args.deals, args.repeats) if (base_root / "calabresella").is_dir() else None
    print(f"random whole deals per second ({args.deals} seeded deals, best of {args.repeats})")
    print(f"{'engine':<10} {'now':>10} {'baseline':>10} {'ratio':>7}")
    for game in GAMES:
        if base is None:
            print(f"{game:<10} {now[game]:>10.0f} {'-':>10} {'-':>7}")
        else:
            print(f"{game:<10} {now[game]:>10.0f} {base[game]:>10.0f} {now[game] / base[game]:>6.2f}x")
    if base is None:
        print(f"no baseline at {base_root}: git worktree add {base_root} fa6c7cd")


if __name__ == "__main__":
    main()
