"""Tressette (variant V5): Tressette for four and Tressette in due, as rule profiles.

Calabresella is the three-player member of the Tressette family (``docs/rules.md``,
V5). This module plays the family's two best-known games with the same pack, the
same rank order, the same card values in thirds and the same trick winner as the
Calabresella engine (:mod:`calabresella.engine.cards`, :class:`calabresella.engine.tricks.Trick`,
:func:`calabresella.engine.points.whole_points`), and with the same API as
:class:`calabresella.games.italian.deal.Deal`: ``new``, ``from_cards``, ``legal_actions``,
``apply``, ``explain``, ``is_legal``, ``view``, ``narrate``, ``result``.

The source is pagat.com's page on Tressette.
Every rule here has the id **V5**; where the source leaves a question open, the
reading chosen is said in the docstring of the profile or function that applies it.

- :data:`TRESSETTE_FOR_FOUR` (``"tressette"``): two partnerships, seats 0 & 2 against
  1 & 3; ten cards each, dealt five at a time from the dealer's right; no trumps;
  declarations at the end of the first trick; first side to 21 (:class:`TressetteMatch`).
- :data:`TRESSETTE_IN_DUE` (``"tressette-in-due"``): two players, ten cards each and
  a face-down stock of twenty; after each trick the winner, then the other, draws
  one card and shows it.

>>> deal = TressetteDeal.new(seed=5, dealer=3)
>>> deal.to_move, [len(hand) for hand in deal.hands], deal.phase.value
(0, [10, 10, 10, 10], 'play')
>>> done = play_random(deal, seed=1)
>>> done.result is not None and sum(done.result.side_card_points)
11
>>> from_json(to_json(done)) == done
True
"""

from __future__ import annotations

from calabresella.engine.game import play_random
from calabresella.games.tressette.actions import (
    DECLARABLE_RANKS,
    Combination,
    Declare,
    DoneDeclaring,
    Signal,
    SignalledLead,
    TressetteAction,
    available_declarations,
    parse_tressette_action,
)
from calabresella.games.tressette.deal import TressetteDeal, TressettePhase, TressetteTrick, deal_tressette
from calabresella.games.tressette.record import (
    CODEC,
    FORMAT,
    OLD_FORMAT,
    VERSION,
    TressetteRecordError,
    from_dict,
    from_json,
    load,
    save,
    to_dict,
    to_json,
)
from calabresella.games.tressette.rules import (
    NAMES_FOUR,
    NAMES_TWO,
    RULE,
    THIRDS_PER_POINT,
    TRESSETTE_FOR_FOUR,
    TRESSETTE_IN_DUE,
    TRESSETTE_PROFILES,
    TressetteRules,
    TressetteRulesError,
    TressetteRulesTypeError,
    _names,
    tressette_profile,
)
from calabresella.games.tressette.scenarios import (
    TRESSETTE_SCENARIOS,
    TressetteScenario,
    play_scenario,
    scenario_choice,
)
from calabresella.games.tressette.scoring import Outright, TressetteResult, score_tressette
from calabresella.games.tressette.session import TressetteMatch, TressetteMatchError
from calabresella.games.tressette.view import TressetteView

__all__ = [
    "CODEC",
    "Combination",
    "DECLARABLE_RANKS",
    "Declare",
    "DoneDeclaring",
    "FORMAT",
    "NAMES_FOUR",
    "NAMES_TWO",
    "OLD_FORMAT",
    "Outright",
    "RULE",
    "Signal",
    "SignalledLead",
    "THIRDS_PER_POINT",
    "TRESSETTE_FOR_FOUR",
    "TRESSETTE_IN_DUE",
    "TRESSETTE_PROFILES",
    "TRESSETTE_SCENARIOS",
    "TressetteAction",
    "TressetteDeal",
    "TressetteMatch",
    "TressetteMatchError",
    "TressettePhase",
    "TressetteRecordError",
    "TressetteResult",
    "TressetteRules",
    "TressetteRulesError",
    "TressetteRulesTypeError",
    "TressetteScenario",
    "TressetteTrick",
    "TressetteView",
    "VERSION",
    "_names",
    "available_declarations",
    "deal_tressette",
    "from_dict",
    "from_json",
    "load",
    "parse_tressette_action",
    "play_random",
    "play_scenario",
    "save",
    "scenario_choice",
    "score_tressette",
    "to_dict",
    "to_json",
    "tressette_profile",
]
"""Every name this package had when it was one module, kept importable from here."""
