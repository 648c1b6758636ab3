"""The bounded fuzz step, on the widgets and the players (issue 18): the answer boxes, the
advisor widget, the real-cards ledger, the analysis board and ``ExpertPlayer.choose``,
given random and hostile input: typed constructor arguments, huge strings, and widget
values set as a user would type them into the boxes.

Every outcome is accepted or refused with the package's own error (a ``ValueError`` or
``TypeError`` class of :mod:`calabresella`, on one line), never another exception; a widget
callback never falls back on its "something went wrong" sentence, a refused entry changes
nothing, and no verdict or refusal repeats a pasted text whole. The work of each example is
kept small (four advisor samples, one expert world in a tenth of a second, an analysis board
that is not analysed, a play-on of the last tricks only), and each test runs a share of
``FUZZ_EXAMPLES``, so the whole file takes about a minute with the default.
"""

from __future__ import annotations

import os
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_fuzz import assert_refused_cleanly, hostile, json_scalars

from calabresella.analysis.expert import ExpertPlayer
from calabresella.engine.actions import Bid, Contract, Pass, Play
from calabresella.engine.cards import PACK
from calabresella.games.italian.deal import Deal, Phase
from calabresella.games.italian.players import HeuristicPlayer
from calabresella.games.italian.rules import PROFILES
from calabresella.games.italian.session import Session
from calabresella.show.advice import AdvisorApp
from calabresella.show.analysis_board import AnalysisBoard
from calabresella.show.exercises import Exercise
from calabresella.show.ledger import CONTRACT_CHOICES, RealCardsLedger
from calabresella.show.widgets import UNEXPECTED, deal_ready_to_play

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "1000"))

LONGEST = 600
"""No verdict or refusal is longer than this, whatever was pasted."""


def assert_short(message: str, *typed: object) -> None:
    """``message`` is a few lines' worth, and repeats no long text typed whole (at most its start)."""
    assert len(message) < LONGEST, message
    for text in typed:
        if isinstance(text, str) and len(text.strip()) > 100:
            assert text.strip()[:100] not in message, message


def share(fraction: float) -> Any:
    """Hypothesis settings for a test that runs ``fraction`` of ``FUZZ_EXAMPLES`` (at least 5)."""
    return settings(max_examples=max(int(EXAMPLES * fraction), 5))


def refused_or_done(call: Any) -> Any:
    """``call()``'s value, or None when it was refused with the package's own error."""
    try:
        return call()
    except (TypeError, ValueError) as err:
        assert_refused_cleanly(err)
        return None


# ----------------------------------------------------------------- what a user types

CARD_WORDS = [str(c) for c in PACK] + ["3S", "as", "2h", "due di coppe", "10♠", "zz", "♠", ""]
typed_words = st.one_of(
    st.sampled_from(CARD_WORDS + ["pass", "bid solo", "bid chiamo", "solissimo", "25", "0.15", ",", "%", "/"]),
    st.text(max_size=6),
)
typed = st.one_of(
    st.lists(typed_words, max_size=16).map(" ".join),
    st.lists(typed_words, max_size=6).map(", ".join),
    st.text(max_size=30),
    st.builds(lambda word, count: word * count, st.sampled_from(["0", " ", "3♠ ", "x", ",000", "%", "[", "1/"]),
              st.integers(1, 50_000)),
)
"""Text as typed (or pasted) into a box: card names, moves, numbers, junk, huge runs."""

numbers_typed = st.one_of(
    st.from_regex(r"[+\-−]?[0-9 ,._/%]{0,12}", fullmatch=True),
    st.sampled_from(["25", " 25 ", "2 5", "1,977", "1,97,7", "1.977", "0.15", ".15", "0,15", "3/20", "15%", "1e3"]),
    typed,
)

EXPECTED = [25, 1977, 0.15, 1 / 3, PACK[0], frozenset(PACK[:2]), "Bruno", True, [1, 2], Pass(), Bid(Contract.SOLO)]


# ----------------------------------------------------------------- the answer boxes


@share(1.0)
@given(st.sampled_from(EXPECTED), st.one_of(numbers_typed, hostile))
def test_an_answer_box_gives_a_short_verdict_and_marks_right_only_what_it_reads_as_right(expected, answer):
    box = Exercise("?", expected)
    verdict = box.answer(answer)
    choice = Exercise("Who?", "Bruno", choices=["Anna", "Bruno", "Carla"]).answer(answer)
    assert_short(choice, answer)
    assert isinstance(verdict, str) and verdict
    assert_short(verdict, answer)
    if verdict.correct and isinstance(answer, str) and box.kind == "number":
        text = answer.strip().strip("'\"[]() ")
        # what a right number shows: digits, one sign, grouping commas, one decimal mark, a fraction, a percent
        assert " " not in text.replace(" %", "%") and text.count("/") <= 1, answer


@share(0.3)
@given(numbers_typed)
def test_the_answer_box_widget_shows_the_verdict_answer_gives(answer):
    box = Exercise("How many thirds?", 25, unit="thirds", hint="count them")
    assert box.ui is not None  # the widgets are built on first display
    box.entry.value = answer
    box.check_button.click()
    assert box.feedback_text == box.answer(answer)


@share(0.1)
@given(st.dictionaries(st.sampled_from(["kind", "hint", "explain", "choices", "unit", "tolerance"]),
                       st.one_of(hostile, st.lists(json_scalars, max_size=3)), max_size=4))
def test_an_exercise_is_made_or_refused_with_a_typed_error(kwargs):
    box = refused_or_done(lambda: Exercise("?", 5, **kwargs))
    if box is not None:
        assert isinstance(box.answer("5"), str) and box.ui is not None


# ----------------------------------------------------------------- the advisor widget


@share(0.1)
@given(st.one_of(hostile, st.integers(-5, 100)), st.one_of(hostile, st.integers(-5, 2**32)))
def test_the_advisor_widget_is_made_or_refused_with_a_typed_error(samples, seed):
    refused_or_done(lambda: AdvisorApp(samples=samples, seed=seed))


@pytest.fixture(scope="module")
def advisor() -> AdvisorApp:
    return AdvisorApp(samples=4)


@share(0.1)
@given(hand=st.one_of(typed, st.just("3S 2S AS KS 3H 2H AH 3D 2D AD 3C 2C")),
       auction=st.one_of(typed, st.sampled_from(["", "pass", "pass, pass", "bid chiamo", "bid solo, pass"])),
       seat=st.integers(0, 2), seed=st.integers(-(2**40), 2**40))
def test_whatever_is_typed_into_the_advisor_it_advises_or_says_why_not(advisor, hand, auction, seat, seed):
    advisor.hand_box.value, advisor.auction_box.value = hand, auction
    advisor.seat_box.value, advisor.seed_box.value = seat, seed
    advisor.on_advise()
    message = advisor.last_message
    assert message != UNEXPECTED, message
    assert_short(message, hand, auction)
    assert (advisor.advice is None) == bool(message), message  # no advice left behind a refusal
    assert (advisor.hand_view.value == "") == (advisor.advice is None)


# ----------------------------------------------------------------- the real-cards ledger

ledger_kwargs = st.dictionaries(
    st.sampled_from(["names", "first_dealer", "rules", "session"]),
    st.one_of(hostile, st.sampled_from([*PROFILES, "tressette", "american", ["A", "B", "C"], ("A", "B"), Session()]),
              st.integers(-2, 5)),
    max_size=3,
)


@share(0.1)
@given(ledger_kwargs)
def test_the_ledger_is_made_or_refused_with_a_typed_error(kwargs):
    refused_or_done(lambda: RealCardsLedger(**kwargs))


thirds = st.one_of(st.integers(-3, 40), st.integers(-(2**70), 2**70))


@share(0.3)
@given(rules=st.sampled_from(["italian", "all-pass-limited", "four-at-the-table", "first-to-21"]),
       entries=st.lists(st.tuples(st.sampled_from([v for _, v in CONTRACT_CHOICES]), st.integers(0, 3), thirds,
                                  thirds, st.integers(-1, 13), st.booleans(),
                                  st.one_of(typed, st.sampled_from(["A♥ A♠ A♦ A♣", "3S 2S AS KS", ""]))),
                        max_size=8))
def test_whatever_is_typed_into_the_ledger_it_adds_a_deal_or_changes_nothing(rules, entries):
    app = RealCardsLedger(rules=rules)
    for contract, soloist, trick_thirds, monte_thirds, tricks, last, monte in entries:
        before = (app.session, app.session.to_json())
        app.contract.value = contract
        if soloist in dict(app.soloist.options).values():
            app.soloist.value = soloist
        app.trick_thirds.value, app.monte_thirds.value, app.tricks.value = trick_thirds, monte_thirds, tricks
        app.last_trick.value = last
        app.monte.value = monte
        if app.add():
            assert sum(app.session.balances) == 0 and len(app.session.deals) == len(before[0].deals) + 1
        else:
            assert app.session is before[0] and app.session.to_json() == before[1]
            assert "Nothing changed" in app.last_message
            assert_short(app.last_message, monte)


# ----------------------------------------------------------------- the analysis board


@pytest.fixture(scope="module")
def late_deal() -> Deal:
    """A deal with three tricks left to play: a play-on from there is quick to solve."""
    deal = deal_ready_to_play(5)
    player = HeuristicPlayer(1)
    while len(deal.tricks) < 9:
        assert deal.to_move is not None
        deal = deal.apply(player.choose(deal.view(deal.to_move)))
    return deal


@share(0.1)
@given(st.dictionaries(st.sampled_from(["names", "style", "analyse_now", "exchange_candidates"]),
                       st.one_of(hostile, st.sampled_from([["A", "B", "C"], ("", "B", "C"), ("x" * 999, "B", "C"),
                                                           "french", "italian", False]), st.integers(-3, 10**6)),
                       max_size=3))
def test_the_analysis_board_is_made_or_refused_with_a_typed_error(late_deal, kwargs):
    kwargs = {**kwargs, "analyse_now": False}  # the analysis itself is tested in tests/
    refused_or_done(lambda: AnalysisBoard(late_deal, **kwargs))


@share(0.05)
@given(position=st.integers(-3, 60), picks=st.lists(st.one_of(st.sampled_from(PACK), hostile), max_size=6))
def test_playing_on_from_any_position_plays_or_says_why_not(late_deal, position, picks):
    board = AnalysisBoard(late_deal, analyse_now=False)
    board.slider.value = max(board.last - 8, min(position, board.last))  # the last tricks only: quick to solve
    board.on_play_on()
    for pick in picks:
        before = board.play_deal
        board.play_card(pick)
        assert board.last_message != UNEXPECTED, board.last_message
        if board.last_message and before is not None:
            assert board.play_deal is before  # a refused card changes nothing


# ----------------------------------------------------------------- ExpertPlayer.choose on hostile views


@pytest.fixture(scope="module")
def expert() -> ExpertPlayer:
    return ExpertPlayer(seed=1, samples=1, time_budget=0.05, bid_samples=0, exchange=False)


@share(0.1)
@given(seed=st.integers(0, 2**31 - 1), steps=st.integers(0, 60), seat=st.one_of(st.none(), st.integers(0, 2)),
       junk=hostile, use_junk=st.integers(0, 3).map(lambda n: n == 0))
def test_the_expert_chooses_a_legal_action_or_refuses_a_view_not_to_move(expert, seed, steps, seat, junk, use_junk):
    """``seat`` None: the seat to move (half the time); else any seat."""
    deal = Deal.new(seed=seed, dealer=seed % 3)
    player = HeuristicPlayer(seed)
    while not deal.is_over and steps:
        assert deal.to_move is not None
        deal = deal.apply(player.choose(deal.view(deal.to_move)))
        steps -= 1
    while deal.phase is Phase.PLAY and len(deal.tricks) < 6:  # a full first solve is too slow for a fuzz step
        assert deal.to_move is not None
        deal = deal.apply(player.choose(deal.view(deal.to_move)))
    if seat is None:
        seat = deal.to_move if deal.to_move is not None else 0
    view: Any = junk if use_junk else deal.view(seat)
    try:
        action = expert.choose(view)
    except (TypeError, ValueError) as err:
        assert_refused_cleanly(err)
        assert use_junk or deal.to_move != seat, err
        return
    assert not use_junk and deal.to_move == seat and action in deal.legal_actions()
    assert not isinstance(action, Play) or action.card in deal.hands[seat]
