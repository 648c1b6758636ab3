"""Narration of Rovescino (V6): every sentence a reader sees of its deals and sessions.

The game's ``narrate``, ``lines`` and ``summary`` methods are presentation hooks that call
the functions here (this module is of the ``show`` layer), so a translation replaces it
alone. :data:`PLAYTHROUGHS` writes the playthrough files of the game's scenarios.

>>> from calabresella.engine.game import play_random
>>> from calabresella.games.rovescino.deal import RovescinoDeal
>>> deal = play_random(RovescinoDeal.new(seed=5), seed=1)
>>> narrate_deal(deal)[0]
'Bruno leads J♥.'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from calabresella.engine.actions import Play
from calabresella.engine.cards import Card
from calabresella.engine.errors import ArgumentValueError, check_instance
from calabresella.engine.game import table_names
from calabresella.engine.naming import suit_words
from calabresella.games.rovescino.deal import RovescinoDeal
from calabresella.games.rovescino.scoring import RovescinoResult
from calabresella.games.rovescino.session import RovescinoSession
from calabresella.show.narrate import told
from calabresella.words import Message, Seat, Table, _, about, dev, many, msg, table_for
from calabresella.words.message import say

__all__ = [
    "PLAYTHROUGH_TELLS_ACTIONS",
    "describe",
    "describe_state",
    "narrate_deal",
    "result_lines",
    "result_summary",
    "score_lines",
    "session_lines",
    "standings",
    "tell_session",
]


PLAYTHROUGH_TELLS_ACTIONS = True
"""Rovescino's playthrough files tell each card played in words."""


def _names(players: int, names: Sequence[str] | None) -> tuple[str, ...]:
    return table_names(names, players)


def _thirds(count: int) -> Message:
    return many("{count} third", "{count} thirds", count)


def _by_seat(values: Iterable[object], table: Table) -> str:
    """``Anna 3, Bruno 4, …``: a value for each seat, by its name."""
    return ", ".join(msg("{player} {value}", player=Seat(s), value=v).render(table) for s, v in enumerate(values))


def describe(before: RovescinoDeal, action: Play, after: RovescinoDeal, names: Sequence[str] | None = None,
             viewer: int | None = None) -> str:
    """One sentence for the card ``action`` played in ``before``, giving ``after`` (every card
    is played face up, so each seat is told the same; ``viewer`` is told "you")."""
    for deal in (before, after):
        check_instance(deal, RovescinoDeal, msg("before and after"), msg("RovescinoDeals, one card apart"))
    seat = before.to_move
    if seat is None or after.history != before.history + ((seat, action),):
        raise ArgumentValueError(msg("describe tells the card played in `before` that gives `after`: {action!r} is not it",
                                     action=action))
    names = _names(before.players, names)
    table = table_for(names, viewer)
    assert before.current is not None, dev("a deal in play has a trick in play")
    card = action.card
    if not before.current.cards:
        said = [about(seat, "{player} leads {card}.", "You lead {card}.", card=card)]
    elif card.suit is not before.current.cards[0].suit:
        said = [about(seat, "{player} has no {suit} and throws {card}.", "You have no {suit} and throw {card}.",
                      suit=suit_words(before.current.cards[0].suit, table.style), card=card)]
    else:
        said = [about(seat, "{player} plays {card}.", "You play {card}.", card=card)]
    if len(after.tricks) > len(before.tricks):
        trick = after.tricks[-1]
        assert trick.winner is not None, dev("a complete trick has a winner")
        said.append(about(trick.winner, "{player} takes the trick: {thirds}.", "You take the trick: {thirds}.",
                          thirds=_thirds(trick.thirds)))
    if after.is_over:
        last = after.tricks[-1].winner
        assert last is not None, dev("a complete trick has a winner")
        if after.rules.monte:
            said.append(about(last, "That was the last trick: its point goes to {player}, with the monte ({monte}).",
                              "That was the last trick: its point goes to you, with the monte ({monte}).",
                              monte=after.dealt_monte))
        else:
            said.append(about(last, "That was the last trick: its point goes to {player}.",
                              "That was the last trick: its point goes to you."))
    return " ".join(sentence.render(table) for sentence in said)


def narrate_deal(deal: RovescinoDeal, names: Sequence[str] | None = None, viewer: int | None = None) -> list[str]:
    """Every card of ``deal`` so far, one sentence each (:meth:`RovescinoDeal.narrate`); every
    seat saw them all (``viewer`` is told "you")."""
    check_instance(deal, RovescinoDeal, "deal", msg("a RovescinoDeal such as RovescinoDeal.new(seed=5)"))
    seat_names_ = _names(deal.players, names)
    return told(deal, lambda before, action, after: describe(before, action, after, seat_names_, viewer))


def result_lines(result: RovescinoResult, names: Sequence[str] | None = None) -> list[str]:
    """The score line by line (:meth:`RovescinoResult.lines`)."""
    check_instance(result, RovescinoResult, "result", msg("a RovescinoResult such as RovescinoDeal(…).result"))
    names = _names(result.players, names)
    table = table_for(names)
    seats = range(result.players)
    last = Seat(result.last_trick_seat)
    tricks = _by_seat(result.seat_tricks, table)
    out = [
        msg("Tricks: {tricks}; last trick {player} (with the monte, {thirds}).", tricks=tricks, player=last,
            thirds=_thirds(result.monte_thirds)) if result.monte_thirds else
        msg("Tricks: {tricks}; last trick {player}.", tricks=tricks, player=last),
        msg("Taken: {taken}.", taken=", ".join(
            (msg("{player} {thirds} + the last trick", player=Seat(s), thirds=_thirds(result.seat_thirds[s]))
             if s == result.last_trick_seat else
             msg("{player} {thirds}", player=Seat(s), thirds=_thirds(result.seat_thirds[s]))).render(table)
            for s in seats)),
        msg("Points: {points}.", points=_by_seat(result.seat_points, table)),
    ]
    if result.cappotto_seat is not None:
        out.append(msg("Cappotto: {player} took every point, is charged nothing, and every other player is charged "
                       "them all (V6d).", player=Seat(result.cappotto_seat)))
    out.append(msg("Penalty: {penalties}.", penalties=_by_seat(result.penalties, table)))
    return [line.render(table) for line in out]


score_lines = result_lines
"""The narrator's name for :func:`result_lines`."""


def result_summary(result: RovescinoResult, names: Sequence[str] | None = None) -> str:
    """The score in one paragraph (:meth:`RovescinoResult.summary`)."""
    return " ".join(result_lines(result, names))


def session_lines(session: RovescinoSession, names: Sequence[str] | None = None) -> list[str]:
    """The standings of a session in plain words (:meth:`RovescinoSession.lines`)."""
    check_instance(session, RovescinoSession, "session", msg("a RovescinoSession such as RovescinoSession()"))
    names = _names(session.rules.players, names)
    table = table_for(names)
    out = [msg("Penalty points: {totals}.", totals=_by_seat(session.totals, table))]
    if session.is_over:
        winners = session.winners
        if len(winners) == 1:
            out.append(msg("{player} wins with the fewest.", player=Seat(winners[0])))
        else:
            out.append(msg("{players} win with the fewest.", players=_and(winners, table)))
    else:
        out.append(msg("Playing to {target}; {player} deals next.", target=session.rules.target,
                       player=Seat(session.dealer)))
    return [line.render(table) for line in out]


def _and(seats: Sequence[int], table: Table) -> str:
    """``Anna and Carla``, ``Anna, Bruno and Carla``: several seats by name."""
    said = [str(say(Seat(s), table)) for s in seats]
    if len(said) == 1:
        return said[0]
    return msg("{players} and {last}", players=", ".join(said[:-1]), last=said[-1]).render(table)


standings = session_lines
"""The narrator's name for :func:`session_lines`."""


def tell_session(session: RovescinoSession, names: Sequence[str] | None = None) -> list[str]:
    """A played session told for the command line (``session``): the deals to the target
    (V6e), one line per deal (its dealer, each player's penalty points, V6c, a Cappotto, V6d,
    the running totals), then the standings.

    >>> tell_session(RovescinoSession())[0]
    'A session of Rovescino for 4 players, 10 cards each, to 21 penalty points (V6e): each for himself, the fewest penalty points win; first dealer Anna.'
    """
    from calabresella.games.sessions import dealer_of

    check_instance(session, RovescinoSession, "session", msg("a RovescinoSession such as RovescinoSession()"))
    rules = session.rules
    names = session.names if names is None else _names(rules.players, names)
    table = table_for(names)
    lines = [msg(
        "A session of Rovescino for {players} players, {hand_size} cards each, to {target} penalty points (V6e): "
        "each for himself, the fewest penalty points win; first dealer {dealer}.",
        players=rules.players, hand_size=rules.hand_size, target=rules.target,
        dealer=Seat(session.first_dealer)).render(table)]
    totals = [0] * rules.players
    for number, result in enumerate(session.results, 1):
        totals = [t + p for t, p in zip(totals, result.penalties, strict=True)]
        dealer = Seat(dealer_of(session.first_dealer, number - 1, rules.players))
        params = {"number": number, "dealer": dealer, "penalties": _by_seat(result.penalties, table),
                  "totals": "-".join(map(str, totals))}
        if result.cappotto_seat is not None:
            line = msg("{number:2d}. dealer {dealer}: penalties {penalties}; totals {totals}; Cappotto: {player} took "
                       "every point (V6d)", player=Seat(result.cappotto_seat), **params)
        else:
            line = msg("{number:2d}. dealer {dealer}: penalties {penalties}; totals {totals}", **params)
        lines.append("  " + line.render(table))
    lines.append(_("Standings:"))
    lines.extend("  " + line for line in session_lines(session, names))
    return lines


def describe_state(deal: RovescinoDeal) -> list[str]:
    """Every part of a Rovescino state, one line each (a playthrough's state: a developer's
    dump, seats by number, cards as the engine writes them)."""
    check_instance(deal, RovescinoDeal, "deal", msg("a RovescinoDeal such as RovescinoDeal.new(seed=5)"))
    lines = [dev(f"phase: {deal.phase.value}; to move: {deal.to_move}")]
    lines += [dev(f"hand {seat}: {_cards(deal.hands[seat], '-')}") for seat in range(deal.players)]
    if deal.rules.monte and deal.is_over:
        lines.append(dev(f"monte: taken with the last trick ({_cards(deal.dealt_monte)})"))
    elif deal.rules.monte:
        lines.append(dev(f"monte (face down): {_cards(deal.monte)}"))
    elif deal.set_aside:
        lines.append(dev(f"set aside (face up): {_cards(deal.set_aside)}"))
    if deal.current is not None and deal.current.cards:
        lines.append(dev(f"trick (led by {deal.current.leader}): {_cards(deal.current.cards)}"))
    thirds = [sum(t.thirds for t in deal.tricks if t.winner == s) for s in range(deal.players)]
    lines.append(dev("thirds taken: ") + " ".join(map(str, thirds)))
    lines.append(dev(f"legal: {', '.join(str(a) for a in deal.legal_actions()) or '-'}"))
    return lines


def _cards(cards: Iterable[Card], empty: str = dev("nothing")) -> str:
    return " ".join(str(c) for c in cards) or empty
