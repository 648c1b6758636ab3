"""Does the advisor's "p" mean p when the expert plays the contract? (issue 12)

The advisor (:func:`calabresella.analysis.advisor.advise`) predicts the chance of making
each contract from sampled deals solved double dummy. Two committed tables check that against real play. The first fits the curve that maps
the best-play chance to the chance in play (``EXPERT_MAP`` in the advisor); the second,
on other deals, checks the mapped chance (``tests/test_expert_calibration.py``)::

    .venv/bin/python scripts/expert_calibration.py --per-bin 50 --workers 2
    .venv/bin/python scripts/expert_calibration.py --fit        # prints EXPERT_MAP
    .venv/bin/python scripts/expert_calibration.py --per-bin 50 --workers 2 --seed 13 \
        --map 1.183,0.613 --skip-deals-of notebooks/data/expert_calibration.csv \
        --out notebooks/data/expert_calibration_check.csv

It takes the predictions of ``notebooks/data/advisor_calibration.csv`` (hand *s* is the
hand of the first player to speak in ``Deal.new(seed=s, dealer=s % 3)``; one row per
contract the advisor valued) and picks up to ``--per-bin`` rows from each coarse bin of
predicted probability ([0, 0.2), [0.2, 0.4), … [0.8, 1]; every row of a bin with fewer),
at random with a fixed seed. With ``--map A,B`` the bins are those of the chance mapped
to play, one contract of a deal in each bin, and ``--skip-deals-of`` leaves out the
deals of another table, so that the check is held out. Each picked contract is then **played out on the real
deal** by expert players (:class:`calabresella.analysis.expert.ExpertPlayer`, ``--samples``
worlds a decision, ``--time-budget`` seconds) in all three seats: the player bids it and
the others pass, as in the advisor's samples (R9); he calls the row's card (R11) or
chooses its enhancement (R16); then the expert soloist makes his exchange and plays, and
the expert defenders make theirs and defend, each seeing only what its seat may see.
``made`` is whether the soloist won the deal (R25).

Columns: those of the advisor's table (``seed``, ``seat``, ``contract``,
``enhancement``, ``call``, ``predicted``, ``made`` — renamed ``best_play_made``, whether
it was made with best play on the real deal once the heuristic exchange was done), then
``made`` (won by the expert soloist against expert defenders), ``soloist_thirds`` and
``seconds`` (the wall time of the playout). Rows are in the order of the advisor's
table. Written atomically. A run can be stopped and resumed: finished playouts are kept
in ``OUT.partial`` until the table is written.

**Strong hands** (issue 22). When the advisor began to pull a strong hand's estimate
towards the rates of strong hands (``STRONG_BASE_RATES``), the ``predicted`` column of the
rows of the four strong hands of the advisor's table (seeds 75, 167, 418, 496) changed
with it (their sampled counts did not: ``predicted = (made + 4·rate) / 16``), here too; the
map was fitted again on the first table (it was ``1.183,0.613``), and of the check's two
rows of deal 75, now in one bin, the second (Solo) was dropped, the rule "one contract of
a deal in each bin" applied again. No contract was played again.

The experts play within their time budget, as on the play page: a decision that runs out
of time decides on the worlds solved so far, so on a busier or slower machine a few
decisions, and so a few rows, can come out differently. The table is a measurement, not
a reproducible fixture; its test judges it statistically.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tqdm import tqdm  # noqa: E402

from calabresella.analysis.advisor import _opening_lead, in_play, logit  # noqa: E402
from calabresella.analysis.expert import ExpertPlayer  # noqa: E402
from calabresella.engine.actions import Contract, Enhancement  # noqa: E402
from calabresella.engine.cards import Card  # noqa: E402
from calabresella.engine.files import write_atomic  # noqa: E402
from calabresella.games.italian.deal import Deal  # noqa: E402
from calabresella.games.italian.players import play_deal  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
ADVISOR_TABLE = ROOT / "notebooks" / "data" / "advisor_calibration.csv"
DEFAULT_OUT = ROOT / "notebooks" / "data" / "expert_calibration.csv"
EDGES = (0.0, 0.2, 0.4, 0.6, 0.8, 1.0)
COLUMNS = ("seed", "seat", "contract", "enhancement", "call", "predicted", "best_play_made", "made",
           "soloist_thirds", "seconds")


def bin_of(predicted: float) -> int:
    """The coarse bin of a predicted probability: 0 for [0, 0.2) … 4 for [0.8, 1]."""
    return min(len(EDGES) - 2, int(predicted / 0.2))


def mapped(predicted: float, expert_map: tuple[float, float] | None) -> float:
    """The chance a prediction is binned by: the advisor's best-play chance itself, or its
    map to the expert's play, ``1 / (1 + exp(-(a + b·logit(p))))``."""
    return predicted if expert_map is None else in_play(predicted, expert_map)


def pick(rows: list[dict[str, str]], per_bin: int, seed: int, expert_map: tuple[float, float] | None = None,
         skip_seeds: frozenset[str] = frozenset()) -> list[int]:
    """The indices of the rows to play out: up to ``per_bin`` of each bin, at random, at
    most one row of a deal in a bin (rows of one deal are not independent), none of a
    deal in ``skip_seeds``."""
    rng = random.Random(seed)
    chosen: list[int] = []
    for number in range(len(EDGES) - 1):
        members = [i for i, row in enumerate(rows)
                   if bin_of(mapped(float(row["predicted"]), expert_map)) == number and row["seed"] not in skip_seeds]
        rng.shuffle(members)
        if expert_map is not None:
            seen: set[str] = set()
            members = [i for i in members if not (rows[i]["seed"] in seen or seen.add(rows[i]["seed"]))]
        chosen += members[:per_bin]  # so a smaller --per-bin picks a subset of a larger one
    return sorted(chosen)


def play_out(row: dict[str, str], samples: int, time_budget: float) -> dict[str, object]:
    """Play the row's contract on its real deal with expert players in every seat."""
    start = time.perf_counter()
    seed, seat = int(row["seed"]), int(row["seat"])
    deal = Deal.new(seed=seed, dealer=seed % 3)
    assert deal.to_move == seat, "the advisor's table is of the first player to speak"
    contract = {"Chiamo": Contract.CHIAMO, "Solo": Contract.SOLO, "Solissimo": Contract.SOLISSIMO}[row["contract"]]
    experts = _Seats([ExpertPlayer(3 * seed + s, samples=samples, time_budget=time_budget, bid_samples=0)
                      for s in range(3)])
    option = (contract, Enhancement(row["enhancement"]) if row["enhancement"] else None,
              Card.parse(row["call"]) if row["call"] else None)
    lead = _opening_lead(deal, seat, option, experts)  # the advisor's own path to the first lead
    assert lead is not None
    deal = play_deal(lead, experts.players)
    result = deal.result
    assert result is not None and result.soloist == seat
    return {
        "seed": seed, "seat": seat, "contract": row["contract"], "enhancement": row["enhancement"],
        "call": row["call"], "predicted": row["predicted"], "best_play_made": row["made"],
        "made": int(result.won), "soloist_thirds": result.soloist_thirds,
        "seconds": f"{time.perf_counter() - start:.1f}",
    }


def fit(rows: list[dict[str, str]]) -> tuple[float, float]:
    """The map from the advisor's best-play chance to the expert soloist's: the ``a`` and
    ``b`` of ``made ~ 1 / (1 + exp(-(a + b·logit(predicted))))``, fitted by maximum
    likelihood (Newton's method) on the played-out rows."""
    xs = [logit(float(r["predicted"])) for r in rows]
    ys = [int(r["made"]) for r in rows]

    def likelihood(a: float, b: float) -> float:
        total = 0.0
        for x, y in zip(xs, ys, strict=True):
            z = a + b * x
            total += y * z - (z + math.log1p(math.exp(-z)) if z > 0 else math.log1p(math.exp(z)))
        return total

    a, b = 0.0, 1.0
    for _ in range(100):
        ga = gb = haa = hab = hbb = 0.0
        for x, y in zip(xs, ys, strict=True):
            p = 1 / (1 + math.exp(-(a + b * x)))
            ga += y - p
            gb += (y - p) * x
            w = p * (1 - p)
            haa += w
            hab += w * x
            hbb += w * x * x
        det = haa * hbb - hab * hab
        step_a = (hbb * ga - hab * gb) / det
        step_b = (haa * gb - hab * ga) / det
        scale, now = 1.0, likelihood(a, b)
        while scale > 1e-6 and likelihood(a + scale * step_a, b + scale * step_b) < now:
            scale /= 2  # a damped step: the likelihood never goes down
        a, b = a + scale * step_a, b + scale * step_b
        if abs(scale * step_a) + abs(scale * step_b) < 1e-10:
            break
    return a, b


class _Seats:
    """One player per seat, answering for whichever seat is to move."""

    def __init__(self, players: list[ExpertPlayer]) -> None:
        self.players = players

    def choose(self, view: Any) -> Any:
        return self.players[view.seat].choose(view)


def _job(args: tuple[int, dict[str, str], int, float]) -> tuple[int, dict[str, object]]:
    index, row, samples, budget = args
    return index, play_out(row, samples, budget)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-bin", type=int, default=60)
    parser.add_argument("--samples", type=int, default=6)
    parser.add_argument("--time-budget", type=float, default=1.0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--advisor-table", type=Path, default=ADVISOR_TABLE)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--fit", action="store_true", help="only print the map fitted on the table --out")
    parser.add_argument("--map", help="A,B: bin by the chance mapped to the expert's play (a held-out check)")
    parser.add_argument("--skip-deals-of", type=Path, help="a table whose deals are left out (a held-out check)")
    args = parser.parse_args(argv)
    if args.fit:
        with args.out.open(encoding="utf-8", newline="") as handle:
            a, b = fit(list(csv.DictReader(handle)))
        print(f"EXPERT_MAP = ({a:.3f}, {b:.3f})")
        return 0
    with args.advisor_table.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    expert_map = tuple(float(x) for x in args.map.split(",")) if args.map else None
    skip: frozenset[str] = frozenset()
    if args.skip_deals_of is not None:
        with args.skip_deals_of.open(encoding="utf-8", newline="") as handle:
            skip = frozenset(row["seed"] for row in csv.DictReader(handle))
    chosen = pick(rows, args.per_bin, args.seed, expert_map, skip)  # type: ignore[arg-type]
    partial = args.out.with_name(args.out.name + ".partial")
    done: dict[int, dict[str, object]] = {}
    if partial.exists():
        for line in partial.read_text(encoding="utf-8").splitlines():
            if line.strip():
                record = json.loads(line)
                done[int(record["index"])] = record["row"]
    todo = [(i, rows[i], args.samples, args.time_budget) for i in chosen if i not in done]
    start = time.perf_counter()
    with tqdm(total=len(chosen), initial=len(chosen) - len(todo), unit="deal") as bar, \
            partial.open("a", encoding="utf-8") as log:
        def keep(index: int, found: dict[str, object]) -> None:
            done[index] = found
            log.write(json.dumps({"index": index, "row": found}, ensure_ascii=False) + "\n")
            log.flush()
            bar.update(1)

        if args.workers <= 1:
            for job in todo:
                keep(*_job(job))
        else:
            with ProcessPoolExecutor(args.workers) as pool:
                for index, found in pool.map(_job, todo):
                    keep(index, found)
    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(done[i] for i in chosen)
    write_atomic(args.out, text.getvalue())
    partial.unlink()
    took = time.perf_counter() - start
    print(f"{len(chosen)} contracts played out ({len(todo)} in this run, {took:.0f} s) -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
