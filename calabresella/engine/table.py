"""The table: seats numbered in playing order, the next and previous seat, dealing in packets.

Every game of the family numbers its seats 0 … n-1 in the order they speak, deal and
play: the next after seat ``s`` is ``(s + 1) % n``. Which way that is at the table
depends on the game (the Italian game and Tressette move to the right, the American
account to the left); the arithmetic is the same.

>>> next_seat(2, 3), previous_seat(0, 4), deal_order(1, 3)
(0, 3, (2, 0, 1))
>>> hands, rest, cut = shuffle_and_deal(7, 0, 3, 12, 4)
>>> [len(h) for h in hands], len(rest), cut
([12, 12, 12], 4, 36)
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from calabresella.engine.cards import PACK, Card
from calabresella.engine.errors import Text, check_int
from calabresella.words.message import msg


def next_seat(seat: int, players: int = 3) -> int:
    """The seat after ``seat`` in playing order at a table of ``players``."""
    return (seat + 1) % players


def previous_seat(seat: int, players: int = 3) -> int:
    """The seat before ``seat`` in playing order at a table of ``players``."""
    return (seat - 1) % players


def seats_from(seat: int, players: int = 3) -> tuple[int, ...]:
    """Every seat in playing order, ``seat`` first."""
    return tuple((seat + i) % players for i in range(players))


def deal_order(dealer: int, players: int = 3) -> tuple[int, ...]:
    """The order cards are dealt in: from the seat after the dealer round to the dealer."""
    return seats_from(next_seat(dealer, players), players)


def check_seat(seat: object, players: int, name: Text = "seat", rule: Text = "R2") -> int:
    """``seat`` if it is a seat of a table of ``players``; else a typed error naming ``rule``."""
    if type(seat) is int and 0 <= seat < players:
        return seat
    return check_int(seat, name, 0, players - 1, rule=rule)


def shuffle(seed: int, cards: Sequence[Card] = PACK, rule: str = "R6") -> tuple[random.Random, list[Card]]:
    """``cards`` shuffled by a generator seeded with ``seed`` (returned too, to cut with).

    The same seed gives the same deal on every machine (Python's ``random.Random`` is the
    same Mersenne Twister everywhere). ``random.Random(-7)`` shuffles like
    ``random.Random(7)``: a negative seed is refused rather than repeat a deal.
    """
    check_int(seed, msg("a deal's seed"), 0, rule=rule)
    rng = random.Random(seed)
    pack = list(cards)
    rng.shuffle(pack)
    return rng, pack


def cut(rng: random.Random, pack: list[Card]) -> tuple[list[Card], int]:
    """The pack cut at a random point (never at either end), and that point."""
    point = rng.randint(1, len(pack) - 1)
    return pack[point:] + pack[:point], point


def deal_packets(
    pack: Sequence[Card], order: Sequence[int], hand_size: int, packet: int
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Deal ``hand_size`` cards to each seat of ``order`` in packets of ``packet``, going
    round in ``order``; returns the hands by seat (in the order dealt) and the cards left."""
    hands: list[list[Card]] = [[] for _ in order]
    position = 0
    for _ in range(hand_size // packet):
        for seat in order:
            hands[seat].extend(pack[position : position + packet])
            position += packet
    return tuple(tuple(h) for h in hands), tuple(pack[position:])


def shuffle_and_deal(
    seed: int, dealer: int, players: int, hand_size: int, packet: int, rule: str = "R6"
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...], int]:
    """Shuffle the pack with ``seed``, cut it, deal it in packets from the dealer's next seat:
    the hands by seat, the cards left over and the cut point."""
    rng, pack = shuffle(seed, PACK, rule)
    pack, point = cut(rng, pack)
    hands, rest = deal_packets(pack, deal_order(dealer, players), hand_size, packet)
    return hands, rest, point
