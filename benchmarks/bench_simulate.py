"""Throughput and memory of the NumPy simulator: this tree side by side with an older one, and the engine.

Run from the repository root::

    .venv/bin/python benchmarks/bench_simulate.py            # full: a few minutes
    .venv/bin/python benchmarks/bench_simulate.py --quick    # smaller samples

The same run measures this working tree's simulator and the simulator of an older
commit (by default d77b4f9, the last one before it slowed down), each in a fresh
interpreter of its own (``--measure``), on the same seeds, with random and with heuristic
players, and prints the deals per second of both and their ratio. The older tree is
``git archive <commit> calabresella`` unpacked in a temporary folder (made when missing).
Each side is measured ``--rounds`` times, alternately, and the best kept: on a machine
shared with other work the CPU time of the process is the fairer measure of "one core".

Two rates per side: *warm*, the best of a few runs after a warm-up run in the same
process (the heuristic's tables and the score cache already built), and *cold*, the
first run of a fresh process, all set-up included, as ``python -m calabresella
simulate`` sees it.

Then, for this tree only: the engine playing a small sample of the same kind of deals
(the simulator's speed-up over it), and the memory of a million deals.

Targets (issue): random play at least 100,000 complete deals/s on one core; 1,000,000
deals within 100 MiB peak memory; heuristic play at least 20,000 deals/s.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parents[1]
BASELINE_COMMIT = "d77b4f9"
KINDS = ("random", "heuristic")


def timed(run: Callable[[], object]) -> tuple[float, float]:
    """Wall-clock and CPU seconds of ``run()``."""
    wall, cpu = time.perf_counter(), time.process_time()
    run()
    return time.perf_counter() - wall, time.process_time() - cpu


def _simulate() -> Callable[..., Any]:
    """The ``simulate`` function of whichever tree is on the path (layered or flat)."""
    try:
        from calabresella.analysis.simulate import simulate
    except ImportError:  # a tree from before the layers
        from calabresella.simulate import simulate  # type: ignore[no-redef]
    return simulate  # type: ignore[no-any-return]


def measure(sizes: dict[str, int], repeats: int) -> dict[str, Any]:
    """Deals/s of this interpreter's simulator: cold (first run) and warm (best of ``repeats``),
    then warm again with the compiled trick loop loaded, where the tree has one."""
    import calabresella

    simulate = _simulate()
    found: dict[str, Any] = {"package": str(Path(calabresella.__file__).parent)}

    def best(players: str, n: int) -> tuple[float, float]:
        best_wall = best_cpu = 0.0
        for r in range(repeats):
            wall, cpu = timed(partial(simulate, n, players=players, seed=100 + r, progress=False))
            best_wall, best_cpu = max(best_wall, n / wall), max(best_cpu, n / cpu)
        return best_wall, best_cpu

    for players in KINDS:
        n = sizes[players]
        cold_wall, cold_cpu = timed(partial(simulate, n, players=players, seed=99, progress=False))
        wall, cpu = best(players, n)
        found[players] = {"cold_wall": n / cold_wall, "cold_cpu": n / cold_cpu, "wall": wall, "cpu": cpu}
    try:
        from calabresella.analysis.simulate import load_compiled
    except ImportError:  # a tree without the compiled loop
        return found
    load_compiled()
    for players in KINDS:
        found[players]["compiled_wall"], found[players]["compiled_cpu"] = best(players, sizes[players])
    return found


def baseline_tree(commit: str, folder: Path | None) -> Path:
    """A folder holding ``commit``'s package (``git archive``, made once)."""
    root = folder or Path(f"/tmp/calabresella_{commit}")
    if not (root / "calabresella").is_dir():
        root.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(
            ["git", "-C", str(HERE), "archive", commit, "calabresella"], capture_output=True, check=True
        )
        subprocess.run(["tar", "-x", "-C", str(root)], input=archive.stdout, check=True)
    return root


def run_side(root: Path, sizes: dict[str, int], repeats: int) -> dict[str, Any]:
    """:func:`measure` in a fresh interpreter that imports the package under ``root``."""
    env = dict(os.environ, PYTHONPATH=str(root))
    command = [sys.executable, str(Path(__file__).resolve()), "--measure", "--repeats", str(repeats)]
    command += ["--sizes", json.dumps(sizes)]
    done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=root, check=True)
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    if Path(found["package"]).resolve() != (root / "calabresella").resolve():
        raise RuntimeError(f"the side under {root} imported the package at {found['package']}")
    return found


def best_of(runs: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    return {
        players: {key: max(run[players][key] for run in runs) for key in runs[0][players]} for players in KINDS
    }


def engine_rate(players: str, n: int) -> tuple[float, float]:
    """Deals/s (wall, CPU) of this tree's engine playing ``n`` whole deals, auction included."""
    from calabresella.games.italian.deal import Deal
    from calabresella.games.italian.players import HeuristicPlayer, Player, RandomPlayer, play_deal

    def run() -> None:
        for i in range(n):
            seats: list[Player] = (
                [HeuristicPlayer(), HeuristicPlayer(), HeuristicPlayer()]
                if players == "heuristic"
                else [RandomPlayer(3 * i), RandomPlayer(3 * i + 1), RandomPlayer(3 * i + 2)]
            )
            play_deal(Deal.new(seed=i, dealer=i % 3), seats)

    wall, cpu = timed(run)
    return n / wall, n / cpu


def memory_run(n: int, chunk_size: int) -> tuple[float, float, float, float]:
    """Peak traced memory (MiB), growth of the process's peak RSS (MiB), wall and CPU s."""
    simulate = _simulate()
    simulate(20_000, players="random", seed=6, progress=False)  # set-up outside the measure
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    tracemalloc.start()
    wall, cpu = timed(lambda: simulate(n, players="random", seed=7, chunk_size=chunk_size, progress=False))
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rss_after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20, (rss_after - rss_before) / 1024, wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="smaller samples")
    parser.add_argument("--baseline-commit", default=BASELINE_COMMIT, help="the older simulator's commit")
    parser.add_argument("--baseline", type=Path, help="a folder holding that commit's calabresella/")
    parser.add_argument("--rounds", type=int, help="measures of each side, alternately (best kept)")
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--repeats", type=int, default=3, help=argparse.SUPPRESS)
    parser.add_argument("--sizes", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(measure(json.loads(args.sizes), args.repeats)))
        return
    quick = args.quick
    sizes = {"random": 100_000, "heuristic": 40_000} if quick else {"random": 300_000, "heuristic": 100_000}
    repeats = 2 if quick else 3
    rounds = args.rounds or (2 if quick else 3)
    n_memory = 200_000 if quick else 1_000_000
    n_engine = {"random": 100, "heuristic": 40} if quick else {"random": 400, "heuristic": 150}

    print(
        f"Python {platform.python_version()}, {os.cpu_count()} CPUs, "
        f"load average {os.getloadavg()[0]:.1f} at start"
    )
    old_root = baseline_tree(args.baseline_commit, args.baseline)
    old_runs, new_runs = [], []
    for _ in range(rounds):
        old_runs.append(run_side(old_root, sizes, repeats))
        new_runs.append(run_side(HERE, sizes, repeats))
    old, new = best_of(old_runs), best_of(new_runs)

    name = args.baseline_commit
    print()
    print(f"simulator deals/s, CPU time (wall in brackets); best of {rounds} fresh processes per side")
    print(f"{'players':<10} {'':<5} {name:>20} {'now':>20} {'now/' + name:>12}")
    for players in KINDS:
        for key, label in (("", "warm"), ("cold_", "cold")):
            o, w = old[players][key + "cpu"], old[players][key + "wall"]
            c, cw = new[players][key + "cpu"], new[players][key + "wall"]
            print(
                f"{players:<10} {label:<5} {o:>9,.0f} ({w:>8,.0f}) {c:>9,.0f} ({cw:>8,.0f}) "
                f"{c / o:>6.2f}x ({cw / w:.2f}x)"
            )
        if "compiled_cpu" in new[players]:
            c, cw = new[players]["compiled_cpu"], new[players]["compiled_wall"]
            o, w = old[players]["cpu"], old[players]["wall"]
            print(
                f"{players:<10} {'comp.':<5} {'':>9}  {'':>8}  {c:>9,.0f} ({cw:>8,.0f}) "
                f"{c / o:>6.2f}x ({cw / w:.2f}x)"
            )
    print(
        f"(warm: best of {repeats} runs of {sizes['random']:,} random / {sizes['heuristic']:,} heuristic deals "
        "after a first, cold, run of as many in the same process; comp.: warm, with the compiled trick loop "
        "loaded, against the older tree's warm rate; cold and warm use it only for runs of at least "
        "COMPILED_RUNS deals)"
    )

    print()
    print(f"{'players':<10} {'engine deals/s (cpu)':>22} {'simulator now (cpu)':>21} {'speed-up':>9}")
    for players in KINDS:
        _wall, eng_cpu = engine_rate(players, n_engine[players])
        sim_cpu = new[players]["cpu"]
        print(f"{players:<10} {eng_cpu:>22,.0f} {sim_cpu:>21,.0f} {sim_cpu / eng_cpu:>8,.0f}x")
    print(f"(engine: {n_engine['random']} random / {n_engine['heuristic']} heuristic whole deals)")

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
    for label, value, target in (
        ("random deals/s (cpu)", new["random"]["cpu"], 100_000),
        ("heuristic deals/s (cpu)", new["heuristic"]["cpu"], 20_000),
    ):
        print(f"target {label} >= {target:,}: {'met' if value >= target else 'MISSED'} ({value:,.0f})")
    print(
        f"target peak memory for {n_memory:,} deals <= 100 MiB: {'met' if peak <= 100 else 'MISSED'} "
        f"({peak:.1f} MiB)"
    )
    for players in KINDS:
        ratio = new[players]["cpu"] / old[players]["cpu"]
        print(f"{players} play now vs {name} (warm, cpu): {ratio:.2f}x {'(slower)' if ratio < 1 else ''}")


if __name__ == "__main__":
    main()
