"""A computer player for the calling games (C2–C7), from its seat's view only.

:class:`CallingHeuristicPlayer` plays by rules of thumb (strategy, not rules):

- the auction (C2): it values its hand as the Italian player does
  (:func:`~calabresella.games.italian.players.hand_value`, scaled to a hand of twelve) and bids
  the highest contract whose threshold the value reaches (:data:`THRESHOLDS`: a call for a
  partner is cheap, playing alone dear, without the monte dearer, against four dearer still),
  if it is higher than the bids so far; else it passes. Where it must bid, it bids the lowest;
- the call (C3): the card it may call of its best suit (longest, then richest in points, then
  the highest card): "the missing three of its best suit";
- the exchange and the monte (C5, C6): the card it least wants to keep
  (:func:`~calabresella.games.italian.players.keep_value`);
- the play (C7): the family's card play (:func:`~calabresella.games.italian.players.trick_scorer`),
  with the partners this seat *knows* (:meth:`CallingView.partners`): nobody's, while a hidden
  partner is not yet revealed, except the partner's own.

It reads nothing but the view: never another hand, never the hidden partner before the called
card is played.

>>> from calabresella.games.calling.deal import CallingDeal
>>> from calabresella.games.quintiglio.rules import QUINTIGLIO
>>> final = play_game(CallingDeal.new(seed=3, rules=QUINTIGLIO), [CallingHeuristicPlayer(s) for s in range(5)])
>>> final.is_over
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from calabresella.engine.actions import Call, Discard, GiveBack, Pass, Play
from calabresella.engine.cards import Card
from calabresella.engine.errors import check_int
from calabresella.engine.game import legal_choices, play_out
from calabresella.games.calling.actions import Bid, CallingAction
from calabresella.games.calling.deal import CallingPhase
from calabresella.games.calling.rules import Contract
from calabresella.games.calling.view import CallingView
from calabresella.games.italian.players import hand_value, keep_value, trick_scorer
from calabresella.words import N_, dev

__all__ = ["CallingHeuristicPlayer", "THRESHOLDS", "bid_threshold", "call_worth", "hand_strength", "play_game"]

THRESHOLDS = {"hidden": 22, "revealed": 22, "exchange": 40, "monte": 42, "none": 50}
"""Hand strengths (:func:`hand_strength`) from which the heuristic bids a contract, by what it
does: a call for a partner (hidden or revealed), an exchange, alone with the monte, alone."""

PER_EXTRA_OPPONENT = 6
"""What a contract played alone needs more for each opponent beyond three (Quintiglio)."""


def hand_strength(hand: Sequence[Card]) -> int:
    """The Italian heuristic's :func:`~calabresella.games.italian.players.hand_value`, scaled to a
    hand of twelve cards (the calling games deal 8 to 10)."""
    return hand_value(hand) * 12 // max(len(hand), 1)


def bid_threshold(contract: Contract, players: int) -> int:
    """The strength from which the heuristic bids ``contract`` at a table of ``players``."""
    kind = contract.call if contract.call != "none" else ("monte" if contract.monte else "none")
    threshold = THRESHOLDS[kind]
    if contract.alone:
        threshold += PER_EXTRA_OPPONENT * (players - 4)
    return threshold


def call_worth(card: Card, hand: Sequence[Card]) -> int:
    """C3: how good calling ``card`` is: a card of the longest suit, then the richest in points,
    then the highest card."""
    suit = [c for c in hand if c.suit is card.suit]
    return 1000 * len(suit) + 20 * sum(c.thirds for c in suit) + card.strength


class CallingHeuristicPlayer:
    """Plays a calling game by rules of thumb, seeing only its :class:`CallingView` (C2–C7).

    With ``seed=None`` ties go to pack order; with a seed they are broken at random, reproducibly.
    """

    def __init__(self, seed: int | None = None) -> None:
        if seed is not None:
            check_int(seed, "seed", 0)
        self.seed = seed
        self._rng = None if seed is None else random.Random(seed)

    def __repr__(self) -> str:
        return dev(f"CallingHeuristicPlayer({self.seed!r})")

    def choose(self, view: CallingView) -> CallingAction:
        legal = legal_choices(view, CallingView, N_("a CallingView such as load_game('chiamata').new_deal(5).view(1)"))
        hand = view.hand
        phase = view.phase
        if phase is CallingPhase.AUCTION:
            return self._bid(view, legal)
        if phase is CallingPhase.CALL:
            cards = [a.card for a in legal if isinstance(a, Call)]
            return Call(self._tie(cards, lambda c: call_worth(c, hand)))
        if phase is CallingPhase.EXCHANGE:
            return GiveBack(self._tie(list(hand), lambda c: -keep_value(c, hand)))
        if phase is CallingPhase.DISCARD:
            return Discard(self._tie(list(hand), lambda c: -keep_value(c, hand)))
        cards = [a.card for a in legal if isinstance(a, Play)]
        current = view.current
        played = current.cards if current is not None else ()
        leader = current.leader if current is not None else view.seat
        scorer = trick_scorer(hand, played, leader, view.seat, view.players, view.partners(), set(view.unseen()))
        return Play(self._tie(cards, scorer))

    def _bid(self, view: CallingView, legal: tuple[CallingAction, ...]) -> CallingAction:
        bids = [a for a in legal if isinstance(a, Bid)]
        strength = hand_strength(view.hand)
        worth = [b for b in bids if strength >= bid_threshold(view.rules.contract(b.contract), view.players)]
        if worth:
            return worth[-1]
        if Pass() in legal:
            return Pass()
        return bids[0]

    def _tie(self, cards: Sequence[Card], score: Callable[[Card], int]) -> Card:
        ordered = sorted(cards)
        top = max(score(c) for c in ordered)
        best = [c for c in ordered if score(c) == top]
        return best[0] if self._rng is None else self._rng.choice(best)


play_game = play_out
"""Play a deal to its end, each seat's player choosing from that seat's view: the one game loop
of every game (:func:`calabresella.engine.game.play_out`)."""
