"""The few words the engine and the games print themselves, in one place for a translation.

Sentences that tell a deal (narration, scores, pictures) live in ``show/``; the lower
layers need only the default seat names and a plural.
"""

from __future__ import annotations

from calabresella.words.table import NAMES as NAMES
from calabresella.words.table import NAMES_EIGHT as NAMES_EIGHT
from calabresella.words.table import NAMES_FOUR as NAMES_FOUR
from calabresella.words.table import NAMES_TWO as NAMES_TWO


def plural(count: int, word: str) -> str:
    """``plural(1, 'third')`` is ``'1 third'``, ``plural(5, 'third')`` is ``'5 thirds'``."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"
