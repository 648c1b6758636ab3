"""The Italian game, Calabresella (R1–R30 and the variants V1–V3), as one registered object."""

from __future__ import annotations

from typing import Any

from calabresella.engine.words import NAMES
from calabresella.games.game import Game
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.players import HeuristicPlayer, RandomPlayer
from calabresella.games.italian.rules import PROFILES
from calabresella.games.italian.view import SeatView
from calabresella.games.record import CODEC, to_dict


def _start(seed: int, dealer: int, rules: Any) -> Deal:
    return Deal.new(seed, dealer, rules)


GAME = Game(
    name="italian",
    label="Calabresella",
    rule="R1–R30",
    profiles=PROFILES,
    deal_class=Deal,
    view_class=SeatView,
    codec=CODEC,
    to_record=to_dict,
    start=_start,
    seat_count=lambda rules: 3,
    names=lambda rules: NAMES,
    players={"random": RandomPlayer, "heuristic": HeuristicPlayer},
)
