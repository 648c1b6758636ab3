"""Solver speed (issue 24, "the solver ten times faster"): the solver of this working tree
(``calabresella.analysis.solver``, "new") side by side with today's (the compiled core at
commit 38d442a, read from git history by ``benchmarks/baseline_solver.py``), in one process,
on the same seeded whole deals from the opening lead.

Five sets of deals, each dealt from its seed (0, 1, 2, …), the dealer the seed modulo the seats:

- chiamo after exchange (``--deals``, 200): bid, called and exchanged by the heuristic
  players (seeds where all pass are skipped); mostly Chiamo, the easiest deals; 12 tricks;
- solissimo as dealt (``--solissimo``, 200): the first to speak bids Solissimo, plain (no
  enhancement), the others pass: the hands and the monte as dealt, no exchange; 12 tricks;
- american (``--american``, 50): the American account (V4), said, asked, exchanged and
  discarded by its heuristic players (seeds where all pass are skipped);
- tressette four (``--tressette``, 50): Tressette for four (V5), 10 tricks; declarations
  are not counted by the solver and are skipped;
- tressette in due (``--due-deals``, 3): Tressette in due, whole deals with the stock's
  draws (20 cards, known to the solver in their order). Today's solver takes a minute or
  two a deal, so it is timed on the first ``--baseline-due`` of them only: 0 by default, not
  timed (the output says so), and the target is then the new solver's alone.

On each deal, one call after the other: the new ``solve(deal)``, today's, and for the
two Italian sets the new ``can_reach(deal, 18)`` and today's. Every call starts with its
table emptied (as the module's functions do). Today's calls include the reading of the
deal (``solver._read``), as today's functions did. Values are in the game's units (the
soloist's thirds; the American single player's points; the whole card points of the
Tressette side to move): today's final thirds are read by the same ``game.value`` and
must equal the new solver's value on every deal where both run, and the can_reach answers
too; a difference is printed (DIFFERENT) and the run ends with exit status 1.

Printed: one table, for each set and function a row for the new solver and one for
today's: n; cold, the first call of the set (the first set's first call is the first in
this process): marked C when Numba compiled in it, L when it loaded Numba's cache, and
that deal is then timed again for the warm figures; unmarked when nothing was compiled
nor loaded (then it counts as warm too); the median, p95 and max over the deals (warm), in
milliseconds; and on today's row the ratios today / new (above 1: the new is faster): the
median of the per-deal ratios and the ratio of the totals. Then the targets, PASS or
MISS. ``--json PATH`` also writes every deal's times and values. A progress bar runs
meanwhile (on stderr); the whole run takes minutes::

    .venv/bin/python benchmarks/bench_solver.py [--deals 200] [--solissimo 200] [--american 50]
        [--tressette 50] [--due-deals 3] [--baseline-due 0] [--json PATH]
    .venv/bin/python benchmarks/bench_solver.py --deals 5 --solissimo 5 --american 3 --tressette 3 --due-deals 1
    .venv/bin/python benchmarks/bench_solver.py --verify 500

``--verify N`` instead checks the solver against a plain alpha-beta (the same compiled loop
with no transposition table, no merging of equal cards, no move ordering, no bounds nor
quick tricks, on the full window) on ``N`` positions with ``--baseline-tricks`` tricks left
(6 by default; issue 11 asks for 500), from chiamo deals played on by the heuristic
players, and counts the disagreements (exit status 1 if any).

Targets (issue 24): chiamo after exchange, ``solve`` median <= 10 ms, p95 <= 100 ms, no
deal over 1 s, and ``can_reach(..., 18)`` median <= 1 ms, over at least 200 deals;
solissimo as dealt, ``solve`` median <= 30 ms; the American account and Tressette for four
at least as fast as today (the median of the per-deal ratios and the ratio of the totals
both >= 1); Tressette in due, ``solve`` median <= 1 s. The issue's title, ten times faster,
is printed too: the median per-deal ratio on the chiamo set >= 10.
"""

from __future__ import annotations

import time

_START = time.perf_counter()

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import platform  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
from collections.abc import Callable  # noqa: E402
from dataclasses import dataclass, field  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numba  # noqa: E402
import numpy as np  # noqa: E402
from numba.core.dispatcher import Dispatcher  # noqa: E402
from tqdm.auto import tqdm  # noqa: E402

from calabresella.analysis import _solver_core as core  # noqa: E402
from calabresella.analysis import solver  # noqa: E402
from calabresella.engine.actions import Bid, Enhance, Enhancement, Pass  # noqa: E402
from calabresella.games.american import AmericanDeal, AmericanPhase  # noqa: E402
from calabresella.games.american.players import AmericanHeuristicPlayer  # noqa: E402
from calabresella.games.italian.deal import Deal  # noqa: E402
from calabresella.games.italian.phase import Phase  # noqa: E402
from calabresella.games.italian.players import HeuristicPlayer  # noqa: E402
from calabresella.games.tressette import (  # noqa: E402
    TRESSETTE_FOR_FOUR,
    TRESSETTE_IN_DUE,
    DoneDeclaring,
    TressetteDeal,
    TressettePhase,
)

_IMPORT_S = time.perf_counter() - _START
"""The import of the new solver (with the engine and the games), before any call."""

REACH_TARGET = 18
"""``can_reach(deal, 18)``: can the soloist make his 18 thirds (the Italian win)?"""


# ---------------------------------------------------------------------------- the deals


def _to_the_opening_lead(count: int, first_seed: int, new: Callable[[int], Any], player: Callable[[int], Any],
                         play: object) -> list[Any]:
    """``count`` deals (``new(seed)``, from ``first_seed`` on) bid, called and exchanged by
    three of ``player(seed)`` up to the phase ``play``; seeds where all pass are skipped."""
    deals: list[Any] = []
    seed = first_seed
    while len(deals) < count:
        deal = new(seed)
        players = [player(seed * 3 + i) for i in range(3)]
        while not deal.is_over and deal.phase is not play:
            seat = deal.to_move
            assert seat is not None
            deal = deal.apply(players[seat].choose(deal.view(seat)))
        if deal.phase is play:
            deals.append(deal)
        seed += 1
    return deals


def opening_leads(count: int, first_seed: int = 0) -> list[Deal]:
    """``count`` deals at the opening lead, bid and exchanged by the heuristic players."""
    return _to_the_opening_lead(count, first_seed, lambda s: Deal.new(seed=s, dealer=s % 3), HeuristicPlayer,
                                Phase.PLAY)


def solissimo_as_dealt(count: int, first_seed: int = 0) -> list[Deal]:
    """``count`` deals at the opening lead of a plain Solissimo bid by the first to speak, the
    others passing: the hands and the monte as dealt (no exchange)."""
    deals: list[Deal] = []
    for seed in range(first_seed, first_seed + count):
        deal = Deal.new(seed=seed, dealer=seed % 3)
        bids = [a for a in deal.legal_actions() if isinstance(a, Bid) and a.contract.name == "SOLISSIMO"]
        if not bids:
            raise SystemExit(f"solissimo, seed {seed}: no Solissimo bid among {deal.legal_actions()}")
        deal = deal.apply(bids[0])
        while deal.phase is not Phase.PLAY:
            actions = deal.legal_actions()
            choice = next((a for a in actions if isinstance(a, Pass)), None) or next(
                (a for a in actions if isinstance(a, Enhance) and a.enhancement is Enhancement.PLAIN), None)
            if choice is None:
                raise SystemExit(f"solissimo, seed {seed}: in {deal.phase.name} neither a pass nor a plain "
                                 f"Solissimo among {actions}")
            deal = deal.apply(choice)
        plain = (deal.bid is not None and deal.bid.name == "SOLISSIMO" and deal.enhancement is Enhancement.PLAIN
                 and deal.monte == deal.dealt_monte and not deal.tricks
                 and [sorted(h) for h in deal.hands] == [sorted(h) for h in deal.dealt_hands]
                 and deal.current is not None and not deal.current.cards)
        if not plain:
            raise SystemExit(f"solissimo, seed {seed}: not a plain Solissimo with the cards as dealt: {deal!r}")
        deals.append(deal)
    return deals


def american(count: int, first_seed: int = 0) -> list[AmericanDeal]:
    """``count`` American deals at the opening lead, played by the heuristic players."""
    return _to_the_opening_lead(count, first_seed, lambda s: AmericanDeal.new(seed=s, dealer=s % 3),
                                AmericanHeuristicPlayer, AmericanPhase.PLAY)


def tressette(count: int, rules: Any, first_seed: int = 0) -> list[TressetteDeal]:
    """``count`` Tressette deals of ``rules`` at the opening lead (past any declarations)."""
    deals: list[TressetteDeal] = []
    for seed in range(first_seed, first_seed + count):
        deal = TressetteDeal.new(seed=seed, dealer=seed % rules.players, rules=rules)
        while deal.phase is TressettePhase.DECLARE:
            deal = deal.apply(DoneDeclaring())
        assert deal.phase is TressettePhase.PLAY and not deal.tricks, deal
        deals.append(deal)
    return deals


# ---------------------------------------------------------------- --verify (issue 11)


def later(deal: Deal, tricks_left: int) -> Deal:
    """The position with ``tricks_left`` tricks to play, the heuristic players playing."""
    players = [HeuristicPlayer(7 + i) for i in range(3)]
    while len(deal.hands[0]) > tricks_left or deal.current is None or deal.current.cards:
        seat = deal.to_move
        assert seat is not None
        deal = deal.apply(players[seat].choose(deal.view(seat)))
    return deal


def plain_alpha_beta(deal: Deal) -> int:
    """The baseline: the same compiled loop with every technique off (no table, no merging,
    no ordering, no bounds), on the full window."""
    game = solver._read(*solver._check(deal))
    p = game.position
    table = core.new_table(2)
    stats = np.zeros(2, dtype=np.int64)
    future = core.search(*p.args(), -1, 1000, p.bonus, *table, stats, 0)
    return game.value(p.taken + int(future))


def verify(count: int, tricks_left: int) -> None:
    """The solver against the plain alpha-beta on ``count`` positions (``tricks_left`` tricks
    to play), from seeded deals played by the heuristic players."""
    deals = opening_leads(count, first_seed=10_000)
    plain_alpha_beta(later(deals[0], tricks_left))
    differ = 0
    start = time.perf_counter()
    for i, deal in enumerate(deals):
        position = later(deal, tricks_left)
        exact, fast = plain_alpha_beta(position), solver.solve(position)
        if exact != fast:
            differ += 1
            print(f"DIFFERENT: deal {i} (seed {deal.seed}): plain alpha-beta {exact}, solve {fast}")
    print(f"{count} positions with {tricks_left} tricks left: the solver and the plain alpha-beta "
          f"disagree on {differ} ({time.perf_counter() - start:.0f} s)")
    if differ:
        raise SystemExit(1)


# ------------------------------------------------------------------------ the timing


def _dispatchers(prefix: str) -> list[Any]:
    """Numba's compiled functions in the loaded modules whose name starts with ``prefix``."""
    found: dict[int, Any] = {}
    for name, module in list(sys.modules.items()):
        if name.startswith(prefix) and module is not None:
            for value in list(vars(module).values()):
                if isinstance(value, Dispatcher):
                    found[id(value)] = value
    return list(found.values())


def _numba_state(prefix: str) -> tuple[int, int, int]:
    """(compiled versions, cache loads, compilations) so far of those functions."""
    overloads = hits = misses = 0
    for dispatcher in _dispatchers(prefix):
        overloads += len(dispatcher.overloads)
        stats = dispatcher.stats
        hits += sum(stats.cache_hits.values())
        misses += sum(stats.cache_misses.values())
    return overloads, hits, misses


@dataclass
class Timing:
    """One function of one solver on one set: its first call, and every deal's warm time and value."""

    cold: float | None = None
    how: str = ""  # "C": Numba compiled in the first call, "L": it loaded its cache, "": neither
    times: list[float] = field(default_factory=list)
    values: list[Any] = field(default_factory=list)

    def run(self, fn: Callable[[Any], Any], deal: Any, prefix: str) -> Any:
        """Time ``fn(deal)``; the set's first call is the cold one (timed again if Numba
        compiled or loaded anything in it)."""
        if self.cold is None:
            before = _numba_state(prefix)
            start = time.perf_counter()
            value = fn(deal)
            self.cold = time.perf_counter() - start
            after = _numba_state(prefix)
            if after[2] > before[2]:
                self.how = "C"
            elif after[1] > before[1] or after[0] > before[0]:
                self.how = "L"
            if not self.how:
                self.times.append(self.cold)
                self.values.append(value)
                return value
        start = time.perf_counter()
        value = fn(deal)
        self.times.append(time.perf_counter() - start)
        self.values.append(value)
        return value


@dataclass
class Measured:
    """A set of deals and what the two solvers took on it."""

    key: str
    title: str
    deals: list[Any]
    italian: bool
    baseline_count: int  # today's solver runs on the first baseline_count deals
    new_solve: Timing = field(default_factory=Timing)
    today_solve: Timing = field(default_factory=Timing)
    new_reach: Timing = field(default_factory=Timing)
    today_reach: Timing = field(default_factory=Timing)
    differ: list[str] = field(default_factory=list)
    differ_deals: set[int] = field(default_factory=set)


def measure(m: Measured, baseline: Any) -> None:
    """Time both solvers on every deal of ``m`` (today's on the first ``m.baseline_count``),
    one call after the other on each deal, and check that they agree."""
    new, today = "calabresella.", f"baseline_{baseline.BASELINE}"

    def today_solve(deal: Any) -> int:
        game = solver._read(*solver._check(deal))
        return int(game.value(baseline.solve(game.position)))

    def today_reach(deal: Any) -> bool:
        return bool(baseline.can_reach(solver._read(*solver._check(deal)).position, REACH_TARGET))

    def new_reach(deal: Any) -> bool:
        return solver.can_reach(deal, REACH_TARGET)

    def differ(i: int, text: str) -> None:
        m.differ.append(text)
        m.differ_deals.add(i)
        tqdm.write(f"DIFFERENT: {m.title}: {text}")

    for i, deal in enumerate(tqdm(m.deals, desc=m.title, unit="deal", dynamic_ncols=True)):
        value = m.new_solve.run(solver.solve, deal, new)
        if i < m.baseline_count:
            old = m.today_solve.run(today_solve, deal, today)
            if old != value:
                differ(i, f"deal {i} (seed {deal.seed}): solve {value}, today's solve {old}")
        if m.italian:
            reached = m.new_reach.run(new_reach, deal, new)
            if reached != (value >= REACH_TARGET):
                differ(i, f"deal {i} (seed {deal.seed}): solve {value} but can_reach(..., {REACH_TARGET}) {reached}")
            if i < m.baseline_count:
                old_reached = m.today_reach.run(today_reach, deal, today)
                if old_reached != reached:
                    differ(i, f"deal {i} (seed {deal.seed}): can_reach(..., {REACH_TARGET}) {reached}, "
                           f"today's {old_reached}")


def p95(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]


def ratios(today: list[float], new: list[float]) -> tuple[float, float] | None:
    """today / new on the deals both ran: the median of the per-deal ratios, and of the totals."""
    pairs = list(zip(today, new, strict=False))
    if not pairs:
        return None
    return (statistics.median(t / n for t, n in pairs),
            sum(t for t, _ in pairs) / sum(n for _, n in pairs))


_HEAD = (f"{'ms':<24}{'':<18}{'solver':<9}{'n':>5}{'cold':>12}{'median':>10}{'p95':>10}{'max':>10}"
         f"   today/new: median  total")


def row(label: str, function: str, who: str, t: Timing, against: Timing | None = None) -> str:
    text = f"{label:<24}{function:<18}{who:<9}{len(t.times):>5}"
    if not t.times:
        return text
    cold = f"{1000 * (t.cold or 0):.1f} {t.how or ' '}"
    text += (f"{cold:>12}{1000 * statistics.median(t.times):>10.1f}{1000 * p95(t.times):>10.1f}"
             f"{1000 * max(t.times):>10.1f}")
    both = ratios(t.times, against.times) if against is not None else None
    if both is not None:
        text += f"   {'':>9}{both[0]:>7.1f}x{both[1]:>6.1f}x"
    return text


def table(sets: list[Measured], baseline_name: str, args: argparse.Namespace) -> list[str]:
    lines = [_HEAD]
    for m in sets:
        label = f"{m.title}"
        functions = [("solve", m.new_solve, m.today_solve)]
        if m.italian:
            functions.append((f"can_reach(…, {REACH_TARGET})", m.new_reach, m.today_reach))
        for function, new, today in functions:
            lines.append(row(label, function, "new", new))
            if m.baseline_count:
                lines.append(row("", "", baseline_name, today, new))
            elif m.deals:
                lines.append(f"{'':<42}{baseline_name:<9}    -   not timed (--baseline-due {args.baseline_due}: "
                             f"today's solver takes a minute or two a deal)")
            label = ""
    return lines


def targets(by_key: dict[str, Measured]) -> list[str]:
    """The issue's targets, each PASS or MISS (or not measured)."""
    lines: list[str] = []

    def line(ok: bool | None, text: str) -> None:
        lines.append(f"  {'----' if ok is None else 'PASS' if ok else 'MISS'}  {text}")

    def limit(m: Measured, t: Timing, what: str, value: Callable[[list[float]], float], most_ms: float) -> None:
        if not t.times:
            line(None, f"{m.title}: {what} <= {most_ms:g} ms (not measured)")
            return
        ms = 1000 * value(t.times)
        line(ms <= most_ms, f"{m.title}: {what} {ms:.1f} ms <= {most_ms:g} ms")

    def enough(m: Measured, at_least: int = 200) -> None:
        line(len(m.deals) >= at_least, f"{m.title}: {len(m.deals)} deals >= {at_least}")

    def as_fast(m: Measured) -> None:
        both = ratios(m.today_solve.times, m.new_solve.times)
        if both is None:
            line(None, f"{m.title}: solve at least as fast as today (not measured)")
            return
        line(min(both) >= 1, f"{m.title}: solve at least as fast as today: today/new median {both[0]:.2f}x "
                             f"and total {both[1]:.2f}x >= 1")

    chiamo, solissimo = by_key["chiamo"], by_key["solissimo"]
    limit(chiamo, chiamo.new_solve, "solve median", statistics.median, 10)
    limit(chiamo, chiamo.new_solve, "solve p95", p95, 100)
    limit(chiamo, chiamo.new_solve, "solve max", max, 1000)
    limit(chiamo, chiamo.new_reach, f"can_reach(…, {REACH_TARGET}) median", statistics.median, 1)
    enough(chiamo)
    title = ratios(chiamo.today_solve.times, chiamo.new_solve.times)
    line(None if title is None else title[0] >= 10,
         f"{chiamo.title}: ten times faster (the issue's title): today/new median "
         f"{'-' if title is None else f'{title[0]:.1f}x'} >= 10x")
    limit(solissimo, solissimo.new_solve, "solve median", statistics.median, 30)
    enough(solissimo)
    as_fast(by_key["american"])
    as_fast(by_key["tressette"])
    limit(by_key["due"], by_key["due"].new_solve, "solve median", statistics.median, 1000)
    return lines


def write_json(path: Path, sets: list[Measured], args: argparse.Namespace, baseline: Any, import_s: float) -> None:
    """Every deal's times (seconds) and values, written whole (a temporary file, then renamed)."""

    def timing(t: Timing, count: int) -> dict[str, Any]:
        return {"cold_s": t.cold, "numba": {"C": "compiled", "L": "cache"}.get(t.how, "none"),
                "times_s": t.times[:count], "values": t.values[:count]}

    data = {
        "issue": 24,
        "args": {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items()},
        "baseline_commit": baseline.BASELINE,
        "import_s": import_s,
        "python": platform.python_version(),
        "numba": numba.__version__,
        "machine": platform.platform(),
        "cpus": os.cpu_count(),
        "sets": {m.key: {
            "title": m.title,
            "seeds": [d.seed for d in m.deals],
            "dealers": [d.dealer for d in m.deals],
            "new_solve": timing(m.new_solve, len(m.deals)),
            "today_solve": timing(m.today_solve, m.baseline_count),
            "new_can_reach_18": timing(m.new_reach, len(m.deals)),
            "today_can_reach_18": timing(m.today_reach, m.baseline_count),
            "different": m.differ,
        } for m in sets},
    }
    path = path.resolve()
    fd, partial = tempfile.mkstemp(prefix=path.name + ".", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, indent=1)
        os.replace(partial, path)
    except BaseException:
        Path(partial).unlink(missing_ok=True)
        raise


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=200, help="chiamo deals after the exchange (200)")
    parser.add_argument("--solissimo", type=int, default=200, help="plain Solissimo deals as dealt (200)")
    parser.add_argument("--american", type=int, default=50, help="deals of the American account (50)")
    parser.add_argument("--tressette", type=int, default=50, help="deals of Tressette for four (50)")
    parser.add_argument("--due-deals", type=int, default=3, help="whole deals of Tressette in due (3)")
    parser.add_argument("--baseline-due", type=int, default=0, metavar="N",
                        help="time today's solver on the first N deals of Tressette in due "
                             "(0, the default: not timed; a minute or two a deal)")
    parser.add_argument("--json", type=Path, metavar="PATH", help="also write every deal's times and values")
    parser.add_argument("--baseline-tricks", type=int, default=6,
                        help="--verify: the tricks left in each position (6)")
    parser.add_argument("--verify", type=int, default=0, metavar="N",
                        help="check solve against the plain alpha-beta on N positions instead")
    args = parser.parse_args()
    if args.verify:
        verify(args.verify, args.baseline_tricks)
        return

    start = time.perf_counter()
    import baseline_solver  # the git checkout of today's core: only for the timing
    baseline_import_s = time.perf_counter() - start
    baseline_name = baseline_solver.BASELINE

    start = time.perf_counter()
    sets = [
        Measured("chiamo", "chiamo after exchange", opening_leads(args.deals), True, args.deals),
        Measured("solissimo", "solissimo as dealt", solissimo_as_dealt(args.solissimo), True, args.solissimo),
        Measured("american", "american", american(args.american), False, args.american),
        Measured("tressette", "tressette four", tressette(args.tressette, TRESSETTE_FOR_FOUR), False,
                 args.tressette),
        Measured("due", "tressette in due", tressette(args.due_deals, TRESSETTE_IN_DUE), False,
                 min(args.baseline_due, args.due_deals)),
    ]
    by_key = {m.key: m for m in sets}
    print(f"new: calabresella.analysis.solver (this working tree); today: the core at commit {baseline_name} "
          f"(benchmarks/baseline_solver.py)")
    print(f"imports: the new solver with the games {_IMPORT_S:.2f} s, today's core {baseline_import_s:.2f} s; "
          f"deals made in {time.perf_counter() - start:.1f} s")
    contracts: dict[str, int] = {}
    for deal in by_key["chiamo"].deals:
        assert deal.bid is not None
        contracts[deal.bid.title] = contracts.get(deal.bid.title, 0) + 1
    print(f"chiamo after exchange: {args.deals} deals, "
          + ", ".join(f"{k} {v}" for k, v in sorted(contracts.items())))

    for m in sets:
        measure(m, baseline_solver)

    print()
    for line in table(sets, baseline_name, args):
        print(line)
    print()
    print("cold: the first call of each set in this process (the first set's first is the process's first): "
          "C Numba compiled in it, L it loaded Numba's cache (that deal then timed again, warm); unmarked: "
          "neither, counted warm too. Warm: every deal, each call's table emptied first. today/new: above 1, "
          "the new solver is faster.")
    for m in sets:
        if m.italian and m.new_reach.values:
            made = sum(bool(r) for r in m.new_reach.values)
            print(f"{m.title}: with best play the soloist reaches {REACH_TARGET} thirds in {made} of "
                  f"{len(m.deals)} deals")
    differ = sum(len(m.differ) for m in sets)
    compared = sum(m.baseline_count for m in sets)
    agree = compared - sum(len(m.differ_deals) for m in sets)
    print(f"values: today's solver and the new agree on {agree} of the {compared} deals both ran"
          + (f"; {differ} DIFFERENCES" if differ else ""))
    print()
    print("targets (issue 24):")
    for line in targets(by_key):
        print(line)
    if args.json is not None:
        write_json(args.json, sets, args, baseline_solver, _IMPORT_S)
        print(f"every deal's times and values: {args.json}")
    if differ:
        print(f"DIFFERENT: today's solver and the new disagree {differ} times (listed above)")
        raise SystemExit(1)


if __name__ == "__main__":
    main()
