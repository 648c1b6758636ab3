"""The commands that tell single deals: ``deal`` (and its ``--hands-only``, ``--sheet``),
``replay``, ``rules`` and ``rules-sheet``; and the computer players every command seats."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from calabresella.engine.errors import RulesError
from calabresella.engine.game import play_out
from calabresella.games.registry import descriptions, find_profile, game_of, games

if TYPE_CHECKING:
    from calabresella.games.game import Game, Player


def computer_players(game: Game, strength: str, seed: int, count: int) -> list[Player]:
    """One computer player of ``strength`` per table seat (``count`` of them: 3; 4 when four
    sit at Calabresella's table, V3, or play Tressette; 2 in due), seat ``s`` seeded ``seed * count + s``."""
    return [game.player(strength, seed * count + s) for s in range(count)]


def _deal_players(game: Game, strength: str, seed: int, count: int) -> list[Player]:
    """The computer players of ``deal``: as :func:`computer_players`, except for a game whose
    ``shared_random_play`` is set: there random play draws every seat's choice from
    one generator seeded ``seed`` (the random play of earlier versions, so a seed tells the same deal)."""
    if strength == "random" and game.shared_random_play:
        return [game.player(strength, seed)] * count
    return computer_players(game, strength, seed, count)


def _table(args: argparse.Namespace) -> tuple[Any, tuple[str, ...], tuple[int, ...], str | None]:
    """The table of ``--rules`` with ``--dealer`` dealing: the game's session, the names of the
    deal's seats, their table seats, and who sits out (V3: the dealer, at four; else None)."""
    game, rules = find_profile(args.rules)
    if game.session is None:
        raise RulesError(f"{game.label} seats no table for the command line (it has no session)")
    table = game.session(rules=rules, first_dealer=args.dealer)
    seats = tuple(table.deal_seats())
    sitting_out = table.names[args.dealer] if len(seats) < len(table.names) else None
    return table, tuple(table.names[t] for t in seats), seats, sitting_out


def _cmd_deal(args: argparse.Namespace) -> int:
    if args.hands_only or args.sheet is not None:
        return _deal_hands_only(args)
    table, names, seats, sitting_out = _table(args)
    game = find_profile(args.rules)[0]
    everyone = _deal_players(game, args.players, args.seed, len(table.names))
    deal = play_out(table.next_deal(args.seed), [everyone[t] for t in seats])  # the one game loop
    told = _told(deal, names, sitting_out)
    if args.save:  # the path was checked before the deal was played (app._check_targets)
        from calabresella.games import record

        # the names are written unless every reader's default names are they (V3: the three who play)
        given = None if names == tuple(record.default_names(len(names))) else names
        record.save_any(deal, args.save, given, force=args.force)
        told.append(f"Saved the deal record to {args.save}")
    print("\n".join(told))
    return 0


def _told(deal: Any, names: Sequence[str], sitting_out: str | None = None) -> list[str]:
    """A whole deal of any game told for ``deal`` (and ``replay``): the game's narrator tells it
    its own way if it can (``tell_deal``, as the Italian narrator tells the auction, the exchange
    and each trick); else who dealt, the hands as dealt, the play in words, the score."""
    game = game_of(deal)
    teller = narrator(game)
    tell = getattr(teller, "tell_deal", None)
    if tell is not None:
        return list(tell(deal, names, sitting_out))
    rest = game.codec.rest  # the monte, the widow, the stock: as the game's records name it
    lines = [
        f"Deal with seed {deal.seed}. Dealer: {names[deal.dealer]} (seat {deal.dealer}). Rules: {deal.rules.name}.",
        "Hands as dealt:",
    ]
    lines += [f"  {names[seat]:<6} (seat {seat}): {' '.join(map(str, sorted(hand)))}"
              for seat, hand in enumerate(deal.dealt_hands)]
    undealt = getattr(deal, f"dealt_{rest}")
    if undealt:
        lines.append(f"  {rest.capitalize()} (face down): {' '.join(map(str, undealt))}")
    lines.append("Play:")
    lines += ["  " + line for line in teller.narrate_deal(deal, names)]
    lines.append("Score:")
    score = [] if deal.result is None else teller.score_lines(deal.result, names)
    lines += ["  " + line for line in score] or [""]  # an abandoned hand: nothing to score
    return lines


def narrator(game: Game) -> Any:
    """The game's narrator (a :class:`~calabresella.games.game.Narrator`, through its hook)."""
    if game.narrator is None:
        raise RulesError(f"{game.label} has no narrator: the command line cannot tell its deals")
    return game.narrator()


def sheet_game() -> Game:
    """The game whose rules and deals the printed sheets show (:mod:`calabresella.show.rules_sheet`):
    Calabresella, the first game the registry lists."""
    return games()[0]


def _deal_hands_only(args: argparse.Namespace) -> int:
    """``deal --hands-only`` / ``--sheet``: the seeded deal's hands and monte, for dealing real cards (R7).

    The deal is the one ``deal --seed N`` plays (the same first deal of the table), before any bid.
    """
    from calabresella.engine.table import deal_order
    from calabresella.show.rules_sheet import hand_by_suit, hands_sheet_html

    if find_profile(args.rules)[0] is not sheet_game():
        raise RulesError(f"--hands-only and --sheet deal the Italian profiles, not {args.rules!r} (see 'rules')")
    table, names, _, sitting_out = _table(args)
    deal = table.next_deal(args.seed)
    rules = deal.rules
    order = deal_order(deal.dealer, len(names))  # the first to speak, the second, the dealer (R2)
    style = args.style or "french"
    if args.hands_only:
        who = f"{sitting_out} deals and sits out (V3)" if sitting_out else f"{names[deal.dealer]} (seat {deal.dealer}) deals"
        print(f"Deal with seed {args.seed}, for real cards. {who}. Rules: {rules.name}.")
        print(f"Deal {rules.hand_size} cards to each seat and lay the {rules.monte_size} monte cards face down.")
        for seat in order:
            role = "first to speak" if seat == order[0] else "dealer" if seat == deal.dealer else "second to speak"
            print(f"  Seat {seat} ({role}), {names[seat]}: {hand_by_suit(deal.dealt_hands[seat], style)}")
        print(f"  Monte (face down, nobody looks): {hand_by_suit(deal.dealt_monte, style)}")
    if args.sheet:
        from calabresella.engine.files import NOT_JSON, write_atomic

        # checked before the deal was dealt (app._check_targets); replaces an existing file only with --force
        write_atomic(args.sheet, hands_sheet_html(deal, names, style=style, sitting_out=sitting_out),
                     kind=NOT_JSON, force=args.force)
        print(f"Wrote the printable hands sheet (one section per seat, to cut apart) to {args.sheet}")
    return 0


def _cmd_rules_sheet(args: argparse.Namespace) -> int:
    """``rules-sheet --out DIR``: the one-page rules sheet as HTML and PDF (R1–R30)."""
    from calabresella.show.rules_sheet import ChromiumError, write_rules_sheet

    try:
        written = write_rules_sheet(args.out, html_only=args.html_only, rules=sheet_game().rules(args.rules),
                                    style=args.style,
                                    force=args.force)
    except ChromiumError as err:
        print(f"Wrote {args.out}/rules-sheet.html (open it in a browser and print it).")
        raise ChromiumError(f"{err}") from None
    for path in written:
        print(f"Wrote {path}")
    if args.html_only:
        print("No PDF was made (--html-only): open the HTML file in a browser and print it on one A4 page.")
    return 0


def _cmd_replay(args: argparse.Namespace) -> int:
    from calabresella.games import record

    source = args.file
    # One read, with a size limit (a record arriving on a pipe works, /dev/zero is refused),
    # then the one loader: the record's profile picks the game.
    data = record.read_object(source)
    deal = record.from_any(data, source)
    names = record.names_of(data, game_of(deal).names(deal.rules), source)
    print("\n".join(_replayed(deal, names)))
    return 0


def _replayed(deal: Any, names: Sequence[str]) -> list[str]:
    """What ``replay`` prints: the whole deal told (:func:`_told`) by a narrator that tells a
    deal its own way; else the play in words, then the score."""
    teller = narrator(game_of(deal))
    if getattr(teller, "tell_deal", None) is not None:
        return _told(deal, names)
    lines = ["\n".join(teller.narrate_deal(deal, names))]
    if deal.result is not None:
        lines.append("\n".join(teller.score_lines(deal.result, names)))
    return lines


def _cmd_rules(args: argparse.Namespace) -> int:
    """``rules``: every rule profile of every game, with its description."""
    for name, description in descriptions().items():
        print(f"{name:<20} {description}")
    return 0

