"""The engine's words: the default seat names (their home is :mod:`calabresella.words.table`)
and :func:`later`, a label of a table said when the sentence it goes into is said. Plurals are
the catalogue's (:func:`calabresella.words.many`), never an appended "s".
"""

from __future__ import annotations

from calabresella.words.message import Message
from calabresella.words.table import NAMES as NAMES
from calabresella.words.table import NAMES_EIGHT as NAMES_EIGHT
from calabresella.words.table import NAMES_FOUR as NAMES_FOUR
from calabresella.words.table import NAMES_TWO as NAMES_TWO


def later(text: str | Message) -> Message:
    """``text`` as a message said when the sentence it goes into is said: a label marked with
    ``N_`` in a table (a game's phase, what a player may do), or a message already.

    >>> from calabresella.words import using_language
    >>> line = later("hearts")
    >>> with using_language("en-XA"):
    ...     str(line)
    '⟦ĥéàŕţš⟧'
    """
    if isinstance(text, Message):
        return text
    if not isinstance(text, str) or "{" in text or "}" in text:  # not a msgid (a msgid's braces are its parameters): said as it is
        return Message("{text}", {"text": str(text)})
    return Message(text)

