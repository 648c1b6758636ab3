"""The double-dummy solver (issue 11) against a plain exhaustive minimax written here,
on the engine's own ``legal_actions``/``apply``, scored by ``deal.result``: Italian
profiles, the American account, Tressette for four and in due (with its stock)."""

from __future__ import annotations

import random
from functools import cache

import pytest
from conftest import play_steered
from hypothesis import given
from hypothesis import strategies as st

from calabresella.analysis import solver
from calabresella.analysis.solver import Solver, can_reach, card_values, solve
from calabresella.engine.actions import Play
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError, PhaseError
from calabresella.games.american import AmericanDeal, AmericanPhase, PlayAlone
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.phase import Phase
from calabresella.games.tressette import (
    TRESSETTE_FOR_FOUR,
    TRESSETTE_IN_DUE,
    DoneDeclaring,
    TressetteDeal,
    TressettePhase,
    TressetteRules,
)

AnyDeal = Deal | AmericanDeal | TressetteDeal
"""The deals of the games this test solves (the solver itself asks each deal's game)."""

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


def test_refusals_name_the_phase_in_every_game() -> None:
    american = AmericanDeal.new(seed=7)
    with pytest.raises(PhaseError, match="phase SAY"):
        solve(american)
    deal = TressetteDeal.new(seed=1, dealer=0)
    for _ in range(4):
        deal = deal.apply(deal.legal_actions()[0])
    assert deal.phase is TressettePhase.DECLARE
    with pytest.raises(PhaseError, match="phase DECLARE"):
        Solver().solve(deal)
    with pytest.raises(PhaseError, match="phase DECLARE"):
        card_values(deal)
    with pytest.raises(ArgumentTypeError, match="TressetteDeal"):
        can_reach(object(), 3)  # type: ignore[arg-type]
    four = TressetteDeal.new(seed=1, dealer=0)
    with pytest.raises(ArgumentValueError, match="at most 11"):
        can_reach(four, 12)
    assert solver.__all__ == ["Solver", "solve", "can_reach", "card_values"]


# ------------------------------------------------------------------ every game


SMALL_DUE = TressetteRules(
    name="due-small-hands", players=2, hand_size=2, deal_packet=1, stock_size=36,
    cappottone_games=None, stramazzone_games=None,
)
"""In due with hands of 2 and a stock of 36: many draws in few cards, small enough for the
exhaustive minimax with the stock still full of cards."""
SMALL_DUE_3 = TressetteRules(
    name="due-three", players=2, hand_size=3, deal_packet=1, stock_size=34, declarations=False,
    cappottone_games=None, stramazzone_games=None,
)


def exhaustive(root: AnyDeal) -> int:
    """The value solve should give, by trying every card everywhere (memoised on what
    decides the rest), scored by the finished deals' results: the soloist's thirds, the
    single player's points, or the card points of the side of the seat to move at
    ``root``. The declarations (Tressette) are passed with DoneDeclaring."""
    assert root.to_move is not None
    if isinstance(root, TressetteDeal):
        side = root.to_move % 2
        maximizers = {s for s in range(root.rules.players) if s % 2 == side}

        def final(state: AnyDeal) -> int:
            assert isinstance(state, TressetteDeal) and state.result is not None
            return state.result.side_card_points[side]
    else:
        assert root.soloist is not None
        maximizers = {root.soloist}

        def final(state: AnyDeal) -> int:
            if isinstance(state, AmericanDeal):
                assert state.result is not None
                return state.result.soloist_points
            assert isinstance(state, Deal) and state.result is not None
            return state.result.soloist_thirds

    memo: dict[tuple[object, ...], int] = {}

    def value(state: AnyDeal) -> int:
        if state.is_over:
            return final(state)
        if isinstance(state, TressetteDeal) and state.phase is TressettePhase.DECLARE:
            return value(state.apply(DoneDeclaring()))
        taken = sum(t.thirds for t in state.tricks if t.winner in maximizers)
        key = (state.hands, state.current, state.to_move, getattr(state, "stock", ()), taken)
        if key not in memo:
            cards = {a.card for a in state.legal_actions() if isinstance(a, Play)}
            values = [value(state.apply(Play(card))) for card in cards]
            memo[key] = max(values) if state.to_move in maximizers else min(values)
        return memo[key]

    return value(root)


def walk(deal: AnyDeal, rng: random.Random, cards_left: int) -> AnyDeal:
    """Random legal actions from ``deal`` (the American single player always says 'I play')
    until the card play has ``cards_left`` cards in hands and stock, or ends."""

    def left(state: AnyDeal) -> int:
        return sum(len(h) for h in state.hands) + len(getattr(state, "stock", ()))

    while not deal.is_over:
        playing = deal.phase in (Phase.PLAY, AmericanPhase.PLAY, TressettePhase.PLAY)
        if playing and left(deal) <= cards_left:
            break
        actions = deal.legal_actions()
        if isinstance(deal, AmericanDeal) and deal.phase is AmericanPhase.SAY:
            actions = tuple(a for a in actions if isinstance(a, PlayAlone)) or actions
        deal = deal.apply(rng.choice(actions))  # type: ignore[arg-type]
    return deal


def game_position(kind: str, seed: int) -> AnyDeal:
    """A random position (seeded) of a game: few cards left, often mid-trick."""
    rng = random.Random(seed)
    if kind == "four":
        return walk(TressetteDeal.new(seed=seed, dealer=seed % 4), rng, 4 + seed % 6)
    if kind == "due":
        return walk(TressetteDeal.new(seed=seed, dealer=seed % 2, rules=TRESSETTE_IN_DUE), rng, 3 + seed % 6)
    if kind == "due-stock":
        rules = SMALL_DUE if seed % 2 else SMALL_DUE_3
        return walk(TressetteDeal.new(seed=seed, dealer=seed % 2, rules=rules), rng, 6 + seed % 9)
    assert kind == "american"
    return walk(AmericanDeal.new(seed=seed, dealer=seed % 3), rng, 3 + seed % 10)


def _most(deal: AnyDeal) -> int:
    return 11 if isinstance(deal, TressetteDeal) else 35


GAMES = ("four", "due", "due-stock", "american")


@pytest.mark.parametrize("kind", GAMES)
def test_every_game_equals_exhaustive_minimax(kind: str) -> None:
    checked = 0
    for seed in range(25):
        deal = game_position(kind, seed)
        if deal.is_over:
            continue
        checked += 1
        value = solve(deal)
        assert value == exhaustive(deal), (kind, seed)
        assert 0 <= value <= _most(deal)
        assert can_reach(deal, value) and (value == _most(deal) or not can_reach(deal, value + 1))
    assert checked >= 20


def test_the_stock_is_drawn_in_order() -> None:
    """In due with the stock still full: the solver reads the stock's order (the winner
    draws first) and agrees with the engine's play of it."""
    for seed in range(12):
        rules = SMALL_DUE if seed % 2 else SMALL_DUE_3
        deal = walk(TressetteDeal.new(seed=seed, dealer=0, rules=rules), random.Random(seed), 14)
        assert deal.stock, seed
        assert solve(deal) == exhaustive(deal), seed


@pytest.mark.parametrize("kind", GAMES)
def test_card_values_in_every_game(kind: str) -> None:
    for seed in range(100, 112):
        deal = game_position(kind, seed)
        if deal.is_over:
            continue
        values = card_values(deal)
        assert set(values) == {a.card for a in deal.legal_actions() if isinstance(a, Play)}
        assert deal.to_move is not None
        maximizes = isinstance(deal, TressetteDeal) or deal.to_move == deal.soloist
        best = max(values.values()) if maximizes else min(values.values())
        assert best == solve(deal) == exhaustive(deal)


def test_tressette_values_of_the_two_sides_add_up() -> None:
    """At four, the side to move and the other side share the 11 points (or 10 when both
    lose a remainder): after a card the side to move changes, so solve reads the other
    side; the two readings of one position are consistent."""
    for seed in range(10):
        deal = game_position("four", 200 + seed)
        if deal.is_over or deal.current is None or len(deal.current.cards) == 3:
            continue
        mine = solve(deal)
        values = card_values(deal)
        assert max(values.values()) == mine
        for card, v in values.items():
            child = deal.apply(Play(card))
            if child.phase is TressettePhase.DECLARE:
                while child.phase is TressettePhase.DECLARE:
                    child = child.apply(DoneDeclaring())
            if child.result is not None or child.to_move is None:
                continue
            theirs = solve(child)
            if child.to_move % 2 != deal.to_move % 2:
                assert v + theirs in (10, 11), (seed, card, v, theirs)
            else:
                assert v == theirs


def test_whole_tressette_deals() -> None:
    """From the opening lead (10 tricks at four; in due 20 tricks with the stock of 20)."""
    for seed in range(2):
        four = TressetteDeal.new(seed=seed, dealer=0, rules=TRESSETTE_FOR_FOUR)
        value = solve(four)
        assert 0 <= value <= 11 and can_reach(four, value) and not can_reach(four, value + 1)
    due = walk(TressetteDeal.new(seed=5, dealer=0, rules=TRESSETTE_IN_DUE), random.Random(5), 26)
    value = solve(due)
    assert can_reach(due, value) and not can_reach(due, value + 1)


# ------------------------------------------------------------------ the reusable Solver


def test_solver_reuses_its_table_and_stays_exact() -> None:
    """One Solver over every position of deals of different games, interleaved (so its
    table is reset when the side, bonus or stock change): always what a fresh one says."""
    kept = Solver()
    for seed in range(3):
        games = [
            walk(Deal.new(seed=seed, dealer=seed % 3), random.Random(seed), 18),
            game_position("four", 300 + seed),
            game_position("due-stock", 300 + seed),
            game_position("american", 300 + seed),
        ]
        states = []
        for deal in games:
            rng = random.Random(seed)
            while not deal.is_over:
                if deal.phase in (Phase.PLAY, AmericanPhase.PLAY, TressettePhase.PLAY):
                    states.append(deal)
                deal = deal.apply(rng.choice(deal.legal_actions()))  # type: ignore[arg-type]
        rng = random.Random(seed)
        rng.shuffle(states)
        for state in states[:40]:
            assert kept.solve(state) == Solver().solve(state)
            assert kept.card_values(state) == Solver().card_values(state)


def test_solver_analyses_a_deal_in_order() -> None:
    kept = Solver()
    deal = position(77, 6, 0)
    while not deal.is_over:
        value = kept.solve(deal)
        assert value == solve(deal)
        values = kept.card_values(deal)
        assert deal.to_move is not None
        assert (max if deal.to_move == deal.soloist else min)(values.values()) == value
        assert kept.can_reach(deal, value) and (value == 35 or not kept.can_reach(deal, value + 1))
        deal = deal.apply(Play(next(iter(values))))


def test_the_analysis_package_exports_the_solver_lazily() -> None:
    import subprocess  # noqa: PLC0415
    import sys  # noqa: PLC0415

    code = (
        "import sys, calabresella.analysis.simulate, calabresella.analysis as a\n"
        "assert 'numba' not in sys.modules\n"
        "assert a.Solver is __import__('calabresella.analysis.solver', fromlist=['x']).Solver\n"
        "assert a.solve and a.can_reach and a.card_values\n"
        "try:\n    a.nothing\nexcept AttributeError:\n    print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "ok"


# ------------------------------------------------------------------ properties


@given(kind=st.sampled_from(GAMES), seed=st.integers(0, 10**6))
def test_property_value_is_the_best_over_the_children_in_every_game(kind: str, seed: int) -> None:
    deal = game_position(kind, seed)
    if deal.is_over:
        return
    assert deal.to_move is not None
    values = card_values(deal)
    maximizes = isinstance(deal, TressetteDeal) or deal.to_move == deal.soloist
    value = solve(deal)
    assert value == (max(values.values()) if maximizes else min(values.values()))
    best = next(card for card, v in values.items() if v == value)
    after = deal.apply(Play(best))
    while isinstance(after, TressetteDeal) and after.phase is TressettePhase.DECLARE:
        after = after.apply(DoneDeclaring())
    if not isinstance(after, TressetteDeal) or after.to_move is None or after.to_move % 2 == deal.to_move % 2:
        if after.result is None:
            assert solve(after) == value  # the best card keeps the value
    assert can_reach(deal, value)
    assert value == _most(deal) or not can_reach(deal, value + 1)


def test_a_solvers_table_size_is_checked_and_does_not_change_values():
    from calabresella.analysis.solver import REACH_TABLE_BITS, Solver

    with pytest.raises(ArgumentValueError, match="table_bits"):
        Solver(table_bits=5)
    small, large = Solver(REACH_TABLE_BITS), Solver()
    for seed in range(6):
        deal = position(7_000 + seed, 5, seed % 3)
        value = large.solve(deal)
        assert small.solve(deal) == value
        assert small.can_reach(deal, value) and can_reach(deal, value)
        assert value == 35 or not can_reach(deal, value + 1)
