"""The solver's part of the game contract (issue 19, item 3): for every registered game
whose game object has a solver adapter (its ``solver`` hook), on many small random end
positions (the last two or three tricks of random playouts, mid-trick included), the
double-dummy solver's value equals a plain minimax written here.

The minimax knows nothing of the solver's core: it tries every legal action of the
engine (``legal_actions``/``apply``, signals and declarations included) down to the end
of the deal and scores it by the engine's result, read by the game's adapter
(``finished_value``); the adapter's stake says only who plays for the value (the seats
in ``side``, or the others when the asker is of the other side). So a game added to the
registry with a solver hook is checked here without a line of this file changing.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from calabresella.analysis.solver import Solver, can_reach, card_values, solve
from calabresella.engine.actions import Play
from calabresella.engine.errors import ArgumentTypeError
from calabresella.games import registry
from calabresella.games.game import Game
from calabresella.games.registry import game_of, games

POSITIONS = 25
"""Random end positions per rule profile."""

SOLVED = [(game, profile) for game in games() if game.solver is not None for profile in game.profiles]


def _tricks_left(deal: Any) -> int:
    return max(len(hand) for hand in deal.hands)


def end_position(game: Game, profile: str, rng: random.Random) -> Any | None:
    """A random position of the card play of ``profile`` with two or three tricks left
    (random actions from the deal on), or None when the random deal never reaches its
    card play (all passed)."""
    adapter = game.solver()
    deal = game.new_deal(rng.randrange(10**6), dealer=rng.randrange(game.seats(game.profiles[profile])),
                         rules=game.profiles[profile])
    seats = game.seats(deal.rules)
    tricks = rng.choice((2, 3)) if seats < 4 else 2
    stop_in_trick = rng.randrange(seats)  # cards of the last trick played before the position
    for _ in range(1000):
        if deal.is_over:
            return None
        deal = adapter.to_play(deal)
        if adapter.playing(deal) and deal.current is not None:
            left = _tricks_left(deal)
            if not getattr(deal, "stock", ()) and (left < tricks or (left == tricks and len(deal.current.cards) >= stop_in_trick)):
                return deal
        deal = deal.apply(rng.choice(deal.legal_actions()))
    raise AssertionError(f"{profile}: a random deal did not reach its last tricks in 1000 actions")


def _key(state: Any) -> tuple[object, ...]:
    taken = tuple((t.winner, t.thirds) for t in state.tricks)
    return (state.hands, state.current, state.to_move, state.phase, taken)


def minimax(root: Any, asker: int | None = None) -> int:
    """The value of ``root`` for ``asker``'s side (the seat to move by default) by trying
    every legal action of the engine to the end of the deal."""
    adapter = game_of(root).solver()
    asker = root.to_move if asker is None else asker
    stake = adapter.stake(root, asker)
    memo: dict[tuple[object, ...], int] = {}

    def value(state: Any) -> int:
        if state.is_over:
            return int(adapter.finished_value(state, stake.flip))
        key = _key(state)
        if key not in memo:
            values = [value(state.apply(action)) for action in state.legal_actions()]
            plays_for = bool(stake.side >> state.to_move & 1) != stake.flip
            memo[key] = max(values) if plays_for else min(values)
        return memo[key]

    return value(root)


def test_every_game_with_a_solver_is_checked_here() -> None:
    names = {game.name for game, _ in SOLVED}
    assert names == {game.name for game in games() if game.solver is not None}
    assert len(names) >= 3  # the Italian game, the American account, Tressette


@pytest.mark.parametrize(("game", "profile"), SOLVED, ids=[profile for _, profile in SOLVED])
def test_the_solver_equals_a_plain_minimax_on_random_end_positions(game: Game, profile: str) -> None:
    rng = random.Random(f"contract:{profile}")
    solver = Solver()
    checked = 0
    for _ in range(20 * POSITIONS):
        deal = end_position(game, profile, rng)
        if deal is None:
            continue
        expected = minimax(deal)
        assert solve(deal) == expected, (profile, deal)
        assert solver.solve(deal) == expected, (profile, deal)  # a kept table gives the same
        assert can_reach(deal, expected) and (expected + 1 > _most(deal) or not can_reach(deal, expected + 1))
        values = card_values(deal)
        for action in deal.legal_actions():
            if isinstance(action, Play):
                child = game.solver().to_play(deal.apply(Play(action.card)))
                assert values[action.card] == minimax(child, deal.to_move), (profile, action)
        checked += 1
        if checked == POSITIONS:
            break
    assert checked == POSITIONS, f"{profile}: only {checked} random deals reached their card play"


def _most(deal: Any) -> int:
    stake = game_of(deal).solver().stake(deal, deal.to_move)
    return int(stake.total // 3 if stake.points else stake.total)


def test_a_game_without_a_solver_hook_is_refused_naming_what_is_accepted(monkeypatch: pytest.MonkeyPatch) -> None:
    game, profile = SOLVED[0]
    rng = random.Random(1)
    deal = None
    while deal is None:
        deal = end_position(game, profile, rng)
    # package=None: the game object does not fill the hook in again from its package's solve module
    monkeypatch.setitem(registry._REGISTERED, game.name, dataclasses.replace(game, solver=None, package=None))
    with pytest.raises(ArgumentTypeError, match="double-dummy solver takes a deal") as refused:
        solve(deal)
    others = [g.solver().ACCEPTS for g in games() if g.solver is not None]
    assert others and all(kind in str(refused.value) for kind in others)
    assert game.solver().ACCEPTS not in str(refused.value)


@pytest.mark.parametrize("junk", [None, 5, "deal", object()])
def test_what_is_no_deal_of_a_registered_game_is_refused_naming_every_game_solved(junk: object) -> None:
    with pytest.raises(ArgumentTypeError) as refused:
        solve(junk)
    assert all(game.solver().ACCEPTS in str(refused.value) for game, _ in SOLVED)


def test_a_seats_view_is_no_deal_for_the_solver() -> None:
    game, profile = SOLVED[0]
    deal = game.new_deal(1, rules=game.profiles[profile])
    with pytest.raises(ArgumentTypeError, match="double-dummy solver takes a deal"):
        solve(deal.view(0))
