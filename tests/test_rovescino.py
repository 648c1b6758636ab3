"""Rovescino (V6): the reverse game of the Tressette family, each for himself, 3 to 8 players.

The rules are in docs/rules.md, "Rovescino (V6)", with their sources; each test names the
rule it checks. The contract every registered game keeps (tests/test_games_contract.py)
runs on every Rovescino profile too.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from calabresella.engine.actions import ActionError, Play
from calabresella.engine.cards import PACK, Card, parse_cards
from calabresella.engine.errors import IllegalActionError
from calabresella.engine.game import play_random
from calabresella.games import record
from calabresella.games.italian.players import RandomPlayer
from calabresella.games.registry import game_of, load_game
from calabresella.games.rovescino import (
    ROVESCINO,
    ROVESCINO_3,
    ROVESCINO_PROFILES,
    ROVESCINO_SCENARIOS,
    TRAVERSONE,
    RovescinoDeal,
    RovescinoHeuristicPlayer,
    RovescinoRecordError,
    RovescinoRules,
    RovescinoRulesError,
    RovescinoRulesTypeError,
    RovescinoSession,
    RovescinoSessionError,
    deal_rovescino,
    from_json,
    parse_rovescino_action,
    penalties,
    play_game,
    rovescino_profile,
    score_rovescino,
    seat_points,
    to_dict,
    to_json,
)

PROFILES = list(ROVESCINO_PROFILES.values())
IDS = list(ROVESCINO_PROFILES)

SUITED = [parse_cards(f"3{s} 2{s} A{s} K{s} Q{s} J{s} 7{s} 6{s} 5{s} 4{s}") for s in "♥♦♣♠"]
"""Four hands of one suit each: whoever leads takes every trick."""


# ---------------------------------------------------------------------- V6a: the table and the deal

EXPECTED_DEALS = {
    "rovescino": (4, 10, 0), "rovescino-3": (3, 13, 1), "rovescino-3-scarto": (3, 13, 1),
    "rovescino-5": (5, 8, 0), "rovescino-6": (6, 6, 4), "rovescino-6-scarto": (6, 6, 4),
    "rovescino-7": (7, 5, 5), "rovescino-7-scarto": (7, 5, 5), "rovescino-8": (8, 5, 0), "traversone": (4, 10, 0),
}


@pytest.mark.parametrize("name", IDS)
def test_V6a_each_table_is_dealt_as_the_sources_say(name):
    players, size, rest = EXPECTED_DEALS[name]
    rules = rovescino_profile(name)
    for seed in range(5):
        hands, undealt = deal_rovescino(seed, seed % players, rules)
        assert [len(h) for h in hands] == [size] * players and len(undealt) == rest
        assert Counter([c for h in hands for c in h] + list(undealt)) == Counter(PACK)
        if not rules.monte:  # V6a: the cards set aside are the profile's, never dealt
            assert set(undealt) == set(rules.aside_cards)


def test_V6a_the_fours_and_a_five_are_set_aside_face_up_at_six_and_seven():
    deal = RovescinoDeal.new(seed=2, rules=rovescino_profile("rovescino-7-scarto"))
    assert sorted(deal.set_aside) == sorted(parse_cards("4♥ 4♦ 4♣ 4♠ 5♥")) and deal.monte == ()
    assert set(deal.view(3).set_aside) == set(deal.set_aside)  # known to all


def test_V6a_the_seat_after_the_dealer_leads():
    for dealer in range(4):
        assert RovescinoDeal.new(seed=1, dealer=dealer).to_move == (dealer + 1) % 4


def test_V6a_a_profile_that_cannot_be_dealt_is_refused():
    with pytest.raises(RovescinoRulesError, match="3 to 8 players"):
        RovescinoRules(name="nine", players=9, hand_size=4)
    with pytest.raises(RovescinoRulesError, match="leave 5 cards undealt"):
        RovescinoRules(name="five", players=5, hand_size=7)
    with pytest.raises(RovescinoRulesError, match="not both"):
        RovescinoRules(name="both", players=3, hand_size=13, monte=True, set_aside=("4♥",))
    with pytest.raises(RovescinoRulesTypeError):
        RovescinoRules(name="odd", players="4")  # type: ignore[arg-type]
    with pytest.raises(RovescinoRulesError, match="choose one of rovescino"):
        rovescino_profile("rovescino-9")


def test_V6a_from_cards_refuses_undealt_cards_other_than_those_set_aside():
    hands, _ = deal_rovescino(3, 0, rovescino_profile("rovescino-3-scarto"))
    swapped = [list(hands[0][1:]) + [Card.parse("4♥")], hands[1], hands[2]]
    with pytest.raises(RovescinoRulesError, match="sets aside 4♥"):
        RovescinoDeal.from_cards(swapped, [hands[0][0]], rules=rovescino_profile("rovescino-3-scarto"))


# ---------------------------------------------------------------------- V6f: the card play


def test_V6f_a_player_must_follow_suit_but_need_not_head_the_trick():
    hands = ["3♥ 2♥ A♦ K♦ Q♦ J♦ 7♦ 6♦ 5♦ 4♦", "7♥ 4♥ 3♦ 2♦ A♣ K♣ Q♣ J♣ 7♣ 6♣",
             "A♥ K♥ Q♥ J♥ 6♥ 5♥ 5♣ 4♣ 3♣ 2♣", "3♠ 2♠ A♠ K♠ Q♠ J♠ 7♠ 6♠ 5♠ 4♠"]
    deal = RovescinoDeal.from_cards([parse_cards(h) for h in hands], dealer=3)
    deal = deal.apply(Play(Card.parse("2♥")))
    refused = deal.explain(Play(Card.parse("3♦")))
    assert refused is not None and "V6f" in refused and "follow suit" in refused
    with pytest.raises(IllegalActionError):
        deal.apply(Play(Card.parse("3♦")))
    assert deal.apply(Play(Card.parse("4♥"))).to_move == 2  # under the 2♥: no duty to head it
    assert {a.card for a in deal.legal_actions()} == set(parse_cards("7♥ 4♥"))


def test_V6f_a_player_void_in_the_suit_led_may_throw_any_card():
    deal = RovescinoDeal.from_cards(SUITED, dealer=3).apply(Play(Card.parse("4♥")))
    assert len(deal.legal_actions()) == 10


def test_V6f_the_highest_card_of_the_suit_led_takes_the_trick():
    deal = RovescinoDeal.from_cards(SUITED, dealer=3)
    deal = deal.apply_all([Play(Card.parse("4♥")), Play(Card.parse("3♦")), Play(Card.parse("3♣")), Play(Card.parse("3♠"))])
    assert deal.tricks[0].winner == 0 and deal.to_move == 0


def test_V6f_actions_are_read_from_text_and_bad_text_is_refused():
    assert parse_rovescino_action("play 4S") == Play(Card.parse("4♠"))
    for text in ("bid solo", "play", "play 9♠"):
        with pytest.raises(ActionError):
            parse_rovescino_action(text)


# ---------------------------------------------------------------------- V6b–V6d: scoring


def test_V6c_points_are_thirds_in_threes_the_fractions_dropped_and_one_for_the_last_trick():
    # 10 thirds = 3 points, 9 = 3 + the last trick = 4, 8 = 2, 5 = 1: 10 in all (Dossena)
    assert seat_points((10, 9, 8, 5), 1, ROVESCINO) == (3, 4, 2, 1)


def test_V6c_at_traversone_the_last_tricks_taker_is_charged_the_odd_thirds():
    # the others 3, 2, 1 = 6, so the last trick's taker is charged 11 - 6 = 5 (not 3 + 1)
    assert seat_points((10, 9, 8, 5), 1, TRAVERSONE) == (3, 5, 2, 1)


def test_V6d_whoever_takes_every_point_is_charged_nothing_and_the_others_all_of_it():
    assert penalties((11, 0, 0, 0), ROVESCINO) == ((0, 11, 11, 11), 0)
    assert penalties((6, 3, 1, 1), ROVESCINO) == ((6, 3, 1, 1), None)


def test_V6d_a_whole_deal_taken_by_one_player_is_a_cappotto():
    deal = RovescinoDeal.from_cards(SUITED, dealer=3)
    while not deal.is_over:  # seat 0 leads hearts every time; the others throw their top cards
        deal = deal.apply(deal.legal_actions()[0])
    result = deal.result
    assert result is not None and result.seat_thirds == (32, 0, 0, 0) and result.seat_points == (11, 0, 0, 0)
    assert result.cappotto_seat == 0 and result.penalties == (0, 11, 11, 11)


def test_V6b_the_monte_goes_to_the_winner_of_the_last_trick():
    hands, monte = deal_rovescino(8, 2, ROVESCINO_3)
    for seed in range(10):
        done = play_random(RovescinoDeal.from_cards(hands, monte, dealer=2, rules=ROVESCINO_3), seed)
        result = done.result
        assert result is not None and result.monte_thirds == monte[0].thirds
        taken = [sum(t.thirds for t in done.tricks if t.winner == s) for s in range(3)]
        taken[result.last_trick_seat] += monte[0].thirds
        assert list(result.seat_thirds) == taken


def test_V6b_score_rovescino_refuses_tricks_that_are_not_a_deal():
    done = play_random(RovescinoDeal.new(seed=2), seed=2)
    with pytest.raises(ValueError, match="complete tricks"):
        score_rovescino(done.tricks[:-1], (), ROVESCINO)
    with pytest.raises(TypeError):
        score_rovescino("tricks", (), ROVESCINO)  # type: ignore[arg-type]
    assert score_rovescino(done.tricks, (), ROVESCINO) == done.result


# ---------------------------------------------------------------------- properties over many deals


@pytest.mark.parametrize("rules", PROFILES, ids=IDS)
def test_V6_every_card_once_and_the_points_of_every_deal_add_up(rules):
    for seed in range(40):
        done = play_random(RovescinoDeal.new(seed=seed, dealer=seed % rules.players, rules=rules), seed)
        played = [c for t in done.tricks for c in t.cards]
        assert Counter(played + list(done.dealt_monte)) == Counter(PACK)
        result = done.result
        assert result is not None
        assert sum(result.seat_thirds) == rules.in_play_thirds - (0 if rules.monte else 0)
        if result.cappotto_seat is not None:
            assert sum(result.penalties) == 11 * (rules.players - 1)
        elif rules.fractions == "last-trick":
            assert sum(result.penalties) == 11
        else:  # fractions dropped: at most the deal's 11, each seat losing less than a point
            assert 11 - rules.players < sum(result.penalties) <= 11


@pytest.mark.parametrize("rules", PROFILES, ids=IDS)
def test_V6f_a_refused_card_leaves_the_state_unchanged(rules):
    rng = random.Random(rules.players)
    for seed in range(15):
        deal = RovescinoDeal.new(seed=seed, rules=rules)
        for _ in range(rng.randrange(rules.hand_size * rules.players - rules.players + 1)):  # a card left each
            deal = deal.apply(rng.choice(deal.legal_actions()))
        seat = deal.to_move
        assert seat is not None
        other = next(c for h, s in zip(deal.hands, range(rules.players), strict=True) if s != seat for c in h)
        before = (deal, deal.hands, deal.history, deal.current)
        with pytest.raises(IllegalActionError):
            deal.apply(Play(other))
        assert (deal, deal.hands, deal.history, deal.current) == before


@pytest.mark.parametrize("rules", PROFILES, ids=IDS)
def test_V6b_a_seat_never_sees_the_monte_or_another_hand(rules):
    deal = RovescinoDeal.new(seed=3, rules=rules)
    for seat in range(rules.players):
        view = deal.view(seat)
        hidden = {c for s in range(rules.players) if s != seat for c in deal.hands[s]} | set(deal.monte)
        assert not hidden & (set(view.hand) | set(view.set_aside) | set(view.played_cards()))
        assert view.monte_size == len(deal.monte) and set(view.unseen()) == hidden


# ---------------------------------------------------------------------- records


@pytest.mark.parametrize("rules", PROFILES, ids=IDS)
def test_V6_records_round_trip_through_the_any_game_loader(rules):
    done = play_random(RovescinoDeal.new(seed=9, dealer=1, rules=rules), seed=4)
    names = load_game("rovescino").names(rules)
    assert from_json(to_json(done, names)) == done
    assert record.from_any(to_dict(done)) == done
    half = done.as_dealt().apply_all([a for _, a in done.history[: len(done.history) // 2]])
    assert record.from_any(record.to_any(half)) == half


def test_V6_a_record_with_a_changed_card_is_refused_with_the_rule():
    data = to_dict(play_random(RovescinoDeal.new(seed=9), seed=4))
    data["actions"][1]["action"] = "play " + data["hands"][data["actions"][1]["seat"] - 1][0]
    with pytest.raises(RovescinoRecordError, match="action 1"):
        record.from_any(data)


# ---------------------------------------------------------------------- the computer player


@pytest.mark.parametrize("name", ["rovescino", "rovescino-3", "rovescino-6", "traversone"])
def test_V6_the_heuristic_player_takes_fewer_points_than_a_random_one(name):
    rules = rovescino_profile(name)
    heuristic = random_total = 0
    for seed in range(60):
        deal = RovescinoDeal.new(seed=seed, dealer=seed % rules.players, rules=rules)
        mixed = [RovescinoHeuristicPlayer(seed)] + [RandomPlayer(seed * 10 + s) for s in range(1, rules.players)]
        heuristic += play_game(deal, mixed).result.penalties[0]  # type: ignore[union-attr]
        randoms = [RandomPlayer(seed * 10 + s) for s in range(rules.players)]
        random_total += play_game(deal, randoms).result.penalties[0]  # type: ignore[union-attr]
    assert heuristic < random_total


def test_V6_the_heuristic_player_throws_its_ace_when_void_and_refuses_other_games_views():
    deal = RovescinoDeal.from_cards(SUITED, dealer=3).apply(Play(Card.parse("4♥")))
    assert RovescinoHeuristicPlayer().choose(deal.view(1)) == Play(Card.parse("A♦"))
    with pytest.raises(TypeError):
        RovescinoHeuristicPlayer().choose("a view")  # type: ignore[arg-type]


# ---------------------------------------------------------------------- V6e: the session


def test_V6e_a_session_ends_when_a_total_reaches_the_target_and_the_fewest_win(tmp_path):
    from calabresella.games.sessions import load_session

    session = load_game("rovescino").session(rules="rovescino-5")
    seeds = random.Random(5)
    while not session.is_over:
        deal = session.next_deal(seeds.randrange(2**31))
        session = session.record(play_game(deal, [RovescinoHeuristicPlayer(s) for s in range(5)]))
    assert max(session.totals) >= 21 and all(session.totals[w] == min(session.totals) for w in session.winners)
    assert session.standings()[0][2] == -min(session.totals) and session.balances == tuple(-t for t in session.totals)
    session.save(tmp_path / "s.json")
    assert load_session(tmp_path / "s.json") == session
    with pytest.raises(RovescinoSessionError, match="over"):
        session.next_deal(1)


def test_V6e_a_session_refuses_a_deal_out_of_turn():
    session = RovescinoSession()
    with pytest.raises(RovescinoSessionError, match="dealt by Anna"):
        session.record(play_random(RovescinoDeal.new(seed=1, dealer=2), seed=1))


# ---------------------------------------------------------------------- the game object, words, pictures


def test_V6_the_game_is_registered_with_its_profiles_and_answers_for_its_deals():
    game = load_game("traversone")
    assert game.name == "rovescino" and game.default_profile == "rovescino" and game.seats(ROVESCINO_3) == 3
    deal = game.new_deal(seed=4, rules=ROVESCINO_3)
    assert game_of(deal) is game and game_of(deal.view(1)) is game
    assert len(game.names(rovescino_profile("rovescino-8"))) == 8


def test_V6_every_card_is_narrated_and_the_result_told():
    done = play_random(RovescinoDeal.new(seed=5, rules=ROVESCINO_3), seed=3)
    teller = load_game("rovescino").narrator()
    lines = teller.narrate_deal(done)
    assert len(lines) == len(done.history) and "monte" in lines[-1]
    assert teller.score_lines(done.result)[-1].startswith("Penalty:")


def test_V6_the_table_is_drawn_open_and_from_each_seat_hiding_the_other_hands():
    pictures = load_game("rovescino").pictures()
    deal = RovescinoDeal.new(seed=5, rules=rovescino_profile("rovescino-7"))
    open_view = pictures.table_svg(deal)
    assert open_view.startswith("<svg") and "open view" in open_view
    seat_view = pictures.table_svg(deal.view(2))
    assert "Carla's view" in seat_view and "face down" in seat_view
    assert "<svg" in pictures.score_svg(play_random(deal, 1).result)


@pytest.mark.parametrize("scenario", ROVESCINO_SCENARIOS, ids=[s.name for s in ROVESCINO_SCENARIOS])
def test_V6_the_playthrough_files_are_written_byte_for_byte(scenario):
    from pathlib import Path

    from calabresella.show.playthrough import playthrough

    path = Path(__file__).parent / "playthroughs" / f"{scenario.name}.txt"
    assert playthrough(scenario) == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("game", ["rovescino", "rovescino-3"])
def test_V6_a_deal_is_played_on_the_play_page_by_pressing_cards(game):
    import html
    import re

    from calabresella.show.play import PlayApp, card_class

    app = PlayApp(seed=5, game=game, strength="heuristic")
    for _ in range(20):
        if app.deal.is_over:
            break
        deal = app.deal
        card = deal.legal_actions()[0].card
        [button] = [b for b in app.hand.children if card_class(card) in b._dom_classes]
        button.click()
        assert app.deal is not deal, f"{card} was refused: {app.last_message}"
    assert app.deal.is_over and "went wrong" not in app.last_message
    banner = html.unescape(re.sub("<[^>]+>", "", app.result_banner.value))
    assert "penalty point" in banner, banner


def test_V6_the_one_playthrough_writer_run_for_rovescino_writes_exactly_its_files(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    folder = Path(__file__).parent / "playthroughs"
    done = subprocess.run(
        [sys.executable, "-m", "calabresella.show.playthrough", str(tmp_path), "rovescino"], capture_output=True,
        text=True, cwd=folder.parents[1], timeout=120,
    )
    assert done.returncode == 0, done.stderr
    written = sorted(p.name for p in tmp_path.glob("*.txt"))
    assert written == sorted(p.name for p in folder.glob("rovescino-*.txt")) == sorted(
        f"{s.name}.txt" for s in ROVESCINO_SCENARIOS
    )
    assert all((tmp_path / name).read_bytes() == (folder / name).read_bytes() for name in written)
