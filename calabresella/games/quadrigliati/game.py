"""Quadrigliati (V9) as one registered object: a calling game (C1–C9), its profiles and scenarios its own."""

from __future__ import annotations

from calabresella.games.calling.game import calling_game
from calabresella.games.quadrigliati.rules import QUADRIGLIATI_PROFILES
from calabresella.games.quadrigliati.scenarios import QUADRIGLIATI_SCENARIOS
from calabresella.words import N_

GAME = calling_game(
    package="calabresella.games.quadrigliati",
    name="quadrigliati",
    label=N_("Quadrigliati"),
    rule="V9",
    profiles=QUADRIGLIATI_PROFILES,
    scenarios=QUADRIGLIATI_SCENARIOS,
)
