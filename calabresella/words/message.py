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

A language whose words agree with what a parameter names says so in its translation with a
format spec: ``{player:il|la}`` picks by the seat's player (a man's form, a woman's, and
optionally a third form for the viewer), ``{card:the}`` says a card in words with its
article ("l'asso di coppe"), ``{card:words}`` in words without it (see :class:`Said`):

>>> Message("{player} è {player:il|la} solista", {"player": Seat(2)}).render(Table())
'Carla è la solista'
>>> Message("{player} gioca {card:the}.", {"player": Seat(1), "card": Card.parse("A♠")}).render(Table())
'Bruno gioca the ace of spades.'
"""

from __future__ import annotations

import dataclasses
import string
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from calabresella.words import catalogue
from calabresella.words.table import FEMININE, Seat, Table, current_table


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
        if ":" in template:
            return _FORMATTER.vformat(template, (), values)
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


class Said(str):
    """A parameter as the table reads it ("Carla", "3♠"), which still knows the seat or card it
    names, so that a translation can ask for the form its grammar needs (a format spec):

    - ``{player:il|la}`` on a seat: the first text for a man, the second for a woman (by the
      table's :meth:`~calabresella.words.table.Table.gender`), a third, if given, for the viewer;
    - ``{card:the}``, ``{card:words}`` on a card: in words, with or without its article (the
      engine says how: :func:`register_sayer`'s ``forms``).
    """

    value: Any
    table: Table

    def __new__(cls, text: str, value: Any, table: Table) -> Said:
        said_now = super().__new__(cls, text)
        said_now.value, said_now.table = value, table
        return said_now

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        if "|" in spec:
            return _chosen(spec.split("|"), self.value, self.table)
        for kind in type(self.value).__mro__:
            if kind in _FORMS:
                form = _FORMS[kind](self.value, self.table, spec)
                if form is not None:
                    return form
        return str(self).__format__(spec)


def _chosen(choices: Sequence[str], value: Any, table: Table) -> str:
    """The one of ``choices`` (man's|woman's[|viewer's]) that agrees with ``value``'s player."""
    if not isinstance(value, Seat):
        return choices[0]
    if len(choices) > 2 and value.number == table.viewer:
        return choices[2]
    return choices[1] if table.gender(value.number) == FEMININE else choices[0]


WORD_SPECS = frozenset({"the", "words"})
"""The format specs a card parameter answers: ``{card:the}`` (in words, with its article) and
``{card:words}`` (in words)."""


class _AgreeingFormatter(string.Formatter):
    """``str.format`` that lets a translation ask a plain value for a form it has not (a gender
    choice of a name given as text: the first choice; ``the`` of a text: the text), so that a
    translation never breaks a sentence."""

    def format_field(self, value: Any, format_spec: str) -> Any:
        if format_spec and not isinstance(value, Said) and ("|" in format_spec or format_spec in WORD_SPECS):
            return format_spec.split("|")[0] if "|" in format_spec else format(value, "")
        return super().format_field(value, format_spec)


_FORMATTER = _AgreeingFormatter()


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
            return Said(catalogue.pgettext("the viewer", "you"), value, table)
        return Said(table.name(value.number), value, table)
    kind_of = type(value)
    if kind_of in _PLAIN:
        return value
    for kind in kind_of.__mro__:
        if kind in _SAYERS:
            return Said(_SAYERS[kind](value, table), value, table)
    if isinstance(value, (list, tuple)) and value:
        for kind in type(value[0]).__mro__:
            if kind in _MANY_SAYERS and all(isinstance(item, kind) for item in value):
                return _MANY_SAYERS[kind](value, table)
    return value


_PLAIN = (int, float, str, bool, type(None))
_SAYERS: dict[type, Callable[[Any, Table], str]] = {}
_MANY_SAYERS: dict[type, Callable[[Any, Table], str]] = {}
_FORMS: dict[type, Callable[[Any, Table, str], str | None]] = {}


def register_sayer(kind: type, one: Callable[[Any, Table], str], several: Callable[[Any, Table], str] | None = None,
                   forms: Callable[[Any, Table, str], str | None] | None = None) -> None:
    """Say a parameter of type ``kind`` with ``one(value, table)``, a non-empty list or tuple of
    them with ``several(values, table)``, and the form a translation asks for with a format spec
    with ``forms(value, table, spec)`` (None: no such form) (the engine registers its cards,
    suits and ranks: :mod:`calabresella.engine.naming`)."""
    _SAYERS[kind] = one
    if several is not None:
        _MANY_SAYERS[kind] = several
    if forms is not None:
        _FORMS[kind] = forms


__all__ = ["Message", "Said", "about", "alternatives", "many", "msg", "register_sayer", "said", "say"]
