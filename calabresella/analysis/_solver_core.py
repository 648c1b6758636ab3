"""The compiled core of the double-dummy solver (Numba): alpha-beta over bitmask hands.

A card is bit ``card.index`` of a 40-bit ``int64``; each seat's hand is one such mask.
Every table the kernels read (suit, strength, thirds, the order of each suit, where a
card of given thirds may move in the key) is derived from
:data:`calabresella.engine.cards.PACK` in :mod:`calabresella.analysis._solver_tables`,
never typed again; what the search reads of a position at a trick boundary (the table's
key and its slot, the quick tricks, the bit helpers) is in
:mod:`calabresella.analysis._solver_position`.

Two to six seats play in turn (:data:`MAX_SEATS`); the maximizing side is a bit mask of
seats (the soloist; a Tressette partnership; a calling game's bidder and partner); after
each trick the winner, then the seats after it, may draw the next cards of a stock whose
order is known (Tressette in due). The search value is the side's *future* thirds: the
thirds of the tricks still to be completed that the side takes (the cards already in the
current trick included), plus ``bonus`` (the monte's or the widow's thirds and the
last-trick bonus) if the side takes the last trick.

- **Transposition table**, at trick boundaries only: the key is the cards in each hand and
  the stock by **relative rank** (below), the seat to lead and how far the stock is drawn;
  an entry holds a lower and an upper bound of the future value and the lead that was
  best. A bucket of two entries is one cache line, found by mixing every bit of the key;
  a generation number empties the table at once.
- **Relative ranks** (issue 24): only the order of the cards still out within each suit
  and their thirds decide the rest of a deal, not which cards are gone. The key moves each
  suit's cards still out, strongest first, to the strongest places that keep their order
  and their thirds, so that positions differing only in which cards are gone share an
  entry: with the ace gone, the 3, 2, K, Q, J of a suit are five cards of one third in a
  row, whichever of them are left. (Before issue 24 the key merged only runs of equal
  thirds fixed in the pack: 3 2 | A | K Q J | 7 6 5 4.)
- **Equivalent cards** are merged: a card is skipped when the nearest stronger card of
  its suit still out (in a hand, the stock or the current trick) is in the same hand and
  is worth the same thirds.
- **Bounds**, checked before the table (they are cheaper than its key): the future value
  is at least 0 and at most the thirds still out (the current trick, the hands, the stock
  and the bonus); at a trick boundary the **quick tricks** of the seat on lead — its top
  cards of each suit, and every card of a suit once the others must be out of it (with
  no stock), and the cheapest cards the others must follow with — are a lower bound for
  its side (the whole rest when they are all its cards); a window that a bound decides
  is cut.
- **Move ordering**: the table's best lead first, then the last two leads that cut at
  the same depth (**killer moves**, issue 24: a lead that refutes one line often refutes
  its neighbours; kept for leads only, where they pay in every game), then sure winners
  of the lead, leads towards a partner's top card, cheap winners, thirds into one's own
  side's trick, and the cheapest discards.
- The last trick (one card each) is scored directly.

The entry points (:func:`search`, :func:`mtdf`) let go of Python's lock while they run
(``nogil``): threads that each have a table of their own solve side by side
(:mod:`calabresella.analysis.worlds`).
"""


from __future__ import annotations

import numpy as np
from numba import njit

from calabresella.analysis._solver_position import (
    _LOW16,
    _count,
    _index,
    _key,
    _key_cards,
    _low,
    _sure,
    _thirds,
)
from calabresella.analysis._solver_position import MAX_SEATS as MAX_SEATS
from calabresella.analysis._solver_tables import (
    CARDS,
    CHUNK_HIGH,
    PER_SUIT,
    STRENGTH,
    SUIT_BASE,
    SUIT_COUNT,
    SUIT_MASK,
    SUIT_OF,
)
from calabresella.analysis._solver_tables import THIRDS as THIRDS

TT_BITS = 20
"""The transposition table has 2**TT_BITS entries of 32 bytes (32 MB)."""
_MAX_DEPTH = CARDS + 4
_MAX_MOVES = PER_SUIT * SUIT_COUNT


def new_table(bits: int = TT_BITS) -> tuple[np.ndarray, np.ndarray]:
    """An empty transposition table: one row of four words an entry (the key's two words,
    the entry's generation, and its lower bound, upper bound and best lead packed in one
    word: a bucket of two entries is one cache line), and the current generation.
    Entries of an older generation are empty: :func:`next_generation` empties the table
    at once."""
    size = 1 << bits
    return np.zeros((size, 4), dtype=np.int64), np.ones(1, dtype=np.int64)


def next_generation(table: tuple[np.ndarray, np.ndarray]) -> None:
    """Empty ``table`` (in place) by starting a new generation of entries."""
    table[1][0] += 1


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
    h, ns, side, stock, rests, sp0, mover0, n0, led0, best0, seat0, pts0, tmask0, alpha0, beta0, bonus, flags,
    keys, gen, stack, stats,
):
    """Fail-soft alpha-beta with an explicit stack (Numba cannot cache recursive code);
    returns the maximizing side's future thirds (see the module). ``h`` is changed and
    restored. ``ns`` seats play in turn; ``side`` is the bit mask of the maximizing seats;
    ``stock`` the cards drawn after each trick (the winner first, then the seats after
    it), ``rests[j]`` the mask of ``stock[j:]`` and ``sp0`` the next card to draw."""
    one = np.int64(1)
    buf, scores, mover, n, led, best, bseat, pts, tmask, alpha, beta, a0, b0, g, bestc, k, i, idx, key, \
        key2, offset, card, top, sp, outs, rem, killer = stack
    nstock = stock.shape[0]
    now = gen[0]
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
    sp[0] = sp0
    out = rests[sp0]
    for q in range(ns):
        out |= h[q]
    outs[0] = out
    rem[0] = _thirds(out)
    status = _ENTER
    ret = np.int64(0)
    while True:
        if status == _ENTER:
            stats[0] += 1
            status = _NEXT
            spd = sp[d]
            out = outs[d]
            tp = pts[d] + rem[d] + bonus
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
                    if spd == nstock and _count(out) == ns:  # the last trick: one card each
                        win = mv
                        wc = _low(h[mv])
                        for q in range(1, ns):
                            seat = (mv + q) % ns
                            cq = _low(h[seat])
                            if SUIT_OF[cq] == SUIT_OF[wc] and STRENGTH[cq] > STRENGTH[wc]:
                                win = seat
                                wc = cq
                        ret = tp if (side >> win) & 1 else np.int64(0)
                        status = _RETURN
                    if status == _NEXT and flags & BOUNDS:
                        sure, every = _sure(h, ns, mv, out, rests[spd])
                        if (side >> mv) & 1:
                            low_bound = tp if every else sure
                            if low_bound >= beta[d]:
                                ret = np.int64(low_bound)
                                status = _RETURN
                        else:
                            high_bound = 0 if every else tp - sure
                            if high_bound <= alpha[d]:
                                ret = np.int64(high_bound)
                                status = _RETURN
                    if status == _NEXT and flags & TABLE:
                        kk, kk2 = _key(h, ns, rests[spd], spd * ns + mv)
                        ix = _index(kk, kk2, keys.shape[0])
                        if not (keys[ix, 0] == kk and keys[ix, 1] == kk2 and keys[ix, 2] == now):
                            if keys[ix + 1, 0] == kk and keys[ix + 1, 1] == kk2 and keys[ix + 1, 2] == now:
                                ix += 1
                        key[d] = kk
                        key2[d] = kk2
                        idx[d] = ix
                        if keys[ix, 0] == kk and keys[ix, 1] == kk2 and keys[ix, 2] == now:
                            data = keys[ix, 3]
                            lo = data & _LOW16
                            hi = (data >> np.int64(16)) & _LOW16
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
                                tt_lead = ((data >> np.int64(32)) & 255) - 1
                if status == _NEXT:
                    hand = h[mv]
                    legal = hand
                    nd = n[d]
                    if nd > 0:
                        legal = hand & SUIT_MASK[led[d]]
                        if legal == 0:
                            legal = hand
                    allout = out | tmask[d]
                    mine = (side >> mv) & 1 == 1
                    cnt = 0
                    m = legal
                    while m:
                        c = _low(m)
                        m ^= one << c
                        s = SUIT_OF[c]
                        base = SUIT_BASE[s]
                        above = (allout >> base) & ((one << (c - base)) - one)
                        stronger = -1 if above == 0 else base + CHUNK_HIGH[above]
                        if flags & MERGE and stronger >= 0 and (hand >> stronger) & 1 and THIRDS[stronger] == THIRDS[c]:
                            continue  # equivalent to the stronger card, already listed
                        if not flags & SORT:
                            score = -c
                        elif c == tt_lead:
                            score = 1000
                        elif nd == 0 and c == killer[d, 0]:
                            score = 900
                        elif nd == 0 and c == killer[d, 1]:
                            score = 800
                        elif nd == 0:
                            if stronger < 0:
                                score = 40 + THIRDS[c]
                            else:
                                score = 10 - 4 * THIRDS[c] - STRENGTH[c]
                                topc = _low(out & SUIT_MASK[s])
                                for q in range(ns):
                                    if (h[q] >> topc) & 1:
                                        if q != mv and ((side >> q) & 1 == 1) == mine:
                                            score += 20
                                        break
                        else:
                            if s == led[d] and STRENGTH[c] > STRENGTH[best[d]]:
                                ours = True
                                overtake = True
                            else:
                                ours = ((side >> bseat[d]) & 1 == 1) == mine
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
                e = d + 1
                spd = sp[d]
                sp[e] = spd
                rest = outs[d] ^ (one << c)
                outs[e] = rest
                rem[e] = rem[d] - THIRDS[c]
                if nd == ns - 1:
                    won = np.int64(0)
                    if (side >> nseat) & 1:
                        won = npts + (bonus if rest == 0 else 0)
                    offset[d] = won
                    if rest == 0:
                        ret = np.int64(0)
                        status = _RETURN
                        d += 1  # a finished deal: as if returned from a child worth nothing more
                        continue
                    if spd < nstock:  # the draws: the winner first, then the seats after it
                        for q in range(ns):
                            h[(nseat + q) % ns] |= one << stock[spd + q]
                        sp[e] = spd + ns
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
                    mover[e] = (mv + 1) % ns
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
            if alpha[d] >= beta[d] and n[d] == 0 and bestc[d] >= 0 and killer[d, 0] != bestc[d]:
                # a lead that cut: the first tried at this depth after the table's (killer moves)
                killer[d, 1] = killer[d, 0]
                killer[d, 0] = bestc[d]
            if idx[d] >= 0:
                ix = idx[d]
                if not (keys[ix, 0] == key[d] and keys[ix, 1] == key2[d] and keys[ix, 2] == now):
                    # two slots a bucket: the first keeps the position with more cards out
                    if ix & 1 == 0 and keys[ix, 2] == now and \
                            _key_cards(keys[ix, 0], keys[ix, 1]) > _key_cards(key[d], key2[d]):
                        ix += 1
                    keys[ix, 0] = key[d]
                    keys[ix, 1] = key2[d]
                    keys[ix, 2] = now
                    lo = np.int64(0)
                    hi = top[d]
                else:
                    lo = keys[ix, 3] & _LOW16
                    hi = (keys[ix, 3] >> np.int64(16)) & _LOW16
                if gg <= a0[d]:
                    if gg < hi:
                        hi = gg
                elif gg >= b0[d]:
                    if gg > lo:
                        lo = gg
                else:
                    lo = gg
                    hi = gg
                keys[ix, 3] = lo | (hi << np.int64(16)) | ((bestc[d] + 1) << np.int64(32))
            ret = gg
            status = _RETURN
        if status == _RETURN:
            if d == 0:
                return ret
            d -= 1
            c = card[d]
            mv = mover[d]
            if sp[d + 1] != sp[d]:  # take back the draws after this trick
                for q in range(ns):
                    h[(mover[d + 1] + q) % ns] ^= one << stock[sp[d] + q]
            h[mv] ^= one << c
            v = offset[d] + ret
            if (side >> mv) & 1:
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
    """The search's explicit stack, one row a depth (the last: the killer leads of each
    depth, none yet), shared by the null-window searches of one :func:`mtdf`."""
    rows = _MAX_DEPTH
    z = np.zeros
    return (z((rows, _MAX_MOVES), np.int64), z((rows, _MAX_MOVES), np.int64), z(rows, np.int64),
            z(rows, np.int64), z(rows, np.int64), z(rows, np.int64), z(rows, np.int64), z(rows, np.int64),
            z(rows, np.int64), z(rows, np.int64), z(rows, np.int64), z(rows, np.int64), z(rows, np.int64),
            z(rows, np.int64), z(rows, np.int64), z(rows, np.int64), z(rows, np.int64), z(rows, np.int64),
            z(rows, np.int64), z(rows, np.int64), z(rows, np.int64), z(rows, np.int64), z(rows, np.int64),
            z(rows, np.int64), z(rows, np.int64), z(rows, np.int64), np.full((rows, 2), -1, np.int64))


@njit(cache=True, nogil=True)
def search(  # type: ignore[no-untyped-def]
    h, ns, side, stock, rests, sp, mover, n, led, best, best_seat, pts, tmask, alpha, beta, bonus, keys, gen,
    stats, flags=ALL,
):
    """One alpha-beta search of the window (alpha, beta) from a position (fail-soft)."""
    return _search(h.copy(), ns, side, stock, rests, sp, mover, n, led, best, best_seat, pts, tmask, alpha, beta,
                   bonus, flags, keys, gen, _stack(), stats)


@njit(cache=True, nogil=True)
def mtdf(  # type: ignore[no-untyped-def]
    h, ns, side, stock, rests, sp, mover, n, led, best, best_seat, pts, tmask, bonus, guess, keys, gen, stats,
    near=0,
):
    """The exact value by null-window searches until the bounds meet: the first ``near`` of
    them MTD(f)'s, from ``guess`` and then from each fail-soft result (two when the guess is
    the value), the rest bisect the bounds left (a handful over the span of a deal's
    thirds, whatever the guess)."""
    stack = _stack()
    hands = h.copy()
    out = rests[sp]
    for q in range(ns):
        out |= hands[q]
    lower = np.int64(0)
    upper = np.int64(pts + _thirds(out) + bonus)
    g = np.int64(guess)
    if g < lower:
        g = lower
    if g > upper:
        g = upper
    searches = 0
    while lower < upper:
        if searches < near:
            beta = g + 1 if g == lower else g
        else:
            beta = (lower + upper + 1) // 2
        g = _search(hands, ns, side, stock, rests, sp, mover, n, led, best, best_seat, pts, tmask, beta - 1, beta,
                    bonus, ALL, keys, gen, stack, stats)
        stats[1] += 1
        searches += 1
        if g < beta:
            upper = g
        else:
            lower = g
    return lower
