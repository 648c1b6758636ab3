"""The deal as a state machine: dealing (R6–R7), the auction (R8–R10), the call and the
monte exchange (R11–R15), Solissimo and its enhancements (R16–R18) and play (R19–R20)."""

from __future__ import annotations

import random
from collections.abc import Iterable

import pytest

from calabresella import (
    ITALIAN,
    PACK,
    ActionError,
    Bid,
    Call,
    Card,
    Contract,
    Deal,
    DealError,
    Discard,
    Enhance,
    Enhancement,
    GiveBack,
    IllegalActionError,
    Pass,
    Phase,
    Play,
    Rules,
    Share,
    Trick,
    parse_action,
    parse_cards,
)
from calabresella.games.italian.deal import deal_cards, left_of, right_of
from calabresella.games.italian.rules import ALL_PASS_LIMITED, BIDDER_LEADS, DEALER_LEFT_LEADS
from calabresella.words import Table

CHIAMO, SOLO, SOLISSIMO = Contract.CHIAMO, Contract.SOLO, Contract.SOLISSIMO


def c(text: str) -> Card:
    return Card.parse(text)


def deal_of(s0: str, s1: str, s2: str, monte: str, dealer: int = 0, rules: Rules = ITALIAN) -> Deal:
    return Deal.from_cards(
        [parse_cards(s0), parse_cards(s1), parse_cards(s2)], parse_cards(monte), dealer=dealer, rules=rules
    )


def simple(dealer: int = 0, rules: Rules = ITALIAN) -> Deal:
    """The pack dealt in order: seat 0 all ♥ + 3♦ 2♦; seat 1 the other ♦ + 3♣ 2♣ A♣ K♣;
    seat 2 the other ♣ + 3♠ 2♠ A♠ K♠ Q♠ J♠; the monte 7♠ 6♠ 5♠ 4♠."""
    return Deal.from_cards([PACK[0:12], PACK[12:24], PACK[24:36]], PACK[36:40], dealer=dealer, rules=rules)


def auction(deal: Deal, bids: dict[int, Contract]) -> Deal:
    """Run the auction: each seat in ``bids`` bids its contract when asked, the others pass."""
    while deal.phase is Phase.AUCTION:
        seat = deal.to_move
        assert seat is not None
        deal = deal.apply(Bid(bids[seat]) if seat in bids else Pass())
    return deal


def discard(deal: Deal, cards: str) -> Deal:
    return deal.apply_all(Discard(card) for card in parse_cards(cards))


def play_randomly(deal: Deal, seed: int = 0) -> Deal:
    rng = random.Random(seed)
    while not deal.is_over:
        deal = deal.apply(rng.choice(deal.legal_actions()))
    return deal


def all_cards(deal: Deal) -> list[Card]:
    played = [card for trick in deal.tricks for card in trick.cards]
    current = list(deal.current.cards) if deal.current else []
    return sorted([card for hand in deal.hands for card in hand] + list(deal.monte) + played + current)


def sizes(deal: Deal) -> list[int]:
    return [len(hand) for hand in deal.hands]


def has(deal: Deal, seat: int, cards: Iterable[Card] | str) -> bool:
    wanted = parse_cards(cards) if isinstance(cards, str) else tuple(cards)
    return set(wanted) <= set(deal.hands[seat])


# --------------------------------------------------------------------- building a deal


def test_from_cards_refuses_what_is_not_a_deal() -> None:
    hands = [PACK[0:12], PACK[12:24], PACK[24:36]]
    with pytest.raises(DealError, match="R7"):
        Deal.from_cards([PACK[0:11], PACK[11:24], PACK[24:36]], PACK[36:40])
    with pytest.raises(DealError, match="R7"):
        Deal.from_cards(hands, PACK[36:39])
    with pytest.raises(DealError, match=r"R3.*twice 3♥.*missing 4♠"):
        Deal.from_cards(hands, PACK[36:39] + PACK[0:1])
    with pytest.raises(DealError, match="not a deal"):
        Deal.from_cards([["10♠", *map(str, PACK[1:12])], PACK[12:24], PACK[24:36]], PACK[36:40])
    with pytest.raises(ValueError, match="R2"):
        Deal.from_cards(hands, PACK[36:40], dealer=3)


def test_from_cards_accepts_text_and_sorts_hands() -> None:
    deal = Deal.from_cards([[str(x) for x in reversed(PACK[0:12])], PACK[12:24], PACK[24:36]], PACK[36:40])
    assert deal.hands[0] == PACK[0:12]
    assert deal.dealt_hands[0] == tuple(reversed(PACK[0:12]))
    assert deal.hands == simple().hands and deal.dealt_hands[1:] == simple().dealt_hands[1:]


def test_same_seed_same_deal() -> None:
    assert Deal.new(seed=11, dealer=1) == Deal.new(seed=11, dealer=1)
    assert Deal.new(seed=11).hands != Deal.new(seed=12).hands


def test_apply_returns_a_new_deal_and_leaves_the_old_one() -> None:
    deal = Deal.new(seed=5)
    after = deal.apply(Bid(SOLO))
    assert after is not deal
    assert deal.history == () and deal.bid is None and deal.to_move == 1
    assert after.history == ((1, Bid(SOLO)),)


def test_action_reprs_paste_back_and_texts_read_back() -> None:
    namespace = {
        "Card": Card, "Contract": Contract, "Enhancement": Enhancement, "Pass": Pass, "Bid": Bid,
        "Call": Call, "GiveBack": GiveBack, "Discard": Discard, "Enhance": Enhance, "Share": Share,
        "Play": Play,
    }
    actions = [Pass(), *(Bid(ct) for ct in Contract), *(Enhance(e) for e in Enhancement)]
    actions += [kind(card) for kind in (Call, GiveBack, Discard, Play) for card in PACK[::7]]
    actions += [Share(()), Share(parse_cards("4♠ A♥")), Share(PACK[36:40])]
    for action in actions:
        assert eval(repr(action), namespace) == action
        assert parse_action(str(action)) == action
    assert Share(parse_cards("4♠ A♥")) == Share(parse_cards("A♥ 4♠"))
    with pytest.raises(ActionError):
        parse_action("play 10♠")
    with pytest.raises(ActionError):
        parse_action("jump")


def test_trick_and_deal_reprs() -> None:
    trick = Trick(1, parse_cards("K♣ A♣"))
    assert eval(repr(trick), {"Trick": Trick, "Card": Card}) == trick
    assert repr(Deal.new(seed=3, dealer=2)) == "<Deal seed=3, dealer=2, auction, 0 actions>"


# --------------------------------------------------------------------- R1, R2 seats


def test_R1_highest_bidder_is_soloist_against_two_defenders() -> None:
    deal = simple(dealer=0)
    with pytest.raises(ValueError, match="R1"):
        _ = deal.defenders
    deal = auction(deal, {1: CHIAMO, 2: SOLO})
    assert deal.soloist == 2 and deal.bid is SOLO
    assert deal.defenders == (0, 1)
    assert set(deal.defenders) | {deal.soloist} == {0, 1, 2}


def test_R2_right_and_left_neighbours() -> None:
    assert [right_of(s) for s in range(3)] == [1, 2, 0]
    assert [left_of(s) for s in range(3)] == [2, 0, 1]


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_R2_speaking_and_playing_move_to_the_right(dealer: int) -> None:
    deal = Deal.new(seed=21, dealer=dealer)
    speakers = []
    while deal.phase is Phase.AUCTION:
        speakers.append(deal.to_move)
        deal = deal.apply(Pass() if len(speakers) < 3 else Bid(SOLO))
    assert speakers == [right_of(dealer), left_of(dealer), dealer]
    deal = deal.apply_all(Discard(card) for card in deal.hands[dealer][:4])
    for _ in range(36):
        seat = deal.to_move
        assert seat is not None
        card_count = len(deal.tricks)
        deal = deal.apply(deal.legal_actions()[0])
        if len(deal.tricks) == card_count and not deal.is_over:
            assert deal.to_move == right_of(seat)
    assert deal.is_over


# --------------------------------------------------------------------- R6, R7 dealing


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_R6_a_deal_belongs_to_its_dealer_and_the_right_speaks_first(dealer: int) -> None:
    deal = Deal.new(seed=8, dealer=dealer)
    assert deal.dealer == dealer
    assert deal.to_move == right_of(dealer)
    with pytest.raises(ValueError, match="R2"):
        Deal.new(seed=8, dealer=3)


def test_R6_the_same_shuffle_is_dealt_from_each_dealer_seat_alike() -> None:
    hands0, monte0, cut0 = deal_cards(99, 0)
    for dealer in (1, 2):
        hands, monte, cut = deal_cards(99, dealer)
        assert (monte, cut) == (monte0, cut0)
        for k in range(3):
            assert hands[(dealer + k) % 3] == hands0[k]


@pytest.mark.parametrize(("seed", "dealer"), [(0, 0), (7, 1), (2024, 2)])
def test_R7_shuffle_cut_and_packets_of_four_from_the_dealers_right(seed: int, dealer: int) -> None:
    rng = random.Random(seed)
    pack = list(PACK)
    rng.shuffle(pack)
    hands, monte, cut = deal_cards(seed, dealer)
    assert 1 <= cut <= 39
    pack = pack[cut:] + pack[:cut]
    order = [right_of(dealer), left_of(dealer), dealer]
    for i, seat in enumerate(order):
        packets = [pack[12 * r + 4 * i : 12 * r + 4 * i + 4] for r in range(3)]
        assert list(hands[seat]) == [card for packet in packets for card in packet]
    assert list(monte) == pack[36:]
    deal = Deal.new(seed=seed, dealer=dealer)
    assert sizes(deal) == [12, 12, 12] and len(deal.monte) == 4
    assert deal.dealt_hands == hands and deal.dealt_monte == monte
    assert all_cards(deal) == list(PACK)


def test_R7_packet_size_comes_from_the_profile() -> None:
    rules = ITALIAN.replace(name="twos", deal_packet=2)
    rng = random.Random(4)
    pack = list(PACK)
    rng.shuffle(pack)
    hands, monte, cut = deal_cards(4, 0, rules)
    pack = pack[cut:] + pack[:cut]
    assert hands[1][:4] == tuple(pack[0:2] + pack[6:8])


def test_R7_no_drawing_during_play() -> None:
    deal = auction(Deal.new(seed=13), {1: SOLISSIMO}).apply(Enhance(Enhancement.PLAIN))
    before = sum(sizes(deal))
    while not deal.is_over:
        deal = deal.apply(deal.legal_actions()[-1])
        assert sum(sizes(deal)) < before
        before = sum(sizes(deal))
        assert len(deal.monte) == 4


# --------------------------------------------------------------------- R8–R10 auction


def test_R8_bids_rank_chiamo_solo_solissimo() -> None:
    assert [ct.level for ct in (CHIAMO, SOLO, SOLISSIMO)] == [1, 2, 3]
    deal = Deal.new(seed=1)
    assert deal.legal_actions() == (Pass(), Bid(CHIAMO), Bid(SOLO), Bid(SOLISSIMO))
    deal = deal.apply(Bid(CHIAMO))
    assert deal.legal_actions() == (Pass(), Bid(SOLO), Bid(SOLISSIMO))
    deal = deal.apply(Bid(SOLO))
    assert deal.legal_actions() == (Pass(), Bid(SOLISSIMO))


def test_R9_a_bid_must_be_strictly_higher() -> None:
    deal = Deal.new(seed=1).apply(Bid(SOLO))
    for lower in (CHIAMO, SOLO):
        with pytest.raises(IllegalActionError, match=r"^R9: a bid must be higher") as info:
            deal.apply(Bid(lower))
        assert info.value.rule == "R9"


def test_R9_each_player_speaks_once_then_the_highest_bidder_plays() -> None:
    deal = Deal.new(seed=1, dealer=0)
    deal = deal.apply(Bid(CHIAMO)).apply(Pass()).apply(Bid(SOLO))
    assert deal.phase is not Phase.AUCTION
    assert deal.spoken == 3
    assert deal.soloist == 0 and deal.bid is SOLO
    assert [seat for seat, _ in deal.history] == [1, 2, 0]


def test_R9_the_first_speaker_may_win_with_nobody_outbidding() -> None:
    deal = Deal.new(seed=1, dealer=0).apply(Bid(CHIAMO)).apply(Pass()).apply(Pass())
    assert deal.soloist == 1 and deal.bid is CHIAMO and deal.phase is Phase.CALL


def test_R9_solissimo_ends_the_auction_at_once() -> None:
    first = Deal.new(seed=1, dealer=0).apply(Bid(SOLISSIMO))
    assert first.phase is Phase.ENHANCE and first.spoken == 1
    assert first.soloist == 1 and first.to_move == 1
    second = Deal.new(seed=1, dealer=0).apply(Bid(CHIAMO)).apply(Bid(SOLISSIMO))
    assert second.phase is Phase.ENHANCE and second.spoken == 2
    assert second.soloist == 2
    assert all(not isinstance(a, (Pass, Bid)) for a in second.legal_actions())


def test_R10_all_pass_abandons_the_deal() -> None:
    deal = Deal.new(seed=1).apply(Pass()).apply(Pass())
    assert deal.phase is Phase.AUCTION
    deal = deal.apply(Pass())
    assert deal.phase is Phase.ABANDONED and deal.is_over
    assert deal.to_move is None and deal.soloist is None and deal.result is None
    assert deal.legal_actions() == ()
    for action in (Pass(), Bid(SOLO), Play(deal.hands[0][0])):
        with pytest.raises(IllegalActionError, match=r"^R10:"):
            deal.apply(action)
    assert sizes(deal) == [12, 12, 12] and deal.monte == deal.dealt_monte


# --------------------------------------------------------------------- R11–R15 exchange


def chiamo_by_seat0() -> Deal:
    """SIMPLE dealt by seat 2, so seat 0 speaks first and bids Chiamo; now seat 0 calls."""
    deal = auction(simple(dealer=2), {0: CHIAMO})
    assert deal.phase is Phase.CALL and deal.to_move == 0 and deal.defenders == (1, 2)
    return deal


@pytest.mark.parametrize(("called", "holder"), [("A♦", 1), ("Q♣", 2)])
def test_R11_a_defender_holding_the_called_card_hands_it_over(called: str, holder: int) -> None:
    deal = chiamo_by_seat0()
    assert len(deal.legal_actions()) == 40
    after = deal.apply(Call(c(called)))
    assert after.called == c(called) and after.call_holder == holder
    assert c(called) in after.hands[0] and c(called) not in after.hands[holder]
    assert sizes(after)[holder] == 11
    assert len(after.hands[0]) == 12 + 1 + 4
    assert after.phase is Phase.GIVE_BACK
    # face up: every seat sees who handed over which card
    for seat in range(3):
        view = after.view(seat)
        assert view.called == c(called) and view.call_holder == holder


def test_R11_called_card_in_the_monte_nothing_is_handed_over() -> None:
    deal = chiamo_by_seat0().apply(Call(c("6♠")))
    assert deal.called == c("6♠") and deal.call_holder is None
    assert sizes(deal) == [16, 12, 12]
    assert deal.phase is Phase.DISCARD and deal.to_move == 0
    assert c("6♠") in deal.hands[0]


def test_R11_called_card_in_the_soloists_own_hand_nothing_is_handed_over() -> None:
    deal = chiamo_by_seat0().apply(Call(c("3♥")))
    assert deal.call_holder is None
    assert sizes(deal) == [16, 12, 12]
    assert deal.hands[1] == PACK[12:24] and deal.hands[2] == PACK[24:36]
    assert deal.phase is Phase.DISCARD


@pytest.mark.parametrize("contract", [CHIAMO, SOLO])
def test_R12_the_monte_is_turned_up_and_added_to_the_soloists_hand(contract: Contract) -> None:
    deal = auction(simple(dealer=2), {0: contract})
    if contract is CHIAMO:
        deal = deal.apply(Call(c("3♥")))
    monte = parse_cards("7♠ 6♠ 5♠ 4♠")
    assert deal.exposed_monte == monte
    assert deal.monte == ()
    assert has(deal, 0, monte)
    for seat in range(3):
        assert deal.view(seat).exposed_monte == monte
        assert deal.view(seat).monte_size == 0


def test_R12_chiamo_with_a_handover_holds_seventeen() -> None:
    deal = chiamo_by_seat0().apply(Call(c("A♦")))
    assert len(deal.hands[0]) == 17
    assert has(deal, 0, "7♠ 6♠ 5♠ 4♠ A♦")


def test_R13_the_soloist_gives_one_card_back_face_up() -> None:
    deal = chiamo_by_seat0().apply(Call(c("A♦")))
    assert deal.legal_actions() == tuple(GiveBack(card) for card in deal.hands[0])
    after = deal.apply(GiveBack(c("4♠")))
    assert after.given_back == c("4♠")
    assert c("4♠") in after.hands[1] and c("4♠") not in after.hands[0]
    assert sizes(after) == [16, 12, 12]
    assert after.phase is Phase.DISCARD and after.to_move == 0
    assert after.view(2).given_back == c("4♠")
    with pytest.raises(IllegalActionError, match=r"^R13: Anna does not hold 3♣"):
        deal.apply(GiveBack(c("3♣")))


def test_R13_no_card_is_given_back_without_a_handover() -> None:
    deal = chiamo_by_seat0().apply(Call(c("6♠")))
    assert deal.phase is Phase.DISCARD
    with pytest.raises(IllegalActionError, match=r"^R14:"):
        deal.apply(GiveBack(c("3♥")))
    assert all(isinstance(a, Discard) for a in deal.legal_actions())


@pytest.mark.parametrize("called", ["A♦", "6♠", "3♥"])
def test_R14_the_soloist_discards_four_face_down_into_a_new_monte(called: str) -> None:
    deal = chiamo_by_seat0().apply(Call(c(called)))
    if deal.phase is Phase.GIVE_BACK:
        deal = deal.apply(GiveBack(c("4♥")))
    assert deal.to_discard == (4, 0, 0)
    discards = parse_cards("3♥ 6♠ 7♠ 5♥") if called != "6♠" else parse_cards("3♥ 7♠ 5♥ 4♥")
    for i, card in enumerate(discards):
        assert deal.phase is Phase.DISCARD and deal.to_move == 0
        deal = deal.apply(Discard(card))
        assert deal.monte == discards[: i + 1]
    assert sizes(deal) == [12, 12, 12]
    assert deal.monte == discards
    assert deal.discards[0] == discards
    assert deal.phase is Phase.PLAY
    for seat in (1, 2):
        assert deal.view(seat).own_discards == ()
        assert deal.view(seat).monte_size == 4
    assert deal.view(0).own_discards == discards


def test_R14_a_card_not_held_cannot_be_discarded() -> None:
    deal = auction(simple(dealer=2), {0: SOLO})
    with pytest.raises(IllegalActionError, match=r"^R14: Anna does not hold 3♠"):
        deal.apply(Discard(c("3♠")))


def test_R15_solo_exchanges_without_call_or_give_back() -> None:
    deal = auction(simple(dealer=2), {0: SOLO})
    assert deal.phase is Phase.DISCARD and deal.to_move == 0
    assert deal.called is None and deal.call_holder is None
    assert sizes(deal) == [16, 12, 12]
    with pytest.raises(IllegalActionError, match=r"^R14:"):
        deal.apply(Call(c("A♦")))
    deal = discard(deal, "7♠ 6♠ 5♠ 4♠")
    assert deal.phase is Phase.PLAY and deal.given_back is None
    assert deal.hands[0] == PACK[0:12]
    assert not any(isinstance(a, (Call, GiveBack)) for _, a in deal.history)


# --------------------------------------------------------------------- R16–R18 Solissimo


def solissimo_by_seat0(enhancement: Enhancement) -> Deal:
    deal = auction(simple(dealer=2), {0: SOLISSIMO})
    assert deal.phase is Phase.ENHANCE and deal.to_move == 0
    assert deal.legal_actions() == tuple(Enhance(e) for e in Enhancement)
    return deal.apply(Enhance(enhancement))


def test_R16_solissimo_leaves_the_monte_untouched_and_unseen() -> None:
    deal = solissimo_by_seat0(Enhancement.PLAIN)
    assert deal.phase is Phase.PLAY and deal.enhancement is Enhancement.PLAIN
    assert deal.monte == deal.dealt_monte and deal.exposed_monte == ()
    assert deal.hands[0] == PACK[0:12]
    for seat in range(3):
        assert deal.view(seat).exposed_monte == ()
    final = play_randomly(deal, seed=3)
    assert final.monte == final.dealt_monte
    assert final.result is not None and final.result.monte_thirds == 0
    assert final.result.stake == 4


def test_R16_the_enhancement_is_not_another_bidding_round() -> None:
    deal = auction(simple(dealer=2), {0: SOLISSIMO})
    with pytest.raises(IllegalActionError, match=r"^R16:"):
        deal.apply(Bid(SOLISSIMO))
    with pytest.raises(IllegalActionError, match=r"^R16:"):
        deal.apply(Pass())


def test_R17_dividete_each_defender_takes_two_blind_then_discards_two() -> None:
    deal = solissimo_by_seat0(Enhancement.DIVIDETE)
    assert deal.phase is Phase.DEFENDER_DISCARD
    # the defender on the soloist's right (seat 1) takes the first two
    assert deal.taken == ((), parse_cards("7♠ 6♠"), parse_cards("5♠ 4♠"))
    assert sizes(deal) == [12, 14, 14] and deal.monte == ()
    assert deal.to_discard == (0, 2, 2)
    assert deal.to_move == 1
    # blind: nobody else sees them
    assert deal.view(0).own_taken == () and deal.view(0).exposed_monte == ()
    assert deal.view(2).own_taken == parse_cards("5♠ 4♠")
    assert deal.view(1).own_taken == parse_cards("7♠ 6♠")
    with pytest.raises(IllegalActionError, match=r"^R17: Bruno does not hold 3♠"):
        deal.apply(Discard(c("3♠")))
    deal = discard(deal, "A♦ 7♠")
    assert deal.to_move == 2 and deal.phase is Phase.DEFENDER_DISCARD
    deal = discard(deal, "3♠ 4♣")
    assert sizes(deal) == [12, 12, 12]
    assert deal.monte == parse_cards("A♦ 7♠ 3♠ 4♣")
    assert deal.phase is Phase.PLAY and deal.to_move == 0
    assert play_randomly(deal).result.stake == 8  # type: ignore[union-attr]


@pytest.mark.parametrize("taken", ["7♠ 6♠ 5♠ 4♠", "7♠ 6♠ 5♠", "7♠ 4♠", "4♠", ""])
def test_R18_scegliete_the_defenders_share_the_exposed_monte(taken: str) -> None:
    deal = solissimo_by_seat0(Enhancement.SCEGLIETE)
    monte = parse_cards("7♠ 6♠ 5♠ 4♠")
    assert deal.phase is Phase.SHARE and deal.to_move == 1
    assert deal.exposed_monte == monte
    assert all(deal.view(seat).exposed_monte == monte for seat in range(3))
    shares = deal.legal_actions()
    assert len(shares) == 16 and len(set(shares)) == 16
    assert {len(s.cards) for s in shares if isinstance(s, Share)} == {0, 1, 2, 3, 4}
    first = parse_cards(taken)
    rest = tuple(card for card in monte if card not in first)
    deal = deal.apply(Share(first))
    assert deal.taken == ((), first, rest)
    assert deal.to_discard == (0, len(first), len(rest))
    assert sizes(deal) == [12, 12 + len(first), 12 + len(rest)]
    if first:
        assert deal.to_move == 1
        deal = deal.apply_all(Discard(card) for card in deal.hands[1][: len(first)])
    if rest:
        assert deal.to_move == 2
        deal = deal.apply_all(Discard(card) for card in deal.hands[2][: len(rest)])
    assert sizes(deal) == [12, 12, 12] and len(deal.monte) == 4
    assert deal.phase is Phase.PLAY and deal.to_move == 0
    assert play_randomly(deal).result.stake == 16  # type: ignore[union-attr]


def test_R18_a_share_must_come_from_the_monte() -> None:
    deal = solissimo_by_seat0(Enhancement.SCEGLIETE)
    for bad in ("3♠", "7♠ 3♥"):
        with pytest.raises(IllegalActionError, match=r"^R18:"):
            deal.apply(Share(parse_cards(bad)))
    with pytest.raises(IllegalActionError, match=r"^R18:"):
        deal.apply(Share(parse_cards("7♠ 7♠")))


def test_R18_scegliete_discard_refusals_name_R18() -> None:
    deal = solissimo_by_seat0(Enhancement.SCEGLIETE).apply(Share(parse_cards("7♠ 6♠")))
    assert deal.phase is Phase.DEFENDER_DISCARD
    with pytest.raises(IllegalActionError, match=r"^R18: Bruno does not hold 3♠"):
        deal.apply(Discard(c("3♠")))
    with pytest.raises(IllegalActionError, match=r"^R18:"):
        deal.apply(Play(c("7♠")))


# --------------------------------------------------------------------- R19, R20 play


def exchange_done(deal: Deal) -> Deal:
    """Finish any exchange by discarding each discarder's first cards."""
    while deal.phase in (Phase.DISCARD, Phase.DEFENDER_DISCARD):
        deal = deal.apply(deal.legal_actions()[0])
    return deal


@pytest.mark.parametrize(
    ("rules", "contract", "leader"),
    [
        (ITALIAN, SOLO, 1),
        (ITALIAN, CHIAMO, 1),
        (ITALIAN, SOLISSIMO, 0),
        (BIDDER_LEADS, SOLO, 0),
        (BIDDER_LEADS, SOLISSIMO, 0),
        (DEALER_LEFT_LEADS, SOLO, 2),
        (DEALER_LEFT_LEADS, SOLISSIMO, 2),
    ],
)
def test_R19_opening_lead(rules: Rules, contract: Contract, leader: int) -> None:
    # dealer 0: seat 1 (the dealer's right) speaks first; seat 0 becomes the soloist.
    deal = auction(simple(dealer=0, rules=rules), {0: contract})
    assert deal.soloist == 0
    if contract is CHIAMO:
        deal = deal.apply(Call(c("3♥")))
    if contract is SOLISSIMO:
        deal = deal.apply(Enhance(Enhancement.PLAIN))
    deal = exchange_done(deal)
    assert deal.phase is Phase.PLAY
    assert deal.to_move == leader == deal.opening_leader()
    assert deal.current == Trick(leader)


@pytest.mark.parametrize("enhancement", [Enhancement.DIVIDETE, Enhancement.SCEGLIETE])
def test_R19_the_solissimo_soloist_leads_after_an_enhancement(enhancement: Enhancement) -> None:
    deal = auction(simple(dealer=0), {2: SOLISSIMO}).apply(Enhance(enhancement))
    if deal.phase is Phase.SHARE:
        deal = deal.apply(Share(deal.exposed_monte[:2]))
    deal = exchange_done(deal)
    assert deal.phase is Phase.PLAY and deal.to_move == 2 == deal.soloist


def test_R20_must_follow_suit_if_able_else_any_card() -> None:
    deal = solissimo_by_seat0(Enhancement.PLAIN)
    assert deal.to_move == 0
    deal = deal.apply(Play(c("3♦")))
    assert deal.to_move == 1
    assert set(deal.legal_actions()) == {Play(card) for card in parse_cards("A♦ K♦ Q♦ J♦ 7♦ 6♦ 5♦ 4♦")}
    with pytest.raises(IllegalActionError, match=r"^R20: Bruno must follow suit") as info:
        deal.apply(Play(c("3♣")))
    assert "diamonds" in str(info.value) and "A♦" in str(info.value)
    assert info.value.render(Table(viewer=1)).startswith("R20: you must follow suit")
    deal = deal.apply(Play(c("4♦")))  # overtaking is optional
    assert deal.to_move == 2
    # seat 2 holds no ♦: any card may be played
    assert set(deal.legal_actions()) == {Play(card) for card in deal.hands[2]}
    deal = deal.apply(Play(c("3♠")))
    assert deal.tricks[-1].winner == 0  # the highest ♦, the off-suit 3♠ does not count
    assert deal.to_move == 0 and deal.current == Trick(0)


def test_R20_a_card_not_held_cannot_be_played() -> None:
    deal = solissimo_by_seat0(Enhancement.PLAIN)
    with pytest.raises(IllegalActionError, match=r"^R20: Anna does not hold 3♠"):
        deal.apply(Play(c("3♠")))


@pytest.mark.parametrize("seed", range(6))
def test_R20_twelve_tricks_highest_of_suit_led_wins_and_leads_next(seed: int) -> None:
    deal = auction(Deal.new(seed=seed, dealer=seed % 3), {seed % 3: SOLO})
    final = play_randomly(exchange_done(deal), seed)
    assert final.phase is Phase.FINISHED and len(final.tricks) == 12
    assert sizes(final) == [0, 0, 0]
    for i, trick in enumerate(final.tricks):
        led = trick.cards[0].suit
        best = max((card for card in trick.cards if card.suit is led), key=lambda card: card.strength)
        assert trick.winner == trick.seats[trick.cards.index(best)]
        if i:
            assert trick.leader == final.tricks[i - 1].winner
    with pytest.raises(IllegalActionError, match=r"^R20: all 12 tricks"):
        final.apply(Play(c("3♠")))


def test_E1_two_beats_ace_in_a_played_trick() -> None:
    deal = deal_of(
        "K♣ 3♥ 2♥ A♥ K♥ Q♥ J♥ 7♥ 6♥ 5♥ 4♥ 3♦",
        "A♣ 2♦ A♦ K♦ Q♦ J♦ 7♦ 6♦ 5♦ 4♦ 3♣ Q♣",
        "2♣ J♣ 7♣ 6♣ 5♣ 4♣ 3♠ 2♠ A♠ K♠ Q♠ J♠",
        "7♠ 6♠ 5♠ 4♠",
        dealer=2,
    )
    deal = auction(deal, {0: SOLISSIMO}).apply(Enhance(Enhancement.PLAIN))
    deal = deal.apply_all([Play(c("K♣")), Play(c("A♣")), Play(c("2♣"))])
    trick = deal.tricks[0]
    assert trick.winner == 2  # the third player
    assert trick.thirds == 5  # 1 + 3 + 1, not rounded on its own
    assert deal.to_move == 2
    assert deal.captured(2) == parse_cards("K♣ A♣ 2♣")


# --------------------------------------------------------------------- arguments of the wrong kind
# Deal.new, Deal.from_cards, Deal.view, Deal.captured and the seat helpers refuse what is no
# seed, seat, profile or lowest bid: a TypeError for the wrong type, a ValueError for a value
# that describes no deal, each naming what was expected and the rule.


@pytest.mark.parametrize(
    ("kwargs", "error", "expected"),
    [
        ({"rules": "italian"}, TypeError, "Rules value such as ITALIAN"),  # was AttributeError
        ({"rules": None}, TypeError, "Rules value"),
        ({"seed": True}, TypeError, r"seed must be a whole number of at least 0 \(R6\), got True"),  # was seed 1
        ({"seed": "7"}, TypeError, "seed"),
        ({"seed": 7.0}, TypeError, "seed"),
        ({"seed": -7}, ValueError, "at least 0"),
        ({"dealer": True}, TypeError, "R2"),  # True was seat 1
        ({"dealer": 1.0}, TypeError, "R2"),
        ({"dealer": 3}, ValueError, "R2"),
        ({"dealer": None}, TypeError, "R2"),
        ({"min_bid": "solo"}, TypeError, r"min_bid must be a Contract"),  # was DealError (a ValueError)
        ({"monte": "3♠ 2♠ A♠ K♠", "rules": ALL_PASS_LIMITED, "min_bid": SOLO}, TypeError, "V2b"),
        ({"monte": PACK[:4]}, DealError, "V2b"),  # a kept monte without the limited auction it belongs to
    ],
    ids=repr,
)
def test_R2_R6_R7_deal_new_refuses_what_is_no_seed_seat_or_profile(
    kwargs: dict[str, object], error: type[Exception], expected: str
) -> None:
    with pytest.raises(error, match=expected):
        Deal.new(**{"seed": 7, **kwargs})  # type: ignore[arg-type]


def test_R2_R3_R6_R7_deal_from_cards_refuses_what_is_no_deal_description() -> None:
    hands, monte = [PACK[0:12], PACK[12:24], PACK[24:36]], PACK[36:40]
    for kwargs, error, expected in (
        ({"rules": "italian"}, TypeError, "Rules"),
        ({"seed": -1}, ValueError, "at least 0"),
        ({"seed": "1"}, TypeError, "seed"),
        ({"dealer": False}, TypeError, "R2"),
        ({"min_bid": 2}, TypeError, "min_bid"),
    ):
        with pytest.raises(error, match=expected):
            Deal.from_cards(hands, monte, **kwargs)  # type: ignore[arg-type]
    for wrong_hands, wrong_monte in ((None, monte), (hands, None), ("3♠ 2♠", monte), ([PACK[0:12], 5, PACK[24:36]], monte),
                                     ([[None] * 12, PACK[12:24], PACK[24:36]], monte)):
        with pytest.raises((TypeError, DealError)) as info:
            Deal.from_cards(wrong_hands, wrong_monte)  # type: ignore[arg-type]
        assert type(info.value).__module__.startswith("calabresella")


def test_R2_seats_are_0_1_2_for_view_captured_and_the_neighbours() -> None:
    import numpy as np

    deal = simple()
    for wrong, error in ((True, TypeError), (3, ValueError), (-1, ValueError), ("1", TypeError), (1.0, TypeError)):
        with pytest.raises(error, match="R2"):
            deal.view(wrong)  # type: ignore[arg-type]  # True was seat 1's view
        with pytest.raises(error, match="R2"):
            deal.captured(wrong)  # type: ignore[arg-type]  # 5 was silently nothing
        with pytest.raises(error, match="R2"):
            right_of(wrong)  # type: ignore[arg-type]  # 3 was wrapped round to seat 1
        with pytest.raises(error, match="R2"):
            left_of(wrong)  # type: ignore[arg-type]
    assert list(right_of(np.array([0, 1, 2]))) == [1, 2, 0]  # the notebooks turn many seats at once
    assert list(left_of(np.array([0, 1, 2]))) == [2, 0, 1]
    with pytest.raises(ValueError, match="R2"):
        right_of(np.array([0, 3]))


def test_R20_a_trick_is_a_seat_and_at_most_three_different_cards() -> None:
    from calabresella.engine.errors import ArgumentTypeError

    assert Trick(1, list(parse_cards("K♣ A♣"))) == Trick(1, parse_cards("K♣ A♣"))
    for leader, cards, error in (
        (3, (), ValueError),
        (True, (), TypeError),
        (0, ["K♣", "A♣"], TypeError),  # the winner was an AttributeError
        (0, "K♣ A♣", TypeError),
        (0, parse_cards("K♣ A♣ 2♣ 3♣"), ValueError),  # four cards: never complete, never won
        (0, parse_cards("K♣ K♣"), ValueError),
    ):
        with pytest.raises(error, match="R2|R20|Cards"):
            Trick(leader, cards)  # type: ignore[arg-type]
    with pytest.raises(ArgumentTypeError):
        Trick(0, [None])  # type: ignore[list-item]


def test_R1_R19_who_defends_and_who_leads_are_unknown_before_the_auction_is_won() -> None:
    deal = simple()
    with pytest.raises(ValueError, match="R19"):  # was an AssertionError
        deal.opening_leader()
    with pytest.raises(ValueError, match="R1"):
        _ = deal.defenders
    won = deal.apply_all([Bid(SOLO), Pass(), Pass()])
    assert won.opening_leader() == right_of(won.dealer) == won.soloist == 1 and won.defenders == (2, 0)


def test_narrate_takes_three_names() -> None:
    deal = simple().apply_all([Pass(), Bid(SOLO)])
    assert deal.narrate(["Ann", "Ben", "Cat"])[0].startswith("Ben")
    with pytest.raises(ValueError, match="3 names"):
        deal.narrate(["Ann"])  # was an IndexError
    with pytest.raises(TypeError, match="3 names"):
        deal.narrate("Ann Ben Cat")  # type: ignore[arg-type]


def test_R6_deal_cards_checks_its_arguments() -> None:
    with pytest.raises(TypeError, match="seed"):
        deal_cards(True, 0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="R2"):
        deal_cards(1, 4)
    with pytest.raises(TypeError, match="Rules"):
        deal_cards(1, 0, rules="italian")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="V2b"):
        deal_cards(1, 0, monte=["3♠", "2♠", "A♠", "K♠"])  # type: ignore[list-item]


def test_R20_V6_a_trick_seats_two_to_eight_players() -> None:
    cards = parse_cards("4♠ 5♠ 6♠ 7♠ A♠")
    trick = Trick(4, cards, players=5)
    assert trick.complete and trick.seats == (4, 0, 1, 2, 3) and trick.winner == 3
    assert Trick(7, (), players=8).seats == () and "players=8" in repr(Trick(7, (), players=8))
    for players in (1, 9):
        with pytest.raises(ValueError, match=r"players must be a whole number from 2 to 8 \(R1, V3, V5, V6\)"):
            Trick(0, (), players=players)
