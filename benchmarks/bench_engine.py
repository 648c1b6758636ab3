"""Engine speed: random whole deals per second of the Italian, American and Tressette engines.

Each game's random player (seeded) plays whole deals from seeded deals; the same run
measures this working tree and a BASELINE, by default the last commit (HEAD), each in a
fresh interpreter of its own, and prints the ratios::

    .venv/bin/python benchmarks/bench_engine.py [--deals N] [--baseline-commit HEAD]
    .venv/bin/python benchmarks/bench_engine.py --baseline /tmp/baseline   # any checkout

The baseline commit's package is ``git archive <commit> calabresella`` unpacked in a
temporary folder named by the commit's hash (made when missing; HEAD is resolved first). The
measurement itself (``--measure``) imports the layered names
(``calabresella.games.italian.deal`` …), or the flat ones of a tree from before the
layers (``calabresella.deal`` …), so that any commit can be the baseline. The two sides
are measured ``--rounds`` times, alternately, and the best kept.
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
    try:
        from calabresella.engine.game import play_random
        from calabresella.games.american import AmericanDeal
        from calabresella.games.italian.deal import Deal
        from calabresella.games.tressette import TressetteDeal
    except ImportError:  # a tree from before the layers (fa6c7cd and older)
        from calabresella.american import AmericanDeal  # type: ignore[no-redef]
        from calabresella.deal import Deal  # type: ignore[no-redef]
        from calabresella.players import play_random  # type: ignore[no-redef]
        from calabresella.tressette import TressetteDeal  # type: ignore[no-redef]

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


def baseline_tree(commit: str) -> Path:
    """A folder holding ``commit``'s package (``git archive``, once per commit hash)."""
    name = subprocess.run(
        ["git", "-C", str(HERE), "rev-parse", "--short", commit], capture_output=True, text=True, check=True
    ).stdout.strip()
    root = Path(f"/tmp/calabresella_{name}")
    if not (root / "calabresella").is_dir():
        root.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(["git", "-C", str(HERE), "archive", name, "calabresella"], capture_output=True, check=True)
        subprocess.run(["tar", "-x", "-C", str(root)], input=archive.stdout, check=True)
    return root


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=2, help="measures of each side, alternately (best kept)")
    parser.add_argument("--baseline-commit", default="HEAD", help="the commit to compare with (default: HEAD)")
    parser.add_argument("--baseline", help="a checkout to compare with instead (a folder holding calabresella/)")
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(measure(args.deals, args.repeats)))
        return
    base_root = Path(args.baseline) if args.baseline else baseline_tree(args.baseline_commit)
    label = args.baseline or args.baseline_commit
    if not (base_root / "calabresella").is_dir():
        raise SystemExit(f"no calabresella/ under {base_root}")
    now_runs, base_runs = [], []
    for _ in range(args.rounds):
        base_runs.append(run_side(base_root, args.deals, args.repeats))
        now_runs.append(run_side(HERE, args.deals, args.repeats))
    now = {game: max(run[game] for run in now_runs) for game in GAMES}
    base = {game: max(run[game] for run in base_runs) for game in GAMES}
    print(f"random whole deals per second ({args.deals} seeded deals, best of {args.repeats} x {args.rounds} rounds)")
    print(f"{'engine':<10} {'now':>10} {label:>12} {'ratio':>7}")
    for game in GAMES:
        print(f"{game:<10} {now[game]:>10.0f} {base[game]:>12.0f} {now[game] / base[game]:>6.2f}x")


if __name__ == "__main__":
    main()
