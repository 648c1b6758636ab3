"""The few words the engine and the games print themselves, in one place for a translation.

Sentences that tell a deal (narration, scores, pictures) live in ``show/``; the lower
layers need only the default seat names and a plural.
"""

from __future__ import annotations

NAMES: tuple[str, str, str] = ("Anna", "Bruno", "Carla")
"""Default names of seats 0, 1, 2."""

NAMES_FOUR: tuple[str, str, str, str] = NAMES + ("Dario",)
"""Default names of the seats when four play (V3; Tressette for four, V5)."""

NAMES_TWO: tuple[str, str] = NAMES[:2]
"""Default names of the seats of Tressette in due (V5)."""

NAMES_EIGHT: tuple[str, ...] = NAMES_FOUR + ("Elena", "Fabio", "Gina", "Ugo")
"""Default names of the seats of the largest table, Anna first (Rovescino for up to eight, V6);
a table of ``n`` seats takes the first ``n``."""


def plural(count: int, word: str) -> str:
    """``plural(1, 'third')`` is ``'1 third'``, ``plural(5, 'third')`` is ``'5 thirds'``."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"
