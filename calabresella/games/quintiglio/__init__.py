"""Quintiglio (V10): Bellora, Fischione; five players, eight cards each, two against three.

The auction (C2) runs from the dealer's right: Chiamo calls a three (a two if the bidder holds
all four) whose holder is the hidden partner, two against three; Chiedo gets the card by
exchange and plays alone against four; Solo plays alone. The mechanics are the calling games'
(:mod:`calabresella.games.calling`); this package holds the game's profiles and scenarios.

>>> from calabresella.engine.game import play_random
>>> from calabresella.games.calling import CallingDeal
>>> deal = CallingDeal.new(seed=8, dealer=4, rules=QUINTIGLIO)
>>> deal.to_move, [len(hand) for hand in deal.hands]
(0, [8, 8, 8, 8, 8])
>>> done = play_random(deal, seed=5)
>>> done.is_over, sum(done.result.scores)
(True, 0)
"""

from __future__ import annotations

from calabresella.games.quintiglio.rules import QUINTIGLIO, QUINTIGLIO_ANY_CARD, QUINTIGLIO_PROFILES, RULE
from calabresella.games.quintiglio.scenarios import QUINTIGLIO_SCENARIOS

__all__ = ["QUINTIGLIO", "QUINTIGLIO_ANY_CARD", "QUINTIGLIO_PROFILES", "QUINTIGLIO_SCENARIOS", "RULE"]
