"""Mediatore (V8) as one registered object: a calling game (C1–C9), its profiles and scenarios its own."""

from __future__ import annotations

from calabresella.games.calling.game import calling_game
from calabresella.games.mediatore.rules import MEDIATORE_PROFILES
from calabresella.games.mediatore.scenarios import MEDIATORE_SCENARIOS
from calabresella.words import N_

GAME = calling_game(
    package="calabresella.games.mediatore",
    name="mediatore",
    label=N_("Mediatore"),
    rule="V8",
    profiles=MEDIATORE_PROFILES,
    scenarios=MEDIATORE_SCENARIOS,
)
