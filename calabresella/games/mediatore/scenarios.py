"""Mediatore's playthrough scenarios (V8): seeded deals played by the heuristic players.

>>> [s.name for s in MEDIATORE_SCENARIOS]
['mediatore-auction', 'mediatore-chitarrella']
"""

from __future__ import annotations

from calabresella.games.calling.scenarios import CallingScenario, play_scenario, scenarios
from calabresella.games.mediatore.rules import MEDIATORE, MEDIATORE_CHITARRELLA

MEDIATORE_SCENARIOS: tuple[CallingScenario, ...] = (
    *scenarios(MEDIATORE, ("mediatore-auction", 7)),
    *scenarios(MEDIATORE_CHITARRELLA, ("mediatore-chitarrella", 9)),
)
"""The playthroughs of Mediatore."""

__all__ = ["MEDIATORE_SCENARIOS", "play_scenario"]
