"""The analysis board and the play page's *Review this deal*: driven by calling the
handlers, as tests/test_widgets.py drives the other apps. Every number checked is the
review's or the solver's, never one written here."""

from __future__ import annotations

import html
import re

import pytest

from calabresella.analysis.review import DealReview, Mark, analyse
from calabresella.analysis.solver import card_values, solve
from calabresella.engine.naming import card_name
from calabresella.games.italian.deal import Deal, Phase
from calabresella.games.italian.players import HeuristicPlayer
from calabresella.show import analysis_board
from calabresella.show.analysis_board import MARK_COLOURS, AnalysisBoard, mark_class, play_positions
from calabresella.show.play import HUMAN, PlayApp
from calabresella.show.widgets import UNEXPECTED

SEED = 8
"""A PlayApp seed whose deal (the learner played by the heuristic player) is a scored
Chiamo; checked by :func:`finished_app`."""


def text(value: str) -> str:
    """An HTML widget's value as the reader sees it."""
    return " ".join(html.unescape(re.sub("<[^>]+>", " ", value)).split())


def play_to_the_end(app: PlayApp) -> PlayApp:
    me = HeuristicPlayer(99)
    for _ in range(60):
        if app.deal.is_over:
            return app
        app.act(me.choose(app.deal.view(HUMAN)))
    raise AssertionError("the deal did not end")


@pytest.fixture(scope="module")
def finished_app() -> PlayApp:
    app = play_to_the_end(PlayApp(seed=SEED))
    assert app.deal.phase is Phase.FINISHED and app.deal.result is not None, f"seed {SEED} must be a scored deal"
    return app


@pytest.fixture(scope="module")
def review(finished_app: PlayApp) -> DealReview:
    return analyse(finished_app.deal, exchange_candidates=4)


@pytest.fixture
def board(review: DealReview, finished_app: PlayApp) -> AnalysisBoard:
    return AnalysisBoard(review, names=finished_app.deal_names)


def test_the_positions_are_the_start_of_play_and_one_after_each_card(finished_app):
    deal = finished_app.deal
    positions = play_positions(deal)
    assert len(positions) == 37 and positions[-1] == deal
    assert positions[0].phase is Phase.PLAY and not positions[0].tricks and not positions[0].current.cards
    assert all(len(positions[n].history) == len(positions[n - 1].history) + 1 for n in range(1, 37))


def test_stepping_shows_each_card_with_the_reviews_values(board, review):
    assert board.position == board.last == 36  # opens at the last card
    board.on_first()
    assert board.position == 0 and board.first_button.disabled and board.back_button.disabled
    assert "Play begins" in text(board.card_text.value)
    start = text(board.start_text.value)
    assert f"{review.start_value} thirds" in start and f"needs {review.target}" in start
    assert ("could be made" if review.could_make else "could not be made") in start
    assert review.exchange is not None, f"seed {SEED}: the soloist discarded"
    with board.screen():  # said as the board says it: its names, its suits
        exchange_words = str(review.exchange.words)
    assert text(html.escape(exchange_words)) in start
    assert "<svg" in board.start_text.value  # the discards, drawn
    for n in (1, 2, 17, 36):
        board.slider.value = n
        card = review.cards[n - 1]
        assert card.number == n and board.card_review() == card
        shown = text(board.card_text.value)
        assert f"Card {n} of 36" in shown and f"plays {card_name(card.card, board.style)}." in shown
        assert f"{card.before} thirds" in shown or f"{card.before} third " in shown
        assert f"{card.after} third" in shown
        assert card.mark.words.capitalize() in shown
        for better in card.better:
            assert card_name(better, board.style) in shown
        assert board.table.value.startswith("<svg") and str(card.card) in board.table.value
    board.on_back()
    assert board.position == 35
    board.on_forward()
    board.on_forward()  # at the end it stays there
    assert board.position == 36 and board.forward_button.disabled
    board.on_first()
    board.on_last()
    assert board.position == 36


def test_the_values_agree_with_the_solver(board, review):
    """The review the board shows is the solver's: spot-check two positions."""
    for n in (1, 20):
        before = board.positions[n - 1]
        values = card_values(before)
        card = review.cards[n - 1]
        assert solve(before) == card.before
        assert values[card.card] == card.after
        best = max(values.values()) if card.soloist_side else min(values.values())
        assert set(card.better) == ({c for c, v in values.items() if v == best} if card.cost else set())


def test_each_row_of_the_list_is_coloured_by_its_mark_and_says_it_in_words(board, review):
    board.slider.value = 20  # the cards played so far, not those to come
    assert len(re.findall("<tr class=", board.card_list.value)) == 20
    board.on_last()
    rows = re.findall(r"<tr class='([^']*)' style='([^']*)'>(.*?)</tr>", board.card_list.value)
    assert len(rows) == len(review.cards) == 36
    assert len({card.mark for card in review.cards}) >= 2, f"seed {SEED}: the deal has cards of two marks at least"
    for (css, style, cells), card in zip(rows, review.cards, strict=True):
        assert css == mark_class(card.mark)
        assert f"background:{MARK_COLOURS[card.mark]}" in style
        assert html.escape(card.mark.words) in cells and f"<td>{card.cost}</td>" in cells
    legend = text(board.legend.value)
    for mark in Mark:  # the legend says every colour in words
        assert mark.words in legend
    assert {"green", "yellow", "orange", "red"} <= set(legend.replace(":", " ").split())


def test_play_on_refuses_an_illegal_card_and_the_solver_keeps_its_value(board):
    # A position where the learner follows a lead and holds a card of another suit.
    n = next(
        n for n in range(1, 30)
        if board.positions[n].current.cards
        and any(c not in {a.card for a in board.positions[n].legal_actions()}
                for c in board.positions[n].hands[board.positions[n].to_move])
    )
    board.slider.value = n
    start = board.positions[n]
    board.on_play_on()
    assert board.playing_on and board.play_box.layout.display == "" and board.review_box.layout.display == "none"
    assert board.play_value == solve(start)
    assert f"{board.play_value} thirds" in text(board.play_value_text.value)
    legal = {a.card for a in start.legal_actions()}
    illegal = next(c for c in start.hands[start.to_move] if c not in legal)
    board.play_card(illegal)
    assert "R20" in board.last_message and "follow suit" in board.last_message
    assert board.play_deal is start
    soloist_learner = start.to_move == start.soloist
    for _ in range(3):  # three of the learner's cards, each answered by the solver
        deal = board.play_deal
        if deal.is_over:
            break
        values = card_values(deal)
        worst = min(values, key=values.get) if soloist_learner else max(values, key=values.get)
        before = board.play_value
        board.play_card(worst)
        after_mine = values[worst]
        # The learner's card may give value away; the solver's replies never give any back.
        assert (after_mine <= before) if soloist_learner else (after_mine >= before)
        assert board.play_value == after_mine
        reached = board.play_deal
        assert reached.is_over or (reached.to_move == reached.soloist) == soloist_learner
        if not reached.is_over:
            assert solve(reached) == board.play_value
    board.show_values.value = True
    if not board.play_deal.is_over:
        values = card_values(board.play_deal)
        labels = {b.description for b in board.hand.children}
        assert any(label.endswith(f"→ {values[card]}") for card in values for label in labels)
        legal_buttons = [b for b in board.hand.children if "cal-legal" in b._dom_classes]
        assert len(legal_buttons) == len(values)
    board.on_back_to_deal()
    assert not board.playing_on and board.position == n and board.review_box.layout.display == ""
    assert not board.hand.children


def test_play_on_at_the_end_of_the_deal_says_so(board):
    board.on_last()
    assert board.play_on_button.disabled
    board.on_play_on()
    assert not board.playing_on and "over" in board.last_message


def test_a_card_button_of_an_earlier_moment_is_refused(board):
    board.slider.value = 0
    board.on_play_on()
    button = next(b for b in board.hand.children if "cal-legal" in b._dom_classes)
    button.click()
    moved = board.play_deal
    assert moved is not board.positions[0] and button not in board.hand.children
    button.click()  # a late second click on the button already used
    assert "earlier moment" in board.last_message and board.play_deal is moved


def test_a_board_built_from_a_deal_analyses_it(finished_app):
    # The last trick only: quick to analyse, and the same verdicts as analyse gives.
    deal = finished_app.deal
    partial = deal.as_dealt().apply_all(a for _, a in deal.history[:-2])
    board = AnalysisBoard(partial, names=finished_app.deal_names, exchange_candidates=1)
    assert board.review is not None and board.progress_box.layout.display == "none"
    assert board.review == analyse(partial, exchange_candidates=1)
    assert board.last == 34 and board.position == 34


def test_a_review_that_begins_later_says_the_early_cards_were_not_reviewed(finished_app):
    late = analyse(finished_app.deal, exchange_candidates=0, first_card=31)
    board = AnalysisBoard(late, names=finished_app.deal_names)
    board.slider.value = 10
    assert "not reviewed" in text(board.card_text.value)
    board.slider.value = 31
    assert board.card_review() == late.cards[0] and late.cards[0].number == 31
    assert late.cards[0].mark.words.capitalize() in text(board.card_text.value)


def test_bad_arguments_and_failures_are_said_in_plain_words(finished_app, monkeypatch):
    with pytest.raises(TypeError, match="Calabresella"):
        AnalysisBoard("not a deal")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="never reached the card play"):
        AnalysisBoard(Deal.new(seed=1))
    deal = finished_app.deal
    with pytest.raises(ValueError, match="3 names"):
        AnalysisBoard(deal, names=("Anna", "Bruno"), analyse_now=False)
    with pytest.raises(TypeError, match="analyse_now"):
        AnalysisBoard(deal, analyse_now="no", names=finished_app.deal_names)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="exchange_candidates"):
        AnalysisBoard(deal, exchange_candidates=-1, names=finished_app.deal_names)
    with pytest.raises(ValueError, match="style"):
        AnalysisBoard(deal, style="german", names=finished_app.deal_names)

    def broken(*_args, **_kwargs):
        raise RuntimeError("a fault deep inside")

    monkeypatch.setattr(analysis_board, "analyse", broken)
    board = AnalysisBoard(finished_app.deal, names=finished_app.deal_names)
    assert board.review is None and board.last_message == UNEXPECTED and "Traceback" not in board.last_message
    assert "did not finish" in board.progress_text.value


def test_review_button_appears_only_when_a_deal_ends_and_opens_its_board(review, monkeypatch):
    calls = []

    def cached(deal, **_kwargs):
        calls.append(deal)
        assert deal == review.deal
        return review

    monkeypatch.setattr(analysis_board, "analyse", cached)
    app = PlayApp(seed=SEED)
    assert app.review_button.layout.display == "none" and not app.may_review()
    app.on_review()
    assert app.board is None and "over" in app.last_message
    play_to_the_end(app)
    assert app.deal == review.deal
    assert app.review_button.layout.display == "" and app.may_review()
    app.review_button.click()
    assert isinstance(app.board, AnalysisBoard) and app.board.deal is app.deal and calls == [app.deal]
    assert app.board.ui in app.review_area.children and app.review_close in app.review_area.children
    assert app.board.review is review and app.board.names == app.deal_names
    app.review_close.click()
    assert app.board is None and not app.review_area.children
    app.on_review()
    assert app.board is not None
    app.on_next()  # the next deal closes the board and hides the button
    assert app.board is None and not app.review_area.children
    assert app.review_button.layout.display == "none"


def test_no_review_for_other_games_or_an_abandoned_deal():
    app = PlayApp(seed=3)  # the heuristic players all pass: abandoned (R10)
    play_to_the_end(app)
    assert app.deal.phase is Phase.ABANDONED and not app.may_review()
    assert app.review_button.layout.display == "none"
    tressette = PlayApp(seed=1, game="tressette-in-due", strength="random")
    assert not tressette.may_review() and tressette.review_button.layout.display == "none"
