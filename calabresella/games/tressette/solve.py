"""How the double-dummy solver reads a deal of Tressette, for four or in due (V5).

The Tressette game object's ``solver`` hook returns this module
(:class:`~calabresella.analysis.solver.SolveAdapter`): the core maximises the thirds of
seats 0 & 2 (seat 0 in due), and the value is the whole card points of the asker's side
(its thirds and the last-trick bonus, divided by 3 with the remainder dropped, as
``result.side_card_points`` counts); in due the stock, in its dealt order, is drawn
after each trick. Declarations are not counted (they do not change the play); a deal
still declaring is moved on past them (:func:`to_play`).
"""

from __future__ import annotations

from calabresella.analysis.solver import Stake
from calabresella.engine.cards import PACK_THIRDS
from calabresella.games.tressette import DoneDeclaring, TressetteDeal, TressettePhase
from calabresella.words import N_, msg

ACCEPTS = N_("a TressetteDeal (V5)")
PLAY_RULE = N_("V5: a deal is solved in its play phase, while the cards are played (not while declaring)")


def playing(deal: TressetteDeal) -> bool:
    """V5: the card play is the phase PLAY."""
    return deal.phase is TressettePhase.PLAY


def stake(deal: TressetteDeal, asker: int) -> Stake:
    """V5: the side of seats 0 & 2 (0 alone in due), read for ``asker``'s side in whole points."""
    seats = len(deal.hands)
    total = PACK_THIRDS + deal.rules.last_trick_thirds
    dealt = tuple(deal.dealt_stock)
    return Stake(
        side=sum(1 << s for s in range(0, seats, 2)),
        bonus=deal.rules.last_trick_thirds,
        total=total,
        rule=str(msg("{rule}: whole card points of one side, at most {most}", rule="V5", most=total // 3)),
        points=True,
        flip=asker % 2 == 1,
        stock=dealt,
        drawn=len(dealt) - len(deal.stock) if dealt else 0,
    )


def finished_value(deal: TressetteDeal, flip: bool) -> int:
    """V5: the whole card points of the asker's side in a scored deal."""
    assert deal.result is not None
    return deal.result.side_card_points[1 if flip else 0]


def to_play(deal: TressetteDeal) -> TressetteDeal:
    """V5: declarations do not change the play; a deal declaring is moved on past them."""
    while deal.phase is TressettePhase.DECLARE:
        deal = deal.apply(DoneDeclaring())
    return deal
