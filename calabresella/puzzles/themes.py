"""What a puzzle teaches, read from its solution (issue 22).

Each theme has one rule, read from the position, the answer and the line of best play
that follows it (for a card), the discards (for the exchange), or the bids (for the
auction); a puzzle gets every theme whose rule holds. The names a learner reads come from
the catalogue (:func:`theme_name`).

Card play (R19–R23):

- ``opening-lead``: the answer is the first card of the deal;
- ``lead``: the seat leads a later trick;
- ``discard``: the seat cannot follow suit, and the answer is a card of another suit (R20);
- ``take``: the seat follows and, with best play, takes the trick;
- ``duck``: the seat follows with a card that loses the trick though it holds a card of
  the suit led that would win it as it stands;
- ``unblock``: the answer is the highest card the seat holds of its suit, it holds a
  lower one, and with best play the trick is not the seat's;
- ``partner``: a defender's card with which, with best play, the other defender takes the trick;
- ``load``: a defender gives a card worth thirds to a trick the other defender takes
  (*caricare*, R5);
- ``last-trick``: with the answer the seat's side takes the last trick and its three
  thirds (R23); with the best other card it does not;
- ``endgame``: three tricks or fewer are left.

The exchange (R14): ``void`` (the discards leave the soloist without a suit),
``bury-thirds`` (the discards put thirds into the monte, which counts for the soloist).
The auction (R8): ``bolder`` (the answer bids higher than the heuristic player),
``careful`` (lower, or a pass where it bids).
"""

from __future__ import annotations

from collections.abc import Sequence

from calabresella.engine.actions import Play
from calabresella.engine.cards import Card, thirds_of
from calabresella.engine.errors import ArgumentValueError
from calabresella.games.italian.deal import Deal
from calabresella.words import N_, Message, msg

__all__ = ["THEMES", "bid_themes", "exchange_themes", "play_themes", "theme_name"]

THEMES: dict[str, str] = {
    "opening-lead": N_("the opening lead"),
    "lead": N_("leading"),
    "discard": N_("discarding"),
    "take": N_("taking the trick"),
    "duck": N_("ducking"),
    "unblock": N_("unblocking"),
    "partner": N_("giving the partner the trick"),
    "load": N_("loading the partner's trick"),
    "last-trick": N_("the last trick"),
    "endgame": N_("the endgame"),
    "void": N_("making a void"),
    "bury-thirds": N_("thirds into the monte"),
    "bolder": N_("bidding higher"),
    "careful": N_("bidding lower"),
}
"""Every theme's id and its name (a msgid)."""

ENDGAME_TRICKS = 3
"""``endgame``: this many tricks left, or fewer."""


def theme_name(theme: str) -> Message:
    """A theme's name as a learner reads it (from the catalogue)."""
    if theme not in THEMES:
        raise ArgumentValueError(msg("unknown puzzle theme {value!r}: the themes are {choices}", value=theme,
                                     choices=", ".join(THEMES)))
    return msg(THEMES[theme])


def _first_trick_winner(position: Deal, line: Sequence[Card]) -> int | None:
    """The seat that takes the trick the answer (``line[0]``) is played to, with ``line``."""
    deal = position
    start = len(deal.tricks)
    for card in line:
        deal = deal.apply(Play(card))
        if len(deal.tricks) > start:
            return deal.tricks[start].winner
    return None


def _last_trick_winner(position: Deal, line: Sequence[Card]) -> int | None:
    deal = position
    for card in line:
        deal = deal.apply(Play(card))
    return deal.tricks[-1].winner if deal.is_over and deal.tricks else None


def play_themes(position: Deal, line: Sequence[Card], other_line: Sequence[Card] = ()) -> tuple[str, ...]:
    """The themes of a card-play puzzle: ``position`` with the seat to move, ``line`` the
    best line from it (its first card the answer), ``other_line`` the best line from the
    best other card."""
    seat = position.to_move
    assert seat is not None and line
    answer = line[0]
    hand = position.hands[seat]
    trick = position.current
    found: list[str] = []
    leading = trick is None or not trick.cards
    if leading:
        found.append("opening-lead" if not position.tricks else "lead")
    winner = _first_trick_winner(position, line)
    soloist = position.soloist
    defender = seat != soloist
    partner = next((s for s in position.defenders if s != seat), None) if defender else None
    if not leading:
        assert trick is not None and trick.led is not None
        led = trick.led.suit
        if answer.suit != led:
            found.append("discard")
        elif winner == seat:
            found.append("take")
        else:
            best_so_far = max((c for c in trick.cards if c.suit == led), key=lambda c: c.strength)
            if any(c.suit == led and c.strength > best_so_far.strength for c in hand):
                found.append("duck")
    same = [c for c in hand if c.suit == answer.suit]
    if winner != seat and len(same) > 1 and answer.strength == max(c.strength for c in same):
        found.append("unblock")
    if partner is not None and winner == partner:
        found.append("partner")
        if answer.thirds > 0:
            found.append("load")
    if other_line:
        ours = {soloist} if not defender else set(position.defenders)
        with_answer, without = _last_trick_winner(position, line), _last_trick_winner(position, other_line)
        if with_answer in ours and without not in ours:
            found.append("last-trick")
    if len(hand) <= ENDGAME_TRICKS:
        found.append("endgame")
    return tuple(found)


def exchange_themes(hand: Sequence[Card], discards: Sequence[Card]) -> tuple[str, ...]:
    """The themes of an exchange puzzle: the soloist's ``hand`` with the monte, and the
    answer's ``discards``."""
    found: list[str] = []
    kept = [c for c in hand if c not in discards]
    if {c.suit for c in hand} - {c.suit for c in kept}:
        found.append("void")
    if thirds_of(discards) > 0:
        found.append("bury-thirds")
    return tuple(found)


def bid_themes(answer_level: int, heuristic_level: int) -> tuple[str, ...]:
    """The themes of an auction puzzle: the level of the answer's bid and of the heuristic
    player's (0 for a pass, 1–3 for Chiamo, Solo, Solissimo)."""
    if answer_level > heuristic_level:
        return ("bolder",)
    if answer_level < heuristic_level:
        return ("careful",)
    return ()
