"""The bidding advisor (issue 12): sampled deals played to the opening lead by the engine
and solved double dummy."""

from __future__ import annotations

import pytest

from calabresella.analysis.advisor import BASE_RATES, PRIOR_SAMPLES, _stake_value, advise, in_play
from calabresella.engine.actions import Contract, Enhancement
from calabresella.engine.cards import CardError, parse_cards
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.rules import ITALIAN

STRONG = parse_cards("3♠ 2♠ A♠ K♠ 3♥ 2♥ A♥ 3♦ 2♦ A♦ 3♣ 2♣")


def test_numbers_are_counts_of_sampled_deals_and_intervals_hold_them() -> None:
    deal = Deal.new(seed=11, dealer=0)
    seat = deal.to_move
    assert seat is not None
    advice = advise(deal.hands[seat], seat=seat, samples=4, seed=2)
    assert {o.contract for o in advice.options} == set(Contract)
    for option in advice.options:
        assert option.samples == 4 and 0 <= option.made <= 4
        base = BASE_RATES[(option.contract, option.enhancement)]
        assert option.best_play == pytest.approx((option.made + PRIOR_SAMPLES * base) / (4 + PRIOR_SAMPLES))
        assert option.probability == pytest.approx(in_play(option.best_play))
        assert option.low <= option.probability <= option.high
        assert option.stake_low <= option.stake <= option.stake_high
        assert 0 <= option.big_won <= option.made and 0 <= option.big_lost <= 4 - option.made
        v = _stake_value((option.contract, option.enhancement, option.call), ITALIAN)  # R26
        w, lost = option.big_won / max(1, option.made), option.big_lost / max(1, 4 - option.made)
        m = min(ITALIAN.cappotto_multiplier, ITALIAN.stramazzo_multiplier)  # R27, R28
        assert option.stake == pytest.approx(
            2 * v * (option.probability * (1 + (m - 1) * w) - (1 - option.probability) * (1 + (m - 1) * lost)))
    assert advise(deal.hands[seat], seat=seat, samples=4, seed=2) == advice


def test_a_hand_of_every_top_card_makes_everything() -> None:
    advice = advise(STRONG, samples=3, seed=5)
    assert all(option.made == option.samples for option in advice.options)
    best = advice.best
    assert best is not None and best.enhancement is Enhancement.SCEGLIETE  # the biggest stake (R26)


def test_contracts_below_the_auction_are_not_offered() -> None:
    advice = advise(STRONG, seat=1, auction=["bid solo"], samples=2, seed=1)
    assert {o.contract for o in advice.options} == {Contract.SOLISSIMO}
    with pytest.raises(ArgumentValueError, match="next to speak"):
        advise(STRONG, seat=0, auction=["bid solo", "pass", "pass"], samples=2)


def test_each_option_is_played_to_the_opening_lead_as_named() -> None:
    """The engine path the advisor takes: the seat wins the auction with the option's
    contract, calls its card, and chooses its enhancement (R8–R18)."""
    from calabresella.analysis.advisor import _candidates, _opening_lead
    from calabresella.games.italian.players import HeuristicPlayer

    for seed in range(4):
        deal = Deal.new(seed=seed, dealer=seed % 3)
        seat = deal.to_move
        assert seat is not None
        for option in _candidates(deal.hands[seat]):
            contract, enhancement, call = option
            lead = _opening_lead(deal, seat, option, HeuristicPlayer(seed))
            assert lead is not None and lead.phase.name == "PLAY"
            assert lead.soloist == seat and lead.bid is contract
            assert lead.called == call
            if contract is Contract.SOLISSIMO:
                assert lead.enhancement is enhancement
            assert all(len(hand) == 12 for hand in lead.hands)


def test_bad_hands_and_auctions_are_refused() -> None:
    with pytest.raises(ArgumentValueError, match="12 different cards"):
        advise(STRONG[:11])
    with pytest.raises(CardError):
        advise("3S 2S banana")
    with pytest.raises(ArgumentTypeError, match="auction"):
        advise(STRONG, auction="bid solo")
    with pytest.raises(ArgumentValueError, match="passes and bids"):
        advise(STRONG, auction=["play 3♠"])
    with pytest.raises(ArgumentValueError):
        advise(STRONG, samples=1)


def test_the_chance_in_play_rises_with_the_chance_with_best_play() -> None:
    """The map to play keeps the order of the best-play chances and stays within (0, 1)."""
    chances = [in_play(p / 100) for p in range(0, 101, 5)]
    assert all(0 < a < b < 1 for a, b in zip(chances, chances[1:], strict=False))


def test_a_time_budget_stops_sampling_but_never_before_two_deals() -> None:
    quick = advise(STRONG, samples=40, seed=3, time_budget=1e-6)
    assert {option.samples for option in quick.options} == {2}
    assert advise(STRONG, samples=3, seed=3, time_budget=600) == advise(STRONG, samples=3, seed=3)
    with pytest.raises(ArgumentValueError, match="time_budget"):
        advise(STRONG, samples=3, time_budget=0)


def test_R7_a_pasted_hand_of_fifty_thousand_cards_is_refused_in_a_short_sentence() -> None:
    with pytest.raises(ArgumentValueError, match="R7") as refused:
        advise("3S " * 50_000)
    message = str(refused.value)
    assert "50000 cards" in message and message.endswith("…") and len(message) < 200
