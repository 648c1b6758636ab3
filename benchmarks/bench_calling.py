"""Speed of the calling games (C1–C9, V7–V10): the engine, the double-dummy solver, the expert.

For every profile of Tressette a chiamare, Mediatore, Quadrigliati and Quintiglio (every
registered game whose deal is a ``CallingDeal``), printed one row each:

- **random deals/s**: whole deals played by :func:`~calabresella.engine.game.play_random`
  (auction to score) for about ``--random-seconds`` seconds;
- **solve median / p95 / max**: :func:`~calabresella.analysis.solver.solve` (a fresh table
  each time) of ``--solve-deals`` seeded deals at the opening lead, every hand face up,
  after the heuristic players' auction, call, exchange and discards (deals everyone
  passed are skipped, the next seed taken);
- **expert median / p95**: the expert's decision
  (:class:`~calabresella.analysis.expert_games.GameExpert`, ``--samples`` worlds within
  ``--budget`` seconds, at least one) at every ``--expert-every``-th card decision with a
  choice along ``--expert-deals`` deals played by the heuristic players.

Run from the repository root (it takes minutes: a whole deal of ten tricks at four can take
the solver tens of seconds)::

    .venv/bin/python benchmarks/bench_calling.py [--solve-deals 20] [--expert-deals 2]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from calabresella.analysis.expert_games import GameExpert  # noqa: E402
from calabresella.analysis.solver import solve  # noqa: E402
from calabresella.engine.game import play_random  # noqa: E402
from calabresella.games.calling import CallingDeal, CallingHeuristicPlayer, CallingPhase  # noqa: E402
from calabresella.games.game import Game  # noqa: E402
from calabresella.games.registry import games  # noqa: E402


def _deal(game: Game, profile: str, seed: int) -> CallingDeal:
    rules = game.profiles[profile]
    deal: CallingDeal = game.new_deal(seed, dealer=seed % rules.players, rules=rules)
    return deal


def _players(deal: CallingDeal, seed: int) -> list[CallingHeuristicPlayer]:
    return [CallingHeuristicPlayer(seed * 10 + s) for s in range(deal.players)]


def opening_leads(game: Game, profile: str, count: int) -> list[CallingDeal]:
    """``count`` seeded deals at their opening lead, bid and called by the heuristic players."""
    found: list[CallingDeal] = []
    seed = 0
    while len(found) < count:
        deal = _deal(game, profile, seed)
        players = _players(deal, seed)
        while not deal.is_over and deal.phase is not CallingPhase.PLAY:
            assert deal.to_move is not None
            deal = deal.apply(players[deal.to_move].choose(deal.view(deal.to_move)))
        if deal.phase is CallingPhase.PLAY:
            found.append(deal)
        seed += 1
    return found


def random_rate(game: Game, profile: str, seconds: float) -> float:
    """Whole random deals per second."""
    start = time.perf_counter()
    played = 0
    while time.perf_counter() - start < seconds:
        play_random(_deal(game, profile, played), seed=played)
        played += 1
    return played / (time.perf_counter() - start)


def expert_times(game: Game, profile: str, deals: int, every: int, samples: int, budget: float) -> list[float]:
    """The expert's decision times at card decisions with a choice along heuristic deals."""
    times: list[float] = []
    for seed in range(deals):
        deal = _deal(game, profile, 1000 + seed)
        players = _players(deal, 1000 + seed)
        expert = GameExpert(seed=seed, samples=samples, time_budget=budget)
        step = 0
        while not deal.is_over:
            seat = deal.to_move
            assert seat is not None
            view = deal.view(seat)
            if deal.phase is CallingPhase.PLAY and len(deal.legal_actions()) > 1:
                if step % every == 0:
                    start = time.perf_counter()
                    expert.choose(view)
                    times.append(time.perf_counter() - start)
                step += 1
            deal = deal.apply(players[seat].choose(view))
    return times


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--solve-deals", type=int, default=20)
    parser.add_argument("--random-seconds", type=float, default=1.0)
    parser.add_argument("--expert-deals", type=int, default=2)
    parser.add_argument("--expert-every", type=int, default=3)
    parser.add_argument("--samples", type=int, default=12)
    parser.add_argument("--budget", type=float, default=2.0)
    args = parser.parse_args(argv)

    calling = [(game, name) for game in games() if game.deal_class is CallingDeal for name in game.profiles]
    start = time.perf_counter()
    solve(opening_leads(*calling[0], 1)[0])  # Numba's compilation, or the load of its cache
    print(f"first solve in this process (compiling or loading Numba's cache): {time.perf_counter() - start:.1f} s")
    print(f"solve: {args.solve_deals} seeded deals from the opening lead; expert: {args.samples} worlds within "
          f"{args.budget} s, one card decision with a choice in {args.expert_every} along {args.expert_deals} "
          f"heuristic deals")
    print()
    header = (f"{'profile':<24} {'seats×cards':>11} {'random/s':>9} {'solve med':>10} {'p95':>8} {'max':>8} "
              f"{'expert med':>11} {'p95':>7} {'n':>4}")
    print(header)
    print("-" * len(header))
    for game, profile in calling:
        rules = game.profiles[profile]
        rate = random_rate(game, profile, args.random_seconds)
        solves: list[float] = []
        for deal in opening_leads(game, profile, args.solve_deals):
            begin = time.perf_counter()
            solve(deal)
            solves.append(time.perf_counter() - begin)
        decided = expert_times(game, profile, args.expert_deals, args.expert_every, args.samples, args.budget)
        shape = f"{rules.players}×{rules.hand_size}" + (f"+{rules.monte_size}" if rules.monte_size else "")
        print(f"{profile:<24} {shape:>11} {rate:>9.0f} {statistics.median(solves):>9.3f}s "
              f"{_quantile(solves, 0.95):>7.2f}s {max(solves):>7.2f}s {statistics.median(decided):>10.3f}s "
              f"{_quantile(decided, 0.95):>6.2f}s {len(decided):>4}", flush=True)
    print()
    print(f"total {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
