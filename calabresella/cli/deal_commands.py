"""The commands that tell single deals: ``deal`` (and its ``--hands-only``, ``--sheet``),
``replay``, ``rules`` and ``rules-sheet``; and the computer players every command seats."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from calabresella.engine.errors import RulesError
from calabresella.engine.game import play_out
from calabresella.games.registry import descriptions, find_profile, game_of, games
from calabresella.words import N_, Seat, _, dev, gettext, many, msg, table_for
from calabresella.words.table import default_style

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
        raise RulesError(msg("{game} seats no table for the command line (it has no session)", game=game.label))
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
        told.append(str(msg("Saved the deal record to {path}", path=args.save)))
    print("\n".join(told))
    return 0


UNDEALT = {
    "monte": N_("Monte (face down): {cards}"),
    "widow": N_("Widow (face down): {cards}"),
    "stock": N_("Stock (face down): {cards}"),
}
"""The undealt cards as dealt, under the word of the game's records (the monte, V4's widow,
V5's stock)."""


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
    table = table_for(names)
    lines = [
        msg("Deal with seed {seed}. Dealer: {player}. Rules: {rules}.", seed=deal.seed, player=Seat(deal.dealer),
            rules=deal.rules.name).render(table),
        _("Hands as dealt:"),
    ]
    width = max(len(table.name(seat)) for seat in range(len(deal.dealt_hands)))  # the cards in one column
    lines += ["  " + msg("{player}:{pad}{cards}", player=Seat(seat), pad=dev(" " * (width - len(table.name(seat)) + 1)),
                         cards=tuple(sorted(hand))).render(table)
              for seat, hand in enumerate(deal.dealt_hands)]
    undealt = getattr(deal, f"dealt_{rest}")
    if undealt:
        lines.append("  " + msg(UNDEALT.get(rest, UNDEALT["monte"]), cards=tuple(undealt)).render(table))
    lines.append(_("Play:"))
    lines += ["  " + line for line in teller.narrate_deal(deal, names)]
    lines.append(_("Score:"))
    score = [] if deal.result is None else teller.score_lines(deal.result, names)
    lines += ["  " + line for line in score] or [""]  # an abandoned hand: nothing to score
    return lines


def narrator(game: Game) -> Any:
    """The game's narrator (a :class:`~calabresella.games.game.Narrator`, through its hook)."""
    if game.narrator is None:
        raise RulesError(msg("{game} has no narrator: the command line cannot tell its deals", game=game.label))
    return game.narrator()


def sheet_game() -> Game:
    """The game whose rules and deals the printed sheets show (:mod:`calabresella.show.rules_sheet`):
    Calabresella, the first game the registry lists."""
    return games()[0]


ROLES = (
    N_("{player} (first to speak): {cards}"),
    N_("{player} (second to speak): {cards}"),
    N_("{player} (dealer): {cards}"),
)
"""A hand of ``deal --hands-only``, by the seat's turn to speak (R2)."""


def _deal_hands_only(args: argparse.Namespace) -> int:
    """``deal --hands-only`` / ``--sheet``: the seeded deal's hands and monte, for dealing real cards (R7).

    The deal is the one ``deal --seed N`` plays (the same first deal of the table), before any bid.
    """
    from calabresella.engine.table import deal_order
    from calabresella.show.rules_sheet import hand_by_suit, hands_sheet_html

    if find_profile(args.rules)[0] is not sheet_game():
        raise RulesError(msg("--hands-only and --sheet deal the Italian profiles, not {rules!r} (see 'rules')",
                             rules=args.rules))
    table, names, _, sitting_out = _table(args)
    deal = table.next_deal(args.seed)
    rules = deal.rules
    order = deal_order(deal.dealer, len(names))  # the first to speak, the second, the dealer (R2)
    style = args.style or default_style()  # the language's own (Italian: coppe, denari…)
    if args.hands_only:
        table = table_for(names)
        if sitting_out:
            head = msg("Deal with seed {seed}, for real cards. {name} deals and sits out (V3). Rules: {rules}.",
                       seed=args.seed, name=sitting_out, rules=rules.name)
        else:
            head = msg("Deal with seed {seed}, for real cards. {player} deals. Rules: {rules}.",
                       seed=args.seed, player=Seat(deal.dealer), rules=rules.name)
        print(head.render(table))
        print(many("Deal {count} card to each seat and lay the {monte} monte cards face down.",
                   "Deal {count} cards to each seat and lay the {monte} monte cards face down.",
                   rules.hand_size, monte=rules.monte_size).render(table))
        for seat in order:
            role = ROLES[0] if seat == order[0] else ROLES[2] if seat == deal.dealer else ROLES[1]
            print("  " + msg(role, player=Seat(seat), cards=hand_by_suit(deal.dealt_hands[seat], style)).render(table))
        print("  " + msg("Monte (face down, nobody looks): {cards}", cards=hand_by_suit(deal.dealt_monte, style))
              .render(table))
    if args.sheet:
        from calabresella.engine.files import NOT_JSON, write_atomic

        # checked before the deal was dealt (app._check_targets); replaces an existing file only with --force
        write_atomic(args.sheet, hands_sheet_html(deal, names, style=style, sitting_out=sitting_out),
                     kind=NOT_JSON, force=args.force)
        print(msg("Wrote the printable hands sheet (one section per seat, to cut apart) to {path}", path=args.sheet))
    return 0


def _cmd_rules_sheet(args: argparse.Namespace) -> int:
    """``rules-sheet --out DIR``: the one-page rules sheet as HTML and PDF (R1–R30)."""
    from calabresella.show.rules_sheet import ChromiumError, write_rules_sheet

    try:
        written = write_rules_sheet(args.out, html_only=args.html_only, rules=sheet_game().rules(args.rules),
                                    style=args.style,
                                    force=args.force)
    except ChromiumError as err:
        print(msg("Wrote {path} (open it in a browser and print it).", path=f"{args.out}/rules-sheet.html"))
        raise ChromiumError(f"{err}") from None
    for path in written:
        print(msg("Wrote {path}", path=path))
    if args.html_only:
        print(_("No PDF was made (--html-only): open the HTML file in a browser and print it on one A4 page."))
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
    for name, description in descriptions().items():  # each marked N_ where its rules are made
        print(f"{name:<20} {gettext(description)}")
    return 0

