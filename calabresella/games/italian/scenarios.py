"""The Italian game's playthrough scenarios: seeded deals steered to each contract (R8–R18)
and each variant profile (V1–V3), every other choice seeded-random.

They are game data: ``load_game("italian").scenarios`` lists them and
``load_game("italian").play_scenario`` plays one to its end;
:mod:`calabresella.show.playthrough` writes their files into ``tests/playthroughs/``.

>>> final = play(SCENARIOS[4])
>>> SCENARIOS[4].name, final.bid, final.is_over
('solo', Contract.SOLO, True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from calabresella.engine.actions import Action, Bid, Call, Contract, Enhance, Enhancement, Pass
from calabresella.engine.errors import check_instance
from calabresella.games.italian.deal import Deal, Phase, right_of
from calabresella.games.italian.rules import PROFILES
from calabresella.words import _


@dataclass(frozen=True)
class Scenario:
    """A seeded deal steered to one contract; every other choice is seeded-random."""

    name: str
    seed: int
    contract: Contract | None
    enhancement: Enhancement = Enhancement.PLAIN
    call: str = ""  # Chiamo: 'defender', 'monte' or 'own' — where the called card is
    rules: str = "italian"  # the rule profile (calabresella.games.italian.rules.PROFILES)
    after_all_pass: bool = False  # V2b: the deal that follows an all-pass, monte kept

    @property
    def dealer(self) -> int:
        return self.seed % 3


SCENARIOS = (
    Scenario("all-pass", 1, None),
    Scenario("chiamo-card-with-defender", 7, Contract.CHIAMO, call="defender"),
    Scenario("chiamo-card-in-monte", 8, Contract.CHIAMO, call="monte"),
    Scenario("chiamo-card-in-own-hand", 9, Contract.CHIAMO, call="own"),
    Scenario("solo", 10, Contract.SOLO),
    Scenario("solo-second", 11, Contract.SOLO),
    Scenario("solissimo", 12, Contract.SOLISSIMO),
    Scenario("solissimo-dividete", 13, Contract.SOLISSIMO, Enhancement.DIVIDETE),
    Scenario("solissimo-scegliete", 14, Contract.SOLISSIMO, Enhancement.SCEGLIETE),
    # The variant profiles (V1, V2, V2b, V3), each on the deal it changes.
    Scenario("bidder-leads-solo", 10, Contract.SOLO, rules="bidder-leads"),
    Scenario("dealer-left-leads-solo", 10, Contract.SOLO, rules="dealer-left-leads"),
    Scenario("first-to-21-solo", 11, Contract.SOLO, rules="first-to-21"),
    Scenario("all-pass-limited-redeal", 1, Contract.SOLO, rules="all-pass-limited", after_all_pass=True),
    Scenario("four-at-the-table-chiamo", 7, Contract.CHIAMO, call="defender", rules="four-at-the-table"),
)
"""R8–R18 and V1–V3: every contract and enhancement, each place of a called card, an
all-pass deal, and each variant profile on the deal it changes."""


def choose(deal: Deal, scenario: Scenario, rng: random.Random) -> Action:
    """The scenario's choice in ``deal``: its contract by the first speaker, else seeded-random."""
    seat = deal.to_move
    assert seat is not None
    if deal.phase is Phase.AUCTION:
        first = scenario.contract is not None and not deal.history
        return Bid(scenario.contract) if first and scenario.contract else Pass()
    if deal.phase is Phase.ENHANCE:
        return Enhance(scenario.enhancement)
    if deal.phase is Phase.CALL:
        if scenario.call == "defender":
            return Call(deal.hands[deal.defenders[0]][0])
        if scenario.call == "monte":
            return Call(deal.monte[0])
        return Call(deal.hands[seat][0])
    return rng.choice(deal.legal_actions())


def play(scenario: Scenario) -> Deal:
    """The scenario's deal played to its end (V2b: after an all-pass, the next dealer's deal)."""
    check_instance(scenario, Scenario, "scenario", _("a Scenario such as SCENARIOS[0]"))
    rules = PROFILES[scenario.rules]
    deal = Deal.new(seed=scenario.seed, dealer=scenario.dealer, rules=rules)
    if scenario.after_all_pass:  # V2b: all pass, then the next dealer redeals around the kept monte
        passed = deal.apply_all([Pass(), Pass(), Pass()])
        deal = Deal.new(seed=scenario.seed + 1, dealer=right_of(scenario.dealer), rules=rules,
                        monte=passed.monte, min_bid=Contract.SOLO)
    rng = random.Random(scenario.seed)
    while not deal.is_over:
        deal = deal.apply(choose(deal, scenario, rng))
    return deal
