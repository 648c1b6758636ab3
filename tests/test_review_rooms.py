"""The review, the analysis board and the solver's core, each split into rooms of one job:
the marks (analysis/marks.py) and the exchange (analysis/exchange_review.py) beside the
card-by-card review, the board's panels (show/board_panels.py) and its *Play on* mode
(show/board_play_on.py) beside the board, the solver's tables (analysis/_solver_tables.py)
beside its kernels. Every name stays importable where it was; each room is checked here on
its own job, without the rest."""

from __future__ import annotations

import itertools
import random

import pytest

from calabresella.analysis import _solver_core, _solver_tables, exchange_review, marks, review
from calabresella.analysis.marks import WHOLE_POINT, Mark, card_mark, outcome_band
from calabresella.analysis.solver import card_values
from calabresella.engine.actions import Play
from calabresella.engine.cards import PACK
from calabresella.games.italian.players import HeuristicPlayer
from calabresella.games.italian.rules import ITALIAN
from calabresella.show import analysis_board, board_panels
from calabresella.show.analysis_board import AnalysisBoard, play_positions
from calabresella.show.board_play_on import PlayOnPanel
from calabresella.show.widgets import deal_ready_to_play

NAMES = ("Ada", "Ben", "Cy")


@pytest.mark.parametrize(
    ("old", "new", "name"),
    [
        (review, marks, "Mark"),
        (review, marks, "card_mark"),
        (review, marks, "outcome_band"),
        (review, marks, "outcome_words"),
        (review, marks, "WHOLE_POINT"),
        (review, exchange_review, "ExchangeReview"),
        (review, exchange_review, "discard_score"),
        (review, exchange_review, "card_classes"),
        (review, exchange_review, "_position_after"),
        (analysis_board, board_panels, "MARK_COLOURS"),
        (analysis_board, board_panels, "MARK_COLOUR_NAMES"),
        (analysis_board, board_panels, "mark_class"),
        (_solver_core, _solver_tables, "THIRDS"),
    ],
)
def test_every_name_is_still_imported_from_where_it_was(old, new, name):
    assert getattr(old, name) is getattr(new, name)


def test_R24_a_card_costing_a_whole_point_is_a_mistake_one_third_less_a_slip():
    before = 26
    for cost, mark in ((0, Mark.GOOD), (WHOLE_POINT - 1, Mark.SLIP), (WHOLE_POINT, Mark.MISTAKE)):
        after = before - cost
        assert outcome_band(before, ITALIAN) == outcome_band(after, ITALIAN), "the outcome stays the same"
        assert card_mark(cost, before, after, ITALIAN) is mark


def test_R25_one_third_across_the_line_is_a_blunder():
    need = ITALIAN.win_thirds
    assert card_mark(1, need, need - 1, ITALIAN) is Mark.BLUNDER


def late_deal(cards_left: int = 6):
    """A deal of the Italian profile played by the heuristic players until ``cards_left``
    cards are still to be played (the solver answers at once)."""
    deal = deal_ready_to_play(7)
    players = [HeuristicPlayer(s) for s in range(3)]
    while sum(len(h) for h in deal.hands) > cards_left:
        seat = deal.to_move
        assert seat is not None
        deal = deal.apply(players[seat].choose(deal.view(seat)))
    return deal


def test_the_list_and_the_card_say_when_the_verdicts_are_not_there_yet():
    positions = play_positions(late_deal())
    shown = 3
    table = board_panels.list_html(positions, shown, {}, NAMES)
    assert "cal-mark-" not in table, "no colour without a verdict"
    assert table.count("<td>…</td>") == shown and table.count("font-weight:bold") == 1
    waiting = board_panels.card_html(positions, 1, None, analysed=False, target=18, names=NAMES, style="french")
    later = board_panels.card_html(positions, 1, None, analysed=True, target=18, names=NAMES, style="french")
    card = board_panels.played_card(positions, 1)
    assert board_panels.plain_card(card) in waiting
    assert "when the analysis is done" in waiting and "not reviewed" in later
    assert "Play begins" in board_panels.card_html(positions, 0, None, analysed=False, target=18, names=NAMES,
                                                   style="french")


def test_the_legend_names_every_mark_by_its_colour_and_in_words():
    legend = board_panels.legend_html()
    for mark in Mark:
        assert board_panels.MARK_COLOURS[mark] in legend
        assert f"{board_panels.MARK_COLOUR_NAMES[mark]}: {mark.words}" in legend


def test_the_played_cards_are_read_back_from_the_positions():
    deal = late_deal()
    positions = play_positions(deal)
    plays = [a.card for _, a in deal.history if isinstance(a, Play)]
    assert [board_panels.played_card(positions, n) for n in range(1, len(positions))] == plays


def test_playing_on_the_computer_answers_with_the_cheapest_of_the_best_cards():
    board = AnalysisBoard(late_deal(), names=NAMES, analyse_now=False)
    assert isinstance(board, PlayOnPanel)
    board.on_play_on()
    assert board.playing_on and board.play_deal is board.positions[board.position]
    deal = board.play_deal
    values = card_values(deal)
    best = max(values.values()) if deal.to_move == deal.soloist else min(values.values())
    reply = board.best_reply(deal)
    assert values[reply] == best
    assert reply.thirds == min(c.thirds for c, v in values.items() if v == best)
    assert board.value_now() == best


def test_the_solver_tables_are_the_packs_own():
    t = _solver_tables
    for card in PACK:
        assert t.ORDER[card.suit.index, t.POS[card.index]] == card.index
        assert t.SUIT_OF[card.index] == card.suit.index and t.THIRDS[card.index] == card.thirds
        assert t.SUIT_MASK[card.suit.index] >> card.index & 1
    rng = random.Random(5)
    for _ in range(50):
        hand = rng.sample(PACK, rng.randint(0, len(PACK)))
        mask = sum(1 << c.index for c in hand)
        chunks = sum(int(t.CHUNK_THIRDS[k, mask >> (t.CHUNK * k) & t.CHUNK_MASK]) for k in range(t.CHUNKS))
        assert chunks == sum(c.thirds for c in hand)


def test_the_cheapest_table_is_the_least_thirds_a_follower_can_give():
    t = _solver_tables
    suit = PACK[0].suit
    cards = [c for c in PACK if c.suit is suit]
    for held in itertools.combinations(cards, 3):
        bits = sum(1 << int(t.POS[c.index]) for c in held)
        for k in range(4):
            assert t.CHEAPEST[suit.index, k, bits] == sum(sorted(c.thirds for c in held)[:k])
