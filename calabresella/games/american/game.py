"""The American account of Calabrasella (V4) as one registered object."""

from __future__ import annotations

from typing import Any

from calabresella.games.american import (
    AMERICAN_PROFILES,
    AMERICAN_SCENARIOS,
    CODEC,
    AmericanDeal,
    AmericanResult,
    AmericanView,
    play_american_scenario,
)
from calabresella.games.american.players import AmericanHeuristicPlayer
from calabresella.games.american.session import new_session
from calabresella.games.game import Game
from calabresella.games.italian.players import RandomPlayer
from calabresella.words import N_


def _points(deal: Any) -> tuple[int, ...] | None:
    """V4: the whole points the player and his adversaries took (None: all passed)."""
    result = deal.result
    return None if result is None else (result.soloist_points, result.adversaries_points)


GAME = Game(
    package="calabresella.games.american",
    name="american",
    label=N_("Calabrasella (the American account)"),
    rule="V4",
    profiles=AMERICAN_PROFILES,
    deal_class=AmericanDeal,
    view_class=AmericanView,
    codec=CODEC,
    points=_points,
    players={"random": RandomPlayer, "heuristic": AmericanHeuristicPlayer},
    session=new_session,
    scenarios=AMERICAN_SCENARIOS,
    play_scenario=play_american_scenario,
    result_class=AmericanResult,
    # ``deal --players random`` draws every seat's choice from one generator seeded with the deal's
    # seed (engine/game.py play_random), as earlier versions did: the same seed tells the same deal.
    shared_random_play=True,
)
