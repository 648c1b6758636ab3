"""Playing many deals to the end at once: the auction (R8–R10), Chiamo's call and the
monte (R11–R15), Solissimo's enhancements (R16–R18) and the twelve tricks (R19–R21),
one array operation for every deal of a chunk at each decision."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import ModuleType

import numpy as np

from calabresella.analysis.simulate import randomness
from calabresella.analysis.simulate.arguments import (
    _check_contract,
    _check_players,
    _check_rules,
    _check_soloist,
    _int_array,
    _same_length,
)
from calabresella.analysis.simulate.bits import (
    _SEAT_AFTER_FLAT,
    ALL_BITS,
    BIT,
    CONTRACTS,
    ENHANCEMENTS,
    LEFT_OF,
    N_CARDS,
    RIGHT_OF,
    SEAT_AFTER,
    SUIT,
    SUIT_BITS,
    Array,
    _rule_tables,
    _winning_places,
    to_bits,
)
from calabresella.analysis.simulate.heuristic import (
    _heuristic_cards,
    _share_masks,
    call_choices,
    hand_values,
    least_kept,
    wanted_levels,
)
from calabresella.analysis.simulate.played import (
    Played,
    _kinds,
)
from calabresella.analysis.simulate.randomness import (
    _base,
    _pick,
    _random_card,
    _uniforms,
)
from calabresella.analysis.simulate.scores import (
    _score,
)
from calabresella.engine.actions import (
    Contract,
    Enhancement,
)
from calabresella.engine.errors import (
    ArgumentValueError,
)
from calabresella.games.italian.players import (
    DIVIDETE_THRESHOLD,
)
from calabresella.games.italian.rules import (
    DEAL_SEATS,
    ITALIAN,
    Rules,
)
from calabresella.words import msg


def play_deals(
    hands: Array,
    monte: Array,
    dealers: Array,
    seeds: Array,
    players: str | Sequence[str] = "random",
    contract: Contract | str | None = None,
    soloist: int | None = None,
    rules: Rules = ITALIAN,
) -> Played:
    """Play given deals to the end, all at once: the engine-compatible entry point.

    ``hands`` (n, 3, 12) and ``monte`` (n, 4) hold card indices (the monte in dealt
    order), ``dealers`` and ``seeds`` one value per deal (the seeds drive the random
    players, see :func:`uniform`). ``players`` is ``"random"``, ``"heuristic"``, or one
    of those per seat. With ``contract`` the auction is skipped: ``soloist`` (a seat,
    by default the dealer's right) bids it and the others pass (R9).

    Every deal must hold each card of the pack once, in its hands and monte (R3, R7).
    """
    rules = _check_rules(rules)
    hands = _int_array(hands, "hands", 0, N_CARDS - 1, rule="R3", ndim=3)
    monte = _int_array(monte, "monte", 0, N_CARDS - 1, rule="R3", ndim=2)
    dealers = _int_array(dealers, "dealers", 0, 2, rule="R2")
    seeds = _int_array(seeds, "seeds")
    _same_length(hands=hands, monte=monte, dealers=dealers, seeds=seeds)
    if hands.shape[1:] != (3, rules.hand_size) or monte.shape[1:] != (rules.monte_size,):
        raise ArgumentValueError(msg(
            "hands must have the shape (deals, {seats}, {hand}) and monte (deals, {monte}) (R7), got {hands_shape} "
            "and {monte_shape}", seats=3, hand=rules.hand_size, monte=rules.monte_size, hands_shape=hands.shape,
            monte_shape=monte.shape))
    kinds = _check_players(players)
    contract = _check_contract(contract)
    soloist = _check_soloist(soloist, contract)
    held = to_bits(hands)
    every = np.bitwise_or.reduce(held, axis=1) | to_bits(monte)
    short = np.flatnonzero(np.bitwise_count(every) != N_CARDS)
    if len(short):
        raise ArgumentValueError(msg(
            "deal {deal} does not hold each of the {count} cards once in its hands and monte (R3, R7)",
            deal=int(short[0]), count=N_CARDS))
    return _play(held, monte.astype(np.int8), dealers, seeds, kinds, contract, soloist, rules)


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
    """:func:`play_deals` on hands given as bits, shape (n, 3); the arguments are checked."""
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
    for k in range(DEAL_SEATS):  # R9: each seat speaks once
        seat = SEAT_AFTER[1 + k][dealers]
        if contract is not None:
            target = RIGHT_OF[dealers] if soloist is None else np.full(n, soloist)
            bid = np.where(seat == target, contract.level, 0)
        else:
            bid = np.zeros(n, dtype=np.int64)
            if not all_heuristic:
                step = _pick(_uniforms(base, randomness.SLOT_AUCTION + k), 1 + top_level - level)
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
        card = _pick(_uniforms(base[r], randomness.SLOT_CALL), N_CARDS)
        h = np.flatnonzero(heuristic[s])
        card[h] = call_choices(hand[rows3[r[h]] + s[h]])
        called[r] = card
        d0, d1 = RIGHT_OF[s], LEFT_OF[s]
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
            card = choose_card(rg, sg, randomness.SLOT_GIVE)
            given[rg] = card
            move(rg, card, sg, holder[rg].astype(np.int64))
        for j in range(rules.monte_size):
            card = choose_card(r, s, randomness.SLOT_DISCARD + j)
            hand[rows3[r] + s] &= ~BIT[card]
            known[rows3[r] + s] |= BIT[card]
            discards[r, j] = card
        final_monte[r] = discards[r]

    # R16–R18: Solissimo and its enhancements.
    r = np.flatnonzero(level == Contract.SOLISSIMO.level)
    if len(r):
        s = sol[r]
        plain, dividete, scegliete = (ENHANCEMENTS.index(e) for e in Enhancement)
        e = _pick(_uniforms(base[r], randomness.SLOT_ENHANCE), len(ENHANCEMENTS))
        h = np.flatnonzero(heuristic[s])
        strong = hand_values(hand[rows3[r[h]] + s[h]]) >= DIVIDETE_THRESHOLD
        e[h] = np.where(strong, dividete, plain)
        enhancement[r] = e
        d0, d1 = RIGHT_OF[s], LEFT_OF[s]
        half = rules.monte_size // 2
        mask = np.where(e == dividete, (1 << half) - 1, 0)
        chooses = e == scegliete
        picked = _pick(_uniforms(base[r], randomness.SLOT_SHARE), 1 << rules.monte_size)
        h = np.flatnonzero(heuristic[d0])
        picked[h] = _share_masks(monte[r[h]])
        mask = np.where(chooses, picked, mask)
        share[r] = np.where(chooses, mask, -1)
        takes = e != plain
        rt, st, mt = r[takes], s[takes], mask[takes]
        if len(rt):
            t0, t1 = RIGHT_OF[st], LEFT_OF[st]
            first_count = np.zeros(len(rt), dtype=np.int64)
            for k in range(rules.monte_size):
                to_first = (mt >> k & 1).astype(bool)
                hand[rows3[rt] + np.where(to_first, t0, t1)] |= BIT[monte[rt, k]]
                first_count += to_first
            for j in range(rules.monte_size):
                seat = np.where(j < first_count, t0, t1)
                card = choose_card(rt, seat, randomness.SLOT_DISCARD + j)
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
        play_tricks = _trick_loop(len(leader))
        plays[r], winners[r] = play_tricks(hand[take], known[take], leader, sol[r], base[r], heuristic, size)

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


def _opening_leaders(dealers: Array, sol: Array, level: Array, rules: Rules) -> Array:
    """R19 (V1, V3): who leads to the first trick, by the engine's
    :func:`~calabresella.games.italian.rules.opening_leader` (tabulated)."""
    return np.asarray(_rule_tables(rules)[1][dealers, sol, level])


COMPILED_FROM_DEALS = 1_000
"""Chunks of fewer deals play their tricks with NumPy even once the compiled loop is loaded."""

_compiled: ModuleType | None = None
""":mod:`calabresella.analysis.simulate.compiled` once :func:`load_compiled` loaded it."""


def load_compiled() -> bool:
    """Load the compiled trick loop (:mod:`.compiled`: Numba, compiled or read from its
    cache, about a second) in this process, for every later chunk of at least
    :data:`COMPILED_FROM_DEALS` deals; False when Numba cannot be imported. Either way the
    cards played are the same (R20)."""
    global _compiled
    if _compiled is None:
        try:
            from calabresella.analysis.simulate import compiled
        except ImportError:  # pragma: no cover - numba is a dependency
            return False
        _compiled = compiled
    return True


_TrickLoop = Callable[[Array, Array, Array, Array, Array, Array, int], tuple[Array, Array]]
"""A loop that plays every trick of every deal (:func:`_play_tricks_numpy`'s arguments)."""


def _trick_loop(deals: int) -> _TrickLoop:
    """R20–R21: what plays every trick of ``deals`` deals: the compiled loop when it is
    loaded and the chunk is large, else :func:`_play_tricks_numpy`; the same cards either way."""
    if _compiled is not None and deals >= COMPILED_FROM_DEALS:
        compiled_loop: _TrickLoop = _compiled.play_tricks
        return compiled_loop
    return _play_tricks_numpy


def _play_tricks_numpy(
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
    led_bits = np.zeros(n, dtype=np.uint64)
    for t in range(size):
        for p in range(DEAL_SEATS):  # R20: each seat plays one card
            seat = SEAT_AFTER[p][leader]
            row = rows3 + seat
            own = hand[row]
            if p == 0:
                legal = own
            else:
                follow = own & led_bits
                legal = np.where(follow != 0, follow, own)
            if all_heuristic:
                card = np.empty(n, dtype=np.int64)
            else:
                card = _random_card(base, randomness.SLOT_PLAY + 3 * t + p, legal)
            if some_heuristic:
                h = np.flatnonzero(heuristic[seat])
                if len(h):
                    mine = own[h]
                    hidden = ~(mine | played[h] | known[row[h]]) & ALL_BITS
                    card[h] = _heuristic_cards(mine, hidden, trick[h], p, leader[h], seat[h], sol[h])
            bit = BIT[card]
            hand[row] = own ^ bit
            if some_heuristic:  # what the heuristic seats have seen
                played |= bit
            trick[:, p] = card
            if p == 0:
                led_bits = SUIT_BITS[SUIT[card]]
        plays[:, 3 * t : 3 * t + 3] = trick
        leader = _trick_winners(trick, leader)
        winners[:, t] = leader
    return plays, winners


def _trick_winners(trick: Array, leader: Array) -> Array:
    """R20: the seat that played the highest card of the suit led."""
    return np.asarray(_SEAT_AFTER_FLAT[_winning_places(trick, 3) * DEAL_SEATS + leader])
