"""Quadrigliati (V9): Quadriglio, Quadriglia; four players, ten cards each, Chiamo, Chiedo or Solo.

The auction (C2) runs from the dealer's right: Chiamo names a three or a two whose holder says
so at once and partners the bidder; Chiedo names it with a card laid face down, which the holder
takes in exchange, and the bidder plays alone; Solo plays alone. The mechanics are the calling
games' (:mod:`calabresella.games.calling`); this package holds the game's profiles and scenarios.

>>> from calabresella.engine.game import play_random
>>> from calabresella.games.calling import CallingDeal
>>> deal = CallingDeal.new(seed=6, dealer=1, rules=QUADRIGLIATI)
>>> deal.to_move, [str(a) for a in deal.legal_actions()]
(2, ['pass', 'bid chiamo', 'bid chiedo', 'bid solo'])
>>> done = play_random(deal, seed=3)
>>> done.is_over, sum(done.result.scores)
(True, 0)
"""

from __future__ import annotations

from calabresella.games.quadrigliati.rules import (
    QUADRIGLIATI,
    QUADRIGLIATI_PROFILES,
    QUADRIGLIATI_QUADRIGLIA,
    RULE,
)
from calabresella.games.quadrigliati.scenarios import QUADRIGLIATI_SCENARIOS

__all__ = ["QUADRIGLIATI", "QUADRIGLIATI_PROFILES", "QUADRIGLIATI_QUADRIGLIA", "QUADRIGLIATI_SCENARIOS", "RULE"]
