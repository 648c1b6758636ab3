"""V4, Calabrasella as the American account tells it (Cavendish 1870, Foster's Complete
Hoyle): the profile, the deal, the say, the asking and the hidden exchange, the discards
and the widow, the play, the whole-point scoring, records and playthroughs, and
property tests over many random complete deals."""

from __future__ import annotations

import copy
import dataclasses
import json
import random
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from calabresella.engine.actions import (
    Bid,
    Call,
    Contract,
    Discard,
    Enhance,
    Enhancement,
    GiveBack,
    Pass,
    Play,
    Share,
)
from calabresella.engine.cards import PACK, Card, parse_cards, sort_hand, thirds_of
from calabresella.engine.errors import RulesError  # the American profiles are not the Italian game's
from calabresella.games import american as am
from calabresella.games.american import (
    AMERICAN,
    AmericanDeal,
    AmericanPhase,
    PlayAlone,
    Take,
    TurnWidow,
)
from calabresella.games.american.narrate import describe_american
from calabresella.games.italian.deal import DealError, IllegalActionError
from calabresella.games.italian.rules import ITALIAN
from calabresella.games.record import RecordError
from calabresella.show.playthrough import playthrough, write

FOLDER = Path(__file__).parent / "playthroughs"
RULE_ID = re.compile(r"^(V4|R20): \S")

seeds = st.integers(min_value=0, max_value=2**32 - 1)
dealers = st.integers(min_value=0, max_value=2)
speakers = st.sampled_from([None, 0, 1, 2])
c = Card.parse


def steps_of(seed: int, dealer: int, speaker: int | None, choices: int) -> list[AmericanDeal]:
    """Every state of a random deal: the ``speaker``-th to speak says "I play" (None: all
    pass); every other action is drawn uniformly from the legal ones."""
    rng = random.Random(choices)
    state = AmericanDeal.new(seed=seed, dealer=dealer)
    states = [state]
    while not state.is_over:
        if state.phase is AmericanPhase.SAY:
            action: am.AmericanAction = PlayAlone() if state.spoken == speaker else Pass()
        else:
            action = rng.choice(state.legal_actions())
        state = state.apply(action)
        states.append(state)
    return states


def every_card(deal: AmericanDeal) -> list[Card]:
    played = [card for trick in deal.tricks for card in trick.cards]
    current = list(deal.current.cards) if deal.current else []
    return sorted([card for hand in deal.hands for card in hand] + list(deal.widow) + list(deal.discards) + played + current)


def simple(dealer: int = 2) -> AmericanDeal:
    """Seat 0 holds every heart and two diamonds, seat 1 the other diamonds and the
    clubs' top, seat 2 the rest; the widow is the four lowest spades. Seat 0 is the eldest."""
    return AmericanDeal.from_cards([PACK[0:12], PACK[12:24], PACK[24:36]], PACK[36:40], dealer=dealer)


def to_widow_turned(deal: AmericanDeal, discards: int) -> AmericanDeal:
    """From the ask or exchange, discard the first ``discards`` legal cards and turn up the widow."""
    while deal.phase is not AmericanPhase.DISCARD:
        deal = deal.apply(deal.legal_actions()[0])
    for _ in range(discards):
        deal = deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Discard)))
    return deal.apply(TurnWidow())


# --------------------------------------------------------------------------- the profile


def test_V4_profile_is_named_american_frozen_and_cites_its_sources() -> None:
    assert AMERICAN.name == "american" and am.american_profile("american") is AMERICAN
    assert "V4" in AMERICAN.description and "Cavendish" in AMERICAN.description
    assert "Foster" in (am.__doc__ or "") and "Cavendish" in (am.__doc__ or "")
    assert (AMERICAN.hand_size, AMERICAN.deal_packet, AMERICAN.widow_size) == (12, 2, 4)
    assert (AMERICAN.min_discard, AMERICAN.max_discard, AMERICAN.total_points, AMERICAN.win_points) == (1, 4, 35, 18)
    assert AMERICAN.all_points_amount == 70
    with pytest.raises(dataclasses.FrozenInstanceError):
        AMERICAN.win_points = 17  # type: ignore[misc]
    assert AMERICAN.replace(discard_may_include_asked=False).discard_may_include_asked is False


@pytest.mark.parametrize(
    "changes, message",
    [
        ({"hand_size": 13}, "the pack has 40 cards"),
        ({"deal_packet": 5}, "packets of 5"),
        ({"min_discard": 0}, "V4: 1 to 4"),
        ({"max_discard": 5}, "V4: 1 to 4"),
        ({"min_discard": 3, "max_discard": 2}, "V4: 1 to 4"),
        ({"win_points": 17}, "majority"),
        ({"win_points": 36}, "majority"),
        ({"all_points_amount": 34}, "count double"),
        ({"last_trick_points": -1}, "0 or more"),
        ({"hand_size": True}, "whole number"),
        ({"exchange_may_return_asked": "yes"}, "True or False"),
        ({"name": ""}, "needs a name"),
    ],
)
def test_V4_profile_refuses_values_that_make_no_game(changes: dict[str, object], message: str) -> None:
    with pytest.raises(RulesError, match=message):
        AMERICAN.replace(**changes)


def test_unknown_american_profile_names_are_refused_with_the_choices() -> None:
    with pytest.raises(RulesError, match="choose one of american"):
        am.american_profile("italian")


def test_an_american_deal_needs_american_rules() -> None:
    with pytest.raises(DealError, match="AmericanRules"):
        AmericanDeal.from_cards([PACK[0:12], PACK[12:24], PACK[24:36]], PACK[36:], rules=ITALIAN)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- the deal


@pytest.mark.parametrize("seed, dealer", [(0, 0), (7, 1), (123456, 2)])
def test_V4_twelve_each_dealt_in_twos_from_the_dealers_left_four_to_the_widow(seed: int, dealer: int) -> None:
    rng = random.Random(seed)
    pack = list(PACK)
    rng.shuffle(pack)
    cut = rng.randint(1, 39)
    pack = pack[cut:] + pack[:cut]
    deal = AmericanDeal.new(seed=seed, dealer=dealer)
    left, next_left = (dealer + 1) % 3, (dealer + 2) % 3
    for packet in range(6):
        for k, seat in enumerate((left, next_left, dealer)):
            start = 6 * packet + 2 * k
            assert deal.dealt_hands[seat][2 * packet : 2 * packet + 2] == tuple(pack[start : start + 2])
    assert deal.dealt_widow == tuple(pack[36:]) == deal.widow
    assert deal.hands == tuple(sort_hand(h) for h in deal.dealt_hands)


def test_V4_same_seed_same_deal_and_negative_seeds_are_refused() -> None:
    assert AmericanDeal.new(seed=42, dealer=1) == AmericanDeal.new(seed=42, dealer=1)
    assert AmericanDeal.new(seed=42).hands != AmericanDeal.new(seed=43).hands
    for bad in (-1, -42):
        with pytest.raises(ValueError, match="at least 0"):
            AmericanDeal.new(seed=bad)
    for mistyped in (1.5, True, "7", None):  # not a whole number: a TypeError, saying what was expected
        with pytest.raises(TypeError, match="at least 0"):
            AmericanDeal.new(seed=mistyped)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="seats are numbered"):
        AmericanDeal.new(seed=1, dealer=3)


def test_V4_the_deal_passes_to_the_left_and_the_eldest_hand_is_the_dealers_left() -> None:
    assert [am.next_dealer(d) for d in range(3)] == [1, 2, 0]
    for dealer in range(3):
        deal = AmericanDeal.new(seed=5, dealer=dealer)
        assert deal.eldest == deal.to_move == am.next_seat(dealer) == (dealer + 1) % 3


def test_a_deal_that_is_not_the_forty_cards_is_refused() -> None:
    hands = [list(PACK[0:12]), list(PACK[12:24]), list(PACK[24:36])]
    hands[0][0] = hands[1][0]
    with pytest.raises(DealError, match="each of the 40 cards once"):
        AmericanDeal.from_cards(hands, PACK[36:])
    with pytest.raises(DealError, match="widow has 4"):
        AmericanDeal.from_cards([PACK[0:12], PACK[12:24], PACK[24:36]], PACK[36:39])


# --------------------------------------------------------------------------- the say


def test_V4_the_first_to_say_I_play_plays_alone_and_the_others_do_not_speak() -> None:
    deal = AmericanDeal.new(seed=9, dealer=0)
    assert deal.legal_actions() == (PlayAlone(), Pass())
    eldest = deal.apply(PlayAlone())
    assert eldest.soloist == 1 and eldest.spoken == 1 and eldest.phase is AmericanPhase.ASK
    assert eldest.to_move == 1 and eldest.adversaries == (2, 0)
    with pytest.raises(IllegalActionError, match="^V4: it is the ask") as info:
        eldest.apply(Pass())  # the others do not speak
    assert info.value.rule == "V4"
    second = deal.apply_all([Pass(), PlayAlone()])
    assert second.soloist == 2 and second.spoken == 2 and second.phase is AmericanPhase.ASK
    dealer = deal.apply_all([Pass(), Pass(), PlayAlone()])
    assert dealer.soloist == 0 and dealer.spoken == 3


def test_V4_if_all_pass_the_hand_is_abandoned_and_nothing_is_scored() -> None:
    abandoned = AmericanDeal.new(seed=9, dealer=0).apply_all([Pass(), Pass(), Pass()])
    assert abandoned.phase is AmericanPhase.ABANDONED and abandoned.is_over
    assert abandoned.result is None and abandoned.to_move is None and abandoned.legal_actions() == ()
    assert abandoned.explain(Pass()) == (
        "V4: all three said 'I pass': the hand is abandoned, nothing more happens and the deal passes to the left"
    )


def test_V4_there_is_no_bidding_and_no_italian_contract() -> None:
    deal = AmericanDeal.new(seed=9)
    message = deal.explain(Bid(Contract.SOLO))
    assert message is not None and message.startswith("V4: it is the say") and "no bidding" in message
    assert "Solissimo enhancement" in (deal.explain(Enhance(Enhancement.PLAIN)) or "")
    assert "not an action" in (deal.explain("i play") or "")  # type: ignore[arg-type]


# --------------------------------------------------------------------------- asking


def test_V4_the_single_player_asks_for_a_3_he_lacks_choosing_the_suit() -> None:
    deal = simple().apply(PlayAlone())  # seat 0 holds 3♥ and 3♦, lacks 3♣ and 3♠
    assert deal.legal_actions() == tuple(Call(x) for x in parse_cards("3♣ 3♠"))
    assert "holds 3♥ already" in (deal.explain(Call(c("3♥"))) or "")
    refused = deal.explain(Call(c("2♠")))
    assert refused is not None and refused.startswith("V4: the single player asks for the best card he lacks")
    assert "one of 3♣ 3♠" in refused


def test_V4_a_2_only_when_holding_all_four_3s_an_ace_only_with_all_four_2s_too() -> None:
    threes = [x for x in PACK if x.rank.value == "3"]
    twos = [x for x in PACK if x.rank.value == "2"]
    rest = [x for x in PACK if x not in threes and x not in twos]
    hand0 = threes + twos[:2] + rest[:6]
    others = [x for x in PACK if x not in hand0]
    deal = AmericanDeal.from_cards([hand0, others[:12], others[12:24]], others[24:], dealer=2).apply(PlayAlone())
    assert deal.legal_actions() == tuple(Call(x) for x in twos[2:])
    assert "lacks a 2 and holds all four 3s" in (deal.explain(Call(rest[20])) or "")
    hand0 = threes + twos + rest[:4]
    others = [x for x in PACK if x not in hand0]
    deal = AmericanDeal.from_cards([hand0, others[:12], others[12:24]], others[24:], dealer=2).apply(PlayAlone())
    aces = tuple(x for x in PACK if x.rank.value == "A" and x not in hand0)
    assert deal.legal_actions() == tuple(Call(x) for x in aces)
    assert am.askable(PACK[:0]) == tuple(x for x in PACK if x.rank.value == "3")


def test_V4_the_holder_hands_the_asked_card_over_and_gets_any_other_card_in_exchange() -> None:
    deal = simple().apply_all([PlayAlone(), Call(c("3♠"))])  # 3♠ is in seat 2's hand
    assert deal.asked == c("3♠") and deal.asked_holder == 2 and deal.third_player == 1
    assert deal.phase is AmericanPhase.EXCHANGE and deal.to_move == 0
    assert c("3♠") in deal.hands[0] and len(deal.hands[0]) == 13 and len(deal.hands[2]) == 11
    assert set(deal.legal_actions()) == {GiveBack(x) for x in deal.hands[0] if x != c("3♠")}
    assert "no exchange" in (deal.explain(GiveBack(c("3♠"))) or "")
    assert "does not hold" in (deal.explain(GiveBack(c("K♠"))) or "")
    after = deal.apply(GiveBack(c("4♥")))
    assert after.exchange_card == c("4♥") and c("4♥") in after.hands[2]
    assert [len(h) for h in after.hands] == [12, 12, 12] and after.phase is AmericanPhase.DISCARD


def test_V4_an_asked_card_in_the_widow_means_no_exchange() -> None:
    hands = [list(PACK[0:12]), list(PACK[12:24]), list(PACK[24:36])]
    widow = list(PACK[36:40])
    hands[2][6], widow[0] = widow[0], hands[2][6]  # 3♠ into the widow
    deal = AmericanDeal.from_cards(hands, widow, dealer=2).apply_all([PlayAlone(), Call(c("3♠"))])
    assert deal.asked_holder is None and deal.exchange_card is None and deal.third_player is None
    assert deal.phase is AmericanPhase.DISCARD and [len(h) for h in deal.hands] == [12, 12, 12]
    assert deal.narrate()[-1] == "Anna asks for 3♠: it is in the widow, so there is no exchange (V4)."
    turned = to_widow_turned(deal, 1)
    assert Take(c("3♠")) in turned.legal_actions()  # he may take it from the widow


# --------------------------------------------------------------------------- the hidden exchange card


def test_V4_the_card_given_in_exchange_is_not_shown_to_the_third_player() -> None:
    deal = simple().apply_all([PlayAlone(), Call(c("3♠")), GiveBack(c("4♥"))])
    soloist, holder, third = 0, 2, 1
    assert deal.view(soloist).exchange_card == c("4♥") and deal.view(holder).exchange_card == c("4♥")
    assert deal.view(third).exchange_card is None
    assert "4♥" not in repr(deal.view(third))
    assert deal.narrate(viewer=third)[-1] == "Anna gives Carla a card in exchange, not shown to you (V4)."
    assert deal.narrate(viewer=holder)[-1] == "Anna gives 4♥ to you in exchange."
    other = simple().apply_all([PlayAlone(), Call(c("3♠")), GiveBack(c("K♥"))])
    assert other.view(third) == deal.view(third)
    assert other.view(holder) != deal.view(holder) and other.view(soloist) != deal.view(soloist)
    assert other.narrate(viewer=third) == deal.narrate(viewer=third)


def test_the_exchange_may_return_the_asked_card_only_in_a_profile_that_says_so() -> None:
    rules = AMERICAN.replace(name="american-return", exchange_may_return_asked=True)
    deal = AmericanDeal.from_cards([PACK[0:12], PACK[12:24], PACK[24:36]], PACK[36:], dealer=2, rules=rules)
    deal = deal.apply_all([PlayAlone(), Call(c("3♠"))])
    assert GiveBack(c("3♠")) in deal.legal_actions()


# --------------------------------------------------------------------------- discards and the widow


def test_V4_discard_one_to_four_face_down_then_turn_up_the_widow() -> None:
    deal = simple().apply_all([PlayAlone(), Call(c("3♠")), GiveBack(c("4♥"))])
    assert TurnWidow() not in deal.legal_actions()
    assert deal.explain(TurnWidow()) == "V4: discard at least 1 card face down first (1 to 4), then turn up the widow"
    for count, card in enumerate(parse_cards("5♥ 6♥ 7♥ J♥"), 1):
        deal = deal.apply(Discard(card))
        assert len(deal.discards) == count and TurnWidow() in deal.legal_actions()
    assert deal.legal_actions() == (TurnWidow(),)
    assert "4 cards discarded already" in (deal.explain(Discard(c("Q♥"))) or "")
    turned = deal.apply(TurnWidow())
    assert turned.widow_turned and turned.exposed_widow == PACK[36:40] and turned.phase is AmericanPhase.TAKE


def test_V4_take_from_the_widow_enough_to_restore_twelve_then_the_eldest_hand_leads() -> None:
    for discards in (1, 2, 3, 4):
        deal = to_widow_turned(simple(dealer=1).apply(PlayAlone()), discards)  # seat 2 is the eldest
        soloist = deal.soloist
        assert soloist == 2 and len(deal.hands[soloist]) == 12 - discards
        assert deal.legal_actions() == tuple(Take(x) for x in sort_hand(PACK[36:40]))
        assert "is not in the widow" in (deal.explain(Take(c("3♥"))) or "")
        for _ in range(discards):
            assert deal.phase is AmericanPhase.TAKE
            deal = deal.apply(deal.legal_actions()[-1])
        assert len(deal.hands[soloist]) == 12 and len(deal.taken) == discards
        assert deal.phase is AmericanPhase.PLAY and deal.to_move == deal.eldest == 2
        assert len(deal.widow) == 4 - discards and deal.pile == deal.widow + deal.discards


def test_V4_the_eldest_hand_leads_whoever_plays_alone() -> None:
    for dealer in range(3):
        for speaker in range(3):
            deal = AmericanDeal.new(seed=11, dealer=dealer)
            for _ in range(speaker):
                deal = deal.apply(Pass())
            deal = deal.apply(PlayAlone())
            while deal.phase is not AmericanPhase.PLAY:
                deal = deal.apply(deal.legal_actions()[0])
            assert deal.to_move == deal.current.leader == (dealer + 1) % 3  # type: ignore[union-attr]


def test_V4_the_widow_is_unseen_until_turned_up_and_the_discards_are_the_single_players_secret() -> None:
    deal = simple().apply_all([PlayAlone(), Call(c("3♠")), GiveBack(c("4♥")), Discard(c("5♥"))])
    for seat in range(3):
        view = deal.view(seat)
        assert view.widow == () and view.widow_size == 4 and view.discard_count == 1
        assert view.discards == ((c("5♥"),) if seat == 0 else ())
    assert deal.narrate(viewer=1)[-1] == "Anna discards a card face down."
    assert deal.narrate(viewer=0)[-1] == "You discard 5♥ face down."
    turned = deal.apply(TurnWidow())
    assert all(turned.view(seat).widow == PACK[36:40] for seat in range(3))
    taken = turned.apply(Take(c("7♠")))
    assert all(taken.view(seat).taken == (c("7♠"),) for seat in range(3))


def test_V4_the_discards_may_include_the_card_received_unless_the_profile_forbids_it() -> None:
    deal = simple().apply_all([PlayAlone(), Call(c("3♠")), GiveBack(c("4♥"))])
    assert Discard(c("3♠")) in deal.legal_actions()
    rules = AMERICAN.replace(name="american-keep", discard_may_include_asked=False)
    strict = AmericanDeal.from_cards([PACK[0:12], PACK[12:24], PACK[24:36]], PACK[36:], dealer=2, rules=rules)
    strict = strict.apply_all([PlayAlone(), Call(c("3♠")), GiveBack(c("4♥"))])
    assert Discard(c("3♠")) not in strict.legal_actions()
    assert "is the asked card" in (strict.explain(Discard(c("3♠"))) or "")


def test_V4_the_rest_of_the_widow_and_the_discards_go_to_the_winner_of_the_last_trick() -> None:
    seen = set()
    for seed in range(40):
        final = steps_of(seed, seed % 3, seed % 3, seed)[-1]
        r = final.result
        assert r is not None and final.soloist is not None
        pile = thirds_of(final.pile)
        assert len(final.pile) == 4 and r.pile_points == pile
        last = final.tricks[-1].winner == final.soloist
        assert r.last_trick_to_soloist == last
        soloist_cards = thirds_of(final.captured(final.soloist))
        assert r.soloist_points == soloist_cards + (pile + 3 if last else 0)
        assert r.adversaries_points == 32 - pile - soloist_cards + (0 if last else pile + 3)
        seen.add(last)
    assert seen == {True, False}


# --------------------------------------------------------------------------- scoring


def test_V4_23_against_12_wins_11_from_each_adversary() -> None:
    r = am.score_american(
        soloist=0, soloist_trick_points=17, adversaries_trick_points=12, pile_points=3,
        last_trick_to_soloist=True, soloist_tricks=8,
    )
    assert (r.soloist_points, r.adversaries_points, r.won, r.difference) == (23, 12, True, 11)
    assert r.per_adversary == 11 and r.transfers == (22, -11, -11) and not r.all_points
    assert "11 won from each adversary" in am.score_lines(r)[3]


def test_V4_16_against_19_loses_3_to_each_adversary() -> None:
    r = am.score_american(
        soloist=0, soloist_trick_points=16, adversaries_trick_points=14, pile_points=2,
        last_trick_to_soloist=False, soloist_tricks=5,
    )
    assert (r.soloist_points, r.adversaries_points, r.won, r.difference) == (16, 19, False, -3)
    assert r.transfers == (-6, 3, 3) and sum(r.transfers) == 0
    assert am.american_transfers(1, 16) == (3, -6, 3) and am.american_transfers(2, 17) == (1, 1, -2)
    assert am.american_transfers(2, 18) == (-1, -1, 2)  # 18 wins by 1


def test_V4_all_35_points_count_double_70_from_or_to_each_adversary() -> None:
    # The single player takes every point though the adversaries took a pointless trick.
    sweep = am.score_american(
        soloist=1, soloist_trick_points=30, adversaries_trick_points=0, pile_points=2,
        last_trick_to_soloist=True, soloist_tricks=11,
    )
    assert (sweep.soloist_points, sweep.adversaries_points, sweep.all_points) == (35, 0, True)
    assert sweep.per_adversary == 70 and sweep.transfers == (-70, 140, -70)
    assert "count double: 70 won from each adversary" in "\n".join(am.score_lines(sweep))
    swept = am.score_american(
        soloist=2, soloist_trick_points=0, adversaries_trick_points=30, pile_points=2,
        last_trick_to_soloist=False, soloist_tricks=0,
    )
    assert swept.transfers == (70, 70, -140) and swept.all_points and not swept.won
    assert am.american_transfers(0, 34) == (66, -33, -33)  # 34 to 1 is not a sweep


def test_impossible_captures_are_refused() -> None:
    with pytest.raises(ValueError, match="pack holds 32"):
        am.score_american(soloist=0, soloist_trick_points=20, adversaries_trick_points=20, pile_points=0,
                          last_trick_to_soloist=True, soloist_tricks=6)
    with pytest.raises(ValueError, match="no trick"):
        am.score_american(soloist=0, soloist_trick_points=0, adversaries_trick_points=32, pile_points=0,
                          last_trick_to_soloist=True, soloist_tricks=0)
    with pytest.raises(ValueError, match="from 0 to 35"):
        am.american_transfers(0, 36)


# --------------------------------------------------------------------------- properties over random deals


@given(seed=seeds, dealer=dealers, speaker=speakers, choices=seeds)
def test_forty_cards_are_conserved_at_every_step(seed: int, dealer: int, speaker: int | None, choices: int) -> None:
    for state in steps_of(seed, dealer, speaker, choices):
        assert every_card(state) == list(PACK)
        if state.phase in (AmericanPhase.SAY, AmericanPhase.ASK, AmericanPhase.ABANDONED):
            assert [len(h) for h in state.hands] == [12, 12, 12] and len(state.widow) == 4
        if state.phase is AmericanPhase.PLAY and not state.tricks:
            assert len(state.widow) + len(state.discards) == 4


@given(seed=seeds, dealer=dealers, speaker=speakers, choices=seeds)
def test_every_deal_counts_35_points_and_its_transfers_sum_to_zero(
    seed: int, dealer: int, speaker: int | None, choices: int
) -> None:
    final = steps_of(seed, dealer, speaker, choices)[-1]
    if speaker is None:
        assert final.phase is AmericanPhase.ABANDONED and final.result is None
        return
    r = final.result
    assert r is not None and final.phase is AmericanPhase.FINISHED
    assert r.soloist == final.soloist == (dealer + 1 + speaker) % 3
    assert r.soloist_points + r.adversaries_points == 35
    assert r.won == (r.soloist_points >= 18) and sum(r.transfers) == 0
    assert r.difference == r.soloist_points - r.adversaries_points
    sign = 1 if r.won else -1
    amount = 70 if r.soloist_points in (0, 35) else abs(r.difference)
    assert r.transfers[r.soloist] == 2 * sign * amount
    assert all(r.transfers[s] == -sign * amount for s in range(3) if s != r.soloist)
    assert len(final.tricks) == 12 and all(len(h) == 0 for h in final.hands)


def candidates(state: AmericanDeal) -> list[object]:
    """Actions of every kind for every card, Italian actions, and a non-action."""
    actions: list[object] = [Pass(), PlayAlone(), TurnWidow(), Bid(Contract.SOLO), Enhance(Enhancement.PLAIN)]
    actions += [Share(()), "play 3♠", None]
    for card in PACK:
        actions += [Call(card), GiveBack(card), Discard(card), Take(card), Play(card)]
    return actions


@given(seed=seeds, dealer=dealers, speaker=speakers, choices=seeds, extra=st.lists(st.integers(0, 99), max_size=2))
def test_illegal_actions_are_refused_with_their_rule_and_the_state_unchanged(
    seed: int, dealer: int, speaker: int | None, choices: int, extra: list[int]
) -> None:
    states = steps_of(seed, dealer, speaker, choices)
    firsts = {}
    for state in states:
        firsts.setdefault((state.phase, bool(state.current and state.current.cards)), state)
    for state in [*firsts.values(), *(states[i % len(states)] for i in extra)]:
        snapshot = copy.deepcopy(state)
        legal = set(state.legal_actions())
        for action in candidates(state):
            if action in legal:
                assert state.explain(action) is None and state.is_legal(action)  # type: ignore[arg-type]
                assert state.apply(action).history[-1] == (state.to_move, action)  # type: ignore[arg-type]
                continue
            with pytest.raises(IllegalActionError) as info:
                state.apply(action)  # type: ignore[arg-type]
            message = str(info.value)
            assert RULE_ID.match(message), message
            assert state.explain(action) == message and not state.is_legal(action)  # type: ignore[arg-type]
        assert state == snapshot and state.result == snapshot.result


def hidden_twin(deal: AmericanDeal, seat: int, rng: random.Random) -> AmericanDeal:
    """``deal`` with every card hidden from ``seat`` shuffled among the places hidden from
    it (the other hands, the face-down widow, the discards unless ``seat`` made them),
    the card given in exchange and the history's hidden cards rewritten to match."""
    sees_exchange = seat in (deal.soloist, deal.asked_holder)
    fixed = set(deal.taken) | set(deal.exposed_widow) | {x for x in (deal.asked,) if x is not None}
    if sees_exchange and deal.exchange_card is not None:
        fixed.add(deal.exchange_card)
    hands = [list(h) for h in deal.hands]
    places: list[list[Card]] = [hands[s] for s in range(3) if s != seat]
    widow, discards = list(deal.widow), list(deal.discards)
    if not deal.widow_turned:
        places.append(widow)
    if seat != deal.soloist:
        places.append(discards)
    pool = [x for place in places for x in place if x not in fixed]
    rng.shuffle(pool)
    for place in places:
        place[:] = [x if x in fixed else pool.pop() for x in place]
    exchange = deal.exchange_card
    if exchange is not None and not sees_exchange:
        assert deal.asked_holder is not None
        exchange = rng.choice([x for x in hands[deal.asked_holder] if x != deal.asked] or [exchange])
    new_discards = iter(discards)
    history = []
    for who, action in deal.history:
        if isinstance(action, Discard):
            action = Discard(next(new_discards))
        elif isinstance(action, GiveBack) and exchange is not None:
            action = GiveBack(exchange)
        history.append((who, action))
    dealt = [list(h) for h in deal.dealt_hands] + [list(deal.dealt_widow)]
    others = [i for i in range(4) if i != seat]
    shuffled = [x for i in others for x in dealt[i]]
    rng.shuffle(shuffled)
    for i in others:
        dealt[i] = [shuffled.pop() for _ in dealt[i]]
    return dataclasses.replace(
        deal,
        hands=tuple(sort_hand(h) for h in hands),
        widow=tuple(widow),
        discards=tuple(discards),
        exchange_card=exchange,
        history=tuple(history),
        dealt_hands=tuple(tuple(h) for h in dealt[:3]),
        dealt_widow=tuple(dealt[3]),
    )


@given(seed=seeds, dealer=dealers, speaker=st.sampled_from([0, 1, 2]), choices=seeds, seat=st.integers(0, 2))
def test_a_seats_view_is_unchanged_when_the_cards_hidden_from_it_are_swapped(
    seed: int, dealer: int, speaker: int, choices: int, seat: int
) -> None:
    rng = random.Random(choices)
    changed = 0
    for state in steps_of(seed, dealer, speaker, choices):
        twin = hidden_twin(state, seat, rng)
        assert twin.view(seat) == state.view(seat)
        changed += twin.hands != state.hands or twin.exchange_card != state.exchange_card
    assert changed > 0


# --------------------------------------------------------------------------- actions, narration, random play


def test_every_action_reads_back_from_its_text() -> None:
    final = am.play_random(AmericanDeal.new(seed=3), seed=3)
    for _, action in final.history:
        assert am.parse_american_action(str(action)) == action
    assert am.parse_american_action("I pass") == Pass() and am.parse_american_action("Turn  Widow") == TurnWidow()
    for text in ("bid solo", "enhance plain", "share -", "shout", "take 10♠", "ask"):
        with pytest.raises(am.ActionError, match="cannot read action"):
            am.parse_american_action(text)


def test_narration_tells_each_action_in_one_sentence() -> None:
    final = steps_of(3, 0, 1, 3)[-1]
    lines = final.narrate(["Ada", "Ben", "Cy"])
    assert len(lines) == len(final.history)
    assert lines[0] == "Ben says 'I pass'."
    assert lines[1].startswith("Cy says 'I play': Cy plays alone against Ada and Ben (V4).")
    assert any("turns up the widow" in line for line in lines)
    assert "eldest hand, leads (V4)" in next(line for line in lines if "lie aside" in line)
    assert "Last trick" in lines[-1]
    abandoned = AmericanDeal.new(seed=1).apply_all([Pass()] * 3).narrate()
    assert abandoned[-1].endswith("the hand is abandoned and the deal passes to the left (V4).")


def test_play_random_is_reproducible_and_reaches_every_phase() -> None:
    assert am.play_random(AmericanDeal.new(seed=8), 2) == am.play_random(AmericanDeal.new(seed=8), 2)
    phases = set()
    for seed in range(30):
        final = am.play_random(AmericanDeal.new(seed=seed, dealer=seed % 3), seed)
        phases.add(final.phase)
        assert final.is_over
    assert phases == {AmericanPhase.FINISHED, AmericanPhase.ABANDONED}


# --------------------------------------------------------------------------- records


@pytest.mark.parametrize("seed", range(6))
def test_record_round_trip_replays_to_the_same_deal_and_result(seed: int, tmp_path: Path) -> None:
    deal = am.play_random(AmericanDeal.new(seed=seed, dealer=seed % 3), seed)
    path = tmp_path / "deal.json"
    am.save(deal, path, names=["Ada", "Ben", "Cy"])
    again = am.load(path)
    assert again == deal and again.result == deal.result
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "calabresella-deal" and data["version"] == 2 and data["rules"] == "american"
    assert data["names"] == ["Ada", "Ben", "Cy"] and len(data["widow"]) == 4


def test_record_of_an_unfinished_deal_round_trips() -> None:
    partial = steps_of(4, 1, 0, 4)[9]
    assert not partial.is_over
    assert am.from_json(am.to_json(partial)) == partial


def _record() -> dict[str, object]:
    return am.to_dict(steps_of(3, 0, 1, 3)[-1])


def test_a_record_with_an_illegal_action_is_refused_with_its_index_and_rule() -> None:
    data = _record()
    actions = data["actions"]
    assert isinstance(actions, list)
    index = next(i for i, a in enumerate(actions) if a["action"].startswith("play"))
    hands = data["hands"]
    assert isinstance(hands, list)
    actions[index]["action"] = f"play {hands[(actions[index]['seat'] + 1) % 3][0]}"
    with pytest.raises(RecordError, match=rf"action {index} .*is illegal: R20"):
        am.from_dict(data)
    data = _record()
    data["actions"][0]["action"] = "i play"  # type: ignore[index]
    data["actions"][1].update(action="i play", seat=data["actions"][0]["seat"])  # type: ignore[index]
    with pytest.raises(RecordError, match=r"action 1 .*is illegal: V4: it is the ask"):
        am.from_dict(data)


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d["actions"][0].update(action="shout loudly"), "action 0: cannot read action 'shout loudly'"),
        (lambda d: d["actions"][0].update(action="bid solo"), "action 0: cannot read action 'bid solo'"),
        (lambda d: d["actions"][0].update(seat=2), "action 0 .* turn"),
        (lambda d: d["actions"].__setitem__(0, "pass"), "action 0: expected"),
        (lambda d: d.update(rules="italian"), "no American rule profile called 'italian'"),
        (lambda d: d.update(dealer="0"), "field \"dealer\" must be a whole number"),
        (lambda d: d.update(seed=1.5), "\"seed\" must be a whole number"),
        (lambda d: d["hands"][0].__setitem__(0, d["hands"][1][0]), "each of the 40 cards once"),
        (lambda d: d["widow"].pop(), "widow has 4"),
        (lambda d: d.pop("widow"), "field \"widow\" must be a list"),
    ],
)
def test_corrupt_records_are_refused_with_the_reason(change: object, message: str) -> None:
    data = _record()
    change(data)  # type: ignore[operator]
    with pytest.raises(RecordError, match=message):
        am.from_dict(data)


@pytest.mark.parametrize(
    "text, message",
    [
        ("not json", "not valid JSON"),
        ("[]", "expected a JSON object"),
        ('{"format": "calabresella-deal", "version": 1}', "calabresella-deal version 1 is not supported here"),
        ('{"format": "tressette-deal", "version": 1}', "expected a JSON object with \"format\""),
        ('{"format": "calabrasella-deal", "version": 99}', "version 99 is not supported"),
    ],
)
def test_foreign_or_broken_files_are_refused(text: str, message: str, tmp_path: Path) -> None:
    with pytest.raises(RecordError, match=message):
        am.from_json(text)
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RecordError, match=message):
        am.load(path)
    with pytest.raises(RecordError, match="no such file"):
        am.load(tmp_path / "missing.json")


# --------------------------------------------------------------------------- playthroughs


@pytest.mark.parametrize("scenario", am.AMERICAN_SCENARIOS, ids=lambda s: s.name)
def test_american_playthrough_replays_line_by_line(scenario: am.AmericanScenario) -> None:
    committed = (FOLDER / f"{scenario.name}.txt").read_text(encoding="utf-8").splitlines()
    fresh = playthrough(scenario).splitlines()
    for number, (old, new) in enumerate(zip(committed, fresh, strict=False), 1):
        assert new == old, (
            f"{scenario.name}.txt line {number} changed "
            "(regenerate with `python -m calabresella.show.playthrough tests/playthroughs american` if intended)"
        )
    assert len(fresh) == len(committed)


def test_american_playthroughs_cover_the_asked_card_with_an_adversary_in_the_widow_and_all_pass(
    tmp_path: Path,
) -> None:
    finals = {s.name: am.play_american_scenario(s) for s in am.AMERICAN_SCENARIOS}
    adversary = finals["american-asked-card-with-adversary"]
    assert adversary.asked_holder is not None and adversary.exchange_card is not None
    assert adversary.spoken == 2 and adversary.soloist == (adversary.dealer + 2) % 3  # the dealer did not speak
    widow = finals["american-asked-card-in-widow"]
    assert widow.asked_holder is None and widow.asked in widow.exposed_widow
    assert widow.soloist == widow.eldest
    assert finals["american-all-pass"].phase is AmericanPhase.ABANDONED
    written = write(tmp_path, "american")
    assert sorted(p.name for p in written) == sorted(f"{name}.txt" for name in finals)


# --------------------------------------------------------------------------- values of the wrong kind
# The American engine's entry points refuse what no deal of the account can have: a TypeError
# for the wrong type, a ValueError for a value no deal produces; each says what was expected (V4).

V4_SCORE = dict(soloist=0, soloist_trick_points=14, adversaries_trick_points=12, pile_points=6,
                last_trick_to_soloist=True, soloist_tricks=7)


@pytest.mark.parametrize(
    ("change", "error", "expected"),
    [
        ({"last_trick_to_soloist": "false"}, TypeError, "True or False"),  # was read as True
        ({"last_trick_to_soloist": 0}, TypeError, "True or False"),
        ({"soloist": True}, TypeError, "V4"),
        ({"soloist_trick_points": 14.0}, TypeError, "whole number"),
        ({"rules": ITALIAN}, TypeError, "AmericanRules"),  # was an AttributeError
        ({"total_tricks": 13}, ValueError, "12 tricks"),  # 13 turned 12 tricks into no sweep
        ({"total_tricks": 1000}, ValueError, "12 tricks"),
        ({"soloist_tricks": 1, "soloist_trick_points": 30, "adversaries_trick_points": 0, "pile_points": 2},
         ValueError, "no deal splits the pack"),  # 30 points in one trick
        ({"soloist_trick_points": 13, "adversaries_trick_points": 6, "pile_points": 13}, ValueError,
         "no deal splits the pack"),  # four cards in the pile: 12 points at most
        ({"soloist_tricks": 0, "soloist_trick_points": 0, "adversaries_trick_points": 26}, ValueError, "last trick"),
        ({"soloist_tricks": 12, "soloist_trick_points": 26, "adversaries_trick_points": 0,
          "last_trick_to_soloist": False}, ValueError, "last trick"),
    ],
    ids=repr,
)
def test_V4_score_american_refuses_what_no_deal_produces(
    change: dict[str, object], error: type[Exception], expected: str
) -> None:
    with pytest.raises(error, match=expected):
        am.score_american(**{**V4_SCORE, **change})  # type: ignore[arg-type]


def test_V4_every_finished_american_deal_is_accepted_by_score_american() -> None:
    for seed in range(60):
        final = am.play_random(AmericanDeal.new(seed=seed, dealer=seed % 3), seed)
        r = final.result
        if r is None:
            continue
        again = am.score_american(
            soloist=r.soloist, soloist_trick_points=r.soloist_trick_points,
            adversaries_trick_points=r.adversaries_trick_points, pile_points=r.pile_points,
            last_trick_to_soloist=r.last_trick_to_soloist, soloist_tricks=r.soloist_tricks, total_tricks=r.total_tricks,
        )
        assert again == r


def test_V4_the_deal_the_seats_and_the_actions_refuse_values_of_the_wrong_kind() -> None:
    from calabresella.engine.errors import ArgumentTypeError

    with pytest.raises(TypeError, match="AmericanRules"):
        AmericanDeal.new(seed=1, rules="american")  # type: ignore[arg-type]  # was an AttributeError
    with pytest.raises(DealError, match="AmericanRules"):
        AmericanDeal.new(seed=1, rules=ITALIAN)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="at least 0"):
        AmericanDeal.from_cards([PACK[0:12], PACK[12:24], PACK[24:36]], PACK[36:], seed=-3)
    with pytest.raises(ArgumentTypeError, match=r"Take takes a Card such as Card.parse\('3♠'\)"):
        Take("3S")  # type: ignore[arg-type]
    for wrong, error in ((3, ValueError), (True, TypeError), ("0", TypeError)):
        with pytest.raises(error, match="seats are numbered"):
            am.next_seat(wrong)  # type: ignore[arg-type]  # 3 was wrapped round to seat 1
        with pytest.raises(error, match="seats are numbered"):
            simple().captured(wrong)  # type: ignore[arg-type]
        with pytest.raises(error, match="seats are numbered"):
            simple().view(wrong)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="V4"):
        _ = simple().adversaries
    with pytest.raises(ValueError, match="3 names"):
        simple().apply(Pass()).narrate(["Ann"])  # was an IndexError
    with pytest.raises(ValueError, match="seats are numbered"):
        simple().apply(Pass()).narrate(viewer=5)
    with pytest.raises(TypeError, match="apply_all takes a sequence of actions"):
        simple().apply_all("pass")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="Cards"):
        am.askable("3♠ 2♠")  # type: ignore[arg-type]


def test_V4_profiles_records_and_narration_refuse_values_of_the_wrong_kind(tmp_path: Path) -> None:
    with pytest.raises(RulesError, match="named by text"):
        am.american_profile(["american"])  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="no field"):
        AMERICAN.replace(widow=5)  # was dataclasses' own message
    with pytest.raises(TypeError, match="text"):
        AMERICAN.replace(description=None)
    deal = am.play_random(AmericanDeal.new(seed=3), seed=2)
    assert deal.result is not None
    with pytest.raises(TypeError, match="JSON text"):
        am.from_json(None)  # type: ignore[arg-type]  # was json's own TypeError
    with pytest.raises(TypeError, match="path"):
        am.save(deal, None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="AmericanDeal"):
        am.to_dict("deal")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="AmericanResult"):
        am.score_lines(None)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="3 names"):
        deal.result.summary(["Ann"])  # was an IndexError
    start = AmericanDeal.new(seed=3)
    with pytest.raises(ValueError, match="not the action between them"):
        describe_american(start, PlayAlone(), start.apply(Pass()))
    with pytest.raises(ValueError, match="ask is"):
        am.AmericanScenario("x", 3, 0, speaker=1, ask="monte")


# ------------------------------------------------------------------ the package's modules


def test_V4_a_view_is_asked_of_the_deal_and_refuses_what_is_not_one() -> None:
    from calabresella.engine.errors import ArgumentTypeError
    from calabresella.games.tressette import TressetteDeal

    deal = AmericanDeal.new(seed=7)
    assert am.AmericanView.of(deal, 2) == deal.view(2)
    with pytest.raises(ArgumentTypeError, match="deal must be an AmericanDeal"):
        am.AmericanView.of(None, 0)  # type: ignore[arg-type]
    with pytest.raises(ArgumentTypeError, match="deal must be an AmericanDeal"):
        am.AmericanView.of(TressetteDeal.new(seed=7), 0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="seats are numbered 0, 1, 2"):
        am.AmericanView.of(deal, 3)


def test_V4_the_rules_deal_and_records_live_in_modules_of_their_own() -> None:
    from calabresella.games.american import actions, deal, record, rules, scenarios, scoring, view

    assert rules.american_profile("american") is am.AMERICAN and rules.next_seat(2) == 0
    assert actions.parse_american_action("turn widow") == TurnWidow()
    assert deal.AmericanDeal is AmericanDeal and view.AmericanView.__module__ == view.__name__
    assert scoring.score_american is am.score_american
    assert record.OLD_FORMAT == "calabrasella-deal" and record.to_json is am.to_json
    assert scenarios.AMERICAN_SCENARIOS is am.AMERICAN_SCENARIOS
