"""How cards and suits are named on screen (R3, R4): one naming per suit style."""

from __future__ import annotations

import pytest

from calabresella.engine.cards import PACK, Card, Rank, Suit
from calabresella.engine.errors import ArgumentValueError
from calabresella.show.names import card_name, cards_name, rank_name, suit_name
from calabresella.show.svg import card_svg
from calabresella.words import Seat, Table, about, msg, on_screen

NAMES = ("Anna", "Bruno", "Carla")


def test_italian_figures_are_named_as_the_pictures_mark_them_r4():
    """R4: the Italian pictures mark re, cavallo, fante R, C, F; the names say the same."""
    for card in PACK:
        corner = rank_name(card.rank, "italian")
        assert f">{corner}</text>" in card_svg(card, style="italian"), card
        assert f">{rank_name(card.rank, 'french')}</text>" in card_svg(card, style="french"), card
    assert [rank_name(r, "italian") for r in (Rank.KING, Rank.KNIGHT, Rank.JACK)] == ["R", "C", "F"]


def test_every_card_has_one_name_per_style_and_it_reads_back_r3():
    """R3: 40 different names in each style; each one is read back by Card.parse."""
    for style in ("italian", "french"):
        names = [card_name(c, style) for c in PACK]
        assert len(set(names)) == 40
        assert [Card.parse(n) for n in names] == list(PACK)
    assert card_name(Card.parse("K♥"), "italian") == "R di coppe"
    assert card_name(Card.parse("K♥"), "french") == "K♥"
    assert suit_name(Suit.SPADE, "italian") == "spade" and suit_name(Suit.SPADE, "french") == "♠"


def test_a_list_of_cards_is_separated_so_it_reads_clearly():
    cards = [Card.parse("3♣"), Card.parse("7♣")]
    assert cards_name(cards, "italian") == "3 di bastoni, 7 di bastoni"
    assert cards_name(cards, "french") == "3♣ 7♣"


def test_a_message_names_its_cards_in_the_suits_shown_r20():
    """R20: a message's cards are said in the style of the table on screen; the learner is "you"."""
    message = about(Seat(0), "{player} holds {cards}", "you hold {cards}", cards=[Card.parse("3♣"), Card.parse("7♣")])
    with on_screen(style="italian", names=NAMES, viewer=0):
        italian = str(message)
    assert italian == "you hold 3 di bastoni, 7 di bastoni"
    assert not set("♥♦♣♠") & set(italian)
    assert message.render(Table(names=NAMES, viewer=0, style="french")) == "you hold 3♣ 7♣"
    assert message.render(Table(names=NAMES, style="italian")) == "Anna holds 3 di bastoni, 7 di bastoni"


def test_another_seat_is_named_by_the_table():
    line = msg("{player} may pass", player=Seat(2))
    assert line.render(Table(names=NAMES, viewer=0)) == "Carla may pass"


def test_a_bad_style_is_refused_in_plain_words():
    with pytest.raises(ArgumentValueError, match="style must be 'italian'"):
        card_name(PACK[0], "german")
    with pytest.raises(ArgumentValueError, match="style must be"):
        Table(style="")
