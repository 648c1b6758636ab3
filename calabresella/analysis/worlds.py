"""Sampled worlds solved side by side on the machine's cores (issue 24).

The expert (its cards, its exchange), the bidding advisor (the expert's bids and the play
page's *Advice*) solve many sampled deals that do not depend on each other. The solver's
compiled search lets go of Python's lock while it runs, so :func:`solve_each` gives each
world to one of up to :data:`WORKERS` threads, each with a
:class:`~calabresella.analysis.solver.Solver` (a table) of its own: on this project's
two-core machine the play page's *Advice* took 0.91 s at the median against 1.90 s one
deal at a time (``benchmarks/bench_expert_decisions.py --workers 1`` for the latter).

What a caller gets does not depend on how many threads there are:

- the worlds are taken from the caller's iterator in order, in the caller's thread (the
  sampling and its random numbers are as they were with one world at a time);
- the answers come back in that order;
- once the time budget is spent no new world starts, and the worlds already started
  finish and count, as the one world in progress did before: so the worlds that count are
  always the first ones sampled, and with a budget generous enough all of them are
  solved: the same seed, the same answer, on any machine.

A world's work may give up when told it is out of time (:class:`Clock`); such a world
and those after it do not count.

>>> solve_each(iter(range(5)), lambda solver, world, clock: world * world, limit=3)
[0, 1, 4]
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from typing import Any, TypeVar

from calabresella.analysis.solver import Solver
from calabresella.engine.cards import Card
from calabresella.words import dev

__all__ = ["WORKERS", "Clock", "card_values", "solve_each", "thread_solver"]

World = TypeVar("World")
Answer = TypeVar("Answer")


def _cores() -> int:
    """The cores this process may run on (Linux: its affinity; elsewhere: the machine's)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


WORKERS = max(1, min(4, _cores()))
"""Worlds solved at once: one a core, at most four (each thread's solver holds a 32 MB
table)."""

_local = threading.local()
_pool: ThreadPoolExecutor | None = None
_pool_lock = threading.Lock()


def thread_solver() -> Solver:
    """The solver of the calling thread (made at its first call): a solver is used by one
    search at a time, so each thread that solves worlds has its own."""
    solver: Solver | None = getattr(_local, "solver", None)
    if solver is None:
        solver = Solver()
        _local.solver = solver
    return solver


def _executor() -> ThreadPoolExecutor:
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = ThreadPoolExecutor(max_workers=WORKERS, thread_name_prefix="calabresella-worlds")
        return _pool


class Clock:
    """What a world's work asks to know whether it may go on: :meth:`out_of_time` is True
    once the budget is spent, except for the first ``at_least`` worlds, which always
    finish."""

    def __init__(self, start: float, budget: float | None, obliged: bool) -> None:
        self._start = start
        self._budget = budget
        self._obliged = obliged

    def out_of_time(self) -> bool:
        """Whether the budget is spent and this world need not finish."""
        return not self._obliged and self._budget is not None and time.perf_counter() - self._start > self._budget


def card_values(solver: Solver, world: Any, clock: Clock) -> dict[Card, int]:
    """The value of every legal card in ``world`` (:meth:`Solver.card_values`), a world's
    whole work in the expert's card play (it never gives up part-way)."""
    return solver.card_values(world)


def _run(solve: Callable[[Solver, World, Clock], Answer | None], world: World, clock: Clock) -> Answer | None:
    _local.inside = True
    return solve(thread_solver(), world, clock)


def _now(solve: Callable[[Solver, World, Clock], Answer | None], world: World, clock: Clock) -> Future[Answer | None]:
    """``solve`` run at once in the calling thread, as a finished future (one world at a time)."""
    future: Future[Answer | None] = Future()
    try:
        future.set_result(solve(thread_solver(), world, clock))
    except Exception as error:  # raised to the caller by future.result(), as from a thread
        future.set_exception(error)
    return future


def solve_each(
    worlds: Iterator[World],
    solve: Callable[[Solver, World, Clock], Answer | None],
    limit: int,
    budget: float | None = None,
    at_least: int = 1,
    workers: int | None = None,
    finished: Callable[[], object] | None = None,
) -> list[Answer]:
    """``solve(solver, world, clock)`` for the first ``limit`` of ``worlds`` (fewer if the
    iterator ends), ``workers`` (default :data:`WORKERS`) at a time, each with its
    thread's own solver; their answers in the worlds' order. After ``budget`` seconds no
    new world starts, once ``at_least`` have; an answer of None (a world given up when
    its clock said so) ends the list there. ``finished()`` is called in the caller's
    thread as each world is done (a progress bar's step). Called from a world's own work
    (one thread of the pool), it solves one world at a time in that thread: the pool's
    threads never wait for each other."""
    count = WORKERS if workers is None else workers
    if count < 1 or limit < 0 or at_least < 0:
        raise ValueError(dev(f"solve_each wants workers >= 1, limit >= 0, at_least >= 0; got {count}, {limit}, "
                             f"{at_least}"))
    inline = count == 1 or getattr(_local, "inside", False)  # one world at a time, in the caller's thread
    executor = None if inline else _executor()
    start = time.perf_counter()
    running: dict[Future[Answer | None], int] = {}
    found: dict[int, Answer | None] = {}
    started = 0
    ended = False  # the worlds ran out, or one was given up: start no more
    try:
        while True:
            while (not ended and started < limit and len(running) < count
                   and (started < at_least or budget is None or time.perf_counter() - start < budget)):
                world = next(worlds, None)
                if world is None:
                    ended = True
                    break
                clock = Clock(start, budget, started < at_least)
                running[_now(solve, world, clock) if executor is None
                        else executor.submit(_run, solve, world, clock)] = started
                started += 1
            if not running:
                break
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                answer = found[running.pop(future)] = future.result()
                ended = ended or answer is None
                if finished is not None:
                    finished()
    finally:
        for future in running:  # an error in one world: let the others finish before it is raised
            future.exception()
    answers: list[Answer] = []
    for index in range(started):
        answer = found[index]
        if answer is None:
            break
        answers.append(answer)
    return answers
