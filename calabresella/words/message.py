"""A message: a msgid of the catalogue and its parameters as values, said at the edge.

Code that has something to tell builds a :class:`Message` (:func:`msg`, :func:`about` for a
sentence whose subject is a seat, :func:`many` for a count); the page, the terminal or
``str()`` says it to a :class:`~calabresella.words.table.Table` in the language chosen. Seats
become names (or "you"), cards are named in the table's suit style, numbers stay numbers:

>>> from calabresella.engine.cards import Card
>>> from calabresella.words.table import Seat, Table
>>> line = about(Seat(0), "{player} holds {cards}", "you hold {cards}", cards=[Card.parse("3♣"), Card.parse("7♣")])
>>> line.render(Table(names=("Anna", "Bruno", "Carla")))
'Anna holds 3♣ 7♣'
>>> line.render(Table(viewer=0, style="italian"))
'you hold 3 di bastoni, 7 di bastoni'
>>> many("{count} third", "{count} thirds", 1).render(), many("{count} third", "{count} thirds", 5).render()
('1 third', '5 thirds')
"""

from __future__ import annotations

import dataclasses
import string
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from calabresella.words import catalogue
from calabresella.words.table import Seat, Table, current_table


@dataclasses.dataclass(frozen=True)
class Message:
    """A sentence as data: its ``msgid`` (English, the catalogue's key), the ``params`` it is
    said with, and optionally the form for the viewer (``you``, when ``subject`` is the
    viewer's seat), a ``plural`` with its ``count``, a gettext ``context``."""

    msgid: str
    params: Mapping[str, Any] = dataclasses.field(default_factory=dict, hash=False)
    you: str | None = None
    subject: int | None = None
    plural: str | None = None
    count: int | None = None
    context: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "params", dict(self.params))

    def template(self, table: Table) -> str:
        """The msgid's text in the language now chosen, before the parameters."""
        if self.you is not None and self.subject is not None and self.subject == table.viewer:
            return catalogue.gettext(self.you)
        if self.plural is not None:
            assert self.count is not None
            if self.context is not None:
                return catalogue._translations(catalogue.language()).npgettext(
                    self.context, self.msgid, self.plural, self.count)
            return catalogue.ngettext(self.msgid, self.plural, self.count)
        if self.context is not None:
            return catalogue.pgettext(self.context, self.msgid)
        return catalogue.gettext(self.msgid)

    def render(self, table: Table | None = None) -> str:
        """The sentence said to ``table`` (the table now on screen if None)."""
        table = current_table() if table is None else table
        values = {key: say(value, table) for key, value in self.params.items()}
        if self.count is not None:
            values.setdefault("count", self.count)
        template = self.template(table)
        if "!r" in template:  # a value echoed back as typed: its repr, not its name on screen
            for _, field, _, conversion in string.Formatter().parse(template):
                if field is not None and field in self.params and conversion == "r":
                    values[field] = self.params[field]
        if catalogue.language() == catalogue.PSEUDO:
            values = _marked_raw(template, self.params, values)
        return template.format(**values)

    def __str__(self) -> str:
        return self.render()

    def with_params(self, **params: Any) -> Message:
        """This message with more parameters."""
        return dataclasses.replace(self, params={**self.params, **params})


def _marked_raw(template: str, params: Mapping[str, Any], values: dict[str, Any]) -> dict[str, Any]:
    """In the pseudo-locale, a parameter given as plain text shows as ⟪text⟫ (see
    :mod:`calabresella.words.pseudo`), unless it is code (:func:`~calabresella.words.catalogue.dev`)
    or a value echoed back with ``!r`` or in quotes (what the user typed)."""
    echoed = {field for _, field, _, conversion in string.Formatter().parse(template) if field and conversion == "r"}
    echoed |= {key for key in params if f"'{{{key}}}'" in template or f'"{{{key}}}"' in template}
    def raw(key: str) -> bool:
        given = params.get(key)
        return (isinstance(given, str) and not isinstance(given, catalogue.DevText) and key not in echoed
                and bool(given) and not (len(given) > 1 and given[0] == given[-1] and given[0] in "'\""))

    return {key: f"⟪{value}⟫" if raw(key) else value for key, value in values.items()}


def msg(msgid: str, /, **params: Any) -> Message:
    """The message ``msgid`` with ``params`` (the catalogue's keyword: Babel extracts it)."""
    return Message(msgid, params)


def about(seat: int | Seat, they: str, you: str, /, **params: Any) -> Message:
    """A sentence whose subject is ``seat``: ``they`` names the seat ``{player}`` ("{player}
    passes."), ``you`` is the same sentence said to that seat's player ("You pass.")."""
    number = seat.number if isinstance(seat, Seat) else int(seat)
    return Message(they, {"player": Seat(number), **params}, you=you, subject=number)


def many(singular: str, plural: str, count: int, /, **params: Any) -> Message:
    """A sentence with a ``count`` (``{count}``), in the form the language uses for it."""
    return Message(singular, params, plural=plural, count=count)


def alternatives(choices: Sequence[Any]) -> Any:
    """``choices`` (messages, cards, text) said as alternatives: "a or b", "a, b or c", each join
    a message of the catalogue, so that a language joins them its own way.

    >>> str(alternatives(["0", "1", "2"])), str(alternatives(["solo"]))
    ('0, 1 or 2', 'solo')
    """
    if not choices:
        return ""
    said_so_far = choices[-1]
    if len(choices) > 1:
        said_so_far = msg("{first} or {second}", first=choices[-2], second=said_so_far)
        for choice in reversed(choices[:-2]):
            said_so_far = msg("{first}, {rest}", first=choice, rest=said_so_far)
    return said_so_far


def said(message: Message | str, table: Table | None = None) -> str:
    """``message`` said to ``table`` (text already said is returned as it is)."""
    return message if isinstance(message, str) else message.render(table)




def say(value: Any, table: Table) -> Any:
    """A parameter's value as the table reads it: a message said, a seat named, a card or
    suit named in the table's style, a list of cards joined; numbers are left for the
    format string."""
    if isinstance(value, Message):
        return value.render(table)
    if isinstance(value, Seat):
        if value.number == table.viewer:
            return catalogue.pgettext("the viewer", "you")
        return table.name(value.number)
    kind_of = type(value)
    if kind_of in _PLAIN:
        return value
    for kind in kind_of.__mro__:
        if kind in _SAYERS:
            return _SAYERS[kind](value, table)
    if isinstance(value, (list, tuple)) and value:
        for kind in type(value[0]).__mro__:
            if kind in _MANY_SAYERS and all(isinstance(item, kind) for item in value):
                return _MANY_SAYERS[kind](value, table)
    return value


_PLAIN = (int, float, str, bool, type(None))
_SAYERS: dict[type, Callable[[Any, Table], str]] = {}
_MANY_SAYERS: dict[type, Callable[[Any, Table], str]] = {}


def register_sayer(kind: type, one: Callable[[Any, Table], str], several: Callable[[Any, Table], str] | None = None) -> None:
    """Say a parameter of type ``kind`` with ``one(value, table)``, and a non-empty list or tuple
    of them with ``several(values, table)`` (the engine registers its cards, suits and ranks:
    :mod:`calabresella.engine.naming`)."""
    _SAYERS[kind] = one
    if several is not None:
        _MANY_SAYERS[kind] = several


__all__ = ["Message", "about", "alternatives", "many", "msg", "register_sayer", "said", "say"]
