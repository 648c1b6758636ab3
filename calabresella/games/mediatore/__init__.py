"""Mediatore (V8): four players, nine cards each, a monte of four; an auction, a partner by a call or none.

The auction (C2) runs from the dealer's right: Chiamo (a three called, its holder the hidden
partner, the monte taken), Solo (the monte taken, alone against three) or Solissimo (alone, the
monte left for the last trick). The mechanics are the calling games'
(:mod:`calabresella.games.calling`); this package holds the game's profiles and scenarios.

>>> from calabresella.engine.game import play_random
>>> from calabresella.games.calling import CallingDeal
>>> deal = CallingDeal.new(seed=4, dealer=0, rules=MEDIATORE)
>>> [str(a) for a in deal.legal_actions()], len(deal.monte)
(['pass', 'bid chiamo', 'bid solo', 'bid solissimo'], 4)
>>> done = play_random(deal, seed=2)
>>> done.is_over, sum(done.result.scores)
(True, 0)
"""

from __future__ import annotations

from calabresella.games.mediatore.rules import MEDIATORE, MEDIATORE_CHITARRELLA, MEDIATORE_PROFILES, RULE
from calabresella.games.mediatore.scenarios import MEDIATORE_SCENARIOS

__all__ = ["MEDIATORE", "MEDIATORE_CHITARRELLA", "MEDIATORE_PROFILES", "MEDIATORE_SCENARIOS", "RULE"]
