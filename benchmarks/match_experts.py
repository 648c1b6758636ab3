"""A duplicate match of the new expert against today's expert (issue 24, part 3).

As ``python -m calabresella match`` plays one (:mod:`calabresella.analysis.match`): every
deal (seeds ``--seed`` … ``--seed + --deals - 1``, dealer ``seed % 3``) is played once with
today's expert in every seat, then once for each seat with the new expert in that seat and
today's expert in the other two, over the same cards; each seat's player is seeded
``3 * seed + seat`` in both plays. The new expert's gain in a deal is its seat's stake
(R28, ``result.transfers``) less today's expert's in that seat, averaged over the seats;
printed: the mean gain per seat and deal with its 95 % interval (``1.96·sd/√n``, as
``match`` computes it).

- The new expert: :class:`~calabresella.analysis.expert.ExpertPlayer` as the code is now,
  with its defaults unless ``--samples`` / ``--bid-samples`` say otherwise, searching with
  the new core (``calabresella.analysis.solver``).
- Today's expert: ``benchmarks/baseline_expert.py``'s (commit 38d442a's expert, advisor and
  solver, with that commit's core; ``--today-code current``: today's settings on the current
  ``ExpertPlayer`` code, with the baseline solver), 12 worlds a card, 8 sampled deals a bid.
- Both get the same time budget a decision, ``--budget`` (today's 2 s by default).

Each decision of every player is checked to search with its own core only (the calls into
each core are counted while it decides; ``--no-check`` skips the counting). Also printed:
the decision times of each expert by kind — cards, bids, whole exchanges (one value a seat
and deal: the plan is made at its first exchange decision), as ``match`` times them —
median, p95 and max, the new expert's from its seats, today's from the play with it all
round; the worlds each solved per card decision (what ``layouts`` returned), the sampled
deals behind each bid (the advice's ``samples``) and the worlds per exchange plan (the
yes/no searches of the plan divided by its candidate plans)::

    .venv/bin/python benchmarks/match_experts.py --deals 100 [--workers 2] [--json match.json]
    .venv/bin/python benchmarks/match_experts.py --deals 2 --samples 2 --today-samples 2 \\
        --bid-samples 2 --today-bid-samples 2 --budget 0.3      # a smoke test

On a shared machine, workers compete for the cores with each other: the times are then
those of ``--workers`` deals at once (say so when reporting them).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import math
import multiprocessing
import statistics
import sys
import time
from collections.abc import Iterator
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import baseline_expert  # noqa: E402
from expert_record import Record, Recorded, counts, instrument, spread, warm_up  # noqa: E402
from tqdm.auto import tqdm  # noqa: E402

import calabresella.analysis.expert as current_expert  # noqa: E402
from calabresella.analysis.advisor import Z95  # noqa: E402
from calabresella.analysis.expert import ExpertPlayer  # noqa: E402
from calabresella.analysis.streaming import bounded  # noqa: E402
from calabresella.games.italian.deal import Deal  # noqa: E402
from calabresella.games.italian.players import play_deal  # noqa: E402


@dataclass(frozen=True)
class Settings:
    """Both experts' settings (None: the new expert's own default)."""

    samples: int | None = None
    bid_samples: int | None = None
    today_samples: int = baseline_expert.TODAY["samples"]
    today_bid_samples: int = baseline_expert.TODAY["bid_samples"]
    time_budget: float = baseline_expert.TODAY["time_budget"]
    today_code: str = "today"
    check: bool = True

    def new(self, seed: int) -> Any:
        given = {"samples": self.samples, "bid_samples": self.bid_samples, "time_budget": self.time_budget}
        return ExpertPlayer(seed, **{k: v for k, v in given.items() if v is not None})

    def today(self, seed: int) -> Any:
        return baseline_expert.today_expert(seed, self.today_code, samples=self.today_samples,
                                            bid_samples=self.today_bid_samples, time_budget=self.time_budget)


@dataclass(frozen=True)
class Duel:
    """One deal: each seat's stake with today's expert all round and with the new expert in
    that seat; the new expert's record from its three plays, today's from the play all round."""

    seed: int
    today: tuple[int, int, int]
    new: tuple[int, int, int]
    new_record: Record
    today_record: Record

    @property
    def gain(self) -> float:
        return sum(n - t for n, t in zip(self.new, self.today, strict=True)) / 3


_WARM: list[float] = []


def _warm_up() -> None:
    """Load both cores (Numba's cache) before anything is timed, once a process."""
    if not _WARM:
        _WARM.append(warm_up(baseline_expert.BaselineSolver(), baseline_expert.current_solver.Solver()))


def _stakes(deal: Deal) -> tuple[int, int, int]:
    return (0, 0, 0) if deal.result is None else deal.result.transfers


def duel(seed: int, settings: Settings) -> Duel:
    """Deal ``seed`` played four times (see the module); a top-level function, for workers."""
    instrument(current_expert, baseline_expert.expert_module)
    _warm_up()
    routing = baseline_expert.Routing() if settings.check else None
    with routing.counting() if routing is not None else contextlib.nullcontext():
        deal = Deal.new(seed=seed, dealer=seed % 3)
        all_round = [Recorded(settings.today(3 * seed + s), "baseline", routing) for s in range(3)]
        today = _stakes(play_deal(deal, all_round))
        for player in all_round:
            player.flush()
        today_record = Record()
        for player in all_round:
            today_record.add(player.record)
        new_record = Record()
        stakes = []
        for seat in range(3):
            players = [Recorded(settings.today(3 * seed + s), "baseline", routing) for s in range(3)]
            players[seat] = Recorded(settings.new(3 * seed + seat), "new", routing)
            stakes.append(_stakes(play_deal(deal, players))[seat])
            players[seat].flush()
            new_record.add(players[seat].record)
    return Duel(seed, today, (stakes[0], stakes[1], stakes[2]), new_record, today_record)


def duels(seeds: range, settings: Settings, executor: Executor | None) -> Iterator[Duel]:
    for _, one in bounded(seeds, executor, functools.partial(duel, settings=settings)):
        yield one


def report(results: list[Duel], settings: Settings, seconds: float, workers: int) -> dict[str, Any]:
    gains = [d.gain for d in results]
    mean = statistics.fmean(gains)
    half = Z95 * statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else math.nan
    new_record, today_record = Record(), Record()
    for d in results:
        new_record.add(d.new_record)
        today_record.add(d.today_record)
    verdict = "better" if mean - half > 0 else "worse" if mean + half < 0 else "not measurably different"
    print(f"new expert:     {settings.new(0)!r} (new core)")
    print(f"today's expert: {settings.today(0)!r} (core of {baseline_expert.BASELINE})")
    print(f"Over {len(results)} deals (seeds {results[0].seed}…{results[-1].seed}), the new expert gains "
          f"{mean:+.3f} stake units per seat and deal against today's expert (95% interval {mean - half:+.3f} to "
          f"{mean + half:+.3f}): {verdict}.  [{seconds:.0f} s, {workers} worker(s)]")
    for name, record in (("new", new_record), ("today", today_record)):
        print(f"{name:5} cards:            {spread(record.card)}")
        print(f"{name:5} bids:             {spread(record.bid)}")
        print(f"{name:5} whole exchanges:  {spread(record.exchange, 'exchanges')}")
        print(f"{name:5} worlds per card decision:   {counts(record.card_worlds)}")
        print(f"{name:5} sampled deals per bid:      {counts(record.bid_deals)}")
        print(f"{name:5} worlds per exchange plan:   {counts(record.exchange_worlds)}")
    return {"settings": asdict(settings), "deals": len(results), "mean": mean, "low": mean - half,
            "high": mean + half, "seconds": seconds, "workers": workers,
            "per_deal": [{"seed": d.seed, "gain": d.gain, "today": d.today, "new": d.new} for d in results],
            "new": asdict(new_record), "today": asdict(today_record)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0, help="the first deal's seed")
    parser.add_argument("--budget", type=float, default=baseline_expert.TODAY["time_budget"],
                        help="both experts' time budget a decision, seconds (today's: 2.0)")
    parser.add_argument("--samples", type=int, help="the new expert's worlds a card (default: its own)")
    parser.add_argument("--bid-samples", type=int, help="the new expert's sampled deals a bid (default: its own)")
    parser.add_argument("--today-samples", type=int, default=baseline_expert.TODAY["samples"])
    parser.add_argument("--today-bid-samples", type=int, default=baseline_expert.TODAY["bid_samples"])
    parser.add_argument("--today-code", choices=("today", "current"), default="today",
                        help="today's expert: the code of 38d442a (default) or the current ExpertPlayer code")
    parser.add_argument("--workers", type=int, default=1, help="worker processes (default 1: none)")
    parser.add_argument("--no-check", action="store_true", help="do not count the calls into each core")
    parser.add_argument("--json", type=Path, help="write the result, deal by deal, to this file")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals is at least 1")
    settings = Settings(args.samples, args.bid_samples, args.today_samples, args.today_bid_samples, args.budget,
                        args.today_code, not args.no_check)
    seeds = range(args.seed, args.seed + args.deals)
    executor: Executor | None = None
    if args.workers > 1:
        executor = ProcessPoolExecutor(args.workers, mp_context=multiprocessing.get_context("spawn"))
    else:
        _warm_up()
    results: list[Duel] = []
    total = 0.0
    start = time.perf_counter()
    try:
        with tqdm(total=args.deals, unit="deal", desc="new v today") as bar:
            for one in duels(seeds, settings, executor):
                results.append(one)
                total += one.gain
                bar.set_postfix_str(f"mean {total / len(results):+.3f}", refresh=False)
                bar.update(1)
    finally:
        if executor is not None:
            executor.shutdown(cancel_futures=True)
    results.sort(key=lambda d: d.seed)
    out = report(results, settings, time.perf_counter() - start, args.workers)
    if args.json is not None:
        args.json.write_text(json.dumps(out, indent=1), encoding="utf-8")
        print(f"written: {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
