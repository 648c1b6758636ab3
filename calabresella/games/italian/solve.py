"""How the double-dummy solver reads a deal of an Italian profile (R19–R25).

The Italian game object's ``solver`` hook returns this module
(:class:`~calabresella.analysis.solver.SolveAdapter`): the core maximises the soloist's
thirds; with the last trick go the monte's thirds (the discards after the exchange, R14,
R17, R18; the monte dealt in a plain Solissimo, R16) and the last-trick bonus (R22,
R23); a finished deal is worth ``result.soloist_thirds`` (R25).
"""

from __future__ import annotations

from calabresella.analysis.solver import Stake, soloist_stake
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.phase import Phase
from calabresella.words import N_, _

ACCEPTS = N_("a Deal of an Italian profile (R19–R22)")
PLAY_RULE = N_("R19–R22: a deal is solved in its play phase, when every hand holds its cards and the monte is settled")


def playing(deal: Deal) -> bool:
    """R19: the card play is the phase PLAY."""
    return deal.phase is Phase.PLAY


def stake(deal: Deal, asker: int) -> Stake:
    """R22, R23, R25: the soloist's thirds; the monte and the bonus with the last trick."""
    return soloist_stake(deal.soloist, deal.monte, deal.rules.last_trick_thirds, _("R23, R25: the soloist's thirds"))


def finished_value(deal: Deal, flip: bool) -> int:
    """R25: the soloist's thirds of a scored deal."""
    assert deal.result is not None
    return deal.result.soloist_thirds


def to_play(deal: Deal) -> Deal:
    """Nothing stands between two cards of the Italian play."""
    return deal
