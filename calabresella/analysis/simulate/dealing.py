"""Dealing many deals at once (R6, R7): a fast NumPy shuffle, or exactly the engine's
``Deal.new(seed, dealer)``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from calabresella.analysis.simulate.arguments import (
    _check_any_rules,
    _int_array,
    _same_length,
)
from calabresella.analysis.simulate.bits import (
    N_CARDS,
    Array,
    _rule_tables,
)
from calabresella.analysis.simulate.randomness import (
    SLOT_SHUFFLE,
    _base,
    _bits,
)
from calabresella.engine.errors import (
    ArgumentTypeError,
)
from calabresella.games.italian.deal import Deal, deal_cards
from calabresella.games.italian.rules import (
    DEAL_SEATS,
    ITALIAN,
    Rules,
)
from calabresella.words import msg


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

    >>> from calabresella.engine.cards import PACK
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
        raise ArgumentTypeError(msg(
            "row must be a row of a simulate() table, with a seed and a dealer (df.itertuples() or df.iloc[i]), "
            "got {value!r}", value=row))
    seed = _int_array([row.seed], "row.seed", 0)
    dealer = _int_array([row.dealer], "row.dealer", 0, 2, rule="R2")
    return Deal.new(seed=int(seed[0]), dealer=int(dealer[0]), rules=rules)
