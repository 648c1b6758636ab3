"""Who is at the table on screen, and how its cards are drawn: what a message needs to be said
to a person (the players' names, "you" for the viewer, the suit style of the pictures).

The edge that shows a page or prints a line says it once, ``with on_screen(style=...)``;
a message said inside names every card the way the pictures do:

>>> from calabresella.words.message import msg
>>> from calabresella.engine.cards import Card
>>> with on_screen(style="italian"):
...     msg("{player} plays {card}.", player=Seat(2), card=Card.parse("Q♠")).render()
'Carla plays C di spade.'
>>> msg("{player} plays {card}.", player=Seat(2), card=Card.parse("Q♠")).render(Table(viewer=2))
'you plays Q♠.'

(the last sentence shows why a sentence whose subject is a seat is made with
:func:`~calabresella.words.message.about`, which has a form for "you".)
"""

from __future__ import annotations

import contextlib
import contextvars
import dataclasses
from collections.abc import Iterator, Sequence

from calabresella.words.catalogue import gettext, language, pgettext
from calabresella.words.errors import ArgumentValueError

NAMES: tuple[str, str, str] = ("Anna", "Bruno", "Carla")
"""Default names of seats 0, 1, 2."""

NAMES_FOUR: tuple[str, str, str, str] = NAMES + ("Dario",)
"""Default names of the seats when four play (V3; Tressette for four, V5)."""

NAMES_TWO: tuple[str, str] = NAMES[:2]
"""Default names of the seats of Tressette in due (V5)."""

NAMES_EIGHT: tuple[str, ...] = NAMES_FOUR + ("Elena", "Fabio", "Gina", "Ugo")
"""Default names of the seats of the largest table, Anna first (Rovescino for up to eight, V6);
a table of ``n`` seats takes the first ``n``."""

STYLES = (ITALIAN_SUITS, FRENCH_SUITS) = ("italian", "french")
"""The suit styles: Italian pictures (coppe, denari, bastoni, spade) or French (♥ ♦ ♣ ♠)."""


FEMININE, MASCULINE = "f", "m"
"""A player's grammatical gender, for the languages whose sentences agree with it ("Carla è
la solista", "Bruno è il solista"): see :meth:`Table.gender`."""

_NOT_FEMININE = frozenset({"andrea", "luca", "nicola", "mattia", "elia", "enea", "tobia", "battista", "gianluca"})
"""Italian men's names that end in -a."""


def guessed_gender(name: str) -> str:
    """The gender a player's ``name`` suggests, when none was given: a name ending in *-a* is a
    woman's (Anna, Carla, Elena, Gina), but for the men's names that end so (Andrea, Luca,
    Nicola…); every other name is a man's. A guess, which :class:`Table`'s ``genders`` overrides.

    >>> [guessed_gender(name) for name in ("Anna", "Bruno", "Luca", "Gina", "Ugo")]
    ['f', 'm', 'm', 'f', 'm']
    """
    word = name.strip().lower()
    return FEMININE if word.endswith("a") and word not in _NOT_FEMININE else MASCULINE


def default_style() -> str:
    """The suit style a language names its cards in by default: the catalogue says it (Italian
    says "italian": coppe, denari, bastoni, spade; English says "french": ♥ ♦ ♣ ♠).

    >>> default_style()
    'french'
    """
    chosen = pgettext("the card style this language names cards in by default: italian or french", "french")
    return chosen if chosen in STYLES else FRENCH_SUITS


@dataclasses.dataclass(frozen=True)
class Seat:
    """A seat as a message's parameter: said as its player's name, or "you" to the viewer."""

    number: int

    def __repr__(self) -> str:
        return f"Seat({self.number})"


@dataclasses.dataclass(frozen=True)
class Table:
    """The table a message is said to: ``names`` of the seats (Anna, Bruno, Carla, … by
    default), the ``viewer``'s seat (said "you"), the ``style`` cards are named in (by default
    the language's, :func:`default_style`), and optionally the players' ``genders`` (``"f"`` or
    ``"m"`` a seat; by default guessed from the names, :func:`guessed_gender`)."""

    names: tuple[str, ...] = NAMES_EIGHT
    viewer: int | None = None
    style: str = dataclasses.field(default_factory=default_style)
    genders: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if self.style not in STYLES:
            raise ArgumentValueError(gettext("the card style must be {italian} (pictures) or {french} (♥ ♦ ♣ ♠), got {style!r}")
                                     .format(italian=repr(ITALIAN_SUITS), french=repr(FRENCH_SUITS), style=self.style))
        object.__setattr__(self, "names", tuple(self.names))
        if self.genders is not None:
            object.__setattr__(self, "genders", tuple(self.genders))
            if not set(self.genders) <= {FEMININE, MASCULINE}:
                raise ArgumentValueError(gettext("a player's gender is {feminine!r} or {masculine!r}, got {genders!r}")
                                         .format(feminine=FEMININE, masculine=MASCULINE, genders=self.genders))

    def name(self, seat: int) -> str:
        """The name of ``seat`` (past the names given, the default name of that seat)."""
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return NAMES_EIGHT[seat] if 0 <= seat < len(NAMES_EIGHT) else str(seat)

    def gender(self, seat: int) -> str:
        """The gender of ``seat``'s player (``"f"`` or ``"m"``): as given, else guessed from the name."""
        if self.genders is not None and 0 <= seat < len(self.genders):
            return self.genders[seat]
        return guessed_gender(self.name(seat))

    def seen_by(self, names: Sequence[str] | None = None, viewer: int | None = None) -> Table:
        """This table with other ``names`` (None keeps them, and their genders) and ``viewer``."""
        if names is None:
            return dataclasses.replace(self, viewer=viewer)
        return dataclasses.replace(self, names=tuple(names), viewer=viewer, genders=None)


_TABLE: contextvars.ContextVar[Table | None] = contextvars.ContextVar("calabresella_table", default=None)
_DEFAULT_TABLES: dict[str, Table] = {}


def current_table() -> Table:
    """The table messages are said to now (the default: Anna, Bruno, Carla…, no viewer, the
    cards named in the language's style)."""
    table = _TABLE.get()
    if table is not None:
        return table
    spoken = language()
    if spoken not in _DEFAULT_TABLES:
        _DEFAULT_TABLES[spoken] = Table()
    return _DEFAULT_TABLES[spoken]


def table_for(names: Sequence[str] | None = None, viewer: int | None = None) -> Table:
    """The table now on screen, with these ``names`` and ``viewer``: what a narrator given a
    deal's names says its sentences to."""
    return current_table().seen_by(names, viewer)


@contextlib.contextmanager
def on_screen(style: str | None = None, names: Sequence[str] | None = None, viewer: int | None = None,
              keep_viewer: bool = True) -> Iterator[Table]:
    """Say messages inside the ``with`` block to this table: ``style`` of the cards, the seats'
    ``names``, the ``viewer`` (None: keep the table's, unless ``keep_viewer`` is False)."""
    now = current_table()
    table = dataclasses.replace(
        now,
        style=style if style is not None else now.style,
        names=tuple(names) if names is not None else now.names,
        viewer=viewer if viewer is not None or not keep_viewer else now.viewer,
        genders=now.genders if names is None else None,
    )
    token = _TABLE.set(table)
    try:
        yield table
    finally:
        _TABLE.reset(token)


__all__ = ["FEMININE", "FRENCH_SUITS", "ITALIAN_SUITS", "MASCULINE", "NAMES", "NAMES_EIGHT", "NAMES_FOUR", "NAMES_TWO", "STYLES",
           "Seat", "Table", "current_table", "default_style", "guessed_gender", "on_screen", "table_for"]
