"""Peak memory of the simulator's summary: streamed chunk by chunk, against a table of one
row per deal.

Run from the repository root::

    .venv/bin/python benchmarks/bench_simulate_memory.py                      # 1 M, 10 M, 100 M deals
    .venv/bin/python benchmarks/bench_simulate_memory.py --max-deals 10000000 # 1 M and 10 M only

Each measurement runs in a fresh child process, and its peak resident memory (``ru_maxrss``
of that child alone, from ``os.wait4``) is read when it ends:

- ``command``: ``python -m calabresella simulate --deals N``, which streams the summary
  (:func:`calabresella.analysis.simulate.simulate_summary`): memory should not grow with N;
- ``table + summary``: ``summary(simulate(N))``, the whole table of one row per deal in
  memory (31 bytes a deal in the table, 48 counted while it is built);
- ``old summary``: the same table summarised as the command did before streaming, through
  pandas with one string per deal (the baseline, about 400 MiB at 1 M deals);
- ``python + imports``: the child only imports the simulator (the floor under all of them).

Target (issue): the command summarises 100 M deals with a peak RSS of at most 250 MiB.
The random players play some 150,000 deals/s on one core: 100 M deals take about ten
minutes, so ``--max-deals`` keeps a run short.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time

TARGET_MIB = 250
SIZES = (1_000_000, 10_000_000, 100_000_000)


def _old_summary(df: object) -> object:
    """``summary(df)`` as it was before streaming: one game name (a string) per deal, then
    pandas means per game. Kept here only to measure the old approach."""
    import numpy as np
    import pandas as pd

    from calabresella.analysis.simulate import GAMES, game_title

    assert isinstance(df, pd.DataFrame)
    contract = df["contract"].astype(str)
    enhancement = df["enhancement"].astype(str)
    name = contract.str.capitalize()
    names = name.where(~((contract == "solissimo") & (enhancement != "plain")), name + " " + enhancement)
    sol = df["soloist"].to_numpy().astype(np.int64)
    transfers = df[["t0", "t1", "t2"]].to_numpy()
    gain = np.where(sol >= 0, transfers[np.arange(len(df)), np.clip(sol, 0, 2)], 0)
    work = pd.DataFrame(
        {
            "game": names,
            "made": df["won"],
            "cappotto": df["cappotto"],
            "stramazzo": df["stramazzo"],
            "soloist_thirds": df["soloist_thirds"],
            "defenders_thirds": df["defenders_thirds"],
            "soloist_tricks": df["soloist_tricks"],
            "soloist_gain": gain,
        }
    )
    played = work[work["game"] != "Abandoned"]
    parts = []
    for title, part in [
        (game_title(c), played[played["game"] == game_title(c)]) for c in range(len(GAMES))
    ] + [("All played", played)]:
        row = part.drop(columns="game").astype(float).mean().to_dict()
        row["deals"] = len(part)
        parts.append(pd.Series(row, name=title))
    parts.append(pd.Series({"deals": int((work["game"] == "Abandoned").sum())}, name="Abandoned"))
    table = pd.DataFrame(parts)
    table["share"] = table["deals"] / max(len(df), 1)
    return table


def _child(kind: str, n: int, players: str) -> None:
    """The work of one measured child process."""
    import calabresella.analysis.simulate as sim

    if kind == "imports":
        return
    df = sim.simulate(n, players=players, seed=0, progress=False)  # type: ignore[arg-type]
    table = sim.summary(df) if kind == "table" else _old_summary(df)
    assert len(table) > 0


def measure(command: list[str]) -> tuple[float, float, str]:
    """Wall seconds, peak RSS (MiB) and the standard output of one child process."""
    started = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert child.stdout is not None
    out = child.stdout.read()
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - started
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed with exit status {child.returncode}")
    scale = 1 if sys.platform == "darwin" else 1024  # ru_maxrss: bytes on macOS, KiB on Linux
    return wall, usage.ru_maxrss * scale / 2**20, out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--max-deals", type=int, default=SIZES[-1], help="largest run of the command (default 100 M)")
    parser.add_argument("--players", choices=("random", "heuristic"), default="random")
    parser.add_argument("--child", nargs=2, metavar=("KIND", "N"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        _child(args.child[0], int(args.child[1]), args.players)
        return
    if args.max_deals < 1:
        parser.error("--max-deals must be at least 1")

    me = [sys.executable, os.path.abspath(__file__), "--players", args.players, "--child"]
    sizes = [n for n in SIZES if n <= args.max_deals] or [args.max_deals]
    baseline = min(SIZES[0], args.max_deals)
    print(
        f"Python {platform.python_version()} on {platform.system()}, {os.cpu_count()} CPUs, "
        f"load average {os.getloadavg()[0]:.1f} at start; {args.players} players, seed 0"
    )
    runs: list[tuple[str, int, list[str]]] = [
        ("python + imports", 0, [*me, "imports", "0"]),
        ("old summary", baseline, [*me, "old", str(baseline)]),
        ("table + summary", baseline, [*me, "table", str(baseline)]),
    ]
    runs += [
        ("command (streamed)", n, [sys.executable, "-m", "calabresella", "simulate", "--deals", str(n),
                                   "--players", args.players])
        for n in sizes
    ]
    print()
    print(f"{'approach':<20} {'deals':>13} {'wall s':>9} {'deals/s':>10} {'peak RSS MiB':>13}")
    streamed: list[tuple[int, float, float]] = []
    for name, n, command in runs:
        wall, rss, _ = measure(command)
        rate = f"{n / wall:>10,.0f}" if n else f"{'':>10}"
        print(f"{name:<20} {n:>13,} {wall:>9.1f} {rate} {rss:>13.1f}", flush=True)
        if name.startswith("command"):
            streamed.append((n, wall, rss))
    print()
    largest, _, rss = streamed[-1]
    if largest >= SIZES[-1]:
        verdict = "met" if rss <= TARGET_MIB else "MISSED"
        print(f"target: {SIZES[-1]:,} deals streamed within {TARGET_MIB} MiB peak RSS: {verdict} ({rss:.1f} MiB)")
    else:
        print(f"(the {TARGET_MIB} MiB target is for {SIZES[-1]:,} deals: run without --max-deals to check it)")


if __name__ == "__main__":
    main()
