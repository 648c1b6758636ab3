"""Rovescino's playthrough scenarios (V6): seeded deals played by the heuristic players.

Their files (``tests/playthroughs/rovescino-*.txt``) are written with the words of
:mod:`calabresella.games.rovescino.narrate`.

>>> final = play_scenario(ROVESCINO_SCENARIOS[0])
>>> final.is_over, final.rules.name
(True, 'rovescino')
"""

from __future__ import annotations

from dataclasses import dataclass

from calabresella.engine.errors import check_instance, check_int
from calabresella.games.rovescino.deal import RovescinoDeal
from calabresella.games.rovescino.players import RovescinoHeuristicPlayer, play_game
from calabresella.games.rovescino.rules import (
    ROVESCINO,
    ROVESCINO_3,
    ROVESCINO_6_SCARTO,
    RULE,
    RovescinoRules,
    check_rules,
)
from calabresella.words import N_


@dataclass(frozen=True)
class RovescinoScenario:
    """A seeded deal for a playthrough: every seat a heuristic player seeded from the deal's seed."""

    name: str
    rules: RovescinoRules
    seed: int

    def __post_init__(self) -> None:
        check_instance(self.name, str, "name", N_("text such as 'rovescino-four'"))
        check_rules(self.rules)
        check_int(self.seed, "seed", 0, rule=RULE)

    @property
    def dealer(self) -> int:
        return self.seed % self.rules.players


ROVESCINO_SCENARIOS = (
    RovescinoScenario("rovescino-four", ROVESCINO, 5),
    RovescinoScenario("rovescino-three-monte", ROVESCINO_3, 8),
    RovescinoScenario("rovescino-six-fours-aside", ROVESCINO_6_SCARTO, 11),
)
"""The playthroughs in ``tests/playthroughs/rovescino-*.txt``."""


def play_scenario(scenario: RovescinoScenario) -> RovescinoDeal:
    """The scenario's deal played to its end."""
    check_instance(scenario, RovescinoScenario, "scenario", N_("a RovescinoScenario such as ROVESCINO_SCENARIOS[0]"))
    deal = RovescinoDeal.new(seed=scenario.seed, dealer=scenario.dealer, rules=scenario.rules)
    players = [RovescinoHeuristicPlayer(scenario.seed * 10 + seat) for seat in range(scenario.rules.players)]
    return play_game(deal, players)
