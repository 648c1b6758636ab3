"""What the solver's compiled search (:mod:`calabresella.analysis._solver_core`) reads of a
position at a trick boundary (Numba): the transposition table's key by relative rank and
its slot, the quick tricks of the seat on lead, and the bit helpers they share.

A card is bit ``card.index`` of a 40-bit ``int64``; each seat's hand is one such mask; the
tables are :mod:`calabresella.analysis._solver_tables`'s, derived from the pack.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from calabresella.analysis._solver_tables import (
    CHEAPEST,
    CHUNK,
    CHUNK_COUNT,
    CHUNK_MASK,
    CHUNK_THIRDS,
    CHUNKS,
    NEXT_SLOT,
    SUIT_BASE,
    SUIT_BITS,
    SUIT_COUNT,
    THIRDS,
)

_HASH = -7046029254386353131  # 0x9E3779B97F4A7C15 as a signed 64-bit number (Fibonacci hashing)


@njit(cache=True)
def _thirds(m: int) -> int:
    """The thirds of the cards ``m`` (a chunk table a group of bits)."""
    total = 0
    for k in range(CHUNKS):
        total += CHUNK_THIRDS[k, (m >> (CHUNK * k)) & CHUNK_MASK]
    return total


@njit(cache=True)
def _count(m):  # type: ignore[no-untyped-def]
    """How many bits of ``m`` are set (SWAR: pairs, nibbles, bytes, then one multiply)."""
    x = m - ((m >> np.int64(1)) & np.int64(0x5555555555555555))
    x = (x & np.int64(0x3333333333333333)) + ((x >> np.int64(2)) & np.int64(0x3333333333333333))
    x = (x + (x >> np.int64(4))) & np.int64(0x0F0F0F0F0F0F0F0F)
    return (x * np.int64(0x0101010101010101)) >> np.int64(56)


_LOW40 = (1 << 40) - 1
_LOW24 = (1 << 24) - 1
_LOW16 = (1 << 16) - 1
MAX_SEATS = 6
"""The most seats the core plays: the key writes each card's place as a code in three bit
planes (0: gone, 1 to 6: the seat + 1 that holds it, 7: in the stock), and the seat to lead
with the cards drawn from the stock, ``drawn * seats + leader``, in eight bits."""
_STOCK_CODE = 7


_DEBRUIJN = np.int64(0x03F79D71B4CB0A89)
_DEBRUIJN_TABLE = np.zeros(64, dtype=np.int64)
for _i in range(64):
    _DEBRUIJN_TABLE[((((1 << _i) * 0x03F79D71B4CB0A89) & ((1 << 64) - 1)) >> 58)] = _i


@njit(cache=True)
def _low(m):  # type: ignore[no-untyped-def]
    """The lowest set bit of ``m`` (-1 if none): isolated, then placed by a De Bruijn
    multiplication and a 64-entry table."""
    if m == 0:
        return -1
    return _DEBRUIJN_TABLE[((m & -m) * _DEBRUIJN >> np.int64(58)) & np.int64(63)]


@njit(cache=True)
def _key(h, ns, stock_rest, turn):  # type: ignore[no-untyped-def]
    """The transposition table's key of a trick boundary, in two 64-bit words: each card
    still out written as a code in three bit planes (the seat + 1 that holds it, or
    :data:`_STOCK_CODE` in the stock) at its place by relative rank — each suit's cards
    still out, strongest first, moved to the strongest places that keep their order and
    their thirds (``NEXT_SLOT``) — and ``turn``, the seat to lead with the cards drawn from
    the stock. A stock card keeps its place in the draw order: positions of one table
    share the stock's order, and its cards of a suit take the same places in the key in
    either position, strongest first."""
    one = np.int64(1)
    r0 = stock_rest  # _STOCK_CODE: every plane
    r1 = stock_rest
    r2 = stock_rest
    out = stock_rest
    for q in range(ns):
        x = h[q]
        out |= x
        code = q + 1
        if code & 1:
            r0 |= x
        if code & 2:
            r1 |= x
        if code & 4:
            r2 |= x
    p0 = np.int64(0)
    p1 = np.int64(0)
    p2 = np.int64(0)
    for s in range(SUIT_COUNT):
        base = SUIT_BASE[s]
        o = (out >> base) & SUIT_BITS
        nxt = 0
        while o:
            b = _low(o)
            o &= o - one
            c = base + b
            j = NEXT_SLOT[s, nxt, THIRDS[c]]
            nxt = j + 1
            t = base + j
            p0 |= ((r0 >> c) & one) << t
            p1 |= ((r1 >> c) & one) << t
            p2 |= ((r2 >> c) & one) << t
    k1 = p0 | ((p1 & _LOW24) << np.int64(40))
    k2 = (p1 >> np.int64(24)) | (p2 << np.int64(16)) | (np.int64(turn) << np.int64(56))
    return k1, k2


_MIX1 = -4658895280553007687  # 0xBF58476D1CE4E5B9 (SplitMix64's finalizer)
_MIX2 = -7723592293110705685  # 0x94D049BB133111EB


@njit(cache=True)
def _index(k1, k2, size):  # type: ignore[no-untyped-def]
    """The even slot of the bucket of a key in a table of ``size`` entries: both words mixed
    by SplitMix64's finalizer, so that every bit of the key moves the slot."""
    z = k1 ^ (k2 * _HASH)
    z = (z ^ ((z >> np.int64(30)) & np.int64((1 << 34) - 1))) * _MIX1
    z = (z ^ ((z >> np.int64(27)) & np.int64((1 << 37) - 1))) * _MIX2
    z = z ^ ((z >> np.int64(31)) & np.int64((1 << 33) - 1))
    return z & (size - 2)


@njit(cache=True)
def _key_cards(k1, k2):  # type: ignore[no-untyped-def]
    """How many cards are still out (in hands or the stock) in the position of a key (the
    more, the more worth keeping)."""
    p1 = ((k1 >> np.int64(40)) & _LOW24) | ((k2 & _LOW16) << np.int64(24))
    p2 = (k2 >> np.int64(16)) & _LOW40
    return _count((k1 & _LOW40) | p1 | p2)


@njit(cache=True)
def _sure(h, ns, leader, out, stock_rest):  # type: ignore[no-untyped-def]
    """Quick tricks of the seat on lead, at a trick boundary: the top cards of a suit it
    holds (above every other card still out, in hands or stock) win one after the other,
    whatever the others do (the winner draws first and keeps the lead), and every other
    seat must follow to them while it can: with at least as many cards of the suit as it
    holds now, the cheapest of those or of the stock's. With no card of the suit left to
    draw, the leader leads its cards of the suit from the top, and its r-th card wins if
    every other seat holding a card above it has fewer than r cards of the suit (it has
    had to follow to the r - 1 before, keeping its best at most): so the top cards, and
    the lower ones once the others are out of the suit. Every card a seat gives in these
    tricks, followed or discarded, goes to the leader. Returns the least thirds the
    leader's side surely takes so and whether those tricks are all the tricks left (then
    it takes everything; never while the stock lasts)."""
    hand = h[leader]
    one = np.int64(1)
    total = 0
    tricks = 0
    for s in range(SUIT_COUNT):
        base = SUIT_BASE[s]
        x = (out >> base) & SUIT_BITS
        mine = (hand >> base) & SUIT_BITS
        if not x & mine:
            continue
        extra = (stock_rest >> base) & SUIT_BITS
        if extra:  # cards of the suit may still be drawn: only the top cards are sure
            y = x & ~mine
            run = x if y == 0 else x & (((y & -y)) - one)  # the leader's cards above any other's
        else:  # the leader's cards from the top, each while no seat with a card left beats it
            run = np.int64(0)
            k = 0
            m = mine
            while m:
                low = m & -m
                above = low - one
                for q in range(ns):
                    if q != leader:
                        theirs = (h[q] >> base) & SUIT_BITS
                        if theirs & above and CHUNK_COUNT[theirs] > k:
                            m = np.int64(0)
                            break
                if m == 0:
                    break
                run |= low
                k += 1
                m ^= low
        if run == 0:
            continue
        k = CHUNK_COUNT[run]
        total += _thirds(run << base)
        tricks += k
        for q in range(ns):
            if q != leader:
                theirs = (h[q] >> base) & SUIT_BITS
                follow = CHUNK_COUNT[theirs]
                if follow > k:
                    follow = k
                total += CHEAPEST[s, follow, theirs | extra]
    return total, stock_rest == 0 and tricks == _count(hand)
