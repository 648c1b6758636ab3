"""What a seat can infer about hidden cards in the exchange and trick play (issue 12):
the real deal is always one of the worlds the seat thinks possible, and every sampled
world fits what the seat has seen (R11–R21)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from conftest import SCENARIOS, play_steered
from hypothesis import given, settings
from hypothesis import strategies as st

from calabresella.engine.errors import ArgumentTypeError, PhaseError
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.inference import KNOWN_PHASES, MONTE, Knowledge
from calabresella.games.italian.phase import Phase


def _real_place(deal: Deal, card: object) -> object:
    for seat, hand in enumerate(deal.hands):
        if card in hand:
            return seat
    assert card in deal.monte
    return MONTE


def _check_view(deal: Deal, seat: int, rng: random.Random) -> None:
    seen = Knowledge.of(deal.view(seat))
    # the real deal fits: every unseen card is where the seat thinks it may be
    real = Counter()
    for card in seen.unseen:
        place = _real_place(deal, card)
        assert place in seen.allowed[card], (card, place, seen.allowed[card])
        real[place] += 1
    for place, size in seen.sizes.items():
        assert real[place] == size, (place, real, seen.sizes)
    for place, cards in seen.known.items():
        for card in cards:
            assert _real_place(deal, card) == place
    # and so does every sampled world
    for _ in range(3):
        world = seen.sample(rng)
        for place, cards in world.items():
            expected = len(deal.monte) if place == MONTE else len(deal.hands[int(place)])
            assert len(cards) == expected
            for card in cards:
                assert card in seen.known.get(place, ()) or place in seen.allowed[card]
        dealt = [c for cards in world.values() for c in cards]
        assert len(set(dealt)) == len(dealt) == len(seen.unseen) + sum(map(len, seen.known.values()))


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_the_real_deal_and_every_sample_fit_what_each_seat_saw(scenario: str) -> None:
    rng = random.Random(scenario)
    for n in range(6):
        steps = play_steered(100 + n, n % 3, scenario, 7 * n)
        plays = [state for state, _ in steps if state.phase is Phase.PLAY]
        for state in plays[:: 5]:
            for seat in range(3):
                _check_view(state, seat, rng)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 2), st.sampled_from(SCENARIOS), st.integers(0, 10**6),
       st.integers(0, 35))
def test_property_real_deal_is_a_possible_world(seed: int, dealer: int, scenario: str, choices: int,
                                                 step: int) -> None:
    plays = [s for s, _ in play_steered(seed, dealer, scenario, choices) if s.phase is Phase.PLAY]
    if not plays:
        return
    state = plays[min(step, len(plays) - 1)]
    _check_view(state, state.to_move if state.to_move is not None else 0, random.Random(seed))


EXCHANGE = KNOWN_PHASES - {Phase.PLAY}


@pytest.mark.parametrize("scenario", ["chiamo", "solo", "dividete", "scegliete"])
def test_in_the_exchange_the_real_deal_fits_what_the_seat_to_move_saw(scenario: str) -> None:
    """R13–R18: at every decision of the exchange (the card given back, the discards, the
    scegliete share) the real deal is a possible world for the seat to move, and for the
    others."""
    rng = random.Random(scenario)
    checked = set()
    for n in range(12):
        for state, _ in play_steered(200 + n, n % 3, scenario, 11 * n):
            if state.phase in EXCHANGE:
                for seat in range(3):
                    _check_view(state, seat, rng)
                checked.add(state.phase)
    assert checked, f"no exchange decision in 12 {scenario} deals"


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 2), st.sampled_from(["chiamo", "solo", "dividete", "scegliete"]),
       st.integers(0, 10**6))
def test_property_real_deal_is_a_possible_world_in_the_exchange(seed: int, dealer: int, scenario: str,
                                                               choices: int) -> None:
    for state, _ in play_steered(seed, dealer, scenario, choices):
        if state.phase in EXCHANGE:
            assert state.to_move is not None
            _check_view(state, state.to_move, random.Random(seed))


def test_the_shown_scegliete_monte_lies_in_the_monte_until_shared() -> None:
    """R18: before the share the four monte cards are face up; no world moves them."""
    for n in range(30):
        for state, _ in play_steered(n, 0, "scegliete", n):
            if state.phase is Phase.SHARE:
                assert state.to_move is not None
                seen = Knowledge.of(state.view(state.to_move))
                assert set(seen.known[MONTE]) == set(state.exposed_monte)
                assert set(seen.sample(random.Random(n))[MONTE]) == set(state.exposed_monte)
                return
    pytest.fail("no scegliete share in 30 deals")


def test_voids_shown_by_not_following_suit_are_kept_in_every_sample() -> None:
    for n in range(40):
        plays = [s for s, _ in play_steered(n, 0, "solo", n) if s.phase is Phase.PLAY]
        for state in plays:
            seen = Knowledge.of(state.view(state.to_move))
            if not seen.voids:
                continue
            world = seen.sample(random.Random(n))
            for seat, suits in seen.voids.items():
                if seat in world:
                    assert not any(c.suit in suits for c in world[seat])
            return
    pytest.fail("no void shown in 40 deals")


def test_knowledge_is_refused_before_the_exchange_and_for_non_views() -> None:
    deal = Deal.new(seed=1)
    with pytest.raises(PhaseError, match="in the auction"):
        Knowledge.of(deal.view(0))
    with pytest.raises(ArgumentTypeError, match="SeatView"):
        Knowledge.of(deal)  # type: ignore[arg-type]
