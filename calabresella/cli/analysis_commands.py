"""The commands of the analysis: ``analyse`` (a saved deal against best play), ``advise``
(what each contract is worth with a hand), ``match`` (a duplicate match of two kinds of
player) and ``simulate`` (many deals, summarised)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from calabresella.cli.terminal import refusal
from calabresella.engine.errors import ArgumentValueError, RulesError
from calabresella.engine.words import NAMES
from calabresella.games.registry import find_profile

if TYPE_CHECKING:
    from concurrent.futures import Executor

    from calabresella.analysis.review import DealReview


def _cmd_analyse(args: argparse.Namespace) -> int:
    import json

    from calabresella.analysis.review import EXCHANGE_CANDIDATES, analyse
    from calabresella.engine.errors import PhaseError
    from calabresella.games import record

    source = args.file
    data = record.read_object(source)
    deal = record.from_any(data, source)
    names = record.names_of(data, record.default_names(len(deal.dealt_hands)), source)
    count = EXCHANGE_CANDIDATES if args.exchange is None else None if args.exchange == "all" else args.exchange
    progress = not args.quiet and sys.stderr.isatty()
    try:
        review = analyse(deal, exchange_candidates=count, progress=progress)
    except PhaseError as err:
        return refusal("analyse", f"{source}: {err}")
    if args.json:
        print(json.dumps(review.to_dict(), ensure_ascii=False, indent=1))
        return 0
    print("\n".join(analyse_lines(review, names)))
    return 0


def analyse_lines(review: DealReview, names: Sequence[str] = NAMES) -> list[str]:
    """What ``analyse`` prints: the deal, one line per card, then the review in words."""
    deal = review.deal
    soloist = deal.soloist
    assert soloist is not None and deal.bid is not None
    contract = deal.bid.title
    if deal.enhancement is not None and deal.enhancement.value != "plain":
        contract += f" {deal.enhancement.value}"
    seed = f"Deal with seed {deal.seed}: " if deal.seed is not None else ""
    lines = [
        f"{seed}{contract} by {names[soloist]} (seat {soloist}). Rules: {deal.rules.name}. "
        "Thirds are the soloist's final total with best play, every hand face up."
    ]
    width = max(len(name) for name in names)
    lines.append(f"{'#':>3} {'trick':>5}  {'player':<{width}}  card  {'before → after':>14}  cost  {'mark':<8} better")
    for card in review.cards:
        who = names[card.seat] + ("*" if card.soloist_side else "")
        better = " ".join(map(str, card.better))
        lines.append(
            f"{card.number:>3} {card.trick:>5}  {who:<{width + 1}} {card.card!s:>4}  "
            f"{card.before:>6} → {card.after:<5}  {card.cost:>4}  {card.mark.value:<8} {better}".rstrip()
        )
    lines.append(f"(* the soloist, {names[soloist]})")
    lines.extend(review.lines(names))
    return lines


def _progress_wanted(quiet: bool) -> bool:
    """A progress bar on standard error: when it is a terminal, unless ``--quiet``."""
    return not quiet and sys.stderr.isatty()


def _worker_pool(workers: int) -> Executor:
    """The processes that play a match's deals at once."""
    from concurrent.futures import ProcessPoolExecutor

    return ProcessPoolExecutor(workers)


def _cmd_match(args: argparse.Namespace) -> int:
    from calabresella.analysis.match import match
    from calabresella.analysis.streaming import check_workers

    workers = check_workers(args.workers, args.deals, "--workers")  # never more processes than deals
    options = dict(deals=args.deals, seed=args.seed, progress=_progress_wanted(args.quiet), samples=args.samples,
                   time_budget=args.time_budget, card_play_only=args.card_play_only)
    if workers > 1:
        with _worker_pool(workers) as pool:
            result = match(args.players, executor=pool, **options)
    else:
        result = match(args.players, **options)
    print(result.summary())
    print(f"{result.deals} deals in {result.seconds:.0f} s of wall time.")
    return 0


def _cmd_advise(args: argparse.Namespace) -> int:
    from calabresella.analysis.advisor import advise
    from calabresella.engine.cards import CardError, parse_cards

    auction = [part.strip() for part in args.auction.split(",") if part.strip()]
    try:
        hand = parse_cards(args.hand)
    except CardError as err:
        return refusal("advise", str(err))
    if len(auction) > 2:
        raise ArgumentValueError(
            f"--auction gives {len(auction)} bids and passes, but each of the three players speaks once (R9): "
            "you are next to speak after at most 2"
        )
    seat = len(auction) if args.seat is None else args.seat
    if seat != len(auction):  # R9: each speaks once, so the n-th to speak has heard n bids or passes
        heard = {0: "no bid or pass", 1: "1 bid or pass"}.get(seat, f"{seat} bids or passes")
        raise ArgumentValueError(
            f"--seat {seat} has heard {heard} before speaking (R9: each player speaks once, from the dealer's "
            f"right), but --auction gives {len(auction)}: leave --seat out, or give --seat {min(len(auction), 2)}"
        )
    advice = advise(hand, seat=seat, auction=auction, samples=args.samples, seed=args.seed,
                    progress=_progress_wanted(args.quiet), time_budget=args.time_budget)
    print("\n".join(advice.lines()))
    played = advice.options[0].samples if advice.options else args.samples
    if played < args.samples:
        print(f"The time budget of {args.time_budget:g} s was spent after {played} of {args.samples} sampled "
              "deals (--time-budget for more).")
    return 0


def _cmd_simulate(args: argparse.Namespace) -> int:
    from calabresella.analysis import simulate

    name = args.rules
    playable = tuple(simulate.SIMULATED_PROFILES)
    if name not in playable:
        raise RulesError(
            f"the simulator does not play the profile {name!r}; it plays {', '.join(playable)} "
            f"(play single deals with 'deal --rules {name}' or a game with 'session --rules {name}')"
        )
    if name == playable[0]:  # the simulator's default profile: its summary names no profile
        print(simulate.simulate_command(args.deals, args.players, args.seed))
        return 0
    print(_simulate_lines(args.deals, args.players, args.seed, name))
    return 0


def _simulate_lines(deals: int, players: str, seed: int, name: str) -> str:
    """What ``simulate --rules NAME`` prints for a profile other than the default."""
    import time

    from calabresella.analysis import simulate

    rules = find_profile(name)[1]  # the rules value of the profile, whichever game plays it
    started = time.perf_counter()
    table = simulate.simulate_summary(deals, players=players, seed=seed, rules=rules)  # type: ignore[arg-type]
    elapsed = time.perf_counter() - started
    shown = table[table["deals"] > 0]
    return "\n".join(
        [
            f"{deals} deals, {players} players, seed {seed}, rules {name}",
            shown.to_string(float_format=lambda x: f"{x:.3f}"),
            f"{deals} deals in {elapsed:.2f} s: {deals / max(elapsed, 1e-9):,.0f} deals/s on one core",
        ]
    )
