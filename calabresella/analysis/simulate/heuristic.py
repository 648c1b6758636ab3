"""The engine's :class:`~calabresella.games.italian.players.HeuristicPlayer`, vectorised.

Every score of HeuristicPlayer depends on a card only through the holding of the
card's own suit (its length, top run, guarded ace, unseen top card). A suit's
holding is a 10-bit pattern, so each rule is tabulated once over the 1024 patterns,
by calling the very functions of :mod:`calabresella.games.italian.players`, and a decision for many
deals is a few look-ups on (deals, 4 suits) arrays: the best card of each suit,
then the best suit. Ties go to the lowest card index, as in HeuristicPlayer.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from calabresella.analysis.simulate.bits import (
    _PACK_IS_SUIT_MAJOR,
    _SEAT_AFTER_FLAT,
    BY_SUIT,
    N_RANKS,
    N_SUITS,
    POS,
    STRENGTH,
    SUIT,
    THIRDS,
    Array,
    _winning_places,
)
from calabresella.engine.cards import PACK
from calabresella.games.italian import players as player_rules
from calabresella.games.italian.players import (
    BID_THRESHOLDS,
    KEEP_MASTER,
    NEVER,
)
from calabresella.games.italian.rules import DEAL_SEATS
from calabresella.words import dev

if not _PACK_IS_SUIT_MAJOR:  # pragma: no cover - cards.py builds PACK suit by suit
    raise ImportError(dev("the simulator needs PACK ordered suit by suit, each from its 3 down (R3, R4)"))

PATTERNS = 1 << N_RANKS
"""1024 holdings of one suit: bit ``k`` set when the card at place ``k`` (0 = the 3) is held."""
_SHIFTS = np.arange(N_SUITS, dtype=np.uint64) * np.uint64(N_RANKS)
_TIE = 64
"""Scores are compared as ``score * 64 + (63 - card index)``: the lowest index wins ties."""


def suit_patterns(bits: Array) -> Array:
    """Hands as bits (n,) → each suit's 10-bit pattern (n, 4)."""
    return np.asarray(((bits[:, None] >> _SHIFTS) & np.uint64(PATTERNS - 1)).astype(np.intp))


@dataclass(frozen=True)
class _Tables:
    first: Array
    value: Array
    call: tuple[Array, Array]
    least: tuple[Array, Array]
    give: tuple[Array, Array]
    lead: tuple[Array, Array]
    lose: tuple[Array, Array]
    follow: tuple[Array, Array]


def _best_of(scores: Array, held: Array) -> tuple[Array, Array]:
    """Along the last axis (a suit's places): the best held card's score and place."""
    masked = np.where(held, scores, NEVER)
    place = masked.argmax(axis=-1)
    return np.take_along_axis(masked, place[..., None], axis=-1)[..., 0], place


@functools.cache
def _tables() -> _Tables:
    """The heuristic's rules over every holding of one suit (built once, in about 0.1 s)."""
    cards = [PACK[i] for i in BY_SUIT[0]]
    for s in range(N_SUITS):
        if not (
            np.array_equal(THIRDS[BY_SUIT[s]], THIRDS[BY_SUIT[0]])
            and np.array_equal(STRENGTH[BY_SUIT[s]], STRENGTH[BY_SUIT[0]])
        ):
            raise ValueError(dev("every suit must have the same ranks (R3–R5)"))
    places = np.arange(N_RANKS)
    held = ((np.arange(PATTERNS)[:, None] >> places) & 1).astype(bool)
    length = held.sum(axis=1)
    value = np.zeros(PATTERNS, dtype=np.int64)
    call = np.full((PATTERNS, N_RANKS), NEVER, dtype=np.int64)
    keep = np.zeros((PATTERNS, N_RANKS), dtype=np.int64)
    for pattern in range(PATTERNS):
        hand = [cards[k] for k in places if held[pattern, k]]
        value[pattern] = player_rules.hand_value(hand)
        for k in places:
            if held[pattern, k]:
                keep[pattern, k] = player_rules.keep_value(cards[k], hand)
            else:
                score = player_rules.call_score(cards[k], hand)
                call[pattern, k] = NEVER if score is None else score
    strength = STRENGTH[BY_SUIT[0]].astype(np.int64)
    give = np.array([player_rules.give_score(c) for c in cards], dtype=np.int64)
    win = np.array([player_rules.win_score(c) for c in cards], dtype=np.int64)
    lead_of = np.array(
        [
            [[player_rules.lead_score(c, n, m) for m in (False, True)] for n in range(N_RANKS + 1)]
            for c in cards
        ],
        dtype=np.int64,
    )  # [place, length, master]
    tops = np.arange(N_RANKS + 1)  # the place of the highest unseen card of the suit; 10: none
    master = places[None, :] < tops[:, None]  # [top, place]
    lead = lead_of[places[None, None, :], length[:, None, None], master[None, :, :].astype(np.intp)]
    above = strength[None, :] > np.arange(N_RANKS)[:, None]  # [best strength so far, place]
    last = np.array([False, True])
    sure = above[:, None, None, :] & (
        master[None, :, None, :] | last[None, None, :, None]
    )  # [best, top, last, place]
    lose = -keep[:, None, :] - KEEP_MASTER * master[None, :, :]  # [pattern, top, place]
    follow = np.where(sure[None], win, lose[:, None, :, None, :])  # [pattern, best, top, last, place]
    return _Tables(
        first=np.where(held.any(axis=1), held.argmax(axis=1), N_RANKS),
        value=value,
        call=(call.max(axis=1), call.argmax(axis=1)),
        least=_best_of(-keep, held),
        give=_best_of(np.broadcast_to(give, held.shape), held),
        lead=_best_of(lead, held[:, None, :]),
        lose=_best_of(lose, held[:, None, :]),
        follow=_best_of(follow, held[:, None, None, None, :]),
    )


def _best_card(score: Array, place: Array) -> Array:
    """(n, 4) best score and place per suit → the card of the best suit (ties: lowest index)."""
    card = BY_SUIT[np.arange(N_SUITS), place]
    key = score * _TIE + (_TIE - 1 - card)
    return np.asarray(card[np.arange(len(card)), key.argmax(axis=1)])


def hand_values(bits: Array) -> Array:
    """:func:`~calabresella.games.italian.players.hand_value` of many hands given as bits."""
    return np.asarray(_tables().value[suit_patterns(bits)].sum(axis=1))


def wanted_levels(bits: Array) -> Array:
    """:func:`~calabresella.games.italian.players.wanted_level` of many hands (R8)."""
    values = hand_values(bits)
    levels = np.zeros(len(values), dtype=np.int64)
    for threshold in BID_THRESHOLDS:
        levels += values >= threshold
    return levels


def call_choices(bits: Array) -> Array:
    """:func:`~calabresella.games.italian.players.call_choice` of many hands (R11)."""
    score, place = _tables().call
    p = suit_patterns(bits)
    return _best_card(score[p], place[p])


def least_kept(bits: Array) -> Array:
    """:func:`~calabresella.games.italian.players.least_kept` of many hands: the card to give back or discard."""
    score, place = _tables().least
    p = suit_patterns(bits)
    return _best_card(score[p], place[p])


SHARE_WORTH = np.array([player_rules.share_worth(c) for c in PACK], dtype=np.int64)


def _share_masks(monte: Array) -> Array:
    """:func:`~calabresella.games.italian.players.share_choice`: which monte places the first defender takes (R18)."""
    worth = SHARE_WORTH[monte]
    order = np.argsort(-worth, axis=1, kind="stable")[:, : monte.shape[1] // 2]
    return np.asarray((1 << order).sum(axis=1))


def _heuristic_cards(
    own: Array, hidden: Array, trick: Array, p: int, leader: Array, seat: Array, sol: Array
) -> Array:
    """:func:`~calabresella.games.italian.players.play_score`'s choice for many deals (R20)."""
    tables = _tables()
    mine = suit_patterns(own)
    top = tables.first[suit_patterns(hidden)]
    if p == 0:
        score, place = tables.lead
        return _best_card(score[mine, top], place[mine, top])
    rows = np.arange(len(own))
    played = trick[:, :p]
    led = SUIT[played[:, 0]].astype(np.intp)
    best_offset = _winning_places(played, p)
    best = played[rows, best_offset]
    partner_wins = (seat != sol) & (_SEAT_AFTER_FLAT[best_offset * DEAL_SEATS + leader] != sol)
    last = p == 2
    led_top = top[rows, led]
    safe = partner_wins & (last | (POS[best] < led_top))
    led_mine = mine[rows, led]
    give_score, give_place = tables.give
    card = np.empty(len(own), dtype=np.int64)
    # Holding the suit led: only that suit's cards are legal, so the best place is the card.
    f = np.flatnonzero(led_mine > 0)
    follow_place = tables.follow[1][led_mine[f], STRENGTH[best[f]], led_top[f], int(last)]
    card[f] = BY_SUIT[led[f], np.where(safe[f], give_place[led_mine[f]], follow_place)]
    # Void in it: the best card of any suit.
    v = np.flatnonzero(led_mine == 0)
    if len(v):
        lose_score, lose_place = tables.lose
        mine_v, top_v, safe_v = mine[v], top[v], safe[v, None]
        card[v] = _best_card(
            np.where(safe_v, give_score[mine_v], lose_score[mine_v, top_v]),
            np.where(safe_v, give_place[mine_v], lose_place[mine_v, top_v]),
        )
    return card
