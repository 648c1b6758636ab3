"""What one seat sees of a Rovescino deal (V6): its hand, the table, the cards set aside.

Nothing hidden from that seat is in it: the other hands only as counts, the monte (V6b)
only as a count until the deal is over.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from calabresella.engine.actions import Play
from calabresella.engine.cards import PACK, Card
from calabresella.engine.tricks import Trick
from calabresella.engine.views import TableView
from calabresella.games.rovescino.rules import RovescinoRules, check_seat
from calabresella.games.rovescino.scoring import RovescinoResult


@dataclass(frozen=True)
class RovescinoView(TableView):
    """One seat's knowledge of a Rovescino deal (V6)."""

    seat: int
    rules: RovescinoRules
    dealer: int
    to_move: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    monte_size: int
    set_aside: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    current: Trick | None
    legal_actions: tuple[Play, ...]
    result: RovescinoResult | None

    @classmethod
    def of(cls, deal: Any, seat: int) -> RovescinoView:
        """The view of ``deal`` (a :class:`~calabresella.games.rovescino.deal.RovescinoDeal`) from ``seat``."""
        check_seat(seat, deal.rules)
        return cls(
            seat=seat,
            rules=deal.rules,
            dealer=deal.dealer,
            to_move=deal.to_move,
            hand=deal.hands[seat],
            hand_sizes=tuple(len(h) for h in deal.hands),
            monte_size=len(deal.monte),
            set_aside=deal.set_aside,
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

    def unseen(self) -> tuple[Card, ...]:
        """The cards this seat has not seen: in the other hands or in the monte."""
        seen = set(self.hand) | set(self.played_cards()) | set(self.set_aside)
        return tuple(c for c in PACK if c not in seen)

    def taken_thirds(self, seat: int) -> int:
        """The card thirds ``seat`` has taken in tricks so far (the monte not yet counted)."""
        check_seat(seat, self.rules)
        return sum(t.thirds for t in self.tricks if t.winner == seat)

    def _repr_svg_(self) -> str:
        """Draw itself in a notebook (a presentation hook)."""
        from calabresella.games.rovescino.pictures import table_svg

        return table_svg(self)
