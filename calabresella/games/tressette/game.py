"""Tressette for four and Tressette in due (V5) as one registered object."""

from __future__ import annotations

from typing import Any

from calabresella.games.game import Game
from calabresella.games.italian.players import RandomPlayer
from calabresella.games.tressette import (
    CODEC,
    TRESSETTE_PROFILES,
    TRESSETTE_SCENARIOS,
    TressetteDeal,
    TressetteResult,
    TressetteView,
    play_scenario,
)
from calabresella.games.tressette.players import TressetteHeuristicPlayer
from calabresella.games.tressette.session import new_session
from calabresella.words import N_


def _points(deal: Any) -> tuple[int, ...] | None:
    """V5: the thirds each side took, the last trick's bonus included."""
    result = deal.result
    return None if result is None else tuple(result.side_thirds)


GAME = Game(
    package="calabresella.games.tressette",
    name="tressette",
    label=N_("Tressette"),
    rule="V5",
    profiles=TRESSETTE_PROFILES,
    deal_class=TressetteDeal,
    view_class=TressetteView,
    codec=CODEC,
    points=_points,
    players={"random": RandomPlayer, "heuristic": TressetteHeuristicPlayer},
    session=new_session,
    scenarios=TRESSETTE_SCENARIOS,
    play_scenario=play_scenario,
    result_class=TressetteResult,
    # ``deal --players random`` draws every seat's choice from one generator seeded with the deal's
    # seed (engine/game.py play_random), as earlier versions did: the same seed tells the same deal.
    shared_random_play=True,
)
