"""What a seat of Tressette (V5, for four or in due) knows in card play, for the sampling expert.

The Tressette game object's ``expert`` hook returns this module; the expert
(:class:`~calabresella.analysis.expert_games.GameExpert`) asks it for the game's own
knowledge (see :mod:`calabresella.analysis.expert_games`): the cards shown by a
declaration, and in due every card drawn from the stock (each is shown to the other
player), are known to be in their holder's hand until played; a card "missing" from a
declared three of a kind is not in the declarer's hand; the stock's cards and their
order are unknown. Every whole point counts towards the side's game, so the player to
move maximises his side's points.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from calabresella.analysis.expert_games import STOCK, GameExpert
from calabresella.engine.cards import Card
from calabresella.games.tressette import (
    TRESSETTE_PROFILES,
    Combination,
    TressetteDeal,
    TressettePhase,
    TressetteView,
)
from calabresella.games.tressette.players import TressetteHeuristicPlayer
from calabresella.words import N_

if TYPE_CHECKING:
    from calabresella.analysis.expert_games import GameKnowledge

VIEW = N_("a TressetteView")
"""The views this knowledge reads, for the expert's refusal of others."""


def player(seed: int = 0, samples: int = 12, time_budget: float = 2.0) -> GameExpert:
    """The sampling expert of Tressette."""
    return GameExpert(seed, samples, time_budget)


def heuristic(seed: int) -> TressetteHeuristicPlayer:
    """Who decides what is not card play (the declarations, the signals)."""
    return TressetteHeuristicPlayer(seed)


def playing(view: TressetteView) -> bool:
    """V5: the card play is the phase PLAY."""
    return view.phase is TressettePhase.PLAY


def maximises(view: TressetteView) -> bool:
    """V5: the solver's values are the points of the seat's own side."""
    return True


def places(view: TressetteView, played: set[Card], known: dict[Any, list[Card]], sizes: dict[Any, int],
           allowed: dict[Card, frozenset[Any]]) -> None:
    """V5: the cards declared (and in due drawn) stay known until played; the stock."""
    for seat in [s for s in known if isinstance(s, int)]:
        known[seat] = [c for c in view.known[seat] if c not in played]
    if view.stock_size:
        sizes[STOCK] = view.stock_size
        known[STOCK] = []


def limits(view: TressetteView, seen: GameKnowledge, allowed: dict[Card, frozenset[Any]],
           all_places: frozenset[Any]) -> None:
    """V5: three of a kind "missing X" says its declarer did not hold that card after the
    first trick; at four he gains no card later, and in due every card drawn is shown,
    so it is not among his hidden cards."""
    for seat, declared in view.declarations:
        if declared.combination is Combination.THREE and declared.rank is not None and declared.suit is not None:
            card = Card(declared.rank, declared.suit)
            if card in seen.unseen and seat != view.seat:
                allowed[card] = allowed.get(card, all_places) - {seat}


def world(view: TressetteView, hands: tuple[tuple[Card, ...], ...], dealt: tuple[tuple[Card, ...], ...],
          placed: Mapping[Any, tuple[Card, ...]]) -> TressetteDeal:
    """The deal in card play that ``view`` would be with these hands and the stock as placed."""
    stock = tuple(placed.get(STOCK, ()))
    drawn = tuple(card for _, card in view.draws)
    return TressetteDeal(
        rules=TRESSETTE_PROFILES[view.rules_name], dealer=view.dealer, dealt_hands=dealt,
        dealt_stock=drawn + stock, hands=hands, stock=stock, phase=view.phase, to_move=view.to_move,
        tricks=view.tricks, current=view.current, declarations=view.declarations, draws=view.draws,
    )
