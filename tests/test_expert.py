"""The expert's card play and exchange (issue 12): it decides from its seat's view only,
and the worlds it solves are real deals of the engine."""

from __future__ import annotations

import dataclasses

import pytest
from conftest import SCENARIOS, play_steered

from calabresella.analysis.expert import EXCHANGE_PHASES, ExpertPlayer, _to_opening_lead, world_deal
from calabresella.analysis.solver import Solver
from calabresella.engine.actions import Discard, GiveBack, Play, Share
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError, PhaseError
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.inference import MONTE
from calabresella.games.italian.phase import Phase
from calabresella.games.italian.players import HeuristicPlayer, least_kept, share_choice


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


def _swapped(deal: Deal, a: int, b: int) -> Deal | None:
    """``deal`` with one card of a suit traded between hands ``a`` and ``b`` (None if they
    share no suit): a third seat sees nothing change."""
    swap = next(((x, y) for x in deal.hands[a] for y in deal.hands[b] if x.suit is y.suit and x != y), None)
    if swap is None:
        return None
    x, y = swap
    hands = list(deal.hands)
    hands[a] = tuple(y if c == x else c for c in hands[a])
    hands[b] = tuple(x if c == y else c for c in hands[b])
    return dataclasses.replace(deal, hands=tuple(hands))


def test_the_expert_decides_from_its_view_only() -> None:
    """Two deals that differ only in cards the expert cannot see get the same card."""
    for deal in _positions("solo", 6, tricks_left=5):
        seat = deal.to_move
        assert seat is not None
        other = _swapped(deal, *[s for s in range(3) if s != seat])
        if other is None:
            continue
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


def _exchange_states(scenario: str, count: int) -> list[Deal]:
    """The first exchange decision of each of ``count`` steered deals (R13–R18)."""
    found = []
    for n in range(count):
        state = next((s for s, _ in play_steered(500 + n, n % 3, scenario, n) if s.phase in EXCHANGE_PHASES), None)
        if state is not None:
            found.append(state)
    return found


def _truth(deal: Deal, seat: int) -> dict:
    truth: dict = {s: deal.hands[s] for s in range(3) if s != seat}
    truth[MONTE] = deal.monte
    return truth


@pytest.mark.parametrize("scenario", ["chiamo", "solo", "dividete", "scegliete"])
def test_in_the_exchange_the_world_of_the_real_cards_is_the_real_deal(scenario: str) -> None:
    """R13–R18: the world built from a view in the exchange and the true places of the
    hidden cards leads, through any plan, to the same opening lead as the real deal."""
    solver = Solver()
    states = _exchange_states(scenario, 4)
    assert states
    for deal in states:
        seat = deal.to_move
        assert seat is not None
        world = world_deal(deal.view(seat), _truth(deal, seat))
        assert world.hands == deal.hands and sorted(world.monte) == sorted(deal.monte)
        for plan in ExpertPlayer(seed=1).exchange_plans(deal.view(seat))[:3]:
            real, built = _to_opening_lead(deal, plan), _to_opening_lead(world, plan)
            assert real.hands == built.hands and sorted(real.monte) == sorted(built.monte)
            assert real.to_move == built.to_move and real.phase is built.phase is Phase.PLAY
            assert solver.can_reach(real, 18) == solver.can_reach(built, 18)


@pytest.mark.parametrize("scenario", ["chiamo", "solo", "dividete", "scegliete"])
def test_the_expert_exchange_is_legal_and_deterministic(scenario: str) -> None:
    """R13, R14, R17, R18: the expert's exchange is made of legal actions and the same
    seed and view give the same plan."""
    for deal in _exchange_states(scenario, 2):
        state = deal
        while state.phase in EXCHANGE_PHASES:
            seat = state.to_move
            assert seat is not None
            action = ExpertPlayer(seed=3, samples=3, time_budget=60).choose(state.view(seat))
            assert action in state.legal_actions()
            assert isinstance(action, (GiveBack, Discard, Share))
            state = state.apply(action)
        assert state.phase is Phase.PLAY
        seat = deal.to_move
        assert seat is not None
        first = ExpertPlayer(seed=3, samples=3, time_budget=60).best_exchange(deal.view(seat))
        assert ExpertPlayer(seed=3, samples=3, time_budget=60).best_exchange(deal.view(seat)) == first


def test_the_expert_exchanges_from_its_view_only() -> None:
    """Two deals that differ only in the defenders' hidden cards get the same discards."""
    for deal in _exchange_states("solo", 8):
        seat = deal.to_move
        assert seat == deal.soloist
        other = _swapped(deal, *deal.defenders)
        if other is None:
            continue
        assert other.view(seat) == deal.view(seat)
        first = ExpertPlayer(seed=4, samples=3, time_budget=60).best_exchange(deal.view(seat))
        assert ExpertPlayer(seed=4, samples=3, time_budget=60).best_exchange(other.view(seat)) == first
        return
    pytest.fail("no position with a swappable pair")


@pytest.mark.parametrize("scenario", ["chiamo", "dividete", "scegliete"])
def test_the_expert_leaves_the_heuristic_exchange_only_for_a_plan_that_does_better(scenario: str) -> None:
    """The heuristic player's own exchange is weighed first; the expert chooses another
    plan only if it wins more often for the soloist (less often, for a defender) in the
    sampled worlds."""
    for deal in _exchange_states(scenario, 3):
        seat = deal.to_move
        assert seat is not None
        view = deal.view(seat)
        expert = ExpertPlayer(seed=2, samples=3, time_budget=60)
        scored = expert.exchange_scores(view)
        assert _is_heuristic(view, scored[0][0]), "the heuristic player's plan is weighed first"
        chosen = expert.best_exchange(view)
        if chosen != scored[0][0]:
            better = dict(scored)[chosen] - scored[0][1]
            assert better > 0 if seat == deal.soloist else better < 0


def _is_heuristic(view, plan) -> bool:
    """Whether ``plan`` gives back and discards the cards the (unseeded) heuristic player
    would, in any order (or shares as it would)."""
    if view.phase is Phase.SHARE:
        return set(plan[0].cards) == set(share_choice(view.exposed_monte))
    hand, chosen = list(view.hand), []
    for _ in plan:
        chosen.append(least_kept(hand))
        hand.remove(chosen[-1])
    gives = [a.card for a in plan if isinstance(a, GiveBack)]
    if gives and gives != chosen[:1]:
        return False
    return {a.card for a in plan} == set(chosen)


def test_with_exchange_off_the_expert_exchanges_as_the_heuristic_player() -> None:
    for deal in _exchange_states("chiamo", 2) + _exchange_states("dividete", 2):
        seat = deal.to_move
        assert seat is not None
        view = deal.view(seat)
        assert ExpertPlayer(seed=5, exchange=False).choose(view) == HeuristicPlayer(5).choose(view)


def _first_lead_and_mid_trick() -> tuple[Deal, Deal]:
    deal = Deal.new(seed=3, dealer=0)
    while deal.phase is not Phase.PLAY:
        deal = deal.apply(deal.legal_actions()[-1])
    return deal, deal.apply(deal.legal_actions()[0])


@pytest.mark.parametrize("at", ["lead", "mid-trick"])
def test_the_expert_refuses_the_view_of_a_seat_not_to_move_as_the_heuristic_player_does(at: str) -> None:
    deal = _first_lead_and_mid_trick()[at == "mid-trick"]
    assert deal.to_move is not None
    view = deal.view((deal.to_move + 1) % 3)
    with pytest.raises(ArgumentValueError) as heuristic:
        HeuristicPlayer().choose(view)
    with pytest.raises(ArgumentValueError) as expert:
        ExpertPlayer(samples=2, time_budget=0.2).choose(view)
    assert str(expert.value) == str(heuristic.value) and "is to move" in str(expert.value)


@pytest.mark.parametrize("junk", [None, "x", 5, Deal.new(seed=1)])
def test_the_expert_refuses_what_is_not_a_view_with_a_typed_error(junk: object) -> None:
    with pytest.raises(ArgumentTypeError, match="view"):
        ExpertPlayer(samples=2, time_budget=0.2).choose(junk)  # type: ignore[arg-type]


def test_the_experts_public_workings_refuse_the_same_views_as_choose() -> None:
    lead, mid = _first_lead_and_mid_trick()
    assert mid.to_move is not None
    expert = ExpertPlayer(samples=1, time_budget=0.2)
    not_to_move = mid.view((mid.to_move + 1) % 3)
    for method in (expert.scores, expert.layouts, expert.exchange_plans, expert.exchange_scores, expert.best_exchange):
        with pytest.raises(ArgumentValueError, match="is to move"):
            method(not_to_move)
        with pytest.raises(ArgumentTypeError, match="view"):
            method(None)  # type: ignore[arg-type]
    with pytest.raises(PhaseError, match="exchange"):
        expert.exchange_plans(lead.view(lead.to_move))  # trick play: no exchange to plan
