"""Sampled worlds solved side by side (issue 24, calabresella.analysis.worlds): the answers
come back in the worlds' order, a spent budget starts no new world, and the expert and the
advisor decide the same with one thread or several."""

from __future__ import annotations

import dataclasses
import threading
import time
from typing import Any

import pytest

from calabresella.analysis import advisor, worlds
from calabresella.analysis.expert import ExpertPlayer
from calabresella.analysis.expert_games import GameExpert
from calabresella.analysis.solver import Solver
from calabresella.engine.actions import Bid, Contract, Enhance, Enhancement
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.phase import Phase
from calabresella.games.italian.players import HeuristicPlayer, play_deal
from calabresella.games.tressette import TressetteDeal


def _slow_first(solver: Solver, world: int, clock: worlds.Clock) -> tuple[int, str]:
    time.sleep(0.2 if world == 0 else 0.01)  # the first world finishes last
    return world, threading.current_thread().name


def test_answers_come_back_in_the_worlds_order_whatever_finishes_first() -> None:
    answers = worlds.solve_each(iter(range(6)), _slow_first, limit=6, workers=2)
    assert [world for world, _ in answers] == list(range(6))
    assert len({name for _, name in answers}) == 2  # both threads took worlds


def test_the_limit_and_the_end_of_the_worlds_stop_it() -> None:
    assert worlds.solve_each(iter(range(10)), lambda s, w, c: w, limit=4, workers=2) == [0, 1, 2, 3]
    assert worlds.solve_each(iter(range(3)), lambda s, w, c: w, limit=8, workers=2) == [0, 1, 2]
    assert worlds.solve_each(iter(range(3)), lambda s, w, c: w, limit=8, workers=1) == [0, 1, 2]
    assert worlds.solve_each(iter(range(3)), lambda s, w, c: w, limit=0, workers=2) == []


@pytest.mark.parametrize("workers", [1, 2])
def test_a_spent_budget_starts_no_new_world_but_the_first_ones_always_finish(workers: int) -> None:
    started: list[int] = []

    def slow(solver: Solver, world: int, clock: worlds.Clock) -> int:
        started.append(world)
        time.sleep(0.15)
        return world

    answers = worlds.solve_each(iter(range(20)), slow, limit=20, budget=0.05, at_least=3, workers=workers)
    assert answers == sorted(started)  # every world started counts, in order
    assert 3 <= len(answers) <= 3 + workers  # the obliged three, and at most one round more


@pytest.mark.parametrize("workers", [1, 2])
def test_a_world_given_up_ends_the_answers_there(workers: int) -> None:
    def gives_up(solver: Solver, world: int, clock: worlds.Clock) -> int | None:
        return None if world == 2 else world

    assert worlds.solve_each(iter(range(6)), gives_up, limit=6, workers=workers) == [0, 1]


def test_the_clock_spares_the_obliged_worlds_only() -> None:
    start = time.perf_counter() - 10
    assert worlds.Clock(start, 1.0, obliged=False).out_of_time()
    assert not worlds.Clock(start, 1.0, obliged=True).out_of_time()
    assert not worlds.Clock(start, None, obliged=False).out_of_time()
    assert not worlds.Clock(time.perf_counter(), 60.0, obliged=False).out_of_time()


def test_an_error_in_a_world_reaches_the_caller() -> None:
    def fails(solver: Solver, world: int, clock: worlds.Clock) -> int:
        if world == 1:
            raise RuntimeError("world 1")
        return world

    with pytest.raises(RuntimeError, match="world 1"):
        worlds.solve_each(iter(range(4)), fails, limit=4, workers=2)


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="workers >= 1"):
        worlds.solve_each(iter(range(2)), lambda s, w, c: w, limit=2, workers=0)


def test_each_thread_has_a_solver_of_its_own() -> None:
    answers = worlds.solve_each(iter(range(8)), lambda s, w, c: (id(s), threading.current_thread().name),
                                limit=8, workers=2)
    by_thread: dict[str, set[int]] = {}
    for solver_id, name in answers:
        by_thread.setdefault(name, set()).add(solver_id)
    assert all(len(ids) == 1 for ids in by_thread.values())
    assert len({next(iter(ids)) for ids in by_thread.values()}) == len(by_thread)
    assert worlds.thread_solver() is worlds.thread_solver()


def _at_play(seed: int) -> Deal:
    deal = Deal.new(seed=seed, dealer=seed % 3)
    while deal.phase is not Phase.PLAY:
        deal = deal.apply(deal.legal_actions()[-1])
    return deal


@pytest.fixture
def threads(monkeypatch: pytest.MonkeyPatch) -> Any:
    """``threads(make, counts)``: what ``make()`` returns with each count of threads solving
    worlds (``worlds.WORKERS``), one after the other."""
    def each(make: Any, counts: tuple[int, ...] = (1, 2)) -> list[Any]:
        found = []
        for count in counts:
            monkeypatch.setattr(worlds, "WORKERS", count)
            found.append(make())
        return found
    return each


def test_r25_the_expert_solves_the_same_worlds_with_one_thread_or_two(threads: Any) -> None:
    deal = _at_play(5)
    assert deal.to_move is not None
    view = deal.view(deal.to_move)
    found = threads(lambda: ExpertPlayer(seed=3, samples=4, time_budget=600).layouts(view))
    assert found[0] == found[1] and len(found[0]) == 4


def test_r25_the_expert_weighs_the_same_exchange_with_one_thread_or_two(threads: Any) -> None:
    deal = Deal.new(seed=8, dealer=2)
    while deal.phase not in (Phase.GIVE_BACK, Phase.DISCARD, Phase.SHARE) and not deal.is_over:
        deal = deal.apply(deal.legal_actions()[-1])
    assert not deal.is_over and deal.to_move is not None
    view = deal.view(deal.to_move)
    found = threads(lambda: ExpertPlayer(seed=2, samples=3, time_budget=600).exchange_scores(view))
    assert found[0] == found[1] and len(found[0]) >= 2
    assert all(0 <= share <= 1 for _, share in found[0])


def test_v5_the_game_expert_solves_the_same_worlds_with_one_thread_or_two(threads: Any) -> None:
    deal = TressetteDeal.new(seed=4, dealer=0)
    while deal.phase.name != "PLAY":
        deal = deal.apply(deal.legal_actions()[-1])
    assert deal.to_move is not None
    tview = deal.view(deal.to_move)
    found = threads(lambda: GameExpert(seed=1, samples=3, time_budget=600).worlds(tview))
    assert found[0] == found[1] and len(found[0]) == 3


def test_r25_the_advice_is_the_same_with_one_thread_or_two(threads: Any) -> None:
    hand = "3♠ 2♠ A♠ K♠ 3♥ 2♥ 7♥ 3♦ 5♦ 4♦ 6♣ 4♣"
    found = threads(lambda: advisor.advise(hand, samples=4, seed=7))
    assert found[0] == found[1]
    assert all(option.samples == 4 for option in found[0].options)


def _exchange_review(deal: Deal, candidates: int | None) -> Any:
    from calabresella.analysis.review import analyse

    exchange = analyse(deal, exchange_candidates=candidates, first_card=36).exchange
    assert exchange is not None
    return dataclasses.replace(exchange, seconds=0.0)


@pytest.mark.parametrize("seed", [0, 1, 2, 12])
def test_r14_the_exchange_review_in_runs_finds_the_set_one_scan_finds(seed: int, threads: Any) -> None:
    deal = play_deal(Deal.new(seed=seed, dealer=seed % 3), [HeuristicPlayer(s) for s in range(3)])
    found = threads(lambda: _exchange_review(deal, 16), (1, 2, 3))
    assert found[0] == found[1] == found[2]
    assert found[0].solved == 17


def test_r17_the_defenders_exchange_review_in_runs_finds_the_set_one_scan_finds(threads: Any) -> None:
    deal = Deal.new(seed=5).apply(Bid(Contract.SOLISSIMO)).apply(Enhance(Enhancement.DIVIDETE))
    deal = play_deal(deal, [HeuristicPlayer(s) for s in range(3)])
    found = threads(lambda: _exchange_review(deal, 12))
    assert found[0] == found[1] and not found[0].soloist_side


def test_worlds_within_a_world_are_solved_in_its_own_thread() -> None:
    def inner(solver: Solver, world: int, clock: worlds.Clock) -> list[str]:
        return worlds.solve_each(iter(range(3)), lambda s, w, c: threading.current_thread().name, limit=3,
                                 workers=2)

    answers: list[list[str]] = []
    outer = threading.Thread(target=lambda: answers.extend(worlds.solve_each(iter(range(4)), inner, limit=4,
                                                                              workers=2)), daemon=True)
    outer.start()
    outer.join(timeout=60)  # the pool's threads waiting for each other would never end
    assert not outer.is_alive(), "the worlds within worlds wait for each other"
    assert len(answers) == 4 and all(len(set(names)) == 1 for names in answers)
