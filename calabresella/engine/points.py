"""Points for every game of the family: what the cards are worth and what piles of them can hold (R5, R24).

>>> whole_points(17), piles_can_hold((21, 15, 4), (13, 17, 2))
(5, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from calabresella.engine.cards import PACK, PACK_THIRDS
from calabresella.engine.errors import ArgumentTypeError, check_int
from calabresella.words.catalogue import dev
from calabresella.words.message import msg


def whole_points(thirds: int) -> int:
    """R24: a side's whole points: its thirds divided by 3, remainder dropped.

    >>> whole_points(18), whole_points(17)
    (6, 5)
    """
    return check_int(thirds, "thirds", 0, rule="R24") // 3


ACE_THIRDS = 3
"""R5: an ace is worth 3 thirds; every other card 1 (3, 2, K, Q, J) or 0."""

PACK_ACES = sum(1 for card in PACK if card.thirds == ACE_THIRDS)
"""R5: the pack's cards of 3 thirds, the four aces."""

PACK_COUNTERS = sum(1 for card in PACK if card.thirds == 1)
"""R5: the pack's cards of 1 third: the 3s, 2s, kings, knights and jacks, 20 of them."""

PACK_BLANKS = len(PACK) - PACK_ACES - PACK_COUNTERS
"""R5: the pack's cards worth nothing, the 7s, 6s, 5s and 4s: 16 of them."""

assert {card.thirds for card in PACK} == {ACE_THIRDS, 1, 0}, dev("R5: cards are worth 3, 1 or 0 thirds")


def _holds(cards: int, thirds: int, aces: int) -> bool:
    """R5: can ``cards`` cards, ``aces`` of them aces, hold ``thirds`` thirds (the rest 1s and 0s)?"""
    counters = thirds - ACE_THIRDS * aces
    return 0 <= aces <= cards and 0 <= counters <= cards - aces and counters <= PACK_COUNTERS


def _pile_can_hold(cards: int, thirds: int) -> bool:
    """R5: can some ``cards`` different cards of the pack hold exactly ``thirds`` thirds?"""
    return any(
        _holds(cards, thirds, aces) and cards - aces - (thirds - ACE_THIRDS * aces) <= PACK_BLANKS
        for aces in range(PACK_ACES + 1)
    )


def piles_can_hold(cards: Sequence[int], thirds: Sequence[int]) -> bool:
    """R5: can the 40 cards be split into piles of ``cards`` cards holding ``thirds`` thirds each?

    Exact: it tries every way the four aces can lie among the piles; the other cards
    are worth 1 or 0, so each pile then needs ``thirds - 3 × aces`` cards of 1 third,
    which must fit beside its aces, and the 20 such cards must all be somewhere.

    >>> piles_can_hold((21, 15, 4), (13, 17, 2))  # E2: 7 tricks, 5 tricks, the monte
    True
    >>> piles_can_hold((3, 33, 4), (10, 22, 0))  # three cards hold at most 9 thirds (3 aces)
    False
    >>> piles_can_hold((21, 15, 4), (20, 1, 11))  # four cards cannot hold 11 thirds
    False
    """
    for name, numbers in (("cards", cards), ("thirds", thirds)):
        if isinstance(numbers, (str, bytes)) or not isinstance(numbers, Sequence):
            raise ArgumentTypeError(msg("{name} must be a sequence of whole numbers, one per pile, got {got}",
                                        name=name, got=dev(repr(numbers))))
        for number in numbers:
            check_int(number, msg("each of {name}", name=name), 0, rule="R5")
    if len(cards) != len(thirds) or sum(cards) != len(PACK) or sum(thirds) != PACK_THIRDS:
        return False

    def place(index: int, aces_left: int) -> bool:
        if index == len(cards) - 1:
            return _holds(cards[index], thirds[index], aces_left)
        return any(
            _holds(cards[index], thirds[index], aces) and place(index + 1, aces_left - aces)
            for aces in range(aces_left + 1)
        )

    # With every card placed and the thirds adding up to 32, the blanks fill the rest exactly.
    return place(0, PACK_ACES)
