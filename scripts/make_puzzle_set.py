"""Make the committed set of puzzles (issue 22): card-play, exchange and bid puzzles from
deals the heuristic player plays, every answer proved by the solver, each rated.

    python scripts/make_puzzle_set.py --kind play --count 900 --out /tmp/play.json
    python scripts/make_puzzle_set.py --kind exchange --count 60 --seed 100000 --out /tmp/exchange.json
    python scripts/make_puzzle_set.py --kind bid --count 60 --seed 200000 --out /tmp/bid.json
    python scripts/make_puzzle_set.py --merge /tmp/play.json /tmp/exchange.json /tmp/bid.json

``--merge`` writes the files' puzzles, in that order, to the package's set
(``calabresella/puzzles/data/puzzles.json``), keeping only the card-play puzzles whose
answers play alike (:func:`~calabresella.puzzles.make.play_alike`: the rule was added to
the generator after the first 900 card-play puzzles were made, so it is applied again here). ``--workers N`` runs deals in N processes
(the puzzles do not depend on it). The same arguments give the same puzzles.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from calabresella.puzzles import Puzzle
from calabresella.puzzles.collection import SET_PATH, load_puzzles, save_puzzles
from calabresella.engine.cards import Card
from calabresella.puzzles.make import make_puzzles, play_alike


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kind", choices=("play", "exchange", "bid"), default="play")
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0, help="the first deal's seed")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--merge", nargs="+", type=Path, help="files of puzzles to write to the package's set")
    args = parser.parse_args(argv)
    if args.merge:
        read = [p for path in args.merge for p in load_puzzles(path)]
        puzzles = [p for p in read if p.kind != "play" or play_alike(p.position(), p.seat,
                                                                      [Card.parse(a) for a in p.answers])]
        save_puzzles(SET_PATH, puzzles, force=True)
        print(f"{len(puzzles)} of {len(read)} puzzles written to {SET_PATH}")
        return 0
    if args.out is None:
        parser.error("--out is needed to make puzzles")
    started = time.perf_counter()

    def keep(made: list[Puzzle]) -> None:  # saved after every batch of deals: a run stopped keeps its puzzles
        save_puzzles(args.out, made, force=True)

    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            puzzles = make_puzzles(args.count, args.kind, args.seed, executor=pool, progress=True, on_batch=keep)
    else:
        puzzles = make_puzzles(args.count, args.kind, args.seed, progress=True, on_batch=keep)
    save_puzzles(args.out, puzzles, force=True)
    seconds = time.perf_counter() - started
    print(f"{len(puzzles)} {args.kind} puzzles in {seconds:.0f} s ({3600 * len(puzzles) / seconds:.0f} an hour) "
          f"written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
