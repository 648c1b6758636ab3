"""The 40-card pack (R3), its rank order (R4) and values in thirds (R5); reading cards."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from calabresella import PACK, Card, CardError, Rank, Suit, parse_cards, thirds_of
from calabresella.engine.cards import PACK_THIRDS, RANKS_HIGH_TO_LOW, SUITS, sort_hand
from calabresella.games.italian.rules import ITALIAN
from calabresella.games.italian.scoring import trick_winner_offset


def c(text: str) -> Card:
    return Card.parse(text)


# --------------------------------------------------------------------- R3 the pack


def test_R3_pack_is_forty_distinct_cards_four_suits_of_ten() -> None:
    assert len(PACK) == 40
    assert len(set(PACK)) == 40
    assert set(SUITS) == set(Suit)
    for suit in Suit:
        in_suit = [card for card in PACK if card.suit is suit]
        assert len(in_suit) == 10
        assert {card.rank for card in in_suit} == set(Rank)


def test_R3_italian_suits_match_french_symbols() -> None:
    assert Suit.parse("♥") is Suit.COPPE is Suit.parse("coppe") is Suit.parse("H")
    assert Suit.parse("♦") is Suit.DENARI is Suit.parse("denari") is Suit.parse("d")
    assert Suit.parse("♣") is Suit.BASTONI is Suit.parse("bastoni") is Suit.parse("C")
    assert Suit.parse("♠") is Suit.SPADE is Suit.parse("spade") is Suit.parse("s")
    assert [s.symbol for s in SUITS] == ["♥", "♦", "♣", "♠"]
    assert [s.letter for s in SUITS] == ["H", "D", "C", "S"]
    assert [s.english for s in SUITS] == ["cups", "coins", "batons", "swords"]


def test_R3_no_ten_nine_or_eight_and_the_Q_is_the_cavallo() -> None:
    for text in ("10♠", "9♥", "8D", "T♣", "10 di spade"):
        with pytest.raises(CardError):
            Card.parse(text)
    assert c("Q♠") == c("cavallo di spade") == Card(Rank.KNIGHT, Suit.SPADE)
    assert c("Q♠").italian == "cavallo di spade"


# --------------------------------------------------------------------- R4 rank order


def test_R4_rank_order_is_3_2_A_K_Q_J_7_6_5_4() -> None:
    assert [r.value for r in RANKS_HIGH_TO_LOW] == ["3", "2", "A", "K", "Q", "J", "7", "6", "5", "4"]
    strengths = [r.strength for r in RANKS_HIGH_TO_LOW]
    assert strengths == sorted(strengths, reverse=True)
    assert len(set(strengths)) == 10
    for suit in Suit:
        ranked = [Card(r, suit) for r in RANKS_HIGH_TO_LOW]
        for i, high in enumerate(ranked):
            for low in ranked[i + 1 :]:
                assert high.beats(low)
                assert not low.beats(high)


def test_R4_three_beats_two_beats_ace_beats_king() -> None:
    assert c("3♦").beats(c("2♦"))
    assert c("2♦").beats(c("A♦"))
    assert c("A♦").beats(c("K♦"))
    assert c("J♦").beats(c("7♦"))
    assert not c("4♦").beats(c("5♦"))


def test_R4_there_are_never_trumps() -> None:
    # A card of another suit never beats, however high.
    assert not c("3♠").beats(c("4♥"))
    assert not c("4♥").beats(c("3♠"))
    assert trick_winner_offset(parse_cards("4♥ 3♠ A♠")) == 0
    assert trick_winner_offset(parse_cards("5♣ 3♠ 7♣")) == 2


# --------------------------------------------------------------------- R5 values


@pytest.mark.parametrize(
    ("rank", "thirds"),
    [("A", 3), ("3", 1), ("2", 1), ("K", 1), ("Q", 1), ("J", 1), ("7", 0), ("6", 0), ("5", 0), ("4", 0)],
)
def test_R5_card_values_in_thirds(rank: str, thirds: int) -> None:
    for suit in "HDCS":
        assert c(rank + suit).thirds == thirds


def test_R5_the_pack_holds_32_thirds_and_a_deal_35() -> None:
    assert thirds_of(PACK) == PACK_THIRDS == 32
    assert sum(1 for card in PACK if card.thirds == 3) == 4
    assert sum(1 for card in PACK if card.thirds == 1) == 20
    assert ITALIAN.last_trick_thirds == 3
    assert ITALIAN.total_thirds == 35


# --------------------------------------------------------------------- reading cards


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("3♠", Rank.THREE, Suit.SPADE),
        ("3S", Rank.THREE, Suit.SPADE),
        ("3s", Rank.THREE, Suit.SPADE),
        (" 3 ♠ ", Rank.THREE, Suit.SPADE),
        ("asso di coppe", Rank.ACE, Suit.COPPE),
        ("Asso di Coppe", Rank.ACE, Suit.COPPE),
        ("cavallo di spade", Rank.KNIGHT, Suit.SPADE),
        ("tre di bastoni", Rank.THREE, Suit.BASTONI),
        ("fante di denari", Rank.JACK, Suit.DENARI),
        ("re di spade", Rank.KING, Suit.SPADE),
        ("ace of cups", Rank.ACE, Suit.COPPE),
        ("king of clubs", Rank.KING, Suit.BASTONI),
        ("Q♥", Rank.KNIGHT, Suit.COPPE),
        ("C♥", Rank.KNIGHT, Suit.COPPE),
        ("R♦", Rank.KING, Suit.DENARI),
        ("F♣", Rank.JACK, Suit.BASTONI),
        ("1♠", Rank.ACE, Suit.SPADE),
        ("7d", Rank.SEVEN, Suit.DENARI),
        ("2C", Rank.TWO, Suit.BASTONI),
        ("as", Rank.ACE, Suit.SPADE),
        ("4♡", Rank.FOUR, Suit.COPPE),
    ],
)
def test_parse_card_forms(text: str, rank: Rank, suit: Suit) -> None:
    assert Card.parse(text) == Card(rank, suit)


@pytest.mark.parametrize("text", ["", " ", "3", "♠", "X♠", "3X", "11♠", "asso di stelle", "bogus di coppe", "3♠♠"])
def test_parse_bad_card_raises_card_error_with_help(text: str) -> None:
    with pytest.raises(CardError) as info:
        Card.parse(text)
    message = str(info.value)
    # The message quotes what was wrong: the whole text, or the word that is not a rank or suit.
    assert repr(text) in message or any(repr(word) in message for word in text.split())
    assert "R3" in message or "R4" in message
    assert isinstance(info.value, ValueError)


def test_parse_bad_card_message_shows_an_example() -> None:
    with pytest.raises(CardError, match=r"3♠"):
        Card.parse("Z♠9")


def test_parse_non_text_raises_card_error() -> None:
    with pytest.raises(CardError):
        Card.parse(3)  # type: ignore[arg-type]
    with pytest.raises(CardError):
        Card("3", "♠")  # type: ignore[arg-type]


def test_parse_card_passes_a_card_through() -> None:
    card = c("A♣")
    assert Card.parse(card) is card  # type: ignore[arg-type]


@pytest.mark.parametrize("card", PACK, ids=str)
def test_every_card_reads_back_from_each_of_its_names(card: Card) -> None:
    assert Card.parse(str(card)) == card
    assert Card.parse(card.italian) == card
    assert Card.parse(card.english) == card
    assert Card.parse(card.rank.value + card.suit.letter) == card
    assert Card.parse((card.rank.value + card.suit.letter).lower()) == card


def test_parse_cards_reads_lists_in_several_forms() -> None:
    expected = (c("3♠"), c("2♠"), c("A♥"))
    assert parse_cards("3S 2s, A♥") == expected
    assert parse_cards("3♠,2♠,AH") == expected
    assert parse_cards(["3♠", c("2♠"), "asso di coppe"]) == expected
    assert parse_cards("") == ()
    with pytest.raises(CardError):
        parse_cards("3♠ 10♠")


def test_suit_and_rank_parse_errors_name_the_rule() -> None:
    with pytest.raises(CardError, match="R3"):
        Suit.parse("stars")
    with pytest.raises(CardError, match="R4"):
        Rank.parse("10")


# --------------------------------------------------------------------- reprs and order


def test_reprs_paste_back() -> None:
    namespace = {"Card": Card, "Suit": Suit, "Rank": Rank}
    for card in PACK:
        assert eval(repr(card), namespace) == card
    for suit in Suit:
        assert eval(repr(suit), namespace) is suit
    for rank in Rank:
        assert eval(repr(rank), namespace) is rank
    assert repr(c("3♠")) == "Card.parse('3♠')"


def test_cards_are_hashable_values() -> None:
    assert c("3♠") == Card(Rank.THREE, Suit.SPADE)
    assert hash(c("3♠")) == hash(Card(Rank.THREE, Suit.SPADE))
    assert len({c("3♠"), c("3S"), c("tre di spade")}) == 1


def test_pack_is_in_the_stable_order_suit_by_suit_highest_first() -> None:
    assert [card.index for card in PACK] == list(range(40))
    assert [str(card) for card in PACK[:10]] == ["3♥", "2♥", "A♥", "K♥", "Q♥", "J♥", "7♥", "6♥", "5♥", "4♥"]
    assert [card.suit for card in PACK[::10]] == [Suit.COPPE, Suit.DENARI, Suit.BASTONI, Suit.SPADE]
    assert sorted(PACK) == list(PACK)


@given(st.permutations(PACK))
def test_sorting_any_shuffle_gives_the_pack_order(cards: list[Card]) -> None:
    assert sorted(cards) == list(PACK)
    assert sort_hand(cards) == PACK
    hand = cards[:12]
    assert list(sort_hand(hand)) == sorted(hand, key=lambda card: card.index)


def test_sort_is_deterministic_across_runs() -> None:
    cards = list(PACK)
    random.Random(3).shuffle(cards)
    assert sort_hand(cards[:12]) == sort_hand(reversed(cards[:12]))
    assert c("4♥") < c("3♦")
    assert c("3♥") < c("4♥")
    assert not c("3♥") < c("3♥")


@pytest.mark.parametrize("text", ["x" * 5000, "3" + "♠" * 3000])
def test_R3_a_pasted_page_that_is_no_card_is_not_echoed_back_whole(text: str) -> None:
    with pytest.raises(CardError, match="R3") as refused:
        Card.parse(text)
    assert len(str(refused.value)) < 300 and "…" in str(refused.value)


def test_R4_a_long_word_that_is_no_rank_is_not_echoed_back_whole() -> None:
    with pytest.raises(CardError, match="R4") as refused:
        Rank.parse("q" * 5000)
    assert len(str(refused.value)) < 300
