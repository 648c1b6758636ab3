"""pandas tables of many deals, and their summary per game (R25–R28)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
import pandas as pd

from calabresella.analysis.simulate.arguments import (
    _check_table,
)
from calabresella.analysis.simulate.bits import (
    CONTRACTS,
    ENHANCEMENTS,
    GAMES,
    Array,
)
from calabresella.analysis.simulate.scores import (
    game_title,
)
from calabresella.engine.actions import (
    Contract,
    Enhancement,
)
from calabresella.words import N_

_CONTRACT_NAMES = ["abandoned"] + [c.value for c in CONTRACTS]
_ENHANCEMENT_NAMES = [e.value for e in ENHANCEMENTS]


def _frame(columns: dict[str, Array]) -> pd.DataFrame:
    code = columns.pop("code").astype(np.int64)
    names = np.array([name for name in GAMES])
    contract_codes = np.zeros(len(code), dtype=np.int8)
    enhancement_codes = np.full(len(code), -1, dtype=np.int8)
    for c, name in enumerate(names):
        contract = Contract(name.split()[0])
        enhancement = Enhancement(name.split()[1]) if " " in name else Enhancement.PLAIN
        contract_codes[code == c] = CONTRACTS.index(contract) + 1
        enhancement_codes[code == c] = ENHANCEMENTS.index(enhancement)
    data: dict[str, Any] = {}
    for name, values in columns.items():
        data[name] = values
        if name == "soloist":
            data["contract"] = pd.Categorical.from_codes(contract_codes, pd.Index(_CONTRACT_NAMES))
            data["enhancement"] = pd.Categorical.from_codes(enhancement_codes, pd.Index(_ENHANCEMENT_NAMES))
    return pd.DataFrame(data, copy=False)


def game_names(df: pd.DataFrame) -> pd.Series:
    """Each row's game: ``'Solo'``, ``'Solissimo dividete'``… or ``'Abandoned'`` (R10, R26)."""
    _check_table(df, ("contract", "enhancement"))
    contract = df["contract"].astype(str)
    enhancement = df["enhancement"].astype(str)
    name = contract.str.capitalize()
    enhanced = (contract == Contract.SOLISSIMO.value) & (enhancement != Enhancement.PLAIN.value)
    return name.where(~enhanced, name + " " + enhancement)


# --------------------------------------------------------------------------- summaries

_SUMMED = (
    "made",
    "cappotto",
    "stramazzo",
    "soloist_thirds",
    "defenders_thirds",
    "soloist_tricks",
    "soloist_gain",
)
"""The columns of :func:`summary` that are means: each is a sum over a game's deals."""
_ABANDONED = len(GAMES)
"""Totals row of the abandoned deals (R10); rows 0… are the games of :data:`GAMES`."""
_OTHER = len(GAMES) + 1
"""Totals row of deals whose game is none of :data:`GAMES` (only in tables made by hand):
they count in ``All played``, as in ``game_names``."""
_TOTAL_ROWS = len(GAMES) + 2
_SUMMARY_COLUMNS = ("soloist", "won", "cappotto", "stramazzo", "soloist_thirds", "defenders_thirds", "soloist_tricks", "t0", "t1", "t2")


def _totals(game: Array, columns: Mapping[str, Array]) -> Array:
    """Per totals row (a game, abandoned, other): the deals, then the sum of each of
    :data:`_SUMMED`. Float64, exact: every sum is a whole number far below 2**53."""
    n = len(game)
    sol = np.asarray(columns["soloist"]).astype(np.int64)
    transfers = np.stack([np.asarray(columns[f"t{s}"]) for s in range(3)], axis=1)
    gain = np.where(sol >= 0, transfers[np.arange(n), np.clip(sol, 0, 2)], 0)
    values = {
        "made": columns["won"],
        "cappotto": columns["cappotto"],
        "stramazzo": columns["stramazzo"],
        "soloist_thirds": columns["soloist_thirds"],
        "defenders_thirds": columns["defenders_thirds"],
        "soloist_tricks": columns["soloist_tricks"],
        "soloist_gain": gain,
    }
    totals = np.zeros((_TOTAL_ROWS, 1 + len(_SUMMED)), dtype=np.float64)
    totals[:, 0] = np.bincount(game, minlength=_TOTAL_ROWS)
    for j, name in enumerate(_SUMMED, start=1):
        weights = np.asarray(values[name]).astype(np.float64)
        totals[:, j] = np.bincount(game, weights=weights, minlength=_TOTAL_ROWS)
    return totals


def _game_rows(df: pd.DataFrame) -> Array:
    """Each row's totals row, from the ``contract`` and ``enhancement`` columns, worked
    out once per pair of categories (not per row: no strings per deal)."""
    contract = pd.Categorical(df["contract"])
    enhancement = pd.Categorical(df["enhancement"])
    rows = {game_title(c): c for c in range(len(GAMES))}
    rows[N_("Abandoned")] = _ABANDONED
    lookup = np.full((len(contract.categories) + 1, len(enhancement.categories) + 1), _OTHER, dtype=np.intp)
    for i, c in enumerate(contract.categories):  # the last row and column: missing values
        for j, e in enumerate([*enhancement.categories, None]):
            name = str(c).capitalize()
            if str(c) == Contract.SOLISSIMO.value and (e is None or str(e) != Enhancement.PLAIN.value):
                name = "" if e is None else f"{name} {e}"
            lookup[i, j] = rows.get(name, _OTHER)
    return np.asarray(lookup[contract.codes, enhancement.codes])


def _summary_table(totals: Array) -> pd.DataFrame:
    """The table of :func:`summary` from the totals of :func:`_totals`."""
    played = totals[[*range(len(GAMES)), _OTHER]].sum(axis=0)
    rows = np.vstack([totals[: len(GAMES)], played[None, :], totals[_ABANDONED][None, :]])
    deals = rows[:, 0]
    means = np.full((len(rows), len(_SUMMED)), np.nan)
    some = deals > 0
    means[some] = rows[some, 1:] / deals[some, None]
    means[-1] = np.nan  # abandoned deals have no score (R10): only their number
    titles = [game_title(c) for c in range(len(GAMES))] + [N_("All played"), N_("Abandoned")]
    data: dict[str, Any] = {"deals": deals.astype(np.int64), "share": deals / max(float(totals[:, 0].sum()), 1.0)}
    data.update({name: means[:, j] for j, name in enumerate(_SUMMED)})
    return pd.DataFrame(data, index=pd.Index(titles))


def summary(df: pd.DataFrame) -> pd.DataFrame:
    """Per game: how often it was played and made, Cappotto and Stramazzo rates, mean thirds.

    Rows in the order of R26 (then ``All played`` and ``Abandoned``); columns ``deals``,
    ``share`` (of all deals), ``made`` (R25), ``cappotto``, ``stramazzo`` (R27),
    ``soloist_thirds``, ``defenders_thirds``, ``soloist_tricks``, ``soloist_gain``
    (the soloist's mean transfer, R28). :func:`simulate_summary` gives the same table
    without building ``df``.
    """
    df = _check_table(df, ("contract", "enhancement", *_SUMMARY_COLUMNS))
    columns = {name: df[name].to_numpy() for name in _SUMMARY_COLUMNS}
    return _summary_table(_totals(_game_rows(df), columns))
