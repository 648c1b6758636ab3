"""How cards and suits are named on screen, one naming per suit style (R3, R4): the names
live in the catalogue layer (:mod:`calabresella.engine.naming`) and are re-exported here.

The pictures of the Italian style mark the figures R, C, F (re, cavallo, fante) and show
the Italian suits; the French style marks them K, Q, J with ♥ ♦ ♣ ♠. Every label and
message on a page says the card the way its pictures show it:

>>> from calabresella.engine.cards import Card
>>> card_name(Card.parse("K♥"), "italian"), card_name(Card.parse("K♥"), "french")
('R di coppe', 'K♥')
>>> cards_name([Card.parse("3♣"), Card.parse("7♣")], "italian")
'3 di bastoni, 7 di bastoni'

A message (:func:`calabresella.words.msg`) names the cards it is given in the style of the
table it is said to: the page says its messages ``with on_screen(style=...)``.
"""

from __future__ import annotations

from calabresella.engine.naming import (  # noqa: F401  (their home is the catalogue layer)
    FRENCH_SUIT_WORDS,
    FRENCH_SUITS,
    ITALIAN_RANK,
    ITALIAN_SUITS,
    STYLES,
    card_name,
    card_words,
    cards_name,
    rank_name,
    suit_name,
    suit_words,
)

__all__ = ["FRENCH_SUITS", "FRENCH_SUIT_WORDS", "ITALIAN_RANK", "ITALIAN_SUITS", "STYLES", "card_name", "card_words",
           "cards_name", "rank_name", "suit_name", "suit_words"]
