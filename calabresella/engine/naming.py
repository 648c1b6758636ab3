"""How cards and suits are named on screen (and in every message: cards, suits and ranks given
as a message's parameters are said here), one naming per suit style (R3, R4), in the
language chosen.

The pictures of the Italian style mark the figures R, C, F (re, cavallo, fante) and show the
Italian suits; the French style marks them K, Q, J with ♥ ♦ ♣ ♠. Every label and message on a
page says the card the way its pictures show it:

>>> from calabresella.engine.cards import Card, parse_cards
>>> card_name(Card.parse("K♥"), "italian"), card_name(Card.parse("K♥"), "french")
('R di coppe', 'K♥')
>>> cards_name(parse_cards("3♣ 7♣"), "italian"), cards_name(parse_cards("3♠ Q♥"), "french")
('3 di bastoni, 7 di bastoni', '3♠ Q♥')
>>> card_words(Card.parse("6♠"), "italian"), card_words(Card.parse("6♠"), "french")
('sei di spade', 'six of spades')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from calabresella.engine.cards import Card, Rank, Suit
from calabresella.words.catalogue import N_, gettext, pgettext
from calabresella.words.errors import ArgumentValueError
from calabresella.words.message import msg, register_sayer
from calabresella.words.table import FRENCH_SUITS, ITALIAN_SUITS, STYLES

ITALIAN_RANK = {Rank.KING: "R", Rank.KNIGHT: "C", Rank.JACK: "F"}
"""R4: the letters the Italian pictures mark the figures with (re, cavallo, fante)."""

ITALIAN_SUIT_NAMES = {Suit.COPPE: N_("coppe"), Suit.DENARI: N_("denari"), Suit.BASTONI: N_("bastoni"),
                      Suit.SPADE: N_("spade")}
"""R3: the Italian suits' names, the game's own words (said in every language)."""

FRENCH_SUIT_WORDS = {Suit.COPPE: N_("hearts"), Suit.DENARI: N_("diamonds"), Suit.BASTONI: N_("clubs"),
                     Suit.SPADE: N_("spades")}
"""R3: the names of the French suits the French pictures show (♥ ♦ ♣ ♠)."""

ITALIAN_RANK_WORDS = {Rank.THREE: N_("tre"), Rank.TWO: N_("due"), Rank.ACE: N_("asso"), Rank.KING: N_("re"),
                      Rank.KNIGHT: N_("cavallo"), Rank.JACK: N_("fante"), Rank.SEVEN: N_("sette"),
                      Rank.SIX: N_("sei"), Rank.FIVE: N_("cinque"), Rank.FOUR: N_("quattro")}
"""R4: the ranks' Italian names."""

FRENCH_RANK_WORDS = {Rank.THREE: N_("three"), Rank.TWO: N_("two"), Rank.ACE: N_("ace"), Rank.KING: N_("king"),
                     Rank.KNIGHT: N_("queen"), Rank.JACK: N_("jack"), Rank.SEVEN: N_("seven"),
                     Rank.SIX: N_("six"), Rank.FIVE: N_("five"), Rank.FOUR: N_("four")}
"""R4: the ranks' names in the French pack."""


def check_style(style: object) -> str:
    """``style`` if it is a suit style; else a clear error naming the two."""
    if style not in STYLES:
        raise ArgumentValueError(msg("the card style must be {italian} (pictures) or {french} (♥ ♦ ♣ ♠), got {style}",
                                     italian=repr(ITALIAN_SUITS), french=repr(FRENCH_SUITS), style=repr(style)))
    return style


def rank_name(rank: Rank, style: str) -> str:
    """R4: the rank as the card's corner shows it.

    >>> rank_name(Rank.KNIGHT, "italian"), rank_name(Rank.KNIGHT, "french"), rank_name(Rank.ACE, "italian")
    ('C', 'Q', 'A')
    """
    if check_style(style) == ITALIAN_SUITS:
        return ITALIAN_RANK.get(rank, rank.value)
    return rank.value


def suit_name(suit: Suit, style: str) -> str:
    """R3: the suit's Italian name, or its French symbol.

    >>> suit_name(Suit.DENARI, "italian"), suit_name(Suit.DENARI, "french")
    ('denari', '♦')
    """
    return gettext(ITALIAN_SUIT_NAMES[suit]) if check_style(style) == ITALIAN_SUITS else suit.symbol


def suit_words(suit: Suit, style: str) -> str:
    """The suit in a word, as its pictures show it: "denari" in the Italian style, "diamonds"
    in the French."""
    names = ITALIAN_SUIT_NAMES if check_style(style) == ITALIAN_SUITS else FRENCH_SUIT_WORDS
    return gettext(names[suit])


def card_name(card: Card, style: str) -> str:
    """R3, R4: "F di spade" in the Italian style, "J♠" in the French."""
    if check_style(style) == ITALIAN_SUITS:
        return pgettext("card", "{rank} di {suit}").format(rank=rank_name(card.rank, style),
                                                           suit=suit_name(card.suit, style))
    return str(card)


def card_words(card: Card, style: str) -> str:
    """The card in full words, as its picture shows it (a tooltip): "sei di spade" in the Italian
    style, "six of spades" in the French."""
    if check_style(style) == ITALIAN_SUITS:
        return pgettext("card in words", "{rank} di {suit}").format(
            rank=gettext(ITALIAN_RANK_WORDS[card.rank]), suit=gettext(ITALIAN_SUIT_NAMES[card.suit]))
    return pgettext("card in words", "{rank} of {suit}").format(
        rank=gettext(FRENCH_RANK_WORDS[card.rank]), suit=gettext(FRENCH_SUIT_WORDS[card.suit]))


ARTICLED = {Rank.THREE: N_("the three of {suit}"), Rank.TWO: N_("the two of {suit}"), Rank.ACE: N_("the ace of {suit}"),
            Rank.SEVEN: N_("the seven of {suit}"), Rank.SIX: N_("the six of {suit}"), Rank.FIVE: N_("the five of {suit}"),
            Rank.FOUR: N_("the four of {suit}"), Rank.KING: N_("the king of {suit}"), Rank.JACK: N_("the jack of {suit}")}
"""A card in words with its definite article, rank by rank (a language's article can depend on
the rank: "l'asso", "il tre"); the Italian pictures' knight and the French pictures' queen are
two different words (:data:`ARTICLED_FIGURE`)."""

ARTICLED_FIGURE = {ITALIAN_SUITS: N_("the knight of {suit}"), FRENCH_SUITS: N_("the queen of {suit}")}
"""R4: the card between king and jack with its article, as each style's pictures show it (the
cavallo; the French pack's queen, "la donna" in Italian)."""


def card_with_article(card: Card, style: str) -> str:
    """R3, R4: the card in words with its article, as a sentence says it: "the three of spades";
    in Italian "il tre di spade", "l'asso di coppe" (a translation's ``{card:the}``).

    >>> card_with_article(Card.parse("Q♥"), "italian"), card_with_article(Card.parse("Q♥"), "french")
    ('the knight of coppe', 'the queen of hearts')
    """
    words = ITALIAN_SUIT_NAMES if check_style(style) == ITALIAN_SUITS else FRENCH_SUIT_WORDS
    form = ARTICLED_FIGURE[style] if card.rank is Rank.KNIGHT else ARTICLED[card.rank]
    return gettext(form).format(suit=gettext(words[card.suit]))


def _card_form(card: Card, table: Any, spec: str) -> str | None:
    """The form a translation asks of a card parameter: ``the`` (with its article), ``words``."""
    if spec == "the":
        return card_with_article(card, table.style)
    if spec == "words":
        return card_words(card, table.style)
    return None


def cards_name(cards: Iterable[Card], style: str) -> str:
    """Several cards: separated by commas in the Italian style, spaces in the French; "nothing"
    for none.

    >>> cards_name([], "italian")
    'nothing'
    """
    separator = ", " if check_style(style) == ITALIAN_SUITS else " "
    return separator.join(card_name(c, style) for c in cards) or pgettext("no cards", "nothing")


@dataclass(frozen=True)
class InWords:
    """A suit as a message's parameter said in a word, as the table's pictures show it:
    "hearts" in the French style, "coppe" in the Italian (a :class:`Suit` itself is said
    "♥" or "coppe").

    >>> from calabresella.words import Table, msg
    >>> line = msg("{suit} were led", suit=InWords(Suit.COPPE))
    >>> line.render(Table()), line.render(Table(style="italian"))
    ('hearts were led', 'coppe were led')
    """

    suit: Suit


register_sayer(InWords, lambda words, table: suit_words(words.suit, table.style))
register_sayer(Card, lambda card, table: card_name(card, table.style),
               lambda cards, table: cards_name(cards, table.style), _card_form)
register_sayer(Suit, lambda suit, table: suit_name(suit, table.style))
register_sayer(Rank, lambda rank, table: rank_name(rank, table.style))


__all__ = ["ARTICLED", "ARTICLED_FIGURE", "FRENCH_RANK_WORDS", "card_with_article", "FRENCH_SUITS", "FRENCH_SUIT_WORDS", "ITALIAN_RANK", "ITALIAN_RANK_WORDS", "InWords",
           "ITALIAN_SUITS", "ITALIAN_SUIT_NAMES", "STYLES", "card_name", "card_words", "cards_name", "check_style",
           "rank_name", "suit_name", "suit_words"]
