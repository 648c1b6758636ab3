"""Tressette a chiamare's profiles (V7, C1–C9): the dealer's right calls a card, its holder is his hidden partner.

Tressette a chiamare (Chiamatre, Tressette con la chiamata del tre) is played by four with ten
cards each and no monte. There is no auction (V7a): the player on the dealer's right must call
at once and leads. He calls a three, or a two if he holds all four (V7b); the holder is his
partner, two against two, hidden until he plays the called card (C4). Each seat scores its
side's whole points; the first to 21 wins (V7c). The sources and the readings are in
``docs/rules.md`` ("The calling games").

>>> CHIAMATA.players, CHIAMATA.hand_size, CHIAMATA.auction, CHIAMATA.target
(4, 10, 'first-calls', 21)
>>> [CHIAMATA_PROFILES[n].call_from for n in CHIAMATA_PROFILES]
['first-lacking', 'any', 'any', 'first-lacking']
"""

from __future__ import annotations

from calabresella.games.calling.rules import CallingRules, Contract
from calabresella.words import N_

RULE = "V7"
"""The rule id of Tressette a chiamare (``docs/rules.md``, V7); its parts are V7a … V7d."""

CHIAMO = Contract("chiamo", N_("Chiamo"), "hidden", False, 1, "V7b")
"""V7b: the call of a three (a two if the caller holds all four), its holder a hidden partner."""

CHIAMATA = CallingRules(
    name="chiamata", game="chiamata", rule=RULE,
    description=N_("V7: Tressette a chiamare: the dealer's right calls a three, its holder his hidden partner; "
                   "first to 21 points."),
    players=4, hand_size=10, monte_size=0, auction="first-calls", contracts=(CHIAMO,),
    callable=("3", "2"), call_from="first-lacking", scoring="points", target=21,
)
"""V7, V7a–c (the default): the dealer's right must call a three, or a two if he holds all four
(Chiamate del tre; Quadriglia), and leads (Genova); the holder is his hidden partner (Genova:
"non la darà al richiedente e non si appaleserà"). Each seat scores its side's whole points
(Digitalmoka: "totalizzare più punti possibili nell'arco delle singole smazzate"); the target of
21 is the project's reading (Tressette's usual target)."""

CHIAMATA_GENOVA = CHIAMATA.replace(
    name="chiamata-genova", callable=("3", "2", "K", "Q", "J", "7", "6", "5", "4"), call_from="any",
    description=N_("V7d: Tressette a chiamare as the Chiamatre tournament of GenovaGioca: any card but an ace "
                   "may be called."),
)
"""V7d (GenovaGioca's Chiamatre): the caller names "un Tre, un due o una qualunque altra carta ad
esclusione di un asso". The tournament's redeal on request (a hand without three figures or any
3, 2 or ace) is not modelled; its scoring was not read: each side's points, as the default."""

CHIAMATA_CHITARRELLA = CHIAMATA.replace(
    name="chiamata-chitarrella", callable=("3", "2", "A"), call_from="any",
    description=N_("V7d: Tressette a chiamare as Chitarrella: a three, a two or an ace may be called."),
)
"""V7d (Chitarrella's rules in Gelli's *Piccola enciclopedia*, 1929): "chiama di prima mano un tre,
un due, o un asso"."""

CHIAMATA_STAKES = CHIAMATA.replace(
    name="chiamata-stakes", scoring="stakes", target=None, session_deals=8,
    description=N_("V7d: Tressette a chiamare paid as Calabresella: 6 points of 11 win a stake from each "
                   "opponent; 8 deals."),
)
"""V7d (Digitalmoka's 1902 Catania manual: the laws "del Tressette in tre, ossia la Calabresella"):
the calling side needs 6 of the 11 points; each opponent pays or receives one stake (C8); two
rounds of deals (C9, the project's reading)."""

CHIAMATA_PROFILES: dict[str, CallingRules] = {
    r.name: r for r in (CHIAMATA, CHIAMATA_GENOVA, CHIAMATA_CHITARRELLA, CHIAMATA_STAKES)
}
"""Tressette a chiamare's profiles by name, the default first."""
