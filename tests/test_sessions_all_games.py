"""One session concept for every game (games/sessions.py): played, saved, loaded, refused.

Every registered game's object makes its session (``game.session(...)``); each is played
with heuristic players, saved and loaded back equal, with the Italian ledger's safety:
atomic saves, foreign files refused, a file changed since it was loaded detected. The
session files earlier versions saved (tests/fixtures/sessions/) still load.
"""

import errno
import json
import os
import pathlib

import pytest

from calabresella.engine.errors import CalabresellaError
from calabresella.engine.files import SaveRefusedError
from calabresella.games.registry import games, load_game
from calabresella.games.sessions import (
    FORMAT,
    MAX_SESSION_DEALS,
    SessionError,
    deal_seeds,
    load_session,
    play_session,
)

FIXTURES = pathlib.Path(__file__).parent / "fixtures" / "sessions"
EXPECTED = json.loads((FIXTURES / "expected.json").read_text(encoding="utf-8"))

SESSION_GAMES = [game for game in games() if game.session is not None]
PROFILES = [(game.name, name) for game in SESSION_GAMES for name in game.profiles]


def heuristic(session, game):
    return [game.player("heuristic", 7 + seat) for seat in range(len(session.names))]


def played(name, seed=3, limit=40):
    """A session of profile ``name`` played by heuristic players (at most ``limit`` deals)."""
    game = load_game(name)
    session = game.session(rules=game.rules(name), seed=seed)
    seeds = deal_seeds(seed)
    return play_session(session, heuristic(session, game), lambda: seeds.randrange(2**31), limit=limit)


def one_more(session, seed):
    """``session`` with one more deal, played by heuristic players."""
    game = load_game(session.rules.name)
    return play_session(session, heuristic(session, game), lambda: seed, limit=len(session.deals) + 1)


def test_every_game_has_a_session():
    assert [game.name for game in SESSION_GAMES] == [game.name for game in games()]


@pytest.mark.parametrize(("game_name", "name"), PROFILES)
def test_every_profile_makes_an_empty_session_by_the_protocol(game_name, name):
    game = load_game(game_name)
    session = game.session(rules=game.rules(name), seed=1)
    count = len(session.names)
    assert session.rules is game.rules(name) and not session.is_over and session.scored_deals == 0
    assert session.balances == (0,) * count and session.changes() == ()
    assert len(set(session.names)) == count and session.dealer in range(count)
    assert [place for place, _, _ in session.standings()] == [1] * len(session.standings())
    assert sorted(session.deal_seats()) == sorted(set(session.deal_seats()))
    assert json.loads(session.to_json())["format"] == FORMAT


@pytest.mark.parametrize(("game_name", "name"), PROFILES)
def test_every_profile_plays_saves_and_loads_a_session(game_name, name, tmp_path):
    session = played(name)
    assert session.deals and (session.is_over or len(session.deals) == 40)
    totals = [sum(c[seat] for c in session.changes()) for seat in range(len(session.names))]
    assert list(session.balances) == totals
    assert [score for _, _, score in session.standings()] == sorted(
        (score for _, _, score in session.standings()), reverse=True
    ) or session.is_over  # a Tressette game won outright puts its winner first
    path = tmp_path / "s.json"
    session.save(path)
    back = load_session(path)
    assert type(back) is type(session) and back == session and back.to_json() == session.to_json()
    assert type(session).load(path) == session and back.balances == session.balances
    assert back.standings() == session.standings() and back.dealer == session.dealer


@pytest.mark.parametrize("name", ["italian", "four-at-the-table", "american", "tressette", "tressette-in-due"])
def test_a_finished_session_takes_no_more_deals(name):
    session = played(name, limit=MAX_SESSION_DEALS)
    assert session.is_over
    with pytest.raises(ValueError, match="over"):
        session.next_deal(5)


@pytest.mark.parametrize("game_name", [game.name for game in SESSION_GAMES])
def test_a_session_file_changed_since_it_was_loaded_is_not_overwritten(game_name, tmp_path):
    game = load_game(game_name)
    path = tmp_path / "s.json"
    game.session(seed=1).save(path)
    first, second = type(game.session()).load(path), load_session(path)
    first, second = one_more(first, 10), one_more(second, 20)
    first.save(path)
    with pytest.raises(SaveRefusedError, match="changed on disk since it was loaded"):
        second.save(path)
    assert load_session(path) == first
    one_more(first, 30).save(path)  # the one that saved knows what is on disk now
    assert len(load_session(path).deals) == 2


@pytest.mark.parametrize("game_name", [game.name for game in SESSION_GAMES])
def test_a_foreign_file_is_refused_unless_forced_and_never_read_as_a_session(game_name, tmp_path):
    game = load_game(game_name)
    session = one_more(game.session(seed=2), 4)
    notes = tmp_path / "notes.json"
    notes.write_text("my notes\n")
    with pytest.raises(SaveRefusedError, match="not a 'calabresella-session' file"):
        session.save(notes)
    assert notes.read_text() == "my notes\n"
    deal = tmp_path / "deal.json"
    deal.write_text(json.dumps(game.to_record(game.new_deal(1), None)))
    with pytest.raises(SaveRefusedError):
        session.save(deal)
    with pytest.raises(SessionError, match="calabresella-session"):
        load_session(deal)
    with pytest.raises(SessionError):
        load_session(notes)
    session.save(notes, force=True)
    assert load_session(notes) == session


@pytest.mark.parametrize("game_name", [game.name for game in SESSION_GAMES])
def test_a_save_that_fails_midway_leaves_the_old_file_and_no_half_written_one(game_name, tmp_path, monkeypatch):
    game = load_game(game_name)
    path = tmp_path / "s.json"
    session = one_more(game.session(seed=3), 5)
    session.save(path)
    before = path.read_text()

    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OSError):
        one_more(session, 6).save(path)
    assert path.read_text() == before and [p.name for p in tmp_path.iterdir()] == ["s.json"]


@pytest.mark.parametrize("name", ["american", "tressette", "tressette-in-due"])
def test_V4_V5_a_session_file_whose_deals_were_changed_is_refused(name, tmp_path):
    session = played(name, seed=5)
    data = session.to_dict()
    swapped = json.loads(json.dumps(data))
    swapped["deals"][0], swapped["deals"][1] = swapped["deals"][1], swapped["deals"][0]
    with pytest.raises(SessionError, match="deal 1"):
        type(session).from_dict(swapped)
    extra = json.loads(json.dumps(data))
    extra["deals"].append(extra["deals"][0])
    with pytest.raises(SessionError, match="over"):
        type(session).from_dict(extra)
    bad = json.loads(json.dumps(data))
    bad["deals"][0]["actions"] = bad["deals"][0]["actions"][:-1]  # an unfinished deal
    with pytest.raises(SessionError, match="deal 1"):
        type(session).from_dict(bad)
    foreign = dict(data, rules="italian")
    with pytest.raises(SessionError):
        type(session).from_dict(foreign)


def test_V5_a_game_recorded_from_results_alone_cannot_be_saved(tmp_path):
    game = load_game("tressette")
    deal = one_more(game.session(), 1).deals[0]
    from_results = game.session().record(deal.result)
    assert from_results.points == one_more(game.session(), 1).points
    with pytest.raises(SessionError, match="cannot be saved"):
        from_results.save(tmp_path / "s.json")
    assert not (tmp_path / "s.json").exists()


def test_load_session_names_the_profile_it_does_not_know(tmp_path):
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"format": FORMAT, "version": 1, "rules": "briscola", "names": [],
                                "first_dealer": 0, "deals": []}))
    with pytest.raises(SessionError, match="briscola"):
        load_session(path)


@pytest.mark.parametrize("fixture", sorted(EXPECTED))
def test_every_saved_session_fixture_still_loads_unchanged(fixture):
    path = FIXTURES / fixture
    expected = EXPECTED[fixture]
    session = load_session(path)
    assert session.to_json() == path.read_text(encoding="utf-8")  # saved again: byte for byte
    assert session.rules.name == expected["rules"] and list(session.names) == expected["names"]
    assert session.first_dealer == expected["first_dealer"] and len(session.deals) == expected["deals"]
    assert session.scored_deals == expected["scored_deals"] and list(session.balances) == expected["balances"]
    assert session.dealer == expected["dealer"] and session.is_over == expected["is_over"]
    assert [list(t) for t in session.standings()] == expected["standings"]
    assert [list(c) for c in session.changes()] == expected["transfers"]
    if "kept_monte" in expected:
        kept = session.kept_monte
        assert (None if kept is None else [str(c) for c in kept]) == expected["kept_monte"]
    assert type(session).load(path) == session


@pytest.mark.parametrize("name", ["italian", "american"])
def test_a_sessions_refusal_names_its_own_players(name):
    """A deal recorded out of turn is refused with the session's names, not the default ones."""
    from calabresella.engine.game import play_random

    game = load_game(name)
    session = game.session(names=("Xena", "Yuri", "Zoe"))
    deal = play_random(session.next_deal(1), 1)
    later = session.record(deal)
    with pytest.raises(CalabresellaError) as refused:
        later.record(deal)  # dealt by the same player again, but it is the next one's deal
    said = str(refused.value)
    named = [n for n in ("Xena", "Yuri", "Zoe") if n in said]
    assert len(named) == 2 and not any(n in said for n in ("Anna", "Bruno", "Carla")), said
