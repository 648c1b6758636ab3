"""The compiled core of the double-dummy solver (Numba): alpha-beta over bitmask hands.

A card is bit ``card.index`` of a 40-bit ``int64``; each seat's hand is one such mask.
Every table below (suit, strength, thirds, the order of each suit) is derived from
:data:`calabresella.engine.cards.PACK` when this module is imported, never typed again.

The search value is the soloist's *future* thirds: the thirds of the tricks still to be
completed that the soloist takes (the cards already in the current trick included), plus
the monte's thirds and the last-trick bonus if the soloist takes the last trick.

- **Transposition table**, at trick boundaries only: the key is the set of cards still
  out (given one deal, it fixes every hand) and the seat to lead; an entry holds a lower
  and an upper bound of the future value and the lead that was best.
- **Equivalent cards** are merged: a card is skipped when the nearest stronger card of
  its suit still out (in a hand or in the current trick) is in the same hand and is worth
  the same thirds; the two are then interchangeable for the rest of the deal.
- **Bounds**: the future value is at least 0 and at most the thirds still out (the
  current trick, the hands, the monte and the bonus); a window either bound decides is cut.
- **Move ordering**: the table's best lead first, then sure winners of the lead, cheap
  winners, thirds into one's own side's trick, and the cheapest discards.
- The last trick (one card each) is scored directly.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from calabresella.engine.cards import PACK

CARDS = len(PACK)
assert all(card.index == i for i, card in enumerate(PACK)), "PACK is in index order"
_SUITS = sorted({card.suit.index for card in PACK})
SUIT_COUNT = len(_SUITS)

SUIT_OF = np.array([card.suit.index for card in PACK], dtype=np.int64)
STRENGTH = np.array([card.strength for card in PACK], dtype=np.int64)
THIRDS = np.array([card.thirds for card in PACK], dtype=np.int64)
SUIT_MASK = np.zeros(SUIT_COUNT, dtype=np.int64)
for _card in PACK:
    SUIT_MASK[_card.suit.index] |= np.int64(1) << np.int64(_card.index)

_PER_SUIT = max(sum(1 for c in PACK if c.suit.index == s) for s in _SUITS)
ORDER = np.full((SUIT_COUNT, _PER_SUIT), -1, dtype=np.int64)
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
_CHUNK_MASK = (1 << CHUNK) - 1
CHUNK_THIRDS = np.zeros((CHUNKS, 1 << CHUNK), dtype=np.int64)
CHUNK_COUNT = np.zeros(1 << CHUNK, dtype=np.int64)
CHUNK_LOW = np.full(1 << CHUNK, -1, dtype=np.int64)
for _m in range(1, 1 << CHUNK):
    _bits = [b for b in range(CHUNK) if _m >> b & 1]
    CHUNK_COUNT[_m] = len(_bits)
    CHUNK_LOW[_m] = _bits[0]
    for _k in range(CHUNKS):
        CHUNK_THIRDS[_k, _m] = sum(THIRDS[_k * CHUNK + b] for b in _bits if _k * CHUNK + b < CARDS)

SEGMENT = np.zeros((SUIT_COUNT, _PER_SUIT), dtype=np.int64)
"""SEGMENT[s, j]: the place in ORDER[s] where the run of equal thirds holding place j begins
(3 2 | A | K Q J | 7 6 5 4): cards of one run are interchangeable once the cards between
them are gone."""
for _s in _SUITS:
    for _j in range(1, _PER_SUIT):
        _same = ORDER[_s, _j] >= 0 and THIRDS[ORDER[_s, _j]] == THIRDS[ORDER[_s, _j - 1]]
        SEGMENT[_s, _j] = SEGMENT[_s, _j - 1] if _same else _j

MAX_THIRDS = int(THIRDS.sum())
TT_BITS = 20
"""The transposition table has 2**TT_BITS entries (about 14 MB)."""
_HASH = -7046029254386353131  # 0x9E3779B97F4A7C15 as a signed 64-bit number (Fibonacci hashing)
_MAX_DEPTH = CARDS + 4
_MAX_MOVES = _PER_SUIT * SUIT_COUNT


def new_table(bits: int = TT_BITS) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """An empty transposition table: keys, lower bounds, upper bounds, best leads."""
    size = 1 << bits
    return (
        np.zeros((size, 2), dtype=np.int64),
        np.zeros(size, dtype=np.int16),
        np.zeros(size, dtype=np.int16),
        np.full(size, -1, dtype=np.int8),
    )


@njit(cache=True)
def _thirds(m: int) -> int:
    total = 0
    for k in range(CHUNKS):
        total += CHUNK_THIRDS[k, (m >> (CHUNK * k)) & _CHUNK_MASK]
    return total


@njit(cache=True)
def _count(m: int) -> int:
    total = 0
    for k in range(CHUNKS):
        total += CHUNK_COUNT[(m >> (CHUNK * k)) & _CHUNK_MASK]
    return total


_LOW40 = (1 << 40) - 1
_LOW24 = (1 << 24) - 1
_LOW16 = (1 << 16) - 1


@njit(cache=True)
def _canonical(h, mover):  # type: ignore[no-untyped-def]
    """The key of a trick boundary, the same for positions that differ only in which cards
    of a run of equal thirds are gone: each hand's cards of a run are moved up to the top
    of the run, in order (quasi-symmetry); then the three hands and the seat to lead, in
    two 64-bit words."""
    one = np.int64(1)
    c0 = np.int64(0)
    c1 = np.int64(0)
    c2 = np.int64(0)
    out = h[0] | h[1] | h[2]
    for s in range(SUIT_COUNT):
        segment = -1
        slot = 0
        for j in range(_PER_SUIT):
            c = ORDER[s, j]
            if c < 0:
                break
            if SEGMENT[s, j] != segment:
                segment = SEGMENT[s, j]
                slot = segment
            if (out >> c) & 1:
                target = one << ORDER[s, slot]
                slot += 1
                if (h[0] >> c) & 1:
                    c0 |= target
                elif (h[1] >> c) & 1:
                    c1 |= target
                else:
                    c2 |= target
    k1 = c0 | ((c1 & _LOW24) << np.int64(40))
    k2 = (c1 >> np.int64(24)) | (c2 << np.int64(16)) | (np.int64(mover) << np.int64(56))
    return k1, k2


@njit(cache=True)
def _key_cards(k1, k2):  # type: ignore[no-untyped-def]
    """How many cards are out in the position of a key (the deeper, the more worth keeping)."""
    c1 = ((k1 >> np.int64(40)) & _LOW24) | ((k2 & _LOW16) << np.int64(24))
    return _count(k1 & _LOW40) + _count(c1) + _count((k2 >> np.int64(16)) & _LOW40)


@njit(cache=True)
def _low(m: int) -> int:
    for k in range(CHUNKS):
        chunk = (m >> (CHUNK * k)) & _CHUNK_MASK
        if chunk:
            return CHUNK * k + int(CHUNK_LOW[chunk])
    return -1


TABLE = 1
MERGE = 2
SORT = 4
BOUNDS = 8
ALL = TABLE | MERGE | SORT | BOUNDS
"""Flags of the search's techniques; a plain alpha-beta (the benchmark's baseline) uses none."""
_ENTER = 0
_NEXT = 1
_RETURN = 2


@njit(cache=True)
def _search(  # type: ignore[no-untyped-def]
    h, sol, mover0, n0, led0, best0, seat0, pts0, tmask0, alpha0, beta0, bonus, flags, keys, lows, highs, leads,
    stack, stats,
):
    """Fail-soft alpha-beta with an explicit stack (Numba cannot cache recursive code);
    returns the soloist's future thirds (see the module). ``h`` is changed and restored."""
    one = np.int64(1)
    buf, scores, mover, n, led, best, bseat, pts, tmask, alpha, beta, a0, b0, g, bestc, k, i, idx, key, \
        key2, offset, card, top = stack
    d = 0
    mover[0] = mover0
    n[0] = n0
    led[0] = led0
    best[0] = best0
    bseat[0] = seat0
    pts[0] = pts0
    tmask[0] = tmask0
    alpha[0] = alpha0
    beta[0] = beta0
    status = _ENTER
    ret = np.int64(0)
    while True:
        if status == _ENTER:
            stats[0] += 1
            status = _NEXT
            out = h[0] | h[1] | h[2]
            tp = pts[d] + _thirds(out) + bonus
            top[d] = tp
            if tp <= alpha[d] and flags & BOUNDS:
                ret = tp
                status = _RETURN
            elif beta[d] <= 0 and flags & BOUNDS:
                ret = np.int64(0)
                status = _RETURN
            else:
                mv = mover[d]
                idx[d] = -1
                tt_lead = -1
                if n[d] == 0:
                    if _count(out) == 3:  # the last trick: one card each
                        c0 = _low(h[mv])
                        s1 = (mv + 1) % 3
                        s2 = (mv + 2) % 3
                        c1 = _low(h[s1])
                        c2 = _low(h[s2])
                        win = mv
                        strength = STRENGTH[c0]
                        if SUIT_OF[c1] == SUIT_OF[c0] and STRENGTH[c1] > strength:
                            win = s1
                            strength = STRENGTH[c1]
                        if SUIT_OF[c2] == SUIT_OF[c0] and STRENGTH[c2] > strength:
                            win = s2
                        ret = tp if win == sol else np.int64(0)
                        status = _RETURN
                    elif flags & TABLE:
                        kk, kk2 = _canonical(h, mv)
                        ix = (((kk ^ (kk2 * 31)) * _HASH) >> np.int64(40)) & (keys.shape[0] - 2)
                        if not (keys[ix, 0] == kk and keys[ix, 1] == kk2):
                            if keys[ix + 1, 0] == kk and keys[ix + 1, 1] == kk2:
                                ix += 1
                        key[d] = kk
                        key2[d] = kk2
                        idx[d] = ix
                        if keys[ix, 0] == kk and keys[ix, 1] == kk2:
                            lo = np.int64(lows[ix])
                            hi = np.int64(highs[ix])
                            if lo >= beta[d] or lo == hi:
                                ret = lo
                                status = _RETURN
                            elif hi <= alpha[d]:
                                ret = hi
                                status = _RETURN
                            else:
                                if lo > alpha[d]:
                                    alpha[d] = lo
                                if hi < beta[d]:
                                    beta[d] = hi
                                tt_lead = leads[ix]
                if status == _NEXT:
                    hand = h[mv]
                    legal = hand
                    nd = n[d]
                    if nd > 0:
                        legal = hand & SUIT_MASK[led[d]]
                        if legal == 0:
                            legal = hand
                    allout = out | tmask[d]
                    mine = mv == sol
                    cnt = 0
                    m = legal
                    while m:
                        c = _low(m)
                        m ^= one << c
                        s = SUIT_OF[c]
                        j = POS[c] - 1
                        stronger = -1
                        while j >= 0:
                            dd = ORDER[s, j]
                            if (allout >> dd) & 1:
                                stronger = dd
                                break
                            j -= 1
                        if flags & MERGE and stronger >= 0 and (hand >> stronger) & 1 and THIRDS[stronger] == THIRDS[c]:
                            continue  # equivalent to the stronger card, already listed
                        if not flags & SORT:
                            score = -c
                        elif c == tt_lead:
                            score = 1000
                        elif nd == 0:
                            score = 40 + THIRDS[c] if stronger < 0 else 10 - 4 * THIRDS[c] - STRENGTH[c]
                        else:
                            if s == led[d] and STRENGTH[c] > STRENGTH[best[d]]:
                                ours = True
                                overtake = True
                            else:
                                ours = (bseat[d] == sol) == mine
                                overtake = False
                            if ours:
                                score = 50 + 4 * THIRDS[c] - (STRENGTH[c] if overtake else 0)
                            else:
                                score = 10 - 4 * THIRDS[c] - STRENGTH[c]
                        buf[d, cnt] = c
                        scores[d, cnt] = score
                        cnt += 1
                    k[d] = cnt
                    i[d] = 0
                    a0[d] = alpha[d]
                    b0[d] = beta[d]
                    g[d] = -1 if mine else 1 << 20
                    bestc[d] = -1
        if status == _NEXT:
            if i[d] < k[d] and alpha[d] < beta[d]:
                ii = i[d]
                cnt = k[d]
                pick = ii
                for q in range(ii + 1, cnt):
                    if scores[d, q] > scores[d, pick]:
                        pick = q
                c = buf[d, pick]
                buf[d, pick] = buf[d, ii]
                scores[d, pick] = scores[d, ii]
                buf[d, ii] = c
                i[d] = ii + 1
                mv = mover[d]
                card[d] = c
                h[mv] ^= one << c
                nd = n[d]
                if nd == 0:
                    nled = SUIT_OF[c]
                    nbest = c
                    nseat = mv
                elif SUIT_OF[c] == led[d] and STRENGTH[c] > STRENGTH[best[d]]:
                    nled = led[d]
                    nbest = c
                    nseat = mv
                else:
                    nled = led[d]
                    nbest = best[d]
                    nseat = bseat[d]
                npts = pts[d] + THIRDS[c]
                if nd == 2:
                    rest = h[0] | h[1] | h[2]
                    won = np.int64(0)
                    if nseat == sol:
                        won = npts + (bonus if rest == 0 else 0)
                    offset[d] = won
                    if rest == 0:
                        ret = np.int64(0)
                        status = _RETURN
                        d += 1  # a finished deal: as if returned from a child worth nothing more
                        continue
                    e = d + 1
                    mover[e] = nseat
                    n[e] = 0
                    led[e] = 0
                    best[e] = 0
                    bseat[e] = 0
                    pts[e] = 0
                    tmask[e] = 0
                    alpha[e] = alpha[d] - won
                    beta[e] = beta[d] - won
                else:
                    offset[d] = 0
                    e = d + 1
                    mover[e] = (mv + 1) % 3
                    n[e] = nd + 1
                    led[e] = nled
                    best[e] = nbest
                    bseat[e] = nseat
                    pts[e] = npts
                    tmask[e] = tmask[d] | (one << c)
                    alpha[e] = alpha[d]
                    beta[e] = beta[d]
                d += 1
                status = _ENTER
                continue
            # every move searched, or a cut: store at a trick boundary
            gg = g[d]
            if idx[d] >= 0:
                ix = idx[d]
                if not (keys[ix, 0] == key[d] and keys[ix, 1] == key2[d]):
                    # two slots a bucket: the first keeps the position with more cards out
                    if ix & 1 == 0 and _key_cards(keys[ix, 0], keys[ix, 1]) > _key_cards(key[d], key2[d]):
                        ix += 1
                    keys[ix, 0] = key[d]
                    keys[ix, 1] = key2[d]
                    lows[ix] = 0
                    highs[ix] = top[d]
                if gg <= a0[d]:
                    if gg < highs[ix]:
                        highs[ix] = gg
                elif gg >= b0[d]:
                    if gg > lows[ix]:
                        lows[ix] = gg
                else:
                    lows[ix] = gg
                    highs[ix] = gg
                leads[ix] = bestc[d]
            ret = gg
            status = _RETURN
        if status == _RETURN:
            if d == 0:
                return ret
            d -= 1
            c = card[d]
            mv = mover[d]
            h[mv] ^= one << c
            v = offset[d] + ret
            if mv == sol:
                if v > g[d]:
                    g[d] = v
                    bestc[d] = c
                    if v > alpha[d]:
                        alpha[d] = v
            else:
                if v < g[d]:
                    g[d] = v
                    bestc[d] = c
                    if v < beta[d]:
                        beta[d] = v
            status = _NEXT


@njit(cache=True)
def _stack():  # type: ignore[no-untyped-def]
    rows = _MAX_DEPTH
    z = np.zeros
    return (z((rows, _MAX_MOVES), np.int64), z((rows, _MAX_MOVES), np.int64), z(rows, np.int64),
            z(rows, np.int64), z(rows, np.int64), z(rows, np.int64), z(rows, np.int64), z(rows, np.int64),
            z(rows, np.int64), z(rows, np.int64), z(rows, np.int64), z(rows, np.int64), z(rows, np.int64),
            z(rows, np.int64), z(rows, np.int64), z(rows, np.int64), z(rows, np.int64), z(rows, np.int64),
            z(rows, np.int64), z(rows, np.int64), z(rows, np.int64), z(rows, np.int64), z(rows, np.int64))


@njit(cache=True)
def search(  # type: ignore[no-untyped-def]
    h, sol, mover, n, led, best, best_seat, pts, tmask, alpha, beta, bonus, keys, lows, highs, leads, stats,
    flags=ALL,
):
    """One alpha-beta search of the window (alpha, beta) from a position (fail-soft)."""
    return _search(h.copy(), sol, mover, n, led, best, best_seat, pts, tmask, alpha, beta, bonus, flags,
                   keys, lows, highs, leads, _stack(), stats)


@njit(cache=True)
def mtdf(  # type: ignore[no-untyped-def]
    h, sol, mover, n, led, best, best_seat, pts, tmask, bonus, guess, keys, lows, highs, leads, stats,
    bisect=False,
):
    """MTD(f): null-window searches from ``guess`` until the bounds meet; the exact value."""
    stack = _stack()
    hands = h.copy()
    lower = np.int64(0)
    upper = np.int64(pts + _thirds(hands[0] | hands[1] | hands[2]) + bonus)
    g = np.int64(guess)
    if g < lower:
        g = lower
    if g > upper:
        g = upper
    while lower < upper:
        if bisect:
            beta = (lower + upper + 1) // 2
        else:
            beta = g + 1 if g == lower else g
        g = _search(hands, sol, mover, n, led, best, best_seat, pts, tmask, beta - 1, beta, bonus, ALL,
                    keys, lows, highs, leads, stack, stats)
        stats[1] += 1
        if g < beta:
            upper = g
        else:
            lower = g
    return lower
