"""Mediatore's profiles (V8, C1–C9): an auction, a monte of four, a hidden partner or the bidder alone.

Mediatore is played by four with nine cards each and a monte of four (V8). An auction (C2) of
Chiamo, Solo and Solissimo (V8a): Chiamo calls a three (a two if the bidder holds all four)
whose holder is the hidden partner, and takes the monte (V8b); Solo takes the monte and plays
alone (V8c); Solissimo plays alone and leaves the monte for the last trick (V8d). The sources
and the readings are in ``docs/rules.md`` ("The calling games").

>>> MEDIATORE.players, MEDIATORE.hand_size, MEDIATORE.monte_size, MEDIATORE.contract_names
(4, 9, 4, ('chiamo', 'solo', 'solissimo'))
>>> [c.stake for c in MEDIATORE.contracts]
[1, 2, 4]
"""

from __future__ import annotations

from calabresella.games.calling.rules import CallingRules, Contract
from calabresella.words import N_

RULE = "V8"
"""The rule id of Mediatore (``docs/rules.md``, V8); its parts are V8a … V8e."""

CHIAMO = Contract("chiamo", N_("Chiamo"), "hidden", True, 1, "V8b")
"""V8b: a three called (a two if the bidder holds all four), a hidden partner, the monte taken; stake 1."""
SOLO = Contract("solo", N_("Solo"), "none", True, 2, "V8c")
"""V8c: no call, the monte taken, alone against three; stake 2."""
SOLISSIMO = Contract("solissimo", N_("Solissimo"), "none", False, 4, "V8d")
"""V8d: no call, the monte left face down for the last trick, alone; stake 4."""

MEDIATORE = CallingRules(
    name="mediatore", game="mediatore", rule=RULE,
    description=N_("V8: Mediatore for four: 9 cards each and a monte of 4; an auction of Chiamo, Solo and "
                   "Solissimo; 8 deals."),
    players=4, hand_size=9, monte_size=4, auction="ascending", all_pass="redeal",
    contracts=(CHIAMO, SOLO, SOLISSIMO), callable=("3", "2"), call_from="first-lacking",
    scoring="stakes", target=None, session_deals=8,
)
"""V8, V8a–d (the default), after pagat as far as it was read: an auction from the dealer's
right, each bid higher than the last; the final bidder "plays alone against a team of three, or
chooses a partner by calling a card"; the monte "can be used to improve the bidder's hand".
The three contracts, their stakes (1, 2, 4, Calabresella's ladder, R26), the hidden partner and
the call of a three are the project's readings; a called card lying in the monte leaves the
bidder alone (C6, Wikipedia)."""

MEDIATORE_CHITARRELLA = CallingRules(
    name="mediatore-chitarrella", game="mediatore", rule="V8e",
    description=N_("V8e: Mediatore as Chitarrella (1846): Chiamo, a hidden partner, or Mediatore, a card "
                   "got by exchange, the monte, alone."),
    players=4, hand_size=9, monte_size=4, auction="ascending", all_pass="redeal",
    contracts=(Contract("chiamo", N_("Chiamo"), "hidden", False, 1, "V8e"),
               Contract("mediatore", N_("Mediatore"), "exchange", True, 2, "V8e")),
    callable=("3", "2", "A"), call_from="any", scoring="stakes", target=None, session_deals=8,
)
"""V8e (Chitarrella's rules of 1846, as summarised by the Lions Palermo page): "Chiamare vuol dire
chiamare il tre di un altro" (a hidden partner, the monte left for the last trick); "Fare il
mediatore consiste nel chiamare un tre, un due o un asso": the card got by exchange (C5), the
monte taken, the bidder alone, is the project's reading after Calabresella's Chiamo (Treccani,
"terziglio"). One list of callable ranks per profile: both contracts name a 3, 2 or ace."""

MEDIATORE_PROFILES: dict[str, CallingRules] = {r.name: r for r in (MEDIATORE, MEDIATORE_CHITARRELLA)}
"""Mediatore's profiles by name, the default first."""
