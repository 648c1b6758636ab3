"""Calabrasella, the American account (variant V4 of ``docs/rules.md``), as a rule profile.

Sources: Cavendish (Henry Jones), "Calabrasella", *Westminster Chess Papers*, 1870, who
rationalised the Italian game's scoring and respelled its name; R. F. Foster, *Foster's
Complete Hoyle* (1897 and later editions), "Calabrasella"; later American card books
repeat it (pagat.com's Calabresella page summarises the differences). What this module
plays, in their words as summarised by V4:

- three players; the deal passes to the **left**; twelve cards each, dealt in **twos**
  from the dealer's left, and four face down to the **widow**;
- the **eldest hand** (the dealer's left) speaks first; each says once "I play" or
  "I pass"; the **first** to say "I play" plays alone against the other two (there is
  no outbidding, the players after him do not speak); if all pass the hand is
  abandoned;
- the single player **asks** for the best 3 he lacks (a 2 only when he holds all four
  3s, and so on down the ranks); its holder hands it over and receives **any card** of
  the single player's choice in exchange, **not shown to the third player**; if the
  asked card is in the widow there is no exchange;
- he then **discards one to four** cards face down, **turns up the widow** and takes
  from it enough cards to restore twelve (he chooses which); the rest of the widow and
  the discards go to the winner of the **last trick**;
- the eldest hand **leads**; play as in every profile: follow suit if able, no trumps,
  the highest card of the suit led wins (R4, R20);
- counting is **whole**: ace 3; 3, 2, K, Q, J 1 each; last trick 3; 35 in all; nothing
  is rounded. The single player wins with 18 or more; the **difference** between the
  two sides is won from, or paid to, **each** adversary (23 against 12 wins 11 from
  each; 16 against 19 loses 3); all 35 points count double, 70.

**Seats.** As in every profile, seats 0, 1, 2 are numbered in playing order: the next
to speak, play and deal after seat ``s`` is ``(s + 1) % 3``. The Italian game moves to
the right; this account moves to the **left** (clockwise), so here ``(s + 1) % 3`` is
the player on ``s``'s left (:func:`next_seat`), and the eldest hand is
``next_seat(dealer)``.

**Readings chosen** (where the sources leave room; each is a field of
:class:`AmericanRules` or stated here):

1. *All 35 count double, 70*: when one side takes all 35 points (all the card points
   and the last trick, whether or not the other side took a trick), the difference,
   35, counts double: 70 is won from (or paid to) each adversary, so the single player
   moves +140 or -140 (Foster: "the largest winning or loss for the single player is
   140"). Field ``all_points_amount = 70``.
2. *The ask is compulsory and determined by the hand*: the single player asks for a
   card of the highest rank of which he lacks at least one: a 3 if he lacks any 3; a 2
   only when he holds all four 3s; an ace only when he holds all four 3s and all four
   2s; and so on down. Among the suits that qualify he chooses, so
   :meth:`AmericanDeal.legal_actions` offers exactly the qualifying cards. (One source
   says he "may specify" a 2; the asking itself is never harmful, so it is not skipped.)
3. *The exchange card*: any card of the single player's hand **except the asked card
   itself** (handing it straight back would be no exchange). Field
   ``exchange_may_return_asked = False``. The holder and the single player see it; the
   third player does not (his view and his narration say only that a card was given).
   Who held the asked card is public: everyone saw it handed over.
4. *The discards* may be any cards of the single player's hand, the card just received
   included. Field ``discard_may_include_asked = True``. At least one card must be
   discarded (``min_discard = 1``) and at most four; after each discard from the first
   on he may turn up the widow (:class:`TurnWidow`; after four it is the only move).
5. *The widow* is face down and unseen by everyone, the single player included, until
   he turns it up; then everyone sees it, and sees which cards he takes. The rest of
   the widow stays face up, known to all; the discards stay face down, known only to
   the single player, until the deal is over.
6. *Points* are whole and never rounded: the card values are those of R5, read as
   whole points, so a deal's total is 32 + 3 = 35.

Refusals are :class:`calabresella.games.italian.deal.IllegalActionError` with the rule id ``"V4"``,
or ``"R20"`` for the card play that this account shares with every profile.

>>> deal = AmericanDeal.new(seed=7)
>>> deal.phase.value, deal.to_move, [len(h) for h in deal.hands], len(deal.widow)
('say', 1, [12, 12, 12], 4)
>>> [str(a) for a in deal.legal_actions()]
['i play', 'pass']
>>> deal.explain(Play(deal.hands[1][0]))[:60]
"V4: it is the say: Bruno may say 'I play' or 'I pass' (i pla"
>>> american_transfers(0, 23)  # 23 against 12 wins 11 from each adversary
(22, -11, -11)
"""

from __future__ import annotations

from calabresella.engine.actions import ActionError, Play
from calabresella.engine.game import play_random
from calabresella.games.american.actions import (
    AmericanAction,
    AnyAction,
    PlayAlone,
    Take,
    TurnWidow,
    parse_american_action,
)
from calabresella.games.american.deal import AmericanDeal, AmericanPhase, askable, deal_american_cards
from calabresella.games.american.record import (
    CODEC,
    FORMAT,
    OLD_FORMAT,
    VERSION,
    from_dict,
    from_json,
    load,
    save,
    to_dict,
    to_json,
)
from calabresella.games.american.rules import (
    AMERICAN,
    AMERICAN_PROFILES,
    SEATS,
    AmericanRules,
    _check_seat,
    american_profile,
    next_dealer,
    next_seat,
)
from calabresella.games.american.scenarios import AMERICAN_SCENARIOS, AmericanScenario, play_american_scenario
from calabresella.games.american.scoring import (
    AmericanResult,
    american_transfers,
    score_american,
    score_lines,
)
from calabresella.games.american.view import AmericanView

__all__ = [
    "AMERICAN",
    "AMERICAN_PROFILES",
    "AMERICAN_SCENARIOS",
    "ActionError",
    "AmericanAction",
    "AmericanDeal",
    "AmericanPhase",
    "AmericanResult",
    "AmericanRules",
    "AmericanScenario",
    "AmericanView",
    "AnyAction",
    "CODEC",
    "FORMAT",
    "OLD_FORMAT",
    "Play",
    "PlayAlone",
    "SEATS",
    "Take",
    "TurnWidow",
    "VERSION",
    "_check_seat",
    "american_profile",
    "american_transfers",
    "askable",
    "deal_american_cards",
    "from_dict",
    "from_json",
    "load",
    "next_dealer",
    "next_seat",
    "parse_american_action",
    "play_american_scenario",
    "play_random",
    "save",
    "score_american",
    "score_lines",
    "to_dict",
    "to_json",
]
"""Every name this package had when it was one module, kept importable from here."""
