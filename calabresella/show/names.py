"""How cards and suits are named on screen, one naming per suit style (R3, R4).

The pictures of the Italian style mark the figures R, C, F (re, cavallo, fante) and show
the Italian suits; the French style marks them K, Q, J with ♥ ♦ ♣ ♠. Every label and
message on a page says the card the way its pictures show it:

>>> from calabresella.engine.cards import Card
>>> card_name(Card.parse("K♥"), "italian"), card_name(Card.parse("K♥"), "french")
('R di coppe', 'K♥')
>>> cards_name([Card.parse("3♣"), Card.parse("7♣")], "italian")
'3 di bastoni, 7 di bastoni'

The engine writes its refusals with ♥ ♦ ♣ ♠ and seat numbers; :func:`translate` says
them in the page's naming, to the learner as "you":

>>> translate("R20: you must follow suit: batons (♣) were led and seat 0 holds 3♣ 7♣; play one of those",
...           "italian", names=("Anna", "Bruno", "Carla"), me=0)
'R20: you must follow suit: bastoni were led and you hold 3 di bastoni, 7 di bastoni; play one of those'
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from calabresella.engine.cards import Card, Rank, Suit
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
)
from calabresella.engine.naming import check_style as _check_style

_SYMBOL_SUIT = {s.symbol: s for s in Suit}
_CARD = r"(?<![\w])(10|[2-7AKQJ])([♥♦♣♠])"
_CARDS = re.compile(rf"{_CARD}(?:[ ]{_CARD})*")
_ONE_CARD = re.compile(_CARD)
_ENGLISH_SUIT = re.compile(r"\b(?:cups|coins|batons|swords) \(([♥♦♣♠])\)")
_SEAT = re.compile(r"\bseat (\d)( holds| may| does not hold| is|'s)?")


def _say_cards(match: re.Match[str], style: str) -> str:
    cards = [Card(Rank(r), _SYMBOL_SUIT[s]) for r, s in _ONE_CARD.findall(match.group(0))]
    return cards_name(cards, style)


def _say_seat(match: re.Match[str], names: Sequence[str] | None, me: int | None) -> str:
    seat, verb = int(match.group(1)), match.group(2) or ""
    if me is not None and seat == me:
        you = {" holds": "you hold", " may": "you may", " does not hold": "you do not hold", " is": "you are",
               "'s": "your"}
        return you.get(verb, "you")
    if names is not None and seat < len(names):
        return names[seat] + verb
    return match.group(0)


def translate(text: str, style: str, names: Sequence[str] | None = None, me: int | None = None) -> str:
    """``text`` (an engine message, a sentence of narration) in the page's naming: cards by
    :func:`card_name`, suits by :func:`suit_name`; with ``names`` a seat number by its name,
    and ``me``'s seat as "you". The French style keeps the engine's cards.

    >>> translate("seat 1 does not hold K♠: its hand is 3♥ 4♥", "italian", ("Anna", "Bruno", "Carla"))
    'Bruno does not hold R di spade: its hand is 3 di coppe, 4 di coppe'
    >>> translate("seat 0 does not hold K♠: its hand is 3♥", "french", ("Anna", "Bruno", "Carla"), me=0)
    'you do not hold K♠: your hand is 3♥'
    >>> translate("Carla calls A♣.", "italian")
    'Carla calls A di bastoni.'
    """
    _check_style(style)
    if names is not None or me is not None:
        said = _SEAT.sub(lambda m: _say_seat(m, names, me), text)
        if said != text and me is not None and "you do not hold" in said:
            said = said.replace("its hand is", "your hand is")
        text = said
    if style == FRENCH_SUITS:
        return text
    text = _CARDS.sub(lambda m: _say_cards(m, style), text)
    text = _ENGLISH_SUIT.sub(lambda m: _SYMBOL_SUIT[m.group(1)].value, text)
    return re.sub("[♥♦♣♠]", lambda m: _SYMBOL_SUIT[m.group(0)].value, text)


_SVG_TEXT = re.compile(r"(<text[^>]*>)([^<]*)(</text>)")


def translate_svg(svg: str, style: str) -> str:
    """A picture's written words (its ``<text>`` elements) in the page's naming; its
    tooltips (``<title>``), which name each card every way, are left as they are.

    >>> translate_svg('<svg><text x="1">Called 3♦</text><title>3♦ tre di denari</title></svg>', "italian")
    '<svg><text x="1">Called 3 di denari</text><title>3♦ tre di denari</title></svg>'
    """
    _check_style(style)
    if style == FRENCH_SUITS:
        return svg
    return _SVG_TEXT.sub(lambda m: m.group(1) + translate(m.group(2), style) + m.group(3), svg)


__all__ = ["FRENCH_SUITS", "FRENCH_SUIT_WORDS", "ITALIAN_RANK", "ITALIAN_SUITS", "STYLES", "card_name", "card_words", "cards_name", "rank_name", "suit_name", "translate",
           "translate_svg"]
