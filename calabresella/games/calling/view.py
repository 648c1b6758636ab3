"""What one seat sees of a deal of a calling game (C1–C7): its hand and what is known at the table.

The called card is seen by all (C3); who holds it is not (C4): ``partner`` is that seat only in
the view of the partner himself, and in everyone's once the called card has been played (at
once in a contract whose holder says so, ``"revealed"``). The bidder of a hidden contract does
not know his partner either, unless he holds the called card himself (then he knows he is
alone). The monte the bidder takes and the cards he lays away (C6) are in his view only; the
card given back in an exchange (C5) in the giver's and the bidder's.

>>> from calabresella.games.calling.deal import CallingDeal
>>> from calabresella.games.chiamata.rules import CHIAMATA
>>> deal = CallingDeal.new(seed=3, rules=CHIAMATA).apply(Bid("chiamo"))
>>> view = deal.view(2)
>>> view.phase.name, view.bidder, view.partner, view.hand_sizes
('CALL', 1, None, (10, 10, 10, 10))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from calabresella.engine.actions import Pass
from calabresella.engine.cards import PACK, Card
from calabresella.engine.tricks import Trick
from calabresella.engine.views import TableView
from calabresella.games.calling.actions import Bid, CallingAction
from calabresella.games.calling.hooks import module
from calabresella.games.calling.rules import CallingRules, Contract
from calabresella.games.calling.scoring import CallingResult

if TYPE_CHECKING:
    from calabresella.games.calling.deal import CallingPhase

__all__ = ["CallingView", "Bid"]


@dataclass(frozen=True)
class CallingView(TableView):
    """One seat's knowledge of a deal of a calling game at one moment (C1–C8).

    - ``auction``: every pass and bid so far, ``(seat, action)``, known to all (C2);
    - ``bidder``, ``contract``: who won the auction and with what, once it is over;
    - ``called``: the card named (C3), known to all;
    - ``partner``: the called card's holder if this seat knows it, else None; ``partner_known``
      whether this seat knows its side (the partner, or that the bidder is alone) (C4);
    - ``giver``: the seat that handed the called card over in an exchange, known to all;
      ``given_back``: the card the bidder gave back, seen by the giver and the bidder only (C5);
    - ``monte_size``: the face-down cards of the monte now; ``monte_seen``: the monte the
      bidder took, ``laid_away`` the cards he laid away: in his view only (C6).
    """

    seat: int
    rules: CallingRules
    dealer: int
    phase: CallingPhase
    to_move: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    monte_size: int
    auction: tuple[tuple[int, CallingAction], ...]
    bidder: int | None
    contract: Contract | None
    called: Card | None
    partner: int | None
    partner_known: bool
    giver: int | None
    given_back: Card | None
    monte_seen: tuple[Card, ...]
    laid_away: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    current: Trick | None
    legal_actions: tuple[CallingAction, ...]
    result: CallingResult | None

    @classmethod
    def of(cls, deal: Any, seat: int) -> CallingView:
        """The view of ``deal`` (a :class:`~calabresella.games.calling.deal.CallingDeal`) from ``seat``."""
        bidder = deal.bidder if deal.contract is not None else None
        knows = deal.knows_partner(seat)
        sees_exchange = seat in (deal.bidder, deal.giver)
        return cls(
            seat=seat,
            rules=deal.rules,
            dealer=deal.dealer,
            phase=deal.phase,
            to_move=deal.to_move,
            hand=deal.hands[seat],
            hand_sizes=tuple(len(h) for h in deal.hands),
            monte_size=len(deal.monte),
            auction=tuple((s, a) for s, a in deal.history if isinstance(a, (Pass, Bid))),
            bidder=bidder,
            contract=deal.contract,
            called=deal.called,
            partner=deal.partner if knows else None,
            partner_known=knows,
            giver=deal.giver,
            given_back=deal.given_back if sees_exchange else None,
            monte_seen=deal.monte_taken if seat == bidder else (),
            laid_away=deal.laid_away if seat == bidder else (),
            tricks=deal.tricks,
            current=deal.current,
            legal_actions=deal.legal_actions() if deal.to_move == seat else (),
            result=deal.result,
        )

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def rules_name(self) -> str:
        return self.rules.name

    @property
    def is_bidder(self) -> bool:
        return self.bidder is not None and self.bidder == self.seat

    @property
    def is_partner(self) -> bool:
        """C4: whether this seat holds (or held) the called card for the bidder: it knows itself."""
        return self.partner is not None and self.partner == self.seat

    def side(self) -> tuple[int, ...] | None:
        """The seats this seat knows to be on its side, itself included; None while it does not know
        them (C4: an opponent of a hidden contract, or the bidder, before the called card is played)."""
        if self.bidder is None or not self.partner_known:
            return None
        ours = {self.bidder} | ({self.partner} if self.partner is not None else set())
        if self.seat in ours:
            return tuple(sorted(ours))
        return tuple(s for s in range(self.players) if s not in ours)

    def partners(self) -> tuple[int, ...]:
        """The other seats this seat knows to be on its side (none while it does not know them)."""
        side = self.side()
        return () if side is None else tuple(s for s in side if s != self.seat)

    def unseen(self) -> tuple[Card, ...]:
        """The cards this seat cannot place: in the other hands or face down in the monte."""
        seen = set(self.hand) | set(self.played_cards()) | set(self.laid_away)
        return tuple(c for c in PACK if c not in seen)

    def _repr_svg_(self) -> str:
        """Draw itself in a notebook (a presentation hook)."""
        return str(module("pictures").table_svg(self))
