"""Rovescino (V6) as one registered object: the reverse game, each for himself, 3 to 8 players."""

from __future__ import annotations

from typing import Any

from calabresella.games.game import Game
from calabresella.games.italian.players import RandomPlayer
from calabresella.games.rovescino.deal import RovescinoDeal
from calabresella.games.rovescino.players import RovescinoHeuristicPlayer
from calabresella.games.rovescino.record import CODEC
from calabresella.games.rovescino.rules import ROVESCINO_PROFILES
from calabresella.games.rovescino.scenarios import ROVESCINO_SCENARIOS, play_scenario
from calabresella.games.rovescino.scoring import RovescinoResult
from calabresella.games.rovescino.session import new_session
from calabresella.games.rovescino.view import RovescinoView
from calabresella.words import N_


def _points(deal: Any) -> tuple[int, ...] | None:
    """V6b, V6c: the thirds each seat took (the monte with the last trick), plus the last
    trick's point in thirds: they add up to the 35 thirds of a deal less any cards set aside."""
    result = deal.result
    if result is None:
        return None
    bonus = deal.rules.last_trick_points * 3
    return tuple(t + (bonus if s == result.last_trick_seat else 0) for s, t in enumerate(result.seat_thirds))


GAME = Game(
    package="calabresella.games.rovescino",
    name="rovescino",
    label=N_("Rovescino"),
    rule="V6",
    profiles=ROVESCINO_PROFILES,
    deal_class=RovescinoDeal,
    view_class=RovescinoView,
    codec=CODEC,
    points=_points,
    players={"random": RandomPlayer, "heuristic": RovescinoHeuristicPlayer},
    session=new_session,
    scenarios=ROVESCINO_SCENARIOS,
    play_scenario=play_scenario,
    result_class=RovescinoResult,
)
