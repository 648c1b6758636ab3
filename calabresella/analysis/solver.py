"""A double-dummy solver: the value of a position with every hand face up and best play.

For a deal of an Italian profile in the play phase (any position, mid-trick included),
:func:`solve` gives the soloist's final total in thirds with best play on both sides:
the card thirds taken so far and to come, the monte's thirds and the last-trick bonus
for whoever takes the last trick (R22, R23) — exactly what ``score_deal`` would count.
After the exchange the monte holds the discards (R14; the defenders' with dividete and
scegliete, R17, R18), and in a plain Solissimo the monte dealt (R16).

:func:`can_reach` answers the yes/no question ("18 thirds or more?") with one
null-window search, faster than :func:`solve`; :func:`card_values` gives the value of
each legal card of the player to move.

The search is compiled by Numba (:mod:`calabresella.analysis._solver_core`; the first
call compiles it, or loads it from Numba's cache). Tressette and the American account
are not yet supported.

>>> from calabresella.games.italian.deal import Deal
>>> from calabresella.engine.game import play_random
>>> deal = Deal.new(seed=3, dealer=0)
>>> while deal.phase.name != "PLAY":
...     deal = deal.apply(deal.legal_actions()[-1])
>>> value = solve(deal)
>>> can_reach(deal, value), can_reach(deal, value + 1)
(True, False)
>>> max(card_values(deal).values()) == value or min(card_values(deal).values()) == value
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from calabresella.analysis import _solver_core as core
from calabresella.engine.actions import Play
from calabresella.engine.cards import PACK_THIRDS, Card, thirds_of
from calabresella.engine.errors import ArgumentTypeError, PhaseError, check_int
from calabresella.engine.tricks import winner_offset
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.phase import Phase

__all__ = ["solve", "can_reach", "card_values"]

_Table = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]
_mtdf: Any = core.mtdf  # compiled: Numba's dispatcher takes the core's own arguments
_search: Any = core.search


@dataclass(frozen=True)
class _Position:
    """A position as the compiled core reads it (see :mod:`._solver_core`)."""

    hands: np.ndarray
    soloist: int
    mover: int
    played: int
    led: int
    best: int
    best_seat: int
    trick_thirds: int
    trick_mask: int
    bonus: int
    taken: int

    @property
    def most(self) -> int:
        """The most the soloist can still add: every card out, the monte and the bonus."""
        out = int(self.hands[0] | self.hands[1] | self.hands[2])
        return self.trick_thirds + sum(int(core.THIRDS[i]) for i in range(core.CARDS) if out >> i & 1) + self.bonus


def _check(deal: object) -> Deal:
    if not isinstance(deal, Deal):
        kind = type(deal).__module__
        if kind.startswith("calabresella.games."):
            raise ArgumentTypeError(
                f"the double-dummy solver handles the Italian profiles only; Tressette and the American "
                f"account are not yet supported (issue 11), got a {type(deal).__name__} from {kind}"
            )
        raise ArgumentTypeError(
            f"deal must be a Deal of an Italian profile in the play phase (R19–R22), got {deal!r}"
        )
    if deal.phase is not Phase.PLAY or deal.current is None or deal.to_move is None:
        raise PhaseError(
            f"a deal is solved in the play phase (R19–R22), when every hand holds its cards and "
            f"the monte is settled; this deal is in the phase {deal.phase.name}"
        )
    return deal


def _position(deal: Deal) -> _Position:
    soloist = deal.soloist
    assert soloist is not None and deal.current is not None and deal.to_move is not None
    hands = np.zeros(3, dtype=np.int64)
    for seat, hand in enumerate(deal.hands):
        for card in hand:
            hands[seat] |= np.int64(1) << np.int64(card.index)
    trick = deal.current
    cards = trick.cards
    led = best = best_seat = 0
    trick_mask = 0
    if cards:
        led = cards[0].suit.index
        offset = winner_offset(cards)
        best = cards[offset].index
        best_seat = (trick.leader + offset) % len(deal.hands)
        for card in cards:
            trick_mask |= 1 << card.index
    taken = sum(t.thirds for t in deal.tricks if t.winner == soloist)
    return _Position(
        hands=hands,
        soloist=soloist,
        mover=deal.to_move,
        played=len(cards),
        led=led,
        best=best,
        best_seat=best_seat,
        trick_thirds=thirds_of(cards),
        trick_mask=trick_mask,
        bonus=thirds_of(deal.monte) + deal.rules.last_trick_thirds,
        taken=taken,
    )


def _args(p: _Position) -> tuple[object, ...]:
    return (
        p.hands, p.soloist, p.mover, p.played, p.led, p.best, p.best_seat, p.trick_thirds,
        np.int64(p.trick_mask),
    )


def _solve(p: _Position, table: _Table) -> int:
    stats = np.zeros(2, dtype=np.int64)
    guess = p.most // 2
    future = int(_mtdf(*_args(p), p.bonus, guess, *table, stats, True))
    return p.taken + future


def _reach(p: _Position, target: int, table: _Table) -> bool:
    need = target - p.taken
    if need <= 0:
        return True
    if need > p.most:
        return False
    stats = np.zeros(2, dtype=np.int64)
    return int(_search(*_args(p), need - 1, need, p.bonus, *table, stats)) >= need


def solve(deal: Deal) -> int:
    """The soloist's final total in thirds with best play on both sides from ``deal``'s
    position (R20–R23): taken so far, to come, the monte and the last trick."""
    return _solve(_position(_check(deal)), core.new_table())


def can_reach(deal: Deal, target: int) -> bool:
    """Whether the soloist's final total with best play is at least ``target`` thirds
    (``can_reach(deal, deal.rules.win_thirds)``: can the contract be made?); the same as
    ``solve(deal) >= target``, by one null-window search."""
    checked = _check(deal)
    most = PACK_THIRDS + checked.rules.last_trick_thirds
    check_int(target, "target", 0, most, rule="R23, R25")
    return _reach(_position(checked), target, core.new_table())


def card_values(deal: Deal) -> dict[Card, int]:
    """The value (the soloist's final total with best play afterwards) of every legal card
    of the player to move; equivalent cards get the same value. The soloist's best card
    has the largest value, a defender's the smallest, and it equals :func:`solve`."""
    checked = _check(deal)
    table = core.new_table()  # one deal: its positions share the table
    values: dict[Card, int] = {}
    for action in checked.legal_actions():
        assert isinstance(action, Play)
        child = checked.apply(action)
        if child.result is not None:
            values[action.card] = child.result.soloist_thirds
        else:
            values[action.card] = _solve(_position(child), table)
    return values
