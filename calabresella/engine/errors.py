"""The package's own argument errors, and the small checks every public entry point uses.

A call with an argument of the wrong type raises :class:`ArgumentTypeError` (a
``TypeError``); one of the right type whose value describes nothing possible raises
:class:`ArgumentValueError` (a ``ValueError``). Both messages say what was expected,
and name the rule where a rule decides it.

>>> check_int(True, "soloist", 0, 2, rule="R2")
Traceback (most recent call last):
  ...
calabresella.words.errors.ArgumentTypeError: soloist must be a whole number from 0 to 2 (R2), got True
>>> check_int(5, "soloist", 0, 2, rule="R2")
Traceback (most recent call last):
  ...
calabresella.words.errors.ArgumentValueError: soloist must be a whole number from 0 to 2 (R2), got 5
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from calabresella.words.errors import ArgumentTypeError as ArgumentTypeError
from calabresella.words.errors import ArgumentValueError as ArgumentValueError
from calabresella.words.errors import CalabresellaError as CalabresellaError
from calabresella.words.message import Message, said
from calabresella.words.table import Table


def _rule(rule: str | None) -> str:
    return f" ({rule})" if rule else ""


def is_whole(value: Any) -> bool:
    """True for an ``int`` that is not a ``bool`` (``True`` is not seat 1)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_int(
    value: Any, name: str, low: int | None = None, high: int | None = None, rule: str | None = None
) -> int:
    """``value`` if it is a whole number (not a bool) in ``low … high``; else a clear error."""
    if low is not None and high is not None:
        expected = f"a whole number from {low} to {high}"
    elif low is not None:
        expected = f"a whole number of at least {low}"
    elif high is not None:
        expected = f"a whole number of at most {high}"
    else:
        expected = "a whole number"
    message = f"{name} must be {expected}{_rule(rule)}, got {value!r}"
    if not is_whole(value):
        raise ArgumentTypeError(message)
    if (low is not None and value < low) or (high is not None and value > high):
        raise ArgumentValueError(message)
    return int(value)


def check_bool(value: Any, name: str, rule: str | None = None) -> bool:
    """``value`` if it is ``True`` or ``False`` (not ``"false"``, not 1); else a clear error."""
    if not isinstance(value, bool):
        raise ArgumentTypeError(f"{name} must be True or False{_rule(rule)}, got {value!r}")
    return value


MAX_TIME_BUDGET = 86_400.0
"""The longest time budget accepted, in seconds: a day (a longer one is a typo, or ``inf``)."""


def check_time_budget(value: object) -> float:
    """A time budget: a number of seconds above 0 and at most :data:`MAX_TIME_BUDGET`; else a
    clear error (never an ``OverflowError``, whatever the number).

    >>> check_time_budget(10**400)
    Traceback (most recent call last):
      ...
    calabresella.words.errors.ArgumentValueError: time_budget must be a number of seconds above 0 and at most 86400 (a day), got a whole number of about 401 digits
    """
    expected = f"time_budget must be a number of seconds above 0 and at most {MAX_TIME_BUDGET:.0f} (a day)"
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        raise ArgumentValueError(f"{expected}, got {value!r}")
    if not 0 < value <= MAX_TIME_BUDGET:  # False for NaN; an int of any size compares exactly
        huge = is_whole(value) and abs(value) > 10**15  # shown by its size: str() of one is slow or refused
        shown = f"a whole number of about {int(abs(int(value)).bit_length() * 0.30103) + 1} digits" if huge else repr(value)
        raise ArgumentValueError(f"{expected}, got {shown}")
    return float(value)


_P = TypeVar("_P")


def replaced(rules: _P, changes: Mapping[str, object], type_error: Callable[[str], Exception], rule: str = "") -> _P:
    """``rules`` (a frozen dataclass: every game's rules value) with ``changes``, validated
    again by the dataclass; an unknown field is refused as ``type_error`` naming the fields
    (after ``rule``, if given)."""
    fields = [f.name for f in dataclasses.fields(rules)]  # type: ignore[arg-type]
    unknown = sorted(set(changes) - set(fields))
    if unknown:
        head = f"{rule}: " if rule else ""
        raise type_error(
            f"{head}{type(rules).__name__} has no field {', '.join(unknown)}: its fields are {', '.join(fields)}"
        )
    return dataclasses.replace(rules, **changes)  # type: ignore[type-var]


def named_profile(
    name: object,
    profiles: Mapping[str, _P],
    what: str,
    error: Callable[[str], Exception],
    type_error: Callable[[str], Exception],
) -> _P:
    """The rules value of the profile called ``name`` in ``profiles`` (every game's profile
    lookup); ``what`` names such a profile with its article (``"a Tressette profile"``):
    a name that is not text is refused as ``type_error``, an unknown one as ``error``,
    each message listing the names to choose from."""
    choices = ", ".join(profiles)
    if not isinstance(name, str):
        raise type_error(f"{what} is named by text: choose one of {choices}; got {name!r}")
    try:
        return profiles[name]
    except KeyError:
        raise error(f"no {what.split(' ', 1)[1]} called {name!r}: choose one of {choices}") from None


def check_instance(value: Any, kind: type | tuple[type, ...], name: str, example: str) -> Any:
    """``value`` if it is an instance of ``kind``; else an error showing an ``example``."""
    if not isinstance(value, kind):
        raise ArgumentTypeError(f"{name} must be {example}, got {value!r}")
    return value


class IllegalActionError(CalabresellaError, ValueError):
    """An action the rules do not allow now. ``rule`` is the rule id (e.g. ``'R20'``)."""

    def __init__(self, rule: str, message: Message | str) -> None:
        super().__init__(rule, message)
        self.rule = rule

    @property
    def message(self) -> Message | str:
        """Why the action is refused, as data; the rule id is :attr:`rule`."""
        return self.args[1]  # type: ignore[no-any-return]

    @property
    def reason(self) -> str:
        """Why the action is refused, said to the table on screen (without the rule id)."""
        return said(self.message)

    def render(self, table: Table | None = None) -> str:
        """``"R20: …"``: the rule id and the reason said to ``table``."""
        return f"{self.rule}: {said(self.message, table)}"

    def __str__(self) -> str:
        return self.render()


class DealError(CalabresellaError, ValueError):
    """Hands and monte that are not a deal of the 40-card pack."""


class DealTypeError(DealError, ArgumentTypeError):
    """Rules of another game, or something that is no rule profile, given for a deal: both a
    :class:`DealError` (so code that catches bad deals catches it) and an
    :class:`ArgumentTypeError`."""


class PhaseError(CalabresellaError, ValueError):
    """A question a deal cannot answer in its present phase, such as who defends before the
    auction is won."""


class RulesError(CalabresellaError, ValueError):
    """A rule profile that makes no sense, or a profile name that does not exist."""


class RulesTypeError(RulesError, ArgumentTypeError):
    """A rule field, profile name or stake key of the wrong type (a ``str`` where text is
    expected, a whole number where a count is). Both a :class:`RulesError` (so code that
    catches bad profiles catches it) and an :class:`ArgumentTypeError`."""
