"""How the double-dummy solver reads a deal of a calling game (C1–C9: Tressette a chiamare,
Mediatore, Quadrigliati, Quintiglio).

Every calling game's ``solver`` hook returns this module
(:class:`~calabresella.analysis.solver.SolveAdapter`). Double dummy, every hand is face up,
so the sides are known even while the partner is hidden from the table (C4): the core
maximises the thirds of the bidder's side, the bidder and the seat that held the called card
(:attr:`~calabresella.games.calling.deal.CallingDeal.partner`; none when he plays alone: no
call, an exchange, C5, or the called card his own or in the monte, C6). With the last trick
go its point (3 thirds) and the monte as it then lies: the cards laid away, or the monte
dealt where the contract leaves it face down (C6). The value is the whole points of the
asker's side, its thirds divided by 3 with the fraction dropped (C8), as
``result.side_points`` counts: the two sides' points make 11. Four or five seats play
(Quintiglio: five hands of eight cards).

>>> from calabresella.games.registry import load_game
>>> from calabresella.analysis.solver import solve
>>> deal = load_game("quintiglio").new_deal(seed=5, dealer=0)
>>> while deal.phase.name not in ("PLAY", "PASSED"):
...     deal = deal.apply(deal.legal_actions()[-1])
>>> deal.phase.name, 0 <= solve(deal) <= 11
('PLAY', True)
"""

from __future__ import annotations

from calabresella.analysis.solver import Stake
from calabresella.engine.cards import PACK_THIRDS, thirds_of
from calabresella.games.calling.deal import CallingDeal, CallingPhase
from calabresella.games.calling.rules import LAST_TRICK_POINTS, SCORE_RULE, THIRDS_PER_POINT
from calabresella.words import N_, msg

ACCEPTS = N_("a CallingDeal of a calling game (C1–C9)")
PLAY_RULE = N_("C7: a deal is solved in its card play, after the auction, the call, the exchange and the monte")

LAST_TRICK_THIRDS = LAST_TRICK_POINTS * THIRDS_PER_POINT
"""C8: the last trick's point, in thirds."""


def playing(deal: CallingDeal) -> bool:
    """C7: the card play is the phase PLAY."""
    return deal.phase is CallingPhase.PLAY


def side_mask(deal: CallingDeal) -> int:
    """C3–C5: the bidder's side as a bit mask of seats: the bidder and the called card's
    holder (the truth, which the table may not know yet)."""
    side, _ = deal.sides
    return sum(1 << seat for seat in side)


def stake(deal: CallingDeal, asker: int) -> Stake:
    """C6, C8: the bidder's side's thirds; with the last trick its point and the monte as it
    lies; read in whole points for ``asker``'s side."""
    total = PACK_THIRDS + LAST_TRICK_THIRDS
    side = side_mask(deal)
    return Stake(
        side=side,
        bonus=thirds_of(deal.monte) + LAST_TRICK_THIRDS,
        total=total,
        rule=str(msg("{rule}: whole card points of one side, at most {most}", rule=SCORE_RULE,
                     most=total // THIRDS_PER_POINT)),
        points=True,
        flip=not side >> asker & 1,
    )


def finished_value(deal: CallingDeal, flip: bool) -> int:
    """C8: the whole points of the bidder's side in a scored deal (the others' if ``flip``)."""
    assert deal.result is not None
    return deal.result.side_points[1 if flip else 0]


def to_play(deal: CallingDeal) -> CallingDeal:
    """Nothing stands between two cards of the calling games' play."""
    return deal
