"""The calling games' show layer (C1–C9, V7–V10): narration, pictures, the play page, the command line.

Property tests over seeded random deals of every profile: every action is told; a seat that is
not the hidden partner learns nothing of who he is before the called card is played (C4) — its
narration and its picture are the same whoever of the others holds the card; the monte's cards
laid away and an exchange's face-down card are named only to who saw them (C5, C6). The play
page offers the four games and plays a game of five by clicking; the command lines tell them.
"""

from __future__ import annotations

import html
import random
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from calabresella.engine.actions import Call, Discard, GiveBack, Pass, Play
from calabresella.engine.errors import IllegalActionError
from calabresella.games.calling.actions import Bid
from calabresella.games.calling.deal import CallingDeal
from calabresella.games.registry import load_game

CALLING = ("chiamata", "mediatore", "quadrigliati", "quintiglio")
PROFILES = [(name, profile) for name in CALLING for profile in load_game(name).profiles]
ROOT = Path(__file__).resolve().parents[1]


def _narrator() -> Any:
    return load_game("chiamata").narrator()


def _pictures() -> Any:
    return load_game("chiamata").pictures()


def played(name: str, profile: str, seed: int) -> list[CallingDeal]:
    """Every state of a deal of ``profile`` dealt from ``seed``, each action drawn at random."""
    game = load_game(name)
    rules = game.rules(profile)
    deal = game.new_deal(seed, seed % rules.players, rules)
    rng = random.Random(seed)
    states = [deal]
    while not deal.is_over:
        deal = deal.apply(rng.choice(deal.legal_actions()))
        states.append(deal)
    return states


# ----------------------------------------------------------------------------- narration


@pytest.mark.parametrize(("name", "profile"), PROFILES, ids=[p for _, p in PROFILES])
def test_every_action_of_random_deals_is_told_to_every_seat(name, profile):
    narrator = _narrator()
    for seed in range(12):
        final = played(name, profile, seed)[-1]
        for viewer in (None, *range(final.players)):
            lines = narrator.narrate_deal(final, viewer=viewer)
            assert len(lines) == len(final.history)
            assert all(isinstance(line, str) and line.strip() for line in lines)
            if viewer is not None:
                seat_actions = [i for i, (seat, _a) in enumerate(final.history) if seat == viewer]
                assert all(lines[i].startswith("You") for i in seat_actions), "the viewer is told 'you'"
        assert narrator.score_lines(final.result) and narrator.result_summary(final.result)
        assert narrator.describe_state(final)[0].startswith("phase:")


def _swapped(deal: CallingDeal, card: Any, holder: int, other: int) -> CallingDeal | None:
    """The deal as dealt with the called ``card`` in ``other``'s hand instead of ``holder``'s (a
    card of ``other``'s, of the same suit if it has one, the other way), its history replayed;
    None if the history cannot be replayed so."""
    hands = [list(h) for h in deal.dealt_hands]
    mine = [c for c in hands[other] if c.suit is card.suit] or hands[other]
    swap = mine[-1]
    hands[holder][hands[holder].index(card)] = swap
    hands[other][hands[other].index(swap)] = card
    twin = CallingDeal.from_cards(hands, deal.dealt_monte, dealer=deal.dealer, rules=deal.rules, seed=deal.seed)
    try:
        return twin.apply_all([a for _s, a in deal.history])
    except IllegalActionError:
        return None


def hidden_calls(count: int) -> list[tuple[str, str, int]]:
    """(game, profile, seed) of random deals with a hidden call whose card another seat holds."""
    found = []
    for name, profile in PROFILES:
        rules = load_game(name).rules(profile)
        if not any(c.call == "hidden" for c in rules.contracts):
            continue
        for seed in range(count):
            final = played(name, profile, seed)[-1]
            if final.contract is not None and final.contract.call == "hidden" and final.partner is not None:
                found.append((name, profile, seed))
    return found


@pytest.mark.parametrize(("name", "profile", "seed"), hidden_calls(25), ids=lambda v: str(v))
def test_C4_no_narration_or_picture_tells_a_hidden_partner_before_the_called_card_is_played(name, profile, seed):
    """Indistinguishability: a seat that does not know the partner reads and sees the same
    whether the partner or another seat holds the called card, until it is played."""
    narrator, pictures = _narrator(), _pictures()
    states = played(name, profile, seed)
    final = states[-1]
    partner, bidder, card = final.partner, final.bidder, final.called
    names = load_game(name).names(final.rules)
    checked = 0
    for viewer in range(final.players):
        if viewer in (partner, bidder):
            continue
        other = next(s for s in range(final.players) if s not in (viewer, bidder, partner))
        for state in states:
            if state.called is None or state.revealed or state.knows_partner(viewer):
                continue
            twin = _swapped(state, card, partner, other)
            if twin is None or twin.partner != other:
                continue
            assert narrator.narrate_deal(state, names, viewer) == narrator.narrate_deal(twin, names, viewer)
            assert pictures.table_svg(state.view(viewer)) == pictures.table_svg(twin.view(viewer))
            told = " ".join(narrator.narrate_deal(state, names, viewer))
            assert f"held by {names[partner]}" not in told and f"{names[partner]} holds" not in told
            checked += 1
        lines = narrator.narrate_deal(final, names, viewer)
        assert any("That is the called card" in line or "lay in the monte" in line for line in lines), (
            "once played, everyone is told")
    # the partner himself is told at the call, the bidder is not
    call = next(i for i, (_s, a) in enumerate(final.history) if isinstance(a, Call))
    assert "you hold it" in narrator.narrate_deal(final, names, partner)[call]
    assert names[partner] not in narrator.narrate_deal(final, names, bidder)[call]
    assert checked or final.players == 4, "a five-seat deal has a seat to swap with"


def test_C4_the_picture_marks_the_partner_only_for_who_knows_him():
    pictures = _pictures()
    for name, profile, seed in hidden_calls(10)[:8]:
        states = played(name, profile, seed)
        final = states[-1]
        state = next(s for s in states if s.called is not None and not s.revealed)
        for seat in range(state.players):
            drawn = pictures.table_svg(state.view(seat))
            assert ("partner)" in drawn) == (seat == final.partner), (name, seed, seat)
            assert ("held by" in drawn) == (seat == final.partner)
        assert "partner)" in pictures.table_svg(state)  # the teacher's open view


@pytest.mark.parametrize(("name", "profile"), [p for p in PROFILES if load_game(p[0]).rules(p[1]).monte_size
                                               or any(c.call == "exchange" for c in load_game(p[0]).rules(p[1]).contracts)],
                         ids=lambda v: str(v))
def test_C5_C6_the_cards_laid_away_and_the_face_down_card_are_told_only_to_who_saw_them(name, profile):
    narrator, pictures = _narrator(), _pictures()
    seen = 0
    for seed in range(40):
        states = played(name, profile, seed)
        final = states[-1]
        for viewer in range(final.players):
            lines = narrator.narrate_deal(final, viewer=viewer)
            if viewer != final.bidder:
                for card in (c for c in final.laid_away if c != final.called):  # the called card is named to all
                    assert not any(str(card) in line for line in lines), (seed, viewer, card)
                    assert all(f"<title>{card} " not in pictures.table_svg(s.view(viewer)) for s in states[::4])
                    seen += 1
            if final.given_back is not None and viewer not in (final.bidder, final.giver):
                give = next(i for i, (_s, a) in enumerate(final.history) if isinstance(a, GiveBack))
                assert str(final.given_back) not in lines[give]
                assert "a card face down" in lines[give]
                seen += 1
            if final.given_back is not None and viewer == final.giver:
                give = next(i for i, (_s, a) in enumerate(final.history) if isinstance(a, GiveBack))
                assert str(final.given_back) in lines[give] and "you hand over" in lines[give]
    assert seen


# ----------------------------------------------------------------------------- pictures


@pytest.mark.parametrize("name", CALLING)
def test_pictures_parse_as_svg_and_show_every_seat(name):
    game = load_game(name)
    pictures = game.pictures()
    names = game.names()
    assert len(names) == (5 if name == "quintiglio" else 4)
    states = played(name, game.default_profile, 4)
    for state in (states[0], states[len(states) // 2], states[-1]):
        for subject in (state, *(state.view(s) for s in range(state.players))):
            for own in (True, False):
                drawn = pictures.table_svg(subject, own_hand=own, style="french")
                root = ET.fromstring(drawn)
                assert root.tag.endswith("svg")
                text = "".join(root.itertext())
                assert all(n in text for n in names), "every seat is named round the table"
    final = states[-1]
    score = pictures.score_svg(final.result)
    ET.fromstring(score)
    if not final.result.passed:
        assert "Stake" in score or "Points scored" in score
        trick = pictures.trick_svg(final.tricks[-1])
        assert all(f"<title>{card} " in trick for card in final.tricks[-1].cards)
        ET.fromstring(trick)


def test_the_called_card_is_drawn_for_all_and_the_monte_face_down():
    pictures = _pictures()
    game = load_game("mediatore")
    for seed in range(20):
        deal = game.new_deal(seed, dealer=3).apply_all([Bid("chiamo"), Pass(), Pass(), Pass()])
        deal = deal.apply(deal.legal_actions()[0])
        while deal.phase.name == "DISCARD":
            deal = deal.apply(deal.legal_actions()[0])
        assert deal.phase.name == "PLAY" and len(deal.monte) == 4
        for seat in range(deal.players):
            drawn = pictures.table_svg(deal.view(seat), names=game.names())
            assert f"<title>{deal.called} " in drawn, "the called card, face up for all"
            laid = [c for c in deal.monte if c != deal.called]  # the called card is drawn for all
            shown = [c for c in laid if f"<title>{c} " in drawn]
            assert shown == ([] if seat != deal.bidder else laid), "laid away: the bidder's alone"
            assert ("partner)" in drawn) == (seat == deal.partner and not deal.revealed) or deal.revealed


# ----------------------------------------------------------------------------- the play page


def _widgets(widget: Any) -> Any:
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _widgets(child)


def _text(widget: Any) -> str:
    return html.unescape(re.sub("<[^>]+>", "", widget.value))


def press(app: Any, action: Any) -> None:
    """What a learner clicks for ``action``: a card of the hand, or a button of the choices."""
    from calabresella.show.play import action_class, card_class

    if isinstance(action, (GiveBack, Discard, Play)):
        [button] = [b for b in app.hand.children if card_class(action.card) in b._dom_classes]
    else:
        [button] = [b for b in app.choices.children if action_class(action) in b._dom_classes]
    button.click()


def test_the_play_page_offers_the_four_games_and_seats_five_for_quintiglio():
    from calabresella.show.play import GAMES, SEATS, table_names

    assert set(CALLING) <= set(GAMES)
    assert [SEATS[g] for g in CALLING] == [4, 4, 4, 5]
    assert table_names(("Anna", "Bruno", "Carla"), 5) == ("Anna", "Bruno", "Carla", "Dario", "Elena")
    assert table_names(("Elena", "Dario", "Carla"), 5) == ("Elena", "Dario", "Carla", "Dario*", "Elena*")
    assert table_names(("Anna", "Bruno", "Carla"), 4) == ("Anna", "Bruno", "Carla", "Dario")


@pytest.mark.parametrize("strength", ["heuristic", "random"])
def test_a_game_of_five_is_started_and_played_to_its_end_by_clicking(strength):
    from calabresella.show.play import PlayApp

    app = PlayApp(seed=6, game="quintiglio", strength=strength)
    assert app.deal_names == ("Anna", "Bruno", "Carla", "Dario", "Elena") and app.deal.players == 5
    assert "Elena" in app.table.value and "5 at the table" in _text(app.game_note)
    assert app.deal.to_move == 0 and "Your turn" in _text(app.status)
    kinds = set()
    for _ in range(120):
        if app.deal.is_over:
            break
        deal = app.deal
        legal = deal.legal_actions()
        bids = [a for a in legal if isinstance(a, Bid)]
        action = bids[0] if bids and not deal.history else legal[0]  # the learner bids, then takes the first choice
        press(app, action)
        assert app.deal is not deal, f"{action} was refused: {app.last_message}"
        kinds.add(type(action).__name__)
    assert app.deal.is_over and app.deal.result is not None
    assert {"Bid", "Play"} <= kinds
    assert "Call" in kinds or app.deal.bidder != 0, "the learner won the auction and called by clicking"
    [score] = re.findall(r"<pre class='cal-score-text'>(.*?)</pre>", app.score.value, re.S)
    assert "Scores:" in html.unescape(score)
    assert "You" in _text(app.result_banner)
    assert "went wrong" not in app.last_message


def test_a_session_of_quintiglio_on_the_page_counts_every_deal():
    from calabresella.show.play import PlayApp

    app = PlayApp(seed=2, game="quintiglio", strength="random", session=True)
    assert app.play_session.state.names == ("Anna", "Bruno", "Carla", "Dario", "Elena")
    for _ in range(3):
        for _ in range(120):
            if app.deal.is_over:
                break
            deal = app.deal
            press(app, deal.legal_actions()[0])
            assert app.deal is not deal, app.last_message
        assert "cal-standings" in app.score.value or "session" in app.score.value
        app.next_button.click()
    assert len(app.play_session.state.results) == 3


def test_the_page_tells_the_learner_he_is_the_hidden_partner_and_nobody_else():
    from calabresella.show.play import PlayApp

    for seed in range(60):
        app = PlayApp(seed=seed, game="chiamata", strength="heuristic")
        press(app, app.deal.legal_actions()[0])  # the learner speaks first and must bid (V7a)
        press(app, app.deal.legal_actions()[0])  # and calls the first card he may
        if app.deal.is_over:
            continue
        deal = app.deal
        assert deal.bidder == 0 and deal.called is not None
        note = _text(app.status)
        if not deal.revealed:
            assert "whoever holds" in note or "yourself" in note
            holder = app.deal_names[deal.partner] if deal.partner is not None else None
            if holder is not None:
                assert all(f"{holder} holds" not in line for line in app.lines)
                assert "partner)" not in app.table.value
            return
    raise AssertionError("no deal kept the partner hidden after the call")


# ----------------------------------------------------------------------------- the command line


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "calabresella", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=300)


@pytest.mark.parametrize("name", CALLING)
def test_the_command_line_deals_replays_and_plays_a_session_of_each_game(name, tmp_path):
    game = load_game(name)
    names = game.names()
    record = tmp_path / "deal.json"
    dealt = _cli("deal", "--rules", name, "--seed", "3", "--save", str(record))
    assert dealt.returncode == 0, dealt.stderr
    assert all(n in dealt.stdout for n in names) and "Score:" in dealt.stdout or "thrown in" in dealt.stdout
    replayed = _cli("replay", str(record))
    assert replayed.returncode == 0, replayed.stderr
    assert all(n in replayed.stdout for n in names)
    session = _cli("session", "--rules", name)
    assert session.returncode == 0, session.stderr
    assert "Standings:" in session.stdout and all(n in session.stdout for n in names)
    assert game.label in session.stdout


def test_the_command_line_tells_every_profile():
    narrator = _narrator()
    for name, profile in PROFILES:
        final = played(name, profile, 1)[-1]
        told = narrator.tell_deal(final)
        assert told[1] == "Hands as dealt:" and any(line.startswith(("Score:", "Auction:")) for line in told)


def test_the_show_modules_stay_in_their_layer():
    from test_layers import layer  # tests/ is on the path

    for module in ("narrate", "pictures", "prompts"):
        assert layer(f"calabresella.games.calling.{module}") == layer("calabresella.show.narrate")


def test_the_prompts_explain_each_contract_with_its_rule_and_stake():
    prompts = load_game("mediatore").prompts()
    deal = load_game("mediatore").new_deal(3, dealer=3)
    legal = deal.legal_actions()
    shown = prompts.choice_help(deal, legal, str, False)
    assert "V8b" in shown and "V8c" in shown and "V8d" in shown and "Stake 4 per opponent" in shown
    assert "pass, or bid" in prompts.turn_text(deal, 0, load_game("mediatore").names())
    assert [str(prompts.action_label(a)) for a in legal] == ["None", "Bid Chiamo", "Bid Solo", "Bid Solissimo"]
    assert isinstance(legal[0], Pass)
