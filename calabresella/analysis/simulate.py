"""Many deals at once with NumPy, returning pandas tables.

Cards are the integers 0–39 of :attr:`Card.index <calabresella.engine.cards.Card.index>`;
their suit, strength and thirds are read off :data:`~calabresella.engine.cards.PACK`
(R3–R5), never typed again, and every deal is scored by the engine's own
:func:`~calabresella.games.italian.scoring.score_deal` (R22–R28), remembered in a table. All
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

**Memory.** :func:`simulate` returns one row per deal (31 bytes each in the table, 48 counted while it is built) and
refuses, up front, a table that would not fit in the memory available;
:func:`simulate_summary` (and ``python -m calabresella simulate``) gives
``summary(simulate(...))`` to the last digit while holding one chunk of deals at a
time, so its memory does not grow with the number of deals. A run has at most 2**32
deals (:data:`MAX_DEALS`), the seeds it can tell apart.

>>> simulate_summary(300, seed=1, progress=False).equals(summary(df))
True

**The heuristic.** ``players="heuristic"`` plays exactly the rules of
:class:`~calabresella.games.italian.players.HeuristicPlayer` (with ``seed=None``), vectorised: same
weights (imported from :mod:`calabresella.games.italian.players`), same knowledge (its own hand, the
cards played, its own discards), same ties (the first card in pack order). It is not
simpler: a test checks that both make the same choices, deal after deal.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import itertools
import math
import os
import time
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import numpy as np
import numpy.typing as npt
import pandas as pd

from calabresella.analysis import streaming
from calabresella.engine.actions import (
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
from calabresella.engine.cards import PACK, PACK_THIRDS, RANKS_HIGH_TO_LOW, SUITS
from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    check_bool,
    check_instance,
    check_int,
)
from calabresella.games.italian import players as player_rules
from calabresella.games.italian.deal import Deal, Phase, deal_cards, left_of, right_of
from calabresella.games.italian.players import (
    BID_THRESHOLDS,
    DIVIDETE_THRESHOLD,
    KEEP_MASTER,
    NEVER,
    POSITION,
)
from calabresella.games.italian.rules import (
    DEAL_SEATS,
    ITALIAN,
    PROFILES,
    Rules,
    dealing_order,
    opening_leader,
)
from calabresella.games.italian.scoring import score_deal
from calabresella.games.italian.view import SeatView

Array = npt.NDArray[Any]
"""Arrays here hold card indices, seats, counts, masks or 64-bit hands; names and
docstrings say which (NumPy's stubs cannot follow dtypes through the arithmetic)."""
PlayerKind = Literal["random", "heuristic"]

# --------------------------------------------------------------------------- argument checks

MAX_SEED = 2**31 - 1
"""The largest run seed: deal seeds ``seed * 2**32 + i`` must fit in 64 signed bits."""
MAX_DEALS = 2**32
"""The most deals one run may have. Deal *i* of the run with seed *S* has the seed
``S * 2**32 + i``: with more, deal ``2**32 + j`` would be deal *j* of the run with seed
``S + 1``, and for the largest seeds the deal seed would overflow 64 bits. At about
150,000 random deals a second that is some eight hours of one core; for more, add up
runs with different seeds."""
PLAYER_KINDS: tuple[str, ...] = ("random", "heuristic")


def _whole(value: Any, name: str, low: int | None = None, high: int | None = None, rule: str | None = None) -> int:
    """:func:`~calabresella.engine.errors.check_int`, also taking NumPy integers (never bools or floats)."""
    if isinstance(value, np.integer):
        value = int(value)
    return check_int(value, name, low, high, rule)


def _check_seed(seed: Any, name: str = "seed") -> int:
    return _whole(seed, name, 0, MAX_SEED)


def _check_deals(n_deals: Any, name: str = "n_deals") -> int:
    """A run's number of deals: a whole number from 1 to :data:`MAX_DEALS`."""
    if isinstance(n_deals, np.integer):
        n_deals = int(n_deals)
    if isinstance(n_deals, int) and not isinstance(n_deals, bool) and n_deals > MAX_DEALS:
        raise ArgumentValueError(
            f"{name} must be at most 2**32 = {MAX_DEALS:,} deals in one run (deal i of the run with "
            f"seed S has the seed S * 2**32 + i, so more deals would repeat the run with seed S + 1); "
            f"for more, add up runs with different seeds, got {n_deals:,}"
        )
    return _whole(n_deals, name, 1, MAX_DEALS)


def _check_players(players: Any) -> str | tuple[str, ...]:
    """``'random'``, ``'heuristic'``, or a sequence of three of those (one per seat, R2)."""
    expected = "'random', 'heuristic', or a sequence of three of those, one per seat 0, 1, 2 (R2)"
    if isinstance(players, str):
        if players not in PLAYER_KINDS:
            raise ArgumentValueError(f"players must be {expected}, got {players!r}")
        return players
    if not isinstance(players, Sequence | np.ndarray):
        raise ArgumentTypeError(f"players must be {expected}, got {players!r}")
    kinds = tuple(players)
    if any(not isinstance(k, str) for k in kinds):
        raise ArgumentTypeError(f"players must be {expected}: names, not player objects; got {players!r}")
    if len(kinds) != 3 or any(k not in PLAYER_KINDS for k in kinds):
        raise ArgumentValueError(f"players must be {expected}, got {players!r}")
    return tuple(str(k) for k in kinds)


def _check_contract(contract: Any) -> Contract | None:
    """``None`` (hold an auction), a :class:`~calabresella.engine.actions.Contract` or its name (R8)."""
    names = ", ".join(repr(c.value) for c in CONTRACTS)
    expected = f"None (hold an auction), a Contract or one of {names} (R8)"
    if contract is None or isinstance(contract, Contract):
        return contract
    if not isinstance(contract, str):
        raise ArgumentTypeError(f"contract must be {expected}, got {contract!r}")
    try:
        return Contract(contract.lower())
    except ValueError:
        raise ArgumentValueError(f"contract must be {expected}, got {contract!r}") from None


def _check_soloist(soloist: Any, contract: Contract | None) -> int | None:
    """A seat 0–2 (R2) that plays the forced ``contract`` (R9); only with a contract."""
    if soloist is None:
        return None
    seat = _whole(soloist, "soloist", 0, 2, rule="R2")
    if contract is None:
        raise ArgumentValueError(
            f"soloist={seat} names the seat that plays a forced contract (R9): give contract= too, "
            "or leave soloist out to hold an auction (R8)"
        )
    return seat


def _unsupported(rules: Rules) -> str | None:
    """Why the simulator cannot play a profile (None when it can)."""
    if (rules.hand_size, rules.monte_size) != (ITALIAN.hand_size, ITALIAN.monte_size):
        return (
            f"the simulator plays hands of {ITALIAN.hand_size} and a monte of {ITALIAN.monte_size} (R7); "
            f"profile {rules.name!r} has {rules.hand_size} and {rules.monte_size}"
        )
    if rules.all_pass_redeal_limited:
        return (
            f"the simulator deals every deal afresh, so the limited redeal that follows an all-pass "
            f"(V2b, profile {rules.name!r}) never happens"
        )
    largest = 2 * max(v for _, v in rules.stakes) * max(rules.cappotto_multiplier, rules.stramazzo_multiplier)
    if rules.total_thirds > np.iinfo(np.int8).max or largest > np.iinfo(np.int16).max:
        return (
            f"the simulator's table keeps thirds in 8 bits and transfers in 16: profile {rules.name!r} "
            f"has {rules.total_thirds} thirds in a deal (R5) and transfers up to {largest:,} (R26-R28)"
        )
    return None


SIMULATED_PROFILES: tuple[str, ...] = tuple(name for name, r in PROFILES.items() if _unsupported(r) is None)
"""The named profiles the simulator plays (any :class:`Rules` like them works too): every
one but V2b, whose limited redeal keeps a monte across deals."""


def _check_rules(rules: Any) -> Rules:
    """A :class:`~calabresella.games.italian.rules.Rules` value of a profile the simulator plays."""
    checked = _check_any_rules(rules)
    why = _unsupported(checked)
    if why is not None:
        raise ArgumentValueError(f"{why}; it plays the profiles {', '.join(SIMULATED_PROFILES)}")
    return checked


def _check_any_rules(rules: Any) -> Rules:
    """A :class:`~calabresella.games.italian.rules.Rules` value (dealing alone takes any)."""
    if not isinstance(rules, Rules):
        check_instance(rules, Rules, "rules", "a calabresella.games.italian.rules.Rules value, such as ITALIAN or profile('bidder-leads')")
    assert isinstance(rules, Rules)
    return rules


def _check_executor(executor: Any) -> Executor | None:
    if executor is None or isinstance(executor, Executor):
        return executor
    hint = "; for a dask Client pass client.get_executor()" if hasattr(executor, "get_executor") else ""
    raise ArgumentTypeError(
        "executor must be None or a concurrent.futures.Executor, such as ProcessPoolExecutor() or a dask "
        f"client's client.get_executor(){hint}; got {executor!r}"
    )


def _check_dealing(dealing: Any) -> str:
    if not isinstance(dealing, str):
        raise ArgumentTypeError(f"dealing must be 'numpy' or 'engine', got {dealing!r}")
    if dealing not in ("numpy", "engine"):
        raise ArgumentValueError(f"dealing must be 'numpy' or 'engine', got {dealing!r}")
    return dealing


def _int_array(
    values: Any, name: str, low: int | None = None, high: int | None = None, rule: str | None = None, ndim: int = 1
) -> Array:
    """``values`` as an integer array of ``ndim`` dimensions, every value in ``low … high``."""
    bounds = (
        f" from {low} to {high}" if low is not None and high is not None
        else f" of at least {low}" if low is not None
        else ""
    )
    where = f" ({rule})" if rule else ""
    try:
        array = np.asarray(values)
    except (TypeError, ValueError):
        raise ArgumentTypeError(f"{name} must be an array of whole numbers{bounds}{where}, got {values!r}") from None
    if array.ndim != ndim:
        raise ArgumentValueError(
            f"{name} must be a {ndim}-dimensional array of whole numbers{where}, got shape {array.shape}"
        )
    if array.size == 0:
        return array.astype(np.int64)
    if not np.issubdtype(array.dtype, np.integer):
        raise ArgumentTypeError(
            f"{name} must hold whole numbers{bounds}{where}, got values of type {array.dtype}"
        )
    smallest, largest = array.min(), array.max()
    if (low is not None and smallest < low) or (high is not None and largest > high):
        bad = smallest if low is not None and smallest < low else largest
        raise ArgumentValueError(f"{name} must hold whole numbers{bounds}{where}, got {bad}")
    return array


def _check_table(df: Any, columns: Sequence[str], name: str = "df") -> pd.DataFrame:
    """A table of :func:`simulate` with (at least) ``columns``."""
    check_instance(df, pd.DataFrame, name, "a pandas DataFrame returned by simulate()")
    missing = [c for c in columns if c not in df.columns]
    if missing:
        raise ArgumentValueError(
            f"{name} must be a table returned by simulate(), with the columns {', '.join(columns)}; "
            f"it lacks {', '.join(missing)}"
        )
    return df  # type: ignore[no-any-return]

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


def game_code(contract: Contract, enhancement: Enhancement = Enhancement.PLAIN) -> int:
    """R26: the index of a contract (and Solissimo enhancement) in :data:`GAMES`.

    >>> game_code(Contract.SOLO), game_code(Contract.SOLISSIMO, Enhancement.SCEGLIETE)
    (1, 4)
    """
    check_instance(contract, Contract, "contract", "a Contract such as Contract.SOLO (R8)")
    check_instance(enhancement, Enhancement, "enhancement", "an Enhancement such as Enhancement.DIVIDETE (R16)")
    name = contract.value
    if contract is Contract.SOLISSIMO and enhancement is not Enhancement.PLAIN:
        name = f"{name} {enhancement.value}"
    return GAMES.index(name)


def game_title(code: int) -> str:
    """``'Solissimo dividete'``, ``'Solo'``… for a game code; ``'Abandoned'`` for -1 (R10)."""
    code = _whole(code, "code", -1, len(GAMES) - 1, rule="R26")
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
    deal_seed = _whole(deal_seed, "deal_seed")
    slot = _whole(slot, "slot", 0)
    base = _mix_py(deal_seed & _M64)
    z = _mix_py((base + (slot + 1) * _GAMMA) & _M64)
    return (z >> 11) * 2.0**-53


def deal_seeds(seed: int, start: int, stop: int) -> Array:
    """The seeds of deals ``start``…``stop - 1`` of a run: ``seed * 2**32 + i``.

    ``0 <= start <= stop <= 2**32`` (:data:`MAX_DEALS`): every deal seed of every run is
    then different, and fits in 64 signed bits even for the largest seed.

    >>> deal_seeds(2**31 - 1, 2**32 - 1, 2**32).tolist() == [2**63 - 1]
    True
    """
    seed = _check_seed(seed)
    start = _whole(start, "start", 0, MAX_DEALS)
    stop = _whole(stop, "stop", start, MAX_DEALS)
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


def _same_length(**arrays: Array) -> None:
    """One value per deal in every array."""
    lengths = {name: len(values) for name, values in arrays.items()}
    if len(set(lengths.values())) > 1:
        raise ArgumentValueError(
            "one value per deal is needed in each of "
            + ", ".join(f"{name} (got {length})" for name, length in lengths.items())
        )


def _layout(packs: Array, dealers: Array, rules: Rules) -> tuple[Array, Array]:
    """R7: deal ordered packs in packets in the rules' dealing order; the rest is the monte."""
    n = len(dealers)
    packet, size = rules.deal_packet, rules.hand_size
    hands = np.empty((n, DEAL_SEATS, size), dtype=np.int8)
    order = _rule_tables(rules)[0][dealers]
    rows = np.arange(n)
    position = 0
    for r in range(size // packet):
        for o in range(DEAL_SEATS):
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
    rules = _check_any_rules(rules)
    seeds = _int_array(seeds, "seeds")
    dealers = _int_array(dealers, "dealers", 0, 2, rule="R2")
    _same_length(seeds=seeds, dealers=dealers)
    hands, monte = _layout(_numpy_packs(seeds), dealers, rules)
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
    rules = _check_any_rules(rules)
    seeds = _int_array(seeds, "seeds", 0)
    dealers = _int_array(dealers, "dealers", 0, 2, rule="R2")
    _same_length(seeds=seeds, dealers=dealers)
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
    """The engine's deal for a row of a ``dealing="engine"`` simulation: ``Deal.new(seed, dealer)``.

    (A row of a ``dealing="numpy"`` simulation was shuffled otherwise: its engine deal
    is :func:`numpy_deals` of its seed and dealer, given to ``Deal.from_cards``.)
    """
    rules = _check_any_rules(rules)
    if not (hasattr(row, "seed") and hasattr(row, "dealer")):
        raise ArgumentTypeError(
            f"row must be a row of a simulate() table, with a seed and a dealer (df.itertuples() or df.iloc[i]), got {row!r}"
        )
    seed = _int_array([row.seed], "row.seed", 0)
    dealer = _int_array([row.dealer], "row.dealer", 0, 2, rule="R2")
    return Deal.new(seed=int(seed[0]), dealer=int(dealer[0]), rules=rules)


# --------------------------------------------------------------------------- the heuristic, vectorised
#
# Every score of HeuristicPlayer depends on a card only through the holding of the
# card's own suit (its length, top run, guarded ace, unseen top card). A suit's
# holding is a 10-bit pattern, so each rule is tabulated once over the 1024 patterns,
# by calling the very functions of calabresella.games.italian.players, and a decision for many
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
    follow = np.where(SUIT[played] == led[:, None], STRENGTH[played], -1)
    best_offset = follow.argmax(axis=1)
    best = played[rows, best_offset]
    partner_wins = (seat != sol) & (SEAT_AFTER[best_offset, leader] != sol)
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
    index in :class:`~calabresella.engine.actions.Enhancement` (-1: not Solissimo);
    ``called``, ``call_holder`` (-1: the monte or the soloist) and ``given`` (R11, R13);
    ``share`` the monte places the first defender took, as bits (R18); ``discards``
    (n, 4) the new monte in order (R14, R17, R18); ``plays`` (n, 36) every card in
    playing order; ``winners`` (n, 12) each trick's winner (R20). The score:
    ``code`` (an index in :data:`GAMES`), ``soloist_tricks``, ``soloist_trick_thirds``,
    ``monte_thirds``, ``last_trick_to_soloist`` and ``scores``, the
    :class:`~calabresella.games.italian.scoring.DealResult` fields the table keeps.
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
        i = _whole(i, "i", 0, len(self) - 1)
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
    checked = _check_players(players)
    kinds = (checked,) * 3 if isinstance(checked, str) else checked
    return (kinds[0] == "heuristic", kinds[1] == "heuristic", kinds[2] == "heuristic")


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
        raise ArgumentValueError(
            f"hands must have the shape (deals, 3, {rules.hand_size}) and monte (deals, {rules.monte_size}) (R7), "
            f"got {hands.shape} and {monte.shape}"
        )
    kinds = _check_players(players)
    contract = _check_contract(contract)
    soloist = _check_soloist(soloist, contract)
    held = to_bits(hands)
    every = np.bitwise_or.reduce(held, axis=1) | to_bits(monte)
    short = np.flatnonzero(np.bitwise_count(every) != N_CARDS)
    if len(short):
        raise ArgumentValueError(
            f"deal {int(short[0])} does not hold each of the {N_CARDS} cards once in its hands and monte (R3, R7)"
        )
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
        d0, d1 = RIGHT_OF[s], LEFT_OF[s]
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
            t0, t1 = RIGHT_OF[st], LEFT_OF[st]
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


def _opening_leaders(dealers: Array, sol: Array, level: Array, rules: Rules) -> Array:
    """R19 (V1, V3): who leads to the first trick, by the engine's
    :func:`~calabresella.games.italian.rules.opening_leader` (tabulated)."""
    return np.asarray(_rule_tables(rules)[1][dealers, sol, level])


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
        for p in range(DEAL_SEATS):  # R20: each seat plays one card
            seat = SEAT_AFTER[p][leader]
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
    return np.asarray(SEAT_AFTER[follow.argmax(axis=1), leader])


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
_MAX_TABLES = 16
"""Score tables kept at once (the oldest is let go first): each profile has its own."""


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
        while len(_TABLES) >= _MAX_TABLES:
            del _TABLES[next(iter(_TABLES))]
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
    check_instance(view, SeatView, "view", "a SeatView, such as deal.view(seat)")
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
            before = view.rules.monte_size - len(view.own_taken)
        return SLOT_DISCARD + before + len(view.own_discards)
    assert phase is Phase.PLAY and view.current is not None
    return SLOT_PLAY + 3 * len(view.tricks) + len(view.current.cards)


class StreamPlayer:
    """The simulator's random policy as an engine player: action ``int(u * n)`` of ``n``.

    ``u`` is the deal's random number (:func:`uniform`) for the decision's slot; give
    the same ``deal_seed`` to all three seats. Fed the same deal, the engine then
    makes exactly the choices the simulator made.

    >>> deal = Deal.new(seed=5)
    >>> from calabresella.games.italian.players import play_deal
    >>> final = play_deal(deal, [StreamPlayer(5)] * 3)
    >>> hands, monte = engine_deals([5], [0])
    >>> p = play_deals(hands, monte, np.array([0]), np.array([5]))
    >>> [a for _, a in final.history] == p.actions(0)
    True
    """

    def __init__(self, deal_seed: int) -> None:
        self.deal_seed = _whole(deal_seed, "deal_seed")

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions
        return legal[int(uniform(self.deal_seed, slot_of(view)) * len(legal))]

    def __repr__(self) -> str:
        return f"StreamPlayer({self.deal_seed!r})"


def force_contract(deal: Deal, contract: Contract | str, soloist: int | None = None) -> Deal:
    """The deal after an auction where ``soloist`` (a seat 0–2, R2; default: the
    dealer's right) bids ``contract`` and everyone else passes (R9). ``deal``'s
    auction must not have begun.

    >>> force_contract(Deal.new(seed=3, dealer=1), Contract.SOLO, soloist=0).soloist
    0
    """
    check_instance(deal, Deal, "deal", "a Deal whose auction has not begun, such as Deal.new(seed=3)")
    if deal.phase is not Phase.AUCTION or deal.history:
        raise ArgumentValueError(
            f"deal must be a deal whose auction has not begun (R8), got one in phase {deal.phase.name} "
            f"after {len(deal.history)} actions"
        )
    forced = _check_contract(contract)
    if forced is None:
        raise ArgumentTypeError(f"contract must be a Contract or one of its names (R8), got {contract!r}")
    target = right_of(deal.dealer) if soloist is None else _whole(soloist, "soloist", 0, 2, rule="R2")
    while deal.phase is Phase.AUCTION:
        deal = deal.apply(Bid(forced) if deal.to_move == target else Pass())
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


def _play_chunk(chunk: _Chunk) -> Played:
    """Deal and play one chunk."""
    seeds = deal_seeds(chunk.seed, chunk.start, chunk.stop)
    dealers = np.arange(chunk.start, chunk.stop, dtype=np.int64) % 3
    if chunk.dealing == "numpy":
        hands, monte = _layout(_numpy_packs(seeds), dealers, chunk.rules)
    else:
        hands, monte = engine_deals(seeds, dealers, chunk.rules)
    return _play(
        to_bits(hands), monte, dealers, seeds, chunk.players, chunk.contract, chunk.soloist, chunk.rules
    )


def _run_chunk(chunk: _Chunk) -> dict[str, Array]:
    """Deal and play one chunk; the columns of its rows (a top-level function, for executors)."""
    p = _play_chunk(chunk)
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


def _summarise_chunk(chunk: _Chunk) -> Array:
    """Deal and play one chunk; only the sums :func:`summary` needs (a top-level function, for executors)."""
    p = _play_chunk(chunk)
    game = np.where(p.code >= 0, p.code, _ABANDONED).astype(np.intp)
    return _totals(game, {"soloist": p.soloist, "soloist_tricks": p.soloist_tricks, **p.scores})


def _chunks(n_deals: int, chunk_size: int, template: _Chunk) -> Iterator[_Chunk]:
    """The run's chunks, made one at a time (a run may have millions)."""
    for start in range(0, n_deals, chunk_size):
        yield dataclasses.replace(template, start=start, stop=min(start + chunk_size, n_deals))


@dataclass(frozen=True)
class _Run:
    """A run's checked arguments."""

    n_deals: int
    chunk_size: int
    executor: Executor | None
    progress: bool
    template: _Chunk

    def chunks(self) -> Iterator[_Chunk]:
        return _chunks(self.n_deals, self.chunk_size, self.template)


def _check_run(
    n_deals: Any,
    players: Any,
    seed: Any,
    contract: Any,
    chunk_size: Any,
    executor: Any,
    progress: Any,
    soloist: Any,
    dealing: Any,
    rules: Any,
) -> _Run:
    """Every argument of :func:`simulate` and :func:`simulate_summary`, checked up front."""
    n_deals = _check_deals(n_deals)
    kinds = _check_players(players)
    seed = _check_seed(seed)
    forced = _check_contract(contract)
    chunk_size = _whole(chunk_size, "chunk_size", 1)
    return _Run(
        n_deals=n_deals,
        chunk_size=chunk_size,
        executor=_check_executor(executor),
        progress=check_bool(progress, "progress"),
        template=_Chunk(
            0, 0, seed, kinds, forced, _check_soloist(soloist, forced), _check_dealing(dealing), _check_rules(rules)
        ),
    )


# --------------------------------------------------------------------------- memory

ROW_BYTES = 48
"""Peak memory per row of :func:`simulate`'s table while it is built (measured: 31 bytes
a row in the table, about 40 at the peak)."""
CHUNK_DEAL_BYTES = 1024
"""Peak working memory per deal of a chunk being played (measured: about 880 bytes)."""


def _available_memory() -> int | None:
    """Bytes this process can still take without swapping: the system's available memory
    (``MemAvailable`` on Linux), capped by a cgroup (container) limit; None when unknown."""
    found: list[int] = []
    try:
        psutil: Any = importlib.import_module("psutil")  # installed with distributed
        found.append(int(psutil.virtual_memory().available))
    except (ImportError, OSError, AttributeError):
        try:
            found.append(os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE"))
        except (AttributeError, OSError, ValueError):
            pass
    try:
        limit = Path("/sys/fs/cgroup/memory.max").read_text().strip()
        if limit != "max":
            used = int(Path("/sys/fs/cgroup/memory.current").read_text().strip())
            found.append(max(int(limit) - used, 0))
    except (OSError, ValueError):
        pass
    return min(found) if found else None


def _gib(n_bytes: float) -> str:
    return f"{n_bytes / 2**30:,.1f} GiB" if n_bytes >= 2**30 else f"{n_bytes / 2**20:,.0f} MiB"


def _check_chunk_memory(run: _Run) -> int:
    """The working memory of one chunk; refused if it cannot fit."""
    deals = min(run.chunk_size, run.n_deals)
    need = deals * CHUNK_DEAL_BYTES
    available = _available_memory()
    if available is not None and need > available:
        raise ArgumentValueError(
            f"chunk_size={run.chunk_size:,}: playing {deals:,} deals at once needs about {_gib(need)} of "
            f"memory and only {_gib(available)} is available; give a smaller chunk_size (10,000 is plenty)"
        )
    return need


def _check_table_memory(run: _Run) -> None:
    """Refuse up front a table of one row per deal that cannot fit in memory."""
    chunk = _check_chunk_memory(run)
    need = run.n_deals * ROW_BYTES + chunk
    available = _available_memory()
    if available is not None and need > available:
        raise ArgumentValueError(
            f"simulate({run.n_deals:,}) returns one row per deal: about {_gib(need)} of memory, and only "
            f"{_gib(available)} is available. For the summary of that many deals use "
            f"simulate_summary({run.n_deals:,}, ...) or `python -m calabresella simulate --deals {run.n_deals}`, "
            "which play them chunk by chunk in flat memory; or simulate at most about "
            f"{max(available - chunk, 0) // ROW_BYTES:,} deals"
        )


# --------------------------------------------------------------------------- running chunks

_window = streaming.window
"""How many chunks to keep submitted (:func:`calabresella.analysis.streaming.window`)."""

_results = streaming.bounded
"""``work(chunk)`` for every chunk, as they finish, a few per worker in flight
(:func:`calabresella.analysis.streaming.bounded`): memory does not grow with the chunks."""


def _progress_bar(run: _Run) -> Any:
    from tqdm.auto import tqdm

    return tqdm(total=run.n_deals, unit="deal", unit_scale=run.n_deals >= 10**6, disable=not run.progress, desc="simulate")


# --------------------------------------------------------------------------- tables of many deals


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

    - ``n_deals``: a whole number from 1 to 2**32 (:data:`MAX_DEALS`); the table must
      fit in memory (48 bytes a row counted, :data:`ROW_BYTES`), else it is refused up front: summarise
      more deals with :func:`simulate_summary`, whose memory stays flat.
    - ``players``: ``"random"``, ``"heuristic"``, or one of those per seat (R2).
    - ``seed``: a whole number from 0 to 2**31 - 1.
    - ``contract``: skip the auction and have ``soloist`` (a seat 0–2, R2; default:
      the dealer's right) play this contract (R9); ``None`` holds an auction (R8–R10).
    - Deal *i* has dealer ``i % 3`` (R6) and seed ``seed * 2**32 + i``.
    - ``chunk_size`` deals are played at once; chunks go to ``executor`` (a
      ``concurrent.futures.Executor`` such as ``ProcessPoolExecutor``, or
      ``client.get_executor()`` of a dask cluster) when given. The result does not
      depend on either.
    - ``rules``: a :class:`~calabresella.games.italian.rules.Rules` value of a profile the simulator
      plays (:data:`SIMULATED_PROFILES`, or any ``Rules.replace(...)`` of them: hands of
      12, a monte of 4, every deal dealt afresh, so not V2b). Its rule decisions come
      from the engine's functions. At four (V3) each row is a deal of the three players
      who receive cards: ``dealer`` is the deal's dealer seat, the player on the
      sitting-out dealer's left (as in ``Deal.new(seed, dealer, rules)``), and
      ``t0``–``t2`` are the transfers of the deal's three seats.

    Columns: ``seed dealer soloist contract enhancement called call_holder
    soloist_tricks monte_thirds last_trick_to_soloist soloist_thirds defenders_thirds
    soloist_points defenders_points won cappotto stramazzo multiplier t0 t1 t2``
    (cards as indices, -1 for none; ``t0``–``t2`` the transfers of seats 0–2, R28).
    Abandoned deals (R10) have contract ``"abandoned"`` and no score.
    """
    run = _check_run(n_deals, players, seed, contract, chunk_size, executor, progress, soloist, dealing, rules)
    _check_table_memory(run)
    columns: dict[str, Array] = {name: np.empty(run.n_deals, dtype=dtype) for name, dtype in _COLUMNS.items()}
    with _progress_bar(run) as bar:
        for chunk, result in _results(run.chunks(), run.executor, _run_chunk):
            for name, values in result.items():
                columns[name][chunk.start : chunk.stop] = values
            bar.update(chunk.stop - chunk.start)
    return _frame(columns)


def simulate_summary(
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
    """``summary(simulate(...))``, the same to the last digit, in memory flat in ``n_deals``.

    The arguments are those of :func:`simulate`. Each chunk is played and reduced to
    the counts and sums :func:`summary` needs, then let go: only one chunk's deals are
    ever held (one per worker with an ``executor``), so a billion deals need no more
    memory than ten thousand. The progress bar shows the deals done and the time left.

    >>> table = simulate_summary(3000, seed=4, chunk_size=700, progress=False)
    >>> table.equals(summary(simulate(3000, seed=4, progress=False)))
    True
    """
    run = _check_run(n_deals, players, seed, contract, chunk_size, executor, progress, soloist, dealing, rules)
    _check_chunk_memory(run)
    totals = np.zeros((_TOTAL_ROWS, 1 + len(_SUMMED)), dtype=np.float64)
    with _progress_bar(run) as bar:
        for chunk, result in _results(run.chunks(), run.executor, _summarise_chunk):
            totals += result
            bar.update(chunk.stop - chunk.start)
    return _summary_table(totals)


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
    _check_table(df, ("contract", "enhancement"))
    contract = df["contract"].astype(str)
    enhancement = df["enhancement"].astype(str)
    name = contract.str.capitalize()
    enhanced = (contract == Contract.SOLISSIMO.value) & (enhancement != Enhancement.PLAIN.value)
    return name.where(~enhanced, name + " " + enhancement)


# --------------------------------------------------------------------------- summaries

_SUMMED = (
    "made",
    "cappotto",
    "stramazzo",
    "soloist_thirds",
    "defenders_thirds",
    "soloist_tricks",
    "soloist_gain",
)
"""The columns of :func:`summary` that are means: each is a sum over a game's deals."""
_ABANDONED = len(GAMES)
"""Totals row of the abandoned deals (R10); rows 0… are the games of :data:`GAMES`."""
_OTHER = len(GAMES) + 1
"""Totals row of deals whose game is none of :data:`GAMES` (only in tables made by hand):
they count in ``All played``, as in ``game_names``."""
_TOTAL_ROWS = len(GAMES) + 2
_SUMMARY_COLUMNS = ("soloist", "won", "cappotto", "stramazzo", "soloist_thirds", "defenders_thirds", "soloist_tricks", "t0", "t1", "t2")


def _totals(game: Array, columns: Mapping[str, Array]) -> Array:
    """Per totals row (a game, abandoned, other): the deals, then the sum of each of
    :data:`_SUMMED`. Float64, exact: every sum is a whole number far below 2**53."""
    n = len(game)
    sol = np.asarray(columns["soloist"]).astype(np.int64)
    transfers = np.stack([np.asarray(columns[f"t{s}"]) for s in range(3)], axis=1)
    gain = np.where(sol >= 0, transfers[np.arange(n), np.clip(sol, 0, 2)], 0)
    values = {
        "made": columns["won"],
        "cappotto": columns["cappotto"],
        "stramazzo": columns["stramazzo"],
        "soloist_thirds": columns["soloist_thirds"],
        "defenders_thirds": columns["defenders_thirds"],
        "soloist_tricks": columns["soloist_tricks"],
        "soloist_gain": gain,
    }
    totals = np.zeros((_TOTAL_ROWS, 1 + len(_SUMMED)), dtype=np.float64)
    totals[:, 0] = np.bincount(game, minlength=_TOTAL_ROWS)
    for j, name in enumerate(_SUMMED, start=1):
        weights = np.asarray(values[name]).astype(np.float64)
        totals[:, j] = np.bincount(game, weights=weights, minlength=_TOTAL_ROWS)
    return totals


def _game_rows(df: pd.DataFrame) -> Array:
    """Each row's totals row, from the ``contract`` and ``enhancement`` columns, worked
    out once per pair of categories (not per row: no strings per deal)."""
    contract = pd.Categorical(df["contract"])
    enhancement = pd.Categorical(df["enhancement"])
    rows = {game_title(c): c for c in range(len(GAMES))}
    rows["Abandoned"] = _ABANDONED
    lookup = np.full((len(contract.categories) + 1, len(enhancement.categories) + 1), _OTHER, dtype=np.intp)
    for i, c in enumerate(contract.categories):  # the last row and column: missing values
        for j, e in enumerate([*enhancement.categories, None]):
            name = str(c).capitalize()
            if str(c) == Contract.SOLISSIMO.value and (e is None or str(e) != Enhancement.PLAIN.value):
                name = "" if e is None else f"{name} {e}"
            lookup[i, j] = rows.get(name, _OTHER)
    return np.asarray(lookup[contract.codes, enhancement.codes])


def _summary_table(totals: Array) -> pd.DataFrame:
    """The table of :func:`summary` from the totals of :func:`_totals`."""
    played = totals[[*range(len(GAMES)), _OTHER]].sum(axis=0)
    rows = np.vstack([totals[: len(GAMES)], played[None, :], totals[_ABANDONED][None, :]])
    deals = rows[:, 0]
    means = np.full((len(rows), len(_SUMMED)), np.nan)
    some = deals > 0
    means[some] = rows[some, 1:] / deals[some, None]
    means[-1] = np.nan  # abandoned deals have no score (R10): only their number
    titles = [game_title(c) for c in range(len(GAMES))] + ["All played", "Abandoned"]
    data: dict[str, Any] = {"deals": deals.astype(np.int64), "share": deals / max(float(totals[:, 0].sum()), 1.0)}
    data.update({name: means[:, j] for j, name in enumerate(_SUMMED)})
    return pd.DataFrame(data, index=pd.Index(titles))


def summary(df: pd.DataFrame) -> pd.DataFrame:
    """Per game: how often it was played and made, Cappotto and Stramazzo rates, mean thirds.

    Rows in the order of R26 (then ``All played`` and ``Abandoned``); columns ``deals``,
    ``share`` (of all deals), ``made`` (R25), ``cappotto``, ``stramazzo`` (R27),
    ``soloist_thirds``, ``defenders_thirds``, ``soloist_tricks``, ``soloist_gain``
    (the soloist's mean transfer, R28). :func:`simulate_summary` gives the same table
    without building ``df``.
    """
    df = _check_table(df, ("contract", "enhancement", *_SUMMARY_COLUMNS))
    columns = {name: df[name].to_numpy() for name in _SUMMARY_COLUMNS}
    return _summary_table(_totals(_game_rows(df), columns))


def simulate_command(args_deals: int, players: str, seed: int, *, progress: bool = True) -> str:
    """What ``python -m calabresella simulate --deals N --players P --seed S`` prints.

    The deals are summarised chunk by chunk (:func:`simulate_summary`): memory does
    not grow with N, and a progress bar (on stderr) shows the time left. N is at most
    2**32 (:data:`MAX_DEALS`).

    >>> print(simulate_command(600, "random", 0, progress=False))  # doctest: +ELLIPSIS
    600 deals, random players, seed 0
    ...
    Solo ...
    ...deals/s...
    """
    args_deals = _check_deals(args_deals, "deals")
    if not isinstance(players, str):
        raise ArgumentTypeError(f"players must be 'random' or 'heuristic', got {players!r}")
    if players not in PLAYER_KINDS:
        raise ArgumentValueError(f"players must be 'random' or 'heuristic', got {players!r}")
    seed = _check_seed(seed)
    progress = check_bool(progress, "progress")
    started = time.perf_counter()
    table = simulate_summary(args_deals, players=players, seed=seed, progress=progress)  # type: ignore[arg-type]
    elapsed = time.perf_counter() - started
    shown = table[table["deals"] > 0]
    lines = [
        f"{args_deals} deals, {players} players, seed {seed}",
        shown.to_string(float_format=lambda x: f"{x:.3f}"),
        f"{args_deals} deals in {elapsed:.2f} s: {args_deals / max(elapsed, 1e-9):,.0f} deals/s on one core",
    ]
    return "\n".join(lines)


__all__ = [
    "MAX_DEALS",
    "MAX_SEED",
    "Played",
    "SIMULATED_PROFILES",
    "StreamPlayer",
    "deal_seeds",
    "engine_deal",
    "engine_deals",
    "force_contract",
    "game_code",
    "game_names",
    "numpy_deals",
    "play_deals",
    "simulate",
    "simulate_command",
    "simulate_summary",
    "slot_of",
    "summary",
    "uniform",
]
