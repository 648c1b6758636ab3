"""Quintiglio (V10) as one registered object: a calling game (C1–C9), its profiles and scenarios its own."""

from __future__ import annotations

from calabresella.games.calling.game import calling_game
from calabresella.games.quintiglio.rules import QUINTIGLIO_PROFILES
from calabresella.games.quintiglio.scenarios import QUINTIGLIO_SCENARIOS
from calabresella.words import N_

GAME = calling_game(
    package="calabresella.games.quintiglio",
    name="quintiglio",
    label=N_("Quintiglio"),
    rule="V10",
    profiles=QUINTIGLIO_PROFILES,
    scenarios=QUINTIGLIO_SCENARIOS,
)
