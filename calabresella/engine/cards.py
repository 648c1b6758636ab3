"""The 40-card pack: suits, ranks, their order and their values in thirds.

Rules R3 (the pack), R4 (rank order) and R5 (card values) live here and nowhere
else; every other module, the fast simulator included, derives from these tables.

>>> Card.parse("3♠")
Card.parse('3♠')
>>> Card.parse("asso di coppe").thirds
3
>>> Card.parse("2C").beats(Card.parse("AC"))
True
>>> sum(card.thirds for card in PACK)
32
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from calabresella.engine.errors import ArgumentTypeError, CalabresellaError, Text
from calabresella.engine.words import later
from calabresella.words import dev
from calabresella.words.message import Message, msg


class CardError(CalabresellaError, ValueError):
    """A card, a suit or a rank could not be read from what was given."""


class CardTypeError(CardError, ArgumentTypeError):
    """Something that is neither a card nor card text where a card was expected.

    Both a :class:`CardError` (so code that catches unreadable cards catches it) and an
    :class:`~calabresella.engine.errors.ArgumentTypeError` (a ``TypeError``).
    """


class NamedEnum(enum.Enum):
    """An enum whose repr is the code that names its member (``Suit.COPPE``, ``Contract.SOLO``):
    the base of the engine's and the games' enums."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class Suit(NamedEnum):
    """The four suits (R3), Italian name first, with the conventional French match.

    Coppe = ♥, Denari = ♦, Bastoni = ♣, Spade = ♠.
    """

    COPPE = "coppe"
    DENARI = "denari"
    BASTONI = "bastoni"
    SPADE = "spade"

    @property
    def symbol(self) -> str:
        """The French suit symbol: ``♥ ♦ ♣ ♠``."""
        return _SUIT_SYMBOL[self]

    @property
    def letter(self) -> str:
        """The French suit letter: ``H D C S``."""
        return _SUIT_LETTER[self]

    @property
    def english(self) -> str:
        """The English name of the Italian suit: cups, coins, batons, swords."""
        return _SUIT_ENGLISH[self]

    @property
    def index(self) -> int:
        """0 to 3, in the order Coppe, Denari, Bastoni, Spade."""
        return _SUITS.index(self)


    def __str__(self) -> str:
        return self.symbol

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit from a symbol, a letter, or an Italian or English name.

        >>> Suit.parse("♠"), Suit.parse("s"), Suit.parse("Bastoni"), Suit.parse("cups")
        (Suit.SPADE, Suit.SPADE, Suit.BASTONI, Suit.COPPE)
        """
        if isinstance(text, Suit):
            return text
        if not isinstance(text, str):
            raise CardTypeError(msg("expected a suit as text such as '♠' or 'spade' (R3), got {got}", got=dev(repr(text))))
        key = text.strip().lower()
        try:
            return _SUIT_WORDS[key]
        except KeyError:
            raise CardError(msg(
                "{text} is not a suit (R3): expected one of ♥ ♦ ♣ ♠, H D C S, "
                "coppe denari bastoni spade, or cups coins batons swords", text=shown(text)
            )) from None


_SUITS = (Suit.COPPE, Suit.DENARI, Suit.BASTONI, Suit.SPADE)
_SUIT_SYMBOL = {Suit.COPPE: "♥", Suit.DENARI: "♦", Suit.BASTONI: "♣", Suit.SPADE: "♠"}
_SUIT_LETTER = {Suit.COPPE: "H", Suit.DENARI: "D", Suit.BASTONI: "C", Suit.SPADE: "S"}
_SUIT_ENGLISH = {
    Suit.COPPE: "cups",
    Suit.DENARI: "coins",
    Suit.BASTONI: "batons",
    Suit.SPADE: "swords",
}
_SUIT_WORDS: dict[str, Suit] = {}
for _s in _SUITS:
    _SUIT_WORDS[_s.value] = _s
    _SUIT_WORDS[_s.symbol] = _s
    _SUIT_WORDS[_s.letter.lower()] = _s
    _SUIT_WORDS[_s.english] = _s
_SUIT_WORDS.update(
    {
        "♡": Suit.COPPE,
        "♢": Suit.DENARI,
        "♧": Suit.BASTONI,
        "♤": Suit.SPADE,
        "cuori": Suit.COPPE,  # the Italian names of the French suits (R3)
        "quadri": Suit.DENARI,
        "fiori": Suit.BASTONI,
        "picche": Suit.SPADE,
        "hearts": Suit.COPPE,
        "diamonds": Suit.DENARI,
        "clubs": Suit.BASTONI,
        "spades": Suit.SPADE,
        "coppa": Suit.COPPE,
        "denaro": Suit.DENARI,
        "bastone": Suit.BASTONI,
        "spada": Suit.SPADE,
        "cup": Suit.COPPE,
        "coin": Suit.DENARI,
        "baton": Suit.BASTONI,
        "sword": Suit.SPADE,
        "heart": Suit.COPPE,
        "diamond": Suit.DENARI,
        "club": Suit.BASTONI,
        "spade": Suit.SPADE,
    }
)


class Rank(NamedEnum):
    """The ten ranks, listed highest first as R4 orders them: 3 2 A K Q J 7 6 5 4.

    Q stands for the Cavallo (knight), J for the Fante, K for the Re.
    """

    THREE = "3"
    TWO = "2"
    ACE = "A"
    KING = "K"
    KNIGHT = "Q"
    JACK = "J"
    SEVEN = "7"
    SIX = "6"
    FIVE = "5"
    FOUR = "4"

    @property
    def strength(self) -> int:
        """R4: 9 for the 3 (highest) down to 0 for the 4 (lowest)."""
        return 9 - _RANKS.index(self)

    @property
    def thirds(self) -> int:
        """R5: the card's value in thirds of a point (A 3; 3 2 K Q J 1; others 0)."""
        return _RANK_THIRDS[self]

    @property
    def italian(self) -> str:
        """The Italian name: tre, due, asso, re, cavallo, fante, sette…"""
        return _RANK_ITALIAN[self]

    @property
    def english(self) -> str:
        """The English name: three, two, ace, king, knight, jack, seven…"""
        return _RANK_ENGLISH[self]


    def __str__(self) -> str:
        return self.value

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Read a rank from ``3 2 A K Q J 7 6 5 4``, Italian letters R C F, or a name.

        >>> Rank.parse("cavallo"), Rank.parse("R"), Rank.parse("1")
        (Rank.KNIGHT, Rank.KING, Rank.ACE)
        """
        if isinstance(text, Rank):
            return text
        if not isinstance(text, str):
            raise CardTypeError(msg("expected a rank as text such as '3', 'A' or 'asso' (R4), got {got}", got=dev(repr(text))))
        key = text.strip().lower()
        try:
            return _RANK_WORDS[key]
        except KeyError:
            raise CardError(msg(
                "{text} is not a rank (R4): expected one of 3 2 A K Q J 7 6 5 4 "
                "(R, C, F for re, cavallo, fante) or a name such as 'asso' or 'king'", text=shown(text)
            )) from None


SHOWN = 40
"""How many characters of a text that could not be read a refusal repeats (then "…")."""


def shown(text: str) -> str:
    """``text`` quoted as a refusal repeats it: whole if short, else its first :data:`SHOWN`
    characters and "…" (a pasted page is not echoed back).

    >>> shown("3S"), shown("x" * 100)[-4:]
    ("'3S'", "xx'…")
    """
    return repr(text) if len(text) <= SHOWN else repr(text[:SHOWN]) + "…"


RANKS_HIGH_TO_LOW = (
    Rank.THREE,
    Rank.TWO,
    Rank.ACE,
    Rank.KING,
    Rank.KNIGHT,
    Rank.JACK,
    Rank.SEVEN,
    Rank.SIX,
    Rank.FIVE,
    Rank.FOUR,
)
_RANKS = RANKS_HIGH_TO_LOW
_RANK_THIRDS = {
    Rank.ACE: 3,
    Rank.THREE: 1,
    Rank.TWO: 1,
    Rank.KING: 1,
    Rank.KNIGHT: 1,
    Rank.JACK: 1,
    Rank.SEVEN: 0,
    Rank.SIX: 0,
    Rank.FIVE: 0,
    Rank.FOUR: 0,
}
_RANK_ITALIAN = {
    Rank.THREE: "tre",
    Rank.TWO: "due",
    Rank.ACE: "asso",
    Rank.KING: "re",
    Rank.KNIGHT: "cavallo",
    Rank.JACK: "fante",
    Rank.SEVEN: "sette",
    Rank.SIX: "sei",
    Rank.FIVE: "cinque",
    Rank.FOUR: "quattro",
}
_RANK_ENGLISH = {
    Rank.THREE: "three",
    Rank.TWO: "two",
    Rank.ACE: "ace",
    Rank.KING: "king",
    Rank.KNIGHT: "knight",
    Rank.JACK: "jack",
    Rank.SEVEN: "seven",
    Rank.SIX: "six",
    Rank.FIVE: "five",
    Rank.FOUR: "four",
}
_RANK_WORDS: dict[str, Rank] = {}
for _r in _RANKS:
    _RANK_WORDS[_r.value.lower()] = _r
    _RANK_WORDS[_r.italian] = _r
    _RANK_WORDS[_r.english] = _r
_RANK_WORDS.update(
    {
        "1": Rank.ACE,
        "r": Rank.KING,
        "c": Rank.KNIGHT,
        "f": Rank.JACK,
        "queen": Rank.KNIGHT,
        "horse": Rank.KNIGHT,
        "cavall": Rank.KNIGHT,
        "re": Rank.KING,
    }
)


@dataclass(frozen=True, order=False)
class Card:
    """One card: a rank and a suit.

    Cards compare equal by value, hash, and sort in the pack's order (suit by
    suit: Coppe, Denari, Bastoni, Spade; within a suit highest first).

    >>> sorted([Card.parse("4♥"), Card.parse("3♥"), Card.parse("A♠")])
    [Card.parse('3♥'), Card.parse('4♥'), Card.parse('A♠')]
    """

    rank: Rank
    suit: Suit

    def __post_init__(self) -> None:
        if not isinstance(self.rank, Rank) or not isinstance(self.suit, Suit):
            raise CardTypeError(msg(
                "Card needs a Rank and a Suit, got {rank} and {suit}; use Card.parse('3♠') to read one from text",
                rank=repr(self.rank), suit=repr(self.suit)))
        object.__setattr__(self, "_index", self.suit.index * 10 + _RANKS.index(self.rank))

    def __hash__(self) -> int:
        # The card's place in the pack: cheap, and the same in every process (an
        # Enum's own hash follows PYTHONHASHSEED), so sets of cards iterate alike.
        return self._index  # type: ignore[no-any-return, attr-defined]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card from what a learner types.

        Accepted: ``3♠``, ``3S``, ``3s``, ``Q♥``, ``C♥`` (cavallo), ``10`` is refused
        (no 10s in this pack), ``asso di coppe``, ``cavallo di spade``,
        ``ace of cups``, ``king of clubs``.

        >>> Card.parse("cavallo di spade"), Card.parse("ace of cups"), Card.parse("7d")
        (Card.parse('Q♠'), Card.parse('A♥'), Card.parse('7♦'))
        """
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise CardTypeError(msg("expected a card as text such as '3♠', got {got}", got=dev(repr(text))))
        raw = text.strip()
        words = re.split(r"\s+(?:di|of|de)\s+", raw.lower())
        if len(words) == 2:
            return cls(Rank.parse(words[0]), Suit.parse(words[1]))
        compact = raw.replace(" ", "")
        if len(compact) >= 2:
            try:
                return cls(Rank.parse(compact[:-1]), Suit.parse(compact[-1]))
            except CardError:
                pass
        raise CardError(msg(
            "{text} is not a card of the 40-card pack (R3): write a rank "
            "(3 2 A K Q J 7 6 5 4) then a suit (♥ ♦ ♣ ♠ or H D C S), e.g. '3♠' or '3S', "
            "or words such as 'asso di coppe'", text=shown(text)
        ))

    @property
    def thirds(self) -> int:
        """R5: this card's value in thirds of a point."""
        return self.rank.thirds

    @property
    def strength(self) -> int:
        """R4: 9 for a 3 down to 0 for a 4; compare only within one suit."""
        return self.rank.strength

    @property
    def index(self) -> int:
        """0 to 39: this card's place in :data:`PACK` (the stable sort order)."""
        return self._index  # type: ignore[no-any-return, attr-defined]

    def beats(self, other: Card) -> bool:
        """R4/R20: True if this card, of the same suit, ranks above ``other``."""
        if not isinstance(other, Card):
            raise CardTypeError(msg("a card beats another Card, such as Card.parse('3♠'), got {got}", got=dev(repr(other))))
        return self.suit is other.suit and self.strength > other.strength

    @property
    def italian(self) -> str:
        """``'asso di coppe'``."""
        return f"{self.rank.italian} di {self.suit.value}"

    @property
    def english(self) -> str:
        """``'ace of cups'``."""
        return f"{self.rank.english} of {self.suit.english}"

    def __str__(self) -> str:
        return f"{self.rank.value}{self.suit.symbol}"

    def __repr__(self) -> str:
        return f"Card.parse('{self}')"

    def __lt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    def _repr_svg_(self) -> str:
        from calabresella.show.svg import card_svg

        return card_svg(self)


PACK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in _SUITS for rank in _RANKS)
"""R3: the 40 cards in the stable order (suit by suit, highest rank first)."""

SUITS: tuple[Suit, ...] = _SUITS
PACK_THIRDS = sum(card.thirds for card in PACK)
"""R5: the pack holds 32 thirds."""


def parse_cards(text: str | Iterable[str | Card]) -> tuple[Card, ...]:
    """Read several cards: ``"3♠ 2♠ A♥"`` or ``"3S,2S,AH"`` or a list of them.

    >>> parse_cards("3S 2s, A♥")
    (Card.parse('3♠'), Card.parse('2♠'), Card.parse('A♥'))
    """
    if isinstance(text, str):
        items: list[Any] = [t for t in re.split(r"[\s,]+", text.strip()) if t]
    elif isinstance(text, Card):
        items = [text]
    else:
        items = list(_items(text, msg("parse_cards reads text such as '3♠ 2♠ A♥' or a list of cards or card texts, "
                                      "got {got}")))
    return tuple(item if isinstance(item, Card) else Card.parse(item) for item in items)


def _items(value: object, expected: Message) -> tuple[Any, ...]:
    """The items of ``value``; a clear error if it cannot be iterated (``expected`` says what
    was, its ``{got}`` what was given)."""
    try:
        return tuple(value)  # type: ignore[arg-type]
    except TypeError:
        raise CardTypeError(expected.with_params(got=dev(repr(value)))) from None


def check_cards(value: object, name: Text = "cards") -> tuple[Card, ...]:
    """``value`` as a tuple of cards, if it is a sequence of :class:`Card` (not text: read
    text with :func:`parse_cards`); else a clear error naming ``name``.

    >>> check_cards(["3S"], "a hand")
    Traceback (most recent call last):
      ...
    calabresella.engine.cards.CardTypeError: a hand must be Cards such as parse_cards('3♠ A♥'), got ['3S']
    """
    expected = msg("{name} must be Cards such as parse_cards('3♠ A♥'), got {got}", name=later(name))
    if isinstance(value, (str, Card)):
        raise CardTypeError(expected.with_params(got=dev(repr(value))))
    cards = value if type(value) is tuple else _items(value, expected)
    for card in cards:
        if not isinstance(card, Card):
            raise CardTypeError(expected.with_params(got=dev(repr(value))))
    return cards


def thirds_of(cards: Iterable[Card]) -> int:
    """R5: the value of some cards, in thirds.

    >>> thirds_of(parse_cards("K♣ A♣ 2♣"))  # E1: 1 + 3 + 1
    5
    """
    return sum(card.thirds for card in check_cards(cards))


def read_dealt(
    hands: Iterable[Iterable[Card | str]], rest: Iterable[Card | str]
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Hands and the undealt cards (monte, widow or stock) as cards; text is parsed.

    >>> read_dealt([["3S", "AH"]], ["4♦"])
    (((Card.parse('3♠'), Card.parse('A♥')),), (Card.parse('4♦'),))
    """
    def read(items: object, expected: Message) -> tuple[Card, ...]:
        if isinstance(items, (str, Card)):
            raise CardTypeError(expected.with_params(got=dev(repr(items))))
        return tuple(Card.parse(c) for c in _items(items, expected))

    every = msg("the hands are a list of hands, each a list of cards, got {got}")
    if isinstance(hands, (str, Card)):
        raise CardTypeError(every.with_params(got=dev(repr(hands))))
    dealt = _items(hands, every)
    return (tuple(read(hand, msg("a hand is a list of cards or card texts such as ['3♠', 'A♥'], got {got}"))
                  for hand in dealt),
            read(rest, msg("the undealt cards are a list of cards or card texts such as ['3♠', 'A♥'], got {got}")))


def pack_problem(cards: Iterable[object]) -> Message | None:
    """R3: None if ``cards`` are the 40 cards of the pack, each once; otherwise what is wrong
    (a message: the cards are named in the style on screen).

    >>> pack_problem(PACK) is None
    True
    >>> str(pack_problem(PACK[:38] + (PACK[0], PACK[0])))
    'twice 3♥, missing 5♠ 4♠'
    """
    every = list(_items(cards, msg("pack_problem takes the cards of a whole pack, got {got}")))
    if all(isinstance(c, Card) for c in every) and sorted(every) == list(PACK):
        return None
    strangers = [c for c in every if not isinstance(c, Card)]
    held = [c for c in every if isinstance(c, Card)]
    seen: set[Card] = set()
    twice = sorted({c for c in held if c in seen or seen.add(c)})  # type: ignore[func-returns-value]
    missing = sorted(set(PACK) - set(held))
    twice_cards: tuple[Card, ...] | str = tuple(twice) or "-"
    missing_cards: tuple[Card, ...] | str = tuple(missing) or "-"
    if strangers:
        return msg("twice {twice}, missing {missing}, not cards {strangers}", twice=twice_cards,
                   missing=missing_cards, strangers=" ".join(map(repr, strangers)))
    return msg("twice {twice}, missing {missing}", twice=twice_cards, missing=missing_cards)


def sort_hand(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards in the stable order of :data:`PACK`."""
    return tuple(sorted(check_cards(cards, "a hand")))
