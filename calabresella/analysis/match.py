"""Duplicate matches: how much better one kind of player does than another (issue 12).

Luck of the cards is the loudest noise in a card game. A *duplicate* match removes it:
every deal is played once with the challenger in a seat and once with the baseline in
that same seat — the same cards, the same players in the other two seats — for each of
the three seats. The difference of that seat's stake (R28) between the two plays is
what the challenger gained; the mean over seats and deals, with a 95 % confidence
interval, says how much better it plays.

Each seat's player is seeded from the deal and the seat, so the challenger's stand-in
and the baseline it replaces make the same choices wherever they decide alike. With
``card_play_only`` the expert bids and exchanges as the heuristic player does, so a
match against the heuristic measures its card play alone. The challenger's decisions are
timed by kind: cards, bids, the exchange.

>>> result = match(("heuristic", "random"), deals=6, seed=1, progress=False)
>>> result.deals, len(result.gains)
(6, 6)
>>> result.low <= result.mean <= result.high
True
"""

from __future__ import annotations

import functools
import math
import statistics
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any

from tqdm.auto import tqdm

from calabresella.analysis.advisor import Z95
from calabresella.analysis.expert import ExpertPlayer, check_time_budget
from calabresella.analysis.streaming import bounded
from calabresella.engine.actions import Action, Bid, Discard, GiveBack, Pass, Play, Share
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError, check_bool, check_int
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.players import HeuristicPlayer, Player, RandomPlayer, play_deal
from calabresella.games.italian.view import SeatView
from calabresella.words import N_, many, msg
from calabresella.words.message import Message

__all__ = ["KINDS", "DealDuel", "MatchResult", "duel", "match"]

KINDS = ("expert", "heuristic", "random")
"""The kinds of player a match can set against each other."""



@dataclass(frozen=True)
class _Settings:
    challenger: str
    baseline: str
    samples: int
    time_budget: float
    card_play_only: bool = False


class _Timed:
    """A player whose decisions with a choice are timed, by kind: its cards in trick play,
    its bids and passes, and its exchange (the expert's speed is part of a match)."""

    def __init__(self, player: Player) -> None:
        self.player = player
        self.times: dict[str, list[float]] = {kind: [] for kind in DECISIONS}

    def choose(self, view: SeatView) -> Action:
        start = time.perf_counter()
        action = self.player.choose(view)
        if len(view.legal_actions) > 1:
            kind = "card" if isinstance(action, Play) else "bid" if isinstance(action, (Pass, Bid)) else "exchange"
            if kind != "exchange" or isinstance(action, (GiveBack, Discard, Share)):
                self.times[kind].append(time.perf_counter() - start)
        return action


DECISIONS = ("card", "bid", "exchange")
"""The kinds of decision a match times: a card in trick play (R20); a bid or pass (R9);
the card given back, a discard or the scegliete share (R13, R14, R17, R18)."""


def _player(kind: str, seed: int, settings: _Settings) -> Player:
    if kind == "expert":
        return ExpertPlayer(seed, samples=settings.samples, time_budget=settings.time_budget,
                            bid_samples=0 if settings.card_play_only else 8,
                            exchange=not settings.card_play_only)
    if kind == "heuristic":
        return HeuristicPlayer(seed)
    return RandomPlayer(seed)


def _stakes(deal: Deal) -> tuple[int, int, int]:
    return (0, 0, 0) if deal.result is None else deal.result.transfers


@dataclass(frozen=True)
class DealDuel:
    """One deal of a match: each seat's stake with the baseline all round, and with the
    challenger in that seat; ``times`` are the challenger's card decisions in seconds,
    ``bid_times`` its bids and passes, ``exchange_times`` its whole exchange in each deal
    where it had one (the expert plans it at its first exchange decision)."""

    seed: int
    dealer: int
    baseline: tuple[int, int, int]
    challenger: tuple[int, int, int]
    times: tuple[float, ...]
    bid_times: tuple[float, ...] = ()
    exchange_times: tuple[float, ...] = ()

    @property
    def gain(self) -> float:
        """What the challenger gained over the baseline, per seat, averaged over the seats."""
        return sum(c - b for c, b in zip(self.challenger, self.baseline, strict=True)) / 3


def duel(seed: int, challenger: str = "expert", baseline: str = "heuristic", samples: int = 8,
         time_budget: float = 2.0, card_play_only: bool = False) -> DealDuel:
    """Play deal ``seed`` (dealer ``seed % 3``) four times: the baseline in every seat, then
    the challenger in each seat in turn with the baseline in the other two (a top-level
    function, so that executors can run it). With ``card_play_only`` the expert bids and
    exchanges as the heuristic player does, so only its card play differs."""
    settings = _Settings(challenger, baseline, samples, time_budget, card_play_only)
    deal = Deal.new(seed=seed, dealer=seed % 3)
    base = _stakes(play_deal(deal, [_player(baseline, 3 * seed + s, settings) for s in range(3)]))
    gains = []
    times: dict[str, list[float]] = {kind: [] for kind in DECISIONS}
    for seat in range(3):
        players: list[Player] = [_player(baseline, 3 * seed + s, settings) for s in range(3)]
        timed = _Timed(_player(challenger, 3 * seed + seat, settings))
        players[seat] = timed
        gains.append(_stakes(play_deal(deal, players))[seat])
        times["card"].extend(timed.times["card"])
        times["bid"].extend(timed.times["bid"])
        if timed.times["exchange"]:  # one value a deal: the seat's whole exchange, planned at once
            times["exchange"].append(sum(timed.times["exchange"]))
    return DealDuel(seed, seed % 3, base, (gains[0], gains[1], gains[2]), tuple(times["card"]),
                    tuple(times["bid"]), tuple(times["exchange"]))


@dataclass(frozen=True)
class MatchResult:
    """A duplicate match's outcome: the mean gain per deal of the challenger over the
    baseline (stake units per seat, R26–R28) with its 95 % confidence interval."""

    challenger: str
    baseline: str
    deals: int
    gains: tuple[float, ...]
    mean: float
    low: float
    high: float
    decision_median: float
    decision_p95: float
    seconds: float
    bid_median: float = math.nan
    bid_p95: float = math.nan
    exchange_median: float = math.nan
    exchange_p95: float = math.nan

    def summary(self) -> str:
        """The result in one sentence (and how long the challenger's decisions took)."""
        verdict = _VERDICTS[0 if self.low > 0 else 1 if self.high < 0 else 2]
        said = [many("Over {count} deal, {challenger} against {baseline} gains {mean:+.3f} stake units per seat and "
                     "deal (95% interval {low:+.3f} to {high:+.3f}): {verdict}.", "Over {count} deals, {challenger} "
                     "against {baseline} gains {mean:+.3f} stake units per seat and deal (95% interval {low:+.3f} to "
                     "{high:+.3f}): {verdict}.", self.deals, challenger=self.challenger, baseline=self.baseline,
                     mean=self.mean, low=self.low, high=self.high, verdict=Message(verdict))]
        kinds = ((_TIMINGS[0], self.decision_median, self.decision_p95), (_TIMINGS[1], self.bid_median, self.bid_p95),
                 (_TIMINGS[2], self.exchange_median, self.exchange_p95))
        for timing, median, p95 in kinds:
            if median == median:  # not NaN: the challenger made such decisions
                said.append(Message(timing, {"median": 1000 * median, "p95": 1000 * p95}))
        return " ".join(m.render() for m in said)


_VERDICTS = (N_("better"), N_("worse"), N_("not measurably different"))
"""What a match's interval says of the challenger: above 0, below 0, or across it."""

_TIMINGS = (
    N_("Its card decisions took {median:.0f} ms at the median, {p95:.0f} ms at the 95th percentile."),
    N_("Its bid decisions took {median:.0f} ms at the median, {p95:.0f} ms at the 95th percentile."),
    N_("Its exchange decisions took {median:.0f} ms at the median, {p95:.0f} ms at the 95th percentile."),
)
"""How long the challenger's decisions of each kind took (msgids of the catalogue)."""


def _check_kinds(players: object) -> tuple[str, str]:
    if isinstance(players, str):
        players = tuple(p.strip() for p in players.split(","))
    if not isinstance(players, (tuple, list)) or len(players) != 2:
        raise ArgumentTypeError(msg(
            "players must be two kinds, the challenger and the baseline, such as ('expert', 'heuristic'), "
            "got {players!r}", players=players))
    for kind in players:
        if kind not in KINDS:
            raise ArgumentValueError(msg("a player is one of {kinds}, got {kind!r}", kinds=", ".join(KINDS), kind=kind))
    return str(players[0]), str(players[1])


def _duels(seeds: range, executor: Executor | None, settings: _Settings) -> Iterator[DealDuel]:
    """Every deal's duel, as each finishes: a few deals per worker in flight at a time
    (:func:`calabresella.analysis.streaming.bounded`), so memory stays flat however many."""
    play = functools.partial(_duel_of, settings=settings)
    for _, one in bounded(seeds, executor, play):
        yield one


def _duel_of(seed: int, settings: _Settings) -> DealDuel:
    """:func:`duel` of ``seed`` with the match's ``settings`` (a top-level function, for executors)."""
    return duel(seed, settings.challenger, settings.baseline, settings.samples, settings.time_budget,
                settings.card_play_only)


def match(
    players: Sequence[str] | str = ("expert", "heuristic"),
    deals: int = 100,
    seed: int = 0,
    executor: Executor | None = None,
    progress: bool = True,
    samples: int = 8,
    time_budget: float = 2.0,
    card_play_only: bool = False,
) -> MatchResult:
    """A duplicate match of ``deals`` deals (seeds ``seed`` … ``seed + deals - 1``) of the
    challenger against the baseline (``players``: two of :data:`KINDS`). ``executor`` (a
    ``ProcessPoolExecutor``, or a dask client's ``get_executor()``) plays deals in parallel;
    the result is the same either way. ``samples`` and ``time_budget`` are the expert's;
    ``card_play_only`` keeps its bidding and exchange the heuristic player's."""
    challenger, baseline = _check_kinds(players)
    deals = check_int(deals, "deals", 2, 10**7)
    seed = check_int(seed, "seed", 0, 2**31 - 1)
    progress = check_bool(progress, "progress")
    samples = check_int(samples, "samples", 1, 1000)
    time_budget = check_time_budget(time_budget)
    if executor is not None and not isinstance(executor, Executor):
        raise ArgumentTypeError(msg(
            "executor must be None or a concurrent.futures.Executor such as ProcessPoolExecutor(), got {executor!r}",
            executor=executor))
    settings = _Settings(challenger, baseline, samples, time_budget,
                         check_bool(card_play_only, "card_play_only"))
    start = time.perf_counter()
    results: list[DealDuel] = []
    total = 0.0
    bar: Any = tqdm(total=deals, unit="deal", desc=str(msg("{challenger} v {baseline}", challenger=challenger, baseline=baseline)), disable=not progress)
    with bar:
        for one in _duels(range(seed, seed + deals), executor, settings):
            results.append(one)
            total += one.gain
            bar.set_postfix_str(str(msg("mean {mean:+.3f}", mean=total / len(results))), refresh=False)
            bar.update(1)
    results.sort(key=lambda d: d.seed)  # as they finished; the result is in the order of the deals
    gains = tuple(d.gain for d in results)
    mean = statistics.fmean(gains)
    half = Z95 * statistics.stdev(gains) / math.sqrt(len(gains))
    cards = _median_p95([t for d in results for t in d.times])
    bids = _median_p95([t for d in results for t in d.bid_times])
    exchanges = _median_p95([t for d in results for t in d.exchange_times])
    return MatchResult(challenger, baseline, len(results), gains, mean, mean - half, mean + half, *cards,
                       time.perf_counter() - start, *bids, *exchanges)


def _median_p95(times: list[float]) -> tuple[float, float]:
    """The median and 95th percentile of ``times``; NaN for none."""
    if not times:
        return math.nan, math.nan
    times = sorted(times)
    return statistics.median(times), times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
