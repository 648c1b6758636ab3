"""Tricks, for every game of the family: n seats, follow suit, no trumps (R4, R20; V4, V5).

One :class:`Trick` serves the three games: who led, the cards played in order, the
number of seats at the table (3, or 4 and 2 at Tressette) and, at Tressette, the
leader's signal. The highest card of the suit led wins; cards of other suits never do.

>>> from calabresella.engine.cards import parse_cards
>>> trick = Trick(0, parse_cards("K♣ A♣ 2♣"))  # E1
>>> trick.winner, trick.thirds, trick.seats
(2, 5, (0, 1, 2))
>>> [str(c) for c in playable(parse_cards("4♣ 7♦ 3♥"), Trick(1, parse_cards("A♦")))]
['7♦']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from calabresella.engine.cards import Card, check_cards, thirds_of
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError, check_int
from calabresella.words.catalogue import dev, pgettext
from calabresella.words.message import msg

_NEW = object.__new__
_SET = object.__setattr__


def winner_offset(cards: Sequence[Card]) -> int:
    """R20: which card of a trick wins: the highest of the suit led (0 = the lead).

    Cards of other suits never win: there are no trumps (R4).
    """
    try:
        if len(cards) == 0:
            raise ArgumentValueError(msg("an empty trick has no winner (R20): give the cards played, the lead first"))
        led = cards[0].suit
        best = 0
        for i, card in enumerate(cards):
            if card.suit is led and card.strength > cards[best].strength:
                best = i
    except (AttributeError, TypeError, KeyError, IndexError):
        raise ArgumentTypeError(msg(
            "a trick is a sequence of Cards, the lead first (R20), such as parse_cards('K♣ A♣ 2♣'), got {got}",
            got=dev(repr(cards)))) from None
    return best


@dataclass(frozen=True)
class Trick:
    """A trick: who led and the cards played in order (R20); ``players`` seats at the table
    (3 unless told; 2 to 8: R1, V3, V5, V6), and the leader's ``signal`` (Tressette, V5) if any.

    >>> Trick(3)
    Traceback (most recent call last):
      ...
    calabresella.words.errors.ArgumentValueError: leader must be a whole number from 0 to 2 (R2), got 3
    """

    leader: int
    cards: tuple[Card, ...] = ()
    players: int = 3
    signal: Any = None

    def __post_init__(self) -> None:
        leader, cards, players = self.leader, self.cards, self.players
        if type(players) is not int or not 2 <= players <= 8:
            check_int(players, "players", 2, 8, rule="R1, V3, V5, V6")
        if type(leader) is not int or not 0 <= leader < players:
            check_int(leader, "leader", 0, players - 1, rule="R2")
        if type(cards) is not tuple or not all(isinstance(card, Card) for card in cards):
            cards = check_cards(cards, msg("a trick's cards"))
            _SET(self, "cards", cards)
        if len(cards) > 1 and (len(cards) > players or len(set(cards)) != len(cards)):
            raise ArgumentValueError(msg(
                "a trick holds at most one card from each of the {players} seats, each card once (R20), got {cards}",
                players=players, cards=cards))

    @property
    def seats(self) -> tuple[int, ...]:
        """The seat of each card played, in order."""
        return tuple((self.leader + i) % self.players for i in range(len(self.cards)))

    @property
    def complete(self) -> bool:
        return len(self.cards) == self.players

    @property
    def led(self) -> Card | None:
        """The card led, if any."""
        return self.cards[0] if self.cards else None

    @property
    def winner(self) -> int | None:
        """R20: the seat that played the highest card of the suit led, once complete."""
        if len(self.cards) != self.players:
            return None
        return (self.leader + winner_offset(self.cards)) % self.players

    @property
    def thirds(self) -> int:
        """R5/E1: the card thirds in this trick, never rounded on its own."""
        return thirds_of(self.cards)

    def __repr__(self) -> str:
        more = "" if self.players == 3 else dev(", players={players}").format(players=self.players)
        more += "" if self.signal is None else dev(", signal={signal!r}").format(signal=self.signal)
        return dev("Trick(leader={leader}, cards={cards!r}{more})").format(leader=self.leader, cards=self.cards, more=more)

    def _repr_svg_(self) -> str:
        from calabresella.show.svg import trick_svg

        return trick_svg(self)


def new_trick(leader: int, cards: tuple[Card, ...] = (), players: int = 3, signal: object = None) -> Trick:
    """A trick the engine builds from a seat and cards it has already checked: the same
    :class:`Trick`, without checking them again (this is done on every card played)."""
    trick = _NEW(Trick)
    _SET(trick, "leader", leader)
    _SET(trick, "cards", cards)
    _SET(trick, "players", players)
    _SET(trick, "signal", signal)
    return trick


def playable(hand: tuple[Card, ...], trick: Trick | None) -> tuple[Card, ...]:
    """R20: the cards of ``hand`` that may be played to ``trick``: the suit led if the hand
    holds any, else every card (also every card to lead)."""
    if trick is None or not trick.cards:
        return hand
    led = trick.cards[0].suit
    return tuple(c for c in hand if c.suit is led) or hand


def cards_text(cards: Iterable[Card], empty: str | None = None) -> str:
    """Cards as text, one space apart (``empty`` for none: "nothing" in the language chosen).
    A message names cards in the style on screen when given the cards themselves."""
    return " ".join(str(c) for c in cards) or (pgettext("no cards", "nothing") if empty is None else empty)


def check_trick_count(total_tricks: object, tricks: int, profile: str, rule: str) -> None:
    """R7 (V4): a deal's ``total_tricks``, when given, must be the ``tricks`` of every deal of
    the profile (as many as each hand's cards); else a clear error citing ``rule``."""
    total = tricks if total_tricks is None else check_int(total_tricks, "total_tricks", rule=rule)
    if total != tricks:
        raise ArgumentValueError(msg(
            "total_tricks must be the {tricks} tricks of every deal of the profile {profile} "
            "({rule}: {tricks} cards each), got {got}", tricks=tricks, profile=repr(profile), rule=rule,
            got=dev(repr(total_tricks))))


def taken(tricks: Sequence[Trick], players: int) -> tuple[list[int], list[int], int]:
    """R20, R5: of the complete tricks of a deal the engine played, the tricks and the card
    thirds each of the ``players`` seats took, and the seat that took the last trick."""
    count, thirds = [0] * players, [0] * players
    for trick in tricks:
        winner = trick.winner
        assert winner is not None
        count[winner] += 1
        thirds[winner] += trick.thirds
    last = tricks[-1].winner
    assert last is not None
    return count, thirds, last
