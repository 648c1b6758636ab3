"""How long the expert takes to bid and to make its exchange (issue 12's 1 s median, 3 s p95).

For deals 0 … N-1 (dealer ``seed % 3``): the time of the first speaker's bid decision
(:class:`~calabresella.analysis.expert.ExpertPlayer` with its default settings asks the
advisor, 8 sampled deals within its 2 s budget), and, with the auction and call as the
heuristic player makes them, the time of each expert seat's whole exchange (the plan is
made at its first exchange decision). Card decisions are timed by ``match``::

    .venv/bin/python benchmarks/bench_expert_decisions.py --deals 40
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from calabresella.analysis.expert import EXCHANGE_PHASES, ExpertPlayer  # noqa: E402
from calabresella.games.italian.deal import Deal  # noqa: E402
from calabresella.games.italian.phase import Phase  # noqa: E402
from calabresella.games.italian.players import HeuristicPlayer  # noqa: E402


def _summary(name: str, times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[round(0.95 * (len(ordered) - 1))]
    return (f"{name}: {len(times)} decisions, median {1000 * statistics.median(times):.0f} ms, "
            f"p95 {1000 * p95:.0f} ms, max {1000 * ordered[-1]:.0f} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40)
    args = parser.parse_args(argv)
    bids: list[float] = []
    exchanges: list[float] = []
    for seed in range(args.deals):
        deal = Deal.new(seed=seed, dealer=seed % 3)
        seat = deal.to_move
        assert seat is not None
        start = time.perf_counter()
        ExpertPlayer(seed).choose(deal.view(seat))
        bids.append(time.perf_counter() - start)
        heuristic = HeuristicPlayer(seed)
        expert = ExpertPlayer(seed, bid_samples=0)
        spent: dict[int, float] = {}
        while deal.phase not in (Phase.PLAY, Phase.ABANDONED):
            to_move = deal.to_move
            assert to_move is not None
            view = deal.view(to_move)
            if deal.phase in EXCHANGE_PHASES:
                start = time.perf_counter()
                action = expert.choose(view)
                spent[to_move] = spent.get(to_move, 0.0) + time.perf_counter() - start
            else:
                action = heuristic.choose(view)
            deal = deal.apply(action)
        exchanges.extend(spent.values())
    print(_summary("bids", bids))
    print(_summary("whole exchanges", exchanges))
    return 0


if __name__ == "__main__":
    sys.exit(main())
