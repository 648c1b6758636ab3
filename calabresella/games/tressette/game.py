"""Tressette for four and Tressette in due (V5) as one registered object."""

from __future__ import annotations

from typing import Any

from calabresella.engine.words import NAMES_FOUR, NAMES_TWO
from calabresella.games.game import Game
from calabresella.games.italian.players import RandomPlayer
from calabresella.games.tressette import (
    CODEC,
    TRESSETTE_PROFILES,
    TRESSETTE_SCENARIOS,
    TressetteDeal,
    TressetteView,
    to_dict,
)
from calabresella.games.tressette.players import TressetteHeuristicPlayer


def _start(seed: int, dealer: int, rules: Any) -> TressetteDeal:
    return TressetteDeal.new(seed, dealer, rules)


def _names(rules: Any) -> tuple[str, ...]:
    return NAMES_FOUR[: rules.players] if rules.players > 2 else NAMES_TWO


GAME = Game(
    name="tressette",
    label="Tressette",
    rule="V5",
    profiles=TRESSETTE_PROFILES,
    deal_class=TressetteDeal,
    view_class=TressetteView,
    codec=CODEC,
    to_record=to_dict,
    start=_start,
    seat_count=lambda rules: int(rules.players),
    names=_names,
    players={"random": RandomPlayer, "heuristic": TressetteHeuristicPlayer},
    scenarios=TRESSETTE_SCENARIOS,
)
