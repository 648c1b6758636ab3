"""Throughput and memory of the NumPy simulator, side by side with the engine.

Run from the repository root::

    .venv/bin/python benchmarks/bench_simulate.py            # full: about a minute
    .venv/bin/python benchmarks/bench_simulate.py --quick    # smaller samples

Targets (issue): random play at least 100,000 complete deals/s on one core; 1,000,000
deals within 100 MiB peak memory; heuristic play at least 20,000 deals/s. The
simulator runs serially here (one process, one thread). Each rate is given per
second of wall-clock time and per second of CPU time of this process: on a machine
shared with other work the second is the fairer measure of "one core". The engine
plays a small sample of the same kind of deals in the same run.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import time
import tracemalloc
from collections.abc import Callable
from functools import partial

import numpy as np

from calabresella import Deal
from calabresella.players import HeuristicPlayer, RandomPlayer, play_deal
from calabresella.simulate import PlayerKind, _tables, simulate


def timed(run: Callable[[], object]) -> tuple[float, float]:
    """Wall-clock and CPU seconds of ``run()``."""
    wall, cpu = time.perf_counter(), time.process_time()
    run()
    return time.perf_counter() - wall, time.process_time() - cpu


def simulator_rate(players: PlayerKind, n: int, repeats: int) -> tuple[float, float]:
    """Best deals/s (wall, CPU) of ``repeats`` serial runs of ``n`` deals, after a warm-up."""
    simulate(min(n, 50_000), players=players, seed=1, progress=False)  # tables, score cache
    best_wall = best_cpu = 0.0
    for r in range(repeats):
        wall, cpu = timed(partial(simulate, n, players=players, seed=100 + r, progress=False))
        best_wall, best_cpu = max(best_wall, n / wall), max(best_cpu, n / cpu)
    return best_wall, best_cpu


def engine_rate(players: str, n: int) -> tuple[float, float]:
    """Deals/s (wall, CPU) of the engine playing ``n`` whole deals, auction included."""

    def run() -> None:
        for i in range(n):
            seats = (
                [HeuristicPlayer(), HeuristicPlayer(), HeuristicPlayer()]
                if players == "heuristic"
                else [RandomPlayer(3 * i), RandomPlayer(3 * i + 1), RandomPlayer(3 * i + 2)]
            )
            play_deal(Deal.new(seed=i, dealer=i % 3), seats)

    wall, cpu = timed(run)
    return n / wall, n / cpu


def memory_run(n: int, chunk_size: int) -> tuple[float, float, float, float]:
    """Peak traced memory (MiB), growth of the process's peak RSS (MiB), wall and CPU s."""
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    tracemalloc.start()
    wall, cpu = timed(lambda: simulate(n, players="random", seed=7, chunk_size=chunk_size, progress=False))
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rss_after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20, (rss_after - rss_before) / 1024, wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="smaller samples")
    args = parser.parse_args()
    quick = args.quick
    n_random, n_heuristic, repeats = (100_000, 40_000, 2) if quick else (300_000, 100_000, 3)
    n_memory = 200_000 if quick else 1_000_000
    n_engine = (100, 40) if quick else (400, 150)

    print(
        f"Python {platform.python_version()}, NumPy {np.__version__}, {os.cpu_count()} CPUs, "
        f"load average {os.getloadavg()[0]:.1f} at start"
    )
    _tables()
    rows = []
    kinds: tuple[tuple[PlayerKind, int, int], ...] = (
        ("random", n_random, n_engine[0]),
        ("heuristic", n_heuristic, n_engine[1]),
    )
    for players, n, m in kinds:
        sim_wall, sim_cpu = simulator_rate(players, n, repeats)
        eng_wall, eng_cpu = engine_rate(players, m)
        rows.append((players, n, sim_wall, sim_cpu, m, eng_wall, eng_cpu))

    print()
    print(f"{'players':<10} {'simulator deals/s':>26} {'engine deals/s':>24} {'ratio':>14}")
    print(f"{'':<10} {'wall':>12} {'cpu':>13} {'wall':>11} {'cpu':>12} {'wall':>7} {'cpu':>6}")
    for players, _n, sim_wall, sim_cpu, _m, eng_wall, eng_cpu in rows:
        print(
            f"{players:<10} {sim_wall:>12,.0f} {sim_cpu:>13,.0f} {eng_wall:>11,.0f} {eng_cpu:>12,.0f} "
            f"{sim_wall / eng_wall:>6,.0f}x {sim_cpu / eng_cpu:>5,.0f}x"
        )
    print(
        f"(simulator: best of {repeats} runs of {n_random:,} random / {n_heuristic:,} heuristic deals; "
        f"engine: {n_engine[0]} random / {n_engine[1]} heuristic deals)"
    )

    peak, rss, wall, cpu = memory_run(n_memory, chunk_size=10_000)
    print()
    print(
        f"{n_memory:,} random deals in chunks of 10,000: {wall:.1f} s wall, {cpu:.1f} s CPU "
        f"({n_memory / wall:,.0f} deals/s wall, {n_memory / cpu:,.0f} deals/s CPU, traced)"
    )
    print(
        f"peak memory: {peak:.1f} MiB traced by tracemalloc (NumPy and pandas buffers included); "
        f"peak RSS grew by {rss:.1f} MiB"
    )
    print()
    random_row, heuristic_row = rows
    for name, value, target in (
        ("random deals/s (cpu)", random_row[3], 100_000),
        ("heuristic deals/s (cpu)", heuristic_row[3], 20_000),
    ):
        print(f"target {name} >= {target:,}: {'met' if value >= target else 'MISSED'} ({value:,.0f})")
    print(
        f"target peak memory for {n_memory:,} deals <= 100 MiB: {'met' if peak <= 100 else 'MISSED'} "
        f"({peak:.1f} MiB)"
    )


if __name__ == "__main__":
    main()
