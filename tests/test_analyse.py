"""The card-by-card review (calabresella.analysis.review.analyse) and ``python -m calabresella analyse``.

The reviews are checked against the solver itself and against the scoring rules, not
against stored numbers: each card's ``before``/``after`` chain from the opening lead to
the result, the costs, the marks, the better cards, and the exchange's best discards
replayed through the engine.
"""

from __future__ import annotations

import json
from math import comb

import pytest

from calabresella.__main__ import main
from calabresella.analysis.review import (
    CardReview,
    DealReview,
    ExchangeReview,
    Mark,
    _position_after,
    analyse,
    card_classes,
    card_mark,
    outcome_band,
)
from calabresella.analysis.solver import card_values, solve
from calabresella.engine.actions import Bid, Contract, Discard, Enhance, Enhancement, Pass, Play
from calabresella.engine.cards import PACK_THIRDS, Card
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError, PhaseError
from calabresella.games import record
from calabresella.games.italian.deal import Deal, Phase
from calabresella.games.italian.players import HeuristicPlayer, play_deal
from calabresella.games.italian.rules import ITALIAN
from calabresella.games.italian.scoring import is_stramazzo


def heuristic_deal(seed: int) -> Deal:
    return play_deal(Deal.new(seed=seed), [HeuristicPlayer(s) for s in range(3)])


def solissimo(seed: int, enhancement: Enhancement) -> Deal:
    """A Solissimo bid at once by the first to speak, then played by the heuristic."""
    deal = Deal.new(seed=seed).apply(Bid(Contract.SOLISSIMO)).apply(Enhance(enhancement))
    return play_deal(deal, [HeuristicPlayer(s) for s in range(3)])


@pytest.fixture(scope="module")
def reviews() -> list[DealReview]:
    """Two whole deals played by the heuristic (Chiamo), reviewed from the first card."""
    return [analyse(heuristic_deal(seed), exchange_candidates=8) for seed in (1, 15)]


def test_the_values_chain_from_the_opening_lead_to_the_result(reviews):
    for review in reviews:
        cards = review.cards
        assert [c.number for c in cards] == list(range(1, 37))
        assert [c.trick for c in cards] == [1 + i // 3 for i in range(36)]
        assert cards[0].before == review.start_value
        for card, following in zip(cards, cards[1:], strict=False):
            assert card.after == following.before
        assert cards[-1].after == review.result == review.deal.result.soloist_thirds
        assert review.could_make == (review.start_value >= review.target == ITALIAN.win_thirds)


def test_costs_marks_and_better_cards_follow_the_values(reviews):
    for review in reviews:
        for card in review.cards:
            values = dict(card.values)
            assert values[card.card] == card.after
            best = max(values.values()) if card.soloist_side else min(values.values())
            assert card.before == best
            assert card.cost == (card.before - card.after if card.soloist_side else card.after - card.before)
            assert card.cost >= 0
            assert (card.mark is Mark.GOOD) == (card.cost == 0)
            assert card.mark is card_mark(card.cost, card.before, card.after, ITALIAN)
            if card.cost:
                assert card.better and all(values[b] == card.before for b in card.better)
                assert card.card not in card.better
            else:
                assert card.better == ()
            assert card.soloist_side == (card.seat == review.deal.soloist)
            assert isinstance(card.words, str) and str(card.card) in card.words


def test_the_values_agree_with_a_fresh_solve_of_each_position():
    deal = heuristic_deal(1)
    review = analyse(deal, exchange_candidates=0, first_card=25)
    state = deal.as_dealt()
    for _, action in deal.history[: len(deal.history) - 12]:
        state = state.apply(action)
    for card in review.cards:
        assert card.number == 25 + review.cards.index(card)
        assert solve(state) == card.before
        assert card_values(state) == dict(card.values)
        assert state.to_move == card.seat and Play(card.card) in state.legal_actions()
        state = state.apply(Play(card.card))


def test_the_exchange_best_discards_replay_to_their_value(reviews):
    for review in reviews:
        exchange = review.exchange
        assert isinstance(exchange, ExchangeReview) and exchange.soloist_side
        assert exchange.seats == (review.deal.soloist,) and exchange.counts == (4,)
        assert exchange.chosen_value == review.start_value
        assert exchange.best_value >= exchange.chosen_value and exchange.cost == exchange.best_value - exchange.chosen_value
        assert exchange.candidates == comb(16, 4)
        assert exchange.solved == 9 <= exchange.distinct <= exchange.candidates and not exchange.complete
        assert "Only 9 of the" in exchange.words
        before = _before_exchange(review.deal)
        chosen = [a.card for _, a in review.deal.history if isinstance(a, Discard)]
        assert list(exchange.chosen) == chosen
        start = _position_after(before, {review.deal.soloist: exchange.best})
        assert start.phase is Phase.PLAY and solve(start) == exchange.best_value


def test_more_exchange_candidates_never_find_worse_discards():
    deal = heuristic_deal(15)
    values = [analyse(deal, exchange_candidates=n, first_card=36).exchange.best_value for n in (0, 4, 16)]
    assert values == sorted(values)
    assert analyse(deal, exchange_candidates=0, first_card=36).exchange.best == analyse(
        deal, exchange_candidates=0, first_card=36
    ).exchange.chosen


def test_interchangeable_discards_give_the_same_value():
    deal = heuristic_deal(1)
    before = _before_exchange(deal)
    soloist = deal.soloist
    hand = before.hands[soloist]
    others = [c for s in range(3) if s != soloist for c in before.hands[s]]
    classes = card_classes(hand, others)
    pairs = [(a, b) for a in hand for b in hand if a < b and classes[a] == classes[b]][:3]
    assert pairs, "the soloist's 16 cards hold interchangeable cards"
    for a, b in pairs:
        rest = [c for c in hand if c not in (a, b)][:3]
        assert solve(_position_after(before, {soloist: (a, *rest)})) == solve(
            _position_after(before, {soloist: (b, *rest)})
        )


def test_defenders_discards_are_reviewed_in_a_solissimo_dividete():
    review = analyse(solissimo(5, Enhancement.DIVIDETE), exchange_candidates=3, first_card=36)
    exchange = review.exchange
    assert exchange is not None and not exchange.soloist_side
    assert exchange.seats == review.deal.defenders and exchange.counts == (2, 2)
    assert exchange.candidates == comb(14, 2) ** 2
    assert exchange.best_value <= exchange.chosen_value == review.start_value
    start = _position_after(_before_exchange(review.deal), dict(exchange.split(exchange.best)))
    assert solve(start) == exchange.best_value
    assert all(name in exchange.words for name in ("Anna", "Bruno", "Carla") if name != ("Anna", "Bruno", "Carla")[review.deal.soloist])


def test_a_plain_solissimo_has_no_exchange_to_review():
    review = analyse(solissimo(5, Enhancement.PLAIN), exchange_candidates=3, first_card=36)
    assert review.exchange is None and review.cards[0].number == 36


def test_a_partly_played_deal_reviews_the_cards_played_so_far():
    deal = heuristic_deal(15)
    partial = deal.as_dealt().apply_all(a for _, a in deal.history[:-30])
    review = analyse(partial, exchange_candidates=0, first_card=4)
    assert [c.number for c in review.cards] == [4, 5, 6]
    assert review.result is None and "took" not in review.summary()


def test_a_record_as_path_text_or_dict_is_reviewed_like_the_deal(tmp_path):
    deal = heuristic_deal(1)
    path = tmp_path / "d.json"
    record.save(deal, path)
    expected = analyse(deal, exchange_candidates=0, first_card=35)
    text = record.to_json(deal)
    for source in (path, str(path), text, json.loads(text)):
        got = analyse(source, exchange_candidates=0, first_card=35)
        assert got.cards == expected.cards and got.start_value == expected.start_value


def test_outcome_bands_are_certain_cappotto_or_stramazzo_exactly_where_scoring_says_so():
    total = PACK_THIRDS + ITALIAN.last_trick_thirds
    for value in range(total + 1):
        won = value >= ITALIAN.win_thirds
        heavy = []
        for last_to_soloist in (True, False):
            soloist_cards = value - ITALIAN.last_trick_thirds * last_to_soloist
            if not 0 <= soloist_cards <= PACK_THIRDS:
                continue
            losers = PACK_THIRDS - soloist_cards if won else soloist_cards
            heavy.append(losers == 0 or is_stramazzo(False, losers, ITALIAN))
        band = outcome_band(value, ITALIAN)
        assert (band > 0) == won
        assert (abs(band) == 2) == all(heavy)


def test_marks_follow_the_thresholds():
    assert card_mark(0, 25, 25, ITALIAN) is Mark.GOOD
    assert card_mark(2, 25, 23, ITALIAN) is Mark.SLIP
    assert card_mark(3, 25, 22, ITALIAN) is Mark.MISTAKE
    assert card_mark(1, 18, 17, ITALIAN) is Mark.BLUNDER
    assert card_mark(1, 17, 18, ITALIAN) is Mark.BLUNDER  # a defender's card that lets the contract through
    assert all(mark.words for mark in Mark)


@pytest.mark.parametrize("value", [42, None, "no such file.json", [1, 2]])
def test_what_is_not_a_deal_or_a_record_is_refused(value):
    with pytest.raises((ArgumentTypeError, record.RecordError)) as err:
        analyse(value)
    if isinstance(err.value, ArgumentTypeError):
        assert "Deal of an Italian profile" in str(err.value)


def test_other_games_are_refused_with_the_reason(tmp_path, capsys):
    from calabresella.games.american import AmericanDeal, play_random

    with pytest.raises(ArgumentTypeError, match="Italian profiles only"):
        analyse(AmericanDeal.new(seed=1))
    path = tmp_path / "american.json"
    record.save_any(play_random(AmericanDeal.new(seed=2), 2), path)
    assert main(["analyse", str(path)]) == 2
    assert "Italian profiles only" in capsys.readouterr().err


def test_a_deal_that_never_reached_the_play_is_refused():
    passed = Deal.new(seed=1).apply(Pass()).apply(Pass()).apply(Pass())
    assert passed.phase is Phase.ABANDONED
    with pytest.raises(PhaseError, match="all three passed"):
        analyse(passed)
    with pytest.raises(PhaseError, match="not reached trick play"):
        analyse(Deal.new(seed=1).apply(Bid(Contract.SOLO)))


def test_bad_options_are_refused():
    deal = heuristic_deal(1)
    with pytest.raises(ArgumentValueError):
        analyse(deal, exchange_candidates=-1)
    with pytest.raises(ArgumentValueError):
        analyse(deal, first_card=37)
    with pytest.raises(ArgumentTypeError):
        analyse(deal, progress="yes")


def test_the_review_reads_in_words_and_html(reviews):
    review = reviews[0]
    lines = review.lines()
    assert lines[0].startswith(f"With best play the soloist makes {review.start_value} thirds: the contract")
    assert review.summary() == "\n".join(lines)
    assert all(c.words in review.summary() for c in review.cards if c.cost)
    assert review._repr_html_().count("<tr") == 37 and "font-weight" in review._repr_html_()
    assert "DealReview" in repr(review) and isinstance(review.cards[0], CardReview)
    names = {"Card": Card, "Mark": Mark, "CardReview": CardReview, "ExchangeReview": ExchangeReview}
    for value in (review.cards[0], review.costly[0], review.exchange):
        assert eval(repr(value), names) == value  # noqa: S307 - the reprs are pasteable


# --------------------------------------------------------------------------- the command line


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    path = tmp_path_factory.mktemp("analyse") / "d.json"
    record.save(heuristic_deal(1), path)
    return path


def test_cli_prints_one_line_per_card_then_the_review(saved, capsys):
    assert main(["analyse", str(saved), "--exchange", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    rows = [line for line in out if line[:3].strip().isdigit()]
    assert [int(line.split()[0]) for line in rows] == list(range(1, 37))
    assert any(line.startswith("With best play the soloist makes") for line in out)
    assert any("sets of discards" in line for line in out)


def test_cli_json_is_the_review_as_data(saved, capsys):
    assert main(["analyse", str(saved), "--json", "--exchange", "0"]) == 0
    captured = capsys.readouterr()
    data = json.loads(captured.out)
    assert data["format"] == "calabresella-analysis" and data["target"] == 18
    cards = data["cards"]
    assert len(cards) == 36 and cards[0]["before"] == data["start_value"] and cards[-1]["after"] == data["result"]
    assert all(c["after"] == d["before"] for c, d in zip(cards, cards[1:], strict=False))
    assert all(c["values"][c["card"]] == c["after"] and c["cost"] >= 0 for c in cards)
    assert data["exchange"]["solved"] == 1 and data["exchange"]["best_value"] == data["exchange"]["chosen_value"]
    assert "%|" not in captured.err  # no progress bar when standard error is not a terminal


@pytest.mark.parametrize("content", ["not json", "{}", "[1]"])
def test_cli_bad_file_is_one_line_and_exit_2(tmp_path, content, capsys):
    path = tmp_path / "bad.json"
    path.write_text(content)
    assert main(["analyse", str(path)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "calabresella analyse: error" in err


def test_cli_refuses_a_missing_file_an_all_passed_deal_and_bad_options(tmp_path, capsys):
    assert main(["analyse", str(tmp_path / "missing.json")]) == 2
    passed = tmp_path / "passed.json"
    record.save(Deal.new(seed=1).apply(Pass()).apply(Pass()).apply(Pass()), passed)
    assert main(["analyse", str(passed)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and "all three passed" in err[1]
    with pytest.raises(SystemExit) as stop:
        main(["analyse", str(passed), "--exchange", "lots"])
    assert stop.value.code == 2


def _before_exchange(deal: Deal) -> Deal:
    state = deal.as_dealt()
    for _, action in deal.history:
        if state.phase in (Phase.DISCARD, Phase.DEFENDER_DISCARD):
            return state
        state = state.apply(action)
    raise AssertionError("no exchange")


@pytest.mark.parametrize(("names", "error"), [(["Anna"], ArgumentValueError), (5, ArgumentTypeError),
                                              ("Anna", ArgumentTypeError), ([1, 2, 3], ArgumentTypeError)])
def test_names_that_are_not_one_per_seat_are_refused_by_the_review_words(names, error):
    review = analyse(heuristic_deal(1), exchange_candidates=0, first_card=25)
    assert review.costly, "the check must reach a card's sentence"
    for words in (review.summary, review.lines, review.costly[0].sentence):
        with pytest.raises(error, match="names"):
            words(names)
    assert "Bea" in review.summary(["Ada", "Bea", "Cy"]) or "Ada" in review.summary(["Ada", "Bea", "Cy"])
