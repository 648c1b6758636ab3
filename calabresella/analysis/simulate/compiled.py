"""The twelve tricks (R19–R21) of many deals in one compiled loop (Numba), deal by deal.

The same play as :func:`~calabresella.analysis.simulate.playout._play_tricks_numpy`,
card for card: a random player's card is the ``int(u * n)``-th of its ``n`` legal cards
in pack order, ``u`` the deal's number for the slot (:mod:`.randomness`, SplitMix64 on
64-bit integers, wrapping as NumPy's do); a heuristic player's card is read off the
very tables of :mod:`.heuristic` (built from the engine's
:class:`~calabresella.games.italian.players.HeuristicPlayer` rules), one suit at a time
instead of one array of deals at a time. Every seat and winner comes from the tables
of :mod:`.bits` (the engine's ``right_of``, R2, R20). Tests play the same deals both
ways and compare every card.

Importing this module imports Numba and compiles (or loads from its cache) the loop:
:mod:`.playout` does so only for large runs.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from calabresella.analysis.simulate.bits import (
    ALL_BITS,
    BY_SUIT,
    N_RANKS,
    N_SUITS,
    POS,
    SEAT_AFTER,
    STRENGTH,
    SUIT,
    SUIT_BITS,
    Array,
)
from calabresella.analysis.simulate.heuristic import _TIE, PATTERNS, _tables
from calabresella.analysis.simulate.randomness import _GAMMA, _MUL1, _MUL2, SLOT_PLAY

_MASK_PATTERN = np.uint64(PATTERNS - 1)


@njit(cache=True)
def _mix(z: np.uint64) -> np.uint64:  # pragma: no cover - compiled
    """SplitMix64's finaliser, as :func:`.randomness._mix`."""
    z = (z ^ (z >> np.uint64(30))) * np.uint64(_MUL1)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(_MUL2)
    return z ^ (z >> np.uint64(31))


@njit(cache=True)
def _uniform(base: np.uint64, slot: int) -> float:  # pragma: no cover - compiled
    """:func:`.randomness._uniforms` of one deal and slot."""
    step = np.uint64(slot + 1) * np.uint64(_GAMMA)  # wraps modulo 2**64, as the NumPy form
    z = _mix(base + step)
    return float(z >> np.uint64(11)) * 2.0**-53


@njit(cache=True)
def _count(x: np.uint64) -> int:  # pragma: no cover - compiled
    """The number of set bits (SWAR)."""
    x = x - ((x >> np.uint64(1)) & np.uint64(0x5555555555555555))
    x = (x & np.uint64(0x3333333333333333)) + ((x >> np.uint64(2)) & np.uint64(0x3333333333333333))
    x = (x + (x >> np.uint64(4))) & np.uint64(0x0F0F0F0F0F0F0F0F)
    return int((x * np.uint64(0x0101010101010101)) >> np.uint64(56))


_DE_BRUIJN = np.uint64(0x03F79D71B4CB0A89)
# _LOWEST[(b * _DE_BRUIJN) >> 58]: the index of the single set bit of b.
_LOWEST = np.zeros(64, dtype=np.int64)
for _i in range(64):
    _LOWEST[int(((1 << _i) * int(_DE_BRUIJN)) % 2**64) >> 58] = _i


@njit(cache=True)
def _kth(x: np.uint64, k: int) -> int:  # pragma: no cover - compiled
    """The index of the ``k``-th set bit (0-based, lowest first: pack order)."""
    for _ in range(k):
        x &= x - np.uint64(1)
    return int(_LOWEST[((x & (~x + np.uint64(1))) * _DE_BRUIJN) >> np.uint64(58)])


@njit(cache=True)
def _play_tricks(
    hand: Array,
    known: Array,
    leader0: Array,
    sol: Array,
    base: Array,
    heuristic: Array,
    size: int,
    first: Array,
    lead_score: Array,
    lead_place: Array,
    give_score: Array,
    give_place: Array,
    lose_score: Array,
    lose_place: Array,
    follow_score: Array,
    follow_place: Array,
) -> tuple[Array, Array]:  # pragma: no cover - compiled
    """R20–R21: every trick of every deal, deal by deal; ``hand`` is changed in place.

    A heuristic seat's card is :func:`.heuristic._heuristic_cards` for one deal, written
    out here (no call per card: the loop passes no arrays around)."""
    n = leader0.shape[0]
    plays = np.empty((n, 3 * size), dtype=np.int8)
    winners = np.empty((n, size), dtype=np.int8)
    trick = np.empty(3, dtype=np.int64)
    mine = np.empty(N_SUITS, dtype=np.int64)
    top = np.empty(N_SUITS, dtype=np.int64)
    scores = np.empty(N_SUITS, dtype=np.int64)
    places = np.empty(N_SUITS, dtype=np.int64)
    for d in range(n):
        leader = leader0[d]
        played = np.uint64(0)
        for t in range(size):
            led_bits = np.uint64(0)
            for p in range(3):
                seat = SEAT_AFTER[p, leader]
                row = 3 * d + seat
                own = hand[row]
                card = -1
                if heuristic[seat]:
                    hidden = ~(own | played | known[row]) & ALL_BITS
                    for s in range(N_SUITS):
                        shift = np.uint64(N_RANKS * s)
                        mine[s] = (own >> shift) & _MASK_PATTERN
                        top[s] = first[(hidden >> shift) & _MASK_PATTERN]
                    if p == 0:  # lead: the best card of the best suit
                        for s in range(N_SUITS):
                            scores[s] = lead_score[mine[s], top[s]]
                            places[s] = lead_place[mine[s], top[s]]
                    else:
                        led = SUIT[trick[0]]
                        best_offset = 0
                        strongest = -1
                        for k in range(p):
                            strength = STRENGTH[trick[k]] if SUIT[trick[k]] == led else -1
                            if strength > strongest:
                                strongest, best_offset = strength, k
                        best = trick[best_offset]
                        partner_wins = seat != sol[d] and SEAT_AFTER[best_offset, leader] != sol[d]
                        last = 1 if p == 2 else 0
                        led_top = top[led]
                        safe = partner_wins and (last == 1 or POS[best] < led_top)
                        led_mine = mine[led]
                        if led_mine > 0:  # follow suit
                            if safe:
                                place = give_place[led_mine]
                            else:
                                place = follow_place[led_mine, STRENGTH[best], led_top, last]
                            card = BY_SUIT[led, place]
                        else:  # void in the suit led: the best discard of any suit
                            for s in range(N_SUITS):
                                if safe:
                                    scores[s], places[s] = give_score[mine[s]], give_place[mine[s]]
                                else:
                                    scores[s] = lose_score[mine[s], top[s]]
                                    places[s] = lose_place[mine[s], top[s]]
                    if card < 0:  # the best suit's card: the highest score, then the lowest index
                        best_key = 0
                        for s in range(N_SUITS):
                            candidate = BY_SUIT[s, places[s]]
                            key = scores[s] * _TIE + (_TIE - 1 - candidate)
                            if card < 0 or key > best_key:
                                best_key, card = key, candidate
                else:
                    legal = own
                    if p > 0:
                        follow = own & led_bits
                        if follow:
                            legal = follow
                    u = _uniform(base[d], SLOT_PLAY + 3 * t + p)
                    card = _kth(legal, int(u * _count(legal)))
                bit = np.uint64(1) << np.uint64(card)
                hand[row] = own ^ bit
                played |= bit
                trick[p] = card
                if p == 0:
                    led_bits = SUIT_BITS[SUIT[card]]
            led = SUIT[trick[0]]
            best_offset = 0
            strongest = -1
            for k in range(3):
                strength = STRENGTH[trick[k]] if SUIT[trick[k]] == led else -1
                if strength > strongest:
                    strongest, best_offset = strength, k
            for k in range(3):
                plays[d, 3 * t + k] = trick[k]
            leader = SEAT_AFTER[best_offset, leader]
            winners[d, t] = leader
    return plays, winners


def _interrupted(err: BaseException) -> bool:
    """True if ``err`` is Ctrl-C arriving while the compiled loop ran: Numba then reports a
    result "with an exception set", a ``SystemError`` (or two) whose cause is the
    ``KeyboardInterrupt``, and the command line should stop quietly as for any Ctrl-C."""
    seen: BaseException | None = err
    for _ in range(8):
        if seen is None:
            return False
        if isinstance(seen, KeyboardInterrupt):
            return True
        seen = seen.__cause__ or seen.__context__
    return False


def play_tricks(
    hand: Array, known: Array, leader: Array, sol: Array, base: Array, heuristic: Array, size: int
) -> tuple[Array, Array]:
    """:func:`.playout._play_tricks_numpy`, compiled: the cards played and the trick winners."""
    tables = _tables()
    lead_score, lead_place = tables.lead
    give_score, give_place = tables.give
    lose_score, lose_place = tables.lose
    follow_score, follow_place = tables.follow
    try:
        result: tuple[Array, Array] = _play_tricks(
            np.ascontiguousarray(hand, dtype=np.uint64),
            np.ascontiguousarray(known, dtype=np.uint64),
            np.ascontiguousarray(leader, dtype=np.int64),
            np.ascontiguousarray(sol, dtype=np.int64),
            np.ascontiguousarray(base, dtype=np.uint64),
            np.ascontiguousarray(heuristic, dtype=np.bool_),
            size,
            tables.first,
            lead_score,
            lead_place,
            give_score,
            give_place,
            lose_score,
            lose_place,
            follow_score,
            follow_place,
        )
    except SystemError as err:
        if _interrupted(err):
            raise KeyboardInterrupt from None
        raise
    return result
