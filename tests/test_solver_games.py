"""The double-dummy solver (issue 11) on every game with tricks, against an exhaustive
minimax written here independently of the solver: every legal card tried everywhere
through each engine's own ``legal_actions``/``apply``, scored by the engine's result.

- the Italian profiles: the soloist's final thirds (``result.soloist_thirds``);
- the American account (V4): the single player's points (``result.soloist_points``);
- Tressette (V5) for four and in due: the whole card points of the side of the seat to
  move (``result.side_card_points``), declarations not counted.

Tressette in due is also checked *during* its stock (the draws after each trick) on a
profile with two-card hands and a stock of 36, so that whole searches stay small.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from calabresella.analysis.solver import can_reach, card_values, solve
from calabresella.engine.actions import Play
from calabresella.engine.errors import ArgumentValueError
from calabresella.games.american import AmericanDeal, AmericanPhase
from calabresella.games.tressette import (
    TRESSETTE_FOR_FOUR,
    TRESSETTE_IN_DUE,
    DoneDeclaring,
    TressetteDeal,
    TressettePhase,
)

SHORT_IN_DUE = TRESSETTE_IN_DUE.replace(
    name="in-due-short", hand_size=2, deal_packet=2, stock_size=36, declarations=False
)
"""Tressette in due with two-card hands and a stock of 36: 20 tricks, 18 of them with draws."""


def _final(state: Any, root: Any) -> int:
    """The value the solver promises, read from the engine's result of a finished deal."""
    result = state.result
    assert result is not None
    if isinstance(state, TressetteDeal):
        return int(result.side_card_points[root.to_move % 2])
    if isinstance(state, AmericanDeal):
        return int(result.soloist_points)
    return int(result.soloist_thirds)


def _maximizing(state: Any, root: Any) -> bool:
    """Whether the seat to move plays for the value (its side is the one counted)."""
    if isinstance(state, TressetteDeal):
        return bool(state.to_move % 2 == root.to_move % 2)
    return bool(state.to_move == state.soloist)


def _key(state: Any) -> tuple[object, ...]:
    """What decides the rest of a deal: hands, stock, trick, seat to move, and the thirds
    each seat has taken so far (two paths to the same hands may have taken different ones)."""
    taken = [0] * len(state.hands)
    for trick in state.tricks:
        taken[trick.winner] += trick.thirds
    return (state.hands, state.current, state.to_move, getattr(state, "stock", ()), len(state.tricks),
            getattr(state, "phase", None), tuple(taken))


def minimax(state: Any, root: Any = None) -> int:
    """The value of ``state`` counted for ``root``'s side (``state`` itself by default), by
    trying every legal card everywhere (one per card: a Tressette lead's signals do not
    change the cards); declarations change no card point, so a player asked to declare
    is done at once."""
    root = state if root is None else root
    memo: dict[tuple[object, ...], int] = {}

    def value(s: Any) -> int:
        if s.is_over:
            return _final(s, root)
        key = _key(s)
        if key not in memo:
            actions = s.legal_actions()
            if isinstance(s, TressetteDeal) and s.phase is TressettePhase.DECLARE:
                memo[key] = value(s.apply(next(a for a in actions if isinstance(a, DoneDeclaring))))
            else:
                cards = {a.card: a for a in actions}
                children = [value(s.apply(a)) for a in cards.values()]
                memo[key] = max(children) if _maximizing(s, root) else min(children)
        return memo[key]

    return value(state)


def _american_in_play(seed: int) -> AmericanDeal:
    """An American deal played at random through the say, ask, exchange and widow."""
    rng = random.Random(seed)
    while True:
        deal = AmericanDeal.new(seed=rng.randrange(10**6), dealer=rng.randrange(3))
        while not deal.is_over and deal.phase is not AmericanPhase.PLAY:
            actions = deal.legal_actions()
            deal = deal.apply(rng.choice(actions))
        if deal.phase is AmericanPhase.PLAY:
            return deal


def _tressette_in_play(seed: int, rules: Any) -> TressetteDeal:
    rng = random.Random(seed)
    return TressetteDeal.new(seed=rng.randrange(10**6), dealer=rng.randrange(rules.players), rules=rules)


def _later(deal: Any, cards_left: int, seed: int) -> Any:
    """``deal`` played at random until ``cards_left`` cards are left in hands and stock, and
    never stopped in a declaration step."""
    rng = random.Random(seed)

    def left(state: Any) -> int:
        return sum(len(h) for h in state.hands) + len(getattr(state, "stock", ()))

    while left(deal) > cards_left or getattr(deal, "phase", None) is TressettePhase.DECLARE:
        deal = deal.apply(rng.choice(deal.legal_actions()))
    return deal


def reaches_beyond(deal: Any, value: int) -> bool:
    """``can_reach(deal, value + 1)``, where a target above the most a deal can give is
    refused as a bad argument (and so cannot be reached)."""
    try:
        return can_reach(deal, value + 1)
    except ArgumentValueError:
        return False


GAMES: dict[str, tuple[Callable[[int], Any], int]] = {
    # game: (a deal at its opening lead from a seed, the most cards left for the minimax)
    "american": (_american_in_play, 12),
    "tressette": (lambda seed: _tressette_in_play(seed, TRESSETTE_FOR_FOUR), 12),
    "tressette-in-due": (lambda seed: _tressette_in_play(seed, TRESSETTE_IN_DUE), 12),
    "in-due-short": (lambda seed: _tressette_in_play(seed, SHORT_IN_DUE), 12),
}


def positions(game: str, count: int, first_seed: int = 0) -> list[Any]:
    """``count`` seeded random positions of ``game`` with 3 to the game's most cards left,
    mid-trick ones included."""
    start, most = GAMES[game]
    found = []
    for seed in range(first_seed, first_seed + count):
        rng = random.Random(seed)
        found.append(_later(start(seed), rng.randrange(3, most + 1), seed))
    return found


@pytest.mark.parametrize("game", sorted(GAMES))
def test_solve_equals_an_exhaustive_minimax(game: str) -> None:
    for deal in positions(game, 25):
        exact = minimax(deal)
        assert solve(deal) == exact, (game, deal)
        assert can_reach(deal, exact)
        assert not reaches_beyond(deal, exact)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_card_values_are_the_values_of_the_children(game: str) -> None:
    for deal in positions(game, 8, first_seed=500):
        values = card_values(deal)
        legal = {a.card for a in deal.legal_actions() if isinstance(a, Play)}
        assert set(values) == legal
        for card, found in values.items():
            child = deal.apply(next(a for a in deal.legal_actions() if a.card == card))
            assert found == minimax(child, deal), (game, card)
        best = max(values.values()) if _maximizing(deal, deal) else min(values.values())
        assert best == solve(deal)


def test_the_stock_is_drawn_in_the_search() -> None:
    """In due, with cards still in the stock, the value depends on who draws what: the
    positions checked above include some with draws to come."""
    with_stock = [d for d in positions("in-due-short", 25) if d.stock]
    assert len(with_stock) >= 5


def test_tressette_declaration_step_is_refused() -> None:
    from calabresella.engine.errors import PhaseError

    deal = TressetteDeal.new(seed=4, dealer=0, rules=TRESSETTE_FOR_FOUR)
    rng = random.Random(1)
    while deal.phase is not TressettePhase.DECLARE:
        deal = deal.apply(rng.choice(deal.legal_actions()))
    with pytest.raises(PhaseError, match="(?i)declar"):
        solve(deal)


def test_american_deal_before_play_is_refused() -> None:
    from calabresella.engine.errors import PhaseError

    deal = AmericanDeal.new(seed=3, dealer=0)
    with pytest.raises(PhaseError):
        solve(deal)


def test_V4_R25_a_soloist_game_stakes_the_cards_set_aside_and_the_last_trick_bonus() -> None:
    """R22, R23, R25, V4: the Italian and American adapters share ``soloist_stake``: the
    soloist's seat, the monte's (the pile's) thirds and the bonus with the last trick, at
    most the pack's thirds and the bonus."""
    from calabresella.analysis.solver import Stake
    from calabresella.engine.cards import PACK_THIRDS, thirds_of
    from calabresella.games.american import solve as american_solve
    from calabresella.games.italian import solve as italian_solve
    from calabresella.games.italian.deal import Deal
    from calabresella.games.italian.phase import Phase

    american = _american_in_play(2)
    assert american.soloist is not None
    points = american.rules.last_trick_points
    assert american_solve.stake(american, 0) == Stake(
        side=1 << american.soloist,
        bonus=thirds_of(american.pile) + points,
        total=PACK_THIRDS + points,
        rule=f"V4: the single player's points, at most {PACK_THIRDS + points}",
    )
    italian = Deal.new(seed=3, dealer=0)
    while italian.phase is not Phase.PLAY:
        italian = italian.apply(italian.legal_actions()[-1])
    assert italian.soloist is not None
    bonus = italian.rules.last_trick_thirds
    assert italian_solve.stake(italian, 1) == Stake(
        side=1 << italian.soloist,
        bonus=thirds_of(italian.monte) + bonus,
        total=PACK_THIRDS + bonus,
        rule=f"R23, R25: the soloist's thirds, at most {PACK_THIRDS + bonus}",
    )
