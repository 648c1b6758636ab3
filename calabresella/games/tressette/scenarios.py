"""The Tressette playthrough scenarios (V5): their files are written by
:mod:`calabresella.show.playthrough`, with the words of :mod:`calabresella.games.tressette.narrate`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from calabresella.engine.actions import Play
from calabresella.engine.errors import ArgumentValueError, check_instance, check_int
from calabresella.engine.game import play_out, whole_deal
from calabresella.games.tressette.actions import Signal, SignalledLead, TressetteAction
from calabresella.games.tressette.deal import TressetteDeal, TressettePhase
from calabresella.games.tressette.rules import (
    RULE,
    TRESSETTE_FOR_FOUR,
    TRESSETTE_IN_DUE,
    TressetteRules,
    _check_rules,
)
from calabresella.words import _, msg


@dataclass(frozen=True)
class TressetteScenario:
    """A seeded deal for a playthrough: every choice seeded-random, every declaration made,
    and the leader's signal drawn at random (sometimes none)."""

    name: str
    rules: TressetteRules
    seed: int

    def __post_init__(self) -> None:
        check_instance(self.name, str, "name", _("text such as 'tressette-plain'"))
        _check_rules(self.rules)
        check_int(self.seed, "seed", 0, rule=RULE)

    @property
    def dealer(self) -> int:
        return self.seed % self.rules.players


TRESSETTE_SCENARIOS = (
    TressetteScenario("tressette-stramazzone", TRESSETTE_FOR_FOUR, 3),
    TressetteScenario("tressette-plain", TRESSETTE_FOR_FOUR, 5),
    TressetteScenario("tressette-in-due-two-declarations", TRESSETTE_IN_DUE, 12),
    TressetteScenario("tressette-in-due-napoletana", TRESSETTE_IN_DUE, 23),
)
"""The playthroughs in ``tests/playthroughs/tressette-*.txt``."""


def scenario_choice(deal: TressetteDeal, rng: random.Random) -> TressetteAction:
    """A playthrough's choice: every declaration, then done; a random card, and at a lead
    a random signal or none."""
    check_instance(deal, TressetteDeal, "deal", _("a TressetteDeal such as TressetteDeal.new(seed=5)"))
    check_instance(rng, random.Random, "rng", _("a random.Random such as random.Random(5)"))
    if deal.is_over:
        raise ArgumentValueError(msg("{rule}: the deal is over: there is nothing left to choose", rule=RULE))
    legal = deal.legal_actions()
    if deal.phase is TressettePhase.DECLARE:
        return legal[0]
    action = rng.choice(legal)
    signal = rng.choice((None, None, *Signal))
    assert deal.current is not None and isinstance(action, Play)
    if signal is not None and not deal.current.cards:
        return SignalledLead(action.card, signal)
    return action


def play_scenario(scenario: TressetteScenario) -> TressetteDeal:
    """The scenario's deal played to its end."""
    check_instance(scenario, TressetteScenario, "scenario", _("a TressetteScenario such as TRESSETTE_SCENARIOS[0]"))
    deal = TressetteDeal.new(seed=scenario.seed, dealer=scenario.dealer, rules=scenario.rules)
    return play_out(deal, _Scripted(random.Random(scenario.seed)), whole_deal)


class _Scripted:
    """Every seat of a playthrough: :func:`scenario_choice`, shown the whole deal."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, deal: TressetteDeal) -> TressetteAction:
        return scenario_choice(deal, self.rng)
