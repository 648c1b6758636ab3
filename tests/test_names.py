"""How cards and suits are named on screen (R3, R4): one naming per suit style."""

from __future__ import annotations

import pytest

from calabresella.engine.cards import PACK, Card, Rank, Suit
from calabresella.engine.errors import ArgumentValueError
from calabresella.show.names import card_name, cards_name, rank_name, suit_name, translate
from calabresella.show.svg import card_svg

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


def test_an_engine_refusal_is_said_to_the_learner_in_the_suits_shown_r20():
    """R20: the engine's follow-suit refusal, said to seat 0 as "you" with Italian names."""
    message = "R20: you must follow suit: batons (♣) were led and seat 0 holds 3♣ 7♣; play one of those"
    italian = translate(message, "italian", NAMES, me=0)
    assert italian == ("R20: you must follow suit: bastoni were led and you hold 3 di bastoni, 7 di bastoni; "
                       "play one of those")
    assert not set("♥♦♣♠") & set(italian)
    french = translate(message, "french", NAMES, me=0)
    assert french == "R20: you must follow suit: batons (♣) were led and you hold 3♣ 7♣; play one of those"


def test_another_seat_is_named_and_the_learner_is_you():
    assert translate("seat 2 may pass", "french", NAMES, me=0) == "Carla may pass"
    assert translate("seat 0 is following to a trick", "french", NAMES, me=0) == "you are following to a trick"
    assert translate("seat 0 does not hold K♠: its hand is 3♥", "italian", NAMES, me=0) == (
        "you do not hold R di spade: your hand is 3 di coppe"
    )
    assert translate("seat 1 holds A♦", "italian") == "seat 1 holds A di denari", "without names, seats stay"


def test_words_that_only_look_like_cards_are_left_alone():
    assert translate("R20 and V5 (R14); AK no suit", "italian") == "R20 and V5 (R14); AK no suit"


def test_a_bad_style_is_refused_in_plain_words():
    with pytest.raises(ArgumentValueError, match="style must be 'italian'"):
        card_name(PACK[0], "german")
    with pytest.raises(ArgumentValueError, match="style must be"):
        translate("3♠", "")
