"""Running a simulation: its chunks, the memory it may take (refused up front when it
cannot fit), executors and the progress bar; :func:`simulate` and :func:`simulate_summary`."""

from __future__ import annotations

import dataclasses
import importlib
import os
from collections.abc import Iterator, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import numpy as np
import pandas as pd

from calabresella.analysis import streaming
from calabresella.analysis.simulate.arguments import (
    PlayerKind,
    _check_contract,
    _check_dealing,
    _check_deals,
    _check_executor,
    _check_players,
    _check_rules,
    _check_seed,
    _check_soloist,
    _whole,
)
from calabresella.analysis.simulate.bits import (
    Array,
    to_bits,
)
from calabresella.analysis.simulate.dealing import (
    _layout,
    _numpy_packs,
    engine_deals,
)
from calabresella.analysis.simulate.played import (
    Played,
)
from calabresella.analysis.simulate.playout import (
    _play,
    load_compiled,
)
from calabresella.analysis.simulate.randomness import (
    deal_seeds,
)
from calabresella.analysis.simulate.summaries import (
    _ABANDONED,
    _SUMMED,
    _TOTAL_ROWS,
    _frame,
    _summary_table,
    _totals,
)
from calabresella.engine.actions import (
    Contract,
)
from calabresella.engine.errors import (
    ArgumentValueError,
    check_bool,
)
from calabresella.games.italian.rules import (
    ITALIAN,
    Rules,
)
from calabresella.words import msg, pgettext

# --------------------------------------------------------------------------- tables of many deals

_COLUMNS: dict[str, type] = {
    "seed": np.int64,
    "dealer": np.int8,
    "soloist": np.int8,
    "code": np.int8,
    "called": np.int8,
    "call_holder": np.int8,
    "soloist_tricks": np.int8,
    "monte_thirds": np.int8,
    "last_trick_to_soloist": np.bool_,
    "soloist_thirds": np.int8,
    "defenders_thirds": np.int8,
    "soloist_points": np.int8,
    "defenders_points": np.int8,
    "won": np.bool_,
    "cappotto": np.bool_,
    "stramazzo": np.bool_,
    "multiplier": np.int8,
    "t0": np.int16,
    "t1": np.int16,
    "t2": np.int16,
}


@dataclass(frozen=True)
class _Chunk:
    start: int
    stop: int
    seed: int
    players: str | tuple[str, ...]
    contract: Contract | None
    soloist: int | None
    dealing: str
    rules: Rules
    compiled: bool = False
    """Load the compiled trick loop first (:func:`.playout.load_compiled`): the run is long."""


COMPILED_RUNS = {"heuristic": 150_000, "random": 1_000_000}
"""The fewest deals of a run that loads the compiled trick loop (about 0.6 s of CPU, once
per process: importing Numba, reading the compiled loop from its cache) when some seat
plays the heuristic, and when every seat plays at random. The loop saves about 5 µs a
deal of heuristic play and 0.6 µs of random play, so a run this long pays for it, and
every later large chunk of the process plays with it. The cards played are the same."""


def _worth_compiling(n_deals: int, players: str | tuple[str, ...]) -> bool:
    kinds = (players,) if isinstance(players, str) else players
    return n_deals >= COMPILED_RUNS["heuristic" if "heuristic" in kinds else "random"]


def _play_chunk(chunk: _Chunk) -> Played:
    """Deal and play one chunk."""
    if chunk.compiled:
        load_compiled()
    seeds = deal_seeds(chunk.seed, chunk.start, chunk.stop)
    dealers = np.arange(chunk.start, chunk.stop, dtype=np.int64) % 3
    if chunk.dealing == "numpy":
        hands, monte = _layout(_numpy_packs(seeds), dealers, chunk.rules)
    else:
        hands, monte = engine_deals(seeds, dealers, chunk.rules)
    return _play(
        to_bits(hands), monte, dealers, seeds, chunk.players, chunk.contract, chunk.soloist, chunk.rules
    )


def _run_chunk(chunk: _Chunk) -> dict[str, Array]:
    """Deal and play one chunk; the columns of its rows (a top-level function, for executors)."""
    p = _play_chunk(chunk)
    values: dict[str, Array] = {
        "seed": p.seed,
        "dealer": p.dealer,
        "soloist": p.soloist,
        "code": p.code,
        "called": p.called,
        "call_holder": p.call_holder,
        "soloist_tricks": p.soloist_tricks,
        "monte_thirds": p.monte_thirds,
        "last_trick_to_soloist": p.last_trick_to_soloist,
        **p.scores,
    }
    return {name: np.asarray(values[name]).astype(dtype, copy=False) for name, dtype in _COLUMNS.items()}


def _summarise_chunk(chunk: _Chunk) -> Array:
    """Deal and play one chunk; only the sums :func:`summary` needs (a top-level function, for executors)."""
    p = _play_chunk(chunk)
    game = np.where(p.code >= 0, p.code, _ABANDONED).astype(np.intp)
    return _totals(game, {"soloist": p.soloist, "soloist_tricks": p.soloist_tricks, **p.scores})


def _chunks(n_deals: int, chunk_size: int, template: _Chunk) -> Iterator[_Chunk]:
    """The run's chunks, made one at a time (a run may have millions)."""
    for start in range(0, n_deals, chunk_size):
        yield dataclasses.replace(template, start=start, stop=min(start + chunk_size, n_deals))


@dataclass(frozen=True)
class _Run:
    """A run's checked arguments."""

    n_deals: int
    chunk_size: int
    executor: Executor | None
    progress: bool
    template: _Chunk

    def chunks(self) -> Iterator[_Chunk]:
        return _chunks(self.n_deals, self.chunk_size, self.template)


def _check_run(
    n_deals: Any,
    players: Any,
    seed: Any,
    contract: Any,
    chunk_size: Any,
    executor: Any,
    progress: Any,
    soloist: Any,
    dealing: Any,
    rules: Any,
) -> _Run:
    """Every argument of :func:`simulate` and :func:`simulate_summary`, checked up front."""
    n_deals = _check_deals(n_deals)
    kinds = _check_players(players)
    seed = _check_seed(seed)
    forced = _check_contract(contract)
    chunk_size = _whole(chunk_size, "chunk_size", 1)
    return _Run(
        n_deals=n_deals,
        chunk_size=chunk_size,
        executor=_check_executor(executor),
        progress=check_bool(progress, "progress"),
        template=_Chunk(
            0,
            0,
            seed,
            kinds,
            forced,
            _check_soloist(soloist, forced),
            _check_dealing(dealing),
            _check_rules(rules),
            compiled=_worth_compiling(n_deals, kinds),
        ),
    )


# --------------------------------------------------------------------------- memory

ROW_BYTES = 48
"""Peak memory per row of :func:`simulate`'s table while it is built (measured: 31 bytes
a row in the table, about 40 at the peak)."""
CHUNK_DEAL_BYTES = 1024
"""Peak working memory per deal of a chunk being played (measured: about 880 bytes)."""


def _available_memory() -> int | None:
    """Bytes this process can still take without swapping: the system's available memory
    (``MemAvailable`` on Linux), capped by a cgroup (container) limit; None when unknown."""
    found: list[int] = []
    try:
        psutil: Any = importlib.import_module("psutil")  # installed with distributed
        found.append(int(psutil.virtual_memory().available))
    except (ImportError, OSError, AttributeError):
        try:
            found.append(os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE"))
        except (AttributeError, OSError, ValueError):
            pass
    try:
        limit = Path("/sys/fs/cgroup/memory.max").read_text().strip()
        if limit != "max":
            used = int(Path("/sys/fs/cgroup/memory.current").read_text().strip())
            found.append(max(int(limit) - used, 0))
    except (OSError, ValueError):
        pass
    return min(found) if found else None


def _gib(n_bytes: float) -> str:
    return f"{n_bytes / 2**30:,.1f} GiB" if n_bytes >= 2**30 else f"{n_bytes / 2**20:,.0f} MiB"


def _check_chunk_memory(run: _Run) -> int:
    """The working memory of one chunk; refused if it cannot fit."""
    deals = min(run.chunk_size, run.n_deals)
    need = deals * CHUNK_DEAL_BYTES
    available = _available_memory()
    if available is not None and need > available:
        raise ArgumentValueError(msg(
            "chunk_size={chunk:,}: playing {deals:,} deals at once needs about {need} of memory and only "
            "{available} is available; give a smaller chunk_size ({enough:,} is plenty)", chunk=run.chunk_size,
            deals=deals, need=_gib(need), available=_gib(available), enough=10_000))
    return need


def _check_table_memory(run: _Run) -> None:
    """Refuse up front a table of one row per deal that cannot fit in memory."""
    chunk = _check_chunk_memory(run)
    need = run.n_deals * ROW_BYTES + chunk
    available = _available_memory()
    if available is not None and need > available:
        raise ArgumentValueError(msg(
            "simulate({deals:,}) returns one row per deal: about {need} of memory, and only {available} is "
            "available. For the summary of that many deals use simulate_summary({deals:,}, ...) or "
            "`python -m calabresella simulate --deals {deals}`, which play them chunk by chunk in flat memory; "
            "or simulate at most about {most:,} deals", deals=run.n_deals, need=_gib(need), available=_gib(available),
            most=max(available - chunk, 0) // ROW_BYTES))


# --------------------------------------------------------------------------- running chunks

_window = streaming.window
"""How many chunks to keep submitted (:func:`calabresella.analysis.streaming.window`)."""

_results = streaming.bounded
"""``work(chunk)`` for every chunk, as they finish, a few per worker in flight
(:func:`calabresella.analysis.streaming.bounded`): memory does not grow with the chunks."""


def _progress_bar(run: _Run) -> Any:
    from tqdm.auto import tqdm

    return tqdm(total=run.n_deals, unit=pgettext("progress unit", "deal"), unit_scale=run.n_deals >= 10**6,
                disable=not run.progress, desc="simulate")


# --------------------------------------------------------------------------- tables of many deals


def simulate(
    n_deals: int,
    players: PlayerKind | Sequence[PlayerKind] = "random",
    seed: int = 0,
    contract: Contract | str | None = None,
    chunk_size: int = 10_000,
    executor: Executor | None = None,
    progress: bool = True,
    *,
    soloist: int | None = None,
    dealing: Literal["numpy", "engine"] = "numpy",
    rules: Rules = ITALIAN,
) -> pd.DataFrame:
    """Deal and play ``n_deals`` deals; one row per deal.

    - ``n_deals``: a whole number from 1 to 2**32 (:data:`MAX_DEALS`); the table must
      fit in memory (48 bytes a row counted, :data:`ROW_BYTES`), else it is refused up front: summarise
      more deals with :func:`simulate_summary`, whose memory stays flat.
    - ``players``: ``"random"``, ``"heuristic"``, or one of those per seat (R2).
    - ``seed``: a whole number from 0 to 2**31 - 1.
    - ``contract``: skip the auction and have ``soloist`` (a seat 0–2, R2; default:
      the dealer's right) play this contract (R9); ``None`` holds an auction (R8–R10).
    - Deal *i* has dealer ``i % 3`` (R6) and seed ``seed * 2**32 + i``.
    - ``chunk_size`` deals are played at once; chunks go to ``executor`` (a
      ``concurrent.futures.Executor`` such as ``ProcessPoolExecutor``, or
      ``client.get_executor()`` of a dask cluster) when given. The result does not
      depend on either.
    - ``rules``: a :class:`~calabresella.games.italian.rules.Rules` value of a profile the simulator
      plays (:data:`SIMULATED_PROFILES`, or any ``Rules.replace(...)`` of them: hands of
      12, a monte of 4, every deal dealt afresh, so not V2b). Its rule decisions come
      from the engine's functions. At four (V3) each row is a deal of the three players
      who receive cards: ``dealer`` is the deal's dealer seat, the player on the
      sitting-out dealer's left (as in ``Deal.new(seed, dealer, rules)``), and
      ``t0``–``t2`` are the transfers of the deal's three seats.

    Columns: ``seed dealer soloist contract enhancement called call_holder
    soloist_tricks monte_thirds last_trick_to_soloist soloist_thirds defenders_thirds
    soloist_points defenders_points won cappotto stramazzo multiplier t0 t1 t2``
    (cards as indices, -1 for none; ``t0``–``t2`` the transfers of seats 0–2, R28).
    Abandoned deals (R10) have contract ``"abandoned"`` and no score.
    """
    run = _check_run(n_deals, players, seed, contract, chunk_size, executor, progress, soloist, dealing, rules)
    _check_table_memory(run)
    columns: dict[str, Array] = {name: np.empty(run.n_deals, dtype=dtype) for name, dtype in _COLUMNS.items()}
    with _progress_bar(run) as bar:
        for chunk, result in _results(run.chunks(), run.executor, _run_chunk):
            for name, values in result.items():
                columns[name][chunk.start : chunk.stop] = values
            bar.update(chunk.stop - chunk.start)
    return _frame(columns)


def simulate_summary(
    n_deals: int,
    players: PlayerKind | Sequence[PlayerKind] = "random",
    seed: int = 0,
    contract: Contract | str | None = None,
    chunk_size: int = 10_000,
    executor: Executor | None = None,
    progress: bool = True,
    *,
    soloist: int | None = None,
    dealing: Literal["numpy", "engine"] = "numpy",
    rules: Rules = ITALIAN,
) -> pd.DataFrame:
    """``summary(simulate(...))``, the same to the last digit, in memory flat in ``n_deals``.

    The arguments are those of :func:`simulate`. Each chunk is played and reduced to
    the counts and sums :func:`summary` needs, then let go: only one chunk's deals are
    ever held (one per worker with an ``executor``), so a billion deals need no more
    memory than ten thousand. The progress bar shows the deals done and the time left.

    >>> from calabresella.analysis.simulate import summary
    >>> table = simulate_summary(3000, seed=4, chunk_size=700, progress=False)
    >>> table.equals(summary(simulate(3000, seed=4, progress=False)))
    True
    """
    run = _check_run(n_deals, players, seed, contract, chunk_size, executor, progress, soloist, dealing, rules)
    _check_chunk_memory(run)
    totals = np.zeros((_TOTAL_ROWS, 1 + len(_SUMMED)), dtype=np.float64)
    with _progress_bar(run) as bar:
        for chunk, result in _results(run.chunks(), run.executor, _summarise_chunk):
            totals += result
            bar.update(chunk.stop - chunk.start)
    return _summary_table(totals)
