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

from calabresella.engine.words import later
from calabresella.words.catalogue import N_, dev
from calabresella.words.errors import ArgumentTypeError as ArgumentTypeError
from calabresella.words.errors import ArgumentValueError as ArgumentValueError
from calabresella.words.errors import CalabresellaError as CalabresellaError
from calabresella.words.message import Message, msg, said
from calabresella.words.table import Table

Text = str | Message
"""What a check names in its message: a parameter's name (code, said as it is), or words
(a message, or a label marked with ``N_``, said in the language chosen)."""


def is_whole(value: Any) -> bool:
    """True for an ``int`` that is not a ``bool`` (``True`` is not seat 1)."""
    return isinstance(value, int) and not isinstance(value, bool)


_WHOLE = {
    (True, True, False): N_("{name} must be a whole number from {low} to {high}, got {got}"),
    (True, False, False): N_("{name} must be a whole number of at least {low}, got {got}"),
    (False, True, False): N_("{name} must be a whole number of at most {high}, got {got}"),
    (False, False, False): N_("{name} must be a whole number, got {got}"),
    (True, True, True): N_("{name} must be a whole number from {low} to {high} ({rule}), got {got}"),
    (True, False, True): N_("{name} must be a whole number of at least {low} ({rule}), got {got}"),
    (False, True, True): N_("{name} must be a whole number of at most {high} ({rule}), got {got}"),
    (False, False, True): N_("{name} must be a whole number ({rule}), got {got}"),
}
"""What :func:`check_int` says, by which of ``low``, ``high`` and ``rule`` it was given."""


def check_int(
    value: Any, name: Text, low: int | None = None, high: int | None = None, rule: Text | None = None
) -> int:
    """``value`` if it is a whole number (not a bool) in ``low … high``; else a clear error."""
    if is_whole(value) and (low is None or value >= low) and (high is None or value <= high):
        return int(value)
    message = Message(_WHOLE[low is not None, high is not None, bool(rule)],
                      {"name": name, "low": low, "high": high, "rule": rule, "got": _shown(value)})
    raise (ArgumentValueError if is_whole(value) else ArgumentTypeError)(message)


def _shown(value: Any) -> Text:
    """``value`` as a refusal repeats it: its repr, or a whole number too long to write by its size."""
    try:
        return repr(value)
    except ValueError:  # an int of more digits than Python writes
        return msg("a whole number of about {digits} digits", digits=int(abs(int(value)).bit_length() * 0.30103) + 1)


def check_bool(value: Any, name: Text, rule: Text | None = None) -> bool:
    """``value`` if it is ``True`` or ``False`` (not ``"false"``, not 1); else a clear error."""
    if not isinstance(value, bool):
        if rule:
            raise ArgumentTypeError(msg("{name} must be True or False ({rule}), got {got}", name=name, rule=rule,
                                        got=dev(repr(value))))
        raise ArgumentTypeError(msg("{name} must be True or False, got {got}", name=name, got=dev(repr(value))))
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
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        shown: Text = repr(value)
    elif not 0 < value <= MAX_TIME_BUDGET:  # False for NaN; an int of any size compares exactly
        huge = is_whole(value) and abs(value) > 10**15  # shown by its size: str() of one is slow or refused
        shown = msg("a whole number of about {digits} digits",
                    digits=int(abs(int(value)).bit_length() * 0.30103) + 1) if huge else repr(value)
    else:
        return float(value)
    raise ArgumentValueError(msg("time_budget must be a number of seconds above 0 and at most {most:.0f} (a day), "
                                 "got {got}", most=MAX_TIME_BUDGET, got=shown))


_P = TypeVar("_P")


def replaced(rules: _P, changes: Mapping[str, object], type_error: Callable[[Any], Exception], rule: str = "") -> _P:
    """``rules`` (a frozen dataclass: every game's rules value) with ``changes``, validated
    again by the dataclass; an unknown field is refused as ``type_error`` naming the fields
    (after ``rule``, if given)."""
    fields = [f.name for f in dataclasses.fields(rules)]  # type: ignore[arg-type]
    unknown = sorted(set(changes) - set(fields))
    if unknown:
        params = {"kind": dev(type(rules).__name__), "unknown": ", ".join(unknown), "fields": ", ".join(fields)}
        if rule:
            raise type_error(msg("{rule}: {kind} has no field {unknown}: its fields are {fields}", rule=rule, **params))
        raise type_error(msg("{kind} has no field {unknown}: its fields are {fields}", **params))
    return dataclasses.replace(rules, **changes)  # type: ignore[type-var]


def named_profile(
    name: object,
    profiles: Mapping[str, _P],
    what: Text,
    error: Callable[[Any], Exception],
    type_error: Callable[[Any], Exception],
) -> _P:
    """The rules value of the profile called ``name`` in ``profiles`` (every game's profile
    lookup); ``what`` names such a profile with its article (``"a Tressette profile"``):
    a name that is not text is refused as ``type_error``, an unknown one as ``error``,
    each message listing the names to choose from."""
    choices = ", ".join(profiles)
    if not isinstance(name, str):
        raise type_error(msg("{what} is named by text: choose one of {choices}; got {got}", what=later(what),
                             choices=choices, got=dev(repr(name))))
    try:
        return profiles[name]
    except KeyError:
        if isinstance(what, Message):
            raise error(msg("{name} is not {what}: choose one of {choices}", name=repr(name), what=what,
                            choices=choices)) from None
        kind = what.split(" ", 1)[-1]  # "a rule profile": "rule profile"
        raise error(msg("no {kind} called {name}: choose one of {choices}", kind=later(kind), name=repr(name),
                        choices=choices)) from None


def check_instance(value: Any, kind: type | tuple[type, ...], name: Text, example: Text) -> Any:
    """``value`` if it is an instance of ``kind``; else an error showing an ``example``
    (words: a message, or a label marked with ``N_``)."""
    if not isinstance(value, kind):
        raise ArgumentTypeError(msg("{name} must be {example}, got {got}", name=name, example=later(example),
                                    got=dev(repr(value))))
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


def reason(error: BaseException) -> Message | str:
    """What ``error`` says, as data, to be said inside another message: the message of one of
    the package's errors (with its rule id, for an illegal action), the text of any other."""
    if isinstance(error, IllegalActionError):
        return msg("{rule}: {reason}", rule=error.rule, reason=error.message)
    if isinstance(error, CalabresellaError):
        return error.message
    return str(error)


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
