"""A session played with real cards: results entered by hand, scored by the engine (R5, R10, R20–R30)."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from calabresella.engine.actions import Contract, Enhancement
from calabresella.games.italian.players import RandomPlayer, play_deal
from calabresella.games.italian.rules import PROFILES
from calabresella.games.italian.scoring import score_deal
from calabresella.games.italian.session import HandEntryError, Session, SessionError, play_session

E2 = dict(contract=Contract.SOLO, soloist=0, soloist_trick_thirds=13, monte_thirds=2, soloist_tricks=7,
          last_trick_to_soloist=True)


def test_E2_entered_by_hand_moves_the_balances_as_the_rules_say():
    session = Session(first_dealer=0).record_by_hand(**E2)
    result = session.deals[0].result
    assert (result.soloist_thirds, result.defenders_thirds, result.won) == (18, 17, True)
    assert session.balances == (4, -2, -2)
    assert session.dealer == 1 and session.deals[0].seed is None


def test_R23_the_hand_entry_is_scored_by_score_deal_itself():
    entered = Session().record_by_hand(**E2).deals[0].result
    assert entered == score_deal(soloist=0, contract=Contract.SOLO, soloist_trick_thirds=13,
                                 defenders_trick_thirds=17, monte_thirds=2, last_trick_to_soloist=True,
                                 soloist_tricks=7)


def test_R10_an_all_passed_deal_is_not_scored_but_moves_the_deal():
    session = Session(first_dealer=2).record_by_hand(contract=None)
    assert session.scored_deals == 0 and session.balances == (0, 0, 0) and session.dealer == 0
    with pytest.raises(HandEntryError, match="R10"):
        Session().record_by_hand(contract=None, soloist=1)


@pytest.mark.parametrize(
    ("change", "rule"),
    [
        (dict(soloist_trick_thirds=36), "R5"),  # thirds outside the pack
        (dict(soloist_trick_thirds=-1), "R5"),
        (dict(monte_thirds=40), "R5"),
        (dict(soloist_trick_thirds=30, monte_thirds=5), "R5"),  # more than the pack's 32 together
        (dict(soloist_tricks=13), "R20"),  # tricks outside 0-12
        (dict(soloist_tricks=-1), "R20"),
        (dict(soloist_tricks=12, soloist_trick_thirds=30, last_trick_to_soloist=False), "R22"),  # Cappotto, last lost
        (dict(soloist_tricks=0, soloist_trick_thirds=0, last_trick_to_soloist=True), "R22"),
        (dict(soloist=3), "R2"),  # not a seat
        (dict(soloist=-1), "R2"),
        (dict(enhancement=Enhancement.SCEGLIETE), "R16"),  # only a Solissimo is enhanced
        (dict(soloist_tricks=1, soloist_trick_thirds=10), "R5"),  # one trick of 3 cards cannot hold 10 thirds
    ],
)
def test_impossible_entries_are_refused_naming_the_rule_and_the_session_is_unchanged(change, rule):
    session = Session(first_dealer=1).record_by_hand(**E2 | {"soloist": 2})
    before = (session.to_json(), session.balances, session.dealer)
    with pytest.raises(HandEntryError) as refused:
        session.record_by_hand(**E2 | change)
    assert refused.value.rule == rule and rule in str(refused.value)
    assert isinstance(refused.value, SessionError) and isinstance(refused.value, ValueError)
    assert (session.to_json(), session.balances, session.dealer) == before


def test_R2_a_soloist_given_as_text_or_a_bool_is_refused():
    with pytest.raises(HandEntryError, match="R2"):
        Session().record_by_hand(**E2 | {"soloist": True})
    with pytest.raises(HandEntryError, match="R2"):
        Session().record_by_hand(**E2 | {"soloist": "1"})


def test_R23_a_missing_number_is_named():
    with pytest.raises(HandEntryError, match="monte_thirds"):
        Session().record_by_hand(contract=Contract.CHIAMO, soloist=0, soloist_trick_thirds=20, soloist_tricks=8,
                                 last_trick_to_soloist=True)


def test_R30_no_entry_after_the_ninth_scored_deal():
    session = Session()
    for _ in range(9):
        session = session.record_by_hand(**E2)
    assert session.is_over
    with pytest.raises(HandEntryError, match="R30"):
        session.record_by_hand(**E2)


def test_R29_a_real_cards_session_saves_and_loads(tmp_path):
    session = Session(first_dealer=0).record_by_hand(**E2).record_by_hand(contract=None)
    session = session.record_by_hand(contract=Contract.SOLISSIMO, enhancement=Enhancement.DIVIDETE, soloist=0,
                                      soloist_trick_thirds=25, monte_thirds=3, soloist_tricks=10,
                                      last_trick_to_soloist=True)
    path = tmp_path / "s.json"
    session.save(path)
    assert Session.load(path) == session
    assert Session.load(path).balances == session.balances


def test_V3_at_four_the_sitting_out_dealer_cannot_be_the_soloist():
    rules = PROFILES["four-at-the-table"]
    session = Session(names=("A", "B", "C", "D"), first_dealer=1, rules=rules)
    with pytest.raises(HandEntryError, match="sits out"):
        session.record_by_hand(**E2 | {"soloist": 1})
    after = session.record_by_hand(**E2 | {"soloist": 3})
    assert after.balances == (-2, 0, -2, 4)


def test_V2b_an_all_passed_deal_keeps_its_monte_and_the_next_is_not_a_chiamo():
    rules = PROFILES["all-pass-limited"]
    session = Session(rules=rules)
    with pytest.raises(HandEntryError, match="V2b"):
        session.record_by_hand(contract=None)
    passed = session.record_by_hand(contract=None, monte=["A♥", "7♠", "3♦", "J♣"])
    with pytest.raises(HandEntryError, match="V2b"):
        passed.record_by_hand(**E2 | {"contract": Contract.CHIAMO})
    assert Session.from_json(passed.to_json()) == passed


seeds = st.integers(min_value=0, max_value=10_000)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seeds)
def test_R22_R28_entering_an_engine_deals_numbers_gives_exactly_the_engines_result(seed):
    session = Session.new(seed=seed)
    deal = play_deal(session.next_deal(seed), [RandomPlayer(seed + s) for s in range(3)])
    by_engine = session.record(deal)
    result = deal.result
    if result is None:
        by_hand = session.record_by_hand(contract=None)
    else:
        by_hand = session.record_by_hand(
            contract=result.contract, enhancement=result.enhancement, soloist=result.soloist,
            soloist_trick_thirds=result.soloist_trick_thirds, monte_thirds=result.monte_thirds,
            soloist_tricks=result.soloist_tricks, last_trick_to_soloist=result.last_trick_to_soloist)
    assert by_hand.deals[0].result == by_engine.deals[0].result
    assert by_hand.balances == by_engine.balances and by_hand.dealer == by_engine.dealer


@settings(max_examples=200, deadline=None)
@given(
    contract=st.sampled_from(list(Contract)), soloist=st.integers(0, 2), tricks=st.integers(0, 12),
    thirds=st.integers(0, 32), monte=st.integers(0, 12), last=st.booleans(),
)
def test_R28_every_accepted_entry_is_zero_sum_and_every_refusal_changes_nothing(contract, soloist, tricks, thirds,
                                                                                 monte, last):
    session = Session()
    try:
        after = session.record_by_hand(contract=contract, soloist=soloist, soloist_trick_thirds=thirds,
                                       monte_thirds=monte, soloist_tricks=tricks, last_trick_to_soloist=last)
    except HandEntryError as err:
        assert err.rule in ("R5", "R20", "R22") and session.deals == ()
        return
    assert sum(after.balances) == 0 and after.scored_deals == 1
    assert after.deals[0].result.soloist_thirds + after.deals[0].result.defenders_thirds == 35


def test_R29_a_whole_engine_session_re_entered_by_hand_ends_with_the_same_balances():
    played = play_session([RandomPlayer(s) for s in range(3)], seed=4)
    by_hand = Session(played.names, played.first_dealer, played.rules)
    for entry in played.deals:
        r = entry.result
        if r is None:
            by_hand = by_hand.record_by_hand(contract=None)
        else:
            by_hand = by_hand.record_by_hand(contract=r.contract, enhancement=r.enhancement, soloist=r.soloist,
                                             soloist_trick_thirds=r.soloist_trick_thirds, monte_thirds=r.monte_thirds,
                                             soloist_tricks=r.soloist_tricks,
                                             last_trick_to_soloist=r.last_trick_to_soloist)
    assert by_hand.balances == played.balances and by_hand.is_over


def test_V2b_R16_a_plain_solissimo_after_an_all_pass_keeps_the_monte_it_was_dealt():
    passed = Session(rules=PROFILES["all-pass-limited"]).record_by_hand(
        contract=None, monte=["A♥", "A♠", "A♦", "A♣"])  # the kept monte holds 12 thirds
    solissimo = dict(contract=Contract.SOLISSIMO, soloist=0, soloist_trick_thirds=15, soloist_tricks=7,
                     last_trick_to_soloist=True)
    with pytest.raises(HandEntryError, match="12 thirds") as refused:
        passed.record_by_hand(**solissimo, monte_thirds=0)
    assert refused.value.rule == "V2b" and "A♥" in str(refused.value)
    assert passed.record_by_hand(**solissimo, monte_thirds=12).deals[-1].result.soloist_thirds == 30
    # dividete and scegliete change the monte (R17, R18), so any monte may end the deal
    shared = passed.record_by_hand(**solissimo | {"enhancement": Enhancement.DIVIDETE}, monte_thirds=0)
    assert shared.deals[-1].result.monte_thirds == 0


def test_V2b_a_second_all_pass_keeps_the_same_monte():
    rules = PROFILES["all-pass-limited"]
    passed = Session(rules=rules).record_by_hand(contract=None, monte=["A♥", "7♠", "3♦", "J♣"])
    again = passed.record_by_hand(contract=None)  # the monte stays where it is: no need to type it again
    assert again.kept_monte == passed.kept_monte
    assert passed.record_by_hand(contract=None, monte=["J♣", "3♦", "7♠", "A♥"]).kept_monte == passed.kept_monte
    with pytest.raises(HandEntryError, match="stays") as refused:
        passed.record_by_hand(contract=None, monte=["A♠", "7♠", "3♦", "J♣"])
    assert refused.value.rule == "V2b"


def test_V2b_a_session_file_whose_plain_solissimo_lost_the_kept_monte_is_refused():
    passed = Session(rules=PROFILES["all-pass-limited"]).record_by_hand(
        contract=None, monte=["A♥", "A♠", "A♦", "A♣"])
    data = passed.record_by_hand(contract=Contract.SOLISSIMO, soloist=0, soloist_trick_thirds=15,
                                 monte_thirds=12, soloist_tricks=7, last_trick_to_soloist=True).to_dict()
    assert Session.from_dict(data).balances == (8, -4, -4)
    data["deals"][0]["monte"] = ["A♥", "7♠", "3♦", "J♣"]  # 6 thirds, not the 12 the Solissimo ended with
    with pytest.raises(SessionError, match="V2b|R16"):
        Session.from_dict(data)
    twice = passed.record_by_hand(contract=None).to_dict()
    twice["deals"][1]["monte"] = ["A♥", "7♠", "3♦", "J♣"]
    with pytest.raises(SessionError, match="V2b"):
        Session.from_dict(twice)
