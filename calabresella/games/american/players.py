"""Computer players for Calabrasella, the American account (V4).

:class:`AmericanHeuristicPlayer` decides from its seat's
:class:`~calabresella.games.american.AmericanView` only, with the Italian game's rules
of thumb (:mod:`calabresella.games.italian.players`) wherever the two accounts share a
decision:

- the say: "I play" when the hand's :func:`~calabresella.games.italian.players.hand_value`
  reaches :data:`PLAY_ALONE_THRESHOLD`, else "I pass";
- the ask: among the cards it may ask for (V4: the best 3 it lacks, …), the one of its
  longest suit, then the suit with most points;
- the exchange and the discards: the card it least wants to keep
  (:func:`~calabresella.games.italian.players.keep_value`); it discards worthless cards
  only (they go to the last trick's winner), at least one, and then turns the widow;
- taking from the widow: the most valuable cards, points first;
- the play: :func:`calabresella.games.tressette.players.trick_scorer`, the two adversaries
  partners against the single player.

>>> from calabresella.games.american import AmericanDeal
>>> from calabresella.games.tressette.players import play_game
>>> final = play_game(AmericanDeal.new(seed=7), [AmericanHeuristicPlayer(s) for s in range(3)])
>>> final.is_over
True
"""

from __future__ import annotations

import random
from typing import Any

from calabresella.engine.actions import Call, Discard, GiveBack, Pass, Play
from calabresella.engine.cards import PACK, Card
from calabresella.engine.errors import check_int
from calabresella.engine.game import legal_choices
from calabresella.games.american import AmericanPhase, AmericanView, PlayAlone, Take, TurnWidow
from calabresella.games.italian.players import (
    CALL_LENGTH_WEIGHT,
    CALL_THIRDS_WEIGHT,
    KEEP_COUNTER,
    hand_value,
    keep_value,
    share_worth,
    suit_length,
)
from calabresella.games.tressette.players import tie_break, trick_scorer
from calabresella.words import N_, msg

__all__ = ["AmericanHeuristicPlayer", "PLAY_ALONE_THRESHOLD", "ask_score"]

PLAY_ALONE_THRESHOLD = 36
"""Hand value (:func:`~calabresella.games.italian.players.hand_value`) from which the
heuristic says "I play" (V4). Calibrated with heuristic players all round: below it the
single player's mean balance turns negative (see tests/test_players.py)."""


def ask_score(card: Card, hand: tuple[Card, ...]) -> int:
    """V4: how useful asking for ``card`` is: the longer its suit in the hand, and the more
    points it holds, the better (the same weights as the Italian call, R11)."""
    suit_thirds = sum(c.thirds for c in hand if c.suit is card.suit)
    return CALL_LENGTH_WEIGHT * suit_length(card.suit, hand) + CALL_THIRDS_WEIGHT * suit_thirds


class AmericanHeuristicPlayer:
    """Plays the American account (V4) by rules of thumb, seeing only its :class:`AmericanView`.

    With ``seed=None`` ties go to pack order; with a seed they are broken at random,
    reproducibly.
    """

    def __init__(self, seed: int | None = None, threshold: int = PLAY_ALONE_THRESHOLD) -> None:
        self.seed = None if seed is None else check_int(seed, msg("a player's seed (or None)"), 0)
        self.threshold = check_int(threshold, "threshold", 0)
        self._rng = random.Random(seed) if seed is not None else None

    def __repr__(self) -> str:
        return f"AmericanHeuristicPlayer({self.seed!r})"

    def choose(self, view: AmericanView) -> Any:
        legal = legal_choices(view, AmericanView, N_("an AmericanView such as AmericanDeal.new(seed=7).view(1)"))
        hand = view.hand
        phase = view.phase
        if phase is AmericanPhase.SAY:
            return PlayAlone() if hand_value(hand) >= self.threshold else Pass()
        if phase is AmericanPhase.ASK:
            return Call(self._tie([a.card for a in legal if isinstance(a, Call)], lambda c: ask_score(c, hand)))
        if phase is AmericanPhase.EXCHANGE:
            return GiveBack(self._tie([a.card for a in legal if isinstance(a, GiveBack)], lambda c: -keep_value(c, hand)))
        if phase is AmericanPhase.DISCARD:
            discards = [a.card for a in legal if isinstance(a, Discard)]
            if discards:
                card = self._tie(discards, lambda c: -keep_value(c, hand))
                if not any(isinstance(a, TurnWidow) for a in legal) or keep_value(card, hand) < KEEP_COUNTER:
                    if not card.thirds:
                        return Discard(card)
                    if not any(isinstance(a, TurnWidow) for a in legal):
                        return Discard(card)
            return TurnWidow()
        if phase is AmericanPhase.TAKE:
            return Take(self._tie([a.card for a in legal if isinstance(a, Take)], share_worth))
        cards = [a.card for a in legal if type(a) is Play]
        current = view.current
        played = current.cards if current is not None else ()
        leader = current.leader if current is not None else view.seat
        partners = () if view.partner is None else (view.partner,)
        hidden = set(PACK) - set(hand) - set(view.played_cards()) - set(view.discards) - set(view.widow)
        return Play(self._tie(cards, trick_scorer(hand, played, leader, view.seat, 3, partners, hidden)))

    def _tie(self, cards: list[Card], score: Any) -> Card:
        return tie_break(self._rng, cards, score)
