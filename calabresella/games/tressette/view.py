"""What one seat of a Tressette deal sees (V5)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from calabresella.engine.cards import Card
from calabresella.engine.errors import ArgumentTypeError
from calabresella.engine.tricks import Trick
from calabresella.engine.views import TableView
from calabresella.games.tressette.actions import Declare, TressetteAction
from calabresella.games.tressette.scoring import TressetteResult
from calabresella.words import msg

if TYPE_CHECKING:
    from calabresella.games.tressette.deal import TressetteDeal, TressettePhase


@dataclass(frozen=True)
class TressetteView(TableView):
    """One seat's knowledge of a Tressette deal: nothing hidden from that seat.

    ``known`` holds, per seat, the cards of that hand the whole table knows of (drawn and
    shown in due, or shown by a declaration); ``draws`` every card drawn, by whom.
    """

    seat: int
    players: int
    dealer: int
    rules_name: str
    phase: TressettePhase
    to_move: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    known: tuple[tuple[Card, ...], ...]
    draws: tuple[tuple[int, Card], ...]
    declarations: tuple[tuple[int, Declare], ...]
    tricks: tuple[Trick, ...]
    current: Trick | None
    legal_actions: tuple[TressetteAction, ...]
    result: TressetteResult | None

    @classmethod
    def of(cls, deal: TressetteDeal, seat: int) -> TressetteView:
        """The view of ``deal`` from ``seat``."""
        view = getattr(deal, "view", None)
        seen = view(seat) if callable(view) and not isinstance(deal, type) else None
        if not isinstance(seen, cls):  # TressetteDeal.view checks the seat (V5)
            raise ArgumentTypeError(msg("deal must be a TressetteDeal such as TressetteDeal.new(seed=5), got {deal!r}",
                                        deal=deal))
        return seen

    @classmethod
    def _of(cls, deal: TressetteDeal, seat: int) -> TressetteView:
        """The view of ``deal`` from ``seat``, a seat :meth:`TressetteDeal.view` has checked."""
        return cls(
            seat=seat,
            players=deal.players,
            dealer=deal.dealer,
            rules_name=deal.rules.name,
            phase=deal.phase,
            to_move=deal.to_move,
            hand=deal.hands[seat],
            hand_sizes=tuple(len(h) for h in deal.hands),
            stock_size=len(deal.stock),
            known=tuple(deal.known(s) for s in range(deal.players)),
            draws=deal.draws,
            declarations=deal.declarations,
            tricks=deal.tricks,
            current=deal.current,
            legal_actions=deal.legal_actions() if deal.to_move == seat else (),
            result=deal.result,
        )

    @property
    def partner(self) -> int | None:
        """The partner sitting opposite (at four), else None."""
        return (self.seat + 2) % 4 if self.players == 4 else None

    def _repr_svg_(self) -> str:
        """Draw itself in a notebook (a presentation hook: ``show/`` is imported only here)."""
        from calabresella.show.svg import table_svg

        return table_svg(self)
