"""The play page's expert (issue 12, item 4): the expert strength, the expert's *Hint*, the
bidding advisor's *Advice* and *Why did the computer play that?*. Driven by calling the
handlers, as tests/test_widgets.py drives the page. The page's expert runs with tiny
settings here (two layouts a card, a time budget so generous that every layout is solved,
so the numbers are reproducible); every number checked is the expert's or the advisor's,
recomputed here with the same seed, never one written here."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from typing import Any

import pytest

from calabresella.analysis.advisor import advise
from calabresella.analysis.expert import ExpertPlayer
from calabresella.engine.actions import Pass, Play
from calabresella.engine.cards import Card
from calabresella.engine.errors import ArgumentValueError
from calabresella.games.italian.deal import Phase
from calabresella.games.italian.players import HeuristicPlayer
from calabresella.show.names import card_name
from calabresella.show.play import HUMAN, PlayApp, computer_players, make_expert, panels
from calabresella.show.play import expert as page_expert
from calabresella.show.widgets import UNEXPECTED


def page_words(app, make, *args):
    """What ``make(*args)`` says on ``app``'s page: its names, the learner as "you", its suits."""
    from calabresella.words import said

    with app.screen():
        made = make(*args)
        return [said(line) for line in made] if isinstance(made, list) else said(made)

SAMPLES = 2
"""Layouts a card for the page's expert in these tests."""

BUDGET = 120.0
"""Seconds a card: never reached, so every layout is solved and the numbers repeat."""

SEED = 8
"""A deal in which the learner (played by the heuristic player) bids and is the soloist."""

DEFENDER_SEED = 1
"""A deal in which, the learner passing, Bruno bids Chiamo and the learner leads as a defender."""

ROW = re.compile(r"<tr[^>]*><td>([^<]+?)( \(played\))?</td><td>(\d+) of (\d+)</td><td>([\d.]+)</td></tr>")


@pytest.fixture(scope="module", autouse=True)
def small_expert():
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(page_expert, "EXPERT_SAMPLES", SAMPLES)  # read by make_expert
        patch.setattr(page_expert, "EXPERT_BID_SAMPLES", 2)
        patch.setattr(page_expert, "EXPERT_TIME_BUDGET", BUDGET)
        patch.setattr(panels, "ADVICE_SAMPLES", 4)  # read by the advice panel
        yield


def text(value: str) -> str:
    """An HTML widget's value as the reader sees it."""
    return " ".join(html.unescape(re.sub("<[^>]+>", " ", value)).split())


def rows(value: str) -> dict[Card, tuple[int, int, float, bool]]:
    """The expert's table: each card's layouts won, layouts, thirds, and whether it was played."""
    return {Card.parse(c): (int(won), int(n), float(t), bool(p)) for c, p, won, n, t in ROW.findall(value)}


def expert_of(seed: int, seat: int) -> ExpertPlayer:
    return ExpertPlayer(seed=3 * seed + seat, samples=SAMPLES, time_budget=BUDGET, bid_samples=2)


def check_against_scores(shown: str, view: Any, seed: int) -> Card:
    """The hint (or why) ``shown`` for ``view`` tells the expert's own numbers: its table
    holds every legal card, and layouts won and thirds give back ExpertPlayer.scores
    (100 a layout the soloist wins, plus his thirds); the card named is the expert's."""
    scores = expert_of(seed, view.seat).scores(view)
    table = rows(shown)
    legal = {a.card for a in view.legal_actions if isinstance(a, Play)}
    assert set(table) == legal == set(scores)
    soloist = view.seat == view.soloist
    for card, (won, n, thirds, _) in table.items():
        assert n == SAMPLES
        solo_wins, solo_thirds = (won, thirds) if soloist else (n - won, view.rules.total_thirds - thirds)
        assert abs(100 * solo_wins / n + solo_thirds - scores[card]) < 0.06, card
    named = Card.parse(re.search(r"The expert would play (\S+ di \S+?|\S+?)[ :(]", text(shown)).group(1))
    best = max(scores.values()) if soloist else min(scores.values())
    assert scores[named] == best
    if len(legal) > 1:
        assert expert_of(seed, view.seat).choose(view) == Play(named), "the card ExpertPlayer itself plays"
    return named


@dataclass
class Played:
    app: PlayApp
    hints: list[tuple[Any, str]]  # (the learner's view, the hint shown) at each card to play
    messages: list[str]


@pytest.fixture(scope="module")
def expert_deal() -> Played:
    """A whole deal against the expert, asking the expert's card at every card to play;
    the learner played by the heuristic player."""
    app = PlayApp(seed=SEED, strength="expert")
    me = HeuristicPlayer(99)
    hints, messages = [], []
    for _ in range(60):
        if app.deal.is_over:
            break
        if app.deal.phase is Phase.PLAY:
            assert app.hint_view.value == "", "the expert's card is shown only on request"
            assert app.expert_button.layout.display == ""
            app.expert_button.click()
            hints.append((app.deal.view(HUMAN), app.hint_view.value))
        app.act(me.choose(app.deal.view(HUMAN)))
        messages.append(app.last_message)
    assert app.deal.is_over
    return Played(app, hints, messages)


def test_the_expert_plays_a_whole_deal_legally(expert_deal):
    app = expert_deal.app
    assert all(type(p) is ExpertPlayer for p in app.computers[1:])
    assert [p.seed for p in app.computers[1:]] == [3 * SEED + 1, 3 * SEED + 2]
    assert (app.computers[1].samples, app.computers[1].bid_samples) == (SAMPLES, 2)
    assert app.deal.phase is Phase.FINISHED and app.deal.result is not None
    replayed = app.deal.as_dealt()
    for _seat, action in app.deal.history:
        replayed = replayed.apply(action)  # the engine refuses any illegal action
    assert replayed == app.deal
    assert not any(expert_deal.messages), "nothing was refused or went wrong"
    assert app.score_text()


def test_the_hint_names_a_legal_card_with_the_experts_own_numbers(expert_deal):
    assert len(expert_deal.hints) == 12
    for view, shown in expert_deal.hints:
        legal = {a.card for a in view.legal_actions}
        named = Card.parse(re.search(r"The expert would play (\S+ di \S+?|\S+?)[ :(]", text(shown)).group(1))
        assert named in legal
        assert set(rows(shown)) == legal
        assert "for you" in text(shown) and "Traceback" not in shown
    view, shown = expert_deal.hints[0]
    check_against_scores(shown, view, SEED)


def test_the_hint_of_a_defender_counts_his_sides_thirds():
    app = PlayApp(seed=DEFENDER_SEED)
    app.act(Pass())
    assert app.deal.phase is Phase.PLAY and app.deal.soloist != HUMAN and app.deal.to_move == HUMAN
    me = HeuristicPlayer(1)
    while len(app.deal.tricks) < 4:  # a later trick: fewer cards, quicker to solve
        app.act(me.choose(app.deal.view(HUMAN)))
    assert app.hint_view.value == ""
    app.hint.value = True
    assert app.hint_view.value == "", "Hint only marks the cards that may be played"
    assert [b for b in app.hand.children if "cal-legal" in b._dom_classes], "the legal cards are marked"
    app.on_expert_hint()
    shown = app.hint_view.value
    assert "your side (you and" in text(shown) and "fewer than 18 thirds" in text(shown)
    check_against_scores(shown, app.deal.view(HUMAN), DEFENDER_SEED)
    app.act(me.choose(app.deal.view(HUMAN)))
    assert app.hint_view.value == "", "the next position needs a new request"


def test_advice_shows_the_advisors_options_for_the_learners_hand():
    app = PlayApp(seed=SEED)
    assert app.may_advise() and app.advice_button.layout.display == ""
    app.advice_button.click()
    shown = text(app.advice_view.value)
    view = app.deal.view(HUMAN)
    advice = advise(view.hand, seat=HUMAN, auction=[], rules=view.rules, samples=4, seed=SEED)
    assert advice.options
    for option in advice.options:  # said with the cards named as the pictures show them
        assert text(page_words(app, getattr, option, "words")) in shown
    best = advice.best
    assert text(page_words(app, lambda: f"Advice: bid {best.name}" if best else "Advice: pass")) in shown
    assert "14_what_to_bid.ipynb" in app.advice_view.value and "face up" in shown
    app.act(Pass())  # the auction moves on: the advice was for the moment gone
    assert app.advice_view.value == ""


def test_why_lists_the_legal_cards_of_that_moment_from_that_seat(expert_deal):
    app = expert_deal.app
    options = app.why_choice.options
    history = app.deal.history
    assert app.why_box.layout.display == ""
    assert len(options) == 24 and all(history[i][0] != HUMAN for _, i in options)
    label, index = options[4]
    seat, action = history[index]
    trick = sum(isinstance(a, Play) for _, a in history[:index]) // 3 + 1
    assert label == f"trick {trick}: {app.deal_names[seat]} played {card_name(action.card, 'italian')}"
    position = app.deal.as_dealt()
    for _seat, earlier in history[:index]:
        position = position.apply(earlier)
    view = position.view(seat)
    app.why_choice.value = index
    app.why_button.click()
    shown = app.why_view.value
    table = rows(shown)
    assert set(table) == {a.card for a in view.legal_actions}
    assert [c for c, (_, _, _, played) in table.items() if played] == [action.card]
    named = check_against_scores(shown, view, SEED)
    if named == action.card:
        assert "this is how it chose" in text(shown)
    assert app.last_message == ""


def test_why_explains_a_heuristic_card_as_what_the_expert_thinks_of_it():
    app = PlayApp(seed=DEFENDER_SEED)
    me = HeuristicPlayer(1)
    app.act(Pass())
    while not app.deal.is_over:
        app.act(me.choose(app.deal.view(HUMAN)))
    assert app.why_box.layout.display == ""
    app.why_choice.value = app.why_choice.options[-1][1]
    app.why_button.click()
    assert "heuristic computer player" in text(app.why_view.value)
    assert "what the expert thinks of its card" in text(app.why_view.value)
    app.on_next()
    assert app.why_box.layout.display == "none" and app.why_view.value == ""


@pytest.mark.parametrize("game", ["rovescino", "rovescino-3"])
def test_the_expert_is_refused_for_the_games_the_analysis_does_not_handle_in_words(game):
    """Rovescino (V6): the page's own words, naming the games the expert plays. (The American
    account and Tressette for four are played by it, Tressette in due refused in its own
    words: tests/test_play_expert_games.py.)"""
    with pytest.raises(ArgumentValueError, match="plays Calabresella(, .*)? only"):
        PlayApp(game=game, strength="expert")
    with pytest.raises(ArgumentValueError, match="plays Calabresella(, .*)? only"):
        computer_players("expert", 3, game)
    app = PlayApp(seed=4, game=game, strength="random")
    deal = app.deal
    app.strength.value = "expert"
    label = app.setting_error
    assert re.search("plays Calabresella(, .*)? only", text(label.value)) and "Traceback" not in label.value
    app.new_button.click()
    assert app.deal is deal, "refused: the game in progress goes on"
    app.strength.value = "heuristic"
    assert text(label.value) == ""


def test_nothing_shows_a_traceback_when_the_expert_fails(monkeypatch):
    def broken(*_args):
        raise RuntimeError("a bug deep in the solver")

    app = PlayApp(seed=DEFENDER_SEED)
    app.act(Pass())
    monkeypatch.setattr(panels, "judge", broken)  # where the panels look it up
    app.on_expert_hint()
    assert app.last_message == UNEXPECTED and app.hint_view.value == ""
    app.on_advice()  # not the learner's turn to bid: said in words
    assert "turn to bid" in app.last_message
    app.on_why()  # no finished deal yet: said in words
    assert "Choose a card" in app.last_message


def test_the_page_expert_has_the_documented_settings(monkeypatch):
    monkeypatch.setattr(page_expert, "EXPERT_SAMPLES", 6)
    monkeypatch.setattr(page_expert, "EXPERT_BID_SAMPLES", 6)
    monkeypatch.setattr(page_expert, "EXPERT_TIME_BUDGET", 1.5)
    expert = make_expert(7)
    assert (expert.seed, expert.samples, expert.bid_samples, expert.time_budget) == (7, 6, 6, 1.5)
