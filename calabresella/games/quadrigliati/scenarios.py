"""Quadrigliati's playthrough scenarios (V9): seeded deals played by the heuristic players.

>>> [s.name for s in QUADRIGLIATI_SCENARIOS]
['quadrigliati-auction', 'quadrigliati-quadriglia']
"""

from __future__ import annotations

from calabresella.games.calling.scenarios import CallingScenario, play_scenario, scenarios
from calabresella.games.quadrigliati.rules import QUADRIGLIATI, QUADRIGLIATI_QUADRIGLIA

QUADRIGLIATI_SCENARIOS: tuple[CallingScenario, ...] = (
    *scenarios(QUADRIGLIATI, ("quadrigliati-auction", 6)),
    *scenarios(QUADRIGLIATI_QUADRIGLIA, ("quadrigliati-quadriglia", 10)),
)
"""The playthroughs of Quadrigliati."""

__all__ = ["QUADRIGLIATI_SCENARIOS", "play_scenario"]
