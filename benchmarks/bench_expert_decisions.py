"""How long the expert's decisions and the play page's analysis take (issue 12; issue 24, part 3).

Issue 24's targets, on this machine: the expert's decisions p95 ≤ 0.5 s (cards, bids and
the exchange), with at least as many sampled worlds as today (12 a card, 8 sampled deals a
bid); *Review this deal* ≤ 2 s for a typical deal, with the exchange comparison; *Advice*
≤ 1 s. Timed, for deals ``--seed`` … ``--seed + --deals - 1`` (dealer ``seed % 3``):

- **bids**: the first speaker's bid decision, :class:`~calabresella.analysis.expert.ExpertPlayer`
  with its default settings (``ExpertPlayer(seed)``: it asks the advisor, within its share
  of the time budget), with the sampled deals behind it;
- **whole exchanges**: with the auction and call as the heuristic player makes them, each
  expert seat's whole exchange (``ExpertPlayer(3 * seed + seat)``: the plan is made at its
  first exchange decision, then followed), with the worlds per candidate plan;
- **cards**: the opening lead and every card of trick ``--mid-trick`` (mid-deal), each by the
  expert of the seat to move (the same player as its exchange: its solver's table kept, as
  in a match), the other cards by the heuristic player; a decision with one legal card is
  not timed (as ``match`` times them); with the worlds solved for each (what the expert's
  ``layouts`` returned);
- ***Review this deal***, on the first ``--review-deals`` deals from ``--seed`` that the
  heuristic players play to a score: what the play page's button does
  (``ReviewPanel.on_review``): ``AnalysisBoard(deal, names=…, style="italian",
  analyse_now=False, exchange_candidates=PAGE_EXCHANGE_CANDIDATES, learner=0)`` then
  ``board.run_analysis()``: timed whole, and the review inside it
  (:func:`~calabresella.analysis.review.analyse`, the exchange compared with
  ``PAGE_EXCHANGE_CANDIDATES`` other sets of discards);
- ***Advice***, for the first speaker of the first ``--advice-deals`` deals: what the page's
  button does (``AdvicePanel.on_advice``): ``advise(hand, seat=…, auction=…, rules=…,
  samples=ADVICE_SAMPLES, seed=seed)`` and its picture, ``advice_svg(advice)``.

With ``--expert today`` the same is timed for today's expert (``benchmarks/baseline_expert.py``:
commit 38d442a's expert, advisor and solver, with that commit's core), and the review and
the advice with today's solver (the current review and advisor code, their ``Solver`` names
pointed at the baseline solver for the run; the calls into each core are counted to check
that none reaches the new one)::

    .venv/bin/python benchmarks/bench_expert_decisions.py --deals 40 --review-deals 10 --advice-deals 10
    .venv/bin/python benchmarks/bench_expert_decisions.py --expert today --deals 40   # before, for comparison
    .venv/bin/python benchmarks/bench_expert_decisions.py --deals 0 --review-deals 10  # the review only
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from expert_record import Record, Recorded, counts, instrument, percentile, spread, warm_up  # noqa: E402
from tqdm.auto import tqdm  # noqa: E402

import calabresella.analysis.advisor as advisor  # noqa: E402
import calabresella.analysis.exchange_review as exchange_review  # noqa: E402
import calabresella.analysis.expert as expert  # noqa: E402
import calabresella.analysis.review as review  # noqa: E402
import calabresella.analysis.solver as solver  # noqa: E402
import calabresella.analysis.worlds as side_by_side  # noqa: E402
import calabresella.show.analysis_board as analysis_board  # noqa: E402
from calabresella.engine.actions import Play  # noqa: E402
from calabresella.games.italian.deal import Deal  # noqa: E402
from calabresella.games.italian.phase import Phase  # noqa: E402
from calabresella.games.italian.players import HeuristicPlayer, play_deal  # noqa: E402
from calabresella.show.advice import advice_svg  # noqa: E402
from calabresella.show.narrate import NAMES  # noqa: E402
from calabresella.show.play.expert import ADVICE_SAMPLES  # noqa: E402

DECISION_TARGET = 0.5
"""Issue 24: the expert's decisions (cards, bids, the exchange) take at most this at the p95."""
REVIEW_TARGET = 2.0
"""Issue 24: *Review this deal* takes at most this for a typical deal (judged at the median)."""
ADVICE_TARGET = 1.0
"""Issue 24: *Advice* takes at most this (judged at the p95)."""
TODAY_WORLDS = 12
"""Today's expert's worlds a card decision (issue 24: at least as many)."""


def _verdict(value: float, target: float) -> str:
    return f"{'meets' if value <= target else 'MISSES'} the target ≤ {target:g} s"


def _first_speakers(first: int, count: int, desc: str) -> Iterator[tuple[int, Deal, int]]:
    """Deals ``first`` … ``first + count - 1`` (dealer ``seed % 3``) with the seat to speak
    first, under a progress bar."""
    for seed in tqdm(range(first, first + count), unit="deal", desc=desc):
        deal = Deal.new(seed=seed, dealer=seed % 3)
        assert deal.to_move is not None
        yield seed, deal, deal.to_move


def _decisions(args: argparse.Namespace, make: Callable[[int], Any], routing: Any, side: str) -> dict[str, Any]:
    """Bids, whole exchanges and card decisions (opening lead, mid-deal) of ``args.deals`` deals."""
    bids, seats = Record(), Record()
    leads: list[float] = []
    middles: list[float] = []
    lead_worlds: list[int] = []
    middle_worlds: list[int] = []
    for seed, deal, seat in _first_speakers(args.seed, args.deals, "decisions"):
        bidder = Recorded(make(seed), side, routing)
        bidder.choose(deal.view(seat))
        bids.add(bidder.record)
        heuristic = HeuristicPlayer(seed)
        experts = [Recorded(make(3 * seed + s), side, routing) for s in range(3)]
        while deal.phase not in (Phase.PLAY, Phase.ABANDONED):
            to_move = deal.to_move
            assert to_move is not None
            player = experts[to_move] if deal.phase in expert.EXCHANGE_PHASES else heuristic
            deal = deal.apply(player.choose(deal.view(to_move)))
        for one in experts:
            one.flush()
        while deal.phase is Phase.PLAY and len(deal.tricks) < args.mid_trick:
            to_move = deal.to_move
            assert to_move is not None
            view = deal.view(to_move)
            opening = not deal.tricks and (deal.current is None or not deal.current.cards)
            if (opening or len(deal.tricks) == args.mid_trick - 1) and len(view.legal_actions) > 1:
                one = experts[to_move]
                action = one.choose(view)
                (leads if opening else middles).append(one.last_time)
                (lead_worlds if opening else middle_worlds).extend(one.last_worlds)
            else:
                action = heuristic.choose(view)
            deal = deal.apply(action)
        for one in experts:
            seats.add(one.record)
    return {"bids": bids, "exchanges": seats, "leads": leads, "middles": middles, "lead_worlds": lead_worlds,
            "middle_worlds": middle_worlds}


def _reviewed_deals(first: int, count: int) -> Iterator[Deal]:
    """The first ``count`` deals from seed ``first`` that the heuristic players play to a score."""
    seed = first
    found = 0
    while found < count:
        deal = play_deal(Deal.new(seed=seed, dealer=seed % 3), [HeuristicPlayer(3 * seed + s) for s in range(3)])
        seed += 1
        if deal.result is not None and any(isinstance(a, Play) for _, a in deal.history):
            found += 1
            yield deal


def _reviews(args: argparse.Namespace) -> tuple[list[float], list[float], list[str]]:
    """The page's *Review this deal*: the whole button (board and review), and the review in it."""
    inner: list[float] = []
    analyse = analysis_board.analyse

    def timed_analyse(*a: Any, **k: Any) -> Any:
        start = time.perf_counter()
        try:
            return analyse(*a, **k)
        finally:
            inner.append(time.perf_counter() - start)

    deals = list(_reviewed_deals(args.seed, args.review_deals))
    analysis_board.AnalysisBoard(deals[0], analyse_now=False).close()  # the widgets' first build, not timed
    whole: list[float] = []
    notes: list[str] = []
    analysis_board.analyse = timed_analyse
    try:
        for deal in tqdm(deals, unit="deal", desc="review"):
            start = time.perf_counter()
            board = analysis_board.AnalysisBoard(
                deal, names=NAMES, style="italian", analyse_now=False,
                exchange_candidates=analysis_board.PAGE_EXCHANGE_CANDIDATES, learner=0)
            board.run_analysis()
            whole.append(time.perf_counter() - start)
            if board.review is None:
                raise RuntimeError(f"the review of deal {deal.seed} did not finish")
            exchange = board.review.exchange
            notes.append(f"seed {deal.seed}: {deal.bid.name if deal.bid else '?'}, exchange "
                         f"{'compared' if exchange is not None else 'none'}, {1000 * whole[-1]:.0f} ms")
            board.close()
    finally:
        analysis_board.analyse = analyse
    return whole, inner, notes


def _advice(args: argparse.Namespace) -> tuple[list[float], list[float]]:
    """The page's *Advice*: the advisor's numbers for the first speaker, and their picture."""
    whole: list[float] = []
    advised: list[float] = []
    for seed, deal, seat in _first_speakers(args.seed, args.advice_deals, "advice"):
        view = deal.view(seat)
        start = time.perf_counter()
        advice = advisor.advise(view.hand, seat=view.seat, auction=[a for _, a in view.auction], rules=view.rules,
                                samples=ADVICE_SAMPLES, seed=seed)
        advised.append(time.perf_counter() - start)
        str(advice_svg(advice))
        whole.append(time.perf_counter() - start)
    return whole, advised


@contextlib.contextmanager
def _today_solver() -> Iterator[Any]:
    """The review's and the advisor's ``Solver`` names pointed at today's solver (the
    advisor's sampled deals, which it now solves through ``worlds.solve_each``, one at a
    time with one solver of today's), with the calls into each core counted (none may
    reach the new one)."""
    import baseline_expert

    today = baseline_expert.BaselineSolver()
    names = [(advisor, "Solver"), (review, "Solver"), (exchange_review, "Solver"), (side_by_side, "WORKERS"),
             (side_by_side, "thread_solver")]
    saved = [getattr(module, name) for module, name in names]
    routing = baseline_expert.Routing()
    for module, name in names[:3]:
        setattr(module, name, baseline_expert.BaselineSolver)
    side_by_side.WORKERS = 1
    side_by_side.thread_solver = lambda: today
    try:
        with routing.counting():
            yield routing
    finally:
        for (module, name), value in zip(names, saved, strict=True):
            setattr(module, name, value)
    if routing.new:
        raise RuntimeError(f"today's review or advice called the new core {routing.new} times "
                           f"({sorted(routing.new_names)})")
    print(f"(today's run: {routing.baseline} calls into the baseline core, none into the new one)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40, help="deals for the bids, exchanges and cards")
    parser.add_argument("--review-deals", type=int, default=5, help="deals reviewed (Review this deal)")
    parser.add_argument("--advice-deals", type=int, default=10, help="hands advised (Advice)")
    parser.add_argument("--seed", type=int, default=0, help="the first deal's seed")
    parser.add_argument("--mid-trick", type=int, default=5, help="the trick (1-12) timed mid-deal")
    parser.add_argument("--expert", choices=("new", "today"), default="new",
                        help="the expert (and solver) timed: the current code (default) or today's")
    parser.add_argument("--workers", type=int, default=None,
                        help="worlds the new expert and advisor solve at once (default: one a core, "
                             f"{side_by_side.WORKERS} here; 1: one at a time, as before)")
    args = parser.parse_args(argv)
    if args.workers is not None:
        if args.workers < 1:
            parser.error("--workers is at least 1")
        side_by_side.WORKERS = args.workers
    if not 2 <= args.mid_trick <= 12:
        parser.error("--mid-trick is a trick from 2 to 12")
    today = args.expert == "today"
    context: Any = contextlib.nullcontext()
    if today:
        import baseline_expert

        def make(seed: int) -> Any:
            return baseline_expert.today_expert(seed)

        instrument(baseline_expert.expert_module)
        warmed = warm_up(baseline_expert.BaselineSolver())
        context = _today_solver()
        side = "baseline"
    else:
        make = expert.ExpertPlayer
        instrument(expert)
        warmed = warm_up(solver.Solver())
        side = "new"
    print(f"worlds solved at once: {1 if today else side_by_side.WORKERS}")
    print(f"expert: {make(0)!r} ({'core of 38d442a' if today else 'new core'}); "
          f"cores loaded in {warmed:.1f} s before timing")
    with context as routing:
        found = _decisions(args, make, routing, side) if args.deals else None
        reviews = _reviews(args) if args.review_deals else None
        advice = _advice(args) if args.advice_deals else None
    if found is not None:
        bids, exchanges = found["bids"], found["exchanges"]
        cards = found["leads"] + found["middles"]
        print(f"cards (all timed):  {spread(cards)}")
        print(f"  opening leads:    {spread(found['leads'])}")
        print(f"  trick {args.mid_trick:2d} cards:   {spread(found['middles'])}")
        print(f"bids:               {spread(bids.bid)}")
        print(f"whole exchanges:    {spread(exchanges.exchange, 'exchanges')}")
        print(f"worlds per card decision: {counts(found['lead_worlds'] + found['middle_worlds'])}")
        print(f"  at the opening lead:    {counts(found['lead_worlds'])}")
        print(f"  at trick {args.mid_trick:2d}:            {counts(found['middle_worlds'])}")
        print(f"sampled deals per bid:    {counts(bids.bid_deals)}")
        print(f"worlds per exchange plan: {counts(exchanges.exchange_worlds)}")
        for name, times in (("cards", cards), ("bids", bids.bid), ("whole exchanges", exchanges.exchange)):
            if times:
                p95 = percentile(times, 0.95)
                print(f"target: {name} p95 {p95:.3f} s: {_verdict(p95, DECISION_TARGET)}")
        worlds = found["lead_worlds"] + found["middle_worlds"]
        if worlds:
            mean = statistics.fmean(worlds)
            reached = sum(w >= TODAY_WORLDS for w in worlds)
            print(f"target: worlds per card decision {mean:.2f} on average; at least today's {TODAY_WORLDS} in "
                  f"{reached} of {len(worlds)} decisions: "
                  f"{'meets it' if reached == len(worlds) else f'MISSES it in {len(worlds) - reached}'} (today's "
                  f"expert itself solves fewer where its budget runs out: compare with --expert today)")
    if reviews is not None:
        whole, inner, notes = reviews
        print(f"Review this deal (board + review, exchange vs {analysis_board.PAGE_EXCHANGE_CANDIDATES} other sets): "
              f"{spread(whole, 'deals')}")
        print(f"  the review itself (analyse):    {spread(inner, 'deals')}")
        for note in notes:
            print(f"  {note}")
        print(f"target: Review median {statistics.median(whole):.3f} s: "
              f"{_verdict(statistics.median(whole), REVIEW_TARGET)} (p95 {percentile(whole, 0.95):.3f} s)")
    if advice is not None:
        whole, advised = advice
        print(f"Advice ({ADVICE_SAMPLES} sampled deals, with its picture): {spread(whole, 'hands')}")
        print(f"  the advisor itself (advise):      {spread(advised, 'hands')}")
        print(f"target: Advice p95 {percentile(whole, 0.95):.3f} s: {_verdict(percentile(whole, 0.95), ADVICE_TARGET)} "
              f"(median {statistics.median(whole):.3f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
