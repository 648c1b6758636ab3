"""The pseudo-locale ``en-XA``: every message wrapped in ⟦ ⟧ with its letters accented, so a
page shows at a glance which words did not come from the catalogue.

>>> pseudo("{player} passes.")
'⟦{player} ƥàššéš.⟧'
>>> pseudo("%(prog)s: <b>{count:d} cards</b>")
'⟦%(prog)s: <b>{count:d} çàŕðš</b>⟧'
"""

from __future__ import annotations

import re

OPEN, CLOSE = "⟦", "⟧"
"""The brackets every pseudo-translated message is wrapped in."""

RAW_OPEN, RAW_CLOSE = "⟪", "⟫"
"""The brackets around a message's parameter given as plain text (not a message, a seat or a
card): in the pseudo-locale it shows as ⟪text⟫, and counts as outside the catalogue however
deep it sits, so English passed into a sentence as text is found like English printed alone."""

_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçðéƒĝĥîĵķĺɱñöƥǫŕšţüṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĹṀÑÖƤǪŔŠŢÜṼŴẊÝŽ",
)
_KEPT = re.compile(r"(\b[RVE]\d+[a-z]?\b|\{[^{}]*\}|%\([^)]*\)[-#0 +]*\d*(?:\.\d+)?[a-zA-Z]|%[a-zA-Z%]|<[^<>]*>|&[a-z#0-9]+;)")


def accented(text: str) -> str:
    """``text`` with its Latin letters accented, its placeholders, tags, entities and rule ids
    (R12, V3) kept."""
    return "".join(part if _KEPT.fullmatch(part) else part.translate(_ACCENTED) for part in _KEPT.split(text))


def pseudo(text: str) -> str:
    """``text`` as the pseudo-locale says it: accented and wrapped in ⟦ ⟧."""
    return f"{OPEN}{accented(text)}{CLOSE}" if text else text


def unwrapped(shown: str) -> str:
    """What of ``shown`` lies outside every ⟦ ⟧ (nested brackets included): the words that did
    not come from the catalogue.

    >>> unwrapped("R20: ⟦ɱüšţ ⟦ƀàšţöñî⟧⟧ played by Anna")
    'R20:      played by Anna'
    >>> unwrapped("⟦ñöţ ⟪left in English ⟦ƀàšţöñî⟧⟫⟧")
    '   left in English    '
    """
    out: list[str] = []
    inside: list[bool] = []  # for each open bracket: whether it holds catalogue text
    for char in shown:
        if char in (OPEN, RAW_OPEN):
            inside.append(char == OPEN)
            out.append(" ")
        elif char in (CLOSE, RAW_CLOSE) and inside:
            inside.pop()
            out.append(" ")
        elif not inside or not inside[-1]:
            out.append(char)
    return "".join(out)


__all__ = ["CLOSE", "OPEN", "RAW_CLOSE", "RAW_OPEN", "accented", "pseudo", "unwrapped"]
