"""Quadrigliati's profiles (V9, C1–C9): Chiamo with a revealed partner, Chiedo by exchange, Solo.

Quadrigliati (Quadriglio, Quadriglia) is played by four with ten cards each and no monte (V9).
An auction (C2) of Chiamo, Chiedo and Solo (V9a): Chiamo names any three or two the bidder
lacks and its holder says so at once (V9b); Chiedo names it with a card laid face down, which
the holder takes in exchange, and the bidder plays alone (V9c); Solo plays alone without a
call (V9d). Stakes 1, 2, 3. The sources and the readings are in ``docs/rules.md``.

>>> QUADRIGLIATI.contract_names, [c.call for c in QUADRIGLIATI.contracts]
(('chiamo', 'chiedo', 'solo'), ['revealed', 'exchange', 'none'])
"""

from __future__ import annotations

from calabresella.games.calling.rules import CallingRules, Contract
from calabresella.words import N_

RULE = "V9"
"""The rule id of Quadrigliati (``docs/rules.md``, V9); its parts are V9a … V9e."""

CHIAMO = Contract("chiamo", N_("Chiamo"), "revealed", False, 1, "V9b")
"""V9b: any three or two the bidder lacks; its holder says so at once; two against two; stake 1."""
CHIEDO = Contract("chiedo", N_("Chiedo"), "exchange", False, 2, "V9c")
"""V9c: the call made with a card laid face down for the holder; the bidder alone; stake 2."""
SOLO = Contract("solo", N_("Solo"), "none", False, 3, "V9d")
"""V9d: no call, alone against three; stake 3."""

QUADRIGLIATI = CallingRules(
    name="quadrigliati", game="quadrigliati", rule=RULE,
    description=N_("V9: Quadrigliati for four: 10 cards each; an auction of Chiamo (a partner who says so), "
                   "Chiedo (an exchange) and Solo; 8 deals."),
    players=4, hand_size=10, monte_size=0, auction="ascending", all_pass="redeal",
    contracts=(CHIAMO, CHIEDO, SOLO), callable=("3", "2"), call_from="any",
    scoring="stakes", target=None, session_deals=8,
)
"""V9, V9a–d (the default), after Quadriglio (maestringlese.net) and Treccani: "i giocatori
possono dire solo “chiamo”, “vado da solo” o “passo”"; the card "può essere solo un tre o due";
"chi la possiede lo dichiara subito e gioca in coppia con lo sfidante"; with a card laid face
down "chi la possiede la consegna allo sfidante e prende in cambio quella sul tavolo. In questo
caso lo sfidante giocherà solo"; the stakes "divide", "doppio", "triplo" read as 1, 2, 3 units
per opponent. The auction's form and the name Chiedo are the project's readings."""

QUADRIGLIATI_QUADRIGLIA = CallingRules(
    name="quadrigliati-quadriglia", game="quadrigliati", rule="V9e",
    description=N_("V9e: Quadriglia: no auction; the dealer's right calls a three, its holder his hidden "
                   "partner; 8 deals."),
    players=4, hand_size=10, monte_size=0, auction="first-calls",
    contracts=(Contract("chiamo", N_("Chiamo"), "hidden", False, 1, "V9e"),), callable=("3", "2"),
    call_from="first-lacking", scoring="stakes", target=None, session_deals=8,
)
"""V9e (Quadriglia, iogames.studenti.it): "chi sta di mano chiama come suo compagno il possessore
di un tre" (a two if he holds all four), and "soltanto il successivo svolgimento del gioco,
porterà i giocatori a sapere chi è il possessore": the hidden partner of V7, paid in stakes."""

QUADRIGLIATI_PROFILES: dict[str, CallingRules] = {r.name: r for r in (QUADRIGLIATI, QUADRIGLIATI_QUADRIGLIA)}
"""Quadrigliati's profiles by name, the default first."""
