"""The commands of the analysis: ``analyse`` (a saved deal against best play), ``advise``
(what each contract is worth with a hand), ``match`` (a duplicate match of two kinds of
player) and ``simulate`` (many deals, summarised)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from calabresella.cli.terminal import refusal
from calabresella.engine.actions import contract_title
from calabresella.engine.errors import ArgumentValueError, RulesError
from calabresella.engine.naming import card_name
from calabresella.engine.words import NAMES
from calabresella.games.registry import find_profile
from calabresella.words import N_, Seat, gettext, many, msg, pgettext, table_for

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
        return refusal("analyse", msg("{path}: {reason}", path=source, reason=str(err)))
    if args.json:
        print(json.dumps(review.to_dict(), ensure_ascii=False, indent=1))
        return 0
    print("\n".join(analyse_lines(review, names)))
    return 0


MARK_LABELS = {"good": N_("good"), "slip": N_("slip"), "mistake": N_("mistake"), "blunder": N_("blunder")}
"""The marks of ``analyse``'s table, by the mark's value (:class:`~calabresella.analysis.marks.Mark`)."""


def analyse_lines(review: DealReview, names: Sequence[str] = NAMES) -> list[str]:
    """What ``analyse`` prints: the deal, one line per card, then the review in words."""
    deal = review.deal
    soloist = deal.soloist
    assert soloist is not None and deal.bid is not None
    table = table_for(names)
    contract = contract_title(deal.bid, deal.enhancement)
    if deal.seed is not None:
        head = msg("Deal with seed {seed}: {contract} by {player}. Rules: {rules}. Thirds are the soloist's final "
                   "total with best play, every hand face up.", seed=deal.seed, contract=contract,
                   player=Seat(soloist), rules=deal.rules.name)
    else:
        head = msg("{contract} by {player}. Rules: {rules}. Thirds are the soloist's final total with best play, "
                   "every hand face up.", contract=contract, player=Seat(soloist), rules=deal.rules.name)
    lines = [head.render(table)]
    width = max(len(name) for name in names)
    heads = {"trick": pgettext("analyse column", "trick"), "player": pgettext("analyse column", "player"),
             "card": pgettext("analyse column", "card"), "before → after": pgettext("analyse column", "before → after"),
             "cost": pgettext("analyse column", "cost"), "mark": pgettext("analyse column", "mark"),
             "better": pgettext("analyse column", "better")}
    lines.append(f"{'#':>3} {heads['trick']:>5}  {heads['player']:<{width}}  {heads['card']:<4}  "
                 f"{heads['before → after']:>14}  {heads['cost']:>4}  {heads['mark']:<8} {heads['better']}")
    for card in review.cards:
        who = names[card.seat] + ("*" if card.soloist_side else "")
        better = " ".join(card_name(c, table.style) for c in card.better)
        mark = gettext(MARK_LABELS.get(card.mark.value, card.mark.value))
        lines.append(
            f"{card.number:>3} {card.trick:>5}  {who:<{width + 1}} {card_name(card.card, table.style):>4}  "
            f"{card.before:>6} → {card.after:<5}  {card.cost:>4}  {mark:<8} {better}".rstrip()
        )
    lines.append(msg("(* the soloist, {player})", player=Seat(soloist)).render(table))
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
    print(many("{count} deal in {seconds:.0f} s of wall time.", "{count} deals in {seconds:.0f} s of wall time.",
               result.deals, seconds=result.seconds))
    return 0


def _cmd_advise(args: argparse.Namespace) -> int:
    from calabresella.analysis.advisor import advise
    from calabresella.engine.cards import CardError, parse_cards
    from calabresella.games.italian.rules import ITALIAN

    auction = [part.strip() for part in args.auction.split(",") if part.strip()]
    try:
        hand = parse_cards(args.hand)
    except CardError as err:
        return refusal("advise", str(err))
    players = ITALIAN.players  # the advisor's table (R2)
    if len(auction) > players - 1:
        raise ArgumentValueError(many(
            "--auction gives {count} bid or pass, but each of the {players} players speaks once (R9): "
            "you are next to speak after at most {most}",
            "--auction gives {count} bids and passes, but each of the {players} players speaks once (R9): "
            "you are next to speak after at most {most}", len(auction), players=players, most=players - 1))
    seat = len(auction) if args.seat is None else args.seat
    if seat != len(auction):  # R9: each speaks once, so the n-th to speak has heard n bids or passes
        options = dict(seat=seat, given=len(auction), fits=min(len(auction), players - 1))
        if seat == 0:
            heard = msg("--seat {seat} has heard no bid or pass before speaking (R9: each player speaks once, from "
                        "the dealer's right), but --auction gives {given}: leave --seat out, or give --seat {fits}",
                        **options)
        else:
            heard = many("--seat {seat} has heard {count} bid or pass before speaking (R9: each player speaks "
                         "once, from the dealer's right), but --auction gives {given}: leave --seat out, or give "
                         "--seat {fits}",
                         "--seat {seat} has heard {count} bids or passes before speaking (R9: each player speaks "
                         "once, from the dealer's right), but --auction gives {given}: leave --seat out, or give "
                         "--seat {fits}", seat, **options)
        raise ArgumentValueError(heard)
    advice = advise(hand, seat=seat, auction=auction, samples=args.samples, seed=args.seed,
                    progress=_progress_wanted(args.quiet), time_budget=args.time_budget)
    print("\n".join(advice.lines()))
    played = advice.options[0].samples if advice.options else args.samples
    if played < args.samples:
        print(many("The time budget of {seconds:g} s was spent after {played} of {count} sampled deal "
                   "(--time-budget for more).",
                   "The time budget of {seconds:g} s was spent after {played} of {count} sampled deals "
                   "(--time-budget for more).", args.samples, seconds=args.time_budget, played=played))
    return 0


def _cmd_simulate(args: argparse.Namespace) -> int:
    from calabresella.analysis import simulate

    name = args.rules
    playable = tuple(simulate.SIMULATED_PROFILES)
    if name not in playable:
        raise RulesError(msg(
            "the simulator does not play the profile {name!r}; it plays {profiles} "
            "(play single deals with 'deal --rules {name}' or a game with 'session --rules {name}')",
            name=name, profiles=", ".join(playable)))
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
    return "\n".join(
        [
            str(many("{count} deal, {players} players, seed {seed}, rules {name}",
                     "{count} deals, {players} players, seed {seed}, rules {name}", deals, players=players,
                     seed=seed, name=name)),
            simulate.shown_summary(table),
            str(simulate.speed(deals, elapsed)),
        ]
    )
