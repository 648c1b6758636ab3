"""What one seat may see of a deal: its own hand and everything shown openly.

A :class:`SeatView` holds nothing hidden from its seat: not the other hands, not a
face-down monte, not another player's discards or blind dividete cards (R11–R21).
Computer players decide from a view, never from the deal itself.

>>> from calabresella.games.italian.deal import Deal
>>> view = Deal.new(seed=7).view(1)
>>> len(view.hand), view.hand_sizes, view.monte_size, view.exposed_monte
(12, (12, 12, 12), 4, ())
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from calabresella.engine.actions import Action, Contract, Enhancement
from calabresella.engine.cards import Card
from calabresella.engine.errors import ArgumentTypeError
from calabresella.engine.views import SoloistView
from calabresella.games.italian.phase import Phase
from calabresella.games.italian.rules import Rules
from calabresella.games.italian.scoring import DealResult
from calabresella.words import msg

if TYPE_CHECKING:
    from calabresella.games.italian.deal import Deal, Trick


@dataclass(frozen=True)
class SeatView(SoloistView):
    """One seat's knowledge of a deal at one moment.

    ``min_bid`` is the lowest contract that may be bid in this deal: Chiamo (R8), or
    Solo in a deal that follows an all-pass in the ``all-pass-limited`` profile (V2b);
    everyone at the table knows it. ``rules`` is the deal's :class:`Rules` value itself
    (any profile, named or made with ``Rules.replace``), known to everyone too.
    """

    seat: int
    dealer: int
    rules: Rules
    phase: Phase
    to_move: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, int, int]
    monte_size: int
    auction: tuple[tuple[int, Action], ...]
    min_bid: Contract
    contract: Contract | None
    soloist: int | None
    enhancement: Enhancement | None
    called: Card | None
    call_holder: int | None
    exposed_monte: tuple[Card, ...]
    given_back: Card | None
    share: tuple[Card, ...] | None
    own_taken: tuple[Card, ...]
    own_discards: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    current: Trick | None
    legal_actions: tuple[Action, ...]
    result: DealResult | None

    @classmethod
    def of(cls, deal: Deal, seat: int) -> SeatView:
        """The view of ``deal`` from ``seat``."""
        view = getattr(deal, "view", None)
        seen = view(seat) if callable(view) and not isinstance(deal, type) else None
        if not isinstance(seen, cls):  # Deal.view checks the seat (R2)
            raise ArgumentTypeError(msg("deal must be a Deal such as Deal.new(seed=7), got {value!r}", value=deal))
        return seen

    @classmethod
    def _of(cls, deal: Deal, seat: int) -> SeatView:
        """:meth:`of`, for a deal and seat already checked (:meth:`Deal.view`)."""
        from calabresella.engine.actions import Bid, Pass, Share

        auction = tuple((s, a) for s, a in deal.history if isinstance(a, (Pass, Bid)))
        share = next((a.cards for _, a in deal.history if isinstance(a, Share)), None)
        soloist_done = deal.soloist is not None and deal.phase is not Phase.AUCTION
        return cls(
            seat=seat,
            dealer=deal.dealer,
            rules=deal.rules,
            phase=deal.phase,
            to_move=deal.to_move,
            hand=deal.hands[seat],
            hand_sizes=(len(deal.hands[0]), len(deal.hands[1]), len(deal.hands[2])),
            monte_size=len(deal.monte),
            auction=auction,
            min_bid=deal.min_bid,
            contract=deal.bid if soloist_done else None,
            soloist=deal.soloist if soloist_done else None,
            enhancement=deal.enhancement,
            called=deal.called,
            call_holder=deal.call_holder,
            exposed_monte=deal.exposed_monte,
            given_back=deal.given_back,
            share=share,
            own_taken=deal.taken[seat],
            own_discards=deal.discards[seat],
            tricks=deal.tricks,
            current=deal.current,
            legal_actions=deal.legal_actions() if deal.to_move == seat else (),
            result=deal.result,
        )

    @property
    def rules_name(self) -> str:
        """The name of the deal's rule profile (``rules`` is the profile itself)."""
        return self.rules.name
