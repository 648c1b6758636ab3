"""The tables of the double-dummy solver's compiled core, derived from the pack.

A card is bit ``card.index`` of a 40-bit ``int64``; each seat's hand is one such mask.
Every table here (suit, strength, thirds, the order of each suit, the thirds of a chunk
of bits, the runs of equal thirds) is derived from
:data:`calabresella.engine.cards.PACK` when this module is imported, never typed again;
:mod:`calabresella.analysis._solver_core`'s kernels read them as constants (Numba
compiles a global array into the code).
"""

from __future__ import annotations

import numpy as np

from calabresella.engine.cards import PACK
from calabresella.words import dev

CARDS = len(PACK)
assert all(card.index == i for i, card in enumerate(PACK)), dev("PACK is in index order")
_SUITS = sorted({card.suit.index for card in PACK})
SUIT_COUNT = len(_SUITS)

SUIT_OF = np.array([card.suit.index for card in PACK], dtype=np.int64)
STRENGTH = np.array([card.strength for card in PACK], dtype=np.int64)
THIRDS = np.array([card.thirds for card in PACK], dtype=np.int64)
SUIT_MASK = np.zeros(SUIT_COUNT, dtype=np.int64)
for _card in PACK:
    SUIT_MASK[_card.suit.index] |= np.int64(1) << np.int64(_card.index)

PER_SUIT = max(sum(1 for c in PACK if c.suit.index == s) for s in _SUITS)
ORDER = np.full((SUIT_COUNT, PER_SUIT), -1, dtype=np.int64)
"""ORDER[s, j]: the card index of the j-th strongest card of suit s."""
POS = np.zeros(CARDS, dtype=np.int64)
"""POS[c]: the place of card c in ORDER[suit of c] (0 = the strongest)."""
for _s in _SUITS:
    _in_suit = sorted((c for c in PACK if c.suit.index == _s), key=lambda c: -c.strength)
    for _j, _c in enumerate(_in_suit):
        ORDER[_s, _j] = _c.index
        POS[_c.index] = _j

CHUNK = 10
CHUNKS = (CARDS + CHUNK - 1) // CHUNK
CHUNK_MASK = (1 << CHUNK) - 1
CHUNK_THIRDS = np.zeros((CHUNKS, 1 << CHUNK), dtype=np.int64)
CHUNK_COUNT = np.zeros(1 << CHUNK, dtype=np.int64)
CHUNK_HIGH = np.full(1 << CHUNK, -1, dtype=np.int64)
for _m in range(1, 1 << CHUNK):
    _bits = [b for b in range(CHUNK) if _m >> b & 1]
    CHUNK_COUNT[_m] = len(_bits)
    CHUNK_HIGH[_m] = _bits[-1]
    for _k in range(CHUNKS):
        CHUNK_THIRDS[_k, _m] = sum(THIRDS[_k * CHUNK + b] for b in _bits if _k * CHUNK + b < CARDS)

SUIT_BASE = np.array([min(c.index for c in PACK if c.suit.index == s) for s in _SUITS], dtype=np.int64)
"""The index of the strongest card of each suit: a suit's cards are one chunk of bits, the
stronger the lower (so bit tricks find the nearest stronger card and a run of top cards)."""
assert PER_SUIT <= CHUNK and all(
    int(SUIT_BASE[c.suit.index]) + int(POS[c.index]) == c.index for c in PACK
), dev("each suit's cards have consecutive indices, strongest first")

CHEAPEST = np.zeros((SUIT_COUNT, PER_SUIT + 1, 1 << PER_SUIT), dtype=np.int8)
"""CHEAPEST[s, k, m]: the least thirds that ``k`` of the cards ``m`` of suit ``s`` (bits from
the suit's strongest card) can hold; all of them when fewer."""
for _s in _SUITS:
    for _m in range(1 << PER_SUIT):
        _values = sorted(int(THIRDS[SUIT_BASE[_s] + b]) for b in range(PER_SUIT) if _m >> b & 1)
        for _k in range(PER_SUIT + 1):
            CHEAPEST[_s, _k, _m] = sum(_values[:_k])

NEXT_SLOT = np.full((SUIT_COUNT, PER_SUIT + 1, int(THIRDS.max()) + 1), -1, dtype=np.int64)
"""NEXT_SLOT[s, j, t]: the strongest place at or after place j of ORDER[s] that holds a card
of t thirds (-1: none): where the transposition table's key moves a card of t thirds that
comes after a card moved to place j - 1 (see ``_solver_core._key``)."""
for _s in _SUITS:
    for _j in range(PER_SUIT - 1, -1, -1):
        NEXT_SLOT[_s, _j] = NEXT_SLOT[_s, _j + 1]
        if ORDER[_s, _j] >= 0:
            NEXT_SLOT[_s, _j, THIRDS[ORDER[_s, _j]]] = _j

MAX_THIRDS = int(THIRDS.sum())
SUIT_BITS = (1 << PER_SUIT) - 1
