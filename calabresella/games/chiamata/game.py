"""Tressette a chiamare (V7) as one registered object: a calling game (C1–C9), its profiles and scenarios its own."""

from __future__ import annotations

from calabresella.games.calling.game import calling_game
from calabresella.games.chiamata.rules import CHIAMATA_PROFILES
from calabresella.games.chiamata.scenarios import CHIAMATA_SCENARIOS
from calabresella.words import N_

GAME = calling_game(
    package="calabresella.games.chiamata",
    name="chiamata",
    label=N_("Tressette a chiamare"),
    rule="V7",
    profiles=CHIAMATA_PROFILES,
    scenarios=CHIAMATA_SCENARIOS,
)
