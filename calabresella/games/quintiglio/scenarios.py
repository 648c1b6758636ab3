"""Quintiglio's playthrough scenarios (V10): seeded deals played by the heuristic players.

>>> [s.name for s in QUINTIGLIO_SCENARIOS]
['quintiglio-five', 'quintiglio-any-card']
"""

from __future__ import annotations

from calabresella.games.calling.scenarios import CallingScenario, play_scenario, scenarios
from calabresella.games.quintiglio.rules import QUINTIGLIO, QUINTIGLIO_ANY_CARD

QUINTIGLIO_SCENARIOS: tuple[CallingScenario, ...] = (
    *scenarios(QUINTIGLIO, ("quintiglio-five", 8)),
    *scenarios(QUINTIGLIO_ANY_CARD, ("quintiglio-any-card", 11)),
)
"""The playthroughs of Quintiglio."""

__all__ = ["QUINTIGLIO_SCENARIOS", "play_scenario"]
