"""What the game objects, the sessions and the play page's sessions share, once for every
game (issue #19, second pass): the game object's defaults (seats, names, records), the
session file's helpers and the base of the sessions that count results, the page session,
and the check of a deal's trick count."""

from __future__ import annotations

from typing import Any

import pytest

from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.engine.game import play_random
from calabresella.engine.records import default_names
from calabresella.engine.tricks import check_trick_count
from calabresella.games import page, sessions
from calabresella.games.american.session import AmericanSession
from calabresella.games.registry import games, load_game
from calabresella.games.rovescino.rules import ROVESCINO, rovescino_profile
from calabresella.games.rovescino.session import RovescinoSession
from calabresella.games.sessions import SessionError
from calabresella.games.tressette.session import TressetteMatch


@pytest.mark.parametrize("game", games(), ids=lambda g: g.name)
def test_R1_V3_V4_V5_V6_every_profiles_names_are_the_engines_for_its_seats(game: Any) -> None:
    for rules in game.profiles.values():
        assert game.names(rules) == default_names(game.seats(rules))
    assert game.names() == game.names(game.default_rules)


def test_R1_V3_the_italian_table_seats_three_players_per_deal_even_at_four() -> None:
    game = load_game("italian")
    four = game.rules("four-at-the-table")
    assert four.players == 4
    assert game.seats(four) == 3 and game.names(four) == ("Anna", "Bruno", "Carla")


@pytest.mark.parametrize("game", games(), ids=lambda g: g.name)
def test_R2_every_games_record_is_its_codecs_writer(game: Any) -> None:
    deal = play_random(game.new_deal(seed=4), seed=2)
    record = game.to_record(deal)
    assert record == game.codec.to_dict(deal, None)
    assert game.codec.from_dict(record) == deal


def test_R2_a_codec_made_without_a_writer_refuses_to_write() -> None:
    codec = load_game("italian").codec
    bare = type(codec)(codec.old, codec.rest, codec.profile, codec.build, codec.parse, codec.rule)
    with pytest.raises(ArgumentTypeError, match="made without write"):
        bare.to_dict(load_game("italian").new_deal(seed=1))


def test_V6e_a_new_sessions_rules_are_a_value_a_profiles_name_or_the_default() -> None:
    assert sessions.rules_of(None, rovescino_profile, ROVESCINO) is ROVESCINO
    assert sessions.rules_of("rovescino-3", rovescino_profile, ROVESCINO) == rovescino_profile("rovescino-3")
    assert sessions.rules_of(ROVESCINO, rovescino_profile, None) is ROVESCINO


def test_V4_V5_V6e_a_sessions_deals_must_be_the_games_deals() -> None:
    with pytest.raises(ArgumentTypeError, match=r"^deals must be a tuple of finished AmericanDeals \(V4\), got \[\]"):
        AmericanSession(deals=[])  # type: ignore[arg-type]
    with pytest.raises(ArgumentTypeError, match=r"^deals must be a tuple of finished TressetteDeals \(V5\)"):
        TressetteMatch(deals=(1,))  # type: ignore[arg-type]
    deal = play_random(RovescinoSession().next_deal(seed=1), seed=1)
    with pytest.raises(ArgumentValueError, match="^V6e: a session keeps at most one deal per result, got 1 deal$"):
        RovescinoSession(deals=(deal,))


@pytest.mark.parametrize("make", [TressetteMatch, RovescinoSession], ids=["tressette", "rovescino"])
def test_V5_V6e_a_session_of_results_passes_the_deal_and_scores_every_deal(make: Any) -> None:
    session = make()
    players = session.rules.players
    assert session.deal_seats() == tuple(range(players))
    for count in range(1, 3):
        session = session.record(play_random(session.next_deal(seed=count), seed=count))
        assert session.scored_deals == count
        assert session.dealer == count % players
    loaded = type(session).from_json(session.to_json())
    assert loaded == session and loaded.deals == session.deals


@pytest.mark.parametrize("make", [TressetteMatch, RovescinoSession], ids=["tressette", "rovescino"])
def test_V5_V6e_a_session_recorded_from_results_alone_is_not_saved(make: Any) -> None:
    session = make()
    result = play_random(session.next_deal(seed=3), seed=3).result
    with pytest.raises(SessionError, match="recorded from deals' results, not the deals themselves"):
        session.record(result).to_dict()


def test_V4_a_session_file_is_read_back_through_the_games_codec() -> None:
    session = AmericanSession(names=("Ada", "Bea", "Cy"))
    session = session.record(play_random(session.next_deal(seed=5), seed=5))
    data = sessions.file_dict(session, {session.rules.name: session.rules}, lambda d: {"rules": d.rules.name})
    assert data["format"] == sessions.FORMAT and data["names"] == ["Ada", "Bea", "Cy"]
    assert data["deals"] == [{"rules": "american"}]
    again = sessions.from_file(AmericanSession, session.to_dict(), load_game("american").rules, load_game("american").codec,
                               "s.json")
    assert again == session


@pytest.mark.parametrize("game", games(), ids=lambda g: g.name)
def test_R30_V4_V5_V6e_every_games_page_session_records_and_tells_its_standings(game: Any) -> None:
    rules = game.default_rules
    names = game.names(rules)
    room = game.prompts().session(rules, names, "Dario", 7)
    assert isinstance(room, page.PageSession)
    deal, _, seat = room.next_deal(seed=2, human=0)
    later = room.record(play_random(deal, seed=2))
    assert type(later) is type(room) and later.exposed_as == room.exposed_as and later.over_text == room.over_text
    assert later.state.scored_deals + len(later.state.deals) >= 1
    assert later.standings_html(names).startswith("<b>")
    assert not room.is_over and seat in (0, None)


def test_V5_V6e_the_page_tells_standings_in_a_table_or_in_lines() -> None:
    table = page.standings_table("Final standings", [(1, "A<b>", 3), (2, "Bo", -3)])
    assert table == ("<b>Final standings</b><table class='cal-standings'><tr><td>1</td><td>A&lt;b&gt;</td>"
                     "<td>+3</td></tr><tr><td>2</td><td>Bo</td><td>-3</td></tr></table>")
    match = TressetteMatch()
    assert page.standings_lines("game", match, ["a & b", "c"]) == (
        "<b>The game after 0 deals</b><pre class='cal-match'>a &amp; b\nc</pre>"
    )
    match = match.record(play_random(match.next_deal(seed=1), seed=1))
    assert page.standings_lines("session", match, []).startswith("<b>The session after 1 deal</b>")
    assert page.PageSession(TressetteMatch()).ledger_html() == ""


def test_R7_V4_a_deals_trick_count_is_the_profiles() -> None:
    check_trick_count(None, 12, "italian", "R7")
    check_trick_count(12, 12, "italian", "R7")
    with pytest.raises(ArgumentValueError, match=r"^total_tricks must be the 12 tricks of every deal of the profile "
                                                 r"'american' \(V4: 12 cards each\), got 11$"):
        check_trick_count(11, 12, "american", "V4")
    with pytest.raises(TypeError):
        check_trick_count("12", 12, "italian", "R7")


PAGE_QUESTIONS = ("choices", "action_label", "abandoned_text", "turn_text", "card_kind", "choice_panel",
                  "analysis_moment", "lead_signals", "may_signal", "describe", "score_lines", "headline",
                  "game_note", "choice_help", "session")


@pytest.mark.parametrize("game", games(), ids=lambda g: g.name)
def test_R9_V4_V5_V6_every_games_prompts_answer_every_question_of_the_page(game: Any) -> None:
    prompts = game.prompts()
    assert [q for q in PAGE_QUESTIONS if not callable(getattr(prompts, q, None))] == []
    deal = game.new_deal(seed=1)
    signals = prompts.lead_signals(deal)
    assert signals == prompts.LEAD_SIGNALS or (signals == () and not prompts.LEAD_SIGNALS)
    if not prompts.ANALYSED:
        assert prompts.analysis_moment(deal) is None


def test_V4_V6_a_game_with_nothing_of_its_own_to_say_answers_the_pages_defaults() -> None:
    deal = load_game("rovescino").new_deal(seed=2)
    assert page.every_choice_a_button(deal) == "actions"
    assert page.no_analysis(deal) is None and page.never_abandoned(deal) is None
    assert page.no_lead_signals(deal) == () and page.no_signal(deal, 0) is False
    assert page.no_choice_help(deal, deal.legal_actions, str, True) == ""
    prompts = load_game("american").prompts()
    assert prompts.may_signal is page.no_signal and prompts.choice_help is page.no_choice_help


@pytest.mark.parametrize("name", ["american", "tressette", "rovescino"])
def test_V4_V5_V6e_a_new_session_starts_with_seat_0_dealing_unless_told(name: str) -> None:
    game = load_game(name)
    start = game.session
    assert start().first_dealer == 0 and start(first_dealer=1).first_dealer == 1
    assert start().names == game.names() and start().rules == game.default_rules
    names = tuple(f"P{s}" for s in range(game.seats()))
    assert start(names=list(names)).names == names
    assert start(rules=game.default_profile).rules == game.default_rules
    with pytest.raises(SessionError, match="a session's seed is a whole number of at least 0"):
        start(seed=-1)
    with pytest.raises(SessionError, match="names must be"):
        start(names="Anna")


@pytest.mark.parametrize(("make", "rule", "what", "unfinished"), [
    (TressetteMatch, "V5", "game", "this one is at play"),
    (RovescinoSession, "V6e", "session", "this one is still being played"),
], ids=["tressette", "rovescino"])
def test_V5_V6e_a_session_of_results_counts_only_the_next_finished_deal(make: Any, rule: str, what: str,
                                                                       unfinished: str) -> None:
    session = make()
    with pytest.raises(ValueError, match=f"^{rule}: the next deal of this {what} is dealt by Anna with the rules .*, "
                                         "got a deal dealt by Bruno with "):
        session.record(play_random(session.record(play_random(session.next_deal(1), seed=1)).next_deal(2), seed=2))
    with pytest.raises(ValueError, match=f"^{rule}: only a finished deal is scored; {unfinished}$"):
        session.record(session.next_deal(seed=4))
    result = play_random(session.next_deal(seed=5), seed=5).result
    counted = session.record(result)
    assert counted.results == (result,) and counted.deals == () and counted.dealer == 1


def test_R9_R11_R20_V4_V5_every_card_action_and_word_action_shares_its_words_and_checks() -> None:
    from calabresella.engine.actions import Call, CardAction, Discard, GiveBack, Pass, Play, WordAction
    from calabresella.engine.cards import Card
    from calabresella.games.american.actions import PlayAlone, Take, TurnWidow
    from calabresella.games.tressette.actions import DoneDeclaring

    card = Card.parse("3♠")
    said = {kind: f"{verb} 3♠" for kind, verb in
            ((Call, "call"), (GiveBack, "give"), (Discard, "discard"), (Play, "play"), (Take, "take"))}
    for kind, words in said.items():
        action = kind(card)
        assert isinstance(action, CardAction) and str(action) == words
        assert repr(action) == f"{kind.__name__}(Card.parse('3♠'))"
    assert Play(card) != Discard(card) and Play(card) == Play(card)
    with pytest.raises(ArgumentTypeError, match=r"^Take takes a Card such as Card\.parse\('3♠'\) "
                                                r"\(or parse_american_action\('take 3♠'\)\), got '3S'$"):
        Take("3S")  # type: ignore[arg-type]
    with pytest.raises(ArgumentTypeError, match=r"\(or parse_action\('give 3♠'\)\), got None$"):
        GiveBack(None)  # type: ignore[arg-type]
    for kind, words in ((Pass, "pass"), (PlayAlone, "i play"), (TurnWidow, "turn widow"),
                        (DoneDeclaring, "done declaring")):
        assert isinstance(kind(), WordAction) and str(kind()) == words and repr(kind()) == f"{kind.__name__}()"
    assert Pass() == Pass() and Pass() != PlayAlone()
