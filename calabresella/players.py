"""Players: they choose an action from what their seat may see, never from the deal.

>>> from calabresella.deal import Deal
>>> final = play_deal(Deal.new(seed=7), [RandomPlayer(1), RandomPlayer(2), RandomPlayer(3)])
>>> final.is_over
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from calabresella.actions import Action
from calabresella.deal import Deal
from calabresella.view import SeatView


class Player(Protocol):
    """Anything that picks one of ``view.legal_actions`` from a :class:`SeatView`."""

    def choose(self, view: SeatView) -> Action: ...


class RandomPlayer:
    """Chooses uniformly among the legal actions, from its own seeded generator."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        return self._rng.choice(view.legal_actions)

    def __repr__(self) -> str:
        return f"RandomPlayer({self.seed!r})"


def play_deal(deal: Deal, players: Sequence[Player]) -> Deal:
    """Play ``deal`` to its end, each seat's player choosing from that seat's view."""
    while not deal.is_over:
        seat = deal.to_move
        assert seat is not None
        deal = deal.apply(players[seat].choose(deal.view(seat)))
    return deal
