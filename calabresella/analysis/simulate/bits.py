"""The simulator's tables, read off the engine: each card's suit, strength and thirds
(R3–R5) from :data:`~calabresella.engine.cards.PACK`, the seats and rule decisions from
the engine's functions (R2, R7, R9, R19), and hands as 64-bit masks (bit ``i``: card ``i``)."""

from __future__ import annotations

import functools
import itertools
from typing import Any

import numpy as np
import numpy.typing as npt

from calabresella.engine.actions import (
    Contract,
    Enhancement,
)
from calabresella.engine.cards import PACK, RANKS_HIGH_TO_LOW, SUITS
from calabresella.games.italian.deal import left_of, right_of
from calabresella.games.italian.players import (
    POSITION,
)
from calabresella.games.italian.rules import (
    DEAL_SEATS,
    ITALIAN,
    Rules,
    dealing_order,
    opening_leader,
)

Array = npt.NDArray[Any]
"""Arrays here hold card indices, seats, counts, masks or 64-bit hands; names and
docstrings say which (NumPy's stubs cannot follow dtypes through the arithmetic)."""
# --------------------------------------------------------------------------- tables from PACK

N_CARDS = len(PACK)
"""R3: 40; also the "no card" marker in card arrays."""
N_SUITS = len(SUITS)
N_RANKS = len(RANKS_HIGH_TO_LOW)

SUIT = np.array([c.suit.index for c in PACK], dtype=np.int8)
"""R3: the suit (0–3) of each card index."""
STRENGTH = np.array([c.strength for c in PACK], dtype=np.int16)
"""R4: 9 for a 3 down to 0 for a 4."""
THIRDS = np.array([c.thirds for c in PACK], dtype=np.int16)
"""R5: each card's value in thirds."""
POS = np.array([POSITION[c.rank] for c in PACK], dtype=np.int16)
"""R4: the card's place in its suit, 0 for the 3 (highest) to 9."""
BY_SUIT = np.array(
    [
        [PACK.index(c) for c in sorted((c for c in PACK if c.suit is s), key=lambda c: POSITION[c.rank])]
        for s in SUITS
    ],
    dtype=np.intp,
)
"""``BY_SUIT[s, k]``: the index of the card of suit ``s`` at place ``k`` (0 = its 3)."""
_PACK_IS_SUIT_MAJOR = bool(np.array_equal(BY_SUIT.ravel(), np.arange(N_CARDS)))

CONTRACTS: tuple[Contract, ...] = tuple(Contract)
ENHANCEMENTS: tuple[Enhancement, ...] = tuple(Enhancement)
GAMES: tuple[str, ...] = tuple(name for name, _ in ITALIAN.stakes)
"""R26: the games that carry a stake, in order; a deal's ``code`` indexes this tuple."""


# --------------------------------------------------------------------------- seats and rule decisions
#
# Every seat the simulator moves to and every rule decision it takes is looked up in a
# small table built by calling the engine's own functions (right_of, left_of,
# dealing_order, opening_leader) for every seat, dealer, soloist and contract: the
# rules are derived, never written again here.


def _seats_after() -> Array:
    """``SEAT_AFTER[k, s]``: the deal seat ``k`` places to the right of seat ``s`` (R2),
    by the engine's :func:`~calabresella.games.italian.deal.right_of`, for ``k`` from 0 to 3."""
    rows = [list(range(DEAL_SEATS))]
    for _ in range(DEAL_SEATS):
        rows.append([right_of(s) for s in rows[-1]])
    return np.array(rows, dtype=np.int64)


SEAT_AFTER = _seats_after()
"""R2: ``SEAT_AFTER[k, s]``, the seat ``k`` places to the right of ``s``: the ``k``-th to
speak after ``s`` (R9), to play after the leader ``s`` (R20)."""
RIGHT_OF = SEAT_AFTER[1]
"""R2: each seat's right, the first defender when that seat is the soloist (R1)."""
LEFT_OF = np.array([left_of(s) for s in range(DEAL_SEATS)], dtype=np.int64)
"""R2: each seat's left, by the engine's :func:`~calabresella.games.italian.deal.left_of`."""


_SEAT_AFTER_FLAT = SEAT_AFTER[:DEAL_SEATS].ravel()
"""``SEAT_AFTER[k, s]`` at ``k * 3 + s``, for ``k`` from 0 to 2."""


def _winning_places(trick: Array, p: int) -> Array:
    """R20: the place (0 = the lead) of the highest card of the suit led among each row's
    first ``p`` cards: cards of another suit never win, and no two cards of a suit are
    equally strong (R4), so one pass of comparisons finds it."""
    led = SUIT[trick[:, 0]]
    place = np.zeros(len(trick), dtype=np.int64)
    best = STRENGTH[trick[:, 0]]
    for k in range(1, p):
        card = trick[:, k]
        beats = (SUIT[card] == led) & (STRENGTH[card] > best)
        place = np.where(beats, k, place)
        best = np.where(beats, STRENGTH[card], best)
    return place


@functools.lru_cache(maxsize=64)
def _rule_tables(rules: Rules) -> tuple[Array, Array]:
    """The rule decisions of ``rules`` for every dealer, soloist and contract, by calling
    the engine's rule functions: R7's dealing order, ``order[dealer]`` (3, 3), and R19's
    opening leader (V1, V3), ``lead[dealer, soloist, contract level]`` (3, 3, levels + 1)."""
    order = np.array([dealing_order(rules, d) for d in range(DEAL_SEATS)], dtype=np.intp)
    lead = np.full((DEAL_SEATS, DEAL_SEATS, len(CONTRACTS) + 1), -1, dtype=np.int64)
    for dealer, soloist, contract in itertools.product(range(DEAL_SEATS), range(DEAL_SEATS), CONTRACTS):
        lead[dealer, soloist, contract.level] = opening_leader(rules, dealer, soloist, contract)
    return order, lead


# --------------------------------------------------------------------------- hands as bits

BIT = np.left_shift(np.uint64(1), np.arange(N_CARDS, dtype=np.uint64))
"""A hand is one unsigned 64-bit number: bit ``i`` set when it holds card ``i``."""
SUIT_BITS = np.array([np.bitwise_or.reduce(BIT[SUIT == s]) for s in range(N_SUITS)], dtype=np.uint64)
"""``SUIT_BITS[s]``: every card of suit ``s``, as bits."""
ALL_BITS = np.bitwise_or.reduce(BIT)
_ONE = np.uint64(1)


def to_bits(cards: Array) -> Array:
    """Card indices along the last axis → one bit mask per row."""
    return np.asarray(np.bitwise_or.reduce(BIT[np.asarray(cards, dtype=np.intp)], axis=-1))


def to_masks(bits: Array) -> Array:
    """Bit masks (n,) → boolean masks (n, 40)."""
    return np.asarray((bits[:, None] & BIT) != 0)


def _lowest(x: Array) -> Array:
    """The index of each row's lowest set bit."""
    return np.asarray(np.bitwise_count((x & (~x + _ONE)) - _ONE).astype(np.int64))


def _select_table() -> Array:
    """``table[v * 16 + k]``: the place of the ``k``-th set bit of the 16-bit value ``v``."""
    values = np.arange(1 << 16)
    bits = ((values[:, None] >> np.arange(16)) & 1).astype(bool)
    counts = np.cumsum(bits, axis=1, dtype=np.int8)
    table = np.zeros((1 << 16, 16), dtype=np.int8)
    for k in range(16):
        at = bits & (counts == k + 1)
        table[:, k] = at.argmax(axis=1)
    return table.ravel()


_SELECT = _select_table()
_LOW16 = np.uint64(0xFFFF)


def _kth_bit(x: Array, k: Array) -> Array:
    """The index of each row's ``k``-th set bit (0-based, lowest first: pack order).

    The 40 bits are read as three 16-bit chunks; a table finds the bit in its chunk.
    """
    c0 = np.bitwise_count(x & _LOW16).astype(np.int64)
    c01 = c0 + np.bitwise_count((x >> np.uint64(16)) & _LOW16)
    in1, in2 = k >= c0, k >= c01
    k = k - np.where(in2, c01, np.where(in1, c0, 0))
    start = (in1.astype(np.int64) + in2) << 4  # the chunk's first bit: 0, 16 or 32
    value = ((x >> start.astype(np.uint64)) & _LOW16).astype(np.int64)
    return np.asarray(start + _SELECT[(value << 4) + k])
