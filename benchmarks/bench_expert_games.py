"""How much the expert's card play gains in the American account and Tressette (issue 12).

A duplicate comparison, as ``python -m calabresella match`` makes for Calabresella: every
deal is played once with the heuristic player in every seat, then once for each seat
with the expert (:class:`calabresella.analysis.expert_games.GameExpert`, card play only;
its say, ask, exchange, discards and declarations are the heuristic player's) in that
seat and the heuristic players in the others, over the same cards. The gain of a seat is
what it won with the expert minus what it won with the heuristic player:

- the American account (V4): the seat's stake units (``result.transfers``);
- Tressette for four and in due (V5): the whole card points of the seat's side
  (``result.side_card_points``; declarations, the same in both plays, are left out).

Prints the mean gain per seat and deal with a 95 % interval, for each game::

    .venv/bin/python benchmarks/bench_expert_games.py --deals 20 --samples 6
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from calabresella.analysis.advisor import Z95  # noqa: E402
from calabresella.analysis.expert_games import GameExpert  # noqa: E402
from calabresella.games.american import AmericanDeal  # noqa: E402
from calabresella.games.american.players import AmericanHeuristicPlayer  # noqa: E402
from calabresella.games.tressette import TRESSETTE_FOR_FOUR, TRESSETTE_IN_DUE, TressetteDeal  # noqa: E402
from calabresella.games.tressette.players import TressetteHeuristicPlayer, play_game  # noqa: E402


def _outcome(deal, seat: int) -> int:
    result = deal.result
    if result is None:  # an American deal where all passed
        return 0
    if isinstance(deal, AmericanDeal):
        return result.transfers[seat]
    return result.side_card_points[seat % 2]


TIMES: list[float] = []
"""The expert's card decisions with a choice, in seconds."""


class _Timed(GameExpert):
    def choose(self, view):  # type: ignore[no-untyped-def]
        start = time.perf_counter()
        action = super().choose(view)
        if len({getattr(a, "card", None) for a in view.legal_actions}) > 1 and hasattr(action, "card"):
            TIMES.append(time.perf_counter() - start)
        return action


def gains(game: str, seed: int, samples: int, budget: float) -> list[int]:
    """Each seat's gain with the expert there, on deal ``seed`` of ``game``."""
    if game == "american":
        deal = AmericanDeal.new(seed=seed, dealer=seed % 3)
        heuristic, seats = AmericanHeuristicPlayer, 3
    else:
        rules = TRESSETTE_FOR_FOUR if game == "tressette" else TRESSETTE_IN_DUE
        deal = TressetteDeal.new(seed=seed, dealer=seed % rules.players, rules=rules)
        heuristic, seats = TressetteHeuristicPlayer, rules.players
    base = play_game(deal, [heuristic(10 * seed + s) for s in range(seats)])
    found = []
    for seat in range(seats):
        players = [heuristic(10 * seed + s) for s in range(seats)]
        players[seat] = _Timed(10 * seed + seat, samples=samples, time_budget=budget)
        found.append(_outcome(play_game(deal, players), seat) - _outcome(base, seat))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--samples", type=int, default=6)
    parser.add_argument("--time-budget", type=float, default=2.0)
    parser.add_argument("--games", default="american,tressette",
                        help="also tressette-in-due: slow, a decision while the stock lasts can take a minute")
    args = parser.parse_args(argv)
    for game in args.games.split(","):
        start = time.perf_counter()
        TIMES.clear()
        per_deal = [statistics.fmean(gains(game, seed, args.samples, args.time_budget)) for seed in range(args.deals)]
        mean = statistics.fmean(per_deal)
        half = Z95 * statistics.stdev(per_deal) / math.sqrt(len(per_deal))
        unit = "stake units" if game == "american" else "card points of its side"
        print(f"{game}: over {args.deals} deals the expert gains {mean:+.2f} {unit} per seat and deal "
              f"(95% interval {mean - half:+.2f} to {mean + half:+.2f}), {time.perf_counter() - start:.0f} s; "
              f"its card decisions took {1000 * statistics.median(TIMES):.0f} ms at the median, "
              f"{1000 * sorted(TIMES)[round(0.95 * (len(TIMES) - 1))]:.0f} ms at the 95th percentile")
    return 0


if __name__ == "__main__":
    sys.exit(main())
