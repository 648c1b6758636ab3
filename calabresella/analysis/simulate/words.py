"""What ``python -m calabresella simulate`` prints."""

from __future__ import annotations

import time

import pandas as pd

from calabresella.analysis.simulate.arguments import (
    PLAYER_KINDS,
    _check_deals,
    _check_seed,
)
from calabresella.analysis.simulate.running import (
    simulate_summary,
)
from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    check_bool,
)
from calabresella.words import N_, Message, gettext, many, msg, pgettext

GAME_TITLES = (N_("Chiamo"), N_("Solo"), N_("Solissimo"), N_("Solissimo dividete"), N_("Solissimo scegliete"))
"""The games of the summary's rows (R26), said where the table is printed (the summary's own
labels, with ``All played`` and ``Abandoned``, stay the table's keys)."""


def column_labels() -> dict[str, str]:
    """The summary's columns as the command prints them, in the language chosen now."""
    return {
        "deals": pgettext("simulate column", "deals"),
        "share": pgettext("simulate column", "share"),
        "made": pgettext("simulate column", "made"),
        "cappotto": pgettext("simulate column", "cappotto"),
        "stramazzo": pgettext("simulate column", "stramazzo"),
        "soloist_thirds": pgettext("simulate column", "soloist_thirds"),
        "defenders_thirds": pgettext("simulate column", "defenders_thirds"),
        "soloist_tricks": pgettext("simulate column", "soloist_tricks"),
        "soloist_gain": pgettext("simulate column", "soloist_gain"),
    }


def shown_summary(table: pd.DataFrame) -> str:
    """The rows of a summary (:func:`simulate_summary`) with deals, as the command prints them:
    the games, ``All played`` and ``Abandoned`` and the columns said in the language chosen."""
    shown = table[table["deals"] > 0]
    labels = column_labels()
    said = shown.rename(columns=lambda c: labels.get(str(c), str(c)), index=lambda r: gettext(str(r)))
    text: str = said.to_string(float_format=lambda x: f"{x:.3f}", na_rep=pgettext("simulate table: no value", "NaN"))
    return text


def speed(deals: int, elapsed: float) -> Message:
    """The last line of the command: how many deals in how long, and how fast."""
    return many("{count} deal in {seconds:.2f} s: {rate:,.0f} deals/s on one core",
                "{count} deals in {seconds:.2f} s: {rate:,.0f} deals/s on one core",
                deals, seconds=elapsed, rate=deals / max(elapsed, 1e-9))


def simulate_command(args_deals: int, players: str, seed: int, *, progress: bool = True) -> str:
    """What ``python -m calabresella simulate --deals N --players P --seed S`` prints.

    The deals are summarised chunk by chunk (:func:`simulate_summary`): memory does
    not grow with N, and a progress bar (on stderr) shows the time left. N is at most
    2**32 (:data:`MAX_DEALS`).

    >>> print(simulate_command(600, "random", 0, progress=False))  # doctest: +ELLIPSIS
    600 deals, random players, seed 0
    ...
    Solo ...
    ...deals/s...
    """
    args_deals = _check_deals(args_deals, "deals")
    if not isinstance(players, str):
        raise ArgumentTypeError(msg("players must be 'random' or 'heuristic', got {value!r}", value=players))
    if players not in PLAYER_KINDS:
        raise ArgumentValueError(msg("players must be 'random' or 'heuristic', got {value!r}", value=players))
    seed = _check_seed(seed)
    progress = check_bool(progress, "progress")
    started = time.perf_counter()
    table = simulate_summary(args_deals, players=players, seed=seed, progress=progress)  # type: ignore[arg-type]
    elapsed = time.perf_counter() - started
    lines = [
        str(many("{count} deal, {players} players, seed {seed}", "{count} deals, {players} players, seed {seed}",
                 args_deals, players=players, seed=seed)),
        shown_summary(table),
        str(speed(args_deals, elapsed)),
    ]
    return "\n".join(lines)
