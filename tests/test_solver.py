"""The double-dummy solver (issue 11) against a plain exhaustive minimax written here,
on the engine's own ``legal_actions``/``apply``, scored by ``deal.result``."""

from __future__ import annotations

import random
from functools import cache

import pytest
from conftest import play_steered
from hypothesis import given
from hypothesis import strategies as st

from calabresella.analysis import solver
from calabresella.analysis.solver import can_reach, card_values, solve
from calabresella.engine.actions import Play
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError, PhaseError
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.phase import Phase

CONTRACTS = ("chiamo", "solo", "solissimo", "dividete", "scegliete")


def minimax(deal: Deal) -> int:
    """The soloist's final thirds with best play, by trying every legal card everywhere."""

    @cache
    def value(state: Deal) -> int:
        if state.is_over:
            assert state.result is not None
            return state.result.soloist_thirds
        children = [value(state.apply(action)) for action in state.legal_actions()]
        return max(children) if state.to_move == state.soloist else min(children)

    return value(deal)


def _key(deal: Deal) -> tuple[object, ...]:
    return (deal.hands, deal.current, deal.to_move)


def position(seed: int, tricks_left: int, extra_cards: int = 0) -> Deal:
    """A random position of a steered deal (seeded): ``tricks_left`` tricks to go, and
    ``extra_cards`` (0–2) cards already played to the current trick."""
    rng = random.Random(seed)
    scenario = CONTRACTS[seed % len(CONTRACTS)]
    steps = play_steered(rng.randrange(10**6), rng.randrange(3), scenario, rng.randrange(10**6))
    plays = [state for state, _ in steps if state.phase is Phase.PLAY]
    hand_size = len(plays[0].hands[0])
    index = 3 * (hand_size - tricks_left) + extra_cards
    return plays[index]


class _Memo:
    """Minimax over states keyed by what decides the rest (hands, trick, seat to move)."""

    def __init__(self) -> None:
        self.memo: dict[tuple[object, ...], int] = {}

    def __call__(self, state: Deal) -> int:
        # the value of the rest only, then add what is already fixed
        return self.rest(state) + _taken(state)

    def rest(self, state: Deal) -> int:
        if state.is_over:
            assert state.result is not None
            return state.result.soloist_thirds - _taken(state)
        key = _key(state)
        if key not in self.memo:
            values = []
            for action in state.legal_actions():
                child = state.apply(action)
                values.append(self.rest(child) + _taken(child) - _taken(state))
            self.memo[key] = max(values) if state.to_move == state.soloist else min(values)
        return self.memo[key]


def _taken(state: Deal) -> int:
    return sum(t.thirds for t in state.tricks if t.winner == state.soloist)


POSITIONS = [(seed, 1 + seed % 4, (seed // 4) % 3) for seed in range(300)]


@pytest.mark.parametrize("chunk", range(6))
def test_solve_equals_exhaustive_minimax(chunk: int) -> None:
    for seed, tricks_left, extra in POSITIONS[chunk::6]:
        deal = position(seed, tricks_left, extra)
        exact = _Memo()(deal)
        assert solve(deal) == exact, (seed, tricks_left, extra)


def test_plain_minimax_agrees_with_the_memoised_one() -> None:
    for seed in range(12):
        deal = position(seed, 2, seed % 3)
        assert minimax(deal) == _Memo()(deal)


@pytest.mark.parametrize("seed", range(40))
def test_can_reach_is_solve_at_least_target(seed: int) -> None:
    deal = position(1000 + seed, 2 + seed % 5, seed % 3)
    value = solve(deal)
    for target in {0, value - 3, value - 1, value, value + 1, value + 4, 18, 35}:
        if 0 <= target <= 35:
            assert can_reach(deal, target) == (value >= target), (seed, target, value)


@pytest.mark.parametrize("seed", range(30))
def test_card_values_best_is_solve_and_keeps_the_value(seed: int) -> None:
    deal = position(2000 + seed, 2 + seed % 4, seed % 3)
    values = card_values(deal)
    assert set(values) == {a.card for a in deal.legal_actions() if isinstance(a, Play)}
    soloist_moves = deal.to_move == deal.soloist
    best = max(values.values()) if soloist_moves else min(values.values())
    assert best == solve(deal)
    card = next(c for c, v in values.items() if v == best)
    after = deal.apply(Play(card))
    assert (after.result.soloist_thirds if after.is_over else solve(after)) == best
    for card, v in values.items():
        child = deal.apply(Play(card))
        assert (child.result.soloist_thirds if child.is_over else solve(child)) == v


def test_equivalent_cards_get_the_same_value() -> None:
    seen = 0
    for seed in range(60):
        deal = position(3000 + seed, 3, 0)
        values = card_values(deal)
        hand = sorted(values, key=lambda c: (c.suit.index, -c.strength))
        out = {c for h in deal.hands for c in h}
        for a, b in zip(hand, hand[1:], strict=False):
            between = [c for c in out if c.suit is a.suit and b.strength < c.strength < a.strength]
            if a.suit is b.suit and not between and a.thirds == b.thirds:
                seen += 1
                assert values[a] == values[b]
    assert seen > 0


@given(seed=st.integers(0, 10**6), tricks_left=st.integers(1, 5), extra=st.integers(0, 2))
def test_value_is_the_best_over_the_children(seed: int, tricks_left: int, extra: int) -> None:
    deal = position(seed, tricks_left, extra)
    children = []
    for action in deal.legal_actions():
        child = deal.apply(action)
        assert child.result is not None or not child.is_over
        children.append(child.result.soloist_thirds if child.result is not None else solve(child))
    best = max(children) if deal.to_move == deal.soloist else min(children)
    assert solve(deal) == best


def test_whole_deals_are_solved_within_the_bounds() -> None:
    for seed in range(3):
        deal = position(4000 + seed, 12 if seed else 8, 0)
        value = solve(deal)
        assert 0 <= value <= 35
        assert can_reach(deal, value) and not can_reach(deal, value + 1) if value < 35 else True


def test_refusals() -> None:
    fresh = Deal.new(seed=1, dealer=0)
    with pytest.raises(PhaseError, match="play phase"):
        solve(fresh)
    with pytest.raises(ArgumentTypeError, match="Deal of an Italian profile"):
        solve("a deal")  # type: ignore[arg-type]
    deal = position(5, 2, 0)
    with pytest.raises(ArgumentValueError, match="target"):
        can_reach(deal, 36)
    with pytest.raises(ArgumentTypeError, match="target"):
        can_reach(deal, True)
    with pytest.raises(ArgumentTypeError, match="target"):
        can_reach(deal, 18.0)  # type: ignore[arg-type]


def test_other_games_are_refused_plainly() -> None:
    from calabresella.games.tressette import TressetteDeal  # noqa: PLC0415

    other = TressetteDeal.new(seed=1, dealer=0)
    with pytest.raises(ArgumentTypeError, match="Tressette and the American account are not yet supported"):
        solve(other)
    assert solver.__all__ == ["solve", "can_reach", "card_values"]
