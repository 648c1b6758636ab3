"""Quintiglio's profiles (V10, C1–C9): five players, a hidden partner, two against three.

Quintiglio (Bellora, Fischione) is played by five with eight cards each and no monte (V10). An
auction (C2) of Chiamo, Chiedo and Solo (V10a): Chiamo calls a three (a two if the bidder holds
all four) whose holder is the hidden partner, two against three (V10b); Chiedo gets the card by
exchange and plays alone against four (V10c); Solo plays alone (V10d). Only the five players,
the names and the family's declarations are sourced; the rest is the project's reading
(``docs/rules.md``, "The calling games").

>>> QUINTIGLIO.players, QUINTIGLIO.hand_size, [c.stake for c in QUINTIGLIO.contracts]
(5, 8, [1, 2, 4])
"""

from __future__ import annotations

from calabresella.games.calling.rules import CallingRules, Contract
from calabresella.words import N_

RULE = "V10"
"""The rule id of Quintiglio (``docs/rules.md``, V10); its parts are V10a … V10d."""

CHIAMO = Contract("chiamo", N_("Chiamo"), "hidden", False, 1, "V10b")
"""V10b: a three called (a two if the bidder holds all four), a hidden partner, two against three; stake 1."""
CHIEDO = Contract("chiedo", N_("Chiedo"), "exchange", False, 2, "V10c")
"""V10c: the called card got by exchange (C5); the bidder alone against four; stake 2."""
SOLO = Contract("solo", N_("Solo"), "none", False, 4, "V10d")
"""V10d: no call, alone against four; stake 4."""

QUINTIGLIO = CallingRules(
    name="quintiglio", game="quintiglio", rule=RULE,
    description=N_("V10: Quintiglio for five: 8 cards each; an auction of Chiamo (a hidden partner, two "
                   "against three), Chiedo and Solo; 10 deals."),
    players=5, hand_size=8, monte_size=0, auction="ascending", all_pass="redeal",
    contracts=(CHIAMO, CHIEDO, SOLO), callable=("3", "2"), call_from="first-lacking",
    scoring="stakes", target=None, session_deals=10,
)
"""V10, V10a–d (the default): five players (Treccani, "quintigliati": "cui prendono parte cinque
giocatori"), the same cards to all and no monte (Wikipedia: a monte only at three or six); the
declarations "chiamo" (the caller "giocherà in coppia con il possessore della carta chiamata"),
"chiedo" ("Il giocatore che ha la carta chiamata è obbligato a scambiarla") and "solo"
(Wikipedia, "in ordine gerarchico"). The hidden partner, the callable cards, the stakes 1, 2, 4,
the lead and the ten deals are the project's readings."""

QUINTIGLIO_ANY_CARD = QUINTIGLIO.replace(
    name="quintiglio-any-card", callable=("3", "2", "A", "K", "Q", "J", "7", "6", "5", "4"), call_from="any",
    description=N_("V10: Quintiglio where the caller may name any card he lacks."),
)
"""V10 (Wikipedia's "la carta che dirò"): the caller names any card he lacks."""

QUINTIGLIO_PROFILES: dict[str, CallingRules] = {r.name: r for r in (QUINTIGLIO, QUINTIGLIO_ANY_CARD)}
"""Quintiglio's profiles by name, the default first."""
