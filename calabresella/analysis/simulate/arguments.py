"""Every argument of the simulator checked up front: a refusal is a typed error
(:mod:`calabresella.engine.errors`) that says what was expected."""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Executor
from typing import Any, Literal

import numpy as np
import pandas as pd

from calabresella.analysis.simulate.bits import (
    CONTRACTS,
    Array,
)
from calabresella.engine.actions import (
    Contract,
)
from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    check_instance,
    check_int,
)
from calabresella.games.italian.rules import (
    ITALIAN,
    PROFILES,
    Rules,
)

PlayerKind = Literal["random", "heuristic"]

# --------------------------------------------------------------------------- argument checks

MAX_SEED = 2**31 - 1
"""The largest run seed: deal seeds ``seed * 2**32 + i`` must fit in 64 signed bits."""
MAX_DEALS = 2**32
"""The most deals one run may have. Deal *i* of the run with seed *S* has the seed
``S * 2**32 + i``: with more, deal ``2**32 + j`` would be deal *j* of the run with seed
``S + 1``, and for the largest seeds the deal seed would overflow 64 bits. At about
150,000 random deals a second that is some eight hours of one core; for more, add up
runs with different seeds."""
PLAYER_KINDS: tuple[str, ...] = ("random", "heuristic")


def _whole(value: Any, name: str, low: int | None = None, high: int | None = None, rule: str | None = None) -> int:
    """:func:`~calabresella.engine.errors.check_int`, also taking NumPy integers (never bools or floats)."""
    if isinstance(value, np.integer):
        value = int(value)
    return check_int(value, name, low, high, rule)


def _check_seed(seed: Any, name: str = "seed") -> int:
    return _whole(seed, name, 0, MAX_SEED)


def _check_deals(n_deals: Any, name: str = "n_deals") -> int:
    """A run's number of deals: a whole number from 1 to :data:`MAX_DEALS`."""
    if isinstance(n_deals, np.integer):
        n_deals = int(n_deals)
    if isinstance(n_deals, int) and not isinstance(n_deals, bool) and n_deals > MAX_DEALS:
        raise ArgumentValueError(
            f"{name} must be at most 2**32 = {MAX_DEALS:,} deals in one run (deal i of the run with "
            f"seed S has the seed S * 2**32 + i, so more deals would repeat the run with seed S + 1); "
            f"for more, add up runs with different seeds, got {n_deals:,}"
        )
    return _whole(n_deals, name, 1, MAX_DEALS)


def _check_players(players: Any) -> str | tuple[str, ...]:
    """``'random'``, ``'heuristic'``, or a sequence of three of those (one per seat, R2)."""
    expected = "'random', 'heuristic', or a sequence of three of those, one per seat 0, 1, 2 (R2)"
    if isinstance(players, str):
        if players not in PLAYER_KINDS:
            raise ArgumentValueError(f"players must be {expected}, got {players!r}")
        return players
    if not isinstance(players, Sequence | np.ndarray):
        raise ArgumentTypeError(f"players must be {expected}, got {players!r}")
    kinds = tuple(players)
    if any(not isinstance(k, str) for k in kinds):
        raise ArgumentTypeError(f"players must be {expected}: names, not player objects; got {players!r}")
    if len(kinds) != 3 or any(k not in PLAYER_KINDS for k in kinds):
        raise ArgumentValueError(f"players must be {expected}, got {players!r}")
    return tuple(str(k) for k in kinds)


def _check_contract(contract: Any) -> Contract | None:
    """``None`` (hold an auction), a :class:`~calabresella.engine.actions.Contract` or its name (R8)."""
    names = ", ".join(repr(c.value) for c in CONTRACTS)
    expected = f"None (hold an auction), a Contract or one of {names} (R8)"
    if contract is None or isinstance(contract, Contract):
        return contract
    if not isinstance(contract, str):
        raise ArgumentTypeError(f"contract must be {expected}, got {contract!r}")
    try:
        return Contract(contract.lower())
    except ValueError:
        raise ArgumentValueError(f"contract must be {expected}, got {contract!r}") from None


def _check_soloist(soloist: Any, contract: Contract | None) -> int | None:
    """A seat 0–2 (R2) that plays the forced ``contract`` (R9); only with a contract."""
    if soloist is None:
        return None
    seat = _whole(soloist, "soloist", 0, 2, rule="R2")
    if contract is None:
        raise ArgumentValueError(
            f"soloist={seat} names the seat that plays a forced contract (R9): give contract= too, "
            "or leave soloist out to hold an auction (R8)"
        )
    return seat


def _unsupported(rules: Rules) -> str | None:
    """Why the simulator cannot play a profile (None when it can)."""
    if (rules.hand_size, rules.monte_size) != (ITALIAN.hand_size, ITALIAN.monte_size):
        return (
            f"the simulator plays hands of {ITALIAN.hand_size} and a monte of {ITALIAN.monte_size} (R7); "
            f"profile {rules.name!r} has {rules.hand_size} and {rules.monte_size}"
        )
    if rules.all_pass_redeal_limited:
        return (
            f"the simulator deals every deal afresh, so the limited redeal that follows an all-pass "
            f"(V2b, profile {rules.name!r}) never happens"
        )
    largest = 2 * max(v for _, v in rules.stakes) * max(rules.cappotto_multiplier, rules.stramazzo_multiplier)
    if rules.total_thirds > np.iinfo(np.int8).max or largest > np.iinfo(np.int16).max:
        return (
            f"the simulator's table keeps thirds in 8 bits and transfers in 16: profile {rules.name!r} "
            f"has {rules.total_thirds} thirds in a deal (R5) and transfers up to {largest:,} (R26-R28)"
        )
    return None


SIMULATED_PROFILES: tuple[str, ...] = tuple(name for name, r in PROFILES.items() if _unsupported(r) is None)
"""The named profiles the simulator plays (any :class:`Rules` like them works too): every
one but V2b, whose limited redeal keeps a monte across deals."""


def _check_rules(rules: Any) -> Rules:
    """A :class:`~calabresella.games.italian.rules.Rules` value of a profile the simulator plays."""
    checked = _check_any_rules(rules)
    why = _unsupported(checked)
    if why is not None:
        raise ArgumentValueError(f"{why}; it plays the profiles {', '.join(SIMULATED_PROFILES)}")
    return checked


def _check_any_rules(rules: Any) -> Rules:
    """A :class:`~calabresella.games.italian.rules.Rules` value (dealing alone takes any)."""
    checked: Rules = check_instance(
        rules, Rules, "rules", "a calabresella.games.italian.rules.Rules value, such as ITALIAN or profile('bidder-leads')"
    )
    return checked


def _check_executor(executor: Any) -> Executor | None:
    if executor is None or isinstance(executor, Executor):
        return executor
    hint = "; for a dask Client pass client.get_executor()" if hasattr(executor, "get_executor") else ""
    raise ArgumentTypeError(
        "executor must be None or a concurrent.futures.Executor, such as ProcessPoolExecutor() or a dask "
        f"client's client.get_executor(){hint}; got {executor!r}"
    )


def _check_dealing(dealing: Any) -> str:
    if not isinstance(dealing, str):
        raise ArgumentTypeError(f"dealing must be 'numpy' or 'engine', got {dealing!r}")
    if dealing not in ("numpy", "engine"):
        raise ArgumentValueError(f"dealing must be 'numpy' or 'engine', got {dealing!r}")
    return dealing


def _int_array(
    values: Any, name: str, low: int | None = None, high: int | None = None, rule: str | None = None, ndim: int = 1
) -> Array:
    """``values`` as an integer array of ``ndim`` dimensions, every value in ``low … high``."""
    bounds = (
        f" from {low} to {high}" if low is not None and high is not None
        else f" of at least {low}" if low is not None
        else ""
    )
    where = f" ({rule})" if rule else ""
    try:
        array = np.asarray(values)
    except (TypeError, ValueError):
        raise ArgumentTypeError(f"{name} must be an array of whole numbers{bounds}{where}, got {values!r}") from None
    if array.ndim != ndim:
        raise ArgumentValueError(
            f"{name} must be a {ndim}-dimensional array of whole numbers{where}, got shape {array.shape}"
        )
    if array.size == 0:
        return array.astype(np.int64)
    if not np.issubdtype(array.dtype, np.integer):
        raise ArgumentTypeError(
            f"{name} must hold whole numbers{bounds}{where}, got values of type {array.dtype}"
        )
    smallest, largest = array.min(), array.max()
    if (low is not None and smallest < low) or (high is not None and largest > high):
        bad = smallest if low is not None and smallest < low else largest
        raise ArgumentValueError(f"{name} must hold whole numbers{bounds}{where}, got {bad}")
    return array


def _check_table(df: Any, columns: Sequence[str], name: str = "df") -> pd.DataFrame:
    """A table of :func:`simulate` with (at least) ``columns``."""
    check_instance(df, pd.DataFrame, name, "a pandas DataFrame returned by simulate()")
    missing = [c for c in columns if c not in df.columns]
    if missing:
        raise ArgumentValueError(
            f"{name} must be a table returned by simulate(), with the columns {', '.join(columns)}; "
            f"it lacks {', '.join(missing)}"
        )
    return df  # type: ignore[no-any-return]
def _same_length(**arrays: Array) -> None:
    """One value per deal in every array."""
    lengths = {name: len(values) for name, values in arrays.items()}
    if len(set(lengths.values())) > 1:
        raise ArgumentValueError(
            "one value per deal is needed in each of "
            + ", ".join(f"{name} (got {length})" for name, length in lengths.items())
        )
