"""Prove every puzzle of the committed set again (issue 22): each is made afresh from its
position by the same means that made it (:func:`calabresella.puzzles.prove.prove`, the
exchange's whole search included) and compared.

    python scripts/prove_puzzles.py              # the whole set, both cores
    python scripts/prove_puzzles.py --kind play --workers 1

Exits 1, listing what differs, when any puzzle no longer holds.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from tqdm import tqdm

from calabresella.puzzles import load_puzzles
from calabresella.puzzles.prove import prove


def _prove(index: int) -> tuple[str, list[str]]:
    puzzle = load_puzzles()[index]
    return puzzle.id, prove(puzzle)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kind", choices=("play", "exchange", "bid"))
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    puzzles = load_puzzles()
    chosen = [i for i, p in enumerate(puzzles) if args.kind is None or p.kind == args.kind]
    started = time.perf_counter()
    failed: list[tuple[str, list[str]]] = []
    with ProcessPoolExecutor(args.workers) as pool:
        for puzzle_id, problems in tqdm(pool.map(_prove, chosen), total=len(chosen), unit="puzzle"):
            if problems:
                failed.append((puzzle_id, problems))
    for puzzle_id, problems in failed:
        print(puzzle_id, "; ".join(problems))
    print(f"{len(chosen) - len(failed)} of {len(chosen)} puzzles proved in {time.perf_counter() - started:.0f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
