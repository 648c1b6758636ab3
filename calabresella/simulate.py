"""Many deals at once with NumPy, returning pandas tables.

Cards are the integers 0–39 of :attr:`Card.index <calabresella.cards.Card.index>`;
their suit, strength and thirds are read off :data:`~calabresella.cards.PACK`
(R3–R5), never typed again, and every deal is scored by the engine's own
:func:`~calabresella.scoring.score_deal` (R22–R28), remembered in a table. All
the deals of a chunk play trick *k* together: for each of the 36 cards of a deal,
one round of array operations chooses that card in every deal at once.

>>> df = simulate(300, players="random", seed=1, progress=False)
>>> len(df), int(df.t0.add(df.t1).add(df.t2).abs().sum())  # R28: every deal sums to 0
(300, 0)
>>> bool(summary(df).loc["Solo", "deals"] > 0)
True

**Randomness.** Deal *i* of a run with seed *S* has its own seed ``S * 2**32 + i``
(the ``seed`` column). Every random number of that deal is a pure function of that
seed and of a numbered *slot* (:func:`uniform`), so a deal comes out the same in any
chunk, on any worker. ``dealing="numpy"`` (the default, fast) shuffles with those
numbers; ``dealing="engine"`` deals exactly as ``Deal.new(seed, dealer)`` does, so a
row can be replayed in the engine by :func:`engine_deal`. Random players choose the
``int(u * n)``-th of their ``n`` legal actions in the engine's order, ``u`` being the
deal's number for that decision: :class:`StreamPlayer` is the same policy as an engine
player, which is how the tests prove that the simulator and the engine agree.

**The heuristic.** ``players="heuristic"`` plays exactly the rules of
:class:`~calabresella.players.HeuristicPlayer` (with ``seed=None``), vectorised: same
weights (imported from :mod:`calabresella.players`), same knowledge (its own hand, the
cards played, its own discards), same ties (the first card in pack order). It is not
simpler: a test checks that both make the same choices, deal after deal.
"""

from __future__ import annotations

import functools
import math
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import Executor, Future, as_completed
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np
import numpy.typing as npt
import pandas as pd

from calabresella import players as player_rules
from calabresella.actions import (
    Action,
    Bid,
    Call,
    Contract,
    Discard,
    Enhance,
    Enhancement,
    GiveBack,
    Pass,
    Play,
    Share,
)
from calabresella.cards import PACK, PACK_THIRDS, RANKS_HIGH_TO_LOW, SUITS
from calabresella.deal import Deal, Phase, deal_cards, left_of, right_of
from calabresella.players import (
    BID_THRESHOLDS,
    DIVIDETE_THRESHOLD,
    KEEP_MASTER,
    NEVER,
    POSITION,
)
from calabresella.rules import ITALIAN, Rules, profile
from calabresella.scoring import score_deal
from calabresella.view import SeatView

Array = npt.NDArray[Any]
"""Arrays here hold card indices, seats, counts, masks or 64-bit hands; names and
docstrings say which (NumPy's stubs cannot follow dtypes through the arithmetic)."""
PlayerKind = Literal["random", "heuristic"]

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


def game_code(contract: Contract, enhancement: Enhancement = Enhancement.PLAIN) -> int:
    """R26: the index of a contract (and Solissimo enhancement) in :data:`GAMES`.

    >>> game_code(Contract.SOLO), game_code(Contract.SOLISSIMO, Enhancement.SCEGLIETE)
    (1, 4)
    """
    name = contract.value
    if contract is Contract.SOLISSIMO and enhancement is not Enhancement.PLAIN:
        name = f"{name} {enhancement.value}"
    return GAMES.index(name)


def game_title(code: int) -> str:
    """``'Solissimo dividete'``, ``'Solo'``… for a game code; ``'Abandoned'`` for -1 (R10)."""
    return "Abandoned" if code < 0 else GAMES[code].capitalize()


# --------------------------------------------------------------------------- randomness

_M64 = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_MUL1 = 0xBF58476D1CE4E5B9
_MUL2 = 0x94D049BB133111EB

SLOT_AUCTION = 0
SLOT_CALL = 3
SLOT_GIVE = 4
SLOT_ENHANCE = 5
SLOT_SHARE = 6
SLOT_DISCARD = 7
SLOT_PLAY = 11
SLOT_SHUFFLE = 100
"""Slots of a deal's random numbers: one per decision (auction 0–2, call 3, give 4,
enhance 5, share 6, the four discards 7–10, the 36 cards 11–46) and one per card for
the NumPy shuffle (100–139)."""


def _mix_py(z: int) -> int:
    z = ((z ^ (z >> 30)) * _MUL1) & _M64
    z = ((z ^ (z >> 27)) * _MUL2) & _M64
    return z ^ (z >> 31)


def _mix(z: Array) -> Array:
    z = (z ^ (z >> np.uint64(30))) * np.uint64(_MUL1)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(_MUL2)
    return np.asarray(z ^ (z >> np.uint64(31)))


def _base(seeds: Array) -> Array:
    return _mix(np.asarray(seeds, dtype=np.int64).astype(np.uint64))


def _bits(base: Array, slot: int | Array) -> Array:
    if isinstance(slot, int):
        step = np.uint64(((slot + 1) * _GAMMA) & _M64)
        return _mix(base + step)
    steps = (np.asarray(slot, dtype=np.uint64) + np.uint64(1)) * np.uint64(_GAMMA)
    return _mix(base + steps)


def _uniforms(base: Array, slot: int) -> Array:
    return (_bits(base, slot) >> np.uint64(11)).astype(np.float64) * 2.0**-53


def uniform(deal_seed: int, slot: int) -> float:
    """The deal's random number in [0, 1) for a decision slot (SplitMix64, counter-based).

    >>> uniform(7, 0) == float(_uniforms(_base(np.array([7])), 0)[0])
    True
    """
    base = _mix_py(deal_seed & _M64)
    z = _mix_py((base + (slot + 1) * _GAMMA) & _M64)
    return (z >> 11) * 2.0**-53


def deal_seeds(seed: int, start: int, stop: int) -> Array:
    """The seeds of deals ``start``…``stop - 1`` of a run: ``seed * 2**32 + i``."""
    if not 0 <= seed < 2**31:
        raise ValueError(f"the run seed must be between 0 and 2**31 - 1, got {seed}")
    return np.int64(seed) * np.int64(2**32) + np.arange(start, stop, dtype=np.int64)


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
    chunk = (k >= c0).astype(np.int64) + (k >= c01)
    k = k - np.where(chunk == 2, c01, np.where(chunk == 1, c0, 0))
    value = ((x >> (chunk * 16).astype(np.uint64)) & _LOW16).astype(np.int64)
    return np.asarray(16 * chunk + _SELECT[value * 16 + k])


def _pick(u: Array, count: Array | int) -> Array:
    """The engine-order index a random player takes among ``count`` actions: ``int(u * n)``."""
    return (u * count).astype(np.int64)


def _random_card(base: Array, slot: int, mask: Array) -> Array:
    """A random player's card among ``mask``: the ``int(u * n)``-th in pack order."""
    return _kth_bit(mask, _pick(_uniforms(base, slot), np.bitwise_count(mask)))


# --------------------------------------------------------------------------- dealing


def _layout(packs: Array, dealers: Array, rules: Rules) -> tuple[Array, Array]:
    """R7: deal ordered packs in packets from the dealer's right; the rest is the monte."""
    n = len(dealers)
    packet, size = rules.deal_packet, rules.hand_size
    hands = np.empty((n, 3, size), dtype=np.int8)
    order = np.stack([(dealers + 1) % 3, (dealers + 2) % 3, dealers], axis=1)
    rows = np.arange(n)
    position = 0
    for r in range(size // packet):
        for o in range(3):
            hands[rows, order[:, o], r * packet : (r + 1) * packet] = packs[:, position : position + packet]
            position += packet
    return hands, packs[:, position:].astype(np.int8)


def _numpy_packs(seeds: Array) -> Array:
    keys = _bits(_base(seeds)[:, None], np.arange(SLOT_SHUFFLE, SLOT_SHUFFLE + N_CARDS))
    return np.argsort(keys, axis=1).astype(np.int8)


def numpy_deals(seeds: Array, dealers: Array, rules: Rules = ITALIAN) -> tuple[Array, Array]:
    """Fast deals (R7): each deal's pack is shuffled by sorting 40 random keys (:func:`uniform`'s slots 100–139).

    Returns ``hands`` of shape (n, 3, 12), each sorted, and ``monte`` (n, 4) as dealt.

    >>> hands, monte = numpy_deals(np.array([1, 2]), np.array([0, 1]))
    >>> hands.shape, monte.shape, sorted(np.concatenate([hands[0].ravel(), monte[0]])) == list(range(40))
    ((2, 3, 12), (2, 4), True)
    """
    hands, monte = _layout(_numpy_packs(np.asarray(seeds)), np.asarray(dealers), rules)
    hands.sort(axis=2)
    return hands, monte


def engine_deals(
    seeds: Sequence[int] | Array, dealers: Sequence[int] | Array, rules: Rules = ITALIAN
) -> tuple[Array, Array]:
    """Exactly the deals of ``Deal.new(seed, dealer)`` (R6–R7), as arrays (slower: Python's shuffle).

    >>> hands, monte = engine_deals([7], [0])
    >>> deal = Deal.new(seed=7)
    >>> [PACK[i] for i in hands[0, 1]] == list(deal.hands[1]), [PACK[i] for i in monte[0]] == list(deal.monte)
    (True, True)
    """
    n = len(seeds)
    hands = np.empty((n, 3, rules.hand_size), dtype=np.int8)
    monte = np.empty((n, rules.monte_size), dtype=np.int8)
    for i, (seed, dealer) in enumerate(zip(seeds, dealers, strict=True)):
        dealt, rest, _ = deal_cards(int(seed), int(dealer), rules)
        for seat in range(3):
            hands[i, seat] = sorted(c.index for c in dealt[seat])
        monte[i] = [c.index for c in rest]
    return hands, monte


def engine_deal(row: Any, rules: Rules = ITALIAN) -> Deal:
    """The engine's deal for a row of a ``dealing="engine"`` simulation: ``Deal.new(seed, dealer)``."""
    return Deal.new(seed=int(row.seed), dealer=int(row.dealer), rules=rules)


# --------------------------------------------------------------------------- the heuristic, vectorised
#
# Every score of HeuristicPlayer depends on a card only through the holding of the
# card's own suit (its length, top run, guarded ace, unseen top card). A suit's
# holding is a 10-bit pattern, so each rule is tabulated once over the 1024 patterns,
# by calling the very functions of calabresella.players, and a decision for many
# deals is a few look-ups on (deals, 4 suits) arrays: the best card of each suit,
# then the best suit. Ties go to the lowest card index, as in HeuristicPlayer.

if not _PACK_IS_SUIT_MAJOR:  # pragma: no cover - cards.py builds PACK suit by suit
    raise ImportError("the simulator needs PACK ordered suit by suit, each from its 3 down (R3, R4)")

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
            raise ValueError("every suit must have the same ranks (R3–R5)")
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
    """:func:`~calabresella.players.hand_value` of many hands given as bits."""
    return np.asarray(_tables().value[suit_patterns(bits)].sum(axis=1))


def wanted_levels(bits: Array) -> Array:
    """:func:`~calabresella.players.wanted_level` of many hands (R8)."""
    values = hand_values(bits)
    levels = np.zeros(len(values), dtype=np.int64)
    for threshold in BID_THRESHOLDS:
        levels += values >= threshold
    return levels


def call_choices(bits: Array) -> Array:
    """:func:`~calabresella.players.call_choice` of many hands (R11)."""
    score, place = _tables().call
    p = suit_patterns(bits)
    return _best_card(score[p], place[p])


def least_kept(bits: Array) -> Array:
    """:func:`~calabresella.players.least_kept` of many hands: the card to give back or discard."""
    score, place = _tables().least
    p = suit_patterns(bits)
    return _best_card(score[p], place[p])


SHARE_WORTH = np.array([player_rules.share_worth(c) for c in PACK], dtype=np.int64)


def _share_masks(monte: Array) -> Array:
    """:func:`~calabresella.players.share_choice`: which monte places the first defender takes (R18)."""
    worth = SHARE_WORTH[monte]
    order = np.argsort(-worth, axis=1, kind="stable")[:, : monte.shape[1] // 2]
    return np.asarray((1 << order).sum(axis=1))


def _heuristic_cards(
    own: Array, hidden: Array, trick: Array, p: int, leader: Array, seat: Array, sol: Array
) -> Array:
    """:func:`~calabresella.players.play_score`'s choice for many deals (R20)."""
    tables = _tables()
    mine = suit_patterns(own)
    top = tables.first[suit_patterns(hidden)]
    if p == 0:
        score, place = tables.lead
        return _best_card(score[mine, top], place[mine, top])
    rows = np.arange(len(own))
    played = trick[:, :p]
    led = SUIT[played[:, 0]].astype(np.intp)
    follow = np.where(SUIT[played] == led[:, None], STRENGTH[played], -1)
    best_offset = follow.argmax(axis=1)
    best = played[rows, best_offset]
    partner_wins = (seat != sol) & ((leader + best_offset) % 3 != sol)
    last = p == 2
    led_top = top[rows, led]
    safe = partner_wins & (last | (POS[best] < led_top))
    led_mine = mine[rows, led]
    give_score, give_place = tables.give
    follow_score, follow_place = tables.follow
    strongest = STRENGTH[best]
    score = np.where(safe, give_score[led_mine], follow_score[led_mine, strongest, led_top, int(last)])
    place = np.where(safe, give_place[led_mine], follow_place[led_mine, strongest, led_top, int(last)])
    lose_score, lose_place = tables.lose
    void = _best_card(
        np.where(safe[:, None], give_score[mine], lose_score[mine, top]),
        np.where(safe[:, None], give_place[mine], lose_place[mine, top]),
    )
    return np.asarray(np.where(led_mine > 0, BY_SUIT[led, place], void))


# --------------------------------------------------------------------------- playing chunks


@dataclass
class Played:
    """What happened in many deals: every choice, and the score (arrays, one row per deal).

    Card arrays hold card indices, -1 where there is none. ``auction`` (n, 3): what
    each speaker said from the dealer's right, 0 pass, 1–3 a bid's level (R8), -1 did
    not speak; ``level`` the contract's level (0: abandoned, R10); ``enhancement`` the
    index in :class:`~calabresella.actions.Enhancement` (-1: not Solissimo);
    ``called``, ``call_holder`` (-1: the monte or the soloist) and ``given`` (R11, R13);
    ``share`` the monte places the first defender took, as bits (R18); ``discards``
    (n, 4) the new monte in order (R14, R17, R18); ``plays`` (n, 36) every card in
    playing order; ``winners`` (n, 12) each trick's winner (R20). The score:
    ``code`` (an index in :data:`GAMES`), ``soloist_tricks``, ``soloist_trick_thirds``,
    ``monte_thirds``, ``last_trick_to_soloist`` and ``scores``, the
    :class:`~calabresella.scoring.DealResult` fields the table keeps.
    """

    seed: Array
    dealer: Array
    monte: Array
    auction: Array
    soloist: Array
    level: Array
    enhancement: Array
    called: Array
    call_holder: Array
    given: Array
    share: Array
    discards: Array
    plays: Array
    winners: Array
    code: Array = field(default_factory=lambda: np.zeros(0, np.int8))
    soloist_tricks: Array = field(default_factory=lambda: np.zeros(0, np.int8))
    soloist_trick_thirds: Array = field(default_factory=lambda: np.zeros(0, np.int8))
    monte_thirds: Array = field(default_factory=lambda: np.zeros(0, np.int8))
    last_trick_to_soloist: Array = field(default_factory=lambda: np.zeros(0, bool))
    scores: dict[str, Array] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.seed)

    def actions(self, i: int) -> list[Action]:
        """Deal ``i``'s actions in the engine's order, to replay it with ``Deal.apply_all``."""
        out: list[Action] = []
        for bid in self.auction[i]:
            if bid >= 0:
                out.append(Pass() if bid == 0 else Bid(CONTRACTS[bid - 1]))
        if self.soloist[i] < 0:
            return out
        level = int(self.level[i])
        if CONTRACTS[level - 1] is Contract.CHIAMO:
            out.append(Call(PACK[self.called[i]]))
            if self.given[i] >= 0:
                out.append(GiveBack(PACK[self.given[i]]))
        if CONTRACTS[level - 1] is Contract.SOLISSIMO:
            enhancement = ENHANCEMENTS[self.enhancement[i]]
            out.append(Enhance(enhancement))
            if enhancement is Enhancement.SCEGLIETE:
                mask = int(self.share[i])
                out.append(Share(tuple(PACK[c] for k, c in enumerate(self.monte[i]) if mask >> k & 1)))
        out.extend(Discard(PACK[c]) for c in self.discards[i] if c >= 0)
        out.extend(Play(PACK[c]) for c in self.plays[i])
        return out


def _kinds(players: str | Sequence[str]) -> tuple[bool, bool, bool]:
    """Which seats play the heuristic."""
    kinds = (players,) * 3 if isinstance(players, str) else tuple(players)
    if len(kinds) != 3 or any(k not in ("random", "heuristic") for k in kinds):
        raise ValueError(f"players must be 'random', 'heuristic' or three of those, got {players!r}")
    return (kinds[0] == "heuristic", kinds[1] == "heuristic", kinds[2] == "heuristic")


def play_deals(
    hands: Array,
    monte: Array,
    dealers: Array,
    seeds: Array,
    players: str | Sequence[str] = "random",
    contract: Contract | None = None,
    soloist: int | None = None,
    rules: Rules = ITALIAN,
) -> Played:
    """Play given deals to the end, all at once: the engine-compatible entry point.

    ``hands`` (n, 3, 12) and ``monte`` (n, 4) hold card indices (the monte in dealt
    order), ``dealers`` and ``seeds`` one value per deal (the seeds drive the random
    players, see :func:`uniform`). ``players`` is ``"random"``, ``"heuristic"``, or one
    of those per seat. With ``contract`` the auction is skipped: ``soloist`` (a seat,
    by default the dealer's right) bids it and the others pass (R9).
    """
    held = to_bits(np.asarray(hands))
    return _play(held, np.asarray(monte, dtype=np.int8), dealers, seeds, players, contract, soloist, rules)


def _play(
    held: Array,
    monte: Array,
    dealers: Array,
    seeds: Array,
    players: str | Sequence[str],
    contract: Contract | None,
    soloist: int | None,
    rules: Rules,
) -> Played:
    """:func:`play_deals` on hands given as bits, shape (n, 3)."""
    _check_rules(rules)
    n = len(dealers)
    heuristic = np.array(_kinds(players))
    some_heuristic, all_heuristic = bool(heuristic.any()), bool(heuristic.all())
    dealers = np.asarray(dealers, dtype=np.int64)
    seeds = np.asarray(seeds, dtype=np.int64)
    base = _base(seeds)
    rows3 = np.arange(n) * 3
    hand = held.reshape(-1).copy()  # hand[3 * deal + seat]
    known = np.zeros(3 * n, dtype=np.uint64)  # each seat's own discards

    # R8–R10: the auction.
    auction = np.full((n, 3), -1, dtype=np.int8)
    level = np.zeros(n, dtype=np.int64)
    sol = np.full(n, -1, dtype=np.int64)
    stopped = np.zeros(n, dtype=bool)
    top_level = max(c.level for c in CONTRACTS)
    for k in range(3):
        seat = (dealers + 1 + k) % 3
        if contract is not None:
            target = (dealers + 1) % 3 if soloist is None else np.full(n, soloist)
            bid = np.where(seat == target, contract.level, 0)
        else:
            bid = np.zeros(n, dtype=np.int64)
            if not all_heuristic:
                step = _pick(_uniforms(base, SLOT_AUCTION + k), 1 + top_level - level)
                bid = np.where(step > 0, level + step, 0)
            if some_heuristic:
                h = np.flatnonzero(heuristic[seat] & ~stopped)
                want = wanted_levels(hand[rows3[h] + seat[h]])
                bid[h] = np.where(want > level[h], want, 0)
        bid = np.where(stopped, -1, bid)
        auction[:, k] = bid
        raised = bid > 0
        level = np.where(raised, bid, level)
        sol = np.where(raised, seat, sol)
        stopped |= raised & (level == top_level)

    called = np.full(n, -1, dtype=np.int8)
    holder = np.full(n, -1, dtype=np.int8)
    given = np.full(n, -1, dtype=np.int8)
    enhancement = np.full(n, -1, dtype=np.int8)
    share = np.full(n, -1, dtype=np.int8)
    discards = np.full((n, rules.monte_size), -1, dtype=np.int8)
    final_monte = monte.copy()

    def choose_card(r: Array, seat: Array, slot: int) -> Array:
        """The card the seats ``seat`` of deals ``r`` give back or discard: heuristic or random."""
        mask = hand[rows3[r] + seat]
        card = np.zeros(len(r), dtype=np.int64)
        if not all_heuristic:
            card = _random_card(base[r], slot, mask)
        if some_heuristic:
            h = np.flatnonzero(heuristic[seat])
            card[h] = least_kept(mask[h])
        return card

    def move(r: Array, card: Array, giver: Array, taker: Array) -> None:
        bit = BIT[card]
        hand[rows3[r] + giver] &= ~bit
        hand[rows3[r] + taker] |= bit

    # R11: Chiamo's call.
    r = np.flatnonzero(level == Contract.CHIAMO.level)
    if len(r):
        s = sol[r]
        card = _pick(_uniforms(base[r], SLOT_CALL), N_CARDS)
        h = np.flatnonzero(heuristic[s])
        card[h] = call_choices(hand[rows3[r[h]] + s[h]])
        called[r] = card
        d0, d1 = (s + 1) % 3, (s + 2) % 3
        bit = BIT[card]
        has0 = (hand[rows3[r] + d0] & bit) != 0
        has1 = (hand[rows3[r] + d1] & bit) != 0
        who = np.where(has0, d0, np.where(has1, d1, -1))
        holder[r] = who
        m = who >= 0
        move(r[m], card[m], who[m], s[m])

    # R12–R15: Chiamo and Solo take the monte, give one card back, discard four.
    r = np.flatnonzero((level == Contract.CHIAMO.level) | (level == Contract.SOLO.level))
    if len(r):
        s = sol[r]
        hand[rows3[r] + s] |= to_bits(monte[r])
        g = np.flatnonzero(holder[r] >= 0)
        if len(g):
            rg, sg = r[g], s[g]
            card = choose_card(rg, sg, SLOT_GIVE)
            given[rg] = card
            move(rg, card, sg, holder[rg].astype(np.int64))
        for j in range(rules.monte_size):
            card = choose_card(r, s, SLOT_DISCARD + j)
            hand[rows3[r] + s] &= ~BIT[card]
            known[rows3[r] + s] |= BIT[card]
            discards[r, j] = card
        final_monte[r] = discards[r]

    # R16–R18: Solissimo and its enhancements.
    r = np.flatnonzero(level == Contract.SOLISSIMO.level)
    if len(r):
        s = sol[r]
        plain, dividete, scegliete = (ENHANCEMENTS.index(e) for e in Enhancement)
        e = _pick(_uniforms(base[r], SLOT_ENHANCE), len(ENHANCEMENTS))
        h = np.flatnonzero(heuristic[s])
        strong = hand_values(hand[rows3[r[h]] + s[h]]) >= DIVIDETE_THRESHOLD
        e[h] = np.where(strong, dividete, plain)
        enhancement[r] = e
        d0, d1 = (s + 1) % 3, (s + 2) % 3
        half = rules.monte_size // 2
        mask = np.where(e == dividete, (1 << half) - 1, 0)
        chooses = e == scegliete
        picked = _pick(_uniforms(base[r], SLOT_SHARE), 1 << rules.monte_size)
        h = np.flatnonzero(heuristic[d0])
        picked[h] = _share_masks(monte[r[h]])
        mask = np.where(chooses, picked, mask)
        share[r] = np.where(chooses, mask, -1)
        takes = e != plain
        rt, st, mt = r[takes], s[takes], mask[takes]
        if len(rt):
            t0, t1 = (st + 1) % 3, (st + 2) % 3
            first_count = np.zeros(len(rt), dtype=np.int64)
            for k in range(rules.monte_size):
                to_first = (mt >> k & 1).astype(bool)
                hand[rows3[rt] + np.where(to_first, t0, t1)] |= BIT[monte[rt, k]]
                first_count += to_first
            for j in range(rules.monte_size):
                seat = np.where(j < first_count, t0, t1)
                card = choose_card(rt, seat, SLOT_DISCARD + j)
                hand[rows3[rt] + seat] &= ~BIT[card]
                known[rows3[rt] + seat] |= BIT[card]
                discards[rt, j] = card
            final_monte[rt] = discards[rt]

    # R19–R22: the twelve tricks.
    size = rules.hand_size
    plays = np.full((n, 3 * size), -1, dtype=np.int8)
    winners = np.full((n, size), -1, dtype=np.int8)
    r = np.flatnonzero(sol >= 0)
    if len(r):
        take = (rows3[r][:, None] + np.arange(3)).ravel()
        leader = _opening_leaders(dealers[r], sol[r], level[r], rules)
        plays[r], winners[r] = _play_tricks(hand[take], known[take], leader, sol[r], base[r], heuristic, size)

    played = Played(
        seed=seeds,
        dealer=dealers,
        monte=monte,
        auction=auction,
        soloist=sol.astype(np.int8),
        level=level.astype(np.int8),
        enhancement=enhancement,
        called=called,
        call_holder=holder,
        given=given,
        share=share,
        discards=discards,
        plays=plays,
        winners=winners,
    )
    _score(played, final_monte, rules)
    return played


def _check_rules(rules: Rules) -> None:
    """The simulator's slots (:data:`SLOT_PLAY`) and 40-bit hands fit 12-card hands and a monte of 4."""
    if (rules.hand_size, rules.monte_size) != (ITALIAN.hand_size, ITALIAN.monte_size):
        raise ValueError(
            f"the simulator plays hands of {ITALIAN.hand_size} and a monte of {ITALIAN.monte_size} (R7); "
            f"profile {rules.name!r} has {rules.hand_size} and {rules.monte_size}"
        )


def _opening_leaders(dealers: Array, sol: Array, level: Array, rules: Rules) -> Array:
    """R19 (and V1): who leads to the first trick."""
    if rules.opening_lead == "bidder":
        return sol
    if rules.opening_lead == "dealer_left":
        return (dealers + 2) % 3
    return np.where(level == Contract.SOLISSIMO.level, sol, (dealers + 1) % 3)


def _play_tricks(
    hand: Array,
    known: Array,
    leader: Array,
    sol: Array,
    base: Array,
    heuristic: Array,
    size: int,
) -> tuple[Array, Array]:
    """R20–R21: every trick of every deal, one card of all deals at a time.

    ``hand`` and ``known`` hold three masks per deal (``[3 * deal + seat]``): the
    seat's cards and its own discards. Returns the cards played and the trick winners.
    """
    n = len(leader)
    rows3 = np.arange(n) * 3
    some_heuristic, all_heuristic = bool(heuristic.any()), bool(heuristic.all())
    played = np.zeros(n, dtype=np.uint64)
    plays = np.empty((n, 3 * size), dtype=np.int8)
    winners = np.empty((n, size), dtype=np.int8)
    trick = np.empty((n, 3), dtype=np.intp)
    led = np.zeros(n, dtype=np.intp)
    for t in range(size):
        for p in range(3):
            seat = (leader + p) % 3
            row = rows3 + seat
            own = hand[row]
            if p == 0:
                legal = own
            else:
                follow = own & SUIT_BITS[led]
                legal = np.where(follow != 0, follow, own)
            if all_heuristic:
                card = np.empty(n, dtype=np.int64)
            else:
                card = _random_card(base, SLOT_PLAY + 3 * t + p, legal)
            if some_heuristic:
                h = np.flatnonzero(heuristic[seat])
                if len(h):
                    mine = own[h]
                    hidden = ~(mine | played[h] | known[row[h]]) & ALL_BITS
                    card[h] = _heuristic_cards(mine, hidden, trick[h], p, leader[h], seat[h], sol[h])
            bit = BIT[card]
            hand[row] = own ^ bit
            played |= bit
            trick[:, p] = card
            if p == 0:
                led = SUIT[card].astype(np.intp)
        plays[:, 3 * t : 3 * t + 3] = trick
        leader = _trick_winners(trick, leader)
        winners[:, t] = leader
    return plays, winners


def _trick_winners(trick: Array, leader: Array) -> Array:
    """R20: the seat that played the highest card of the suit led."""
    follow = np.where(SUIT[trick] == SUIT[trick[:, :1]], STRENGTH[trick], -1)
    return np.asarray((leader + follow.argmax(axis=1)) % 3)


# --------------------------------------------------------------------------- scoring


_SCORE_FIELDS = (
    "soloist_thirds",
    "defenders_thirds",
    "soloist_points",
    "defenders_points",
    "won",
    "cappotto",
    "stramazzo",
    "multiplier",
    "t0",
    "t1",
    "t2",
)


class _ScoreTable:
    """Every score the engine's :func:`score_deal` gives (R22–R28), filled in as deals need them."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        max_monte = int(np.sort(THIRDS)[-rules.monte_size :].sum())
        self.shape = (len(GAMES), 3, PACK_THIRDS + 1, max_monte + 1, 2, rules.hand_size + 1)
        size = math.prod(self.shape)
        self.filled = np.zeros(size, dtype=bool)
        self.values = {name: np.zeros(size, dtype=np.int16) for name in _SCORE_FIELDS}

    def lookup(self, keys: tuple[Array, ...]) -> dict[str, Array]:
        flat = np.ravel_multi_index(keys, self.shape)
        missing = np.unique(flat[~self.filled[flat]])
        for key in missing:
            self._fill(int(key))
        return {name: values[flat] for name, values in self.values.items()}

    def _fill(self, key: int) -> None:
        code, soloist, trick_thirds, monte_thirds, last, tricks = np.unravel_index(key, self.shape)
        name = GAMES[code]
        contract = Contract(name.split()[0])
        enhancement = Enhancement(name.split()[1]) if " " in name else Enhancement.PLAIN
        result = score_deal(
            soloist=int(soloist),
            contract=contract,
            enhancement=enhancement,
            soloist_trick_thirds=int(trick_thirds),
            defenders_trick_thirds=PACK_THIRDS - int(trick_thirds) - int(monte_thirds),
            monte_thirds=int(monte_thirds),
            last_trick_to_soloist=bool(last),
            soloist_tricks=int(tricks),
            total_tricks=self.rules.hand_size,
            rules=self.rules,
        )
        row = {
            "soloist_thirds": result.soloist_thirds,
            "defenders_thirds": result.defenders_thirds,
            "soloist_points": result.soloist_points,
            "defenders_points": result.defenders_points,
            "won": result.won,
            "cappotto": result.cappotto,
            "stramazzo": result.stramazzo,
            "multiplier": result.multiplier,
            "t0": result.transfers[0],
            "t1": result.transfers[1],
            "t2": result.transfers[2],
        }
        for name_, value in row.items():
            self.values[name_][key] = int(value)
        self.filled[key] = True


_TABLES: dict[Rules, _ScoreTable] = {}


def _score(played: Played, final_monte: Array, rules: Rules) -> None:
    """R22–R28: fill in each deal's score from its tricks and its final monte."""
    n = len(played)
    sol = played.soloist.astype(np.int64)
    on = sol >= 0
    cards = played.plays.astype(np.intp).reshape(n, -1, 3)
    trick_thirds = THIRDS[cards].sum(axis=2)
    mine = played.winners == played.soloist[:, None]
    played.soloist_tricks = np.where(on, mine.sum(axis=1), 0).astype(np.int8)
    played.soloist_trick_thirds = np.where(on, (trick_thirds * mine).sum(axis=1), 0).astype(np.int8)
    played.monte_thirds = np.where(on, THIRDS[final_monte.astype(np.intp)].sum(axis=1), 0).astype(np.int8)
    played.last_trick_to_soloist = on & mine[:, -1]
    code = np.full(n, -1, dtype=np.int64)
    level = played.level.astype(np.int64)
    for c in CONTRACTS:
        if c is Contract.SOLISSIMO:
            for e_index, e in enumerate(ENHANCEMENTS):
                code[(level == c.level) & (played.enhancement == e_index)] = game_code(c, e)
        else:
            code[level == c.level] = game_code(c)
    played.code = code.astype(np.int8)
    table = _TABLES.get(rules)
    if table is None:
        table = _TABLES[rules] = _ScoreTable(rules)
    r = np.flatnonzero(on)
    keys = (
        code[r],
        sol[r],
        played.soloist_trick_thirds[r].astype(np.int64),
        played.monte_thirds[r].astype(np.int64),
        played.last_trick_to_soloist[r].astype(np.int64),
        played.soloist_tricks[r].astype(np.int64),
    )
    found = table.lookup(keys)
    for name in _SCORE_FIELDS:
        column = np.zeros(n, dtype=np.int16)
        column[r] = found[name]
        played.scores[name] = column


# --------------------------------------------------------------------------- the engine's side


def slot_of(view: SeatView) -> int:
    """The random-number slot (:func:`uniform`) of the decision a view asks for."""
    phase = view.phase
    if phase is Phase.AUCTION:
        return SLOT_AUCTION + len(view.auction)
    if phase is Phase.CALL:
        return SLOT_CALL
    if phase is Phase.GIVE_BACK:
        return SLOT_GIVE
    if phase is Phase.ENHANCE:
        return SLOT_ENHANCE
    if phase is Phase.SHARE:
        return SLOT_SHARE
    if phase is Phase.DISCARD:
        return SLOT_DISCARD + len(view.own_discards)
    if phase is Phase.DEFENDER_DISCARD:
        assert view.soloist is not None
        before = 0
        if view.seat == left_of(view.soloist):
            before = profile(view.rules_name).monte_size - len(view.own_taken)
        return SLOT_DISCARD + before + len(view.own_discards)
    assert phase is Phase.PLAY and view.current is not None
    return SLOT_PLAY + 3 * len(view.tricks) + len(view.current.cards)


class StreamPlayer:
    """The simulator's random policy as an engine player: action ``int(u * n)`` of ``n``.

    ``u`` is the deal's random number (:func:`uniform`) for the decision's slot; give
    the same ``deal_seed`` to all three seats. Fed the same deal, the engine then
    makes exactly the choices the simulator made.

    >>> deal = Deal.new(seed=5)
    >>> from calabresella.players import play_deal
    >>> final = play_deal(deal, [StreamPlayer(5)] * 3)
    >>> hands, monte = engine_deals([5], [0])
    >>> p = play_deals(hands, monte, np.array([0]), np.array([5]))
    >>> [a for _, a in final.history] == p.actions(0)
    True
    """

    def __init__(self, deal_seed: int) -> None:
        self.deal_seed = deal_seed

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions
        return legal[int(uniform(self.deal_seed, slot_of(view)) * len(legal))]

    def __repr__(self) -> str:
        return f"StreamPlayer({self.deal_seed!r})"


def force_contract(deal: Deal, contract: Contract, soloist: int | None = None) -> Deal:
    """The deal after an auction where ``soloist`` (default: the dealer's right) bids
    ``contract`` and everyone else passes (R9).

    >>> force_contract(Deal.new(seed=3, dealer=1), Contract.SOLO, soloist=0).soloist
    0
    """
    target = right_of(deal.dealer) if soloist is None else soloist
    while deal.phase is Phase.AUCTION:
        deal = deal.apply(Bid(contract) if deal.to_move == target else Pass())
    return deal


# --------------------------------------------------------------------------- tables of many deals

_COLUMNS: dict[str, type] = {
    "seed": np.int64,
    "dealer": np.int8,
    "soloist": np.int8,
    "code": np.int8,
    "called": np.int8,
    "call_holder": np.int8,
    "soloist_tricks": np.int8,
    "monte_thirds": np.int8,
    "last_trick_to_soloist": np.bool_,
    "soloist_thirds": np.int8,
    "defenders_thirds": np.int8,
    "soloist_points": np.int8,
    "defenders_points": np.int8,
    "won": np.bool_,
    "cappotto": np.bool_,
    "stramazzo": np.bool_,
    "multiplier": np.int8,
    "t0": np.int16,
    "t1": np.int16,
    "t2": np.int16,
}


@dataclass(frozen=True)
class _Chunk:
    start: int
    stop: int
    seed: int
    players: str | tuple[str, ...]
    contract: Contract | None
    soloist: int | None
    dealing: str
    rules: Rules


def _run_chunk(chunk: _Chunk) -> dict[str, Array]:
    """Deal and play one chunk; the columns of its rows (a top-level function, for executors)."""
    seeds = deal_seeds(chunk.seed, chunk.start, chunk.stop)
    dealers = np.arange(chunk.start, chunk.stop, dtype=np.int64) % 3
    if chunk.dealing == "numpy":
        hands, monte = _layout(_numpy_packs(seeds), dealers, chunk.rules)
    else:
        hands, monte = engine_deals(seeds, dealers, chunk.rules)
    p = _play(
        to_bits(hands), monte, dealers, seeds, chunk.players, chunk.contract, chunk.soloist, chunk.rules
    )
    values: dict[str, Array] = {
        "seed": p.seed,
        "dealer": p.dealer,
        "soloist": p.soloist,
        "code": p.code,
        "called": p.called,
        "call_holder": p.call_holder,
        "soloist_tricks": p.soloist_tricks,
        "monte_thirds": p.monte_thirds,
        "last_trick_to_soloist": p.last_trick_to_soloist,
        **p.scores,
    }
    return {name: np.asarray(values[name]).astype(dtype, copy=False) for name, dtype in _COLUMNS.items()}


def _chunks(n_deals: int, chunk_size: int) -> Iterator[tuple[int, int]]:
    for start in range(0, n_deals, chunk_size):
        yield start, min(start + chunk_size, n_deals)


def simulate(
    n_deals: int,
    players: PlayerKind | Sequence[PlayerKind] = "random",
    seed: int = 0,
    contract: Contract | str | None = None,
    chunk_size: int = 10_000,
    executor: Executor | None = None,
    progress: bool = True,
    *,
    soloist: int | None = None,
    dealing: Literal["numpy", "engine"] = "numpy",
    rules: Rules = ITALIAN,
) -> pd.DataFrame:
    """Deal and play ``n_deals`` deals; one row per deal.

    - ``players``: ``"random"``, ``"heuristic"``, or one of those per seat.
    - ``contract``: skip the auction and have ``soloist`` (default: the dealer's
      right) play this contract; ``None`` holds an auction (R8–R10).
    - Deal *i* has dealer ``i % 3`` (R6) and seed ``seed * 2**32 + i``.
    - ``chunk_size`` deals are played at once; chunks go to ``executor`` (a
      ``ProcessPoolExecutor``, or ``client.get_executor()`` of a dask cluster) when
      given. The result does not depend on either.

    Columns: ``seed dealer soloist contract enhancement called call_holder
    soloist_tricks monte_thirds last_trick_to_soloist soloist_thirds defenders_thirds
    soloist_points defenders_points won cappotto stramazzo multiplier t0 t1 t2``
    (cards as indices, -1 for none; ``t0``–``t2`` the transfers of seats 0–2, R28).
    Abandoned deals (R10) have contract ``"abandoned"`` and no score.
    """
    if n_deals < 0 or chunk_size < 1:
        raise ValueError("n_deals must be at least 0 and chunk_size at least 1")
    if dealing not in ("numpy", "engine"):
        raise ValueError(f"dealing must be 'numpy' or 'engine', got {dealing!r}")
    kinds: str | tuple[str, ...] = players if isinstance(players, str) else tuple(players)
    _kinds(kinds)
    deal_seeds(seed, 0, 0)
    if isinstance(contract, str):
        contract = Contract(contract.lower())
    columns: dict[str, Array] = {name: np.empty(n_deals, dtype=dtype) for name, dtype in _COLUMNS.items()}
    chunks = [
        _Chunk(start, stop, seed, kinds, contract, soloist, dealing, rules)
        for start, stop in _chunks(n_deals, chunk_size)
    ]
    from tqdm.auto import tqdm

    with tqdm(total=n_deals, unit="deal", disable=not progress, desc="simulate") as bar:
        for chunk, result in _results(chunks, executor):
            for name, values in result.items():
                columns[name][chunk.start : chunk.stop] = values
            bar.update(chunk.stop - chunk.start)
    return _frame(columns)


def _results(chunks: list[_Chunk], executor: Executor | None) -> Iterator[tuple[_Chunk, dict[str, Array]]]:
    if executor is None:
        for chunk in chunks:
            yield chunk, _run_chunk(chunk)
        return
    futures: dict[Future[dict[str, Array]], _Chunk] = {
        executor.submit(_run_chunk, chunk): chunk for chunk in chunks
    }
    for future in as_completed(futures):
        yield futures[future], future.result()


_CONTRACT_NAMES = ["abandoned"] + [c.value for c in CONTRACTS]
_ENHANCEMENT_NAMES = [e.value for e in ENHANCEMENTS]


def _frame(columns: dict[str, Array]) -> pd.DataFrame:
    code = columns.pop("code").astype(np.int64)
    names = np.array([name for name in GAMES])
    contract_codes = np.zeros(len(code), dtype=np.int8)
    enhancement_codes = np.full(len(code), -1, dtype=np.int8)
    for c, name in enumerate(names):
        contract = Contract(name.split()[0])
        enhancement = Enhancement(name.split()[1]) if " " in name else Enhancement.PLAIN
        contract_codes[code == c] = CONTRACTS.index(contract) + 1
        enhancement_codes[code == c] = ENHANCEMENTS.index(enhancement)
    data: dict[str, Any] = {}
    for name, values in columns.items():
        data[name] = values
        if name == "soloist":
            data["contract"] = pd.Categorical.from_codes(contract_codes, pd.Index(_CONTRACT_NAMES))
            data["enhancement"] = pd.Categorical.from_codes(enhancement_codes, pd.Index(_ENHANCEMENT_NAMES))
    return pd.DataFrame(data, copy=False)


def game_names(df: pd.DataFrame) -> pd.Series:
    """Each row's game: ``'Solo'``, ``'Solissimo dividete'``… or ``'Abandoned'`` (R10, R26)."""
    contract = df["contract"].astype(str)
    enhancement = df["enhancement"].astype(str)
    name = contract.str.capitalize()
    enhanced = (contract == Contract.SOLISSIMO.value) & (enhancement != Enhancement.PLAIN.value)
    return name.where(~enhanced, name + " " + enhancement)


def summary(df: pd.DataFrame) -> pd.DataFrame:
    """Per game: how often it was played and made, Cappotto and Stramazzo rates, mean thirds.

    Rows in the order of R26 (then ``All played`` and ``Abandoned``); columns ``deals``,
    ``share`` (of all deals), ``made`` (R25), ``cappotto``, ``stramazzo`` (R27),
    ``soloist_thirds``, ``defenders_thirds``, ``soloist_tricks``, ``soloist_gain``
    (the soloist's mean transfer, R28).
    """
    names = game_names(df)
    sol = df["soloist"].to_numpy().astype(np.int64)
    transfers = df[["t0", "t1", "t2"]].to_numpy()
    gain = np.where(sol >= 0, transfers[np.arange(len(df)), np.clip(sol, 0, 2)], 0)
    work = pd.DataFrame(
        {
            "game": names,
            "made": df["won"],
            "cappotto": df["cappotto"],
            "stramazzo": df["stramazzo"],
            "soloist_thirds": df["soloist_thirds"],
            "defenders_thirds": df["defenders_thirds"],
            "soloist_tricks": df["soloist_tricks"],
            "soloist_gain": gain,
        }
    )
    played = work[work["game"] != "Abandoned"]
    parts = []
    for title, part in [
        (game_title(c), played[played["game"] == game_title(c)]) for c in range(len(GAMES))
    ] + [("All played", played)]:
        row = part.drop(columns="game").astype(float).mean().to_dict()
        row["deals"] = len(part)
        parts.append(pd.Series(row, name=title))
    abandoned = int((work["game"] == "Abandoned").sum())
    parts.append(pd.Series({"deals": abandoned}, name="Abandoned"))
    table = pd.DataFrame(parts)
    table["deals"] = table["deals"].astype(int)
    table["share"] = table["deals"] / max(len(df), 1)
    order = [
        "deals",
        "share",
        "made",
        "cappotto",
        "stramazzo",
        "soloist_thirds",
        "defenders_thirds",
        "soloist_tricks",
        "soloist_gain",
    ]
    return table[order]


def simulate_command(args_deals: int, players: str, seed: int) -> str:
    """What ``python -m calabresella simulate --deals N --players P --seed S`` prints.

    >>> print(simulate_command(600, "random", 0))  # doctest: +ELLIPSIS
    600 deals, random players, seed 0
    ...
    Solo ...
    ...deals/s...
    """
    if players not in ("random", "heuristic"):
        raise ValueError(f"players must be 'random' or 'heuristic', got {players!r}")
    started = time.perf_counter()
    df = simulate(args_deals, players=players, seed=seed, progress=False)  # type: ignore[arg-type]
    elapsed = time.perf_counter() - started
    table = summary(df)
    shown = table[table["deals"] > 0]
    lines = [
        f"{args_deals} deals, {players} players, seed {seed}",
        shown.to_string(float_format=lambda x: f"{x:.3f}"),
        f"{args_deals} deals in {elapsed:.2f} s: {args_deals / max(elapsed, 1e-9):,.0f} deals/s on one core",
    ]
    return "\n".join(lines)


__all__ = [
    "Played",
    "StreamPlayer",
    "engine_deal",
    "engine_deals",
    "force_contract",
    "game_code",
    "game_names",
    "numpy_deals",
    "play_deals",
    "simulate",
    "simulate_command",
    "slot_of",
    "summary",
    "uniform",
]
