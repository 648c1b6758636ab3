"""What one seat of an American deal sees (V4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from calabresella.engine.actions import Pass
from calabresella.engine.cards import Card
from calabresella.engine.errors import ArgumentTypeError
from calabresella.engine.tricks import Trick
from calabresella.engine.views import SoloistView
from calabresella.games.american.actions import AmericanAction, PlayAlone
from calabresella.games.american.scoring import AmericanResult
from calabresella.words import msg

if TYPE_CHECKING:
    from calabresella.games.american.deal import AmericanDeal, AmericanPhase


@dataclass(frozen=True)
class AmericanView(SoloistView):
    """One seat's knowledge of an American deal at one moment (V4).

    ``widow`` is the widow's cards once turned up (empty while face down); ``discards``
    are the single player's discards, seen only by him (others see ``discard_count``);
    ``exchange_card`` is seen only by the single player and the holder of the asked card.
    """

    seat: int
    dealer: int
    rules_name: str
    phase: AmericanPhase
    to_move: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, int, int]
    widow_size: int
    widow_turned: bool
    widow: tuple[Card, ...]
    say: tuple[tuple[int, AmericanAction], ...]
    soloist: int | None
    asked: Card | None
    asked_holder: int | None
    exchange_card: Card | None
    discard_count: int
    discards: tuple[Card, ...]
    exposed_widow: tuple[Card, ...]
    taken: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    current: Trick | None
    legal_actions: tuple[AmericanAction, ...]
    result: AmericanResult | None

    @classmethod
    def of(cls, deal: AmericanDeal, seat: int) -> AmericanView:
        """The view of ``deal`` from ``seat``."""
        view = getattr(deal, "view", None)
        seen = view(seat) if callable(view) and not isinstance(deal, type) else None
        if not isinstance(seen, cls):  # AmericanDeal.view checks the seat (V4)
            raise ArgumentTypeError(msg("deal must be an AmericanDeal such as AmericanDeal.new(seed=7), got {value!r}",
                                        value=deal))
        return seen

    @classmethod
    def _of(cls, deal: AmericanDeal, seat: int) -> AmericanView:
        """The view of ``deal`` from ``seat``, a seat :meth:`AmericanDeal.view` has checked."""
        sees_exchange = seat in (deal.soloist, deal.asked_holder)
        return cls(
            seat=seat,
            dealer=deal.dealer,
            rules_name=deal.rules.name,
            phase=deal.phase,
            to_move=deal.to_move,
            hand=deal.hands[seat],
            hand_sizes=(len(deal.hands[0]), len(deal.hands[1]), len(deal.hands[2])),
            widow_size=len(deal.widow),
            widow_turned=deal.widow_turned,
            widow=deal.widow if deal.widow_turned else (),
            say=tuple((s, a) for s, a in deal.history if isinstance(a, (Pass, PlayAlone))),
            soloist=deal.soloist,
            asked=deal.asked,
            asked_holder=deal.asked_holder,
            exchange_card=deal.exchange_card if sees_exchange else None,
            discard_count=len(deal.discards),
            discards=deal.discards if seat == deal.soloist else (),
            exposed_widow=deal.exposed_widow,
            taken=deal.taken,
            tricks=deal.tricks,
            current=deal.current,
            legal_actions=deal.legal_actions() if deal.to_move == seat else (),
            result=deal.result,
        )

    def _repr_svg_(self) -> str:
        """Draw itself in a notebook (a presentation hook: ``show/`` is imported only here)."""
        from calabresella.show.svg import table_svg

        return table_svg(self)
