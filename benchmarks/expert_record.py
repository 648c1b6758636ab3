"""What an expert's decisions cost, written down by the benchmarks of issue 24 (part 3):
``match_experts.py`` and ``bench_expert_decisions.py``.

:class:`Recorded` wraps an :class:`~calabresella.analysis.expert.ExpertPlayer` (or today's,
``baseline_expert.py``'s) and times each decision with a choice by kind, as
:mod:`calabresella.analysis.match` does — a card in trick play, a bid or pass, the seat's
whole exchange (one value a seat and deal: the plan is made at its first exchange
decision) — with the work behind it: the worlds solved for a card (the length of what the
player's ``layouts`` returned), the sampled deals of a bid's advice (its ``samples``) and
the worlds per exchange plan (today's expert: the plan's yes/no searches divided by its
candidate plans; the new one, which solves its worlds side by side: the worlds its
``solve_each`` returned). The wrapping is of the player instance and of its module's
``advise`` and ``solve_each`` names, by recording wrappers only: nothing in
``calabresella`` is changed.
"""

from __future__ import annotations

import functools
import statistics
import sys
import time
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from calabresella.engine.actions import Action, Bid, Discard, GiveBack, Pass, Play, Share
from calabresella.games.italian.phase import Phase
from calabresella.games.italian.view import SeatView


@dataclass
class Record:
    """Decision times by kind (seconds) and the work behind them."""

    card: list[float] = field(default_factory=list)
    bid: list[float] = field(default_factory=list)
    exchange: list[float] = field(default_factory=list)
    card_worlds: list[int] = field(default_factory=list)
    bid_deals: list[int] = field(default_factory=list)
    exchange_worlds: list[int] = field(default_factory=list)

    def add(self, other: Record) -> None:
        for name, values in vars(other).items():
            getattr(self, name).extend(values)


ADVISED: list[int] = []
"""The sampled deals of each advice an expert asked for in this process, in order."""


def _advise_recorded(advise: Any) -> Any:
    @functools.wraps(advise)
    def call(*args: Any, **kwargs: Any) -> Any:
        advice = advise(*args, **kwargs)
        ADVISED.append(advice.options[0].samples if advice.options else 0)
        return advice

    call.recorded = True  # type: ignore[attr-defined]
    return call


SOLVED: list[int] = []
"""How many worlds each call of an expert module's ``solve_each`` returned, in order."""


def _solve_each_recorded(solve_each: Any) -> Any:
    @functools.wraps(solve_each)
    def call(*args: Any, **kwargs: Any) -> Any:
        answers = solve_each(*args, **kwargs)
        SOLVED.append(len(answers))
        return answers

    call.recorded = True  # type: ignore[attr-defined]
    return call


def instrument(*modules: ModuleType) -> None:
    """Write down the advice each expert module's bids ask for (its ``advise`` name, wrapped
    once by a wrapper that only notes the advice's ``samples``), and the worlds of each of
    its ``solve_each`` calls where it has that name (the new expert)."""
    for module in modules:
        if not getattr(module.advise, "recorded", False):
            module.advise = _advise_recorded(module.advise)
        each = getattr(module, "solve_each", None)
        if each is not None and not getattr(each, "recorded", False):
            module.solve_each = _solve_each_recorded(each)  # type: ignore[attr-defined]


class Recorded:
    """``player``'s decisions timed by kind, with the work behind them (:class:`Record`).
    With a ``routing`` (``baseline_expert.Routing``, counting) each decision is checked to
    call into its own core only: ``side`` "new" or "baseline"."""

    def __init__(self, player: Any, side: str = "new", routing: Any = None) -> None:
        self.player = player
        self.side = side
        self.routing = routing
        self.record = Record()
        self.last_worlds: list[int] = []
        """The worlds of each ``layouts`` call in the last decision."""
        self._exchange_time = 0.0
        self._plans: list[int] = []
        self._reaches = 0
        layouts, plans = player.layouts, player.exchange_plans

        def counted_layouts(*args: Any, **kwargs: Any) -> Any:
            worlds = layouts(*args, **kwargs)
            self.last_worlds.append(len(worlds))
            return worlds

        def counted_plans(*args: Any, **kwargs: Any) -> Any:
            found = plans(*args, **kwargs)
            self._plans.append(len(found))
            return found

        player.layouts, player.exchange_plans = counted_layouts, counted_plans
        self._by_worlds = getattr(player, "_solver", None) is None and hasattr(
            sys.modules[type(player).__module__], "solve_each")
        solver = getattr(player, "_solver", None)
        if solver is not None:
            reach = solver.can_reach

            def counted_reach(*args: Any, **kwargs: Any) -> Any:
                self._reaches += 1
                return reach(*args, **kwargs)

            solver.can_reach = counted_reach

    def __repr__(self) -> str:
        return repr(self.player)

    def choose(self, view: SeatView) -> Action:
        before = self.routing.snapshot() if self.routing is not None else (0, 0)
        self.last_worlds = []
        self._plans.clear()
        self._reaches = 0
        advised = len(ADVISED)
        solved = len(SOLVED)
        start = time.perf_counter()
        action = self.player.choose(view)
        spent = time.perf_counter() - start
        if self.routing is not None:
            new, old = self.routing.new - before[0], self.routing.baseline - before[1]
            if (old if self.side == "new" else new):
                raise RuntimeError(f"{self.player!r} searched with the wrong core: {new} calls into the new core, "
                                   f"{old} into the baseline core ({view.phase.name})")
        self.last_time = spent
        if len(view.legal_actions) > 1:
            if isinstance(action, Play):
                self.record.card.append(spent)
                self.record.card_worlds.extend(self.last_worlds)
            elif isinstance(action, (Pass, Bid)):
                self.record.bid.append(spent)
                self.record.bid_deals.extend(ADVISED[advised:])
            elif isinstance(action, (GiveBack, Discard, Share)):
                self._exchange_time += spent
                if self._by_worlds:  # one solve_each a plan making: its worlds
                    self.record.exchange_worlds.extend(SOLVED[solved:][:len(self._plans)])
                else:
                    for plans in self._plans:
                        self.record.exchange_worlds.append(self._reaches // plans)
        if view.phase is Phase.PLAY:
            self.flush()
        return action

    def flush(self) -> None:
        """Write down the seat's whole exchange, once (at its first card, or at the deal's end)."""
        if self._exchange_time:
            self.record.exchange.append(self._exchange_time)
            self._exchange_time = 0.0


def percentile(values: list[float], share: float) -> float:
    """The ``share`` percentile as :mod:`calabresella.analysis.match` takes it (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def spread(values: list[float], unit: str = "decisions") -> str:
    """Count, median, p95 and max of times in seconds, in ms."""
    if not values:
        return "none"
    return (f"{len(values):5d} {unit}, median {1000 * statistics.median(values):6.0f} ms, "
            f"p95 {1000 * percentile(values, 0.95):6.0f} ms, max {1000 * max(values):6.0f} ms")


def counts(values: list[int]) -> str:
    """Mean, min, median and max of counts."""
    if not values:
        return "none"
    return (f"mean {statistics.fmean(values):.2f} (min {min(values)}, median {statistics.median(values):g}, "
            f"max {max(values)}; {len(values)} decisions)")


def warm_up(*solvers: Any) -> float:
    """Load each solver's compiled core (Numba's cache, or its compilation) before anything is
    timed: a whole search and a null-window search on a position late in deal 0. Returns the
    seconds it took."""
    from calabresella.games.italian.deal import Deal
    from calabresella.games.italian.players import HeuristicPlayer

    start = time.perf_counter()
    deal = Deal.new(seed=0, dealer=0)
    helper = HeuristicPlayer(0)
    while deal.phase is not Phase.PLAY or len(deal.tricks) < 10:
        assert deal.to_move is not None
        deal = deal.apply(helper.choose(deal.view(deal.to_move)))
    for solver in solvers:
        solver.card_values(deal)  # MTD(f)
        solver.can_reach(deal, deal.rules.win_thirds)  # one null-window search
    return time.perf_counter() - start
