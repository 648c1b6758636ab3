"""Tressette a chiamare's playthrough scenarios (V7): seeded deals played by the heuristic players.

>>> [s.name for s in CHIAMATA_SCENARIOS]
['chiamata-hidden-partner', 'chiamata-stakes']
"""

from __future__ import annotations

from calabresella.games.calling.scenarios import CallingScenario, play_scenario, scenarios
from calabresella.games.chiamata.rules import CHIAMATA, CHIAMATA_STAKES

CHIAMATA_SCENARIOS: tuple[CallingScenario, ...] = (
    *scenarios(CHIAMATA, ("chiamata-hidden-partner", 5)),
    *scenarios(CHIAMATA_STAKES, ("chiamata-stakes", 12)),
)
"""The playthroughs of Tressette a chiamare."""

__all__ = ["CHIAMATA_SCENARIOS", "play_scenario"]
