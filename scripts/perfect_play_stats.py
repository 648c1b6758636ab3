"""The data of lesson 13: how the heuristic players' play compares with perfect play.

The committed table ``notebooks/data/perfect_play.csv`` was made by::

    .venv/bin/python scripts/perfect_play_stats.py --deals 1000 --workers 1 --out notebooks/data/perfect_play.csv

Deal *s* is ``Deal.new(seed=s, dealer=s % 3)``, played from the auction to the last card
by ``HeuristicPlayer(3 * s + i)`` at seat *i* (seeded, so it comes out the same on every
run; the same deals as ``benchmarks/bench_solver.py``). Seeds are taken in order 0, 1,
2, …; a seed whose auction is all-passed (R10: abandoned, no trick play) has nothing to
solve and is left out, so the table holds the first ``--deals`` seeds that reach trick
play, and the seeds missing between them are the all-passed deals (the script prints
how many).

One row per deal:

- ``seed``, ``dealer``, ``soloist`` (seats 0–2), ``contract`` (``Chiamo``, ``Solo``,
  ``Solissimo``, ``Solissimo dividete``, ``Solissimo scegliete``);
- ``best_play_thirds``: the double-dummy value at the opening lead, the soloist's final
  thirds with every hand face up and best play on both sides (``solve``);
- ``made_with_best_play``: ``best_play_thirds`` reaches the ``win_thirds`` (18, R25);
- ``soloist_thirds``, ``made``: what the heuristic players actually scored;
- ``soloist_loss``, ``defenders_loss``: the thirds each side gave away against perfect
  play, summed over its own cards. Before and after each card the position is solved;
  a soloist's card that lowers the value by 2 costs the soloist 2 thirds, a defender's
  card that raises it by 2 costs the defenders 2. So, exactly,
  ``soloist_thirds = best_play_thirds - soloist_loss + defenders_loss``.

Options: ``--deals`` (1000), ``--out``, ``--workers`` (processes; 1 runs in this
process). The output does not depend on ``--workers``; it is written atomically.
"""

from __future__ import annotations

import argparse
import csv
import io
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tqdm import tqdm  # noqa: E402

from calabresella.analysis import Solver  # noqa: E402
from calabresella.engine.files import write_atomic  # noqa: E402
from calabresella.games.italian.deal import Deal  # noqa: E402
from calabresella.games.italian.phase import Phase  # noqa: E402
from calabresella.games.italian.players import HeuristicPlayer  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "notebooks" / "data" / "perfect_play.csv"
COLUMNS = (
    "seed",
    "dealer",
    "soloist",
    "contract",
    "best_play_thirds",
    "made_with_best_play",
    "soloist_thirds",
    "made",
    "soloist_loss",
    "defenders_loss",
)

Row = dict[str, object]


def dealt(seed: int) -> tuple[Deal, list[HeuristicPlayer]]:
    """Deal ``seed`` after its auction and exchange (at the opening lead, or abandoned), and its players."""
    deal = Deal.new(seed=seed, dealer=seed % 3)
    players = [HeuristicPlayer(3 * seed + i) for i in range(3)]
    while not deal.is_over and deal.phase is not Phase.PLAY:
        seat = deal.to_move
        assert seat is not None
        deal = deal.apply(players[seat].choose(deal.view(seat)))
    return deal, players


def reaches_play(seed: int) -> bool:
    """Whether deal ``seed`` gets to trick play (its auction is not all-passed, R10)."""
    return dealt(seed)[0].phase is Phase.PLAY


def deal_row(seed: int) -> Row | None:
    """The table's row for deal ``seed``, or None when its auction is all-passed."""
    deal, players = dealt(seed)
    if deal.phase is not Phase.PLAY:
        return None
    soloist = deal.soloist
    solver = Solver()  # one deal: its positions share the transposition table
    before = opening = solver.solve(deal)
    lost = {"soloist": 0, "defenders": 0}
    while not deal.is_over:
        seat = deal.to_move
        assert seat is not None
        deal = deal.apply(players[seat].choose(deal.view(seat)))
        if deal.result is not None:
            after = deal.result.soloist_thirds
        else:
            after = solver.solve(deal)
        drop = before - after if seat == soloist else after - before
        assert drop >= 0, f"seed {seed}: a card cannot do better than best play"
        lost["soloist" if seat == soloist else "defenders"] += drop
        before = after
    result = deal.result
    assert result is not None
    return {
        "seed": seed,
        "dealer": deal.dealer,
        "soloist": soloist,
        "contract": result.contract_name,
        "best_play_thirds": opening,
        "made_with_best_play": opening >= result.win_thirds,
        "soloist_thirds": result.soloist_thirds,
        "made": result.won,
        "soloist_loss": lost["soloist"],
        "defenders_loss": lost["defenders"],
    }


def playing_seeds(count: int) -> tuple[list[int], int]:
    """The first ``count`` seeds that reach trick play, and how many seeds were all-passed."""
    seeds: list[int] = []
    seed = 0
    while len(seeds) < count:
        if reaches_play(seed):
            seeds.append(seed)
        seed += 1
    return seeds, seed - count


def rows(seeds: list[int], workers: int) -> Iterator[Row | None]:
    if workers == 1:
        yield from map(deal_row, seeds)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(deal_row, seeds, chunksize=1)  # in seed order, whatever finishes first


def to_csv(table: list[Row]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(table)
    return out.getvalue()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=1000, help="deals that reach trick play (default 1000)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="the CSV to write")
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1: this one)")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.workers < 1:
        parser.error("--deals and --workers must be at least 1")

    seeds, passed = playing_seeds(args.deals)
    print(f"seeds 0–{seeds[-1]}: {len(seeds)} deals reach trick play, {passed} all-passed (left out)")
    start = time.perf_counter()
    table: list[Row] = []
    for row in tqdm(rows(seeds, args.workers), total=len(seeds), unit="deal"):
        assert row is not None
        table.append(row)
    elapsed = time.perf_counter() - start
    args.out.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(args.out, to_csv(table))
    print(f"wrote {len(table)} rows to {args.out} in {elapsed:.0f} s "
          f"({elapsed / len(table):.2f} s per deal, {args.workers} worker(s))")


if __name__ == "__main__":
    main()
