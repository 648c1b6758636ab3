"""The expert's card play (issue 12): it decides from its seat's view only, and the
worlds it solves are real deals of the engine."""

from __future__ import annotations

import dataclasses

import pytest
from conftest import SCENARIOS, play_steered

from calabresella.analysis.expert import ExpertPlayer, world_deal
from calabresella.analysis.solver import Solver
from calabresella.engine.actions import Play
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.inference import MONTE
from calabresella.games.italian.phase import Phase


def _positions(scenario: str, count: int, tricks_left: int) -> list[Deal]:
    found = []
    for n in range(count):
        plays = [s for s, _ in play_steered(300 + n, n % 3, scenario, n) if s.phase is Phase.PLAY]
        if plays:
            found.append(plays[min(len(plays) - 1, 3 * (12 - tricks_left) + n % 3)])
    return found


@pytest.mark.parametrize("scenario", [s for s in SCENARIOS if s != "all-pass"])
def test_the_world_of_the_real_cards_is_the_real_deal_to_the_solver(scenario: str) -> None:
    """A world built from a view and the true places of the unseen cards solves exactly
    as the real deal: world_deal loses nothing the solver needs."""
    solver = Solver()
    for deal in _positions(scenario, 4, tricks_left=4):
        seat = deal.to_move
        assert seat is not None
        truth = {s: deal.hands[s] for s in range(3) if s != seat}
        truth[MONTE] = deal.monte
        world = world_deal(deal.view(seat), truth)
        assert world.hands == deal.hands and world.monte == deal.monte
        assert solver.card_values(world) == solver.card_values(deal)
        assert solver.solve(world) == solver.solve(deal)


def test_the_expert_decides_from_its_view_only() -> None:
    """Two deals that differ only in cards the expert cannot see get the same card."""
    for deal in _positions("solo", 6, tricks_left=5):
        seat = deal.to_move
        assert seat is not None
        others = [s for s in range(3) if s != seat]
        a, b = others
        # swap one card of the same suit between the two other hands: nothing seen changes
        swap = next(((x, y) for x in deal.hands[a] for y in deal.hands[b] if x.suit is y.suit and x != y), None)
        if swap is None:
            continue
        x, y = swap
        hands = list(deal.hands)
        hands[a] = tuple(y if c == x else c for c in hands[a])
        hands[b] = tuple(x if c == y else c for c in hands[b])
        other = dataclasses.replace(deal, hands=tuple(hands))
        assert other.view(seat) == deal.view(seat)
        first = ExpertPlayer(seed=4, samples=3, time_budget=60).choose(deal.view(seat))
        second = ExpertPlayer(seed=4, samples=3, time_budget=60).choose(other.view(seat))
        assert first == second and first in deal.legal_actions()
        return
    pytest.fail("no position with a swappable pair")


def test_the_expert_is_deterministic_with_a_seed_and_plays_legal_cards() -> None:
    for deal in _positions("chiamo", 3, tricks_left=6) + _positions("dividete", 3, tricks_left=6):
        view = deal.view(deal.to_move)
        card = ExpertPlayer(seed=9, samples=4, time_budget=60).choose(view)
        assert isinstance(card, Play) and card in deal.legal_actions()
        assert ExpertPlayer(seed=9, samples=4, time_budget=60).choose(view) == card


def test_with_every_card_known_the_expert_plays_a_best_card() -> None:
    """With two tricks left every unseen card is known by counting, so each world is the
    real deal and the expert's card keeps the double-dummy value."""
    solver = Solver()
    checked = 0
    for scenario in ("solo", "solissimo", "scegliete"):
        for deal in _positions(scenario, 5, tricks_left=1):
            if deal.current is not None and deal.current.cards:
                continue
            seen_all = all(len(deal.hands[s]) <= 1 for s in range(3))
            assert seen_all
            view = deal.view(deal.to_move)
            card = ExpertPlayer(seed=1, samples=2, time_budget=60).choose(view)
            values = solver.card_values(deal)
            assert isinstance(card, Play)
            assert values[card.card] == solver.solve(deal) or len(set(values.values())) == 1
            checked += 1
    assert checked > 0


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ArgumentValueError):
        ExpertPlayer(samples=0)
    with pytest.raises(ArgumentValueError):
        ExpertPlayer(time_budget=0)
    with pytest.raises(ArgumentTypeError):
        ExpertPlayer(seed="x")  # type: ignore[arg-type]


def test_the_expert_bids_the_advised_contract_and_then_calls_and_enhances_as_advised() -> None:
    from calabresella.engine.actions import Bid, Contract, Enhance, Enhancement
    from calabresella.engine.cards import PACK, parse_cards

    strong = parse_cards("3♠ 2♠ A♠ K♠ 3♥ 2♥ A♥ 3♦ 2♦ A♦ 3♣ 2♣")
    rest = [c for c in PACK if c not in strong]
    deal = Deal.from_cards([strong, rest[:12], rest[12:24]], rest[24:], dealer=2)
    expert = ExpertPlayer(seed=1, samples=2, bid_samples=2)
    bid = expert.choose(deal.view(0))
    assert bid == Bid(Contract.SOLISSIMO)
    deal = deal.apply(bid)
    while deal.to_move != 0:  # the others pass (R9); nothing outbids a Solissimo
        deal = deal.apply(deal.legal_actions()[0])
    assert deal.phase is Phase.ENHANCE
    assert expert.choose(deal.view(0)) == Enhance(Enhancement.SCEGLIETE)
