"""What the calling games' narration says of a table, a session and a state (C1–C9): the small
words a sentence is made of (the sides by name, points and thirds, the game's label), a
session's standings and its story (C9), and the state a playthrough prints.

None of it reads a hidden card: :mod:`calabresella.games.calling.narrate` (the narrator, show
layer) tells the deal seat by seat and takes these from here, as the sessions' and the
results' presentation hooks do.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from calabresella.engine.cards import Card
from calabresella.engine.errors import check_instance
from calabresella.engine.game import check_names, table_names
from calabresella.engine.words import later
from calabresella.games.calling.deal import CallingDeal
from calabresella.games.calling.rules import AUCTION_RULE, SESSION_RULE, CallingRules
from calabresella.games.calling.session import CallingSession
from calabresella.words import Message, Seat, Table, _, dev, many, msg, pgettext, table_for
from calabresella.words.message import say

# ----------------------------------------------------------------------------- small words


def _names(players: int, names: Sequence[str] | None) -> tuple[str, ...]:
    return table_names(names, players)


def _thirds(count: int) -> Message:
    return many("{count} third", "{count} thirds", count)


def _points(count: int) -> Message:
    return many("{count} point", "{count} points", count)


def _cards(cards: Iterable[Card]) -> Any:
    """Cards as a message's parameter (named in the table's style), "nothing" for none."""
    shown = tuple(cards)
    return shown if shown else pgettext("no cards", "nothing")


def _said(table: Table, messages: Iterable[Message]) -> str:
    return " ".join(m.render(table) for m in messages)


def _and(seats: Sequence[int], table: Table) -> str:
    """``Anna and Carla``, ``Anna, Bruno and Carla``: several seats by name ("you" for the viewer)."""
    said = [str(say(Seat(s), table)) for s in seats]
    if len(said) == 1:
        return said[0]
    return msg("{players} and {last}", players=", ".join(said[:-1]), last=said[-1]).render(table)


def side_words(seats: Sequence[int], table: Table) -> str:
    """A side by its players: ``Anna and Carla``, or ``Anna alone`` (the bidder playing alone)."""
    if len(seats) == 1:
        return msg("{player} alone", player=Seat(seats[0])).render(table)
    return _and(seats, table)


def _by_seat(values: Iterable[object], table: Table) -> str:
    """``Anna 3, Bruno 4, …``: a value for each seat, by its name."""
    return ", ".join(msg("{player} {value}", player=Seat(s), value=v).render(table) for s, v in enumerate(values))


def game_label(rules: CallingRules) -> Message:
    """The game a profile belongs to, as a reader calls it (Mediatore, Quintiglio…)."""
    from calabresella.games.registry import load_game

    return later(load_game(rules.game).label)


# ----------------------------------------------------------------------------- sessions


def standings(session: CallingSession, names: Sequence[str] | None = None) -> list[str]:
    """C9: a session's standings, best first, one line a seat (``1. Anna   +4``); exact ties share the place."""
    check_instance(session, CallingSession, "session", msg("a CallingSession such as load_game('mediatore').session()"))
    given = check_names(names, len(session.names))
    rows = session.standings()
    if given is not None:
        rename = dict(zip(session.names, given, strict=True))
        rows = [(place, rename[name], total) for place, name, total in rows]
    return [f"{place}. {name:<6} {total:+d}" for place, name, total in rows]


def session_lines(session: CallingSession, names: Sequence[str] | None = None) -> list[str]:
    """The standings of a session and where it stands (:meth:`CallingSession.lines`, C9)."""
    check_instance(session, CallingSession, "session", msg("a CallingSession such as load_game('mediatore').session()"))
    seat_names = session.names if names is None else _names(session.rules.players, names)
    table = table_for(seat_names)
    rules = session.rules
    out = standings(session, seat_names)
    if session.is_over:
        winners = session.winners
        if len(winners) == 1:
            line = msg("{player} wins the session ({rule}).", player=Seat(winners[0]), rule=SESSION_RULE)
        else:
            line = msg("{players} share the first place ({rule}).", players=_and(winners, table), rule=SESSION_RULE)
    elif rules.target is not None:
        line = msg("Playing to {target}; {player} deals next.", target=rules.target, player=Seat(session.dealer))
    else:
        line = many("{played} of {count} scored deal played; {player} deals next.",
                    "{played} of {count} scored deals played; {player} deals next.", rules.session_deals,
                    played=session.scored_deals, player=Seat(session.dealer))
    out.append(line.render(table))
    return out


def session_head(session: CallingSession) -> Message:
    """What a session is (C9): the game, its profile, its length or target, the first dealer."""
    rules = session.rules
    words = {"game": game_label(rules), "profile": rules.name, "dealer": Seat(session.first_dealer),
             "rule": SESSION_RULE}
    if rules.target is not None:
        return msg("A session of {game} ({profile}) to {target} points ({rule}); first dealer {dealer}.",
                   target=rules.target, **words)
    return many("A session of {game} ({profile}): {count} scored deal ({rule}); first dealer {dealer}.",
                "A session of {game} ({profile}): {count} scored deals ({rule}); first dealer {dealer}.",
                rules.session_deals, **words)


def tell_session(session: CallingSession, names: Sequence[str] | None = None) -> list[str]:
    """A played session told for the command line (``session``): what it is (C9), one line per
    deal (its dealer, the bidder's side, the contract made or failed, the running totals; a deal
    thrown in, C2), then the standings."""
    from calabresella.games.sessions import dealer_of

    check_instance(session, CallingSession, "session", msg("a CallingSession such as load_game('mediatore').session()"))
    rules = session.rules
    seat_names = session.names if names is None else _names(rules.players, names)
    table = table_for(seat_names)
    lines = [session_head(session).render(table)]
    totals = [0] * rules.players
    for number, result in enumerate(session.results, 1):
        totals = [t + s for t, s in zip(totals, result.scores, strict=True)]
        dealer = Seat(dealer_of(session.first_dealer, number - 1, rules.players))
        if result.passed:
            line = msg("{number:2d}. dealer {dealer}: everyone passed, the deal is thrown in ({rule})", number=number,
                       dealer=dealer, rule=AUCTION_RULE)
        else:
            assert result.contract is not None
            words = {"number": number, "dealer": dealer, "side": side_words(result.bidder_side, table),
                     "contract": rules.contract(result.contract), "points": _points(result.side_points[0]),
                     "totals": " ".join(f"{t:+d}" for t in totals)}
            line = (msg("{number:2d}. dealer {dealer}: {side} made {contract} with {points}; totals {totals}", **words)
                    if result.made else
                    msg("{number:2d}. dealer {dealer}: {side} failed {contract} with {points}; totals {totals}",
                        **words))
        lines.append("  " + line.render(table))
    lines.append(_("Standings:"))
    lines.extend("  " + line for line in session_lines(session, seat_names))
    return lines


# ----------------------------------------------------------------------------- the state


def describe_state(deal: CallingDeal) -> list[str]:
    """Every part of a state, one line each (a playthrough's state: a developer's dump, seats by
    number, cards as the engine writes them)."""
    check_instance(deal, CallingDeal, "deal", msg("a CallingDeal such as load_game('mediatore').new_deal(3)"))
    lines = [dev(f"phase: {deal.phase.name.lower()}; to move: {deal.to_move}")]
    lines += [dev(f"hand {seat}: {_dump(deal.hands[seat])}") for seat in range(deal.players)]
    if deal.rules.monte_size:
        lines.append(dev(f"monte (face down): {_dump(deal.monte)}"))
    if deal.bidder is not None:
        lines.append(dev(f"bid: {deal.bid} by {deal.bidder}"))
    if deal.called is not None:
        partner = "-" if deal.partner is None else deal.partner
        lines.append(dev(f"called: {deal.called}; partner: {partner}; revealed: {deal.revealed}"))
    if deal.giver is not None:
        lines.append(dev(f"exchange: {deal.giver} gave {deal.called} for {deal.given_back}"))
    if deal.monte_taken:
        lines.append(dev(f"monte taken: {_dump(deal.monte_taken)}; laid away: {_dump(deal.laid_away)}"))
    if deal.current is not None and deal.current.cards:
        lines.append(dev(f"trick (led by {deal.current.leader}): {_dump(deal.current.cards)}"))
    won = [sum(t.thirds for t in deal.tricks if t.winner == s) for s in range(deal.players)]
    lines.append(dev("thirds taken: ") + " ".join(map(str, won)))
    lines.append(dev(f"legal: {', '.join(str(a) for a in deal.legal_actions()) or '-'}"))
    return lines


def _dump(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards) or "-"
