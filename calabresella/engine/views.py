"""What every game's seat view shares: whose turn it is, the cards seen on the table, and,
in the games with a soloist, who plays alone and who is whose partner.

A game's view is a frozen dataclass with its own fields; these mixins add the
questions every view answers the same way, written once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from calabresella.engine.cards import Card
    from calabresella.engine.tricks import Trick


class TableView:
    """A seat's view of a trick-taking deal: its seat, whose turn, the tricks seen."""

    seat: int
    to_move: int | None
    tricks: Sequence[Trick]
    current: Trick | None

    @property
    def is_my_turn(self) -> bool:
        return self.to_move == self.seat

    def played_cards(self) -> tuple[Card, ...]:
        """Every card seen on the table so far."""
        done = tuple(c for t in self.tricks for c in t.cards)
        return done + (self.current.cards if self.current else ())


class SoloistView(TableView):
    """A view of a three-seat deal where one player plays alone against the other two
    (the Italian game's soloist and defenders, R1; the American account's player and
    adversaries, V4)."""

    soloist: int | None

    @property
    def is_soloist(self) -> bool:
        return self.soloist == self.seat

    @property
    def partner(self) -> int | None:
        """The other defender (adversary), if this seat plays against the soloist."""
        if self.soloist is None or self.soloist == self.seat:
            return None
        return 3 - self.seat - self.soloist
