"""The base of the package's errors: each says a message (data, in the catalogue), rendered
when it is shown. :mod:`calabresella.engine.errors` builds the engine's errors on these.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from calabresella.words.message import Message
    from calabresella.words.table import Table


def said(message: Any, table: Table | None = None) -> str:
    """``message`` said to ``table``: a message is rendered, text from older code kept."""
    return message.render(table) if hasattr(message, "render") else str(message)


class CalabresellaError(Exception):
    """The base of every error the package raises on purpose: ``except CalabresellaError``
    catches a refusal of any kind (a bad argument, an illegal action, a malformed file) and
    nothing else. Each error also keeps the built-in base users catch today (``ValueError``
    or ``TypeError``).

    Its first argument is a :class:`~calabresella.words.message.Message` (data: a msgid and
    its parameters), said when the error is shown: ``str(error)`` in the language chosen, to
    the table on screen; :meth:`render` to another table."""

    @property
    def message(self) -> Message | str:
        """What the error says, as data (a message) or, from older code, as text."""
        return self.args[0] if self.args else ""

    def render(self, table: Table | None = None) -> str:
        """The error said to ``table`` (names, "you", the card style)."""
        return said(self.message, table)

    def __str__(self) -> str:
        return self.render() if self.args and hasattr(self.args[0], "render") else super().__str__()


class ArgumentTypeError(CalabresellaError, TypeError):
    """An argument of the wrong type; the message says what was expected."""


class ArgumentValueError(CalabresellaError, ValueError):
    """An argument of the right type whose value describes nothing possible."""


__all__ = ["ArgumentTypeError", "ArgumentValueError", "CalabresellaError", "said"]
