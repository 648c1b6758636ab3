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
from calabresella.engine.words import plural
from calabresella.games.rovescino.deal import RovescinoDeal
from calabresella.games.rovescino.scoring import RovescinoResult
from calabresella.games.rovescino.session import RovescinoSession
from calabresella.show.narrate import told

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


def describe(before: RovescinoDeal, action: Play, after: RovescinoDeal, names: Sequence[str] | None = None,
             viewer: int | None = None) -> str:
    """One sentence for the card ``action`` played in ``before``, giving ``after`` (every card
    is played face up, so each seat, ``viewer``, is told the same)."""
    for deal in (before, after):
        check_instance(deal, RovescinoDeal, "before and after", "RovescinoDeals, one card apart")
    seat = before.to_move
    if seat is None or after.history != before.history + ((seat, action),):
        raise ArgumentValueError(f"describe tells the card played in `before` that gives `after`: {action!r} is not it")
    names = _names(before.players, names)
    assert before.current is not None
    who = names[seat]
    if not before.current.cards:
        text = f"{who} leads {action.card}."
    elif action.card.suit is not before.current.cards[0].suit:
        text = f"{who} has no {before.current.cards[0].suit.english} and throws {action.card}."
    else:
        text = f"{who} plays {action.card}."
    if len(after.tricks) > len(before.tricks):
        trick = after.tricks[-1]
        assert trick.winner is not None
        text += f" {names[trick.winner]} takes the trick: {plural(trick.thirds, 'third')}."
    if after.is_over:
        last = after.tricks[-1].winner
        assert last is not None
        text += f" That was the last trick: its point goes to {names[last]}"
        if after.rules.monte:
            text += f", with the monte ({_cards(after.dealt_monte)})"
        text += "."
    return text


def narrate_deal(deal: RovescinoDeal, names: Sequence[str] | None = None, viewer: int | None = None) -> list[str]:
    """Every card of ``deal`` so far, one sentence each (:meth:`RovescinoDeal.narrate`); every
    seat (``viewer``) saw them all."""
    check_instance(deal, RovescinoDeal, "deal", "a RovescinoDeal such as RovescinoDeal.new(seed=5)")
    seat_names_ = _names(deal.players, names)
    return told(deal, lambda before, action, after: describe(before, action, after, seat_names_))


def result_lines(result: RovescinoResult, names: Sequence[str] | None = None) -> list[str]:
    """The score line by line (:meth:`RovescinoResult.lines`)."""
    check_instance(result, RovescinoResult, "result", "a RovescinoResult such as RovescinoDeal(…).result")
    names = _names(result.players, names)
    out = [
        "Tricks: " + ", ".join(f"{names[s]} {result.seat_tricks[s]}" for s in range(result.players))
        + f"; last trick {names[result.last_trick_seat]}"
        + (f" (with the monte, {plural(result.monte_thirds, 'third')})." if result.monte_thirds else ".")
    ]
    out.append(
        "Taken: " + ", ".join(
            f"{names[s]} {plural(result.seat_thirds[s], 'third')}" + (" + the last trick" if s == result.last_trick_seat else "")
            for s in range(result.players)
        ) + "."
    )
    out.append("Points: " + ", ".join(f"{names[s]} {result.seat_points[s]}" for s in range(result.players)) + ".")
    if result.cappotto_seat is not None:
        out.append(
            f"Cappotto: {names[result.cappotto_seat]} took every point, is charged nothing, and every other "
            "player is charged them all (V6d)."
        )
    out.append("Penalty: " + ", ".join(f"{names[s]} {result.penalties[s]}" for s in range(result.players)) + ".")
    return out


score_lines = result_lines
"""The narrator's name for :func:`result_lines`."""


def result_summary(result: RovescinoResult, names: Sequence[str] | None = None) -> str:
    """The score in one paragraph (:meth:`RovescinoResult.summary`)."""
    return " ".join(result_lines(result, names))


def session_lines(session: RovescinoSession, names: Sequence[str] | None = None) -> list[str]:
    """The standings of a session in plain words (:meth:`RovescinoSession.lines`)."""
    check_instance(session, RovescinoSession, "session", "a RovescinoSession such as RovescinoSession()")
    names = _names(session.rules.players, names)
    out = ["Penalty points: " + ", ".join(f"{names[s]} {t}" for s, t in enumerate(session.totals)) + "."]
    if session.is_over:
        out.append(" and ".join(names[s] for s in session.winners) + f" {'wins' if len(session.winners) == 1 else 'win'} with the fewest.")
    else:
        out.append(f"Playing to {session.rules.target}; {names[session.dealer]} deals next.")
    return out


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

    check_instance(session, RovescinoSession, "session", "a RovescinoSession such as RovescinoSession()")
    rules = session.rules
    names = session.names if names is None else _names(rules.players, names)
    lines = [
        f"A session of Rovescino for {rules.players} players, {rules.hand_size} cards each, to {rules.target} "
        f"penalty points (V6e): each for himself, the fewest penalty points win; first dealer "
        f"{names[session.first_dealer]}."
    ]
    totals = [0] * rules.players
    for number, result in enumerate(session.results, 1):
        totals = [t + p for t, p in zip(totals, result.penalties, strict=True)]
        dealer = dealer_of(session.first_dealer, number - 1, rules.players)
        penalties = ", ".join(f"{names[s]} {p}" for s, p in enumerate(result.penalties))
        line = f"  {number:2d}. dealer {names[dealer]}: penalties {penalties}; totals {'-'.join(map(str, totals))}"
        if result.cappotto_seat is not None:
            line += f"; Cappotto: {names[result.cappotto_seat]} took every point (V6d)"
        lines.append(line)
    lines.append("Standings:")
    lines.extend("  " + line for line in session_lines(session, names))
    return lines


def describe_state(deal: RovescinoDeal) -> list[str]:
    """Every part of a Rovescino state, one line each (a playthrough's state)."""
    check_instance(deal, RovescinoDeal, "deal", "a RovescinoDeal such as RovescinoDeal.new(seed=5)")
    lines = [f"phase: {deal.phase.value}; to move: {deal.to_move}"]
    lines += [f"hand {seat}: {_cards(deal.hands[seat], '-')}" for seat in range(deal.players)]
    if deal.rules.monte and deal.is_over:
        lines.append(f"monte: taken with the last trick ({_cards(deal.dealt_monte)})")
    elif deal.rules.monte:
        lines.append(f"monte (face down): {_cards(deal.monte)}")
    elif deal.set_aside:
        lines.append(f"set aside (face up): {_cards(deal.set_aside)}")
    if deal.current is not None and deal.current.cards:
        lines.append(f"trick (led by {deal.current.leader}): {_cards(deal.current.cards)}")
    thirds = [sum(t.thirds for t in deal.tricks if t.winner == s) for s in range(deal.players)]
    lines.append("thirds taken: " + " ".join(map(str, thirds)))
    lines.append(f"legal: {', '.join(str(a) for a in deal.legal_actions()) or '-'}")
    return lines


def _cards(cards: Iterable[Card], empty: str = "nothing") -> str:
    return " ".join(str(c) for c in cards) or empty
