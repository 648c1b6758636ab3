"""Tressette a chiamare (V7): Chiamatre, Tressette con la chiamata del tre.

Four players, ten cards each, no monte. The player on the dealer's right must call a three (a
two if he holds all four) and leads; the holder is his partner, two against two, but says
nothing: the others learn who he is only when he plays the called card (C4). Each seat scores
its side's whole points; the first to 21 wins. The mechanics are the calling games'
(:mod:`calabresella.games.calling`); this package holds the game's profiles and scenarios.

>>> from calabresella.engine.game import play_random
>>> from calabresella.games.calling import Bid, CallingDeal
>>> deal = CallingDeal.new(seed=5, dealer=3, rules=CHIAMATA).apply(Bid("chiamo"))
>>> deal.phase.name, [str(a) for a in deal.legal_actions()][:3]
('CALL', ['call 3♦', 'call 3♣', 'call 3♠'])
>>> done = play_random(deal, seed=1)
>>> done.result.bidder, done.result.partner, done.result.side_points, done.result.scores
(0, 3, (6, 5), (6, 5, 5, 6))
"""

from __future__ import annotations

from calabresella.games.chiamata.rules import (
    CHIAMATA,
    CHIAMATA_CHITARRELLA,
    CHIAMATA_GENOVA,
    CHIAMATA_PROFILES,
    CHIAMATA_STAKES,
    RULE,
)
from calabresella.games.chiamata.scenarios import CHIAMATA_SCENARIOS

__all__ = ["CHIAMATA", "CHIAMATA_CHITARRELLA", "CHIAMATA_GENOVA", "CHIAMATA_PROFILES", "CHIAMATA_SCENARIOS",
           "CHIAMATA_STAKES", "RULE"]
