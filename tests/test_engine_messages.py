"""The engine's refusals are messages (issue #20): data with values, said at the edge to the
table on screen, a seat as its player's name or "you", cards in the table's suit style."""

from __future__ import annotations

import pickle

import pytest

from calabresella.engine.actions import Bid, Contract, Play, parse_action
from calabresella.engine.cards import Card, CardError, pack_problem, parse_cards
from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    CalabresellaError,
    IllegalActionError,
    check_bool,
    check_instance,
    check_int,
    check_time_budget,
)
from calabresella.engine.files import FileFormatError, parse_json
from calabresella.engine.game import read_deal
from calabresella.games.italian.deal import Deal
from calabresella.words import Message, Table, on_screen, using_language
from calabresella.words.pseudo import unwrapped


def _follow_suit_refusal() -> tuple[Deal, IllegalActionError]:
    """Seed 7, Solo for seat 1 and play until a seat holds the suit led and tries another."""
    deal = Deal.new(seed=7)
    while deal.to_move is not None:
        legal = deal.legal_actions()
        seat = deal.to_move
        if deal.current is not None and deal.current.cards:
            held = deal.hands[seat]
            other = [c for c in held if Play(c) not in legal]
            if other:
                with pytest.raises(IllegalActionError) as info:
                    deal.apply(Play(other[0]))
                return deal, info.value
        deal = deal.apply(Bid(Contract.SOLO) if Bid(Contract.SOLO) in legal else legal[0])
    raise AssertionError("no deal of seed 7 asks to follow suit")


def test_R20_a_refusal_names_the_player_or_says_you_and_keeps_its_rule_id() -> None:
    deal, error = _follow_suit_refusal()
    seat = deal.to_move
    assert seat is not None
    names = ("Ada", "Ben", "Cy")
    assert isinstance(error.message, Message)
    assert str(error).startswith("R20: ")
    to_names = error.render(Table(names=names))
    assert to_names.startswith(f"R20: {names[seat]} must follow suit: ")
    assert f"and {names[seat]} holds " in to_names
    to_viewer = error.render(Table(names=names, viewer=seat))
    assert to_viewer.startswith("R20: you must follow suit: ") and " and you hold " in to_viewer
    assert "seat " not in to_names + to_viewer


def test_R20_a_card_not_held_is_refused_in_the_style_on_screen() -> None:
    deal = Deal.new(seed=7)
    deal = deal.apply_all([parse_action("bid solo"), parse_action("pass"), parse_action("pass")])
    while deal.to_move is None or not any(isinstance(a, Play) for a in deal.legal_actions()):
        deal = deal.apply(deal.legal_actions()[0])
    seat = deal.to_move
    missing = next(c for c in parse_cards("3♠ 3♥ 3♦ 3♣ A♠ A♥") if c not in deal.hands[seat])
    with pytest.raises(IllegalActionError) as info:
        deal.apply(Play(missing))
    error = info.value
    french = error.render(Table(viewer=seat))
    assert french.startswith(f"{error.rule}: you do not hold {missing}: you hold ")
    assert " ".join(map(str, deal.hands[seat])) in french
    with on_screen(style="italian"):
        italian = str(error)
    assert "Anna Bruno Carla".split()[seat] in italian and " di " in italian and "♠" not in italian


def test_every_refusal_pickles_with_its_message() -> None:
    _, error = _follow_suit_refusal()
    again = pickle.loads(pickle.dumps(error))
    assert again.rule == error.rule and str(again) == str(error)
    for call in (lambda: check_int(lambda: 0, "soloist", 0, 2, rule="R2"), lambda: Card.parse("10♠"),
                 lambda: check_instance(iter(()), Card, "card", "a Card such as Card.parse('3♠')")):
        with pytest.raises(CalabresellaError) as info:
            call()
        assert str(pickle.loads(pickle.dumps(info.value))) == str(info.value)


def test_the_checks_say_what_was_expected_with_the_name_as_a_parameter() -> None:
    with pytest.raises(ArgumentTypeError, match=r"^own_hand must be True or False, got 'yes'$"):
        check_bool("yes", "own_hand")
    with pytest.raises(ArgumentValueError, match=r"^soloist must be a whole number of at least 0 \(R2\), got -1$"):
        check_int(-1, "soloist", 0, rule="R2")
    with pytest.raises(ArgumentValueError, match=r"^seed must be a whole number of at most 9, got 10$"):
        check_int(10, "seed", high=9)
    with pytest.raises(ArgumentValueError, match="at most 86400 .a day., got inf"):
        check_time_budget(float("inf"))


def test_a_deal_and_a_file_that_are_wrong_say_so_in_messages() -> None:
    with pytest.raises(CalabresellaError, match=r"a deal has 3 hands of 12 cards \(R7\), got hands of \[1\]"):
        read_deal([["3♠"]], [], players=3, hand_size=12, rest_size=4, rest_name="monte", rule="R7")
    problem = pack_problem(parse_cards("3♥") * 40)
    assert problem is not None and str(problem).startswith("twice 3♥, missing 2♥ A♥")
    with on_screen(style="italian"):
        assert str(problem).startswith("twice 3 di coppe, missing 2 di coppe, A di coppe")
    with pytest.raises(FileFormatError, match="^input: calabresella-deal version 3 is not supported"):
        parse_json('{"format": "calabresella-deal", "version": 3}', "calabresella-deal", 2)


def test_the_engines_refusals_come_from_the_catalogue() -> None:
    _, error = _follow_suit_refusal()
    with using_language("en-XA"):
        said = [str(error), str(pytest.raises(CardError, Card.parse, "10♠").value),
                str(pytest.raises(ArgumentValueError, check_int, 5, "soloist", 0, 2).value)]
    for text in said:
        left = unwrapped(text)
        assert not any(word.isalpha() and len(word) > 2 and word not in ("soloist",) for word in left.split()), text
