"""What a seat of a calling game (C1–C9) knows in card play, for the sampling expert.

Every calling game's ``expert`` hook returns this module; the expert
(:class:`~calabresella.analysis.expert_games.GameExpert`) deals the cards its seat cannot
see at random in ways that fit what the seat saw, solves each such world with every card
face up (:mod:`calabresella.games.calling.solve`) and plays the card that does best over
them. What a seat knows, besides its own hand, every card played and the voids shown by
not following suit (C7):

- **The hidden partner** (C4). A seat that does not know who holds the called card (an
  opponent, or the bidder himself) deals the unseen cards at random among the other
  places, consistently with what it saw; the called card goes to a seat that may hold it:
  not the caller's hand (he named a card he lacked, C3; unless the contract gave him the
  monte, C6, where it may have lain), not a seat void in its suit, and the monte where
  there is one. So the partner's identity is sampled with the cards: in each world he is
  whoever holds the called card there (nobody, when it lies in the monte or the caller's
  hand: the caller plays alone). The partner himself knows (he holds the card); in a
  ``"revealed"`` call everyone knows at once; after the called card is played everyone
  knows.
- **The call itself** (C3): naming a card of a later rank than the first of ``callable``
  (a two where threes come first) shows that the caller held every card of the ranks
  before it, as the rules allow no other call; those cards are in his hand, or laid away
  in the monte, or (at most one of them) the card he gave in an exchange.
- **The exchange** (C5): the called card was handed over openly, so it is in the
  bidder's hand until played (or laid away, where he then takes the monte); the card
  given for it, face down, is known to the bidder and to its receiver only.
- **The monte** (C6): the cards the bidder laid away are known to him alone; a monte left
  face down (Solissimo) is unknown to everyone; either counts for the last trick's side.

The stake: the values the expert averages are the whole points of the seat's own side,
from its thirds and the last trick's point (C8), what the solver counts. Under
``"points"`` scoring (Tressette a chiamare's default) every point is scored, so the seat
maximises its side's average points. Under ``"stakes"`` only whether the bidder's side
reaches ``win_points`` (6 of 11) is paid, so the seat's :func:`goal` is that line (for the
defenders, the 11 − 6 + 1 = 6 points that defeat it): the expert plays the card that
reaches it in the most sampled worlds, and among those the one with the most points on
average (:class:`~calabresella.analysis.expert_games.GameExpert`'s threshold).

The auction, the call, the exchange and the discards are decided as the game's heuristic
player (:class:`~calabresella.games.calling.players.CallingHeuristicPlayer`) decides them.

>>> from calabresella.games.registry import load_game
>>> deal = load_game("chiamata").new_deal(seed=4, dealer=0)
>>> while deal.phase.name != "PLAY":
...     deal = deal.apply(deal.legal_actions()[0])
>>> player(seed=1, samples=2).choose(deal.view(deal.to_move)) in deal.legal_actions()
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from calabresella.analysis.expert_games import GameExpert
from calabresella.engine.cards import PACK, RANKS_HIGH_TO_LOW, Card
from calabresella.games.calling.deal import CallingDeal, CallingPhase
from calabresella.games.calling.players import CallingHeuristicPlayer
from calabresella.games.calling.rules import CallingRules
from calabresella.games.calling.view import CallingView
from calabresella.words import N_

if TYPE_CHECKING:
    from calabresella.analysis.expert_games import GameKnowledge

VIEW = N_("a CallingView of a calling game")
"""The views this knowledge reads, for the expert's refusal of others."""

MONTE = "monte"
"""The place of the monte's face-down cards (C6)."""


def player(seed: int = 0, samples: int = 12, time_budget: float = 2.0) -> GameExpert:
    """The sampling expert of the calling games."""
    return GameExpert(seed, samples, time_budget)


def heuristic(seed: int) -> CallingHeuristicPlayer:
    """Who decides what is not card play (the auction, the call, the exchange, the discards)."""
    return CallingHeuristicPlayer(seed)


def playing(view: CallingView) -> bool:
    """C7: the card play is the phase PLAY."""
    return view.phase is CallingPhase.PLAY


def maximises(view: CallingView) -> bool:
    """C8: the solver's values are the whole points of the seat's own side."""
    return True


def on_bidders_side(view: CallingView) -> bool:
    """C3–C5: whether the seat plays for the bidder's side: the bidder, or the called card's
    holder in a call for a partner (who always knows it of himself)."""
    return view.seat == view.bidder or (view.partner is not None and view.partner == view.seat)


def goal(view: CallingView) -> int | None:
    """C8: under ``"stakes"`` the points the seat's side needs: ``win_points`` for the
    bidder's side, enough to keep it below them for the others (the sides' points make 11);
    None under ``"points"``, where every point counts."""
    rules = view.rules
    if rules.scoring != "stakes":
        return None
    if on_bidders_side(view):
        return rules.win_points
    return rules.deal_points - rules.win_points + 1


def _unplayed(card: Card | None, played: set[Card]) -> bool:
    return card is not None and card not in played


def places(view: CallingView, played: set[Card], known: dict[Any, list[Card]], sizes: dict[Any, int],
           allowed: dict[Card, frozenset[Any]]) -> None:
    """C4–C6: the monte (known to the bidder who laid it away), the called card once its
    holder is known (revealed, handed over, or this seat's own), the card given in an
    exchange (to the bidder)."""
    me, bidder, contract = view.seat, view.bidder, view.contract
    if view.monte_size:
        sizes[MONTE] = view.monte_size
        laid = contract is not None and contract.monte and me == bidder
        known[MONTE] = list(view.laid_away) if laid else []
    if contract is None or bidder is None:
        return
    called = view.called
    if view.giver is not None:  # C5: the called card was handed over openly (he may lay it away, C6)
        if me != bidder and _unplayed(called, played) and not contract.monte:
            assert called is not None
            known[bidder].append(called)
        if me == bidder and _unplayed(view.given_back, played):
            assert view.given_back is not None
            known[view.giver].append(view.given_back)
    elif view.partner is not None and view.partner != me and _unplayed(called, played):
        assert called is not None
        known[view.partner].append(called)  # C4: a revealed partner (or the partner himself)


def held_at_call(called: Card, rules: CallingRules) -> frozenset[Card]:
    """C3: the cards a caller must have held to name ``called``: every card of the ranks that
    come before its rank in the order the call is made (``callable``, then the rest down),
    where the first rank of which he lacks a card is the one he calls (``"first-lacking"``,
    or ``"any"`` once he holds every card of ``callable``).

    >>> from calabresella.games.chiamata.rules import CHIAMATA
    >>> sorted(str(c) for c in held_at_call(Card.parse("2♠"), CHIAMATA))
    ['3♠', '3♣', '3♥', '3♦']
    """
    ranks = sorted((r for r in RANKS_HIGH_TO_LOW if r.value in rules.callable), key=lambda r: rules.callable.index(r.value))
    order = [*ranks, *(r for r in RANKS_HIGH_TO_LOW if r.value not in rules.callable)]
    if called.rank not in order or (rules.call_from == "any" and called.rank in ranks):
        return frozenset()
    before = set(order[: order.index(called.rank)])
    return frozenset(c for c in PACK if c.rank in before)


def limits(view: CallingView, seen: GameKnowledge, allowed: dict[Card, frozenset[Any]],
           all_places: frozenset[Any]) -> None:
    """C3–C6: where the called card may lie while its holder is unknown to this seat, and
    where the cards the call shows the caller held may lie."""
    me, bidder, contract, called = view.seat, view.bidder, view.contract, view.called
    if contract is None or bidder is None or called is None:
        return
    rules = view.rules
    seats = frozenset(p for p in all_places if isinstance(p, int))
    monte = all_places - seats
    caller_may = contract.monte or rules.call_own  # the called card may have come to him with the monte
    if called in seen.unseen:
        if contract.call == "exchange":  # handed over (his, or laid away), or no other seat held it
            took = view.giver is not None or caller_may
            options = (frozenset({bidder}) if took else frozenset()) | monte
        elif view.partner_known:  # revealed: nobody else held it (else it would be known)
            options = (frozenset({bidder}) if caller_may else frozenset()) | monte
        else:  # C4: hidden: any other seat, or the monte; the caller only by the monte
            options = (seats - {bidder}) | (frozenset({bidder}) if caller_may else frozenset()) | monte
        allowed[called] = allowed.get(called, all_places) & (options & all_places)
    if me == bidder:
        return
    held = frozenset(c for c in held_at_call(called, rules) if c in seen.unseen)
    if not held:
        return
    laid = monte if contract.monte else frozenset()
    options = frozenset({bidder}) | laid
    giver = view.giver
    if giver is not None and giver != me:
        options |= {giver}
        seen.limits.append((giver, held, 1))  # C5: the one card he gave in the exchange
    for card in held:
        allowed[card] = allowed.get(card, all_places) & (options & all_places)


def world(view: CallingView, hands: tuple[tuple[Card, ...], ...], dealt: tuple[tuple[Card, ...], ...],
          placed: Mapping[Any, tuple[Card, ...]]) -> CallingDeal:
    """The deal in card play that ``view`` would be with these hands and the monte as placed:
    the partner is the seat that holds (or played) the called card in it, if another than the
    bidder's, in a call for a partner."""
    contract, bidder, called = view.contract, view.bidder, view.called
    assert contract is not None and bidder is not None
    monte = tuple(placed.get(MONTE, ()))
    partner: int | None = None
    if called is not None and contract.call in ("hidden", "revealed"):
        holder = next((s for s, hand in enumerate(hands) if called in hand), None)
        for trick in [*view.tricks, *([view.current] if view.current is not None else [])]:
            if called in trick.cards:
                holder = (trick.leader + trick.cards.index(called)) % view.players
        partner = holder if holder is not None and holder != bidder else None
    return CallingDeal(
        rules=view.rules, dealer=view.dealer, dealt_hands=dealt, dealt_monte=monte, hands=hands, monte=monte,
        phase=view.phase, to_move=view.to_move, bid=contract.name, bidder=bidder, called=called, partner=partner,
        giver=view.giver, given_back=view.given_back, laid_away=view.laid_away, tricks=view.tricks,
        current=view.current,
    )
