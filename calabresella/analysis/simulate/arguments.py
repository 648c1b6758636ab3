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
    DEAL_SEATS,
    ITALIAN,
    PROFILES,
    Rules,
)
from calabresella.words import Message, msg

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
        raise ArgumentValueError(msg(
            "{name} must be at most 2**32 = {most:,} deals in one run (deal i of the run with "
            "seed S has the seed S * 2**32 + i, so more deals would repeat the run with seed S + 1); "
            "for more, add up runs with different seeds, got {value:,}", name=name, most=MAX_DEALS, value=n_deals))
    return _whole(n_deals, name, 1, MAX_DEALS)


def _check_players(players: Any) -> str | tuple[str, ...]:
    """``'random'``, ``'heuristic'``, or a sequence of three of those (one per seat, R2)."""
    seats = DEAL_SEATS
    refused = msg("players must be 'random', 'heuristic', or a sequence of {count} of those, one per seat "
                  "{seats} (R2), got {value!r}", count=seats, seats=", ".join(map(str, range(seats))), value=players)
    if isinstance(players, str):
        if players not in PLAYER_KINDS:
            raise ArgumentValueError(refused)
        return players
    if not isinstance(players, Sequence | np.ndarray):
        raise ArgumentTypeError(refused)
    kinds = tuple(players)
    if any(not isinstance(k, str) for k in kinds):
        raise ArgumentTypeError(msg(
            "players must be 'random', 'heuristic', or a sequence of {count} of those, one per seat {seats} (R2): "
            "names, not player objects; got {value!r}", count=seats, seats=", ".join(map(str, range(seats))),
            value=players))
    if len(kinds) != seats or any(k not in PLAYER_KINDS for k in kinds):
        raise ArgumentValueError(refused)
    return tuple(str(k) for k in kinds)


def _check_contract(contract: Any) -> Contract | None:
    """``None`` (hold an auction), a :class:`~calabresella.engine.actions.Contract` or its name (R8)."""
    if contract is None or isinstance(contract, Contract):
        return contract
    refused = msg("contract must be None (hold an auction), a Contract or one of {names} (R8), got {value!r}",
                  names=", ".join(repr(c.value) for c in CONTRACTS), value=contract)
    if not isinstance(contract, str):
        raise ArgumentTypeError(refused)
    try:
        return Contract(contract.lower())
    except ValueError:
        raise ArgumentValueError(refused) from None


def _check_soloist(soloist: Any, contract: Contract | None) -> int | None:
    """A seat 0–2 (R2) that plays the forced ``contract`` (R9); only with a contract."""
    if soloist is None:
        return None
    seat = _whole(soloist, "soloist", 0, 2, rule="R2")
    if contract is None:
        raise ArgumentValueError(msg(
            "soloist={seat} names the seat that plays a forced contract (R9): give contract= too, "
            "or leave soloist out to hold an auction (R8)", seat=seat))
    return seat


def _unsupported(rules: Rules) -> Message | None:
    """Why the simulator cannot play a profile (None when it can)."""
    if (rules.hand_size, rules.monte_size) != (ITALIAN.hand_size, ITALIAN.monte_size):
        return msg("the simulator plays hands of {hand} and a monte of {monte} (R7); profile {name!r} has {size} "
                   "and {monte_size}", hand=ITALIAN.hand_size, monte=ITALIAN.monte_size, name=rules.name,
                   size=rules.hand_size, monte_size=rules.monte_size)
    if rules.all_pass_redeal_limited:
        return msg("the simulator deals every deal afresh, so the limited redeal that follows an all-pass "
                   "(V2b, profile {name!r}) never happens", name=rules.name)
    largest = 2 * max(v for _, v in rules.stakes) * max(rules.cappotto_multiplier, rules.stramazzo_multiplier)
    if rules.total_thirds > np.iinfo(np.int8).max or largest > np.iinfo(np.int16).max:
        return msg("the simulator's table keeps thirds in {thirds_bits} bits and transfers in {transfer_bits}: "
                   "profile {name!r} has {thirds} thirds in a deal (R5) and transfers up to {largest:,} (R26-R28)",
                   thirds_bits=8, transfer_bits=16, name=rules.name, thirds=rules.total_thirds, largest=largest)
    return None


SIMULATED_PROFILES: tuple[str, ...] = tuple(name for name, r in PROFILES.items() if _unsupported(r) is None)
"""The named profiles the simulator plays (any :class:`Rules` like them works too): every
one but V2b, whose limited redeal keeps a monte across deals."""


def _check_rules(rules: Any) -> Rules:
    """A :class:`~calabresella.games.italian.rules.Rules` value of a profile the simulator plays."""
    checked = _check_any_rules(rules)
    why = _unsupported(checked)
    if why is not None:
        raise ArgumentValueError(msg("{reason}; it plays the profiles {profiles}", reason=why,
                                     profiles=", ".join(SIMULATED_PROFILES)))
    return checked


def _check_any_rules(rules: Any) -> Rules:
    """A :class:`~calabresella.games.italian.rules.Rules` value (dealing alone takes any)."""
    checked: Rules = check_instance(
        rules, Rules, "rules",
        msg("a calabresella.games.italian.rules.Rules value, such as ITALIAN or profile('bidder-leads')"),
    )
    return checked


def _check_executor(executor: Any) -> Executor | None:
    if executor is None or isinstance(executor, Executor):
        return executor
    if hasattr(executor, "get_executor"):
        raise ArgumentTypeError(msg(
            "executor must be None or a concurrent.futures.Executor, such as ProcessPoolExecutor() or a dask "
            "client's client.get_executor(); for a dask Client pass client.get_executor(); got {value!r}",
            value=executor))
    raise ArgumentTypeError(msg(
        "executor must be None or a concurrent.futures.Executor, such as ProcessPoolExecutor() or a dask "
        "client's client.get_executor(); got {value!r}", value=executor))


def _check_dealing(dealing: Any) -> str:
    refused = msg("dealing must be 'numpy' or 'engine', got {value!r}", value=dealing)
    if not isinstance(dealing, str):
        raise ArgumentTypeError(refused)
    if dealing not in ("numpy", "engine"):
        raise ArgumentValueError(refused)
    return dealing


def _int_array(
    values: Any, name: str, low: int | None = None, high: int | None = None, rule: str | None = None, ndim: int = 1
) -> Array:
    """``values`` as an integer array of ``ndim`` dimensions, every value in ``low … high``."""
    numbers = _whole_numbers(low, high)
    try:
        array = np.asarray(values)
    except (TypeError, ValueError):
        raise ArgumentTypeError(_ruled(
            rule, msg("{name} must be an array of {numbers} ({rule}), got {value!r}", name=name, numbers=numbers,
                      rule=rule, value=values),
            msg("{name} must be an array of {numbers}, got {value!r}", name=name, numbers=numbers, value=values),
        )) from None
    if array.ndim != ndim:
        raise ArgumentValueError(_ruled(
            rule, msg("{name} must be a {ndim}-dimensional array of whole numbers ({rule}), got shape {shape}",
                      name=name, ndim=ndim, rule=rule, shape=array.shape),
            msg("{name} must be a {ndim}-dimensional array of whole numbers, got shape {shape}", name=name,
                ndim=ndim, shape=array.shape),
        ))
    if array.size == 0:
        return array.astype(np.int64)
    if not np.issubdtype(array.dtype, np.integer):
        raise ArgumentTypeError(_ruled(
            rule, msg("{name} must hold {numbers} ({rule}), got values of type {kind}", name=name, numbers=numbers,
                      rule=rule, kind=array.dtype),
            msg("{name} must hold {numbers}, got values of type {kind}", name=name, numbers=numbers,
                kind=array.dtype),
        ))
    smallest, largest = array.min(), array.max()
    if (low is not None and smallest < low) or (high is not None and largest > high):
        bad = smallest if low is not None and smallest < low else largest
        raise ArgumentValueError(_ruled(
            rule, msg("{name} must hold {numbers} ({rule}), got {value}", name=name, numbers=numbers, rule=rule,
                      value=bad),
            msg("{name} must hold {numbers}, got {value}", name=name, numbers=numbers, value=bad),
        ))
    return array


def _whole_numbers(low: int | None, high: int | None) -> Message:
    """"whole numbers from 0 to 39", "… of at least 0" or "whole numbers": what an array must hold."""
    if low is not None and high is not None:
        return msg("whole numbers from {low} to {high}", low=low, high=high)
    if low is not None:
        return msg("whole numbers of at least {low}", low=low)
    return msg("whole numbers")


def _ruled(rule: str | None, ruled: Message, plain: Message) -> Message:
    """The refusal that names ``rule``, or the one without a rule."""
    return ruled if rule else plain


def _check_table(df: Any, columns: Sequence[str], name: str = "df") -> pd.DataFrame:
    """A table of :func:`simulate` with (at least) ``columns``."""
    check_instance(df, pd.DataFrame, name, msg("a pandas DataFrame returned by simulate()"))
    missing = [c for c in columns if c not in df.columns]
    if missing:
        raise ArgumentValueError(msg(
            "{name} must be a table returned by simulate(), with the columns {columns}; it lacks {missing}",
            name=name, columns=", ".join(columns), missing=", ".join(missing)))
    return df  # type: ignore[no-any-return]
def _same_length(**arrays: Array) -> None:
    """One value per deal in every array."""
    lengths = {name: len(values) for name, values in arrays.items()}
    if len(set(lengths.values())) > 1:
        each = ", ".join(str(msg("{name} (got {length})", name=name, length=length)) for name, length in lengths.items())
        raise ArgumentValueError(msg("one value per deal is needed in each of {arrays}", arrays=each))
