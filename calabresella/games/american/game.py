"""The American account of Calabrasella (V4) as one registered object."""

from __future__ import annotations

from typing import Any

from calabresella.engine.words import NAMES
from calabresella.games.american import (
    AMERICAN_PROFILES,
    AMERICAN_SCENARIOS,
    CODEC,
    AmericanDeal,
    AmericanView,
    to_dict,
)
from calabresella.games.american.players import AmericanHeuristicPlayer
from calabresella.games.game import Game
from calabresella.games.italian.players import RandomPlayer


def _start(seed: int, dealer: int, rules: Any) -> AmericanDeal:
    return AmericanDeal.new(seed, dealer, rules)


GAME = Game(
    name="american",
    label="Calabrasella (the American account)",
    rule="V4",
    profiles=AMERICAN_PROFILES,
    deal_class=AmericanDeal,
    view_class=AmericanView,
    codec=CODEC,
    to_record=to_dict,
    start=_start,
    seat_count=lambda rules: 3,
    names=lambda rules: NAMES,
    players={"random": RandomPlayer, "heuristic": AmericanHeuristicPlayer},
    scenarios=AMERICAN_SCENARIOS,
)
