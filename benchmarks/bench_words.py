"""Speed of saying things: does the message catalogue make narration, ``deal`` and ``replay``
slower? The same run measures this working tree and a BASELINE (by default ``adf7a93``, the
last commit before the catalogue), each in fresh interpreters, and prints the ratios::

    .venv/bin/python benchmarks/bench_words.py [--deals N] [--runs K] [--baseline-commit adf7a93]

Two measures:

* **narration**: whole random deals of each game, played, then told (``narrate_deal`` and the
  score lines), in one interpreter: sentences said per second;
* **command line**: the wall time of ``python -m calabresella deal --seed S`` and
  ``python -m calabresella replay RECORD`` (start-up, imports and printing included), the
  best of ``--runs``.
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
sys.path.insert(0, str(HERE / "benchmarks"))

from bench_engine import baseline_tree  # noqa: E402

GAMES = ("italian", "american", "tressette")
RECORD = HERE / "tests" / "fixtures" / "records" / "italian-italian-finished.json"


def measure(deals: int) -> dict[str, float]:
    """Sentences per second told of ``deals`` random deals of each game, in this interpreter."""
    from calabresella.engine.game import play_random
    from calabresella.games.registry import load_game

    speeds: dict[str, float] = {}
    for name in GAMES:
        game = load_game(name)
        narrator = game.narrator()
        played = [play_random(game.new_deal(seed, seed % 3), seed) for seed in range(deals)]
        best = float("inf")
        for _ in range(3):
            start, said = time.perf_counter(), 0
            for deal in played:
                said += len(narrator.narrate_deal(deal))
                if deal.result is not None:
                    said += len(narrator.score_lines(deal.result))
            best = min(best, time.perf_counter() - start)
        speeds[name] = said / best
    return speeds


def command_seconds(root: Path, argv: list[str], runs: int) -> float:
    """The best wall time of ``python -m calabresella ARGV`` run from ``root``."""
    env = dict(os.environ, PYTHONPATH=str(root))
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "calabresella", *argv], cwd=root, env=env, check=True,
                       capture_output=True)
        best = min(best, time.perf_counter() - start)
    return best


def narration(root: Path, deals: int) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=str(root))
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--measure", "--deals", str(deals)],
                          capture_output=True, text=True, env=env, cwd=root, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--baseline-commit", default="adf7a93")
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(measure(args.deals)))
        return
    base = baseline_tree(args.baseline_commit)
    label = args.baseline_commit
    print(f"narration: sentences said per second ({args.deals} random deals per game, best of 3)")
    now_speed, base_speed = narration(HERE, args.deals), narration(base, args.deals)
    print(f"{'game':<12} {'now':>10} {label:>10} {'ratio':>7}")
    for game in GAMES:
        print(f"{game:<12} {now_speed[game]:>10.0f} {base_speed[game]:>10.0f} {now_speed[game] / base_speed[game]:>6.2f}x")
    print(f"\ncommand line: seconds, best of {args.runs} (lower is better; ratio = baseline / now)")
    print(f"{'command':<28} {'now':>8} {label:>10} {'ratio':>7}")
    for name, argv in (("deal --seed 7", ["deal", "--seed", "7"]),
                       ("deal --rules tressette", ["deal", "--seed", "7", "--rules", "tressette"]),
                       ("replay italian record", ["replay", str(RECORD)])):
        b = command_seconds(base, argv, args.runs)
        n = command_seconds(HERE, argv, args.runs)
        print(f"{name:<28} {n:>8.3f} {b:>10.3f} {b / n:>6.2f}x")


if __name__ == "__main__":
    main()
