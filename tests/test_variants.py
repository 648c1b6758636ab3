"""The variant profiles of ``docs/rules.md``: V1 (who leads), V2 (first to 21), V2b (the
Treccani all-pass) and V3 (four at the table), each checked rule by rule and on random
deals and sessions. The default profile's own behaviour is pinned by the playthroughs
(``tests/test_playthroughs.py``), which these changes leave byte-for-byte the same."""

from __future__ import annotations

import json
import random

import pytest

from calabresella import (
    ITALIAN,
    PACK,
    PROFILES,
    Bid,
    Call,
    Card,
    Contract,
    Deal,
    DealError,
    Enhance,
    Enhancement,
    IllegalActionError,
    Pass,
    Phase,
    Rules,
    RulesError,
    parse_cards,
    profile,
    score_deal,
)
from calabresella.__main__ import main
from calabresella.games import record
from calabresella.games.italian.deal import right_of
from calabresella.games.italian.players import HeuristicPlayer, Player, RandomPlayer, play_deal
from calabresella.games.italian.rules import (
    ALL_PASS_LIMITED,
    BIDDER_LEADS,
    DEALER_LEFT_LEADS,
    FIRST_TO_21,
    FOUR_AT_THE_TABLE,
)
from calabresella.games.italian.session import NAMES_FOUR, Session, SessionDeal, SessionError, play_session

CHIAMO, SOLO, SOLISSIMO = Contract.CHIAMO, Contract.SOLO, Contract.SOLISSIMO
VARIANTS = ("bidder-leads", "dealer-left-leads", "first-to-21", "all-pass-limited", "four-at-the-table")


def simple(dealer: int = 0, rules: Rules = ITALIAN, min_bid: Contract = CHIAMO) -> Deal:
    """The pack dealt in order (as in test_deal.py): the monte is 7♠ 6♠ 5♠ 4♠."""
    return Deal.from_cards(
        [PACK[0:12], PACK[12:24], PACK[24:36]], PACK[36:40], dealer=dealer, rules=rules, min_bid=min_bid
    )


def won_by(deal: Deal, seat: int, contract: Contract) -> Deal:
    """Run the auction so that ``seat`` bids ``contract`` and the others pass, then finish
    the call or enhancement and the discards with the first legal choices: play begins."""
    while deal.phase is Phase.AUCTION:
        deal = deal.apply(Bid(contract) if deal.to_move == seat else Pass())
    if deal.phase is Phase.CALL:
        deal = deal.apply(Call(Card.parse("3♥")))
    if deal.phase is Phase.ENHANCE:
        deal = deal.apply(Enhance(Enhancement.PLAIN))
    while deal.phase is not Phase.PLAY:
        deal = deal.apply(deal.legal_actions()[0])
    return deal


def players_for(rules: Rules, seed: int, kind: type = RandomPlayer) -> list[Player]:
    return [kind(seed * 10 + s) for s in range(rules.players)]


def played_session(rules: Rules, seed: int, kind: type = RandomPlayer) -> tuple[Session, list[Deal]]:
    """A whole session played deal by deal (as play_session does), keeping every deal."""
    players = players_for(rules, seed, kind)
    session = Session.new(seed=seed, rules=rules)
    deals: list[Deal] = []
    k = 0
    while not session.is_over:
        deal = play_deal(session.next_deal(seed * 1000 + k), [players[t] for t in session.deal_seats()])
        deals.append(deal)
        session = session.record(deal)
        k += 1
    return session, deals


def every_card(deal: Deal) -> list[Card]:
    played = [c for t in deal.tricks for c in t.cards] + (list(deal.current.cards) if deal.current else [])
    return sorted([c for h in deal.hands for c in h] + list(deal.monte) + played)


# --------------------------------------------------------------------------- the profiles


def test_every_variant_is_a_named_validated_profile_that_names_its_source() -> None:
    for name in VARIANTS:
        rules = profile(name)
        assert name in PROFILES and rules.name == name
        assert rules.description.startswith(("V1", "V2", "V2b", "V3"))
        differs = [f for f in ("opening_lead", "game_target", "all_pass_redeal_limited", "players")
                   if getattr(rules, f) != getattr(ITALIAN, f)]
        assert len(differs) == 1  # each variant changes one rule choice of the default
        assert rules == ITALIAN.replace(name=rules.name, description=rules.description, **{
            differs[0]: getattr(rules, differs[0])
        })
    assert (ITALIAN.game_target, ITALIAN.all_pass_redeal_limited, ITALIAN.players) == (None, False, 3)


@pytest.mark.parametrize(
    ("change", "rule"),
    [
        ({"players": 2}, "R1"),
        ({"players": 5}, "V3"),
        ({"players": True}, "R1"),
        ({"game_target": 0}, "V2"),
        ({"game_target": -21}, "V2"),
        ({"game_target": True}, "V2"),
        ({"game_target": "21"}, "V2"),
        ({"all_pass_redeal_limited": 1}, "V2b"),
    ],
)
def test_a_variant_that_makes_no_sense_is_refused_with_the_reason(change: dict[str, object], rule: str) -> None:
    with pytest.raises(RulesError, match=rule):
        ITALIAN.replace(**change)


# --------------------------------------------------------------------------- V1


@pytest.mark.parametrize("contract", [CHIAMO, SOLO, SOLISSIMO])
def test_V1_bidder_leads_the_soloist_leads_whatever_the_contract(contract: Contract) -> None:
    # dealer 0: seat 1 is the dealer's right; seat 2 wins the auction and leads.
    deal = won_by(simple(dealer=0, rules=BIDDER_LEADS), 2, contract)
    assert deal.to_move == deal.opening_leader() == deal.soloist == 2
    assert won_by(simple(dealer=0), 2, contract).to_move == (2 if contract is SOLISSIMO else 1)


@pytest.mark.parametrize("contract", [CHIAMO, SOLO, SOLISSIMO])
def test_V1_dealer_left_leads_the_dealers_left_leads_whatever_the_contract(contract: Contract) -> None:
    for dealer in range(3):
        deal = won_by(simple(dealer=dealer, rules=DEALER_LEFT_LEADS), right_of(dealer), contract)
        assert deal.to_move == deal.opening_leader() == (dealer + 2) % 3


# --------------------------------------------------------------------------- random deals, every profile


@pytest.mark.parametrize("name", list(PROFILES))
@pytest.mark.parametrize("seed", range(12))
def test_random_deals_of_every_profile_conserve_the_cards_total_35_and_sum_to_zero(name: str, seed: int) -> None:
    rules = profile(name)
    rng = random.Random(seed)
    deal = Deal.new(seed=seed, dealer=2 if rules.players == 4 else seed % 3, rules=rules)
    while not deal.is_over:
        assert every_card(deal) == list(PACK)
        assert deal.is_legal(action := rng.choice(deal.legal_actions()))
        deal = deal.apply(action)
    assert every_card(deal) == list(PACK)
    if deal.result is not None:
        assert deal.result.soloist_thirds + deal.result.defenders_thirds == 35
        assert sum(deal.result.transfers) == 0


@pytest.mark.parametrize("name", list(PROFILES))
@pytest.mark.parametrize("seed", range(3))
def test_random_sessions_of_every_profile_keep_the_ledger_straight(name: str, seed: int) -> None:
    rules = profile(name)
    session, deals = played_session(rules, seed)
    assert len(session.balances) == rules.players and sum(session.balances) == 0
    for entry, deal in zip(session.deals, deals, strict=True):
        assert sorted([c for h in deal.dealt_hands for c in h] + list(deal.dealt_monte)) == list(PACK)
        assert every_card(deal) == list(PACK)
        assert sum(session.transfers_of(entry)) == 0
        if entry.result is not None:
            assert entry.result.soloist_thirds + entry.result.defenders_thirds == 35
    assert [sum(session.transfers_of(e)[s] for e in session.deals) for s in range(rules.players)] == list(
        session.balances
    )
    assert Session.from_json(session.to_json()) == session
    assert json.loads(session.to_json())["rules"] == name


# --------------------------------------------------------------------------- V2: first to 21


@pytest.mark.parametrize("seed", range(8))
def test_V2_first_to_21_ends_exactly_after_the_deal_in_which_a_balance_reaches_21(seed: int) -> None:
    session = play_session(players_for(FIRST_TO_21, seed), seed=seed, rules=FIRST_TO_21)
    assert session.is_over and max(session.balances) >= 21
    for k in range(len(session.deals)):
        before = Session(session.names, session.first_dealer, FIRST_TO_21, session.deals[:k])
        assert not before.is_over and max(before.balances) < 21
    assert session.deals[-1].result is not None  # an all-pass moves no balance, so never ends a game
    with pytest.raises(SessionError, match=r"reached 21 game points \(V2\)"):
        session.next_deal(99)
    standings = session.standings()
    assert standings[0][0] == 1 and standings[0][2] == max(session.balances)


def test_V2_game_points_are_the_R28_transfers_and_other_targets_are_a_field() -> None:
    to_31 = FIRST_TO_21.replace(name="first-to-31", game_target=31)
    session = play_session(players_for(to_31, 4), seed=4, rules=to_31)
    assert max(session.balances) >= 31 and sum(session.balances) == 0
    assert list(session.balances) == [
        sum(e.result.transfers[s] for e in session.deals if e.result) for s in range(3)
    ]
    nine = play_session(players_for(ITALIAN, 4), seed=4, rules=ITALIAN)
    assert nine.scored_deals == 9  # the default ends on the count of R30, whatever the balances


def test_V2_two_defenders_reaching_the_target_together_share_first_place() -> None:
    to_1 = FIRST_TO_21.replace(name="first-to-1", game_target=1)
    failed = score_deal(
        soloist=0, contract=CHIAMO, soloist_trick_thirds=10, defenders_trick_thirds=20,
        monte_thirds=2, last_trick_to_soloist=False, soloist_tricks=4, rules=to_1,
    )
    assert failed.transfers == (-2, 1, 1)
    session = Session(first_dealer=2, rules=to_1, deals=(SessionDeal(dealer=2, result=failed),))
    assert session.is_over
    assert [place for place, _, _ in session.standings()] == [1, 1, 3]


def test_V2_a_saved_game_keeps_its_profile_and_refuses_a_deal_after_the_end() -> None:
    session = play_session(players_for(FIRST_TO_21, 1), seed=1, rules=FIRST_TO_21)
    data = json.loads(session.to_json())
    assert data["rules"] == "first-to-21"
    assert Session.from_dict(data) == session
    extra = dict(data["deals"][-1])
    extra["dealer"] = session.dealer
    data["deals"].append(extra)
    with pytest.raises(SessionError, match="V2"):
        Session.from_dict(data)


# --------------------------------------------------------------------------- V2b: the Treccani all-pass


def all_passed(session: Session, seed: int) -> Deal:
    return session.next_deal(seed).apply_all([Pass(), Pass(), Pass()])


def test_V2b_after_an_all_pass_the_monte_stays_the_rest_is_redealt_and_chiamo_is_refused() -> None:
    session = Session.new(seed=3, rules=ALL_PASS_LIMITED)
    passed = all_passed(session, 10)
    session = session.record(passed)
    assert session.kept_monte == passed.dealt_monte and session.scored_deals == 0
    deal = session.next_deal(11)
    assert deal.dealt_monte == passed.dealt_monte  # the same four cards, as they were
    assert deal.dealt_hands != passed.dealt_hands and deal.dealer == right_of(passed.dealer)  # R6 still
    assert deal.min_bid is SOLO
    assert deal.legal_actions() == (Pass(), Bid(SOLO), Bid(SOLISSIMO))
    seat = deal.to_move
    assert seat is not None
    assert deal.view(seat).min_bid is SOLO
    assert deal.view(seat).legal_actions == deal.legal_actions()
    with pytest.raises(IllegalActionError) as refused:
        deal.apply(Bid(CHIAMO))
    assert refused.value.rule == "V2b"
    assert "Treccani" in str(refused.value) and "bid solo or bid solissimo" in str(refused.value)
    after_solo = deal.apply(Bid(SOLO))
    assert after_solo.explain(Bid(CHIAMO)) is not None and "V2b" in str(after_solo.explain(Bid(CHIAMO)))
    assert after_solo.legal_actions() == (Pass(), Bid(SOLISSIMO))


def test_V2b_only_the_deal_right_after_an_all_pass_is_limited_and_a_chain_keeps_the_same_monte() -> None:
    session = Session.new(seed=5, rules=ALL_PASS_LIMITED)
    first = all_passed(session, 1)
    session = session.record(first)
    second = all_passed(session, 2)
    assert second.min_bid is SOLO and second.dealt_monte == first.dealt_monte
    session = session.record(second)
    third = session.next_deal(3)
    assert third.min_bid is SOLO and third.dealt_monte == first.dealt_monte
    played = play_deal(third.apply(Bid(SOLO)), players_for(ALL_PASS_LIMITED, 3))
    session = session.record(played)
    after = session.next_deal(4)
    assert after.min_bid is CHIAMO and session.kept_monte is None
    assert Bid(CHIAMO) in after.legal_actions()


def test_V2b_the_default_profile_redeals_everything_and_keeps_chiamo() -> None:
    session = Session.new(seed=3)
    passed = all_passed(session, 10)
    deal = session.record(passed).next_deal(11)
    assert deal.min_bid is CHIAMO and Bid(CHIAMO) in deal.legal_actions()
    assert deal.dealt_monte != passed.dealt_monte
    assert session.record(passed).deals[-1].monte == ()


def test_V2b_the_session_refuses_a_deal_that_ignores_the_kept_monte_or_limits_without_an_all_pass() -> None:
    session = Session.new(seed=2, rules=ALL_PASS_LIMITED)
    with pytest.raises(SessionError, match="V2b"):
        session.record(Deal.new(seed=1, dealer=session.dealer, rules=ALL_PASS_LIMITED, min_bid=SOLO)
                       .apply_all([Pass()] * 3))
    after = session.record(all_passed(session, 1))
    fresh = Deal.new(seed=2, dealer=after.dealer, rules=ALL_PASS_LIMITED).apply_all([Pass()] * 3)
    with pytest.raises(SessionError, match="V2b: the last deal was passed out"):
        after.record(fresh)


def test_V2b_a_minimum_bid_is_refused_where_the_profile_does_not_allow_it() -> None:
    with pytest.raises(DealError, match="V2b"):
        Deal.new(seed=1, min_bid=SOLO)  # the default profile never limits the auction
    with pytest.raises(DealError, match="V2b"):
        Deal.new(seed=1, rules=ALL_PASS_LIMITED, min_bid=SOLISSIMO)  # only Solo or Solissimo: the floor is Solo
    with pytest.raises(DealError, match="V2b"):
        Deal.new(seed=1, rules=ALL_PASS_LIMITED, monte=parse_cards("3♠ 2♠ A♠"))
    with pytest.raises(DealError, match="V2b"):
        Deal.new(seed=1, rules=ALL_PASS_LIMITED, monte=parse_cards("3♠ 2♠ A♠ 3♠"))


@pytest.mark.parametrize("seed", range(6))
def test_V2b_random_sessions_keep_the_monte_identical_and_never_play_a_chiamo_right_after_an_all_pass(
    seed: int,
) -> None:
    session, deals = played_session(ALL_PASS_LIMITED, seed, HeuristicPlayer if seed % 2 else RandomPlayer)
    follows = 0
    for before, deal in zip(deals, deals[1:], strict=False):
        if before.result is None:
            follows += 1
            assert deal.dealt_monte == before.dealt_monte and deal.min_bid is SOLO
            assert all(a.contract is not CHIAMO for _, a in deal.history if isinstance(a, Bid))
        else:
            assert deal.min_bid is CHIAMO
    assert deals[0].min_bid is CHIAMO
    assert Session.from_json(session.to_json()) == session


@pytest.mark.parametrize("seed", range(40))
def test_V2b_computer_players_choose_only_legal_actions_when_chiamo_is_barred(seed: int) -> None:
    deal = Deal.new(seed=seed, dealer=seed % 3, rules=ALL_PASS_LIMITED, monte=PACK[:4], min_bid=SOLO)
    for kind in (HeuristicPlayer, RandomPlayer):
        players = [kind(seed + s) for s in range(3)]
        state = deal
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            choice = players[seat].choose(state.view(seat))
            assert choice in state.legal_actions()
            state = state.apply(choice)
        assert state.bid is not CHIAMO


def test_V2b_a_limited_deal_record_stores_the_minimum_bid_and_replays() -> None:
    deal = play_deal(
        Deal.new(seed=8, rules=ALL_PASS_LIMITED, monte=PACK[10:14], min_bid=SOLO), players_for(ALL_PASS_LIMITED, 8)
    )
    data = record.to_dict(deal)
    assert data["min_bid"] == "solo"
    assert record.from_dict(data) == deal
    assert "min_bid" not in record.to_dict(play_deal(Deal.new(seed=8), players_for(ITALIAN, 8)))
    assert "min_bid" not in record.to_dict(Deal.new(seed=8, rules=ALL_PASS_LIMITED))


@pytest.mark.parametrize(
    ("value", "message"),
    [("Solo ", "must be one of"), (2, "must be one of"), (None, "must be one of"), ("solissimo", "V2b")],
)
def test_V2b_a_record_with_a_malformed_minimum_bid_is_refused(value: object, message: str) -> None:
    data = record.to_dict(Deal.new(seed=8, rules=ALL_PASS_LIMITED, min_bid=SOLO))
    data["min_bid"] = value
    with pytest.raises(record.RecordError, match=message):
        record.from_dict(data)
    plain = record.to_dict(Deal.new(seed=8))
    plain["min_bid"] = "solo"
    with pytest.raises(record.RecordError, match="V2b"):
        record.from_dict(plain)


def test_V2b_a_limited_record_whose_chiamo_is_illegal_is_refused() -> None:
    data = record.to_dict(Deal.new(seed=8, rules=ALL_PASS_LIMITED, min_bid=SOLO))
    data["actions"] = [{"seat": 1, "action": "bid chiamo"}]
    with pytest.raises(record.RecordError, match="action 0 .*is illegal: V2b"):
        record.from_dict(data)


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda entry: entry.pop("monte"), "V2b"),
        (lambda entry: entry.update(monte=["3♠", "3♠", "2♠", "A♠"]), "V2b"),
        (lambda entry: entry.update(monte=["3♠", "nope", "2♠", "A♠"]), "V2b"),
    ],
)
def test_V2b_a_saved_session_needs_the_kept_monte(mutate: object, message: str) -> None:
    session = Session.new(seed=1, rules=ALL_PASS_LIMITED)
    session = session.record(all_passed(session, 1))
    data = json.loads(session.to_json())
    assert len(data["deals"][0]["monte"]) == 4
    mutate(data["deals"][0])  # type: ignore[operator]
    with pytest.raises(SessionError, match=message):
        Session.from_dict(data)


def test_V2b_a_saved_session_with_a_chiamo_right_after_an_all_pass_is_refused() -> None:
    session, _ = played_session(ITALIAN, 6)
    chiamo = next(e for e in json.loads(session.to_json())["deals"] if e.get("contract") == "chiamo")
    passed = {"dealer": 0, "seed": 0, "passed": True, "monte": ["4♠", "5♠", "6♠", "7♠"]}
    data = {
        "format": "calabresella-session", "version": 1, "rules": "all-pass-limited",
        "names": ["A", "B", "C"], "first_dealer": 0, "deals": [passed, {**chiamo, "dealer": 1}],
    }
    with pytest.raises(SessionError, match=r"deal 2 is a Chiamo right after an all-pass.*\(V2b\)"):
        Session.from_dict(data)
    assert Session.from_dict({**data, "rules": "italian"}).scored_deals == 1  # R10 allows it


# --------------------------------------------------------------------------- V3: four at the table


def test_V3_the_dealer_sits_out_and_the_three_others_play_from_the_dealers_right() -> None:
    session = Session(names=NAMES_FOUR, first_dealer=1, rules=FOUR_AT_THE_TABLE)
    assert session.dealer == 1 and session.deal_seats() == (2, 3, 0) and session.deal_dealer == 2
    deal = session.next_deal(5)
    assert deal.dealer == 2 and deal.to_move == 0  # deal seat 0, table seat 2: the dealer's right speaks first
    assert [len(h) for h in deal.hands] == [12, 12, 12] and len(deal.monte) == 4  # the dealer has no hand
    # Chiamo and Solo: the dealer's right leads (R19), whoever is soloist
    assert won_by(deal, 1, SOLO).to_move == 0
    # the dealer's left (deal seat 2, table seat 0) leads when a profile says so (V1 with V3)
    left = FOUR_AT_THE_TABLE.replace(name="four-dealer-left", opening_lead="dealer_left")
    assert won_by(Deal.new(seed=5, dealer=2, rules=left), 0, SOLO).to_move == 2


def test_V3_the_deal_rotates_over_four_and_the_dealer_never_gains_or_loses() -> None:
    session = play_session(players_for(FOUR_AT_THE_TABLE, 3), seed=3, rules=FOUR_AT_THE_TABLE)
    assert len(session.names) == 4 and session.scored_deals == 9
    dealers = [entry.dealer for entry in session.deals]
    assert dealers == [(session.first_dealer + k) % 4 for k in range(len(dealers))]
    assert set(dealers) == {0, 1, 2, 3}
    for entry in session.deals:
        moves = session.transfers_of(entry)
        assert moves[entry.dealer] == 0 and sum(moves) == 0
        assert session.soloist_of(entry) != entry.dealer or entry.result is None
    assert sum(session.balances) == 0


def test_V3_standings_for_four_share_places() -> None:
    solo = score_deal(
        soloist=0, contract=SOLO, soloist_trick_thirds=20, defenders_trick_thirds=10,
        monte_thirds=2, last_trick_to_soloist=True, soloist_tricks=8, rules=FOUR_AT_THE_TABLE,
    )
    session = Session(names=NAMES_FOUR, first_dealer=3, rules=FOUR_AT_THE_TABLE,
                      deals=(SessionDeal(dealer=3, result=solo),))
    assert session.balances == (4, -2, -2, 0)  # Anna (dealer's right) won a Solo; Dario dealt
    assert session.standings() == [(1, "Anna", 4), (2, "Dario", 0), (3, "Bruno", -2), (3, "Carla", -2)]
    assert Session(names=NAMES_FOUR, rules=FOUR_AT_THE_TABLE).standings()[3][0] == 1


def test_V3_a_four_player_session_round_trips_and_bad_files_are_refused() -> None:
    session = play_session(players_for(FOUR_AT_THE_TABLE, 2), seed=2, rules=FOUR_AT_THE_TABLE)
    data = json.loads(session.to_json())
    assert data["names"] == list(NAMES_FOUR) and Session.from_dict(data) == session
    for change, message in (
        ({"names": ["A", "B", "C"]}, "list of four different names"),
        ({"names": ["A", "B", "C", "A"]}, "four different names"),
        ({"first_dealer": 4}, "0, 1, 2 or 3"),
    ):
        with pytest.raises(SessionError, match=message):
            Session.from_dict({**data, **change})


def test_V3_sessions_need_four_players_and_a_deal_seated_from_the_dealers_right() -> None:
    with pytest.raises(SessionError, match="V3"):
        Session.new(["A", "B", "C"], rules=FOUR_AT_THE_TABLE)
    with pytest.raises(SessionError, match="need 4 players"):
        play_session(players_for(ITALIAN, 1), rules=FOUR_AT_THE_TABLE)
    with pytest.raises(SessionError, match="need 3 players"):
        play_session(players_for(FOUR_AT_THE_TABLE, 1))
    session = Session.new(seed=1, rules=FOUR_AT_THE_TABLE)
    assert session.names == NAMES_FOUR
    with pytest.raises(SessionError, match="V3"):
        session.record(Deal.new(seed=1, dealer=0, rules=FOUR_AT_THE_TABLE).apply_all([Pass()] * 3))
    with pytest.raises(SessionError, match="rules"):
        session.record(Deal.new(seed=1, dealer=2).apply_all([Pass()] * 3))


# --------------------------------------------------------------------------- the command line


@pytest.mark.parametrize("name", VARIANTS)
def test_the_command_line_plays_a_deal_and_a_session_with_each_variant(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["deal", "--seed", "3", "--rules", name]) == 0
    out = capsys.readouterr().out
    assert f"Rules: {name}." in out and "Hands as dealt:" in out
    assert main(["session", "--seed", "3", "--rules", name]) == 0
    standings = capsys.readouterr().out.split("Standings:\n")[1].splitlines()
    assert len(standings) == profile(name).players


def test_the_command_line_seats_four_and_the_sitting_out_dealer(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "--seed", "3", "--dealer", "3", "--rules", "four-at-the-table"]) == 0
    out = capsys.readouterr().out
    assert "Dealer: Dario, who sits out" in out and "Anna on the dealer's right speaks first" in out
    assert main(["session", "--seed", "1", "--rules", "first-to-21"]) == 0
    assert "A game to 21 game points (V2)" in capsys.readouterr().out
