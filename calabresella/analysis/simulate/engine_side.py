"""The simulator's side of the engine: its random policy as an engine player
(:class:`StreamPlayer`), the slot of a decision, and a forced contract (R9)."""

from __future__ import annotations

from calabresella.analysis.simulate import randomness
from calabresella.analysis.simulate.arguments import (
    _check_contract,
    _whole,
)
from calabresella.analysis.simulate.randomness import uniform
from calabresella.engine.actions import (
    Action,
    Bid,
    Contract,
    Pass,
)
from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    check_instance,
)
from calabresella.games.italian.deal import Deal, Phase, left_of, right_of
from calabresella.games.italian.view import SeatView
from calabresella.words import many, msg

# --------------------------------------------------------------------------- the engine's side


def slot_of(view: SeatView) -> int:
    """The random-number slot (:func:`uniform`) of the decision a view asks for."""
    check_instance(view, SeatView, "view", msg("a SeatView, such as deal.view(seat)"))
    phase = view.phase
    if phase is Phase.AUCTION:
        return randomness.SLOT_AUCTION + len(view.auction)
    if phase is Phase.CALL:
        return randomness.SLOT_CALL
    if phase is Phase.GIVE_BACK:
        return randomness.SLOT_GIVE
    if phase is Phase.ENHANCE:
        return randomness.SLOT_ENHANCE
    if phase is Phase.SHARE:
        return randomness.SLOT_SHARE
    if phase is Phase.DISCARD:
        return randomness.SLOT_DISCARD + len(view.own_discards)
    if phase is Phase.DEFENDER_DISCARD:
        assert view.soloist is not None
        before = 0
        if view.seat == left_of(view.soloist):
            before = view.rules.monte_size - len(view.own_taken)
        return randomness.SLOT_DISCARD + before + len(view.own_discards)
    assert phase is Phase.PLAY and view.current is not None
    return randomness.SLOT_PLAY + 3 * len(view.tricks) + len(view.current.cards)


class StreamPlayer:
    """The simulator's random policy as an engine player: action ``int(u * n)`` of ``n``.

    ``u`` is the deal's random number (:func:`uniform`) for the decision's slot; give
    the same ``deal_seed`` to all three seats. Fed the same deal, the engine then
    makes exactly the choices the simulator made.

    >>> deal = Deal.new(seed=5)
    >>> from calabresella.games.italian.players import play_deal
    >>> final = play_deal(deal, [StreamPlayer(5)] * 3)
    >>> import numpy as np
    >>> from calabresella.analysis.simulate import engine_deals, play_deals
    >>> hands, monte = engine_deals([5], [0])
    >>> p = play_deals(hands, monte, np.array([0]), np.array([5]))
    >>> [a for _, a in final.history] == p.actions(0)
    True
    """

    def __init__(self, deal_seed: int) -> None:
        self.deal_seed = _whole(deal_seed, "deal_seed")

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions
        return legal[int(uniform(self.deal_seed, slot_of(view)) * len(legal))]

    def __repr__(self) -> str:
        return f"StreamPlayer({self.deal_seed!r})"


def force_contract(deal: Deal, contract: Contract | str, soloist: int | None = None) -> Deal:
    """The deal after an auction where ``soloist`` (a seat 0–2, R2; default: the
    dealer's right) bids ``contract`` and everyone else passes (R9). ``deal``'s
    auction must not have begun.

    >>> force_contract(Deal.new(seed=3, dealer=1), Contract.SOLO, soloist=0).soloist
    0
    """
    check_instance(deal, Deal, "deal", msg("a Deal whose auction has not begun, such as Deal.new(seed=3)"))
    if deal.phase is not Phase.AUCTION or deal.history:
        raise ArgumentValueError(many(
            "deal must be a deal whose auction has not begun (R8), got one in phase {phase} after {count} action",
            "deal must be a deal whose auction has not begun (R8), got one in phase {phase} after {count} actions",
            len(deal.history), phase=deal.phase.name))
    forced = _check_contract(contract)
    if forced is None:
        raise ArgumentTypeError(msg("contract must be a Contract or one of its names (R8), got {value!r}",
                                    value=contract))
    target = right_of(deal.dealer) if soloist is None else _whole(soloist, "soloist", 0, 2, rule="R2")
    while deal.phase is Phase.AUCTION:
        deal = deal.apply(Bid(forced) if deal.to_move == target else Pass())
    return deal
