"""The bidding advisor at the extremes (issue 22): a hand proved to take every trick is
sure (R4, R19, R20), with chance 1 and the Cappotto stake (R27, R28), and the proof holds
against the solver on random layouts."""

from __future__ import annotations

import random

from calabresella.analysis.advisor import (
    BASE_RATES,
    PRIOR_SAMPLES,
    STRONG_BASE_RATES,
    STRONG_TOP_CARDS,
    _candidates,
    _opening_lead,
    _stake_value,
    advise,
    base_rate,
    top_cards,
)
from calabresella.analysis.solver import Solver
from calabresella.analysis.sure_tricks import is_closed, takes_every_trick
from calabresella.engine.actions import Contract, Enhancement
from calabresella.engine.cards import PACK, PACK_THIRDS, RANKS_HIGH_TO_LOW, Card, Suit, parse_cards
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.players import HeuristicPlayer
from calabresella.games.italian.rules import ITALIAN

ISSUE_HAND = parse_cards("3S 2S AS KS 3H 2H AH 3D 2D AD 3C 2C")


def test_the_issue_hand_is_sure_for_every_contract_with_the_cappotto_stake() -> None:
    """R27, R28: twelve sure tricks are a Cappotto: 2·v·m, m the profile's multiplier."""
    advice = advise(ISSUE_HAND, samples=3, seed=1)
    assert len(advice.options) == 5
    for option in advice.options:
        assert option.sure and "R27" in option.proof
        assert option.probability == option.best_play == option.low == option.high == 1.0
        v = _stake_value((option.contract, option.enhancement, option.call), ITALIAN)
        top = 2 * v * ITALIAN.cappotto_multiplier
        assert option.stake == option.stake_low == option.stake_high == top
        assert "proved" in option.words and "R27" in option.words
    best = advice.best
    assert best is not None and best.enhancement is Enhancement.SCEGLIETE
    assert best.stake == 2 * ITALIAN.stake("solissimo", "scegliete") * ITALIAN.cappotto_multiplier


def _closed_hand(rng: random.Random, every_suit: bool) -> list[Card]:
    """Twelve cards, the top ``k`` of each suit (R4), at least one of each if ``every_suit``."""
    while True:
        least = 1 if every_suit else 0
        counts = [least] * 4
        for _ in range(12 - sum(counts)):
            counts[rng.randrange(4)] += 1
        if max(counts) <= 10:
            break
    return [Card(rank, suit) for suit, k in zip(Suit, counts, strict=True) for rank in RANKS_HIGH_TO_LOW[:k]]


def _layout(rng: random.Random, hand: list[Card], seat: int, dealer: int) -> Deal:
    rest = [c for c in PACK if c not in hand]
    rng.shuffle(rest)
    hands = [rest[:12], rest[12:24]]
    hands.insert(seat, list(hand))
    return Deal.from_cards(hands, rest[24:], dealer=dealer)


def test_hands_proved_sure_make_every_trick_against_the_solver() -> None:
    """R4, R19, R20: 120 closed hands, each on 3 random layouts, take all 35 thirds (R23)
    with best defence: every trick that holds a counting card, and the last."""
    rng = random.Random(22)
    solver = Solver()
    total = PACK_THIRDS + ITALIAN.last_trick_thirds
    checked = 0
    for n in range(120):
        hand = _closed_hand(rng, every_suit=n % 2 == 0)
        seat, dealer = rng.randrange(3), rng.randrange(3)
        assert is_closed(hand)
        for _ in range(3):
            start = _layout(rng, hand, seat, dealer)
            for option in _candidates(hand):
                lead = _opening_lead(start, seat, option, HeuristicPlayer(n))
                assert lead is not None
                played = lead.hands[seat]  # after the exchange, R11-R14 (Solissimo: as dealt, R16)
                if option[0] is Contract.SOLISSIMO:
                    assert set(played) == set(hand)
                if takes_every_trick(played, leads_first=lead.to_move == seat):
                    assert solver.can_reach(lead, total), (hand, option)
                    assert solver.can_reach(lead, ITALIAN.win_thirds)
                    checked += 1
    assert checked >= 300


def test_hands_missing_one_top_card_are_not_sure() -> None:
    """R4: a hand with a gap under its top cards can lose a trick; one void, not on lead,
    can lose the first (R19)."""
    gap = parse_cards("3S 2S KS QS 3H 2H AH 3D 2D AD 3C 2C")  # the A♠ is missing
    assert not is_closed(gap) and not takes_every_trick(gap, leads_first=True)
    advice = advise(gap, samples=2, seed=3)
    assert not any(option.sure for option in advice.options)
    void = parse_cards("3S 2S AS KS QS 3H 2H AH KH 3D 2D AD")  # no ♣
    assert is_closed(void) and takes_every_trick(void, leads_first=True)
    assert not takes_every_trick(void, leads_first=False)
    rng = random.Random(5)
    for _ in range(200):
        hand = rng.sample(PACK, 12)
        if not is_closed(hand):
            assert not takes_every_trick(hand, leads_first=True)


def test_a_void_hand_is_sure_only_where_the_soloist_leads() -> None:
    """R19: in Chiamo and Solo the player on the dealer's right leads (the first to speak,
    R9), in any Solissimo the soloist: after a pass, a closed hand void in ♣ is sure only
    in Solissimo."""
    void = parse_cards("3S 2S AS KS QS 3H 2H AH KH 3D 2D AD")
    first = advise(void, seat=0, samples=2, seed=1)
    assert all(option.sure for option in first.options)  # the dealer's right leads: him
    second = advise(void, seat=1, auction=["pass"], samples=2, seed=1)
    for option in second.options:
        assert option.sure == (option.contract is Contract.SOLISSIMO)


def test_the_expected_stake_counts_cappotto_and_stramazzo() -> None:
    """R27, R28: a hand that often wins big is worth more than 2·v·(2p − 1)."""
    hand = parse_cards("3S 2S AS KS 3H 2H AH 3D 2D AD 3C QC")  # not closed: the 2♣ is missing
    advice = advise(hand, samples=4, seed=2)
    assert not any(option.sure for option in advice.options)
    big = [option for option in advice.options if option.big_won > 0]
    assert big
    for option in big:
        v = _stake_value((option.contract, option.enhancement, option.call), ITALIAN)
        assert option.stake > 2 * v * (2 * option.probability - 1)


def test_a_strong_hand_is_pulled_towards_the_rates_of_strong_hands() -> None:
    """Issue 22: a hand with STRONG_TOP_CARDS or more 3s, 2s and aces (R4) is pulled towards
    STRONG_BASE_RATES, one with fewer towards BASE_RATES, as if PRIOR_SAMPLES more sampled
    deals had come out at that rate."""
    strong = parse_cards("3S 2S AS 3H 2H 3D AD KC QC 7C 6C 5C")  # 7 top cards, not closed
    weaker = parse_cards("3S 2S AS 3H 2H 3D KD KC QC 7C 6C 5C")  # 6
    assert top_cards(strong) == STRONG_TOP_CARDS == top_cards(weaker) + 1
    for hand, rates in ((strong, STRONG_BASE_RATES), (weaker, BASE_RATES)):
        advice = advise(hand, samples=4, seed=5)
        assert not any(option.sure for option in advice.options)
        for option in advice.options:
            rate = rates[(option.contract, option.enhancement)]
            assert base_rate(hand, option.contract, option.enhancement) == rate
            assert option.best_play == (option.made + PRIOR_SAMPLES * rate) / (option.samples + PRIOR_SAMPLES)
    assert all(STRONG_BASE_RATES[key] > BASE_RATES[key] for key in BASE_RATES)
