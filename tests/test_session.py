"""Sessions (R6, R10, R29, R30): the ledger, rotation, standings, and the saved file."""

import json

import pytest

from calabresella.engine.actions import Pass
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.players import RandomPlayer, play_deal
from calabresella.games.italian.session import Session, SessionError, play_session


def random_players(seed=0):
    return [RandomPlayer(seed + s) for s in range(3)]


def all_pass(session, seed=0):
    return session.next_deal(seed).apply_all([Pass(), Pass(), Pass()])


def test_R6_first_dealer_is_drawn_and_the_deal_passes_right_after_every_deal():
    firsts = {Session.new(seed=s).first_dealer for s in range(30)}
    assert firsts == {0, 1, 2}
    session = Session.new(seed=4)
    dealers = []
    for k in range(5):
        dealers.append(session.dealer)
        deal = all_pass(session, k) if k % 2 else play_deal(session.next_deal(k), random_players(k))
        session = session.record(deal)
    assert dealers == [(session.first_dealer + k) % 3 for k in range(5)]


def test_R10_all_pass_deals_are_not_counted_but_move_the_deal():
    session = Session.new(seed=1)
    after = session.record(all_pass(session))
    assert after.scored_deals == 0 and after.balances == (0, 0, 0)
    assert after.dealer == (session.dealer + 1) % 3


def test_R29_balances_are_personal_running_sums_of_each_deal():
    session = play_session(random_players(2), seed=2)
    sums = [sum(d.result.transfers[s] for d in session.deals if d.result) for s in range(3)]
    assert list(session.balances) == sums
    assert sum(session.balances) == 0
    assert any(b < 0 for b in session.balances)  # negatives allowed


def test_R30_a_session_is_nine_scored_deals():
    session = play_session(random_players(5), seed=5)
    assert session.scored_deals == 9 and session.is_over
    with pytest.raises(SessionError, match="R30"):
        session.next_deal(99)


def test_R30_exact_ties_share_the_place():
    session = Session(names=("A", "B", "C"))
    assert [p for p, _, _ in session.standings()] == [1, 1, 1]
    deal = play_deal(session.next_deal(3), random_players(3))
    while deal.result is None:
        deal = play_deal(session.next_deal(deal.seed + 1), random_players(3))
    one = session.record(deal)
    places = [p for p, _, _ in one.standings()]
    assert places in ([1, 2, 2], [1, 1, 3])  # the two defenders tie


def test_recording_refuses_an_unfinished_or_out_of_turn_deal():
    session = Session.new(seed=0)
    with pytest.raises(SessionError, match="finished or abandoned"):
        session.record(session.next_deal(1))
    wrong = Deal.new(seed=1, dealer=(session.dealer + 1) % 3).apply_all([Pass()] * 3)
    with pytest.raises(SessionError, match="R6"):
        session.record(wrong)


def test_session_round_trips_through_a_file(tmp_path):
    session = play_session(random_players(7), seed=7)
    path = tmp_path / "s.json"
    session.save(path)
    assert Session.load(path) == session


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda d: d["deals"][0].update(transfers=[9, 9, 9]), "do not match the scoring rules"),
        (lambda d: d["deals"][0].update(dealer=(d["deals"][0]["dealer"] + 1) % 3), "R6"),
        (lambda d: d["deals"][0].pop("soloist_tricks"), "missing field"),
        (lambda d: d.update(names=["A"]), "list of three different names"),
        (lambda d: d.update(rules="klondike"), "no rule profile"),
        (lambda d: d["deals"].append(dict(d["deals"][-1])), "R6|R30"),
    ],
)
def test_a_corrupt_session_file_is_refused_and_not_overwritten(tmp_path, mutate, message):
    data = json.loads(play_session(random_players(8), seed=8).to_json())
    mutate(data)
    path = tmp_path / "s.json"
    text = json.dumps(data, ensure_ascii=False)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SessionError, match=message):
        Session.load(path)
    assert path.read_text(encoding="utf-8") == text


def test_a_foreign_file_is_refused(tmp_path):
    path = tmp_path / "x.json"
    path.write_text('{"format": "calabresella-deal", "version": 1}', encoding="utf-8")
    with pytest.raises(SessionError, match="calabresella-session"):
        Session.load(path)
    with pytest.raises(SessionError, match="no such file"):
        Session.load(tmp_path / "missing.json")


def test_R6_the_game_objects_session_is_the_ledger_drawn_or_given_its_first_dealer():
    from calabresella.games.italian.rules import PROFILES
    from calabresella.games.italian.session import new_session
    from calabresella.games.registry import load_game

    game = load_game("italian")
    assert game.session is new_session
    assert game.session(seed=4) == Session.new(seed=4)
    four = game.session(rules="four-at-the-table", first_dealer=3)
    assert four.first_dealer == 3 and len(four.names) == 4 and four.rules is PROFILES["four-at-the-table"]
    with pytest.raises(SessionError, match="at least 0"):
        game.session(seed=-1, first_dealer=0)
    with pytest.raises(SessionError, match="R6"):
        game.session(first_dealer=3)


def test_R29_changes_are_each_deals_transfers_by_table_seat():
    session = play_session(random_players(3), seed=3)
    assert session.changes() == tuple(session.transfers_of(d) for d in session.deals)
    assert tuple(map(sum, zip(*session.changes(), strict=True))) == session.balances
