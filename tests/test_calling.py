"""The calling games (C1–C9, V7–V10): Tressette a chiamare, Mediatore, Quadrigliati, Quintiglio.

The rules are in docs/rules.md, "The calling games (C1–C9, V7–V10)", with their sources; each
test names the rule it checks. The contract every registered game keeps
(tests/test_games_contract.py) runs on every profile of the four games too.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from calabresella.engine.actions import ActionError
from calabresella.engine.cards import PACK, Card, parse_cards
from calabresella.engine.errors import ArgumentTypeError, IllegalActionError
from calabresella.engine.game import play_out, play_random
from calabresella.games import record
from calabresella.games.calling import (
    Bid,
    Call,
    CallingDeal,
    CallingHeuristicPlayer,
    CallingPhase,
    CallingRecordError,
    CallingResult,
    CallingRules,
    CallingRulesError,
    CallingRulesTypeError,
    CallingSession,
    CallingSessionError,
    CallingView,
    Contract,
    Discard,
    GiveBack,
    Pass,
    Play,
    callable_cards,
    calling_profile,
    calling_profiles,
    deal_calling,
    from_json,
    parse_calling_action,
    side_points,
    stakes,
    to_dict,
    to_json,
)
from calabresella.games.chiamata import CHIAMATA, CHIAMATA_CHITARRELLA, CHIAMATA_GENOVA, CHIAMATA_STAKES
from calabresella.games.italian.players import RandomPlayer
from calabresella.games.mediatore import MEDIATORE, MEDIATORE_CHITARRELLA
from calabresella.games.quadrigliati import QUADRIGLIATI, QUADRIGLIATI_QUADRIGLIA
from calabresella.games.quintiglio import QUINTIGLIO
from calabresella.games.registry import game_of, games, load_game
from calabresella.words import N_

GAMES = ("chiamata", "mediatore", "quadrigliati", "quintiglio")
PROFILES = [rules for name in GAMES for rules in load_game(name).profiles.values()]
IDS = [rules.name for rules in PROFILES]

SUITED = [parse_cards(f"3{s} 2{s} A{s} K{s} Q{s} J{s} 7{s} 6{s} 5{s} 4{s}") for s in "♥♦♣♠"]
"""Four hands of one suit each (no monte): whoever leads takes every trick."""


def played(rules: CallingRules, seed: int, strength: str = "random") -> list[CallingDeal]:
    """Every state of a deal of ``rules`` dealt from ``seed``, played by computer players."""
    game = game_of(rules)
    deal = game.new_deal(seed, seed % rules.players, rules)
    players = [game.player(strength, seed * 10 + s) for s in range(rules.players)]
    states = [deal]
    while not deal.is_over:
        seat = deal.to_move
        assert seat is not None
        deal = deal.apply(players[seat].choose(deal.view(seat)))
        states.append(deal)
    return states


def auction_won(rules: CallingRules, contract: str, seed: int = 1, dealer: int = 0) -> CallingDeal:
    """A deal of ``rules`` whose first seat bids ``contract`` and everyone else passes."""
    deal = CallingDeal.new(seed, dealer, rules).apply(Bid(contract))
    while deal.phase is CallingPhase.AUCTION:
        deal = deal.apply(Pass())
    return deal


def refused(deal: CallingDeal, action: object, rule: str) -> str:
    """The refusal of ``action``: an IllegalActionError naming ``rule``; the deal unchanged."""
    before = (deal, deal.legal_actions(), deal.history)
    with pytest.raises(IllegalActionError) as caught:
        deal.apply(action)
    assert caught.value.rule == rule
    assert not deal.is_legal(action)
    assert (deal, deal.legal_actions(), deal.history) == before
    return str(caught.value)


# ---------------------------------------------------------------------- C1: the table and the deal

EXPECTED = {"chiamata": (4, 10, 0), "mediatore": (4, 9, 4), "quadrigliati": (4, 10, 0), "quintiglio": (5, 8, 0)}


@pytest.mark.parametrize("rules", PROFILES, ids=IDS)
def test_C1_each_table_is_dealt_from_the_dealers_right_every_card_once(rules):
    players, size, monte = EXPECTED[rules.game]
    for seed in range(4):
        dealer = seed % players
        hands, rest = deal_calling(seed, dealer, rules)
        assert [len(h) for h in hands] == [size] * players and len(rest) == monte
        assert Counter([c for h in hands for c in h] + list(rest)) == Counter(PACK)
        deal = CallingDeal.new(seed, dealer, rules)
        assert deal.to_move == deal.first_seat == (dealer + 1) % players  # C1: the dealer's right speaks first


def test_C1_the_same_seed_deals_the_same_deal_and_another_seed_another():
    for rules in (CHIAMATA, MEDIATORE, QUINTIGLIO):
        assert CallingDeal.new(7, 2, rules) == CallingDeal.new(7, 2, rules)
        assert CallingDeal.new(7, 2, rules).dealt_hands != CallingDeal.new(8, 2, rules).dealt_hands
        first, second = play_random(CallingDeal.new(7, 2, rules), 3), play_random(CallingDeal.new(7, 2, rules), 3)
        assert first == second and first.result == second.result


def test_C1_the_dealers_right_leads_the_first_trick_whoever_bids():
    deal = CallingDeal.new(3, 1, QUADRIGLIATI).apply_all([Pass(), Bid("solo")])
    assert deal.bidder == 3 and deal.phase is CallingPhase.PLAY
    assert deal.to_move == deal.opening_leader() == 2


def test_C1_a_profile_that_cannot_be_dealt_is_refused_naming_the_rule():
    with pytest.raises(CallingRulesError, match="^C1: 4 players × 9 cards and a monte of 0"):
        CHIAMATA.replace(hand_size=9)
    with pytest.raises(CallingRulesError, match="^C1: the calling games are played by 4 or 5 players"):
        CHIAMATA.replace(players=3, hand_size=13, monte_size=1)
    with pytest.raises(CallingRulesTypeError, match="^C1: players must be a whole number"):
        CHIAMATA.replace(players="4")
    with pytest.raises(CallingRulesError, match="^C2: auction must be one of first-calls, ascending"):
        CHIAMATA.replace(auction="dutch")
    with pytest.raises(CallingRulesError, match="^C6: the contract 'solo' takes the monte"):
        QUADRIGLIATI.replace(contracts=(Contract("solo", N_("Solo"), "none", True, 1, "V9d"),))
    with pytest.raises(CallingRulesError, match="^C3: a contract's call must be one of"):
        Contract("x", N_("Solo"), "secret", False, 1, "V9d")
    with pytest.raises(CallingRulesError, match="^C8: a contract's stake"):
        Contract("x", N_("Solo"), "none", False, 0, "V9d")
    with pytest.raises(CallingRulesTypeError, match="^C3: callable must be a tuple of ranks"):
        CHIAMATA.replace(callable=("10",))
    with pytest.raises(CallingRulesError, match="^C8: win_points"):
        CHIAMATA.replace(win_points=12)
    with pytest.raises(CallingRulesError, match="^C2: two contracts have the same name"):
        QUADRIGLIATI.replace(contracts=QUADRIGLIATI.contracts[:1] * 2)


def test_C1_a_deal_from_cards_refuses_a_pack_that_is_not_one():
    with pytest.raises(ValueError, match="C1"):
        CallingDeal.from_cards([SUITED[0], SUITED[0], SUITED[2], SUITED[3]], rules=CHIAMATA)
    with pytest.raises(ArgumentTypeError):
        CallingDeal.new(1, 0, "chiamata")  # type: ignore[arg-type]


# ---------------------------------------------------------------------- C2: the auction

def test_C2_V7a_the_first_seat_must_call_and_nobody_else_speaks():
    deal = CallingDeal.new(2, 0, CHIAMATA)
    assert deal.legal_actions() == (Bid("chiamo"),)
    reason = refused(deal, Pass(), "C2")
    assert "speaks first and must name a contract" in reason
    deal = deal.apply(Bid("chiamo"))
    assert deal.phase is CallingPhase.CALL and deal.bidder == deal.to_move == 1


def test_C2_V8a_each_bid_is_higher_and_a_pass_is_final():
    deal = CallingDeal.new(4, 0, MEDIATORE)
    assert [str(a) for a in deal.legal_actions()] == ["pass", "bid chiamo", "bid solo", "bid solissimo"]
    deal = deal.apply(Bid("chiamo"))  # seat 1
    assert deal.to_move == 2 and [str(a) for a in deal.legal_actions()] == ["pass", "bid solo", "bid solissimo"]
    assert "a bid must be higher than every bid so far: Chiamo has been bid" in refused(deal, Bid("chiamo"), "C2")
    assert "has no contract 'chiedo'" in refused(deal, Bid("chiedo"), "C2")
    deal = deal.apply_all([Pass(), Bid("solo"), Pass()])  # 2 passes, 3 bids solo, 0 passes
    assert deal.to_move == 1 and deal.out == (0, 2)  # the passed seats do not speak again
    deal = deal.apply(Pass())
    assert deal.phase is CallingPhase.DISCARD and deal.bidder == 3 and deal.contract == MEDIATORE.contract("solo")


def test_C2_the_top_contract_ends_the_auction_at_once():
    deal = CallingDeal.new(4, 0, QUADRIGLIATI).apply(Bid("solo"))
    assert deal.phase is CallingPhase.PLAY and deal.bidder == 1 and deal.spoken == 1


def test_C2_when_everyone_passes_the_deal_is_thrown_in_and_scored_nothing():
    deal = CallingDeal.new(4, 0, QUINTIGLIO).apply_all([Pass()] * 5)
    assert deal.is_over and deal.phase is CallingPhase.PASSED and not deal.tricks
    assert deal.result is not None and deal.result.passed and deal.result.scores == (0,) * 5
    assert deal.contract is None and load_game("quintiglio").points(deal) is None
    assert "everyone passed: the deal is thrown in" in refused(deal, Pass(), "C2")


def test_C2_with_last_bids_the_last_to_speak_may_not_pass():
    rules = QUADRIGLIATI.replace(all_pass="last-bids")
    deal = CallingDeal.new(4, 0, rules).apply_all([Pass()] * 3)
    assert Pass() not in deal.legal_actions() and deal.to_move == 0
    assert "everyone else has passed" in refused(deal, Pass(), "C2")
    assert deal.apply(Bid("chiamo")).bidder == 0


# ---------------------------------------------------------------------- C3: the call

def test_C3_V7b_a_three_is_called_or_a_two_when_the_caller_holds_all_four_threes():
    threes = parse_cards("3♥ 3♦ 3♣ 3♠ 2♠ A♠ K♠ Q♠ J♠ 7♠")
    assert callable_cards(threes, CHIAMATA) == parse_cards("2♥ 2♦ 2♣")
    some = parse_cards("3♥ 3♦ 2♠ A♠ K♠ Q♠ J♠ 7♠ 6♠ 5♠")
    assert callable_cards(some, CHIAMATA) == parse_cards("3♣ 3♠")
    both = parse_cards("3♥ 3♦ 3♣ 3♠ 2♥ 2♦ 2♣ 2♠ A♠ K♠")
    assert callable_cards(both, CHIAMATA) == parse_cards("A♥ A♦ A♣")  # the next rank down (a reading)


def test_C3_V7d_V9b_with_any_a_card_of_any_listed_rank_the_caller_lacks():
    hand = parse_cards("3♥ 3♦ 2♠ A♠ K♠ Q♠ J♠ 7♠ 6♠ 5♠")
    assert callable_cards(hand, QUADRIGLIATI) == tuple(c for c in PACK if c.rank.value in ("3", "2") and c not in hand)
    assert all(c.rank.value != "A" for c in callable_cards(hand, CHIAMATA_GENOVA))
    assert {c.rank.value for c in callable_cards(hand, CHIAMATA_CHITARRELLA)} == {"3", "2", "A"}


def test_C3_a_card_the_caller_holds_or_of_another_rank_is_refused_naming_the_rule():
    deal = CallingDeal.from_cards(SUITED, rules=CHIAMATA, dealer=3).apply(Bid("chiamo"))  # seat 0 holds the coppe
    assert [str(a) for a in deal.legal_actions()] == ["call 3♦", "call 3♣", "call 3♠"]
    assert "you hold" not in refused(deal, Call(Card.parse("3♥")), "C3")
    assert "Anna holds 3♥" in refused(deal, Call(Card.parse("3♥")), "C3")
    assert "the first of the ranks 3 2 that Anna lacks" in refused(deal, Call(Card.parse("2♦")), "C3")


# ---------------------------------------------------------------------- C4: the hidden partner

def _check_hidden(states: list[CallingDeal]) -> int:
    """C4: no view but the partner's shows the partner before the called card is played."""
    checked = 0
    for deal in states:
        contract = deal.contract
        for seat in range(deal.players):
            view = deal.view(seat)
            if contract is None:
                assert view.partner is None and view.bidder is None
                continue
            on_table = {c for t in deal.tricks for c in t.cards} | set(deal.current.cards if deal.current else ())
            played_yet = deal.called in on_table
            if contract.call == "hidden" and not played_yet and not deal.is_over:
                if seat == deal.partner:
                    assert view.partner == seat and view.partner_known
                else:
                    assert view.partner is None and view.partners() == ()
                    alone = seat == deal.bidder and deal.called in deal.hands[seat]  # he knows he is alone
                    assert view.partner_known == alone and (view.side() is None) != alone
                checked += 1
            else:
                assert view.partner == deal.partner and view.partner_known
    return checked


@pytest.mark.parametrize("rules", PROFILES, ids=IDS)
def test_C4_no_view_reveals_the_hidden_partner_before_the_called_card_is_played(rules):
    checked = 0
    for seed in range(12):
        checked += _check_hidden(played(rules, seed, "random" if seed % 2 else "heuristic"))
    if any(c.call == "hidden" for c in rules.contracts):
        assert checked > 0


def test_C4_the_partner_is_known_to_all_once_the_called_card_is_played():
    for seed in range(20):
        states = played(CHIAMATA, seed, "heuristic")
        final = states[-1]
        assert final.result is not None
        partner, called = final.result.partner, final.result.called
        assert partner is not None and called in final.dealt_hands[partner]  # a three: never the caller's own
        when = next(i for i, d in enumerate(states) if d.current and called in d.current.cards or any(
            called in t.cards for t in d.tricks))
        assert states[when - 1].view((partner + 1) % 4).partner in (None, partner)
        assert all(states[when].view(s).partner == partner for s in range(4))


def test_C4_V9b_a_revealed_partner_is_known_at_once():
    deal = auction_won(QUADRIGLIATI, "chiamo", seed=2)
    call = deal.legal_actions()[0]
    deal = deal.apply(call)
    assert deal.partner is not None and deal.revealed
    assert all(deal.view(s).partner == deal.partner for s in range(4))


def test_C4_a_called_card_in_the_monte_leaves_the_bidder_alone():
    # Mediatore chiamo: the called 3♠ lies in the monte; the bidder takes it and knows he is alone.
    hands = [parse_cards("3♥ 2♥ A♥ K♥ Q♥ J♥ 7♥ 6♥ 5♥"), parse_cards("4♥ 3♦ 2♦ A♦ K♦ Q♦ J♦ 7♦ 6♦"),
             parse_cards("5♦ 4♦ 3♣ 2♣ A♣ K♣ Q♣ J♣ 7♣"), parse_cards("6♣ 5♣ 4♣ 2♠ A♠ K♠ Q♠ J♠ 7♠")]
    deal = CallingDeal.from_cards(hands, parse_cards("3♠ 6♠ 5♠ 4♠"), dealer=3, rules=MEDIATORE)
    deal = deal.apply_all([Bid("chiamo"), Pass(), Pass(), Pass(), Call(Card.parse("3♠"))])
    assert deal.phase is CallingPhase.DISCARD and deal.partner is None and Card.parse("3♠") in deal.hands[0]
    assert deal.view(0).partner_known and deal.view(0).side() == (0,)
    assert not deal.view(1).partner_known and deal.view(1).partner is None  # the others do not know it


# ---------------------------------------------------------------------- C5: the exchange

def test_C5_V9c_the_bidder_lays_a_card_down_and_the_holder_hands_the_called_card_over():
    deal = CallingDeal.from_cards(SUITED, rules=QUADRIGLIATI, dealer=3).apply_all([Bid("chiedo"), Pass(), Pass(), Pass()])
    assert deal.phase is CallingPhase.CALL and deal.bidder == 0
    deal = deal.apply(Call(Card.parse("3♠")))
    assert deal.phase is CallingPhase.EXCHANGE and deal.giver is None  # nobody knows the holder yet
    assert "does not hold 3♠" in refused(deal, GiveBack(Card.parse("3♠")), "C5")
    deal = deal.apply(GiveBack(Card.parse("4♥")))
    assert Card.parse("3♠") in deal.hands[0] and Card.parse("4♥") in deal.hands[3]
    assert deal.giver == 3 and deal.given_back == Card.parse("4♥") and deal.partner is None and deal.alone
    assert deal.view(3).given_back == deal.view(0).given_back == Card.parse("4♥")
    assert deal.view(1).given_back is None and deal.view(1).giver == 3
    assert deal.phase is CallingPhase.PLAY and [len(h) for h in deal.hands] == [10] * 4


# ---------------------------------------------------------------------- C6: the monte

def test_C6_V8c_the_bidder_takes_the_monte_unseen_and_lays_away_as_many():
    deal = auction_won(MEDIATORE, "solo", seed=5)
    bidder = deal.bidder
    assert bidder is not None and deal.phase is CallingPhase.DISCARD and len(deal.hands[bidder]) == 13
    assert deal.view(bidder).monte_seen == deal.dealt_monte
    other = (bidder + 1) % 4
    assert deal.view(other).monte_seen == () and deal.view(other).monte_size == 0
    assert "does not hold" in refused(deal, Discard(deal.hands[other][0]), "C6")
    for _ in range(4):
        assert deal.to_move == bidder
        deal = deal.apply(Discard(deal.hands[bidder][-1]))
    assert deal.phase is CallingPhase.PLAY and len(deal.laid_away) == 4 and deal.monte == deal.laid_away
    assert deal.view(bidder).laid_away == deal.laid_away and deal.view(other).laid_away == ()


def test_C4_C6_a_bidder_who_found_the_called_card_in_the_monte_knows_he_is_alone_after_laying_it_away():
    for seed in range(200):
        deal = auction_won(MEDIATORE, "chiamo", seed=seed)
        in_monte = [card for card in callable_cards(deal.hands[deal.bidder], MEDIATORE) if card in deal.dealt_monte]
        if in_monte:
            break
    else:
        pytest.fail("no seeded deal with a callable card in the monte")
    bidder, called = deal.bidder, in_monte[0]
    deal = deal.apply(Call(called))
    assert deal.partner is None and deal.phase is CallingPhase.DISCARD
    deal = deal.apply(Discard(called))
    while deal.phase is CallingPhase.DISCARD:
        deal = deal.apply(Discard(deal.hands[bidder][-1]))
    assert called in deal.laid_away and deal.knows_partner(bidder) and deal.view(bidder).partner_known
    assert not deal.knows_partner((bidder + 1) % 4)


@pytest.mark.parametrize("contract", ["solo", "solissimo", "chiamo"])
def test_C6_the_monte_as_it_lies_goes_to_the_side_of_the_last_trick(contract):
    for seed in range(6):
        deal = play_out(auction_won(MEDIATORE, contract, seed=seed), [RandomPlayer(seed + s) for s in range(4)])
        result = deal.result
        assert result is not None and result.monte_thirds == sum(c.thirds for c in deal.monte)
        if contract == "solissimo":
            assert deal.monte == deal.dealt_monte  # V8d: left face down
        last = result.side_of(deal.tricks[-1].winner)
        by_tricks = [sum(t.thirds for t in deal.tricks if result.side_of(t.winner) == i) for i in (0, 1)]
        by_tricks[last] += result.monte_thirds
        assert list(result.side_thirds) == by_tricks


# ---------------------------------------------------------------------- C7: the play

def test_C7_a_player_must_follow_suit_and_the_highest_of_the_suit_led_wins():
    deal = CallingDeal.new(9, 0, QUADRIGLIATI).apply(Bid("solo"))
    leader = deal.to_move
    assert leader is not None
    lead = deal.hands[leader][0]
    deal = deal.apply(Play(lead))
    follower = deal.to_move
    assert follower is not None
    wrong = [c for c in deal.hands[follower] if c.suit is not lead.suit]
    if any(c.suit is lead.suit for c in deal.hands[follower]) and wrong:
        assert "must follow suit" in refused(deal, Play(wrong[0]), "C7")
    assert "does not hold" in refused(deal, Play(deal.hands[leader][0]), "C7")


def test_C7_actions_of_the_wrong_kind_are_refused_with_the_phase_and_what_may_be_done():
    deal = CallingDeal.new(9, 0, MEDIATORE)
    assert "it is the auction" in refused(deal, Play(deal.hands[1][0]), "C2")
    deal = deal.apply_all([Bid("chiamo"), Pass(), Pass(), Pass()])
    assert "it is the call" in refused(deal, Bid("solo"), "C3")


def test_C7_actions_are_read_from_text_and_bad_text_is_refused():
    for text in ("pass", "bid chiamo", "call 3♠", "give 4♦", "discard 5♣", "play 3♠"):
        assert str(parse_calling_action(text)) == text
    assert parse_calling_action("play 3S") == Play(Card.parse("3♠"))
    for bad in ("bid", "shout", "play 10♠", "bid two words"):
        with pytest.raises(ActionError):
            parse_calling_action(bad)
    with pytest.raises(ArgumentTypeError):
        Bid(3)  # type: ignore[arg-type]
    assert repr(Bid("solo")) == "Bid('solo')" and eval(repr(Bid("solo"))) == Bid("solo")


# ---------------------------------------------------------------------- C8: the score

def test_C8_whole_points_drop_the_fraction_and_the_last_trick_adds_one():
    assert side_points((17, 15), 1) == (5, 6)
    assert side_points((32, 0), 0) == (11, 0)
    assert side_points((16, 16), 0) == (6, 5)


def test_C8_stakes_are_zero_sum_the_partner_gets_one_stake_the_bidder_the_rest():
    assert stakes(0, 2, 4, 1, True) == (1, -1, 1, -1)
    assert stakes(1, None, 4, 3, True) == (-3, 9, -3, -3)
    assert stakes(4, 0, 5, 1, False) == (-1, 1, 1, 1, -2)
    assert stakes(2, None, 5, 2, True) == (-2, -2, 8, -2, -2)


@pytest.mark.parametrize("rules", PROFILES, ids=IDS)
def test_C8_every_deal_shares_eleven_points_and_stakes_add_up_to_zero(rules):
    for seed in range(10):
        final = played(rules, seed)[-1]
        result = final.result
        assert isinstance(result, CallingResult)
        if result.passed:
            continue
        assert sum(result.side_points) == 11 and sum(result.side_thirds) == 32
        assert result.made == (result.side_points[0] >= rules.win_points)
        assert sum(load_game(rules.game).points(final)) == 35
        if rules.scoring == "stakes":
            assert sum(result.scores) == 0
            stake = rules.contract(result.contract).stake
            for seat in result.other_side:
                assert result.scores[seat] == (-stake if result.made else stake)
        else:
            assert all(result.scores[s] == result.side_points[result.side_of(s)] for s in range(rules.players))


def test_C8_a_side_that_takes_every_trick_takes_all_eleven_points():
    deal = CallingDeal.from_cards(SUITED, rules=QUADRIGLIATI, dealer=3).apply(Bid("solo"))
    final = play_out(deal, [CallingHeuristicPlayer(s) for s in range(4)])
    assert final.result is not None and final.result.side_points == (11, 0) and final.result.made
    assert final.result.scores == (9, -3, -3, -3)


# ---------------------------------------------------------------------- refusals, records, the game objects

@pytest.mark.parametrize("rules", PROFILES, ids=IDS)
def test_C2_C7_a_refused_action_leaves_the_state_unchanged_and_names_its_rule(rules):
    rng = random.Random(rules.name)
    tries = [Pass(), Bid("chiamo"), Bid("solo"), Bid("nothing"), Call(Card.parse("4♠")), GiveBack(Card.parse("4♠")),
             Discard(Card.parse("4♠")), Play(Card.parse("4♠")), "play 4♠"]
    count = 0
    for deal in played(rules, 3)[:-1]:
        for action in rng.sample(tries, 3):
            if deal.is_legal(action):
                continue
            before = (deal, deal.legal_actions(), deal.history)
            with pytest.raises(IllegalActionError) as caught:
                deal.apply(action)
            assert caught.value.rule.startswith(("C", "V"))
            assert (deal, deal.legal_actions(), deal.history) == before
            count += 1
    assert count > 10


@pytest.mark.parametrize("rules", PROFILES, ids=IDS)
def test_C1_records_round_trip_at_every_stage(rules):
    states = played(rules, 4)
    for deal in (states[0], states[len(states) // 2], states[-1]):
        assert from_json(to_json(deal)) == deal
        assert record.from_any(to_dict(deal)) == deal
        assert game_of(deal).name == rules.game


def test_C1_a_record_with_an_illegal_action_or_a_changed_profile_is_refused():
    done = play_random(CallingDeal.new(3, 0, MEDIATORE), 1)
    data = to_dict(done)
    data["actions"][0]["action"] = "bid chiedo"
    with pytest.raises(CallingRecordError, match="action 0"):
        from_json(json.dumps(data))
    with pytest.raises(ValueError, match="replace"):
        to_dict(CallingDeal.new(3, 0, MEDIATORE.replace(win_points=5)))


def test_C1_the_four_games_are_registered_and_each_owns_its_deals():
    names = [g.name for g in games()]
    assert names[-4:] == list(GAMES)
    for name in GAMES:
        game = load_game(name)
        for profile, rules in game.profiles.items():
            assert calling_profile(profile) is rules and rules.game == name
            deal = game.new_deal(1, 0, rules)
            assert game_of(deal) is game and game_of(deal.view(1)) is game
            assert game.owns(deal) and not any(other.owns(deal) for other in games() if other is not game)
        assert len(game.scenarios) == 2 and all(game.play_scenario(s).is_over for s in game.scenarios)
    assert set(calling_profiles()) == {p for name in GAMES for p in load_game(name).profiles}


# ---------------------------------------------------------------------- C9: sessions

def test_C9_V7c_a_points_session_ends_when_a_total_reaches_21():
    session = load_game("chiamata").session(seed=1)
    rng = random.Random(3)
    while not session.is_over:
        session = session.record(play_random(session.next_deal(rng.randrange(10**6)), rng.randrange(10**6)))
    before_last = [sum(r.scores[s] for r in session.results[:-1]) for s in range(4)]
    assert max(session.totals) >= 21 > max(before_last)
    assert session.winners and session.standings()[0][2] == max(session.totals)
    assert CallingSession.from_json(session.to_json()) == session
    with pytest.raises(CallingSessionError, match="C9"):
        session.next_deal(1)


def test_C9_a_stakes_session_plays_its_scored_deals_zero_sum_and_thrown_in_deals_do_not_count(tmp_path):
    session = load_game("quintiglio").session()
    dealers = []
    rng = random.Random(5)
    while not session.is_over:
        deal = session.next_deal(rng.randrange(10**6))
        dealers.append(deal.dealer)
        session = session.record(play_out(deal, [CallingHeuristicPlayer(s) for s in range(5)]))
    assert session.scored_deals == 10 and sum(session.totals) == 0
    assert dealers == [i % 5 for i in range(len(dealers))]  # C1: the deal passes on, thrown in or played
    thrown = CallingSession(rules=QUINTIGLIO).record(CallingDeal.new(1, 0, QUINTIGLIO).apply_all([Pass()] * 5))
    assert thrown.scored_deals == 0 and thrown.dealer == 1 and not thrown.is_over
    path = tmp_path / "s.json"
    session.save(path)
    assert CallingSession.load(path) == session


def test_C9_a_session_refuses_a_deal_out_of_turn_or_unfinished():
    session = CallingSession(rules=MEDIATORE)
    with pytest.raises(CallingSessionError, match="C9"):
        session.record(play_random(CallingDeal.new(1, 2, MEDIATORE), 1))
    with pytest.raises(CallingSessionError, match="C9"):
        session.record(CallingDeal.new(1, 0, MEDIATORE))


# ---------------------------------------------------------------------- the heuristic player

@pytest.mark.parametrize("rules", PROFILES, ids=IDS)
def test_C2_C7_the_heuristic_player_only_ever_chooses_a_legal_action(rules):
    for seed in range(8):
        deal = CallingDeal.new(seed, seed % rules.players, rules)
        players = [CallingHeuristicPlayer(seed + s if seed % 2 else None) for s in range(rules.players)]
        while not deal.is_over:
            seat = deal.to_move
            assert seat is not None
            view = deal.view(seat)
            action = players[seat].choose(view)
            assert action in deal.legal_actions()
            deal = deal.apply(action)


def test_C4_the_heuristic_player_chooses_from_a_view_alone():
    deal = CallingDeal.new(3, 0, CHIAMATA)
    with pytest.raises(ArgumentTypeError):
        CallingHeuristicPlayer().choose(deal)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        CallingHeuristicPlayer().choose(deal.view(2))  # not to move
    assert isinstance(deal.view(1), CallingView)


def test_C4_the_views_and_choices_do_not_depend_on_who_holds_the_called_card():
    """Two deals that differ only in which opponent holds the called card (hidden, C4) give the
    bidder and the third seat the same views, and so the heuristic player the same choices."""
    hands = [parse_cards("3♥ 2♥ A♥ K♥ Q♥ J♥ 7♥ 6♥ 5♥ 4♥"), parse_cards("3♦ 2♦ A♦ K♦ Q♦ J♦ 7♦ 6♦ 5♦ 4♦"),
             parse_cards("3♠ 2♣ A♣ K♣ Q♣ J♣ 7♣ 6♣ 5♣ 4♣"), parse_cards("3♣ 2♠ A♠ K♠ Q♠ J♠ 7♠ 6♠ 5♠ 4♠")]
    swapped = [hands[0], hands[1], hands[3], hands[2]]
    deals = [CallingDeal.from_cards(h, rules=CHIAMATA, dealer=3).apply_all([Bid("chiamo"), Call(Card.parse("3♠"))])
             for h in (hands, swapped)]
    assert [d.partner for d in deals] == [2, 3]
    for seat in (0, 1):
        assert deals[0].view(seat) == deals[1].view(seat)
        assert deals[0].view(seat).partner is None
    assert CallingHeuristicPlayer().choose(deals[0].view(0)) == CallingHeuristicPlayer().choose(deals[1].view(0))


def test_V8e_mediatore_gets_the_card_by_exchange_then_takes_the_monte_and_plays_alone():
    deal = auction_won(MEDIATORE_CHITARRELLA, "mediatore", seed=6)
    bidder = deal.bidder
    assert bidder is not None and deal.phase is CallingPhase.CALL
    assert {c.rank.value for c in callable_cards(deal.hands[bidder], MEDIATORE_CHITARRELLA)} == {"3", "2", "A"}
    card = next(a.card for a in deal.legal_actions() if isinstance(a, Call) and a.card not in deal.monte)
    deal = deal.apply(Call(card))
    assert deal.phase is CallingPhase.EXCHANGE
    deal = deal.apply(GiveBack(deal.hands[bidder][-1]))
    assert card in deal.hands[bidder] and deal.phase is CallingPhase.DISCARD and len(deal.hands[bidder]) == 13
    assert deal.partner is None and deal.giver is not None


def test_V9e_V7d_the_other_readings_call_as_their_sources_say():
    assert QUADRIGLIATI_QUADRIGLIA.auction == "first-calls" and QUADRIGLIATI_QUADRIGLIA.contracts[0].call == "hidden"
    assert CHIAMATA_STAKES.scoring == "stakes" and CHIAMATA_STAKES.target is None
    final = play_random(CallingDeal.new(2, 0, CHIAMATA_STAKES), 4)
    assert final.result is not None and sum(final.result.scores) == 0
