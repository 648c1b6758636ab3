"""What a seat of the American account (V4) knows in card play, for the sampling expert.

The American game object's ``expert`` hook returns this module; the expert
(:class:`~calabresella.analysis.expert_games.GameExpert`) asks it for the game's own
knowledge (see :mod:`calabresella.analysis.expert_games`): the asked card was handed
over openly, so it is in the single player's hand or among his discards; the cards he
took from the turned-up widow are in his hand; asking a 2 shows he held all four 3s (an
ace, all 3s and 2s…), so those are in his hand or discards, or one of them with the
holder (the card given in exchange); the rest of the turned-up widow is known; the
widow, while face down, and the discards (except to the single player) are unknown, in
number only. The single player's points decide the difference he wins or pays, so he
maximises them and an adversary minimises them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from calabresella.analysis.expert_games import PILE, WIDOW, GameExpert
from calabresella.engine.cards import RANKS_HIGH_TO_LOW, Card
from calabresella.games.american import AMERICAN_PROFILES, AmericanDeal, AmericanPhase, AmericanView
from calabresella.games.american.players import AmericanHeuristicPlayer
from calabresella.words import N_

if TYPE_CHECKING:
    from calabresella.analysis.expert_games import GameKnowledge

VIEW = N_("an AmericanView")
"""The views this knowledge reads, for the expert's refusal of others."""


def player(seed: int = 0, samples: int = 12, time_budget: float = 2.0) -> GameExpert:
    """The sampling expert of the American account."""
    return GameExpert(seed, samples, time_budget)


def heuristic(seed: int) -> AmericanHeuristicPlayer:
    """Who decides what is not card play (the say, the ask, the exchange, the discards)."""
    return AmericanHeuristicPlayer(seed)


def playing(view: AmericanView) -> bool:
    """V4: the card play is the phase PLAY."""
    return view.phase is AmericanPhase.PLAY


def maximises(view: AmericanView) -> bool:
    """V4: the solver's values are the single player's points: he maximises them."""
    return view.soloist == view.seat


def places(view: AmericanView, played: set[Card], known: dict[Any, list[Card]], sizes: dict[Any, int],
           allowed: dict[Card, frozenset[Any]]) -> None:
    """V4: the pile (the discards, and the widow once turned), the face-down widow, what the
    single player took openly, the asked card and the card given in exchange."""
    me = view.seat
    soloist = view.soloist
    if view.widow_turned:
        known[PILE] = [*view.widow, *view.discards]
        sizes[PILE] = len(view.widow) + view.discard_count
    else:
        known[PILE] = list(view.discards)
        sizes[PILE] = view.discard_count
        if view.widow_size:
            sizes[WIDOW] = view.widow_size
            known[WIDOW] = []
    if soloist is not None and soloist != me:
        known[soloist] = [c for c in view.taken if c not in played]
        if view.asked is not None and view.asked_holder is not None and view.asked not in played:
            if view.asked not in view.hand:
                allowed[view.asked] = frozenset({soloist, PILE})
    if view.exchange_card is not None and view.asked_holder not in (None, me) and me == soloist:
        if view.exchange_card not in played:
            known[view.asked_holder].append(view.exchange_card)


def limits(view: AmericanView, seen: GameKnowledge, allowed: dict[Card, frozenset[Any]],
           all_places: frozenset[Any]) -> None:
    """V4: the single player asks for a card of the highest rank he lacks, so asking a 2
    shows he held all four 3s (an ace, all 3s and 2s, and so on). Those cards are in his
    hand or his discards — or one of them went to the holder of the asked card, the card
    given in exchange, which the holder saw and the third player did not."""
    soloist, holder, asked = view.soloist, view.asked_holder, view.asked
    if soloist is None or asked is None or soloist == view.seat:
        return
    higher = RANKS_HIGH_TO_LOW[: RANKS_HIGH_TO_LOW.index(asked.rank)]
    held = frozenset(c for c in seen.unseen if c.rank in higher)
    if not held:
        return
    if holder is None or holder == view.seat:
        for card in held:  # the holder knows which card he got; the rest stayed
            allowed[card] = allowed.get(card, all_places) & {soloist, PILE}
    else:
        for card in held:
            allowed[card] = allowed.get(card, all_places) & {soloist, PILE, holder}
        seen.limits.append((holder, held, 1))


def world(view: AmericanView, hands: tuple[tuple[Card, ...], ...], dealt: tuple[tuple[Card, ...], ...],
          placed: Mapping[Any, tuple[Card, ...]]) -> AmericanDeal:
    """The deal in card play that ``view`` would be with these hands and the pile as placed."""
    pile = tuple(placed.get(PILE, ()))
    widow = tuple(view.widow) if view.widow_turned else tuple(placed.get(WIDOW, ()))
    discards = tuple(c for c in pile if c not in widow)
    return AmericanDeal(
        rules=AMERICAN_PROFILES[view.rules_name], dealer=view.dealer, dealt_hands=dealt, dealt_widow=widow,
        hands=hands, widow=widow, widow_turned=view.widow_turned, phase=view.phase, to_move=view.to_move,
        soloist=view.soloist, asked=view.asked, asked_holder=view.asked_holder, exchange_card=view.exchange_card,
        discards=discards, exposed_widow=view.exposed_widow, taken=view.taken, tricks=view.tricks,
        current=view.current,
    )
