"""The command line: ``python -m calabresella deal|replay|analyse|advise|match|session|simulate|rules|rules-sheet``.

Every command has ``--help``. A bad argument or a bad file is reported on one
line, with exit status 2.

``analyse FILE.json`` reviews a saved deal of an Italian profile card by card against
best play with every hand face up (:func:`calabresella.analysis.review.analyse`): a
table with one line per card (trick, player, card, the soloist's best-play thirds
before → after it, what it cost the player's side, its mark, a better card), then
what best play makes from the opening lead and the discards against the best found.
``--json`` prints the review as JSON instead (the fields are those of
:meth:`DealReview.to_dict <calabresella.analysis.review.DealReview.to_dict>`);
``--exchange N`` solves N sets of discards beyond the one made (``all``: every one);
a progress bar goes to standard error when it is a terminal, unless ``--quiet``.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn, TextIO

from calabresella.engine.actions import Contract
from calabresella.engine.errors import ArgumentValueError
from calabresella.engine.files import FileFormatError
from calabresella.games.italian.deal import Deal, Phase, right_of
from calabresella.games.italian.rules import PROFILES, RulesError, profile
from calabresella.show.narrate import NAMES, describe, score_lines

if TYPE_CHECKING:
    from concurrent.futures import Executor

    from calabresella.analysis.review import DealReview
    from calabresella.games.italian.players import Player


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line and exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, terminal_safe(f"{self.prog}: error: {message} (see --help)").replace("\n", " ") + "\n")


def _players(kind: str, seed: int, count: int = 3) -> list[Player]:
    """One computer player per table seat: 3, or 4 when four play (V3)."""
    from calabresella.games.italian import players

    if kind == "heuristic":
        return [players.HeuristicPlayer(seed * count + s) for s in range(count)]
    return [players.RandomPlayer(seed * count + s) for s in range(count)]


def narrate_full(deal: Deal, names: Sequence[str] = NAMES, sitting_out: str | None = None) -> list[str]:
    """A whole deal told for the command line: hands, auction, exchange, each trick, score.

    At four (V3) ``names`` are the three players of the deal, from the dealer's right,
    and ``sitting_out`` is the dealer's name.
    """
    lines = [f"Dealer: {names[deal.dealer]} (seat {deal.dealer}). Rules: {deal.rules.name}."]
    if deal.rules.players == 4:
        dealer = sitting_out or "the fourth player"
        lines[0] = (
            f"Dealer: {dealer}, who sits out with no cards (V3); {names[right_of(deal.dealer)]} on the "
            f"dealer's right speaks first, {names[deal.dealer]} is on the dealer's left. Rules: {deal.rules.name}."
        )
    if deal.seed is not None:
        lines[0] = f"Deal with seed {deal.seed}. " + lines[0]
    if deal.min_bid is not Contract.CHIAMO:
        lines.append(
            "The last deal was passed out: the monte was kept, the other cards dealt again, "
            f"and only {deal.min_bid.title} or higher may be bid (V2b)."
        )
    lines.append("Hands as dealt:")
    for seat in range(3):
        hand = sorted(deal.dealt_hands[seat])
        lines.append(f"  {names[seat]:<6} (seat {seat}): {' '.join(map(str, hand))}")
    lines.append(f"  Monte (face down): {' '.join(map(str, deal.dealt_monte))}")
    state = deal.as_dealt()
    heading = ""
    for _, action in deal.history:
        after = state.apply(action)
        if state.phase is Phase.AUCTION:
            title = "Auction:"
        elif state.phase is Phase.PLAY:
            title = f"Trick {len(state.tricks) + 1}:"
        else:
            title = "Exchange:"
        if title != heading:
            lines.append(title)
            heading = title
        lines.append("  " + describe(state, action, after, names))
        state = after
    if deal.result is not None:
        lines.append("Score:")
        lines.extend("  " + line for line in score_lines(deal.result, names))
    return lines


def _cmd_deal(args: argparse.Namespace) -> int:
    if args.hands_only or args.sheet is not None:
        return _deal_hands_only(args)
    if args.rules in other_game_profiles():
        return _deal_other_game(args)
    from calabresella.games.italian.players import play_deal

    rules = profile(args.rules)
    if rules.players == 4:
        # V3: the dealer (a table seat, 0-3) sits out; the three others play, from the dealer's right.
        from calabresella.games.italian.session import NAMES_FOUR, Session

        table = Session(names=NAMES_FOUR, first_dealer=args.dealer, rules=rules)
        seats = table.deal_seats()
        everyone = _players(args.players, args.seed, 4)
        names: Sequence[str] = [NAMES_FOUR[t] for t in seats]
        deal = play_deal(Deal.new(seed=args.seed, dealer=table.deal_dealer, rules=rules), [everyone[t] for t in seats])
        told = narrate_full(deal, names, sitting_out=NAMES_FOUR[args.dealer])
    else:
        names = NAMES
        deal = play_deal(Deal.new(seed=args.seed, dealer=args.dealer, rules=rules), _players(args.players, args.seed))
        told = narrate_full(deal)
    if args.save:  # the path was checked before the deal was played (_check_targets)
        from calabresella.games import record

        record.save(deal, args.save, names if rules.players == 4 else None, force=args.force)
        told.append(f"Saved the deal record to {args.save}")
    print("\n".join(told))
    return 0


def _deal_hands_only(args: argparse.Namespace) -> int:
    """``deal --hands-only`` / ``--sheet``: the seeded deal's hands and monte, for dealing real cards (R7).

    The deal is the one ``deal --seed N`` plays (the same :meth:`Deal.new`), before any bid.
    """
    from calabresella.show.rules_sheet import hand_by_suit, hands_sheet_html

    if args.rules in other_game_profiles():
        raise RulesError(f"--hands-only and --sheet deal the Italian profiles, not {args.rules!r} (see 'rules')")
    rules = profile(args.rules)
    sitting_out: str | None = None
    names: Sequence[str] = NAMES
    dealer = args.dealer
    if rules.players == 4:
        from calabresella.games.italian.session import NAMES_FOUR, Session

        table = Session(names=NAMES_FOUR, first_dealer=args.dealer, rules=rules)
        names = [NAMES_FOUR[t] for t in table.deal_seats()]
        sitting_out = NAMES_FOUR[args.dealer]
        dealer = table.deal_dealer
    deal = Deal.new(seed=args.seed, dealer=dealer, rules=rules)
    first = right_of(deal.dealer)
    style = args.style or "french"
    if args.hands_only:
        who = f"{sitting_out} deals and sits out (V3)" if sitting_out else f"{names[deal.dealer]} (seat {deal.dealer}) deals"
        print(f"Deal with seed {args.seed}, for real cards. {who}. Rules: {rules.name}.")
        print(f"Deal {rules.hand_size} cards to each seat and lay the {rules.monte_size} monte cards face down.")
        for seat in (first, right_of(first), right_of(right_of(first))):
            role = "first to speak" if seat == first else "dealer" if seat == deal.dealer else "second to speak"
            print(f"  Seat {seat} ({role}), {names[seat]}: {hand_by_suit(deal.dealt_hands[seat], style)}")
        print(f"  Monte (face down, nobody looks): {hand_by_suit(deal.dealt_monte, style)}")
    if args.sheet:
        from calabresella.engine.files import NOT_JSON, write_atomic

        # checked before the deal was dealt (_check_targets); replaces an existing file only with --force
        write_atomic(args.sheet, hands_sheet_html(deal, names, style=style, sitting_out=sitting_out),
                     kind=NOT_JSON, force=args.force)
        print(f"Wrote the printable hands sheet (one section per seat, to cut apart) to {args.sheet}")
    return 0


def _cmd_rules_sheet(args: argparse.Namespace) -> int:
    """``rules-sheet --out DIR``: the one-page rules sheet as HTML and PDF (R1–R30)."""
    from calabresella.show.rules_sheet import ChromiumError, write_rules_sheet

    try:
        written = write_rules_sheet(args.out, html_only=args.html_only, rules=profile(args.rules), style=args.style,
                                    force=args.force)
    except ChromiumError as err:
        print(f"Wrote {args.out}/rules-sheet.html (open it in a browser and print it).")
        raise ChromiumError(f"{err}") from None
    for path in written:
        print(f"Wrote {path}")
    if args.html_only:
        print("No PDF was made (--html-only): open the HTML file in a browser and print it on one A4 page.")
    return 0


def other_game_profiles() -> dict[str, str]:
    """The profiles played by their own state machines (V4, V5), with their descriptions."""
    from calabresella.games.registry import descriptions

    return {name: text for name, text in descriptions().items() if name not in PROFILES}


def _other_players(kind: str, seed: int, game: str, count: int) -> list[Any]:
    """One computer player per seat of the American account (V4) or Tressette (V5)."""
    from calabresella.games.italian.players import RandomPlayer

    if kind != "heuristic":
        return [RandomPlayer(seed * count + s) for s in range(count)]
    if game == "american":
        from calabresella.games.american.players import AmericanHeuristicPlayer

        return [AmericanHeuristicPlayer(seed * count + s) for s in range(count)]
    from calabresella.games.tressette.players import TressetteHeuristicPlayer

    return [TressetteHeuristicPlayer(seed * count + s) for s in range(count)]


def _deal_other_game(args: argparse.Namespace) -> int:
    """``deal`` for the American Calabrasella (V4) and the Tressette games (V5)."""
    from calabresella.games import american, tressette
    from calabresella.games.tressette.players import play_game
    from calabresella.show.narrate_american import score_lines as american_score_lines
    from calabresella.show.narrate_tressette import result_lines

    if args.rules in american.AMERICAN_PROFILES:
        if args.dealer not in (0, 1, 2):
            raise RulesError(f"the {args.rules!r} profile seats 3 players: --dealer is 0, 1 or 2")
        rules = american.american_profile(args.rules)
        new = american.AmericanDeal.new(args.seed, args.dealer, rules)
        if args.players == "heuristic":
            calabrasella = play_game(new, _other_players("heuristic", args.seed, "american", 3))
        else:  # the random play of earlier versions, unchanged: the same seed tells the same deal
            calabrasella = american.play_random(new, args.seed)
        score = [] if calabrasella.result is None else american_score_lines(calabrasella.result, NAMES)
        _print_other_deal(args, NAMES, calabrasella.dealt_hands, ("Widow", calabrasella.dealt_widow),
                          calabrasella.narrate(NAMES), score, american.to_json(calabrasella, NAMES))
        return 0
    table = tressette.tressette_profile(args.rules)
    if args.dealer >= table.players:
        raise RulesError(f"the {args.rules!r} profile seats {table.players} players: --dealer is below {table.players}")
    names = tressette.NAMES_FOUR if table.players == 4 else tressette.NAMES_TWO
    fresh = tressette.TressetteDeal.new(args.seed, args.dealer, table)
    if args.players == "heuristic":
        game = play_game(fresh, _other_players("heuristic", args.seed, "tressette", table.players))
    else:
        game = tressette.play_random(fresh, args.seed)
    score = [] if game.result is None else result_lines(game.result, names)
    _print_other_deal(args, names, game.dealt_hands, ("Stock", game.dealt_stock), game.narrate(names), score,
                      tressette.to_json(game, names))
    return 0


def _print_other_deal(
    args: argparse.Namespace,
    names: Sequence[str],
    hands: Sequence[Sequence[object]],
    rest: tuple[str, Sequence[object]],
    narration: Sequence[str],
    score: Sequence[str],
    record_text: str,
) -> None:
    print(f"Deal with seed {args.seed}. Dealer: {names[args.dealer]} (seat {args.dealer}). Rules: {args.rules}.")
    print("Hands as dealt:")
    for seat, hand in enumerate(hands):
        print(f"  {names[seat]:<6} (seat {seat}): {' '.join(map(str, sorted(hand)))}")  # type: ignore[type-var]
    if rest[1]:
        print(f"  {rest[0]} (face down): {' '.join(map(str, rest[1]))}")
    print("Play:")
    print("\n".join("  " + line for line in narration))
    print("Score:")
    print("\n".join("  " + line for line in score))
    if args.save:
        from calabresella.games.record import CODEC

        CODEC.save(record_text, args.save, force=args.force)  # the one format: refuses all but a deal record
        print(f"Saved the deal record to {args.save}")


def _cmd_replay(args: argparse.Namespace) -> int:
    from calabresella.games import american, record

    source = args.file
    # One read, with a size limit (a record arriving on a pipe works, /dev/zero is refused),
    # then the one loader: the record's profile picks the game.
    data = record.read_object(source)
    deal = record.from_any(data, source)
    names = record.names_of(data, record.default_names(len(deal.dealt_hands)), source)
    if isinstance(deal, Deal):
        print("\n".join(narrate_full(deal, names)))
        return 0
    from calabresella.show.narrate_american import score_lines as american_score_lines
    from calabresella.show.narrate_tressette import result_lines

    print("\n".join(deal.narrate(names)))
    if isinstance(deal, american.AmericanDeal) and deal.result is not None:
        print("\n".join(american_score_lines(deal.result, names)))
    elif deal.result is not None:  # Tressette (V5)
        print("\n".join(result_lines(deal.result, names)))
    return 0


def _exchange_count(text: str) -> int | str:
    """``--exchange``: a whole number from 0, or ``all``."""
    if text == "all":
        return text
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--exchange is a whole number or 'all', got {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"--exchange is 0 or more, got {value}")
    return value


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
        return _refusal("analyse", f"{source}: {err}")
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
        return _refusal("advise", str(err))
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


def _cmd_session(args: argparse.Namespace) -> int:
    from calabresella.games.italian.session import play_session

    if args.rules in other_game_profiles():
        return _session_other_game(args)

    rules = profile(args.rules)
    session = play_session(_players(args.players, args.seed, rules.players), seed=args.seed, rules=rules)
    first = session.names[session.first_dealer]
    if rules.game_target is not None:
        print(
            f"A game to {rules.game_target} game points (V2): each deal's transfers are its game points; "
            f"first dealer {first}."
        )
    else:
        print(f"A session of {rules.session_deals} scored deals (R30), first dealer {first}.")
    if rules.players == 4:
        print("Four at the table (V3): each deal's dealer sits out and scores nothing on it.")
    for number, entry in enumerate(session.deals, 1):
        result = entry.result
        if result is None:
            kept = "; the monte stays and only Solo or Solissimo may be bid next (V2b)" if entry.monte else ""
            print(f"  {number:2d}. dealer {session.names[entry.dealer]}: all passed, not counted (R10){kept}")
            continue
        verdict = "made" if result.won else "failed"
        moves = " ".join(f"{t:+d}" for t in session.transfers_of(entry))
        soloist = session.soloist_of(entry)
        assert soloist is not None
        print(
            f"  {number:2d}. dealer {session.names[entry.dealer]}: {session.names[soloist]} {verdict} "
            f"{result.contract_name} with {result.soloist_thirds} thirds; {moves}"
        )
    print("Standings:")
    for place, name, balance in session.standings():
        print(f"  {place}. {name:<6} {balance:+d}")
    if args.save:
        session.save(args.save, force=args.force)
        print(f"Saved the session to {args.save}")
    return 0


AMERICAN_SESSION_DEALS = 9
"""Scored deals in a session of the American account: the sources give no length, so the
Italian session's nine (R30); abandoned hands (all said 'I pass') are not counted."""

MAX_SESSION_DEALS = 1000
"""A session or game that has not ended after this many deals is stopped (it never happens)."""


def _deal_seeds(seed: int) -> random.Random:
    """The generator of a session's deal seeds: one seed per deal, from the session's seed."""
    return random.Random(seed)


def _session_other_game(args: argparse.Namespace) -> int:
    """``session`` for the American account (V4) and Tressette (V5)."""
    from calabresella.games import american, tressette
    from calabresella.games.tressette.players import play_game
    from calabresella.show.narrate_tressette import match_lines

    if args.save:
        raise RulesError(
            f"'session --save' writes the ledger of the Italian profiles; a session of {args.rules!r} "
            "is printed only (save single deals with 'deal --save')"
        )
    seeds = _deal_seeds(args.seed)
    if args.rules in american.AMERICAN_PROFILES:
        rules = american.american_profile(args.rules)
        players = _other_players(args.players, args.seed, "american", 3)
        print(
            f"A session of {AMERICAN_SESSION_DEALS} scored deals of the American account (V4), first dealer "
            f"{NAMES[0]}; the deal passes to the left and a hand all pass is abandoned, not counted."
        )
        balances = [0, 0, 0]
        dealer, scored, number = 0, 0, 0
        while scored < AMERICAN_SESSION_DEALS and number < MAX_SESSION_DEALS:
            number += 1
            deal = play_game(american.AmericanDeal.new(seeds.randrange(2**31), dealer, rules), players)
            result = deal.result
            if result is None:
                print(f"  {number:2d}. dealer {NAMES[dealer]}: all passed, abandoned (V4)")
            else:
                scored += 1
                balances = [b + t for b, t in zip(balances, result.transfers, strict=True)]
                verdict = "wins" if result.won else "loses"
                moves = " ".join(f"{t:+d}" for t in result.transfers)
                print(
                    f"  {number:2d}. dealer {NAMES[dealer]}: {NAMES[result.soloist]} plays alone and {verdict} "
                    f"with {result.soloist_points} of {rules.total_points} points; {moves}"
                )
            dealer = american.next_dealer(dealer)
        print("Standings:")
        ranked = sorted(range(3), key=lambda s: (-balances[s], s))
        for place, seat in enumerate(ranked, 1):
            print(f"  {place}. {NAMES[seat]:<6} {balances[seat]:+d}")
        return 0
    table = tressette.tressette_profile(args.rules)
    names = tressette.NAMES_FOUR if table.players == 4 else tressette.NAMES_TWO
    players = _other_players(args.players, args.seed, "tressette", table.players)
    match = tressette.TressetteMatch(rules=table)
    sides = [" & ".join(names[s] for s in seats) for seats in table.sides]
    kind = "Tressette for four" if table.players == 4 else "Tressette in due"
    print(
        f"A game of {kind} to {table.game_target} points (V5): {sides[0]} against {sides[1]}; "
        f"declarations {'after the first trick' if table.declarations else 'not made'}; first dealer {names[0]}."
    )
    while not match.is_over and len(match.results) < MAX_SESSION_DEALS:
        dealer = match.dealer
        played = play_game(match.next_deal(seeds.randrange(2**31)), players)
        match = match.record(played)
        outcome = played.result
        assert outcome is not None
        declared = "".join(
            f" (declared {outcome.side_declared[s]})" if outcome.side_declared[s] else "" for s in (0, 1)
        )
        line = (
            f"  {len(match.results):2d}. dealer {names[dealer]}: {sides[0]} {outcome.side_points[0]}, "
            f"{sides[1]} {outcome.side_points[1]}{declared}; totals {match.points[0]}-{match.points[1]}"
        )
        if outcome.outright is not tressette.Outright.NONE:
            assert outcome.outright_side is not None
            line += (
                f"; {outcome.outright.value}: {sides[outcome.outright_side]} win "
                f"{outcome.games} game{'s' if outcome.games != 1 else ''} outright"
            )
        print(line)
    print("Standings:")
    print("\n".join("  " + line for line in match_lines(match, names)))
    return 0


def _cmd_simulate(args: argparse.Namespace) -> int:
    from calabresella.analysis import simulate

    name = args.rules
    playable = tuple(getattr(simulate, "SIMULATED_PROFILES", ("italian",)))
    if name not in playable:
        raise RulesError(
            f"the simulator does not play the profile {name!r}; it plays {', '.join(playable)} "
            f"(play single deals with 'deal --rules {name}' or a game with 'session --rules {name}')"
        )
    if name == "italian":
        print(simulate.simulate_command(args.deals, args.players, args.seed))
        return 0
    print(_simulate_lines(args.deals, args.players, args.seed, name))
    return 0


def _simulate_lines(deals: int, players: str, seed: int, name: str) -> str:
    """What ``simulate --rules NAME`` prints for a profile other than the default."""
    import time

    from calabresella.analysis import simulate

    rules = _profile_value(name)
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


def _profile_value(name: str) -> object:
    """The rules value of profile ``name``, whichever game plays it."""
    from calabresella.games.registry import find_profile

    return find_profile(name)[1]


def _cmd_rules(args: argparse.Namespace) -> int:
    from calabresella.games.registry import descriptions

    for name, description in descriptions().items():
        print(f"{name:<20} {description}")
    return 0


def _two_kinds(text: str) -> tuple[str, str]:
    """``--players`` of ``match``: two kinds of player, the challenger first."""
    kinds = tuple(part.strip() for part in text.split(","))
    allowed = ("expert", "heuristic", "random")
    if len(kinds) != 2 or not all(k in allowed for k in kinds):
        raise argparse.ArgumentTypeError(
            f"--players is two of {', '.join(allowed)} joined by a comma, such as expert,heuristic; got {text!r}"
        )
    return kinds[0], kinds[1]


MATCH_LEAST_DEALS = 2
"""The fewest deals of a ``match``: its confidence interval needs the spread of two."""

ADVISE_TIME_BUDGET = 60.0
"""``advise``'s default time budget in seconds: its default 24 samples take about 15 s."""


def _whole_number(name: str) -> Any:
    """An argparse type: a whole number (its range is checked where it is used), named ``name``."""

    def whole(text: str) -> int:
        try:
            return int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{name} is a whole number, got {text!r}") from None

    return whole


def _seconds(text: str) -> float:
    """``--time-budget``: seconds above 0, at most a day (engine/errors.py ``check_time_budget``)."""
    from calabresella.engine.errors import check_time_budget

    try:
        return check_time_budget(float(text))
    except ValueError as err:
        raise argparse.ArgumentTypeError(f"--time-budget: {err}") from None


def seed_number(text: str) -> int:
    """A seed from the command line: a whole number from 0 to 2**31 - 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seed is a whole number, got {text!r}") from None
    if not 0 <= value < 2**31:
        raise argparse.ArgumentTypeError(f"a seed is from 0 to {2**31 - 1}, got {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="calabresella", description="Play, replay and simulate deals of Calabresella.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    def common(sub: argparse.ArgumentParser) -> None:
        sub.add_argument("--seed", type=seed_number, default=0, help="seed of the shuffle and the computer players")
        sub.add_argument("--players", choices=("random", "heuristic"), default="random", help="computer players' strength")
        sub.add_argument("--rules", default="italian", choices=tuple(PROFILES) + tuple(other_game_profiles()), help="rule profile (see 'rules')")

    deal = commands.add_parser("deal", help="play one deal with computer players and narrate it")
    common(deal)
    deal.add_argument(
        "--dealer", type=int, choices=(0, 1, 2, 3), default=0, help="the dealer's seat (3 only when four play)"
    )
    deal.add_argument("--save", metavar="FILE", help="also write the deal record (JSON) to FILE")
    deal.add_argument("--force", action="store_true",
                      help="with --save: replace FILE even if it is not a deal record; with --sheet: replace an "
                           "existing file")
    deal.add_argument("--hands-only", action="store_true",
                      help="only print the hands and the monte of the seeded deal, to deal real cards in class")
    deal.add_argument("--sheet", metavar="FILE.html",
                      help="write a printable sheet of the hands with card pictures, one section per seat")
    deal.add_argument("--style", choices=("french", "italian"), default=None,
                      help="with --hands-only or --sheet: suits as ♥ ♦ ♣ ♠ (french) or coppe, denari… (italian)")
    deal.set_defaults(run=_cmd_deal)

    sheet = commands.add_parser("rules-sheet", help="write the one-page rules sheet (HTML and PDF) into a folder")
    sheet.add_argument("--out", metavar="DIR", required=True, help="the folder to write rules-sheet.html/.pdf into")
    sheet.add_argument("--html-only", action="store_true", help="write only the HTML (no Chromium needed)")
    sheet.add_argument("--force", action="store_true",
                       help="replace a rules-sheet.html that differs from the one written (an edited sheet)")
    sheet.add_argument("--rules", default="italian", choices=tuple(PROFILES), help="rule profile (see 'rules')")
    sheet.add_argument("--style", choices=("italian", "french"), default="italian",
                       help="card pictures with Italian suits (default) or French ♥ ♦ ♣ ♠")
    sheet.set_defaults(run=_cmd_rules_sheet)

    replay = commands.add_parser("replay", help="narrate a saved deal record")
    replay.add_argument("file", metavar="FILE.json", help="a deal record written by 'deal --save'")
    replay.set_defaults(run=_cmd_replay)

    analyse = commands.add_parser(
        "analyse",
        help="review a saved deal card by card against best play (every hand face up)",
        description=(
            "Review a saved deal of an Italian profile card by card against best play with every hand "
            "face up: for each card the soloist's final thirds with best play before and after it, what "
            "it cost the player's side (good, slip, mistake, blunder) and a better card; then what best "
            "play makes from the opening lead, and the discards against the best found."
        ),
    )
    analyse.add_argument("file", metavar="FILE.json", help="a deal record written by 'deal --save'")
    analyse.add_argument(
        "--json", action="store_true",
        help="print the review as JSON (format calabresella-analysis: start_value, target, could_make, result, "
             "exchange, cards with number, trick, seat, card, before, after, cost, mark, better, values)",
    )
    analyse.add_argument(
        "--exchange", type=_exchange_count, default=None, metavar="N",
        help="how many sets of discards to solve beyond the one made: a number, or 'all' (exact, can take "
             "minutes); default 100",
    )
    analyse.add_argument("--quiet", action="store_true", help="no progress bar on standard error")
    analyse.set_defaults(run=_cmd_analyse)

    duel = commands.add_parser(
        "match",
        help="a duplicate match: how much better one kind of player does than another",
        description=(
            "A duplicate match: every deal is played with the challenger in each seat in turn and with the "
            "baseline in that seat (the same cards, the same players in the other seats), so the luck of the "
            "cards cancels. Prints the challenger's mean gain in stake units per seat and deal with a 95%% "
            "confidence interval."
        ),
    )
    duel.add_argument("--players", default="expert,heuristic", type=_two_kinds,
                      help="challenger,baseline: two of expert, heuristic, random (default expert,heuristic)")
    duel.add_argument("--deals", type=_whole_number("--deals"), default=100, help="how many deals (at least 2)")
    duel.add_argument("--seed", type=seed_number, default=0, help="the first deal's seed")
    duel.add_argument("--workers", type=_whole_number("--workers"), default=1,
                      help="processes that play deals at once: from 1 to this machine's cores (never more than "
                           "the deals)")
    duel.add_argument("--samples", type=_whole_number("--samples"), default=None,
                      help="the expert's sampled deals per card decision (default 8)")
    duel.add_argument("--time-budget", type=_seconds, default=None,
                      help="the expert's seconds per card decision (default 2)")
    duel.add_argument("--card-play-only", action="store_const", const=True, default=None,
                      help="the expert bids and exchanges as the heuristic player: compare the card play alone")
    duel.add_argument("--quiet", action="store_true", help="no progress bar on standard error")
    duel.set_defaults(run=_cmd_match)

    adv = commands.add_parser(
        "advise",
        help="what each contract is worth with a hand: the chance of making it and the expected stake",
        description=(
            "The bidding advisor: deals the unseen cards at random many times, plays each contract the hand "
            "may still bid to the opening lead, and solves it with every card face up."
        ),
    )
    adv.add_argument("hand", help='the twelve cards, e.g. "3S 2S AS KS 3H 2H AH 3D 2D AD 3C 2C" (or with ♠♥♦♣)')
    adv.add_argument("--seat", type=int, choices=(0, 1, 2), default=None,
                     help="your turn to speak: 0 first (on the dealer's right, having heard nothing), then 1, "
                          "then 2 (the dealer); each speaks once (R9), so it is the number of bids and passes in "
                          "--auction, the default")
    adv.add_argument("--auction", default="", help='the bids and passes before you, e.g. "pass, bid chiamo"')
    adv.add_argument("--samples", type=_whole_number("--samples"), default=24,
                     help="sampled deals (more: narrower intervals, slower)")
    adv.add_argument("--time-budget", type=_seconds, default=ADVISE_TIME_BUDGET, metavar="SECONDS",
                     help=f"stop sampling after this many seconds (default {ADVISE_TIME_BUDGET:g}); the numbers then "
                          "rest on fewer deals")
    adv.add_argument("--seed", type=seed_number, default=0)
    adv.add_argument("--quiet", action="store_true", help="no progress bar on standard error")
    adv.set_defaults(run=_cmd_advise)

    session = commands.add_parser(
        "session",
        help="play a session (nine scored deals, or to a target; Tressette: a game to its target) with computer players",
    )
    common(session)
    session.add_argument("--save", metavar="FILE", help="also write the session (JSON) to FILE")
    session.add_argument("--force", action="store_true", help="with --save: replace FILE even if it is not a session")
    session.set_defaults(run=_cmd_session)

    sim = commands.add_parser("simulate", help="simulate many deals fast and summarise them")
    sim.add_argument("--deals", type=int, default=100_000, help="how many deals")
    sim.add_argument("--players", choices=("random", "heuristic"), default="random")
    sim.add_argument("--seed", type=seed_number, default=0)
    sim.add_argument("--rules", default="italian", choices=tuple(PROFILES) + tuple(other_game_profiles()),
                     help="rule profile; the simulator plays some of them (a clear refusal for the others)")
    sim.set_defaults(run=_cmd_simulate)

    rules = commands.add_parser("rules", help="list the rule profiles")
    rules.set_defaults(run=_cmd_rules)
    return parser


def terminal_safe(text: str) -> str:
    """``text`` with every control character escaped, except new lines and tabs.

    Anything read from a file (a player's name, say) is printed through this, so a
    record cannot clear the screen, retitle the window or forge whole lines.

    >>> print(terminal_safe("Anna\x1b]0;owned\x07 \u202eBruno\rCarla\n"), end="")
    Anna\x1b]0;owned\x07 \u202eBruno\x0dCarla
    """
    return text.translate(_ESCAPES)


class _Escapes(dict[int, str]):
    """For ``str.translate``: a control or invisible direction character's printable escape."""

    _INVISIBLE = frozenset(map(ord, "\u061c\u200e\u200f\u2028\u2029\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"))

    def __missing__(self, code: int) -> str:
        unsafe = code < 0x20 or 0x7F <= code < 0xA0 or code in self._INVISIBLE or 0xD800 <= code < 0xE000
        if unsafe and code not in (0x0A, 0x09):
            text = f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"
        else:
            text = chr(code)
        self[code] = text
        return text


_ESCAPES = _Escapes()


class _SafeOut:
    """A text stream that escapes control characters on their way to the terminal."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        return self.stream.write(terminal_safe(text))

    def flush(self) -> None:
        self.stream.flush()

    def __getattr__(self, name: str) -> object:
        return getattr(self.stream, name)


def _refusal(command: str, message: str) -> int:
    print(terminal_safe(f"calabresella {command}: error: {message}").replace("\n", " "), file=sys.stderr)
    return 2


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return _main(argv)
    except KeyboardInterrupt:  # Ctrl-C: stop quietly, as a shell expects
        print(file=sys.stderr)
        return 130


def _check_targets(args: argparse.Namespace) -> None:
    """Refuse ``--save FILE`` and ``--sheet FILE`` up front, before any deal is played, when
    FILE could not be written or replaced (the one safe-write path, engine/files.py)."""
    from calabresella.engine.files import NOT_JSON, NULL_NAME, SaveRefusedError, check_save_path
    from calabresella.engine.records import DEAL_KINDS
    from calabresella.games.italian.session import FORMAT as SESSION_FORMAT

    save = getattr(args, "save", None)
    if save is not None:
        check_save_path(save, DEAL_KINDS if args.command == "deal" else SESSION_FORMAT, args.force, "--save")
    sheet = getattr(args, "sheet", None)
    if sheet is not None:
        check_save_path(sheet, NOT_JSON, args.force, "--sheet")
    folder = getattr(args, "out", None)  # rules-sheet --out DIR
    if isinstance(folder, str) and "\x00" in folder:
        raise SaveRefusedError(f"{folder}: {NULL_NAME} (nothing was written)")


EXPERT_OPTIONS = {"samples": 8, "time_budget": 2.0, "card_play_only": False}
"""``match``'s options of the expert player, with their defaults (given without an expert: refused)."""


def _check_ignored_options(args: argparse.Namespace, parser: argparse.ArgumentParser) -> None:
    """Options that would do nothing are refused, not dropped without a word."""
    if args.command in ("deal", "session") and args.force and args.save is None and getattr(args, "sheet", None) is None:
        parser.error("--force lets --save (or deal's --sheet) replace a file; give the file to write")
    if args.command == "match":
        given = [name for name in EXPERT_OPTIONS if getattr(args, name) is not None]
        if given and "expert" not in args.players:
            shown = ", ".join("--" + name.replace("_", "-") for name in given)
            parser.error(f"{shown} set the expert player's play, and --players {','.join(args.players)} has no expert")
        for name, default in EXPERT_OPTIONS.items():
            if getattr(args, name) is None:
                setattr(args, name, default)
    if args.command != "deal":
        return
    dealt_only = "--sheet" if args.sheet is not None else "--hands-only" if args.hands_only else None
    if dealt_only and args.save is not None:
        parser.error(
            f"{dealt_only} deals the cards before any bid and --save writes a played deal: give one or the other "
            "(the same --seed gives the same cards)"
        )
    if args.style is not None and not dealt_only:
        parser.error("--style sets the suits of --hands-only and --sheet; the narration of a deal uses ♥ ♦ ♣ ♠")


def _main(argv: Sequence[str] | None) -> int:
    from calabresella.engine.errors import ArgumentTypeError
    from calabresella.games.tressette import TressetteRulesError

    parser = build_parser()
    args = parser.parse_args(argv)
    least = MATCH_LEAST_DEALS if args.command == "match" else 1  # a match's spread needs two deals
    if getattr(args, "deals", least) < least:
        parser.error(f"--deals must be at least {least}")
    italian = PROFILES.get(getattr(args, "rules", "italian"))
    if italian is not None and getattr(args, "dealer", 0) >= italian.players:
        parser.error(f"--dealer {args.dealer}: with 3 players the dealer is seat 0, 1 or 2 (R2)")
    _check_ignored_options(args, parser)
    try:
        _check_targets(args)  # a path that cannot be written is refused before any deal is played
        with contextlib.redirect_stdout(_SafeOut(sys.stdout)):
            return int(args.run(args))
    except (FileFormatError, RulesError, TressetteRulesError, ArgumentTypeError, ArgumentValueError) as err:
        return _refusal(args.command, str(err))
    except BrokenPipeError:
        return 0
    except OSError as err:  # e.g. a full disk while saving: the file named, nothing half-written
        if err.filename:
            return _refusal(args.command, f"{err.filename}: {err.strerror or err}")
        return _refusal(args.command, f"{err.strerror or err}")


if __name__ == "__main__":
    sys.exit(main())
