"""How the double-dummy solver reads a deal of the American account (V4).

The American game object's ``solver`` hook returns this module
(:class:`~calabresella.analysis.solver.SolveAdapter`): the core maximises the single
player's points; with the last trick go its 3 points, the rest of the widow and the
discards (the pile); a finished deal is worth ``result.soloist_points``.
"""

from __future__ import annotations

from calabresella.analysis.solver import Stake, soloist_stake
from calabresella.games.american import AmericanDeal, AmericanPhase
from calabresella.words import N_

ACCEPTS = N_("an AmericanDeal (V4)")
PLAY_RULE = N_("V4: a deal is solved in its play phase, after the ask, the exchange and the widow")


def playing(deal: AmericanDeal) -> bool:
    """V4: the card play is the phase PLAY."""
    return deal.phase is AmericanPhase.PLAY


def stake(deal: AmericanDeal, asker: int) -> Stake:
    """V4: the single player's points; the pile and the last trick's points with it."""
    return soloist_stake(deal.soloist, deal.pile, deal.rules.last_trick_points, N_("V4: the single player's points"))


def finished_value(deal: AmericanDeal, flip: bool) -> int:
    """V4: the single player's points of a scored deal."""
    assert deal.result is not None
    return deal.result.soloist_points


def to_play(deal: AmericanDeal) -> AmericanDeal:
    """Nothing stands between two cards of the American play."""
    return deal
