"""Exact probabilities of the deal, as fractions: counting hands with ``math.comb``.

Every deal is equally likely (R7: a fair shuffle), so a probability is a number of
hands divided by the number of all hands, ``comb(40, 12)``. The pack's make-up (how
many aces, how many cards of each value) is read off :data:`~calabresella.engine.cards.PACK`,
and each function takes the pack and the hand size as arguments, so that the tests
can check it against a full enumeration of a smaller pack.

>>> napoletana()  # 3, 2 and ace of one suit among 12 cards
Fraction(7531739, 85951592)
>>> round(float(napoletana()), 4)
0.0876
>>> mean(count_distribution(Rank.ACE))  # aces in a hand: 12 × 4 / 40
Fraction(6, 5)
>>> called_card_location()["monte"]
Fraction(1, 7)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from fractions import Fraction
from math import comb

from calabresella.engine.cards import PACK, RANKS_HIGH_TO_LOW, SUITS, Card, Rank, check_cards
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError, check_instance, check_int
from calabresella.games.italian.rules import ITALIAN, Rules
from calabresella.games.italian.scoring import RULES_EXAMPLE
from calabresella.words import dev, msg

NAPOLETANA_RANKS: tuple[Rank, ...] = RANKS_HIGH_TO_LOW[:3]
"""The 3, the 2 and the ace (R4): together, in one suit, a *Napoletana* (V5)."""

Distribution = dict[int, Fraction]
"""A probability for each value; the probabilities add up to 1."""


def hypergeometric(population: int, successes: int, draws: int) -> Distribution:
    """P(k successes) when ``draws`` items are taken at random from ``population``
    of which ``successes`` are marked: ``comb(K, k) comb(N - K, n - k) / comb(N, n)``.

    >>> hypergeometric(40, 4, 12)[0]  # a hand without an ace
    Fraction(315, 1406)
    """
    check_int(population, "population", 0, len(PACK), rule=str(msg("R3: the cards of the pack, at most {pack}", pack=len(PACK))))
    check_int(successes, "successes", 0)
    check_int(draws, "draws", 0)
    if not 0 <= successes <= population or not 0 <= draws <= population:
        raise ArgumentValueError(msg(
            "cannot draw {draws} of {population} items with {successes} marked: successes and draws "
            "must be whole numbers from 0 to the population", draws=draws, population=population, successes=successes))
    total = comb(population, draws)
    return {
        k: Fraction(comb(successes, k) * comb(population - successes, draws - k), total)
        for k in range(max(0, draws - (population - successes)), min(successes, draws) + 1)
    }


def mean(distribution: Mapping[int, Fraction]) -> Fraction:
    """The expected value of a distribution."""
    if not isinstance(distribution, Mapping) or not all(
        isinstance(k, (int, Fraction)) and isinstance(p, (int, Fraction)) for k, p in distribution.items()
    ):
        raise ArgumentTypeError(msg(
            "mean takes a distribution, a dict of value: probability such as hand_thirds(), got {distribution!r}",
            distribution=distribution))
    if sum(distribution.values()) != 1 or any(p < 0 for p in distribution.values()):
        raise ArgumentValueError(msg("a distribution's probabilities are at least 0 and add up to 1, got "
                                     "{distribution!r}", distribution=distribution))
    return sum((k * p for k, p in distribution.items()), Fraction(0))


def count_distribution(
    ranks: Rank | Iterable[Rank] = Rank.ACE, hand_size: int = ITALIAN.hand_size, pack: Iterable[Card] = PACK
) -> Distribution:
    """How many cards of ``ranks`` (aces by default; say ``Rank.THREE`` for threes) a
    hand of ``hand_size`` cards holds (R3, R7): hypergeometric.

    >>> count_distribution(Rank.THREE)[4]  # all four 3s
    Fraction(99, 18278)
    """
    wanted = _ranks(ranks)
    cards = _pack(pack)
    _check_draws(hand_size, "hand_size", cards)
    return hypergeometric(len(cards), sum(1 for c in cards if c.rank in wanted), hand_size)


def thirds_distribution(cards: Iterable[Card] = PACK, draws: int = ITALIAN.hand_size) -> Distribution:
    """The value in thirds (R5) of ``draws`` cards taken at random from ``cards``.

    Cards are grouped by value (for the whole pack: 4 aces of 3 thirds, 20 cards of 1,
    16 of 0); the number of ways to reach each total is counted group by group.

    >>> hand = thirds_distribution()  # a 12-card hand
    >>> mean(hand), max(hand), hand[0]
    (Fraction(48, 5), 20, Fraction(7, 21487898))
    """
    groups: dict[int, int] = {}
    pool = _pack(cards, "cards")
    _check_draws(draws, "draws", pool)
    for card in pool:
        groups[card.thirds] = groups.get(card.thirds, 0) + 1
    ways: dict[tuple[int, int], int] = {(0, 0): 1}  # (cards taken, thirds) -> number of ways
    for value, size in groups.items():
        after: dict[tuple[int, int], int] = {}
        for (taken, thirds), count in ways.items():
            for k in range(min(size, draws - taken) + 1):
                key = (taken + k, thirds + k * value)
                after[key] = after.get(key, 0) + count * comb(size, k)
        ways = after
    total = comb(len(pool), draws)
    return {
        thirds: Fraction(count, total) for (taken, thirds), count in sorted(ways.items()) if taken == draws
    }


def hand_thirds(hand_size: int = ITALIAN.hand_size) -> Distribution:
    """The value in thirds of a freshly dealt hand (R5, R7)."""
    return thirds_distribution(PACK, hand_size)


def _unseen(hand: Iterable[Card]) -> list[Card]:
    held = set(_pack(hand, "hand"))
    return [c for c in PACK if c not in held]


def _ranks(ranks: object) -> set[Rank]:
    """``ranks`` as a set: one Rank, or several; nothing else (``'A'`` is text, not a rank)."""
    if isinstance(ranks, Rank):
        return {ranks}
    wanted = tuple(ranks) if isinstance(ranks, Iterable) and not isinstance(ranks, (str, bytes)) else (None,)
    if not all(isinstance(r, Rank) for r in wanted):
        raise ArgumentTypeError(msg("ranks must be a Rank such as Rank.ACE, or several (R4), got {ranks}",
                                    ranks=repr(ranks)))
    return {r for r in wanted if isinstance(r, Rank)}


def _pack(cards: object, name: str = "pack") -> list[Card]:
    """``cards`` as a list of different cards (R3: each card of the pack once)."""
    pool = list(check_cards(cards, name))
    if len(set(pool)) != len(pool):
        raise ArgumentValueError(msg("{name} must hold different cards, each card of the pack at most once (R3)",
                                     name=name))
    return pool


def _check_draws(draws: object, name: str, pool: list[Card]) -> None:
    """R7: a number of cards that can be drawn from ``pool``."""
    check_int(draws, name, 0, len(pool), rule="R7")


def monte_count(rank: Rank = Rank.ACE, hand: Iterable[Card] = (), rules: Rules = ITALIAN) -> Distribution:
    """How many cards of ``rank`` the monte holds (R7), for a player who sees ``hand``
    (nothing by default): the monte is ``monte_size`` of the cards it cannot see.

    >>> monte_count(Rank.ACE)[0]  # no ace in the monte, before looking at a hand
    Fraction(11781, 18278)
    >>> from calabresella.engine.cards import parse_cards
    >>> monte_count(Rank.ACE, parse_cards("A♠ A♥ 3♠ 3♥ 3♦ 2♠ 2♥ K♠ Q♠ J♠ 7♠ 4♣"))[2]
    Fraction(1, 63)
    """
    if not isinstance(rank, Rank):
        raise ArgumentTypeError(msg("rank must be a Rank such as Rank.ACE (R4), got {rank!r}", rank=rank))
    check_instance(rules, Rules, "rules", RULES_EXAMPLE)
    return count_distribution(rank, rules.monte_size, _unseen(hand))


def monte_thirds(hand: Iterable[Card] = (), rules: Rules = ITALIAN) -> Distribution:
    """The value in thirds of the monte (R5, R22), for a player who sees ``hand``.

    >>> mean(monte_thirds())  # 4 cards × 32 / 40
    Fraction(16, 5)
    """
    check_instance(rules, Rules, "rules", RULES_EXAMPLE)
    return thirds_distribution(_unseen(hand), rules.monte_size)


def called_card_location(rules: Rules = ITALIAN) -> dict[str, Fraction]:
    """R11: where a card the Chiamo soloist lacks lies, before the call: each defender
    holds 12 of the 28 cards the soloist cannot see, the monte 4.

    >>> called_card_location()
    {'right defender': Fraction(3, 7), 'left defender': Fraction(3, 7), 'monte': Fraction(1, 7)}
    """
    check_instance(rules, Rules, "rules", RULES_EXAMPLE)
    unseen = len(PACK) - rules.hand_size
    defender = Fraction(rules.hand_size, unseen)
    return {
        dev("right defender"): defender,
        dev("left defender"): defender,
        "monte": Fraction(rules.monte_size, unseen),
    }


def napoletana(hand_size: int = ITALIAN.hand_size, pack: Iterable[Card] = PACK) -> Fraction:
    """P(a hand holds the 3, 2 and ace of at least one suit): inclusion–exclusion over suits.

    With ``m`` suits that hold all three ranks and a pack of ``N`` cards:
    ``sum over j >= 1 of (-1)**(j+1) comb(m, j) comb(N - 3j, n - 3j) / comb(N, n)``.

    >>> napoletana(10)  # a Tressette hand (V5)
    Fraction(329869, 6835972)
    """
    cards = _pack(pack)
    _check_draws(hand_size, "hand_size", cards)
    need = len(NAPOLETANA_RANKS)
    suits = [s for s in SUITS if all(Card(r, s) in cards for r in NAPOLETANA_RANKS)]
    total = comb(len(cards), hand_size)
    ways = 0
    for j in range(1, len(suits) + 1):
        if need * j > hand_size:
            break
        ways += (-1) ** (j + 1) * comb(len(suits), j) * comb(len(cards) - need * j, hand_size - need * j)
    return Fraction(ways, total)


def has_napoletana(hand: Iterable[Card]) -> bool:
    """True if ``hand`` holds the 3, 2 and ace of one suit (V5).

    >>> from calabresella.engine.cards import parse_cards
    >>> has_napoletana(parse_cards("3♠ 2♠ A♠ 4♥")), has_napoletana(parse_cards("3♠ 2♠ A♥"))
    (True, False)
    """
    held = set(check_cards(hand, "hand"))
    return any(all(Card(r, s) in held for r in NAPOLETANA_RANKS) for s in SUITS)


__all__ = [
    "Distribution",
    "NAPOLETANA_RANKS",
    "called_card_location",
    "count_distribution",
    "hand_thirds",
    "has_napoletana",
    "hypergeometric",
    "mean",
    "monte_count",
    "monte_thirds",
    "napoletana",
    "thirds_distribution",
]
