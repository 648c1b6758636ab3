"""What the command line prints, made safe for a terminal, and how it refuses.

Anything read from a file (a player's name, say) reaches the terminal through
:func:`terminal_safe`; every refusal is one line on standard error (:func:`refusal`).
"""

from __future__ import annotations

import sys
from typing import TextIO

from calabresella.words import Message, msg, said


def terminal_safe(text: str) -> str:
    r"""``text`` with every control character escaped, except new lines and tabs.

    Anything read from a file (a player's name, say) is printed through this, so a
    record cannot clear the screen, retitle the window or forge whole lines.

    >>> print(terminal_safe("Anna\x1b]0;owned\x07 \u202eBruno\rCarla\n"), end="")
    Anna\x1b]0;owned\x07 \u202eBruno\x0dCarla
    """
    return text.translate(_ESCAPES)


class _Escapes(dict[int, str]):
    """For ``str.translate``: a control or invisible direction character's printable escape."""

    _INVISIBLE = frozenset(map(ord, "\u061c\u200e\u200f\u2028\u2029\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"))

    def __missing__(self, code: int) -> str:
        unsafe = code < 0x20 or 0x7F <= code < 0xA0 or code in self._INVISIBLE or 0xD800 <= code < 0xE000
        if unsafe and code not in (0x0A, 0x09):
            text = f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"
        else:
            text = chr(code)
        self[code] = text
        return text


_ESCAPES = _Escapes()


class SafeOut:
    """A text stream that escapes control characters on their way to the terminal."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        return self.stream.write(terminal_safe(text))

    def flush(self) -> None:
        self.stream.flush()

    def __getattr__(self, name: str) -> object:
        return getattr(self.stream, name)



def refusal(command: str, message: Message | str) -> int:
    """Say ``message`` on one line of standard error, as ``command``'s refusal: exit status 2."""
    line = msg("calabresella {command}: error: {message}", command=command, message=said(message))
    print(terminal_safe(str(line)).replace("\n", " "), file=sys.stderr)
    return 2
