"""The calling games' playthrough scenarios (C1–C8): seeded deals played by the heuristic players.

Each game's package lists its own (``games/chiamata/scenarios.py``, …); this module makes them
and plays them.

>>> from calabresella.games.chiamata.rules import CHIAMATA
>>> final = play_scenario(CallingScenario("chiamata-example", CHIAMATA, 4))
>>> final.is_over, final.rules.name
(True, 'chiamata')
"""

from __future__ import annotations

from dataclasses import dataclass

from calabresella.engine.errors import check_instance, check_int
from calabresella.games.calling.deal import CallingDeal
from calabresella.games.calling.players import CallingHeuristicPlayer, play_game
from calabresella.games.calling.rules import TABLE_RULE, CallingRules, check_rules
from calabresella.words import N_


@dataclass(frozen=True)
class CallingScenario:
    """A seeded deal for a playthrough: every seat a heuristic player seeded from the deal's seed."""

    name: str
    rules: CallingRules
    seed: int

    def __post_init__(self) -> None:
        check_instance(self.name, str, "name", N_("text such as 'chiamata-four'"))
        check_rules(self.rules)
        check_int(self.seed, "seed", 0, rule=TABLE_RULE)

    @property
    def dealer(self) -> int:
        return self.seed % self.rules.players


def scenarios(rules: CallingRules, *named: tuple[str, int]) -> tuple[CallingScenario, ...]:
    """The scenarios of a profile: one per ``(name, seed)``.

    >>> from calabresella.games.mediatore.rules import MEDIATORE
    >>> [s.dealer for s in scenarios(MEDIATORE, ("a", 5), ("b", 6))]
    [1, 2]
    """
    return tuple(CallingScenario(name, rules, seed) for name, seed in named)


def play_scenario(scenario: CallingScenario) -> CallingDeal:
    """The scenario's deal played to its end."""
    check_instance(scenario, CallingScenario, "scenario", N_("a CallingScenario such as CHIAMATA_SCENARIOS[0]"))
    deal = CallingDeal.new(seed=scenario.seed, dealer=scenario.dealer, rules=scenario.rules)
    players = [CallingHeuristicPlayer(scenario.seed * 10 + seat) for seat in range(scenario.rules.players)]
    return play_game(deal, players)
