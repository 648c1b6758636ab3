"""Exact odds: checked against a full enumeration of smaller packs, and against
simulated deals within confidence bounds (fixed seeds)."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest

from calabresella import ITALIAN, PACK, Card, Rank, Suit
from calabresella.analysis.odds import (
    called_card_location,
    count_distribution,
    hand_thirds,
    has_napoletana,
    hypergeometric,
    mean,
    monte_count,
    monte_thirds,
    napoletana,
    thirds_distribution,
)
from calabresella.analysis.simulate import THIRDS, deal_seeds, numpy_deals
from calabresella.engine.cards import RANKS_HIGH_TO_LOW, SUITS


def small_pack(suits: int, ranks: int) -> list[Card]:
    """The highest ``ranks`` ranks (3 2 A K …) of the first ``suits`` suits."""
    return [Card(r, s) for s in SUITS[:suits] for r in RANKS_HIGH_TO_LOW[:ranks]]


def enumerate_hands(pack: list[Card], size: int) -> tuple[int, list[tuple[Card, ...]]]:
    hands = list(itertools.combinations(pack, size))
    return len(hands), hands


SMALL = [(2, 5, 4), (3, 4, 5), (4, 4, 7), (4, 5, 6)]
"""(suits, ranks, hand size): packs of 10, 12, 16 and 20 cards."""


@pytest.mark.parametrize(("suits", "ranks", "size"), SMALL)
def test_napoletana_by_enumeration(suits: int, ranks: int, size: int) -> None:
    pack = small_pack(suits, ranks)
    total, hands = enumerate_hands(pack, size)
    assert napoletana(size, pack) == Fraction(sum(map(has_napoletana, hands)), total)


@pytest.mark.parametrize(("suits", "ranks", "size"), SMALL)
def test_thirds_by_enumeration(suits: int, ranks: int, size: int) -> None:
    pack = small_pack(suits, ranks)
    total, hands = enumerate_hands(pack, size)
    counts = Counter(sum(c.thirds for c in hand) for hand in hands)
    assert thirds_distribution(pack, size) == {t: Fraction(n, total) for t, n in sorted(counts.items())}


@pytest.mark.parametrize(("suits", "ranks", "size"), SMALL)
@pytest.mark.parametrize("rank", [Rank.ACE, Rank.THREE])
def test_counts_by_enumeration(suits: int, ranks: int, size: int, rank: Rank) -> None:
    pack = small_pack(suits, ranks)
    total, hands = enumerate_hands(pack, size)
    counts = Counter(sum(c.rank is rank for c in hand) for hand in hands)
    assert count_distribution(rank, size, pack) == {k: Fraction(n, total) for k, n in sorted(counts.items())}


def test_the_monte_seen_from_a_hand_by_enumeration() -> None:
    """Fix a 12-card hand; every 4-card monte of the 28 other cards is equally likely."""
    hand = PACK[:12]  # all of Coppe's ten cards and the 3 and 2 of Denari
    rest = PACK[12:]
    montes = list(itertools.combinations(rest, ITALIAN.monte_size))
    aces = Counter(sum(c.rank is Rank.ACE for c in m) for m in montes)
    thirds = Counter(sum(c.thirds for c in m) for m in montes)
    assert monte_count(Rank.ACE, hand) == {k: Fraction(n, len(montes)) for k, n in sorted(aces.items())}
    assert monte_thirds(hand) == {k: Fraction(n, len(montes)) for k, n in sorted(thirds.items())}


def test_distributions_add_up_and_have_the_right_means() -> None:
    for dist in (hand_thirds(), count_distribution(Rank.ACE), monte_thirds(), monte_count(Rank.THREE)):
        assert sum(dist.values()) == 1
    assert mean(hand_thirds()) == Fraction(12 * 32, 40)
    assert mean(count_distribution(Rank.ACE)) == Fraction(12 * 4, 40)
    assert mean(monte_count(Rank.ACE)) == Fraction(4 * 4, 40)
    assert sum(called_card_location().values()) == 1
    assert called_card_location()["right defender"] == Fraction(12, 28)
    assert napoletana(12) > napoletana(10)
    with pytest.raises(ValueError):
        hypergeometric(10, 11, 3)
    with pytest.raises(ValueError):
        thirds_distribution(PACK[:3], 4)


# ----------------------------------------------------------------- against simulated deals

N = 40_000


@pytest.fixture(scope="module")
def deals() -> tuple[np.ndarray, np.ndarray]:
    return numpy_deals(deal_seeds(2024, 0, N), np.arange(N) % 3)


def within(observed: float, p: float, n: int, sigmas: float = 4.5) -> bool:
    return abs(observed - p) <= sigmas * (p * (1 - p) / n) ** 0.5 + 1e-12


def test_napoletana_in_simulated_hands(deals: tuple[np.ndarray, np.ndarray]) -> None:
    hands, _ = deals
    p = float(napoletana())
    held = np.zeros((N, 40), dtype=bool)
    held[np.arange(N)[:, None], hands[:, 0]] = True
    three, two, ace = (np.array([Card(r, s).index for s in SUITS]) for r in RANKS_HIGH_TO_LOW[:3])
    found = (held[:, three] & held[:, two] & held[:, ace]).any(axis=1)
    assert within(found.mean(), p, N)


def test_aces_and_thirds_in_simulated_hands_and_montes(deals: tuple[np.ndarray, np.ndarray]) -> None:
    hands, monte = deals
    aces = np.array([c.index for c in PACK if c.rank is Rank.ACE])
    for cards, dist in ((hands[:, 1], count_distribution(Rank.ACE)), (monte, monte_count(Rank.ACE))):
        counts = np.isin(cards, aces).sum(axis=1)
        for k, p in dist.items():
            assert within((counts == k).mean(), float(p), N), (k, p)
    for cards, dist in ((hands[:, 2], hand_thirds()), (monte, monte_thirds())):
        thirds = THIRDS[cards].sum(axis=1)
        sd = float(sum((t - mean(dist)) ** 2 * p for t, p in dist.items())) ** 0.5
        assert abs(thirds.mean() - float(mean(dist))) < 4.5 * sd / N**0.5
        for t, p in dist.items():
            assert within((thirds == t).mean(), float(p), N)


def test_where_a_missing_card_lies_in_simulated_deals(deals: tuple[np.ndarray, np.ndarray]) -> None:
    """Seat 0 plays Chiamo and calls 3♠ when it lacks it (R11)."""
    hands, monte = deals
    card = Card(Rank.THREE, Suit.SPADE).index
    lacks = ~(hands[:, 0] == card).any(axis=1)
    n = int(lacks.sum())
    place = {
        "right defender": (hands[lacks, 1] == card).any(axis=1).mean(),
        "left defender": (hands[lacks, 2] == card).any(axis=1).mean(),
        "monte": (monte[lacks] == card).any(axis=1).mean(),
    }
    for where, p in called_card_location().items():
        assert within(place[where], float(p), n), where
