"""Counter-based random numbers (SplitMix64): deal *i* of a run with seed *S* has its own
seed ``S * 2**32 + i`` and one number per numbered decision *slot*, so a deal comes out
the same in any chunk, on any worker; random players take the ``int(u * n)``-th action."""

from __future__ import annotations

import numpy as np

from calabresella.analysis.simulate.arguments import (
    MAX_DEALS,
    _check_seed,
    _whole,
)
from calabresella.analysis.simulate.bits import (
    Array,
    _kth_bit,
)

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



def _pick(u: Array, count: Array | int) -> Array:
    """The engine-order index a random player takes among ``count`` actions: ``int(u * n)``."""
    return (u * count).astype(np.int64)


def _random_card(base: Array, slot: int, mask: Array) -> Array:
    """A random player's card among ``mask``: the ``int(u * n)``-th in pack order."""
    return _kth_bit(mask, _pick(_uniforms(base, slot), np.bitwise_count(mask)))
