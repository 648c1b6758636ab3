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

_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçðéƒĝĥîĵķĺɱñöƥǫŕšţüṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĹṀÑÖƤǪŔŠŢÜṼŴẊÝŽ",
)
_KEPT = re.compile(r"(\{[^{}]*\}|%\([^)]*\)[-#0 +]*\d*(?:\.\d+)?[a-zA-Z]|%[a-zA-Z%]|<[^<>]*>|&[a-z#0-9]+;)")


def accented(text: str) -> str:
    """``text`` with its Latin letters accented, its placeholders, tags and entities kept."""
    return "".join(part if _KEPT.fullmatch(part) else part.translate(_ACCENTED) for part in _KEPT.split(text))


def pseudo(text: str) -> str:
    """``text`` as the pseudo-locale says it: accented and wrapped in ⟦ ⟧."""
    return f"{OPEN}{accented(text)}{CLOSE}" if text else text


def unwrapped(shown: str) -> str:
    """What of ``shown`` lies outside every ⟦ ⟧ (nested brackets included): the words that did
    not come from the catalogue.

    >>> unwrapped("R20: ⟦ɱüšţ ⟦ƀàšţöñî⟧⟧ played by Anna")
    'R20:    played by Anna'
    """
    out, depth = [], 0
    for char in shown:
        if char == OPEN:
            depth += 1
            out.append(" ")
        elif char == CLOSE and depth:
            depth -= 1
        elif depth == 0:
            out.append(char)
    return "".join(out)


__all__ = ["CLOSE", "OPEN", "accented", "pseudo", "unwrapped"]
