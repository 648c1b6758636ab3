"""The summary streamed chunk by chunk: the same table as ``summary(simulate(...))`` to the
last digit, memory flat in the number of deals, a bounded number of chunks in flight with
an executor, and a clear refusal, up front, of a table that cannot fit in memory."""

from __future__ import annotations

import tracemalloc
import weakref
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any

import numpy as np
import pandas as pd
import pytest

from calabresella.analysis.simulate import (
    GAMES,
    MAX_DEALS,
    game_title,
    load_compiled,
    playout,
    running,
    simulate,
    simulate_command,
    simulate_summary,
    summaries,
    summary,
)
from calabresella.engine.errors import ArgumentValueError

# --------------------------------------------------------------------------- the summary as it was


def _old_game_names(df: pd.DataFrame) -> pd.Series:
    contract = df["contract"].astype(str)
    enhancement = df["enhancement"].astype(str)
    name = contract.str.capitalize()
    enhanced = (contract == "solissimo") & (enhancement != "plain")
    return name.where(~enhanced, name + " " + enhancement)


def _old_summary(df: pd.DataFrame) -> pd.DataFrame:
    """``summary`` before it was streamed: pandas means over one row of strings per deal
    (the reference the new one must equal, digit for digit)."""
    names = _old_game_names(df)
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
    table["deals"] = table["deals"].astype(int)
    table["share"] = table["deals"] / max(len(df), 1)
    order = ["deals", "share", "made", "cappotto", "stramazzo", "soloist_thirds", "defenders_thirds",
             "soloist_tricks", "soloist_gain"]
    return table[order]


def _same(new: pd.DataFrame, old: pd.DataFrame) -> None:
    pd.testing.assert_frame_equal(new, old, check_exact=True)
    # to the last digit: every float bit for bit, NaN where NaN
    assert np.array_equal(new.to_numpy(dtype=float), old.to_numpy(dtype=float), equal_nan=True)


CASES: list[dict[str, Any]] = [
    {"players": "random", "seed": 21},
    {"players": "heuristic", "seed": 22},
    {"players": ["heuristic", "random", "random"], "seed": 23},
    {"players": "random", "seed": 2**31 - 1, "contract": "solissimo", "soloist": 1},
    {"players": "heuristic", "seed": 24, "contract": "chiamo"},
    {"players": "random", "seed": 25, "dealing": "engine"},
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: ",".join(f"{k}={v}" for k, v in c.items()))
def test_summary_equals_the_old_per_row_summary(case: dict[str, Any]) -> None:
    n = 400 if case.get("dealing") == "engine" else 3000
    df = simulate(n, progress=False, **case)
    _same(summary(df), _old_summary(df))
    part = df[df["dealer"] == 1]  # a filtered table keeps working
    _same(summary(part), _old_summary(part))


def test_summary_of_hand_made_tables_equals_the_old_summary() -> None:
    df = simulate(600, seed=26, progress=False)
    as_text = df.assign(contract=df["contract"].astype(str), enhancement=df["enhancement"].astype(str))
    _same(summary(as_text), _old_summary(as_text))
    one = simulate(1, seed=27, progress=False)
    _same(summary(one), _old_summary(one))
    _same(summary(df.head(0)), _old_summary(df.head(0)))


@pytest.mark.parametrize("chunk_size", [1, 7, 1000, 2999, 3000, 10**6])
def test_the_streamed_summary_is_summary_of_simulate_exactly(chunk_size: int) -> None:
    n = {1: 200, 7: 1000}.get(chunk_size, 3000)
    for case in CASES[:4]:
        expected = summary(simulate(n, progress=False, **case))
        streamed = simulate_summary(n, chunk_size=chunk_size, progress=False, **case)
        _same(streamed, expected)
        _same(streamed, _old_summary(simulate(n, chunk_size=chunk_size, progress=False, **case)))


def test_the_streamed_summary_with_executors_is_the_serial_one() -> None:
    expected = simulate_summary(4000, players="heuristic", seed=28, progress=False)
    with ProcessPoolExecutor(max_workers=2) as pool:
        _same(simulate_summary(4000, players="heuristic", seed=28, chunk_size=700, executor=pool, progress=False), expected)
    with ThreadPoolExecutor(max_workers=2) as threads:
        _same(simulate_summary(4000, players="heuristic", seed=28, chunk_size=333, executor=threads, progress=False), expected)


def test_the_streamed_summary_on_a_dask_cluster_is_the_serial_one() -> None:
    distributed = pytest.importorskip("distributed")
    expected = simulate_summary(3000, seed=29, progress=False)
    with (
        distributed.LocalCluster(n_workers=1, processes=False, threads_per_worker=1, dashboard_address=None) as cluster,
        distributed.Client(cluster) as client,
    ):
        streamed = simulate_summary(3000, seed=29, chunk_size=500, executor=client.get_executor(), progress=False)
    _same(streamed, expected)


def test_the_streamed_summary_shows_its_progress(capsys: pytest.CaptureFixture[str]) -> None:
    simulate_summary(500, chunk_size=100, progress=True)
    assert "500/500" in capsys.readouterr().err


# --------------------------------------------------------------------------- memory


def _peak(run: Callable[[], object]) -> int:
    tracemalloc.start()
    try:
        run()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_the_command_memory_does_not_grow_with_the_deals() -> None:
    """It used to build one row per deal, and a table of strings per deal to summarise
    them: about 400 bytes a deal. Now it holds one chunk at a time."""
    simulate_command(10_000, "random", 0)  # the tables built once
    small = _peak(lambda: simulate_command(20_000, "random", 0))
    large = _peak(lambda: simulate_command(200_000, "random", 0))
    assert large < small + 2 * 2**20, (small, large)


@pytest.mark.parametrize("loop", ["numpy", "compiled"])
def test_the_streamed_summary_memory_does_not_grow_with_the_deals(loop: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """With either trick loop; the compiled one is loaded first (importing Numba once is
    no growth with the deals)."""
    if loop == "numpy":
        monkeypatch.setattr(playout, "_compiled", None)
        monkeypatch.setitem(running.COMPILED_RUNS, "heuristic", 10**9)
    else:
        assert load_compiled()
    simulate_summary(10_000, progress=False)
    small = _peak(lambda: simulate_summary(20_000, players="heuristic", progress=False))
    large = _peak(lambda: simulate_summary(200_000, players="heuristic", progress=False))
    assert large < small + 2 * 2**20, (small, large)


class _CountingExecutor(Executor):
    """Runs chunks on one thread and counts the futures alive (not yet let go) at once."""

    def __init__(self) -> None:
        self.pool = ThreadPoolExecutor(max_workers=1)
        self.alive: weakref.WeakSet[Future[Any]] = weakref.WeakSet()
        self.most = 0
        self.submitted = 0

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future = self.pool.submit(fn, *args, **kwargs)
        self.alive.add(future)
        self.submitted += 1
        self.most = max(self.most, len(self.alive))
        return future

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self.pool.shutdown(wait=wait, cancel_futures=cancel_futures)


@pytest.mark.parametrize("run", [simulate, simulate_summary], ids=lambda f: f.__name__)
def test_an_executor_holds_a_few_chunks_at_a_time(run: Callable[..., Any]) -> None:
    """All chunks used to be submitted at once, and every result kept until the end."""
    serial = run(1000, seed=30, chunk_size=10, progress=False)
    with _CountingExecutor() as executor:
        spread = run(1000, seed=30, chunk_size=10, executor=executor, progress=False)
    assert executor.submitted == 100
    assert executor.most <= running._window(executor) + 2 < 100  # + the one a worker may still hold
    if isinstance(serial, pd.DataFrame) and run is simulate:
        pd.testing.assert_frame_equal(serial, spread)
    else:
        _same(spread, serial)


def test_a_table_that_cannot_fit_is_refused_up_front(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(running, "_available_memory", lambda: 20 * 2**20)
    with pytest.raises(ArgumentValueError) as refused:
        simulate(1_000_000, progress=False)
    message = str(refused.value)
    assert "one row per deal" in message and "simulate_summary(1,000,000" in message
    assert "python -m calabresella simulate --deals 1000000" in message
    assert len(simulate(1000, progress=False)) == 1000  # a small table still fits
    # the streamed summary needs one chunk only, so it runs
    assert simulate_summary(30_000, chunk_size=5000, progress=False)["deals"].iloc[-2:].sum() == 30_000
    with pytest.raises(ArgumentValueError, match="chunk_size"):
        simulate_summary(10**8, chunk_size=10**8, progress=False)


def test_the_largest_tables_are_refused_with_the_memory_there_is() -> None:
    available = running._available_memory()
    if available is not None and available > MAX_DEALS * running.ROW_BYTES:
        pytest.skip("this machine could hold 2**32 rows")
    with pytest.raises(ArgumentValueError, match="simulate_summary"):
        simulate(MAX_DEALS, progress=False)


def test_the_row_estimate_is_not_below_the_real_table() -> None:
    df = simulate(20_000, progress=False)
    assert df.memory_usage(deep=True).sum() / len(df) <= running.ROW_BYTES


def test_a_huge_run_streams_in_flat_memory(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """2**31 deals through the command: each chunk's totals are added and let go. (Playing
    them would take hours: here each chunk is counted as abandoned without being played.)"""

    def counted(chunk: running._Chunk) -> np.ndarray:
        totals = np.zeros((summaries._TOTAL_ROWS, 1 + len(summaries._SUMMED)))
        totals[summaries._ABANDONED, 0] = chunk.stop - chunk.start
        return totals

    seen: list[int] = []
    chunks = running._chunks

    def spy(n_deals: int, chunk_size: int, template: running._Chunk) -> Iterator[running._Chunk]:
        for chunk in chunks(n_deals, chunk_size, template):
            seen.append(chunk.stop)
            yield chunk

    monkeypatch.setattr(running, "_summarise_chunk", counted)
    monkeypatch.setattr(running, "_chunks", spy)
    table = simulate_summary(2**31, chunk_size=2**21, progress=True)
    assert table.loc["Abandoned", "deals"] == 2**31 and seen[-1] == 2**31 and len(seen) == 2**10
    assert "2.15G/2.15G" in capsys.readouterr().err  # the bar counts in readable units
    text = simulate_command(2**31, "random", 0, progress=False)
    assert text.splitlines()[0] == f"{2**31} deals, random players, seed 0"
